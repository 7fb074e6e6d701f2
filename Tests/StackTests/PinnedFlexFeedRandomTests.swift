import Testing
import Layout
import SeededRandom
import Stack

/// Random edits of a flex feed whose width comes from constraints, each
/// followed by a layout, lay out as a feed built fresh in the state the
/// edits left: the column, pinned to the root's edges, says its layout
/// depends on its history only through its width, and skips starting
/// again from any width where the required equalities fix that width
/// (`LayoutEngine.placersToRestart()`). The edits include the ones that
/// must not skip it: a label outside the feed whose width a constraint
/// ties to a text inside it, and a pin that is not required.
@Suite struct PinnedFlexFeedRandomTests {
    /// What a feed is made of: the edits change it, and a fresh feed is
    /// built from it.
    struct Feed {
        struct Card {
            let id: Int
            var words: [Double]
            var isHidden = false
            var avatar = 40.0
        }

        var rootWidth = 320.0
        var inset = 0.0
        /// Whether the column's trailing pin is required (otherwise 750,
        /// with the column at most the root's width).
        var trailingRequired = true
        var spacing = 8.0
        var alignment = StackAlignment.fill
        var cards: [Card] = []
        /// The card whose text the outside label's width equals, if any.
        var linkedCard: Int?
        var nextID = 0

        mutating func newCard(_ random: inout SplitMix64) -> Card {
            defer { nextID += 1 }
            return Card(id: nextID, words: Self.words(&random))
        }

        static func words(_ random: inout SplitMix64) -> [Double] {
            (0..<Int.random(in: 1...14, using: &random)).map { _ in Double(Int.random(in: 3...13, using: &random) * 5) }
        }
    }

    /// A feed built from its description, laid out once.
    final class Built {
        let root = LayoutItem(name: "root")
        let column = StackItem(name: "column")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        var rows: [Int: StackItem] = [:]
        var widthConstraint: LayoutConstraint!
        var leading: LayoutConstraint!
        var trailing: LayoutConstraint!
        var link: LayoutConstraint?

        init(_ feed: Feed) {
            column.axis = .vertical
            column.distribution = .flex(.start)
            root.addChild(column)
            root.addChild(label)
            widthConstraint = root.widthAnchor.constraint(equalToConstant: feed.rootWidth)
            try! LayoutConstraint.activate([
                widthConstraint,
                column.topAnchor.constraint(equalTo: root.topAnchor),
                label.topAnchor.constraint(equalTo: column.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
            apply(feed)
        }

        static func row(_ card: Feed.Card) -> StackItem {
            let avatar = LayoutItem(name: "avatar\(card.id)",
                                    intrinsicContentSize: IntrinsicSize(width: card.avatar, height: card.avatar))
            let text = LayoutItem(name: "text\(card.id)")
            text.measuredContent = WrappedText(words: card.words, spaceWidth: 4, lineHeight: 18)
            let row = StackItem(name: "row\(card.id)", arrangedItems: [avatar, text])
            row.distribution = .flex(.start)
            row.alignment = .center
            row.spacing = .points(8)
            row.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: text)
            row.isHidden = card.isHidden
            return row
        }

        func text(of card: Int) -> LayoutItem { rows[card]!.arrangedItems[1] }

        /// Makes the live feed the one described, changing only what
        /// differs, and lays it out.
        func apply(_ feed: Feed) {
            widthConstraint.constant = feed.rootWidth
            column.spacing = .points(feed.spacing)
            column.alignment = feed.alignment
            if leading == nil || trailing.priority.isRequired != feed.trailingRequired {
                leading?.isActive = false
                trailing?.isActive = false
                leading = column.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                trailing = column.trailingAnchor.constraint(equalTo: root.trailingAnchor)
                var pins = [leading!, trailing!]
                if !feed.trailingRequired {
                    trailing.priority = 750
                    pins.append(column.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor))
                }
                try! LayoutConstraint.activate(pins)
            }
            leading.constant = feed.inset
            trailing.constant = -feed.inset
            let ids = Set(feed.cards.map(\.id))
            for (id, row) in rows where !ids.contains(id) {
                row.removeFromParent()
                rows[id] = nil
            }
            for (index, card) in feed.cards.enumerated() {
                if let row = rows[card.id] {
                    if column.arrangedItems.firstIndex(where: { $0 === row }) != index {
                        column.removeArrangedItem(row)
                        column.insertArrangedItem(row, at: index)
                    }
                    row.isHidden = card.isHidden
                    let text = row.arrangedItems[1]
                    if (text.measuredContent as! WrappedText).words != card.words {
                        text.measuredContent = WrappedText(words: card.words, spaceWidth: 4, lineHeight: 18)
                    }
                } else {
                    rows[card.id] = Self.row(card)
                    column.insertArrangedItem(rows[card.id]!, at: index)
                }
            }
            if link?.secondItem !== feed.linkedCard.flatMap({ rows[$0]?.arrangedItems[1] }) {
                link?.isActive = false
                link = feed.linkedCard.map { label.widthAnchor.constraint(equalTo: text(of: $0).widthAnchor) }
                link?.isActive = true
            }
            root.layoutIfNeeded()
        }
    }

