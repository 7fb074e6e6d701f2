/// A heap of symbols without duplicates: the work lists of the simplex
/// loops, popped in Bland's order (lowest symbol first), and of row
/// expansion (highest first).
struct SymbolHeap {
    private var heap: [Symbol] = []
    private var queued: [Bool] = []
    /// Whether the highest symbol comes first.
    private let highestFirst: Bool

    init(highestFirst: Bool = false) {
        self.highestFirst = highestFirst
    }

    /// Whether `a` comes out before `b` (or together with it).
    @inline(__always)
    private static func precedes(_ a: Symbol, _ b: Symbol, highestFirst: Bool) -> Bool {
        highestFirst ? a >= b : a <= b
    }

    var isEmpty: Bool { heap.isEmpty }

    /// Whether `symbol` is queued.
    func contains(_ symbol: Symbol) -> Bool {
        Int(symbol) < queued.count && queued[Int(symbol)]
    }

    /// Adds `symbol` unless it is already queued.
    mutating func insert(_ symbol: Symbol) {
        let index = Int(symbol)
        if index >= queued.count {
            queued.append(contentsOf: repeatElement(false, count: index + 1 - queued.count))
        }
        if queued[index] { return }
        queued[index] = true
        heap.append(symbol)
        // Sifted on the raw buffer: each access to the array checked its
        // uniqueness, and row expansion queues and pops every passive
        // subject it reaches.
        let highestFirst = highestFirst
        heap.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                if Self.precedes(heap[parent], heap[child], highestFirst: highestFirst) { break }
                heap.swapAt(parent, child)
                child = parent
            }
        }
    }

    /// Removes and returns the first queued symbol: the lowest, or the
    /// highest for a heap made `highestFirst`.
    mutating func popFirst() -> Symbol? {
        guard let top = heap.first else { return nil }
        queued[Int(top)] = false
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        let highestFirst = highestFirst
        heap.withUnsafeMutableBufferPointer { heap in
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= heap.count { break }
                let right = left + 1
                let child = right < heap.count && !Self.precedes(heap[left], heap[right], highestFirst: highestFirst)
                    ? right : left
                if Self.precedes(heap[parent], heap[child], highestFirst: highestFirst) { break }
                heap.swapAt(parent, child)
                parent = child
            }
        }
        return top
    }

    /// The heap of the same symbols under their new numbers, without those
    /// that have none (-1; see `Tableau.renumber(_:count:)`).
    func renumbered(_ newSymbol: [Symbol]) -> SymbolHeap {
        var result = SymbolHeap(highestFirst: highestFirst)
        for symbol in heap where newSymbol[Int(symbol)] >= 0 { result.insert(newSymbol[Int(symbol)]) }
        return result
    }

    /// Empties the heap.
    mutating func removeAll() {
        for symbol in heap { queued[Int(symbol)] = false }
        heap.removeAllKeepingStorage()
    }
}
