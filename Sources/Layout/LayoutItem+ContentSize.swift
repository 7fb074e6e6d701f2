extension LayoutItem {
    /// How strongly the item resists growing beyond its intrinsic size on
    /// an axis (250 by default): the priority of `size <= intrinsic`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the content-hugging priority of an axis (incrementally).
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the item resists shrinking below its intrinsic size on
    /// an axis (750 by default): the priority of `size >= intrinsic`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression-resistance priority of an axis (incrementally).
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// Brings the item's content-size constraints in line with its
    /// intrinsic size and priorities: their constants and priorities change
    /// in place; constraints come or go only when a dimension appears or
    /// disappears.
    public func invalidateIntrinsicContentSize() {
        engineIfAttached?.updateContentSizeConstraints(of: self)
        notifyObservers(.intrinsicContentSize)
    }
}
