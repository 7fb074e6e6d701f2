/// The live constraints a stack generated. Applying a new list changes only
/// what differs: a constraint whose items, attributes, relation and
/// multiplier stay gets its new constant and priority in place (the solver
/// re-solves incrementally), the others come and go.
struct GeneratedConstraintSet {
    /// The constraints in the order they were last generated.
    private(set) var constraints: [LayoutConstraint] = []
    /// The key of each of ``constraints``, at the same index.
    private var keys: [GeneratedConstraint.Key] = []

    /// Calls `body` with each live constraint made by one of `rules`, in
    /// order. Reads the rule from the constraint's key: a constraint's
    /// identifier is a string composed when read.
    func forEach(madeBy rules: [StackRule], _ body: (LayoutConstraint) -> Void) {
        for index in keys.indices where rules.contains(keys[index].rule) { body(constraints[index]) }
    }

    /// Whether the solver holds every required constraint of the set.
    var holdsEveryRequiredConstraint: Bool {
        constraints.withUnsafeBufferPointer { live in live.allSatisfy { $0.isEnforced || !$0.priority.isRequired } }
    }

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
        if isUnchanged(by: wanted) { return false }
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

        var changes = Changes()
        for index in 0..<prefix { changes.keep(constraints[index], as: wanted[index]) }
        let middle = match(liveMiddle, to: wanted[wantedMiddle], keys: wantedKeys[wantedMiddle], into: &changes)
        for offset in 0..<suffix {
            changes.keep(constraints[liveMiddle.upperBound + offset], as: wanted[wantedMiddle.upperBound + offset])
        }
        let changed = perform(changes)
        keys = wantedKeys
        constraints = Array(constraints[..<prefix]) + middle + constraints[liveMiddle.upperBound...]
        return changed
    }

    /// Whether applying `wanted` would change nothing: the same keys in the
    /// same order, every constant and priority as they are, every
    /// constraint active and none broken. A flex layout compiles every
    /// stack of its subtree for a change in one, and most lists come back
    /// as they were.
    private func isUnchanged(by wanted: [GeneratedConstraint]) -> Bool {
        guard wanted.count == constraints.count else { return false }
        for index in wanted.indices {
            let constraint = constraints[index]
            guard keys[index] == wanted[index].key,
                  constraint.has(constant: wanted[index].constant, priority: wanted[index].priority)
            else { return false }
        }
        return isIntact
    }

    /// Whether every constraint is active and none broken: applying the list
    /// they were made from again would change nothing.
    var isIntact: Bool {
        constraints.withUnsafeBufferPointer { live in live.allSatisfy { $0.isActive && !$0.isBroken } }
    }

    /// Replaces stretches of the live constraints, each `range` of the
    /// last list by its `constraints` (ranges in ascending order, apart),
    /// as ``apply(_:)`` would with the whole list the edits make: the
    /// constraints outside the ranges stay as they are (a stack changed
    /// only where its compilation did), except that one that left with an
    /// item comes back and one broken gets another try, as there.
    mutating func apply(edits: [GeneratedConstraintEdit]) {
        var changes = Changes()
        var replacements: [[LayoutConstraint]] = []
        var next = 0
        func keepOutside(upTo end: Int) {
            LayoutConstraint.forEachUnenforced(in: constraints, next..<end) { index in
                changes.keep(constraints[index], constant: constraints[index].constant, priority: constraints[index].priority)
            }
        }
        for edit in edits {
            keepOutside(upTo: edit.range.lowerBound)
            replacements.append(match(edit.range, to: edit.constraints[...], keys: edit.constraints.map(\.key)[...],
                                      into: &changes))
            next = edit.range.upperBound
        }
        keepOutside(upTo: constraints.count)
        perform(changes)
        for (edit, replacement) in zip(edits, replacements).reversed() {
            constraints.replaceSubrange(edit.range, with: replacement)
            keys.replaceSubrange(edit.range, with: edit.constraints.map(\.key))
        }
    }

    /// What applying a list does to the live constraints, in the order it
    /// does it.
    private struct Changes {
        /// The live constraints that go, in the order of the last generation.
        var leaving: [LayoutConstraint] = []
        /// The live constraints that stay, in the wanted order, with their wanted constant and priority.
        var kept: [(constraint: LayoutConstraint, constant: Double, priority: Priority)] = []
        /// The new constraints, in the wanted order.
        var added: [LayoutConstraint] = []

        mutating func keep(_ constraint: LayoutConstraint, as wanted: GeneratedConstraint) {
            keep(constraint, constant: wanted.constant, priority: wanted.priority)
        }

        mutating func keep(_ constraint: LayoutConstraint, constant: Double, priority: Priority) {
            kept.append((constraint, constant, priority))
        }
    }

    /// Matches the live constraints of `liveRange` with `wanted`: each
    /// wanted constraint takes the first unused live one with its key, or a
    /// new one. Returns the constraints for `wanted`, in its order.
    private func match(_ liveRange: Range<Int>, to wanted: ArraySlice<GeneratedConstraint>,
                       keys wantedKeys: ArraySlice<GeneratedConstraint.Key>, into changes: inout Changes) -> [LayoutConstraint] {
        // The first unused live constraint of the range with each key, and
        // for each live constraint the next one with its key (-1: none):
        // one table of indices, where a list per key made an array each.
        var reusable: [GeneratedConstraint.Key: Int] = [:]
        reusable.reserveCapacity(liveRange.count)
        var nextWithKey = [Int](repeating: -1, count: liveRange.count)
        for index in liveRange.reversed() {
            nextWithKey[index - liveRange.lowerBound] = reusable.updateValue(index, forKey: keys[index]) ?? -1
        }
        var taken = [Bool](repeating: false, count: liveRange.count)
        var order: [LayoutConstraint] = []
        order.reserveCapacity(wanted.count)
        for (generated, key) in zip(wanted, wantedKeys) {
            let constraint: LayoutConstraint
            if let slot = reusable.index(forKey: key), reusable.values[slot] >= 0 {
                let live = reusable.values[slot]
                reusable.values[slot] = nextWithKey[live - liveRange.lowerBound]
                taken[live - liveRange.lowerBound] = true
                constraint = constraints[live]
                changes.keep(constraint, as: generated)
            } else {
                constraint = generated.makeConstraint()
                changes.added.append(constraint)
            }
            order.append(constraint)
        }
        // In the order of the last generation: the solver's operations, and
        // so their rounding, do not depend on where objects are in memory.
        for index in liveRange where !taken[index - liveRange.lowerBound] { changes.leaving.append(constraints[index]) }
        return order
    }

    /// Removes, changes, adds and retries, in that order. Returns whether
    /// anything changed.
    @discardableResult
    private func perform(_ changes: Changes) -> Bool {
        var changed = !changes.added.isEmpty || !changes.leaving.isEmpty
        LayoutConstraint.deactivateForOwner(changes.leaving)
        for (constraint, constant, priority) in changes.kept {
            if !constraint.has(constant: constant, priority: priority) {
                changed = true
                constraint.changeForOwner(constant: constant, priority: priority)
            }
            // A constraint that left with an item comes back.
            if !constraint.isActive {
                activate(constraint)
                changed = true
            }
        }
        // A stack's first compilation adds its whole arrangement: that goes
        // in together, as one `activate([...])` adds it. A change adds a
        // few, each cheaper on its own than a step's arrays and checks.
        activate(changes.added)
        // A constraint broken against one of the others before it changed
        // (`width >= 200` against the old `width <= 100`) gets another try.
        for (constraint, _, _) in changes.kept where constraint.isBroken {
            constraint.retryForOwner()
            changed = true
        }
        return changed
    }

    /// Deactivates and forgets the live constraints that refer to an item
    /// the stack no longer arranges (should it come back, the next
    /// ``apply(_:)`` makes new ones). Returns where they were in the list,
    /// in ascending order.
    @discardableResult
    mutating func removeConstraints(on item: LayoutItem) -> [Int] {
        var removed: [Int] = []
        constraints.withUnsafeBufferPointer { live in
            for index in live.indices where live[index].names(item) { removed.append(index) }
        }
        guard !removed.isEmpty else { return [] }
        LayoutConstraint.deactivateForOwner(removed.map { constraints[$0] })
        // The few that go are taken out from the end, each moving the rest
        // down without retaining them.
        for index in removed.reversed() {
            constraints.remove(at: index)
            keys.remove(at: index)
        }
        return removed
    }

    /// The fewest new constraints that go into the solver together.
    static let fewestAddedTogether = 8

    private func activate(_ constraint: LayoutConstraint) {
        do { try constraint.activate() } catch { Self.generatedInvalid(error) }
    }

    private func activate(_ constraints: [LayoutConstraint]) {
        guard constraints.count >= Self.fewestAddedTogether else { return constraints.forEach(activate) }
        do { try LayoutConstraint.activate(constraints) } catch { Self.generatedInvalid(error) }
    }

    /// The compiler relates items of one subtree with finite numbers;
    /// anything else is a bug in the compiler.
    private static func generatedInvalid(_ error: LayoutError) -> Never {
        preconditionFailure("stack generated an invalid constraint: \(error)")
    }
}
