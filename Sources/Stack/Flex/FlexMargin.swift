/// A margin of a flex item: points, a fraction of the stack's content width
/// (on every edge, as CSS resolves margin percentages), or `auto`, which takes
/// a share of the free room (CSS auto margins).
public enum FlexMargin: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A margin in points.
    case points(Double)
    /// A fraction of the stack's content width (0.1 for 10 %).
    case fraction(Double)
    /// A share of the free room, as CSS auto margins take it.
    case auto

    /// A literal margin is points: `8.5`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal margin is points: `8`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The margin in points (an `auto` margin is 0 until free room is shared).
    func resolved(againstWidth width: Double?) -> Double {
        switch self {
        case let .points(value): value
        case let .fraction(fraction): width.map { fraction * $0 } ?? 0
        case .auto: 0
        }
    }
}
