import Stack
import Testing

/// `systemLayoutSizeFitting` of a flex stack that another flex stack
/// arranges (a Texture cell in a flex list): the outer stack places the
/// whole subtree, so the cell holds no content constraints of its own, and
/// the probe holds it to its content laid out on its own at the width it
/// asks about.
@Suite struct NestedFlexFittingTests {
    /// A cell padded 10 around text of three 50-point words 10 apart
    /// (lines of 20) that grows and shrinks, in a flex column 300 wide.
    static func listedCell() throws -> (column: StackItem, cell: StackItem) {
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: [50, 50, 50], spaceWidth: 10, lineHeight: 20)
        let cell = StackItem(name: "cell", arrangedItems: [label])
        cell.distribution = .flex(.start)
        cell.padding = FlexPadding(all: 10)
        cell.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: label)
        let column = StackItem(name: "column", arrangedItems: [cell])
        column.axis = .vertical
        column.distribution = .flex(.start)
        try column.widthAnchor.constraint(equalToConstant: 300).activate()
        return (column, cell)
    }

    /// At 120 the text has 100: 50 + 10 + 50 = 110 does not fit, one word
    /// a line, 60 + 20 = 80 tall; at 300 it has 280, one line, 40 tall;
    /// compressed, one line 170 wide: 190 × 40. The laid-out cell stays.
    @Test func aCellInAFlexListMeasuresAtTheWidthAsked() throws {
        let (column, cell) = try Self.listedCell()
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(cell.systemLayoutSizeFitting(Size(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 120, height: 80))
        #expect(cell.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 300, height: 40))
        #expect(cell.systemLayoutSizeFitting(.compressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 190, height: 40))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 300, height: 40))
    }

    /// Before the list has laid out, the same answers.
    @Test func aCellInAFlexListMeasuresBeforeAnyLayout() throws {
        let (_, cell) = try Self.listedCell()
        #expect(cell.systemLayoutSizeFitting(Size(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 120, height: 80))
    }
}
