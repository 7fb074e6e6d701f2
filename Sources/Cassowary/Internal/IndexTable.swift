/// A map from objects (variables, constraints) to small integers, found by
/// identity with an open-addressing table hashed on the object's address: a
/// lookup costs a multiplication and a probe or two, where `Dictionary`
/// would run SipHash. No iteration exists, so no order is ever observed.
struct IdentityTable {
    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 16)
    private var values: [Int32] = Array(repeating: -1, count: 16)
    private(set) var count = 0

    /// Fibonacci hashing of the address (objects are 16-byte aligned).
    @inline(__always)
    private func slot(for key: ObjectIdentifier) -> Int {
        let mixed = (UInt64(UInt(bitPattern: key)) >> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (keys.count - 1)
    }

    subscript(key: ObjectIdentifier) -> Int32? {
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

    private mutating func insert(_ key: ObjectIdentifier, _ value: Int32) {
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
    private mutating func remove(_ key: ObjectIdentifier) {
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
