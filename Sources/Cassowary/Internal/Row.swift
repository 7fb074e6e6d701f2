/// A sparse linear form `constant + Σ coefficient·symbol`, stored as one
/// contiguous array of entries in insertion order.
///
/// As a tableau row it reads `subject = constant + Σ coefficient·symbol`.
/// A row stored in the tableau also keeps, in each entry, the entry's
/// position in its symbol's occurrence list (`link`), so that the entry can
/// leave that list in O(1); rows outside the tableau leave links at 0.
struct Row {
    struct Entry {
        var symbol: Symbol
        /// The entry's position in the symbol's occurrence list.
        var link: Int32
        var coefficient: Double
    }

    var entries: [Entry] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    @inline(__always) var count: Int { entries.count }
    @inline(__always) var isEmpty: Bool { entries.isEmpty }

    /// The largest |coefficient| (0 for an empty row).
    var largestMagnitude: Double { entries.lazy.map { abs($0.coefficient) }.max() ?? 0 }

    /// The symbols in entry order (allocates; not for hot paths).
    var symbols: [Symbol] { entries.map(\.symbol) }

    /// The position of `symbol`, if present. - Complexity: O(count).
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        entries.firstIndex { $0.symbol == symbol }
    }

    /// The coefficient of `symbol` (0 when absent). - Complexity: O(count).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return entries[index].coefficient
    }

    /// Appends a symbol that is not yet present.
    @inline(__always)
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        entries.append(Entry(symbol: symbol, link: 0, coefficient: coefficient))
    }

    /// Removes the entry at `index` by moving the last entry into its place
    /// (rows outside the tableau: no links to mend).
    @inline(__always)
    mutating func remove(at index: Int) {
        let last = entries.count - 1
        if index != last { entries[index] = entries[last] }
        entries.removeLast()
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in entries.indices { entries[index].coefficient *= factor }
    }
}

/// Where a symbol occurs: a row slot and the entry's position in that row.
struct Occurrence: Equatable {
    var slot: Int32
    var position: Int32

    /// No occurrence (row slots are never negative): marks an empty list.
    static var placeholder: Occurrence { Occurrence(slot: -1, position: -1) }
}