    /// One random edit of the description.
    static func edit(_ feed: inout Feed, _ random: inout SplitMix64) -> String {
        let card = feed.cards.isEmpty ? nil : Int.random(in: 0..<feed.cards.count, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0...3 where card != nil:
            feed.cards[card!].words = Feed.words(&random)
            return "text of \(feed.cards[card!].id)"
        case 4 where card != nil:
            feed.cards[card!].isHidden.toggle()
            return "hidden \(feed.cards[card!].id)"
        case 5:
            let new = feed.newCard(&random)
            feed.cards.insert(new, at: Int.random(in: 0...feed.cards.count, using: &random))
            return "insert \(new.id)"
        case 6 where card != nil:
            let removed = feed.cards.remove(at: card!)
            if feed.linkedCard == removed.id { feed.linkedCard = nil }
            return "remove \(removed.id)"
        case 7:
            feed.rootWidth = Double(Int.random(in: 40...90, using: &random) * 5)
            return "root width \(feed.rootWidth)"
        case 8:
            feed.inset = Double(Int.random(in: 0...4, using: &random) * 8)
            feed.spacing = Double(Int.random(in: 0...3, using: &random) * 4)
            return "inset \(feed.inset), spacing \(feed.spacing)"
        case 9:
            feed.alignment = [.fill, .leading, .center, .trailing].randomElement(using: &random)!
            return "alignment \(feed.alignment)"
        case 10:
            feed.linkedCard = feed.linkedCard == nil ? card.map { feed.cards[$0].id } : nil
            return "link \(feed.linkedCard.map(String.init) ?? "none")"
        default:
            feed.trailingRequired.toggle()
            return "trailing required \(feed.trailingRequired)"
        }
    }

    /// Every frame, by name, within a rounding's difference.
    static func mismatches(_ live: LayoutItem, _ fresh: LayoutItem) -> [String] {
        let a = framesInRootByName(live), b = framesInRootByName(fresh)
        guard Set(a.keys) == Set(b.keys) else { return ["items \(a.keys.sorted()) against \(b.keys.sorted())"] }
        return a.keys.sorted().compactMap { name in
            let (x, y) = (a[name]!, b[name]!)
            let close = [x.minX - y.minX, x.minY - y.minY, x.width - y.width, x.height - y.height].allSatisfy { abs($0) < 1e-6 }
            return close ? nil : "\(name): live \(x), fresh \(y)"
        }
    }

    @Test(arguments: 1...12)
    func editsLayOutAsAFreshFeed(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var feed = Feed()
        for _ in 0..<12 { feed.cards.append(feed.newCard(&random)) }
        let live = Built(feed)
        for step in 0..<60 {
            let edit = Self.edit(&feed, &random)
            live.apply(feed)
            let wrong = Self.mismatches(live.root, Built(feed).root)
            #expect(wrong.isEmpty, "seed \(seed), step \(step) (\(edit)): \(wrong.prefix(4))")
            if !wrong.isEmpty { return }
        }
    }
}
