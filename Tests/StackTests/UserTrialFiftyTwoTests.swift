import Testing
import Stack

/// Trial fifty-two, the Swift screen: a calendar on a 390 × 844 phone
/// (safe area top 47, bottom 34), turned to 844 × 390 (left 47, right 47,
/// bottom 21) and back, with days selected (event rows added, removed,
/// hidden and shown), a larger text size (× 1.5) and right to left, each
/// state compared with the same screen built afresh.
///
/// - month: the title (words 96 and 52, space 8, lines 28: 156 × 28 s at
///   text size s) 8 below the safe area's top, 16 in from its leading
///   edge: upright (16, 55), on its side (47 + 16 = 63, 8).
/// - weekdays: a flex row (Texture) of seven labels (lines 16 s), each
///   grow 1, shrink 1, basis 0, 378 wide 6 in from the safe area's leading
///   edge, 8 below the title: 378 / 7 = 54 each, at x 6 + 54 i (53 + 54 i
///   on its side); y 55 + 28 s + 8 = 91 (s 1), 105 (s 1.5); 44 on its side.
/// - grid: a `UIStackView` column of six week rows, each a `fillEqually`
///   row of seven day cells (height 44): 378 × 264, 4 below the weekdays:
///   y 111 (s 1), 133 (s 1.5), 64 on its side. Cell k (day 30 November +
///   k) of week w, column c at (x + 54 c, y + 44 w); its number (10 s or
///   18 s wide, 20 s high) centred: (54 − width) / 2 in, (44 − 20 s) / 2
///   down. Today (k = 6, Sunday 6 December) has a 32-point badge centred:
///   (11, 6) in the cell.
/// - events: a flex column (Texture, spacing 8) of `UIStackView` rows.
///   Upright 16 in from the safe area's sides, 16 below the grid: (16, 391,
///   358) at s 1, (16, 413, 358) at s 1.5; on its side beside the grid,
///   its leading 16 after the grid's trailing edge (53 + 378 + 16 = 447),
///   its trailing 16 in: (447, 8, 334).
/// - an event row: directional margins leading 12, trailing 8, top and
///   bottom 8, arranged within them: the text column (title over
///   location, spacing 2, `fill`) and the time (lines 18 s, hugging 251);
///   a 4-point colour bar pinned to the row's leading edge, top and
///   bottom. The text column is (row width − 20) − 8 − time wide, a row
///   8 + title + (2 + location) + 8 high; titles wrap at lines of 20 s
///   (words spaced 5 s), locations at 16 s, a hidden location takes no
///   room and no spacing.
///
/// The rows' text by hand (the title's words, then the lines at the text
/// column's width):
/// - brunch (time 84): 60 40 36 = 146, one line at 246 and 222; location
///   44 50 = 99, one line: 54 high. At s 1.5, 90 + 7.5 + 60 + 7.5 + 54
///   = 219 > 204: two lines; location 148.5, one: 8 + 60 + 2 + 24 + 8 = 102.
/// - review (time 84): 80 60 56 | 40 36 58 34 | 80 50 46 at 246 (206 + 45
///   > 246, 183 + 85 > 246) and at 222: three lines, 60; without a
///   location 76 high, with one (60 30 44 = 144) 94. At s 1.5 and 204:
///   120 | 90 84 | 60 54 | 87 51 | 120 75 | 69, six lines: 196.
/// - gym (time 40): 40 and 50 40: 54 high, text column 290 (266 on its
///   side); at s 1.5 (time 60) 8 + 30 + 2 + 24 + 8 = 72, text 270.
/// - standup (time 84): 70 30, one line, no location: 36.
/// - dentist (time 84): 66 80 50 = 206, one line at 246 and 222; location
///   40 70: 54.
/// - dinner (time 60): 52 24 60 = 146, one line at 270 (246): 36.
///
/// Right to left every frame is mirrored, x becoming the screen's width −
/// x − width: the safe areas and margins are the same on both sides and
/// the rows' margins are directional.
@MainActor
@Suite struct UserTrialFiftyTwoTests {
    struct Event {
        let id: String
        let title: [Double]
        let time: Double
        let location: [Double]?
    }

