import Testing
@testable import Cassowary
import SeededRandom

/// A pull (`Solver.addPull`) is held as a cost with no row, and lays out
/// exactly as the same optional constraint added as an ordinary one.
@Suite struct PullTests {
    /// A column of `count` items chained top to bottom with spacing 8 and
    /// margins 4, whose bottom the column's fitting pulls towards 0. Some
    /// items want a height (at distinct priorities, so that the optimum is
    /// unique); the others have only their floor.
    final class Column {
        let solver = Solver()
        let tops: [Variable]
        let heights: [Variable]
        let bottom = Variable("bottom")
        var links: [Constraint] = []
        /// By item: the link without spacing that replaced its link.
        var skips: [Int: Constraint] = [:]
        var wishes: [Constraint] = []
        let fitting: Constraint

        init(count: Int, asPull: Bool, wishes wanted: [Int: (height: Double, priority: Double)]) throws {
            tops = (0..<count).map { Variable("top\($0)") }
            heights = (0..<count).map { Variable("height\($0)") }
            try solver.addConstraint(tops[0] == 4)
            for index in 0..<count {
                try solver.addConstraint(heights[index] >= 0)
                if index > 0 {
                    let link: Constraint = tops[index] == tops[index - 1] + heights[index - 1] + 8
                    links.append(link)
                    try solver.addConstraint(link)
                }
                if let wish = wanted[index] {
                    let constraint = Constraint(heights[index], .equal, wish.height, priority: Priority(wish.priority))
                    wishes.append(constraint)
                    try solver.addConstraint(constraint)
                }
            }
            try solver.addConstraint(bottom == tops[count - 1] + heights[count - 1] + 4)
            fitting = Constraint(bottom, .equal, 0, priority: Priority(1e-9))
            if asPull { try solver.addPull(fitting) } else { try solver.addConstraint(fitting) }
        }

        var values: [Double] {
            var variables = tops
            variables += heights
            variables.append(bottom)
            return variables.map { solver.value(of: $0) }
        }
        var rowCount: Int { solver.footprint["rows"]! }
    }

    static let wishes: [Int: (height: Double, priority: Double)] = [0: (20, 750), 2: (30, 500), 5: (12, 250)]

    @Test func aPullAddsNoRowAndLaysOutAsTheConstraint() throws {
        let pulled = try Column(count: 8, asPull: true, wishes: Self.wishes)
        let plain = try Column(count: 8, asPull: false, wishes: Self.wishes)
        #expect(pulled.rowCount == plain.rowCount - 1)
        // 4 + 20 + 8 + 0 + 8 + 30 + 8 + 0 + 8 + 0 + 8 + 12 + 8 + 0 + 8 + 0 + 4.
        expectClose(pulled.solver.value(of: pulled.bottom), 126)
        #expect(zip(pulled.values, plain.values).allSatisfy { abs($0 - $1) <= 1e-9 })
        #expect(pulled.solver.unsatisfiedConstraints.map(\.error) == [126])
        pulled.solver.verifyInvariants()
    }

    /// Every call a layout makes, in a random order, on a column holding
    /// its fitting as a pull and on one holding it as a constraint: after
    /// each, the same values.
    @Test func aPullFollowsEveryChangeAsTheConstraintDoes() throws {
        var random = SplitMix64(seed: 20_261_202)
        let pulled = try Column(count: 12, asPull: true, wishes: Self.wishes)
        let plain = try Column(count: 12, asPull: false, wishes: Self.wishes)
        for step in 0..<400 {
            let action = random.next() % 6
            let item = Int(random.next() % 11) + 1
            let height = Double(random.next() % 60)
            for column in [pulled, plain] {
                let solver = column.solver
                switch action {
                case 0:
                    // Take out or put back the spacing above an item.
                    if let skip = column.skips.removeValue(forKey: item) {
                        try solver.removeConstraint(skip)
                        try solver.addConstraint(column.links[item - 1])
                    } else {
                        try solver.removeConstraint(column.links[item - 1])
                        let skip: Constraint = column.tops[item] == column.tops[item - 1] + column.heights[item - 1]
                        column.skips[item] = skip
                        try solver.addConstraint(skip)
                    }
                case 1:
                    try solver.setConstant(-height, of: column.wishes[item % column.wishes.count])
                case 2:
                    solver.setConstants(column.wishes.enumerated().map { (-height - Double($0.offset), $0.element) })
                case 3:
                    try solver.removeConstraint(column.fitting)
                    if column === pulled { try solver.addPull(column.fitting) } else { try solver.addConstraint(column.fitting) }
                case 4:
                    try solver.setPriority(Priority(item % 2 == 0 ? 1e-9 : 100), of: column.fitting)
                default:
                    // A required bound that cannot hold fails and changes nothing.
                    let before = column.values
                    #expect((try? solver.addConstraint(column.bottom <= -1)) == nil)
                    #expect(column.values == before)
                }
            }
            pulled.solver.verifyInvariants()
            let differences = zip(pulled.values, plain.values).map { abs($0 - $1) }
            #expect(differences.allSatisfy { $0 <= 1e-6 }, "step \(step): \(pulled.values) against \(plain.values)")
            if differences.contains(where: { $0 > 1e-6 }) { return }
        }
    }

    /// A pull whose expression nothing bounds (its promise broken, as
    /// between two calls that take a chain apart) leaves it where it is,
    /// and takes effect once a bound comes.
    @Test func aPullWaitsForItsBound() throws {
        let solver = Solver()
        let free = Variable("free"), other = Variable("other")
        try solver.addConstraint(other == 10)
        try solver.addPull(Constraint(free - other, .equal, Expression(), priority: .weak))
        expectClose(solver.value(of: other), 10)
        expectClose(solver.value(of: free), 0)
        // `free` would lower the pull's cost without limit: it is held
        // where it was, which the optimality check allows.
        solver.verifyInvariants()
        try solver.addConstraint(free >= other + 5)
        expectClose(solver.value(of: free), 15)
        solver.verifyInvariants()
    }

    @Test func aBadlyScaledSystemHoldsItsPullAsAnOrdinaryConstraint() throws {
        let pulled = try Column(count: 6, asPull: true, wishes: Self.wishes)
        let plain = try Column(count: 6, asPull: false, wishes: Self.wishes)
        for column in [pulled, plain] {
            // Coefficients twelve orders apart switch the solver to relative tolerances.
            try column.solver.addConstraint(Constraint(1e-7 * column.heights[1] + 1e5 * column.heights[3], .lessThanOrEqual, Expression(2e6)))
        }
        #expect(pulled.solver.usesRelativeTolerances)
        #expect(pulled.rowCount == plain.rowCount)
        #expect(zip(pulled.values, plain.values).allSatisfy { abs($0 - $1) <= 1e-6 })
        try pulled.solver.removeConstraint(pulled.fitting)
        try plain.solver.removeConstraint(plain.fitting)
        #expect(zip(pulled.values, plain.values).allSatisfy { abs($0 - $1) <= 1e-6 })
        pulled.solver.verifyInvariants()
    }
}
