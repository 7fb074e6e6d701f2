import Testing
@testable import Layout

/// Intrinsic content sizes: hugging against compression resistance.
@Suite struct ContentSizeTests {
    /// Two labels side by side in a row of a given width.
    func row(width: Double) throws -> (LayoutItem, LayoutItem, LayoutItem) {
        let (root, items) = try makeTree(width: width, height: 100, children: ["title", "detail"])
        let (title, detail) = (items[0], items[1])
        title.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
        detail.intrinsicContentSize = IntrinsicSize(width: 150, height: 20)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
            detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            detail.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, title, detail)
    }

    @Test func theLowerCompressionResistanceGivesWayInANarrowRow() throws {
        let (root, title, detail) = try row(width: 200)
        title.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        // 120 + 10 + 150 = 280 > 200: detail (750) shrinks, title (751) keeps 120.
        expectFrame(title, 0, 0, 120, 20)
        expectFrame(detail, 130, 0, 70, 20)
        title.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 40, 20)
        expectFrame(detail, 50, 0, 150, 20)
    }

    /// A negative intrinsic length makes an empty item: the content size
    /// holds it to 0 (the title hugging at 250 against the detail's 249,
    /// the title 0 wide, the detail from 10 to 400); its reading back is
    /// the length as set.
    @Test func aNegativeIntrinsicLengthHoldsTheItemToZero() throws {
        let (root, title, detail) = try row(width: 400)
        detail.setContentHuggingPriority(249, for: .horizontal)
        title.intrinsicContentSize = IntrinsicSize(width: -40, height: 20)
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 0, 20)
        expectFrame(detail, 10, 0, 390, 20)
        #expect(title.intrinsicContentSize.width == -40)
        #expect(title.intrinsicContentSize.contentLength(along: .horizontal) == 0)
        #expect(IntrinsicSize(width: .infinity, height: nil).contentLength(along: .horizontal) == nil)
        #expect(IntrinsicSize(width: 12, height: nil).contentLength(along: .vertical) == nil)
    }

    @Test func theLowerHuggingGrowsInAWideRow() throws {
        let (root, title, detail) = try row(width: 400)
        detail.setContentHuggingPriority(249, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 120, 20)
        expectFrame(detail, 130, 0, 270, 20)
    }

    @Test func intrinsicSizeChangesMoveTheLayoutInPlace() throws {
        let (root, title, detail) = try row(width: 400)
        detail.setContentHuggingPriority(249, for: .horizontal)
        root.layoutIfNeeded()
        title.intrinsicContentSize = IntrinsicSize(width: 200, height: 30)
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 200, 30)
        expectFrame(detail, 210, 0, 190, 20)
        // A dimension that goes away takes its constraints with it.
        title.intrinsicContentSize = IntrinsicSize(width: nil, height: 30)
        let kinds = root.engine.constraints.filter { $0.origin == .contentSize && $0.firstItem === title }
        #expect(kinds.map(\.firstAttribute) == [.height, .height])
    }

    @Test func anItemWithoutConstraintsOnAnAxisTakesItsIntrinsicSize() throws {
        let (root, items) = try makeTree(children: ["badge"])
        let badge = items[0]
        badge.intrinsicContentSize = IntrinsicSize(width: 24, height: 16)
        try LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(badge, 148, 232, 24, 16)
        #expect(!badge.hasAmbiguousLayout)
    }

    @Test func fittingSizesFromTheContent() throws {
        // A card: 16 of padding around a 120-wide title over a 40-high image.
        let card = LayoutItem(name: "card")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let image = LayoutItem(name: "image", intrinsicContentSize: IntrinsicSize(width: 80, height: 40))
        card.addChild(title)
        card.addChild(image)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            image.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            image.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let compressed = card.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(compressed == Size(width: 152, height: 100))
        let fitted = card.systemLayoutSizeFitting(Size(width: 300, height: 0), horizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == Size(width: 300, height: 100))
        // Fitting changes nothing.
        card.layoutIfNeeded()
        expectFrame(card, 0, 0, 152, 100)
    }
}
