import Cassowary
import ConstraintSystem
import Foundation
import SeededRandom

/// A seeded random session of solver calls, checked after every step.
///
/// Each ``step()`` makes one call: add or remove a constraint, add or
/// remove an edit variable, suggest a value, change a constant, a priority
/// or a weight, probe, or misuse the API (a duplicate, an unknown
/// constraint, a number that is not finite, a required edit). Then it checks:
/// - a call that threw left the solver exactly as it was (bit for bit);
/// - an `unsatisfiable` error names a minimal conflicting set;
/// - every required constraint holds and every value is finite;
/// - every `freshEvery` steps, the solver's invariants hold and its
///   solution is as good, priority by priority, as a fresh solver's given
///   the same system.
///
/// The same seed makes the same calls, so a failure is replayed by its
/// seed and step.
///
/// A *scaled* session makes the same calls in other units: each variable
/// gets a unit from 1e-4 to 1e4 and each constraint a factor from 1e-3 to
/// 1e3 (powers of ten, drawn from a second generator), so coefficients span
/// about 1e-8 to 1e8 and the solver uses relative tolerances.
public struct SolverSession {
    /// The solver under test.
    public let solver = Solver()
    /// What the session did so far.
    public private(set) var statistics = SessionStatistics()
    /// The number of steps made.
    public private(set) var stepCount = 0
    /// The seed the session started from.
    public let seed: UInt64
    /// Every how many steps the invariants and a fresh solve are checked.
    public var freshEvery: Int

    var generator: SplitMix64
    let variables: [Variable]
    /// The constraints added by the session and still in the solver.
    var constraints: [Constraint] = []
    var edits: [Variable] = []
    /// More constraints than this and the session removes rather than adds.
    let constraintLimit: Int
    /// Each variable's unit (all 1 unless the session is scaled).
    let units: [Double]
    /// Draws the constraint factors of a scaled session (nil otherwise).
    var scaleGenerator: SplitMix64?
    /// Whether an addition adds one to four constraints with
    /// `addConstraints` rather than one with `addConstraint` (the calls
    /// drawn then differ from the session's without it).
    public var addsInBatches = false
    /// The conflicts of the constraints a batch left out, checked after the step.
    var batchConflicts: [[Constraint]] = []

    /// Creates a session over `variableCount` variables; a `scaled` one
    /// makes the same calls in units spread over many orders of magnitude
    /// (see above).
    public init(seed: UInt64, variableCount: Int = 12, constraintLimit: Int = 60, freshEvery: Int = 200,
                scaled: Bool = false) {
        self.seed = seed
        self.freshEvery = freshEvery
        self.constraintLimit = constraintLimit
        generator = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
        if scaled {
            var scales = SplitMix64(seed: ~seed)
            units = variables.map { _ in Self.powerOfTen(within: 4, using: &scales) }
            scaleGenerator = scales
        } else {
            units = Array(repeating: 1, count: variableCount)
        }
    }

    /// 10^k for a random integer k in -`limit`...`limit`.
    static func powerOfTen(within limit: Int, using generator: inout SplitMix64) -> Double {
        pow(10, Double(generator.index(below: 2 * limit + 1) - limit))
    }

    /// A constraint's factor: 1, or in a scaled session a power of ten.
    mutating func rowFactor() -> Double {
        guard var scales = scaleGenerator else { return 1 }
        defer { scaleGenerator = scales }
        return Self.powerOfTen(within: 3, using: &scales)
    }

    /// Makes `count` steps, stopping at the first failed check.
    public mutating func run(steps count: Int) throws(SessionFailure) {
        for _ in 0..<count { try step() }
    }

    /// Makes one random call and checks the solver afterwards.
    public mutating func step() throws(SessionFailure) {
        let before = solver.fingerprint
        var operation = Operation.pick(using: &generator, constraints: constraints.count, edits: edits.count,
                                       limit: constraintLimit)
        var description = "\(operation)"
        do {
            description = try perform(&operation)
            statistics.count(operation.kind, failed: false)
        } catch {
            statistics.count(operation.kind, failed: true)
            try check(solver.fingerprint == before, "the failed call (\(error.kind)) changed the solver", description)
            if case let .unsatisfiable(_, conflict, _) = error {
                try checkMinimal(conflict, operation: operation, description)
            }
        }
        if operation.isReadOnly {
            try check(solver.fingerprint == before, "a probe changed the solver", description)
        }
        for conflict in batchConflicts { try checkMinimal(conflict, operation: operation, description) }
        batchConflicts = []
        try checkRequiredConstraints(description)
        if stepCount % freshEvery == freshEvery - 1 {
            solver.verifyInvariants()
            try checkAgainstFreshSolve(description)
        }
        stepCount += 1
    }

