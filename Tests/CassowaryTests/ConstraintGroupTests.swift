import Testing
@testable import Cassowary

/// Constraints that are the same once aliases are resolved share one row.
@Suite struct ConstraintGroupTests {
    /// A column of cells whose widths are all equal to the first one's,
    /// each wanting 50 (weak) and at least 10.
    struct Column {
        let solver = Solver()
        let widths = (0..<6).map { Variable("w\($0)") }
        var wishes: [Constraint] = []
        var minimums: [Constraint] = []
        var aliases: [Constraint] = []

        init() throws {
            for (index, width) in widths.enumerated() {
                if index > 0 {
                    let alias: Constraint = width == widths[0]
                    aliases.append(alias)
                    try solver.addConstraint(alias)
                }
                let minimum = width >= 10, wish = (width == 50) | .weak
                minimums.append(minimum)
                wishes.append(wish)
                try solver.addConstraint(minimum)
                try solver.addConstraint(wish)
            }
        }

        var rowCount: Int { solver.tableau.subjects.filter { $0 >= 0 }.count }
        var groupCount: Int { solver.groups.compactMap { $0 }.count }
    }

    @Test func parallelConstraintsShareOneRow() throws {
        let column = try Column()
        // 5 aliases, 1 minimum and 1 wish: 7 groups for 17 constraints.
        #expect(column.groupCount == 7)
        #expect(column.solver.constraints.count == 17)
        let wish = column.solver.groups.compactMap { $0 }.first { !$0.isRequired }!
        #expect(wish.members.count == 6)
        #expect(wish.weight == 6)
        column.solver.verifyInvariants()
    }

    @Test func aSharedWishWeighsAsMuchAsItsMembers() throws {
        let column = try Column()
        // Five strong-free weak wishes for 50 against seven weak pulls to 80:
        // the summed weight decides, exactly as with separate rows.
        let target = Variable("target")
        try column.solver.addConstraint(target == 80)
        for _ in 0..<7 {
            try column.solver.addConstraint((column.widths[0] == target) | .weak)
        }
        expectClose(column.solver.value(of: column.widths[3]), 80)
        for wish in column.wishes.prefix(2) { try column.solver.removeConstraint(wish) }
        for _ in 0..<3 {
            try column.solver.addConstraint(Constraint(column.widths[2], .equal, 50, priority: .weak, weight: 1))
        }
        // 4 + 3 = 7 for 50 against 7 for 80: a tie, so anything between is optimal.
        let width = column.solver.value(of: column.widths[5])
        #expect(width >= 50 - 1e-9 && width <= 80 + 1e-9)
        column.solver.verifyInvariants()
    }

    /// Two identical required equations share one row; removing one leaves
    /// the other holding (found by a random engine session, seed 2).
    @Test func removingOneOfTwoIdenticalEquationsKeepsTheOther() throws {
        let solver = Solver(), h = Variable("h")
        let first: Constraint = h == 10, second: Constraint = h == 10
        try solver.addConstraint(h >= 0)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        #expect(solver.value(of: h) == 10)
        try solver.addConstraint((h == 3) | .strong)
        #expect(solver.value(of: h) == 10)
        try solver.removeConstraint(second)
        #expect(solver.value(of: h) == 3)
        solver.verifyInvariants()
    }

    /// A removal among margins-like equalities keeps the required bound
    /// (found by a random engine session, seed 3, step 16621).
    @Test func removingAnEqualityKeepsARequiredBound() throws {
        let solver = Solver()
        let (marginsLeft, left, marginsWidth, width) = (Variable("ml"), Variable("l"), Variable("mw"), Variable("w"))
        let (itemLeft, itemWidth, itemHeight) = (Variable("il"), Variable("iw"), Variable("ih"))
        try solver.addConstraint(marginsLeft - left == 8)
        try solver.addConstraint(marginsLeft + marginsWidth - left - width == -8)
        try solver.addConstraint(itemHeight >= 56)
        try solver.addConstraint((itemWidth >= 46) | 749)
        let trailing: Constraint = -marginsLeft - marginsWidth + itemLeft + itemWidth == 0
        try solver.addConstraint(trailing)
        try solver.addConstraint(-marginsLeft + itemLeft == 0)
        try solver.addConstraint(itemWidth - marginsWidth == 0)
        try solver.addConstraint((width - 2 * itemHeight >= -38) | .strong)
        try solver.removeConstraint(trailing)
        #expect(solver.value(of: itemHeight) >= 56)
        #expect(solver.value(of: width) - 2 * solver.value(of: itemHeight) >= -38)
        solver.verifyInvariants()
    }

    @Test func removingAnAliasGivesItsDependentsRowsOfTheirOwn() throws {
        var column = try Column()
        let solver = column.solver
        try solver.removeConstraint(column.aliases[2])     // w3 == w0 goes
        solver.verifyInvariants()
        try solver.addConstraint((column.widths[3] == 200) | .strong)
        expectClose(solver.value(of: column.widths[3]), 200)
        expectClose(solver.value(of: column.widths[0]), 50)
        // w3's own minimum still holds on its own.
        try solver.addConstraint((column.widths[3] == 1) | 900)
        expectClose(solver.value(of: column.widths[3]), 10)
        column.aliases.remove(at: 2)
        for alias in column.aliases { try solver.removeConstraint(alias) }
        solver.verifyInvariants()
        for wish in column.wishes { try solver.removeConstraint(wish) }
        for minimum in column.minimums { try solver.removeConstraint(minimum) }
        #expect(column.groupCount == 2)   // the two constraints added above
        solver.verifyInvariants()
    }

