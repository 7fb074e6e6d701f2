extension LayoutEngine {
    /// The solver's equation for a layout constraint:
    /// `first − (multiplier × second + constant) RELATION 0`.
    ///
    /// When its first item lays out right to left, a constraint that uses
    /// leading or trailing is read in a mirrored space (x becomes −x for its
    /// positions), so that its constant grows toward the trailing side:
    /// `a.leading == b.leading + 16` puts a's right edge 16 points left of
    /// b's. Each item's leading and trailing follow its own direction.
    func solverConstraint(for constraint: LayoutConstraint) -> Constraint {
        solverConstraint(for: constraint, constraint.items)
    }

    /// The solver's equation for a layout constraint whose items the
    /// caller loaded already (see ``solverConstraint(for:)``).
    func solverConstraint(for constraint: LayoutConstraint, _ items: LayoutConstraint.Items) -> Constraint {
        let first = items.first
        // The first item's direction, when an attribute needs it: found once
        // (a walk to the root, unless the whole tree lays out left to
        // right), and taken by the regions that share it.
        let allLeftToRight = usesDirection(constraint) && isAllLeftToRight
        let firstRightToLeft = usesDirection(constraint) ? !allLeftToRight && first.isRightToLeft : nil
        func knownRightToLeft(of region: LayoutRegion) -> Bool? {
            if allLeftToRight { return false }
            guard let firstRightToLeft, region.sharesDirection(with: first) else { return nil }
            return firstRightToLeft
        }
        let mirrored = firstRightToLeft ?? false
        var expression = Expression()
        // Room for the most an equation names: two terms per attribute
        // (position and size), and the origin's position.
        expression.reserveCapacity(5)
        add(first, constraint.firstAttribute, times: 1, mirrored: mirrored, rightToLeft: firstRightToLeft, to: &expression)
        if let second = items.second, let attribute = constraint.secondAttribute {
            add(second, attribute, times: -constraint.multiplier, mirrored: mirrored, rightToLeft: knownRightToLeft(of: second),
                to: &expression)
        }
        if let origin = constantOrigin(of: constraint, first: first) {
            // A position set to a constant (or to a share of a size) is
            // relative to the parent.
            add(origin.parent, origin.attribute, times: -1, mirrored: mirrored, rightToLeft: knownRightToLeft(of: origin.parent),
                to: &expression)
        }
        expression.constant -= Self.limited(constraint.constant)
        // The identifier it was given: a generated name is composed only
        // when the layout constraint's is read.
        return Constraint(normalized: expression, constraint.relation, priority: constraint.priority,
                          identifier: constraint.givenIdentifier)
    }

    /// Whether every item of the tree lays out left to right: the root
    /// does and no item forces right to left. Counted as items join, leave
    /// and change their ``LayoutItem/semanticContentAttribute``, so that an
    /// equation on leading or trailing needs no walk to the root.
    var isAllLeftToRight: Bool {
        itemsForcingRightToLeft == 0 && root?.layoutDirection == .leftToRight
    }

    /// An item of the tree changed its ``LayoutItem/semanticContentAttribute``:
    /// the count behind ``isAllLeftToRight`` follows.
    func forcedDirectionChanged(from old: SemanticContentAttribute, to new: SemanticContentAttribute) {
        if old == .forceRightToLeft { itemsForcingRightToLeft -= 1 }
        if new == .forceRightToLeft { itemsForcingRightToLeft += 1 }
    }

    /// Whether the constraint uses leading or trailing: its equation
    /// depends on the direction.
    private func usesDirection(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true
    }

    /// Whether the engine reads the constraint in the mirrored space: it
    /// uses leading or trailing and its first item lays out right to left.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        usesDirection(constraint) && constraint.firstItem.isRightToLeft
    }

    /// For a position set to a constant, or to a share of a size (a
    /// translated frame's), what it is measured from: the top, leading or
    /// left of its coordinate parent; nil for a size, a relation between two
    /// positions, or a position of the root.
    func constantOrigin(of constraint: LayoutConstraint) -> (parent: LayoutItem, attribute: LayoutAttribute)? {
        // Checked before the item is loaded (a weak load): most constraints have no origin.
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

    /// An attribute of a region as a linear expression of its frame variables.
    func expression(_ region: LayoutRegion, _ attribute: LayoutAttribute, mirrored: Bool) -> Expression {
        var expression = Expression()
        add(region, attribute, times: 1, mirrored: mirrored, to: &expression)
        return expression
    }

    /// Adds `factor` × the attribute's expression (see ``expression(_:_:mirrored:)``)
    /// to `expression`, term by term: a constraint's equation is built in
    /// one expression, without one per attribute. `knownRightToLeft` is the
    /// region's direction when the caller knows it (nil: found here if needed).
    func add(_ region: LayoutRegion, _ attribute: LayoutAttribute, times factor: Double, mirrored: Bool,
             rightToLeft knownRightToLeft: Bool? = nil, to expression: inout Expression) {
        let (left, top, width, height) = (region.left, region.top, region.width, region.height)
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
                add(source, attribute, times: factor, mirrored: mirrored, to: &expression)
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
        /// `x`, `x + size` or `x + 0.5 × size`, and a constant.
        func edge(_ position: Variable, _ size: Variable, _ share: Double, constant: Double = 0) {
            expression.add(position, f)
            if share != 0 { expression.add(size, share * f) }
            if constant != 0 { expression.constant += constant * f }
        }
        switch attribute {
        case .left: edge(left, width, 0)
        case .right: edge(left, width, 1)
        case .top: edge(top, height, 0)
        case .bottom: edge(top, height, 1)
        case .centerX: edge(left, width, 0.5)
        case .centerY: edge(top, height, 0.5)
        case .leading: edge(left, width, rightToLeft ? 1 : 0)
        case .trailing: edge(left, width, rightToLeft ? 0 : 1)
        case .leftMargin: edge(left, width, 0, constant: margins.left)
        case .rightMargin: edge(left, width, 1, constant: -margins.right)
        case .topMargin: edge(top, height, 0, constant: margins.top)
        case .bottomMargin: edge(top, height, 1, constant: -margins.bottom)
        case .leadingMargin:
            let margins = margins
            edge(left, width, rightToLeft ? 1 : 0, constant: rightToLeft ? -margins.right : margins.left)
        case .trailingMargin:
            let margins = margins
            edge(left, width, rightToLeft ? 0 : 1, constant: rightToLeft ? margins.left : -margins.right)
        case .centerXWithinMargins:
            let margins = margins
            edge(left, width, 0.5, constant: 0.5 * (margins.left - margins.right))
        case .centerYWithinMargins:
            let margins = margins
            edge(top, height, 0.5, constant: 0.5 * (margins.top - margins.bottom))
        case .firstBaseline, .lastBaseline:
            // Without a baseline, UIKit takes the top edge for the first
            // (`forFirstBaselineLayout`) and the bottom edge for the last.
            let first = attribute == .firstBaseline
            if let offset = first ? region.firstBaselineOffsetForLayout : region.lastBaselineOffsetForLayout {
                edge(top, height, 0, constant: offset - region.alignmentInsetsForLayout.top)
            } else {
                edge(top, height, first ? 0 : 1)
            }
        case .width, .height: break
        }
    }

    /// Margins or baselines of an item changed: the constraints that use
    /// them get their new constants in place.
    func attributeConstantsChanged(of region: LayoutRegion) {
        for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) }) {
            constantChanged(constraint)
        }
        if let item = region as? LayoutItem {
            for child in item.children + item.layoutGuides {
                // Positions given as constants are relative to the parent.
                for constraint in child.constraints.values.sorted(by: { order(of: $0) < order(of: $1) })
                where constraint.secondItem == nil {
                    constantChanged(constraint)
                }
            }
        }
    }

    /// An item's last baseline moved within it (its text wrapped onto
    /// another number of lines): the constraints on it, and on the last
    /// baselines of the ancestors that vend it, take their new constants.
    func lastBaselineMoved(in item: LayoutItem) {
        forEachConstraint(onLastBaselineOf: item, constantChanged)
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
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        for region in sequence(first: item, next: { $0.parent }) {
            for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) })
            where (constraint.firstItem === region && baselines.contains(constraint.firstAttribute))
                || (constraint.secondItem === region && constraint.secondAttribute.map(baselines.contains) == true) {
                release(constraint)
                enforce(constraint)
            }
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
        for item in Self.inJoinOrder(passState.placers.values.compactMap(\.item.object)) { item.setNeedsUpdateConstraints() }
        directional.sort { order(of: $0) < order(of: $1) }
        // A stack's chain may now read its items in other directions.
        _ = holdImpliedFloors()
        for constraint in directional { release(constraint) }
        for constraint in directional { enforce(constraint) }
    }
}
