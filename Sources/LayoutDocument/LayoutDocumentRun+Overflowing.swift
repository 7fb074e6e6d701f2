import JSON
import Layout
import Stack

extension LayoutDocumentRun {
    /// An item a flex stack arranges that reaches past the stack's edge: a
    /// line longer than the stack with no item that shrinks (none has
    /// `flexShrink`), an item alone wider than a line that wraps, an item
    /// taller than the line it is aligned in. Texture and Yoga lay such
    /// content out past the stack without a word; a run lists it, since it
    /// is seldom meant (a title's one-line width taken as a column's basis
    /// beside an image, say).
    public struct Overflow {
        /// The item.
        public let item: LayoutItem
        /// The flex stack that arranges it.
        public let stack: StackItem
        /// The stack's edge it reaches past: `left`, `right`, `top` or `bottom`.
        public let edge: String
        /// How far past it.
        public let distance: Double
    }

    /// The items that reach past the edges of the flex stacks arranging
    /// them, in document order, an entry for each edge. Hidden items, those
    /// inside one, and absolute children (placed where their offsets say)
    /// are left out; a negative padding, which lets content reach past the
    /// stack on purpose, widens the stack's bounds by as much.
    public var overflowing: [Overflow] {
        items.flatMap { item -> [Overflow] in
            guard let stack = item.parent as? StackItem, case .flex = stack.distribution,
                  stack.arrangedItems.contains(where: { $0 === item }), !item.isHiddenOrInsideHidden,
                  stack.flexOptions(for: item).position == .relative else { return [] }
            let frame = Self.printed(item.reportedFrameInRoot), bounds = Self.printed(stack.reportedFrameInRoot)
            let padding = stack.padding
            let reach = max(0, -[padding.top, padding.left, padding.bottom, padding.right, padding.leading ?? 0,
                                 padding.trailing ?? 0].min()!)
            return [("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX),
                    ("top", bounds.minY - frame.minY), ("bottom", frame.maxY - bounds.maxY)]
                .compactMap { edge, distance in
                    distance - reach > Self.squeezeTolerance
                        ? Overflow(item: item, stack: stack, edge: edge, distance: distance) : nil
                }
        }
    }

    /// The text output's line of ``overflowing``: `overflowing their flex
    /// stack: info (197 past body's right edge)`; nil when there is none.
    var overflowingLine: String? {
        let overflowing = overflowing
        guard !overflowing.isEmpty else { return nil }
        return "overflowing their flex stack: "
            + Self.itemTexts(overflowing, item: \.item, text: Self.overflowText).joined(separator: ", ")
    }

    /// Each item of `entries`, in order, with the text of its run of
    /// entries (one an edge) in parentheses: `info (197 past body's right
    /// edge)`.
    static func itemTexts<Entry>(_ entries: [Entry], item: (Entry) -> LayoutItem,
                                 text: ([Entry]) -> String) -> [String] {
        var texts: [String] = []
        var index = 0
        while index < entries.count {
            let current = item(entries[index])
            let sides = entries[index...].prefix { item($0) === current }
            texts.append("\(current.name) (" + text(Array(sides)) + ")")
            index += sides.count
        }
        return texts
    }

    /// One item's overflows in words: `197 past body's right edge`, `12
    /// past row's left edge and 30 past its right`.
    static func overflowText(_ sides: [Overflow]) -> String {
        edgesText(sides.map { ($0.edge, $0.distance) }, of: sides[0].stack.name)
    }

    /// How far an item reaches past each of `edges` of the item named
    /// `name`, in words: `12 past row's left edge and 30 past its right`.
    static func edgesText(_ edges: [(edge: String, distance: Double)], of name: String) -> String {
        edges.enumerated().map { index, side in
            index == 0 ? "\(JSON.formatNumber(side.distance)) past \(name)'s \(side.edge) edge"
                : "\(JSON.formatNumber(side.distance)) past its \(side.edge)"
        }.joined(separator: " and ")
    }

    /// `--json`'s `overflowing`: `[{ "item", "stack", "edge", "distance" }]`;
    /// nil when there is none.
    var overflowingJSON: JSON? {
        let overflowing = overflowing
        guard !overflowing.isEmpty else { return nil }
        return .array(overflowing.map { overflow in
            .object([("item", .string(overflow.item.name)), ("stack", .string(overflow.stack.name)),
                     ("edge", .string(overflow.edge)), ("distance", .number(overflow.distance))])
        })
    }
}
