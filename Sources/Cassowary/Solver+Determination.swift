extension Solver {
    /// For each variable, whether the constraints surely fix its value: a
    /// one-pass test over the tableau that lets a caller ask
    /// ``range(of:)`` only about the variables it cannot settle.
    ///
    /// `true` means every solution that satisfies the constraints as well as
    /// the current one, priority by priority, gives the variable its current
    /// value, so ``range(of:)`` would find equal bounds (to rounding).
    /// `false` means it may not: the variable depends on a symbol that the
    /// optimum leaves free (a variable nothing decides, the slack of an
    /// inequality or the error of an optional constraint that costs nothing
    /// at any priority to move), or the solver does not know it. A free
    /// symbol's terms may cancel out, so `false` is no proof of ambiguity.
    ///
    /// The reason: at the optimum, the objective of every priority is its
    /// constant plus reduced cost times each non-basic symbol, and a
    /// non-basic restricted symbol whose first non-zero reduced cost is
    /// positive cannot move without costing that priority something; the
    /// marker of a required equality never moves. A variable whose row
    /// (through the rows it names) reaches only such symbols is fixed.
    ///
    /// - Complexity: O(size of the rows the variables reach), at most the
    ///   size of the tableau, however many variables are asked about.
    public func surelyDetermined(_ variables: [Variable]) -> [Bool] {
        surelyDetermined(variables, above: 0)
    }

    /// Whether the last ``surelyDetermined(_:above:incrementally:)`` found a
    /// slack fixed only because a row of value zero blocks it: a verdict
    /// that a constant moving without a pivot can undo (see
    /// ``basisChanges``).
    package var lastDeterminationMetBlockedSlack: Bool { determinationMarks.metBlockedSlack }

    /// ``surelyDetermined(_:)`` by the priorities above `priority` alone:
    /// `true` means every solution that satisfies those as well as the
    /// current one gives the variable its current value, so an optional
    /// constraint at `priority` or below that names only such variables
    /// costs the same on all of them, and adding it would move nothing.
    ///
    /// `incrementally` keeps what a search that finds every variable fixed
    /// proved (see `DeterminationCertificate`), so that the next such
    /// search over the same variables and priority walks only the rows
    /// changed since: hiding a row of a long stack changes a few rows,
    /// where the stack's height reaches all of them. A search that is not
    /// incremental, or finds a variable free, forgets it.
    /// - Complexity: O(size of the rows the variables reach), which stops
    ///   at the first symbol found free; O(size of the rows changed since)
    ///   incrementally, when the last search found every variable fixed.
    package func surelyDetermined(_ variables: [Variable], above priority: Double,
                                  incrementally: Bool = false) -> [Bool] {
        let symbols = variables.map { symbolOfVariable[ObjectIdentifier($0)] }
        let known = symbols.compactMap { $0 }
        if incrementally, known.count == symbols.count, recheckCertificate(of: known, above: priority) {
            #if CASSOWARY_INTERNAL_CHECKS
            precondition(!surelyDeterminedAfresh(variables, above: priority).contains(false),
                         "an incremental determination search kept a stale verdict")
            #endif
            return symbols.map { _ in true }
        }
        tableau.determinationCertificate = nil
        let search = DeterminationSearch(solver: self, above: priority, marks: determinationMarks)
        let answers = symbols.map { symbol in symbol.map(search.isFixed) ?? false }
        if incrementally, !answers.contains(false), !tableau.precision.isRelative, !determinationMarks.metBlockedSlack {
            tableau.determinationCertificate = DeterminationCertificate(
                symbols: known, priority: priority, levelPriorities: search.levelPriorities,
                generation: search.generation, unjournaledRowChanges: tableau.unjournaledRowChanges)
        }
        return answers
    }

    /// ``surelyDetermined(_:above:incrementally:)`` by a search with marks
    /// of its own, which leaves the solver's marks and certificate as they
    /// are: what an incremental search is checked against.
    package func surelyDeterminedAfresh(_ variables: [Variable], above priority: Double) -> [Bool] {
        let search = DeterminationSearch(solver: self, above: priority, marks: DeterminationMarks())
        return variables.map { symbolOfVariable[ObjectIdentifier($0)].map(search.isFixed) ?? false }
    }

    /// The rows determination searches walked since the solver was made
    /// or reset: the work an incremental search saves.
    package var determinationRowsWalked: Int { determinationMarks.rowsWalked }

    /// Whether the certificate of the last incremental search still shows
    /// every one of `symbols` fixed above `priority`, after walking again
    /// the touched symbols that a walked row names (see
    /// `DeterminationCertificate`); false when it cannot tell, and a fresh
    /// search must.
    private func recheckCertificate(of symbols: [Symbol], above priority: Double) -> Bool {
        guard var certificate = tableau.determinationCertificate, !certificate.isSpoiled,
              certificate.symbols == symbols, certificate.priority == priority,
              certificate.unjournaledRowChanges == tableau.unjournaledRowChanges,
              !tableau.precision.isRelative,
              let search = DeterminationSearch(resuming: certificate.generation, solver: self,
                                               above: priority, marks: determinationMarks),
              search.readsLevels(withPriorities: certificate.levelPriorities)
        else { return false }
        let forgotten = certificate.touched.filter { Int($0) < tableau.symbolCount && search.forget($0) }
        for symbol in forgotten where symbols.contains(symbol) || search.isNamedByWalkedRow(symbol) {
            guard search.isFixed(symbol) else { return false }
        }
        guard !determinationMarks.metBlockedSlack else { return false }
        certificate.touched.removeAll(keepingCapacity: true)
        tableau.determinationCertificate = certificate
        return true
    }
}

