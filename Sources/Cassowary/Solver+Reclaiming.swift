/// Reclaiming symbols: a long-lived solver whose constraints come and go
/// (an engine whose items join and leave for ever) must not keep a column
/// for every variable and marker it ever had.
///
/// A symbol is live while a group's equation names it: its marker, its
/// second error, or one of its terms (an edit variable's group names the
/// variable). When the groups released since the last reclaim named as
/// many symbols as half the tableau has, the solver scrubs the dead ones
/// from the tableau and renumbers the live ones in their order, which keeps
/// every choice the simplex makes (Bland's order, tie-breaks) as it was;
/// the variables it forgets are those that occur in no constraint. The
/// work, proportional to the tableau, is spread over at least as many
/// released symbols, so it costs O(1) per symbol.
extension Solver {
    /// Counts the symbols a released group named, towards the next reclaim.
    func noteReleased(_ group: ConstraintGroup) {
        symbolsReleasedSinceReclaim += group.terms.count + (group.other >= 0 ? 2 : group.marker >= 0 ? 1 : 0)
    }

    /// Reclaims the dead symbols when enough may have died (see above).
    /// Between calls only.
    func reclaimSymbolsIfDue() {
        guard !inTransaction, symbolsReleasedSinceReclaim >= max(Self.reclaimMinimum, tableau.symbolCount / 2) else { return }
        symbolsReleasedSinceReclaim = 0
        var isLive = [Bool](repeating: false, count: tableau.symbolCount)
        var liveCount = 0
        func keep(_ symbol: Symbol) {
            guard symbol >= 0, !isLive[Int(symbol)] else { return }
            isLive[Int(symbol)] = true
            liveCount += 1
        }
        for group in groups {
            guard let group else { continue }
            keep(group.marker)
            keep(group.other)
            for term in group.terms { keep(term.symbol) }
        }
        guard liveCount < tableau.symbolCount else { return }
        tableau.scrub(keeping: isLive)
        var newSymbol = [Symbol](repeating: -1, count: tableau.symbolCount)
        var next: Symbol = 0
        for symbol in isLive.indices where isLive[symbol] {
            newSymbol[symbol] = next
            next += 1
        }
        tableau.renumber(newSymbol, count: liveCount)
        renumberBookkeeping(newSymbol, count: liveCount)
        // Inside a batch (`optimizingOnce`) the optimum waits for its end.
        tableau.checkInvariants(optimal: !defersOptimization)
    }

    /// The fewest released symbols worth a reclaim: a small solver is left alone.
    static let reclaimMinimum = 1024

    /// The solver's own tables under the new symbol numbers, in place as
    /// the tableau's (see `Tableau.renumber(_:count:)`): the variables of
    /// dead symbols are forgotten, groups name their symbols anew, and
    /// their keys (hashes of those symbols) are computed again.
    private func renumberBookkeeping(_ newSymbol: [Symbol], count: Int) {
        for symbol in newSymbol.indices {
            guard let variable = variableOfSymbol[symbol] else { continue }
            symbolOfVariable[ObjectIdentifier(variable)] = newSymbol[symbol] >= 0 ? newSymbol[symbol] : nil
        }
        newSymbol.compact(&variableOfSymbol, count: count)
        newSymbol.compact(&groupOfSymbol, count: count)
        groupOfKey.removeAll()
        for index in groups.indices {
            guard let group = groups[index] else { continue }
            var renumbered = group.renumbered(newSymbol)
            if renumbered.key != nil {
                let key = GroupKey(terms: renumbered.terms, constant: renumbered.constant,
                                   relation: renumbered.relation, priority: renumbered.priority)
                // A key that now collides with another group's takes no more members.
                if groupOfKey[key] == nil {
                    groupOfKey[key] = Int32(index)
                    renumbered.key = key
                } else {
                    renumbered.key = nil
                }
            }
            groups[index] = renumbered
        }
    }
}

extension ConstraintGroup {
    /// The group naming its symbols by their new numbers.
    func renumbered(_ newSymbol: [Symbol]) -> ConstraintGroup {
        ConstraintGroup(relation: relation, priority: priority, weight: weight, constant: constant,
                        marker: marker >= 0 ? newSymbol[Int(marker)] : -1, other: other >= 0 ? newSymbol[Int(other)] : -1,
                        members: members, key: key,
                        terms: terms.map { (newSymbol[Int($0.symbol)], $0.coefficient) }, pairedSide: pairedSide)
    }
}
