/// The axis a logged attribute lies along (``LoggedAttribute/axis``), or the
/// `H:`/`V:` of a logged visual-format constraint.
public enum LoggedAxis: String, Sendable, Hashable {
    /// Left to right: `left`, `width`, `centerX`, `leading`…
    case horizontal
    /// Top to bottom: `top`, `height`, `centerY`, `baseline`…
    case vertical
}
