/// Turns the flex layout of a stack's subtree into constraints.
///
/// A flex stack that no flex stack arranges (a *flex root*) lays out its
/// whole flex subtree with ``FlexLayout``: nested flex stacks are boxes of
/// that layout, and every other arranged item a leaf measured by its
/// content, its intrinsic size or its own constraints. The root asks for its
/// content size at its hugging and compression resistance (`STK-content-fit`)
/// within its size range (`STK-size-range`), and each stack of the subtree
/// pins its arranged items to the frames the layout gave them
/// (`STK-flex-position`, `STK-flex-size`): the solver decides the root's
/// size, the layout everything inside it.
struct FlexCompiler {
    let root: StackItem
    private(set) var layout: FlexLayout
    /// The flex stacks of the subtree and their boxes, the root first.
    private(set) var stacks: [(stack: StackItem, node: Int)] = []
    /// The arranged items with nothing to measure: each is 0 × 0 unless its
    /// options say otherwise, which a conflict report should say.
    private(set) var emptyLeaves: Set<ObjectIdentifier> = []
    /// Whether a leaf is measured by the fitting size of its constraints
    /// (see ``measure(of:countingBroken:into:)``), whose broken constraints
    /// follow the changes before.
    private(set) var measuresByFittingSize = false
    /// Whether an option of the subtree is a fraction, which resolves only
    /// where the length it is a fraction of is definite.
    private let usesFractions: Bool

    /// The measurements of leaves by their constraints, to read which
    /// broken constraints they counted.
    private let fittings = FittingRecord()

    /// A compiler of `root`'s flex subtree; `countingBroken`: whether a
    /// leaf measured by its constraints counts the application's broken ones
    /// (see ``SubtreeFitting``).
    init(root: StackItem, countingBroken: Bool) {
        self.root = root
        let fittings = fittings
        var nodes: [FlexNode] = []
        var stacks: [(StackItem, Int)] = []
        var emptyLeaves: Set<ObjectIdentifier> = []
        var fitted = false
        func add(_ item: LayoutItem, options: FlexItemOptions) -> Int {
            let index = nodes.count
            // Made in place: a node is large, and appending a local one copied it.
            nodes.append(FlexNode(item: item))
            nodes[index].options = options
            nodes[index].isHidden = item.isHidden
            nodes[index].aspectRatio = item.aspectRatio
            nodes[index].firstBaseline = item.firstBaselineOffset
            nodes[index].lastBaseline = item.lastBaselineOffset
            if let content = item.measuredContent {
                nodes[index].lastBaselineShift = { size in
                    // Laid out below the content's height, it shows fewer
                    // lines. The item's checked, cached answer at that width:
                    // the layout has mostly asked it already.
                    let wanted = (try? item.contentSize(within: ProposedSize(width: size.width, height: nil))?.get())?.height
                    let shown = wanted.map { size.height < $0 } == true ? size.height : nil
                    return content.lastBaselineShift(within: ProposedSize(width: size.width, height: shown))
                }
            }
            if let stack = item as? StackItem, stack.isFlex {
                stacks.append((stack, index))
                var container = FlexContainer()
                container.axis = stack.axis
                container.isReversed = stack.isReversed
                let rightToLeft = stack.effectiveLayoutDirection == .rightToLeft
                container.rightToLeft = rightToLeft
                if case let .flex(justification) = stack.distribution { container.justification = justification }
                container.alignItems = stack.alignment
                container.wrap = stack.flexWrap
                container.alignContent = stack.alignContent
                container.spacing = stack.spacing.value
                container.lineSpacing = stack.lineSpacing
                container.padding = stack.padding.insets(rightToLeft: rightToLeft)
                container.roundsGrowth = stack.roundsGrowthToWholePoints
                container.fitsAbsoluteChildren = stack.sizesToFitAbsoluteItems
                nodes[index].sizeRange = stack.sizeRange.flexRange
                // A nested stack's length that the application sets is its
                // box's, as a container's width is in Yoga; the root's is
                // the solver's to decide. One outside the lengths the stack
                // and its parent's options for it allow is not: the stack
                // is given one they allow, and the constraint meets it, a
                // conflict the engine reports.
                let own = FlexLayout.ownRange(nodes[index], base: FlexLayout.PercentBase())
                for axis in LayoutAxis.allCases where index > 0 {
                    guard let length = stack.lengthSetByUser(along: axis, includingBroken: countingBroken),
                          length >= own.minimum[axis] - FlexLayout.epsilon,
                          length <= own.maximum[axis] + FlexLayout.epsilon else { continue }
                    nodes[index].sizeRange.minimum[axis] = length
                    nodes[index].sizeRange.maximum[axis] = length
                    if axis == .horizontal {
                        nodes[index].lengthSetByConstraint.horizontal = true
                    } else {
                        nodes[index].lengthSetByConstraint.vertical = true
                    }
                }
                container.children.reserveCapacity(stack.arrangedItems.count)
                let stackIndex = index
                for child in stack.arrangedItems {
                    let index = add(child, options: stack.flexOptions(for: child))
                    container.children.append(index)
                    if nodes[index].fitsBelow { nodes[stackIndex].fitsBelow = true }
                    let custom = stack.customSpacing(after: child)
                    if custom != .default { container.customSpacings[index] = custom.value }
                }
                nodes[index].container = container
            } else {
                nodes[index].measure = Self.measure(of: item, countingBroken: countingBroken, into: fittings)
                if Self.measuresByFitting(item, countingBroken: countingBroken) {
                    fitted = true
                    nodes[index].fitsBelow = true
                }
                if nodes[index].measure == nil { emptyLeaves.insert(ObjectIdentifier(item)) }
            }
            return index
        }
        // Room for every box at once: a node is large, and a long list
        // copied it at each growth.
        nodes.reserveCapacity(Self.boxCount(root))
        _ = add(root, options: FlexItemOptions())
        usesFractions = nodes.contains { $0.options.usesFractions }
        layout = FlexLayout(nodes: nodes)
        self.stacks = stacks
        self.emptyLeaves = emptyLeaves
        measuresByFittingSize = fitted
    }

