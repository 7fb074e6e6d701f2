/// How a conflict's report tells that the application's constraint fought
/// a stack's arrangement.
extension LayoutConflict {
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
        var rules: [String] = []
        for member in members where member.source == strongest && !rules.contains(member.rule) {
            rules.append(member.rule)
        }
        return rules
    }
}

extension LayoutConstraint {
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
