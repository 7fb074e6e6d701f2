/// Text that wrapped starts again from any width after a change that may
/// give it room, so that a live layout settles where a fresh one does.
///
/// Measured content is measured offering the width its item was laid out
/// at. Text wrapped at a narrow width hugs the width it wrapped to, so a
/// later layout that gives it room keeps it wrapped, where a fresh layout,
/// which measures it offering any width first, unwraps it. After the first
/// solve of a layout that changed something, the engine measures offering
/// any width again the text that wrapped and that the change may reach:
/// an item reached, through constraints on horizontal attributes, from an
/// item or guide whose horizontal frame the solve moved or whose
/// constraints came, went or changed. The walk does not go through the
/// root, whose size a resize measures everything again for, as does a
/// change of the application's bound on the root's width (its room);
/// layouts with no text that wrapped collect nothing.
///
/// The walk stops at a region whose place across the root the layout
/// kept: the required equalities alone fix it, and neither it nor an
/// ancestor moved or joined. Constraints that came or went there do not
/// matter to the rest: each one's own regions start the walk, and the
/// others relate the same values as before. A row inserted into a long
/// column that fills its width changes the column's constraints, and the
/// walk from the column stops there, as it does from any other row.
extension LayoutEngine {
    /// A constraint came, went or changed: the regions it names may give
    /// text that wrapped room (see ``rewrapCandidates()``).
    func noteChangeForRewrapping(_ constraint: LayoutConstraint) {
        guard tree.passState.hasWrappedText, constraint.reachesAcross else { return }
        noteRegionsForRewrapping(of: constraint, constraint.items)
    }

    /// ``noteChangeForRewrapping(_:)`` for a constraint whose items the
    /// caller loaded already (taken as they are: wrapped in an optional,
    /// they would be retained and released).
    func noteChangeForRewrapping(_ constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        guard tree.passState.hasWrappedText, constraint.reachesAcross else { return }
        noteRegionsForRewrapping(of: constraint, items)
    }

    private func noteRegionsForRewrapping(of constraint: LayoutConstraint, _ items: LayoutConstraint.Items) {
        // The application's bound on the root's own width is the room it
        // gives the tree: a root sized by its text may keep its size when
        // the bound moves (the text wrapped to fit it), and every text is
        // measured from any width again, as on a resize.
        if constraint.firstAttribute == .width, items.second == nil, items.first === root, constraint.origin == .user {
            tree.passState.roomChanged = true
        }
        forEachRegion(of: constraint, items) { tree.passState.rewrapSeeds.append(ObjectIdentifier($0.left)) }
    }

