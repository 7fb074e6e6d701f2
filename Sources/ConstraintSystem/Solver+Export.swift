import Cassowary

extension Solver {
    /// The solver's current system as a session document that replays to
    /// the same values: every constraint in the order it was added (with its
    /// current constant and priority), every edit variable with its current
    /// suggested value, then a `values` step listing every variable.
    ///
    /// Numbers are written exactly (shortest round-trip form), so a replay
    /// reaches the same solution; where the optimum is not unique a replay
    /// may pick another one of the same quality. Variable names that are
    /// not valid document names, or that two variables share, get a
    /// numbered suffix.
    public func exportDocument() -> ConstraintSystemDocument {
        var names: [ObjectIdentifier: String] = [:]
        var used: Set<String> = []
        for variable in variables {
            var base = variable.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            if !ConstraintSystemDocument.isValidName(base) { base = "_" + base }
            var name = base
            var suffix = 2
            while used.contains(name) {
                name = "\(base)_\(suffix)"
                suffix += 1
            }
            used.insert(name)
            names[ObjectIdentifier(variable)] = name
        }
        var steps: [ConstraintSystemDocument.Step] = []
        var number = 0
        for held in heldConstraints {
            if let edit = held.edit {
                let name = names[ObjectIdentifier(edit.variable)]!
                steps.append(.edit(variable: name, priority: held.priority, weight: held.weight))
                steps.append(.suggest(variable: name, value: edit.value))
                continue
            }
            number += 1
            var expression = held.constraint.expression
            expression.constant = held.constant
            let text = Self.exactText(expression, held.constraint.relation) { names[ObjectIdentifier($0)]! }
            steps.append(.add(text: text, id: "c\(number)", priority: held.priority, weight: held.weight))
        }
        steps.append(.values(variables.map { names[ObjectIdentifier($0)]! }))
        return ConstraintSystemDocument(form: .session, steps: steps)
    }

    /// `expression RELATION 0` written as `terms RELATION -constant`, with
    /// every number in its exact shortest form.
    static func exactText(_ expression: Expression, _ relation: Relation, name: (Variable) -> String) -> String {
        var text = ""
        for term in expression.terms {
            let magnitude = abs(term.coefficient)
            text += text.isEmpty ? (term.coefficient < 0 ? "-" : "") : (term.coefficient < 0 ? " - " : " + ")
            if magnitude != 1 { text += exactNumber(magnitude) + "*" }
            text += name(term.variable)
        }
        if text.isEmpty { text = "0" }
        return text + " \(relation) " + exactNumber(-expression.constant)
    }

    /// A number in a form that reads back to the same `Double`.
    static func exactNumber(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9.0e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
