extension Solver {
    /// The error for a call refused as infeasible: ``SolverError/unsatisfiable(_:conflict:constants:)``
    /// with the conflict ``conflictSearch`` asks for (a minimal one, by
    /// default). When the required constraints, the culprit with its
    /// `constant` among them, can all hold in a fresh required-only solver,
    /// the infeasibility was rounding's, not the constraints': the call
    /// throws ``SolverError/numericalFailure(_:)`` instead, rather than name
    /// a conflict that does not conflict (a pivot on a residue can break a
    /// required constraint, and the retry find no pivot for the new row).
    func infeasibilityError(_ culprit: Constraint, constant: Double, replacing: Int? = nil) -> SolverError {
        let changed = { (members: [(Constraint, Double)]) in
            Dictionary(members.filter { $0.1 != $0.0.expression.constant }, uniquingKeysWith: { $1 })
        }
        if conflictSearch == .none { return .unsatisfiable(culprit, conflict: [], constants: changed([(culprit, constant)])) }
        guard let conflict = certifiedConflict(adding: culprit, constant: constant, replacing: replacing) else {
            return .numericalFailure("the required constraint \(culprit.description(constant: constant)) was refused for rounding: "
                                     + "the required constraints can hold together")
        }
        let members = conflictSearch == .certificate ? conflict.map(\.0) : Self.minimal(conflict, keeping: culprit)
        let kept = Set(members)
        return .unsatisfiable(culprit, conflict: members, constants: changed(conflict.filter { kept.contains($0.0) }))
    }

    /// A set of required constraints that cannot hold together, the
    /// culprit among them, not necessarily minimal; nil when they can all
    /// hold. A probe solver holding only the required constraints re-adds
    /// the culprit; the row that proves it infeasible (a Farkas
    /// certificate) names the set, usually small.
    /// - Complexity: one probe of the whole required system.
    func certifiedConflict(adding culprit: Constraint, constant: Double,
                           replacing: Int? = nil) -> [(Constraint, Double)]? {
        let required = records.indices.compactMap { index -> ConstraintRecord? in
            guard let record = records[index], record.isRequired, index != replacing,
                  record.constraint !== culprit else { return nil }
            return record
        }.sorted { $0.sequence < $1.sequence }
        return Self.probe(required.map { ($0.constraint, $0.constant) } + [(culprit, constant)])
    }

    /// A conflicting set made minimal by a deletion filter: each member is
    /// dropped in turn when the rest still conflict, and each probe that
    /// conflicts narrows the set to its own certificate.
    /// - Complexity: a few probes of the (small) conflicting set.
    static func minimal(_ conflict: [(Constraint, Double)], keeping culprit: Constraint) -> [Constraint] {
        var conflict = conflict
        var necessary: Set<ObjectIdentifier> = [ObjectIdentifier(culprit)]
        while let candidate = conflict.first(where: { !necessary.contains(ObjectIdentifier($0.0)) }) {
            let trial = conflict.filter { $0.0 !== candidate.0 }
            if let narrower = probe(trial) {
                conflict = narrower
            } else {
                necessary.insert(ObjectIdentifier(candidate.0))
            }
        }
        return conflict.map(\.0)
    }

    /// Adds the constraints, in order, to a fresh required-only solver.
    /// Returns nil when they can all hold, otherwise the members named by
    /// the certificate of the first failure (in the given order).
    /// The probe's tolerance follows the members' coefficients, as a
    /// solver's does (see `Solver+Precision.swift`).
    static func probe(_ members: [(Constraint, Double)]) -> [(Constraint, Double)]? {
        let solver = Solver(conflictSearch: .none)
        if members.reduce(CoefficientSpan(), { $0.adding($1.0) }).isBadlyScaled { solver.tableau.numerics.precision = .relative }
        for (constraint, constant) in members {
            do {
                try solver.insertTransaction(constraint, constant: constant, priority: 1000,
                                             weight: 1, isEdit: false)
            } catch {
                guard case let .infeasible(certificate) = error else { continue }
                // The certificate names groups; a group stands for its
                // members and for the alias equalities they were rewritten
                // through, and so does the rejected constraint (whose own
                // group went with the failed call).
                var named = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
                var expression = constraint.expression
                expression.constant = constant
                var groups = solver.canonical(expression, resolvingAliases: true).aliasGroups
                for symbol in certificate where Int(symbol) < solver.groupOfSymbol.count {
                    let group = solver.groupOfSymbol[Int(symbol)]
                    if group >= 0 && solver.groups[Int(group)] != nil { groups.append(group) }
                }
                for group in groups {
                    for record in solver.recordsBehind(group: group) {
                        named.insert(ObjectIdentifier(solver.records[Int(record)]!.constraint))
                    }
                }
                return members.filter { named.contains(ObjectIdentifier($0.0)) }
            }
        }
        return nil
    }
}
