import Testing
import SeededRandom
@testable import Cassowary

/// `addConstraints`: several additions, in steps that each go in at once when they all hold.
@Suite struct AdditionBatchTests {
    /// A random layout-like system over `count` positions: required gaps
    /// and minimum distances between them, optional pins at several
    /// priorities, and (with `conflicts`) required pins that a gap before
    /// them contradicts.
    func system(_ count: Int, conflicts: Bool, using random: inout SplitMix64) -> ([Variable], [Constraint]) {
        let positions = (0..<count).map { Variable("x\($0)") }
        var constraints = [positions[0] == 0]
        for index in 1..<count {
            let before = positions[Int.random(in: 0..<index, using: &random)]
            let gap = Double(Int.random(in: 0...40, using: &random))
            switch Int.random(in: 0..<4, using: &random) {
            case 0: constraints.append(positions[index] == before + gap)
            case 1: constraints.append(positions[index] >= before + gap)
            case 2: constraints.append(Constraint(normalized: positions[index] - before - gap, .equal,
                                                  priority: Priority([250, 500, 750, 999].randomElement(using: &random)!)))
            default: constraints.append(positions[index] <= before + 2 * gap + 10)
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                let pin = Double(Int.random(in: 0...400, using: &random))
                let priority: Priority = conflicts && Int.random(in: 0..<3, using: &random) == 0
                    ? .required : Priority([1, 250, 750].randomElement(using: &random)!)
                constraints.append(Constraint(normalized: positions[index] - pin, .equal, priority: priority))
            }
        }
        return (positions, constraints)
    }

    /// One solver given each system at once, another one constraint at a
    /// time: the same constraints are left out, with the same errors, and
    /// the values agree. Systems of 150 positions take more than one step
    /// (``Solver/additionsPerStep``).
    @Test(arguments: [(conflicts: false, positions: 30), (conflicts: true, positions: 30),
                      (conflicts: false, positions: 150), (conflicts: true, positions: 150)])
    func aBatchEndsWhereAdditionsOneAtATimeEnd(conflicts: Bool, positions count: Int) throws {
        var random = SplitMix64(seed: (conflicts ? 31 : 30) &+ UInt64(count))
        var conflictsSeen = 0
        for _ in 0..<(count > 100 ? 10 : 40) {
            let (positions, constraints) = system(count, conflicts: conflicts, using: &random)
            #expect(count < 100 || constraints.count > Solver.additionsPerStep)
            let batched = Solver(), stepped = Solver()
            let failures = batched.addConstraints(constraints)
            var steppedFailures: [(constraint: Constraint, error: SolverError)] = []
            for constraint in constraints {
                do { try stepped.addConstraint(constraint) } catch { steppedFailures.append((constraint, error)) }
            }
            #expect(failures.map { ObjectIdentifier($0.constraint) } == steppedFailures.map { ObjectIdentifier($0.constraint) })
            #expect(failures.map { "\($0.error)" } == steppedFailures.map { "\($0.error)" })
            conflictsSeen += failures.count
            for constraint in constraints {
                #expect(batched.hasConstraint(constraint) == stepped.hasConstraint(constraint))
            }
            for position in positions { expectClose(batched.value(of: position), stepped.value(of: position)) }
        }
        #expect(conflicts ? conflictsSeen > 10 : conflictsSeen == 0)
    }

    /// Each addition of a step counts as a call toward the next drift
    /// check, as one call each would.
    @Test func eachAdditionCountsTowardTheNextDriftCheck() throws {
        let positions = (0..<6).map { Variable("p\($0)") }
        let batched = Solver(), stepped = Solver()
        let first = [positions[0] == 0, positions[1] == positions[0] + 10]
        #expect(batched.addConstraints(first).isEmpty)
        for constraint in first { try stepped.addConstraint(constraint) }
        let rest = (2..<6).map { positions[$0] >= positions[$0 - 1] + 5 }
        #expect(batched.addConstraints(rest).isEmpty)
        for constraint in rest { try stepped.addConstraint(constraint) }
        #expect(batched.tableau.numerics.callsSinceDriftCheck == stepped.tableau.numerics.callsSinceDriftCheck)
        #expect(batched.tableau.numerics.callsSinceDriftCheck >= rest.count)
    }

    /// A step ends after the addition at which a drift check falls due,
    /// and the check runs there, as after one call each: a fresh solver
    /// checks after its 100th call (`Tolerance.driftCheckInterval`).
    @Test func aStepEndsWhereADriftCheckFallsDue() throws {
        let positions = (0..<128).map { Variable("p\($0)") }
        let constraints = positions.enumerated().map { $1 == Double($0) }
        let solver = Solver()
        #expect(solver.addTogether(constraints[...]) == Tolerance.driftCheckInterval)
        #expect(solver.tableau.numerics.callsSinceDriftCheck == 0)
        #expect(solver.addConstraints(Array(constraints[Tolerance.driftCheckInterval...])).isEmpty)
        #expect(solver.constraints.count == 128)
        expectClose(solver.value(of: positions[127]), 127)
    }

