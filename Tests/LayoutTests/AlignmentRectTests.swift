import Testing
import Layout

/// Alignment rectangles: constraints align the rectangle; the frame reaches
/// past it by ``LayoutItem/alignmentRectInsets``.
@Suite struct AlignmentRectTests {
    /// A 200 × 100 card with a shadow (6 on the sides, 2 above, 10 below)
    /// and a plain item aligned under it.
    func screen() throws -> (screen: LayoutItem, card: LayoutItem, title: LayoutItem, plain: LayoutItem) {
        let screen = LayoutItem(name: "screen"), card = LayoutItem(name: "card")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let plain = LayoutItem(name: "plain")
        screen.addChild(card)
        screen.addChild(plain)
        card.addChild(title)
        card.alignmentRectInsets = EdgeInsets(top: 2, left: 6, bottom: 10, right: 6)
        card.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 300),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            plain.leadingAnchor.constraint(equalTo: card.leadingAnchor), plain.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            plain.widthAnchor.constraint(equalTo: card.widthAnchor), plain.heightAnchor.constraint(equalToConstant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingMarginAnchor),
            title.topAnchor.constraint(equalTo: card.topMarginAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        return (screen, card, title, plain)
    }

    @Test func constraintsAlignTheRectangleAndTheFrameReachesPastIt() throws {
        let (_, card, title, plain) = try screen()
        #expect(card.alignmentRectInRoot == Rect(x: 20, y: 20, width: 200, height: 100))
        #expect(card.frame == Rect(x: 14, y: 18, width: 212, height: 112))
        // Aligned with the card's rectangle, not its shadow: 20 across, 120 + 8 down.
        #expect(plain.frame == Rect(x: 20, y: 128, width: 200, height: 10))
        // Margins are measured from the frame, as the card's bounds: 16 and 12 in.
        #expect(title.frame == Rect(x: 16, y: 12, width: 120, height: 20))
    }

    /// A row vends its first item's baseline; the item's inset moves the
    /// baseline against the rectangle, and what hangs on the row's baseline
    /// follows.
    @Test func aVendedBaselineFollowsTheInsets() throws {
        let screen = LayoutItem(name: "screen"), label = LayoutItem(name: "label"), row = BaselineRow(name: "row")
        let caption = LayoutItem(name: "caption")
        label.firstBaselineOffset = 16
        row.vended = label
        screen.addChild(row)
        screen.addChild(caption)
        row.addChild(label)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 300), screen.heightAnchor.constraint(equalToConstant: 100),
            row.topAnchor.constraint(equalTo: screen.topAnchor), row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 40),
            label.topAnchor.constraint(equalTo: row.topAnchor, constant: 10), label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
            caption.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
            caption.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 150),
            caption.widthAnchor.constraint(equalToConstant: 10), caption.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // The label's baseline: 10 + 16; the caption has none, so its top.
        #expect(caption.frame.minY == 26)
        // The frame now starts 4 above the rectangle: the baseline is 4 higher.
        label.alignmentRectInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(caption.frame.minY == 22)
    }

    @Test func changingTheInsetsMovesWhatHangsOnTheMargins() throws {
        let (screen, card, title, plain) = try screen()
        card.alignmentRectInsets = .zero
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(card.frame == Rect(x: 20, y: 20, width: 200, height: 100))
        #expect(title.frameInRoot == Rect(x: 36, y: 32, width: 120, height: 20))
        #expect(plain.frame == Rect(x: 20, y: 128, width: 200, height: 10))
    }
}

/// An item that vends its child's first baseline, as a stack does.
private final class BaselineRow: LayoutItem {
    var vended: LayoutItem?
    override var forFirstBaselineLayout: LayoutItem { vended ?? self }
}
