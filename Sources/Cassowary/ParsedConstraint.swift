/// A constraint text parsed once and bound to variables later: its names,
/// and its normalized expression with each term naming its variable by
/// its place among those names.
///
/// A constraint-system document checks each constraint when it is read and
/// runs it later on a solver whose variables are known only then; keeping
/// the parsed form spares a second parse. Binding gives the constraint that
/// ``ConstraintParser/parseConstraint(_:priority:weight:identifier:variable:)``
/// gives when each name stands for one variable.
package struct ParsedConstraint: Sendable {
    /// The text as written.
    package let text: String
    /// The variable names in order of first appearance, each once; names
    /// whose terms cancel out (`x - x`) are listed too.
    package let names: [String]
    /// Left side minus right side, as the parser combined it: each term's
    /// variable as an index into ``names``.
    package let terms: [(name: Int, coefficient: Double)]
    /// The constant of left side minus right side.
    package let constant: Double
    package let relation: Relation

    /// Parses `EXPRESSION RELATION EXPRESSION`, with the errors of
    /// ``ConstraintParser/parseConstraint(_:priority:weight:identifier:variable:)``.
    package init(parsing text: String) throws(ConstraintParseError) {
        var table = NameTable()
        let (lhs, relation, rhs) = try ConstraintParser.readConstraint(text) { name in table.index(of: name) }
        let difference = lhs - rhs
        self.text = text
        names = table.names
        terms = difference.terms.map { ($0.key, $0.coefficient) }
        constant = difference.constant
        self.relation = relation
    }

    /// The constraint with `variables[i]` standing for `names[i]`.
    package func constraint(binding variables: [Variable], priority: Priority = .required, weight: Double = 1,
                            identifier: String? = nil) -> Constraint {
        precondition(variables.count == names.count, "one variable per name")
        let expression = Expression(terms.map { Term(variables[$0.name], $0.coefficient) }, constant: constant)
        return Constraint(normalized: expression, relation, priority: priority, weight: weight, identifier: identifier)
    }
}

/// The names of one constraint text, each with its place, looked up by a
/// scan while they are few (a constraint names a handful) and by
/// dictionary beyond that.
private struct NameTable {
    private(set) var names: [String] = []
    private var indexOfName: [String: Int] = [:]

    private static let scanLimit = 16

    /// The place of the name, which is added when it is new.
    mutating func index(of name: String) -> Int {
        if let known = names.count <= Self.scanLimit ? names.firstIndex(of: name) : indexOfName[name] { return known }
        names.append(name)
        if names.count > Self.scanLimit {
            if indexOfName.isEmpty {
                for (index, name) in names.enumerated() { indexOfName[name] = index }
            } else {
                indexOfName[name] = names.count - 1
            }
        }
        return names.count - 1
    }
}
