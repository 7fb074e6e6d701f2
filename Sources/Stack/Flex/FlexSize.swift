/// A width and a height as ``FlexDimension``s: a flex item's preferred,
/// minimum or maximum size.
public struct FlexSize: Sendable, Hashable {
    /// The horizontal length.
    public var width: FlexDimension
    /// The vertical length.
    public var height: FlexDimension

    /// Creates a size; each dimension is ``FlexDimension/auto`` unless given.
    public init(width: FlexDimension = .auto, height: FlexDimension = .auto) {
        self.width = width
        self.height = height
    }

    /// Neither dimension set.
    public static let auto = FlexSize()

    /// The dimension along an axis.
    public subscript(axis: LayoutAxis) -> FlexDimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
