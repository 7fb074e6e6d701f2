/// Whether a flex item is in the flow of its stack or placed against the
/// stack's edges (CSS `position`, Texture's `ASAbsoluteLayoutSpec`).
public enum FlexPosition: String, Sendable, Hashable {
    /// In the flow: measured, flexed, justified and aligned with the others.
    case relative
    /// Out of the flow: placed by its ``FlexItemOptions/offset`` against the
    /// stack's frame, or where justification and alignment would put it alone.
    case absolute
}

/// The offsets of an absolute flex item from its stack's edges; an
/// ``FlexDimension/auto`` edge is not set.
public struct FlexOffsets: Sendable, Hashable {
    /// From the stack's left edge to the item's.
    public var left: FlexDimension
    /// From the stack's top edge to the item's.
    public var top: FlexDimension
    /// From the item's right edge to the stack's.
    public var right: FlexDimension
    /// From the item's bottom edge to the stack's.
    public var bottom: FlexDimension

    /// Creates offsets; an edge not given is not set. Fractions are of the
    /// stack's width (left, right) or height (top, bottom).
    public init(left: FlexDimension = .auto, top: FlexDimension = .auto, right: FlexDimension = .auto,
                bottom: FlexDimension = .auto) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// No offset on any edge.
    public static let none = FlexOffsets()
}
