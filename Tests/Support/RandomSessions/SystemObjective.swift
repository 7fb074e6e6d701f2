import Cassowary
import ConstraintSystem

/// How well a solution satisfies a system, read from the system's exported
/// document (``Solver/exportDocument()``): the worst violation of a required
/// constraint and, per optional priority, the sum of weight × error.
///
/// The optimum's objective is unique even where its values are not, so an
/// incremental solver and a fresh solve of the same system must agree on
/// it level by level. It is computed here from the constraints as written,
/// not from the solver's tableau.
struct SystemObjective {
    /// The largest violation of a required constraint, relative to the size
    /// of its terms (see ``relativeError(of:values:)``).
    var requiredViolation = 0.0
    /// Σ weight × error per optional priority.
    var levels: [Double: Double] = [:]
    /// Per optional priority, the size of the numbers its objective is
    /// computed from: Σ weight × (|constant| + Σ |coefficient × value|), as
    /// for the numeric stress tests' levels.
    var sizes: [Double: Double] = [:]

    /// The objective of the values `value(name)` for the document's system.
    init(_ document: ConstraintSystemDocument, value: (String) -> Double) throws {
        var suggested: [String: Double] = [:]
        var editPriority: [String: (Priority, Double)] = [:]
        for step in document.steps {
            switch step {
            case let .add(text, _, priority, weight):
                let constraint = try ConstraintParser.parseConstraint(text, priority: priority) { Variable($0) }
                let error = constraint.error { value($0.name) }
                if priority.isRequired {
                    requiredViolation = max(requiredViolation, Self.relativeError(of: constraint) { value($0.name) })
                } else {
                    levels[priority.value, default: 0] += weight * error
                    sizes[priority.value, default: 0] += weight * Self.size(of: constraint) { value($0.name) }
                }
            case let .edit(name, priority, weight):
                editPriority[name] = (priority, weight)
            case let .suggest(name, target):
                suggested[name] = target
            default:
                break
            }
        }
        for (name, (priority, weight)) in editPriority {
            levels[priority.value, default: 0] += weight * abs(value(name) - (suggested[name] ?? 0))
            sizes[priority.value, default: 0] += weight * (abs(value(name)) + abs(suggested[name] ?? 0))
        }
    }

    /// The error divided by the size of what it is computed from (1 at the
    /// least): the measure of ``Tolerances/relative`` for required constraints.
    static func relativeError(of constraint: Constraint, value: (Variable) -> Double) -> Double {
        constraint.error(at: value) / max(1, size(of: constraint, value: value))
    }

    /// The size of the numbers a constraint's error is computed from:
    /// |constant| + Σ |coefficient × value|.
    static func size(of constraint: Constraint, value: (Variable) -> Double) -> Double {
        constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
            $0 + abs($1.coefficient * value($1.variable))
        }
    }

    /// The first level (highest priority first) whose objectives differ by
    /// more than the tolerance times the level's size (the larger of the
    /// two, 1 at the least), with both values; nil when they agree.
    func firstDifference(from other: SystemObjective, tolerance: Double) -> (priority: Double, mine: Double, other: Double)? {
        for priority in Set(levels.keys).union(other.levels.keys).sorted(by: >) {
            let mine = levels[priority] ?? 0, theirs = other.levels[priority] ?? 0
            let size = max(1, sizes[priority] ?? 0, other.sizes[priority] ?? 0)
            if abs(mine - theirs) > tolerance * size { return (priority, mine, theirs) }
        }
        return nil
    }
}

/// The tolerances of every check of the random sessions and numeric
/// stress tests (Docs/Hardening.md, "Tolerance policy").
public enum Tolerances {
    /// A required constraint holds when its error is at most this times the
    /// size of its terms (the sum of |coefficient × value| and |constant|, 1
    /// at the least).
    public static let relative = 1e-7
    /// A required constraint off by more than ``relative`` but at most this
    /// is the limit of double precision, not a wrong answer, when the
    /// solver reports it and a fresh solve cannot do better (see
    /// `SolverSession.isReportedLimit(_:)`). Beyond it, the error is not
    /// rounding: a conflicting constraint accepted left one 94 % off.
    public static let reportedLimit = 1e-5
    /// Two solutions are equally good when each level's Σ weight × error
    /// differs by at most this times its size: Σ weight × (|constant| +
    /// Σ |coefficient × value|) over the level's constraints, 1 at the least
    /// (the numbers the objective is computed from, as in the numeric
    /// stress tests).
    public static let objective = 1e-6
    /// Two frames agree when each component differs by at most this times
    /// its size (1 at the least).
    public static let frame = 1e-6
}

extension Solver {
    /// A new solver with the same system, built from this one's exported
    /// document, and the value of each of the document's names in it.
    static func freshSolve(of document: ConstraintSystemDocument) throws -> (Solver, [String: Double]) {
        let fresh = Solver()
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let known = variables[name] { return known }
            let made = Variable(name)
            variables[name] = made
            return made
        }
        for step in document.steps {
            switch step {
            case let .add(text, id, priority, weight):
                try fresh.addConstraint(try ConstraintParser.parseConstraint(text, priority: priority, weight: weight,
                                                                             identifier: id, variable: variable))
            case let .edit(name, priority, weight):
                try fresh.addEditVariable(variable(name), priority: priority, weight: weight)
            case let .suggest(name, value):
                try fresh.suggestValue(value, for: variable(name))
            default:
                break
            }
        }
        return (fresh, variables.mapValues { fresh.value(of: $0) })
    }

    /// The value of each name of the exported document (its last step lists
    /// every variable, in the order of ``variables``).
    func values(namedAsIn document: ConstraintSystemDocument) -> [String: Double] {
        guard case let .values(names)? = document.steps.last else { return [:] }
        var result: [String: Double] = [:]
        for (name, variable) in zip(names, variables) { result[name] = value(of: variable) }
        return result
    }
}
