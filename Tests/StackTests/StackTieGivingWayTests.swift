import Testing
import Stack

/// ``ValueExplanation/GivingWay/isTie``: a button pinned below a
/// `UIStackView` column on a screen too short for both gives way first,
/// its resistance tied with the column's items' (the stack orders only its
/// own items), and the note says it is a tie rather than that the others
/// would miss by more.
@Suite struct StackTieGivingWayTests {
    /// A 150-point screen: a column spaced 8 of a label (18), a field
    /// (44), a label and a field from the top, 3 × 8 + 124 = 148 high; a
    /// 50-point button on the bottom, at least 16 below the column:
    /// 148 + 16 + 50 = 214, 64 too many. The button gives up all its 50
    /// first, then the first label 14 (to 4); the column's items would
    /// give up the button's 50 together as well, at the same 750.
    @Test func anItemOutsideAStackThatTiesWithItsItemsSaysItIsATie() throws {
        let root = LayoutItem(name: "root")
        let items = ["label1", "field1", "label2", "field2"].enumerated().map { index, name in
            LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: 100, height: index % 2 == 0 ? 18 : 44))
        }
        let column = StackItem(name: "column", arrangedItems: items)
        column.axis = .vertical
        column.spacing = 8
        let button = LayoutItem(name: "button", intrinsicContentSize: IntrinsicSize(width: 100, height: 50))
        root.addChild(column)
        root.addChild(button)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 200), root.heightAnchor.constraint(equalToConstant: 150),
            column.topAnchor.constraint(equalTo: root.topAnchor), column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            button.topAnchor.constraint(greaterThanOrEqualTo: column.bottomAnchor, constant: 16),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(button, Rect(x: 0, y: 150, width: 100, height: 0))
        expectFrame(items[0], Rect(x: 0, y: 0, width: 200, height: 4))
        let why = button.explanation(of: .height)
        let givingWay = try #require(why.givingWay, "\(why)")
        #expect(givingWay.isTie)
        #expect(givingWay.rivals.reduce(0) { $0 + $1.growth } == 50)    // 4 + 44 + 2
        let note = try #require(why.description.split(separator: "\n").last)
        #expect(note.hasPrefix("Note: button's intrinsic height is 50, more than its 0: button-compression-vertical: "
            + "button.height >= 50 @750 gives way by 50 in a tie with what would miss by as much if it held, at the same "
            + "priority: "), "\(why)")
        #expect(note.hasSuffix(". Give the one that should keep its length another priority."), "\(why)")
        withExtendedLifetime(root) {}
    }
}
