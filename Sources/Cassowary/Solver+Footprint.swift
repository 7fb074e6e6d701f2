extension Solver {
    /// The size of every table the solver keeps, by name: symbols (the
    /// length of the arrays indexed by symbol), row slots, records, groups,
    /// variables and the rest. A solver whose constraints come and go
    /// without growing in number keeps these flat; tests and the memory
    /// benchmark compare them over time. Not part of the public API.
    package var footprint: [String: Int] {
        [
            "symbols": tableau.symbolCount,
            "objective columns": tableau.objective.levels.map(\.coefficients.count).max() ?? 0,
            "row slots": tableau.rows.count,
            "rows": tableau.rows.count - tableau.freeRows.count,
            "variables": symbolOfVariable.count,
            "variable slots": variableOfSymbol.count,
            "record slots": records.count,
            "group slots": groups.count,
            "group keys": groupOfKey.count,
            "alias dependents": aliasDependents.count,
            "objective levels": tableau.objective.count,
            "edits": edits.count,
            "changed values": tableau.valueCache.changed.count,
        ]
    }

    /// Entries written by substitutions since the tableau was last made
    /// (a refactorization or rebuild starts again from 0): the eliminations'
    /// work, which tests compare across sizes of a layout. Not part of the
    /// public API.
    package var substitutedEntries: Int { tableau.substitutedEntries }

    /// Records given rows of their own as an alias they were written
    /// through went, since the tableau was last made. Not part of the
    /// public API.
    package var separatedRecords: Int { tableau.separatedRecords }
}
