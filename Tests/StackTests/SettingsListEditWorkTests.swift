import Testing
import Layout
import Stack

/// A label given another text in one row of a long settings list (a
/// `UIStackView` column of `UIStackView` rows) costs work that does not
/// grow with the list, and lays out as a fresh list does.
///
/// Two things made it grow. The row's baselines move with its label, and
/// the column compiled again for it, though a column that neither aligns
/// nor spaces by baselines names none (`StackItem.compilationReadsBaselines`).
/// And the walk that finds text the change may give room went through
/// every row: each row's alignment names the first row, whose width the
/// required equalities fix, but whose row in the solver the simplex wrote
/// through the lengths of the items it holds, so the walk by symbol could
/// not show it fixed (`RequiredEqualityTest.fixes(_:)` now writes the row
/// out as a sum, in which those lengths cancel).
@Suite struct SettingsListEditWorkTests {
    /// Row `k`: a label of three words, a value and a switch, centred, 8
    /// apart. Its label has 375 − 8 − 60 − 8 − 51 = 248 of room.
    static func row(_ k: Int) -> StackItem {
        let label = LayoutItem(name: "label\(k)")
        label.measuredContent = WrappedText(words: [40, 30, 50], spaceWidth: 4, lineHeight: 20)
        label.firstBaselineOffset = 16
        label.lastBaselineOffset = 4
        let value = LayoutItem(name: "value\(k)", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
        let toggle = LayoutItem(name: "switch\(k)", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let row = StackItem(name: "row\(k)", arrangedItems: [label, value, toggle])
        row.spacing = 8
        row.alignment = .center
        return row
    }

    /// A root 375 wide holding a column of `rows` rows pinned to its top,
    /// leading and trailing edges, laid out; row `edited`'s label has two
    /// lines when `grown`.
    static func list(rows: Int, edited: Int? = nil, grown: Bool = false,
                     baselineRelative: Bool = false) -> (root: LayoutItem, column: StackItem) {
        let items = (0..<rows).map(row)
        if let edited, grown { items[edited].arrangedItems[0].measuredContent = twoLines }
        let column = StackItem(name: "column", arrangedItems: items)
        column.axis = .vertical
        column.spacing = 12
        column.isBaselineRelativeArrangement = baselineRelative
        return (rootPinning(column, width: 375), column)
    }

    /// Eight words of 40: 348 wide, two lines in the label's 248.
    static let twoLines = WrappedText(words: Array(repeating: 40, count: 8), spaceWidth: 4, lineHeight: 20)

    /// The constraints the rewrap walks looked through while the middle row's label
    /// took two lines and then its own text, with a layout after each; the
    /// column compiles for neither.
    static func work(rows: Int) -> Int {
        let (root, column) = list(rows: rows)
        let label = column.arrangedItems[rows / 2].children[0]
        let own = label.measuredContent
        let compilations = column.compilations
        let before = root.engine.rewrapConstraintsExamined
        label.measuredContent = twoLines
        root.layoutIfNeeded()
        // Two lines (40) beside a switch of 31: the row grows by 9.
        #expect(column.arrangedItems[rows / 2].frame.height == 40)
        #expect(column.arrangedItems[rows - 1].frame.minY == Double(43 * (rows - 1) + 9))
        label.measuredContent = own
        root.layoutIfNeeded()
        #expect(column.arrangedItems[rows - 1].frame.minY == Double(43 * (rows - 1)))
        #expect(column.compilations == compilations)
        return root.engine.rewrapConstraintsExamined - before
    }

    @Test func theWorkOfALabelChangeDoesNotGrowWithTheList() {
        let small = Self.work(rows: 60), large = Self.work(rows: 240)
        #expect(large <= small, "\(small) constraints examined for 60 rows, \(large) for 240")
    }

    /// A column that spaces its rows by their baselines compiles again
    /// when a row's baseline moves to another item (the label, once it is
    /// the row's tallest), and lays out as a fresh one.
    @Test(arguments: [false, true])
    func aLabelChangeLaysOutAsAFreshList(baselineRelative: Bool) {
        let (root, column) = Self.list(rows: 12, baselineRelative: baselineRelative)
        let compilations = column.compilations
        column.arrangedItems[6].children[0].measuredContent = Self.twoLines
        root.layoutIfNeeded()
        #expect(framesInRootByName(root)
            == framesInRootByName(Self.list(rows: 12, edited: 6, grown: true, baselineRelative: baselineRelative).root))
        #expect((column.compilations > compilations) == baselineRelative)
    }
}
