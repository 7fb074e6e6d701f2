/// The simplex tableau behind ``Solver``: rows, the column index, the
/// objective levels and the work lists. Its numeric policy is one value,
/// `numerics` (see `Numerics`).
///
/// Rows come in two sorts.
/// - A *restricted* row `subject = constant + Σ c·s` has a restricted
///   subject (slack, error or dummy) and only non-basic symbols on its right
///   side; its constant is the subject's value. These rows take part in
///   every ratio test and are kept fully substituted, as in classic
///   Cassowary.
/// - A *passive* row has an external subject (a user variable). It is a
///   valid identity of the system that may refer to other basic symbols
///   instead of being substituted through: the subject's value is found by
///   evaluating the row. Classic Cassowary substitutes every basic variable
///   into every row, so a chain of N items fills rows with O(N) terms each;
///   keeping the rows of user variables lazy is what makes building and
///   editing such layouts linear. Passive rows never enter a ratio test, so
///   they never need the substituted form, and the references between them
///   are kept acyclic.
///
/// The column index lists, for each symbol, the restricted rows it occurs in
/// (`column`) and the passive rows that name it (`references`).
struct Tableau {
    // MARK: Symbols (indexed by symbol)
    var kinds: [SymbolKind] = []
    /// The row a basic symbol is the subject of, or -1.
    var basicRow: [Int32] = []
    /// Where the symbol occurs in restricted rows.
    var column = OccurrenceLists()
    /// Where the symbol occurs in passive rows.
    var references = OccurrenceLists()

    // MARK: Rows (indexed by row slot)
    var rows: [Row] = []
    /// The subject of each row slot, or -1 for a free slot.
    var subjects: [Symbol] = []
    var isPassive: [Bool] = []
    var freeRows: [Int32] = []
    /// How many pivots have changed the basis (wrapping): with the
    /// solver's structural changes, what tells a caller that an answer
    /// about which constraints decide what may have changed (see
    /// ``Solver/basisChanges``).
    var pivots = 0

    // MARK: Objective and work lists
    var objective = Objective()
    /// Candidates for entering the basis in the primal simplex.
    var entering = SymbolHeap()
    /// Candidates that only a pull's cost moves and that nothing blocks
    /// (see ``optimize(weight:holdsPulls:)``): queued again at the next
    /// primal simplex.
    var unboundedByPulls = SymbolHeap()
    /// Subjects of restricted rows that may be infeasible, for the dual simplex.
    var infeasible = SymbolHeap()

    var scratch = Scratch()
    /// The numeric policy: the rules the simplex pivots by, and what its
    /// arithmetic reports to the drift checks (see `Numerics`).
    var numerics = Numerics()
    /// How numbers are told from rounding: `numerics`' rule.
    @inline(__always) var precision: Precision { numerics.precision }
    var journal: Journal?
    /// The last transaction's journal, emptied, kept for its capacity: a
    /// call then records its changes without allocating.
    var spareJournal: Journal?
    /// Per row slot: the transaction that last saved it to the journal.
    var savedInTransaction: [UInt32] = []
    var transaction: UInt32 = 0
    /// Where the current transaction started.
    var transactionStart: JournalMark?
    /// Per row slot: a stamp used while rolling back (see ``rollBack(to:)``).
    var rowMark: [UInt32] = []
    var rowStamp: UInt32 = 0
    var valueCache = ValueCache()
    /// The largest constant of any row ever inserted: the scale of the
    /// rounding the invariant checker allows (see `verifyInvariants`).
    var largestInsertedConstant = 0.0
    /// Entries written by substitutions since the tableau was made, never
    /// reset: the eliminations' work, which tests compare across sizes.
    var substitutedEntries = 0
    /// Records given rows of their own since the tableau was made because
    /// an alias they were written through went (see
    /// `Solver.separateDependents(ofGroup:)`), never reset: the work that
    /// taking constraints out oldest first costs.
    var separatedRecords = 0
    /// How many rollbacks emptied ``entering`` since the tableau was made:
    /// a batch whose optimization waited (`Solver.optimizingOnce`) queues
    /// the objective's symbols again when one happened in it.
    var candidateLosses = 0
    /// Row changes made outside a transaction since the tableau was made
    /// (wrapping): changes no journal names, which spoil a
    /// ``determinationCertificate``.
    var unjournaledRowChanges: UInt64 = 0
    /// What the last incremental determination search proved, and what
    /// changed since (see ``DeterminationCertificate``).
    var determinationCertificate: DeterminationCertificate?

