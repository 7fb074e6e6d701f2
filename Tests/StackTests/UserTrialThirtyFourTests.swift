import Testing
import Stack

/// Trial thirty-four: an onboarding page whose illustration keeps its
/// aspect ratio in whatever room the text leaves it, above a page control
/// whose current dot is wider; a weather dashboard of cards in a wrapping
/// flex row, resized from an iPhone to an iPad; and a chat list whose
/// timestamps and unread badges never truncate while names and previews
/// give way. Every frame was worked out by hand first; the comments carry
/// the arithmetic. Each state of a live screen is also compared with one
/// built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyFourTests {
    /// An iPhone upright (a 47-point notch, a 34-point home indicator) and
    /// on its side (the notch on the left, 47 each side, 21 at the bottom).
    enum Window {
        case portrait, landscape

        var size: Size {
            switch self {
            case .portrait: Size(width: 390, height: 844)
            case .landscape: Size(width: 844, height: 390)
            }
        }

        var safeArea: EdgeInsets {
            switch self {
            case .portrait: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            case .landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            }
        }
    }

    /// Gives `root` the window's size and safe area, through the two
    /// constraints that hold its size.
    static func show(_ root: LayoutItem, in window: Window, width: LayoutConstraint, height: LayoutConstraint) {
        width.constant = window.size.width
        height.constant = window.size.height
        root.rootSafeAreaInsets = window.safeArea
    }

    // MARK: - 1. An onboarding page

    /// Skip in the safe area's top trailing corner; a full-width Continue
    /// button 16 above the safe area's bottom; the page control centred 24
    /// above it (a `UIStackView` of dots 8 apart, the current one 20 wide);
    /// the title and the body in a vertical stack 12 apart, 32 in from the
    /// safe area's sides and 32 above the dots. The illustration is 3:4
    /// (height = ¾ width) and centred in a `stage` guide between Skip (16
    /// below it) and the text (24 above it): as wide as the stage at 700,
    /// below the buttons' and the text's compression resistance (750; at
    /// 750 the width would trade against them and squeeze them to nothing
    /// on a short screen), never taller than the stage, so a short screen
    /// shrinks it whole.
    final class Onboarding: LiveScreen {
        struct State {
            var window = Window.portrait
            var page = 0
        }

        /// Each page's title and body, as word widths.
        static let titles: [[Double]] = [[90, 70, 110], [120, 100, 130], [80, 60], [100]]
        static let body: [Double] = [60, 40, 80, 50, 70, 30, 90, 60, 40]

        var state: State
        let root = LayoutItem(name: "onboarding")
        let title = LayoutItem(name: "title")
        let dots = (0..<4).map { LayoutItem(name: "dot\($0)") }
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let skip = fixedSizeItem("skip", 44, 32)
            let next = LayoutItem(name: "next", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: Self.body, lineHeight: 22)
            let text = StackItem(name: "text", arrangedItems: [title, body])
            text.axis = .vertical
            text.spacing = 12
            let pageControl = StackItem(name: "pageControl", arrangedItems: dots)
            pageControl.spacing = 8
            let illustration = LayoutItem(name: "illustration")
            let stage = LayoutGuide(name: "stage")
            root.addLayoutGuide(stage)
            for child in [skip, illustration, text, pageControl, next] { root.addChild(child) }
            let safe = root.safeAreaLayoutGuide
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            try LayoutConstraint.activate([
                width, height,
                skip.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                skip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                next.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 24),
                next.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24),
                next.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
                pageControl.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                pageControl.bottomAnchor.constraint(equalTo: next.topAnchor, constant: -24),
                text.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 32),
                text.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32),
                text.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -32),
                stage.topAnchor.constraint(equalTo: skip.bottomAnchor, constant: 16),
                stage.bottomAnchor.constraint(equalTo: text.topAnchor, constant: -24),
                stage.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                stage.trailingAnchor.constraint(equalTo: text.trailingAnchor),
                illustration.heightAnchor.constraint(equalTo: illustration.widthAnchor, multiplier: 0.75),
                illustration.centerXAnchor.constraint(equalTo: stage.centerXAnchor),
                illustration.centerYAnchor.constraint(equalTo: stage.centerYAnchor),
                illustration.widthAnchor.constraint(lessThanOrEqualTo: stage.widthAnchor),
                illustration.heightAnchor.constraint(lessThanOrEqualTo: stage.heightAnchor),
                illustration.widthAnchor.constraint(equalTo: stage.widthAnchor).at(700),
            ])
            apply()
        }

        func apply(_ state: State) {
            self.state = state
            apply()
        }

        /// The window, the page's title and the current dot, wider.
        private func apply() {
            UserTrialThirtyFourTests.show(root, in: state.window, width: width, height: height)
            title.measuredContent = WrappedText(words: Self.titles[state.page], lineHeight: 34)
            for (index, dot) in dots.enumerated() {
                dot.intrinsicContentSize = IntrinsicSize(width: index == state.page ? 20 : 8, height: 8)
            }
        }
    }

    /// Upright, the safe area 0…390 × 47…810. Skip at 390 − 16 − 44 = 330,
    /// 47 + 8 = 55 (its bottom 87). Continue 24 in, 342 wide, its bottom at
    /// 810 − 16 = 794, so at 744. The dots 20 + 3 × 8 + 3 × 8 = 68 wide,
    /// centred (195 − 34 = 161), 24 above Continue: 712. The text 326 wide
    /// at 32: the title 90 + 4 + 70 + 4 + 110 = 278 on one line of 34; the
    /// body 60 40 80 50 70 = 316 on its first line (+ 30 would be 350), 30
    /// 90 60 40 on its second: 44. So the text is 34 + 12 + 44 = 90 high,
    /// its bottom 712 − 32 = 680, top 590. The stage from 87 + 16 = 103 to
    /// 590 − 24 = 566, 463 high and 326 wide: the illustration takes the
    /// width, 326 × 244.5, centred on 103 + 231.5: top 334.5 − 122.25 =
    /// 212.25.
    @Test func theFirstPageUpright() throws {
        let screen = try Onboarding(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("skip", Rect(x: 330, y: 55, width: 44, height: 32)),
            ("next", Rect(x: 24, y: 744, width: 342, height: 50)),
            ("pageControl", Rect(x: 161, y: 712, width: 68, height: 8)),
            ("dot0", Rect(x: 161, y: 712, width: 20, height: 8)),
            ("dot1", Rect(x: 189, y: 712, width: 8, height: 8)),
            ("dot3", Rect(x: 221, y: 712, width: 8, height: 8)),
            ("text", Rect(x: 32, y: 590, width: 326, height: 90)),
            ("title", Rect(x: 32, y: 590, width: 326, height: 34)),
            ("body", Rect(x: 32, y: 636, width: 326, height: 44)),
            ("illustration", Rect(x: 32, y: 212.25, width: 326, height: 244.5)),
        ])
    }

    /// Swiped to the second page: the title 120 + 4 + 100 = 224, + 4 + 130
    /// = 358 > 326, two lines, 68; the text 68 + 12 + 44 = 124 high from
    /// 680 − 124 = 556; the stage 103…532, 429 high, still taller than the
    /// 244.5 the width gives, centred on 317.5: top 195.25. The second dot
    /// is the wide one: 161, 169 and 197, 205 + 8 + 8 = 221.
    ///
    /// On its side, the safe area 47…797 × 0…369: Skip at 797 − 60 = 737,
    /// 8; Continue at 71, 702 wide, its bottom 353, top 303; the dots at
    /// 422 − 34 = 388, 303 − 32 = 271. The text 750 − 64 = 686 wide at 79:
    /// the title on one line, 34 (358 fits), the body's 520 + 8 × 4 = 552 on
    /// one line, 22; 34 + 12 + 22 = 68 high from 271 − 32 − 68 = 171. The
    /// stage from 40 + 16 = 56 to 171 − 24 = 147, 91 high: the illustration
    /// is only 91 high, 91 ÷ 0.75 = 121.333 wide, centred at 422 − 60.667 =
    /// 361.333, top 56.
    @Test func swipingAndTurningKeepTheIllustrationsShape() throws {
        let screen = try Onboarding(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(page: 1))
        try screen.expectLaysOutAsFresh("second page")
        expectFrames(in: screen.root, [
            ("title", Rect(x: 32, y: 556, width: 326, height: 68)),
            ("body", Rect(x: 32, y: 636, width: 326, height: 44)),
            ("illustration", Rect(x: 32, y: 195.25, width: 326, height: 244.5)),
            ("dot0", Rect(x: 161, y: 712, width: 8, height: 8)),
            ("dot1", Rect(x: 177, y: 712, width: 20, height: 8)),
            ("dot2", Rect(x: 205, y: 712, width: 8, height: 8)),
        ])
        screen.apply(.init(window: .landscape, page: 1))
        try screen.expectLaysOutAsFresh("second page on its side")
        expectFrames(in: screen.root, [
            ("skip", Rect(x: 737, y: 8, width: 44, height: 32)),
            ("next", Rect(x: 71, y: 303, width: 702, height: 50)),
            ("pageControl", Rect(x: 388, y: 271, width: 68, height: 8)),
            ("text", Rect(x: 79, y: 171, width: 686, height: 68)),
            ("title", Rect(x: 79, y: 171, width: 686, height: 34)),
            ("body", Rect(x: 79, y: 217, width: 686, height: 22)),
            ("illustration", Rect(x: 422 - 182.0 / 3, y: 56, width: 364.0 / 3, height: 91)),
        ])
        screen.apply(.init(window: .portrait, page: 0))
        try screen.expectLaysOutAsFresh("back upright on the first page")
        expectFrames(in: screen.root, [("illustration", Rect(x: 32, y: 212.25, width: 326, height: 244.5))])
    }
}

