import Testing
@testable import Layout
import Stack

/// Items' floors (`NAME-nonnegative-width`, `-height`) stay out of the
/// solver until a size goes below zero (`LayoutEngine+DormantFloors.swift`),
/// and hold as if they had always been there.
@Suite struct DormantFloorTests {
    /// A 200-wide root with `a` (60 wide, 20 from the left) and `b` after
    /// it, 10 apart, both 30 high.
    static func row() throws -> (root: LayoutItem, a: LayoutItem, b: LayoutItem) {
        let root = LayoutItem(name: "root"), a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        root.addChild(a)
        root.addChild(b)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 200), root.heightAnchor.constraint(equalToConstant: 100),
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), a.widthAnchor.constraint(equalToConstant: 60),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        return (root, a, b)
    }

    static func floor(_ item: LayoutItem, _ axis: LayoutAxis) -> LayoutConstraint? {
        item.engine.nonNegativeFloor(of: item, along: axis)
    }

    @Test func aPlainItemsFloorsSleepWhileNothingPushesItsSizeBelowZero() throws {
        let (root, a, b) = try Self.row()
        try b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10).activate()
        #expect(root.layoutIfNeeded().isEmpty)
        // 200 − 10 − (20 + 60 + 10) = 100.
        expectFrame(b, Rect(x: 90, y: 0, width: 100, height: 30))
        #expect(Self.floor(a, .horizontal)?.isDormantFloor == true)
        #expect(Self.floor(b, .vertical)?.isDormantFloor == true)
        #expect(Self.floor(b, .horizontal)?.isBroken == false)
        // The root's floors hold its fitting pull: never dormant.
        #expect(Self.floor(root, .horizontal)?.isDormantFloor == false)
    }

    /// `b.right == root.right − 150` asks b for 200 − 150 − 90 = −40: the
    /// floor wakes when the frames are read, and the constraint activated
    /// after it breaks, as it would have with the floor in the solver.
    @Test func aSizeBelowZeroWakesTheFloorAndBreaksTheLaterConstraint() throws {
        let (root, _, b) = try Self.row()
        #expect(root.layoutIfNeeded().isEmpty)
        let tooFar = b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -150)
        try tooFar.activate()
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === tooFar)
        #expect(conflicts.first?.constraints.contains { $0.identifier == "b-nonnegative-width" } == true)
        #expect(Self.floor(b, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(b, .horizontal)?.isBroken == false)
        expectFrame(b, Rect(x: 90, y: 0, width: 0, height: 30))
        // Gone again, the layout is the first one; the floor stays awake.
        tooFar.deactivate()
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(b, Rect(x: 90, y: 0, width: 0, height: 30))
        #expect(Self.floor(b, .horizontal)?.isDormantFloor == false)
    }

    /// A constant that takes b below zero breaks its own constraint, as
    /// when the floor held: `b.left == a.right + 150` leaves b 190 − 230 =
    /// −40, so the spacing breaks and b keeps the 100 points it prefers.
    @Test func aConstantThatTakesASizeBelowZeroBreaksItsConstraint() throws {
        let (root, _, b) = try Self.row()
        let preferred = b.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = 500
        try LayoutConstraint.activate([preferred, b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10)])
        #expect(root.layoutIfNeeded().isEmpty)
        let spacing = try #require(root.engine.constraints.first { $0.firstAttribute == .left && $0.firstItem === b })
        spacing.constant = 150
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === spacing)
        #expect(spacing.isBroken)
        expectFrame(b, Rect(x: 90, y: 0, width: 100, height: 30))
    }

    /// A stack's arranged items, and items that measure their content,
    /// keep their floors in the solver, from the start or from the moment
    /// they become so.
    @Test func arrangedAndMeasuredItemsKeepTheirFloorsAwake() throws {
        let (root, a, b) = try Self.row()
        let c = LayoutItem(name: "c", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        let stack = StackItem(name: "stack", arrangedItems: [c])
        root.addChild(stack)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(Self.floor(c, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(stack, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(a, .horizontal)?.isDormantFloor == true)
        a.measuredContent = WrappedText(words: [30, 30], spaceWidth: 4, lineHeight: 20)
        #expect(Self.floor(a, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(b, .horizontal)?.isDormantFloor == true)
        b.removeFromParent()
        stack.addArrangedItem(b)
        #expect(Self.floor(b, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(b, .vertical)?.isDormantFloor == false)
    }

    /// A debugging question reads the whole system: every floor wakes.
    @Test func anExplanationWakesEveryFloor() throws {
        let (root, a, b) = try Self.row()
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(b.explanation(of: .left).description.contains("b.left = 20 + 60 + 10 = 90"))
        #expect(Self.floor(a, .horizontal)?.isDormantFloor == false)
        #expect(Self.floor(b, .vertical)?.isDormantFloor == false)
        #expect(root.engine.tree.dormantFloorCount == 0)
    }
}
