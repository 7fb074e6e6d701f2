/// The flex algorithm of `Docs/Formats/FlexLayout.md`, run directly on a
/// tree of ``FlexNode``s: Texture's `ASStackLayoutSpec` where Texture has a
/// rule, CSS Flexible Box Layout where it is silent. The step numbers in
/// comments are that document's.
///
/// ``place(_:in:)`` lays a stack's subtree out within a range and leaves
/// every descendant's frame in ``frames``; ``size(of:in:)`` measures a stack
/// within a range. Measurements of stacks are cached for the life of the
/// value.
struct FlexLayout {
    private(set) var nodes: [FlexNode]
    /// Each node's frame in its parent's coordinate space, as the last
    /// ``place(_:in:)`` left it.
    private(set) var frames: [Rect]
    /// Each stack's measurements: the ranges it was measured in, with the
    /// size and baselines of each. A stack is measured in a few ranges, so
    /// a search of its own list beats hashing the range.
    private var cache: [[Measurement]]
    /// The range each stack was last measured in.
    private var measuredRanges: [FlexRange?]
    /// Each stack's baselines in its last layout (measured or placed).
    private var stackBaselines: [FlexBaselines?]
    /// Whether each nested stack's memo from the compilation before
    /// (``FlexStackMemo``) still holds, once asked.
    private var memoHolds: [Bool?]
    /// The range each stack was last placed in by ``place(_:in:)``.
    private(set) var placedRanges: [FlexRange?]
    /// What flexing did to each in-flow item's main length in its stack's
    /// last layout: after ``place(_:in:)``, the placed one (a report's
    /// explanation; nil for the root and items out of the flow).
    private(set) var shares: [FlexShare?]

    /// Texture's `kViolationEpsilon`: smaller violations flex nothing.
    static let epsilon = 0.01

    /// The lengths percentages resolve against: a stack's content box where
    /// definite (nil on an axis where it is not).
    struct PercentBase {
        var width: Double?
        var height: Double?

        subscript(axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
    }

    /// A stack laid out within a range: its size and baselines, and what
    /// placing it there leaves behind, so that a stack placed in the range
    /// it was measured in is not laid out again.
    struct Measurement {
        let range: FlexRange
        let size: Size
        let baselines: FlexBaselines
        /// The children's frames, in the stack's coordinate space, each by
        /// the child's position among the stack's children (the boxes are
        /// numbered afresh at each compilation; a memo keeps this as it is).
        let frames: [(position: Int, frame: Rect)]
        /// Each child's share (``shares``), in the order of the stack's children.
        let shares: [FlexShare?]
        /// The range each child was last measured in (``measuredRanges``),
        /// in the same order; empty when no child is a stack.
        let childRanges: [FlexRange?]
    }

    /// Each box's position among its parent's children.
    private var positions: [Int]

    init(nodes: [FlexNode]) {
        self.nodes = nodes
        positions = Array(repeating: 0, count: nodes.count)
        for node in nodes {
            for (position, child) in (node.container?.children ?? []).enumerated() { positions[child] = position }
        }
        frames = Array(repeating: .zero, count: nodes.count)
        shares = Array(repeating: nil, count: nodes.count)
        cache = Array(repeating: [], count: nodes.count)
        measuredRanges = Array(repeating: nil, count: nodes.count)
        stackBaselines = Array(repeating: nil, count: nodes.count)
        memoHolds = Array(repeating: nil, count: nodes.count)
        placedRanges = Array(repeating: nil, count: nodes.count)
    }

    /// Lays out a stack's subtree within `range`, writing the frames of its
    /// descendants; returns the stack's size. Each nested stack is laid out
    /// within the range it was last measured in, as Texture keeps a child's
    /// last layout, so that its children's frames are the ones its size
    /// came from.
    @discardableResult
    mutating func place(_ index: Int, in range: FlexRange) -> Size {
        guard let children = nodes[index].container?.children else { return range.clamp(.zero) }
        let result = measurement(of: index, in: range)
        placedRanges[index] = range
        stackBaselines[index] = result.baselines
        for (position, child) in children.enumerated() {
            shares[child] = result.shares[position]
            if !result.childRanges.isEmpty { measuredRanges[child] = result.childRanges[position] }
        }
        for (position, frame) in result.frames {
            let child = children[position]
            frames[child] = frame
            if nodes[child].container != nil { place(child, in: measuredRanges[child] ?? .exactly(frame.size)) }
        }
        return result.size
    }

    /// The size of a stack laid out within `range` (step 9).
    mutating func size(of index: Int, in range: FlexRange) -> Size {
        let result = measurement(of: index, in: range)
        stackBaselines[index] = result.baselines
        return result.size
    }

