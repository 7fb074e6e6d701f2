/// All-or-nothing changes: the tableau keeps its own journal; the solver's
/// bookkeeping (records, groups, keys, aliases, level counts) goes through
/// the helpers below, which log how to undo each change.
extension Solver {
    /// Runs `body` as one change of the solver: when it throws, the tableau
    /// and every bookkeeping change made through the helpers are undone,
    /// and the symbols it created are forgotten.
    ///
    /// In the relative mode a change whose simplex pivoted on a coefficient
    /// below ``Tolerance/residue`` of its row, and that leaves a required
    /// constraint or an optional level off by more than
    /// ``Tolerance/steepPivotBreak`` (see ``violationLeftBySteepPivot``), is
    /// undone and made again with such pivots refused by the dual simplex
    /// and passed over by the primal simplex
    /// (`Numerics.refusesSteepPivots`): that coefficient was what is left of
    /// a cancellation, not a number. The relative mode cannot tell the two
    /// apart by size (badly scaled rows hold real coefficients 1e-12 of
    /// their largest), but a pivot on residue shows in the result: a fresh
    /// solve of ten scaled constraints pivoted on 1.4e-13 of a row that
    /// should have held only dummies, accepted a conflicting required
    /// equality, and put values of 1e22 into the solution. Made again, the
    /// change finds the conflict. (The primal simplex passes over the
    /// candidates such pivots would bring in, rather than fail: refusing
    /// them as if no row blocked left a fresh solve of 39 scaled
    /// constraints with no pivot at all.) A change that still breaks a required constraint so
    /// throws ``SolverError/numericalFailure(_:)`` rather than keep a
    /// result the solver cannot stand behind.
    func transaction<Result>(_ body: () throws(InsertionFailure) -> Result) throws(InsertionFailure) -> Result {
        let tookSteepPivotBefore = tableau.numerics.tookSteepPivot
        tableau.numerics.tookSteepPivot = false
        do throws(InsertionFailure) {
            if let result = try attempt(body, keepingIf: { self.violationLeftBySteepPivot == nil }) {
                tableau.numerics.tookSteepPivot = tableau.numerics.tookSteepPivot || tookSteepPivotBefore
                return result
            }
            tableau.numerics.tookSteepPivot = false
            tableau.numerics.refusesSteepPivots = true
            defer { tableau.numerics.refusesSteepPivots = false }
            var violation: Double?
            let result = try attempt(body) { () -> Bool in
                violation = self.violationLeftBySteepPivot
                return violation == nil
            }
            guard let result else {
                throw .numerical("a steep pivot left a required constraint off by \(NumberFormatting.string(violation!)) of its size")
            }
            tableau.numerics.tookSteepPivot = tookSteepPivotBefore || tableau.numerics.tookSteepPivot
            return result
        } catch {
            tableau.numerics.tookSteepPivot = tookSteepPivotBefore
            throw error
        }
    }

    /// When, in the relative mode, the change in progress pivoted on a
    /// coefficient below ``Tolerance/residue`` of its row and leaves a
    /// required constraint off by more than ``Tolerance/steepPivotBreak``
    /// (see ``transaction(_:)``), or the optional levels the tableau holds
    /// that far from what the constraints give at the values
    /// (``levelDisagreement``), even once the tableau is refactorized, the
    /// larger of the two as the change left them; otherwise nil. (Eight
    /// optional constraints pivoted on 1.6e-11 of a row and reached values
    /// of 7e20 where the tableau believed a level at 0 and the constraints
    /// put it at 1 786: no required constraint broke.) A steep
    /// pivot on a real coefficient multiplies rounding too, and left a
    /// fresh solve of 39 scaled constraints 100 % off a required
    /// constraint until the refactorization that follows such a pivot.
    /// The trial refactorization is undone. - Complexity: O(1) unless it
    /// pivoted so; then O(size of the constraints), and a refactorization
    /// when they are off.
    private var violationLeftBySteepPivot: Double? {
        guard tableau.precision.isRelative, tableau.numerics.tookSteepPivot else { return nil }
        let violation = max(requiredViolation, levelDisagreement)
        guard violation > Tolerance.steepPivotBreak else { return nil }
        let current = tableau
        defer { tableau = current }
        return !refactor() || requiredViolation > Tolerance.steepPivotBreak ? violation : nil
    }

