/// A length in a flex layout: automatic, points, or a fraction of the
/// parent's length on the same axis (Texture's `ASDimension`, CSS's `auto`,
/// `px` and `%`).
///
/// ```swift
/// options.basis = .fraction(0.5)      // half the stack's content box
/// options.size.width = 120            // a literal is points
/// ```
public enum FlexDimension: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Not set: the item's own measurement decides.
    case auto
    /// A length in points.
    case points(Double)
    /// A fraction of the parent's length on the same axis (0.5 for half);
    /// where that length is not definite it counts as ``auto``.
    case fraction(Double)

    /// A literal length is points: `12.5`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal length is points: `12`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The length against a parent's length, or nil when it is not set or
    /// the parent's length is not definite.
    func resolved(against base: Double?) -> Double? {
        switch self {
        case .auto: nil
        case let .points(value): value
        case let .fraction(fraction): base.map { fraction * $0 }
        }
    }

    /// The number, when it cannot be used: NaN, or not finite where
    /// `allowsInfinity` is false.
    func invalidNumber(allowsInfinity: Bool = false) -> Double? {
        switch self {
        case .auto: nil
        case let .points(value), let .fraction(value):
            value.isNaN || (!allowsInfinity && value.isInfinite) ? value : nil
        }
    }
}
