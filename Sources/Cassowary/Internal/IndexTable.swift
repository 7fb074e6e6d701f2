/// A key of an ``IndexTable``: equality, and 64 bits that place it in the
/// table, keys whose bits differ only in their low bits side by side.
protocol IndexTableKey: Equatable {
    var tableBits: UInt64 { get }
}

extension ObjectIdentifier: IndexTableKey {
    /// The object's address in 16-byte units (objects are 16-byte aligned):
    /// objects allocated one after another have bits close together.
    @inline(__always)
    var tableBits: UInt64 { UInt64(UInt(bitPattern: self)) >> 4 }
}

/// A map from objects (variables, constraints): found by identity.
typealias IdentityTable = IndexTable<ObjectIdentifier>

/// A map from keys to small integers (0 or more), with open addressing: a
/// look-up costs a multiplication and a probe or two, where `Dictionary`
/// would run SipHash. No iteration exists, so no order is ever observed.
///
/// **Where a key goes.** Each key has a *home* slot that keeps neighbours
/// near: keys whose bits differ only in their low bits (objects allocated
/// one after another) have homes side by side, so that the look-ups of a
/// layout's objects, made in about the order they were created, read the
/// table in order instead of all over it (once the table outgrows the
/// caches, a look-up at a random slot waits for memory). A key whose home
/// is taken is *displaced*, and its home marked so that a look-up knows to
/// look further: to the first free one of the few slots after its home,
/// else of a sequence that starts at a mixed slot and steps by an odd
/// mixed stride (double hashing). Keys from allocations in a regular
/// pattern can fill long runs of homes, to whose end linear probing would
/// walk; a sequence of scattered slots finds a free one in about two
/// probes, whatever the pattern.
///
/// A removed key leaves a marker that look-ups walk past, and a home stays
/// marked as displaced until the table is rebuilt: both are cleared when
/// the keys and markers would fill more than half of the slots.
struct IndexTable<Key: IndexTableKey> {
    /// A slot: a key and its value side by side, so that a probe reads one
    /// array, and whether a key whose home this is was displaced.
    private struct Entry {
        var key: Key?
        /// The value (31 bits), then the displacement mark (bit 31). A slot
        /// without a key holds ``free`` or ``removed`` as its value.
        private var word: UInt32

        /// A slot holding `key` and `value`, unmarked.
        init(key: Key?, value: Int32) {
            self.key = key
            word = UInt32(bitPattern: value)
        }

        @inline(__always) var value: Int32 { Int32(bitPattern: word & ~(1 << 31)) }

        @inline(__always) var isHomeOfDisplaced: Bool {
            get { word >> 31 != 0 }
            set { word = word & ~(1 << 31) | (newValue ? 1 << 31 : 0) }
        }

        /// Holds `key` and `value` from now on, keeping the slot's mark.
        @inline(__always) mutating func store(_ key: Key?, _ value: Int32) {
            self.key = key
            word = word & (1 << 31) | UInt32(bitPattern: value)
        }
    }

    /// The value of a slot that has held no key since the table was last
    /// rebuilt: a displaced key's sequence ends there.
    private static var free: Int32 { 0 }
    /// The value of a slot whose key was removed: sequences walk past it.
    private static var removed: Int32 { 1 }

    private var entries = Array(repeating: Entry(key: nil, value: free), count: 16)
    /// log2 of the number of slots.
    private var slotBits = 4
    private(set) var count = 0
    /// Slots holding the ``removed`` marker.
    private var removedCount = 0

    private static var golden: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// How many slots after its home a displaced key tries before its
    /// sequence: a slot or three, read with the home's cache line mostly,
    /// where a neighbour's key took its home.
    private static var nearby: Int { 3 }

    /// The key's home slot in a table of `1 << slotBits` slots: its low bits
    /// as they are, offset by a mix of the rest, so that keys close in
    /// their bits are close in the table.
    @inline(__always)
    private static func home(of bits: UInt64, slotBits: Int) -> Int {
        let offset = ((bits &>> UInt64(truncatingIfNeeded: slotBits)) &* golden) &>> 32
        return Int(truncatingIfNeeded: bits &+ offset) & (1 &<< slotBits &- 1)
    }

    /// Where a displaced key's sequence starts, and its stride (odd, so
    /// that the sequence visits every slot).
    @inline(__always)
    private static func sequence(of bits: UInt64, slotBits: Int) -> (start: Int, stride: Int) {
        let mixed = bits &* golden
        let mask = 1 &<< slotBits &- 1
        return (Int(truncatingIfNeeded: mixed &>> UInt64(truncatingIfNeeded: 64 &- slotBits)), Int(truncatingIfNeeded: mixed &>> 7) & mask | 1)
    }

    /// The slot holding `key`, if any: its home, read inline, or a slot
    /// further on when its home is marked.
    @inline(__always)
    private func slot(of key: Key) -> Int? {
        let bits = key.tableBits
        let home = Self.home(of: bits, slotBits: slotBits)
        let entry = entries[home]
        if entry.key == key { return home }
        guard entry.isHomeOfDisplaced else { return nil }
        return slot(ofDisplaced: key, bits: bits, home: home)
    }

