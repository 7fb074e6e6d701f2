extension Solver {
    /// Runs `body` against the solver, then puts the solver back exactly as
    /// it was: a "what if" for fitting sizes and ambiguity checks.
    ///
    /// Inside `body`, add constraints and edit variables and read values as
    /// usual; nothing of it remains afterwards. A call that fails inside the
    /// probe throws and changes nothing, as everywhere.
    /// - Complexity: the work of `body`, plus reporting every variable as
    ///   changed once afterwards (see ``forEachChangedValue(_:)``).
    public func probe<Result>(_ body: () throws -> Result) rethrows -> Result {
        precondition(!isProbing && !inTransaction, "a probe cannot start inside another call")
        let variableCount = variableOfSymbol.count
        let sequence = nextSequence
        let editsBefore = edits
        let numericsBefore = tableau.numerics
        tableau.beginTransaction()
        inTransaction = true
        isProbing = true
        defer {
            // A switch to relative tolerances rebuilt the tableau: what the
            // probe did after it is dropped with the rebuilt state.
            if let switched = stateBeforeProbeSwitch {
                undoLog.removeEntries(from: switched.undoCount)
                state = switched.state
                stateBeforeProbeSwitch = nil
            }
            tableau.rollBack()
            for undo in undoLog.entries.reversed() { applyUndo(undo) }
            undoLog.removeAll()
            isProbing = false
            inTransaction = false
            forgetSymbols(from: variableCount)
            nextSequence = sequence
            edits = editsBefore
            tableau.numerics = numericsBefore.afterProbe(tableau.numerics)
        }
        return try body()
    }

    /// The smallest and largest values a variable can take while every
    /// constraint stays as well satisfied as it is now, priority by
    /// priority: equal bounds mean the layout determines the variable.
    /// An unbounded side is reported as an infinity.
    ///
    /// The solver pushes the variable each way at a priority below every
    /// other (strict priorities make that push unable to cost any other
    /// constraint anything), inside a ``probe(_:)``: by 1e7, or by a
    /// thousandth of its value when that is more, and a side the push
    /// reaches (to within 1e-7 of its length) is unbounded. A push of 1e7
    /// alone is lost to rounding beyond about 1e23, where doubles are
    /// further apart (2e9 at 1e25), and a variable fixed there looked free.
    public func range(of variable: Variable) -> (lower: Double, upper: Double) {
        range(of: Expression(variable), pushedAt: Priority(Double.leastNormalMagnitude))
    }

    /// The smallest and largest values an expression can take when it is
    /// pushed each way at `priority`, as ``range(of:)`` pushes a variable:
    /// above every optional priority, the range the required constraints
    /// alone leave it. An expression other than a single variable is pushed
    /// through a variable held equal to it, inside the probe.
    package func range(of expression: Expression, pushedAt priority: Priority) -> (lower: Double, upper: Double) {
        probe { rangeInProbe(of: expression, pushedAt: priority) }
    }

    /// ``range(of:pushedAt:)`` inside a probe already running, for the
    /// state the probe made: what it adds to push the expression stays
    /// until the probe ends.
    package func rangeInProbe(of expression: Expression, pushedAt priority: Priority) -> (lower: Double, upper: Double) {
        precondition(isProbing, "rangeInProbe(of:pushedAt:) runs inside probe(_:)")
        let current = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
        let reach = max(1e7, abs(current) * 1e-3)
        let reached = reach * 1e-7
        do {
            let pushed: Variable
            if expression.constant == 0, expression.terms.count == 1, expression.terms[0].coefficient == 1 {
                pushed = expression.terms[0].variable
            } else {
                pushed = Variable("pushed")
                try addConstraint(Constraint(normalized: Expression(pushed) - expression, .equal))
            }
            try addEditVariable(pushed, priority: priority)
            try suggestValue(current + reach, for: pushed)
            let upper = value(of: pushed)
            try suggestValue(current - reach, for: pushed)
            let lower = value(of: pushed)
            return (lower <= current - reach + reached ? -.infinity : lower,
                    upper >= current + reach - reached ? .infinity : upper)
        } catch {
            return (current, current)
        }
    }

    /// The constraints that decide a variable's current value: those whose
    /// equations combine to give it (the tight inequalities, the equalities
    /// and the optional constraints it depends on), in the order they were
    /// added. Empty for a variable that nothing decides.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], tableau.isBasic(symbol) else { return [] }
        let expansion = tableau.expanded(tableau.row(of: symbol))
        var involved: Set<Int32> = []
        for entry in expansion.entries {
            let group = groupOfSymbol[Int(entry.symbol)]
            guard group >= 0 else { continue }
            if groups[Int(group)]!.isPair {
                involved.insert(pairMember(deciding: groups[Int(group)]!, in: expansion))
                continue
            }
            for record in recordsBehind(group: group) { involved.insert(record) }
        }
        return involved.compactMap { records[Int($0)] }.filter { !$0.isEdit }
            .sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }
}
