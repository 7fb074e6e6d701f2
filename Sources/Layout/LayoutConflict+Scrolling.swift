extension LayoutConflict {
    /// A note for each member's position that lies in a scroll item's
    /// content scrolled away from zero, seen from outside the scroll item:
    /// the report's numbers are on the screen, the content's frames are
    /// not, and the offset that moves one from the other is no constraint
    /// of the set. `Note: list.top is 300 higher on the screen than in
    /// scroll's content: its contentOffset is (0, 300).`, once for each
    /// position.
    static func scrollingNotes(for constraints: [LayoutConstraint]) -> [String] {
        var notes: [String] = []
        for constraint in constraints where !constraint.namesReleasedItem {
            guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
                  !constraint.firstAttribute.isDimension, !secondAttribute.isDimension else { continue }
            let frame = LayoutEngine.closestCommonAncestor(of: constraint.firstItem, second).region
            for (region, attribute) in [(constraint.firstItem, constraint.firstAttribute), (second, secondAttribute)] {
                for note in scrollingNotes(on: region, attribute, seenFrom: frame) where !notes.contains(note) {
                    notes.append(note)
                }
            }
        }
        return notes.map { "Note: \($0)." }
    }

    /// The notes for `region`'s `attribute` measured in `frame`: one for
    /// each scroll item between them (the region in its content) whose
    /// offset along the attribute's axis is not zero.
    private static func scrollingNotes(on region: LayoutRegion, _ attribute: LayoutAttribute,
                                       seenFrom frame: LayoutRegion?) -> [String] {
        var notes: [String] = []
        var current: LayoutRegion = region
        while let parent = current.coordinateParent, parent !== frame {
            if let scroll = parent as? ScrollItem {
                let offset = scroll.contentOffset
                let along = attribute.axis == .horizontal ? offset.x : offset.y
                if along != 0 {
                    let way = attribute.axis == .horizontal ? (along > 0 ? "further left" : "further right")
                        : (along > 0 ? "higher" : "lower")
                    notes.append("\(region.name).\(attribute.rawValue) is \(format(abs(along))) \(way) on the screen than in "
                                 + "\(scroll.name)'s content: its contentOffset is (\(format(offset.x)), \(format(offset.y)))")
                }
            }
            current = parent
        }
        return notes
    }
}
