import JSON
import Stack

/// A layout document: a tree of items and constraints between their
/// anchors, as JSON (`Docs/Formats/LayoutDocument.md`). `layout run`
/// lays one out.
///
/// ```json
/// { "root": { "name": "root", "size": { "width": 320, "height": 480 },
///             "children": [ { "name": "title", "intrinsicSize": { "width": 120, "height": 20 } } ] },
///   "constraints": [ "title.leading == root.leadingMargin", "title.top == root.topMargin" ] }
/// ```
///
/// Reading checks the whole document before anything is built: names are
/// unique, every constraint parses and names known items and attributes of
/// matching kinds, numbers are finite.
public struct LayoutDocument: Sendable {
    /// One item of the tree, as written.
    public struct ItemSpec: Sendable {
        public var name: String
        public var size: (width: Double?, height: Double?) = (nil, nil)
        public var minSize: (width: Double?, height: Double?) = (nil, nil)
        public var maxSize: (width: Double?, height: Double?) = (nil, nil)
        public var intrinsicSize = IntrinsicSize.none
        /// The item's text: measured content.
        public var text: WrappedText?
        /// Width ÷ height.
        public var aspectRatio: Double?
        public var firstBaseline: Double?
        public var lastBaseline: Double?
        public var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
        public var compressionResistance: (horizontal: Double?, vertical: Double?) = (nil, nil)
        public var margins: EdgeInsets?
        public var layoutDirection: LayoutDirection?
        /// Whether the item keeps its parent's direction or forces one.
        public var semanticContentAttribute: SemanticContentAttribute?
        /// Margins given by leading and trailing.
        public var directionalMargins: DirectionalEdgeInsets?
        /// How far the frame reaches past the alignment rectangle.
        public var alignmentInsets: EdgeInsets?
        /// The frame a child keeps (`frame`) and the parent size it was set
        /// in (`frameIn`): the item translates its autoresizing mask.
        public var autoresizingFrame: AutoresizingFrame?
        /// Which parts of the frame stretch (`autoresizing`).
        public var autoresizingMask: AutoresizingMask = []
        /// The root's safe-area insets.
        public var safeArea: EdgeInsets?
        /// The root's docked keyboard height (`keyboard`).
        public var keyboard: Double?
        /// Whether the item's keyboard guide ends at the bottom of its safe
        /// area while the keyboard is down (`keyboardFromSafeArea`, UIKit's
        /// `usesBottomSafeArea`).
        public var keyboardFromSafeArea = true
        /// The root's readable width.
        public var readableWidth: Double?
        public var hidden = false
        /// Whether the item's margins grow by its safe-area insets
        /// (`marginsFromSafeArea`, UIKit's `insetsLayoutMarginsFromSafeArea`).
        public var marginsFromSafeArea = true
        /// Whether the item's margins also keep out of its parent's where
        /// those reach into it (`preservesSuperviewMargins`, UIKit's
        /// `preservesSuperviewLayoutMargins`).
        public var preservesSuperviewMargins = false
        /// Whether the item's children lay out in a content area of their
        /// own (`scroll`): a ``ScrollItem``.
        public var scroll = false
        /// Where a scroll item's content is scrolled to (`contentOffset`).
        public var contentOffset = Point(x: 0, y: 0)
        /// Which of a scroll item's safe-area insets it takes into its
        /// content inset (`contentInsetAdjustment`).
        public var contentInsetAdjustment = ScrollItem.ContentInsetAdjustmentBehavior.automatic
        /// The names of the layout guides the item declares.
        public var guides: [String] = []
        public var children: [ItemSpec] = []
        /// The `stack` or `flexStack` settings: the item arranges its children.
        public var stack: StackSpec?
        /// How the item's flex stack treats it (children of a `flexStack` only).
        public var flexOptions: FlexItemOptions?
    }

    /// One constraint, as written.
    public struct ConstraintSpec: Sendable {
        public var text: String
        public var id: String?
        public var parsed: ParsedConstraint
    }

    public var root: ItemSpec
    public var constraints: [ConstraintSpec]
    /// The words that name what set the root's size from outside the
    /// document, per axis (`--width 320`: the size a window is run at),
    /// for a caller that replaced `root.size` with it. A conflict's fixes
    /// name it and keep it, since the others must fit the size a screen
    /// has; nil leaves the size one of the root's settings.
    public var rootSizeGivenBy: (width: String?, height: String?) = (nil, nil)

    /// Reads a document from JSON text.
    /// - Throws: ``LayoutDocumentError`` naming the item or constraint at fault.
    public init(parsing text: String) throws(LayoutDocumentError) {
        let json: JSON
        do { json = try JSON(parsing: text) } catch { throw LayoutDocumentError(error.description) }
        try self.init(json: json)
    }

