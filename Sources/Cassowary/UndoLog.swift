/// How to undo the bookkeeping changes of a transaction, newest last.
///
/// The records and groups a change replaced are kept beside the entries,
/// which name them by position: an entry takes a few words, where one
/// holding a group took over a hundred bytes, and a transaction that adds
/// thousands of constraints together (``Solver/addConstraints(_:)``) wrote
/// and copied them all.
struct UndoLog {
    private(set) var entries: [BookkeepingUndo] = []
    private var replacedRecords: [ConstraintRecord] = []
    private var replacedGroups: [ConstraintGroup] = []

    var count: Int { entries.count }

    @inline(__always)
    mutating func append(_ undo: BookkeepingUndo) { entries.append(undo) }

    /// Keeps a record a change replaces; returns its position for the entry.
    mutating func keep(_ record: ConstraintRecord) -> Int32 {
        replacedRecords.append(record)
        return Int32(replacedRecords.count - 1)
    }

    /// Keeps a group a change replaces; returns its position for the entry.
    mutating func keep(_ group: ConstraintGroup) -> Int32 {
        replacedGroups.append(group)
        return Int32(replacedGroups.count - 1)
    }

    func record(at position: Int32) -> ConstraintRecord { replacedRecords[Int(position)] }
    func group(at position: Int32) -> ConstraintGroup { replacedGroups[Int(position)] }

    /// Drops the entries from `count` on (the records and groups they kept
    /// stay until ``removeAll()``: a probe's rollbacks are few).
    mutating func removeEntries(from count: Int) { entries.removeLast(entries.count - count) }

    /// Empties the log, keeping its storage for the next transaction.
    /// Emptying an empty array still costs a generic call: most
    /// transactions replace no record or group.
    @inline(__always)
    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAllKeepingStorage() }
        if !replacedRecords.isEmpty { replacedRecords.removeAllKeepingStorage() }
        if !replacedGroups.isEmpty { replacedGroups.removeAllKeepingStorage() }
    }

    /// Makes room for `count` more entries.
    mutating func reserve(_ count: Int) { entries.reserveCapacity(entries.count + count) }
}
