import Testing
@testable import Cassowary

/// Taking a link out of a chain of lazy rows (`Solver+Removal.swift`,
/// `unexpandedLeavingRow`) drops the link's own row and puts its terms
/// where the others named its marker, expanding no row: a stack that
/// hides a row in the middle of a long column.
@Suite struct ChainLinkRemovalTests {
    /// `count` tops 10 apart from 0, and `total` 10 below the last,
    /// written out through the whole chain: added while its floor was in
    /// the solver (a restricted row), so that it names every link's
    /// marker, then the floor taken out.
    final class Chain {
        let solver = Solver()
        let tops: [Variable]
        let total = Variable("total")
        var links: [Constraint] = []

        init(count: Int) throws {
            tops = (0..<count).map { Variable("top\($0)") }
            let floor = total >= 0
            try solver.addConstraint(floor)
            try solver.addConstraint(tops[0] == 0)
            for index in 1..<count {
                links.append(tops[index] == tops[index - 1] + 10)
                try solver.addConstraint(links.last!)
            }
            try solver.addConstraint(total == tops[count - 1] + 10)
            try solver.removeConstraint(floor)
        }

        /// The length of a variable's row, if it is basic.
        func rowLength(_ variable: Variable) -> Int? {
            guard let symbol = solver.symbolOfVariable[ObjectIdentifier(variable)], solver.tableau.isBasic(symbol)
            else { return nil }
            return solver.tableau.row(of: symbol).count
        }
    }

    @Test func aLinkTakenOutAndPutBackExpandsNoRow() throws {
        let chain = try Chain(count: 200)
        #expect((chain.rowLength(chain.total) ?? 0) > 100, "the total is written out through the chain")
        try chain.solver.removeConstraint(chain.links[99])
        let longer = chain.tops[100] == chain.tops[99] + 30
        try chain.solver.addConstraint(longer)
        // 10 × 199 + 20 more across the link that changed, and 10 below.
        #expect(chain.solver.value(of: chain.tops[199]) == 2010)
        #expect(chain.solver.value(of: chain.total) == 2020)
        #expect(chain.solver.value(of: chain.tops[100]) == 990 + 30)
        let longest = chain.tops.compactMap(chain.rowLength).max() ?? 0
        #expect(longest <= 3, "a top's row has \(longest) entries")
        // And out again: the tops below the link are free, the total follows them.
        try chain.solver.removeConstraint(longer)
        try chain.solver.addConstraint(chain.links[99])
        #expect(chain.solver.value(of: chain.total) == 2000)
        #expect((chain.tops.compactMap(chain.rowLength).max() ?? 0) <= 3)
    }
}
