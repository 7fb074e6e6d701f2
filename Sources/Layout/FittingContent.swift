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
        let measured = items.filter { $0.measuredContent != nil && $0.usesContentSizeConstraints }
        let fitting = items.compactMap { $0 as? any FittingContent }
        for item in fitting { setContentSizeConstantsInProbe(of: item, atWidth: nil) }
        var widths: [ObjectIdentifier: Double] = [:]
        /// The item's probed width, when it is not the one it was last settled at.
        func changedWidth(of item: LayoutItem) -> Double? {
            let width = solver.value(of: item.width)
            guard widths.updateValue(width, forKey: ObjectIdentifier(item)) != width else { return nil }
            return width
        }
        for _ in 1..<Self.maximumPasses {
            var changed = false
            for item in measured {
                guard let width = changedWidth(of: item),
                      case let .success(size)? = item.contentSize(within: ProposedSize(width: width, height: nil)) else {
                    continue
                }
                for (axis, length) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] {
                    for constraint in tree.contentSizeConstraints[ObjectIdentifier(item)]?[axis] ?? [] {
                        moveInProbe(constraint, toContentSize: length)
                    }
                }
                moveLastBaselineInProbe(of: item, within: ProposedSize(width: width, height: nil))
                changed = true
            }
            for item in fitting {
                guard let width = changedWidth(of: item) else { continue }
                setContentSizeConstantsInProbe(of: item, atWidth: width)
                changed = true
            }
            if !changed { break }
        }
    }

    /// Moves the item's content-size constraints in the solver to its
    /// content laid out at `width` (nil: any width).
    private func setContentSizeConstantsInProbe(of item: any FittingContent, atWidth width: Double?) {
        for (constraint, constant) in item.contentSizeConstants(atWidth: width) {
            moveInProbe(constraint, toContentSize: constant)
        }
    }

    /// Moves the constraints on the item's last baseline in the solver only,
    /// to the last line of its text wrapped within `proposal`.
    private func moveLastBaselineInProbe(of item: LayoutItem, within proposal: ProposedSize) {
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
    private func moveInProbe(_ constraint: LayoutConstraint, toContentSize length: Double) {
        guard let equation = constraint.solverConstraint else { return }
        try? solver.setConstant(-Self.limited(length), of: equation)
    }
}
