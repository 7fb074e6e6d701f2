import Testing
import Stack

/// Trial thirty-three: a calendar day view whose events are placed by
/// multipliers against a 24-hour column, a media player whose square
/// artwork gives way on a short screen, and a settings form under Dynamic
/// Type whose rows turn from rows into columns at accessibility sizes.
/// Every frame was worked out by hand first; the comments carry the
/// arithmetic. Each state of a live screen is also compared with one built
/// afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyThreeTests {
    /// The sizes the screens are shown at: an iPhone upright and on its
    /// side, and an iPad upright.
    enum Window {
        case phone, phoneLandscape, pad

        var width: Double { switch self { case .phone: 390; case .phoneLandscape: 844; case .pad: 820 } }
        var height: Double { switch self { case .phone: 844; case .phoneLandscape: 390; case .pad: 1180 } }
    }

    // MARK: - 1. A calendar day view

    /// An all-day stack of two 24-point banners on top (spacing 4, 8 in
    /// from the sides), then a column for the 24 hours, 8 below it, 48 in
    /// from the leading edge for the hour labels and 16 above the bottom.
    /// Each event is a child of the column: its top is
    /// `column.bottom × start/24` and its height `column.height ×
    /// duration/24`, a multiplier on a position measured from the column,
    /// the closest common ancestor. Events that overlap share the width:
    /// halves and thirds, each `column.width × 1/n` wide with its leading
    /// edge at `column.trailing × k/n`. The "now" line is 2 high, centred
    /// on `column.bottom × now/24`, reaching 6 into the hours' gutter.
    final class DayView: LiveScreen {
        struct State {
            var window = Window.phone
            var now = 14.25
            var events = DayView.events
        }

        /// An event's name, start and end, in hours, and its place among
        /// the events it overlaps: `lane` of `lanes`.
        struct Event: Equatable {
            var name: String, start: Double, end: Double, lane = 0, lanes = 1
        }

        static let events = [
            Event(name: "standup", start: 9, end: 9.5),
            Event(name: "design", start: 10, end: 12, lane: 0, lanes: 2),
            Event(name: "lunch", start: 11, end: 12.5, lane: 1, lanes: 2),
            Event(name: "review", start: 14, end: 15, lane: 0, lanes: 3),
            Event(name: "interview", start: 14, end: 16, lane: 1, lanes: 3),
            Event(name: "sync", start: 14.5, end: 15.5, lane: 2, lanes: 3),
        ]

        var state: State
        let root = LayoutItem(name: "day")
        let holiday = LayoutItem(name: "holiday", intrinsicContentSize: IntrinsicSize(width: nil, height: 24))
        let birthday = LayoutItem(name: "birthday", intrinsicContentSize: IntrinsicSize(width: nil, height: 24))
        let allDay: StackItem
        let column = LayoutItem(name: "column")
        let nowLine = LayoutItem(name: "now")
        let width: LayoutConstraint
        let height: LayoutConstraint
        var nowPosition: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            allDay = StackItem(name: "allDay", arrangedItems: [holiday, birthday])
            allDay.axis = .vertical
            allDay.spacing = 4
            root.addChild(allDay)
            root.addChild(column)
            width = root.widthAnchor.constraint(equalToConstant: state.window.width)
            height = root.heightAnchor.constraint(equalToConstant: state.window.height)
            var constraints = [
                width, height,
                allDay.topAnchor.constraint(equalTo: root.topAnchor),
                allDay.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                allDay.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                column.topAnchor.constraint(equalTo: allDay.bottomAnchor, constant: 8),
                column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 48),
                column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                column.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
            ]
            column.addChild(nowLine)
            nowPosition = Self.nowPosition(of: nowLine, in: column, at: state.now)
            constraints += [
                nowPosition,
                nowLine.heightAnchor.constraint(equalToConstant: 2),
                nowLine.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: -6),
                nowLine.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
            try LayoutConstraint.activate(constraints)
            for event in state.events { try add(event) }
        }

        /// The items of the events shown, by name.
        var eventItems: [String: LayoutItem] = [:]

        /// Puts `event` in the column: its top at `start/24` of the
        /// column's height, its height `duration/24` of it, its lane's
        /// share of the width.
        func add(_ event: Event) throws {
            let item = LayoutItem(name: event.name)
            column.addChild(item)
            eventItems[event.name] = item
            let lanes = Double(event.lanes)
            try LayoutConstraint.activate([
                LayoutConstraint(item, .top, .equal, column, .bottom, multiplier: event.start / 24),
                item.heightAnchor.constraint(equalTo: column.heightAnchor, multiplier: (event.end - event.start) / 24),
                item.widthAnchor.constraint(equalTo: column.widthAnchor, multiplier: 1 / lanes),
                event.lane == 0 ? item.leadingAnchor.constraint(equalTo: column.leadingAnchor)
                    : LayoutConstraint(item, .leading, .equal, column, .trailing, multiplier: Double(event.lane) / lanes),
            ])
        }

        static func nowPosition(of line: LayoutItem, in column: LayoutItem, at hour: Double) -> LayoutConstraint {
            LayoutConstraint(line, .centerY, .equal, column, .bottom, multiplier: hour / 24)
        }

        /// Puts the screen in `state` as an app would: the events that
        /// changed replaced, the window's size from outside, and the now
        /// line's multiplier (which cannot change in place) by a constraint
        /// swapped for a new one.
        func apply(_ state: State) throws {
            // An event that changed (another now overlaps it) or went is
            // taken out with its constraints; a new or changed one comes in.
            for event in self.state.events where !state.events.contains(event) {
                eventItems.removeValue(forKey: event.name)?.removeFromParent()
            }
            for event in state.events where !self.state.events.contains(event) { try add(event) }
            self.state = state
            width.constant = state.window.width
            height.constant = state.window.height
            nowPosition.deactivate()
            nowPosition = Self.nowPosition(of: nowLine, in: column, at: state.now)
            try nowPosition.activate()
        }
    }

    /// Upright, 390 × 844: the banners 24 and 24 with 4 between, so the
    /// all-day stack is (8, 0, 374, 52); the column from 52 + 8 = 60 to
    /// 844 − 16 = 828, 768 high (32 an hour), 390 − 48 = 342 wide. The
    /// standup at 9 × 32 = 288 in the column, 60 + 288 = 348 in the day,
    /// 0.5 × 32 = 16 high, the column's width. Design 10 to 12: 60 + 320 =
    /// 380, 64 high, half of 342 = 171 wide; lunch 11 to 12.5 beside it at
    /// 48 + 171 = 219, 60 + 352 = 412, 48 high. Review, interview and sync
    /// in thirds of 114 at 48, 162 and 276; tops 60 + 448 = 508 (14:00)
    /// and 60 + 464 = 524 (14:30), heights 32, 64 and 32. Now, 14:15: the
    /// line's centre at 60 + 456 = 516, so its top is 515, from 48 − 6 = 42
    /// to 390, 348 wide.
    @Test func anUprightPhoneDay() throws {
        let day = try DayView(DayView.State())
        #expect(day.root.layoutIfNeeded().isEmpty)
        #expect(day.root.engine.ambiguities().isEmpty)
        expectFrames(in: day.root, [
            ("allDay", Rect(x: 8, y: 0, width: 374, height: 52)),
            ("holiday", Rect(x: 8, y: 0, width: 374, height: 24)),
            ("birthday", Rect(x: 8, y: 28, width: 374, height: 24)),
            ("column", Rect(x: 48, y: 60, width: 342, height: 768)),
            ("standup", Rect(x: 48, y: 348, width: 342, height: 16)),
            ("design", Rect(x: 48, y: 380, width: 171, height: 64)),
            ("lunch", Rect(x: 219, y: 412, width: 171, height: 48)),
            ("review", Rect(x: 48, y: 508, width: 114, height: 32)),
            ("interview", Rect(x: 162, y: 508, width: 114, height: 64)),
            ("sync", Rect(x: 276, y: 524, width: 114, height: 32)),
            ("now", Rect(x: 42, y: 515, width: 348, height: 2)),
        ])
    }

    /// Rotated, 844 × 390: the column (48, 60) 796 × 314, 314 / 24 =
    /// 13.083 an hour. Standup 9 × 13.083 = 117.75 in it, 177.75 in the
    /// day, 6.5417 high; design at 60 + 130.833 = 190.833, 26.167 high,
    /// 398 wide; lunch at 48 + 398 = 446, 60 + 143.917 = 203.917, 19.625
    /// high. Thirds of 265.333 at 48, 313.333 and 578.667; review and
    /// interview at 60 + 183.167 = 243.167, sync at 60 + 189.708 =
    /// 249.708, 13.083, 26.167 and 13.083 high. Now at 16:00 (a minute
    /// passed, as far as the test cares): centre 60 + 209.333, top
    /// 268.333. On an iPad, 820 × 1180: the column 772 × 1104, 46 an hour;
    /// standup at 60 + 414 = 474, 23 high; design 60 + 460 = 520, 92 high,
    /// 386 wide; lunch at 434, 566, 69 high; thirds of 257.333 at 48,
    /// 305.333, 562.667, tops 704 and 727; now back at 14:15: centre 60 +
    /// 655.5, top 714.5, 778 wide. Each against a fresh day.
    @Test func rotatingAndAnIPadMoveEveryEventByTheArithmetic() throws {
        let day = try DayView(DayView.State())
        #expect(day.root.layoutIfNeeded().isEmpty)
        try day.apply(DayView.State(window: .phoneLandscape, now: 16))
        try day.expectLaysOutAsFresh("landscape at 16:00")
        expectFrames(in: day.root, [
            ("allDay", Rect(x: 8, y: 0, width: 828, height: 52)),
            ("column", Rect(x: 48, y: 60, width: 796, height: 314)),
            ("standup", Rect(x: 48, y: 177.75, width: 796, height: 314.0 / 48)),
            ("design", Rect(x: 48, y: 60 + 3140.0 / 24, width: 398, height: 628.0 / 24)),
            ("lunch", Rect(x: 446, y: 203.916_666_7, width: 398, height: 19.625)),
            ("review", Rect(x: 48, y: 60 + 4396.0 / 24, width: 796.0 / 3, height: 314.0 / 24)),
            ("interview", Rect(x: 48 + 796.0 / 3, y: 60 + 4396.0 / 24, width: 796.0 / 3, height: 628.0 / 24)),
            ("sync", Rect(x: 48 + 1592.0 / 3, y: 60 + 314 * 14.5 / 24, width: 796.0 / 3, height: 314.0 / 24)),
            ("now", Rect(x: 42, y: 60 + 314 * 16.0 / 24 - 1, width: 802, height: 2)),
        ])
        try day.apply(DayView.State(window: .pad))
        try day.expectLaysOutAsFresh("iPad at 14:15")
        expectFrames(in: day.root, [
            ("column", Rect(x: 48, y: 60, width: 772, height: 1104)),
            ("standup", Rect(x: 48, y: 474, width: 772, height: 23)),
            ("design", Rect(x: 48, y: 520, width: 386, height: 92)),
            ("lunch", Rect(x: 434, y: 566, width: 386, height: 69)),
            ("review", Rect(x: 48, y: 704, width: 772.0 / 3, height: 46)),
            ("interview", Rect(x: 48 + 772.0 / 3, y: 704, width: 772.0 / 3, height: 92)),
            ("sync", Rect(x: 48 + 1544.0 / 3, y: 727, width: 772.0 / 3, height: 46)),
            ("now", Rect(x: 42, y: 714.5, width: 778, height: 2)),
        ])
        try day.apply(DayView.State())
        try day.expectLaysOutAsFresh("back upright")
        expectFrames(in: day.root, [("lunch", Rect(x: 219, y: 412, width: 171, height: 48))])
    }

    /// A call from 9:15 to 10:00 is booked over the standup, which moves
    /// to the left half (171 wide), the call at 48 + 171 = 219, 60 + 9.25
    /// × 32 = 356, 0.75 × 32 = 24 high; the sync is cancelled. On an iPad
    /// then: the standup 386 wide at 474, the call at (434, 60 + 9.25 × 46
    /// = 485.5), 34.5 high. The call cancelled again, upright: the standup
    /// back to the column's width. Each against a fresh day.
    @Test func eventsComeAndGoLive() throws {
        let day = try DayView(DayView.State())
        #expect(day.root.layoutIfNeeded().isEmpty)
        var state = day.state
        state.events.removeAll { $0.name == "sync" || $0.name == "standup" }
        state.events += [DayView.Event(name: "standup", start: 9, end: 9.5, lane: 0, lanes: 2),
                         DayView.Event(name: "call", start: 9.25, end: 10, lane: 1, lanes: 2)]
        try day.apply(state)
        try day.expectLaysOutAsFresh("a call over the standup, the sync cancelled")
        expectFrames(in: day.root, [
            ("standup", Rect(x: 48, y: 348, width: 171, height: 16)),
            ("call", Rect(x: 219, y: 356, width: 171, height: 24)),
            ("interview", Rect(x: 162, y: 508, width: 114, height: 64)),
        ])
        #expect(day.column.children.allSatisfy { $0.name != "sync" })
        state.window = .pad
        try day.apply(state)
        try day.expectLaysOutAsFresh("on an iPad")
        expectFrames(in: day.root, [
            ("standup", Rect(x: 48, y: 474, width: 386, height: 23)),
            ("call", Rect(x: 434, y: 485.5, width: 386, height: 34.5)),
        ])
        state = DayView.State()
        try day.apply(state)
        try day.expectLaysOutAsFresh("the call cancelled, upright")
        expectFrames(in: day.root, [
            ("standup", Rect(x: 48, y: 348, width: 342, height: 16)),
            ("sync", Rect(x: 276, y: 524, width: 114, height: 32)),
        ])
    }

    // MARK: - 2. A media player

    /// The phones the player runs on: one with a notch (390 × 844, 47 on
    /// top, 34 below) and the first iPhone SE (320 × 568, a 20-point status
    /// bar), too short for the player's whole column at full size.
    enum Phone {
        case notched, small

        var width: Double { self == .notched ? 390 : 320 }
        var height: Double { self == .notched ? 844 : 568 }
        var safeArea: EdgeInsets {
            self == .notched ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        }
    }

    /// A square artwork 24 below the safe area's top, centred, at most the
    /// width less 24 a side, and as wide as that at 700 (below every
    /// compression resistance, so it is what gives way when the column is
    /// too tall). Under it, 24 down, the title (one line, words of 80, 60,
    /// 110 and 70, lines of 24) with a 28-point "more" button 8 after it
    /// at the trailing edge less 24; the title resists compression at 749,
    /// so it truncates before the button shrinks. The artist (120 × 18) 4
    /// below. The progress row 20 below: a stack of the elapsed time, a
    /// slider (28 high, no width of its own) and the remaining time, centred,
    /// spacing 8, the labels hugging at 251 as `UILabel` does. The
    /// transport 20 below: shuffle (24), previous (40), play (64), next
    /// (40) and repeat (24), square, in an `equalSpacing` stack across the
    /// same width. At the bottom, 8 above the safe area's bottom and at
    /// least 24 below the transport, three 28-point buttons centred at a
    /// quarter, a half and three quarters of the width: `centerX ==
    /// player.centerX × 0.5`, `× 1`, `× 1.5`.
    final class Player: LiveScreen {
        struct State {
            var phone = Phone.notched
            /// A podcast episode: times of an hour or more, a short title.
            var podcast = false
        }

        var state: State
        let root = LayoutItem(name: "player")
        let artwork = LayoutItem(name: "artwork")
        let title = LayoutItem(name: "title")
        let more = LayoutItem(name: "more", intrinsicContentSize: IntrinsicSize(width: 28, height: 28))
        let artist = LayoutItem(name: "artist", intrinsicContentSize: IntrinsicSize(width: 120, height: 18))
        let elapsed = LayoutItem(name: "elapsed")
        let slider = LayoutItem(name: "slider", intrinsicContentSize: IntrinsicSize(width: nil, height: 28))
        let remaining = LayoutItem(name: "remaining")
        let progress: StackItem
        let transport: StackItem
        let bottomButtons: [LayoutItem]
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            title.setContentCompressionResistancePriority(749, for: .horizontal)
            for label in [elapsed, remaining] { label.setContentHuggingPriority(251, for: .horizontal) }
            progress = StackItem(name: "progress", arrangedItems: [elapsed, slider, remaining])
            progress.alignment = .center
            progress.spacing = 8
            let buttons = [("shuffle", 24.0), ("previous", 40), ("play", 64), ("next", 40), ("repeat", 24)]
            transport = StackItem(name: "transport", arrangedItems: buttons.map {
                LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: $0.1, height: $0.1))
            })
            transport.distribution = .equalSpacing
            transport.alignment = .center
            bottomButtons = ["airplay", "lyrics", "queue"].map {
                LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: 28, height: 28))
            }
            for item in [artwork, title, more, artist, progress, transport] + bottomButtons { root.addChild(item) }
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            let safe = root.safeAreaLayoutGuide
            var constraints = [
                width, height,
                artwork.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
                artwork.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
                artwork.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -48),
                LayoutConstraint(artwork, .width, .equal, root, .width, constant: -48, priority: 700),
                title.topAnchor.constraint(equalTo: artwork.bottomAnchor, constant: 24),
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
                title.trailingAnchor.constraint(lessThanOrEqualTo: more.leadingAnchor, constant: -8),
                more.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
                more.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                artist.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                artist.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            ]
            for row in [progress, transport] {
                constraints += [
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
                    row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
                ]
            }
            constraints += [
                progress.topAnchor.constraint(equalTo: artist.bottomAnchor, constant: 20),
                transport.topAnchor.constraint(equalTo: progress.bottomAnchor, constant: 20),
                bottomButtons[0].topAnchor.constraint(greaterThanOrEqualTo: transport.bottomAnchor, constant: 24),
                bottomButtons[0].bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ]
            for (button, fraction) in zip(bottomButtons, [0.5, 1, 1.5]) {
                constraints += [
                    LayoutConstraint(button, .centerX, .equal, root, .centerX, multiplier: fraction),
                    button.centerYAnchor.constraint(equalTo: bottomButtons[0].centerYAnchor),
                ]
            }
            try LayoutConstraint.activate(constraints)
            apply(state)
        }

        /// Puts the screen in `state`: the window's size and safe area from
        /// outside, the title's words and the times' widths from the item
        /// playing.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.phone.width
            height.constant = state.phone.height
            root.rootSafeAreaInsets = state.phone.safeArea
            title.measuredContent = WrappedText(words: state.podcast ? [60, 50] : [80, 60, 110, 70], lineHeight: 24, maxLines: 1)
            elapsed.intrinsicContentSize = IntrinsicSize(width: state.podcast ? 48 : 36, height: 14)
            remaining.intrinsicContentSize = IntrinsicSize(width: state.podcast ? 56 : 42, height: 14)
        }
    }

    /// The notched phone: the artwork at its full 390 − 48 = 342, square,
    /// at (24, 47 + 24 = 71), its bottom 413. The title at 413 + 24 = 437:
    /// one line of 80 + 60 + 110 + 70 + 3 × 4 = 332 does not fit the 390 −
    /// 24 − 24 − 28 − 8 = 306 before the button, so it is cut to 306 with an
    /// ellipsis, 24 high; the button at 390 − 24 − 28 = 338, centred on the
    /// title's 449: 435. The artist at 437 + 24 + 4 = 465. The progress row
    /// at 465 + 18 + 20 = 503, 342 wide, 28 high (the slider): elapsed 36 at
    /// (24, 503 + 7 = 510), the slider 342 − 36 − 42 − 16 = 248 at 68, the
    /// remaining 42 at 324. The transport at 503 + 28 + 20 = 551, 64 high:
    /// 342 − 192 = 150 for four gaps of 37.5, so shuffle at 24 (y 551 + 20),
    /// previous 85.5 (551 + 12), play 163, next 264.5, repeat 342; play's
    /// centre is the screen's, 195. The bottom buttons on 844 − 34 − 8 =
    /// 802, top 774 (615 + 24 = 639 is well above), centred at 97.5, 195
    /// and 292.5.
    @Test func theFullPlayer() throws {
        let player = try Player(Player.State())
        #expect(player.root.layoutIfNeeded().isEmpty)
        #expect(player.root.engine.ambiguities().isEmpty)
        expectFrames(in: player.root, [
            ("artwork", Rect(x: 24, y: 71, width: 342, height: 342)),
            ("title", Rect(x: 24, y: 437, width: 306, height: 24)),
            ("more", Rect(x: 338, y: 435, width: 28, height: 28)),
            ("artist", Rect(x: 24, y: 465, width: 120, height: 18)),
            ("progress", Rect(x: 24, y: 503, width: 342, height: 28)),
            ("elapsed", Rect(x: 24, y: 510, width: 36, height: 14)),
            ("slider", Rect(x: 68, y: 503, width: 248, height: 28)),
            ("remaining", Rect(x: 324, y: 510, width: 42, height: 14)),
            ("transport", Rect(x: 24, y: 551, width: 342, height: 64)),
            ("shuffle", Rect(x: 24, y: 571, width: 24, height: 24)),
            ("previous", Rect(x: 85.5, y: 563, width: 40, height: 40)),
            ("play", Rect(x: 163, y: 551, width: 64, height: 64)),
            ("next", Rect(x: 264.5, y: 563, width: 40, height: 40)),
            ("repeat", Rect(x: 342, y: 571, width: 24, height: 24)),
            ("airplay", Rect(x: 83.5, y: 774, width: 28, height: 28)),
            ("lyrics", Rect(x: 181, y: 774, width: 28, height: 28)),
            ("queue", Rect(x: 278.5, y: 774, width: 28, height: 28)),
        ])
        #expect(player.title.measuredContent?.truncation(within: ProposedSize(width: 306, height: nil)) != nil)
    }

    /// The small phone: the bottom buttons on 568 − 8 = 560, top 532, so
    /// the transport ends by 532 − 24 = 508, and the column above it, from
    /// the artwork's top at 20 + 24 = 44, has 508 − 64 − 20 − 28 − 20 − 18
    /// − 4 − 24 − 24 = 306 for the artwork's bottom: the artwork gives up
    /// its 320 − 48 = 272 (at 700) for 306 − 44 = 262, square, centred at
    /// 160: x 29. The title at 330, cut to 320 − 48 − 36 = 236; the button
    /// at (268, 328). The artist at 358, the row at 396 (slider 272 − 36 −
    /// 42 − 16 = 178 at 68, remaining at 254), the transport at 444 with
    /// gaps of (272 − 192) / 4 = 20: shuffle 24, previous 68, play 128,
    /// next 212, repeat 272. The bottom buttons centred at 80, 160 and 240.
    /// A podcast then (times of 48 and 56, a title of 60 + 4 + 50 = 114
    /// that fits): the slider 272 − 48 − 56 − 16 = 152 at 80, the remaining
    /// at 240; the title 114 wide. Back on the notched phone with the
    /// podcast: the slider 342 − 120 = 222 at 80, the remaining at 310.
    @Test func aShortScreenShrinksTheArtwork() throws {
        let player = try Player(Player.State(phone: .small))
        #expect(player.root.layoutIfNeeded().isEmpty)
        #expect(player.root.engine.ambiguities().isEmpty)
        let small: [(String, Rect)] = [
            ("artwork", Rect(x: 29, y: 44, width: 262, height: 262)),
            ("title", Rect(x: 24, y: 330, width: 236, height: 24)),
            ("more", Rect(x: 268, y: 328, width: 28, height: 28)),
            ("artist", Rect(x: 24, y: 358, width: 120, height: 18)),
            ("progress", Rect(x: 24, y: 396, width: 272, height: 28)),
            ("slider", Rect(x: 68, y: 396, width: 178, height: 28)),
            ("remaining", Rect(x: 254, y: 403, width: 42, height: 14)),
            ("transport", Rect(x: 24, y: 444, width: 272, height: 64)),
            ("shuffle", Rect(x: 24, y: 464, width: 24, height: 24)),
            ("previous", Rect(x: 68, y: 456, width: 40, height: 40)),
            ("play", Rect(x: 128, y: 444, width: 64, height: 64)),
            ("next", Rect(x: 212, y: 456, width: 40, height: 40)),
            ("repeat", Rect(x: 272, y: 464, width: 24, height: 24)),
            ("airplay", Rect(x: 66, y: 532, width: 28, height: 28)),
            ("lyrics", Rect(x: 146, y: 532, width: 28, height: 28)),
            ("queue", Rect(x: 226, y: 532, width: 28, height: 28)),
        ]
        expectFrames(in: player.root, small)
        player.apply(Player.State(phone: .small, podcast: true))
        try player.expectLaysOutAsFresh("a podcast on the small phone")
        expectFrames(in: player.root, [
            ("title", Rect(x: 24, y: 330, width: 114, height: 24)),
            ("elapsed", Rect(x: 24, y: 403, width: 48, height: 14)),
            ("slider", Rect(x: 80, y: 396, width: 152, height: 28)),
            ("remaining", Rect(x: 240, y: 403, width: 56, height: 14)),
        ])
        player.apply(Player.State(phone: .notched, podcast: true))
        try player.expectLaysOutAsFresh("a podcast on the notched phone")
        expectFrames(in: player.root, [
            ("artwork", Rect(x: 24, y: 71, width: 342, height: 342)),
            ("slider", Rect(x: 80, y: 503, width: 222, height: 28)),
            ("remaining", Rect(x: 310, y: 510, width: 56, height: 14)),
        ])
        player.apply(Player.State(phone: .small))
        try player.expectLaysOutAsFresh("back to the song on the small phone")
        expectFrames(in: player.root, small)
    }

    /// The transport as Texture writes it, an `ASStackLayoutSpec` row with
    /// `spaceBetween` and centred items, across the same 342 points of a
    /// 390 screen: the same frames as the `equalSpacing` stack, gaps of
    /// (342 − 192) / 4 = 37.5: 24, 85.5, 163, 264.5, 342; the row as tall
    /// as play, 64, the small buttons centred 20 and 12 down. At 320, gaps
    /// of 20, as the small phone's.
    @Test func theTransportAsATextureRowSpacesAlike() throws {
        let buttons = [("shuffle", 24.0), ("previous", 40), ("play", 64), ("next", 40), ("repeat", 24)].map {
            fixedSizeItem($0.0, $0.1, $0.1)
        }
        let transport = flexStack("transport", .horizontal, buttons, .spaceBetween, alignment: .center)
        let root = LayoutItem(name: "player")
        root.addChild(transport)
        let width = root.widthAnchor.constraint(equalToConstant: 390)
        try LayoutConstraint.activate([
            width,
            transport.topAnchor.constraint(equalTo: root.topAnchor),
            transport.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            transport.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("transport", Rect(x: 24, y: 0, width: 342, height: 64)),
            ("shuffle", Rect(x: 24, y: 20, width: 24, height: 24)),
            ("previous", Rect(x: 85.5, y: 12, width: 40, height: 40)),
            ("play", Rect(x: 163, y: 0, width: 64, height: 64)),
            ("next", Rect(x: 264.5, y: 12, width: 40, height: 40)),
            ("repeat", Rect(x: 342, y: 20, width: 24, height: 24)),
        ])
        width.constant = 320
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("previous", Rect(x: 68, y: 12, width: 40, height: 40)),
            ("play", Rect(x: 128, y: 0, width: 64, height: 64)),
            ("repeat", Rect(x: 272, y: 20, width: 24, height: 24)),
        ])
    }

    // MARK: - 3. Dynamic Type

    /// The text sizes a settings screen is checked at: small, the default
    /// large, and accessibility extra extra extra large.
    enum ContentSize {
        case small, large, accessibility3

        /// How much wider every word and space is than at large.
        var scale: Double { switch self { case .small: 0.75; case .large: 1; case .accessibility3: 2 } }
        /// Apple's advice: at accessibility sizes a row's label and value
        /// go one above the other.
        var isAccessibility: Bool { self == .accessibility3 }
    }

    /// A text style's line height and the distance from a line's top to
    /// its baseline at each content size.
    enum TextStyle {
        case body, subheadline, footnote

        func metrics(_ size: ContentSize) -> (lineHeight: Double, baseline: Double) {
            switch (self, size) {
            case (.body, .small): (16, 12)
            case (.body, .large): (20, 15)
            case (.body, .accessibility3): (40, 30)
            case (.subheadline, .small): (14, 11)
            case (.subheadline, .large): (18, 14)
            case (.subheadline, .accessibility3): (36, 27)
            case (.footnote, .small): (12, 9)
            case (.footnote, .large): (16, 12)
            case (.footnote, .accessibility3): (32, 24)
            }
        }

        /// Sets `label`'s text, words of `widths` at large, in this style at
        /// `size`: the words and spaces scaled, the lines and baselines the
        /// style's, as a label with `adjustsFontForContentSizeCategory` does.
        func set(_ label: LayoutItem, words widths: [Double], at size: ContentSize) {
            let (lineHeight, baseline) = metrics(size)
            label.measuredContent = WrappedText(words: widths.map { $0 * size.scale }, spaceWidth: 4 * size.scale,
                                                lineHeight: lineHeight)
            label.firstBaselineOffset = baseline
            label.lastBaselineOffset = baseline
        }
    }

    /// A form within margins of 16: a column stack (spacing 12) of three
    /// rows, each a body label and a subheadline value, and a footnote
    /// under it whose first baseline is 24 below the form's last. Up to
    /// large sizes a row is a `UIStackView` row on the first baseline,
    /// spacing 8, whose label resists compression at 749 (it wraps first)
    /// and hugs at 249 (it takes the room the value does not); at
    /// accessibility sizes the row turns into a column aligned leading,
    /// spacing 4. The root ends 16 below the footnote.
    final class Settings: LiveScreen {
        struct State {
            var size = ContentSize.large
        }

        /// Each row's label and value, as words' widths at large.
        static let rows: [(label: [Double], value: [Double])] = [
            ([40, 50], [50]),                        // Text Size: Large
            ([100, 55], [55]),                       // Notification Sound: Chime
            ([50, 70, 75, 40, 30, 60, 50], [30]),    // Show previews when the screen is locked: Off
        ]
        static let footnoteWords = Array(repeating: 50.0, count: 8)

        var state: State
        let root = LayoutItem(name: "settings")
        let form: StackItem
        let rowStacks: [StackItem]
        let labels: [LayoutItem]
        let values: [LayoutItem]
        let footnote = LayoutItem(name: "footnote")

        init(_ state: State) throws {
            self.state = state
            root.layoutMargins = EdgeInsets(all: 16)
            let labels = (1...3).map { LayoutItem(name: "label\($0)") }
            let values = (1...3).map { LayoutItem(name: "value\($0)") }
            self.labels = labels
            self.values = values
            rowStacks = (0..<3).map { StackItem(name: "row\($0 + 1)", arrangedItems: [labels[$0], values[$0]]) }
            for label in labels {
                label.setContentCompressionResistancePriority(749, for: .horizontal)
                label.setContentHuggingPriority(249, for: .horizontal)
            }
            form = StackItem(name: "form", arrangedItems: rowStacks)
            form.axis = .vertical
            form.spacing = 12
            root.addChild(form)
            root.addChild(footnote)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                form.topAnchor.constraint(equalTo: root.topMarginAnchor),
                form.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                form.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                footnote.firstBaselineAnchor.constraint(equalTo: form.lastBaselineAnchor, constant: 24),
                footnote.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                footnote.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                root.bottomMarginAnchor.constraint(equalTo: footnote.bottomAnchor),
            ])
            apply(state)
        }

        /// Puts the screen at the state's text size, as an app does when
        /// the content size category changes: new text in every label,
        /// and the rows' axis switched at accessibility sizes.
        func apply(_ state: State) {
            self.state = state
            for (index, row) in Self.rows.enumerated() {
                TextStyle.body.set(labels[index], words: row.label, at: state.size)
                TextStyle.subheadline.set(values[index], words: row.value, at: state.size)
                let stack = rowStacks[index]
                stack.axis = state.size.isAccessibility ? .vertical : .horizontal
                stack.alignment = state.size.isAccessibility ? .leading : .firstBaseline
                stack.spacing = state.size.isAccessibility ? 4 : 8
            }
            TextStyle.footnote.set(footnote, words: Self.footnoteWords, at: state.size)
        }
    }

    /// Large: the form 390 − 32 = 358 wide. Row 1: "Large" 50, so the
    /// label 358 − 8 − 50 = 300 (its 94 hugged at 249 gives way), 20 high;
    /// the value on its baseline, 15 − 14 = 1 below the row's top, 18 high,
    /// at 16 + 300 + 8 = 324. Row 2 at 16 + 20 + 12 = 48: the label 358 − 63
    /// = 295, the value at 319. Row 3 at 80: its label's one line, 50 + 70
    /// + 75 + 40 + 30 + 60 + 50 + 6 × 4 = 399, does not fit 358 − 38 = 320,
    /// so it wraps, 281 then 114: 40 high, 320 wide; the value at (16 + 320
    /// + 8 = 344, 81).
    /// The form 20 + 12 + 20 + 12 + 40 = 104. Its last baseline is row 3's,
    /// the label's last line: 80 + 15 + 20 = 115; the footnote's first
    /// baseline 139, its top 139 − 12 = 127, eight words of 50 in six (320)
    /// and two: 32 high. The root 127 + 32 + 16 = 175.
    static let largeFrames: [(String, Rect)] = [
        ("settings", Rect(x: 0, y: 0, width: 390, height: 175)),
        ("form", Rect(x: 16, y: 16, width: 358, height: 104)),
        ("row1", Rect(x: 16, y: 16, width: 358, height: 20)),
        ("label1", Rect(x: 16, y: 16, width: 300, height: 20)),
        ("value1", Rect(x: 324, y: 17, width: 50, height: 18)),
        ("row2", Rect(x: 16, y: 48, width: 358, height: 20)),
        ("label2", Rect(x: 16, y: 48, width: 295, height: 20)),
        ("value2", Rect(x: 319, y: 49, width: 55, height: 18)),
        ("row3", Rect(x: 16, y: 80, width: 358, height: 40)),
        ("label3", Rect(x: 16, y: 80, width: 320, height: 40)),
        ("value3", Rect(x: 344, y: 81, width: 30, height: 18)),
        ("footnote", Rect(x: 16, y: 127, width: 358, height: 32)),
    ]

    /// Small (words and spaces × 0.75, lines of 16 with baselines at 12,
    /// values 14 at 11): row 1's value 37.5, the label 358 − 45.5 = 312.5,
    /// the value at (336.5, 17). Row 2 at 16 + 16 + 12 = 44: the value
    /// 41.25, the label 308.75, the value at 332.75. Row 3 at 72: the label's
    /// line, 399 × 0.75 = 299.25, fits the 358 − 30.5 = 327.5 left by the
    /// value's 22.5: one line, 16 high; the value at 351.5. The form 72. The
    /// footnote's baseline 72 + 12 + 24 = 108, its top 99; its line, 8 ×
    /// 37.5 + 7 × 3 = 321, fits: 12 high. The root 99 + 12 + 16 = 127.
    static let smallFrames: [(String, Rect)] = [
        ("settings", Rect(x: 0, y: 0, width: 390, height: 127)),
        ("form", Rect(x: 16, y: 16, width: 358, height: 72)),
        ("label1", Rect(x: 16, y: 16, width: 312.5, height: 16)),
        ("value1", Rect(x: 336.5, y: 17, width: 37.5, height: 14)),
        ("row2", Rect(x: 16, y: 44, width: 358, height: 16)),
        ("label2", Rect(x: 16, y: 44, width: 308.75, height: 16)),
        ("value2", Rect(x: 332.75, y: 45, width: 41.25, height: 14)),
        ("row3", Rect(x: 16, y: 72, width: 358, height: 16)),
        ("label3", Rect(x: 16, y: 72, width: 327.5, height: 16)),
        ("value3", Rect(x: 351.5, y: 73, width: 22.5, height: 14)),
        ("footnote", Rect(x: 16, y: 99, width: 358, height: 12)),
    ]

    /// Accessibility 3 (× 2, lines of 40 at 30, values 36 at 27, the
    /// footnote 32 at 24), each row a column: row 1 the label's 188 × 40
    /// over the value's 100 × 36, 4 between, 80 high. Row 2 at 16 + 80 + 12
    /// = 108: the label 200 + 8 + 110 = 318 fits the 358 on one line; the
    /// value at 152. Row 3 at 200: the label wraps at 358 into 100 140 (248),
    /// 150 80 60 (306) and 120 100 (228): 306 × 120; the value at 200 + 124
    /// = 324; the row 160. The form 80 + 12 + 80 + 12 + 160 = 344. A column
    /// vends its last item's last baseline, the value's: 324 + 27 = 351; the
    /// footnote's 375, its top 351, three words of 100 a line (316): three
    /// lines, 96. The root 351 + 96 + 16 = 463.
    static let accessibilityFrames: [(String, Rect)] = [
        ("settings", Rect(x: 0, y: 0, width: 390, height: 463)),
        ("form", Rect(x: 16, y: 16, width: 358, height: 344)),
        ("row1", Rect(x: 16, y: 16, width: 358, height: 80)),
        ("label1", Rect(x: 16, y: 16, width: 188, height: 40)),
        ("value1", Rect(x: 16, y: 60, width: 100, height: 36)),
        ("row2", Rect(x: 16, y: 108, width: 358, height: 80)),
        ("label2", Rect(x: 16, y: 108, width: 318, height: 40)),
        ("value2", Rect(x: 16, y: 152, width: 110, height: 36)),
        ("row3", Rect(x: 16, y: 200, width: 358, height: 160)),
        ("label3", Rect(x: 16, y: 200, width: 306, height: 120)),
        ("value3", Rect(x: 16, y: 324, width: 60, height: 36)),
        ("footnote", Rect(x: 16, y: 351, width: 358, height: 96)),
    ]

    @Test(arguments: [ContentSize.small, .large, .accessibility3])
    func aSettingsFormAtATextSize(_ size: ContentSize) throws {
        let settings = try Settings(Settings.State(size: size))
        #expect(settings.root.layoutIfNeeded().isEmpty)
        #expect(settings.root.engine.ambiguities().isEmpty)
        let expected = switch size {
        case .small: Self.smallFrames
        case .large: Self.largeFrames
        case .accessibility3: Self.accessibilityFrames
        }
        expectFrames(in: settings.root, expected)
    }

    /// The user drags the text size slider from large down to small, up to
    /// accessibility 3 and back: each step lays out as a fresh form at that
    /// size, the rows turning into columns and back.
    @Test func changingTheTextSizeLive() throws {
        let settings = try Settings(Settings.State())
        #expect(settings.root.layoutIfNeeded().isEmpty)
        for (size, frames) in [(ContentSize.small, Self.smallFrames), (.accessibility3, Self.accessibilityFrames),
                               (.large, Self.largeFrames), (.accessibility3, Self.accessibilityFrames),
                               (.small, Self.smallFrames)] {
            settings.apply(Settings.State(size: size))
            try settings.expectLaysOutAsFresh("\(size)")
            expectFrames(in: settings.root, frames)
        }
    }

    /// Texture's way to the same switch: a flex row that wraps
    /// (`flexWrap`), its items on their first baselines, spread apart
    /// (`spaceBetween`), spacing 8 and 4 between lines; no axis to change.
    /// Row 2 at large: "Notification Sound" 159 and "Chime" 55 fit the 358:
    /// the label at 16, the value at 374 − 55 = 319, 15 − 14 = 1 lower, the
    /// row 20. At accessibility 3 the label's 318 and the value's 110 with 8
    /// between need 436: the value wraps to a second line, at (16, 16 + 40
    /// + 4 = 60), the row 40 + 4 + 36 = 80. At small, one line again: 119.25
    /// and 41.25 at 374 − 41.25 = 332.75, the row 16. Live, each size as a
    /// fresh row's.
    @Test func aTextureRowWrapsItsValueAtAccessibilitySizes() throws {
        func row(at size: ContentSize) throws -> (root: LayoutItem, label: LayoutItem, value: LayoutItem) {
            let label = LayoutItem(name: "label"), value = LayoutItem(name: "value")
            let row = flexStack("row", .horizontal, [label, value], .spaceBetween, alignment: .firstBaseline, spacing: 8)
            row.flexWrap = .wrap
            row.lineSpacing = 4
            row.setFlexOptions(FlexItemOptions(shrink: 1), for: label)
            let root = LayoutItem(name: "settings")
            root.layoutMargins = EdgeInsets(all: 16)
            root.addChild(row)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                row.topAnchor.constraint(equalTo: root.topMarginAnchor),
                row.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            ])
            TextStyle.body.set(label, words: Settings.rows[1].label, at: size)
            TextStyle.subheadline.set(value, words: Settings.rows[1].value, at: size)
            return (root, label, value)
        }
        let expected: [(ContentSize, [(String, Rect)])] = [
            (.large, [("row", Rect(x: 16, y: 16, width: 358, height: 20)), ("label", Rect(x: 16, y: 16, width: 159, height: 20)),
                      ("value", Rect(x: 319, y: 17, width: 55, height: 18))]),
            (.accessibility3, [("row", Rect(x: 16, y: 16, width: 358, height: 80)),
                               ("label", Rect(x: 16, y: 16, width: 318, height: 40)),
                               ("value", Rect(x: 16, y: 60, width: 110, height: 36))]),
            (.small, [("row", Rect(x: 16, y: 16, width: 358, height: 16)), ("label", Rect(x: 16, y: 16, width: 119.25, height: 16)),
                      ("value", Rect(x: 332.75, y: 17, width: 41.25, height: 14))]),
        ]
        let live = try row(at: .large)
        for (size, frames) in expected {
            TextStyle.body.set(live.label, words: Settings.rows[1].label, at: size)
            TextStyle.subheadline.set(live.value, words: Settings.rows[1].value, at: size)
            #expect(live.root.layoutIfNeeded().isEmpty, "\(size)")
            expectFrames(in: live.root, frames)
            expectSameFrames(live.root, asFresh: try row(at: size).root, "\(size)")
        }
    }
}

