/// Layout passes: what settles after a solve. Measured content is measured
/// again at the width its item was given (height for width, as a multi-line
/// label), and items that place their children from their own frame (flex
/// stacks) place them again at their solved size; each change is solved
/// incrementally before the next look.
extension LayoutEngine {
    /// The most solves one ``layoutIfNeeded()`` runs before it stops and
    /// reports the items that still change (``LayoutPassReport/unsettledItems``).
    public static let maximumPasses = 8

    /// Looks at what changed size in the last solve (and what waits for a look):
    /// returns the items that changed constraints, so that another solve
    /// is due.
    func settle(_ resized: IdentityMap<LayoutRegion>) -> [LayoutItem] {
        var changed: [LayoutItem] = []
        var candidates = tree.passState.pendingMeasure
        var placers = tree.passState.pendingPlacement
        tree.passState.pendingMeasure = [:]
        tree.passState.pendingPlacement = []
        var fromAnyWidth = false
        var measuredFromAnyWidth: Set<ObjectIdentifier> = []
        let firstPass = tree.passState.report.passes == 1
        let rootWidthChanged = root.map { resized[ObjectIdentifier($0)] != nil && $0.frameInRoot.width != tree.passState.rootWidth } ?? false
        if let root, rootWidthChanged || tree.passState.roomChanged {
            // The room the application gives the root shows in the first
            // solve of a layout. A root sized by its content changes width
            // in the passes after, as its text wraps: measuring the text
            // from any width again there would undo the wrapping on every
            // pass, and the layout would never settle.
            if (tree.passState.rootWidth != nil && firstPass) || tree.passState.roomChanged {
                // Measured from any width now; at their new width after the next solve.
                let reset = measureFromAnyWidth(Self.inJoinOrder(tree.passState.measuredItemsInTree(of: root)))
                changed += reset
                measuredFromAnyWidth = Set(reset.map(ObjectIdentifier.init))
                fromAnyWidth = true
                placers.formUnion(tree.passState.placers.keys)
            }
            tree.passState.rootWidth = root.frameInRoot.width
            tree.passState.roomChanged = false
        }
        if !fromAnyWidth, firstPass {
            // Text that wrapped at the width the layouts before gave it, and
            // that this layout's changes may give room, starts again from any
            // width, as in a fresh layout (see ``rewrapCandidates()``).
            let reset = measureFromAnyWidth(rewrapCandidates())
            changed += reset
            measuredFromAnyWidth = Set(reset.map(ObjectIdentifier.init))
        }
        for region in resized.values {
            guard let item = region as? LayoutItem else { continue }
            let key = ObjectIdentifier(item)
            if item.measuredContent != nil && !measuredFromAnyWidth.contains(key) { candidates[key] = item.handle }
            if tree.passState.placers[key] != nil { placers.insert(key) }
        }
        if !measuredFromAnyWidth.isEmpty {
            // The rest are measured at the width of the solve in which the
            // items measured from any width again take part, as in a fresh
            // layout, where every item starts from any width together.
            tree.passState.pendingMeasure.merge(candidates) { pending, _ in pending }
            candidates = [:]
        }
        for item in Self.inJoinOrder(candidates.values.compactMap(\.item)) {
            noteBaselineCandidate(item)
            guard item.rootItem === root, remeasure(item) else { continue }
            changed.append(item)
        }
        // A layout that changed something settles from where a fresh
        // layout starts wherever where it started could matter (see
        // ``restartSafeAreasIfDue(restart:restartsReach:)`` and ``setPlacer(_:history:)``);
        // one after a layout that did not settle restarts every placer, since
        // going on from where a loop stopped can settle where a fresh layout
        // does not (or the other way round).
        if let restarted = restartSafeAreasIfDue(restart: firstPass && tree.passState.framesMoved,
                                                 restartsReach: firstPass && (tree.passState.framesMoved
                                                                              || tree.passState.constraintsChanged)) {
            changed += restarted
        }
        changed += settleReadableGuides()
        let restarting = !firstPass ? []
            : tree.passState.followsUnsettledLayout ? Set(tree.passState.placers.keys)
            : tree.passState.framesMoved || tree.passState.constraintsChanged ? placersToRestart() : []
        placers.formUnion(restarting)
        var placersMoved = false
        for key in placers.sorted(by: { placerOrder($0) < placerOrder($1) }) {
            guard let (reference, place) = tree.passState.placers[key], let item = reference.item else {
                tree.passState.placers[key] = nil
                tree.passState.historyDependentPlacers[key] = nil
                continue
            }
            let reason: PlacementReason = restarting.contains(key) ? .restart : fromAnyWidth ? .rootResized : .solved
            if place(reason) {
                changed.append(item)
                placersMoved = true
            }
        }
        changed += measureSafeAreasAfterPlacing(placersMoved: placersMoved)
        return changed
    }

