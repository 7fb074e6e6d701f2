import Testing
@testable import Stack

/// What an explanation of an item's place along a flex stack's axis says
/// when flexing filled the line: where the item before it ends, and the
/// margins and spacings between them (`STK-flex-position`'s note).
@Suite struct FlexPositionNoteTests {
    /// A 300-point bar padded 12 at each end: back (44), a title that
    /// grows with a leading margin of 4, share (44) with 6 more spacing
    /// before it, more (44), spacing 8. The line's 266 points leave 10, and
    /// the title grows to 110.
    private static func bar(_ direction: LayoutDirection = .leftToRight, reversed: Bool = false)
        -> (bar: StackItem, items: [String: LayoutItem]) {
        let names = ["back", "title", "share", "more"]
        let items = names.map {
            LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: $0 == "title" ? 100 : 44,
                                                                     height: $0 == "title" ? 20 : 44))
        }
        let bar = StackItem(name: "bar", arrangedItems: items)
        bar.distribution = .flex(.start)
        bar.alignment = .center
        bar.spacing = 8
        bar.isReversed = reversed
        bar.layoutDirection = direction
        bar.padding = FlexPadding(top: 4, left: 0, bottom: 4, right: 0, leading: 12, trailing: 12)
        bar.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: 100))
        bar.setFlexOptions(FlexItemOptions(grow: 1, margin: FlexMargins(top: 0, left: 0, bottom: 0, right: 0,
                                                                         leading: 4)), for: items[1])
        bar.setFlexOptions(FlexItemOptions(spacingBefore: 6), for: items[2])
        return (bar, Dictionary(uniqueKeysWithValues: zip(names, items)))
    }

    private static func note(_ item: LayoutItem, in stack: StackItem) -> String? {
        stack.generatedConstraints.first {
            $0.identifier == "STK-flex-position" && $0.firstItem === item && $0.firstAttribute == .left
        }?.note
    }

    /// Size chips 8 apart wrapping in 358: XS, S, M and L take 292 of
    /// line 1 (XL's 72 more would need 372), XL, XXL and 3XL 256 of line
    /// 2. 3XL's place is where XXL ends, 72 + 8 + 84 = 164, and the
    /// spacing; as the last of its line it also says where the 102 left
    /// went. XL, first at the padding, says only that.
    @Test func anItemOnAWrappedLineFollowsTheOneBeforeItThere() {
        let widths: KeyValuePairs = ["XS": 72.0, "S": 64, "M": 68, "L": 64, "XL": 72, "XXL": 84, "3XL": 84]
        let chips = widths.map { LayoutItem(name: $0.key, intrinsicContentSize: IntrinsicSize(width: $0.value, height: 36)) }
        let stack = StackItem(name: "chips", arrangedItems: chips)
        stack.distribution = .flex(.start)
        stack.alignment = .leading
        stack.spacing = 8
        stack.flexWrap = .wrap
        stack.lineSpacing = 8
        stack.sizeRange = StackSizeRange(minimum: Size(width: 358, height: 0), maximum: Size(width: 358, height: 500))
        stack.layoutIfNeeded()
        expectFrame(chips[6], Rect(x: 172, y: 44, width: 84, height: 36))
        #expect(Self.note(chips[6], in: stack)
            == "3XL follows XXL from the left in line 2 of chips: 164 (where XXL ends) + 8 (spacing) = 172. The 102 points"
                + " free in line 2 of chips go to no item (none has flexGrow): justifyContent start leaves them after the last item")
        #expect(Self.note(chips[5], in: stack) == "XXL follows XL from the left in line 2 of chips: 72 (where XL ends) + 8 (spacing) = 80")
        #expect(Self.note(chips[4], in: stack)
            == "the 102 points free in line 2 of chips go to no item (none has flexGrow): justifyContent start leaves them after the last item")
    }

    @Test func eachItemFollowsTheOneBeforeIt() {
        let (bar, items) = Self.bar()
        bar.layoutIfNeeded()
        expectFrame(items["title"]!, Rect(x: 68, y: 16, width: 110, height: 20))
        expectFrame(items["more"]!, Rect(x: 244, y: 4, width: 44, height: 44))
        // At the padding alone, the constant says it all.
        #expect(Self.note(items["back"]!, in: bar) == nil)
        #expect(Self.note(items["title"]!, in: bar)
            == "title follows back from the left in bar's line: 56 (where back ends) + 8 (spacing) + 4 (title's left margin) = 68")
        #expect(Self.note(items["share"]!, in: bar)
            == "share follows title from the left in bar's line: 178 (where title ends) + 8 (spacing) + 6 (share's spacingBefore) = 192")
        #expect(items["more"]!.explanation(of: .left).description == """
            more.left = 244
              244  STK-flex-position: more.left == bar.left + 244
            Note: more follows share from the left in bar's line: 236 (where share ends) + 8 (spacing) = 244.
            """)
    }

    /// Right to left, the line is read from the left still, and the note
    /// says its items run right to left: the leading margin is the
    /// title's right one, and share's spacing before it (in the flow)
    /// lies on its right, between it and the title.
    @Test func rightToLeftIsReadFromTheLeft() {
        let (bar, items) = Self.bar(.rightToLeft)
        bar.layoutIfNeeded()
        expectFrame(items["back"]!, Rect(x: 244, y: 4, width: 44, height: 44))
        expectFrame(items["title"]!, Rect(x: 122, y: 16, width: 110, height: 20))
        #expect(Self.note(items["more"]!, in: bar) == nil)
        #expect(Self.note(items["title"]!, in: bar)
            == "title lies right of share in bar's line (its items run right to left): 108 (where share ends) + 8 (spacing)"
                + " + 6 (share's spacingBefore) = 122")
        #expect(Self.note(items["back"]!, in: bar)
            == "back lies right of title in bar's line (its items run right to left): 232 (where title ends)"
                + " + 4 (title's right margin) + 8 (spacing) = 244")
    }

    /// Reversed left to right: the order flips and the margins stay where
    /// they are written.
    @Test func aReversedLineIsReadFromTheLeft() {
        let (bar, items) = Self.bar(reversed: true)
        bar.layoutIfNeeded()
        expectFrame(items["title"]!, Rect(x: 126, y: 16, width: 110, height: 20))
        #expect(Self.note(items["title"]!, in: bar)
            == "title lies right of share in bar's line (its items run right to left): 108 (where share ends) + 8 (spacing)"
                + " + 6 (share's spacingBefore) + 4 (title's left margin) = 126")
        #expect(Self.note(items["back"]!, in: bar)
            == "back lies right of title in bar's line (its items run right to left): 236 (where title ends) + 8 (spacing) = 244")
    }

    /// The first item's margin adds to the padding.
    @Test func theFirstItemsMarginAddsToThePadding() {
        let (bar, items) = Self.bar()
        bar.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 4, bottom: 0, right: 0)), for: items["back"]!)
        bar.layoutIfNeeded()
        expectFrame(items["title"]!, Rect(x: 72, y: 16, width: 106, height: 20))
        #expect(Self.note(items["back"]!, in: bar)
            == "back comes first from the left in bar's line: 12 (bar's left padding) + 4 (back's left margin) = 16")
    }

    /// Room an auto margin takes is not a spacing: the sum would not add
    /// up, and no note is better than one that does not.
    @Test func roomAnAutoMarginTakesGetsNoSum() {
        let (bar, items) = Self.bar()
        bar.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: .auto, bottom: 0, right: 0)),
                           for: items["title"]!)
        bar.layoutIfNeeded()
        expectFrame(items["title"]!, Rect(x: 78, y: 16, width: 100, height: 20))
        #expect(Self.note(items["share"]!, in: bar)
            == "share follows title from the left in bar's line: 178 (where title ends) + 8 (spacing) + 6 (share's spacingBefore) = 192")
        #expect(Self.note(items["title"]!, in: bar) == nil)
    }

    /// A chat column 375 wide, padded 16 at the sides: the outgoing bubble
    /// (alignSelf end) sits at 375 − 16 − 120 = 239, and right to left the
    /// incoming one (start) does, at 375 − 16 − 104 = 255. A bubble at the
    /// left padding has its constant to say where it is.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aBubbleAtTheFarEdgeIsTheColumnLessPaddingAndWidth(_ direction: LayoutDirection) {
        let incoming = LayoutItem(name: "incoming", intrinsicContentSize: IntrinsicSize(width: 104, height: 36))
        let outgoing = LayoutItem(name: "outgoing", intrinsicContentSize: IntrinsicSize(width: 120, height: 36))
        let chat = StackItem(name: "chat", arrangedItems: [incoming, outgoing])
        chat.axis = .vertical
        chat.distribution = .flex(.start)
        chat.spacing = 8
        chat.layoutDirection = direction
        chat.padding = FlexPadding(top: 12, left: 16, bottom: 12, right: 16)
        chat.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 0), maximum: Size(width: 375, height: 800))
        chat.setFlexOptions(FlexItemOptions(alignSelf: .start), for: incoming)
        chat.setFlexOptions(FlexItemOptions(alignSelf: .end), for: outgoing)
        chat.layoutIfNeeded()
        let note = { (item: LayoutItem) in Self.note(item, in: chat) }
        if direction == .leftToRight {
            expectFrame(outgoing, Rect(x: 239, y: 56, width: 120, height: 36))
            #expect(note(outgoing) == "outgoing is aligned to the end across chat (alignSelf end): 375 (chat's width)"
                + " − 16 (its right padding) − 120 (outgoing's width) = 239")
            #expect(note(incoming) == nil)
        } else {
            expectFrame(incoming, Rect(x: 255, y: 12, width: 104, height: 36))
            #expect(note(incoming) == "incoming is aligned to the start across chat (alignSelf start): 375 (chat's width)"
                + " − 16 (its right padding) − 104 (incoming's width) = 255")
            #expect(note(outgoing) == nil)
        }
    }
}
