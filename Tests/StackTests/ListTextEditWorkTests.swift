import Testing
import Layout
import Stack

/// A text changed in one card of a long column costs work that does not
/// grow with the column, and lays out as a fresh layout does.
///
/// The cards fill the column's width, and the column is pinned to the
/// root, so the required equalities alone fix every card's width and
/// left: the text that wraps in the other cards gets no room from the
/// change, and is not measured from any width again (see
/// `LayoutEngine.rewrapCandidates()`). Measured again, every card's text
/// changed its content-size constraints twice in each edit, and the
/// solver's work grew with the cards.
@Suite struct ListTextEditWorkTests {
    /// `count` words of 30 with a space of 4, lines of 20: 7 words (234)
    /// fit the 256 beside a card's avatar.
    static func words(_ count: Int) -> WrappedText {
        WrappedText(words: Array(repeating: 30, count: count), spaceWidth: 4, lineHeight: 20)
    }

    /// A 320-wide root with a column of `rows` cards of
    /// `FirstItemChangeWorkTests.card(_:)` (3 to 11 words, one or two
    /// lines: 56 high), 8 apart, laid out; card `edited` has `words` words
    /// instead when given. With `firmAvatars`, an avatar resists compression above
    /// the text beside it: at a tie (750 both) a solve may give either the
    /// room, and a live layout and a fresh one need not agree (see
    /// Docs/Hardening.md, *A tie in the first solve*).
    static func list(rows: Int, edited: Int? = nil, words count: Int = 0, firmAvatars: Bool = false,
                     alignment: StackAlignment = .fill) -> (LayoutItem, StackItem) {
        let cards = (0..<rows).map(FirstItemChangeWorkTests.card)
        if let edited { cards[edited].children[1].measuredContent = words(count) }
        if firmAvatars {
            for card in cards { card.children[0].setContentCompressionResistancePriority(760, for: .horizontal) }
        }
        let (root, column) = FirstItemChangeWorkTests.column(of: cards)
        if alignment != .fill {
            column.alignment = alignment
            root.layoutIfNeeded()
        }
        return (root, column)
    }

    /// The entries the solver's substitutions wrote for the text of the
    /// middle card of `rows` given 20 words (three lines) and then 3 (one
    /// line), with a layout after each.
    static func work(rows: Int, alignment: StackAlignment = .fill) -> Int {
        let (root, column) = list(rows: rows, alignment: alignment)
        let text = column.arrangedItems[rows / 2].children[1]
        let before = root.engine.solverSubstitutedEntries
        text.measuredContent = words(20)
        root.layoutIfNeeded()
        // Three lines (60) in the card's margins: 76 high, 20 more than
        // before, and every card below 20 lower.
        #expect(column.arrangedItems[rows / 2].frame.height == 76)
        #expect(column.arrangedItems[rows - 1].frame.minY == Double(64 * (rows - 1) + 20))
        text.measuredContent = words(3)
        root.layoutIfNeeded()
        #expect(column.arrangedItems[rows - 1].frame.minY == Double(64 * (rows - 1)))
        return withExtendedLifetime(root) { root.engine.solverSubstitutedEntries - before }
    }

    @Test func theWorkOfAnEditDoesNotGrowWithTheColumn() {
        let small = Self.work(rows: 60), large = Self.work(rows: 240)
        #expect(Double(large) < 1.5 * Double(small), "\(small) entries for 60 rows, \(large) for 240")
    }

    /// Centred cards are as wide as their content: the column fixes each
    /// one's centre, not its left or width, and the walk stops at the
    /// centre alignments and at the spanner the column pins.
    @Test func theWorkOfAnEditInACentredColumnDoesNotGrowWithIt() {
        let small = Self.work(rows: 60, alignment: .center), large = Self.work(rows: 240, alignment: .center)
        #expect(Double(large) < 1.5 * Double(small), "\(small) entries for 60 rows, \(large) for 240")
    }

    /// A centred column's edited card lays out as in a fresh layout.
    @Test func anEditedCardOfACentredColumnLaysOutAsAFreshList() {
        let (root, column) = Self.list(rows: 10, firmAvatars: true, alignment: .center)
        let text = column.arrangedItems[4].children[1]
        for count in [20, 3] {
            text.measuredContent = Self.words(count)
            root.layoutIfNeeded()
            let fresh = Self.list(rows: 10, edited: 4, words: count, firmAvatars: true, alignment: .center).0
            #expect(framesInRootByName(root) == framesInRootByName(fresh))
        }
    }

    /// Card 4 of 10 given 20 words: three lines of 234, 60 high, its card
    /// 76 high; the cards below it 20 lower (card 9 at 4 × 64 + 76 + 8 +
    /// 4 × 64 = 596), the column 596 + 56 = 652 high. Given 3 words: one
    /// line of 98, and every card back at 64 × k. Each time every frame is
    /// a fresh layout's.
    @Test func anEditedCardLaysOutAsAFreshList() {
        let (root, column) = Self.list(rows: 10, firmAvatars: true)
        let text = column.arrangedItems[4].children[1]
        text.measuredContent = Self.words(20)
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 56, y: 8, width: 234, height: 60))
        expectFrame(column.arrangedItems[4], Rect(x: 0, y: 256, width: 320, height: 76))
        expectFrame(column.arrangedItems[9], Rect(x: 0, y: 596, width: 320, height: 56))
        #expect(column.frame.height == 652)
        #expect(framesInRootByName(root) == framesInRootByName(Self.list(rows: 10, edited: 4, words: 20, firmAvatars: true).0))

        text.measuredContent = Self.words(3)
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 56, y: 8, width: 98, height: 20))
        expectFrame(column.arrangedItems[9], Rect(x: 0, y: 576, width: 320, height: 56))
        #expect(framesInRootByName(root) == framesInRootByName(Self.list(rows: 10, edited: 4, words: 3, firmAvatars: true).0))
    }
}