extension UserTrialThirtyFourTests {
    // MARK: - 2. A weather dashboard

    /// A flex column padded by the safe area and 16: a centred header (the
    /// city, the temperature, the summary), a row of six hours spread
    /// `spaceBetween` 64 high, and a wrapping row of cards 12 apart on both
    /// axes: the ten-day forecast a whole line (width 100 %, 120 high), and
    /// four square cards that start at 150 and grow to fill their line, as
    /// many to a line as fit.
    final class Weather: LiveScreen {
        /// An iPhone, or the same app full screen on an iPad (a 24-point
        /// status bar, a 20-point home indicator).
        enum Device { case phone, pad }

        struct State {
            var device = Device.phone
            var forecastShown = true
        }

        var state: State
        let screen: StackItem
        let forecast = LayoutItem(name: "forecast")
        var root: LayoutItem { screen }

        init(_ state: State) throws {
            self.state = state
            let city = LayoutItem(name: "city")
            city.measuredContent = WrappedText(words: [80, 60], lineHeight: 28)
            let summary = LayoutItem(name: "summary")
            summary.measuredContent = WrappedText(words: [60, 50, 70], lineHeight: 20)
            let header = flexStack("header", .vertical, [city, fixedSizeItem("temperature", 96, 72), summary],
                                   alignment: .center)
            let hours = flexStack("hours", .horizontal, (0..<6).map { fixedSizeItem("hour\($0)", 40, 64) }, .spaceBetween)
            let squares = ["uv", "wind", "humidity", "sunset"].map { LayoutItem(name: $0) }
            let cards = flexStack("cards", .horizontal, [forecast] + squares, alignment: .start, spacing: 12)
            cards.flexWrap = .wrap
            cards.lineSpacing = 12
            cards.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1), height: 120)), for: forecast)
            for square in squares {
                square.aspectRatio = 1
                cards.setFlexOptions(FlexItemOptions(grow: 1, basis: 150), for: square)
            }
            screen = flexStack("weather", .vertical, [header, hours, cards], spacing: 16)
            screen.setFlexOptions(FlexItemOptions(size: FlexSize(height: 64)), for: hours)
            apply()
        }

        func apply(_ state: State) {
            self.state = state
            apply()
        }

        private func apply() {
            let (width, height, top, bottom) = state.device == .phone ? (390.0, 844.0, 47.0, 34.0) : (820, 1180, 24, 20)
            UserTrialThirtyOneTests.sized(screen, width: width, height: height)
            screen.padding = FlexPadding(top: top + 16, left: 16, bottom: bottom + 16, right: 16)
            forecast.isHidden = !state.forecastShown
        }
    }

    /// On the phone the content is 358 wide from (16, 63). The header: the
    /// city 80 + 4 + 60 = 144 on one line of 28, centred at 16 + 107 =
    /// 123; the temperature 96 × 72 at 147, 91; the summary 188 × 20 at
    /// 101, 163; 120 high. The hours at 63 + 120 + 16 = 199: 358 − 240 =
    /// 118 spread over five gaps of 23.6, each hour 63.6 after the last.
    /// The cards at 199 + 64 + 16 = 279: the forecast 358 × 120; 150 + 12
    /// + 150 = 312 fit a line, a third would need 474, so two squares a
    /// line, each 150 + (358 − 312) ÷ 2 = 173, as high: at 279 + 132 = 411
    /// and 411 + 185 = 596, at 16 and 16 + 185 = 201. The cards row 120 +
    /// 12 + 173 + 12 + 173 = 490 high.
    @Test func theDashboardOnAPhone() throws {
        let screen = try Weather(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("header", Rect(x: 16, y: 63, width: 358, height: 120)),
            ("city", Rect(x: 123, y: 63, width: 144, height: 28)),
            ("temperature", Rect(x: 147, y: 91, width: 96, height: 72)),
            ("summary", Rect(x: 101, y: 163, width: 188, height: 20)),
            ("hours", Rect(x: 16, y: 199, width: 358, height: 64)),
            ("hour1", Rect(x: 79.6, y: 199, width: 40, height: 64)),
            ("hour5", Rect(x: 334, y: 199, width: 40, height: 64)),
            ("cards", Rect(x: 16, y: 279, width: 358, height: 490)),
            ("forecast", Rect(x: 16, y: 279, width: 358, height: 120)),
            ("uv", Rect(x: 16, y: 411, width: 173, height: 173)),
            ("wind", Rect(x: 201, y: 411, width: 173, height: 173)),
            ("humidity", Rect(x: 16, y: 596, width: 173, height: 173)),
            ("sunset", Rect(x: 201, y: 596, width: 173, height: 173)),
        ])
    }

    /// On the iPad the content is 788 wide from (16, 40): the city at 16 +
    /// 322 = 338, the hours 548 ÷ 5 = 109.6 apart at 176; the cards at 256,
    /// the squares on one line (4 × 150 + 36 = 636 fit), each 150 + 152 ÷
    /// 4 = 188, at 16, 216, 416 and 616, 256 + 132 = 388. The forecast
    /// hidden on the phone: the squares start at 279, the second line at
    /// 279 + 185 = 464, the cards 358 high.
    @Test func anIPadAndAHiddenForecastRewrapTheCards() throws {
        let screen = try Weather(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(device: .pad))
        try screen.expectLaysOutAsFresh("on an iPad")
        expectFrames(in: screen.root, [
            ("city", Rect(x: 338, y: 40, width: 144, height: 28)),
            ("hour1", Rect(x: 165.6, y: 176, width: 40, height: 64)),
            ("cards", Rect(x: 16, y: 256, width: 788, height: 320)),
            ("uv", Rect(x: 16, y: 388, width: 188, height: 188)),
            ("wind", Rect(x: 216, y: 388, width: 188, height: 188)),
            ("sunset", Rect(x: 616, y: 388, width: 188, height: 188)),
        ])
        screen.apply(.init(device: .phone, forecastShown: false))
        try screen.expectLaysOutAsFresh("the forecast hidden")
        expectFrames(in: screen.root, [
            ("cards", Rect(x: 16, y: 279, width: 358, height: 358)),
            ("uv", Rect(x: 16, y: 279, width: 173, height: 173)),
            ("humidity", Rect(x: 16, y: 464, width: 173, height: 173)),
            ("sunset", Rect(x: 201, y: 464, width: 173, height: 173)),
        ])
    }
}

