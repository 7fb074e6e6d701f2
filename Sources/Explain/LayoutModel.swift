import Cassowary

/// A rule Auto Layout's engine applies but never prints
/// (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes"): widths
/// and heights are never negative, a baseline is never above its view's
/// top, and a layout margin the log does not print is never negative (or,
/// where a conflict needs a value, assumed to be UIKit's default).
public struct ImplicitRule: Sendable, Hashable, CustomStringConvertible {
    /// Which rule.
    public enum Kind: String, Sendable, Hashable {
        /// `width >= 0`.
        case nonNegativeWidth
        /// `height >= 0`.
        case nonNegativeHeight
        /// `firstBaseline >= top`.
        case firstBaselineBelowTop
        /// `lastBaseline >= top`.
        case lastBaselineBelowTop
        /// `leadingMargin inset >= 0`: a margin the log does not print is
        /// inside its view's edge, by an unknown amount.
        case nonNegativeMargin
        /// `leadingMargin inset == 8`: a margin the log does not print, at
        /// UIKit's default (an assumption, `value`).
        case defaultMargin
    }

    /// The rule.
    public var kind: Kind
    /// The view or guide it applies to.
    public var item: LoggedItem
    /// The rule as a solver constraint.
    public let constraint: Constraint
    /// For a margin rule, the margin as the log names it (`leadingMargin`).
    public var margin: LoggedAttribute?
    /// For a default margin, the inset assumed.
    public var value: Double?
    /// For a default margin, whether the view is taken for a view
    /// controller's root view (whose side margins are 16 or 20, not 8).
    public var isRootView = false

    /// The rule in the log's attribute notation: `UILabel:0x7f….width >= 0`.
    public var description: String { text(naming: item.description) }

    /// The rule with the item called `name`: `UILabel #1.width >= 0`.
    func text(naming name: String) -> String {
        switch kind {
        case .nonNegativeWidth: "\(name).width >= 0"
        case .nonNegativeHeight: "\(name).height >= 0"
        case .firstBaselineBelowTop: "\(name).firstBaseline >= \(name).top"
        case .lastBaselineBelowTop: "\(name).lastBaseline >= \(name).top"
        case .nonNegativeMargin: "\(name).\(margin?.rawValue ?? "margin") inset >= 0"
        case .defaultMargin: "\(name).\(margin?.rawValue ?? "margin") inset == \(Numbers.text(value ?? 0))"
        }
    }

    /// Why the rule holds, in a few words.
    var reason: String {
        switch kind {
        case .nonNegativeWidth: "a width cannot be negative"
        case .nonNegativeHeight: "a height cannot be negative"
        case .firstBaselineBelowTop, .lastBaselineBelowTop: "a baseline cannot be above its view's top"
        case .nonNegativeMargin: "a layout margin cannot be negative"
        case .defaultMargin: isRootView
            ? "assumed: the default side margin of a view controller's root view, \(value == 20 ? "20 in a regular width" : "16 in a compact width")"
            : "assumed: UIKit's default layout margin"
        }
    }

    /// Whether the rule is about a layout margin.
    var isMargin: Bool { kind == .nonNegativeMargin || kind == .defaultMargin }
}

/// How a block reads the layout margins its lines use but do not print
/// (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes").
enum MarginReading: Sendable, Hashable {
    /// Each margin is unknown and at least 0: what holds for every margin.
    case nonNegative
    /// UIKit's defaults: 8 on every side of a view (`layoutMargins`); on
    /// the left and right of a view controller's root view `rootSides` (16
    /// in a compact width, 20 in a regular one), its top and bottom (the
    /// safe area's) unknown and at least 0.
    case defaults(rootSides: Double)
}

