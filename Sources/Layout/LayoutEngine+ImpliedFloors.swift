/// A stack's own floor along its axis (`NAME-nonnegative-height` of a
/// column) out of the solver while the stack's constraints imply it.
///
/// A UIKit-vocabulary stack chains its visible items edge to edge with
/// required equalities (or `>=` spacings), so its length is the sum of
/// their lengths and of its spacings: when every spacing is non-negative
/// and something is visible, the items' own floors make the stack's length
/// non-negative, and its floor adds nothing but a restricted row that names
/// every item of the chain (`StackItem.axisImplyingNonNegativeLength`).
/// The engine keeps such a floor active (it is listed, not broken) but out
/// of the solver, under these rules:
///
/// - it leaves only after the stack replaced its constraints, with every
///   required one of them in the solver and no floor broken;
/// - it comes back before the stack replaces its constraints with some
///   that do not imply it, and before any constraint of its chain leaves
///   otherwise (an arranged item leaving the tree), while the chain still
///   holds it, so it never conflicts when it comes back;
/// - every implied floor comes back before a conflict is decided, so that
///   conflicts break and report what they do with the floors held, and
///   when a direction changes (a row's chain reads each item's leading
///   edge in the item's own direction); it leaves again when its stack
///   next replaces its constraints.
extension LayoutEngine {
    /// The constraint that keeps `item`'s length along `axis` non-negative.
    package func nonNegativeFloor(of item: LayoutItem, along axis: LayoutAxis) -> LayoutConstraint? {
        item.constraints.values.first { $0.firstItem === item && $0.generatedName?.isNonNegativeFloor(along: axis) == true }
    }

    /// The items whose floor along an axis is out of the solver because
    /// their stack's constraints imply it, in activation order of the floors.
    package var impliedNonNegativeLengths: [(item: LayoutItem, axis: LayoutAxis)] {
        tree.impliedFloors.values.sorted { $0.activationOrder < $1.activationOrder }.compactMap { floor in
            (floor.firstItem as? LayoutItem).map { ($0, floor.firstAttribute.axis) }
        }
    }

    /// A stack is about to replace its constraints with ones that imply its
    /// non-negative length along `axis` (nil: along neither): a floor of
    /// its out of the solver along the other axis comes back first, while
    /// the old constraints still imply it. Until
    /// ``stackDidChangeConstraints(_:implyingNonNegativeLengthAlong:holdsEveryRequiredConstraint:)``,
    /// removing the stack's own constraints leaves its floor as it is.
    package func stackWillChangeConstraints(_ stack: LayoutItem, implyingNonNegativeLengthAlong axis: LayoutAxis?) {
        stackChangingConstraints = ObjectIdentifier(stack)
        guard let floor = tree.impliedFloors[ObjectIdentifier(stack)], floor.firstAttribute.axis != axis else { return }
        hold(floor)
    }

    /// A stack replaced its constraints, which imply its non-negative
    /// length along `axis` (nil: along neither) once the solver holds every
    /// required one of them (`holdsEveryRequiredConstraint`, asked after
    /// the constants the stack changed have moved, since a move may break
    /// one): then, with no floor broken, its floor along `axis` leaves the
    /// solver.
    package func stackDidChangeConstraints(_ stack: LayoutItem, implyingNonNegativeLengthAlong axis: LayoutAxis?,
                                           holdsEveryRequiredConstraint: () -> Bool) {
        stackChangingConstraints = nil
        guard let axis, tree.impliedFloors[ObjectIdentifier(stack)] == nil,
              let floor = nonNegativeFloor(of: stack, along: axis), floor.solverConstraint != nil else { return }
        applyChangedConstants()
        guard tree.brokenFloors.isEmpty, holdsEveryRequiredConstraint(), floor.solverConstraint != nil else { return }
        release(floor)
        floor.isImpliedFloor = true
        tree.impliedFloors[ObjectIdentifier(stack)] = floor
    }

    /// Brings every implied floor back into the solver (before a conflict
    /// is decided); returns whether there was one.
    func holdImpliedFloors() -> Bool {
        guard !tree.impliedFloors.isEmpty else { return false }
        let floors = tree.impliedFloors.values.sorted { $0.activationOrder < $1.activationOrder }
        for floor in floors { hold(floor) }
        return true
    }

    /// A constraint is leaving the engine: an implied floor it is forgets
    /// that it is, and one it is part of the chain of comes back first. A
    /// stack's chain relates the stack and its children along its axis,
    /// by required constraints of the stack's; those of the stack replacing
    /// its constraints are its own business.
    func floorsLoseImplication(removing constraint: LayoutConstraint) {
        if constraint.isImpliedFloor {
            constraint.isImpliedFloor = false
            tree.impliedFloors[ObjectIdentifier(constraint.firstItem)] = nil
            return
        }
        guard constraint.origin.isStack, constraint.priority.isRequired, constraint.solverConstraint != nil else { return }
        let first = constraint.firstItem as? LayoutItem, second = constraint.secondItem as? LayoutItem
        for candidate in [first, first?.parent, second, second?.parent] {
            guard let stack = candidate, let floor = tree.impliedFloors[ObjectIdentifier(stack)],
                  ObjectIdentifier(stack) != stackChangingConstraints,
                  constraint.firstAttribute.axis == floor.firstAttribute.axis,
                  first === stack || first?.parent === stack,
                  constraint.secondItem == nil || second === stack || second?.parent === stack else { continue }
            hold(floor)
        }
    }

    /// Puts an implied floor back into the solver.
    private func hold(_ floor: LayoutConstraint) {
        floor.isImpliedFloor = false
        tree.impliedFloors[ObjectIdentifier(floor.firstItem)] = nil
        enforce(floor)
    }
}
