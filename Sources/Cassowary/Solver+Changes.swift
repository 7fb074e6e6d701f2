extension Solver {
    /// Moves a constraint's constant, re-solving with the dual simplex.
    func changeConstant(record index: Int, to constant: Double) throws(SolverError) {
        let record = records[index]!
        let delta = constant - record.constant
        if delta == 0 { return }
        tableau.beginTransaction()
        do {
            shiftMarker(of: record, by: delta)
            try tableau.dualOptimize()
            tableau.commit()
        } catch {
            tableau.rollBack()
            switch error {
            case .infeasible:
                let conflict = findsConflicts
                    ? minimalConflict(adding: record.constraint, constant: constant, replacing: index) : []
                throw .unsatisfiable(record.constraint, conflict: conflict)
            case let .unbounded(symbol):
                throw .numericalFailure("no pivot for symbol \(symbol)")
            }
        }
        records[index]!.constant = constant
    }

    /// Applies a change of `delta` in a constraint's constant to the rows.
    ///
    /// The marker occurs in no equation but the constraint's own, so every
    /// row, read as a relation between its symbols, depends on that
    /// equation exactly in proportion to the marker's coefficient in it.
    /// A change of the constant therefore moves the marker's own row (when
    /// it is basic) by `-delta / sign`, and every row naming the marker by
    /// `delta × coefficient / sign`. Passive rows may name the marker even
    /// when it is basic, so both are applied.
    private func shiftMarker(of record: ConstraintRecord, by delta: Double) {
        let marker = record.marker
        let sign = record.markerSign
        if tableau.isRestrictedBasic(marker) {
            tableau.shiftConstant(ofRow: Int(tableau.basicRow[Int(marker)]), by: -delta / sign)
        }
        for list in [tableau.column[Int(marker)], tableau.references[Int(marker)]] {
            for occurrence in list {
                let slot = Int(occurrence.slot)
                let coefficient = tableau.rows[slot].entries[Int(occurrence.position)].coefficient
                tableau.shiftConstant(ofRow: slot, by: delta * coefficient / sign)
            }
        }
    }

    /// Changes the priority and weight of a constraint.
    func changePriority(record index: Int, to priority: Double, weight: Double) throws(SolverError) {
        let record = records[index]!
        if record.priority == priority && record.weight == weight { return }
        if record.isRequired || priority == 1000 {
            try reinsert(record: index, priority: priority, weight: weight)
            return
        }
        tableau.beginTransaction()
        do {
            let oldLevel = tableau.objective.index(of: record.priority)!
            for error in record.errors { tableau.addCost(-record.weight, of: error, level: oldLevel) }
            let newLevel = tableau.ensureLevel(priority)
            for error in record.errors { tableau.addCost(weight, of: error, level: newLevel) }
            try optimize()
            tableau.commit()
        } catch {
            tableau.rollBack()
            throw .numericalFailure("changing the priority of \(record.constraint): \(error)")
        }
        joinLevel(priority)
        leaveLevel(record)
        records[index]!.priority = priority
        records[index]!.weight = weight
    }

    /// Takes a constraint out and puts it back with another priority, in one
    /// transaction, keeping its place in the insertion order.
    private func reinsert(record index: Int, priority: Double, weight: Double) throws(SolverError) {
        let record = records[index]!
        let variableCount = variableOfSymbol.count
        tableau.beginTransaction()
        do {
            try removeRows(of: record)
            releaseRecord(index)
            try insertRows(record.constraint, constant: record.constant, priority: priority,
                           weight: weight, isEdit: record.isEdit, sequence: record.sequence)
            tableau.commit()
        } catch {
            tableau.rollBack()
            forgetSymbols(from: variableCount)
            // Once released, the slot went on the free list (a failed
            // insertion pops and pushes it back): take it off again.
            if records[index] == nil { freeRecords.removeLast() }
            records[index] = record
            recordOfConstraint[ObjectIdentifier(record.constraint)] = Int32(index)
            switch error {
            case .infeasible:
                let conflict = findsConflicts
                    ? minimalConflict(adding: record.constraint, constant: record.constant, replacing: index) : []
                throw .unsatisfiable(record.constraint, conflict: conflict)
            case let .numerical(message):
                throw .numericalFailure(message)
            }
        }
        leaveLevel(record)
        joinLevel(priority)
    }
}
