/// The constraints the engine makes itself: the root's position and
/// compressed size, items' sizes that cannot be negative, content sizes,
/// margins guides.
extension LayoutEngine {
    /// An item's width and height are never negative: required
    /// `width >= 0` and `height >= 0`, as Auto Layout holds them (its
    /// conflict logs show a width forced below zero as unsatisfiable, the
    /// implicit bound unprinted).
    /// The floors of an item join dormant (see
    /// `LayoutEngine+DormantFloors.swift`) unless it is the root, a stack,
    /// a stack's arranged item or measures its content.
    /// Outside a layout pass the equations of those that do not sleep wait
    /// for the solver's next use, as content sizes do (see
    /// `LayoutEngine+WaitingEquations.swift`): a stack's rows, each item
    /// joining with its floors, then go in a step at a time.
    func keepSizeNonNegative(_ item: LayoutItem) {
        let dormant = item !== root && !item.arrangesChildren && item.parent?.arrangesChildren != true
            && !item.hasMeasuredContent
        lettingGeneratedEquationsWait {
            addGenerated(LayoutConstraint(item, .width, .greaterThanOrEqual, nil, nil, constant: 0),
                         GeneratedName(itemName: item.name, role: .nonnegativeWidth), origin: .engine, dormant: dormant)
            addGenerated(LayoutConstraint(item, .height, .greaterThanOrEqual, nil, nil, constant: 0),
                         GeneratedName(itemName: item.name, role: .nonnegativeHeight), origin: .engine, dormant: dormant)
        }
    }

    /// Adds a constraint the engine makes for an item, named by `name`;
    /// a `dormant` floor stays out of the solver.
    private func addGenerated(_ constraint: LayoutConstraint, _ name: GeneratedName, origin: LayoutConstraint.Origin,
                              dormant: Bool = false) {
        constraint.generatedName = name
        constraint.origin = origin
        if dormant { makeDormant(constraint) }
        add(constraint)
    }

    /// The root sits at (0, 0).
    func pinRoot(_ root: LayoutItem) {
        addRootConstraints([
            LayoutConstraint(root, .left, .equal, nil, nil, constant: 0, identifier: "root-origin-x"),
            LayoutConstraint(root, .top, .equal, nil, nil, constant: 0, identifier: "root-origin-y"),
        ])
    }

    /// A dimension of the root that nothing decides takes the smallest
    /// value the constraints allow. After the root's non-negative size:
    /// the solver holds the fitting as a pull, whose promise that bound is.
    /// Both join dormant (see `LayoutEngine+DormantFitting.swift`).
    func fitRoot(_ root: LayoutItem) {
        let fittings = [
            LayoutConstraint(root, .width, .equal, nil, nil, constant: 0, priority: Self.rootFittingPriority,
                             identifier: "root-fitting-width"),
            LayoutConstraint(root, .height, .equal, nil, nil, constant: 0, priority: Self.rootFittingPriority,
                             identifier: "root-fitting-height"),
        ]
        for fitting in fittings { makeDormant(fitting: fitting) }
        addRootConstraints(fittings)
    }

    private func addRootConstraints(_ constraints: [LayoutConstraint]) {
        tree.rootConstraints += constraints
        for constraint in constraints {
            constraint.origin = .engine
            add(constraint)
        }
    }

    /// Whether the constraint is the root's fitting width or height. The
    /// solver holds each as a pull (a cost with no row): the root's size is
    /// never negative, and a row would name every item its size is written
    /// through (a long stack's whole chain).
    func isRootFitting(_ constraint: LayoutConstraint) -> Bool {
        !constraint.priority.isRequired && tree.rootConstraints.contains { $0 === constraint }
    }

