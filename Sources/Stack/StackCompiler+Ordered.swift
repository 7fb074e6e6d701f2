/// The ordered generator for UIKit distributions
/// (`Docs/Formats/StackRules.md`, "UIKit stacks"): the arrangement's ends
/// meet the canvas, consecutive visible items are spaced, hidden items
/// collapse, and the distribution sets the lengths.
extension StackCompiler {
    mutating func compileOrdered() {
        let arranged = stack.arrangedItems
        guard !arranged.isEmpty else { return }
        let main = AxisAttributes.directional(stack.axis)
        let visible = arranged.filter { !$0.isHidden }
        var orderingSpanner: LayoutGuide?
        if let first = visible.first, let last = visible.last {
            compileCanvasConnections(first: first, last: last, main)
        } else {
            let spanner = guides.guide("STK-ordering-spanner")
            emit(.canvasConnection, canvas, main.lead, .equal, spanner, main.lead)
            emit(.canvasConnection, canvas, main.trail, .equal, spanner, main.trail)
            emit(.spanningFit, spanner, main.length, .equal, constant: 0, priority: .stackHiddenSpanningFit)
            orderingSpanner = spanner
        }
        compileSpacingAndHiding(arranged, main, orderingSpanner: orderingSpanner)
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            compileEqualLengths(visible, main)
        case .fillProportionally:
            compileProportionalLengths(visible, main)
        case .equalSpacing, .equalCentering:
            compileGapGuides(visible, main)
        case .flex:
            preconditionFailure("flex stacks are compiled by compileFlex")
        }
        if stack.distribution.breaksTiesByOrder { compileTiebreak(visible, main) }
    }

    /// `UISV-canvas-connection`: the arrangement's ends meet the canvas.
    mutating func compileCanvasConnections(first: LayoutItem, last: LayoutItem, _ main: AxisAttributes) {
        emit(.canvasConnection, canvas, main.lead, .equal, first, main.lead)
        emit(.canvasConnection, canvas, main.trail, .equal, last, main.trail)
    }

    /// `UISV-spacing` between consecutive visible items, and `UISV-hiding`
    /// and `UISV-spacing-hidden` for each hidden one, item by item in
    /// arranged order: hiding or showing one item changes the constraints
    /// next to each other in the list, so that applying it (see
    /// `GeneratedConstraintSet.apply(_:)`) matches the rest at its ends.
    private mutating func compileSpacingAndHiding(_ arranged: [LayoutItem], _ main: AxisAttributes,
                                                  orderingSpanner: LayoutGuide?) {
        var previousVisible: LayoutItem?
        slotStarts = []
        slotStarts.reserveCapacity(arranged.count + 1)
        for index in arranged.indices {
            slotStarts.append(output.count)
            compileSlot(at: index, in: arranged, after: &previousVisible, main, orderingSpanner: orderingSpanner)
        }
        slotStarts.append(output.count)
    }

    /// The constraints of one arranged item's slot of the spacing and
    /// hiding part: its spacing from the visible item before it, or its
    /// hiding constraints. `previousVisible` moves on past a visible item.
    mutating func compileSlot(at index: Int, in arranged: [LayoutItem], after previousVisible: inout LayoutItem?,
                              _ main: AxisAttributes, orderingSpanner: LayoutGuide?) {
        let item = arranged[index]
        if item.isHidden {
            compileHiding(item, at: index, in: arranged, after: previousVisible, main, orderingSpanner: orderingSpanner)
        } else {
            if let previousVisible { compileSpacing(from: previousVisible, to: item, main) }
            previousVisible = item
        }
    }

    /// `UISV-spacing`: exact for the fill distributions, a minimum for the
    /// equal ones (`distribution`, the stack's unless another is tried);
    /// baseline to baseline in a baseline-relative column.
    private mutating func compileSpacing(from a: LayoutItem, to b: LayoutItem, _ main: AxisAttributes,
                                         for distribution: StackDistribution? = nil) {
        let relation: Relation = (distribution ?? stack.distribution).usesMinimumSpacing ? .greaterThanOrEqual : .equal
        if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
            emit(.spacing, b, b.hasBaseline(first: true) ? .firstBaseline : .top, relation,
                 a, a.hasBaseline(first: false) ? .lastBaseline : .bottom, constant: spacing(after: a))
        } else {
            emit(.spacing, b, main.lead, relation, a, main.trail, constant: spacing(after: a))
        }
    }

    /// `UISV-hiding` and `UISV-spacing-hidden`: a hidden item has no length
    /// and sits after the visible item before it (half a gap on, when a
    /// visible item follows), or before the first visible item.
    private mutating func compileHiding(_ item: LayoutItem, at index: Int, in arranged: [LayoutItem],
                                        after previous: LayoutItem?, _ main: AxisAttributes,
                                        orderingSpanner: LayoutGuide?) {
        emit(.hiding, item, main.length, .equal, constant: 0, priority: .stackHiding)
        let next = arranged[(index + 1)...].first { !$0.isHidden }
        if let previous {
            emit(.spacingHidden, item, main.lead, .equal, previous, main.trail,
                 constant: next == nil ? 0 : spacing(after: previous) / 2, priority: .stackHiddenParking)
        } else if let next {
            emit(.spacingHidden, item, main.trail, .equal, next, main.lead, priority: .stackHiddenParking)
        } else if let orderingSpanner {
            emit(.spacingHidden, item, main.lead, .equal, orderingSpanner, main.trail, priority: .stackHiddenParking)
        }
    }

    /// `UISV-fill-equally`: every visible item as long as the first.
    private mutating func compileEqualLengths(_ visible: [LayoutItem], _ main: AxisAttributes) {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            emit(.fillEqually, item, main.length, .equal, first, main.length)
        }
    }

    /// `UISV-fill-proportionally` (StackRules.md, "Distributions"): each
    /// length a fraction μ of the canvas, μ = intrinsic length / (Σ intrinsic
    /// lengths + spacing × gaps), at 999, 998, … by arranged position; equal
    /// lengths when there is nothing to be proportional to.
    private mutating func compileProportionalLengths(_ visible: [LayoutItem], _ main: AxisAttributes) {
        let spacing = stack.spacing.value
        let lengths = visible.map { $0.intrinsicLength(along: stack.axis) ?? 0 }
        let denominator = lengths.reduce(0, +) + spacing * Double(max(visible.count - 1, 0))
        guard !visible.isEmpty, denominator > max(spacing * Double(stack.arrangedItems.count - 1), 1) else {
            compileEqualLengths(visible, main)
            return
        }
        for (item, length) in zip(visible, lengths) {
            let multiplier = length / denominator
            guard multiplier > 0 else {
                emit(.fillProportionally, item, main.length, .equal, constant: 0)
                continue
            }
            let position = stack.arrangedItems.firstIndex { $0 === item }!
            let priority: Priority = multiplier == 1 ? .required : Priority(max(999 - Double(position), 751))
            emit(.fillProportionally, item, main.length, .equal, canvas, main.length, multiplier: multiplier,
                 priority: priority)
        }
    }

    /// `UISV-distributing` guides between consecutive visible items, edge to
    /// edge (equalSpacing) or centre to centre (equalCentering), of equal
    /// lengths; `UISV-canvas-fit` lets the stack hug its content.
    private mutating func compileGapGuides(_ visible: [LayoutItem], _ main: AxisAttributes) {
        let centring = stack.distribution == .equalCentering
        var firstGap: LayoutGuide?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = guides.guide("UISV-distributing", for: a)
            emit(.distributingEdge, gap, main.lead, .equal, a, centring ? main.mid : main.trail)
            emit(.distributingEdge, gap, main.trail, .equal, b, centring ? main.mid : main.lead)
            if let firstGap {
                let position = stack.arrangedItems.firstIndex { $0 === a }!
                let priority: Priority = centring ? Priority(max(150 - Double(position), 50)) : .required
                emit(.fillEqually, gap, main.length, .equal, firstGap, main.length, priority: priority)
            } else {
                firstGap = gap
            }
        }
        emit(.canvasFit, stack, main.length, .equal, constant: 0, priority: .stackCanvasFit)
    }

    /// What another distribution would hold of the stack's visible items
    /// along the axis, its required constraints only: the gaps (exact, or
    /// at least the spacing) and the lengths it fixes (equal, or a
    /// required fraction). `equalSpacing`'s equal gaps need a guide
    /// between each pair; the caller holds the gaps equal instead. A
    /// conflict's fix checks a distribution with them
    /// (`StackItem+GeneratedSetting.swift`).
    mutating func compileRequiredDistribution(_ distribution: StackDistribution) {
        let main = AxisAttributes.directional(stack.axis)
        let visible = stack.arrangedItems.filter { !$0.isHidden }
        for (a, b) in zip(visible, visible.dropFirst()) { compileSpacing(from: a, to: b, main, for: distribution) }
        switch distribution {
        case .fillEqually: compileEqualLengths(visible, main)
        case .fillProportionally: compileProportionalLengths(visible, main)
        default: break
        }
        keepRequiredOutput()
    }

    /// `STK-order-tiebreak`: each visible item with an intrinsic length
    /// keeps it at a tiny priority growing along the order, so that among
    /// equal hugging or compression resistance the first item yields first.
    private mutating func compileTiebreak(_ visible: [LayoutItem], _ main: AxisAttributes) {
        for (position, item) in visible.enumerated() {
            guard let length = item.intrinsicLength(along: stack.axis) else { continue }
            emit(.orderTiebreak, item, main.length, .equal, constant: length, priority: .stackTiebreak(position: position))
        }
    }
}
