import Testing
import Layout
import Stack

/// A row of a long `UIStackView` column, itself a stack of items, appended
/// and taken out again costs solver work that does not grow with the
/// column.
///
/// The row's own constraints are written through the aliases its stack
/// and the column's alignment made (`item0.leading == row.leading ==
/// row0.leading`). The engine takes a leaving subtree's constraints out
/// newest first, so each of them goes before an alias it was written
/// through, and optimizes once at the end (`Solver.optimizingOnce`):
/// oldest first, each alias that went gave the row's constraints written
/// through it rows of their own first, each expanded through the column.
@Suite struct RowRemovalWorkTests {
    /// A row of three items of 40 × 20, 30 × 24 and 50 × 16, 4 apart.
    static func row(_ k: Int) -> StackItem {
        let sizes = [(40.0, 20.0), (30.0, 24.0), (50.0, 16.0)]
        let row = StackItem(name: "row\(k)", arrangedItems: sizes.enumerated().map { i, size in
            LayoutItem(name: "item\(k).\(i)", intrinsicContentSize: IntrinsicSize(width: size.0, height: size.1))
        })
        row.spacing = 4
        return row
    }

    /// The entries the solver's substitutions wrote for a row appended to a
    /// column of `rows` rows and taken out again, with a layout after each,
    /// and the records it gave rows of their own as aliases went.
    static func work(rows: Int) -> (entries: Int, separated: Int) {
        let column = StackItem(name: "column", arrangedItems: (0..<rows).map(row))
        column.axis = .vertical
        column.spacing = 8
        column.layoutIfNeeded()
        let height = Double(rows) * 24 + Double(rows - 1) * 8
        #expect(column.frame.size == Size(width: 128, height: height))
        let before = (column.engine.solverSubstitutedEntries, column.engine.solverSeparatedRecords)
        let appended = row(rows)
        column.addArrangedItem(appended)
        column.layoutIfNeeded()
        #expect(appended.frame == Rect(x: 0, y: height + 8, width: 128, height: 24))
        appended.removeFromParent()
        column.layoutIfNeeded()
        #expect(column.frame.size == Size(width: 128, height: height))
        return withExtendedLifetime(column) {
            (column.engine.solverSubstitutedEntries - before.0, column.engine.solverSeparatedRecords - before.1)
        }
    }

    @Test func fourTimesTheRowsAboutTheSameWork() {
        let small = Self.work(rows: 50), large = Self.work(rows: 200)
        #expect(Double(large.entries) < 1.5 * Double(small.entries),
                "\(small.entries) entries for 50 rows, \(large.entries) for 200")
        #expect(small.separated == 0 && large.separated == 0)
    }
}