    var symbolCount: Int { kinds.count }
    /// The symbol count a batch of additions made room for (see
    /// ``reserve(symbols:rows:)``): a new objective level is made that wide.
    var reservedSymbolCount = 0

    // MARK: - Symbols

    /// Room for this many rows is made with the first (see
    /// ``reserveRows(_:)``).
    static let initialRowCapacity = 32

    /// Creates a new symbol, non-basic and in no row.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        column.appendSymbol()
        references.appendSymbol()
        valueCache.entries.append(ValueCache.Entry())
        if kind == .external { valueCache.noteChanged(symbol) }
        if scratch.position.count < kinds.count { scratch.grow(to: kinds.count) }
        return symbol
    }

    /// Drops the symbols from `count` on (used when undoing a failed call).
    mutating func truncateSymbolArrays(to count: Int) {
        determinationCertificate = nil
        kinds.removeLast(kinds.count - count)
        basicRow.removeLast(basicRow.count - count)
        column.truncate(to: count)
        references.truncate(to: count)
        valueCache.entries.removeLast(valueCache.entries.count - count)
        valueCache.changed.removeAll { Int($0) >= count }
    }

    @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol)] }
    @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { basicRow[Int(symbol)] >= 0 }

    /// Whether the symbol is the subject of a passive row.
    @inline(__always) func isPassiveBasic(_ symbol: Symbol) -> Bool {
        let row = basicRow[Int(symbol)]
        return row >= 0 && isPassive[Int(row)]
    }

    /// Whether the symbol is the subject of a restricted row.
    @inline(__always) func isRestrictedBasic(_ symbol: Symbol) -> Bool {
        let row = basicRow[Int(symbol)]
        return row >= 0 && !isPassive[Int(row)]
    }

    /// The row of a basic symbol.
    @inline(__always) func row(of symbol: Symbol) -> Row { rows[Int(basicRow[Int(symbol)])] }

    // MARK: - Row storage

    /// Stores `row` with `subject` and registers it in the column index.
    /// Takes the row by value: registering writes its links, which would
    /// copy a row its caller still shares.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, subject: Symbol, passive: Bool) -> Int {
        dropZeros(of: &row)
        largestInsertedConstant = max(largestInsertedConstant, abs(row.constant))
        let slot: Int
        if let free = freeRows.popLast() {
            journal?.noteTaken(freeRow: free)
            slot = Int(free)
            willModify(row: slot)
            rows[slot] = row
            subjects[slot] = subject
            isPassive[slot] = passive
        } else {
            slot = rows.count
            if rows.isEmpty { reserveRows(Self.initialRowCapacity) }
            rows.append(row)
            subjects.append(subject)
            isPassive.append(passive)
            savedInTransaction.append(0)
            rowMark.append(0)
            if journal == nil { unjournaledRowChanges &+= 1 }
            journal?.noteAppended(row: slot)
        }
        basicRow[Int(subject)] = Int32(slot)
        invalidateValue(of: subject)
        register(row: slot)
        markIfInfeasible(row: slot)
        return slot
    }

    /// Makes room for `count` rows in the arrays indexed by row slot. A
    /// fresh solver's arrays otherwise grew from one element, doubling,
    /// each time an allocation and a copy. (Its arrays indexed by symbol
    /// grow as they do: made room for 64 symbols, they doubled past a
    /// long-lived engine's size at another count, and the M1 workload's
    /// memory grew by 1.9 MB after its warm-up.)
    private mutating func reserveRows(_ count: Int) {
        rows.reserveCapacity(count)
        subjects.reserveCapacity(count)
        isPassive.reserveCapacity(count)
        savedInTransaction.reserveCapacity(count)
        rowMark.reserveCapacity(count)
    }

    /// Makes room for `symbols` more symbols and `rows` more rows, so that
    /// a large batch of additions grows each array once rather than
    /// doubling it again and again.
    mutating func reserve(symbols: Int, rows newRows: Int) {
        reservedSymbolCount = Swift.max(reservedSymbolCount, kinds.count + symbols)
        kinds.reserve(additional: symbols)
        basicRow.reserve(additional: symbols)
        column.reserveSymbols(symbols)
        references.reserveSymbols(symbols)
        valueCache.entries.reserve(additional: symbols)
        scratch.grow(to: kinds.count + symbols)
        objective.reserve(symbols: kinds.count + symbols)
        let slots = Swift.max(0, newRows - freeRows.count)
        rows.reserve(additional: slots)
        subjects.reserve(additional: slots)
        isPassive.reserve(additional: slots)
        savedInTransaction.reserve(additional: slots)
        rowMark.reserve(additional: slots)
    }

    /// Removes a row and returns it; its subject becomes non-basic.
    @discardableResult
    mutating func removeRow(_ slot: Int) -> Row {
        willModify(row: slot)
        unregister(row: slot)
        basicRow[Int(subjects[slot])] = -1
        subjects[slot] = -1
        var row = Row()
        swap(&row, &rows[slot])
        freeRows.append(Int32(slot))
        journal?.notePushedFreeRow()
        return row
    }

    /// Adds every entry of the stored row to its symbol's occurrence list.
    mutating func register(row slot: Int) {
        var row = Row()
        swap(&row, &rows[slot])
        defer { swap(&row, &rows[slot]) }
        // On a raw buffer and the lists' store: a row is registered at
        // every insertion and pivot, and indexing arrays would check their
        // uniqueness at every entry.
        withOccurrenceLists(passive: isPassive[slot]) { lists, _ in
            row.entries.withUnsafeMutableBufferPointer { entries in
                for position in entries.indices {
                    let occurrence = Occurrence(slot: Int32(slot), position: Int32(position))
                    entries[position].link = Int32(lists.append(occurrence, to: Int(entries[position].symbol)))
                }
            }
        }
    }

    /// Takes every entry of the stored row out of its symbol's occurrence list.
    mutating func unregister(row slot: Int) {
        var row = Row()
        swap(&row, &rows[slot])
        defer { swap(&row, &rows[slot]) }
        withOccurrenceLists(passive: isPassive[slot]) { lists, rows in
            row.entries.withUnsafeBufferPointer { entries in
                for entry in entries { Self.unlink(entry, from: lists, rows: &rows) }
            }
        }
    }

    /// Runs `body` on the store of the occurrence lists of passive rows
    /// (`references`) or of restricted ones (`column`), unshared, and on
    /// the rows.
    @inline(__always)
    private mutating func withOccurrenceLists<Result>(
        passive: Bool, _ body: (OccurrenceLists.Store, inout [Row]) -> Result
    ) -> Result {
        passive ? references.withStore { body($0, &rows) } : column.withStore { body($0, &rows) }
    }

    /// Removes `entry`, of a row taken out of `rows`, from its symbol's
    /// list in O(1): the list's last occurrence takes its place, and that
    /// occurrence's row (necessarily another row) learns its new link.
    @inline(__always)
    private static func unlink(_ entry: Row.Entry, from lists: OccurrenceLists.Store, rows: inout [Row]) {
        if let moved = lists.removeMovingLast(at: Int(entry.link), of: Int(entry.symbol)) {
            rows[Int(moved.slot)].entries[Int(moved.position)].link = entry.link
        }
    }

    /// Removes entry `position` of `row` from its symbol's list in O(1): the
    /// list's last occurrence takes its place, and that occurrence's row
    /// (necessarily another row) learns its new link.
    @inline(__always)
    private mutating func unlink(_ row: Row, position: Int, passive: Bool) {
        let symbol = Int(row.entries[position].symbol)
        let index = Int(row.entries[position].link)
        let moved = passive ? references.removeMovingLast(at: index, of: symbol)
            : column.removeMovingLast(at: index, of: symbol)
        if let moved { rows[Int(moved.slot)].entries[Int(moved.position)].link = Int32(index) }
    }

    /// Removes entry `position` from a stored row (already unlinked, or
    /// whose symbol's list was dropped): the row's last entry takes its
    /// place, and its occurrence learns the new position.
    @inline(__always)
    private mutating func removeEntry(_ row: inout Row, slot: Int, at position: Int) {
        let last = row.count - 1
        if position != last {
            let moved = row.entries[last]
            row.entries[position] = moved
            if isPassive[slot] { references.setPosition(Int32(position), at: Int(moved.link), of: Int(moved.symbol)) }
            else { column.setPosition(Int32(position), at: Int(moved.link), of: Int(moved.symbol)) }
        }
        row.entries.removeLast()
    }

    /// Saves the row for the journal before it changes (once per transaction).
    @inline(__always)
    mutating func willModify(row slot: Int) {
        numerics.noteRowChange()
        if subjects[slot] >= 0 { invalidateValue(of: subjects[slot]) }
        if journal == nil {
            unjournaledRowChanges &+= 1
        } else if savedInTransaction[slot] != transaction && slot < journal!.rowLimit {
            savedInTransaction[slot] = transaction
            journal!.save(row: slot, rows[slot], subject: subjects[slot], passive: isPassive[slot])
        }
    }

    // MARK: - Row arithmetic

    /// `rows[slot] += factor × source`, dropping terms that cancel, and
    /// keeping the occurrence lists in step. `source` must not contain the
    /// row's subject.
    mutating func addScaled(into slot: Int, _ source: Row, factor: Double) {
        willModify(row: slot)
        var row = Row()
        swap(&row, &rows[slot])
        var position: [Int32] = []
        swap(&position, &scratch.position)
        defer {
            swap(&position, &scratch.position)
            swap(&row, &rows[slot])
        }
        // The absolute mode's sums need no cancellation test (a loop
        // invariant branch: addScaled is the solver's hottest loop).
        let precision = precision
        let snaps = precision.isRelative
        row.constant = snaps ? precision.sum(row.constant, factor * source.constant) : row.constant + factor * source.constant
        // The sums run on raw buffers, which the loops cannot reallocate:
        // symbols new to the row are counted here and appended after.
        var added = 0
        position.withUnsafeMutableBufferPointer { position in
            row.entries.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices { position[Int(entries[index].symbol)] = Int32(index) }
                source.entries.withUnsafeBufferPointer { terms in
                    for term in terms {
                        let at = Int(position[Int(term.symbol)])
                        let value = factor * term.coefficient
                        if at >= 0 {
                            let old = entries[at].coefficient
                            entries[at].coefficient = snaps ? precision.sum(old, value) : old + value
                        } else {
                            added += 1
                        }
                    }
                }
            }
        }
        if added > 0 { appendNew(added, of: source, factor: factor, to: &row, slot: slot, position: &position) }
        var cancelled = false
        position.withUnsafeMutableBufferPointer { position in
            row.entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    position[Int(entry.symbol)] = -1
                    if precision.isZero(entry.coefficient) { cancelled = true }
                }
            }
        }
        guard cancelled else { return }
        removeZeros(from: &row, slot: slot)
    }

    /// ``addScaled(into:_:factor:)``'s last step, when a sum cancelled:
    /// removes the entries that count as zero from `row`, the row of
    /// `slot` taken out of the tableau, and from their symbols' lists. The
    /// row's last entry takes each removed one's place (and is looked at
    /// next), as ``removeEntry(_:slot:at:)`` does.
    private mutating func removeZeros(from row: inout Row, slot: Int) {
        let precision = precision
        var count = row.count
        withOccurrenceLists(passive: isPassive[slot]) { lists, rows in
            row.entries.withUnsafeMutableBufferPointer { entries in
                var index = 0
                while index < count {
                    let entry = entries[index]
                    guard precision.isZero(entry.coefficient) else {
                        index += 1
                        continue
                    }
                    Self.unlink(entry, from: lists, rows: &rows)
                    count -= 1
                    if index != count {
                        let last = entries[count]
                        entries[index] = last
                        lists.setPosition(Int32(index), at: Int(last.link), of: Int(last.symbol))
                    }
                }
            }
        }
        row.entries.removeLast(row.count - count)
    }

    /// ``addScaled(into:_:factor:)``'s second step: appends the `count`
    /// terms of `source` whose symbols are not in the stored row (those
    /// whose `position` is negative) and links them into their symbols'
    /// occurrence lists, in that order.
    private mutating func appendNew(_ count: Int, of source: Row, factor: Double, to row: inout Row, slot: Int,
                                    position: inout [Int32]) {
        let kept = row.count
        row.entries.append(contentsOf: repeatElement(Row.Entry(symbol: 0, link: 0, coefficient: 0), count: count))
        position.withUnsafeMutableBufferPointer { position in
            withOccurrenceLists(passive: isPassive[slot]) { lists, _ in
                row.entries.withUnsafeMutableBufferPointer { entries in
                    var next = kept
                    for term in source.entries where position[Int(term.symbol)] < 0 {
                        let symbol = Int(term.symbol)
                        position[symbol] = Int32(next)
                        let link = lists.append(Occurrence(slot: Int32(slot), position: Int32(next)), to: symbol)
                        entries[next] = Row.Entry(symbol: term.symbol, link: Int32(link), coefficient: factor * term.coefficient)
                        next += 1
                    }
                }
            }
        }
    }

    /// Removes the coefficients that count as zero from a row outside the
    /// tableau. Scaling a row (solving it for a symbol) can bring an entry
    /// below the zero threshold, and a stored entry below it is residue
    /// that later moves: a constant shift through it (an edit, a new
    /// constant) put 5e-7 of error into a required constraint.
    @inline(__always)
    func dropZeros(of row: inout Row) {
        if row.entries.contains(where: { precision.isZero($0.coefficient) }) {
            row.entries.removeAll { precision.isZero($0.coefficient) }
        }
    }

    /// Removes the entry at `position` from a stored row whose symbol's
    /// occurrence list has already been dropped, returning its coefficient.
    /// The row is made room for `count` more entries, which a substitution
    /// then adds: a row the journal shares is copied once, into that room,
    /// rather than copied as it is and grown again.
    mutating func extract(at position: Int, fromRow slot: Int, makingRoomFor count: Int) -> Double {
        willModify(row: slot)
        var row = Row()
        swap(&row, &rows[slot])
        row.entries.reserveCapacity(row.count - 1 + count)
        let coefficient = row.entries[position].coefficient
        removeEntry(&row, slot: slot, at: position)
        swap(&row, &rows[slot])
        return coefficient
    }

    /// Removes `symbol` from a stored row, keeping the lists in step, and
    /// returns its coefficient (0 when absent).
    mutating func remove(_ symbol: Symbol, fromRow slot: Int) -> Double {
        guard let position = rows[slot].index(of: symbol) else { return 0 }
        willModify(row: slot)
        var row = Row()
        swap(&row, &rows[slot])
        let coefficient = row.entries[position].coefficient
        unlink(row, position: position, passive: isPassive[slot])
        removeEntry(&row, slot: slot, at: position)
        swap(&row, &rows[slot])
        return coefficient
    }

    /// Adds `delta` to a row's constant.
    mutating func shiftConstant(ofRow slot: Int, by delta: Double) {
        willModify(row: slot)
        let before = rows[slot].constant
        let after = precision.sum(before, delta)
        rows[slot].constant = after
        numerics.noteConstantShift(from: before, to: after)
        markIfInfeasible(row: slot)
    }

    // MARK: - Substitution

    /// Replaces the non-basic `symbol` by `expression` in every restricted
    /// row and every objective level; passive rows keep naming it.
    mutating func substituteEverywhere(_ symbol: Symbol, by expression: Row) {
        var occurrences = scratch.occurrences
        scratch.occurrences = []
        defer { scratch.occurrences = occurrences }
        column.take(Int(symbol), into: &occurrences)
        let work = occurrences.count * (expression.count + 1)
        numerics.substitutionWork += work
        substitutedEntries += work
        for occurrence in occurrences {
            let slot = Int(occurrence.slot)
            let coefficient = extract(at: Int(occurrence.position), fromRow: slot, makingRoomFor: expression.count)
            addScaled(into: slot, expression, factor: coefficient)
            markIfInfeasible(row: slot)
        }
        substituteInObjective(symbol, by: expression)
    }

    /// Replaces `symbol` by `expression` in the passive rows that name it.
    mutating func substituteInReferences(_ symbol: Symbol, by expression: Row) {
        var occurrences = scratch.occurrences
        scratch.occurrences = []
        defer { scratch.occurrences = occurrences }
        references.take(Int(symbol), into: &occurrences)
        for occurrence in occurrences {
            let slot = Int(occurrence.slot)
            let coefficient = extract(at: Int(occurrence.position), fromRow: slot, makingRoomFor: expression.count)
            addScaled(into: slot, expression, factor: coefficient)
        }
    }

    // MARK: - Feasibility

    /// Whether a restricted row's subject is outside its bounds. Inlined:
    /// called out of line from a mutating method, it made the caller copy
    /// the whole tableau first.
    @inline(__always)
    func isInfeasible(row slot: Int) -> Bool {
        if isPassive[slot] { return false }
        let constant = rows[slot].constant
        switch kinds[Int(subjects[slot])] {
        case .dummy: return !precision.isZero(constant)
        case .slack, .error: return precision.isNegative(constant)
        case .external: return false
        }
    }

    @inline(__always)
    mutating func markIfInfeasible(row slot: Int) {
        if isInfeasible(row: slot) { infeasible.insert(subjects[slot]) }
    }
}

