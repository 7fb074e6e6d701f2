/// Why inserting a constraint failed, before it is turned into a
/// ``SolverError``.
enum InsertionFailure: Error {
    /// The required constraints cannot hold; the symbols are those of a
    /// Farkas certificate (the row that proved it).
    case infeasible(certificate: [Symbol])
    case numerical(String)
}

extension Solver {
    /// Adds a validated constraint with the given constant, priority and
    /// weight, all inside one transaction.
    func insert(_ constraint: Constraint, constant: Double, priority: Double, weight: Double,
                isEdit: Bool = false) throws(SolverError) {
        do {
            try insertTransaction(constraint, constant: constant, priority: priority,
                                  weight: weight, isEdit: isEdit)
        } catch {
            switch error {
            case .infeasible:
                let conflict = findsConflicts
                    ? minimalConflict(adding: constraint, constant: constant) : []
                throw .unsatisfiable(constraint, conflict: conflict)
            case let .numerical(message):
                throw .numericalFailure(message)
            }
        }
    }

    /// The transaction behind ``insert(_:constant:priority:weight:isEdit:)``:
    /// on failure everything it did is undone before it throws.
    func insertTransaction(_ constraint: Constraint, constant: Double, priority: Double,
                           weight: Double, isEdit: Bool) throws(InsertionFailure) {
        let variableCount = variableOfSymbol.count
        tableau.beginTransaction()
        do {
            try insertRows(constraint, constant: constant, priority: priority, weight: weight,
                           isEdit: isEdit, sequence: nextSequence)
            tableau.commit()
        } catch {
            tableau.rollBack()
            forgetSymbols(from: variableCount)
            throw error
        }
        nextSequence += 1
        joinLevel(priority)
    }

    /// Builds the constraint's equation, picks its subject and restores
    /// feasibility and optimality.
    func insertRows(_ constraint: Constraint, constant: Double, priority: Double,
                    weight: Double, isEdit: Bool, sequence: Int) throws(InsertionFailure) {
        let isRequired = priority == 1000
        var equation = Row(constant: constant)
        for term in constraint.expression.terms {
            equation.append(symbol(for: term.variable), term.coefficient)
        }
        let (marker, other, markerSign) = makeMarkers(for: constraint.relation, required: isRequired)
        equation.append(marker, markerSign)
        if other >= 0 { equation.append(other, -markerSign) }

        let (recordIndex, appended) = allocateRecord(ConstraintRecord(
            constraint: constraint, constant: constant, priority: priority, weight: weight,
            marker: marker, other: other, markerSign: markerSign,
            sequence: sequence, isEdit: isEdit))
        ownerOfSymbol[Int(marker)] = Int32(recordIndex)
        if other >= 0 { ownerOfSymbol[Int(other)] = Int32(recordIndex) }

        do {
            try placeEquation(equation, marker: marker, other: other)
            if !isRequired {
                let level = tableau.ensureLevel(priority)
                for error in records[recordIndex]!.errors {
                    tableau.addCost(weight, of: error, level: level)
                }
            }
            try optimize()
        } catch {
            discardRecord(recordIndex, appended: appended)
            throw error
        }
    }

    /// Makes the equation a row of the tableau.
    private func placeEquation(_ equation: Row, marker: Symbol, other: Symbol) throws(InsertionFailure) {
        // 1. A user variable that occurs nowhere else in the substituted
        //    rows can take the equation as a lazy row, untouched.
        if let subject = lazySubject(of: equation) {
            tableau.insertRow(solved(equation, for: subject), subject: subject, passive: true)
            return
        }
        // 2. Otherwise work on the fully substituted equation, as classic Cassowary does.
        var row = tableau.expanded(equation)
        if let subject = externalSubject(of: row) {
            let definition = solved(row, for: subject)
            tableau.insertRow(definition, subject: subject, passive: true)
            tableau.substituteEverywhere(subject, by: definition)
            return
        }
        if row.constant < 0 { row.scale(by: -1) }
        for candidate in [marker, other] where candidate >= 0 && tableau.kind(candidate) != .dummy {
            if row.coefficient(of: candidate) < 0 {
                tableau.insertRow(solved(row, for: candidate), subject: candidate, passive: false)
                return
            }
        }
        if row.symbols.allSatisfy({ tableau.kind($0) == .dummy }) {
            guard Tolerance.isZero(row.constant) else {
                throw .infeasible(certificate: row.symbols + [marker])
            }
            tableau.insertRow(solved(row, for: marker), subject: marker, passive: false)
            return
        }
        // 3. The constraint holds now with no room to spare (every symbol
        //    that could take it grows the row): any non-dummy symbol can be
        //    its subject at value 0. A dummy must not stay basic outside an
        //    all-dummy row, where nothing could move it back to zero.
        if Tolerance.isZero(row.constant),
           let subject = row.symbols.filter({ tableau.kind($0) != .dummy }).min() {
            let definition = solved(row, for: subject)
            tableau.insertRow(definition, subject: subject, passive: false)
            tableau.substituteEverywhere(subject, by: definition)
            return
        }
        // 4. The constraint does not hold now: add its row with the marker
        //    as subject (out of bounds) and let the dual simplex restore
        //    feasibility while keeping the objective optimal.
        tableau.insertRow(solved(row, for: marker), subject: marker, passive: false)
        do {
            try tableau.dualOptimize()
        } catch {
            switch error {
            case let .infeasible(subject, certificate):
                throw .infeasible(certificate: certificate.symbols + [subject])
            case let .unbounded(symbol):
                throw .numerical("no pivot for symbol \(symbol)")
            }
        }
    }

