import Foundation
import Testing
import Stack

/// Trial thirty: screens that adapt to their size as UIKit apps make them
/// adapt. A profile keeps a `compactConstraints` and a
/// `regularConstraints` array and swaps them on a trait change, in the
/// right order and in the order UIKit developers get wrong (the new set
/// activated before the old one is deactivated); an iPad split view hides
/// its sidebar below a breakpoint and keeps its article in the readable
/// column, rotated between 1024 × 768 and 768 × 1024 and narrowed to 375
/// in the same engine; a `UIStackView` of actions flips from a row to a
/// column (with its distribution, alignment and spacing), and a flex row
/// of chips starts wrapping. Every frame was worked out by hand first; the
/// comments carry the arithmetic. Each state of a live screen is also
/// compared with one built afresh in that state (``LiveScreen``).
@Suite struct UserTrialThirtyTests {
    /// The size classes the screens switch between.
    enum SizeClass { case compact, regular }

    /// A screen of `width` × `height`, as a window gives its root view.
    static func screen(_ name: String, width: Double, height: Double) -> (LayoutItem, [LayoutConstraint]) {
        let root = LayoutItem(name: name)
        return (root, [root.widthAnchor.constraint(equalToConstant: width),
                       root.heightAnchor.constraint(equalToConstant: height)])
    }

    // MARK: - 1. A profile that swaps constraint sets

    /// An avatar (80 × 80), a name (200 × 24) and a bio that wraps, in a
    /// root with margins of 16. Compact: the avatar and the name centred
    /// one above the other, the bio across the margins below. Regular: the
    /// avatar at the leading margin, the name 20 after it at its top, the
    /// bio under the name to the trailing margin.
    final class Profile: LiveScreen {
        struct State {
            var width = 375.0
            var height = 667.0
            var sizeClass = SizeClass.compact
        }

