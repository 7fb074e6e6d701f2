/// The solver's numeric policy in one value: the rules the simplex pivots
/// by, what the tableau's arithmetic reports to the drift checks, and when
/// the next check is due. The tableau holds it as one field
/// (`Tableau.numerics`) beside its numbers; the thresholds it applies are
/// `Tolerance`'s, and what it decides is told in `Solver+Precision.swift`
/// (the mode), `Tableau+Simplex.swift` (pivots) and `Solver+Refresh.swift`
/// (drift checks, refactorization, refinement).
///
/// Its fields have no default values, so every value is made by the
/// memberwise initializer: a new field does not compile until each
/// transition of the solver says what becomes of it.
/// - A new solver, and ``Solver/reset()``: ``init()``.
/// - A rebuild from the records (`Solver.refresh`), or the elimination of
///   a refactorization: ``rebuilding(in:)``.
/// - The end of a refactorization: ``refactorized()``.
/// - The end of a probe: ``afterProbe(_:)``.
/// - A call rolled back by its journal leaves the value as it is: the
///   journal restores numbers, and what the call's arithmetic reported
///   stays for the next check, but for ``tookSteepPivot``, which
///   `Solver.transaction(_:)` keeps per attempt.
struct Numerics {
    // MARK: The rules the simplex receives

    /// How numbers are told from rounding (see `Precision`).
    var precision: Precision
    /// Whether, in the relative mode, the dual simplex refuses pivots below
    /// ``Tolerance/residue`` of their row and the primal simplex passes over
    /// candidates they block: while a change that took one and broke a
    /// required constraint or an optional level is made again (see
    /// `Solver.transaction(_:)`).
    var refusesSteepPivots: Bool

    // MARK: What the tableau's arithmetic reports

    /// Whether the primal simplex recomputed a reduced cost that rounding
    /// had made wrong since the solver last refactorized the tableau (see
    /// `Tableau.recomputeReducedCost(of:weight:)`).
    var recomputedReducedCost: Bool
    /// Whether the simplex, in the relative mode, pivoted on a coefficient
    /// below ``Tolerance/residue`` of its row since the solver last
    /// refactorized: a pivot the absolute mode would not take, which
    /// multiplies the rounding of its row by more than a million (see
    /// ``isSteep(_:largest:)``).
    var tookSteepPivot: Bool
    /// Changes to rows (rows added aside) since the solver last looked:
    /// whether a call moved values that were already there.
    var changedRowCount: Int
    /// The largest row constant that a change of constants brought down to
    /// less than ``Tolerance/cancelledShare`` of itself since the solver last
    /// looked: the smaller number keeps the larger one's rounding.
    var cancelledConstant: Double
    /// Entries written by substitutions since the solver last checked for
    /// drift: the rounding the tableau has taken on since.
    var substitutionWork: Int

    // MARK: When the next drift check is due

    /// The substitution work after which the solver checks for drift. 0 in
    /// a rebuilt tableau, so that it is checked after the next call.
    var driftCheckWork: Int
    /// Successful calls since the last check for drift.
    var callsSinceDriftCheck: Int
    /// The coefficients the solver has been given, which decide its mode
    /// (see `Solver+Precision.swift`).
    var coefficientSpan: Solver.CoefficientSpan
}

extension Numerics {
    /// A new solver's: the absolute mode, nothing reported, nothing given.
    init() {
        self.init(precision: .absolute, refusesSteepPivots: false, recomputedReducedCost: false,
                  tookSteepPivot: false, changedRowCount: 0, cancelledConstant: 0, substitutionWork: 0,
                  driftCheckWork: 0, callsSinceDriftCheck: 0, coefficientSpan: Solver.CoefficientSpan())
    }

    /// A tableau made again from the solver's equations starts in
    /// `precision` with nothing reported, and is checked for drift after
    /// the next call; the count of calls and the coefficients given are
    /// the solver's, whatever its tableau.
    func rebuilding(in precision: Precision) -> Numerics {
        Numerics(precision: precision, refusesSteepPivots: false, recomputedReducedCost: false,
                 tookSteepPivot: false, changedRowCount: 0, cancelledConstant: 0, substitutionWork: 0,
                 driftCheckWork: 0, callsSinceDriftCheck: callsSinceDriftCheck, coefficientSpan: coefficientSpan)
    }

