import Stack

/// S2 "a row inserted": S1's column of N rows (see ``StackRowsWorkload``),
/// into whose middle an application inserts a row and takes it out again,
/// as a list gains and loses an entry.
///
/// Build = S1's build. Insert cycle k: when no row is inserted, a new row
/// (S1's row N + k, 3 to 5 items) is inserted among the column's arranged
/// items at N/2; otherwise the inserted row leaves the tree
/// (`removeFromParent()`); a layout pass after each. The column compiles
/// around the row rather than in full (see the Stacks guide, "Changes are
/// incremental"), so a cycle should cost what one row costs, whatever N.
struct StackInsertWorkload: ItemWorkload {
    let name = "S2"
    /// The number of rows before any is inserted.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 200
    var editPhase: String { "insert" }

    init(rows n: Int) {
        self.n = n
    }

    /// S1's column, and the row an insert cycle put into it.
    final class Tree {
        let rows: ColumnOfRows
        /// The inserted row and the cycle that made it; nil when none is in.
        var inserted: (row: StackItem, cycle: Int)?

        init(_ rows: ColumnOfRows) {
            self.rows = rows
        }
    }

    /// Where the inserted row goes among the arranged items.
    var position: Int { n / 2 }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func build() -> Tree {
        Tree(StackRowsWorkload(rows: n).build())
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func edit(_ tree: Tree, cycle k: Int) {
        if let (row, _) = tree.inserted {
            row.removeFromParent()
            tree.inserted = nil
        } else {
            let row = StackRowsWorkload.row(n + k)
            tree.rows.column.insertArrangedItem(row, at: position)
            tree.inserted = (row, k)
        }
        tree.rows.column.layoutIfNeeded()
    }

    /// The column's frame (its widest row wide, its rows and the spacing
    /// between them high), and the inserted row's, below the N/2 rows
    /// before it.
    func check(_ tree: Tree, afterCycle k: Int?) throws {
        let sizes = (0..<n).map(StackRowsWorkload.rowSize)
        let inserted = tree.inserted.map { StackRowsWorkload.rowSize(n + $0.cycle) }
        let all = sizes + (inserted.map { [$0] } ?? [])
        let width = all.map(\.width).max() ?? 0
        let height = all.reduce(0) { $0 + $1.height } + StackRowsWorkload.columnSpacing * Double(max(all.count - 1, 0))
        try expect(tree.rows.column.frame, Rect(x: 0, y: 0, width: width, height: height), "the column", afterCycle: k)
        guard let (row, _) = tree.inserted, let inserted else { return }
        let top = sizes[..<position].reduce(0) { $0 + $1.height } + StackRowsWorkload.columnSpacing * Double(position)
        try expect(row.frame, Rect(x: 0, y: top, width: width, height: inserted.height), row.name, afterCycle: k)
    }
}
