/// What the solver knows of one constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The current constant of the normal form.
    var constant: Double
    var priority: Double
    var weight: Double
    /// Insertion order, for conflicts and exported documents.
    let sequence: Int
    /// Whether the record holds an edit variable's constraint.
    let isEdit: Bool
    /// Whether the record is a pull (see `Solver+Pulls.swift`): held as a
    /// cost in the objective, with no row, while the tolerances are absolute.
    var isPull = false
    /// The group whose row holds the constraint.
    var group: Int32 = -1
    /// The groups of the alias equalities (`v == u`) through which the
    /// constraint was rewritten to join its group.
    var aliasGroups: [Int32] = []

    var isRequired: Bool { priority == 1000 }
}

/// One row of the tableau and the constraints it stands for.
///
/// Constraints that are the same once aliases are resolved (`w1 == 50` and
/// `w2 == 50` after `w2 == w1`, at the same priority) share one group: a
/// required group holds its constraint once, an optional group carries the
/// sum of its members' weights. A grid of N × N cells that each ask for the
/// same column width thus costs one row per column instead of N, and moving
/// the column moves one error instead of N.
struct ConstraintGroup {
    let relation: Relation
    /// The members' priority; a pair's `<=` member's.
    var priority: Double
    /// The sum of the members' weights; a pair's `<=` member's weight.
    var weight: Double
    /// The current constant of the group's equation.
    var constant: Double
    /// The slack, dummy or positive error that marks the group's row; -1
    /// for a pull's group, which has no row (see ``isPull``).
    let marker: Symbol
    /// The second error of an optional group, or -1.
    let other: Symbol
    /// The records the group stands for, in the order they joined.
    var members: SmallList<Int32>
    /// The key under which further constraints can join, or nil.
    var key: GroupKey?
    /// The canonical terms of the group's equation (see `equation`): they
    /// confirm a match of its key, and refactorization rebuilds its row
    /// from them.
    let terms: [(symbol: Symbol, coefficient: Double)]
    /// For a pair (see `Solver+Pairs.swift`), the priority and weight of
    /// its `>=` member, whose error is ``other``; ``priority`` and
    /// ``weight`` are then those of its `<=` member, whose error is
    /// ``marker``. Nil for every other group.
    var pairedSide: PairedSide? = nil

    /// Whether a constraint with these canonical terms and constant has
    /// exactly the group's equation.
    func matches(terms other: [(symbol: Symbol, coefficient: Double)], constant: Double, relation: Relation,
                 priority: Double) -> Bool {
        guard relation == self.relation, priority == self.priority, constant == self.constant,
              other.count == terms.count else { return false }
        return other.allSatisfy { term in terms.contains { $0.symbol == term.symbol && $0.coefficient == term.coefficient } }
    }

    var isRequired: Bool { priority == 1000 }

    /// The coefficient of the marker in the group's equation: 1 for a
    /// required equality's dummy and an inequality `<=`'s slack, -1 for
    /// an inequality `>=`'s slack and an optional equality's positive
    /// error (see `makeMarkers`). Worked out rather than stored: a group
    /// is copied into the undo log at each change.
    var markerSign: Double {
        switch relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: isRequired ? 1 : -1
        }
    }

    /// Whether the group is a pull's: its cost, weight × its terms, sits in
    /// the objective, and it has no marker, no errors and no row.
    var isPull: Bool { marker < 0 }

    /// Whether the group is a pair: two opposite optional inequalities on
    /// one equation, held as one optional equality whose two errors cost
    /// at each member's own priority and weight.
    var isPair: Bool { pairedSide != nil }

    /// Calls `body` with each error symbol and the priority and weight at
    /// which it costs in the objective (nothing for a required group or a
    /// pull).
    @inline(__always)
    func forEachErrorCost(_ body: (_ error: Symbol, _ priority: Double, _ weight: Double) -> Void) {
        guard !isRequired, !isPull else { return }
        if let pairedSide {
            body(marker, priority, weight)
            body(other, pairedSide.priority, pairedSide.weight)
        } else {
            for error in errors { body(error, priority, weight) }
        }
    }

    /// The priority and weight at which `symbol`, one of the group's
    /// errors, costs.
    func cost(of error: Symbol) -> (priority: Double, weight: Double) {
        if let pairedSide, error == other { return (pairedSide.priority, pairedSide.weight) }
        return (priority, weight)
    }

    /// The error symbols whose sum is the group's violation (none for a pull).
    var errors: ErrorSymbols {
        guard !isRequired, !isPull else { return ErrorSymbols(firstSymbol: -1, secondSymbol: -1, count: 0) }
        return relation == .equal ? ErrorSymbols(firstSymbol: marker, secondSymbol: other, count: 2)
            : ErrorSymbols(firstSymbol: other, secondSymbol: -1, count: 1)
    }
}

/// The priority and weight of a pair's `>=` member (see
/// ``ConstraintGroup/pairedSide``).
struct PairedSide: Equatable {
    var priority: Double
    var weight: Double
}

/// A group's error symbols: none for a required group, the two errors of
/// an optional equality, the one of an optional inequality. A collection
/// of its own, since an array of them would be an allocation per use.
struct ErrorSymbols: RandomAccessCollection {
    let firstSymbol: Symbol
    let secondSymbol: Symbol
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Symbol {
        precondition(position >= 0 && position < count, "error index out of range")
        return position == 0 ? firstSymbol : secondSymbol
    }
}

/// Identifies constraints that can share a group: the same terms over
/// alias-resolved symbols, constant, relation and priority, bit for bit.
/// The key is a hash; a group found by it is compared term by term before
/// anything joins it, and a colliding group simply takes no members.
struct GroupKey: IndexTableKey {
    let hash: UInt64

    /// The hash, already mixed.
    var tableBits: UInt64 { hash }

    init(terms: [(symbol: Symbol, coefficient: Double)], constant: Double, relation: Relation, priority: Double) {
        // Order-independent: a sum of mixed terms.
        var sum: UInt64 = 0
        for term in terms {
            sum &+= Self.mix(UInt64(UInt32(bitPattern: term.symbol)) &* 0x9E37_79B9_7F4A_7C15 ^ (term.coefficient + 0).bitPattern)
        }
        let relationCode: UInt64 = relation == .equal ? 1 : relation == .lessThanOrEqual ? 2 : 3
        hash = Self.mix(sum ^ Self.mix((constant + 0).bitPattern ^ relationCode) ^ Self.mix(priority.bitPattern &+ relationCode))
    }

    /// SplitMix64's finaliser.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An edit variable: the optional constraint `variable == value` whose value
/// each suggestion changes.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var value: Double
    let sequence: Int
}
