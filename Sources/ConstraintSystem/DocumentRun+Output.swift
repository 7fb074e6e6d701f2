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
        var lines: [String] = []
        for entry in entries {
            switch entry {
            case let .values(step, values):
                if form == .session { lines.append("step \(step):") }
                let width = values.map(\.name.count).max() ?? 0
                let indent = form == .session ? "  " : ""
                for (name, value) in values {
                    lines.append(indent + name.padded(toWidth: width)
                                 + "  " + JSON.formatNumber(value))
                }
            case let .failure(step, failure):
                let prefix = form == .session ? "step \(step) failed: " : "error: "
                lines.append(prefix + failure.message)
            }
        }
        return lines.joined(separator: "\n")
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
