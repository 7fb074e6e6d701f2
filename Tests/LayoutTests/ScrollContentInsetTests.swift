import Testing
@testable import Layout

/// What a scroll item's content takes of the unsafe areas: only those that
/// reach into the scroll item, and not on the edges the scroll item takes
/// into its content inset (`contentInsetAdjustmentBehavior`).
@Suite struct ScrollContentInsetTests {
    /// A screen with the given unsafe areas and a scroll item pinned to
    /// its edges by `frame` (top, left, bottom, right from the screen's);
    /// `rows` 100-high rows in the content, as wide as the scroll item's
    /// frame, one under the other, the last on the content's bottom.
    final class Screen {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let rows: [LayoutItem]

        init(size: Size, unsafe: EdgeInsets, inset: EdgeInsets = .zero, rows count: Int) throws {
            screen.rootSafeAreaInsets = unsafe
            screen.addChild(scroll)
            rows = (0..<count).map { LayoutItem(name: "row\($0)") }
            var constraints = [
                screen.widthAnchor.constraint(equalToConstant: size.width),
                screen.heightAnchor.constraint(equalToConstant: size.height),
                scroll.topAnchor.constraint(equalTo: screen.topAnchor, constant: inset.top),
                scroll.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: inset.left),
                scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -inset.bottom),
                scroll.rightAnchor.constraint(equalTo: screen.rightAnchor, constant: -inset.right),
            ]
            for (index, row) in rows.enumerated() {
                scroll.addChild(row)
                _ = row.safeAreaLayoutGuide
                constraints += [
                    row.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
                    row.rightAnchor.constraint(equalTo: scroll.contentLayoutGuide.rightAnchor),
                    row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                    row.heightAnchor.constraint(equalToConstant: 100),
                    index == 0 ? row.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
                        : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor),
                ]
            }
            if let last = rows.last { constraints.append(last.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor)) }
            try LayoutConstraint.activate(constraints)
        }
    }

    /// A chat's transcript from 47 to 581 on a 375 × 667 screen, above the
    /// home indicator (from 633), with a card pinned 560 into its content:
    /// at 607 on the screen, below the fold, where the indicator is. The
    /// card is a 100 × 20 text in margins of 8: 36 high. The transcript
    /// reaches no unsafe area, so neither does its content, whatever its
    /// adjustment: the card keeps its 36 and the layout settles, where it
    /// used to take the indicator's inset into its margins, grow by it and
    /// take more on every pass.
    @Test(arguments: ScrollItem.ContentInsetAdjustmentBehavior.allCases)
    func contentBelowTheFoldOfAScrollItemAboveTheHomeIndicatorTakesNoInset(_ behavior: ScrollItem.ContentInsetAdjustmentBehavior) throws {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = ScrollItem(name: "scroll")
        let (card, _) = try makeMarginCard(named: "card")
        scroll.contentInsetAdjustmentBehavior = behavior
        screen.addChild(scroll)
        scroll.addChild(card)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 667),
            scroll.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -86),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            card.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 560),
            card.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)
        #expect(scroll.frame == Rect(x: 0, y: 47, width: 375, height: 534))
        #expect(scroll.safeAreaInsets == .zero)
        #expect(card.frameInRoot == Rect(x: 16, y: 607, width: 116, height: 36))
        #expect(card.safeAreaInsets == .zero)
        #expect(scroll.contentSize.height == 596)
    }

    /// Landscape, 812 × 375, the notch's side 47 on the left and right and
    /// the indicator 21 at the bottom, the scroll item filling the screen:
    /// its content scrolls only vertically (ten rows of 100), so
    /// `.automatic` takes the bottom (and the top, 0) into the content
    /// inset but not the sides, and each row keeps out of the notch's
    /// sides, as a table view's cells do; the row at 300 to 400 crosses the
    /// indicator (from 354) and takes nothing. `.always` takes the sides
    /// too.
    @Test func rowsKeepOutOfTheSidesTheScrollItemLeavesThem() throws {
        let screen = try Screen(size: Size(width: 812, height: 375),
                                unsafe: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), rows: 10)
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(screen.rows[0].safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(screen.rows[3].safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(screen.rows[3].safeAreaLayoutGuide.frame == Rect(x: 47, y: 0, width: 718, height: 100))

        screen.scroll.contentInsetAdjustmentBehavior = .always
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.rows[0].safeAreaInsets == .zero)

        screen.scroll.contentInsetAdjustmentBehavior = .never
        #expect(screen.screen.layoutIfNeeded().isEmpty)
        #expect(screen.rows[3].safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 400 - 354, right: 47))
    }

    /// `.scrollableAxes` takes the top and bottom only while the content is
    /// taller than the item. On an 812-high screen with a notch of 47, two
    /// rows (200 of content) do not scroll: the first row takes the notch,
    /// 47. Twenty rows (2000) scroll: it takes none. `.automatic` takes
    /// them either way.
    @Test func scrollableAxesTakesTheTopOnlyWhenTheContentScrolls() throws {
        let unsafe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let short = try Screen(size: Size(width: 375, height: 812), unsafe: unsafe, rows: 2)
        short.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(short.screen.layoutIfNeeded().isEmpty)
        #expect(short.scroll.adjustedContentInset == .zero)
        #expect(short.rows[0].safeAreaInsets.top == 47)

        let long = try Screen(size: Size(width: 375, height: 812), unsafe: unsafe, rows: 20)
        long.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(long.screen.layoutIfNeeded().isEmpty)
        #expect(long.scroll.adjustedContentInset == unsafe)
        #expect(long.rows[0].safeAreaInsets == .zero)

        short.scroll.contentInsetAdjustmentBehavior = .automatic
        #expect(short.screen.layoutIfNeeded().isEmpty)
        #expect(short.scroll.adjustedContentInset == unsafe)
        #expect(short.rows[0].safeAreaInsets == .zero)
    }

    /// A scroll item nested in another's content sees the outer one's
    /// unsafe areas, and its own content sees its own: a carousel (a
    /// horizontal scroll item 200 high) at the top of a page that does
    /// not adjust (`.never`) takes the notch, 47, and its cards, which
    /// scroll only sideways, are left the top by `.automatic`: none.
    @Test func aNestedScrollItemPassesOnWhatItDoesNotTake() throws {
        let page = try Screen(size: Size(width: 375, height: 812),
                              unsafe: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), rows: 0)
        page.scroll.contentInsetAdjustmentBehavior = .never
        let carousel = ScrollItem(name: "carousel"), card = LayoutItem(name: "card")
        page.scroll.addChild(carousel)
        carousel.addChild(card)
        try LayoutConstraint.activate([
            carousel.topAnchor.constraint(equalTo: page.scroll.contentLayoutGuide.topAnchor),
            carousel.leftAnchor.constraint(equalTo: page.scroll.contentLayoutGuide.leftAnchor),
            carousel.bottomAnchor.constraint(equalTo: page.scroll.contentLayoutGuide.bottomAnchor),
            carousel.widthAnchor.constraint(equalTo: page.scroll.frameLayoutGuide.widthAnchor),
            carousel.rightAnchor.constraint(equalTo: page.scroll.contentLayoutGuide.rightAnchor),
            carousel.heightAnchor.constraint(equalToConstant: 200),
            card.topAnchor.constraint(equalTo: carousel.contentLayoutGuide.topAnchor),
            card.leftAnchor.constraint(equalTo: carousel.contentLayoutGuide.leftAnchor),
            card.bottomAnchor.constraint(equalTo: carousel.contentLayoutGuide.bottomAnchor),
            card.rightAnchor.constraint(equalTo: carousel.contentLayoutGuide.rightAnchor),
            card.widthAnchor.constraint(equalToConstant: 600),
            card.heightAnchor.constraint(equalTo: carousel.frameLayoutGuide.heightAnchor),
        ])
        #expect(page.screen.layoutIfNeeded().isEmpty)
        #expect(carousel.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(carousel.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(card.safeAreaInsets == .zero)

        carousel.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(page.screen.layoutIfNeeded().isEmpty)
        #expect(carousel.adjustedContentInset == .zero)
        #expect(card.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }
}
