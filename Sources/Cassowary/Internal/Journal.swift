/// An undo log for one solver call that may fail: the rows as they were
/// before the call touched them, and every objective coefficient it changed.
/// Rolling back restores the tableau exactly, bit for bit, so that later
/// calls behave as if the failed one never happened.
struct Journal {
    struct SavedRow {
        var slot: Int
        var row: Row
        var subject: Symbol
        var passive: Bool
    }

    let symbolCount: Int
    let rowCount: Int
    let freeRows: [Int32]
    let levelCount: Int
    var saved: [SavedRow] = []
    var appended: [Int] = []
    /// Objective changes, by the level's priority (indices shift when a
    /// level is created).
    var objectiveCoefficients: [(priority: Double, symbol: Symbol, old: Double)] = []
    var objectiveConstants: [(priority: Double, old: Double)] = []
    /// The priorities of the objective levels created inside the transaction.
    var createdLevels: [Double] = []

    init(symbolCount: Int, rowCount: Int, freeRows: [Int32], levelCount: Int) {
        self.symbolCount = symbolCount
        self.rowCount = rowCount
        self.freeRows = freeRows
        self.levelCount = levelCount
    }

    mutating func save(row slot: Int, _ row: Row, subject: Symbol, passive: Bool) {
        saved.append(SavedRow(slot: slot, row: row, subject: subject, passive: passive))
    }

    mutating func noteAppended(row slot: Int) { appended.append(slot) }

    mutating func noteObjective(priority: Double, symbol: Symbol, old: Double) {
        objectiveCoefficients.append((priority, symbol, old))
    }

    mutating func noteObjectiveConstant(priority: Double, old: Double) {
        objectiveConstants.append((priority, old))
    }
}

extension Tableau {
    /// Starts recording changes so that ``rollBack()`` can undo them.
    mutating func beginTransaction() {
        precondition(journal == nil, "nested solver transactions")
        transaction &+= 1
        if transaction == 0 {
            for index in savedInTransaction.indices { savedInTransaction[index] = 0 }
            transaction = 1
        }
        journal = Journal(symbolCount: symbolCount, rowCount: rows.count,
                          freeRows: freeRows, levelCount: objective.count)
    }

    /// Keeps the changes made since ``beginTransaction()``.
    mutating func commit() {
        journal = nil
        checkInvariants()
    }

    /// Undoes every change made since ``beginTransaction()``.
    mutating func rollBack() {
        guard let journal else { return }
        self.journal = nil
        // Take every touched row out of the column index as it is now.
        for slot in journal.appended + journal.saved.map(\.slot) where subjects[slot] >= 0 {
            unregister(row: slot)
            basicRow[Int(subjects[slot])] = -1
        }
        rows.removeLast(rows.count - journal.rowCount)
        subjects.removeLast(subjects.count - journal.rowCount)
        isPassive.removeLast(isPassive.count - journal.rowCount)
        savedInTransaction.removeLast(savedInTransaction.count - journal.rowCount)
        freeRows = journal.freeRows
        // Put the saved rows back as they were.
        for saved in journal.saved {
            rows[saved.slot] = saved.row
            subjects[saved.slot] = saved.subject
            isPassive[saved.slot] = saved.passive
            if saved.subject >= 0 {
                basicRow[Int(saved.subject)] = Int32(saved.slot)
                register(row: saved.slot)
            }
        }
        truncateSymbols(to: journal.symbolCount)
        for change in journal.objectiveCoefficients.reversed() {
            let level = objective.index(of: change.priority)!
            if Int(change.symbol) < objective[level].coefficients.count {
                objective[level].coefficients[Int(change.symbol)] = change.old
            }
        }
        for change in journal.objectiveConstants.reversed() {
            objective[objective.index(of: change.priority)!].constant = change.old
        }
        for priority in journal.createdLevels.reversed() {
            if let index = objective.index(of: priority) { objective.removeLevel(at: index) }
        }
        entering.removeAll()
        infeasible.removeAll()
        valueCache.invalidateAll()
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
