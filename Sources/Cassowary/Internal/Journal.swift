/// An undo log for solver calls that may fail: the rows as they were before
/// a call touched them, and every objective coefficient it changed.
/// Rolling back restores the tableau exactly, bit for bit, so that later
/// calls behave as if the failed one never happened.
///
/// Marks nest (a probe runs calls that may fail inside its own
/// transaction): rolling back to a mark undoes what came after it.
struct Journal {
    struct SavedRow {
        var slot: Int
        var row: Row
        var subject: Symbol
        var passive: Bool
    }

    var saved: [SavedRow] = []
    var appended: [Int] = []
    /// How the list of free row slots changed, in order: a slot taken from
    /// its end, or ``pushedFreeRow`` for a slot put there. A mark keeps
    /// the count, not a copy of the list: the list holds every slot a
    /// removal freed, thousands after a long stack's constraints are made
    /// again, and a copy kept by the mark would make the first change of
    /// every transaction copy it all.
    var freeRowChanges: [Int32] = []
    /// Objective changes, by the level's priority (indices shift when a
    /// level is created).
    var objectiveCoefficients: [(priority: Double, symbol: Symbol, old: Double)] = []
    var objectiveConstants: [(priority: Double, old: Double)] = []
    /// The priorities of the objective levels created since the start.
    var createdLevels: [Double] = []
    /// Rows below this slot existed at the latest mark: they are saved on
    /// their first change after it.
    var rowLimit: Int

    init(rowCount: Int) { rowLimit = rowCount }

    /// Empties the journal for another transaction, keeping its storage.
    mutating func reset(rowCount: Int) {
        saved.removeAllKeepingStorage()
        appended.removeAllKeepingStorage()
        freeRowChanges.removeAllKeepingStorage()
        objectiveCoefficients.removeAllKeepingStorage()
        objectiveConstants.removeAllKeepingStorage()
        createdLevels.removeAllKeepingStorage()
        rowLimit = rowCount
    }

    mutating func save(row slot: Int, _ row: Row, subject: Symbol, passive: Bool) {
        saved.append(SavedRow(slot: slot, row: row, subject: subject, passive: passive))
    }

    mutating func noteAppended(row slot: Int) { appended.append(slot) }

    /// In ``freeRowChanges``: a slot put at the end of the free list.
    static let pushedFreeRow: Int32 = -1

    mutating func noteTaken(freeRow slot: Int32) { freeRowChanges.append(slot) }

    mutating func notePushedFreeRow() { freeRowChanges.append(Self.pushedFreeRow) }

    mutating func noteObjective(priority: Double, symbol: Symbol, old: Double) {
        objectiveCoefficients.append((priority, symbol, old))
    }

    /// Notes the coefficients of a level (`coefficients`) that adding
    /// `entries` is about to change, before it does: one append for the
    /// row, where a note at a time checked the array's uniqueness and
    /// capacity at every entry.
    mutating func noteObjective(priority: Double, entries: UnsafeBufferPointer<Row.Entry>,
                                coefficients: UnsafeBufferPointer<Double>) {
        objectiveCoefficients.append(contentsOf: ObjectiveNotes(priority: priority, entries: entries,
                                                                coefficients: coefficients))
    }

    mutating func noteObjectiveConstant(priority: Double, old: Double) {
        objectiveConstants.append((priority, old))
    }
}

/// A point in a transaction to roll back to.
struct JournalMark {
    let saved, appended, objectiveCoefficients, objectiveConstants, createdLevels: Int
    let symbolCount, rowCount: Int
    let freeRowChanges: Int
}

extension Tableau {
    /// Starts recording changes so that ``rollBack()`` can undo them.
    mutating func beginTransaction() {
        precondition(journal == nil, "nested solver transactions")
        if var spare = spareJournal.take() {
            spare.reset(rowCount: rows.count)
            journal = spare
        } else {
            journal = Journal(rowCount: rows.count)
        }
        transactionStart = mark()
    }

    /// A point to roll back to inside the transaction. Rows are saved again
    /// on their first change after it.
    mutating func mark() -> JournalMark {
        transaction &+= 1
        if transaction == 0 {
            for index in savedInTransaction.indices { savedInTransaction[index] = 0 }
            transaction = 1
        }
        journal!.rowLimit = rows.count
        return JournalMark(saved: journal!.saved.count, appended: journal!.appended.count,
                           objectiveCoefficients: journal!.objectiveCoefficients.count,
                           objectiveConstants: journal!.objectiveConstants.count,
                           createdLevels: journal!.createdLevels.count,
                           symbolCount: symbolCount, rowCount: rows.count,
                           freeRowChanges: journal!.freeRowChanges.count)
    }

