import Testing
@testable import Cassowary

/// Scenarios that the public Cassowary suites (kiwi, cassowary.js, Rhea and
/// the original C++ tests) check, written anew for this solver.
@Suite struct ClassicScenarioTests {
    @Test func simpleMidpoint() throws {
        // The midpoint of a segment stays in the middle as its ends move.
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(2 * mid == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addEditVariable(left, priority: .strong)
        try solver.addEditVariable(right, priority: .strong)
        try solver.suggestValue(20, for: left)
        try solver.suggestValue(60, for: right)
        expectClose(solver.value(of: mid), 40)
        try solver.suggestValue(95, for: left)
        // left + 10 <= right <= 100: every split of the 45 points of error
        // between the two strong edits is optimal; the constraints decide the rest.
        let (l, r) = (solver.value(of: left), solver.value(of: right))
        #expect(r - l >= 10 - 1e-9 && r <= 100 + 1e-9)
        expectClose(abs(l - 95) + abs(r - 60), 45)
        expectClose(solver.value(of: mid), (l + r) / 2)
    }

    @Test func casso1() throws {
        // x <= y, y == x + 3, x == 10 (weak), y == 10 (weak): either can win.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y == x + 3)
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((y == 10) | .weak)
        let (a, b) = (solver.value(of: x), solver.value(of: y))
        #expect((abs(a - 10) < 1e-9 && abs(b - 13) < 1e-9) || (abs(a - 7) < 1e-9 && abs(b - 10) < 1e-9))
    }

    @Test func inconsistentEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        try solver.addConstraint(ten)
        let five = x == 5
        let error = expectSolverError { try solver.addConstraint(five) }
        #expect(error == .unsatisfiable(five, conflict: [ten, five]))
    }

    @Test func inconsistentInequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
    }

    @Test func inconsistentThroughAChain() throws {
        // w >= 10, x >= w, y >= x, z >= y, z >= 8, z <= 4: the last conflicts with the chain.
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let chain = [w >= 10, x >= w, y >= x, z >= y, z >= 8]
        for constraint in chain { try solver.addConstraint(constraint) }
        let cap = z <= 4
        let error = expectSolverError { try solver.addConstraint(cap) }
        guard let conflict = unsatisfiable(error)?.conflict else { return }
        // Two minimal sets exist ({z >= 8, z <= 4} and the chain with z <= 4);
        // either is a right answer, as long as it is minimal.
        #expect(conflict == [chain[4], cap] || conflict == Array(chain[0..<4]) + [cap])
        expectMinimalConflict(conflict)
    }

    @Test func editsOnAVariableOwnedByConstraints() throws {
        // The edit fights a strong constraint at equal priority: weights decide.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 100, priority: .strong, weight: 2))
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(10, for: x)
        expectClose(solver.value(of: x), 100)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: .strong, weight: 3)
        try solver.suggestValue(10, for: x)
        expectClose(solver.value(of: x), 10)
    }

    @Test func addDeleteAndReAdd() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100) | .weak)
        let bound = x <= 10
        try solver.addConstraint(bound)
        expectClose(solver.value(of: x), 10)
        try solver.removeConstraint(bound)
        expectClose(solver.value(of: x), 100)
        try solver.addConstraint(bound)
        expectClose(solver.value(of: x), 10)
        let a = x == 20, b = x <= 30
        try solver.removeConstraint(bound)
        try solver.addConstraint(b)
        try solver.addConstraint(a)
        expectClose(solver.value(of: x), 20)
        try solver.removeConstraint(a)
        expectClose(solver.value(of: x), 30)
        solver.verifyInvariants()
    }

    @Test func degenerateCyclingExample() throws {
        // Beale's classic cycling LP, written as constraints with an objective
        // in weak errors: Bland's rule must terminate.
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        for variable in x { try solver.addConstraint(variable >= 0) }
        try solver.addConstraint(0.25 * x[0] - 8 * x[1] - x[2] + 9 * x[3] <= 0)
        try solver.addConstraint(0.5 * x[0] - 12 * x[1] - 0.5 * x[2] + 3 * x[3] <= 0)
        try solver.addConstraint(x[2] <= 1)
        // maximise 0.75 x0 - 20 x1 + 0.5 x2 - 6 x3 as a weak pull upward.
        try solver.addConstraint((0.75 * x[0] - 20 * x[1] + 0.5 * x[2] - 6 * x[3] >= 1000) | .weak)
        let objective = 0.75 * solver.value(of: x[0]) - 20 * solver.value(of: x[1])
            + 0.5 * solver.value(of: x[2]) - 6 * solver.value(of: x[3])
        expectClose(objective, 1.25)
        solver.verifyInvariants()
    }

    @Test func paperQuadrilateral() throws {
        // The quadrilateral of the Cassowary paper: midpoints follow the corners.
        let corners = (0..<4).map { (Variable("p\($0).x"), Variable("p\($0).y")) }
        let mids = (0..<4).map { (Variable("m\($0).x"), Variable("m\($0).y")) }
        let solver = Solver()
        for (index, corner) in corners.enumerated() {
            try solver.addConstraint((corner.0 == Double(10 + index * 20)) | .weak)
            try solver.addConstraint((corner.1 == Double(10 + (index % 2) * 50)) | .weak)
        }
        for index in 0..<4 {
            let next = corners[(index + 1) % 4]
            try solver.addConstraint(2 * mids[index].0 == corners[index].0 + next.0)
            try solver.addConstraint(2 * mids[index].1 == corners[index].1 + next.1)
        }
        for corner in corners {
            try solver.addConstraint(corner.0 >= 0)
            try solver.addConstraint(corner.0 <= 500)
            try solver.addConstraint(corner.1 >= 0)
            try solver.addConstraint(corner.1 <= 500)
        }
        try solver.addEditVariable(corners[0].0, priority: .strong)
        try solver.addEditVariable(corners[0].1, priority: .strong)
        try solver.suggestValue(300, for: corners[0].0)
        try solver.suggestValue(600, for: corners[0].1)
        expectClose(solver.value(of: corners[0].0), 300)
        expectClose(solver.value(of: corners[0].1), 500)
        expectClose(solver.value(of: mids[0].0), (300 + 30) / 2)
        expectClose(solver.value(of: mids[3].1), (500 + 60) / 2)
    }
}
