import Testing
import SeededRandom
@testable import Cassowary

/// `setConstants`: several constant changes, one re-solve.
@Suite struct ConstantBatchTests {
    /// A chain of boxes, each `left[i+1] == right[i] + gap[i]` with a
    /// width of its own (required or strong), inside a required bound.
    func chain(_ count: Int) -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let lefts = (0...count).map { Variable("left\($0)") }
        try! solver.addConstraint(lefts[0] == 0)
        var widths: [Constraint] = []
        for index in 0..<count {
            let width = Constraint(normalized: lefts[index + 1] - lefts[index], .equal, priority: index % 3 == 0 ? .strong : .required)
            try! solver.addConstraint(width)
            widths.append(width)
        }
        try! solver.addConstraint(lefts[count] <= 1000)
        return (solver, lefts, widths)
    }

    /// Batches short enough that a constraint named twice is found again by
    /// a scan, and long ones (40 changes of 30 boxes) where it is hashed;
    /// either way it takes its last constant.
    @Test(arguments: [(boxes: 12, changes: 6), (boxes: 30, changes: 40)])
    func aBatchEndsWhereChangesOneAtATimeEnd(boxes: Int, changes: Int) throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let (batched, lefts, widths) = chain(boxes)
            let (stepped, steppedLefts, steppedWidths) = chain(boxes)
            let picks = (0..<changes).map { _ in
                (Int.random(in: 0..<boxes, using: &random), Double(Int.random(in: 0...(1080 / boxes), using: &random)))
            }
            let failures = batched.setConstants(picks.map { (-$0.1, widths[$0.0]) })
            #expect(failures.isEmpty)
            for (index, width) in picks { try stepped.setConstant(-width, of: steppedWidths[index]) }
            for (live, reference) in zip(lefts, steppedLefts) {
                expectClose(batched.value(of: live), stepped.value(of: reference))
            }
        }
    }

    @Test func changesThatHoldOnlyTogetherAreMadeTogether() throws {
        // a + b == 100 and a == 40, b == 60: moving a to 70 alone conflicts,
        // with b to 30 it holds.
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(a + b == 100)
        let pinA = a == 40, pinB = b == 60
        try solver.addConstraint(pinA)
        try solver.addConstraint(pinB)
        let failures = solver.setConstants([(-70, pinA), (-30, pinB)])
        #expect(failures.isEmpty)
        expectClose(solver.value(of: a), 70)
        expectClose(solver.value(of: b), 30)
    }

    @Test func aChangeThatCannotHoldIsLeftOutAndNamed() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(a + b == 100)
        let pinA = a == 40, pinB = b == 60, soft = Constraint(normalized: a - 10, .greaterThanOrEqual, priority: .weak)
        try solver.addConstraint(pinA)
        try solver.addConstraint(pinB)
        try solver.addConstraint(soft)
        let failures = solver.setConstants([(-70, pinA), (-20, soft), (.nan, pinB)])
        #expect(failures.count == 2)
        #expect(failures.first?.constraint === pinA)
        if case .unsatisfiable = failures.first?.error {} else { Issue.record("expected a conflict, got \(String(describing: failures.first?.error))") }
        #expect(failures.last?.constraint === pinB)
        // pinA keeps its constant; the optional change is made.
        expectClose(solver.value(of: a), 40)
        #expect(solver.constant(of: pinA) == -40)
        #expect(solver.constant(of: soft) == -20)
    }
}
