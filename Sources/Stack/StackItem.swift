@_exported import Layout

/// An item that arranges some of its children in a row or a column, like
/// `UIStackView`, or with `ASStackLayoutSpec`'s flex layout.
///
/// ```swift
/// let buttons = StackItem(name: "buttons", arrangedItems: [ok, cancel])
/// buttons.distribution = .fillEqually
/// buttons.spacing = 8
/// root.addChild(buttons)
/// ```
///
/// The stack compiles its settings into constraints, each identified by the
/// ``StackRule`` that made it (UIKit's `UISV-*` identifiers, this library's
/// `STK-*` ones). Any change (a setting, an arranged item added, removed,
/// hidden or resized) recompiles before the next layout pass, and only the
/// constraints that differ are replaced: the solver re-solves incrementally.
///
/// Setting a number that is not finite (a NaN spacing, an infinite flex
/// factor) traps, as UIKit raises an exception.
public final class StackItem: LayoutItem {
    // The settings and arrangement tables are unchecked, as LayoutItem's
    // stored properties are: a flex compilation reads each stack's settings
    // for every box of its subtree, and a tree is used from one task at a
    // time (its classes are not `Sendable`), so the runtime's exclusivity
    // check on each access is pure cost.

    /// The axis items are arranged along: a row (`horizontal`) or a column.
    @exclusivity(unchecked) public var axis: LayoutAxis = .horizontal { didSet { settingChanged(axis != oldValue) } }
    /// How items are sized and placed along the axis.
    @exclusivity(unchecked) public var distribution: StackDistribution = .fill {
        didSet {
            suppressContentSize()
            settingChanged(distribution != oldValue)
        }
    }
    /// How items are placed across the axis.
    @exclusivity(unchecked) public var alignment: StackAlignment = .fill { didSet { settingChanged(alignment != oldValue) } }
    /// The gap between consecutive visible items (negative values overlap them).
    @exclusivity(unchecked) public var spacing: StackSpacing = 0 {
        didSet {
            usagePrecondition(spacing.isValid, "\(name): the spacing \(spacing) is not finite")
            settingChanged(spacing != oldValue)
        }
    }
    /// Whether the spacing of a vertical stack runs from one item's last
    /// baseline to the next item's first baseline.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { settingChanged(isBaselineRelativeArrangement != oldValue) }
    }
    /// Whether items are arranged within the stack's layout margins rather
    /// than its edges.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { settingChanged(isLayoutMarginsRelativeArrangement != oldValue) }
    }
    /// The sizes a flex stack may take (ignored by UIKit distributions,
    /// whose size comes from ordinary constraints).
    @exclusivity(unchecked) public var sizeRange = StackSizeRange.unbounded {
        didSet {
            usagePrecondition(sizeRange.isValid, "\(name): the size range \(sizeRange) is not usable")
            settingChanged(sizeRange != oldValue)
        }
    }

    /// Whether a flex stack runs from the end of its axis
    /// (`horizontalReverse`, `verticalReverse`): its first item at the
    /// right (bottom), justification `start` packing there.
    @exclusivity(unchecked) public var isReversed = false { didSet { settingChanged(isReversed != oldValue) } }
    /// Whether a flex stack breaks its items onto several lines.
    @exclusivity(unchecked) public var flexWrap = FlexWrap.noWrap { didSet { settingChanged(flexWrap != oldValue) } }
    /// How a multi-line flex stack places its lines across its axis.
    @exclusivity(unchecked) public var alignContent = FlexAlignContent.start { didSet { settingChanged(alignContent != oldValue) } }
    /// The room between the lines of a multi-line flex stack.
    @exclusivity(unchecked) public var lineSpacing = 0.0 {
        didSet {
            usagePrecondition(lineSpacing.isFinite, "\(name): the line spacing \(lineSpacing) is not finite")
            settingChanged(lineSpacing != oldValue)
        }
    }
    /// Room inside a flex stack's edges around its items (Texture's
    /// `ASInsetLayoutSpec`); `leading` and `trailing` follow the layout
    /// direction. UIKit distributions use the layout margins instead
    /// (``isLayoutMarginsRelativeArrangement``).
    @exclusivity(unchecked) public var padding = FlexPadding.zero {
        didSet {
            if let problem = padding.invalidNumber { usageFailure("\(name): the padding \(problem) is not finite") }
            settingChanged(padding != oldValue)
        }
    }

    /// Whether a flex stack rounds each item's growth down to whole points,
    /// giving the remainder to the first item that grows, as Texture does
    /// (only when the stack's length is fixed by its size range).
    @exclusivity(unchecked) public var roundsGrowthToWholePoints = false {
        didSet { settingChanged(roundsGrowthToWholePoints != oldValue) }
    }

    /// Whether a flex stack's size also holds its absolute items, as
    /// Texture's `ASAbsoluteLayoutSpec` with `.sizeToFit` sizing (and
    /// `ASStaticLayoutSpec`) does: each visible absolute item's frame with
    /// its margins, from the edge its offset names (an item without an
    /// offset on an axis adds the padding on both sides instead). An item
    /// offset from both edges of an axis is sized by the stack there and
    /// holds nothing. Off by default, as in CSS and Yoga, where absolute
    /// items never size their stack.
    @exclusivity(unchecked) public var sizesToFitAbsoluteItems = false {
        didSet { settingChanged(sizesToFitAbsoluteItems != oldValue) }
    }

    /// The items the stack arranges, in order along the axis: a subset of
    /// its children, independent of their z-order.
    @exclusivity(unchecked) public private(set) var arrangedItems: [LayoutItem] = []

    @exclusivity(unchecked) private(set) var customSpacings: [ObjectIdentifier: StackSpacing] = [:]
    @exclusivity(unchecked) private var flexOptions: [ObjectIdentifier: FlexItemOptions] = [:]
    /// Flex options set for items not yet arranged, which they take when
    /// they are (see ``setFlexOptions(_:for:)``). The item is held weakly:
    /// an entry whose item went is never taken by another at its address.
    @exclusivity(unchecked) private var waitingFlexOptions: [ObjectIdentifier: WaitingFlexOptions] = [:]
    /// The arranged items whose content-size constraints a flex layout turned
    /// off, with the setting to restore.
    @exclusivity(unchecked) private var suppressedContentSize: [ObjectIdentifier: (item: LayoutItem, previous: Bool)] = [:]
    @exclusivity(unchecked) private(set) var generated = GeneratedConstraintSet()
    /// Where hiding, inserting or removing an item changes the generated
    /// constraints, while only such changes were made since the last
    /// compilation (see ``SlotLayout``); nil when the next one compiles in
    /// full.
    @exclusivity(unchecked) private var slotLayout: SlotLayout?
    /// The arranged items whose `isHidden` changed since the last
    /// compilation, each with its state at that compilation.
    @exclusivity(unchecked) private var hiddenToggles: [(item: LayoutItem, wasHidden: Bool)] = []
    /// The one insertion or removal of an arranged item since the last
    /// compilation that the next may compile around.
    @exclusivity(unchecked) private var arrangementChange: ArrangementChange?
    /// Whether the next compilation of a `UIStackView` that a flex stack
    /// arranges takes that placement away first (see ``compile()``): set
    /// by a change of its settings or of which items are hidden, which can
    /// change its size by more than its content does.
    @exclusivity(unchecked) private var withdrawsPlacement = false
    lazy var guides = StackGuides(owner: self)
    @exclusivity(unchecked) private var vendedBaselines: (first: LayoutItem?, last: LayoutItem?)
    @exclusivity(unchecked) private var isCompiling = false
    /// The number of children when they last changed (see `childrenChanged`).
    @exclusivity(unchecked) private var childCount = 0
    /// Whether the initializer is arranging the items it was given.
    @exclusivity(unchecked) private var isArrangingInitialItems = false
    /// For the root of a flex subtree: the size its items were last placed
    /// at (nil before the first compilation) and the width its content was
    /// measured at (nil: any width).
    @exclusivity(unchecked) private var placedSize: Size?
    @exclusivity(unchecked) private var contentWidth: Double?
    /// Whether the subtree was last laid out as a fresh layout starts: its
    /// content measured offering any width and placed at that size.
    @exclusivity(unchecked) private var placedFromAnyWidth = false
    /// For the root of a flex subtree: the content size it last asked for
    /// (`STK-content-fit`), and whether the content size of a flex subtree
    /// inside an item it measures by its constraints (a flex tile in a
    /// `UIStackView` row it arranges) changed since it measured that item.
    @exclusivity(unchecked) private var askedContentSize: Size?
    @exclusivity(unchecked) private var measuredContentChanged = false
    /// The constraints of the application that the measurements of the
    /// last layout of the subtree held.
    @exclusivity(unchecked) private var measuredThrough: [LayoutConstraint] = []
    /// Whether the application's broken constraints that the leaves were
    /// measured with were tried again at the placement that measurement
    /// gave, and stayed broken: the placements that follow solves measure
    /// without them (counting them again would measure from any width
    /// again after every solve and never settle), until the stack compiles
    /// for a change of its own or of an arranged item.
    @exclusivity(unchecked) private var retriedBrokenWithoutSuccess = false

    /// Creates a stack that arranges `arrangedItems` (which become its children).
    public init(name: String, arrangedItems: [LayoutItem] = []) {
        super.init(name: name)
        arrangesChildren = true
        // Unowned: the handler is the stack's own and goes with it. A weak
        // capture would slow every retain of the stack (see `ItemHandle`).
        addObserver(self) { [unowned(unsafe) self] change in
            if change == .children { self.childrenChanged() }
            // What a hidden flex stack holds is collapsed (`STK-flex-size`
            // at 999.999): it compiles again when the stack hides or shows,
            // as its flex parent, if any, does for it.
            if change == .hidden, self.isFlex { self.setNeedsUpdateConstraints() }
        }
        // The vended baselines once for all the items: a row's tallest item
        // looked for after each one would look at all of them each time.
        isArrangingInitialItems = true
        for item in arrangedItems { addArrangedItem(item) }
        isArrangingInitialItems = false
        updateVendedBaselines()
        setNeedsUpdateConstraints()
    }

    // MARK: Arranged items

    /// Appends an item to the arranged items (moving it to the end if it is
    /// arranged already), adding it as the last child if it is not one.
    public func addArrangedItem(_ item: LayoutItem) {
        insertArrangedItem(item, at: arrangedItems.count)
    }

    /// Inserts an item into the arranged items at `index` (moving it there if
    /// it is arranged already), adding it as the last child if it is not one.
    /// The index is from 0 to the number of arranged items, as
    /// `insertArrangedSubview(_:at:)`'s (another stops the program, naming
    /// both); an item moved to the last of them goes last.
    /// The stack places it: as `UIStackView` does, it turns the item's
    /// `translatesAutoresizingMaskIntoConstraints` off.
    public func insertArrangedItem(_ item: LayoutItem, at index: Int) {
        usagePrecondition(item !== self, "\(name) cannot arrange itself")
        usagePrecondition((0...arrangedItems.count).contains(index), "arranging \(item.name) in \(name) at \(index):"
            + " \(name) arranges \(arrangedItems.count) items, so the index must be from 0 to \(arrangedItems.count)")
        item.translatesAutoresizingMaskIntoConstraints = false
        // Arranged items are children: an item from elsewhere is new here.
        let isNew: Bool
        if item.parent === self, let existing = arrangedItems.firstIndex(where: { $0 === item }) {
            arrangedItems.remove(at: existing)
            isNew = false
        } else {
            isNew = true
            if !waitingFlexOptions.isEmpty, let waiting = waitingFlexOptions.removeValue(forKey: ObjectIdentifier(item)),
               waiting.item === item {
                flexOptions[ObjectIdentifier(item)] = waiting.options
            }
            // By the stack's handle: an arranged item may outlive its stack.
            item.addObserver(self) { [handle, unowned item] change in
                if change != .children, let stack = handle.item {
                    unsafeDowncast(stack, to: StackItem.self).arrangedItemChanged(change, of: item)
                }
            }
        }
        // An item moved to the last index goes last: taken out, it left
        // one item fewer.
        let index = min(index, arrangedItems.count)
        arrangedItems.insert(item, at: index)
        if item.parent !== self { addChild(item) }
        suppressContentSize(of: item)
        if isNew && index > 0 && slotLayout != nil && arrangementChange == nil {
            arrangementChange = .inserted(item)
            setNeedsUpdateConstraints()
            updateVendedBaselines()
        } else {
            arrangementChanged()
        }
    }

    /// Stops arranging an item; it stays a child, no longer managed by the
    /// stack (its custom spacing and flex options are forgotten, and the
    /// constraints the stack made for it go at once, as UIKit's do).
    public func removeArrangedItem(_ item: LayoutItem) {
        guard let index = arrangedItems.firstIndex(where: { $0 === item }) else { return }
        arrangedItems.remove(at: index)
        stopArranging(item, at: index)
    }

    /// The arranged items that outlive the stack stop telling it their
    /// changes: an item arranged by one stack after another would
    /// otherwise keep an observer for each.
    deinit {
        for item in arrangedItems { item.removeObserver(self) }
    }

    /// The spacing after an arranged item, in place of the stack's spacing
    /// (`.default` to go back to it). Ignored for an item that is not
    /// arranged, as UIKit does; kept while the item moves among the
    /// arranged items, forgotten when it leaves them.
    public func setCustomSpacing(_ spacing: StackSpacing, after item: LayoutItem) {
        usagePrecondition(spacing.isValid, "\(name): the custom spacing \(spacing) after \(item.name) is not finite")
        guard isArranged(item) else { return }
        let key = ObjectIdentifier(item)
        guard customSpacings[key] ?? .default != spacing else { return }
        customSpacings[key] = spacing == .default ? nil : spacing
        forgetSlotLayout()
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an item, `.default` when it has none.
    public func customSpacing(after item: LayoutItem) -> StackSpacing {
        customSpacings[ObjectIdentifier(item)] ?? .default
    }

    /// Sets how a flex stack treats an item. Options set for an item not
    /// yet arranged wait until it is, as a Texture element's `style` does
    /// (`style.flexGrow` before the element goes into a stack spec); they
    /// are forgotten when the item leaves the arrangement.
    public func setFlexOptions(_ options: FlexItemOptions, for item: LayoutItem) {
        if let problem = options.invalidNumber {
            usageFailure("\(name): the flex option \(problem) of \(item.name) is not usable")
        }
        let key = ObjectIdentifier(item)
        guard isArranged(item) else {
            waitingFlexOptions[key] = options == FlexItemOptions() ? nil : WaitingFlexOptions(item: item, options: options)
            return
        }
        guard flexOptions[key] ?? FlexItemOptions() != options else { return }
        flexOptions[key] = options
        forgetSlotLayout()
        setNeedsUpdateConstraints()
    }

    /// How a flex stack treats an item (the defaults when none were set),
    /// or will treat it once arranged.
    public func flexOptions(for item: LayoutItem) -> FlexItemOptions {
        if let options = flexOptions[ObjectIdentifier(item)] { return options }
        return waitingFlexOptions.isEmpty ? FlexItemOptions() : waitingFlexOptions(for: item)
    }

    /// The options set for `item` before it is arranged, or the defaults.
    private func waitingFlexOptions(for item: LayoutItem) -> FlexItemOptions {
        guard let waiting = waitingFlexOptions[ObjectIdentifier(item)], waiting.item === item else { return FlexItemOptions() }
        return waiting.options
    }

    /// The constraints the stack generated, in the order its rules made
    /// them, after bringing them up to date.
    public var generatedConstraints: [LayoutConstraint] {
        updateConstraintsIfNeeded()
        return generated.constraints
    }

    /// The constraints a full compilation of a UIKit-vocabulary stack's
    /// current settings and items makes, new and inactive: what
    /// ``generatedConstraints`` holds however the stack got there.
    package var constraintsCompiledInFull: [LayoutConstraint] {
        var compiler = StackCompiler(stack: self, guides: guides)
        return compiler.compile().map { $0.makeConstraint() }
    }

    private func isArranged(_ item: LayoutItem) -> Bool {
        arrangedItems.contains { $0 === item }
    }

    // MARK: Baselines

    /// A horizontal stack's baselines are those of its tallest visible item;
    /// a vertical stack's first baseline is its first visible item's, its
    /// last its last's.
    public override var forFirstBaselineLayout: LayoutItem { vendedBaselines.first ?? self }
    /// The item whose last baseline stands for the stack's (see
    /// ``forFirstBaselineLayout``).
    public override var forLastBaselineLayout: LayoutItem { vendedBaselines.last ?? self }

    // MARK: Compiling

    /// Compiles the settings into constraints and makes the live ones match.
    ///
    /// A flex stack arranged by another flex stack compiles nothing itself:
    /// the outermost one lays out the whole flex subtree and gives each
    /// stack of it the constraints on its own arranged items.
    public override func updateConstraints() {
        isCompiling = true
        defer { isCompiling = false }
        replacingConstraints { compile() }
        // Measured content measures nothing while a flex layout sizes it, so
        // a stack that stops being flex compiled without the intrinsic
        // lengths of such items (order tiebreaks, proportions): once they
        // are measured again it compiles with them, before the first solve.
        if restoreContentSize() { replacingConstraints { compile() } }
        guides.removeUnused()
        updateVendedBaselines()
    }

    /// The stack's flex measurements kept from its flex root's last
    /// compilation (see ``FlexStackMemo``).
    @exclusivity(unchecked) var flexMemo: FlexStackMemo?

    /// Where the stack's constraints were last made by its flex root (nil
    /// for a flex root, and once the stack compiles for a change of its own).
    @exclusivity(unchecked) var flexPlacement: FlexPlacement?

    /// The notes of the `STK-flex-size` and `STK-flex-position` constraints
    /// of the flex subtree this stack is the root of, made once and brought
    /// up to date at each compilation, so that the constraints of a nested
    /// stack the compilation passes by read the current layout's notes.
    private lazy var flexNotes = FlexSizeNotes()

    /// How many times the stack compiled its settings: the work changes
    /// cost it. Not part of the public API.
    @exclusivity(unchecked) package private(set) var compilations = 0

    /// Makes the live constraints match the settings (see ``updateConstraints()``).
    private func compile() {
        compilations += 1
        // Something in the subtree changed: its measurements are laid out anew.
        flexMemo = nil
        flexPlacement = nil
        if !isFlex {
            stopPlacing()
            // A flex stack that arranges this one placed it at the size its
            // constraints fitted, which new settings or hidden items change:
            // that placement goes before the new constraints meet it (a
            // column whose hidden items come back would conflict with the
            // height of 0 it was placed at), and the flex stack places it
            // again from them. A change of an item's content keeps it, its
            // constants moved in place when the flex stack measures again.
            let placer = flexParent
            if withdrawsPlacement { placer?.generated.removeConstraints(on: self) }
            withdrawsPlacement = false
            defer { placer?.setNeedsUpdateConstraints() }
            var compiler = StackCompiler(stack: self, guides: guides)
            if var layout = slotLayout, !hiddenToggles.isEmpty || arrangementChange != nil,
               let edits = compiler.recompile(around: hiddenToggles, arrangementChange, layout: &layout) {
                generated.apply(edits: edits)
                slotLayout = layout
            } else {
                generated.apply(compiler.compile())
                slotLayout = compiler.slotLayout()
            }
            if distribution == .equalSpacing {
                generated.forEach(madeBy: [.fillEqually]) { $0.noteSource = EqualSpacingNote.shared }
            }
            hiddenToggles = []
            arrangementChange = nil
            for case let stack as StackItem in arrangedItems where stack.isFlex { stack.setNeedsUpdateConstraints() }
        } else if let outer = flexParent {
            forgetSlotLayout()
            stopPlacing()
            outer.setNeedsUpdateConstraints()
        } else {
            forgetSlotLayout()
            retriedBrokenWithoutSuccess = false
            // Placed from any width and not solved since (a `UIStackView`
            // that arranges it compiled after it, before the first solve),
            // its frame is not a size it was laid out at: it is placed from
            // any width again, not offered the width of that frame.
            let unsolved = placedFromAnyWidth && engine.isAwaitingPlacement(self)
            compileFlexSubtree(placing: placedSize == nil || unsolved ? nil : solvedRect.size,
                               expectingContent: true)
        }
    }

    // MARK: Flex layout

    /// The rules of the constraints a flex stack pins its items with, whose
    /// notes say how the layout came to each, of the bounds of its size
    /// range, whose notes say when its minimum passed over its maximum, and
    /// of its content size, whose notes name the absolute item it fits.
    private static let placementRules: [StackRule] = [.flexSize, .flexPosition, .sizeRange, .contentFit]

    /// Whether the stack lays its items out as `ASStackLayoutSpec` does.
    var isFlex: Bool {
        if case .flex = distribution { true } else { false }
    }

    /// The flex stack that arranges this one, if any.
    private var flexParent: StackItem? {
        guard let parent = parent as? StackItem, parent.isFlex, parent.arrangedItems.contains(where: { $0 === self })
        else { return nil }
        return parent
    }

    /// Lays out the flex subtree this stack is the root of and makes the
    /// constraints of each of its stacks match: the root's content size is
    /// measured offering the width it was last laid out at (its width at
    /// the height it was laid out at, where constraints held it at another
    /// height than its content's), and the subtree is placed at `size` (the
    /// root's solved size), or at its content size before its first solve.
    /// Returns whether any constraint changed.
    ///
    /// Where that width bound the content (offered any width, it takes
    /// another), or an item is measured by the fitting size of its
    /// constraints (which counts the broken constraints a change left), the
    /// engine is told that the layout depends on where it started: a fresh
    /// layout, which offers any width first, might settle elsewhere, so the
    /// next layout that changes anything starts it again from there
    /// (``placeAfterSolve(_:)``), unless only the width bound it and a
    /// fresh layout's first solve would give the stack the width it has
    /// (``PlacerHistory/offeredWidth``).
    ///
    /// A leaf measured by its constraints counts the application's broken
    /// ones first (one activated after the leaf was placed conflicted with
    /// the old placement); those that still conflict once the leaf is placed
    /// anew stay broken, and the subtree is laid out again without them, so
    /// that a broken constraint never sizes anything.
    @discardableResult
    private func compileFlexSubtree(placing solvedSize: Size?, countingBroken: Bool = true,
                                    expectingContent: Bool = false) -> Bool {
        let engine = self.engine
        let countingBroken = countingBroken && !retriedBrokenWithoutSuccess
        var compiler = FlexCompiler(root: self, countingBroken: countingBroken)
        let width = placedSize == nil || solvedSize == nil ? nil : solvedRect.width
        var content = compiler.contentSize(solvedWidth: width)
        let bound = width != nil && abs(compiler.widthOfferedAnyWidth() - content.size.width) > FlexCompiler.tolerance
        // The last solve held the root at another height than the one its
        // content asked for: constraints decide it.
        if width != nil, let asked = askedContentSize, abs(solvedRect.height - asked.height) > FlexCompiler.tolerance {
            content.size.width = compiler.contentWidth(atHeight: solvedRect.height)
        }
        let size = expectingContent ? solvedSize.map { expectedSize(solved: $0, content: content.size) } : solvedSize
        let history: PlacerHistory = compiler.measuresByFittingSize ? .other : bound ? .offeredWidth : .none
        let target = size ?? content.size
        let yieldedBefore = engine.applicationConstraintsYielded
        measuredContentChanged = false
        if let asked = askedContentSize, asked != content.size { enclosingFlexRoot?.measuredContentDidChange() }
        askedContentSize = content.size
        var changed = false
        let compiled = compiler.constraints(content: content, solved: size)
        let notes = flexNotes
        compiler.updateSizeNotes(notes)
        for (stack, constraints, placement) in compiled {
            if stack !== self {
                stack.stopPlacing()
                stack.restoreContentSize()
                stack.guides.removeUnused()
            }
            if stack.generated.apply(constraints) { changed = true }
            stack.suppressContentSize()
            stack.generated.forEach(madeBy: Self.placementRules) { $0.noteSource = notes }
            if stack !== self { stack.flexPlacement = placement }
        }
        for (stack, node) in compiler.stacks where node > 0 { stack.flexMemo = compiler.memo(ofStackAt: node) }
        let counted = compiler.countedBrokenConstraints
        if !counted.isEmpty && !engine.retryBrokenConstraints(counted) {
            retriedBrokenWithoutSuccess = true
            // Where the placement the solve stood on was measured through a
            // constraint now broken, so was the solved width: measured
            // again from any width, as a fresh layout, which never has it.
            if (measuredThrough + compiler.heldConstraints).contains(where: \.isBroken) { placedSize = nil }
            return compileFlexSubtree(placing: size, countingBroken: false) || changed
        }
        // The solved width a bound measurement offered may have come from a
        // constraint of the application that this placement then broke (the
        // stack's constraints outrank the application's): the stack's
        // content size, measured offering at most that width, would keep
        // it once the constraint is gone. The placement is made again from
        // where a fresh layout, which never has the constraint, starts:
        // measured offering any width. The constants move now, so that a
        // conflict they meet shows before the next solve.
        if bound {
            engine.applyChangedConstants()
            if engine.applicationConstraintsYielded != yieldedBefore {
                placedSize = nil
                compileFlexSubtree(placing: nil, countingBroken: countingBroken)
                return true
            }
        }
        // Constraints on a placed text's last baseline follow its last line.
        for (item, shift) in compiler.placedLastBaselineShifts() where item.placeLastBaseline(shift: shift) {
            changed = true
        }
        placedSize = target
        contentWidth = width
        measuredThrough = compiler.heldConstraints
        placedFromAnyWidth = size == nil
        engine.addPlacer(self) { [handle] reason in
            handle.item.map { unsafeDowncast($0, to: StackItem.self).placeAfterSolve(reason) } ?? false
        }
        engine.setPlacer(self, history: history)
        engine.placeAfterSolve(self)
        return changed
    }

    /// The size the next solve should give the root on a change inside its
    /// subtree: on each axis where the last solve gave it the content size
    /// it asked for, its new content size; elsewhere the size it has.
    /// Placed there, a subtree whose root follows its content is laid out
    /// once a change, not again after the solve
    /// (``placeAfterSolve(_:)`` does when the solve gives another size).
    private func expectedSize(solved: Size, content: Size) -> Size {
        guard let asked = askedContentSize, let placed = placedSize else { return solved }
        var size = solved
        for axis in LayoutAxis.allCases where solved[axis] == placed[axis] && placed[axis] == asked[axis] {
            size[axis] = content[axis]
        }
        return size
    }

    /// After a solve: lays the subtree out again when the stack's size is
    /// not the one its items were placed for, or its width not the one its
    /// content was measured at (or, after the root was resized, measuring
    /// its content from any width); on a restart, from where a fresh layout
    /// starts: measured offering any width and placed at that size. Returns
    /// whether constraints changed.
    private func placeAfterSolve(_ reason: PlacementReason) -> Bool {
        guard isFlex, flexParent == nil, placedSize != nil else { return false }
        isCompiling = true
        defer { isCompiling = false }
        switch reason {
        case .restart where !placedFromAnyWidth:
            placedSize = nil
            // A restart that changes nothing (the layout is where a fresh
            // one starts) takes the look it stands for, unless the solved
            // size is not the one it placed at: that size came from a solve
            // in which other placers, restarting beside it, were still
            // where the layouts before left them, and measuring offering at
            // most its width would keep that history. It looks after the
            // next solve instead.
            if compileFlexSubtree(placing: nil) || solvedRect.size != placedSize { return true }
        case .rootResized:
            // Measured offering any width (the new root may leave the
            // content room to grow), and at the width it then has after the
            // next solve, as measured content is, even when nothing moved:
            // a fresh layout ends measured offering at most that width, and
            // an item that width binds (a hidden item's cross length) may
            // be placed otherwise than from any width.
            placedSize = nil
            compileFlexSubtree(placing: solvedRect.size)
            return true
        case .restart, .solved:
            break
        }
        // A constraint the measurements held that the placement then broke
        // (the stack's constraints outrank the application's) sizes nothing:
        // the subtree is laid out again without it, as a fresh layout, which
        // never has it, lays it out. The size the solve gave the stack stood
        // on that measurement too, so the layout starts again from where a
        // fresh one starts (measured offering any width, placed at that
        // size), as a restart does, and looks after the next solve when the
        // solved size is not the one it placed at. When nothing moved, the
        // next solve would give the same size: it takes the look a fresh
        // layout takes there at once, measured offering at most that width
        // (an item that width binds, a hidden item's cross length, may be
        // placed otherwise than from any width), without counting the
        // constraint it has just found broken again.
        if measuredThrough.contains(where: \.isBroken) {
            placedSize = nil
            if compileFlexSubtree(placing: nil, countingBroken: false) || solvedRect.size != placedSize { return true }
            return compileFlexSubtree(placing: solvedRect.size, countingBroken: false)
        }
        let size = solvedRect.size
        guard size != placedSize || contentWidth != size.width || measuredContentChanged else { return false }
        return compileFlexSubtree(placing: size)
    }

    /// The root of the flex subtree that measures this one's by the
    /// constraints of an item holding it (this stack is arranged by a
    /// `UIStackView`, or held by a plain item, that a flex stack arranges).
    private var enclosingFlexRoot: StackItem? {
        var ancestor = parent
        while let item = ancestor {
            if var stack = item as? StackItem, stack.isFlex {
                while let outer = stack.flexParent { stack = outer }
                return stack
            }
            ancestor = item.parent
        }
        return nil
    }

    /// The content size of a flex subtree inside an item this root measured
    /// by its constraints changed (a tile measured at 0 while hidden, now at
    /// its width): that measurement is stale, and the subtree is placed
    /// again after the next solve even if its size does not change, so that
    /// it does not depend on the layouts before.
    private func measuredContentDidChange() {
        guard placedSize != nil, !measuredContentChanged else { return }
        measuredContentChanged = true
        engine.placeAfterSolve(self)
    }

    /// The stack no longer lays out a flex subtree of its own.
    private func stopPlacing() {
        guard placedSize != nil else { return }
        placedSize = nil
        contentWidth = nil
        measuredThrough = []
        engineIfAttached?.removePlacer(self)
    }

    /// A flex layout sizes its items itself: their content-size constraints
    /// are off while they are arranged by it. They go as soon as an item is
    /// arranged or the stack turns flex, not at the next compilation: a
    /// required constraint activated before the pass would otherwise meet
    /// them, and be broken and reported against constraints the pass removes.
    fileprivate func suppressContentSize() {
        for item in arrangedItems { suppressContentSize(of: item) }
    }

    private func suppressContentSize(of item: LayoutItem) {
        guard case .flex = distribution, suppressedContentSize[ObjectIdentifier(item)] == nil else { return }
        suppressedContentSize[ObjectIdentifier(item)] = (item, item.usesContentSizeConstraints)
        item.usesContentSizeConstraints = false
    }

    /// Gives the content-size constraints back to the items no flex layout
    /// of this stack arranges any more, once the compilation has removed the
    /// flex constraints that sized them (they could conflict). Returns
    /// whether the stack still arranges any of them (it stopped being flex).
    @discardableResult
    fileprivate func restoreContentSize() -> Bool {
        let isFlex = if case .flex = distribution { true } else { false }
        // A flex stack that still arranges every item it suppressed (the
        // usual compilation) restores nothing: told without a search of
        // the arranged items for each.
        if isFlex && suppressedContentSize.count <= arrangedItems.count
            && arrangedItems.allSatisfy({ suppressedContentSize[ObjectIdentifier($0)] != nil }) {
            return false
        }
        var restoredArranged = false
        for (item, _) in suppressedContentSize.values.sorted(by: { $0.item.joinOrder < $1.item.joinOrder })
        where !isFlex || !isArranged(item) {
            restoreContentSize(of: item)
            restoredArranged = restoredArranged || isArranged(item)
        }
        return restoredArranged
    }

    private func restoreContentSize(of item: LayoutItem) {
        guard let (_, previous) = suppressedContentSize.removeValue(forKey: ObjectIdentifier(item)) else { return }
        item.usesContentSizeConstraints = previous
    }

    private func updateVendedBaselines() {
        // A flex stack's absolute children are out of the flow.
        let isFlex = isFlex
        func isVisible(_ item: LayoutItem) -> Bool {
            !item.isHidden && (!isFlex || flexOptions(for: item).position == .relative)
        }
        let vended: (first: LayoutItem?, last: LayoutItem?)
        if axis == .vertical {
            // The ends only, so that arranging the items of a long column
            // one by one does not look at all of them each time.
            vended = (arrangedItems.first(where: isVisible), arrangedItems.last(where: isVisible))
        } else {
            var tallest: LayoutItem?
            for item in arrangedItems where isVisible(item)
            && (tallest == nil || (item.intrinsicContentSize.contentLength(along: .vertical) ?? 0)
                > (tallest!.intrinsicContentSize.contentLength(along: .vertical) ?? 0)) {
                tallest = item
            }
            vended = (tallest, tallest)
        }
        guard vended.first !== vendedBaselines.first || vended.last !== vendedBaselines.last else { return }
        vendedBaselines = vended
        baselineLayoutChanged()
    }

    // MARK: Changes

    private func settingChanged(_ changed: Bool) {
        guard changed else { return }
        withdrawsPlacement = true
        arrangementChanged()
    }

    private func arrangedItemChanged(_ change: LayoutItemChange, of item: LayoutItem) {
        if !isCompiling && change == .hidden {
            hidingChanged(of: item)
        } else if !isCompiling && change == .baselines && !compilationReadsBaselines {
            // A row's baseline moved in a column that names no baseline:
            // its constraints would come out as they are.
            updateVendedBaselines()
        } else if !isCompiling {
            arrangementChanged()
        }
        // The baselines of an item the stack vends are the stack's: a stack
        // arranging this one may align it by them, and must hear of it even
        // though the stack still vends the same item.
        if change == .baselines && (item === vendedBaselines.first || item === vendedBaselines.last) {
            baselineLayoutChanged()
        }
    }

    /// Whether the stack's constraints depend on its items' baselines: a
    /// flex stack's layout (which measures them), a row aligned by them, a
    /// column that spaces them.
    private var compilationReadsBaselines: Bool {
        isFlex || (axis == .horizontal && alignment.isBaseline) || (axis == .vertical && isBaselineRelativeArrangement)
    }

    /// The constraints need compiling again, and the baselines the stack
    /// vends may be another item's at once, as UIKit's
    /// `viewForFirstBaselineLayout` is: left until the next pass, a
    /// constraint on the stack's baseline made before it was expressed
    /// against the stack's own bottom, conflicted, and stayed broken after
    /// the pass (engine session 4, step 31 499, in a fresh copy of a tree).
    private func arrangementChanged() {
        forgetSlotLayout()
        setNeedsUpdateConstraints()
        if !isArrangingInitialItems { updateVendedBaselines() }
    }

    /// As ``arrangementChanged()``, but the next compilation may compile
    /// only around the item (see ``SlotLayout``).
    private func hidingChanged(of item: LayoutItem) {
        withdrawsPlacement = true
        if !hiddenToggles.contains(where: { $0.item === item }) { hiddenToggles.append((item, !item.isHidden)) }
        setNeedsUpdateConstraints()
        updateVendedBaselines()
    }

    /// The next compilation compiles in full.
    private func forgetSlotLayout() {
        slotLayout = nil
        hiddenToggles = []
        arrangementChange = nil
    }

    /// Children that left stop being arranged, and the constraints the stack
    /// generated for them go at once. The engine lets a leaving subtree keep
    /// the constraints among its own items (`item.height == 22` of a flex
    /// stack looks like one), but these belong to the stack, which stays, as
    /// UIKit removes a stack view's constraints on a subview that leaves it.
    /// Left until the next pass, they would travel with the item into the
    /// tree it joins.
    private func childrenChanged() {
        // Each change of the children is told on its own: one that added a
        // child took none of the arranged items away.
        defer { childCount = children.count }
        guard children.count <= childCount else { return }
        let leaving = arrangedItems.indices.filter { arrangedItems[$0].parent !== self }
        if leaving.count == 1 {
            stopArranging(arrangedItems.remove(at: leaving[0]), at: leaving[0])
        } else if !leaving.isEmpty {
            let items = leaving.map { arrangedItems[$0] }
            arrangedItems.removeAll { $0.parent !== self }
            for item in items { stopArranging(item, at: nil) }
            arrangementChanged()
        }
    }

    /// Stops arranging an item that left the arranged items from `index`
    /// (nil: one of several), and takes the constraints the stack generated
    /// for it out now rather than at the next compilation: an item that
    /// leaves the stack afterwards, and is released, must not stay named by
    /// them (a later removal reads the items of every generated
    /// constraint). Alone, past the first and not toggled, it leaves the
    /// next compilation to compile around where it was.
    private func stopArranging(_ item: LayoutItem, at index: Int?) {
        forget(item)
        let removed = generated.removeConstraints(on: item)
        restoreContentSize(of: item)
        guard let index else { return }
        if index > 0, arrangementChange == nil, !hiddenToggles.contains(where: { $0.item === item }),
           var layout = slotLayout, layout.removeSlot(at: index, removed: removed, wasVisible: !item.isHidden) {
            slotLayout = layout
            arrangementChange = .removed(at: index)
            setNeedsUpdateConstraints()
            updateVendedBaselines()
        } else {
            arrangementChanged()
        }
    }

    /// Stops arranging an item. A stack that leaves a flex stack's
    /// arrangement compiles again: it held only the constraints the flex
    /// stack laid out for it, and now lays out its own subtree, as in a tree
    /// built without the flex stack arranging it.
    private func forget(_ item: LayoutItem) {
        item.removeObserver(self)
        customSpacings[ObjectIdentifier(item)] = nil
        flexOptions[ObjectIdentifier(item)] = nil
        if isFlex, let stack = item as? StackItem { stack.setNeedsUpdateConstraints() }
    }
}

