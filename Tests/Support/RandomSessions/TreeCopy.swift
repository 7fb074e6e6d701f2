import Layout
import Stack

/// A fresh tree built from the public state of a live one: the same items,
/// settings, stacks, guides and user constraints, activated in the same
/// order on a new engine. Comparing the two checks that the live engine,
/// after all its incremental changes, solves the same system as a fresh
/// build of it.
///
/// Broken user constraints are left out (the live engine does not enforce
/// them either); the margins, safe-area and readable-content guides are
/// copied by name.
struct TreeCopy {
    let root: LayoutItem
    /// The copy of each live region, by the live region's identity.
    private(set) var copies: [ObjectIdentifier: LayoutRegion] = [:]

    init(of liveRoot: LayoutItem) throws(LayoutError) {
        var copies: [ObjectIdentifier: LayoutRegion] = [:]
        root = Self.copy(liveRoot, into: &copies)
        self.copies = copies
        for constraint in liveRoot.engine.constraints where constraint.origin == .user && !constraint.isBroken {
            try LayoutConstraint(copy(of: constraint.firstItem), constraint.firstAttribute, constraint.relation,
                                 constraint.secondItem.map(copy(of:)), constraint.secondAttribute,
                                 multiplier: constraint.multiplier, constant: constraint.constant,
                                 priority: constraint.priority, identifier: constraint.identifier).activate()
        }
    }

    /// The copy of a live region of the tree.
    func copy(of region: LayoutRegion) -> LayoutRegion {
        copies[ObjectIdentifier(region)]!
    }

    private static func copy(_ live: LayoutItem, into copies: inout [ObjectIdentifier: LayoutRegion]) -> LayoutItem {
        let liveStack = live as? StackItem
        let liveScroll = live as? ScrollItem
        let item: LayoutItem = liveStack != nil ? StackItem(name: live.name)
            : liveScroll != nil ? ScrollItem(name: live.name) : LayoutItem(name: live.name)
        if let liveScroll, let scroll = item as? ScrollItem {
            scroll.contentOffset = liveScroll.contentOffset
            scroll.contentInsetAdjustmentBehavior = liveScroll.contentInsetAdjustmentBehavior
            copies[ObjectIdentifier(liveScroll.contentLayoutGuide)] = scroll.contentLayoutGuide
            copies[ObjectIdentifier(liveScroll.frameLayoutGuide)] = scroll.frameLayoutGuide
        }
        copies[ObjectIdentifier(live)] = item
        if let content = live.measuredContent {
            item.measuredContent = content
        } else {
            item.intrinsicContentSize = live.intrinsicContentSize
        }
        item.isHidden = live.isHidden
        item.layoutMargins = live.layoutMargins
        item.layoutDirection = live.layoutDirection
        item.semanticContentAttribute = live.semanticContentAttribute
        item.rootSafeAreaInsets = live.rootSafeAreaInsets
        item.rootKeyboardHeight = live.rootKeyboardHeight
        item.readableWidth = live.readableWidth
        item.insetsLayoutMarginsFromSafeArea = live.insetsLayoutMarginsFromSafeArea
        item.preservesSuperviewLayoutMargins = live.preservesSuperviewLayoutMargins
        item.alignmentRectInsets = live.alignmentRectInsets
        item.autoresizingFrame = live.autoresizingFrame
        item.autoresizingMask = live.autoresizingMask
        item.translatesAutoresizingMaskIntoConstraints = live.translatesAutoresizingMaskIntoConstraints
        item.firstBaselineOffset = live.firstBaselineOffset
        item.lastBaselineOffset = live.lastBaselineOffset
        for axis in LayoutAxis.allCases {
            item.setContentHuggingPriority(live.contentHuggingPriority(for: axis), for: axis)
            item.setContentCompressionResistancePriority(live.contentCompressionResistancePriority(for: axis), for: axis)
        }
        for guide in live.layoutGuides where !guide.isGenerated && copies[ObjectIdentifier(guide)] == nil {
            if guide.name == "\(live.name).margins" {
                copies[ObjectIdentifier(guide)] = item.layoutMarginsGuide
            } else if guide.name == "\(live.name).safeArea" {
                copies[ObjectIdentifier(guide)] = item.safeAreaLayoutGuide
            } else if guide.name == "\(live.name).readableContent" {
                copies[ObjectIdentifier(guide)] = item.readableContentGuide
            } else if guide.name == "\(live.name).keyboard" {
                item.keyboardLayoutGuide.usesBottomSafeArea = guide.usesBottomSafeArea
                copies[ObjectIdentifier(guide)] = item.keyboardLayoutGuide
            } else {
                let copy = LayoutGuide(name: guide.name)
                item.addLayoutGuide(copy)
                copies[ObjectIdentifier(guide)] = copy
            }
        }
        for child in live.children { item.addChild(copy(child, into: &copies)) }
        if let liveStack, let stack = item as? StackItem {
            stack.axis = liveStack.axis
            stack.distribution = liveStack.distribution
            stack.alignment = liveStack.alignment
            stack.spacing = liveStack.spacing
            stack.isBaselineRelativeArrangement = liveStack.isBaselineRelativeArrangement
            stack.isLayoutMarginsRelativeArrangement = liveStack.isLayoutMarginsRelativeArrangement
            stack.sizeRange = liveStack.sizeRange
            stack.roundsGrowthToWholePoints = liveStack.roundsGrowthToWholePoints
            stack.sizesToFitAbsoluteItems = liveStack.sizesToFitAbsoluteItems
            for arranged in liveStack.arrangedItems {
                let copy = copies[ObjectIdentifier(arranged)] as! LayoutItem
                stack.addArrangedItem(copy)
                stack.setCustomSpacing(liveStack.customSpacing(after: arranged), after: copy)
                stack.setFlexOptions(liveStack.flexOptions(for: arranged), for: copy)
            }
        }
        return item
    }
}
