/// A setting that an item compiles into constraints (a stack's alignment,
/// distribution or spacing), as a conflict's fixes name and check it: the
/// setting's constraints are the item's, and a fix changes the setting.
package struct GeneratedSetting {
    /// The item whose setting it is.
    package let owner: LayoutItem
    /// The setting as a document names it, with what it is set to:
    /// `"alignment" (fill)`, `"customSpacing" after a (12)`.
    package let text: String
    /// What holds whatever value the setting takes: the owner's
    /// constraints that stand for its present value (`replaced`), and
    /// constraints that every value implies (`by`), so that a value
    /// ending a conflict can exist only where the broken constraint holds
    /// with the one set swapped for the other. Nil for a spacing (see
    /// `sharedBy`).
    package let relaxation: (replaced: [LayoutConstraint], by: [LayoutConstraint])?
    /// For a setting whose value is the constant of each of these
    /// constraints (a stack's exact spacing, in every gap it sets), them:
    /// a fix gives the values with which the broken constraint would hold.
    package let sharedBy: [LayoutConstraint]?

    package init(owner: LayoutItem, text: String,
                 relaxation: (replaced: [LayoutConstraint], by: [LayoutConstraint])? = nil,
                 sharedBy: [LayoutConstraint]? = nil) {
        self.owner = owner
        self.text = text
        self.relaxation = relaxation
        self.sharedBy = sharedBy
    }

    /// Whether `other` is the same setting of the same item: a conflict
    /// names each setting once, however many of its constraints it holds.
    func isSame(as other: GeneratedSetting) -> Bool {
        owner === other.owner && text == other.text
    }
}

/// An item that compiles settings into constraints (a stack).
package protocol GeneratedSettingSource: AnyObject {
    /// The setting `constraint` stands for, when it is one of the item's
    /// generated constraints that stands for a setting; nil otherwise.
    func setting(of constraint: LayoutConstraint) -> GeneratedSetting?
}

extension LayoutConstraint {
    /// For a stack's constraint, the setting it stands for (an alignment
    /// also holds the canvas connections across the axis, which
    /// ``standsForStackSetting`` counts as structure): asked of the items
    /// it names, their parents and the items whose guides it names, as a
    /// stack's constraints name the stack, its guides or the items it
    /// arranges.
    package var generatedSetting: GeneratedSetting? {
        guard case .stack = origin else { return nil }
        for region in [firstItem, secondItem].compactMap({ $0 }) {
            let candidates = if let guide = region as? LayoutGuide {
                [guide.owningItem]
            } else {
                [region as? LayoutItem, (region as? LayoutItem)?.parent]
            }
            for case let source as GeneratedSettingSource in candidates {
                if let setting = source.setting(of: self) { return setting }
            }
        }
        return nil
    }
}
