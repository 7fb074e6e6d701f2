import Cassowary

extension LayoutEngine {
    /// What `read` reads before and in a probe where `target`, a value the
    /// constraints leave open in `range`, is pushed by a point (less, where
    /// the range ends sooner) towards the end with more room, at
    /// `priority`, each variable `held` names kept at its value at
    /// `heldPriority` (below `priority`); nil when the solver refuses the
    /// push. Both reads, and `held`, are made without the push of
    /// ``exerciseAmbiguity(of:)``. The debugging answers ask it what moves
    /// with an open value (``sizesMoving(with:within:around:_:)``,
    /// ``openRegions(behind:of:_:range:)``). Nothing in the engine changes.
    func readingAroundPush<Value>(of target: Expression, within range: ClosedRange<Double>, at priority: Priority,
                                  holding held: () -> [Variable] = { [] }, at heldPriority: Priority? = nil,
                                  _ read: () -> Value) -> (before: Value, after: Value)? {
        let current = evaluate(target)
        let room = (below: current - range.lowerBound, above: range.upperBound - current)
        let step = room.above >= room.below ? min(1, room.above) : -min(1, room.below)
        return withoutExercisePush {
            let holds = held()
            let before = read()
            let after: Value? = solver.probe {
                do {
                    if let heldPriority {
                        for variable in holds {
                            try solver.addConstraint(Constraint(variable, .equal, solver.value(of: variable),
                                                                priority: heldPriority))
                        }
                    }
                    let pushed = Variable("pushed")
                    try solver.addConstraint(Constraint(normalized: Expression(pushed) - target, .equal))
                    try solver.addEditVariable(pushed, priority: priority)
                    try solver.suggestValue(current + step, for: pushed)
                    return read()
                } catch {
                    return nil
                }
            }
            return after.map { (before, $0) }
        }
    }
}
