/// The solver behind one tree of items: it holds the tree's active
/// constraints, keeps the solution current as they change (incrementally,
/// through the Cassowary solver), and writes frames on each layout pass.
///
/// There is one engine per tree, kept by the root item; get it from any
/// item with ``LayoutItem/engine``. Constraints activated together, and
/// content sizes, wait for the solver's next use and go into it in one
/// batch (or at once, inside a layout pass); a constraint activated alone,
/// one deactivated, and priorities are applied at once; changed constants
/// are gathered and moved together, in one re-solve. The next
/// ``layoutIfNeeded()``, or anything else that needs the solver, applies
/// what waits, in the order it was made.
/// ``layoutIfNeeded()`` then copies the values that moved into the frames
/// and reports the conflicts met since the last pass.
public final class LayoutEngine {
    /// The root item of the tree; nil once the root is gone, or once the
    /// tree joined another and this engine's constraints moved to that
    /// tree's engine.
    public var root: LayoutItem? { rootReference?.takeUnretainedValue() }
    // Unretained, not weak, and unchecked, as the engine's tables below:
    // read for every constraint on leading or trailing the engine
    // enforces, and a weakly referenced root would count every retain and
    // release of it on the runtime's slow path. The root owns the engine
    // and clears this as it goes (its deinit), and when its tree joins
    // another (`LayoutItem.insertChild(_:at:)`).
    @exclusivity(unchecked) private var rootReference: Unmanaged<LayoutItem>?

    /// The tree joined another, which took its constraints: the engine no
    /// longer has a tree.
    func forgetRoot() { rootReference = nil }

    /// The root went away while the application keeps the engine: the
    /// engine no longer has a tree, and its constraints become inactive as
    /// when the engine itself goes (see `deinit`), so that a constraint the
    /// application keeps can be activated in another tree, and one whose
    /// items are gone is not left active here to be changed or removed.
    /// Everything else the engine knew of the tree goes too: it would keep
    /// the tree's constraints and variables alive with the engine.
    /// Called from the root's deinit, while the tree's items still exist.
    func rootWentAway() {
        rootReference = nil
        let constraints = tree.active
        tree = TreeTables()
        for constraint in constraints { constraint.engineWentAway() }
        solver.reset()
    }
    /// The solver, with the content-size equations that wait added first
    /// (see `LayoutEngine+WaitingEquations.swift`): every use of the solver
    /// finds them in it, added in the order they were made.
    var solver: Solver {
        if !tree.waitingEquations.isEmpty { addWaitingEquations() }
        return heldSolver
    }
    /// The solver itself; only ``solver`` and the waiting equations reach it.
    let heldSolver = Solver()
    /// What the engine knows of its tree, besides the solver: one value, so
    /// that ``rootWentAway()`` forgets all of it at once and a table added
    /// to it cannot be left behind. It skips the runtime's exclusivity
    /// checks, as the solver's tables do: every constraint activated
    /// reaches several of its tables, and an engine is used from one task
    /// at a time (it is not `Sendable`).
    @exclusivity(unchecked) var tree = TreeTables()
    /// The tables of ``tree``.
    struct TreeTables {
        /// The active constraints of the tree (broken ones included), in no
        /// meaningful order; each knows its position here
        /// (``LayoutConstraint/activeIndex``), so that it leaves without a
        /// search or a hash, and its place in the activation order
        /// (``LayoutConstraint/activationOrder``).
        var active: [LayoutConstraint] = []
        /// The layout constraint behind each solver constraint, made from the
        /// active constraints when first needed (see ``LayoutEngine/layoutConstraint(behind:)``)
        /// and kept current from then on: only conflicts and explanations look
        /// a solver constraint up, and most trees meet none.
        var layoutConstraintOfSolverConstraint: IdentityMap<LayoutConstraint>?
        /// The region and frame component each variable stands for.
        var frameVariables = FrameVariables()
        /// Each item's content-size constraints: hugging and compression, per axis.
        var contentSizeConstraints = IdentityMap<ContentSizeConstraints>()
        /// Each item's `NAME-aspect-ratio` constraint.
        var aspectRatioConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
        /// The generated constraints of system guides (margins, readable
        /// content, safe area), by guide.
        var systemGuideConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
        /// Each readable content guide's width constraint, by guide: what the
        /// passes settle.
        var readableGuideWidths: [ObjectIdentifier: LayoutConstraint] = [:]
        /// The frame constraints of items that translate their autoresizing masks.
        var autoresizingConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
        /// The constraints whose constants changed since the last solve, in
        /// the order they changed (see ``LayoutEngine/applyChangedConstants()``).
        var changedConstantsInOrder: [LayoutConstraint] = []
        /// The application's constraints that a new constant could not make
        /// hold: tried again once the pass's other constants have moved.
        var retriedAfterConstants: [LayoutConstraint] = []
        /// The floors (`NAME-nonnegative-width` or `-height`) out of the solver
        /// because a stack's constraints imply them, by stack (see
        /// `LayoutEngine+ImpliedFloors.swift`).
        var impliedFloors: [ObjectIdentifier: LayoutConstraint] = [:]
        /// The floors the engine broke: while there is one, no floor leaves the
        /// solver (a stack's constraints imply its floor only through its
        /// items' floors).
        var brokenFloors: Set<ObjectIdentifier> = []
        /// How many floors are dormant (see `LayoutEngine+DormantFloors.swift`).
        var dormantFloorCount = 0
        /// The solver's ``Cassowary/Solver/basisChanges`` when the root's
        /// dormant fittings were last found determined by an answer that
        /// no constant can undo within the basis (see
        /// `LayoutEngine+DormantFitting.swift`), if they were.
        var fittingsDeterminedAt: Int?
        /// The application's constraints whose constants it set since the
        /// frames were last read while a floor is dormant, each with when,
        /// counted with the activations (`LayoutEngine.nextOrder`):
        /// one that takes a size below zero breaks, as it would have with
        /// the floor in the solver (see `enforceBefore`).
        var constantsMovedSinceRead: [(constraint: LayoutConstraint, order: Int)] = []
        /// The root's position and its compressed size (read for every
        /// constraint below required that the engine enforces).
        var rootConstraints: [LayoutConstraint] = []
        /// Content-size equations made but not yet in the solver, in the
        /// order they were made (see `LayoutEngine+WaitingEquations.swift`).
        var waitingEquations: [WaitingEquation] = []
        /// Conflicts met since the last layout pass.
        var pendingConflicts: [LayoutConflict] = []
        /// The application's constraints reported broken and still broken,
        /// each with its conflict as reported (see ``BrokenConstraintWatch``).
        var brokenWatches: [BrokenConstraintWatch] = []
        /// The push of the last ``LayoutEngine/exerciseAmbiguity(of:)``, if any.
        var exercise: LayoutConstraint?
        /// The items that asked for ``LayoutItem/updateConstraints()``.
        var itemsNeedingConstraintUpdate: [ItemHandle] = []
        /// Regions that joined the tree since the last pass, by their `left`
        /// variable (see ``frameVariables``): the solver reports only values
        /// that changed, and a region's frame may be left over from another tree
        /// or from before it left this one, so the pass writes their whole frames.
        var regionsJoined = JoinedVariables()
        /// The values the solver reported in the pass being read, kept
        /// between passes for their storage.
        var changedValues: [(solverIndex: Int, variable: ObjectIdentifier, value: Double)] = []
        /// How many items of the tree force right to left
        /// (``LayoutItem/semanticContentAttribute``): see ``LayoutEngine/isAllLeftToRight``.
        var itemsForcingRightToLeft = 0
        /// Whether an item of the tree may preserve its parent's margins
        /// (``LayoutItem/preservesSuperviewLayoutMargins``): only then do
        /// the passes measure how far the parents' margins reach. Set when
        /// such an item joins or turns it on; cleared by the measurement
        /// that finds none.
        var preservesSuperviewMargins = false
        /// Measured items and item placers waiting for the next solve.
        var passState = PassState()
        /// What the last ``LayoutEngine/layoutIfNeeded()`` did (see ``LayoutEngine/lastPassReport``).
        var lastPassReport = LayoutPassReport()
        /// Whether expressions read the scroll items' content offsets: off
        /// only while an explanation works out how much of a number they
        /// make (`LayoutEngine.contentOffsetShare(of:)`).
        var readsContentOffsets = true
    }
    // Counters over the engine's life, outside ``tree``: they number what
    // they count, and a number is not given twice.
    /// The next constraint's place in the activation order.
    @exclusivity(unchecked) var nextOrder = 0
    /// How many regions ever joined (see ``LayoutRegion/joinOrder``).
    @exclusivity(unchecked) var regionsEverJoined = 0
    /// How many rewrap walks the engine made (see ``LayoutRegion/rewrapWalkReached``).
    @exclusivity(unchecked) var rewrapWalks = 0
    /// The constraints the rewrap walks looked through, all walks
    /// together: the work a change costs in them. Not part of the public API.
    @exclusivity(unchecked) package internal(set) var rewrapConstraintsExamined = 0
    /// How many times one of the application's constraints gave way to a
    /// constraint the engine made (a stack's rule, a guide's tie, a frame)
    /// since the engine was made: a stack compares it before and after
    /// changing its constraints to learn whether they broke one.
    package internal(set) var applicationConstraintsYielded = 0
    /// Whether a content-size or non-negative floor's equation made now
    /// may wait for the solver's next use: set only while an item's
    /// content-size constraints or floors are made outside a layout pass
    /// (see `LayoutEngine+WaitingEquations.swift`).
    @exclusivity(unchecked) var generatedEquationsMayWait = false
    /// Whether ``layoutIfNeeded()`` is running.
    @exclusivity(unchecked) var isLayingOut = false
    /// The stack replacing its constraints now: removing them does not
    /// bring its floor back. Set only while it does.
    @exclusivity(unchecked) var stackChangingConstraints: ObjectIdentifier?

