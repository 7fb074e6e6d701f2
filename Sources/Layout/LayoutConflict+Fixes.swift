import Cassowary

extension LayoutEngine {
    /// Whether the constraint `conflict` broke could hold in the layout as
    /// it stands were `member`, one of the conflict's set, taken out: a
    /// fix enough by itself. A minimal set is one way the broken
    /// constraint conflicts; a layout may hold another (a `fillEqually`
    /// row's width against the screen's, and the same rule against an
    /// item's non-negative width), and a member of only one of them is no
    /// fix. Asked in a probe, with every floor in the solver; nothing in
    /// the engine changes.
    package func brokenConstraint(of conflict: LayoutConflict, holdsWithout member: LayoutConstraint) -> Bool {
        if member === conflict.broken { return true }
        let broken = conflict.broken
        guard broken.engine === self, broken.solverConstraint == nil, let removed = member.solverConstraint else {
            return true
        }
        applyChangedConstants()
        wakeDormantConstraints()
        let equation = self.equation(for: broken, broken.items).equation
        return solver.probe {
            guard (try? solver.removeConstraint(removed)) != nil else { return false }
            return (try? solver.addConstraint(equation)) != nil
        }
    }
}
