/// Two opposite optional inequalities on one expression, held as one row.
///
/// An item's content size asks for two constraints per axis: hugging,
/// `width <= 104` at 250, and compression resistance, `width >= 104` at
/// 750. Each would be a row with a slack and an error. Together they say
/// "width == 104, and a width above costs at 250, one below at 750": one
/// optional equality, `width - 104 = plus - minus`, whose `plus` error
/// costs at the `<=` member's priority and weight and whose `minus` error
/// at the `>=` member's. At every value of the width the cheapest errors
/// are those the two rows would have (at most one of them non-zero), so
/// the objective, the solution and each member's violation are the same,
/// for one row and two symbols instead of two rows and four.
///
/// A pair forms when the two are added together, one right after the
/// other (as a layout engine adds an item's content size), with the same
/// terms, bit for bit the same constant, and no alias to resolve; a
/// constraint that an existing group already stands for joins it instead.
/// Anything that changes one member alone (its constant, its priority,
/// its removal) first takes it out of the pair, whose row then holds the
/// other member alone (see `split(pair:leaving:)`); both
/// constants moving alike move the row (`setConstants(_:)`).
extension Solver {
    /// Whether `first` and `second` can be held as a pair: optional
    /// inequalities of opposite directions on the same expression.
    static func arePair(_ first: Constraint, _ second: Constraint) -> Bool {
        guard first.relation != .equal, second.relation != .equal, first.relation != second.relation,
              !first.priority.isRequired, !second.priority.isRequired,
              first.expression.constant == second.expression.constant,
              first.expression.terms.count == second.expression.terms.count, !first.expression.terms.isEmpty
        else { return false }
        for (a, b) in zip(first.expression.terms, second.expression.terms)
        where a.variable !== b.variable || a.coefficient != b.coefficient {
            return false
        }
        return true
    }

    /// Attaches two new records that ``arePair(_:_:)`` accepted as one
    /// pair; returns false, with nothing changed, when their equation goes
    /// through an alias or an existing group already stands for either.
    func attachPair(_ first: Int, _ second: Int) throws(InsertionFailure) -> Bool {
        let firstIsLess = records[first]!.constraint.relation == .lessThanOrEqual
        let (less, greater) = firstIsLess ? (first, second) : (second, first)
        let constant = records[less]!.constant
        var expression = records[less]!.constraint.expression
        expression.constant = constant
        let canonical = self.canonical(expression, resolvingAliases: true)
        guard canonical.aliasGroups.isEmpty, !canonical.terms.isEmpty else { return false }
        for member in [less, greater] {
            let key = GroupKey(terms: canonical.terms, constant: constant,
                               relation: records[member]!.constraint.relation, priority: records[member]!.priority)
            if groupOfKey[key] != nil { return false }
        }
        var members = SmallList(Int32(less))
        members.append(Int32(greater))
        let group = try placeGroup(terms: canonical.terms, constant: constant, relation: .equal,
                                   priority: records[less]!.priority, weight: records[less]!.weight,
                                   members: members, key: nil,
                                   pairedSide: PairedSide(priority: records[greater]!.priority,
                                                          weight: records[greater]!.weight))
        // New records: undoing their allocation discards them.
        updateRecord(less, logged: false) { $0.group = Int32(group) }
        updateRecord(greater, logged: false) { $0.group = Int32(group) }
        return true
    }

    /// Takes `index` out of its pair, whose row then stands for the other
    /// member alone: the leaving member's error no longer costs and becomes
    /// the slack of the other's inequality (`expression = plus - minus` is
    /// `expression - slack + error = 0` for the `>=` member with `plus` as
    /// its slack, `expression + slack - error = 0` for the `<=` member with
    /// `minus` as its slack). No row moves; the primal simplex takes what
    /// the lost cost frees.
    func split(pair group: Int, leaving index: Int) throws(InsertionFailure) {
        let pair = groups[group]!
        let (less, greater) = pairMembers(of: pair)
        let side = pair.pairedSide!
        updateRecord(index) { $0.group = -1 }
        let leavingIsLess = Int(less) == index
        let (leavingError, leavingPriority, leavingWeight) = leavingIsLess
            ? (pair.marker, pair.priority, pair.weight) : (pair.other, side.priority, side.weight)
        if let level = tableau.objective.index(of: leavingPriority) {
            tableau.addCost(-leavingWeight, of: leavingError, level: level)
        }
        countLevelMember(leavingPriority, by: -1)
        // The leaving member's error is the remaining inequality's slack,
        // its marker; the remaining member's error stays its error.
        let remaining = ConstraintGroup(relation: leavingIsLess ? .greaterThanOrEqual : .lessThanOrEqual,
                                        priority: leavingIsLess ? side.priority : pair.priority,
                                        weight: leavingIsLess ? side.weight : pair.weight,
                                        constant: pair.constant, marker: leavingError,
                                        other: leavingIsLess ? pair.other : pair.marker,
                                        members: SmallList(leavingIsLess ? greater : less), key: nil, terms: pair.terms)
        updateGroup(group) { $0 = remaining }
        try optimize()
    }

    /// The other member of the pair `index` belongs to, if it belongs to one.
    func pairPartner(of index: Int) -> Int? {
        let group = Int(records[index]!.group)
        guard groups[group]!.isPair else { return nil }
        let (less, greater) = (groups[group]!.members[0], groups[group]!.members[1])
        return Int(less) == index ? Int(greater) : Int(less)
    }

    /// The member of a pair that a value's expansion rests on: the one
    /// whose error it names. When it names both (the value is held where
    /// both hold exactly), the one the rest of the layout presses against
    /// (see `pressure(on:)`); with no pressure, the one of higher
    /// priority, the `>=` member between equals.
    func pairMember(deciding group: ConstraintGroup, in expansion: Row) -> Int32 {
        let (less, greater) = pairMembers(of: group)
        let namesLess = expansion.index(of: group.marker) != nil
        let namesGreater = expansion.index(of: group.other) != nil
        guard namesLess && namesGreater else { return namesLess ? less : greater }
        switch pressure(on: group) {
        case .up: return less
        case .down: return greater
        case .none: return group.pairedSide!.priority >= group.priority ? greater : less
        }
    }

    /// Which way the rest of the layout presses a pair's expression, both
    /// errors being non-basic: the objective's reduced cost of `plus` (the
    /// error that grows with the expression) is its own cost less what
    /// the rest would gain per unit the expression grows. Read level by
    /// level from the highest priority, the first difference decides.
    private func pressure(on group: ConstraintGroup) -> PairPressure {
        for index in 0..<tableau.objective.count {
            let level = tableau.objective[index]
            var gain = -level.coefficient(group.marker)
            if level.priority == group.priority { gain += group.weight }
            if abs(gain) > Tolerance.epsilon * max(1, group.weight) { return gain > 0 ? .up : .down }
        }
        return .none
    }

    /// See `pressure(on:)`.
    private enum PairPressure { case up, down, none }

    /// A pair's `<=` member and its `>=` member.
    func pairMembers(of group: ConstraintGroup) -> (less: Int32, greater: Int32) {
        (group.members[0], group.members[1])
    }
}