extension UserTrialThirtyFourTests {
    // MARK: - 3. A chat list

    /// A vertical `UIStackView` of rows under the safe area's top. A row: a
    /// 52-point avatar 16 in and centred; 12 after it, to 16 from the
    /// trailing edge, a column (spacing 2) of a top line (the name and the
    /// time, 8 apart, centred) and a bottom line (the preview of at most
    /// two lines and the unread badge, 8 apart, at the top). Both the
    /// avatar and the column keep 10 from the row's top and are centred, so
    /// a row is at least 72 high and otherwise its column's height + 20
    /// (its height held at 0 only at 50, as `systemLayoutSizeFitting`
    /// compresses a cell). The time and the badge hug at 251 and resist at
    /// 750; the name and the preview resist at 749: they truncate first.
    final class ChatList: LiveScreen {
        struct Chat: Equatable {
            var name: String, title: [Double], time: [Double], preview: [Double], unread: Int
        }

        struct State {
            var width = 390.0
            var chats = ChatList.chats
            /// The text size's growth over the standard size (Dynamic
            /// Type): every word, space and line height scaled by it.
            var textScale = 1.0
        }

        static let chats = [
            Chat(name: "ana", title: [40, 60], time: [44], preview: [50, 40, 70, 30, 58, 80, 40], unread: 3),
            Chat(name: "ben", title: [50, 70, 90], time: [72], preview: [60, 40], unread: 0),
            Chat(name: "cleo", title: [44], time: [48], preview: [70, 60, 50, 80, 90, 40, 60, 70, 50], unread: 12),
        ]