    /// Runs the primal simplex, reporting a breakdown as a numerical failure.
    func optimize() throws(InsertionFailure) {
        do {
            try tableau.optimize()
        } catch {
            throw .numerical("the objective is unbounded")
        }
    }

    /// A user variable of the equation that can be its subject without
    /// substituting anything: non-basic, in no restricted row or objective,
    /// and not named by a passive row that the equation depends on. Fresh
    /// variables are preferred, then the lowest symbol.
    private func lazySubject(of equation: Row) -> Symbol? {
        var best: Symbol?
        var bestIsFresh = false
        for symbol in equation.symbols where tableau.kind(symbol) == .external {
            if tableau.isBasic(symbol) || !tableau.column[Int(symbol)].isEmpty
                || tableau.objective.contains(symbol) { continue }
            let isFresh = tableau.references[Int(symbol)].isEmpty
            if best != nil && (bestIsFresh || !isFresh) { continue }
            if !isFresh && tableau.passiveClosure(of: equation, names: symbol) { continue }
            best = symbol
            bestIsFresh = isFresh
        }
        return best
    }

    /// The user variable of a substituted row that makes the best subject:
    /// the one in the fewest restricted rows, then the lowest symbol.
    private func externalSubject(of row: Row) -> Symbol? {
        var best: Symbol?
        for symbol in row.symbols where tableau.kind(symbol) == .external {
            guard let current = best else { best = symbol; continue }
            let count = tableau.column[Int(symbol)].count, bestCount = tableau.column[Int(current)].count
            if count < bestCount || (count == bestCount && symbol < current) { best = symbol }
        }
        return best
    }

    /// The equation `0 = row` solved for `subject`: `subject = ...`.
    func solved(_ row: Row, for subject: Symbol) -> Row {
        var result = row
        let index = result.index(of: subject)!
        let coefficient = result.entries[index].coefficient
        result.remove(at: index)
        result.scale(by: -1 / coefficient)
        return result
    }

    /// The marker (and second error) symbols of a new constraint, and the
    /// marker's coefficient in its equation.
    private func makeMarkers(for relation: Relation, required: Bool) -> (Symbol, Symbol, Double) {
        switch (relation, required) {
        case (.equal, true):
            return (makeSymbol(.dummy), -1, 1)
        case (.lessThanOrEqual, true):
            return (makeSymbol(.slack), -1, 1)
        case (.greaterThanOrEqual, true):
            return (makeSymbol(.slack), -1, -1)
        case (.equal, false):
            // expression - plus + minus = 0: plus is the marker.
            let plus = makeSymbol(.error)
            return (plus, makeSymbol(.error), -1)
        case (.lessThanOrEqual, false):
            let slack = makeSymbol(.slack)
            return (slack, makeSymbol(.error), 1)
        case (.greaterThanOrEqual, false):
            let slack = makeSymbol(.slack)
            return (slack, makeSymbol(.error), -1)
        }
    }

    // MARK: - Symbols and records

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
        ownerOfSymbol.append(-1)
        return symbol
    }

    /// Drops the bookkeeping of symbols that a failed call created.
    func forgetSymbols(from count: Int) {
        for variable in variableOfSymbol[count...] {
            if let variable { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        }
        variableOfSymbol.removeLast(variableOfSymbol.count - count)
        ownerOfSymbol.removeLast(ownerOfSymbol.count - count)
    }

    /// Stores a record in a free slot or a new one (then `appended`).
    func allocateRecord(_ record: ConstraintRecord) -> (index: Int, appended: Bool) {
        recordOfConstraint[ObjectIdentifier(record.constraint)] = Int32(freeRecords.last ?? Int32(records.count))
        if let free = freeRecords.popLast() {
            records[Int(free)] = record
            return (Int(free), false)
        }
        records.append(record)
        return (records.count - 1, true)
    }

    /// Undoes ``allocateRecord(_:)`` exactly, for a call that failed.
    func discardRecord(_ index: Int, appended: Bool) {
        guard let record = records[index] else { return }
        recordOfConstraint[ObjectIdentifier(record.constraint)] = nil
        if appended {
            records.removeLast()
        } else {
            records[index] = nil
            freeRecords.append(Int32(index))
        }
    }

    func releaseRecord(_ index: Int) {
        guard let record = records[index] else { return }
        recordOfConstraint[ObjectIdentifier(record.constraint)] = nil
        records[index] = nil
        freeRecords.append(Int32(index))
    }

    /// The records in the solver, in insertion order.
    func activeRecords() -> [ConstraintRecord] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
    }
}
