import SeededRandom
import Testing
@testable import Cassowary

/// Every failure is typed, names its culprit, and leaves the solver exactly
/// as it was: the same bits in the tableau, and the same later behaviour.
@Suite struct ErrorTests {
    /// A solver with some of everything in it.
    func populatedSolver() throws -> (Solver, [Variable]) {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + w <= 300)
        try solver.addConstraint((w == 120) | .weak)
        try solver.addConstraint((y == 2 * x + 5) | .medium)
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(40, for: x)
        return (solver, [x, y, w])
    }

    /// Runs a failing call and checks that nothing changed.
    func expectUnchanged(_ solver: Solver, _ body: () throws -> Void,
                         sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
        let before = solver.fingerprint
        let error = expectSolverError(sourceLocation: sourceLocation, body)
        #expect(solver.fingerprint == before, "the failed call changed the solver", sourceLocation: sourceLocation)
        solver.verifyInvariants()
        return error
    }

    @Test func duplicateConstraint() throws {
        let (solver, variables) = try populatedSolver()
        let c = variables[1] <= 1000
        try solver.addConstraint(c)
        let error = expectUnchanged(solver) { try solver.addConstraint(c) }
        #expect(error == .duplicateConstraint(c))
        #expect(error?.description == "the constraint y <= 1000 is already in the solver")
    }

    @Test func unknownConstraint() throws {
        let (solver, variables) = try populatedSolver()
        let stranger = variables[0] == 3
        let error = expectUnchanged(solver) { try solver.removeConstraint(stranger) }
        #expect(error == .unknownConstraint(stranger))
        #expect(expectUnchanged(solver) { try solver.setConstant(5, of: stranger) } == .unknownConstraint(stranger))
    }

    @Test func editVariableErrors() throws {
        let (solver, variables) = try populatedSolver()
        let (x, y) = (variables[0], variables[1])
        #expect(expectUnchanged(solver) { try solver.addEditVariable(x) } == .duplicateEditVariable(x))
        #expect(expectUnchanged(solver) { try solver.suggestValue(1, for: y) } == .unknownEditVariable(y))
        #expect(expectUnchanged(solver) { try solver.removeEditVariable(y) } == .unknownEditVariable(y))
        let required = expectUnchanged(solver) { try solver.addEditVariable(y, priority: .required) }
        #expect(required == .requiredEditVariable(y))
        #expect(required?.description == "the edit variable y needs a priority below 1000 (required)")
    }

    @Test func nonFiniteNumbersAreRejectedWithTheirPlace() throws {
        let (solver, variables) = try populatedSolver()
        let (x, y) = (variables[0], variables[1])
        let nanCoefficient = Constraint(Expression([Term(x, .nan)]), .equal, Expression(1))
        guard case let .invalidNumber(message)? = expectUnchanged(solver, { try solver.addConstraint(nanCoefficient) }) else {
            Issue.record("expected invalidNumber"); return
        }
        #expect(message.contains("coefficient nan of x"))
        let infiniteConstant = x <= .infinity
        guard case let .invalidNumber(constantMessage)? = expectUnchanged(solver, { try solver.addConstraint(infiniteConstant) }) else {
            Issue.record("expected invalidNumber"); return
        }
        #expect(constantMessage.contains("constant -inf"))
        guard case let .invalidNumber(suggestMessage)? = expectUnchanged(solver, { try solver.suggestValue(.nan, for: x) }) else {
            Issue.record("expected invalidNumber"); return
        }
        #expect(suggestMessage == "the suggested value nan for x is not finite")
        let c = y >= 0
        try solver.addConstraint(c)
        #expect(expectUnchanged(solver) { try solver.setConstant(.infinity, of: c) }?.kind == "invalidNumber")
    }

    @Test func badPrioritiesAndWeights() throws {
        let (solver, variables) = try populatedSolver()
        let y = variables[1]
        for priority in [0.0, -1, 1000.5, .nan, .infinity] {
            let error = expectUnchanged(solver) { try solver.addConstraint((y == 1) | Priority(priority)) }
            #expect(error?.kind == "invalidNumber", "priority \(priority)")
        }
        for weight in [0.0, -2, .nan, .infinity] {
            let error = expectUnchanged(solver) {
                try solver.addConstraint(Constraint(y, .equal, 1, priority: .weak, weight: weight))
            }
            #expect(error?.kind == "invalidNumber", "weight \(weight)")
        }
        #expect(expectUnchanged(solver) { try solver.addEditVariable(y, priority: 0) }?.kind == "invalidNumber")
        #expect(expectUnchanged(solver) { try solver.addEditVariable(y, weight: -1) }?.kind == "invalidNumber")
    }

    @Test func unsatisfiableAdditionChangesNothing() throws {
        let (solver, variables) = try populatedSolver()
        let (x, w) = (variables[0], variables[2])
        let culprit = x + w >= 500
        let error = expectUnchanged(solver) { try solver.addConstraint(culprit) }
        guard let failure = unsatisfiable(error) else { return }
        #expect(failure.culprit === culprit)
        #expect(failure.conflict.last === culprit)
        #expect(failure.conflict.count == 2)
        expectMinimalConflict(failure.conflict)
    }

    @Test func aVariableNamedOnlyByAFailedCallDoesNotComeIntoBeing() throws {
        let (solver, _) = try populatedSolver()
        let fresh = Variable("fresh")
        _ = expectUnchanged(solver) { try solver.addConstraint((fresh == 1) | 2000) }
        _ = expectUnchanged(solver) { try solver.addEditVariable(fresh, priority: .required) }
        #expect(!solver.variables.contains(fresh))
    }

    @Test func unsatisfiableConstantChangeChangesNothing() throws {
        let (solver, variables) = try populatedSolver()
        let x = variables[0]
        let cap = x <= 250
        try solver.addConstraint(cap)
        let floor = x >= 100
        try solver.addConstraint(floor)
        let error = expectUnchanged(solver) { try solver.setConstant(-50, of: cap) }  // x <= 50
        guard let failure = unsatisfiable(error) else { return }
        #expect(failure.culprit === cap)
        #expect(failure.conflict.map(\.description) == ["x >= 100", "x <= 250"])
        #expect(solver.constant(of: cap) == -250)
    }

    /// A `Constraint` keeps the constant it was made with; an error
    /// describes each constraint with the constant the solver holds (or, for
    /// a rejected change, was asked for). With the constants made with, the
    /// conflict below would not conflict: x >= 100 and x <= 140 hold together.
    @Test func anErrorDescribesTheConstantsTheSolverHolds() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 100, cap = x <= 250
        try solver.addConstraint(floor)
        try solver.addConstraint(cap)
        try solver.setConstant(-150, of: floor)   // x >= 150
        let added = x <= 140
        let addition = expectUnchanged(solver) { try solver.addConstraint(added) }
        #expect(addition == .unsatisfiable(added, conflict: [floor, added], constants: [floor: -150]))
        #expect(addition?.description == "the required constraint x <= 140 cannot hold; these constraints conflict:\n"
            + "  x >= 150\n  x <= 140")
        let change = expectUnchanged(solver) { try solver.setConstant(-120, of: cap) }   // x <= 120
        #expect(change == .unsatisfiable(cap, conflict: [floor, cap], constants: [floor: -150, cap: -120]))
        #expect(change?.description == "the required constraint x <= 120 cannot hold; these constraints conflict:\n"
            + "  x >= 150\n  x <= 120")
        let infinite = expectUnchanged(solver) { try solver.setConstant(.infinity, of: floor) }
        #expect(infinite?.description == "the constant inf of x >= 150 is not finite")
        #expect(solver.setConstants([(.infinity, floor)]).map(\.error.description) == ["the constant inf of x >= 150 is not finite"])
        // Without a conflict search the rejected constant is still the one printed.
        let bare = Solver(conflictSearch: .none)
        try bare.addConstraint(floor)
        try bare.addConstraint(cap)
        let unsearched = expectUnchanged(bare) { try bare.setConstant(-50, of: cap) }
        #expect(unsearched?.description == "the required constraint x <= 50 cannot hold; these constraints conflict:\n")
        // A constraint with the constant it was made with prints it as before.
        #expect(cap.description == "x <= 250" && cap.description(constant: -120) == "x <= 120")
    }

    @Test func aFailedCallLeavesLaterCallsAsIfItNeverHappened() throws {
        // Two solvers get the same calls; one also gets failing calls in between.
        let (clean, cleanVariables) = try populatedSolver()
        let (dirty, dirtyVariables) = try populatedSolver()
        var generator = SplitMix64(seed: 7)
        for step in 0..<60 {
            let value = Double(generator.next() % 400)
            // Failing calls on the dirty solver only.
            let failures: [() throws -> Void] = [
                { try dirty.addConstraint(dirtyVariables[0] <= -1 - value) },
                { try dirty.addConstraint(dirtyVariables[0] + dirtyVariables[2] >= 301 + value) },
                { try dirty.suggestValue(.nan, for: dirtyVariables[0]) },
            ]
            for failure in failures { #expect(throws: SolverError.self) { try failure() } }
            // The same successful calls on both.
            try clean.suggestValue(value, for: cleanVariables[0])
            try dirty.suggestValue(value, for: dirtyVariables[0])
            if step % 10 == 0 {
                try clean.addConstraint((cleanVariables[1] == value) | Priority(Double(100 + step)))
                try dirty.addConstraint((dirtyVariables[1] == value) | Priority(Double(100 + step)))
            }
            for (a, b) in zip(cleanVariables, dirtyVariables) {
                #expect(clean.value(of: a).bitPattern == dirty.value(of: b).bitPattern, "step \(step)")
            }
        }
    }
}
