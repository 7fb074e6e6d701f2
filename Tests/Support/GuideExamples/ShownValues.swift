/// Runs a guide's block that shows values as a playground does, one
/// expression to a line with its value in a comment
/// (`label.frame   // (8, 8, 98, 80)`), and returns those values in order.
///
/// Compiled as ordinary statements, such lines would be unused values (a
/// warning each); in a closure built by `ShownValues` each expression
/// statement that is not `Void` is kept, so a test checks what the guide's
/// line shows, not a value it reads again later. Declarations, assignments,
/// `try` and `for` loops work as usual; a `do`/`catch` or a local function
/// does not compile in such a closure (those blocks show no values).
@resultBuilder public enum ShownValues {
    public static func buildExpression(_ value: Void) -> [Any] { [] }
    public static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
    public static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
    public static func buildEither(first part: [Any]) -> [Any] { part }
    public static func buildEither(second part: [Any]) -> [Any] { part }
}

/// The values `block`'s expression lines show, in order (see `ShownValues`).
public func valuesShown(@ShownValues by block: () throws -> [Any]) rethrows -> [Any] {
    try block()
}

/// What a guide's block prints. A test suite that runs blocks calling
/// `print` gives itself a `print` method that writes here, so that the
/// blocks' `print` calls, written as in the guide, land in `lines` rather
/// than on the test's output.
public final class PrintedLines {
    /// One entry per `print` call, its items separated by spaces.
    public private(set) var lines: [String] = []

    public init() {}

    /// Records one `print` call's items.
    public func record(_ items: [Any]) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}