/// What ``Solver/surelyDetermined(_:above:)`` knows of each symbol, kept
/// by the solver between searches: each search marks the symbols it meets
/// with a generation of its own, so that it costs the rows it walks, not a
/// table of every symbol to clear.
final class DeterminationMarks {
    /// By symbol: the generation of the search that marked it, above the
    /// lowest four bits, and in those two answers. Bits 0–1, the verdict:
    /// 0 not yet known, 1 fixed, 2 perhaps free, 3 being walked (met again
    /// only if rows referred to one another in a cycle, which is then taken
    /// as perhaps free rather than walked for ever). Bits 2–3, whether the
    /// symbol is blocked (see `DeterminationSearch.isBlocked(_:)`): 0 not
    /// yet known, 1 blocked, 2 not.
    private var storage: UnsafeMutablePointer<UInt32>
    private var capacity = 64
    private var generation: UInt32 = 0
    /// Whether a search of the current generation found a slack fixed
    /// because a row blocks it: a verdict that reads other rows'
    /// constants, which no certificate follows.
    var metBlockedSlack = false
    /// The rows the searches walked, in all.
    var rowsWalked = 0

    init() {
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: 0, count: capacity)
    }

    deinit { storage.deallocate() }

    /// Starts a search over `symbolCount` symbols: the marks, valid while
    /// this object lives and until the next search starts, and the search's
    /// generation.
    func startSearch(symbolCount: Int) -> (marks: UnsafeMutablePointer<UInt32>, generation: UInt32) {
        makeRoom(for: symbolCount)
        generation &+= 1
        if generation >= 1 << 28 {
            storage.update(repeating: 0, count: capacity)
            generation = 1
        }
        metBlockedSlack = false
        return (storage, generation)
    }

    /// The marks of `generation` again, for a search that goes on from
    /// them (see `DeterminationCertificate`); nil when another search
    /// started since. Symbols made since are unmarked.
    func resumeSearch(_ generation: UInt32, symbolCount: Int) -> UnsafeMutablePointer<UInt32>? {
        guard generation == self.generation else { return nil }
        makeRoom(for: symbolCount)
        return storage
    }

    /// Grows the marks to `symbolCount` symbols at the least, keeping them.
    private func makeRoom(for symbolCount: Int) {
        guard symbolCount > capacity else { return }
        let grown = max(symbolCount, 2 * capacity)
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: grown)
        larger.initialize(repeating: 0, count: grown)
        larger.update(from: storage, count: capacity)
        storage.deallocate()
        storage = larger
        capacity = grown
    }
}

/// What a ``DeterminationSearch`` reads of the tableau, by the tableau's
/// names.
private struct TableauReading {
    let rows: [Row]
    let basicRow: [Int32]
    let column: OccurrenceLists
    let references: OccurrenceLists
    let subjects: [Symbol]
    let isPassive: [Bool]
    let kinds: [SymbolKind]
    let objective: Objective
    let precision: Precision

    init(_ tableau: Tableau) {
        rows = tableau.rows
        basicRow = tableau.basicRow
        column = tableau.column
        references = tableau.references
        subjects = tableau.subjects
        isPassive = tableau.isPassive
        kinds = tableau.kinds
        objective = tableau.objective
        precision = tableau.precision
    }