    /// What the last ``layoutIfNeeded()`` did: its solves, its measurements,
    /// and what it could not settle or refused.
    public internal(set) var lastPassReport: LayoutPassReport {
        get { tree.lastPassReport }
        set { tree.lastPassReport = newValue }
    }

    /// The priority that pulls an unconstrained root to its smallest size:
    /// below anything a layout uses.
    public static let rootFittingPriority: Priority = 1e-9

    enum FrameComponent: Int { case left, top, width, height }

    /// Creates the engine of `root`'s tree; ``attachTree()`` then takes in
    /// its items, once the root holds the engine (so that what they do on
    /// joining, measuring their content, reaches it).
    init(root: LayoutItem) {
        rootReference = Unmanaged.passUnretained(root)
    }

    /// The constraints still active forget the engine and its solver: they
    /// refer to it unretained (see ``LayoutConstraint/engine``), and are
    /// inactive once it is gone, ready to be activated in another tree.
    deinit {
        for constraint in tree.active { constraint.engineWentAway() }
    }

    /// Pins the root and registers every region of the tree.
    func attachTree() {
        guard let root else { return }
        pinRoot(root)
        for region in root.subtreeRegions { regionAdded(region) }
    }

    /// Solves what changed since the last pass (already done incrementally
    /// as the constraints changed) and writes every frame that moved.
    ///
    /// Measured content and flex stacks settle over *layout passes*: after
    /// each solve, an item whose width changed has its content measured
    /// again at that width, and a flex stack whose size changed places its
    /// children again; the engine then solves again, until nothing changes
    /// or ``maximumPasses`` solves have run (``lastPassReport`` says which).
    /// - Returns: the conflicts met since the last pass whose constraints
    ///   are still broken: each names the constraint the engine broke and a
    ///   minimal conflicting set. A constraint that a later change enforced,
    ///   or that was deactivated, before the pass is not reported.
    @discardableResult
    public func layoutIfNeeded() -> [LayoutConflict] {
        let wasLayingOut = isLayingOut
        isLayingOut = true
        defer { isLayingOut = wasLayingOut }
        layOutOnce()
        // Compared where the watches were made: a layout that has settled.
        // A constraint that holds again changes the layout, which is laid
        // out once more as a call made then would lay it out.
        if lastPassReport.unsettledItems.isEmpty, retryConstraintsWhoseConflictChanged() {
            let passes = lastPassReport.passes
            layOutOnce()
            lastPassReport.passes += passes
        }
        // Enforcing a constraint again withdraws its conflict; the filter
        // keeps the promise above for any path that enforces one without.
        // The arithmetic is worked out as the pass leaves the layout.
        let conflicts = tree.pendingConflicts.filter(\.broken.isBroken).map { pending in
            var conflict = pending
            conflict.arithmetic = arithmetic(for: conflict.broken)
            conflict.unplacedNotes = unplacedNotes(for: conflict.constraints)
            conflict.settingsNotEnding = settingsNotEnding(conflict).map { setting in
                let isNumber = if case .number = setting.check { true } else { false }
                return (setting.owner.name, setting.text, isNumber)
            }
            return conflict
        }
        tree.pendingConflicts = []
        watchBrokenConstraints(reported: conflicts)
        return conflicts
    }

