import Testing
@testable import Layout

/// Expects a frame within a tolerance.
func expectFrame(_ region: LayoutRegion, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 inRoot: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = inRoot ? region.frameInRoot : region.frame
    let matches = abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6
        && abs(frame.width - width) < 1e-6 && abs(frame.height - height) < 1e-6
    #expect(matches, "\(region.name) is \(frame), expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// A root of a given size with named children.
func makeTree(width: Double = 320, height: Double = 480, children names: [String]) throws -> (LayoutItem, [LayoutItem]) {
    let root = LayoutItem(name: "root")
    let children = names.map { LayoutItem(name: $0) }
    for child in children { root.addChild(child) }
    try LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: width),
        root.heightAnchor.constraint(equalToConstant: height),
    ])
    return (root, children)
}

/// A card around a 100 × 20 text pinned to its margins of 8 (36 high
/// unless something grows the margins), its constraints active.
func makeMarginCard(named name: String) throws -> (card: LayoutItem, text: LayoutItem) {
    let card = LayoutItem(name: name)
    let text = LayoutItem(name: "text", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
    card.addChild(text)
    card.layoutMargins = EdgeInsets(all: 8)
    try LayoutConstraint.activate([
        text.topAnchor.constraint(equalTo: card.topMarginAnchor),
        text.bottomAnchor.constraint(equalTo: card.bottomMarginAnchor),
        text.leadingAnchor.constraint(equalTo: card.leadingMarginAnchor),
        text.trailingAnchor.constraint(equalTo: card.trailingMarginAnchor),
    ])
    return (card, text)
}
