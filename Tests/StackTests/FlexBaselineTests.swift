import Testing
import Stack

/// The baselines flex stacks vend, as `UIStackView` stacks do (a row its
/// tallest visible item's, a column its first and last visible items'):
/// nested in a flex baseline row, in a `UIStackView` baseline row, and to
/// constraints on their baseline anchors; and how they follow when the
/// items change. Frames worked out in the comments.
@Suite struct FlexBaselineTests {
    func box(_ name: String, _ width: Double, _ height: Double, baseline: Double? = nil) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
        item.firstBaselineOffset = baseline
        item.lastBaselineOffset = baseline
        return item
    }

    func flexStack(_ name: String, _ axis: LayoutAxis, alignment: StackAlignment, _ items: [LayoutItem]) -> StackItem {
        let stack = StackItem(name: name, arrangedItems: items)
        stack.axis = axis
        stack.distribution = .flex(.start)
        stack.alignment = alignment
        return stack
    }

    /// A first-baseline row, flex or `UIStackView`, spacing 4, of a label
    /// (40 × 20, baseline 16) and `inner`, laid out.
    func baselineRow(flex: Bool, _ inner: StackItem) -> (row: StackItem, label: LayoutItem) {
        let label = box("label", 40, 20, baseline: 16)
        let row = StackItem(name: "outer", arrangedItems: [label, inner])
        if flex { row.distribution = .flex(.start) }
        row.alignment = .firstBaseline
        row.spacing = 4
        row.layoutIfNeeded()
        return (row, label)
    }

    /// A flex first-baseline row of x (20 × 40, baseline 34) and y (20 × 20,
    /// baseline 10).
    func xyRow() -> (row: StackItem, x: LayoutItem, y: LayoutItem) {
        let x = box("x", 20, 40, baseline: 34), y = box("y", 20, 20, baseline: 10)
        return (flexStack("inner", .horizontal, alignment: .firstBaseline, [x, y]), x, y)
    }

    /// Lays `root` out, expecting no conflict and `stack` to vend `item`'s
    /// first baseline.
    func layOut(_ root: LayoutItem, expecting stack: StackItem, toVend item: LayoutItem,
                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(root.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        #expect(root.engine.lastPassReport.isClean, sourceLocation: sourceLocation)
        #expect(stack.forFirstBaselineLayout === item, "\(stack.name) vends \(stack.forFirstBaselineLayout.name)",
                sourceLocation: sourceLocation)
    }

    /// A flex stack nested in a flex first-baseline row beside a label
    /// (baseline 16), its first item hidden afterwards.
    struct NestedCase: Sendable, CustomTestStringConvertible {
        let axis: LayoutAxis
        /// Name, width, height and baseline of each item.
        let items: [(String, Double, Double, Double)]
        let labelY: Double, frame: Rect
        let labelYWithoutFirst: Double, frameWithoutFirst: Rect
        var testDescription: String { axis == .vertical ? "column" : "row" }
    }

    static let nestedCases = [
        // The column has title's baseline 30, the line's: label at 30 − 16.
        // Without title, sub's 12: label's 16 leads, the column at 16 − 12.
        NestedCase(axis: .vertical, items: [("title", 50, 24, 30), ("sub", 50, 16, 12)],
                   labelY: 14, frame: Rect(x: 44, y: 0, width: 50, height: 40),
                   labelYWithoutFirst: 0, frameWithoutFirst: Rect(x: 44, y: 4, width: 50, height: 16)),
        // The row has its tallest item x's 34: label at 34 − 16. Without x,
        // y's 10: the row at 16 − 10.
        NestedCase(axis: .horizontal, items: [("x", 20, 40, 34), ("y", 20, 20, 10)],
                   labelY: 18, frame: Rect(x: 44, y: 0, width: 40, height: 44),
                   labelYWithoutFirst: 0, frameWithoutFirst: Rect(x: 44, y: 6, width: 20, height: 20)),
    ]

    /// A column in a flex first-baseline row has its first item's baseline,
    /// a row its tallest item's, where its own layout puts them.
    @Test(arguments: nestedCases)
    func aFlexStackInAFlexBaselineRowLinesUpByTheItemItVends(_ nested: NestedCase) {
        let items = nested.items.map { box($0.0, $0.1, $0.2, baseline: $0.3) }
        let inner = flexStack("inner", nested.axis, alignment: nested.axis == .vertical ? .leading : .firstBaseline, items)
        let (outer, label) = baselineRow(flex: true, inner)
        expectFrame(label, Rect(x: 0, y: nested.labelY, width: 40, height: 20))
        expectFrame(inner, nested.frame)
        items[0].isHidden = true
        outer.layoutIfNeeded()
        expectFrame(label, Rect(x: 0, y: nested.labelYWithoutFirst, width: 40, height: 20))
        expectFrame(inner, nested.frameWithoutFirst)
    }

    /// A flex row in a `UIStackView` first-baseline row lines up by its
    /// tallest item's baseline, as a `UIStackView` row would: x's 34.
    @Test func aFlexRowInAStackViewBaselineRowLinesUpByItsTallestItem() {
        let (inner, x, _) = xyRow()
        let (_, label) = baselineRow(flex: false, inner)
        #expect(inner.forFirstBaselineLayout === x && inner.forLastBaselineLayout === x)
        expectFrame(label, Rect(x: 0, y: 18, width: 40, height: 20))
        expectFrame(inner, Rect(x: 44, y: 0, width: 40, height: 44))
    }

    /// `row.firstBaseline == label.firstBaseline` puts the row's tallest
    /// item's baseline on label's, 50 + 16 = 66: the row at 66 − 34. When y
    /// grows to 60 (baseline 50) it is the tallest: the row at 66 − 50.
    @Test func aConstraintOnAFlexRowsBaselineUsesItsTallestItem() throws {
        let root = LayoutItem(name: "root")
        let label = box("label", 40, 20, baseline: 16)
        let (row, x, y) = xyRow()
        root.addChild(label)
        root.addChild(row)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 200), root.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            row.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            row.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        layOut(root, expecting: row, toVend: x)
        expectFrame(row, Rect(x: 50, y: 32, width: 40, height: 44))
        y.intrinsicContentSize = IntrinsicSize(width: 20, height: 60)
        y.firstBaselineOffset = 50
        layOut(root, expecting: row, toVend: y)
        expectFrame(row, Rect(x: 50, y: 16, width: 40, height: 60))
        expectFrame(x, Rect(x: 0, y: 16, width: 20, height: 40))
    }

    /// The tallest item is the one the flex layout makes tallest, after the
    /// pass that places the row at its solved width: 200 wide, the text is
    /// one line of 20 and the 30 tall icon vends (baseline 24, label at
    /// 24 − 16); squeezed to 60, the text shrinks to 40 and wraps to three
    /// lines, 60 tall, and vends its baseline 16: label at 0.
    @Test func aFlexRowsBaselineFollowsTheLayoutAtItsSolvedWidth() throws {
        let root = LayoutItem(name: "root")
        let label = box("label", 40, 20, baseline: 16)
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [30, 30, 30], spaceWidth: 4, lineHeight: 20)
        text.firstBaselineOffset = 16
        let icon = box("icon", 20, 30, baseline: 24)
        let row = flexStack("row", .horizontal, alignment: .leading, [text, icon])
        row.setFlexOptions(FlexItemOptions(shrink: 1), for: text)
        root.addChild(row)
        root.addChild(label)
        let width = row.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([
            width, row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        layOut(root, expecting: row, toVend: icon)
        expectFrame(text, Rect(x: 0, y: 0, width: 98, height: 20))
        expectFrame(label, Rect(x: 0, y: 8, width: 40, height: 20))
        width.constant = 60
        layOut(root, expecting: row, toVend: text)
        expectFrame(text, Rect(x: 0, y: 0, width: 40, height: 60))
        expectFrame(label, Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// A flex row turned into a column vends its first item at once, not
    /// the tallest its last layout chose, as a `UIStackView` does: a
    /// constraint on its baseline is re-expressed before the pass. Laid out,
    /// short (baseline 8) sits on label's 16, the column at 16 − 8.
    @Test func aFlexStackVendsAnewAtOnceWhenItsAxisChanges() {
        let short = box("short", 30, 10, baseline: 8), tall = box("tall", 30, 40, baseline: 30)
        let inner = flexStack("inner", .horizontal, alignment: .leading, [short, tall])
        let (outer, label) = baselineRow(flex: false, inner)
        #expect(inner.forFirstBaselineLayout === tall)
        inner.axis = .vertical
        #expect(inner.forFirstBaselineLayout === short && inner.forLastBaselineLayout === tall)
        outer.layoutIfNeeded()
        expectFrame(label, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(inner, Rect(x: 44, y: 8, width: 30, height: 50))
    }
}
