/// Values on the four edges of a box, with `leading` and `trailing` that
/// follow the layout direction and win over `left` and `right` when set:
/// a flex stack's padding (``FlexPadding``) and an item's margins
/// (``FlexMargins``).
public struct FlexEdges<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The top edge's value.
    public var top: Value
    /// The left edge's value, unless ``leading`` or ``trailing`` stands for that edge.
    public var left: Value
    /// The bottom edge's value.
    public var bottom: Value
    /// The right edge's value, unless ``leading`` or ``trailing`` stands for that edge.
    public var right: Value
    /// The left edge in a left-to-right layout, the right in a right-to-left one.
    public var leading: Value?
    /// The right edge in a left-to-right layout, the left in a right-to-left one.
    public var trailing: Value?

    /// Creates edges; `leading` and `trailing`, when given, win over `left`
    /// and `right`.
    public init(top: Value, left: Value, bottom: Value, right: Value, leading: Value? = nil, trailing: Value? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.leading = leading
        self.trailing = trailing
    }

    /// Whether the value of an edge that is set satisfies `predicate`.
    func contains(where predicate: (Value) -> Bool) -> Bool {
        predicate(top) || predicate(left) || predicate(bottom) || predicate(right)
            || leading.map(predicate) == true || trailing.map(predicate) == true
    }

    /// The same value on every edge.
    public init(all value: Value) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The physical left and right in a layout of that direction.
    func horizontal(rightToLeft: Bool) -> (left: Value, right: Value) {
        let start = leading ?? (rightToLeft ? right : left)
        let end = trailing ?? (rightToLeft ? left : right)
        return rightToLeft ? (end, start) : (start, end)
    }

    /// The physical ends of `axis`: left and right in a layout of that
    /// direction, or top and bottom.
    func sides(along axis: LayoutAxis, rightToLeft: Bool) -> (start: Value, end: Value) {
        axis == .horizontal ? horizontal(rightToLeft: rightToLeft) : (top, bottom)
    }
}

/// A flex stack's padding in points (`ASInsetLayoutSpec`): its arranged
/// items are laid out inside it.
public typealias FlexPadding = FlexEdges<Double>

/// A flex item's margins (CSS margins, `auto` included).
public typealias FlexMargins = FlexEdges<FlexMargin>

extension FlexEdges where Value == Double {
    /// No padding.
    public static let zero = FlexPadding(all: 0)

    /// Padding on the edges named and none on the others, `leading` and
    /// `trailing` following the layout direction: `FlexPadding(leading: 12)`.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.init(top: top, left: 0, bottom: bottom, right: 0, leading: leading, trailing: trailing)
    }

    /// The insets in physical edges for a layout direction.
    func insets(rightToLeft: Bool) -> EdgeInsets {
        let (left, right) = horizontal(rightToLeft: rightToLeft)
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The first number that is not finite, named.
    var invalidNumber: String? {
        let named: [(String, Double?)] = [("top", top), ("left", left), ("bottom", bottom), ("right", right),
                                          ("leading", leading), ("trailing", trailing)]
        return named.first { $0.1.map { !$0.isFinite } ?? false }.map { "\($0.0) \($0.1!)" }
    }
}

extension FlexEdges where Value == FlexMargin {
    /// No margins.
    public static let zero = FlexMargins(all: .points(0))

    /// Margins on the edges named and none on the others, `leading` and
    /// `trailing` following the layout direction: `FlexMargins(leading:
    /// 8)`, an incoming bubble 8 in from the start of its list.
    public init(top: FlexMargin = .points(0), leading: FlexMargin = .points(0), bottom: FlexMargin = .points(0),
                trailing: FlexMargin = .points(0)) {
        self.init(top: top, left: .points(0), bottom: bottom, right: .points(0), leading: leading, trailing: trailing)
    }

    /// The first number that is not finite, named.
    var invalidNumber: String? {
        let named: [(String, FlexMargin?)] = [("top", top), ("left", left), ("bottom", bottom), ("right", right),
                                              ("leading", leading), ("trailing", trailing)]
        for (name, margin) in named {
            switch margin {
            case let .points(value)?, let .fraction(value)?: if !value.isFinite { return "\(name) \(value)" }
            default: continue
            }
        }
        return nil
    }
}

extension EdgeInsets {
    /// The insets at the two ends of `axis` on the screen: left and right,
    /// or top and bottom.
    func sides(along axis: LayoutAxis) -> (start: Double, end: Double) {
        axis == .horizontal ? (left, right) : (top, bottom)
    }
}
