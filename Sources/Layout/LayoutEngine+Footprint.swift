extension LayoutEngine {
    /// The size of every table the engine keeps, by name, with its solver's
    /// under `solver …`, and how many of its constraints the solver holds:
    /// an engine whose items come and go without growing in number keeps
    /// these flat. Tests and the memory benchmark compare
    /// them over time. Not part of the public API.
    package var footprint: [String: Int] {
        var tables: [String: Int] = [
            "active constraints": active.count,
            "solver constraints": active.reduce(0) { $0 + ($1.solverConstraint == nil ? 0 : 1) },
            "frame variables": frameVariables.count,
            "content-size constraints": contentSizeConstraints.count,
            "aspect-ratio constraints": aspectRatioConstraints.count,
            "system guide constraints": systemGuideConstraints.count,
            "readable guide widths": readableGuideWidths.count,
            "autoresizing constraints": autoresizingConstraints.count,
            "pending conflicts": pendingConflicts.count,
            "items needing constraint update": itemsNeedingConstraintUpdate.count,
            "regions joined": regionsJoined.count,
            "pending measures": passState.pendingMeasure.count,
            "measured items": passState.measuredItems.count,
            "placers": passState.placers.count,
            "pending placements": passState.pendingPlacement.count,
        ]
        for (name, count) in solver.footprint { tables["solver " + name] = count }
        return tables
    }
}

extension LayoutEngine {
    /// The solver's ``Cassowary/Solver/substitutedEntries``: the work its
    /// eliminations have done. Not part of the public API.
    package var solverSubstitutedEntries: Int { solver.substitutedEntries }
}