/// Dense work arrays indexed by symbol, kept clean (all -1 / 0 / unmarked)
/// between uses so that each use costs only what it touches.
struct Scratch {
    var position: [Int32] = []
    var accumulator: [Double] = []
    /// The largest term added to each accumulator: a sum far below it cancelled.
    var magnitude: [Double] = []
    var pending: [Double] = []
    var mark: [UInt32] = []
    var stamp: UInt32 = 0
    /// The work stack of value evaluation, kept to reuse its storage.
    var evaluationStack: [(symbol: Symbol, next: Int)] = []
    /// The work stack of value invalidation, kept to reuse its storage.
    var invalidationStack: [Symbol] = []
    /// The passive closure of an expansion, and its work stack, kept to
    /// reuse their storage.
    var closure: [Symbol] = []
    var closureStack: [(symbol: Symbol, next: Int)] = []
    /// The symbols an expansion accumulated, kept to reuse its storage.
    var touched: [Symbol] = []
    /// The passive subjects an expansion has yet to expand, newest first.
    var expansionQueue = SymbolHeap(highestFirst: true)
    /// A new group's equation while it is placed, kept to reuse its
    /// storage (see `Solver.placeGroup`).
    var equation = Row()
    /// The occurrences of a symbol being substituted, kept to reuse their storage.
    var occurrences: [Occurrence] = []

    /// Makes every array hold at least `count` entries. They grow by
    /// doubling, since symbols are made one at a time.
    mutating func grow(to count: Int) {
        if position.count < count {
            let extra = Swift.max(count, 2 * position.count, 64) - position.count
            position.append(contentsOf: repeatElement(-1, count: extra))
            accumulator.append(contentsOf: repeatElement(0, count: extra))
            magnitude.append(contentsOf: repeatElement(0, count: extra))
            pending.append(contentsOf: repeatElement(0, count: extra))
            mark.append(contentsOf: repeatElement(0, count: extra))
        }
    }

    /// A fresh mark value: every symbol counts as unmarked.
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for index in mark.indices { mark[index] = 0 }
            stamp = 1
        }
        return stamp
    }
}
