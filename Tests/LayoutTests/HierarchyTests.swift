import Testing
@testable import Layout

/// Trees, engines and what happens to constraints when items move.
@Suite struct HierarchyTests {
    @Test func constraintsBetweenTreesAreRefused() throws {
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(throws: LayoutError.self) { try constraint.activate() }
        do { try constraint.activate() } catch {
            #expect(error.description == "a.leading == b.leading relates items with no common ancestor:"
                    + " a is the root of a tree of its own; b is the root of a tree of its own")
        }
        #expect(!constraint.isActive)
    }

    /// An item lists the constraints made on it, unretained, only while
    /// they live: constraints made and dropped by the thousand (as a
    /// scrolling list does) leave nothing behind, in whatever order they
    /// go, and one that names an item twice is listed twice and taken off
    /// twice; the rest keep their items.
    @Test func anItemListsOnlyTheConstraintsThatStillLive() throws {
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        var made: [LayoutConstraint] = []
        for index in 0..<1000 {
            made.append(index % 3 == 0 ? a.widthAnchor.constraint(equalTo: a.heightAnchor)
                                       : a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: Double(index)))
        }
        #expect(a.namingConstraints.count == 1334 && b.namingConstraints.count == 666)
        // Every other one, then the rest from the back: entries move into
        // the places of those that went.
        made = made.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(a.namingConstraints.count == 667 && b.namingConstraints.count == 333)
        for constraint in made.suffix(400) {
            #expect(constraint.firstItem === a && (constraint.secondItem === a || constraint.secondItem === b))
        }
        made.removeLast(400)
        for (index, entry) in a.namingConstraints.enumerated() {
            let constraint = entry.constraint.takeUnretainedValue()
            #expect((entry.asSecond ? constraint.secondItem : constraint.firstItem) === a, "entry \(index)")
        }
        made.removeAll()
        #expect(a.namingConstraints.isEmpty && b.namingConstraints.isEmpty)
    }

    /// A guide whose owner is not in the tree: the error says where the
    /// owner is.
    @Test func aGuideOfAnItemOutsideTheTreeIsNamedWithItsOwner() throws {
        let root = LayoutItem(name: "root"), x = LayoutItem(name: "x"), owner = LayoutItem(name: "owner")
        root.addChild(x)
        let guide = LayoutGuide(name: "ownersGuide")
        owner.addLayoutGuide(guide)
        do {
            try guide.leadingAnchor.constraint(equalTo: x.trailingAnchor).activate()
            Issue.record("activated across trees")
        } catch {
            #expect(error.description == "ownersGuide.leading == x.trailing relates items with no common ancestor:"
                    + " ownersGuide belongs to owner, the root of a tree of its own; x is in root's tree")
        }
    }

    @Test func aBatchIsAllOrNothing() throws {
        let (root, items) = try makeTree(children: ["a"])
        let good = items[0].widthAnchor.constraint(equalToConstant: 10)
        let bad = items[0].heightAnchor.constraint(equalToConstant: .nan)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activate([good, bad]) }
        #expect(!good.isActive && !bad.isActive)
        let mixed = LayoutConstraint(items[0], .leading, .equal, root, .left)
        do { try mixed.activate() } catch {
            #expect(error.description == "a.leading == root.left relates a leading/trailing attribute to a left/right one")
        }
        let crossed = LayoutConstraint(items[0], .top, .equal, root, .width)
        #expect(throws: LayoutError.self) { try crossed.activate() }
    }

    @Test func aSubtreeBroughtInKeepsItsConstraints() throws {
        let (root, _) = try makeTree(children: [])
        let card = LayoutItem(name: "card"), label = LayoutItem(name: "label")
        card.addChild(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        root.addChild(card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 5, 5, 50, 20)
        expectFrame(label, 105, 205, 50, 20, inRoot: true)
        #expect(card.ownEngine == nil)
    }

    @Test func removingASubtreeDeactivatesTheConstraintsThatCrossIt() throws {
        let (root, items) = try makeTree(children: ["card", "other"])
        let (card, other) = (items[0], items[1])
        let label = LayoutItem(name: "label")
        card.addChild(label)
        let inside = label.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let across = card.leadingAnchor.constraint(equalTo: other.trailingAnchor)
        let toRoot = card.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([inside, across, toRoot])
        card.removeFromParent()
        #expect(!across.isActive)
        #expect(inside.isActive && toRoot.isActive)
        card.layoutIfNeeded()
        #expect(label.frame.width == 100)
        #expect(root.engine.constraints.allSatisfy { $0.firstItem !== card && $0.secondItem !== card })
    }

    /// The solver reports only values that changed; an item that comes back
    /// to a place where its values did not change still gets its frame
    /// rewritten, not the one it had before it left (found by a random
    /// engine session, seed 2).
    @Test func anItemThatComesBackGetsItsFrameRewritten() throws {
        let (root, items) = try makeTree(children: ["a"])
        let a = items[0]
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 58),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            a.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 58, 12, 40, 0)
        a.removeFromParent()
        root.layoutIfNeeded()
        root.addChild(a)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 40, 0)
    }

    @Test func guidesTakePartLikeItems() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        let gap = LayoutGuide(name: "gap")
        root.addLayoutGuide(gap)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(gap.frame.minX == 50 && gap.frame.width == 25)
        #expect(b.frame.minX == 75 && b.frame.width == 245)
        root.removeLayoutGuide(gap)
        #expect(b.constraints.values.filter { $0.origin == .user }.count == 1)
        let detached = LayoutGuide(name: "loose")
        do { try detached.widthAnchor.constraint(equalToConstant: 1).activate() } catch {
            #expect(error.description == "loose.width == 1 refers to the guide loose, which belongs to no item")
        }
    }

    @Test func hiddenItemsKeepTheirConstraints() throws {
        let (root, items) = try makeTree(children: ["a"])
        let a = items[0]
        try LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 5)])
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(a.frame.size == Size(width: 30, height: 5))
    }
}

