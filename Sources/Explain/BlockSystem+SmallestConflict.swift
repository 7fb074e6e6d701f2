import Cassowary

extension BlockSystem {
    /// The smallest conflict, in printed lines, among the one the solver
    /// reports for the whole block and those it reports with one of that
    /// conflict's lines left out, each made minimal over the printed lines
    /// (``minimalOverLines(_:)``); nil when the block holds.
    ///
    /// A line without which all the others hold is in every conflict. When
    /// every line of the first conflict made minimal is such a line, no
    /// conflict has fewer lines, and the others are not looked for: each
    /// costs the solver's search for a minimal conflict, which grows with
    /// the square of the conflict's size.
    func smallestConflict() -> [ConflictMember]? {
        guard case let .conflicts(first) = solver() else { return nil }
        var best = minimalOverLines(first)
        let held = HeldLines(system: self)
        if best.allSatisfy({ member in member.line.map { line in held.hold(order.filter { $0 != line }) } ?? true }) {
            return best
        }
        for index in first.compactMap({ $0.line }) {
            guard case let .conflicts(other) = solver(excluding: [index]) else { continue }
            let candidate = minimalOverLines(other)
            if candidate.count(where: { $0.line != nil }) < best.count(where: { $0.line != nil }) { best = candidate }
        }
        return best
    }

    /// The conflict with every printed line left out that the others,
    /// with all the unprinted rules in place, do not need: the solver's
    /// conflict is minimal as a set of lines and rules, and may keep a line
    /// where another view's `size >= 0` would do instead. Those rules hold
    /// for every view all the time, so minimality is over the printed
    /// lines. The members are then the solver's conflict for the lines that
    /// remain: all of them, and the unprinted rules they rest on.
    ///
    /// Each line is left out in turn, in block order, when the rest still
    /// conflict: a verdict, not the solver's minimal conflict of the rest,
    /// asked of one solver that follows the rest from line to line.
    func minimalOverLines(_ conflict: [ConflictMember]) -> [ConflictMember] {
        var lines = conflict.compactMap(\.line)
        let held = HeldLines(system: self)
        for line in lines {
            let rest = lines.filter { $0 != line }
            if !held.hold(rest) { lines = rest }
        }
        guard case let .conflicts(members) = solver(lines: lines) else { return conflict }
        return members
    }
}
