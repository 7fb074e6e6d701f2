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

    /// Flex sessions compared with a fresh copy after every step around
    /// where they once failed, from `start` on.
    ///
    /// Seed 15 left a flex loop unsettled for six layouts (steps 501 to
    /// 506), and the next layout, going on from where the loop stopped,
    /// settled where a fresh copy does not settle at all (step 507). A
    /// layout after one that did not settle now starts every flex stack
    /// again from where a fresh layout starts, as it does the safe areas.
    ///
    /// Seed 11 moved `item6` from the flex stack `row` into the flex stack
    /// `nested`, whose width a required constraint ties to `row`'s (step
    /// 4 476). The layout's first solve, with `nested` still placed where
    /// the layouts before left it, squeezed `row` to 23; `row`'s restart
    /// (measured offering any width) changed none of its constraints, and
    /// it then took its look at that 23, measured offering at most 23 and
    /// stayed bound below its content (60 live, 78 in a fresh copy). A
    /// restart that changes nothing now looks after the next solve when the
    /// solved size is not the one it placed at.
    ///
    /// Seed 20 measured `item1` in the flex stack `nested` through a broken
    /// `item1.lastBaseline == 60` (step 2 482): `nested` came out 82 wide,
    /// and when that constraint stayed broken the placement was made again
    /// without it, but measured offering at most those 82 (any width gives
    /// 200), so `nested` stayed 82 wide where a fresh copy settles at 169. A
    /// placement made again without a broken constraint now starts from
    /// where a fresh layout starts.
    ///
    /// Seed 20 resized the root (step 6 768) and the flex stack `row`,
    /// measured offering any width, placed its hidden `column` 360 wide
    /// (its measured width); nothing moved, so no later pass measured it at
    /// the 0 points `row` has, where a fresh copy places `column` 0 wide. A
    /// placement after the root was resized now always looks again after
    /// the next solve.
    ///
    /// Seed 16 counted broken constraints of `item3` and `item4` in
    /// `nested`'s measurement (step 6 188); they stayed broken and the
    /// placement was made again without them, measured offering at most the
    /// 84 points a solve had given `nested` through them (any width gives
    /// 158). Such a placement is now measured again from any width.
    ///
    /// Seed 16's fresh copy broke `item1.safeArea.trailingMargin <=
    /// item5.safeArea.trailingMargin + 35` (step 9 926; `item1` right to
    /// left, so the constraint bounds where `nested` is) while the stacks
    /// updated their constraints before the first solve, and the layout
    /// settled in one pass, after which broken constraints got no retry.
    /// They now get it after every layout.
    ///
    /// Seed 8 showed `column`, a flex stack that only a plain item holds,
    /// hidden and shown again (step 1 532): its items kept the `STK-flex-size`
    /// at 999.999 that hiding gives what a hidden flex stack holds, where a
    /// fresh copy holds them required and conflicts. A flex stack now
    /// compiles again when it hides or shows itself.
    ///
    /// Seed 20 at step 6 768 and seed 16 at step 9 926 are replayed by the
    /// `sessions` tool in a release build (Hardening.md), not here: their
    /// replays in a debug build would take minutes of the suite.
    @Test(arguments: [(seed: 15, start: 500), (seed: 11, start: 4_470), (seed: 20, start: 2_475),
                      (seed: 16, start: 6_180), (seed: 8, start: 1_525)]
          as [(UInt64, Int)])
    func flexSessionsMatchAFreshCopyWhereTheyOnceFailed(seed: UInt64, start: Int) throws {
        var session = EngineSession(seed: seed, freshEvery: 1_000_000)
        try session.run(steps: start)
        session.freshEvery = 1
        try session.run(steps: 10)
        #expect(session.statistics.freshComparisons + session.statistics.skippedComparisons == 10)
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
