/// Required constraints that could not all hold, and what the engine did:
/// it broke one of them (kept it active but not enforced), as Auto Layout
/// does, and laid out the rest.
public struct LayoutConflict: CustomStringConvertible {
    /// The constraint the engine broke: the one whose activation (or change)
    /// met the conflict.
    public let broken: LayoutConstraint
    /// A minimal conflicting set, the broken constraint last: removing any
    /// one of them lets the rest hold.
    public let constraints: [LayoutConstraint]
    /// The arithmetic that fails, as the layout stands without the broken
    /// constraint: what its two sides come to.
    public let arithmetic: String

    public var description: String {
        var lines = ["Unable to satisfy \(broken): \(arithmetic)",
                     "These constraints conflict (removing any one lets the rest hold):"]
        lines += constraints.map { "  \($0)" }
        lines.append("Broke \(broken) and laid out the rest.")
        return lines.joined(separator: "\n")
    }
}

extension LayoutEngine {
    /// Records a conflict met while enforcing `constraint`.
    func report(_ error: SolverError, breaking constraint: LayoutConstraint) {
        var members: [LayoutConstraint] = []
        if case let .unsatisfiable(_, conflict) = error {
            members = conflict.compactMap { layoutConstraintOfSolverConstraint[ObjectIdentifier($0)] }
        }
        if members.last !== constraint { members.append(constraint) }
        pendingConflicts.append(LayoutConflict(broken: constraint, constraints: members,
                                               arithmetic: arithmetic(for: constraint)))
    }

    /// What the two sides of a constraint come to in the current solution.
    func arithmetic(for constraint: LayoutConstraint) -> String {
        let left = evaluate(expression(constraint.firstItem, constraint.firstAttribute, mirrored: false))
        var right = constraint.constant
        var rightText = format(constraint.constant)
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            let value = evaluate(expression(second, attribute, mirrored: false))
            right += constraint.multiplier * value
            rightText = (constraint.multiplier == 1 ? "" : "\(format(constraint.multiplier)) × ")
                + "\(second.name).\(attribute.rawValue) (\(format(value)))"
                + (constraint.constant == 0 ? "" : " + \(format(constraint.constant))")
                + " = \(format(right))"
        }
        return "\(constraint.firstItem.name).\(constraint.firstAttribute.rawValue) is \(format(left)) "
            + "where the others hold, but it must be \(constraint.relation.words) \(rightText)"
    }

    func evaluate(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

extension Relation {
    /// The relation in words: `equal to`, `at most`, `at least`.
    var words: String {
        switch self {
        case .equal: "equal to"
        case .lessThanOrEqual: "at most"
        case .greaterThanOrEqual: "at least"
        }
    }
}
