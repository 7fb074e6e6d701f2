import Testing
import Cassowary
@testable import Layout

/// `LayoutConstraint.activate([...])` puts a batch's equations into the
/// solver in one step when they all hold, and otherwise one at a time: the
/// layout, the broken constraints and the conflicts reported are those of
/// activating the constraints one by one.
@Suite struct BatchActivationTests {
    /// A 320 × 480 root with a row of `count` 40-wide items 10 apart from
    /// its leading edge, each 30 high below the one before, and whatever
    /// `extra` constraints add; built twice, once activated in one call and
    /// once a constraint at a time.
    func row(of count: Int = 5, extra: (LayoutItem, [LayoutItem]) -> [LayoutConstraint], together: Bool) throws
        -> (root: LayoutItem, items: [LayoutItem], conflicts: [LayoutConflict]) {
        let root = LayoutItem(name: "root")
        let items = (0..<count).map { LayoutItem(name: "item\($0)") }
        for item in items { root.addChild(item) }
        var constraints = [root.widthAnchor.constraint(equalToConstant: 320),
                           root.heightAnchor.constraint(equalToConstant: 480)]
        for (index, item) in items.enumerated() {
            let leading = index == 0 ? root.leadingAnchor : items[index - 1].trailingAnchor
            constraints += [
                item.leadingAnchor.constraint(equalTo: leading, constant: 10),
                item.widthAnchor.constraint(equalToConstant: 40),
                item.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index) * 30),
                item.heightAnchor.constraint(equalToConstant: 30),
            ]
        }
        constraints += extra(root, items)
        if together {
            try LayoutConstraint.activate(constraints)
        } else {
            for constraint in constraints { try LayoutConstraint.activate([constraint]) }
        }
        return (root, items, root.layoutIfNeeded())
    }

    @Test func aBatchThatHoldsLaysOutAsOneAtATime() throws {
        let pinned = { (root: LayoutItem, items: [LayoutItem]) in
            [items[4].trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)]
        }
        let together = try row(extra: pinned, together: true)
        let stepped = try row(extra: pinned, together: false)
        #expect(together.conflicts.isEmpty && stepped.conflicts.isEmpty)
        #expect(together.items.map(\.frame) == stepped.items.map(\.frame))
        // 10 + 40 per item: the last ends at 250.
        #expect(together.items[4].frame == Rect(x: 210, y: 120, width: 40, height: 30))
        #expect(together.root.engine.constraints.map(\.description) == stepped.root.engine.constraints.map(\.description))
    }

    /// The last item pinned 10 from a trailing edge at 320 and 100 wide
    /// cannot hold with the row's required widths: the same constraint
    /// breaks, with the same conflict, either way.
    @Test func aBatchWithAConflictBreaksWhatOneAtATimeBreaks() throws {
        let clash = { (root: LayoutItem, items: [LayoutItem]) in
            [items[4].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
             items[2].widthAnchor.constraint(equalToConstant: 100)]
        }
        let together = try row(extra: clash, together: true)
        let stepped = try row(extra: clash, together: false)
        #expect(together.root.engine.brokenConstraints.map(\.description)
                == stepped.root.engine.brokenConstraints.map(\.description))
        #expect(together.root.engine.brokenConstraints.count == 2)
        #expect(together.conflicts.map(\.description) == stepped.conflicts.map(\.description))
        #expect(together.items.map(\.frame) == stepped.items.map(\.frame))
    }

    /// 60 items make 242 constraints, more than one step of the solver
    /// (`Solver.additionsPerStep`): the conflict comes in the second step,
    /// the constraint named twice spans two.
    @Test func aLongBatchBreaksWhatOneAtATimeBreaks() throws {
        var repeated: LayoutConstraint?
        let clash = { (root: LayoutItem, items: [LayoutItem]) -> [LayoutConstraint] in
            let pin = items[0].widthAnchor.constraint(lessThanOrEqualToConstant: 60)
            repeated = pin
            return [pin, items[59].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10), pin]
        }
        let together = try row(of: 60, extra: clash, together: true)
        #expect(together.root.engine.constraints.filter { $0 === repeated }.count == 1)
        let stepped = try row(of: 60, extra: clash, together: false)
        #expect(together.root.engine.brokenConstraints.map(\.description)
                == stepped.root.engine.brokenConstraints.map(\.description))
        #expect(together.root.engine.brokenConstraints.count == 1)
        #expect(together.conflicts.map(\.description) == stepped.conflicts.map(\.description))
        #expect(together.items.map(\.frame) == stepped.items.map(\.frame))
        #expect(Solver.additionsPerStep < 242)
    }

    @Test func aConstraintNamedTwiceIsActivatedOnce() throws {
        let (root, children) = try makeTree(children: ["a"])
        let left = children[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12)
        let width = children[0].widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([left, width, left])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.constraints.filter { $0 === left }.count == 1)
        #expect(children[0].frame == Rect(x: 12, y: 0, width: 50, height: 0))
    }

    /// One call naming the items of two trees puts each tree's constraints
    /// into its own engine.
    @Test func aBatchAcrossTwoTreesGoesToEachEngine() throws {
        let (first, firstChildren) = try makeTree(width: 200, children: ["a"])
        let (second, secondChildren) = try makeTree(width: 300, children: ["b"])
        try LayoutConstraint.activate([
            firstChildren[0].widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.5),
            firstChildren[0].heightAnchor.constraint(equalToConstant: 10),
            secondChildren[0].widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 0.5),
            secondChildren[0].heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(first.layoutIfNeeded().isEmpty && second.layoutIfNeeded().isEmpty)
        #expect(firstChildren[0].frame.size == Size(width: 100, height: 10))
        #expect(secondChildren[0].frame.size == Size(width: 150, height: 20))
    }
}