    /// Whether every row the transaction changed or added holds only finite
    /// numbers, and gives its subject a finite value. The solver checks its
    /// inputs, but numbers near the largest double can still overflow in a
    /// substitution (the fuzzer found a coefficient of -2.2e307), or in the
    /// value of a passive row (`y == 1e300*x` with `x == 1e300`); a
    /// transaction that finds an infinity or a NaN rolls back instead.
    /// - Complexity: O(size of the changed rows), plus the evaluation of
    ///   their subjects' values (cached).
    mutating func changedRowsAreFinite() -> Bool {
        guard let saved = journal?.saved.count, let startRowCount = transactionStart?.rowCount else { return true }
        for index in 0..<saved where !isFinite(row: journal!.saved[index].slot) { return false }
        for slot in startRowCount..<rows.count where !isFinite(row: slot) { return false }
        return true
    }

    /// Whether every restricted row the transaction changed or added is
    /// within its bounds (up to ``feasibilityAllowance``). The simplex keeps
    /// them so, but in the relative mode a pivot on a coefficient twelve
    /// orders of magnitude from the rest can leave a row thousands outside
    /// them; a transaction that finds one rolls back instead.
    /// - Complexity: O(rows the transaction changed or added).
    func changedRowsAreFeasible() -> Bool {
        guard let saved = journal?.saved.count, let startRowCount = transactionStart?.rowCount else { return true }
        let allowance = feasibilityAllowance
        for index in 0..<saved {
            let slot = journal!.saved[index].slot
            if subjects[slot] >= 0 && !isFeasible(row: slot, allowance: allowance) { return false }
        }
        for slot in startRowCount..<rows.count where subjects[slot] >= 0 && !isFeasible(row: slot, allowance: allowance) {
            return false
        }
        return true
    }

    /// Removes the residue (see `isResidue(_:inRow:)`) from the restricted
    /// rows the transaction changed or added, as soon as it appears: left
    /// there until the next drift check, a coefficient of 1e-8 that should
    /// have cancelled took part in a pivot or a constant shift within a few
    /// calls and put 1e-7 of error into a required constraint (random
    /// session 4). The values stay as they are: a row's entries are
    /// non-basic symbols, at 0.
    /// - Complexity: O(size of the changed rows).
    mutating func purgeResidueInChangedRows() {
        guard let saved = journal?.saved.count, let startRowCount = transactionStart?.rowCount else { return }
        for index in 0..<saved {
            let slot = journal!.saved[index].slot
            if subjects[slot] >= 0 && !isPassive[slot] { purgeResidue(inRow: slot) }
        }
        for slot in startRowCount..<rows.count where subjects[slot] >= 0 && !isPassive[slot] {
            purgeResidue(inRow: slot)
        }
    }

    /// Whether the row at `slot` (if occupied) holds only finite numbers and
    /// gives its subject a finite value.
    private mutating func isFinite(row slot: Int) -> Bool {
        guard subjects[slot] >= 0 else { return true }
        return rows[slot].constant.isFinite && rows[slot].entries.allSatisfy { $0.coefficient.isFinite }
            && value(of: subjects[slot]).isFinite
    }

    /// Keeps the changes made since ``beginTransaction()``. Inside a batch
    /// whose optimization waits for its end (`Solver.optimizingOnce`), the
    /// solution is feasible but not yet optimal (`optimal: false`).
    mutating func commit(optimal: Bool = true) {
        noteCommittedChangesForCertificate()
        endJournal()
        checkInvariants(optimal: optimal)
    }

    /// Ends the transaction's journal, keeping its storage for the next one
    /// (the saved rows are released now, so that rows are not shared).
    private mutating func endJournal() {
        guard var finished = journal.take() else { return }
        finished.reset(rowCount: 0)
        spareJournal = finished
    }

    /// Undoes every change made since ``beginTransaction()`` and ends the transaction.
    mutating func rollBack() {
        guard journal != nil else { return }
        rollBack(to: transactionStart!)
        endJournal()
    }

