extension Tableau {
    /// Takes out every trace of the symbols that `isLive` rejects, which
    /// occur in no constraint of the solver any more: a row of which one is
    /// the subject (substituted first into the passive rows that name it),
    /// and any occurrence or objective coefficient that rounding left.
    /// Dropping such a row changes no value and no reduced cost, so the
    /// solution stays feasible and optimal.
    mutating func scrub(keeping isLive: [Bool]) {
        determinationCertificate = nil
        for symbol in 0..<symbolCount where !isLive[symbol] {
            let slot = Int(basicRow[symbol])
            if slot >= 0 {
                substituteInReferences(Symbol(symbol), by: rows[slot])
                removeRow(slot)
            }
            purge(Symbol(symbol))
        }
    }

    /// Renumbers the symbols: `newSymbol[s]` for a kept symbol (in the same
    /// order, so that Bland's order and every tie-break are unchanged), -1
    /// for one already scrubbed (see ``scrub(keeping:)``), which occurs
    /// nowhere. Every array indexed by symbol keeps the first `count`
    /// entries, in place: its storage stays as large as it grew, so that
    /// symbols piling up again until the next reclaim allocate nothing.
    /// Between calls only, when no journal is open.
    mutating func renumber(_ newSymbol: [Symbol], count: Int) {
        precondition(journal == nil, "renumbering inside a call")
        determinationCertificate = nil
        newSymbol.compact(&kinds, count: count)
        newSymbol.compact(&basicRow, count: count)
        column.renumber(newSymbol, count: count)
        references.renumber(newSymbol, count: count)
        newSymbol.compact(&valueCache.entries, count: count)
        valueCache.changed.removeAll { newSymbol[Int($0)] < 0 }
        for index in valueCache.changed.indices { valueCache.changed[index] = newSymbol[Int(valueCache.changed[index])] }
        for slot in rows.indices {
            if subjects[slot] >= 0 { subjects[slot] = newSymbol[Int(subjects[slot])] }
            for position in rows[slot].entries.indices {
                rows[slot].entries[position].symbol = newSymbol[Int(rows[slot].entries[position].symbol)]
            }
        }
        for level in 0..<objective.count {
            newSymbol.compact(&objective[level].coefficients, count: count, padding: 0)
        }
        // The work arrays are clean between uses: only their length changes.
        newSymbol.compact(&scratch.position, count: count)
        newSymbol.compact(&scratch.accumulator, count: count)
        newSymbol.compact(&scratch.magnitude, count: count)
        newSymbol.compact(&scratch.pending, count: count)
        newSymbol.compact(&scratch.mark, count: count)
        if !entering.isEmpty { entering = entering.renumbered(newSymbol) }
        if !unboundedByPulls.isEmpty { unboundedByPulls = unboundedByPulls.renumbered(newSymbol) }
        if !infeasible.isEmpty { infeasible = infeasible.renumbered(newSymbol) }
    }
}

extension Array where Element == Symbol {
    /// Moves the entries of `array` that belong to kept symbols (this
    /// array's entry not -1) to their new positions and drops the rest,
    /// keeping the storage. An array whose length is not the symbols' (an
    /// objective level, which reserves ahead) keeps its length, its entries
    /// past a symbol's `padding`, and so its kept ones past the end.
    func compact<Value>(_ array: inout [Value], count: Int, padding: Value? = nil) {
        let length = array.count
        for symbol in indices where self[symbol] >= 0 {
            let position = Int(self[symbol])
            if position >= length { break }
            array[position] = symbol < length ? array[symbol] : padding!
        }
        let kept = Swift.min(count, length)
        if let padding {
            for index in kept..<length { array[index] = padding }
        } else {
            array.removeLast(length - kept)
        }
    }
}
