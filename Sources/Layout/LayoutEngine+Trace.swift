extension LayoutEngine {
    /// The tree as UIKit's `_autolayoutTrace` prints it: one line an item,
    /// indented by depth, with its frame (in its parent's coordinates); `*`
    /// marks an item that constraints of the application or a stack place,
    /// and an item is flagged when its layout is ambiguous (with the
    /// attributes left open) or when one of its constraints is broken.
    ///
    /// ```
    /// root (0 0; 375 96)
    /// |   *avatar (16 16; 64 64)
    /// |   *name (92 26; 179 22) - AMBIGUOUS LAYOUT for name.top
    /// |   *follow (279 32; 80 32) - BROKEN: follow.width == 500
    /// ```
    /// - Complexity: that of ``ambiguities(of:)-([LayoutRegion])`` over the
    ///   tree's items, for the ambiguity; meant for debugging.
    public func layoutTrace() -> String {
        guard let root else { return "" }
        layoutIfNeeded()
        let open = Dictionary(grouping: ambiguities(of: root.subtree), by: { ObjectIdentifier($0.region) })
        var lines: [String] = []
        func visit(_ item: LayoutItem, depth: Int) {
            let placed = item.constraints.values.contains { $0.origin == .user || $0.origin.outranksApplication }
            let frame = item.reportedFrame
            var line = String(repeating: "|   ", count: depth) + (placed ? "*" : "") + item.name
                + " (\(format(frame.minX)) \(format(frame.minY)); \(format(frame.width)) \(format(frame.height)))"
            if item is LayoutTraceKind { line += " [\((item as! LayoutTraceKind).traceKind)]" }
            if item.isHidden { line += " hidden" }
            if let open = open[ObjectIdentifier(item)] {
                line += " - AMBIGUOUS LAYOUT for " + open.map { "\(item.name).\($0.attribute.rawValue)" }.joined(separator: ", ")
            }
            let broken = item.constraints.values.filter(\.isBroken).sorted { order(of: $0) < order(of: $1) }
            if !broken.isEmpty { line += " - BROKEN: " + broken.map(\.description).joined(separator: "; ") }
            lines.append(line)
            for child in item.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// An item that names its kind in a layout trace (a stack: `[stack]`).
package protocol LayoutTraceKind {
    var traceKind: String { get }
}

extension LayoutItem {
    /// The layout trace of the item's whole tree (see
    /// ``LayoutEngine/layoutTrace()``), as UIKit's `_autolayoutTrace`.
    public func layoutTrace() -> String {
        engine.layoutTrace()
    }
}