        var state: State
        let root: LayoutItem
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 200, height: 24))
        let bio = LayoutItem(name: "bio")
        let width: LayoutConstraint
        let height: LayoutConstraint
        let compactConstraints: [LayoutConstraint]
        let regularConstraints: [LayoutConstraint]

        init(_ state: State) throws {
            self.state = state
            let (root, size) = UserTrialThirtyTests.screen("profile", width: state.width, height: state.height)
            self.root = root
            (width, height) = (size[0], size[1])
            root.layoutMargins = EdgeInsets(all: 16)
            bio.measuredContent = WrappedText(words: [60, 50, 70, 40, 80, 30, 90, 60], lineHeight: 20)
            for item in [avatar, name, bio] { root.addChild(item) }
            compactConstraints = [
                avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
                name.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                bio.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            ]
            regularConstraints = [
                avatar.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                name.topAnchor.constraint(equalTo: avatar.topAnchor),
                name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 20),
                bio.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            ]
            try LayoutConstraint.activate(size + [
                avatar.widthAnchor.constraint(equalToConstant: 80),
                avatar.heightAnchor.constraint(equalToConstant: 80),
                avatar.topAnchor.constraint(equalTo: root.topMarginAnchor),
                bio.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
                bio.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            ])
            try LayoutConstraint.activate(state.sizeClass == .compact ? compactConstraints : regularConstraints)
        }

        /// The trait change as an app writes it: the old set out, then the
        /// new one in (or, `newFirst`, the other way round).
        func traitChange(to sizeClass: SizeClass, newFirst: Bool = false) throws {
            let (old, new) = sizeClass == .compact ? (regularConstraints, compactConstraints)
                                                   : (compactConstraints, regularConstraints)
            if newFirst {
                try LayoutConstraint.activate(new)
                LayoutConstraint.deactivate(old)
            } else {
                LayoutConstraint.deactivate(old)
                try LayoutConstraint.activate(new)
            }
            state.sizeClass = sizeClass
        }

        /// The window resized (a rotation, a split-screen change).
        func resize(width: Double, height: Double) {
            self.width.constant = width
            self.height.constant = height
            (state.width, state.height) = (width, height)
        }
    }

    /// Compact, 375 × 667: the avatar at ((375 − 80) / 2, 16) = (147.5,
    /// 16); the name at ((375 − 200) / 2, 16 + 80 + 12) = (87.5, 108); the
    /// bio 375 − 32 = 343 wide at (16, 108 + 24 + 8 = 140), its words 60 +
    /// 4 + 50 + 4 + 70 + 4 + 40 + 4 + 80 = 316 on the first line (+ 4 + 30
    /// = 350 > 343), 30 + 4 + 90 + 4 + 60 = 188 on the second: 40 high.
    static let compactPhone: [(String, Rect)] = [
        ("profile", Rect(x: 0, y: 0, width: 375, height: 667)),
        ("avatar", Rect(x: 147.5, y: 16, width: 80, height: 80)),
        ("name", Rect(x: 87.5, y: 108, width: 200, height: 24)),
        ("bio", Rect(x: 16, y: 140, width: 343, height: 40)),
    ]

    /// Regular, 1024 × 768: the avatar at (16, 16); the name at (16 + 80 +
    /// 20, 16) = (116, 16); the bio at (116, 16 + 24 + 8 = 48), 1024 − 16 −
    /// 116 = 892 wide, its words 480 + 7 × 4 = 508 on one line: 20 high.
    static let regularLandscape: [(String, Rect)] = [
        ("profile", Rect(x: 0, y: 0, width: 1024, height: 768)),
        ("avatar", Rect(x: 16, y: 16, width: 80, height: 80)),
        ("name", Rect(x: 116, y: 16, width: 200, height: 24)),
        ("bio", Rect(x: 116, y: 48, width: 892, height: 20)),
    ]

    /// Regular, 768 × 1024: as landscape, the bio 768 − 16 − 116 = 636
    /// wide, still one line of 508.
    static let regularPortrait: [(String, Rect)] = [
        ("profile", Rect(x: 0, y: 0, width: 768, height: 1024)),
        ("avatar", Rect(x: 16, y: 16, width: 80, height: 80)),
        ("name", Rect(x: 116, y: 16, width: 200, height: 24)),
        ("bio", Rect(x: 116, y: 48, width: 636, height: 20)),
    ]

    @Test func theProfileInEachSizeClass() throws {
        let compact = try Profile(.init())
        #expect(compact.root.layoutIfNeeded().isEmpty)
        #expect(compact.root.engine.ambiguities().isEmpty, "\(compact.root.engine.ambiguities())")
        expectFrames(in: compact.root, Self.compactPhone)
        let regular = try Profile(.init(width: 1024, height: 768, sizeClass: .regular))
        #expect(regular.root.layoutIfNeeded().isEmpty)
        #expect(regular.root.engine.ambiguities().isEmpty, "\(regular.root.engine.ambiguities())")
        expectFrames(in: regular.root, Self.regularLandscape)
    }

    /// The app's trait change in the right order (the old set out first),
    /// through an iPad's rotation and a slide-over at 375 in one engine:
    /// each state as a fresh one and as worked out above.
    @Test func theProfileSwapsSetsOldFirst() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.resize(width: 1024, height: 768)
        try screen.traitChange(to: .regular)
        try screen.expectLaysOutAsFresh("regular, landscape")
        expectFrames(in: screen.root, Self.regularLandscape)
        screen.resize(width: 768, height: 1024)
        try screen.expectLaysOutAsFresh("regular, portrait")
        expectFrames(in: screen.root, Self.regularPortrait)
        screen.resize(width: 375, height: 667)
        try screen.traitChange(to: .compact)
        try screen.expectLaysOutAsFresh("compact")
        expectFrames(in: screen.root, Self.compactPhone)
    }

    /// The order UIKit developers get wrong: the new set activated while
    /// the old one is still active, then the old one deactivated, with no
    /// layout pass between (as in one `traitCollectionDidChange`). UIKit
    /// logs "Unable to simultaneously satisfy constraints" at the
    /// activation; here the constraints broken by it get another try when
    /// the pass settles, so the pass reports nothing and the frames are
    /// the right order's.
    @Test func theProfileSwapsSetsNewFirst() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.resize(width: 1024, height: 768)
        try screen.traitChange(to: .regular, newFirst: true)
        try screen.expectLaysOutAsFresh("regular, new set first")
        expectFrames(in: screen.root, Self.regularLandscape)
        #expect(screen.root.engine.brokenConstraints.isEmpty)
        screen.resize(width: 375, height: 667)
        try screen.traitChange(to: .compact, newFirst: true)
        try screen.expectLaysOutAsFresh("compact, new set first")
        expectFrames(in: screen.root, Self.compactPhone)
        #expect(screen.root.engine.brokenConstraints.isEmpty)
    }

    /// The wrong order with a layout pass between the two calls (the new
    /// set activated in `traitCollectionDidChange`, the old one
    /// deactivated later, in `viewWillLayoutSubviews`): the pass reports
    /// the conflicts, each with the old set's member in it, and breaks the
    /// new set's member each time (the last activated; the third is
    /// reported with the conflict it still meets when the pass settles,
    /// which holds the bio's link to the name, activated after it). While
    /// the old set holds, the explanation of the name's top (decided by
    /// the old set: 16 + 80 + 12 = 108) names the broken constraint on it.
    /// Deactivating the old set changes a member of each conflict, so the
    /// next pass tries the broken ones again: they hold, and the profile
    /// lays out as a fresh one in the regular size class.
    @Test func theProfileSwapsSetsNewFirstWithAPassBetween() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.resize(width: 1024, height: 768)
        try LayoutConstraint.activate(screen.regularConstraints)
        let conflicts = screen.root.layoutIfNeeded()
        #expect(conflicts.map { "\($0.broken)" } == ["avatar.leading == profile.leadingMargin", "name.top == avatar.top",
                                                     "name.leading == avatar.trailing + 20"])
        // The avatar centred in 1024 starts at 512 − 40 = 472; the name's
        // top is 16 + 80 + 12 = 108 while the old set holds.
        #expect(conflicts.first?.description.hasPrefix("Unable to satisfy avatar.leading == profile.leadingMargin:"
            + " avatar.leading is 472 where the others hold, but it must be equal to profile.leadingMargin (16)") == true)
        #expect(conflicts.first?.constraints.map(\.description).contains("avatar.centerX == profile.centerX") == true)
        #expect(conflicts.dropFirst().first?.constraints.map(\.description)
                == ["avatar.height == 80", "name.top == avatar.bottom + 12", "name.top == avatar.top"])

        let why = screen.name.explanation(of: .top)
        #expect(why.value == 108)
        #expect(why.brokenConstraints.map(\.description) == ["name.top == avatar.top"])

        LayoutConstraint.deactivate(screen.compactConstraints)
        screen.state.sizeClass = .regular
        try screen.expectLaysOutAsFresh("the old set deactivated")
        expectFrames(in: screen.root, Self.regularLandscape)
        #expect(screen.root.engine.ambiguities().isEmpty)
        #expect(screen.root.engine.brokenConstraints.isEmpty)
    }
}

// MARK: - 2. A sidebar and a detail pane

extension UserTrialThirtyTests {
    /// An iPad split view: a 280-point sidebar holding a list of three
    /// 44-point rows, and a detail pane (margins 20) whose title (300 ×
    /// 34) and body (twenty words of 60) keep to its readable column. The
    /// app shows the sidebar when the window is at least 1000 wide and
    /// otherwise hides it off the leading edge, swapping two constraint
    /// sets as it does.
    final class Split: LiveScreen {
        struct State {
            var width = 1024.0
            var height = 768.0
            /// The readable column's widest, which a larger text size narrows.
            var readableWidth = 672.0
            var sidebarShown: Bool { width >= 1000 }
        }

