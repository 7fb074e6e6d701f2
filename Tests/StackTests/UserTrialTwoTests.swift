import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Five screens built only from the README and the guides, each frame worked
/// out by hand before the test ran: a settings form of `UIStackView` rows in
/// the safe area, a wrapping photo grid rotated to landscape, a toolbar whose
/// title gives way first (both directions, both stack vocabularies), a chat
/// transcript with times on their messages' last baselines, and a Texture
/// profile header changed after its first layout.
@Suite struct UserTrialTwoTests {
    /// Expects a region's frame in the root's coordinates to be `expected`.
    private static func expectInRoot(_ item: LayoutItem, _ expected: Rect,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(framesMatch(item.frameInRoot, expected),
                "\(item.name) is \(item.frameInRoot), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// The item named `name` in `root`'s tree.
    private static func item(_ name: String, in root: LayoutItem) throws -> LayoutItem {
        if root.name == name { return root }
        for child in root.children { if let found = try? item(name, in: child) { return found } }
        throw LayoutTrialError.noItem(name)
    }

    /// `rect` as a right-to-left layout of `width` places it: x becomes
    /// width − x − w.
    private static func mirrored(_ rect: Rect, in width: Double, _ direction: LayoutDirection) -> Rect {
        direction == .leftToRight ? rect
            : Rect(x: width - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A 390 × 844 screen with a 47-point notch and a 34-point home indicator.
    private static func phone(_ direction: LayoutDirection = .leftToRight) -> (LayoutItem, [LayoutConstraint]) {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return (screen, [screen.widthAnchor.constraint(equalToConstant: 390),
                         screen.heightAnchor.constraint(equalToConstant: 844)])
    }

    /// Constraints that hang `item` from the safe area's top, across its width.
    private static func underNotch(_ item: LayoutItem, in screen: LayoutItem) -> [LayoutConstraint] {
        [item.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
         item.leadingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.leadingAnchor),
         item.trailingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.trailingAnchor)]
    }

    // MARK: - 1. Settings form

    /// A text of 20 points with its baseline 15 down.
    private static func label(_ name: String, width: Double, hugging: Priority = 250) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: 20))
        item.firstBaselineOffset = 15
        item.lastBaselineOffset = 15
        item.setContentHuggingPriority(hugging, for: .horizontal)
        return item
    }

    /// A table row: its items centred within margins of 6 and 16, 8 apart,
    /// at least 44 high.
    private static func row(_ name: String, _ items: [LayoutItem]) -> (StackItem, LayoutConstraint) {
        let row = StackItem(name: name, arrangedItems: items)
        row.alignment = .center
        row.spacing = 8
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return (row, row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44))
    }

    /// A section header: an 18-point title across the row, 24 below the
    /// previous section and 6 above its rows.
    private static func header(_ name: String, title: LayoutItem) -> StackItem {
        let header = StackItem(name: name, arrangedItems: [title])
        header.isLayoutMarginsRelativeArrangement = true
        header.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 16, bottom: 6, trailing: 16)
        return header
    }

    /// A one-point separator inset 16 on the leading side, as a grouped
    /// table draws it.
    private static func separator(_ name: String) -> (StackItem, LayoutItem) {
        let line = LayoutItem(name: "\(name)Line", intrinsicContentSize: IntrinsicSize(width: nil, height: 1))
        let separator = StackItem(name: name, arrangedItems: [line])
        separator.isLayoutMarginsRelativeArrangement = true
        separator.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
        return (separator, line)
    }

    /// The form of `settings.json`: a General section (Wi-Fi and its
    /// network, Bluetooth and a switch, a long lock-screen label that wraps
    /// beside "Off") and an About section (Version), separators between the
    /// General rows, in a vertical stack hung from the safe area's top.
    private static func settingsScreen(_ direction: LayoutDirection) throws -> LayoutItem {
        let (screen, size) = Self.phone(direction)
        let generalTitle = LayoutItem(name: "generalTitle", intrinsicContentSize: IntrinsicSize(width: 80, height: 18))
        let aboutTitle = LayoutItem(name: "aboutTitle", intrinsicContentSize: IntrinsicSize(width: 60, height: 18))
        let wifiLabel = Self.label("wifiLabel", width: 40, hugging: 249), wifiValue = Self.label("wifiValue", width: 90)
        let bluetoothLabel = Self.label("bluetoothLabel", width: 80, hugging: 249)
        let bluetoothSwitch = LayoutItem(name: "bluetoothSwitch", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        // The long label wraps at the width the row leaves it: compression
        // resistance 749 so that it gives way first, hugging 249 so that it
        // also takes the room its lines leave (the stacks guide's advice).
        let lockLabel = LayoutItem(name: "lockLabel")
        lockLabel.measuredContent = WrappedText(words: [50, 90, 20, 60, 30, 30, 40, 60, 40, 50], spaceWidth: 4,
                                                lineHeight: 20)
        lockLabel.firstBaselineOffset = 15
        lockLabel.lastBaselineOffset = 15
        lockLabel.setContentHuggingPriority(249, for: .horizontal)
        lockLabel.setContentCompressionResistancePriority(749, for: .horizontal)
        let lockValue = Self.label("lockValue", width: 30)
        let versionLabel = Self.label("versionLabel", width: 60, hugging: 249)
        let versionValue = Self.label("versionValue", width: 40)
        let (wifiRow, wifiHeight) = Self.row("wifiRow", [wifiLabel, wifiValue])
        let (bluetoothRow, bluetoothHeight) = Self.row("bluetoothRow", [bluetoothLabel, bluetoothSwitch])
        let (lockRow, lockHeight) = Self.row("lockRow", [lockLabel, lockValue])
        let (versionRow, versionHeight) = Self.row("versionRow", [versionLabel, versionValue])
        let (separator1, _) = Self.separator("sep1"), (separator2, _) = Self.separator("sep2")
        let generalHeader = Self.header("generalHeader", title: generalTitle)
        let aboutHeader = Self.header("aboutHeader", title: aboutTitle)
        let form = StackItem(name: "form", arrangedItems: [generalHeader, wifiRow, separator1, bluetoothRow,
                                                           separator2, lockRow, aboutHeader, versionRow])
        form.axis = .vertical
        screen.addChild(form)
        try LayoutConstraint.activate(size + [wifiHeight, bluetoothHeight, lockHeight, versionHeight]
                                      + Self.underNotch(form, in: screen))
        return screen
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSettingsFormWrapsItsLongLabelBesideItsValue(direction: LayoutDirection) throws {
        let screen = try Self.settingsScreen(direction)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)

        // Rows span 390; their content 390 − 2 × 16 = 358.
        // Header: 24 + 18 + 6 = 48, at 47. Wi-Fi (95): 40 + 8 + 90 = 138,
        // the label (hugging 249) takes the 220 left: 260; content 20 + 12
        // = 32 < 44, so 44 high, texts at 6 + (32 − 20) / 2 = 12 down.
        // Separator (139): 1 high, its line from 16, 374 wide.
        // Bluetooth (140): label 358 − 8 − 51 = 299, switch at 323,
        // 6 + (32 − 31) / 2 = 6.5 down. Separator at 184.
        // Lock screen (185): the label gets 358 − 8 − 30 = 320 and wraps:
        // 50 90 20 60 30 30 is 300 (+ 40 would be 344), then 40 60 40 50:
        // two lines, 40 high, 320 wide by its hugging. Row 40 + 12 = 52;
        // the value at 6 + (40 − 20) / 2 = 16 down, x 16 + 320 + 8 = 344.
        // About header at 237, its title 24 down; Version (285): label
        // 358 − 8 − 40 = 310, value at 334. Form: 48 + 44 + 1 + 44 + 1 + 52
        // + 48 + 44 = 282.
        let expected: [(String, Rect)] = [
            ("form", Rect(x: 0, y: 47, width: 390, height: 282)),
            ("generalHeader", Rect(x: 0, y: 47, width: 390, height: 48)),
            ("generalTitle", Rect(x: 16, y: 71, width: 358, height: 18)),
            ("wifiRow", Rect(x: 0, y: 95, width: 390, height: 44)),
            ("wifiLabel", Rect(x: 16, y: 107, width: 260, height: 20)),
            ("wifiValue", Rect(x: 284, y: 107, width: 90, height: 20)),
            ("sep1", Rect(x: 0, y: 139, width: 390, height: 1)),
            ("sep1Line", Rect(x: 16, y: 139, width: 374, height: 1)),
            ("bluetoothRow", Rect(x: 0, y: 140, width: 390, height: 44)),
            ("bluetoothLabel", Rect(x: 16, y: 152, width: 299, height: 20)),
            ("bluetoothSwitch", Rect(x: 323, y: 146.5, width: 51, height: 31)),
            ("sep2", Rect(x: 0, y: 184, width: 390, height: 1)),
            ("sep2Line", Rect(x: 16, y: 184, width: 374, height: 1)),
            ("lockRow", Rect(x: 0, y: 185, width: 390, height: 52)),
            ("lockLabel", Rect(x: 16, y: 191, width: 320, height: 40)),
            ("lockValue", Rect(x: 344, y: 201, width: 30, height: 20)),
            ("aboutHeader", Rect(x: 0, y: 237, width: 390, height: 48)),
            ("aboutTitle", Rect(x: 16, y: 261, width: 358, height: 18)),
            ("versionRow", Rect(x: 0, y: 285, width: 390, height: 44)),
            ("versionLabel", Rect(x: 16, y: 297, width: 310, height: 20)),
            ("versionValue", Rect(x: 334, y: 297, width: 40, height: 20)),
        ]
        for (name, rect) in expected {
            Self.expectInRoot(try Self.item(name, in: screen), Self.mirrored(rect, in: 390, direction))
        }
        // The wrapped label's last baseline is on its second line: 15 + 20.
        #expect(try Self.item("lockLabel", in: screen).lastBaselineShift == 20)
    }

    // MARK: - 2. Photo grid

    /// Ten square thumbnails (an aspect ratio of 1) with `options` in a
    /// wrapping flex row under the notch: padding 16, spacing and line
    /// spacing 8. The size constraints are the screen's width and height.
    private static func photoGridScreen(_ options: FlexItemOptions) throws
        -> (screen: LayoutItem, size: [LayoutConstraint], grid: StackItem, photos: [LayoutItem]) {
        let (screen, size) = Self.phone()
        let photos = (1...10).map { LayoutItem(name: "p\($0)") }
        let grid = StackItem(name: "grid", arrangedItems: photos)
        grid.distribution = .flex(.start)
        grid.flexWrap = .wrap
        grid.spacing = 8
        grid.lineSpacing = 8
        grid.padding = FlexPadding(all: 16)
        for photo in photos {
            photo.aspectRatio = 1
            grid.setFlexOptions(options, for: photo)
        }
        screen.addChild(grid)
        try LayoutConstraint.activate(size + Self.underNotch(grid, in: screen))
        return (screen, size, grid, photos)
    }

    /// Ten 114-point square thumbnails (a width and an aspect ratio) in a
    /// wrapping flex row under the notch: padding 16, spacing and line
    /// spacing 8. At 390, 3 × 114 + 2 × 8 = 358 = 390 − 32, three a line:
    /// x 16, 138, 260; lines at 16, 138, 260, 382 in the grid; the grid is
    /// 16 + 4 × 114 + 3 × 8 + 16 = 512 high. Rotated to 844 × 390 with the
    /// notch on the left (47), 47 on the right and a 21-point home
    /// indicator, the grid spans the safe area's 750: its content 718 takes
    /// five a line (5 × 114 + 4 × 8 = 602; six would be 724), x 63 + 122 k,
    /// two lines at 16 and 138, 268 high, from the top (no top inset).
    @Test func aPhotoGridOfThreeALineTakesFiveALineInLandscape() throws {
        let (screen, size, grid, photos) = try Self.photoGridScreen(FlexItemOptions(size: FlexSize(width: 114)))
        func expectPortrait() {
            #expect(screen.layoutIfNeeded().isEmpty)
            Self.expectInRoot(grid, Rect(x: 0, y: 47, width: 390, height: 512))
            for (k, photo) in photos.enumerated() {
                Self.expectInRoot(photo, Rect(x: 16 + Double(k % 3) * 122, y: 63 + Double(k / 3) * 122,
                                              width: 114, height: 114))
            }
        }
        expectPortrait()

        size[0].constant = 844
        size[1].constant = 390
        screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(grid, Rect(x: 47, y: 0, width: 750, height: 268))
        for (k, photo) in photos.enumerated() {
            Self.expectInRoot(photo, Rect(x: 63 + Double(k % 5) * 122, y: 16 + Double(k / 5) * 122,
                                          width: 114, height: 114))
        }

        // Back to portrait: three a line again.
        size[0].constant = 390
        size[1].constant = 844
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        expectPortrait()
    }

    /// The same grid with thumbnails a third of the row: a basis of 30 %
    /// (107.4 of 358) and grow 1. Three a line (3 × 107.4 + 16 = 338.2;
    /// four would be 453.6), each grown by (358 − 338.2) ÷ 3 to 114. The
    /// tenth is alone on its line and grows to the whole line, 358, as in
    /// CSS: grow shares a line's room among that line's items. The grid is
    /// 16 + 3 × 114 + 3 × 8 + 358 + 16 = 756 high.
    @Test func aGrowingThumbnailAloneOnTheLastLineTakesTheLine() throws {
        let (screen, _, grid, photos) = try Self.photoGridScreen(FlexItemOptions(grow: 1, basis: .fraction(0.3)))
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(grid, Rect(x: 0, y: 47, width: 390, height: 756))
        for (k, photo) in photos.prefix(9).enumerated() {
            Self.expectInRoot(photo, Rect(x: 16 + Double(k % 3) * 122, y: 63 + Double(k / 3) * 122,
                                          width: 114, height: 114))
        }
        Self.expectInRoot(photos[9], Rect(x: 16, y: 429, width: 358, height: 358))
    }

    // MARK: - 3. Toolbar

    /// A 44-point toolbar under the notch: back and close (44 × 32), the
    /// title, a spacer, share and more (32 × 32), 8 apart within margins of
    /// 8, centred. The title gives way first (compression resistance 749, or
    /// in a flex row the only `shrink`); the spacer takes what is left (no
    /// intrinsic size, or `grow` 1).
    private static func toolbar(_ direction: LayoutDirection, flex: Bool, titleWidth: Double) throws
        -> (screen: LayoutItem, bar: StackItem, items: [LayoutItem]) {
        let (screen, size) = Self.phone(direction)
        let back = LayoutItem(name: "back", intrinsicContentSize: IntrinsicSize(width: 44, height: 32))
        let close = LayoutItem(name: "close", intrinsicContentSize: IntrinsicSize(width: 44, height: 32))
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: titleWidth, height: 22))
        title.setContentCompressionResistancePriority(749, for: .horizontal)
        let spacer = LayoutItem(name: "spacer")
        let share = LayoutItem(name: "share", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let more = LayoutItem(name: "more", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let items = [back, close, title, spacer, share, more]
        let bar = StackItem(name: "toolbar", arrangedItems: items)
        bar.alignment = .center
        bar.spacing = 8
        if flex {
            bar.distribution = .flex(.start)
            bar.padding = FlexPadding(top: 0, left: 0, bottom: 0, right: 0, leading: 8, trailing: 8)
            bar.setFlexOptions(FlexItemOptions(shrink: 1), for: title)
            bar.setFlexOptions(FlexItemOptions(grow: 1), for: spacer)
        } else {
            bar.isLayoutMarginsRelativeArrangement = true
            bar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        }
        screen.addChild(bar)
        try LayoutConstraint.activate(size + Self.underNotch(bar, in: screen)
                                      + [bar.heightAnchor.constraint(equalToConstant: 44)])
        return (screen, bar, items)
    }

    /// Room for title and spacer: 390 − 2 × 8 − 2 × 44 − 2 × 32 − 5 × 8 = 182.
    /// A 200-point title is cut to 182 and the spacer is 0; a 120-point
    /// title keeps 120 and the spacer takes 62. x: back 8, close 60, title
    /// 112, spacer 112 + title + 8, share 310, more 350; y (centred in 44
    /// at 47): buttons 53, title 58, the empty spacer 69. Right to left,
    /// every x mirrors, in either vocabulary.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [false, true])
    func aToolbarTitleGivesWayBeforeItsButtons(direction: LayoutDirection, flex: Bool) throws {
        for (titleWidth, shown, spacerWidth) in [(200.0, 182.0, 0.0), (120, 120, 62)] {
            let (screen, bar, items) = try Self.toolbar(direction, flex: flex, titleWidth: titleWidth)
            #expect(screen.layoutIfNeeded().isEmpty)
            #expect(screen.engine.ambiguities().isEmpty)
            Self.expectInRoot(bar, Rect(x: 0, y: 47, width: 390, height: 44))
            let expected = [Rect(x: 8, y: 53, width: 44, height: 32), Rect(x: 60, y: 53, width: 44, height: 32),
                            Rect(x: 112, y: 58, width: shown, height: 22),
                            Rect(x: 120 + shown, y: 69, width: spacerWidth, height: 0),
                            Rect(x: 310, y: 53, width: 32, height: 32), Rect(x: 350, y: 53, width: 32, height: 32)]
            for (item, rect) in zip(items, expected) {
                Self.expectInRoot(item, Self.mirrored(rect, in: 390, direction))
            }
        }
    }

    /// A title given as text with `maxLines` 1 truncates as a `UILabel`
    /// with `numberOfLines` 1 does: its one line is 60 + 5 + 50 + 5 + 80 =
    /// 200 at any width, it gets the 182 points left, and measured there it
    /// ends in an ellipsis and keeps all 182 (the words that fit make only
    /// 115), so the spacer is 0 at 112 + 182 + 8 = 302, as with the 200-point
    /// intrinsic title above; in the flex toolbar too, which shrinks it.
    @Test(arguments: [false, true])
    func aOneLineTextTitleTruncatesAtTheWidthItGets(flex: Bool) throws {
        let (screen, _, items) = try Self.toolbar(.leftToRight, flex: flex, titleWidth: 200)
        items[2].measuredContent = WrappedText(words: [60, 50, 80], spaceWidth: 5, lineHeight: 22, maxLines: 1)
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(items[2], Rect(x: 112, y: 58, width: 182, height: 22))
        Self.expectInRoot(items[3], Rect(x: 302, y: 69, width: 0, height: 0))
        Self.expectInRoot(items[4], Rect(x: 310, y: 53, width: 32, height: 32))
    }

    // MARK: - 4. Chat transcript

    /// A flex column under the notch, padding 8 and 12, spacing 8; each
    /// bubble a flex row at most 75 % of the column's content (366 × 0.75 =
    /// 274.5) of its text (shrink 1, first and last baselines 15) and a
    /// 36 × 14 time (baseline 11), 6 apart, padding 6 and 10, aligned on
    /// last baselines; incoming bubbles at the start, outgoing at the end.
    private static func chatScreen() throws
        -> (screen: LayoutItem, transcript: StackItem,
            bubbles: [(bubble: StackItem, text: LayoutItem, time: LayoutItem)]) {
        let (screen, size) = Self.phone()
        let messages: [(String, StackAlignment, [Double])] = [
            ("m1", .start, [40, 30]), ("m2", .end, [50, 60, 40, 70, 30, 50, 60, 40, 30]),
            ("m3", .start, [60, 50, 70, 40]), ("m4", .end, [30]),
        ]
        var bubbles: [(bubble: StackItem, text: LayoutItem, time: LayoutItem)] = []
        for (name, _, words) in messages {
            let text = LayoutItem(name: "\(name)Text")
            text.measuredContent = WrappedText(words: words, spaceWidth: 4, lineHeight: 20)
            text.firstBaselineOffset = 15
            text.lastBaselineOffset = 15
            let time = LayoutItem(name: "\(name)Time", intrinsicContentSize: IntrinsicSize(width: 36, height: 14))
            time.firstBaselineOffset = 11
            time.lastBaselineOffset = 11
            let bubble = StackItem(name: name, arrangedItems: [text, time])
            bubble.distribution = .flex(.start)
            bubble.alignment = .baselineLast
            bubble.spacing = 6
            bubble.padding = FlexPadding(top: 6, left: 10, bottom: 6, right: 10)
            bubble.setFlexOptions(FlexItemOptions(shrink: 1), for: text)
            bubbles.append((bubble, text, time))
        }
        let transcript = StackItem(name: "transcript", arrangedItems: bubbles.map(\.bubble))
        transcript.axis = .vertical
        transcript.distribution = .flex(.start)
        transcript.alignment = .start
        transcript.spacing = 8
        transcript.padding = FlexPadding(top: 8, left: 12, bottom: 8, right: 12)
        for (message, entry) in zip(messages, bubbles) {
            transcript.setFlexOptions(FlexItemOptions(alignSelf: message.1,
                                                      maximumSize: FlexSize(width: .fraction(0.75))),
                                      for: entry.bubble)
        }
        screen.addChild(transcript)
        try LayoutConstraint.activate(size + Self.underNotch(transcript, in: screen))
        return (screen, transcript, bubbles)
    }

    @Test func chatBubblesKeepTheirTimesOnTheLastLine() throws {
        let (screen, transcript, bubbles) = try Self.chatScreen()
        #expect(screen.layoutIfNeeded().isEmpty)

        // m1: 40 30 is 74, one line: bubble 10 + 74 + 6 + 36 + 10 = 136 ×
        // (6 + 20 + 6) = 32. The line's ascent is the text's 15, its descent
        // 5: the time sits 15 − 11 = 4 below the text's top.
        // m2: one line of 462 would make 504 > 274.5: the text alone shrinks
        // by 504 − 274.5 to 212.5 and wraps: 50 60 40 (158), 70 30 50
        // (158), 60 40 30: three lines, 60 high, its last baseline 15 + 40 =
        // 55 down; the bubble 274.5 × 72 at 12 + 366 − 274.5 = 103.5, the
        // time 55 − 11 = 44 below the text's top.
        // m3: 232 + 52 = 294 > 274.5: the text is 212.5 again, two lines
        // (60 50 70 | 40), 40 high; the time 35 − 11 = 24 below its top.
        // m4: 30: bubble 92 × 32 at 12 + 366 − 92 = 286.
        // y: 47 + 8 = 55, + 32 + 8 = 95, + 72 + 8 = 175, + 52 + 8 = 235;
        // the transcript is 8 + 32 + 72 + 52 + 32 + 3 × 8 + 8 = 228 high.
        Self.expectInRoot(transcript, Rect(x: 0, y: 47, width: 390, height: 228))
        let expected: [(Rect, Rect, Rect)] = [
            (Rect(x: 12, y: 55, width: 136, height: 32), Rect(x: 22, y: 61, width: 74, height: 20),
             Rect(x: 102, y: 65, width: 36, height: 14)),
            (Rect(x: 103.5, y: 95, width: 274.5, height: 72), Rect(x: 113.5, y: 101, width: 212.5, height: 60),
             Rect(x: 332, y: 145, width: 36, height: 14)),
            (Rect(x: 12, y: 175, width: 274.5, height: 52), Rect(x: 22, y: 181, width: 212.5, height: 40),
             Rect(x: 240.5, y: 205, width: 36, height: 14)),
            (Rect(x: 286, y: 235, width: 92, height: 32), Rect(x: 296, y: 241, width: 30, height: 20),
             Rect(x: 332, y: 245, width: 36, height: 14)),
        ]
        for (entry, rects) in zip(bubbles, expected) {
            Self.expectInRoot(entry.bubble, rects.0)
            Self.expectInRoot(entry.text, rects.1)
            Self.expectInRoot(entry.time, rects.2)
            // Each time's baseline is its text's last line's.
            let textBaseline = entry.text.frameInRoot.minY + 15 + entry.text.lastBaselineShift
            #expect(entry.time.frameInRoot.minY + 11 == textBaseline)
        }
    }

    /// A flex bubble of text (words 50 60 40 70 30 in lines of 20, its
    /// baselines 15 into a line; shrink 1) and a time (36 × 14, baselines
    /// 11), 6 apart, aligned on their last baselines.
    private static func receiptBubble() -> (bubble: StackItem, text: LayoutItem, time: LayoutItem) {
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [50, 60, 40, 70, 30], lineHeight: 20)
        text.firstBaselineOffset = 15
        text.lastBaselineOffset = 15
        let time = LayoutItem(name: "time", intrinsicContentSize: IntrinsicSize(width: 36, height: 14))
        time.firstBaselineOffset = 11
        time.lastBaselineOffset = 11
        let bubble = StackItem(name: "bubble", arrangedItems: [text, time])
        bubble.distribution = .flex(.start)
        bubble.alignment = .baselineLast
        bubble.spacing = 6
        bubble.setFlexOptions(FlexItemOptions(shrink: 1), for: text)
        return (bubble, text, time)
    }

    /// A read receipt beside a bubble, constrained to its text's last
    /// baseline, sits on the text's last line as the flex row lays it out,
    /// as it would on a wrapped `UILabel`'s `lastBaselineAnchor`. The bubble
    /// is 150 wide: the text (shrink 1) gets 150 − 6 − 36 = 108 and wraps
    /// 50 | 60 40 | 70 30, its last baseline 15 + 40 = 55 down, so the
    /// receipt (baseline 11) is at 44. At 300 the text gets 258: 50 60 40
    /// 70 | 30, two lines, the baseline at 35 and the receipt at 24.
    @Test func aConstraintOnFlexTextsLastBaselineFollowsItsLastLine() throws {
        let root = LayoutItem(name: "root")
        let (bubble, text, time) = Self.receiptBubble()
        let receipt = LayoutItem(name: "receipt", intrinsicContentSize: IntrinsicSize(width: 20, height: 14))
        receipt.lastBaselineOffset = 11
        root.addChild(bubble)
        root.addChild(receipt)
        let width = bubble.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 390), bubble.topAnchor.constraint(equalTo: root.topAnchor),
            bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor), width,
            receipt.leadingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 4),
            receipt.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        Self.expectInRoot(text, Rect(x: 0, y: 0, width: 108, height: 60))
        Self.expectInRoot(time, Rect(x: 114, y: 44, width: 36, height: 14))
        Self.expectInRoot(receipt, Rect(x: 154, y: 44, width: 20, height: 14))
        #expect(text.lastBaselineShift == 40)

        width.constant = 300
        #expect(root.layoutIfNeeded().isEmpty)
        Self.expectInRoot(text, Rect(x: 0, y: 0, width: 258, height: 40))
        Self.expectInRoot(time, Rect(x: 264, y: 24, width: 36, height: 14))
        Self.expectInRoot(receipt, Rect(x: 304, y: 24, width: 20, height: 14))
    }

    /// A `UIStackView` row aligning a flex bubble and a receipt on their
    /// last baselines: the bubble (150 wide) vends its text, wrapped onto
    /// three lines at 108, so the receipt's baseline meets the text's last
    /// line, 55 down: the receipt at 44, 150 + 4 along.
    @Test func aStackRowAlignsOnTheLastLineOfAFlexBubblesText() throws {
        let root = LayoutItem(name: "root")
        let (bubble, text, _) = Self.receiptBubble()
        bubble.sizeRange = StackSizeRange(minimum: Size(width: 150, height: 0),
                                          maximum: Size(width: 150, height: .infinity))
        let receipt = LayoutItem(name: "receipt", intrinsicContentSize: IntrinsicSize(width: 20, height: 14))
        receipt.firstBaselineOffset = 11
        receipt.lastBaselineOffset = 11
        let row = StackItem(name: "row", arrangedItems: [bubble, receipt])
        row.alignment = .lastBaseline
        row.spacing = 4
        root.addChild(row)
        try LayoutConstraint.activate([row.topAnchor.constraint(equalTo: root.topAnchor),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        Self.expectInRoot(text, Rect(x: 0, y: 0, width: 108, height: 60))
        Self.expectInRoot(receipt, Rect(x: 154, y: 44, width: 20, height: 14))
        Self.expectInRoot(row, Rect(x: 0, y: 0, width: 174, height: 60))
    }

    // MARK: - 5. Profile header

    /// A Texture header under the notch: a 64-point avatar and an info
    /// column (grow and shrink 1) 12 apart, padding 16, aligned at the
    /// start; the column holds the name, the bio (lines of 18) and a row of
    /// three stats spread by `spaceBetween`, 4 apart.
    private static func profileScreen() throws -> LayoutItem {
        let (screen, size) = Self.phone()
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name")
        name.measuredContent = WrappedText(words: [70, 60], lineHeight: 22)
        let bio = LayoutItem(name: "bio")
        bio.measuredContent = WrappedText(words: Self.bioWords, lineHeight: 18)
        let posts = LayoutItem(name: "posts", intrinsicContentSize: IntrinsicSize(width: 60, height: 32))
        let followers = LayoutItem(name: "followers", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        let following = LayoutItem(name: "following", intrinsicContentSize: IntrinsicSize(width: 70, height: 32))
        let stats = StackItem(name: "stats", arrangedItems: [posts, followers, following])
        stats.distribution = .flex(.spaceBetween)
        let info = StackItem(name: "info", arrangedItems: [name, bio, stats])
        info.axis = .vertical
        info.distribution = .flex(.start)
        info.spacing = 4
        let header = StackItem(name: "header", arrangedItems: [avatar, info])
        header.distribution = .flex(.start)
        header.alignment = .start
        header.spacing = 12
        header.padding = FlexPadding(all: 16)
        header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 64, height: 64)), for: avatar)
        header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: info)
        screen.addChild(header)
        try LayoutConstraint.activate(size + Self.underNotch(header, in: screen))
        return screen
    }

    /// The bio's word widths at first.
    private static let bioWords: [Double] = [40, 50, 30, 60, 20, 70, 40]

    @Test func aProfileHeaderFollowsItsBioItsHiddenStatAndItsDirection() throws {
        let screen = try Self.profileScreen()
        let header = try #require(Self.item("header", in: screen) as? StackItem)
        let (avatar, info, name, bio, stats) = try (Self.item("avatar", in: screen), Self.item("info", in: screen),
                                                    Self.item("name", in: screen), Self.item("bio", in: screen),
                                                    Self.item("stats", in: screen))
        let (posts, followers, following) = try (Self.item("posts", in: screen), Self.item("followers", in: screen),
                                                 Self.item("following", in: screen))
        #expect(screen.layoutIfNeeded().isEmpty)

        // The column is 390 − 32 − 64 − 12 = 282 wide; the bio wraps there:
        // 40 50 30 60 20 is 216 (+ 70 would be 290), then 70 40: 36 high.
        // The column: 22 + 4 + 36 + 4 + 32 = 98, the header 16 + 98 + 16 =
        // 130. The stats spread 282 − 210 = 72 over two gaps: x 92, 188, 304.
        func expectColumn(bioHeight: Double) {
            let statsY = 63 + 22 + 4 + bioHeight + 4
            Self.expectInRoot(header, Rect(x: 0, y: 47, width: 390, height: 32 + statsY + 32 - 63))
            Self.expectInRoot(avatar, Rect(x: 16, y: 63, width: 64, height: 64))
            Self.expectInRoot(info, Rect(x: 92, y: 63, width: 282, height: statsY + 32 - 63))
            Self.expectInRoot(name, Rect(x: 92, y: 63, width: 282, height: 22))
            Self.expectInRoot(bio, Rect(x: 92, y: 89, width: 282, height: bioHeight))
            Self.expectInRoot(stats, Rect(x: 92, y: statsY, width: 282, height: 32))
        }
        expectColumn(bioHeight: 36)
        Self.expectInRoot(posts, Rect(x: 92, y: 129, width: 60, height: 32))
        Self.expectInRoot(followers, Rect(x: 188, y: 129, width: 80, height: 32))
        Self.expectInRoot(following, Rect(x: 304, y: 129, width: 70, height: 32))

        // The bio grows by 50 60 30 80: its second line 70 40 50 60 30 is
        // 266, and 80 starts a third: 54 high. The stats move to 147.
        bio.measuredContent = WrappedText(words: Self.bioWords + [50, 60, 30, 80], lineHeight: 18)
        #expect(screen.layoutIfNeeded().isEmpty)
        expectColumn(bioHeight: 54)
        Self.expectInRoot(followers, Rect(x: 188, y: 147, width: 80, height: 32))

        // Followers hidden: posts and following at the row's two ends.
        followers.isHidden = true
        #expect(screen.layoutIfNeeded().isEmpty)
        expectColumn(bioHeight: 54)
        Self.expectInRoot(posts, Rect(x: 92, y: 147, width: 60, height: 32))
        Self.expectInRoot(following, Rect(x: 304, y: 147, width: 70, height: 32))

        // Right to left: every stack runs from the right; x mirrors.
        screen.layoutDirection = .rightToLeft
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(header, Rect(x: 0, y: 47, width: 390, height: 148))
        Self.expectInRoot(avatar, Rect(x: 310, y: 63, width: 64, height: 64))
        Self.expectInRoot(info, Rect(x: 16, y: 63, width: 282, height: 116))
        Self.expectInRoot(bio, Rect(x: 16, y: 89, width: 282, height: 54))
        Self.expectInRoot(posts, Rect(x: 238, y: 147, width: 60, height: 32))
        Self.expectInRoot(following, Rect(x: 16, y: 147, width: 70, height: 32))

        // The header turns into a column: the avatar on top at the start
        // (the right), the info 12 below, as wide as its widest line: the
        // bio at most 358 takes 40 50 30 60 20 70 40 (334) then 50 60 30
        // 80 (232), two lines, 36. The column is 22 + 4 + 36 + 4 + 32 = 98
        // high, 334 wide at 374 − 334 = 40; the header 16 + 64 + 12 + 98 +
        // 16 = 206. The stats spread over 334: posts at 40 + 334 − 60 = 314.
        header.axis = .vertical
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(header, Rect(x: 0, y: 47, width: 390, height: 206))
        Self.expectInRoot(avatar, Rect(x: 310, y: 63, width: 64, height: 64))
        Self.expectInRoot(info, Rect(x: 40, y: 139, width: 334, height: 98))
        Self.expectInRoot(name, Rect(x: 40, y: 139, width: 334, height: 22))
        Self.expectInRoot(bio, Rect(x: 40, y: 165, width: 334, height: 36))
        Self.expectInRoot(stats, Rect(x: 40, y: 205, width: 334, height: 32))
        Self.expectInRoot(posts, Rect(x: 314, y: 205, width: 60, height: 32))
        Self.expectInRoot(following, Rect(x: 40, y: 205, width: 70, height: 32))

        // Every change undone, in another order: the first layout again.
        followers.isHidden = false
        screen.layoutDirection = .leftToRight
        bio.measuredContent = WrappedText(words: Self.bioWords, lineHeight: 18)
        header.axis = .horizontal
        #expect(screen.layoutIfNeeded().isEmpty)
        expectColumn(bioHeight: 36)
        Self.expectInRoot(posts, Rect(x: 92, y: 129, width: 60, height: 32))
        Self.expectInRoot(followers, Rect(x: 188, y: 129, width: 80, height: 32))
        Self.expectInRoot(following, Rect(x: 304, y: 129, width: 70, height: 32))
    }

    /// A `UIStackView` column in a flex row holds a name (134) above a flex
    /// row of stats (60 + 150 = 210, spread by `spaceBetween`): measured by
    /// its constraints, the column is as wide as its widest item, 210, as
    /// it is on its own, and the stats keep their 210, following at 60.
    @Test func aStackViewInAFlexRowIsAsWideAsTheFlexRowItHolds() throws {
        let screen = LayoutItem(name: "screen")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 134, height: 22))
        let posts = LayoutItem(name: "posts", intrinsicContentSize: IntrinsicSize(width: 60, height: 32))
        let following = LayoutItem(name: "following", intrinsicContentSize: IntrinsicSize(width: 150, height: 32))
        let stats = StackItem(name: "stats", arrangedItems: [posts, following])
        stats.distribution = .flex(.spaceBetween)
        let info = StackItem(name: "info", arrangedItems: [name, stats])
        info.axis = .vertical
        let header = StackItem(name: "header", arrangedItems: [info])
        header.distribution = .flex(.start)
        header.alignment = .start
        screen.addChild(header)
        try LayoutConstraint.activate([screen.widthAnchor.constraint(equalToConstant: 390),
                                       header.topAnchor.constraint(equalTo: screen.topAnchor),
                                       header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                                       header.trailingAnchor.constraint(equalTo: screen.trailingAnchor)])
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(info, Rect(x: 0, y: 0, width: 210, height: 54))
        Self.expectInRoot(name, Rect(x: 0, y: 0, width: 210, height: 22))
        Self.expectInRoot(stats, Rect(x: 0, y: 22, width: 210, height: 32))
        Self.expectInRoot(following, Rect(x: 60, y: 22, width: 150, height: 32))
    }

    /// A flex row holding a column of text turned from a flex stack into a
    /// `UIStackView` in the same layout as the screen widens from 200 to
    /// 844: the text (310 on one line, two lines of 18 at 200) is one line,
    /// 844 × 18, as in a fresh layout and as when the two changes come in
    /// separate layouts. The header places the column again whenever it
    /// compiles, here again once the text is measured at 844, not only
    /// after its own measurement, made while the text held its two lines.
    @Test func aColumnTurnedIntoAStackViewAsTheScreenWidensUnwrapsItsText() throws {
        let screen = LayoutItem(name: "screen")
        let bio = LayoutItem(name: "bio")
        bio.measuredContent = WrappedText(words: [40, 50, 30, 60, 20, 70, 40], lineHeight: 18)
        let info = StackItem(name: "info", arrangedItems: [bio])
        info.axis = .vertical
        info.distribution = .flex(.start)
        let header = StackItem(name: "header", arrangedItems: [info])
        header.distribution = .flex(.start)
        header.alignment = .start
        header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: info)
        screen.addChild(header)
        let width = screen.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([width, header.topAnchor.constraint(equalTo: screen.topAnchor),
                                       header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                                       header.trailingAnchor.constraint(equalTo: screen.trailingAnchor)])
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(bio, Rect(x: 0, y: 0, width: 200, height: 36))
        info.distribution = .fill
        width.constant = 844
        #expect(screen.layoutIfNeeded().isEmpty)
        Self.expectInRoot(bio, Rect(x: 0, y: 0, width: 844, height: 18))
    }

    /// The profile header with a `UIStackView` column (name, bio, stats),
    /// a badge on the bio's last baseline: every item of the column hidden,
    /// then the name and the stats shown again (the bio still hidden). A
    /// fresh layout of that state gives the column 22 + 4 + 32 = 58, and so
    /// does the changed one: the header's placement of the column at 0 high
    /// goes when the column compiles again, rather than meeting its new
    /// UISV-spacing and breaking it.
    @Test func aStackViewColumnWhoseItemsComeBackTakesTheirHeight() throws {
        func screen(hidingAll: Bool) throws -> (LayoutItem, StackItem, [LayoutItem]) {
            let (screen, size) = Self.phone(.rightToLeft)
            let avatar = LayoutItem(name: "avatar")
            let name = LayoutItem(name: "name")
            name.measuredContent = WrappedText(words: [70, 60], lineHeight: 22)
            let bio = LayoutItem(name: "bio")
            bio.measuredContent = WrappedText(words: [40, 50, 30, 60, 20, 70, 40, 50, 60, 30, 80], lineHeight: 18)
            bio.lastBaselineOffset = 13
            let stats = StackItem(name: "stats", arrangedItems: [
                LayoutItem(name: "posts", intrinsicContentSize: IntrinsicSize(width: 60, height: 32)),
                LayoutItem(name: "following", intrinsicContentSize: IntrinsicSize(width: 70, height: 32)),
            ])
            stats.distribution = .flex(.spaceBetween)
            let info = StackItem(name: "info", arrangedItems: [name, bio, stats])
            info.axis = .vertical
            info.spacing = 4
            let header = StackItem(name: "header", arrangedItems: [avatar, info])
            header.distribution = .flex(.start)
            header.alignment = .start
            header.spacing = 12
            header.padding = FlexPadding(all: 16)
            header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 64, height: 64)), for: avatar)
            header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: info)
            let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 20, height: 14))
            badge.lastBaselineOffset = 11
            screen.addChild(header)
            screen.addChild(badge)
            try LayoutConstraint.activate(size + Self.underNotch(header, in: screen) + [
                badge.lastBaselineAnchor.constraint(equalTo: bio.lastBaselineAnchor),
                badge.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            ])
            for item in hidingAll ? [name, bio, stats] : [bio] { item.isHidden = true }
            return (screen, info, [name, stats])
        }
        let (fresh, freshInfo, _) = try screen(hidingAll: false)
        #expect(fresh.layoutIfNeeded().isEmpty)
        Self.expectInRoot(freshInfo, Rect(x: 16, y: 63, width: 282, height: 58))

        let (changed, info, shown) = try screen(hidingAll: true)
        #expect(changed.layoutIfNeeded().isEmpty)
        for item in shown { item.isHidden = false }
        let conflicts = changed.layoutIfNeeded()
        #expect(conflicts.isEmpty)
        Self.expectInRoot(info, Rect(x: 16, y: 63, width: 282, height: 58))
    }

    // MARK: - The same screens as layout documents

    /// Each screen written as a layout document
    /// (`Fixtures/user-trial-two/NAME.json`, for `layout run`) lays out as
    /// the Swift one: the same items, the same frames, nothing ambiguous.
    @Test(arguments: ["settings", "settings-rtl", "photo-grid", "photo-grid-fraction", "toolbar", "toolbar-rtl",
                      "toolbar-flex", "toolbar-flex-rtl", "chat", "profile"])
    func theDocumentLaysOutAsTheSwiftScreen(_ name: String) throws {
        let screen = switch name {
        case "settings": try Self.settingsScreen(.leftToRight)
        case "settings-rtl": try Self.settingsScreen(.rightToLeft)
        case "photo-grid": try Self.photoGridScreen(FlexItemOptions(size: FlexSize(width: 114))).screen
        case "photo-grid-fraction": try Self.photoGridScreen(FlexItemOptions(grow: 1, basis: .fraction(0.3))).screen
        case "toolbar": try Self.toolbar(.leftToRight, flex: false, titleWidth: 200).screen
        case "toolbar-rtl": try Self.toolbar(.rightToLeft, flex: false, titleWidth: 200).screen
        case "toolbar-flex": try Self.toolbar(.leftToRight, flex: true, titleWidth: 200).screen
        case "toolbar-flex-rtl": try Self.toolbar(.rightToLeft, flex: true, titleWidth: 200).screen
        case "chat": try Self.chatScreen().screen
        default: try Self.profileScreen()
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-two/\(name)", withExtension: "json"))
        try expectDocument(JSON(parsing: String(contentsOf: url, encoding: .utf8)), laysOutAs: screen)
    }
}

/// A name the trial's screens do not hold.
private enum LayoutTrialError: Error {
    case noItem(String)
}
