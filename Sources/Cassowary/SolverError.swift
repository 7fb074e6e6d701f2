/// Why a solver call failed. Every case carries the culprit, and after any
/// failed call the solver is exactly as it was before the call.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required
    /// constraints already in the solver. `conflict` is a minimal
    /// conflicting set: required constraints, the rejected one among them,
    /// that cannot hold together, while removing any one of them lets the
    /// rest hold. Constraints are listed in the order they were added, the
    /// rejected one last. `constants` gives the constant of the normal form
    /// each constraint had in the failed call where it is not the one the
    /// constraint was made with: the solver's after
    /// ``Solver/setConstant(_:of:)``, the one asked for of a rejected
    /// constant change. The description prints those constants.
    case unsatisfiable(Constraint, conflict: [Constraint], constants: [Constraint: Double] = [:])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional priority (below 1000).
    case requiredEditVariable(Variable)
    /// A coefficient, constant, priority, weight or suggested value is not a
    /// usable number; the text names which and where.
    case invalidNumber(String)
    /// The solver's arithmetic broke down (for instance through coefficients
    /// so far apart that no pivot is trustworthy). The call was undone.
    case numericalFailure(String)

    /// The kind as named by constraint-system documents:
    /// `unsatisfiable`, `duplicateConstraint`, `unknownConstraint`,
    /// `duplicateEditVariable`, `unknownEditVariable`, `requiredEditVariable`,
    /// `invalidNumber` or `numericalFailure`.
    public var kind: String {
        switch self {
        case .unsatisfiable: "unsatisfiable"
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditVariable: "requiredEditVariable"
        case .invalidNumber: "invalidNumber"
        case .numericalFailure: "numericalFailure"
        }
    }

    /// The error in plain words, naming the culprit; for
    /// ``unsatisfiable(_:conflict:constants:)``, the conflicting constraints one per line.
    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflict, constants):
            let text = { (member: Constraint) in member.description(constant: constants[member] ?? member.expression.constant) }
            let list = conflict.map { "  " + text($0) }.joined(separator: "\n")
            return "the required constraint \(text(constraint)) cannot hold; these constraints conflict:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "the constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint):
            return "the constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable):
            return "the edit variable \(variable) needs a priority below 1000 (required)"
        case let .invalidNumber(message):
            return message
        case let .numericalFailure(message):
            return "numerical failure: \(message)"
        }
    }
}
