import Cassowary

/// A rule Auto Layout's engine applies but never prints
/// (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes"): widths
/// and heights are never negative, and a baseline is never above its view's
/// top.
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
    }

    /// The rule.
    public var kind: Kind
    /// The view or guide it applies to.
    public var item: LoggedItem
    /// The rule as a solver constraint.
    public let constraint: Constraint

    /// The rule in the log's attribute notation: `UILabel:0x7f….width >= 0`.
    public var description: String { text(naming: item.description) }

    /// The rule with the item called `name`: `UILabel #1.width >= 0`.
    func text(naming name: String) -> String {
        switch kind {
        case .nonNegativeWidth: "\(name).width >= 0"
        case .nonNegativeHeight: "\(name).height >= 0"
        case .firstBaselineBelowTop: "\(name).firstBaseline >= \(name).top"
        case .lastBaselineBelowTop: "\(name).lastBaseline >= \(name).top"
        }
    }

    /// Why the rule holds, in a few words.
    var reason: String {
        switch kind {
        case .nonNegativeWidth: "a width cannot be negative"
        case .nonNegativeHeight: "a height cannot be negative"
        case .firstBaselineBelowTop, .lastBaselineBelowTop: "a baseline cannot be above its view's top"
        }
    }
}

/// The views of one block as solver variables, and the block's constraints
/// as solver constraints.
///
/// Each item has `left`, `top`, `width` and `height` (with the implicit
/// `width >= 0`, `height >= 0`); the other attributes are expressions:
/// `right = left + width`, `centerX = left + width / 2`, leading and
/// trailing per the block's direction. Baselines are variables of their own,
/// at or below the top. A margin is the edge moved in by an inset that the
/// log does not print (a free variable), unless the block shows the view's
/// `UIViewLayoutMarginsGuide`, whose edges then are the margins.
final class LayoutModel {
    private final class Frame {
        let left, top, width, height: Variable
        var baselines: [LoggedAttribute: Variable] = [:]
        var insets: [LoggedAttribute: Variable] = [:]

        init(_ name: String) {
            left = Variable(name + ".left")
            top = Variable(name + ".top")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }
    }

    let namer: ViewNamer
    let direction: LoggedDirection
    private let marginGuides: [String: LoggedItem]
    private var frames: [String: Frame] = [:]
    private(set) var implicitRules: [ImplicitRule] = []

    /// A model for the parsed constraints of one block.
    init(constraints: [LoggedConstraint], namer: ViewNamer) {
        self.namer = namer
        direction = constraints.contains { $0.direction == .rightToLeft } ? .rightToLeft : .leftToRight
        var guides: [String: LoggedItem] = [:]
        for constraint in constraints where constraint.kind == .layoutMargins {
            let items = constraint.equation.items
            if let guide = items.first(where: { $0.text == "UIViewLayoutMarginsGuide" }),
               let view = items.first(where: { $0 != guide }) {
                guides[view.key] = guide
            }
        }
        marginGuides = guides
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
        let base = expression(for: attribute, of: reference.item, frame: frame)
        return mirrored && attribute.axis == .horizontal && !attribute.isSize ? -base : base
    }

    private func expression(for attribute: LoggedAttribute, of item: LoggedItem, frame: Frame) -> Expression {
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
            switch attribute {
            case .leftMargin: return frame.left + inset
            case .rightMargin: return frame.left + frame.width - inset
            case .topMargin: return frame.top + inset
            default: return frame.top + frame.height - inset
            }
        case .centerXWithinMargins:
            return 0.5 * (expression(for: .leftMargin, of: item, frame: frame) + expression(for: .rightMargin, of: item, frame: frame))
        default:
            return 0.5 * (expression(for: .topMargin, of: item, frame: frame) + expression(for: .bottomMargin, of: item, frame: frame))
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
