import Testing
import Stack

/// Trial fifty-three, the Swift screen: a weather app on an iPad, 1024 ×
/// 768 (safe area: 24 at the top, 20 at the bottom), with a sidebar of
/// cities and the selected city's forecast beside it; another city
/// selected (the ten day rows removed and new ones added), turned to 768
/// × 1024, the sidebar hidden, and the text at 1.5 times its size, each
/// state compared with the same screen built afresh.
///
/// - split: a `UIStackView` row pinned to the safe area's top, leading and
///   trailing edges, aligned `top`: the sidebar (a column, 320 wide) and
///   the detail. Hidden, the sidebar keeps the 320 it requires and is
///   parked before the detail (x −320), which takes the whole width.
/// - sidebar rows: first-baseline rows within margins (12, 16): the name
///   (lines 22 s, baseline 17 s, hugging 249) and the temperature (30 s ×
///   28 s, baseline 22 s); 24 + 28 s high: 52 (s 1), 66 (s 1.5). The name
///   takes 320 − 32 − 8 − 30 s.
/// - detail: a flex column (Texture), padding 16, spacing 16: the header
///   (a flex column centring its items, spacing 2: city 34 s, temperature
///   96 s, condition 24 s, and a `UIStackView` of high and low on their
///   first baselines: 184 high at s 1, 273 at s 1.5), the hours (a scroll
///   item around a flex row of 12 columns 40 wide, spacing 8: 568 of
///   content, 82 high at s 1, 101 at s 1.5) and a `UIStackView` column of
///   ten day rows 36 high. The detail is the screen's width less the
///   sidebar's, its content 32 narrower.
/// - a day row: name 66, icon 28, low 36, track, high 36, spacing 8,
///   centred: the track is the content width − 198. Its fill is (H − L) /
///   range of the track, (L − week's low) / range in from its leading
///   edge (a spacer guide of that width); the week's coldest day's spacer
///   is 0 times the track.
@Suite struct UserTrialFiftyThreeTests {
    struct City {
        let name: [Double]
        let days: [(low: Double, high: Double)]
        var range: (low: Double, high: Double) { (days.map(\.low).min()!, days.map(\.high).max()!) }
    }

    static let cities = [
        City(name: [60, 70], days: [(14, 26), (12, 24), (10, 22), (15, 28), (18, 30),
                                    (16, 27), (13, 25), (11, 21), (12, 23), (14, 25)]),
        City(name: [80], days: [(5, 15), (6, 16), (4, 12), (8, 20), (10, 25), (9, 18), (7, 14), (5, 11), (6, 13), (8, 17)]),
        City(name: [50, 40], days: [(20, 30), (21, 31), (22, 32), (20, 28), (19, 27),
                                    (20, 29), (21, 30), (22, 33), (23, 34), (21, 30)]),
    ]

    final class WeatherScreen {
        let screen = LayoutItem(name: "screen")
        let sidebar = StackItem(name: "sidebar", arrangedItems: [])
        let detail = StackItem(name: "detail", arrangedItems: [])
        let split: StackItem
        let header = StackItem(name: "header", arrangedItems: [])
        let city = LayoutItem(name: "city"), temp = LayoutItem(name: "temp"), condition = LayoutItem(name: "condition")
        let high = LayoutItem(name: "high"), low = LayoutItem(name: "low")
        let hiLo: StackItem
        let hourly = ScrollItem(name: "hourly")
        let hours = StackItem(name: "hours", arrangedItems: [])
        let days = StackItem(name: "days", arrangedItems: [])
        var sidebarRows: [StackItem] = []
        var scale = 1.0, selected = 0
        let width: LayoutConstraint, height: LayoutConstraint

