/// The solver's edit variables, found by the variable's identity with an
/// ``IdentityTable`` (a suggestion costs a probe or two, where a
/// `Dictionary` would run SipHash), kept in an array in no particular
/// order.
struct EditTable {
    private(set) var records: [EditRecord] = []
    /// Each variable's place in `records`.
    private var positions = IdentityTable()

    var count: Int { records.count }

    /// The place of `variable`'s edit in ``records``, or nil when it is not
    /// an edit variable.
    func position(of variable: Variable) -> Int? {
        positions[ObjectIdentifier(variable)].map(Int.init)
    }

    subscript(variable: Variable) -> EditRecord? {
        position(of: variable).map { records[$0] }
    }

    /// Records the suggested value of the edit at `position`.
    mutating func setValue(_ value: Double, at position: Int) {
        records[position].value = value
    }

    /// Adds the edit of a variable that is not an edit variable yet.
    mutating func insert(_ record: EditRecord) {
        positions[ObjectIdentifier(record.variable)] = Int32(records.count)
        records.append(record)
    }

    /// Removes `variable`'s edit; the last edit takes its place.
    mutating func remove(_ variable: Variable) {
        guard let position = position(of: variable) else { return }
        positions[ObjectIdentifier(variable)] = nil
        let last = records.removeLast()
        if position < records.count {
            records[position] = last
            positions[ObjectIdentifier(last.variable)] = Int32(position)
        }
    }
}
