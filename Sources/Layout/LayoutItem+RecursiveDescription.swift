extension LayoutItem {
    /// The item and every item below it, one a line, each with its frame
    /// as last laid out (in its parent's coordinates), indented by depth as
    /// UIKit's `recursiveDescription` indents subviews; a hidden item says
    /// so, and an item of a subclass names it. Read it after
    /// ``layoutIfNeeded()``:
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// print(root.recursiveDescription)
    /// // root (0, 0, 320, 0)
    /// //    | title (8, 20, 120, 20)
    /// //    | buttons: StackItem (144, 52, 168, 30)
    /// //    |    | ok (0, 0, 80, 30)
    /// //    |    | cancel (88, 0, 80, 30)
    /// ```
    public var recursiveDescription: String {
        var lines: [String] = []
        func describe(_ item: LayoutItem, depth: Int) {
            let kind = type(of: item) == LayoutItem.self ? "" : ": \(type(of: item))"
            let hidden = item.isHidden ? " hidden" : ""
            lines.append(String(repeating: "   | ", count: depth) + "\(item.name)\(kind) \(item.reportedFrame)\(hidden)")
            for child in item.children { describe(child, depth: depth + 1) }
        }
        describe(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