    /// One layout: the passes until it settles (or stops, see
    /// ``maximumPasses``), then ``lastPassReport`` and a fresh state for
    /// the next. The conflicts met stay pending.
    private func layOutOnce() {
        if !lastPassReport.unsettledItems.isEmpty {
            restartSafeAreasBeforeSolving()
            tree.passState.followsUnsettledLayout = true
        }
        showEveryLineAgain()
        updateConstraintsIfNeeded()
        var resized = writeFrames()
        tree.passState.report.passes = 1
        while true {
            var changed = settle(resized)
            if changed.isEmpty { changed = retryConstraintsBrokenWhileSettling() }
            if changed.isEmpty { changed = fitLastBaselinesOnce() }
            updateConstraintsIfNeeded()
            resized = writeFrames()
            if changed.isEmpty { break }
            if tree.passState.report.passes == Self.maximumPasses {
                tree.passState.report.unsettledItems = changed
                tree.passState.report.unsettledBySafeAreaMargins = changed.filter(isGrownBySafeAreaInItsMargins)
                break
            }
            tree.passState.report.passes += 1
        }
        lastPassReport = tree.passState.report
        tree.passState.report = LayoutPassReport()
        tree.passState.framesMoved = false
        tree.passState.constraintsChanged = false
        tree.passState.followsUnsettledLayout = false
        tree.passState.safeAreaInsetsMoved = []
        tree.passState.retriedAfterSettling = []
        tree.passState.baselinesFitted = false
        tree.passState.baselineCandidates = [:]
        tree.passState.rewrapSeeds.removeAll(keepingCapacity: true)
        tree.passState.rewrapMoves.removeAll(keepingCapacity: true)
        tree.passState.rewrapRewrites.removeAll(keepingCapacity: true)
        tree.retriedAfterConstants = []
    }

    /// Writes the frames of the regions that joined since the last pass and
    /// every frame value the solver changed; returns those of them that
    /// settle over passes (``LayoutRegion/settlesOverPasses``) and joined or
    /// changed size. What settles depends on sizes only (content measured at
    /// its width, a flex stack placing at its size), and a change above a
    /// long list moves every item below it without resizing any.
    ///
    /// A size that came out negative wakes its item's dormant floor (see
    /// `LayoutEngine+DormantFloors.swift`), and the frames are read again;
    /// a root's dimension left open wakes its dormant fitting first (see
    /// `LayoutEngine+DormantFitting.swift`).
    private func writeFrames() -> IdentityMap<LayoutRegion> {
        // Hashed by address, not by SipHash: a rotation resizes every
        // measured item of a long list.
        var resized = IdentityMap<LayoutRegion>()
        while true {
            wakeFittingsLeftOpen()
            var negative: [(item: LayoutItem, axis: LayoutAxis)] = []
            readFrames(into: &resized, negative: &negative)
            guard !negative.isEmpty, wakeFloors(crossedBy: negative) else { break }
        }
        if !tree.constantsMovedSinceRead.isEmpty { tree.constantsMovedSinceRead.removeAll() }
        return resized
    }

    /// Reads what ``writeFrames()`` writes into `resized`, and notes in
    /// `negative` each item's length that came out below zero.
    private func readFrames(into resized: inout IdentityMap<LayoutRegion>,
                            negative: inout [(item: LayoutItem, axis: LayoutAxis)]) {
        // The regions are read unretained (see ``FrameVariables``): only
        // while the root, which keeps them, is alive.
        guard let root else {
            solver.forEachChangedValueByIdentity { _, _, _ in }
            tree.regionsJoined = JoinedVariables()
            return
        }
        defer { withExtendedLifetime(root) {} }
        // The first solve's horizontal moves, and the regions that joined
        // before it, may give text that wrapped room.
        let notesMovesAcross = tree.passState.hasWrappedText && tree.passState.report.passes == 0
        // Every region of a fresh tree joins: read unretained, as below.
        let joined = tree.regionsJoined
        joined.forEachIdentity { left in
            if notesMovesAcross { tree.passState.rewrapMoves.append(left) }
            guard let region = tree.frameVariables.region(of: left)?.region else { return }
            region._withUnsafeGuaranteedRef { region in
                region.solvedRect = Rect(x: Self.unsigned(solver.value(of: region.left)),
                                         y: Self.unsigned(solver.value(of: region.top)),
                                         width: Self.unsigned(solver.value(of: region.width)),
                                         height: Self.unsigned(solver.value(of: region.height)))
                if region.settlesOverPasses { resized[ObjectIdentifier(region)] = region }
                if region.solvedRect.size.width < 0 { Self.noteNegative(region, .horizontal, in: &negative) }
                if region.solvedRect.size.height < 0 { Self.noteNegative(region, .vertical, in: &negative) }
            }
        }
        var moved = !joined.isEmpty
        if moved { tree.regionsJoined = JoinedVariables() }
        // The values first, then the frames: each loop is short enough for
        // the processor to overlap the cache misses of several values (the
        // regions of a long list lie far apart).
        var changed = tree.changedValues
        tree.changedValues = []
        solver.forEachChangedValueByIdentity { changed.append(($0, $1, $2)) }
        defer {
            changed.removeAll(keepingCapacity: true)
            tree.changedValues = changed
        }
        for (index, variable, value) in changed {
            guard let (region, component) = tree.frameVariables.region(of: variable, solverIndex: index) else { continue }
            let value = Self.unsigned(value)
            // Unretained: the tree keeps every registered region (see above).
            region._withUnsafeGuaranteedRef { region in
                // The solver reports each value its pivots wrote, which may
                // be the one it had (see ``PassState/rewrapRewrites``), and
                // every value a probe's rollback restored (a conflict's
                // arithmetic probes): only a value that differs moved a frame.
                switch component {
                case .left:
                    if notesMovesAcross { noteRewrite(variable, moved: region.solvedRect.origin.x != value) }
                    if region.solvedRect.origin.x != value { moved = true }
                    region.solvedRect.origin.x = value
                case .top:
                    if region.solvedRect.origin.y != value { moved = true }
                    region.solvedRect.origin.y = value
                case .width:
                    if notesMovesAcross { noteRewrite(variable, moved: region.solvedRect.size.width != value) }
                    if region.solvedRect.size.width != value { moved = true }
                    region.solvedRect.size.width = value
                    if value < 0 { Self.noteNegative(region, .horizontal, in: &negative) }
                case .height:
                    if region.solvedRect.size.height != value { moved = true }
                    region.solvedRect.size.height = value
                    if value < 0 { Self.noteNegative(region, .vertical, in: &negative) }
                }
                if region.settlesOverPasses && (component == .width || component == .height) {
                    resized[ObjectIdentifier(region)] = region
                }
            }
        }
        if moved { tree.passState.framesMoved = true }
    }