    // MARK: - Operations

    /// One call of the session, drawn by weight.
    enum Operation: CustomStringConvertible {
        case add, remove, addEdit, removeEdit, suggest, setConstant, setPriority, probe, range, misuse
        /// Set when an operation changes a constant, for checking its conflict.
        case constantChange(Constraint, Double)

        static func pick(using generator: inout SplitMix64, constraints: Int, edits: Int, limit: Int) -> Operation {
            var choices: [(weight: Int, choice: Operation)] = [(6, .addEdit), (4, .misuse), (2, .probe), (2, .range)]
            choices.append((constraints < limit ? 30 : 0, .add))
            if constraints > 0 {
                choices += [(constraints < limit ? 12 : 40, .remove), (12, .setConstant), (10, .setPriority)]
            }
            if edits > 0 { choices += [(16, .suggest), (4, .removeEdit)] }
            return generator.weighted(choices)
        }

        var kind: String {
            switch self {
            case .add: "add"
            case .remove: "remove"
            case .addEdit: "addEdit"
            case .removeEdit: "removeEdit"
            case .suggest: "suggest"
            case .setConstant, .constantChange: "setConstant"
            case .setPriority: "setPriority"
            case .probe: "probe"
            case .range: "range"
            case .misuse: "misuse"
            }
        }

        var isReadOnly: Bool {
            switch self {
            case .probe, .range: true
            default: false
            }
        }

        var description: String { kind }
    }

    /// Performs the operation; returns a description of the call made.
    mutating func perform(_ operation: inout Operation) throws(SolverError) -> String {
        switch operation {
        case .add where addsInBatches:
            var batch = (0...generator.index(below: 4)).map { _ in randomConstraint() }
            if generator.chance(0.3) { batch += contentSizePair() }
            let failures = solver.addConstraints(batch)
            // A batch none of which went in changed nothing: its first
            // error is the step's, as one call's would be.
            if failures.count == batch.count, let first = failures.first { throw first.error }
            constraints += batch.filter { constraint in !failures.contains { $0.constraint === constraint } }
            for failure in failures {
                if case let .unsatisfiable(_, conflict, _) = failure.error { batchConflicts.append(conflict) }
            }
            return "addConstraints \(batch) (\(failures.count) left out)"
        case .add:
            let constraint = randomConstraint()
            try solver.addConstraint(constraint)
            constraints.append(constraint)
            return "add \(constraint)"
        case .remove:
            let index = generator.index(below: constraints.count)
            try solver.removeConstraint(constraints[index])
            return "remove \(constraints.remove(at: index))"
        case .addEdit:
            let variable = generator.pick(variables)
            let priority = generator.pick([Priority.strong, .medium, 600, .weak, 999])
            try solver.addEditVariable(variable, priority: priority, weight: generator.pick([1, 1, 3]))
            edits.append(variable)
            return "edit \(variable) @\(priority)"
        case .removeEdit:
            let index = generator.index(below: edits.count)
            try solver.removeEditVariable(edits[index])
            return "removeEdit \(edits.remove(at: index))"
        case .suggest:
            let variable = generator.pick(edits)
            let value = generator.integer(within: 400) / units[variables.firstIndex { $0 === variable }!]
            try solver.suggestValue(value, for: variable)
            return "suggest \(variable) = \(value)"
        case .setConstant, .constantChange:
            let constraint = generator.pick(constraints), constant = generator.integer(within: 300) * rowFactor()
            operation = .constantChange(constraint, constant)
            try solver.setConstant(constant, of: constraint)
            return "setConstant \(constant) of \(constraint)"
        case .setPriority:
            let constraint = generator.pick(constraints)
            let priority = generator.pick([Priority.required, .strong, .medium, .weak, 999, 1])
            let weight = generator.chance(0.3) ? generator.pick([0.5, 2, 10]) : nil
            try solver.setPriority(priority, weight: weight, of: constraint)
            return "setPriority \(priority) weight \(weight.map { "\($0)" } ?? "same") of \(constraint)"
        case .probe:
            let constraint = randomConstraint()
            solver.probe { _ = try? solver.addConstraint(constraint) }
            return "probe add \(constraint)"
        case .range:
            let variable = generator.pick(variables)
            _ = solver.range(of: variable)
            return "range of \(variable)"
        case .misuse:
            return try misuse()
        }
    }

