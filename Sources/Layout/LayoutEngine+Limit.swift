extension LayoutEngine {
    /// The largest magnitude, in points, that the engine lays out with:
    /// 1e12. Like Auto Layout, which substitutes a smaller value for a
    /// constant that "exceeds internal limits", the engine holds a
    /// constraint's constant, an intrinsic size, a layout margin or a
    /// baseline offset beyond it as ±1e12, so that `.greatestFiniteMagnitude`
    /// works as "no limit" and no sum of them overflows into a frame. A
    /// double still resolves a thousandth of a point at 1e12.
    ///
    /// The constraint keeps the number it was given (its ``LayoutConstraint/constant``
    /// and description show it); multipliers are not limited.
    public static let numberLimit = 1e12

    /// The value, or ±``numberLimit`` when its magnitude exceeds the limit.
    static func limited(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -numberLimit), numberLimit)
    }
}

extension EdgeInsets {
    /// The insets, each within ``LayoutEngine/numberLimit``.
    var limited: EdgeInsets {
        EdgeInsets(top: LayoutEngine.limited(top), left: LayoutEngine.limited(left),
                   bottom: LayoutEngine.limited(bottom), right: LayoutEngine.limited(right))
    }
}