    static let brunch = Event(id: "brunch", title: [60, 40, 36], time: 84, location: [44, 50])
    static let review = Event(id: "review", title: [80, 60, 56, 40, 36, 58, 34, 80, 50, 46], time: 84, location: nil)
    static let gym = Event(id: "gym", title: [40], time: 40, location: [50, 40])
    static let standup = Event(id: "standup", title: [70, 30], time: 84, location: nil)
    static let reviewHere = Event(id: "review", title: review.title, time: 84, location: [60, 30, 44])
    static let dentist = Event(id: "dentist", title: [66, 80, 50], time: 84, location: [40, 70])
    static let dinner = Event(id: "dinner", title: [52, 24, 60], time: 60, location: nil)
    /// The events of 6 December (today) and of 9 December.
    static let sixth = [brunch, review, gym]
    static let ninth = [standup, reviewHere, dentist, dinner]

    final class CalendarScreen {
        let screen = LayoutItem(name: "screen")
        let month = LayoutItem(name: "month")
        let weekdayLabels = (0..<7).map { LayoutItem(name: "weekday\($0)") }
        let weekdays: StackItem
        var cells: [LayoutItem] = []
        var numbers: [LayoutItem] = []
        let grid: StackItem
        let badge = LayoutItem(name: "badge")
        let events = StackItem(name: "events", arrangedItems: [])
        var rows: [String: StackItem] = [:]
        var shown: [Event] = []
        let width: LayoutConstraint, height: LayoutConstraint
        var upright: [LayoutConstraint] = [], onItsSide: [LayoutConstraint] = []
        var landscape = false, scale = 1.0
        let titleResistance: Priority, timeResistance: Priority

        static func day(_ k: Int) -> Int { k == 0 ? 30 : k <= 31 ? k : k - 31 }

