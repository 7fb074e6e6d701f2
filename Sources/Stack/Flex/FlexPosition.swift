/// Whether a flex item is in the flow of its stack or placed against the
/// stack's edges (CSS `position`, Texture's `ASAbsoluteLayoutSpec`).
public enum FlexPosition: String, Sendable, Hashable {
    /// In the flow: measured, flexed, justified and aligned with the others.
    case relative
    /// Out of the flow: placed by its ``FlexItemOptions/offset`` against the
    /// stack's frame, or where justification and alignment would put it alone.
    case absolute
}

/// The offsets of an absolute flex item from its stack's edges (CSS
/// `left`, `top`, `right`, `bottom`, and Yoga's `start` and `end` as
/// ``FlexEdges/leading`` and ``FlexEdges/trailing``, which follow the stack's
/// direction and win over `left` and `right`); an ``FlexDimension/auto``
/// edge is not set. Fractions are of the stack's width (left, right,
/// leading, trailing) or height (top, bottom) for an absolute item, and of
/// its content box's for an item in the flow.
///
/// ```swift
/// // A badge 4 points inside the avatar's top trailing corner, mirrored right to left.
/// FlexOffsets(top: 4, trailing: 4)
/// ```
public typealias FlexOffsets = FlexEdges<FlexDimension>

extension FlexEdges where Value == FlexDimension {
    /// Creates offsets; an edge not given is not set.
    public init(left: FlexDimension = .auto, top: FlexDimension = .auto, right: FlexDimension = .auto,
                bottom: FlexDimension = .auto, leading: FlexDimension? = nil, trailing: FlexDimension? = nil) {
        self.init(top: top, left: left, bottom: bottom, right: right, leading: leading, trailing: trailing)
    }

    /// No offset on any edge.
    public static let none = FlexOffsets()

    /// Every edge that can be set, named as layout documents name them.
    var named: [(name: String, value: FlexDimension)] {
        [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
            + [("leading", leading), ("trailing", trailing)].compactMap { name, value in value.map { (name, $0) } }
    }
}
