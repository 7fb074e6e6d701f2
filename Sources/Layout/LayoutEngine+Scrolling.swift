extension LayoutEngine {
    /// A scroll item's content offset changed: its frame guide moves to
    /// where the content is scrolled to, and every equation that measures a
    /// position across the item's edge (an item inside tied to one
    /// outside, the item's centre seen from inside) takes its new constant.
    /// The rest of the layout is untouched.
    /// - Complexity: O(constraints of the item's subtree).
    func contentOffsetChanged(in scroll: ScrollItem) {
        if let ties = tree.systemGuideConstraints[ObjectIdentifier(scroll.frameLayoutGuide)] {
            let offset = scroll.contentOffsetForLayout
            ties[0].changeForOwner(constant: offset.x, priority: ties[0].priority)
            ties[1].changeForOwner(constant: offset.y, priority: ties[1].priority)
        }
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