        var state: State
        let root: LayoutItem
        let sidebar = LayoutItem(name: "sidebar")
        let width: LayoutConstraint
        let height: LayoutConstraint
        let shownConstraints: [LayoutConstraint]
        let hiddenConstraints: [LayoutConstraint]

        init(_ state: State) throws {
            self.state = state
            let (root, size) = UserTrialThirtyTests.screen("split", width: state.width, height: state.height)
            self.root = root
            root.readableWidth = state.readableWidth
            (width, height) = (size[0], size[1])
            let rows = ["inbox", "sent", "trash"].map { LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: nil, height: 44)) }
            let list = StackItem(name: "list", arrangedItems: rows)
            list.axis = .vertical
            sidebar.addChild(list)
            let detail = LayoutItem(name: "detail")
            detail.layoutMargins = EdgeInsets(all: 20)
            let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 300, height: 34))
            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: Array(repeating: 60, count: 20), lineHeight: 20)
            detail.addChild(title)
            detail.addChild(body)
            root.addChild(sidebar)
            root.addChild(detail)
            let readable = detail.readableContentGuide
            shownConstraints = [
                sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                detail.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            ]
            hiddenConstraints = [
                sidebar.trailingAnchor.constraint(equalTo: root.leadingAnchor),
                detail.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ]
            try LayoutConstraint.activate(size + [
                sidebar.widthAnchor.constraint(equalToConstant: 280),
                sidebar.topAnchor.constraint(equalTo: root.topAnchor),
                sidebar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                list.topAnchor.constraint(equalTo: sidebar.topAnchor),
                list.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: sidebar.trailingAnchor),
                detail.topAnchor.constraint(equalTo: root.topAnchor),
                detail.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                title.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                title.topAnchor.constraint(equalTo: detail.topMarginAnchor),
                body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            ])
            try LayoutConstraint.activate(state.sidebarShown ? shownConstraints : hiddenConstraints)
            sidebar.isHidden = !state.sidebarShown
        }

        /// `viewWillTransition(to:)`: the window's new size, and the
        /// sidebar shown or hidden by it.
        func transition(width: Double, height: Double) throws {
            let wasShown = state.sidebarShown
            (state.width, state.height) = (width, height)
            self.width.constant = width
            self.height.constant = height
            guard state.sidebarShown != wasShown else { return }
            LayoutConstraint.deactivate(wasShown ? shownConstraints : hiddenConstraints)
            try LayoutConstraint.activate(wasShown ? hiddenConstraints : shownConstraints)
            sidebar.isHidden = !state.sidebarShown
        }

        /// The user's text size changed: the readable column's widest with it.
        func readableWidthChanged(to readableWidth: Double) {
            state.readableWidth = readableWidth
            root.readableWidth = readableWidth
        }
    }

    /// 1024 × 768, the sidebar shown: the detail pane 1024 − 280 = 744
    /// wide at 280; within its margins 744 − 40 = 704, of which the
    /// readable column takes 672, centred: 20 + (704 − 672) / 2 = 36 into
    /// the pane, 316 in the screen. The title at (316, 20); the body at
    /// 20 + 34 + 12 = 66, ten words a line (10 × 60 + 9 × 4 = 636 ≤ 672,
    /// eleven are 700): two lines, 40 high. The rows 44 apart at 0.
    static let splitLandscape: [(String, Rect)] = [
        ("split", Rect(x: 0, y: 0, width: 1024, height: 768)),
        ("sidebar", Rect(x: 0, y: 0, width: 280, height: 768)),
        ("list", Rect(x: 0, y: 0, width: 280, height: 132)),
        ("inbox", Rect(x: 0, y: 0, width: 280, height: 44)),
        ("sent", Rect(x: 0, y: 44, width: 280, height: 44)),
        ("trash", Rect(x: 0, y: 88, width: 280, height: 44)),
        ("detail", Rect(x: 280, y: 0, width: 744, height: 768)),
        ("title", Rect(x: 316, y: 20, width: 300, height: 34)),
        ("body", Rect(x: 316, y: 66, width: 672, height: 40)),
    ]

    /// 768 × 1024, the sidebar hidden off the leading edge at −280: the
    /// detail pane the whole width; within its margins 728, the readable
    /// column 672 at 20 + (728 − 672) / 2 = 48; the body two lines again.
    static let splitPortrait: [(String, Rect)] = [
        ("split", Rect(x: 0, y: 0, width: 768, height: 1024)),
        ("sidebar", Rect(x: -280, y: 0, width: 280, height: 1024)),
        ("inbox", Rect(x: -280, y: 0, width: 280, height: 44)),
        ("detail", Rect(x: 0, y: 0, width: 768, height: 1024)),
        ("title", Rect(x: 48, y: 20, width: 300, height: 34)),
        ("body", Rect(x: 48, y: 66, width: 672, height: 40)),
    ]

    /// 375 × 667 (slide over), the sidebar hidden: within the margins 335,
    /// narrower than 672, so the readable column is all of it at 20; five
    /// words a line (5 × 60 + 4 × 4 = 316 ≤ 335, six are 380): four lines,
    /// 80 high.
    static let splitCompact: [(String, Rect)] = [
        ("split", Rect(x: 0, y: 0, width: 375, height: 667)),
        ("sidebar", Rect(x: -280, y: 0, width: 280, height: 667)),
        ("detail", Rect(x: 0, y: 0, width: 375, height: 667)),
        ("title", Rect(x: 20, y: 20, width: 300, height: 34)),
        ("body", Rect(x: 20, y: 66, width: 335, height: 80)),
    ]

    @Test func theSplitAtEachSize() throws {
        for (state, frames) in [(Split.State(), Self.splitLandscape),
                                (Split.State(width: 768, height: 1024), Self.splitPortrait),
                                (Split.State(width: 375, height: 667), Self.splitCompact)] {
            let screen = try Split(state)
            #expect(screen.root.layoutIfNeeded().isEmpty)
            #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
            expectFrames(in: screen.root, frames)
        }
    }

    /// Rotated and narrowed in one engine: landscape, portrait (the
    /// sidebar goes), landscape again (it comes back), slide over at 375,
    /// and back to landscape; each state as a fresh one.
    @Test func theSplitRotatesAsAFreshOne() throws {
        let screen = try Split(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        for (width, height, frames) in [(768.0, 1024.0, Self.splitPortrait), (1024, 768, Self.splitLandscape),
                                        (375, 667, Self.splitCompact), (1024, 768, Self.splitLandscape)] {
            try screen.transition(width: width, height: height)
            try screen.expectLaysOutAsFresh("\(width) × \(height)")
            expectFrames(in: screen.root, frames)
        }
    }

    /// A larger text size narrows the readable column to 560 in landscape:
    /// at 280 + 20 + (704 − 560) / 2 = 372, eight words a line (8 × 60 + 7
    /// × 4 = 508; nine are 572), so 8 + 8 + 4 on three lines, 60 high;
    /// narrowed to 375 the column is the 335 within the margins as before.
    @Test func theSplitFollowsTheReadableWidth() throws {
        let screen = try Split(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.readableWidthChanged(to: 560)
        try screen.expectLaysOutAsFresh("readable width 560")
        expectFrames(in: screen.root, [
            ("title", Rect(x: 372, y: 20, width: 300, height: 34)),
            ("body", Rect(x: 372, y: 66, width: 560, height: 60)),
        ])
        try screen.transition(width: 375, height: 667)
        try screen.expectLaysOutAsFresh("375 at readable width 560")
        expectFrames(in: screen.root, Self.splitCompact)
    }
}

// MARK: - 3. A stack that flips its axis, a row that starts wrapping

extension UserTrialThirtyTests {
    /// Three actions in a card (margins 16, as high as its content): call
    /// (70 × 36), message (100 × 44) and share (80 × 36). Regular: a row,
    /// `fillEqually`, centred, spacing 12. Compact: a column, `fill`,
    /// filled, spacing 8 with 16 after message (a custom spacing the
    /// regular layout must take away again).
    final class Actions: LiveScreen {
        struct State {
            var width = 620.0
            var sizeClass = SizeClass.regular
        }

        var state: State
        let root: LayoutItem
        let actions: StackItem
        let message = LayoutItem(name: "message", intrinsicContentSize: IntrinsicSize(width: 100, height: 44))
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root = LayoutItem(name: "card")
            root.layoutMargins = EdgeInsets(all: 16)
            actions = StackItem(name: "actions", arrangedItems: [
                LayoutItem(name: "call", intrinsicContentSize: IntrinsicSize(width: 70, height: 36)),
                message,
                LayoutItem(name: "share", intrinsicContentSize: IntrinsicSize(width: 80, height: 36)),
            ])
            root.addChild(actions)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width,
                actions.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                actions.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                actions.topAnchor.constraint(equalTo: root.topMarginAnchor),
                root.bottomMarginAnchor.constraint(equalTo: actions.bottomAnchor),
            ])
            apply()
        }

        /// The stack's settings for the size class, as a trait change sets them.
        private func apply() {
            switch state.sizeClass {
            case .regular:
                actions.axis = .horizontal
                actions.distribution = .fillEqually
                actions.alignment = .center
                actions.spacing = 12
                actions.setCustomSpacing(.default, after: message)
            case .compact:
                actions.axis = .vertical
                actions.distribution = .fill
                actions.alignment = .fill
                actions.spacing = 8
                actions.setCustomSpacing(16, after: message)
            }
        }

        func update(width: Double, sizeClass: SizeClass) {
            (state.width, state.sizeClass) = (width, sizeClass)
            self.width.constant = width
            apply()
        }
    }

    /// Regular at 620: the row 620 − 32 = 588 wide, each action (588 − 2 ×
    /// 12) / 3 = 188 at 16, 16 + 188 + 12 = 216 and 416; the row as high
    /// as message, 44, the others (36) centred 4 below its top; the card
    /// 16 + 44 + 16 = 76 high.
    static let actionsRow: [(String, Rect)] = [
        ("card", Rect(x: 0, y: 0, width: 620, height: 76)),
        ("actions", Rect(x: 16, y: 16, width: 588, height: 44)),
        ("call", Rect(x: 16, y: 20, width: 188, height: 36)),
        ("message", Rect(x: 216, y: 16, width: 188, height: 44)),
        ("share", Rect(x: 416, y: 20, width: 188, height: 36)),
    ]

    /// Compact at 320: the column 288 wide, each action filling it at its
    /// own height: call at 16, message at 16 + 36 + 8 = 60, share at 60 +
    /// 44 + 16 = 120; the column 36 + 8 + 44 + 16 + 36 = 140 high, the
    /// card 172.
    static let actionsColumn: [(String, Rect)] = [
        ("card", Rect(x: 0, y: 0, width: 320, height: 172)),
        ("actions", Rect(x: 16, y: 16, width: 288, height: 140)),
        ("call", Rect(x: 16, y: 16, width: 288, height: 36)),
        ("message", Rect(x: 16, y: 60, width: 288, height: 44)),
        ("share", Rect(x: 16, y: 120, width: 288, height: 36)),
    ]

    @Test func theActionsFlipTheirAxis() throws {
        let screen = try Actions(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, Self.actionsRow)
        screen.update(width: 320, sizeClass: .compact)
        try screen.expectLaysOutAsFresh("a column at 320")
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, Self.actionsColumn)
        screen.update(width: 620, sizeClass: .regular)
        try screen.expectLaysOutAsFresh("a row again at 620")
        expectFrames(in: screen.root, Self.actionsRow)
    }

    /// Five chips (28 high; 60, 90, 70, 110 and 50 wide) in a flex row
    /// that the app lets wrap below 400 points. At 480, one line spread
    /// `spaceBetween` with spacing 8: 380 + 4 × 8 = 412, the 68 left
    /// shared by the four gaps (17 each), so the gaps are 25 and the chips
    /// at 0, 85, 200, 295 and 430. At 260, wrapping and justified `start`
    /// with lines 8 apart: 60 + 8 + 90 + 8 + 70 = 236 fits (with 110 it
    /// would be 354), so chips at 0, 68 and 166; then 110 and 50 at 0 and
    /// 118 on a line at 28 + 8 = 36; the row 64 high.
    final class Chips: LiveScreen {
        struct State {
            var width = 480.0
            var wraps: Bool { width < 400 }
        }

        var state: State
        let chips: StackItem
        var root: LayoutItem { chips }

        init(_ state: State) throws {
            self.state = state
            let items = zip(["swift", "layout", "ipad", "adaptive", "ui"], [60.0, 90, 70, 110, 50]).map {
                fixedSizeItem($0, $1, 28)
            }
            chips = flexStack("chips", .horizontal, items, .spaceBetween, alignment: .start, spacing: 8)
            apply()
        }

        private func apply() {
            chips.sizeRange = StackSizeRange(minimum: Size(width: state.width, height: 0),
                                             maximum: Size(width: state.width, height: .infinity))
            chips.flexWrap = state.wraps ? .wrap : .noWrap
            chips.distribution = .flex(state.wraps ? .start : .spaceBetween)
            chips.lineSpacing = state.wraps ? 8 : 0
        }

        func update(width: Double) {
            state.width = width
            apply()
        }
    }

    static let chipsOneLine: [(String, Rect)] = [
        ("chips", Rect(x: 0, y: 0, width: 480, height: 28)),
        ("swift", Rect(x: 0, y: 0, width: 60, height: 28)),
        ("layout", Rect(x: 85, y: 0, width: 90, height: 28)),
        ("ipad", Rect(x: 200, y: 0, width: 70, height: 28)),
        ("adaptive", Rect(x: 295, y: 0, width: 110, height: 28)),
        ("ui", Rect(x: 430, y: 0, width: 50, height: 28)),
    ]

    static let chipsWrapped: [(String, Rect)] = [
        ("chips", Rect(x: 0, y: 0, width: 260, height: 64)),
        ("swift", Rect(x: 0, y: 0, width: 60, height: 28)),
        ("layout", Rect(x: 68, y: 0, width: 90, height: 28)),
        ("ipad", Rect(x: 166, y: 0, width: 70, height: 28)),
        ("adaptive", Rect(x: 0, y: 36, width: 110, height: 28)),
        ("ui", Rect(x: 118, y: 36, width: 50, height: 28)),
    ]

    @Test func theChipsStartWrapping() throws {
        let screen = try Chips(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.chipsOneLine)
        screen.update(width: 260)
        try screen.expectLaysOutAsFresh("wrapping at 260")
        expectFrames(in: screen.root, Self.chipsWrapped)
        screen.update(width: 480)
        try screen.expectLaysOutAsFresh("one line at 480")
        expectFrames(in: screen.root, Self.chipsOneLine)
    }
}

