/// The solver's tolerances, and the limits it works within.
enum Tolerance {
    /// In the absolute mode (see `Precision`), coefficients, constants,
    /// reduced costs and ratios closer to zero than this are zero. kiwi uses
    /// the same value.
    static let epsilon = 1.0e-8

    /// In the relative mode (see `Precision`), a sum smaller than this
    /// fraction of the larger of its two terms is what is left of an exact
    /// cancellation: the terms agreed to within rounding, and the sum is 0.
    static let cancellation = 1.0e-12

    /// In the relative mode, the fraction of its row's largest coefficient
    /// below which a coefficient is residue (``residue`` is the
    /// absolute mode's): far smaller, since a badly scaled system's rows
    /// hold real coefficients 1e-12 of their largest.
    static let relativeResidue = 1.0e-13

    /// In the relative mode, a coefficient below this fraction of its row's
    /// largest is rounding noise, never a pivot: the row's own arithmetic
    /// is not that precise. A fresh solve of a scaled random session
    /// pivoted on 1.7e-20 (of its row's 1) and broke a required constraint
    /// by 100 %.
    static let noise = 1.0e-15

    /// A solver whose constraints' nonzero |coefficients| span more than
    /// this factor (largest over smallest) counts as badly scaled and
    /// switches to relative tolerances (see `Precision`). Layouts' stay
    /// within it: multipliers, aspect ratios and weights of 1e-3 to 1e3.
    static let relativeModeSpread = 1.0e6

    /// A coefficient below this fraction of the largest of its row or
    /// objective level, yet above ``rounding``, is a sum that should have
    /// cancelled and drifted past ``epsilon`` over many calls: its presence
    /// anywhere makes the solver refactorize its tableau (see
    /// `Solver+Refresh.swift`), and a recomputed reduced cost this small
    /// next to its terms or its level is zero
    /// (`Tableau.recomputeReducedCost(of:weight:)`).
    /// Which coefficients the simplex passes over when it pivots is
    /// ``residue``'s to say.
    static let relativePivot = 1.0e-7

    /// In the absolute mode, a coefficient below this fraction of the
    /// largest of its restricted row is residue (see
    /// `Tableau.isResidue(_:inRow:)`): not a pivot, and removed before a
    /// pivot is chosen in its row or column. Coarser than
    /// ``relativePivot``, which decides when residue is a sign of drift:
    /// in long random sessions rows carried coefficients off by 1e-6 of
    /// their size, and expansions left 2e-7 to 5e-7 of a row's largest
    /// where 0 was meant, which the dual simplex pivoted on (solver seed 8,
    /// step 3 691: a required constraint off by 0.6 %). In the relative
    /// mode, a pivot this steep makes the solver refactorize after the call
    /// (`Numerics.tookSteepPivot`).
    static let residue = 1.0e-6

    /// In the relative mode, a change that pivoted on a coefficient below
    /// ``residue`` of its row and leaves a required constraint off by more
    /// than this fraction of its terms, or an optional level that far from
    /// what its constraints give, even once the tableau is refactorized, is
    /// made again without such pivots (see `Solver.transaction(_:)`). In 12
    /// scaled random sessions of 3 000 calls, the calls that took such a
    /// pivot left required constraints at most 6e-7 off.
    static let steepPivotBreak = 1.0e-3

    /// A new row that holds at once may be solved for any of its non-dummy
    /// symbols whose |coefficient| is at least this fraction of the largest
    /// such; the solver takes the one fewest rows name
    /// (`Solver.cheapestSubject(of:)`). Dividing by the coefficient
    /// multiplies the row's rounding by at most 1 / this.
    static let subjectShare = 0.1

    /// Below this fraction of the largest coefficient of its row or level,
    /// a coefficient is the trace of ordinary rounding, not drift.
    static let rounding = 1.0e-11

    /// A required constraint off by more than this, relative to the size of
    /// its terms, means rounding has drifted: the solver rebuilds its
    /// tableau (see `Solver+Refresh.swift`).
    static let drift = 1.0e-10

    /// The solver checks for drift after this many successful calls, or
    /// after as many calls as it holds constraints if that is more.
    static let driftCheckInterval = 100

    /// A check that finds the required constraints off by more than this
    /// (relative), yet within ``drift``, looks again ``driftWatchFactor``
    /// times sooner than usual (still O(1) per call, amortised). Drift is
    /// not slow: in random sessions on 12 variables the relative error of
    /// the tableau grew from 1e-13 to 1e-7 within 150 to 350 calls (by
    /// factors of 3 to 20 per pivot in dense columns), so a check every 100
    /// calls came too late. Well-scaled systems stay near 1e-15 and keep
    /// the long interval.
    static let driftWatch = 1.0e-13

    /// A row constant from beyond ``cancelledMagnitude`` brought down to
    /// less than ``cancelledShare`` of itself by a change of constants keeps
    /// the larger number's rounding: a spacing of 1e12 set back to 0 left a
    /// constant 2.8e-4 off, where a row's own values are near 100. After
    /// such a call the solver measures the required constraints, as after a
    /// drift check (see `Solver+Refresh.swift`). A double resolves 1.5e-8 at
    /// 1e8, so the promise holds below it; layouts never reach it but
    /// through the engine's limit of 1e12.
    static let cancelledMagnitude = 1.0e8
    static let cancelledShare = 1.0 / 16
    static let driftWatchFactor = 8

    /// A drift check also follows any call after which the substitutions
    /// since the last check have written this many times as many entries
    /// as the tableau holds (see `Solver+Refresh.swift`). A compromise
    /// measured on the benchmarks and the long random sessions: 1 cost
    /// W2's edits 47 % and 2 cost them 25 %; 4 held two fewer of 8 long
    /// sessions in a trial.
    static let driftCheckWorkFactor = 2
    /// The tableau size the work after which a check follows is counted
    /// from, at the least: a layout of a few constraints would otherwise be
    /// checked after every call (W1 at N = 1: builds 60 % slower, edits 70 %).
    static let driftCheckMinimumSize = 64

    /// Refinement (see `Solver+Refinement.swift`) corrects a constraint off
    /// by more than this fraction of its terms, and stops once the required
    /// constraints are within 100 times it.
    static let refinement = 1.0e-12
    /// A constraint off by more than this fraction of its terms (1 at the
    /// least) is not off by rounding, and refinement leaves it alone.
    static let refinementLimit = 1.0e-3
    /// The most refinement steps after one check.
    static let refinementSteps = 3

    /// The most pivots one run of the primal simplex may make before it
    /// counts as cycling (see ``Tableau/optimize()``): far more than a
    /// sound run needs, which is about the number of rows.
    static func pivotLimit(rows: Int) -> Int { 1000 + 50 * rows }
}
