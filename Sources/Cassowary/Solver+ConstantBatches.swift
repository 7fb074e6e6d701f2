extension Solver {
    /// Changes the constants of several constraints and re-solves once, as
    /// a layout pass applies the constant changes gathered since the last
    /// one (see ``setConstant(_:of:)`` for one).
    ///
    /// The changes are made together: constants that could not hold one at
    /// a time may hold together. When together they cannot hold, each is
    /// made in turn, in the order given, and a change that cannot hold is
    /// left out (its constraint keeps its constant). A constraint named
    /// twice takes its last constant.
    /// - Returns: the changes left out, in the order given, each with its
    ///   error (as ``setConstant(_:of:)`` would throw it); empty when every
    ///   change was made.
    /// - Complexity: one run of the dual simplex for the changes of
    ///   constraints that have a row of their own (most), where a change at
    ///   a time runs it once per change.
    @discardableResult
    public func setConstants(_ changes: [(constant: Double, constraint: Constraint)])
        -> [(constraint: Constraint, error: SolverError)] {
        var failures: [(position: Int, constraint: Constraint, error: SolverError)] = []
        var latest: [Int: Double] = [:]
        var order: [(index: Int, constraint: Constraint, position: Int)] = []
        for (position, (constant, constraint)) in changes.enumerated() {
            guard let index = recordOfConstraint[ObjectIdentifier(constraint)].map(Int.init) else {
                failures.append((position, constraint, .unknownConstraint(constraint)))
                continue
            }
            guard constant.isFinite else {
                failures.append((position, constraint,
                                 .invalidNumber("the constant \(NumberFormatting.string(constant)) of \(constraint) is not finite")))
                continue
            }
            if latest.updateValue(constant, forKey: index) == nil { order.append((index, constraint, position)) }
        }
        let shiftable = order.filter { canShiftInPlace(record: $0.index) && records[$0.index]!.constant != latest[$0.index]! }
        if shiftable.count > 1, (try? shiftTogether(shiftable.map { ($0.index, latest[$0.index]!) })) != nil {
            // The absolute mode measures a moved required constraint (the
            // relative mode measures them all after such a call).
            let off = usesRelativeTolerances ? nil : shiftable.first { isOffItsPromise($0.constraint) }
            noteSuccessfulCall(measuring: off?.constraint)
            let done = Set(shiftable.map(\.index))
            order.removeAll { done.contains($0.index) }
        }
        for (index, constraint, position) in order {
            // A drift check after a change may rebuild the tableau, which
            // numbers the records anew: the record is looked up again.
            guard let current = recordOfConstraint[ObjectIdentifier(constraint)].map(Int.init) else {
                failures.append((position, constraint, .unknownConstraint(constraint)))
                continue
            }
            do {
                try changeConstant(record: current, to: latest[index]!)
                noteSuccessfulCall(measuring: constraint)
            } catch {
                failures.append((position, constraint, error))
            }
        }
        return failures.sorted { $0.position < $1.position }.map { ($0.constraint, $0.error) }
    }

    /// Shifts every group's rows by its change (each a record that
    /// `canShiftInPlace(record:)`), then restores feasibility once; all or
    /// nothing.
    private func shiftTogether(_ changes: [(index: Int, constant: Double)]) throws(InsertionFailure) {
        try transaction { () throws(InsertionFailure) in
            for (index, constant) in changes {
                let group = Int(records[index]!.group)
                let delta = constant - records[index]!.constant
                shiftMarker(of: groups[group]!, by: delta)
                updateGroup(group) { $0.constant += delta }
                updateRecord(index) { $0.constant = constant }
            }
            try restoreFeasibilityAfterShifts()
        }
    }
}
