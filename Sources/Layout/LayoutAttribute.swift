/// A part of an item's frame that a constraint can relate, as in
/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left edge left to right, the right edge right to left.
    case leading
    /// The trailing edge: the right edge left to right, the left edge right to left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The first baseline (the top edge for a region without one).
    case firstBaseline
    /// The last baseline (the bottom edge for a region without one).
    case lastBaseline
    /// The left edge moved in by the left layout margin.
    case leftMargin
    /// The right edge moved in by the right layout margin.
    case rightMargin
    /// The top edge moved in by the top layout margin.
    case topMargin
    /// The bottom edge moved in by the bottom layout margin.
    case bottomMargin
    /// The leading edge moved in by the leading side's layout margin.
    case leadingMargin
    /// The trailing edge moved in by the trailing side's layout margin.
    case trailingMargin
    /// The horizontal centre of the area within the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the area within the layout margins.
    case centerYWithinMargins

    /// The axis the attribute lies on.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// For an edge, whether it is at the start of its axis (left, top,
    /// leading and their margins) rather than at its end; nil for sizes,
    /// centres and baselines.
    package var edgeIsStart: Bool? {
        switch self {
        case .left, .top, .leading, .leftMargin, .topMargin, .leadingMargin: true
        case .right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin: false
        default: nil
        }
    }

    /// Whether the attribute is a centre (`centerX`, `centerY`, or one
    /// within the margins).
    public var isCenter: Bool {
        switch self {
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute follows the layout direction (leading,
    /// trailing and their margins), which cannot be related to left or right.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is measured within the item's layout margins
    /// (`topMargin`, `centerXWithinMargins`…).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is physical left or right (with margins).
    public var isPhysicalHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}