    /// The stack laid out within `range`: from the cache, from the stack's
    /// memo of the compilation before when it holds, or laid out and cached
    /// for the life of the value.
    private mutating func measurement(of index: Int, in range: FlexRange) -> Measurement {
        if let measured = cache[index].first(where: { $0.range == range }) { return measured }
        if index > 0, let remembered = remembered(index, in: range) {
            cache[index].append(remembered)
            return remembered
        }
        let result = layout(index, in: range)
        let children = nodes[index].container!.children
        let hasStacks = children.contains { nodes[$0].container != nil }
        let measured = Measurement(range: range, size: result.size, baselines: result.baselines,
                                   frames: result.frames.map { (positions[$0.0], $0.1) },
                                   shares: children.map { shares[$0] },
                                   childRanges: hasStacks ? children.map { measuredRanges[$0] } : [])
        cache[index].append(measured)
        return measured
    }

    // MARK: - Memos between compilations

    /// The nested stack at `index` laid out within `range` as its memo
    /// keeps it, if the memo holds (see ``FlexStackMemo``).
    private mutating func remembered(_ index: Int, in range: FlexRange) -> Measurement? {
        heldMemo(of: index)?.measurements.first { $0.range == range }
    }

    /// The memo the nested stack at `index` kept from the compilation
    /// before, if it holds: its subtree measures nothing by constraints and
    /// reads as it did (asked once per compilation).
    private mutating func heldMemo(of index: Int) -> FlexStackMemo? {
        guard let memo = (nodes[index].item as? StackItem)?.flexMemo else { return nil }
        if memoHolds[index] == nil { memoHolds[index] = !nodes[index].fitsBelow && memo.signature.matches(index, in: nodes) }
        return memoHolds[index] == true ? memo : nil
    }

    /// Whether the nested stack at `index` was laid out from its memo of the
    /// compilation before: its subtree is as it was then, so placed in the
    /// same range it gives its children the same frames.
    func heldItsMemo(_ index: Int) -> Bool {
        memoHolds[index] == true
    }

    /// The memo the nested stack at `index` keeps for the next compilation:
    /// its measurements of this one, and those of its memo that still hold;
    /// nil when a leaf below it measures by its constraints.
    mutating func memo(ofStackAt index: Int) -> FlexStackMemo? {
        guard !nodes[index].fitsBelow, nodes[index].container != nil else { return nil }
        let kept = heldMemo(of: index)
        // The measurements laid out in this compilation: those the memo
        // gave are in it already.
        let fresh = cache[index].filter { measured in kept?.measurements.contains { $0.range == measured.range } != true }
        if let kept, fresh.isEmpty { return kept }
        var memo = kept ?? FlexStackMemo(signature: FlexSubtreeSignature(of: index, in: nodes), measurements: [])
        for measured in fresh.prefix(FlexStackMemo.capacity) {
            if memo.measurements.count == FlexStackMemo.capacity { memo.measurements.removeFirst() }
            memo.measurements.append(measured)
        }
        return memo
    }

    /// A box's first and last baselines from its top, at its `size`: a
    /// leaf's own (text's last on its last line shown), a stack's from its
    /// last layout.
    private func baselines(of index: Int, size: Size) -> (first: Double?, last: Double?) {
        // Fields read in place: a copy of a box retains its closures.
        guard nodes[index].container != nil else {
            let shift = nodes[index].lastBaselineShift
            return (nodes[index].firstBaseline, nodes[index].lastBaseline.map { $0 + (shift?(size) ?? 0) })
        }
        let baselines = stackBaselines[index]
        return (baselines?.first, baselines?.last)
    }

    // MARK: - Measuring one box

    /// A child's own range from its size, minimum and maximum (CSS: the
    /// minimum beats the maximum, which beats the size), percentages
    /// against `base` (nil on an axis: not definite, so not set).
    static func ownRange(_ node: FlexNode, base: PercentBase) -> FlexRange {
        var range = FlexRange.unbounded
        for axis in LayoutAxis.allCases {
            let length = base[axis]
            var low = 0.0, high = Double.infinity
            if let exact = node.options.size[axis].resolved(against: length) { (low, high) = (exact, exact) }
            if let maximum = node.options.maximumSize[axis].resolved(against: length) {
                high = min(high, maximum)
                low = min(low, high)
            }
            if let minimum = node.options.minimumSize[axis].resolved(against: length) {
                low = max(low, minimum)
                high = max(high, low)
            }
            range.minimum[axis] = max(0, low, node.sizeRange.minimum[axis])
            range.maximum[axis] = max(range.minimum[axis], min(high, node.sizeRange.maximum[axis]))
        }
        return range
    }

    /// Measures a box within an offered range: intersected with its own
    /// range (the offer wins where they do not overlap), then by what it is.
    private mutating func measure(_ index: Int, offered: FlexRange, base: PercentBase) -> Size {
        let range = offered.intersected(with: Self.ownRange(nodes[index], base: base))
        if let ratio = nodes[index].aspectRatio {
            let width: Double
            if let definite = range.definite(.horizontal) {
                width = definite
            } else if let height = range.definite(.vertical) {
                width = height * ratio
            } else {
                width = content(index, in: range).width
            }
            let clampedWidth = max(range.minimum.width, min(width, range.maximum.width))
            let size = range.clamp(Size(width: clampedWidth, height: clampedWidth / ratio))
            // A stack is laid out at the size its ratio gives it, as Texture's
            // `ASRatioLayoutSpec` lays out its child: placed later in the
            // range it was last measured in, its children (an absolute one
            // pinned to its edges) would otherwise have the frames of a
            // measurement of its width alone, at a height of 0.
            if nodes[index].container != nil { _ = content(index, in: .exactly(size)) }
            return size
        }
        return range.clamp(content(index, in: range))
    }

