extension Solver {
    /// Removes a constraint record (one transaction).
    func remove(record index: Int) throws(SolverError) {
        do {
            try transaction { () throws(InsertionFailure) in
                try detach(record: index)
                releaseRecord(index)
            }
        } catch {
            throw .numericalFailure("removing \(records[index]!.constraint): \(error)")
        }
    }

    /// Runs `body`, whose changes (many constraints taken out at once: a
    /// subtree leaving the tree) wait for one run of the primal simplex at
    /// its end instead of each optimizing.
    ///
    /// A removal keeps the tableau feasible, so only the optimum waits;
    /// optimized after each removal, a column whose first item left let
    /// every other item's optional constraints pull as its alignments went
    /// one by one, pivoting through rows in proportion to the column each
    /// time. Changes that add constraints may run in `body` too (a broken
    /// constraint tried again): an addition keeps the tableau feasible as
    /// well. A change that fails in `body` rolls back, and the rollback
    /// empties the primal simplex's queue, so after one the optimization
    /// at the end queues every symbol the objective names again first.
    /// Nested calls optimize once, at the end of the outermost.
    /// - Throws: ``SolverError/numericalFailure(_:)`` when that optimization
    ///   breaks down; the tableau is then as `body` left it, feasible.
    package func optimizingOnce(after body: () -> Void) throws(SolverError) {
        guard !defersOptimization else { return body() }
        defersOptimization = true
        let candidateLosses = tableau.candidateLosses
        body()
        defersOptimization = false
        if tableau.candidateLosses != candidateLosses { tableau.noteEveryObjectiveCandidate() }
        do {
            try transaction { () throws(InsertionFailure) in try optimize() }
        } catch {
            throw .numericalFailure("optimizing after a batch of changes: \(error)")
        }
    }

    /// Takes a group's equation out of the tableau.
    ///
    /// As in classic Cassowary the marker is made basic (in the row that
    /// keeps the others feasible) and that row is dropped. An identity that
    /// does not name the marker cannot depend on the equation (the marker
    /// occurs in no other equation), so once no other row names the marker
    /// the rest of the tableau stands without it.
    func removeRows(ofGroup group: ConstraintGroup) throws(InsertionFailure) {
        if group.isPull {
            addCost(ofPull: group, times: -1)
            try optimize()
            return
        }
        group.forEachErrorCost { error, priority, weight in
            if let level = tableau.objective.index(of: priority) { tableau.addCost(-weight, of: error, level: level) }
        }
        let marker = group.marker
        // A marker left in a row only as residue does not occur there.
        if !tableau.isBasic(marker) { tableau.purgeResidue(ofColumn: marker) }
        if tableau.isRestrictedBasic(marker) {
            let slot = Int(tableau.basicRow[Int(marker)])
            tableau.substituteInReferences(marker, by: tableau.rows[slot])
            tableau.removeRow(slot)
        } else if let slot = markerLeavingRow(marker) {
            tableau.pivot(entering: marker, row: slot)
            tableau.substituteInReferences(marker, by: tableau.rows[slot])
            tableau.removeRow(slot)
        } else if let slot = soleReference(of: marker) {
            tableau.removeRow(slot)
        } else if let (slot, definition) = unexpandedLeavingRow(marker) {
            tableau.removeRow(slot)
            tableau.substituteInReferences(marker, by: definition)
        } else if let (slot, definition) = passiveLeavingRow(marker) {
            tableau.removeRow(slot)
            tableau.substituteEverywhere(marker, by: definition)
            tableau.substituteInReferences(marker, by: definition)
        }
        for symbol in [group.marker, group.other] where symbol >= 0 {
            tableau.purge(symbol)
        }
        try optimize()
    }