    /// The application's constraints broken since the last layout get
    /// another try, each once, when the passes have settled: a conflict met
    /// while safe areas or measured sizes were still moving (a fresh tree
    /// starts with zero insets), or while the constraints were being updated
    /// before the first solve (a flex stack placed at its content size
    /// before it has a size of its own), may be gone at the settled layout,
    /// even one that settles in a single pass. Returns the items of those
    /// that now hold, whose layout needs another pass.
    func retryConstraintsBrokenWhileSettling() -> [LayoutItem] {
        retry(tree.pendingConflicts.map(\.broken))
    }

    /// The application's constraints an earlier layout reported broken
    /// whose conflict has a member that changed since (see
    /// ``BrokenConstraintWatch``) get another try, each once, when a
    /// layout has settled: the stage at which the watches were made, so
    /// that what every layout undoes and does again (a text's lines all
    /// shown, then fitted) does not count as a change. Returns whether one
    /// of them now holds, and the tree needs another layout.
    func retryConstraintsWhoseConflictChanged() -> Bool {
        guard !tree.brokenWatches.isEmpty else { return false }
        let relieved = tree.brokenWatches.filter(\.conflictChanged).compactMap(\.broken).filter(\.isBroken)
        _ = retry(relieved)
        return relieved.contains { !$0.isBroken }
    }

    /// Enforces again each of `constraints` that is the application's,
    /// broken and not yet tried again in this layout, in activation order;
    /// returns the items of those that now hold.
    private func retry(_ constraints: [LayoutConstraint]) -> [LayoutItem] {
        let broken = constraints.filter { constraint in
            constraint.origin == .user && constraint.engine === self && constraint.isBroken
                && tree.passState.retriedAfterSettling.insert(ObjectIdentifier(constraint)).inserted
        }
        var held: [LayoutItem] = []
        for constraint in broken.sorted(by: { order(of: $0) < order(of: $1) }) {
            enforce(constraint)
            guard !constraint.isBroken else { continue }
            let region = constraint.firstItem
            if let item = region as? LayoutItem ?? (region as? LayoutGuide)?.owningItem { held.append(item) }
        }
        return held
    }

    /// Keeps, after a layout, a watch on each application's constraint it
    /// reported broken, and on each reported by an earlier layout that is
    /// still broken and was not reported again (see ``BrokenConstraintWatch``).
    func watchBrokenConstraints(reported conflicts: [LayoutConflict]) {
        guard !conflicts.isEmpty || !tree.brokenWatches.isEmpty else { return }
        let reported = Set(conflicts.map { ObjectIdentifier($0.broken) })
        tree.brokenWatches.removeAll { watch in
            guard let broken = watch.broken else { return true }
            return reported.contains(ObjectIdentifier(broken)) || broken.engine !== self || !broken.isBroken
        }
        tree.brokenWatches += conflicts.filter { $0.broken.origin == .user }.map(BrokenConstraintWatch.init)
    }

    /// Regions in the order they joined the engine.
    static func inJoinOrder<Region: LayoutRegion>(_ regions: some Sequence<Region>) -> [Region] {
        regions.sorted { $0.joinOrder < $1.joinOrder }
    }