    /// What a box wants within a range, before clamping: a stack's layout,
    /// or a leaf's measurement with the range's maximum as the proposal.
    private mutating func content(_ index: Int, in range: FlexRange) -> Size {
        if nodes[index].container != nil {
            measuredRanges[index] = range
            return size(of: index, in: range)
        }
        guard let measure = nodes[index].measure else { return .zero }
        return measure(ProposedSize(width: range.maximum.width.isFinite ? range.maximum.width : nil,
                                    height: range.maximum.height.isFinite ? range.maximum.height : nil))
    }

    // MARK: - One stack

    /// An in-flow child on a line, in the stack's own (unmirrored) terms:
    /// main runs from the main start, cross from the cross start.
    private struct Item {
        let node: Int
        var size: Size
        /// Margins in the unmirrored space: before and after on each axis.
        var mainBefore: Double, mainAfter: Double, crossBefore: Double, crossAfter: Double
        var autoMainBefore: Bool, autoMainAfter: Bool, autoCrossBefore: Bool, autoCrossAfter: Bool
        let alignment: StackAlignment
        let spacingBefore: Double, spacingAfter: Double
        /// The offer of step 2 across the axis.
        let crossOffer: (Double, Double)
        /// Its main and cross positions in the content box, unmirrored.
        var mainPosition = 0.0, crossPosition = 0.0

        func main(_ axis: LayoutAxis) -> Double { size[axis] }
        func cross(_ axis: LayoutAxis) -> Double { size[axis.cross] }
        func outerMain(_ axis: LayoutAxis) -> Double { size[axis] + mainBefore + mainAfter + spacingBefore + spacingAfter }
        func outerCross(_ axis: LayoutAxis) -> Double { size[axis.cross] + crossBefore + crossAfter }
        var isStretched: Bool { alignment == .fill && !autoCrossBefore && !autoCrossAfter }
        var hasAutoMainMargin: Bool { autoMainBefore || autoMainAfter }
    }

    private struct Line {
        var items: [Int]
        var cross = 0.0
        var baseline = 0.0
        var sum = 0.0
    }

    /// How a stack's axes map to the frame: which are mirrored (step 13).
    private struct Orientation {
        let axis: LayoutAxis
        let mirrorsMain: Bool
        let mirrorsCross: Bool

        init(_ container: FlexContainer) {
            axis = container.axis
            mirrorsMain = container.isReversed != (container.rightToLeft && container.axis == .horizontal)
            mirrorsCross = (container.wrap == .wrapReverse) != (container.rightToLeft && container.axis == .vertical)
        }

        /// The physical edges (start, end) of an axis in unmirrored order.
        func edges<Value>(_ axis: LayoutAxis, left: Value, top: Value, right: Value, bottom: Value) -> (Value, Value) {
            let physical = axis == .horizontal ? (left, right) : (top, bottom)
            let mirrored = axis == self.axis ? mirrorsMain : mirrorsCross
            return mirrored ? (physical.1, physical.0) : physical
        }
    }

