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
        }

        /// An event's name, start and end, in hours, and its place among
        /// the events it overlaps: `lane` of `lanes`.
        struct Event {
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
            for event in Self.events {
                let item = LayoutItem(name: event.name)
                column.addChild(item)
                let lanes = Double(event.lanes)
                constraints += [
                    LayoutConstraint(item, .top, .equal, column, .bottom, multiplier: event.start / 24),
                    item.heightAnchor.constraint(equalTo: column.heightAnchor, multiplier: (event.end - event.start) / 24),
                    item.widthAnchor.constraint(equalTo: column.widthAnchor, multiplier: 1 / lanes),
                    event.lane == 0 ? item.leadingAnchor.constraint(equalTo: column.leadingAnchor)
                        : LayoutConstraint(item, .leading, .equal, column, .trailing, multiplier: Double(event.lane) / lanes),
                ]
            }
            column.addChild(nowLine)
            nowPosition = Self.nowPosition(of: nowLine, in: column, at: state.now)
            constraints += [
                nowPosition,
                nowLine.heightAnchor.constraint(equalToConstant: 2),
                nowLine.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: -6),
                nowLine.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
            try LayoutConstraint.activate(constraints)
        }

        static func nowPosition(of line: LayoutItem, in column: LayoutItem, at hour: Double) -> LayoutConstraint {
            LayoutConstraint(line, .centerY, .equal, column, .bottom, multiplier: hour / 24)
        }

        /// Puts the screen in `state` as an app would: the window's size
        /// from outside, and the now line's multiplier (which cannot change
        /// in place) by a constraint swapped for a new one.
        func apply(_ state: State) throws {
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
}
