import Testing
import Stack

/// Text that wrapped where it was narrow, then gets room again: it lays out
/// as a fresh layout of the same tree does, which measures it offering any
/// width first.
@Suite struct TextRegainingRoomTests {
    /// Words of 60 and 30 with a space of 4: one line is 94 wide, two lines
    /// of 60 and 30 below that.
    static let twoWords = WrappedText(words: [60, 30], spaceWidth: 4, lineHeight: 20)
    /// Three words of 40: one line is 128 wide; at 70 a word a line.
    static let threeWords = WrappedText(words: [40, 40, 40], spaceWidth: 4, lineHeight: 20)

    func label(_ name: String, _ text: WrappedText) -> LayoutItem {
        let label = LayoutItem(name: name)
        label.measuredContent = text
        return label
    }

    /// A vertical stack of `width` in a 400-wide root, `top` below its top.
    func column(_ name: String, _ items: [LayoutItem], width: Double, top: Double = 0,
                alignment: StackAlignment = .fill, in root: LayoutItem) throws -> StackItem {
        let column = StackItem(name: name, arrangedItems: items)
        column.axis = .vertical
        column.alignment = alignment
        root.addChild(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            column.widthAnchor.constraint(equalToConstant: width),
        ])
        return column
    }

    /// A vertical stack 60 wide wraps the text onto two lines; taken out of
    /// the stack, it stays the stack's child with only its content to size
    /// it, and a fresh layout puts it on one line.
    @Test func textTakenOutOfANarrowColumnUnwraps() throws {
        let root = LayoutItem(name: "root")
        try root.widthAnchor.constraint(equalToConstant: 400).activate()
        let text = label("text", Self.twoWords)
        let column = try column("column", [text], width: 60, in: root)
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 60, height: 40))

        column.removeArrangedItem(text)
        root.layoutIfNeeded()
        #expect(text.parent === column)
        #expect(text.frame.size == Size(width: 94, height: 20))
    }

    /// A label moved from a 60-wide column to a 300-wide one unwraps there.
    @Test func aLabelMovedFromANarrowStackToAWideOneUnwraps() throws {
        let root = LayoutItem(name: "root")
        try root.widthAnchor.constraint(equalToConstant: 400).activate()
        let text = label("text", Self.twoWords)
        _ = try column("narrow", [text], width: 60, alignment: .leading, in: root)
        let wide = try column("wide", [], width: 300, top: 100, alignment: .leading, in: root)
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 60, height: 40))

        wide.addArrangedItem(text)
        root.layoutIfNeeded()
        #expect(text.parent === wide)
        expectFrame(text, Rect(x: 0, y: 0, width: 94, height: 20))
    }

    /// A row 320 wide holds a hugging label, a 250-wide item and a spacer
    /// that takes what is left: the label wraps into the 70 points beside
    /// the item, a word a line. Hidden, the item leaves the label room for
    /// one line of 128, as in a fresh layout; the spacer takes the rest.
    @Test func hidingTheItemBesideAWrappedLabelUnwrapsIt() throws {
        let root = LayoutItem(name: "root")
        let text = label("text", Self.threeWords)
        let fixed = LayoutItem(name: "fixed")
        let spacer = LayoutItem(name: "spacer", intrinsicContentSize: IntrinsicSize(width: 0, height: nil))
        spacer.setContentHuggingPriority(1, for: .horizontal)
        let row = StackItem(name: "row", arrangedItems: [text, fixed, spacer])
        row.alignment = .top
        root.addChild(row)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 250),
        ])
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 40, height: 60))

        fixed.isHidden = true
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 128, height: 20))
        #expect(spacer.frame.minX == 128 && spacer.frame.width == 192)
    }

    /// Text that wrapped within 60 points of the root's leading edge, taken
    /// out of the tree (which deactivates its constraints to the root) and
    /// put back where nothing but its content sizes it, starts again from
    /// any width, as an item joining a tree does.
    @Test func wrappedTextThatRejoinsTheTreeStartsFromAnyWidth() throws {
        let root = LayoutItem(name: "root")
        let text = label("text", Self.twoWords)
        root.addChild(text)
        let narrow = text.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 60)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 400),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            narrow,
        ])
        root.layoutIfNeeded()
        #expect(text.frame.size == Size(width: 60, height: 40))

        text.removeFromParent()
        root.addChild(text)
        root.layoutIfNeeded()
        #expect(!narrow.isActive)
        #expect(text.frame.size == Size(width: 94, height: 20))
    }
}

extension TextRegainingRoomTests {
    /// A card that fills a 200-wide column holds text whose trailing edge
    /// may reach 200 from the root's leading edge. With the column 100 in,
    /// the text has 100 and wraps to two lines of 84; with the column moved
    /// to the root's edge, it has 200 and a fresh layout puts it on one
    /// line of 128. The card's width and left are fixed by required
    /// equalities alone, but its column moved: the room reaches the text
    /// through the column's move, not through the card's constraints.
    @Test func textTiedToTheRootUnwrapsWhenItsColumnMoves() throws {
        let root = LayoutItem(name: "root")
        let text = label("text", Self.threeWords)
        let card = LayoutItem(name: "card")
        card.addChild(text)
        let column = StackItem(name: "column", arrangedItems: [card])
        column.axis = .vertical
        root.addChild(column)
        let inset = column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 400),
            inset,
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.widthAnchor.constraint(equalToConstant: 200),
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            text.topAnchor.constraint(equalTo: card.topAnchor),
            card.bottomAnchor.constraint(equalTo: text.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Added once the column has placed the card, so that the solver
        // holds the card's left as the column's constraints give it.
        try text.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 200).activate()
        root.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 84, height: 40))

        inset.constant = 0
        root.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(text, Rect(x: 0, y: 0, width: 128, height: 20))
    }
}
