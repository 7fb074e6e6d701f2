import JSON
import Stack

/// A laid-out document: the tree, the conflicts met, the ambiguous items.
public struct LayoutDocumentRun {
    /// The root of the built tree.
    public let root: LayoutItem
    /// Every item, in document order (depth first).
    public let items: [LayoutItem]
    /// The conflicts met, in the order they were met; each names the
    /// constraint the engine broke.
    public let conflicts: [LayoutConflict]
    /// The items whose frame the constraints do not fully determine, and the
    /// content areas of scroll items whose content does not determine its
    /// size (`NAME.content`), in document order.
    public let ambiguous: [LayoutRegion]
    /// The open attributes of ``ambiguous``, item by item, each with its
    /// range (a position relative to its parent).
    public let ambiguities: [Ambiguity]
    /// The constraints the document made: its `constraints` in order, then
    /// those its items' size settings stand for (activated first, listed
    /// last, so that the document's first constraint is the first here).
    public let constraints: [LayoutConstraint]
    /// What the layout's passes did: how many, and what did not settle or
    /// measured badly.
    public let passes: LayoutPassReport
    /// The text each constraint was written as (generated ones get one too).
    let texts: [ObjectIdentifier: String]
    /// The constraints that items' size settings stand for.
    let fromSettings: Set<ObjectIdentifier>
    /// What gave the root its size from outside, per axis (see
    /// ``LayoutDocument/rootSizeGivenBy``).
    let rootSizeGivenBy: (width: String?, height: String?)

    /// What a constraint that a size setting stands for comes from: the
    /// root's size given from outside (`--width 320`), or the settings of
    /// its item, a flex stack's included (its size range, which the
    /// document sets from its size settings alone). Nil for the others.
    func settingOrigin(of constraint: LayoutConstraint) -> SettingOrigin? {
        guard fromSettings.contains(ObjectIdentifier(constraint))
                || constraint.origin == .stack(StackRule.sizeRange.rawValue) else { return nil }
        if constraint.firstItem === root, constraint.secondItem == nil, constraint.relation == .equal,
           let given = constraint.firstAttribute == .width ? rootSizeGivenBy.width
                : constraint.firstAttribute == .height ? rootSizeGivenBy.height : nil {
            return .givenFromOutside(given, to: root.name)
        }
        return .sizeSettings(of: constraint.firstItem.name)
    }

    /// Where a constraint that a size setting stands for comes from.
    enum SettingOrigin {
        /// The root's size, given from outside the document (`--width 320`)
        /// to the named root.
        case givenFromOutside(String, to: String)
        /// The size settings of the named item.
        case sizeSettings(of: String)

        var isGivenFromOutside: Bool {
            if case .givenFromOutside = self { true } else { false }
        }

        /// The words for it: `the size the run gives screen (--width 320)`,
        /// `the size settings of buttons`.
        var text: String {
            switch self {
            case let .givenFromOutside(given, to: root): "the size the run gives \(root) (\(given))"
            case let .sizeSettings(of: name): "the size settings of \(name)"
            }
        }
    }

    /// A constraint as the document wrote it (or as the engine describes a
    /// generated one).
    public func text(of constraint: LayoutConstraint) -> String {
        texts[ObjectIdentifier(constraint)] ?? constraint.description
    }

    /// A constraint as reports in words name it: as the document wrote it,
    /// after the `id` the document gave it
    /// (`avatar-square: avatar.height == avatar.width`), as the engine names
    /// its own (`UISV-spacing: …`) and `--trace` prints them; or as the
    /// engine describes a generated one. The JSON output's `conflict`,
    /// `broken` and `why` keep ``text(of:)``, the text a program finds in
    /// the document.
    public func name(of constraint: LayoutConstraint) -> String {
        guard let text = texts[ObjectIdentifier(constraint)] else { return constraint.description }
        guard let id = constraint.identifier, !fromSettings.contains(ObjectIdentifier(constraint)) else { return text }
        return "\(id): \(text)"
    }

