import Testing
@testable import Layout

/// Safe areas and the readable content guide.
@Suite struct SafeAreaTests {
    /// A 375 × 812 screen with a notch (47 at the top) and a home indicator
    /// (34 at the bottom).
    func screen() -> LayoutItem {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return screen
    }

    @Test func guidesKeepOutOfTheUnsafeAreas() throws {
        let screen = screen()
        let header = LayoutItem(name: "header"), content = LayoutItem(name: "content")
        let footer = LayoutItem(name: "footer"), status = LayoutItem(name: "status")
        for item in [header, content, footer, status] { screen.addChild(item) }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
            header.topAnchor.constraint(equalTo: screen.topAnchor), header.heightAnchor.constraint(equalToConstant: 100),
            header.leftAnchor.constraint(equalTo: screen.leftAnchor), header.rightAnchor.constraint(equalTo: screen.rightAnchor),
            content.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
            content.leftAnchor.constraint(equalTo: screen.leftAnchor), content.widthAnchor.constraint(equalToConstant: 10),
            footer.bottomAnchor.constraint(equalTo: screen.bottomAnchor), footer.heightAnchor.constraint(equalToConstant: 80),
            footer.leftAnchor.constraint(equalTo: screen.leftAnchor), footer.widthAnchor.constraint(equalToConstant: 10),
            status.topAnchor.constraint(equalTo: screen.topAnchor), status.heightAnchor.constraint(equalToConstant: 40),
            status.leftAnchor.constraint(equalTo: screen.leftAnchor), status.widthAnchor.constraint(equalToConstant: 10),
        ])
        _ = status.safeAreaLayoutGuide
        _ = header.safeAreaLayoutGuide
        _ = footer.safeAreaLayoutGuide
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(content.frame == Rect(x: 0, y: 47, width: 10, height: 731))
        // The header reaches 47 into the notch: its guide starts there.
        #expect(header.safeAreaLayoutGuide.frame == Rect(x: 0, y: 47, width: 375, height: 53))
        // The footer (732 to 812) reaches 34 into the home indicator.
        #expect(footer.safeAreaLayoutGuide.frame == Rect(x: 0, y: 0, width: 10, height: 46))
        // Wholly in the notch: a guide of zero height at its bottom.
        #expect(status.safeAreaLayoutGuide.frame == Rect(x: 0, y: 40, width: 10, height: 0))
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)
    }

    /// A card whose safe area must stay 50 high while the card reaches into
    /// the home indicator has no layout: each pass the card grows by what
    /// it reaches into it (24 more every pass). The layout stops after
    /// ``LayoutEngine/maximumPasses`` and says so; the next layout starts
    /// again from zero insets, as a fresh one does, and ends where the
    /// first did instead of growing further.
    @Test func aLoopOfAnInsetAndItsOwnItemRunsTheSamePassesOnEveryLayout() throws {
        func tree() throws -> (screen: LayoutItem, card: LayoutItem) {
            let screen = LayoutItem(name: "screen")
            screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
            let card = LayoutItem(name: "card")
            screen.addChild(card)
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 100), screen.heightAnchor.constraint(equalToConstant: 300),
                card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 240),
                card.leftAnchor.constraint(equalTo: screen.leftAnchor), card.widthAnchor.constraint(equalToConstant: 10),
                card.safeAreaLayoutGuide.heightAnchor.constraint(equalToConstant: 50),
            ])
            screen.layoutIfNeeded()
            return (screen, card)
        }
        let (screen, card) = try tree()
        // 50, then 50 + 24 (240 + 50 reaches 24 past 266), then 24 more each pass.
        let grown = 50 + Double(LayoutEngine.maximumPasses - 1) * 24
        #expect(card.frame == Rect(x: 0, y: 240, width: 10, height: grown))
        #expect(screen.engine.lastPassReport.unsettledItems.map(\.name) == ["card"])
        // Its margins hold nothing: not a loop of margins.
        #expect(screen.engine.lastPassReport.unsettledBySafeAreaMargins.isEmpty)
        screen.layoutIfNeeded()
        #expect(card.frame.height == grown)
        #expect(card.frame == (try tree()).card.frame)
    }

    /// A card 607 down a 667-high screen whose home indicator starts at
    /// 633, around a 100 × 20 text pinned to its margins of 8, in a holder
    /// that ends where the card does: the card reaches 10 into the
    /// indicator, its bottom margin grows by 10, the text pushes it 10
    /// further, and so on. Both never settle; the report names the card as
    /// the one grown by the safe area in its margins (the holder only
    /// follows it). With the card's margins kept from the safe area, it is
    /// 36 high.
    @Test func anItemGrownByTheSafeAreaInItsMarginsIsNamed() throws {
        let screen = LayoutItem(name: "screen"), holder = LayoutItem(name: "holder")
        let (card, _) = try makeMarginCard(named: "card")
        screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        screen.addChild(holder)
        holder.addChild(card)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 667),
            holder.topAnchor.constraint(equalTo: screen.topAnchor, constant: 600),
            holder.leftAnchor.constraint(equalTo: screen.leftAnchor), holder.widthAnchor.constraint(equalToConstant: 200),
            card.topAnchor.constraint(equalTo: holder.topAnchor, constant: 7),
            card.leftAnchor.constraint(equalTo: holder.leftAnchor),
            card.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        let report = screen.engine.lastPassReport
        #expect(Set(report.unsettledItems.map(\.name)) == ["holder", "card"])
        #expect(report.unsettledBySafeAreaMargins.map(\.name) == ["card"])
        #expect(report.description.hasSuffix("; grown by the safe area in their margins: card"))

        card.insetsLayoutMarginsFromSafeArea = false
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.lastPassReport.isClean)
        #expect(screen.engine.lastPassReport.unsettledBySafeAreaMargins.isEmpty)
        #expect(card.frameInRoot == Rect(x: 0, y: 607, width: 116, height: 36))
    }

    /// A header pinned to the top of the screen, whose safe area the
    /// application keeps 47 below the header's top: it holds under a notch
    /// of 47. When the notch gives way to a status bar of 20, the engine's
    /// tie of the guide to the header's insets moves, and the application's
    /// constraint breaks, as in a fresh tree under the status bar (where
    /// the tie was there before the application's constraint came): the
    /// engine's constraint outranks the application's whichever changed
    /// last, rather than the tie breaking and the guide staying at 47.
    @Test func aMovingInsetBreaksTheApplicationsConstraintAsAFreshTreeDoes() throws {
        func tree(notch: Double) throws -> (screen: LayoutItem, header: LayoutItem, pin: LayoutConstraint) {
            let screen = LayoutItem(name: "screen")
            screen.rootSafeAreaInsets = EdgeInsets(top: notch, left: 0, bottom: 0, right: 0)
            let header = LayoutItem(name: "header")
            screen.addChild(header)
            let pin = header.safeAreaLayoutGuide.topAnchor.constraint(equalTo: header.topAnchor, constant: 47)
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
                header.topAnchor.constraint(equalTo: screen.topAnchor), header.leftAnchor.constraint(equalTo: screen.leftAnchor),
                header.widthAnchor.constraint(equalToConstant: 375), header.heightAnchor.constraint(equalToConstant: 100),
                pin,
            ])
            return (screen, header, pin)
        }
        let (screen, header, pin) = try tree(notch: 47)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(header.safeAreaLayoutGuide.frame == Rect(x: 0, y: 47, width: 375, height: 53))
        screen.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(screen.layoutIfNeeded().map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(pin)])
        #expect(screen.engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(pin)])
        #expect(header.safeAreaLayoutGuide.frame == Rect(x: 0, y: 20, width: 375, height: 80))
        let fresh = try tree(notch: 20)
        #expect(fresh.screen.layoutIfNeeded().map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(fresh.pin)])
        #expect(fresh.header.safeAreaLayoutGuide.frame == header.safeAreaLayoutGuide.frame)
    }

    /// Margins are measured from the safe area: the title pinned to the top
    /// margin sits at 47 + 8, unless the screen measures from its edges.
    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        let screen = screen()
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        screen.addChild(title)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
            title.topAnchor.constraint(equalTo: screen.topMarginAnchor),
            title.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(title.frame.minY == 55)
        screen.insetsLayoutMarginsFromSafeArea = false
        screen.layoutIfNeeded()
        #expect(title.frame.minY == 8)
        screen.insetsLayoutMarginsFromSafeArea = true
        screen.rootSafeAreaInsets = .zero
        screen.layoutIfNeeded()
        #expect(title.frame.minY == 8)
    }

    /// The readable content guide: inside the margins, centred, at most the
    /// readable width; on a 1024 wide screen 672 wide, centred at 512.
    @Test func theReadableContentGuideIsCentredAndLimited() throws {
        let root = LayoutItem(name: "root")
        let text = LayoutItem(name: "text")
        root.addChild(text)
        let width = root.widthAnchor.constraint(equalToConstant: 1024)
        try LayoutConstraint.activate([
            width, root.heightAnchor.constraint(equalToConstant: 100),
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(text.frame == Rect(x: 176, y: 8, width: 672, height: 10))
        width.constant = 375
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 8, y: 8, width: 359, height: 10))
        root.readableWidth = 300
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 37.5, y: 8, width: 300, height: 10))
    }

    /// A card whose shadow reaches 10 below its alignment rectangle, 20
    /// above the screen's bottom: its frame (692 to 802) reaches 24 into the
    /// home indicator, and its guide ends at the safe edge (778), measured
    /// from the frame rather than from the rectangle its constraints align.
    func shadowedCard(on screen: LayoutItem) throws -> LayoutItem {
        let card = LayoutItem(name: "card")
        card.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        screen.addChild(card)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
            card.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 100),
            card.leftAnchor.constraint(equalTo: screen.leftAnchor), card.widthAnchor.constraint(equalToConstant: 200),
        ])
        _ = card.safeAreaLayoutGuide
        return card
    }

    @Test func aGuideIsMeasuredFromTheFrameNotTheAlignmentRectangle() throws {
        let screen = screen()
        let card = try shadowedCard(on: screen)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(card.frame == Rect(x: 0, y: 692, width: 200, height: 110))
        #expect(card.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 24, right: 0))
        #expect(card.safeAreaLayoutGuide.frame == Rect(x: 0, y: 0, width: 200, height: 86))
        // A new shadow moves the guide with the frame.
        card.alignmentRectInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(card.frame == Rect(x: 0, y: 688, width: 200, height: 104))
        #expect(card.safeAreaLayoutGuide.frame == Rect(x: 0, y: 0, width: 200, height: 90))
    }

    @Test func anItemMovedToAnotherTreeForgetsTheInsetsOfTheFirst() throws {
        let screen = screen()
        let card = try shadowedCard(on: screen)
        screen.layoutIfNeeded()
        #expect(card.safeAreaInsets.bottom == 24)
        card.removeFromParent()
        let window = LayoutItem(name: "window")
        window.addChild(card)
        try LayoutConstraint.activate([
            window.widthAnchor.constraint(equalToConstant: 375), window.heightAnchor.constraint(equalToConstant: 812),
            card.topAnchor.constraint(equalTo: window.topAnchor), card.leftAnchor.constraint(equalTo: window.leftAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(window.layoutIfNeeded().isEmpty)
        #expect(card.safeAreaInsets == .zero)
        #expect(card.safeAreaLayoutGuide.frame == Rect(x: 0, y: 0, width: 200, height: 110))
    }


    /// The keyboard as Model.md shows it: a guide along the root's bottom
    /// whose height is the keyboard's, and an input bar above both it and
    /// the home indicator. 844 tall, 34 unsafe at the bottom, the bar 50:
    /// keyboard down (0), the bar's bottom at 844 − 34 = 810, its top 760;
    /// keyboard up (336), at 844 − 336 = 508, its top 458; its margins keep
    /// their 8, since the bar is clear of the home indicator.
    @Test func aKeyboardGuideLiftsTheInputBar() throws {
        let screen = screen()
        let keyboard = LayoutGuide(name: "keyboard")
        screen.addLayoutGuide(keyboard)
        let bar = LayoutItem(name: "bar", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        screen.addChild(bar)
        let keyboardHeight = keyboard.heightAnchor.constraint(equalToConstant: 0)
        // Low: the bar sits as far down as the keyboard and the home indicator let it.
        let down = bar.bottomAnchor.constraint(equalTo: screen.bottomAnchor)
        down.priority = 250
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            keyboard.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            keyboard.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            keyboard.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            keyboardHeight,
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.bottomAnchor.constraint(lessThanOrEqualTo: keyboard.topAnchor),
            bar.bottomAnchor.constraint(lessThanOrEqualTo: screen.safeAreaLayoutGuide.bottomAnchor),
            down,
        ])
        _ = bar.layoutMarginsGuide
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame == Rect(x: 0, y: 760, width: 390, height: 50))
        keyboardHeight.constant = 336
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame == Rect(x: 0, y: 458, width: 390, height: 50))
        #expect(bar.layoutMarginsGuide.frame == Rect(x: 8, y: 8, width: 374, height: 34))
        keyboardHeight.constant = 0
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame == Rect(x: 0, y: 760, width: 390, height: 50))
    }
}