    /// Lays out one stack within `range`: its size and its children's frames
    /// (in its own coordinate space).
    private mutating func layout(_ index: Int, in range: FlexRange)
        -> (size: Size, frames: [(Int, Rect)], baselines: FlexBaselines) {
        let container = nodes[index].container!
        let axis = container.axis, crossAxis = axis.cross
        let orientation = Orientation(container)
        let padding = container.padding
        let paddingMain = axis == .horizontal ? padding.left + padding.right : padding.top + padding.bottom
        let paddingCross = axis == .horizontal ? padding.top + padding.bottom : padding.left + padding.right
        // Step 1.
        let content = range.inset(by: padding)
        let base = PercentBase(width: content.definite(.horizontal), height: content.definite(.vertical))
        let mainRange = content[axis], crossRange = content[crossAxis]

        // Step 2.
        let inFlow = container.children.filter { !nodes[$0].isHidden && nodes[$0].options.position == .relative }
        var items = inFlow.map { makeItem($0, container, orientation, content: content, base: base) }

        // Step 3.
        var lines: [Line] = []
        if container.wrap == .noWrap || items.isEmpty {
            lines = [Line(items: Array(items.indices))]
        } else {
            var current: [Int] = [], sum = 0.0
            for position in items.indices {
                let outer = items[position].outerMain(axis)
                let extended = current.isEmpty ? outer : sum + container.spacing(after: items[current.last!].node) + outer
                if !current.isEmpty && extended > mainRange.maximum + 1e-9 {
                    lines.append(Line(items: current))
                    (current, sum) = ([position], outer)
                } else {
                    current.append(position)
                    sum = extended
                }
            }
            lines.append(Line(items: current))
        }

        // Step 4.
        for (position, line) in lines.enumerated() {
            flex(line.items, in: &items, container, mainRange: mainRange, base: base,
                 line: FlexShare.Line(index: position, lineCount: lines.count, itemCount: line.items.count))
        }

        // Step 6.
        for position in lines.indices {
            var line = lines[position]
            var ascent = 0.0, descent = 0.0, tallest = 0.0
            var hasBaseline = false
            for member in line.items {
                let item = items[member]
                if item.alignment.isBaseline {
                    hasBaseline = true
                    let itemAscent = self.ascent(of: item, container, orientation)
                    ascent = max(ascent, itemAscent)
                    descent = max(descent, item.outerCross(axis) - itemAscent)
                } else {
                    tallest = max(tallest, item.outerCross(axis))
                }
            }
            line.cross = max(hasBaseline ? ascent + descent : 0, tallest)
            line.baseline = ascent
            if lines.count == 1 {
                if let definite = content.definite(crossAxis) {
                    line.cross = definite
                } else {
                    line.cross = max(crossRange.minimum, min(line.cross, crossRange.maximum))
                }
            }
            lines[position] = line
        }

        // Step 7.
        let spacingBetweenLines = container.lineSpacing * Double(max(lines.count - 1, 0))
        if lines.count > 1 && container.alignContent == .stretch {
            let total = lines.reduce(0) { $0 + $1.cross } + spacingBetweenLines
            let room = crossRange.minimum - total
            if room > Self.epsilon {
                for position in lines.indices { lines[position].cross += room / Double(lines.count) }
            }
        }

        // Step 8.
        for line in lines {
            for member in line.items where items[member].isStretched {
                let item = items[member]
                let length = line.cross - item.crossBefore - item.crossAfter
                guard length - item.cross(axis) > Self.epsilon else { continue }
                shares[item.node]?.unstretchedCross = item.cross(axis)
                let cross = stretchedOffer(item.node, length, length, axis.cross, base: base, stretched: true)
                let offer = FlexRange(axis: axis, main: (item.main(axis), item.main(axis)), cross: cross)
                items[member].size = measure(item.node, offered: offer, base: base)
            }
        }

        // Step 9.
        for position in lines.indices {
            let members = lines[position].items
            lines[position].sum = lineSum(members, items, container)
        }
        let longest = lines.map(\.sum).max() ?? 0
        let crossTotal = lines.reduce(0) { $0 + $1.cross } + spacingBetweenLines
        var wanted = Size.zero
        wanted[axis] = longest + paddingMain
        wanted[crossAxis] = crossTotal + paddingCross
        if container.fitsAbsoluteChildren {
            let extent = absoluteExtent(container, range: range)
            wanted = Size(width: max(wanted.width, extent.width), height: max(wanted.height, extent.height))
        }
        let size = range.clamp(wanted)
        let contentMain = max(0, size[axis] - paddingMain), contentCross = max(0, size[crossAxis] - paddingCross)

        // Steps 10 to 12.
        let (lineOffset, lineGap) = Self.distribute(room: contentCross - crossTotal, count: lines.count,
                                                    container.alignContent)
        for line in lines {
            for member in line.items {
                shares[items[member].node]?.line.crossFree = contentCross - crossTotal
                shares[items[member].node]?.line.cross = line.cross
            }
        }
        var crossPosition = lineOffset
        for (position, line) in lines.enumerated() {
            if position > 0 { crossPosition += container.lineSpacing + lineGap }
            placeAlong(line, in: &items, container, orientation, contentMain: contentMain)
            for member in line.items {
                let (offset, ascent) = crossOffset(of: items[member], in: line, container, orientation)
                items[member].crossPosition = crossPosition + offset
                if let ascent { shares[items[member].node]?.baseline = (ascent, line.baseline) }
            }
            crossPosition += line.cross
        }

        // Steps 13 and 14.
        var frames: [(Int, Rect)] = []
        func frame(main: Double, cross: Double, size: Size) -> Rect {
            var origin = Point.zero
            let mainPosition = orientation.mirrorsMain ? contentMain - main - size[axis] : main
            let crossPosition = orientation.mirrorsCross ? contentCross - cross - size[crossAxis] : cross
            if axis == .horizontal {
                origin = Point(x: padding.left + mainPosition, y: padding.top + crossPosition)
            } else {
                origin = Point(x: padding.left + crossPosition, y: padding.top + mainPosition)
            }
            return Rect(origin: origin, size: size)
        }
        for item in items {
            let placed = frame(main: item.mainPosition, cross: item.crossPosition, size: item.size)
            frames.append((item.node, placed.offsetBy(relativeOffset(of: item.node, rightToLeft: container.rightToLeft, base: base))))
        }
        let baselines = vendedBaselines(axis, inFlow: frames)

        // Step 15, where a child is hidden (most stacks have none).
        let hidesInFlow = inFlow.count < container.children.count
            && container.children.contains { nodes[$0].isHidden && nodes[$0].options.position == .relative }
        if hidesInFlow {
            var nextStart: [Int: (main: Double, line: Int)] = [:]
            for (position, line) in lines.enumerated() {
                for member in line.items { nextStart[items[member].node] = (items[member].mainPosition, position) }
            }
            var following: (main: Double, line: Int)?
            if let lastLine = lines.indices.last, let last = lines[lastLine].items.last.map({ items[$0] }) {
                following = (last.mainPosition + last.main(axis) + last.mainAfter + last.spacingAfter, lastLine)
            }
            for child in container.children.reversed() {
                if let start = nextStart[child] { following = start; continue }
                guard nodes[child].isHidden, nodes[child].options.position == .relative else { continue }
                var item = makeItem(child, container, orientation, content: content, base: base)
                item.size[axis] = 0
                let place = following ?? (0, 0)
                item.mainPosition = place.main
                if lines.indices.contains(place.line) {
                    let line = lines[place.line]
                    let lineStart = lineStartPositions(lines, items: items, first: lineOffset, gap: lineGap, container)[place.line]
                    if item.isStretched {
                        // Clamped into its own range across, as a visible
                        // item stretched in step 8: placed as if visible.
                        let length = max(0, line.cross - item.crossBefore - item.crossAfter)
                        item.size[crossAxis] = stretchedOffer(child, length, length, crossAxis, base: base,
                                                              stretched: true).0
                    }
                    item.crossPosition = lineStart + crossOffset(of: item, in: line, container, orientation).offset
                }
                frames.append((child, frame(main: item.mainPosition, cross: item.crossPosition, size: item.size)))
            }
        }

        // Step 16.
        for child in container.children where !nodes[child].isHidden && nodes[child].options.position == .absolute {
            frames.append((child, absoluteFrame(child, container, orientation, size: size, contentMain: contentMain,
                                                contentCross: contentCross)))
        }
        return (size, frames, baselines)
    }