    var symbolCount: Int { kinds.count }
    @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol)] }
    @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { basicRow[Int(symbol)] >= 0 }
}

/// The walk behind ``Solver/surelyDetermined(_:)``: a symbol is fixed
/// when it is non-basic and pinned, or basic with every symbol of its row
/// fixed.
private struct DeterminationSearch {
    /// The parts of the tableau the search reads: a copy of the whole
    /// tableau retained and released each of its buffers on every search,
    /// most of what an incremental recheck costs.
    let tableau: TableauReading
    /// The leading objective levels the search reads: those above the
    /// priority it was asked about.
    let levelCount: Int
    /// Keeps `marks` alive.
    private let owner: DeterminationMarks
    private let marks: UnsafeMutablePointer<UInt32>
    let generation: UInt32

    init(solver: Solver, above priority: Double, marks owner: DeterminationMarks) {
        tableau = TableauReading(solver.tableau)
        levelCount = Self.levelCount(of: tableau, above: priority)
        self.owner = owner
        (marks, generation) = owner.startSearch(symbolCount: tableau.symbolCount)
    }

    /// A search that goes on from the marks of `generation`, or nil when
    /// they are gone (see ``DeterminationMarks/resumeSearch(_:symbolCount:)``).
    init?(resuming generation: UInt32, solver: Solver, above priority: Double, marks owner: DeterminationMarks) {
        guard let marks = owner.resumeSearch(generation, symbolCount: solver.tableau.symbolCount) else { return nil }
        tableau = TableauReading(solver.tableau)
        levelCount = Self.levelCount(of: tableau, above: priority)
        self.owner = owner
        self.marks = marks
        self.generation = generation
    }

    private static func levelCount(of tableau: TableauReading, above priority: Double) -> Int {
        tableau.objective.levels.firstIndex { $0.priority <= priority } ?? tableau.objective.levels.count
    }

    /// The priorities of the levels the search reads.
    var levelPriorities: [Double] { tableau.objective.levels[..<levelCount].map(\.priority) }

    /// Whether the search reads the levels of these priorities (those of
    /// ``levelPriorities``), compared in place.
    func readsLevels(withPriorities priorities: [Double]) -> Bool {
        let levels = tableau.objective.levels
        guard priorities.count == levelCount else { return false }
        return priorities.indices.allSatisfy { levels[$0].priority == priorities[$0] }
    }

    /// Forgets what this search's generation knows of `symbol`; returns
    /// whether it knew a verdict.
    func forget(_ symbol: Symbol) -> Bool {
        guard verdict(symbol) != 0 else { return false }
        marks[Int(symbol)] = generation << 4
        return true
    }

    /// Whether a row that names `symbol` has a subject this generation
    /// met: a row the search walked, or one whose verdict it forgot.
    func isNamedByWalkedRow(_ symbol: Symbol) -> Bool {
        let met = { (occurrence: Occurrence) in
            let subject = tableau.subjects[Int(occurrence.slot)]
            return subject >= 0 && marks[Int(subject)] >> 4 == generation
        }
        return tableau.column[Int(symbol)].contains(where: met) || tableau.references[Int(symbol)].contains(where: met)
    }

    /// The symbol's four bits of answers (see ``DeterminationMarks``), 0
    /// when this search has not marked it.
    @inline(__always)
    private func answers(_ symbol: Symbol) -> UInt32 {
        let word = marks[Int(symbol)]
        return word >> 4 == generation ? word & 15 : 0
    }

    @inline(__always)
    private func verdict(_ symbol: Symbol) -> UInt32 { answers(symbol) & 3 }

    @inline(__always)
    private func mark(_ symbol: Symbol, verdict: UInt32? = nil, blocked: UInt32? = nil) {
        let old = answers(symbol)
        marks[Int(symbol)] = generation << 4 | (verdict ?? old & 3) | (blocked ?? old >> 2) << 2
    }

