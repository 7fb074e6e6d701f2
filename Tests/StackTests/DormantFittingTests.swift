import Testing
@testable import Layout
import Stack

/// The root's fitting width and height stay out of the solver while the
/// other constraints decide the root's size (`LayoutEngine+DormantFitting.swift`),
/// and join it where they do not.
@Suite struct DormantFittingTests {
    static func fittings(of root: LayoutItem) -> [LayoutConstraint] {
        root.engine.tree.rootConstraints.filter { $0.identifier?.hasPrefix("root-fitting") == true }
    }

    /// A root `width` wide holding a 50 × 20 item 10 inside each side, or
    /// at least 10 inside without a width.
    static func padded(width: Double?) throws -> (root: LayoutItem, item: LayoutItem) {
        let root = LayoutItem(name: "root"), item = LayoutItem(name: "item")
        root.addChild(item)
        try LayoutConstraint.activate([
            item.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 10),
            root.rightAnchor.constraint(greaterThanOrEqualTo: item.rightAnchor, constant: 10),
            item.widthAnchor.constraint(equalToConstant: 50), item.heightAnchor.constraint(equalToConstant: 20),
            item.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            root.bottomAnchor.constraint(equalTo: item.bottomAnchor, constant: 10),
        ])
        if let width { try root.widthAnchor.constraint(equalToConstant: width).activate() }
        return (root, item)
    }

    @Test func aRootItsConstraintsSizeKeepsBothAsleep() throws {
        let (root, item) = try Self.padded(width: 300)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(Self.fittings(of: root).count == 2)
        #expect(Self.fittings(of: root).allSatisfy { $0.isDormantFitting && !$0.isBroken && $0.isActive })
        // The item's left is open (10 to 240), the root's size is not.
        #expect(item.frame.size == Size(width: 50, height: 20))
    }

    /// Nothing gives the root a width: its fitting wakes, and the root
    /// takes the smallest, 10 + 50 + 10.
    @Test func aRootLeftOpenWakesItsFittingAndTakesItsSmallestSize() throws {
        let (root, item) = try Self.padded(width: nil)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 70, height: 40))
        expectFrame(item, Rect(x: 10, y: 10, width: 50, height: 20))
        let width = Self.fittings(of: root).first { $0.firstAttribute == .width }!
        let height = Self.fittings(of: root).first { $0.firstAttribute == .height }!
        #expect(!width.isDormantFitting && width.solverConstraint != nil)
        #expect(height.isDormantFitting && height.solverConstraint == nil)
    }

    /// The constraint that sized the root goes: the fitting wakes on the
    /// next pass and stays awake when it comes back.
    @Test func aRootThatLosesItsWidthWakesItsFitting() throws {
        let (root, _) = try Self.padded(width: nil)
        let wide = root.widthAnchor.constraint(equalToConstant: 300)
        try wide.activate()
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(Self.fittings(of: root).allSatisfy { $0.isDormantFitting })
        wide.deactivate()
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 70, height: 40))
        try wide.activate()
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(Self.fittings(of: root).first { $0.firstAttribute == .width }?.isDormantFitting == false)
    }

    /// A column sized by its rows' intrinsic heights, as a long stack is:
    /// the height fitting sleeps through a row hidden and shown.
    @Test func aColumnSizedByItsRowsKeepsItsHeightFittingAsleep() throws {
        let rows = (0..<6).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: 100, height: Double(20 + 4 * $0))) }
        let column = StackItem(name: "column", arrangedItems: rows)
        column.axis = .vertical
        column.spacing = .points(8)
        #expect(column.layoutIfNeeded().isEmpty)
        // 20 + 24 + 28 + 32 + 36 + 40 + 5 × 8.
        #expect(column.frame.height == 220)
        let height = Self.fittings(of: column).first { $0.firstAttribute == .height }!
        #expect(height.isDormantFitting)
        rows[2].isHidden = true
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(column.frame.height == 220 - 28 - 8)
        expectFrame(rows[3], Rect(x: 0, y: 20 + 8 + 24 + 8, width: 100, height: 32))
        rows[2].isHidden = false
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(column.frame.height == 220)
        #expect(height.isDormantFitting)
    }

    /// A constant that frees the root's size wakes the fitting. The root
    /// is at least as wide as its 150-wide item, and at most 100 wide at
    /// priority 500: 150, which nothing below required can change, so the
    /// width fitting sleeps. The item narrowed to 40 leaves the root
    /// anywhere from 40 to 100 at every priority above the fitting's, no
    /// constraint having come or gone: the fitting wakes and the root
    /// takes 40, as a fresh layout of the same constraints does, where it
    /// stayed 100 with the fitting asleep.
    @Test func aConstantThatFreesTheRootsWidthWakesItsFitting() throws {
        func tree(itemWidth: Double) throws -> (root: LayoutItem, width: LayoutConstraint) {
            let root = LayoutItem(name: "root"), item = LayoutItem(name: "item")
            root.addChild(item)
            let width = item.widthAnchor.constraint(equalToConstant: itemWidth)
            let atMost100 = root.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
            atMost100.priority = 500
            try LayoutConstraint.activate([
                item.leftAnchor.constraint(equalTo: root.leftAnchor), item.topAnchor.constraint(equalTo: root.topAnchor),
                root.rightAnchor.constraint(greaterThanOrEqualTo: item.rightAnchor),
                atMost100, width, item.heightAnchor.constraint(equalToConstant: 10),
                root.bottomAnchor.constraint(equalTo: item.bottomAnchor),
            ])
            return (root, width)
        }
        let (root, width) = try tree(itemWidth: 150)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 150, height: 10))
        #expect(Self.fittings(of: root).first { $0.firstAttribute == .width }?.isDormantFitting == true)
        width.constant = 40
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(root, Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(Self.fittings(of: root).first { $0.firstAttribute == .width }?.isDormantFitting == false)
        let fresh = try tree(itemWidth: 40).root
        #expect(fresh.layoutIfNeeded().isEmpty)
        expectFrame(fresh, Rect(x: 0, y: 0, width: 40, height: 10))
    }

    /// A question that reads more than the solution wakes both, and
    /// answers as with them in the solver.
    @Test func aDebuggingQuestionWakesThem() throws {
        let (root, item) = try Self.padded(width: 300)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(item.hasAmbiguousLayout)
        #expect(Self.fittings(of: root).allSatisfy { !$0.isDormantFitting && $0.solverConstraint != nil })
        #expect(item.frame.size == Size(width: 50, height: 20))
        expectFrame(root, Rect(x: 0, y: 0, width: 300, height: 40))
    }
}
