import Cassowary
import JSON

/// A constraint-system document: a system or a solver session written as
/// JSON, so that it can be saved, replayed, attached to a bug report and
/// benchmarked. `layout solve` runs them; ``Solver/exportDocument()`` writes
/// one.
///
/// Two forms exist. A *system* lists constraints and edit variables with
/// the values to suggest:
/// ```json
/// { "constraints": [ { "expr": "left + width <= 320" },
///                    { "expr": "width == 100", "priority": "weak" } ],
///   "edits": [ { "variable": "width", "priority": "strong", "suggest": [150, 400] } ] }
/// ```
/// A *session* lists steps run in order on one solver:
/// ```json
/// { "steps": [ { "add": "x + y == 100", "id": "sum" }, { "values": ["x", "y"] } ] }
/// ```
/// Reading checks the whole document first: a malformed document (invalid
/// JSON, an unknown key or step, a malformed expression) runs no step at all.
public struct ConstraintSystemDocument: Sendable {
    /// One operation on the solver.
    public enum Step: Sendable, Equatable {
        /// Adds the constraint written as `text`.
        case add(text: String, id: String?, priority: Priority, weight: Double)
        /// Removes the constraint added with this id.
        case remove(id: String)
        /// Makes a variable an edit variable.
        case edit(variable: String, priority: Priority, weight: Double)
        /// Stops editing a variable.
        case removeEdit(variable: String)
        /// Suggests a value for an edit variable.
        case suggest(variable: String, value: Double)
        /// Reports the values of these variables; an empty list means every
        /// variable named so far by a step that succeeded.
        case values([String])
    }

    /// Which of the two forms the document was written in.
    public enum Form: Sendable, Equatable {
        /// `constraints` and `edits`: reports the final values; the first failure ends it.
        case system
        /// `steps`: reports each `values` step and each failed step.
        case session
    }

    public var form: Form
    /// The steps, in order. A system document is read as its adds, then for
    /// each edit variable an edit and its suggestions.
    public var steps: [Step]
    /// The constraint of each add step as parsed when the document was
    /// read, by step index, so that a run does not parse it again. A run
    /// uses one only while its step still has the same text (``steps`` may
    /// have changed since).
    var parsedConstraints: [ParsedConstraint?] = []

    /// Creates a document from steps.
    public init(form: Form = .session, steps: [Step]) {
        self.form = form
        self.steps = steps
    }

    /// Reads a document from JSON text.
    /// - Throws: ``DocumentError`` naming the key, step or constraint at
    ///   fault and, for an expression, the column where reading stopped.
    public init(parsing text: String) throws(DocumentError) {
        let json: JSON
        do { json = try JSON(parsing: text) } catch { throw DocumentError(error.description) }
        try self.init(json: json)
    }

    /// Reads a document from a parsed JSON value.
    public init(json: JSON) throws(DocumentError) {
        guard let members = json.members else { throw DocumentError("the document must be a JSON object") }
        let keys = members.map(\.key)
        if keys.contains("steps") {
            try Self.expectKeys(members, allowed: ["steps"], in: "the document")
            guard let steps = json["steps"]?.array else { throw DocumentError("\"steps\" must be an array") }
            form = .session
            self.steps = []
            self.steps.reserveCapacity(steps.count)
            parsedConstraints.reserveCapacity(steps.count)
            for (index, step) in steps.enumerated() {
                let (read, parsed) = try Self.readStep(step, index: index)
                self.steps.append(read)
                parsedConstraints.append(parsed)
            }
        } else if keys.contains("constraints") {
            try Self.expectKeys(members, allowed: ["constraints", "edits"], in: "the document")
            form = .system
            (steps, parsedConstraints) = try Self.readSystem(json)
        } else {
            throw DocumentError("the document needs \"constraints\" (a system) or \"steps\" (a session)")
        }
    }
}