// MARK: - 4. Other ways apps adapt

extension UserTrialThirtyTests {
    /// The other idiom for size classes: both sets active, the one in
    /// force at 999 and the other at 1, swapped by their priorities (a
    /// priority of an active constraint changes in place). Each swap lays
    /// out as the profile built with its set required.
    @Test func theProfileSwapsSetsByPriority() throws {
        let screen = try Profile(.init())
        for constraint in screen.compactConstraints { constraint.priority = 999 }
        for constraint in screen.regularConstraints { constraint.priority = 1 }
        try LayoutConstraint.activate(screen.regularConstraints)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, Self.compactPhone)
        screen.resize(width: 1024, height: 768)
        for constraint in screen.compactConstraints { constraint.priority = 1 }
        for constraint in screen.regularConstraints { constraint.priority = 999 }
        screen.state.sizeClass = .regular
        try screen.expectLaysOutAsFresh("regular by priority")
        expectFrames(in: screen.root, Self.regularLandscape)
        screen.resize(width: 375, height: 667)
        for constraint in screen.regularConstraints { constraint.priority = 1 }
        for constraint in screen.compactConstraints { constraint.priority = 999 }
        screen.state.sizeClass = .compact
        try screen.expectLaysOutAsFresh("compact by priority")
        expectFrames(in: screen.root, Self.compactPhone)
    }

    /// A phone's player rotated: the video 16:9 under the notch in portrait
    /// with its caption below; in landscape as high as the safe area, in
    /// its centre, the caption hidden. The notch moves from the top to the
    /// sides, as the root's safe-area insets say.
    final class Player: LiveScreen {
        struct State {
            var landscape = false
        }

        var state: State
        let root = LayoutItem(name: "phone")
        let caption = LayoutItem(name: "caption")
        let width: LayoutConstraint
        let height: LayoutConstraint
        let portraitConstraints: [LayoutConstraint]
        let landscapeConstraints: [LayoutConstraint]

        init(_ state: State) throws {
            self.state = state
            let video = LayoutItem(name: "video")
            caption.measuredContent = WrappedText(words: [80, 60, 90, 70, 50], lineHeight: 20)
            root.addChild(video)
            root.addChild(caption)
            let safe = root.safeAreaLayoutGuide
            width = root.widthAnchor.constraint(equalToConstant: 0)
            height = root.heightAnchor.constraint(equalToConstant: 0)
            portraitConstraints = [video.widthAnchor.constraint(equalTo: safe.widthAnchor)]
            landscapeConstraints = [video.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
            try LayoutConstraint.activate([
                width, height,
                video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 0.5625),
                video.topAnchor.constraint(equalTo: safe.topAnchor),
                video.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
                caption.topAnchor.constraint(equalTo: video.bottomAnchor, constant: 12),
                caption.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                caption.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            ])
            try apply(from: nil)
        }

        private func apply(from old: [LayoutConstraint]?) throws {
            if let old { LayoutConstraint.deactivate(old) }
            width.constant = state.landscape ? 844 : 390
            height.constant = state.landscape ? 390 : 844
            root.rootSafeAreaInsets = state.landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                                                      : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            try LayoutConstraint.activate(state.landscape ? landscapeConstraints : portraitConstraints)
            caption.isHidden = state.landscape
        }

        func rotate() throws {
            let old = state.landscape ? landscapeConstraints : portraitConstraints
            state.landscape.toggle()
            try apply(from: old)
        }
    }

    /// Portrait, 390 × 844 with 47 above and 34 below: the video 390 wide,
    /// 390 × 0.5625 = 219.375 high at 47; the caption within the root's
    /// margins (8, the safe area adds nothing at the sides) at 47 +
    /// 219.375 + 12 = 278.375, its words 350 + 4 × 4 = 366 ≤ 374 on one
    /// line.
    static let playerPortrait: [(String, Rect)] = [
        ("phone", Rect(x: 0, y: 0, width: 390, height: 844)),
        ("video", Rect(x: 0, y: 47, width: 390, height: 219.375)),
        ("caption", Rect(x: 8, y: 278.375, width: 374, height: 20)),
    ]

    /// Landscape, 844 × 390 with 47 at each side and 21 below: the safe
    /// area 750 × 369 at 47; the video 369 high, 369 / 0.5625 = 656 wide,
    /// centred on 47 + 375 = 422: at 94. The hidden caption keeps its
    /// constraints: 8 + 47 = 55 from each side (734 wide) at 369 + 12.
    static let playerLandscape: [(String, Rect)] = [
        ("phone", Rect(x: 0, y: 0, width: 844, height: 390)),
        ("video", Rect(x: 94, y: 0, width: 656, height: 369)),
        ("caption", Rect(x: 55, y: 381, width: 734, height: 20)),
    ]

    @Test func thePlayerRotates() throws {
        let screen = try Player(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, Self.playerPortrait)
        try screen.rotate()
        try screen.expectLaysOutAsFresh("landscape")
        expectFrames(in: screen.root, Self.playerLandscape)
        try screen.rotate()
        try screen.expectLaysOutAsFresh("portrait again")
        expectFrames(in: screen.root, Self.playerPortrait)
    }
}

