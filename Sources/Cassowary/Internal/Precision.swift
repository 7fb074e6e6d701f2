/// How the tableau tells a number from rounding: by its absolute size, or
/// by its size relative to the numbers it was computed from.
///
/// **Absolute** (kiwi's rule, where every solver starts): a coefficient,
/// constant or reduced cost below ``Tolerance/epsilon`` is zero. Rounding
/// residue in a layout's numbers (coefficients near 1, positions up to
/// thousands) stays far below it, so residue never steers the simplex.
/// But a real number can be that small too: in a system whose coefficients
/// span many orders of magnitude, the tableau coefficient 1e-4 × 1e-5 is
/// dropped as zero, and an optional constraint is ignored, a feasible
/// required one refused, or the objective looks unbounded.
///
/// **Relative**: a sum is zero only when its terms cancel to within
/// ``Tolerance/cancellation`` of the larger of them; every other value,
/// however small, is real. A coefficient too small next to the largest of
/// its row (``Tolerance/relativeResidue``) is still not pivoted on while a
/// steadier pivot exists, and among tied ratios the largest coefficient
/// relative to its row is chosen. A solver switches to this mode for good
/// once its constraints' coefficients span more than
/// ``Tolerance/relativeModeSpread`` (see `Solver+Precision.swift`).
///
/// Why not always relative: residue that builds up over several steps is
/// not caught by the cancellation test, and in long random sessions on
/// well-scaled systems the relative mode pivoted on it within a few
/// thousand calls; the absolute mode drops it.
///
/// Both modes are the same arithmetic with other numbers (no branch on the
/// hot paths): the absolute mode's cancellation fraction is 0, the relative
/// mode's zero threshold the smallest double.
struct Precision: Equatable {
    let isRelative: Bool
    /// A stored value of smaller magnitude is zero.
    private let zeroBelow: Double
    /// A sum at most this fraction of its larger term is zero.
    private let cancellation: Double
    /// Below this fraction of the largest |coefficient| of its row, a
    /// coefficient is residue (see `Tableau.isResidue(_:inRow:)`).
    let residueFraction: Double

    static let absolute = Precision(isRelative: false, zeroBelow: Tolerance.epsilon, cancellation: 0,
                                    residueFraction: Tolerance.residue)
    static let relative = Precision(isRelative: true, zeroBelow: .leastNonzeroMagnitude,
                                    cancellation: Tolerance.cancellation, residueFraction: Tolerance.relativeResidue)

    /// `old + added`; in the relative mode exactly 0 when the two cancel.
    @inline(__always)
    func sum(_ old: Double, _ added: Double) -> Double {
        let result = old + added
        return abs(result) <= cancellation * max(abs(old), abs(added)) ? 0 : result
    }

    /// Whether a stored coefficient, constant or reduced cost counts as zero.
    @inline(__always)
    func isZero(_ value: Double) -> Bool { abs(value) < zeroBelow }

    /// Whether a stored value counts as below zero.
    @inline(__always)
    func isNegative(_ value: Double) -> Bool { value < -zeroBelow }

    /// Whether a stored value counts as above zero.
    @inline(__always)
    func isPositive(_ value: Double) -> Bool { value > zeroBelow }

    /// How far apart two values (ratios of the simplex) may be and still tie.
    @inline(__always)
    func tie(_ a: Double, _ b: Double) -> Double {
        isRelative ? cancellation * max(abs(a), abs(b)) : zeroBelow
    }

    /// Whether a sum `value` whose largest term was `magnitude` is zero: a
    /// cancellation in the relative mode, below the threshold in the absolute.
    @inline(__always)
    func isZero(_ value: Double, largestTerm magnitude: Double) -> Bool {
        isZero(value) || abs(value) <= cancellation * magnitude
    }
}
