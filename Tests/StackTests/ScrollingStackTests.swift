import Testing
@testable import Layout
@testable import Stack

/// A form that scrolls: a vertical stack in a scroll item, pinned to its
/// content area and as wide as its frame, as UIKit forms are built.
@Suite struct ScrollingStackTests {
    func row(_ name: String, height: Double) -> LayoutItem {
        LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: nil, height: height))
    }

    @Test func aFormTallerThanTheScreenScrollsAndKeepsItsFrame() throws {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let form = StackItem(name: "form")
        form.axis = .vertical
        form.spacing = 10
        screen.addChild(scroll)
        scroll.addChild(form)
        let rows = (1...6).map { row("row\($0)", height: 100) }
        for row in rows { form.addArrangedItem(row) }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 667),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor, constant: 44),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // Six rows of 100 and five gaps of 10: 650, and 20 above and below.
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(form.frame == Rect(x: 16, y: 20, width: 343, height: 650))
        #expect(scroll.contentSize == Size(width: 375, height: 690))
        #expect(rows[5].frame == Rect(x: 0, y: 550, width: 343, height: 100))
        #expect(rows[5].frameInRoot == Rect(x: 16, y: 614, width: 343, height: 100))

        // Three rows more, one hidden: the content grows by 2 × 110, the
        // frame stays.
        let more = (7...9).map { row("row\($0)", height: 100) }
        for row in more { form.addArrangedItem(row) }
        rows[0].isHidden = true
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.contentSize == Size(width: 375, height: 910))
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(more[2].frame == Rect(x: 0, y: 770, width: 343, height: 100))
        #expect(screen.engine.ambiguities().isEmpty)
    }

    @Test func aHorizontalCarouselScrollsSideways() throws {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "carousel")
        let strip = StackItem(name: "strip")
        strip.spacing = 8
        screen.addChild(scroll)
        scroll.addChild(strip)
        let cards = (1...5).map { LayoutItem(name: "card\($0)", intrinsicContentSize: IntrinsicSize(width: 150, height: nil)) }
        for card in cards { strip.addArrangedItem(card) }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 320), screen.heightAnchor.constraint(equalToConstant: 568),
            scroll.leftAnchor.constraint(equalTo: screen.leftAnchor), scroll.rightAnchor.constraint(equalTo: screen.rightAnchor),
            scroll.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            // The legacy way: the scroll item's own edges, which inside it
            // are its content area's.
            strip.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 12),
            strip.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -12),
            strip.topAnchor.constraint(equalTo: scroll.topAnchor),
            strip.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            strip.heightAnchor.constraint(equalTo: scroll.heightAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // 5 × 150 + 4 × 8 = 782, 12 either side: 806 wide, 200 tall.
        #expect(scroll.frame == Rect(x: 0, y: 100, width: 320, height: 200))
        #expect(scroll.contentSize == Size(width: 806, height: 200))
        #expect(cards[4].frameInRoot == Rect(x: 644, y: 100, width: 150, height: 200))
    }
}
