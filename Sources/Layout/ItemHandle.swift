/// A reference to an item that does not keep it alive and reads `nil` once
/// the item is gone: what the engine keeps about the items of its tree.
///
/// The engine is owned by the root of its tree, so a strong reference to an
/// item would make a cycle (root → engine → item → … → root) that keeps a
/// dropped tree alive. A `weak` reference would give the item a side table,
/// and every retain and release of an object with a side table takes the
/// runtime's slow path: every item a stack arranges or the engine measures
/// would pay it wherever it is passed around. The item owns its handle
/// instead (``LayoutItem/handle``, made at the first use) and clears it as it
/// goes (`LayoutItem.deinit`).
package final class ItemHandle {
    /// The item, or `nil` once it has gone.
    @exclusivity(unchecked) package fileprivate(set) unowned(unsafe) var item: LayoutItem?

    fileprivate init(_ item: LayoutItem) { self.item = item }
}

extension LayoutItem {
    /// The item's ``ItemHandle``, made at the first use.
    package var handle: ItemHandle {
        if let handle = handleStorage { return handle }
        let handle = ItemHandle(self)
        handleStorage = handle
        return handle
    }

    /// Clears the handle: called as the item goes.
    func clearHandle() { handleStorage?.item = nil }
}