        init(city selected: Int = 0, portrait: Bool = false, sidebarHidden: Bool = false, scale: Double = 1) throws {
            hiLo = StackItem(name: "hiLo", arrangedItems: [high, low])
            hiLo.alignment = .firstBaseline
            hiLo.spacing = 12
            for item in [city, temp, condition, hiLo] as [LayoutItem] { header.addArrangedItem(item) }
            header.axis = .vertical
            header.distribution = .flex(.start)
            header.alignment = .center
            header.spacing = 2
            hours.distribution = .flex(.start)
            hours.spacing = 8
            for i in 0..<12 {
                let column = StackItem(name: "hour\(i)", arrangedItems: [
                    LayoutItem(name: "time\(i)"),
                    LayoutItem(name: "icon\(i)", intrinsicContentSize: IntrinsicSize(width: 28, height: 28)),
                    LayoutItem(name: "temp\(i)"),
                ])
                column.axis = .vertical
                column.distribution = .flex(.start)
                column.alignment = .center
                column.spacing = 8
                hours.addArrangedItem(column)
                hours.setFlexOptions(FlexItemOptions(size: FlexSize(width: 40)), for: column)
            }
            hourly.addChild(hours)
            days.axis = .vertical
            detail.axis = .vertical
            detail.distribution = .flex(.start)
            detail.spacing = 16
            detail.padding = FlexPadding(all: 16)
            for item in [header, hourly, days] as [LayoutItem] { detail.addArrangedItem(item) }
            sidebar.axis = .vertical
            split = StackItem(name: "split", arrangedItems: [sidebar, detail])
            split.alignment = .top
            screen.addChild(split)
            let safe = screen.safeAreaLayoutGuide, content = hourly.contentLayoutGuide
            width = screen.widthAnchor.constraint(equalToConstant: 1024)
            height = screen.heightAnchor.constraint(equalToConstant: 768)
            try LayoutConstraint.activate([
                width, height,
                split.topAnchor.constraint(equalTo: safe.topAnchor),
                split.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                split.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                sidebar.widthAnchor.constraint(equalToConstant: 320),
                hours.topAnchor.constraint(equalTo: content.topAnchor),
                hours.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                hours.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                hours.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                hourly.frameLayoutGuide.heightAnchor.constraint(equalTo: hours.heightAnchor),
            ])
            screen.rootSafeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            for i in UserTrialFiftyThreeTests.cities.indices {
                let name = LayoutItem(name: "cityName\(i)")
                name.setContentHuggingPriority(249, for: .horizontal)
                let row = StackItem(name: "city\(i)", arrangedItems: [name, LayoutItem(name: "cityTemp\(i)")])
                row.alignment = .firstBaseline
                row.spacing = 8
                row.isLayoutMarginsRelativeArrangement = true
                row.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
                sidebar.addArrangedItem(row)
                sidebarRows.append(row)
            }
            self.scale = scale
            try select(selected)
            rotate(portrait: portrait)
            sidebar.isHidden = sidebarHidden
        }

        func setText(_ item: LayoutItem, _ words: [Double], lineHeight: Double, baseline: Double, space: Double = 4) {
            item.measuredContent = WrappedText(words: words, spaceWidth: space, lineHeight: lineHeight).scaled(by: scale)
            item.firstBaselineOffset = baseline * scale
            item.lastBaselineOffset = baseline * scale
        }

        /// Every label at text size `factor` (1 is the default size).
        func setTextSize(_ factor: Double) {
            scale = factor
            setText(city, UserTrialFiftyThreeTests.cities[selected].name, lineHeight: 34, baseline: 27, space: 8)
            setText(temp, [96], lineHeight: 96, baseline: 80)
            setText(condition, [70, 40], lineHeight: 24, baseline: 19, space: 5)
            setText(high, [24, 30], lineHeight: 24, baseline: 19)
            setText(low, [22, 30], lineHeight: 20, baseline: 15)
            for (i, column) in hours.arrangedItems.enumerated() {
                let items = (column as! StackItem).arrangedItems
                setText(items[0], [i == 0 ? 34 : 40], lineHeight: 18, baseline: 14)
                setText(items[2], [26], lineHeight: 20, baseline: 15)
            }
            for (i, row) in sidebarRows.enumerated() {
                setText(row.arrangedItems[0], UserTrialFiftyThreeTests.cities[i].name, lineHeight: 22, baseline: 17, space: 6)
                setText(row.arrangedItems[1], [30], lineHeight: 28, baseline: 22)
            }
            for row in days.arrangedItems {
                let items = (row as! StackItem).arrangedItems
                for k in [0, 2, 4] { setText(items[k], k == 0 ? [40] : [28], lineHeight: 20, baseline: 15) }
            }
        }

