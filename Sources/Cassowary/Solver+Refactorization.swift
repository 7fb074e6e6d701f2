/// Refactorization: the tableau recomputed for its current basis from the
/// groups' own equations, as LP codes refactorize their basis matrix.
///
/// A tableau reaches its basis through every pivot of every call since it
/// was built, and each pivot leaves its rounding in the coefficients. In
/// dense random sessions the coefficients drifted by 1e-8 within 30 adds,
/// through steep pivots that the simplex's ratio tests could not avoid;
/// rebuilding by adding the constraints again walks the same path of
/// pivots and ends with the same errors. The basis itself is a good one,
/// though, and one Gaussian elimination reaches it directly: each equation,
/// expanded over the rows made so far, is solved for the basic symbol with
/// the largest coefficient (partial pivoting), so the coefficients are as
/// accurate as the basis allows, whatever path found it.
extension Solver {
    /// Recomputes every row and objective level from the groups' equations
    /// for the current basis, then lets the dual and primal simplex mend
    /// what rounding left just outside the bounds or the optimum. The
    /// solution stays the same up to rounding, unless that mending moves it
    /// to another optimal vertex. When the elimination or the simplex breaks
    /// down (only a basis that is singular to double precision does), the
    /// solver stays as it was. Returns whether it refactorized.
    /// - Complexity: O(size of the fully substituted rows), like a rebuild
    ///   but without the rebuild's simplex iterations.
    @discardableResult
    func refactor() -> Bool {
        var isTarget = [Bool](repeating: false, count: tableau.symbolCount)
        for subject in tableau.subjects where subject >= 0 { isTarget[Int(subject)] = true }
        var fresh = Tableau()
        // The elimination runs as a rebuild's would, with no pivot refused.
        fresh.numerics = tableau.numerics.rebuilding(in: tableau.precision)
        for symbol in 0..<tableau.symbolCount { _ = fresh.makeSymbol(tableau.kind(Symbol(symbol))) }
        for group in groupsInPlacementOrder() where !group.isPull {
            guard place(group.equation, basis: &isTarget, in: &fresh) else { return false }
        }
        for group in groups.lazy.compactMap({ $0 }) where !group.isRequired {
            if group.isPull { fresh.addCost(group.weight, ofTerms: group.terms, level: fresh.ensureLevel(group.priority)) }
            group.forEachErrorCost { error, priority, weight in
                fresh.addCost(weight, of: error, level: fresh.ensureLevel(priority))
            }
        }
        do {
            try fresh.dualOptimize()
            let mayHoldPulls = !fresh.precision.isRelative
            try fresh.optimize(weight: { weight(of: $0, at: $1, mayHoldPulls: mayHoldPulls) },
                               holdsPulls: { mayHoldPulls && holdsPulls(at: $0) })
        } catch {
            return false
        }
        fresh.largestInsertedConstant = max(fresh.largestInsertedConstant, tableau.largestInsertedConstant)
        fresh.numerics = tableau.numerics.refactorized()
        // The mending may have pivoted to another vertex: counted as one
        // pivot at least, after the old tableau's.
        fresh.pivots = tableau.pivots &+ fresh.pivots &+ 1
        tableau = fresh
        return true
    }

    /// The live groups, oldest first by their first member: the order in
    /// which a chain's equations were added, so that each can again take
    /// a lazy row (see ``place(_:basis:in:)``).
    private func groupsInPlacementOrder() -> [ConstraintGroup] {
        let live = groups.compactMap { $0 }
        return live.sorted { records[Int($0.members[0])]!.sequence < records[Int($1.members[0])]!.sequence }
    }

    /// Makes `equation` a row of `fresh` whose subject is the symbol of
    /// `basis` (not yet taken) with the largest coefficient, and takes that
    /// symbol out of `basis`. Returns false when no such symbol occurs.
    private func place(_ equation: Row, basis: inout [Bool], in fresh: inout Tableau) -> Bool {
        // A user variable that nothing names yet, and that leads the
        // equation as written, takes it as a lazy row, untouched: a chain of
        // N items then costs O(N), as when it was built.
        if let subject = largestBasic(of: equation, basis: basis),
           fresh.kind(subject) == .external,
           fresh.column.isEmpty(Int(subject)), fresh.references.isEmpty(Int(subject)),
           abs(equation.coefficient(of: subject)) >= equation.largestMagnitude {
            basis[Int(subject)] = false
            fresh.insertRow(solved(equation, for: subject), subject: subject, passive: true)
            return true
        }
        let row = fresh.expanded(equation)
        guard let subject = largestBasic(of: row, basis: basis) else { return false }
        basis[Int(subject)] = false
        let definition = solved(row, for: subject)
        fresh.insertRow(definition, subject: subject, passive: fresh.kind(subject) == .external)
        fresh.substituteEverywhere(subject, by: definition)
        return true
    }

    /// The symbol of `row` still in `basis` with the largest |coefficient|;
    /// the lowest symbol among equals.
    private func largestBasic(of row: Row, basis: [Bool]) -> Symbol? {
        var best: Symbol?
        var bestMagnitude = 0.0
        for entry in row.entries where basis[Int(entry.symbol)] {
            let magnitude = abs(entry.coefficient)
            if best == nil || magnitude > bestMagnitude || (magnitude == bestMagnitude && entry.symbol < best!) {
                best = entry.symbol
                bestMagnitude = magnitude
            }
        }
        return bestMagnitude > 0 ? best : nil
    }
}

extension ConstraintGroup {
    /// The group's equation over symbols, `constant + Σ terms ± markers = 0`,
    /// as it was placed in the tableau.
    var equation: Row {
        var row = Row()
        write(into: &row)
        return row
    }

    /// Writes ``equation`` into `row`, an empty row whose storage is reused.
    func write(into row: inout Row) {
        row.constant = constant
        row.entries.reserveCapacity(terms.count + 2)
        for term in terms { row.append(term.symbol, term.coefficient) }
        row.append(marker, markerSign)
        if other >= 0 { row.append(other, -markerSign) }
    }
}
