/// Frames turned into constraints: an item with
/// ``LayoutItem/translatesAutoresizingMaskIntoConstraints`` gets, per axis,
/// a required constraint on its position (from its parent's origin) and
/// one on its size, each a constant plus a share of the parent's size (see
/// ``AutoresizingMask``), as UIKit's `NSAutoresizingMaskLayoutConstraint`s.
extension LayoutEngine {
    /// The item's frame, mask or switch changed: its frame constraints are
    /// made again, and the application's constraints on the item that the
    /// old ones broke get another try.
    func autoresizingChanged(of item: LayoutItem) {
        for constraint in tree.autoresizingConstraints[ObjectIdentifier(item)] ?? [] { remove(constraint) }
        tree.autoresizingConstraints[ObjectIdentifier(item)] = nil
        retryBrokenConstraints(on: item)
        makeAutoresizingConstraints(of: item)
    }

    /// Adds the frame constraints of an item that translates its mask. A
    /// root keeps its frame's size (its position is the engine's).
    func makeAutoresizingConstraints(of item: LayoutItem) {
        guard item.translatesAutoresizingMaskIntoConstraints, let framed = item.autoresizingFrame else { return }
        // The variables are the alignment rectangle, inside the frame by the insets.
        let insets = item.alignmentRectInsets
        var made: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let (position, size): (LayoutAttribute, LayoutAttribute) = horizontal ? (.left, .width) : (.top, .height)
            let before = horizontal ? insets.left : insets.top
            let across = before + (horizontal ? insets.right : insets.bottom)
            guard let parent = item.parent else {
                made.append(frameConstraint(item, size, share: 0, of: nil, size,
                                            offset: (horizontal ? framed.frame.width : framed.frame.height) - across))
                continue
            }
            let rule = framed.rule(axis, mask: item.autoresizingMask)
            made.append(frameConstraint(item, position, share: rule.positionShare, of: parent, size,
                                        offset: rule.positionOffset + before))
            made.append(frameConstraint(item, size, share: rule.sizeShare, of: parent, size,
                                        offset: rule.sizeOffset - across))
        }
        for constraint in made { add(constraint) }
        tree.autoresizingConstraints[ObjectIdentifier(item)] = made
    }

    /// `item.attribute == share × parent.size + offset`, or `== offset`
    /// when the share is 0 (a position is then measured from the parent's
    /// origin, as any position set to a constant).
    private func frameConstraint(_ item: LayoutItem, _ attribute: LayoutAttribute, share: Double,
                                 of parent: LayoutItem?, _ parentSize: LayoutAttribute, offset: Double) -> LayoutConstraint {
        let constraint = share == 0 || parent == nil
            ? LayoutConstraint(item, attribute, .equal, nil, nil, constant: offset)
            : LayoutConstraint(item, attribute, .equal, parent, parentSize, multiplier: share, constant: offset)
        constraint.origin = .autoresizingMask(item.autoresizingMask)
        return constraint
    }
}