        func makeRow(_ i: Int, _ day: (low: Double, high: Double), week: (low: Double, high: Double)) throws -> StackItem {
            let name = LayoutItem(name: "name\(i)"), lowLabel = LayoutItem(name: "low\(i)"), highLabel = LayoutItem(name: "high\(i)")
            let track = LayoutItem(name: "track\(i)", intrinsicContentSize: IntrinsicSize(width: nil, height: 4))
            let fill = LayoutItem(name: "fill\(i)"), gap = LayoutGuide(name: "gap\(i)")
            track.addChild(fill)
            track.addLayoutGuide(gap)
            let icon = LayoutItem(name: "dayIcon\(i)", intrinsicContentSize: IntrinsicSize(width: 28, height: 28))
            let row = StackItem(name: "day\(i)", arrangedItems: [name, icon, lowLabel, track, highLabel])
            row.alignment = .center
            row.spacing = 8
            let range = week.high - week.low
            try LayoutConstraint.activate([
                row.heightAnchor.constraint(equalToConstant: 36),
                name.widthAnchor.constraint(equalToConstant: 66),
                lowLabel.widthAnchor.constraint(equalToConstant: 36),
                highLabel.widthAnchor.constraint(equalToConstant: 36),
                gap.leadingAnchor.constraint(equalTo: track.leadingAnchor),
                gap.widthAnchor.constraint(equalTo: track.widthAnchor, multiplier: (day.low - week.low) / range),
                gap.topAnchor.constraint(equalTo: track.topAnchor),
                gap.heightAnchor.constraint(equalToConstant: 0),
                fill.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                fill.widthAnchor.constraint(equalTo: track.widthAnchor, multiplier: (day.high - day.low) / range),
                fill.topAnchor.constraint(equalTo: track.topAnchor),
                fill.bottomAnchor.constraint(equalTo: track.bottomAnchor),
            ])
            return row
        }

        /// Selecting a city: the day rows are removed and the city's added.
        func select(_ index: Int) throws {
            selected = index
            for row in days.arrangedItems { row.removeFromParent() }
            let city = UserTrialFiftyThreeTests.cities[index]
            for (i, day) in city.days.enumerated() { days.addArrangedItem(try makeRow(i, day, week: city.range)) }
            setTextSize(scale)
        }

        func rotate(portrait: Bool) {
            width.constant = portrait ? 768 : 1024
            height.constant = portrait ? 1024 : 768
        }

        /// Every item's frame in the root, by name.
        func frames() -> [String: Rect] {
            var frames: [String: Rect] = [:]
            func walk(_ item: LayoutItem) {
                frames[item.name] = item.frameInRoot
                item.children.forEach(walk)
            }
            walk(screen)
            return frames
        }

        /// The frames worked out by hand (see the suite).
        func expected(portrait: Bool, sidebarHidden: Bool) -> [String: Rect] {
            let s = scale, screenWidth: Double = portrait ? 768 : 1024
            let x: Double = sidebarHidden ? 0 : 320, width = screenWidth - x, inner = width - 32
            let headerHeight = 184 + 89 * (s - 1) * 2, hoursHeight = 82 + 19 * (s - 1) * 2
            let cityWidth = UserTrialFiftyThreeTests.cities[selected].name.reduce(0, +) * s
                + 8 * s * Double(UserTrialFiftyThreeTests.cities[selected].name.count - 1)
            let daysTop = 40 + headerHeight + 16 + hoursHeight + 16, rowHeight = 24 + 28 * s
            var frames: [String: Rect] = [
                "screen": Rect(x: 0, y: 0, width: screenWidth, height: portrait ? 1024 : 768),
                "split": Rect(x: 0, y: 24, width: screenWidth, height: daysTop + 360 + 16 - 24),
                "sidebar": Rect(x: x - 320, y: 24, width: 320, height: 3 * rowHeight),
                "detail": Rect(x: x, y: 24, width: width, height: daysTop + 360 + 16 - 24),
                "header": Rect(x: x + 16, y: 40, width: inner, height: headerHeight),
                "city": Rect(x: x + 16 + (inner - cityWidth) / 2, y: 40, width: cityWidth, height: 34 * s),
                "temp": Rect(x: x + 16 + (inner - 96 * s) / 2, y: 42 + 34 * s, width: 96 * s, height: 96 * s),
                "hourly": Rect(x: x + 16, y: 56 + headerHeight, width: inner, height: hoursHeight),
                "hours": Rect(x: x + 16, y: 56 + headerHeight, width: 568, height: hoursHeight),
                "hour11": Rect(x: x + 16 + 528, y: 56 + headerHeight, width: 40, height: hoursHeight),
                "days": Rect(x: x + 16, y: daysTop, width: inner, height: 360),
            ]
            for i in 0..<3 {
                let y = 24 + rowHeight * Double(i)
                frames["city\(i)"] = Rect(x: x - 320, y: y, width: 320, height: rowHeight)
                frames["cityName\(i)"] = Rect(x: x - 304, y: y + 12 + 5 * s, width: 288 - 30 * s - 8, height: 22 * s)
                frames["cityTemp\(i)"] = Rect(x: x - 16 - 30 * s, y: y + 12, width: 30 * s, height: 28 * s)
            }
            let city = UserTrialFiftyThreeTests.cities[selected], week = city.range, track = inner - 198
            for (i, day) in city.days.enumerated() {
                let y = daysTop + 36 * Double(i), left = x + 16
                frames["day\(i)"] = Rect(x: left, y: y, width: inner, height: 36)
                frames["name\(i)"] = Rect(x: left, y: y + 18 - 10 * s, width: 66, height: 20 * s)
                frames["dayIcon\(i)"] = Rect(x: left + 74, y: y + 4, width: 28, height: 28)
                frames["track\(i)"] = Rect(x: left + 154, y: y + 16, width: track, height: 4)
                frames["fill\(i)"] = Rect(x: left + 154 + (day.low - week.low) / (week.high - week.low) * track, y: y + 16,
                                          width: (day.high - day.low) / (week.high - week.low) * track, height: 4)
                frames["high\(i)"] = Rect(x: left + 162 + track, y: y + 18 - 10 * s, width: 36, height: 20 * s)
            }
            return frames
        }
    }

