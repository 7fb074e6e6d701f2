import Cassowary
import JSON

extension ConstraintSystemDocument {
    /// The document as JSON, in the form it was read or built in.
    ///
    /// A session is written as `steps`; a system as `constraints` and
    /// `edits` (its steps must then be adds followed by edits and their
    /// suggestions). Priorities are written by name when they have one.
    public var json: JSON {
        switch form {
        case .session:
            return .object([("steps", .array(steps.map(Self.json(of:))))])
        case .system:
            var constraints: [JSON] = []
            var edits: [(variable: String, members: [(key: String, value: JSON)], suggestions: [JSON])] = []
            for step in steps {
                switch step {
                case let .add(text, id, priority, weight):
                    var members: [(key: String, value: JSON)] = [("expr", .string(text))]
                    members += Self.options(id: id, priority: priority, default: .required, weight: weight)
                    constraints.append(.object(members))
                case let .edit(variable, priority, weight):
                    edits.append((variable, [("variable", .string(variable))]
                                  + Self.options(id: nil, priority: priority, default: .strong, weight: weight), []))
                case let .suggest(variable, value):
                    if let index = edits.lastIndex(where: { $0.variable == variable }) {
                        edits[index].suggestions.append(.number(value))
                    }
                default:
                    continue
                }
            }
            var members: [(key: String, value: JSON)] = [("constraints", .array(constraints))]
            if !edits.isEmpty {
                members.append(("edits", .array(edits.map { edit in
                    .object(edit.members + (edit.suggestions.isEmpty ? [] : [("suggest", .array(edit.suggestions))]))
                })))
            }
            return .object(members)
        }
    }

    static func json(of step: Step) -> JSON {
        switch step {
        case let .add(text, id, priority, weight):
            return .object([("add", .string(text))]
                           + options(id: id, priority: priority, default: .required, weight: weight))
        case let .remove(id):
            return .object([("remove", .string(id))])
        case let .edit(variable, priority, weight):
            return .object([("edit", .string(variable))]
                           + options(id: nil, priority: priority, default: .strong, weight: weight))
        case let .removeEdit(variable):
            return .object([("removeEdit", .string(variable))])
        case let .suggest(variable, value):
            return .object([("suggest", .string(variable)), ("value", .number(value))])
        case let .values(names):
            return .object([("values", .array(names.map(JSON.string)))])
        }
    }

    static func options(id: String?, priority: Priority, default defaultPriority: Priority,
                        weight: Double) -> [(key: String, value: JSON)] {
        var members: [(key: String, value: JSON)] = []
        if let id { members.append(("id", .string(id))) }
        if priority != defaultPriority {
            let named = ["required": Priority.required, "strong": .strong, "medium": .medium, "weak": .weak]
                .first { $0.value == priority }?.key
            members.append(("priority", named.map(JSON.string) ?? .number(priority.value)))
        }
        if weight != 1 { members.append(("weight", .number(weight))) }
        return members
    }
}
