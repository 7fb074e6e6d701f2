import Layout

/// The notes of a flex subtree's `STK-flex-size` and `STK-flex-position`
/// constraints, and of its root's `STK-size-range`: how the flex layout
/// came to the length it gives each item along its stack's axis (its
/// basis, and what it grew or shrank by from the room in its line), where
/// room that no item took went, the sums that place an item after the one
/// before it or against the far edge across, the ascents that place an
/// item aligned by a baseline, how far an offset in the flow moved an
/// item from where its line put it, what a nested stack's items
/// add up to, which line of a stack that wraps an item is on, that an item
/// with nothing to measure was measured as 0, and a minimum above a
/// maximum (an item's own, or the root's size range).
///
/// One per flex root, brought up to date at every compilation of its
/// subtree, read only when a report asks (`layout run --why`, a conflict):
/// it keeps the layout's boxes, shares and frames as they are and puts
/// them in words then.
final class FlexSizeNotes: ConstraintNoteSource {
    private var nodes: [FlexNode] = []
    private var shares: [FlexShare?] = []
    /// Each box's frame in its parent, as the layout placed it.
    private var frames: [Rect] = []
    /// Each box's item, by identity only: an item may be gone when a note
    /// is asked of another.
    private var identities: [ObjectIdentifier] = []
    private var emptyLeaves: Set<ObjectIdentifier> = []

    /// Keeps `layout`'s boxes and shares, as it last placed them.
    func update(layout: FlexLayout, emptyLeaves: Set<ObjectIdentifier>) {
        nodes = layout.nodes
        shares = layout.shares
        frames = layout.frames
        identities = layout.nodes.map { ObjectIdentifier($0.item) }
        self.emptyLeaves = emptyLeaves
    }

