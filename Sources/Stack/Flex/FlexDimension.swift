/// A length in a flex layout: automatic, points, or a fraction of the
/// parent's length on the same axis (Texture's `ASDimension`, CSS's `auto`,
/// `px` and `%`).
///
/// ```swift
/// options.basis = .fraction(0.5)      // half the stack's content box
/// options.size.width = 120            // a literal is points
/// ```
public enum FlexDimension: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Not set: the item's own measurement decides.
    case auto
    /// A length in points.
    case points(Double)
    /// A fraction of the parent's length on the same axis (0.5 for half);
    /// where that length is not definite it counts as ``auto``.
    case fraction(Double)

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The length against a parent's length, or nil when it is not set or
    /// the parent's length is not definite.
    func resolved(against base: Double?) -> Double? {
        switch self {
        case .auto: nil
        case let .points(value): value
        case let .fraction(fraction): base.map { fraction * $0 }
        }
    }

    /// The number, when it cannot be used: NaN, or not finite where
    /// `allowsInfinity` is false.
    func invalidNumber(allowsInfinity: Bool = false) -> Double? {
        switch self {
        case .auto: nil
        case let .points(value), let .fraction(value):
            value.isNaN || (!allowsInfinity && value.isInfinite) ? value : nil
        }
    }
}

/// A width and a height as ``FlexDimension``s: a flex item's preferred,
/// minimum or maximum size.
public struct FlexSize: Sendable, Hashable {
    /// The horizontal length.
    public var width: FlexDimension
    /// The vertical length.
    public var height: FlexDimension

    /// Creates a size; each dimension is ``FlexDimension/auto`` unless given.
    public init(width: FlexDimension = .auto, height: FlexDimension = .auto) {
        self.width = width
        self.height = height
    }

    /// Neither dimension set.
    public static let auto = FlexSize()

    /// The dimension along an axis.
    public subscript(axis: LayoutAxis) -> FlexDimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A margin of a flex item: points, a fraction of the stack's content width
/// (on every edge, as CSS resolves margin percentages), or `auto`, which takes
/// a share of the free room (CSS auto margins).
public enum FlexMargin: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case points(Double)
    case fraction(Double)
    case auto

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The margin in points (an `auto` margin is 0 until free room is shared).
    func resolved(againstWidth width: Double?) -> Double {
        switch self {
        case let .points(value): value
        case let .fraction(fraction): width.map { fraction * $0 } ?? 0
        case .auto: 0
        }
    }
}

/// Values on the four edges of a box, with `leading` and `trailing` that
/// follow the layout direction and win over `left` and `right` when set:
/// a flex stack's padding (``FlexPadding``) and an item's margins
/// (``FlexMargins``).
public struct FlexEdges<Value: Sendable & Hashable>: Sendable, Hashable {
    public var top: Value
    public var left: Value
    public var bottom: Value
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
}

/// A flex stack's padding in points (`ASInsetLayoutSpec`): its arranged
/// items are laid out inside it.
public typealias FlexPadding = FlexEdges<Double>

/// A flex item's margins (CSS margins, `auto` included).
public typealias FlexMargins = FlexEdges<FlexMargin>

extension FlexEdges where Value == Double {
    /// No padding.
    public static let zero = FlexPadding(all: 0)

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

/// Whether a flex item is in the flow of its stack or placed against the
/// stack's edges (CSS `position`, Texture's `ASAbsoluteLayoutSpec`).
public enum FlexPosition: String, Sendable, Hashable {
    /// In the flow: measured, flexed, justified and aligned with the others.
    case relative
    /// Out of the flow: placed by its ``FlexItemOptions/offset`` against the
    /// stack's frame, or where justification and alignment would put it alone.
    case absolute
}

/// The offsets of an absolute flex item from its stack's edges; an
/// ``FlexDimension/auto`` edge is not set.
public struct FlexOffsets: Sendable, Hashable {
    public var left: FlexDimension
    public var top: FlexDimension
    public var right: FlexDimension
    public var bottom: FlexDimension

    public init(left: FlexDimension = .auto, top: FlexDimension = .auto, right: FlexDimension = .auto,
                bottom: FlexDimension = .auto) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// No offset on any edge.
    public static let none = FlexOffsets()
}

/// Whether a flex stack breaks its items onto several lines (CSS `flex-wrap`).
public enum FlexWrap: String, Sendable, Hashable, CaseIterable {
    /// One line, however long.
    case noWrap
    /// A new line starts before the item that would overflow the stack's length.
    case wrap
    /// As `wrap`, the lines stacked from the cross end.
    case wrapReverse
}

/// How a multi-line flex stack places its lines across its axis (CSS
/// `align-content`); a single line follows the stack's alignment alone.
public enum FlexAlignContent: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    /// Lines share the room left, each growing by an equal part.
    case stretch
    /// The first and last lines at the ends, equal room between.
    case spaceBetween
    /// Equal room around each line, half of it at the ends.
    case spaceAround
    /// Equal room between lines and at the ends.
    case spaceEvenly
}