    /// Notes an item's length along `axis` that came out below zero.
    private static func noteNegative(_ region: LayoutRegion, _ axis: LayoutAxis,
                                     in negative: inout [(item: LayoutItem, axis: LayoutAxis)]) {
        if let item = region as? LayoutItem { negative.append((item, axis)) }
    }

    /// Notes a horizontal frame value the first solve of a layout wrote,
    /// for the rewrap walk: among the moves when it changed, among the
    /// rewrites when the solver wrote it again as it was.
    private func noteRewrite(_ variable: ObjectIdentifier, moved: Bool) {
        if moved { tree.passState.rewrapMoves.append(variable) } else { tree.passState.rewrapRewrites.append(variable) }
    }

    /// The value with a zero of either sign as 0: the solver's arithmetic
    /// gives -0.0 (a negated zero offset), which Swift prints as `-0.0`.
    /// Frames are sums and differences of these values, which are never
    /// -0.0 when none of their terms is.
    @inline(__always) static func unsigned(_ value: Double) -> Double { value + 0 }

    /// Calls ``LayoutItem/updateConstraints()`` on the items of the tree that
    /// asked for it, deepest first (a nested stack before the stack that
    /// arranges it), until none is left asking; then moves the constraints
    /// whose constants changed, all in one re-solve.
    ///
    /// An item that asks during another's update takes its place by depth
    /// among those still waiting: a flex stack that a stack turned
    /// `UIStackView` now lays out itself compiles before the flex stack that
    /// measures the row holding it, as in a tree built that way, and not
    /// after, where that one would measure the row without it.
    public func updateConstraintsIfNeeded() {
        func depth(_ item: LayoutItem) -> Int {
            sequence(first: item, next: { $0.parent }).reduce(0) { count, _ in count + 1 }
        }
        // Applying the constants may ask for updates in turn (a broken
        // constraint that holds again changes what a stack measures).
        repeat {
            var waiting: [(item: LayoutItem, depth: Int)] = []
            var next = 0
            while true {
                if !tree.itemsNeedingConstraintUpdate.isEmpty {
                    let asking = tree.itemsNeedingConstraintUpdate.compactMap(\.item).map { ($0, depth($0)) }
                    tree.itemsNeedingConstraintUpdate = []
                    // Stable: of equal depth, those that asked first go first.
                    waiting = Array(waiting[next...]) + asking
                    let order = waiting.indices.sorted { waiting[$0].depth > waiting[$1].depth
                        || (waiting[$0].depth == waiting[$1].depth && $0 < $1) }
                    waiting = order.map { waiting[$0] }
                    next = 0
                }
                guard next < waiting.count else { break }
                let item = waiting[next].item
                next += 1
                guard item.needsUpdateConstraints, item.rootItem === root else { continue }
                item.willUpdateConstraints()
                item.updateConstraints()
            }
            applyChangedConstants()
        } while !tree.itemsNeedingConstraintUpdate.isEmpty
    }

    /// An item asked for a constraint update before the next pass. What its
    /// constraints are made from changed, which is a change of the layout
    /// even where the update leaves every constraint as it was (a flex
    /// stack measured offering its last width can hide a wider item).
    func constraintUpdateRequested(by item: LayoutItem) {
        tree.itemsNeedingConstraintUpdate.append(item.handle)
        tree.passState.constraintsChanged = true
    }

