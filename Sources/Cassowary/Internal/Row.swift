/// A sparse linear form `constant + Σ coefficient·symbol`, stored as
/// parallel arrays in insertion order.
///
/// As a tableau row it reads `subject = constant + Σ coefficient·symbol`.
/// A row stored in the tableau also keeps, for each entry, its position in
/// the symbol's column list (`links`), so that the entry can leave that list
/// in O(1); rows outside the tableau leave `links` empty.
struct Row {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    var links: [Int32] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var count: Int { symbols.count }
    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, if present. - Complexity: O(count).
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        symbols.firstIndex(of: symbol)
    }

    /// The coefficient of `symbol` (0 when absent). - Complexity: O(count).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return coefficients[index]
    }

    /// Appends a symbol that is not yet present (rows outside the tableau).
    @inline(__always)
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    /// Removes the entry at `index` by moving the last entry into its place
    /// (rows outside the tableau).
    @inline(__always)
    mutating func remove(at index: Int) {
        let last = symbols.count - 1
        if index != last {
            symbols[index] = symbols[last]
            coefficients[index] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// The row without its links, as stored outside the tableau.
    var unlinked: Row {
        var copy = self
        copy.links = []
        return copy
    }
}

/// Where a symbol occurs: a row slot and the entry's position in that row.
struct Occurrence {
    var slot: Int32
    var position: Int32
}
