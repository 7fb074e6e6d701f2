import Testing
import LayoutDocument
import Stack

/// Per-item layout direction (UIKit's `semanticContentAttribute`) and
/// directional margins.
@Suite struct LayoutDirectionTests {
    /// A right-to-left screen 320 wide with a media bar forced left to
    /// right: the bar's buttons run from its left (play at 0, next at 44),
    /// while the title outside runs from the right. Each item's leading is
    /// its own direction's, as in UIKit.
    @Test func aForcedLeftToRightBarInsideARightToLeftScreen() throws {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = .rightToLeft
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let play = LayoutItem(name: "play", intrinsicContentSize: IntrinsicSize(width: 36, height: 36))
        let next = LayoutItem(name: "next", intrinsicContentSize: IntrinsicSize(width: 36, height: 36))
        let bar = StackItem(name: "bar", arrangedItems: [play, next])
        bar.spacing = 8
        bar.semanticContentAttribute = .forceLeftToRight
        let flexBar = StackItem(name: "flexBar", arrangedItems: [
            LayoutItem(name: "rewind", intrinsicContentSize: IntrinsicSize(width: 30, height: 30)),
            LayoutItem(name: "forward", intrinsicContentSize: IntrinsicSize(width: 30, height: 30)),
        ])
        flexBar.distribution = .flex(.start)
        flexBar.semanticContentAttribute = .forceLeftToRight
        for item in [title, bar, flexBar] { screen.addChild(item) }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 320),
            title.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10),
            bar.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 10),
            bar.topAnchor.constraint(equalTo: title.bottomAnchor),
            flexBar.leftAnchor.constraint(equalTo: screen.leftAnchor),
            flexBar.widthAnchor.constraint(equalToConstant: 100),
            flexBar.topAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        // The title is right to left: its leading (right) edge 10 from the screen's right.
        #expect(title.frame == Rect(x: 210, y: 0, width: 100, height: 20))
        // The bar sits 10 from the screen's left; inside it, left to right.
        #expect(bar.frame == Rect(x: 10, y: 20, width: 80, height: 36))
        #expect(play.frame.minX == 0 && next.frame.minX == 44)
        #expect(flexBar.arrangedItems.map(\.frame.minX) == [0, 30])
        // Back to inherit: the bar follows the screen.
        bar.semanticContentAttribute = .inherit
        flexBar.semanticContentAttribute = .inherit
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame == Rect(x: 10, y: 20, width: 80, height: 36))
        #expect(next.frame.minX == 0 && play.frame.minX == 44)
        #expect(flexBar.arrangedItems.map(\.frame.minX) == [70, 40])
    }

    /// Directional margins: leading 20, trailing 4; in a right-to-left tree
    /// the left margin is 4 and the right 20, and they swap back.
    @Test func directionalMarginsFollowTheDirection() throws {
        let root = LayoutItem(name: "root")
        let box = LayoutItem(name: "box")
        root.addChild(box)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 100),
                                       box.leftAnchor.constraint(equalTo: root.leftMarginAnchor),
                                       box.rightAnchor.constraint(equalTo: root.rightMarginAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20 && box.frame.width == 76)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 4, bottom: 8, right: 20))
        #expect(box.frame.minX == 4 && box.frame.width == 76)
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4))
    }

    /// Directional margins set on an item before it joins a right-to-left
    /// tree resolve in the tree's direction (leading 20 on the right), and
    /// back when the item leaves it for a tree of its own.
    @Test func directionalMarginsSetBeforeJoiningFollowTheNewDirection() throws {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let box = LayoutItem(name: "box")
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        let x = LayoutItem(name: "x", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        box.addChild(x)
        try LayoutConstraint.activate([x.leadingAnchor.constraint(equalTo: box.leadingMarginAnchor),
                                       x.trailingAnchor.constraint(equalTo: box.trailingMarginAnchor),
                                       x.topAnchor.constraint(equalTo: box.topAnchor),
                                       x.bottomAnchor.constraint(equalTo: box.bottomAnchor)])
        root.addChild(box)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
        #expect(box.frame == Rect(x: 146, y: 0, width: 54, height: 30))
        #expect(x.frame == Rect(x: 4, y: 0, width: 30, height: 30))
        box.removeFromParent()
        #expect(box.layoutIfNeeded().isEmpty)
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 4))
        #expect(x.frame == Rect(x: 20, y: 0, width: 30, height: 30))
    }

    /// The same in a document, where an item's margins are set before it is
    /// added to its parent: the box's leading margin 20 is on the right, and
    /// so is a stack's relative to its margins.
    @Test func documentMarginsFollowARightToLeftRoot() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "root", "size": { "width": 200 }, "layoutDirection": "rightToLeft", "children": [
                { "name": "box", "margins": { "top": 0, "leading": 20, "bottom": 0, "trailing": 4 },
                  "children": [{ "name": "x", "intrinsicSize": { "width": 30, "height": 30 } }] },
                { "name": "s", "stack": { "marginsRelative": true, "spacing": 10 },
                  "margins": { "top": 0, "leading": 20, "bottom": 0, "trailing": 4 },
                  "children": [{ "name": "p", "intrinsicSize": { "width": 30, "height": 30 } },
                               { "name": "q", "intrinsicSize": { "width": 40, "height": 30 } }] }] },
              "constraints": ["box.leading == root.leading", "box.top == root.top",
                              "x.leading == box.leadingMargin", "x.trailing == box.trailingMargin",
                              "x.top == box.top", "x.bottom == box.bottom",
                              "s.leading == root.leading", "s.top == box.bottom"] }
            """).run()
        #expect(run.conflicts.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frameInRoot) })
        #expect(frames["x"] == Rect(x: 150, y: 0, width: 30, height: 30))
        #expect(frames["s"] == Rect(x: 96, y: 30, width: 104, height: 30))
        #expect(frames["p"] == Rect(x: 150, y: 30, width: 30, height: 30))
        #expect(frames["q"] == Rect(x: 100, y: 30, width: 40, height: 30))
    }

    /// A flex stack laid out on its own (a cell sized off-screen) and then
    /// added to a right-to-left tree places its items from the right; taken
    /// out again, at the same size, it places them from the left.
    @Test func aFlexStackLaidOutAloneFollowsTheTreeItJoins() throws {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 40, height: 30))
        let flex = StackItem(name: "flex", arrangedItems: [a, b])
        flex.distribution = .flex(.start)
        flex.spacing = 10
        try flex.widthAnchor.constraint(equalToConstant: 120).activate()
        #expect(flex.layoutIfNeeded().isEmpty)
        #expect([a.frame.minX, b.frame.minX] == [0, 40])
        root.addChild(flex)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                       root.heightAnchor.constraint(equalToConstant: 100),
                                       flex.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       flex.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(flex.frame == Rect(x: 80, y: 0, width: 120, height: 30))
        #expect([a.frame.minX, b.frame.minX] == [90, 40])
        flex.removeFromParent()
        #expect(flex.layoutIfNeeded().isEmpty)
        #expect(flex.frame.width == 120)
        #expect([a.frame.minX, b.frame.minX] == [0, 40])
    }

    /// A flex stack laid out on its own keeps placing its items in the tree
    /// it joins: resized there (80 wide alone, 200 in the row), it places
    /// them again at the end.
    @Test func aFlexStackLaidOutAlonePlacesAgainWhenItsNewTreeResizesIt() throws {
        let root = LayoutItem(name: "root")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 40, height: 30))
        let flex = StackItem(name: "flex", arrangedItems: [a, b])
        flex.distribution = .flex(.end)
        flex.spacing = 10
        #expect(flex.layoutIfNeeded().isEmpty)
        #expect(flex.frame.width == 80)
        root.addChild(flex)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 200),
                                       flex.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       flex.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       flex.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect([a.frame.minX, b.frame.minX] == [120, 160])
    }
}