    /// Whether `start` is fixed: the walk of ``RowWalk``, reading the rows
    /// in place (a determined root's size reaches every row of a long
    /// stack). Its own, not the protocol's: with this search's marks behind
    /// the protocol's mutating requirements, a hide in a column of 1000 rows
    /// took 1.7 times the instructions (3.4 M against 2.0 M).
    func isFixed(_ start: Symbol) -> Bool {
        if let known = settled(start) { return known }
        record(start, fixed: nil)
        owner.rowsWalked += 1
        var stack = [(symbol: start, next: 0)]
        let rows = tableau.rows, basicRow = tableau.basicRow
        rows.withUnsafeBufferPointer { rows in
            basicRow.withUnsafeBufferPointer { basicRow in
                while let top = stack.last {
                    let position = stack.count - 1
                    let (free, next) = rows[Int(basicRow[Int(top.symbol)])].entries
                        .withUnsafeBufferPointer { (entries: UnsafeBufferPointer<Row.Entry>) -> (Bool?, Int) in
                            var index = top.next
                            while index < entries.count {
                                let symbol = entries[index].symbol
                                guard let known = settled(symbol) else {
                                    record(symbol, fixed: nil)
                                    owner.rowsWalked += 1
                                    stack.append((symbol, 0))
                                    return (nil, index)
                                }
                                if !known { return (true, index) }
                                index += 1
                            }
                            return (false, index)
                        }
                    stack[position].next = next
                    guard let free else { continue }
                    record(top.symbol, fixed: !free)
                    stack.removeLast()
                }
            }
        }
        return settled(start) ?? false
    }

    /// The verdict on a symbol when it needs no walk: recorded already, or
    /// pinned or not if non-basic; nil for a basic symbol not yet walked.
    private func settled(_ symbol: Symbol) -> Bool? {
        switch verdict(symbol) {
        case 1: return true
        case 2, 3: return false
        default: break
        }
        guard !tableau.isBasic(symbol) else { return nil }
        let fixed = isPinned(symbol)
        mark(symbol, verdict: fixed ? 1 : 2)
        return fixed
    }

    /// Records a verdict, or with nil that the symbol's row is being walked.
    private func record(_ symbol: Symbol, fixed: Bool?) {
        mark(symbol, verdict: fixed.map { $0 ? 1 : 2 } ?? 3)
    }

    /// Whether a non-basic symbol cannot move at the optimum: a required
    /// equality's marker, a restricted symbol whose reduced cost surely
    /// charges for any increase, or a blocked one.
    private func isPinned(_ symbol: Symbol) -> Bool {
        if costsToMove(symbol) { return true }
        guard isBlocked(symbol) else { return false }
        owner.metBlockedSlack = true
        return true
    }

    /// Whether a row at zero keeps `symbol` at zero, read from the
    /// restricted rows that name it (the column index). A non-basic
    /// restricted symbol is blocked when it costs nothing to move but a
    /// restricted row `subject = Σ c·s` of value zero, with every term
    /// either a pinned symbol or a restricted one with `c <= 0`, names it
    /// with `c < 0`: the row stays non-negative only while the symbol stays
    /// at zero (an inequality held tight by other constraints, where the
    /// slack's reduced cost alone says it could move).
    private func isBlocked(_ symbol: Symbol) -> Bool {
        let known = answers(symbol) >> 2
        if known != 0 { return known == 1 }
        let occurrences = tableau.column[Int(symbol)]
        var found = false
        for index in 0..<occurrences.count where !found {
            let occurrence = occurrences[index], slot = Int(occurrence.slot)
            guard tableau.subjects[slot] >= 0, !tableau.isPassive[slot] else { continue }
            let row = tableau.rows[slot]
            guard row.constant == 0, row.entries[Int(occurrence.position)].coefficient < 0 else { continue }
            found = row.entries.allSatisfy { entry in
                costsToMove(entry.symbol) || (tableau.kind(entry.symbol).isRestricted && entry.coefficient <= 0)
            }
        }
        mark(symbol, blocked: found ? 1 : 2)
        return found
    }

    /// Whether a non-basic symbol is a marker, or restricted with a reduced
    /// cost that charges for any increase. A reduced cost that rounding may
    /// have left of a zero (in the relative mode) counts as zero, to be safe.
    private func costsToMove(_ symbol: Symbol) -> Bool {
        switch tableau.kind(symbol) {
        case .dummy: return true
        case .external: return false
        case .slack, .error:
            let precision = tableau.precision
            return tableau.objective.leadingSign(of: symbol, precision: precision, levels: levelCount) > 0
                && !(precision.isRelative && tableau.objective.leadIsDoubtful(symbol))
        }
    }
}

extension Solver {
    /// A test of which variables the required equalities alone fix (see
    /// ``RequiredEqualityTest``). It reads the tableau as it is now: its
    /// answers hold until the solver next changes.
    package func requiredEqualityTest() -> RequiredEqualityTest {
        RequiredEqualityTest(tableau: tableau, symbolOfVariable: symbolOfVariable,
                             groupOfSymbol: groupOfSymbol, groups: groups)
    }
}