/// The views of one block as solver variables, and the block's constraints
/// as solver constraints.
///
/// Each item has `left`, `top`, `width` and `height` (with the implicit
/// `width >= 0`, `height >= 0`); the other attributes are expressions:
/// `right = left + width`, `centerX = left + width / 2`, leading and
/// trailing per the block's direction. Baselines are variables of their own,
/// at or below the top. A margin is the edge moved in by an inset that the
/// log does not print, at least 0 or UIKit's default (``MarginReading``),
/// unless the block shows the view's `UIViewLayoutMarginsGuide`, whose edges
/// then are the margins (those of its sides the block does not print are
/// insets as above).
final class LayoutModel {
    private final class Frame {
        let left, top, width, height: Variable
        var baselines: [LoggedAttribute: Variable] = [:]
        var insets: [LoggedAttribute: Variable] = [:]
        /// The sides (`leftMargin`…) whose margin rule is made.
        var marginRules: Set<LoggedAttribute> = []

        init(_ name: String) {
            left = Variable(name + ".left")
            top = Variable(name + ".top")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }
    }

    let namer: ViewNamer
    let direction: LoggedDirection
    let margins: MarginReading
    private let marginGuides: [String: LoggedItem]
    /// The view of each margins guide, by the guide's key.
    private let guideOwners: [String: LoggedItem]
    /// The sides (`leftMargin`…) of each guided view that the block prints.
    private let printedGuideSides: [String: Set<LoggedAttribute>]
    /// The views taken for a view controller's root view.
    private let rootViews: Set<String>
    private var frames: [String: Frame] = [:]
    private(set) var implicitRules: [ImplicitRule] = []

    /// A model for the parsed constraints of one block.
    init(constraints: [LoggedConstraint], namer: ViewNamer, margins: MarginReading = .nonNegative) {
        self.namer = namer
        self.margins = margins
        let direction: LoggedDirection = constraints.contains { $0.direction == .rightToLeft } ? .rightToLeft : .leftToRight
        self.direction = direction
        var guides: [String: LoggedItem] = [:], owners: [String: LoggedItem] = [:]
        var printed: [String: Set<LoggedAttribute>] = [:]
        for constraint in constraints where constraint.kind == .layoutMargins {
            let equation = constraint.equation
            let references = [equation.first] + (equation.second.map { [$0] } ?? [])
            if let guide = references.first(where: { $0.item.text == "UIViewLayoutMarginsGuide" }),
               let view = equation.items.first(where: { $0 != guide.item }) {
                guides[view.key] = guide.item
                owners[guide.item.key] = view
                if let side = Self.marginSide(of: guide.attribute, direction: direction) { printed[view.key, default: []].insert(side) }
            }
        }
        marginGuides = guides
        guideOwners = owners
        printedGuideSides = printed
        var roots: Set<String> = []
        for constraint in constraints where constraint.kind == .encapsulatedSize {
            let view = constraint.equation.first.item
            if let name = view.className, !view.isPrivateSystemItem,
               !["Cell", "HeaderFooter", "ReusableView"].contains(where: { name.contains($0) }) {
                roots.insert(view.key)
            }
        }
        rootViews = roots
    }

    /// The margin side (`leftMargin`, `topMargin`…) an edge of a margins
    /// guide stands for, leading and trailing per the direction.
    private static func marginSide(of attribute: LoggedAttribute, direction: LoggedDirection) -> LoggedAttribute? {
        switch attribute.canonical {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: direction == .rightToLeft ? .rightMargin : .leftMargin
        case .trailing: direction == .rightToLeft ? .leftMargin : .rightMargin
        default: nil
        }
    }

    /// Whether a rule stands for a margin the block does not print.
    var usesUnprintedMargins: Bool { implicitRules.contains(where: \.isMargin) }

    /// Whether a view that is no view controller's root view has a margin
    /// the block does not print (whose default is 8).
    var usesPlainMargins: Bool { implicitRules.contains { $0.isMargin && !rootViews.contains($0.item.key) } }

    /// Whether a view controller's root view has a side margin the block
    /// does not print (whose default depends on the size class).
    var usesRootSideMargins: Bool {
        implicitRules.contains { $0.isMargin && rootViews.contains($0.item.key)
            && ($0.margin?.axis == .horizontal) }
    }