        var state: State
        let root = LayoutItem(name: "chats")
        let list: StackItem
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            list = StackItem(name: "list", arrangedItems: [])
            list.axis = .vertical
            root.addChild(list)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width, root.heightAnchor.constraint(equalToConstant: 844),
                list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            for chat in state.chats { try addRow(chat) }
            show(state.chats)
        }

        /// A row's parts by the chat's name.
        var rows: [String: (name: LayoutItem, time: LayoutItem, preview: LayoutItem, badge: LayoutItem)] = [:]

        private func addRow(_ chat: Chat) throws {
            func part(_ suffix: String) -> LayoutItem { LayoutItem(name: "\(chat.name)-\(suffix)") }
            let row = LayoutItem(name: chat.name)
            // A fixed size: an image's intrinsic width hugs only at 250 and
            // would stretch to take room the name and the preview both want.
            let avatar = LayoutItem(name: "\(chat.name)-avatar")
            let name = part("name"), time = part("time"), preview = part("preview"), badge = part("badge")
            name.setContentCompressionResistancePriority(749, for: .horizontal)
            preview.setContentCompressionResistancePriority(749, for: .horizontal)
            time.setContentHuggingPriority(251, for: .horizontal)
            badge.setContentHuggingPriority(251, for: .horizontal)
            let top = StackItem(name: "\(chat.name)-top", arrangedItems: [name, time])
            top.spacing = 8
            top.alignment = .center
            let bottom = StackItem(name: "\(chat.name)-bottom", arrangedItems: [preview, badge])
            bottom.spacing = 8
            bottom.alignment = .top
            let texts = StackItem(name: "\(chat.name)-texts", arrangedItems: [top, bottom])
            texts.axis = .vertical
            texts.spacing = 2
            row.addChild(avatar)
            row.addChild(texts)
            list.addArrangedItem(row)
            try LayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 52),
                avatar.heightAnchor.constraint(equalToConstant: 52),
                avatar.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                avatar.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                avatar.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 10),
                texts.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                texts.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                texts.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                texts.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 10),
                row.heightAnchor.constraint(equalToConstant: 0).at(50),
            ])
            rows[chat.name] = (name, time, preview, badge)
        }

        /// Each chat's texts and badge: the badge 20 wide for one digit, 28
        /// for two, hidden when nothing is unread.
        private func show(_ chats: [Chat]) {
            width.constant = state.width
            let scale = state.textScale
            func text(_ words: [Double], _ lineHeight: Double, maxLines: Int) -> WrappedText {
                WrappedText(words: words.map { $0 * scale }, spaceWidth: 4 * scale, lineHeight: lineHeight * scale,
                            maxLines: maxLines)
            }
            for chat in chats {
                guard let row = rows[chat.name] else { continue }
                row.name.measuredContent = text(chat.title, 22, maxLines: 1)
                row.time.measuredContent = text(chat.time, 18, maxLines: 1)
                row.preview.measuredContent = text(chat.preview, 20, maxLines: 2)
                row.badge.intrinsicContentSize = IntrinsicSize(width: chat.unread < 10 ? 20 : 28, height: 20)
                row.badge.isHidden = chat.unread == 0
            }
        }

        /// The same chats with new texts and counts, at a new width; every
        /// text again at a new text size.
        func apply(_ state: State) {
            let changed = state.textScale != self.state.textScale ? state.chats
                : state.chats.filter { !self.state.chats.contains($0) }
            self.state = state
            show(changed)
        }
    }

    /// At 390 the column is 390 − 96 = 294 wide at 80. Ana: the name 104
    /// and the time 44 leave room, so the name takes it (242, hugging 250
    /// against the time's 251) and the time sits at 80 + 250 = 330, centred
    /// on the 22-point line (+2). The preview gets 294 − 8 − 20 = 266: 50
    /// 40 70 30 58 = 264 on the first line, 80 40 on the second: 40 high;
    /// the badge at 354. The column 22 + 2 + 40 = 64, the row 84 at 47, the
    /// avatar at 42 − 26 = 16 in it. Ben: 218 + 8 + 72 = 298 > 294, so the
    /// name (749) gives 4 and is cut to 214; the time keeps 72 at 302; no
    /// badge, the preview fills 294 on one line; the column 44 high, the row
    /// 72 at 131, the column 14 and the avatar 10 down. Cleo: the name 238,
    /// the time at 326; the preview at 258 needs three lines, two shown;
    /// the badge 28 wide at 346; the row 84 at 203.
    @Test func theListUpright() throws {
        let screen = try ChatList(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("list", Rect(x: 0, y: 47, width: 390, height: 240)),
            ("ana", Rect(x: 0, y: 47, width: 390, height: 84)),
            ("ana-avatar", Rect(x: 16, y: 63, width: 52, height: 52)),
            ("ana-name", Rect(x: 80, y: 57, width: 242, height: 22)),
            ("ana-time", Rect(x: 330, y: 59, width: 44, height: 18)),
            ("ana-preview", Rect(x: 80, y: 81, width: 266, height: 40)),
            ("ana-badge", Rect(x: 354, y: 81, width: 20, height: 20)),
            ("ben", Rect(x: 0, y: 131, width: 390, height: 72)),
            ("ben-avatar", Rect(x: 16, y: 141, width: 52, height: 52)),
            ("ben-name", Rect(x: 80, y: 145, width: 214, height: 22)),
            ("ben-time", Rect(x: 302, y: 147, width: 72, height: 18)),
            ("ben-preview", Rect(x: 80, y: 169, width: 294, height: 20)),
            ("cleo", Rect(x: 0, y: 203, width: 390, height: 84)),
            ("cleo-name", Rect(x: 80, y: 213, width: 238, height: 22)),
            ("cleo-time", Rect(x: 326, y: 215, width: 48, height: 18)),
            ("cleo-preview", Rect(x: 80, y: 237, width: 258, height: 40)),
            ("cleo-badge", Rect(x: 346, y: 237, width: 28, height: 20)),
        ])
    }

    /// A new message from Ben (one unread, the time 09:52, 44 wide, the
    /// preview 188 on one line) and Cleo's read: Ben's name now fits (242,
    /// the time at 330), his badge at 354 and the preview 266; the row stays
    /// 72. Cleo's preview takes the badge's room, 294: 70 60 50 80 = 272,
    /// then 90 40 60 70 = 272, 50 left over: still two lines, cut.
    ///
    /// On a 320-point phone the column is 224: Ana's name 172, the time at
    /// 260; the preview 196 wide (three lines' worth, two shown), the badge
    /// at 284. Ben's name 224 − 8 − 44 − 0 = 172 again, his preview 224 − 28
    /// = 196 on one line. Cleo's name 224 − 56 = 168, the time at 256.
    @Test func newMessagesAndANarrowPhoneNeverCutTheTimes() throws {
        let screen = try ChatList(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        var chats = ChatList.chats
        chats[1].time = [44]
        chats[1].preview = [50, 70, 60]
        chats[1].unread = 1
        chats[2].unread = 0
        screen.apply(.init(chats: chats))
        try screen.expectLaysOutAsFresh("Ben writes, Cleo is read")
        expectFrames(in: screen.root, [
            ("ben", Rect(x: 0, y: 131, width: 390, height: 72)),
            ("ben-name", Rect(x: 80, y: 145, width: 242, height: 22)),
            ("ben-time", Rect(x: 330, y: 147, width: 44, height: 18)),
            ("ben-preview", Rect(x: 80, y: 169, width: 266, height: 20)),
            ("ben-badge", Rect(x: 354, y: 169, width: 20, height: 20)),
            ("cleo-preview", Rect(x: 80, y: 237, width: 294, height: 40)),
        ])
        screen.apply(.init(width: 320, chats: chats))
        try screen.expectLaysOutAsFresh("a narrower phone")
        expectFrames(in: screen.root, [
            ("ana-name", Rect(x: 80, y: 57, width: 172, height: 22)),
            ("ana-time", Rect(x: 260, y: 59, width: 44, height: 18)),
            ("ana-preview", Rect(x: 80, y: 81, width: 196, height: 40)),
            ("ana-badge", Rect(x: 284, y: 81, width: 20, height: 20)),
            ("ben-name", Rect(x: 80, y: 145, width: 172, height: 22)),
            ("ben-preview", Rect(x: 80, y: 169, width: 196, height: 20)),
            ("cleo-name", Rect(x: 80, y: 213, width: 168, height: 22)),
            ("cleo-time", Rect(x: 256, y: 215, width: 48, height: 18)),
        ])
    }
}

