import Testing
import Stack

/// ``ValueExplanation/openRegions`` where a stack follows an open region:
/// the region outside the stack is named, not the stack's items that move
/// along through its alignment.
@Suite struct OpenRegionStackTests {
    /// A vertical stack of three rows of no width pinned to a scroll
    /// item's content guide on all four sides, and nothing giving the
    /// content a width (the classic forgotten `rows.width ==
    /// list.frame.width`): the rows' width is open because the content's
    /// is. Asked of the stack or of a row, the answer is the content guide,
    /// once.
    @Test func aStackInAnOpenContentGuideNamesTheGuideAlone() throws {
        let root = LayoutItem(name: "screen")
        let list = ScrollItem(name: "list")
        let rows = (0..<3).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44)) }
        let stack = StackItem(name: "rows", arrangedItems: rows)
        stack.axis = .vertical
        root.addChild(list)
        list.addChild(stack)
        let content = list.contentLayoutGuide
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 390), root.heightAnchor.constraint(equalToConstant: 844),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor), list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            list.topAnchor.constraint(equalTo: root.topAnchor), list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor), stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // Three rows of 44, one under the other: the height is decided.
        #expect(stack.frame.height == 132)
        #expect(rows[2].frame.minY == 88)
        let asked = stack.explanation(of: .width)
        #expect(asked.openRange != nil)
        #expect(asked.openRegions.map(\.region.name) == [content.name])
        #expect(asked.openRegions.first?.links.flatMap { $0.constraints.map(\.description) }
                == ["rows.leading == list.content.leading", "rows.trailing == list.content.trailing"])
        #expect(rows[1].explanation(of: .width).openRegions.map(\.region.name) == [content.name])
    }
}
