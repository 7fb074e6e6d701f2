import Testing
import Layout

/// ``ValueExplanation/openRegions`` in Swift: the regions whose own open
/// frame leaves an explained value open, with the links to them.
@Suite struct OpenRegionExplanationTests {
    /// A label inside a box inside a card, each pinned to its parent's
    /// leading edge, and nothing placing the card across: the card is the
    /// open region, reached through the label's and the box's pins; the
    /// box, placed in full within the card, is not named.
    @Test func aNestedLabelNamesTheOutermostOpenItem() throws {
        let root = LayoutItem(name: "root")
        let card = LayoutItem(name: "card")
        let box = LayoutItem(name: "box")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 50, height: 20))
        root.addChild(card)
        card.addChild(box)
        box.addChild(label)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320), root.heightAnchor.constraint(equalToConstant: 200),
            card.widthAnchor.constraint(equalToConstant: 300), card.heightAnchor.constraint(equalToConstant: 100),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: card.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        let why = label.explanation(of: .leading)
        #expect(why.openRange != nil)
        #expect(why.openRegions.map(\.region.name) == ["card"])
        let open = try #require(why.openRegions.first)
        #expect(open.attributes == [.left])
        #expect(open.links.map { "\($0.from.name) → \($0.to.name)" } == ["label → box", "box → card"])
        #expect(open.links.map { $0.constraints.map(\.description) }
                == [["label.leading == box.leading + 8"], ["box.leading == card.leading + 10"]])
        // Asked about the card itself, the answer is the card's own.
        #expect(card.explanation(of: .leading).openRegions.map { "\($0.region.name) \($0.links.count)" } == ["card 0"])
        // A decided value has none.
        #expect(box.explanation(of: .width).openRegions.isEmpty)
    }

    /// A sheet pinned to the bottom, whose height the user dragged past
    /// what `sheet.top >= screen.top + 91` allows (900 > 844 − 91): the
    /// engine breaks the height, and the list inside, which follows the
    /// sheet, is open. The sheet is named with its broken height, which is
    /// why it is open: nothing is missing.
    @Test func anOpenRegionNamesItsBrokenConstraints() throws {
        let screen = LayoutItem(name: "screen"), sheet = LayoutItem(name: "sheet"), list = LayoutItem(name: "list")
        screen.addChild(sheet)
        sheet.addChild(list)
        let detent = sheet.heightAnchor.constraint(equalToConstant: 422)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            sheet.leadingAnchor.constraint(equalTo: screen.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: screen.bottomAnchor), detent,
            sheet.topAnchor.constraint(greaterThanOrEqualTo: screen.topAnchor, constant: 91),
            list.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 56),
            list.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -34),
            list.leadingAnchor.constraint(equalTo: sheet.leadingAnchor), list.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        detent.constant = 900
        #expect(screen.layoutIfNeeded().map { $0.broken === detent } == [true])
        let why = list.explanation(of: .height)
        #expect(why.openRange != nil)
        let open = try #require(why.openRegions.first)
        #expect(open.region === sheet)
        #expect(open.brokenConstraints.map { $0 === detent } == [true])
        #expect(why.description.hasSuffix("""
            These constraints on sheet are broken: each conflicts with required constraints (the pass reports which), \
            and the pass after one of those changes tries it again:
              sheet.height == 900
            """), "\(why)")
        withExtendedLifetime((screen, sheet, list)) {}
    }

    /// A sheet pinned to the bottom with nothing on its height: its top
    /// and height are open, but its bottom is decided, so one constraint
    /// (its height, or its top) is missing, not one that places it and one
    /// that sizes it. A sheet pinned nowhere along the axis misses both.
    @Test func anOpenRegionPinnedAtOneEdgeMissesOnlyItsSize() throws {
        let screen = LayoutItem(name: "screen"), sheet = LayoutItem(name: "sheet"), list = LayoutItem(name: "list")
        screen.addChild(sheet)
        sheet.addChild(list)
        let pin = sheet.bottomAnchor.constraint(equalTo: screen.bottomAnchor)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            sheet.leadingAnchor.constraint(equalTo: screen.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            pin,
            list.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 56), list.heightAnchor.constraint(equalToConstant: 100),
            list.leadingAnchor.constraint(equalTo: sheet.leadingAnchor), list.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        let open = try #require(list.explanation(of: .top).openRegions.first)
        #expect(open.region === sheet)
        #expect(open.attributes == [.top, .height])
        #expect(open.decidedEdge == .bottom)
        #expect(open.missing == [.height])
        #expect(list.explanation(of: .top).description.hasSuffix("""
            A constraint that sizes sheet is missing (on sheet.height or sheet.top, say; sheet.bottom is decided).
            """))
        pin.isActive = false
        let loose = try #require(list.explanation(of: .top).openRegions.first)
        #expect(loose.decidedEdge == nil)
        #expect(loose.missing == [.top, .height])
        withExtendedLifetime((screen, sheet, list)) {}
    }
}
