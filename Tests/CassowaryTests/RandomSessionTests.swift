import SeededRandom
import Testing
@testable import Cassowary

/// Seeded random sessions of adds, removes, edits, suggestions, constant
/// and priority changes, checked after every step.
@Suite struct RandomSessionTests {
    /// A generator of layout-like operations on a small pool of variables.
    struct Session {
        var generator: SplitMix64
        let solver = Solver()
        let variables = (0..<8).map { Variable("v\($0)") }
        var added: [Constraint] = []
        var edits: [Variable] = []
        var failures = 0

        init(seed: UInt64) { generator = SplitMix64(seed: seed) }

        mutating func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        mutating func number(_ range: Int) -> Double { Double(Int(generator.next() % UInt64(2 * range + 1)) - range) }

        mutating func randomConstraint() -> Constraint {
            let a = pick(variables), b = pick(variables)
            let relation = pick(Relation.allCases)
            let lhs = Expression([Term(a, pick([1, 1, 2, 0.5]))]) + number(3) * Expression(b)
            let constraint = Constraint(lhs, relation, Expression(number(200)),
                                        priority: pick([.required, .required, .strong, .medium, .weak, 999.5, 1, 251]),
                                        weight: pick([1, 1, 2.5]))
            return constraint
        }

        /// One random operation; returns whether it failed.
        mutating func step() throws -> Bool {
            let before = solver.fingerprint
            let choice = generator.next() % 10
            var attemptedConstant: (Constraint, Double)?
            do {
                switch choice {
                case 0...3:
                    let constraint = randomConstraint()
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                case 4 where !added.isEmpty:
                    let index = Int(generator.next() % UInt64(added.count))
                    try solver.removeConstraint(added.remove(at: index))
                case 5:
                    let variable = pick(variables)
                    try solver.addEditVariable(variable, priority: pick([.strong, .medium, 600]))
                    edits.append(variable)
                case 6 where !edits.isEmpty:
                    try solver.suggestValue(number(300), for: pick(edits))
                case 7 where !added.isEmpty:
                    let constraint = pick(added), constant = number(200)
                    attemptedConstant = (constraint, constant)
                    try solver.setConstant(constant, of: constraint)
                case 8 where !added.isEmpty:
                    try solver.setPriority(pick([.strong, .weak, 300, .required]), of: pick(added))
                case 9 where !edits.isEmpty:
                    let variable = edits.remove(at: Int(generator.next() % UInt64(edits.count)))
                    try solver.removeEditVariable(variable)
                default:
                    try solver.suggestValue(.nan, for: pick(variables))
                }
                return false
            } catch {
                #expect(solver.fingerprint == before, "a failed \(error.kind) changed the solver")
                if case let .unsatisfiable(_, conflict) = error {
                    let solver = self.solver
                    expectMinimalConflict(conflict) { constraint in
                        if let (changed, constant) = attemptedConstant, changed === constraint { return constant }
                        return solver.constant(of: constraint) ?? constraint.expression.constant
                    }
                }
                failures += 1
                return true
            }
        }

        /// Every required constraint holds at the current values.
        func expectRequiredHold(sourceLocation: SourceLocation = #_sourceLocation) {
            for constraint in solver.constraints where solver.priority(of: constraint)?.isRequired == true {
                var expression = constraint.expression
                expression.constant = solver.constant(of: constraint)!
                let current = Constraint(normalized: expression, constraint.relation)
                let error = current.error { solver.value(of: $0) }
                #expect(error < 1e-6, "\(current) is off by \(error)", sourceLocation: sourceLocation)
            }
        }

        /// Σ weight × error per priority, highest first.
        static func objective(of solver: Solver) -> [Double: Double] {
            var levels: [Double: Double] = [:]
            for (constraint, error) in solver.unsatisfiedConstraints {
                let priority = solver.priority(of: constraint)?.value ?? constraint.priority.value
                levels[priority, default: 0] += error * constraint.weight
            }
            return levels
        }
    }

    @Test(arguments: 0..<12)
    func requiredConstraintsHoldAndFailuresChangeNothing(seed: UInt64) throws {
        var session = Session(seed: seed)
        for index in 0..<250 {
            _ = try session.step()
            session.expectRequiredHold()
            if index % 50 == 49 { session.solver.verifyInvariants() }
        }
        #expect(session.failures > 0, "the session should exercise failures")
    }

    @Test(arguments: 100..<108)
    func incrementalOptimumMatchesAFreshSolve(seed: UInt64) throws {
        var session = Session(seed: seed)
        for index in 0..<200 {
            _ = try session.step()
            guard index % 40 == 39 else { continue }
            // Replaying the exported system on a new solver reaches the same
            // optimum: the same weighted error at every priority level.
            let replay = session.solver.exportDocument().run()
            guard case let .values(_, values)? = replay.entries.last else {
                Issue.record("the exported document did not replay: \(replay.entries)"); continue
            }
            let fresh = Solver()
            var names: [String: Variable] = [:]
            for step in session.solver.exportDocument().steps {
                switch step {
                case let .add(text, _, priority, weight):
                    let constraint = try ConstraintParser.parseConstraint(text, priority: priority, weight: weight) { name in
                        if let existing = names[name] { return existing }
                        names[name] = Variable(name)
                        return names[name]!
                    }
                    try fresh.addConstraint(constraint)
                case let .edit(name, priority, weight):
                    let variable = names[name] ?? Variable(name)
                    names[name] = variable
                    try fresh.addEditVariable(variable, priority: priority, weight: weight)
                case let .suggest(name, value):
                    try fresh.suggestValue(value, for: names[name]!)
                default:
                    break
                }
            }
            let incremental = Session.objective(of: session.solver), replayed = Session.objective(of: fresh)
            for priority in Set(incremental.keys).union(replayed.keys) {
                let expected = replayed[priority] ?? 0
                expectClose(incremental[priority] ?? 0, expected, tolerance: 1e-7 * max(1, abs(expected)),
                            "seed \(seed) step \(index) priority \(priority)")
            }
            #expect(values.count == session.solver.variables.count)
        }
    }

    @Test func theSameCallsGiveTheSameBitsEveryTime() throws {
        var first = Session(seed: 99), second = Session(seed: 99)
        for _ in 0..<300 {
            _ = try first.step()
            _ = try second.step()
        }
        #expect(first.solver.fingerprint.replacingOccurrences(of: " ", with: "")
                == second.solver.fingerprint.replacingOccurrences(of: " ", with: ""))
        for (a, b) in zip(first.variables, second.variables) {
            #expect(first.solver.value(of: a).bitPattern == second.solver.value(of: b).bitPattern)
        }
    }
}
