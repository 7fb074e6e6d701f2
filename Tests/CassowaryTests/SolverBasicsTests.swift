import Testing
@testable import Cassowary

@Suite struct SolverBasicsTests {
    @Test func equalityDeterminesBothVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint(x - y == 20)
        expectClose(solver.value(of: x), 60)
        expectClose(solver.value(of: y), 40)
    }

    @Test func inequalitiesBoundAnOptionalPreference() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width >= 20)
        try solver.addConstraint(width <= 300)
        try solver.addConstraint((width == 500) | .weak)
        expectClose(solver.value(of: width), 300)
        try solver.addConstraint((width == 10) | .strong)
        expectClose(solver.value(of: width), 20)
    }

    @Test func multipliersAndConstantsOnBothSides() throws {
        let left = Variable("left"), right = Variable("right"), center = Variable("center")
        let solver = Solver()
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == 3 * left + 40)
        try solver.addConstraint(2 * center == left + right)
        expectClose(solver.value(of: right), 70)
        expectClose(solver.value(of: center), 40)
    }

    @Test func optionalConstraintsOfOnePriorityTradeBySummedError() throws {
        // Three weak wishes pull x to 0, 10 and 10: the L1 optimum is the median, 10.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        expectClose(solver.value(of: x), 10)
    }

    @Test func weightsTipTheBalanceWithinOnePriority() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 0, priority: .medium, weight: 3))
        try solver.addConstraint(Constraint(x, .equal, 100, priority: .medium, weight: 2))
        expectClose(solver.value(of: x), 0)
        try solver.addConstraint(Constraint(x, .equal, 100, priority: .medium, weight: 2))
        expectClose(solver.value(of: x), 100)
    }

    @Test func optionalInequalityIsMetWhenPossibleAndOtherwiseMinimallyViolated() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 50)
        try solver.addConstraint((x >= 80) | .strong)
        expectClose(solver.value(of: x), 50)
        let violations = solver.unsatisfiedConstraints
        #expect(violations.count == 1)
        expectClose(violations.first?.error ?? 0, 30)
    }

    @Test func variablesTheSolverHasNotSeenAreZero() throws {
        let x = Variable("x"), unseen = Variable("unseen")
        let solver = Solver()
        try solver.addConstraint(x >= -5)
        #expect(solver.value(of: unseen) == 0)
        #expect(solver.value(of: x) >= -5)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.addConstraint(c)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(c)
        expectClose(solver.value(of: x), 5)
    }

    /// A solver that once held a badly scaled system starts over with
    /// absolute tolerances after `reset()`, as a new solver does.
    @Test func resetForgetsThatTheSystemWasBadlyScaled() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 1e-7 * y + 3)
        try solver.addConstraint(y == 1e7)
        #expect(solver.usesRelativeTolerances)
        solver.reset()
        try solver.addConstraint(x == 5)
        #expect(!solver.usesRelativeTolerances)
        expectClose(solver.value(of: x), 5)
    }

    @Test func redundantRequiredEqualitiesAreAcceptedAndRemovable() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        expectClose(solver.value(of: x), 10)
        try solver.removeConstraint(second)
        try solver.addConstraint((x == 3) | .weak)
        expectClose(solver.value(of: x), 3)
        solver.verifyInvariants()
    }

    @Test func constraintDescriptionsReadLikeTheSource() {
        let x = Variable("x"), width = Variable("width")
        #expect((x + width <= 320).description == "x + width <= 320")
        #expect(((2 * x == 0.5 * width + 10) | 750).description == "2*x - 0.5*width == 10 @750")
        #expect(Constraint(x, .greaterThanOrEqual, -3, identifier: "min").description == "min: x >= -3")
    }
}
