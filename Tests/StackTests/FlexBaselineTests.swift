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

    /// A horizontal flex row in a `UIStackView` first-baseline row, and a
    /// constraint on its baseline: it vends its tallest visible item's, as
    /// a `UIStackView` row does. Inner is x (20 × 40, baseline 34) and y:
    /// beside the label (baseline 16) in the outer row, the line's baseline
    /// is x's 34, so the label is at 34 − 16 = 18 and inner at 0 (44 high:
    /// x's ascent 34 and y's descent 10).
    @Test func aFlexRowInAStackViewBaselineRowLinesUpByItsTallestItem() {
        let (inner, x, _) = xyRow()
        let (outer, label) = baselineRow(flex: false, inner)
        expectFrame(label, Rect(x: 0, y: 18, width: 40, height: 20))
        expectFrame(inner, Rect(x: 44, y: 0, width: 40, height: 44))
        // Without x the row vends y (baseline 10): inner at 16 − 10.
        x.isHidden = true
        outer.layoutIfNeeded()
        expectFrame(label, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(inner, Rect(x: 44, y: 6, width: 20, height: 20))
    }

    /// A constraint on a flex row's first baseline uses its tallest item's:
    /// `inner.firstBaseline == label.firstBaseline` with the label at 50
    /// (baseline 66) puts x's baseline at 66, so inner at 66 − 34 = 32.
    @Test func aConstraintOnAFlexRowsBaselineUsesItsTallestItem() throws {
        let root = LayoutItem(name: "root")
        let (inner, _, _) = xyRow()
        let label = box("label", 40, 20, baseline: 16)
        root.addChild(inner)
        root.addChild(label)
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            inner.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            inner.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(inner, Rect(x: 48, y: 32, width: 40, height: 44))
    }

    /// Text aligned by its last baseline in a flex row puts it on its last
    /// line, as Texture measures a text node's last baseline from its
    /// bottom; the reference model's self-check "last baseline of wrapped
    /// text" (Tests/Oracle/make_flex_fixtures.py) works out the same frames.
    @Test func wrappedTextAlignsByTheBaselineOfItsLastLine() {
        let text = LayoutItem(name: "t")
        text.measuredContent = WrappedText(words: [40, 40, 40, 40], spaceWidth: 4, lineHeight: 20)
        text.firstBaselineOffset = 15
        text.lastBaselineOffset = 15
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        b.lastBaselineOffset = 25
        let row = flexStack("row", .horizontal, alignment: .lastBaseline, [text, b])
        row.setFlexOptions(FlexItemOptions(size: FlexSize(width: .points(90))), for: text)
        let root = LayoutItem(name: "root")
        root.addChild(row)
        try? LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        // Two words of 40 a line in 90, two lines: ascents 15 + 20 = 35 and 25, descents 5 and 5.
        expectFrame(row, Rect(x: 0, y: 0, width: 200, height: 40))
        expectFrame(text, Rect(x: 0, y: 0, width: 90, height: 40))
        expectFrame(b, Rect(x: 90, y: 10, width: 30, height: 30))
    }

    /// A text capped below its content in a last-baseline row ends on the
    /// last line it shows: thirty words of 50 wrap onto six lines of 20 at
    /// 306, the cap of 80 shows four, so its last baseline is 15 + 3 × 20 =
    /// 75 down, and the button's (24 down) aligns to it at 8 + 75 − 24 = 59.
    /// The bar: 8 + the text's 80 or the button's 59 − 8 + 36 = 87, + 8 =
    /// 103. Ending on the sixth line put the button at 99, the bar at 143.
    @Test func aCappedTextAlignsItsLastLineShown() {
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: Array(repeating: 50, count: 30), lineHeight: 20)
        text.firstBaselineOffset = 15
        text.lastBaselineOffset = 15
        let send = box("send", 60, 36, baseline: 24)
        let bar = flexStack("bar", .horizontal, alignment: .lastBaseline, [text, send])
        bar.spacing = 8
        bar.padding = FlexPadding(all: 8)
        bar.setFlexOptions(FlexItemOptions(shrink: 1, maximumSize: FlexSize(height: 80)), for: text)
        bar.sizeRange = StackSizeRange(minimum: Size(width: 390, height: 0), maximum: Size(width: 390, height: .infinity))
        bar.layoutIfNeeded()
        expectFrame(text, Rect(x: 8, y: 8, width: 306, height: 80))
        expectFrame(send, Rect(x: 322, y: 59, width: 60, height: 36))
        expectFrame(bar, Rect(x: 0, y: 0, width: 390, height: 103))
    }
}
