import Cassowary

extension LayoutEngine {
    /// For `region`'s `attribute`, whose value `target` the constraints
    /// leave open with nothing pulling it, the regions whose own freedom
    /// leaves it open (see ``ValueExplanation/OpenRegion``).
    ///
    /// Which regions move with the value: in a probe, every frame variable
    /// along the axis that the solver cannot show determined is held where
    /// it is at a priority below every other, and the value is pushed by a
    /// point (less, to stay in `range`) just above that: the solver moves
    /// as few of them as it can, along the freedom that leaves the value
    /// open. From `region` the links are followed to regions that moved:
    /// each constraint along the axis that places the region from another
    /// outside it (its first item is the region; a stack's constraints on
    /// its own items do not place it), and the region's parent (a guide's
    /// item). A region reached whose own frame is open along the axis, as
    /// ``ambiguities(of:)-(LayoutRegion)`` finds it, and that no constraint
    /// places from a region not reached before, is one of the answers,
    /// unless it lies inside a region reached that another answer lies
    /// outside of: that region's freedom comes from outside it. A scroll
    /// item's content guide reached, open in its size, gives way to the
    /// regions inside whose own size nothing outside gives (see
    /// ``openSizes(inside:moving:along:)``), each named once.
    /// - Complexity: one probe holding the undetermined frame variables of
    ///   the axis, then a probe per region reached; meant for debugging.
    func openRegions(behind target: Expression, of region: LayoutRegion, _ attribute: LayoutAttribute,
                     range: ClosedRange<Double>) -> [ValueExplanation.OpenRegion] {
        guard let root else { return [] }
        let axis = attribute.axis
        let moving = regionsMoving(with: target, range: range, along: axis, among: root.subtreeRegions)
        guard moving.contains(ObjectIdentifier(region)) else { return [] }
        var links: [ObjectIdentifier: ValueExplanation.OpenRegion.Link] = [:]
        var reached: [LayoutRegion] = [region]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(region)]
        var ends: [LayoutRegion] = []
        var next = 0
        while next < reached.count {
            let current = reached[next]
            next += 1
            var placedFromNew = false
            func follow(to other: LayoutRegion, by constraints: [LayoutConstraint]) {
                guard moving.contains(ObjectIdentifier(other)), seen.insert(ObjectIdentifier(other)).inserted else { return }
                links[ObjectIdentifier(other)] = .init(from: current, to: other, constraints: constraints)
                reached.append(other)
                if !constraints.isEmpty { placedFromNew = true }
            }
            let placing = constraintsPlacing(current, along: axis)
            for constraint in placing {
                // A constraint to a region inside this one (a stack's canvas
                // on its first and last items) hangs it on its own content:
                // it does not place it from outside.
                guard let other = constraint.secondItem, !other.lies(inside: current) else { continue }
                follow(to: other, by: placing.filter { $0.secondItem === other })
            }
            if let parent = current.coordinateParent { follow(to: parent, by: []) }
            if !placedFromNew { ends.append(current) }
        }
        func answer(_ end: LayoutRegion, open: [LayoutAttribute], path: [ValueExplanation.OpenRegion.Link])
            -> ValueExplanation.OpenRegion {
            // A broken constraint that also names `region` is the answer's
            // own (``ValueExplanation/brokenConstraints``): said once, there.
            let broken = brokenConstraints(naming: end, along: axis).filter { $0.firstItem !== region && $0.secondItem !== region }
            return ValueExplanation.OpenRegion(region: end, attributes: open, decidedEdge: decidedEdge(of: end, along: axis, open: open),
                                               links: path, brokenConstraints: broken)
        }
        var named: [ValueExplanation.OpenRegion] = ends.flatMap { end -> [ValueExplanation.OpenRegion] in
            let open = ambiguities(of: end).map(\.attribute).filter { $0.axis == axis }
            guard !open.isEmpty else { return [] }
            var path: [ValueExplanation.OpenRegion.Link] = []
            var step = end
            while let link = links[ObjectIdentifier(step)] {
                path.insert(link, at: 0)
                step = link.from
            }
            // A scroll item's content guide takes its size from its
            // content: open, it is open because a region inside whose own
            // size nothing places is (a row that lost its bottom), and that
            // region is the answer.
            let inner = open.contains(where: \.isDimension)
                ? openSizes(inside: end, moving: moving, along: axis) : []
            guard !inner.isEmpty else { return [answer(end, open: open, path: path)] }
            let size: LayoutAttribute = axis == .horizontal ? .width : .height
            return inner.map { found in
                answer(found, open: [size], path: found === region ? [] : path + [.init(from: found, to: end, constraints: [])])
            }
        }
        // A region found both ways is named once, by the shorter path.
        var shortest: [ObjectIdentifier: Int] = [:]
        for answer in named {
            let key = ObjectIdentifier(answer.region)
            shortest[key] = min(shortest[key] ?? .max, answer.links.count)
        }
        var namedOnce: Set<ObjectIdentifier> = []
        named = named.filter { answer in
            answer.links.count == shortest[ObjectIdentifier(answer.region)] && namedOnce.insert(ObjectIdentifier(answer.region)).inserted
        }
        // A region reached whose freedom also leaves through a region
        // outside it (a stack following an open content guide) is open
        // because of that one: the items inside it that move along (the
        // stack's rows, through its alignment) are not named as well.
        // Conversely, a container reached only as the parent of what is
        // explained, its edge decided and its size open because an answer
        // inside it is open (a list whose row lacks its bottom), follows
        // that answer: the rows below the row do not follow the list's
        // height, and sizing the list would hide the row's missing
        // constraint rather than supply it.
        return named.filter { candidate in
            !reached.contains { container in
                container !== candidate.region && candidate.region.lies(inside: container)
                    && named.contains { !$0.region.lies(inside: container) }
            } && !(candidate.decidedEdge != nil && candidate.links.last.map { $0.constraints.isEmpty } == true
                   && named.contains { $0.region !== candidate.region && $0.region.lies(inside: candidate.region) })
        }
    }

    /// The regions inside the scroll item whose content guide is
    /// `container` that move with the explained value and whose own size
    /// along `axis` is open, given from nowhere outside them (see
    /// ``sizeComesFromOutside(_:along:)``): a row pinned by its top whose
    /// label lacks a bottom. None inside another. Empty for any other
    /// container: a stack, say, takes its size from its items as much as
    /// it gives them theirs, and which is missing is not told apart.
    private func openSizes(inside container: LayoutRegion, moving: Set<ObjectIdentifier>,
                           along axis: LayoutAxis) -> [LayoutRegion] {
        guard let item = (container as? LayoutGuide)?.owningItem as? ScrollItem, item.contentLayoutGuide === container
        else { return [] }
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let found = item.subtreeRegions.filter { candidate in
            guard candidate !== item, candidate !== container, !(candidate is LayoutGuide),
                  moving.contains(ObjectIdentifier(candidate)), !sizeComesFromOutside(candidate, along: axis) else { return false }
            return ambiguities(of: candidate).contains { $0.attribute == size }
        }
        return found.filter { outer in !found.contains { $0 !== outer && $0.lies(inside: outer) } }
    }

    /// Whether the constraints along `axis` that join `region` to regions
    /// outside it give its size from outside: one names its size, or two
    /// tie two of its edges (or an edge and its centre) to one region (a
    /// row filling its stack across, or aligned to the first row on both
    /// edges). A row pinned by its top to its list and followed by the
    /// next row at its bottom has a size its content should give.
    private func sizeComesFromOutside(_ region: LayoutRegion, along axis: LayoutAxis) -> Bool {
        var tied: [ObjectIdentifier: Set<LayoutAttribute>] = [:]
        for constraint in region.constraints.values where constraint.isEnforced && constraint.firstAttribute.axis == axis {
            let ends: [(LayoutRegion?, LayoutAttribute?)] = [(constraint.firstItem, constraint.firstAttribute),
                                                             (constraint.secondItem, constraint.secondAttribute)]
            guard let own = ends.first(where: { $0.0 === region })?.1,
                  let other = ends.first(where: { $0.0 !== region })?.0, !other.lies(inside: region) else { continue }
            if own.isDimension { return true }
            let owner = ObjectIdentifier((other as? LayoutGuide)?.owningItem ?? other)
            tied[owner, default: []].insert(own)
            if tied[owner]!.count >= 2 { return true }
        }
        return false
    }

    /// The edge or centre of `region` along `axis` that the constraints
    /// decide within its parent (a guide's item) while its size, among
    /// `open`, is open: a sheet pinned at its bottom with no height has its
    /// bottom decided, and one constraint more, on its height or its top,
    /// decides its position and size together. Nil when its size is
    /// decided, and when no edge or centre is (its position and its size
    /// are open apart: two constraints are missing). Leading and trailing
    /// are the region's own, as its layout direction makes them.
    /// - Complexity: a probe per edge and centre tried, at most three.
    private func decidedEdge(of region: LayoutRegion, along axis: LayoutAxis, open: [LayoutAttribute]) -> LayoutAttribute? {
        guard open.contains(where: \.isDimension) else { return nil }
        let edges: [LayoutAttribute] = axis == .horizontal ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
        return edges.first { openRange(of: expression(region, $0, mirrored: false, in: region.coordinateParent)) == nil }
    }

    /// The active constraints along `axis` that place `region` from
    /// another region: `region` is their first item. In activation order.
    /// Those the engine makes to place a guide in its item (a safe area's,
    /// the margins') are left to the link to the item as the guide's parent.
    private func constraintsPlacing(_ region: LayoutRegion, along axis: LayoutAxis) -> [LayoutConstraint] {
        let owner = (region as? LayoutGuide)?.owningItem
        return region.constraints.values.filter { constraint in
            guard constraint.firstItem === region, let other = constraint.secondItem, other !== region,
                  constraint.firstAttribute.axis == axis, constraint.solverConstraint != nil, !constraint.isBroken
            else { return false }
            return other !== owner || constraint.origin == .user
        }.sorted { order(of: $0) < order(of: $1) }
    }

    /// The regions among `regions` whose frame along `axis`, in the root's
    /// coordinates, moves when `target` is pushed within `range` with every
    /// undetermined frame variable of the axis held where it is below
    /// every other priority (see ``openRegions(behind:of:_:range:)``).
    private func regionsMoving(with target: Expression, range: ClosedRange<Double>, along axis: LayoutAxis,
                               among regions: [LayoutRegion]) -> Set<ObjectIdentifier> {
        let (position, length): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.left, .width) : (.top, .height)
        let frames = regions.map { [expression($0, position, mirrored: false), expression($0, length, mirrored: false)] }
        let variables = regions.flatMap { axis == .horizontal ? [$0.left, $0.width] : [$0.top, $0.height] }
        let frameValues = { frames.map { $0.map(self.evaluate) } }
        guard let (before, after) = readingAroundPush(of: target, within: range, at: Self.pushedPriority, holding: {
            let determined = solver.surelyDetermined(variables)
            return variables.indices.filter { !determined[$0] }.map { variables[$0] }
        }, at: Self.heldInPlacePriority, frameValues)
        else { return [] }
        var moved: Set<ObjectIdentifier> = []
        for (index, region) in regions.enumerated()
        where zip(before[index], after[index]).contains(where: { abs($0 - $1) > Self.ambiguityTolerance }) {
            moved.insert(ObjectIdentifier(region))
        }
        return moved
    }

    /// What holds the frame variables where they are while a value is
    /// pushed (see ``openRegions(behind:of:_:range:)``): below every
    /// priority, the push too.
    private static let heldInPlacePriority = Priority(Double.leastNormalMagnitude)
    /// What pushes the value: just above ``heldInPlacePriority``, below
    /// every priority a layout uses.
    private static let pushedPriority = Priority(2 * Double.leastNormalMagnitude)
}
