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
///
/// An application that keeps its own copy of the values gives each variable
/// a ``tag``, its place in that copy, and reads the values that changed
/// straight into it, with no look-up by identity:
///
/// ```swift
/// let variables = names.enumerated().map { Variable($1, tag: $0) }
/// // … constraints, solver.addConstraint(…), solver.suggestValue(…) …
/// solver.forEachChangedValue { variable, value in values[variable.tag] = value }
/// ```
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The name used in descriptions, errors and exported documents.
    public var name: String { nameSuffix.appended(to: nameStem) }

    /// The name, or its part before ``nameSuffix``.
    private let nameStem: String

    /// A number of the application's choosing, kept with the variable; the
    /// solver never reads it. Typically the variable's index in the
    /// application's own storage, so that the values
    /// ``Solver/forEachChangedValue(_:)`` reports go to their place without
    /// a dictionary keyed by the variable. 0 unless given.
    public let tag: Int

    /// What follows ``nameStem`` in the name, joined to it when the name is
    /// read: a variable made in bulk builds no string.
    private let nameSuffix: VariableNameSuffix

    /// Creates a variable.
    /// - Parameter name: A name for descriptions and errors; it need not be unique.
    public init(_ name: String = "") {
        self.nameStem = name
        self.tag = 0
        self.nameSuffix = .none
    }

    /// Creates a variable with a tag of the application's choosing.
    /// - Parameters:
    ///   - name: A name for descriptions and errors; it need not be unique.
    ///   - tag: Kept with the variable for the application (see ``tag``).
    public init(_ name: String, tag: Int) {
        self.nameStem = name
        self.tag = tag
        self.nameSuffix = .none
    }

    /// Creates a variable named `stem` followed by the suffix's text
    /// (`title` and ``VariableNameSuffix/left``: `title.left`), the name
    /// composed when it is read.
    package init(_ stem: String, _ suffix: VariableNameSuffix) {
        self.nameStem = stem
        self.tag = 0
        self.nameSuffix = suffix
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
    public var description: String {
        let name = self.name
        return name.isEmpty ? "<unnamed>" : name
    }
}