    /// The baselines a stack vends from its in-flow children's frames, in
    /// order: a column's first baseline is its first child's, its last its
    /// last child's (Texture's vertical `ASStackLayoutSpec`); a row's are
    /// its tallest child's, the first of equals, as a `UIStackView` row
    /// vends (in a baseline-aligned row, the line's baseline). A child
    /// without a baseline stands in with its top for a first baseline and
    /// its bottom for a last, as it does when it is aligned itself.
    private func vendedBaselines(_ axis: LayoutAxis, inFlow frames: [(Int, Rect)]) -> FlexBaselines {
        guard let firstFrame = frames.first, let lastFrame = frames.last else { return FlexBaselines() }
        var (first, last) = (firstFrame, lastFrame)
        if axis == .horizontal {
            let tallest = frames.dropFirst().reduce(firstFrame) { $1.1.height > $0.1.height ? $1 : $0 }
            (first, last) = (tallest, tallest)
        }
        return FlexBaselines(first: first.1.minY + (baselines(of: first.0, size: first.1.size).first ?? 0),
                             last: last.1.minY + (baselines(of: last.0, size: last.1.size).last ?? last.1.height))
    }

    /// Step 2 for one child: its margins in unmirrored terms, its alignment
    /// and its first measurement.
    private mutating func makeItem(_ child: Int, _ container: FlexContainer, _ orientation: Orientation,
                                   content: FlexRange, base: PercentBase) -> Item {
        let axis = container.axis
        let options = nodes[child].options
        let margin = options.margin
        let (left, right) = margin.horizontal(rightToLeft: container.rightToLeft)
        let (mainStart, mainEnd) = orientation.edges(axis, left: left, top: margin.top, right: right, bottom: margin.bottom)
        let (crossStart, crossEnd) = orientation.edges(axis.cross, left: left, top: margin.top, right: right,
                                                       bottom: margin.bottom)
        var alignment = options.alignSelf ?? container.alignItems
        if axis == .vertical && alignment.isBaseline { alignment = .leading }
        let width = base.width
        let before = crossStart.resolved(againstWidth: width), after = crossEnd.resolved(againstWidth: width)
        let stretched = alignment == .fill && crossStart != .auto && crossEnd != .auto
        let crossRange = content[axis.cross]
        // A wrapping stack stretches its items line by line (step 8) only.
        let stretchesNow = stretched && container.wrap == .noWrap
        let crossOffer = stretchedOffer(child, stretchesNow ? max(0, crossRange.minimum - before - after) : 0,
                                        max(0, crossRange.maximum - before - after), axis.cross, base: base,
                                        stretched: stretchesNow)
        var item = Item(node: child, size: .zero,
                        mainBefore: mainStart.resolved(againstWidth: width), mainAfter: mainEnd.resolved(againstWidth: width),
                        crossBefore: before, crossAfter: after,
                        autoMainBefore: mainStart == .auto, autoMainAfter: mainEnd == .auto,
                        autoCrossBefore: crossStart == .auto, autoCrossAfter: crossEnd == .auto,
                        alignment: alignment, spacingBefore: options.spacingBefore,
                        spacingAfter: options.spacingAfter, crossOffer: crossOffer)
        let mainOffer: (Double, Double)
        if let basis = options.basis.resolved(against: base[axis]) {
            mainOffer = (max(0, basis), max(0, basis))
        } else {
            mainOffer = (0, .infinity)
        }
        item.size = measure(child, offered: FlexRange(axis: axis, main: mainOffer, cross: crossOffer), base: base)
        return item
    }

