extension Solver {
    /// The optional constraints that do not hold exactly, with by how much,
    /// in the order they were added (edit variables included). Required
    /// constraints always hold.
    public var unsatisfiedConstraints: [(constraint: Constraint, error: Double)] {
        var result: [(Constraint, Double)] = []
        for record in activeRecords() where !record.isRequired {
            let group = groups[Int(record.group)]!
            let error = group.isPull ? abs(violation(ofPull: group))
                : group.isPair ? tableau.value(of: record.constraint.relation == .lessThanOrEqual ? group.marker : group.other)
                : group.errors.reduce(0) { $0 + tableau.value(of: $1) }
            if error > Tolerance.epsilon { result.append((record.constraint, error)) }
        }
        return result
    }

    /// One constraint the solver holds, as a replay would need it: its
    /// current constant and priority and, for an edit variable, the
    /// variable and its suggested value.
    package struct HeldConstraint {
        package var constraint: Constraint
        /// The constant of the normal form (`expression RELATION 0`).
        package var constant: Double
        package var priority: Priority
        package var weight: Double
        package var edit: (variable: Variable, value: Double)?
    }

    /// Every constraint the solver holds, in the order it was added (edit
    /// variables included): what an exported document replays.
    package var heldConstraints: [HeldConstraint] {
        activeRecords().map { record in
            let edit = record.isEdit ? edits.records.first { $0.constraint === record.constraint } : nil
            return HeldConstraint(constraint: record.constraint, constant: record.constant,
                                  priority: Priority(record.priority), weight: record.weight,
                                  edit: edit.map { ($0.variable, $0.value) })
        }
    }

    /// Verifies every internal invariant of the solver, stopping the
    /// program with a message when one fails. For tests, sessions and
    /// fuzzing: not part of the public API.
    package func verifyInvariants() {
        tableau.verifyInvariants()
        for (index, record) in records.enumerated() {
            guard let record else { continue }
            precondition(recordOfConstraint[ObjectIdentifier(record.constraint)] == Int32(index), "record \(index) is not indexed")
            let group = groups[Int(record.group)]!
            precondition(group.members.contains(Int32(index)), "record \(index) is not a member of its group")
            for alias in record.aliasGroups {
                precondition(aliasDependents[alias]?.contains(Int32(index)) == true, "record \(index) is not a dependent of \(alias)")
            }
        }
        for (index, group) in groups.enumerated() {
            guard let group else { continue }
            precondition(!group.members.isEmpty, "group \(index) has no member")
            precondition(group.isPull || groupOfSymbol[Int(group.marker)] == Int32(index),
                         "group \(index) does not own its marker")
            precondition(!group.isPull || (group.members.count == 1 && !tableau.precision.isRelative),
                         "pull group \(index) is shared or held in the relative mode")
            if let pairedSide = group.pairedSide {
                let (less, greater) = pairMembers(of: group)
                precondition(records[Int(less)]!.weight == group.weight && records[Int(less)]!.priority == group.priority
                             && records[Int(greater)]!.weight == pairedSide.weight
                             && records[Int(greater)]!.priority == pairedSide.priority,
                             "pair group \(index) does not cost as its members")
            } else if !group.isRequired {
                let total = group.members.reduce(0.0) { $0 + records[Int($1)]!.weight }
                precondition(abs(total - group.weight) <= 1e-9 * max(1, total), "group \(index) weight \(group.weight) != \(total)")
            }
            if let key = group.key { precondition(groupOfKey[key] == Int32(index), "group \(index) is not found by its key") }
        }
    }
}
