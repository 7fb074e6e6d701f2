import Testing
@testable import Layout

/// Size floors (`LayoutEngine+SizeFloors.swift`): every item's `width >= 0`
/// and `height >= 0` hold, but wait outside the solver until a layout
/// would put a size below zero.
@Suite struct SizeFloorTests {
    /// A 320-wide bar with `a` inset 10 and 30: `a` is 280 wide.
    private static func bar() throws -> (bar: LayoutItem, a: LayoutItem, width: LayoutConstraint, trailing: LayoutConstraint) {
        let bar = LayoutItem(name: "bar")
        let a = LayoutItem(name: "a")
        bar.addChild(a)
        let width = bar.widthAnchor.constraint(equalToConstant: 320)
        let trailing = a.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -30)
        try LayoutConstraint.activate([
            width, bar.heightAnchor.constraint(equalToConstant: 44),
            a.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10), trailing,
            a.topAnchor.constraint(equalTo: bar.topAnchor), a.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        return (bar, a, width, trailing)
    }

    private static func floors(of engine: LayoutEngine) -> [String] {
        engine.constraints.filter(\.isSizeFloor).map(\.description)
    }

    /// While every size is positive the floors are the engine's active
    /// constraints, not broken, and none is in the solver.
    @Test func floorsWaitOutsideTheSolverWhileSizesArePositive() throws {
        let (bar, a, _, _) = try Self.bar()
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 44))
        #expect(Self.floors(of: bar.engine) == [
            "bar-nonnegative-width: bar.width >= 0", "bar-nonnegative-height: bar.height >= 0",
            "a-nonnegative-width: a.width >= 0", "a-nonnegative-height: a.height >= 0",
        ])
        let floors = bar.engine.constraints.filter(\.isSizeFloor)
        #expect(floors.allSatisfy { $0.isActive && !$0.isBroken && $0.solverConstraint == nil })
        #expect(bar.engine.brokenConstraints.isEmpty)
    }

    /// A new constant that would make `a` −10 wide wakes `a`'s floor, which
    /// refuses the change: the bar's width breaks (the bar then takes its
    /// smallest width, 10 + 0 + 30) and the conflict names the floor. The
    /// floor stays in the solver afterwards.
    @Test func aChangedConstantThatMakesASizeNegativeBreaks() throws {
        let (bar, a, width, _) = try Self.bar()
        bar.layoutIfNeeded()
        width.constant = 30
        let conflicts = bar.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === width)
        #expect(conflicts.first?.constraints.map(\.description).contains("a-nonnegative-width: a.width >= 0") == true)
        #expect(width.isBroken)
        #expect(bar.frame.width == 40)
        #expect(a.frame == Rect(x: 10, y: 0, width: 0, height: 44))
        let floor = bar.engine.constraints.first { $0.description == "a-nonnegative-width: a.width >= 0" }
        #expect(floor?.solverConstraint != nil)
        #expect(floor?.isBroken == false)
    }

    /// A constraint activated later that makes a size negative is the one
    /// that breaks, as when the floor is in the solver from the start.
    @Test func aLaterConstraintThatMakesASizeNegativeBreaks() throws {
        let (bar, a, _, _) = try Self.bar()
        bar.layoutIfNeeded()
        let narrow = a.widthAnchor.constraint(equalTo: bar.widthAnchor, constant: -400)
        try narrow.activate()
        let conflicts = bar.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === narrow)
        #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 44))
    }

    /// Ambiguity needs every floor: an item whose width nothing bounds but
    /// `width <= 50` is open over 0...50, not −∞...50.
    @Test func ambiguitiesAreMeasuredWithEveryFloor() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a")
        root.addChild(a)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 100), root.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(root.engine.ambiguities(of: a).map(\.description) == ["a.width can be anything in 0...50"])
    }
}
