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
                isEdit: Bool = false, isPull: Bool = false) throws(SolverError) {
        do {
            try withPrecision(for: constraint) { () throws(InsertionFailure) in
                try insertTransaction(constraint, constant: constant, priority: priority,
                                      weight: weight, isEdit: isEdit, isPull: isPull)
            }
        } catch {
            switch error {
            case .infeasible:
                throw infeasibilityError(constraint, constant: constant)
            case let .numerical(message):
                throw .numericalFailure(message)
            }
        }
    }

    /// The transaction behind ``insert(_:constant:priority:weight:isEdit:isPull:)``.
    func insertTransaction(_ constraint: Constraint, constant: Double, priority: Double,
                           weight: Double, isEdit: Bool, isPull: Bool = false) throws(InsertionFailure) {
        try transaction { () throws(InsertionFailure) in
            let index = allocateRecord(ConstraintRecord(constraint: constraint, constant: constant,
                                                        priority: priority, weight: weight,
                                                        sequence: nextSequence, isEdit: isEdit, isPull: isPull))
            try attach(record: index, isNew: true)
        }
        nextSequence += 1
    }

    /// Makes a new group's equation a row of the tableau and returns the
    /// group. A pair's (`pairedSide` given) is an optional equality whose
    /// members are its `<=` member (with `priority` and `weight`), then its
    /// `>=` member.
    func placeGroup(terms: [(symbol: Symbol, coefficient: Double)], constant: Double, relation: Relation,
                    priority: Double, weight: Double, members: SmallList<Int32>, key: GroupKey?,
                    pairedSide: PairedSide? = nil) throws(InsertionFailure) -> Int {
        let isRequired = priority == 1000
        let (marker, other, markerSign) = makeMarkers(for: relation, required: isRequired)
        let newGroup = ConstraintGroup(relation: relation, priority: priority, weight: weight,
                                       constant: constant, marker: marker, other: other,
                                       members: members, key: key, terms: terms,
                                       pairedSide: pairedSide)
        assert(newGroup.markerSign == markerSign, "a group's marker sign follows from its relation")
        // Written into the scratch row: an equation that the tableau
        // expands is read only, and its own row cost an allocation. One
        // that becomes a lazy row as it is is copied when solved for its
        // subject.
        var equation = Row()
        swap(&equation, &tableau.scratch.equation)
        defer {
            equation.entries.removeAllKeepingStorage()
            swap(&equation, &tableau.scratch.equation)
        }
        newGroup.write(into: &equation)
        let errors = newGroup.errors
        // Read before it is stored: the group moves into the store uncopied.
        let group = allocateGroup(consume newGroup)
        groupOfSymbol[Int(marker)] = Int32(group)
        if other >= 0 { groupOfSymbol[Int(other)] = Int32(group) }
        try placeEquation(equation, marker: marker, other: other)
        if !isRequired {
            if let pairedSide {
                tableau.addCost(weight, of: marker, level: tableau.ensureLevel(priority))
                tableau.addCost(pairedSide.weight, of: other, level: tableau.ensureLevel(pairedSide.priority))
            } else {
                let level = tableau.ensureLevel(priority)
                for error in errors { tableau.addCost(weight, of: error, level: level) }
            }
        }
        try optimize()
        return group
    }

    /// Makes the equation a row of the tableau.
    private func placeEquation(_ equation: consuming Row, marker: Symbol, other: Symbol) throws(InsertionFailure) {
        // 1. A user variable that occurs nowhere else in the substituted
        //    rows can take the equation as a lazy row, untouched.
        if let subject = lazySubject(of: equation) {
            tableau.insertRow(solved(consume equation, for: subject), subject: subject, passive: true)
            return
        }
        // 2. Otherwise work on the fully substituted equation, as classic Cassowary does.
        var row = tableau.expanded(equation)
        if let subject = externalSubject(of: row) {
            // The stored row is the one substituted: inserting a row still
            // shared with a variable here copied it to write its links.
            let slot = tableau.insertRow(solved(consume row, for: subject), subject: subject, passive: true)
            tableau.substituteEverywhere(subject, by: tableau.rows[slot])
            return
        }
        if row.constant < 0 { row.scale(by: -1) }
        for candidate in [marker, other] where candidate >= 0 && tableau.kind(candidate) != .dummy {
            if row.coefficient(of: candidate) < 0 {
                tableau.insertRow(solved(consume row, for: candidate), subject: candidate, passive: false)
                return
            }
        }
        if row.entries.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            guard tableau.precision.isZero(row.constant) else {
                throw .infeasible(certificate: row.symbols + [marker])
            }
            tableau.insertRow(solved(consume row, for: marker), subject: marker, passive: false)
            return
        }
        // 3. The constraint holds now with no room to spare (every symbol
        //    that could take it grows the row): any non-dummy symbol can be
        //    its subject at value 0. A dummy must not stay basic outside an
        //    all-dummy row, where nothing could move it back to zero.
        if tableau.precision.isZero(row.constant), let subject = cheapestSubject(of: row) {
            // The stored row is the one substituted: inserting a row still
            // shared with a variable here copied it to write its links.
            let slot = tableau.insertRow(solved(consume row, for: subject), subject: subject, passive: false)
            tableau.substituteEverywhere(subject, by: tableau.rows[slot])
            return
        }
        // 4. The constraint does not hold now: add its row with the marker
        //    as subject (out of bounds) and let the dual simplex restore
        //    feasibility while keeping the objective optimal.
        tableau.insertRow(solved(consume row, for: marker), subject: marker, passive: false)
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

    /// The non-dummy symbol of `row` that is cheapest to make its subject:
    /// among those whose |coefficient| is at least
    /// ``Tolerance/subjectShare`` of the largest non-dummy one (dividing by
    /// a smaller one would magnify the row's rounding), the one in the fewest
    /// restricted rows, which the substitution rewrites; the lowest symbol
    /// among equals. A stack's alignment constraints (`rowK.trailing ==
    /// row0.trailing` for every row) hold when added, and their rows name
    /// the hugging error of an early row, which every row's width names
    /// through the shared edge: solving for it would rewrite rows in
    /// proportion to the column, and building the column would be O(N²).
    private func cheapestSubject(of row: Row) -> Symbol? {
        var largest = 0.0
        for entry in row.entries where tableau.kind(entry.symbol) != .dummy {
            largest = max(largest, abs(entry.coefficient))
        }
        let threshold = Tolerance.subjectShare * largest
        var best: Symbol?
        var bestCount = Int.max
        for entry in row.entries where tableau.kind(entry.symbol) != .dummy && abs(entry.coefficient) >= threshold {
            let count = tableau.column.count(of: Int(entry.symbol))
            if count < bestCount || (count == bestCount && entry.symbol < best!) {
                best = entry.symbol
                bestCount = count
            }
        }
        return best
    }

    /// Runs the primal simplex, reporting a breakdown as a numerical failure.
    func optimize() throws(InsertionFailure) {
        if defersOptimization { return }
        do {
            let mayHoldPulls = !tableau.precision.isRelative
            try tableau.optimize(weight: { weight(of: $0, at: $1, mayHoldPulls: mayHoldPulls) },
                                 holdsPulls: { mayHoldPulls && holdsPulls(at: $0) })
        } catch {
            throw .numerical("the objective is unbounded")
        }
    }

    /// The weight `symbol` carries in the objective as written at the level
    /// of `priority`: its group's, when it is an error of an optional group
    /// of that priority; for a variable, its coefficient in the pulls of
    /// that priority times their weights (those written through passive
    /// rows are not counted: the primal simplex asks only when nothing
    /// blocks a symbol, which a pull whose promise holds never leaves so);
    /// otherwise 0. Pulls exist only in the absolute mode (see
    /// `Solver+Pulls.swift`); the caller says whether the solver is in it,
    /// since this runs inside the tableau's simplex, where the tableau
    /// cannot be read.
    func weight(of symbol: Symbol, at priority: Double, mayHoldPulls: Bool) -> Double {
        let index = groupOfSymbol[Int(symbol)]
        if index >= 0, let group = groups[Int(index)], group.errors.contains(symbol) {
            let cost = group.cost(of: symbol)
            return cost.priority == priority ? cost.weight : 0
        }
        // Only variables have no group.
        guard mayHoldPulls, index < 0 else { return 0 }
        var total = 0.0
        for case let group? in groups where group.isPull && group.priority == priority {
            for term in group.terms where term.symbol == symbol { total += group.weight * term.coefficient }
        }
        return total
    }

    /// A user variable of the equation that can be its subject without
    /// substituting anything: non-basic, in no restricted row or objective,
    /// and not named by a passive row that the equation depends on. Fresh
    /// variables are preferred, then the one fewest passive rows name, then
    /// the lowest symbol.
    ///
    /// Fewest names keeps chains of aliases short. A stack aligns every
    /// item to its first (`item.leading == first.leading`); solving each
    /// such equation for the first item's side, which all the earlier ones
    /// already name, would make `first → item1 → item2 → …` a chain that
    /// every later constraint walks to its end (see `canonical`), where
    /// solving for the new item's side keeps one root that all of them name.
    private func lazySubject(of equation: Row) -> Symbol? {
        var best: Symbol?
        var bestNames = Int.max
        for entry in equation.entries where tableau.kind(entry.symbol) == .external {
            let symbol = entry.symbol
            if tableau.isBasic(symbol) || !tableau.column.isEmpty(Int(symbol))
                || tableau.objective.contains(symbol) { continue }
            let names = tableau.references.count(of: Int(symbol))
            if names >= bestNames { continue }
            if names > 0 && tableau.passiveClosure(of: equation, names: symbol) { continue }
            best = symbol
            bestNames = names
        }
        return best
    }

    /// The user variable of a substituted row that makes the best subject:
    /// the one with the largest |coefficient|, then the one in the fewest
    /// restricted rows, then the lowest symbol. In the relative mode a
    /// coefficient that is residue of the row (see
    /// `Tableau.isResidue(_:largest:)`) is none: a conflicting required
    /// constraint was accepted by solving for a variable whose coefficient
    /// was 8.7e-14 of the row's largest, what an expansion left of a
    /// cancellation.
    ///
    /// The row is divided by the subject's coefficient and then substituted
    /// into every restricted row, so a small coefficient multiplies the
    /// rounding of the whole tableau (partial pivoting, as in Gaussian
    /// elimination). A substituted row can hold coefficients far apart
    /// (`0.0023·v3 - 0.016·v9 + error…`): solving for `v3` there put 432
    /// into a passive row and 851 into restricted ones, and twenty additions
    /// later a fresh build of that system broke down.
    private func externalSubject(of row: Row) -> Symbol? {
        var best: Symbol?
        var bestMagnitude = 0.0
        // The row's largest only in the relative mode: this runs on most adds.
        let largest = tableau.precision.isRelative ? row.largestMagnitude : 0
        for entry in row.entries where tableau.kind(entry.symbol) == .external {
            let symbol = entry.symbol, magnitude = abs(entry.coefficient)
            if tableau.precision.isRelative && tableau.isResidue(entry.coefficient, largest: largest) { continue }
            guard let current = best, magnitude <= bestMagnitude else {
                best = symbol
                bestMagnitude = magnitude
                continue
            }
            if magnitude < bestMagnitude { continue }
            let count = tableau.column.count(of: Int(symbol)), bestCount = tableau.column.count(of: Int(current))
            if count < bestCount || (count == bestCount && symbol < current) { best = symbol }
        }
        return best
    }

    /// The equation `0 = row` solved for `subject`: `subject = ...`.
    /// Takes the row by value, so that a row its caller is done with is
    /// rewritten in place rather than copied.
    func solved(_ row: consuming Row, for subject: Symbol) -> Row {
        let index = row.index(of: subject)!
        let coefficient = row.entries[index].coefficient
        row.remove(at: index)
        row.scale(by: -1 / coefficient)
        return row
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
}
