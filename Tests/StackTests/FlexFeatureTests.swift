import Testing
import Stack

/// The flex features of `Docs/Formats/FlexLayout.md`, one behaviour each,
/// with frames worked out by hand in the comments.
@Suite struct FlexFeatureTests {
    /// A flex stack of `children` laid out at `size` (a fixed size range).
    func stack(_ axis: LayoutAxis = .horizontal, _ justification: FlexJustification = .start,
               size: Size, children: [LayoutItem], configure: (StackItem) -> Void = { _ in }) -> StackItem {
        let stack = StackItem(name: "S", arrangedItems: children)
        stack.axis = axis
        stack.distribution = .flex(justification)
        stack.sizeRange = StackSizeRange(minimum: size, maximum: size)
        configure(stack)
        return stack
    }

    /// A flex column `width` wide whose height its content decides.
    func column(width: Double, children: [LayoutItem]) -> StackItem {
        let column = StackItem(name: "column", arrangedItems: children)
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                          maximum: Size(width: width, height: .infinity))
        return column
    }

    func box(_ name: String, _ width: Double, _ height: Double) -> LayoutItem {
        LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
    }

    // MARK: Sizes the application sets

    /// A nested flex stack whose width a required constraint of the
    /// application sets is that wide, as a leaf or a plain container is
    /// (Yoga's container `width`), instead of breaking the constraint
    /// against its content's 50. Row 300 wide, spacing 8: leaf 0–80,
    /// inner 88–168 with x at its start, 50 wide; the constraint gone,
    /// inner takes its content's 50 again.
    @Test func aNestedStacksWidthSetByTheApplicationHolds() throws {
        let leaf = box("leaf", 50, 20), x = box("x", 50, 20)
        let inner = StackItem(name: "inner", arrangedItems: [x])
        inner.distribution = .flex(.start)
        let row = stack(size: Size(width: 300, height: 20), children: [leaf, inner]) { $0.spacing = 8 }
        row.layoutIfNeeded()
        expectFrame(inner, Rect(x: 58, y: 0, width: 50, height: 20))
        let width = inner.widthAnchor.constraint(equalToConstant: 80)
        try LayoutConstraint.activate([leaf.widthAnchor.constraint(equalToConstant: 80), width])
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(leaf, Rect(x: 0, y: 0, width: 80, height: 20))
        expectFrame(inner, Rect(x: 88, y: 0, width: 80, height: 20))
        expectFrame(x, Rect(x: 0, y: 0, width: 50, height: 20))
        width.isActive = false
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(inner, Rect(x: 88, y: 0, width: 50, height: 20))
    }

    // MARK: Lines

    /// Row 100 wide, children 40, 40, 40 with spacing 10: 40 + 10 + 40 = 90
    /// fits, + 10 + 40 = 140 does not; lines 20 tall, 5 apart.
    @Test func wrappingBreaksBeforeTheItemThatWouldOverflow() {
        let items = ["a", "b", "c"].map { box($0, 40, 20) }
        let row = stack(size: Size(width: 100, height: 80), children: items) {
            $0.flexWrap = .wrap
            $0.spacing = 10
            $0.lineSpacing = 5
            $0.alignment = .leading
        }
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(items[0], Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(items[1], Rect(x: 50, y: 0, width: 40, height: 20))
        expectFrame(items[2], Rect(x: 0, y: 25, width: 40, height: 20))
    }

    /// Options set before the item is arranged wait for it, as a Texture
    /// element's style does: a row 200 wide of `a` (50) and `x` (50, grow
    /// 1) gives `x` the 100 left, 150 wide at 50. The options go when `x`
    /// leaves the arrangement, and an item never arranged takes none.
    @Test func optionsSetBeforeArrangingWaitForTheItem() {
        let (a, x) = (box("a", 50, 20), box("x", 50, 20))
        let row = stack(size: Size(width: 200, height: 20), children: [a])
        row.setFlexOptions(FlexItemOptions(grow: 1), for: x)
        #expect(row.flexOptions(for: x).grow == 1)
        row.addArrangedItem(x)
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(x, Rect(x: 50, y: 0, width: 150, height: 20))
        row.removeArrangedItem(x)
        #expect(row.flexOptions(for: x).grow == 0)
        row.addArrangedItem(x)
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(x, Rect(x: 50, y: 0, width: 50, height: 20))
    }

    /// Two lines of 20 in 80: 35 of room. center: 17.5 first; end: 35 first;
    /// spaceBetween: 35 between; spaceAround: 8.75 at the ends, 17.5 between;
    /// spaceEvenly: 35 / 3 everywhere; stretch: lines of 37.5, items
    /// stretched to them.
    @Test(arguments: [(FlexAlignContent.start, 0.0, 25.0, 20.0), (.center, 17.5, 42.5, 20), (.end, 35, 60, 20),
                      (.spaceBetween, 0, 60, 20), (.spaceAround, 8.75, 51.25, 20),
                      (.spaceEvenly, 35.0 / 3, 70.0 / 3 + 25, 20), (.stretch, 0, 42.5, 37.5)])
    func alignContentPlacesTheLines(_ alignContent: FlexAlignContent, _ first: Double, _ second: Double,
                                    _ height: Double) {
        let items = ["a", "b", "c"].map { box($0, 40, 20) }
        let row = stack(size: Size(width: 100, height: 80), children: items) {
            $0.flexWrap = .wrap
            $0.spacing = 10
            $0.lineSpacing = 5
            $0.alignContent = alignContent
        }
        row.layoutIfNeeded()
        #expect(abs(items[0].frame.minY - first) < 1e-9, "\(alignContent): \(items[0].frame)")
        #expect(abs(items[2].frame.minY - second) < 1e-9, "\(alignContent): \(items[2].frame)")
        #expect(abs(items[0].frame.height - height) < 1e-9, "\(alignContent): \(items[0].frame)")
    }

    /// wrapReverse: the first line at the bottom (and start alignment at each
    /// line's end): in 80 tall, line 1 at 60, line 2 at 35.
    @Test func wrapReverseStacksLinesFromTheCrossEnd() {
        let items = ["a", "b", "c"].map { box($0, 40, 20) }
        let row = stack(size: Size(width: 100, height: 80), children: items) {
            $0.flexWrap = .wrapReverse
            $0.spacing = 10
            $0.lineSpacing = 5
            $0.alignment = .leading
        }
        row.layoutIfNeeded()
        expectFrame(items[0], Rect(x: 0, y: 60, width: 40, height: 20))
        expectFrame(items[2], Rect(x: 0, y: 35, width: 40, height: 20))
    }

    /// A wrapping row whose width the constraints decide: one line while it
    /// is wide, three when the root narrows; the row's height follows.
    @Test func aWrappingRowBreaksAtTheWidthItIsGiven() throws {
        let root = LayoutItem(name: "root")
        let items = ["a", "b", "c"].map { box($0, 40, 20) }
        let row = StackItem(name: "row", arrangedItems: items)
        row.distribution = .flex(.start)
        row.flexWrap = .wrap
        root.addChild(row)
        let width = root.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([width, row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(row, Rect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(items[2], Rect(x: 80, y: 0, width: 40, height: 20))
        width.constant = 50
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(row, Rect(x: 0, y: 0, width: 50, height: 60))
        expectFrame(items[2], Rect(x: 0, y: 40, width: 40, height: 20))
        #expect(root.engine.lastPassReport.isClean)
    }

    /// A flex row whose content (60 + 80 = 140, each item free to shrink)
    /// a required `row.width <= 100` squeezed grows back to 140 when that
    /// constraint relaxes to 400, as a fresh layout of the same tree does.
    /// Measured offering the 100 it was last laid out at, it stayed 100: its
    /// own measurement held it there.
    @Test func aSqueezedFlexRowGrowsBackWhenItsConstraintRelaxes() throws {
        let root = LayoutItem(name: "root")
        let a = box("a", 60, 20), b = box("b", 80, 20)
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .flex(.start)
        for item in [a, b] { row.setFlexOptions(FlexItemOptions(shrink: 1), for: item) }
        root.addChild(row)
        let limit = row.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       root.heightAnchor.constraint(equalToConstant: 100), limit,
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(row, Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 100.0 * 60 / 140, y: 0, width: 100.0 * 80 / 140, height: 20))
        limit.constant = 400
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(row, Rect(x: 0, y: 0, width: 140, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(b, Rect(x: 60, y: 0, width: 80, height: 20))
        #expect(root.engine.lastPassReport.isClean)
        // Nothing changed: the next layout is one solve, and moves nothing.
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.lastPassReport.passes == 1)
        expectFrame(row, Rect(x: 0, y: 0, width: 140, height: 20))
    }

    /// The stacks guide's placed flex stack: a row of 40 × 30 and 80 × 50,
    /// spacing 8, given only a position, is 128 × 50 and not ambiguous;
    /// `row.width == 500 @250` ties with its hugging (250), and the row
    /// still takes its content width, where a plain item of intrinsic
    /// width 128 in the same place is ambiguous.
    @Test func aFlexRowTiedWithItsHuggingTakesItsContentSize() throws {
        let root = LayoutItem(name: "root")
        let row = StackItem(name: "row", arrangedItems: [box("a", 40, 30), box("b", 80, 50)])
        row.distribution = .flex(.start)
        row.spacing = 8
        let plain = box("plain", 128, 50)
        root.addChild(row)
        root.addChild(plain)
        let tie = [row.widthAnchor.constraint(equalToConstant: 500), plain.widthAnchor.constraint(equalToConstant: 500)]
        for constraint in tie { constraint.priority = 250 }
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 375),
                                       root.heightAnchor.constraint(equalToConstant: 667),
                                       row.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                                       row.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                                       plain.leftAnchor.constraint(equalTo: root.leftAnchor),
                                       plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)] + tie)
        root.layoutIfNeeded()
        expectFrame(row, Rect(x: 20, y: 30, width: 128, height: 50))
        #expect(!row.hasAmbiguousLayout)
        #expect(plain.hasAmbiguousLayout)
        #expect(root.engine.ambiguities().map(\.description) == ["plain.width can be anything in 128...500"])
    }

    /// A flex column whose constraints leave its height open takes its
    /// content's height, whichever height it had before: `column.height
    /// == 0 @750` against its content's 20 at compression resistance 750
    /// costs 20 at any height from 0 to 20. The column lays `a` out at its
    /// bottom (justification end), and `b` hangs from `a`, so each height
    /// the solver could reach would place `b` elsewhere (at 40 after
    /// `column.height == 40`, at 20 in a fresh tree).
    @Test func aFlexColumnWhoseHeightIsOpenTakesItsContentsHeight() throws {
        func tree(height: Double) throws -> (root: LayoutItem, fit: LayoutConstraint, b: LayoutItem) {
            let root = LayoutItem(name: "root")
            let a = box("a", 30, 20), b = LayoutItem(name: "b")
            let column = StackItem(name: "column", arrangedItems: [a])
            column.axis = .vertical
            column.distribution = .flex(.end)
            root.addChild(column)
            root.addChild(b)
            let fit = column.heightAnchor.constraint(equalToConstant: height)
            fit.priority = 750
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 100),
                                           root.heightAnchor.constraint(equalToConstant: 100), fit,
                                           column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                           column.topAnchor.constraint(equalTo: root.topAnchor),
                                           b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                                           b.topAnchor.constraint(equalTo: a.bottomAnchor),
                                           b.widthAnchor.constraint(equalToConstant: 10),
                                           b.heightAnchor.constraint(equalToConstant: 10)])
            #expect(root.layoutIfNeeded().isEmpty)
            return (root, fit, b)
        }
        let live = try tree(height: 40)
        expectFrame(live.b, Rect(x: 50, y: 40, width: 10, height: 10))
        live.fit.constant = 0
        #expect(live.root.layoutIfNeeded().isEmpty)
        let fresh = try tree(height: 0)
        for (root, b) in [(live.root, live.b), (fresh.root, fresh.b)] {
            expectFrame(root.children[0], Rect(x: 0, y: 0, width: 30, height: 20))
            expectFrame(b, Rect(x: 50, y: 20, width: 10, height: 10))
        }
    }

    // MARK: Justification

    /// Row 100, children 20 and 30: 50 of room; spaceEvenly puts 50 / 3
    /// before, between and after.
    @Test func spaceEvenlySharesTheRoomEqually() {
        let a = box("a", 20, 10), b = box("b", 30, 10)
        _ = stack(.horizontal, .spaceEvenly, size: Size(width: 100, height: 10), children: [a, b]).layoutIfNeeded()
        #expect(abs(a.frame.minX - 50.0 / 3) < 1e-9)
        #expect(abs(b.frame.minX - (20 + 100.0 / 3)) < 1e-9)
    }

    // MARK: Padding, margins

    /// Padding 10 on top and leading (left in left-to-right, right in
    /// right-to-left), 4 elsewhere: a 100 × 50 row places its first child
    /// at (10, 10), or with its right edge at 90 when mirrored.
    @Test func paddingInsetsTheItemsAndLeadingFollowsTheDirection() {
        let root = LayoutItem(name: "root")
        let a = box("a", 20, 10)
        let row = stack(size: Size(width: 100, height: 50), children: [a]) {
            $0.padding = FlexPadding(top: 10, left: 4, bottom: 4, right: 4, leading: 10)
            $0.alignment = .leading
        }
        root.addChild(row)
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 10, y: 10, width: 20, height: 10))
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 70, y: 10, width: 20, height: 10))
    }

    /// Margins: 5 before a (points), 10 % of the 200 content width after it
    /// (20), and b's left margin auto takes the room left: 200 − (5 + 30 + 20
    /// + 40) = 105, so b sits at the end.
    @Test func marginsInPointsPercentagesAndAuto() {
        let a = box("a", 30, 10), b = box("b", 40, 10)
        let row = stack(size: Size(width: 200, height: 30), children: [a, b]) {
            $0.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 5, bottom: 0, right: .fraction(0.1))), for: a)
            $0.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: .auto, left: .auto, bottom: .auto, right: 0)), for: b)
        }
        row.layoutIfNeeded()
        expectFrame(a, Rect(x: 5, y: 0, width: 30, height: 30))
        // Auto margins across centre b in the 30 tall line, and keep it from stretching.
        expectFrame(b, Rect(x: 160, y: 10, width: 40, height: 10))
    }

    /// Edges named by direction, the rest 0: a leading margin of 8 and a
    /// leading padding of 12 put a 30-wide box at 12 + 8 = 20 from the
    /// left of a 200-wide row, and from the right (200 − 20 − 30 = 150)
    /// once the row lays out right to left; a top margin of 4 moves it down.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func marginsAndPaddingNamedByDirectionLeaveTheOtherEdgesAtZero(direction: LayoutDirection) {
        let a = box("a", 30, 10)
        let row = stack(size: Size(width: 200, height: 30), children: [a]) {
            $0.padding = FlexPadding(leading: 12)
            $0.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 4, leading: 8)), for: a)
        }
        row.layoutDirection = direction
        row.layoutIfNeeded()
        expectFrame(a, Rect(x: direction == .leftToRight ? 20 : 150, y: 4, width: 30, height: 26))
    }

    // MARK: Absolute children

    /// A badge 20 × 10 at 4 from the top and right of a 100 × 60 card with
    /// padding 12 (padding does not shift it); another at 50 % left with no
    /// vertical offset goes where alignment center puts it: (60 − 10) / 2 + 0.
    @Test func absoluteItemsAreOffsetFromTheStacksEdges() {
        let content = box("content", 30, 30)
        let badge = box("badge", 20, 10), pill = box("pill", 20, 10)
        let card = stack(size: Size(width: 100, height: 60), children: [content, badge, pill]) {
            $0.padding = FlexPadding(all: 12)
            $0.alignment = .center
            $0.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 4, right: 4)), for: badge)
            $0.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: .fraction(0.5))), for: pill)
        }
        card.layoutIfNeeded()
        expectFrame(content, Rect(x: 12, y: 15, width: 30, height: 30))
        expectFrame(badge, Rect(x: 76, y: 4, width: 20, height: 10))
        expectFrame(pill, Rect(x: 50, y: 25, width: 20, height: 10))
    }

    /// With left and right offsets and no width, an absolute item spans
    /// between them: 100 − 10 − 30 = 60.
    @Test func absoluteItemsStretchBetweenOppositeOffsets() {
        let bar = box("bar", 5, 5)
        let card = stack(size: Size(width: 100, height: 60), children: [bar]) {
            $0.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 10, right: 30, bottom: 0)),
                              for: bar)
        }
        card.layoutIfNeeded()
        expectFrame(bar, Rect(x: 10, y: 55, width: 60, height: 5))
    }

    /// Leading and trailing offsets (Yoga's start and end) follow the
    /// stack's direction and win over the physical edge they stand for: a
    /// 20 × 10 badge 4 from the top trailing corner of a 100 × 60 card,
    /// with a `right` of 30 as well, is at x 100 − 4 − 20 = 76 left to
    /// right (trailing is the right edge and wins); right to left trailing
    /// is the left edge, and the right offset stands too, so the badge
    /// spans from 4 to 100 − 30: 66 wide. A 30-point item in the flow
    /// nudged 10 from its leading edge sits at 10 left to right and at
    /// 100 − 30 − 10 = 60 right to left.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leadingAndTrailingOffsetsFollowTheDirection(_ direction: LayoutDirection) {
        let content = box("content", 30, 30)
        let badge = box("badge", 20, 10)
        let card = stack(size: Size(width: 100, height: 60), children: [content, badge]) {
            $0.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            $0.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 4, right: 30, trailing: 4)),
                              for: badge)
            $0.setFlexOptions(FlexItemOptions(offset: FlexOffsets(leading: 10)), for: content)
        }
        card.layoutIfNeeded()
        let rightToLeft = direction == .rightToLeft
        expectFrame(badge, Rect(x: rightToLeft ? 4 : 76, y: 4, width: rightToLeft ? 66 : 20, height: 10))
        expectFrame(content, Rect(x: rightToLeft ? 60 : 10, y: 0, width: 30, height: 60))
    }

    // MARK: Percentages, basis, aspect ratio

    /// In a 200 wide row with padding 20 (content 160): size 25 % is 40,
    /// basis 50 % is 80, and minSize 30 % (48) raises a 10 wide child.
    @Test func percentagesResolveAgainstTheContentBox() {
        let a = box("a", 10, 10), b = box("b", 10, 10), c = box("c", 10, 10)
        let row = stack(size: Size(width: 200, height: 20), children: [a, b, c]) {
            $0.padding = FlexPadding(top: 0, left: 20, bottom: 0, right: 20)
            $0.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(0.25))), for: a)
            $0.setFlexOptions(FlexItemOptions(basis: .fraction(0.5)), for: b)
            $0.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(width: .fraction(0.3))), for: c)
        }
        row.layoutIfNeeded()
        expectFrame(a, Rect(x: 20, y: 0, width: 40, height: 20))
        expectFrame(b, Rect(x: 60, y: 0, width: 80, height: 20))
        expectFrame(c, Rect(x: 140, y: 0, width: 48, height: 20))
    }

    /// A fractional basis where constraints decide the stack's length: half
    /// of 300 is 150 once the stack has been laid out at 300.
    @Test func aFractionalBasisWorksWhenConstraintsDecideTheLength() throws {
        let root = LayoutItem(name: "root")
        let a = box("a", 10, 10)
        let row = StackItem(name: "row", arrangedItems: [a])
        row.distribution = .flex(.start)
        row.setFlexOptions(FlexItemOptions(basis: .fraction(0.5)), for: a)
        root.addChild(row)
        try LayoutConstraint.activate([row.widthAnchor.constraint(equalToConstant: 300),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 150, height: 10))
    }

    /// The same where the content wants more than the constraints give: a
    /// 310-wide item capped at 50% of a column that constraints hold 300
    /// wide is 150, and so is a 350-wide item on a 50% basis in such a row.
    @Test func percentagesResolveWhenConstraintsSqueezeTheContent() throws {
        let root = LayoutItem(name: "root")
        let wide = box("wide", 310, 20), basis = box("basis", 350, 10), small = box("small", 10, 10)
        let column = StackItem(name: "column", arrangedItems: [wide])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.setFlexOptions(FlexItemOptions(alignSelf: .start, maximumSize: FlexSize(width: .fraction(0.5))), for: wide)
        let row = StackItem(name: "row", arrangedItems: [basis, small])
        row.distribution = .flex(.start)
        row.setFlexOptions(FlexItemOptions(basis: .fraction(0.5)), for: basis)
        root.addChild(column)
        root.addChild(row)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 300),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor), column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: column.bottomAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(wide, Rect(x: 0, y: 0, width: 150, height: 20))
        // 150 on its basis (in the row's coordinates); the row's 300 leave the small item its 10.
        expectFrame(basis, Rect(x: 0, y: 0, width: 150, height: 10))
    }

    /// A flex column of `items` in `root`, which is `width` wide: pinned
    /// to the root's top and both its sides, its height left to its content.
    @discardableResult
    static func pinnedColumn(_ items: [LayoutItem], in root: LayoutItem, width: Double) throws -> StackItem {
        let column = StackItem(name: "column", arrangedItems: items)
        column.axis = .vertical
        column.distribution = .flex(.start)
        root.addChild(column)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: width),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return column
    }

    /// The stack's height is its layout at the width it is placed at: a
    /// column that constraints hold 300 wide, of a 16:9 photo and a
    /// 400-wide title of one line (which, offered at most 300, takes 300
    /// and, offered any width, 400), places the photo 300 × 168.75 and is
    /// 168.75 + 20 high, not the 20 of its layout at a width that is not
    /// definite, where the photo's height comes before the stretch.
    @Test func heightIsTakenAtTheWidthConstraintsSqueezeTheContentTo() throws {
        let root = LayoutItem(name: "root")
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 16.0 / 9
        let title = LayoutItem(name: "title")
        title.measuredContent = WrappedText(words: [200, 196], maxLines: 1)
        let column = try Self.pinnedColumn([photo, title], in: root, width: 300)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(photo, Rect(x: 0, y: 0, width: 300, height: 168.75))
        expectFrame(title, Rect(x: 0, y: 168.75, width: 300, height: 20))
        expectFrame(column, Rect(x: 0, y: 0, width: 300, height: 188.75))
    }

    /// Likewise across: a row whose height a constraint holds at 100 and
    /// whose width is its content's, of a square icon stretched to its
    /// height and a 50-point label 8 apart, places the icon 100 × 100 and
    /// is 100 + 8 + 50 = 158 wide, not the 58 of its layout at a height
    /// that is not definite, where the icon's width comes before the stretch.
    /// Held at 44, it is 44 + 8 + 50 = 102 wide; let go, it is its
    /// content's 0 + 8 + 50 = 58 × 20 (an icon with no height of its own
    /// has no width to stretch from).
    @Test func widthIsTakenAtTheHeightConstraintsHoldTheContentAt() throws {
        let root = LayoutItem(name: "root")
        let icon = LayoutItem(name: "icon")
        icon.aspectRatio = 1
        let label = box("label", 50, 20)
        let row = StackItem(name: "row", arrangedItems: [icon, label])
        row.distribution = .flex(.start)
        row.spacing = 8
        root.addChild(row)
        let height = row.heightAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            height,
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(icon, Rect(x: 0, y: 0, width: 100, height: 100))
        expectFrame(label, Rect(x: 108, y: 0, width: 50, height: 100))
        expectFrame(row, Rect(x: 0, y: 0, width: 158, height: 100))
        height.constant = 44
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(icon, Rect(x: 0, y: 0, width: 44, height: 44))
        expectFrame(row, Rect(x: 0, y: 0, width: 102, height: 44))
        height.isActive = false
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(label, Rect(x: 8, y: 0, width: 50, height: 20))
        expectFrame(row, Rect(x: 0, y: 0, width: 58, height: 20))
    }

    /// A nested stack sized by its aspect ratio is laid out at that size:
    /// a 5:4 header stretched across a column that constraints hold 390
    /// wide is 390 × 312, and its photo, absolute with all four offsets 0,
    /// fills it, with three 8-point dots (8 apart) centred 12 above its
    /// bottom: (390 − 40) ÷ 2 = 175, 312 − 12 − 8 = 292. It was placed in
    /// the range it was measured in for its width alone (0 × 0: a photo
    /// 0 × 0, dots at (−20, −20)).
    @Test func aStackSizedByItsRatioPlacesItsChildrenAtThatSize() throws {
        let root = LayoutItem(name: "root")
        let photo = LayoutItem(name: "photo")
        let dots = StackItem(name: "dots", arrangedItems: (1...3).map { box("dot\($0)", 8, 8) })
        dots.distribution = .flex(.start)
        dots.spacing = 8
        let header = StackItem(name: "header", arrangedItems: [photo, dots])
        header.axis = .vertical
        header.distribution = .flex(.start)
        header.aspectRatio = 1.25
        header.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 0, top: 0, right: 0, bottom: 0)),
                              for: photo)
        header.setFlexOptions(FlexItemOptions(alignSelf: .center, position: .absolute, offset: FlexOffsets(bottom: 12)),
                              for: dots)
        try Self.pinnedColumn([header], in: root, width: 390)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(header, Rect(x: 0, y: 0, width: 390, height: 312))
        expectFrame(photo, Rect(x: 0, y: 0, width: 390, height: 312))
        expectFrame(dots, Rect(x: 175, y: 292, width: 40, height: 8))
    }

    /// So a column that wraps, held 100 high, breaks its five 40 × 40
    /// items (10 apart) into lines of two, and is as wide as three lines:
    /// 3 × 40 + 2 × 10 = 140, not the 40 of one line at an open height.
    @Test func aWrappingColumnHeldAtAHeightIsAsWideAsItsLines() throws {
        let root = LayoutItem(name: "root")
        let items = (1...5).map { box("item\($0)", 40, 40) }
        let column = StackItem(name: "column", arrangedItems: items)
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.flexWrap = .wrap
        column.spacing = 10
        column.lineSpacing = 10
        root.addChild(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(items[4], Rect(x: 100, y: 0, width: 40, height: 40))
        expectFrame(column, Rect(x: 0, y: 0, width: 140, height: 100))
    }

    /// An aspect ratio of 2 (width ÷ height): stretched to a 120 wide column,
    /// the photo is 60 tall.
    @Test func anAspectRatioDerivesTheOtherLength() {
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 2
        let column = column(width: 120, children: [photo])
        column.layoutIfNeeded()
        expectFrame(photo, Rect(x: 0, y: 0, width: 120, height: 60))
        expectFrame(column, Rect(x: 0, y: 0, width: 120, height: 60))
    }

    // MARK: Direction

    /// A reversed column of 20 and 30 in 100: justify start packs at the
    /// bottom, the first item last: a at 80, b at 50.
    @Test func aReversedColumnRunsFromTheBottom() {
        let a = box("a", 10, 20), b = box("b", 10, 30)
        let column = stack(.vertical, size: Size(width: 10, height: 100), children: [a, b]) { $0.isReversed = true }
        column.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 80, width: 10, height: 20))
        expectFrame(b, Rect(x: 0, y: 50, width: 10, height: 30))
    }

    /// In a right-to-left layout a column's start alignment is its right edge.
    @Test func aColumnAlignsStartToTheRightInRightToLeft() {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let a = box("a", 30, 10)
        let column = stack(.vertical, size: Size(width: 100, height: 10), children: [a]) { $0.alignment = .leading }
        root.addChild(column)
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 70, y: 0, width: 30, height: 10))
    }

    // MARK: Measured and nested content

    /// A flex column whose item grows from 30 to 60 wide grows with it, as a
    /// fresh column of the 60 wide item is 60 wide. Measured offering at
    /// most the 30 it was last laid out at, the column took 30 again and
    /// changed no constraint, so the layout did not start it again from any
    /// width.
    @Test(arguments: [StackAlignment.fill, .leading, .center])
    func aFlexColumnGrowsWithAWiderItem(alignment: StackAlignment) throws {
        let root = LayoutItem(name: "root")
        let a = box("a", 30, 20)
        let column = StackItem(name: "column", arrangedItems: [a])
        column.axis = .vertical
        column.alignment = alignment
        column.distribution = .flex(.start)
        root.addChild(column)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                       root.heightAnchor.constraint(equalToConstant: 200),
                                       column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       column.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(column, Rect(x: 0, y: 0, width: 30, height: 20))
        a.intrinsicContentSize = IntrinsicSize(width: 60, height: 20)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(column, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 60, height: 20))
    }

    /// Text in a 100 wide column: ten words of 30 wrap three to a line
    /// (98 wide), four lines of 20; stretched to 100.
    @Test func measuredTextWrapsAtTheColumnsWidth() {
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: Array(repeating: 30, count: 10), spaceWidth: 4, lineHeight: 20)
        let column = column(width: 100, children: [text])
        column.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 100, height: 80))
        expectFrame(column, Rect(x: 0, y: 0, width: 100, height: 80))
    }

    /// A column of two rows of cells: each row is measured by laying it out
    /// (never as 0), so the column is 20 + 30 tall and the second row starts
    /// at 20.
    @Test func aNestedStackIsMeasuredByLayingItOut() {
        let rows = [[("a", 10.0, 20.0), ("b", 15, 10)], [("c", 30, 30)]].enumerated().map { index, cells in
            let row = StackItem(name: "row\(index)", arrangedItems: cells.map { box($0.0, $0.1, $0.2) })
            row.distribution = .flex(.start)
            return row
        }
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        column.layoutIfNeeded()
        expectFrame(rows[0], Rect(x: 0, y: 0, width: 25, height: 20))
        expectFrame(rows[1], Rect(x: 0, y: 20, width: 30, height: 30))
        expectFrame(column, Rect(x: 0, y: 0, width: 30, height: 50))
        expectFrame(rows[1].arrangedItems[0], Rect(x: 0, y: 0, width: 30, height: 30))
    }

    /// A nested flex stack that its flex stack stops arranging, and keeps as
    /// a child, lays out its own items from then on, as it would in a fresh
    /// tree: it takes its content's 30 × 20 at its hugging (250) against
    /// `inner.width == 100 @1`. Left with the constraints the outer stack
    /// gave it, it had no size of its own and went to 100.
    @Test func aNestedFlexStackTheOuterOneStopsArrangingLaysItselfOut() throws {
        let root = LayoutItem(name: "root")
        let a = box("a", 30, 20)
        let inner = StackItem(name: "inner", arrangedItems: [a])
        inner.axis = .vertical
        inner.distribution = .flex(.start)
        let outer = StackItem(name: "outer", arrangedItems: [inner])
        outer.distribution = .flex(.start)
        root.addChild(outer)
        let wide = inner.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = 1
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                       root.heightAnchor.constraint(equalToConstant: 200),
                                       outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       outer.topAnchor.constraint(equalTo: root.topAnchor), wide])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(inner, Rect(x: 0, y: 0, width: 30, height: 20))
        outer.removeArrangedItem(inner)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(inner.parent === outer)
        #expect(inner.frame.size == Size(width: 30, height: 20))
        try LayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                                       inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(inner, Rect(x: 50, y: 50, width: 30, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(inner.generatedConstraints.contains { $0.identifier == StackRule.contentFit.rawValue })
    }

    /// Under stretch a nested row takes the column's 100, not its content's
    /// 160: its shrinkable item gives the 60.
    @Test func aStretchedNestedStackTakesTheCrossLength() {
        let wide = box("wide", 160, 10)
        let row = StackItem(name: "row", arrangedItems: [wide])
        row.distribution = .flex(.start)
        row.setFlexOptions(FlexItemOptions(shrink: 1), for: wide)
        let column = stack(.vertical, size: Size(width: 100, height: 10), children: [row])
        column.layoutIfNeeded()
        expectFrame(row, Rect(x: 0, y: 0, width: 100, height: 10))
        expectFrame(wide, Rect(x: 0, y: 0, width: 100, height: 10))
    }

    /// A card built with constraints inside a flex column is measured by its
    /// constraints: 8 + 20 + 8 tall.
    @Test func anItemLaidOutByConstraintsIsMeasuredByThem() throws {
        let card = LayoutItem(name: "card")
        let label = box("label", 50, 20)
        card.addChild(label)
        let column = StackItem(name: "column", arrangedItems: [card])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        try LayoutConstraint.activate([label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                                       label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                                       card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                                       card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8)])
        #expect(column.layoutIfNeeded().isEmpty)
        expectFrame(card, Rect(x: 0, y: 0, width: 66, height: 36))
        expectFrame(label, Rect(x: 8, y: 8, width: 50, height: 20))
    }

    /// A size constraint of the application on a flex item is what the
    /// stack measures it by, whenever it is activated.
    @Test func aSizeConstraintOnAFlexItemIsHonoured() throws {
        let a = box("a", 34, 26), b = box("b", 10, 10)
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .flex(.start)
        row.alignment = .leading
        #expect(row.layoutIfNeeded().isEmpty)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(!width.isBroken)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 26))
        expectFrame(b, Rect(x: 50, y: 0, width: 10, height: 10))
    }

    /// An item measured by its constraints is measured by those of its own
    /// subtree alone, as `systemLayoutSizeFitting` measures a cell's content
    /// view, so its size never depends on the rest of the layout or on the
    /// layouts before: `a.width >= 30 @300` makes it 30 wide. `a.width ==
    /// other.width @400` reaches a free item 80 wide outside the stack and
    /// does not count: it stays unsatisfied (the whole-layout measurement
    /// made a 80 wide).
    @Test func anItemIsMeasuredByItsOwnSubtreeAlone() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a"), other = box("other", 80, 10)
        let row = StackItem(name: "row", arrangedItems: [a])
        row.distribution = .flex(.start)
        root.addChild(row)
        root.addChild(other)
        let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        minimum.priority = 300
        let shared = a.widthAnchor.constraint(equalTo: other.widthAnchor)
        shared.priority = 400
        try LayoutConstraint.activate([
            minimum, shared, a.heightAnchor.constraint(equalToConstant: 10),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            other.topAnchor.constraint(equalTo: row.bottomAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(row, Rect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(other, Rect(x: 0, y: 10, width: 80, height: 10))
    }

    /// A broken constraint sizes nothing: `a.width == 50`, activated after
    /// a was placed, is counted to measure it again, but the row is fixed
    /// at 40 and a shrinks, so it stays broken, and a is laid out as if it
    /// were not there (its content, 20 wide), as a fresh layout without it
    /// is (it was 40, by the broken constraint).
    @Test func aConstraintThatStaysBrokenDoesNotSizeTheItem() throws {
        let a = box("a", 20, 10), b = box("b", 10, 10)
        let row = stack(size: Size(width: 40, height: 10), children: [a, b]) {
            var shrinking = FlexItemOptions()
            shrinking.shrink = 1
            $0.setFlexOptions(shrinking, for: a)
        }
        try a.heightAnchor.constraint(equalToConstant: 10).activate()
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 10))
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        row.layoutIfNeeded()
        #expect(width.isBroken)
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 10))
        expectFrame(b, Rect(x: 20, y: 0, width: 10, height: 10))
    }

    /// A broken size constraint that the measurement cannot hold does not
    /// make the stack measure its item by constraints either: `a.width ==
    /// -10` conflicts with a's own width, which is never negative, so the
    /// measurement leaves it out, and a keeps its content's 10 points of
    /// height, as in a fresh layout without it, rather than taking the 0 of
    /// its other constraint `a.top == a.bottom @999` (it did, and the layout
    /// depended on whether the broken constraint was there).
    @Test func aSizeConstraintBrokenWithinItsItemDoesNotMeasureIt() throws {
        let a = box("a", 20, 10), b = box("b", 10, 10)
        let column = StackItem(name: "column", arrangedItems: [a, b])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        let flat = a.topAnchor.constraint(equalTo: a.bottomAnchor)
        flat.priority = 999
        try flat.activate()
        #expect(column.layoutIfNeeded().isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 10))
        let negative = a.widthAnchor.constraint(equalToConstant: -10)
        try negative.activate()
        column.layoutIfNeeded()
        #expect(negative.isBroken)
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 10))
        expectFrame(b, Rect(x: 0, y: 10, width: 10, height: 10))
    }

    /// A constraint that a measurement held and the placement then broke
    /// sizes nothing either. `nested.margins.height >= 106` measures the
    /// row's stack `nested` 122 high, and the row is first placed at its
    /// content; `row.height <= 16 @999` then holds the row 16 high, where it
    /// places `nested` 16 high, which breaks that constraint (a stack's
    /// constraints outrank the application's), so the row lays `nested` out
    /// again without it, 0 high, and is then 0 high itself, as in a fresh
    /// layout, which never has the constraint (`nested` stayed 16 high,
    /// placed from the broken constraint). `item1.width
    /// == 56`, broken against `root.width`, is counted at every layout of
    /// the row and lays its subtree out a second time, which enforces the
    /// stack's constraints anew: that is what breaks the application's
    /// constraint here rather than the stack's.
    @Test func aConstraintThePlacementBreaksDoesNotSizeTheItem() throws {
        let root = LayoutItem(name: "root")
        let column = StackItem(name: "column"), nested = StackItem(name: "nested")
        let item1 = LayoutItem(name: "item1")
        column.addChild(item1)
        nested.addChild(LayoutItem(name: "item3"))
        let row = StackItem(name: "row", arrangedItems: [column, nested])
        row.distribution = .flex(.start)
        row.alignment = .leading
        root.addChild(row)
        let wide = item1.widthAnchor.constraint(equalToConstant: 56)
        let tall = nested.layoutMarginsGuide.heightAnchor.constraint(greaterThanOrEqualToConstant: 106)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 100),
            item1.widthAnchor.constraint(equalTo: root.widthAnchor), wide, tall,
        ])
        root.layoutIfNeeded()
        #expect(wide.isBroken && !tall.isBroken)
        expectFrame(nested, Rect(x: 0, y: 0, width: 0, height: 122))
        let low = row.heightAnchor.constraint(lessThanOrEqualToConstant: 16)
        low.priority = 999
        try low.activate()
        root.layoutIfNeeded()
        #expect(tall.isBroken)
        expectFrame(row, Rect(x: 0, y: 0, width: 0, height: 0))
        expectFrame(nested, Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// A constraint that gave the row its width, and that the placement at
    /// that width then broke, sizes nothing either. The centred row of a
    /// (100 wide) and b (50), given only a position, is 150 wide.
    /// `a.left == row.right - 24` holds with a at the row's left if the row
    /// is 24 wide, so the solve makes it 24 wide. Placed at 24, the content
    /// overflows by 126 on both sides alike: a sits 63 to the left of the
    /// row, where the constraint would need a width of -39, so it breaks
    /// (the stack's constraints outrank the application's). The row is 150
    /// wide again, as in a fresh layout, which never has the constraint;
    /// it stayed 24 wide, its content measured offering at most the 24
    /// points the broken constraint had given it.
    @Test func aConstraintThatGaveTheWidthAndThatThePlacementBreaksDoesNotSizeTheRow() throws {
        let root = LayoutItem(name: "root")
        let a = box("a", 100, 20), b = box("b", 50, 20)
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .flex(.center)
        root.addChild(row)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 400),
                                       root.heightAnchor.constraint(equalToConstant: 100),
                                       row.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(row, Rect(x: 10, y: 0, width: 150, height: 20))
        let pin = a.leftAnchor.constraint(equalTo: row.rightAnchor, constant: -24)
        try pin.activate()
        let conflicts = root.layoutIfNeeded()
        #expect(pin.isBroken)
        #expect(conflicts.count == 1 && conflicts.first?.broken === pin)
        #expect(root.engine.lastPassReport.unsettledItems.isEmpty)
        expectFrame(row, Rect(x: 10, y: 0, width: 150, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 100, y: 0, width: 50, height: 20))
    }

    /// A placement made again because the constraint its measurement held
    /// broke looks again after the next solve, as a fresh layout placed
    /// from any width does, even when nothing moved. `root.height <= 2 ×
    /// shown.width + 3 @500` makes the column measure `shown` by its
    /// constraints, which hold `shown.safeArea.width == 88`; the placement
    /// (shown at its content's 58 points) breaks that constraint, the
    /// column's outranking it, so the column lays its items out again
    /// without it, from any width, where the hidden item takes its content's
    /// 86 points across. The column is then 58 wide, as before: measured
    /// offering at most those 58 points, the hidden item is 58 wide, as in a
    /// fresh layout without the constraint (it stayed 86, placed from any
    /// width).
    @Test func aPlacementRedoneWithoutABrokenConstraintLooksAgainAtItsWidth() throws {
        let hidden = box("hidden", 86, 26), shown = box("shown", 58, 14)
        hidden.isHidden = true
        let column = StackItem(name: "column", arrangedItems: [hidden, shown])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        let root = LayoutItem(name: "root")
        root.addChild(column)
        let wide = shown.safeAreaLayoutGuide.widthAnchor.constraint(equalToConstant: 88)
        try LayoutConstraint.activate([
            wide, LayoutConstraint(root, .height, .lessThanOrEqual, shown, .width, multiplier: 2, constant: 3, priority: 500),
        ])
        root.layoutIfNeeded()
        #expect(wide.isBroken)
        expectFrame(column, Rect(x: 0, y: 0, width: 58, height: 14))
        expectFrame(shown, Rect(x: 0, y: 0, width: 58, height: 14))
        expectFrame(hidden, Rect(x: 0, y: 0, width: 58, height: 0))
    }

    /// An item with nothing to measure is 0 × 0, and a conflict it causes
    /// says so.
    @Test func aConflictWithAnEmptyItemSaysItHasNothingToMeasure() throws {
        let empty = LayoutItem(name: "x")
        let row = StackItem(name: "row", arrangedItems: [empty])
        row.distribution = .flex(.start)
        row.layoutIfNeeded()
        let size = row.generatedConstraints.first { $0.identifier == "STK-flex-size" }
        #expect(size?.note == "x has no intrinsic size, measure function or children: its flex stack measured it as 0")
        // A position fights the stack: the report says why x is 0 wide.
        try empty.leadingAnchor.constraint(equalTo: empty.trailingAnchor, constant: -10).activate()
        let conflict = try #require(row.layoutIfNeeded().first)
        #expect(conflict.description.contains(
            "Note: x has no intrinsic size, measure function or children: its flex stack measured it as 0."))
    }

    /// A custom spacing after an item replaces the stack's there: 10 + 20,
    /// then 4.
    @Test func aCustomSpacingReplacesTheStacksAfterItsItem() {
        let items = ["a", "b", "c"].map { box($0, 10, 10) }
        let row = stack(size: Size(width: 100, height: 10), children: items) {
            $0.spacing = 4
            $0.setCustomSpacing(20, after: items[0])
        }
        row.layoutIfNeeded()
        expectFrame(items[1], Rect(x: 30, y: 0, width: 10, height: 10))
        expectFrame(items[2], Rect(x: 44, y: 0, width: 10, height: 10))
    }

    /// Content that answers NaN in a flex stack is refused and reported; the
    /// item keeps its last good size.
    @Test func aRefusedMeasurementInAFlexStackIsReported() {
        let text = LayoutItem(name: "text")
        var answer = Size(width: 30, height: 12)
        text.setMeasure { _ in answer }
        let row = stack(size: Size(width: 100, height: 20), children: [text]) { $0.alignment = .leading }
        row.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 30, height: 12))
        answer = Size(width: .infinity, height: 12)
        text.invalidateIntrinsicContentSize()
        row.layoutIfNeeded()
        let report = row.engine.lastPassReport
        #expect(report.invalidMeasurements.map(\.item.name) == ["text"])
        #expect(text.frame.width.isFinite)
    }

    /// A flex column of fifty texts: a new text in one is measured again,
    /// the others answer from their caches.
    @Test func oneNewTextInAFlexColumnReMeasuresOnlyThatText() {
        let texts = (0..<50).map { index in
            let text = LayoutItem(name: "text\(index)")
            text.measuredContent = WrappedText(words: Array(repeating: 30, count: 1 + index % 7))
            return text
        }
        let column = column(width: 100, children: texts)
        column.layoutIfNeeded()
        let bottom = texts[49].frame.maxY
        texts[10].measuredContent = WrappedText(words: Array(repeating: 30, count: 12))
        column.layoutIfNeeded()
        #expect(column.engine.lastPassReport.measurements <= 2, "\(column.engine.lastPassReport)")
        // 4 words (two lines at 100: 30 + 34 + 34 = 98) before, 12 words (four lines) after.
        #expect(texts[49].frame.maxY == bottom + 40)
    }

    /// Widening a fixed size range moves both of its bounds: no conflict
    /// between the new minimum and the old maximum stays behind.
    @Test func wideningAFixedSizeRangeBreaksNothing() {
        let c = box("c", 40, 20)
        let row = stack(size: Size(width: 100, height: 20), children: [c])
        #expect(row.layoutIfNeeded().isEmpty)
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 20), maximum: Size(width: 200, height: 20))
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(row.engine.brokenConstraints.isEmpty)
        expectFrame(row, Rect(x: 0, y: 0, width: 200, height: 20))
    }

    /// An offset moves an item in the flow once placed (CSS `position:
    /// relative`), nothing else: b moved right by 5 and up by 10 % of 50.
    @Test func anOffsetMovesAnItemInTheFlowAlone() {
        let a = box("a", 20, 10), b = box("b", 30, 10), c = box("c", 10, 10)
        let row = stack(size: Size(width: 100, height: 50), children: [a, b, c]) {
            $0.alignment = .center
            $0.setFlexOptions(FlexItemOptions(offset: FlexOffsets(left: 5, bottom: .fraction(0.1))), for: b)
        }
        row.layoutIfNeeded()
        expectFrame(b, Rect(x: 25, y: 15, width: 30, height: 10))
        expectFrame(c, Rect(x: 50, y: 20, width: 10, height: 10))
    }

    // MARK: Hidden items

    /// What a hidden flex stack holds gives way to sizes it requires of
    /// itself, as the hidden item does under UIKit's `UISV-hiding`
    /// (999.999): a `UIStackView` row of a (40 × 20) and a flex tile that
    /// holds a header, a `UIStackView` of two 10-wide boxes 4 apart.
    /// Hidden, the tile is collapsed to 0 wide and lays its header out 0
    /// wide, which the header's required spacing cannot be: the header
    /// stays 4 wide (its boxes compress to 0), out of sight, and nothing is
    /// reported. Shown again, the tile follows a at x = 40 and is as wide
    /// as its header, 10 + 4 + 10 = 24.
    @Test func whatAHiddenFlexStackHoldsKeepsTheSizeItRequires() throws {
        let a = box("a", 40, 20)
        let header = StackItem(name: "header", arrangedItems: [box("b1", 10, 10), box("b2", 10, 10)])
        header.spacing = 4
        let tile = StackItem(name: "tile", arrangedItems: [header])
        tile.axis = .vertical
        tile.distribution = .flex(.start)
        let row = StackItem(name: "row", arrangedItems: [a, tile])
        tile.isHidden = true
        #expect(row.layoutIfNeeded().map(\.description).isEmpty)
        #expect(row.engine.brokenConstraints.isEmpty)
        #expect(tile.frame.width == 0)
        #expect(header.frame.width == 4)
        tile.isHidden = false
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(tile, Rect(x: 40, y: 0, width: 24, height: 20))
        #expect(header.frame.width == 24)
    }

    /// A hidden chip that holds a 44 × 20 label within its margins (8 on
    /// each side) in a flex row after a (40 × 20): the row's layout gives
    /// it no width at x 40, which the frame reported says, while the
    /// engine keeps it 16 wide, its margins, out of sight. In a column it
    /// is 8 + 44 + 8 = 60 wide and reported 0 high instead (16 in the
    /// engine); shown, or taken out of the arrangement, its frame is
    /// reported as it is.
    @Test func aHiddenFlexItemIsReportedWithNoLengthAlongTheAxis() throws {
        let a = box("a", 40, 20)
        let chip = LayoutItem(name: "chip")
        let label = box("label", 44, 20)
        chip.addChild(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: chip.leadingMarginAnchor),
            label.trailingAnchor.constraint(equalTo: chip.trailingMarginAnchor),
            label.topAnchor.constraint(equalTo: chip.topMarginAnchor),
            label.bottomAnchor.constraint(equalTo: chip.bottomMarginAnchor),
        ])
        let row = stack(size: Size(width: 200, height: 60), children: [a, chip]) { $0.alignment = .leading }
        chip.isHidden = true
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(chip.frame == Rect(x: 40, y: 0, width: 16, height: 36))
        #expect(chip.reportedFrameInRoot == Rect(x: 40, y: 0, width: 0, height: 36))
        #expect(chip.reportedFrame == Rect(x: 40, y: 0, width: 0, height: 36) && a.reportedFrame == a.frame)
        row.axis = .vertical
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(chip.frame == Rect(x: 0, y: 20, width: 60, height: 16))
        #expect(chip.reportedFrameInRoot == Rect(x: 0, y: 20, width: 60, height: 0))
        row.removeArrangedItem(chip)
        #expect(chip.reportedFrame == chip.frame)
        row.addArrangedItem(chip)
        chip.isHidden = false
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(chip.reportedFrameInRoot == Rect(x: 0, y: 20, width: 60, height: 36))
    }

    /// A flex column hidden where nothing collapses it (the child of a plain
    /// item keeps its frame) collapses what it holds all the same, and
    /// holds it again once shown, as a fresh tree in the same state does:
    /// its item's `STK-flex-size` is at 999.999 only while it is hidden.
    @Test func aHiddenFlexStackCollapsesItsItemsUntilItIsShown() throws {
        let root = LayoutItem(name: "root")
        let column = column(width: 100, children: [box("a", 40, 20)])
        root.addChild(column)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       root.heightAnchor.constraint(equalToConstant: 480)])
        func sizes() -> [String] {
            column.generatedConstraints.filter { $0.identifier == "STK-flex-size" }.map(\.description)
        }
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(sizes() == ["STK-flex-size: a.width == 100", "STK-flex-size: a.height == 20"])
        column.isHidden = true
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(sizes() == ["STK-flex-size: a.width == 100 @999.999", "STK-flex-size: a.height == 20 @999.999"])
        column.isHidden = false
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(sizes() == ["STK-flex-size: a.width == 100", "STK-flex-size: a.height == 20"])
    }
}