    /// The cross offer for a child: `[low, high]`, except that a stretched
    /// child's ends are clamped into its own range, the minimum winning, as
    /// CSS and Yoga clamp a stretched length: a minimum across does not keep
    /// an item from stretching, a maximum stops it, and an item of a given
    /// size (0 included) is not stretched.
    private func stretchedOffer(_ child: Int, _ low: Double, _ high: Double, _ axis: LayoutAxis, base: PercentBase,
                                stretched: Bool) -> (Double, Double) {
        guard stretched else { return (low, high) }
        let own = Self.ownRange(nodes[child], base: base)
        let clamp = { (length: Double) in max(own.minimum[axis], min(length, own.maximum[axis])) }
        let minimum = clamp(low)
        return (minimum, max(minimum, clamp(high)))
    }

    /// A line's outer main lengths and the spacing between them.
    private func lineSum(_ members: [Int], _ items: [Item], _ container: FlexContainer) -> Double {
        var sum = 0.0
        for (index, member) in members.enumerated() {
            sum += items[member].outerMain(container.axis)
            if index > 0 { sum += container.spacing(after: items[members[index - 1]].node) }
        }
        return sum
    }

    /// Step 4 for one line, `line` among the stack's.
    private mutating func flex(_ members: [Int], in items: inout [Item], _ container: FlexContainer,
                               mainRange: (minimum: Double, maximum: Double), base: PercentBase, line: FlexShare.Line) {
        let axis = container.axis
        let sum = lineSum(members, items, container)
        let violation = sum < mainRange.minimum ? mainRange.minimum - sum : sum > mainRange.maximum ? mainRange.maximum - sum : 0
        let autoMargins = members.reduce(0) { $0 + (items[$1].autoMainBefore ? 1 : 0) + (items[$1].autoMainAfter ? 1 : 0) }
        guard abs(violation) >= Self.epsilon else {
            for member in members {
                shares[items[member].node] = FlexShare(basis: items[member].main(axis), free: violation, factor: 0, total: 0,
                                                       adjustment: 0, autoMargins: autoMargins, line: line, base: base)
            }
            return
        }
        var adjustments = Array(repeating: 0.0, count: members.count)
        // Each item's factor and what it is weighed against, for its share.
        let factors: [Double], weights: [Double]
        if violation > 0 {
            factors = members.map { max(nodes[items[$0].node].options.grow, 0) }
            weights = factors
        } else {
            factors = members.map { max(nodes[items[$0].node].options.shrink, 0) }
            weights = members.indices.map { items[members[$0]].main(axis) * factors[$0] }
        }
        let total = weights.reduce(0, +)
        if total > 0 {
            for position in members.indices {
                let share = violation * weights[position] / total
                adjustments[position] = violation > 0 && container.roundsGrowth ? share.rounded(.down) : share
            }
            if violation > 0, container.roundsGrowth, let first = adjustments.firstIndex(where: { $0 != 0 }), weights[first] > 0 {
                adjustments[first] += violation - adjustments.reduce(0, +)
            }
        }
        for (position, member) in members.enumerated() {
            shares[items[member].node] = FlexShare(basis: items[member].main(axis), free: violation, factor: factors[position],
                                                   total: total, adjustment: adjustments[position], autoMargins: autoMargins,
                                                   line: line, base: base)
        }
        for (position, member) in members.enumerated() where adjustments[position] != 0 {
            let item = items[member]
            let length = max(item.main(axis) + adjustments[position], 0)
            let offer = FlexRange(axis: axis, main: (length, length), cross: item.crossOffer)
            items[member].size = measure(item.node, offered: offer, base: base)
        }
    }

    /// A child's ascent in its line: its baseline's distance from its outer
    /// cross start (a first baseline, or the last for `lastBaseline`).
    private func ascent(of item: Item, _ container: FlexContainer, _ orientation: Orientation) -> Double {
        let baselines = baselines(of: item.node, size: item.size)
        let cross = item.cross(container.axis)
        let offset = item.alignment == .firstBaseline ? baselines.first ?? 0 : baselines.last ?? cross
        return item.crossBefore + (orientation.mirrorsCross ? cross - offset : offset)
    }

    /// Steps 5 and 11: places a line's children along the axis.
    private func placeAlong(_ line: Line, in items: inout [Item], _ container: FlexContainer, _ orientation: Orientation,
                            contentMain: Double) {
        let axis = container.axis
        var room = contentMain - line.sum
        let autoMargins = line.items.reduce(0) { $0 + (items[$1].autoMainBefore ? 1 : 0) + (items[$1].autoMainAfter ? 1 : 0) }
        var share = 0.0
        if room > 0 && autoMargins > 0 {
            share = room / Double(autoMargins)
            room = 0
        }
        let (offset, gap) = Self.distribute(room: room, count: line.items.count, justify(container.justification))
        var position = offset
        for (index, member) in line.items.enumerated() {
            let item = items[member]
            position += item.spacingBefore
            if index > 0 { position += container.spacing(after: items[line.items[index - 1]].node) + gap }
            position += item.mainBefore + (item.autoMainBefore ? share : 0)
            items[member].mainPosition = position
            position += item.main(axis) + item.mainAfter + (item.autoMainAfter ? share : 0) + item.spacingAfter
        }
    }

