extension Solver {
    /// Makes a variable an edit variable: an optional constraint
    /// `variable == value` whose value ``suggestValue(_:for:)`` changes.
    ///
    /// Until the first suggestion the variable is held at the value it has
    /// when the edit is added.
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - priority: An optional priority; edits usually use ``Priority/strong``.
    ///   - weight: The weight among constraints of the same priority.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` for priority 1000, and
    ///   ``SolverError/invalidNumber(_:)`` for a priority outside (0, 1000] or a
    ///   weight that is not positive and finite.
    public func addEditVariable(_ variable: Variable, priority: Priority = .strong,
                                weight: Double = 1) throws(SolverError) {
        if edits.position(of: variable) != nil { throw .duplicateEditVariable(variable) }
        if priority.value == 1000 { throw .requiredEditVariable(variable) }
        let value = self.value(of: variable)
        let constraint = Constraint(variable, .equal, value, priority: priority, weight: weight,
                                    identifier: "edit \(variable)")
        try Self.validate(priority: priority, of: constraint)
        try Self.validate(weight: weight, of: constraint)
        let sequence = nextSequence
        try insert(constraint, constant: -value, priority: priority.value, weight: weight, isEdit: true)
        edits.insert(EditRecord(variable: variable, constraint: constraint, value: value, sequence: sequence))
        structuralChanges &+= 1
        noteSuccessfulCall()
    }

    /// Stops editing a variable; its constraint leaves the solver.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let index = Int(recordOfConstraint[ObjectIdentifier(edit.constraint)]!)
        try remove(record: index)
        edits.remove(variable)
        structuralChanges &+= 1
        noteSuccessfulCall()
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits.position(of: variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally
    /// (dual simplex): the work is proportional to what the change moves,
    /// not to the size of the system.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, and
    ///   ``SolverError/invalidNumber(_:)`` for a value that is not finite.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        // One look-up of the variable: the edit is read and updated at its position.
        guard let position = edits.position(of: variable) else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw .invalidNumber("the suggested value \(NumberFormatting.string(value)) for \(variable) is not finite")
        }
        let index = Int(recordOfConstraint[ObjectIdentifier(edits.records[position].constraint)]!)
        try changeConstant(record: index, to: -value)
        edits.setValue(value, at: position)
        noteSuccessfulCall()
    }

    /// The edit variables with their current suggested values, in the order
    /// they were added.
    public var editVariables: [(variable: Variable, value: Double, priority: Priority, weight: Double)] {
        edits.records.sorted { $0.sequence < $1.sequence }.map { edit in
            (edit.variable, edit.value, edit.constraint.priority, edit.constraint.weight)
        }
    }
}
