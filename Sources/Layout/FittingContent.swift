/// An item held to a content size that its own layout computes, outside
/// the engine's measured items: a flex stack that lays out its subtree.
/// A fitting probe (``LayoutEngine/fittingSize(of:target:horizontalPriority:verticalPriority:)``),
/// and a flex stack measuring an item that holds it by the item's
/// constraints (``SubtreeFitting``), ask it for that size at the width they
/// give it, as they measure text height for width.
package protocol FittingContent: LayoutItem {
    /// The active constraints that hold the item's width or height to its
    /// content size (each relating the size to a constant alone), each with
    /// the constant it takes for the content laid out at `width` (nil: any
    /// width); empty when the item lays out no content of its own.
    func contentSizeConstants(atWidth width: Double?) -> [(constraint: LayoutConstraint, constant: Double)]

    /// The content size, laid out on its own at `width` (nil: any width),
    /// of an item whose content another item's layout places and no
    /// constraint of its own holds (a flex stack arranged by another flex
    /// stack, which lays out the whole subtree); nil for any other item. A
    /// fitting probe of the item holds it to that size, as the item would
    /// be held laid out alone.
    func detachedContentSize(atWidth width: Double?) -> Size?
}

extension LayoutEngine {
    /// Inside a probe (a fitting size): settles the content of `subtree` at
    /// the widths the probe gives it. Each measured item whose probed width
    /// differs from the one it was measured at is measured again there, and
    /// each item that lays out its own content (``FittingContent``) lays it
    /// out there, starting from any width as a fresh layout does, not from
    /// the width it was last placed at; their size constraints move in the
    /// solver only (the probe rolls them back), until nothing changes or the
    /// pass limit.
    func settleContentInProbe(of subtree: LayoutItem) {
        let items = subtree.subtree
        let fitting = items.compactMap { $0 as? any FittingContent }
        ProbeSettling(engine: self, fitting: fitting, detached: holdDetachedContentInProbe(of: subtree))
            .settleContent(measured: items.filter { $0.measuredContent != nil && $0.usesContentSizeConstraints },
                           laidOut: fitting)
    }

    /// Inside a probe of `item` whose content another item's layout places
    /// (``FittingContent/detachedContentSize(atWidth:)``): holds its size
    /// to that content at its hugging and compression resistance, as an
    /// item laid out alone is held to its content. Returns the equations,
    /// for the settling to move to the content at each width it gives the
    /// item; none for any other item.
    private func holdDetachedContentInProbe(of item: LayoutItem) -> DetachedContent? {
        guard let content = item as? any FittingContent, let size = content.detachedContentSize(atWidth: nil) else {
            return nil
        }
        var equations: [(equation: Constraint, axis: LayoutAxis)] = []
        for axis in LayoutAxis.allCases {
            for equation in item.contentHoldingEquations(at: size[axis], along: axis) {
                if (try? solver.addConstraint(equation)) != nil { equations.append((equation, axis)) }
            }
        }
        return DetachedContent(item: content, equations: equations)
    }

    /// The equations a probe holds a detached item's size with.
    private struct DetachedContent {
        let item: any FittingContent
        let equations: [(equation: Constraint, axis: LayoutAxis)]
    }

    /// Content settled in a probe: its constraints move in the engine's
    /// solver only, which the probe rolls back.
    private struct ProbeSettling: ContentSettling {
        let engine: LayoutEngine
        let fitting: [any FittingContent]
        let detached: DetachedContent?

        func width(of item: LayoutItem) -> Double { engine.solver.value(of: item.width) }

        func layOutContent(at index: Int, width: Double?) {
            if let detached, detached.item === fitting[index] {
                guard let size = detached.item.detachedContentSize(atWidth: width) else { return }
                for (equation, axis) in detached.equations {
                    try? engine.solver.setConstant(-LayoutEngine.limited(size[axis]), of: equation)
                }
                return
            }
            engine.setContentSizeConstantsInProbe(of: fitting[index], atWidth: width)
        }

        func move(_ item: LayoutItem, toMeasured size: Size, within proposal: ProposedSize) {
            for (axis, length) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] {
                for constraint in engine.tree.contentSizeConstraints[ObjectIdentifier(item)]?[axis] ?? [] {
                    engine.moveInProbe(constraint, toContentSize: length)
                }
            }
            engine.moveLastBaselineInProbe(of: item, within: proposal)
        }
    }

    /// Moves the item's content-size constraints in the solver to its
    /// content laid out at `width` (nil: any width).
    fileprivate func setContentSizeConstantsInProbe(of item: any FittingContent, atWidth width: Double?) {
        for (constraint, constant) in item.contentSizeConstants(atWidth: width) {
            moveInProbe(constraint, toContentSize: constant)
        }
    }

    /// Moves the constraints on the item's last baseline in the solver only,
    /// to the last line of its text wrapped within `proposal`.
    fileprivate func moveLastBaselineInProbe(of item: LayoutItem, within proposal: ProposedSize) {
        guard item.lastBaselineOffset != nil, let content = item.measuredContent else { return }
        // The equations are made with the item's shift: the probe's, for as
        // long as they are made.
        let kept = item.lastBaselineShift
        item.lastBaselineShift = content.lastBaselineShift(within: proposal)
        defer { item.lastBaselineShift = kept }
        forEachConstraint(onLastBaselineOf: item) { constraint in
            guard let equation = constraint.solverConstraint else { return }
            try? solver.setConstant(solverConstraint(for: constraint).expression.constant, of: equation)
        }
    }

    /// Moves a constraint holding a size to its content (`size - length`)
    /// in the solver only, to `length`.
    fileprivate func moveInProbe(_ constraint: LayoutConstraint, toContentSize length: Double) {
        guard let equation = constraint.solverConstraint else { return }
        try? solver.setConstant(-Self.limited(length), of: equation)
    }
}
