import Foundation
import Testing
@testable import Cassowary

/// Systems whose coefficients span many orders of magnitude: the solver
/// switches to relative tolerances (`Precision`) and solves them as it
/// solves layouts. Each reproducer failed with kiwi's absolute tolerance of
/// 1e-8 (found by the `spread` family of `NumericStressTests`).
@Suite struct BadlyScaledSystemTests {
    /// `100000*w >= 10000` (w ≥ 0.1) and the optional `0.0001*w == 0.00005`,
    /// which holds at w = 0.5. With the absolute tolerance the optional
    /// row's coefficient of the first constraint's slack, 1e-4 × 1e-5 =
    /// 1e-9, counted as zero, and w stayed at 0.1.
    @Test func aSmallOptionalConstraintIsNotIgnored() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(100_000 * w >= 10_000)
        #expect(!solver.usesRelativeTolerances)
        try solver.addConstraint((0.0001 * w == 0.00005) | .weak)
        #expect(solver.usesRelativeTolerances)
        #expect(abs(solver.value(of: w) - 0.5) <= 1e-15)
    }

    /// With `10000*w >= 1000` instead, adding the optional constraint threw
    /// `numericalFailure("the objective is unbounded")`.
    @Test func aSmallOptionalConstraintIsNotAnUnboundedObjective() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(10_000 * w >= 1_000)
        try solver.addConstraint((0.0001 * w == 0.00005) | .weak)
        #expect(abs(solver.value(of: w) - 0.5) <= 1e-15)
    }

    /// d ≤ 273 600 follows from four required constraints whose
    /// coefficients span 2e-4 to 2e6. Suggesting 300 000 for d's strong edit
    /// threw "the required constraint edit d: d == 273600 @750 cannot
    /// hold", where adding `(d == 300000) | .strong` gave d = 273 600.
    @Test func aSuggestionBeyondAReachableBoundStopsAtIt() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        try solver.addConstraint(0.05 * a == 0.0002)
        try solver.addConstraint(0.0008 * b >= 0.06)
        try solver.addConstraint(5 * c - 2_000_000 * a - 400 * b >= 6000)
        try solver.addConstraint(60 * c + 20 * d <= 6_000_000)
        try solver.addEditVariable(d, priority: .strong)
        try solver.suggestValue(300_000, for: d)
        #expect(abs(solver.value(of: d) - 273_600) <= 1e-9 * 273_600)
        #expect(abs(solver.value(of: c) - 8_800) <= 1e-9 * 8_800)
        try solver.suggestValue(-5, for: d)
        #expect(abs(solver.value(of: d) + 5) <= 1e-15 * 273_600)
    }

    /// The switch comes when the coefficients span more than a factor of
    /// 1e6, not before, and values already found do not move.
    @Test func theSwitchComesPastASpreadOfAMillion() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(0.001 * x + 0.002 * y == 3)
        try solver.addConstraint((x == 1000) | .strong)
        try solver.addConstraint(1000 * y >= 0)
        #expect(!solver.usesRelativeTolerances, "a spread of exactly 1e6")
        try solver.addConstraint((1000.5 * y <= 1e9) | .weak)
        #expect(solver.usesRelativeTolerances)
        #expect(solver.value(of: x) == 1000)
        #expect(solver.value(of: y) == 1000)
        solver.verifyInvariants()
    }

    /// A constraint that would switch the solver and is refused leaves it
    /// as it was: the same tableau, still with the absolute tolerance.
    @Test func aRefusedConstraintDoesNotSwitch() throws {
        let x = Variable("x")
        let pin = x == 1
        let solver = Solver()
        try solver.addConstraint(pin)
        try solver.addConstraint((x >= 0) | .weak)
        let before = solver.fingerprint
        let tooFar = 1e-7 * x >= 1
        #expect(throws: SolverError.unsatisfiable(tooFar, conflict: [pin, tooFar])) { try solver.addConstraint(tooFar) }
        #expect(solver.fingerprint == before)
        #expect(!solver.usesRelativeTolerances)
        try solver.addConstraint(2 * x >= 1)
        #expect(!solver.usesRelativeTolerances)
        #expect(solver.value(of: x) == 1)
    }

    /// A probe whose constraint makes the system badly scaled switches
    /// inside the probe only: the constraint holds there, and afterwards
    /// the solver is as it was, absolute, and switches no sooner than
    /// before. The switch rebuilt the tableau, whose first call in the
    /// probe crashed for want of a journal (scaled solver sessions 16, 17
    /// and 19: a probe among their first calls).
    @Test func aProbeThatSwitchesLeavesTheSolverAsItWas() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint((x == 2) | .weak)
        let before = solver.fingerprint
        let seen = try solver.probe { () throws -> (Double, Bool, Bool) in
            try solver.addConstraint(1e-7 * y >= 1e-6)
            let switched = solver.usesRelativeTolerances
            let refused = (try? solver.addConstraint(1e-7 * x >= 1)) == nil
            return (solver.value(of: y), switched, refused)
        }
        #expect(seen.0 == 10 && seen.1 && seen.2, "\(seen)")
        #expect(solver.fingerprint == before)
        #expect(!solver.usesRelativeTolerances)
        try solver.addConstraint(3 * y >= 1)
        #expect(!solver.usesRelativeTolerances)
        #expect(solver.value(of: x) == 2)
    }

    /// A conflict among badly scaled constraints is found, and minimal:
    /// w ≥ 0.1 and w ≤ 0.01, written 1e9 apart, with a bystander.
    @Test func aConflictAmongBadlyScaledConstraintsIsMinimal() throws {
        let w = Variable("w"), y = Variable("y")
        let atLeast = 100_000 * w >= 10_000
        let bystander = 0.001 * y + w <= 1e6
        let atMost = 0.0001 * w <= 0.000001
        let solver = Solver()
        try solver.addConstraint(atLeast)
        try solver.addConstraint(bystander)
        let before = solver.fingerprint
        #expect(throws: SolverError.unsatisfiable(atMost, conflict: [atLeast, atMost])) { try solver.addConstraint(atMost) }
        #expect(solver.fingerprint == before)
        #expect(abs(solver.value(of: w) - 0.1) <= 1e-15)
    }

    /// Ten constraints from a `spread` system, with priorities and weights.
    static let chainOfFiveItems: [(String, Priority, Double)] = [
        ("20*left0 == 80000", .required, 1),
        ("50*left1 - 0.01*left0 - 0.0003*width0 >= 30", .required, 1),
        ("0.02*width1 <= 0.05", Priority(300), 4000),
        ("0.03*left2 - 80*left1 - 200*width1 >= 30", .required, 1),
        ("0.001*width2 <= 0.006", Priority(500), 20000),
        ("0.0002*left3 - 0.0001*left2 - 0.3*width2 >= 0.07", .required, 1),
        ("0.0001*width3 <= 0.006", Priority(500), 30000),
        ("30*left4 - left3 - 300*width3 == 900", .required, 1),
        ("0.000007*width4 <= 2", Priority(600), 100),
        ("0.0008*left4 + 0.000001*width4 <= 1", .required, 1),
    ]

    /// An edit variable made, and its value suggested, before the
    /// constraint at index `before` of a system.
    struct Edit {
        let before: Int, name: String, priority: Priority, weight: Double, value: Double
    }

    /// A solver given `system` (with `edits` applied to its text, and the
    /// edit variables of `editing`), and its variables by name.
    static func solve(_ system: [(String, Priority, Double)], replacing edits: [String: String] = [:],
                      editing: [Edit] = []) throws -> (Solver, [String: Variable]) {
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let known = variables[name] { return known }
            variables[name] = Variable(name)
            return variables[name]!
        }
        let solver = Solver()
        for (index, (text, priority, weight)) in system.enumerated() {
            for edit in editing where edit.before == index {
                try solver.addEditVariable(variable(edit.name), priority: edit.priority, weight: edit.weight)
                try solver.suggestValue(edit.value, for: variable(edit.name))
            }
            let edited = edits.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            try solver.addConstraint(try ConstraintParser.parseConstraint(edited, priority: priority, weight: weight,
                                                                         variable: variable))
        }
        return (solver, variables)
    }

    /// width0 as an edit variable at 999: suggesting -90 000 and then
    /// 900 000 left it at -90 000 with the absolute tolerance, where a
    /// fresh solver given 900 000 gives 900 000.
    @Test func aSecondSuggestionIsFollowed() throws {
        let (solver, variables) = try Self.solve(Self.chainOfFiveItems)
        let width0 = variables["width0"]!
        try solver.addEditVariable(width0, priority: Priority(999))
        try solver.suggestValue(-90_000, for: width0)
        #expect(abs(solver.value(of: width0) + 90_000) <= 1e-15 * 900_000)
        try solver.suggestValue(900_000, for: width0)
        #expect(abs(solver.value(of: width0) - 900_000) <= 1e-15 * 900_000)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }

    /// With `0.0002*left2` and `0.00084*left4`, making width0 an edit
    /// variable never returned: the primal simplex cycled.
    @Test func anEditOfTheSystemThatCycledReturns() throws {
        let (solver, variables) = try Self.solve(Self.chainOfFiveItems, replacing: ["0.0001*left2": "0.0002*left2", "0.0008*left4": "0.00084*left4"])
        let width0 = variables["width0"]!
        let value = solver.value(of: width0)
        try solver.addEditVariable(width0, priority: .strong)
        #expect(solver.value(of: width0) == value)
        try solver.addConstraint((width0 == value) | .strong)
        #expect(solver.value(of: width0) == value)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }

    /// Twelve constraints from a scaled random session (seed 12): a fresh
    /// solve pivoted on a coefficient of 1.7e-20 next to 1 in its row, the
    /// only one that blocked, and broke the required `1000*v1 == 2.92` by
    /// 100 % (v1 came out 5.5e6, with values near 1e26 elsewhere).
    static let scaledSessionSystem: [(String, Priority, Double)] = [
        ("2e-05*v0 <= 1.2000000000000002", .medium, 1),
        ("2000000*v10 + 500*v4 + v5 <= 237", Priority(999), 0.5),
        ("-2.5*v0 + 100000*v10 >= -2020", Priority(999), 1),
        ("-100000*v3 == 950", Priority(999.5), 1),
        ("100000*v10 - 300000*v11 == -14100", .required, 1),
        ("-100000*v11 - 3000000*v3 + 0.1*v5 <= 3500", .medium, 1),
        ("-10000*v7 + 10000000*v8 >= -26600", .weak, 1),
        ("-300000*v8 == -0.41000000000000003", Priority(251), 1),
        ("250*v3 + 0.0002*v6 == -1.93", .weak, 2.5),
        ("10000*v10 + 10000*v11 + 20*v1 <= 8.700000000000001", Priority(1), 2.5),
        ("1000*v1 == 2.92", .required, 2.5),
        ("0.1*v7 - 0.0001*v6 - 0.03*v1 == -245000", Priority(251), 1),
    ]

    @Test func aFreshSolveDoesNotPivotOnRoundingNoise() throws {
        let (solver, variables) = try Self.solve(Self.scaledSessionSystem)
        #expect(solver.usesRelativeTolerances)
        #expect(abs(solver.value(of: variables["v1"]!) - 0.00292) <= 1e-9 * 0.00292)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        solver.forEachValue { variable, value in #expect(abs(value) < 1e8, "\(variable) = \(value)") }
    }

    /// Twelve constraints from a scaled random session (seed 4, step 370)
    /// whose coefficients span 1e-6 to 2e6. A fresh solve gave v1 = -547.84,
    /// breaking the required `10*v1 >= -12`, and v4 = -3.8e18: the primal
    /// simplex pivoted on -4.2e-10 next to 3 333 in its row, 1.2e-13 of it,
    /// which the relative mode cannot tell from residue. That was while a
    /// refactorization counted its own substitutions as drift, so that every
    /// call after one refactorized again; with the drift checks on their
    /// schedule the solve takes another path, without that pivot. Expected
    /// values: HiGHS's.
    static let boundAfterAChain: [(String, Priority, Double)] = [
        ("5000*v1 + 1000*v4 + 200*v5 <= -17000", .required, 10),
        ("1000*v1 + 100000*v0 <= -0.076", Priority(999), 1),
        ("100000*v2 >= -0.01", Priority(999), 1),
        ("-300.00000000000006*v0 + 1e-05*v10 == -2380", .required, 2.5),
        ("1.0000000000000002e-06*v10 == -0.02", .required, 1),
        ("-3*v2 + 0.001*v6 + 0.05*v1 >= 0.132", .required, 1),
        ("0.2*v10 + 2000000*v0 + 100*v6 >= -51000", Priority(999.5), 1),
        ("-100*v2 + 20*v11 == -145", Priority(999), 10),
        ("-v0 + 0.2*v2 + 0.0005*v4 == 0.122", .strong, 1),
        ("50*v0 - v11 == -5.9", .required, 2.5),
        ("-30000*v2 - 10*v5 >= 2400", .required, 1),
        ("10*v1 >= -12", .required, 1),
    ]

    @Test func aBoundAddedAfterAScaledChainHolds() throws {
        let (solver, variables) = try Self.solve(Self.boundAfterAChain)
        #expect(solver.usesRelativeTolerances)
        expectClose(solver.value(of: variables["v1"]!), -1.2, tolerance: 1e-9)
        expectClose(solver.value(of: variables["v0"]!), 7.932_666_666_667, tolerance: 1e-9)
        expectClose(solver.value(of: variables["v4"]!), -16_673.333_333_333, tolerance: 1e-6)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }

    /// Twenty constraints from a scaled random session (seed 12, step 599),
    /// coefficients from 1e-5 to 3e6. A fresh solve threw
    /// `numericalFailure`: the primal simplex met a candidate no row
    /// blocked, an error whose reduced cost at level 999 was -1.5e-6 (the
    /// level's weights are near 2) though no row of a level-999 error named
    /// it, so that its definition is exactly 0: the rounding of
    /// substitutions through coefficients near 1e8. The reduced cost is now
    /// recomputed from its definition (`Tableau.recomputeReducedCost`).
    /// Expected values: HiGHS's lexicographic optimum.
    static let unblockedCandidateSystem: [(String, Priority, Double)] = [
        ("-100000*v11 - 3000000*v3 + 0.1*v5 <= 3500", .medium, 1),
        ("-3000*v10 - 30*v7 + v4 >= 29200", .strong, 1),
        ("-0.1*v2 + 20000*v3 - 0.01*v0 >= -12.8", .required, 10),
        ("5*v1 + 0.2*v0 + 20*v4 == 5.4", Priority(1), 2.5),
        ("-10*v6 - 300*v2 + v5 == 10000", Priority(999), 2),
        ("20*v3 + v11 + 0.001*v4 == -0.14200000000000002", .strong, 1),
        ("1.5*v9 == 2400", Priority(1), 10),
        ("0.0001*v5 + 0.002*v6 - 100*v9 == -8.9", Priority(999), 0.5),
        ("10000*v10 + 200000*v3 <= -20", Priority(1), 1),
        ("1000*v9 + 0.2*v2 + 0.02*v0 <= 49", Priority(999.5), 1),
        ("5*v1 == 0.34", .weak, 2.5),
        ("0.01*v7 - 0.003*v1 + 0.002*v4 <= 0.08700000000000001", .strong, 2.5),
        ("10000*v9 + 200*v7 >= -0.93", Priority(999), 0.5),
        ("0.0001*v6 >= 0.081", .required, 1),
        ("-0.30000000000000004*v1 - 3000.0000000000005*v8 + 0.010000000000000002*v2 <= 26200", Priority(1), 1),
        ("-3*v0 + 10*v2 + 2*v6 <= -17000", Priority(999.5), 2.5),
        ("2*v4 - 0.01*v6 >= 12", Priority(999.5), 2.5),
        ("-3*v11 - 10*v3 + 1e-05*v6 == -0.026000000000000002", .strong, 1),
        ("-1e-05*v5 - 100*v8 + 10*v10 >= 1.37", .strong, 2.5),
        ("100000*v8 - 30000*v11 >= 1090", Priority(999.5), 1),
    ]

    @Test func aCandidateNoRowBlocksHasItsReducedCostRecomputed() throws {
        let (solver, variables) = try Self.solve(Self.unblockedCandidateSystem)
        #expect(solver.usesRelativeTolerances)
        for (name, expected) in [("v0", -83_777.502_768), ("v1", 3_311.980_110_71), ("v7", 1_000.284_033_21),
                                 ("v9", -20.005_773_664_2)] {
            let value = solver.value(of: variables[name]!)
            #expect(abs(value - expected) <= 1e-9 * abs(expected), "\(name) = \(value), expected \(expected)")
        }
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }

    /// Fourteen constraints from a scaled random session (seed 2, step
    /// 2 959). A fresh solve threw `numericalFailure` at the last: the
    /// primal simplex pivoted a slack in on 1.03e-13 of its row's largest
    /// coefficient, for a reduced cost of -1.03e-12 at level 250 that was
    /// the same residue, moved it by 6e16, and broke a required constraint
    /// by 20 %. Expected levels: HiGHS's lexicographic optimum, which
    /// leaves level 250 at 63 021.58.
    static let residueCostSystem: [(String, Priority, Double)] = [
        ("50000*v4 - 0.030000000000000002*v9 - 3000*v3 >= -0.113", .medium, 1),
        ("-0.0030000000000000005*v5 + 0.0005*v8 + v2 == 16.7", .weak, 2.5),
        ("-0.001*v8 >= -191000", .required, 2.5),
        ("50*v2 <= -300", Priority(251), 1),
        ("-1000*v10 - v6 + v2 >= 0.062", .required, 1),
        ("0.0005*v8 + v6 + 0.0001*v7 <= 11100", .weak, 1),
        ("0.5*v7 - 30000*v2 == 298000", .required, 10),
        ("10000*v10 == 30", .weak, 1),
        ("0.2*v2 >= 1.72", Priority(999.5), 2.5),
        ("0.0001*v9 - 0.03*v11 + 0.0005*v0 >= 490", Priority(251), 1),
        ("-0.0003*v11 - 0.1*v3 + 0.1*v2 == 0.72", .weak, 1),
        ("-1000*v6 == -0.242", Priority(251), 2.5),
        ("-100000*v4 + 1000*v6 >= 2.4", .medium, 2),
        ("1000000*v4 >= 63000", .weak, 1),
    ]

    /// The same system less `0.0001*v9 - 0.03*v11 + 0.0005*v0 >= 490` and
    /// with a required constraint first, minimised from the same step: the
    /// pivot was on 3.3e-12 of its row, above what the primal simplex
    /// passes over by itself, and broke a required constraint by 0.4 %.
    /// Made again with steep pivots refused (`Numerics.refusesSteepPivots`),
    /// the solve reaches the same levels.
    static var residueCostSystemWithOneMoreRequired: [(String, Priority, Double)] {
        [("-3.0000000000000004*v3 + 0.0002*v7 == -0.168", .required, 1)]
            + residueCostSystem.filter { !$0.0.hasPrefix("0.0001*v9") }
    }

    @Test(arguments: [false, true])
    func aReducedCostOfResidueDoesNotMoveASlackWithoutLimit(withOneMoreRequired: Bool) throws {
        let system = withOneMoreRequired ? Self.residueCostSystemWithOneMoreRequired : Self.residueCostSystem
        let (solver, variables) = try Self.solve(system)
        #expect(solver.usesRelativeTolerances)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        // The slack passed over still looks improving: the invariants allow it.
        solver.verifyInvariants()
        let levels = try Self.levels(of: system, at: solver, variables)
        expectClose(levels[999.5] ?? 0, 0, tolerance: 1e-9)
        expectClose(levels[500] ?? 0, 0, tolerance: 1e-6)
        expectClose(levels[251] ?? 0, 730, tolerance: 1e-6)
        expectClose(levels[250] ?? 0, 63_021.58, tolerance: 1e-6 * 63_021.58)
        solver.forEachValue { variable, value in #expect(abs(value) < 1e8, "\(variable) = \(value)") }
    }

    /// Three constraints and an edit from a scaled random session (seed 7,
    /// step 7 099), in the absolute mode: coefficients 0.1 to 30 000, but
    /// v1 goes to 479 996.44, so that the first constraint's terms reach
    /// 2.4e9. A fresh solve left the required `-30000*v10 == 0.286` 7.3e-7
    /// off: the new row was expanded over a basis that held v10 as
    /// 480000.25 less an edit error of 480000.2500095333. A required
    /// constraint just added is now measured, and the tableau refactorized
    /// when it is off. Expected values: exact (HiGHS agrees).
    @Test func aRequiredConstraintAddedOverLargeValuesHolds() throws {
        let v1 = Variable("v1"), v10 = Variable("v10"), v11 = Variable("v11")
        let solver = Solver()
        try solver.addConstraint((5000 * v1 + 10000 * v11 + 5000 * v10 >= -17800) | 999)
        try solver.addConstraint(0.1 * v11 == -24000)
        try solver.addEditVariable(v1, priority: 999, weight: 3)
        try solver.suggestValue(-3.81, for: v1)
        try solver.addConstraint(-30000 * v10 == 0.286)
        #expect(!solver.usesRelativeTolerances)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let exact = -0.286 / 30000
        expectClose(solver.value(of: v10), exact, tolerance: 1e-9 * abs(exact))
        expectClose(solver.value(of: v11), -240_000, tolerance: 1e-9)
        expectClose(solver.value(of: v1), 479_996.44 - exact, tolerance: 1e-6)
    }

    /// A scaled random session's first two calls (seed 46): one required
    /// inequality, whose lazy row solved for v1 names the slack with 2e-5
    /// beside v2's 60 (a spread of 3e6 that the system's own coefficients,
    /// 10 to 3e6, do not have, so the solver keeps the absolute mode). The
    /// constant's move took that coefficient for residue and skipped the
    /// row: v1 stayed at -0.066 and the constraint, now `>= 15100`, was off
    /// by all of it. A required constraint whose constant moved is measured
    /// now, as one just added is, and the tableau refactorized when it is off.
    @Test func aConstantMovedThroughASmallCoefficientHolds() throws {
        let v1 = Variable("v1"), v2 = Variable("v2"), v4 = Variable("v4")
        let solver = Solver()
        let constraint = 50000 * v1 - 3_000_000 * v2 + 10 * v4 >= -3300
        try solver.addConstraint(constraint)
        try solver.setConstant(-15100, of: constraint)
        #expect(!solver.usesRelativeTolerances)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let sum = 50000 * solver.value(of: v1) - 3_000_000 * solver.value(of: v2) + 10 * solver.value(of: v4)
        expectClose(sum, 15100, tolerance: 1e-9 * 15100)
    }

    /// 23 constraints and two edits from a scaled random session (seed 17,
    /// step 2 847): the last add pivoted, in the primal simplex, on 1.3e-7
    /// of its row's largest coefficient, residue of a cancellation among
    /// terms near 1e9, for a cost too large next to its level to look like
    /// rounding. A required constraint came out 16 % off, in the first
    /// attempt and in a retry that refused only steep pivots whose cost
    /// looked like rounding too, and the add threw `numericalFailure`. The
    /// retry now refuses every steep pivot in the primal simplex as well.
    /// Expected levels: HiGHS's lexicographic optimum (edits included).
    static let steepRetrySystem: [(String, Priority, Double)] = [
        ("2*v8 + 100000*v1 + 1000000*v2 == -1670", .required, 2),
        ("5e-06*v6 - 1000*v2 == -12.5", Priority(251), 2.5),
        ("-30000000*v2 >= 0.17", Priority(999), 0.5),
        // Then v3 is edited at 750 and suggested -3 180 000.
        ("0.002*v6 - 100000*v5 <= 1730", Priority(999), 0.5),
        ("200*v0 + 2000000*v1 == 115000", Priority(1), 1),
        ("100*v1 - 0.0001*v4 + 0.1*v7 == 1.4000000000000001", .medium, 1),
        ("0.001*v0 + 2.0000000000000003e-06*v6 == 1930", Priority(251), 2.5),
        // Then v4 is edited at 999 with weight 3 and suggested 172 000.
        ("2.0000000000000003e-06*v6 - 300*v5 >= -1.99", .required, 1),
        ("-100000*v5 == -970", Priority(999), 10),
        ("0.0001*v8 - 3e-06*v6 - 100*v5 >= 1.31", .strong, 1),
        ("2.0000000000000002e-07*v6 - 0.001*v7 - 3.0000000000000004e-07*v3 >= -0.081", .medium, 2.5),
        ("-10*v2 - 1.0000000000000001e-07*v3 >= 0.066", .required, 1),
        ("1000*v5 + 0.020000000000000004*v10 + 0.0005*v8 == -13.700000000000001", .medium, 1),
        ("5e-06*v9 + 100*v11 <= -296000", .required, 1),
        ("0.1*v10 + 0.001*v9 >= 129", Priority(1), 1),
        ("-100000*v2 == -1310", .required, 1),
        ("1000000*v1 >= 144000", .medium, 2.5),
        ("-30000000*v11 - 3000000*v1 <= 72000", Priority(999.5), 2.5),
        ("5.0000000000000004e-08*v6 + 2.0000000000000002e-07*v3 >= -0.015", Priority(999.5), 1),
    ]

    @Test func aRetryRefusesTheSteepPivotsOfThePrimalSimplexToo() throws {
        let (solver, variables) = try Self.solve(Self.steepRetrySystem, editing: [
            Edit(before: 3, name: "v3", priority: .strong, weight: 1, value: -3_180_000),
            Edit(before: 7, name: "v4", priority: 999, weight: 3, value: 172_000),
        ])
        #expect(solver.usesRelativeTolerances)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        var levels = try Self.levels(of: Self.steepRetrySystem, at: solver, variables)
        levels[750, default: 0] += abs(solver.value(of: variables["v3"]!) + 3_180_000)
        levels[999, default: 0] += 3 * abs(solver.value(of: variables["v4"]!) - 172_000)
        expectClose(levels[999.5] ?? 0, 0, tolerance: 1e-6)
        for (priority, expected) in [(999.0, 202_730.084_98), (750, 1_209_999.999_95), (500, 13_239_257.239)] {
            expectClose(levels[priority] ?? 0, expected, tolerance: 1e-6 * expected, "level \(priority)")
        }
    }

    /// Eight optional constraints from a scaled random session (seed 30,
    /// step 2 099). A fresh solve pivoted on 1.6e-11 of its row for a cost
    /// that was that entry again, moved a slack by 8e13, and put values of
    /// 7e20 into the solution, where the tableau believed level 999 at 0
    /// and the constraints put it at 1 786. With no required constraint to
    /// break, the retry did not come: it now also comes when the levels
    /// the tableau holds disagree with the constraints at the values
    /// (`Solver.levelDisagreement`). Expected levels: HiGHS's.
    static let optionalResidueSystem: [(String, Priority, Double)] = [
        ("5*v5 - 0.001*v1 - 3*v6 == -0.30000000000000004", Priority(999), 1),
        ("1000*v5 == -10300", .strong, 10),
        ("15000*v10 - 100*v0 == 0.059000000000000004", .strong, 1),
        ("50000*v2 <= 43000", Priority(999), 1),
        ("0.05*v2 + 0.1*v4 >= -0.057", Priority(1), 1),
        ("-0.03*v0 - 0.001*v6 - 0.3*v4 == -0.094", .medium, 1),
        ("1000000*v10 <= 50", .strong, 1),
        ("50*v5 + 1000*v2 == 1590", Priority(999), 1),
    ]

    @Test func aPivotOnResidueAmongOptionalConstraintsIsMadeAgain() throws {
        let (solver, variables) = try Self.solve(Self.optionalResidueSystem)
        #expect(solver.usesRelativeTolerances)
        let levels = try Self.levels(of: Self.optionalResidueSystem, at: solver, variables)
        expectClose(levels[999] ?? 0, 0, tolerance: 1e-6)
        expectClose(levels[750] ?? 0, 249_000, tolerance: 1e-6 * 249_000)
        expectClose(levels[500] ?? 0, 0, tolerance: 1e-6)
        solver.forEachValue { variable, value in #expect(abs(value) < 1e8, "\(variable) = \(value)") }
    }

    /// 28 constraints from a scaled random session (seed 23, step 4 199),
    /// then the required `1000000*v9 + 1000*v10 + 2*v3 >= 6400`, which HiGHS
    /// solves with them. The add broke a required constraint through a
    /// pivot on 1.3e-14 of its row, and its retry without steep pivots found
    /// no pivot for the new row: the call threw `unsatisfiable`, naming the
    /// new constraint alone as the conflict, and later `numericalFailure`.
    static let refusedForRounding: [(String, Priority, Double)] = [
        ("100*v10 + 10*v2 - 300*v11 >= 0.233", .required, 1),
        ("-0.00030000000000000003*v5 - 3000.0000000000005*v4 >= -27400", .weak, 10),
        ("-1000*v6 + 2000000*v1 + 5000000*v4 <= -1130", .strong, 1),
        ("100000*v9 + 10000*v1 + 200*v11 >= -282", .weak, 1),
        ("500000*v8 + 1000*v10 + 200000*v0 == -1320", .strong, 10),
        ("10*v0 + 0.2*v10 >= 0.59", .medium, 2),
        ("2*v6 + 10000*v8 <= 54", .weak, 1),
        ("-10000*v0 + 50*v7 - 100*v10 == -1710", .medium, 1),
        ("2000*v9 >= -126000", .medium, 1),
        ("1e-06*v5 + 0.005*v7 + 0.001*v6 == 0.105", .required, 10),
        ("-10*v0 == 0.58", Priority(999), 10),
        ("-300*v6 - 2500*v7 == -9800", .required, 1),
        ("1000*v11 + 200000*v1 + 0.1*v5 == -2500", Priority(1), 0.5),
        ("2000*v6 - 30000*v10 + 2000*v2 <= 38000", Priority(251), 1),
        ("-1000000*v8 - v3 - 300000*v1 == 0.99", .required, 2.5),
        ("-3000000*v1 + 500000*v0 <= -0.077", Priority(1), 1),
        ("1000*v10 - 1000000*v4 + 200*v6 <= 14500", .weak, 2.5),
        ("1000*v2 + 5000*v11 - 10000000*v8 == -130", Priority(1), 2.5),
        ("-0.001*v2 + 0.5*v1 <= -0.055", .medium, 1),
        ("-100000*v9 + 0.2*v3 >= 160", .required, 1),
        ("0.001*v3 + 100*v0 == 17.400000000000002", .required, 1),
        ("-30000*v10 + 10000000*v8 + 1000000*v0 <= -0.28", .weak, 1),
        ("1000*v0 - 30*v7 - 30000*v9 <= -39", Priority(999.5), 2.5),
        ("200000*v8 + 100*v11 - 10*v6 == -1970", .required, 1),
        ("-3000*v6 >= 73000", Priority(1), 2.5),
        ("1000000*v8 - v3 >= 15400", .required, 1),
        ("200*v10 + 200*v7 - 30000*v1 == -1740", Priority(999.5), 1),
        ("1000000*v0 - v5 - 10000000*v8 == 17000", Priority(999.5), 1),
    ]

    /// A call refused as infeasible whose required constraints, the
    /// culprit among them, hold together in a fresh required-only solver
    /// was refused for rounding: it throws `numericalFailure`, naming the
    /// culprit, and names no conflict.
    @Test func anInfeasibilityTheRequiredConstraintsDoNotShowIsRounding() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + y == 10)
        let culprit = x <= 4
        guard case let .numericalFailure(message) = solver.infeasibilityError(culprit, constant: culprit.expression.constant)
        else {
            Issue.record("expected numericalFailure")
            return
        }
        #expect(message.contains("the required constraint \(culprit) was refused for rounding"), "\(message)")
        let conflicting = x <= -1
        guard case let .unsatisfiable(named, conflict, _) = solver.infeasibilityError(conflicting, constant: conflicting.expression.constant)
        else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(named === conflicting)
        #expect(conflict.count == 2)
    }

    @Test func aConstraintOnceRefusedForRoundingIsAdded() throws {
        let (solver, variables) = try Self.solve(Self.refusedForRounding)
        let last = try ConstraintParser.parseConstraint("1000000*v9 + 1000*v10 + 2*v3 >= 6400") { variables[$0]! }
        try solver.addConstraint(last)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let values = variables.mapValues { solver.value(of: $0) }
        let lastValue = 1_000_000 * values["v9"]! + 1000 * values["v10"]! + 2 * values["v3"]!
        #expect(lastValue >= 6400 - 6400 * Solver.promisedAccuracy, "\(lastValue)")
        #expect(Solver.probe(Self.refusedForRounding.filter { $0.1.isRequired }.map { text, _, _ in
            let constraint = try! ConstraintParser.parseConstraint(text) { variables[$0]! }
            return (constraint, constraint.expression.constant)
        } + [(last, last.expression.constant)]) == nil)
    }

    /// Σ weight × error of the optional constraints of `system` per
    /// priority, at the solver's values.
    static func levels(of system: [(String, Priority, Double)], at solver: Solver,
                       _ variables: [String: Variable]) throws -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for (text, priority, weight) in system where !priority.isRequired {
            let constraint = try ConstraintParser.parseConstraint(text, priority: priority) { variables[$0]! }
            levels[priority.value, default: 0] += weight * constraint.error { solver.value(of: $0) }
        }
        return levels
    }

    /// Ten constraints from a scaled random session (seed 11, step 2 078),
    /// then a constant change that moves `v3` by 3.3e10. The rows' rounding,
    /// times that move, left `-100*v0 >= -1.34` off by 2.9e-6 of its terms
    /// until the relative mode checked the required constraints after
    /// every call and refined the values when they were off.
    static let largeConstantChange: [(String, Priority, Double)] = [
        ("-30*v10 + 1000*v8 + v11 <= -297", .required, 1),
        ("20*v7 + 5*v0 + 100*v8 == 8800", .weak, 1),
        ("-0.003*v3 - 0.1*v7 == -14.4", Priority(999), 1),
        ("200*v7 <= -174000", Priority(251), 2.5),
        ("-2*v11 == 50000", .required, 1),
        ("1e-06*v4 <= -0.165", .required, 1),
        ("-100*v0 >= -1.34", .required, 2),
        ("0.001*v7 - 0.0001*v10 - 3e-05*v4 >= 20.400000000000002", .weak, 2.5),
        ("-3.0000000000000008e-05*v9 <= -10.200000000000001", .required, 1),
        ("1e-06*v3 + 1.0000000000000001e-07*v9 == -0.095", .required, 1),
    ]

    @Test func aLargeConstantChangeKeepsTheRequiredConstraints() throws {
        let (solver, variables) = try Self.solve(Self.largeConstantChange)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let moved = solver.constraints.last!
        try solver.setConstant(33_000, of: moved)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let v0 = solver.value(of: variables["v0"]!), v11 = solver.value(of: variables["v11"]!)
        #expect(-100 * v0 + 1.34 >= -Solver.promisedAccuracy * 2.68, "v0 = \(v0)")
        #expect(v11 == -25_000)
        let v3 = solver.value(of: variables["v3"]!), v9 = solver.value(of: variables["v9"]!)
        #expect(abs(1e-6 * v3 + 1.0000000000000001e-7 * v9 + 33_000) <= Solver.promisedAccuracy * 66_000,
                "v3 = \(v3), v9 = \(v9)")
    }

    /// Ten constraints and two edit variables from a scaled random session
    /// (seed 8, step 1 198), the last suggestion 1.8e11. `50000*v9 <= -0.72`
    /// binds, but `v9` is computed through `v6`, whose row constant carries
    /// the rounding of numbers near 1.8e11: it ended 1.1e-7 off until a
    /// suggestion (which changes row constants in place) counted as a call
    /// that changed rows, whose required constraints are measured.
    @Test func aFarSuggestionKeepsTheRequiredConstraints() throws {
        let (solver, variables) = try Self.solve([
            ("2*v4 == 0.32", Priority(1), 2.5),
            ("100*v2 + 1e-05*v3 >= -0.24", Priority(500), 1),
            ("100*v4 + 1000*v9 - 0.00030000000000000003*v6 <= -2.1", Priority(500), 2.5),
            ("5*v2 - 30*v9 == 0.87", .required, 2.5),
            ("0.0005*v3 + 0.0005*v7 <= -0.042", Priority(750), 2.5),
            ("50000*v9 <= -0.72", .required, 1),
        ])
        let v6 = variables["v6"]!, v7 = variables["v7"]!
        try solver.addEditVariable(v6, priority: Priority(250))
        try solver.suggestValue(-3_400_000, for: v6)
        try solver.addConstraint(try ConstraintParser.parseConstraint(
            "0.1*v7 + 500000*v2 + 0.2*v6 >= -19000", priority: Priority(999.5)) { variables[$0]! })
        try solver.addConstraint(try ConstraintParser.parseConstraint(
            "v4 >= 1.9000000000000001", priority: Priority(999.5)) { _ in variables["v4"]! })
        try solver.addEditVariable(v7, priority: Priority(750))
        try solver.suggestValue(181_998_840_144.000_03, for: v7)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let v9 = solver.value(of: variables["v9"]!)
        #expect(abs(50_000 * v9 + 0.72) <= Solver.promisedAccuracy * 1.44, "v9 = \(v9)")
    }

    /// 25 constraints from a scaled random session (seed 8, step 1 401),
    /// which HiGHS reports infeasible although they are not. A fresh solve
    /// left `10000*v0 <= -0.125` 2.1e-7 off, beyond the promise, through a
    /// refactorization and a rebuild in order, and `requiredViolation`
    /// said so; this was taken for the limit of double precision
    /// (Docs/Hardening.md, "Long random sessions") until the rebuild with
    /// the required constraints first kept the promise, to 1.4e-11.
    static let beyondDoublePrecision: [(String, Priority, Double)] = [
        ("50*v10 - 0.001*v6 + v5 <= -180", Priority(250), 1),
        ("2*v4 == 0.32", Priority(250), 2.5),
        ("1e-05*v3 + 10*v1 + 0.5*v10 == -0.166", .required, 1),
        ("1000*v10 + 0.01*v7 >= -15700", .required, 2.5),
        ("100*v2 + 1e-05*v3 >= -0.24", Priority(500), 1),
        ("0.5*v10 + 2*v0 + 5*v4 >= 19", Priority(750), 2),
        ("-10000*v11 >= 10.700000000000001", Priority(1), 2),
        ("v2 == 0.007", Priority(750), 2),
        ("50000*v9 <= -0.72", .required, 1),
        ("100000*v9 - 0.01*v7 - 10000*v1 >= 0.113", Priority(500), 1),
        ("200000*v1 <= -194000", Priority(251), 2.5),
        ("0.0001*v5 >= 9100", .required, 1),
        ("0.0002*v7 + 10*v0 + 100*v4 == 21.5", .required, 2.5),
        ("-100*v10 + 5000*v9 == -970", Priority(750), 2.5),
        ("0.1*v7 + 500000*v2 + 0.2*v6 >= -580", Priority(999.5), 1),
        ("200000*v4 <= 91000", Priority(1), 10),
        ("0.2*v6 >= 7700", .required, 1),
        ("-10*v11 - 3*v2 - 0.01*v0 >= -0.137", Priority(999.5), 2.5),
        ("0.01*v7 + 0.005*v6 <= -13000", Priority(999), 1),
        ("10000*v0 <= -0.125", .required, 1),
        ("-1000*v1 == 160", Priority(999.5), 1),
        ("100000*v11 - 300*v0 - 100*v10 == 190", .required, 2.5),
        ("10000*v4 == 10400", .required, 2.5),
        ("-30000000*v11 == 72000", Priority(999.5), 1),
        ("0.005000000000000001*v5 - 1e-05*v3 == 19.3", .required, 2.5),
    ]

    @Test func aSystemThatRebuildsInOrderLeftOffKeepsThePromise() throws {
        let (solver, variables) = try Self.solve(Self.beyondDoublePrecision)
        var measured = 0.0
        for (text, priority, _) in Self.beyondDoublePrecision where priority.isRequired {
            let constraint = try ConstraintParser.parseConstraint(text) { variables[$0]! }
            let size = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
                $0 + abs($1.coefficient * solver.value(of: $1.variable))
            }
            measured = max(measured, constraint.error { solver.value(of: $0) } / max(1, size))
        }
        #expect(abs(solver.requiredViolation - measured) <= 1e-9 * measured)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        #expect(solver.variables.allSatisfy { solver.value(of: $0).isFinite })
    }

    /// Four required constraints from a scaled random session (seed 1,
    /// step 6 056), where the conflict finder's probe accepted the last,
    /// which conflicts with the second (the same terms, 21.4 apart): the
    /// row expanded for it held 8.7e-14 of its largest coefficient on `v0`,
    /// and the solver solved for `v0` there, or pivoted on it, reaching
    /// values near 1e19 at which both hold to within rounding of their
    /// terms. The session reported the last constraint alone as the
    /// conflict.
    @Test func parallelRequiredConstraintsApartConflict() throws {
        let (solver, variables) = try Self.solve([
            ("-0.001*v5 + 50*v7 + v9 >= -2.12", .required, 1),
            ("-0.0030000000000000005*v0 + 0.010000000000000002*v5 <= -11.4", .required, 1),
            ("-1e-05*v6 - 10*v9 <= -11.3", .required, 1),
        ])
        #expect(solver.usesRelativeTolerances)
        let before = solver.fingerprint
        let apart = try ConstraintParser.parseConstraint(
            "0.010000000000000002*v5 - 0.0030000000000000005*v0 >= 10") { variables[$0]! }
        let error = expectSolverError { try solver.addConstraint(apart) }
        guard let failure = unsatisfiable(error) else { return }
        #expect(failure.culprit === apart)
        let conflict = failure.conflict
        #expect(conflict.count == 2 && conflict.contains { $0 === solver.constraints[1] } && conflict.contains { $0 === apart })
        #expect(solver.fingerprint == before)
        #expect(solver.variables.allSatisfy { abs(solver.value(of: $0)) < 1e7 })
    }

    /// Ten constraints from a scaled random session (seed 5, step 2 909).
    /// The last, `0.1*v10 == -177`, conflicts with two required ones
    /// before it (`-30*v2 == 17500` and `0.1*v10 + 0.05*v2 == 10` make v10
    /// 391.67), so adding it must throw `unsatisfiable`. Its row, expanded
    /// over the tableau, is all dummies but for a slack's 1.4e-13 of the
    /// row's largest, what is left of a cancellation, above the relative
    /// mode's residue fraction of 1e-13. The dual simplex pivoted on it and
    /// values of 1e22 came out with v2 = 0; now the call is made again
    /// without steep pivots (`Solver.transaction(_:)`) and finds the conflict.
    static let conflictAmongScaledConstraints: [(String, Priority, Double)] = [
        ("-3*v10 + 0.002*v1 - 0.03*v5 >= 15.200000000000001", Priority(999), 10),
        ("-100*v10 - 1000000*v9 == -61000", .required, 1),
        ("0.1*v10 + 0.05*v2 == 10", .required, 1),
        ("-0.003*v11 + 5e-05*v2 <= -0.048", .required, 1),
        ("0.05*v5 + 10000*v7 >= 18100", .strong, 2.5),
        ("-30*v2 == 17500", .required, 2),
        ("0.00030000000000000003*v5 + 100*v9 == 3.6", .weak, 1),
        ("-0.010000000000000002*v2 + 0.0001*v5 <= 0.2", .weak, 1),
        ("-1000*v11 - 100000*v7 == -52000", Priority(999.5), 1),
    ]

    @Test func aConflictingEqualityAmongScaledConstraintsIsRefused() throws {
        let (solver, variables) = try Self.solve(Self.conflictAmongScaledConstraints)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
        let before = solver.fingerprint
        let conflicting = 0.1 * variables["v10"]! == -177
        let error = expectSolverError { try solver.addConstraint(conflicting) }
        guard let failure = unsatisfiable(error) else { return }
        #expect(failure.culprit === conflicting)
        #expect(Set(failure.conflict.map(\.description)) == ["0.1*v10 + 0.05*v2 == 10", "-30*v2 == 17500",
                                                              "0.1*v10 == -177"])
        #expect(solver.fingerprint == before)
        #expect(abs(solver.value(of: variables["v10"]!) - 391.666_666_666_666_7) <= 1e-9)
    }

    /// A coefficient of 2e12 among coefficients near 1, each variable held
    /// in [-1000, 1000] at medium: the rebuild that follows the insertion
    /// in the relative mode pivoted on it and left a bound's row 2000
    /// outside its bounds, so the solve ended with two bounds broken that
    /// a solution exists without (the ConstraintExpression fuzzer). A
    /// transaction in the relative mode now checks the rows it changed and
    /// rolls back when one is outside its bounds.
    @Test func aPivotOnATwelveOrdersLargerCoefficientKeepsRowsInBounds() throws {
        let names = ["t", "n", "n4z", "nw3.y", "row1.y", "ro", "n3", "w2."]
        let v = Dictionary(uniqueKeysWithValues: names.map { ($0, Variable($0)) })
        let solver = Solver()
        for name in names {
            let variable = v[name]!
            try solver.addConstraint((variable >= -1000) | .medium)
            try solver.addConstraint((variable <= 1000) | .medium)
        }
        let wide = v["t"]! - 2_000_000_000_035 * v["n"]! + 4 * v["n4z"]! - 43 * v["nw3.y"]! - v["row1.y"]!
            - v["ro"]! + 3 * v["n3"]! - v["w2."]! == -8
        try solver.addConstraint(wide)
        solver.verifyInvariants()
        #expect(solver.usesRelativeTolerances)
        for (name, variable) in v {
            #expect(abs(solver.value(of: variable)) <= 1000 + 1e-6, "\(name) = \(solver.value(of: variable))")
        }
        try solver.removeConstraint(wide)
        solver.verifyInvariants()
    }
}
