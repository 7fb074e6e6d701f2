import Testing
import Stack

/// Trial thirty-two: screens that ride on the keyboard
/// (`keyboardLayoutGuide`, with the root's `rootKeyboardHeight` and the
/// guide's `usesBottomSafeArea`), and Texture compositions that size to
/// their absolute children (`sizesToFitAbsoluteItems`, Texture's
/// `ASAbsoluteLayoutSpec` with `.sizeToFit`). A chat screen's input bar
/// (a growing field of up to four lines and a send button) on iPhones with
/// and without a home indicator, in portrait and landscape; a login form
/// in a scroll item whose button rides on the keyboard; an iPad form sheet
/// whose toolbar meets the keyboard only where the sheet reaches it; and a
/// sticker canvas under a caption, an avatar with a badge over its edge and
/// a collage that grows and shrinks. Every frame was worked out by hand
/// first; the comments carry the arithmetic. Each state of a live screen
/// is also compared with one built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyTwoTests {
    /// The phones the chat and the login run on.
    enum Phone { case homeIndicator, homeButton }

    /// A screen of a phone in an orientation: its size, its unsafe areas
    /// and the height of its keyboard when up.
    struct Screen {
        var width: Double, height: Double, safeArea: EdgeInsets, keyboard: Double

        /// 390 × 844 with a 47-point notch and a 34-point home indicator
        /// (keyboard 336); on its side 844 × 390, the notch 47 on the left
        /// and right, the indicator 21 (keyboard 209). 375 × 667 with a
        /// 20-point status bar (keyboard 216); on its side 667 × 375 with
        /// nothing unsafe (keyboard 162).
        static func of(_ phone: Phone, landscape: Bool) -> Screen {
            switch (phone, landscape) {
            case (.homeIndicator, false): Screen(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboard: 336)
            case (.homeIndicator, true): Screen(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), keyboard: 209)
            case (.homeButton, false): Screen(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboard: 216)
            case (.homeButton, true): Screen(width: 667, height: 375, safeArea: .zero, keyboard: 162)
            }
        }
    }

    // MARK: - 1. A chat whose input bar rides on the keyboard

    /// A navigation bar (44) under the safe area's top, the messages from
    /// it to the input bar, and the bar on the keyboard guide's top, across
    /// the safe area. The bar is a `UIStackView` row aligned to the bottom
    /// within margins of 8: the field (words of 70 with spaces of 4, lines
    /// of 20, at most 4) and a 60 × 36 send button 8 after it. The button
    /// hugs and resists at 750 across; the field resists at 749, so the
    /// field is what gives way.
    final class Chat: LiveScreen {
        struct State {
            var phone = Phone.homeIndicator
            var landscape = false
            var keyboardUp = false
            var draftWords = 20
            var usesBottomSafeArea = true
        }

        var state: State
        let root = LayoutItem(name: "chat")
        let nav = LayoutItem(name: "nav")
        let messages = LayoutItem(name: "messages")
        let field = LayoutItem(name: "field")
        let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: 60, height: 36))
        let bar: StackItem
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            bar = StackItem(name: "bar", arrangedItems: [field, send])
            bar.alignment = .trailing
            bar.spacing = 8
            bar.isLayoutMarginsRelativeArrangement = true
            send.setContentHuggingPriority(750, for: .horizontal)
            field.setContentCompressionResistancePriority(749, for: .horizontal)
            for item in [nav, messages, bar] { root.addChild(item) }
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            let safe = root.safeAreaLayoutGuide
            try LayoutConstraint.activate([
                width, height,
                nav.topAnchor.constraint(equalTo: safe.topAnchor),
                nav.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                nav.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                nav.heightAnchor.constraint(equalToConstant: 44),
                messages.topAnchor.constraint(equalTo: nav.bottomAnchor),
                messages.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                messages.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                messages.bottomAnchor.constraint(equalTo: bar.topAnchor),
                bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            ])
            apply(state)
        }

        /// Puts the screen in `state` as an app would: the window rotates,
        /// the keyboard comes up or goes down, the user types.
        func apply(_ state: State) {
            self.state = state
            let screen = Screen.of(state.phone, landscape: state.landscape)
            width.constant = screen.width
            height.constant = screen.height
            root.rootSafeAreaInsets = screen.safeArea
            root.rootKeyboardHeight = state.keyboardUp ? screen.keyboard : 0
            root.keyboardLayoutGuide.usesBottomSafeArea = state.usesBottomSafeArea
            field.measuredContent = WrappedText(words: Array(repeating: 70, count: state.draftWords), maxLines: 4)
        }

        /// The frames of the bar, the field, the send button and the
        /// messages, in the root's coordinates.
        var frames: [Rect] { [bar, field, send, messages].map(\.frameInRoot) }
    }

    /// Portrait, home indicator: the bar spans 390, the field 390 − 8 − 8
    /// − 8 − 60 = 306, four words a line (4 × 70 + 3 × 4 = 296; a fifth
    /// would need 370), so 20 words are 5 lines, cut to 4: 80 high, the
    /// bar 80 + 8 + 8 = 96. Down, the guide's top is the safe area's
    /// bottom, 844 − 34 = 810: the bar at 714, the field at 722, the send
    /// button on the bar's bottom margin at 810 − 8 − 36 = 766, the
    /// messages from 47 + 44 = 91 to 714, 623. Up, the keyboard's top is
    /// 844 − 336 = 508: the bar at 412, the field 420, send 464, the
    /// messages 412 − 91 = 321. Down again, back.
    @Test func theBarRidesOnTheKeyboard() throws {
        let chat = try Chat(Chat.State())
        #expect(chat.root.layoutIfNeeded().isEmpty)
        #expect(chat.nav.frameInRoot == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(chat.frames == [Rect(x: 0, y: 714, width: 390, height: 96), Rect(x: 8, y: 722, width: 306, height: 80),
                                Rect(x: 322, y: 766, width: 60, height: 36), Rect(x: 0, y: 91, width: 390, height: 623)])
        var state = chat.state
        state.keyboardUp = true
        chat.apply(state)
        try chat.expectLaysOutAsFresh("keyboard up")
        #expect(chat.frames == [Rect(x: 0, y: 412, width: 390, height: 96), Rect(x: 8, y: 420, width: 306, height: 80),
                                Rect(x: 322, y: 464, width: 60, height: 36), Rect(x: 0, y: 91, width: 390, height: 321)])
        state.keyboardUp = false
        chat.apply(state)
        try chat.expectLaysOutAsFresh("keyboard down")
        #expect(chat.bar.frameInRoot == Rect(x: 0, y: 714, width: 390, height: 96))
    }

    /// With the keyboard up (its top at 508) the bar grows up from it as
    /// the draft gets longer, and the send button stays on its bottom
    /// margin at 508 − 8 − 36 = 464. One word: one line of 20, the row as
    /// tall as the button, 36, the bar 52 at 456, the field at the row's
    /// bottom, 500 − 20 = 480. Eight words: two lines, 40, the bar 56 at
    /// 452, the field 460. Twelve: three lines, 60, the bar 76 at 432.
    /// Twenty or thirty: four lines at most, 80, the bar 96 at 412.
    @Test func theBarGrowsWithTheDraftUpToFourLines() throws {
        let chat = try Chat(Chat.State(keyboardUp: true, draftWords: 1))
        let expected: [(words: Int, bar: Rect, field: Rect)] = [
            (1, Rect(x: 0, y: 456, width: 390, height: 52), Rect(x: 8, y: 480, width: 306, height: 20)),
            (8, Rect(x: 0, y: 452, width: 390, height: 56), Rect(x: 8, y: 460, width: 306, height: 40)),
            (12, Rect(x: 0, y: 432, width: 390, height: 76), Rect(x: 8, y: 440, width: 306, height: 60)),
            (20, Rect(x: 0, y: 412, width: 390, height: 96), Rect(x: 8, y: 420, width: 306, height: 80)),
            (30, Rect(x: 0, y: 412, width: 390, height: 96), Rect(x: 8, y: 420, width: 306, height: 80)),
            (1, Rect(x: 0, y: 456, width: 390, height: 52), Rect(x: 8, y: 480, width: 306, height: 20)),
        ]
        for (words, bar, field) in expected {
            var state = chat.state
            state.draftWords = words
            chat.apply(state)
            try chat.expectLaysOutAsFresh("\(words) words")
            #expect(chat.bar.frameInRoot == bar, "\(words) words")
            #expect(chat.field.frameInRoot == field, "\(words) words")
            #expect(chat.send.frameInRoot == Rect(x: 322, y: 464, width: 60, height: 36), "\(words) words")
            #expect(chat.messages.frameInRoot.maxY == bar.minY, "\(words) words")
        }
    }

    /// On its side (844 × 390) the bar spans the safe area, 47 to 797, 750
    /// wide; the field 750 − 16 − 68 = 666 holds nine words a line (9 × 70
    /// + 8 × 4 = 662), so twenty are three lines: 60, the bar 76. Up, the
    /// keyboard's top is 390 − 209 = 181: the bar at 105, the field at
    /// (55, 113), send at (729, 181 − 8 − 36 = 137), the messages from 44
    /// (no notch on top) to 105, 61. Down, the indicator's 21: the bar at
    /// 369 − 76 = 293, the messages 249. Rotated back to portrait with the
    /// keyboard up, as in the first test.
    @Test func rotatingChangesTheKeyboardAndTheBar() throws {
        let chat = try Chat(Chat.State(keyboardUp: true))
        #expect(chat.root.layoutIfNeeded().isEmpty)
        var state = chat.state
        state.landscape = true
        chat.apply(state)
        try chat.expectLaysOutAsFresh("landscape, keyboard up")
        #expect(chat.nav.frameInRoot == Rect(x: 47, y: 0, width: 750, height: 44))
        #expect(chat.frames == [Rect(x: 47, y: 105, width: 750, height: 76), Rect(x: 55, y: 113, width: 666, height: 60),
                                Rect(x: 729, y: 137, width: 60, height: 36), Rect(x: 47, y: 44, width: 750, height: 61)])
        state.keyboardUp = false
        chat.apply(state)
        try chat.expectLaysOutAsFresh("landscape, keyboard down")
        #expect(chat.frames == [Rect(x: 47, y: 293, width: 750, height: 76), Rect(x: 55, y: 301, width: 666, height: 60),
                                Rect(x: 729, y: 325, width: 60, height: 36), Rect(x: 47, y: 44, width: 750, height: 249)])
        state.landscape = false
        state.keyboardUp = true
        chat.apply(state)
        try chat.expectLaysOutAsFresh("portrait, keyboard up")
        #expect(chat.bar.frameInRoot == Rect(x: 0, y: 412, width: 390, height: 96))
    }

    /// A phone with a home button (375 × 667, status bar 20, nothing unsafe
    /// at the bottom): the field 375 − 84 = 291 holds three words a line
    /// (218; four need 292), twenty are 7 lines, cut to 4: the bar 96. Down,
    /// the guide is 0 high at the bottom: the bar at 667 − 96 = 571, send
    /// at 667 − 44 = 623, the messages from 64 to 571, 507. Up (216), the
    /// keyboard's top at 451: the bar at 355, send 407, the messages 291.
    /// On its side (667 × 375, keyboard 162) the field is 583, seven words a
    /// line (514), three lines, the bar 76: down at 299 (send at 375 − 44 =
    /// 331, x 8 + 583 + 8 = 599), up at 375 − 162 − 76 = 137, the messages
    /// from 44 to 137, 93.
    @Test func aPhoneWithAHomeButton() throws {
        let chat = try Chat(Chat.State(phone: .homeButton))
        let expected: [(landscape: Bool, up: Bool, frames: [Rect])] = [
            (false, false, [Rect(x: 0, y: 571, width: 375, height: 96), Rect(x: 8, y: 579, width: 291, height: 80),
                            Rect(x: 307, y: 623, width: 60, height: 36), Rect(x: 0, y: 64, width: 375, height: 507)]),
            (false, true, [Rect(x: 0, y: 355, width: 375, height: 96), Rect(x: 8, y: 363, width: 291, height: 80),
                           Rect(x: 307, y: 407, width: 60, height: 36), Rect(x: 0, y: 64, width: 375, height: 291)]),
            (true, true, [Rect(x: 0, y: 137, width: 667, height: 76), Rect(x: 8, y: 145, width: 583, height: 60),
                          Rect(x: 599, y: 169, width: 60, height: 36), Rect(x: 0, y: 44, width: 667, height: 93)]),
            (true, false, [Rect(x: 0, y: 299, width: 667, height: 76), Rect(x: 8, y: 307, width: 583, height: 60),
                           Rect(x: 599, y: 331, width: 60, height: 36), Rect(x: 0, y: 44, width: 667, height: 255)]),
        ]
        for (landscape, up, frames) in expected {
            var state = chat.state
            state.landscape = landscape
            state.keyboardUp = up
            chat.apply(state)
            try chat.expectLaysOutAsFresh("landscape \(landscape), keyboard up \(up)")
            #expect(chat.frames == frames, "landscape \(landscape), keyboard up \(up)")
        }
    }

    /// With `usesBottomSafeArea` off the bar goes down to the screen's
    /// bottom while the keyboard is down, over the home indicator, and its
    /// bottom margin grows by the 34 the indicator reaches into it (as
    /// UIKit's margins follow the safe area): 8 + 34 = 42, the bar 80 + 8 +
    /// 42 = 130 at 714, its field and button where they were with the
    /// guide on the safe area (722 and 766). Up, the bar ends at 508, clear
    /// of the indicator: margins of 8, 96 high at 412, as before.
    @Test func aBarThatReachesUnderTheHomeIndicator() throws {
        let chat = try Chat(Chat.State(usesBottomSafeArea: false))
        #expect(chat.root.layoutIfNeeded().isEmpty)
        #expect(chat.frames == [Rect(x: 0, y: 714, width: 390, height: 130), Rect(x: 8, y: 722, width: 306, height: 80),
                                Rect(x: 322, y: 766, width: 60, height: 36), Rect(x: 0, y: 91, width: 390, height: 623)])
        var state = chat.state
        state.keyboardUp = true
        chat.apply(state)
        try chat.expectLaysOutAsFresh("keyboard up")
        #expect(chat.bar.frameInRoot == Rect(x: 0, y: 412, width: 390, height: 96))
        state.keyboardUp = false
        chat.apply(state)
        try chat.expectLaysOutAsFresh("keyboard down")
        #expect(chat.bar.frameInRoot == Rect(x: 0, y: 714, width: 390, height: 130))
        state.usesBottomSafeArea = true
        chat.apply(state)
        try chat.expectLaysOutAsFresh("on the safe area")
        #expect(chat.bar.frameInRoot == Rect(x: 0, y: 714, width: 390, height: 96))
    }

    // MARK: - 2. A login form whose button rides on the keyboard

    /// A scroll item from the safe area's top to the keyboard guide's top,
    /// across the safe area. Its content is a form as wide as the scroll
    /// item and at least as tall (`form.height >= scroll.height`, and
    /// `==` at 250 so that it is no taller than it must be), with margins
    /// of 16 that do not follow the safe area (scrolled content). In it a
    /// column of fields (a hero 180, a title 34, two fields of 44, 12
    /// apart: 338) from the top margin, and a login button (50) on the
    /// bottom margin, at least 24 below the fields: the form needs 16 +
    /// 338 + 24 + 50 + 16 = 444.
    final class Login: LiveScreen {
        struct State {
            var landscape = false
            var keyboardUp = false
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let form = LayoutItem(name: "form")
        let fields: StackItem
        let login = LayoutItem(name: "login", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            fields = StackItem(name: "fields", arrangedItems: [("hero", 180.0), ("title", 34), ("email", 44), ("password", 44)].map {
                LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: nil, height: $0.1))
            })
            fields.axis = .vertical
            fields.spacing = 12
            form.layoutMargins = EdgeInsets(all: 16)
            form.insetsLayoutMarginsFromSafeArea = false
            root.addChild(scroll)
            scroll.addChild(form)
            form.addChild(fields)
            form.addChild(login)
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            let fitting = form.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor)
            fitting.priority = 250
            let content = scroll.contentLayoutGuide, safe = root.safeAreaLayoutGuide
            try LayoutConstraint.activate([
                width, height,
                scroll.topAnchor.constraint(equalTo: safe.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                form.topAnchor.constraint(equalTo: content.topAnchor),
                form.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                form.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                form.heightAnchor.constraint(greaterThanOrEqualTo: scroll.frameLayoutGuide.heightAnchor),
                fitting,
                fields.topAnchor.constraint(equalTo: form.topMarginAnchor),
                fields.leadingAnchor.constraint(equalTo: form.leadingMarginAnchor),
                fields.trailingAnchor.constraint(equalTo: form.trailingMarginAnchor),
                login.leadingAnchor.constraint(equalTo: form.leadingMarginAnchor),
                login.trailingAnchor.constraint(equalTo: form.trailingMarginAnchor),
                login.bottomAnchor.constraint(equalTo: form.bottomMarginAnchor),
                login.topAnchor.constraint(greaterThanOrEqualTo: fields.bottomAnchor, constant: 24),
            ])
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            let screen = Screen.of(.homeIndicator, landscape: state.landscape)
            width.constant = screen.width
            height.constant = screen.height
            root.rootSafeAreaInsets = screen.safeArea
            root.rootKeyboardHeight = state.keyboardUp ? screen.keyboard : 0
        }
    }

    /// Portrait, down: the scroll item from 47 to 810, 763 high, the form
    /// as tall, the button on its bottom margin at 47 + 763 − 16 − 50 = 744.
    /// Up (its top at 508): the scroll item 461 high, still more than the
    /// form needs, so the button rides at 508 − 16 − 50 = 442. On its side
    /// (the scroll item 750 wide from 47): up, the keyboard's top at 181,
    /// the scroll item 181 high, less than 444: the form keeps its 444 and
    /// scrolls, the button 24 below the fields, at 16 + 338 + 24 = 378;
    /// down (to 369) the same. The content size is the form's.
    @Test func theLoginButtonRidesOnTheKeyboardUntilTheFormScrolls() throws {
        let login = try Login(Login.State())
        let expected: [(landscape: Bool, up: Bool, scroll: Rect, login: Rect)] = [
            (false, false, Rect(x: 0, y: 47, width: 390, height: 763), Rect(x: 16, y: 744, width: 358, height: 50)),
            (false, true, Rect(x: 0, y: 47, width: 390, height: 461), Rect(x: 16, y: 442, width: 358, height: 50)),
            (true, true, Rect(x: 47, y: 0, width: 750, height: 181), Rect(x: 63, y: 378, width: 718, height: 50)),
            (true, false, Rect(x: 47, y: 0, width: 750, height: 369), Rect(x: 63, y: 378, width: 718, height: 50)),
            (false, true, Rect(x: 0, y: 47, width: 390, height: 461), Rect(x: 16, y: 442, width: 358, height: 50)),
        ]
        for (landscape, up, scroll, button) in expected {
            let step = "landscape \(landscape), keyboard up \(up)"
            login.apply(Login.State(landscape: landscape, keyboardUp: up))
            try login.expectLaysOutAsFresh(step)
            #expect(login.scroll.frameInRoot == scroll, "\(step)")
            #expect(login.login.frameInRoot == button, "\(step)")
            #expect(login.scroll.contentSize == Size(width: scroll.width, height: max(scroll.height, 444)), "\(step)")
            #expect(login.fields.frameInRoot == Rect(x: scroll.minX + 16, y: scroll.minY + 16, width: scroll.width - 32, height: 338),
                    "\(step)")
        }
    }

    // MARK: - 3. An iPad form sheet

    /// A 540 × 620 sheet centred on an iPad (1024 × 768 on its side, 768 ×
    /// 1024 upright; a 24-point status bar and a 20-point home indicator):
    /// a 56-point header, notes below it, and a 44-point toolbar (cancel 70
    /// and save 60, 32 high, spread within margins of 16) on the sheet's
    /// own keyboard guide.
    final class Sheet: LiveScreen {
        struct State {
            var landscape = true
            var keyboard = 0.0
        }

        var state: State
        let root = LayoutItem(name: "ipad")
        let sheet = LayoutItem(name: "sheet")
        let header = LayoutItem(name: "header")
        let notes = LayoutItem(name: "notes")
        let cancel = LayoutItem(name: "cancel", intrinsicContentSize: IntrinsicSize(width: 70, height: 32))
        let save = LayoutItem(name: "save", intrinsicContentSize: IntrinsicSize(width: 60, height: 32))
        let toolbar: StackItem
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            toolbar = StackItem(name: "toolbar", arrangedItems: [cancel, save])
            toolbar.distribution = .equalSpacing
            toolbar.alignment = .center
            toolbar.isLayoutMarginsRelativeArrangement = true
            toolbar.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            root.rootSafeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            root.addChild(sheet)
            for item in [header, notes, toolbar] { sheet.addChild(item) }
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            try LayoutConstraint.activate([
                width, height,
                sheet.widthAnchor.constraint(equalToConstant: 540),
                sheet.heightAnchor.constraint(equalToConstant: 620),
                sheet.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                sheet.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                header.topAnchor.constraint(equalTo: sheet.topAnchor),
                header.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 56),
                notes.topAnchor.constraint(equalTo: header.bottomAnchor),
                notes.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                notes.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                notes.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                toolbar.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                toolbar.heightAnchor.constraint(equalToConstant: 44),
                toolbar.bottomAnchor.constraint(equalTo: sheet.keyboardLayoutGuide.topAnchor),
            ])
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            width.constant = state.landscape ? 1024 : 768
            height.constant = state.landscape ? 768 : 1024
            root.rootKeyboardHeight = state.keyboard
        }
    }

    /// On its side the sheet is at ((1024 − 540) / 2, (768 − 620) / 2) =
    /// (242, 74), its bottom at 694. Down, the home indicator (748 to 768)
    /// does not reach it: the guide is 0 high, the toolbar on the sheet's
    /// bottom at 650, save at 242 + 540 − 16 − 60 = 706. The full keyboard
    /// (398) starts at 370, 324 into the sheet: the toolbar at 370 − 44 =
    /// 326, the notes from 130 to 326. A hardware keyboard's shortcuts bar
    /// (55) starts at 713, below the sheet: the toolbar stays at 650.
    /// Upright the sheet is at (114, 202) to 822; the keyboard (313) starts
    /// at 711, 111 into it: the toolbar at 667, cancel at (130, 673).
    @Test func theToolbarMeetsTheKeyboardWhereTheSheetReachesIt() throws {
        let sheet = try Sheet(Sheet.State())
        let expected: [(landscape: Bool, keyboard: Double, toolbar: Rect, notesHeight: Double)] = [
            (true, 0, Rect(x: 242, y: 650, width: 540, height: 44), 520),
            (true, 398, Rect(x: 242, y: 326, width: 540, height: 44), 196),
            (true, 55, Rect(x: 242, y: 650, width: 540, height: 44), 520),
            (false, 313, Rect(x: 114, y: 667, width: 540, height: 44), 409),
            (false, 55, Rect(x: 114, y: 778, width: 540, height: 44), 520),
            (true, 398, Rect(x: 242, y: 326, width: 540, height: 44), 196),
        ]
        for (landscape, keyboard, toolbar, notesHeight) in expected {
            let step = "landscape \(landscape), keyboard \(keyboard)"
            sheet.apply(Sheet.State(landscape: landscape, keyboard: keyboard))
            try sheet.expectLaysOutAsFresh(step)
            #expect(sheet.toolbar.frameInRoot == toolbar, "\(step)")
            #expect(sheet.notes.frameInRoot.height == notesHeight, "\(step)")
            #expect(sheet.cancel.frameInRoot == Rect(x: toolbar.minX + 16, y: toolbar.minY + 6, width: 70, height: 32), "\(step)")
            #expect(sheet.save.frameInRoot == Rect(x: toolbar.maxX - 76, y: toolbar.minY + 6, width: 60, height: 32), "\(step)")
        }
    }

    // MARK: - 4. Texture compositions

    /// A Texture stack `width` wide whose height follows its content.
    static func flexStack(_ name: String, _ items: [LayoutItem], axis: LayoutAxis, alignment: StackAlignment,
                          spacing: Double, padding: Double, width: Double) -> StackItem {
        let stack = StackItem(name: name, arrangedItems: items)
        stack.axis = axis
        stack.distribution = .flex(.start)
        stack.alignment = alignment
        stack.spacing = .points(spacing)
        stack.padding = FlexPadding(all: padding)
        stack.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0), maximum: Size(width: width, height: .infinity))
        return stack
    }

    /// An `ASAbsoluteLayoutSpec` with `.sizeToFit`: a flex stack of
    /// absolute children that sizes to hold them.
    static func canvas(_ name: String, _ children: [(LayoutItem, x: Double, y: Double, width: Double, height: Double)]) -> StackItem {
        let canvas = StackItem(name: name, arrangedItems: children.map(\.0))
        canvas.distribution = .flex(.start)
        canvas.sizesToFitAbsoluteItems = true
        for (item, x, y, width, height) in children {
            canvas.setFlexOptions(FlexItemOptions(size: FlexSize(width: .points(width), height: .points(height)), position: .absolute,
                                                  offset: FlexOffsets(left: .points(x), top: .points(y))), for: item)
        }
        return canvas
    }

    /// A post 200 wide: a vertical stack (padding 12, spacing 8, aligned to
    /// the start) of a sticker canvas and a caption (words 50, 30, 40,
    /// lines of 18). The stickers: a heart 24 at (0, 10), a star 20 at
    /// (30, 0), a sun 40 at (60, 20); a rainbow 30 at (90, 50) once added.
    final class StickerPost: LiveScreen {
        struct State {
            var rainbow = false
            var sunHidden = false
        }

        var state: State
        let post: StackItem
        let canvas: StackItem
        let heart = LayoutItem(name: "heart"), star = LayoutItem(name: "star"), sun = LayoutItem(name: "sun")
        let rainbow = LayoutItem(name: "rainbow")
        let caption = LayoutItem(name: "caption")
        var root: LayoutItem { post }

        init(_ state: State) throws {
            self.state = state
            canvas = UserTrialThirtyTwoTests.canvas("canvas", [(heart, 0, 10, 24, 24), (star, 30, 0, 20, 20), (sun, 60, 20, 40, 40)])
            caption.measuredContent = WrappedText(words: [50, 30, 40], lineHeight: 18)
            post = UserTrialThirtyTwoTests.flexStack("post", [canvas, caption], axis: .vertical, alignment: .leading,
                                                     spacing: 8, padding: 12, width: 200)
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            if state.rainbow && !canvas.arrangedItems.contains(where: { $0 === rainbow }) {
                canvas.addArrangedItem(rainbow)
                canvas.setFlexOptions(FlexItemOptions(size: FlexSize(width: 30, height: 30), position: .absolute,
                                                      offset: FlexOffsets(left: 90, top: 50)), for: rainbow)
            } else if !state.rainbow && canvas.arrangedItems.contains(where: { $0 === rainbow }) {
                canvas.removeArrangedItem(rainbow)
                rainbow.removeFromParent()
            }
            sun.isHidden = state.sunHidden
        }
    }

    /// The canvas holds the sun's corner, (60 + 40, 20 + 40) = 100 × 60, at
    /// (12, 12); the caption (50 + 4 + 30 + 4 + 40 = 128 on one line) at
    /// 12 + 60 + 8 = 80; the post 80 + 18 + 12 = 110 high. With the rainbow
    /// (to 120, 80) the caption moves to 100 and the post is 130. The sun
    /// hidden changes nothing then (the rainbow reaches further); the
    /// rainbow gone too leaves the star's right (50) and the heart's
    /// bottom (34): the caption at 54, the post 84.
    @Test func aStickerCanvasOverItsCaption() throws {
        let post = try StickerPost(StickerPost.State())
        #expect(post.post.layoutIfNeeded().isEmpty)
        #expect(post.canvas.frameInRoot == Rect(x: 12, y: 12, width: 100, height: 60))
        #expect(post.heart.frameInRoot == Rect(x: 12, y: 22, width: 24, height: 24))
        #expect(post.star.frameInRoot == Rect(x: 42, y: 12, width: 20, height: 20))
        #expect(post.sun.frameInRoot == Rect(x: 72, y: 32, width: 40, height: 40))
        #expect(post.caption.frameInRoot == Rect(x: 12, y: 80, width: 128, height: 18))
        #expect(post.post.frame == Rect(x: 0, y: 0, width: 200, height: 110))
        let expected: [(state: StickerPost.State, canvas: Rect, post: Double)] = [
            (.init(rainbow: true), Rect(x: 12, y: 12, width: 120, height: 80), 130),
            (.init(rainbow: true, sunHidden: true), Rect(x: 12, y: 12, width: 120, height: 80), 130),
            (.init(rainbow: false, sunHidden: true), Rect(x: 12, y: 12, width: 50, height: 34), 84),
            (.init(), Rect(x: 12, y: 12, width: 100, height: 60), 110),
        ]
        for (state, canvas, height) in expected {
            let step = "rainbow \(state.rainbow), sun hidden \(state.sunHidden)"
            post.apply(state)
            try post.expectLaysOutAsFresh(step)
            #expect(post.canvas.frameInRoot == canvas, "\(step)")
            #expect(post.caption.frameInRoot == Rect(x: 12, y: canvas.maxY + 8, width: 128, height: 18), "\(step)")
            #expect(post.post.frame.height == height, "\(step)")
        }
        #expect(post.rainbow.parent == nil)
    }

    /// A cell 320 wide: a row (padding 16, spacing 12, centred across) of
    /// an avatar spec and a name (words 80 and 60). The spec holds a 60 ×
    /// 60 avatar at (0, 0) and a 20 × 20 badge at (48, −6), over the
    /// avatar's top right corner.
    final class AvatarCell: LiveScreen {
        struct State { var badgeHidden = false }

        var state: State
        let cell: StackItem
        let spec: StackItem
        let avatar = LayoutItem(name: "avatar"), badge = LayoutItem(name: "badge"), name = LayoutItem(name: "name")
        var root: LayoutItem { cell }

        init(_ state: State) throws {
            self.state = state
            spec = UserTrialThirtyTwoTests.canvas("avatarSpec", [(avatar, 0, 0, 60, 60), (badge, 48, -6, 20, 20)])
            name.measuredContent = WrappedText(words: [80, 60])
            cell = UserTrialThirtyTwoTests.flexStack("cell", [spec, name], axis: .horizontal, alignment: .center,
                                                     spacing: 12, padding: 16, width: 320)
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            badge.isHidden = state.badgeHidden
        }
    }

    /// The spec is as wide as the badge reaches, 48 + 20 = 68, and as tall
    /// as the avatar (the badge reaches −6 + 20 = 14, less than 60): as
    /// Texture's `.sizeToFit`, the union from the spec's corner, so the
    /// badge's 6 points above the top stick out. The cell is 60 + 32 = 92
    /// high; the spec at (16, 16), the badge at (64, 10); the name (144 ×
    /// 20, one line) at 16 + 68 + 12 = 96, centred at 16 + 20 = 36. With the
    /// badge hidden (no news) the spec is the avatar's 60 and the name at
    /// 88; the hidden badge is 0 × 0 in the spec's corner.
    @Test func anAvatarWithABadgeOverItsEdge() throws {
        let cell = try AvatarCell(AvatarCell.State())
        #expect(cell.cell.layoutIfNeeded().isEmpty)
        #expect(cell.cell.frame == Rect(x: 0, y: 0, width: 320, height: 92))
        #expect(cell.spec.frameInRoot == Rect(x: 16, y: 16, width: 68, height: 60))
        #expect(cell.avatar.frameInRoot == Rect(x: 16, y: 16, width: 60, height: 60))
        #expect(cell.badge.frameInRoot == Rect(x: 64, y: 10, width: 20, height: 20))
        #expect(cell.name.frameInRoot == Rect(x: 96, y: 36, width: 144, height: 20))
        cell.apply(AvatarCell.State(badgeHidden: true))
        try cell.expectLaysOutAsFresh("badge hidden")
        #expect(cell.spec.frameInRoot == Rect(x: 16, y: 16, width: 60, height: 60))
        #expect(cell.badge.frameInRoot == Rect(x: 16, y: 16, width: 0, height: 0))
        #expect(cell.name.frameInRoot == Rect(x: 88, y: 36, width: 144, height: 20))
        cell.apply(AvatarCell.State(badgeHidden: false))
        try cell.expectLaysOutAsFresh("badge shown")
        #expect(cell.badge.frameInRoot == Rect(x: 64, y: 10, width: 20, height: 20))
    }

    /// An album 320 wide: a column (padding 10, spacing 10, centred) of a
    /// collage and a footer (words 60 and 40, lines of 16: 104 × 16). The
    /// collage holds photos 120 × 90 at (0, 0), 80 × 80 at (100, 60) and
    /// 100 × 70 at (40, 130); a fourth, 60 × 60 at (170, 20), once added.
    final class Album: LiveScreen {
        struct State {
            var thirdHidden = false
            var fourth = false
        }

        var state: State
        let album: StackItem
        let collage: StackItem
        let photos = (1...4).map { LayoutItem(name: "photo\($0)") }
        let footer = LayoutItem(name: "footer")
        var root: LayoutItem { album }

        init(_ state: State) throws {
            self.state = state
            collage = UserTrialThirtyTwoTests.canvas("collage", [(photos[0], 0, 0, 120, 90), (photos[1], 100, 60, 80, 80),
                                                                 (photos[2], 40, 130, 100, 70)])
            footer.measuredContent = WrappedText(words: [60, 40], lineHeight: 16)
            album = UserTrialThirtyTwoTests.flexStack("album", [collage, footer], axis: .vertical, alignment: .center,
                                                      spacing: 10, padding: 10, width: 320)
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            photos[2].isHidden = state.thirdHidden
            if state.fourth && photos[3].parent == nil {
                collage.addArrangedItem(photos[3])
                collage.setFlexOptions(FlexItemOptions(size: FlexSize(width: 60, height: 60), position: .absolute,
                                                       offset: FlexOffsets(left: 170, top: 20)), for: photos[3])
            }
        }
    }

    /// The collage holds (100 + 80, 130 + 70) = 180 × 200, centred at 10 +
    /// (300 − 180) / 2 = 70; the footer at (10 + (300 − 104) / 2, 10 + 200
    /// + 10) = (108, 220); the album 220 + 16 + 10 = 246 high. The third
    /// photo hidden: 180 × 140 (the second's bottom), the footer at 160, the
    /// album 186. The fourth added: 230 wide (170 + 60), centred at 45.
    @Test func aCollageGrowsAndShrinksWithItsPhotos() throws {
        let album = try Album(Album.State())
        #expect(album.album.layoutIfNeeded().isEmpty)
        #expect(album.collage.frameInRoot == Rect(x: 70, y: 10, width: 180, height: 200))
        #expect(album.photos[1].frameInRoot == Rect(x: 170, y: 70, width: 80, height: 80))
        #expect(album.photos[2].frameInRoot == Rect(x: 110, y: 140, width: 100, height: 70))
        #expect(album.footer.frameInRoot == Rect(x: 108, y: 220, width: 104, height: 16))
        #expect(album.album.frame.height == 246)
        album.apply(Album.State(thirdHidden: true))
        try album.expectLaysOutAsFresh("third hidden")
        #expect(album.collage.frameInRoot == Rect(x: 70, y: 10, width: 180, height: 140))
        #expect(album.footer.frameInRoot == Rect(x: 108, y: 160, width: 104, height: 16))
        #expect(album.album.frame.height == 186)
        album.apply(Album.State(thirdHidden: true, fourth: true))
        try album.expectLaysOutAsFresh("fourth added")
        #expect(album.collage.frameInRoot == Rect(x: 45, y: 10, width: 230, height: 140))
        #expect(album.photos[0].frameInRoot == Rect(x: 45, y: 10, width: 120, height: 90))
        #expect(album.photos[3].frameInRoot == Rect(x: 215, y: 30, width: 60, height: 60))
        #expect(album.album.frame.height == 186)
        album.apply(Album.State(thirdHidden: false, fourth: true))
        try album.expectLaysOutAsFresh("third shown")
        #expect(album.collage.frameInRoot == Rect(x: 45, y: 10, width: 230, height: 200))
        #expect(album.footer.frameInRoot.minY == 220)
    }
}