    /// The boxes of a flex stack's subtree: the stack, and each arranged
    /// item, with the boxes of those that are flex stacks.
    private static func boxCount(_ stack: StackItem) -> Int {
        stack.arrangedItems.reduce(1) { count, item in
            if let nested = item as? StackItem, nested.isFlex { count + boxCount(nested) } else { count + 1 }
        }
    }

    /// Whether a leaf is measured by the fitting size of its constraints: it
    /// holds other items, or constraints of the application size it (those
    /// the engine enforces, and its broken ones too when the measurement
    /// counts them).
    private static func measuresByFitting(_ item: LayoutItem, countingBroken: Bool) -> Bool {
        !item.children.isEmpty || item.hasUserSizeConstraints(includingBroken: countingBroken)
    }

    /// How a leaf measures: its content, its intrinsic size, or the fitting
    /// size of its own constraints when it holds other items or constraints
    /// of the application size it (with its content's size at its hugging
    /// and compression resistance), those of its own subtree alone
    /// (``SubtreeFitting``, built at the first measurement and noted in
    /// `record` with the broken constraints it counted), by its content when
    /// that measurement holds none of the size constraints (it leaves out a
    /// broken one that conflicts within the subtree); nil when it has none
    /// of these.
    private static func measure(of item: LayoutItem, countingBroken: Bool,
                                into record: FittingRecord) -> ((ProposedSize) -> Size)? {
        let content: ((ProposedSize) -> Size)?
        if item.measuredContent != nil {
            content = { [unowned item] proposal in
                switch item.contentSize(within: proposal) {
                case let .success(size)?: size
                default: item.lastAcceptedContentSize ?? .zero
                }
            }
        } else if item.intrinsicContentSize.width != nil || item.intrinsicContentSize.height != nil {
            let size = Size(width: item.intrinsicLength(along: .horizontal) ?? 0,
                            height: item.intrinsicLength(along: .vertical) ?? 0)
            content = { _ in size }
        } else {
            content = nil
        }
        guard measuresByFitting(item, countingBroken: countingBroken) else { return content }
        var fitting: SubtreeFitting?
        return { [unowned item, unowned record] proposal in
            let size = content?(proposal)
            let intrinsic = size.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
            let measurement = fitting ?? SubtreeFitting(item, includingBroken: countingBroken)
            if fitting == nil {
                fitting = measurement
                record.countedBroken += measurement.countedBroken
                record.held += measurement.heldUserConstraints
            }
            // Constraints the measurement left out size nothing: a fresh
            // tree, built without them, measures the item by its content.
            guard measurement.holdsUserSizeConstraints || !item.children.isEmpty else { return size ?? .zero }
            return measurement.size(within: proposal, content: intrinsic)
        }
    }

    /// The broken constraints of the application that the measurements so
    /// far counted.
    var countedBrokenConstraints: [LayoutConstraint] { fittings.countedBroken }

    /// The constraints of the application that the measurements so far
    /// held: the placement stands on them, and must not once one breaks.
    var heldConstraints: [LayoutConstraint] { fittings.held }