    /// The active constraints of the tree, in activation order, generated
    /// ones included.
    public var constraints: [LayoutConstraint] {
        tree.active.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// The active constraints the engine broke because they conflicted.
    public var brokenConstraints: [LayoutConstraint] {
        constraints.filter(\.isBroken)
    }

    // MARK: - Constraints

    /// Puts a validated constraint into the solver; a conflicting required
    /// constraint is broken (kept active but not enforced) and reported.
    func add(_ constraint: LayoutConstraint) {
        add(constraint, constraint.items)
    }

    /// Adds a validated constraint whose items the caller loaded already.
    func add(_ constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        register(constraint, items)
        enforce(constraint, items)
        if constraint.origin == .user { sizeConstraintsChanged(by: constraint, items) }
    }

    /// Adds validated constraints new to the engine (a screen's, activated
    /// at once), as ``add(_:)`` adds each in turn. Their equations go into
    /// the solver in the steps `Solver.addConstraints` makes, each all or
    /// nothing (`Solver.addTogether`); the constraints of a step that
    /// fails, or in which one is one the engine holds out of the solver,
    /// are each added as ``add(_:)`` adds it, and a conflict is decided and
    /// reported as it would be. A constraint named twice is added once.
    /// Outside a layout pass the equations of a step wait for the solver's
    /// next use (`LayoutEngine+WaitingEquations.swift`).
    func add(together constraints: [LayoutConstraint]) {
        heldSolver.reserveCapacity(forAdding: constraints.count)
        tree.active.reserve(additional: constraints.count)
        var start = constraints.startIndex
        while start < constraints.endIndex {
            let step = constraints[start..<min(start + Solver.additionsPerStep, constraints.endIndex)]
            start = step.endIndex
            add(step: step)
        }
    }

    /// One step of ``add(together:)``.
    private func add(step constraints: ArraySlice<LayoutConstraint>) {
        func addEach() { for constraint in constraints where constraint.engine == nil { add(constraint) } }
        guard constraints.count > 1 else { return addEach() }
        applyChangedConstants()
        var prepared: [(items: LayoutConstraint.Items, equation: Constraint, anchorOffset: Double)] = []
        prepared.reserveCapacity(constraints.count)
        // Each constraint is marked as the engine's while the step is
        // prepared, which finds one named twice without hashing them all.
        func unmarkAndAddEach() {
            for constraint in constraints.prefix(prepared.count) { constraint.engine = nil }
            addEach()
        }
        for constraint in constraints {
            guard constraint.engine == nil, constraint.solverConstraint == nil,
                  !constraint.isImpliedFloor, !constraint.isDormantFloor,
                  !constraint.isDormantFitting, !isRootFitting(constraint) else { return unmarkAndAddEach() }
            let items = constraint.items
            let (equation, anchorOffset) = self.equation(for: constraint, items)
            prepared.append((items, equation, anchorOffset))
            constraint.engine = self
        }
        if !isLayingOut {
            // Registered and counted as held now, as the solver will hold
            // them (a conflict among them is decided as they go in).
            for (constraint, (items, equation, anchorOffset)) in zip(constraints, prepared) {
                register(constraint, items)
                constraint.anchorOffset = anchorOffset
                noteEnforced(constraint, by: equation)
                tree.waitingEquations.append(WaitingEquation(constraint: constraint, equation: equation))
                if constraint.origin == .user { sizeConstraintsChanged(by: constraint, items) }
            }
            return
        }
        let added = solver.addTogether(prepared.map(\.equation)[...])
        guard added > 0 else { return unmarkAndAddEach() }
        for (constraint, (items, equation, anchorOffset)) in zip(constraints, prepared.prefix(added)) {
            register(constraint, items)
            constraint.anchorOffset = anchorOffset
            noteEnforced(constraint, by: equation)
            if constraint.origin == .user { sizeConstraintsChanged(by: constraint, items) }
        }
        // The solver ended the step where a drift check fell due: the rest
        // is another step.
        guard added < constraints.count else { return }
        let rest = constraints.dropFirst(added)
        for constraint in rest { constraint.engine = nil }
        add(step: rest)
    }

    /// Makes a constraint one of the engine's active constraints, named by
    /// its regions, before its equation goes into the solver.
    private func register(_ constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        constraint.engine = self
        tree.passState.constraintsChanged = true
        noteChangeForRewrapping(constraint, items)
        constraint.activationOrder = nextOrder
        constraint.activeIndex = tree.active.count
        tree.active.append(constraint)
        nextOrder += 1
        forEachRegion(of: constraint, items) { $0.constraints.insertNew(ObjectIdentifier(constraint), constraint) }
    }

    /// Takes a constraint out of the solver and the engine.
    func remove(_ constraint: LayoutConstraint) {
        tree.passState.constraintsChanged = true
        noteChangeForRewrapping(constraint)
        if !tree.impliedFloors.isEmpty { floorsLoseImplication(removing: constraint) }
        if constraint.isDormantFloor { wake(constraint, enforcing: false) }
        if constraint.isDormantFitting { wake(fitting: constraint, enforcing: false) }
        if !tree.brokenFloors.isEmpty { tree.brokenFloors.remove(ObjectIdentifier(constraint)) }
        release(constraint)
        withdrawConflicts(breaking: constraint)
        // If it is active here, the last active constraint takes its place.
        let index = constraint.activeIndex
        if index < tree.active.count, tree.active[index] === constraint {
            let last = tree.active.removeLast()
            if index < tree.active.count {
                tree.active[index] = last
                last.activeIndex = index
            }
        }
        let items = constraint.items
        forEachRegion(of: constraint, items) { $0.constraints[ObjectIdentifier(constraint)] = nil }
        constraint.engine = nil
        if constraint.origin == .user { sizeConstraintsChanged(by: constraint, items) }
    }

    /// Removes constraints together (see ``takeOut(_:by:)``).
    func remove(together constraints: [LayoutConstraint]) {
        takeOut(constraints, by: remove)
    }

    /// Takes constraints out of the solver with `step` (``remove(_:)``, or
    /// ``release(_:)`` to put them back after), together: newest first,
    /// so that a constraint the solver wrote through an older one's alias
    /// goes before it rather than being given a row of its own as that one
    /// goes (see `Solver.separateDependents(ofGroup:)`), with one
    /// optimization after the last (`Solver.optimizingOnce`) rather than
    /// one after each, which lets what each held back pull in turn.
    func takeOut(_ constraints: [LayoutConstraint], by step: (LayoutConstraint) -> Void) {
        guard constraints.count > 1 else { return constraints.forEach(step) }
        applyChangedConstants()
        try? solver.optimizingOnce {
            for constraint in constraints.sorted(by: { order(of: $0) > order(of: $1) }) { step(constraint) }
        }
    }

    /// A constraint of the application on an item's width or height came or
    /// went: whoever sizes the item (a flex stack measuring it) hears of it.
    private func sizeConstraintsChanged(by constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        func notify(_ region: LayoutRegion?) {
            guard let item = region as? LayoutItem, !item.observers.isEmpty else { return }
            item.notifyObservers(.sizeConstraints)
        }
        if constraint.firstAttribute.isDimension { notify(items.first) }
        if constraint.secondAttribute?.isDimension == true { notify(items.second) }
    }

    /// Enforces again the application's constraints on an item that the
    /// engine broke: what they conflicted with may have changed.
    func retryBrokenConstraints(on item: LayoutItem) {
        _ = retryBrokenConstraints(Array(item.constraints.values))
    }

    /// Enforces again constraints of the application that the engine broke,
    /// in activation order: what they conflicted with may have changed (a
    /// flex stack now measures an item by them). Returns whether all of
    /// them hold.
    package func retryBrokenConstraints(_ constraints: [LayoutConstraint]) -> Bool {
        for constraint in constraints.sorted(by: { order(of: $0) < order(of: $1) })
        where constraint.isBroken && constraint.origin == .user && constraint.engine === self {
            enforce(constraint)
        }
        return constraints.allSatisfy { !$0.isBroken }
    }

    /// Adds the constraint's equation to the solver, breaking it on conflict.
    ///
    /// A stack's constraint that conflicts with the application's breaks
    /// one of the application's instead (the last activated): the stack's
    /// arrangement stays, and the report says which stack rule it fought.
    /// So does a frame's (an item's translated autoresizing mask) against
    /// the application's constraints on that item.
    func enforce(_ constraint: LayoutConstraint) {
        guard needsEnforcing(constraint) else { return }
        insertEquation(of: constraint, constraint.items)
    }

    /// ``enforce(_:)`` with the constraint's items, which the caller loaded already.
    func enforce(_ constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        guard needsEnforcing(constraint) else { return }
        insertEquation(of: constraint, items)
    }

    /// Whether the constraint's equation should go into the solver: it is
    /// not there, once the changed constants have moved.
    private func needsEnforcing(_ constraint: LayoutConstraint) -> Bool {
        applyChangedConstants()
        // Applying the constants retries the broken constraints whose
        // constants changed, this one among them: it may hold already, and
        // a second equation would stay in the solver when it is released.
        // An implied floor comes back only when its stack no longer implies
        // it (`LayoutEngine+ImpliedFloors.swift`): a margin that moved, say,
        // leaves it out.
        return constraint.solverConstraint == nil && !constraint.isImpliedFloor && !constraint.isDormantFloor
            && !constraint.isDormantFitting
    }

    /// Puts the constraint's equation into the solver (see ``enforce(_:)``);
    /// a content-size equation may wait for the solver's next use.
    private func insertEquation(of constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        let (equation, anchorOffset) = self.equation(for: constraint, items)
        constraint.anchorOffset = anchorOffset
        if generatedEquationsMayWait, constraint.origin == .contentSize || constraint.isNonNegativeFloor {
            noteEnforced(constraint, by: equation)
            tree.waitingEquations.append(WaitingEquation(constraint: constraint, equation: equation))
            return
        }
        insert(equation, of: constraint, items)
    }

    /// Puts `equation`, made for `constraint`, into the solver; a conflict
    /// is decided and reported here.
    func insert(_ equation: Constraint, of constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        do {
            if isRootFitting(constraint) {
                try solver.addPull(equation)
            } else {
                try solver.addConstraint(equation)
            }
            noteEnforced(constraint, by: equation)
        } catch {
            constraint.solverConstraint = nil
            // A conflict is decided as with every floor in the solver.
            if holdFloorsOutOfSolver() {
                enforce(constraint, items)
                return
            }
            if constraint.isNonNegativeFloor, enforceBefore(constraint, items, error) { return }
            if constraint.origin.outranksApplication || isRootSize(constraint),
               let (yielding, members) = constraintYielding(to: constraint, in: error) {
                release(yielding)
                enforce(constraint, items)
                if !constraint.isBroken {
                    reportYielded(yielding, to: constraint, members)
                    return
                }
                enforce(yielding)
            }
            report(error, breaking: constraint)
        }
    }

    /// Notes that the solver holds `constraint` as `equation`: it is no
    /// longer broken.
    func noteEnforced(_ constraint: LayoutConstraint, by equation: Constraint) {
        constraint.solverConstraint = equation
        tree.layoutConstraintOfSolverConstraint?[ObjectIdentifier(equation)] = constraint
        withdrawConflicts(breaking: constraint)
        if !tree.brokenFloors.isEmpty { tree.brokenFloors.remove(ObjectIdentifier(constraint)) }
    }

    /// The application's constraint that gives way when `constraint`, which
    /// outranks it, meets a conflict: the last activated of the
    /// application's in the conflict, with the conflict's members. A frame
    /// outranks only the application's constraints on its own item: the
    /// parent's size, say, wins over it. A frame among the members when
    /// another of the engine's constraints moves (a safe-area inset coming
    /// in on the first pass) wins the same way over those on its item, as
    /// it does when it arrives: the header's guide moving 47 down under a
    /// button framed at y 207 and pinned 12 below the header breaks the
    /// pin, not the header. The root's size set to a constant, the
    /// window's (as UIKit's `UIView-Encapsulated-Layout-Height` is a cell's),
    /// outranks the application's other constraints when it is activated
    /// or moves, and gives way only when nothing else can: activated after
    /// the rest, it would otherwise be the last and the screen would
    /// shrink or grow to fit them. Of two root sizes, the later breaks.
    private func constraintYielding(to constraint: LayoutConstraint, in error: SolverError)
        -> (LayoutConstraint, members: [LayoutConstraint])? {
        guard case let .unsatisfiable(_, conflict, _) = error else { return nil }
        let members = conflict.compactMap(layoutConstraint(behind:))
        var yieldable = members.filter { member in
            member !== constraint && member.origin == .user && member.solverConstraint != nil
        }
        let frame = constraint.origin.isAutoresizingMask ? constraint
            : members.filter(\.origin.isAutoresizingMask).max { order(of: $0) < order(of: $1) }
        if let framed = frame?.firstItem {
            let onFramed = yieldable.filter { $0.firstItem === framed || $0.secondItem === framed }
            if frame === constraint || !onFramed.isEmpty { yieldable = onFramed }
        }
        let latest = { (first: LayoutConstraint, second: LayoutConstraint) in self.order(of: first) < self.order(of: second) }
        // One root size never yields to another: the later breaks.
        let chosen = yieldable.filter { !isRootSize($0) }.max(by: latest)
            ?? (isRootSize(constraint) ? nil : yieldable.max(by: latest))
        return chosen.map { ($0, members) }
    }

    /// Reports the application's constraint broken so that `winner` holds.
    private func reportYielded(_ yielding: LayoutConstraint, to winner: LayoutConstraint, _ members: [LayoutConstraint]) {
        applicationConstraintsYielded += 1
        let set = members.filter { $0 !== yielding && $0 !== winner }.sorted { order(of: $0) < order(of: $1) } + [winner, yielding]
        withdrawConflicts(breaking: yielding)
        tree.pendingConflicts.append(LayoutConflict(broken: yielding, constraints: set))
    }

    /// The active constraint whose equation `equation` is, if any.
    func layoutConstraint(behind equation: Constraint) -> LayoutConstraint? {
        if tree.layoutConstraintOfSolverConstraint == nil {
            var index = IdentityMap<LayoutConstraint>()
            for constraint in tree.active {
                if let equation = constraint.solverConstraint { index[ObjectIdentifier(equation)] = constraint }
            }
            tree.layoutConstraintOfSolverConstraint = index
        }
        return tree.layoutConstraintOfSolverConstraint?[ObjectIdentifier(equation)]
    }

    /// Takes the constraint's equation out of the solver, if it is there.
    func release(_ constraint: LayoutConstraint) {
        guard let equation = constraint.solverConstraint else { return }
        applyChangedConstants()
        try? solver.removeConstraint(equation)
        tree.layoutConstraintOfSolverConstraint?[ObjectIdentifier(equation)] = nil
        constraint.solverConstraint = nil
    }

    /// The application set a constraint's constant: while a floor is
    /// dormant, when is noted (see `Tree.constantsMovedSinceRead`). The
    /// root's size set to a constant outranks the others when it moves
    /// (see ``moveConstantYielding(_:_:to:_:)``): it is never the one to break.
    func applicationConstantChanged(_ constraint: LayoutConstraint) {
        if tree.dormantFloorCount > 0, constraint.origin == .user, !isRootSize(constraint) {
            tree.constantsMovedSinceRead.append((constraint, nextOrder))
            nextOrder += 1
        }
        constantChanged(constraint)
    }

    /// What the anchors of a constraint add to its equation (a margin, a
    /// baseline) may have changed: its new constant comes from its
    /// equation made again.
    func anchorOffsetsChanged(_ constraint: LayoutConstraint) {
        constraint.anchorOffset = nil
        constantChanged(constraint)
    }

    /// A constraint's constant changed: its equation moves with the other
    /// constants changed before the next solve, all in one re-solve (see
    /// ``applyChangedConstants()``). A broken constraint gets another try
    /// at once, and one of the application's that still fails another once
    /// the pass's other constants have moved (it may hold beside them).
    func constantChanged(_ constraint: LayoutConstraint) {
        tree.passState.constraintsChanged = true
        noteChangeForRewrapping(constraint)
        guard constraint.solverConstraint != nil else {
            enforce(constraint)
            if constraint.solverConstraint == nil && constraint.origin == .user {
                tree.retriedAfterConstants.append(constraint)
            }
            return
        }
        if !constraint.hasGatheredConstant {
            constraint.hasGatheredConstant = true
            tree.changedConstantsInOrder.append(constraint)
        }
    }

    /// Moves the equations of the constraints whose constants changed since
    /// the last solve, together (`Solver.setConstants(_:)`); one that now
    /// conflicts is broken and reported. Then the application's broken
    /// constraints whose constants changed meanwhile are enforced again.
    /// Everything that reads or changes the solver otherwise runs this first;
    /// a stack runs it to learn at once whether its new constraints broke
    /// one of the application's (``applicationConstraintsYielded``).
    package func applyChangedConstants() {
        guard !tree.changedConstantsInOrder.isEmpty else { return }
        for constraint in tree.changedConstantsInOrder { constraint.hasGatheredConstant = false }
        let changed = tree.changedConstantsInOrder.filter { $0.engine === self }
        tree.changedConstantsInOrder = []
        var batch: [(constant: Double, constraint: Constraint)] = []
        batch.reserveCapacity(changed.count)
        for constraint in changed {
            guard let equation = constraint.solverConstraint else { continue }
            if constraint.anchorOffset == nil { constraint.anchorOffset = self.equation(for: constraint, constraint.items).anchorOffset }
            batch.append((constraint.anchorOffset! - Self.limited(constraint.constant), equation))
        }
        let retried = tree.retriedAfterConstants
        tree.retriedAfterConstants = []
        defer {
            for constraint in retried where constraint.engine === self && constraint.solverConstraint == nil {
                enforce(constraint)
            }
        }
        // The usual pass changes one constant: made on its own, without the
        // batch's bookkeeping.
        let failed = batch.count == 1 ? [batch[0].constraint] : solver.setConstants(batch).map(\.constraint)
        // The solver made in turn those it could not make together, leaving
        // out each that could not hold; here such a change breaks its
        // constraint, as one made on its own does, so each is made again in
        // turn with the ones broken before it out of the way.
        for equation in failed {
            guard let constraint = layoutConstraint(behind: equation),
                  let constant = batch.last(where: { $0.constraint === equation })?.constant else { continue }
            do {
                try solver.setConstant(constant, of: equation)
            } catch {
                // A conflict is decided as with every floor in the solver.
                if holdFloorsOutOfSolver(), (try? solver.setConstant(constant, of: equation)) != nil { continue }
                if !moveConstantYielding(constraint, equation, to: constant, error) {
                    release(constraint)
                    report(error, breaking: constraint)
                }
            }
        }
    }

    /// A constraint the engine made (a guide's tie to its item's safe area
    /// or margins, a content size, a stack's rule, a frame) outranks the
    /// application's: when its new constant conflicts, the application's
    /// constraint gives way (see ``constraintYielding(to:in:)``), as it does
    /// in a fresh tree, where the engine's constraint was there before the
    /// application's came and found the conflict. So which one a layout
    /// breaks does not depend on whether the constant or the application's
    /// constraint changed last. The root's own size set to a constant
    /// (`root.width == 390`) outranks the others in the same way when its
    /// constant changes: it is the window's size, set from outside, and a
    /// rotation that meets a constraint made for the old size breaks that
    /// constraint, as UIKit's window size never gives way, rather than
    /// leaving the root at a size no screen has. Returns whether the
    /// constant moved.
    private func moveConstantYielding(_ constraint: LayoutConstraint, _ equation: Constraint,
                                      to constant: Double, _ error: SolverError) -> Bool {
        guard constraint.origin != .user || isRootSize(constraint),
              let (yielding, members) = constraintYielding(to: constraint, in: error) else {
            return false
        }
        release(yielding)
        guard (try? solver.setConstant(constant, of: equation)) != nil else {
            enforce(yielding)
            return false
        }
        reportYielded(yielding, to: constraint, members)
        return true
    }

    /// Whether `constraint` is the application's constraint on the root's
    /// own width or height set to a constant, at the required priority: the
    /// size of the window.
    private func isRootSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.origin == .user && constraint.firstAttribute.isDimension && constraint.relation == .equal
            && constraint.secondAttribute == nil && constraint.priority == .required && constraint.firstItem === root
    }