extension UserTrialThirtyTests {
    /// Compact also hides share (it moves into a menu): the column closes
    /// up, the 16 after message goes with the item it came before (call at
    /// 16, message at 60; the column 36 + 8 + 44 = 88 high, the card 120),
    /// and back in regular the row has its three actions again.
    @Test func theActionsHideOneAsTheyFlip() throws {
        let screen = try Actions(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let share = try #require(screen.actions.arrangedItems.last)
        screen.update(width: 320, sizeClass: .compact)
        share.isHidden = true
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("card", Rect(x: 0, y: 0, width: 320, height: 120)),
            ("actions", Rect(x: 16, y: 16, width: 288, height: 88)),
            ("call", Rect(x: 16, y: 16, width: 288, height: 36)),
            ("message", Rect(x: 16, y: 60, width: 288, height: 44)),
        ])
        screen.update(width: 620, sizeClass: .regular)
        share.isHidden = false
        try screen.expectLaysOutAsFresh("a row of three again")
        expectFrames(in: screen.root, Self.actionsRow)
    }

    /// A Texture card whose spec flips from a row to a column below 400
    /// points: padding 12, spacing 12, aligned `start`; a square photo half
    /// the content box wide in the row and all of it in the column; text
    /// (six words, 350 on one line) that grows and shrinks.
    final class MediaCard: LiveScreen {
        struct State {
            var width = 412.0
            var isRow: Bool { width >= 400 }
        }

        var state: State
        let card: StackItem
        let photo = LayoutItem(name: "photo")
        var root: LayoutItem { card }

        init(_ state: State) throws {
            self.state = state
            photo.aspectRatio = 1
            let text = LayoutItem(name: "text")
            text.measuredContent = WrappedText(words: [50, 60, 40, 70, 30, 80], lineHeight: 20)
            card = flexStack("card", .horizontal, [photo, text], alignment: .start, spacing: 12)
            card.padding = FlexPadding(all: 12)
            card.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: text)
            apply()
        }

        private func apply() {
            card.sizeRange = StackSizeRange(minimum: Size(width: state.width, height: 0),
                                            maximum: Size(width: state.width, height: .infinity))
            card.axis = state.isRow ? .horizontal : .vertical
            card.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(state.isRow ? 0.5 : 1))), for: photo)
        }

        func update(width: Double) {
            state.width = width
            apply()
        }
    }

    /// A row at 412: the content box 388, the photo 194 × 194; the text
    /// shrinks from 350 to 388 − 194 − 12 = 182 and wraps there: 50 + 4 +
    /// 60 + 4 + 40 = 158 (with 70 it is 232), then 70 + 4 + 30 = 104 (with
    /// 80, 188), then 80: three lines, 60 high, at 12 + 194 + 12 = 218.
    /// The card 12 + 194 + 12 = 218 high.
    static let mediaRow: [(String, Rect)] = [
        ("card", Rect(x: 0, y: 0, width: 412, height: 218)),
        ("photo", Rect(x: 12, y: 12, width: 194, height: 194)),
        ("text", Rect(x: 218, y: 12, width: 182, height: 60)),
    ]

    /// A column at 300: the content box 276, the photo 276 × 276; the text
    /// within 276: 50 + 4 + 60 + 4 + 40 + 4 + 70 + 4 + 30 = 266 (with 80,
    /// 350), then 80: 266 wide, 40 high, at 12 + 276 + 12 = 300. The card
    /// 300 + 40 + 12 = 352 high.
    static let mediaColumn: [(String, Rect)] = [
        ("card", Rect(x: 0, y: 0, width: 300, height: 352)),
        ("photo", Rect(x: 12, y: 12, width: 276, height: 276)),
        ("text", Rect(x: 12, y: 300, width: 266, height: 40)),
    ]

    @Test func theMediaCardFlipsItsDirection() throws {
        let screen = try MediaCard(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.mediaRow)
        screen.update(width: 300)
        try screen.expectLaysOutAsFresh("a column at 300")
        expectFrames(in: screen.root, Self.mediaColumn)
        screen.update(width: 412)
        try screen.expectLaysOutAsFresh("a row again at 412")
        expectFrames(in: screen.root, Self.mediaRow)
    }
}

