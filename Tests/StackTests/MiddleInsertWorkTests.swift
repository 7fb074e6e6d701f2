import Testing
import Layout
import Stack

/// A message inserted into the middle of a long chat, and taken out again,
/// costs work that does not grow with the chat, and lays out as a fresh
/// chat does.
///
/// The chat is a column that fills the root's width, of rows that hold a
/// bubble of text that wraps at 70 % of the row. The insertion changes the
/// constraints of the column's first row, which every row's alignment
/// names. That row keeps its place across the root, which the required
/// equalities fix, so the text that wrapped in the other rows gets no room
/// from it: the rewrap walk stops there (see
/// `LayoutEngine.rewrapCandidates()`). Walked through, every row's text
/// was measured from any width and back, and the solver moved two
/// content-size constraints a row.
@Suite struct MiddleInsertWorkTests {
    /// A row with a bubble against its leading edge, at most 70 % of it
    /// wide, holding `3 + k % 9` words of 30 that wrap inside the bubble's
    /// margins of 8.
    static func message(_ k: Int) -> LayoutItem {
        let row = LayoutItem(name: "row\(k)")
        let bubble = LayoutItem(name: "bubble\(k)")
        let text = LayoutItem(name: "text\(k)")
        text.measuredContent = WrappedText(words: Array(repeating: 30, count: 3 + k % 9), spaceWidth: 4, lineHeight: 20)
        row.addChild(bubble)
        bubble.addChild(text)
        try! LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
            text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
            text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
            text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
            bubble.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: 0.7),
            bubble.topAnchor.constraint(equalTo: row.topAnchor),
            row.bottomAnchor.constraint(equalTo: bubble.bottomAnchor),
        ])
        return row
    }

    static func chat(_ messages: [Int]) -> (root: LayoutItem, column: StackItem) {
        FirstItemChangeWorkTests.column(of: messages.map(message))
    }

    /// The entries the solver's substitutions wrote for a message inserted
    /// at the middle of a chat of `rows` messages and taken out again, with
    /// a layout after each.
    static func work(rows: Int) -> Int {
        let (root, column) = chat(Array(0..<rows))
        let middle = column.arrangedItems[rows / 2]
        let top = middle.frame.minY
        let inserted = message(rows)
        let before = root.engine.solverSubstitutedEntries
        column.insertArrangedItem(inserted, at: rows / 2)
        root.layoutIfNeeded()
        #expect(middle.frame.minY == top + inserted.frame.height + 8)
        inserted.removeFromParent()
        root.layoutIfNeeded()
        #expect(middle.frame.minY == top)
        return withExtendedLifetime(root) { root.engine.solverSubstitutedEntries - before }
    }

    @Test func theWorkOfAnInsertionDoesNotGrowWithTheChat() {
        let small = Self.work(rows: 60), large = Self.work(rows: 240)
        #expect(Double(large) < 1.5 * Double(small), "\(small) entries for 60 rows, \(large) for 240")
    }

    /// After the insertion and after the removal, every frame is a fresh
    /// chat's.
    @Test func aChatWithAMessageInsertedLaysOutAsAFreshOne() {
        let (root, column) = Self.chat(Array(0..<40))
        let inserted = Self.message(40)
        column.insertArrangedItem(inserted, at: 20)
        root.layoutIfNeeded()
        #expect(framesInRootByName(root) == framesInRootByName(Self.chat(Array(0..<20) + [40] + Array(20..<40)).root))
        inserted.removeFromParent()
        root.layoutIfNeeded()
        #expect(framesInRootByName(root) == framesInRootByName(Self.chat(Array(0..<40)).root))
    }
}
