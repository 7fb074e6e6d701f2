import Foundation
import Testing
import Stack

/// Trial thirty-eight: a music Now Playing screen (square art, a title
/// that wraps, a scrubber row, five transport buttons spaced equally) in
/// two portrait sizes and rotated to landscape by swapping constraint
/// sets; a photo library grid (section headers and square thumbnails in a
/// wrapping flex row, 3 columns at 390 and 5 at 844) that a Select
/// toolbar pushes up; and a navigation bar whose large title collapses as
/// its list scrolls, the search field first, the title's text growing
/// when the list is pulled down. Every frame was worked out by hand
/// first; the comments carry the arithmetic. Each live change is compared
/// with a screen built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyEightTests {
    /// The same screens as layout documents, run by `UserTrialThirtyEightToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialThirtyEight").standardized

    /// Each document, in the state it is written in, lays out as the
    /// screen built here with the same names.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let screens: [(String, LayoutItem)] = [
            ("nowplaying.json", try NowPlaying(.portrait).root),
            ("photos.json", try PhotoGrid(.init(width: 390, selecting: false)).root),
            ("largetitle.json", try LargeTitle(.init(offset: 0)).root),
        ]
        try expectDocuments(in: Self.fixtures, layOutAs: screens)
    }

    // MARK: - 1. Now Playing

    /// The root's margins are 8 grown by the safe area. The art's top and
    /// leading edges are 24 inside the margins, and it is square
    /// (`aspectRatio` 1). Portrait: its trailing edge is 24 inside the
    /// trailing margin and the controls hang 24 below it, as wide as it.
    /// Landscape: its bottom is 24 inside the bottom margin, and the
    /// controls start 24 after it, 24 inside the trailing margin, level
    /// with its top. The controls are a vertical stack: the title (words
    /// 70 52 96 40 64, space 6, lines of 28), 4, the artist (58 44 80,
    /// space 5, lines of 20), 24, the scrubber row (elapsed 40 × 16, a
    /// track 4 high with no width of its own, remaining 44 × 16, spacing
    /// 8, centred; the labels hug at 251), 24, and the transport row
    /// (28, 44, 64, 44 and 28 square buttons, `equalSpacing`, centred).
    final class NowPlaying: LiveScreen {
        struct State {
            var width: Double, height: Double, safeArea: EdgeInsets
            var landscape: Bool { width > height }

            static let portrait = State(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            static let small = State(width: 320, height: 568, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            static let landscape = State(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }

        var state: State
        let root = LayoutItem(name: "player")
        let width: LayoutConstraint, height: LayoutConstraint
        let portrait: [LayoutConstraint], landscape: [LayoutConstraint]

        init(_ state: State) throws {
            self.state = state
            let art = LayoutItem(name: "art")
            art.aspectRatio = 1
            let title = LayoutItem(name: "title")
            title.measuredContent = WrappedText(words: [70, 52, 96, 40, 64], spaceWidth: 6, lineHeight: 28)
            let artist = LayoutItem(name: "artist")
            artist.measuredContent = WrappedText(words: [58, 44, 80], spaceWidth: 5, lineHeight: 20)
            let elapsed = LayoutItem(name: "elapsed", intrinsicContentSize: IntrinsicSize(width: 40, height: 16))
            let track = LayoutItem(name: "track", intrinsicContentSize: IntrinsicSize(width: nil, height: 4))
            let remaining = LayoutItem(name: "remaining", intrinsicContentSize: IntrinsicSize(width: 44, height: 16))
            for label in [elapsed, remaining] { label.setContentHuggingPriority(251, for: .horizontal) }
            let scrubber = StackItem(name: "scrubber", arrangedItems: [elapsed, track, remaining])
            scrubber.spacing = 8
            scrubber.alignment = .center
            let buttons = [("shuffle", 28.0), ("previous", 44), ("play", 64), ("next", 44), ("repeat", 28)].map {
                LayoutItem(name: $0.0, intrinsicContentSize: IntrinsicSize(width: $0.1, height: $0.1))
            }
            let transport = StackItem(name: "transport", arrangedItems: buttons)
            transport.distribution = .equalSpacing
            transport.alignment = .center
            let controls = StackItem(name: "controls", arrangedItems: [title, artist, scrubber, transport])
            controls.axis = .vertical
            controls.spacing = 24
            controls.setCustomSpacing(4, after: title)
            root.addChild(art)
            root.addChild(controls)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            height = root.heightAnchor.constraint(equalToConstant: state.height)
            portrait = [
                art.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor, constant: -24),
                controls.leadingAnchor.constraint(equalTo: art.leadingAnchor),
                controls.trailingAnchor.constraint(equalTo: art.trailingAnchor),
                controls.topAnchor.constraint(equalTo: art.bottomAnchor, constant: 24),
            ]
            landscape = [
                art.bottomAnchor.constraint(equalTo: root.bottomMarginAnchor, constant: -24),
                controls.leadingAnchor.constraint(equalTo: art.trailingAnchor, constant: 24),
                controls.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor, constant: -24),
                controls.topAnchor.constraint(equalTo: art.topAnchor),
            ]
            root.rootSafeAreaInsets = state.safeArea
            try LayoutConstraint.activate([
                width, height,
                art.topAnchor.constraint(equalTo: root.topMarginAnchor, constant: 24),
                art.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor, constant: 24),
            ] + (state.landscape ? landscape : portrait))
        }

        /// The window rotates: its size and safe area change, and the old
        /// set of constraints goes before the new one comes.
        func apply(_ state: State) throws {
            let rotates = state.landscape != self.state.landscape
            self.state = state
            width.constant = state.width
            height.constant = state.height
            root.rootSafeAreaInsets = state.safeArea
            guard rotates else { return }
            LayoutConstraint.deactivate(state.landscape ? portrait : landscape)
            try LayoutConstraint.activate(state.landscape ? landscape : portrait)
        }
    }

    /// 390 × 844, a 47-point notch and a 34-point home indicator: margins
    /// 55 at the top, 8 at the sides. The art from (8 + 24, 55 + 24) =
    /// (32, 79) to 390 − 8 − 24 = 358: 326 square, ending at 405; the
    /// controls from 405 + 24 = 429, 326 wide. The title: 70 + 6 + 52 + 6
    /// + 96 + 6 + 40 = 276, + 6 + 64 = 346 > 326: two lines, 56. The
    /// artist (58 + 5 + 44 + 5 + 80 = 192) one line at 429 + 56 + 4 = 489.
    /// The scrubber at 489 + 20 + 24 = 533, 16 high (its labels'); the
    /// track 326 − 40 − 44 − 16 = 226 from 80, centred: 533 + 6 = 539,
    /// remaining at 80 + 226 + 8 = 314. The transport at 533 + 16 + 24 =
    /// 573, 64 high: the buttons are 208 together, so each of the four
    /// gaps is (326 − 208) / 4 = 29.5: 32, 89.5, 163, 256.5, 330 (ending
    /// at 358), centred at 591, 583, 573, 583, 591. The controls are 56 +
    /// 4 + 20 + 24 + 16 + 24 + 64 = 208 high.
    static let portraitFrames: [(String, Rect)] = [
        ("art", Rect(x: 32, y: 79, width: 326, height: 326)),
        ("controls", Rect(x: 32, y: 429, width: 326, height: 208)),
        ("title", Rect(x: 32, y: 429, width: 326, height: 56)),
        ("artist", Rect(x: 32, y: 489, width: 326, height: 20)),
        ("scrubber", Rect(x: 32, y: 533, width: 326, height: 16)),
        ("elapsed", Rect(x: 32, y: 533, width: 40, height: 16)),
        ("track", Rect(x: 80, y: 539, width: 226, height: 4)),
        ("remaining", Rect(x: 314, y: 533, width: 44, height: 16)),
        ("transport", Rect(x: 32, y: 573, width: 326, height: 64)),
        ("shuffle", Rect(x: 32, y: 591, width: 28, height: 28)),
        ("previous", Rect(x: 89.5, y: 583, width: 44, height: 44)),
        ("play", Rect(x: 163, y: 573, width: 64, height: 64)),
        ("next", Rect(x: 256.5, y: 583, width: 44, height: 44)),
        ("repeat", Rect(x: 330, y: 591, width: 28, height: 28)),
    ]

    @Test func nowPlayingAt390() throws {
        let screen = try NowPlaying(.portrait)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, Self.portraitFrames)
    }

    /// 320 × 568 with a 20-point status bar and no home indicator: the
    /// top margin is 28, the art from (32, 52), 320 − 64 = 256 square,
    /// ending at 308; the controls from 332. The title: 70 + 6 + 52 + 6 +
    /// 96 = 230, + 6 + 40 = 276 > 256, so line 1 is 70 52 96 and line 2
    /// 40 64 (110): 56 high again. The artist at 332 + 60 = 392, the scrubber at 436 (the
    /// track 256 − 100 = 156 from 80, remaining at 244), the transport at
    /// 476 with gaps of (256 − 208) / 4 = 12: 32, 72, 128, 204, 260.
    @Test func nowPlayingAt320() throws {
        let screen = try NowPlaying(.small)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, Self.smallFrames)
    }

    static let smallFrames: [(String, Rect)] = [
        ("art", Rect(x: 32, y: 52, width: 256, height: 256)),
        ("controls", Rect(x: 32, y: 332, width: 256, height: 208)),
        ("title", Rect(x: 32, y: 332, width: 256, height: 56)),
        ("artist", Rect(x: 32, y: 392, width: 256, height: 20)),
        ("scrubber", Rect(x: 32, y: 436, width: 256, height: 16)),
        ("track", Rect(x: 80, y: 442, width: 156, height: 4)),
        ("remaining", Rect(x: 244, y: 436, width: 44, height: 16)),
        ("transport", Rect(x: 32, y: 476, width: 256, height: 64)),
        ("shuffle", Rect(x: 32, y: 494, width: 28, height: 28)),
        ("previous", Rect(x: 72, y: 486, width: 44, height: 44)),
        ("play", Rect(x: 128, y: 476, width: 64, height: 64)),
        ("next", Rect(x: 204, y: 486, width: 44, height: 44)),
        ("repeat", Rect(x: 260, y: 494, width: 28, height: 28)),
    ]

    /// Landscape 844 × 390, the notch 47 on the left, the indicator 21
    /// below, 47 on the right too: margins 55 at the sides, 8 at the top,
    /// 29 at the bottom. The art from (55 + 24, 8 + 24) = (79, 32) to
    /// 390 − 29 − 24 = 337: 305 square, ending at x 384. The controls from
    /// 384 + 24 = 408 to 844 − 55 − 24 = 765: 357 wide, at y 32. The title
    /// fits one line (346 ≤ 357): 28; the artist at 64; the scrubber at
    /// 108 (the track 357 − 100 = 257 from 456 at 114, remaining at 721);
    /// the transport at 148 with gaps of (357 − 208) / 4 = 37.25: 408,
    /// 473.25, 554.5, 655.75, 737. The controls 28 + 4 + 20 + 24 + 16 +
    /// 24 + 64 = 180 high.
    static let landscapeFrames: [(String, Rect)] = [
        ("player", Rect(x: 0, y: 0, width: 844, height: 390)),
        ("art", Rect(x: 79, y: 32, width: 305, height: 305)),
        ("controls", Rect(x: 408, y: 32, width: 357, height: 180)),
        ("title", Rect(x: 408, y: 32, width: 357, height: 28)),
        ("artist", Rect(x: 408, y: 64, width: 357, height: 20)),
        ("scrubber", Rect(x: 408, y: 108, width: 357, height: 16)),
        ("elapsed", Rect(x: 408, y: 108, width: 40, height: 16)),
        ("track", Rect(x: 456, y: 114, width: 257, height: 4)),
        ("remaining", Rect(x: 721, y: 108, width: 44, height: 16)),
        ("transport", Rect(x: 408, y: 148, width: 357, height: 64)),
        ("shuffle", Rect(x: 408, y: 166, width: 28, height: 28)),
        ("previous", Rect(x: 473.25, y: 158, width: 44, height: 44)),
        ("play", Rect(x: 554.5, y: 148, width: 64, height: 64)),
        ("next", Rect(x: 655.75, y: 158, width: 44, height: 44)),
        ("repeat", Rect(x: 737, y: 166, width: 28, height: 28)),
    ]

    /// Rotated live to landscape, then back to portrait, then to the
    /// small portrait size: each state as a fresh screen has it.
    @Test func nowPlayingRotatesLive() throws {
        let screen = try NowPlaying(.portrait)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        try screen.apply(.landscape)
        try screen.expectLaysOutAsFresh("landscape")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, Self.landscapeFrames)
        try screen.apply(.portrait)
        try screen.expectLaysOutAsFresh("back to portrait")
        expectFrames(in: screen.root, Self.portraitFrames)
        try screen.apply(.small)
        try screen.expectLaysOutAsFresh("small portrait")
        expectFrames(in: screen.root, Self.smallFrames)
    }

    /// The controls' top left out: the controls stack is open vertically
    /// and its items with it. Asked about the title, the answer names the
    /// stack as the region to place (the title is inside it), not the
    /// title, which the stack places: the stack's canvas constraints hang
    /// it on its own items and do not place it from outside.
    @Test func withoutTheControlsTopTheAnswerNamesTheStack() throws {
        let screen = try NowPlaying(.portrait)
        LayoutConstraint.deactivate([screen.portrait[3]])
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let controls = try #require(screen.root.children.last as? StackItem)
        let title = controls.arrangedItems[0]
        #expect(screen.root.engine.ambiguities().map { "\($0.region.name).\($0.attribute)" } == ["controls.top"])
        let why = title.explanation(of: .top)
        #expect(why.openRegions.map(\.region.name) == ["controls"])
        #expect(why.openRegions.first?.attributes == [.top])
        #expect(why.description.hasSuffix("""
            It follows controls, whose vertical position nothing decides:
              title is inside controls
            A constraint that places controls is missing (on controls.top, controls.bottom or controls.centerY, say).
            """))
    }

    // MARK: - 2. Photo grid

    /// A 844-point-high screen (notch 47, indicator 34). The grid, a
    /// wrapping flex row (spacing 2, lines 2 apart, items at the start of
    /// their line), runs from the safe area's top to the toolbar's top,
    /// across the screen. Each section is a header as wide as the grid's
    /// content box (`.fraction(1)`), 28 high, alone on its line, and its
    /// photos: square (`aspectRatio` 1), as wide as the app works out for
    /// the columns, (width − 2 × (columns − 1)) / columns, as a Texture
    /// node does in `layoutSpecThatFits`. The toolbar, 49 high, ends at
    /// the safe area's bottom; while it is hidden its top is there too (a
    /// constant of 0 rather than −49), so the grid reaches the home
    /// indicator.
    final class PhotoGrid: LiveScreen {
        struct State {
            var width: Double
            var selecting: Bool
            var columns: Double { width >= 600 ? 5 : 3 }
            var side: Double { (width - 2 * (columns - 1)) / columns }
        }

        static let sections: [(name: String, photos: Int)] = [("today", 4), ("yesterday", 5)]

        var state: State
        let root = LayoutItem(name: "library")
        let grid = StackItem(name: "grid")
        let toolbar = LayoutItem(name: "toolbar")
        let width: LayoutConstraint, toolbarTop: LayoutConstraint
        var photos: [LayoutItem] = []

        init(_ state: State) throws {
            self.state = state
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            grid.distribution = .flex(.start)
            grid.flexWrap = .wrap
            grid.alignment = .top
            grid.spacing = 2
            grid.lineSpacing = 2
            for (name, count) in Self.sections {
                let header = LayoutItem(name: name)
                grid.addArrangedItem(header)
                grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1), height: 28)), for: header)
                for index in 1...count {
                    let photo = LayoutItem(name: "\(name)\(index)")
                    photo.aspectRatio = 1
                    grid.addArrangedItem(photo)
                    photos.append(photo)
                }
            }
            root.addChild(grid)
            root.addChild(toolbar)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            toolbarTop = toolbar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
            try LayoutConstraint.activate([
                width,
                root.heightAnchor.constraint(equalToConstant: 844),
                grid.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                grid.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                grid.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                toolbarTop,
            ])
            apply(state)
        }

        /// The width sets the columns and the photos' side; Select shows
        /// the toolbar and gives it its 49 points.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.width
            for photo in photos {
                grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: .points(state.side))), for: photo)
            }
            toolbar.isHidden = !state.selecting
            toolbarTop.constant = state.selecting ? -49 : 0
        }
    }

    /// 390, not selecting: the grid from 47 to 810 (763 high), the
    /// toolbar 0 high at 810. The side is (390 − 4) / 3 = 128⅔. Today's
    /// header on line 1 (47, 28 high); its photos at y 47 + 28 + 2 = 77,
    /// x 0, 130⅔, 261⅓, the fourth alone on the next line at 77 + 128⅔ +
    /// 2 = 207⅔. Yesterday's header at 207⅔ + 130⅔ = 338⅓, its photos at
    /// 368⅓ (three) and 499 (two). Selecting, the toolbar is 761 to 810
    /// and the grid 714 high; nothing in it moves.
    @Test func thePhotoGridAt390SelectingLive() throws {
        let screen = try PhotoGrid(.init(width: 390, selecting: false))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        let side = 386.0 / 3
        let photos: [(String, Rect)] = [
            ("today", Rect(x: 0, y: 47, width: 390, height: 28)),
            ("today1", Rect(x: 0, y: 77, width: side, height: side)),
            ("today2", Rect(x: 130 + 2.0 / 3, y: 77, width: side, height: side)),
            ("today3", Rect(x: 261 + 1.0 / 3, y: 77, width: side, height: side)),
            ("today4", Rect(x: 0, y: 207 + 2.0 / 3, width: side, height: side)),
            ("yesterday", Rect(x: 0, y: 338 + 1.0 / 3, width: 390, height: 28)),
            ("yesterday1", Rect(x: 0, y: 368 + 1.0 / 3, width: side, height: side)),
            ("yesterday3", Rect(x: 261 + 1.0 / 3, y: 368 + 1.0 / 3, width: side, height: side)),
            ("yesterday4", Rect(x: 0, y: 499, width: side, height: side)),
            ("yesterday5", Rect(x: 130 + 2.0 / 3, y: 499, width: side, height: side)),
        ]
        expectFrames(in: screen.root, photos + [
            ("grid", Rect(x: 0, y: 47, width: 390, height: 763)),
            ("toolbar", Rect(x: 0, y: 810, width: 390, height: 0)),
        ])
        screen.apply(.init(width: 390, selecting: true))
        try screen.expectLaysOutAsFresh("selecting at 390")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, photos + [
            ("grid", Rect(x: 0, y: 47, width: 390, height: 714)),
            ("toolbar", Rect(x: 0, y: 761, width: 390, height: 49)),
        ])
    }

    /// Widened live to 844 while selecting: 5 columns of (844 − 8) / 5 =
    /// 167.2, 169.2 apart. Today's four share line 2 (y 77); Yesterday's
    /// header at 77 + 167.2 + 2 = 246.2, its five at 276.2, the last at
    /// x 676.8. The toolbar goes: the grid reaches 810 again.
    @Test func thePhotoGridWidensLiveToFiveColumns() throws {
        let screen = try PhotoGrid(.init(width: 390, selecting: true))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.apply(.init(width: 844, selecting: true))
        try screen.expectLaysOutAsFresh("844 selecting")
        #expect(screen.root.engine.ambiguities().isEmpty)
        let photos: [(String, Rect)] = [
            ("today", Rect(x: 0, y: 47, width: 844, height: 28)),
            ("today1", Rect(x: 0, y: 77, width: 167.2, height: 167.2)),
            ("today4", Rect(x: 507.6, y: 77, width: 167.2, height: 167.2)),
            ("yesterday", Rect(x: 0, y: 246.2, width: 844, height: 28)),
            ("yesterday1", Rect(x: 0, y: 276.2, width: 167.2, height: 167.2)),
            ("yesterday2", Rect(x: 169.2, y: 276.2, width: 167.2, height: 167.2)),
            ("yesterday5", Rect(x: 676.8, y: 276.2, width: 167.2, height: 167.2)),
        ]
        expectFrames(in: screen.root, photos + [
            ("grid", Rect(x: 0, y: 47, width: 844, height: 714)),
            ("toolbar", Rect(x: 0, y: 761, width: 844, height: 49)),
        ])
        screen.apply(.init(width: 844, selecting: false))
        try screen.expectLaysOutAsFresh("844 done selecting")
        expectFrames(in: screen.root, photos + [("grid", Rect(x: 0, y: 47, width: 844, height: 763))])
        screen.apply(.init(width: 390, selecting: false))
        try screen.expectLaysOutAsFresh("back to 390")
        expectFrames(in: screen.root, [("today4", Rect(x: 0, y: 207 + 2.0 / 3, width: 386.0 / 3, height: 386.0 / 3))])
    }

    // MARK: - 3. Large title

    /// A 390 × 844 screen (notch 47, indicator 34) with a list scrolled
    /// under a navigation bar. The list (a scroll item over the whole
    /// screen) holds 20 rows of 44 in a column hung 195 below its
    /// content's top: 47 of notch, 44 of compact bar, 52 of large title
    /// and 52 of search. The bar, pinned to the screen's top, is at least
    /// 91 high and its bottom follows the rows' top at 800, so scrolled by
    /// y it is max(91, 195 − y) high. Inside it, 91 below its top, the
    /// title area (at least 52 high, at 760) and under it the search bar
    /// (52 at 740, at most 52), which ends at the bar's bottom: the search
    /// bar gives way first, then the title area. The search field is 8
    /// above the search bar's bottom, 16 from its sides, 16 shorter (at
    /// 700, at most 36); the large title 16 from the leading edge and 8
    /// above the title area's bottom. The app hides the search bar once it
    /// is scrolled away (y ≥ 52) and grows the title's text when the list
    /// is pulled down: 1 + (−y) / 200, at most 1.2.
    final class LargeTitle: LiveScreen {
        struct State {
            var offset: Double
            var titleScale: Double { min(1.2, 1 + max(0, -offset) / 200) }
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let list = ScrollItem(name: "list")
        let title = LayoutItem(name: "largeTitle")
        let searchBar = LayoutItem(name: "searchBar")

        init(_ state: State) throws {
            self.state = state
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let rows = StackItem(name: "rows", arrangedItems: (1...20).map {
                LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            })
            rows.axis = .vertical
            list.addChild(rows)
            let bar = LayoutItem(name: "navBar")
            let smallTitle = LayoutItem(name: "smallTitle", intrinsicContentSize: IntrinsicSize(width: 60, height: 22))
            let titleArea = LayoutItem(name: "titleArea")
            let field = LayoutItem(name: "searchField")
            titleArea.addChild(title)
            searchBar.addChild(field)
            for child in [smallTitle, titleArea, searchBar] { bar.addChild(child) }
            root.addChild(list)
            root.addChild(bar)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                root.heightAnchor.constraint(equalToConstant: 844),
                list.topAnchor.constraint(equalTo: root.topAnchor),
                list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                rows.topAnchor.constraint(equalTo: list.contentLayoutGuide.topAnchor, constant: 195),
                rows.bottomAnchor.constraint(equalTo: list.contentLayoutGuide.bottomAnchor),
                rows.leadingAnchor.constraint(equalTo: list.contentLayoutGuide.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: list.contentLayoutGuide.trailingAnchor),
                rows.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
                bar.topAnchor.constraint(equalTo: root.topAnchor),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 91),
                prioritized(bar.bottomAnchor.constraint(equalTo: rows.topAnchor), 800),
                smallTitle.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                smallTitle.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: 69),
                titleArea.topAnchor.constraint(equalTo: bar.topAnchor, constant: 91),
                titleArea.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                titleArea.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                titleArea.bottomAnchor.constraint(equalTo: searchBar.topAnchor),
                prioritized(titleArea.heightAnchor.constraint(greaterThanOrEqualToConstant: 52), 760),
                searchBar.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                searchBar.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                searchBar.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
                searchBar.heightAnchor.constraint(lessThanOrEqualToConstant: 52),
                prioritized(searchBar.heightAnchor.constraint(equalToConstant: 52), 740),
                field.leadingAnchor.constraint(equalTo: searchBar.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: searchBar.trailingAnchor, constant: -16),
                field.bottomAnchor.constraint(equalTo: searchBar.bottomAnchor, constant: -8),
                field.heightAnchor.constraint(lessThanOrEqualToConstant: 36),
                prioritized(field.heightAnchor.constraint(equalTo: searchBar.heightAnchor, constant: -16), 700),
                title.leadingAnchor.constraint(equalTo: titleArea.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(lessThanOrEqualTo: titleArea.trailingAnchor, constant: -16),
                title.bottomAnchor.constraint(equalTo: titleArea.bottomAnchor, constant: -8),
            ])
            apply(state)
        }

        /// The list scrolls: the offset, the title's text at its scale
        /// (one word of 120, lines of 41), the search bar hidden once gone.
        func apply(_ state: State) {
            self.state = state
            list.contentOffset = Point(x: 0, y: state.offset)
            let scale = state.titleScale
            title.measuredContent = WrappedText(words: [120 * scale], spaceWidth: 8 * scale, lineHeight: 41 * scale)
            searchBar.isHidden = state.offset >= 52
        }
    }

    /// The frames of the bar's parts scrolled by `offset`: the bar max(91,
    /// 195 − y); the search bar what the bar has beyond 91 + 52, at most
    /// 52, at its bottom, and the title area the rest from 91; the field 16 shorter than the
    /// search bar but not below 0, 8 above its bottom; the title
    /// `scale` × (120 × 41), 8 above the title area's bottom.
    static func barFrames(offset: Double, scale: Double) -> [(String, Rect)] {
        let bar = max(91, 195 - offset)
        let search = min(52, max(0, bar - 143))
        let field = max(0, search - 16)
        return [
            ("navBar", Rect(x: 0, y: 0, width: 390, height: bar)),
            ("smallTitle", Rect(x: 165, y: 58, width: 60, height: 22)),
            ("titleArea", Rect(x: 0, y: 91, width: 390, height: bar - 91 - search)),
            ("largeTitle", Rect(x: 16, y: bar - search - 8 - 41 * scale, width: 120 * scale, height: 41 * scale)),
            ("searchBar", Rect(x: 0, y: bar - search, width: 390, height: search)),
            ("searchField", Rect(x: 16, y: bar - 8 - field, width: 358, height: field)),
            ("row1", Rect(x: 0, y: 195 - offset, width: 390, height: 44)),
        ]
    }

    /// At rest: the bar 195; the title area 91 to 143, the title 143 − 8
    /// − 41 = 94; the search bar 143 to 195, its field 151 to 187. The
    /// rows from 195, the content 390 × (195 + 880 = 1075).
    @Test func theLargeTitleAtRest() throws {
        let screen = try LargeTitle(.init(offset: 0))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        let expected = Self.barFrames(offset: 0, scale: 1)
        #expect(expected[3].1 == Rect(x: 16, y: 94, width: 120, height: 41))
        #expect(expected[5].1 == Rect(x: 16, y: 151, width: 358, height: 36))
        expectFrames(in: screen.root, expected + [("row20", Rect(x: 0, y: 195 + 19 * 44, width: 390, height: 44))])
        #expect(screen.list.contentSize == Size(width: 390, height: 1075))
    }

    /// Scrolled live, each offset against a fresh screen scrolled there.
    /// −40: the bar 235, the search bar 52 (183 to 235), the title area
    /// 92, the title 1.2× (144 × 49.2) from 183 − 8 − 49.2 = 125.8. 26:
    /// the bar 169, the search bar 26 from 143, its field 10 high at 151.
    /// 52: the bar 143, the search bar gone (0 at 143, hidden), the field
    /// 0 at 135. 78: the bar 117, the title area 26, the title from 117 −
    /// 8 − 41 = 68. 104 and 150: the bar at its 91, the title area 0,
    /// the title from 42; the first row at 91, then under the bar at 45.
    @Test func theLargeTitleCollapsesAsTheListScrolls() throws {
        let screen = try LargeTitle(.init(offset: 0))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let checks: [(offset: Double, spot: (String, Rect))] = [
            (-40, ("largeTitle", Rect(x: 16, y: 125.8, width: 144, height: 49.2))),
            (26, ("searchField", Rect(x: 16, y: 151, width: 358, height: 10))),
            (52, ("searchBar", Rect(x: 0, y: 143, width: 390, height: 0))),
            (78, ("largeTitle", Rect(x: 16, y: 68, width: 120, height: 41))),
            (104, ("titleArea", Rect(x: 0, y: 91, width: 390, height: 0))),
            (150, ("row1", Rect(x: 0, y: 45, width: 390, height: 44))),
            (0, ("searchField", Rect(x: 16, y: 151, width: 358, height: 36))),
        ]
        for (offset, spot) in checks {
            let state = LargeTitle.State(offset: offset)
            screen.apply(state)
            try screen.expectLaysOutAsFresh("scrolled to \(offset)")
            #expect(screen.root.engine.ambiguities().isEmpty, "scrolled to \(offset)")
            expectFrames(in: screen.root, Self.barFrames(offset: offset, scale: state.titleScale) + [spot])
            #expect(screen.searchBar.isHidden == (offset >= 52))
        }
    }
}

/// The constraint at `priority`, set before it is activated as UIKit code
/// sets one.
private func prioritized(_ constraint: LayoutConstraint, _ priority: Priority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}