    /// Both notes when both have something to say: a length that flexing
    /// grew or shrank from a basis of text that wrapped needs what the text
    /// measures as much as one that did not flex, since the basis is that
    /// measure.
    func note(for constraint: LayoutConstraint) -> String? {
        let notes = [layoutNote(for: constraint), contentNote(for: constraint), sizeRangeNote(for: constraint),
                     absoluteFitNote(for: constraint)]
            .compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: ". ")
    }

    /// For a bound of a flex root's size range (`STK-size-range`) whose
    /// minimum is above its maximum on the constraint's axis, both: the
    /// bound holds the minimum, and the maximum given is nowhere else.
    private func sizeRangeNote(for constraint: LayoutConstraint) -> String? {
        guard case let .stack(rule) = constraint.origin, rule == StackRule.sizeRange.rawValue,
              let stack = constraint.firstItem as? StackItem else { return nil }
        let axis: LayoutAxis = constraint.firstAttribute == .width ? .horizontal : .vertical
        let (minimum, maximum) = (stack.sizeRange.minimum[axis], stack.sizeRange.maximum[axis])
        guard minimum > maximum else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        return "\(stack.name)'s size range has a minimum \(length), \(format(minimum)), above its maximum,"
            + " \(format(maximum)): the minimum wins"
    }

    /// For the length of a stack that sizes to fit its absolute items
    /// (``StackItem/sizesToFitAbsoluteItems``), the item that holds it
    /// there, with the sum (step 9), read from the items' frames as laid
    /// out. Nil when no item's sum is the length (the items in the flow
    /// decide it, or the range), or when the one that is has an offset in
    /// percent.
    private func absoluteFitNote(for constraint: LayoutConstraint) -> String? {
        guard let stack = constraint.firstItem as? StackItem, stack.sizesToFitAbsoluteItems,
              constraint.firstAttribute == .width || constraint.firstAttribute == .height else { return nil }
        let horizontal = constraint.firstAttribute == .width
        let length = horizontal ? stack.frame.width : stack.frame.height
        let rightToLeft = stack.effectiveLayoutDirection == .rightToLeft
        let padding = stack.padding.insets(rightToLeft: rightToLeft)
        for item in stack.arrangedItems where !item.isHidden {
            let options = stack.flexOptions(for: item)
            guard options.position == .absolute else { continue }
            let axis: LayoutAxis = horizontal ? .horizontal : .vertical
            let (marginStart, marginEnd) = options.margin.sides(along: axis, rightToLeft: rightToLeft)
            let (start, end) = options.offset.sides(along: axis, rightToLeft: rightToLeft)
            let margins = marginStart.resolved(againstWidth: stack.frame.width)
                + marginEnd.resolved(againstWidth: stack.frame.width)
            let size = horizontal ? item.frame.width : item.frame.height
            let dimension = horizontal ? "width" : "height"
            let first: (amount: Double, words: String)
            switch (start, end) {
            case (.auto, .auto):
                let (before, after) = padding.sides(along: axis)
                let sides = before + after
                first = (sides, "padding \(format(sides))")
            case let (.points(offset), .auto):
                first = (offset, "\(horizontal ? "left" : "top") offset \(format(offset))")
            case let (.auto, .points(offset)):
                first = (offset, "\(horizontal ? "right" : "bottom") offset \(format(offset))")
            default:
                continue
            }
            let sum = first.amount + margins + size
            guard abs(sum - length) < FlexLayout.epsilon else { continue }
            let marginWords = margins == 0 ? "" : " + margins \(format(margins))"
            return "\(stack.name) sizes to fit its absolute items (sizeToFitAbsolute), and \(item.name) needs the most:"
                + " \(first.words)\(marginWords) + \(dimension) \(format(size)) = \(format(sum))"
        }
        return nil
    }

    /// For an item with an aspect ratio and nothing else that sizes it,
    /// measured as 0 along its stack and stretched across it afterwards,
    /// where the stack's length across was not definite as it measured
    /// the item (its items decide it: a column in a scroll item's content
    /// without a width): that the stretch came too late for the ratio, and
    /// what gives the stack a length. Nil otherwise.
    private func stretchedAfterMeasuring(_ index: Int, item: LayoutRegion) -> String? {
        guard let share = shares[index], share.unstretchedCross != nil,
              let parent = nodes.firstIndex(where: { $0.container?.children.contains(index) == true }),
              let container = nodes[parent].container, let stack = (item as? LayoutItem)?.parent else { return nil }
        let across: LayoutAxis = container.axis == .horizontal ? .vertical : .horizontal
        let frame = frames[index]
        let stretched = across == .horizontal ? frame.size.width : frame.size.height
        guard share.base[across] == nil, stretched > 0 else { return nil }
        let (length, along) = across == .horizontal ? ("width", "height") : ("height", "width")
        let scroll = (stack.parent as? ScrollItem).map {
            " (as a scroll item's content, \(stack.name).\(length) == \($0.name).frame.\(length))"
        } ?? ""
        let name = item.name, stackName = stack.name
        let need = "\(name) has an aspect ratio but no intrinsic size, measure function or children: the ratio needs a"
            + " \(length) as \(stackName) measures it, and \(stackName)'s \(length) was not definite then (its items decide it);"
        let late = " stretched across \(stackName) to \(format(stretched)) only afterwards, it keeps the \(along) 0 it was"
            + " measured at."
        let fix = " Give \(stackName) a \(length) its items do not decide\(scroll), or \(name) a \(length) of its own"
        return need + late + fix
    }

    /// How the flex layout came to the constraint's length or position.
    private func layoutNote(for constraint: LayoutConstraint) -> String? {
        let item = constraint.firstItem
        let identity = ObjectIdentifier(item)
        let length = constraint.constant
        if constraint.firstAttribute.isDimension && length == 0 && emptyLeaves.contains(identity) {
            // An aspect ratio sizes nothing by itself: it needs one length
            // from the stack, where Texture's ratio spec takes the largest
            // size offered.
            if let index = identities.firstIndex(of: identity), nodes[index].aspectRatio != nil {
                if let stretched = stretchedAfterMeasuring(index, item: item) { return stretched }
                return "\(item.name) has an aspect ratio but no intrinsic size, measure function or children: the"
                    + " ratio needs a width or a height from its flex stack (stretched across it, a size or a flex"
                    + " basis), and without one above 0 the stack measured it as 0"
            }
            return "\(item.name) has no intrinsic size, measure function or children: its flex stack measured it as 0"
        }
        // A flex root's content size, which it asks for at its hugging and
        // compression resistance: what its items add up to, as a nested
        // stack's length says.
        if case let .stack(rule) = constraint.origin, rule == StackRule.contentFit.rawValue,
           constraint.firstAttribute.isDimension, let index = identities.firstIndex(of: identity) {
            let axis: LayoutAxis = constraint.firstAttribute == .width ? .horizontal : .vertical
            return fitsItemsText(index, axis: axis, length: length, item: item)
        }
        guard let index = identities.firstIndex(of: identity),
              let parent = nodes.firstIndex(where: { $0.container?.children.contains(index) == true }),
              let container = nodes[parent].container
        else { return nil }
        // The stack by the item's parent, which it is: the layout's boxes
        // hold items unowned, and only the constraint's is known alive.
        let stack = (item as? LayoutItem)?.parent?.name ?? "its stack"
        if nodes[index].options.position == .absolute, !nodes[index].isHidden {
            if constraint.firstAttribute.isDimension {
                return Self.absoluteLengthText(nodes[index].options, constraint.firstAttribute, container,
                                               item: item.name, stack: stack)
            }
            return Self.absoluteText(nodes[index].options, constraint.firstAttribute, container, item: item.name,
                                     stack: stack)
        }
        guard let share = shares[index] else { return nil }
        // A stack that wraps has lines of their own room: name the item's.
        let line = share.line.lineCount > 1 ? "line \(share.line.index + 1) of \(stack)" : "\(stack)'s line"
        let crossLength: LayoutAttribute = container.axis == .horizontal ? .height : .width
        // An offset in the flow (CSS `position: relative`) moves the item
        // from where its line placed it: the notes below work out that
        // place, and this one says how far the offset took it from there.
        let moved = Self.relativeMove(nodes[index].options.offset, constraint.firstAttribute, container,
                                      base: share.base, item: item.name, at: length)
        let placed = placementNote(constraint.firstAttribute, index: index, share: share, container: container,
                                   item: item, stack: stack, line: line, crossLength: crossLength, length: length,
                                   moved: moved)
        guard let offsetText = moved.text else { return placed }
        return [placed, offsetText].compactMap { $0 }.joined(separator: ". ")
    }

    /// The note of the constraint on `attribute` of the item at `index`
    /// in the flow: its length along or across its stack, or where its
    /// line placed it (before any offset moved it by `moved`).
    private func placementNote(_ attribute: LayoutAttribute, index: Int, share: FlexShare, container: FlexContainer,
                               item: LayoutRegion, stack: String, line: String, crossLength: LayoutAttribute,
                               length: Double, moved: (distance: Double, text: String?)) -> String? {
        switch attribute {
        case container.axis == .horizontal ? .width : .height:
            let own = FlexLayout.ownRange(nodes[index], base: share.base)[container.axis]
            // A length past the maximum has the maximum named already.
            let bound = length > own.maximum + FlexLayout.epsilon ? nil
                : Self.measuredWithin(nodes[index].options, own: own, axis: container.axis, stack: stack)
                    ?? Self.heldAtMinimum(nodes[index].options, own: own, basis: share.basis, length: length,
                                          axis: container.axis,
                                          content: Self.contentLength(item, container, container.axis), stack: stack)
                    ?? Self.basisOrigin(item as? LayoutItem, nodes[index], basis: share.basis,
                                        base: share.base[container.axis], axis: container.axis, stack: stack)
            let setting = container.axis == .horizontal ? nodes[index].lengthSetByConstraint.horizontal
                : nodes[index].lengthSetByConstraint.vertical
            let flexed = Self.sizeText(share, own: own, item: item.name, line: line, length: length, bound: bound,
                                       ownSetBy: setting ? "the \(container.axis == .horizontal ? "width" : "height") a"
                                           + " constraint of yours sets" : nil)
            // A fraction of the stack in a line its items fill exactly (a
            // day a seventh of a month's grid) flexed by nothing, and the
            // length alone does not say where it came from.
            let unflexed = flexed == nil && abs(length - share.basis) < FlexLayout.epsilon
            let filled = !unflexed ? nil
                : Self.fractionOrigin(nodes[index], basis: share.basis, base: share.base[container.axis],
                                      axis: container.axis, stack: stack)
                    .map { "\(item.name)'s flex basis is \(format(share.basis)), \($0); its items fill \(line), so none grows or shrinks" }
                    ?? Self.basisAlongContentLength(nodes[index].options, basis: share.basis,
                                                    base: share.base[container.axis], axis: container.axis,
                                                    item: item.name, stack: stack)
            // A length that no flexing changed and that the ratio gave (a
            // square photo across a column) says so, as one across does.
            let options = nodes[index].options
            let ratio = options.basis == .auto && options.size[container.axis] == .auto
                ? Self.ratioText(nodes[index].aspectRatio, item: item as? LayoutItem, cross: container.axis,
                                 length: length)
                : nil
            let notes = [Self.fractionNotDefinite(nodes[index].options, base: share.base[container.axis], axis: container.axis,
                                                  item: item.name, stack: stack),
                         flexed ?? filled ?? fitsItemsText(index, axis: container.axis, length: length, item: item) ?? ratio,
                         Self.minimumAboveMaximum(nodes[index], share.base, container.axis, item: item.name)]
            return notes.contains { $0 != nil } ? notes.compactMap { $0 }.joined(separator: ". ") : nil
        case crossLength:
            let own = FlexLayout.ownRange(nodes[index], base: share.base)[container.axis.cross]
            return Self.minimumAboveMaximum(nodes[index], share.base, container.axis.cross, item: item.name)
                ?? Self.crossBound(nodes[index].options, own: own, length: length, axis: container.axis.cross,
                                   content: Self.contentLength(item, container, container.axis.cross),
                                   item: item.name, stack: stack)
                ?? stretchedText(index, share, container, item: item as? LayoutItem, length: length)
                ?? Self.ratioText(nodes[index].aspectRatio, item: item as? LayoutItem, cross: container.axis.cross,
                                  length: length)
                ?? ((nodes[index].options.alignSelf ?? container.alignItems) == .fill ? nil
                    : fitsItemsText(index, axis: container.axis.cross, length: length, item: item))
        case container.axis == .horizontal ? .left : .top:
            let length = length - moved.distance
            if share.total == 0, share.autoMargins == 0, share.free <= -FlexLayout.epsilon {
                return "\(line) overflows by \(format(-share.free)) points and no item shrinks (none has flexShrink): "
                    + Self.spilled(container.justification)
            }
            let free = share.total == 0 && share.autoMargins == 0 && share.free >= FlexLayout.epsilon
                ? "the \(format(share.free)) points free in \(line) go to no item (none has flexGrow): "
                    + Self.justified(container.justification, alone: share.line.itemCount == 1)
                : nil
            // Where the items before it end says more than the room free
            // in the line; the last item in the flow says both.
            guard let place = placeInLine(index, share, container, item: item as? LayoutItem, line: line, at: length)
            else { return free }
            guard let free, itemsInFlow(ofLine: share.line.index, in: container).last == index else { return place }
            return place + ". " + free.prefix(1).uppercased() + free.dropFirst()
        case container.axis == .horizontal ? .top : .left:
            let length = length - moved.distance
            // Across a stack that wraps, which line the item is placed in,
            // and where alignContent put the room the lines leave.
            guard share.line.lineCount > 1 else {
                return Self.centredText(item as? LayoutItem, options: nodes[index].options, container, at: length)
                    ?? Self.baselineText(share, options: nodes[index].options, container, item: item.name,
                                         stack: stack, at: length)
                    ?? Self.farEdgeText(item as? LayoutItem, options: nodes[index].options, container,
                                        base: share.base, at: length)
            }
            let placed = "\(item.name) is on \(line), of \(share.line.lineCount) lines"
            guard share.line.crossFree >= FlexLayout.epsilon else { return placed }
            return "\(placed), which leave \(format(share.line.crossFree)) points free across \(stack): "
                + Self.linesPlaced(container.alignContent)
        default:
            return nil
        }
    }

    /// How far an item's offsets in the flow moved it along the axis of
    /// `attribute` (`left` or `top`; 0 and no text for any other
    /// attribute, or no offset there), and the sentence that says so,
    /// naming the offset as it was given.
    private static func relativeMove(_ offset: FlexOffsets, _ attribute: LayoutAttribute, _ container: FlexContainer,
                                     base: FlexLayout.PercentBase, item: String, at position: Double)
        -> (distance: Double, text: String?) {
        let move = FlexLayout.relativeOffset(offset, rightToLeft: container.rightToLeft, base: base)
        let distance: Double, name: String, direction: String
        switch attribute {
        case .left:
            distance = move.dx
            // The side that won: the start side's (step 17) when it is set.
            let (left, right) = offset.horizontal(rightToLeft: container.rightToLeft)
            let fromStart = (container.rightToLeft ? right : left) != .auto
            name = fromStart ? (offset.leading != nil ? "leading" : container.rightToLeft ? "right" : "left")
                : (offset.trailing != nil ? "trailing" : container.rightToLeft ? "left" : "right")
            direction = distance > 0 ? "right" : "left"
        case .top:
            distance = move.dy
            name = offset.top != .auto ? "top" : "bottom"
            direction = distance > 0 ? "down" : "up"
        default:
            return (0, nil)
        }
        guard distance != 0 else { return (0, nil) }
        return (distance, "\(item) is in the flow with an offset (position relative): its \(name) offset moves it"
                    + " \(format(abs(distance))) \(direction) from where its line put it, \(format(position - distance)),"
                    + " to \(format(position))")
    }

    /// For a length of measured content that measures otherwise at the
    /// width it was laid out at than offered any width (text that
    /// wrapped), the two sizes: the length alone does not say why the text
    /// left one line. Content wider than its frame says by how much, or,
    /// one line of text, that it ends in an ellipsis.
    private func contentNote(for constraint: LayoutConstraint) -> String? {
        guard constraint.firstAttribute.isDimension, let item = constraint.firstItem as? LayoutItem,
              let content = item.measuredContent else { return nil }
        let width = item.frame.width
        let laidOut = content.sizeThatFits(ProposedSize(width: width, height: nil))
        let wanted = content.sizeThatFits(.unbounded)
        // Content wider than its frame (a word longer than a score column
        // of fixed width) overflows it: no flexing says so.
        let overflow = laidOut.width - width
        guard laidOut != wanted else {
            guard overflow >= FlexLayout.epsilon else { return nil }
            // One line of text narrower than its words ends in an ellipsis.
            if let truncation = content.truncation(within: ProposedSize(width: width, height: nil)) {
                return "\(item.name)'s content is \(format(laidOut.width)) × \(format(laidOut.height)), \(truncation)"
                    + " within the width it was laid out at, \(format(width))"
            }
            return "\(item.name)'s content is \(format(laidOut.width)) × \(format(laidOut.height)), wider than the width"
                + " it was laid out at, \(format(width)): it overflows its frame by \(format(overflow))"
        }
        let truncation = content.truncation(within: ProposedSize(width: width, height: nil)).map { ", " + $0 } ?? ""
        return "\(item.name)'s content is \(format(laidOut.width)) × \(format(laidOut.height)) within the width it was"
            + " laid out at, \(format(width))\(truncation); offered any width it is"
            + " \(format(wanted.width)) × \(format(wanted.height))"
    }

    /// How an item in the flow came to its place along its stack's axis:
    /// the end of the item before it in its line, then the margins and the
    /// spacing between them; for the first, the stack's padding and its
    /// own margin. Read from the frames as laid out, nearest item first
    /// on the screen (a reversed or right-to-left line included). Nil
    /// where that sum is not the position (room that the justification or
    /// an auto margin put before it), and where it has one term: a first
    /// item at the padding, or one right where the one before it ends,
    /// which the constraint's constant says already.
    private func placeInLine(_ index: Int, _ share: FlexShare, _ container: FlexContainer, item: LayoutItem?,
                             line: String, at position: Double) -> String? {
        guard let item, let stack = item.parent else { return nil }
        let horizontal = container.axis == .horizontal
        func start(_ node: Int) -> Double { horizontal ? frames[node].origin.x : frames[node].origin.y }
        func end(_ node: Int) -> Double { start(node) + (horizontal ? frames[node].size.width : frames[node].size.height) }
        func margins(_ node: Int) -> (before: Double, after: Double) {
            self.margins(of: node, along: container.axis, rightToLeft: container.rightToLeft)
        }
        // Physical edges: a reversed or right-to-left line is read from
        // the left as well.
        let edges = horizontal ? ("left", "right") : ("top", "bottom")
        let backwards = horizontal ? container.rightToLeft != container.isReversed : container.isReversed
        let line = backwards ? line + (horizontal ? " (its items run right to left)" : " (its items run bottom to top)") : line
        let ownMargin = margins(index).before
        let ownMarginTerm = ownMargin == 0 ? nil : (ownMargin, "\(item.name)'s \(edges.0) margin")
        let neighbours = itemsInFlow(ofLine: share.line.index, in: container).filter { $0 != index }
        guard let previous = neighbours.filter({ end($0) <= position + FlexLayout.epsilon }).max(by: { end($0) < end($1) })
        else {
            let padding = container.padding.sides(along: container.axis).start
            let options = nodes[index].options
            let orders = [(options.spacingBefore, "\(item.name)'s spacingBefore"),
                          (options.spacingAfter, "\(item.name)'s spacingAfter")].map { spacing in
                [(padding, "\(stack.name)'s \(edges.0) padding"), spacing, ownMarginTerm].compactMap { $0 }.filter { $0.0 != 0 }
            }
            guard let terms = orders.first(where: { abs($0.reduce(0) { $0 + $1.0 } - position) < 1e-6 }),
                  terms.count > 1 else { return nil }
            return "\(item.name) comes first from the \(edges.0) in \(line): " + Self.sum(terms, total: position)
        }
        let previousName = (stack as? StackItem)?.arrangedItems.first { ObjectIdentifier($0) == identities[previous] }?
            .name ?? "the item"
        let previousMargin = margins(previous).after
        let gap = position - end(previous) - previousMargin - ownMargin
        guard let between = spacingTerms(between: previous, previousName, and: index, item.name, in: container, gap: gap)
        else { return nil }
        let terms = ([(end(previous), "where \(previousName) ends"),
                      (previousMargin, "\(previousName)'s \(edges.1) margin")] + between + [ownMarginTerm].compactMap { $0 })
            .enumerated().filter { $0.offset == 0 || $0.element.0 != 0 }.map(\.element)
        guard terms.count > 1 else {
            let before = neighbours.filter { end($0) <= position + FlexLayout.epsilon }.sorted { start($0) < start($1) }
            return runText(before, item: item, stack: stack, container, line: line, at: position, start: start, end: end)
        }
        // Nearest on the screen: in a line that runs backwards, the item
        // after it in the flow.
        let relation = !backwards ? "follows \(previousName) from the \(edges.0)"
            : "lies \(horizontal ? "right of" : "below") \(previousName)"
        return "\(item.name) \(relation) in \(line): " + Self.sum(terms, total: position)
    }

    /// The boxes `container` places in its line `line`, in the flow's
    /// order: not hidden, not absolute.
    private func itemsInFlow(ofLine line: Int, in container: FlexContainer) -> [Int] {
        container.children.filter { child in
            !nodes[child].isHidden && nodes[child].options.position != .absolute && shares[child]?.line.index == line
        }
    }

    /// For an item right where the one before it ends, when the items
    /// before it in its line (`before`, from the line's start; two or
    /// more, as one's length is the constraint's constant) lie end to
    /// end from the stack's padding, without margins or spacing (a day in
    /// a month's grid): their lengths, which the item's position adds up:
    /// `d10 lies right of d7, d8 and d9 in line 2 of grid, end to end from
    /// its left: 3 × 45.714286 (their widths) = 137.142857`. Physical
    /// edges, as the position is: a right-to-left line is read from the
    /// left too. Nil otherwise.
    private func runText(_ before: [Int], item: LayoutItem, stack: LayoutItem, _ container: FlexContainer, line: String,
                         at position: Double, start: (Int) -> Double, end: (Int) -> Double) -> String? {
        let horizontal = container.axis == .horizontal
        let padding = container.padding.sides(along: container.axis).start
        guard before.count > 1, abs(start(before[0]) - padding) < 1e-6,
              zip(before, before.dropFirst()).allSatisfy({ abs(end($0) - start($1)) < 1e-6 }),
              before.allSatisfy({ margins(of: $0, along: container.axis, rightToLeft: container.rightToLeft) == (0, 0) })
        else { return nil }
        let arranged = (stack as? StackItem)?.arrangedItems ?? []
        let names = before.map { node in arranged.first { ObjectIdentifier($0) == identities[node] }?.name ?? "an item" }
        let lengths = before.map { end($0) - start($0) }
        let dimension = horizontal ? "width" : "height"
        let listed = names.count <= 6 ? names.dropLast().joined(separator: ", ") + " and " + names.last!
            : "\(names[0]), \(names[1]) … \(names.last!)"
        var terms: [String] = padding == 0 ? [] : ["\(format(padding)) (\(stack.name)'s \(horizontal ? "left" : "top") padding)"]
        if lengths.allSatisfy({ abs($0 - lengths[0]) < 1e-9 }) {
            terms.append("\(before.count) × \(format(lengths[0])) (their \(dimension)s)")
        } else {
            terms += zip(names, lengths).map { "\(format($1)) (\($0)'s \(dimension))" }
        }
        let (side, edge) = horizontal ? ("right of", "left") : ("below", "top")
        let from = padding == 0 ? "its \(edge)" : "its \(edge) padding"
        return "\(item.name) lies \(side) \(listed) in \(line), end to end from \(from): "
            + terms.joined(separator: " + ") + " = \(format(position))"
    }

    /// The spacings between two neighbours in a line that make `gap`, named:
    /// the first's `spacingAfter`, the stack's spacing after it and the
    /// second's `spacingBefore`, taking either as the first in the flow (a
    /// reversed or right-to-left line puts the later one first). Terms of 0
    /// are kept; nil when neither order adds up to the gap.
    private func spacingTerms(between a: Int, _ aName: String, and b: Int, _ bName: String,
                              in container: FlexContainer, gap: Double) -> [(Double, String)]? {
        func spacings(first: Int, _ firstName: String, then second: Int, _ secondName: String) -> [(Double, String)] {
            [(nodes[first].options.spacingAfter, "\(firstName)'s spacingAfter"),
             (container.spacing(after: first), "spacing"),
             (nodes[second].options.spacingBefore, "\(secondName)'s spacingBefore")]
        }
        return [spacings(first: a, aName, then: b, bName), spacings(first: b, bName, then: a, aName)]
            .first { abs($0.reduce(0) { $0 + $1.0 } - gap) < 1e-6 }
    }

    /// How a nested stack came to a length its items decide (step 9): what
    /// they span on that axis, margins and spacing included, and its
    /// padding. Along its own axis the items are listed one by one (up to
    /// ``itemizedItems``) with the room between them, in a stack that
    /// wraps those of its longest line; across it, the
    /// widest (or tallest) is named when it alone spans that. Nil where
    /// the items do not start at the padding or that sum is not the length
    /// (a size, a range, or flexing in its own line set it, which the
    /// callers leave to their own notes).
    private func fitsItemsText(_ index: Int, axis: LayoutAxis, length: Double, item: LayoutRegion) -> String? {
        guard let own = nodes[index].container else { return nil }
        let horizontal = axis == .horizontal
        let children = own.children.filter { !nodes[$0].isHidden && nodes[$0].options.position != .absolute }
        guard !children.isEmpty else { return nil }
        func outer(_ node: Int) -> (start: Double, end: Double) {
            let (before, after) = margins(of: node, along: axis, rightToLeft: own.rightToLeft)
            let frame = frames[node]
            let (start, size) = horizontal ? (frame.origin.x, frame.size.width) : (frame.origin.y, frame.size.height)
            return (start - before, start + size + after)
        }
        let extents = children.map(outer)
        let (low, high) = (extents.map(\.start).min()!, extents.map(\.end).max()!)
        // Across the stack, an item stretched to its line spans it by its
        // length before the stretch (step 8): the one whose own length
        // reaches across is the one that decides.
        func ownSpan(_ position: Int) -> Double {
            let child = children[position], extent = extents[position]
            guard own.axis != axis, let unstretched = shares[child]?.unstretchedCross else { return extent.end - extent.start }
            return extent.end - extent.start - (horizontal ? frames[child].size.width : frames[child].size.height) + unstretched
        }
        let spanning = children.indices.filter { abs(ownSpan($0) - (high - low)) < 1e-6 }.map { children[$0] }
        let (edges, dimension) = horizontal ? (("left", "right"), "width") : (("top", "bottom"), "height")
        let padding = own.padding.sides(along: axis)
        guard abs(low - padding.start) < 1e-6, abs(high - low + padding.start + padding.end - length) < 1e-6 else { return nil }
        let arranged = (item as? StackItem)?.arrangedItems ?? []
        func name(_ node: Int) -> String? { arranged.first { ObjectIdentifier($0) == identities[node] }?.name }
        let span: [(Double, String)]
        var parts = "items"
        // Along its own axis a stack that wraps is as long as its longest
        // line: that line's items alone add up to its length.
        var itemized = children
        if own.axis == axis, let lines = lines(of: children, in: own), lines.count > 1 {
            let longest = lines.first { members in
                let ends = members.map(outer)
                return abs(ends.map(\.start).min()! - low) < 1e-6 && abs(ends.map(\.end).max()! - high) < 1e-6
            }
            itemized = longest ?? []
            if let longest, let line = shares[longest[0]]?.line.index {
                parts = "\(horizontal ? "widest" : "tallest") line, line \(line + 1)"
            }
        }
        if own.axis == axis, !itemized.isEmpty, itemized.count <= Self.itemizedItems {
            // Along its own axis, item by item, with the room between them.
            let ordered = zip(itemized, itemized.map(outer)).sorted { $0.1.start < $1.1.start }
            var terms: [(Double, String)] = []
            var reached = low
            var previous: Int?
            for (child, extent) in ordered {
                let gap = extent.start - reached
                if gap > 1e-9 {
                    let named = previous.flatMap {
                        spacingTerms(between: $0, name($0) ?? "an item", and: child, name(child) ?? "an item", in: own, gap: gap)
                    }
                    terms += named?.filter { $0.0 != 0 } ?? [(gap, "spacing")]
                }
                previous = child
                let length = horizontal ? frames[child].size.width : frames[child].size.height
                let margins = abs(extent.end - extent.start - length) > 1e-9 ? " and margins" : ""
                terms.append((extent.end - extent.start, name(child).map { "\($0)'s \(dimension)\(margins)" } ?? "an item"))
                reached = extent.end
            }
            span = terms
        } else if own.axis != axis, let lines = lineTerms(children, extents, own, dimension: dimension) {
            (span, parts) = (lines, "lines")
        } else {
            let alone = spanning.count == 1 ? name(spanning[0]) : nil
            span = [(high - low, alone.map { "\($0)'s \(dimension)" + (children.count > 1 ? ", its \(horizontal ? "widest" : "tallest") item" : "") }
                ?? (own.axis == axis ? "what its items and the spacing between them span" : "what its items span"))]
        }
        let terms = span + [(padding.start, "its \(edges.0) padding"), (padding.end, "its \(edges.1) padding")].filter { $0.0 != 0 }
        guard terms.count > 1 else {
            // Nothing around the items, and one of several as long as
            // them all: which one says why.
            guard children.count > 1, spanning.count == 1, let alone = name(spanning[0]),
                  abs(high - low - length) < 1e-6 else { return nil }
            let decider = spanning[0]
            let ownLength = shares[decider]?.unstretchedCross ?? (horizontal ? frames[decider].size.width : frames[decider].size.height)
            let margins = length - ownLength
            let sized = abs(margins) > 1e-9
                ? " with its margins, \(format(ownLength)) + \(format(margins)) = \(format(length))" : " (\(format(length)))"
            let others = own.axis != axis && children.contains { shares[$0]?.unstretchedCross != nil && $0 != decider }
                ? "; the others stretch across it (alignItems stretch)" : ""
            return "\(item.name) is as \(horizontal ? "wide" : "high") as its \(horizontal ? "widest" : "tallest") item,"
                + " \(alone)\(sized)\(others)"
        }
        return "\(item.name) fits its \(parts): " + Self.sum(terms, total: length)
    }

    /// `children` grouped by the line of `own` they are on, in the lines'
    /// order; nil for a stack that does not wrap or a child without a line.
    private func lines(of children: [Int], in own: FlexContainer) -> [[Int]]? {
        guard own.wrap != .noWrap else { return nil }
        var lines: [Int: [Int]] = [:]
        for child in children {
            guard let line = shares[child]?.line.index else { return nil }
            lines[line, default: []].append(child)
        }
        return lines.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Across a stack that wraps, what its lines span, line by line (up
    /// to ``itemizedItems``) with the room between them: `44 (line 1's
    /// height) + 44 (line 2's height)` for a month's grid. Each line spans
    /// its items' outer extents. Nil for a single line, more lines than
    /// that, or lines that overlap on the screen.
    private func lineTerms(_ children: [Int], _ extents: [(start: Double, end: Double)], _ own: FlexContainer,
                           dimension: String) -> [(Double, String)]? {
        var spans: [Int: (start: Double, end: Double)] = [:]
        for (child, extent) in zip(children, extents) {
            guard let line = shares[child]?.line.index else { return nil }
            let span = spans[line] ?? extent
            spans[line] = (min(span.start, extent.start), max(span.end, extent.end))
        }
        guard spans.count > 1, spans.count <= Self.itemizedItems else { return nil }
        var terms: [(Double, String)] = []
        var reached: Double?
        for (line, span) in spans.sorted(by: { $0.value.start < $1.value.start }) {
            if let reached {
                let room = span.start - reached
                guard room > -1e-9 else { return nil }
                if room > 1e-9 {
                    terms.append((room, abs(room - own.lineSpacing) < 1e-9 ? "lineSpacing" : "room between lines"))
                }
            }
            terms.append((span.end - span.start, "line \(line + 1)'s \(dimension)"))
            reached = span.end
        }
        return terms
    }

    /// A box's margins at the start and end of `axis` on the screen (left
    /// and right, or top and bottom), in points: a fraction of the width
    /// its percentages resolve against, `auto` as 0.
    private func margins(of node: Int, along axis: LayoutAxis, rightToLeft: Bool) -> (before: Double, after: Double) {
        let (before, after) = nodes[node].options.margin.sides(along: axis, rightToLeft: rightToLeft)
        let base = shares[node]?.base.width
        return (before.resolved(againstWidth: base), after.resolved(againstWidth: base))
    }

    /// The most items a nested stack's length along its axis is written out
    /// item by item for; past it, as the span they take.
    static let itemizedItems = 6

    /// `12 (bar's left padding) + 4 (a's left margin) = 16`.
    private static func sum(_ terms: [(Double, String)], total: Double) -> String {
        terms.map { "\(format($0.0)) (\($0.1))" }.joined(separator: " + ") + " = \(format(total))"
    }

    /// `375 (list's width) − 16 (its left padding) = 359`: the first term
    /// less the others.
    private static func difference(_ terms: [(Double, String)], total: Double) -> String {
        terms.map { "\(format($0.0)) (\($0.1))" }.joined(separator: " − ") + " = \(format(total))"
    }

    /// How a stretched item came to its length across its stack: in a
    /// stack of one line, the stack's length less its padding and the
    /// item's margins on that axis (a card as wide as its list, less the
    /// list's padding); in a stack that wraps, its line's length less the
    /// item's margins (a chip with no height of its own as tall as the
    /// tallest chip on its line). Nil for other alignments, an item given
    /// a length across, an item its line did not stretch (the tallest chip
    /// is as tall as its line because the line is as tall as it), a stack
    /// of one line whose length across its items decide (likewise), and
    /// wherever that arithmetic is not the length (a bound held it).
    private func stretchedText(_ index: Int, _ share: FlexShare, _ container: FlexContainer, item: LayoutItem?,
                               length: Double) -> String? {
        let options = nodes[index].options
        let axis = container.axis.cross
        guard let item, let stack = item.parent, (options.alignSelf ?? container.alignItems) == .fill,
              options.size[axis] == .auto else { return nil }
        let (dimension, edges) = axis == .horizontal ? ("width", ("left", "right")) : ("height", ("top", "bottom"))
        let setting = options.alignSelf == nil ? "alignItems" : "alignSelf"
        let margin = margins(of: index, along: axis, rightToLeft: container.rightToLeft)
        let margins = [(margin.before, "\(item.name)'s \(edges.0) margin"), (margin.after, "\(item.name)'s \(edges.1) margin")]
        if container.wrap != .noWrap {
            guard let own = share.unstretchedCross else { return nil }
            let line = share.line.lineCount > 1 ? "line \(share.line.index + 1) of \(stack.name)" : "\(stack.name)'s line"
            return Self.stretchedSentence("\(item.name) is stretched from its own \(format(own)) across \(line) (\(setting) stretch)",
                                          from: (share.line.cross, "the line's"), less: margins, to: length, dimension: dimension)
        }
        guard share.base[axis] != nil else { return nil }
        let padding = container.padding.sides(along: axis)
        let stackLength = axis == .horizontal ? stack.frame.width : stack.frame.height
        return Self.stretchedSentence("\(item.name) is stretched across \(stack.name) (\(setting) stretch)",
                                      from: (stackLength, "\(stack.name)'s"),
                                      less: [(padding.start, "its \(edges.0) padding"), (padding.end, "its \(edges.1) padding")] + margins,
                                      to: length, dimension: dimension)
    }

    /// `stretched`, then the arithmetic of its length: `whole` (the line's
    /// or the stack's length, named by its owner) less the terms of `less`
    /// that are not 0; nil when that is not `length` (a bound held it).
    private static func stretchedSentence(_ stretched: String, from whole: (length: Double, owner: String),
                                          less: [(Double, String)], to length: Double, dimension: String) -> String? {
        let subtracted = less.filter { $0.0 != 0 }
        guard abs(subtracted.reduce(whole.length) { $0 - $1.0 } - length) < 1e-6 else { return nil }
        guard !subtracted.isEmpty else { return "\(stretched): its \(dimension) is \(whole.owner), \(format(length))" }
        return "\(stretched): " + difference([(whole.length, "\(whole.owner) \(dimension)")] + subtracted, total: length)
    }

    /// How an item centred across a stack of one line (an
    /// `ASCenterLayoutSpec`'s child) came to its position: half the room
    /// its line leaves across, after the padding. Nil for other
    /// alignments, and wherever that arithmetic is not the position (cross
    /// margins), rather than a note that does not add up.
    private static func centredText(_ item: LayoutItem?, options: FlexItemOptions, _ container: FlexContainer,
                                    at position: Double) -> String? {
        guard let item, let stack = item.parent else { return nil }
        let alignment = options.alignSelf ?? container.alignItems
        guard alignment == .center else { return nil }
        let horizontal = container.axis == .vertical
        let (before, after) = container.padding.sides(along: container.axis.cross)
        let free = (horizontal ? stack.frame.width : stack.frame.height) - before - after
            - (horizontal ? item.frame.width : item.frame.height)
        guard free >= FlexLayout.epsilon, abs(before + free / 2 - position) < 1e-6 else { return nil }
        let setting = options.alignSelf == nil ? "alignItems" : "alignSelf"
        let padding = before == 0 ? "" : ", after \(stack.name)'s padding of \(format(before))"
        return "\(item.name) is centred across \(stack.name) (\(setting) center): half of the \(format(free)) points"
            + " its line leaves, \(format(free / 2)), go before it\(padding)"
    }

    /// How an item aligned by a baseline across a stack of one line (a
    /// count beside a column's title) came to its position: its line's
    /// largest ascent less its own (step 12), after the padding. Nil for
    /// other alignments, and wherever that arithmetic is not the position
    /// (a reversed cross axis).
    private static func baselineText(_ share: FlexShare, options: FlexItemOptions, _ container: FlexContainer,
                                     item: String, stack: String, at position: Double) -> String? {
        guard let baseline = share.baseline else { return nil }
        let alignment = options.alignSelf ?? container.alignItems
        let padding = container.padding.sides(along: container.axis.cross).start
        let margin = options.margin.sides(along: container.axis.cross, rightToLeft: container.rightToLeft).start
            .resolved(againstWidth: share.base.width)
        guard abs(padding + baseline.line - baseline.ascent + margin - position) < 1e-6 else { return nil }
        let setting = options.alignSelf == nil ? "alignItems" : "alignSelf"
        let (which, value) = alignment == .lastBaseline ? ("last", "baselineLast") : ("first", "baselineFirst")
        let terms = [(padding, "\(stack)'s padding"), (baseline.line, "the line's largest ascent"),
                     (-baseline.ascent, "\(item)'s ascent"), (margin, "its margin")]
            .filter { $0.0 != 0 }
        let sum = terms.enumerated().map { index, term -> String in
            let amount = "\(format(abs(term.0))) (\(term.1))"
            return index == 0 ? amount : (term.0 < 0 ? "− " : "+ ") + amount
        }.joined(separator: " ")
        return "\(item) is aligned on its \(which) baseline (\(setting) \(value)): its baseline"
            + " meets the line's, \(format(baseline.line)) below the line's start, \(format(baseline.ascent)) below its own"
            + " top: \(sum) = \(format(position))"
    }

    /// How an item aligned to the right or bottom edge across a stack of
    /// one line (a chat's outgoing bubble: its end; right to left, an
    /// incoming one at its start) came to its position: the stack's length
    /// less its padding and the item's margin on that side, and the item's
    /// length. Nil for other alignments, and wherever that arithmetic is
    /// not the position (an item at the left or top edge, which its
    /// constant places from there already).
    private static func farEdgeText(_ item: LayoutItem?, options: FlexItemOptions, _ container: FlexContainer,
                                    base: FlexLayout.PercentBase, at position: Double) -> String? {
        guard let item, let stack = item.parent else { return nil }
        let alignment = options.alignSelf ?? container.alignItems
        let horizontal = container.axis == .vertical
        // The far edge is the end's, or the start's where the cross axis is
        // mirrored (a right-to-left column starts at the right, a
        // `wrapReverse` stack at the end; both, at the left): an item at
        // the near edge (a column aligned to the top of a row) is placed
        // from there, and the sum below adds up only by chance (for the
        // tallest item, which sizes the row).
        let mirrored = (horizontal && container.rightToLeft) != (container.wrap == .wrapReverse)
        guard alignment == (mirrored ? .leading : .trailing) else { return nil }
        let (edge, dimension) = horizontal ? ("right", "width") : ("bottom", "height")
        let padding = container.padding.sides(along: container.axis.cross).end
        let margin = options.margin.sides(along: container.axis.cross, rightToLeft: container.rightToLeft).end
            .resolved(againstWidth: base.width)
        let stackLength = horizontal ? stack.frame.width : stack.frame.height
        let length = horizontal ? item.frame.width : item.frame.height
        let terms = [(stackLength, "\(stack.name)'s \(dimension)"), (padding, "its \(edge) padding"),
                     (margin, "\(item.name)'s \(edge) margin"), (length, "\(item.name)'s \(dimension)")]
            .enumerated().filter { $0.offset == 0 || $0.element.0 != 0 }.map(\.element)
        guard abs(terms.dropFirst().reduce(stackLength) { $0 - $1.0 } - position) < 1e-6 else { return nil }
        let setting = options.alignSelf == nil ? "alignItems" : "alignSelf"
        let end = alignment == .trailing ? "end" : "start"
        return "\(item.name) is aligned to the \(end) across \(stack.name) (\(setting) \(end)): "
            + difference(terms, total: position)
    }

    /// Where a stack's justification puts the room of a line, of one item
    /// when `alone` (the last line of a grid, say), where the justifications
    /// that space items fall back to `start` or `center` (step 10).
    private static func justified(_ justification: FlexJustification, alone: Bool) -> String {
        switch (justification, alone) {
        case (.spaceBetween, true): return "justifyContent spaceBetween leaves them after its only item, as start does"
        case (.spaceAround, true), (.spaceEvenly, true):
            return "justifyContent \(justification) puts half before its only item and half after, as center does"
        default: break
        }
        return switch justification {
        case .start: "justifyContent start leaves them after the last item"
        case .end: "justifyContent end puts them before the first item"
        case .center: "justifyContent center puts half before the first item and half after the last"
        case .spaceBetween: "justifyContent spaceBetween puts them between the items"
        case .spaceAround: "justifyContent spaceAround puts them around the items, half as much at the ends"
        case .spaceEvenly: "justifyContent spaceEvenly puts them evenly between and around the items"
        }
    }

    /// How an absolute item came to its position on one axis (step 16):
    /// by which offset, from which edge of the stack's frame, and the
    /// margin on that edge, which adds to it; or, with no offset on the
    /// axis, where the stack would place it alone.
    private static func absoluteText(_ options: FlexItemOptions, _ attribute: LayoutAttribute,
                                     _ container: FlexContainer, item: String, stack: String) -> String? {
        let offset = options.offset
        let rightToLeft = container.rightToLeft
        // Each physical edge with the name the offset was given by.
        let sides: [(edge: String, name: String, value: FlexDimension)]
        switch attribute {
        case .left:
            let (left, right) = offset.horizontal(rightToLeft: rightToLeft)
            let leftName = (rightToLeft ? offset.trailing : offset.leading) == nil ? "left" : rightToLeft ? "trailing" : "leading"
            let rightName = (rightToLeft ? offset.leading : offset.trailing) == nil ? "right" : rightToLeft ? "leading" : "trailing"
            let both = [("left", leftName, left), ("right", rightName, right)]
            sides = rightToLeft ? both.reversed() : both
        case .top:
            sides = [("top", "top", offset.top), ("bottom", "bottom", offset.bottom)]
        default:
            return nil
        }
        let absolute = "\(item) is absolute, out of the flow of \(stack)"
        guard let side = sides.first(where: { $0.value != .auto }) else {
            let along = (attribute == .left) == (container.axis == .horizontal)
            let placer = along ? "justifyContent \(container.justification)" : "its alignment"
            return "\(absolute), with no \(attribute == .left ? "horizontal" : "vertical") offset: "
                + "placed where \(placer) puts it alone in the content box"
        }
        guard let amount = offsetAmount(side.value, of: stack, attribute == .left ? "width" : "height") else { return nil }
        let (left, right) = options.margin.horizontal(rightToLeft: rightToLeft)
        let margins = ["left": left, "right": right, "top": options.margin.top, "bottom": options.margin.bottom]
        let margin = margins[side.edge].flatMap { marginAmount($0, of: stack) }.map { ", plus its \(side.edge) margin, \($0)" }
        return "\(absolute): its \(side.name) offset places it \(amount) from \(stack)'s \(side.edge) edge" + (margin ?? "")
    }

    /// A margin in words, a fraction as a share of the stack's content
    /// width (step 16 adds an absolute item's margins to its offsets); nil
    /// for none, 0 or `auto`.
    private static func marginAmount(_ value: FlexMargin, of stack: String) -> String? {
        switch value {
        case let .points(points) where points != 0: format(points)
        case let .fraction(fraction) where fraction != 0: "\(format(fraction * 100))% of \(stack)'s content width"
        default: nil
        }
    }

    /// How an absolute item without a size on an axis came to its length
    /// there from both of its offsets (step 16), as an overlay or a
    /// background covers its stack: nil unless both are given.
    private static func absoluteLengthText(_ options: FlexItemOptions, _ attribute: LayoutAttribute,
                                           _ container: FlexContainer, item: String, stack: String) -> String? {
        let horizontal = attribute == .width
        guard options.size[horizontal ? .horizontal : .vertical] == .auto else { return nil }
        let (start, end) = horizontal ? options.offset.horizontal(rightToLeft: container.rightToLeft)
            : (options.offset.top, options.offset.bottom)
        let length = horizontal ? "width" : "height"
        guard let first = offsetAmount(start, of: stack, length), let second = offsetAmount(end, of: stack, length)
        else { return nil }
        let names = horizontal ? "left and right" : "top and bottom"
        return "\(item) is absolute, out of the flow of \(stack): its \(names) offsets, \(first) and \(second),"
            + " make it \(stack)'s \(length) less both"
    }

    /// An offset in words, a fraction as a share of the stack's `length`;
    /// nil for an offset not given.
    private static func offsetAmount(_ value: FlexDimension, of stack: String, _ length: String) -> String? {
        switch value {
        case let .points(points): format(points)
        case let .fraction(fraction): "\(format(fraction * 100))% of \(stack)'s \(length)"
        case .auto: nil
        }
    }

    /// Where a stack's justification lets an overflowing line spill (step
    /// 11): the justifications that space items fall back to `start` or
    /// `center` without room.
    private static func spilled(_ justification: FlexJustification) -> String {
        switch justification {
        case .start: "justifyContent start lets it spill past the end"
        case .spaceBetween: "justifyContent spaceBetween lets it spill past the end, as start does"
        case .end: "justifyContent end lets it spill past the start"
        case .center: "justifyContent center lets it spill past both ends, half at each"
        case .spaceAround, .spaceEvenly:
            "justifyContent \(justification) lets it spill past both ends, half at each, as center does"
        }
    }

    /// Where a stack's alignContent puts the room its lines leave across
    /// it (step 10; `stretch` has shared it among the lines already).
    private static func linesPlaced(_ alignContent: FlexAlignContent) -> String {
        switch alignContent {
        case .start, .stretch: "alignContent \(alignContent) leaves them after the last line"
        case .end: "alignContent end puts them before the first line"
        case .center: "alignContent center puts half before the first line and half after the last"
        case .spaceBetween: "alignContent spaceBetween puts them between the lines"
        case .spaceAround: "alignContent spaceAround puts them around the lines, half as much at the ends"
        case .spaceEvenly: "alignContent spaceEvenly puts them evenly between and around the lines"
        }
    }

    /// An item's own minimum above its own maximum on `axis` (`minSize`
    /// width 60 and `maxSize` width 44): the layout lets the minimum win,
    /// as CSS does, and the length alone would not say that the maximum
    /// was given and passed over.
    private static func minimumAboveMaximum(_ node: FlexNode, _ base: FlexLayout.PercentBase, _ axis: LayoutAxis,
                                            item: String) -> String? {
        guard let minimum = node.options.minimumSize[axis].resolved(against: base[axis]),
              let maximum = node.options.maximumSize[axis].resolved(against: base[axis]),
              minimum > maximum + FlexLayout.epsilon else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        return "\(item)'s minimum \(length), \(format(minimum)), is above its maximum, \(format(maximum)):"
            + " the minimum wins, as in CSS"
    }

    /// Where an item's basis was measured within its own maximum along the
    /// axis (a bubble of at most 75 % whose text wrapped there), that
    /// maximum, as given: the basis alone does not say what held the
    /// content to it. Nil for a basis or size given, which is no measure.
    private static func measuredWithin(_ options: FlexItemOptions, own: (minimum: Double, maximum: Double),
                                       axis: LayoutAxis, stack: String) -> String? {
        guard options.basis == .auto, options.size[axis] == .auto, own.maximum.isFinite,
              own.maximum > own.minimum + FlexLayout.epsilon else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        let given: String
        switch options.maximumSize[axis] {
        case let .fraction(fraction): given = " (\(format(fraction * 100))% of \(stack)'s content box)"
        case .points: given = ""
        case .auto: return nil
        }
        return "measured within its maximum \(length), \(format(own.maximum))\(given)"
    }

    /// Where an item's basis is its own minimum along the axis, above what
    /// its content measured (a sheet of at least 30 % of the screen, a
    /// text field of at least 80 that then grows into its line), that
    /// minimum as given. Nil for a basis or size given, and where other
    /// notes name the minimum: a length shrunk below it, or a minimum
    /// above the maximum.
    private static func heldAtMinimum(_ options: FlexItemOptions, own: (minimum: Double, maximum: Double),
                                      basis: Double, length: Double, axis: LayoutAxis, content: Double?,
                                      stack: String) -> String? {
        guard options.basis == .auto, options.size[axis] == .auto, own.minimum > 0,
              own.maximum > own.minimum + FlexLayout.epsilon, length > own.minimum - FlexLayout.epsilon,
              abs(basis - own.minimum) < FlexLayout.epsilon,
              let given = givenBound(options.minimumSize[axis], is: own.minimum, of: content, stack: stack)
        else { return nil }
        return "held at its minimum \(axis == .horizontal ? "width" : "height"), \(format(own.minimum))\(given)"
    }

    /// Where an item's length across its stack is its own maximum or
    /// minimum (a sheet of 100 % held to 500), that bound as given: the
    /// length alone does not say what held it. Nil otherwise.
    private static func crossBound(_ options: FlexItemOptions, own: (minimum: Double, maximum: Double), length: Double,
                                   axis: LayoutAxis, content: Double?, item: String, stack: String) -> String? {
        let name = axis == .horizontal ? "width" : "height"
        if own.maximum.isFinite, abs(length - own.maximum) < FlexLayout.epsilon,
           let given = givenBound(options.maximumSize[axis], is: own.maximum, of: content, stack: stack) {
            return "\(item)'s \(name) is its maximum, \(format(own.maximum))\(given)"
        }
        if own.minimum > 0, abs(length - own.minimum) < FlexLayout.epsilon,
           let given = givenBound(options.minimumSize[axis], is: own.minimum, of: content, stack: stack) {
            return "\(item)'s \(name) is its minimum, \(format(own.minimum))\(given)"
        }
        return nil
    }

    /// Where an item's length across its stack is its length along it
    /// through its aspect ratio (a square card that grew along a wrapping
    /// row), that arithmetic: the length alone reads as one the stack
    /// chose; also along the stack, where no flexing changed the length (a
    /// square photo stretched across a column): `cross` is the axis of
    /// `length`. Nil for an item without a ratio, or whose length is not
    /// the ratio's (a stretch or a bound held it).
    private static func ratioText(_ ratio: Double?, item: LayoutItem?, cross: LayoutAxis, length: Double) -> String? {
        guard let ratio, let item else { return nil }
        let along = cross == .horizontal ? item.frame.height : item.frame.width
        let fromRatio = cross == .horizontal ? along * ratio : along / ratio
        guard abs(fromRatio - length) < FlexLayout.epsilon else { return nil }
        return cross == .horizontal
            ? "\(item.name)'s width is its height, \(format(along)), × its aspectRatio \(format(ratio))"
            : "\(item.name)'s height is its width, \(format(along)), ÷ its aspectRatio \(format(ratio))"
    }

    /// A minimum or maximum as given, for a note after its value `bound`:
    /// a fraction as a share of the stack's content box, of length
    /// `content`, points as nothing more; nil when none is given or it is
    /// not what held the item (a size of 100 % below a maximum of 500 makes
    /// the item's own maximum 375 on a phone).
    private static func givenBound(_ value: FlexDimension, is bound: Double, of content: Double?,
                                   stack: String) -> String? {
        switch value {
        case let .fraction(fraction):
            guard let content, abs(fraction * content - bound) < FlexLayout.epsilon else { return nil }
            return " (\(format(fraction * 100))% of \(stack)'s content box)"
        case let .points(points): return abs(points - bound) < FlexLayout.epsilon ? "" : nil
        case .auto: return nil
        }
    }

    /// The length of the content box of the stack that arranges `item`
    /// along `axis`, from its frame less its padding; nil when the stack
    /// is not known.
    private static func contentLength(_ item: AnyObject, _ container: FlexContainer, _ axis: LayoutAxis) -> Double? {
        guard let frame = (item as? LayoutItem)?.parent?.frame else { return nil }
        let (before, after) = container.padding.sides(along: axis)
        return (axis == .horizontal ? frame.width : frame.height) - before - after
    }

    /// Where an item's basis is a fraction of the stack's content box (its
    /// size, 30 % of a grid) or comes from its aspect ratio and its length
    /// across (a 16:9 hero as wide as its column), that arithmetic: the
    /// basis alone does not say where it came from. An auto basis that
    /// measured 0 says so, lest it read as a basis of 0 given (a scroll
    /// item, whose content does not size it, growing into a column). Nil
    /// otherwise, and where the arithmetic does not come to the basis.
    private static func basisOrigin(_ item: LayoutItem?, _ node: FlexNode, basis: Double, base: Double?,
                                    axis: LayoutAxis, stack: String) -> String? {
        if let fraction = fractionOrigin(node, basis: basis, base: base, axis: axis, stack: stack) { return fraction }
        guard node.options.basis == .auto, node.options.size[axis] == .auto, let item else { return nil }
        guard let ratio = node.aspectRatio else {
            guard abs(basis) < FlexLayout.epsilon else { return nil }
            let cause = item is ScrollItem ? ", as a scroll item's content does not size it" : ""
            return "auto: \(item.name) measures 0 \(axis == .horizontal ? "wide" : "high")\(cause)"
        }
        let across = axis == .horizontal ? item.frame.height : item.frame.width
        let derived = axis == .horizontal ? across * ratio : across / ratio
        guard abs(derived - basis) < 1e-6 else { return nil }
        return axis == .horizontal ? "its height, \(format(across)), × its aspect ratio, \(format(ratio))"
            : "its width, \(format(across)), ÷ its aspect ratio, \(format(ratio))"
    }

    /// Where an item's basis was given in points along a stack whose
    /// length its items decide (a column as high as its content), that the
    /// stack's length left it no room: React Native's `flex: 1` (a basis
    /// of 0) collapses there, where Yoga measures the content instead.
    /// Nil for a basis not given in points, and along a definite length.
    private static func basisAlongContentLength(_ options: FlexItemOptions, basis: Double, base: Double?,
                                                axis: LayoutAxis, item: String, stack: String) -> String? {
        guard case .points = options.basis, base == nil else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        return "\(item)'s flex basis is \(format(basis)), as given, and \(stack)'s \(length) comes from its items'"
            + " bases, which leaves no room to grow into (Yoga measures an item's content instead of its basis"
            + " along a stack whose \(length) is not given: for React Native's flex: 1 there, leave the basis auto)"
    }

    /// Where an item's basis (or, without one, its size) along the stack
    /// is a percentage of a stack whose length is not definite (`base`
    /// nil: its items decide it), that the percentage counts as not given,
    /// as in CSS: a card's `flexBasis` 45% in a wrapping grid centred in
    /// its column, which then sizes the cards by their content. Nil
    /// otherwise.
    private static func fractionNotDefinite(_ options: FlexItemOptions, base: Double?, axis: LayoutAxis, item: String,
                                            stack: String) -> String? {
        guard base == nil, let (fraction, isSize) = givenFraction(options, along: axis) else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        let key = isSize ? length : "flexBasis"
        return "\(item)'s \(key) of \(format(fraction * 100))% counts as not given, as \(stack)'s \(length) is not"
            + " definite (its items decide it): a percentage needs a stack whose \(length) its size range fixes, its"
            + " constraints decide or its parent stretches it to"
    }

    /// Where an item's basis is a fraction of the stack's content box, its
    /// flex basis or else its size (`base`, the content box's length along
    /// the stack), that fraction and the length: `14.285714% of grid's
    /// content box, 375 wide`. Nil for a basis not given as a fraction, and
    /// for one of a length that is not definite (`base` nil), which counts
    /// as not given: the basis is then the item's own measure.
    private static func fractionOrigin(_ node: FlexNode, basis: Double, base: Double?, axis: LayoutAxis,
                                       stack: String) -> String? {
        guard let (fraction, isSize) = givenFraction(node.options, along: axis),
              let base, abs(fraction * base - basis) < 1e-6 else { return nil }
        let given = isSize ? "its size, " : ""
        return "\(given)\(format(fraction * 100))% of \(stack)'s content box, \(format(base))"
            + (axis == .horizontal ? " wide" : " high")
    }

    /// The fraction of the stack's content box an item's basis is given
    /// as along `axis`, or without a basis its size (`isSize`); nil when
    /// neither is a fraction.
    private static func givenFraction(_ options: FlexItemOptions, along axis: LayoutAxis)
        -> (fraction: Double, isSize: Bool)? {
        switch (options.basis, options.size[axis]) {
        case let (.fraction(value), _): (value, false)
        case let (.auto, .fraction(value)): (value, true)
        default: nil
        }
    }

    /// The share in words, the item's line named as `line` (`row's line`,
    /// `line 2 of row`); nil when the line had no room to share.
    /// `ownSetBy` names what set the item's own range when one of the
    /// application's constraints did (a nested stack's length).
    private static func sizeText(_ share: FlexShare, own: (minimum: Double, maximum: Double), item: String,
                                 line: String, length: Double, bound: String?, ownSetBy: String? = nil) -> String? {
        let free = share.free
        guard abs(free) >= FlexLayout.epsilon else { return nil }
        var text = "\(item)'s flex basis is \(format(share.basis))\(bound.map { ", " + $0 } ?? ""); "
        if free > 0 {
            let room = "\(format(free)) points free in \(line)"
            // Room no item grows into goes to the line's auto margins
            // (step 5), else to justification.
            let unclaimed = share.autoMargins > 0 ? "go to its auto margins" : "go to no item"
            if share.total == 0 {
                text += "the \(room) \(unclaimed): none has flexGrow"
            } else if share.factor == 0 {
                text += "it does not grow (flexGrow 0): the \(room) go to the items that do"
            } else if share.factor == share.total {
                text += "it grew by all the \(room) (flexGrow \(format(share.factor)))"
            } else {
                text += "it grew by \(format(share.adjustment)) of the \(room) (flexGrow \(format(share.factor))"
                    + " of \(format(share.total)))"
            }
        } else {
            let overflow = "\(format(-free)) points by which \(line) overflows"
            let weights = "flexShrink \(format(share.factor)) × its basis, of \(format(share.total)) in all"
            if share.total == 0 {
                text += "no item of \(line) shrinks (none has flexShrink), which overflows by \(format(-free)) points"
            } else if share.factor == 0 {
                text += "it does not shrink (flexShrink 0): the \(overflow) come off the items that do"
            } else if share.basis + share.adjustment < -FlexLayout.epsilon {
                // A share larger than the item stops it at 0; Texture's
                // single pass does not hand the rest to the others.
                text += "it shrank by all of its \(format(share.basis)), to 0: its share of the \(overflow) is"
                    + " \(format(-share.adjustment)) (\(weights)), and as in Texture what it cannot give is not passed"
                    + " to the others"
            } else if abs(share.factor * share.basis - share.total) < FlexLayout.epsilon {
                // The only item that shrinks takes all of it, as a lone
                // grower does: "32 of the 32 points … of 54 in all" read as
                // a share of something else.
                text += "it shrank by all the \(overflow) (flexShrink \(format(share.factor)), the only item that shrinks)"
            } else {
                text += "it shrank by \(format(-share.adjustment)) of the \(overflow) (\(weights))"
            }
        }
        // Texture's offer wins over the item's own bounds (CSS's would not):
        // the basis when it is out of them already, else the flexing.
        if length > own.maximum + FlexLayout.epsilon {
            let cause = share.basis > own.maximum + FlexLayout.epsilon ? "its flex basis" : "growing"
            text += "; as in Texture, \(cause) takes it past \(ownSetBy ?? "its maximum"), \(format(own.maximum))"
        } else if length < own.minimum - FlexLayout.epsilon {
            let cause = share.basis < own.minimum - FlexLayout.epsilon ? "its flex basis" : "shrinking"
            text += "; as in Texture, \(cause) takes it below \(ownSetBy ?? "its minimum"), \(format(own.minimum))"
        }
        return text
    }
}
