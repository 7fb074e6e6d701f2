import Testing
@testable import Cassowary

/// `Solver.surelyDetermined(_:above:)` reads only the priorities above the
/// one asked about, and `structuralChanges` counts the calls that change which constraints
/// the solver holds.
@Suite struct DeterminationAboveTests {
    /// `x == 5` at 250 fixes x for the priorities above 100, not for those
    /// above 250 (that constraint is then not read).
    @Test func onlyThePrioritiesAboveCount() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 5, priority: 250))
        try solver.addConstraint(y >= x)
        #expect(solver.surelyDetermined([x, y], above: 100) == [true, false])
        #expect(solver.surelyDetermined([x], above: 250) == [false])
        #expect(solver.surelyDetermined([x, y]) == [true, false])
        // A pull on y at the lowest priority fixes it, but only counting it.
        try solver.addPull(Constraint(y, .equal, 0, priority: Priority(1e-9)))
        #expect(solver.value(of: y) == 5)
        #expect(solver.surelyDetermined([y]) == [true])
        #expect(solver.surelyDetermined([y], above: 1e-9) == [false])
    }

    /// A search asked again after other searches and changes answers from
    /// the tableau as it is then, not from marks an earlier search left.
    @Test func searchesDoNotSeeEachOthersMarks() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let held = Constraint(x, .equal, 5, priority: 500)
        try solver.addConstraint(held)
        try solver.addConstraint(y == x + 1)
        #expect(solver.surelyDetermined([y], above: 100) == [true])
        try solver.removeConstraint(held)
        #expect(solver.surelyDetermined([y], above: 100) == [false])
        try solver.addConstraint(Constraint(x, .equal, 7, priority: 500))
        #expect(solver.surelyDetermined([x, y], above: 100) == [true, true])
    }

    @Test func structuralChangesCountAddsRemovesAndPrioritiesOnly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pinned = x == 5
        try solver.addConstraint(pinned)
        let afterAdd = solver.structuralChanges
        #expect(afterAdd == 1)
        #expect(throws: SolverError.self) { try solver.addConstraint(x == 6) as Void }
        try solver.setConstant(-7, of: pinned)
        let wish = Constraint(y, .equal, 3, priority: 250)
        try solver.addConstraint(wish)
        try solver.setPriority(500, of: wish)
        try solver.removeConstraint(wish)
        #expect(solver.structuralChanges == afterAdd + 3)
        try solver.addEditVariable(y, priority: .strong)
        try solver.suggestValue(4, for: y)
        try solver.removeEditVariable(y)
        #expect(solver.structuralChanges == afterAdd + 5)
        solver.reset()
        #expect(solver.structuralChanges == 0)
    }
}
