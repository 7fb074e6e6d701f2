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
    public static func buildExpression(_ value: Void) -> [ShownValue] { [] }
    public static func buildExpression<Value>(_ value: Value) -> [ShownValue] {
        [ShownValue(value: value, description: String(describing: value))]
    }
    public static func buildBlock(_ parts: [ShownValue]...) -> [ShownValue] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[ShownValue]]) -> [ShownValue] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ShownValue]?) -> [ShownValue] { part ?? [] }
    public static func buildEither(first part: [ShownValue]) -> [ShownValue] { part }
    public static func buildEither(second part: [ShownValue]) -> [ShownValue] { part }
}

/// A value one expression line of a guide's block shows.
public struct ShownValue: CustomStringConvertible {
    /// The value itself (an object may have changed since).
    public let value: Any
    /// How it printed when the line ran, as a playground shows it.
    public let description: String
}

/// The values `block`'s expression lines show, in order (see `ShownValues`).
public func valuesShown(@ShownValues by block: () throws -> [ShownValue]) rethrows -> [ShownValue] {
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