    /// The root's content size, as a multi-line label measures: its width is
    /// its layout within its size range offered at most `solvedWidth` (the
    /// width it was last laid out at; any width before its first solve), its
    /// height its layout at exactly that width when its constraints hold it
    /// at another, or squeeze it there, or the subtree has fractions (which
    /// resolve only there). Also returns the range of the first layout, in
    /// which the root is placed on an axis where its content decides its
    /// length.
    mutating func contentSize(solvedWidth: Double?) -> (size: Size, range: FlexRange) {
        var range = root.sizeRange.flexRange
        if let solvedWidth { range.maximum.width = max(range.minimum.width, min(range.maximum.width, solvedWidth)) }
        var size = layout.size(of: 0, in: range)
        // Offered at most the solved width, the width is not definite:
        // fractions count as not given, and a stretched child's main length
        // (a photo's height from its aspect ratio) is measured before its
        // stretch. At exactly that width, where the root is placed when
        // constraints decided it (`constraints(content:solved:)`), they
        // resolve, so the height is taken there.
        if let solvedWidth, usesFractions || abs(solvedWidth - size.width) > Self.tolerance
            || isSqueezed(toWidth: solvedWidth, contentWidth: size.width) {
            var exact = root.sizeRange.flexRange
            exact.minimum.width = solvedWidth
            exact.maximum.width = solvedWidth
            size.height = layout.size(of: 0, in: exact).height
        }
        return (size, range)
    }

    /// The root's content width where constraints hold it at `height`,
    /// another height than its content's: it is placed at that height,
    /// where a stretched child's width may follow from it (a square icon
    /// in a row), so the width is taken there, offered any width (offered
    /// at most the solved width, a width too small for that height would
    /// keep itself). The height stays the content's: taken at the solved
    /// height, it would keep that height once the constraints let go.
    mutating func contentWidth(atHeight height: Double) -> Double {
        var exact = root.sizeRange.flexRange
        exact.minimum.height = max(exact.minimum.height, min(exact.maximum.height, height))
        exact.maximum.height = exact.minimum.height
        return layout.size(of: 0, in: exact).width
    }

    /// The root's width laid out within its size range offered any width
    /// (what its content takes before its first solve).
    mutating func widthOfferedAnyWidth() -> Double {
        layout.size(of: 0, in: root.sizeRange.flexRange).width
    }

    /// Whether constraints hold the root narrower than its content wants:
    /// its content, measured offering at most `width`, took all of it, and
    /// offered any width it takes more. The width is then decided by the
    /// constraints even though the content measured as much.
    private mutating func isSqueezed(toWidth width: Double, contentWidth: Double) -> Bool {
        guard contentWidth >= width - Self.tolerance else { return false }
        return widthOfferedAnyWidth() > width + Self.tolerance
    }

    /// Lengths closer than this are the same (the solver's rounding).
    static let tolerance = 1e-9

    /// The constraints of every stack of the subtree: for the root its size
    /// range and content fit first, then for each stack the position and
    /// size of each of its arranged items, with where the stack was placed.
    /// The root is laid out at its solved size where its constraints
    /// decided a length other than its content's (percentages of that
    /// length are then definite), and in the measuring range where its
    /// content decided it; before its first solve, in the measuring range
    /// on both axes.
    ///
    /// A nested stack placed as its live constraints were made (see
    /// ``FlexPlacement``) is left out: they are what its list would be.
    mutating func constraints(content: (size: Size, range: FlexRange), solved: Size?)
        -> [(stack: StackItem, constraints: [GeneratedConstraint], placement: FlexPlacement?)] {
        var range = content.range
        if let solved {
            for axis in LayoutAxis.allCases where abs(solved[axis] - content.size[axis]) > Self.tolerance
                || (axis == .horizontal && isSqueezed(toWidth: solved.width, contentWidth: content.size.width)) {
                range.minimum[axis] = solved[axis]
                range.maximum[axis] = solved[axis]
            }
        }
        layout.place(0, in: range)
        // Hidden, or inside a hidden item (the root included): collapsed.
        var collapsed = layout.nodes.map(\.isHidden)
        var result: [(StackItem, [GeneratedConstraint], FlexPlacement?)] = []
        let rootIdentity = ObjectIdentifier(root)
        for (stack, node) in stacks {
            let children = layout.nodes[node].container!.children
            for child in children { collapsed[child] = collapsed[child] || collapsed[node] }
            let placement = layout.placedRanges[node].map {
                FlexPlacement(root: rootIdentity, range: $0, isCollapsed: collapsed[node])
            }
            if node > 0, placement != nil, layout.heldItsMemo(node), stack.flexPlacement == placement,
               stack.generated.isIntact {
                continue
            }
            var output: [GeneratedConstraint] = []
            if stack === root { output = rootConstraints(content.size) }
            output.reserveCapacity(output.count + 4 * children.count)
            for child in children {
                let item = layout.nodes[child].item
                let frame = layout.frames[child]
                // A collapsed item's size gives way to one it requires of
                // itself, as UIKit's `UISV-hiding` does: a header whose
                // spacing needs 4 points, in a tile hidden to 0, stays 4
                // wide, out of sight, rather than report a conflict.
                let sizePriority: Priority = collapsed[child] ? .stackHiding : .required
                output.append(.init(rule: .flexPosition, first: item, firstAttribute: .left, relation: .equal,
                                    second: stack, secondAttribute: .left, multiplier: 1, constant: frame.minX))
                output.append(.init(rule: .flexPosition, first: item, firstAttribute: .top, relation: .equal,
                                    second: stack, secondAttribute: .top, multiplier: 1, constant: frame.minY))
                output.append(.init(rule: .flexSize, first: item, firstAttribute: .width, relation: .equal,
                                    constant: frame.width, priority: sizePriority))
                output.append(.init(rule: .flexSize, first: item, firstAttribute: .height, relation: .equal,
                                    constant: frame.height, priority: sizePriority))
            }
            result.append((stack, output, placement))
        }
        return result
    }

