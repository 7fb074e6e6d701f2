/// The live constraints a stack generated. Applying a new list changes only
/// what differs: a constraint whose items, attributes, relation and
/// multiplier stay gets its new constant and priority in place (the solver
/// re-solves incrementally), the others come and go.
struct GeneratedConstraintSet {
    /// The constraints in the order they were last generated.
    private(set) var constraints: [LayoutConstraint] = []
    /// The key of each of ``constraints``, at the same index.
    private var keys: [GeneratedConstraint.Key] = []

    /// Makes the live constraints match `wanted`. Constraints that go are
    /// removed first and new ones added last, so a replacement never meets
    /// the constraint it replaces. Returns whether anything changed.
    ///
    /// A wanted constraint takes a live one with its key. The ends where
    /// both lists agree key for key are matched in place, so a change in
    /// the middle of a long stack (an item hidden) hashes only the keys
    /// between them; there, each wanted constraint takes the first unused
    /// live one with its key.
    @discardableResult
    mutating func apply(_ wanted: [GeneratedConstraint]) -> Bool {
        let wantedKeys = wanted.map(\.key)
        let common = min(keys.count, wantedKeys.count)
        var prefix = 0
        while prefix < common && keys[prefix] == wantedKeys[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix && keys[keys.count - 1 - suffix] == wantedKeys[wantedKeys.count - 1 - suffix] {
            suffix += 1
        }
        let liveMiddle = prefix..<(keys.count - suffix)
        let wantedMiddle = prefix..<(wantedKeys.count - suffix)

        var order = Array(constraints[..<prefix])
        order.reserveCapacity(wanted.count)
        // Each live constraint that stays, by its index in `wanted` (a
        // copy of a wanted constraint would retain its items).
        var kept = Array(0..<prefix)
        var added: [LayoutConstraint] = []
        // The live constraints of the middle by key, last first (so that
        // `popLast` takes the first).
        var reusable: [GeneratedConstraint.Key: [Int]] = [:]
        reusable.reserveCapacity(liveMiddle.count)
        for index in liveMiddle.reversed() { reusable[keys[index], default: []].append(index) }
        var taken = Set<Int>()
        for index in wantedMiddle {
            let constraint: LayoutConstraint
            if let live = reusable[wantedKeys[index]]?.popLast() {
                taken.insert(live)
                constraint = constraints[live]
                kept.append(index)
            } else {
                constraint = wanted[index].makeConstraint()
                added.append(constraint)
            }
            order.append(constraint)
        }
        for offset in 0..<suffix {
            order.append(constraints[liveMiddle.upperBound + offset])
            kept.append(wantedMiddle.upperBound + offset)
        }
        // In the order of the last generation: the solver's operations, and
        // so their rounding, do not depend on where objects are in memory.
        let leaving = liveMiddle.filter { !taken.contains($0) }
        var changed = !added.isEmpty || !leaving.isEmpty
        for index in leaving { constraints[index].deactivateForOwner() }
        for index in kept {
            let constraint = order[index]
            let constant = wanted[index].constant, priority = wanted[index].priority
            if constraint.constant != constant || constraint.priority != priority {
                changed = true
                constraint.changeForOwner(constant: constant, priority: priority)
            }
            // A constraint that left with an item comes back.
            if !constraint.isActive {
                activate(constraint)
                changed = true
            }
        }
        for constraint in added { activate(constraint) }
        // A constraint broken against one of the others before it changed
        // (`width >= 200` against the old `width <= 100`) gets another try.
        for index in kept where order[index].isBroken {
            order[index].retryForOwner()
            changed = true
        }
        keys = wantedKeys
        constraints = order
        return changed
    }

    /// Deactivates and forgets the live constraints that refer to an item
    /// the stack no longer arranges (should it come back, the next
    /// ``apply(_:)`` makes new ones).
    mutating func removeConstraints(on item: LayoutItem) {
        var remaining: [LayoutConstraint] = []
        var remainingKeys: [GeneratedConstraint.Key] = []
        for (constraint, key) in zip(constraints, keys) {
            if constraint.firstItem === item || constraint.secondItem === item {
                constraint.deactivateForOwner()
            } else {
                remaining.append(constraint)
                remainingKeys.append(key)
            }
        }
        constraints = remaining
        keys = remainingKeys
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
