import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Screens a Yoga user would port, built only from the README and the
/// guides, each frame worked out by hand before the test ran: a music
/// player (a square artwork, a scrubber with times at both ends, controls
/// spaced evenly, a volume row pushed down by an `auto` margin) turned to
/// landscape by changing its direction; a checkout form whose footer stays
/// at the bottom of the safe area while cart lines come and go and
/// validation messages show and hide, through a rotation and a larger text
/// size; and a tab bar whose badges are placed absolutely. After every step
/// of a session the frames are also compared with those of the same screen
/// built afresh in that state.
@Suite struct UserTrialFiveTests {
    /// A document fixture of this trial, `Fixtures/user-trial-five/NAME.json`.
    private static func fixture(_ name: String) throws -> JSON {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-five/\(name)", withExtension: "json"))
        return try JSON(parsing: String(contentsOf: url, encoding: .utf8))
    }

    /// An item showing `words` (their widths) on lines `lineHeight` high,
    /// all scaled by `scale` (a larger text size), spaces 4 apart at scale 1.
    private static func text(_ name: String, _ words: [Double], lineHeight: Double, scale: Double = 1) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = Self.wrapped(words, lineHeight: lineHeight, scale: scale)
        return item
    }

    /// `words` on lines `lineHeight` high at a text size `scale` times the
    /// default: every width and the line height grow by the same factor.
    private static func wrapped(_ words: [Double], lineHeight: Double, scale: Double) -> WrappedText {
        WrappedText(words: words.map { $0 * scale }, spaceWidth: 4 * scale, lineHeight: lineHeight * scale)
    }

    // MARK: - 1. A music player, rotated by changing its direction

    /// The player of `player.json` on a screen `width` × `height`: a flex
    /// column (padding 60 24 40 24, spacing 24) of a square artwork and a
    /// details column that grows into the rest; the details are a title
    /// block (title and artist), a scrubber row 16 further down (elapsed
    /// time, a bar that grows, remaining time, spacing 8, centred), a row of
    /// five controls 24 further down spaced evenly, and a volume row pushed
    /// to the bottom by an `auto` top margin. In landscape the column turns
    /// into a row. Text is `scale` times its default size.
    private static func player(width: Double, height: Double, scale: Double = 1)
        -> (screen: LayoutItem, size: [LayoutConstraint], player: StackItem) {
        let title = Self.text("title", [80, 60], lineHeight: 28, scale: scale)
        let artist = Self.text("artist", [50, 70], lineHeight: 20, scale: scale)
        let titleBlock = flexStack("titleBlock", .vertical, [title, artist])
        let elapsed = Self.text("elapsed", [36], lineHeight: 16, scale: scale)
        let bar = LayoutItem(name: "bar", intrinsicContentSize: IntrinsicSize(width: nil, height: 4))
        let remaining = Self.text("remaining", [40], lineHeight: 16, scale: scale)
        let scrubber = flexStack("scrubber", .horizontal, [elapsed, bar, remaining], alignment: .center, spacing: 8)
        scrubber.setFlexOptions(FlexItemOptions(grow: 1), for: bar)
        let controls = flexStack("controls", .horizontal,
                                 [fixedSizeItem("shuffle", 24, 24), fixedSizeItem("previous", 32, 32), fixedSizeItem("play", 64, 64),
                                  fixedSizeItem("next", 32, 32), fixedSizeItem("repeat", 24, 24)],
                                 .spaceEvenly, alignment: .center)
        let slider = LayoutItem(name: "slider", intrinsicContentSize: IntrinsicSize(width: nil, height: 4))
        let volume = flexStack("volume", .horizontal, [fixedSizeItem("volumeLow", 16, 16), slider, fixedSizeItem("volumeHigh", 16, 16)],
                               alignment: .center, spacing: 12)
        volume.setFlexOptions(FlexItemOptions(grow: 1), for: slider)
        let details = flexStack("details", .vertical, [titleBlock, scrubber, controls, volume])
        details.setFlexOptions(FlexItemOptions(spacingBefore: 16), for: scrubber)
        details.setFlexOptions(FlexItemOptions(spacingBefore: 24), for: controls)
        details.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: .auto, left: 0, bottom: 0, right: 0)), for: volume)
        let artwork = LayoutItem(name: "artwork")
        artwork.aspectRatio = 1
        let player = flexStack("player", width > height ? .horizontal : .vertical, [artwork, details], spacing: 24)
        player.padding = FlexPadding(top: 60, left: 24, bottom: 40, right: 24)
        player.setFlexOptions(FlexItemOptions(grow: 1), for: details)
        let screen = LayoutItem(name: "screen")
        screen.addChild(player)
        let size = [screen.widthAnchor.constraint(equalToConstant: width),
                    screen.heightAnchor.constraint(equalToConstant: height)]
        try? LayoutConstraint.activate(size + [
            player.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            player.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            player.topAnchor.constraint(equalTo: screen.topAnchor),
            player.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
        ])
        return (screen, size, player)
    }

    /// The player in portrait, 390 × 844: the content box is 342 × 744 at
    /// (24, 60). The artwork is stretched across, 342, and square. The
    /// details start 342 + 24 below the content's top, at 426, and grow by
    /// the 744 − 342 − 24 − 184 = 194 their content (48 + 16 + 16 + 24 +
    /// 64 + 16 = 184) leaves, to 378; the `auto` margin takes those 194
    /// above the volume row: 594 + 194 = 788, whose 16 end at 804 = 844 − 40.
    /// The bar grows to 342 − 36 − 40 − 2 × 8 = 250 and sits (16 − 4) / 2 = 6
    /// down; the controls (176 together) share 342 − 176 = 166 in six gaps
    /// of 27.67. With text at 1.25 × the title block is 35 + 25 = 60, the
    /// scrubber 20 (elapsed 45, remaining 50, the bar 342 − 95 − 16 = 231,
    /// 8 down) at 426 + 60 + 16 = 502, the controls at 502 + 20 + 24 = 546.
    private static func portraitFrames(scale: Double) -> [(String, Rect)] {
        let large = scale != 1
        let controlsTop: Double = large ? 546 : 530
        let gap = 166.0 / 6
        return [
            ("player", Rect(x: 0, y: 0, width: 390, height: 844)),
            ("artwork", Rect(x: 24, y: 60, width: 342, height: 342)),
            ("details", Rect(x: 24, y: 426, width: 342, height: 378)),
            ("titleBlock", Rect(x: 24, y: 426, width: 342, height: large ? 60 : 48)),
            ("title", Rect(x: 24, y: 426, width: 342, height: large ? 35 : 28)),
            ("artist", Rect(x: 24, y: large ? 461 : 454, width: 342, height: large ? 25 : 20)),
            ("scrubber", Rect(x: 24, y: large ? 502 : 490, width: 342, height: large ? 20 : 16)),
            ("elapsed", Rect(x: 24, y: large ? 502 : 490, width: large ? 45 : 36, height: large ? 20 : 16)),
            ("bar", large ? Rect(x: 77, y: 510, width: 231, height: 4) : Rect(x: 68, y: 496, width: 250, height: 4)),
            ("remaining", large ? Rect(x: 316, y: 502, width: 50, height: 20) : Rect(x: 326, y: 490, width: 40, height: 16)),
            ("controls", Rect(x: 24, y: controlsTop, width: 342, height: 64)),
            ("shuffle", Rect(x: 24 + gap, y: controlsTop + 20, width: 24, height: 24)),
            ("previous", Rect(x: 48 + 2 * gap, y: controlsTop + 16, width: 32, height: 32)),
            ("play", Rect(x: 163, y: controlsTop, width: 64, height: 64)),
            ("next", Rect(x: 144 + 4 * gap, y: controlsTop + 16, width: 32, height: 32)),
            ("repeat", Rect(x: 176 + 5 * gap, y: controlsTop + 20, width: 24, height: 24)),
            ("volume", Rect(x: 24, y: 788, width: 342, height: 16)),
            ("volumeLow", Rect(x: 24, y: 788, width: 16, height: 16)),
            ("slider", Rect(x: 52, y: 794, width: 286, height: 4)),
            ("volumeHigh", Rect(x: 350, y: 788, width: 16, height: 16)),
        ]
    }

    /// The player in landscape, 844 × 390, as a row: the content box is
    /// 796 × 290. The artwork is stretched down, 290, and square; the
    /// details (176 wide, the controls' length) grow by 796 − 290 − 24 − 176
    /// = 306 to 482, at 24 + 290 + 24 = 338. The bar is 482 − 36 − 40 − 16
    /// = 390; the controls share 482 − 176 = 306 in gaps of 51; the volume
    /// row ends at 350 = 390 − 40. With text at 1.25 × the scrubber is at
    /// 60 + 60 + 16 = 136 (the bar 482 − 111 = 371 at 338 + 53 = 391) and
    /// the controls at 136 + 20 + 24 = 180.
    private static func landscapeFrames(scale: Double) -> [(String, Rect)] {
        let large = scale != 1
        let controlsTop: Double = large ? 180 : 164
        return [
            ("player", Rect(x: 0, y: 0, width: 844, height: 390)),
            ("artwork", Rect(x: 24, y: 60, width: 290, height: 290)),
            ("details", Rect(x: 338, y: 60, width: 482, height: 290)),
            ("title", Rect(x: 338, y: 60, width: 482, height: large ? 35 : 28)),
            ("scrubber", Rect(x: 338, y: large ? 136 : 124, width: 482, height: large ? 20 : 16)),
            ("bar", large ? Rect(x: 391, y: 144, width: 371, height: 4) : Rect(x: 382, y: 130, width: 390, height: 4)),
            ("remaining", large ? Rect(x: 770, y: 136, width: 50, height: 20) : Rect(x: 780, y: 124, width: 40, height: 16)),
            ("controls", Rect(x: 338, y: controlsTop, width: 482, height: 64)),
            ("shuffle", Rect(x: 389, y: controlsTop + 20, width: 24, height: 24)),
            ("play", Rect(x: 547, y: controlsTop, width: 64, height: 64)),
            ("repeat", Rect(x: 745, y: controlsTop + 20, width: 24, height: 24)),
            ("volume", Rect(x: 338, y: 334, width: 482, height: 16)),
            ("slider", Rect(x: 366, y: 340, width: 426, height: 4)),
            ("volumeHigh", Rect(x: 804, y: 334, width: 16, height: 16)),
        ]
    }

    /// The player through a session: turned to landscape (the column
    /// becomes a row) and back, the text made larger, the scrubber hidden
    /// (a live stream) and shown, and turned again; after each step the
    /// frames are the hand-worked ones and those of a player built afresh.
    @Test func thePlayerFollowsARotationATextSizeAndAHiddenScrubber() throws {
        let (screen, size, player) = Self.player(width: 390, height: 844)
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.portraitFrames(scale: 1))
        #expect(screen.engine.ambiguities().isEmpty)

        func rotate(width: Double, height: Double) {
            size[0].constant = width
            size[1].constant = height
            player.axis = width > height ? .horizontal : .vertical
            #expect(screen.layoutIfNeeded().isEmpty)
        }

        rotate(width: 844, height: 390)
        expectFrames(in: screen, Self.landscapeFrames(scale: 1))
        expectSameFrames(screen, asFresh: Self.player(width: 844, height: 390).screen, "landscape")

        rotate(width: 390, height: 844)
        expectFrames(in: screen, Self.portraitFrames(scale: 1))
        expectSameFrames(screen, asFresh: Self.player(width: 390, height: 844).screen, "portrait again")

        // A larger text size: every label gets its text at 1.25 ×.
        let texts: [(String, [Double], Double)] = [("title", [80, 60], 28), ("artist", [50, 70], 20),
                                                   ("elapsed", [36], 16), ("remaining", [40], 16)]
        for (name, words, lineHeight) in texts {
            Self.find(name, in: screen)!.measuredContent = Self.wrapped(words, lineHeight: lineHeight, scale: 1.25)
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.portraitFrames(scale: 1.25))
        expectSameFrames(screen, asFresh: Self.player(width: 390, height: 844, scale: 1.25).screen, "larger text")

        // A live stream has no scrubber: hidden, it takes no room and its 16
        // before it go too, so the controls move up to 426 + 60 + 24 = 510.
        let scrubber = try #require(Self.find("scrubber", in: screen))
        scrubber.isHidden = true
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, [("controls", Rect(x: 24, y: 510, width: 342, height: 64)),
                                       ("play", Rect(x: 163, y: 510, width: 64, height: 64)),
                                       ("volume", Rect(x: 24, y: 788, width: 342, height: 16))])
        let fresh = Self.player(width: 390, height: 844, scale: 1.25).screen
        Self.find("scrubber", in: fresh)!.isHidden = true
        expectSameFrames(screen, asFresh: fresh, "scrubber hidden")

        scrubber.isHidden = false
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.portraitFrames(scale: 1.25))

        rotate(width: 844, height: 390)
        expectFrames(in: screen, Self.landscapeFrames(scale: 1.25))
        expectSameFrames(screen, asFresh: Self.player(width: 844, height: 390, scale: 1.25).screen,
                              "landscape, larger text")
    }

    // MARK: - 2. A checkout form with a sticky footer

    /// What the checkout shows: the screen's orientation, the text size,
    /// the cart lines (by number) and which validation messages are shown.
    private struct CheckoutState {
        var landscape = false
        var scale = 1.0
        var lines = [1, 2]
        var emailError = false
        var cardError = false
    }

    /// Each cart line's name: its words' widths.
    private static let lineNames: [Int: [Double]] = [1: [60, 50], 2: [90, 80, 70], 3: [70]]

    /// Every text of the checkout but the cart lines': its words and line height.
    private static let checkoutTexts: [String: ([Double], Double)] = [
        "heading": ([120], 34), "emailLabel": ([40], 18), "emailError": ([60, 40, 70], 16),
        "cardLabel": ([80], 18), "cardError": ([100, 60], 16), "total": ([50, 70], 22),
    ]

    /// Cart line `number`: a 44-point thumbnail, its name growing and
    /// shrinking into the room left, and its price, 12 apart, centred.
    private static func cartLine(_ number: Int, scale: Double) -> StackItem {
        let name = Self.text("name\(number)", Self.lineNames[number]!, lineHeight: 20, scale: scale)
        let line = flexStack("line\(number)", .horizontal,
                             [fixedSizeItem("thumb\(number)", 44, 44), name,
                              Self.text("price\(number)", [56], lineHeight: 20, scale: scale)],
                             alignment: .center, spacing: 12)
        line.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: name)
        return line
    }

    /// A form field: its label, a 44-point input and its validation
    /// message, 4 apart, the message hidden unless `showsError`.
    private static func field(_ name: String, showsError: Bool, scale: Double) -> StackItem {
        let text = { (suffix: String) in
            let (words, lineHeight) = Self.checkoutTexts[name + suffix]!
            return Self.text(name + suffix, words, lineHeight: lineHeight, scale: scale)
        }
        let input = LayoutItem(name: "\(name)Input"), error = text("Error")
        error.isHidden = !showsError
        let field = flexStack(name, .vertical, [text("Label"), input, error], spacing: 4)
        field.setFlexOptions(FlexItemOptions(size: FlexSize(height: 44)), for: input)
        return field
    }

    /// The screen's size and safe area: a 390 × 844 phone with its notch and
    /// home indicator, or on its side, 844 × 390.
    private static func orient(_ screen: LayoutItem, _ size: [LayoutConstraint], landscape: Bool) {
        size[0].constant = landscape ? 844 : 390
        size[1].constant = landscape ? 390 : 844
        screen.rootSafeAreaInsets = landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }

    /// The checkout of `checkout.json` in `state`: a flex column filling the
    /// safe area, a scrolling part (padding 16, spacing 12; grow and shrink
    /// 1, as a Yoga `flex: 1` scroll view) of a heading, the cart lines and
    /// the email and card fields, above a footer (padding 16) with the total
    /// and a 140 × 50 pay button at its ends.
    private static func checkout(_ state: CheckoutState)
        -> (screen: LayoutItem, size: [LayoutConstraint], scroll: StackItem) {
        let texts = Self.checkoutTexts
        let heading = Self.text("heading", texts["heading"]!.0, lineHeight: texts["heading"]!.1, scale: state.scale)
        let scroll = flexStack("scroll", .vertical,
                               [heading] + state.lines.map { Self.cartLine($0, scale: state.scale) }
                                   + [Self.field("email", showsError: state.emailError, scale: state.scale),
                                      Self.field("card", showsError: state.cardError, scale: state.scale)],
                               spacing: 12)
        scroll.padding = FlexPadding(all: 16)
        let pay = LayoutItem(name: "pay")
        let footer = flexStack("footer", .horizontal,
                               [Self.text("total", texts["total"]!.0, lineHeight: texts["total"]!.1, scale: state.scale), pay],
                               .spaceBetween, alignment: .center)
        footer.padding = FlexPadding(all: 16)
        footer.setFlexOptions(FlexItemOptions(size: FlexSize(width: 140, height: 50)), for: pay)
        let checkout = flexStack("checkout", .vertical, [scroll, footer])
        checkout.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: scroll)
        let screen = LayoutItem(name: "screen")
        screen.addChild(checkout)
        let size = [screen.widthAnchor.constraint(equalToConstant: 390),
                    screen.heightAnchor.constraint(equalToConstant: 844)]
        Self.orient(screen, size, landscape: state.landscape)
        let safeArea = screen.safeAreaLayoutGuide
        try? LayoutConstraint.activate(size + [
            checkout.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            checkout.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            checkout.topAnchor.constraint(equalTo: safeArea.topAnchor),
            checkout.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
        return (screen, size, scroll)
    }

    /// The checkout through a session: both messages shown (pay tapped with
    /// nothing filled in), a third cart line added, the first removed, the
    /// email fixed, the phone turned, the text made larger, the phone turned
    /// back. The footer stays at the safe area's bottom throughout.
    ///
    /// In portrait the checkout is the safe area, (0, 47, 390, 763); the
    /// footer is 16 + 50 + 16 = 82 high at 47 + 763 − 82 = 728 (the total,
    /// 124 × 22, (50 − 22) / 2 = 14 below its padding, the button at
    /// 390 − 16 − 140 = 234), and the scroll grows into the other 681. Its
    /// content is 358 wide from (16, 63): the heading's 34, then each line
    /// 44 high, 12 apart, its name 358 − 44 − 56 − 24 = 234 wide at 72 (the
    /// second one's 248 wrap to two lines, 40), its price at 318; a field
    /// is 18 + 4 + 44 = 66, and 4 + 16 = 20 more with its message.
    @Test func theCheckoutKeepsItsFooterDownAsLinesAndMessagesComeAndGo() throws {
        var state = CheckoutState()
        let (screen, size, scroll) = Self.checkout(state)
        func step(_ name: String, _ expected: [(String, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(name)", sourceLocation: sourceLocation)
            expectFrames(in: screen, expected, sourceLocation: sourceLocation)
            expectSameFrames(screen, asFresh: Self.checkout(state).screen, name, sourceLocation: sourceLocation)
        }
        let footer = [("checkout", Rect(x: 0, y: 47, width: 390, height: 763)),
                      ("scroll", Rect(x: 0, y: 47, width: 390, height: 681)),
                      ("footer", Rect(x: 0, y: 728, width: 390, height: 82)),
                      ("total", Rect(x: 16, y: 758, width: 124, height: 22)),
                      ("pay", Rect(x: 234, y: 744, width: 140, height: 50))]
        step("first layout", footer + [
            ("heading", Rect(x: 16, y: 63, width: 358, height: 34)),
            ("line1", Rect(x: 16, y: 109, width: 358, height: 44)),
            ("name1", Rect(x: 72, y: 121, width: 234, height: 20)),
            ("price1", Rect(x: 318, y: 121, width: 56, height: 20)),
            ("line2", Rect(x: 16, y: 165, width: 358, height: 44)),
            ("name2", Rect(x: 72, y: 167, width: 234, height: 40)),
            ("price2", Rect(x: 318, y: 177, width: 56, height: 20)),
            ("email", Rect(x: 16, y: 221, width: 358, height: 66)),
            ("emailInput", Rect(x: 16, y: 243, width: 358, height: 44)),
            ("card", Rect(x: 16, y: 299, width: 358, height: 66)),
            ("cardInput", Rect(x: 16, y: 321, width: 358, height: 44)),
        ])
        #expect(screen.engine.ambiguities().isEmpty)

        // Pay tapped with nothing filled in: both messages show, one line
        // each (178 and 164 of 358), below their inputs: the card field
        // moves down by the email message's 20.
        state.emailError = true
        state.cardError = true
        for name in ["emailError", "cardError"] { Self.find(name, in: screen)!.isHidden = false }
        step("messages shown", footer + [
            ("email", Rect(x: 16, y: 221, width: 358, height: 86)),
            ("emailError", Rect(x: 16, y: 291, width: 358, height: 16)),
            ("card", Rect(x: 16, y: 319, width: 358, height: 86)),
            ("cardInput", Rect(x: 16, y: 341, width: 358, height: 44)),
            ("cardError", Rect(x: 16, y: 389, width: 358, height: 16)),
        ])

        // A third line after the second: 44 + 12 more above the fields.
        state.lines = [1, 2, 3]
        scroll.insertArrangedItem(Self.cartLine(3, scale: 1), at: 3)
        step("line added", footer + [
            ("line3", Rect(x: 16, y: 221, width: 358, height: 44)),
            ("name3", Rect(x: 72, y: 233, width: 234, height: 20)),
            ("email", Rect(x: 16, y: 277, width: 358, height: 86)),
            ("emailError", Rect(x: 16, y: 347, width: 358, height: 16)),
            ("card", Rect(x: 16, y: 375, width: 358, height: 86)),
            ("cardError", Rect(x: 16, y: 445, width: 358, height: 16)),
        ])

        // The first line removed: everything below it moves up 56.
        state.lines = [2, 3]
        Self.find("line1", in: screen)!.removeFromParent()
        step("line removed", footer + [
            ("line2", Rect(x: 16, y: 109, width: 358, height: 44)),
            ("name2", Rect(x: 72, y: 111, width: 234, height: 40)),
            ("line3", Rect(x: 16, y: 165, width: 358, height: 44)),
            ("email", Rect(x: 16, y: 221, width: 358, height: 86)),
            ("card", Rect(x: 16, y: 319, width: 358, height: 86)),
        ])

        // The email fixed: its message hides, the card field moves up 20.
        state.emailError = false
        Self.find("emailError", in: screen)!.isHidden = true
        step("email fixed", footer + [
            ("email", Rect(x: 16, y: 221, width: 358, height: 66)),
            ("card", Rect(x: 16, y: 299, width: 358, height: 86)),
            ("cardInput", Rect(x: 16, y: 321, width: 358, height: 44)),
            ("cardError", Rect(x: 16, y: 369, width: 358, height: 16)),
        ])

        // Landscape: the safe area is (47, 0, 750, 369); the footer takes
        // its bottom 82, at 287; the pay button is at 47 + 750 − 16 − 140 =
        // 641. The scroll's content (16 + 34 + 2 × 56 + 78 + 98 + 16 = 354)
        // is 67 longer than the 287 left: the scroll shrinks to 287 and its
        // content runs on past it, as in a scroll view. Names are 718 − 124
        // = 594 wide, and the second fits one line.
        state.landscape = true
        Self.orient(screen, size, landscape: true)
        let landscapeFooter = [("checkout", Rect(x: 47, y: 0, width: 750, height: 369)),
                               ("scroll", Rect(x: 47, y: 0, width: 750, height: 287)),
                               ("footer", Rect(x: 47, y: 287, width: 750, height: 82)),
                               ("pay", Rect(x: 641, y: 303, width: 140, height: 50))]
        step("landscape", landscapeFooter + [
            ("total", Rect(x: 63, y: 317, width: 124, height: 22)),
            ("heading", Rect(x: 63, y: 16, width: 718, height: 34)),
            ("line2", Rect(x: 63, y: 62, width: 718, height: 44)),
            ("name2", Rect(x: 119, y: 74, width: 594, height: 20)),
            ("price2", Rect(x: 725, y: 74, width: 56, height: 20)),
            ("line3", Rect(x: 63, y: 118, width: 718, height: 44)),
            ("email", Rect(x: 63, y: 174, width: 718, height: 66)),
            ("card", Rect(x: 63, y: 252, width: 718, height: 86)),
            ("cardError", Rect(x: 63, y: 322, width: 718, height: 16)),
        ])

        // Larger text (1.25 ×): the heading 42.5, prices 70 × 25, names
        // 718 − 44 − 70 − 24 = 580 wide, the second (310) on one line of 25,
        // (44 − 25) / 2 = 9.5 down its line at 16 + 42.5 + 12 = 70.5; the
        // total 155 × 27.5.
        state.scale = 1.25
        for (name, (words, lineHeight)) in Self.checkoutTexts {
            Self.find(name, in: screen)!.measuredContent = Self.wrapped(words, lineHeight: lineHeight, scale: 1.25)
        }
        for number in state.lines {
            Self.find("name\(number)", in: screen)!.measuredContent =
                Self.wrapped(Self.lineNames[number]!, lineHeight: 20, scale: 1.25)
            Self.find("price\(number)", in: screen)!.measuredContent = Self.wrapped([56], lineHeight: 20, scale: 1.25)
        }
        step("larger text", landscapeFooter + [
            ("total", Rect(x: 63, y: 314.25, width: 155, height: 27.5)),
            ("heading", Rect(x: 63, y: 16, width: 718, height: 42.5)),
            ("line2", Rect(x: 63, y: 70.5, width: 718, height: 44)),
            ("name2", Rect(x: 119, y: 80, width: 580, height: 25)),
            ("price2", Rect(x: 711, y: 80, width: 70, height: 25)),
        ])

        // Portrait again, text still large: names 358 − 44 − 70 − 24 = 220
        // wide; the second wraps (112.5 + 5 + 100 + 5 + 87.5 > 220) onto two
        // lines of 25, so its line is 50 high; a label is 22.5, a message 20.
        state.landscape = false
        Self.orient(screen, size, landscape: false)
        step("portrait again", footer.filter { $0.0 != "total" } + [
            ("total", Rect(x: 16, y: 755.25, width: 155, height: 27.5)),
            ("heading", Rect(x: 16, y: 63, width: 358, height: 42.5)),
            ("line2", Rect(x: 16, y: 117.5, width: 358, height: 50)),
            ("thumb2", Rect(x: 16, y: 120.5, width: 44, height: 44)),
            ("name2", Rect(x: 72, y: 117.5, width: 220, height: 50)),
            ("price2", Rect(x: 304, y: 130, width: 70, height: 25)),
            ("line3", Rect(x: 16, y: 179.5, width: 358, height: 44)),
            ("name3", Rect(x: 72, y: 189, width: 220, height: 25)),
            ("email", Rect(x: 16, y: 235.5, width: 358, height: 70.5)),
            ("emailInput", Rect(x: 16, y: 262, width: 358, height: 44)),
            ("card", Rect(x: 16, y: 318, width: 358, height: 94.5)),
            ("cardInput", Rect(x: 16, y: 344.5, width: 358, height: 44)),
            ("cardError", Rect(x: 16, y: 392.5, width: 358, height: 20)),
        ])
    }

    // MARK: - 3. A tab bar with badges

    /// What the tab bar shows: the screen's size and direction, and each
    /// badge's count as the width of its text (nil: no badge).
    private struct TabBarState {
        var landscape = false
        var direction = LayoutDirection.leftToRight
        var libraryCount: Double? = 7
        var profileCount: Double? = 22
    }

    /// The tab bar of `tabbar.json` at the bottom of the screen: four tabs
    /// sharing its width (basis 0, grow 1: Yoga's `flex: 1`) above the
    /// 34-point home indicator (padding), each an icon and a label centred
    /// in a column (padding top 6, spacing 2); the library and profile tabs
    /// have a badge, a pill at least 18 wide (its count padded 5 each side)
    /// placed absolutely 2 below the tab's top and 6 right of its middle
    /// (`left` 50 %, margin 6).
    private static func tabBar(_ state: TabBarState) -> (screen: LayoutItem, size: [LayoutConstraint]) {
        let tabs = [("home", 34.0), ("search", 42), ("library", 48), ("profile", 40)].map { name, labelWidth in
            let tab = flexStack(name, .vertical, [fixedSizeItem("\(name)Icon", 28, 28),
                                                  Self.text("\(name)Label", [labelWidth], lineHeight: 14)],
                                alignment: .center, spacing: 2)
            tab.padding = FlexPadding(top: 6, left: 0, bottom: 0, right: 0)
            guard name == "library" || name == "profile" else { return tab }
            let count = name == "library" ? state.libraryCount : state.profileCount
            let badge = flexStack("\(name)Badge", .horizontal,
                                  [Self.text("\(name)Count", [count ?? 0], lineHeight: 18)], .center)
            badge.padding = FlexPadding(top: 0, left: 5, bottom: 0, right: 5)
            badge.isHidden = count == nil
            tab.addArrangedItem(badge)
            tab.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(width: 18),
                                               margin: FlexMargins(top: 0, left: 6, bottom: 0, right: 0),
                                               position: .absolute, offset: FlexOffsets(left: .fraction(0.5), top: 2)),
                               for: badge)
            return tab
        }
        let bar = flexStack("tabBar", .horizontal, tabs)
        bar.padding = FlexPadding(top: 0, left: 0, bottom: 34, right: 0)
        for tab in tabs { bar.setFlexOptions(FlexItemOptions(grow: 1, basis: 0), for: tab) }
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = state.direction
        screen.addChild(bar)
        let size = [screen.widthAnchor.constraint(equalToConstant: state.landscape ? 844 : 390),
                    screen.heightAnchor.constraint(equalToConstant: state.landscape ? 390 : 844)]
        try? LayoutConstraint.activate(size + [
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
        ])
        return (screen, size)
    }

    /// The tab bar through a session: the library's count grows to "99+"
    /// and goes (its badge hidden), comes back, the layout turns right to
    /// left, the phone turns, and back.
    ///
    /// The bar is 6 + 28 + 2 + 14 + 34 = 84 high, at 844 − 84 = 760; the tabs
    /// are 390 ÷ 4 = 97.5 wide, each icon (97.5 − 28) ÷ 2 = 34.75 into its
    /// tab, at 766, each label centred at 796. A badge's left is half its
    /// tab (48.75) + 6 = 54.75 into the tab, 2 below its top; "3" (7 + 10 =
    /// 17) is held at 18 wide and centred in it, "99+" is 22 + 10 = 32.
    @Test func theTabBarsBadgesFollowTheirCountsTheDirectionAndARotation() throws {
        var state = TabBarState()
        let (screen, size) = Self.tabBar(state)
        func step(_ name: String, _ expected: [(String, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(name)", sourceLocation: sourceLocation)
            expectFrames(in: screen, expected, sourceLocation: sourceLocation)
            expectSameFrames(screen, asFresh: Self.tabBar(state).screen, name, sourceLocation: sourceLocation)
        }
        step("first layout", [
            ("tabBar", Rect(x: 0, y: 760, width: 390, height: 84)),
            ("home", Rect(x: 0, y: 760, width: 97.5, height: 50)),
            ("homeIcon", Rect(x: 34.75, y: 766, width: 28, height: 28)),
            ("homeLabel", Rect(x: 31.75, y: 796, width: 34, height: 14)),
            ("library", Rect(x: 195, y: 760, width: 97.5, height: 50)),
            ("libraryBadge", Rect(x: 249.75, y: 762, width: 18, height: 18)),
            ("libraryCount", Rect(x: 255.25, y: 762, width: 7, height: 18)),
            ("profileBadge", Rect(x: 347.25, y: 762, width: 32, height: 18)),
            ("profileCount", Rect(x: 352.25, y: 762, width: 22, height: 18)),
        ])
        let libraryBadge = try #require(Self.find("libraryBadge", in: screen))
        let libraryCount = try #require(Self.find("libraryCount", in: screen))

        state.libraryCount = 22
        libraryCount.measuredContent = WrappedText(words: [22], spaceWidth: 4, lineHeight: 18)
        step("99+", [("libraryBadge", Rect(x: 249.75, y: 762, width: 32, height: 18)),
                     ("libraryCount", Rect(x: 254.75, y: 762, width: 22, height: 18))])

        state.libraryCount = nil
        libraryCount.measuredContent = WrappedText(words: [0], spaceWidth: 4, lineHeight: 18)
        libraryBadge.isHidden = true
        step("no badge", [("libraryIcon", Rect(x: 229.75, y: 766, width: 28, height: 28)),
                          ("profileBadge", Rect(x: 347.25, y: 762, width: 32, height: 18))])

        state.libraryCount = 7
        libraryCount.measuredContent = WrappedText(words: [7], spaceWidth: 4, lineHeight: 18)
        libraryBadge.isHidden = false
        step("badge back", [("libraryBadge", Rect(x: 249.75, y: 762, width: 18, height: 18))])

        // Right to left the tabs run from the right (the library is the
        // second from the left, at 97.5); offsets are physical, so a badge
        // stays 54.75 from its tab's left edge, right of the icon's middle.
        state.direction = .rightToLeft
        screen.layoutDirection = .rightToLeft
        step("right to left", [("home", Rect(x: 292.5, y: 760, width: 97.5, height: 50)),
                               ("library", Rect(x: 97.5, y: 760, width: 97.5, height: 50)),
                               ("libraryIcon", Rect(x: 132.25, y: 766, width: 28, height: 28)),
                               ("libraryBadge", Rect(x: 152.25, y: 762, width: 18, height: 18)),
                               ("profileBadge", Rect(x: 54.75, y: 762, width: 32, height: 18))])

        // Landscape, 844 × 390: tabs 211 wide, the bar at 390 − 84 = 306;
        // the library (second from the left) at 211, its icon at 211 + 91.5,
        // its badge at 211 + 105.5 + 6.
        state.landscape = true
        size[0].constant = 844
        size[1].constant = 390
        step("landscape", [("tabBar", Rect(x: 0, y: 306, width: 844, height: 84)),
                           ("library", Rect(x: 211, y: 306, width: 211, height: 50)),
                           ("libraryIcon", Rect(x: 302.5, y: 312, width: 28, height: 28)),
                           ("libraryBadge", Rect(x: 322.5, y: 308, width: 18, height: 18))])

        state.landscape = false
        state.direction = .leftToRight
        size[0].constant = 390
        size[1].constant = 844
        screen.layoutDirection = .leftToRight
        step("back", [("library", Rect(x: 195, y: 760, width: 97.5, height: 50)),
                      ("libraryBadge", Rect(x: 249.75, y: 762, width: 18, height: 18)),
                      ("libraryCount", Rect(x: 255.25, y: 762, width: 7, height: 18))])
    }

    // MARK: - 4. A flex row of labels turned into a `UIStackView` row

    /// A row 200 wide of three labels, 10 apart: a tag (40), a name (60
    /// and 50) and a description (90, 80 and 70), a flex row that becomes a
    /// `UIStackView` row of `.fill` once laid out, as a fresh one would be.
    ///
    /// One line each (40, 114, 248 and 20 of spacing) they are 222 too
    /// long; at equal compression resistance the first item gives way first
    /// (`STK-order-tiebreak`): the tag to 0, the name to 0, the description
    /// to 200 − 20 = 180. Measured at those widths the tag stays 40 (a word
    /// always goes on its line), the name becomes 60 (a word a line) and the
    /// description 174 (90 + 4 + 80, then 70): 94 too long, taken from the
    /// tag (40) and the name (54). The name, 6 wide, is 40 high, and so is
    /// the description; the row, `.fill`, is 40 high.
    @Test func aFlexRowOfLabelsTurnedIntoAStackViewRowLaysOutAsAFreshOne() throws {
        func row(flex: Bool) -> (screen: LayoutItem, row: StackItem) {
            let row = flexStack("row", .horizontal, [Self.text("tag", [40], lineHeight: 20),
                                                    Self.text("name", [60, 50], lineHeight: 20),
                                                    Self.text("summary", [90, 80, 70], lineHeight: 20)], spacing: 10)
            if !flex { row.distribution = .fill }
            let screen = LayoutItem(name: "screen")
            screen.addChild(row)
            try? LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 200),
                screen.heightAnchor.constraint(equalToConstant: 100),
                row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                row.topAnchor.constraint(equalTo: screen.topAnchor),
            ])
            return (screen, row)
        }
        let (screen, flexRow) = row(flex: true)
        #expect(screen.layoutIfNeeded().isEmpty)
        flexRow.distribution = .fill
        #expect(screen.layoutIfNeeded().isEmpty)
        let expected = [("row", Rect(x: 0, y: 0, width: 200, height: 40)),
                        ("tag", Rect(x: 0, y: 0, width: 0, height: 40)),
                        ("name", Rect(x: 10, y: 0, width: 6, height: 40)),
                        ("summary", Rect(x: 26, y: 0, width: 174, height: 40))]
        expectFrames(in: screen, expected)
        let fresh = row(flex: false).screen
        expectSameFrames(screen, asFresh: fresh, "turned into a stack view row")
        expectFrames(in: fresh, expected)
    }

    // MARK: - 5. The player broken: an artwork without its aspect ratio

    /// Ported without its `aspectRatio`, the artwork has nothing to measure:
    /// the column stretches it across (342) but measures it 0 high, and the
    /// details start at 60 + 0 + 24 = 84. Asked why the height is 0, the
    /// engine names the flex stack's constraint and says what its conflict
    /// report would: the artwork has nothing the stack could measure.
    @Test func whyTheArtworkIsFlatSaysItHasNothingToMeasure() throws {
        let (screen, _, player) = Self.player(width: 390, height: 844)
        let artwork = try #require(Self.find("artwork", in: screen))
        artwork.aspectRatio = nil
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, [("artwork", Rect(x: 24, y: 60, width: 342, height: 0)),
                                       ("details", Rect(x: 24, y: 84, width: 342, height: 720))])
        #expect(player.generatedConstraints.contains { $0.note != nil })
        #expect(artwork.explanation(of: .height).description == """
            artwork.height = 0
              0  STK-flex-size: artwork.height == 0
            Note: artwork has no intrinsic size, measure function or children: its flex stack measured it as 0.
            """)
    }

    // MARK: - The screens as layout documents

    /// Each screen written as a layout document
    /// (`Fixtures/user-trial-five/NAME.json`, for `layout run`) lays out as
    /// the Swift one: the same items, the same frames, nothing ambiguous.
    /// The checkout document shows both validation messages.
    @Test(arguments: ["player", "checkout", "tabbar"])
    func theDocumentLaysOutAsTheSwiftScreen(_ name: String) throws {
        let screen = switch name {
        case "player": Self.player(width: 390, height: 844).screen
        case "checkout": Self.checkout(CheckoutState(emailError: true, cardError: true)).screen
        default: Self.tabBar(TabBarState()).screen
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        try expectDocument(Self.fixture(name), laysOutAs: screen)
    }

    /// The item named `name` in `root`'s tree.
    private static func find(_ name: String, in root: LayoutItem) -> LayoutItem? {
        root.name == name ? root : root.children.lazy.compactMap { Self.find(name, in: $0) }.first
    }
}