/// Whether the required equalities alone fix a variable: its row names,
/// directly or through the rows it names, only markers of required
/// equalities, which are always zero. Such a variable has one value on
/// every point that satisfies the required equalities, whatever the other
/// constraints (optional ones, inequalities) and their constants: the same
/// value in any layout of the same required equalities, fresh or not.
///
/// Required inequalities that hold a value both ways count as an equality:
/// the slack of `w >= 50` is fixed where `w <= 50` is required too (an
/// image whose hugging and compression resistance are both required). A
/// restricted row of value zero whose subject and symbols are all markers
/// of required constraints, each named with a coefficient of at most zero
/// (or a required equality's, of any sign), stays non-negative only while
/// every slack it names below zero stays at zero; its value depends on
/// those constraints' constants alone.
///
/// Any other non-basic symbol is a coordinate that the required constraints
/// leave free, so a variable fixed by them has, written in non-basic
/// symbols alone, no term in one. A row that names other basic symbols
/// can name a free symbol through two of them whose terms cancel, and
/// rounding can leave a term of nothing: the answer is then `false`, which
/// means only that the test could not show it. Answers are kept by symbol, so asking about
/// many variables that share rows walks each row once; they are kept in a
/// dictionary, not a table of every symbol, so a test that asks about a
/// few variables costs what their rows do, however large the tableau.
package struct RequiredEqualityTest: RowWalk {
    fileprivate let tableau: Tableau
    private let symbolOfVariable: IdentityTable
    private let groupOfSymbol: [Int32]
    private let groups: [ConstraintGroup?]
    /// Made with room for the dozen or so symbols a variable's rows
    /// usually reach: grown from empty, it was rehashed four times.
    private var verdicts = [Symbol: Bool](minimumCapacity: 16)
    private var sums: [SumKey: Bool] = [:]
    /// By non-basic slack of a required inequality: whether a row holds it
    /// at zero (see above).
    private var heldAtZero: [Symbol: Bool] = [:]

    fileprivate init(tableau: Tableau, symbolOfVariable: IdentityTable,
                     groupOfSymbol: [Int32], groups: [ConstraintGroup?]) {
        self.tableau = tableau
        self.symbolOfVariable = symbolOfVariable
        self.groupOfSymbol = groupOfSymbol
        self.groups = groups
    }

    /// Whether the required equalities alone fix `variable` (see above);
    /// `false` for a variable the solver does not know. Where the walk by
    /// symbol meets a free symbol, the variable's row is written out as a
    /// sum (``fixes(_:budget:)``), whose terms in it may cancel: an item's
    /// width held by its parent's edges, whose row the simplex wrote
    /// through the lengths of the items it holds.
    package mutating func fixes(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return false }
        return isFixed(symbol) || sumIsFixed(SumKey(symbols: [symbol], coefficients: [1]), budget: Self.sumBudget)
    }

    /// The entries a sum is written out to at most by default.
    package static let sumBudget = 64

    /// Whether the required equalities alone fix the sum of `terms` (see
    /// above): the rows of its variables, and the rows those name, written
    /// out and added, leave a term in no symbol but markers. Terms that
    /// cancel must cancel exactly (a centre, `left + 0.5 × width`, held
    /// where neither is); the answer is `false` past `budget` entries
    /// written out, so that a long chain of rows costs no more than that.
    /// Answers are kept by the terms, as by symbol for one variable.
    package mutating func fixes(_ terms: [Term], budget: Int = sumBudget) -> Bool {
        // One term is fixed as its variable is, whatever its coefficient.
        let single = terms.count == 1 && terms[0].coefficient != 0
        var key = SumKey()
        for term in terms {
            guard let symbol = symbolOfVariable[ObjectIdentifier(term.variable)] else { return false }
            if single && isFixed(symbol) { return true }
            key.symbols.append(symbol)
            key.coefficients.append(single ? 1 : term.coefficient)
        }
        return sumIsFixed(key, budget: budget)
    }

    /// ``fixes(_:budget:)`` of a sum by its symbols.
    private mutating func sumIsFixed(_ key: SumKey, budget: Int) -> Bool {
        if let known = sums[key] { return known }
        var pending = Array(zip(key.symbols, key.coefficients))
        var sum: [Symbol: Double] = [:]
        var left = budget
        var fixed = true
        while let (symbol, coefficient) = pending.popLast() {
            if tableau.kind(symbol) == .dummy || verdicts[symbol] == true { continue }
            guard tableau.isBasic(symbol) else {
                if !isHeldAtZero(symbol) { sum[symbol, default: 0] += coefficient }
                continue
            }
            let row = tableau.row(of: symbol)
            left -= row.count
            guard left >= 0 else {
                fixed = false
                break
            }
            for entry in row.entries { pending.append((entry.symbol, coefficient * entry.coefficient)) }
        }
        fixed = fixed && sum.values.allSatisfy { $0 == 0 }
        sums[key] = fixed
        return fixed
    }

    /// A sum asked about: its symbols and their coefficients, in order.
    private struct SumKey: Hashable {
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
    }

    /// The verdict on a symbol when it needs no walk: known already, a
    /// marker of a required equality (fixed, basic or not), a slack held at
    /// zero (fixed), or another non-basic symbol (free); nil for a basic
    /// symbol not yet walked.
    fileprivate mutating func settled(_ symbol: Symbol) -> Bool? {
        if let known = verdicts[symbol] { return known }
        if tableau.kind(symbol) == .dummy { return true }
        return tableau.isBasic(symbol) ? nil : isHeldAtZero(symbol)
    }

    /// Whether a non-basic symbol is the slack of a required inequality
    /// that a restricted row holds at zero (see above).
    private mutating func isHeldAtZero(_ symbol: Symbol) -> Bool {
        guard tableau.kind(symbol) == .slack, isRequiredMarker(symbol) else { return false }
        if let known = heldAtZero[symbol] { return known }
        var held = false
        for occurrence in tableau.column[Int(symbol)] where !held {
            let slot = Int(occurrence.slot)
            let row = tableau.rows[slot]
            guard row.constant == 0, row.entries[Int(occurrence.position)].coefficient < 0,
                  isRequiredMarker(tableau.subjects[slot])
            else { continue }
            held = row.entries.allSatisfy { entry in
                switch tableau.kind(entry.symbol) {
                case .dummy: true
                case .slack: entry.coefficient <= 0 && isRequiredMarker(entry.symbol)
                case .error, .external: false
                }
            }
        }
        heldAtZero[symbol] = held
        return held
    }

    /// Whether `symbol` marks a required constraint.
    private func isRequiredMarker(_ symbol: Symbol) -> Bool {
        let group = groupOfSymbol[Int(symbol)]
        return group >= 0 && groups[Int(group)]?.isRequired == true
    }

    /// A symbol being walked reads as free (see ``RowWalk``).
    fileprivate mutating func record(_ symbol: Symbol, fixed: Bool?) {
        verdicts[symbol] = fixed ?? false
    }
}

