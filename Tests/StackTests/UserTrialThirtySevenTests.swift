import Foundation
import Testing
import Stack

/// Trial thirty-seven: an email compose screen (recipient chips wrapping in
/// a flex row with a field that takes the rest of its line, a subject, a
/// body of wrapping text that ends above the keyboard), a checkout form
/// whose validation messages come and go (at a larger text size too), and
/// a tab bar of five equal tabs with a badge on one icon, above the home
/// indicator, right to left too. Every frame was worked out by hand first;
/// the comments carry the arithmetic. Each live change is compared with a
/// screen built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtySevenTests {
    /// The same screens as layout documents, run by `UserTrialThirtySevenToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialThirtySeven").standardized

    /// Each document, in the state it is written in, lays out as the
    /// screen built here with the same names.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let screens: [(String, LayoutItem)] = [
            ("compose.json", try ComposeScreen(.init(width: 390, keyboard: 0, to: ComposeScreen.firstRecipients)).root),
            ("checkout.json", try CheckoutForm(.init(width: 320, textSize: 1, errors: ["email", "card"])).root),
            ("tabbar.json", try TabBar(.init(width: 390, direction: .leftToRight, badge: "3")).root),
        ]
        try expectDocuments(in: Self.fixtures, layOutAs: screens)
    }

    // MARK: - 1. Email compose

    /// A 844-point screen with a 47-point notch and a 34-point home
    /// indicator. Under the notch a To row and a Cc row, each a wrapping
    /// flex row (padding 6 above and below, 16 on the sides, spacing 6
    /// and 6 between lines, items centred on their line) of a 24 × 20
    /// label, 28-point chips of fixed widths and a field 28 high that
    /// grows (grow 1) from its minimum width of 80 into the rest of its
    /// line. Then a 44-point subject 16 from each side, and 8 below it the
    /// body: 90 words of 40 (space 4, lines of 20), pinned to both sides,
    /// its bottom at most 8 above the keyboard guide's top.
    final class ComposeScreen: LiveScreen {
        struct State {
            var width: Double
            var keyboard: Double
            var to: [(name: String, width: Double)]
        }

        static let firstRecipients: [(name: String, width: Double)] = [
            ("Anna", 60), ("Bartholomew", 112), ("Chen", 52), ("Dolores", 76),
        ]

        var state: State
        let root = LayoutItem(name: "compose")
        let toRow: StackItem
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            root.rootKeyboardHeight = state.keyboard
            toRow = Self.recipientRow("to", label: "To:", chips: state.to)
            let ccRow = Self.recipientRow("cc", label: "Cc:", chips: [("Frank", 64)])
            let subject = LayoutItem(name: "subject")
            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: Array(repeating: 40, count: 90), spaceWidth: 4, lineHeight: 20)
            for child in [toRow, ccRow, subject, body] { root.addChild(child) }
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width,
                root.heightAnchor.constraint(equalToConstant: 844),
                toRow.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                toRow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toRow.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                ccRow.topAnchor.constraint(equalTo: toRow.bottomAnchor),
                ccRow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                ccRow.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                subject.topAnchor.constraint(equalTo: ccRow.bottomAnchor),
                subject.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                subject.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                subject.heightAnchor.constraint(equalToConstant: 44),
                body.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                body.bottomAnchor.constraint(lessThanOrEqualTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
        }

        /// A wrapping row: the label, a chip per recipient, the field last.
        static func recipientRow(_ name: String, label: String, chips: [(name: String, width: Double)]) -> StackItem {
            let labelItem = LayoutItem(name: name + "Label", intrinsicContentSize: IntrinsicSize(width: 24, height: 20))
            let field = LayoutItem(name: name + "Field")
            let row = StackItem(name: name + "Row", arrangedItems: [labelItem] + chips.map { chip(name, $0) } + [field])
            row.distribution = .flex(.start)
            row.flexWrap = .wrap
            row.alignment = .center
            row.spacing = 6
            row.lineSpacing = 6
            row.padding = FlexPadding(top: 6, left: 16, bottom: 6, right: 16)
            row.setFlexOptions(FlexItemOptions(grow: 1, size: FlexSize(height: 28), minimumSize: FlexSize(width: 80)),
                               for: field)
            return row
        }

        static func chip(_ row: String, _ recipient: (name: String, width: Double)) -> LayoutItem {
            LayoutItem(name: row + recipient.name, intrinsicContentSize: IntrinsicSize(width: recipient.width, height: 28))
        }

        /// The window resizes, the keyboard moves, a recipient is added
        /// before the field, live.
        func apply(_ state: State) {
            for recipient in state.to.dropFirst(self.state.to.count) {
                toRow.insertArrangedItem(Self.chip("to", recipient), at: toRow.arrangedItems.count - 1)
            }
            self.state = state
            width.constant = state.width
            root.rootKeyboardHeight = state.keyboard
        }
    }

    /// 320, keyboard down. The To row's content box is 320 − 32 = 288
    /// wide: "To:" 24, + 6 + 60 = 90, + 6 + 112 = 208, + 6 + 52 = 266,
    /// + 6 + 76 = 348 > 288, so Dolores starts line 2 at y 47 + 6 + 28 + 6
    /// = 87: Dolores 76 + 6 + 80 = 162 fits, and the field grows by
    /// 288 − 162 = 126 to 206, from x 16 + 76 + 6 = 98 to the padding, 304.
    /// The label is centred on line 1: 53 + (28 − 20) / 2 = 57. The row is
    /// 6 + 28 + 6 + 28 + 6 = 74 high, 47 to 121. The Cc row, one line: 40
    /// high, the field from 16 + 24 + 6 + 64 + 6 = 116 to 304: 188. The
    /// subject 161 to 205, the body from 213, 288 wide: 6 words a line
    /// (6 × 40 + 5 × 4 = 260; 7 would be 304), 90 / 6 = 15 lines, 300.
    /// With the keyboard up 336 its guide's top is 844 − 336 = 508, so
    /// the body ends at 500: 287 high. The flex rows keep their content
    /// heights (`STK-content-tiebreak`), nothing is ambiguous.
    @Test func composeAt320WithTheKeyboardDownAndUp() throws {
        let screen = try ComposeScreen(.init(width: 320, keyboard: 0, to: ComposeScreen.firstRecipients))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("toRow", Rect(x: 0, y: 47, width: 320, height: 74)),
            ("toLabel", Rect(x: 16, y: 57, width: 24, height: 20)),
            ("toAnna", Rect(x: 46, y: 53, width: 60, height: 28)),
            ("toBartholomew", Rect(x: 112, y: 53, width: 112, height: 28)),
            ("toChen", Rect(x: 230, y: 53, width: 52, height: 28)),
            ("toDolores", Rect(x: 16, y: 87, width: 76, height: 28)),
            ("toField", Rect(x: 98, y: 87, width: 206, height: 28)),
            ("ccRow", Rect(x: 0, y: 121, width: 320, height: 40)),
            ("ccLabel", Rect(x: 16, y: 131, width: 24, height: 20)),
            ("ccFrank", Rect(x: 46, y: 127, width: 64, height: 28)),
            ("ccField", Rect(x: 116, y: 127, width: 188, height: 28)),
            ("subject", Rect(x: 16, y: 161, width: 288, height: 44)),
            ("body", Rect(x: 16, y: 213, width: 288, height: 300)),
        ])
        screen.apply(.init(width: 320, keyboard: 336, to: ComposeScreen.firstRecipients))
        try screen.expectLaysOutAsFresh("keyboard up at 320")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("subject", Rect(x: 16, y: 161, width: 288, height: 44)),
            ("body", Rect(x: 16, y: 213, width: 288, height: 287)),
        ])
    }

    /// 390: the content box is 358. Line 1 now takes Dolores too (348 ≤
    /// 358, from 282 + 6 = 288 to 364), and the field (348 + 6 + 80 = 434)
    /// goes alone onto line 2, growing to all 358. The rows keep their
    /// heights; the Cc field is 374 − 116 = 258. The body, 358 wide, takes
    /// 8 words a line (348; 9 would be 392): 12 lines, 240, ending at 453,
    /// above the keyboard's 500 too, so the keyboard moves nothing.
    @Test func composeAt390TheFieldTakesASecondLine() throws {
        let screen = try ComposeScreen(.init(width: 390, keyboard: 0, to: ComposeScreen.firstRecipients))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        let expected = [
            ("toRow", Rect(x: 0, y: 47, width: 390, height: 74)),
            ("toChen", Rect(x: 230, y: 53, width: 52, height: 28)),
            ("toDolores", Rect(x: 288, y: 53, width: 76, height: 28)),
            ("toField", Rect(x: 16, y: 87, width: 358, height: 28)),
            ("ccField", Rect(x: 116, y: 127, width: 258, height: 28)),
            ("subject", Rect(x: 16, y: 161, width: 358, height: 44)),
            ("body", Rect(x: 16, y: 213, width: 358, height: 240)),
        ]
        expectFrames(in: screen.root, expected)
        screen.apply(.init(width: 390, keyboard: 336, to: ComposeScreen.firstRecipients))
        try screen.expectLaysOutAsFresh("keyboard up at 390")
        expectFrames(in: screen.root, expected)
    }

    /// Recipients added live with the keyboard up. At 390, Eve (48) does
    /// not fit line 1 (348 + 6 + 48 = 402): line 2 is Eve at 16 and the
    /// field from 70 to 374, 304. At 320 Eve joins Dolores on line 2 (98
    /// to 146) and the field has 304 − 152 = 152; then Fitzgerald (120)
    /// fits line 2 too (76 + 6 + 48 + 6 + 120 = 256), the field does not
    /// (256 + 6 + 80 = 342 > 288) and takes line 3 alone, y 87 + 34 = 121,
    /// 288 wide. The row grows by 34 to 108, everything below moves down
    /// 34 (subject at 195, body at 247) and the body, still ending at 500,
    /// is 253 high.
    @Test func addingRecipientsLiveLaysOutAsAFreshScreen() throws {
        let screen = try ComposeScreen(.init(width: 390, keyboard: 336, to: ComposeScreen.firstRecipients))
        try screen.expectLaysOutAsFresh("keyboard up")
        screen.apply(.init(width: 390, keyboard: 336, to: ComposeScreen.firstRecipients + [("Eve", 48)]))
        try screen.expectLaysOutAsFresh("Eve at 390")
        expectFrames(in: screen.root, [
            ("toEve", Rect(x: 16, y: 87, width: 48, height: 28)),
            ("toField", Rect(x: 70, y: 87, width: 304, height: 28)),
        ])
        screen.apply(.init(width: 320, keyboard: 336, to: ComposeScreen.firstRecipients + [("Eve", 48)]))
        try screen.expectLaysOutAsFresh("Eve at 320")
        expectFrames(in: screen.root, [
            ("toEve", Rect(x: 98, y: 87, width: 48, height: 28)),
            ("toField", Rect(x: 152, y: 87, width: 152, height: 28)),
            ("body", Rect(x: 16, y: 213, width: 288, height: 287)),
        ])
        screen.apply(.init(width: 320, keyboard: 336,
                           to: ComposeScreen.firstRecipients + [("Eve", 48), ("Fitzgerald", 120)]))
        try screen.expectLaysOutAsFresh("Fitzgerald at 320")
        expectFrames(in: screen.root, [
            ("toRow", Rect(x: 0, y: 47, width: 320, height: 108)),
            ("toFitzgerald", Rect(x: 152, y: 87, width: 120, height: 28)),
            ("toField", Rect(x: 16, y: 121, width: 288, height: 28)),
            ("ccRow", Rect(x: 0, y: 155, width: 320, height: 40)),
            ("ccFrank", Rect(x: 46, y: 161, width: 64, height: 28)),
            ("subject", Rect(x: 16, y: 195, width: 288, height: 44)),
            ("body", Rect(x: 16, y: 247, width: 288, height: 253)),
        ])
    }

    // MARK: - 2. Checkout form

    /// A vertical stack (spacing 16) 20 below the screen's top and 16 from
    /// its sides, the screen ending 20 below it: four groups and a Pay
    /// button (50 high). Each group is a vertical stack (spacing 4) of a
    /// field (22 × size + 22 high: 44, or 55 at ×1.5) and its error, text
    /// (space 4, lines of 16, all scaled by the text size) hidden until
    /// the field is invalid.
    final class CheckoutForm: LiveScreen {
        struct State {
            var width: Double
            var textSize: Double
            var errors: Set<String>
        }

        static let fields: [(name: String, error: [Double])] = [
            ("email", [40, 32, 52, 36, 28, 132]), ("card", [36, 52, 16, 80]),
            ("expiry", [52, 20, 36, 64]), ("postcode", [60, 44, 72]),
        ]

        var state: State
        let root = LayoutItem(name: "checkout")
        let width: LayoutConstraint
        var inputs: [LayoutItem] = [], errors: [LayoutItem] = []

        init(_ state: State) throws {
            self.state = state
            let form = StackItem(name: "form")
            form.axis = .vertical
            form.spacing = 16
            for (name, _) in Self.fields {
                let input = LayoutItem(name: name + "Field"), error = LayoutItem(name: name + "Error")
                let group = StackItem(name: name, arrangedItems: [input, error])
                group.axis = .vertical
                group.spacing = 4
                form.addArrangedItem(group)
                inputs.append(input)
                errors.append(error)
            }
            form.addArrangedItem(LayoutItem(name: "pay", intrinsicContentSize: IntrinsicSize(width: nil, height: 50)))
            root.addChild(form)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width,
                form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                root.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            ])
            apply(state)
        }

        /// Validation shows and hides errors; the text size scales the
        /// fields and the errors' words, spaces and lines.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.width
            let scale = state.textSize
            for (index, field) in Self.fields.enumerated() {
                inputs[index].intrinsicContentSize = IntrinsicSize(width: nil, height: 22 * scale + 22)
                errors[index].measuredContent = WrappedText(words: field.error.map { $0 * scale }, spaceWidth: 4 * scale,
                                                            lineHeight: 16 * scale)
                errors[index].isHidden = !state.errors.contains(field.name)
            }
        }
    }

    /// 320, size 1, the email and card errors shown: the form is 288
    /// wide. The email error wraps: 40 + 4 + 32 + 4 + 52 + 4 + 36 + 4 + 28
    /// = 204, + 4 + 132 = 340 > 288, two lines, 32; its group is 44 + 4 +
    /// 32 = 80, 20 to 100. The card error is one line (36 + 52 + 16 + 80 +
    /// 12 = 196), its group 64 from 116. Expiry at 196, postcode at 256
    /// (44 each, hidden errors take no room nor spacing), Pay at 316, the
    /// form 346 high and the screen 20 + 346 + 20 = 386.
    @Test func checkoutAt320WithTwoErrors() throws {
        let screen = try CheckoutForm(.init(width: 320, textSize: 1, errors: ["email", "card"]))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("checkout", Rect(x: 0, y: 0, width: 320, height: 386)),
            ("form", Rect(x: 16, y: 20, width: 288, height: 346)),
            ("email", Rect(x: 16, y: 20, width: 288, height: 80)),
            ("emailField", Rect(x: 16, y: 20, width: 288, height: 44)),
            ("emailError", Rect(x: 16, y: 68, width: 288, height: 32)),
            ("card", Rect(x: 16, y: 116, width: 288, height: 64)),
            ("cardError", Rect(x: 16, y: 164, width: 288, height: 16)),
            ("expiry", Rect(x: 16, y: 196, width: 288, height: 44)),
            ("postcode", Rect(x: 16, y: 256, width: 288, height: 44)),
            ("pay", Rect(x: 16, y: 316, width: 288, height: 50)),
        ])
    }

    /// Live at 390 (the form 358 wide): no errors, the groups 44 apart by
    /// 16, Pay at 260, the screen 330. Two errors appear: the email error
    /// now fits one line (340 ≤ 358), so both groups are 64: card at 100,
    /// expiry 180, postcode 240, Pay 300, the screen 370. The email error
    /// goes again: card at 80, Pay at 280, the screen 350. Then the text
    /// grows ×1.5 at 320 with both errors: fields 55; the email error's
    /// words 60 48 78 54 (258, + 6 + 42 = 306 > 288) / 42 198 (246), two
    /// lines of 24: 48; the card's 54 78 24 (168, + 6 + 120 = 294 > 288) /
    /// 120, 48. Groups 107 from 20 and from 143, expiry 266, postcode 337,
    /// Pay 408, the screen 408 + 50 + 20 = 478.
    @Test func errorsComeAndGoLiveAndTheTextGrows() throws {
        let screen = try CheckoutForm(.init(width: 390, textSize: 1, errors: []))
        try screen.expectLaysOutAsFresh("no errors")
        expectFrames(in: screen.root, [
            ("checkout", Rect(x: 0, y: 0, width: 390, height: 330)),
            ("card", Rect(x: 16, y: 80, width: 358, height: 44)),
            ("pay", Rect(x: 16, y: 260, width: 358, height: 50)),
        ])
        screen.apply(.init(width: 390, textSize: 1, errors: ["email", "card"]))
        try screen.expectLaysOutAsFresh("two errors")
        expectFrames(in: screen.root, [
            ("checkout", Rect(x: 0, y: 0, width: 390, height: 370)),
            ("emailError", Rect(x: 16, y: 68, width: 358, height: 16)),
            ("card", Rect(x: 16, y: 100, width: 358, height: 64)),
            ("cardError", Rect(x: 16, y: 148, width: 358, height: 16)),
            ("expiry", Rect(x: 16, y: 180, width: 358, height: 44)),
            ("pay", Rect(x: 16, y: 300, width: 358, height: 50)),
        ])
        screen.apply(.init(width: 390, textSize: 1, errors: ["card"]))
        try screen.expectLaysOutAsFresh("the email fixed")
        expectFrames(in: screen.root, [
            ("checkout", Rect(x: 0, y: 0, width: 390, height: 350)),
            ("email", Rect(x: 16, y: 20, width: 358, height: 44)),
            ("cardError", Rect(x: 16, y: 128, width: 358, height: 16)),
            ("pay", Rect(x: 16, y: 280, width: 358, height: 50)),
        ])
        screen.apply(.init(width: 320, textSize: 1.5, errors: ["email", "card"]))
        try screen.expectLaysOutAsFresh("text ×1.5 at 320")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("checkout", Rect(x: 0, y: 0, width: 320, height: 478)),
            ("emailField", Rect(x: 16, y: 20, width: 288, height: 55)),
            ("emailError", Rect(x: 16, y: 79, width: 288, height: 48)),
            ("cardField", Rect(x: 16, y: 143, width: 288, height: 55)),
            ("cardError", Rect(x: 16, y: 202, width: 288, height: 48)),
            ("expiry", Rect(x: 16, y: 266, width: 288, height: 55)),
            ("postcode", Rect(x: 16, y: 337, width: 288, height: 55)),
            ("pay", Rect(x: 16, y: 408, width: 288, height: 50)),
        ])
    }

    // MARK: - 3. Tab bar

    /// An 844-point screen with a 34-point home indicator. The tab bar, a
    /// `fillEqually` row arranged within its margins (0, grown by the safe
    /// area to 34 at the bottom), runs from 49 above the safe area's
    /// bottom to the screen's bottom. Each tab has a 28-point icon 5 below
    /// its top and centred, and a title 12 high 3 below the icon. The
    /// Inbox icon has a badge: a flex row (padding 2 and 5, its text
    /// centred, at least 18 wide) whose leading edge is 10 before the
    /// icon's trailing edge and whose top is 4 above the icon's.
    final class TabBar: LiveScreen {
        struct State {
            var width: Double
            var direction: LayoutDirection
            var badge: String
        }

        static let tabs: [(name: String, title: Double)] = [
            ("home", 30), ("search", 38), ("inbox", 31), ("library", 40), ("settings", 46),
        ]

        var state: State
        let root = LayoutItem(name: "screen")
        let badgeText = LayoutItem(name: "inboxBadgeText")
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let bar = StackItem(name: "tabBar")
            bar.distribution = .fillEqually
            bar.layoutMargins = .zero
            bar.isLayoutMarginsRelativeArrangement = true
            root.addChild(bar)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            var constraints = [
                width,
                root.heightAnchor.constraint(equalToConstant: 844),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -49),
            ]
            for (name, titleWidth) in Self.tabs {
                let tab = LayoutItem(name: name)
                let icon = LayoutItem(name: name + "Icon")
                let title = LayoutItem(name: name + "Title", intrinsicContentSize: IntrinsicSize(width: titleWidth, height: 12))
                bar.addArrangedItem(tab)
                tab.addChild(icon)
                tab.addChild(title)
                constraints += [
                    icon.widthAnchor.constraint(equalToConstant: 28),
                    icon.heightAnchor.constraint(equalToConstant: 28),
                    icon.centerXAnchor.constraint(equalTo: tab.centerXAnchor),
                    icon.topAnchor.constraint(equalTo: tab.topAnchor, constant: 5),
                    title.centerXAnchor.constraint(equalTo: tab.centerXAnchor),
                    title.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 3),
                ]
                guard name == "inbox" else { continue }
                let badge = StackItem(name: "inboxBadge", arrangedItems: [badgeText])
                badge.distribution = .flex(.center)
                badge.alignment = .center
                badge.padding = FlexPadding(top: 2, left: 5, bottom: 2, right: 5)
                badge.sizeRange = StackSizeRange(minimum: Size(width: 18, height: 0))
                tab.addChild(badge)
                constraints += [
                    badge.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: -10),
                    badge.topAnchor.constraint(equalTo: icon.topAnchor, constant: -4),
                ]
            }
            try LayoutConstraint.activate(constraints)
            apply(state)
        }

        /// The count's text: "3" is 7 wide, "99+" 24, both 14 high.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.width
            root.layoutDirection = state.direction
            badgeText.intrinsicContentSize = IntrinsicSize(width: state.badge == "3" ? 7 : 24, height: 14)
        }
    }

    /// 390 left to right: the bar from 844 − 34 − 49 = 761 to 844, 83
    /// high, its tabs 390 / 5 = 78 wide and 83 − 34 = 49 high (the bottom
    /// margin is the home indicator's 34). Icons at 78i + 25, y 766;
    /// titles at 766 + 28 + 3 = 797, centred: Home 24, Search 78 + 20 = 98,
    /// Inbox 156 + 23.5 = 179.5, Settings 312 + 16 = 328. The Inbox icon
    /// is at 181, so the badge starts at 209 − 10 = 199, y 766 − 4 = 762:
    /// "3" is 7 + 10 = 17, held to 18, its text centred at 199 + 5 + 0.5 =
    /// 204.5, y 764; "99+" is 34 wide, its text at 204.
    @Test func theTabBarAt390WithBothBadges() throws {
        let screen = try TabBar(.init(width: 390, direction: .leftToRight, badge: "3"))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("tabBar", Rect(x: 0, y: 761, width: 390, height: 83)),
            ("home", Rect(x: 0, y: 761, width: 78, height: 49)),
            ("homeIcon", Rect(x: 25, y: 766, width: 28, height: 28)),
            ("homeTitle", Rect(x: 24, y: 797, width: 30, height: 12)),
            ("searchTitle", Rect(x: 98, y: 797, width: 38, height: 12)),
            ("inbox", Rect(x: 156, y: 761, width: 78, height: 49)),
            ("inboxIcon", Rect(x: 181, y: 766, width: 28, height: 28)),
            ("inboxTitle", Rect(x: 179.5, y: 797, width: 31, height: 12)),
            ("inboxBadge", Rect(x: 199, y: 762, width: 18, height: 18)),
            ("inboxBadgeText", Rect(x: 204.5, y: 764, width: 7, height: 14)),
            ("settings", Rect(x: 312, y: 761, width: 78, height: 49)),
            ("settingsTitle", Rect(x: 328, y: 797, width: 46, height: 12)),
        ])
        screen.apply(.init(width: 390, direction: .leftToRight, badge: "99+"))
        try screen.expectLaysOutAsFresh("99+")
        expectFrames(in: screen.root, [
            ("inboxBadge", Rect(x: 199, y: 762, width: 34, height: 18)),
            ("inboxBadgeText", Rect(x: 204, y: 764, width: 24, height: 14)),
        ])
    }

    /// Right to left at 390: Home is the rightmost tab (312), Settings
    /// the leftmost (0, its title at 16); Inbox stays in the middle. The
    /// icon's trailing edge is its left one, 181, and −10 along leading
    /// moves towards the leading (right) side: the badge ends at 191 and
    /// grows to the left: "3" from 173 (text at 178.5), "99+" from 157
    /// (text at 162). At 320 left to right the tabs are 64: Inbox at 128,
    /// its icon at 146, the badge at 164, the title at 144.5, Settings'
    /// title at 256 + 9 = 265.
    @Test func theTabBarRightToLeftAndNarrowLive() throws {
        let screen = try TabBar(.init(width: 390, direction: .rightToLeft, badge: "3"))
        try screen.expectLaysOutAsFresh("right to left")
        expectFrames(in: screen.root, [
            ("home", Rect(x: 312, y: 761, width: 78, height: 49)),
            ("homeTitle", Rect(x: 336, y: 797, width: 30, height: 12)),
            ("settingsTitle", Rect(x: 16, y: 797, width: 46, height: 12)),
            ("inboxIcon", Rect(x: 181, y: 766, width: 28, height: 28)),
            ("inboxBadge", Rect(x: 173, y: 762, width: 18, height: 18)),
            ("inboxBadgeText", Rect(x: 178.5, y: 764, width: 7, height: 14)),
        ])
        screen.apply(.init(width: 390, direction: .rightToLeft, badge: "99+"))
        try screen.expectLaysOutAsFresh("99+ right to left")
        expectFrames(in: screen.root, [
            ("inboxBadge", Rect(x: 157, y: 762, width: 34, height: 18)),
            ("inboxBadgeText", Rect(x: 162, y: 764, width: 24, height: 14)),
        ])
        screen.apply(.init(width: 320, direction: .leftToRight, badge: "3"))
        try screen.expectLaysOutAsFresh("320 left to right")
        expectFrames(in: screen.root, [
            ("inbox", Rect(x: 128, y: 761, width: 64, height: 49)),
            ("inboxIcon", Rect(x: 146, y: 766, width: 28, height: 28)),
            ("inboxTitle", Rect(x: 144.5, y: 797, width: 31, height: 12)),
            ("inboxBadge", Rect(x: 164, y: 762, width: 18, height: 18)),
            ("settingsTitle", Rect(x: 265, y: 797, width: 46, height: 12)),
        ])
    }
}
