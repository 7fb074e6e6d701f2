import Testing
@testable import Layout

/// How the engine finds the region a reported value belongs to
/// (``FrameVariables``): by the variable's identity, and by the index the
/// solver reports it under once that has been learnt, where an index the
/// solver has given another variable since must not lead to the old region.
@Suite struct FrameVariablesTests {
    /// An index learnt for one region's `top` finds it again; the same index
    /// reported for another variable (the solver reuses indices of
    /// variables it reclaimed) finds that variable's own region.
    @Test func aLearntIndexIsCheckedAgainstTheVariable() {
        let (a, b) = (LayoutItem(name: "a"), LayoutItem(name: "b"))
        var table = FrameVariables()
        table.register(a)
        table.register(b)
        let first = table.region(of: ObjectIdentifier(a.top), solverIndex: 7)
        #expect(first?.region.takeUnretainedValue() === a && first?.component == .top)
        let again = table.region(of: ObjectIdentifier(a.top), solverIndex: 7)
        #expect(again?.region.takeUnretainedValue() === a && again?.component == .top)
        let reused = table.region(of: ObjectIdentifier(b.width), solverIndex: 7)
        #expect(reused?.region.takeUnretainedValue() === b && reused?.component == .width)
    }

    /// A region that left (its slot given to a region that joined after)
    /// is not found through an index learnt while it was there.
    @Test func anIndexLearntForARegionThatLeftFindsNothingOfIt() {
        let (a, b) = (LayoutItem(name: "a"), LayoutItem(name: "b"))
        var table = FrameVariables()
        table.register(a)
        let learnt = table.region(of: ObjectIdentifier(a.height), solverIndex: 3)
        #expect(learnt?.region.takeUnretainedValue() === a)
        table.unregister(a)
        let afterLeaving = table.region(of: ObjectIdentifier(a.height), solverIndex: 3)
        #expect(afterLeaving == nil)
        table.register(b)   // takes a's slot
        let afterJoining = table.region(of: ObjectIdentifier(a.height), solverIndex: 3)
        #expect(afterJoining == nil)
        let found = table.region(of: ObjectIdentifier(b.height), solverIndex: 3)
        #expect(found?.region.takeUnretainedValue() === b && found?.component == .height)
    }

    /// In a tree: a long list whose first row grows moves every row below,
    /// and each frame comes out where a fresh layout puts it, also after rows
    /// left and others joined (their variables reported under indices the
    /// solver reclaimed and gave again).
    @Test func framesOfAListAfterRowsLeftAndJoinedAreAFreshLayouts() throws {
        func list(_ heights: [Double]) throws -> (LayoutItem, [LayoutItem]) {
            let root = LayoutItem(name: "root")
            var rows: [LayoutItem] = []
            for (index, height) in heights.enumerated() {
                let row = LayoutItem(name: "row\(index)", intrinsicContentSize: IntrinsicSize(width: 100, height: height))
                root.addChild(row)
                try LayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    rows.last.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                        ?? row.topAnchor.constraint(equalTo: root.topAnchor),
                ])
                rows.append(row)
            }
            root.layoutIfNeeded()
            return (root, rows)
        }
        var heights = (0..<40).map { Double(10 + $0 % 7) }
        let (root, rows) = try list(heights)
        var live = rows
        for round in 0..<6 {
            // The last row leaves, a new one joins below the one before it.
            live.removeLast().removeFromParent()
            let joined = LayoutItem(name: "joined\(round)", intrinsicContentSize: IntrinsicSize(width: 100, height: 12))
            root.addChild(joined)
            try LayoutConstraint.activate([
                joined.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                joined.topAnchor.constraint(equalTo: live.last!.bottomAnchor, constant: 8),
            ])
            live.append(joined)
            heights[heights.count - 1] = 12
            root.layoutIfNeeded()
            // The first row grows: every row below moves.
            heights[0] += 20
            live[0].intrinsicContentSize = IntrinsicSize(width: 100, height: heights[0])
            root.layoutIfNeeded()
            let (_, fresh) = try list(heights)
            for (row, expected) in zip(live, fresh) { #expect(row.frame == expected.frame, "\(row.name)") }
        }
        // By hand: the last row's top is the heights above it and 8 between each.
        let top = heights.dropLast().reduce(0, +) + 8 * Double(heights.count - 1)
        #expect(live.last!.frame == Rect(x: 0, y: top, width: 100, height: 12))
    }
}