/// A memoised depth-first walk over rows that finds whether a symbol is
/// fixed: a basic symbol is when every symbol of its row is, a non-basic
/// one by the walk's own rule (``settled(_:)``). Rows never refer to one
/// another in a cycle (restricted rows name only non-basic symbols,
/// passive rows are kept acyclic), so the walk ends; a symbol met again
/// while its row is walked, which only such a cycle would do, reads as
/// free rather than being walked for ever. It keeps its own stack because
/// a chain of passive rows can be as deep as the layout is long.
private protocol RowWalk {
    var tableau: Tableau { get }
    /// The verdict on a symbol when it needs no walk: recorded already, or
    /// decided by the walk's rule; nil for a basic symbol not yet walked.
    mutating func settled(_ symbol: Symbol) -> Bool?
    /// Records a verdict, or with nil that the symbol's row is being walked.
    mutating func record(_ symbol: Symbol, fixed: Bool?)
}

extension RowWalk {
    mutating func isFixed(_ start: Symbol) -> Bool {
        if let known = settled(start) { return known }
        record(start, fixed: nil)
        var stack: [(symbol: Symbol, next: Int)] = [(start, 0)]
        while let top = stack.last {
            let row = tableau.row(of: top.symbol)
            var index = top.next
            var descended = false
            var free = false
            while index < row.count {
                let symbol = row.entries[index].symbol
                index += 1
                guard let known = settled(symbol) else {
                    stack[stack.count - 1].next = index - 1
                    record(symbol, fixed: nil)
                    stack.append((symbol, 0))
                    descended = true
                    break
                }
                if !known {
                    free = true
                    break
                }
            }
            if descended { continue }
            record(top.symbol, fixed: !free)
            stack.removeLast()
        }
        return settled(start) ?? false
    }
}