    /// The slot holding `key`, displaced from `home`, if any.
    @inline(never)
    private func slot(ofDisplaced key: Key, bits: UInt64, home: Int) -> Int? {
        let mask = entries.count - 1
        for step in 1...Self.nearby {
            let index = (home &+ step) & mask
            if entries[index].key == key { return index }
            // A displaced key takes the first of these slots without a key.
            if entries[index].key == nil && entries[index].value == Self.free { return nil }
        }
        var (index, stride) = Self.sequence(of: bits, slotBits: slotBits)
        while true {
            if entries[index].key == key { return index }
            if entries[index].key == nil && entries[index].value == Self.free { return nil }
            index = (index &+ stride) & mask
        }
    }

    subscript(key: Key) -> Int32? {
        @inline(__always) get {
            guard let index = slot(of: key) else { return nil }
            return entries[index].value
        }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// Forgets every key, keeping the storage.
    mutating func removeAll() {
        for index in entries.indices { entries[index] = Entry(key: nil, value: Self.free) }
        count = 0
        removedCount = 0
    }

    private mutating func insert(_ key: Key, _ value: Int32) {
        precondition(value >= 0, "an index table holds values of 0 or more")
        if let index = slot(of: key) {
            entries[index].store(key, value)
            return
        }
        if (count + removedCount + 1) * 2 > entries.count {
            // Markers in an eighth of the slots or more: cleared in a table
            // of the same size, which then has that eighth free for the
            // keys and markers to come before the next rebuild; fewer: the
            // table doubles.
            rebuild(slotsFor: removedCount * 8 >= entries.count ? count + 1 : entries.count)
        }
        // A free home is written here, inline: `place` runs in a closure
        // over the raw buffer, a call for every key.
        let home = Self.home(of: key.tableBits, slotBits: slotBits)
        let previous: Int32
        if entries[home].key == nil {
            previous = entries[home].value
            entries[home].store(key, value)
        } else {
            let slotBits = self.slotBits
            previous = entries.withUnsafeMutableBufferPointer { entries in
                Self.place(key, value, in: entries, slotBits: slotBits)
            }
        }
        if previous == Self.removed { removedCount -= 1 }
        count += 1
    }

    /// Stores a key that is absent, in a table with room for it, at its
    /// home if that is free, else along its sequence (marking its home),
    /// and returns the value the slot had: ``free`` or ``removed``. Raw
    /// buffers: indexing the array would check its uniqueness and bounds
    /// at every probe.
    @inline(__always)
    private static func place(_ key: Key, _ value: Int32, in entries: UnsafeMutableBufferPointer<Entry>,
                              slotBits: Int) -> Int32 {
        let bits = key.tableBits
        var index = home(of: bits, slotBits: slotBits)
        if entries[index].key != nil {
            let home = index
            entries[home].isHomeOfDisplaced = true
            let mask = entries.count - 1
            var step = 1
            repeat {
                index = (home &+ step) & mask
                step += 1
            } while entries[index].key != nil && step <= nearby
            if entries[index].key != nil {
                let stride: Int
                (index, stride) = sequence(of: bits, slotBits: slotBits)
                while entries[index].key != nil { index = (index &+ stride) & mask }
            }
        }
        let previous = entries[index].value
        entries[index].store(key, value)
        return previous
    }

    /// Removes a key, leaving the ``removed`` marker in its slot.
    private mutating func remove(_ key: Key) {
        guard let index = slot(of: key) else { return }
        entries[index].store(nil, Self.removed)
        count -= 1
        removedCount += 1
    }

    /// Makes room for `additional` more keys without rebuilding again.
    mutating func reserve(_ additional: Int) {
        if (count + removedCount + additional) * 2 > entries.count { rebuild(slotsFor: count + additional) }
    }

    /// Places every key anew in a table with at least twice `keys` slots
    /// (doubling, so that growth stays amortised): removed markers and
    /// displacement marks go.
    private mutating func rebuild(slotsFor keys: Int) {
        var slots = entries.count
        while keys * 2 > slots { slots *= 2 }
        let old = entries
        entries = Array(repeating: Entry(key: nil, value: Self.free), count: slots)
        slotBits = slots.trailingZeroBitCount
        removedCount = 0
        let slotBits = self.slotBits
        entries.withUnsafeMutableBufferPointer { entries in
            old.withUnsafeBufferPointer { old in
                for entry in old {
                    guard let key = entry.key else { continue }
                    _ = Self.place(key, entry.value, in: entries, slotBits: slotBits)
                }
            }
        }
    }
}

/// An ``IdentityTable`` for the other modules of the package. It is a
/// concrete type whose look-ups are compiled here, specialised: the generic
/// table used from another module runs generic code, which copies its
/// entries through their value witnesses (the look-up of every frame value
/// that moved spent most of its time there).
package struct ObjectIndexTable {
    private var table = IdentityTable()

    package init() {}

    /// The number of keys.
    package var count: Int { table.count }

    package subscript(object: ObjectIdentifier) -> Int32? {
        get { table[object] }
        set { table[object] = newValue }
    }
}