extension UserTrialThirtyTests {
    /// A label and a value on one baseline in a row; flipped to a column
    /// the alignment stays `firstBaseline`, which a column reads as
    /// `leading` (Stacks.md): each keeps its own width at the leading
    /// edge. The row: label 120 × 20 (baseline 16), value 80 × 32
    /// (baseline 24), spacing 8: the label 24 − 16 = 8 below the row's top
    /// so the baselines meet, the row 32 high; the column 20 + 8 + 32 = 60
    /// high, as wide as the wider, 120.
    @Test func aBaselineRowFlipsToALeadingColumn() throws {
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        label.firstBaselineOffset = 16
        label.lastBaselineOffset = 16
        let value = LayoutItem(name: "value", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        value.firstBaselineOffset = 24
        value.lastBaselineOffset = 24
        let pair = StackItem(name: "pair", arrangedItems: [label, value])
        pair.alignment = .firstBaseline
        pair.spacing = 8
        let root = LayoutItem(name: "root")
        root.addChild(pair)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320),
            pair.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            pair.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("pair", Rect(x: 8, y: 10, width: 208, height: 32)),
            ("label", Rect(x: 8, y: 18, width: 120, height: 20)),
            ("value", Rect(x: 136, y: 10, width: 80, height: 32)),
        ])
        pair.axis = .vertical
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.ambiguities().isEmpty, "\(root.engine.ambiguities())")
        expectFrames(in: root, [
            ("pair", Rect(x: 8, y: 10, width: 120, height: 60)),
            ("label", Rect(x: 8, y: 10, width: 120, height: 20)),
            ("value", Rect(x: 8, y: 38, width: 80, height: 32)),
        ])
    }
}

