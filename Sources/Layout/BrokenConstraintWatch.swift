import Cassowary

/// An application's constraint that a layout pass reported broken, with
/// the other members of its conflict as they stood then.
///
/// The conflict can end only where one of its members changes: a new
/// constant, priority or anchor offset (a margin that moved), or a member
/// deactivated, broken or left out of the solver. Then the next layout,
/// once it has settled, tries the constraint again (see
/// `LayoutEngine.retryConstraintsWhoseConflictChanged()`), so that a broken
/// constraint holds again as soon as it can, as in Auto Layout: a fix made
/// on another member, or the other set of a swap deactivated, takes effect
/// without touching the broken constraint. While nothing in its conflict
/// changes, it is not tried again: the same conflict is not reported at
/// every pass.
struct BrokenConstraintWatch {
    /// One member of the conflict as the pass that reported it left it.
    struct Member {
        weak var constraint: LayoutConstraint?
        let constant: Double
        let priority: Priority
        let anchorOffset: Double?
        let isEnforced: Bool

        init(_ constraint: LayoutConstraint) {
            self.constraint = constraint
            constant = constraint.constant
            priority = constraint.priority
            anchorOffset = constraint.anchorOffset
            isEnforced = constraint.isEnforced
        }

        /// Whether the member is no longer what the conflict was made of.
        /// An anchor offset that waits to be worked out anew (a margin of
        /// the item changed, maybe on the other axis) is worked out here.
        var hasChanged: Bool {
            guard let constraint, let engine = constraint.engine else { return true }
            guard constraint.constant == constant, constraint.priority == priority,
                  constraint.isEnforced == isEnforced else { return true }
            let offset = constraint.anchorOffset ?? engine.equation(for: constraint, constraint.items).anchorOffset
            return offset != anchorOffset
        }
    }

    /// The broken constraint.
    weak var broken: LayoutConstraint?
    /// The rest of its conflict.
    let members: [Member]

    init(_ conflict: LayoutConflict) {
        broken = conflict.broken
        members = conflict.constraints.filter { $0 !== conflict.broken }.map(Member.init)
    }

    /// Whether a member changed since the conflict was reported.
    var conflictChanged: Bool { members.contains(where: \.hasChanged) }
}