    /// A call the solver must refuse, leaving it as it was.
    mutating func misuse() throws(SolverError) -> String {
        let variable = generator.pick(variables)
        switch generator.index(below: 8) {
        case 0 where !constraints.isEmpty:
            let constraint = generator.pick(constraints)
            try solver.addConstraint(constraint)
            return "add \(constraint) again"
        case 1:
            try solver.removeConstraint(variable == 1)
            return "remove a constraint never added"
        case 2:
            try solver.addConstraint(Constraint(Expression([Term(variable, generator.pick([.nan, .infinity]))]),
                                                .equal, Expression(1)))
            return "add a constraint with a coefficient that is not finite"
        case 3:
            try solver.addConstraint((variable == 1) | generator.pick([0, -1, 1000.5, Priority(.nan)]))
            return "add a constraint with an invalid priority"
        case 4:
            try solver.addEditVariable(variable, priority: .required)
            return "add a required edit variable"
        case 5:
            try solver.suggestValue(generator.pick([.nan, -.infinity, 1]), for: variable)
            return "suggest a value that is not finite, or for a variable that may not be edited"
        case 6 where !constraints.isEmpty:
            try solver.setConstant(.nan, of: generator.pick(constraints))
            return "setConstant NaN"
        default:
            try solver.addConstraint((variable == 1).withWeight(generator.pick([0, -2, .infinity])))
            return "add a constraint with an invalid weight"
        }
    }

    /// Two opposite optional inequalities on one random expression, as an
    /// item's hugging and compression resistance (which a batch holds as
    /// one row; see `Solver+Pairs.swift`), in either order.
    mutating func contentSizePair() -> [Constraint] {
        let expression = randomConstraint().expression
        let pair = [Constraint(normalized: expression, .lessThanOrEqual,
                               priority: generator.pick([Priority.weak, .medium, 250, 999])),
                    Constraint(normalized: expression, .greaterThanOrEqual,
                               priority: generator.pick([Priority.strong, 750, .medium, 1]))]
        return generator.chance(0.5) ? pair : pair.reversed()
    }

    /// A layout-like random constraint over one to three variables.
    mutating func randomConstraint() -> Constraint {
        let factor = rowFactor()
        var expression = Expression(generator.integer(within: 200) * factor)
        for _ in 0..<(1 + generator.index(below: 3)) {
            let index = generator.index(below: variables.count)
            expression.add(variables[index], generator.pick([1, 1, -1, 2, 0.5, -3]) * factor * units[index])
        }
        let relation = generator.pick(Relation.allCases)
        let priority = generator.pick([Priority.required, .required, .strong, .medium, .weak, 999.5, 1, 251])
        return Constraint(normalized: expression, relation, priority: priority, weight: generator.pick([1, 1, 2.5]))
    }

    // MARK: - Checks

    func check(_ condition: Bool, _ message: @autoclosure () -> String,
               _ operation: String) throws(SessionFailure) {
        if !condition { throw SessionFailure(seed: seed, step: stepCount, operation: operation, message: message()) }
    }

