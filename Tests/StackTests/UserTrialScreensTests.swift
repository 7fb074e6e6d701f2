import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Three screens built only from the guides, every frame worked out by hand
/// first: a wrapping Texture product grid, a settings list of `UIStackView`
/// rows (hidden row, right to left, safe area) and a chat input bar whose
/// text grows to four lines above the home indicator or the keyboard.
@Suite struct UserTrialScreensTests {
    /// Expects a region's frame in the root's coordinates to be `expected`.
    private static func expectInRoot(_ item: LayoutItem, _ expected: Rect,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(framesMatch(item.frameInRoot, expected),
                "\(item.name) is \(item.frameInRoot), expected \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - Product grid (flex, wrapping)

    /// Title word widths of the seven cards (space 4, at most two lines of 18).
    private static let titles: [[Double]] = [[40, 30], [50, 50, 50], [60, 45, 70, 30, 50], [100],
                                             [30, 30, 30, 30], [120], [20, 20]]

    /// A card: a vertical flex stack 109 wide of a 100 × 100 image, a title
    /// of at most two lines and a 40-point price at the start, 4 apart.
    private static func card(_ index: Int) -> (card: StackItem, image: LayoutItem, title: LayoutItem,
                                               price: LayoutItem) {
        let image = LayoutItem(name: "image\(index)")
        let title = LayoutItem(name: "title\(index)")
        title.measuredContent = WrappedText(words: titles[index - 1], spaceWidth: 4, lineHeight: 18, maxLines: 2)
        let price = LayoutItem(name: "price\(index)")
        price.measuredContent = WrappedText(words: [40], spaceWidth: 4, lineHeight: 16)
        let card = StackItem(name: "card\(index)", arrangedItems: [image, title, price])
        card.axis = .vertical
        card.distribution = .flex(.start)
        card.spacing = 4
        card.setFlexOptions(FlexItemOptions(size: FlexSize(width: 100, height: 100)), for: image)
        card.setFlexOptions(FlexItemOptions(alignSelf: .start), for: price)
        return (card, image, title, price)
    }

    /// Seven cards 109 wide in a wrapping flex row across a 375-point
    /// screen: padding 16, spacing 8, line spacing 12.
    private static func productGridScreen() throws
        -> (screen: LayoutItem, grid: StackItem,
            cards: [(card: StackItem, image: LayoutItem, title: LayoutItem, price: LayoutItem)]) {
        let screen = LayoutItem(name: "screen")
        let cards = (1...7).map(Self.card)
        let grid = StackItem(name: "grid", arrangedItems: cards.map(\.card))
        grid.distribution = .flex(.start)
        grid.flexWrap = .wrap
        grid.spacing = 8
        grid.lineSpacing = 12
        grid.padding = FlexPadding(all: 16)
        for entry in cards { grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: 109)), for: entry.card) }
        screen.addChild(grid)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375),
            grid.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            grid.topAnchor.constraint(equalTo: screen.topAnchor),
            grid.widthAnchor.constraint(equalTo: screen.widthAnchor),
        ])
        return (screen, grid, cards)
    }

    /// 16 + 3 × 109 + 2 × 8 = 359 = 375 − 16, so exactly three cards a
    /// line, and the cards of a line stretch to its tallest.
    @Test func aWrappingProductGridPlacesThreeCardsALine() throws {
        let (screen, grid, cards) = try Self.productGridScreen()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)

        // Title heights at 109 (space 4): [40 30] is 74 wide, one line, 18;
        // [50 50 50] is 104 then 50, two lines, 36; [60 45 | 70 30 | 50] is
        // three lines, two counted, 36; [100] 18; [30 30 30 | 30] 36;
        // [120] one word, 18; [20 20] 18.
        // A card is 100 + 4 + title + 4 + 16 = 124 + title: 142 or 160.
        // Lines: cards 1–3 (160 tallest), 4–6 (160), 7 (142); stretched to
        // their line. y: 16, 16 + 160 + 12 = 188, 188 + 160 + 12 = 360.
        // x: 16, 16 + 109 + 8 = 133, 133 + 117 = 250.
        // Grid height: 16 + 160 + 12 + 160 + 12 + 142 + 16 = 518.
        let titleHeights: [Double] = [18, 36, 36, 18, 36, 18, 18]
        let lineY: [Double] = [16, 188, 360], lineHeight: [Double] = [160, 160, 142]
        Self.expectInRoot(grid, Rect(x: 0, y: 0, width: 375, height: 518))
        for (k, entry) in cards.enumerated() {
            let x = 16 + Double(k % 3) * 117, y = lineY[k / 3]
            Self.expectInRoot(entry.card, Rect(x: x, y: y, width: 109, height: lineHeight[k / 3]))
            Self.expectInRoot(entry.image, Rect(x: x, y: y, width: 100, height: 100))
            // The title stretches across the card (a single word of 120 is held at 109).
            Self.expectInRoot(entry.title, Rect(x: x, y: y + 104, width: 109, height: titleHeights[k]))
            Self.expectInRoot(entry.price, Rect(x: x, y: y + 108 + titleHeights[k], width: 40, height: 16))
        }
    }

    // MARK: - Settings (UIStackView rows, hidden row, right to left, safe area)

    /// One settings row: icon 24, title (hugging 249, compression 749, so it
    /// takes the room left and gives it up first), detail, switch 51 × 31;
    /// spacing 12, centred, arranged within margins of 10 and 16.
    private static func row(_ name: String, title: Double, detail: Double)
        -> (row: StackItem, icon: LayoutItem, title: LayoutItem, detail: LayoutItem, toggle: LayoutItem) {
        let icon = LayoutItem(name: "\(name)Icon", intrinsicContentSize: IntrinsicSize(width: 24, height: 24))
        let titleItem = LayoutItem(name: "\(name)Title", intrinsicContentSize: IntrinsicSize(width: title, height: 20))
        titleItem.setContentHuggingPriority(249, for: .horizontal)
        titleItem.setContentCompressionResistancePriority(749, for: .horizontal)
        let detailItem = LayoutItem(name: "\(name)Detail", intrinsicContentSize: IntrinsicSize(width: detail, height: 20))
        let toggle = LayoutItem(name: "\(name)Switch", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let row = StackItem(name: name, arrangedItems: [icon, titleItem, detailItem, toggle])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return (row, icon, titleItem, detailItem, toggle)
    }

    /// A 390 × 844 screen with a 47-point notch and a 34-point home
    /// indicator: the list hangs from the safe area's top, Sign Out sits on
    /// its bottom, the Bluetooth row is hidden.
    private static func settingsScreen(_ direction: LayoutDirection) throws
        -> (screen: LayoutItem, rows: [(row: StackItem, icon: LayoutItem, title: LayoutItem, detail: LayoutItem,
                                        toggle: LayoutItem)], list: StackItem, signOut: LayoutItem) {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let rows = [Self.row("wifi", title: 60, detail: 90), Self.row("bluetooth", title: 80, detail: 25),
                    Self.row("storage", title: 300, detail: 60), Self.row("notifications", title: 100, detail: 30)]
        rows[1].row.isHidden = true
        let list = StackItem(name: "list", arrangedItems: rows.map(\.row))
        list.axis = .vertical
        list.spacing = 1
        let signOut = LayoutItem(name: "signOut", intrinsicContentSize: IntrinsicSize(width: 120, height: 44))
        screen.addChild(list)
        screen.addChild(signOut)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390),
            screen.heightAnchor.constraint(equalToConstant: 844),
            list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            list.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            signOut.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
            signOut.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
        ])
        return (screen, rows, list, signOut)
    }

    /// Room for title + detail in a row: 390 − 2 × 16 − 24 − 51 − 3 × 12 = 247.
    /// Wi-Fi 60 + 90 = 150: the title (hugging 249) takes the 97 left, 157.
    /// Storage 300 + 60 = 360: the title (compression 749) gives 113, 187.
    /// Notifications 100 + 30 = 130: the title grows by 117 to 217.
    /// Rows are 31 + 2 × 10 = 51 high, 1 apart, the hidden one closed up:
    /// y 47, 99, 151; the list is 3 × 51 + 2 = 155 high. Centred in a row,
    /// the icon is 10 + 3.5 down, the texts 10 + 5.5, the switch 10.
    /// Sign Out: bottom at 844 − 34 = 810, x = (390 − 120) / 2 = 135.
    /// Left to right, x: icon 16, title 52, detail 52 + title + 12,
    /// switch 390 − 16 − 51 = 323. Right to left, each x becomes 390 − x − width.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSettingsListTruncatesTitlesBeforeTheSwitch(direction: LayoutDirection) throws {
        let (screen, rows, list, signOut) = try Self.settingsScreen(direction)
        #expect(screen.layoutIfNeeded().isEmpty)
        func mirrored(_ rect: Rect) -> Rect {
            direction == .leftToRight ? rect
                : Rect(x: 390 - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
        }
        Self.expectInRoot(list, Rect(x: 0, y: 47, width: 390, height: 155))
        Self.expectInRoot(signOut, Rect(x: 135, y: 766, width: 120, height: 44))
        let visible = [(rows[0], 47.0, 157.0, 90.0), (rows[2], 99, 187, 60), (rows[3], 151, 217, 30)]
        for (row, y, title, detail) in visible {
            Self.expectInRoot(row.row, Rect(x: 0, y: y, width: 390, height: 51))
            Self.expectInRoot(row.icon, mirrored(Rect(x: 16, y: y + 13.5, width: 24, height: 24)))
            Self.expectInRoot(row.title, mirrored(Rect(x: 52, y: y + 15.5, width: title, height: 20)))
            Self.expectInRoot(row.detail, mirrored(Rect(x: 64 + title, y: y + 15.5, width: detail, height: 20)))
            Self.expectInRoot(row.toggle, mirrored(Rect(x: 323, y: y + 10, width: 51, height: 31)))
        }
    }

    // MARK: - Chat input bar (measured text, capped height, safe area, resize)

    /// A bar across the screen on the safe area's bottom: a text view of
    /// 50-point words (space 4, lines of 20) between the bar's margins, at
    /// least 36 and at most 80 high (four lines), and a 60 × 36 Send button
    /// 8 after it on the text view's bottom.
    private static func chatScreen(words: Int) throws
        -> (screen: LayoutItem, bar: LayoutItem, text: LayoutItem, send: LayoutItem, width: LayoutConstraint) {
        let screen = LayoutItem(name: "screen")
        let width = screen.widthAnchor.constraint(equalToConstant: 390)
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = LayoutItem(name: "bar")
        let text = LayoutItem(name: "textView")
        text.measuredContent = WrappedText(words: Array(repeating: 50, count: words), spaceWidth: 4, lineHeight: 20)
        // Like a text view, it takes the width left (hugging 249) and wraps
        // rather than squeeze Send (compression 749); at 250 and 750 it would
        // tie with Send, and the engine would report the row ambiguous.
        text.setContentHuggingPriority(249, for: .horizontal)
        text.setContentCompressionResistancePriority(749, for: .horizontal)
        let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: 60, height: 36))
        screen.addChild(bar)
        bar.addChild(text)
        bar.addChild(send)
        try LayoutConstraint.activate([
            width,
            screen.heightAnchor.constraint(equalToConstant: 844),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: bar.leadingMarginAnchor),
            text.topAnchor.constraint(equalTo: bar.topMarginAnchor),
            text.bottomAnchor.constraint(equalTo: bar.bottomMarginAnchor),
            text.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
            text.heightAnchor.constraint(lessThanOrEqualToConstant: 80),
            send.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8),
            send.trailingAnchor.constraint(equalTo: bar.trailingMarginAnchor),
            send.bottomAnchor.constraint(equalTo: text.bottomAnchor),
        ])
        return (screen, bar, text, send, width)
    }

    /// At 390 the text view is 390 − 8 − 8 − 60 − 8 = 306 wide: 5 words a
    /// line (5 × 50 + 4 × 4 = 266; 6 would be 320). Lines for 3, 7, 10,
    /// 20, 30 words: 1, 2, 2, 4, 6; heights max(36, min(80, 20 × lines)):
    /// 36, 40, 40, 80, 80. The bar is the text + 16, its bottom at 810.
    @Test(arguments: [(3, 36.0), (7, 40), (10, 40), (20, 80), (30, 80)])
    func aChatInputGrowsToFourLinesAboveTheHomeIndicator(words: Int, height: Double) throws {
        let (screen, bar, text, send, _) = try Self.chatScreen(words: words)
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(bar, Rect(x: 0, y: 810 - height - 16, width: 390, height: height + 16))
        Self.expectInRoot(text, Rect(x: 8, y: 810 - height - 8, width: 306, height: height))
        Self.expectInRoot(send, Rect(x: 322, y: 810 - 8 - 36, width: 60, height: 36))
    }

    /// The screen narrows to 320: the text view is 236 wide, 4 words a line
    /// (4 × 50 + 3 × 4 = 212; 5 would be 266), so 10 words take 3 lines, 60,
    /// and 20 take 5, held at 80. Then the keyboard (336 from the bottom)
    /// raises the bar: its bottom at 844 − 336 = 508.
    @Test func aChatInputRewrapsWhenTheScreenNarrowsAndRisesWithTheKeyboard() throws {
        for (words, narrow) in [(10, 60.0), (20, 80.0)] {
            let (screen, bar, text, send, width) = try Self.chatScreen(words: words)
            try #require(screen.layoutIfNeeded().isEmpty)
            width.constant = 320
            #expect(screen.layoutIfNeeded().isEmpty)
            Self.expectInRoot(bar, Rect(x: 0, y: 810 - narrow - 16, width: 320, height: narrow + 16))
            Self.expectInRoot(text, Rect(x: 8, y: 810 - narrow - 8, width: 236, height: narrow))
            Self.expectInRoot(send, Rect(x: 252, y: 766, width: 60, height: 36))
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 336, right: 0)
            #expect(screen.layoutIfNeeded().isEmpty)
            Self.expectInRoot(bar, Rect(x: 0, y: 508 - narrow - 16, width: 320, height: narrow + 16))
            Self.expectInRoot(send, Rect(x: 252, y: 508 - 8 - 36, width: 60, height: 36))
        }
    }

    /// A transcript above the bar: a flex column between the safe area's top
    /// and the bar, its bubbles at the bottom (justify end), padding 8,
    /// spacing 8, each bubble at most 70 % of the content box wide, incoming
    /// ones at the start and outgoing ones at the end. Its vertical hugging
    /// is 249: at the default 250 it would tie with the text view's hugging
    /// over the same points.
    private static func chatTranscriptScreen() throws
        -> (screen: LayoutItem, transcript: StackItem, bubbles: [LayoutItem], width: LayoutConstraint) {
        let (screen, bar, _, _, width) = try Self.chatScreen(words: 3)
        let bubbles = [3, 8, 13, 2].enumerated().map { index, words in
            let bubble = LayoutItem(name: "bubble\(index + 1)")
            bubble.measuredContent = WrappedText(words: Array(repeating: 40, count: words), spaceWidth: 4, lineHeight: 20)
            return bubble
        }
        let transcript = StackItem(name: "transcript", arrangedItems: bubbles)
        transcript.axis = .vertical
        transcript.distribution = .flex(.end)
        transcript.spacing = 8
        transcript.padding = FlexPadding(all: 8)
        transcript.setContentHuggingPriority(249, for: .vertical)
        for (index, bubble) in bubbles.enumerated() {
            transcript.setFlexOptions(FlexItemOptions(alignSelf: index % 2 == 0 ? .start : .end,
                                                      maximumSize: FlexSize(width: .fraction(0.7))), for: bubble)
        }
        screen.addChild(transcript)
        try LayoutConstraint.activate([
            transcript.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            transcript.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            transcript.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            transcript.bottomAnchor.constraint(equalTo: bar.topAnchor),
        ])
        return (screen, transcript, bubbles, width)
    }

    @Test func aTranscriptKeepsItsBubblesOnTheBarAsTheScreenNarrowsAndTheKeyboardRises() throws {
        let (screen, transcript, bubbles, width) = try Self.chatTranscriptScreen()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        // 390: the bar (one line, 52) starts at 758, the transcript is 47…758.
        // Bubbles at most 0.7 × 374 = 261.8: 6 words of 40 a line (260).
        // 3, 8, 13, 2 words: 128 × 20, 260 × 40, 260 × 60, 84 × 20; with
        // 3 × 8 between them 164, ending at 758 − 8 = 750, so from 586.
        // Outgoing ones end at 390 − 8: x 122 and 298.
        Self.expectInRoot(transcript, Rect(x: 0, y: 47, width: 390, height: 711))
        for (bubble, frame) in zip(bubbles, [Rect(x: 8, y: 586, width: 128, height: 20),
                                             Rect(x: 122, y: 614, width: 260, height: 40),
                                             Rect(x: 8, y: 662, width: 260, height: 60),
                                             Rect(x: 298, y: 730, width: 84, height: 20)]) {
            Self.expectInRoot(bubble, frame)
        }
        // 320: at most 0.7 × 304 = 212.8, 4 words a line (172): 128 × 20,
        // 172 × 40, 172 × 80, 84 × 20, 184 with the spacing, from 750 − 184 = 566.
        width.constant = 320
        #expect(screen.layoutIfNeeded().isEmpty)
        let narrow = [Rect(x: 8, y: 566, width: 128, height: 20), Rect(x: 140, y: 594, width: 172, height: 40),
                      Rect(x: 8, y: 642, width: 172, height: 80), Rect(x: 228, y: 730, width: 84, height: 20)]
        for (bubble, frame) in zip(bubbles, narrow) { Self.expectInRoot(bubble, frame) }
        // The keyboard, 336 from the bottom: the bar ends at 508 and starts at
        // 456, the bubbles end at 448: each 750 − 448 = 302 higher.
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 336, right: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(transcript, Rect(x: 0, y: 47, width: 320, height: 409))
        for (bubble, frame) in zip(bubbles, narrow) {
            Self.expectInRoot(bubble, Rect(x: frame.minX, y: frame.minY - 302, width: frame.width, height: frame.height))
        }
    }

    // MARK: - The same screens as layout documents

    /// Each screen written as a layout document (`Fixtures/user-trial-screens.json`,
    /// which `layout run` reads too once taken out of the file) lays out as
    /// the Swift one: the same items, the same frames, nothing ambiguous.
    @Test(arguments: ["productGrid", "settings", "settingsRightToLeft", "chatInput", "chatTranscript"])
    func theDocumentLaysOutAsTheSwiftScreen(_ name: String) throws {
        let screen = switch name {
        case "productGrid": try Self.productGridScreen().screen
        case "settings": try Self.settingsScreen(.leftToRight).screen
        case "settingsRightToLeft": try Self.settingsScreen(.rightToLeft).screen
        case "chatInput": try Self.chatScreen(words: 20).screen
        default: try Self.chatTranscriptScreen().screen
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-screens", withExtension: "json"))
        let documents = try JSON(parsing: String(contentsOf: url, encoding: .utf8))
        try expectDocument(#require(documents[name]), laysOutAs: screen)
    }
}