    @Test func aConstraintThatConflictsIsLeftOutAndTheOthersAdded() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = x == 10, second = y == x + 5, clash = y == 20, last = Constraint(normalized: x + y - 100, .lessThanOrEqual)
        let failures = solver.addConstraints([first, second, clash, last])
        #expect(failures.count == 1)
        #expect(failures.first?.constraint === clash)
        let conflict = unsatisfiable(failures.first?.error)?.conflict ?? []
        #expect(Set(conflict.map(ObjectIdentifier.init)) == Set([first, second, clash].map(ObjectIdentifier.init)))
        #expect(solver.constraints.map(ObjectIdentifier.init) == [first, second, last].map(ObjectIdentifier.init))
        expectClose(solver.value(of: y), 15)
    }

    @Test func aConstraintNamedTwiceIsAddedOnce() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 4, floor = x >= 0
        let failures = solver.addConstraints([pin, floor, pin])
        #expect(failures.count == 1)
        if case .duplicateConstraint(let constraint) = failures.first?.error {
            #expect(constraint === pin)
        } else {
            Issue.record("expected a duplicate, got \(String(describing: failures.first?.error))")
        }
        #expect(solver.constraints.count == 2)
        expectClose(solver.value(of: x), 4)
    }

    @Test func anInvalidNumberIsNamedAndTheOthersAdded() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let bad = Constraint(normalized: x - .infinity, .equal)
        let failures = solver.addConstraints([x == 3, bad, y == x * 2])
        #expect(failures.count == 1)
        if case .invalidNumber = failures.first?.error {} else {
            Issue.record("expected an invalid number, got \(String(describing: failures.first?.error))")
        }
        expectClose(solver.value(of: y), 6)
    }

    /// Coefficients that span more than the absolute tolerances allow
    /// switch the solver to relative ones, one addition at a time.
    @Test func aBadlyScaledBatchIsAddedOneAtATime() throws {
        let x = Variable("x"), y = Variable("y")
        let batched = Solver(), stepped = Solver()
        let constraints = [x == 1e-7 * y, y == 3e8, Constraint(normalized: x - 100, .lessThanOrEqual, priority: .weak)]
        #expect(batched.addConstraints(constraints).isEmpty)
        for constraint in constraints { try stepped.addConstraint(constraint) }
        #expect(batched.usesRelativeTolerances && stepped.usesRelativeTolerances)
        expectClose(batched.value(of: x), stepped.value(of: x))
        expectClose(batched.value(of: x), 30)
    }

    /// Inside a probe the batch is made and undone with the probe.
    @Test func aProbeUndoesABatch() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let seen = solver.probe { () -> Double in
            #expect(solver.addConstraints([y == x + 1, y <= 10]).isEmpty)
            return solver.value(of: y)
        }
        expectClose(seen, 2)
        #expect(solver.constraints.count == 1)
        expectClose(solver.value(of: y), 0)
    }

    /// A failed step leaves nothing behind: the solver takes the next
    /// batch as if the failed one had been added one at a time.
    @Test func aBatchWithAConflictLeavesTheSolverAsOneAtATimeWould() throws {
        let positions = (0..<6).map { Variable("p\($0)") }
        let chain = (1..<6).map { positions[$0] == positions[$0 - 1] + 10 }
        let batched = Solver(), stepped = Solver()
        let first = [positions[0] == 0] + chain + [positions[5] == 42]
        let failures = batched.addConstraints(first)
        #expect(failures.count == 1 && failures.first?.constraint === first.last)
        for constraint in first.dropLast() { try stepped.addConstraint(constraint) }
        let second = [Constraint(normalized: positions[5] - 60, .greaterThanOrEqual, priority: .strong),
                      positions[2] <= 100]
        #expect(batched.addConstraints(second).isEmpty)
        for constraint in second { try stepped.addConstraint(constraint) }
        for position in positions { expectClose(batched.value(of: position), stepped.value(of: position)) }
        expectClose(batched.value(of: positions[5]), 50)
    }
    /// A batch longer than a step makes room for itself first: the tables
    /// indexed by symbol, row, record and group then hold the whole system
    /// of a layout (about one variable a constraint) without growing again.
    @Test func aLargeBatchGrowsTheTablesOnce() throws {
        var random = SplitMix64(seed: 77)
        let (positions, constraints) = system(600, conflicts: false, using: &random)
        #expect(constraints.count > 2 * Solver.additionsPerStep)
        let solver = Solver()
        solver.reserveCapacity(forAdding: constraints.count)
        let capacities = (symbols: solver.tableau.kinds.capacity, rows: solver.tableau.rows.capacity,
                          records: solver.records.capacity, groups: solver.groups.capacity)
        #expect(solver.addConstraints(constraints).isEmpty)
        #expect(solver.tableau.kinds.count > positions.count)
        #expect(solver.tableau.kinds.capacity == capacities.symbols)
        #expect(solver.tableau.rows.capacity == capacities.rows)
        #expect(solver.records.capacity == capacities.records)
        #expect(solver.groups.capacity == capacities.groups)
    }

    /// Room made for many small batches grows by doubling, not by each
    /// batch's size: reserving exactly would copy the storage every time.
    @Test func reservationsGrowGeometrically() {
        var array: [Int] = []
        var capacities: Set<Int> = []
        for batch in 0..<100 {
            array.reserve(additional: 200)
            capacities.insert(array.capacity)
            array.append(contentsOf: repeatElement(batch, count: 200))
        }
        #expect(array.count == 20_000)
        #expect(capacities.count <= 8)
    }
}