    /// Every required constraint holds, with its current constant, and every
    /// value is finite; or the solver reports that it cannot promise that
    /// (see ``isReportedLimit(_:)``).
    mutating func checkRequiredConstraints(_ operation: String) throws(SessionFailure) {
        var worst: (constraint: Constraint, error: Double)?
        for constraint in solver.constraints where solver.priority(of: constraint)?.isRequired == true {
            var expression = constraint.expression
            expression.constant = solver.constant(of: constraint)!
            let current = Constraint(normalized: expression, constraint.relation)
            let error = SystemObjective.relativeError(of: current) { solver.value(of: $0) }
            if error > (worst?.error ?? Tolerances.relative) { worst = (current, error) }
        }
        if let worst {
            if isReportedLimit(worst.error) {
                statistics.reportedLimits += 1
            } else {
                try check(false, "\(worst.constraint) is off by \(worst.error) (relative)", operation)
            }
        }
        for variable in variables where !solver.value(of: variable).isFinite {
            try check(false, "\(variable) = \(solver.value(of: variable))", operation)
        }
    }

    /// Whether a required constraint off by `error` (relative, beyond
    /// ``Tolerances/relative``) is the limit of double precision that the
    /// solver reports, not a wrong answer: the solver is in the relative
    /// mode (a badly scaled system), its ``Solver/requiredViolation`` says
    /// as much, the error is within ``Tolerances/reportedLimit``, and a fresh
    /// solver given the exported system falls short of the promise too, so
    /// the incremental path is not to blame. (Scaled seed 8 met such steps
    /// from step 1 401 on, 25 constraints whose fresh solve was 2.1e-7 off,
    /// until the solver rebuilt with the required constraints first when a
    /// rebuild in order fell short; `BadlyScaledSystemTests ›
    /// aSystemThatRebuildsInOrderLeftOffKeepsThePromise`.)
    func isReportedLimit(_ error: Double) -> Bool {
        guard solver.usesRelativeTolerances, error <= Tolerances.reportedLimit,
              solver.requiredViolation >= error / 2 else { return false }
        let document = solver.exportDocument()
        guard let (_, freshValues) = try? Solver.freshSolve(of: document),
              let fresh = try? SystemObjective(document, value: { freshValues[$0] ?? 0 }) else { return false }
        return fresh.requiredViolation > Tolerances.relative
    }

    /// The conflict of an `unsatisfiable` error can hold without any one of
    /// its members, and not with all of them.
    func checkMinimal(_ conflict: [Constraint], operation: Operation, _ description: String) throws(SessionFailure) {
        let constant = { (constraint: Constraint) -> Double in
            if case let .constantChange(changed, value) = operation, changed === constraint { return value }
            return solver.constant(of: constraint) ?? constraint.expression.constant
        }
        try check(!Self.canHoldTogether(conflict, constant: constant), "the reported conflict can hold: \(conflict)", description)
        for index in conflict.indices {
            var rest = conflict
            let dropped = rest.remove(at: index)
            try check(Self.canHoldTogether(rest, constant: constant),
                      "the conflict is not minimal: without \(dropped) the rest still conflict", description)
        }
    }

    /// Whether the constraints, all required, with the given constants, can hold together.
    static func canHoldTogether(_ constraints: [Constraint], constant: (Constraint) -> Double) -> Bool {
        let probe = Solver()
        for constraint in constraints {
            var expression = constraint.expression
            expression.constant = constant(constraint)
            guard (try? probe.addConstraint(Constraint(normalized: expression, constraint.relation))) != nil else {
                return false
            }
        }
        return true
    }

    /// The solution is as good, level by level, as a fresh solver's given the same system.
    mutating func checkAgainstFreshSolve(_ operation: String) throws(SessionFailure) {
        statistics.freshComparisons += 1
        let document = solver.exportDocument()
        do {
            let (_, freshValues) = try Solver.freshSolve(of: document)
            let liveValues = solver.values(namedAsIn: document)
            let live = try SystemObjective(document) { liveValues[$0] ?? 0 }
            let fresh = try SystemObjective(document) { freshValues[$0] ?? 0 }
            try check(fresh.requiredViolation <= Tolerances.relative,
                      "the fresh solve breaks a required constraint by \(fresh.requiredViolation)", operation)
            if let (priority, mine, other) = live.firstDifference(from: fresh, tolerance: Tolerances.objective) {
                try check(false, "at priority \(priority) the incremental solution costs \(mine), a fresh solve \(other)",
                          operation)
            }
        } catch let failure as SessionFailure {
            throw failure
        } catch {
            try check(false, "the exported system does not solve afresh: \(error)", operation)
        }
    }
}