    /// Where a placer comes in the order placers look: its item's join order.
    private func placerOrder(_ key: ObjectIdentifier) -> Int {
        tree.passState.placers[key]?.handle.item?.joinOrder ?? 0
    }

    /// Ends the last baseline of each measured text on the last line its
    /// height shows (see ``LayoutItem/fitLastBaseline(toHeight:)``), once
    /// a layout has settled; returns the items whose baseline moved, which
    /// take one more pass.
    ///
    /// A baseline can feed back into the height it is fitted to (a text held
    /// up by what hangs from its baseline), and fitting again after every
    /// solve could settle at more than one place. So every layout starts
    /// with every line shown (``showEveryLineAgain()``), as a fresh layout
    /// does, and fits once, at the layout it settles at: the result depends
    /// on the tree's state, not on its history.
    func fitLastBaselinesOnce() -> [LayoutItem] {
        guard !tree.passState.baselinesFitted else { return [] }
        tree.passState.baselinesFitted = true
        let candidates = tree.passState.baselineCandidates.values.compactMap(\.item)
        tree.passState.baselineCandidates = [:]
        var moved: [LayoutItem] = []
        for item in Self.inJoinOrder(candidates) where item.rootItem === root {
            if item.fitLastBaseline(toHeight: item.solvedRect.height) { moved.append(item) }
            tree.passState.fittedBaselines[ObjectIdentifier(item)] = item.shownHeight == nil ? nil : item.handle
        }
        return moved
    }

    /// Shows every line of the texts fitted to a shorter height by the
    /// layout before (see ``fitLastBaselinesOnce()``).
    func showEveryLineAgain() {
        for reference in tree.passState.fittedBaselines.values {
            guard let item = reference.item else { continue }
            _ = item.fitLastBaseline(toHeight: .infinity)
            noteBaselineCandidate(item)
        }
        tree.passState.fittedBaselines = [:]
    }

    /// Text whose frame or measurement the layout in progress changed, or
    /// whose fit it undid: what ``fitLastBaselinesOnce()`` looks at (the
    /// others' heights and lines are as the layout before fitted them).
    private func noteBaselineCandidate(_ item: LayoutItem) {
        guard item.lastBaselineOffset != nil, item.measuredContent != nil else { return }
        tree.passState.baselineCandidates[ObjectIdentifier(item)] = item.handle
    }

    /// Measures a measured item's content at its solved width when it was
    /// last measured at another; returns whether its content-size
    /// constraints changed.
    private func remeasure(_ item: LayoutItem) -> Bool {
        guard item.usesContentSizeConstraints else { return false }
        let proposal = ProposedSize(width: item.solvedRect.width, height: nil)
        guard item.measurementProposal != proposal else { return false }
        let before = item.measuredSize
        guard case .success = item.measure(proposal) else { return false }
        if item.hasWrappedText { tree.passState.hasWrappedText = true }
        guard item.measuredSize != before else { return false }
        updateContentSizeConstraints(of: item)
        item.notifyObservers(.intrinsicContentSize)
        contentChanged(below: item)
        return true
    }

    /// Measures `items` again offering any width, then at their width after
    /// the next solve, so that text wrapped at a narrower width can unwrap,
    /// as in a fresh layout: every measured item when the room the root
    /// offers changed (a rotation, a resized window, new safe-area insets or
    /// readable width), the text a change may give room otherwise (see
    /// ``rewrapCandidates()``). Returns the items measured.
    private func measureFromAnyWidth(_ items: [LayoutItem]) -> [LayoutItem] {
        var changed: [LayoutItem] = []
        for item in items {
            noteBaselineCandidate(item)
            guard item.usesContentSizeConstraints, item.measurementProposal != .unbounded else { continue }
            let before = item.measuredSize
            item.measurementProposal = nil
            updateContentSizeConstraints(of: item)
            changed.append(item)
            if item.measuredSize != before {
                item.notifyObservers(.intrinsicContentSize)
                contentChanged(below: item)
            }
        }
        return changed
    }

