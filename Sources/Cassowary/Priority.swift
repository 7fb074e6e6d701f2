/// How much a constraint matters, in the manner of `UILayoutPriority`.
///
/// A priority is a number in (0, 1000]. ``required`` (1000) must hold; every
/// lower priority is *optional*. Priorities are strict: the solver never gives
/// up any amount of a constraint to reduce the error of constraints of lower
/// priority, however many there are, so 251 beats ten thousand constraints at
/// 250 and 999.5 beats 999. Among constraints of the same priority the solver
/// minimises the sum of `weight × |error|`.
///
/// ```swift
/// let p: Priority = 999.5
/// try solver.addConstraint((x == 10) | .weak)
/// ```
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The number, normally in (0, 1000].
    public var value: Double

    /// Creates a priority. Values outside (0, 1000] are rejected by the
    /// solver with ``SolverError/invalidNumber(_:)`` when the constraint is added.
    public init(_ value: Double) { self.value = value }
    /// Creates a priority from a literal: `let p: Priority = 999.5`.
    public init(floatLiteral value: Double) { self.value = value }
    /// Creates a priority from a literal: `let p: Priority = 750`.
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` and kiwi's `strong`.
    public static let strong = Priority(750)
    /// 500, kiwi's `medium`.
    public static let medium = Priority(500)
    /// 250, UIKit's `defaultLow` and kiwi's `weak`.
    public static let weak = Priority(250)

    /// Whether this is ``required``.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value is a valid priority: finite and in (0, 1000].
    public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The number, as UIKit prints a `UILayoutPriority`: `1000`, `750`,
    /// `250`, `999.5`.
    public var description: String {
        NumberFormatting.string(value)
    }
}
