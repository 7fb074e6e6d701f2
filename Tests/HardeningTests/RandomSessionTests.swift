import Cassowary
import RandomSessions
import Testing

/// Short versions of the long random sessions of `swift run -c release
/// sessions` (Docs/Hardening.md): every step is checked (required
/// constraints hold, refused calls change nothing, conflicts are minimal)
/// and, every `freshEvery` steps, the incremental result is compared with a
/// fresh solve of the same system. A failed check throws a
/// ``SessionFailure`` naming the seed and step that replay it.
@Suite struct RandomSessionTests {
    /// Seed 4 once broke a required constraint at step 340: a removal
    /// pivoted on rounding residue (see `Tableau.purgeResidue`).
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func solverSessionsKeepEveryPromise(seed: UInt64) throws {
        var session = SolverSession(seed: seed, freshEvery: 100)
        try session.run(steps: 400)
        #expect(session.statistics.total == 400)
        #expect(session.statistics.freshComparisons == 4)
        // The session misuses the API and meets conflicts along the way.
        #expect(session.statistics.failures["misuse", default: 0] > 0)
        #expect(session.statistics.failures.values.reduce(0, +) > session.statistics.failures["misuse", default: 0])
    }

    /// Scaled sessions (coefficients from about 1e-8 to 1e8) run with the
    /// solver's relative tolerances. Seeds 2, 3, 5, 11 and 12 failed until
    /// every check in the relative mode refactorized the tableau and reduced
    /// costs were recomputed from their definition; seed 8 (a level above
    /// the fresh optimum at step 199) until a steep pivot made the solver
    /// refactorize after the call.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func scaledSolverSessionsKeepEveryPromise(seed: UInt64) throws {
        var session = SolverSession(seed: seed, freshEvery: 100, scaled: true)
        try session.run(steps: 400)
        #expect(session.solver.usesRelativeTolerances)
        #expect(session.statistics.freshComparisons == 4)
    }

    /// Scaled seed 8 reaches systems from step 1 401 on where a
    /// refactorization and a rebuild both leave a required constraint off
    /// by up to 2.1e-7. The session counted those steps as the limit of
    /// double precision (see `SolverSession.isReportedLimit(_:)`) until a
    /// rebuild with the required constraints added first kept the promise
    /// (`Solver.recomputeTableau()`).
    @Test func scaledSeed8KeepsThePromiseWhereItsRebuildsFellShort() throws {
        var session = SolverSession(seed: 8, freshEvery: 100, scaled: true)
        try session.run(steps: 1_410)
        #expect(session.statistics.reportedLimits == 0)
    }

    /// Scaled seed 12 broke a required constraint by 7 % at step 690 until
    /// a candidate that only residue blocks had its reduced cost recomputed
    /// before the residue was pivoted on (`Tableau.optimize(weight:)`).

    @Test func scaledSeed12HoldsPastItsResiduePivot() throws {
        var session = SolverSession(seed: 12, freshEvery: 100, scaled: true)
        try session.run(steps: 700)
        #expect(session.statistics.freshComparisons == 7)
    }

    /// Compared with a fresh solve after every call, scaled seed 10 ended a
    /// level 70 % above its optimum at step 105: rounding of 9.5e-15 at a
    /// higher level hid an improving slack (see
    /// `Tableau.reviseDoubtfulReducedCost(of:weight:)`). Recomputing such
    /// costs then broke step 19, where a row's residue made the definition
    /// improving, and step 377, where a real cost of -0.03 was taken for
    /// zero next to its level's largest (see
    /// `Tableau.recomputeReducedCost(of:weight:)`).
    @Test func scaledSeed10MatchesAFreshSolveAfterEveryCall() throws {
        var session = SolverSession(seed: 10, freshEvery: 1, scaled: true)
        try session.run(steps: 110)
        // Fresh solves are what takes the time: only around step 377.
        session.freshEvery = 1_000
        try session.run(steps: 265)
        session.freshEvery = 1
        try session.run(steps: 5)
        #expect(session.statistics.freshComparisons == 115)
    }

    @Test(arguments: 0..<4 as Range<UInt64>)
    func engineSessionsKeepEveryPromise(seed: UInt64) throws {
        var session = EngineSession(seed: seed, freshEvery: 100)
        try session.run(steps: 300)
        #expect(session.statistics.total == 300)
        #expect(session.statistics.freshComparisons + session.statistics.skippedComparisons == 3)
        #expect(session.statistics.failures["misuse", default: 0] > 0)
    }

    /// With the root's safe area changing as well, every layout matches a
    /// fresh copy's. Seed 1 once found a guide 8 points outside its item
    /// (inset from the alignment rectangle, not the frame), and seed 3 a
    /// runaway loop of a stack's height and its inset whose guide's tie
    /// held a constant past the engine's number limit. At seed 5's step 323
    /// the copy's open position landed elsewhere than the live tree's, and
    /// the insets measured from it broke a constraint that holds live.
    @Test(arguments: [(seed: 1, steps: 620, freshEvery: 5), (seed: 3, steps: 380, freshEvery: 1),
                      (seed: 5, steps: 330, freshEvery: 1)] as [(UInt64, Int, Int)])
    func safeAreaSessionsMatchAFreshCopy(seed: UInt64, steps: Int, freshEvery: Int) throws {
        var session = EngineSession(seed: seed, freshEvery: freshEvery)
        session.usesFlex = false
        session.changesSafeArea = true
        try session.run(steps: steps)
        #expect(session.statistics.freshComparisons > 20)
    }

    /// Seed 2 once re-arranged an item that had left the tree and found its
    /// frame left over from before (fixed in `LayoutEngine.layoutIfNeeded`).
    @Test func anItemRearrangedAfterLeavingTheTreeGetsAFreshFrame() throws {
        var session = EngineSession(seed: 2, freshEvery: 1_000)
        try session.run(steps: 840)
        #expect(session.stepCount == 840)
    }

    /// The same seed makes the same calls and reaches the same bits.
    @Test func theSameSeedGivesTheSameSolver() throws {
        var first = SolverSession(seed: 99), second = SolverSession(seed: 99)
        try first.run(steps: 300)
        try second.run(steps: 300)
        #expect(first.solver.fingerprint.replacingOccurrences(of: " ", with: "")
                == second.solver.fingerprint.replacingOccurrences(of: " ", with: ""))
        #expect(first.statistics.operations == second.statistics.operations)
    }

    /// Two trees built by the same seed in one process lie at different
    /// addresses; their layouts are the same after every step, frame for
    /// frame, so nothing the engine does depends on where objects are in
    /// memory or on the order a dictionary keeps.
    @Test func theSameSeedGivesTheSameLayout() throws {
        var first = EngineSession(seed: 6, freshEvery: 1_000_000)
        var second = EngineSession(seed: 6, freshEvery: 1_000_000)
        for step in 0..<1_000 {
            try first.step()
            try second.step()
            guard first.frames() == second.frames() else {
                Issue.record("the two trees part at step \(step)")
                return
            }
        }
    }

}
