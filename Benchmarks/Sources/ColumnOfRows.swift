import Stack

/// What S1 and F1 build: a column stack of row stacks, one of which the
/// edit cycles hide and show.
final class ColumnOfRows {
    let column: StackItem
    let rows: [StackItem]
    /// Every frame read after the first layout, folded into one number.
    var framesRead = 0.0

    /// The column, laid out once, with every frame read.
    init(column: StackItem, rows: [StackItem]) {
        self.column = column
        self.rows = rows
        column.layoutIfNeeded()
        framesRead = LayoutItem.readFrames(of: [column] + rows + rows.flatMap(\.arrangedItems))
    }

    /// Edit cycle `k`: hides row `index` when `k` is even, shows it when
    /// odd, and lays the column out.
    func toggle(row index: Int, cycle k: Int) {
        rows[index].isHidden = k % 2 == 0
        column.layoutIfNeeded()
    }
}
