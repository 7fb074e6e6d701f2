import Testing
import Stack

/// A Texture-style profile card: a flex column (padding 16, 12 apart) of a
/// header row (a 56-point avatar, a name and subtitle column that shrinks,
/// a Follow button, `spaceBetween`, centred), a row of three stats with
/// percentage bases, a wrapping row of tags (8 apart, lines 6 apart) and a
/// "verified" badge aligned to the end. The card is 16 from each side of a
/// 375-point screen, 20 from its top and bottom.
@Suite struct ProfileCardScreenTests {
    /// Tags 24 high, of the given widths.
    static func tagItems(_ widths: [Double]) -> [LayoutItem] {
        widths.enumerated().map {
            LayoutItem(name: "tag\($0.offset + 1)", intrinsicContentSize: IntrinsicSize(width: $0.element, height: 24))
        }
    }

    /// Makes `card` a flex column (padding 16, 12 apart) 16 from each side
    /// of a 375-point `screen`, 20 from its top and bottom.
    static func place(_ card: StackItem, in screen: LayoutItem) throws {
        card.axis = .vertical
        card.distribution = .flex(.start)
        card.spacing = 12
        card.padding = FlexPadding(all: 16)
        screen.addChild(card)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            screen.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
        ])
    }

    /// A flex row of tags that wraps: 8 apart, lines 6 apart, each at the
    /// top of its line.
    static func tagRow(_ tags: [LayoutItem]) -> StackItem {
        let row = StackItem(name: "tags", arrangedItems: tags)
        row.distribution = .flex(.start)
        row.spacing = 8
        row.flexWrap = .wrap
        row.lineSpacing = 6
        row.alignment = .leading
        return row
    }

    private final class Card {
        let screen = LayoutItem(name: "screen")
        let avatar = LayoutItem(name: "avatar")
        let name = text("name", [70, 90, 60], lineHeight: 22)
        let subtitle = text("subtitle", [50, 40, 60, 30], lineHeight: 18)
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        let info: StackItem
        let header: StackItem
        let stats = ["posts", "followers", "following"].map {
            LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: 40, height: 36))
        }
        let tags = ProfileCardScreenTests.tagItems([90, 120, 70, 100, 60])
        let verified = LayoutItem(name: "verified", intrinsicContentSize: IntrinsicSize(width: 64, height: 20))
        let card: StackItem

        init() throws {
            info = StackItem(name: "info", arrangedItems: [name, subtitle])
            info.axis = .vertical
            info.distribution = .flex(.start)
            info.spacing = 2
            header = StackItem(name: "header", arrangedItems: [avatar, info, follow])
            header.distribution = .flex(.spaceBetween)
            header.alignment = .center
            header.spacing = 12
            header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 56, height: 56)), for: avatar)
            header.setFlexOptions(FlexItemOptions(shrink: 1), for: info)
            let statRow = StackItem(name: "stats", arrangedItems: stats)
            statRow.distribution = .flex(.start)
            for (item, share) in zip(stats, [0.25, 0.5, 0.25]) {
                statRow.setFlexOptions(FlexItemOptions(basis: .fraction(share)), for: item)
            }
            card = StackItem(name: "card", arrangedItems: [header, statRow, ProfileCardScreenTests.tagRow(tags), verified])
            card.setFlexOptions(FlexItemOptions(alignSelf: .trailing), for: verified)
            try ProfileCardScreenTests.place(card, in: screen)
        }

        static func text(_ name: String, _ words: [Double], lineHeight: Double) -> LayoutItem {
            let item = LayoutItem(name: name)
            item.measuredContent = WrappedText(words: words, lineHeight: lineHeight)
            return item
        }

        /// Frames in the screen's coordinates, mirrored when `mirrored`.
        func expectInRoot(_ region: LayoutRegion, _ expected: Rect, mirrored: Bool = false,
                          sourceLocation: SourceLocation = #_sourceLocation) {
            let x = mirrored ? 375 - expected.minX - expected.width : expected.minX
            let rect = Rect(x: x, y: expected.minY, width: expected.width, height: expected.height)
            #expect(framesMatch(region.frameInRoot, rect), "\(region.name) is \(region.frameInRoot), expected \(rect)",
                    sourceLocation: sourceLocation)
        }
    }

    /// The card's content box is 343 − 32 = 311 wide. Header: 56 + 228
    /// (the name's one line, 70 + 90 + 60 + 8) + 80 + 24 of spacing = 388,
    /// 77 too many, all taken from the info column (the only one that
    /// shrinks): 151. At 151 the name wraps onto three lines (66) and the
    /// subtitle onto two (36): the column is 66 + 2 + 36 = 104, the header
    /// as tall, the avatar and button centred in it. Stats: 25 %, 50 %,
    /// 25 % of 311. Tags: 90, 120, 70 on the first line (296), 100 and 60
    /// on the second: 24 + 6 + 24 = 54. The badge ends at the content
    /// box's end, 32 + 311 − 64 = 279. The card is 16 + 104 + 12 + 36 + 12
    /// + 54 + 12 + 20 + 16 = 282; right to left every x mirrors.
    @Test func theCardLaysOutInBothDirections() throws {
        let card = try Card()
        for mirrored in [false, true] {
            card.screen.layoutDirection = mirrored ? .rightToLeft : .leftToRight
            #expect(card.screen.layoutIfNeeded().isEmpty)
            #expect(card.screen.engine.lastPassReport.isClean)
            #expect(card.screen.engine.ambiguities().isEmpty)
            let expected: [(LayoutRegion, Rect)] = [
                (card.screen, Rect(x: 0, y: 0, width: 375, height: 322)),
                (card.card, Rect(x: 16, y: 20, width: 343, height: 282)),
                (card.header, Rect(x: 32, y: 36, width: 311, height: 104)),
                (card.avatar, Rect(x: 32, y: 60, width: 56, height: 56)),
                (card.info, Rect(x: 100, y: 36, width: 151, height: 104)),
                (card.name, Rect(x: 100, y: 36, width: 151, height: 66)),
                (card.subtitle, Rect(x: 100, y: 104, width: 151, height: 36)),
                (card.follow, Rect(x: 263, y: 72, width: 80, height: 32)),
                (card.stats[0], Rect(x: 32, y: 152, width: 77.75, height: 36)),
                (card.stats[1], Rect(x: 109.75, y: 152, width: 155.5, height: 36)),
                (card.stats[2], Rect(x: 265.25, y: 152, width: 77.75, height: 36)),
                (card.tags[0], Rect(x: 32, y: 200, width: 90, height: 24)),
                (card.tags[1], Rect(x: 130, y: 200, width: 120, height: 24)),
                (card.tags[2], Rect(x: 258, y: 200, width: 70, height: 24)),
                (card.tags[3], Rect(x: 32, y: 230, width: 100, height: 24)),
                (card.tags[4], Rect(x: 140, y: 230, width: 60, height: 24)),
                (card.verified, Rect(x: 279, y: 266, width: 64, height: 20)),
            ]
            for (region, rect) in expected { card.expectInRoot(region, rect, mirrored: mirrored) }
        }
    }

    /// Without the Follow button the header holds 56 + 12 + 228 = 296 of
    /// 311: nothing shrinks, the name and subtitle stay on one line each
    /// (the column 22 + 2 + 18 = 42), and `spaceBetween` puts the 15 left
    /// over between the avatar and the column, which ends at 343. A shorter
    /// name makes the column as wide as the subtitle, 192.
    @Test func hidingTheButtonAndShorteningTheNameReflowTheHeader() throws {
        let card = try Card()
        card.screen.layoutIfNeeded()
        card.follow.isHidden = true
        #expect(card.screen.layoutIfNeeded().isEmpty)
        card.expectInRoot(card.header, Rect(x: 32, y: 36, width: 311, height: 56))
        card.expectInRoot(card.avatar, Rect(x: 32, y: 36, width: 56, height: 56))
        card.expectInRoot(card.info, Rect(x: 115, y: 43, width: 228, height: 42))
        card.expectInRoot(card.card, Rect(x: 16, y: 20, width: 343, height: 234))

        card.name.measuredContent = WrappedText(words: [70], lineHeight: 22)
        card.name.invalidateIntrinsicContentSize()
        #expect(card.screen.layoutIfNeeded().isEmpty)
        card.expectInRoot(card.info, Rect(x: 151, y: 43, width: 192, height: 42))
        #expect(card.card.systemLayoutSizeFitting(Size(width: 343, height: 0),
                                                  verticalFittingPriority: .fittingSizeLevel) == Size(width: 343, height: 234))
    }

    /// A width of the application's own on an item the card stretches
    /// across its column (311) conflicts with the stack's `STK-flex-size`
    /// and is broken, once. The tags wrap at the card's width but would
    /// not at any width, so the card is placed twice; counting the broken
    /// constraint at every placement measured the card from any width again
    /// after each solve, and it never settled: 8 passes, the card 124 tall
    /// (the tags on one line) around tags two lines tall. It settles at
    /// 16 + 56 + 12 + 54 + 16 = 154.
    @Test func aWidthThatFightsStretchingBesideWrappingTagsSettles() throws {
        let screen = LayoutItem(name: "screen")
        let banner = LayoutItem(name: "banner")
        let tags = Self.tagItems([120, 70, 100, 60])
        let tagRow = Self.tagRow(tags)
        let card = StackItem(name: "card", arrangedItems: [banner, tagRow])
        let bannerWidth = banner.widthAnchor.constraint(equalToConstant: 60)
        try LayoutConstraint.activate([banner.heightAnchor.constraint(equalToConstant: 56), bannerWidth])
        try Self.place(card, in: screen)
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === bannerWidth)
        #expect(conflicts.first?.stackRulesFought == ["STK-flex-size"])
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty, "\(screen.engine.lastPassReport)")
        expectFrame(card, Rect(x: 16, y: 20, width: 343, height: 154))
        expectFrame(banner, Rect(x: 16, y: 16, width: 311, height: 56))
        expectFrame(tagRow, Rect(x: 16, y: 84, width: 311, height: 54))
        expectFrame(tags[3], Rect(x: 0, y: 30, width: 60, height: 24))
        expectFrame(screen, Rect(x: 0, y: 0, width: 375, height: 194))

        // Once the column stops stretching, the card compiles again and the
        // width gets its try: it holds.
        card.alignment = .leading
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(!bannerWidth.isBroken)
        expectFrame(banner, Rect(x: 16, y: 16, width: 60, height: 56))
    }

    /// A width that fights the avatar's flex size of 56 says which rule it
    /// fought, and nothing about the avatar having nothing to measure: its
    /// size gives it 56, not 0.
    @Test func aConflictWithAFlexSizeDoesNotSayTheItemMeasuredZero() throws {
        let card = try Card()
        let width = card.avatar.widthAnchor.constraint(equalToConstant: 60)
        try width.activate()
        let conflicts = card.screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === width)
        #expect(conflict.arithmetic == "avatar.width is 56 where the others hold, but it must be equal to 60")
        #expect(!conflict.description.contains("measured it as 0"))
        #expect(card.screen.engine.lastPassReport.unsettledItems.isEmpty)
        card.expectInRoot(card.card, Rect(x: 16, y: 20, width: 343, height: 282))
        card.expectInRoot(card.avatar, Rect(x: 32, y: 60, width: 56, height: 56))
    }
}
