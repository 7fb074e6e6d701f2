extension Tableau {
    /// Verifies the tableau's invariants when compiled with
    /// `-DCASSOWARY_INTERNAL_CHECKS`; does nothing otherwise.
    @inline(__always)
    func checkInvariants(optimal: Bool = true) {
        #if CASSOWARY_INTERNAL_CHECKS
        verifyInvariants(optimal: optimal)
        #endif
    }

    /// Every invariant, checked with `precondition`:
    /// - each occupied slot's subject points back to it;
    /// - restricted rows name only non-basic symbols, passive rows any
    ///   symbol but their subject, and the column index matches the rows;
    /// - restricted rows are feasible; the objective names no basic symbol
    ///   and no symbol can improve it (the solution is optimal), but one the
    ///   primal simplex may pass over as residue-like in the relative mode,
    ///   or one that only a pull's cost would move without limit (held
    ///   where it is until a row bounds it again, see `Solver+Pulls.swift`);
    /// - passive rows do not refer to one another in a cycle.
    /// With `optimal` false (a batch whose optimization waits for its end),
    /// optimality is not asked.
    func verifyInvariants(optimal: Bool = true) {
        let roundingAllowance = feasibilityAllowance
        var columnCount = [Int](repeating: 0, count: symbolCount)
        var referenceCount = [Int](repeating: 0, count: symbolCount)
        for slot in rows.indices where subjects[slot] >= 0 {
            let subject = subjects[slot]
            precondition(basicRow[Int(subject)] == Int32(slot), "row \(slot): subject \(subject) points elsewhere")
            precondition(isPassive[slot] == (kind(subject) == .external), "row \(slot): passive flag does not match its subject")
            let row = rows[slot]
            for position in 0..<row.count {
                let symbol = row.entries[position].symbol
                precondition(symbol != subject, "row \(slot) names its own subject")
                precondition(row.entries[position].coefficient != 0, "row \(slot) keeps a zero coefficient")
                let list = isPassive[slot] ? references[Int(symbol)] : column[Int(symbol)]
                let link = Int(row.entries[position].link)
                precondition(link < list.count && list[link].slot == Int32(slot) && list[link].position == Int32(position),
                             "row \(slot) entry \(position) (symbol \(symbol)) is not linked from its list")
                if isPassive[slot] {
                    referenceCount[Int(symbol)] += 1
                } else {
                    columnCount[Int(symbol)] += 1
                    precondition(!isBasic(symbol), "restricted row \(slot) names basic symbol \(symbol)")
                }
            }
            precondition(isFeasible(row: slot, allowance: roundingAllowance),
                         "row \(slot) is infeasible: \(rows[slot].constant)")
        }
        for symbol in 0..<symbolCount {
            precondition(column[symbol].count == columnCount[symbol], "column of \(symbol) has stale entries")
            precondition(references[symbol].count == referenceCount[symbol], "references of \(symbol) have stale entries")
            if basicRow[symbol] >= 0 {
                precondition(!objective.contains(Symbol(symbol)), "objective names basic symbol \(symbol)")
            } else if optimal {
                precondition(improvingDirection(of: Symbol(symbol)) == 0 || mayBePassedOver(Symbol(symbol))
                                || unboundedByPulls.contains(Symbol(symbol)),
                             "symbol \(symbol) could still improve the objective")
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
                    let child = definition.entries[next].symbol
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

extension Tableau {
    /// A text that differs whenever any stored number, row, index or
    /// objective differs, bit for bit: tests compare it before and after a
    /// failed call.
    var fingerprint: String {
        var lines: [String] = ["symbols \(kinds.map(\.rawValue)) basic \(basicRow)"]
        for slot in rows.indices {
            let row = rows[slot]
            let terms = row.entries.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: " ")
            lines.append("row \(slot) subject \(subjects[slot]) passive \(isPassive[slot]) constant \(row.constant.bitPattern) [\(terms)]")
        }
        lines.append("free \(freeRows)")
        // The order within an occurrence list carries no meaning (no choice depends on it).
        let sorted = { (list: OccurrenceList) in list.map { [$0.slot, $0.position] }.sorted { $0.lexicographicallyPrecedes($1) } }
        let columns = (0..<column.count).map { sorted(column[$0]) }
        let passive = (0..<references.count).map { sorted(references[$0]) }
        lines.append("columns \(columns) references \(passive)")
        for level in objective.levels {
            let terms = level.coefficients.enumerated().filter { $0.element != 0 }
                .map { "\($0.offset):\($0.element.bitPattern)" }.joined(separator: " ")
            lines.append("level \(level.priority) [\(terms)]")
        }
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// The tableau's fingerprint plus the solver's own bookkeeping: equal
    /// texts mean equal solvers, bit for bit. Tests and the random-session
    /// runner compare it before and after a failed call.
    package var fingerprint: String {
        let recordText = records.enumerated().map { index, record in
            record.map { "\(index): \($0.constraint) k=\($0.constant.bitPattern) p=\($0.priority) w=\($0.weight) seq=\($0.sequence)" } ?? "\(index): free"
        }
        let editText = edits.records.sorted { $0.sequence < $1.sequence }.map { "\($0.variable)=\($0.value.bitPattern)" }
        let groupText = groups.enumerated().map { index, group in
            group.map { "\(index): \($0.relation) p=\($0.priority) w=\($0.weight.bitPattern) k=\($0.constant.bitPattern) m=\($0.marker) o=\($0.other) members=\($0.members) keyed=\($0.key != nil) paired=\($0.pairedSide.map { "\($0.priority)/\($0.weight.bitPattern)" } ?? "-")" } ?? "\(index): free"
        }
        let recordGroups = records.map { $0.map { "\($0.group)/\($0.aliasGroups)" } ?? "-" }
        let dependents = aliasDependents.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        let levels = levelMembers.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        return tableau.fingerprint + "\nrecords \(recordText)\nfree records \(freeRecords)\nedits \(editText)\nnext \(nextSequence)\nvariables \(variables.map(\.name))\ngroups \(groupText)\nfree groups \(freeGroups)\nkeys \(groupOfKey.count)\nrecord groups \(recordGroups)\ndependents \(dependents)\nlevels \(levels)\nowners \(groupOfSymbol)"
    }
}

extension Tableau {
    /// How far outside its bounds rounding may leave a restricted row's
    /// constant. Rounding grows with the numbers: after a constant of 1e28
    /// (the fuzzer found one), a row that should be 0 may be -9e12.
    var feasibilityAllowance: Double { Tolerance.epsilon + 1e-14 * largestInsertedConstant }

    /// Whether the row at `slot` is within its bounds, up to `allowance`.
    func isFeasible(row slot: Int, allowance: Double) -> Bool {
        !isInfeasible(row: slot) || abs(rows[slot].constant) <= allowance
    }
}
