import Testing
@testable import Layout

/// Text of one line (`maxLines` 1) wants its whole line whatever the width
/// it is offered, as a single-line `UILabel`'s intrinsic size does: given
/// less, it is squeezed by its compression resistance and ends in an
/// ellipsis, and a tie of that resistance with a neighbour's stays a tie.
@Suite struct OneLineTextTests {
    @Test func oneLineWantsItsWholeLineAtAnyWidth() {
        let title = WrappedText(words: [72, 48, 40, 48, 60], spaceWidth: 4, lineHeight: 22, maxLines: 1)
        #expect(title.sizeThatFits(ProposedSize(width: nil, height: nil)) == Size(width: 284, height: 22))
        #expect(title.sizeThatFits(ProposedSize(width: 270, height: nil)) == Size(width: 284, height: 22))
        #expect(title.truncation(within: ProposedSize(width: 270, height: nil)) == "cut to maxLines 1 with an ellipsis")
        // Two lines cut short fill the width offered, as before.
        let two = WrappedText(words: [100, 100, 100], spaceWidth: 4, lineHeight: 20, maxLines: 2)
        #expect(two.sizeThatFits(ProposedSize(width: 150, height: nil)) == Size(width: 150, height: 40))
    }

    /// A navigation bar 390 wide: back and share buttons of 44 with 8
    /// margins, a one-line title of 284 centred at 999 between them (8
    /// apart). The room, 390 − 2 × (8 + 44 + 8) = 270, is 14 short; the
    /// title's compression resistance (750) ties with the buttons' (750),
    /// so the 14 can come from either, and the layout is ambiguous: the
    /// title anywhere from 270 to 284 wide, each button from 37 to 44. A
    /// fresh layout says so, and so does one after the direction flips.
    @Test func aTitleTyingWithItsButtonsIsAmbiguousFreshAndAfterAFlip() throws {
        let screen = LayoutItem(name: "screen")
        let bar = LayoutItem(name: "bar")
        let back = LayoutItem(name: "back", intrinsicContentSize: IntrinsicSize(width: 44, height: 44))
        let share = LayoutItem(name: "share", intrinsicContentSize: IntrinsicSize(width: 44, height: 44))
        let title = LayoutItem(name: "title")
        title.measuredContent = WrappedText(words: [72, 48, 40, 48, 60], spaceWidth: 4, lineHeight: 22, maxLines: 1)
        screen.addChild(bar)
        for item in [back, title, share] { bar.addChild(item) }
        let centred = title.centerXAnchor.constraint(equalTo: bar.centerXAnchor)
        centred.priority = 999
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 100),
            bar.topAnchor.constraint(equalTo: screen.topAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            back.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            share.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: back.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: share.leadingAnchor, constant: -8),
            centred,
        ] + [back, title, share].map { $0.centerYAnchor.constraint(equalTo: bar.centerYAnchor) })
        #expect(screen.layoutIfNeeded().isEmpty)
        // The solver's pick: the title gives the 14.
        #expect(title.frame == Rect(x: 60, y: 11, width: 270, height: 22))
        #expect(back.frame.size.width == 44 && share.frame.size.width == 44)
        let open = screen.engine.ambiguities().map(\.description)
        #expect(open.contains("title.width can be anything in 270...284"))
        #expect(open.contains("back.width can be anything in 37...44"))
        screen.layoutDirection = .rightToLeft
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().map(\.description).contains("title.width can be anything in 270...284"))
        // Whatever the pick, the centring holds and the 14 are given.
        #expect(title.frame.origin.x + title.frame.size.width / 2 == 195)
        #expect(back.frame.size.width + share.frame.size.width + title.frame.size.width == 44 + 44 + 270)
    }
}
