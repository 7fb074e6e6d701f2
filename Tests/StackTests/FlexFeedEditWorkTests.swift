import Testing
import Layout
import Stack

/// A change inside one card of a flex feed whose width comes from
/// constraints (a vertical flex column pinned to the root's leading and
/// trailing edges, as a Texture feed fills its screen) lays out that card,
/// not the feed, and the feed ends where a fresh one does.
///
/// The cards' text wraps at the width the solve gives the column, so the
/// column's layout would depend on the layouts before were that width not
/// fixed: the required equalities alone fix it (the root's width and the
/// two pins), and no constraint of the application reaches into the
/// column's subtree, so a fresh layout's first solve gives the column the
/// width it has, and the column does not start again from any width
/// (`LayoutEngine.settle`, `PlacerHistory.offeredWidth`).
@Suite struct FlexFeedEditWorkTests {
    /// A card: a title of 2 + k % 3 words and a body of 4 + k % 11, words
    /// 30 to 65 wide, in a vertical flex stack with 8 between them.
    static func card(_ k: Int) -> StackItem {
        func text(_ name: String, words: Int, lineHeight: Double) -> LayoutItem {
            let item = LayoutItem(name: "\(name)\(k)")
            item.measuredContent = WrappedText(words: (0..<words).map { Double(30 + 7 * ((k + $0) % 6)) },
                                               spaceWidth: 4, lineHeight: lineHeight)
            return item
        }
        return flexStack("card\(k)", .vertical, [text("title", words: 2 + k % 3, lineHeight: 22),
                                                 text("body", words: 4 + k % 11, lineHeight: 18)], spacing: 8)
    }

    /// A root 320 wide holding a flex column of `cards`, pinned to its
    /// top, leading and trailing edges, laid out once.
    static func feed(_ cards: [StackItem]) -> (root: LayoutItem, column: StackItem) {
        let column = flexStack("column", .vertical, cards, spacing: 12)
        return (rootPinning(column, width: 320), column)
    }

    /// The measurements a layout took after card 7's body was given more
    /// words, and after it was given its own back; the feed then lays out
    /// as a fresh one.
    static func work(cards count: Int) -> Int {
        let (root, column) = feed((0..<count).map(card))
        let body = column.arrangedItems[7].subtree.first { $0.name == "body7" }!
        let own = body.measuredContent
        body.measuredContent = WrappedText(words: Array(repeating: 30, count: 16), spaceWidth: 4, lineHeight: 18)
        root.layoutIfNeeded()
        var measurements = root.engine.lastPassReport.measurements
        body.measuredContent = own
        root.layoutIfNeeded()
        measurements += root.engine.lastPassReport.measurements
        #expect(framesInRootByName(root) == framesInRootByName(feed((0..<count).map(card)).root))
        return measurements
    }

    @Test func aChangeInOneCardDoesNotMeasureTheFeed() {
        let small = Self.work(cards: 20), large = Self.work(cards: 80)
        #expect(large <= small, "\(small) measurements for 20 cards, \(large) for 80")
    }
}
