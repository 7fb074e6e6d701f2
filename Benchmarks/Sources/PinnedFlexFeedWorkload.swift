import Layout
import Stack

/// F2 "pinned flex feed": F1's rows in a flex column that takes its width
/// from constraints, as a Texture feed fills its screen: a root 320 wide
/// holds the column, pinned to its top, leading and trailing edges.
///
/// Offered any width, the rows' text takes one line, wider than the
/// column, so the column's layout is measured at the width the solve gives
/// it. The edit phase, `grow`, is L4's on this feed: cycle k gives row
/// N/2's text 12 words of 60 when k is even (three lines, 54 high, in the
/// row's 272 of room) and its own words back when k is odd (at most two
/// lines, in the avatar's 40), lays out, and reads the frames of that row
/// and of the last one. Every row below it moves by 14.
struct PinnedFlexFeedWorkload: ItemWorkload {
    let name = "F2"
    /// The number of rows.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 100
    let editPhase = "grow"

    /// The row whose text the edit cycles change.
    var editedRow: Int { n / 2 }
    /// The edited row's text when it grows: three lines in the row.
    static let grownText = WrappedText(words: Array(repeating: 60, count: 12), spaceWidth: 4, lineHeight: 18)
    /// How much taller the edited row is with the grown text.
    static let growth = 3 * 18 - FlexRowsWorkload.avatar

    init(rows n: Int) {
        self.n = n
    }

    final class Tree {
        let root: LayoutItem
        let column: StackItem
        let rows: [StackItem]
        /// The text of the row the edit cycles change, and its own content.
        let editedText: LayoutItem
        let ownText: MeasuredContent
        /// Every frame read after the first layout, folded into one number
        /// (and, after each edit cycle, the frames it reads).
        var framesRead = 0.0

        init(root: LayoutItem, column: StackItem, rows: [StackItem], editedRow: Int) {
            self.root = root
            self.column = column
            self.rows = rows
            editedText = rows[editedRow].arrangedItems[1]
            ownText = editedText.measuredContent!
        }
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func build() -> Tree {
        let root = LayoutItem(name: "root")
        let rows = (0..<n).map(FlexRowsWorkload.row)
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.distribution = .flex(.start)
        root.addChild(column)
        try! LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: FlexRowsWorkload.width),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        let tree = Tree(root: root, column: column, rows: rows, editedRow: editedRow)
        tree.framesRead = LayoutItem.readFrames(of: [root, column] + rows + rows.flatMap(\.arrangedItems))
        return tree
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func edit(_ tree: Tree, cycle k: Int) {
        tree.editedText.measuredContent = k % 2 == 0 ? Self.grownText : tree.ownText
        tree.root.layoutIfNeeded()
        tree.framesRead += LayoutItem.readFrames(of: [tree.rows[editedRow], tree.editedText, tree.rows[n - 1]])
    }

    /// The column's frame, the edited row's and the last row's: 40 a row,
    /// the edited one 54 after an even cycle.
    func check(_ tree: Tree, afterCycle k: Int?) throws {
        let grown = k.map { $0 % 2 == 0 } ?? false
        let extra = grown ? Self.growth : 0
        let row = FlexRowsWorkload.avatar
        let width = FlexRowsWorkload.width
        try expect(tree.column.frame, Rect(x: 0, y: 0, width: width, height: row * Double(n) + extra),
                   "the column", afterCycle: k)
        try expect(tree.rows[editedRow].frame, Rect(x: 0, y: row * Double(editedRow), width: width, height: row + extra),
                   "the edited row", afterCycle: k)
        try expect(tree.rows[n - 1].frame, Rect(x: 0, y: row * Double(n - 1) + extra, width: width, height: row),
                   "the last row", afterCycle: k)
    }
}
