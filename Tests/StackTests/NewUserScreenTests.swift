import Testing
import Stack

/// Whole screens built the way the guides teach, each frame worked out by
/// hand: a chat with wrapping bubbles (anchors and measured text), a
/// settings form (nested `UIStackView` stacks with a hidden row) and a
/// toolbar and a photo grid (Texture flex stacks).
@Suite struct NewUserScreenTests {
    // MARK: - Chat

    /// A chat bubble: text pinned to the bubble's margins (12 on the sides,
    /// 8 above and below), the bubble at most 70 % of the screen wide.
    private static func bubble(_ name: String, words: [Double], in screen: LayoutItem)
        -> (bubble: LayoutItem, text: LayoutItem, constraints: [LayoutConstraint]) {
        let bubble = LayoutItem(name: name)
        bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        let text = LayoutItem(name: "\(name)Text")
        text.measuredContent = WrappedText(words: words, spaceWidth: 4, lineHeight: 20)
        bubble.addChild(text)
        screen.addChild(bubble)
        return (bubble, text, [
            text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
            text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
            text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
            text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: screen.widthAnchor, multiplier: 0.7),
        ])
    }

    /// Three messages on a 390-point screen with its default margins of 8:
    /// incoming ones after a 32-point avatar, the outgoing one against the
    /// right margin, 8 between messages, the screen as tall as its content.
    @Test func aChatWrapsLongMessagesWithinSeventyPercentOfTheScreen() throws {
        let screen = LayoutItem(name: "screen")
        let first = Self.bubble("first", words: [40, 25, 60], in: screen)
        let second = Self.bubble("second", words: Array(repeating: 50, count: 10), in: screen)
        let third = Self.bubble("third", words: Array(repeating: 30, count: 8), in: screen)
        let avatars = ["firstAvatar", "thirdAvatar"].map { LayoutItem(name: $0) }
        for avatar in avatars { screen.addChild(avatar) }
        var constraints = [screen.widthAnchor.constraint(equalToConstant: 390)]
        constraints += first.constraints + second.constraints + third.constraints
        for (avatar, incoming) in zip(avatars, [first.bubble, third.bubble]) {
            constraints += [
                avatar.widthAnchor.constraint(equalToConstant: 32),
                avatar.heightAnchor.constraint(equalToConstant: 32),
                avatar.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                avatar.bottomAnchor.constraint(equalTo: incoming.bottomAnchor),
                incoming.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            ]
        }
        constraints += [
            first.bubble.topAnchor.constraint(equalTo: screen.topMarginAnchor),
            second.bubble.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
            second.bubble.topAnchor.constraint(equalTo: first.bubble.bottomAnchor, constant: 8),
            third.bubble.topAnchor.constraint(equalTo: second.bubble.bottomAnchor, constant: 8),
            screen.bottomMarginAnchor.constraint(equalTo: third.bubble.bottomAnchor),
        ]
        try LayoutConstraint.activate(constraints)
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.isEmpty)
        #expect(screen.engine.lastPassReport.isClean, "\(screen.engine.lastPassReport)")
        #expect(screen.engine.ambiguities().isEmpty)

        // The bubbles may be 0.7 × 390 = 273 wide, so their text 273 − 24 = 249.
        // First: one line, 40 + 4 + 25 + 4 + 60 = 133; bubble 157 × 36 at x = 8 + 32 + 8.
        expectFrame(first.bubble, Rect(x: 48, y: 8, width: 157, height: 36))
        expectFrame(first.text, Rect(x: 12, y: 8, width: 133, height: 20))
        expectFrame(avatars[0], Rect(x: 8, y: 12, width: 32, height: 32))
        // Second: words of 50 fit four to a line in 249 (4 × 50 + 3 × 4 = 212,
        // a fifth makes 266): lines of 4, 4 and 2, 212 × 60; the bubble
        // 236 × 76 ends at the right margin, 382 − 236 = 146.
        expectFrame(second.bubble, Rect(x: 146, y: 52, width: 236, height: 76))
        expectFrame(second.text, Rect(x: 12, y: 8, width: 212, height: 60))
        // Third: words of 30 fit seven to a line (7 × 30 + 6 × 4 = 234): two
        // lines, 234 × 40, bubble 258 × 56, 8 below the second.
        expectFrame(third.bubble, Rect(x: 48, y: 136, width: 258, height: 56))
        expectFrame(third.text, Rect(x: 12, y: 8, width: 234, height: 40))
        expectFrame(avatars[1], Rect(x: 8, y: 160, width: 32, height: 32))
        expectFrame(screen, Rect(x: 0, y: 0, width: 390, height: 200))
    }

    /// A short conversation between a header under the notch and an input
    /// bar: the transcript is a flex column as tall as its bubbles, which
    /// are at most 70 % of its content box, the outgoing one at the end.
    /// Its width comes from constraints, so the 70 % resolves in its
    /// content height too, and the input bar starts below the last bubble.
    @Test func aTranscriptSizedByConstraintsIsAsTallAsItsCappedBubbles() throws {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = LayoutItem(name: "header", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
        let input = LayoutItem(name: "input", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        let incoming = LayoutItem(name: "incoming"), outgoing = LayoutItem(name: "outgoing")
        incoming.measuredContent = WrappedText(words: [40, 25, 60], spaceWidth: 4, lineHeight: 20)
        outgoing.measuredContent = WrappedText(words: Array(repeating: 50, count: 10), spaceWidth: 4, lineHeight: 20)
        let transcript = StackItem(name: "transcript", arrangedItems: [incoming, outgoing])
        transcript.axis = .vertical
        transcript.distribution = .flex(.start)
        transcript.alignment = .start
        transcript.spacing = 8
        transcript.padding = FlexPadding(all: 8)
        let bubble = FlexItemOptions(maximumSize: FlexSize(width: .fraction(0.7)))
        transcript.setFlexOptions(bubble, for: incoming)
        var outgoingOptions = bubble
        outgoingOptions.alignSelf = .end
        transcript.setFlexOptions(outgoingOptions, for: outgoing)
        for item in [header, transcript, input] { screen.addChild(item) }
        var constraints = [screen.widthAnchor.constraint(equalToConstant: 390),
                           screen.heightAnchor.constraint(equalToConstant: 844)]
        for item in [header, transcript, input] {
            constraints += [item.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                            item.trailingAnchor.constraint(equalTo: screen.trailingAnchor)]
        }
        constraints += [
            header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            transcript.topAnchor.constraint(equalTo: header.bottomAnchor),
            input.topAnchor.constraint(equalTo: transcript.bottomAnchor),
            input.bottomAnchor.constraint(lessThanOrEqualTo: screen.safeAreaLayoutGuide.bottomAnchor),
        ]
        try LayoutConstraint.activate(constraints)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")

        expectFrame(header, Rect(x: 0, y: 47, width: 390, height: 44))
        // The content box is 390 − 16 = 374, a bubble at most 261.8: the
        // outgoing words of 50 wrap four a line (212), three lines of 20,
        // against the right padding: 390 − 8 − 212 = 170.
        expectFrame(incoming, Rect(x: 8, y: 8, width: 133, height: 20))
        expectFrame(outgoing, Rect(x: 170, y: 36, width: 212, height: 60))
        // 8 + 20 + 8 + 60 + 8 = 104 (without the cap, seven words a line,
        // two lines: 84, and the input bar would cover the last line).
        expectFrame(transcript, Rect(x: 0, y: 91, width: 390, height: 104))
        expectFrame(input, Rect(x: 0, y: 195, width: 390, height: 50))
    }

    // MARK: - Settings form

    /// A settings row: a label and a control, centred across the row, 8 apart.
    private static func row(_ name: String, label: IntrinsicSize, control: IntrinsicSize)
        -> (row: StackItem, label: LayoutItem, control: LayoutItem) {
        let label = LayoutItem(name: "\(name)Label", intrinsicContentSize: label)
        let control = LayoutItem(name: "\(name)Control", intrinsicContentSize: control)
        let row = StackItem(name: "\(name)Row", arrangedItems: [label, control])
        row.alignment = .center
        row.spacing = 8
        return (row, label, control)
    }

    /// A column of rows inside a 375-point screen: the column arranges
    /// within its margins (8 above and below, 16 on the sides), 12 between
    /// rows and 24 after the email row; the passcode row is hidden; a
    /// footnote wraps at the column's width.
    @Test func aSettingsFormOfNestedStacksClosesUpAroundAHiddenRow() throws {
        let screen = LayoutItem(name: "screen")
        let name = Self.row("name", label: IntrinsicSize(width: 60, height: 20),
                            control: IntrinsicSize(width: nil, height: 34))
        let email = Self.row("email", label: IntrinsicSize(width: 50, height: 20),
                             control: IntrinsicSize(width: nil, height: 34))
        let notify = Self.row("notify", label: IntrinsicSize(width: 110, height: 20),
                              control: IntrinsicSize(width: 51, height: 31))
        let passcode = Self.row("passcode", label: IntrinsicSize(width: 80, height: 20),
                                control: IntrinsicSize(width: 51, height: 31))
        passcode.row.isHidden = true
        let footnote = LayoutItem(name: "footnote")
        footnote.measuredContent = WrappedText(words: Array(repeating: 40, count: 12), spaceWidth: 4, lineHeight: 18)
        let form = StackItem(name: "form", arrangedItems: [name.row, email.row, notify.row, passcode.row, footnote])
        form.axis = .vertical
        form.spacing = 12
        form.setCustomSpacing(24, after: email.row)
        form.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        form.isLayoutMarginsRelativeArrangement = true
        screen.addChild(form)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375),
            screen.heightAnchor.constraint(equalToConstant: 667),
            form.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            form.topAnchor.constraint(equalTo: screen.topAnchor),
            email.label.widthAnchor.constraint(equalTo: name.label.widthAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.lastPassReport.isClean, "\(screen.engine.lastPassReport)")
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")

        // Rows are 375 − 32 = 343 wide at x = 16. A field has no intrinsic
        // width, so it takes what the label leaves: 343 − 60 − 8 = 275. The
        // email label is held at the name label's 60 (its compression
        // resistance against the 50-point label's hugging).
        expectFrame(name.row, Rect(x: 16, y: 8, width: 343, height: 34))
        expectFrame(name.label, Rect(x: 0, y: 7, width: 60, height: 20))
        expectFrame(name.control, Rect(x: 68, y: 0, width: 275, height: 34))
        expectFrame(email.row, Rect(x: 16, y: 54, width: 343, height: 34))
        expectFrame(email.label, Rect(x: 0, y: 7, width: 60, height: 20))
        expectFrame(email.control, Rect(x: 68, y: 0, width: 275, height: 34))
        // 24 after the email row: 54 + 34 + 24 = 112. Label and switch hug
        // equally (250), so the first item, the label, takes the room:
        // 343 − 8 − 51 = 284. The row is the switch's 31 tall.
        expectFrame(notify.row, Rect(x: 16, y: 112, width: 343, height: 31))
        expectFrame(notify.label, Rect(x: 0, y: 5.5, width: 284, height: 20))
        expectFrame(notify.control, Rect(x: 292, y: 0, width: 51, height: 31))
        // The hidden row is 0 tall, parked half a spacing after the row
        // before it; the footnote follows the notify row by one spacing.
        expectFrame(passcode.row, Rect(x: 16, y: 149, width: 343, height: 0))
        // Words of 40 fit seven to a line in 343 (7 × 40 + 6 × 4 = 304):
        // two lines of 18. The column stretches the footnote to 343.
        expectFrame(footnote, Rect(x: 16, y: 155, width: 343, height: 36))
        expectFrame(form, Rect(x: 0, y: 0, width: 375, height: 199))

        // Showing the passcode row opens a row of 31 and a spacing of 12.
        passcode.row.isHidden = false
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrame(passcode.row, Rect(x: 16, y: 155, width: 343, height: 31))
        expectFrame(passcode.label, Rect(x: 0, y: 5.5, width: 284, height: 20))
        expectFrame(footnote, Rect(x: 16, y: 198, width: 343, height: 36))
        expectFrame(form, Rect(x: 0, y: 0, width: 375, height: 242))
    }

    // MARK: - Flex toolbar and grid

    /// A 375-point toolbar (Texture's stack): a back button, a title that
    /// grows and shrinks, two action buttons; 8 of padding on the sides and
    /// 8 between items, centred across.
    @Test func aFlexToolbarShrinksALongTitleIntoTwoLinesAndGrowsAShortOne() throws {
        let back = LayoutItem(name: "back", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let title = LayoutItem(name: "title")
        title.measuredContent = WrappedText(words: [60, 50, 70, 80], spaceWidth: 4, lineHeight: 22)
        let search = LayoutItem(name: "search", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let more = LayoutItem(name: "more", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
        let toolbar = StackItem(name: "toolbar", arrangedItems: [back, title, search, more])
        toolbar.distribution = .flex(.start)
        toolbar.alignment = .center
        toolbar.spacing = 8
        toolbar.padding = FlexPadding(top: 0, left: 8, bottom: 0, right: 8)
        toolbar.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: title)
        toolbar.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 0),
                                           maximum: Size(width: 375, height: .infinity))
        #expect(toolbar.layoutIfNeeded().isEmpty)
        #expect(toolbar.engine.lastPassReport.isClean, "\(toolbar.engine.lastPassReport)")

        // The title's one line is 60 + 50 + 70 + 80 + 3 × 4 = 272; the room
        // for it is 375 − 16 − 3 × 32 − 3 × 8 = 239. Only the title shrinks,
        // to 239, where it wraps after its third word (188): two lines, 44.
        expectFrame(toolbar, Rect(x: 0, y: 0, width: 375, height: 44))
        expectFrame(back, Rect(x: 8, y: 6, width: 32, height: 32))
        expectFrame(title, Rect(x: 48, y: 0, width: 239, height: 44))
        expectFrame(search, Rect(x: 295, y: 6, width: 32, height: 32))
        expectFrame(more, Rect(x: 335, y: 6, width: 32, height: 32))

        // A one-word title (60) grows to the same 239, one line of 22; the
        // toolbar is now as tall as its buttons.
        title.measuredContent = WrappedText(words: [60], spaceWidth: 4, lineHeight: 22)
        #expect(toolbar.layoutIfNeeded().isEmpty)
        expectFrame(toolbar, Rect(x: 0, y: 0, width: 375, height: 32))
        expectFrame(back, Rect(x: 8, y: 0, width: 32, height: 32))
        expectFrame(title, Rect(x: 48, y: 5, width: 239, height: 22))
        expectFrame(search, Rect(x: 295, y: 0, width: 32, height: 32))
    }

    /// A flex row that wraps, items at the top of their lines, 8 between
    /// items and between lines.
    private static func wrappingRow(_ name: String, _ items: [LayoutItem], _ justification: FlexJustification) -> StackItem {
        let row = StackItem(name: name, arrangedItems: items)
        row.distribution = .flex(justification)
        row.alignment = .start
        row.flexWrap = .wrap
        row.spacing = 8
        row.lineSpacing = 8
        return row
    }

    /// Five 108-point photos in a wrapping 375-point row with 16 of padding,
    /// 8 between items and lines, lines justified `spaceBetween`.
    @Test func aWrappingPhotoGridSpreadsEachLineOnItsOwn() throws {
        let photos = (1...5).map { LayoutItem(name: "photo\($0)", intrinsicContentSize: IntrinsicSize(width: 108, height: 108)) }
        let grid = Self.wrappingRow("grid", photos, .spaceBetween)
        grid.padding = FlexPadding(all: 16)
        grid.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 0),
                                        maximum: Size(width: 375, height: .infinity))
        #expect(grid.layoutIfNeeded().isEmpty)

        // 343 inside the padding: three photos and two spacings take 340,
        // a fourth would need 456. The first line's 3 points left widen its
        // two gaps to 9.5; the second line's two photos leave 343 − 224 = 119,
        // all in their one gap (127).
        let expected = [Rect(x: 16, y: 16, width: 108, height: 108), Rect(x: 133.5, y: 16, width: 108, height: 108),
                        Rect(x: 251, y: 16, width: 108, height: 108), Rect(x: 16, y: 132, width: 108, height: 108),
                        Rect(x: 251, y: 132, width: 108, height: 108)]
        for (photo, frame) in zip(photos, expected) { expectFrame(photo, frame) }
        expectFrame(grid, Rect(x: 0, y: 0, width: 375, height: 256))
    }

    /// A tab bar of four 60-point tabs spaced evenly across 375 points.
    @Test func aTabBarSpacesItsTabsEvenly() throws {
        let tabs = (1...4).map { LayoutItem(name: "tab\($0)", intrinsicContentSize: IntrinsicSize(width: 60, height: 49)) }
        let bar = StackItem(name: "tabBar", arrangedItems: tabs)
        bar.distribution = .flex(.spaceEvenly)
        bar.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 0),
                                       maximum: Size(width: 375, height: .infinity))
        #expect(bar.layoutIfNeeded().isEmpty)
        // 375 − 4 × 60 = 135 shared by five gaps of 27.
        for (index, tab) in tabs.enumerated() {
            expectFrame(tab, Rect(x: 27 + Double(index) * 87, y: 0, width: 60, height: 49))
        }
        expectFrame(bar, Rect(x: 0, y: 0, width: 375, height: 49))
    }

    // MARK: - A cell measured for a list

    /// The content of a list cell: a 50 × 30 header and ten words of 40,
    /// 5 apart, 10 inside the edges, measured for a 200-point list.
    private static func cellContent() -> (header: LayoutItem, text: LayoutItem) {
        let header = LayoutItem(name: "header", intrinsicContentSize: IntrinsicSize(width: 50, height: 30))
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: Array(repeating: 40, count: 10), spaceWidth: 4, lineHeight: 20)
        return (header, text)
    }

    /// As a `UIStackView` column: 180 inside the margins holds four words
    /// a line (4 × 40 + 3 × 4 = 172), three lines of 20:
    /// 10 + 30 + 5 + 60 + 10 = 115.
    @Test func aStackCellMeasuresItsHeightForTheListsWidth() {
        let (header, text) = Self.cellContent()
        let cell = StackItem(name: "cell", arrangedItems: [header, text])
        cell.axis = .vertical
        cell.spacing = 5
        cell.layoutMargins = EdgeInsets(all: 10)
        cell.isLayoutMarginsRelativeArrangement = true
        #expect(cell.systemLayoutSizeFitting(Size(width: 200, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 200, height: 115))
        // Unbounded, the text is one line of 10 × 40 + 9 × 4 = 436.
        #expect(cell.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 456, height: 75))
    }

    /// The same cell as a flex column (Texture's `ASCellNode` measured at
    /// the list's width) measures the same: the fitting probe lays the flex
    /// content out at the width it asks about, not at the one the stack was
    /// last placed at (any width, the first time: one line of text, 75
    /// high, which the probe answered before).
    @Test func aFlexCellMeasuresItsHeightForTheListsWidth() {
        let (header, text) = Self.cellContent()
        let cell = StackItem(name: "cell", arrangedItems: [header, text])
        cell.axis = .vertical
        cell.distribution = .flex(.start)
        cell.spacing = 5
        cell.padding = FlexPadding(all: 10)
        #expect(cell.systemLayoutSizeFitting(Size(width: 200, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 200, height: 115))
        // 280 inside the padding holds six words a line (260): two lines, 95.
        #expect(cell.systemLayoutSizeFitting(Size(width: 300, height: 0), verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 300, height: 95))
        #expect(cell.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 456, height: 75))
        // Fitting changed nothing: laid out at 200, the cell is 115 high.
        cell.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        #expect(cell.layoutIfNeeded().isEmpty)
        expectFrame(cell, Rect(x: 0, y: 0, width: 200, height: 115))
        expectFrame(text, Rect(x: 10, y: 45, width: 180, height: 60))
    }

    /// A `UIStackView` cell holding a wrapping flex row of six 80 × 30
    /// chips (8 apart, lines 8 apart) under a 20-point title, 10 between:
    /// fitted at a width, the chips wrap at that width.
    @Test func aCellWithAWrappingFlexRowMeasuresItsHeightForTheListsWidth() {
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let chips = (1...6).map { LayoutItem(name: "chip\($0)", intrinsicContentSize: IntrinsicSize(width: 80, height: 30)) }
        let flow = Self.wrappingRow("flow", chips, .start)
        let cell = StackItem(name: "cell", arrangedItems: [title, flow])
        cell.axis = .vertical
        cell.spacing = 10
        func fitting(_ width: Double) -> Size {
            cell.systemLayoutSizeFitting(Size(width: width, height: 0), verticalFittingPriority: .fittingSizeLevel)
        }
        // 343: three chips a line (256; four would need 344), two lines, 68.
        #expect(fitting(343) == Size(width: 343, height: 98))
        // 200: two a line (168), three lines, 106.
        #expect(fitting(200) == Size(width: 200, height: 136))
        // Any width: one line of 6 × 80 + 5 × 8 = 520.
        #expect(cell.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 520, height: 60))
    }
}