/// A subtree that has an engine of its own joins a tree whose engine does
/// not exist yet.
@Suite struct AdoptionTests {
    @Test func aSubtreeWithAnEngineJoinsATreeWithoutOneOnce() throws {
        let panel = LayoutItem(name: "panel")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        panel.addChild(label)
        try label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8).activate()
        let root = LayoutItem(name: "root")
        root.addChild(panel)
        let names = root.engine.constraints.compactMap(\.identifier)
        #expect(names.filter { $0 == "label-nonnegative-width" }.count == 1)
        #expect(names.filter { $0 == "label-hugging-horizontal" }.count == 1)
        #expect(root.engine.constraints.filter { $0.origin == .user }.count == 1)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 0, width: 40, height: 20))
    }
}

/// What a constraint knows once the engine that held it is gone.
@Suite struct EngineLifetimeTests {
    /// The root and its engine go away while a child and its constraint
    /// live on: the constraint reads inactive, and activating it in the
    /// child's new tree enforces it there.
    @Test func aConstraintOutlivingItsEngineIsInactiveAndWorksInANewTree() throws {
        let child = LayoutItem(name: "child")
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        do {
            let root = LayoutItem(name: "root")
            root.addChild(child)
            try width.activate()
            _ = root.layoutIfNeeded()
            #expect(child.frame.width == 10)
            #expect(width.isActive)
        }
        #expect(child.parent == nil)
        #expect(!width.isActive)
        #expect(!width.isBroken)
        let newRoot = LayoutItem(name: "newRoot")
        newRoot.addChild(child)
        width.constant = 30
        try width.activate()
        #expect(width.isActive)
        _ = newRoot.layoutIfNeeded()
        #expect(child.frame.width == 30)
        child.removeFromParent()
        #expect(width.isActive)
        #expect(child.engine.constraints.filter { $0 === width }.count == 1)
    }
}