    /// The items with text that wrapped at a width a layout gave them (not
    /// offered any width), reached from the regions the layout changed.
    func rewrapCandidates() -> [LayoutItem] {
        guard tree.passState.hasWrappedText,
              !tree.passState.rewrapSeeds.isEmpty || !tree.passState.rewrapMoves.isEmpty
                || !tree.passState.rewrapRewrites.isEmpty
        else { return [] }
        guard let root else { return [] }
        rewrapWalks += 1
        var walk = RewrapWalk(number: rewrapWalks)
        // A seed that left the tree since is no longer registered.
        func start(from seeds: [ObjectIdentifier]) {
            for seed in seeds {
                if let (region, _) = tree.frameVariables.region(of: seed) { walk.visit(region) }
            }
        }
        start(from: tree.passState.rewrapSeeds)
        start(from: tree.passState.rewrapMoves)
        start(from: tree.passState.rewrapRewrites)
        // The regions that moved or joined, made once a test asks for them.
        var moved: Set<ObjectIdentifier>?
        func movedRegions() -> Set<ObjectIdentifier> {
            Set(tree.passState.rewrapMoves.compactMap {
                tree.frameVariables.region(of: $0).map { ObjectIdentifier($0.0.takeUnretainedValue()) }
            })
        }
        var found: [LayoutItem] = []
        // Made when a test first asks; the solver does not change meanwhile.
        var required: RequiredEqualityTest?
        while let next = walk.pending.popLast() {
            let region = next.takeUnretainedValue()
            if let item = region as? LayoutItem, item.hasWrappedText, item.rootItem === root {
                // Text whose width the required constraints fix has no room
                // to take (see `LayoutEngine+HeldWidth.swift`).
                if required == nil { required = solver.requiredEqualityTest() }
                if !required!.fixes(item.width) { found.append(item) }
            }
            guard region !== root else { continue }
            let busy = region.constraints.count > Self.busyRegionConstraints
            var held: Bool?
            var side: Set<ObjectIdentifier> = []
            // A size set alone (a bound, a content size) leads nowhere else:
            // skipped before its items are loaded.
            for constraint in region.constraints.values where constraint.reachesAcross && constraint.namesAnotherRegion {
                rewrapConstraintsExamined += 1
                // The regions it names (two at most), and whether one of
                // them is busy (see `busyRegionConstraints`): loaded once.
                var first: Unmanaged<LayoutRegion>?, second: Unmanaged<LayoutRegion>?, leadsToBusy = false
                forEachUnretainedRegion(of: constraint) { reference in
                    if first == nil { first = reference } else { second = reference }
                    if reference._withUnsafeGuaranteedRef({
                        $0 !== region && $0 !== root && $0.constraints.count > Self.busyRegionConstraints
                    }) {
                        leadsToBusy = true
                    }
                }
                if !constraint.namesVerticalAttribute && (busy || leadsToBusy) {
                    if moved == nil { moved = movedRegions() }
                    if required == nil { required = solver.requiredEqualityTest() }
                    if held == nil { held = isHeldAcross(region, besides: moved!, by: &required!) }
                    if held == true { continue }
                    if side.isEmpty { side = Self.regionAndAncestors(region) }
                    if passesNothing(constraint, from: region, side: side, besides: moved!, by: &required!) { continue }
                }
                if let first { walk.visit(first) }
                if let second { walk.visit(second) }
            }
        }
        return found.count > 1 ? Self.inJoinOrder(found) : found
    }

    /// How many constraints name a *busy* region: the shared edge of a long
    /// list, through which a rewrap walk would reach every item of it. Only
    /// from such a region, or on the way to one, do the tests that cut the
    /// walk short (``isHeldAcross(_:besides:by:)``,
    /// ``passesNothing(_:from:side:besides:by:)``) save more than they
    /// cost; a change inside a cell of a feed meets none.
    static let busyRegionConstraints = 128

    /// Whether a constraint on horizontal attributes alone, met from
    /// `region` (`side` is it and its coordinate ancestors), offers what it
    /// names on the other side what it did in the layout before: it does
    /// not relate `region` to one of its descendants, and the required
    /// equalities alone fix the sum of its terms on `region`'s side (those
    /// of `region` and of its ancestors below the constraint's frame),
    /// none of whose regions moved or joined. A card of a centred column is met
    /// so through its centre alignment, `left + 0.5 × width`, which the
    /// column fixes where neither is. A descendant is left to
    /// ``isHeldAcross(_:besides:by:)``: it moves with `region`'s place
    /// across the root, which a constraint measured in `region`'s own
    /// frame does not show.
    private func passesNothing(_ constraint: LayoutConstraint, from region: LayoutRegion, side: Set<ObjectIdentifier>,
                               besides moved: Set<ObjectIdentifier>, by required: inout RequiredEqualityTest) -> Bool {
        guard let equation = constraint.solverConstraint else { return false }
        var descendant = false
        forEachRegion(of: constraint) { other in
            guard !side.contains(ObjectIdentifier(other)) else { return }
            var above = other.coordinateParent
            while let current = above, !descendant {
                descendant = current === region
                above = current.coordinateParent
            }
        }
        guard !descendant else { return false }
        var terms: [Term] = []
        for term in equation.expression.terms {
            guard let (owner, _) = tree.frameVariables.region(of: ObjectIdentifier(term.variable)) else { return false }
            let key = ObjectIdentifier(owner.takeUnretainedValue())
            guard side.contains(key) else { continue }
            guard !moved.contains(key) else { return false }
            terms.append(term)
        }
        return terms.isEmpty || required.fixes(terms)
    }

