import Foundation
import JSON
import Layout
import LayoutDocument
import Testing
import Stack

/// Screens built only from the README and the guides, each frame worked out
/// by hand before the test ran: a right-to-left settings list in a landscape
/// safe area that turns left to right while laid out, a Texture product
/// card resized through four widths, a broken profile screen read through
/// the debugging tools, and a dashboard of `UIStackView` rows nested in flex
/// stacks and back, changed live.
@Suite struct UserTrialThreeTests {
    /// The item named `name` in `root`'s tree.
    private static func item(_ name: String, in root: LayoutItem) -> LayoutItem? {
        root.name == name ? root : root.children.lazy.compactMap { Self.item(name, in: $0) }.first
    }

    /// The frames mirrored across a root `width` wide: x becomes width − x − w.
    private static func mirrored(_ frames: [(String, Rect)], in width: Double) -> [(String, Rect)] {
        frames.map { name, rect in
            (name, Rect(x: width - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height))
        }
    }

    /// A document fixture of this trial, `Fixtures/user-trial-three/NAME.json`,
    /// with `text` replaced by `replacement` when given (another width).
    private static func fixture(_ name: String, replacing text: String = "", with replacement: String = "") throws -> JSON {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-three/\(name)", withExtension: "json"))
        let source = try String(contentsOf: url, encoding: .utf8)
        #expect(text.isEmpty || source.contains(text))
        return try JSON(parsing: text.isEmpty ? source : source.replacingOccurrences(of: text, with: replacement))
    }

    // MARK: - 1. A right-to-left settings list in landscape

