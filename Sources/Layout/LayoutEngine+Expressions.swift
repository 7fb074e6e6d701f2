extension LayoutEngine {
    /// The solver's equation for a layout constraint:
    /// `first − (multiplier × second + constant) RELATION 0`.
    ///
    /// Positions are measured in the constraint's frame (see
    /// ``frame(of:_:)``), as UIKit measures them: a multiplier scales a
    /// position from the origin of the closest common ancestor of the two
    /// items, so `a.centerX == 0.5 × parent.centerX` puts a's centre a
    /// quarter of the way across its parent wherever the parent lies.
    ///
    /// When its first item lays out right to left, a constraint that uses
    /// leading or trailing is read in a mirrored space (x becomes −x for its
    /// positions), so that its constant grows toward the trailing side:
    /// `a.leading == b.leading + 16` puts a's right edge 16 points left of
    /// b's. Each item's leading and trailing follow its own direction, but
    /// in a stack's constraint, which reads them all in the stack's
    /// (``LayoutConstraint/readsInFrameDirection``).
    func solverConstraint(for constraint: LayoutConstraint) -> Constraint {
        solverConstraint(for: constraint, constraint.items)
    }

    /// The solver's equation for a layout constraint whose items the
    /// caller loaded already (see ``solverConstraint(for:)``).
    func solverConstraint(for constraint: LayoutConstraint, _ items: LayoutConstraint.Items) -> Constraint {
        equation(for: constraint, items).equation
    }

    /// The solver's equation for a layout constraint, and what its anchors
    /// add to the equation's constant (see ``LayoutConstraint/anchorOffset``).
    func equation(for constraint: LayoutConstraint,
                  _ items: LayoutConstraint.Items) -> (equation: Constraint, anchorOffset: Double) {
        let first = items.first
        if items.second == nil, constraint.firstAttribute.isDimension {
            return (sizeEquation(for: constraint, of: first), 0)
        }
        let frame = self.frame(of: constraint, items)
        // The first item's direction (or the frame's, for a constraint read
        // in it), when an attribute needs it: found once (a walk to the
        // root, unless the whole tree lays out left to right), and taken by
        // the regions that share it.
        let allLeftToRight = usesDirection(constraint) && isAllLeftToRight
        let readsInFrame = constraint.readsInFrameDirection
        let firstRightToLeft = usesDirection(constraint)
            ? !allLeftToRight && directionSource(of: constraint, first: first, frame: frame).isRightToLeft : nil
        func knownRightToLeft(of region: LayoutRegion) -> Bool? {
            if allLeftToRight { return false }
            guard let firstRightToLeft, readsInFrame || region.sharesDirection(with: first) else { return nil }
            return firstRightToLeft
        }
        let mirrored = firstRightToLeft ?? false
        let scrollSide = frame.region?.contentArea == nil ? nil : scrollSideSeen(by: constraint, items, in: frame)
        var expression = Expression()
        // Room for the most an equation names between near relatives: two
        // terms per attribute (position and size), and the origin's size.
        expression.reserveCapacity(5)
        add(first, constraint.firstAttribute, times: 1, mirrored: mirrored, rightToLeft: firstRightToLeft, in: frame.region,
            offsets: frame.first, scrollSide: first === frame.region ? scrollSide : nil, to: &expression)
        if let second = items.second, let attribute = constraint.secondAttribute {
            add(second, attribute, times: -constraint.multiplier, mirrored: mirrored, rightToLeft: knownRightToLeft(of: second),
                in: frame.region, offsets: frame.second, scrollSide: second === frame.region ? scrollSide : nil,
                to: &expression)
        }
        if let origin = constantOrigin(of: constraint, first: first) {
            // A position set to a constant (or to a share of a size) is
            // relative to the parent, the frame: its leading edge, right to left.
            add(origin.parent, origin.attribute, times: -1, mirrored: mirrored, rightToLeft: knownRightToLeft(of: origin.parent),
                in: frame.region, offsets: .none, scrollSide: scrollSide, to: &expression)
        }
        let anchorOffset = expression.constant
        expression.constant = anchorOffset - Self.limited(constraint.constant)
        // The identifier it was given: a generated name is composed only
        // when the layout constraint's is read.
        return (Constraint(normalized: expression, constraint.relation, priority: constraint.priority,
                           identifier: constraint.givenIdentifier), anchorOffset)
    }

    /// Which side of a scroll item (see ``ScrollItem``) a constraint that
    /// relates it to a region inside it sees: the content area from the
    /// items inside (a constant position of a child included) and from its
    /// content guide, the visible frame from its other own guides (margins,
    /// safe area, readable content, frame), which follow the frame as it
    /// scrolls. Nil for every other constraint.
    private func scrollSideSeen(by constraint: LayoutConstraint, _ items: LayoutConstraint.Items,
                                in frame: ConstraintFrame) -> ScrollSide? {
        guard let scroll = frame.region, let contentArea = scroll.contentArea else { return nil }
        let inside: LayoutRegion
        if items.first !== scroll {
            inside = items.first
        } else if let second = items.second, second !== scroll {
            inside = second
        } else {
            return nil
        }
        if let guide = inside as? LayoutGuide, guide.systemRole != nil, guide !== contentArea,
           guide.owningItem === scroll {
            return .visibleFrame
        }
        return .content
    }

    /// The equation of a constraint that sets a size to a constant
    /// (`size − constant RELATION 0`): the item's floors and content-size
    /// constraints, most of those the engine makes for every item. Its one
    /// term needs no frame or direction, and its terms are made at their
    /// size, the expression as ``equation(for:_:)`` builds it otherwise.
    private func sizeEquation(for constraint: LayoutConstraint, of region: LayoutRegion) -> Constraint {
        let size = constraint.firstAttribute == .width ? region.width : region.height
        // `0 − constant`, as the general path subtracts it from the anchors'
        // offset: a constant of 0 gives +0, not −0.
        let expression = Expression(size, 1, constant: 0 - Self.limited(constraint.constant))
        return Constraint(normalized: expression, constraint.relation, priority: constraint.priority,
                          identifier: constraint.givenIdentifier)
    }

    /// The region whose alignment rectangle a constraint measures its
    /// positions from: the closest common ancestor of its two items (either
    /// of them included) when it relates two positions, the first item's
    /// parent when it sets a position to a constant or to a share of a
    /// size, and nil (the root's own space) for the root's position or a
    /// constraint between sizes, which has no position to measure.
    func frame(of constraint: LayoutConstraint, _ items: LayoutConstraint.Items) -> ConstraintFrame {
        if let second = items.second, let attribute = constraint.secondAttribute, !attribute.isDimension {
            return Self.closestCommonAncestor(of: items.first, second)
        }
        if constraint.firstAttribute.isDimension { return ConstraintFrame(region: nil, first: .walk, second: .walk) }
        return ConstraintFrame(region: items.first.coordinateParent, first: .own, second: .walk)
    }

    /// The closest region that is `a` or contains it (as a coordinate
    /// parent, see ``LayoutRegion/coordinateParent``) and is `b` or
    /// contains it (nil when they are in different trees), and how far
    /// each is from it.
    static func closestCommonAncestor(of a: LayoutRegion, _ b: LayoutRegion) -> ConstraintFrame {
        if a === b { return ConstraintFrame(region: a, first: .none, second: .none) }
        // The near relatives most constraints relate, before any walk.
        if a.isCoordinateChild(of: b) { return ConstraintFrame(region: b, first: .own, second: .none) }
        if b.isCoordinateChild(of: a) { return ConstraintFrame(region: a, first: .none, second: .own) }
        if a.sharesCoordinateParent(with: b) { return ConstraintFrame(region: a.coordinateParent, first: .own, second: .own) }
        var ancestorsOfA: [ObjectIdentifier] = []
        var region: LayoutRegion? = a
        while let current = region {
            ancestorsOfA.append(ObjectIdentifier(current))
            region = current.coordinateParent
        }
        region = b
        while let current = region {
            if ancestorsOfA.contains(ObjectIdentifier(current)) {
                return ConstraintFrame(region: current, first: .walk, second: .walk)
            }
            region = current.coordinateParent
        }
        return ConstraintFrame(region: nil, first: .walk, second: .walk)
    }

    /// Whether every item of the tree lays out left to right: the root
    /// does and no item forces right to left. Counted as items join, leave
    /// and change their ``LayoutItem/semanticContentAttribute``, so that an
    /// equation on leading or trailing needs no walk to the root.
    var isAllLeftToRight: Bool {
        tree.itemsForcingRightToLeft == 0 && root?.layoutDirection == .leftToRight
    }

    /// An item of the tree changed its ``LayoutItem/semanticContentAttribute``:
    /// the count behind ``isAllLeftToRight`` follows.
    func forcedDirectionChanged(from old: SemanticContentAttribute, to new: SemanticContentAttribute) {
        if old == .forceRightToLeft { tree.itemsForcingRightToLeft -= 1 }
        if new == .forceRightToLeft { tree.itemsForcingRightToLeft += 1 }
    }

    /// Whether the constraint uses leading or trailing: its equation
    /// depends on the direction.
    private func usesDirection(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true
    }

    /// Whether the engine reads the constraint in the mirrored space: it
    /// uses leading or trailing and its first item (or the frame it is read
    /// in, see ``LayoutConstraint/readsInFrameDirection``) lays out right
    /// to left.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        guard usesDirection(constraint) else { return false }
        let items = constraint.items
        return directionSource(of: constraint, first: items.first,
                               frame: constraint.readsInFrameDirection ? frame(of: constraint, items) : nil).isRightToLeft
    }

    /// The region whose direction the constraint reads leading and trailing
    /// in: its first item's, or its frame's for a constraint read there
    /// (``LayoutConstraint/readsInFrameDirection``; `frame` may be nil for
    /// any other).
    private func directionSource(of constraint: LayoutConstraint, first: LayoutRegion,
                                 frame: ConstraintFrame?) -> LayoutRegion {
        constraint.readsInFrameDirection ? frame?.region ?? first : first
    }

    /// For a position set to a constant, or to a share of a size (a
    /// translated frame's), what it is measured from: the top, leading or
    /// left of its coordinate parent; nil for a size, a relation between two
    /// positions, or a position of the root.
    func constantOrigin(of constraint: LayoutConstraint) -> (parent: LayoutItem, attribute: LayoutAttribute)? {
        // Checked before the item is loaded: most constraints have no origin.
        guard constraint.secondAttribute?.isDimension ?? true, !constraint.firstAttribute.isDimension else { return nil }
        return constantOrigin(of: constraint, first: constraint.firstItem)
    }

    /// ``constantOrigin(of:)`` for a constraint whose first item the caller
    /// loaded already.
    private func constantOrigin(of constraint: LayoutConstraint, first: LayoutRegion)
        -> (parent: LayoutItem, attribute: LayoutAttribute)? {
        guard constraint.secondAttribute?.isDimension ?? true, !constraint.firstAttribute.isDimension,
              let parent = first.coordinateParent else { return nil }
        let attribute = constraint.firstAttribute
        return (parent, attribute.axis == .vertical ? .top : attribute.isDirectional ? .leading : .left)
    }

    /// An attribute of a region as a linear expression of its frame
    /// variables, its position measured in `frame` (by default the root's
    /// own space, where a frame in the root is measured).
    func expression(_ region: LayoutRegion, _ attribute: LayoutAttribute, mirrored: Bool,
                    in frame: LayoutRegion? = nil) -> Expression {
        var expression = Expression()
        add(region, attribute, times: 1, mirrored: mirrored, in: frame, to: &expression)
        return expression
    }

    /// Adds `factor` × the attribute's expression (see ``expression(_:_:mirrored:in:)``)
    /// to `expression`, term by term: a constraint's equation is built in
    /// one expression, without one per attribute. `knownRightToLeft` is the
    /// region's direction when the caller knows it (nil: found here if
    /// needed). `frame` is `region` or contains it.
    ///
    /// With `scrollSide`, the region is a scroll item seen from inside (see
    /// ``ScrollItem``), whose coordinates are its content's. Seen from its
    /// content, its far edges are the content area's: its right, bottom, and
    /// leading or trailing where that is the right, with their margins, are
    /// measured by the content size; its centres stay the frame's, where the
    /// content is scrolled to. Seen from its own guides, every position is
    /// the frame's where the content is scrolled to.
    func add(_ region: LayoutRegion, _ attribute: LayoutAttribute, times factor: Double, mirrored: Bool,
             rightToLeft knownRightToLeft: Bool? = nil, in frame: LayoutRegion?,
             offsets path: ConstraintFrame.Path = .walk, scrollSide: ScrollSide? = nil,
             to expression: inout Expression) {
        let (width, height) = (region.width, region.height)
        switch attribute {
        case .width:
            expression.add(width, factor)
            return
        case .height:
            expression.add(height, factor)
            return
        case .firstBaseline, .lastBaseline:
            let first = attribute == .firstBaseline
            if let item = region as? LayoutItem, case let source = item.baselineItem(first: first), source !== item {
                add(source, attribute, times: factor, mirrored: mirrored, in: frame, offsets: .walk, to: &expression)
                return
            }
        default: break
        }
        // A mirrored position is −x.
        let f = mirrored && attribute.axis == .horizontal ? -factor : factor
        // Margins and baselines are measured from the frame, which reaches
        // past the alignment rectangle (the variables) by the alignment insets.
        var margins: EdgeInsets {
            let insets = region.alignmentInsetsForLayout
            let margins = region.marginsForLayout
            guard insets != .zero else { return margins }
            return EdgeInsets(top: margins.top - insets.top, left: margins.left - insets.left,
                              bottom: margins.bottom - insets.bottom, right: margins.right - insets.right)
        }
        var rightToLeft: Bool { knownRightToLeft ?? region.isRightToLeft }
        /// `x`, `x + size` or `x + 0.5 × size`, and a constant, where `x` is
        /// the origin in `frame`: the region's offset and its ancestors' up
        /// to the frame (none when the region is the frame).
        @inline(__always) func edge(_ horizontal: Bool, _ share: Double, constant: Double = 0) {
            switch path {
            case .none: break
            case .own: expression.add(horizontal ? region.left : region.top, f)
            case .walk:
                var current: LayoutRegion? = region
                while let offsetRegion = current, offsetRegion !== frame {
                    expression.add(horizontal ? offsetRegion.left : offsetRegion.top, f)
                    current = offsetRegion.coordinateParent
                    // Out of a scroll item's content: scrolled by its offset.
                    if let parent = current, parent !== frame, parent.contentArea != nil, tree.readsContentOffsets {
                        let offset = parent.contentOffsetForLayout
                        expression.constant -= (horizontal ? offset.x : offset.y) * f
                    }
                }
            }
            if share == 1, scrollSide == .content, let contentArea = region.contentArea {
                expression.add(horizontal ? contentArea.width : contentArea.height, f)
            } else if share != 0 {
                expression.add(horizontal ? width : height, share * f)
            }
            if let scrollSide, scrollSide == .visibleFrame || share == 0.5, tree.readsContentOffsets {
                let offset = region.contentOffsetForLayout
                expression.constant += (horizontal ? offset.x : offset.y) * f
            }
            if constant != 0 { expression.constant += constant * f }
        }
        switch attribute {
        case .left: edge(true, 0)
        case .right: edge(true, 1)
        case .top: edge(false, 0)
        case .bottom: edge(false, 1)
        case .centerX: edge(true, 0.5)
        case .centerY: edge(false, 0.5)
        case .leading: edge(true, rightToLeft ? 1 : 0)
        case .trailing: edge(true, rightToLeft ? 0 : 1)
        case .leftMargin: edge(true, 0, constant: margins.left)
        case .rightMargin: edge(true, 1, constant: -margins.right)
        case .topMargin: edge(false, 0, constant: margins.top)
        case .bottomMargin: edge(false, 1, constant: -margins.bottom)
        case .leadingMargin:
            let margins = margins
            edge(true, rightToLeft ? 1 : 0, constant: rightToLeft ? -margins.right : margins.left)
        case .trailingMargin:
            let margins = margins
            edge(true, rightToLeft ? 0 : 1, constant: rightToLeft ? margins.left : -margins.right)
        case .centerXWithinMargins:
            let margins = margins
            edge(true, 0.5, constant: 0.5 * (margins.left - margins.right))
        case .centerYWithinMargins:
            let margins = margins
            edge(false, 0.5, constant: 0.5 * (margins.top - margins.bottom))
        case .firstBaseline, .lastBaseline:
            // Without a baseline, UIKit takes the top edge for the first
            // (`forFirstBaselineLayout`) and the bottom edge for the last.
            let first = attribute == .firstBaseline
            if let offset = first ? region.firstBaselineOffsetForLayout : region.lastBaselineOffsetForLayout {
                edge(false, 0, constant: offset - region.alignmentInsetsForLayout.top)
            } else {
                edge(false, first ? 0 : 1)
            }
        case .width, .height: break
        }
    }

    /// Margins or baselines of an item changed: the constraints that use
    /// them get their new constants in place.
    func attributeConstantsChanged(of region: LayoutRegion) {
        for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) }) {
            anchorOffsetsChanged(constraint)
        }
        if let item = region as? LayoutItem {
            for child in item.children + item.layoutGuides {
                // Positions given as constants are relative to the parent.
                for constraint in child.constraints.values.sorted(by: { order(of: $0) < order(of: $1) })
                where constraint.secondItem == nil {
                    anchorOffsetsChanged(constraint)
                }
            }
        }
    }

    /// An item's last baseline moved within it (its text wrapped onto
    /// another number of lines): the constraints on it, and on the last
    /// baselines of the ancestors that vend it, take their new constants.
    func lastBaselineMoved(in item: LayoutItem) {
        forEachConstraint(onLastBaselineOf: item, anchorOffsetsChanged)
    }

    /// Calls `body` with each constraint on the item's last baseline, or on
    /// the last baseline of an ancestor that vends it, in activation order.
    func forEachConstraint(onLastBaselineOf item: LayoutItem, _ body: (LayoutConstraint) -> Void) {
        for region in sequence(first: item, next: { $0.parent }) where region.baselineItem(first: false) === item {
            for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) })
            where (constraint.firstItem === region && constraint.firstAttribute == .lastBaseline)
                || (constraint.secondItem === region && constraint.secondAttribute == .lastBaseline) {
                body(constraint)
            }
        }
    }

    /// An item now vends another item's baselines: the constraints on its
    /// baselines, and on those of its ancestors (which may vend it in turn),
    /// are re-expressed.
    func baselineSourceChanged(of item: LayoutItem) {
        for region in sequence(first: item, next: { $0.parent }) {
            reexpressBaselineConstraints(of: region)
        }
    }

    /// A subtree joined a parent: an ancestor that vends the baseline of an
    /// item inside it (a stack whose first arranged item it holds) measures
    /// that baseline through the subtree's new parents, so the constraints
    /// on that ancestor's baselines are re-expressed.
    func baselineSourcesJoined(in subtree: LayoutItem) {
        guard let parent = subtree.parent else { return }
        for region in sequence(first: parent, next: { $0.parent }) {
            let vendsFromSubtree = [true, false].contains { first in
                let source = region.baselineItem(first: first)
                return source !== region && (source === subtree || subtree.isAncestor(of: source))
            }
            if vendsFromSubtree { reexpressBaselineConstraints(of: region) }
        }
    }

    /// Takes the constraints on the region's baselines out of the solver and
    /// puts them back as their equations now read, in activation order.
    private func reexpressBaselineConstraints(of region: LayoutItem) {
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) })
        where (constraint.firstItem === region && baselines.contains(constraint.firstAttribute))
            || (constraint.secondItem === region && constraint.secondAttribute.map(baselines.contains) == true) {
            release(constraint)
            enforce(constraint)
        }
    }

    /// The direction of `subtree` changed (the root's ``LayoutItem/layoutDirection``,
    /// or an item's ``LayoutItem/semanticContentAttribute``): every
    /// constraint on its regions that uses leading or trailing is
    /// re-expressed, directional margins swap, and items that place their
    /// children (flex stacks) update their constraints.
    ///
    /// All of them leave the solver before any comes back: re-expressed one
    /// at a time, a mirrored constraint met the unmirrored ones still there
    /// and was broken (`a.leading == bar.leading + 10` against
    /// `a.trailing == bar.trailing - 30`). Constraints broken in the old
    /// direction get another try in the new one.
    func layoutDirectionChanged(in subtree: LayoutItem) {
        var seen: Set<ObjectIdentifier> = []
        var directional: [LayoutConstraint] = []
        for item in subtree.subtree {
            item.applyDirectionalMargins()
            for region in [item as LayoutRegion] + item.layoutGuides {
                for constraint in region.constraints.values where seen.insert(ObjectIdentifier(constraint)).inserted
                    && (constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true) {
                    directional.append(constraint)
                }
            }
        }
        // A flex stack lays out from the outermost flex stack above it, which
        // may be outside the subtree: every placer looks again.
        for item in Self.inJoinOrder(tree.passState.placers.values.compactMap(\.handle.item)) { item.setNeedsUpdateConstraints() }
        directional.sort { order(of: $0) < order(of: $1) }
        // A stack's chain may now read its items in other directions.
        _ = holdImpliedFloors()
        takeOut(directional, by: release)
        for constraint in directional { enforce(constraint) }
    }
}

/// Where a constraint measures its positions (see
/// ``LayoutEngine/frame(of:_:)``), and what each item's positions add up
/// to reach it, known when the frame is found, so that an equation between
/// near relatives loads no parent twice.
struct ConstraintFrame {
    /// The offsets between a region and the frame.
    enum Path {
        /// The region is the frame: its positions are its sizes' shares.
        case none
        /// The frame is the region's parent: its own offset.
        case own
        /// Its offset and its ancestors', up to the frame.
        case walk
    }

    let region: LayoutRegion?
    let first: Path
    let second: Path
}

/// What a constraint between a scroll item and a region inside it sees of
/// the item (see ``LayoutEngine/add(_:_:times:mirrored:rightToLeft:in:offsets:scrollSide:to:)``).
enum ScrollSide {
    /// The content area: the items inside and the content guide see it.
    case content
    /// The frame where the content is scrolled to: the item's own guides see it.
    case visibleFrame
}
