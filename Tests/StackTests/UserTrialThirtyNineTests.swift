import Foundation
import Testing
import Stack

/// Trial thirty-nine: a Texture news card ported spec by spec (a header
/// row whose name column grows and shrinks with truncating text, a 16:9
/// hero image inset with a badge overlaid on its corner, wrapping body
/// text, a footer spread `spaceBetween`) at 320, 375 and 768, where a
/// maximum width of 600 centres it; an iPad settings form within the
/// readable content guide, its rows first-baseline aligned, left to right
/// and right to left, at the large text size and ×1.35; and a weather
/// widget of 2 × 2 tiles and an hourly strip spaced `equalCentering`, an
/// hour and a tile hidden live. Every frame was worked out by hand first;
/// the comments carry the arithmetic. Each live change is compared with a
/// screen built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyNineTests {
    /// The same screens as layout documents, run by `UserTrialThirtyNineToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialThirtyNine").standardized

    /// Each document, in the state it is written in, lays out as the
    /// screen built here with the same names.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let card = try NewsCard(width: 375), settings = try SettingsForm(.init())
        let weather = try Weather(.init())
        let screens: [(String, LayoutItem)] = [
            ("newscard.json", card.root), ("settings.json", settings.root), ("weather.json", weather.root),
        ]
        try withExtendedLifetime((card, settings, weather)) {
            try expectDocuments(in: Self.fixtures, layOutAs: screens)
        }
    }

    // MARK: - 1. News card

    /// The Texture spec, node by node. The page, a column pinned across
    /// the screen's top, centres the card (`alignItems` center); the card
    /// is 100 % of the page wide and at most 600 (`style.width`,
    /// `style.maxWidth`). The card is a column, inset 12, 12 apart:
    /// - the header, a row 8 apart, centred across: the avatar 40 × 40,
    ///   the names column (`flexGrow` 1, `flexShrink` 1, 2 apart: the name,
    ///   words 80 64 72 with spaces of 4, one line of 20 at most, and the
    ///   date, 90 wide, one line of 16), the follow button 72 × 30;
    /// - the media, an inset (`ASInsetLayoutSpec`, 4 above and below, 8
    ///   at the sides) around the hero, an overlay of the image (16:9,
    ///   `aspectRatio` 16/9) and the badge, 44 × 20, absolute 8 from the
    ///   top and trailing edges of the image;
    /// - the body, words 50 40 70 30 60 45 80 35 55 65 40 50, spaces of 5,
    ///   lines of 20;
    /// - the footer, a row spread `spaceBetween` and centred across: like
    ///   60, comment 80 and share 64, each 32 high.
    struct NewsCard {
        let root = LayoutItem(name: "screen")

        init(width: Double) throws {
            let avatar = LayoutItem(name: "avatar", intrinsicContentSize: IntrinsicSize(width: 40, height: 40))
            let name = LayoutItem(name: "name")
            name.measuredContent = WrappedText(words: [80, 64, 72], spaceWidth: 4, lineHeight: 20, maxLines: 1)
            let date = LayoutItem(name: "date")
            date.measuredContent = WrappedText(words: [90], spaceWidth: 4, lineHeight: 16, maxLines: 1)
            let names = Self.flex("names", [name, date], axis: .vertical, spacing: 2)
            let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 72, height: 30))
            let header = Self.flex("header", [avatar, names, follow], spacing: 8, alignment: .center)
            header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: names)

            let image = LayoutItem(name: "image")
            image.aspectRatio = 16.0 / 9
            let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 44, height: 20))
            let hero = Self.flex("hero", [image, badge], axis: .vertical)
            hero.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 8, trailing: 8)), for: badge)
            let media = Self.flex("media", [hero], axis: .vertical)
            media.padding = FlexPadding(top: 4, left: 8, bottom: 4, right: 8)

            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: [50, 40, 70, 30, 60, 45, 80, 35, 55, 65, 40, 50],
                                               spaceWidth: 5, lineHeight: 20)
            let buttons = [("like", 60.0), ("comment", 80), ("share", 64)].map {
                LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: $0.1, height: 32))
            }
            let footer = Self.flex("footer", buttons, justification: .spaceBetween, alignment: .center)

            let card = Self.flex("card", [header, media, body, footer], axis: .vertical, spacing: 12)
            card.padding = FlexPadding(all: 12)
            let page = Self.flex("page", [card], axis: .vertical, alignment: .center)
            page.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1)),
                                                maximumSize: FlexSize(width: 600)), for: card)
            root.addChild(page)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: width),
                root.heightAnchor.constraint(equalToConstant: 800),
                page.topAnchor.constraint(equalTo: root.topAnchor),
                page.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                page.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }

        /// An `ASStackLayoutSpec`: a flex stack of `items`.
        static func flex(_ name: String, _ items: [LayoutItem], axis: LayoutAxis = .horizontal, spacing: StackSpacing = 0,
                         justification: FlexJustification = .start, alignment: StackAlignment = .fill) -> StackItem {
            let stack = StackItem(name: name, arrangedItems: items)
            stack.axis = axis
            stack.distribution = .flex(justification)
            stack.spacing = spacing
            stack.alignment = alignment
            return stack
        }
    }

    /// The card's frames at a screen width: the card is min(width, 600)
    /// wide from x0 = (width − card) / 2, its content C = card − 24 wide.
    /// Header at y 12, 40 high (the avatar's): the names column from
    /// x0 + 60 gets C − 40 − 8 − 8 − 72 = C − 128 (its name measures 80 +
    /// 4 + 64 + 4 + 72 = 224, so it shrinks below that and grows above
    /// it), 20 + 2 + 16 = 38 high, centred at 13; the follow button from
    /// x0 + 68 + N at 12 + (40 − 30) / 2 = 17. The media at 12 + 40 + 12 =
    /// 64, the hero inside it at (x0 + 20, 68), C − 16 wide and 9/16 of
    /// that high (h); the badge at the hero's right − 8 − 44: x0 + 20 + C
    /// − 16 − 52 = x0 + C − 48, at 68 + 8 = 76. The body at 64 + 4 + h
    /// + 4 + 12 = 84 + h, its lines given; the footer 12 below it, its
    /// gaps (C − 204) / 2; the card 12 + 32 below the footer's top.
    static func cardFrames(width: Double, bodyLines: Double) -> [(String, Rect)] {
        let cardWidth = min(width, 600), x0 = (width - cardWidth) / 2, content = cardWidth - 24
        let names = content - 128, heroWidth = content - 16, heroHeight = heroWidth * 9 / 16
        let bodyTop = 84 + heroHeight, bodyHeight = 20 * bodyLines, footerTop = bodyTop + bodyHeight + 12
        let gap = (content - 204) / 2
        return [
            ("page", Rect(x: 0, y: 0, width: width, height: footerTop + 44)),
            ("card", Rect(x: x0, y: 0, width: cardWidth, height: footerTop + 44)),
            ("header", Rect(x: x0 + 12, y: 12, width: content, height: 40)),
            ("avatar", Rect(x: x0 + 12, y: 12, width: 40, height: 40)),
            ("names", Rect(x: x0 + 60, y: 13, width: names, height: 38)),
            ("name", Rect(x: x0 + 60, y: 13, width: names, height: 20)),
            ("date", Rect(x: x0 + 60, y: 35, width: names, height: 16)),
            ("follow", Rect(x: x0 + 68 + names, y: 17, width: 72, height: 30)),
            ("media", Rect(x: x0 + 12, y: 64, width: content, height: heroHeight + 8)),
            ("hero", Rect(x: x0 + 20, y: 68, width: heroWidth, height: heroHeight)),
            ("image", Rect(x: x0 + 20, y: 68, width: heroWidth, height: heroHeight)),
            ("badge", Rect(x: x0 + content - 48, y: 76, width: 44, height: 20)),
            ("body", Rect(x: x0 + 12, y: bodyTop, width: content, height: bodyHeight)),
            ("footer", Rect(x: x0 + 12, y: footerTop, width: content, height: 32)),
            ("like", Rect(x: x0 + 12, y: footerTop, width: 60, height: 32)),
            ("comment", Rect(x: x0 + 72 + gap, y: footerTop, width: 80, height: 32)),
            ("share", Rect(x: x0 + 152 + 2 * gap, y: footerTop, width: 64, height: 32)),
        ]
    }

    /// 320: C = 296, the names 168 (shrunk by 56 from 224, the name cut
    /// to one line with an ellipsis), the follow button at 236 (+ 72 =
    /// 308 = 320 − 12). The hero 280 × 157.5, the badge at 20 + 280 − 52
    /// = 248. The body at 84 + 157.5 = 241.5 wraps at 296: 50 40 70 30 60
    /// (270), 45 80 35 55 (230), 65 40 50 (165): 60 high. The footer at
    /// 313.5, gaps (296 − 204) / 2 = 46: like 12, comment 118, share 244;
    /// the card 357.5 high.
    @Test func theNewsCardAt320() throws {
        try Self.expectCard(width: 320, bodyLines: 3, [
            "share": Rect(x: 244, y: 313.5, width: 64, height: 32), "card": Rect(x: 0, y: 0, width: 320, height: 357.5),
        ])
    }

    /// Lays the card out at `width` and expects ``cardFrames(width:bodyLines:)``,
    /// which `spotChecks` hold to the numbers worked out in the comments.
    static func expectCard(width: Double, bodyLines: Double, _ spotChecks: [String: Rect],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let card = try NewsCard(width: width)
        #expect(card.root.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        #expect(card.root.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
        let frames = cardFrames(width: width, bodyLines: bodyLines)
        for (name, rect) in spotChecks {
            #expect(frames.first { $0.0 == name }?.1 == rect, "\(name)", sourceLocation: sourceLocation)
        }
        expectFrames(in: card.root, frames, sourceLocation: sourceLocation)
    }

    /// 375: C = 351, the names 223 (shrunk by 1), the follow button at
    /// 291. The hero 335 × 188.4375, the badge at 355 − 52 = 303. The body at
    /// 272.4375 wraps at 351: 50 40 70 30 60 45 (320), then 80 35 55 65 40
    /// 50 (350 ≤ 351): 40 high. The footer at 324.4375, gaps 73.5: like
    /// 12, comment 145.5, share 299 (+ 64 = 363).
    @Test func theNewsCardAt375() throws {
        try Self.expectCard(width: 375, bodyLines: 2, [
            "comment": Rect(x: 145.5, y: 324.4375, width: 80, height: 32), "names": Rect(x: 60, y: 13, width: 223, height: 38),
        ])
    }

    /// 768: the card at its maximum, 600, centred from (768 − 600) / 2 =
    /// 84; C = 576, the names grown to 448, the follow button at 84 + 516
    /// = 600. The hero 560 × 315, the badge at 84 + 528 = 612. The body at
    /// 399 wraps at 576 after ten words (575): 40 high. The footer at 451,
    /// gaps 186: like 96, comment 84 + 258 = 342, share 84 + 524 = 608.
    @Test func theNewsCardAt768IsCentredAt600() throws {
        try Self.expectCard(width: 768, bodyLines: 2, [
            "share": Rect(x: 608, y: 451, width: 64, height: 32), "badge": Rect(x: 612, y: 76, width: 44, height: 20),
        ])
    }

    // MARK: - 2. iPad settings form

    /// 1024 × 768, margins 8: the readable content guide is 672 wide
    /// centred within the margins, from 8 + (1008 − 672) / 2 = 176. The
    /// form, a vertical stack 16 apart, spans it, 12 below the top margin
    /// (20). Rows are `equalSpacing` stacks, title first: Wi-Fi (44, lines
    /// of 22, baseline 17) with a 51 × 31 switch, centred; Name (48) with
    /// its value (56 80, space 6, lines of 26, baseline 20), first-baseline
    /// aligned; Bluetooth (86) with a switch, centred; then the section
    /// footer, wrapping words (space 5, lines of 18). Text sizes scale
    /// every word, space, line and baseline.
    final class SettingsForm: LiveScreen {
        struct State {
            var direction: LayoutDirection = .leftToRight
            var textSize: Double = 1
        }

        static let footerWords: [Double] = [60, 80, 50, 70, 90, 40, 60, 80, 50, 70, 60, 90]

        var state: State
        let root = LayoutItem(name: "settings")
        let form = StackItem(name: "form")
        var labels: [(item: LayoutItem, text: WrappedText, baseline: Double)] = []

        init(_ state: State) throws {
            self.state = state
            func label(_ name: String, _ words: [Double], space: Double = 6, line: Double = 22, baseline: Double = 17) -> LayoutItem {
                let item = LayoutItem(name: name)
                labels.append((item, WrappedText(words: words, spaceWidth: space, lineHeight: line), baseline))
                return item
            }
            func row(_ name: String, _ items: [LayoutItem], _ alignment: StackAlignment) -> StackItem {
                let row = StackItem(name: name, arrangedItems: items)
                row.distribution = .equalSpacing
                row.alignment = alignment
                return row
            }
            let switchSize = IntrinsicSize(width: 51, height: 31)
            form.axis = .vertical
            form.spacing = 16
            form.addArrangedItem(row("wifi", [label("wifiTitle", [44]), LayoutItem(name: "wifiSwitch", intrinsicContentSize: switchSize)], .center))
            form.addArrangedItem(row("name", [label("nameTitle", [48]), label("nameValue", [56, 80], line: 26, baseline: 20)], .firstBaseline))
            form.addArrangedItem(row("bluetooth", [label("bluetoothTitle", [86]), LayoutItem(name: "bluetoothSwitch", intrinsicContentSize: switchSize)], .center))
            form.addArrangedItem(label("footer", Self.footerWords, space: 5, line: 18, baseline: 14))
            root.addChild(form)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 1024),
                root.heightAnchor.constraint(equalToConstant: 768),
                form.topAnchor.constraint(equalTo: root.topMarginAnchor, constant: 12),
                form.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            ])
            apply(state)
        }

        /// The direction, and every label's text and baselines at the text size.
        func apply(_ state: State) {
            self.state = state
            root.layoutDirection = state.direction
            for (item, text, baseline) in labels {
                item.measuredContent = text.scaled(by: state.textSize)
                item.firstBaselineOffset = baseline * state.textSize
                item.lastBaselineOffset = baseline * state.textSize
            }
        }
    }

    /// The frames at a text size `f` left to right. The rows from y 20:
    /// Wi-Fi max(31, 22f) high, the title centred; Name with its first
    /// baselines level, so the title is 20f − 17f = 3f below the value's
    /// top, and the row as high as the value (26f ≥ 3f + 22f); Bluetooth
    /// as Wi-Fi; the footer 2 lines of
    /// 18f at both sizes (below). Each 16 after the last. Switches and
    /// values end at the guide's trailing edge, 176 + 672 = 848.
    static func settingsFrames(_ f: Double) -> [(String, Rect)] {
        let line = 22 * f, switchRow = max(31, line), nameTop = 20 + switchRow + 16
        let nameHeight = 26 * f, bluetoothTop = nameTop + nameHeight + 16, footerTop = bluetoothTop + switchRow + 16
        let valueWidth = (56 + 6 + 80) * f
        return [
            ("form", Rect(x: 176, y: 20, width: 672, height: footerTop + 36 * f - 20)),
            ("wifi", Rect(x: 176, y: 20, width: 672, height: switchRow)),
            ("wifiTitle", Rect(x: 176, y: 20 + (switchRow - line) / 2, width: 44 * f, height: line)),
            ("wifiSwitch", Rect(x: 797, y: 20 + (switchRow - 31) / 2, width: 51, height: 31)),
            ("name", Rect(x: 176, y: nameTop, width: 672, height: nameHeight)),
            ("nameTitle", Rect(x: 176, y: nameTop + 3 * f, width: 48 * f, height: line)),
            ("nameValue", Rect(x: 848 - valueWidth, y: nameTop, width: valueWidth, height: nameHeight)),
            ("bluetooth", Rect(x: 176, y: bluetoothTop, width: 672, height: switchRow)),
            ("bluetoothTitle", Rect(x: 176, y: bluetoothTop + (switchRow - line) / 2, width: 86 * f, height: line)),
            ("bluetoothSwitch", Rect(x: 797, y: bluetoothTop, width: 51, height: 31)),
            ("footer", Rect(x: 176, y: footerTop, width: 672, height: 36 * f)),
        ]
    }

    /// The same frames right to left: x becomes 1024 − x − width.
    static func mirrored(_ frames: [(String, Rect)]) -> [(String, Rect)] {
        frames.map { ($0.0, Rect(x: 1024 - $0.1.maxX, y: $0.1.minY, width: $0.1.width, height: $0.1.height)) }
    }

    /// Large (1×): Wi-Fi 20 to 51, its title at 20 + 4.5; Name from 67,
    /// 26 high, its title at 70, its value 142 wide from 848 − 142 = 706;
    /// Bluetooth from 109, its title at 113.5; the footer from 156 wraps at
    /// 672: 60 80 50 70 90 40 60 80 50 (620, one more is 695), then 70 60
    /// 90: 36 high, the form 20 to 192. Right to left the switches are at
    /// 1024 − 848 = 176 and the titles end at 848.
    @Test func theSettingsFormBothWays() throws {
        let screen = try SettingsForm(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        let large = Self.settingsFrames(1)
        #expect(large.first { $0.0 == "form" }?.1 == Rect(x: 176, y: 20, width: 672, height: 172))
        #expect(large.first { $0.0 == "nameValue" }?.1 == Rect(x: 706, y: 67, width: 142, height: 26))
        expectFrames(in: screen.root, large)
        screen.apply(.init(direction: .rightToLeft))
        try screen.expectLaysOutAsFresh("right to left")
        #expect(screen.root.engine.ambiguities().isEmpty)
        let rtl = Self.mirrored(large)
        #expect(rtl.first { $0.0 == "wifiSwitch" }?.1.minX == 176)
        #expect(rtl.first { $0.0 == "nameTitle" }?.1.minX == 800)
        expectFrames(in: screen.root, rtl)
    }

    /// ×1.35: titles 22 × 1.35 = 29.7 high, centred in the switch rows at
    /// (31 − 29.7) / 2 = 0.65; Name 35.1 high from 67, its title 4.05
    /// below, its value 191.7 wide from 656.3; Bluetooth from 118.1; the
    /// footer from 165.1 wraps at 672 after 7 words (648, one more is
    /// 762.75), then 5: 48.6 high. Live, both ways, as fresh.
    @Test func theSettingsFormAtATextSizeOf135() throws {
        let screen = try SettingsForm(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(textSize: 1.35))
        try screen.expectLaysOutAsFresh("×1.35")
        let larger = Self.settingsFrames(1.35)
        #expect(abs((larger.first { $0.0 == "footer" }?.1.minY ?? 0) - 165.1) < 1e-9)
        expectFrames(in: screen.root, larger)
        screen.apply(.init(direction: .rightToLeft, textSize: 1.35))
        try screen.expectLaysOutAsFresh("×1.35 right to left")
        expectFrames(in: screen.root, Self.mirrored(larger))
        screen.apply(.init())
        try screen.expectLaysOutAsFresh("back to large")
        expectFrames(in: screen.root, Self.settingsFrames(1))
    }

    // MARK: - 3. Weather widget

    /// A 340-wide widget: the grid 16 in on every side but the bottom, a
    /// `fillEqually` column (8 apart) of two `fillEqually` rows (8 apart)
    /// of two tiles; each tile a column centred across, 4 apart: the
    /// temperature 64 × 48, the icon 32 × 32 and the caption (72, 56, 80,
    /// 64) × 16. The hourly strip 16 below the grid and 16 above the
    /// widget's bottom, across it: six hour columns, `equalCentering`,
    /// each centred, 4 apart: the time (32, 28, 28, 36, 28, 28) × 14, the
    /// icon 24 × 24, the temperature 28 × 16.
    final class Weather: LiveScreen {
        struct State {
            var hiddenHour: Int? = nil
            var hiddenTile: Int? = nil
        }

        static let captions: [Double] = [72, 56, 80, 64]
        static let times: [Double] = [32, 28, 28, 36, 28, 28]

        var state: State
        let root = LayoutItem(name: "widget")
        var tiles: [StackItem] = [], hours: [StackItem] = []

        init(_ state: State) throws {
            self.state = state
            func column(_ name: String, _ sizes: [(String, Double, Double)]) -> StackItem {
                let stack = StackItem(name: name, arrangedItems: sizes.map {
                    LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: $0.1, height: $0.2))
                })
                stack.axis = .vertical
                stack.alignment = .center
                stack.spacing = 4
                return stack
            }
            tiles = Self.captions.enumerated().map { index, caption in
                let n = index + 1
                return column("tile\(n)", [("temp\(n)", 64, 48), ("icon\(n)", 32, 32), ("caption\(n)", caption, 16)])
            }
            let rows = [StackItem(name: "row1", arrangedItems: Array(tiles[0..<2])),
                        StackItem(name: "row2", arrangedItems: Array(tiles[2..<4]))]
            let grid = StackItem(name: "grid", arrangedItems: rows)
            grid.axis = .vertical
            for stack in rows + [grid] {
                stack.distribution = .fillEqually
                stack.spacing = 8
            }
            hours = Self.times.enumerated().map { index, time in
                let n = index + 1
                return column("hour\(n)", [("time\(n)", time, 14), ("symbol\(n)", 24, 24), ("degrees\(n)", 28, 16)])
            }
            let hourly = StackItem(name: "hourly", arrangedItems: hours)
            hourly.distribution = .equalCentering
            root.addChild(grid)
            root.addChild(hourly)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 340),
                grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
                grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                hourly.topAnchor.constraint(equalTo: grid.bottomAnchor, constant: 16),
                hourly.leadingAnchor.constraint(equalTo: grid.leadingAnchor),
                hourly.trailingAnchor.constraint(equalTo: grid.trailingAnchor),
                root.bottomAnchor.constraint(equalTo: hourly.bottomAnchor, constant: 16),
            ])
            apply(state)
        }

        /// Hides the hour and the tile the state names (1-based), shows the rest.
        func apply(_ state: State) {
            self.state = state
            for (index, hour) in hours.enumerated() { hour.isHidden = state.hiddenHour == index + 1 }
            for (index, tile) in tiles.enumerated() { tile.isHidden = state.hiddenTile == index + 1 }
        }
    }

    /// The grid 308 wide from (16, 16); each tile 48 + 4 + 32 + 4 + 16 =
    /// 104 high, each row as high, the grid 104 + 8 + 104 = 216. Each tile
    /// (308 − 8) / 2 = 150 wide: 16 and 174; rows at 16 and 128. In a
    /// tile from x: the temperature at x + 43, the icon at x + 59 (y + 52),
    /// the caption at x + (150 − w) / 2 (y + 88). The strip at 16 + 216 +
    /// 16 = 248, 62 high (14 + 4 + 24 + 4 + 16); the widget 248 + 62 + 16
    /// = 326 high. The strip's first centre is 16 + 16 = 32, its last 324
    /// − 14 = 310, the four between them (310 − 32) / 5 = 55.6 apart:
    /// 87.6, 143.2, 198.8, 254.4; the columns at 16, 73.6, 129.2, 180.8,
    /// 240.4 and 296.
    static let weatherFrames: [(String, Rect)] = [
        ("widget", Rect(x: 0, y: 0, width: 340, height: 326)),
        ("grid", Rect(x: 16, y: 16, width: 308, height: 216)),
        ("row1", Rect(x: 16, y: 16, width: 308, height: 104)),
        ("row2", Rect(x: 16, y: 128, width: 308, height: 104)),
        ("tile1", Rect(x: 16, y: 16, width: 150, height: 104)),
        ("tile2", Rect(x: 174, y: 16, width: 150, height: 104)),
        ("tile3", Rect(x: 16, y: 128, width: 150, height: 104)),
        ("tile4", Rect(x: 174, y: 128, width: 150, height: 104)),
        ("temp1", Rect(x: 59, y: 16, width: 64, height: 48)),
        ("icon1", Rect(x: 75, y: 68, width: 32, height: 32)),
        ("caption1", Rect(x: 55, y: 104, width: 72, height: 16)),
        ("caption2", Rect(x: 221, y: 104, width: 56, height: 16)),
        ("temp4", Rect(x: 217, y: 128, width: 64, height: 48)),
        ("caption3", Rect(x: 51, y: 216, width: 80, height: 16)),
        ("caption4", Rect(x: 217, y: 216, width: 64, height: 16)),
        ("hourly", Rect(x: 16, y: 248, width: 308, height: 62)),
        ("hour1", Rect(x: 16, y: 248, width: 32, height: 62)),
        ("hour2", Rect(x: 73.6, y: 248, width: 28, height: 62)),
        ("hour3", Rect(x: 129.2, y: 248, width: 28, height: 62)),
        ("hour4", Rect(x: 180.8, y: 248, width: 36, height: 62)),
        ("hour5", Rect(x: 240.4, y: 248, width: 28, height: 62)),
        ("hour6", Rect(x: 296, y: 248, width: 28, height: 62)),
        ("time4", Rect(x: 180.8, y: 248, width: 36, height: 14)),
        ("symbol4", Rect(x: 186.8, y: 266, width: 24, height: 24)),
        ("degrees4", Rect(x: 184.8, y: 294, width: 28, height: 16)),
        ("degrees1", Rect(x: 18, y: 294, width: 28, height: 16)),
    ]

    @Test func theWeatherWidget() throws {
        let screen = try Weather(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, Self.weatherFrames)
    }

    /// The third hour hidden: five centres from 32 to 310, (310 − 32) / 4
    /// = 69.5 apart: 101.5, 171, 240.5; the columns at 16, 87.5, 153,
    /// 226.5 and 296. Then the fourth tile hidden too: the third alone in
    /// its row, 308 wide, its temperature at 16 + 122 = 138, its caption
    /// at 16 + 114 = 130. Shown again, as at first. Each as fresh.
    @Test func theWeatherWidgetHidesAnHourAndATileLive() throws {
        let screen = try Weather(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(hiddenHour: 3))
        try screen.expectLaysOutAsFresh("hour 3 hidden")
        #expect(screen.root.engine.ambiguities().isEmpty)
        let hours: [(String, Rect)] = [
            ("hour1", Rect(x: 16, y: 248, width: 32, height: 62)),
            ("hour2", Rect(x: 87.5, y: 248, width: 28, height: 62)),
            ("hour4", Rect(x: 153, y: 248, width: 36, height: 62)),
            ("hour5", Rect(x: 226.5, y: 248, width: 28, height: 62)),
            ("hour6", Rect(x: 296, y: 248, width: 28, height: 62)),
            ("symbol4", Rect(x: 159, y: 266, width: 24, height: 24)),
        ]
        expectFrames(in: screen.root, hours)
        screen.apply(.init(hiddenHour: 3, hiddenTile: 4))
        try screen.expectLaysOutAsFresh("tile 4 hidden too")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, hours + [
            ("tile3", Rect(x: 16, y: 128, width: 308, height: 104)),
            ("temp3", Rect(x: 138, y: 128, width: 64, height: 48)),
            ("icon3", Rect(x: 154, y: 180, width: 32, height: 32)),
            ("caption3", Rect(x: 130, y: 216, width: 80, height: 16)),
            ("tile1", Rect(x: 16, y: 16, width: 150, height: 104)),
        ])
        screen.apply(.init())
        try screen.expectLaysOutAsFresh("all shown")
        expectFrames(in: screen.root, Self.weatherFrames)
    }
}
