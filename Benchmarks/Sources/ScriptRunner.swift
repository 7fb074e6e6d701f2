import Cassowary

/// Times a workload script on this project's solver, with the protocol of
/// WORKLOAD-SCRIPT.md: build = make + add (+ bringing every value up to
/// date), edit = pass time per cycle, churn = pass time per pair.
///
/// kiwi's `updateVariables()` copies every value into its variable. Here
/// values live in the solver and are computed when read, so the equivalent
/// step copies into the application's own array the values that changed
/// (`Solver.forEachChangedValue`), each at its variable's tag: after it, as after kiwi's, the
/// application holds every variable's current value. The runner checks,
/// outside the timed region, that the array matches the solver exactly.
struct ScriptRunner {
    /// One built solver with the application's view of its values.
    final class Built {
        let solver: Solver
        let variables: [Variable]
        let constraints: [Constraint]
        var values: [Double]

        /// Takes variables whose tags are their positions in `variables`.
        init(solver: Solver, variables: [Variable], constraints: [Constraint]) {
            self.solver = solver
            self.variables = variables
            self.constraints = constraints
            self.values = [Double](repeating: .nan, count: variables.count)
        }

        /// kiwi's `updateVariables()`: the application's copy of every value
        /// made current, each value written at its variable's tag.
        @inline(__always)
        func updateValues() {
            values.withUnsafeMutableBufferPointer { values in
                solver.forEachChangedValue { values[$0.tag] = $1 }
            }
        }
    }

    let script: WorkloadScript

    /// Runs every phase of the script.
    func run() throws -> Timings {
        var timings = Timings()
        var built: Built!
        timings.build = try script.buildPasses.measure { _ in
            // The last build's solver is freed before the next is timed, as
            // the Yoga anchor frees its tree between builds.
            built = nil
            let (seconds, next) = build()
            built = next
            try check(script.checksAfterBuild, built, phase: "build")
            return seconds
        }
        if !script.editCycles.isEmpty {
            timings.edit = try passes(script.editPasses, phase: "edit pass", checks: script.checksAfterEditPass, built) {
                editPass(built) / Double(script.editCycles.count)
            }
        }
        if !script.churn.isEmpty {
            timings.churn = try passes(script.churnPasses, phase: "churn pass", checks: script.checksAfterChurnPass, built) {
                churnPass(built) / Double(script.churn.count)
            }
        }
        return timings
    }

    /// One build: make every variable and constraint, add them to a new
    /// solver, bring every value up to date.
    func build() -> (Double, Built) {
        let clock = ContinuousClock()
        var result: Built!
        let elapsed = clock.measure {
            let variables = script.variables.enumerated().map { Variable($1, tag: $0) }
            var constraints: [Constraint] = []
            constraints.reserveCapacity(script.additionCount)
            for entry in script.build {
                if case let .add(addition) = entry {
                    let expression = Expression(addition.terms.map { Term(variables[$0.variable], $0.coefficient) },
                                                constant: addition.constant)
                    constraints.append(Constraint(normalized: expression, Self.relation(addition.relation),
                                                  priority: Priority(addition.priority), weight: addition.weight))
                }
            }
            let built = Built(solver: Solver(), variables: variables, constraints: constraints)
            // Consecutive additions go in together, as an application adds
            // a fresh layout's constraints.
            var next = 0, pending = 0
            func addPending() {
                guard pending > 0 else { return }
                let failures = built.solver.addConstraints(Array(constraints[next..<next + pending]))
                precondition(failures.isEmpty, "\(failures)")
                next += pending
                pending = 0
            }
            for entry in script.build {
                switch entry {
                case .add:
                    pending += 1
                case let .edit(variable, priority, weight, _):
                    addPending()
                    try! built.solver.addEditVariable(variables[variable], priority: Priority(priority), weight: weight)
                case let .suggest(variable, value):
                    addPending()
                    try! built.solver.suggestValue(value, for: variables[variable])
                }
            }
            addPending()
            built.updateValues()
            result = built
        }
        return (elapsed.seconds, result)
    }

    func editPass(_ built: Built) -> Double {
        ContinuousClock().measure {
            for cycle in script.editCycles {
                for (variable, value) in cycle { try! built.solver.suggestValue(value, for: built.variables[variable]) }
                built.updateValues()
            }
        }.seconds
    }

    func churnPass(_ built: Built) -> Double {
        ContinuousClock().measure {
            for index in script.churn {
                try! built.solver.removeConstraint(built.constraints[index])
                try! built.solver.addConstraint(built.constraints[index])
            }
        }.seconds
    }

    /// Runs warm-up and counted passes of a phase, checking after each.
    func passes(_ passes: WorkloadScript.Passes, phase: String, checks: [(variable: Int, value: Double)],
                _ built: Built, _ body: () -> Double) throws -> [Double] {
        try passes.measure { _ in
            let seconds = body()
            built.updateValues()
            try check(checks, built, phase: phase)
            return seconds
        }
    }

    /// The check values hold, and the application's copy of every value is exact.
    func check(_ checks: [(variable: Int, value: Double)], _ built: Built, phase: String) throws {
        for (variable, expected) in checks {
            let actual = built.solver.value(of: built.variables[variable])
            if abs(actual - expected) > 1e-6 * max(1, abs(expected)) {
                throw CheckFailure(description: "\(script.name) N=\(script.n) after \(phase): \(script.variables[variable]) is \(actual), expected \(expected)")
            }
        }
        for (index, variable) in built.variables.enumerated() {
            let actual = built.solver.value(of: variable)
            if built.values[index].bitPattern != actual.bitPattern {
                throw CheckFailure(description: "\(script.name) N=\(script.n) after \(phase): the copied value of \(script.variables[index]) is \(built.values[index]), the solver's \(actual)")
            }
        }
    }

    static func relation(_ relation: WorkloadScript.Relation) -> Cassowary.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
