/// Why a layout call was refused. Each case names the culprit; a refused
/// call changes nothing.
///
/// The error carries the culprit itself so that callers can compare it by
/// identity. Like the items it refers to, it belongs to the task that made
/// the call; it is marked `Sendable` only because `Error` requires it.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint relates regions that are in different trees.
    case noCommonAncestor(LayoutConstraint)
    /// The constraint relates a leading/trailing attribute to a left/right one.
    case mixedDirectionalAttributes(LayoutConstraint)
    /// The constraint relates attributes of different kinds (a position and
    /// a size, or two axes).
    case mismatchedAttributes(LayoutConstraint)
    /// A constant, multiplier or priority is not a usable number.
    case invalidNumber(LayoutConstraint, String)
    /// The constraint refers to a guide that belongs to no item.
    case detachedGuide(LayoutConstraint, LayoutGuide)

    public var description: String {
        switch self {
        case let .noCommonAncestor(constraint):
            "\(constraint) relates items with no common ancestor"
        case let .mixedDirectionalAttributes(constraint):
            "\(constraint) relates a leading/trailing attribute to a left/right one"
        case let .mismatchedAttributes(constraint):
            "\(constraint) relates attributes of different kinds (a position and a size, or two axes)"
        case let .invalidNumber(constraint, message):
            "\(constraint): \(message)"
        case let .detachedGuide(constraint, guide):
            "\(constraint) refers to the guide \(guide.name), which belongs to no item"
        }
    }
}
