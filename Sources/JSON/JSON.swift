/// A JSON value that keeps the order of object keys, so that documents are
/// written back in the order they were read and outputs are stable.
///
/// ```swift
/// let value = try JSON(parsing: #"{ "x": 1, "names": ["a", "b"] }"#)
/// value["x"]?.number          // 1.0
/// value.formatted()           // {"x":1,"names":["a","b"]}
/// ```
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Key–value pairs in document order. Duplicate keys are rejected by the parser.
    case object([(key: String, value: JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object (nil for other values).
    public subscript(key: String) -> JSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number, if this is one.
    public var number: Double? { if case let .number(value) = self { value } else { nil } }
    /// The string, if this is one.
    public var string: String? { if case let .string(value) = self { value } else { nil } }
    /// The Boolean, if this is one.
    public var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var array: [JSON]? { if case let .array(value) = self { value } else { nil } }
    /// The members, if this is an object.
    public var members: [(key: String, value: JSON)]? { if case let .object(value) = self { value } else { nil } }

    /// A short name of the value's type for error messages: `a number`, `an object`…
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
