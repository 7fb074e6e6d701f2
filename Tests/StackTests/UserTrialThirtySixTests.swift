import Foundation
import LayoutDocument
import Testing
import Stack

/// Trial thirty-six: a right-to-left settings list (icon, title, a detail
/// that truncates before the title gives way, a chevron, and a row with a
/// switch) and a pricing table of three equally tall plan cards. Every
/// frame was worked out by hand first; the comments carry the arithmetic.
/// Each live change (the direction, the text size, a hidden card) is
/// compared with a screen built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtySixTests {
    /// The same screens as layout documents, run by `UserTrialThirtySixToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialThirtySix").standardized

    /// The settings list at 390 right to left and the pricing table at
    /// 390 and text size 1, each written as a document with the same
    /// names, lay out as the screens built here.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let screens: [(String, LayoutItem)] = [
            ("settings-rtl.json", try SettingsList(.init(width: 390, direction: .rightToLeft)).root),
            ("pricing.json", try PricingTable(.init(textSize: 1, middleHidden: false)).root),
        ]
        try expectDocuments(in: Self.fixtures, layOutAs: screens)
    }

    // MARK: - 1. A right-to-left settings list

    /// A grouped list 35 below the screen's top: rows 44 high in a
    /// vertical stack spanning the screen, each with a 29 × 29 icon 16
    /// from its leading edge, a title 12 after the icon, and either a
    /// detail (one line of text, compression resistance 749 so that it
    /// truncates first) 8 before a chevron 16 from the trailing edge, or
    /// a 51 × 31 switch there. Separators run from the title's leading
    /// edge to the row's trailing edge, 0.5 high on the row's bottom; the
    /// last row has none.
    final class SettingsList: LiveScreen {
        struct State {
            var width: Double
            var direction: LayoutDirection
        }

        var state: State
        let root = LayoutItem(name: "settings")
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root.layoutDirection = state.direction
            let group = StackItem(name: "group")
            group.axis = .vertical
            root.addChild(group)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            var constraints = [
                width,
                group.topAnchor.constraint(equalTo: root.topAnchor, constant: 35),
                group.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                group.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                root.bottomAnchor.constraint(equalTo: group.bottomAnchor, constant: 35),
            ]
            constraints += Self.row("wifi", in: group, titleWidth: 44, detail: [44, 62, 20, 70])
            constraints += Self.row("bluetooth", in: group, titleWidth: 76, detail: [20])
            constraints += Self.row("airplane", in: group, titleWidth: 110, detail: nil)
            try LayoutConstraint.activate(constraints)
        }

        /// A row arranged in `group`: with a detail of those words, a
        /// chevron and a separator; without, a switch.
        static func row(_ name: String, in group: StackItem, titleWidth: Double, detail words: [Double]?)
            -> [LayoutConstraint] {
            let row = LayoutItem(name: name)
            let icon = LayoutItem(name: name + "Icon")
            let title = LayoutItem(name: name + "Title", intrinsicContentSize: IntrinsicSize(width: titleWidth, height: 20))
            group.addArrangedItem(row)
            row.addChild(icon)
            row.addChild(title)
            var constraints = [
                row.heightAnchor.constraint(equalToConstant: 44),
                icon.widthAnchor.constraint(equalToConstant: 29),
                icon.heightAnchor.constraint(equalToConstant: 29),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            guard let words else {
                let toggle = LayoutItem(name: name + "Switch")
                row.addChild(toggle)
                return constraints + [
                    toggle.widthAnchor.constraint(equalToConstant: 51),
                    toggle.heightAnchor.constraint(equalToConstant: 31),
                    toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                    toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    toggle.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                ]
            }
            let detail = LayoutItem(name: name + "Detail")
            detail.measuredContent = WrappedText(words: words, maxLines: 1)
            detail.setContentCompressionResistancePriority(749, for: .horizontal)
            let chevron = LayoutItem(name: name + "Chevron", intrinsicContentSize: IntrinsicSize(width: 8, height: 13))
            let separator = LayoutItem(name: name + "Separator")
            for child in [detail, chevron, separator] { row.addChild(child) }
            constraints += [
                chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                separator.heightAnchor.constraint(equalToConstant: 0.5),
                separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                separator.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                separator.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            ]
            return constraints
        }

        /// The window resizes and the language changes, live.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.width
            root.layoutDirection = state.direction
        }
    }

    /// 390 wide, right to left: leading is the right edge. Icons at
    /// 390 − 16 − 29 = 345, y 35 + (44 − 29) / 2 = 42.5 in the first row;
    /// titles end 12 before the icon, at 345 − 12 = 333: Wi-Fi at
    /// 333 − 44 = 289, Bluetooth 333 − 76 = 257, Airplane Mode
    /// 333 − 110 = 223, all at 35 + 12 = 47 (+ 44 a row). The chevron
    /// sits 16 from the left (its trailing edge), 8 wide, at
    /// 35 + 15.5 = 50.5; the detail ends 8 after it towards the leading
    /// side, its left edge at 16 + 8 + 8 = 32: "Home Network 5G Extended"
    /// is 44 + 4 + 62 + 4 + 20 + 4 + 70 = 208, and it may reach the
    /// title's left edge less 8 (289 − 8 = 281 ≥ 32 + 208 = 240), so it
    /// keeps 208; "On" keeps 20. The switch is at x 16, y 123 + 6.5.
    /// Separators from x 0 to the titles' leading edge 333, at
    /// 35 + 43.5 = 78.5 and 122.5. The screen is 35 + 3 × 44 + 35 = 202.
    @Test func theListRightToLeftAt390() throws {
        let screen = try SettingsList(.init(width: 390, direction: .rightToLeft))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("settings", Rect(x: 0, y: 0, width: 390, height: 202)),
            ("wifi", Rect(x: 0, y: 35, width: 390, height: 44)),
            ("wifiIcon", Rect(x: 345, y: 42.5, width: 29, height: 29)),
            ("wifiTitle", Rect(x: 289, y: 47, width: 44, height: 20)),
            ("wifiDetail", Rect(x: 32, y: 47, width: 208, height: 20)),
            ("wifiChevron", Rect(x: 16, y: 50.5, width: 8, height: 13)),
            ("wifiSeparator", Rect(x: 0, y: 78.5, width: 333, height: 0.5)),
            ("bluetoothTitle", Rect(x: 257, y: 91, width: 76, height: 20)),
            ("bluetoothDetail", Rect(x: 32, y: 91, width: 20, height: 20)),
            ("bluetoothSeparator", Rect(x: 0, y: 122.5, width: 333, height: 0.5)),
            ("airplaneIcon", Rect(x: 345, y: 130.5, width: 29, height: 29)),
            ("airplaneTitle", Rect(x: 223, y: 135, width: 110, height: 20)),
            ("airplaneSwitch", Rect(x: 16, y: 129.5, width: 51, height: 31)),
        ])
    }

    /// 320 wide: icons at 320 − 45 = 275, titles end at 263: Wi-Fi at
    /// 219, so the detail may reach 219 − 8 = 211 from its left edge at
    /// 32: 179 < 208. Its compression resistance (749) gives way before
    /// the title's (750): the detail is cut to 179, one line with an
    /// ellipsis (maxLines 1), and the title keeps its 44. Separators are
    /// 263 wide. "On" still fits (32 + 20 ≤ 187 − 8).
    @Test func theDetailTruncatesAt320() throws {
        let screen = try SettingsList(.init(width: 320, direction: .rightToLeft))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("wifiIcon", Rect(x: 275, y: 42.5, width: 29, height: 29)),
            ("wifiTitle", Rect(x: 219, y: 47, width: 44, height: 20)),
            ("wifiDetail", Rect(x: 32, y: 47, width: 179, height: 20)),
            ("wifiSeparator", Rect(x: 0, y: 78.5, width: 263, height: 0.5)),
            ("bluetoothTitle", Rect(x: 187, y: 91, width: 76, height: 20)),
            ("bluetoothDetail", Rect(x: 32, y: 91, width: 20, height: 20)),
            ("airplaneTitle", Rect(x: 153, y: 135, width: 110, height: 20)),
            ("airplaneSwitch", Rect(x: 16, y: 129.5, width: 51, height: 31)),
        ])
        let detail = try #require(screen.root.children.first?.children.first?.children.first { $0.name == "wifiDetail" })
        #expect(detail.measuredContent?.truncation(within: ProposedSize(width: 179, height: nil)) != nil)
    }

    /// Left to right at 390, the mirror image: x becomes 390 − x − width.
    /// Icon 16, title 16 + 29 + 12 = 57, chevron 390 − 16 − 8 = 366, the
    /// detail ending at 358: 150; the separator from 57, 333 wide. The
    /// list is switched live, squeezed to 320 and widened again in both
    /// directions, each state laid out as a fresh list.
    @Test func switchingTheDirectionLiveLaysOutAsAFreshList() throws {
        let screen = try SettingsList(.init(width: 390, direction: .rightToLeft))
        try screen.expectLaysOutAsFresh("right to left")
        screen.apply(.init(width: 390, direction: .leftToRight))
        try screen.expectLaysOutAsFresh("left to right")
        expectFrames(in: screen.root, [
            ("wifiIcon", Rect(x: 16, y: 42.5, width: 29, height: 29)),
            ("wifiTitle", Rect(x: 57, y: 47, width: 44, height: 20)),
            ("wifiDetail", Rect(x: 150, y: 47, width: 208, height: 20)),
            ("wifiChevron", Rect(x: 366, y: 50.5, width: 8, height: 13)),
            ("wifiSeparator", Rect(x: 57, y: 78.5, width: 333, height: 0.5)),
            ("airplaneSwitch", Rect(x: 323, y: 129.5, width: 51, height: 31)),
        ])
        for state in [SettingsList.State(width: 320, direction: .leftToRight), .init(width: 320, direction: .rightToLeft),
                      .init(width: 390, direction: .rightToLeft), .init(width: 390, direction: .leftToRight)] {
            screen.apply(state)
            try screen.expectLaysOutAsFresh("\(state.width) \(state.direction)")
        }
    }

    /// The mistake: the detail's compression resistance left at 750. At
    /// 320 the title and the detail tie for the 44 + 208 − (211 − 32 + 44)
    /// = 29 points missing; `explanation(of:)` on the detail's width says
    /// the layout is open there and names the two compression resistances
    /// that trade, which is the fix to make.
    @Test func aDetailThatResistsAsMuchAsTheTitleTies() throws {
        let screen = try SettingsList(.init(width: 320, direction: .rightToLeft))
        let wifi = try #require(screen.root.children.first?.children.first)
        let detail = try #require(wifi.children.first { $0.name == "wifiDetail" })
        detail.setContentCompressionResistancePriority(750, for: .horizontal)
        withExtendedLifetime(screen) {
            #expect(screen.root.layoutIfNeeded().isEmpty)
            let why = detail.explanation(of: .width)
            #expect(Set(why.tradingConstraints.compactMap(\.identifier)) == [
                "wifiDetail-compression-horizontal", "wifiTitle-compression-horizontal",
            ])
        }
    }

    // MARK: - 2. A pricing table

    /// Three plan cards in a `fillEqually` row, spacing 12, alignment
    /// `fill`, between the screen's margins (15 on the sides, 20 above
    /// and below). Each card is a vertical stack within its margins (8),
    /// spacing 8: a title, a price row (the amount and "/month" on a
    /// first baseline, spacing 2), the features (wrapping text) and a
    /// button, last, so on the card's bottom margin. The features take the
    /// room a shorter card has left: their vertical hugging is 48, below
    /// the price row's `UISV-canvas-fit` (49), the only thing that keeps a
    /// baseline row from stretching (it has no intrinsic height).
    final class PricingTable: LiveScreen {
        struct State {
            /// The text size: 1 at large, 1.5 at a larger Dynamic Type size.
            var textSize: Double
            var middleHidden: Bool
        }

        var state: State
        let root = LayoutItem(name: "pricing")
        let plans = StackItem(name: "plans")
        var cards: [Card] = []

        /// The pieces of a card whose text follows the text size.
        struct Card {
            let card: StackItem, title: LayoutItem, amount: LayoutItem, per: LayoutItem
            let features: LayoutItem, button: LayoutItem
            let titleWords: [Double], featureWords: [Double]
        }

        init(_ state: State) throws {
            self.state = state
            root.layoutMargins = EdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
            plans.distribution = .fillEqually
            plans.spacing = 12
            root.addChild(plans)
            for (name, title, features) in [("free", [36.0], [40.0, 30, 50]), ("plus", [38], [40, 30, 50, 20, 60, 30]),
                                            ("pro", [30], [40, 30, 50, 20, 60, 30, 44, 50, 36])] {
                cards.append(Self.card(name, in: plans, title: title, features: features))
            }
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                plans.topAnchor.constraint(equalTo: root.topMarginAnchor),
                plans.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                plans.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                root.bottomMarginAnchor.constraint(equalTo: plans.bottomAnchor),
            ])
            apply(state)
        }

        /// A card arranged in `plans`, its text at size 1.
        static func card(_ name: String, in plans: StackItem, title titleWords: [Double], features featureWords: [Double])
            -> Card {
            let title = LayoutItem(name: name + "Title")
            let amount = LayoutItem(name: name + "Amount")
            amount.setContentHuggingPriority(251, for: .horizontal)
            let per = LayoutItem(name: name + "Per")
            let price = StackItem(name: name + "Price", arrangedItems: [amount, per])
            price.alignment = .firstBaseline
            price.spacing = 2
            let features = LayoutItem(name: name + "Features")
            features.setContentHuggingPriority(48, for: .vertical)
            let button = LayoutItem(name: name + "Button")
            let card = StackItem(name: name, arrangedItems: [title, price, features, button])
            card.axis = .vertical
            card.spacing = 8
            card.isLayoutMarginsRelativeArrangement = true
            plans.addArrangedItem(card)
            return Card(card: card, title: title, amount: amount, per: per, features: features, button: button,
                        titleWords: titleWords, featureWords: featureWords)
        }

        /// A new text size scales every word, space, line height, label
        /// and baseline by it (the Model guide's Dynamic Type); the middle
        /// card is hidden or shown.
        func apply(_ state: State) {
            self.state = state
            let scale = state.textSize
            for card in cards {
                card.title.measuredContent = WrappedText(words: card.titleWords.map { $0 * scale }, spaceWidth: 4 * scale,
                                                         lineHeight: 22 * scale)
                card.features.measuredContent = WrappedText(words: card.featureWords.map { $0 * scale },
                                                            spaceWidth: 4 * scale, lineHeight: 20 * scale)
                card.amount.intrinsicContentSize = IntrinsicSize(width: 30 * scale, height: 34 * scale)
                card.amount.firstBaselineOffset = 27 * scale
                card.amount.lastBaselineOffset = 27 * scale
                card.per.intrinsicContentSize = IntrinsicSize(width: 30 * scale, height: 17 * scale)
                card.per.firstBaselineOffset = 13 * scale
                card.per.lastBaselineOffset = 13 * scale
                card.button.intrinsicContentSize = IntrinsicSize(width: 60 * scale, height: 36 * scale)
            }
            cards[1].card.isHidden = state.middleHidden
        }
    }

    /// 390: the row is 390 − 30 = 360, the cards (360 − 2 × 12) / 3 = 112
    /// at 15, 139, 263, their content 112 − 16 = 96 wide. The features
    /// wrap at 96: free "40 30" (74) / "50", 2 lines; plus 3 lines (74,
    /// 74, 60 + 4 + 30 = 94); pro 5 lines (then 44, as 44 + 4 + 50 = 98 >
    /// 96, then 50 + 4 + 36 = 90): 100. A card is 8 + 22 + 8 + 34 + 8 +
    /// features + 8 + 36 + 8 = 132 + features, so pro's 232 sets the
    /// row; the others' features stretch to 100 and every button is at
    /// 20 + 8 + 22 + 8 + 34 + 8 + 100 + 8 = 208. The price row: "/month"
    /// on the amount's baseline, 58 + 27 − 13 = 72, and 96 − 32 = 64 wide
    /// (the amount hugs at 251). The screen is 20 + 232 + 20 = 272.
    @Test func thePricingTableAt390() throws {
        let screen = try PricingTable(.init(textSize: 1, middleHidden: false))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("pricing", Rect(x: 0, y: 0, width: 390, height: 272)),
            ("free", Rect(x: 15, y: 20, width: 112, height: 232)),
            ("plus", Rect(x: 139, y: 20, width: 112, height: 232)),
            ("pro", Rect(x: 263, y: 20, width: 112, height: 232)),
            ("freeTitle", Rect(x: 23, y: 28, width: 96, height: 22)),
            ("freePrice", Rect(x: 23, y: 58, width: 96, height: 34)),
            ("freeAmount", Rect(x: 23, y: 58, width: 30, height: 34)),
            ("freePer", Rect(x: 55, y: 72, width: 64, height: 17)),
            ("freeFeatures", Rect(x: 23, y: 100, width: 96, height: 100)),
            ("plusFeatures", Rect(x: 147, y: 100, width: 96, height: 100)),
            ("proFeatures", Rect(x: 271, y: 100, width: 96, height: 100)),
            ("freeButton", Rect(x: 23, y: 208, width: 96, height: 36)),
            ("plusButton", Rect(x: 147, y: 208, width: 96, height: 36)),
            ("proButton", Rect(x: 271, y: 208, width: 96, height: 36)),
        ])
    }

    /// At 1.5: words ×1.5 with spaces of 6 and lines of 30 still wrap at
    /// 96. Free 60 | 45 | 75 (60 + 6 + 45 = 111 > 96): 3 lines; plus one
    /// word a line, 6 lines; pro 9 lines: 270. Titles one line of 33; the
    /// price row 45 + 2 + 45 = 92 ≤ 96, 51 high, "/month" at
    /// 40.5 − 19.5 = 21 below its top; buttons 54. A card is 8 + 33 + 8 +
    /// 51 + 8 + 270 + 8 + 54 + 8 = 448; features at 20 + 8 + 33 + 8 + 51 +
    /// 8 = 128, buttons at 128 + 270 + 8 = 406. Changed live and back,
    /// each state as a fresh table.
    @Test func thePricingTableAtALargerTextSize() throws {
        let screen = try PricingTable(.init(textSize: 1, middleHidden: false))
        try screen.expectLaysOutAsFresh("text size 1")
        screen.apply(.init(textSize: 1.5, middleHidden: false))
        try screen.expectLaysOutAsFresh("text size 1.5")
        expectFrames(in: screen.root, [
            ("pricing", Rect(x: 0, y: 0, width: 390, height: 488)),
            ("free", Rect(x: 15, y: 20, width: 112, height: 448)),
            ("freeTitle", Rect(x: 23, y: 28, width: 96, height: 33)),
            ("freePrice", Rect(x: 23, y: 69, width: 96, height: 51)),
            ("freePer", Rect(x: 70, y: 90, width: 49, height: 25.5)),
            ("freeFeatures", Rect(x: 23, y: 128, width: 96, height: 270)),
            ("proFeatures", Rect(x: 271, y: 128, width: 96, height: 270)),
            ("freeButton", Rect(x: 23, y: 406, width: 96, height: 54)),
            ("proButton", Rect(x: 271, y: 406, width: 96, height: 54)),
        ])
        screen.apply(.init(textSize: 1, middleHidden: false))
        try screen.expectLaysOutAsFresh("text size 1 again")
    }

    /// The middle card hidden: two cards of (360 − 12) / 2 = 174, at 15
    /// and 201, content 158. Pro's features wrap to 3 lines (40 30 50 20:
    /// 152; 60 30 44: 142; 50 36), 60, so pro alone needs 132 + 60 = 192.
    /// But the hidden card still holds the row's height (alignment
    /// `fill`, as UIKit's): at its hidden width (its margins 16 + the
    /// price row's spacing 2 = 18, content 2) its features are one word a
    /// line, 6 × 20 = 120, and their compression resistance (750) wins
    /// over the visible cards' hugging: the row is 132 + 120 = 252. Taking
    /// the card out of the row (`removeFromParent()`) gives the 192, and
    /// putting it back where it was the three cards of 232. Live and fresh
    /// agree in every state.
    @Test func hidingTheMiddleCardLive() throws {
        let screen = try PricingTable(.init(textSize: 1, middleHidden: false))
        try screen.expectLaysOutAsFresh("three cards")
        screen.apply(.init(textSize: 1, middleHidden: true))
        try screen.expectLaysOutAsFresh("middle hidden")
        expectFrames(in: screen.root, [
            ("free", Rect(x: 15, y: 20, width: 174, height: 252)),
            ("plus", Rect(x: 195, y: 20, width: 18, height: 252)),
            ("pro", Rect(x: 201, y: 20, width: 174, height: 252)),
            ("proFeatures", Rect(x: 209, y: 100, width: 158, height: 120)),
            ("proButton", Rect(x: 209, y: 228, width: 158, height: 36)),
        ])
        let plus = screen.cards[1].card
        plus.removeFromParent()
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("free", Rect(x: 15, y: 20, width: 174, height: 192)),
            ("pro", Rect(x: 201, y: 20, width: 174, height: 192)),
            ("proFeatures", Rect(x: 209, y: 100, width: 158, height: 60)),
            ("proButton", Rect(x: 209, y: 168, width: 158, height: 36)),
        ])
        plus.isHidden = false
        screen.plans.insertArrangedItem(plus, at: 1)
        screen.state.middleHidden = false
        try screen.expectLaysOutAsFresh("middle back")
        expectFrame(plus, Rect(x: 124, y: 0, width: 112, height: 232))
    }
}
