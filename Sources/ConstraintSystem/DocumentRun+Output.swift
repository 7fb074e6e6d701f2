import Cassowary
import JSON

extension DocumentRun {
    /// The run as the JSON of `layout solve --json`.
    ///
    /// A system gives `{ "values": {...} }`, or the failure that ended it
    /// (`{ "error": "unsatisfiable", "constraint": ..., "conflict": [...] }`).
    /// A session gives `{ "results": [...] }` with one entry per `values`
    /// step and per failed step.
    public var json: JSON {
        switch form {
        case .system:
            for entry in entries {
                switch entry {
                case let .failure(_, failure): return .object(Self.members(of: failure))
                case let .values(_, values): return .object([("values", Self.object(values))])
                }
            }
            return .object([("values", .object([]))])
        case .session:
            return .object([("results", .array(entries.map { entry in
                switch entry {
                case let .values(step, values):
                    .object([("step", .number(Double(step))), ("values", Self.object(values))])
                case let .failure(step, failure):
                    .object([("step", .number(Double(step)))] + Self.members(of: failure))
                }
            }))])
        }
    }

    /// The run for a person: names and values in aligned columns, failures
    /// in plain words.
    public var text: String {
        // Written as bytes into one string sized beforehand: a session
        // prints tens of thousands of values, and appending to a `String`
        // checks every join for a grapheme that spans it.
        let indent = form == .session ? 2 : 0
        let widths = entries.map { entry -> (lengths: [Int], width: Int) in
            guard case let .values(_, values) = entry else { return ([], 0) }
            let lengths = values.map { Self.columnCount($0.name) }
            return (lengths, lengths.max() ?? 0)
        }
        var bound = 0
        for (entry, (_, width)) in zip(entries, widths) {
            switch entry {
            case let .values(_, values):
                // "step N:", then per value a line break, the indent, the
                // name padded to the width and two spaces, and the number
                // (at most 24 bytes as formatNumber writes it).
                bound += 32 + values.count * (1 + indent + width + 2 + 32)
            case let .failure(_, failure):
                bound += 64 + failure.message.utf8.count
            }
        }
        return String(unsafeUninitializedCapacity: bound) { buffer in
            var output = BoundedByteWriter(buffer)
            let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
            for (entry, (lengths, width)) in zip(entries, widths) {
                switch entry {
                case let .values(step, values):
                    if form == .session {
                        if output.count > 0 { output.write(newline) }
                        output.write("step \(step):")
                    }
                    for ((name, value), length) in zip(values, lengths) {
                        if output.count > 0 { output.write(newline) }
                        output.write(space, times: indent)
                        output.write(name)
                        output.write(space, times: width - length + 2)
                        output.write(number: value)
                    }
                case let .failure(step, failure):
                    if output.count > 0 { output.write(newline) }
                    output.write(form == .session ? "step \(step) failed: " : "error: ")
                    output.write(failure.message)
                }
            }
            return output.count
        }
    }

    /// How many columns a name takes: its characters, counted without
    /// grouping scalars when it is ASCII, as the names of a document are.
    private static func columnCount(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? bytes.count : nil } ?? name.count
    }

    static func object(_ values: [(name: String, value: Double)]) -> JSON {
        .object(values.map { ($0.name, .number($0.value)) })
    }

    static func members(of failure: StepFailure) -> [(key: String, value: JSON)] {
        var members: [(key: String, value: JSON)] = [("error", .string(failure.kind))]
        if let constraint = failure.constraint { members.append(("constraint", .string(constraint))) }
        if let variable = failure.variable { members.append(("variable", .string(variable))) }
        if let conflict = failure.conflict { members.append(("conflict", .array(conflict.map(JSON.string)))) }
        members.append(("message", .string(failure.message)))
        return members
    }
}
