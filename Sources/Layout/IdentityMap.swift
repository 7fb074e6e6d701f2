/// A map from objects, by identity, to values: the engine's tables keyed
/// by constraint (each region's constraints, the layout constraint behind
/// each solver constraint) or by item (its content-size constraints).
///
/// Every constraint activated goes into its regions' maps, so an
/// insertion is a multiplication and a probe or two, with open addressing,
/// where `Dictionary` would run SipHash. The entries sit densely in one array;
/// the hash table holds only their positions, so that growing it rehashes
/// 4-byte integers and moves no entry. A map of up to ``linearLimit``
/// entries has no hash table: a look-up scans the entries, and most
/// regions hold no more constraints than that, so that each is spared the
/// table's allocation. Its order is arbitrary, as a dictionary's: whoever
/// needs an order sorts.
struct IdentityMap<Value> {
    private struct Entry {
        var key: ObjectIdentifier
        var value: Value
    }

    /// The entries, in no meaningful order.
    private var entries: [Entry] = []
    /// Per slot, 1 + the position in ``entries`` of the entry whose key
    /// hashes there (or after, by linear probing), or 0 for none. A power
    /// of two in length once more than ``linearLimit`` entries were stored
    /// (empty until then).
    private var slots: [Int32] = []

    /// The most entries the map holds without a hash table: an item with an
    /// intrinsic size commonly has a dozen constraints, its two floors and
    /// four content-size constraints among them.
    static var linearLimit: Int { 16 }

    init() {}

    /// The number of keys.
    var count: Int { entries.count }

    /// Whether the map has its hash table: it has held more than
    /// ``linearLimit`` entries.
    var hasHashTable: Bool { !slots.isEmpty }

    /// Fibonacci hashing of the address (objects are 16-byte aligned).
    @inline(__always)
    private func home(of key: ObjectIdentifier) -> Int {
        let mixed = (UInt64(UInt(bitPattern: key)) >> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (slots.count - 1)
    }

    /// The slot that holds `key`, if any (with a hash table).
    @inline(__always)
    private func slot(of key: ObjectIdentifier) -> Int? {
        guard !slots.isEmpty else { return nil }
        var index = home(of: key)
        while slots[index] != 0 {
            if entries[Int(slots[index]) - 1].key == key { return index }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The position in ``entries`` of `key`, if any.
    @inline(__always)
    private func position(of key: ObjectIdentifier) -> Int? {
        guard !slots.isEmpty else { return entries.firstIndex { $0.key == key } }
        return slot(of: key).map { Int(slots[$0]) - 1 }
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// The values, in no meaningful order.
    var values: some Sequence<Value> {
        entries.lazy.map(\.value)
    }

    /// Stores `value` for a key the map does not hold: no look-up for the
    /// key first (a region taking in a constraint just activated, which
    /// no region holds while it is inactive).
    mutating func insertNew(_ key: ObjectIdentifier, _ value: Value) {
        assert(position(of: key) == nil, "the map holds the key already")
        if !appendWithoutTable(key, value) { insert(key, value) }
    }

    /// Appends a new key's entry while the map has no hash table and room
    /// for one more entry without it; returns false when the entry needs
    /// the table.
    @inline(__always)
    private mutating func appendWithoutTable(_ key: ObjectIdentifier, _ value: Value) -> Bool {
        guard slots.isEmpty, entries.count < Self.linearLimit else { return false }
        // Room for every entry the map holds without a table, in one allocation.
        if entries.capacity == entries.count { entries.reserveCapacity(Self.linearLimit) }
        entries.append(Entry(key: key, value: value))
        return true
    }

    /// Stores `value` for `key`: one probe finds the key or the free slot
    /// a new key takes (probed again only when the table grows first).
    private mutating func insert(_ key: ObjectIdentifier, _ value: Value) {
        if slots.isEmpty, let position = entries.firstIndex(where: { $0.key == key }) {
            entries[position].value = value
            return
        }
        if appendWithoutTable(key, value) { return }
        var index = 0
        if !slots.isEmpty {
            index = home(of: key)
            while slots[index] != 0 {
                let position = Int(slots[index]) - 1
                if entries[position].key == key {
                    entries[position].value = value
                    return
                }
                index = (index + 1) & (slots.count - 1)
            }
        }
        if (entries.count + 1) * 4 > slots.count * 3 {
            grow()
            index = freeSlot(for: key)
        }
        // Room for what the table holds before it next grows, in one
        // allocation rather than growing one entry at a time.
        if entries.capacity == entries.count { entries.reserveCapacity(slots.count * 3 / 4) }
        entries.append(Entry(key: key, value: value))
        slots[index] = Int32(entries.count)
    }

    /// The first free slot from the key's home.
    @inline(__always)
    private func freeSlot(for key: ObjectIdentifier) -> Int {
        var index = home(of: key)
        while slots[index] != 0 { index = (index + 1) & (slots.count - 1) }
        return index
    }

    /// Stores `reference` (1 + a position in ``entries``) in the first free
    /// slot from the key's home.
    @inline(__always)
    private mutating func place(_ reference: Int, for key: ObjectIdentifier) {
        slots[freeSlot(for: key)] = Int32(reference)
    }

    /// Removes a key: its slot empties, the rest of its probe run moves back
    /// into place, and the last entry takes its position in ``entries``.
    private mutating func remove(_ key: ObjectIdentifier) {
        if slots.isEmpty {
            guard let position = entries.firstIndex(where: { $0.key == key }) else { return }
            let last = entries.count - 1
            if position != last { entries[position] = entries[last] }
            entries.removeLast()
            return
        }
        guard let found = slot(of: key) else { return }
        let position = Int(slots[found]) - 1
        slots[found] = 0
        var next = (found + 1) & (slots.count - 1)
        while slots[next] != 0 {
            let reference = Int(slots[next])
            slots[next] = 0
            place(reference, for: entries[reference - 1].key)
            next = (next + 1) & (slots.count - 1)
        }
        let last = entries.count - 1
        if position != last {
            let moved = entries[last]
            slots[slot(of: moved.key)!] = Int32(position + 1)
            entries[position] = moved
        }
        entries.removeLast()
    }

    /// Doubles the table (made with room for one entry more than
    /// ``linearLimit``) and places every entry's position again.
    private mutating func grow() {
        var count = max(16, slots.count * 2)
        while (entries.count + 1) * 4 > count * 3 { count *= 2 }
        slots = Array(repeating: 0, count: count)
        for position in entries.indices { place(position + 1, for: entries[position].key) }
    }
}