    /// The inset a margin the log does not print is assumed to be, nil for
    /// unknown and at least 0.
    private func defaultInset(of view: LoggedItem, side: LoggedAttribute) -> (value: Double, isRoot: Bool)? {
        guard case let .defaults(rootSides) = margins else { return nil }
        guard rootViews.contains(view.key) else { return (8, false) }
        return side == .leftMargin || side == .rightMargin ? (rootSides, true) : nil
    }

    /// Adds the rule of a margin the log does not print: its inset (the
    /// distance inside the view's edge) is at least 0, or the default.
    private func addMarginRule(_ view: LoggedItem, side: LoggedAttribute, named: LoggedAttribute, inset: Expression, frame: Frame) {
        guard !frame.marginRules.contains(side) else { return }
        frame.marginRules.insert(side)
        if let (value, isRoot) = defaultInset(of: view, side: side) {
            implicitRules.append(ImplicitRule(kind: .defaultMargin, item: view, constraint: inset == value,
                                              margin: named, value: value, isRootView: isRoot))
        } else {
            implicitRules.append(ImplicitRule(kind: .nonNegativeMargin, item: view, constraint: inset >= Expression(0), margin: named))
        }
    }

    /// For a margins guide whose view is known, the rules of the sides that
    /// an edge or centre of the guide (`attribute`, left or right resolved)
    /// stands on, when the block does not print them.
    private func addGuideRules(guide: LoggedItem, view: LoggedItem, attribute: LoggedAttribute) {
        let sides: [LoggedAttribute] = switch attribute {
        case .left: [.leftMargin]
        case .right: [.rightMargin]
        case .centerX: [.leftMargin, .rightMargin]
        case .top: [.topMargin]
        case .bottom: [.bottomMargin]
        case .centerY: [.topMargin, .bottomMargin]
        default: []
        }
        guard !sides.isEmpty else { return }
        let viewFrame = frame(of: view), guideFrame = frame(of: guide)
        for side in sides where !(printedGuideSides[view.key]?.contains(side) ?? false) {
            let inset: Expression = switch side {
            case .leftMargin: guideFrame.left - viewFrame.left
            case .rightMargin: (viewFrame.left + viewFrame.width) - (guideFrame.left + guideFrame.width)
            case .topMargin: guideFrame.top - viewFrame.top
            default: (viewFrame.top + viewFrame.height) - (guideFrame.top + guideFrame.height)
            }
            let named: LoggedAttribute = switch side {
            case .leftMargin: direction == .rightToLeft ? .trailingMargin : .leadingMargin
            case .rightMargin: direction == .rightToLeft ? .leadingMargin : .trailingMargin
            default: side
            }
            addMarginRule(view, side: side, named: named, inset: inset, frame: viewFrame)
        }
    }

    /// The solver constraint a parsed constraint stands for, made required.
    func constraint(for parsed: LoggedConstraint) -> Constraint {
        let (first, second) = sides(of: parsed.equation)
        let right = (second.map { parsed.equation.multiplier * $0 } ?? Expression()) + parsed.equation.constant
        return Constraint(first, parsed.equation.relation, right,
                          identifier: parsed.identifier ?? parsed.address.map { "\(parsed.className):\($0)" })
    }

    /// The expressions of an equation's two attributes, mirrored together
    /// when the block is right to left and the equation names a leading or
    /// trailing attribute.
    func sides(of equation: LayoutEquation) -> (first: Expression, second: Expression?) {
        let mirrored = direction == .rightToLeft
            && (equation.first.attribute.isDirectional || equation.second?.attribute.isDirectional == true)
        return (expression(for: equation.first, mirrored: mirrored),
                equation.second.map { expression(for: $0, mirrored: mirrored) })
    }

    /// The expression of an attribute. In a mirrored constraint (right to
    /// left, with leading or trailing) horizontal positions are measured
    /// from the right, so that `+ 8` after a leading edge moves left.
    func expression(for reference: AttributeReference, mirrored: Bool = false) -> Expression {
        let frame = self.frame(of: reference.item)
        var attribute = reference.attribute.canonical
        switch attribute {
        case .leading: attribute = mirrored ? .right : .left
        case .trailing: attribute = mirrored ? .left : .right
        case .leadingMargin: attribute = mirrored ? .rightMargin : .leftMargin
        case .trailingMargin: attribute = mirrored ? .leftMargin : .rightMargin
        default: break
        }
        if let view = guideOwners[reference.item.key] {
            addGuideRules(guide: reference.item, view: view, attribute: attribute)
        }
        let base = expression(for: attribute, of: reference.item, frame: frame, named: reference.attribute.canonical)
        return mirrored && attribute.axis == .horizontal && !attribute.isSize ? -base : base
    }

