import Layout

/// Layout constraints evaluated at the frames of the last layout pass,
/// from the frames alone (not from the engine's equations), so that a
/// session checks what the engine wrote against what it was asked.
extension LayoutConstraint {
    /// `first − (multiplier × second + constant)` at the current frames,
    /// read as the engine reads it: a position set to a constant is relative
    /// to the parent, and when the first item lays out right to left a
    /// constraint that names leading or trailing measures horizontal
    /// positions from the right.
    var residualAtFrames: Double {
        // A stack's constraint reads every item's leading and trailing in
        // the direction of the region it measures in (its items' closest
        // common ancestor: the stack); any other, each item in its own.
        let shared: LayoutDirection? = !readsInFrameDirection ? nil
            : (secondItem.flatMap { closestCommonAncestor(firstItem, $0) } ?? firstItem.parentForConstants ?? firstItem).direction
        let mirrored = (shared ?? firstItem.direction) == .rightToLeft
            && (firstAttribute.isDirectional || secondAttribute?.isDirectional == true)
        // The engine holds a constant beyond its number limit at the limit.
        let held = Swift.min(Swift.max(constant, -LayoutEngine.numberLimit), LayoutEngine.numberLimit)
        var residual = firstItem.valueAtFrame(firstAttribute, mirrored: mirrored, direction: shared,
                                              seenFrom: secondItem) - held
        if let secondItem, let secondAttribute {
            residual -= multiplier * secondItem.valueAtFrame(secondAttribute, mirrored: mirrored, direction: shared,
                                                             seenFrom: firstItem)
            // Positions are measured from the closest common ancestor's
            // origin (a scroll item's content's), which a multiplier scales
            // on one side only.
            if !secondAttribute.isDimension, multiplier != 1, let frame = closestCommonAncestor(firstItem, secondItem) {
                let origin = ((frame as? ScrollItem)?.contentLayoutGuide ?? frame)
                    .valueAtFrame(firstAttribute.axis == .vertical ? .top : .left, mirrored: false)
                residual -= (1 - multiplier) * (mirrored && firstAttribute.axis == .horizontal ? -origin : origin)
            }
        }
        // A position set to a constant, or to a share of a size (a frame's), is relative to the parent.
        if !firstAttribute.isDimension, secondAttribute?.isDimension ?? true, let parent = firstItem.parentForConstants {
            let origin: LayoutAttribute = firstAttribute.axis == .vertical ? .top
                : firstAttribute.isDirectional ? .leading : .left
            residual -= parent.valueAtFrame(origin, mirrored: mirrored, direction: shared, seenFrom: firstItem)
        }
        return residual
    }

    /// How far the frames are from satisfying the constraint (0 when they do).
    var errorAtFrames: Double {
        let residual = residualAtFrames
        switch relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// The size of the numbers the residual is computed from (1 at the
    /// least): the scale of ``Tolerances/relative``.
    var scaleAtFrames: Double {
        var scale = abs(constant) + firstItem.magnitudeAtFrame(firstAttribute)
        if let secondItem, let secondAttribute {
            scale += abs(multiplier) * secondItem.magnitudeAtFrame(secondAttribute)
        } else if let parent = firstItem.parentForConstants {
            scale += abs(parent.alignmentRectInRoot.minX) + abs(parent.alignmentRectInRoot.minY)
        }
        return max(1, scale)
    }
}

/// The closest region that is `a` or holds it and is `b` or holds it.
private func closestCommonAncestor(_ a: LayoutRegion, _ b: LayoutRegion) -> LayoutRegion? {
    let holdersOfA = sequence(first: a, next: { $0.parentForConstants }).map(ObjectIdentifier.init)
    return sequence(first: b, next: { $0.parentForConstants }).first { holdersOfA.contains(ObjectIdentifier($0)) }
}

extension LayoutRegion {
    /// The item a constant position is measured from: the parent of an
    /// item, the owner of a guide.
    var parentForConstants: LayoutItem? {
        (self as? LayoutItem)?.parent ?? (self as? LayoutGuide)?.owningItem
    }

    /// The root item of the region's tree, if it is in one.
    var treeRoot: LayoutItem? {
        var item = (self as? LayoutItem) ?? (self as? LayoutGuide)?.owningItem
        while let parent = item?.parent { item = parent }
        return item
    }

    /// The direction the region's leading and trailing follow: its item's
    /// own (a guide's owner's).
    var direction: LayoutDirection {
        ((self as? LayoutItem) ?? (self as? LayoutGuide)?.owningItem)?.effectiveLayoutDirection ?? .leftToRight
    }

