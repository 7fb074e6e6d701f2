/// The layout guides a stack makes for its constraints (spanners, gaps, flex
/// spaces), by role. A compile pass asks for the guides it needs; the ones
/// it did not ask for are removed afterwards.
final class StackGuides {
    private unowned let owner: LayoutItem
    private var guides: [String: LayoutGuide] = [:]
    private var used: Set<String> = []

    init(owner: LayoutItem) {
        self.owner = owner
    }

    /// The guide for a role (`UISV-alignment-spanner`, or a role with the
    /// item or gap it is for), created on first use, named after the stack.
    func guide(_ role: String) -> LayoutGuide {
        used.insert(role)
        if let guide = guides[role] { return guide }
        let guide = LayoutGuide(name: "\(owner.name).\(role)")
        guide.isGenerated = true
        owner.addLayoutGuide(guide)
        guides[role] = guide
        return guide
    }

    /// Removes the guides no pass asked for since the last call.
    func removeUnused() {
        for (role, guide) in guides where !used.contains(role) {
            owner.removeLayoutGuide(guide)
            guides[role] = nil
        }
        used = []
    }
}