    /// A constraint's priority changed: change it in place.
    func priorityChanged(_ constraint: LayoutConstraint, from old: Priority) {
        tree.passState.constraintsChanged = true
        noteChangeForRewrapping(constraint)
        applyChangedConstants()
        guard let equation = constraint.solverConstraint else {
            enforce(constraint)
            return
        }
        do {
            try solver.setPriority(constraint.priority, of: equation)
        } catch {
            if holdFloorsOutOfSolver(), (try? solver.setPriority(constraint.priority, of: equation)) != nil { return }
            release(constraint)
            report(error, breaking: constraint)
        }
    }

    /// The regions a constraint refers to.
    func regions(of constraint: LayoutConstraint) -> [LayoutRegion] {
        var result: [LayoutRegion] = []
        forEachRegion(of: constraint) { result.append($0) }
        return result
    }

    /// Calls `body` with each region a constraint refers to, once each: its
    /// items and, for a position set to a constant, the parent it is
    /// measured from.
    func forEachRegion(of constraint: LayoutConstraint, _ body: (LayoutRegion) -> Void) {
        forEachUnretainedRegion(of: constraint) { $0._withUnsafeGuaranteedRef(body) }
    }

    /// Calls `body` with each region a constraint refers to, as
    /// ``forEachRegion(of:_:)`` does, unretained: for walks over many
    /// constraints of a tree that does not change meanwhile, which would
    /// otherwise retain and release every region they pass.
    func forEachUnretainedRegion(of constraint: LayoutConstraint, _ body: (Unmanaged<LayoutRegion>) -> Void) {
        let (first, second) = constraint.unretainedItems
        forEachUnretainedRegion(of: constraint, first, second, body)
    }

