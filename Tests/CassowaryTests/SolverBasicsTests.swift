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

    /// After `reset()` every stored property of a solver that went through
    /// constraints of every kind, edits, removals, a badly scaled system and
    /// a drift check reads as in a new solver: a field that `reset()`
    /// forgets fails here by name.
    @Test func resetLeavesEveryFieldAsInANewSolver() throws {
        let solver = Solver()
        let variables = (0..<40).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        for (index, variable) in variables.enumerated() {
            let priority: Priority = [.required, .strong, .medium, .weak][index % 4]
            let constraint = (variable == Double(index) + 1e-7 * variables[(index + 1) % 40] + 1) | priority
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        try solver.addEditVariable(variables[0], priority: .strong)
        try solver.suggestValue(3, for: variables[0])
        for constraint in constraints.prefix(30) { try solver.removeConstraint(constraint) }
        solver.reset()
        let fresh = Solver()
        for (label, value) in Mirror(reflecting: solver).children {
            let expected = Mirror(reflecting: fresh).children.first { $0.label == label }.map { String(describing: $0.value) }
            #expect(String(describing: value) == expected, "\(label ?? "?") differs from a new solver's after reset()")
        }
    }

    /// Every stored property of the solver is in the state a rebuild
    /// replaces and a probe restores (`TableauState`), or named here with
    /// the reason it is not: a new field must take a side. The numeric
    /// policy is the tableau's one field `numerics`, whose own fields take
    /// their sides in `NumericsTests`.
    @Test func everyFieldIsInTheRebuiltStateOrKeptOnPurpose() {
        let keptOnPurpose: Set<String> = [
            "conflictSearch",               // configuration, fixed at creation
            "edits",                        // the caller's edit variables, which a rebuild re-adds as records
            "nextSequence",                 // numbers records across rebuilds
            "undoLog", "inTransaction",     // the call in progress
            "defersOptimization",           // the call in progress: false between calls
            "isProbing", "stateBeforeProbeSwitch",  // the probe in progress
            "symbolsReleasedSinceReclaim",  // counts toward the next reclaim, whatever the tableau
            "reportedValues",               // empty between calls: storage reused by forEachChangedValue
            "determinationMarks",           // marks of surelyDetermined's searches, each of its own generation
            "structuralChanges",            // counts calls, whatever the tableau a rebuild leaves
        ]
        let state = Set(Mirror(reflecting: Solver().state).children.compactMap(\.label))
        #expect(Mirror(reflecting: Solver().tableau).children.contains { $0.label == "numerics" })
        for label in Mirror(reflecting: Solver()).children.compactMap(\.label) {
            #expect(state.contains(label) != keptOnPurpose.contains(label),
                    "\(label): in TableauState \(state.contains(label)), kept on purpose \(keptOnPurpose.contains(label))")
        }
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

/// Expansion of rows that name passive rows (rows kept as written, whose
/// subject is a user variable), in both of its orders.
@Suite struct PassiveExpansionTests {
    /// Positions down a long chain, each measured from the one before: a
    /// constraint between two of them near the end, and one between the
    /// last and the first, hold, and their values are exact.
    @Test func positionsDownALongChainRelateExactly() throws {
        let solver = Solver()
        let tops = (0..<500).map { Variable("top\($0)") }
        try solver.addConstraint(tops[0] == 0)
        for index in 1..<tops.count {
            try solver.addConstraint(tops[index] == tops[index - 1] + 10)
        }
        // Both sides reach the chain's start; the weights cancel there.
        try solver.addConstraint(tops[499] >= tops[498] + 5)
        try solver.addConstraint((tops[499] - tops[0] <= 6000) | .strong)
        #expect(solver.value(of: tops[499]) == 4990)
        #expect(solver.value(of: tops[250]) == 2500)
    }

    /// A passive row whose subject is older than a passive symbol it names
    /// (`x`, made by a constraint since removed, becomes the subject of
    /// `x == y + 1` where `y` is newer): an expansion that meets `y` both
    /// directly and through `x` expands it again in topological order, and
    /// the result is the same.
    @Test func aSubjectOlderThanWhatItNamesIsExpandedInTopologicalOrder() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let early = x == 3
        try solver.addConstraint(early)
        try solver.removeConstraint(early)
        try solver.addConstraint(z == 2)
        try solver.addConstraint(y == z + 1)
        try solver.addConstraint(x == y + 1)
        try solver.addConstraint(x + 2 * y >= 7)
        try solver.addConstraint((x + 2 * y <= 7) | .strong)
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 3)
    }
}
