import Testing
@testable import Cassowary

/// Refactorization recomputes the tableau for its basis from the groups'
/// equations (`Solver+Refactorization.swift`): the same basis and solution,
/// with coefficients free of the rounding the pivots left.
@Suite struct RefactorizationTests {
    /// A row of five items between 0 and at most 150: widths of at least 10
    /// that wish to be 40 (weak), the fourth an alias of the second, the
    /// third an edit variable (strong), and a medium relation between the
    /// first and the fifth. Chains give lazy rows, aliases shared groups.
    struct RowOfItems {
        let solver = Solver()
        let lefts = (0...5).map { Variable("x\($0)") }
        let widths = (0..<5).map { Variable("w\($0)") }
        var wishes: [Constraint] = []
        let alias: Constraint

        init() throws {
            alias = widths[3] == widths[1]
            try solver.addConstraint(lefts[0] == 0)
            for (index, width) in widths.enumerated() {
                try solver.addConstraint(lefts[index + 1] == lefts[index] + width)
                try solver.addConstraint(width >= 10)
                wishes.append((width == 40) | .weak)
                try solver.addConstraint(wishes[index])
            }
            try solver.addConstraint(lefts[5] <= 150)
            try solver.addConstraint(alias)
            try solver.addConstraint((2 * widths[0] + 0.5 * widths[4] == 100) | .medium)
            try solver.addEditVariable(widths[2], priority: .strong)
            try solver.suggestValue(25, for: widths[2])
        }

        var variables: [Variable] { lefts + widths }
        var values: [Double] { variables.map(solver.value(of:)) }
        var basis: Set<Symbol> { Set(solver.tableau.subjects.filter { $0 >= 0 }) }
    }

    @Test func theBasisAndTheSolutionStay() throws {
        let row = try RowOfItems()
        let (basis, values) = (row.basis, row.values)
        #expect(row.solver.refactor())
        #expect(row.basis == basis)
        for (value, before) in zip(row.values, values) { expectClose(value, before, tolerance: 1e-12) }
        row.solver.verifyInvariants()
    }

    /// The elimination's own substitutions are not drift: the next drift
    /// check comes when it would have come. (Counted as drift, they made
    /// the relative mode, which refactorizes at every check, refactorize
    /// after every call: a chain of 1 000 items took 4.5 ms a suggestion.)
    @Test func theDriftChecksKeepTheirSchedule() throws {
        let row = try RowOfItems()
        row.solver.tableau.numerics.substitutionWork = 700
        row.solver.tableau.numerics.driftCheckWork = 1_234
        #expect(row.solver.refactor())
        #expect(row.solver.tableau.numerics.substitutionWork == 0)
        #expect(row.solver.tableau.numerics.driftCheckWork == 1_234)
    }

    /// Every coefficient of the restricted rows made 1e-9 too large, as
    /// drift leaves them: refactorizing gives the rows of a tableau that
    /// never drifted (restricted rows are fully substituted, so the basis
    /// determines them).
    @Test func driftedCoefficientsComeBackExact() throws {
        let drifted = try RowOfItems(), exact = try RowOfItems()
        let tableau = drifted.solver.tableau
        for slot in tableau.rows.indices where tableau.subjects[slot] >= 0 && !tableau.isPassive[slot] {
            for index in tableau.rows[slot].entries.indices {
                drifted.solver.tableau.rows[slot].entries[index].coefficient *= 1 + 1e-9
            }
        }
        #expect(drifted.solver.refactor())
        let reference = exact.solver.tableau, mended = drifted.solver.tableau
        var compared = 0
        for slot in reference.rows.indices where reference.subjects[slot] >= 0 && !reference.isPassive[slot] {
            let subject = reference.subjects[slot]
            #expect(mended.isRestrictedBasic(subject))
            let mendedRow = mended.row(of: subject)
            #expect(mendedRow.count == reference.rows[slot].count)
            for entry in reference.rows[slot].entries {
                expectClose(mendedRow.coefficient(of: entry.symbol), entry.coefficient, tolerance: 1e-14)
                compared += 1
            }
        }
        #expect(compared > 10)
    }

    /// The refactorized solver goes on as one that was not: suggestions,
    /// removals (of a shared group's member and an alias) and additions.
    @Test func theSolverGoesOnAsBefore() throws {
        let refactored = try RowOfItems(), plain = try RowOfItems()
        #expect(refactored.solver.refactor())
        for row in [refactored, plain] {
            try row.solver.suggestValue(60, for: row.widths[2])
            try row.solver.removeConstraint(row.wishes[1])
            try row.solver.removeConstraint(row.alias)
            try row.solver.addConstraint((row.widths[3] == 15) | .strong)
            try row.solver.suggestValue(5, for: row.widths[2])
        }
        for (value, expected) in zip(refactored.values, plain.values) { expectClose(value, expected, tolerance: 1e-9) }
        refactored.solver.verifyInvariants()
    }
}
