/// A key of an ``IndexTable``: equality, and 64 bits that spread keys over
/// the table's slots.
protocol IndexTableKey: Equatable {
    var tableBits: UInt64 { get }
}

extension ObjectIdentifier: IndexTableKey {
    /// The object's address (objects are 16-byte aligned).
    @inline(__always)
    var tableBits: UInt64 { UInt64(UInt(bitPattern: self)) >> 4 }
}

/// A map from objects (variables, constraints): found by identity.
typealias IdentityTable = IndexTable<ObjectIdentifier>

/// A map from keys to small integers, with open addressing: a lookup costs
/// a multiplication and a probe or two, where `Dictionary` would run
/// SipHash. No iteration exists, so no order is ever observed.
struct IndexTable<Key: IndexTableKey> {
    /// A key and its value side by side, so that a probe reads one array.
    private struct Entry {
        var key: Key?
        var value: Int32
    }

    private var entries = Array(repeating: Entry(key: nil, value: -1), count: 16)
    private(set) var count = 0

    /// Fibonacci hashing of the key's bits.
    @inline(__always)
    private func slot(for key: Key) -> Int {
        Self.slot(for: key, mask: entries.count - 1)
    }

    /// The key's first slot in a table of `mask + 1` slots.
    @inline(__always)
    private static func slot(for key: Key, mask: Int) -> Int {
        let mixed = key.tableBits &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    subscript(key: Key) -> Int32? {
        get {
            var index = slot(for: key)
            while let stored = entries[index].key {
                if stored == key { return entries[index].value }
                index = (index + 1) & (entries.count - 1)
            }
            return nil
        }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// Forgets every key, keeping the storage.
    mutating func removeAll() {
        for index in entries.indices { entries[index].key = nil }
        count = 0
    }

    private mutating func insert(_ key: Key, _ value: Int32) {
        if (count + 1) * 2 > entries.count { grow() }
        var index = slot(for: key)
        while let stored = entries[index].key {
            if stored == key { entries[index].value = value; return }
            index = (index + 1) & (entries.count - 1)
        }
        entries[index] = Entry(key: key, value: value)
        count += 1
    }

    /// Stores a key that is known to be absent, in a table with room for it.
    private mutating func place(_ key: Key, _ value: Int32) {
        var index = slot(for: key)
        while entries[index].key != nil { index = (index + 1) & (entries.count - 1) }
        entries[index] = Entry(key: key, value: value)
    }

    /// Removes a key, moving the rest of its probe run back into place.
    private mutating func remove(_ key: Key) {
        var index = slot(for: key)
        while let stored = entries[index].key {
            if stored == key { break }
            index = (index + 1) & (entries.count - 1)
        }
        guard entries[index].key != nil else { return }
        entries[index].key = nil
        count -= 1
        var next = (index + 1) & (entries.count - 1)
        while let stored = entries[next].key {
            let value = entries[next].value
            entries[next].key = nil
            place(stored, value)
            next = (next + 1) & (entries.count - 1)
        }
    }

    /// Makes room for `additional` more keys without growing again.
    mutating func reserve(_ additional: Int) {
        while (count + additional) * 2 > entries.count { grow() }
    }

    /// Doubles the slots and places every key anew. The entries move
    /// through raw buffers: indexing the arrays would check the new one's
    /// uniqueness and both bounds at every probe.
    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: nil, value: -1), count: old.count * 2)
        let mask = entries.count - 1
        entries.withUnsafeMutableBufferPointer { slots in
            old.withUnsafeBufferPointer { old in
                for entry in old {
                    guard let key = entry.key else { continue }
                    var index = Self.slot(for: key, mask: mask)
                    while slots[index].key != nil { index = (index + 1) & mask }
                    slots[index] = entry
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
