import Layout

/// What a name in a document's constraint stands for: an item, or one of the
/// guides every item has, written `ITEM.layoutMargins`, `ITEM.safeArea` or
/// `ITEM.readableContent` (UIKit's `layoutMarginsGuide`,
/// `safeAreaLayoutGuide` and `readableContentGuide`).
///
/// An item's own name wins: in a document with an item named
/// `header.safeArea`, that name is the item.
struct RegionName: Equatable {
    /// The guides a constraint can name, by the suffix that names them.
    enum Guide: String, CaseIterable {
        case layoutMargins
        case safeArea
        case readableContent
    }

    /// The item's name.
    var item: String
    /// The item's guide, or `nil` for the item itself.
    var guide: Guide?

    /// Resolves `name` among the document's item names; `nil` when it names
    /// neither an item nor a guide of one.
    init?(_ name: String, items: Set<String>) {
        if items.contains(name) {
            (item, guide) = (name, nil)
            return
        }
        guard let dot = name.lastIndex(of: "."), let guide = Guide(rawValue: String(name[name.index(after: dot)...])),
              items.contains(String(name[..<dot])) else { return nil }
        (item, self.guide) = (String(name[..<dot]), guide)
    }

    /// Why a guide cannot take `attribute`: guides have edges, centres and
    /// sizes, not margins or baselines.
    func problem(with attribute: LayoutAttribute) -> String? {
        guard let guide else { return nil }
        let allowed: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]
        return allowed.contains(attribute) ? nil
            : "a guide (\(item).\(guide.rawValue)) has no \(attribute.rawValue); guides have edges, centres and sizes"
    }

    /// The region in a built tree.
    func region(in items: [String: LayoutItem]) -> LayoutRegion {
        let owner = items[item]!
        switch guide {
        case nil: return owner
        case .layoutMargins: return owner.layoutMarginsGuide
        case .safeArea: return owner.safeAreaLayoutGuide
        case .readableContent: return owner.readableContentGuide
        }
    }
}
