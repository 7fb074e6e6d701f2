/// How a multi-line flex stack places its lines across its axis (CSS
/// `align-content`); a single line follows the stack's alignment alone.
public enum FlexAlignContent: String, Sendable, Hashable, CaseIterable {
    /// Lines from the cross start; the room left after them.
    case start
    /// Lines in the middle.
    case center
    /// Lines at the cross end.
    case end
    /// Lines share the room left, each growing by an equal part.
    case stretch
    /// The first and last lines at the ends, equal room between.
    case spaceBetween
    /// Equal room around each line, half of it at the ends.
    case spaceAround
    /// Equal room between lines and at the ends.
    case spaceEvenly
}
