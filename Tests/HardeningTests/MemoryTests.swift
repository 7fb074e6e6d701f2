import Foundation
import Testing
import Cassowary
import ConstraintSystem
import Layout
import Stack
import LayoutDocument

/// Objects are released when the user lets go of them: items, guides,
/// constraints, engines, stacks (their arranged items, guides and generated
/// constraints), solvers and variables, and everything a layout document
/// run builds.
///
/// Each test makes its objects inside a `do {}` scope, registers them with a
/// ``LifetimeTracker`` (which keeps only weak references) and, once the scope
/// has ended, expects every one of them to be gone. Any strong reference
/// cycle between items, constraints and the engine keeps the whole cycle
/// alive, and the failure names what survived.
///
/// What the engine keeps about its tree refers to the regions weakly, and a
/// constraint does not keep its items alive (as in UIKit), so the root →
/// engine → regions and item → constraints → item cycles that these tests
/// once found are gone.
@Suite struct MemoryTests {
    /// A laid-out tree (items, a guide, anchor and visual-format
    /// constraints, a conflict, the debugging queries) and its engine are
    /// all released with the tree.
    @Test func laidOutTreeAndItsEngineAreReleased() throws {
        let tracker = LifetimeTracker()
        do {
            let root = tracker.track(LayoutItem(name: "root"), "root")
            let title = tracker.track(LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20)), "title")
            let button = tracker.track(LayoutItem(name: "button", intrinsicContentSize: IntrinsicSize(width: 60, height: 30)), "button")
            let gap = tracker.track(LayoutGuide(name: "gap"), "gap")
            root.addChild(title)
            root.addChild(button)
            root.addLayoutGuide(gap)
            var constraints = [
                root.widthAnchor.constraint(equalToConstant: 320),
                title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                button.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                gap.leadingAnchor.constraint(equalTo: title.trailingAnchor),
                gap.trailingAnchor.constraint(equalTo: button.leadingAnchor),
                gap.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
                gap.topAnchor.constraint(equalTo: root.topAnchor),
                gap.heightAnchor.constraint(equalToConstant: 0),
                // Conflicts with the 320 width: the engine breaks it and reports it.
                root.widthAnchor.constraint(equalToConstant: 300),
            ]
            constraints += try LayoutConstraint.constraints(withVisualFormat: "H:|-[title]", views: ["title": title])
            for (index, constraint) in constraints.enumerated() { tracker.track(constraint, "constraint \(index)") }
            try LayoutConstraint.activate(constraints)
            let conflicts = root.layoutIfNeeded()
            tracker.track(root.engine, "engine")
            tracker.track(root.layoutMarginsGuide, "margins guide")
            _ = root.engine.ambiguities()
            _ = button.constraintsAffectingLayout(for: .horizontal)
            _ = root.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
            #expect(conflicts.count == 1)
            #expect(title.frame == Rect(x: 8, y: 8, width: 120, height: 20))
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
    }

    /// Letting go of a tree while keeping its engine releases the items;
    /// the engine forgets its root.
    @Test func treeDroppedWhileItsEngineIsKeptIsReleased() throws {
        let tracker = LifetimeTracker()
        let engine: LayoutEngine
        do {
            let root = tracker.track(LayoutItem(name: "root"), "root")
            let child = tracker.track(LayoutItem(name: "child"), "child")
            root.addChild(child)
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                           child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)])
            root.layoutIfNeeded()
            engine = root.engine
            #expect(child.frame.width == 100)
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
        #expect(engine.root == nil)
    }

    /// A tree that joins another hands its constraints to that tree's
    /// engine; its own engine, kept by the application, has no root from
    /// then on, and the items it had are released with the tree they
    /// joined.
    @Test func engineOfATreeThatJoinedAnotherForgetsItsRoot() throws {
        let tracker = LifetimeTracker()
        let kept: LayoutEngine
        do {
            let screen = tracker.track(LayoutItem(name: "screen"), "screen")
            let card = tracker.track(LayoutItem(name: "card"), "card")
            let title = tracker.track(LayoutItem(name: "title"), "title")
            card.addChild(title)
            try title.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -20).activate()
            kept = card.engine
            #expect(kept.root === card)
            screen.addChild(card)
            #expect(kept.root == nil)
            try LayoutConstraint.activate([screen.widthAnchor.constraint(equalToConstant: 300),
                                           card.widthAnchor.constraint(equalTo: screen.widthAnchor)])
            screen.layoutIfNeeded()
            #expect(title.frame.width == 280)
            #expect(screen.engine.root === screen)
        }
        tracker.expectAllReleased()
        #expect(kept.root == nil)
    }

    /// A constraint kept after its tree and engine are gone no longer has
    /// an engine: changing or deactivating it reaches none (it would reach
    /// a released one if the engine did not forget itself as it goes).
    @Test func constraintKeptAfterItsEngineIsGoneHasNoEngine() throws {
        let tracker = LifetimeTracker()
        let kept: LayoutConstraint
        do {
            let bar = tracker.track(LayoutItem(name: "bar"), "bar")
            kept = bar.heightAnchor.constraint(equalToConstant: 44)
            try kept.activate()
            bar.layoutIfNeeded()
            _ = tracker.track(bar.engine, "engine")
            #expect(bar.frame.height == 44)
        }
        tracker.expectAllReleased()
        kept.constant = 10
        kept.priority = 500
        kept.deactivate()
        #expect(!kept.isBroken)
    }

    /// A constraint kept after one of its items is gone still describes
    /// it by name, refuses activation naming the released item, and goes
    /// away later without touching it; the item it shared with the other
    /// one lives on and lays out. Constraints hold their items unretained
    /// and each side clears itself from the other as it goes, so the order
    /// of going does not matter, nor does a constraint naming one item
    /// twice.
    @Test func constraintKeptAfterItsItemIsGoneNamesItAndRefusesActivation() throws {
        let tracker = LifetimeTracker()
        let root = LayoutItem(name: "root")
        let kept = LayoutItem(name: "kept")
        root.addChild(kept)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       root.heightAnchor.constraint(equalToConstant: 100),
                                       kept.widthAnchor.constraint(equalToConstant: 80)])
        var toGone: LayoutConstraint?
        var onItself: LayoutConstraint?
        do {
            let gone = tracker.track(LayoutItem(name: "gone"), "gone")
            toGone = kept.leadingAnchor.constraint(equalTo: gone.trailingAnchor, constant: 8)
            onItself = gone.widthAnchor.constraint(equalTo: gone.heightAnchor)
        }
        tracker.expectAllReleased()
        #expect(toGone!.description.contains("gone.trailing"))
        #expect(onItself!.description.contains("gone.width"))
        let refused = #expect(throws: LayoutError.self) { try toGone!.activate() }
        guard case .releasedItem(let named) = refused else { Issue.record("\(String(describing: refused))"); return }
        #expect(named === toGone)
        toGone = nil
        onItself = nil
        let pinned = kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        try pinned.activate()
        root.layoutIfNeeded()
        #expect(kept.frame == Rect(x: 8, y: 0, width: 80, height: 0))
    }

    /// Deactivated constraints are released while their tree lives on,
    /// however they were deactivated (one by one, `isActive = false`, as a
    /// list, or a broken constraint), and so are a removed guide and a leaf
    /// item removed from the tree.
    @Test func deactivatedConstraintsAndRemovedRegionsAreReleased() throws {
        let tracker = LifetimeTracker()
        let root = LayoutItem(name: "root")
        let kept = LayoutItem(name: "kept")
        root.addChild(kept)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       kept.widthAnchor.constraint(equalToConstant: 100)])
        do {
            let leaf = tracker.track(LayoutItem(name: "leaf"), "leaf")
            let guide = tracker.track(LayoutGuide(name: "guide"), "guide")
            root.addChild(leaf)
            root.addLayoutGuide(guide)
            let single = tracker.track(kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), "single")
            let property = tracker.track(kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 4), "property")
            let listed = tracker.track(guide.widthAnchor.constraint(equalTo: kept.widthAnchor), "listed")
            let broken = tracker.track(kept.widthAnchor.constraint(equalToConstant: 50), "broken")
            let toLeaf = tracker.track(leaf.leadingAnchor.constraint(equalTo: kept.trailingAnchor), "to leaf")
            try LayoutConstraint.activate([single, property, listed, broken, toLeaf])
            #expect(root.layoutIfNeeded().count == 1)
            #expect(broken.isBroken)
            single.constant = 12
            root.layoutIfNeeded()
            #expect(kept.frame.minX == 12)

            single.deactivate()
            property.isActive = false
            LayoutConstraint.deactivate([listed, broken])
            root.removeLayoutGuide(guide)
            leaf.removeFromParent()
            root.layoutIfNeeded()
            #expect(!toLeaf.isActive)
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
        #expect(root.engine.constraints.filter { $0.origin == .user }.count == 2)
        #expect(root.children.map(\.name) == ["kept"])
    }

    /// A subtree removed from its tree, taking its inner constraints into an
    /// engine of its own, is released once the user lets go of it.
    @Test func removedSubtreeWithItsOwnEngineIsReleased() throws {
        let tracker = LifetimeTracker()
        let root = LayoutItem(name: "root")
        do {
            let panel = tracker.track(LayoutItem(name: "panel"), "panel")
            let label = tracker.track(LayoutItem(name: "label"), "label")
            root.addChild(panel)
            panel.addChild(label)
            let inner = tracker.track(label.widthAnchor.constraint(equalTo: panel.widthAnchor), "inner")
            let outer = tracker.track(panel.widthAnchor.constraint(equalTo: root.widthAnchor), "outer")
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200), inner, outer])
            root.layoutIfNeeded()
            panel.removeFromParent()
            #expect(inner.isActive && !outer.isActive)
            tracker.track(panel.engine, "panel engine")
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
        #expect(root.children.isEmpty)
    }

    /// A stack, its arranged items, the guides it made and the constraints
    /// it generated are released with the tree.
    @Test func stackWithArrangedItemsIsReleased() throws {
        let tracker = LifetimeTracker()
        do {
            let root = tracker.track(LayoutItem(name: "root"), "root")
            let items = (0..<3).map { tracker.track(LayoutItem(name: "item\($0)", intrinsicContentSize: IntrinsicSize(width: 40, height: 20)), "item\($0)") }
            let stack = tracker.track(StackItem(name: "stack", arrangedItems: items), "stack")
            stack.distribution = .equalSpacing
            stack.alignment = .firstBaseline
            root.addChild(stack)
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 300),
                                           stack.widthAnchor.constraint(equalTo: root.widthAnchor)])
            root.layoutIfNeeded()
            for (index, constraint) in stack.generatedConstraints.enumerated() { tracker.track(constraint, "generated \(index)") }
            for guide in stack.layoutGuides { tracker.track(guide, guide.name) }
            #expect(stack.layoutGuides.count >= 2)
            #expect(items[2].frame.maxX == 300)
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
    }

    /// Items removed from a stack that lives on are released, with the gap
    /// guides and generated constraints that were theirs. (Today the
    /// stack's constraints on a single item, such as `STK-order-tiebreak`,
    /// go with the item into an engine of its own, which then keeps it.)
    @Test func itemsRemovedFromALiveStackAreReleased() throws {
        let tracker = LifetimeTracker()
        let root = LayoutItem(name: "root")
        let first = LayoutItem(name: "first", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        let stack = StackItem(name: "stack", arrangedItems: [first])
        stack.distribution = .equalSpacing
        root.addChild(stack)
        try LayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 300)])
        do {
            let second = tracker.track(LayoutItem(name: "second", intrinsicContentSize: IntrinsicSize(width: 40, height: 20)), "second")
            let third = tracker.track(LayoutItem(name: "third", intrinsicContentSize: IntrinsicSize(width: 40, height: 20)), "third")
            stack.addArrangedItem(second)
            stack.addArrangedItem(third)
            root.layoutIfNeeded()
            #expect(third.frame.maxX == 300)
            let leaving: [LayoutRegion] = [second, third]
            for constraint in stack.generatedConstraints
            where leaving.contains(where: { $0 === constraint.firstItem || $0 === constraint.secondItem }) {
                tracker.track(constraint, constraint.description)
            }
            for guide in stack.layoutGuides where guide.name.hasSuffix("(first)") || guide.name.hasSuffix("(second)") {
                tracker.track(guide, guide.name)
            }
            #expect(tracker.count > 6)
            #expect(tracker.alive.count == tracker.count)
            stack.removeArrangedItem(second)
            second.removeFromParent()
            third.removeFromParent()
            root.layoutIfNeeded()
            #expect(stack.arrangedItems.map(\.name) == ["first"])
        }
        tracker.expectAllReleased()
        #expect(stack.layoutGuides.allSatisfy { !$0.name.hasSuffix("(first)") && !$0.name.hasSuffix("(second)") })
    }

    /// An arranged item that the user keeps outlives its tree and its
    /// stack: they are released, and the item, now the root of a tree of
    /// its own, goes on working (a stack observes its arranged items, so it
    /// must stop doing so when it goes; the item's constraints to the
    /// released tree must go too).
    @Test func arrangedItemOutlivesItsStack() throws {
        let tracker = LifetimeTracker()
        let item = LayoutItem(name: "kept", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        do {
            let root = tracker.track(LayoutItem(name: "root"), "root")
            let stack = tracker.track(StackItem(name: "stack", arrangedItems: [item]), "stack")
            root.addChild(stack)
            try LayoutConstraint.activate([item.heightAnchor.constraint(equalTo: root.heightAnchor)])
            root.layoutIfNeeded()
            #expect(item.frame.width == 40)
        }
        tracker.expectAllReleased()
        item.isHidden = true
        item.isHidden = false
        item.layoutMargins = EdgeInsets(all: 2)
        item.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
        #expect(item.layoutIfNeeded().isEmpty)
        #expect(item.frame.width == 50)
    }

    /// A solver with required and optional constraints, edit variables, a
    /// suggestion, a refused constraint and a removal is released with its
    /// variables and constraints.
    @Test func solverWithEditVariablesIsReleased() throws {
        let tracker = LifetimeTracker()
        do {
            let solver = tracker.track(Solver(), "solver")
            let left = tracker.track(Variable("left"), "left")
            let width = tracker.track(Variable("width"), "width")
            let constraints = [
                tracker.track(left >= 0, "left >= 0"),
                tracker.track(left + width <= 320, "fits"),
                tracker.track((width == 400) | .weak, "preferred"),
            ]
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.addEditVariable(width, priority: .strong)
            try solver.addEditVariable(left, priority: .medium)
            try solver.suggestValue(150, for: width)
            try solver.suggestValue(40, for: left)
            let refused = tracker.track(left + width >= 400, "refused")
            #expect(throws: SolverError.self) { try solver.addConstraint(refused) }
            try solver.removeEditVariable(left)
            try solver.removeConstraint(constraints[2])
            #expect(solver.value(of: width) == 150)
            // Everything is alive until the end of this scope (an optimized
            // build would release `refused` after its last use).
            withExtendedLifetime((solver, refused, constraints)) {
                #expect(tracker.alive.count == tracker.count)
            }
        }
        tracker.expectAllReleased()
    }

    /// A solver that lives on releases the constraints and edit variables
    /// taken out of it, and ``Solver/reset()`` releases every variable it
    /// has seen. (It lets go of a variable that left its last constraint
    /// once it reclaims such variables in bulk: `LongLivedEngineTests`.)
    @Test func constraintsRemovedFromALiveSolverAreReleased() throws {
        let constraints = LifetimeTracker(), variables = LifetimeTracker()
        let solver = Solver()
        let kept = Variable("kept")
        try solver.addConstraint(kept == 1)
        do {
            let x = variables.track(Variable("x"), "x")
            let y = variables.track(Variable("y"), "y")
            let sum = constraints.track(x + y == 10, "sum")
            let bound = constraints.track(x >= 2, "bound")
            try solver.addConstraint(sum)
            try solver.addConstraint(bound)
            try solver.addEditVariable(y, priority: .strong)
            try solver.suggestValue(3, for: y)
            #expect(solver.value(of: x) == 7)
            try solver.removeEditVariable(y)
            try solver.removeConstraint(sum)
            try solver.removeConstraint(bound)
            #expect(constraints.alive.count == 2)
        }
        constraints.expectAllReleased()
        #expect(solver.value(of: kept) == 1)
        solver.reset()
        variables.expectAllReleased()
    }

    /// Laying out an example document through `LayoutDocument.run()`, the
    /// API behind `layout run` (and its text, JSON and SVG outputs), leaves
    /// nothing alive once the run is dropped.
    @Test(arguments: ["Examples/toolbar.json", "Examples/broken/conflict.json", "Examples/Stacks/flex-grow.json"])
    func layoutDocumentRunIsReleased(path: String) throws {
        let tracker = LifetimeTracker()
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        do {
            let run = try LayoutDocument(parsing: text).run()
            for item in run.items { tracker.track(item, item.name) }
            for constraint in run.root.engine.constraints { tracker.track(constraint, run.text(of: constraint)) }
            tracker.track(run.root.engine, "engine")
            let picture = LayoutPicture(root: run.root, conflicts: run.conflicts, ambiguous: run.ambiguous,
                                        label: run.text(of:))
            #expect(!picture.svg.isEmpty)
            #expect(!run.text(strict: false).isEmpty)
            #expect(run.json(strict: false) != .null)
            #expect(tracker.alive.count == tracker.count)
        }
        tracker.expectAllReleased()
    }
}

/// The repository's root, for the bundled examples.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
