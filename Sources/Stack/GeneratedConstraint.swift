/// One constraint a stack wants, as a value: the compiler produces a list of
/// these and ``GeneratedConstraintSet`` makes the live constraints match.
struct GeneratedConstraint {
    let rule: StackRule
    let first: LayoutRegion
    let firstAttribute: LayoutAttribute
    let relation: Relation
    let second: LayoutRegion?
    let secondAttribute: LayoutAttribute?
    let multiplier: Double
    let constant: Double
    let priority: Priority

    init(rule: StackRule, first: LayoutRegion, firstAttribute: LayoutAttribute, relation: Relation,
         second: LayoutRegion? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 0,
         constant: Double, priority: Priority = .required) {
        self.rule = rule
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = second == nil ? 0 : multiplier
        self.constant = constant
        self.priority = priority
    }

    /// What makes a live constraint reusable for this one: everything but
    /// the constant and an optional priority, which change in place.
    var key: Key {
        Key(rule: rule, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
            isRequired: priority.isRequired)
    }

    struct Key: Hashable {
        let rule: StackRule
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: Relation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute?
        let multiplier: Double
        let isRequired: Bool

        /// Hashes the items alone: the rule and the attributes would hash
        /// their names (`String` raw values), up to three strings a key at
        /// every comparison of a list, and the few constraints a stack
        /// makes between the same two items are told apart by equality.
        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
            hasher.combine(second)
        }
    }

    /// A new, inactive constraint, identified by its rule.
    func makeConstraint() -> LayoutConstraint {
        let constraint = LayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                          multiplier: multiplier, constant: constant, priority: priority,
                                          identifier: rule.rawValue)
        constraint.origin = .stack(rule.rawValue)
        constraint.stackRuleSource = rule.source
        // Read in the stack's direction: an item that forces another for
        // what it holds is still arranged in the stack's.
        constraint.readsInFrameDirection = true
        // Only a collapsed item's flex size is optional (999.999), and a
        // constraint is reused only at the same required-ness (`key`).
        constraint.holdsHiddenItem = rule == .hiding || (rule == .flexSize && !priority.isRequired)
        return constraint
    }
}