    /// Runs `body` and keeps its changes when `keep` says so after it;
    /// otherwise, or when `body` throws, undoes them (see
    /// ``transaction(_:)``). Returns nil when it undid a change that did
    /// not throw.
    private func attempt<Result>(_ body: () throws(InsertionFailure) -> Result,
                                 keepingIf keep: () -> Bool) throws(InsertionFailure) -> Result? {
        // Inside a probe a call rolls back to its own mark when it fails;
        // the probe undoes everything when it ends.
        if isProbing {
            let mark = tableau.mark()
            let undoCount = undoLog.count
            let variableCount = variableOfSymbol.count
            func rollBack() {
                tableau.rollBack(to: mark)
                for undo in undoLog.entries[undoCount...].reversed() { applyUndo(undo) }
                undoLog.removeEntries(from: undoCount)
                forgetSymbols(from: variableCount)
            }
            do {
                let result = try body()
                if keep() { return result }
                rollBack()
                return nil
            } catch {
                rollBack()
                throw error
            }
        }
        precondition(!inTransaction, "nested solver transactions")
        let variableCount = variableOfSymbol.count
        tableau.beginTransaction()
        inTransaction = true
        func rollBack() {
            tableau.rollBack()
            for undo in undoLog.entries.reversed() { applyUndo(undo) }
            inTransaction = false
            undoLog.removeAll()
            forgetSymbols(from: variableCount)
        }
        do throws(InsertionFailure) {
            let result = try body()
            guard tableau.changedRowsAreFinite() else { throw .numerical("the arithmetic overflowed a double") }
            guard !tableau.precision.isRelative || tableau.changedRowsAreFeasible() else {
                throw .numerical("a pivot on a badly scaled coefficient left a row outside its bounds")
            }
            guard keep() else {
                rollBack()
                return nil
            }
            tableau.purgeResidueInChangedRows()
            tableau.commit(optimal: !defersOptimization)
            inTransaction = false
            undoLog.removeAll()
            dropEmptyLevels()
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    /// Records how to undo a bookkeeping change.
    @inline(__always)
    func logUndo(_ undo: BookkeepingUndo) {
        if inTransaction { undoLog.append(undo) }
    }

    func applyUndo(_ undo: BookkeepingUndo) {
        switch undo {
        case let .record(index, old): records[index] = undoLog.record(at: old)
        case .recordAppended: records.removeLast()
        case let .freeRecordTaken(index): records[Int(index)] = nil; freeRecords.append(index)
        case let .recordFreed(index, old): freeRecords.removeLast(); records[index] = undoLog.record(at: old)
        case let .recordIndex(key, old): recordOfConstraint[key] = old
        case let .group(index, old): groups[index] = undoLog.group(at: old)
        case .groupAppended: groups.removeLast()
        case let .freeGroupTaken(index): groups[Int(index)] = nil; freeGroups.append(index)
        case let .groupFreed(index, old): freeGroups.removeLast(); groups[index] = undoLog.group(at: old)
        case let .key(key, old): groupOfKey[key] = old
        case let .aliasDependentAdded(group):
            aliasDependents[group]!.removeLast()
            if aliasDependents[group]!.isEmpty { aliasDependents[group] = nil }
        case let .aliasDependentRemoved(group, record, position):
            aliasDependents[group, default: []].insert(record, at: position)
        case let .levelMembers(priority, old): levelMembers[priority] = old
        }
    }

    // MARK: - Records

    /// Stores a new record and returns its index. The record is taken in,
    /// not copied: a copy would retain every reference it holds, at every
    /// constraint added.
    func allocateRecord(_ record: consuming ConstraintRecord) -> Int {
        let constraint = record.constraint
        let index: Int
        if let free = freeRecords.popLast() {
            index = Int(free)
            records[index] = consume record
            logUndo(.freeRecordTaken(free))
        } else {
            index = records.count
            records.append(consume record)
            logUndo(.recordAppended)
        }
        setRecordIndex(Int32(index), of: constraint)
        return index
    }

    func releaseRecord(_ index: Int) {
        let old = records[index]!
        setRecordIndex(nil, of: old.constraint)
        records[index] = nil
        freeRecords.append(Int32(index))
        if inTransaction {
            let kept = undoLog.keep(old)
            undoLog.append(.recordFreed(index, kept))
        }
    }

    /// Changes a record, logging how to undo it unless `logged` is false.
    @inline(__always)
    func updateRecord(_ index: Int, logged: Bool = true, _ change: (inout ConstraintRecord) -> Void) {
        guard logged else {
            change(&records[index]!)
            return
        }
        if inTransaction {
            let kept = undoLog.keep(records[index]!)
            undoLog.append(.record(index, kept))
        }
        change(&records[index]!)
    }

    private func setRecordIndex(_ index: Int32?, of constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        let old = recordOfConstraint[key]
        recordOfConstraint[key] = index
        logUndo(.recordIndex(key, old))
    }

    // MARK: - Groups

    /// Stores a new group and returns its index, taking the group in as
    /// ``allocateRecord(_:)`` takes a record.
    func allocateGroup(_ group: consuming ConstraintGroup) -> Int {
        let (key, isRequired, priority, pairedSide) = (group.key, group.isRequired, group.priority, group.pairedSide)
        let index: Int
        if let free = freeGroups.popLast() {
            index = Int(free)
            groups[index] = consume group
            logUndo(.freeGroupTaken(free))
        } else {
            index = groups.count
            groups.append(consume group)
            logUndo(.groupAppended)
        }
        if let key { setGroup(Int32(index), for: key) }
        if !isRequired { countLevelMember(priority, by: 1) }
        if let pairedSide { countLevelMember(pairedSide.priority, by: 1) }
        return index
    }

    func releaseGroup(_ index: Int) {
        let old = groups[index]!
        if let key = old.key { setGroup(nil, for: key) }
        if !old.isRequired { countLevelMember(old.priority, by: -1) }
        if let pairedSide = old.pairedSide { countLevelMember(pairedSide.priority, by: -1) }
        noteReleased(old)
        groups[index] = nil
        freeGroups.append(Int32(index))
        if inTransaction {
            let kept = undoLog.keep(old)
            undoLog.append(.groupFreed(index, kept))
        }
    }

    func updateGroup(_ index: Int, _ change: (inout ConstraintGroup) -> Void) {
        if inTransaction {
            let kept = undoLog.keep(groups[index]!)
            undoLog.append(.group(index, kept))
        }
        change(&groups[index]!)
    }

    func setGroup(_ index: Int32?, for key: GroupKey) {
        let old = groupOfKey[key]
        groupOfKey[key] = index
        logUndo(.key(key, old))
    }

    /// Stops a group from taking new members (its equation no longer
    /// matches its key).
    func forgetKey(ofGroup index: Int) {
        guard let key = groups[index]!.key else { return }
        setGroup(nil, for: key)
        updateGroup(index) { $0.key = nil }
    }

    /// Notes that a record was rewritten through an alias group. The list
    /// grows in place and its undo is a removal, so that an alias many
    /// constraints go through (a stack's edge that every arranged item is
    /// pinned to) costs each of them O(1), not a copy of the list.
    func addAliasDependent(_ record: Int32, of group: Int32) {
        aliasDependents[group, default: []].append(record)
        logUndo(.aliasDependentAdded(group))
    }

    /// Notes that a record no longer goes through an alias group; the
    /// others keep their order.
    func removeAliasDependent(_ record: Int32, of group: Int32) {
        let position = aliasDependents[group]!.firstIndex(of: record)!
        aliasDependents[group]!.remove(at: position)
        if aliasDependents[group]!.isEmpty { aliasDependents[group] = nil }
        logUndo(.aliasDependentRemoved(group, record, position))
    }

    // MARK: - Objective levels

    /// How many empty objective levels the solver keeps for their
    /// priorities' next constraints (see ``dropEmptyLevels()``).
    static let emptyLevelsKept = 4

    /// Counts an optional group in (or out of) its priority's level.
    func countLevelMember(_ priority: Double, by change: Int) {
        let old = levelMembers[priority]
        levelMembers[priority] = (old ?? 0) + change
        logUndo(.levelMembers(priority, old))
        if change < 0 { mayHoldEmptyLevels = true }
    }

    /// Removes the objective levels no optional group uses any more (their
    /// coefficients are all zero by then), once more than
    /// ``emptyLevelsKept`` are empty (in the absolute mode). Done after a commit, since a
    /// transaction cannot undo a removed level.
    ///
    /// A few are kept: a level is an array as long as the tableau has
    /// symbols, and a stack's hiding priority empties its level at every
    /// show and fills it again at the next hide; making it again each time
    /// cost a tenth of hiding a row of a long column.
    func dropEmptyLevels() {
        guard mayHoldEmptyLevels else { return }
        var emptyCount = 0
        for (_, count) in levelMembers where count == 0 { emptyCount += 1 }
        // The relative mode keeps none: there the residue an emptied level
        // holds is not zero, and would decide its next members' pivots.
        guard emptyCount > Self.emptyLevelsKept || tableau.precision.isRelative else { return }
        mayHoldEmptyLevels = false
        for (priority, count) in levelMembers where count == 0 {
            levelMembers[priority] = nil
            if let index = tableau.objective.index(of: priority) { tableau.objective.removeLevel(at: index) }
        }
    }

    // MARK: - Symbols

    /// The symbol of a user variable, created on first use.
    func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolOfVariable[ObjectIdentifier(variable)] { return symbol }
        let symbol = makeSymbol(.external)
        variableOfSymbol[Int(symbol)] = variable
        symbolOfVariable[ObjectIdentifier(variable)] = symbol
        return symbol
    }

    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = tableau.makeSymbol(kind)
        variableOfSymbol.append(nil)
        groupOfSymbol.append(-1)
        return symbol
    }

    /// Drops the bookkeeping of symbols that a failed call created.
    func forgetSymbols(from count: Int) {
        for variable in variableOfSymbol[count...] {
            if let variable { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        }
        variableOfSymbol.removeLast(variableOfSymbol.count - count)
        groupOfSymbol.removeLast(groupOfSymbol.count - count)
    }

    /// The records in the solver, in insertion order.
    func activeRecords() -> [ConstraintRecord] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
    }
}

/// How to undo one bookkeeping change of a transaction. A record or group
/// that a change replaced is kept in the ``UndoLog``, at the position the
/// case names.
enum BookkeepingUndo {
    case record(Int, Int32)
    case recordAppended
    case freeRecordTaken(Int32)
    case recordFreed(Int, Int32)
    case recordIndex(ObjectIdentifier, Int32?)
    case group(Int, Int32)
    case groupAppended
    case freeGroupTaken(Int32)
    case groupFreed(Int, Int32)
    case key(GroupKey, Int32?)
    /// A record was appended to the group's dependents.
    case aliasDependentAdded(Int32)
    /// The record was removed from the group's dependents at the position.
    case aliasDependentRemoved(Int32, Int32, Int)
    case levelMembers(Double, Int?)
}
