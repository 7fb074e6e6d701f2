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
    private var keys: [Key?] = Array(repeating: nil, count: 16)
    private var values: [Int32] = Array(repeating: -1, count: 16)
    private(set) var count = 0

    /// Fibonacci hashing of the key's bits.
    @inline(__always)
    private func slot(for key: Key) -> Int {
        let mixed = key.tableBits &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (keys.count - 1)
    }

    subscript(key: Key) -> Int32? {
        get {
            var index = slot(for: key)
            while let stored = keys[index] {
                if stored == key { return values[index] }
                index = (index + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// Forgets every key, keeping the storage.
    mutating func removeAll() {
        for index in keys.indices { keys[index] = nil }
        count = 0
    }

    private mutating func insert(_ key: Key, _ value: Int32) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var index = slot(for: key)
        while let stored = keys[index] {
            if stored == key { values[index] = value; return }
            index = (index + 1) & (keys.count - 1)
        }
        keys[index] = key
        values[index] = value
        count += 1
    }

    /// Removes a key, re-inserting the rest of its probe run.
    private mutating func remove(_ key: Key) {
        var index = slot(for: key)
        while let stored = keys[index] {
            if stored == key { break }
            index = (index + 1) & (keys.count - 1)
        }
        guard keys[index] != nil else { return }
        keys[index] = nil
        count -= 1
        var next = (index + 1) & (keys.count - 1)
        while let stored = keys[next] {
            let value = values[next]
            keys[next] = nil
            count -= 1
            insert(stored, value)
            next = (next + 1) & (keys.count - 1)
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: -1, count: oldKeys.count * 2)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != nil { insert(key!, value) }
    }
}
