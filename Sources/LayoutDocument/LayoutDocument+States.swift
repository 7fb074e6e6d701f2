import Layout

/// The states a screen passes through that the `layout run` options set
/// from outside the document, as a device or the application would: items
/// hidden, the root's safe area (a rotation, a device with another notch).
extension LayoutDocument {
    /// Hides the items named (`"hidden": true`), wherever they are in the
    /// tree; returns the names no item has, which hide nothing.
    public mutating func hide(named names: [String]) -> [String] {
        var unknown = Set(names)
        root.hide(named: Set(names), found: &unknown)
        return names.filter(unknown.contains)
    }
}

extension LayoutDocument.ItemSpec {
    fileprivate mutating func hide(named names: Set<String>, found unknown: inout Set<String>) {
        if names.contains(name) {
            hidden = true
            unknown.remove(name)
        }
        for index in children.indices { children[index].hide(named: names, found: &unknown) }
    }
}