extension UserTrialThirtyTests {
    /// Regular widths get wider margins (40 where compact has 16), set on
    /// the trait change with the sets: the avatar at (40, 40), the name at
    /// 40 + 80 + 20 = 140, the bio at 40 + 24 + 8 = 72, 1024 − 40 − 140 =
    /// 844 wide; and back to 16 in compact, as the profile first was.
    @Test func theProfilesMarginsFollowTheSizeClass() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.resize(width: 1024, height: 768)
        try screen.traitChange(to: .regular)
        screen.root.layoutMargins = EdgeInsets(all: 40)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let fresh = try Profile(screen.state)
        fresh.root.layoutMargins = EdgeInsets(all: 40)
        expectSameFrames(screen.root, asFresh: fresh.root, "margins 40")
        expectFrames(in: screen.root, [
            ("avatar", Rect(x: 40, y: 40, width: 80, height: 80)),
            ("name", Rect(x: 140, y: 40, width: 200, height: 24)),
            ("bio", Rect(x: 140, y: 72, width: 844, height: 20)),
        ])
        screen.resize(width: 375, height: 667)
        try screen.traitChange(to: .compact)
        screen.root.layoutMargins = EdgeInsets(all: 16)
        try screen.expectLaysOutAsFresh("compact, margins 16 again")
        expectFrames(in: screen.root, Self.compactPhone)
    }

    /// The chips, wrapping, in a `UIStackView` column between a title
    /// (200 × 24) and a footer (44 high), pinned to a root's margins (8):
    /// at 375 the chips are 359 wide, 60 + 8 + 90 + 8 + 70 + 8 + 110 = 354
    /// on the first line and ui on a second, 64 high; rotated to 667 (651
    /// wide) all five on one line, 28 high, and the footer moves up by 36.
    final class Tagged: LiveScreen {
        struct State {
            var width = 375.0
        }

        var state: State
        let root = LayoutItem(name: "root")
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let items = zip(["swift", "layout", "ipad", "adaptive", "ui"], [60.0, 90, 70, 110, 50]).map {
                fixedSizeItem($0, $1, 28)
            }
            let chips = flexStack("chips", .horizontal, items, alignment: .start, spacing: 8)
            chips.flexWrap = .wrap
            chips.lineSpacing = 8
            let column = StackItem(name: "column", arrangedItems: [
                LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 200, height: 24)),
                chips,
                LayoutItem(name: "footer", intrinsicContentSize: IntrinsicSize(width: nil, height: 44)),
            ])
            column.axis = .vertical
            root.addChild(column)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width,
                column.topAnchor.constraint(equalTo: root.topMarginAnchor),
                column.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                column.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            ])
        }

        func rotate(to width: Double) {
            state.width = width
            self.width.constant = width
        }
    }

    @Test func wrappingChipsInAColumnRotate() throws {
        let screen = try Tagged(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().filter { $0.region !== screen.root }.isEmpty,
                "\(screen.root.engine.ambiguities())")
        let portrait: [(String, Rect)] = [
            ("title", Rect(x: 8, y: 8, width: 359, height: 24)),
            ("chips", Rect(x: 8, y: 32, width: 359, height: 64)),
            ("adaptive", Rect(x: 8 + 244, y: 32, width: 110, height: 28)),
            ("ui", Rect(x: 8, y: 68, width: 50, height: 28)),
            ("footer", Rect(x: 8, y: 96, width: 359, height: 44)),
        ]
        expectFrames(in: screen.root, portrait)
        screen.rotate(to: 667)
        try screen.expectLaysOutAsFresh("667 wide")
        expectFrames(in: screen.root, [
            ("chips", Rect(x: 8, y: 32, width: 651, height: 28)),
            ("ui", Rect(x: 8 + 362, y: 32, width: 50, height: 28)),
            ("footer", Rect(x: 8, y: 60, width: 651, height: 44)),
        ])
        screen.rotate(to: 375)
        try screen.expectLaysOutAsFresh("375 again")
        expectFrames(in: screen.root, portrait)
    }
}

