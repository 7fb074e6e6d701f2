import Testing
import Stack

/// Trial forty-six: two screens built from Swift alone, as an application
/// would build them. A chat on a 375 × 667 screen with a safe area of 47
/// above and 34 below: a navigation bar, a scrolling transcript of five
/// bubbles whose text wraps within 70% of the row, and an input bar on the
/// bottom of the safe area whose field grows with its text; one message
/// then wraps onto one more line, and only the rows below it move. And a
/// settings form, a vertical `StackItem` of rows (a label and a switch; a
/// label, a value and a chevron), one row hidden and shown again, at the
/// large text size and at three times it, where labels wrap. Every frame
/// was worked out by hand first; the comments carry the arithmetic.
///
/// Text is `WrappedText` with spaces of 4 (12 at three times the size):
/// offered a width, the words go onto a line while they fit.
@Suite struct UserTrialFortySixTests {
    // MARK: - 1. The chat

    /// The words of the five messages, incoming (even) and outgoing (odd),
    /// lines of 20.
    static let messageWords: [[Double]] = [
        [40, 24, 52],                          // 40 + 24 + 52 + 2 × 4 = 124: one line
        [60, 48, 70, 52, 66, 40, 58],          // two lines within 238.5: 186 and 228
        [50, 70, 44, 90, 36, 62, 80, 28, 40],  // three lines: 172, 196 and 156
        [32, 44],                              // 80
        [64, 40, 56, 48],                      // 220
    ]

    /// The screen is 375 × 667. The navigation bar sits on the safe area's
    /// top, 44 high, with side margins of 16: a 30 × 30 back button on the
    /// leading margin, a 32 × 32 avatar on the trailing one, and a title of
    /// one line centred at 999, kept 8 clear of both. The input bar sits on
    /// the safe area's bottom, full width, margins 8: the field on its
    /// leading, top and bottom margins, at least 36 and at most 100 high,
    /// hugging its text's width at 249 only; the 60 × 36 send button 8
    /// after it, on the trailing and bottom margins. The transcript, a
    /// scroll item, fills the room between them; its content is a vertical
    /// stack of rows (spacing 8, 8 from the content's top and bottom, as
    /// wide as the transcript's frame). Each row (side margins 12) holds a
    /// bubble pinned to its top and bottom and to its leading margin
    /// (incoming) or trailing margin (outgoing), at most 0.7 × the row's
    /// width; the text fills the bubble's margins, 12 on the sides and 8
    /// above and below.
    final class Chat {
        let screen = LayoutItem(name: "screen")
        let navBar = LayoutItem(name: "navBar")
        let back = LayoutItem(name: "back", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        let title = LayoutItem(name: "title")
        let avatar = LayoutItem(name: "avatar", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let transcript = ScrollItem(name: "transcript")
        let messages = StackItem(name: "messages")
        let inputBar = LayoutItem(name: "inputBar")
        let field = LayoutItem(name: "field")
        let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: 60, height: 36))
        private(set) var bubbles: [LayoutItem] = [], texts: [LayoutItem] = []
        private(set) var bubbleSides: [LayoutConstraint] = []