    /// A measured item's size changed: the placers above it (a flex stack
    /// that measured a container holding it) look again after the solve.
    func contentChanged(below item: LayoutItem) {
        var current = item.parent
        while let ancestor = current {
            if tree.passState.placers[ObjectIdentifier(ancestor)] != nil {
                tree.passState.pendingPlacement.insert(ObjectIdentifier(ancestor))
            }
            current = ancestor.parent
        }
    }

    /// An item's measured content needs a look after the next solve (it was
    /// measured with any width).
    func measureAfterSolve(_ item: LayoutItem) {
        item.settlesOverPasses = true
        tree.passState.pendingMeasure[ObjectIdentifier(item)] = item.handle
        tree.passState.measuredItems[ObjectIdentifier(item)] = item.handle
        root?.settlesOverPasses = true
    }

    /// Registers an item that places its children from its solved frame:
    /// `place` runs after a solve that resized the item (or after
    /// ``placeAfterSolve(_:)``), told why (``PlacementReason``), and
    /// returns whether it changed constraints.
    package func addPlacer(_ item: LayoutItem, _ place: @escaping (PlacementReason) -> Bool) {
        item.settlesOverPasses = true
        root?.settlesOverPasses = true
        tree.passState.placers[ObjectIdentifier(item)] = (item.handle, place)
    }

    /// The placers among the items of `subtree`, which is moving to
    /// another engine (see ``takePlacers(_:)``).
    func placers(of subtree: LayoutItem) -> MovingPlacers {
        var moving = MovingPlacers()
        for item in subtree.subtree {
            let key = ObjectIdentifier(item)
            guard let placer = tree.passState.placers[key] else { continue }
            moving.placers[key] = placer
            if let history = tree.passState.historyDependentPlacers[key] { moving.historyDependent[key] = history }
        }
        return moving
    }

    /// A subtree joined this engine with items that placed their children
    /// in its former one: they go on placing them here, after the solves
    /// that resize them and when the direction changes, as they would have
    /// had they been laid out here from the start.
    func takePlacers(_ moving: MovingPlacers) {
        guard !moving.placers.isEmpty else { return }
        tree.passState.placers.merge(moving.placers) { _, moved in moved }
        tree.passState.historyDependentPlacers.merge(moving.historyDependent) { _, moved in moved }
        root?.settlesOverPasses = true
    }

    /// Stops looking at a placer.
    package func removePlacer(_ item: LayoutItem) {
        tree.passState.placers[ObjectIdentifier(item)] = nil
        tree.passState.pendingPlacement.remove(ObjectIdentifier(item))
        tree.passState.historyDependentPlacers[ObjectIdentifier(item)] = nil
        item.settlesOverPasses = item.measuredContent != nil
    }

    /// Says whether, and how, a placer's settled layout may depend on the
    /// layouts before this one (see ``PlacerHistory``). Such a placer
    /// starts again from where a fresh layout starts
    /// (``PlacementReason/restart``) after the first solve of every layout
    /// that changed a constraint, asked for a constraint update or moved a
    /// frame, so that the layout settles where a fresh one does; one that
    /// depends on history only through its width
    /// (``PlacerHistory/offeredWidth``) does not where that width is as a
    /// fresh layout would give it (``placersToRestart()``). Placers that do
    /// not depend on history cost nothing more.
    package func setPlacer(_ item: LayoutItem, history: PlacerHistory) {
        tree.passState.historyDependentPlacers[ObjectIdentifier(item)] = history == .none ? nil : history
    }

