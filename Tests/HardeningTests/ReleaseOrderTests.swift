import Testing
@testable import Layout
import Stack

/// Objects go in whatever order the application lets go of them, and what
/// outlives the others keeps working: an engine kept after its root, a
/// constraint kept after its items or its engine, an item arranged by one
/// stack after another, an offset guide whose anchor's item is gone, a
/// tree whose own pass report names its root.
@Suite struct ReleaseOrderTests {
    /// An engine kept after its root is gone keeps none of the tree's
    /// constraints active: one the application kept (with its items) is
    /// activated in another tree, and one whose items are gone changes,
    /// lays out and deactivates without reaching them.
    @Test func engineKeptAfterItsRootLetsGoOfItsConstraints() throws {
        let tracker = LifetimeTracker()
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        let betweenKeptItems = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let engine: LayoutEngine
        let onGoneItem: LayoutConstraint
        do {
            let root = tracker.track(LayoutItem(name: "root"), "root")
            let gone = tracker.track(LayoutItem(name: "gone"), "gone")
            for child in [a, b, gone] { root.addChild(child) }
            onGoneItem = gone.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            try LayoutConstraint.activate([betweenKeptItems, onGoneItem, root.widthAnchor.constraint(equalToConstant: 100)])
            root.layoutIfNeeded()
            #expect(gone.frame.width == 50)
            engine = root.engine
        }
        tracker.expectAllReleased()
        #expect(engine.root == nil)
        #expect(engine.constraints.isEmpty)
        #expect(!betweenKeptItems.isActive && !onGoneItem.isActive)
        onGoneItem.constant = 3
        #expect(engine.layoutIfNeeded().isEmpty)
        onGoneItem.deactivate()

        let screen = LayoutItem(name: "screen")
        screen.addChild(a)
        screen.addChild(b)
        try LayoutConstraint.activate([betweenKeptItems, b.widthAnchor.constraint(equalToConstant: 30)])
        screen.layoutIfNeeded()
        #expect(betweenKeptItems.engine === screen.engine)
        #expect(a.frame.width == 30)
    }

