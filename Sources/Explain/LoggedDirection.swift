/// The layout direction a log prints after a visual-format constraint,
/// `(LTR)` or `(RTL)`: which side leading and trailing mean.
public enum LoggedDirection: String, Sendable, Hashable {
    /// Left to right: leading is left.
    case leftToRight = "LTR"
    /// Right to left: leading is right.
    case rightToLeft = "RTL"
}