    /// The placers that start again from a fresh layout's start after the
    /// first solve of a layout that changed something: those whose layout
    /// depends on history, but for those that depend on it only through
    /// the width they were laid out at and whose width a fresh layout's
    /// first solve would give them as well.
    ///
    /// That is so when the required equalities alone fix the item's width
    /// (``RequiredEqualityTest``): the placement's own constraints on the
    /// item's size are optional, so whatever size a fresh layout starts
    /// placing it at, its first solve gives it the width it has. The
    /// equalities' constants must not hold history themselves: none of
    /// them may pass through the placed subtree, where the placement's
    /// required sizes and positions are what the layouts before left, so
    /// a subtree that a constraint of the application names on a
    /// horizontal attribute restarts regardless. Other placers' required
    /// constants, which their own restarts move, and safe-area insets,
    /// which ``restartSafeAreasIfDue(restart:restartsReach:)`` starts again, reach the width
    /// before the next solve and resize the item, which it then places
    /// at, as it would in a fresh layout.
    func placersToRestart() -> Set<ObjectIdentifier> {
        var restarting: Set<ObjectIdentifier> = []
        var required: RequiredEqualityTest?
        for (key, history) in tree.passState.historyDependentPlacers {
            if history == .offeredWidth, let item = tree.passState.placers[key]?.handle.item {
                if required == nil { required = solver.requiredEqualityTest() }
                if required!.fixes(item.width) && !applicationReachesAcross(into: item) { continue }
            }
            restarting.insert(key)
        }
        return restarting
    }

    /// Whether a constraint of the application on a horizontal attribute
    /// relates a region below `item` to one that is not (`item` itself
    /// included): the only kind of constraint through which the required
    /// sizes and positions a placement gives the regions below can reach
    /// the item's width.
    private func applicationReachesAcross(into item: LayoutItem) -> Bool {
        let below = item.subtreeRegions.filter { $0 !== item && ($0 as? LayoutGuide)?.owningItem !== item }
        let inside = Set(below.lazy.map(ObjectIdentifier.init))
        for region in below {
            for constraint in region.constraints.values where constraint.origin == .user && constraint.reachesAcross {
                var leaves = false
                forEachRegion(of: constraint) { if !inside.contains(ObjectIdentifier($0)) { leaves = true } }
                if leaves { return true }
            }
        }
        return false
    }

    /// Asks a placer to look after the next solve even if it does not move.
    package func placeAfterSolve(_ item: LayoutItem) {
        tree.passState.pendingPlacement.insert(ObjectIdentifier(item))
    }

    /// Whether a placer waits for the next solve to look at its size again
    /// (``placeAfterSolve(_:)``).
    package func isAwaitingPlacement(_ item: LayoutItem) -> Bool {
        tree.passState.pendingPlacement.contains(ObjectIdentifier(item))
    }

    /// Counts a measurement, or records one refused, for the report.
    func record(_ result: Result<Size, InvalidMeasurement>) {
        tree.passState.report.measurements += 1
        if case let .failure(invalid) = result,
           !tree.passState.report.invalidMeasurements.contains(where: { $0.item === invalid.item }) {
            tree.passState.report.invalidMeasurements.append(invalid)
        }
    }
}

/// Why a placer looks after a solve (see ``LayoutEngine/addPlacer(_:_:)``).
package enum PlacementReason {
    /// The solve resized the item, or the placer asked for a look.
    case solved
    /// The root was resized: content is measured from any width again.
    case rootResized
    /// The layout changed a constraint, asked for a constraint update or
    /// moved a frame, and the placer said its layout may depend on the
    /// layouts before (``LayoutEngine/setPlacer(_:history:)``): it
    /// starts again from where a fresh layout starts.
    case restart
}

/// How a placer's settled layout may depend on the layouts before the
/// current one (see ``LayoutEngine/setPlacer(_:history:)``).
package enum PlacerHistory {
    /// It does not: it places from its solved size alone.
    case none
    /// Through the width it was laid out at alone: a flex stack whose
    /// content, measured offering that width, takes another width when
    /// offered any (text wrapped at it). A fresh layout, which offers any
    /// width first, may give it another width, and so settle elsewhere.
    case offeredWidth
    /// In other ways as well: an item it measures by the fitting size of
    /// its constraints counts the constraints the layouts before broke.
    case other
}

/// The placers of a subtree on its way from one engine to another.
struct MovingPlacers {
    var placers: [ObjectIdentifier: PassState.Placer] = [:]
    /// Those whose layout depends on the layouts before, and how
    /// (``LayoutEngine/setPlacer(_:history:)``).
    var historyDependent: [ObjectIdentifier: PlacerHistory] = [:]
}

