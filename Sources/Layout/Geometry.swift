/// A point in a coordinate space (y grows downwards, as in UIKit).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate, growing rightwards.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point as `(x, y)`: `(16, 12.5)`.
    public var description: String { "(\(format(x)), \(format(y)))" }
}

/// A width and a height.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The extent along the horizontal axis.
    public var width: Double
    /// The extent along the vertical axis.
    public var height: Double

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// The component along an axis.
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size as `width × height`: `320 × 44`.
    public var description: String { "\(format(width)) × \(format(height))" }
}

/// An origin and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its top-left corner and
    /// its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y.
    public var minY: Double { origin.y }
    /// The right edge's x.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y.
    public var maxY: Double { origin.y + size.height }
    /// The size's width.
    public var width: Double { size.width }
    /// The size's height.
    public var height: Double { size.height }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle as `(x, y, width, height)`: `(16, 0, 288, 44)`.
    public var description: String { "(\(format(minX)), \(format(minY)), \(format(width)), \(format(height)))" }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge, downwards.
    public var top: Double
    /// The inset from the left edge, rightwards.
    public var left: Double
    /// The inset from the bottom edge, upwards.
    public var bottom: Double
    /// The inset from the right edge, leftwards.
    public var right: Double

    /// Creates insets from each edge's.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)
}

/// The two axes of a layout.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
    /// Along x: left, right, leading, trailing, centerX and widths.
    case horizontal
    /// Along y: top, bottom, centerY, baselines and heights.
    case vertical

    /// The other axis.
    public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge (left in a left-to-right layout).
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge (right in a left-to-right layout).
    public var trailing: Double

    /// Creates insets from each edge's.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How an item chooses its layout direction (UIKit's
/// `semanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// The parent's direction (the root's ``LayoutItem/layoutDirection``).
    case inherit
    /// Left to right, whatever the tree's direction, for the subtree too.
    case forceLeftToRight
    /// Right to left, whatever the tree's direction, for the subtree too.
    case forceRightToLeft
}

/// The direction of a layout: which side leading and trailing mean.
public enum LayoutDirection: Sendable, Hashable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left; offsets along leading and
    /// trailing attributes grow leftwards.
    case rightToLeft
}

/// Formats a coordinate for descriptions: `16`, `12.5`.
package func format(_ value: Double) -> String {
    NumberFormatting.string(value, fractionDigits: 6)
}

/// Formats a value that a constraint must meet exactly (a fix's new
/// constant for an equality, a constant it changes): with the fewest
/// digits after the point, six at least, that read back within 1e-11 of
/// the value (`156`, `12.5`, `82.66666666667`, where `82.666667` is a
/// conflict of its own, `-0.000000499999`), else with the 17 significant
/// digits that read back as it.
package func formatExactly(_ value: Double) -> String {
    for digits in 6...17 {
        let text = NumberFormatting.string(value, fractionDigits: digits)
        if let read = Double(text), abs(read - value) <= 1e-11 { return text }
    }
    return NumberFormatting.string(value, significantDigits: 17)
}

/// Two values written with as many digits after the point (six at
/// least) as it takes to tell them apart, or to write them exactly when
/// they are equal: `82.6666667` and `82.666667`.
package func formatApart(_ first: Double, _ second: Double) -> (first: String, second: String) {
    for digits in 6...17 {
        let texts = (NumberFormatting.string(first, fractionDigits: digits), NumberFormatting.string(second, fractionDigits: digits))
        if first == second ? Double(texts.0) == first : texts.0 != texts.1 { return texts }
    }
    return (NumberFormatting.string(first, significantDigits: 17), NumberFormatting.string(second, significantDigits: 17))
}
