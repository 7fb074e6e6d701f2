extension Solver {
    /// The optional constraints that do not hold exactly, with by how much,
    /// in the order they were added (edit variables included). Required
    /// constraints always hold.
    public var unsatisfiedConstraints: [(constraint: Constraint, error: Double)] {
        var result: [(Constraint, Double)] = []
        for record in activeRecords() where !record.isRequired {
            let error = record.errors.reduce(0) { $0 + tableau.value(of: $1) }
            if error > Tolerance.epsilon { result.append((record.constraint, error)) }
        }
        return result
    }

    /// Verifies every internal invariant of the solver, stopping the
    /// program with a message when one fails. Meant for tests and fuzzing.
    public func verifyInvariants() {
        tableau.verifyInvariants()
    }
}
