extension LayoutEngine {
    /// The layout direction of the tree (its root's).
    var direction: LayoutDirection { root?.layoutDirection ?? .leftToRight }

    /// The solver's equation for a layout constraint:
    /// `first − (multiplier × second + constant) RELATION 0`.
    ///
    /// In a right-to-left layout a constraint that uses leading or trailing
    /// is read in a mirrored space (x becomes −x for its positions), so that
    /// its constant grows toward the trailing side: `a.leading == b.leading + 16`
    /// puts a's right edge 16 points left of b's.
    func solverConstraint(for constraint: LayoutConstraint) -> Constraint {
        let mirrored = isMirrored(constraint)
        var expression = self.expression(constraint.firstItem, constraint.firstAttribute, mirrored: mirrored)
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            expression = expression - constraint.multiplier * self.expression(second, attribute, mirrored: mirrored)
        } else if let origin = constantOrigin(of: constraint) {
            // A position set to a constant is relative to the parent.
            expression = expression - self.expression(origin.parent, origin.attribute, mirrored: mirrored)
        }
        expression.constant -= Self.limited(constraint.constant)
        return Constraint(normalized: expression, constraint.relation, priority: constraint.priority,
                          identifier: constraint.identifier)
    }

    /// Whether the engine reads the constraint in the mirrored space: the
    /// tree is right to left and the constraint uses leading or trailing.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        direction == .rightToLeft
            && (constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true)
    }

    /// For a position set to a constant, what it is measured from: the
    /// top, leading or left of its coordinate parent; nil for a size, a
    /// relation between two attributes, or a position of the root.
    func constantOrigin(of constraint: LayoutConstraint) -> (parent: LayoutItem, attribute: LayoutAttribute)? {
        guard constraint.secondAttribute == nil, !constraint.firstAttribute.isDimension,
              let parent = constraint.firstItem.coordinateParent else { return nil }
        let attribute = constraint.firstAttribute
        return (parent, attribute.axis == .vertical ? .top : attribute.isDirectional ? .leading : .left)
    }

    /// An attribute of a region as a linear expression of its frame variables.
    func expression(_ region: LayoutRegion, _ attribute: LayoutAttribute, mirrored: Bool) -> Expression {
        let margins = region.marginsForLayout
        let (left, top, width, height) = (region.left, region.top, region.width, region.height)
        let rightToLeft = direction == .rightToLeft
        var result: Expression
        switch attribute {
        case .left: result = Expression(left)
        case .right: result = left + width
        case .top: result = Expression(top)
        case .bottom: result = top + height
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: result = left + 0.5 * width
        case .centerY: result = top + 0.5 * height
        case .leading: result = rightToLeft ? left + width : Expression(left)
        case .trailing: result = rightToLeft ? Expression(left) : left + width
        case .leftMargin: result = left + margins.left
        case .rightMargin: result = left + width - margins.right
        case .topMargin: result = top + margins.top
        case .bottomMargin: result = top + height - margins.bottom
        case .leadingMargin: result = rightToLeft ? left + width - margins.right : left + margins.left
        case .trailingMargin: result = rightToLeft ? left + margins.left : left + width - margins.right
        case .centerXWithinMargins: result = left + 0.5 * width + 0.5 * (margins.left - margins.right)
        case .centerYWithinMargins: result = top + 0.5 * height + 0.5 * (margins.top - margins.bottom)
        case .firstBaseline, .lastBaseline:
            let first = attribute == .firstBaseline
            if let item = region as? LayoutItem, case let source = item.baselineItem(first: first), source !== item {
                return expression(source, attribute, mirrored: mirrored)
            }
            let offset = first ? region.firstBaselineOffsetForLayout : region.lastBaselineOffsetForLayout
            result = offset.map { top + $0 } ?? top + height
        }
        return mirrored && attribute.axis == .horizontal ? -result : result
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
                for constraint in child.constraints.values where constraint.secondItem == nil {
                    constantChanged(constraint)
                }
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

    /// The root's direction changed: every constraint that uses leading or
    /// trailing is re-expressed, and items that place their children (flex
    /// stacks) update their constraints.
    ///
    /// All of them leave the solver before any comes back: re-expressed one
    /// at a time, a mirrored constraint met the unmirrored ones still there
    /// and was broken (`a.leading == bar.leading + 10` against
    /// `a.trailing == bar.trailing - 30`). Constraints broken in the old
    /// direction get another try in the new one.
    func layoutDirectionChanged() {
        for (reference, _) in passState.placers.values { reference.object?.setNeedsUpdateConstraints() }
        let directional = constraints.filter { constraint in
            constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true
        }
        for constraint in directional { release(constraint) }
        for constraint in directional { enforce(constraint) }
    }
}
