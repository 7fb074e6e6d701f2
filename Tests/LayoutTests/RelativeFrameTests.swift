import Testing
@testable import Layout

/// Frame variables are relative to the parent: positions are measured in
/// the frame of a constraint's closest common ancestor, as UIKit measures
/// them, and a region moving leaves the variables of what it holds alone.
@Suite struct RelativeFrameTests {
    /// A card at x = 100 (its `left`), 200 wide, holding a badge 20 wide.
    private func card() throws -> (root: LayoutItem, card: LayoutItem, badge: LayoutItem, left: LayoutConstraint) {
        let (root, items) = try makeTree(children: ["card"])
        let card = items[0], badge = LayoutItem(name: "badge")
        card.addChild(badge)
        let left = LayoutConstraint(card, .left, .equal, nil, nil, constant: 100)
        try LayoutConstraint.activate([
            left,
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 60),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
        ])
        return (root, card, badge, left)
    }

    /// `badge.centerX == 0.5 × card.centerX` puts the badge's centre a
    /// quarter of the way across the card (50 of 200), wherever the card
    /// lies: in the root's coordinates it would be at 100, the card's
    /// left edge.
    @Test func aMultiplierScalesPositionsFromTheCommonAncestor() throws {
        let (root, card, badge, _) = try card()
        try LayoutConstraint.activate([LayoutConstraint(badge, .centerX, .equal, card, .centerX, multiplier: 0.5)])
        root.layoutIfNeeded()
        expectFrame(badge, 40, 0, 20, 20)
        expectFrame(badge, 140, 40, 20, 20, inRoot: true)
    }

    /// The solver gives some zeros as -0.0 (the root's origin, an edge at
    /// the parent's): frames hold 0 instead, so that Swift prints `0.0`
    /// for them, in every coordinate space and in a right-to-left tree too.
    @Test func framesNeverHoldNegativeZero() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (root, items) = try makeTree(width: 375, height: 44, children: ["title", "button"])
            root.layoutDirection = direction
            let (title, button) = (items[0], items[1])
            try LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                title.topAnchor.constraint(equalTo: root.topAnchor),
                title.widthAnchor.constraint(equalToConstant: 0),
                title.heightAnchor.constraint(equalTo: root.heightAnchor),
                button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -0.0),
                button.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                button.widthAnchor.constraint(equalToConstant: 60),
                button.heightAnchor.constraint(equalToConstant: 0),
            ])
            root.layoutIfNeeded()
            for item in [root, title, button] {
                for rect in [item.frame, item.frameInRoot, item.alignmentRectInRoot] {
                    let values = [rect.minX, rect.minY, rect.width, rect.height]
                    #expect(!values.contains { $0 == 0 && $0.sign == .minus }, "\(item.name) \(direction): \(values)")
                }
            }
            #expect("\(root.frameInRoot.minX), \(root.frameInRoot.minY)" == "0.0, 0.0")
            #expect("\(title.frameInRoot.width)" == "0.0")
            #expect("\(button.frame.height)" == "0.0")
        }
    }

    /// Between siblings the frame is their parent: `b.left == 2 × a.right`
    /// doubles a's right edge as measured in the card.
    @Test func aMultiplierBetweenSiblingsMeasuresInTheirParent() throws {
        let (root, card, badge, _) = try card()
        let other = LayoutItem(name: "other")
        card.addChild(other)
        try LayoutConstraint.activate([
            LayoutConstraint(badge, .left, .equal, nil, nil, constant: 10),
            LayoutConstraint(other, .left, .equal, badge, .right, multiplier: 2),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
            other.topAnchor.constraint(equalTo: card.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(other, 60, 0, 10, 10)
        expectFrame(other, 160, 40, 10, 10, inRoot: true)
    }

    /// Moving the card moves what it holds in the root, and leaves the
    /// badge's frame in the card as it was.
    @Test func aMovedItemCarriesItsChildren() throws {
        let (root, card, badge, left) = try card()
        try LayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8)])
        root.layoutIfNeeded()
        expectFrame(badge, 172, 0, 20, 20)
        left.constant = 30
        root.layoutIfNeeded()
        expectFrame(card, 30, 40, 200, 60)
        expectFrame(badge, 172, 0, 20, 20)
        expectFrame(badge, 202, 40, 20, 20, inRoot: true)
    }

    /// An item placed inside an open one is not open itself: only the
    /// card, whose left nothing gives, is ambiguous, with its range in the
    /// root (its parent).
    @Test func onlyTheOpenItemIsAmbiguous() throws {
        let (root, items) = try makeTree(children: ["card"])
        let card = items[0], badge = LayoutItem(name: "badge")
        card.addChild(badge)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 60),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.engine.ambiguities().map(\.description) == ["card.left can be anything in -∞...∞"])
        #expect(card.hasAmbiguousLayout && !badge.hasAmbiguousLayout)
        expectFrame(badge, 8, 8, 20, 20)
    }
}
