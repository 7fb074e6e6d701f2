/// Which parts of a frame stretch when the parent's size changes, as
/// `UIView.AutoresizingMask` (with the same raw values): an item with
/// ``LayoutItem/translatesAutoresizingMaskIntoConstraints`` keeps its
/// frame's fixed parts and shares any change of its parent's size among the
/// flexible ones.
///
/// Along each axis a frame cuts the parent into three segments: the margin
/// before the item, the item, and the margin after it. When the parent is
/// Δ wider than when the frame was set, the flexible horizontal segments
/// share Δ in proportion to their lengths in the frame (equally when those
/// lengths are all 0); with no flexible segment the item keeps its offset
/// and size. Likewise vertically.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits, as in `UIView.AutoresizingMask`.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The margin between the parent's left edge and the item stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The item's width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin between the item and the parent's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin between the parent's top edge and the item stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The item's height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin between the item and the parent's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Each option's name as layout documents spell it.
    public static let names: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The flexible options along one axis: leading margin, size, trailing margin.
    func segments(_ axis: LayoutAxis) -> [Bool] {
        let options: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return options.map(contains)
    }

    /// The mask as UIKit's console logs print it: `h=--& v=--&`, three
    /// characters per axis (margin before, size, margin after), `-` fixed
    /// and `&` flexible. An axis with nothing flexible prints `--&`, as
    /// UIKit does: the margin after the item takes up any change.
    public var description: String {
        func flags(_ axis: LayoutAxis) -> String {
            let segments = segments(axis)
            return segments.contains(true) ? String(segments.map { $0 ? "&" : "-" }) : "--&"
        }
        return "h=\(flags(.horizontal)) v=\(flags(.vertical))"
    }
}

/// The frame an item keeps while its autoresizing mask is turned into
/// constraints, with the size its parent had when the frame was set.
public struct AutoresizingFrame: Sendable, Hashable {
    /// The frame, in the parent's coordinate space.
    public var frame: Rect
    /// The parent's size when the frame was set: the mask shares out the
    /// difference between it and the parent's laid-out size.
    public var parentSize: Size

    /// Creates a frame set in a parent of `parentSize`.
    public init(frame: Rect, parentSize: Size) {
        self.frame = frame
        self.parentSize = parentSize
    }

    /// Whether every number is finite and the sizes are not negative.
    var isUsable: Bool {
        [frame.minX, frame.minY, frame.width, frame.height, parentSize.width, parentSize.height].allSatisfy(\.isFinite)
            && frame.width >= 0 && frame.height >= 0 && parentSize.width >= 0 && parentSize.height >= 0
    }

    /// How the item's position and size follow the parent's size along an
    /// axis: `position = positionShare × parent + positionOffset` (from the
    /// parent's origin) and `size = sizeShare × parent + sizeOffset`.
    func rule(_ axis: LayoutAxis, mask: AutoresizingMask) -> AxisRule {
        let (offset, size, parent) = axis == .horizontal
            ? (frame.minX, frame.width, parentSize.width) : (frame.minY, frame.height, parentSize.height)
        let lengths = [offset, size, parent - offset - size]
        let flexible = mask.segments(axis)
        let total = zip(lengths, flexible).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
        let count = Double(flexible.filter { $0 }.count)
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return total != 0 ? lengths[index] / total : 1 / count
        }
        let positionShare = share(0), sizeShare = share(1)
        return AxisRule(positionShare: positionShare, positionOffset: offset - positionShare * parent,
                        sizeShare: sizeShare, sizeOffset: size - sizeShare * parent)
    }

    /// One axis of a frame as linear functions of the parent's size.
    struct AxisRule: Equatable {
        var positionShare: Double, positionOffset: Double
        var sizeShare: Double, sizeOffset: Double
    }
}
