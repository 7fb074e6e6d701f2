/// The usual cause of a conflict, recognised from the kinds of its
/// constraints (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes").
public enum ConflictCause: Sendable, Hashable {
    /// The same attribute is constrained twice with different values.
    case duplicate
    /// `translatesAutoresizingMaskIntoConstraints` is on for these views:
    /// their frames, turned into constraints, fight the explicit ones.
    case autoresizingLeftOn(views: [LoggedItem])
    /// A container imposes the view's size (`UIView-Encapsulated-Layout-*`);
    /// `isZero` for the transient zero size of a first layout pass;
    /// `container` when the view's class names one whose size the app does
    /// not set (SwiftUI's hosting view, the keyboard).
    case containerSize(view: LoggedItem, isZero: Bool, container: SizingContainer?)
    /// `_UITemporaryLayoutWidth/Height`, UIKit's size before the first layout.
    case temporarySize(view: LoggedItem)
    /// `fittingSizeHTarget`, the width given to `systemLayoutSizeFitting`.
    case fittingSize(view: LoggedItem)
    /// A stack view hides the view (`UISV-hiding`), collapsing its size to 0.
    case hiddenInStackView(view: LoggedItem, axis: LoggedAxis)
    /// The app's constraint (`line`) holds a view a stack view arranges
    /// `inset` points from the stack view's `edge`, where the stack view's
    /// canvas connection holds it at that edge (`UISV-canvas-connection`):
    /// an inset that belongs in the stack view's layout margins.
    case insetInStackView(line: Int, view: LoggedItem, stackView: LoggedItem, edge: LoggedAttribute, inset: Double)
    /// The app's constraint (`line`) gives a view a fixed width or height
    /// (`attribute`) where a `fillEqually` stack view arranging it makes
    /// it as long as its siblings (`UISV-fill-equally`): the stack view's
    /// length, not the view's, decides it.
    case sizeInFillEqually(line: Int, view: LoggedItem, attribute: LoggedAttribute)
    /// The app's constraint (`line`) makes one view's width or height
    /// (`attribute`) other than another's (`first == 2 × second + 1`)
    /// where a `fillEqually` stack view arranges both and makes them equal
    /// (`UISV-fill-equally`).
    case unequalSizesInFillEqually(line: Int, first: LoggedItem, second: LoggedItem, attribute: LoggedAttribute)
    /// The app's constraint (`line`) gives a view a width or height
    /// (`attribute`) where the stack view arranging it aligns both of its
    /// edges across the stack view's axis with the views beside it
    /// (`UISV-alignment` on both edges: the `fill` alignment), so that it
    /// spans the stack view, whose length there its container decides.
    case sizeInFillAlignment(line: Int, view: LoggedItem, attribute: LoggedAttribute)
    /// The app's constraints (`lines`) give two or more views that a stack
    /// view arranges side by side (`UISV-spacing` between them) each a
    /// width or height (`attribute`), fixed or a minimum: with the spacing
    /// they need more than the stack view's room, which its container
    /// decides.
    case sizesInStackView(lines: [Int], attribute: LoggedAttribute)
    /// A stack view's own arrangement constraints (`UISV-*` spacing,
    /// alignment, canvas) take part.
    case stackViewArrangement
    /// The view is an input view or input accessory view: UIKit pins it to
    /// the bottom of `UIInputSetHostView`, in the keyboard's own window.
    case shownByKeyboard(view: LoggedItem)
    /// A size constant is negative (`width == - 16`).
    case negativeSize(line: Int)
    /// Every item is private to UIKit or AppKit, or SpringBoard's: not the
    /// app's bug.
    case systemOnly

