/// An item's content-size constraints: per axis that has an intrinsic
/// size, its hugging constraint and its compression-resistance one.
struct ContentSizeConstraints {
    /// One axis's constraints: `size <= intrinsic @hugging` and
    /// `size >= intrinsic @compression resistance`. A pair, not an array:
    /// the engine makes one for most items it takes in.
    struct Pair {
        let hugging: LayoutConstraint
        let compression: LayoutConstraint
    }

    private var horizontal: Pair?
    private var vertical: Pair?

    /// The constraints on an axis; nil when it has none.
    subscript(pair axis: LayoutAxis) -> Pair? {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }

    /// The constraints on an axis, hugging first; nil when it has none.
    subscript(axis: LayoutAxis) -> [LayoutConstraint]? {
        self[pair: axis].map { [$0.hugging, $0.compression] }
    }

    /// Whether neither axis has constraints.
    var isEmpty: Bool { horizontal == nil && vertical == nil }
}
