import Testing
@testable import Cassowary

/// SplitMix64: a small, seedable, repeatable generator.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected)\(comment.map { " (\($0))" } ?? "")",
            sourceLocation: sourceLocation)
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

/// Whether the required constraints can all hold together, checked on a fresh solver.
func canHoldTogether(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    for constraint in constraints {
        do { try solver.addConstraint(constraint.withPriority(.required)) } catch { return false }
    }
    return true
}

/// Expects `conflict` to be a minimal conflicting set: conflicting, and
/// every proper subset obtained by dropping one member can hold.
func expectMinimalConflict(_ conflict: [Constraint], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!canHoldTogether(conflict), "the reported conflict can hold: \(conflict)", sourceLocation: sourceLocation)
    for index in conflict.indices {
        var rest = conflict
        rest.remove(at: index)
        #expect(canHoldTogether(rest), "not minimal: without \(conflict[index]) the rest still conflict",
                sourceLocation: sourceLocation)
    }
}