extension UserTrialThirtyTests {
    /// The split as a `UIStackView` row (spacing 1 for the divider), the
    /// sidebar 280 wide by a required constraint, hidden in portrait as
    /// UIKit apps hide an arranged view: its width wins over the stack's
    /// 999.999 collapse, the detail takes the whole row, and the sidebar
    /// is parked against the detail's leading edge, at −280, with no
    /// conflict. Shown: the detail 1024 − 280 − 1 = 743 wide at 281.
    @Test func aStackSplitHidesItsSidebar() throws {
        let root = LayoutItem(name: "root")
        let sidebar = LayoutItem(name: "sidebar")
        let detail = LayoutItem(name: "detail")
        let split = StackItem(name: "split", arrangedItems: [sidebar, detail])
        split.spacing = 1
        root.addChild(split)
        let (width, height) = (root.widthAnchor.constraint(equalToConstant: 1024),
                               root.heightAnchor.constraint(equalToConstant: 768))
        try LayoutConstraint.activate([
            width, height,
            split.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            split.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            split.topAnchor.constraint(equalTo: root.topAnchor),
            split.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            sidebar.widthAnchor.constraint(equalToConstant: 280),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [("sidebar", Rect(x: 0, y: 0, width: 280, height: 768)),
                                ("detail", Rect(x: 281, y: 0, width: 743, height: 768))])
        (width.constant, height.constant) = (768, 1024)
        sidebar.isHidden = true
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.ambiguities().isEmpty, "\(root.engine.ambiguities())")
        expectFrames(in: root, [("sidebar", Rect(x: -280, y: 0, width: 280, height: 1024)),
                                ("detail", Rect(x: 0, y: 0, width: 768, height: 1024))])
        (width.constant, height.constant) = (1024, 768)
        sidebar.isHidden = false
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [("sidebar", Rect(x: 0, y: 0, width: 280, height: 768)),
                                ("detail", Rect(x: 281, y: 0, width: 743, height: 768))])
    }
}

extension UserTrialThirtyTests {
    /// A list cell measured for each width the list takes (a table's
    /// `systemLayoutSizeFitting` on rotation): margins 12, a 40 × 40
    /// avatar, text (lines of 22) 12 after it to the trailing margin, the
    /// cell as high as the taller (its height pulled to 0 at priority 1). At 320 the text has 320 − 24 − 52 = 244:
    /// 50 + 4 + 60 + 4 + 40 + 4 + 70 = 232 (with 30, 266), then 30 + 4 + 80
    /// + 4 + 90 + 4 + 20 = 232: two lines, 44, the cell 12 + 44 + 12 = 68.
    /// At 600, 524: all eight words, 440 + 7 × 4 = 468, on one line of 22;
    /// the avatar is the taller, so 12 + 40 + 12 = 64. Measuring changes
    /// nothing: the list, laid out at 320, keeps its frames.
    @Test func aCellMeasuredAtEachWidth() throws {
        let list = LayoutItem(name: "list")
        let cell = LayoutItem(name: "cell")
        cell.layoutMargins = EdgeInsets(all: 12)
        let avatar = LayoutItem(name: "avatar")
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [50, 60, 40, 70, 30, 80, 90, 20], lineHeight: 22)
        cell.addChild(avatar)
        cell.addChild(text)
        list.addChild(cell)
        // Nothing else keeps the cell from growing below the taller: it hugs them, weakly.
        let hug = cell.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = 1
        try LayoutConstraint.activate([
            list.widthAnchor.constraint(equalToConstant: 320),
            cell.leadingAnchor.constraint(equalTo: list.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: list.trailingAnchor),
            cell.topAnchor.constraint(equalTo: list.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
            avatar.topAnchor.constraint(equalTo: cell.topMarginAnchor),
            text.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
            text.topAnchor.constraint(equalTo: cell.topMarginAnchor),
            cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
            cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor),
            hug,
        ])
        #expect(list.layoutIfNeeded().isEmpty)
        #expect(list.engine.ambiguities().isEmpty, "\(list.engine.ambiguities())")
        expectFrames(in: list, [("cell", Rect(x: 0, y: 0, width: 320, height: 68)),
                                ("text", Rect(x: 64, y: 12, width: 244, height: 44))])
        let fitting = { (width: Double) in
            cell.systemLayoutSizeFitting(Size(width: width, height: 0), verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fitting(320) == Size(width: 320, height: 68))
        #expect(fitting(600) == Size(width: 600, height: 64))
        #expect(fitting(320) == Size(width: 320, height: 68))
        #expect(list.layoutIfNeeded().isEmpty)
        expectFrames(in: list, [("cell", Rect(x: 0, y: 0, width: 320, height: 68)),
                                ("text", Rect(x: 64, y: 12, width: 244, height: 44))])
    }
}
