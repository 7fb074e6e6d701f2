/// A superview the log leaves unnamed, taken to be one of the block's views
/// (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes").
///
/// An autoresizing constraint without a names block (`UILabel.midY ==
/// 486.912`) measures its view's frame from a superview the log does not
/// name. Read as a view of its own, it is free, and the block may not
/// conflict. But UIKit prints only the constraints of the conflict, so the
/// superview is one of the views the block does name: when the lines hold
/// as read, each such view is tried in turn, those the subview is
/// constrained to first (a view is most often constrained to its
/// superview), and the first with which the lines conflict is taken.
public struct SuperviewAssumption: Sendable, Hashable {
    /// The view whose superview the log leaves unnamed.
    public var subview: LoggedItem
    /// The view of the block taken for its superview.
    public var superview: LoggedItem

    /// The assumptions to try for the unnamed superviews of `lines`, in
    /// order: for each view whose superview is unnamed, the views of the
    /// block it shares a line with, then the others, in order of appearance.
    /// Neither the view itself nor a view the block places inside it can be
    /// its superview.
    static func candidates(in lines: [ConstraintLine]) -> [SuperviewAssumption] {
        let parsed = lines.compactMap(\.parsed)
        var named: [LoggedItem] = []
        for item in parsed.flatMap(\.equation.items) where item.address != nil && !named.contains(item) {
            named.append(item)
        }
        var candidates: [SuperviewAssumption] = []
        var subviews: [LoggedItem] = []
        for item in parsed.flatMap(\.equation.items) where item.address == nil && item.superviewOf != nil {
            guard let subview = named.first(where: { $0.key == item.superviewOf }), !subviews.contains(subview) else { continue }
            subviews.append(subview)
            let inside = Set(parsed.compactMap(\.superviewLink).filter { $0.superview == subview }.map(\.subview))
            let beside = parsed.filter { $0.equation.items.contains(subview) }.flatMap(\.equation.items)
            let ordered = named.filter { beside.contains($0) } + named.filter { !beside.contains($0) }
            candidates += ordered.filter { $0 != subview && !inside.contains($0) }
                .map { SuperviewAssumption(subview: subview, superview: $0) }
        }
        return candidates
    }

    /// The lines with the unnamed superview of ``subview`` replaced by
    /// ``superview``.
    func applied(to lines: [ConstraintLine]) -> [ConstraintLine] {
        lines.map { line in
            guard var parsed = line.parsed else { return line }
            let isUnnamed = { (item: LoggedItem) in item.address == nil && item.superviewOf == subview.key }
            if isUnnamed(parsed.equation.first.item) { parsed.equation.first.item = superview }
            if let second = parsed.equation.second, isUnnamed(second.item) { parsed.equation.second?.item = superview }
            if let link = parsed.superviewLink, isUnnamed(link.superview) { parsed.superviewLink?.superview = superview }
            var assumed = line
            assumed.parsed = parsed
            return assumed
        }
    }
}
