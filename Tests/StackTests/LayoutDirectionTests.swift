import Testing
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
}
