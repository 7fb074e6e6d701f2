import Testing
import Layout

/// The rest of NSLayoutAnchor's API.
@Suite struct AnchorAPITests {
    @Test func aConstraintGivesItsAnchors() {
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
        #expect(constraint.firstAnchor.region === a && constraint.firstAnchor.attribute == .leading)
        #expect(constraint.secondAnchor?.region === b && constraint.secondAnchor?.attribute == .trailing)
        #expect(a.widthAnchor.constraint(equalToConstant: 3).secondAnchor == nil)
    }

    /// The gap between two items as a dimension: equal to a spacer's width
    /// (30), so b starts 30 after a ends; and the vertical one.
    @Test func anOffsetBetweenTwoAnchorsIsADimension() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        for item in [a, b] { root.addChild(item) }
        try LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
        #expect(b.frame.minY == 30)
        // The same pair gives the same guide.
        let first = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).region
        #expect(first === a.rightAnchor.anchorWithOffset(to: b.leftAnchor).region)
    }

    @Test func systemSpacingBoundsAndUIKitsFittingSpelling() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        for item in [a, b] { root.addChild(item) }
        try LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor),
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            root.bottomAnchor.constraint(equalTo: b.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == Rect(x: 56, y: 18, width: 40, height: 10))
        #expect(root.systemLayoutSizeFitting(.compressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 96, height: 28))
    }
}
