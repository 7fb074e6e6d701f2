/// The layout guides a stack makes for its constraints (spanners, gaps, flex
/// spaces), by role and, for a guide that belongs to one arranged item (the
/// gap after it, what it gives when shrinking), by item. A compile pass asks
/// for the guides it needs; the ones it did not ask for are removed
/// afterwards. Keying a gap by the item before it keeps the other gaps, and
/// their constraints, when an item elsewhere comes or goes.
final class StackGuides {
    private struct Key: Hashable {
        let role: String
        let item: ObjectIdentifier?
    }

    private unowned let owner: LayoutItem
    private var guides: [Key: LayoutGuide] = [:]
    private var used: Set<Key> = []

    init(owner: LayoutItem) {
        self.owner = owner
    }

    /// The guide for a role (`UISV-alignment-spanner`), or for a role and an
    /// item, created on first use and named after the stack (and the item:
    /// `row.UISV-distributing(title)`).
    func guide(_ role: String, for item: LayoutItem? = nil) -> LayoutGuide {
        let key = Key(role: role, item: item.map(ObjectIdentifier.init))
        used.insert(key)
        if let guide = guides[key] { return guide }
        let guide = LayoutGuide(name: "\(owner.name).\(role)" + (item.map { "(\($0.name))" } ?? ""))
        guide.isGenerated = true
        owner.addLayoutGuide(guide)
        guides[key] = guide
        return guide
    }

    /// Removes the guides no pass asked for since the last call.
    func removeUnused() {
        for (key, guide) in guides where !used.contains(key) {
            owner.removeLayoutGuide(guide)
            guides[key] = nil
        }
        used = []
    }
}
