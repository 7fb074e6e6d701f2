import Testing
@testable import Cassowary

/// A constant that goes far out and comes back: the row constants it moved
/// keep the rounding of the large numbers they passed through, and the
/// solver mends the values after the call that brings them back
/// (`Tolerance.cancelledMagnitude`, `Solver+Refresh.swift`).
@Suite struct CancelledConstantTests {
    /// `x == y + gap` with `y == 100.1`: a gap of 1e12 (the layout engine's
    /// limit, which a runaway loop reaches) puts x's row constant where a
    /// double resolves 1.2e-4, and a gap of 0.456 brings it back to 100.556.
    @Test func aConstantBroughtBackFromFarHoldsItsConstraintsAsPromised() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == 100.1)
        let gap = x == y + 0.3
        try solver.addConstraint(gap)
        try solver.setConstant(-(1e12 + 0.123), of: gap)
        #expect(abs(solver.value(of: x) - 1e12) < 1e3)
        try solver.setConstant(-0.456, of: gap)
        #expect(abs(solver.value(of: x) - 100.556) <= Solver.promisedAccuracy * 100.556)
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }
}
