@_exported import Cassowary

/// A rectangle that constraints can position: a ``LayoutItem`` (a view) or
/// a ``LayoutGuide``. It owns the four solver variables of its frame,
/// relative to its parent's, and the anchors that constraints attach to.
///
/// Its initialiser is internal: subclass ``LayoutItem`` (as stacks do), not
/// this class.
open class LayoutRegion: CustomStringConvertible {
    /// A name for descriptions, layout documents and reports.
    // Unchecked: every constraint made copies its items' names, and every
    // constraint the engine makes for an item its name.
    @exclusivity(unchecked) public var name: String

    // The frame variables: the alignment rectangle's origin relative to the
    // coordinate parent's (the root's in the space its own frame is given
    // in), and its size. Relative, so that an item that moves moves alone:
    // a cell growing in a long list changes the top of each cell below it,
    // not of every item inside each.
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// The frame variable that holds `component`.
    @inline(__always)
    func variable(_ component: LayoutEngine.FrameComponent) -> Variable {
        switch component {
        case .left: left
        case .top: top
        case .width: width
        case .height: height
        }
    }

    /// The alignment rectangle as the last layout pass solved it: its size,
    /// and its origin relative to the origin of the coordinate parent's
    /// alignment rectangle (see ``coordinateParent``).
    // Unchecked: a layout pass writes thousands of these values, and a tree
    // is used from one task at a time (its classes are not `Sendable`), so
    // the runtime's exclusivity check on each write is pure cost.
    @exclusivity(unchecked) package internal(set) var solvedRect: Rect = .zero

    /// The alignment rectangle in the root item's coordinate space, as of
    /// the last layout pass: what constraints position and size. It is the
    /// frame unless the item has ``LayoutItem/alignmentRectInsets``.
    public var alignmentRectInRoot: Rect {
        var rect = solvedRect
        var holder = coordinateParent
        while let parent = holder {
            rect.origin.x += parent.solvedRect.minX - parent.contentOffsetForLayout.x
            rect.origin.y += parent.solvedRect.minY - parent.contentOffsetForLayout.y
            holder = parent.parent
        }
        return rect
    }