/// What waits for the next solve, and what the current layout did so far.
struct PassState {
    /// An item that places its children, and how it places them.
    typealias Placer = (handle: ItemHandle, place: (PlacementReason) -> Bool)

    /// Measured items to measure again at their solved width.
    var pendingMeasure: [ObjectIdentifier: ItemHandle] = [:]
    /// Text whose last baseline is fitted to a height below its content's
    /// (see `fitLastBaselinesOnce`).
    var fittedBaselines: [ObjectIdentifier: ItemHandle] = [:]
    /// Whether the layout in progress has fitted them.
    var baselinesFitted = false
    /// The text the fit looks at (see `noteBaselineCandidate`).
    var baselineCandidates: [ObjectIdentifier: ItemHandle] = [:]
    /// Items that place their children from their solved frame, by item.
    var placers: [ObjectIdentifier: Placer] = [:]
    /// The placers whose layout depends on the layouts before, and how:
    /// they may start again from a fresh layout's start after the first
    /// solve of a layout that changed a constraint or moved a frame
    /// (``LayoutEngine/placersToRestart()``).
    var historyDependentPlacers: [ObjectIdentifier: PlacerHistory] = [:]
    /// Whether the layout in progress follows one that did not settle:
    /// every placer then starts again from a fresh layout's start.
    var followsUnsettledLayout = false
    /// The items whose safe-area insets the last look at the safe areas
    /// changed.
    var safeAreaInsetsMoved: Set<ObjectIdentifier> = []
    /// Placers to look at after the next solve whether they move or not.
    var pendingPlacement: Set<ObjectIdentifier> = []
    /// The items with measured content that the engine measures.
    var measuredItems: [ObjectIdentifier: ItemHandle] = [:]
    /// Whether any measured item's text wrapped at a width a layout gave
    /// it: only then does the engine note the regions changes reach.
    var hasWrappedText = false
    /// The regions whose constraints came, went or changed in the layout
    /// in progress (see ``LayoutEngine/rewrapCandidates()``), each by the
    /// identity of one of its frame variables: a region that leaves the
    /// tree is unregistered, and references to it would keep it alive.
    var rewrapSeeds: [ObjectIdentifier] = []
    /// The regions whose horizontal frame the first solve of the layout in
    /// progress moved, or that joined the tree before it, as
    /// ``rewrapSeeds`` keeps them: the rewrap walk starts from these too,
    /// and does not stop at them.
    var rewrapMoves: [ObjectIdentifier] = []
    /// The regions whose horizontal frame values the first solve wrote
    /// again as they were, as ``rewrapSeeds`` keeps them. The walk starts
    /// from these too, but they stop it as regions that did not move do:
    /// the walk follows constraints on horizontal attributes only, and a
    /// change along the other axis that reaches a width across (an aspect
    /// ratio, a width set from a height) meets the rows these values are
    /// written in.
    var rewrapRewrites: [ObjectIdentifier] = []
    /// The root's width when the measured items were last measured.
    var rootWidth: Double?
    /// Whether the root's safe-area insets, its readable width or the
    /// application's bound on its width changed since the measured items
    /// were last measured from any width.
    var roomChanged = false
    /// Whether the items' safe areas need a look after the next solve even
    /// though the root has no insets (they were just taken away).
    var safeAreaNeedsLook = false
    /// Whether the insets (and the margin reach) are to be measured from
    /// the frames of the last solve once the placers have looked at them.
    var safeAreaMeasureDue: (safeAreas: Bool, reach: Bool)?
    /// Whether a measurement of the insets waits for a solve after which
    /// no placer moves.
    var safeAreaMeasureDeferred = false
    /// Whether the solves of the layout in progress moved any frame.
    var framesMoved = false
    /// Whether any constraint came, went or changed, or an item asked to
    /// update its constraints, since the last layout ended.
    var constraintsChanged = false
    /// The broken constraints the layout in progress tried again.
    var retriedAfterSettling: Set<ObjectIdentifier> = []
    /// The report of the layout in progress.
    var report = LayoutPassReport()
}

