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
        // Each record once, at its first change's place, with its last
        // constant. A layout pass makes a few changes at a time: those are
        // found again by a scan, and only a long batch pays for hashing.
        var order: [(index: Int, constraint: Constraint, position: Int, constant: Double)] = []
        order.reserveCapacity(changes.count)
        var placeOfRecord: [Int: Int] = [:]
        let scans = changes.count <= 16
        for (position, (constant, constraint)) in changes.enumerated() {
            guard let index = recordOfConstraint[ObjectIdentifier(constraint)].map(Int.init) else {
                failures.append((position, constraint, .unknownConstraint(constraint)))
                continue
            }
            guard constant.isFinite else {
                failures.append((position, constraint, nonFiniteConstant(constant, record: index)))
                continue
            }
            let place = scans ? order.firstIndex { $0.index == index } : placeOfRecord[index]
            if let place {
                order[place].constant = constant
            } else {
                if !scans { placeOfRecord[index] = order.count }
                order.append((index, constraint, position, constant))
            }
        }
        // Split in one pass: a layout pass calls this for a few changes,
        // and each array made on the way cost as much as a shift.
        var shiftable: [Shift] = []
        var others: [(index: Int, constraint: Constraint, position: Int, constant: Double)] = []
        shiftable.reserveCapacity(order.count)
        // The places in `order` of the second members of pairs that move
        // as one (see below); empty until there is one.
        var movedWithPartner: [Bool] = []
        for (place, entry) in order.enumerated() where movedWithPartner.isEmpty || !movedWithPartner[place] {
            let moves = records[entry.index]!.constant != entry.constant
            if moves && canShiftInPlace(record: entry.index) {
                shiftable.append(Shift(index: entry.index, constraint: entry.constraint, constant: entry.constant))
            } else if moves, !isProbing, let partner = pairPartner(of: entry.index),
                      let partnerPlace = scans ? order.firstIndex(where: { $0.index == partner }) : placeOfRecord[partner],
                      order[partnerPlace].constant == entry.constant {
                // Both members of a pair moving alike (an item's content
                // size changing) move its one row; either alone splits it.
                shiftable.append(Shift(index: entry.index, constraint: entry.constraint, constant: entry.constant,
                                       partner: partner))
                if movedWithPartner.isEmpty { movedWithPartner = Array(repeating: false, count: order.count) }
                movedWithPartner[partnerPlace] = true
            } else {
                others.append(entry)
            }
        }
        if shiftable.count > 1 || shiftable.first?.partner != nil, (try? shiftTogether(shiftable)) != nil {
            // The absolute mode measures a moved required constraint (the
            // relative mode measures them all after such a call).
            let off = usesRelativeTolerances ? nil : shiftable.first { isOffItsPromise($0.constraint) }
            noteSuccessfulCall(measuring: off?.constraint)
            order = others
        }
        for (_, constraint, position, constant) in order {
            // A drift check after a change may rebuild the tableau, which
            // numbers the records anew: the record is looked up again.
            guard let current = recordOfConstraint[ObjectIdentifier(constraint)].map(Int.init) else {
                failures.append((position, constraint, .unknownConstraint(constraint)))
                continue
            }
            do {
                try changeConstant(record: current, to: constant)
                noteSuccessfulCall(measuring: constraint)
            } catch {
                failures.append((position, constraint, error))
            }
        }
        guard !failures.isEmpty else { return [] }
        return failures.sorted { $0.position < $1.position }.map { ($0.constraint, $0.error) }
    }

    /// Shifts every group's rows by its change (each a record that
    /// `canShiftInPlace(record:)`), then restores feasibility once; all or
    /// nothing.
    private func shiftTogether(_ changes: [Shift]) throws(InsertionFailure) {
        try transaction { () throws(InsertionFailure) in
            for change in changes {
                let group = Int(records[change.index]!.group)
                let delta = change.constant - records[change.index]!.constant
                shiftMarker(of: groups[group]!, by: delta)
                updateGroup(group) { $0.constant += delta }
                updateRecord(change.index) { $0.constant = change.constant }
                if let partner = change.partner { updateRecord(partner) { $0.constant = change.constant } }
            }
            try restoreFeasibilityAfterShifts()
        }
    }

    /// A constant change that shifts rows in place: one record's, or with
    /// `partner`, both members' of a pair.
    private struct Shift {
        let index: Int
        let constraint: Constraint
        let constant: Double
        var partner: Int?
    }
}
