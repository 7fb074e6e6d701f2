/// How a conflict's report tells that the application's constraint fought
/// a stack's arrangement, and how to inset a stack's items instead.
extension LayoutConflict {
    /// The identifier of a stack's canvas connections (the `Stack` module's
    /// `StackRule.canvasConnection`): what holds its first and last items
    /// at its edges.
    private static let canvasConnection = "UISV-canvas-connection"

    /// The advice of ``insetAdvice``, when the set's only stack rule fought
    /// is a canvas connection between the broken constraint's two items at
    /// one of the stack's edges (not its margins), and the broken constraint
    /// moves the item off that edge.
    static func insetAdvice(for broken: LayoutConstraint, in constraints: [LayoutConstraint],
                                    fighting rules: [String]) -> String? {
        guard rules == [canvasConnection], broken.constant != 0, broken.multiplier == 1,
              let second = broken.secondItem else { return nil }
        let pair: Set = [ObjectIdentifier(broken.firstItem), ObjectIdentifier(second)]
        let edges: [LayoutAttribute] = [.leading, .trailing, .top, .bottom, .left, .right]
        guard let connection = constraints.first(where: { member in
                  guard member.origin == .stack(canvasConnection), let other = member.secondItem else { return false }
                  return [ObjectIdentifier(member.firstItem), ObjectIdentifier(other)] == pair
              }),
              let stack = connection.firstItem as? LayoutItem, let item = connection.secondItem,
              edges.contains(connection.firstAttribute) else { return nil }
        let edge = connection.firstAttribute.rawValue, inset = format(abs(broken.constant))
        return "To keep \(item.name) \(inset) from \(stack.name)'s \(edge) edge, give \(stack.name) a \(edge) layout margin of "
            + "\(inset) and arrange its items within its margins (isLayoutMarginsRelativeArrangement), "
            + "rather than constrain \(item.name) to its edge."
    }

    /// The identifier of the lengths a flex stack gives its items (the
    /// `Stack` module's `StackRule.flexSize`).
    private static let flexSize = "STK-flex-size"

    /// When the set's only stack rule fought is a flex stack's lengths and
    /// the broken constraint is on an item's width or height (a score
    /// column made equal across rows, as a `UIStackView` row would allow):
    /// that a flex stack sizes its items, and where to give the length.
    static func flexSizeAdvice(for broken: LayoutConstraint, fighting rules: [String]) -> String? {
        guard rules == [flexSize], [.width, .height].contains(broken.firstAttribute),
              let item = broken.firstItem as? LayoutItem else { return nil }
        let length = broken.firstAttribute.rawValue
        return "A flex stack sizes the items it arranges, as Texture does: give \(item.name) its \(length) in the"
            + " stack's options for it (FlexItemOptions size, minimumSize, maximumSize; the child's \"size\","
            + " \"minSize\", \"maxSize\" in a document), rather than by a constraint."
    }

    /// The identifier of where a flex stack puts its items (the `Stack`
    /// module's `StackRule.flexPosition`).
    private static let flexPosition = "STK-flex-position"

    /// When the broken constraint places an item (an edge, its centre, a
    /// baseline) that a flex stack places (`STK-flex-position` among the
    /// rules fought): that the stack places its items from its settings,
    /// and the settings that move one, or place it exactly.
    static func flexPositionAdvice(for broken: LayoutConstraint, fighting rules: [String]) -> String? {
        guard rules.contains(flexPosition), ![.width, .height].contains(broken.firstAttribute) else { return nil }
        let placed = [broken.firstItem, broken.secondItem].compactMap { $0 as? LayoutItem }
        guard let item = placed.first(where: { item in
                  item.constraints.values.contains { $0.isFlexPlacement(of: item) && $0.origin == .stack(flexPosition) }
              }), let stack = item.parent else { return nil }
        return "A flex stack places the items it arranges, as Texture does: move \(item.name) with \(stack.name)'s"
            + " justification or alignment, or \(item.name)'s margins and spacing (FlexItemOptions margin, spacingBefore,"
            + " spacingAfter; the child's \"margin\", \"spacingBefore\", \"spacingAfter\" in a document), or place it"
            + " exactly as an absolute child (position absolute with an offset), rather than by a constraint."
    }

    /// The rules of ``stackRulesFought``.
    static func stackRules(foughtBy broken: LayoutConstraint, in constraints: [LayoutConstraint]) -> [String] {
        guard broken.origin == .user, !broken.namesReleasedItem else { return [] }
        let stackMembers = constraints.filter {
            if case .stack = $0.origin { !$0.namesReleasedItem } else { false }
        }
        let arranged = Set(stackMembers.flatMap(\.itemsAndGuideOwners))
        guard !arranged.isDisjoint(with: broken.itemsAndGuideOwners) else { return [] }
        let members = stackMembers.compactMap { member -> (rule: String, source: LayoutConstraint.StackRuleSource)? in
            guard case let .stack(rule) = member.origin else { return nil }
            let source = member.stackRuleSource
            return (rule, source == .spacing && member.constant == 0 ? .structure : source)
        }
        guard let strongest = members.map(\.source).max() else { return [] }
        // Below a setting, the stack only holds its items in the room it
        // has: beside another of the application's sizes of an item it
        // arranges (a name's minimum width where a price's width broke),
        // the broken constraint fights that size for the room, and a
        // spacing or canvas connection is not what to change.
        if strongest < .setting, constraints.contains(where: { $0 !== broken && $0.sizesItem(arrangedAmong: arranged) }) {
            return []
        }
        var rules: [String] = []
        for member in members where member.source == strongest && !rules.contains(member.rule) {
            rules.append(member.rule)
        }
        return rules
    }
}

extension LayoutConstraint {
    /// Whether this is the application's constraint on the width or height
    /// of an item among `arranged` (the items a stack's constraints name)
    /// whose parent is among them too: the stack holding it.
    fileprivate func sizesItem(arrangedAmong arranged: Set<ObjectIdentifier>) -> Bool {
        guard origin == .user, !namesReleasedItem else { return false }
        let ends: [(LayoutRegion?, LayoutAttribute?)] = [(firstItem, firstAttribute), (secondItem, secondAttribute)]
        return ends.contains { region, attribute in
            guard let item = region as? LayoutItem, let attribute, [.width, .height].contains(attribute),
                  let parent = item.parent else { return false }
            return arranged.contains(ObjectIdentifier(item)) && arranged.contains(ObjectIdentifier(parent))
        }
    }

    /// The items the constraint names, a guide standing for the item that
    /// owns it: what a conflict compares to say whether two constraints
    /// hold the same items.
    fileprivate var itemsAndGuideOwners: [ObjectIdentifier] {
        [firstItem, secondItem].compactMap { region -> ObjectIdentifier? in
            guard let region else { return nil }
            let owner: LayoutRegion = (region as? LayoutGuide)?.owningItem ?? region
            return ObjectIdentifier(owner)
        }
    }
}