    /// The size of the numbers the attribute's value is made of: an edge,
    /// centre, margin or baseline is a position plus a length (its bottom is
    /// `top + height`), and the solver's promise is relative to the terms
    /// it adds, so a bottom near 0 of a frame at -1.5e7 is accurate to the
    /// 1.5e7, not to its own value.
    func magnitudeAtFrame(_ attribute: LayoutAttribute) -> Double {
        let value = abs(valueAtFrame(attribute, mirrored: false))
        if attribute.isDimension { return value }
        if attribute == .firstBaseline || attribute == .lastBaseline, let item = self as? LayoutItem,
           case let source = item.baselineItem(first: attribute == .firstBaseline), source !== item {
            return source.magnitudeAtFrame(attribute)
        }
        let rect = alignmentRectInRoot
        let parts = attribute.axis == .horizontal ? abs(rect.minX) + abs(rect.width) : abs(rect.minY) + abs(rect.height)
        return max(value, parts)
    }

    /// The attribute's value as `other` sees it in a constraint: what
    /// ``valueAtFrame(_:mirrored:direction:)`` reads, but for a scroll item
    /// seen from a region inside it other than its own guides, its content
    /// area's edges, margins and baselines (``ScrollItem``: UIKit's rule);
    /// its centres and sizes stay its frame's.
    func valueAtFrame(_ attribute: LayoutAttribute, mirrored: Bool, direction: LayoutDirection? = nil,
                      seenFrom other: LayoutRegion?) -> Double {
        guard let scroll = self as? ScrollItem, let other, other !== scroll,
              sequence(first: other, next: { $0.parentForConstants }).contains(where: { $0 === scroll }) else {
            return valueAtFrame(attribute, mirrored: mirrored, direction: direction)
        }
        if let guide = other as? LayoutGuide, guide.owningItem === scroll, guide !== scroll.contentLayoutGuide,
           ["margins", "safeArea", "readableContent", "keyboard", "frame"].contains(where: { guide.name == "\(scroll.name).\($0)" }) {
            return valueAtFrame(attribute, mirrored: mirrored, direction: direction)
        }
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            return valueAtFrame(attribute, mirrored: mirrored, direction: direction)
        default:
            let content = scroll.contentLayoutGuide.alignmentRectInRoot
            return value(attribute, rect: content, frame: content, mirrored: mirrored, direction: direction)
        }
    }

    /// The attribute's value at the region's frame in root coordinates,
    /// negated for horizontal positions when `mirrored`, leading and
    /// trailing read in `direction` (the region's own when nil). Edges,
    /// centres and sizes are the alignment rectangle's; margins (grown by
    /// the safe area) and baselines are measured from the frame.
    func valueAtFrame(_ attribute: LayoutAttribute, mirrored: Bool, direction: LayoutDirection? = nil) -> Double {
        value(attribute, rect: alignmentRectInRoot, frame: frameInRoot, mirrored: mirrored, direction: direction)
    }

    /// The attribute's value with `rect` for the alignment rectangle and
    /// `frame` for the frame (see ``valueAtFrame(_:mirrored:direction:)``).
    private func value(_ attribute: LayoutAttribute, rect: Rect, frame: Rect, mirrored: Bool,
                       direction: LayoutDirection?) -> Double {
        let margins = marginsForLayout
        let rightToLeft = (direction ?? self.direction) == .rightToLeft
        let value: Double
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left: value = rect.minX
        case .right: value = rect.maxX
        case .top: value = rect.minY
        case .bottom: value = rect.maxY
        case .centerX: value = rect.minX + rect.width / 2
        case .centerY: value = rect.minY + rect.height / 2
        case .leading: value = rightToLeft ? rect.maxX : rect.minX
        case .trailing: value = rightToLeft ? rect.minX : rect.maxX
        case .leftMargin: value = frame.minX + margins.left
        case .rightMargin: value = frame.maxX - margins.right
        case .topMargin: value = frame.minY + margins.top
        case .bottomMargin: value = frame.maxY - margins.bottom
        case .leadingMargin: value = rightToLeft ? frame.maxX - margins.right : frame.minX + margins.left
        case .trailingMargin: value = rightToLeft ? frame.minX + margins.left : frame.maxX - margins.right
        case .centerXWithinMargins: value = frame.minX + frame.width / 2 + (margins.left - margins.right) / 2
        case .centerYWithinMargins: value = frame.minY + frame.height / 2 + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            let first = attribute == .firstBaseline
            if let item = self as? LayoutItem, case let source = item.baselineItem(first: first), source !== item {
                return source.valueAtFrame(attribute, mirrored: mirrored, direction: direction)
            }
            let item = self as? LayoutItem
            let offset = first ? item?.firstBaselineOffset : item?.lastBaselineOffsetInLayout
            // Without one: the top edge for the first, the bottom for the last.
            value = offset.map { frame.minY + $0 } ?? (first ? rect.minY : rect.maxY)
        }
        return mirrored && attribute.axis == .horizontal ? -value : value
    }
}
