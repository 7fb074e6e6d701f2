/// The usual cause of a conflict, recognised from the kinds of its
/// constraints (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes").
public enum ConflictCause: Sendable, Hashable {
    /// The same attribute is constrained twice with different values.
    case duplicate
    /// `translatesAutoresizingMaskIntoConstraints` is on for these views:
    /// their frames, turned into constraints, fight the explicit ones.
    case autoresizingLeftOn(views: [LoggedItem])
    /// A container imposes the view's size (`UIView-Encapsulated-Layout-*`);
    /// `isZero` for the transient zero size of a first layout pass.
    case containerSize(view: LoggedItem, isZero: Bool)
    /// `_UITemporaryLayoutWidth/Height`, UIKit's size before the first layout.
    case temporarySize(view: LoggedItem)
    /// `fittingSizeHTarget`, the width given to `systemLayoutSizeFitting`.
    case fittingSize(view: LoggedItem)
    /// A stack view hides the view (`UISV-hiding`), collapsing its size to 0.
    case hiddenInStackView(view: LoggedItem, axis: LoggedAxis)
    /// A stack view's own arrangement constraints (`UISV-*` spacing,
    /// alignment, canvas) take part.
    case stackViewArrangement
    /// The view is an input view or input accessory view: UIKit pins it to
    /// the bottom of `UIInputSetHostView`, in the keyboard's own window.
    case shownByKeyboard(view: LoggedItem)
    /// A size constant is negative (`width == - 16`).
    case negativeSize(line: Int)
    /// Every item is private to UIKit or AppKit: not the app's bug.
    case systemOnly

    /// The causes of a conflict, most specific first.
    static func of(conflict lines: [Int], parsed: [Int: LoggedConstraint], duplicates: [Duplicate]) -> [ConflictCause] {
        let members = lines.compactMap { index in parsed[index].map { (index, $0) } }
        var causes: [ConflictCause] = []
        let inConflict = Set(lines)
        if duplicates.contains(where: { !$0.isIdentical && Set($0.lines).isSubset(of: inConflict) }) {
            causes.append(.duplicate)
        }
        for (index, line) in members where line.equation.second == nil && line.equation.first.attribute.isSize
            && line.equation.constant < 0 {
            causes.append(.negativeSize(line: index))
        }
        var framed: [LoggedItem] = []
        // The framed view of `H:[ClipView]-(15)-|` is ClipView, not the
        // superview the equation names first.
        for (_, line) in members where line.kind == .autoresizing {
            let view = line.superviewLink?.subview ?? line.equation.first.item
            if !framed.contains(view) { framed.append(view) }
        }
        if !framed.isEmpty { causes.append(.autoresizingLeftOn(views: framed)) }
        for (_, line) in members {
            let view = line.equation.first.item
            switch line.kind {
            case .encapsulatedSize:
                if !causes.contains(where: { if case .containerSize = $0 { true } else { false } }) {
                    let zero = members.contains { $0.1.kind == .encapsulatedSize && $0.1.equation.constant == 0 }
                    causes.append(.containerSize(view: view, isZero: zero))
                }
            case .temporarySize: causes.append(.temporarySize(view: view))
            case .fittingSize: causes.append(.fittingSize(view: view))
            case .stackView where line.identifier == "UISV-hiding":
                causes.append(.hiddenInStackView(view: view, axis: line.equation.first.attribute.axis))
            default: break
            }
        }
        // The app's view that UIKit pins inside the keyboard's host view.
        for (_, line) in members {
            let items = line.equation.items
            guard items.contains(where: { $0.className == "UIInputSetHostView" }),
                  let view = items.first(where: { !$0.isPrivateSystemItem }) else { continue }
            causes.append(.shownByKeyboard(view: view))
            break
        }
        let hides = causes.contains { if case .hiddenInStackView = $0 { true } else { false } }
        if !hides, members.contains(where: { $0.1.kind == .stackView }) { causes.append(.stackViewArrangement) }
        let items = members.flatMap(\.1.equation.items)
        if !items.isEmpty, items.allSatisfy(\.isPrivateSystemItem) { causes.append(.systemOnly) }
        return causes
    }
}
