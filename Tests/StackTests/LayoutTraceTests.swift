import Testing
import Stack

/// The layout trace (UIKit's `_autolayoutTrace`) and item descriptions.
@Suite struct LayoutTraceTests {
    @Test func theTraceShowsTheTreeWithFramesAmbiguityAndBrokenConstraints() throws {
        let root = LayoutItem(name: "root")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let loose = LayoutItem(name: "loose")
        let row = StackItem(name: "row", arrangedItems: [LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))])
        root.addChild(title)
        root.addChild(loose)
        root.addChild(row)
        let tooWide = title.widthAnchor.constraint(equalToConstant: 500)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320), root.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            tooWide,
            loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
            loose.leftAnchor.constraint(equalTo: root.leftAnchor),
            row.leftAnchor.constraint(equalTo: root.leftAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(root.layoutTrace() == """
            *root (0 0; 320 100)
            |   *title (8 20; 120 20) - BROKEN: title.width == 500
            |   *loose (0 0; 10 10) - AMBIGUOUS LAYOUT for loose.top
            |   *row (0 0; 10 10) [stack]
            |   |   *a (0 0; 10 10)
            """)
    }

    @Test func anItemDescribesItselfAsUIKitDoes() throws {
        let root = LayoutItem(name: "root")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        root.addChild(title)
        try LayoutConstraint.activate([title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8.5)])
        root.layoutIfNeeded()
        #expect(title.description == "<LayoutItem title; frame = (8.5 0; 120 20)>")
        title.isHidden = true
        #expect("\(title)" == "<LayoutItem title; frame = (8.5 0; 120 20); hidden>")
        #expect(StackItem(name: "s").description == "<StackItem s; frame = (0 0; 0 0)>")
    }
}