    /// Expects each named frame within 1e-6 of `expected`.
    static func expectFrames(_ frames: [String: Rect], _ expected: [String: Rect],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = frames[name] ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            #expect(abs(frame.minX - rect.minX) < 1e-6 && abs(frame.minY - rect.minY) < 1e-6
                        && abs(frame.width - rect.width) < 1e-6 && abs(frame.height - rect.height) < 1e-6,
                    "\(name) is \(frame), expected \(rect)", sourceLocation: sourceLocation)
        }
    }

    /// Expects the screen laid out without conflicts or ambiguity, with
    /// the frames worked out by hand, and with those of the same screen
    /// built afresh in that state.
    static func expectState(_ screen: WeatherScreen, portrait: Bool = false, sidebarHidden: Bool = false,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(screen.screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        #expect(screen.screen.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
        let frames = screen.frames()
        expectFrames(frames, screen.expected(portrait: portrait, sidebarHidden: sidebarHidden), sourceLocation: sourceLocation)
        let fresh = try WeatherScreen(city: screen.selected, portrait: portrait, sidebarHidden: sidebarHidden, scale: screen.scale)
        #expect(fresh.screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        #expect(fresh.frames() == frames, sourceLocation: sourceLocation)
    }

    /// Landscape, the first city: the detail at 320, 704 wide; its track
    /// 672 − 198 = 474, 23.7 a degree over the week's 10° to 30°.
    /// Selecting the second city (4° to 25°): 474 / 21 a degree. Upright:
    /// the detail 448 wide, the track 218; the hours' 568 points of
    /// content scroll in a 416-point frame. Without the sidebar: 768 wide,
    /// the track 538. At text size 1.5: the header 273 high, the hours
    /// 101, the sidebar rows 66.
    @Test func selectRotateHideAndResize() throws {
        let weather = try WeatherScreen()
        try Self.expectState(weather)
        Self.expectFrames(weather.frames(), [
            "fill0": Rect(x: 584.8, y: 354, width: 284.4, height: 4), "fill2": Rect(x: 490, y: 426, width: 284.4, height: 4),
            "cityName0": Rect(x: 16, y: 41, width: 250, height: 22), "low": Rect(x: 679, y: 204, width: 56, height: 20),
            "condition": Rect(x: 614.5, y: 174, width: 115, height: 24), "time0": Rect(x: 339, y: 240, width: 34, height: 18),
        ])
        #expect(weather.hourly.contentSize == Size(width: 568, height: 82))
        try weather.select(1)
        try Self.expectState(weather)
        weather.rotate(portrait: true)
        try Self.expectState(weather, portrait: true)
        weather.sidebar.isHidden = true
        try Self.expectState(weather, portrait: true, sidebarHidden: true)
        weather.setTextSize(1.5)
        try Self.expectState(weather, portrait: true, sidebarHidden: true)
        Self.expectFrames(weather.frames(), ["cityName0": Rect(x: -304, y: 43.5, width: 235, height: 33),
                                             "time0": Rect(x: 16, y: 329, width: 40, height: 27)])
        weather.sidebar.isHidden = false
        weather.rotate(portrait: false)
        try weather.select(2)
        try Self.expectState(weather)
    }
}