    /// The memo the nested stack at `node` keeps for the next compilation
    /// (see ``FlexStackMemo``).
    mutating func memo(ofStackAt node: Int) -> FlexStackMemo? {
        layout.memo(ofStackAt: node)
    }

    /// Each leaf's last-baseline shift where the last ``constraints(content:solved:)``
    /// placed it: the lines its content ends on at that size (0 for a
    /// hidden leaf, or one without content that moves its baseline), as
    /// the stack's own baseline alignment reads it. A leaf without a last
    /// baseline offset has no baseline to move: 0, sparing its content a
    /// measurement.
    func placedLastBaselineShifts() -> [(item: LayoutItem, shift: Double)] {
        layout.nodes.indices.compactMap { index in
            let node = layout.nodes[index]
            guard node.container == nil else { return nil }
            guard !node.isHidden, node.lastBaseline != nil else { return (node.item, 0) }
            let shift = node.lastBaselineShift?(layout.frames[index].size) ?? 0
            return (node.item, shift)
        }
    }

    /// Brings the notes of the subtree's `STK-flex-size` and
    /// `STK-flex-position` constraints to the layout last placed: how each
    /// arranged item came to its length, where room no item took went, and
    /// that one with nothing to measure was measured as 0 (a flex `size`, a
    /// minimum, growth or stretching give such an item a length of its own).
    func updateSizeNotes(_ notes: FlexSizeNotes) {
        notes.update(layout: layout, emptyLeaves: emptyLeaves)
    }

    /// `STK-size-range` (required bounds) and `STK-content-fit` (the content
    /// size at the root's hugging and compression resistance) on each axis.
    /// A range that fixes an axis is one required `==`, with no content
    /// constraints there: the content, laid out within the range, is that
    /// length, so they could only repeat it, and an explanation of the
    /// stack's length would rest on whichever of the equal constraints the
    /// solver's basis holds, which depends on the order of past changes.
    private func rootConstraints(_ content: Size) -> [GeneratedConstraint] {
        var output: [GeneratedConstraint] = []
        var exactAxes: Set<LayoutAxis> = []
        for axis in LayoutAxis.allCases {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let (minimum, maximum) = root.sizeRange.bounds(along: axis)
            if minimum == maximum {
                exactAxes.insert(axis)
                output.append(.init(rule: .sizeRange, first: root, firstAttribute: attribute, relation: .equal,
                                    constant: minimum))
                continue
            }
            if minimum > 0 {
                output.append(.init(rule: .sizeRange, first: root, firstAttribute: attribute, relation: .greaterThanOrEqual,
                                    constant: minimum))
            }
            if maximum.isFinite {
                output.append(.init(rule: .sizeRange, first: root, firstAttribute: attribute, relation: .lessThanOrEqual,
                                    constant: maximum))
            }
        }
        for axis in LayoutAxis.allCases where !exactAxes.contains(axis) {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            output.append(.init(rule: .contentFit, first: root, firstAttribute: attribute, relation: .lessThanOrEqual,
                                constant: content[axis], priority: root.contentHuggingPriority(for: axis)))
            output.append(.init(rule: .contentFit, first: root, firstAttribute: attribute, relation: .greaterThanOrEqual,
                                constant: content[axis], priority: root.contentCompressionResistancePriority(for: axis)))
            output.append(.init(rule: .contentTiebreak, first: root, firstAttribute: attribute, relation: .equal,
                                constant: content[axis], priority: .flexContentTiebreak))
        }
        return output
    }
}

extension StackSizeRange {
    /// The range as the flex layout reads it, a maximum below the minimum
    /// raised to it.
    var flexRange: FlexRange {
        FlexRange(minimum: minimum, maximum: Size(width: Swift.max(minimum.width, maximum.width),
                                                  height: Swift.max(minimum.height, maximum.height)))
    }
}

/// What the measurements of one compilation counted (shared by their closures).
private final class FittingRecord {
    var countedBroken: [LayoutConstraint] = []
    var held: [LayoutConstraint] = []
}
