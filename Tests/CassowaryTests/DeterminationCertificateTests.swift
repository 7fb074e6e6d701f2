import Testing
import SeededRandom
@testable import Cassowary

/// `surelyDetermined(_:above:incrementally:)`: after a search that found
/// every variable fixed, the next walks only what changed, and answers as
/// a fresh search would.
@Suite struct DeterminationCertificateTests {
    /// A column's height, `top[n] − top[0]`, through a chain of rows: each
    /// row `top[i+1] == top[i] + height[i] + 8`, each height held at
    /// `20 + i % 5` by a strong wish.
    struct Column {
        let solver = Solver()
        let tops: [Variable]
        let heights: [Variable]
        var links: [Constraint] = []
        let total = Variable("total")

        init(rows: Int) throws {
            tops = (0...rows).map { Variable("top\($0)") }
            heights = (0..<rows).map { Variable("height\($0)") }
            try solver.addConstraint(tops[0] == 0)
            for row in 0..<rows {
                try solver.addConstraint(Constraint(heights[row], .equal, Double(20 + row % 5), priority: .strong))
                let link = tops[row + 1] == tops[row] + heights[row] + 8
                links.append(link)
                try solver.addConstraint(link)
            }
            try solver.addConstraint(total == tops[rows] - tops[0])
        }
    }

    /// Hiding a row of 1000 (its link to the next replaced by a link that
    /// skips it) and showing it again: the height stays fixed, and each
    /// incremental search walks a few rows where a fresh one walks the
    /// chain.
    @Test func aLocalChangeWalksLocalRows() throws {
        var column = try Column(rows: 1000)
        let solver = column.solver
        #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [true])
        let fresh = solver.determinationRowsWalked
        #expect(fresh > 1000)
        for cycle in 0..<4 {
            let hidden = 500
            try solver.removeConstraint(column.links[hidden])
            column.links[hidden] = cycle % 2 == 0
                ? column.tops[hidden + 1] == column.tops[hidden]
                : column.tops[hidden + 1] == column.tops[hidden] + column.heights[hidden] + 8
            try solver.addConstraint(column.links[hidden])
            let before = solver.determinationRowsWalked
            #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [true])
            #expect(solver.determinationRowsWalked - before < 20)
            #expect(solver.surelyDeterminedAfresh([column.total], above: 1) == [true])
        }
        // 1000 rows of 20…24 and 8 between, less row 500 (20) and its 8 after the
        // first cycle, back after the second, out again, back again.
        let full = (0..<1000).reduce(0.0) { $0 + Double(20 + $1 % 5) + 8 }
        #expect(solver.value(of: column.total) == full)
    }

    /// A change that leaves the height open is seen: the wish on one row's
    /// height goes, so nothing above priority 1 decides it.
    @Test func aChangeThatOpensTheVariableIsSeen() throws {
        let column = try Column(rows: 50)
        let solver = column.solver
        #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [true])
        let wish = Constraint(column.heights[20], .equal, 77, priority: .weak)
        try solver.addConstraint(wish)
        #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [true])
        // Two wishes of one priority and weight pulling apart: any height
        // between them costs the same.
        try solver.setPriority(.strong, of: wish)
        #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [false])
        #expect(solver.surelyDeterminedAfresh([column.total], above: 1) == [false])
        try solver.setPriority(.weak, of: wish)
        #expect(solver.surelyDetermined([column.total], above: 1, incrementally: true) == [true])
        // Only the priorities above the one asked about count.
        #expect(solver.surelyDetermined([column.total], above: 1000, incrementally: true) == [false])
    }

    /// Random sessions of small systems, where ties at one priority open
    /// and close variables: after every call, the incremental answer is a
    /// fresh search's.
    @Test(arguments: 1...12) func randomSessionsAnswerAsAFreshSearch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let solver = Solver()
        let variables = (0..<8).map { Variable("x\($0)") }
        let asked = Array(variables[0..<3])
        var held: [Constraint] = []
        for variable in variables { try solver.addConstraint(Constraint(variable, .equal, 0, priority: 2)) }
        let priorities: [Priority] = [.required, .strong, .medium, .weak]
        var incrementalAnswers = 0
        for _ in 0..<400 {
            let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
            let constant = Double(Int.random(in: -3...3, using: &random) * 10)
            let priority = priorities.randomElement(using: &random)!
            do {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                    let constraint = a === b ? Constraint(a, relation, constant, priority: priority)
                        : Constraint(Expression(a), relation, b + constant, priority: priority)
                    try solver.addConstraint(constraint)
                    held.append(constraint)
                case 4..<7 where !held.isEmpty:
                    try solver.removeConstraint(held.remove(at: Int.random(in: 0..<held.count, using: &random)))
                case 7 where !held.isEmpty:
                    let constraint = held.randomElement(using: &random)!
                    if !constraint.priority.isRequired && !priority.isRequired {
                        try solver.setPriority(priority, of: constraint)
                    }
                case 8 where !held.isEmpty:
                    try solver.setConstant(constant, of: held.randomElement(using: &random)!)
                default:
                    break
                }
            } catch {
                // A required constraint that conflicts is refused, and nothing changes.
            }
            let answer = solver.surelyDetermined(asked, above: 1, incrementally: true)
            #expect(answer == solver.surelyDeterminedAfresh(asked, above: 1))
            if solver.tableau.determinationCertificate != nil { incrementalAnswers += 1 }
        }
        // The sessions do reach the incremental path.
        #expect(incrementalAnswers > 20)
    }
}
