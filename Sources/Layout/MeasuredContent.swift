/// Content that knows the size it wants: a label's text, an image, anything
/// whose height depends on the width it is given. Give one to an item with
/// ``LayoutItem/measuredContent`` (or a closure with
/// ``LayoutItem/setMeasure(_:)``); no subclass is needed.
///
/// ```swift
/// struct Avatar: MeasuredContent {
///     func sizeThatFits(_ proposal: ProposedSize) -> Size {
///         let side = min(proposal.width ?? 48, 48)
///         return Size(width: side, height: side)
///     }
/// }
/// avatar.measuredContent = Avatar()
/// ```
///
/// The engine asks as UIKit asks `sizeThatFits(_:)` and Yoga its measure
/// function: with the size offered on each axis, where nil means
/// unbounded. The answer may exceed what was offered (a word wider than a
/// line); flex stacks clamp it into the range they offer, as Texture's
/// `layoutThatFits` does. It must be finite and not negative: anything else
/// is refused, reported and left out (see ``LayoutPassReport``).
///
/// Measuring must be deterministic and cheap: the engine measures again
/// whenever the width it offers changes, and caches nothing across a change
/// of content (call ``LayoutItem/invalidateIntrinsicContentSize()`` after
/// changing what a content object measures).
public protocol MeasuredContent {
    /// The size the content wants within `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// How far below its place on a single line the content's last baseline
    /// sits when the content is laid out within `proposal`: text wrapped
    /// onto n lines puts it n − 1 line heights down, as a multi-line
    /// `UILabel`'s `lastBaselineAnchor` follows its last line. The item's
    /// ``LayoutItem/lastBaselineOffset`` is the single line's, and the
    /// engine adds this (``LayoutItem/lastBaselineShift``). A flex stack
    /// that aligns baselines proposes the height it laid the item out at
    /// when that is below what the content wants: the last baseline is
    /// then that of the last line shown. 0 by default.
    func lastBaselineShift(within proposal: ProposedSize) -> Double

    /// How the content is cut short within `proposal`, in words a
    /// debugging answer adds after its size (`"cut to maxLines 1 with an
    /// ellipsis"`), or nil when it shows all of itself: its size alone
    /// reads as content that fits. Nil by default.
    func truncation(within proposal: ProposedSize) -> String?
}

extension MeasuredContent {
    /// Content that is not text keeps its last baseline where it is set.
    public func lastBaselineShift(within proposal: ProposedSize) -> Double { 0 }

    /// Content that is not text shows all of itself.
    public func truncation(within proposal: ProposedSize) -> String? { nil }
}

/// The size offered to content on each axis; nil on an axis means the
/// content may take whatever it wants there (SwiftUI's `ProposedViewSize`,
/// UIKit's `greatestFiniteMagnitude`).
public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
    /// The width offered, or nil for any width.
    public var width: Double?
    /// The height offered, or nil for any height.
    public var height: Double?

    /// Creates a proposal; nil leaves an axis unbounded.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Any size: what content wants with no limit (a label on one line).
    public static let unbounded = ProposedSize(width: nil, height: nil)

    /// The offer along an axis.
    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// `375 × any`.
    public var description: String {
        "\(width.map(format) ?? "any") × \(height.map(format) ?? "any")"
    }
}

/// Measured content given as a closure.
struct MeasureClosure: MeasuredContent {
    let body: (ProposedSize) -> Size

    func sizeThatFits(_ proposal: ProposedSize) -> Size { body(proposal) }
}

/// A measurement the engine refused: the item, what it was offered and what
/// its content answered (not finite, or negative).
///
/// Like the items it names, it belongs to the task that laid them out; it
/// is marked `Sendable` only because `Error` requires it.
public struct InvalidMeasurement: Error, @unchecked Sendable, CustomStringConvertible {
    /// The item whose content answered.
    public let item: LayoutItem
    /// What the engine offered.
    public let proposal: ProposedSize
    /// What the content answered.
    public let answer: Size

    /// `title: its content measured nan × 20 when offered 300 × any; …`.
    public var description: String {
        "\(item.name): its content measured \(answerText) when offered \(proposal); "
            + "a measured size must be finite and not negative"
    }

    private var answerText: String {
        "\(NumberFormatting.string(answer.width)) × \(NumberFormatting.string(answer.height))"
    }
}
