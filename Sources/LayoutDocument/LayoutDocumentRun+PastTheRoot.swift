import JSON
import Layout

extension LayoutDocumentRun {
    /// An item that reaches past an edge of the root, the screen: a list
    /// taller than the room left for it, running under the toolbar and off
    /// the bottom, say. UIKit lays it out there without a word; a run lists
    /// it, since it is seldom meant (where it is, a scroll item holds it).
    public struct PastTheRoot {
        /// The item.
        public let item: LayoutItem
        /// The root's edge it reaches past: `left`, `right`, `top` or `bottom`.
        public let edge: String
        /// How far past it.
        public let distance: Double
    }

    /// The items that reach past the root's edges, in document order, an
    /// entry for each edge, along each axis on which the root has a size
    /// of its own (its `"size"`, `--width`, a constraint of a constant):
    /// a root whose height nothing gives is a canvas, not a screen. Only
    /// the outermost of them on an edge: an item whose parent reaches past
    /// that edge too is left to its parent (the rows of a list that runs
    /// off the screen). Hidden items, those inside one, and the content of
    /// a scroll item, which scrolls, are left out, and so are those that
    /// another line says more of: an item listed as overflowing its flex
    /// stack on the same side, and an ambiguous one, which lies wherever
    /// the solver left it.
    public var pastTheRoot: [PastTheRoot] {
        let bounds = Self.printed(root.reportedFrameInRoot)
        let overflowing = overflowing
        let ambiguous = Set(self.ambiguous.map(ObjectIdentifier.init))
        let sized = (width: hasOwnLength(.width), height: hasOwnLength(.height))
        func distances(_ item: LayoutItem) -> [(edge: String, distance: Double)] {
            let frame = Self.printed(item.reportedFrameInRoot)
            let across = sized.width ? [("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX)] : []
            let down = sized.height ? [("top", bounds.minY - frame.minY), ("bottom", frame.maxY - bounds.maxY)] : []
            return (across + down).filter { $0.1 > Self.squeezeTolerance }.map { (edge: $0.0, distance: $0.1) }
        }
        return items.flatMap { item -> [PastTheRoot] in
            guard item !== root, !item.isHiddenOrInsideHidden, !isInsideScrollItem(item),
                  !ambiguous.contains(ObjectIdentifier(item)) else { return [] }
            let parentEdges = item.parent.map { $0 === root ? [] : distances($0).map(\.edge) } ?? []
            let overflowEdges = overflowing.filter { $0.item === item }.map(\.edge)
            return distances(item).filter { !parentEdges.contains($0.edge) && !overflowEdges.contains($0.edge) }
                .map { PastTheRoot(item: item, edge: $0.edge, distance: $0.distance) }
        }
    }

    /// Whether a required constraint holds the root's `attribute` (width or
    /// height) equal to a constant.
    private func hasOwnLength(_ attribute: LayoutAttribute) -> Bool {
        constraints.contains {
            $0.firstItem === root && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
                && $0.priority.isRequired && !$0.isBroken
        }
    }

    /// Whether a scroll item holds `item` as its content (at any depth).
    private func isInsideScrollItem(_ item: LayoutItem) -> Bool {
        sequence(first: item.parent, next: { $0?.parent }).contains { $0 is ScrollItem }
    }

    /// The text output's line of ``pastTheRoot``: `past the root: list (118
    /// past screen's bottom edge)`; nil when there is none.
    var pastTheRootLine: String? {
        let past = pastTheRoot
        guard !past.isEmpty else { return nil }
        let texts = Self.itemTexts(past, item: \.item) { sides in
            Self.edgesText(sides.map { ($0.edge, $0.distance) }, of: root.name)
        }
        return "past the root: " + texts.joined(separator: ", ")
    }

    /// `--json`'s `pastTheRoot`: `[{ "item", "edge", "distance" }]`; nil
    /// when there is none.
    var pastTheRootJSON: JSON? {
        let past = pastTheRoot
        guard !past.isEmpty else { return nil }
        return .array(past.map { entry in
            .object([("item", .string(entry.item.name)), ("edge", .string(entry.edge)),
                     ("distance", .number(entry.distance))])
        })
    }
}