    /// `region` and its coordinate ancestors, up to the root.
    private static func regionAndAncestors(_ region: LayoutRegion) -> Set<ObjectIdentifier> {
        var regions: Set<ObjectIdentifier> = []
        var next: LayoutRegion? = region
        while let current = next {
            regions.insert(ObjectIdentifier(current))
            next = current.coordinateParent
        }
        return regions
    }

    /// Whether where `region` lies across the root is as the layout before
    /// left it, whatever text measures: the required equalities alone fix
    /// its width, and its left and that of each coordinate ancestor, and
    /// none of them is in `moved` (its horizontal frame moved in the first
    /// solve, or it joined the tree). Every horizontal attribute of it, in
    /// any frame a constraint measures in, then has the value it had in the
    /// layout before, in this layout and in a fresh one alike, so a
    /// constraint that relates it only horizontally, and that was there
    /// before, offers what it names on the other side what it did before:
    /// the walk does not go on through it. (A constraint that came or
    /// changed started the walk at the regions it names.) A card of a list that fills its column's width, the column
    /// pinned to the root, is such a region: the walk from one card's text
    /// stays inside that card.
    private func isHeldAcross(_ region: LayoutRegion, besides moved: Set<ObjectIdentifier>,
                              by required: inout RequiredEqualityTest) -> Bool {
        guard required.fixes(region.width) else { return false }
        var next: LayoutRegion? = region
        while let current = next {
            guard !moved.contains(ObjectIdentifier(current)), required.fixes(current.left) else { return false }
            next = current.coordinateParent
        }
        return true
    }
}

/// The regions a rewrap walk has reached, and those still to look from.
/// A region reached is marked with the walk's number
/// (``LayoutRegion/rewrapWalkReached``), so that reaching it again costs
/// one comparison.
private struct RewrapWalk {
    let number: Int
    /// The regions reached and not yet walked from, unretained: the tree
    /// does not change during a walk.
    var pending: [Unmanaged<LayoutRegion>] = []

    mutating func visit(_ region: Unmanaged<LayoutRegion>) {
        let number = number
        guard region._withUnsafeGuaranteedRef({ region in
            guard region.rewrapWalkReached != number else { return false }
            region.rewrapWalkReached = number
            return true
        }) else { return }
        pending.append(region)
    }
}

extension LayoutItem {
    /// Whether the item's content, measured for its content-size
    /// constraints at a width a layout gave it, came out other than offered
    /// any width: text that wrapped.
    var hasWrappedText: Bool {
        // A proposal is kept only for measured content (see measure(_:)).
        guard let proposal = measurementProposal, proposal != .unbounded, usesContentSizeConstraints else { return false }
        return measuredSize != measuredSizeAtAnyWidth
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates a horizontal attribute: it can pass
    /// room across.
    var reachesAcross: Bool {
        firstAttribute.axis == .horizontal || secondAttribute?.axis == .horizontal
    }

    /// Whether the constraint relates a vertical attribute (a size across
    /// the axes, such as a width set from a height).
    var namesVerticalAttribute: Bool {
        firstAttribute.axis == .vertical || secondAttribute?.axis == .vertical
    }

    /// Whether the constraint names a region besides its first item: a
    /// second item, or the parent a position set to a constant is measured
    /// from. Known from its attributes, without loading an item.
    var namesAnotherRegion: Bool {
        secondAttribute != nil || !firstAttribute.isDimension
    }
}
