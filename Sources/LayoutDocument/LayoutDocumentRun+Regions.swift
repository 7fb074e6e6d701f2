import Layout

extension LayoutDocumentRun {
    /// The item or guide that `name` stands for, as in the document's
    /// constraints (an item, a declared guide, or `ITEM.margins`,
    /// `ITEM.safeArea`, `ITEM.readableContent`, a scroll item's
    /// `ITEM.content` and `ITEM.frame`), checked to have
    /// `attribute`.
    /// - Throws: ``LayoutDocumentError`` when nothing has that name (with
    ///   the name it most likely misspells, or UIKit's guide it stands
    ///   for), or a guide is asked for a margin or a baseline.
    public func region(named name: String, attribute: LayoutAttribute) throws(LayoutDocumentError) -> LayoutRegion {
        let items = Dictionary(self.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let guides = Dictionary(self.items.flatMap(\.layoutGuides).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let scrolls = Set(self.items.filter { $0 is ScrollItem }.map(\.name))
        guard let region = RegionName(name, items: Set(items.keys), scrolls: scrolls, guides: Set(guides.keys)) else {
            let hint = RegionName.hint(forUnknown: name, items: Set(items.keys), scrolls: scrolls, guides: Set(guides.keys))
            throw LayoutDocumentError("the document has no item or guide named '\(name)'\(hint)")
        }
        if let problem = region.problem(with: attribute) { throw LayoutDocumentError(problem) }
        return region.region(items: items, guides: guides)
    }
}