    /// The causes of a conflict, most specific first.
    static func of(conflict lines: [Int], parsed: [Int: LoggedConstraint], duplicates: [Duplicate]) -> [ConflictCause] {
        let members = lines.compactMap { index in parsed[index].map { (index, $0) } }
        var causes: [ConflictCause] = []
        let inConflict = Set(lines)
        let inset = insetInStackView(among: members)
        if let inset { causes.append(inset.cause) }
        let fixedShare = sizeInFillEqually(among: members)
        if let fixedShare { causes.append(fixedShare) }
        let aligned = sizeInFillAlignment(among: members)
        if let aligned { causes.append(aligned) }
        let sizes = sizesInStackView(among: members)
        if let sizes { causes.append(sizes) }
        // An inset against the canvas connection sets the same pair of
        // attributes twice, but it is no older constraint left active; nor
        // is a size the system sets (a container's, a frame's), which the
        // app cannot keep or remove.
        if duplicates.contains(where: { !$0.isIdentical && Set($0.lines).isSubset(of: inConflict)
                                        && Set($0.lines) != inset?.lines && $0.isTheAppsToResolve(kind: { parsed[$0]?.kind }) }) {
            causes.append(.duplicate)
        }
        for (index, line) in members where line.equation.second == nil && line.equation.first.attribute.isSize
            && line.equation.constant < 0 {
            causes.append(.negativeSize(line: index))
        }
        var framed: [LoggedItem] = []
        // The frames of UIKit's and AppKit's private views are theirs to
        // turn into constraints; a window's frame is the window's size,
        // which no flag of the app's turns off. Nor is a view the likely
        // cause when the app's constraints in the conflict name it only as
        // the container of views inside it: its frame is the room they are
        // given (a view controller's root view), and they need more.
        let containment = BlockSystem.Containment(lines: members.map(\.1))
        func onlyHolds(_ view: LoggedItem) -> Bool {
            let naming = members.filter { $0.1.kind != .autoresizing && $0.1.equation.items.contains(view) }
            // A constraint on the view alone (its width) is the app's on
            // the view itself, which fights its frame.
            return !naming.isEmpty && naming.allSatisfy { _, line in
                let others = line.equation.items.filter { $0 != view }
                return !others.isEmpty && others.allSatisfy { containment.holds(view, $0) == true }
            }
        }
        for (_, line) in members where line.kind == .autoresizing {
            let view = line.framedView
            if !framed.contains(view), !view.isSystemItem, !view.isFramedBySystem, !onlyHolds(view) { framed.append(view) }
        }
        if !framed.isEmpty { causes.append(.autoresizingLeftOn(views: framed)) }
        for (_, line) in members {
            let view = line.equation.first.item
            switch line.kind {
            case .encapsulatedSize:
                if !causes.contains(where: { if case .containerSize = $0 { true } else { false } }) {
                    let zero = members.contains { $0.1.kind == .encapsulatedSize && $0.1.equation.constant == 0 }
                    causes.append(.containerSize(view: view, isZero: zero, container: SizingContainer(sizing: view)))
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
                  let view = items.first(where: { !$0.isSystemItem }) else { continue }
            causes.append(.shownByKeyboard(view: view))
            break
        }
        let hides = causes.contains { if case .hiddenInStackView = $0 { true } else { false } }
        if !hides, inset == nil, fixedShare == nil, aligned == nil, sizes == nil, members.contains(where: { $0.1.kind == .stackView }) { causes.append(.stackViewArrangement) }
        // A view's margins or safe-area guide is that view's: the guide
        // constraints that place it name the view too.
        let items = members.flatMap(\.1.equation.items).filter { !$0.isViewsOwnGuide }
        if !items.isEmpty, items.allSatisfy(\.isSystemItem) { causes.append(.systemOnly) }
        return causes
    }

    /// The app's constant width or height on a view that a `UISV-fill-equally`
    /// constraint in the conflict sizes along the same attribute; or the
    /// app's constraint making two views that such constraints make equal
    /// unequal along it (a multiplier or constant between them).
    private static func sizeInFillEqually(among members: [(Int, LoggedConstraint)]) -> ConflictCause? {
        for (index, line) in members where line.kind == .user {
            let equation = line.equation, attribute = equation.first.attribute
            guard [.width, .height].contains(attribute) else { continue }
            // The views the stack view's equal lengths along `attribute`
            // join to `view`: each arranged view is made equal to the first.
            func equalized(with view: LoggedItem) -> Set<LoggedItem> {
                var joined: Set<LoggedItem> = [view], grew = true
                while grew {
                    grew = false
                    for (_, other) in members where other.identifier == "UISV-fill-equally"
                        && other.equation.first.attribute == attribute && other.equation.items.contains(where: joined.contains) {
                        let before = joined.count
                        joined.formUnion(other.equation.items)
                        grew = grew || joined.count > before
                    }
                }
                return joined
            }
            guard let second = equation.second else {
                if equalized(with: equation.first.item).count > 1 {
                    return .sizeInFillEqually(line: index, view: equation.first.item, attribute: attribute)
                }
                continue
            }
            guard second.attribute == attribute, second.item != equation.first.item,
                  equation.multiplier != 1 || equation.constant != 0,
                  equalized(with: equation.first.item).contains(second.item) else { continue }
            return .unequalSizesInFillEqually(line: index, first: equation.first.item, second: second.item, attribute: attribute)
        }
        return nil
    }

    /// The app's constant width or height (or minimum) on a view whose two
    /// edges across it `UISV-alignment` constraints of the conflict align:
    /// top and bottom for a height, leading and trailing (or left and
    /// right) for a width.
    private static func sizeInFillAlignment(among members: [(Int, LoggedConstraint)]) -> ConflictCause? {
        let edges: [LoggedAttribute: [Set<LoggedAttribute>]] = [
            .height: [[.top, .bottom]], .width: [[.leading, .trailing], [.left, .right]],
        ]
        for (index, line) in members where line.kind == .user {
            let equation = line.equation
            guard equation.second == nil, equation.relation != .lessThanOrEqual,
                  let pairs = edges[equation.first.attribute] else { continue }
            let view = equation.first.item
            let alignedEdges = Set(members.filter { $0.1.identifier == "UISV-alignment" }
                .flatMap { [$0.1.equation.first] + [$0.1.equation.second].compactMap { $0 } }
                .filter { $0.item == view }.map(\.attribute))
            if pairs.contains(where: { $0.isSubset(of: alignedEdges) }) {
                return .sizeInFillAlignment(line: index, view: view, attribute: equation.first.attribute)
            }
        }
        return nil
    }

    /// The app's constant widths or heights, or minimums, on two or more
    /// views that `UISV-spacing` constraints of the conflict space along
    /// the same axis: views side by side in a stack view.
    private static func sizesInStackView(among members: [(Int, LoggedConstraint)]) -> ConflictCause? {
        for attribute in [LoggedAttribute.width, .height] {
            let spaced = Set(members.filter { $0.1.identifier == "UISV-spacing" && $0.1.equation.first.attribute.axis == attribute.axis }
                .flatMap(\.1.equation.items))
            let lines = members.filter { _, line in
                line.kind == .user && line.equation.second == nil && line.equation.first.attribute == attribute
                    && line.equation.relation != .lessThanOrEqual && spaced.contains(line.equation.first.item)
            }
            if Set(lines.map(\.1.equation.first.item)).count > 1 {
                return .sizesInStackView(lines: lines.map(\.0), attribute: attribute)
            }
        }
        return nil
    }

    /// The app's constraint that insets a view from the edge of the stack
    /// view that arranges it, against the canvas connection at that edge:
    /// the same two attributes (an edge, not a margin), the app's with a
    /// constant and the stack view's without. The cause, and the two lines.
    private static func insetInStackView(among members: [(Int, LoggedConstraint)])
        -> (cause: ConflictCause, lines: Set<Int>)? {
        let edges: Set<LoggedAttribute> = [.leading, .trailing, .top, .bottom, .left, .right]
        for (index, line) in members where line.kind == .user {
            let equation = line.equation
            guard equation.multiplier == 1, equation.constant != 0, equation.second != nil,
                  edges.contains(equation.first.attribute) else { continue }
            for (canvasIndex, canvas) in members where canvas.kind == .stackView
                && canvas.identifier == "UISV-canvas-connection" {
                guard canvas.equation.multiplier == 1, canvas.equation.constant == 0,
                      let canvasSecond = canvas.equation.second, canvas.equation.constrainsSamePair(as: equation) else { continue }
                // `S.leading == A.leading`, or in the visual format `[A]-(0)-|`, whose `|` is S.
                let stackView = canvas.superviewLink?.superview ?? canvas.equation.first.item
                guard let view = [canvas.equation.first.item, canvasSecond.item].first(where: { $0 != stackView }) else { continue }
                let cause = ConflictCause.insetInStackView(line: index, view: view, stackView: stackView,
                                                           edge: canvas.equation.first.attribute, inset: abs(equation.constant))
                return (cause, [index, canvasIndex])
            }
        }
        return nil
    }
}
