/// A rectangle in a tree of items, in the role of `UIView` without drawing.
///
/// ```swift
/// let root = LayoutItem(name: "root")
/// let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
/// root.addChild(title)
/// try LayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
///     title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     root.widthAnchor.constraint(equalToConstant: 320),
/// ])
/// root.layoutIfNeeded()
/// title.frame    // (8, 20, 120, 20)
/// ```
///
/// Each tree has one ``LayoutEngine``, kept by its root. Items are
/// reference types confined to one task, like views: they are not `Sendable`.
///
/// Subclasses that make constraints of their own (stacks) override
/// ``updateConstraints()`` and call ``setNeedsUpdateConstraints()`` when
/// their settings change, as `UIView` subclasses do.
open class LayoutItem: LayoutRegion {
    /// The parent, if the item is in a tree.
    // Held unretained by ``LayoutRegion/coordinateParent``, not weakly: a
    // weak load is a call into the runtime.
    public var parent: LayoutItem? { coordinateParent }
    /// The children, in the order they were added (z-order).
    // Unchecked, as are the direction's two properties and the other
    // stored properties the engine reads for every item or constraint it
    // takes in (guides, the intrinsic size, its measured content and its
    // priorities, the aspect ratio, the baselines, the safe-area insets,
    // the observers, the engine, whether the mask is translated): every
    // constraint activated walks from its items to the root (to find the
    // engine, the direction), and a tree is used from one task at a time
    // (its classes are not `Sendable`), so the runtime's exclusivity check
    // on each access is pure cost.
    @exclusivity(unchecked) public private(set) var children: [LayoutItem] = []
    /// Whether the item arranges its children (a stack): their sizes are
    /// squeezed by its arrangement, so their floors stay in the solver (see
    /// `LayoutEngine+DormantFloors.swift`).
    @exclusivity(unchecked) package var arrangesChildren = false
    /// The layout guides this item owns.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    /// Whether the item is hidden. A hidden item keeps its constraints;
    /// stacks give hidden arranged items no space.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { notifyObservers(.hidden) } }
    }

    /// Insets used by the margin attributes and ``layoutMarginsGuide``;
    /// 8 on every edge by default, as in UIKit. An inset that is not finite
    /// traps, naming the item. Setting them forgets the leading and trailing
    /// of ``directionalLayoutMargins``.
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet {
            usagePrecondition([layoutMargins.top, layoutMargins.left, layoutMargins.bottom, layoutMargins.right].allSatisfy(\.isFinite),
                               "\(name): the layout margins \(layoutMargins) are not finite")
            if !isSettingDirectionalMargins { directionalMargins = nil }
            if layoutMargins != oldValue { engineIfAttached?.attributeConstantsChanged(of: self) }
        }
    }

    /// The margins with leading and trailing edges that follow the item's
    /// layout direction (UIKit's `directionalLayoutMargins`): set them and
    /// ``layoutMargins`` follows, its left and right swapping when the
    /// direction changes. A value that is not finite traps, naming the item.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let rightToLeft = effectiveLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(top: layoutMargins.top,
                                         leading: rightToLeft ? layoutMargins.right : layoutMargins.left,
                                         bottom: layoutMargins.bottom,
                                         trailing: rightToLeft ? layoutMargins.left : layoutMargins.right)
        }
        set {
            usagePrecondition([newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite),
                               "\(name): the directional layout margins \(newValue) are not finite")
            directionalMargins = (newValue.leading, newValue.trailing)
            applyDirectionalMargins(top: newValue.top, bottom: newValue.bottom)
        }
    }
    /// The leading and trailing margins when they were set directionally.
    private var directionalMargins: (leading: Double, trailing: Double)?
    /// Whether the side margins were set by leading and trailing
    /// (``directionalLayoutMargins``) rather than by left and right.
    package var hasDirectionalMargins: Bool { directionalMargins != nil }
    private var isSettingDirectionalMargins = false

    /// Resolves directional margins into ``layoutMargins`` for the item's
    /// direction (after a change of either).
    func applyDirectionalMargins(top: Double? = nil, bottom: Double? = nil) {
        guard let (leading, trailing) = directionalMargins else { return }
        let rightToLeft = effectiveLayoutDirection == .rightToLeft
        isSettingDirectionalMargins = true
        defer { isSettingDirectionalMargins = false }
        layoutMargins = EdgeInsets(top: top ?? layoutMargins.top, left: rightToLeft ? trailing : leading,
                                   bottom: bottom ?? layoutMargins.bottom, right: rightToLeft ? leading : trailing)
    }

    /// The direction of the tree's layout, set on its root: which side
    /// leading and trailing are for items that do not force one (see
    /// ``semanticContentAttribute``). On another item it counts only once
    /// the item is a root.
    @exclusivity(unchecked) public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue && parent == nil { engineIfAttached?.layoutDirectionChanged(in: self) } }
    }

    /// Whether the item and its subtree keep the tree's direction or force
    /// one (UIKit's `semanticContentAttribute`): a left-to-right media bar
    /// or phone number inside a right-to-left screen.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.inherit {
        didSet {
            guard semanticContentAttribute != oldValue, let engine = engineIfAttached else { return }
            engine.forcedDirectionChanged(from: oldValue, to: semanticContentAttribute)
            engine.layoutDirectionChanged(in: self)
        }
    }

    /// The direction the item lays out in: forced by it or the nearest
    /// ancestor that forces one, else the root's ``layoutDirection``.
    public var effectiveLayoutDirection: LayoutDirection {
        var item = self
        while true {
            switch item.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .inherit:
                guard let parent = item.parent else { return item.layoutDirection }
                item = parent
            }
        }
    }

    /// The size the item would like from its content; either dimension may
    /// be absent. For an item with ``measuredContent`` it is what the
    /// content measured at the width last offered (see ``measuredSize``),
    /// and setting it changes nothing while the item has measured content.
    /// A negative length makes an empty item, as 0 does; a dimension the
    /// content does not decide is nil (UIKit's `noIntrinsicMetric`).
    public var intrinsicContentSize: IntrinsicSize {
        get {
            guard hasMeasuredContent else { return explicitIntrinsicSize }
            return measuredSize.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
        }
        set {
            guard newValue != explicitIntrinsicSize else { return }
            explicitIntrinsicSize = newValue
            if !hasMeasuredContent { invalidateIntrinsicContentSize() }
        }
    }
    @exclusivity(unchecked) private var explicitIntrinsicSize: IntrinsicSize

    /// Whether the item has anything to make content-size or aspect-ratio
    /// constraints from: an intrinsic size, measured content, an aspect ratio.
    var hasContentSizeSource: Bool {
        hasMeasuredContent || explicitIntrinsicSize != .none || aspectRatio != nil
    }

    /// Content that measures itself (text, say): the item then behaves like
    /// a multi-line `UILabel` whose preferred width follows its frame. Its
    /// intrinsic size starts as the content's size with any width offered;
    /// after each solve, when the item's width changed, the content is
    /// measured again at that width and the layout re-solved, until no
    /// measured size changes (see ``LayoutPassReport``). A flex stack
    /// measures it within the range it offers instead.
    @exclusivity(unchecked) public var measuredContent: (any MeasuredContent)? {
        didSet {
            hasMeasuredContent = measuredContent != nil
            settlesOverPasses = hasMeasuredContent || settlesOverPasses
            if hasMeasuredContent { engineIfAttached?.wakeFloors(of: self) }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the item has ``measuredContent``: read where the engine takes
    /// in every intrinsic size, and telling it from the content itself
    /// copies the content (an existential) to compare it with nil.
    @exclusivity(unchecked) private(set) var hasMeasuredContent = false

    /// What ``measuredContent`` measured for the item's content-size
    /// constraints, at the width last offered (nil before it is measured).
    @exclusivity(unchecked) public internal(set) var measuredSize: Size?
    /// The proposal ``measuredSize`` answers.
    @exclusivity(unchecked) var measurementProposal: ProposedSize?
    /// What the content measured offered any width, since it last changed:
    /// where ``measuredSize`` differs, the width it was measured at bound it
    /// (text that wrapped).
    @exclusivity(unchecked) var measuredSizeAtAnyWidth: Size?
    /// How far the last baseline sits below ``lastBaselineOffset`` because
    /// the measured content wrapped onto more lines at the width it was
    /// measured at (``MeasuredContent/lastBaselineShift(within:)``): the
    /// last baseline is `lastBaselineOffset + lastBaselineShift` below the
    /// top. 0 without measured content. Where a flex stack measures the
    /// item (its content-size constraints are off), the lines of the
    /// content at the size the stack laid it out at, for an item with a
    /// ``lastBaselineOffset`` (0 without one).
    @exclusivity(unchecked) public internal(set) var lastBaselineShift = 0.0
    /// The height the item was laid out at when it was below what its
    /// measured content wants (nil otherwise): the lines shown, which
    /// ``lastBaselineShift`` ends on.
    @exclusivity(unchecked) var shownHeight: Double?
    /// The last answers of the content, newest last: flex stacks ask the
    /// same proposals again as they measure, stretch and place.
    @exclusivity(unchecked) var measurementCache: [(proposal: ProposedSize, size: Size)] = []
    /// The content's last answer that was accepted, whatever the proposal:
    /// what a flex stack keeps using when a new answer is refused.
    package internal(set) var lastAcceptedContentSize: Size?

    /// Width ÷ height, kept by a required constraint of the engine
    /// (`NAME-aspect-ratio`) or, in a flex stack, by its measurement; nil
    /// for none. A ratio that is not finite and positive traps.
    ///
    /// Texture's `ASRatioLayoutSpec` takes height ÷ width: a ratio spec of
    /// 0.5 is an `aspectRatio` of 2.
    @exclusivity(unchecked) public var aspectRatio: Double? {
        didSet {
            usagePrecondition(aspectRatio.map { $0.isFinite && $0 > 0 } ?? true,
                              "\(name): the aspect ratio \(aspectRatio!) is not a finite positive number")
            if aspectRatio != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The distance from the top to the first baseline (nil: the item has
    /// none, and its top edge serves as the first baseline, as UIKit's
    /// `forFirstBaselineLayout` says). An offset that is not finite traps,
    /// naming the item.
    @exclusivity(unchecked) public var firstBaselineOffset: Double? {
        didSet {
            usagePrecondition(firstBaselineOffset?.isFinite ?? true,
                              "\(name): the first baseline offset \(firstBaselineOffset!) is not finite")
            if firstBaselineOffset != oldValue { baselinesChanged() }
        }
    }
    /// The distance from the top to the last baseline (nil: the item has
    /// none, and its bottom edge serves as the baseline). For text that
    /// wraps it is the single line's: the engine moves the baseline down to
    /// the last line (``lastBaselineShift``). An offset that is not finite
    /// traps, naming the item.
    @exclusivity(unchecked) public var lastBaselineOffset: Double? {
        didSet {
            usagePrecondition(lastBaselineOffset?.isFinite ?? true,
                              "\(name): the last baseline offset \(lastBaselineOffset!) is not finite")
            if lastBaselineOffset != oldValue { baselinesChanged() }
        }
    }

    /// The item whose first baseline stands for this item's, like UIKit's
    /// `forFirstBaselineLayout`: the item itself, or for a stack the
    /// arranged item it vends.
    open var forFirstBaselineLayout: LayoutItem { self }
    /// The item whose last baseline stands for this item's.
    open var forLastBaselineLayout: LayoutItem { self }

    @exclusivity(unchecked) var huggingPriorities = (horizontal: Priority.weak, vertical: Priority.weak)
    @exclusivity(unchecked) var compressionPriorities = (horizontal: Priority.strong, vertical: Priority.strong)

    /// Whether the item's intrinsic size is turned into content-size
    /// constraints (a flex stack turns this off for its children and sizes
    /// them itself).
    @exclusivity(unchecked) public var usesContentSizeConstraints = true {
        didSet { if usesContentSizeConstraints != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the item asked for ``updateConstraints()`` in the next pass.
    @exclusivity(unchecked) public private(set) var needsUpdateConstraints = false

    /// The engine of the tree, when this item is its root.
    @exclusivity(unchecked) var ownEngine: LayoutEngine?
    /// Objects told about changes that generated constraints depend on (stacks).
    /// Handlers by observer, called in the order they were added.
    @exclusivity(unchecked) var observers: [(observer: ObjectIdentifier, handler: (LayoutItemChange) -> Void)] = []
    /// The item's ``ItemHandle``, once one was asked for.
    @exclusivity(unchecked) var handleStorage: ItemHandle?

    /// Creates an item outside any tree.
    public init(name: String, intrinsicContentSize: IntrinsicSize = .none) {
        explicitIntrinsicSize = intrinsicContentSize
        super.init(name: name)
    }

    deinit {
        // First, as a weak reference would read nil by now.
        clearHandle()
        // An engine only the root holds goes next, and takes its
        // constraints out as it goes (its deinit).
        if isKnownUniquelyReferenced(&ownEngine) {
            ownEngine?.forgetRoot()
        } else {
            ownEngine?.rootWentAway()
        }
        for child in children { child.coordinateParent = nil }
        for guide in layoutGuides { guide.coordinateParent = nil }
    }

    override var rootItem: LayoutItem {
        var item = self
        while let parent = item.parent { item = parent }
        return item
    }

    override package var marginsForLayout: EdgeInsets {
        let own = ownMarginsForLayout
        guard preservesSuperviewLayoutMargins, superviewMarginReach != .zero else { return own }
        let reach = superviewMarginReach
        return EdgeInsets(top: max(own.top, reach.top), left: max(own.left, reach.left),
                          bottom: max(own.bottom, reach.bottom), right: max(own.right, reach.right))
    }

    /// The item's margins before its parent's reach into them
    /// (``preservesSuperviewLayoutMargins``): its layout margins, grown by
    /// its safe-area insets where ``insetsLayoutMarginsFromSafeArea`` is on.
    package var ownMarginsForLayout: EdgeInsets {
        guard insetsLayoutMarginsFromSafeArea, safeAreaInsets != .zero else { return layoutMargins.limited }
        return EdgeInsets(top: layoutMargins.top + safeAreaInsets.top, left: layoutMargins.left + safeAreaInsets.left,
                          bottom: layoutMargins.bottom + safeAreaInsets.bottom,
                          right: layoutMargins.right + safeAreaInsets.right).limited
    }
    override var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }
    override var directionItem: LayoutItem? { self }
    override var firstBaselineOffsetForLayout: Double? { firstBaselineOffset.map(LayoutEngine.limited) }
    override var lastBaselineOffsetForLayout: Double? { lastBaselineOffsetInLayout.map(LayoutEngine.limited) }
    /// Where the last baseline is below the top in the layout: the offset
    /// moved by ``lastBaselineShift``; nil without an offset.
    package var lastBaselineOffsetInLayout: Double? { lastBaselineOffset.map { $0 + lastBaselineShift } }

    /// The engine of the item's tree, created on first use.
    public var engine: LayoutEngine {
        let root = rootItem
        if let engine = root.ownEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ownEngine = engine
        engine.attachTree()
        return engine
    }

    /// Whether constraints the application made size the item (one of them
    /// relates its width or height): a flex stack then measures it as Auto
    /// Layout sizes it, so that those constraints and the stack agree.
    /// Broken ones count only when asked (`includingBroken`), as the
    /// measurement counts them (``SubtreeFitting``): a constraint the
    /// engine does not enforce sizes nothing, and a fresh tree built
    /// without it measures the item by its content.
    package func hasUserSizeConstraints(includingBroken: Bool) -> Bool {
        constraints.values.contains { constraint in
            (includingBroken || !constraint.isBroken) && isSizedByUser(through: constraint)
        }
    }

    /// The length a required constraint of the application sets along
    /// `axis` (`item.width == 80`), the earliest activated when several do;
    /// broken ones count when `includingBroken`.
    package func lengthSetByUser(along axis: LayoutAxis, includingBroken: Bool) -> Double? {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let setting = constraints.values.filter { constraint in
            constraint.origin == .user && (includingBroken || !constraint.isBroken) && constraint.priority.isRequired
                && constraint.relation == .equal && constraint.firstItem === self && constraint.firstAttribute == attribute
                && constraint.secondItem == nil
        }
        return setting.min { $0.activationOrder < $1.activationOrder }?.constant
    }

    /// Whether a constraint is one of the application's that relates the
    /// item's width or height.
    package func isSizedByUser(through constraint: LayoutConstraint) -> Bool {
        guard constraint.origin == .user else { return false }
        return (constraint.firstItem === self && constraint.firstAttribute.isDimension)
            || (constraint.secondItem === self && constraint.secondAttribute?.isDimension == true)
    }

    /// The engine of the item's tree, if one exists yet.
    package var engineIfAttached: LayoutEngine? { rootItem.ownEngine }

    /// Solves whatever changed in the tree since the last pass and updates
    /// every frame that moved; returns the conflicts met since then.
    @discardableResult
    public func layoutIfNeeded() -> [LayoutConflict] {
        engine.layoutIfNeeded()
    }

    /// Marks the tree's layout as out of date, as UIKit's `setNeedsLayout()`:
    /// the next ``layoutIfNeeded()`` solves it. Changes of constraints'
    /// constants made until then are gathered and solved together there,
    /// in one re-solve, whether or not this is called: it is here so that
    /// code written for UIKit reads the same.
    public func setNeedsLayout() {}

    // MARK: Constraint updates

    /// Asks for ``updateConstraints()`` before the next layout pass. Call it
    /// when a setting that the item's own constraints depend on changes;
    /// several calls before a pass cost one update.
    ///
    /// A tree without an engine yet does not get one for this: the engine
    /// the item later joins asks it for its update (see
    /// `LayoutEngine.regionAdded(_:)`). A tree built bottom up (items, then
    /// the stacks holding them, then the stacks holding those) so joins one
    /// engine once, instead of an engine per stack whose constraints each
    /// move to the next engine up.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints else { return }
        needsUpdateConstraints = true
        engineIfAttached?.constraintUpdateRequested(by: self)
    }

    /// Runs the pending constraint updates of the item's tree now (the
    /// layout pass does this first).
    public func updateConstraintsIfNeeded() {
        engine.updateConstraintsIfNeeded()
    }

    /// Brings the constraints the item makes itself up to date. The engine
    /// calls it, deepest items first, for the items that asked with
    /// ``setNeedsUpdateConstraints()``; the default does nothing.
    open func updateConstraints() {}

    /// The engine is about to call ``updateConstraints()``.
    func willUpdateConstraints() {
        needsUpdateConstraints = false
    }

    /// The baseline offsets changed: constraints on them move, and whoever
    /// reads them (a stack arranging this item) hears of it.
    /// The item's margins or baselines moved: its constraints get their new
    /// constants, and the baseline constraints of the ancestors that may
    /// vend its baselines are re-expressed.
    private func baselinesChanged() {
        engineIfAttached?.attributeConstantsChanged(of: self)
        engineIfAttached?.baselineSourceChanged(of: self)
        notifyObservers(.baselines)
    }

    /// The item that ``forFirstBaselineLayout`` (or the last) leads to,
    /// followed as far as it goes.
    package func baselineItem(first: Bool) -> LayoutItem {
        var item = self
        for _ in 0..<64 {
            let next = first ? item.forFirstBaselineLayout : item.forLastBaselineLayout
            if next === item { break }
            item = next
        }
        return item
    }

    /// Whether the item has a first (or last) baseline of its own or vends one.
    package func hasBaseline(first: Bool) -> Bool {
        let item = baselineItem(first: first)
        return (first ? item.firstBaselineOffset : item.lastBaselineOffset) != nil
    }

    /// A subclass now vends another item's baselines: constraints on this
    /// item's baselines, and on those of the ancestors that vend it, are
    /// re-expressed.
    package func baselineLayoutChanged() {
        engineIfAttached?.baselineSourceChanged(of: self)
        notifyObservers(.baselines)
    }

    // MARK: Anchors only items have

    /// The leading edge moved in by the ``layoutMargins``.
    public var leadingMarginAnchor: XAxisAnchor { XAxisAnchor(self, .leadingMargin) }
    /// The trailing edge moved in by the ``layoutMargins``.
    public var trailingMarginAnchor: XAxisAnchor { XAxisAnchor(self, .trailingMargin) }
    /// The left edge moved in by the left layout margin.
    public var leftMarginAnchor: XAxisAnchor { XAxisAnchor(self, .leftMargin) }
    /// The right edge moved in by the right layout margin.
    public var rightMarginAnchor: XAxisAnchor { XAxisAnchor(self, .rightMargin) }
    /// The horizontal centre of the area within the ``layoutMargins``.
    public var centerXWithinMarginsAnchor: XAxisAnchor { XAxisAnchor(self, .centerXWithinMargins) }
    /// The top edge moved in by the top layout margin.
    public var topMarginAnchor: YAxisAnchor { YAxisAnchor(self, .topMargin) }
    /// The bottom edge moved in by the bottom layout margin.
    public var bottomMarginAnchor: YAxisAnchor { YAxisAnchor(self, .bottomMargin) }
    /// The vertical centre of the area within the ``layoutMargins``.
    public var centerYWithinMarginsAnchor: YAxisAnchor { YAxisAnchor(self, .centerYWithinMargins) }
    /// The first baseline: ``firstBaselineOffset`` below the top, or the
    /// top edge when there is none; an item that vends another's baselines
    /// (``forFirstBaselineLayout``) has that item's.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The last baseline: ``lastBaselineOffset`` below the top, or the
    /// bottom edge when there is none; an item that vends another's baselines
    /// (``forLastBaselineLayout``) has that item's.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

    /// A guide that follows the item's layout margins.
    public private(set) lazy var layoutMarginsGuide = systemGuide(.margins, named: "margins")

    /// A guide for text, like UIKit's `readableContentGuide`: inside the
    /// margins guide, centred in it, as tall, and as wide as the margins
    /// allow up to the root's ``readableWidth``. It follows the item's
    /// frame, settled over layout passes, and never sizes the item.
    public private(set) lazy var readableContentGuide = systemGuide(.readableContent, named: "readableContent")

    /// The part of the item outside the root's unsafe areas, like UIKit's
    /// `safeAreaLayoutGuide`: on each edge where the root has a safe-area
    /// inset (``rootSafeAreaInsets``) and the item reaches into the unsafe
    /// area, the guide's edge is the safe edge, else the frame's own; an item
    /// wholly inside the unsafe area gets a guide of zero size at its far
    /// edge. The guide never leaves its item. It depends on the item's frame,
    /// so it settles over layout passes.
    public private(set) lazy var safeAreaLayoutGuide = systemGuide(.safeArea, named: "safeArea")

    /// The space the keyboard takes at the bottom of the item, like UIKit's
    /// `keyboardLayoutGuide`. The keyboard is the root's
    /// ``rootKeyboardHeight``, docked along the root's bottom edge. The
    /// guide spans the item's width and ends at its bottom; its top is the
    /// keyboard's top while the keyboard is up, and the bottom of the item's
    /// safe-area guide (or, with ``LayoutGuide/usesBottomSafeArea`` off, the
    /// item's bottom edge) while it is down. Within an item that does not
    /// reach that far down it is of zero height at the item's bottom; it
    /// never leaves its item. It depends on the item's frame, so it settles
    /// over layout passes, as the safe-area guide does.
    ///
    /// ```swift
    /// // An input bar that rides on the keyboard, and on the home indicator without it.
    /// bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor)
    /// screen.rootKeyboardHeight = 336   // the keyboard comes up
    /// ```
    public private(set) lazy var keyboardLayoutGuide: LayoutGuide = {
        let guide = systemGuide(.keyboard, named: "keyboard")
        hasKeyboardGuide = true
        return guide
    }()

    /// Whether ``keyboardLayoutGuide`` has been made: the passes measure the
    /// keyboard's reach only into items that have one.
    package private(set) var hasKeyboardGuide = false

    func systemGuide(_ role: SystemGuideRole, named suffix: String) -> LayoutGuide {
        let guide = LayoutGuide(name: "\(name).\(suffix)")
        guide.systemRole = role
        addLayoutGuide(guide)
        return guide
    }

    /// The widest a readable content guide gets (UIKit's readable width for
    /// the default text size); only the root's counts, for its tree. A width
    /// that is not finite and positive traps.
    public var readableWidth = 672.0 {
        didSet {
            usagePrecondition(readableWidth.isFinite && readableWidth > 0, "\(name): the readable width \(readableWidth) is not usable")
            if readableWidth != oldValue && parent == nil { engineIfAttached?.readableWidthChanged() }
        }
    }

    /// How far the item's frame reaches past the rectangle its constraints
    /// align, on each edge, as UIKit's `alignmentRectInsets`: a shadow or a
    /// badge drawn outside the content. Constraints, intrinsic and measured
    /// sizes and stacks work on the alignment rectangle; ``LayoutRegion/frame`` is that
    /// rectangle outset by these insets; margins and baselines are measured
    /// from the frame. An inset that is not finite traps.
    public var alignmentRectInsets = EdgeInsets.zero {
        didSet {
            usagePrecondition([alignmentRectInsets.top, alignmentRectInsets.left, alignmentRectInsets.bottom,
                               alignmentRectInsets.right].allSatisfy(\.isFinite),
                              "\(name): the alignment insets \(alignmentRectInsets) must be finite")
            alignmentInsetsForLayout = alignmentRectInsets
            // Margins and baselines move against the rectangle: re-expressed
            // here and, for a baseline an ancestor vends, there.
            if alignmentRectInsets != oldValue {
                baselinesChanged()
                engineIfAttached?.safeAreaGuideMoved(in: self)
                engineIfAttached?.keyboardGuideMoved(in: self)
                if translatesAutoresizingMaskIntoConstraints { engineIfAttached?.autoresizingChanged(of: self) }
            }
        }
    }

    /// Whether the item's frame and ``autoresizingMask`` become its
    /// constraints, as UIKit's property of that name: required constraints
    /// on its position and size, relative to its parent, that keep
    /// ``autoresizingFrame`` when the parent has the size the frame was set
    /// in and share any difference among the mask's flexible parts (see
    /// ``AutoresizingMask``). Off by default (an item made in code here is
    /// laid out by constraints). Turning it on for an item with no
    /// ``autoresizingFrame`` traps, naming the item: set the frame first.
    ///
    /// The generated constraints describe themselves as UIKit's console log
    /// prints them (`h=--& v=--& legacy.minX == 20`) and win a conflict with
    /// the application's constraints, which the engine breaks instead.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = false {
        didSet {
            usagePrecondition(!translatesAutoresizingMaskIntoConstraints || autoresizingFrame != nil,
                              "\(name): translatesAutoresizingMaskIntoConstraints needs an autoresizingFrame; set the frame first")
            if translatesAutoresizingMaskIntoConstraints != oldValue { engineIfAttached?.autoresizingChanged(of: self) }
        }
    }

    /// The frame the item keeps while ``translatesAutoresizingMaskIntoConstraints``
    /// is on, in its parent's coordinate space, with the parent's size when
    /// it was set (a root keeps the frame's size; its position is the
    /// engine's). A number that is not finite, or a negative size, traps;
    /// so does clearing it while the mask is translated.
    public var autoresizingFrame: AutoresizingFrame? {
        didSet {
            usagePrecondition(autoresizingFrame?.isUsable ?? !translatesAutoresizingMaskIntoConstraints,
                              "\(name): the autoresizing frame \(autoresizingFrame.map { "\($0.frame) in \($0.parentSize)" } ?? "nil") "
                              + "is not usable (numbers must be finite, sizes not negative, and a translated mask needs a frame)")
            if autoresizingFrame != oldValue && translatesAutoresizingMaskIntoConstraints {
                engineIfAttached?.autoresizingChanged(of: self)
            }
        }
    }

    /// Which parts of ``autoresizingFrame`` stretch with the parent (none
    /// by default: the item keeps its offset and size).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue && translatesAutoresizingMaskIntoConstraints {
                engineIfAttached?.autoresizingChanged(of: self)
            }
        }
    }

    /// The screen's safe-area insets, set on the root (a notch, a home
    /// indicator): every item's ``safeAreaLayoutGuide`` and, with
    /// ``insetsLayoutMarginsFromSafeArea``, its margins keep out of them. An
    /// inset that is negative or not finite traps.
    public var rootSafeAreaInsets = EdgeInsets.zero {
        didSet {
            usagePrecondition([rootSafeAreaInsets.top, rootSafeAreaInsets.left, rootSafeAreaInsets.bottom,
                               rootSafeAreaInsets.right].allSatisfy { $0.isFinite && $0 >= 0 },
                              "\(name): the safe-area insets \(rootSafeAreaInsets) must be finite and not negative")
            if rootSafeAreaInsets != oldValue { engineIfAttached?.safeAreaChanged() }
        }
    }

    /// How far the root's unsafe areas reach into the item on each edge, as
    /// of the last layout pass (see ``safeAreaLayoutGuide``); zero for a
    /// hidden item and the items inside one.
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero

    /// The height of the keyboard docked along the bottom of the screen, set
    /// on the root (0, the default, while it is down): every item's
    /// ``keyboardLayoutGuide`` follows it. Unlike a safe-area inset it moves
    /// no margins. A height that is negative or not finite traps.
    public var rootKeyboardHeight = 0.0 {
        didSet {
            usagePrecondition(rootKeyboardHeight.isFinite && rootKeyboardHeight >= 0,
                              "\(name): the keyboard height \(rootKeyboardHeight) must be finite and not negative")
            if rootKeyboardHeight != oldValue { engineIfAttached?.safeAreaChanged() }
        }
    }

    /// Whether the root has unsafe areas or a keyboard up, which reach into
    /// its items' guides.
    var hasUnsafeAreas: Bool { rootSafeAreaInsets != .zero || rootKeyboardHeight > 0 }

    /// How far up from the item's bottom its ``keyboardLayoutGuide`` reaches,
    /// as of the last layout pass; zero for an item without that guide, a
    /// hidden item and the items inside one.
    @exclusivity(unchecked) package internal(set) var keyboardInset = 0.0

    /// Whether the item's margins are measured from its safe-area guide's
    /// edges (true, as in UIKit) or from its own.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            if insetsLayoutMarginsFromSafeArea != oldValue && safeAreaInsets != .zero {
                engineIfAttached?.attributeConstantsChanged(of: self)
            }
        }
    }

    /// Whether the item's margins also keep its content inside its
    /// parent's margins (UIKit's `preservesSuperviewLayoutMargins`; false
    /// unless set). On each edge where the parent's margin area reaches
    /// into the item, the item's margin is at least the part of it that
    /// overlaps the item: the parent's margin (with the safe area and the
    /// margins the parent preserves from its own parent) less the distance
    /// from the parent's edge to the item's. A table cell's content view,
    /// flush with a cell whose margins are 20, has margins of 20 rather
    /// than 8; inset 12 from the cell, it keeps its own 8 (20 − 12 is
    /// less).
    ///
    /// ```swift
    /// cell.layoutMargins = EdgeInsets(all: 20)
    /// contentView.preservesSuperviewLayoutMargins = true
    /// // contentView pinned to the cell's edges, title to contentView's margins:
    /// cell.layoutIfNeeded()
    /// title.frame.minX   // 20
    /// ```
    ///
    /// The reach is measured from the frames of the last solve and settles
    /// over layout passes, as safe-area insets do
    /// (``superviewMarginReach``).
    public var preservesSuperviewLayoutMargins = false {
        didSet {
            if preservesSuperviewLayoutMargins != oldValue {
                engineIfAttached?.preservesSuperviewLayoutMarginsChanged(of: self)
            }
        }
    }

    /// How far the parent's margins reach into the item on each edge, as
    /// of the last layout pass: the floor that
    /// ``preservesSuperviewLayoutMargins`` puts under the item's margins;
    /// zero while that is off and for a root.
    @exclusivity(unchecked) public internal(set) var superviewMarginReach = EdgeInsets.zero

    /// The guides that measure the offset between two anchors, by pair.
    private var offsetGuides: [OffsetKey: OffsetGuide] = [:]

    private struct OffsetKey: Hashable {
        let from: ObjectIdentifier, fromAttribute: LayoutAttribute
        let to: ObjectIdentifier, toAttribute: LayoutAttribute
    }

    /// An offset guide with its two ties, which tell whether the anchors'
    /// items still exist (the key's identities alone cannot: a new item
    /// can take a released one's address).
    private struct OffsetGuide {
        let guide: LayoutGuide
        let ties: [LayoutConstraint]
    }

    /// The guide whose `start` edge is at one anchor and `end` edge at the
    /// other (``LayoutAnchor/anchorWithOffset(to:)``), made on first use.
    /// Ties that cannot be activated yet (an anchor's item is not in the
    /// tree) wait for the first constraint on the guide, which activates
    /// them or fails with their error; so does a tie between a directional
    /// anchor and a left or right one, which cannot be related.
    func offsetGuide(from: (LayoutRegion, LayoutAttribute), to: (LayoutRegion, LayoutAttribute),
                     start: LayoutAttribute, end: LayoutAttribute) -> LayoutGuide {
        let key = OffsetKey(from: ObjectIdentifier(from.0), fromAttribute: from.1,
                            to: ObjectIdentifier(to.0), toAttribute: to.1)
        removeOffsetGuidesOfReleasedItems()
        if let existing = offsetGuides[key], existing.guide.owningItem === self { return existing.guide }
        let guide = LayoutGuide(name: "\(from.0.name).\(from.1.rawValue)→\(to.0.name).\(to.1.rawValue)")
        guide.isGenerated = true
        addLayoutGuide(guide)
        let ties = [LayoutConstraint(guide, start, .equal, from.0, from.1),
                    LayoutConstraint(guide, end, .equal, to.0, to.1)]
        for tie in ties {
            tie.origin = .engine
            tie.identifier = "anchor-offset"
            do { try tie.activate() } catch { guide.pendingOffsetTies.append(tie) }
        }
        offsetGuides[key] = OffsetGuide(guide: guide, ties: ties)
        return guide
    }

    /// Removes the offset guides one of whose anchors' items is gone: they
    /// measure nothing any more, and an item that comes and goes for each
    /// use (a cell of a list) would leave a guide behind every time.
    private func removeOffsetGuidesOfReleasedItems() {
        for (key, entry) in offsetGuides where entry.ties.contains(where: \.namesReleasedItem) {
            if entry.guide.owningItem === self { removeLayoutGuide(entry.guide) }
            offsetGuides[key] = nil
        }
    }

    // MARK: Hierarchy

    /// Adds a child at the end of the children. A child that is in another
    /// tree leaves it first (see ``removeFromParent()``); the child's own
    /// constraints come with it.
    public func addChild(_ child: LayoutItem) {
        insertChild(child, at: children.count)
    }

    /// Inserts a child at a position of the children list, from 0 to the
    /// number of children (as `insertSubview(_:at:)`'s index; another
    /// stops the program, naming both). A child whose
    /// direction this changes (see ``effectiveLayoutDirection``) follows it:
    /// its directional margins and leading and trailing constraints are
    /// resolved, and its stacks arranged, for the new direction.
    public func insertChild(_ child: LayoutItem, at index: Int) {
        usagePrecondition(child !== self && !child.isAncestor(of: self), "adding \(child.name) to \(name) would make a cycle")
        usagePrecondition((0...children.count).contains(index), "inserting \(child.name) into \(name) at \(index):"
            + " \(name) has \(children.count) children, so the index must be from 0 to \(children.count)")
        if child.parent === self {
            children.removeAll { $0 === child }
            children.insert(child, at: min(index, children.count))
            return
        }
        let direction = child.effectiveLayoutDirection
        child.leaveParent()
        let moving = child.ownEngine
        child.ownEngine = nil
        // The tree's engine, made now if it is the first: made after the
        // child joined, it would take the child's regions in as well as adopt them.
        let adopting = moving == nil ? nil : engine
        // Appended when it goes last, as most children do: an insertion
        // at the end goes through the general replacement of a range.
        if index >= children.count { children.append(child) } else { children.insert(child, at: index) }
        child.coordinateParent = self
        if let moving, let adopting {
            adopting.adopt(moving, subtree: child)
            moving.forgetRoot()
        } else {
            engineIfAttached?.subtreeAdded(child)
        }
        engineIfAttached?.baselineSourcesJoined(in: child)
        if arrangesChildren { engineIfAttached?.wakeFloors(of: child) }
        child.moved(from: direction)
        notifyObservers(.children)
    }

    /// Removes the item from its parent. Constraints between the item's
    /// subtree and the rest of the tree are deactivated, as UIKit does; the
    /// subtree keeps its inner constraints in an engine of its own, and
    /// takes the direction of its own ``layoutDirection``.
    public func removeFromParent() {
        let direction = effectiveLayoutDirection
        leaveParent()
        moved(from: direction)
    }

    /// Takes the item out of its parent's children and its subtree out of
    /// the tree's engine, into one of its own when it has constraints or
    /// placers to keep.
    private func leaveParent() {
        guard let parent else { return }
        let moving = rootItem.ownEngine?.detach(subtree: self)
        parent.children.removeAll { $0 === self }
        coordinateParent = nil
        if let moving, !moving.constraints.isEmpty || !moving.placers.placers.isEmpty {
            let engine = self.engine
            for constraint in moving.constraints { engine.add(constraint) }
            engine.takePlacers(moving.placers)
        }
        parent.notifyObservers(.children)
    }

    /// The item's subtree moved to another place in a tree, or out of it:
    /// when that changed its effective direction, what depends on the
    /// direction follows, as it does when the direction itself changes.
    /// Without an engine the subtree has no constraints yet, and only its
    /// directional margins need resolving.
    private func moved(from direction: LayoutDirection) {
        guard effectiveLayoutDirection != direction else { return }
        if let engine = engineIfAttached {
            engine.layoutDirectionChanged(in: self)
        } else {
            for item in subtree { item.applyDirectionalMargins() }
        }
    }

    /// Adds a layout guide to the item.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        usagePrecondition(guide.owningItem == nil || guide.owningItem === self, "\(guide.name) already belongs to another item")
        guard guide.owningItem == nil else { return }
        guide.coordinateParent = self
        layoutGuides.append(guide)
        engineIfAttached?.regionAdded(guide)
    }

    /// Removes a layout guide and deactivates its constraints. The item's
    /// own guides (``layoutMarginsGuide``, ``safeAreaLayoutGuide``,
    /// ``readableContentGuide``, ``keyboardLayoutGuide``, a scroll item's
    /// content and frame guides)
    /// stay with it for good: removing one traps.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningItem === self else { return }
        usagePrecondition(guide.systemRole == nil, "\(guide.name) is one of \(name)'s own guides and cannot be removed")
        engineIfAttached?.regionRemoved(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.coordinateParent = nil
    }

    /// Whether this item is an ancestor of `item` (its parent, or its
    /// parent's, and so on; an item is not its own ancestor).
    public func isAncestor(of item: LayoutItem) -> Bool {
        var current = item.parent
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    /// The item and all its descendants, depth first.
    public var subtree: [LayoutItem] {
        var items: [LayoutItem] = []
        appendSubtree(to: &items)
        return items
    }

    /// Appends the item and its descendants, depth first: into one array,
    /// where concatenating each child's subtree made an array per item.
    private func appendSubtree(to items: inout [LayoutItem]) {
        items.append(self)
        for child in children { child.appendSubtree(to: &items) }
    }

    /// The regions of the subtree: its items, depth first, each followed by
    /// its guides.
    var subtreeRegions: [LayoutRegion] {
        var regions: [LayoutRegion] = []
        appendSubtreeRegions(to: &regions)
        return regions
    }

    /// Appends the item, its guides and its descendants' regions, in one
    /// pass: listing the items first made a second array.
    private func appendSubtreeRegions(to regions: inout [LayoutRegion]) {
        regions.append(self)
        for guide in layoutGuides { regions.append(guide) }
        for child in children { child.appendSubtreeRegions(to: &regions) }
    }

    // MARK: Change observers

    /// Calls `handler` with every change that generated constraints may
    /// depend on, until ``removeObserver(_:)``; one handler per observer.
    package func addObserver(_ observer: AnyObject, _ handler: @escaping (LayoutItemChange) -> Void) {
        if let index = observers.firstIndex(where: { $0.observer == ObjectIdentifier(observer) }) {
            observers[index].handler = handler
        } else {
            observers.append((ObjectIdentifier(observer), handler))
        }
    }

    package func removeObserver(_ observer: AnyObject) {
        observers.removeAll { $0.observer == ObjectIdentifier(observer) }
    }

    func notifyObservers(_ change: LayoutItemChange) {
        for (_, handler) in observers { handler(change) }
    }
}

/// What changed on an item, for the stacks that generate constraints from it.
package enum LayoutItemChange {
    /// ``LayoutItem/isHidden``.
    case hidden
    /// The children list (told to the parent).
    case children
    /// The intrinsic size or its hugging and compression priorities.
    case intrinsicContentSize
    /// The baseline offsets, or the item a stack vends for them.
    case baselines
    /// A constraint of the application on the item's width or height came or went.
    case sizeConstraints
}

/// An intrinsic content size: either dimension may be absent.
public struct IntrinsicSize: Sendable, Hashable {
    /// The width the content would like, or nil for none.
    public var width: Double?
    /// The height the content would like, or nil for none.
    public var height: Double?

    /// Creates an intrinsic size; pass nil for a dimension the content does not decide.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis.
    public static let none = IntrinsicSize(width: nil, height: nil)

    /// The dimension along an axis.
    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// The length along an axis that the item's content size holds it to:
    /// nil when absent or not finite, 0 for a negative length (an empty
    /// item). The engine's hugging and compression resistance and a
    /// stack's rules read the same length.
    @inlinable
    package func contentLength(along axis: LayoutAxis) -> Double? {
        guard let length = self[axis], length.isFinite else { return nil }
        return Swift.max(0, length)
    }
}