    /// The regions of a constraint whose items are `first` and `second`:
    /// the one rule both kinds of walk follow.
    @inline(__always)
    private func forEachUnretainedRegion(of constraint: LayoutConstraint, _ first: Unmanaged<LayoutRegion>,
                                         _ second: Unmanaged<LayoutRegion>?, _ body: (Unmanaged<LayoutRegion>) -> Void) {
        body(first)
        if let second {
            if second.toOpaque() != first.toOpaque() { body(second) }
        } else if !constraint.firstAttribute.isDimension,
                  let parent = first._withUnsafeGuaranteedRef(\.unretainedCoordinateParent),
                  parent.toOpaque() != first.toOpaque() {
            body(Unmanaged<LayoutRegion>.fromOpaque(parent.toOpaque()))
        }
    }

    /// Calls `body` with each region a constraint refers to, its items
    /// loaded already (see ``forEachRegion(of:_:)``).
    func forEachRegion(of constraint: LayoutConstraint, _ items: LayoutConstraint.Items, _ body: (LayoutRegion) -> Void) {
        forEachUnretainedRegion(of: constraint, .passUnretained(items.first), items.second.map(Unmanaged.passUnretained)) {
            $0._withUnsafeGuaranteedRef(body)
        }
    }

    // MARK: - Regions

