/// A setting that an item compiles into constraints (a stack's alignment,
/// distribution or spacing), as a conflict's fixes name and check it: the
/// setting's constraints are the item's, and a fix changes the setting.
package struct GeneratedSetting {
    /// The item whose setting it is.
    package let owner: LayoutItem
    /// The setting as a document names it, with what it is set to:
    /// `"alignment" (fill)`, `"customSpacing" after a (12)`.
    package let text: String
    /// How the setting is checked and what a fix says of it.
    package let check: Check
    /// Whether the constraint asked stands for the setting besides what its
    /// own rule does (an exact gap, for the distribution that makes it
    /// exact): a conflict names the setting by one of its own constraints
    /// where the set holds one.
    package var standsBesides = false

    /// How a conflict's fix checks a setting.
    package enum Check {
        /// The setting takes one of a few values: the owner's constraints
        /// that stand for the present one (`replaced`), and each other
        /// value with what it requires instead. A fix names the values
        /// with which the broken constraint holds, the one set swapped for
        /// the other.
        case values(replaced: [LayoutConstraint], others: [Value])
        /// The setting is a number, the constant of each of these
        /// constraints (a stack's spacing, in every gap it sets): a fix
        /// gives the numbers with which the broken constraint would hold.
        /// Equalities hold every gap at the number, inequalities (`>=`) at
        /// least at it. Only numbers `within` the range are offered: past
        /// it the owner compiles other required constraints, which the
        /// gaps alone do not follow.
        case number(sharedBy: [LayoutConstraint], within: ClosedRange<Double> = -Double.infinity...Double.infinity)
    }

    /// Another value of a setting, as a fix checks it.
    package struct Value {
        /// The value as a document names it: `center`, `equalSpacing`.
        package let name: String
        /// The constraints it requires.
        package let requires: [LayoutConstraint]
        /// Constraints (gaps) whose lengths it also holds equal to one
        /// another, at whatever length (`equalSpacing`'s gaps): the
        /// constraints' sides less their constants, equal.
        package let equalizes: [LayoutConstraint]

        package init(name: String, requires: [LayoutConstraint], equalizes: [LayoutConstraint] = []) {
            self.name = name
            self.requires = requires
            self.equalizes = equalizes
        }
    }

    package init(owner: LayoutItem, text: String, check: Check) {
        self.owner = owner
        self.text = text
        self.check = check
    }

    /// Whether `other` is the same setting of the same item: a conflict
    /// names each setting once, however many of its constraints it holds.
    func isSame(as other: GeneratedSetting) -> Bool {
        owner === other.owner && text == other.text
    }
}

/// An item that compiles settings into constraints (a stack).
package protocol GeneratedSettingSource: AnyObject {
    /// The settings `constraint` stands for, when it is one of the item's
    /// generated constraints (an exact spacing stands for the spacing and
    /// for the distribution that makes it exact); empty otherwise.
    func settings(of constraint: LayoutConstraint) -> [GeneratedSetting]
}

extension LayoutConstraint {
    /// For a stack's constraint, the settings it stands for (an alignment
    /// also holds the canvas connections across the axis, which
    /// ``standsForStackSetting`` counts as structure): asked of the items
    /// it names, their parents and the items whose guides it names, as a
    /// stack's constraints name the stack, its guides or the items it
    /// arranges.
    package var generatedSettings: [GeneratedSetting] {
        guard case .stack = origin else { return [] }
        for region in [firstItem, secondItem].compactMap({ $0 }) {
            let candidates = if let guide = region as? LayoutGuide {
                [guide.owningItem]
            } else {
                [region as? LayoutItem, (region as? LayoutItem)?.parent]
            }
            for case let source as GeneratedSettingSource in candidates {
                let settings = source.settings(of: self)
                if !settings.isEmpty { return settings }
            }
        }
        return []
    }
}
