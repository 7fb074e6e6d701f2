import Testing
import SeededRandom
@testable import Cassowary

/// Two opposite optional inequalities on one expression, added together
/// (an item's hugging and compression resistance), held as one row.
@Suite struct ContentSizePairTests {
    /// `width <= size @ hugging` and `width >= size @ compression`.
    func contentSize(_ width: Variable, _ size: Double, hugging: Double = 250,
                     compression: Double = 750) -> [Constraint] {
        [Constraint(normalized: width - size, .lessThanOrEqual, priority: Priority(hugging)),
         Constraint(normalized: width - size, .greaterThanOrEqual, priority: Priority(compression))]
    }

    /// The live groups that are pairs.
    func pairCount(_ solver: Solver) -> Int { solver.groups.filter { $0?.isPair == true }.count }

    func liveRows(_ solver: Solver) -> Int { solver.tableau.subjects.filter { $0 >= 0 }.count }

    /// The lexicographic objective: Σ weight × violation at each priority.
    func objective(_ solver: Solver) -> [Double: Double] {
        var result: [Double: Double] = [:]
        for (constraint, error) in solver.unsatisfiedConstraints {
            result[constraint.priority.value, default: 0] += constraint.weight * error
        }
        return result
    }

    func expectSameObjective(_ actual: Solver, _ expected: Solver,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let (a, b) = (objective(actual), objective(expected))
        #expect(Set(a.keys.filter { a[$0]! > 1e-7 }) == Set(b.keys.filter { b[$0]! > 1e-7 }),
                "\(a) != \(b)", sourceLocation: sourceLocation)
        for (priority, value) in a { expectClose(value, b[priority] ?? 0, sourceLocation: sourceLocation) }
    }

    @Test func aContentSizeAddedTogetherIsOneRow() throws {
        let width = Variable("w")
        let paired = Solver(), separate = Solver()
        #expect(paired.addConstraints(contentSize(width, 104)).isEmpty)
        for constraint in contentSize(width, 104) { try separate.addConstraint(constraint) }
        #expect(pairCount(paired) == 1)
        #expect(pairCount(separate) == 0)
        #expect(liveRows(paired) == liveRows(separate) - 1)
        #expect(paired.tableau.symbolCount == separate.tableau.symbolCount - 2)
        #expect(paired.value(of: width) == 104)
        paired.verifyInvariants()
    }

    /// Squeezed, only compression resistance gives way; stretched, only
    /// hugging; each by what the two separate rows would report.
    @Test(arguments: [(80.0, false), (150.0, true)])
    func eachMemberReportsItsOwnViolation(width target: Double, huggingGivesWay: Bool) throws {
        let width = Variable("w")
        let constraints = contentSize(width, 104)
        let solver = Solver()
        #expect(solver.addConstraints(constraints + [width == target]).isEmpty)
        #expect(pairCount(solver) == 1)
        let unsatisfied = solver.unsatisfiedConstraints
        #expect(unsatisfied.count == 1)
        #expect(unsatisfied.first?.constraint === (huggingGivesWay ? constraints[0] : constraints[1]))
        expectClose(unsatisfied.first?.error ?? 0, abs(target - 104))
    }

    /// A priority between the two decides as it would against two rows:
    /// above hugging it stretches the item, below compression resistance
    /// it cannot squeeze it.
    @Test func eachErrorCostsAtItsOwnPriority() throws {
        let width = Variable("w")
        let solver = Solver()
        #expect(solver.addConstraints(contentSize(width, 104) + [Constraint(normalized: width - 90, .equal,
                                                                             priority: Priority(500))]).isEmpty)
        #expect(solver.value(of: width) == 104)
        let stretch = Constraint(normalized: width - 130, .equal, priority: Priority(600))
        try solver.addConstraint(stretch)
        expectClose(solver.value(of: width), 130)
        #expect(pairCount(solver) == 1)
        solver.verifyInvariants()
    }

    /// The `>=` member may come first, and weights other than 1 cost as
    /// given.
    @Test func theOrderAndTheWeightsAreKept() throws {
        let width = Variable("w")
        let greater = Constraint(normalized: width - 50, .greaterThanOrEqual, priority: Priority(300), weight: 3)
        let less = Constraint(normalized: width - 50, .lessThanOrEqual, priority: Priority(300), weight: 2)
        let pull = Constraint(normalized: width - 80, .equal, priority: Priority(300), weight: 2.5)
        let solver = Solver()
        #expect(solver.addConstraints([greater, less, pull]).isEmpty)
        #expect(pairCount(solver) == 1)
        // 2.5 pulls up against 2 of hugging: the pull wins at 80.
        expectClose(solver.value(of: width), 80)
        try solver.setPriority(Priority(300), weight: 1, of: pull)
        expectClose(solver.value(of: width), 50)
        solver.verifyInvariants()
    }

    /// Both constants moving alike move the one row; one alone splits the
    /// pair and the other member keeps its constant.
    @Test func constantsMoveThePairOrSplitIt() throws {
        let width = Variable("w")
        let (less, greater) = (contentSize(width, 104)[0], contentSize(width, 104)[1])
        let solver = Solver()
        #expect(solver.addConstraints([less, greater]).isEmpty)
        #expect(solver.setConstants([(-200, less), (-200, greater)]).isEmpty)
        #expect(pairCount(solver) == 1)
        #expect(solver.value(of: width) == 200)
        #expect(solver.constant(of: less) == -200 && solver.constant(of: greater) == -200)
        try solver.setConstant(-120, of: greater)
        #expect(pairCount(solver) == 0)
        // Hugging (250) at 200 against compression resistance (750) at 120: 200.
        #expect(solver.value(of: width) == 200)
        try solver.setConstant(-220, of: greater)
        #expect(solver.value(of: width) == 220)
        solver.verifyInvariants()
    }

    /// Taking out one member, or changing its priority, leaves the other
    /// holding alone.
    @Test func aMemberLeavesAndTheOtherStays() throws {
        let width = Variable("w")
        let constraints = contentSize(width, 104)
        let stretch = Constraint(normalized: width - 150, .equal, priority: Priority(500))
        let solver = Solver()
        #expect(solver.addConstraints(constraints + [stretch]).isEmpty)
        expectClose(solver.value(of: width), 150)
        try solver.setPriority(Priority(700), of: constraints[0])
        #expect(pairCount(solver) == 0)
        expectClose(solver.value(of: width), 104)
        try solver.removeConstraint(constraints[0])
        expectClose(solver.value(of: width), 150)
        try solver.removeConstraint(stretch)
        #expect(solver.hasConstraint(constraints[1]))
        #expect(solver.unsatisfiedConstraints.isEmpty)
        solver.verifyInvariants()
    }

    /// A step that fails after a pair went in leaves the solver exactly
    /// as it was.
    @Test func aFailedStepTakesThePairOutAgain() throws {
        let width = Variable("w")
        let solver = Solver()
        try solver.addConstraint(width == 10)
        let before = solver.fingerprint
        #expect(solver.addTogether((contentSize(width, 104) + [width == 20])[...]) == 0)
        #expect(solver.fingerprint == before)
    }

    /// Equal opposite inequalities that an existing group already holds
    /// join it rather than forming a pair; ones through an alias, too.
    @Test func aDuplicateOrAnAliasJoinsWhatIsThere() throws {
        let (width, other) = (Variable("w"), Variable("v"))
        let solver = Solver()
        #expect(solver.addConstraints([contentSize(width, 104)[0]]).isEmpty)
        #expect(solver.addConstraints(contentSize(width, 104)).isEmpty)
        #expect(pairCount(solver) == 0)
        try solver.addConstraint(other == width)
        #expect(solver.addConstraints(contentSize(other, 60)).isEmpty)
        #expect(pairCount(solver) == 0)
        solver.verifyInvariants()
    }

    /// Random rows of items whose content sizes compete with a container
    /// width and with pins at other priorities: a solver given everything
    /// in batches (pairs) and one given each constraint alone (no pairs)
    /// reach the same objective at every priority, through content sizes
    /// changing together and alone, priorities changing and removals.
    @Test(arguments: 0..<12)
    func pairsSolveAsSeparateRows(seed: UInt64) throws {
        var random = SplitMix64(seed: 900 &+ seed)
        let count = Int.random(in: 2...12, using: &random)
        let lefts = (0..<count).map { Variable("l\($0)") }, widths = (0..<count).map { Variable("w\($0)") }
        var constraints = [lefts[0] == 0]
        var sizes: [[Constraint]] = []
        for index in 0..<count {
            if index > 0 { constraints.append(lefts[index] == lefts[index - 1] + widths[index - 1] + 8) }
            let size = contentSize(widths[index], Double(Int.random(in: 10...120, using: &random)),
                                   hugging: [250, 251, 500].randomElement(using: &random)!,
                                   compression: [749, 750, 1].randomElement(using: &random)!)
            sizes.append(size)
            constraints += size
            if Int.random(in: 0..<3, using: &random) == 0 {
                constraints.append(Constraint(normalized: widths[index] - Double(Int.random(in: 0...200, using: &random)),
                                              .equal, priority: Priority([300, 600, 800].randomElement(using: &random)!)))
            }
        }
        let container = Constraint(normalized: lefts[count - 1] + widths[count - 1] - Double(Int.random(in: 100...700, using: &random)),
                                   .equal, priority: Priority([400, 1000].randomElement(using: &random)!))
        constraints.append(container)
        let paired = Solver(), separate = Solver()
        #expect(paired.addConstraints(constraints).isEmpty)
        for constraint in constraints { try separate.addConstraint(constraint) }
        #expect(pairCount(paired) > 0)
        expectSameObjective(paired, separate)
        for _ in 0..<20 {
            let index = Int.random(in: 0..<count, using: &random)
            guard paired.hasConstraint(sizes[index][0]) || paired.hasConstraint(sizes[index][1]) else { continue }
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                let constant = -Double(Int.random(in: 10...160, using: &random))
                let changes = sizes[index].filter { paired.hasConstraint($0) }.map { (constant, $0) }
                #expect(paired.setConstants(changes).isEmpty)
                #expect(separate.setConstants(changes).isEmpty)
            case 2:
                let member = sizes[index].filter { paired.hasConstraint($0) }.randomElement(using: &random)!
                let constant = -Double(Int.random(in: 10...160, using: &random))
                try paired.setConstant(constant, of: member)
                try separate.setConstant(constant, of: member)
            case 3:
                let member = sizes[index].filter { paired.hasConstraint($0) }.randomElement(using: &random)!
                let priority = Priority([100, 250, 700].randomElement(using: &random)!)
                try paired.setPriority(priority, of: member)
                try separate.setPriority(priority, of: member)
            default:
                let member = sizes[index].filter { paired.hasConstraint($0) }.randomElement(using: &random)!
                try paired.removeConstraint(member)
                try separate.removeConstraint(member)
            }
            paired.verifyInvariants()
            expectSameObjective(paired, separate)
        }
    }
}
