/// The objective of one priority: `constant + Σ coefficient·symbol` over the
/// non-basic symbols, kept dense by symbol so that an update costs only the
/// terms it touches.
struct ObjectiveLevel {
    let priority: Double
    var coefficients: [Double] = []
    var constant: Double = 0
    /// In the relative mode, at least the largest |coefficient| the level
    /// has held since it was made: what a reduced cost is small next to
    /// (see ``Objective/leadIsDoubtful(_:)``).
    private(set) var largestBound = 0.0

    /// A level of zeros for `symbolCount` symbols, allocated at once: a
    /// level is made again each time its priority's first constraint comes
    /// back (a stack's hiding priority, at every hide), and growing it a
    /// doubling at a time as its symbols are written cost a copy each.
    init(priority: Double, symbolCount: Int = 0) {
        self.priority = priority
        coefficients = Array(repeating: 0, count: max(symbolCount, 64))
    }

    @inline(__always)
    func coefficient(_ symbol: Symbol) -> Double {
        let index = Int(symbol)
        return index < coefficients.count ? coefficients[index] : 0
    }

    /// Inlined: `Tableau.addToObjective(level:_:_:)` reads `precision`
    /// again after it, and a call between the two kept it on the stack.
    @inline(__always)
    mutating func add(_ value: Double, to symbol: Symbol, precision: Precision) {
        reserve(symbol)
        let sum = precision.sum(coefficients[Int(symbol)], value)
        coefficients[Int(symbol)] = sum
        // Only the relative mode asks, and a switch to it rebuilds the tableau.
        if precision.isRelative { largestBound = max(largestBound, abs(sum)) }
    }

    /// Adds `factor × row`'s terms (not its constant), noting each old
    /// coefficient in `journal`: the storage reached once for the whole
    /// row, where a term at a time went through the level and its array
    /// for each.
    mutating func addScaled(_ row: Row, factor: Double, precision: Precision, journal: inout Journal?) {
        var highest: Symbol = -1
        for entry in row.entries where entry.symbol > highest { highest = entry.symbol }
        if highest >= 0 { reserve(highest) }
        var largest = largestBound
        let priority = self.priority
        coefficients.withUnsafeMutableBufferPointer { buffer in
            row.entries.withUnsafeBufferPointer { entries in
                journal?.noteObjective(priority: priority, entries: entries, coefficients: UnsafeBufferPointer(buffer))
                for entry in entries {
                    let sum = precision.sum(buffer[Int(entry.symbol)], factor * entry.coefficient)
                    buffer[Int(entry.symbol)] = sum
                    if precision.isRelative { largest = max(largest, abs(sum)) }
                }
            }
        }
        largestBound = largest
    }

    mutating func set(_ value: Double, of symbol: Symbol) {
        reserve(symbol)
        coefficients[Int(symbol)] = value
        largestBound = max(largestBound, abs(value))
    }

    /// Makes room for the coefficients of `count` symbols.
    mutating func reserve(symbols count: Int) {
        if count > coefficients.count { reserve(Symbol(count - 1)) }
    }

    /// Makes room for `symbol`'s coefficient.
    private mutating func reserve(_ symbol: Symbol) {
        let index = Int(symbol)
        if index >= coefficients.count {
            let target = max(index + 1, coefficients.count * 2, 64)
            coefficients.append(contentsOf: repeatElement(0, count: target - coefficients.count))
        }
    }
}

/// The lexicographic objective: one level per optional priority, highest
/// first. A lower level is only ever improved without worsening a higher one.
struct Objective {
    private(set) var levels: [ObjectiveLevel] = []

    var count: Int { levels.count }

    /// The index of the level for `priority`, if there is one.
    func index(of priority: Double) -> Int? {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return low < levels.count && levels[low].priority == priority ? low : nil
    }

    /// The index of the level for `priority`, created when missing.
    mutating func ensureLevel(_ priority: Double, symbolCount: Int) -> Int {
        if let existing = index(of: priority) { return existing }
        var position = 0
        while position < levels.count && levels[position].priority > priority { position += 1 }
        levels.insert(ObjectiveLevel(priority: priority, symbolCount: symbolCount), at: position)
        return position
    }

    mutating func removeLevel(at index: Int) { levels.remove(at: index) }

    /// Makes room in every level for the coefficients of `count` symbols.
    mutating func reserve(symbols count: Int) {
        for index in levels.indices { levels[index].reserve(symbols: count) }
    }

