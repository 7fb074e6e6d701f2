/// Pulls: optional equalities `expression == constant` whose caller knows
/// that the required constraints never let `expression` below `constant`
/// (a layout's root pulled towards its smallest size, which its
/// non-negative size bounds). Their violation is then
/// `expression - constant`, a linear cost, so the solver holds one as
/// `weight × expression` in the objective of its priority: no marker, no
/// errors, no row.
///
/// A row would name every symbol the expression reaches: the root of a
/// long stack, written out through its chain of positions, puts a term for
/// every item into that row, and every pivot of an edit anywhere in the
/// stack then runs through it. In the objective the same terms cost only
/// the pivots that change them.
///
/// In the relative mode (a badly scaled system) a pull is an ordinary
/// optional constraint: that mode recomputes reduced costs from the rows
/// and the errors' weights, and a cost spread through passive rows has no
/// place there.
extension Solver {
    /// Adds a pull: an optional equality that the required constraints
    /// never let fall below its constant. It behaves as the same
    /// constraint added with ``addConstraint(_:)`` while that holds; while
    /// it does not (the expression could fall without limit, as when a
    /// chain is taken apart between two calls), the expression stays
    /// where it was, and the pull takes effect again once it is bounded.
    package func addPull(_ constraint: Constraint) throws(SolverError) {
        precondition(constraint.relation == .equal && !constraint.priority.isRequired,
                     "a pull is an optional equality")
        try addNew(constraint, isPull: true)
    }

    /// Gives a pull's record a group of its own whose cost joins the
    /// objective. Its terms are the variables as written: a pull is never
    /// rewritten through aliases, so no alias's removal has to move it.
    func placePull(record index: Int, isNew: Bool) throws(InsertionFailure) {
        let record = records[index]!
        var expression = record.constraint.expression
        expression.constant = record.constant
        let terms = canonical(expression, resolvingAliases: false).terms
        let group = allocateGroup(ConstraintGroup(relation: .equal, priority: record.priority, weight: record.weight,
                                                  constant: record.constant, marker: -1, other: -1,
                                                  members: SmallList(Int32(index)), key: nil, terms: terms))
        updateRecord(index, logged: !isNew) { $0.group = Int32(group) }
        addCost(ofPull: groups[group]!, times: 1)
        try optimize()
    }

    /// Adds `factor × weight × terms` of a pull's group to the objective of
    /// its priority, written in the non-basic symbols.
    func addCost(ofPull group: ConstraintGroup, times factor: Double) {
        let level = tableau.ensureLevel(group.priority)
        tableau.addCost(factor * group.weight, ofTerms: group.terms, level: level)
    }

    /// Whether a pull's cost sits at the level of `priority`. - Complexity:
    /// O(groups), on the simplex's path for a candidate nothing blocks.
    func holdsPulls(at priority: Double) -> Bool {
        groups.contains { $0?.isPull == true && $0!.priority == priority }
    }

    /// A pull's violation at the current values: its expression less its
    /// constant (never negative while the pull's promise holds).
    func violation(ofPull group: ConstraintGroup) -> Double {
        group.terms.reduce(group.constant) { $0 + $1.coefficient * tableau.value(of: $1.symbol) }
    }
}