    /// Registers a region that joined the tree: its variables, and for an
    /// item its content-size constraints and margins guide.
    func regionAdded(_ region: LayoutRegion) {
        regionsEverJoined += 1
        region.joinOrder = regionsEverJoined
        // A mark left by another engine's walks means nothing here.
        region.rewrapWalkReached = 0
        tree.frameVariables.register(region)
        tree.regionsJoined.insert(region.left)
        if let item = region as? LayoutItem {
            // Insets measured in another tree mean nothing here: the item
            // starts as in a fresh tree, and the next pass measures them.
            item.safeAreaInsets = .zero
            item.keyboardInset = 0
            item.superviewMarginReach = .zero
            if item.preservesSuperviewLayoutMargins { tree.preservesSuperviewMargins = true }
            // So does the width its content was measured at: it is
            // measured from any width, then at the width it gets here.
            item.measurementProposal = nil
            item.shownHeight = nil
            if item.semanticContentAttribute == .forceRightToLeft { tree.itemsForcingRightToLeft += 1 }
            keepSizeNonNegative(item)
            if item === root { fitRoot(item) }
            // An item joins without such constraints (they leave with it):
            // one with nothing to make them from needs no look.
            if item.hasContentSizeSource { updateContentSizeConstraints(of: item) }
            makeAutoresizingConstraints(of: item)
            if item.needsUpdateConstraints { constraintUpdateRequested(by: item) }
        }
        if let guide = region as? LayoutGuide, let role = guide.systemRole, let owner = guide.owningItem {
            attachSystemGuide(guide, role, of: owner)
        }
    }

    /// Unregisters a region that left the tree, deactivating its constraints.
    func regionRemoved(_ region: LayoutRegion) {
        for constraint in region.constraints.values.sorted(by: { order(of: $0) < order(of: $1) }) {
            remove(constraint)
        }
        if let item = region as? LayoutItem {
            if item.semanticContentAttribute == .forceRightToLeft { tree.itemsForcingRightToLeft -= 1 }
            tree.contentSizeConstraints[ObjectIdentifier(item)] = nil
            tree.aspectRatioConstraints[ObjectIdentifier(item)] = nil
            tree.autoresizingConstraints[ObjectIdentifier(item)] = nil
            tree.passState.pendingMeasure[ObjectIdentifier(item)] = nil
            tree.passState.measuredItems[ObjectIdentifier(item)] = nil
            tree.passState.placers[ObjectIdentifier(item)] = nil
            tree.passState.pendingPlacement.remove(ObjectIdentifier(item))
            tree.passState.fittedBaselines[ObjectIdentifier(item)] = nil
            tree.passState.historyDependentPlacers[ObjectIdentifier(item)] = nil
        }
        tree.systemGuideConstraints[ObjectIdentifier(region)] = nil
        tree.readableGuideWidths[ObjectIdentifier(region)] = nil
        tree.frameVariables.unregister(region)
    }

    func order(of constraint: LayoutConstraint) -> Int {
        constraint.engine === self ? constraint.activationOrder : Int.max
    }

    /// A subtree without an engine of its own joined the tree.
    func subtreeAdded(_ subtree: LayoutItem) {
        for region in subtree.subtreeRegions { regionAdded(region) }
    }

    /// A subtree that had its own engine joined the tree: its regions, its
    /// constraints (in their order) and its placers move here; its root's
    /// own position constraints stay behind.
    func adopt(_ other: LayoutEngine, subtree: LayoutItem) {
        let moving = other.constraints.filter { $0.origin == .user || $0.origin.isStack }
        let placers = other.placers(of: subtree)
        for constraint in other.constraints { other.remove(constraint) }
        for region in subtree.subtreeRegions { regionAdded(region) }
        for constraint in moving { add(constraint) }
        takePlacers(placers)
    }

    /// A subtree is leaving the tree: constraints between it and the rest
    /// are deactivated; those inside it and its placers are returned, for
    /// the subtree's own engine.
    func detach(subtree: LayoutItem) -> (constraints: [LayoutConstraint], placers: MovingPlacers) {
        let placers = placers(of: subtree)
        let leaving = subtree.subtreeRegions
        let inside = Set(leaving.map(ObjectIdentifier.init))
        var touched = IdentityMap<LayoutConstraint>()
        for region in leaving {
            for constraint in region.constraints.values { touched[ObjectIdentifier(constraint)] = constraint }
        }
        // In activation order, as the subtree's own engine takes them: each
        // order read once, not at every comparison.
        let constraints = touched.values.map { (order: order(of: $0), constraint: $0) }
            .sorted { $0.order < $1.order }.map(\.constraint)
        let moving = constraints.filter { constraint in
            (constraint.origin == .user || constraint.origin.isStack)
                && regions(of: constraint).allSatisfy { inside.contains(ObjectIdentifier($0)) }
        }
        remove(together: constraints)
        for region in leaving { regionRemoved(region) }
        return (moving, placers)
    }
}

extension LayoutConstraint.Origin {
    var isStack: Bool { if case .stack = self { true } else { false } }
    var isAutoresizingMask: Bool { if case .autoresizingMask = self { true } else { false } }
    /// Whether a conflict with the application's constraints breaks theirs:
    /// a stack keeps its arrangement and a translated frame its frame.
    var outranksApplication: Bool { isStack || isAutoresizingMask }
    /// Whether a stack rule on an item alone is one the stack arranging the
    /// item makes (its flex placement, its hiding, its tie-breaks), not one a
    /// stack makes on itself (its content size, its empty size): UIKit's
    /// stack view holds such constraints, not the item.
    var isArrangingStackRule: Bool {
        guard case let .stack(rule) = self else { return false }
        return rule.hasPrefix("STK-flex") || ["UISV-hiding", "STK-order-tiebreak", "UISV-ambiguity-suppression"].contains(rule)
    }
}
