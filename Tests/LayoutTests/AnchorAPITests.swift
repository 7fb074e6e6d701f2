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

    /// Between leading and trailing anchors the offset runs in the reading
    /// direction: q starts as far after p as q is wide. In a 375-wide screen,
    /// p 100 wide 20 from the leading edge and q ending 20 from the
    /// trailing edge: 375 − 20 − 120 = 235 = 2w, so q is 117.5 wide (237.5
    /// from the left in left-to-right, 20 in right-to-left).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func anOffsetBetweenDirectionalAnchorsRunsInTheReadingDirection(direction: LayoutDirection) throws {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        let p = LayoutItem(name: "p", intrinsicContentSize: IntrinsicSize(width: 100, height: 50))
        let q = LayoutItem(name: "q")
        for item in [p, q] { screen.addChild(item) }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 400),
            p.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            p.topAnchor.constraint(equalTo: screen.topAnchor),
            q.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20),
            q.topAnchor.constraint(equalTo: screen.topAnchor), q.heightAnchor.constraint(equalToConstant: 40),
            p.trailingAnchor.anchorWithOffset(to: q.leadingAnchor).constraint(equalTo: q.widthAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        let x = direction == .leftToRight ? 237.5 : 20
        #expect(q.frame == Rect(x: x, y: 0, width: 117.5, height: 40))
        #expect(screen.engine.ambiguities().isEmpty)
    }

    /// An offset made before its second item joins the tree waits for it:
    /// a constraint on it fails while the item is out, naming why, and
    /// holds once it is in.
    @Test func anOffsetToAnItemNotYetInTheTreeWaitsForIt() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 40, height: 10))
        root.addChild(a)
        try LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30)
        #expect(throws: LayoutError.self) { try gap.activate() }
        #expect(!gap.isActive)
        root.addChild(b)
        try LayoutConstraint.activate([gap, b.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
    }

    /// A directional anchor and a left or right one cannot be related, as
    /// in UIKit: a constraint on their offset says so.
    @Test func anOffsetBetweenADirectionalAndAnAbsoluteAnchorIsRefused() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        for item in [a, b] { root.addChild(item) }
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30)
        #expect {
            try gap.activate()
        } throws: { error in
            guard case .mixedDirectionalAttributes = error as? LayoutError else { return false }
            return true
        }
        #expect(root.engine.constraints.allSatisfy { $0.identifier != "anchor-offset" || $0.secondItem !== b })
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
