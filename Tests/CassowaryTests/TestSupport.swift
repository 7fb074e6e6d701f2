import Testing
@testable import Cassowary

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected)\(comment.map { " (\($0))" } ?? "")",
            sourceLocation: sourceLocation)
}

/// The culprit and minimal conflict of `error`, which is expected to be
/// ``SolverError/unsatisfiable(_:conflict:)``; nil, with an issue recorded,
/// when it is another error or none.
func unsatisfiable(_ error: SolverError?,
                   sourceLocation: SourceLocation = #_sourceLocation) -> (culprit: Constraint, conflict: [Constraint])? {
    guard case let .unsatisfiable(culprit, conflict, _)? = error else {
        Issue.record("expected unsatisfiable, got \(error.map { "\($0)" } ?? "no error")", sourceLocation: sourceLocation)
        return nil
    }
    return (culprit, conflict)
}

/// Runs `body` and expects it to throw `SolverError`, returning it.
func expectSolverError(sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        Issue.record("expected a SolverError", sourceLocation: sourceLocation)
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Whether the constraints, all made required, can hold together, checked
/// on a fresh solver. `constant` gives each constraint's current constant
/// (by default the one it was created with).
func canHoldTogether(_ constraints: [Constraint],
                     constant: (Constraint) -> Double = { $0.expression.constant }) -> Bool {
    let solver = Solver()
    for constraint in constraints {
        var expression = constraint.expression
        expression.constant = constant(constraint)
        do { try solver.addConstraint(Constraint(normalized: expression, constraint.relation)) } catch { return false }
    }
    return true
}

/// Expects `conflict` to be a minimal conflicting set: conflicting, and
/// every proper subset obtained by dropping one member can hold.
func expectMinimalConflict(_ conflict: [Constraint],
                           constant: (Constraint) -> Double = { $0.expression.constant },
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let conflicting = canHoldTogether(conflict, constant: constant)
    #expect(!conflicting, "the reported conflict can hold: \(conflict)", sourceLocation: sourceLocation)
    for index in conflict.indices {
        var rest = conflict
        rest.remove(at: index)
        let holds = canHoldTogether(rest, constant: constant)
        #expect(holds, "not minimal: without \(conflict[index]) the rest still conflict", sourceLocation: sourceLocation)
    }
}
