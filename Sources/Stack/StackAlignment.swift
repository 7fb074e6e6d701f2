/// How a stack places its arranged items across its axis
/// (`UIStackView.Alignment`, and `ASStackLayoutAlignItems` under its own names).
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    /// Items fill the stack's cross length (a flex stack stretches items
    /// up to it but never shrinks them: `stretch`).
    case fill
    /// Items at the leading edge (the top, in a horizontal stack).
    case leading
    /// Items centred across the axis.
    case center
    /// Items at the trailing edge (the bottom, in a horizontal stack).
    case trailing
    /// Items' first baselines line up (horizontal stacks; a vertical stack
    /// uses `leading` instead).
    case firstBaseline
    /// Items' last baselines line up (horizontal stacks; a vertical stack
    /// uses `trailing` instead).
    case lastBaseline

    /// `UIStackView.Alignment.top`: `leading`, for horizontal stacks.
    public static let top = StackAlignment.leading
    /// `UIStackView.Alignment.bottom`: `trailing`, for horizontal stacks.
    public static let bottom = StackAlignment.trailing
    /// `ASStackLayoutAlignItemsStart`.
    public static let start = StackAlignment.leading
    /// `ASStackLayoutAlignItemsEnd`.
    public static let end = StackAlignment.trailing
    /// `ASStackLayoutAlignItemsStretch`.
    public static let stretch = StackAlignment.fill
    /// `ASStackLayoutAlignItemsBaselineFirst`.
    public static let baselineFirst = StackAlignment.firstBaseline
    /// `ASStackLayoutAlignItemsBaselineLast`.
    public static let baselineLast = StackAlignment.lastBaseline

    /// Whether items align by a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The alignment a stack along `axis` uses: baselines lie across a
    /// horizontal axis only, so a vertical stack maps them to its edges
    /// (as FDStackView does; UIKit leaves such a stack ambiguous).
    func effective(along axis: LayoutAxis) -> StackAlignment {
        guard axis == .vertical else { return self }
        switch self {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return self
        }
    }
}
