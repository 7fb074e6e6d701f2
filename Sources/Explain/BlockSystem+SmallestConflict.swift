import Cassowary

extension BlockSystem {
    /// The smallest conflict, in printed lines, among the one the solver
    /// reports for the whole block and those it reports with one of that
    /// conflict's lines left out, each made minimal over the printed lines
    /// (``minimalOverLines(_:)``); nil when the block holds.
    func smallestConflict() -> [ConflictMember]? {
        guard case let .conflicts(first) = solver() else { return nil }
        var best = minimalOverLines(first)
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
    /// conflict; the question asks only for a verdict, not for the solver's
    /// minimal conflict of the rest.
    func minimalOverLines(_ conflict: [ConflictMember]) -> [ConflictMember] {
        var lines = conflict.compactMap(\.line)
        for line in lines {
            let rest = lines.filter { $0 != line }
            if !holds(lines: rest) { lines = rest }
        }
        guard case let .conflicts(members) = solver(lines: lines) else { return conflict }
        return members
    }
}
