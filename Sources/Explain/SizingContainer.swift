/// A container that gives a view its size (`UIView-Encapsulated-Layout-*`)
/// which the app does not set, recognised from the class of the view the
/// constraint sizes (`Docs/Formats/ConsoleLog.md`, "What the explanation
/// assumes").
public enum SizingContainer: String, Sendable, Hashable {
    /// SwiftUI hosts the view: a `UIHostingController`'s view,
    /// `_UIHostingView` (printed mangled, `_TtGC7SwiftUI14_UIHostingView…`),
    /// sized by the SwiftUI layout around it.
    case swiftUIHosting
    /// The keyboard: a `UIInputView`, the view of a keyboard extension's
    /// input view controller, as high as the system makes the keyboard.
    case keyboard

    /// The container of a view that a `UIView-Encapsulated-Layout-*`
    /// constraint sizes, when its class names one; nil for the usual cells,
    /// root views and bars.
    init?(sizing view: LoggedItem) {
        guard let name = view.className else { return nil }
        if name.contains("UIHostingView") || name.contains("UIHostingController") {
            self = .swiftUIHosting
        } else if name == "UIInputView" {
            self = .keyboard
        } else {
            return nil
        }
    }

    /// Where the size comes from: `SwiftUI, which hosts it`.
    var source: String {
        switch self {
        case .swiftUIHosting: "SwiftUI, which hosts it"
        case .keyboard: "the keyboard"
        }
    }

    /// What the container is, for the explanation's parenthesis.
    var detail: String {
        switch self {
        case .swiftUIHosting: "a UIHostingController's view, _UIHostingView, takes the size SwiftUI proposes"
        case .keyboard: "a UIInputView, the view of a keyboard extension's input view controller, is as high as the system makes the keyboard"
        }
    }

    /// What the app can do about the size, having no say in it.
    var remedy: String {
        switch self {
        case .swiftUIHosting:
            "The app does not set that size: lower the priority of one of yours to 999, or give the SwiftUI view"
                + " the size they need (.frame)."
        case .keyboard:
            "The app does not set that height: lower the priority of one of yours to 999 (a height of the input"
                + " view's own at 999 asks the system for another)."
        }
    }
}
