/// A part of an item's frame that a constraint can relate, as in
/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

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

    /// Whether the attribute follows the layout direction (leading,
    /// trailing and their margins), which cannot be related to left or right.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether the attribute is physical left or right (with margins).
    public var isPhysicalHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }
}