    /// `named` is the attribute as the log names it, for the margin rules.
    private func expression(for attribute: LoggedAttribute, of item: LoggedItem, frame: Frame,
                            named: LoggedAttribute) -> Expression {
        switch attribute {
        case .left: return Expression(frame.left)
        case .right: return frame.left + frame.width
        case .width: return Expression(frame.width)
        case .centerX: return frame.left + 0.5 * frame.width
        case .top: return Expression(frame.top)
        case .bottom: return frame.top + frame.height
        case .height: return Expression(frame.height)
        case .centerY: return frame.top + 0.5 * frame.height
        case .firstBaseline, .lastBaseline: return Expression(baseline(attribute, of: item, frame: frame))
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin:
            if let guide = marginGuides[item.key] {
                let edge: [LoggedAttribute: LoggedAttribute] = [.leftMargin: .left, .rightMargin: .right,
                                                                .topMargin: .top, .bottomMargin: .bottom]
                return expression(for: AttributeReference(guide, edge[attribute]!))
            }
            let inset = frame.insets[attribute] ?? Variable("\(namer.name(of: item)).\(attribute.rawValue) inset")
            frame.insets[attribute] = inset
            let marginName = named == .centerXWithinMargins || named == .centerYWithinMargins ? attribute : named
            addMarginRule(item, side: attribute, named: marginName, inset: Expression(inset), frame: frame)
            switch attribute {
            case .leftMargin: return frame.left + inset
            case .rightMargin: return frame.left + frame.width - inset
            case .topMargin: return frame.top + inset
            default: return frame.top + frame.height - inset
            }
        case .centerXWithinMargins:
            return 0.5 * (expression(for: .leftMargin, of: item, frame: frame, named: named)
                + expression(for: .rightMargin, of: item, frame: frame, named: named))
        default:
            return 0.5 * (expression(for: .topMargin, of: item, frame: frame, named: named)
                + expression(for: .bottomMargin, of: item, frame: frame, named: named))
        }
    }

    private func frame(of item: LoggedItem) -> Frame {
        if let frame = frames[item.key] { return frame }
        let frame = Frame(namer.name(of: item))
        frames[item.key] = frame
        implicitRules.append(ImplicitRule(kind: .nonNegativeWidth, item: item, constraint: frame.width >= 0))
        implicitRules.append(ImplicitRule(kind: .nonNegativeHeight, item: item, constraint: frame.height >= 0))
        return frame
    }

    private func baseline(_ attribute: LoggedAttribute, of item: LoggedItem, frame: Frame) -> Variable {
        if let variable = frame.baselines[attribute] { return variable }
        let variable = Variable("\(namer.name(of: item)).\(attribute.rawValue)")
        frame.baselines[attribute] = variable
        let kind: ImplicitRule.Kind = attribute == .firstBaseline ? .firstBaselineBelowTop : .lastBaselineBelowTop
        implicitRules.append(ImplicitRule(kind: kind, item: item, constraint: variable >= frame.top))
        return variable
    }

    /// The frame of an item as expressions, for drawing: left, top, width, height.
    func frameExpressions(of item: LoggedItem) -> [Expression] {
        [.left, .top, .width, .height].map { expression(for: AttributeReference(item, $0)) }
    }

    /// Where an attribute lies on its axis, leading and trailing resolved
    /// per the block's direction (not mirrored), for drawing.
    func coordinate(of reference: AttributeReference) -> Expression {
        let mirrored = direction == .rightToLeft && reference.attribute.isDirectional
        let expression = expression(for: reference, mirrored: mirrored)
        return mirrored ? -expression : expression
    }
}
