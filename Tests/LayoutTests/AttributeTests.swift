import Testing
@testable import Layout

/// Every attribute and relation, checked on frames.
@Suite struct AttributeTests {
    @Test func edgesCentersAndSizes() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        try LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor, constant: 100),
            b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -60),
            b.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -80),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(a, 10, 20, 100, 50)
        // centerX = 160 and right = 260: width 200, left 60.
        expectFrame(b, 60, 145 - (400 - 145), 200, 2 * (400 - 145))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() throws {
        let (root, items) = try makeTree(children: ["a"])
        let a = items[0]
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 16, 0, 100, 10)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        // Leading is the right edge; the offset grows leftwards.
        expectFrame(a, 320 - 16 - 100, 0, 100, 10)
    }

    /// The engine writes leading and trailing left to right without
    /// asking each item while no item of the tree forces right to left:
    /// an item that starts forcing it, or a subtree that joins forcing it,
    /// is read right to left from then on, and no longer once it stops.
    @Test func anItemForcingRightToLeftInALeftToRightTree() throws {
        let (root, items) = try makeTree(children: ["bar"])
        let bar = items[0]
        let icon = LayoutItem(name: "icon")
        bar.addChild(icon)
        func pinned(_ item: LayoutItem, _ leading: Double, width: Double) -> [LayoutConstraint] {
            [item.leadingAnchor.constraint(equalTo: item.parent!.leadingAnchor, constant: leading),
             item.widthAnchor.constraint(equalToConstant: width),
             item.topAnchor.constraint(equalTo: item.parent!.topAnchor),
             item.heightAnchor.constraint(equalToConstant: 10)]
        }
        // The bar by its left edge: its leading follows its own direction, the root's its.
        try LayoutConstraint.activate([bar.leftAnchor.constraint(equalTo: root.leftAnchor),
                                       bar.topAnchor.constraint(equalTo: root.topAnchor),
                                       bar.widthAnchor.constraint(equalToConstant: 320),
                                       bar.heightAnchor.constraint(equalToConstant: 10)]
                                      + pinned(icon, 16, width: 100))
        root.layoutIfNeeded()
        expectFrame(icon, 16, 0, 100, 10)
        bar.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(bar, 0, 0, 320, 10)
        expectFrame(icon, 320 - 16 - 100, 0, 100, 10)

        // A subtree forcing right to left joins; constraints made on it
        // afterwards are read right to left too.
        let panel = LayoutItem(name: "panel")
        let label = LayoutItem(name: "label")
        panel.addChild(label)
        panel.semanticContentAttribute = .forceRightToLeft
        root.addChild(panel)
        bar.semanticContentAttribute = .inherit
        try LayoutConstraint.activate([panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 60),
                                       panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                       panel.widthAnchor.constraint(equalToConstant: 200),
                                       panel.heightAnchor.constraint(equalToConstant: 10)]
                                      + pinned(label, 8, width: 50))
        root.layoutIfNeeded()
        expectFrame(icon, 16, 0, 100, 10)
        expectFrame(panel, 60, 20, 200, 10)
        expectFrame(label, 200 - 8 - 50, 0, 50, 10)

        panel.removeFromParent()
        try LayoutConstraint.activate([icon.trailingAnchor.constraint(lessThanOrEqualTo: bar.trailingAnchor, constant: -4)])
        root.layoutIfNeeded()
        expectFrame(icon, 16, 0, 100, 10)
        #expect(root.engine.isAllLeftToRight)
    }

    @Test func marginsAndTheirGuide() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let guide = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            a.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            a.topAnchor.constraint(equalTo: root.topMarginAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.centerXAnchor.constraint(equalTo: root.centerXWithinMarginsAnchor),
            b.centerYAnchor.constraint(equalTo: root.centerYWithinMarginsAnchor),
            b.widthAnchor.constraint(equalToConstant: 20),
            b.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 20, 10, 260, 10)
        expectFrame(guide, 20, 10, 260, 440)
        // Margin centres: x = 20 + 130 = 150, y = 10 + 220 = 230; bottom at 450.
        expectFrame(b, 140, 10, 20, 440)
        // Changing the margins moves what depends on them, in place.
        root.layoutMargins = EdgeInsets(all: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 320, 10)
        expectFrame(guide, 0, 0, 320, 480)
    }

    @Test func baselinesAlignTextItems() throws {
        let (root, items) = try makeTree(children: ["label", "field", "plain", "bare"])
        let (label, field, plain, bare) = (items[0], items[1], items[2], items[3])
        label.firstBaselineOffset = 15
        field.firstBaselineOffset = 22
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.heightAnchor.constraint(equalToConstant: 20),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
            plain.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            plain.heightAnchor.constraint(equalToConstant: 5),
            bare.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            bare.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(field.frame.minY == 55 - 22)
        // Without a baseline offset the bottom edge is the last baseline
        // and the top edge the first.
        #expect(plain.frame.maxY == 55)
        #expect(bare.frame.minY == 55)
    }

    @Test func inequalitiesAndPriorities() throws {
        let (root, items) = try makeTree(children: ["a"])
        let a = items[0]
        let wish = a.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        try LayoutConstraint.activate([
            a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            wish,
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 300)
        wish.constant = 120
        root.layoutIfNeeded()
        #expect(a.frame.width == 120)
        wish.constant = 10
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
    }

    @Test func positionsGivenAsConstantsAreRelativeToTheParent() throws {
        let (root, items) = try makeTree(children: ["box"])
        let box = items[0]
        let inner = LayoutItem(name: "inner")
        box.addChild(inner)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            LayoutConstraint(inner, .left, .equal, nil, nil, constant: 10),
            LayoutConstraint(inner, .top, .equal, nil, nil, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 1),
            inner.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        expectFrame(inner, 10, 5, 1, 1)
        expectFrame(inner, 60, 65, 1, 1, inRoot: true)
    }
}
