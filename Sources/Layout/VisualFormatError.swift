/// Why a visual format string was refused: what is wrong and where.
///
/// ```swift
/// do {
///     _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]", views: ["a": a])
/// } catch {
///     print(error)
///     // 'pad' is not a key in the metrics dictionary
///     // H:|-pad-[a]
///     //     ^
/// }
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public let message: String
    /// The format string, as given.
    public let format: String
    /// Where the fault is: the offset, in characters, of the first character
    /// that could not be read (the format's length when it ends too early).
    public let offset: Int

    /// Creates an error for the character at `offset` in `format`.
    public init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// The message, then the format on its own line, then a caret under the fault.
    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}