    /// Reads a document from parsed JSON.
    public init(json: JSON) throws(LayoutDocumentError) {
        guard let members = json.members else { throw LayoutDocumentError("the document must be a JSON object") }
        try Self.expectKeys(members, allowed: ["root", "constraints"], in: "the document")
        guard let rootJSON = json["root"] else { throw LayoutDocumentError("the document needs \"root\", an item") }
        root = try Self.readItem(rootJSON, path: "root", parent: nil)
        var names: Set<String> = [], guideNames: Set<String> = []
        var places: [String: String] = [:]
        try Self.checkNames(root, items: &names, guides: &guideNames, places: &places)
        let scrolls = Self.scrollNames(in: root)
        constraints = []
        let list = json["constraints"]?.array ?? []
        if json["constraints"] != nil && json["constraints"]?.array == nil {
            throw LayoutDocumentError("\"constraints\" must be an array")
        }
        for (index, entry) in list.enumerated() {
            // Counted from 1, as the drawing and the page number them.
            let number = index + 1
            let text: String, id: String?
            if let string = entry.string {
                (text, id) = (string, nil)
            } else if let object = entry.members {
                try Self.expectKeys(object, allowed: ["constraint", "id"], in: "constraint \(number)")
                guard let string = entry["constraint"]?.string else {
                    throw LayoutDocumentError("constraint \(number) needs \"constraint\", a string")
                }
                guard entry["id"] == nil || entry["id"]?.string != nil else {
                    throw LayoutDocumentError("constraint \(number): \"id\" must be a string")
                }
                (text, id) = (string, entry["id"]?.string)
            } else {
                throw LayoutDocumentError("constraint \(number) must be a string or an object")
            }
            let parsed: ParsedConstraint
            do { parsed = try ParsedConstraint(parsing: text) } catch {
                throw LayoutDocumentError("constraint \(number) (\"\(text)\"): \(error.message) at column \(error.column)")
            }
            for (name, attribute) in [(parsed.firstItem, parsed.firstAttribute), (parsed.secondItem, parsed.secondAttribute)] {
                guard let name, let attribute else { continue }
                guard let region = RegionName(name, items: names, scrolls: scrolls, guides: guideNames) else {
                    if let (owner, guide) = RegionName.systemGuide(in: name), guide.isScrollGuide, names.contains(owner) {
                        throw LayoutDocumentError("constraint \(number) (\"\(text)\") names \"\(name)\", but only a scroll item "
                                                  + "(\"scroll\": true) has a \"\(guide.rawValue)\" guide, and \(owner) is not one")
                    }
                    let hint = RegionName.hint(forUnknown: name, items: names, scrolls: scrolls, guides: guideNames)
                    throw LayoutDocumentError("constraint \(number) (\"\(text)\") names an unknown item or guide \"\(name)\"\(hint)")
                }
                if let problem = region.problem(with: attribute) {
                    throw LayoutDocumentError("constraint \(number) (\"\(text)\"): \(problem)")
                }
            }
            if let problem = parsed.kindProblem {
                throw LayoutDocumentError("constraint \(number) (\"\(text)\") \(problem)")
            }
            constraints.append(ConstraintSpec(text: text, id: id, parsed: parsed))
        }
    }

    /// The names of the scroll items in the item's subtree, itself included.
    static func scrollNames(in item: ItemSpec) -> Set<String> {
        item.children.reduce(into: item.scroll ? [item.name] : []) { $0.formUnion(scrollNames(in: $1)) }
    }

    /// Item and guide names share one namespace: each is used once. A
    /// name used twice is reported with both places (`by a child of
    /// "toolbar" and by a child of "segments"`), since the same item put
    /// in two stacks reads so.
    static func checkNames(_ item: ItemSpec, in parent: String? = nil, items: inout Set<String>, guides: inout Set<String>,
                           places: inout [String: String]) throws(LayoutDocumentError) {
        /// `name` used by the item's child or guide (`role`) of `owner`, or by the root.
        func claim(_ name: String, as role: String, of owner: String?) throws(LayoutDocumentError) {
            let place = owner.map { "\(role) of \"\($0)\"" } ?? "the root"
            if let earlier = places[name] {
                throw LayoutDocumentError("the name \"\(name)\" is used twice: "
                    + (earlier == place ? "by two \(role == "child" ? "children" : "guides") of \"\(owner ?? "")\""
                       : "by \(earlier.hasPrefix("the") ? "" : "a ")\(earlier) and by a \(place)"))
            }
            places[name] = place
        }
        try claim(item.name, as: "child", of: parent)
        items.insert(item.name)
        for guide in item.guides {
            try claim(guide, as: "guide", of: item.name)
            guides.insert(guide)
        }
        for child in item.children { try checkNames(child, in: item.name, items: &items, guides: &guides, places: &places) }
    }
}

/// A malformed layout document.
public struct LayoutDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and where.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
