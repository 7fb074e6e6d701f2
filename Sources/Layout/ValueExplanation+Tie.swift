extension ValueExplanation {
    /// The priority the tie is at: the highest among
    /// ``tradingConstraints``; nil when nothing trades.
    public var tiePriority: Priority? { tradingConstraints.map(\.priority).max() }

    /// What the reports say above ``tiedConstraints`` when there are any:
    /// that they are in the tie at `priority` (`750`) as well.
    package static func tiedAdvice(at priority: Priority) -> String {
        let level = format(priority.value)
        return "These at \(level) are in the tie too: any of them could give way instead, as good at \(level),"
            + " and lower priorities chose the one that gives way now:"
    }

    /// What the reports say below ``tiedConstraints``: the priorities
    /// that settle the tie at `priority` (`749`, `751`), in the terms a
    /// UIKit developer changes.
    package static func tieChoice(at priority: Priority) -> String {
        let level = format(priority.value)
        return "To choose which gives way, give it a priority below \(level) (\(format(priority.value - 1))),"
            + " or give the ones that should hold one above \(level) (\(format(min(priority.value + 1, 999))))."
    }

    /// The lines on ``tiedConstraints`` after the trading ones: the
    /// advice, a line per constraint and the choice; none when there are
    /// none.
    func tiedText(naming: (LayoutConstraint) -> String) -> [String] {
        guard let priority = tiePriority, !tiedConstraints.isEmpty else { return [] }
        return [Self.tiedAdvice(at: priority)] + tiedConstraints.map { "  " + naming($0) } + [Self.tieChoice(at: priority)]
    }
}
