/// Where each symbol occurs, for one sort of row: the restricted rows (the
/// column index) or the passive rows (the references), in one store.
///
/// A symbol's first occurrence sits in its header, inline: most symbols
/// (the slack and error symbols of one constraint) occur in one row. The
/// others sit in a block of one pool shared by every symbol, taken from a
/// free list by size (8, 16, 32… occurrences) and given back when the list
/// outgrows it or is dropped. An array of its own for each list that
/// reaches a second occurrence would cost an allocation each, and the
/// work would walk between them.
///
/// The order of a list is that of its insertions, except that removing an
/// occurrence moves the last one into its place; the simplex's tie-breaks
/// read lists in this order. A value type: a copy (the tableau saved
/// around a trial refactorization) copies the store at its first change.
struct OccurrenceLists {
    private var store = Store()

    /// The number of symbols with a list.
    var count: Int { store.headerCount }

    /// The occurrences the pool has room for in the blocks it handed out
    /// so far, in use or free: it grows only when no free block fits.
    var pooledOccurrences: Int { store.poolCount }

    // MARK: Reading

    /// The list of `symbol`, read in place. Hold it only while reading:
    /// it shares the store, which a change to any list then copies.
    @inline(__always)
    subscript(symbol: Int) -> OccurrenceList {
        let header = store.headers[symbol]
        return OccurrenceList(store: store, first: header.first, rest: store.pool + Int(max(header.block, 0)),
                              count: header.count)
    }

    /// The number of occurrences of `symbol`.
    @inline(__always)
    func count(of symbol: Int) -> Int { store.headers[symbol].count }

    /// Whether `symbol` occurs nowhere.
    @inline(__always)
    func isEmpty(_ symbol: Int) -> Bool { store.headers[symbol].isEmpty }

    /// Calls `body` with each occurrence of `symbol` in order, reading the
    /// store in place; `body` must not change the lists.
    @inline(__always)
    func forEach(of symbol: Int, _ body: (Occurrence) -> Void) {
        withReader { $0.forEach(of: symbol, body) }
    }

