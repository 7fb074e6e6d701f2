import Testing
import Layout
import Stack

/// A column whose first arranged item changes (a row inserted at the top, a
/// row moved from the top) costs work in proportion to its rows, not to
/// their square. Every item's alignment names the first item, so all of
/// them are made again; the solver had written them through the first
/// item's own alignment, and taking that one away optimized after each
/// of the others was given its own row.
@Suite struct FirstItemChangeWorkTests {
    /// A card of the width the column gives it (it would rather be 0 wide,
    /// at 150): an avatar, and text beside it that wraps within the card's
    /// margins, the card as tall as the taller of the two.
    static func card(_ k: Int) -> LayoutItem {
        let card = LayoutItem(name: "card\(k)")
        let avatar = LayoutItem(name: "avatar\(k)", intrinsicContentSize: IntrinsicSize(width: 40, height: 40))
        let text = LayoutItem(name: "text\(k)")
        text.measuredContent = WrappedText(words: Array(repeating: 30, count: 3 + k % 9), spaceWidth: 4, lineHeight: 20)
        card.addChild(avatar)
        card.addChild(text)
        let short = card.heightAnchor.constraint(equalToConstant: 0)
        short.priority = 200
        let narrow = card.widthAnchor.constraint(equalToConstant: 0)
        narrow.priority = 150
        try! LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: card.leadingMarginAnchor),
            avatar.topAnchor.constraint(equalTo: card.topMarginAnchor),
            text.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            text.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingMarginAnchor),
            text.topAnchor.constraint(equalTo: card.topMarginAnchor),
            card.bottomMarginAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
            card.bottomMarginAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor),
            short, narrow,
        ])
        return card
    }

    /// The entries the solver's substitutions wrote for a card inserted at
    /// the top of a column of `rows` cards and taken out again, with a
    /// layout after each; and the column's frames checked against the
    /// cards' heights.
    /// A 320-wide root with a column of `cards`, 8 apart, across its
    /// width, laid out.
    static func column(of cards: [LayoutItem]) -> (root: LayoutItem, column: StackItem) {
        let column = StackItem(name: "column", arrangedItems: cards)
        column.axis = .vertical
        column.spacing = 8
        return (rootPinning(column, width: 320), column)
    }

    static func work(rows: Int) -> Int {
        let (root, column) = Self.column(of: (0..<rows).map(card))
        let before = root.engine.solverSubstitutedEntries
        let top = card(rows)
        column.insertArrangedItem(top, at: 0)
        root.layoutIfNeeded()
        // The new card holds its avatar (40) and at most two lines of text
        // (40) in its margins: 56 high, and 8 above the next. Every card is
        // as wide as the column.
        let first = column.arrangedItems[1]
        #expect(first.frame.minY == 64)
        #expect(column.arrangedItems.allSatisfy { $0.frame.width == 320 })
        top.removeFromParent()
        root.layoutIfNeeded()
        #expect(first.frame.minY == 0)
        #expect(column.arrangedItems.allSatisfy { $0.frame.width == 320 })
        return withExtendedLifetime(root) { root.engine.solverSubstitutedEntries - before }
    }

    @Test func doublingTheRowsAboutDoublesTheWork() {
        let small = Self.work(rows: 60), large = Self.work(rows: 120)
        #expect(Double(large) < 2.5 * Double(small), "\(small) entries for 60 rows, \(large) for 120")
    }
}
