import Stack

/// S1 "stack rows": a column (a vertical ``StackItem``, spacing 8) of N
/// rows, each a horizontal ``StackItem`` (spacing 4) of 3 to 5 items with
/// intrinsic sizes, every stack with UIKit's defaults otherwise (`fill`
/// distribution and alignment).
///
/// Row k holds `3 + k mod 3` items; item i of row k is
/// ``itemSize(row:item:)``. A row is as tall as its tallest item (the
/// items' compression resistance, 750, beats their hugging, 250), and the
/// column as wide as its widest row; the column's height is the sum of the
/// visible rows' heights and the spacing between them.
///
/// Build = construct the stacks, then the first layout pass (which compiles
/// every stack into constraints) and read every frame. Edit cycle k hides
/// row N/2 when k is even and shows it again when k is odd, with a layout
/// pass after each.
struct StackRowsWorkload: ItemWorkload {
    static let columnSpacing = 8.0
    static let rowSpacing = 4.0

    let name = "S1"
    /// The number of rows.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 200

    init(rows n: Int) {
        self.n = n
    }

    /// The row the edit cycles hide and show.
    var toggledRow: Int { n / 2 }

    static func itemCount(row k: Int) -> Int { 3 + k % 3 }

    static func itemSize(row k: Int, item i: Int) -> Size {
        Size(width: Double(30 + 10 * ((k + i) % 4)), height: Double(16 + 4 * ((7 * k + 3 * i) % 5)))
    }

    /// Row `k`: a horizontal stack (spacing 4) of its items.
    static func row(_ k: Int) -> StackItem {
        let items = (0..<itemCount(row: k)).map { i in
            let size = itemSize(row: k, item: i)
            return LayoutItem(name: "item\(k).\(i)", intrinsicContentSize: IntrinsicSize(width: size.width, height: size.height))
        }
        let row = StackItem(name: "row\(k)", arrangedItems: items)
        row.spacing = .points(rowSpacing)
        return row
    }

    /// Row `k`'s height (its tallest item) and width (its items and the
    /// spacing between them).
    static func rowSize(_ k: Int) -> Size {
        let sizes = (0..<itemCount(row: k)).map { itemSize(row: k, item: $0) }
        return Size(width: sizes.reduce(0) { $0 + $1.width } + rowSpacing * Double(sizes.count - 1),
                    height: sizes.map(\.height).max()!)
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func build() -> ColumnOfRows {
        let rows = (0..<n).map(Self.row)
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = .points(Self.columnSpacing)
        return ColumnOfRows(column: column, rows: rows)
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func edit(_ tree: ColumnOfRows, cycle k: Int) {
        tree.toggle(row: toggledRow, cycle: k)
    }

    /// The column's frame, and the toggled row's height: 0 while hidden.
    func check(_ tree: ColumnOfRows, afterCycle k: Int?) throws {
        let hidden = k.map { $0 % 2 == 0 } ?? false
        var width = 0.0, height = 0.0, visible = 0
        var toggledHeight = 0.0
        for row in 0..<n {
            let size = Self.rowSize(row)
            width = max(width, size.width)
            let rowHeight = size.height
            if row == toggledRow { toggledHeight = rowHeight }
            if row == toggledRow && hidden { continue }
            height += rowHeight
            visible += 1
        }
        height += Self.columnSpacing * Double(max(visible - 1, 0))
        try expect(tree.column.frame, Rect(x: 0, y: 0, width: width, height: height), "the column", afterCycle: k)
        let row = tree.rows[toggledRow]
        try expect(Rect(x: 0, y: 0, width: row.frame.width, height: row.frame.height),
                   Rect(x: 0, y: 0, width: width, height: hidden ? 0 : toggledHeight), row.name, afterCycle: k)
    }
}