/// A malformed constraint-system document.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and where.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension ConstraintSystemDocument {
    /// The steps of a system document, and the constraint of each add step.
    static func readSystem(_ json: JSON) throws(DocumentError) -> ([Step], [ParsedConstraint?]) {
        guard let constraints = json["constraints"]?.array else {
            throw DocumentError("\"constraints\" must be an array")
        }
        var steps: [Step] = []
        var parsedConstraints: [ParsedConstraint?] = []
        for (index, entry) in constraints.enumerated() {
            func place() -> String { "constraint \(index)" }
            guard let members = entry.members else { throw DocumentError("\(place()) must be an object") }
            try expectKeys(members, allowed: ["expr", "priority", "weight", "id"], in: place())
            guard let text = entry["expr"]?.string else { throw DocumentError("\(place()) needs \"expr\", a string") }
            func quotedPlace() -> String { quoting(text, after: place()) }
            parsedConstraints.append(try parseConstraint(text, in: quotedPlace()))
            steps.append(.add(text: text, id: try optionalString(entry["id"], "id", in: quotedPlace()),
                              priority: try readPriority(entry["priority"], default: .required, in: quotedPlace()),
                              weight: try readNumber(entry["weight"], "weight", default: 1, in: quotedPlace())))
        }
        guard let edits = json["edits"] else { return (steps, parsedConstraints) }
        guard let list = edits.array else { throw DocumentError("\"edits\" must be an array") }
        for (index, entry) in list.enumerated() {
            func place() -> String { "edit \(index)" }
            guard let members = entry.members else { throw DocumentError("\(place()) must be an object") }
            try expectKeys(members, allowed: ["variable", "priority", "weight", "suggest"], in: place())
            guard let variable = entry["variable"]?.string else {
                throw DocumentError("\(place()) needs \"variable\", a string")
            }
            try checkName(variable, in: place())
            steps.append(.edit(variable: variable,
                               priority: try readPriority(entry["priority"], default: .strong, in: place()),
                               weight: try readNumber(entry["weight"], "weight", default: 1, in: place())))
            if let suggestions = entry["suggest"] {
                guard let values = suggestions.array else { throw DocumentError("\(place()): \"suggest\" must be an array of numbers") }
                for value in values {
                    guard let number = value.number else {
                        throw DocumentError("\(place()): \"suggest\" must be an array of numbers")
                    }
                    steps.append(.suggest(variable: variable, value: number))
                }
            }
        }
        return (steps, parsedConstraints)
    }

    /// The operations a step may name, one per step.
    static let operations = ["add", "remove", "edit", "removeEdit", "suggest", "values"]

    /// A step, and its constraint for an add step.
    static func readStep(_ json: JSON, index: Int) throws(DocumentError) -> (Step, ParsedConstraint?) {
        // Made only for an error: most documents have none.
        func place() -> String { "step \(index)" }
        guard let members = json.members else { throw DocumentError("\(place()) must be an object") }
        var kind: String?
        var operationCount = 0
        for member in members where operations.contains(member.key) {
            operationCount += 1
            kind = kind ?? member.key
        }
        guard operationCount == 1, let kind else {
            let present = members.map(\.key).filter(operations.contains)
            throw DocumentError(present.isEmpty
                ? "\(place()) has no known operation (add, remove, edit, removeEdit, suggest or values)"
                : "\(place()) has more than one operation: \(present.joined(separator: ", "))")
        }
        switch kind {
        case "add":
            try expectKeys(members, allowed: ["add", "id", "priority", "weight"], in: place())
            guard let text = json["add"]?.string else { throw DocumentError("\(place()): \"add\" must be a string") }
            func quotedPlace() -> String { quoting(text, after: place()) }
            let parsed = try parseConstraint(text, in: quotedPlace())
            return (.add(text: text, id: try optionalString(json["id"], "id", in: quotedPlace()),
                         priority: try readPriority(json["priority"], default: .required, in: quotedPlace()),
                         weight: try readNumber(json["weight"], "weight", default: 1, in: quotedPlace())), parsed)
        case "remove":
            try expectKeys(members, allowed: ["remove"], in: place())
            guard let id = json["remove"]?.string else { throw DocumentError("\(place()): \"remove\" must be a constraint id") }
            return (.remove(id: id), nil)
        case "edit":
            try expectKeys(members, allowed: ["edit", "priority", "weight"], in: place())
            let variable = try readName(json["edit"], "edit", in: place())
            return (.edit(variable: variable,
                          priority: try readPriority(json["priority"], default: .strong, in: place()),
                          weight: try readNumber(json["weight"], "weight", default: 1, in: place())), nil)
        case "removeEdit":
            try expectKeys(members, allowed: ["removeEdit"], in: place())
            return (.removeEdit(variable: try readName(json["removeEdit"], "removeEdit", in: place())), nil)
        case "suggest":
            try expectKeys(members, allowed: ["suggest", "value"], in: place())
            let variable = try readName(json["suggest"], "suggest", in: place())
            guard let value = json["value"]?.number else { throw DocumentError("\(place()) needs \"value\", a number") }
            return (.suggest(variable: variable, value: value), nil)
        default:
            try expectKeys(members, allowed: ["values"], in: place())
            guard let list = json["values"]?.array else {
                throw DocumentError("\(place()): \"values\" must be an array of variable names")
            }
            var names: [String] = []
            for item in list {
                guard let name = item.string else {
                    throw DocumentError("\(place()): \"values\" must be an array of variable names")
                }
                try checkName(name, in: place())
                names.append(name)
            }
            return (.values(names), nil)
        }
    }

    /// A place in the document with the expression it holds, for an error:
    /// `step 0 ("x +* 1 == 2")`. An expression longer than 60 characters
    /// is cut to its first 59 and an ellipsis.
    static func quoting(_ text: String, after place: String) -> String {
        let shown = text.count > 60 ? text.prefix(59) + "…" : Substring(text)
        return "\(place) (\"\(shown)\")"
    }

    static func expectKeys(_ members: [(key: String, value: JSON)], allowed: [String], in place: @autoclosure () -> String) throws(DocumentError) {
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw DocumentError("\(place()) has an unknown key \"\(unknown.key)\"")
        }
    }

    static func optionalString(_ json: JSON?, _ key: String, in place: @autoclosure () -> String) throws(DocumentError) -> String? {
        guard let json else { return nil }
        guard let value = json.string else { throw DocumentError("\(place()): \"\(key)\" must be a string") }
        return value
    }

    static func readName(_ json: JSON?, _ key: String, in place: @autoclosure () -> String) throws(DocumentError) -> String {
        guard let name = json?.string else { throw DocumentError("\(place()): \"\(key)\" must be a variable name") }
        try checkName(name, in: place())
        return name
    }

    static func checkName(_ name: String, in place: @autoclosure () -> String) throws(DocumentError) {
        guard isValidName(name) else {
            throw DocumentError("\(place()): \"\(name)\" is not a variable name ([A-Za-z_][A-Za-z0-9_.]*)")
        }
    }

    /// Whether the text is a variable name: `[A-Za-z_][A-Za-z0-9_.]*`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    static func readNumber(_ json: JSON?, _ key: String, default value: Double, in place: @autoclosure () -> String) throws(DocumentError) -> Double {
        guard let json else { return value }
        guard let number = json.number else { throw DocumentError("\(place()): \"\(key)\" must be a number") }
        return number
    }

    static func readPriority(_ json: JSON?, default value: Priority, in place: @autoclosure () -> String) throws(DocumentError) -> Priority {
        guard let json else { return value }
        if let number = json.number { return Priority(number) }
        switch json.string {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default:
            throw DocumentError("\(place()): \"priority\" must be required, strong, medium, weak or a number in (0, 1000]")
        }
    }

    static func parseConstraint(_ text: String, in place: @autoclosure () -> String) throws(DocumentError) -> ParsedConstraint {
        do {
            return try ParsedConstraint(parsing: text)
        } catch {
            throw DocumentError("\(place()): \(error.message) at column \(error.column)")
        }
    }
}
