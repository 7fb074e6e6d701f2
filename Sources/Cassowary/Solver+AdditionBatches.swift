extension Solver {
    /// Adds several constraints, as a layout's first pass adds them all
    /// (see ``addConstraint(_:)`` for one).
    ///
    /// The result is the one of adding each in turn, in the order given,
    /// with a constraint that cannot be added left out (the solver as if
    /// it had not been given) and the others added. The additions are made
    /// in steps of up to 128: when none of a step's is left out, which is
    /// the usual case, the checks ``addConstraint(_:)`` makes after each
    /// call (that the rows it changed hold finite numbers, that a required
    /// constraint just added holds to ``promisedAccuracy``, the drift
    /// check) run once, at the step's end. When one cannot be added, its
    /// step is undone and each of the step's constraints is added in turn,
    /// so a step with a conflict costs about twice its additions.
    ///
    /// ```swift
    /// let failures = solver.addConstraints([left, width, right])
    /// // [] when all three hold together
    /// ```
    /// - Returns: the constraints left out, in the order given, each with
    ///   the error ``addConstraint(_:)`` would throw for it; empty when every
    ///   constraint was added.
    @discardableResult
    public func addConstraints(_ constraints: [Constraint]) -> [(constraint: Constraint, error: SolverError)] {
        var failures: [(constraint: Constraint, error: SolverError)] = []
        addInSteps(constraints) { index in
            do throws(SolverError) {
                try addConstraint(constraints[index])
            } catch {
                failures.append((constraints[index], error))
            }
        }
        return failures
    }

    /// Adds `constraints` in the steps ``addConstraints(_:)`` makes, each
    /// through ``addTogether(_:)``, and calls `addAlone` with the index of
    /// each constraint of a step that could not go in together, in order,
    /// for the caller to add on its own.
    package func addInSteps(_ constraints: [Constraint], addAlone: (Int) -> Void) {
        reserveCapacity(forAdding: constraints.count)
        var start = constraints.startIndex
        while start < constraints.endIndex {
            let step = constraints[start..<min(start + Self.additionsPerStep, constraints.endIndex)]
            start = step.endIndex
            if step.count > 1 {
                let added = addTogether(step)
                if added > 0 {
                    start = step.startIndex + added
                    continue
                }
            }
            for index in step.indices { addAlone(index) }
        }
    }

    /// Makes room for `count` more constraints in the solver's tables: a
    /// large batch then grows each of them once, where they doubled again
    /// and again, each time a copy. A constraint makes about one row and
    /// up to two symbols of its own (a slack, or a pair of errors); a
    /// layout has about as many variables as constraints, each a symbol.
    /// A batch of one step or less reserves nothing: the tables' own
    /// doubling serves it as well.
    package func reserveCapacity(forAdding count: Int) {
        guard count > Self.additionsPerStep else { return }
        let newRecords = Swift.max(0, count - freeRecords.count)
        records.reserve(additional: newRecords)
        recordOfConstraint.reserve(count)
        let newGroups = Swift.max(0, count - freeGroups.count)
        groups.reserve(additional: newGroups)
        groupOfKey.reserve(count)
        let symbols = 3 * count
        variableOfSymbol.reserve(additional: symbols)
        groupOfSymbol.reserve(additional: symbols)
        tableau.reserve(symbols: symbols, rows: count)
    }

    /// The most additions ``addConstraints(_:)`` makes in one step. A step
    /// keeps every row it changes as it was until it ends; longer ones
    /// saved no more of the per-call work and left the rows' old storage
    /// to the end of the step, where one call at a time frees it for the
    /// next rows to reuse while it is still in the caches.
    package static let additionsPerStep = 128

    /// Adds `constraints`, or the first of them, in one transaction and
    /// returns how many it added; returns 0 with the solver unchanged when
    /// one of them is invalid, named twice or already in the solver, would
    /// make the system badly scaled (the switch to relative tolerances
    /// rebuilds the tableau; see ``withPrecision(for:_:)``), or fails; and
    /// inside a probe, or in the relative mode, whose transactions retry
    /// steep pivots. The caller then adds them one at a time, each with the
    /// error that call gives.
    ///
    /// The step ends after the addition at which a drift check falls due,
    /// by calls or by substitution work, and the check runs there, as after
    /// one call each: the additions after it would pivot on the drift the
    /// check removes, and a level of the objective could end above its
    /// optimum. The caller adds the rest as another step.
    package func addTogether(_ constraints: ArraySlice<Constraint>) -> Int {
        guard !isProbing, !tableau.precision.isRelative else { return 0 }
        var span = tableau.numerics.coefficientSpan
        for constraint in constraints {
            guard (try? Self.validate(constraint)) != nil else { return 0 }
            span = span.adding(constraint)
        }
        guard !span.isBadlyScaled else { return 0 }
        let firstSequence = nextSequence
        // Room for what each addition logs (its record, its group and
        // their keys): the log grown by doubling copied it all each time.
        undoLog.reserve(4 * constraints.count)
        let added: Int
        do {
            added = try transaction { () throws(InsertionFailure) -> Int in
                var added = 0
                var position = constraints.startIndex
                // The record of the constraint before, when it waits to be
                // attached as a pair with this one (see `Solver+Pairs.swift`).
                var waiting: Int?
                while position < constraints.endIndex {
                    let constraint = constraints[position]
                    guard recordOfConstraint[ObjectIdentifier(constraint)] == nil else {
                        throw .numerical("\(constraint) is named twice")
                    }
                    let index = allocateRecord(ConstraintRecord(constraint: constraint,
                                                                constant: constraint.expression.constant,
                                                                priority: constraint.priority.value,
                                                                weight: constraint.weight, sequence: nextSequence,
                                                                isEdit: false, isPull: false))
                    nextSequence += 1
                    position += 1
                    if let first = waiting {
                        waiting = nil
                        if try !attachPair(first, index) {
                            try attach(record: first, isNew: true)
                            try attach(record: index, isNew: true)
                        }
                        added += 2
                    } else if constraint.relation != .equal, position < constraints.endIndex,
                              Self.arePair(constraint, constraints[position]) {
                        waiting = index
                        continue
                    } else {
                        try attach(record: index, isNew: true)
                        added += 1
                    }
                    // As `noteSuccessfulCall` would count this call.
                    if tableau.numerics.isDriftCheckDue(interval: driftCheckInterval, uncounted: added) { break }
                }
                return added
            }
        } catch {
            nextSequence = firstSequence
            return 0
        }
        let taken = constraints.prefix(added)
        if added < constraints.count {
            span = taken.reduce(tableau.numerics.coefficientSpan) { $0.adding($1) }
        }
        tableau.numerics.coefficientSpan = span
        structuralChanges &+= added
        // As after each addition: each counts as a call toward the next
        // drift check, and a required constraint off its promise asks for
        // a refactorization (see `noteSuccessfulCall(measuring:)`).
        tableau.numerics.callsSinceDriftCheck += added - 1
        noteSuccessfulCall(measuring: taken.first { isOffItsPromise($0) })
        return added
    }
}
