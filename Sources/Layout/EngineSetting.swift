/// The setting an engine constraint stands for, when one does: what a
/// conflict's fix names instead of the constraint, which no one wrote.
package enum EngineSetting {
    /// `NAME-aspect-ratio`: the item's ``LayoutItem/aspectRatio``.
    case aspectRatio(item: LayoutItem, ratio: Double)
    /// A keyboard guide's tie to its item: the root's
    /// ``LayoutItem/rootKeyboardHeight``.
    case keyboard(height: Double)
    /// A safe-area guide's tie to its item: the root's safe-area insets.
    case safeArea
    /// A margins guide's tie to its item: the item's margins.
    case margins(item: LayoutItem)
}

extension EngineSetting {
    /// Whether `other` is the same setting: a conflict's fixes name each
    /// once (a margins guide's left and right ties are one item's margins).
    func isSame(as other: EngineSetting) -> Bool {
        switch (self, other) {
        case let (.aspectRatio(item, _), .aspectRatio(otherItem, _)), let (.margins(item), .margins(otherItem)):
            item === otherItem
        case (.keyboard, .keyboard), (.safeArea, .safeArea):
            true
        default:
            false
        }
    }
}

extension LayoutConstraint {
    /// The setting the constraint stands for, if the engine made it for one
    /// (see ``EngineSetting``).
    package var engineSetting: EngineSetting? {
        guard origin == .engine else { return nil }
        if let item = firstItem as? LayoutItem, secondItem === item, firstAttribute == .width,
           secondAttribute == .height, let ratio = item.aspectRatio, ratio == multiplier {
            return .aspectRatio(item: item, ratio: ratio)
        }
        guard let guide = firstItem as? LayoutGuide, let item = guide.owningItem else { return nil }
        switch guide.systemRole {
        case .keyboard?: return .keyboard(height: item.rootItem.rootKeyboardHeight)
        case .safeArea?: return .safeArea
        case .margins?: return .margins(item: item)
        default: return nil
        }
    }
}
