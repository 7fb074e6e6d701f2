/// A spacing between arranged items: a number of points, the system
/// spacing, or (for a custom spacing) the stack's own spacing.
///
/// Number literals are spacings in points: `stack.spacing = 8`.
public enum StackSpacing: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A spacing in points; negative values make items overlap.
    case points(Double)
    /// Apple's standard spacing between siblings, 8 points in this library
    /// (`UIStackView.spacingUseSystem`).
    case system
    /// For a stack: no spacing (`UIStackView.spacingUseDefault`). For a
    /// custom spacing: the stack's own spacing applies.
    case `default`

    /// The standard spacing between siblings this library uses.
    public static let systemValue = 8.0

    /// A spacing in points from a literal: `stack.spacing = 4.5`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A spacing in points from a literal: `stack.spacing = 8`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The spacing in points, where `default` is 0.
    var value: Double {
        switch self {
        case let .points(points): points
        case .system: Self.systemValue
        case .default: 0
        }
    }

    /// Whether the spacing can be used: points must be finite.
    var isValid: Bool {
        if case let .points(points) = self { points.isFinite } else { true }
    }
}
