/// The two directions a layout attribute can lie along.
public enum LayoutAxis: String, Sendable, Hashable {
    /// Left to right: `left`, `width`, `centerX`, `leading`…
    case horizontal
    /// Top to bottom: `top`, `height`, `centerY`, `baseline`…
    case vertical
}

/// An attribute of a view or layout guide, spelled as Auto Layout logs print
/// it (`leading`, `bottomMargin`, and the `minX`/`midY`/`maxX` spellings of
/// autoresizing constraints).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The edges, sizes and centres.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baselines of text; `baseline` is `lastBaseline`.
    case baseline, lastBaseline, firstBaseline
    /// The edges moved in by the layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centres between the layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// The autoresizing spellings of `left`, `top`, `centerX`, `centerY`, `right`, `bottom`.
    case minX, minY, midX, midY, maxX, maxY

    /// The axis the attribute lies along.
    public var axis: LayoutAxis {
        switch canonical {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The attribute with the autoresizing spellings mapped to the usual
    /// ones (`minX` is `left`, `midY` is `centerY`, `maxX` is `right`) and
    /// `baseline` to `lastBaseline`, which is what it means.
    public var canonical: LayoutAttribute {
        switch self {
        case .minX: .left
        case .minY: .top
        case .midX: .centerX
        case .midY: .centerY
        case .maxX: .right
        case .maxY: .bottom
        case .baseline: .lastBaseline
        default: self
        }
    }

    /// Whether the attribute depends on the layout direction (`leading`,
    /// `trailing` and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}

/// The direction leading and trailing follow.
public enum LayoutDirection: String, Sendable, Hashable {
    /// Left to right: leading is left.
    case leftToRight = "LTR"
    /// Right to left: leading is right.
    case rightToLeft = "RTL"
}