/// Reports on margins that the safe area moved say what they are made of.
@Suite struct SafeAreaMarginReportTests {
    /// A landscape phone (844 × 390, the notch's 47 on the left, the home
    /// indicator's 21 at the bottom and 47 on the right) whose margins are
    /// 16: with ``LayoutItem/insetsLayoutMarginsFromSafeArea`` they are
    /// 16 + 47 = 63 on each side, so a form between them is
    /// 844 − 63 − 63 = 718 wide, at 63, and right to left the same.
    func screen(_ direction: SemanticContentAttribute = .inherit)
        throws -> (screen: LayoutItem, form: LayoutItem, fixed: LayoutConstraint) {
        let screen = LayoutItem(name: "screen")
        screen.semanticContentAttribute = direction
        screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        screen.layoutMargins = EdgeInsets(all: 16)
        let form = LayoutItem(name: "form")
        screen.addChild(form)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 844), screen.heightAnchor.constraint(equalToConstant: 390),
            form.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: screen.topAnchor), form.heightAnchor.constraint(equalToConstant: 100),
        ])
        let fixed = form.widthAnchor.constraint(equalToConstant: 358)
        return (screen, form, fixed)
    }

    @Test func anExplanationSplitsAMarginIntoItsLayoutMarginAndTheSafeArea() throws {
        let (screen, form, _) = try screen()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(form.frame == Rect(x: 63, y: 0, width: 718, height: 100))
        let why = form.explanation(of: .width)
        #expect(why.description == """
            form.width = 844 − 63 − 63 = 718
               844  screen.width == 844
              − 63  screen-margins-guide: screen.margins.left == screen.leftMargin  \
            (screen.leftMargin = screen.left + 63 (layout margin 16, safe area 47))
              − 63  screen-margins-guide: screen.margins.right == screen.rightMargin  \
            (screen.rightMargin = screen.right − 63 (layout margin 16, safe area 47))
                 0  form.leading == screen.margins.leading
                 0  form.trailing == screen.margins.trailing
            """)
        #expect(why.terms.flatMap(\.offsets).map(\.safeAreaInset) == [47, 47])
    }

    /// Without the safe area in the margins, the margin is the layout
    /// margin alone and the explanation says nothing more.
    @Test func aMarginTheSafeAreaDoesNotMoveIsExplainedAsBefore() throws {
        let (screen, form, _) = try screen()
        screen.insetsLayoutMarginsFromSafeArea = false
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(form.frame == Rect(x: 16, y: 0, width: 812, height: 100))
        #expect(form.explanation(of: .left).description == """
            form.left = 16
              16  screen-margins-guide: screen.margins.left == screen.leftMargin  (screen.leftMargin = screen.left + 16)
               0  form.leading == screen.margins.leading
            """)
    }

    /// The width made for portrait breaks; the report names the margins
    /// guide, and notes once for each margin where its 63 comes from. Right
    /// to left, the leading margin is the right one: the same numbers.
    @Test(arguments: [SemanticContentAttribute.inherit, .forceRightToLeft])
    func aConflictNotesWhatTheSafeAreaAddsToAMargin(direction: SemanticContentAttribute) throws {
        let (screen, form, fixed) = try screen(direction)
        try fixed.activate()
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === fixed)
        #expect(form.frame == Rect(x: 63, y: 0, width: 718, height: 100))
        let lines = try #require(conflicts.first).description.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Note:") } == [
            "Note: screen.leftMargin is 63 in from the edge: its layout margin 16 and the safe area's 47.",
            "Note: screen.rightMargin is 63 in from the edge: its layout margin 16 and the safe area's 47.",
        ])
        #expect(lines.last == "Broke form.width == 358 and laid out the rest.")
    }

    /// A bar across a 375 × 812 screen under a notch (47 above, 34
    /// below) with a 28-point icon within its margins (8): placed at the
    /// bottom or not placed vertically at all, its bottom margin at or
    /// below the icon's bottom, and `last` activated after the rest.
    struct NotchBar {
        let screen = LayoutItem(name: "screen"), bar = LayoutItem(name: "bar")
        let icon = LayoutItem(name: "icon", intrinsicContentSize: IntrinsicSize(width: 28, height: 28))

        init(placed: Bool, bottom relation: Relation, last: (LayoutItem) -> [LayoutConstraint] = { _ in [] }) throws {
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            screen.addChild(bar)
            bar.addChild(icon)
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
                bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                icon.leadingAnchor.constraint(equalTo: bar.leadingMarginAnchor),
                icon.topAnchor.constraint(equalTo: bar.topMarginAnchor),
                LayoutConstraint(bar, .bottomMargin, relation, icon, .bottom),
            ] + (placed ? [bar.bottomAnchor.constraint(equalTo: screen.bottomAnchor)] : []) + last(bar))
        }
    }

    /// A toolbar 44 high whose icon sits within its margins, and that no
    /// constraint places vertically: it lies at the top, under the 47 of
    /// the notch, its top margin grows to 55 and the icon no longer fits.
    /// The report notes, besides the margin's 55, the placement missing;
    /// a bar placed at the bottom (where the 34 below reaches in, and the
    /// height still breaks) has no such note.
    @Test(arguments: [false, true])
    func aConflictOfAnItemNothingPlacesSaysThePlacementIsMissing(placed: Bool) throws {
        var height: LayoutConstraint?
        let layout = try NotchBar(placed: placed, bottom: .greaterThanOrEqual) { bar in
            height = bar.heightAnchor.constraint(equalToConstant: 44)
            return [height!]
        }
        let conflicts = layout.screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === height)
        #expect(layout.bar.frame == (placed ? Rect(x: 0, y: 734, width: 375, height: 78) : Rect(x: 0, y: 0, width: 375, height: 91)))
        let notes = try #require(conflicts.first).description.split(separator: "\n").filter { $0.hasPrefix("Note:") }
        #expect(notes == (placed ? [
            "Note: bar.bottomMargin is 42 in from the edge: its layout margin 8 and the safe area's 34.",
        ] : [
            "Note: bar.topMargin is 55 in from the edge: its layout margin 8 and the safe area's 47.",
            "Note: nothing places bar vertically: it lies where the layout left it, which decides how far the safe"
                + " area reaches into it; a constraint that places it is missing (on its top, bottom or centerY, say).",
        ]))
    }

    /// The same bar without a height, its bottom margin at the icon's: no
    /// conflict, 8 + 28 + 55 = 91 high at the top, and its height's
    /// explanation, settled as it reads, notes that nothing places the
    /// bar, on which the 55 depends; placed at the bottom (8 + 28 + 42 =
    /// 78), it has no such note.
    @Test(arguments: [false, true])
    func aHeightThroughTheMarginsOfAnItemNothingPlacesSaysThePlacementIsMissing(placed: Bool) throws {
        let layout = try NotchBar(placed: placed, bottom: .equal)
        #expect(layout.screen.layoutIfNeeded().isEmpty)
        let why = layout.bar.explanation(of: .height)
        #expect(why.value == (placed ? 78 : 91))
        #expect(why.openRange == nil)
        #expect(why.unplaced.map(\.item.name) == (placed ? [] : ["bar"]) && why.unplaced.allSatisfy { $0.axis == .vertical })
        let note = "Note: nothing places bar vertically: it lies where the layout left it, which decides how far the safe"
            + " area reaches into it, and so this value, through its margins; a constraint that places it is missing"
            + " (on its top, bottom or centerY, say)."
        #expect(why.description.hasSuffix(note) == !placed, "\(why)")
    }

    /// The share follows the item's direction for leading and trailing,
    /// and a centre within the margins has none.
    @Test func theShareOfALeadingMarginIsOnTheSideItLeadsFrom() throws {
        let item = LayoutItem(name: "item")
        item.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
        item.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 20)
        try LayoutConstraint.activate([item.widthAnchor.constraint(equalToConstant: 844),
                                       item.heightAnchor.constraint(equalToConstant: 390)])
        #expect(item.layoutIfNeeded().isEmpty)
        #expect(item.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
        let leading = try #require(item.safeAreaShare(of: .leadingMargin))
        #expect(leading.layoutMargin == 16 && leading.safeArea == 47)
        #expect(item.safeAreaShare(of: .trailingMargin) == nil)
        let bottom = try #require(item.safeAreaShare(of: .bottomMargin))
        #expect(bottom.layoutMargin == 8 && bottom.safeArea == 21)
        #expect(item.safeAreaShare(of: .centerXWithinMargins) == nil)
        item.semanticContentAttribute = .forceRightToLeft
        #expect(item.safeAreaShare(of: .leadingMargin) == nil)
        let trailing = try #require(item.safeAreaShare(of: .trailingMargin))
        #expect(trailing.layoutMargin == 16 && trailing.safeArea == 47)
    }
}
