/// How a stack sizes and places its arranged items along its axis: the five
/// `UIStackView.Distribution` values, or `ASStackLayoutSpec`'s flex layout.
public enum StackDistribution: Sendable, Hashable {
    /// Items fill the axis; when there is room to spare the item with the
    /// lowest content hugging grows, when there is too little the one with
    /// the lowest compression resistance shrinks (ties: the first in order).
    case fill
    /// Every visible item gets the same length.
    case fillEqually
    /// Lengths are proportional to the items' intrinsic lengths.
    case fillProportionally
    /// Items keep their intrinsic lengths; the room left is split equally
    /// between the gaps, which never get smaller than the spacing.
    case equalSpacing
    /// The centres of consecutive items are equally far apart, keeping at
    /// least the spacing between items.
    case equalCentering
    /// `ASStackLayoutSpec`'s layout: items are measured, grow by their
    /// ``FlexItemOptions/grow`` factors when the stack is longer than its
    /// content, shrink by size × ``FlexItemOptions/shrink`` when it is
    /// shorter, and the room left is placed by `justification`.
    case flex(FlexJustification)

    /// Whether spacing is a minimum (`>=`) rather than exact.
    var usesMinimumSpacing: Bool {
        self == .equalSpacing || self == .equalCentering
    }

    /// Whether `STK-order-tiebreak` applies: the distributions whose lengths
    /// come from the items' own hugging and compression resistance.
    var breaksTiesByOrder: Bool {
        self == .fill || usesMinimumSpacing
    }
}

/// Where a flex stack puts the room its items leave along the axis
/// (`ASStackLayoutJustifyContent`).
public enum FlexJustification: String, Sendable, Hashable, CaseIterable {
    /// Items at the start; the room left is after them.
    case start
    /// Items in the middle.
    case center
    /// Items at the end.
    case end
    /// The first and last items at the ends, equal gaps between (`start`
    /// when there is no room to spare or only one item).
    case spaceBetween
    /// Equal room around every item, half of it at the ends (`center` when
    /// there is no room to spare).
    case spaceAround
    /// Equal room between items and at the ends (`center` when there is no
    /// room to spare).
    case spaceEvenly
}
