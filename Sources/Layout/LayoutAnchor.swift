/// The kind of an anchor: positions along x, positions along y, or sizes.
/// Anchors of different kinds cannot be related, so meaningless
/// constraints (`a.leading == b.top`) do not compile.
public protocol AnchorKind {}

/// Horizontal positions: leading, trailing, left, right, centerX and margins.
public enum XAxis: AnchorKind {}
/// Vertical positions: top, bottom, centerY, baselines and margins.
public enum YAxis: AnchorKind {}
/// Sizes: width and height.
public enum Dimension: AnchorKind {}

/// An attribute of a region, for building constraints, like `NSLayoutAnchor`.
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor, constant: 16)
/// image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 1.5)
/// button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
/// ```
/// Constraints are created inactive; activate them with
/// ``LayoutConstraint/activate(_:)`` or ``LayoutConstraint/isActive``.
public struct LayoutAnchor<Kind: AnchorKind>: CustomStringConvertible {
    /// The region the anchor belongs to.
    public let region: LayoutRegion
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    init(_ region: LayoutRegion, _ attribute: LayoutAttribute) {
        self.region = region
        self.attribute = attribute
    }

    /// `self == other + constant`.
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .equal, other.region, other.attribute, multiplier: 1, constant: constant)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .greaterThanOrEqual, other.region, other.attribute, multiplier: 1, constant: constant)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .lessThanOrEqual, other.region, other.attribute, multiplier: 1, constant: constant)
    }

    /// The anchor as `region.attribute`: `title.leading`.
    public var description: String { "\(region.name).\(attribute.rawValue)" }
}

/// An anchor for a horizontal position, like `NSLayoutXAxisAnchor`.
public typealias XAxisAnchor = LayoutAnchor<XAxis>
/// An anchor for a vertical position, like `NSLayoutYAxisAnchor`.
public typealias YAxisAnchor = LayoutAnchor<YAxis>
/// An anchor for a width or a height, like `NSLayoutDimension`.
public typealias DimensionAnchor = LayoutAnchor<Dimension>

extension LayoutAnchor where Kind == XAxis {
    /// `self == other + multiplier × 8`: system spacing after `other` (this
    /// library's system spacing is 8 points, Apple's standard sibling spacing).
    public func constraint(equalToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        constraint(equalTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= other + multiplier × 8`: at least system spacing after `other`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: XAxisAnchor,
                           multiplier: Double = 1) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= other + multiplier × 8`: at most system spacing after `other`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: XAxisAnchor,
                           multiplier: Double = 1) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// The horizontal distance from this anchor to `other` as a dimension,
    /// like `NSLayoutXAxisAnchor.anchorWithOffset(to:)`: constrain it as a
    /// width (`a.anchorWithOffset(to: b) == c.widthAnchor`). It is the width
    /// of a layout guide, made once for the pair, owned by this anchor's item
    /// (a guide's owner), whose left and right (leading and trailing, from
    /// a leading or trailing anchor: the distance in the reading direction)
    /// the engine ties to the two anchors. A constraint on it throws what
    /// relating the two anchors would (``LayoutError/mixedDirectionalAttributes(_:)``
    /// for a leading anchor and a left one, ``LayoutError/noCommonAncestor(_:)``
    /// while `other`'s item is not in the tree).
    public func anchorWithOffset(to other: XAxisAnchor) -> DimensionAnchor {
        // From leading to trailing, the guide measures in the reading
        // direction: positive when `other` comes after this anchor.
        attribute.isDirectional
            ? offsetGuide(to: other, start: .leading, end: .trailing).widthAnchor
            : offsetGuide(to: other, start: .left, end: .right).widthAnchor
    }
}

extension LayoutAnchor where Kind == YAxis {
    /// `self == other + multiplier × 8`: system spacing below `other`.
    public func constraint(equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        constraint(equalTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= other + multiplier × 8`: at least system spacing below `other`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: YAxisAnchor,
                           multiplier: Double = 1) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= other + multiplier × 8`: at most system spacing below `other`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: YAxisAnchor,
                           multiplier: Double = 1) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: other, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// The vertical distance from this anchor to `other` as a dimension,
    /// like `NSLayoutYAxisAnchor.anchorWithOffset(to:)` (see the horizontal one).
    public func anchorWithOffset(to other: YAxisAnchor) -> DimensionAnchor {
        offsetGuide(to: other, start: .top, end: .bottom).heightAnchor
    }
}

extension LayoutAnchor {
    /// The guide that spans from this anchor to `other` along one axis,
    /// made on first use and kept by the owning item for the pair.
    fileprivate func offsetGuide(to other: LayoutAnchor<Kind>, start: LayoutAttribute,
                                 end: LayoutAttribute) -> LayoutGuide {
        let owner = (region as? LayoutItem) ?? region.coordinateParent!
        return owner.offsetGuide(from: (region, attribute), to: (other.region, other.attribute), start: start, end: end)
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .equal, nil, nil, multiplier: 0, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .greaterThanOrEqual, nil, nil, multiplier: 0, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .lessThanOrEqual, nil, nil, multiplier: 0, constant: constant)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .equal, other.region, other.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .greaterThanOrEqual, other.region, other.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(region, attribute, .lessThanOrEqual, other.region, other.attribute, multiplier: multiplier, constant: constant)
    }
}

/// An anchor whose kind is known only at run time, for code that works on
/// attributes rather than typed anchors: attributes read from a layout
/// document, a visual format string or a log. ``LayoutRegion/anchor(for:)``
/// makes one.
///
/// Nothing checks its kind when the code compiles, so it has no methods that
/// make constraints: pass its ``region`` and ``attribute`` to
/// ``LayoutConstraint/init(_:_:_:_:_:multiplier:constant:priority:identifier:)``;
/// activating that constraint throws ``LayoutError`` when the attributes
/// cannot be related.
public struct AnyLayoutAnchor: CustomStringConvertible {
    /// The region the anchor belongs to.
    public let region: LayoutRegion
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    /// The anchor as `region.attribute`: `title.leading`.
    public var description: String { "\(region.name).\(attribute.rawValue)" }
}
