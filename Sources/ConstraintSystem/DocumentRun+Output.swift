import Foundation
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
        // Bytes appended in place, made a string once: a session prints
        // tens of thousands of values, and appending to a `String` checks
        // every join for a grapheme that spans it.
        var output: [UInt8] = []
        output.reserveCapacity(entries.reduce(0) { total, entry in
            if case let .values(_, values) = entry { total + values.count * 24 } else { total }
        })
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        for entry in entries {
            switch entry {
            case let .values(step, values):
                if form == .session {
                    if !output.isEmpty { output.append(newline) }
                    output.append(contentsOf: "step \(step):".utf8)
                }
                let lengths = values.map { Self.columnCount($0.name) }
                let width = lengths.max() ?? 0
                let indent = form == .session ? 2 : 0
                for ((name, value), length) in zip(values, lengths) {
                    if !output.isEmpty { output.append(newline) }
                    for _ in 0..<indent { output.append(space) }
                    Self.append(name, to: &output)
                    for _ in 0..<(width - length + 2) { output.append(space) }
                    JSON.appendNumber(value, to: &output)
                }
            case let .failure(step, failure):
                if !output.isEmpty { output.append(newline) }
                output.append(contentsOf: (form == .session ? "step \(step) failed: " : "error: ").utf8)
                output.append(contentsOf: failure.message.utf8)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How many columns a name takes: its characters, counted without
    /// grouping scalars when it is ASCII, as the names of a document are.
    private static func columnCount(_ name: String) -> Int {
        let utf8 = name.utf8
        return utf8.allSatisfy { $0 < 0x80 } ? utf8.count : name.count
    }

    /// Appends a string's UTF-8 bytes, copied at once where the string
    /// holds them contiguously (a native string does).
    private static func append(_ text: String, to output: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil { output.append(contentsOf: text.utf8) }
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