    subscript(index: Int) -> ObjectiveLevel {
        get { levels[index] }
        _modify { yield &levels[index] }
    }

    /// Whether any level has a non-zero coefficient for `symbol`.
    func contains(_ symbol: Symbol) -> Bool {
        levels.contains { $0.coefficient(symbol) != 0 }
    }

    /// The sign of the first level whose coefficient for `symbol` is not
    /// zero in `precision`: the lexicographic sign of the symbol's reduced cost.
    @inline(__always)
    func leadingSign(of symbol: Symbol, precision: Precision) -> Double {
        levels.withUnsafeBufferPointer { Self.leadingSign(of: symbol, in: $0, precision: precision) }
    }

    /// ``leadingSign(of:precision:)`` over the first `count` levels alone.
    func leadingSign(of symbol: Symbol, precision: Precision, levels count: Int) -> Double {
        levels.withUnsafeBufferPointer {
            Self.leadingSign(of: symbol, in: UnsafeBufferPointer(rebasing: $0.prefix(count)), precision: precision)
        }
    }

    /// ``leadingSign(of:precision:)`` over the levels' raw buffer.
    @inline(__always)
    static func leadingSign(of symbol: Symbol, in levels: UnsafeBufferPointer<ObjectiveLevel>,
                            precision: Precision) -> Double {
        for level in levels {
            let value = level.coefficient(symbol)
            if !precision.isZero(value) { return value < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The index of the first level whose coefficient for `symbol` is not
    /// zero in `precision`, if any.
    func leadingLevel(of symbol: Symbol, precision: Precision) -> Int? {
        levels.firstIndex { !precision.isZero($0.coefficient(symbol)) }
    }

    /// Whether the first level where `symbol`'s reduced cost is not zero
    /// holds it at less than ``Tolerance/relativePivot`` of the largest
    /// coefficient the level has held: in the relative mode, perhaps what
    /// substitutions left of a cost that is zero, which would decide the
    /// symbol's direction by rounding (see
    /// `Tableau.reviseDoubtfulReducedCost(of:weight:)`).
    func leadIsDoubtful(_ symbol: Symbol) -> Bool {
        for level in levels {
            let value = level.coefficient(symbol)
            if value != 0 { return abs(value) < Tolerance.relativePivot * level.largestBound }
        }
        return false
    }

    /// Compares the reduced-cost ratios `cost(a) / ca` and `cost(b) / cb`
    /// (`ca`, `cb` positive) lexicographically, level by level. Ties go to
    /// the larger coefficient, then to the lower symbol; `precision` says
    /// which ratios tie. A reduced cost is a vector: its lower levels may be
    /// negative even when its leading level is positive.
    ///
    /// The larger coefficient first because dividing by the smaller one,
    /// perhaps residue, magnifies its rounding. Symbols whose reduced cost
    /// is zero all tie at ratio 0, and in the absolute mode the lower symbol
    /// used to win: a fresh solve of 24 random constraints pivoted on 4.4e-7
    /// (left by an expansion where 0 was meant) instead of on 2 in the same
    /// row, and its values came out near 1e9 where HiGHS has -77
    /// (`Tests/Oracle/regressions/zero-cost-tie.json`).
    func ratio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double, precision: Precision) -> Bool {
        for level in levels {
            let ra = level.coefficient(a) / ca
            let rb = level.coefficient(b) / cb
            let tie = precision.tie(ra, rb)
            if ra < rb - tie { return true }
            if ra > rb + tie { return false }
        }
        return ca != cb ? ca > cb : a < b
    }
}

extension Tableau {
    /// The index of the level for `priority`, created when missing, with
    /// room for the symbols there are or a batch made room for.
    mutating func ensureLevel(_ priority: Double) -> Int {
        if let existing = objective.index(of: priority) { return existing }
        journal?.createdLevels.append(priority)
        return objective.ensureLevel(priority, symbolCount: Swift.max(symbolCount, reservedSymbolCount))
    }

    /// Recomputes the reduced costs of `symbol` at every level from their
    /// definition: its own weight, plus for each restricted row it occurs
    /// in, its coefficient there times the weight of the row's subject.
    /// A coefficient that is residue in its row (see
    /// ``isResidue(_:inRow:)``) adds nothing, and a sum within
    /// ``Tolerance/relativePivot`` of its terms' size is zero.
    /// Returns whether the symbol no longer improves the objective (see
    /// ``optimize(weight:)``). - Complexity: O(levels × the symbol's
    /// column), on a path taken only after rounding went wrong.
    ///
    /// The stored reduced costs are the objective after every substitution
    /// since the level was made, and keep their rounding: in a fresh solve
    /// of 33 badly scaled constraints (solver session seed 12 with
    /// `--scaled`), an error's cost at level 999 was -1.5e-6, with no row of
    /// a level-999 error naming it, so that its definition is exactly 0.
    /// The residue is left out because a row that holds 3.7e-15 of its
    /// largest coefficient where 0 was meant gives a definition of 3.7e-15
    /// too, and in a scaled session the primal simplex pivoted on it and put
    /// values of 1e15 into the solution. The zero test is against the terms
    /// alone, not the level: a level whose costs reach 2e6 held a real
    /// cost of -0.03, and a fresh solve that took it for zero ended above
    /// HiGHS's optimum (scaled seed 10, step 377).
    mutating func recomputeReducedCost(of symbol: Symbol, weight: (Symbol, Double) -> Double) -> Bool {
        for index in 0..<objective.count {
            let priority = objective[index].priority
            var cost = weight(symbol, priority)
            var size = abs(cost)
            for occurrence in column[Int(symbol)] {
                let coefficient = rows[Int(occurrence.slot)].entries[Int(occurrence.position)].coefficient
                if isResidue(coefficient, inRow: Int(occurrence.slot)) { continue }
                let term = coefficient * weight(subjects[Int(occurrence.slot)], priority)
                cost += term
                size += abs(term)
            }
            if abs(cost) <= Tolerance.relativePivot * size { cost = 0 }
            let old = objective[index].coefficient(symbol)
            guard cost != old else { continue }
            journal?.noteObjective(priority: priority, symbol: symbol, old: old)
            objective[index].set(cost, of: symbol)
            numerics.recomputedReducedCost = true
        }
        return improvingDirection(of: symbol) == 0
    }

    /// Adds `value × symbol` to the objective level at `index`.
    mutating func addToObjective(level index: Int, _ value: Double, _ symbol: Symbol) {
        journal?.noteObjective(priority: objective.levels[index].priority, symbol: symbol,
                               old: objective.levels[index].coefficient(symbol))
        objective[index].add(value, to: symbol, precision: precision)
        noteCandidate(symbol)
    }

    /// Adds `factor × row` to the objective level at `index`.
    mutating func addToObjective(level index: Int, _ row: Row, factor: Double) {
        journal?.noteObjectiveConstant(priority: objective[index].priority, old: objective[index].constant)
        objective[index].constant = precision.sum(objective[index].constant, factor * row.constant)
        objective[index].addScaled(row, factor: factor, precision: precision, journal: &journal)
        noteCandidates(in: row)
    }

    /// ``noteCandidate(_:)`` for each of `row`'s symbols. In the absolute
    /// mode it reads the symbols' rows, kinds and levels through raw
    /// buffers: a substitution into the objective runs it for every entry
    /// of the row substituted, and each access checked its array's bounds.
    private mutating func noteCandidates(in row: Row) {
        guard !precision.isRelative else {
            for entry in row.entries { noteCandidate(entry.symbol) }
            return
        }
        var queue = SymbolHeap()
        swap(&queue, &entering)
        defer { swap(&queue, &entering) }
        let precision = self.precision
        row.entries.withUnsafeBufferPointer { entries in
            basicRow.withUnsafeBufferPointer { basicRow in
                kinds.withUnsafeBufferPointer { kinds in
                    objective.levels.withUnsafeBufferPointer { levels in
                        for entry in entries where basicRow[Int(entry.symbol)] < 0 {
                            let kind = kinds[Int(entry.symbol)]
                            if kind == .dummy { continue }
                            let sign = Objective.leadingSign(of: entry.symbol, in: levels, precision: precision)
                            if Self.improvingDirection(kind: kind, leadingSign: sign) != 0 { queue.insert(entry.symbol) }
                        }
                    }
                }
            }
        }
    }

    /// Replaces `symbol` by `expression` in every level.
    mutating func substituteInObjective(_ symbol: Symbol, by expression: Row) {
        for index in 0..<objective.count {
            let coefficient = objective[index].coefficient(symbol)
            if coefficient == 0 { continue }
            journal?.noteObjective(priority: objective[index].priority, symbol: symbol, old: coefficient)
            objective[index].coefficients[Int(symbol)] = 0
            // A reduced cost the simplex takes for zero is zero here too:
            // substituting it moved the level by residue at every pivot,
            // and the simplex cycled between levels.
            if precision.isZero(coefficient) { continue }
            addToObjective(level: index, expression, factor: coefficient)
        }
    }

    /// Adds `weight × error` to the level for a symbol that is an error of an
    /// optional constraint, substituting the symbol's row when it is basic.
    mutating func addCost(_ weight: Double, of symbol: Symbol, level index: Int) {
        if isRestrictedBasic(symbol) {
            addToObjective(level: index, row(of: symbol), factor: weight)
        } else {
            addToObjective(level: index, weight, symbol)
        }
    }

    /// Adds `weight × Σ terms` to the level, each basic symbol replaced by
    /// its definition (a pull's cost; see `Solver+Pulls.swift`).
    mutating func addCost(_ weight: Double, ofTerms terms: [(symbol: Symbol, coefficient: Double)], level index: Int) {
        var row = Row()
        row.entries.reserveCapacity(terms.count)
        for term in terms { row.append(term.symbol, term.coefficient) }
        addToObjective(level: index, expanded(row), factor: weight)
    }

    /// In the relative mode, recomputes the reduced costs of a non-basic
    /// `symbol` whose lead is doubtful (see
    /// ``Objective/leadIsDoubtful(_:)``) from their definition, before the
    /// primal simplex decides whether it enters. The solver refactorizes
    /// after the call only when that changed the symbol's direction: most
    /// such leads are rounding that decides nothing, and are cheaper to
    /// recompute than a refactorization.
    ///
    /// Substitutions leave rounding of about 1e-12 of their terms in the
    /// levels. A level's optimum is then decided by a higher level's
    /// rounding: in a scaled random session a slack held 9.5e-15 at level
    /// 500 (whose costs reach 2), where its definition is 0, so that the
    /// primal simplex took it for worsening and never saw its -0.06 at
    /// level 251, which stayed 70 % above its optimum (seed 10, step 105).
    mutating func reviseDoubtfulReducedCost(of symbol: Symbol, weight: (Symbol, Double) -> Double) {
        guard !isBasic(symbol), objective.leadIsDoubtful(symbol) else { return }
        let direction = improvingDirection(of: symbol)
        let recomputedBefore = numerics.recomputedReducedCost
        _ = recomputeReducedCost(of: symbol, weight: weight)
        if improvingDirection(of: symbol) == direction { numerics.recomputedReducedCost = recomputedBefore }
    }

    /// Queues `symbol` for the primal simplex when it could improve the
    /// objective, or, in the relative mode, when its lead is doubtful
    /// (see ``reviseDoubtfulReducedCost(of:weight:)``).
    @inline(__always)
    mutating func noteCandidate(_ symbol: Symbol) {
        if improvingDirection(of: symbol) != 0 {
            entering.insert(symbol)
        } else if precision.isRelative {
            noteIfDoubtful(symbol)
        }
    }

    /// Queues `symbol` when its lead is doubtful; out of line, so that the
    /// absolute mode's substitutions stay as they were (inlined, this cost
    /// layouts 1 % more instructions).
    @inline(never)
    private mutating func noteIfDoubtful(_ symbol: Symbol) {
        if objective.leadIsDoubtful(symbol) { entering.insert(symbol) }
    }

    /// +1 when increasing the non-basic symbol improves the objective, -1
    /// when decreasing it does (externals only: the others cannot go below
    /// zero), 0 when neither. Inlined: called out of line from a mutating
    /// method, it made the caller copy the whole tableau first.
    @inline(__always)
    func improvingDirection(of symbol: Symbol) -> Double {
        if isBasic(symbol) { return 0 }
        let kind = kind(symbol)
        if kind == .dummy { return 0 }
        return Self.improvingDirection(kind: kind, leadingSign: objective.leadingSign(of: symbol, precision: precision))
    }

    /// The improving direction of a non-basic symbol of `kind` whose reduced
    /// cost has `leadingSign`: externals move either way, the others only up.
    @inline(__always)
    static func improvingDirection(kind: SymbolKind, leadingSign: Double) -> Double {
        switch kind {
        case .dummy: return 0
        case .external: return -leadingSign
        case .slack, .error: return leadingSign < 0 ? 1 : 0
        }
    }
}
