import Testing
import Layout
import Stack

/// A column of rows is built with work in proportion to its rows: each
/// alignment constraint that holds when added is solved for the symbol
/// fewest rows name, not for one every earlier row names.
@Suite struct ColumnBuildWorkTests {
    /// The entries the solver's substitutions wrote to build a column of `rows` rows of 3 to 5 items
    /// of varied widths (a wider row every few), as the S1 benchmark builds.
    static func substitutedEntries(rows: Int) -> Int {
        let rowItems = (0..<rows).map { k in
            let items = (0..<(3 + k % 3)).map { i in
                LayoutItem(name: "item\(k).\(i)",
                           intrinsicContentSize: IntrinsicSize(width: Double(30 + 10 * ((k + i) % 4)),
                                                               height: Double(16 + 4 * ((7 * k + 3 * i) % 5))))
            }
            let row = StackItem(name: "row\(k)", arrangedItems: items)
            row.spacing = 4
            return row
        }
        let column = StackItem(name: "column", arrangedItems: rowItems)
        column.axis = .vertical
        column.spacing = 8
        column.layoutIfNeeded()
        // Every row is as wide as the widest: 5 items of up to 60 and 4 gaps.
        #expect(rowItems.allSatisfy { $0.frame.width == column.frame.width })
        return withExtendedLifetime(column) { column.engine.solverSubstitutedEntries }
    }

    @Test func doublingTheRowsAboutDoublesTheWork() {
        let small = Self.substitutedEntries(rows: 60), large = Self.substitutedEntries(rows: 120)
        #expect(Double(large) < 2.2 * Double(small), "\(small) entries for 60 rows, \(large) for 120")
    }
}
