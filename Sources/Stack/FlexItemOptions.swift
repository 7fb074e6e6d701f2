/// How a flex stack (``StackDistribution/flex(_:)``) treats one arranged
/// item, as `ASLayoutElement`'s style does. UIKit distributions ignore them.
public struct FlexItemOptions: Sendable, Hashable {
    /// The item's share of the room left when the stack is longer than its
    /// content (negative values count as 0).
    public var grow = 0.0
    /// How much the item gives when the stack is shorter than its content,
    /// weighted by its length (negative values count as 0).
    public var shrink = 0.0
    /// The length the item starts from along the axis, before growing or
    /// shrinking.
    public var basis = FlexBasis.auto
    /// The item's own alignment across the axis; nil follows the stack's.
    public var alignSelf: StackAlignment?
    /// Extra room before the item along the axis, added to the spacing.
    public var spacingBefore = 0.0
    /// Extra room after the item along the axis, added to the spacing.
    public var spacingAfter = 0.0
    /// The smallest size the item measures at (0 for no minimum).
    public var minimumSize = Size.zero
    /// The largest size the item measures at (infinity for no maximum).
    /// Where it is below ``minimumSize`` the minimum wins, as in CSS.
    public var maximumSize = Size(width: .infinity, height: .infinity)

    /// The defaults: no growing or shrinking, automatic basis, the stack's
    /// alignment, no extra spacing, no size limits.
    public init(grow: Double = 0, shrink: Double = 0, basis: FlexBasis = .auto, alignSelf: StackAlignment? = nil,
                spacingBefore: Double = 0, spacingAfter: Double = 0, minimumSize: Size = .zero,
                maximumSize: Size = Size(width: .infinity, height: .infinity)) {
        self.grow = grow
        self.shrink = shrink
        self.basis = basis
        self.alignSelf = alignSelf
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
    }

    /// The first number that cannot be used, named, if any: every number
    /// must be finite except the maximum size, which may be infinite; none
    /// may be NaN.
    var invalidNumber: String? {
        let finite: [(String, Double)] = [("grow", grow), ("shrink", shrink), ("spacingBefore", spacingBefore),
                                          ("spacingAfter", spacingAfter), ("minimumSize.width", minimumSize.width),
                                          ("minimumSize.height", minimumSize.height)]
        if let (name, value) = finite.first(where: { !$0.1.isFinite }) { return "\(name) \(value)" }
        for (name, value) in [("maximumSize.width", maximumSize.width), ("maximumSize.height", maximumSize.height)]
        where value.isNaN {
            return "\(name) \(value)"
        }
        switch basis {
        case let .points(value) where !value.isFinite: return "basis \(value)"
        case let .fraction(value) where !value.isFinite: return "basis fraction \(value)"
        default: return nil
        }
    }
}

/// The length a flex item starts from (`ASLayoutElement.flexBasis`).
public enum FlexBasis: Sendable, Hashable {
    /// The item's measured length.
    case auto
    /// A length in points.
    case points(Double)
    /// A fraction of the stack's length (0.5 for half); when the stack's
    /// length is not a fixed size range, the measured length is used.
    case fraction(Double)
}
