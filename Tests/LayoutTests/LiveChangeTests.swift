import Testing
import Layout

/// Changes made to a live tree leave it as a fresh layout of the same state.
@Suite struct LiveChangeTests {
    /// In a 320-wide bar, `a` pinned 10 from the leading edge and 30 from the
    /// trailing one is 280 wide in either direction, switched back and forth
    /// on the live tree; no constraint breaks.
    @Test func switchingTheDirectionReExpressesEveryConstraintTogether() throws {
        let bar = LayoutItem(name: "bar")
        let a = LayoutItem(name: "a")
        bar.addChild(a)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 320),
            a.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            a.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -30),
        ])
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 0))
        bar.layoutDirection = .rightToLeft
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 30, y: 0, width: 280, height: 0))
        bar.layoutDirection = .leftToRight
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 0))
        #expect(bar.engine.brokenConstraints.isEmpty)
    }

    /// A constraint broken in one direction gets another try in the other:
    /// `a.leading == bar.leading + 10` cannot hold right to left beside
    /// `a.left == 10` and `a.width == 0` (it asks for a.left 310), and holds
    /// again left to right.
    @Test func aConstraintBrokenInOneDirectionHoldsInTheOther() throws {
        let bar = LayoutItem(name: "bar")
        let a = LayoutItem(name: "a")
        bar.addChild(a)
        try LayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 320),
                                       a.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 10),
                                       a.widthAnchor.constraint(equalToConstant: 0)])
        bar.layoutDirection = .rightToLeft
        let leading = a.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10)
        try leading.activate()
        #expect(bar.layoutIfNeeded().map(\.broken) .contains { $0 === leading })
        bar.layoutDirection = .leftToRight
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(!leading.isBroken)
    }

    /// A bar of `width` split into `left` and `right` by required widths,
    /// laid out.
    func splitBar(_ width: Double, _ leftWidth: Double, _ rightWidth: Double) throws
        -> (LayoutItem, LayoutItem, LayoutItem, LayoutConstraint, LayoutConstraint) {
        let bar = LayoutItem(name: "bar")
        let left = LayoutItem(name: "left"), right = LayoutItem(name: "right")
        bar.addChild(left)
        bar.addChild(right)
        let leftConstraint = left.widthAnchor.constraint(equalToConstant: leftWidth)
        let rightConstraint = right.widthAnchor.constraint(equalToConstant: rightWidth)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: width),
            left.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            leftConstraint, rightConstraint,
        ])
        #expect(bar.layoutIfNeeded().isEmpty)
        return (bar, left, right, leftConstraint, rightConstraint)
    }

    /// A 300-wide bar split into `left` (100) and `right` (200) by required
    /// widths. Moving the split to 150 / 150 changes both constants: made
    /// one at a time the first would conflict; gathered until the layout
    /// pass, they are solved together and both hold.
    @Test func constantsChangedBeforeAPassAreSolvedTogether() throws {
        let (bar, left, right, leftWidth, rightWidth) = try splitBar(300, 100, 200)
        bar.setNeedsLayout()
        leftWidth.constant = 150
        rightWidth.constant = 150
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(!leftWidth.isBroken && !rightWidth.isBroken)
        #expect(left.frame == Rect(x: 0, y: 0, width: 150, height: 0))
        #expect(right.frame == Rect(x: 150, y: 0, width: 150, height: 0))
        // Changes that cannot hold together are made in turn, as one at a
        // time: 120 beside 150 cannot hold and is broken; 170 then holds.
        leftWidth.constant = 120
        rightWidth.constant = 170
        let conflicts = bar.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === leftWidth)
        #expect(left.frame.width == 130 && right.frame.width == 170)
    }

    /// A broken constraint whose constant changes is enforced again after
    /// the other changes of the pass, not before them: 344 beside the old
    /// 444 would conflict, beside the new 500 it holds, and nothing is
    /// reported.
    @Test func aBrokenConstraintsNewConstantMeetsThePassesOtherChanges() throws {
        let (bar, left, right, leftWidth, rightWidth) = try splitBar(844, 400, 444)
        leftWidth.constant = 500
        #expect(bar.layoutIfNeeded().first?.broken === leftWidth)
        #expect(leftWidth.isBroken)
        leftWidth.constant = 344
        rightWidth.constant = 500
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(!leftWidth.isBroken && !rightWidth.isBroken)
        #expect(left.frame.width == 344 && right.frame.width == 500)
    }

    /// A broken cap whose constant changes while another change waits for
    /// the pass: applying that change retries the cap, which then holds.
    /// It is held once, so deactivating it leaves nothing behind: `a` can
    /// grow past the old cap afterwards.
    @Test func aBrokenConstraintRetriedWhileConstantsMoveIsHeldOnce() throws {
        let root = LayoutItem(name: "root"), a = LayoutItem(name: "a")
        root.addChild(a)
        let width = a.widthAnchor.constraint(equalToConstant: 80)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320), root.heightAnchor.constraint(equalToConstant: 40),
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        try cap.activate()
        #expect(root.layoutIfNeeded().first?.broken === cap)
        cap.constant = 60
        width.constant = 40
        cap.constant = 70
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(!cap.isBroken && a.frame.width == 40)
        #expect(root.engine.strayConstraints.isEmpty)
        cap.isActive = false
        width.constant = 100
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(a.frame.width == 100)
    }

    /// The root's size set to a constant is the window's size: resized (a
    /// rotation) against a constraint made for the old size, it wins and
    /// that constraint breaks, as in a fresh tree of the new size. A root
    /// 390 wide with margins 16 holds `form` between its margins and at a
    /// required 390 − 32 = 358; made 844 wide, the root is 844, the form
    /// 844 − 32 = 812 and its 358 is reported broken; made 390 again, the
    /// form is 358 between the margins and nothing is reported (the 358
    /// stays broken, as a reported constraint does until it changes).
    @Test func aResizedRootBreaksTheConstraintMadeForTheOldSize() throws {
        let root = LayoutItem(name: "root"), form = LayoutItem(name: "form")
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        root.addChild(form)
        let width = root.widthAnchor.constraint(equalToConstant: 390)
        let fixed = form.widthAnchor.constraint(equalToConstant: 358)
        try LayoutConstraint.activate([
            width, root.heightAnchor.constraint(equalToConstant: 100),
            form.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            form.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            form.topAnchor.constraint(equalTo: root.topAnchor), form.heightAnchor.constraint(equalToConstant: 40),
            fixed,
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        width.constant = 844
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === fixed)
        #expect(!width.isBroken && fixed.isBroken)
        #expect(root.frame == Rect(x: 0, y: 0, width: 844, height: 100))
        #expect(form.frame == Rect(x: 16, y: 0, width: 812, height: 40))
        width.constant = 390
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(!width.isBroken)
        #expect(root.frame.width == 390 && form.frame == Rect(x: 16, y: 0, width: 358, height: 40))
    }

    /// A constraint's constant changed after a margin and a baseline of its
    /// items moved counts them as they are now: the part of its equation's
    /// constant that its anchors give is made again once they move.
    @Test func aConstantChangedAfterItsAnchorsMovedCountsThemAsTheyAreNow() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
        let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        root.addChild(label)
        root.addChild(badge)
        label.firstBaselineOffset = 15
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor, constant: 10)
        let baseline = badge.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor, constant: 2)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320), root.heightAnchor.constraint(equalToConstant: 100),
            leading, label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            baseline, badge.leadingAnchor.constraint(equalTo: label.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.minX == 18 && badge.frame.maxY == 47)
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 8)
        label.firstBaselineOffset = 12
        root.layoutIfNeeded()
        #expect(label.frame.minX == 30 && badge.frame.maxY == 44)
        leading.constant = 30
        baseline.constant = -4
        root.layoutIfNeeded()
        // 20 + 30 from the left; 30 + 12 - 4 down.
        #expect(label.frame.minX == 50 && badge.frame.maxY == 38)
    }
}