    /// Step 12: a child's offset across its line, and its ascent when its
    /// baseline placed it (which a report's explanation names).
    private func crossOffset(of item: Item, in line: Line, _ container: FlexContainer,
                             _ orientation: Orientation) -> (offset: Double, ascent: Double?) {
        let axis = container.axis
        let room = line.cross - item.outerCross(axis)
        if item.autoCrossBefore || item.autoCrossAfter {
            let before = item.autoCrossBefore ? (item.autoCrossAfter ? room / 2 : room) : 0
            return (item.crossBefore + max(0, before), nil)
        }
        switch item.alignment {
        case .fill, .leading: return (item.crossBefore, nil)
        case .trailing: return (item.crossBefore + room, nil)
        case .center: return (item.crossBefore + room / 2, nil)
        case .firstBaseline, .lastBaseline:
            let ascent = ascent(of: item, container, orientation)
            return (line.baseline - ascent + item.crossBefore, ascent)
        }
    }

    /// Where each line starts across the content box.
    private func lineStartPositions(_ lines: [Line], items: [Item], first: Double, gap: Double,
                                    _ container: FlexContainer) -> [Double] {
        var starts: [Double] = []
        var position = first
        for (index, line) in lines.enumerated() {
            if index > 0 { position += container.lineSpacing + gap }
            starts.append(position)
            position += line.cross
        }
        return starts
    }

    /// Step 9 for a stack that sizes to fit its absolute children
    /// (``StackItem/sizesToFitAbsoluteItems``): the size that holds each
    /// visible one's frame and margins, from the edge its offset names, or
    /// inside the padding on an axis without an offset. A child offset from
    /// both edges of an axis takes its length there from the stack, and an
    /// offset that is a fraction of a length not yet known is not set: both
    /// hold nothing on that axis. Children are measured as step 16 measures
    /// them, against the stack's definite lengths.
    private mutating func absoluteExtent(_ container: FlexContainer, range: FlexRange) -> Size {
        let width = range.definite(.horizontal), height = range.definite(.vertical)
        let base = PercentBase(width: width, height: height)
        let padding = container.padding
        var extent = Size.zero
        for child in container.children where !nodes[child].isHidden && nodes[child].options.position == .absolute {
            let offset = nodes[child].options.offset, margin = nodes[child].options.margin
            let (marginLeft, marginRight) = margin.horizontal(rightToLeft: container.rightToLeft)
            let (offsetLeft, offsetRight) = offset.horizontal(rightToLeft: container.rightToLeft)
            let measured = measure(child, offered: .unbounded, base: base)
            let outerWidth = measured.width + marginLeft.resolved(againstWidth: width)
                + marginRight.resolved(againstWidth: width)
            let outerHeight = measured.height + margin.top.resolved(againstWidth: width)
                + margin.bottom.resolved(againstWidth: width)
            if let reach = Self.reach(outerWidth, from: offsetLeft, offsetRight, of: width,
                                      padding: padding.left + padding.right) {
                extent.width = max(extent.width, reach)
            }
            if let reach = Self.reach(outerHeight, from: offset.top, offset.bottom, of: height,
                                      padding: padding.top + padding.bottom) {
                extent.height = max(extent.height, reach)
            }
        }
        return extent
    }

    /// How long a stack must be along one axis to hold a child of `outer`
    /// length (margins included) offset from one of its edges by `start` or
    /// `end` (fractions of `length`), or inside `padding` when neither is
    /// set; nil when both are, or when an offset cannot be resolved.
    private static func reach(_ outer: Double, from start: FlexDimension, _ end: FlexDimension, of length: Double?,
                              padding: Double) -> Double? {
        switch (start, end) {
        case (.auto, .auto): return outer + padding
        case (_, .auto): return start.resolved(against: length).map { $0 + outer }
        case (.auto, _): return end.resolved(against: length).map { $0 + outer }
        default: return nil
        }
    }

