import Cassowary

extension LayoutEngine {
    /// The regions outside `region`'s subtree whose size along the
    /// attribute's axis moves when `target` (the attribute's expression,
    /// left open in `range` with nothing pulling it) moves within it; nil
    /// when the region has no constraint of its own on the edges that
    /// would decide the attribute, since the missing constraint is then
    /// its own.
    ///
    /// A detail pane pinned after a divider and to the window's trailing
    /// edge has an open width only because the divider's is: the pane's
    /// edges are tied, and asking for a constraint on them would send the
    /// reader to the wrong item. Which sizes move with it says where to
    /// look.
    /// - Complexity: one probe of the solver that moves the value by a
    ///   point (or less, in a narrower range) and reads the size of every
    ///   region in the tree; meant for debugging.
    func sizesMoving(with target: Expression, within range: ClosedRange<Double>, around region: LayoutRegion,
                     _ attribute: LayoutAttribute) -> [LayoutRegion]? {
        guard let root, hasOwnConstraints(deciding: attribute, of: region) else { return nil }
        // A guide that follows its item's frame (margins, safe area,
        // readable column, keyboard, a scroll item's frame) moves with the
        // item and says nothing more; a scroll item's content is its own.
        // Inside a scroll item, the content guide and the items around
        // the region take their size from their content: sizing them
        // would hide what the region lacks.
        var scroll = (region as? LayoutItem)?.parent ?? (region as? LayoutGuide)?.owningItem
        while let item = scroll, !(item is ScrollItem) { scroll = item.parent }
        let candidates = root.subtreeRegions.filter { candidate in
            let guide = candidate as? LayoutGuide
            let followsItsItem = guide.map { $0.isGenerated || ($0.isSystemGuide && $0.systemRole != .scrollContent) } ?? false
            let aroundInScroll = scroll.map { scroll in
                candidate === (scroll as? ScrollItem)?.contentLayoutGuide
                    || candidate !== scroll && candidate is LayoutItem && region.lies(inside: candidate) && candidate.lies(inside: scroll)
            } ?? false
            return !followsItsItem && !aroundInScroll && !Self.isInSubtree(candidate, of: region)
        }
        let sizes = candidates.map { attribute.axis == .horizontal ? $0.width : $0.height }
        guard let (before, after) = readingAroundPush(of: target, within: range, at: Priority(Double.leastNormalMagnitude),
                                                      { sizes.map { solver.value(of: $0) } })
        else { return [] }
        let moved = zip(after, before).map { abs($0 - $1) }
        let moving = candidates.indices.filter { moved[$0] > Self.ambiguityTolerance }.map { candidates[$0] }
        // An item inside another that moves (a row of a stack that does)
        // follows it: the outermost say where to look.
        return moving.filter { candidate in
            !moving.contains { $0 !== candidate && Self.isInSubtree(candidate, of: $0) }
        }
    }

    /// Whether `region`'s active constraints already name what would decide
    /// `attribute`: both edges along its axis for a size, any position
    /// along it for a position.
    private func hasOwnConstraints(deciding attribute: LayoutAttribute, of region: LayoutRegion) -> Bool {
        var named = Set<LayoutAttribute>()
        for constraint in tree.active where !constraint.isBroken && !constraint.namesReleasedItem {
            if constraint.firstItem === region { named.insert(constraint.firstAttribute) }
            if constraint.secondItem === region, let second = constraint.secondAttribute { named.insert(second) }
        }
        let positions = named.filter { $0.axis == attribute.axis && !$0.isDimension }
        guard attribute.isDimension else { return !positions.isEmpty }
        let starts: Set<LayoutAttribute> = [.left, .leading, .leftMargin, .leadingMargin, .top, .topMargin, .firstBaseline]
        return positions.contains { starts.contains($0) } && positions.contains { !starts.contains($0) && !$0.isCenter }
    }

    /// Whether `candidate` is `region` or inside it: an item among its
    /// descendants, or a guide one of them owns.
    private static func isInSubtree(_ candidate: LayoutRegion, of region: LayoutRegion) -> Bool {
        if candidate === region { return true }
        guard let item = region as? LayoutItem else { return false }
        let owner = (candidate as? LayoutGuide)?.owningItem ?? (candidate as? LayoutItem)
        return owner.map { $0 === item || item.isAncestor(of: $0) } ?? false
    }
}
