extension Tableau {
    /// Takes out every trace of the symbols that `isLive` rejects, which
    /// occur in no constraint of the solver any more: a row of which one is
    /// the subject (substituted first into the passive rows that name it),
    /// and any occurrence or objective coefficient that rounding left.
    /// Returns whether a restricted row went (the solution may then improve).
    mutating func scrub(keeping isLive: [Bool]) -> Bool {
        var droppedRestricted = false
        for symbol in 0..<symbolCount where !isLive[symbol] {
            let slot = Int(basicRow[symbol])
            if slot >= 0 {
                droppedRestricted = droppedRestricted || !isPassive[slot]
                substituteInReferences(Symbol(symbol), by: rows[slot])
                removeRow(slot)
            }
            purge(Symbol(symbol))
        }
        return droppedRestricted
    }

    /// Renumbers the symbols: `newSymbol[s]` for a kept symbol (in the same
    /// order, so that Bland's order and every tie-break are unchanged), -1
    /// for one already scrubbed (see ``scrub(keeping:)``), which occurs
    /// nowhere. Every array indexed by symbol shrinks to `count`. Between
    /// calls only, when no journal is open.
    mutating func renumber(_ newSymbol: [Symbol], count: Int) {
        precondition(journal == nil, "renumbering inside a call")
        func kept<Element>(_ array: [Element]) -> [Element] {
            var result: [Element] = []
            result.reserveCapacity(count)
            for symbol in array.indices where newSymbol[symbol] >= 0 { result.append(array[symbol]) }
            return result
        }
        kinds = kept(kinds)
        basicRow = kept(basicRow)
        column = kept(column)
        references = kept(references)
        valueCache.values = kept(valueCache.values)
        valueCache.stamps = kept(valueCache.stamps)
        valueCache.isChanged = kept(valueCache.isChanged)
        valueCache.changed = valueCache.changed.compactMap { newSymbol[Int($0)] >= 0 ? newSymbol[Int($0)] : nil }
        for slot in rows.indices {
            if subjects[slot] >= 0 { subjects[slot] = newSymbol[Int(subjects[slot])] }
            for position in rows[slot].entries.indices {
                rows[slot].entries[position].symbol = newSymbol[Int(rows[slot].entries[position].symbol)]
            }
        }
        for level in 0..<objective.count {
            objective[level].renumber(newSymbol, count: count)
        }
        scratch = Scratch()
        scratch.grow(to: count)
        entering = entering.renumbered(newSymbol)
        infeasible = infeasible.renumbered(newSymbol)
    }
}

extension ObjectiveLevel {
    /// The coefficients of the kept symbols under their new numbers (see
    /// ``Tableau/renumber(_:count:)``).
    mutating func renumber(_ newSymbol: [Symbol], count: Int) {
        var renumbered = [Double](repeating: 0, count: min(count, coefficients.count))
        for symbol in coefficients.indices where coefficients[symbol] != 0 && newSymbol[symbol] >= 0 {
            renumbered[Int(newSymbol[symbol])] = coefficients[symbol]
        }
        coefficients = renumbered
    }
}
