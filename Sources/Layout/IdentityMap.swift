/// A map from objects, by identity, to objects: the engine's tables keyed
/// by constraint (each region's constraints, the active constraints, the
/// layout constraint behind each solver constraint).
///
/// Every constraint activated goes into three of them, so an insertion is
/// a multiplication and a probe or two, with open addressing, where
/// `Dictionary` would run SipHash. Its order is the keys' addresses': as
/// arbitrary as a dictionary's, so whoever needs an order sorts.
struct IdentityMap<Value: AnyObject> {
    private struct Entry {
        var key: ObjectIdentifier
        var value: Value
    }

    /// A power of two in length once anything was stored (empty until then:
    /// most regions of a large tree hold a few constraints, some none).
    private var entries: [Entry?] = []
    /// The number of keys.
    private(set) var count = 0

    init() {}

    /// Fibonacci hashing of the address (objects are 16-byte aligned).
    @inline(__always)
    private func slot(for key: ObjectIdentifier) -> Int {
        let mixed = (UInt64(UInt(bitPattern: key)) >> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (entries.count - 1)
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard !entries.isEmpty else { return nil }
            var index = slot(for: key)
            while let entry = entries[index] {
                if entry.key == key { return entry.value }
                index = (index + 1) & (entries.count - 1)
            }
            return nil
        }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// The values, in no meaningful order.
    var values: some Sequence<Value> {
        entries.lazy.compactMap { $0?.value }
    }

    private mutating func insert(_ key: ObjectIdentifier, _ value: Value) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        var index = slot(for: key)
        while let entry = entries[index] {
            if entry.key == key {
                entries[index]!.value = value
                return
            }
            index = (index + 1) & (entries.count - 1)
        }
        entries[index] = Entry(key: key, value: value)
        count += 1
    }

    /// Stores an entry whose key is known to be absent, in a table with room for it.
    private mutating func place(_ entry: consuming Entry) {
        var index = slot(for: entry.key)
        while entries[index] != nil { index = (index + 1) & (entries.count - 1) }
        entries[index] = entry
    }

    /// Removes a key, moving the rest of its probe run back into place.
    private mutating func remove(_ key: ObjectIdentifier) {
        guard !entries.isEmpty else { return }
        var index = slot(for: key)
        while let entry = entries[index] {
            if entry.key == key { break }
            index = (index + 1) & (entries.count - 1)
        }
        guard entries[index] != nil else { return }
        entries[index] = nil
        count -= 1
        var next = (index + 1) & (entries.count - 1)
        while let entry = entries[next] {
            entries[next] = nil
            place(entry)
            next = (next + 1) & (entries.count - 1)
        }
    }

    /// Doubles the table (from 8 slots: room for a region's usual few
    /// constraints), moving the entries rather than copying them.
    private mutating func grow() {
        var old: [Entry?] = Array(repeating: nil, count: max(8, entries.count * 2))
        swap(&old, &entries)
        old.withUnsafeMutableBufferPointer { old in
            for index in old.indices {
                if let entry = old[index].take() { place(entry) }
            }
        }
    }
}
