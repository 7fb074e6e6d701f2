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
        ProbeSettling(engine: self, fitting: fitting)
            .settleContent(measured: items.filter { $0.measuredContent != nil && $0.usesContentSizeConstraints },
                           laidOut: fitting)
    }

    /// Content settled in a probe: its constraints move in the engine's
    /// solver only, which the probe rolls back.
    private struct ProbeSettling: ContentSettling {
        let engine: LayoutEngine
        let fitting: [any FittingContent]

        func width(of item: LayoutItem) -> Double { engine.solver.value(of: item.width) }

        func layOutContent(at index: Int, width: Double?) {
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
