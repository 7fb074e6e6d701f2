/// Options of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``,
/// like `NSLayoutConstraint.FormatOptions` (with the same raw values).
///
/// - Alignment options (any number of them) add, for every two consecutive
///   views of the format, `first.attribute == second.attribute`. They must
///   align across the format's axis: `alignAllTop` with a horizontal format,
///   `alignAllLeading` with a vertical one.
/// - Direction options say which edges a horizontal format relates; at most
///   one of them may be given. Vertical formats ignore them.
/// - Spacing options say how a vertical format measures the space between
///   two views. Horizontal formats ignore them.
public struct VisualFormatOptions: OptionSet, Sendable {
    /// The bits, as in `NSLayoutConstraint.FormatOptions`.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Aligns the left edges of the views (vertical formats).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of the views (vertical formats).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of the views (horizontal formats).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of the views (horizontal formats).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of the views (vertical formats).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of the views (vertical formats).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of the views (vertical formats).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of the views (horizontal formats).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of the views (horizontal formats).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of the views (horizontal formats).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)

    /// Views follow each other from leading to trailing, which follow the
    /// tree's ``LayoutItem/layoutDirection``. The default: its value is
    /// zero, as in UIKit, so it is the empty set.
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// Views follow each other from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// Views follow each other from right to left, whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)

    /// Spaces between views run from the bottom of one to the top of the
    /// next. The default: its value is zero, as in UIKit, so it is the empty set.
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// Spaces between two views of a vertical format run from the last
    /// baseline of one to the first baseline of the next (the standard
    /// spacing stays ``LayoutConstraint/systemSpacing``); spaces to the
    /// superview still run from the edges.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

    /// The bits of the direction options.
    static let directionMask: VisualFormatOptions = [.directionLeftToRight, .directionRightToLeft]

    /// Each alignment option and the attribute it aligns.
    static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
}