    /// A refactorized tableau has answered the reduced cost and the steep
    /// pivot that asked for it; the elimination's own substitutions are not
    /// drift, and the drift checks keep their schedule. Everything else
    /// stays.
    func refactorized() -> Numerics {
        Numerics(precision: precision, refusesSteepPivots: refusesSteepPivots, recomputedReducedCost: false,
                 tookSteepPivot: false, changedRowCount: changedRowCount, cancelledConstant: cancelledConstant,
                 substitutionWork: 0, driftCheckWork: driftCheckWork, callsSinceDriftCheck: callsSinceDriftCheck,
                 coefficientSpan: coefficientSpan)
    }

    /// After a probe that began with this value and ended with `probed`:
    /// the mode, the rules and the coefficients given are as before it,
    /// and what the probe's arithmetic reported stays for the next check,
    /// as after a call that rolled back.
    func afterProbe(_ probed: Numerics) -> Numerics {
        Numerics(precision: precision, refusesSteepPivots: refusesSteepPivots,
                 recomputedReducedCost: probed.recomputedReducedCost, tookSteepPivot: probed.tookSteepPivot,
                 changedRowCount: probed.changedRowCount, cancelledConstant: probed.cancelledConstant,
                 substitutionWork: probed.substitutionWork, driftCheckWork: probed.driftCheckWork,
                 callsSinceDriftCheck: probed.callsSinceDriftCheck, coefficientSpan: coefficientSpan)
    }
}

extension Numerics {
    // MARK: Reports

    /// Notes a change to a stored row.
    @inline(__always)
    mutating func noteRowChange() { changedRowCount += 1 }

    /// Notes that a change of constants took a row constant from `before`
    /// to `after` (see ``cancelledConstant``).
    @inline(__always)
    mutating func noteConstantShift(from before: Double, to after: Double) {
        if abs(after) < Tolerance.cancelledShare * abs(before) { cancelledConstant = max(cancelledConstant, abs(before)) }
    }

    /// Notes a pivot on `coefficient`, in a row whose largest |coefficient|
    /// is `largest` (computed only in the relative mode).
    @inline(__always)
    mutating func notePivot(on coefficient: Double, largest: @autoclosure () -> Double) {
        if precision.isRelative && Self.isSteep(coefficient, largest: largest()) { tookSteepPivot = true }
    }

    /// Whether `coefficient`, in a row whose largest |coefficient| is
    /// `largest`, makes a steep pivot: below ``Tolerance/residue`` of it, a
    /// pivot the absolute mode would not take, which multiplies the row's
    /// rounding by more than a million.
    @inline(__always)
    static func isSteep(_ coefficient: Double, largest: Double) -> Bool {
        abs(coefficient) < Tolerance.residue * largest
    }

    /// What the dual simplex passes over when it chooses the symbol that
    /// enters through an infeasible row, in the relative mode: residue, or
    /// every steep pivot while they are refused.
    var dualSimplexSkips: SmallCoefficients { refusesSteepPivots ? .steep : .residue }

    /// Whether the simplex found something that asks for a refactorization
    /// now: a reduced cost that rounding had made wrong (the rest of a
    /// drifted objective can be wrong too), or a steep pivot in the
    /// relative mode.
    var asksForRefactorization: Bool { recomputedReducedCost || tookSteepPivot }

    /// Forgets what the last call changed, once the solver has looked.
    mutating func forgetChanges() {
        changedRowCount = 0
        cancelledConstant = 0
    }

    // MARK: The drift checks' schedule

    /// Whether a drift check is due after this many calls, or after the
    /// substitution work since the last one; `uncounted` calls made since
    /// are not yet in ``callsSinceDriftCheck`` (the additions of a step).
    func isDriftCheckDue(interval: Int, uncounted: Int = 0) -> Bool {
        callsSinceDriftCheck + uncounted >= interval || substitutionWork > driftCheckWork
    }

    /// Starts counting toward the next check, which follows once the
    /// substitutions have written ``Tolerance/driftCheckWorkFactor`` times
    /// as many entries as a tableau of `size` holds (counted from
    /// ``Tolerance/driftCheckMinimumSize`` at least).
    mutating func startDriftCheckCount(tableauSize size: Int) {
        callsSinceDriftCheck = 0
        substitutionWork = 0
        driftCheckWork = Tolerance.driftCheckWorkFactor * max(size, Tolerance.driftCheckMinimumSize)
    }
}