    /// A one-line text of `height` with its baselines `baseline` down.
    private static func text(_ name: String, width: Double, height: Double, baseline: Double) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
        item.firstBaselineOffset = baseline
        item.lastBaselineOffset = baseline
        return item
    }

    /// A settings row: a 28-point icon (hugging 251), a title over a
    /// subtitle (2 apart) on the first baseline of a 60-point value 8 after
    /// them (hugging 251), and a 51 × 31 switch (hugging 750, as UISwitch),
    /// centred 12 apart within margins of 11 above and below, 20 on the
    /// leading side and 12 on the trailing one.
    private static func settingsRow(_ name: String, subtitleHidden: Bool) -> StackItem {
        let icon = LayoutItem(name: "\(name)Icon", intrinsicContentSize: IntrinsicSize(width: 28, height: 28))
        icon.setContentHuggingPriority(251, for: .horizontal)
        icon.setContentHuggingPriority(251, for: .vertical)
        let subtitle = Self.text("\(name)Subtitle", width: 180, height: 16, baseline: 12)
        subtitle.isHidden = subtitleHidden
        let texts = StackItem(name: "\(name)Texts",
                              arrangedItems: [Self.text("\(name)Title", width: 120, height: 20, baseline: 15), subtitle])
        texts.axis = .vertical
        texts.spacing = 2
        let value = Self.text("\(name)Value", width: 60, height: 20, baseline: 15)
        value.setContentHuggingPriority(251, for: .horizontal)
        let info = StackItem(name: "\(name)Info", arrangedItems: [texts, value])
        info.alignment = .firstBaseline
        info.spacing = 8
        let toggle = LayoutItem(name: "\(name)Switch", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        toggle.setContentHuggingPriority(750, for: .horizontal)
        toggle.setContentHuggingPriority(750, for: .vertical)
        let row = StackItem(name: "\(name)Row", arrangedItems: [icon, info, toggle])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 12)
        return row
    }

    /// An 844 × 390 phone in landscape (47 on each side, 21 at the bottom):
    /// a 200 × 34 title 8 below the safe area's top at the leading margin,
    /// and under it, across the screen, a list of a Wi-Fi row and a
    /// Bluetooth row whose subtitle is hidden.
    private static func settingsScreen(_ direction: LayoutDirection) throws
        -> (screen: LayoutItem, width: LayoutConstraint, height: LayoutConstraint) {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let navTitle = LayoutItem(name: "navTitle", intrinsicContentSize: IntrinsicSize(width: 200, height: 34))
        let list = StackItem(name: "list", arrangedItems: [Self.settingsRow("wifi", subtitleHidden: false),
                                                           Self.settingsRow("bluetooth", subtitleHidden: true)])
        list.axis = .vertical
        screen.addChild(navTitle)
        screen.addChild(list)
        let width = screen.widthAnchor.constraint(equalToConstant: 844)
        let height = screen.heightAnchor.constraint(equalToConstant: 390)
        try LayoutConstraint.activate([
            width, height,
            navTitle.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 8),
            navTitle.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
            list.topAnchor.constraint(equalTo: navTitle.bottomAnchor, constant: 8),
            list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        return (screen, width, height)
    }

    /// The settings list left to right, in the root's coordinates.
    ///
    /// The screen's margins grow by the safe area: 8 + 47 = 55, so the
    /// title is at x 55, y 0 + 8; the list starts at 8 + 34 + 8 = 50.
    /// Each row spans 844; its margins are 20 + 47 = 67 on the left and
    /// 12 + 47 = 59 on the right, leaving 844 − 126 = 718. The icon (251)
    /// and the value (251) hug, the switch hugs at 750, so the room goes to
    /// the title and subtitle (250) through their column: info = 718 − 28
    /// − 51 − 2 × 12 = 615 at x 67 + 28 + 12 = 107, texts 615 − 8 − 60 =
    /// 547, the value at 107 + 547 + 8 = 662, the switch at 662 + 60 + 12 =
    /// 734 (ending at 785 = 844 − 59).
    ///
    /// Wi-Fi: the column is 20 + 2 + 16 = 38 high and vends its title's
    /// first baseline (15), the value's is 15: both at the info's top, info
    /// 38 high. Across the row (centre): 38 is the tallest, the row 38 + 22
    /// = 60, its centre 11 + 19 = 30 down: icon 30 − 14 = 16, info 11,
    /// switch 30 − 15.5 = 14.5. At y 50: icon 66, info 61, subtitle 61 + 22
    /// = 83, switch 64.5.
    ///
    /// Bluetooth (subtitle hidden): the column is the title, 20; the row's
    /// tallest is the switch, 31: row 53 at y 110, centre 11 + 15.5 = 26.5:
    /// icon 12.5, info 16.5, switch 11. The hidden subtitle is parked at the
    /// title's bottom, 0 high, as wide as the column (fill alignment).
    private static let settingsLeftToRight: [(String, Rect)] = [
        ("screen", Rect(x: 0, y: 0, width: 844, height: 390)),
        ("navTitle", Rect(x: 55, y: 8, width: 200, height: 34)),
        ("list", Rect(x: 0, y: 50, width: 844, height: 113)),
        ("wifiRow", Rect(x: 0, y: 50, width: 844, height: 60)),
        ("wifiIcon", Rect(x: 67, y: 66, width: 28, height: 28)),
        ("wifiInfo", Rect(x: 107, y: 61, width: 615, height: 38)),
        ("wifiTexts", Rect(x: 107, y: 61, width: 547, height: 38)),
        ("wifiTitle", Rect(x: 107, y: 61, width: 547, height: 20)),
        ("wifiSubtitle", Rect(x: 107, y: 83, width: 547, height: 16)),
        ("wifiValue", Rect(x: 662, y: 61, width: 60, height: 20)),
        ("wifiSwitch", Rect(x: 734, y: 64.5, width: 51, height: 31)),
        ("bluetoothRow", Rect(x: 0, y: 110, width: 844, height: 53)),
        ("bluetoothIcon", Rect(x: 67, y: 122.5, width: 28, height: 28)),
        ("bluetoothInfo", Rect(x: 107, y: 126.5, width: 615, height: 20)),
        ("bluetoothTexts", Rect(x: 107, y: 126.5, width: 547, height: 20)),
        ("bluetoothTitle", Rect(x: 107, y: 126.5, width: 547, height: 20)),
        ("bluetoothSubtitle", Rect(x: 107, y: 146.5, width: 547, height: 0)),
        ("bluetoothValue", Rect(x: 662, y: 126.5, width: 60, height: 20)),
        ("bluetoothSwitch", Rect(x: 734, y: 121, width: 51, height: 31)),
    ]

    /// Right to left every frame mirrors across 844: the icons on the right
    /// (844 − 67 − 28 = 749), the switches on the left (844 − 734 − 51 =
    /// 59), the leading margin of 20 + 47 now on the right.
    @Test func aRightToLeftSettingsListMirrorsInTheLandscapeSafeArea() throws {
        let screen = try Self.settingsScreen(.rightToLeft).screen
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty)
        expectFrames(in: screen, Self.mirrored(Self.settingsLeftToRight, in: 844))
    }

    /// Turning the laid-out right-to-left list left to right, and back,
    /// gives the frames a fresh layout in each direction gives; so does
    /// showing the hidden subtitle (the Bluetooth row becomes the Wi-Fi
    /// row's 60 high) after the turn, and rotating to portrait.
    @Test func theSettingsListTurnsLeftToRightWhileLaidOut() throws {
        let (screen, width, height) = try Self.settingsScreen(.rightToLeft)
        #expect(screen.layoutIfNeeded().isEmpty)
        screen.layoutDirection = .leftToRight
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.settingsLeftToRight)
        screen.layoutDirection = .rightToLeft
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.mirrored(Self.settingsLeftToRight, in: 844))

        screen.layoutDirection = .leftToRight
        try #require(Self.item("bluetoothSubtitle", in: screen)).isHidden = false
        #expect(screen.layoutIfNeeded().isEmpty)
        // As Wi-Fi, 60 high at 110: icon 126, info 121, subtitle 143, switch 124.5.
        expectFrames(in: screen, [
            ("list", Rect(x: 0, y: 50, width: 844, height: 120)),
            ("bluetoothRow", Rect(x: 0, y: 110, width: 844, height: 60)),
            ("bluetoothIcon", Rect(x: 67, y: 126, width: 28, height: 28)),
            ("bluetoothInfo", Rect(x: 107, y: 121, width: 615, height: 38)),
            ("bluetoothSubtitle", Rect(x: 107, y: 143, width: 547, height: 16)),
            ("bluetoothSwitch", Rect(x: 734, y: 124.5, width: 51, height: 31)),
        ])

        // Portrait, 390 × 844 under a 47-point notch: the screen's margins
        // are 8, the title at (8, 47 + 8), the list at 55 + 34 + 8 = 97. A
        // row's margins are 20 and 12: 358 between them, info 358 − 28 − 51
        // − 24 = 255 at 20 + 40 = 60, texts 255 − 68 = 187, the value at
        // 60 + 187 + 8 = 255, the switch at 255 + 72 = 327 (to 378 = 390 − 12).
        width.constant = 390
        height.constant = 844
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, [
            ("navTitle", Rect(x: 8, y: 55, width: 200, height: 34)),
            ("list", Rect(x: 0, y: 97, width: 390, height: 120)),
            ("wifiIcon", Rect(x: 20, y: 113, width: 28, height: 28)),
            ("wifiInfo", Rect(x: 60, y: 108, width: 255, height: 38)),
            ("wifiTexts", Rect(x: 60, y: 108, width: 187, height: 38)),
            ("wifiValue", Rect(x: 255, y: 108, width: 60, height: 20)),
            ("wifiSwitch", Rect(x: 327, y: 111.5, width: 51, height: 31)),
            ("bluetoothRow", Rect(x: 0, y: 157, width: 390, height: 60)),
            ("bluetoothSubtitle", Rect(x: 60, y: 190, width: 187, height: 16)),
        ])
    }

    // MARK: - 2. A Texture product card at four widths

    /// An item whose content is `WrappedText`, its baselines `baseline` down
    /// when given.
    private static func wrapped(_ name: String, _ text: WrappedText, baseline: Double? = nil) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = text
        if let baseline {
            item.firstBaselineOffset = baseline
            item.lastBaselineOffset = baseline
        }
        return item
    }

    /// A flex stack of `items` along `axis` justified by `justification`.
    private static func flex(_ name: String, _ axis: LayoutAxis, _ items: [LayoutItem],
                             _ justification: FlexJustification = .start) -> StackItem {
        let stack = StackItem(name: name, arrangedItems: items)
        stack.axis = axis
        stack.distribution = .flex(justification)
        return stack
    }

    /// The product card of `product-card.json`, a flex column (padding 12,
    /// spacing 8) `width` wide: a 2:1 photo; a title of ten words that
    /// shows at most two lines of 22; a baseline row of the price, the old
    /// price 6 after it and a stock note (both shrink 1), a spacer (grow
    /// 1) and a rating; a wrapping row of six tags (spacing and line
    /// spacing 6); three lines at most of details; a footer 8 further
    /// down, justified to the end, of a save button at its top and a buy
    /// button half the row wide (basis 50 %); and a footnote centred.
    private static func productCard(width: Double) -> StackItem {
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 2
        let title = Self.wrapped("title", WrappedText(words: [70, 50, 90, 40, 80, 60, 30, 70, 50, 40], spaceWidth: 5,
                                                      lineHeight: 22, maxLines: 2))
        let price = Self.wrapped("price", WrappedText(words: [62], lineHeight: 24), baseline: 18)
        let oldPrice = Self.wrapped("oldPrice", WrappedText(words: [48], lineHeight: 16), baseline: 12)
        let stock = Self.wrapped("stock", WrappedText(words: [50, 30, 60], lineHeight: 16), baseline: 12)
        let spacer = LayoutItem(name: "spacer")
        let rating = Self.text("rating", width: 80, height: 16, baseline: 12)
        let priceRow = Self.flex("priceRow", .horizontal, [price, oldPrice, stock, spacer, rating])
        priceRow.alignment = .firstBaseline
        priceRow.setFlexOptions(FlexItemOptions(shrink: 1, spacingBefore: 6), for: oldPrice)
        priceRow.setFlexOptions(FlexItemOptions(shrink: 1), for: stock)
        priceRow.setFlexOptions(FlexItemOptions(grow: 1), for: spacer)
        let tags = Self.flex("tags", .horizontal, zip(1..., [60.0, 84, 52, 100, 72, 90]).map { index, width in
            LayoutItem(name: "tag\(index)", intrinsicContentSize: IntrinsicSize(width: width, height: 24))
        })
        tags.flexWrap = .wrap
        tags.spacing = 6
        tags.lineSpacing = 6
        let details = Self.wrapped("details", WrappedText(words: Array(repeating: 40, count: 30), lineHeight: 18,
                                                          maxLines: 3))
        let save = LayoutItem(name: "save", intrinsicContentSize: IntrinsicSize(width: 36, height: 36))
        let buy = LayoutItem(name: "buy", intrinsicContentSize: IntrinsicSize(width: 160, height: 44))
        let footer = Self.flex("footer", .horizontal, [save, buy], .end)
        footer.spacing = 8
        footer.alignment = .center
        footer.setFlexOptions(FlexItemOptions(alignSelf: .leading), for: save)
        footer.setFlexOptions(FlexItemOptions(basis: .fraction(0.5)), for: buy)
        let footnote = Self.wrapped("footnote", WrappedText(words: [50, 60], lineHeight: 14))
        let card = Self.flex("card", .vertical, [photo, title, priceRow, tags, details, footer, footnote])
        card.spacing = 8
        card.padding = FlexPadding(all: 12)
        card.setFlexOptions(FlexItemOptions(spacingBefore: 8), for: footer)
        card.setFlexOptions(FlexItemOptions(alignSelf: .center), for: footnote)
        card.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                        maximum: Size(width: width, height: .infinity))
        return card
    }

    /// The card's frames at each width, worked out from its content width
    /// cw = width − 24 (F the footer's top):
    ///
    /// - photo cw × cw / 2 at 12; the title below it (+ 8): 265 + 5 + 80
    ///   = 350 is the first line at 351 and 390, only four words (265) fit
    ///   at 296, and all ten (625) at 744: two lines (44) shown of three at
    ///   296, two at 351 and 390, one (22) at 744.
    /// - price row: 62 + 6 + 48 + 148 + 80 = 344. At 296 it is 48 short:
    ///   the old price and the stock note give 48 × 48 / 196 and 48 × 148 /
    ///   196 (their lengths × shrink), leaving 36.245 and 111.755; the note
    ///   wraps there (50 30 | 60), 32 high. Wider, the spacer takes cw −
    ///   344. On the first baselines: the price's 18 is the deepest, the
    ///   others (12) 6 lower, the empty spacer (ascent 0) 18 lower; the row
    ///   is 18 + 20 = 38 high with the wrapped note, 18 + 6 = 24 without.
    /// - tags: 60 84 52 | 100 72 90 at 296 (the fourth would end at 314),
    ///   60 84 52 100 | 72 90 at 351 and 390 (the fifth at 392), one line
    ///   at 744; lines 24 apart by 6.
    /// - details: 44 n − 4 ≤ cw puts 6, 8, 8, 17 words a line: 5, 4, 4, 2
    ///   lines, shown 3, 3, 3, 2: 54, 54, 54, 36 high.
    /// - footer 8 + 8 below the details, 44 high: the buy button half of cw,
    ///   the save button 36 + 8 before it, packed at the end; the footnote
    ///   (114 × 14) 8 below, centred: x 12 + (cw − 114) / 2.
    private static func productCardFrames(width: Double) -> [(String, Rect)] {
        let cw = width - 24
        let wide = width == 768, narrow = width == 320
        let titleY = 12 + cw / 2 + 8, titleHeight = wide ? 22.0 : 44
        let rowY = titleY + titleHeight + 8, rowHeight = narrow ? 38.0 : 24
        let shrunkOld = narrow ? 48 * 148 / 196.0 : 48, shrunkStock = narrow ? 148 * 148 / 196.0 : 148
        let stockX = 12 + 68 + shrunkOld, spacerX = stockX + shrunkStock
        let tagsY = rowY + rowHeight + 8, tagsHeight = wide ? 24.0 : 54
        let firstLine: [Double] = narrow ? [0, 66, 156] : wide ? [0, 66, 156, 214, 320, 398] : [0, 66, 156, 214]
        let secondLine: [Double] = narrow ? [0, 106, 184] : wide ? [] : [0, 78]
        let tagWidths: [Double] = [60, 84, 52, 100, 72, 90]
        let detailsY = tagsY + tagsHeight + 8, detailsHeight = wide ? 36.0 : 54
        let footerY = detailsY + detailsHeight + 16, buyWidth = cw / 2
        var frames: [(String, Rect)] = [
            ("card", Rect(x: 0, y: 0, width: width, height: footerY + 44 + 8 + 14 + 12)),
            ("photo", Rect(x: 12, y: 12, width: cw, height: cw / 2)),
            ("title", Rect(x: 12, y: titleY, width: cw, height: titleHeight)),
            ("priceRow", Rect(x: 12, y: rowY, width: cw, height: rowHeight)),
            ("price", Rect(x: 12, y: rowY, width: 62, height: 24)),
            ("oldPrice", Rect(x: 80, y: rowY + 6, width: shrunkOld, height: 16)),
            ("stock", Rect(x: stockX, y: rowY + 6, width: shrunkStock, height: narrow ? 32 : 16)),
            ("spacer", Rect(x: spacerX, y: rowY + 18, width: narrow ? 0 : cw - 344, height: 0)),
            ("rating", Rect(x: 12 + cw - 80, y: rowY + 6, width: 80, height: 16)),
            ("tags", Rect(x: 12, y: tagsY, width: cw, height: tagsHeight)),
            ("details", Rect(x: 12, y: detailsY, width: cw, height: detailsHeight)),
            ("footer", Rect(x: 12, y: footerY, width: cw, height: 44)),
            ("save", Rect(x: 12 + cw - buyWidth - 44, y: footerY, width: 36, height: 36)),
            ("buy", Rect(x: 12 + cw - buyWidth, y: footerY, width: buyWidth, height: 44)),
            ("footnote", Rect(x: 12 + (cw - 114) / 2, y: footerY + 52, width: 114, height: 14)),
        ]
        for (index, x) in (firstLine + secondLine).enumerated() {
            let y = tagsY + (index < firstLine.count ? 0 : 30)
            frames.append(("tag\(index + 1)", Rect(x: 12 + x, y: y, width: tagWidths[index], height: 24)))
        }
        return frames
    }

    /// One card resized live through the four widths and back to the
    /// narrowest lays out as a fresh card at each: the stock note wraps at
    /// 320, unwraps, and wraps again; the title shows one line at 768.
    @Test func aProductCardFollowsItsWidthThroughFourPhonesAndATablet() throws {
        let card = Self.productCard(width: 320)
        for width in [320.0, 375, 414, 768, 375, 320] {
            card.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                            maximum: Size(width: width, height: .infinity))
            #expect(card.layoutIfNeeded().isEmpty)
            #expect(card.engine.ambiguities().isEmpty)
            expectFrames(in: card, Self.productCardFrames(width: width))
        }
    }

    /// `layout run product-card.json --width W` gives the same frames.
    @Test(arguments: [320.0, 375, 414, 768])
    func theProductCardDocumentFollowsItsWidth(_ width: Double) throws {
        let card = Self.productCard(width: width)
        #expect(card.layoutIfNeeded().isEmpty)
        expectFrames(in: card, Self.productCardFrames(width: width))
        try expectDocument(Self.fixture("product-card", replacing: #""size": { "width": 320 }"#,
                                        with: #""size": { "width": \#(width) }"#), laysOutAs: card)
    }

    // MARK: - 3. A broken profile header, read through the debugging tools

    /// The header of `broken-profile.json`: 375 × 120 with margins of 16, a
    /// 96-point square avatar between the top and bottom margins (which
    /// leave it 88: a conflict), a name (220 × 22) and a Follow button
    /// (90 × 32) that compete for the same points at the same compression
    /// resistance (an ambiguity), and a status line (60 × 16) that is only
    /// kept after the avatar (another).
    private static func brokenProfile() throws
        -> (header: LayoutItem, avatarWidth: LayoutConstraint, square: LayoutConstraint, status: LayoutItem) {
        let header = LayoutItem(name: "header")
        header.layoutMargins = EdgeInsets(all: 16)
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 220, height: 22))
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 90, height: 32))
        let status = LayoutItem(name: "status", intrinsicContentSize: IntrinsicSize(width: 60, height: 16))
        for item in [avatar, name, follow, status] { header.addChild(item) }
        let avatarWidth = avatar.widthAnchor.constraint(equalToConstant: 96)
        let square = LayoutConstraint(avatar, .height, .equal, avatar, .width, identifier: "avatar-square")
        try LayoutConstraint.activate([
            header.widthAnchor.constraint(equalToConstant: 375),
            header.heightAnchor.constraint(equalToConstant: 120),
            avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor),
            avatar.topAnchor.constraint(equalTo: header.topMarginAnchor),
            avatar.bottomAnchor.constraint(equalTo: header.bottomMarginAnchor),
            avatarWidth, square,
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            follow.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
            follow.trailingAnchor.constraint(equalTo: header.trailingMarginAnchor),
            follow.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            status.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            status.leadingAnchor.constraint(greaterThanOrEqualTo: avatar.trailingAnchor, constant: 12),
        ])
        return (header, avatarWidth, square, status)
    }

    /// The conflict: between the margins the avatar is 120 − 16 − 16 = 88
    /// high, and square it must be 96; the square, activated last, breaks.
    /// The name starts at 16 + 96 + 12 = 124, and 375 − 16 − 124 − 8 = 227
    /// is left for it and the button, 83 short of 220 + 90: any split that
    /// takes the 83 from the two (name 137…220) costs the same at 750. The
    /// status is only bounded on the left (124…∞). Each tool says so; then
    /// the fixes a newcomer reads from them make the header whole.
    @Test func aBrokenProfileHeaderIsExplainedByTheDebuggingTools() throws {
        let (header, avatarWidth, square, status) = try Self.brokenProfile()
        let conflicts = header.layoutIfNeeded()
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(conflict.broken === square && square.isBroken)
        #expect(conflict.constraints.map(\.description) == [
            "header.height == 120", "avatar.top == header.topMargin", "avatar.bottom == header.bottomMargin",
            "avatar.width == 96", "avatar-square: avatar.height == avatar.width",
        ])
        #expect(conflict.arithmetic == "avatar.height is 88 where the others hold, but it must be equal to avatar.width (96)")
        #expect(conflict.description.hasPrefix("Unable to satisfy avatar-square: avatar.height == avatar.width: "))

        let open = header.engine.ambiguities().map { "\($0.region.name).\($0.attribute.rawValue)" }
        #expect(Set(open).isSuperset(of: ["name.width", "status.left"]), "\(open)")
        let nameWidth = try #require(Self.item("name", in: header)).explanation(of: .width)
        #expect(nameWidth.value == 137 && nameWidth.openRange == 137...220)
        let statusLeft = status.explanation(of: .left)
        #expect(statusLeft.openRange?.lowerBound == 124 && statusLeft.openRange?.upperBound == .infinity)
        let avatarHeight = try #require(Self.item("avatar", in: header)).explanation(of: .height)
        #expect(avatarHeight.description == """
            avatar.height = 120 − 16 − 16 = 88
               120  header.height == 120
              − 16  avatar.top == header.topMargin  (header.topMargin = header.top + 16)
              − 16  avatar.bottom == header.bottomMargin  (header.bottomMargin = header.bottom − 16)
            \(ValueExplanation.brokenAdvice)
              avatar-square: avatar.height == avatar.width
            """)

        // The fixes: the width gives way (999), the name truncates first
        // (749), the status follows the name. The width is a member of the
        // square's conflict, so the next pass tries the square again and it
        // holds. The avatar is 88 × 88, the name at 16 + 88 + 12
        // = 116 gets 375 − 16 − 116 − 8 − 90 = 145, the button is at
        // 116 + 145 + 8 = 269, the status at 116.
        avatarWidth.priority = 999
        try #require(Self.item("name", in: header)).setContentCompressionResistancePriority(749, for: .horizontal)
        try status.leadingAnchor.constraint(equalTo: #require(Self.item("name", in: header)).leadingAnchor).activate()
        #expect(header.layoutIfNeeded().isEmpty)
        #expect(!square.isBroken)
        #expect(header.engine.ambiguities().isEmpty)
        expectFrames(in: header, [
            ("avatar", Rect(x: 16, y: 16, width: 88, height: 88)),
            ("name", Rect(x: 116, y: 16, width: 145, height: 22)),
            ("follow", Rect(x: 269, y: 11, width: 90, height: 32)),
            ("status", Rect(x: 116, y: 42, width: 60, height: 16)),
        ])
    }

    /// `layout run broken-profile.json` lays out as the Swift header, and
    /// its report names the broken constraint by the `id` the document gave
    /// it, as the Swift report and `--trace` do.
    @Test func theBrokenProfileDocumentNamesItsConstraintById() throws {
        let run = try LayoutDocument(json: Self.fixture("broken-profile")).run()
        let conflict = try #require(run.conflicts.first)
        #expect(run.ambiguous.map(\.name) == ["name", "follow", "status"])
        #expect(run.message(for: conflict).hasPrefix(
            "Unable to satisfy avatar-square: avatar.height == avatar.width: avatar.height is 88"))
        #expect(run.message(for: conflict).hasSuffix("Broke avatar-square: avatar.height == avatar.width and laid out the rest."))
        let header = try Self.brokenProfile().header
        _ = header.layoutIfNeeded()
        for (name, frame) in framesInRootByName(header) where !["name", "follow", "status"].contains(name) {
            let item = try #require(run.items.first { $0.name == name })
            #expect(framesMatch(item.frameInRoot, frame), "\(name)")
        }
    }

    // MARK: - 4. A dashboard: UIStackView rows in a flex column, flex tiles in the rows

    /// A tile: a flex column (padding 8, spacing 4, aligned at the start)
    /// of a `UIStackView` header (a 24-point icon and a 16 × 12 trend arrow,
    /// 4 apart, centred), a 60 × 24 value and a caption of two words (30 40,
    /// 14 high): 8 + 24 + 4 + 24 + 4 + 14 + 8 = 86 high.
    private static func tile(_ name: String) -> StackItem {
        let header = StackItem(name: "header\(name)", arrangedItems: [
            LayoutItem(name: "icon\(name)", intrinsicContentSize: IntrinsicSize(width: 24, height: 24)),
            LayoutItem(name: "trend\(name)", intrinsicContentSize: IntrinsicSize(width: 16, height: 12)),
        ])
        header.alignment = .center
        header.spacing = 4
        let value = LayoutItem(name: "value\(name)", intrinsicContentSize: IntrinsicSize(width: 60, height: 24))
        let tile = Self.flex("tile\(name)", .vertical,
                             [header, value, Self.wrapped("caption\(name)", WrappedText(words: [30, 40], lineHeight: 14))])
        tile.alignment = .leading
        tile.spacing = 4
        tile.padding = FlexPadding(all: 8)
        return tile
    }

    /// The dashboard of `dashboard.json`: a flex column 375 wide (padding
    /// 16, spacing 12) holding a `UIStackView` grid (a column, spacing 8) of
    /// two `fillEqually` rows (spacing 8) of flex tiles, A B C and D E, and
    /// an `equalSpacing` toolbar of five 44-point buttons.
    private static func dashboard() -> (dashboard: StackItem, grid: StackItem, row1: StackItem, row2: StackItem,
                                        toolbar: StackItem) {
        let row1 = StackItem(name: "row1", arrangedItems: ["A", "B", "C"].map(Self.tile))
        let row2 = StackItem(name: "row2", arrangedItems: ["D", "E"].map(Self.tile))
        for row in [row1, row2] {
            row.distribution = .fillEqually
            row.spacing = 8
        }
        let grid = StackItem(name: "grid", arrangedItems: [row1, row2])
        grid.axis = .vertical
        grid.spacing = 8
        let toolbar = StackItem(name: "toolbar", arrangedItems: (1...5).map {
            LayoutItem(name: "button\($0)", intrinsicContentSize: IntrinsicSize(width: 44, height: 44))
        })
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .center
        let dashboard = Self.flex("dashboard", .vertical, [grid, toolbar])
        dashboard.spacing = 12
        dashboard.padding = FlexPadding(all: 16)
        dashboard.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 0),
                                             maximum: Size(width: 375, height: .infinity))
        return (dashboard, grid, row1, row2, toolbar)
    }

    /// A tile at (x, y), `width` wide, and its content in the root's
    /// coordinates: the header at (8, 8), its trend arrow 24 + 4 along and
    /// (24 − 12) / 2 down, the value at (8, 36), the caption at (8, 64).
    private static func tileFrames(_ name: String, x: Double, y: Double, width: Double,
                                   height: Double = 86) -> [(String, Rect)] {
        [("tile\(name)", Rect(x: x, y: y, width: width, height: height)),
         ("header\(name)", Rect(x: x + 8, y: y + 8, width: 44, height: 24)),
         ("icon\(name)", Rect(x: x + 8, y: y + 8, width: 24, height: 24)),
         ("trend\(name)", Rect(x: x + 36, y: y + 14, width: 16, height: 12)),
         ("value\(name)", Rect(x: x + 8, y: y + 36, width: 60, height: 24)),
         ("caption\(name)", Rect(x: x + 8, y: y + 64, width: 74, height: 14))]
    }

    /// The dashboard's frames: content 375 − 32 = 343 wide at 16. A row of
    /// n tiles makes each (343 − 8 (n − 1)) / n wide, 8 apart; tiles are
    /// their content's 86 high. Row 2 vertical stacks its tiles 86 + 8 +
    /// 86. The toolbar 12 below the grid spreads its buttons' 44 each over
    /// 343: gaps of (343 − 44 n) / (n − 1). While tile C is hidden it is 0
    /// wide, its caption two lines (28) at 0, and it props row 1 up to
    /// 86 + 14 = 100, as a hidden item does under `fill` alignment (the
    /// stack rules); the tiles beside it stretch to 100.
    private static func dashboardFrames(rowOne: [String], rowTwoVertical: Bool, gridSpacing: Double,
                                        buttons: Int) -> [(String, Rect)] {
        let width1 = (343 - 8 * Double(rowOne.count - 1)) / Double(rowOne.count)
        let row1Height = rowOne.count == 3 ? 86.0 : 100
        let row2Y = 16 + row1Height + gridSpacing, row2Height = rowTwoVertical ? 180.0 : 86
        let gridHeight = row1Height + gridSpacing + row2Height, toolbarY = 16 + gridHeight + 12
        var frames: [(String, Rect)] = [
            ("dashboard", Rect(x: 0, y: 0, width: 375, height: toolbarY + 44 + 16)),
            ("grid", Rect(x: 16, y: 16, width: 343, height: gridHeight)),
            ("row1", Rect(x: 16, y: 16, width: 343, height: row1Height)),
            ("row2", Rect(x: 16, y: row2Y, width: 343, height: row2Height)),
            ("toolbar", Rect(x: 16, y: toolbarY, width: 343, height: 44)),
        ]
        for (index, name) in rowOne.enumerated() {
            frames += Self.tileFrames(name, x: 16 + Double(index) * (width1 + 8), y: 16, width: width1,
                                      height: row1Height)
        }
        frames += rowTwoVertical
            ? Self.tileFrames("D", x: 16, y: row2Y, width: 343) + Self.tileFrames("E", x: 16, y: row2Y + 94, width: 343)
            : Self.tileFrames("D", x: 16, y: row2Y, width: 167.5) + Self.tileFrames("E", x: 191.5, y: row2Y, width: 167.5)
        let gap = (343 - 44 * Double(buttons)) / Double(buttons - 1)
        for index in 0..<buttons {
            frames.append(("button\(index + 1)", Rect(x: 16 + Double(index) * (44 + gap), y: toolbarY, width: 44, height: 44)))
        }
        return frames
    }

    /// The dashboard changed live, its frames checked after every change
    /// against the arithmetic above: a tile hidden (the others share its
    /// room: 167.5 each; its header, a `UIStackView` whose spacing needs 4
    /// points, stays 4 wide inside it, out of sight, with no conflict), a
    /// row turned vertical (the grid grows by 94 and
    /// the toolbar follows), the grid's spacing doubled, the tile shown
    /// again (109 each), a button hidden (gaps of (343 − 176) / 3), and the
    /// row turned back.
    @Test func aDashboardOfNestedStacksFollowsLiveChanges() throws {
        let (dashboard, grid, row1, row2, toolbar) = Self.dashboard()
        func expectLayout(_ rowOne: [String], vertical: Bool, spacing: Double, buttons: Int,
                          sourceLocation: SourceLocation = #_sourceLocation) {
            let broken = dashboard.layoutIfNeeded().map(\.broken.description)
            #expect(broken.isEmpty, "\(broken)", sourceLocation: sourceLocation)
            #expect(dashboard.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
            expectFrames(in: dashboard, Self.dashboardFrames(rowOne: rowOne, rowTwoVertical: vertical,
                                                                  gridSpacing: spacing, buttons: buttons),
                              sourceLocation: sourceLocation)
        }
        expectLayout(["A", "B", "C"], vertical: false, spacing: 8, buttons: 5)
        row1.arrangedItems[2].isHidden = true
        expectLayout(["A", "B"], vertical: false, spacing: 8, buttons: 5)
        row2.axis = .vertical
        expectLayout(["A", "B"], vertical: true, spacing: 8, buttons: 5)
        grid.spacing = 16
        expectLayout(["A", "B"], vertical: true, spacing: 16, buttons: 5)
        row1.arrangedItems[2].isHidden = false
        expectLayout(["A", "B", "C"], vertical: true, spacing: 16, buttons: 5)
        toolbar.arrangedItems[4].isHidden = true
        expectLayout(["A", "B", "C"], vertical: true, spacing: 16, buttons: 4)
        row2.axis = .horizontal
        expectLayout(["A", "B", "C"], vertical: false, spacing: 16, buttons: 4)
    }

    /// The smallest form of the dashboard's tiles: a flex column 200 wide
    /// arranging a `fillEqually` row of two flex tiles, each a caption
    /// of two words (30 40, 14 high). Shown, each tile is 100 wide and the
    /// caption one line: the row is 14 high. Hidden, the second tile is 0
    /// wide, its caption two lines (28), and the first takes the row, as
    /// tall as the hidden one (it props the row up, as under any `fill`
    /// alignment). Shown
    /// again, the row is 14 high again, as a fresh layout of the shown
    /// tiles makes it: the outer stack measures the row again once the
    /// tile's own content size, measured at 0 while hidden, is measured at
    /// its 100 points (the row's measurement does not depend on the
    /// layouts before).
    @Test func aFlexTileShownAgainInARowOfAFlexColumnComesBackToItsHeight() throws {
        func tile(_ name: String) -> StackItem {
            let tile = Self.flex("tile\(name)", .vertical,
                                 [Self.wrapped("caption\(name)", WrappedText(words: [30, 40], lineHeight: 14))])
            return tile
        }
        let row = StackItem(name: "row", arrangedItems: [tile("A"), tile("B")])
        row.distribution = .fillEqually
        let column = Self.flex("column", .vertical, [row])
        column.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0),
                                          maximum: Size(width: 200, height: .infinity))
        #expect(column.layoutIfNeeded().isEmpty)
        expectFrames(in: column, [("row", Rect(x: 0, y: 0, width: 200, height: 14)),
                                       ("tileB", Rect(x: 100, y: 0, width: 100, height: 14))])
        row.arrangedItems[1].isHidden = true
        #expect(column.layoutIfNeeded().isEmpty)
        // The hidden tile props the row up under fill alignment.
        expectFrames(in: column, [("tileA", Rect(x: 0, y: 0, width: 200, height: 28))])
        row.arrangedItems[1].isHidden = false
        #expect(column.layoutIfNeeded().isEmpty)
        expectFrames(in: column, [("column", Rect(x: 0, y: 0, width: 200, height: 14)),
                                       ("row", Rect(x: 0, y: 0, width: 200, height: 14)),
                                       ("tileA", Rect(x: 0, y: 0, width: 100, height: 14)),
                                       ("tileB", Rect(x: 100, y: 0, width: 100, height: 14)),
                                       ("captionB", Rect(x: 100, y: 0, width: 100, height: 14))])
    }

    // MARK: - The screens as layout documents

    /// Each screen written as a layout document
    /// (`Fixtures/user-trial-three/NAME.json`, for `layout run`) lays out as
    /// the Swift one: the same items, the same frames, nothing ambiguous.
    @Test(arguments: ["settings", "settings-rtl", "dashboard"])
    func theDocumentLaysOutAsTheSwiftScreen(_ name: String) throws {
        let screen = switch name {
        case "dashboard": Self.dashboard().dashboard
        case "settings": try Self.settingsScreen(.leftToRight).screen
        default: try Self.settingsScreen(.rightToLeft).screen
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        try expectDocument(Self.fixture(name), laysOutAs: screen)
    }
}
