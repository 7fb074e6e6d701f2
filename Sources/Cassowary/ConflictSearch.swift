/// How much work a solver does to name the conflict when a required
/// constraint cannot hold (``SolverError/unsatisfiable(_:conflict:constants:)``).
package enum ConflictSearch: Sendable {
    /// None: the error names no conflict. The probe solvers that compute
    /// conflicts work this way.
    case none
    /// The constraints an infeasibility certificate names, once a fresh
    /// required-only solver confirms them (as for `minimal`): a set that
    /// cannot hold, not made minimal. The same verdicts as `minimal` at
    /// the cost of one probe, for callers that only ask whether a set of
    /// constraints can hold.
    case certificate
    /// A minimal conflicting set, what ``Solver/init()`` gives.
    case minimal
}