    /// 0 when everything held, 1 when required constraints conflicted, the
    /// layout did not settle or content measured a size that is not usable.
    public var exitStatus: Int32 { conflicts.isEmpty && passes.isClean ? 0 : 1 }
}

extension LayoutDocument {
    /// Builds the tree, activates the constraints in document order and lays
    /// it out. A conflicting required constraint is broken and reported, as
    /// Auto Layout does.
    /// - Throws: ``LayoutDocumentError`` for what the reader cannot check
    ///   alone (settings a layer does not support yet).
    public func run() throws(LayoutDocumentError) -> LayoutDocumentRun {
        var items: [String: LayoutItem] = [:]
        var order: [LayoutItem] = []
        var texts: [ObjectIdentifier: String] = [:]
        var generated: [LayoutConstraint] = []
        var guides: [String: LayoutGuide] = [:]
        let root = try build(self.root, into: &items, guides: &guides, order: &order, generated: &generated, texts: &texts)
        var written: [LayoutConstraint] = []
        let names = Set(items.keys), guideNames = Set(guides.keys), scrolls = Self.scrollNames(in: self.root)
        func region(_ name: String) -> LayoutRegion {
            RegionName(name, items: names, scrolls: scrolls, guides: guideNames)!.region(items: items, guides: guides)
        }
        for spec in self.constraints {
            let parsed = spec.parsed
            let constraint = LayoutConstraint(region(parsed.firstItem), parsed.firstAttribute, parsed.relation,
                                              parsed.secondItem.map(region), parsed.secondAttribute,
                                              multiplier: parsed.multiplier, constant: parsed.constant,
                                              priority: parsed.priority, identifier: spec.id)
            texts[ObjectIdentifier(constraint)] = spec.text
            written.append(constraint)
        }
        do {
            // The items' settings first, then the frames, then the
            // document's constraints: a frame that disagrees with a size
            // setting of its parent (the root's `--width`) is the one
            // broken, a constraint of the document that fights a frame too.
            try LayoutConstraint.activate(generated)
            for item in order where item.autoresizingFrame != nil { item.translatesAutoresizingMaskIntoConstraints = true }
            try LayoutConstraint.activate(written)
        } catch {
            // The document's own constraints are named as its parse errors name them.
            guard let index = written.firstIndex(where: { $0 === error.constraint }) else {
                throw LayoutDocumentError(error.description)
            }
            throw LayoutDocumentError(error.description(naming: "constraint \(index + 1) (\"\(self.constraints[index].text)\")"))
        }
        let conflicts = root.layoutIfNeeded()
        let passes = root.engine.lastPassReport
        // The guides the document declares need a complete position and
        // size as items do: an open one is often why the items tied to it
        // are open, so it is listed with them.
        let regions = order.flatMap { item -> [LayoutRegion] in
            let declared = item.layoutGuides.filter { guides[$0.name] === $0 }
            guard let scroll = item as? ScrollItem else { return [item] + declared }
            return [item] + declared + [scroll.contentLayoutGuide]
        }
        let ambiguities = root.engine.ambiguities(of: regions)
        let open = Set(ambiguities.map { ObjectIdentifier($0.region) })
        let ambiguous = regions.filter { open.contains(ObjectIdentifier($0)) }
        return LayoutDocumentRun(root: root, items: order, conflicts: conflicts, ambiguous: ambiguous, ambiguities: ambiguities,
                                 constraints: written + generated, passes: passes, texts: texts,
                                 fromSettings: Set(generated.map(ObjectIdentifier.init)), rootSizeGivenBy: rootSizeGivenBy)
    }

