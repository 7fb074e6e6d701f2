/// A linear relation between two expressions, with a priority and a weight.
///
/// A constraint is stored in the form `expression RELATION 0`, where
/// `expression` is the left side minus the right side. Constraints have
/// identity, like kiwi's: two constraints with the same text are two
/// constraints, and the solver knows each by the object.
///
/// ```swift
/// let fits = x + width <= 320                      // required
/// let preferred = (width == 100) | .weak           // optional
/// let named = Constraint(x, .equal, 16, priority: 750, identifier: "inset")
/// ```
///
/// Constraints are immutable and `Sendable`. To change the constant of a
/// constraint that is in a solver, use ``Solver/setConstant(_:of:)``.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// Left side minus right side: the constraint reads `expression RELATION 0`.
    public let expression: Expression
    /// The relation.
    public let relation: Relation
    /// How much the constraint matters; ``Priority/required`` must hold.
    public let priority: Priority
    /// The factor applied to this constraint's error among constraints of the same priority.
    public let weight: Double
    /// An optional name used in errors and descriptions.
    public let identifier: String?

    /// Creates `lhs RELATION rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            priority: Priority = .required, weight: Double = 1, identifier: String? = nil) {
        self.init(normalized: lhs - rhs, relation, priority: priority, weight: weight, identifier: identifier)
    }

    /// Creates `variable RELATION constant`.
    public convenience init(_ variable: Variable, _ relation: Relation, _ constant: Double,
                            priority: Priority = .required, weight: Double = 1, identifier: String? = nil) {
        self.init(Expression(variable), relation, Expression(constant),
                  priority: priority, weight: weight, identifier: identifier)
    }

    /// Creates `expression RELATION 0` from an expression already in normal
    /// form, which the constraint keeps as it is.
    public init(normalized expression: Expression, _ relation: Relation,
                priority: Priority = .required, weight: Double = 1, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.identifier = identifier
    }

    /// A new constraint with the same relation and a different priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(normalized: expression, relation, priority: priority, weight: weight, identifier: identifier)
    }

    /// A new constraint with the same relation and priority and a different weight.
    public func withWeight(_ weight: Double) -> Constraint {
        Constraint(normalized: expression, relation, priority: priority, weight: weight, identifier: identifier)
    }

    /// Whether the priority is ``Priority/required``.
    public var isRequired: Bool { priority.isRequired }

    /// By how much the constraint is violated when its variables take the
    /// given values: 0 when it holds, otherwise the absolute difference
    /// between the two sides.
    public func error(at value: (Variable) -> Double) -> Double {
        var residual = expression.constant
        for term in expression.terms { residual += term.coefficient * value(term.variable) }
        switch relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// Whether two constraints are the same object: constraints compare by
    /// identity, not by their text.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The relation with the constant moved to the right side, the priority
    /// after `@` when optional, and the identifier in front when there is
    /// one: `inset: x == 16 @750`.
    public var description: String { description(constant: expression.constant) }

    /// The description with `constant` as the normal form's constant in
    /// place of the one the constraint was made with: the constraint as a
    /// solver holds it after ``Solver/setConstant(_:of:)`` (see
    /// ``Solver/constant(of:)``).
    public func description(constant: Double) -> String {
        var left = expression
        left.constant = 0
        var text = left.terms.isEmpty ? "0" : left.description
        text += " \(relation) \(NumberFormatting.string(-constant))"
        if !isRequired { text += " @\(NumberFormatting.string(priority.value))" }
        if let identifier { text = "\(identifier): " + text }
        return text
    }
}
