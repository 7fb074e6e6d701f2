/// A rectangle owned by an item that takes part in layout without being an
/// item, like `UILayoutGuide`: spacers, the gaps of a stack, the layout
/// margins (``LayoutItem/layoutMarginsGuide``).
///
/// ```swift
/// let gap = LayoutGuide(name: "gap")
/// root.addLayoutGuide(gap)
/// try LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 12),
/// ])
/// ```
public final class LayoutGuide: LayoutRegion {
    /// The item that owns the guide; its frame is in this item's coordinates.
    public var owningItem: LayoutItem? { coordinateParent }
    /// Which of its owner's system guides this is (its position is
    /// generated), if any.
    var systemRole: SystemGuideRole?
    /// Whether this is one of its owner's system guides, which stay with it.
    package var isSystemGuide: Bool { systemRole != nil }
    /// Whether a stack made the guide for its own constraints; such guides
    /// are left out of ambiguity reports (they are often free across the axis
    /// they do not measure).
    package var isGenerated = false
    /// The ties of a guide made by ``LayoutAnchor/anchorWithOffset(to:)``
    /// to its two anchors that could not be activated yet (an anchor's item
    /// not yet in the tree): the first constraint activated on the guide
    /// activates them, or fails with their error.
    var pendingOffsetTies: [LayoutConstraint] = []

    /// For a keyboard guide (``LayoutItem/keyboardLayoutGuide``): whether
    /// the guide is the bottom of its item's safe-area guide while the
    /// keyboard is down (true, as UIKit's `UIKeyboardLayoutGuide`), or of
    /// zero height at its item's bottom edge. Setting it on any other guide
    /// traps, naming the guide.
    public var usesBottomSafeArea = true {
        didSet {
            usagePrecondition(systemRole == .keyboard, "\(name) is not a keyboard guide: only those use the bottom safe area")
            if usesBottomSafeArea != oldValue { owningItem?.engineIfAttached?.safeAreaChanged() }
        }
    }

    /// Creates a guide; add it to an item with ``LayoutItem/addLayoutGuide(_:)``.
    public override init(name: String) {
        super.init(name: name)
    }

    override var isRightToLeft: Bool { owningItem?.isRightToLeft ?? false }
    override var directionItem: LayoutItem? { owningItem }

    override var rootItem: LayoutItem {
        guard let owningItem else { fatalError("the guide \(name) belongs to no item") }
        return owningItem.rootItem
    }
}

/// The guides every item has, whose position the engine generates.
enum SystemGuideRole {
    /// ``LayoutItem/layoutMarginsGuide``.
    case margins
    /// ``LayoutItem/readableContentGuide``.
    case readableContent
    /// ``LayoutItem/safeAreaLayoutGuide``.
    case safeArea
    /// ``LayoutItem/keyboardLayoutGuide``.
    case keyboard
    /// ``ScrollItem/contentLayoutGuide``.
    case scrollContent
    /// ``ScrollItem/frameLayoutGuide``.
    case scrollFrame
}
