import Testing
@testable import Cassowary

/// Priorities are levels, not weights: no amount of error at lower
/// priorities buys any error at a higher one.
@Suite struct StrictPriorityTests {
    @Test func oneConstraintAt251BeatsTenThousandAt250() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | 251)
        for index in 0..<10_000 {
            let v = Variable("v\(index)")
            try solver.addConstraint(v == 0)
            try solver.addConstraint((x == v) | 250)
        }
        expectClose(solver.value(of: x), 10)
    }

    @Test func manyAt250LoseInTheOtherOrderToo() throws {
        // Added first, the 250s make every later row name x's errors: a
        // classic Cassowary tableau costs O(N²) here, so N is smaller.
        let x = Variable("x")
        let solver = Solver()
        for index in 0..<1_000 {
            let v = Variable("v\(index)")
            try solver.addConstraint(v == 0)
            try solver.addConstraint((x == v) | 250)
        }
        expectClose(solver.value(of: x), 0)
        try solver.addConstraint((x == 10) | 251)
        expectClose(solver.value(of: x), 10)
    }

    @Test func fractionalPrioritiesAreDistinctFromTheirNeighbours() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 1, priority: 999, weight: 1000))
        try solver.addConstraint((x == 2) | 999.5)
        expectClose(solver.value(of: x), 2)
        try solver.addConstraint((x == 3) | 999.999)
        expectClose(solver.value(of: x), 3)
        let y = Variable("y")
        try solver.addConstraint(Constraint(y, .equal, 1, priority: 0.001, weight: 1e6))
        try solver.addConstraint((y == 2) | 0.002)
        expectClose(solver.value(of: y), 2)
    }

    @Test func aLadderOfPrioritiesIsResolvedTopDown() throws {
        // 999, 998, 997 … each dominates the next, as fill-proportionally needs.
        let x = Variable("x")
        let solver = Solver()
        for step in 0..<20 {
            try solver.addConstraint(Constraint(x, .equal, Double(step), priority: Priority(980 + Double(step)),
                                                weight: Double(100 - step)))
        }
        expectClose(solver.value(of: x), 19)
    }

    @Test func lowerPrioritiesAreOptimisedWithinTheFaceOfHigherOnes() throws {
        // strong fixes the sum; weak then decides the split; 100 weak wishes cannot move the strong one.
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint((a + b == 100) | .strong)
        try solver.addConstraint((a == 30) | .weak)
        for _ in 0..<100 { try solver.addConstraint((b == 1000) | .weak) }
        expectClose(solver.value(of: a) + solver.value(of: b), 100)
        expectClose(solver.value(of: a), 0)
        expectClose(solver.value(of: b), 100)
    }

    @Test func removingTheWinnerHandsTheVariableToTheNextLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        let high = (x == 1) | 900, middle = (x == 2) | 500, low = (x == 3) | 100
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint(middle)
        expectClose(solver.value(of: x), 1)
        try solver.removeConstraint(high)
        expectClose(solver.value(of: x), 2)
        try solver.removeConstraint(middle)
        expectClose(solver.value(of: x), 3)
        solver.verifyInvariants()
    }
}
