extension Tableau {
    /// Verifies the tableau's invariants when compiled with
    /// `-DCASSOWARY_INTERNAL_CHECKS`; does nothing otherwise.
    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_INTERNAL_CHECKS
        verifyInvariants()
        #endif
    }

    /// Every invariant, checked with `precondition`:
    /// - each occupied slot's subject points back to it;
    /// - restricted rows name only non-basic symbols, passive rows any
    ///   symbol but their subject, and the column index matches the rows;
    /// - restricted rows are feasible; the objective names no basic symbol
    ///   and no symbol can improve it (the solution is optimal);
    /// - passive rows do not refer to one another in a cycle.
    func verifyInvariants() {
        var columnCount = [Int](repeating: 0, count: symbolCount)
        var referenceCount = [Int](repeating: 0, count: symbolCount)
        for slot in rows.indices where subjects[slot] >= 0 {
            let subject = subjects[slot]
            precondition(basicRow[Int(subject)] == Int32(slot), "row \(slot): subject \(subject) points elsewhere")
            precondition(isPassive[slot] == (kind(subject) == .external), "row \(slot): passive flag does not match its subject")
            for symbol in rows[slot].symbols {
                precondition(symbol != subject, "row \(slot) names its own subject")
                if isPassive[slot] {
                    referenceCount[Int(symbol)] += 1
                    precondition(references[Int(symbol)].contains(Int32(slot)), "row \(slot) missing from references of \(symbol)")
                } else {
                    columnCount[Int(symbol)] += 1
                    precondition(!isBasic(symbol), "restricted row \(slot) names basic symbol \(symbol)")
                    precondition(column[Int(symbol)].contains(Int32(slot)), "row \(slot) missing from column of \(symbol)")
                }
            }
            precondition(!isInfeasible(row: slot), "row \(slot) is infeasible: \(rows[slot].constant)")
        }
        for symbol in 0..<symbolCount {
            precondition(column[symbol].count == columnCount[symbol], "column of \(symbol) has stale entries")
            precondition(references[symbol].count == referenceCount[symbol], "references of \(symbol) have stale entries")
            if basicRow[symbol] >= 0 {
                precondition(!objective.contains(Symbol(symbol)), "objective names basic symbol \(symbol)")
            } else {
                precondition(improvingDirection(of: Symbol(symbol)) == 0, "symbol \(symbol) could still improve the objective")
            }
        }
        // Acyclic passive references: a depth-first search meets no grey node.
        var state = [UInt8](repeating: 0, count: symbolCount)
        for start in 0..<symbolCount where isPassiveBasic(Symbol(start)) && state[start] == 0 {
            var stack: [(Symbol, Int)] = [(Symbol(start), 0)]
            state[start] = 1
            while let (symbol, next) = stack.last {
                let definition = rows[Int(basicRow[Int(symbol)])]
                if next < definition.count {
                    stack[stack.count - 1].1 += 1
                    let child = definition.symbols[next]
                    guard isPassiveBasic(child) else { continue }
                    precondition(state[Int(child)] != 1, "passive rows refer to one another in a cycle through \(child)")
                    if state[Int(child)] == 0 {
                        state[Int(child)] = 1
                        stack.append((child, 0))
                    }
                } else {
                    state[Int(symbol)] = 2
                    stack.removeLast()
                }
            }
        }
    }
}
