import Cassowary

/// One attribute of one item: `UILabel:0x7fd978f7ff60.width`.
public struct AttributeReference: Sendable, Hashable {
    /// The view or layout guide.
    public var item: LoggedItem
    /// Its attribute, as printed.
    public var attribute: LoggedAttribute

    /// Creates a reference.
    public init(_ item: LoggedItem, _ attribute: LoggedAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A constraint in Auto Layout's own form,
/// `first RELATION multiplier × second + constant`, whatever form the log
/// printed it in (VFL forms are turned into this one).
public struct LayoutEquation: Sendable, Hashable {
    /// The left side.
    public var first: AttributeReference
    /// The relation.
    public var relation: Relation
    /// The factor of the second attribute (1 when none is printed).
    public var multiplier: Double
    /// The right side's attribute, nil for a constant (`width == 40`).
    public var second: AttributeReference?
    /// The constant: a VFL gap or extent, or the number after the items.
    public var constant: Double
    /// Whether the constant is a system spacing (`NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`), whose printed amount UIKit
    /// resolved from fonts at layout time.
    public var isSystemSpacing: Bool

    /// Creates an equation.
    public init(_ first: AttributeReference, _ relation: Relation, multiplier: Double = 1,
                _ second: AttributeReference?, constant: Double, isSystemSpacing: Bool = false) {
        self.first = first
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.constant = constant
        self.isSystemSpacing = isSystemSpacing
    }

    /// The items, first one first, without repetition.
    public var items: [LoggedItem] {
        guard let second, second.item != first.item else { return [first.item] }
        return [first.item, second.item]
    }

    /// Whether two equations constrain the same attribute pair (in either
    /// order), which makes two `==` equations duplicates.
    func constrainsSamePair(as other: LayoutEquation) -> Bool {
        if first == other.first && second == other.second { return true }
        guard let second, let otherSecond = other.second, multiplier == 1, other.multiplier == 1 else { return false }
        return first == otherSecond && second == other.first
    }

    /// The equation written with its sides swapped when `other` has them
    /// the other way round, so that both read `first == m × second + c`.
    func aligned(with other: LayoutEquation) -> LayoutEquation {
        guard first != other.first, let second else { return self }
        return LayoutEquation(second, relation.reversed, first, constant: -constant)
    }
}

/// A constraint description read from a log line, such as
/// `<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>`.
public struct LoggedConstraint: Sendable, Hashable {
    /// How the log printed the body.
    public enum Form: String, Sendable, Hashable {
        /// `A.attr == m*B.attr + c`.
        case equation
        /// A VFL spacing: `H:|-(15)-[A]`, `V:[A]-(8)-[B]`.
        case spacing
        /// A VFL size: `V:[A(200)]`.
        case size
    }

    /// The constraint's class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`…
    public var className: String
    /// The constraint's address (or Masonry key).
    public var address: String?
    /// SnapKit's `File.swift#12` source location, when printed.
    public var sourceLocation: String?
    /// The autoresizing mask of an `NSAutoresizingMaskLayoutConstraint`.
    public var autoresizingMask: AutoresizingMask?
    /// The constraint's identifier (`UIView-Encapsulated-Layout-Width`).
    public var identifier: String?
    /// The relation it states.
    public var equation: LayoutEquation
    /// The priority: 1000 unless the description prints another one.
    public var priority: Double
    /// The form the body was printed in.
    public var form: Form
    /// The direction printed after a VFL body (`(LTR)`, `(RTL)`), if any.
    public var direction: LoggedDirection?
    /// False for a constraint printed `(inactive)`.
    public var isActive: Bool
    /// Whether the log cut the line short after the constraint, in its
    /// `(active, names: …)` block (`Docs/Formats/ConsoleLog.md`, "Lines
    /// cut short").
    public var isCutShort = false
    /// The superview that the names block gives `|`, and the view it is
    /// the superview of.
    var superviewLink: SuperviewLink?

    /// What kind of constraint this is: the app's own or one the system made.
    public var kind: ConstraintKind { ConstraintKind(of: self) }

    /// The view whose frame an autoresizing constraint stands for:
    /// `ClipView` for `H:[ClipView]-(15)-|`, not the superview the equation
    /// names first.
    var framedView: LoggedItem { superviewLink?.subview ?? equation.first.item }

    /// The constraint with every item marked as printed by one of Apple's
    /// own apps (``LoggedItem/isInSystemProcess``) or by an app's own
    /// process (``LoggedItem/isInAppProcess``).
    func printed(byApple: Bool) -> LoggedConstraint {
        let flag: WritableKeyPath<LoggedItem, Bool> = byApple ? \.isInSystemProcess : \.isInAppProcess
        var constraint = self
        constraint.equation.first.item[keyPath: flag] = true
        constraint.equation.second?.item[keyPath: flag] = true
        constraint.superviewLink?.subview[keyPath: flag] = true
        constraint.superviewLink?.superview[keyPath: flag] = true
        return constraint
    }

    /// Whether two descriptions state the same relation between the same
    /// kinds of items with the same numbers, ignoring addresses: how a
    /// broken constraint printed with other addresses (a different
    /// occurrence; `Docs/Formats/ConsoleLog.md`, "The broken constraint")
    /// is matched to the list.
    func hasSameForm(as other: LoggedConstraint) -> Bool {
        func shape(_ reference: AttributeReference?) -> [String?] {
            [reference?.item.className, reference?.item.text, reference?.item.name, reference?.attribute.rawValue]
        }
        let (a, b) = (equation, other.equation)
        return className == other.className && identifier == other.identifier
            && a.relation == b.relation && a.multiplier == b.multiplier && a.constant == b.constant
            && shape(a.first) == shape(b.first) && shape(a.second) == shape(b.second)
            && (a.second?.item == a.first.item) == (b.second?.item == b.first.item)
    }
}

/// A view and its superview, as a names block gives `|`.
struct SuperviewLink: Sendable, Hashable {
    var subview: LoggedItem
    var superview: LoggedItem
}
