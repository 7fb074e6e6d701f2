import Testing
import Stack

/// What the shared cases do not cover: right-to-left, nesting, baselines
/// vended by stacks, arranged items versus children, flex stacks sized by
/// other constraints, and conflicts that name the stack's rules.
@Suite struct StackBehaviourTests {
    func item(_ name: String, _ width: Double?, _ height: Double?) -> LayoutItem {
        LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
    }

    /// In a right-to-left tree a row starts at the trailing (right) edge.
    @Test func aRowRunsRightToLeft() throws {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let a = item("a", 100, 20), b = item("b", 50, 20)
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.spacing = 10
        root.addChild(row)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        expectFrame(row, Rect(x: 160, y: 0, width: 160, height: 20))
        expectFrame(a, Rect(x: 60, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 0, y: 0, width: 50, height: 20))
    }

    /// A flex row mirrors in a right-to-left layout like every other
    /// horizontal arrangement: its first item at the right; a reversed row
    /// runs from the left again.
    @Test func aFlexRowMirrorsRightToLeft() throws {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let a = item("a", 100, 20), b = item("b", 50, 20)
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .flex(.start)
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        root.addChild(row)
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 100, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 50, y: 0, width: 50, height: 20))
        row.isReversed = true
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 100, y: 0, width: 50, height: 20))
    }

    /// A column of rows: each row's size emerges from its items, the column's
    /// from its rows; changing an item deep inside moves what depends on it.
    @Test func stacksNest() {
        let rows = (0..<3).map { index in
            StackItem(name: "row\(index)", arrangedItems: [item("icon\(index)", 20, 20), item("label\(index)", 100 + 10 * Double(index), 16)])
        }
        for row in rows {
            row.spacing = 8
            row.alignment = .center
        }
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = 4
        column.alignment = .leading
        column.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 148, height: 68))
        expectFrame(rows[2], Rect(x: 0, y: 48, width: 148, height: 20))
        expectFrame(rows[0].arrangedItems[1], Rect(x: 28, y: 2, width: 100, height: 16))
        rows[1].isHidden = true
        rows[2].arrangedItems[0].intrinsicContentSize = IntrinsicSize(width: 30, height: 30)
        column.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 158, height: 54))
        expectFrame(rows[2], Rect(x: 0, y: 24, width: 158, height: 30))
        expectFrame(rows[2].arrangedItems[1], Rect(x: 38, y: 7, width: 120, height: 16))
    }

    /// The settings row of the stacks guide: text measured on one line (444
    /// wide) in a row 343 wide ties at compression resistance 750 with the
    /// icon beside it; at 749 the text gives way and wraps at what the icon,
    /// the switch and the spacing leave: 343 - 24 - 51 - 16 = 252, two lines
    /// (222 and 218 wide); hugging at 249, it also takes the 30 points its
    /// lines leave, which would otherwise widen the icon, first of equals.
    @Test func textWithLowerCompressionResistanceWrapsBeforeItsNeighbours() throws {
        let root = LayoutItem(name: "root")
        let icon = item("icon", 24, 24), toggle = item("switch", 51, 31)
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: [60, 40, 80, 30, 50, 70, 90], lineHeight: 20)
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        label.setContentHuggingPriority(249, for: .horizontal)
        let row = StackItem(name: "row", arrangedItems: [icon, label, toggle])
        row.alignment = .center
        row.spacing = 8
        root.addChild(row)
        try LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor),
                                       row.widthAnchor.constraint(equalToConstant: 343)])
        root.layoutIfNeeded()
        expectFrame(icon, Rect(x: 0, y: 8, width: 24, height: 24))
        expectFrame(label, Rect(x: 32, y: 0, width: 252, height: 40))
        expectFrame(toggle, Rect(x: 292, y: 4.5, width: 51, height: 31))
    }

    /// A vertical stack vends its first visible item's first baseline, so a
    /// baseline-aligned row can hold it; hiding that item vends the next.
    @Test func aColumnVendsItsFirstVisibleBaseline() {
        let title = item("title", 80, 20)
        title.firstBaselineOffset = 15
        let first = item("first", 60, 16), second = item("second", 60, 30)
        first.firstBaselineOffset = 12
        second.firstBaselineOffset = 24
        let column = StackItem(name: "column", arrangedItems: [first, second])
        column.axis = .vertical
        let row = StackItem(name: "row", arrangedItems: [title, column])
        row.alignment = .firstBaseline
        row.layoutIfNeeded()
        #expect(column.forFirstBaselineLayout === first)
        expectFrame(title, Rect(x: 0, y: 0, width: 80, height: 20))
        expectFrame(column, Rect(x: 80, y: 3, width: 60, height: 46))
        first.isHidden = true
        row.layoutIfNeeded()
        #expect(column.forFirstBaselineLayout === second)
        expectFrame(title, Rect(x: 0, y: 9, width: 80, height: 20))
        expectFrame(column, Rect(x: 80, y: 0, width: 60, height: 30))
    }

    /// A horizontal stack vends its tallest visible item (the first of equals).
    @Test func aRowVendsItsTallestItem() {
        let short = item("short", 10, 10), tall = item("tall", 10, 30), alsoTall = item("alsoTall", 10, 30)
        let row = StackItem(name: "row", arrangedItems: [short, tall, alsoTall])
        row.layoutIfNeeded()
        #expect(row.forFirstBaselineLayout === tall && row.forLastBaselineLayout === tall)
        tall.isHidden = true
        row.layoutIfNeeded()
        #expect(row.forFirstBaselineLayout === alsoTall)
    }

    /// Arranged items are a subset of the children in their own order;
    /// leaving the children leaves the arrangement, leaving the arrangement
    /// keeps the child.
    @Test func arrangedItemsAndChildren() {
        let a = item("a", 10, 10), b = item("b", 20, 10), c = item("c", 30, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b])
        stack.insertArrangedItem(c, at: 0)
        #expect(stack.arrangedItems.map(\.name) == ["c", "a", "b"])
        #expect(stack.children.map(\.name) == ["a", "b", "c"])
        stack.addArrangedItem(c)
        #expect(stack.arrangedItems.map(\.name) == ["a", "b", "c"])
        stack.setCustomSpacing(20, after: a)
        b.removeFromParent()
        #expect(stack.arrangedItems.map(\.name) == ["a", "c"])
        stack.layoutIfNeeded()
        expectFrame(c, Rect(x: 30, y: 0, width: 30, height: 10))
        stack.removeArrangedItem(a)
        #expect(stack.children.map(\.name) == ["a", "c"])
        #expect(stack.customSpacing(after: a) == .default)
        #expect(stack.generatedConstraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a })
    }

    /// A constraint on a stack's baseline made before its first pass holds
    /// once the stack vends its item's baseline, and the pass reports no
    /// conflict: against the stack's own bottom it could not hold.
    @Test func aBaselineConstrainedBeforeTheFirstPassReportsNoConflict() throws {
        let label = item("label", 60, 40)
        label.lastBaselineOffset = 10
        let column = StackItem(name: "column", arrangedItems: [label])
        column.axis = .vertical
        let baseline = column.lastBaselineAnchor.constraint(equalTo: column.centerYAnchor, constant: -10)
        try baseline.activate()
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(!baseline.isBroken)
        #expect(column.forLastBaselineLayout === label)
        expectFrame(column, Rect(x: 0, y: 0, width: 60, height: 40))
    }

    /// A stack vends its baselines as soon as its arrangement changes, not
    /// at its next pass, as UIKit's `viewForFirstBaselineLayout` does. Left
    /// until the pass, a fresh copy of a tree (engine session 4, step
    /// 31 499) expressed a constraint on a stack's first baseline against
    /// the stack's bottom; the conflict that followed broke a flex stack's
    /// constraint, which stayed broken after the pass.
    @Test func aStackVendsItsBaselinesAtOnce() {
        let first = item("first", 40, 20), second = item("second", 40, 30)
        first.firstBaselineOffset = 15
        second.firstBaselineOffset = 22
        let column = StackItem(name: "column")
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === column)
        column.addArrangedItem(first)
        column.addArrangedItem(second)
        #expect(column.forFirstBaselineLayout === first)
        #expect(column.forLastBaselineLayout === second)
        first.isHidden = true
        #expect(column.forFirstBaselineLayout === second)
        column.removeArrangedItem(second)
        #expect(column.forFirstBaselineLayout === column)
        column.axis = .horizontal
        first.isHidden = false
        #expect(column.forLastBaselineLayout === first)
    }

    /// A stack's baseline follows the items it vends all the way down: an
    /// item with a baseline arranged in `inner`, which `column` vends, gives
    /// `column` a first baseline, and `row`, aligned by first baselines,
    /// aligns it with `label`'s rather than keeping the tops aligned, as a
    /// fresh layout does.
    @Test func aStackAlignsByABaselineAnItemGainsDeepDown() {
        let label = item("label", 40, 20), deep = item("deep", 30, 30)
        label.firstBaselineOffset = 15
        deep.firstBaselineOffset = 24
        let inner = StackItem(name: "inner")
        let column = StackItem(name: "column", arrangedItems: [inner])
        column.axis = .vertical
        let row = StackItem(name: "row", arrangedItems: [column, label])
        row.alignment = .firstBaseline
        row.layoutIfNeeded()
        expectFrame(label, Rect(x: 0, y: 0, width: 40, height: 20))
        inner.addArrangedItem(deep)
        row.layoutIfNeeded()
        #expect(column.baselineItem(first: true) === deep)
        expectFrame(column, Rect(x: 0, y: 0, width: 30, height: 30))
        expectFrame(label, Rect(x: 30, y: 9, width: 40, height: 20))
    }

    /// An item that leaves a stack for another tree leaves the stack's
    /// constraints behind, even those on the item alone (a flex stack's
    /// `item.height == 22`), as UIKit drops a stack view's constraints on a
    /// subview that leaves it.
    @Test func anItemLeavesTheStacksConstraintsBehind() throws {
        let a = item("a", 40, 22), b = item("b", 30, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b])
        stack.distribution = .flex(.start)
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(a.frame.height == 22)
        let other = LayoutItem(name: "other")
        other.addChild(a)
        #expect(!a.engine.constraints.contains { if case .stack = $0.origin { true } else { false } })
        try a.heightAnchor.constraint(equalToConstant: 30).activate()
        #expect(other.layoutIfNeeded().isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 30))
        stack.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 30, height: 10))
    }

    /// A flex stack turns its items' content-size constraints off as soon as
    /// it arranges them: a required size activated before the first pass
    /// does not meet an item's required hugging, which the flex layout
    /// replaces.
    @Test func aFlexStackTurnsContentSizesOffAtOnce() throws {
        let a = item("a", 34, 26)
        a.setContentHuggingPriority(.required, for: .vertical)
        let stack = StackItem(name: "stack")
        stack.distribution = .flex(.start)
        stack.addArrangedItem(a)
        let height = a.heightAnchor.constraint(equalToConstant: 44)
        try height.activate()
        #expect(stack.layoutIfNeeded().isEmpty)
        #expect(!height.isBroken)
        expectFrame(a, Rect(x: 0, y: 0, width: 34, height: 44))
        // Back to a UIKit distribution, the hugging returns (after the flex
        // constraints went) and meets the required height.
        stack.distribution = .fill
        #expect(stack.layoutIfNeeded().map { $0.broken.identifier } == ["a-hugging-vertical"])
        expectFrame(a, Rect(x: 0, y: 0, width: 34, height: 44))
    }

    /// A custom spacing after an item the stack does not arrange is ignored,
    /// as UIKit does.
    @Test func customSpacingAfterAnUnarrangedItemIsIgnored() {
        let stack = StackItem(name: "stack", arrangedItems: [item("a", 10, 10)])
        let stranger = item("stranger", 10, 10)
        stack.addChild(stranger)
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == .default)
        #expect(!stack.generatedConstraints.contains { $0.firstItem === stranger || $0.secondItem === stranger })
    }

    /// System spacing is 8 points, for the stack and for a custom spacing.
    @Test func systemSpacingIsEightPoints() {
        let a = item("a", 10, 10), b = item("b", 10, 10), c = item("c", 10, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b, c])
        stack.spacing = .system
        stack.setCustomSpacing(.system, after: b)
        stack.spacing = 2
        stack.layoutIfNeeded()
        #expect(b.frame.minX == 12 && c.frame.minX == 30)
    }

    /// A flex stack whose length comes from other constraints flexes in the
    /// same solve: the layout document format's card, half the root wide.
    @Test func aFlexStackFlexesToALengthDecidedElsewhere() throws {
        let root = LayoutItem(name: "root")
        let grow = item("grow", 40, 20), fixed = item("fixed", 60, 30)
        let card = StackItem(name: "card", arrangedItems: [grow, fixed])
        card.distribution = .flex(.start)
        card.setFlexOptions(FlexItemOptions(grow: 1), for: grow)
        root.addChild(card)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 400),
                                       card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                                       card.leftAnchor.constraint(equalTo: root.leftAnchor),
                                       card.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 0, y: 0, width: 200, height: 30))
        expectFrame(grow, Rect(x: 0, y: 0, width: 140, height: 30))
        expectFrame(fixed, Rect(x: 140, y: 0, width: 60, height: 30))
    }

    /// Texture's integer rounding: shares rounded down, the remainder to the
    /// first item that grows (175 → 88 / 87).
    @Test func growthRoundsToWholePoints() {
        let a = item("a", 0, 10), b = item("b", 0, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b])
        stack.distribution = .flex(.start)
        stack.sizeRange = StackSizeRange(minimum: Size(width: 175, height: 0), maximum: Size(width: 175, height: 10))
        for child in [a, b] { stack.setFlexOptions(FlexItemOptions(grow: 1), for: child) }
        stack.layoutIfNeeded()
        #expect(a.frame.width == 87.5 && b.frame.width == 87.5)
        stack.roundsGrowthToWholePoints = true
        stack.layoutIfNeeded()
        #expect(a.frame.width == 88 && b.frame.width == 87)
    }

    /// A size range whose minimum is above its maximum: the minimum wins.
    /// A child's own minimum above its maximum: the minimum wins too.
    @Test func minimumsWinOverMaximums() {
        let child = item("child", 50, 10)
        let stack = StackItem(name: "stack", arrangedItems: [child])
        stack.distribution = .flex(.start)
        stack.sizeRange = StackSizeRange(minimum: Size(width: 120, height: 0), maximum: Size(width: 80, height: 40))
        stack.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(width: 70), maximumSize: FlexSize(width: 60)), for: child)
        #expect(stack.layoutIfNeeded().isEmpty)
        expectFrame(stack, Rect(x: 0, y: 0, width: 120, height: 10))
        expectFrame(child, Rect(x: 0, y: 0, width: 70, height: 10))
    }

    /// Negative flex factors count as 0.
    @Test func negativeFlexFactorsCountAsZero() {
        let a = item("a", 50, 10), b = item("b", 50, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b])
        stack.distribution = .flex(.start)
        stack.sizeRange = StackSizeRange(minimum: Size(width: 150, height: 0), maximum: Size(width: 150, height: 10))
        stack.setFlexOptions(FlexItemOptions(grow: -1), for: a)
        stack.setFlexOptions(FlexItemOptions(grow: 1), for: b)
        stack.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 100)
    }

    /// A stack's constraint that conflicts is reported under its rule's
    /// identifier: items that insist on their widths cannot fill equally.
    @Test func aConflictNamesTheStackRule() throws {
        let a = item("a", nil, 10), b = item("b", nil, 10)
        let stack = StackItem(name: "stack", arrangedItems: [a, b])
        stack.distribution = .fillEqually
        try LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 30),
                                       b.widthAnchor.constraint(equalToConstant: 50)])
        let conflicts = stack.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let identifiers = conflicts.first?.constraints.compactMap(\.identifier) ?? []
        #expect(identifiers == ["UISV-fill-equally"], "\(conflicts)")
    }

    /// A hidden item that insists on its width keeps it: UISV-hiding is
    /// optional (999.999), so nothing conflicts and the others close up.
    @Test func aRequiredSizeBeatsHiding() throws {
        let a = item("a", 40, 10), hidden = item("hidden", nil, 10), c = item("c", 40, 10)
        hidden.isHidden = true
        let stack = StackItem(name: "stack", arrangedItems: [a, hidden, c])
        try hidden.widthAnchor.constraint(equalToConstant: 30).activate()
        #expect(stack.layoutIfNeeded().isEmpty)
        #expect(hidden.frame.width == 30)
        expectFrame(c, Rect(x: 40, y: 0, width: 40, height: 10))
    }

    /// An empty stack is 0 × 0; arranging an item gives it the item's size;
    /// a stack with no items is not ambiguous.
    @Test func anEmptyStackHasNoSize() {
        let stack = StackItem(name: "stack")
        stack.layoutIfNeeded()
        expectFrame(stack, .zero)
        #expect(!stack.hasAmbiguousLayout)
        stack.addArrangedItem(item("a", 30, 20))
        stack.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 30, height: 20))
    }

    /// The stack's generated guides stay out of ambiguity reports.
    @Test func generatedGuidesAreNotReportedAmbiguous() {
        let stack = StackItem(name: "stack", arrangedItems: [item("a", 30, 20), item("b", 30, 10)])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(stack.engine.ambiguities().isEmpty, "\(stack.engine.ambiguities())")
    }

    /// A vertical stack vends its last item's last baseline, and a label
    /// that wraps puts it on its last line: an item aligned with the
    /// stack's last baseline follows the label's lines as the stack's width
    /// changes.
    @Test func aStackVendsTheLastLineOfAWrappedLabel() throws {
        let root = LayoutItem(name: "root")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        title.lastBaselineOffset = 16
        let body = LayoutItem(name: "body")
        body.measuredContent = WrappedText(words: Array(repeating: 50, count: 6), spaceWidth: 4, lineHeight: 20)
        body.lastBaselineOffset = 15
        let card = StackItem(name: "card", arrangedItems: [title, body])
        card.axis = .vertical
        card.alignment = .fill
        let time = LayoutItem(name: "time", intrinsicContentSize: IntrinsicSize(width: 40, height: 16))
        time.lastBaselineOffset = 12
        root.addChild(card)
        root.addChild(time)
        let width = card.widthAnchor.constraint(equalToConstant: 120)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            width,
            time.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
            time.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The body, 120 wide under the 20-point title: two words a line, three lines.
        expectFrame(body, Rect(x: 0, y: 20, width: 120, height: 60))
        // Its last line's baseline: 20 + 15 + 2 × 20 = 75; time's 12 below its top.
        expectFrame(time, Rect(x: 128, y: 63, width: 40, height: 16))
        width.constant = 100
        root.layoutIfNeeded()
        // One word a line (50 + 4 + 50 > 100), six lines: the baseline at 20 + 15 + 5 × 20 = 135.
        expectFrame(body, Rect(x: 0, y: 20, width: 100, height: 120))
        expectFrame(time, Rect(x: 108, y: 123, width: 40, height: 16))
    }
}
