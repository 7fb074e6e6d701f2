import Testing
import Layout

/// What the debugging answers say of values that a scroll item's content
/// offset moves: the offset is no constraint's constant, no attribute's
/// own offset and no member of a conflict, so `explanation(of:)` names it
/// for what it is, the scroll item's `contentOffset`, where it enters the
/// sum, and a conflict's report says how far it moves the positions its
/// arithmetic gives on the screen.
@Suite struct ScrollOffsetReportTests {
    /// A 390 × 844 screen filled by a scroll item whose content is a
    /// column hung 200 below the content's top (margins of 8 on the
    /// column), over which a header at least 64 high follows the column's
    /// top at 750: a collapsing header. Scrolled to `offset`.
    func screen(offset: Double, followPriority: Priority = .defaultHigh) throws
        -> (screen: LayoutItem, header: LayoutItem, column: LayoutItem, row: LayoutItem) {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let column = LayoutItem(name: "column")
        let row = LayoutItem(name: "row")
        let header = LayoutItem(name: "header")
        screen.addChild(scroll)
        screen.addChild(header)
        scroll.addChild(column)
        column.addChild(row)
        let content = scroll.contentLayoutGuide
        let follow = header.bottomAnchor.constraint(equalTo: column.topAnchor)
        follow.priority = followPriority
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor), scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 200),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1200),
            row.topAnchor.constraint(equalTo: column.topMarginAnchor),
            row.leadingAnchor.constraint(equalTo: column.leadingMarginAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 60),
            header.topAnchor.constraint(equalTo: screen.topAnchor),
            header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            header.heightAnchor.constraint(greaterThanOrEqualToConstant: 64),
            follow,
        ])
        scroll.contentOffset = Point(x: 0, y: offset)
        return (screen, header, column, row)
    }

    /// Scrolled 68: the header is 200 − 68 = 132 high. The 68 is the
    /// offset's, not the follow constraint's (whose constant is 0 and which
    /// holds exactly): the term says so.
    @Test func aTermAcrossTheScrollItemsEdgeNamesTheOffset() throws {
        let (screen, header, _, _) = try screen(offset: 68)
        #expect(screen.layoutIfNeeded().isEmpty)
        let why = header.explanation(of: .height)
        #expect(screen.children.count == 2)   // the screen, and so its engine, stays alive
        #expect(why.value == 132)
        let follow = try #require(why.terms.first { $0.constraint.priority == .defaultHigh })
        #expect(follow.amount == -68)
        #expect(follow.contentOffsetShare == -68)
        #expect(follow.scrollItems.map(\.name) == ["scroll"])
        #expect(why.description == """
            header.height = 200 − 68 = 132
               200  column.top == scroll.content.top + 200
              − 68  header.bottom == column.top @750  (−68 of it from scroll's contentOffset (0, 68))
                 0  header.top == screen.top
            """)
    }

    /// A position inside the scrolled content, in the root's coordinates:
    /// the row's top is 200 + 8 − 300 = −92 on the screen. The −300 is
    /// the scroll item's offset, not the row's "own top offset", and the
    /// column's top margin is 8 below its top wherever it is scrolled.
    @Test func aPositionInsideTheContentNamesTheOffsetAndKeepsTheMargin() throws {
        let (screen, _, _, row) = try screen(offset: 300)
        #expect(screen.layoutIfNeeded().isEmpty)
        let why = row.explanation(of: .top)
        #expect(screen.children.count == 2)
        #expect(why.value == -92)
        #expect(why.offset == 0)
        #expect(why.contentOffsetShare == -300)
        #expect(why.description == """
            row.top = 200 + 8 − 300 = -92
                200  column.top == scroll.content.top + 200
                  8  row.top == column.topMargin  (column.topMargin = column.top + 8)
              − 300  scroll's contentOffset (0, 300)
            """)
    }

    /// Not scrolled, nothing about offsets is said: the answers are as
    /// for any item.
    @Test func atRestNothingIsSaidOfTheOffset() throws {
        let (screen, header, _, row) = try screen(offset: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(header.explanation(of: .height).description == """
            header.height = 200
              200  column.top == scroll.content.top + 200
                0  header.top == screen.top
                0  header.bottom == column.top @750
            """)
        let why = row.explanation(of: .top)
        #expect(screen.children.count == 2)
        #expect(why.value == 208)
        #expect(why.contentOffsetShare == 0)
        #expect(why.terms.allSatisfy { $0.contentOffsetShare == 0 && $0.scrollItems.isEmpty })
    }

    /// With the follow required, scrolled 300 the header would be
    /// 200 − 300 = −100 high against its minimum of 64: the report's
    /// `column.top (-100)` is on the screen, and a note says that the
    /// scroll item's offset, not in the set, puts it 300 above its place in
    /// the content. At rest no such note.
    @Test func aConflictAcrossTheScrollItemsEdgeNotesTheOffset() throws {
        let (screen, _, _, _) = try screen(offset: 300, followPriority: .required)
        let conflict = try #require(screen.layoutIfNeeded().first)
        #expect(conflict.arithmetic
                == "header.bottom is at least 64 where the others hold, but it must be equal to column.top (-100)")
        #expect(conflict.description.contains("""
              header.bottom == column.top
            Note: column.top is 300 higher on the screen than in scroll's content: its contentOffset is (0, 300).
            Broke header.bottom == column.top and laid out the rest.
            """))
        let (rested, _, _, _) = try self.screen(offset: 0, followPriority: .required)
        #expect(rested.layoutIfNeeded().isEmpty)
        let (sideways, _, _, _) = try self.screen(offset: 300, followPriority: .required)
        let scroll = try #require(sideways.children.first as? ScrollItem)
        scroll.contentOffset = Point(x: 40, y: 300)
        let report = try #require(sideways.layoutIfNeeded().first).description
        #expect(report.contains("Note: column.top is 300 higher"))
        #expect(!report.contains("further left"))
    }
}