    /// The restricted row in which the marker should enter the basis: the
    /// row of a redundant equation (a dummy subject, always 0: the marker
    /// takes its place and nothing moves), else one where the marker can
    /// grow (the smallest ratio), else one where it can shrink, so that the
    /// rest of the tableau stays feasible.
    ///
    /// Without the first rule, removing one of two identical required
    /// equations pivoted the marker into a bound's row and left the
    /// redundant equation's dummy basic at a value other than 0: the
    /// remaining equation no longer held.
    private func markerLeavingRow(_ marker: Symbol) -> Int? {
        var first: (slot: Int, ratio: Double, subject: Symbol)?
        var second: (slot: Int, ratio: Double, subject: Symbol)?
        var redundant: (slot: Int, subject: Symbol)?
        for occurrence in tableau.column[Int(marker)] {
            let slot = Int(occurrence.slot)
            let coefficient = tableau.rows[slot].entries[Int(occurrence.position)].coefficient
            let constant = tableau.rows[slot].constant
            let subject = tableau.subjects[slot]
            if tableau.kind(subject) == .dummy {
                if redundant == nil || subject < redundant!.subject { redundant = (slot, subject) }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && subject < first!.subject) {
                    first = (slot, ratio, subject)
                }
            } else if coefficient > 0 {
                let ratio = constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && subject < second!.subject) {
                    second = (slot, ratio, subject)
                }
            }
        }
        return redundant?.slot ?? first?.slot ?? second?.slot
    }

    /// The passive row that is the only place the marker occurs, if it is
    /// so: that row is then the equation's own (every other row stands
    /// without it), and dropping it takes the equation out, its subject
    /// becoming free. ``passiveLeavingRow(_:)`` would come to the same
    /// after expanding the row, which costs O(length) of a chain of items.
    ///
    /// Not when the objective names the marker (a pull's cost written
    /// through that row): the objective must then have the marker replaced
    /// by its definition, as ``passiveLeavingRow(_:)`` does.
    private func soleReference(of marker: Symbol) -> Int? {
        guard tableau.column.isEmpty(Int(marker)), tableau.references.count(of: Int(marker)) == 1,
              !tableau.objective.contains(marker) else { return nil }
        let occurrence = tableau.references[Int(marker)][0]
        let coefficient = tableau.rows[Int(occurrence.slot)].entries[Int(occurrence.position)].coefficient
        return tableau.precision.isZero(coefficient) ? nil : Int(occurrence.slot)
    }

    /// A passive row naming the marker, and that row as it stands solved
    /// for the marker, when only passive rows name the marker and the
    /// definition can replace it in the others: its subject becomes free,
    /// and no row is expanded. ``passiveLeavingRow(_:)`` comes to the same
    /// through the row written out in non-basic symbols, which a
    /// restricted row or the objective would need: a stack's spacing
    /// above a row it hides (`rowK.top == rowJ.top + rowJ.height + 8`),
    /// written out, names every row above, and its subject's row stayed
    /// that long.
    ///
    /// The other rows that name the marker then name the definition's
    /// terms, so none of them may lie above those terms (a cycle of
    /// passive rows); a row found so is passed over. The absolute mode
    /// only, whose rounding the expanded form does not change.
    private func unexpandedLeavingRow(_ marker: Symbol) -> (Int, Row)? {
        guard !tableau.precision.isRelative, tableau.column.isEmpty(Int(marker)),
              !tableau.objective.contains(marker) else { return nil }
        // The shortest row first: usually the equation's own, whose
        // definition then adds a few terms to the others.
        let slots = tableau.references[Int(marker)].map { Int($0.slot) }.sorted {
            (tableau.rows[$0].count, tableau.subjects[$0]) < (tableau.rows[$1].count, tableau.subjects[$1])
        }
        for slot in slots {
            guard let row = solvedForMarker(tableau.rows[slot], subject: tableau.subjects[slot], marker) else { continue }
            let closesCycle = slots.contains { other in
                guard other != slot else { return false }
                let subject = tableau.subjects[other]
                return row.index(of: subject) != nil || tableau.passiveClosure(of: row, names: subject)
            }
            if closesCycle { continue }
            return (slot, row)
        }
        return nil
    }

    /// `subject = row`, solved for the marker (`0 = row - subject`), or nil
    /// when the marker's coefficient is too small beside the row's others
    /// to divide by (``Precision/residueFraction``).
    private func solvedForMarker(_ row: consuming Row, subject: Symbol, _ marker: Symbol) -> Row? {
        guard let index = row.index(of: marker) else { return nil }
        let coefficient = row.entries[index].coefficient
        let fraction = tableau.precision.residueFraction
        guard !tableau.precision.isZero(coefficient), fraction <= abs(coefficient),
              !row.entries.contains(where: { abs($0.coefficient) * fraction > abs(coefficient) })
        else { return nil }
        // The subject's -1 takes the marker's place, where appending it to
        // a long row (at its capacity) copied the row.
        row.entries[index] = Row.Entry(symbol: subject, link: 0, coefficient: -1)
        row.scale(by: -1 / coefficient)
        return row
    }

    /// A passive row naming the marker (lowest subject first) and that row,
    /// fully substituted, solved for the marker; its subject becomes free.
    private func passiveLeavingRow(_ marker: Symbol) -> (Int, Row)? {
        let slots = tableau.references[Int(marker)].map { Int($0.slot) }.sorted { tableau.subjects[$0] < tableau.subjects[$1] }
        for slot in slots {
            guard let row = solvedForMarker(tableau.expanded(tableau.rows[slot]), subject: tableau.subjects[slot], marker)
            else { continue }
            return (slot, row)
        }
        return nil
    }
}

extension Tableau {
    /// Removes every remaining trace of a symbol whose constraint is gone.
    /// In exact arithmetic none is left; this sweeps rounding residue. The
    /// symbol's occurrence lists let go of their storage: it stays dead
    /// until the solver reclaims it (see `Solver+Reclaiming.swift`).
    mutating func purge(_ symbol: Symbol) {
        while let occurrence = column[Int(symbol)].last {
            _ = remove(symbol, fromRow: Int(occurrence.slot))
        }
        while let occurrence = references[Int(symbol)].last {
            _ = remove(symbol, fromRow: Int(occurrence.slot))
        }
        column.removeAll(of: Int(symbol))
        references.removeAll(of: Int(symbol))
        for index in 0..<objective.count where objective[index].coefficient(symbol) != 0 {
            journal?.noteObjective(priority: objective[index].priority, symbol: symbol, old: objective[index].coefficient(symbol))
            objective[index].coefficients[Int(symbol)] = 0
        }
    }
}
