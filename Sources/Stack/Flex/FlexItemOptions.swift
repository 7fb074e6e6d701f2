/// How a flex stack (``StackDistribution/flex(_:)``) treats one arranged
/// item, as `ASLayoutElement`'s style does, with CSS's margins and absolute
/// positions. UIKit distributions ignore them. `Docs/Formats/FlexLayout.md`
/// gives the algorithm that reads them.
///
/// ```swift
/// var options = FlexItemOptions(grow: 1, shrink: 1)
/// options.margin = FlexMargins(top: 0, left: .auto, bottom: 0, right: 8)
/// options.size.width = .fraction(0.5)
/// stack.setFlexOptions(options, for: item)
/// ```
public struct FlexItemOptions: Sendable, Hashable {
    /// The item's share of the room left when the stack is longer than its
    /// content (negative values count as 0).
    public var grow = 0.0
    /// How much the item gives when the stack is shorter than its content,
    /// weighted by its length (negative values count as 0).
    public var shrink = 0.0
    /// The length the item starts from along the axis, before growing or
    /// shrinking (a fraction is of the stack's content box).
    public var basis = FlexDimension.auto
    /// The item's own alignment across the axis; nil follows the stack's.
    public var alignSelf: StackAlignment?
    /// Extra room before the item along the axis, added to the spacing.
    public var spacingBefore = 0.0
    /// Extra room after the item along the axis, added to the spacing.
    public var spacingAfter = 0.0
    /// The item's own size (Texture's `style.width` / `style.height`).
    public var size = FlexSize.auto
    /// The smallest size the item measures at. Where it is above
    /// ``maximumSize`` the minimum wins, as in CSS.
    public var minimumSize = FlexSize.auto
    /// The largest size the item measures at.
    public var maximumSize = FlexSize.auto
    /// Room around the item: points, a fraction of the stack's content width,
    /// or `auto` (a share of the free room, as CSS auto margins).
    public var margin = FlexMargins.zero
    /// In the flow, or placed against the stack's edges.
    public var position = FlexPosition.relative
    /// Where an absolute item goes (offsets from the stack's frame edges),
    /// or how far an item in the flow moves once placed (CSS `position:
    /// relative`: right by `left`, down by `top`).
    public var offset = FlexOffsets.none

    /// The defaults: no growing or shrinking, automatic basis and size, the
    /// stack's alignment, no extra spacing or margins, in the flow.
    public init(grow: Double = 0, shrink: Double = 0, basis: FlexDimension = .auto, alignSelf: StackAlignment? = nil,
                spacingBefore: Double = 0, spacingAfter: Double = 0, size: FlexSize = .auto,
                minimumSize: FlexSize = .auto, maximumSize: FlexSize = .auto, margin: FlexMargins = .zero,
                position: FlexPosition = .relative, offset: FlexOffsets = .none) {
        self.grow = grow
        self.shrink = shrink
        self.basis = basis
        self.alignSelf = alignSelf
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        self.size = size
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.margin = margin
        self.position = position
        self.offset = offset
    }

    /// Whether a length or margin is a fraction (of the stack's content box
    /// or frame).
    var usesFractions: Bool {
        // Asked of every box at every compilation: no arrays.
        func isFraction(_ dimension: FlexDimension) -> Bool { if case .fraction = dimension { true } else { false } }
        func isFraction(_ margin: FlexMargin) -> Bool { if case .fraction = margin { true } else { false } }
        return isFraction(basis) || isFraction(size.width) || isFraction(size.height)
            || isFraction(minimumSize.width) || isFraction(minimumSize.height)
            || isFraction(maximumSize.width) || isFraction(maximumSize.height)
            || offset.contains(where: isFraction) || margin.contains(where: isFraction)
    }

    /// The first number that cannot be used, named, if any: every number
    /// must be finite except a maximum size, which may be infinite; none
    /// may be NaN.
    var invalidNumber: String? {
        let finite: [(String, Double)] = [("grow", grow), ("shrink", shrink), ("spacingBefore", spacingBefore),
                                          ("spacingAfter", spacingAfter)]
        if let (name, value) = finite.first(where: { !$0.1.isFinite }) { return "\(name) \(value)" }
        let dimensions: [(String, FlexDimension, Bool)] = [
            ("basis", basis, false), ("size.width", size.width, false), ("size.height", size.height, false),
            ("minimumSize.width", minimumSize.width, false), ("minimumSize.height", minimumSize.height, false),
            ("maximumSize.width", maximumSize.width, true), ("maximumSize.height", maximumSize.height, true),
        ] + offset.named.map { ("offset.\($0.name)", $0.value, false) }
        for (name, dimension, allowsInfinity) in dimensions {
            if let value = dimension.invalidNumber(allowsInfinity: allowsInfinity) { return "\(name) \(value)" }
        }
        return margin.invalidNumber.map { "margin.\($0)" }
    }
}
