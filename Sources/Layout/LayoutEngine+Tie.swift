import Cassowary

extension LayoutEngine {
    /// The optional constraints, besides `trading`, at the highest priority
    /// among `trading` that are in the same tie (see
    /// ``ValueExplanation/tiedConstraints``): each, made to give way by
    /// `step`, relieves one of `trading` at that priority while the
    /// constraints at that priority and above are as satisfied as before.
    /// In activation order.
    ///
    /// `trading` names only what the value's own range trades; a constraint
    /// that could give way in their stead without moving the value with it
    /// (a square artwork's width, a column's other heights) is as much a
    /// party to the tie: the priorities below chose the one that gives way
    /// now, and changing any of them at the tied priority changes that.
    /// - Complexity: a probe of the solver for each active optional
    ///   constraint at the tied priority (two for an equality), each
    ///   evaluating every optional constraint at that priority and above;
    ///   meant for debugging.
    func constraintsTied(with trading: [LayoutConstraint], step: Double) -> [LayoutConstraint] {
        guard let level = trading.map(\.priority).max(), !level.isRequired, step > 0 else { return [] }
        let tradingIDs = Set(trading.map(ObjectIdentifier.init))
        let considered = tree.active.filter { !$0.priority.isRequired && $0.priority >= level && !$0.isBroken && !$0.namesReleasedItem }
        let equations = considered.map { solverConstraint(for: $0) }
        let tradingAtLevel = considered.indices.filter { considered[$0].priority == level && tradingIDs.contains(ObjectIdentifier(considered[$0])) }
        // What the constraints at each priority from `level` up miss by, each weighed.
        func costs() -> [Priority: Double] {
            var sums: [Priority: Double] = [:]
            for (constraint, equation) in zip(considered, equations) {
                sums[constraint.priority, default: 0] += equation.weight * error(of: equation)
            }
            return sums
        }
        func tradingErrors() -> [Double] { tradingAtLevel.map { error(of: equations[$0]) } }
        return withoutExercisePush {
            let costsBefore = costs()
            let errorsBefore = tradingErrors()
            var tied: [LayoutConstraint] = []
            for (index, candidate) in considered.enumerated()
            where candidate.priority == level && !tradingIDs.contains(ObjectIdentifier(candidate)) {
                let equation = equations[index]
                let now = evaluate(equation.expression)
                let missedBefore = error(of: equation)
                let steps: [Double] = switch equation.relation {
                case .greaterThanOrEqual: [-step]
                case .lessThanOrEqual: [step]
                case .equal: [-step, step]
                }
                let trades = steps.contains { offset in
                    solver.probe {
                        let given = Constraint(normalized: equation.expression - Expression(now + offset), .equal)
                        guard (try? solver.addConstraint(given)) != nil,
                              error(of: equation) > missedBefore + Self.ambiguityTolerance else { return false }
                        let costsAfter = costs()
                        let asGood = costsBefore.allSatisfy { priority, cost in
                            abs((costsAfter[priority] ?? 0) - cost) <= Self.ambiguityTolerance * max(1, abs(cost))
                        }
                        let relieves = zip(tradingErrors(), errorsBefore).contains { $0 < $1 - Self.ambiguityTolerance }
                        return asGood && relieves
                    }
                }
                if trades { tied.append(candidate) }
            }
            return tied.sorted { order(of: $0) < order(of: $1) }
        }
    }
}