extension StackItem: FittingContent {
    /// A flex stack that lays out its subtree: its `STK-content-fit` and
    /// `STK-content-tiebreak` constants for its content laid out at `width`
    /// (height for width, as text is measured; nil: any width), so that
    /// ``LayoutItem/systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``
    /// answers for the width it asks about rather than the one the stack
    /// was last placed at.
    package func contentSizeConstants(atWidth width: Double?) -> [(constraint: LayoutConstraint, constant: Double)] {
        guard isFlex, flexParent == nil, placedSize != nil else { return [] }
        var compiler = FlexCompiler(root: self, countingBroken: false)
        let content = compiler.contentSize(solvedWidth: width).size
        let rules: [String?] = [StackRule.contentFit.rawValue, StackRule.contentTiebreak.rawValue]
        return generated.constraints.filter { rules.contains($0.identifier) }.map { constraint in
            (constraint, constraint.firstAttribute == .width ? content.width : content.height)
        }
    }

    /// A flex stack that another flex stack arranges holds no content
    /// constraints of its own (the outer stack places its whole subtree):
    /// its content laid out on its own at `width` (nil: any width), which
    /// ``LayoutItem/systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``
    /// holds it to, as it measures a cell of a Texture list on its own.
    package func detachedContentSize(atWidth width: Double?) -> Size? {
        guard isFlex, flexParent != nil else { return nil }
        var compiler = FlexCompiler(root: self, countingBroken: false)
        return compiler.contentSize(solvedWidth: width).size
    }
}

extension StackItem: LayoutTraceKind {
    /// `stack`, or `flex stack`, in a layout trace.
    package var traceKind: String { isFlex ? "flex stack" : "stack" }
}

extension StackItem: HiddenChildCollapsing {
    /// A flex stack lays out a hidden arranged item with no length along
    /// its axis (see ``LayoutItem/reportedFrameInRoot``).
    package func axisCollapsing(hiddenChild child: LayoutItem) -> LayoutAxis? {
        isFlex && arranges(child) ? axis : nil
    }
}

extension StackItem: ArrangingItem {
    package func arranges(_ child: LayoutItem) -> Bool {
        arrangedItems.contains { $0 === child }
    }
}

/// Flex options set for an item before it is arranged (see
/// `StackItem.setFlexOptions(_:for:)`).
private struct WaitingFlexOptions {
    weak var item: LayoutItem?
    var options: FlexItemOptions
}
