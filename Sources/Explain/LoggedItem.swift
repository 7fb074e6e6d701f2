/// A view or layout guide as an Auto Layout console log names it in a
/// constraint description (not the `Layout` module's `LayoutItem`: this is
/// only what the log says about an object it printed).
///
/// Logs print items as `UILabel:0x7fd978f7ff60'Loading...'` (class, address
/// and, for labels, buttons and guides, a text), as a bare debug name
/// resolved through the `names:` block (`AddressToolbar.lockIcon`), or as
/// `|`, the superview of the other item. Within one log, an address
/// identifies one object, so items compare by ``key``.
public struct LoggedItem: Sendable, Hashable, CustomStringConvertible {
    /// The class as printed (`UILabel`, `Trust.BrowserNavigationBar`), nil
    /// for a debug name whose class the log does not give.
    public var className: String?
    /// The address (`0x7fd978f7ff60`) or, for Masonry descriptions, the
    /// `mas_key`; nil for the unnamed superview of a `|` endpoint.
    public var address: String?
    /// The text shown after the address: a label's or button's text (cut to
    /// 25 characters by UIKit), or a layout guide's identifier, with the
    /// log's `\Uxxxx` escapes decoded.
    public var text: String?
    /// The debug name from the `names:` block, when the view has one.
    public var name: String?
    /// For the superview of a `|` endpoint that the log does not name: the
    /// key of its subview.
    public var superviewOf: String?
    /// Whether one of Apple's own apps (SpringBoard) printed the item: its
    /// views are the system's, whatever their class.
    public var isInSystemProcess = false
    /// Whether an app's own process printed the item (the block's header
    /// names a process that is not one of Apple's): its classes are then the
    /// app's, `SB…` ones included, since SpringBoard's views live in
    /// SpringBoard's process alone.
    public var isInAppProcess = false

    /// Creates an item.
    public init(className: String? = nil, address: String? = nil, text: String? = nil,
                name: String? = nil, superviewOf: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
        self.superviewOf = superviewOf
    }

    /// What identifies the item within a log: its address, else its name,
    /// else `superview of` its subview's key.
    public var key: String {
        if let address { return address }
        if let name { return name }
        return "superview of " + (superviewOf ?? "?")
    }

    /// Whether the item belongs to UIKit or AppKit internals the app cannot
    /// change: a class starting with `_` or one of the keyboard and input
    /// window classes (`Docs/Formats/ConsoleLog.md`, "What the explanation
    /// assumes": system-only conflicts).
    public var isPrivateSystemItem: Bool {
        guard let className else { return false }
        let privatePrefixes = ["_", "UIInputSet", "UIKeyboard", "UIRemoteKeyboard", "UIInputWindow",
                               "SystemInputAssistant", "TUISystemInputAssistant", "UICompatibilityInputView",
                               "UITextEffectsWindow"]
        return privatePrefixes.contains { className.hasPrefix($0) }
    }

    /// Whether the item is SpringBoard's: printed by SpringBoard (any class,
    /// `UILabel` included), or, when the log does not say which process
    /// printed it, of a class SpringBoard's frameworks name, `SB` and a
    /// capital (`SBIconView`) or Spotlight's `SPUI` (`SPUISearchTableHeaderView`).
    public var isSpringBoardItem: Bool {
        if isInSystemProcess { return true }
        guard !isInAppProcess, let className else { return false }
        return className.hasPrefix("SPUI") || className.hasPrefix("SB") && className.dropFirst(2).first?.isUppercase == true
    }

    /// Whether the system, not the app, owns the item: UIKit's or AppKit's
    /// private views, and SpringBoard's.
    public var isSystemItem: Bool { isPrivateSystemItem || isSpringBoardItem }

    /// Whether the item is a table or collection view cell or its content
    /// view (`UITableViewCellContentView`, `Shop.PostCell`), which a
    /// container sizes from the app's `sizeForItemAt` or row height.
    public var isCellView: Bool {
        guard let className else { return false }
        // A variant after an underscore is a cell too (`NewsCell_landscape`).
        return className.hasSuffix("Cell") || className.hasSuffix("CellContentView") || className.contains("Cell_")
    }

    /// Whether the system sets the view's frame, with
    /// `translatesAutoresizingMaskIntoConstraints` on by design: a window
    /// (`UIWindow`, or a subclass named `…Window`), sized by the system or
    /// by the app through its frame, one of the views UIKit places between
    /// a window and a view controller's view, or a scroll view's clip view
    /// (`NSClipView` or a subclass named `…ClipView`), which `NSScrollView`
    /// tiles beside its scrollers by its frame.
    public var isFramedBySystem: Bool {
        guard let className else { return false }
        let containers = ["UITransitionView", "UILayoutContainerView", "UIDropShadowView",
                          "UINavigationTransitionView", "UIViewControllerWrapperView"]
        return className.hasSuffix("Window") || className.hasSuffix("ClipView")
            || containers.contains(ViewNamer.shortClass(className))
    }

    /// Whether the item is a layout guide UIKit makes for a view, its
    /// layout margins or safe area (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`):
    /// it belongs to that view, private or not as the view is.
    public var isViewsOwnGuide: Bool {
        className == "UILayoutGuide" && ["UIViewLayoutMarginsGuide", "UIViewSafeAreaLayoutGuide"].contains(text)
    }

    /// Whether two items are the same object: the same ``key``.
    public static func == (lhs: LoggedItem, rhs: LoggedItem) -> Bool { lhs.key == rhs.key }

    /// Hashes the ``key``.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The item as the log prints it: `UILabel:0x7fd978f7ff60'Loading...'`.
    public var description: String {
        if superviewOf != nil, address == nil { return "|" }
        if let name, className == nil || address == nil { return name }
        var text = (className ?? name ?? "") + ":" + (address ?? "")
        if let itemText = self.text { text += "'\(itemText)'" }
        return text
    }

    /// Adds what `other` (the same object) knows and this one does not.
    mutating func merge(_ other: LoggedItem) {
        className = className ?? other.className
        text = text ?? other.text
        name = name ?? other.name
        isInSystemProcess = isInSystemProcess || other.isInSystemProcess
        isInAppProcess = isInAppProcess || other.isInAppProcess
    }
}
