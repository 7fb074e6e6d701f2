/// The live constraints a stack generated. Applying a new list changes only
/// what differs: a constraint whose items, attributes, relation and
/// multiplier stay gets its new constant and priority in place (the solver
/// re-solves incrementally), the others come and go.
struct GeneratedConstraintSet {
    /// The constraints in the order they were last generated.
    private(set) var constraints: [LayoutConstraint] = []
    private var byKey: [GeneratedConstraint.Key: [LayoutConstraint]] = [:]

    /// Makes the live constraints match `wanted`. Constraints that go are
    /// removed first and new ones added last, so a replacement never meets
    /// the constraint it replaces. Returns whether anything changed.
    @discardableResult
    mutating func apply(_ wanted: [GeneratedConstraint]) -> Bool {
        var reusable = byKey
        var kept: [(LayoutConstraint, GeneratedConstraint)] = []
        var added: [LayoutConstraint] = []
        var next: [GeneratedConstraint.Key: [LayoutConstraint]] = [:]
        var order: [LayoutConstraint] = []
        for spec in wanted {
            let key = spec.key
            let constraint: LayoutConstraint
            if var candidates = reusable[key], !candidates.isEmpty {
                constraint = candidates.removeFirst()
                reusable[key] = candidates
                kept.append((constraint, spec))
            } else {
                constraint = spec.makeConstraint()
                added.append(constraint)
            }
            next[key, default: []].append(constraint)
            order.append(constraint)
        }
        // In the order of the last generation: the solver's operations, and
        // so their rounding, do not depend on where objects are in memory.
        let staying = Set(order.map(ObjectIdentifier.init))
        var changed = !added.isEmpty || staying.count != constraints.count
        for constraint in constraints where !staying.contains(ObjectIdentifier(constraint)) { constraint.deactivateForOwner() }
        for (constraint, spec) in kept {
            if constraint.constant != spec.constant || constraint.priority != spec.priority { changed = true }
            constraint.changeForOwner(constant: spec.constant, priority: spec.priority)
            // A constraint that left with an item comes back.
            if !constraint.isActive {
                activate(constraint)
                changed = true
            }
        }
        for constraint in added { activate(constraint) }
        // A constraint broken against one of the others before it changed
        // (`width >= 200` against the old `width <= 100`) gets another try.
        for (constraint, _) in kept where constraint.isBroken {
            constraint.retryForOwner()
            changed = true
        }
        byKey = next
        constraints = order
        return changed
    }

    /// Deactivates and forgets the live constraints that refer to an item
    /// the stack no longer arranges (should it come back, the next
    /// ``apply(_:)`` makes new ones).
    mutating func removeConstraints(on item: LayoutItem) {
        let refersToItem = { (constraint: LayoutConstraint) in
            constraint.firstItem === item || constraint.secondItem === item
        }
        for constraint in constraints where refersToItem(constraint) { constraint.deactivateForOwner() }
        constraints.removeAll(where: refersToItem)
        byKey = byKey.mapValues { $0.filter { !refersToItem($0) } }
    }

    private func activate(_ constraint: LayoutConstraint) {
        do {
            try constraint.activate()
        } catch {
            // The compiler relates items of one subtree with finite numbers;
            // anything else is a bug in the compiler.
            preconditionFailure("stack generated an invalid constraint: \(error)")
        }
    }
}
