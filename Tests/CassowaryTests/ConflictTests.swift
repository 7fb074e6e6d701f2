import SeededRandom
import Testing
@testable import Cassowary

/// Unsatisfiable errors carry a minimal conflicting set: it conflicts, and
/// dropping any one member lets the rest hold.
@Suite struct ConflictTests {
    func conflict(of body: () throws -> Void) -> [Constraint] {
        unsatisfiable(expectSolverError(body))?.conflict ?? []
    }

    @Test func twoBoundsThatCross() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 200, high = x <= 100
        try solver.addConstraint(low)
        let found = conflict { try solver.addConstraint(high) }
        #expect(found == [low, high])
    }

    @Test func aChainThatDoesNotFitItsContainer() throws {
        // 15 + 300 + 15 = 330, but the width is 320.
        let superLeft = Variable("super.left"), superWidth = Variable("super.width")
        let left = Variable("label.left"), width = Variable("label.width")
        let solver = Solver()
        let bystanders = [superLeft == 0, Variable("other") >= 3, left >= superLeft]
        for constraint in bystanders { try solver.addConstraint(constraint) }
        let leading = left == superLeft + 15
        let fixedWidth = width == 300
        let trailing = superLeft + superWidth == left + width + 15
        let containerWidth = superWidth == 320
        for constraint in [leading, fixedWidth, trailing] { try solver.addConstraint(constraint) }
        let found = conflict { try solver.addConstraint(containerWidth) }
        #expect(found == [leading, fixedWidth, trailing, containerWidth])
        expectMinimalConflict(found)
    }

    @Test func onlyTheNecessaryMembersOfALargeSystemAreNamed() throws {
        let solver = Solver()
        let xs = (0..<200).map { Variable("x\($0)") }
        var chain: [Constraint] = []
        for index in 1..<200 {
            let link = xs[index] >= xs[index - 1] + 1
            chain.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint(xs[index] <= 10_000)
        }
        try solver.addConstraint(xs[0] >= 0)
        // x199 >= x0 + 199 >= 199, so x50 >= x0 + 50 and x50 <= 40 conflict via links 1…50.
        let culprit = xs[50] <= xs[0] + 40
        let found = conflict { try solver.addConstraint(culprit) }
        #expect(found == Array(chain[0..<50]) + [culprit])
    }

    @Test func equalitiesAndInequalitiesTogether() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let sum = a + b == 10, split = a == 2 * b, floor = c >= 0, link = c == a - 5
        for constraint in [sum, split, floor, link] { try solver.addConstraint(constraint) }
        // b = 10/3, so b >= 4 conflicts with the sum and the split, not with c.
        let culprit = b >= 4
        let found = conflict { try solver.addConstraint(culprit) }
        #expect(found == [sum, split, culprit])
        let tooLow = a <= 5
        #expect(conflict { try solver.addConstraint(tooLow) } == [sum, split, tooLow])
    }

    @Test func randomConflictsAreAlwaysMinimal() throws {
        var generator = SplitMix64(seed: 2026)
        for round in 0..<40 {
            let solver = Solver()
            let variables = (0..<6).map { Variable("v\($0)") }
            for _ in 0..<30 {
                let a = variables[Int(generator.next() % 6)], b = variables[Int(generator.next() % 6)]
                let constant = Double(generator.next() % 40) - 20
                let constraint: Constraint
                switch generator.next() % 3 {
                case 0: constraint = a <= b + constant
                case 1: constraint = a >= 2 * b - constant
                default: constraint = a + b == constant
                }
                do {
                    try solver.addConstraint(constraint)
                } catch {
                    guard case let .unsatisfiable(culprit, found, _) = error else {
                        Issue.record("unexpected \(error)"); continue
                    }
                    #expect(culprit === constraint, "round \(round)")
                    #expect(found.last === constraint, "round \(round)")
                    expectMinimalConflict(found)
                    #expect(found.dropLast().allSatisfy { solver.hasConstraint($0) }, "round \(round)")
                }
            }
            solver.verifyInvariants()
        }
    }
}
