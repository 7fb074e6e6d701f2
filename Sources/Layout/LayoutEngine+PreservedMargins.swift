/// Preserved margins: an item with
/// ``LayoutItem/preservesSuperviewLayoutMargins`` keeps its content inside
/// its parent's margins as well as its own. How far the parent's margins
/// reach into it depends on both frames, so, like a safe-area inset, it is
/// measured from the frames of the last solve and settles over layout
/// passes, in the same pass as the insets (see
/// ``LayoutEngine/restartSafeAreasIfDue(restart:restartsReach:)``).
extension LayoutEngine {
    /// An item turned ``LayoutItem/preservesSuperviewLayoutMargins`` on or
    /// off: on, the passes measure the reach from the next solve on; off,
    /// its margins lose the reach at once.
    func preservesSuperviewLayoutMarginsChanged(of item: LayoutItem) {
        if item.preservesSuperviewLayoutMargins {
            tree.preservesSuperviewMargins = true
        } else if item.superviewMarginReach != .zero {
            item.superviewMarginReach = .zero
            attributeConstantsChanged(of: item)
        }
    }

    /// Every preserving item's reach from the frames of the last solve,
    /// parents before their children, so that each reach counts the
    /// parent's margins as this pass leaves them; returns the items whose
    /// reach changed. Finding no preserving item stops the measurement
    /// until one turns up.
    func measureSuperviewMarginReach(in root: LayoutItem) -> [LayoutItem] {
        var preserving = false
        let changed = assignSuperviewMarginReach(in: root) { item in
            preserving = true
            guard let parent = item.parent else { return .zero }
            return Self.marginReach(of: parent.marginsForLayout, from: parent.frameInRoot, into: item.frameInRoot)
        }
        if !preserving { tree.preservesSuperviewMargins = false }
        return changed
    }

    /// Gives every preserving item of the tree the reach `reach` says, in
    /// depth-first order (a parent before its children); returns those
    /// whose reach changed (their margins moved in place).
    func assignSuperviewMarginReach(in root: LayoutItem, _ reach: (LayoutItem) -> EdgeInsets) -> [LayoutItem] {
        var changed: [LayoutItem] = []
        for item in root.subtree where item.preservesSuperviewLayoutMargins {
            let measured = reach(item)
            guard !Self.isRoundingOff(measured, item.superviewMarginReach) else { continue }
            item.superviewMarginReach = measured
            attributeConstantsChanged(of: item)
            changed.append(item)
        }
        return changed
    }

    /// Whether two reaches differ by no more than the rounding of the
    /// frames they are measured from: the solver's sums can move a frame
    /// by 1e-11 from one solve to the next, and a reach that followed
    /// would change on every pass and never settle.
    static func isRoundingOff(_ measured: EdgeInsets, _ current: EdgeInsets) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }
        return close(measured.top, current.top) && close(measured.left, current.left)
            && close(measured.bottom, current.bottom) && close(measured.right, current.right)
    }

    /// How far a parent's margin area reaches into a child's frame on each
    /// edge (both frames in the root's coordinates): the parent's margin
    /// less the distance from the parent's edge to the child's, where that
    /// is positive; zero on an edge the margin area does not reach. Kept
    /// within ``numberLimit``, as a frame a runaway loop made huge.
    static func marginReach(of margins: EdgeInsets, from parent: Rect, into child: Rect) -> EdgeInsets {
        EdgeInsets(top: max(margins.top - (child.minY - parent.minY), 0),
                   left: max(margins.left - (child.minX - parent.minX), 0),
                   bottom: max(margins.bottom - (parent.maxY - child.maxY), 0),
                   right: max(margins.right - (parent.maxX - child.maxX), 0)).limited
    }
}
