/// The note of a keyboard guide's top tie (`NAME-keyboard-guide`): whether
/// the keyboard is up and how far it reaches into the item (or that it
/// does not reach it, and the guide is 0 high), or, while it is
/// down, what the guide stands on instead. One for every engine: it reads
/// the tree as it is when a report asks.
final class KeyboardGuideNote: ConstraintNoteSource, Sendable {
    static let shared = KeyboardGuideNote()

    func note(for constraint: LayoutConstraint) -> String? {
        guard let guide = constraint.firstItem as? LayoutGuide, guide.systemRole == .keyboard,
              constraint.firstAttribute == .top,
              let item = guide.owningItem else { return nil }
        let height = item.rootItem.rootKeyboardHeight
        let inset = format(item.keyboardInset)
        let keyboardTop = item.rootItem.frameInRoot.maxY - height, bottom = item.frameInRoot.maxY
        if height > 0 && bottom <= keyboardTop {
            // A sheet centred on an iPad ends above a short keyboard (the
            // shortcuts bar of a hardware keyboard): its guide is 0 high.
            return "the keyboard is up, \(format(height)) high, but does not reach \(item.name): its top, "
                + "\(format(keyboardTop)), is below \(item.name)'s bottom, \(format(bottom))"
        }
        if height > 0 {
            return "the keyboard is up, \(format(height)) high: it covers \(inset) of \(item.name) from its bottom"
        }
        return guide.usesBottomSafeArea
            ? "the keyboard is down: \(item.name)'s keyboard guide is the bottom of its safe area, \(inset) high"
            : "the keyboard is down, and \(item.name)'s keyboard guide does not use the safe area: it is 0 high"
    }
}