    /// The frame in the root item's coordinate space, as of the last layout
    /// pass: the alignment rectangle outset by the alignment insets.
    public var frameInRoot: Rect {
        let insets = alignmentInsetsForLayout
        guard insets != .zero else { return alignmentRectInRoot }
        let rect = alignmentRectInRoot
        return Rect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                    width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    // This and the next two skip the runtime's exclusivity checks, as
    // ``solvedRect`` does: the engine reads or writes them for
    // every region and constraint it takes in.

    /// Whether the engine looks at the region after each solve: an item with
    /// measured content or one that places its children (a flex stack).
    @exclusivity(unchecked) var settlesOverPasses = false

    /// The active constraints that refer to this region, by identity.
    @exclusivity(unchecked) var constraints = IdentityMap<LayoutConstraint>()

    /// A scroll item's content area (``ScrollItem/contentLayoutGuide``):
    /// what the item's edges mean to the constraints of the items inside
    /// it. Nil for every other region. Unowned: the item keeps its guides,
    /// and every equation reads this for its frame, where a retain would
    /// cost more than the check.
    @exclusivity(unchecked) unowned(unsafe) var contentArea: LayoutGuide?

    /// How far a scroll item's content is scrolled
    /// (``ScrollItem/contentOffset``): its children are that much up and
    /// to the left of where their frames put them, in every space outside
    /// the item. Zero for every other region.
    @exclusivity(unchecked) var contentOffsetForLayout = Point(x: 0, y: 0)

    /// The number of the last rewrap walk that reached the region (see
    /// `LayoutEngine+Rewrapping.swift`) in the engine it is in; 0 before any.
    @exclusivity(unchecked) var rewrapWalkReached = 0

    /// Every constraint made with this region as an item, active or not,
    /// unretained (see ``LayoutConstraint/firstItem``): a constraint keeps
    /// its place here while it lives, and the region clears itself from
    /// each as it goes.
    @exclusivity(unchecked) var namingConstraints: [NamingConstraint] = []

    /// A constraint naming the region, as its first item or its second.
    struct NamingConstraint {
        let constraint: Unmanaged<LayoutConstraint>
        let asSecond: Bool
    }

    /// How many entries ``namingConstraints`` makes room for at its first:
    /// an item commonly has a dozen constraints (its two floors and four
    /// content-size constraints among them), which would otherwise grow the
    /// list an allocation at a time (1, 2, 4, 8, 16).
    static var namingConstraintsFirstCapacity: Int { 12 }

    /// Puts a constraint newly made on the region at the end of
    /// ``namingConstraints``; returns its position there.
    func appendNamingConstraint(_ constraint: LayoutConstraint, asSecond: Bool) -> Int {
        if namingConstraints.capacity == 0 { namingConstraints.reserveCapacity(Self.namingConstraintsFirstCapacity) }
        namingConstraints.append(NamingConstraint(constraint: Unmanaged.passUnretained(constraint), asSecond: asSecond))
        return namingConstraints.count - 1
    }

    /// Takes the entry at `index` off ``namingConstraints`` (its
    /// constraint is going away), moving the last entry into its place.
    func removeNamingConstraint(at index: Int) {
        let last = namingConstraints.count - 1
        if index != last {
            let moved = namingConstraints[last]
            namingConstraints[index] = moved
            moved.constraint.takeUnretainedValue().namingIndexMoved(asSecond: moved.asSecond, to: index)
        }
        namingConstraints.removeLast()
    }

    deinit {
        for entry in namingConstraints { entry.constraint.takeUnretainedValue().itemWentAway(asSecond: entry.asSecond) }
    }

    /// When the region joined its engine, counted by the engine: what the
    /// engine goes through regions in, so that a layout comes out the same
    /// from run to run (identities are addresses, and dictionaries iterate
    /// in an order of their own each run).
    @exclusivity(unchecked) package internal(set) var joinOrder = 0

    init(name: String) {
        self.name = name
        // Named `NAME.left` and so on, composed when a name is read.
        left = Variable(name, .left)
        top = Variable(name, .top)
        width = Variable(name, .width)
        height = Variable(name, .height)
    }

    /// The item whose coordinate space ``frame`` is expressed in: the parent
    /// of an item, the owner of a guide.
    // Stored, not overridden, and unowned: every equation reads it for its
    // items, and a call that returns a retained item cost more than the
    // equation's arithmetic. The item keeps its children and
    // guides, and clears this as it goes (its deinit), as leaving does.
    var coordinateParent: LayoutItem? {
        get { parentReference?.takeUnretainedValue() }
        set { parentReference = newValue.map(Unmanaged.passUnretained) }
    }
    @exclusivity(unchecked) private var parentReference: Unmanaged<LayoutItem>?
    /// The ``coordinateParent``, unretained.
    final var unretainedCoordinateParent: Unmanaged<LayoutItem>? { parentReference }

    /// Whether this region is `container` or lies inside it: an item below
    /// it, or a guide of it or of an item below it.
    func lies(inside container: LayoutRegion) -> Bool {
        if self === container { return true }
        guard let container = container as? LayoutItem,
              let item = (self as? LayoutItem) ?? coordinateParent else { return false }
        return item === container || container.isAncestor(of: item)
    }

    /// Whether `region` is this region's ``coordinateParent``, asked
    /// without retaining either.
    func isCoordinateChild(of region: LayoutRegion) -> Bool {
        parentReference?.toOpaque() == Unmanaged.passUnretained(region).toOpaque()
    }

    /// Whether this region and `other` have one ``coordinateParent``,
    /// asked without retaining it.
    func sharesCoordinateParent(with other: LayoutRegion) -> Bool {
        guard let parent = parentReference else { return false }
        return parent.toOpaque() == other.parentReference?.toOpaque()
    }

    /// Whether `other` is certainly in `region`'s tree, known without
    /// walking to the root: it is the region, its coordinate parent, a
    /// region whose coordinate parent the region is, or one with the same
    /// coordinate parent (a sibling, a guide of the same item). `parent` is
    /// the region's ``coordinateParent``, which the caller has read
    /// already. Asked of unretained references, comparing addresses: the
    /// engine asks it of every constraint activated.
    static func areNearRelatives(_ region: Unmanaged<LayoutRegion>, parent: Unmanaged<LayoutItem>?,
                                 _ other: Unmanaged<LayoutRegion>) -> Bool {
        let address = region.toOpaque(), parentAddress = parent?.toOpaque(), otherAddress = other.toOpaque()
        // Before `other`'s parent is loaded: most constraints relate an
        // item to its parent.
        if otherAddress == address || otherAddress == parentAddress { return true }
        let otherParentAddress = other._withUnsafeGuaranteedRef(\.unretainedCoordinateParent)?.toOpaque()
        return otherParentAddress == address || (parentAddress != nil && otherParentAddress == parentAddress)
    }

    /// The item at the top of the tree this region belongs to.
    var rootItem: LayoutItem { fatalError("subclasses give the root") }

    /// The frame in the parent's coordinate space (the owner's, for a
    /// guide), as of the last layout pass.
    public var frame: Rect {
        guard let parent = coordinateParent else { return frameInRoot }
        // The alignment rectangle in the parent's, outset by this region's
        // insets and moved by the parent's (its frame's origin is the origin).
        let rect = solvedRect, insets = alignmentInsetsForLayout, parentInsets = parent.alignmentInsetsForLayout
        return Rect(x: rect.minX - insets.left + parentInsets.left, y: rect.minY - insets.top + parentInsets.top,
                    width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// Whether leading is the region's right edge: its item's (a guide's
    /// owner's) direction is right to left.
    var isRightToLeft: Bool { false }

    /// The item whose direction the region lays out in: the item itself,
    /// a guide's owner.
    var directionItem: LayoutItem? { nil }

    /// Whether the region certainly lays out in `other`'s direction, known
    /// without walking to the root (see ``LayoutItem/effectiveLayoutDirection``):
    /// their items are the same, or one is the other's parent or they are
    /// siblings, and the children among them inherit the direction.
    func sharesDirection(with other: LayoutRegion) -> Bool {
        guard let item = directionItem, let otherItem = other.directionItem else { return false }
        if item === otherItem { return true }
        let parent = item.parent, otherParent = otherItem.parent
        let inherits = item.semanticContentAttribute == .inherit, otherInherits = otherItem.semanticContentAttribute == .inherit
        return (otherItem === parent && inherits) || (item === otherParent && otherInherits)
            || (parent != nil && parent === otherParent && inherits && otherInherits)
    }

    /// The margins the layout uses: zero except for items, whose margins
    /// grow by their safe-area insets (see
    /// ``LayoutItem/insetsLayoutMarginsFromSafeArea``).
    package var marginsForLayout: EdgeInsets { .zero }

    /// How far the frame reaches past the alignment rectangle on each edge:
    /// zero except for items (stored, as every frame read looks at it).
    var alignmentInsetsForLayout = EdgeInsets.zero

    /// Baseline offsets from the top (nil: the bottom edge is the baseline).
    var firstBaselineOffsetForLayout: Double? { nil }
    var lastBaselineOffsetForLayout: Double? { nil }

    // MARK: Anchors

    /// The leading edge: the left edge left to right, the right edge right to left.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge: the right edge left to right, the left edge right to left.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }

    /// The anchor of an attribute, for code that works on attributes.
    public func anchor(for attribute: LayoutAttribute) -> AnyLayoutAnchor {
        AnyLayoutAnchor(region: self, attribute: attribute)
    }

    /// The region's ``name``.
    /// The region as UIKit prints a view: its class, name and frame (in its
    /// parent's coordinates), `<LayoutItem title; frame = (8 20; 120 20)>`,
    /// and `hidden` for a hidden item.
    public var description: String {
        let frame = self.frame
        var text = "<\(String(describing: type(of: self))) \(name); frame = (\(format(frame.minX)) \(format(frame.minY)); "
            + "\(format(frame.width)) \(format(frame.height)))"
        if (self as? LayoutItem)?.isHidden == true { text += "; hidden" }
        return text + ">"
    }
}