    /// Step 16: an absolute child's frame in the stack's coordinate space.
    private mutating func absoluteFrame(_ child: Int, _ container: FlexContainer, _ orientation: Orientation, size: Size,
                                        contentMain: Double, contentCross: Double) -> Rect {
        let base = PercentBase(width: size.width, height: size.height)
        let offset = nodes[child].options.offset
        let margin = nodes[child].options.margin
        let (marginLeft, marginRight) = margin.horizontal(rightToLeft: container.rightToLeft)
        let margins = EdgeInsets(top: margin.top.resolved(againstWidth: size.width),
                                 left: marginLeft.resolved(againstWidth: size.width),
                                 bottom: margin.bottom.resolved(againstWidth: size.width),
                                 right: marginRight.resolved(againstWidth: size.width))
        let (offsetLeft, offsetRight) = offset.horizontal(rightToLeft: container.rightToLeft)
        let left = offsetLeft.resolved(against: size.width), right = offsetRight.resolved(against: size.width)
        let top = offset.top.resolved(against: size.height), bottom = offset.bottom.resolved(against: size.height)
        var offer = FlexRange.unbounded
        let own = Self.ownRange(nodes[child], base: base)
        if let left, let right, own.definite(.horizontal) == nil {
            let length = max(0, size.width - left - right - margins.left - margins.right)
            offer.minimum.width = length
            offer.maximum.width = length
        }
        if let top, let bottom, own.definite(.vertical) == nil {
            let length = max(0, size.height - top - bottom - margins.top - margins.bottom)
            offer.minimum.height = length
            offer.maximum.height = length
        }
        let measured = measure(child, offered: offer, base: base)
        // Where it goes alone in the content box, on an axis without offsets.
        func staticPosition(_ axis: LayoutAxis) -> Double {
            let isMain = axis == container.axis
            let length = measured[axis] + (axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom)
            let room = (isMain ? contentMain : contentCross) - length
            let fraction: Double
            if isMain {
                switch justify(container.justification) {
                case .start, .spaceBetween: fraction = 0
                case .center, .spaceAround, .spaceEvenly, .stretch: fraction = 0.5
                case .end: fraction = 1
                }
            } else {
                switch nodes[child].options.alignSelf ?? container.alignItems {
                case .center: fraction = 0.5
                case .trailing: fraction = 1
                default: fraction = 0
                }
            }
            let mirrored = isMain ? orientation.mirrorsMain : orientation.mirrorsCross
            let unmirrored = room * fraction
            let position = mirrored ? room - unmirrored : unmirrored
            let padding = axis == .horizontal ? container.padding.left : container.padding.top
            return padding + position + (axis == .horizontal ? margins.left : margins.top)
        }
        let x = Self.startSide(left: left.map { $0 + margins.left },
                               right: right.map { size.width - $0 - margins.right - measured.width },
                               rightToLeft: container.rightToLeft) ?? staticPosition(.horizontal)
        let y = top.map { $0 + margins.top }
            ?? bottom.map { size.height - $0 - margins.bottom - measured.height } ?? staticPosition(.vertical)
        return Rect(x: x, y: y, width: measured.width, height: measured.height)
    }

    /// Step 17: how far an offset moves a child in the flow (CSS `position:
    /// relative`): by its left offset, or back by its right one, the start
    /// side's winning when both are given (the right one right to left,
    /// with leading and trailing as the stack's direction makes them); by
    /// its top, or up by its bottom; fractions of the content box.
    private func relativeOffset(of child: Int, rightToLeft: Bool, base: PercentBase) -> (dx: Double, dy: Double) {
        Self.relativeOffset(nodes[child].options.offset, rightToLeft: rightToLeft, base: base)
    }

    /// Step 17 for `offset`, which ``FlexSizeNotes`` also reads to say how
    /// far an item in the flow was moved from where its line put it.
    static func relativeOffset(_ offset: FlexOffsets, rightToLeft: Bool, base: PercentBase) -> (dx: Double, dy: Double) {
        let (left, right) = offset.horizontal(rightToLeft: rightToLeft)
        let dx = startSide(left: left.resolved(against: base.width),
                           right: right.resolved(against: base.width).map { -$0 }, rightToLeft: rightToLeft) ?? 0
        let dy = offset.top.resolved(against: base.height) ?? offset.bottom.resolved(against: base.height).map { -$0 } ?? 0
        return (dx, dy)
    }

    /// What the offset on the start side gives when both horizontal
    /// offsets are set, else the one that is (CSS ignores `left` right to
    /// left, Yoga places by `start`): a right-to-left layout is the
    /// left-to-right one mirrored.
    private static func startSide(left: Double?, right: Double?, rightToLeft: Bool) -> Double? {
        rightToLeft ? right ?? left : left ?? right
    }

    // MARK: - Distributing room

    /// justifyContent in alignContent's terms.
    private func justify(_ justification: FlexJustification) -> FlexAlignContent {
        switch justification {
        case .start: .start
        case .center: .center
        case .end: .end
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        }
    }

    /// Steps 10 and 11: the offset before the first of `count` boxes and the
    /// extra gap between them, for `room` left over. The spaced
    /// distributions fall back to start or centre without room or with one
    /// box.
    static func distribute(room: Double, count: Int, _ distribution: FlexAlignContent) -> (offset: Double, gap: Double) {
        guard count > 0 else { return (0, 0) }
        var distribution = distribution
        if room < epsilon || count == 1 {
            switch distribution {
            case .spaceBetween: distribution = .start
            case .spaceAround, .spaceEvenly: distribution = .center
            default: break
            }
        }
        let n = Double(count)
        switch distribution {
        case .start, .stretch: return (0, 0)
        case .center: return (room / 2, 0)
        case .end: return (room, 0)
        case .spaceBetween: return (0, room / (n - 1))
        case .spaceAround: return (room / (2 * n), room / n)
        case .spaceEvenly: return (room / (n + 1), room / (n + 1))
        }
    }
}
