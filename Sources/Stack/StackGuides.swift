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
    /// Each guide with the number of guides made before it: removal goes in
    /// that order, not the dictionary's (which follows memory addresses),
    /// so the solver's operations, and their rounding, do not depend on
    /// where objects are.
    private var guides: [Key: (guide: LayoutGuide, serial: Int)] = [:]
    private var used: Set<Key> = []
    private var made = 0

    init(owner: LayoutItem) {
        self.owner = owner
    }

    /// The guide for a role (`UISV-alignment-spanner`), or for a role and an
    /// item, created on first use and named after the stack (and the item:
    /// `row.UISV-distributing(title)`).
    func guide(_ role: String, for item: LayoutItem? = nil) -> LayoutGuide {
        let key = Key(role: role, item: item.map(ObjectIdentifier.init))
        used.insert(key)
        if let guide = guides[key]?.guide { return guide }
        let guide = LayoutGuide(name: "\(owner.name).\(role)" + (item.map { "(\($0.name))" } ?? ""))
        guide.isGenerated = true
        owner.addLayoutGuide(guide)
        guides[key] = (guide, made)
        made += 1
        return guide
    }

    /// Removes the guides no pass asked for since the last call.
    func removeUnused() {
        defer { used = [] }
        guard used.count < guides.count else { return }
        let unused = guides.filter { !used.contains($0.key) }.sorted { $0.value.serial < $1.value.serial }
        for (key, entry) in unused {
            owner.removeLayoutGuide(entry.guide)
            guides[key] = nil
        }
    }
}
