/// One box of a flex layout as the algorithm reads it: a snapshot of an
/// arranged item (its options in its stack, how it measures) and, for a
/// flex stack, of the stack's settings. ``FlexLayout`` works on these
/// values only, so that it can be run, tested and compared with a reference
/// model without an engine.
struct FlexNode {
    /// The item the box stands for. Unretained and unchecked: boxes are
    /// read within one compilation, while the tree holds its items (an
    /// unowned reference cost a slow reference count at every copy of a
    /// box, the items being weakly referenced); ``FlexSizeNotes``, which
    /// keeps the boxes longer, reads no item through them.
    unowned(unsafe) let item: LayoutItem
    /// How the parent stack treats it (the defaults for the stack laid out).
    var options = FlexItemOptions()
    var isHidden = false
    /// Width ÷ height, kept by measurement.
    var aspectRatio: Double?
    /// Baseline offsets from the top, for baseline alignment.
    var firstBaseline: Double?
    var lastBaseline: Double?
    /// How far text laid out at a width moves its last baseline below
    /// ``lastBaseline`` (``MeasuredContent/lastBaselineShift(within:)``); nil: not at all.
    var lastBaselineShift: ((Size) -> Double)?
    /// What a leaf wants within a proposal (nil on an axis: unbounded);
    /// nil for a leaf with nothing to measure (0 × 0 within its range).
    var measure: ((ProposedSize) -> Size)?
    /// Whether the box, or a box below it, is a leaf that measures by the
    /// fitting size of its own constraints (``SubtreeFitting``), which
    /// follows the constraints the engine broke.
    var fitsBelow = false
    /// The stack's settings, for a box that is itself a flex stack.
    var container: FlexContainer?
    /// A stack's own size range (``StackItem/sizeRange``), which holds
    /// beside its options' sizes.
    var sizeRange = FlexRange.unbounded
    /// For a nested stack, whether a required constraint of the
    /// application's set its ``sizeRange`` along each axis (the box's
    /// length, as a container's width is in Yoga): what a note names.
    var lengthSetByConstraint = (horizontal: false, vertical: false)

    init(item: LayoutItem) {
        self.item = item
    }
}

/// A flex stack's settings, resolved for the layout direction.
struct FlexContainer {
    var axis = LayoutAxis.horizontal
    var isReversed = false
    var rightToLeft = false
    var justification = FlexJustification.start
    var alignItems = StackAlignment.fill
    var wrap = FlexWrap.noWrap
    var alignContent = FlexAlignContent.start
    var spacing = 0.0
    var lineSpacing = 0.0
    /// Physical insets (leading and trailing already resolved).
    var padding = EdgeInsets.zero
    /// Texture's flooring of grown lengths.
    var roundsGrowth = false
    /// Texture's `.sizeToFit` sizing of absolute children
    /// (``StackItem/sizesToFitAbsoluteItems``).
    var fitsAbsoluteChildren = false
    /// The arranged items, as indices of ``FlexLayout/nodes``, in order.
    var children: [Int] = []
    /// Custom spacings after arranged items (``StackItem/setCustomSpacing(_:after:)``),
    /// by node, in place of ``spacing``.
    var customSpacings: [Int: Double] = [:]

    /// The spacing between a child and the next one in its line.
    func spacing(after child: Int) -> Double {
        customSpacings[child] ?? spacing
    }
}

/// The sizes a box may take: a minimum and a maximum per axis (Texture's
/// `ASSizeRange`); an infinite maximum is unbounded.
struct FlexRange: Hashable {
    var minimum: Size
    var maximum: Size

    /// Any size.
    static let unbounded = FlexRange(minimum: .zero, maximum: Size(width: .infinity, height: .infinity))

    /// Exactly one size.
    static func exactly(_ size: Size) -> FlexRange { FlexRange(minimum: size, maximum: size) }

    /// A range from its bounds along a main axis and across it.
    init(axis: LayoutAxis, main: (Double, Double), cross: (Double, Double)) {
        minimum = Size(width: 0, height: 0)
        maximum = Size(width: 0, height: 0)
        minimum[axis] = main.0
        maximum[axis] = main.1
        minimum[axis.cross] = cross.0
        maximum[axis.cross] = cross.1
    }

    init(minimum: Size, maximum: Size) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The bounds along an axis.
    subscript(axis: LayoutAxis) -> (minimum: Double, maximum: Double) {
        (minimum[axis], maximum[axis])
    }

    /// The length along an axis when the range fixes it.
    func definite(_ axis: LayoutAxis) -> Double? {
        minimum[axis] == maximum[axis] ? minimum[axis] : nil
    }

    /// `size` clamped into the range on each axis, the minimum winning.
    func clamp(_ size: Size) -> Size {
        Size(width: Swift.max(minimum.width, Swift.min(size.width, maximum.width)),
             height: Swift.max(minimum.height, Swift.min(size.height, maximum.height)))
    }

    /// The range less insets on each axis, never below 0.
    func inset(by insets: EdgeInsets) -> FlexRange {
        let horizontal = insets.left + insets.right, vertical = insets.top + insets.bottom
        return FlexRange(minimum: Size(width: Swift.max(0, minimum.width - horizontal),
                                       height: Swift.max(0, minimum.height - vertical)),
                         maximum: Size(width: Swift.max(0, maximum.width - horizontal),
                                       height: Swift.max(0, maximum.height - vertical)))
    }

    /// This range (offered by a parent) intersected with a child's own: on
    /// each axis the overlap or, where they do not overlap, the end of this
    /// range nearest the child's (Texture's `ASSizeRangeIntersect`: the
    /// parent wins).
    func intersected(with own: FlexRange) -> FlexRange {
        var result = self
        for axis in LayoutAxis.allCases {
            let low = Swift.max(minimum[axis], own.minimum[axis]), high = Swift.min(maximum[axis], own.maximum[axis])
            if low <= high {
                result.minimum[axis] = low
                result.maximum[axis] = high
            } else {
                let end = own.minimum[axis] > maximum[axis] ? maximum[axis] : minimum[axis]
                result.minimum[axis] = end
                result.maximum[axis] = end
            }
        }
        return result
    }
}

extension Rect {
    /// The rectangle moved by an offset.
    func offsetBy(_ offset: (dx: Double, dy: Double)) -> Rect {
        offset == (0, 0) ? self : offsetBy(dx: offset.dx, dy: offset.dy)
    }
}
