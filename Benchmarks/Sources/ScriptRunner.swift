import Cassowary

/// Times a workload script on this project's solver, with the protocol of
/// WORKLOAD-SCRIPT.md: build = make + add (+ reading every value), edit =
/// pass time per cycle, churn = pass time per pair.
struct ScriptRunner {
    /// Seconds per counted repetition of each phase.
    struct Timings {
        var build: [Double] = []
        var edit: [Double]? = nil
        var churn: [Double]? = nil
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var description: String
    }

    let script: WorkloadScript
    /// Stop repeating a phase once one repetition took longer than this.
    var maxSeconds = Double.infinity

    /// Runs every phase of the script.
    func run() throws -> Timings {
        var timings = Timings()
        var solver = Solver()
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        for repetition in 0..<(script.buildPasses.warmup + script.buildPasses.repetitions) {
            let (seconds, built) = build()
            (solver, variables, constraints) = built
            try check(script.checksAfterBuild, solver, variables, phase: "build")
            if repetition >= script.buildPasses.warmup { timings.build.append(seconds) }
            if seconds > maxSeconds && !timings.build.isEmpty { break }
        }
        if !script.editCycles.isEmpty {
            timings.edit = try passes(script.editPasses, phase: "edit pass", checks: script.checksAfterEditPass,
                                      solver, variables) {
                try editPass(solver, variables) / Double(script.editCycles.count)
            }
        }
        if !script.churn.isEmpty {
            timings.churn = try passes(script.churnPasses, phase: "churn pass", checks: script.checksAfterChurnPass,
                                       solver, variables) {
                try churnPass(solver, constraints) / Double(script.churn.count)
            }
        }
        return timings
    }

    /// One build: make every variable and constraint, add them to a new
    /// solver, read every value.
    func build() -> (Double, (Solver, [Variable], [Constraint])) {
        let clock = ContinuousClock()
        var result: (Solver, [Variable], [Constraint])!
        let elapsed = clock.measure {
            let variables = script.variables.map(Variable.init)
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
            let solver = Solver()
            var next = 0
            for entry in script.build {
                switch entry {
                case .add:
                    try! solver.addConstraint(constraints[next])
                    next += 1
                case let .edit(variable, priority, weight, _):
                    try! solver.addEditVariable(variables[variable], priority: Priority(priority), weight: weight)
                case let .suggest(variable, value):
                    try! solver.suggestValue(value, for: variables[variable])
                }
            }
            var sum = 0.0
            for variable in variables { sum += solver.value(of: variable) }
            blackHole(sum)
            result = (solver, variables, constraints)
        }
        return (elapsed.seconds, result)
    }

    func editPass(_ solver: Solver, _ variables: [Variable]) throws -> Double {
        let clock = ContinuousClock()
        return clock.measure {
            for cycle in script.editCycles {
                for (variable, value) in cycle { try! solver.suggestValue(value, for: variables[variable]) }
                var sum = 0.0
                for variable in variables { sum += solver.value(of: variable) }
                blackHole(sum)
            }
        }.seconds
    }

    func churnPass(_ solver: Solver, _ constraints: [Constraint]) throws -> Double {
        let clock = ContinuousClock()
        return clock.measure {
            for index in script.churn {
                try! solver.removeConstraint(constraints[index])
                try! solver.addConstraint(constraints[index])
            }
        }.seconds
    }

    /// Runs warm-up and counted passes of a phase, checking after each.
    func passes(_ passes: WorkloadScript.Passes, phase: String, checks: [(variable: Int, value: Double)],
                _ solver: Solver, _ variables: [Variable], _ body: () throws -> Double) throws -> [Double] {
        var times: [Double] = []
        for repetition in 0..<(passes.warmup + passes.repetitions) {
            let seconds = try body()
            try check(checks, solver, variables, phase: phase)
            if repetition >= passes.warmup { times.append(seconds) }
            if seconds * Double(max(script.editCycles.count, script.churn.count)) > maxSeconds && !times.isEmpty { break }
        }
        return times
    }

    func check(_ checks: [(variable: Int, value: Double)], _ solver: Solver, _ variables: [Variable],
               phase: String) throws {
        for (variable, expected) in checks {
            let actual = solver.value(of: variables[variable])
            if abs(actual - expected) > 1e-6 * max(1, abs(expected)) {
                throw CheckFailure(description: "\(script.name) N=\(script.n) after \(phase): \(script.variables[variable]) is \(actual), expected \(expected)")
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

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Keeps a computed value alive so the optimiser cannot drop the work.
@inline(never)
func blackHole(_ value: Double) {
    if value.isNaN && value.sign == .minus { print("", terminator: "") }
}