    @Test func changingOneMembersConstantLeavesTheOthers() throws {
        let column = try Column()
        let solver = column.solver
        try solver.setConstant(-30, of: column.wishes[4])     // w4 wants 30 now
        // Five wishes for 50 against one for 30 on the same width.
        expectClose(solver.value(of: column.widths[4]), 50)
        try solver.setPriority(.strong, of: column.wishes[4])
        expectClose(solver.value(of: column.widths[0]), 30)
        try solver.setConstant(-5, of: column.minimums[0])    // w0 >= 5 now
        try solver.setPriority(.required, of: column.wishes[4])
        expectClose(solver.value(of: column.widths[1]), 30)
        solver.verifyInvariants()
        let error = expectSolverError { try solver.setConstant(-40, of: column.minimums[5]) }  // w5 >= 40
        guard let conflict = unsatisfiable(error)?.conflict else { return }
        // The conflict needs the alias w5 == w0 that made the minimum a duplicate.
        let minimum = column.minimums[5]
        expectMinimalConflict(conflict) { $0 === minimum ? -40 : (solver.constant(of: $0) ?? $0.expression.constant) }
        #expect(conflict.contains(column.aliases[4]))
        solver.verifyInvariants()
    }

    @Test func aConflictThroughAnAliasNamesTheAlias() throws {
        let column = try Column()
        let culprit = column.widths[4] <= 5
        let error = expectSolverError { try column.solver.addConstraint(culprit) }
        guard let conflict = unsatisfiable(error)?.conflict else { return }
        expectMinimalConflict(conflict)
        #expect(conflict.last === culprit)
        #expect(conflict.count == 2 || conflict.contains(column.aliases[3]))
    }

    /// Edges all aligned to the first (`first == edge`, as a stack aligns
    /// its items), each edge already named by its own child: every alias
    /// stays one step from one root, so resolving any of them costs the
    /// same however many came before.
    @Test func edgesAlignedToTheFirstStayOneAliasFromTheirRoot() throws {
        let solver = Solver()
        let edges = (0..<40).map { Variable("edge\($0)") }
        let children = (0..<40).map { Variable("child\($0)") }
        for (edge, child) in zip(edges, children) {
            try solver.addConstraint(child == edge)
            if edge !== edges[0] { try solver.addConstraint(edges[0] == edge) }
        }
        for index in [1, 20, 39] {
            let canonical = solver.canonical(edges[0] - children[index], resolvingAliases: true)
            #expect(canonical.aliasGroups.count <= 3, "edge \(index) resolves through \(canonical.aliasGroups.count) aliases")
            #expect(canonical.terms.isEmpty)
        }
        try solver.addConstraint(edges[39] == 12)
        #expect(children.allSatisfy { solver.value(of: $0) == 12 })
    }

    /// Constraints taken out together, optimized once at the end, leave
    /// what taking them out one at a time leaves: the tableau was feasible
    /// after each, and the last optimization finds the optimum. Newest
    /// first, no record is given a row of its own: each goes before the
    /// alias it was written through, as a stack's row leaves a column (its
    /// edge aligned to the first row's, then its own constraints on it).
    @Test func removalsOptimizedOnceLeaveWhatOneAtATimeLeave() throws {
        func column() throws -> (solver: Solver, leaving: [Constraint], widths: [Variable]) {
            let solver = Solver()
            let widths = (0..<12).map { Variable("w\($0)") }
            var leaving: [Constraint] = []
            for (index, width) in widths.enumerated() {
                let own: [Constraint] = [width >= Double(10 + index), (width == 100 + Double(index)) | .medium,
                                         (width == 0) | .weak]
                let alias: [Constraint] = index == 0 ? [] : [widths[0] == width]
                for constraint in alias + own { try solver.addConstraint(constraint) }
                if index % 3 == 0 && index > 0 { leaving += alias + own }
            }
            return (solver, leaving, widths)
        }
        let together = try column(), alone = try column()
        let separated = (together.solver.separatedRecords, alone.solver.separatedRecords)
        try together.solver.optimizingOnce {
            for constraint in together.leaving.reversed() { try! together.solver.removeConstraint(constraint) }
        }
        together.solver.verifyInvariants()
        for constraint in alone.leaving { try alone.solver.removeConstraint(constraint) }
        #expect(together.solver.separatedRecords == separated.0)
        #expect(alone.solver.separatedRecords - separated.1 == 3 * 3)
        for (width, aloneWidth) in zip(together.widths, alone.widths) {
            expectClose(together.solver.value(of: width), alone.solver.value(of: aloneWidth))
        }
        // The nine widths left share w0, whose medium wishes (100 + index
        // for index 0, 1, 2, 4, 5, 7, 8, 10, 11) settle at their median.
        expectClose(together.solver.value(of: together.widths[11]), 105)
    }
}
