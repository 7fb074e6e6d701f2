import Testing
import Layout
import Stack

/// Turning a long `UIStackView` column right to left and back costs work in
/// proportion to its rows, not to their square, and mirrors every row.
///
/// The engine takes every constraint on a leading or trailing attribute
/// out and puts it back for the new direction. Taken out one at a time,
/// each removal optimized, and each let the optional constraints the
/// removed one held back pull through rows in proportion to the column;
/// they are taken out together, newest first, with one optimization
/// (`Solver.optimizingOnce`).
@Suite struct DirectionFlipWorkTests {
    /// The entries the solver's substitutions wrote for a column of `rows`
    /// rows (those of ``RowRemovalWorkTests``) turned right to left and
    /// back, with a layout after each.
    static func work(rows: Int) -> Int {
        let column = StackItem(name: "column", arrangedItems: (0..<rows).map(RowRemovalWorkTests.row))
        column.axis = .vertical
        column.spacing = 8
        column.layoutIfNeeded()
        let before = column.engine.solverSubstitutedEntries
        column.layoutDirection = .rightToLeft
        column.layoutIfNeeded()
        // The column is as wide as a row (40 + 4 + 30 + 4 + 50 = 128); a
        // row's first item now sits at its right edge, 128 - 40, and the
        // `fill` alignment makes every item as tall as the tallest (24).
        let last = column.arrangedItems[rows - 1] as! StackItem
        #expect(last.arrangedItems[0].frame == Rect(x: 88, y: 0, width: 40, height: 24))
        #expect(last.arrangedItems[2].frame == Rect(x: 0, y: 0, width: 50, height: 24))
        column.layoutDirection = .leftToRight
        column.layoutIfNeeded()
        #expect(last.arrangedItems[0].frame == Rect(x: 0, y: 0, width: 40, height: 24))
        return withExtendedLifetime(column) { column.engine.solverSubstitutedEntries - before }
    }

    @Test func fourTimesTheRowsAboutFourTimesTheWork() {
        let small = Self.work(rows: 50), large = Self.work(rows: 200)
        #expect(Double(large) < 5 * Double(small), "\(small) entries for 50 rows, \(large) for 200")
    }
}
