/// Readable, stable names for the views and layout guides of a log.
///
/// A view with a debug name (the `names:` block) is called by it
/// (`AddressToolbar.lockIcon`); one with a text by its class and text
/// (`UILabel 'Loading...'`, `UILayoutGuide 'UIViewSafeAreaLayoutGuide'`);
/// any other by its class without the module and a number in order of first
/// appearance (`UIView #2`, `BrowserNavigationBar #1`). Two items that would
/// get the same name are numbered apart (`UILabel 'OK' #2`). The unnamed
/// superview of a `|` endpoint is `the superview of …`.
///
/// ```swift
/// let namer = ViewNamer(items: [label, container])
/// namer.name(of: container)   // "UIView #1"
/// ```
public struct ViewNamer: Sendable {
    private var names: [String: String] = [:]
    private var subviewOf: [String: String] = [:]

    /// Names the items in order; repeated keys keep the first name.
    public init(items: [LoggedItem]) {
        var counts: [String: Int] = [:]
        var taken: Set<String> = []
        for item in items where names[item.key] == nil {
            if let subview = item.superviewOf, item.address == nil {
                subviewOf[item.key] = subview
                continue
            }
            let base: String
            let numbered: Bool
            if let name = item.name {
                (base, numbered) = (name, false)
            } else if let text = item.text {
                (base, numbered) = ("\(Self.shortClass(item.className)) '\(text)'", false)
            } else {
                (base, numbered) = (Self.shortClass(item.className), true)
            }
            counts[base, default: 0] += 1
            var name = numbered || counts[base]! > 1 ? "\(base) #\(counts[base]!)" : base
            while taken.contains(name) {
                counts[base]! += 1
                name = "\(base) #\(counts[base]!)"
            }
            taken.insert(name)
            names[item.key] = name
        }
    }

    /// The readable name of an item (its printed form if it was never seen).
    public func name(of item: LoggedItem) -> String {
        if let name = names[item.key] { return name }
        if let subview = subviewOf[item.key] ?? item.superviewOf {
            return "the superview of " + (names[subview] ?? subview)
        }
        return item.description
    }

    /// `Trust.BrowserNavigationBar` without its module: `BrowserNavigationBar`.
    static func shortClass(_ className: String?) -> String {
        guard let className else { return "view" }
        guard let dot = className.lastIndex(of: "."), !className.hasPrefix("_Tt") else { return className }
        return String(className[className.index(after: dot)...])
    }
}
