/// An item's content-size constraints: per axis that has an intrinsic
/// size, its hugging constraint then its compression-resistance one.
struct ContentSizeConstraints {
    private var horizontal: [LayoutConstraint]?
    private var vertical: [LayoutConstraint]?

    /// The constraints on an axis, hugging first; nil when it has none.
    subscript(axis: LayoutAxis) -> [LayoutConstraint]? {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }

    /// Whether neither axis has constraints.
    var isEmpty: Bool { horizontal == nil && vertical == nil }
}
