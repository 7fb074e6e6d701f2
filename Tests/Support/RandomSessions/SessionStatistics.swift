/// What a random session did: how often each operation ran and failed, and
/// how many times the incremental result was compared with a fresh solve.
public struct SessionStatistics: CustomStringConvertible {
    /// Operations by kind.
    public var operations: [String: Int] = [:]
    /// Failed operations (a thrown error, a broken constraint) by kind.
    public var failures: [String: Int] = [:]
    /// Comparisons with a fresh solve of the same system.
    public var freshComparisons = 0
    /// Comparisons skipped because the fresh build could not be the same
    /// system (a generated constraint was broken) or the live layout did not
    /// settle.
    public var skippedComparisons = 0
    /// Steps after which the layout did not settle (the engine reported it).
    public var unsettledSteps = 0
    /// Steps after which a required constraint was off beyond the promise,
    /// at the limit of double precision that the solver reported (see
    /// `SolverSession.isReportedLimit(_:)`).
    public var reportedLimits = 0

    /// Counts one operation of `kind`, failed or not.
    mutating func count(_ kind: String, failed: Bool) {
        operations[kind, default: 0] += 1
        if failed { failures[kind, default: 0] += 1 }
    }

    /// The total number of operations.
    public var total: Int { operations.values.reduce(0, +) }

    /// One line per kind: `add 3012 (failed 412)`, then the comparisons.
    public var description: String {
        let lines = operations.keys.sorted().map { kind in
            "  \(kind) \(operations[kind]!)" + (failures[kind].map { " (failed \($0))" } ?? "")
        }
        var limits = reportedLimits > 0 ? ["  steps at a reported limit of double precision \(reportedLimits)"] : []
        if unsettledSteps > 0 { limits.append("  steps that did not settle \(unsettledSteps)") }
        return (lines + ["  fresh comparisons \(freshComparisons), skipped \(skippedComparisons)"] + limits)
            .joined(separator: "\n")
    }
}
