import Stack

/// F1 "flex rows": a flex column (Texture's `ASStackLayoutSpec`, vertical)
/// 320 points wide of N rows, each a flex row (spacing 8, items centred
/// across) of a 40 × 40 avatar and text that grows and shrinks into the
/// rest of the row (`flexGrow` 1, `flexShrink` 1): a feed as a Texture or
/// Yoga user writes it.
///
/// Row k's text has ``wordCount(row:)`` words of ``wordWidth(row:word:)``
/// (spaces of 4, lines of 18). Its room is 320 − 40 − 8 = 272, where the
/// longest text (7 words of at most 65) takes two lines, 36 high: every row
/// is as high as its avatar, 40, and the column 40 per visible row.
///
/// Build = construct the stacks, the first layout (which lays the whole
/// flex subtree out) and read every frame. Edit cycle k hides row N/2 when
/// k is even and shows it again when k is odd, with a layout after each:
/// the flex layout of the column places every row again.
struct FlexRowsWorkload: ItemWorkload {
    static let width = 320.0
    static let avatar = 40.0
    static let spacing = 8.0

    let name = "F1"
    /// The number of rows.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    /// Fewer than the other workloads': each cycle lays every row out.
    let editCycles = 20

    init(rows n: Int) {
        self.n = n
    }

    /// The row the edit cycles hide and show.
    var toggledRow: Int { n / 2 }

    static func wordCount(row k: Int) -> Int { 3 + k % 5 }

    static func wordWidth(row k: Int, word i: Int) -> Double { Double(30 + 7 * ((k + i) % 6)) }

    /// Row `k`: a flex row of the avatar and the text.
    static func row(_ k: Int) -> StackItem {
        let avatar = LayoutItem(name: "avatar\(k)", intrinsicContentSize: IntrinsicSize(width: avatar, height: avatar))
        let text = LayoutItem(name: "text\(k)")
        text.measuredContent = WrappedText(words: (0..<wordCount(row: k)).map { wordWidth(row: k, word: $0) },
                                           spaceWidth: 4, lineHeight: 18)
        let row = StackItem(name: "row\(k)", arrangedItems: [avatar, text])
        row.distribution = .flex(.start)
        row.alignment = .center
        row.spacing = .points(spacing)
        row.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: text)
        return row
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func build() -> ColumnOfRows {
        let rows = (0..<n).map(Self.row)
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: Self.width, height: 0),
                                          maximum: Size(width: Self.width, height: .infinity))
        return ColumnOfRows(column: column, rows: rows)
    }

    // Not inlined into the timing loop, so that a profiler can collect inside it.
    @inline(never)
    func edit(_ tree: ColumnOfRows, cycle k: Int) {
        tree.toggle(row: toggledRow, cycle: k)
    }

    /// The column's frame, and the last row's and its text's: 40 a visible
    /// row, the text 272 wide.
    func check(_ tree: ColumnOfRows, afterCycle k: Int?) throws {
        let hidden = k.map { $0 % 2 == 0 } ?? false
        let visible = n - (hidden ? 1 : 0)
        try expect(tree.column.frame, Rect(x: 0, y: 0, width: Self.width, height: Self.avatar * Double(visible)),
                   "the column", afterCycle: k)
        let last = tree.rows[n - 1]
        try expect(last.frame, Rect(x: 0, y: Self.avatar * Double(visible - 1), width: Self.width, height: Self.avatar),
                   last.name, afterCycle: k)
        let text = last.arrangedItems[1]
        let room = Self.width - Self.avatar - Self.spacing
        let lines = Double((text.measuredContent as! WrappedText).lineWidths(within: room).count)
        try expect(text.frame, Rect(x: Self.avatar + Self.spacing, y: (Self.avatar - 18 * lines) / 2, width: room,
                                    height: 18 * lines), text.name, afterCycle: k)
    }
}
