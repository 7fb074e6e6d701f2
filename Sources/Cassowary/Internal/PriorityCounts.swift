/// A count for each priority, kept sorted by priority and found by binary
/// search: a system uses a few priorities, and counting an optional
/// group in or out (every optional addition and removal) hashed its
/// priority twice with a `Dictionary`, 1 500 instructions a count.
struct PriorityCounts: Sequence {
    private var entries: [(key: Double, value: Int)] = []

    /// The count of `priority`, or nil when it has none; setting nil removes it.
    subscript(priority: Double) -> Int? {
        get {
            let index = position(of: priority)
            return index < entries.count && entries[index].key == priority ? entries[index].value : nil
        }
        set {
            let index = position(of: priority)
            let found = index < entries.count && entries[index].key == priority
            switch (found, newValue) {
            case let (true, value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case let (false, value?): entries.insert((priority, value), at: index)
            case (false, nil): break
            }
        }
    }

    /// The first index whose priority is not below `priority`.
    private func position(of priority: Double) -> Int {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The priorities and their counts, lowest priority first.
    func makeIterator() -> IndexingIterator<[(key: Double, value: Int)]> {
        entries.makeIterator()
    }
}
