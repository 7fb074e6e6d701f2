extension LayoutEngine {
    /// A scroll item's content offset changed: every equation that
    /// measures a position across the item's edge takes its new constant
    /// (an item inside tied to one outside; the item's own guides, which
    /// follow the frame where the content is scrolled to; its centre seen
    /// from inside). The rest of the layout is untouched.
    /// - Complexity: O(constraints of the item's subtree).
    func contentOffsetChanged(in scroll: ScrollItem) {
        let subtree = scroll.subtreeRegions
        let inside = Set(subtree.map(ObjectIdentifier.init))
        var crossing = IdentityMap<LayoutConstraint>()
        for constraint in scroll.constraints.values { crossing[ObjectIdentifier(constraint)] = constraint }
        for region in subtree where region !== scroll {
            for constraint in region.constraints.values
            where regions(of: constraint).contains(where: { !inside.contains(ObjectIdentifier($0)) }) {
                crossing[ObjectIdentifier(constraint)] = constraint
            }
        }
        for constraint in crossing.values.sorted(by: { order(of: $0) < order(of: $1) }) {
            anchorOffsetsChanged(constraint)
        }
    }
}
