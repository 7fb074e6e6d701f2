extension Tableau {
    /// The row with every basic symbol replaced by its definition, leaving
    /// only non-basic symbols: the classic, fully substituted form.
    ///
    /// Passive rows refer to one another without cycles, and a row shared
    /// by several paths should be expanded once, with the sum of their
    /// weights. Expansion takes passive subjects newest first: a passive
    /// row's subject is nearly always newer than the passive symbols it
    /// names, so each subject is then reached with its whole weight before
    /// it is expanded, and where weights cancel (two positions down one
    /// long chain of items, both measured from its top) the walk stops
    /// there instead of running to the chain's start. Where a subject turns
    /// out older than a symbol it names, the expansion starts again in
    /// topological order. - Complexity: O(size of the rows reached with a
    /// weight that did not cancel).
    mutating func expanded(_ row: Row) -> Row {
        if let result = expandedNewestFirst(row) { return result }
        return expandedInTopologicalOrder(row)
    }

    /// ``expanded(_:)`` taking passive subjects newest first, or nil (and
    /// the scratch arrays clean) when a subject comes up a second time.
    private mutating func expandedNewestFirst(_ row: Row) -> Row? {
        var queue = scratch.expansionQueue
        scratch.expansionQueue = SymbolHeap(highestFirst: true)
        var touched = scratch.touched.take()
        defer {
            scratch.expansionQueue = queue
            scratch.touched.give(back: &touched)
        }
        let stamp = scratch.nextStamp()
        return withExpansion(constant: row.constant, touched: &touched) { expansion -> Row? in
            for index in 0..<row.count {
                expansion.accumulate(row.entries[index].symbol, row.entries[index].coefficient, queue: &queue)
            }
            while let symbol = queue.popFirst() {
                let weight = expansion.pending[Int(symbol)]
                expansion.pending[Int(symbol)] = 0
                if weight == 0 { continue }
                guard expansion.mark[Int(symbol)] != stamp else {
                    // Reached again after its expansion: clean up and let the
                    // topological order take it.
                    while let queued = queue.popFirst() { expansion.pending[Int(queued)] = 0 }
                    expansion.clearAccumulators()
                    return nil
                }
                expansion.mark[Int(symbol)] = stamp
                expansion.addDefinition(of: symbol, times: weight, queue: &queue)
            }
            return expansion.collect()
        }
    }

    /// ``expanded(_:)`` in topological order: every passive subject
    /// reachable is found first, and each expanded once, after everything
    /// that names it. - Complexity: O(size of the rows reached).
    private mutating func expandedInTopologicalOrder(_ row: Row) -> Row {
        var order = scratch.closure.take()
        var touched = scratch.touched.take()
        defer {
            scratch.closure.give(back: &order)
            scratch.touched.give(back: &touched)
        }
        passiveClosure(of: row, into: &order)
        return withExpansion(constant: row.constant, touched: &touched) { expansion in
            for index in 0..<row.count {
                expansion.accumulate(row.entries[index].symbol, row.entries[index].coefficient)
            }
            for symbol in order.reversed() {
                let weight = expansion.pending[Int(symbol)]
                expansion.pending[Int(symbol)] = 0
                if weight == 0 { continue }
                expansion.addDefinition(of: symbol, times: weight)
            }
            return expansion.collect()
        }
    }

    /// Calls `body` with an ``Expansion`` over the tableau's rows and the
    /// scratch arrays, starting from `constant` and collecting its symbols
    /// in `touched`. Nothing may make or remove rows or symbols meanwhile.
    private mutating func withExpansion<Result>(constant: Double, touched: inout [Symbol],
                                                _ body: (inout Expansion) -> Result) -> Result {
        let precision = self.precision
        return basicRow.withUnsafeBufferPointer { basicRow in
            isPassive.withUnsafeBufferPointer { isPassive in
                rows.withUnsafeBufferPointer { rows in
                    scratch.position.withUnsafeMutableBufferPointer { position in
                        scratch.accumulator.withUnsafeMutableBufferPointer { accumulator in
                            scratch.magnitude.withUnsafeMutableBufferPointer { magnitude in
                                scratch.pending.withUnsafeMutableBufferPointer { pending in
                                    scratch.mark.withUnsafeMutableBufferPointer { mark in
                                        var expansion = Expansion(
                                            basicRow: basicRow.baseAddress!, isPassive: isPassive.baseAddress!,
                                            rows: rows.baseAddress!, position: position.baseAddress!,
                                            accumulator: accumulator.baseAddress!, magnitude: magnitude.baseAddress!,
                                            pending: pending.baseAddress!, mark: mark.baseAddress!,
                                            precision: precision, result: Row(constant: constant), touched: touched)
                                        touched = []
                                        defer { touched = expansion.touched }
                                        return body(&expansion)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Puts into `order` (emptied first) the passive subjects reachable from
    /// the row through passive rows, in post-order (each after everything
    /// its row refers to).
    mutating func passiveClosure(of row: Row, into order: inout [Symbol]) {
        let stamp = scratch.nextStamp()
        // Emptying an empty array still costs a generic call: skip it.
        order.removeAllKeepingStorage()
        var stack = scratch.closureStack.take()
        defer { scratch.closureStack.give(back: &stack) }
        for entry in row.entries where isPassiveBasic(entry.symbol) && scratch.mark[Int(entry.symbol)] != stamp {
            let root = entry.symbol
            scratch.mark[Int(root)] = stamp
            stack.append((root, 0))
            while let top = stack.last {
                // Read in place: a copy of the row would cost a retain and a release.
                let slot = Int(basicRow[Int(top.symbol)])
                if top.next < rows[slot].count {
                    stack[stack.count - 1].next += 1
                    let child = rows[slot].entries[top.next].symbol
                    if isPassiveBasic(child) && scratch.mark[Int(child)] != stamp {
                        scratch.mark[Int(child)] = stamp
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
    }

    /// Whether a passive row reachable from `row` names `symbol`, so that
    /// making `symbol` the subject of `row` would close a cycle.
    ///
    /// Asked first from `symbol`'s end (``passiveRowsAbove(_:reach:within:)``),
    /// which is usually a few rows: a stack's spacing `rowK.top ==
    /// rowJ.bottom + 8` reaches the whole chain of rows above it, while the
    /// rows that name `rowK.top` are its own items'.
    mutating func passiveClosure(of row: Row, names symbol: Symbol) -> Bool {
        if let answer = passiveRowsAbove(symbol, reach: row, within: Self.upwardSearchLimit) { return answer }
        var order = scratch.closure.take()
        defer { scratch.closure.give(back: &order) }
        passiveClosure(of: row, into: &order)
        return order.contains { self.row(of: $0).index(of: symbol) != nil }
    }

    /// The most passive rows ``passiveRowsAbove(_:reach:within:)`` visits
    /// before it leaves the question to the walk from the row's end.
    static let upwardSearchLimit = 32

    /// Whether one of `row`'s entries is the subject of a passive row that
    /// names `symbol`, or of one that names such a row's subject, and so on
    /// up; nil when that takes more than `limit` rows to tell.
    private mutating func passiveRowsAbove(_ symbol: Symbol, reach row: Row, within limit: Int) -> Bool? {
        let stamp = scratch.nextStamp()
        var stack = scratch.closureStack.take()
        defer { scratch.closureStack.give(back: &stack) }
        stack.append((symbol, 0))
        var visited = 0
        while let (named, _) = stack.popLast() {
            for occurrence in references[Int(named)] {
                let subject = subjects[Int(occurrence.slot)]
                guard scratch.mark[Int(subject)] != stamp else { continue }
                if row.index(of: subject) != nil { return true }
                visited += 1
                if visited > limit { return nil }
                scratch.mark[Int(subject)] = stamp
                stack.append((subject, 0))
            }
        }
        return false
    }
}

/// Memoised values of passive subjects.
///
/// `entries[s].stamp == epoch` means that `s`'s value is in use: for a
/// passive subject, its memoised value is valid; for any symbol, some
/// memoised value was computed from it. Changing a symbol's value clears its
/// stamp and, if it was in use, those of everything computed from it
/// (through the passive rows that name it), so values stay memoised across
/// calls that do not touch them.
struct ValueCache {
    /// What the cache knows of one symbol, side by side: a new symbol
    /// appends one entry, and an evaluation reads a value and its stamp
    /// together.
    struct Entry {
        var value = 0.0
        var stamp: UInt32 = 0
        /// Whether the symbol is in ``changed``.
        var isChanged = false
    }

    var entries: [Entry] = []
    var epoch: UInt32 = 1
    /// User variables whose value may have changed since they were last
    /// reported by ``Solver/forEachChangedValue(_:)``.
    var changed: [Symbol] = []
    /// Whether every user variable counts as changed (after a rollback).
    var allChanged = false

    /// Forgets every memoised value.
    mutating func invalidateAll() {
        epoch &+= 1
        if epoch == 0 {
            for index in entries.indices { entries[index].stamp = 0 }
            epoch = 1
        }
        allChanged = true
    }

    @inline(__always)
    mutating func noteChanged(_ symbol: Symbol) {
        if !entries[Int(symbol)].isChanged {
            entries[Int(symbol)].isChanged = true
            changed.append(symbol)
        }
    }
}

extension Tableau {
    /// Forgets the memoised values computed from `symbol`, whose value is
    /// about to change. - Complexity: O(values forgotten).
    @inline(__always)
    mutating func invalidateValue(of symbol: Symbol) {
        guard valueCache.entries[Int(symbol)].stamp == valueCache.epoch else { return }
        invalidateDependents(of: symbol)
    }

    private mutating func invalidateDependents(of symbol: Symbol) {
        valueCache.entries[Int(symbol)].stamp = 0
        if kind(symbol) == .external { valueCache.noteChanged(symbol) }
        guard !references.isEmpty(Int(symbol)) else { return }
        var pending = scratch.invalidationStack
        scratch.invalidationStack = []
        var changed = valueCache.changed
        valueCache.changed = []
        defer {
            scratch.invalidationStack = pending
            valueCache.changed = changed
        }
        pending.append(symbol)
        let epoch = valueCache.epoch
        // Raw buffers: a long list below a change has thousands of
        // dependents, and each array access would check uniqueness.
        references.withReader { references in
            subjects.withUnsafeBufferPointer { subjects in
                valueCache.entries.withUnsafeMutableBufferPointer { cache in
                    while let next = pending.popLast() {
                        references.forEach(of: Int(next)) { occurrence in
                            // A passive row's subject is a user variable: its change is reported.
                            let dependent = subjects[Int(occurrence.slot)]
                            guard cache[Int(dependent)].stamp == epoch else { return }
                            cache[Int(dependent)].stamp = 0
                            if !cache[Int(dependent)].isChanged {
                                cache[Int(dependent)].isChanged = true
                                changed.append(dependent)
                            }
                            pending.append(dependent)
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with each user variable whose value may have changed
    /// since the last call, and its value; they count as reported
    /// afterwards. `body` is called while the rows are read: it must not
    /// use the tableau.
    mutating func takeChangedValues(_ body: (Symbol, Double) -> Void) {
        if valueCache.allChanged {
            valueCache.allChanged = false
            for symbol in 0..<symbolCount where kind(Symbol(symbol)) == .external {
                valueCache.noteChanged(Symbol(symbol))
            }
        }
        var changed = valueCache.changed
        valueCache.changed = []
        var stack = scratch.evaluationStack
        scratch.evaluationStack = []
        defer {
            changed.removeAllKeepingStorage()
            valueCache.changed = changed
            scratch.evaluationStack = stack
        }
        withPassiveEvaluation { evaluation in
            for symbol in changed {
                evaluation.cache[Int(symbol)].isChanged = false
                body(symbol, evaluation.value(of: symbol, stack: &stack))
                // Reported values count as in use, so that a later change is noted.
                evaluation.cache[Int(symbol)].stamp = evaluation.epoch
            }
        }
    }
}

extension Tableau {
    /// The current value of a symbol: 0 when non-basic, the row constant of a
    /// restricted subject, the evaluated row of a passive one.
    mutating func value(of symbol: Symbol) -> Double {
        let slot = basicRow[Int(symbol)]
        if slot < 0 { return 0 }
        if !isPassive[Int(slot)] { return rows[Int(slot)].constant }
        if valueCache.entries[Int(symbol)].stamp == valueCache.epoch { return valueCache.entries[Int(symbol)].value }
        var stack = scratch.evaluationStack
        scratch.evaluationStack = []
        defer { scratch.evaluationStack = stack }
        return withPassiveEvaluation { $0.value(of: symbol, stack: &stack) }
    }

    /// Calls `body` with raw buffers of the rows and of the memoised values,
    /// so that evaluating many passive rows checks no array's uniqueness and
    /// retains no row. Nothing may insert or remove rows or symbols meanwhile.
    private mutating func withPassiveEvaluation<Result>(_ body: (PassiveEvaluation) -> Result) -> Result {
        let epoch = valueCache.epoch
        return rows.withUnsafeBufferPointer { rows in
            basicRow.withUnsafeBufferPointer { basicRow in
                isPassive.withUnsafeBufferPointer { isPassive in
                    valueCache.entries.withUnsafeMutableBufferPointer { cache in
                        body(PassiveEvaluation(rows: rows, basicRow: basicRow, isPassive: isPassive,
                                               cache: cache, epoch: epoch))
                    }
                }
            }
        }
    }
}

/// The tableau's rows and value cache as raw buffers, for evaluating
/// passive rows (see ``Tableau/value(of:)``).
private struct PassiveEvaluation {
    let rows: UnsafeBufferPointer<Row>
    let basicRow: UnsafeBufferPointer<Int32>
    let isPassive: UnsafeBufferPointer<Bool>
    let cache: UnsafeMutableBufferPointer<ValueCache.Entry>
    let epoch: UInt32

    /// The value of `symbol`, evaluating (and memoising) the passive rows it
    /// depends on whose values are stale.
    @inline(__always)
    func value(of symbol: Symbol, stack: inout [(symbol: Symbol, next: Int)]) -> Double {
        let slot = Int(basicRow[Int(symbol)])
        if slot < 0 { return 0 }
        if !isPassive[slot] { return rows[slot].constant }
        if cache[Int(symbol)].stamp == epoch { return cache[Int(symbol)].value }
        // Most rows name only values already known: no stack then.
        return sum(of: symbol, row: slot) ?? evaluate(symbol, stack: &stack)
    }

    /// Evaluates and memoises the passive row of `symbol` (in `slot`) when
    /// every passive row it names is up to date; `nil` otherwise.
    @inline(__always)
    private func sum(of symbol: Symbol, row slot: Int) -> Double? {
        let definition = rows.baseAddress! + slot
        return definition.pointee.entries.withUnsafeBufferPointer { entries -> Double? in
            var total = definition.pointee.constant
            for entry in entries {
                let childSlot = Int(basicRow[Int(entry.symbol)])
                if childSlot < 0 { continue }
                if isPassive[childSlot] {
                    guard cache[Int(entry.symbol)].stamp == epoch else { return nil }
                    total += entry.coefficient * cache[Int(entry.symbol)].value
                } else {
                    total += entry.coefficient * rows[childSlot].constant
                }
            }
            for entry in entries { cache[Int(entry.symbol)].stamp = epoch }
            cache[Int(symbol)].value = total
            cache[Int(symbol)].stamp = epoch
            return total
        }
    }

    /// Evaluates a passive subject whose memoised value is stale: iterative
    /// post-order over the stale passive rows it names, so that a long chain
    /// cannot overflow the stack.
    private func evaluate(_ symbol: Symbol, stack: inout [(symbol: Symbol, next: Int)]) -> Double {
        stack.append((symbol, 0))
        while let top = stack.last {
            let slot = Int(basicRow[Int(top.symbol)])
            let definition = rows.baseAddress! + slot
            let stale: Symbol? = definition.pointee.entries.withUnsafeBufferPointer { entries in
                var next = top.next
                while next < entries.count {
                    let child = entries[next].symbol
                    next += 1
                    let childSlot = Int(basicRow[Int(child)])
                    if childSlot >= 0 && isPassive[childSlot] && cache[Int(child)].stamp != epoch {
                        stack[stack.count - 1].next = next
                        return child
                    }
                }
                return nil
            }
            if let stale {
                stack.append((stale, 0))
                continue
            }
            // Every passive row it names is evaluated now.
            let total = sum(of: top.symbol, row: slot)
            assert(total != nil, "a passive row named a stale value after its evaluation")
            stack.removeLast()
        }
        return cache[Int(symbol)].value
    }
}

/// An expansion in progress (see ``Tableau/expanded(_:)``), reading the
/// tableau's rows and writing the scratch arrays as raw buffers: an
/// expansion adds thousands of terms, and each array access checked the
/// array's uniqueness and bounds. Valid while no row or symbol is made or
/// removed, which an expansion never does.
private struct Expansion {
    let basicRow: UnsafePointer<Int32>
    let isPassive: UnsafePointer<Bool>
    let rows: UnsafePointer<Row>
    let position: UnsafeMutablePointer<Int32>
    let accumulator: UnsafeMutablePointer<Double>
    /// The largest term added to each accumulator (the relative mode only).
    let magnitude: UnsafeMutablePointer<Double>
    /// The weight each passive subject waits to be expanded with.
    let pending: UnsafeMutablePointer<Double>
    let mark: UnsafeMutablePointer<UInt32>
    let precision: Precision
    /// The constant so far; the terms are in the accumulators until ``collect()``.
    var result: Row
    /// The symbols with an accumulator in use.
    var touched: [Symbol]

    /// Adds `coefficient × symbol` to an expansion taking passive subjects
    /// newest first: a passive subject waits in `queue` with its weight.
    @inline(__always)
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double, queue: inout SymbolHeap) {
        let slot = basicRow[Int(symbol)]
        if slot >= 0 && isPassive[Int(slot)] {
            pending[Int(symbol)] += coefficient
            queue.insert(symbol)
            return
        }
        accumulate(symbol, coefficient)
    }

    /// Adds `coefficient × symbol`: a restricted subject as its row, a
    /// passive one as a weight in ``pending``, any other symbol as itself.
    @inline(__always)
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        let slot = basicRow[Int(symbol)]
        if slot < 0 {
            add(symbol, coefficient)
        } else if isPassive[Int(slot)] {
            pending[Int(symbol)] += coefficient
        } else {
            let definition = rows + Int(slot)
            result.constant = precision.sum(result.constant, coefficient * definition.pointee.constant)
            definition.pointee.entries.withUnsafeBufferPointer { entries in
                for entry in entries { add(entry.symbol, coefficient * entry.coefficient) }
            }
        }
    }

    /// Adds `weight ×` the passive row of `symbol`, its passive subjects
    /// to `queue` (newest first), or to ``pending`` without one
    /// (topological order, where they come up in turn).
    mutating func addDefinition(of symbol: Symbol, times weight: Double, queue: inout SymbolHeap) {
        let definition = rows + Int(basicRow[Int(symbol)])
        result.constant = precision.sum(result.constant, weight * definition.pointee.constant)
        definition.pointee.entries.withUnsafeBufferPointer { entries in
            for entry in entries { accumulate(entry.symbol, weight * entry.coefficient, queue: &queue) }
        }
    }

    /// ``addDefinition(of:times:queue:)`` in topological order.
    mutating func addDefinition(of symbol: Symbol, times weight: Double) {
        let definition = rows + Int(basicRow[Int(symbol)])
        result.constant = precision.sum(result.constant, weight * definition.pointee.constant)
        definition.pointee.entries.withUnsafeBufferPointer { entries in
            for entry in entries { accumulate(entry.symbol, weight * entry.coefficient) }
        }
    }

    @inline(__always)
    private mutating func add(_ symbol: Symbol, _ value: Double) {
        if position[Int(symbol)] < 0 {
            position[Int(symbol)] = 0
            touched.append(symbol)
        }
        accumulator[Int(symbol)] += value
        if precision.isRelative { magnitude[Int(symbol)] = max(magnitude[Int(symbol)], abs(value)) }
    }

    /// The expansion: the accumulated terms of ``touched`` after the
    /// constant, without those that cancelled; the accumulators clean.
    mutating func collect() -> Row {
        var row = result
        row.entries.reserveCapacity(touched.count)
        for symbol in touched {
            let value = accumulator[Int(symbol)]
            let largest = magnitude[Int(symbol)]
            clear(symbol)
            if !precision.isZero(value, largestTerm: largest) { row.append(symbol, value) }
        }
        return row
    }

    /// Cleans the accumulators of every symbol touched.
    func clearAccumulators() {
        for symbol in touched { clear(symbol) }
    }

    @inline(__always)
    private func clear(_ symbol: Symbol) {
        accumulator[Int(symbol)] = 0
        magnitude[Int(symbol)] = 0
        position[Int(symbol)] = -1
    }
}
