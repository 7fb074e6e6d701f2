/// Whether a flex stack breaks its items onto several lines (CSS `flex-wrap`).
public enum FlexWrap: String, Sendable, Hashable, CaseIterable {
    /// One line, however long.
    case noWrap
    /// A new line starts before the item that would overflow the stack's length.
    case wrap
    /// As `wrap`, the lines stacked from the cross end.
    case wrapReverse
}