    /// Makes the item and its subtree, with the constraints its own settings
    /// stand for (sizes and size ranges).
    private func build(_ spec: ItemSpec, into items: inout [String: LayoutItem], guides: inout [String: LayoutGuide],
                       order: inout [LayoutItem],
                       generated: inout [LayoutConstraint], texts: inout [ObjectIdentifier: String]) throws(LayoutDocumentError) -> LayoutItem {
        let item = spec.stack != nil ? StackItem(name: spec.name)
            : spec.scroll ? ScrollItem(name: spec.name) : LayoutItem(name: spec.name)
        if let scroll = item as? ScrollItem {
            scroll.contentOffset = spec.contentOffset
            scroll.contentInsetAdjustmentBehavior = spec.contentInsetAdjustment
        }
        item.intrinsicContentSize = spec.intrinsicSize
        if let text = spec.text { item.measuredContent = text }
        item.aspectRatio = spec.aspectRatio
        items[spec.name] = item
        order.append(item)
        item.firstBaselineOffset = spec.firstBaseline
        item.lastBaselineOffset = spec.lastBaseline
        if let margins = spec.margins { item.layoutMargins = margins }
        if let direction = spec.layoutDirection { item.layoutDirection = direction }
        if let attribute = spec.semanticContentAttribute { item.semanticContentAttribute = attribute }
        if let margins = spec.directionalMargins { item.directionalLayoutMargins = margins }
        if let insets = spec.alignmentInsets { item.alignmentRectInsets = insets }
        if let insets = spec.safeArea { item.rootSafeAreaInsets = insets }
        if let height = spec.keyboard { item.rootKeyboardHeight = height }
        if !spec.keyboardFromSafeArea { item.keyboardLayoutGuide.usesBottomSafeArea = false }
        if let width = spec.readableWidth { item.readableWidth = width }
        if let framed = spec.autoresizingFrame {
            item.autoresizingFrame = framed
            item.autoresizingMask = spec.autoresizingMask
        }
        item.isHidden = spec.hidden
        item.insetsLayoutMarginsFromSafeArea = spec.marginsFromSafeArea
        item.preservesSuperviewLayoutMargins = spec.preservesSuperviewMargins
        for name in spec.guides {
            let guide = LayoutGuide(name: name)
            item.addLayoutGuide(guide)
            guides[name] = guide
        }
        if let value = spec.hugging.horizontal { item.setContentHuggingPriority(Priority(value), for: .horizontal) }
        if let value = spec.hugging.vertical { item.setContentHuggingPriority(Priority(value), for: .vertical) }
        if let value = spec.compressionResistance.horizontal {
            item.setContentCompressionResistancePriority(Priority(value), for: .horizontal)
        }
        if let value = spec.compressionResistance.vertical {
            item.setContentCompressionResistancePriority(Priority(value), for: .vertical)
        }
        var sizes = [(spec.size, Relation.equal), (spec.minSize, .greaterThanOrEqual), (spec.maxSize, .lessThanOrEqual)]
        if let stack = item as? StackItem, let settings = spec.stack, settings.isFlex {
            // A flex stack's size settings are its size range, which it
            // enforces itself (`STK-size-range`) and measures within.
            stack.sizeRange = settings.sizeRange(size: spec.size, minSize: spec.minSize, maxSize: spec.maxSize)
            sizes = []
        }
        for (pair, relation) in sizes {
            for (value, attribute) in [(pair.width, LayoutAttribute.width), (pair.height, .height)] {
                guard let value else { continue }
                let constraint = LayoutConstraint(item, attribute, relation, nil, nil, constant: value)
                texts[ObjectIdentifier(constraint)] = "\(spec.name).\(attribute.rawValue) \(relation) \(JSON.formatNumber(value))"
                generated.append(constraint)
            }
        }
        for child in spec.children {
            let childItem = try build(child, into: &items, guides: &guides, order: &order, generated: &generated, texts: &texts)
            if let stack = item as? StackItem {
                stack.addArrangedItem(childItem)
                if let options = child.flexOptions { stack.setFlexOptions(options, for: childItem) }
            } else {
                item.addChild(childItem)
            }
        }
        if let stack = item as? StackItem, let settings = spec.stack {
            settings.configure(stack, items: items)
        }
        return item
    }
}