extension UserTrialThirtyFourTests {
    /// At a text size 1.5 × the standard (words, spaces of 6, lines of 33,
    /// 27 and 30), the badges as they were. Ana: the name 60 + 6 + 90 = 156
    /// and the time 66 fit, the name takes 294 − 74 = 220 and the time sits
    /// at 308, 3 down the 33-point line; the preview at 266: 75 60 105 =
    /// 252 on the first line (+ 45 is 303), 45 87 120 = 264 on the second,
    /// 60 left over: two lines of 30, cut. The column 33 + 2 + 60 = 95, the
    /// row 115 at 47, the avatar 31.5 down it. Ben: the name 327 and the
    /// time 108 do not fit, so the name is cut to 294 − 116 = 178 and the
    /// time keeps 108 at 266; the preview 90 + 6 + 60 on one line, 30; the
    /// column 65, the row 85 at 162, the column 10 down it. Cleo: the name
    /// 214 and the time at 302; the preview at 258 cut to two lines; the
    /// row 115 at 247. Back at the standard size, the rows of
    /// `theListUpright`.
    @Test func aLargerTextSizeGrowsTheRowsAndStillKeepsTheTimes() throws {
        let screen = try ChatList(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(textScale: 1.5))
        try screen.expectLaysOutAsFresh("text size 1.5")
        expectFrames(in: screen.root, [
            ("list", Rect(x: 0, y: 47, width: 390, height: 315)),
            ("ana", Rect(x: 0, y: 47, width: 390, height: 115)),
            ("ana-avatar", Rect(x: 16, y: 78.5, width: 52, height: 52)),
            ("ana-name", Rect(x: 80, y: 57, width: 220, height: 33)),
            ("ana-time", Rect(x: 308, y: 60, width: 66, height: 27)),
            ("ana-preview", Rect(x: 80, y: 92, width: 266, height: 60)),
            ("ana-badge", Rect(x: 354, y: 92, width: 20, height: 20)),
            ("ben", Rect(x: 0, y: 162, width: 390, height: 85)),
            ("ben-name", Rect(x: 80, y: 172, width: 178, height: 33)),
            ("ben-time", Rect(x: 266, y: 175, width: 108, height: 27)),
            ("ben-preview", Rect(x: 80, y: 207, width: 294, height: 30)),
            ("cleo", Rect(x: 0, y: 247, width: 390, height: 115)),
            ("cleo-name", Rect(x: 80, y: 257, width: 214, height: 33)),
            ("cleo-time", Rect(x: 302, y: 260, width: 72, height: 27)),
            ("cleo-preview", Rect(x: 80, y: 292, width: 258, height: 60)),
            ("cleo-badge", Rect(x: 346, y: 292, width: 28, height: 20)),
        ])
        screen.apply(.init())
        try screen.expectLaysOutAsFresh("the standard text size again")
        expectFrames(in: screen.root, [
            ("list", Rect(x: 0, y: 47, width: 390, height: 240)),
            ("ben-name", Rect(x: 80, y: 145, width: 214, height: 22)),
            ("cleo-preview", Rect(x: 80, y: 237, width: 258, height: 40)),
        ])
    }
}
