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
