/// The sizes a flex stack may take, like Texture's `ASSizeRange`: the
/// stack grows its items when it is held longer than its content and
/// shrinks them when held shorter. A minimum above the maximum wins.
public struct StackSizeRange: Sendable, Hashable {
    /// The smallest size (0 for no minimum).
    public var minimum: Size
    /// The largest size (infinity for no maximum).
    public var maximum: Size

    /// Creates a range; the defaults allow any size.
    public init(minimum: Size = .zero, maximum: Size = Size(width: .infinity, height: .infinity)) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Any size.
    public static let unbounded = StackSizeRange()

    /// The range along one axis, with a maximum below the minimum raised to it.
    func bounds(along axis: LayoutAxis) -> (minimum: Double, maximum: Double) {
        (minimum[axis], Swift.max(minimum[axis], maximum[axis]))
    }

    /// Whether the numbers can be used: minimums finite and not negative,
    /// maximums not NaN.
    var isValid: Bool {
        [minimum.width, minimum.height].allSatisfy { $0.isFinite && $0 >= 0 }
            && ![maximum.width, maximum.height].contains(where: \.isNaN)
    }
}
