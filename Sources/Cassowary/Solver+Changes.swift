extension Solver {
    /// Moves a constraint's constant, re-solving with the dual simplex.
    func changeConstant(record index: Int, to constant: Double) throws(SolverError) {
        let record = records[index]!
        let delta = constant - record.constant
        if delta == 0 { return }
        let group = Int(record.group)
        if groups[group]!.isPull {
            // The cost moves by a constant: nothing to solve.
            updateGroup(group) { $0.constant += delta }
            updateRecord(index) { $0.constant = constant }
            return
        }
        do {
            if canShiftInPlace(record: index) {
                try shiftConstant(ofGroup: group, by: delta, journaled: record.isRequired)
                groups[group]!.constant += delta
                records[index]!.constant = constant
            } else {
                try transaction { () throws(InsertionFailure) in
                    updateRecord(index) { $0.constant = constant }
                    if groups[group]!.members.count == 1 {
                        // The group's equation is the record's own: change it in place.
                        try separateDependents(ofGroup: group)
                        forgetKey(ofGroup: group)
                        try shiftConstantInPlace(ofGroup: group, by: delta)
                        updateGroup(group) { $0.constant += delta }
                    } else {
                        // Others share the row: the record leaves for a row of its own.
                        try detach(record: index)
                        try attach(record: index, resolvingAliases: false)
                        forgetKey(ofGroup: Int(records[index]!.group))
                    }
                }
            }
        } catch {
            switch error {
            case .infeasible:
                throw infeasibilityError(record.constraint, constant: constant, replacing: index)
            case let .numerical(message):
                throw .numericalFailure(message)
            }
        }
    }

    /// Whether a record's constant can move by shifting rows alone (the fast
    /// path below, and the batches of `setConstants(_:)`): it is the only
    /// member of its group, which has no key and nothing rewritten through
    /// it and is not a pull's (which has no rows), outside a probe.
    func canShiftInPlace(record index: Int) -> Bool {
        let group = Int(records[index]!.group)
        return !isProbing && !groups[group]!.isPull && groups[group]!.members.count == 1 && groups[group]!.key == nil
            && aliasDependents[Int32(group)] == nil
    }

    /// The fast path of a constant change (edit suggestions): one group, one
    /// member, nothing rewritten through it.
    ///
    /// A required constraint's new constant may conflict, so its change runs
    /// in a tableau transaction that a failure rolls back exactly. An
    /// optional constraint's can always be met (its error variables absorb
    /// any constant), so only a numerical failure could interrupt it: no
    /// journal is kept, and such a failure is undone by shifting back, which
    /// restores the solution, if not necessarily the same basis.
    private func shiftConstant(ofGroup group: Int, by delta: Double, journaled: Bool) throws(InsertionFailure) {
        guard journaled else {
            do {
                try shiftConstantInPlace(ofGroup: group, by: delta)
            } catch {
                try? shiftConstantInPlace(ofGroup: group, by: -delta)
                throw error
            }
            tableau.checkInvariants(optimal: !defersOptimization)
            return
        }
        tableau.beginTransaction()
        do {
            try shiftConstantInPlace(ofGroup: group, by: delta)
            tableau.commit(optimal: !defersOptimization)
        } catch {
            tableau.rollBack()
            throw error
        }
    }

    /// Shifts the group's rows by a change of its constant and restores
    /// feasibility with the dual simplex. In the relative mode the primal
    /// simplex then takes the candidates the pivots queued: reduced costs
    /// whose lead is doubtful (see
    /// `Tableau.reviseDoubtfulReducedCost(of:weight:)`), which the dual
    /// simplex's choices relied on.
    private func shiftConstantInPlace(ofGroup group: Int, by delta: Double) throws(InsertionFailure) {
        shiftMarker(of: groups[group]!, by: delta)
        try restoreFeasibilityAfterShifts()
    }

    /// After rows moved by changes of constants: the dual simplex makes
    /// them feasible again, and in the relative mode the primal simplex
    /// takes the candidates its pivots queued.
    func restoreFeasibilityAfterShifts() throws(InsertionFailure) {
        do {
            try tableau.dualOptimize()
        } catch {
            switch error {
            case let .infeasible(subject, row): throw .infeasible(certificate: row.symbols + [subject])
            case let .unbounded(symbol): throw .numerical("no pivot for symbol \(symbol)")
            }
        }
        if tableau.precision.isRelative && !tableau.entering.isEmpty { try optimize() }
    }

    /// Applies a change of `delta` in a group's constant to the rows.
    ///
    /// The marker occurs in no equation but the group's own, so every row,
    /// read as a relation between its symbols, depends on that equation
    /// exactly in proportion to the marker's coefficient in it. A change of
    /// the constant therefore moves the marker's own row (when it is basic)
    /// by `-delta / sign`, and every row naming the marker by
    /// `delta × coefficient / sign`. Passive rows may name the marker even
    /// when it is basic, so both are applied.
    func shiftMarker(of group: ConstraintGroup, by delta: Double) {
        let marker = group.marker
        let sign = group.markerSign
        if tableau.isRestrictedBasic(marker) {
            tableau.shiftConstant(ofRow: Int(tableau.basicRow[Int(marker)]), by: -delta / sign)
        }
        shiftRows(naming: tableau.column[Int(marker)], by: delta / sign)
        shiftRows(naming: tableau.references[Int(marker)], by: delta / sign)
    }

    /// Moves each row where a symbol occurs by `delta` × its coefficient
    /// there, except where that coefficient is residue (see
    /// `Tableau.isResidue(_:inRow:)`): a coefficient of 1e-8 that should
    /// have cancelled, times a change of 145, put 1.5e-6 of error into a
    /// required constraint. The next drift check removes the residue.
    private func shiftRows(naming occurrences: OccurrenceList, by delta: Double) {
        for occurrence in occurrences {
            let slot = Int(occurrence.slot)
            let coefficient = tableau.rows[slot].entries[Int(occurrence.position)].coefficient
            if tableau.isResidue(coefficient, inRow: slot) { continue }
            tableau.shiftConstant(ofRow: slot, by: delta * coefficient)
        }
    }

    /// Changes the priority and weight of a constraint: in place when it has
    /// an optional row of its own and stays optional, otherwise by taking it
    /// out and putting it back (where it may join another group).
    func changePriority(record index: Int, to priority: Double, weight: Double) throws(SolverError) {
        let record = records[index]!
        if record.priority == priority && record.weight == weight { return }
        do {
            try transaction { () throws(InsertionFailure) in
                let group = Int(record.group)
                if groups[group]!.isPull && priority != 1000 {
                    addCost(ofPull: groups[group]!, times: -1)
                    countLevelMember(record.priority, by: -1)
                    countLevelMember(priority, by: 1)
                    updateGroup(group) { $0.priority = priority; $0.weight = weight }
                    updateRecord(index) { $0.priority = priority; $0.weight = weight }
                    addCost(ofPull: groups[group]!, times: 1)
                    try optimize()
                } else if groups[group]!.members.count == 1 && !record.isRequired && priority != 1000 {
                    forgetKey(ofGroup: group)
                    let oldLevel = tableau.objective.index(of: record.priority)!
                    for error in groups[group]!.errors { tableau.addCost(-record.weight, of: error, level: oldLevel) }
                    let newLevel = tableau.ensureLevel(priority)
                    for error in groups[group]!.errors { tableau.addCost(weight, of: error, level: newLevel) }
                    countLevelMember(record.priority, by: -1)
                    countLevelMember(priority, by: 1)
                    updateGroup(group) { $0.priority = priority; $0.weight = weight }
                    updateRecord(index) { $0.priority = priority; $0.weight = weight }
                    try optimize()
                } else {
                    try detach(record: index)
                    updateRecord(index) { $0.priority = priority; $0.weight = weight }
                    try attach(record: index)
                }
            }
        } catch {
            switch error {
            case .infeasible:
                throw infeasibilityError(record.constraint, constant: record.constant, replacing: index)
            case let .numerical(message):
                throw .numericalFailure(message)
            }
        }
    }
}