    /// An engine kept after its root forgets every table of the tree: its
    /// `tree` is as a new engine's, whatever the tree had filled (a stack's
    /// constraints and floors, content sizes, an aspect ratio, guides, a
    /// frame, a constant not yet applied, a conflict not yet reported, an
    /// exercised ambiguity). A stored property added to the engine outside
    /// `tree` is not forgotten with it, so the engine's own stored
    /// properties are listed here: what counts over the engine's life
    /// stays outside, what describes the tree goes into `TreeTables`.
    @Test func engineKeptAfterItsRootForgetsEveryTableOfTheTree() throws {
        let fresh = String(describing: LayoutEngine.TreeTables())
        let engine: LayoutEngine
        do {
            let root = LayoutItem(name: "root")
            let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 80, height: 20))
            let photo = LayoutItem(name: "photo")
            photo.aspectRatio = 2
            let row = StackItem(name: "row", arrangedItems: [label, photo])
            row.spacing = 8
            let framed = LayoutItem(name: "framed")
            framed.autoresizingFrame = AutoresizingFrame(frame: Rect(x: 10, y: 10, width: 20, height: 20),
                                                         parentSize: Size(width: 320, height: 480))
            framed.translatesAutoresizingMaskIntoConstraints = true
            let loose = LayoutItem(name: "loose", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
            for child in [row, framed, loose] { root.addChild(child) }
            let inset = row.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor)
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320), inset,
                                           photo.widthAnchor.constraint(equalToConstant: 40)])
            root.layoutIfNeeded()
            _ = loose.exerciseAmbiguityInLayout()
            let tooWide = label.widthAnchor.constraint(equalToConstant: 500)
            try LayoutConstraint.activate([tooWide, row.widthAnchor.constraint(equalToConstant: 100)])
            // Asking decides the conflict (the row's width breaks), which
            // is reported at the next pass.
            #expect(!tooWide.isBroken)
            inset.constant = 4
            engine = root.engine
            #expect(!engine.tree.active.isEmpty && !engine.tree.pendingConflicts.isEmpty && engine.tree.exercise != nil)
            #expect(!engine.tree.changedConstantsInOrder.isEmpty && !engine.tree.autoresizingConstraints.isEmpty)
            #expect(!engine.tree.aspectRatioConstraints.isEmpty && !engine.tree.systemGuideConstraints.isEmpty)
        }
        #expect(engine.root == nil)
        #expect(String(describing: engine.tree) == fresh)
        #expect(Mirror(reflecting: engine).children.map { $0.label ?? "?" } == [
            "rootReference", "heldSolver", "tree", "nextOrder", "regionsEverJoined", "rewrapWalks", "rewrapConstraintsExamined",
            "applicationConstraintsYielded", "generatedEquationsMayWait", "isLayingOut", "stackChangingConstraints",
        ], "a stored property of LayoutEngine outside `tree` outlives the tree: put what describes the tree in TreeTables")
    }

    /// A root whose content the last pass refused, or which did not
    /// settle, is named by the pass report its engine keeps; the tree is
    /// released all the same.
    @Test func rootNamedByItsOwnPassReportIsReleased() {
        let tracker = LifetimeTracker()
        do {
            let refused = tracker.track(LayoutItem(name: "refused"), "refused")
            refused.setMeasure { _ in Size(width: .nan, height: 20) }
            refused.layoutIfNeeded()
            #expect(refused.engine.lastPassReport.invalidMeasurements.map(\.item.name) == ["refused"])

            let restless = tracker.track(LayoutItem(name: "restless"), "restless")
            var growth = 0.0
            restless.setMeasure { _ in
                growth += 1
                return Size(width: growth, height: 20)
            }
            restless.layoutIfNeeded()
            #expect(restless.engine.lastPassReport.unsettledItems.map(\.name) == ["restless"])
            tracker.track(refused.engine, "refused's engine")
            tracker.track(restless.engine, "restless's engine")
        }
        tracker.expectAllReleased()
    }

    /// An item arranged by one stack after another, each released in
    /// turn, is observed by the live stack only.
    @Test func itemArrangedByStackAfterStackKeepsOneObserver() {
        let item = LayoutItem(name: "item", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        var stack = StackItem(name: "stack 0", arrangedItems: [item])
        for index in 1...20 {
            stack.layoutIfNeeded()
            stack = StackItem(name: "stack \(index)", arrangedItems: [item])
        }
        #expect(item.observers.count == 1)
        stack.layoutIfNeeded()
        #expect(item.frame.width == 40)
    }

    /// An item the stack stopped arranging, then took out of the stack and
    /// released before the next pass, leaves no generated constraint
    /// behind: another item leaving and the next pass do not reach it.
    @Test func unarrangedItemReleasedBeforeThePassLeavesNoConstraint() throws {
        let root = LayoutItem(name: "root")
        let kept = LayoutItem(name: "kept", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let other = LayoutItem(name: "other", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let stack: StackItem
        do {
            let gone = LayoutItem(name: "gone", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
            stack = StackItem(name: "stack", arrangedItems: [gone, kept, other])
            root.addChild(stack)
            root.layoutIfNeeded()
            stack.removeArrangedItem(gone)
            #expect(!stack.generatedConstraints.contains { $0.firstItem === gone || $0.secondItem === gone })
            gone.removeFromParent()
        }
        other.removeFromParent()
        root.layoutIfNeeded()
        #expect(stack.arrangedItems.map(\.name) == ["kept"])
        #expect(kept.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// The offset guide an item keeps for a pair of anchors goes once an
    /// anchor's item is gone: a list whose cells each measure their offset
    /// from the root leaves no guide per cell, and a new cell (which may
    /// take a released one's address) gets a guide tied to it.
    @Test func offsetGuideToAReleasedItemIsRemoved() throws {
        let root = LayoutItem(name: "root")
        try root.widthAnchor.constraint(equalToConstant: 200).activate()
        for index in 0..<20 {
            let cell = LayoutItem(name: "cell \(index)")
            root.addChild(cell)
            let offset = Double(index)
            try root.leftAnchor.anchorWithOffset(to: cell.leftAnchor).constraint(equalToConstant: offset).activate()
            root.layoutIfNeeded()
            #expect(cell.frame.minX == offset)
            cell.removeFromParent()
        }
        #expect(root.layoutGuides.count <= 1)
    }

    /// An item's handle reads the item while it lives and nil once it is
    /// gone, whoever still holds the handle.
    @Test func handleReadsNilOnceItsItemIsGone() {
        let handle: ItemHandle
        do {
            let item = LayoutItem(name: "item")
            handle = item.handle
            #expect(handle.item === item)
            #expect(item.handle === handle)
        }
        #expect(handle.item == nil)
    }

    /// A flex card and its measured text, taken out and released between
    /// two passes, are left out of the next one (the engine still holds
    /// their handles as a placer and a measured item), and a card made in
    /// their place, which may take a released one's address, is laid out.
    @Test func flexCardReleasedBetweenPassesIsLeftOut() {
        let root = LayoutItem(name: "root")
        let list = StackItem(name: "list")
        list.axis = .vertical
        list.distribution = .flex(.start)
        list.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0),
                                        maximum: Size(width: 200, height: .infinity))
        root.addChild(list)
        func card(_ index: Int, words: [Double]) -> StackItem {
            let text = LayoutItem(name: "text\(index)")
            text.measuredContent = WrappedText(words: words, lineHeight: 20)
            let card = StackItem(name: "card\(index)", arrangedItems: [text])
            card.axis = .vertical
            card.distribution = .flex(.start)
            return card
        }
        let kept = card(0, words: [50])
        list.addArrangedItem(kept)
        do {
            let gone = card(1, words: [120, 120])
            list.addArrangedItem(gone)
            root.layoutIfNeeded()
            #expect(gone.frame == Rect(x: 0, y: 20, width: 200, height: 40))
            gone.removeFromParent()
        }
        for index in 2...4 { list.addArrangedItem(card(index, words: [150, 100])) }
        root.layoutIfNeeded()
        #expect(list.arrangedItems.map(\.name) == ["card0", "card2", "card3", "card4"])
        #expect(list.arrangedItems.map(\.frame.minY) == [0, 20, 60, 100])
        #expect(list.frame.height == 140)
    }
}
