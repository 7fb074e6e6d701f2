/// An item that arranges some of its children (a stack): a child it does
/// not arrange is placed by nothing but its own constraints, which the
/// debugging answers say when it has none (``ValueExplanation``).
package protocol ArrangingItem: LayoutItem {
    /// Whether the item arranges `child`.
    func arranges(_ child: LayoutItem) -> Bool
}
