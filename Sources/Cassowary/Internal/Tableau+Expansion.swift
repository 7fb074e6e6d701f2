extension Tableau {
    /// The row with every basic symbol replaced by its definition, leaving
    /// only non-basic symbols: the classic, fully substituted form.
    ///
    /// Passive rows refer to one another without cycles; they are expanded
    /// in topological order so that a row shared by several paths is
    /// expanded once. - Complexity: O(size of the rows reached).
    mutating func expanded(_ row: Row) -> Row {
        let order = passiveClosure(of: row)
        var result = Row(constant: row.constant)
        var touched: [Symbol] = []
        for index in 0..<row.count {
            accumulate(row.symbols[index], row.coefficients[index], into: &result, touched: &touched)
        }
        for symbol in order.reversed() {
            let weight = scratch.pending[Int(symbol)]
            scratch.pending[Int(symbol)] = 0
            if weight == 0 { continue }
            let definition = self.row(of: symbol)
            result.constant += weight * definition.constant
            for index in 0..<definition.count {
                accumulate(definition.symbols[index], weight * definition.coefficients[index],
                           into: &result, touched: &touched)
            }
        }
        for symbol in touched {
            let value = scratch.accumulator[Int(symbol)]
            scratch.accumulator[Int(symbol)] = 0
            scratch.position[Int(symbol)] = -1
            if !Tolerance.isZero(value) { result.append(symbol, value) }
        }
        return result
    }

    /// Adds `coefficient × symbol` to an expansion in progress.
    private mutating func accumulate(_ symbol: Symbol, _ coefficient: Double,
                                     into result: inout Row, touched: inout [Symbol]) {
        let slot = basicRow[Int(symbol)]
        if slot >= 0 {
            if isPassive[Int(slot)] {
                scratch.pending[Int(symbol)] += coefficient
                return
            }
            let definition = rows[Int(slot)]
            result.constant += coefficient * definition.constant
            for index in 0..<definition.count {
                addToAccumulator(definition.symbols[index], coefficient * definition.coefficients[index],
                                 touched: &touched)
            }
        } else {
            addToAccumulator(symbol, coefficient, touched: &touched)
        }
    }

    @inline(__always)
    private mutating func addToAccumulator(_ symbol: Symbol, _ value: Double, touched: inout [Symbol]) {
        if scratch.position[Int(symbol)] < 0 {
            scratch.position[Int(symbol)] = 0
            touched.append(symbol)
        }
        scratch.accumulator[Int(symbol)] += value
    }

    /// The passive subjects reachable from the row through passive rows, in
    /// post-order (each after everything its row refers to).
    mutating func passiveClosure(of row: Row) -> [Symbol] {
        let stamp = scratch.nextStamp()
        var order: [Symbol] = []
        var stack: [(symbol: Symbol, next: Int)] = []
        for root in row.symbols where isPassiveBasic(root) && scratch.mark[Int(root)] != stamp {
            scratch.mark[Int(root)] = stamp
            stack.append((root, 0))
            while let top = stack.last {
                let definition = rows[Int(basicRow[Int(top.symbol)])]
                if top.next < definition.count {
                    stack[stack.count - 1].next += 1
                    let child = definition.symbols[top.next]
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
        return order
    }

    /// Whether a passive row reachable from `row` names `symbol`, so that
    /// making `symbol` the subject of `row` would close a cycle.
    mutating func passiveClosure(of row: Row, names symbol: Symbol) -> Bool {
        for member in passiveClosure(of: row) where self.row(of: member).index(of: symbol) != nil {
            return true
        }
        return false
    }
}

/// Memoised values of passive subjects, valid until the tableau changes.
struct ValueCache {
    var values: [Double] = []
    var stamps: [UInt32] = []
    var epoch: UInt32 = 1

    /// Forgets every memoised value.
    mutating func invalidate() {
        epoch &+= 1
        if epoch == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            epoch = 1
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
        if valueCache.values.count < symbolCount {
            let extra = symbolCount - valueCache.values.count
            valueCache.values.append(contentsOf: repeatElement(0, count: extra))
            valueCache.stamps.append(contentsOf: repeatElement(0, count: extra))
        }
        let epoch = valueCache.epoch
        if valueCache.stamps[Int(symbol)] == epoch { return valueCache.values[Int(symbol)] }
        // Iterative post-order evaluation: a long chain must not overflow the stack.
        var stack: [(symbol: Symbol, next: Int)] = [(symbol, 0)]
        while let top = stack.last {
            let definition = rows[Int(basicRow[Int(top.symbol)])]
            var next = top.next
            var descended = false
            while next < definition.count {
                let child = definition.symbols[next]
                next += 1
                if isPassiveBasic(child) && valueCache.stamps[Int(child)] != epoch {
                    stack[stack.count - 1].next = next
                    stack.append((child, 0))
                    descended = true
                    break
                }
            }
            if descended { continue }
            var total = definition.constant
            for index in 0..<definition.count {
                let child = definition.symbols[index]
                let childSlot = basicRow[Int(child)]
                if childSlot < 0 { continue }
                let childValue = isPassive[Int(childSlot)]
                    ? valueCache.values[Int(child)] : rows[Int(childSlot)].constant
                total += definition.coefficients[index] * childValue
            }
            valueCache.values[Int(top.symbol)] = total
            valueCache.stamps[Int(top.symbol)] = epoch
            stack.removeLast()
        }
        return valueCache.values[Int(symbol)]
    }
}
