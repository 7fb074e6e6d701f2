import Layout

/// What a name in a document's constraint stands for: an item, a guide an
/// item declares (`"guides"`), or one of the guides every item has, written
/// `ITEM.margins`, `ITEM.safeArea`, `ITEM.readableContent` or
/// `ITEM.keyboard` (UIKit's `layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide` and `keyboardLayoutGuide`),
/// and a scroll item's `ITEM.content` and `ITEM.frame` (its
/// `contentLayoutGuide` and `frameLayoutGuide`).
///
/// A declared name wins: in a document with an item named
/// `header.safeArea`, that name is the item.
struct RegionName: Equatable {
    enum Kind: Equatable {
        /// The item itself.
        case item
        /// A guide declared in the document.
        case declaredGuide
        /// One of the item's own guides.
        case systemGuide(SystemGuide)
    }

    /// The guides every item has, and those a scroll item has besides, by
    /// the suffix that names them.
    enum SystemGuide: String, CaseIterable {
        case margins
        case safeArea
        case readableContent
        case keyboard
        case content
        case frame

        /// Whether only a scroll item has the guide.
        var isScrollGuide: Bool { self == .content || self == .frame }

        /// UIKit's name of the guide, which a document shortens.
        var uikitName: String {
            switch self {
            case .margins: "layoutMarginsGuide"
            case .safeArea: "safeAreaLayoutGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            case .content: "contentLayoutGuide"
            case .frame: "frameLayoutGuide"
            }
        }
    }

    /// The item's or the declared guide's name.
    var owner: String
    var kind: Kind

    /// Resolves `name` among the document's item and guide names (`scrolls`:
    /// the scroll items'); `nil` when it names none of them.
    init?(_ name: String, items: Set<String>, scrolls: Set<String>, guides: Set<String>) {
        if items.contains(name) {
            (owner, kind) = (name, .item)
        } else if guides.contains(name) {
            (owner, kind) = (name, .declaredGuide)
        } else if let (owner, guide) = Self.systemGuide(in: name), items.contains(owner),
                  !guide.isScrollGuide || scrolls.contains(owner) {
            (self.owner, kind) = (owner, .systemGuide(guide))
        } else {
            return nil
        }
    }

    /// The item name and guide that `name` would stand for as one of an
    /// item's own guides (`ITEM.SUFFIX`), known or not.
    static func systemGuide(in name: String) -> (owner: String, guide: SystemGuide)? {
        guard let dot = name.lastIndex(of: "."),
              let guide = SystemGuide(rawValue: String(name[name.index(after: dot)...])) else { return nil }
        return (String(name[..<dot]), guide)
    }

    /// The item name and guide that `name` stands for when it names the
    /// guide by UIKit's name (`chat.keyboardLayoutGuide`, which a document
    /// writes `chat.keyboard`).
    static func uikitGuide(in name: String) -> (owner: String, guide: SystemGuide)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let suffix = String(name[name.index(after: dot)...])
        guard let guide = SystemGuide.allCases.first(where: { $0.uikitName == suffix }) else { return nil }
        return (String(name[..<dot]), guide)
    }

    /// The name that `name`, unknown, most likely misspells, for its
    /// message (`"heder"`: did you mean `"header"`?): an item or a declared
    /// guide near it (``LayoutDocument/closestKey(to:among:)``), or else,
    /// for `OWNER.SUFFIX`, an item's guide with the owner or the suffix
    /// near the known one (`screen.safearea`, `screen.margin`,
    /// `heder.safeArea`). A name of one or two letters gets none: every
    /// other short name is as near (`b` for a root named `r`).
    static func nearMiss(of name: String, items: Set<String>, scrolls: Set<String>, guides: Set<String>) -> String? {
        func closest(_ typed: String, among names: [String]) -> String? {
            typed.count < 3 ? nil : LayoutDocument.closestKey(to: typed, among: names)
        }
        if let found = closest(name, among: items.sorted() + guides.sorted()) { return found }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let typedOwner = String(name[..<dot]), typedSuffix = String(name[name.index(after: dot)...])
        guard let owner = items.contains(typedOwner) ? typedOwner : closest(typedOwner, among: items.sorted()) else { return nil }
        let suffixes = SystemGuide.allCases.filter { !$0.isScrollGuide || scrolls.contains(owner) }.map(\.rawValue)
        guard let suffix = suffixes.contains(typedSuffix) ? typedSuffix : closest(typedSuffix, among: suffixes) else { return nil }
        return "\(owner).\(suffix)"
    }

    /// What a message about the unknown `name` adds: UIKit's name of a
    /// guide of a known item (`: UIKit's safeAreaLayoutGuide is
    /// "screen.safeArea"`), or the name it most likely misspells
    /// (`: did you mean "header"?`, see ``nearMiss(of:items:scrolls:guides:)``);
    /// empty otherwise.
    static func hint(forUnknown name: String, items: Set<String>, scrolls: Set<String>, guides: Set<String>) -> String {
        if let (owner, guide) = uikitGuide(in: name), items.contains(owner) {
            return ": UIKit's \(guide.uikitName) is \"\(owner).\(guide.rawValue)\""
        }
        return nearMiss(of: name, items: items, scrolls: scrolls, guides: guides).map { ": did you mean \"\($0)\"?" } ?? ""
    }

    /// Why a guide cannot take `attribute`: guides have edges, centres and
    /// sizes, not margins or baselines.
    func problem(with attribute: LayoutAttribute) -> String? {
        let guideName: String
        switch kind {
        case .item: return nil
        case .declaredGuide: guideName = "the guide \(owner)"
        case let .systemGuide(guide): guideName = "a guide (\(owner).\(guide.rawValue))"
        }
        let allowed: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]
        return allowed.contains(attribute) ? nil
            : "\(guideName) has no \(attribute.rawValue); guides have edges, centres and sizes"
    }

    /// The region in a built tree.
    func region(items: [String: LayoutItem], guides: [String: LayoutGuide]) -> LayoutRegion {
        switch kind {
        case .item: items[owner]!
        case .declaredGuide: guides[owner]!
        case .systemGuide(.margins): items[owner]!.layoutMarginsGuide
        case .systemGuide(.safeArea): items[owner]!.safeAreaLayoutGuide
        case .systemGuide(.readableContent): items[owner]!.readableContentGuide
        case .systemGuide(.keyboard): items[owner]!.keyboardLayoutGuide
        case .systemGuide(.content): (items[owner] as! ScrollItem).contentLayoutGuide
        case .systemGuide(.frame): (items[owner] as! ScrollItem).frameLayoutGuide
        }
    }
}