    /// Runs `body` with a reader of the lists as they are, which reads
    /// the store through pointers taken once; `body` must not change the
    /// lists (the store lives as long as they stay as they are).
    @inline(__always)
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        body(Reader(headers: store.headers, pool: store.pool))
    }

    /// The lists read through pointers (see ``withReader(_:)``).
    struct Reader {
        fileprivate let headers: UnsafePointer<Header>
        fileprivate let pool: UnsafePointer<Occurrence>

        /// Calls `body` with each occurrence of `symbol` in order.
        @inline(__always)
        func forEach(of symbol: Int, _ body: (Occurrence) -> Void) {
            let header = headers + symbol
            if header.pointee.isEmpty { return }
            body(header.pointee.first)
            if header.pointee.restCount == 0 { return }
            let rest = pool + Int(header.pointee.block)
            for index in 0..<Int(header.pointee.restCount) { body(rest[index]) }
        }
    }

    // MARK: Changing

    /// Adds an empty list for a new symbol.
    @inline(__always)
    mutating func appendSymbol() {
        makeUnique()
        store.appendHeader()
    }

    /// Makes room for `additional` more symbols.
    mutating func reserveSymbols(_ additional: Int) {
        makeUnique()
        store.reserveHeaders(additional)
    }

    /// Appends `occurrence` to the list of `symbol` and returns its index
    /// in the list.
    @inline(__always)
    mutating func append(_ occurrence: Occurrence, to symbol: Int) -> Int {
        makeUnique()
        return store.append(occurrence, to: symbol)
    }

    /// Removes the occurrence at `index` of the list of `symbol` by moving
    /// the last one into its place, and returns the occurrence moved, or
    /// nil when `index` was the last.
    @inline(__always)
    mutating func removeMovingLast(at index: Int, of symbol: Int) -> Occurrence? {
        makeUnique()
        return store.removeMovingLast(at: index, of: symbol)
    }

    /// Sets the row position of the occurrence at `index` of the list of `symbol`.
    @inline(__always)
    mutating func setPosition(_ position: Int32, at index: Int, of symbol: Int) {
        makeUnique()
        store.setPosition(position, at: index, of: symbol)
    }

    /// Empties the list of `symbol`, giving its block back to the pool.
    @inline(__always)
    mutating func removeAll(of symbol: Int) {
        makeUnique()
        store.removeAll(of: symbol)
    }

    /// Empties the list of `symbol` into `occurrences` (emptied first), in order.
    mutating func take(_ symbol: Int, into occurrences: inout [Occurrence]) {
        // Popped: `removeAll(keepingCapacity:)` is a generic call of some 300 instructions.
        while !occurrences.isEmpty { occurrences.removeLast() }
        let header = store.headers[symbol]
        if header.isEmpty { return }
        occurrences.append(header.first)
        if header.block >= 0 {
            occurrences.append(contentsOf: UnsafeBufferPointer(start: store.pool + Int(header.block),
                                                               count: Int(header.restCount)))
        }
        removeAll(of: symbol)
    }

    /// Drops the lists of the symbols from `count` on.
    mutating func truncate(to count: Int) {
        guard count < store.headerCount else { return }
        makeUnique()
        for symbol in count..<store.headerCount { store.removeAll(of: symbol) }
        store.headerCount = count
    }

    /// Moves the list of each kept symbol `s` to `newSymbol[s]` and drops
    /// the others (see `Tableau.renumber(_:count:)`).
    mutating func renumber(_ newSymbol: [Symbol], count: Int) {
        makeUnique()
        for symbol in 0..<store.headerCount where newSymbol[symbol] < 0 { store.removeAll(of: symbol) }
        for symbol in 0..<store.headerCount where newSymbol[symbol] >= 0 {
            store.headers[Int(newSymbol[symbol])] = store.headers[symbol]
        }
        store.headerCount = Swift.min(count, store.headerCount)
    }

    /// Runs `body` on the store itself, unshared, for a loop of changes
    /// with no check of its uniqueness at each.
    @inline(__always)
    mutating func withStore<Result>(_ body: (Store) -> Result) -> Result {
        makeUnique()
        return body(store)
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&store) { store = store.copy() }
    }

    // MARK: - Storage

    /// One symbol's list: its first occurrence, and the block of the pool
    /// that holds the rest.
    struct Header {
        /// The first occurrence, or the placeholder when the list is empty.
        var first = Occurrence.placeholder
        /// Where the block starts in the pool, or -1 without one.
        var block: Int32 = -1
        /// The occurrences after the first.
        var restCount: Int32 = 0
        /// The block's size class: it holds `Store.smallestBlock << sizeClass` occurrences.
        var sizeClass: Int32 = -1

        @inline(__always) var isEmpty: Bool { first == Occurrence.placeholder }
        @inline(__always) var count: Int { isEmpty ? 0 : 1 + Int(restCount) }
    }

    /// The headers, indexed by symbol, and the pool, in memory the store
    /// manages itself: the loops that change lists reach both through a
    /// pointer, with no uniqueness or bounds check at each occurrence.
    final class Store {
        /// The room of the smallest block: a list that reaches a second
        /// occurrence often reaches more.
        static let smallestBlock = 8
        /// Size classes: more than any list can use, since a block starts
        /// at an `Int32` offset of the pool.
        static let sizeClasses = 32

        // Read and written at every occurrence: no runtime exclusivity checks.
        @exclusivity(unchecked) private(set) var headers: UnsafeMutablePointer<Header>
        @exclusivity(unchecked) var headerCount = 0
        private var headerCapacity: Int
        @exclusivity(unchecked) private(set) var pool: UnsafeMutablePointer<Occurrence>
        /// The pool's used part: blocks in use or on a free list.
        @exclusivity(unchecked) private(set) var poolCount = 0
        @exclusivity(unchecked) private var poolCapacity: Int
        /// The first free block of each size class, or -1; a free block's
        /// first occurrence holds the next one's start in its `slot`.
        @exclusivity(unchecked) private var freeBlocks: UnsafeMutablePointer<Int32>

        init(headerCapacity: Int = 64, poolCapacity: Int = 256) {
            self.headerCapacity = headerCapacity
            self.poolCapacity = poolCapacity
            headers = .allocate(capacity: headerCapacity)
            pool = .allocate(capacity: poolCapacity)
            freeBlocks = .allocate(capacity: Self.sizeClasses)
            freeBlocks.initialize(repeating: -1, count: Self.sizeClasses)
        }

        deinit {
            headers.deallocate()
            pool.deallocate()
            freeBlocks.deallocate()
        }

        /// A store with the same lists.
        func copy() -> Store {
            let copy = Store(headerCapacity: headerCapacity, poolCapacity: poolCapacity)
            copy.headers.initialize(from: headers, count: headerCount)
            copy.headerCount = headerCount
            copy.pool.initialize(from: pool, count: poolCount)
            copy.poolCount = poolCount
            copy.freeBlocks.update(from: freeBlocks, count: Self.sizeClasses)
            return copy
        }

        @inline(__always)
        func appendHeader() {
            if headerCount == headerCapacity { growHeaders() }
            (headers + headerCount).initialize(to: Header())
            headerCount += 1
        }

        /// Makes room for `additional` more symbols' headers.
        func reserveHeaders(_ additional: Int) {
            if headerCount + additional > headerCapacity { growHeaders(to: headerCount + additional) }
        }

        /// Doubles the headers' storage, or more to hold `count`.
        private func growHeaders(to count: Int = 0) {
            headerCapacity = Swift.max(2 * headerCapacity, count)
            let grown = UnsafeMutablePointer<Header>.allocate(capacity: headerCapacity)
            grown.moveInitialize(from: headers, count: headerCount)
            headers.deallocate()
            headers = grown
        }

        @inline(__always)
        func append(_ occurrence: Occurrence, to symbol: Int) -> Int {
            let header = headers + symbol
            if header.pointee.isEmpty {
                header.pointee.first = occurrence
                return 0
            }
            let restCount = Int(header.pointee.restCount)
            if header.pointee.block < 0 || restCount == Self.smallestBlock << Int(header.pointee.sizeClass) {
                grow(symbol)
            }
            pool[Int(header.pointee.block) + restCount] = occurrence
            header.pointee.restCount += 1
            return restCount + 1
        }

        @inline(__always)
        func removeMovingLast(at index: Int, of symbol: Int) -> Occurrence? {
            let header = headers + symbol
            let restCount = Int(header.pointee.restCount)
            if restCount == 0 {
                precondition(index == 0 && !header.pointee.isEmpty, "occurrence index out of range")
                header.pointee.first = .placeholder
                return nil
            }
            let rest = pool + Int(header.pointee.block)
            let last = rest[restCount - 1]
            header.pointee.restCount -= 1
            if index == 0 {
                header.pointee.first = last
            } else if index < restCount {
                rest[index - 1] = last
            } else {
                precondition(index == restCount, "occurrence index out of range")
                return nil
            }
            return last
        }

        @inline(__always)
        func setPosition(_ position: Int32, at index: Int, of symbol: Int) {
            let header = headers + symbol
            if index == 0 {
                precondition(!header.pointee.isEmpty, "occurrence index out of range")
                header.pointee.first.position = position
            } else {
                precondition(index <= Int(header.pointee.restCount), "occurrence index out of range")
                pool[Int(header.pointee.block) + index - 1].position = position
            }
        }

        @inline(__always)
        func removeAll(of symbol: Int) {
            let header = headers + symbol
            if header.pointee.block >= 0 { free(block: header.pointee.block, sizeClass: Int(header.pointee.sizeClass)) }
            header.pointee = Header()
        }

        /// Moves the rest of the list of `symbol` into a block of the next
        /// size class (the smallest, for a list without a block).
        private func grow(_ symbol: Int) {
            let header = headers + symbol
            let sizeClass = Int(header.pointee.sizeClass) + 1
            let block = allocateBlock(sizeClass: sizeClass)
            if header.pointee.block >= 0 {
                (pool + Int(block)).update(from: pool + Int(header.pointee.block), count: Int(header.pointee.restCount))
                free(block: header.pointee.block, sizeClass: sizeClass - 1)
            }
            header.pointee.block = block
            header.pointee.sizeClass = Int32(sizeClass)
        }

        private func allocateBlock(sizeClass: Int) -> Int32 {
            precondition(sizeClass < Self.sizeClasses, "occurrence list too long")
            let free = freeBlocks[sizeClass]
            if free >= 0 {
                freeBlocks[sizeClass] = pool[Int(free)].slot
                return free
            }
            let size = Self.smallestBlock << sizeClass
            if poolCount + size > poolCapacity {
                let capacity = Swift.max(2 * poolCapacity, poolCount + size)
                let grown = UnsafeMutablePointer<Occurrence>.allocate(capacity: capacity)
                grown.moveInitialize(from: pool, count: poolCount)
                pool.deallocate()
                pool = grown
                poolCapacity = capacity
            }
            (pool + poolCount).initialize(repeating: .placeholder, count: size)
            poolCount += size
            return Int32(poolCount - size)
        }

        private func free(block: Int32, sizeClass: Int) {
            pool[Int(block)].slot = freeBlocks[sizeClass]
            freeBlocks[sizeClass] = block
        }
    }
}

/// The occurrences of one symbol, read in place from its
/// ``OccurrenceLists``: the first, then the rest in order.
struct OccurrenceList: RandomAccessCollection {
    /// Kept for its lifetime: `rest` points into it.
    fileprivate let store: OccurrenceLists.Store
    fileprivate let first: Occurrence
    /// The occurrences after the first (not valid when there are none).
    fileprivate let rest: UnsafePointer<Occurrence>
    let count: Int

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Occurrence {
        precondition(position >= 0 && position < count, "occurrence index out of range")
        return position == 0 ? first : rest[position - 1]
    }
}
