/// Placing records in groups: constraints that are the same once aliases
/// (`v == u`, which the solver keeps as the row `v = u`) are resolved share
/// one tableau row.
extension Solver {
    /// A constraint's terms over symbols, with the alias groups used to
    /// rewrite them.
    struct Canonical {
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        var aliasGroups: [Int32] = []
    }

    /// The constraint's terms with every variable that is an alias of
    /// another (through a required equality `v == u`) replaced by the
    /// variable it stands for; `resolvingAliases: false` keeps them as written.
    func canonical(_ expression: Expression, resolvingAliases: Bool) -> Canonical {
        var result = Canonical()
        result.terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            var symbol = self.symbol(for: term.variable)
            while resolvingAliases, let (target, group) = aliasTarget(of: symbol) {
                if !result.aliasGroups.contains(group) { result.aliasGroups.append(group) }
                symbol = target
            }
            if let index = result.terms.firstIndex(where: { $0.symbol == symbol }) {
                result.terms[index].coefficient += term.coefficient
                if result.terms[index].coefficient == 0 { result.terms.remove(at: index) }
            } else {
                result.terms.append((symbol, term.coefficient))
            }
        }
        return result
    }

    /// When `symbol`'s row is exactly `symbol = target - dummy` (the row a
    /// required equality `symbol == target` leaves), the target and the
    /// equality's group.
    private func aliasTarget(of symbol: Symbol) -> (Symbol, Int32)? {
        guard tableau.isPassiveBasic(symbol) else { return nil }
        let row = tableau.row(of: symbol)
        guard row.count == 2, row.constant == 0 else { return nil }
        let (first, second) = (row.entries[0], row.entries[1])
        let (target, marker) = tableau.kind(first.symbol) == .external ? (first, second) : (second, first)
        guard tableau.kind(target.symbol) == .external, target.coefficient == 1,
              tableau.kind(marker.symbol) == .dummy else { return nil }
        let group = groupOfSymbol[Int(marker.symbol)]
        guard group >= 0, groups[Int(group)]!.marker == marker.symbol else { return nil }
        return (target.symbol, group)
    }

    /// Puts a record into a group: an existing one with the same key, or a
    /// new row. Edits, and records whose aliases are being taken apart
    /// (`resolvingAliases: false`), always get a row of their own.
    ///
    /// A record allocated by the transaction in progress (`isNew`) takes
    /// its group without an undo of its own: undoing the allocation
    /// discards the record.
    func attach(record index: Int, resolvingAliases: Bool = true, isNew: Bool = false) throws(InsertionFailure) {
        // The record's values, read in place: a copy of the record would
        // retain its alias list as well, at every constraint added.
        let record = (constraint: records[index]!.constraint, constant: records[index]!.constant,
                      priority: records[index]!.priority, weight: records[index]!.weight,
                      isEdit: records[index]!.isEdit, isPull: records[index]!.isPull,
                      isRequired: records[index]!.isRequired)
        if record.isPull && !tableau.precision.isRelative {
            try placePull(record: index, isNew: isNew)
            return
        }
        var expression = record.constraint.expression
        expression.constant = record.constant
        let canonical = self.canonical(expression, resolvingAliases: resolvingAliases && !record.isEdit)
        // Duplicates worth sharing a row are optional constraints and
        // required inequalities (repeated minimum sizes); edits never share.
        let mergeable = !record.isEdit && (!record.isRequired || record.constraint.relation != .equal)
        let key = mergeable ? GroupKey(terms: canonical.terms, constant: record.constant,
                                       relation: record.constraint.relation, priority: record.priority) : nil
        let group: Int
        if let key, let existing = groupOfKey[key],
           groups[Int(existing)]!.matches(terms: canonical.terms, constant: record.constant,
                                          relation: record.constraint.relation, priority: record.priority) {
            group = Int(existing)
            updateGroup(group) { $0.members.append(Int32(index)); $0.weight += record.weight }
            if !record.isRequired {
                let level = tableau.objective.index(of: record.priority)!
                for error in groups[group]!.errors { tableau.addCost(record.weight, of: error, level: level) }
                try optimize()
            }
        } else {
            // A key already taken by a different equation (a hash collision)
            // is not registered again: the new group just takes no members.
            let free = key.map { groupOfKey[$0] == nil } ?? false
            group = try placeGroup(terms: canonical.terms, constant: record.constant,
                                   relation: record.constraint.relation, priority: record.priority,
                                   weight: record.weight, members: SmallList(Int32(index)), key: free ? key : nil)
        }
        updateRecord(index, logged: !isNew) { $0.group = Int32(group); $0.aliasGroups = canonical.aliasGroups }
        for alias in canonical.aliasGroups { addAliasDependent(Int32(index), of: alias) }
    }

    /// Takes a record out of its group; the group's row goes when it was the
    /// last member (after the records rewritten through it got rows of their own).
    func detach(record index: Int) throws(InsertionFailure) {
        let record = records[index]!
        let group = Int(record.group)
        if groups[group]!.isPair { return try split(pair: group, leaving: index) }
        for alias in record.aliasGroups { removeAliasDependent(Int32(index), of: alias) }
        updateRecord(index) { $0.group = -1; $0.aliasGroups = [] }
        if groups[group]!.members.count == 1 && groups[group]!.members[0] == Int32(index) {
            try separateDependents(ofGroup: group)
            try removeRows(ofGroup: groups[group]!)
            releaseGroup(group)
            return
        }
        updateGroup(group) { group in
            group.members.removeAll { $0 == Int32(index) }
            group.weight -= record.weight
        }
        if !record.isRequired {
            let level = tableau.objective.index(of: record.priority)!
            for error in groups[group]!.errors { tableau.addCost(-record.weight, of: error, level: level) }
            try optimize()
        }
    }

    /// Gives every record rewritten through the group's equation a row of
    /// its own, written as the user wrote it, before that equation changes
    /// or goes.
    ///
    /// The primal simplex runs once, after the last record, not after each
    /// record leaves and comes back: every step keeps the tableau feasible
    /// (a record that comes back violated is mended by the dual simplex),
    /// and only the optimum has to wait. A stack aligns every item to its
    /// first, and those alignments are rewritten through the first one's:
    /// optimizing after each of them pivoted through rows in proportion to
    /// the stack, and taking the first item's alignment away cost O(N²).
    func separateDependents(ofGroup group: Int) throws(InsertionFailure) {
        guard let dependents = aliasDependents[Int32(group)] else { return }
        let outermost = !defersOptimization
        defersOptimization = true
        defer { if outermost { defersOptimization = false } }
        tableau.separatedRecords += dependents.count
        for dependent in dependents {
            try detach(record: Int(dependent))
            try attach(record: Int(dependent), resolvingAliases: false)
        }
        if outermost {
            defersOptimization = false
            try optimize()
        }
    }

    /// Every record a group's equation stands for, with the records of the
    /// alias equalities their rewriting relied on, recursively.
    func recordsBehind(group: Int32) -> [Int32] {
        var result: [Int32] = []
        var pending = [group]
        var seen: Set<Int32> = [group]
        while let next = pending.popLast() {
            for member in groups[Int(next)]!.members {
                result.append(member)
                for alias in records[Int(member)]!.aliasGroups where seen.insert(alias).inserted {
                    pending.append(alias)
                }
            }
        }
        return result
    }
}
