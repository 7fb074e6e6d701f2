/// A nested flex stack's measurements kept from one compilation of its
/// flex root to the next, as Yoga keeps a clean node's layout: an edit that
/// changes one row of a long flex list lays out that row again, not every
/// row.
///
/// A stack's measurements depend on its subtree alone (the range it is
/// measured in is their key), so they stay right while nothing in the
/// subtree changes. Two things tell that it changed:
///
/// - the stack compiles for a change of its own, of an arranged item or of
///   a nested stack (each asks its flex parent to compile, up to the root),
///   and a compilation forgets the memo (``StackItem/flexMemo``);
/// - the memo keeps the subtree's ``FlexSubtreeSignature``, the snapshot
///   the layout read of every box below the stack but the leaves'
///   measurements, which the next compilation compares: a layout direction
///   inherited from above changes it without a compilation of the stack.
///
/// A subtree with a leaf measured by its constraints (``SubtreeFitting``)
/// keeps no memo: what such a leaf measures follows the constraints the
/// engine broke, which change without the stack hearing of it.
struct FlexStackMemo {
    /// The subtree as it was laid out.
    let signature: FlexSubtreeSignature
    /// The stack laid out in each range measured, children by position.
    var measurements: [FlexLayout.Measurement]

    /// At most this many ranges are kept: a stack is measured in a few.
    static let capacity = 8
}

/// What a flex layout reads of a stack's subtree, but the leaves'
/// measurement functions: the stack's settings and, for every box below it
/// in order, its item, its options, whether it is hidden, its aspect ratio,
/// baselines and size range, and whether it is a stack.
struct FlexSubtreeSignature {
    struct Container {
        let axis: LayoutAxis
        let isReversed: Bool
        let rightToLeft: Bool
        let justification: FlexJustification
        let alignItems: StackAlignment
        let wrap: FlexWrap
        let alignContent: FlexAlignContent
        let spacing: Double
        let lineSpacing: Double
        let padding: EdgeInsets
        let roundsGrowth: Bool
        let fitsAbsoluteChildren: Bool
        /// Each child's custom spacing, by position (nil: the stack's).
        let customSpacings: [Double?]
        let childCount: Int
    }

    struct Box {
        let item: ObjectIdentifier
        let options: FlexItemOptions
        let isHidden: Bool
        let aspectRatio: Double?
        let firstBaseline: Double?
        let lastBaseline: Double?
        let sizeRange: FlexRange
        /// A stack's settings; nil for a leaf.
        let container: Container?
    }

    /// The stack's box first, then its descendants depth first.
    let boxes: [Box]

    /// The signature of the subtree of the stack at `index` among `nodes`.
    init(of index: Int, in nodes: [FlexNode]) {
        var boxes: [Box] = []
        nodes.withUnsafeBufferPointer { nodes in
            func add(_ index: Int) {
                boxes.append(Box(nodes[index]))
                for child in nodes[index].container?.children ?? [] { add(child) }
            }
            add(index)
        }
        self.boxes = boxes
    }

    /// Whether the subtree of the stack at `index` among `nodes` has this
    /// signature, compared box by box in place (it is asked of every
    /// nested stack at every compilation).
    func matches(_ index: Int, in nodes: [FlexNode]) -> Bool {
        // Read in place: a box or a node copied retains its references.
        nodes.withUnsafeBufferPointer { nodes in
            boxes.withUnsafeBufferPointer { boxes in
                var next = 0
                return Self.matches(index, nodes, boxes, from: &next) && next == boxes.count
            }
        }
    }

    /// Whether the subtree of the node at `index` reads as the boxes from
    /// `next` on, moving `next` past the boxes it compared. The position is
    /// passed in and out: a nested function's captured counter would live
    /// in a box whose every access the runtime checks.
    private static func matches(_ index: Int, _ nodes: UnsafeBufferPointer<FlexNode>,
                                _ boxes: UnsafeBufferPointer<Box>, from next: inout Int) -> Bool {
        guard next < boxes.count, Box.matches(boxes.baseAddress! + next, nodes.baseAddress! + index) else { return false }
        next += 1
        guard nodes[index].container != nil else { return true }
        for child in nodes[index].container!.children where !matches(child, nodes, boxes, from: &next) { return false }
        return true
    }
}

extension FlexSubtreeSignature.Box {
    init(_ node: FlexNode) {
        self.init(item: ObjectIdentifier(node.item), options: node.options, isHidden: node.isHidden,
                  aspectRatio: node.aspectRatio, firstBaseline: node.firstBaseline, lastBaseline: node.lastBaseline,
                  sizeRange: node.sizeRange, container: node.container.map(FlexSubtreeSignature.Container.init))
    }

    /// Whether the node reads as the box.
    static func matches(_ box: UnsafePointer<Self>, _ node: UnsafePointer<FlexNode>) -> Bool {
        guard box.pointee.item == ObjectIdentifier(node.pointee.item), box.pointee.isHidden == node.pointee.isHidden,
              box.pointee.aspectRatio == node.pointee.aspectRatio,
              box.pointee.firstBaseline == node.pointee.firstBaseline,
              box.pointee.lastBaseline == node.pointee.lastBaseline, box.pointee.sizeRange == node.pointee.sizeRange,
              box.pointee.options == node.pointee.options else { return false }
        switch (box.pointee.container == nil, node.pointee.container == nil) {
        case (true, true): return true
        case (false, false): return box.pointee.container!.matches(node.pointee.container!)
        default: return false
        }
    }
}

extension FlexSubtreeSignature.Container {
    init(_ container: FlexContainer) {
        self.init(axis: container.axis, isReversed: container.isReversed, rightToLeft: container.rightToLeft,
                  justification: container.justification, alignItems: container.alignItems, wrap: container.wrap,
                  alignContent: container.alignContent, spacing: container.spacing,
                  lineSpacing: container.lineSpacing, padding: container.padding,
                  roundsGrowth: container.roundsGrowth, fitsAbsoluteChildren: container.fitsAbsoluteChildren,
                  customSpacings: container.customSpacings.isEmpty ? []
                      : container.children.map { container.customSpacings[$0] },
                  childCount: container.children.count)
    }

    /// Whether `container` reads as this one.
    func matches(_ container: FlexContainer) -> Bool {
        guard axis == container.axis, isReversed == container.isReversed, rightToLeft == container.rightToLeft,
              justification == container.justification, alignItems == container.alignItems,
              wrap == container.wrap, alignContent == container.alignContent, spacing == container.spacing,
              lineSpacing == container.lineSpacing, padding == container.padding,
              roundsGrowth == container.roundsGrowth, fitsAbsoluteChildren == container.fitsAbsoluteChildren,
              childCount == container.children.count else { return false }
        if customSpacings.isEmpty { return container.customSpacings.isEmpty }
        return customSpacings.count == container.children.count
            && zip(customSpacings, container.children).allSatisfy { $0 == container.customSpacings[$1] }
    }
}
