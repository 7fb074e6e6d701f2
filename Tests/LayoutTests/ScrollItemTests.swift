import Testing
@testable import Layout

/// Scroll items: what their edges, sizes and centres mean to the items
/// inside them, and the content size their content makes.
@Suite struct ScrollItemTests {
    /// A 375 × 667 screen whose scroll item fills it below a 20-point bar:
    /// the scroll item's frame is (0, 20, 375, 647).
    func screen(rightToLeft: Bool = false) throws -> (screen: LayoutItem, scroll: ScrollItem) {
        let screen = LayoutItem(name: "screen")
        if rightToLeft { screen.layoutDirection = .rightToLeft }
        let scroll = ScrollItem(name: "scroll")
        screen.addChild(scroll)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 667),
            scroll.leftAnchor.constraint(equalTo: screen.leftAnchor), scroll.rightAnchor.constraint(equalTo: screen.rightAnchor),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
        ])
        return (screen, scroll)
    }

    func sized(_ name: String, _ width: Double, _ height: Double) throws -> LayoutItem {
        let item = LayoutItem(name: name)
        try LayoutConstraint.activate([item.widthAnchor.constraint(equalToConstant: width),
                                       item.heightAnchor.constraint(equalToConstant: height)])
        return item
    }

    /// The item's four edges on the scroll item's own: its content area's.
    func pinned(_ item: LayoutItem, to scroll: ScrollItem) -> [LayoutConstraint] {
        [item.topAnchor.constraint(equalTo: scroll.topAnchor), item.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
         item.bottomAnchor.constraint(equalTo: scroll.bottomAnchor), item.trailingAnchor.constraint(equalTo: scroll.trailingAnchor)]
    }

    @Test func edgesSeenFromInsideAreTheContentAreas() throws {
        let (screen, scroll) = try screen()
        let card = try sized("card", 100, 1000)
        scroll.addChild(card)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
            card.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -16),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // The content, not the frame, is 16 + 100 + 16 wide and 10 + 1000 + 10 tall.
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == Size(width: 132, height: 1020))
        #expect(card.frame == Rect(x: 16, y: 10, width: 100, height: 1000))
        #expect(scroll.contentLayoutGuide.frame == Rect(x: 0, y: 0, width: 132, height: 1020))
        #expect(scroll.frameLayoutGuide.frame == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(screen.engine.ambiguities().isEmpty)
    }

    @Test func sizesAndCentresSeenFromInsideAreTheFrames() throws {
        let (screen, scroll) = try screen()
        let column = LayoutItem(name: "column"), badge = try sized("badge", 50, 50)
        scroll.addChild(column)
        scroll.addChild(badge)
        try LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scroll.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -16),
            column.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -32),
            column.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 3),
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // A column as wide as the visible area, less 32, three screens tall:
        // it scrolls vertically only.
        #expect(column.frame == Rect(x: 16, y: 0, width: 343, height: 1941))
        #expect(scroll.contentSize == Size(width: 375, height: 1941))
        // Centred on the frame (187.5, 323.5), not on the content.
        #expect(badge.frame == Rect(x: 162.5, y: 298.5, width: 50, height: 50))
    }

    @Test func marginsSeenFromInsideAreTheContentAreasInsetByTheMargins() throws {
        let (screen, scroll) = try screen()
        scroll.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let card = try sized("card", 100, 1000)
        scroll.addChild(card)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: scroll.leadingMarginAnchor),
            card.bottomAnchor.constraint(equalTo: scroll.bottomMarginAnchor),
            card.trailingAnchor.constraint(equalTo: scroll.trailingMarginAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // Through the margin anchors: 20 + 100 + 40 and 30 below the card.
        // The margins guide is the scroll item's own guide and follows its
        // frame, as its safe area does: its top is 10.
        #expect(scroll.contentSize == Size(width: 160, height: 1040))
        #expect(card.frame == Rect(x: 20, y: 10, width: 100, height: 1000))
        #expect(scroll.layoutMarginsGuide.frame == Rect(x: 20, y: 10, width: 315, height: 607))
    }

    @Test func rightToLeftTheLeadingEdgeSeenFromInsideIsTheContentAreasRight() throws {
        let (screen, scroll) = try screen(rightToLeft: true)
        let card = try sized("card", 100, 40), tag = try sized("tag", 10, 10)
        scroll.addChild(card)
        scroll.addChild(tag)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: scroll.topAnchor),
            card.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -30),
            // A position given as a constant is measured from the parent's
            // leading edge: the content's right, 5 in.
            LayoutConstraint(tag, .leading, .equal, nil, nil, constant: 5),
            tag.topAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // 10 + 100 + 30 wide; the card's right edge 10 from the content's right.
        #expect(scroll.contentSize == Size(width: 140, height: 40))
        #expect(card.frame == Rect(x: 30, y: 0, width: 100, height: 40))
        #expect(tag.frame == Rect(x: 125, y: 40, width: 10, height: 10))
    }

    @Test func contentThatLeavesItsSizeOpenMakesTheContentGuideAmbiguous() throws {
        let (screen, scroll) = try screen()
        let card = try sized("card", 100, 1000)
        scroll.addChild(card)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: scroll.topAnchor),
            card.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // Xcode's "Scrollable content size is ambiguous": nothing ties the
        // content's far edges, and the scroll item's own frame is decided.
        let open = screen.engine.ambiguities().map { "\($0.region.name).\($0.attribute.rawValue)" }
        #expect(open == ["scroll.content.width", "scroll.content.height"])
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func itemsOutsideSeeTheFrame() throws {
        let (screen, scroll) = try screen()
        let card = try sized("card", 100, 1000), floating = try sized("floating", 40, 40)
        scroll.addChild(card)
        scroll.addChild(floating)
        let below = try sized("below", 10, 10)
        screen.addChild(below)
        try LayoutConstraint.activate(pinned(card, to: scroll) + [
            // Outside the scroll item, its bottom is its frame's.
            below.topAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
            below.leftAnchor.constraint(equalTo: screen.leftAnchor),
            // Content tied to an item outside: laid out at rest, 100 below
            // the screen's top is 80 into the content.
            floating.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            floating.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -8),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(below.frame == Rect(x: 0, y: 657, width: 10, height: 10))
        #expect(floating.frame == Rect(x: 327, y: 80, width: 40, height: 40))
        #expect(scroll.contentSize == Size(width: 100, height: 1000))
    }

    @Test func theContentSizeFollowsLiveChangesAndTheFrameStays() throws {
        let (screen, scroll) = try screen()
        let card = LayoutItem(name: "card")
        scroll.addChild(card)
        let height = card.heightAnchor.constraint(equalToConstant: 1000)
        try LayoutConstraint.activate([
            height, card.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            card.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            card.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        height.constant = 300
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 375, height: 300))
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        card.removeFromParent()
        let replacement = try sized("replacement", 200, 2000)
        scroll.addChild(replacement)
        try LayoutConstraint.activate(pinned(replacement, to: scroll))
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 200, height: 2000))
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func scrollingMovesWhatIsTiedToTheVisibleAreaAndNothingElse() throws {
        let (screen, scroll) = try screen()
        let card = try sized("card", 375, 2000), header = try sized("header", 375, 44)
        let floating = try sized("floating", 40, 40), badge = try sized("badge", 50, 50)
        for item in [card, header, floating, badge] { scroll.addChild(item) }
        try LayoutConstraint.activate(pinned(card, to: scroll) + [
            // A header that stays at the top of the visible area.
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            // A button tied to the screen, outside the scroll item.
            floating.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            floating.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8),
            // Centred in the visible area.
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(floating.frame == Rect(x: 8, y: 80, width: 40, height: 40))
        #expect(badge.frame == Rect(x: 162.5, y: 298.5, width: 50, height: 50))

        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(screen.layoutIfNeeded().isEmpty)
        // The content does not move; on screen it is 300 higher.
        #expect(card.frame == Rect(x: 0, y: 0, width: 375, height: 2000))
        #expect(card.frameInRoot == Rect(x: 0, y: -280, width: 375, height: 2000))
        // What is tied to the visible area is 300 further into the content,
        // where it was on screen.
        #expect(header.frame == Rect(x: 0, y: 300, width: 375, height: 44))
        #expect(header.frameInRoot == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(scroll.frameLayoutGuide.frame == Rect(x: 0, y: 300, width: 375, height: 647))
        #expect(floating.frame == Rect(x: 8, y: 380, width: 40, height: 40))
        #expect(floating.frameInRoot == Rect(x: 8, y: 100, width: 40, height: 40))
        #expect(badge.frame == Rect(x: 162.5, y: 598.5, width: 50, height: 50))
        #expect(scroll.contentSize == Size(width: 375, height: 2000))

        scroll.contentOffset = Point(x: 0, y: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(floating.frame == Rect(x: 8, y: 80, width: 40, height: 40))
    }

    @Test func anOffsetSetBeforeJoiningCounts() throws {
        let scroll = ScrollItem(name: "scroll")
        scroll.contentOffset = Point(x: 40, y: 0)
        let header = try sized("header", 100, 44)
        scroll.addChild(header)
        let screen = try sized("screen", 375, 667)
        screen.addChild(scroll)
        try LayoutConstraint.activate([
            scroll.leftAnchor.constraint(equalTo: screen.leftAnchor), scroll.rightAnchor.constraint(equalTo: screen.rightAnchor),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor), scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(header.frame == Rect(x: 40, y: 0, width: 100, height: 44))
        #expect(header.frameInRoot == Rect(x: 0, y: 0, width: 100, height: 44))
    }

    /// The scroll item fills the screen, so it takes the notch and the home
    /// indicator into its content inset (`.automatic`, as UIKit's scroll
    /// view does): rows scrolled under the notch keep their margins. With
    /// the adjustment off, the notch reaches into the rows it covers.
    @Test func contentScrolledUnderTheNotchTakesItsSafeAreaOnlyWithoutTheAdjustment() throws {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = ScrollItem(name: "scroll")
        screen.addChild(scroll)
        let rows = try (0..<10).map { try sized("row\($0)", 375, 100) }
        for row in rows { scroll.addChild(row) }
        var constraints = [
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 812),
            scroll.leftAnchor.constraint(equalTo: screen.leftAnchor), scroll.rightAnchor.constraint(equalTo: screen.rightAnchor),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor), scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
        ]
        for (index, row) in rows.enumerated() {
            constraints += [row.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                            row.topAnchor.constraint(equalTo: scroll.topAnchor, constant: Double(index) * 100)]
        }
        try LayoutConstraint.activate(constraints)
        _ = rows[1].safeAreaLayoutGuide
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(rows[1].safeAreaInsets.top == 0)
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // Scrolled by 80, the second row (100 to 200 in the content) is at
        // 20 to 120 on screen, under the content inset; the last (900 to
        // 1000) ends at 920, past the home indicator.
        scroll.contentOffset = Point(x: 0, y: 80)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(rows[1].safeAreaInsets == .zero)
        #expect(rows[7].safeAreaInsets == .zero)
        // Without the adjustment the notch reaches 27 into it, and the
        // home indicator (from 812 − 34 = 778) 820 − 778 = 42 into the
        // ninth row (800 to 900, at 720 to 820 on screen).
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(rows[1].safeAreaInsets.top == 27)
        #expect(rows[8].safeAreaInsets.bottom == 42)
        #expect(rows[1].safeAreaLayoutGuide.frame == Rect(x: 0, y: 27, width: 375, height: 73))
    }
}
