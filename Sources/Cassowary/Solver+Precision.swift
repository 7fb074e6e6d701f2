/// Switching to relative tolerances when a system is badly scaled.
///
/// Every solver starts with kiwi's absolute tolerance (see `Precision`).
/// A constraint that would make the nonzero |coefficients| the solver has
/// been given span more than ``Tolerance/relativeModeSpread`` switches it,
/// before that constraint is inserted, to relative tolerances for good: the
/// tableau is rebuilt from the records (as by a drift refresh) in the
/// relative mode. When the insertion then fails, the solver goes back to
/// the tableau it had, so a refused call still changes nothing.
extension Solver {
    /// The smallest and largest nonzero |coefficient| the solver has been given.
    struct CoefficientSpan: Equatable {
        var smallest = Double.infinity
        var largest = 0.0

        /// The span with `constraint`'s coefficients added.
        func adding(_ constraint: Constraint) -> CoefficientSpan {
            var span = self
            for term in constraint.expression.terms where term.coefficient != 0 {
                span.smallest = min(span.smallest, abs(term.coefficient))
                span.largest = max(span.largest, abs(term.coefficient))
            }
            return span
        }

        var isBadlyScaled: Bool { largest > Tolerance.relativeModeSpread * smallest }
    }

    /// Whether the solver tells numbers from rounding relative to their
    /// size, as it does once its constraints' coefficients span more than a
    /// factor of 1e6 (see `Precision`).
    public var usesRelativeTolerances: Bool { tableau.precision.isRelative }

    /// Runs `insertion` for `constraint`, first switching to relative
    /// tolerances when the constraint makes the system badly scaled, and
    /// switching back if `insertion` throws.
    ///
    /// Inside a probe the switch keeps the state it replaces for the probe
    /// to go back to, and opens a transaction on the rebuilt tableau for
    /// the probe's calls: the probe's own transaction belongs to the
    /// replaced tableau. (A probe that switched crashed, the rebuilt
    /// tableau having no journal to mark.)
    func withPrecision<Failure: Error>(for constraint: Constraint,
                                       _ insertion: () throws(Failure) -> Void) throws(Failure) {
        let span = tableau.numerics.coefficientSpan.adding(constraint)
        if span.isBadlyScaled && !tableau.precision.isRelative {
            try switchingToRelativeTolerances(insertion)
        } else {
            try insertion()
        }
        tableau.numerics.coefficientSpan = span
    }

    /// Rebuilds the tableau in the relative mode and runs `insertion`,
    /// going back to the tableau it had when `insertion` throws (see
    /// ``withPrecision(for:_:)``). Out of line: the state it keeps is
    /// large, and copying it around cost every insertion.
    @inline(never)
    private func switchingToRelativeTolerances<Failure: Error>(_ insertion: () throws(Failure) -> Void) throws(Failure) {
        let saved = state
        // A rebuild that breaks down changes nothing: the solver stays absolute.
        guard refresh(precision: .relative) else {
            try insertion()
            return
        }
        if isProbing {
            stateBeforeProbeSwitch = (saved, undoLog.count)
            tableau.beginTransaction()
        }
        do {
            try insertion()
        } catch {
            state = saved
            if isProbing { stateBeforeProbeSwitch = nil }
            throw error
        }
    }
}
