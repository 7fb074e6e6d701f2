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
        var start = constraints.startIndex
        while start < constraints.endIndex {
            let step = constraints[start..<min(start + Self.additionsPerStep, constraints.endIndex)]
            start = step.endIndex
            if step.count > 1, addTogether(step) { continue }
            for constraint in step {
                do {
                    try addConstraint(constraint)
                } catch {
                    failures.append((constraint, error))
                }
            }
        }
        return failures
    }

    /// The most additions ``addConstraints(_:)`` makes in one step. A step
    /// keeps every row it changes as it was until it ends; longer ones
    /// saved no more of the per-call work and left the rows' old storage
    /// to the end of the step, where one call at a time frees it for the
    /// next rows to reuse while it is still in the caches.
    package static let additionsPerStep = 128

    /// Adds `constraints` in one transaction and returns true, or returns
    /// false with the solver unchanged: when one of them is invalid, named
    /// twice or already in the solver, would make the system badly scaled
    /// (the switch to relative tolerances rebuilds the tableau; see
    /// ``withPrecision(for:_:)``), or fails; and inside a probe, or in the
    /// relative mode, whose transactions retry steep pivots. The caller
    /// then adds them one at a time, each with the error that call gives.
    package func addTogether(_ constraints: ArraySlice<Constraint>) -> Bool {
        guard !isProbing, !tableau.precision.isRelative else { return false }
        var span = tableau.numerics.coefficientSpan
        for constraint in constraints {
            guard (try? Self.validate(constraint)) != nil else { return false }
            span = span.adding(constraint)
        }
        guard !span.isBadlyScaled else { return false }
        let firstSequence = nextSequence
        // Room for what each addition logs (its record, its group and
        // their keys): the log grown by doubling copied it all each time.
        undoLog.reserve(4 * constraints.count)
        do {
            try transaction { () throws(InsertionFailure) in
                for constraint in constraints {
                    guard recordOfConstraint[ObjectIdentifier(constraint)] == nil else {
                        throw .numerical("\(constraint) is named twice")
                    }
                    let index = allocateRecord(ConstraintRecord(constraint: constraint,
                                                                constant: constraint.expression.constant,
                                                                priority: constraint.priority.value,
                                                                weight: constraint.weight, sequence: nextSequence,
                                                                isEdit: false, isPull: false))
                    nextSequence += 1
                    try attach(record: index, isNew: true)
                }
            }
        } catch {
            nextSequence = firstSequence
            return false
        }
        tableau.numerics.coefficientSpan = span
        structuralChanges &+= constraints.count
        // As after each addition: each counts as a call toward the next
        // drift check, so that additions in steps are checked as often as
        // one at a time, and a required constraint off its promise asks
        // for a refactorization (see `noteSuccessfulCall(measuring:)`).
        tableau.numerics.callsSinceDriftCheck += constraints.count - 1
        noteSuccessfulCall(measuring: constraints.first { isOffItsPromise($0) })
        return true
    }
}