        init(messageTexts: [[Double]] = UserTrialFortySixTests.messageWords) throws {
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            for item in [navBar, transcript, inputBar] { screen.addChild(item) }
            for item in [back, title, avatar] { navBar.addChild(item) }
            for item in [field, send] { inputBar.addChild(item) }
            transcript.addChild(messages)
            navBar.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            title.measuredContent = wrapped([36, 58], lineHeight: 22, maxLines: 1)
            field.measuredContent = wrapped([44, 36])
            field.setContentHuggingPriority(249, for: .horizontal)
            messages.axis = .vertical
            messages.spacing = 8
            var constraints = [
                screen.widthAnchor.constraint(equalToConstant: 375),
                screen.heightAnchor.constraint(equalToConstant: 667),
                navBar.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
                navBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                navBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                navBar.heightAnchor.constraint(equalToConstant: 44),
                back.leadingAnchor.constraint(equalTo: navBar.leadingMarginAnchor),
                back.centerYAnchor.constraint(equalTo: navBar.centerYAnchor),
                avatar.trailingAnchor.constraint(equalTo: navBar.trailingMarginAnchor),
                avatar.centerYAnchor.constraint(equalTo: navBar.centerYAnchor),
                LayoutConstraint(title, .centerX, .equal, navBar, .centerX, priority: 999),
                title.centerYAnchor.constraint(equalTo: navBar.centerYAnchor),
                title.leadingAnchor.constraint(greaterThanOrEqualTo: back.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: avatar.leadingAnchor, constant: -8),

                transcript.topAnchor.constraint(equalTo: navBar.bottomAnchor),
                transcript.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
                transcript.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                transcript.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                messages.topAnchor.constraint(equalTo: transcript.contentLayoutGuide.topAnchor, constant: 8),
                messages.bottomAnchor.constraint(equalTo: transcript.contentLayoutGuide.bottomAnchor, constant: -8),
                messages.leadingAnchor.constraint(equalTo: transcript.contentLayoutGuide.leadingAnchor),
                messages.trailingAnchor.constraint(equalTo: transcript.contentLayoutGuide.trailingAnchor),
                messages.widthAnchor.constraint(equalTo: transcript.frameLayoutGuide.widthAnchor),

                inputBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                inputBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                inputBar.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
                field.leadingAnchor.constraint(equalTo: inputBar.leadingMarginAnchor),
                field.topAnchor.constraint(equalTo: inputBar.topMarginAnchor),
                field.bottomAnchor.constraint(equalTo: inputBar.bottomMarginAnchor),
                field.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
                field.heightAnchor.constraint(lessThanOrEqualToConstant: 100),
                send.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
                send.trailingAnchor.constraint(equalTo: inputBar.trailingMarginAnchor),
                send.bottomAnchor.constraint(equalTo: inputBar.bottomMarginAnchor),
                send.topAnchor.constraint(greaterThanOrEqualTo: inputBar.topMarginAnchor),
            ]
            for (index, words) in messageTexts.enumerated() {
                let row = LayoutItem(name: "row\(index)")
                let bubble = LayoutItem(name: "bubble\(index)")
                let label = LayoutItem(name: "text\(index)")
                label.measuredContent = wrapped(words)
                row.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
                bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
                row.addChild(bubble)
                bubble.addChild(label)
                messages.addArrangedItem(row)
                bubbles.append(bubble)
                texts.append(label)
                let side = index % 2 == 1
                    ? bubble.trailingAnchor.constraint(equalTo: row.trailingMarginAnchor)
                    : bubble.leadingAnchor.constraint(equalTo: row.leadingMarginAnchor)
                bubbleSides.append(side)
                constraints += [
                    side,
                    bubble.topAnchor.constraint(equalTo: row.topAnchor),
                    bubble.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                    bubble.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: 0.7),
                    label.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
                    label.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
                    label.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
                    label.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
                ]
            }
            try LayoutConstraint.activate(constraints)
        }
    }

    /// The navigation bar: 47 to 91, centre 69. Back at 16, 69 − 15 = 54;
    /// the avatar at 375 − 16 − 32 = 327, 69 − 16 = 53; the title, 36 + 4 +
    /// 58 = 98 × 22, centred at 187.5 − 49 = 138.5, 69 − 11 = 58.
    ///
    /// The input bar: its bottom on 667 − 34 = 633. The field's text is one
    /// line (44 + 4 + 36 = 84 × 20), so the field is held at its least
    /// height, 36, and the bar is 8 + 36 + 8 = 52 high, from 581. Send at
    /// 375 − 8 − 60 = 307, 633 − 8 − 36 = 589; the field from 8 to
    /// 307 − 8 = 299: 291 wide (its hugging at 249 gives way before the
    /// button's at 250).
    ///
    /// The transcript: from 91 to 581, 490 high. Bubbles are at most
    /// 0.7 × 375 = 262.5 wide, so text wraps within 262.5 − 24 = 238.5.
    /// Each row is its bubble's height, text + 16:
    ///
    /// | # | side | lines | text | bubble | row y (content) | in the root |
    /// |---|---|---|---|---|---|---|
    /// | 0 | in  | 124 | 124 × 20 | 148 × 36 | 8   | 99  |
    /// | 1 | out | 60+48+70 = 186 (52 more is 242 > 238.5), 52+66+40+58 + 12 = 228 | 228 × 40 | 252 × 56 | 52  | 143 |
    /// | 2 | in  | 172, 90+36+62 + 8 = 196, 80+28+40 + 8 = 156 | 196 × 60 | 220 × 76 | 116 | 207 |
    /// | 3 | out | 80 | 80 × 20 | 104 × 36 | 200 | 291 |
    /// | 4 | in  | 220 | 220 × 20 | 244 × 36 | 244 | 335 |
    ///
    /// Rows 8 apart: 8 + 36 + 8 = 52, 52 + 56 + 8 = 116, 116 + 76 + 8 = 200,
    /// 200 + 36 + 8 = 244; the stack is 244 + 36 − 8 = 272 high and the
    /// content 8 + 272 + 8 = 288, in a frame of 490 (it need not scroll
    /// yet). Incoming bubbles start at the row's margin, 12, their text at
    /// 24; outgoing ones end at 375 − 12 = 363: 363 − 252 = 111 and
    /// 363 − 104 = 259, their text 12 further in. Re-measured at the width
    /// it ends with (228, 196), each text keeps its lines.
    static let chatFrames: [(String, Rect)] = [
        ("navBar", Rect(x: 0, y: 47, width: 375, height: 44)),
        ("back", Rect(x: 16, y: 54, width: 30, height: 30)),
        ("avatar", Rect(x: 327, y: 53, width: 32, height: 32)),
        ("title", Rect(x: 138.5, y: 58, width: 98, height: 22)),
        ("inputBar", Rect(x: 0, y: 581, width: 375, height: 52)),
        ("field", Rect(x: 8, y: 589, width: 291, height: 36)),
        ("send", Rect(x: 307, y: 589, width: 60, height: 36)),
        ("transcript", Rect(x: 0, y: 91, width: 375, height: 490)),
        ("messages", Rect(x: 0, y: 99, width: 375, height: 272)),
        ("row0", Rect(x: 0, y: 99, width: 375, height: 36)),
        ("bubble0", Rect(x: 12, y: 99, width: 148, height: 36)),
        ("text0", Rect(x: 24, y: 107, width: 124, height: 20)),
        ("row1", Rect(x: 0, y: 143, width: 375, height: 56)),
        ("bubble1", Rect(x: 111, y: 143, width: 252, height: 56)),
        ("text1", Rect(x: 123, y: 151, width: 228, height: 40)),
        ("row2", Rect(x: 0, y: 207, width: 375, height: 76)),
        ("bubble2", Rect(x: 12, y: 207, width: 220, height: 76)),
        ("text2", Rect(x: 24, y: 215, width: 196, height: 60)),
        ("row3", Rect(x: 0, y: 291, width: 375, height: 36)),
        ("bubble3", Rect(x: 259, y: 291, width: 104, height: 36)),
        ("text3", Rect(x: 271, y: 299, width: 80, height: 20)),
        ("row4", Rect(x: 0, y: 335, width: 375, height: 36)),
        ("bubble4", Rect(x: 12, y: 335, width: 244, height: 36)),
        ("text4", Rect(x: 24, y: 343, width: 220, height: 20)),
    ]

    @Test func chatLaysOutAsWorkedByHand() throws {
        let chat = try Chat()
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        #expect(chat.screen.engine.ambiguities().isEmpty)
        expectFrames(in: chat.screen, Self.chatFrames)
        #expect(framesMatch(Rect(origin: .zero, size: chat.transcript.contentSize), Rect(x: 0, y: 0, width: 375, height: 288)))
    }

    /// Message 1 gets one more word of 72: 228 + 4 + 72 = 304 > 238.5, so
    /// it goes onto a third line; the widest line is still 228. Its text
    /// becomes 228 × 60, its bubble and row 76 high (20 more), and rows 2
    /// to 4 move down 20 (to 227, 311 and 355 in the root); the stack is
    /// 292 high and the content 308. Nothing else moves: not the bars, not
    /// the transcript's frame, not row 0, and nothing moves sideways.
    @Test func aMessageThatWrapsOntoOneMoreLineMovesOnlyTheRowsBelowIt() throws {
        let chat = try Chat()
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        let before = framesInRootByName(chat.screen)
        chat.texts[1].measuredContent = wrapped(Self.messageWords[1] + [72])
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        let after = framesInRootByName(chat.screen)
        var moved: [String: Rect] = [:]
        for (name, frame) in after where !framesMatch(frame, before[name] ?? .zero) { moved[name] = frame }
        let down20 = ["row2", "bubble2", "text2", "row3", "bubble3", "text3", "row4", "bubble4", "text4"]
        #expect(Set(moved.keys) == Set(["messages", "row1", "bubble1", "text1"] + down20))
        for name in down20 {
            let old = try #require(before[name])
            #expect(framesMatch(after[name] ?? .zero, old.offsetBy(dx: 0, dy: 20)),
                    "\(name) is \(after[name] ?? .zero), was \(old)")
        }
        expectFrames(in: chat.screen, [
            ("messages", Rect(x: 0, y: 99, width: 375, height: 292)),
            ("row1", Rect(x: 0, y: 143, width: 375, height: 76)),
            ("bubble1", Rect(x: 111, y: 143, width: 252, height: 76)),
            ("text1", Rect(x: 123, y: 151, width: 228, height: 60)),
            ("bubble4", Rect(x: 12, y: 355, width: 244, height: 36)),
        ])
        #expect(framesMatch(Rect(origin: .zero, size: chat.transcript.contentSize), Rect(x: 0, y: 0, width: 375, height: 308)))
    }

    /// The field's text grows to nine words within its 291: 60 + 48 + 70 +
    /// 52 + 3 × 4 = 242 (66 more is 312), 66 + 40 + 58 + 72 + 12 = 248
    /// (50 more is 302), 50: three lines, 60 high. The bar grows to
    /// 8 + 60 + 8 = 76, from 633 − 76 = 557; the field at 557 + 8 = 565;
    /// send stays on the bottom margin, at 589. The transcript ends on the
    /// bar: 557 − 91 = 466 high, its content unmoved. Back to one line, the
    /// field is 36 again and everything is where it started.
    @Test func theFieldGrowsWithItsText() throws {
        let chat = try Chat()
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        let before = framesInRootByName(chat.screen)
        chat.field.measuredContent = wrapped([60, 48, 70, 52, 66, 40, 58, 72, 50])
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        expectFrames(in: chat.screen, [
            ("inputBar", Rect(x: 0, y: 557, width: 375, height: 76)),
            ("field", Rect(x: 8, y: 565, width: 291, height: 60)),
            ("send", Rect(x: 307, y: 589, width: 60, height: 36)),
            ("transcript", Rect(x: 0, y: 91, width: 375, height: 466)),
            ("row4", Rect(x: 0, y: 335, width: 375, height: 36)),
        ])
        chat.field.measuredContent = wrapped([44, 36])
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        #expect(framesInRootByName(chat.screen).allSatisfy { framesMatch($0.value, before[$0.key] ?? .zero) })
    }

    /// The five messages three times: the transcript's content runs past
    /// its frame. Each group of five rows takes 240 + 5 × 8 = 280, so row
    /// 9 (the fifth of the second group) is at 8 + 280 + 236 = 524 in the
    /// content, 91 + 524 = 615 on the screen, row 12 (the third of the
    /// third) at 8 + 560 + 108 = 676, 767, and row 14 at 804, 895; the
    /// stack is 3 × 240 + 14 × 8 = 832 high, the content 848. Below the
    /// transcript's visible area (it ends at 581) those bubbles lie, on the
    /// screen, where the home indicator is (from 633), but the transcript
    /// reaches no unsafe area, so its content takes none: each bubble keeps
    /// its text + 16, and the layout settles.
    @Test func aTranscriptLongerThanItsFrameKeepsItsBubblesWithTheirMarginsOwnOnly() throws {
        let chat = try Chat(messageTexts: Array(repeating: Self.messageWords, count: 3).flatMap { $0 })
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        #expect(chat.screen.engine.lastPassReport.unsettledItems.isEmpty)
        #expect(chat.screen.engine.ambiguities().isEmpty)
        expectFrames(in: chat.screen, [
            ("bubble9", Rect(x: 119, y: 615, width: 244, height: 36)),
            ("text9", Rect(x: 131, y: 623, width: 220, height: 20)),
            ("bubble12", Rect(x: 12, y: 767, width: 220, height: 76)),   // 91 + 8 + 560 + 108
            ("bubble14", Rect(x: 12, y: 895, width: 244, height: 36)),
        ])
        #expect(framesMatch(Rect(origin: .zero, size: chat.transcript.contentSize), Rect(x: 0, y: 0, width: 375, height: 848)))
    }

    /// Debugging a deliberately broken chat. A required `bubble1.width ==
    /// 300` cannot hold beside `bubble1.width <= 0.7*row1.width`
    /// (0.7 × 375 = 262.5): the engine breaks it, the last activated, and
    /// the arithmetic says by how much; the bubble keeps its 252. Without
    /// the outgoing bubble's trailing constraint, its x is open, and the
    /// report names that and nothing else (its width still comes from its
    /// text: 80 + 24 = 104).
    @Test func aBrokenWidthAndAMissingEdgeAreNamed() throws {
        let chat = try Chat()
        #expect(chat.screen.layoutIfNeeded().isEmpty)
        let tooWide = chat.bubbles[1].widthAnchor.constraint(equalToConstant: 300)
        try tooWide.activate()
        let conflicts = chat.screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === tooWide)
        #expect(conflict.constraints.contains { $0.description == "bubble1.width <= 0.7*row1.width" })
        #expect(conflict.arithmetic
            == "bubble1.width is at most 262.5 (252 as laid out) where the others hold, but it must be equal to 300")
        expectFrames(in: chat.screen, [("bubble1", Rect(x: 111, y: 143, width: 252, height: 56))])

        let open = try Chat()
        open.bubbleSides[3].deactivate()
        #expect(open.screen.layoutIfNeeded().isEmpty)
        #expect(open.screen.engine.ambiguities().map(\.description) == ["bubble3.left can be anything in -∞...∞"])
        #expect(open.bubbles[3].frame.width == 104)
    }

    // MARK: - 2. The settings form

    /// A label's words and, for a row with a chevron, its value's words
    /// (lines of 22 at the large size); a row without a value has a switch.
    static let settingsRows: [(label: [Double], value: [Double]?)] = [
        ([62, 46], nil),     // "Airplane Mode" and a switch
        ([62, 56], [26]),    // "Personal Hotspot", "Off", a chevron
        ([70], [22]),        // "Bluetooth", "On", a chevron
        ([40, 66], nil),     // "Show Previews" and a switch
    ]

    /// The form, a vertical stack, hangs from the safe area's top, full
    /// width. Each row is a horizontal stack aligned `center`, spacing 8,
    /// arranged within margins of 16 on the sides and 6 above and below,
    /// at least 44 high. Labels hug at 249 and resist at 749, so they take
    /// the room left and wrap before anything else gives way; switches are
    /// 51 × 31, chevrons 8 × 13, and neither scales with the text.
    final class Settings {
        let screen = LayoutItem(name: "screen")
        let form = StackItem(name: "form")
        private(set) var rows: [StackItem] = []

        init(textScale: Double) throws {
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            screen.addChild(form)
            form.axis = .vertical
            var constraints = [
                screen.widthAnchor.constraint(equalToConstant: 375),
                screen.heightAnchor.constraint(equalToConstant: 667),
                form.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
                form.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            ]
            for (index, spec) in UserTrialFortySixTests.settingsRows.enumerated() {
                let label = LayoutItem(name: "label\(index)")
                label.measuredContent = wrapped(spec.label, lineHeight: 22).scaled(by: textScale)
                label.setContentHuggingPriority(249, for: .horizontal)
                label.setContentCompressionResistancePriority(749, for: .horizontal)
                var items = [label]
                if let words = spec.value {
                    let value = LayoutItem(name: "value\(index)")
                    value.measuredContent = wrapped(words, lineHeight: 22).scaled(by: textScale)
                    items += [value, LayoutItem(name: "chevron\(index)", intrinsicContentSize: IntrinsicSize(width: 8, height: 13))]
                } else {
                    items.append(LayoutItem(name: "switch\(index)", intrinsicContentSize: IntrinsicSize(width: 51, height: 31)))
                }
                let row = StackItem(name: "row\(index)", arrangedItems: items)
                row.alignment = .center
                row.spacing = 8
                row.isLayoutMarginsRelativeArrangement = true
                row.layoutMargins = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
                constraints.append(row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44))
                form.addArrangedItem(row)
                rows.append(row)
            }
            try LayoutConstraint.activate(constraints)
        }
    }

    /// The large size: rows 375 wide, 343 inside the margins. Every row's
    /// content is at most 31 high, 43 with the margins, so each row is its
    /// least, 44, its items centred on 22 (between 6 and 38): text 22 high
    /// at 11, a switch at 6.5, a chevron at 15.5. Rows at 47, 91, 135, 179;
    /// the form 176 high.
    ///
    /// - Switch rows: the label 343 − 8 − 51 = 284 wide (its text, 112 and
    ///   110, on one line), the switch at 16 + 284 + 8 = 308.
    /// - Row 1: "Off" 26, so the label 343 − 8 − 26 − 8 − 8 = 293; the
    ///   value at 16 + 293 + 8 = 317, the chevron at 317 + 26 + 8 = 351
    ///   (ending on 359, the margin).
    /// - Row 2: "On" 22: the label 297, the value at 321, the chevron 351.
    ///
    /// Row 1 hidden: row 2 takes its place at 91 and row 3 is at 135; the
    /// form is 132 high. Shown again: as at first.
    @Test func settingsAtTheLargeSize() throws {
        try expectRowOneHiddenAndShown(textScale: 1, shown: [
            ("form", Rect(x: 0, y: 47, width: 375, height: 176)),
            ("row0", Rect(x: 0, y: 47, width: 375, height: 44)),
            ("label0", Rect(x: 16, y: 58, width: 284, height: 22)),
            ("switch0", Rect(x: 308, y: 53.5, width: 51, height: 31)),
            ("row1", Rect(x: 0, y: 91, width: 375, height: 44)),
            ("label1", Rect(x: 16, y: 102, width: 293, height: 22)),
            ("value1", Rect(x: 317, y: 102, width: 26, height: 22)),
            ("chevron1", Rect(x: 351, y: 106.5, width: 8, height: 13)),
            ("row2", Rect(x: 0, y: 135, width: 375, height: 44)),
            ("label2", Rect(x: 16, y: 146, width: 297, height: 22)),
            ("value2", Rect(x: 321, y: 146, width: 22, height: 22)),
            ("chevron2", Rect(x: 351, y: 150.5, width: 8, height: 13)),
            ("row3", Rect(x: 0, y: 179, width: 375, height: 44)),
            ("label3", Rect(x: 16, y: 190, width: 284, height: 22)),
            ("switch3", Rect(x: 308, y: 185.5, width: 51, height: 31)),
        ], hidden: [
            ("form", Rect(x: 0, y: 47, width: 375, height: 132)),
            ("row2", Rect(x: 0, y: 91, width: 375, height: 44)),
            ("label2", Rect(x: 16, y: 102, width: 297, height: 22)),
            ("chevron2", Rect(x: 351, y: 106.5, width: 8, height: 13)),
            ("row3", Rect(x: 0, y: 135, width: 375, height: 44)),
            ("switch3", Rect(x: 308, y: 141.5, width: 51, height: 31)),
        ])
    }

    /// Three times the size: words × 3, spaces 12, lines 66; the switches
    /// and chevrons keep their sizes.
    ///
    /// - Row 0: "Airplane Mode" is 186 + 12 + 138 = 336 on one line, more
    ///   than the label's 284: two lines (186 and 138), 132 high. The row
    ///   is 132 + 12 = 144 high, at 47; the label at 53, 284 wide (its
    ///   hugging, 249, still takes the room); the switch centred on
    ///   47 + 6 + 66 = 119: at 103.5.
    /// - Row 1, at 191: "Off" 78, so the label gets 343 − 8 − 78 − 8 − 8 =
    ///   241; "Personal Hotspot", 186 + 12 + 168 = 366, wraps onto two
    ///   lines, 132 high; the row 144. The value at 16 + 241 + 8 = 265,
    ///   centred on 191 + 72 = 263: at 230; the chevron at 351, 256.5.
    /// - Row 2, at 335: "Bluetooth" 210 fits the label's 343 − 8 − 66 − 8 −
    ///   8 = 253, one line; the row 66 + 12 = 78. The value at 277, 341;
    ///   the chevron at 351, 374 − 6.5 = 367.5.
    /// - Row 3, at 413: "Show Previews", 120 + 12 + 198 = 330 > 284, two
    ///   lines as wide as 198, 132 high; the row 144; the switch at
    ///   413 + 72 − 15.5 = 469.5.
    ///
    /// The form is 144 + 144 + 78 + 144 = 510 high. Row 1 hidden: row 2 at
    /// 191 (its value at 197), row 3 at 269 (its switch at 325.5), the form
    /// 366 high.
    @Test func settingsAtAnAccessibilitySizeWrapTheirLabels() throws {
        try expectRowOneHiddenAndShown(textScale: 3, shown: [
            ("form", Rect(x: 0, y: 47, width: 375, height: 510)),
            ("row0", Rect(x: 0, y: 47, width: 375, height: 144)),
            ("label0", Rect(x: 16, y: 53, width: 284, height: 132)),
            ("switch0", Rect(x: 308, y: 103.5, width: 51, height: 31)),
            ("row1", Rect(x: 0, y: 191, width: 375, height: 144)),
            ("label1", Rect(x: 16, y: 197, width: 241, height: 132)),
            ("value1", Rect(x: 265, y: 230, width: 78, height: 66)),
            ("chevron1", Rect(x: 351, y: 256.5, width: 8, height: 13)),
            ("row2", Rect(x: 0, y: 335, width: 375, height: 78)),
            ("label2", Rect(x: 16, y: 341, width: 253, height: 66)),
            ("value2", Rect(x: 277, y: 341, width: 66, height: 66)),
            ("chevron2", Rect(x: 351, y: 367.5, width: 8, height: 13)),
            ("row3", Rect(x: 0, y: 413, width: 375, height: 144)),
            ("label3", Rect(x: 16, y: 419, width: 284, height: 132)),
            ("switch3", Rect(x: 308, y: 469.5, width: 51, height: 31)),
        ], hidden: [
            ("form", Rect(x: 0, y: 47, width: 375, height: 366)),
            ("row2", Rect(x: 0, y: 191, width: 375, height: 78)),
            ("value2", Rect(x: 277, y: 197, width: 66, height: 66)),
            ("row3", Rect(x: 0, y: 269, width: 375, height: 144)),
            ("switch3", Rect(x: 308, y: 325.5, width: 51, height: 31)),
        ])
    }

    /// Lays the form out at `textScale`, expects `shown`, hides row 1 and
    /// expects `hidden`, shows it again and expects `shown` once more; no
    /// conflict and no ambiguity at any step.
    func expectRowOneHiddenAndShown(textScale: Double, shown: [(String, Rect)], hidden: [(String, Rect)],
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let settings = try Settings(textScale: textScale)
        for step in [false, true, false] {
            settings.rows[1].isHidden = step
            #expect(settings.screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
            #expect(settings.screen.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
            expectFrames(in: settings.screen, step ? hidden : shown, sourceLocation: sourceLocation)
        }
    }
}

/// Words with spaces of 4, as the trial's text is written.
private func wrapped(_ words: [Double], lineHeight: Double = 20, maxLines: Int = 0) -> WrappedText {
    WrappedText(words: words, spaceWidth: 4, lineHeight: lineHeight, maxLines: maxLines)
}
