/// An attribute of a view or layout guide, spelled as Auto Layout logs print
/// it (`leading`, `bottomMargin`, and the `minX`/`midY`/`maxX` spellings of
/// autoresizing constraints). It is the log's vocabulary, not the `Layout`
/// module's `LayoutAttribute`.
public enum LoggedAttribute: String, Sendable, Hashable, CaseIterable {
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
    public var axis: LoggedAxis {
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

    /// For an edge of a view or of its margins, whether it is the edge
    /// where its axis starts (left, top, leading) rather than ends; nil for
    /// sizes, centres and baselines.
    var edgeIsStart: Bool? {
        switch canonical {
        case .left, .top, .leading, .leftMargin, .topMargin, .leadingMargin: true
        case .right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin: false
        default: nil
        }
    }

    /// Whether the attribute lies on the layout margins.
    var isMargin: Bool {
        switch canonical {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The attribute with the autoresizing spellings mapped to the usual
    /// ones (`minX` is `left`, `midY` is `centerY`, `maxX` is `right`) and
    /// `baseline` to `lastBaseline`, which is what it means.
    public var canonical: LoggedAttribute {
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