    /// Makes an item's content-size constraints match its intrinsic size:
    /// `size <= intrinsic @hugging` and `size >= intrinsic @compression
    /// resistance` per axis that has one. Existing constraints change in
    /// place (constant and priority); they are added or removed only when a
    /// dimension appears or goes.
    ///
    /// An item with measured content not measured yet is measured with any
    /// width, and measured again at its width after the next solve. Content
    /// that changed in an item last laid out `laidOutWidth` wide is measured
    /// at that width at once where the required constraints alone fix it
    /// (see ``measureAtHeldWidth(_:laidOutWidth:)``).
    func updateContentSizeConstraints(of item: LayoutItem, laidOutWidth: Double? = nil) {
        if item.hasMeasuredContent, item.usesContentSizeConstraints, item.measurementProposal == nil {
            _ = item.measure(.unbounded)
            if let laidOutWidth { measureAtHeldWidth(item, laidOutWidth: laidOutWidth) }
            measureAfterSolve(item)
        }
        updateAspectRatioConstraint(of: item)
        let key = ObjectIdentifier(item)
        let existing = tree.contentSizeConstraints[key]
        var made = existing ?? ContentSizeConstraints()
        func update(_ axis: LayoutAxis) {
            let intrinsic = item.usesContentSizeConstraints ? item.intrinsicContentSize.contentLength(along: axis) : nil
            guard let intrinsic else {
                if let pair = made[pair: axis] {
                    remove(pair.hugging)
                    remove(pair.compression)
                }
                made[pair: axis] = nil
                return
            }
            let hugging = item.contentHuggingPriority(for: axis)
            let compression = item.contentCompressionResistancePriority(for: axis)
            if let pair = made[pair: axis] {
                pair.hugging.changeForOwner(constant: intrinsic, priority: hugging)
                pair.compression.changeForOwner(constant: intrinsic, priority: compression)
                return
            }
            let horizontal = axis == .horizontal
            let attribute: LayoutAttribute = horizontal ? .width : .height
            let pair = ContentSizeConstraints.Pair(
                hugging: LayoutConstraint(item, attribute, .lessThanOrEqual, nil, nil, constant: intrinsic, priority: hugging),
                compression: LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, nil, constant: intrinsic,
                                              priority: compression))
            // In a layout pass each goes in at once: the pass reads what
            // broke before it next solves.
            lettingGeneratedEquationsWait {
                addGenerated(pair.hugging, GeneratedName(itemName: item.name,
                                                         role: horizontal ? .huggingHorizontal : .huggingVertical),
                             origin: .contentSize)
                addGenerated(pair.compression, GeneratedName(itemName: item.name,
                                                             role: horizontal ? .compressionHorizontal : .compressionVertical),
                             origin: .contentSize)
            }
            made[pair: axis] = pair
        }
        update(.horizontal)
        update(.vertical)
        // Written only when there is something to write or to forget: most
        // items have no intrinsic size.
        if existing != nil || !made.isEmpty { tree.contentSizeConstraints[key] = made.isEmpty ? nil : made }
    }

    /// `NAME-aspect-ratio`: `width == ratio × height`, required, for an item
    /// with an ``LayoutItem/aspectRatio`` whose size its own constraints
    /// decide (a flex stack keeps the ratio of the items it arranges itself).
    func updateAspectRatioConstraint(of item: LayoutItem) {
        let key = ObjectIdentifier(item)
        let wanted = item.usesContentSizeConstraints ? item.aspectRatio : nil
        if let existing = tree.aspectRatioConstraints[key] {
            guard existing.multiplier != wanted else { return }
            remove(existing)
            tree.aspectRatioConstraints[key] = nil
        }
        guard let wanted else { return }
        let constraint = LayoutConstraint(item, .width, .equal, item, .height, multiplier: wanted,
                                          identifier: "\(item.name)-aspect-ratio")
        constraint.origin = .engine
        tree.aspectRatioConstraints[key] = constraint
        add(constraint)
    }

    /// Ties a system guide to its item: a margins guide to its margins; a
    /// readable content guide inside them (centred, as tall, as wide as
    /// they allow up to the root's readable width); a safe-area guide to its
    /// frame's edges, inset by what the last pass found of the unsafe areas;
    /// a keyboard guide along its frame's bottom, as high as the last pass
    /// found the keyboard reaching into it.
    func attachSystemGuide(_ guide: LayoutGuide, _ role: SystemGuideRole, of item: LayoutItem) {
        guard tree.systemGuideConstraints[ObjectIdentifier(guide)] == nil else { return }
        let made: [LayoutConstraint]
        let identifier: String
        switch role {
        case .margins:
            identifier = "\(item.name)-margins-guide"
            made = [LayoutConstraint(guide, .left, .equal, item, .leftMargin),
                    LayoutConstraint(guide, .right, .equal, item, .rightMargin),
                    LayoutConstraint(guide, .top, .equal, item, .topMargin),
                    LayoutConstraint(guide, .bottom, .equal, item, .bottomMargin)]
        case .readableContent:
            identifier = "\(item.name)-readable-content-guide"
            let margins = item.layoutMarginsGuide
            let width = LayoutConstraint(guide, .width, .equal, nil, nil, constant: readableWidth(in: item),
                                         priority: Self.readableWidthPriority)
            made = [LayoutConstraint(guide, .top, .equal, margins, .top),
                    LayoutConstraint(guide, .bottom, .equal, margins, .bottom),
                    LayoutConstraint(guide, .centerX, .equal, margins, .centerX),
                    width]
            tree.readableGuideWidths[ObjectIdentifier(guide)] = width
            root?.settlesOverPasses = true
        case .safeArea:
            identifier = "\(item.name)-safe-area-guide"
            let offsets = Self.safeAreaGuideOffsets(of: item)
            made = zip([LayoutAttribute.left, .right, .top, .bottom], offsets).map { edge, offset in
                LayoutConstraint(guide, edge, .equal, item, edge, constant: offset)
            }
            root?.settlesOverPasses = true
        case .keyboard:
            identifier = "\(item.name)-keyboard-guide"
            let offsets = Self.keyboardGuideOffsets(of: item)
            made = [LayoutConstraint(guide, .left, .equal, item, .left, constant: offsets[0]),
                    LayoutConstraint(guide, .right, .equal, item, .right, constant: offsets[1]),
                    LayoutConstraint(guide, .top, .equal, item, .bottom, constant: offsets[2]),
                    LayoutConstraint(guide, .bottom, .equal, item, .bottom, constant: offsets[3])]
            made[2].noteSource = KeyboardGuideNote.shared
            root?.settlesOverPasses = true
        case .scrollContent:
            // In the item's coordinates the content area starts at 0, 0; its
            // size is the content's.
            identifier = "\(item.name)-content-guide"
            made = [LayoutConstraint(guide, .left, .equal, item, .left),
                    LayoutConstraint(guide, .top, .equal, item, .top)]
        case .scrollFrame:
            identifier = "\(item.name)-frame-guide"
            made = [LayoutConstraint(guide, .left, .equal, item, .left),
                    LayoutConstraint(guide, .top, .equal, item, .top),
                    LayoutConstraint(guide, .width, .equal, item, .width),
                    LayoutConstraint(guide, .height, .equal, item, .height)]
        }
        for constraint in made {
            constraint.origin = .engine
            constraint.identifier = identifier
            add(constraint)
        }
        tree.systemGuideConstraints[ObjectIdentifier(guide)] = made
    }

    /// How strongly a readable content guide keeps the width of its item's
    /// last frame: below required, so that content pinned inside it can
    /// still size an item whose size is its content's while the passes
    /// settle.
    static let readableWidthPriority: Priority = 999

    /// The root's readable width changed: every readable content guide
    /// takes its new width in place.
    func readableWidthChanged() {
        tree.passState.roomChanged = true
        _ = settleReadableGuides()
    }

    /// The width of `item`'s readable content guide as its frame stands:
    /// its margins' width, at most the root's readable width. UIKit
    /// computes the guide from the view's bounds, so the guide follows its
    /// item and never sizes it; like a safe area, it settles over passes.
    /// An item not laid out yet has no frame to take it from: its guide
    /// starts at the readable width, so that content inside it is first
    /// measured as in any room it may get, not wrapped at a width of 0.
    func readableWidth(in item: LayoutItem) -> Double {
        let readable = root?.readableWidth ?? 672
        guard !tree.regionsJoined.contains(item.left) else { return readable }
        let margins = item.marginsForLayout
        return min(readable, max(0, item.frameInRoot.width - margins.left - margins.right))
    }

    /// Gives every readable content guide the width of its item's last
    /// frame; returns the items whose guide changed.
    func settleReadableGuides() -> [LayoutItem] {
        var changed: [LayoutItem] = []
        for width in tree.readableGuideWidths.values.sorted(by: { $0.firstItem.joinOrder < $1.firstItem.joinOrder }) {
            guard let item = (width.firstItem as? LayoutGuide)?.owningItem else { continue }
            let target = readableWidth(in: item)
            guard abs(target - width.constant) > 1e-9 else { continue }
            width.changeForOwner(constant: target, priority: width.priority)
            changed.append(item)
        }
        return changed
    }
}