    /// Undoes every change made since `mark`; the transaction goes on.
    mutating func rollBack(to mark: JournalMark) {
        let journal = self.journal!
        let saved = journal.saved[mark.saved...]
        let appended = journal.appended[mark.appended...]
        // Take every touched row out of the column index as it is now.
        let stamp = nextRowStamp()
        for slot in Array(appended) + saved.map(\.slot) {
            guard slot < rows.count, subjects[slot] >= 0, rowMark[slot] != stamp else { continue }
            rowMark[slot] = stamp
            unregister(row: slot)
            basicRow[Int(subjects[slot])] = -1
        }
        rows.removeLast(rows.count - mark.rowCount)
        subjects.removeLast(subjects.count - mark.rowCount)
        isPassive.removeLast(isPassive.count - mark.rowCount)
        savedInTransaction.removeLast(savedInTransaction.count - mark.rowCount)
        rowMark.removeLast(rowMark.count - mark.rowCount)
        for change in journal.freeRowChanges[mark.freeRowChanges...].reversed() {
            if change == Journal.pushedFreeRow { freeRows.removeLast() } else { freeRows.append(change) }
        }
        // Put each saved row back as it was at its first save after the mark.
        let restored = nextRowStamp()
        for entry in saved where entry.slot < rows.count && rowMark[entry.slot] != restored {
            rowMark[entry.slot] = restored
            rows[entry.slot] = entry.row
            subjects[entry.slot] = entry.subject
            isPassive[entry.slot] = entry.passive
            if entry.subject >= 0 {
                basicRow[Int(entry.subject)] = Int32(entry.slot)
                register(row: entry.slot)
            }
        }
        truncateSymbols(to: mark.symbolCount)
        for change in journal.objectiveCoefficients[mark.objectiveCoefficients...].reversed() {
            let level = objective.index(of: change.priority)!
            if Int(change.symbol) < objective[level].coefficients.count {
                objective[level].coefficients[Int(change.symbol)] = change.old
            }
        }
        for change in journal.objectiveConstants[mark.objectiveConstants...].reversed() {
            objective[objective.index(of: change.priority)!].constant = change.old
        }
        for priority in journal.createdLevels[mark.createdLevels...].reversed() {
            if let index = objective.index(of: priority) { objective.removeLevel(at: index) }
        }
        self.journal!.saved.removeLast(journal.saved.count - mark.saved)
        self.journal!.appended.removeLast(journal.appended.count - mark.appended)
        self.journal!.freeRowChanges.removeLast(journal.freeRowChanges.count - mark.freeRowChanges)
        self.journal!.objectiveCoefficients.removeLast(journal.objectiveCoefficients.count - mark.objectiveCoefficients)
        self.journal!.objectiveConstants.removeLast(journal.objectiveConstants.count - mark.objectiveConstants)
        self.journal!.createdLevels.removeLast(journal.createdLevels.count - mark.createdLevels)
        self.journal!.rowLimit = mark.rowCount
        // Rows restored here may change again: they must be saved again.
        transaction &+= 1
        if transaction == 0 {
            for index in savedInTransaction.indices { savedInTransaction[index] = 0 }
            transaction = 1
        }
        if !entering.isEmpty { candidateLosses += 1 }
        entering.removeAll()
        infeasible.removeAll()
        valueCache.invalidateAll()
    }

    /// A fresh stamp for ``rowMark``: every row counts as unmarked.
    private mutating func nextRowStamp() -> UInt32 {
        rowStamp &+= 1
        if rowStamp == 0 {
            for index in rowMark.indices { rowMark[index] = 0 }
            rowStamp = 1
        }
        return rowStamp
    }

    /// Forgets the symbols made since the count was `count`.
    private mutating func truncateSymbols(to count: Int) {
        guard symbolCount > count else { return }
        for index in 0..<objective.count where objective[index].coefficients.count > count {
            objective[index].coefficients.removeLast(objective[index].coefficients.count - count)
        }
        truncateSymbolArrays(to: count)
    }
}

/// The journal's notes for a row added to an objective level: each entry's
/// symbol with the level's coefficient before the addition. A sequence
/// with an iterator of its own, so that appending it compiles to one loop:
/// a lazy map's closure is called through a thunk at every entry.
private struct ObjectiveNotes: Sequence {
    let priority: Double
    let entries: UnsafeBufferPointer<Row.Entry>
    let coefficients: UnsafeBufferPointer<Double>

    var underestimatedCount: Int { entries.count }

    struct Iterator: IteratorProtocol {
        let notes: ObjectiveNotes
        var position = 0

        @inline(__always)
        mutating func next() -> (priority: Double, symbol: Symbol, old: Double)? {
            guard position < notes.entries.count else { return nil }
            let symbol = notes.entries[position].symbol
            position += 1
            return (notes.priority, symbol, notes.coefficients[Int(symbol)])
        }
    }

    func makeIterator() -> Iterator { Iterator(notes: self) }
}
