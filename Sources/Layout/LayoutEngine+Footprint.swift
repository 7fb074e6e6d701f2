extension LayoutEngine {
    /// The size of every table the engine keeps, by name, with its solver's
    /// under `solver …`, and how many of its constraints the solver holds:
    /// an engine whose items come and go without growing in number keeps
    /// these flat. Tests and the memory benchmark compare
    /// them over time. Not part of the public API.
    package var footprint: [String: Int] {
        var tables: [String: Int] = [
            "active constraints": tree.active.count,
            "solver constraints": tree.active.reduce(0) { $0 + ($1.solverConstraint == nil ? 0 : 1) },
            "frame variables": tree.frameVariables.count,
            "content-size constraints": tree.contentSizeConstraints.count,
            "aspect-ratio constraints": tree.aspectRatioConstraints.count,
            "system guide constraints": tree.systemGuideConstraints.count,
            "readable guide widths": tree.readableGuideWidths.count,
            "autoresizing constraints": tree.autoresizingConstraints.count,
            "pending conflicts": tree.pendingConflicts.count,
            "broken constraints watched": tree.brokenWatches.count,
            "items needing constraint update": tree.itemsNeedingConstraintUpdate.count,
            "regions joined": tree.regionsJoined.count,
            "pending measures": tree.passState.pendingMeasure.count,
            "measured items": tree.passState.measuredItems.count,
            "placers": tree.passState.placers.count,
            "pending placements": tree.passState.pendingPlacement.count,
        ]
        for (name, count) in solver.footprint { tables["solver " + name] = count }
        return tables
    }
}

extension LayoutEngine {
    /// The solver's ``Cassowary/Solver/substitutedEntries``: the work its
    /// eliminations have done. Not part of the public API.
    package var solverSubstitutedEntries: Int { solver.substitutedEntries }

    /// The solver's ``Cassowary/Solver/separatedRecords``. Not part of the
    /// public API.
    package var solverSeparatedRecords: Int { solver.separatedRecords }
}