        init(_ list: [Event], landscape: Bool = false, scale: Double = 1, rightToLeft: Bool = false,
             hidden: Set<String> = [], cellHeight: Bool = true, titleResistance: Priority = 749,
             timeResistance: Priority = 750) throws {
            self.titleResistance = titleResistance
            self.timeResistance = timeResistance
            weekdays = StackItem(name: "weekdays", arrangedItems: weekdayLabels)
            weekdays.distribution = .flex(.start)
            for label in weekdayLabels {
                weekdays.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1, basis: .points(0)), for: label)
            }
            var weeks: [StackItem] = []
            for w in 0..<6 {
                let week = (0..<7).map { LayoutItem(name: "cell\(w * 7 + $0)") }
                for cell in week {
                    let number = LayoutItem(name: "number\(cells.count)")
                    cell.addChild(number)
                    try LayoutConstraint.activate([
                        number.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
                        number.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                    ] + (cellHeight ? [cell.heightAnchor.constraint(equalToConstant: 44)] : []))
                    cells.append(cell)
                    numbers.append(number)
                }
                let row = StackItem(name: "week\(w)", arrangedItems: week)
                row.distribution = .fillEqually
                weeks.append(row)
            }
            grid = StackItem(name: "grid", arrangedItems: weeks)
            grid.axis = .vertical
            cells[6].insertChild(badge, at: 0)
            events.axis = .vertical
            events.distribution = .flex(.start)
            events.spacing = 8
            for child in [month, weekdays, grid, events] as [LayoutItem] { screen.addChild(child) }
            let safe = screen.safeAreaLayoutGuide
            width = screen.widthAnchor.constraint(equalToConstant: 390)
            height = screen.heightAnchor.constraint(equalToConstant: 844)
            try LayoutConstraint.activate([
                width, height,
                badge.widthAnchor.constraint(equalToConstant: 32),
                badge.heightAnchor.constraint(equalToConstant: 32),
                badge.centerXAnchor.constraint(equalTo: cells[6].centerXAnchor),
                badge.centerYAnchor.constraint(equalTo: cells[6].centerYAnchor),
                month.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                month.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                weekdays.topAnchor.constraint(equalTo: month.bottomAnchor, constant: 8),
                weekdays.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 6),
                weekdays.widthAnchor.constraint(equalToConstant: 378),
                grid.topAnchor.constraint(equalTo: weekdays.bottomAnchor, constant: 4),
                grid.leadingAnchor.constraint(equalTo: weekdays.leadingAnchor),
                grid.trailingAnchor.constraint(equalTo: weekdays.trailingAnchor),
                events.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            ])
            upright = [events.topAnchor.constraint(equalTo: grid.bottomAnchor, constant: 16),
                       events.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16)]
            onItsSide = [events.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                         events.leadingAnchor.constraint(equalTo: grid.trailingAnchor, constant: 16)]
            try LayoutConstraint.activate(upright)
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            try select(list)
            for id in hidden { rows[id]?.isHidden = true }
            setTextSize(scale)
            try rotate(landscape: landscape)
            if rightToLeft { screen.layoutDirection = .rightToLeft }
        }

        func makeRow(_ event: Event) throws -> StackItem {
            let title = LayoutItem(name: "\(event.id).title")
            let location = LayoutItem(name: "\(event.id).location")
            let time = LayoutItem(name: "\(event.id).time")
            title.setContentCompressionResistancePriority(titleResistance, for: .horizontal)
            time.setContentCompressionResistancePriority(timeResistance, for: .horizontal)
            time.setContentHuggingPriority(251, for: .horizontal)
            let text = StackItem(name: "\(event.id).text", arrangedItems: [title, location])
            text.axis = .vertical
            text.spacing = 2
            let row = StackItem(name: event.id, arrangedItems: [text, time])
            row.alignment = .top
            row.spacing = 8
            row.isLayoutMarginsRelativeArrangement = true
            row.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 8)
            let bar = LayoutItem(name: "\(event.id).bar")
            row.addChild(bar)
            try LayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                bar.topAnchor.constraint(equalTo: row.topAnchor),
                bar.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                bar.widthAnchor.constraint(equalToConstant: 4),
            ])
            fill(row, with: event)
            return row
        }

        /// The row's labels at the text size; the location hidden when
        /// the event has none.
        func fill(_ row: StackItem, with event: Event) {
            let text = row.arrangedItems[0] as! StackItem
            text.arrangedItems[0].measuredContent = WrappedText(words: event.title, spaceWidth: 5, lineHeight: 20).scaled(by: scale)
            text.arrangedItems[1].measuredContent = WrappedText(words: event.location ?? [], spaceWidth: 5, lineHeight: 16)
                .scaled(by: scale)
            text.arrangedItems[1].isHidden = event.location == nil
            row.arrangedItems[1].measuredContent = WrappedText(words: [event.time], lineHeight: 18).scaled(by: scale)
        }

        /// Selecting a day: the rows of events that stay are kept (and
        /// filled again), the others removed, new ones inserted in order.
        func select(_ list: [Event]) throws {
            let ids = Set(list.map(\.id))
            for (id, row) in rows where !ids.contains(id) {
                row.removeFromParent()
                rows[id] = nil
            }
            for (index, event) in list.enumerated() {
                if let row = rows[event.id] {
                    fill(row, with: event)
                    if events.arrangedItems.firstIndex(where: { $0 === row }) != index { events.insertArrangedItem(row, at: index) }
                } else {
                    let row = try makeRow(event)
                    rows[event.id] = row
                    events.insertArrangedItem(row, at: index)
                }
            }
            shown = list
        }

        func rotate(landscape: Bool) throws {
            self.landscape = landscape
            width.constant = landscape ? 844 : 390
            height.constant = landscape ? 390 : 844
            screen.rootSafeAreaInsets = landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            LayoutConstraint.deactivate(landscape ? upright : onItsSide)
            try LayoutConstraint.activate(landscape ? onItsSide : upright)
        }

        /// Every label at text size `factor` (1 is the default size).
        func setTextSize(_ factor: Double) {
            scale = factor
            month.measuredContent = WrappedText(words: [96, 52], spaceWidth: 8, lineHeight: 28).scaled(by: factor)
            for label in weekdayLabels { label.measuredContent = WrappedText(words: [12], lineHeight: 16).scaled(by: factor) }
            for (k, number) in numbers.enumerated() {
                number.measuredContent = WrappedText(words: [Self.day(k) < 10 ? 10 : 18], lineHeight: 20).scaled(by: factor)
            }
            for event in shown { fill(rows[event.id]!, with: event) }
        }

        /// The frames worked out above: `lines` gives each row shown, in
        /// order, its title's and location's lines (nil: no location), or
        /// nil for a hidden row, which sits 18 high (its margins and its
        /// text column's spacing, which it requires of itself) where the
        /// next row starts.
        func expected(_ lines: [(id: String, title: Int, location: Int?)?], hiddenAt ids: [String] = []) -> [(LayoutItem, Rect)] {
            let s = scale
            let (safeLeft, safeTop): (Double, Double) = landscape ? (47, 0) : (0, 47)
            let monthFrame = Rect(x: safeLeft + 16, y: safeTop + 8, width: 156 * s, height: 28 * s)
            let weekdayY = monthFrame.maxY + 8, gridX = safeLeft + 6
            let gridY = weekdayY + 16 * s + 4
            var frames: [(LayoutItem, Rect)] = [
                (screen, Rect(x: 0, y: 0, width: landscape ? 844 : 390, height: landscape ? 390 : 844)),
                (month, monthFrame),
                (weekdays, Rect(x: gridX, y: weekdayY, width: 378, height: 16 * s)),
                (grid, Rect(x: gridX, y: gridY, width: 378, height: 264)),
            ]
            for (i, label) in weekdayLabels.enumerated() {
                frames.append((label, Rect(x: gridX + 54 * Double(i), y: weekdayY, width: 54, height: 16 * s)))
            }
            for (k, cell) in cells.enumerated() {
                let frame = Rect(x: gridX + 54 * Double(k % 7), y: gridY + 44 * Double(k / 7), width: 54, height: 44)
                let numberWidth = (Self.day(k) < 10 ? 10 : 18) * s
                frames.append((cell, frame))
                frames.append((numbers[k], Rect(x: frame.minX + (54 - numberWidth) / 2, y: frame.minY + (44 - 20 * s) / 2,
                                                width: numberWidth, height: 20 * s)))
            }
            frames.append((badge, Rect(x: gridX + 54 * 6 + 11, y: gridY + 6, width: 32, height: 32)))
            let (eventsX, eventsWidth): (Double, Double) = landscape ? (447, 334) : (16, 358)
            let eventsY = landscape ? 8 : gridY + 264 + 16
            var y = eventsY
            var hidden = ids.makeIterator()
            for entry in lines {
                guard let (id, titleLines, locationLines) = entry else {
                    frames.append((rows[hidden.next()!]!, Rect(x: eventsX, y: y, width: eventsWidth, height: 18)))
                    continue
                }
                let event = shown.first { $0.id == id }!, row = rows[id]!
                let text = row.arrangedItems[0] as! StackItem
                let timeWidth = event.time * s
                let textWidth = eventsWidth - 20 - 8 - timeWidth
                let titleHeight = 20 * s * Double(titleLines)
                let locationHeight = locationLines.map { 16 * s * Double($0) }
                let textHeight = titleHeight + (locationHeight.map { 2 + $0 } ?? 0)
                let rowHeight = 8 + textHeight + 8
                frames += [
                    (row, Rect(x: eventsX, y: y, width: eventsWidth, height: rowHeight)),
                    (row.children.last!, Rect(x: eventsX, y: y, width: 4, height: rowHeight)),
                    (text, Rect(x: eventsX + 12, y: y + 8, width: textWidth, height: textHeight)),
                    (text.arrangedItems[0], Rect(x: eventsX + 12, y: y + 8, width: textWidth, height: titleHeight)),
                    (text.arrangedItems[1], Rect(x: eventsX + 12, y: y + 8 + titleHeight + (locationHeight == nil ? 0 : 2),
                                                 width: textWidth, height: locationHeight ?? 0)),
                    (row.arrangedItems[1], Rect(x: eventsX + 12 + textWidth + 8, y: y + 8, width: timeWidth, height: 18 * s)),
                ]
                y += rowHeight + 8
            }
            frames.append((events, Rect(x: eventsX, y: eventsY, width: eventsWidth, height: max(0, y - 8 - eventsY))))
            return frames
        }

        /// The layout has the frames worked out above, mirrored when right
        /// to left, with no conflict and nothing ambiguous.
        func expectLayout(_ lines: [(id: String, title: Int, location: Int?)?], hiddenAt ids: [String] = [],
                          _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(step)", sourceLocation: sourceLocation)
            #expect(screen.engine.ambiguities().isEmpty, "\(step)", sourceLocation: sourceLocation)
            #expect(screen.engine.lastPassReport.unsettledItems.isEmpty, "\(step)", sourceLocation: sourceLocation)
            let screenWidth = landscape ? 844.0 : 390
            for (item, frame) in expected(lines, hiddenAt: ids) {
                let mirrored = screen.layoutDirection == .rightToLeft
                    ? Rect(x: screenWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
                #expect(framesMatch(item.frameInRoot, mirrored), "\(step): \(item.name) is \(item.frameInRoot), expected \(mirrored)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// The live screen matches the same screen built afresh in its state.
    func expectSameAsFresh(_ live: CalendarScreen, hidden: Set<String> = [], _ step: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try CalendarScreen(live.shown, landscape: live.landscape, scale: live.scale,
                                       rightToLeft: live.screen.layoutDirection == .rightToLeft, hidden: hidden)
        expectSameFrames(live.screen, asFresh: fresh.screen, step, sourceLocation: sourceLocation)
        withExtendedLifetime(fresh) {}
    }

    @Test func theMonthAsWorkedOutByHand() throws {
        let calendar = try CalendarScreen(Self.sixth)
        calendar.expectLayout([("brunch", 1, 1), ("review", 3, nil), ("gym", 1, 1)], "6 December")
        // Spot checks of the formulas: today's badge, a two-digit number,
        // the review row and its time.
        #expect(calendar.badge.frameInRoot == Rect(x: 341, y: 117, width: 32, height: 32))
        #expect(calendar.numbers[10].frameInRoot == Rect(x: 186, y: 167, width: 18, height: 20))
        #expect(calendar.rows["review"]!.frameInRoot == Rect(x: 16, y: 453, width: 358, height: 76))
        #expect(calendar.rows["review"]!.arrangedItems[1].frameInRoot == Rect(x: 282, y: 461, width: 84, height: 18))
        #expect(calendar.events.frameInRoot == Rect(x: 16, y: 391, width: 358, height: 200))
    }

    @Test func selectingDaysTurningTheScreenLargerTextAndRightToLeft() throws {
        let calendar = try CalendarScreen(Self.sixth)
        calendar.expectLayout([("brunch", 1, 1), ("review", 3, nil), ("gym", 1, 1)], "6 December")

        // 9 December: brunch and gym go, standup comes before the review
        // (which now has a location), dentist and dinner after it.
        try calendar.select(Self.ninth)
        calendar.expectLayout([("standup", 1, nil), ("review", 3, 1), ("dentist", 1, 1), ("dinner", 1, nil)], "9 December")
        try expectSameAsFresh(calendar, "9 December")
        #expect(calendar.rows["dinner"]!.frameInRoot == Rect(x: 16, y: 599, width: 358, height: 36))

        // The dentist is declined and hidden: dinner closes up.
        calendar.rows["dentist"]!.isHidden = true
        calendar.expectLayout([("standup", 1, nil), ("review", 3, 1), nil, ("dinner", 1, nil)], hiddenAt: ["dentist"],
                              "dentist hidden")
        try expectSameAsFresh(calendar, hidden: ["dentist"], "dentist hidden")
        #expect(calendar.rows["dinner"]!.frameInRoot == Rect(x: 16, y: 537, width: 358, height: 36))

        // On its side the list goes beside the grid. On the way the list
        // places its rows as wide as their text offered any width, past the
        // safe area's right edge; insets taken there would grow the rows'
        // trailing margins and the rows with them on every pass.
        try calendar.rotate(landscape: true)
        calendar.expectLayout([("standup", 1, nil), ("review", 3, 1), nil, ("dinner", 1, nil)], hiddenAt: ["dentist"],
                              "on its side")
        try expectSameAsFresh(calendar, hidden: ["dentist"], "on its side")
        #expect(calendar.rows["review"]!.frameInRoot == Rect(x: 447, y: 52, width: 334, height: 94))

        calendar.rows["dentist"]!.isHidden = false
        calendar.expectLayout([("standup", 1, nil), ("review", 3, 1), ("dentist", 1, 1), ("dinner", 1, nil)],
                              "dentist shown")
        try expectSameAsFresh(calendar, "dentist shown")

        // Back to today. The fresh build measures each row from its text
        // offered any width, not from where it was last laid out (which
        // would give the brunch 74 for 54).
        try calendar.select(Self.sixth)
        calendar.expectLayout([("brunch", 1, 1), ("review", 3, nil), ("gym", 1, 1)], "6 December on its side")
        try expectSameAsFresh(calendar, "6 December on its side")
        #expect(calendar.rows["brunch"]!.frameInRoot == Rect(x: 447, y: 8, width: 334, height: 54))

        try calendar.rotate(landscape: false)
        calendar.setTextSize(1.5)
        calendar.expectLayout([("brunch", 2, 1), ("review", 6, nil), ("gym", 1, 1)], "larger text")
        try expectSameAsFresh(calendar, "larger text")
        #expect(calendar.rows["gym"]!.frameInRoot == Rect(x: 16, y: 727, width: 358, height: 72))
        #expect(calendar.numbers[6].frameInRoot == Rect(x: 330 + 19.5, y: 140, width: 15, height: 30))

        calendar.screen.layoutDirection = .rightToLeft
        calendar.expectLayout([("brunch", 2, 1), ("review", 6, nil), ("gym", 1, 1)], "right to left")
        try expectSameAsFresh(calendar, "right to left")
        #expect(calendar.badge.frameInRoot == Rect(x: 17, y: 139, width: 32, height: 32))
        #expect(calendar.rows["gym"]!.children.last!.frameInRoot == Rect(x: 370, y: 727, width: 4, height: 72))

        calendar.setTextSize(1)
        try calendar.rotate(landscape: true)
        calendar.expectLayout([("brunch", 1, 1), ("review", 3, nil), ("gym", 1, 1)], "right to left on its side")
        try expectSameAsFresh(calendar, "right to left on its side")
        #expect(calendar.rows["brunch"]!.arrangedItems[1].frameInRoot == Rect(x: 71, y: 16, width: 84, height: 18))
    }

    /// Day cells with no height: the centred numbers do not size them, so
    /// the grid's height is open, and the list below follows it. The
    /// answers name the missing height and what moves with it.
    @Test func dayCellsWithoutAHeightLeaveTheGridOpen() throws {
        let calendar = try CalendarScreen(Self.sixth, cellHeight: false)
        #expect(calendar.screen.layoutIfNeeded().isEmpty)
        let open = calendar.screen.engine.ambiguities()
        #expect(open.first?.region === calendar.grid && open.first?.attribute == .height)
        #expect(open.first.map(String.init(describing:)) == "grid.height can be anything in 0...∞")
        let cell = calendar.cells[0].explanation(of: .height).description
        #expect(cell.contains("a constraint that sizes it is missing (on cell0.height, or on both cell0.top and cell0.bottom, say)"),
                "\(cell)")
        #expect(cell.hasSuffix("or one that sizes what moves with it: grid.height."))
        let row = calendar.rows["brunch"]!.explanation(of: .top).description
        #expect(row.hasPrefix("brunch.top = 127: the constraints do not decide it"), "\(row)")
        #expect(row.contains("It follows grid, whose height nothing decides:\n  STK-flex-position: brunch.top == events.top\n"
            + "  events.top == grid.bottom + 16\n"))
    }

    /// Deselecting an event with `removeArrangedItem(_:)`, as a
    /// `UIStackView` user might, leaves its row a child of the list that
    /// nothing places; the explanation of its position says so and how to
    /// take it out.
    @Test func aRowTakenOutOfTheArrangementOnlyIsLeftOpen() throws {
        let calendar = try CalendarScreen(Self.sixth)
        #expect(calendar.screen.layoutIfNeeded().isEmpty)
        let gym = calendar.rows["gym"]!
        calendar.events.removeArrangedItem(gym)
        #expect(calendar.screen.layoutIfNeeded().isEmpty)
        #expect(calendar.events.frameInRoot == Rect(x: 16, y: 391, width: 358, height: 138))
        let open = calendar.screen.engine.ambiguities()
        #expect(open.map(String.init(describing:)).prefix(2) == ["gym.left can be anything in -∞...∞", "gym.top can be anything in -∞...∞"])
        let why = gym.explanation(of: .left).description
        #expect(why.hasSuffix("""
            Nothing pulls it anywhere in that range: a constraint that places it is missing (on gym.leading, gym.trailing or gym.centerX, say).
            Note: gym is a child of events, which does not arrange it: a stack places only its arranged items, and one taken out \
            with removeArrangedItem(_:) stays a child that nothing places. Take it out of the tree with removeFromParent(), \
            or give it constraints of its own.
            """), "\(why)")
        // Its bar, a child of the row that the row does not arrange, has
        // constraints of its own and gets no such note when asked.
        #expect(!calendar.rows["brunch"]!.children.last!.explanation(of: .left).description.contains("does not arrange it"))
    }

    /// A day cell given a width of its own fights the week's equal widths.
    @Test func aCellWidthFightsTheEqualWeek() throws {
        let calendar = try CalendarScreen(Self.sixth)
        let width = calendar.cells[3].widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        let conflicts = calendar.screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === width)
        #expect(conflicts.first?.stackRulesFought == ["UISV-fill-equally"])
        #expect(conflicts.first?.arithmetic == "cell3.width is 54 where the others hold, but it must be equal to 50")
        #expect(conflicts.first?.description.contains(
            "cell3.width == 50 fights the stack's UISV-fill-equally: the engine broke it and kept the stack's arrangement.") == true)
        #expect(calendar.cells[3].frameInRoot == Rect(x: 168, y: 111, width: 54, height: 44))
    }

    /// The time resisting at 500, below the title's 749: the title takes
    /// the room first (330 = 358 − 12 − 8 − 8, where it wraps to two lines
    /// 292 wide) and the time gets what is left, 330 − 292 = 38, cut. The
    /// explanation of the time's width names the title's resistance and
    /// says the time's text is cut across (working out the title's width
    /// there must not start a probe inside a probe).
    @Test func aTimeThatResistsLessThanItsTitleIsCut() throws {
        let calendar = try CalendarScreen(Self.sixth, timeResistance: 500)
        #expect(calendar.screen.layoutIfNeeded().isEmpty)
        let review = calendar.rows["review"]!
        let time = review.arrangedItems[1]
        #expect(review.frameInRoot == Rect(x: 16, y: 453, width: 358, height: 56))
        #expect((review.arrangedItems[0] as! StackItem).arrangedItems[0].frameInRoot == Rect(x: 28, y: 461, width: 292, height: 40))
        #expect(time.frameInRoot == Rect(x: 328, y: 461, width: 38, height: 18))
        let why = time.explanation(of: .width)
        #expect(why.description.hasPrefix("review.time.width = 358 − 292 − 12 − 8 − 8 = 38\n"), "\(why)")
        #expect(why.description.contains("review.title-compression-horizontal: review.title.width >= 292 @749"))
        #expect(why.clipping?.isNarrowerThanContent == true && why.clipping?.isShorterThanContent == false)
        #expect(why.description.hasSuffix(
            "Note: within its width, 38, review.time's content is 84 × 18, wider than its 38: the rest is cut."))
        // The other rows' titles fit beside their times and are as before.
        #expect(calendar.rows["gym"]!.arrangedItems[1].frameInRoot == Rect(x: 326, y: 525, width: 40, height: 18))
    }

    /// The title left at the time's resistance (750 both): the two tie
    /// only while the title is one line; measured at the width it got, it
    /// asks no more than it has, and the layout is the same as with 749.
    @Test func aTitleResistingAsMuchAsTheTimeSettlesAlike() throws {
        let tied = try CalendarScreen(Self.sixth, titleResistance: 750)
        tied.expectLayout([("brunch", 1, 1), ("review", 3, nil), ("gym", 1, 1)], "750 and 750")
        let why = tied.rows["review"]!.arrangedItems[1].explanation(of: .width).description
        #expect(why == "review.time.width = 84\n  84  review.time-hugging-horizontal: review.time.width <= 84 @251", "\(why)")
    }

    /// At the larger text size on its side the list runs past the home
    /// indicator (8 + 102 + 8 + 196 + 8 + 72 = 394 > 390 − 21): the last
    /// row's bottom margin takes the 25 points it reaches into, as UIKit's
    /// margins do, and its flex height (its content's, 72) stays, so its
    /// title is squeezed to 72 − 8 − 33 − 24 − 2 = 5. The explanation says
    /// where the 33 comes from and that the text is cut; a list that can
    /// run so far belongs in a scroll item.
    @Test func aListPastTheHomeIndicatorSqueezesItsLastRow() throws {
        let calendar = try CalendarScreen(Self.sixth, landscape: true, scale: 1.5)
        #expect(calendar.screen.layoutIfNeeded().isEmpty)
        let gym = calendar.rows["gym"]!, title = (gym.arrangedItems[0] as! StackItem).arrangedItems[0]
        #expect(gym.frameInRoot == Rect(x: 447, y: 322, width: 334, height: 72))
        #expect(title.frameInRoot == Rect(x: 459, y: 330, width: 246, height: 5))
        let why = title.explanation(of: .height).description
        #expect(why.hasPrefix("gym.title.height = 72 − 2 − 24 − 8 − 33 = 5\n"), "\(why)")
        #expect(why.contains("(gym.bottomMargin = gym.bottom − 33 (layout margin 8, safe area 25))"))
        #expect(why.hasSuffix("Note: within its width, 246, gym.title's content is 60 × 30, taller than its 5: the rest is cut."))
    }
}