/// What one ``LayoutEngine/layoutIfNeeded()`` did (read it from
/// ``LayoutEngine/lastPassReport``).
///
/// ```swift
/// root.layoutIfNeeded()
/// let report = root.engine.lastPassReport
/// report.passes            // 2: measured at any width, then at the width given
/// report.unsettledItems    // [] when the layout settled
/// ```
public struct LayoutPassReport: CustomStringConvertible {
    /// The solves it ran: 1 when nothing needed measuring or placing again.
    public internal(set) var passes = 0
    /// How many times content was asked for its size since the layout
    /// before (when an item joined or changed content, and in the passes).
    public internal(set) var measurements = 0
    /// The items still changing when the pass limit stopped the layout: it
    /// did not settle, and their frames are those of the last solve. The
    /// next layout starts the safe areas again from zero, as a fresh tree
    /// does, and so stops at the same frames.
    public internal(set) var unsettledItems: [LayoutItem] {
        get { unsettled.compactMap(\.item) }
        set { unsettled = newValue.map(\.handle) }
    }
    /// Of the ``unsettledItems``, those that grow into an unsafe area by
    /// their own margins: their safe-area insets changed on the last pass,
    /// their margins grow by them (``LayoutItem/insetsLayoutMarginsFromSafeArea``),
    /// and constraints hold content to those margins, so that every inset
    /// grows the item into more of the unsafe area. Turn the setting off on
    /// them, or keep them out of the unsafe area (a ``ScrollItem``'s
    /// content keeps out of the edges its content inset takes).
    public internal(set) var unsettledBySafeAreaMargins: [LayoutItem] {
        get { bySafeAreaMargins.compactMap(\.item) }
        set { bySafeAreaMargins = newValue.map(\.handle) }
    }
    /// Measurements refused (not finite, or negative), the first of each
    /// item: each item kept its previous measured size (none, the first time).
    public internal(set) var invalidMeasurements: [InvalidMeasurement] {
        get { refused.compactMap(\.measurement) }
        set { refused = newValue.map(RefusedMeasurement.init) }
    }

    // The items by their handles, as everything the engine keeps about its
    // tree: the engine keeps its last report, and the root, which keeps the engine,
    // can be in it (root content that did not settle, or was refused). An
    // item gone since the pass is left out.
    private var unsettled: [ItemHandle] = []
    private var bySafeAreaMargins: [ItemHandle] = []
    private var refused: [RefusedMeasurement] = []

    /// An ``InvalidMeasurement`` with its item held by its handle.
    private struct RefusedMeasurement {
        let handle: ItemHandle
        let proposal: ProposedSize
        let answer: Size

        init(_ measurement: InvalidMeasurement) {
            handle = measurement.item.handle
            proposal = measurement.proposal
            answer = measurement.answer
        }

        var measurement: InvalidMeasurement? {
            handle.item.map { InvalidMeasurement(item: $0, proposal: proposal, answer: answer) }
        }
    }

    /// Whether the layout settled with every measurement accepted.
    public var isClean: Bool { unsettledItems.isEmpty && invalidMeasurements.isEmpty }

    /// `2 passes, 14 measurements`, and what did not settle or was refused.
    public var description: String {
        var text = "\(passes) pass\(passes == 1 ? "" : "es"), \(measurements) measurement\(measurements == 1 ? "" : "s")"
        if !unsettledItems.isEmpty {
            text += "; did not settle: " + unsettledItems.map(\.name).joined(separator: ", ")
        }
        if !unsettledBySafeAreaMargins.isEmpty {
            text += "; grown by the safe area in their margins: " + unsettledBySafeAreaMargins.map(\.name).joined(separator: ", ")
        }
        for invalid in invalidMeasurements { text += "; " + invalid.description }
        return text
    }
}

extension PassState {
    /// The measured items still in the tree of `root`; forgets the others.
    mutating func measuredItemsInTree(of root: LayoutItem?) -> [LayoutItem] {
        var items: [LayoutItem] = []
        for (key, reference) in measuredItems {
            guard let item = reference.item, item.rootItem === root else {
                measuredItems[key] = nil
                continue
            }
            items.append(item)
        }
        return items
    }
}
