import Cassowary

extension LayoutItem {
    /// How strongly the item resists growing beyond its intrinsic size on
    /// an axis (250 by default): the priority of `size <= intrinsic`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the content-hugging priority of an axis (incrementally); a
    /// priority outside (0, 1000] traps, naming the item.
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        requireValid(priority, "content hugging", axis)
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the item resists shrinking below its intrinsic size on
    /// an axis (750 by default): the priority of `size >= intrinsic`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression-resistance priority of an axis (incrementally);
    /// a priority outside (0, 1000] traps, naming the item.
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        requireValid(priority, "compression resistance", axis)
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// Traps, naming the item, the kind of priority and the axis, unless
    /// the priority is in (0, 1000].
    private func requireValid(_ priority: Priority, _ kind: String, _ axis: LayoutAxis) {
        usagePrecondition(priority.isValid, "\(name): the \(kind) priority \(priority.value) for the \(axis) axis is outside (0, 1000]")
    }

    /// Brings the item's content-size constraints in line with its
    /// intrinsic size and priorities: their constants and priorities change
    /// in place; constraints come or go only when a dimension appears or
    /// disappears.
    ///
    /// For an item with ``measuredContent``, call it when what the content
    /// measures changed (new text): the content is measured again from any
    /// width, then at the width the next layout gives it; at once at its
    /// width, where the required constraints alone fix that width (both
    /// edges pinned), so that the layout takes one solve.
    public func invalidateIntrinsicContentSize() {
        let laidOutWidth = measurementProposal?.width
        measurementProposal = nil
        measuredSizeAtAnyWidth = nil
        measurementCache = []
        shownHeight = nil
        engineIfAttached?.updateContentSizeConstraints(of: self, laidOutWidth: laidOutWidth)
        updateLastBaselineShift()
        notifyObservers(.intrinsicContentSize)
    }

    /// Gives the item content measured by `measure`: a closure that returns
    /// the size wanted within a proposal (nil on an axis: unbounded), as
    /// UIKit's `sizeThatFits(_:)` or Yoga's measure function.
    ///
    /// ```swift
    /// caption.setMeasure { proposal in
    ///     let lines = (totalWidth / (proposal.width ?? totalWidth)).rounded(.up)
    ///     return Size(width: min(totalWidth, proposal.width ?? totalWidth), height: lines * 18)
    /// }
    /// ```
    public func setMeasure(_ measure: @escaping (ProposedSize) -> Size) {
        measuredContent = MeasureClosure(body: measure)
    }
}

extension LayoutItem {
    /// The solver equations that hold the item's length along `axis` at
    /// `length` as content of that size would: `<= length` at its hugging
    /// priority, then `>= length` at its compression resistance. For a
    /// solver that holds no content-size constraints of the item: a fitting
    /// of its subtree, a probe of content another item places.
    func contentHoldingEquations(at length: Double, along axis: LayoutAxis) -> [Constraint] {
        let variable = axis == .horizontal ? width : height
        let limited = LayoutEngine.limited(length)
        return [Constraint(variable, .lessThanOrEqual, limited, priority: contentHuggingPriority(for: axis)),
                Constraint(variable, .greaterThanOrEqual, limited, priority: contentCompressionResistancePriority(for: axis))]
    }
}
