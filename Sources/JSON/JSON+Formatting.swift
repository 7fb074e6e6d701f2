import Cassowary

extension JSON {
    /// The value as JSON text. Compact by default; with `indent` each array
    /// element and object member goes on its own line, except arrays and
    /// objects that fit in `inlineWidth` characters, which stay on one line.
    /// Numbers print as in ``JSON/formatNumber(_:)``.
    public func formatted(indent: Int = 0, inlineWidth: Int = 72) -> String {
        var output = ""
        if indent == 0 { writeInline(to: &output, spaced: false) }
        else { writeIndented(to: &output, indent: indent, level: 0, inlineWidth: inlineWidth) }
        return output
    }

    /// Writes the value on one line: `{"a":1}` or, spaced, `{ "a": 1 }`.
    private func writeInline(to output: inout String, spaced: Bool) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .number(value): output += JSON.formatNumber(value)
        case let .string(value): output += JSON.quote(value)
        case let .array(elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += spaced ? ", " : "," }
                element.writeInline(to: &output, spaced: spaced)
            }
            output += "]"
        case let .object(members):
            if members.isEmpty { output += "{}"; return }
            output += spaced ? "{ " : "{"
            for (position, member) in members.enumerated() {
                if position > 0 { output += spaced ? ", " : "," }
                output += JSON.quote(member.key) + (spaced ? ": " : ":")
                member.value.writeInline(to: &output, spaced: spaced)
            }
            output += spaced ? " }" : "}"
        }
    }

    /// Writes the value over several lines, keeping short arrays and
    /// objects on one line.
    private func writeIndented(to output: inout String, indent: Int, level: Int, inlineWidth: Int) {
        var inline = ""
        writeInline(to: &inline, spaced: true)
        let elements: [(key: String?, value: JSON)]
        switch self {
        case let .array(values): elements = values.map { (nil, $0) }
        case let .object(members): elements = members.map { ($0.key, $0.value) }
        default: output += inline; return
        }
        if elements.isEmpty || inline.count <= inlineWidth - level * indent {
            output += inline
            return
        }
        let (open, close) = if case .array = self { ("[", "]") } else { ("{", "}") }
        output += open + "\n"
        for (position, element) in elements.enumerated() {
            output += String(repeating: " ", count: (level + 1) * indent)
            if let key = element.key { output += JSON.quote(key) + ": " }
            element.value.writeIndented(to: &output, indent: indent, level: level + 1, inlineWidth: inlineWidth)
            output += position + 1 < elements.count ? ",\n" : "\n"
        }
        output += String(repeating: " ", count: level * indent) + close
    }

    /// A number as documents print it: integral values without a fraction,
    /// others rounded to 10 significant digits, so that solver rounding
    /// noise (`69.99999999999999`) prints as the value it stands for (`70`).
    /// Negative zero prints as `0`.
    public static func formatNumber(_ value: Double) -> String {
        value.isFinite ? NumberFormatting.string(value, significantDigits: 10) : "null"
    }

    /// A string as a JSON string literal.
    public static func quote(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
