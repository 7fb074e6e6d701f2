/// A named unknown of a constraint system.
///
/// Variables have identity: two variables with the same name are still two
/// variables, and a variable compares equal only to itself. A variable holds
/// no value of its own; ask the solver that owns the constraints:
///
/// ```swift
/// let x = Variable("x")
/// let solver = Solver()
/// try solver.addConstraint(x == 10)
/// solver.value(of: x)   // 10
/// ```
///
/// `Variable` is immutable and `Sendable`: the same variable may be used by
/// several solvers, each in its own task.
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The name used in descriptions, errors and exported documents.
    public let name: String

    /// Creates a variable.
    /// - Parameter name: A name for descriptions and errors; it need not be unique.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether two variables are the same object: variables compare by
    /// identity, not by name. (Where a constraint is expected, `x == y`
    /// builds one instead.)
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `<unnamed>` when it is empty.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
