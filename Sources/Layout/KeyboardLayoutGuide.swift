/// The space the keyboard takes at the bottom of an item, like UIKit's
/// `UIKeyboardLayoutGuide`: an item's ``LayoutItem/keyboardLayoutGuide``.
///
/// The keyboard is the root's ``LayoutItem/rootKeyboardHeight``, docked
/// along the root's bottom edge. The guide spans its item's width and ends
/// at its item's bottom; its top is the keyboard's top while the keyboard
/// is up, and the bottom of the item's safe-area guide (or, with
/// ``usesBottomSafeArea`` off, the item's bottom edge) while it is down.
/// Within an item that does not reach that far down, the guide is of zero
/// height at the item's bottom; it never leaves its item. It depends on the
/// item's frame, so it settles over layout passes, as the safe-area guide
/// does.
///
/// ```swift
/// // An input bar that rides on the keyboard, and on the home indicator without it.
/// bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor)
/// screen.rootKeyboardHeight = 336   // the keyboard comes up
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Made by its item only (``LayoutItem/keyboardLayoutGuide``).
    override init(name: String) {
        super.init(name: name)
    }

    /// Whether the guide's top is the bottom of its item's safe area while
    /// the keyboard is down (true, as in UIKit), or its item's bottom edge,
    /// where the guide is then of zero height.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningItem?.engineIfAttached?.safeAreaChanged() } }
    }
}
