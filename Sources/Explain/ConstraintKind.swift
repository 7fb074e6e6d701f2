/// Who made a constraint: the app, or UIKit/AppKit for its own purposes.
///
/// Classified from the constraint's class and identifier
/// (`Docs/Formats/ConsoleLog.md`, "System identifiers"). System constraints
/// cannot be edited by the app; explanations name them as such and look for
/// fixes among the app's own constraints.
public enum ConstraintKind: String, Sendable, Hashable, CaseIterable {
    /// A constraint the app made (in code, a storyboard or a library).
    case user
    /// `NSAutoresizingMaskLayoutConstraint`: a frame turned into constraints
    /// because `translatesAutoresizingMaskIntoConstraints` is on.
    case autoresizing
    /// `UIView-Encapsulated-Layout-Width/Height`: the size a container
    /// (table or collection view, view controller, bar) gives the view.
    case encapsulatedSize
    /// `_UITemporaryLayoutWidth/Height`: a size UIKit imposes while it sizes
    /// a view before its first layout.
    case temporarySize
    /// `fittingSizeHTarget`: the target width of `systemLayoutSizeFitting`.
    case fittingSize
    /// `UISV-*` (`UIStackView`) and `NSStackView.*` arrangement constraints.
    case stackView
    /// `UIView-*Margin-guide-constraint`: layout margins.
    case layoutMargins
    /// `UIViewSafeAreaLayoutGuide-*`: safe-area insets.
    case safeArea
    /// `_UILayoutSupportConstraint`: the top and bottom layout guides of iOS 7–10.
    case layoutSupport
    /// `NSIBPrototypingLayoutConstraint`: Interface Builder's constraints for
    /// a view placed without any.
    case interfaceBuilder
    /// Keyboard and input-window constraints (`UIInputWindowController-*`,
    /// `assistantHeight`…).
    case inputWindow
    /// Other constraints UIKit or AppKit make for their own views (toolbar,
    /// navigation bar and grid internals).
    case systemInternal

    /// Classifies a parsed constraint.
    public init(of constraint: LoggedConstraint) {
        let identifier = constraint.identifier ?? ""
        func starts(_ prefixes: String...) -> Bool { prefixes.contains { identifier.hasPrefix($0) } }
        if constraint.className == "NSAutoresizingMaskLayoutConstraint" {
            self = .autoresizing
        } else if starts("UIView-Encapsulated-Layout-") {
            self = .encapsulatedSize
        } else if starts("_UITemporaryLayout") {
            self = .temporarySize
        } else if starts("fittingSize") {
            self = .fittingSize
        } else if starts("UISV-", "NSStackView.") {
            self = .stackView
        } else if starts("UIView-") && identifier.hasSuffix("Margin-guide-constraint") {
            self = .layoutMargins
        } else if starts("UIViewSafeAreaLayoutGuide-") {
            self = .safeArea
        } else if constraint.className == "_UILayoutSupportConstraint" {
            self = .layoutSupport
        } else if constraint.className == "NSIBPrototypingLayoutConstraint" || starts("IB auto generated") {
            self = .interfaceBuilder
        } else if starts("UIInputWindowController-", "accessoryView.", "assistant", "UIButtonBar.") {
            self = .inputWindow
        } else if starts("TB_", "IB_Baseline", "BIB_", "UINav", "Mask_", "MaskEV_", "GridView") {
            self = .systemInternal
        } else {
            self = .user
        }
    }

    /// Whether the system, not the app, made the constraint.
    public var isSystem: Bool { self != .user }

    /// What the constraint is, in a few words, for system constraints:
    /// `the size the container gives the view`.
    public var summary: String {
        switch self {
        case .user: "the app's constraint"
        case .autoresizing: "the view's frame, from its autoresizing mask"
        case .encapsulatedSize: "the size the container gives the view"
        case .temporarySize: "a temporary size UIKit sets before the first layout"
        case .fittingSize: "the target width of systemLayoutSizeFitting"
        case .stackView: "a stack view's arrangement"
        case .layoutMargins: "the view's layout margins"
        case .safeArea: "the safe-area insets"
        case .layoutSupport: "a top or bottom layout guide"
        case .interfaceBuilder: "Interface Builder's fixed-frame constraint"
        case .inputWindow: "the keyboard's input window"
        case .systemInternal: "UIKit's own layout of its views"
        }
    }
}
