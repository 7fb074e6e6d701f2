/// Where the constraints that depend on which items are arranged and
/// hidden sit in a stack's compiled list, for the stacks in which nothing
/// else does: the `fill` distribution with no order tiebreaks (no visible
/// item has an intrinsic length along the axis), the `fill` alignment, and
/// something visible.
///
/// The list is the canvas connections along the axis, then a slot of the
/// spacing and hiding part for each arranged item, then two alignment
/// constraints for each item after the first, then the canvas connections
/// across. Hiding, showing, inserting or removing an item (but the first,
/// which every alignment names) changes only the canvas connections along
/// the axis, the slots between the visible items around the item, and the
/// item's own alignment constraints, so a stack of a thousand items
/// compiles a handful of constraints for it instead of every one.
struct SlotLayout {
    /// Where each arranged item's slot starts in the list, and past the
    /// last slot the part's end; the canvas connections along the axis
    /// come before the first.
    var slotStarts: [Int]
    /// How many arranged items are visible.
    var visibleCount: Int

    /// The alignment constraints of each item after the first.
    static let alignmentsPerItem = 2

    /// Takes out the slot of the item that was at `index`, once the
    /// constraints at `removed` (ascending indices into the list) went
    /// with it; false when they were not where this layout has them.
    mutating func removeSlot(at index: Int, removed: [Int], wasVisible: Bool) -> Bool {
        var next = 0
        for slot in slotStarts.indices {
            while next < removed.count && removed[next] < slotStarts[slot] { next += 1 }
            slotStarts[slot] -= next
        }
        // Every constraint of the item's slot names the item.
        guard slotStarts[index] == slotStarts[index + 1] else { return false }
        slotStarts.remove(at: index)
        if wasVisible { visibleCount -= 1 }
        return visibleCount > 0
    }
}

/// A change of a stack's arranged items, other than hiding, that its next
/// compilation may compile around (see ``SlotLayout``).
enum ArrangementChange {
    /// An item newly arranged, at an index past the first.
    case inserted(LayoutItem)
    /// The item at this index, past the first, stopped being arranged; its
    /// constraints already went.
    case removed(at: Int)
}

/// A stretch of a stack's compiled list compiled again: `range` of the
/// last list becomes `constraints`.
struct GeneratedConstraintEdit {
    let range: Range<Int>
    let constraints: [GeneratedConstraint]
}

extension StackCompiler {
    /// The slot layout of the list just compiled, or nil when a change of
    /// the arranged items or of which are hidden could change more than
    /// their surroundings.
    func slotLayout() -> SlotLayout? {
        guard stack.distribution == .fill, stack.alignment.effective(along: stack.axis) == .fill,
              !output.contains(where: { $0.rule == .orderTiebreak }) else { return nil }
        let visibleCount = stack.arrangedItems.count { !$0.isHidden }
        guard visibleCount > 0 else { return nil }
        return SlotLayout(slotStarts: slotStarts, visibleCount: visibleCount)
    }

    /// The edits that bring the last compiled list (laid out as `layout`
    /// says) up to date after the items of `toggled` changed `isHidden`
    /// (`wasHidden`: their state at that compilation) and `change`, if
    /// any, changed the arranged items, in ascending order, with `layout`
    /// updated to the list they make; nil when the stack must compile in
    /// full (something visible became nothing, an item shown gets an order
    /// tiebreak, an item toggled is no longer arranged).
    ///
    /// A slot depends on its item's state, the visible item before it and
    /// the first visible item after it, so the slots that change lie
    /// between the visible items around a toggled, inserted or removed
    /// item, the next visible one's included.
    mutating func recompile(around toggled: [(item: LayoutItem, wasHidden: Bool)], _ change: ArrangementChange?,
                            layout: inout SlotLayout) -> [GeneratedConstraintEdit]? {
        let arranged = stack.arrangedItems
        var visibleCount = layout.visibleCount
        var slots: [Range<Int>] = []
        var inserted: Int?
        switch change {
        case .inserted(let item):
            guard let index = arranged.firstIndex(where: { $0 === item }), index > 0,
                  layout.slotStarts.count == arranged.count else { return nil }
            // Its slot starts empty, where it goes.
            layout.slotStarts.insert(layout.slotStarts[index], at: index)
            if !item.isHidden {
                guard item.intrinsicLength(along: stack.axis) == nil else { return nil }
                visibleCount += 1
            }
            inserted = index
            slots.append(around(index, in: arranged, nextFrom: index + 1))
        case .removed(let index):
            guard layout.slotStarts.count == arranged.count + 1 else { return nil }
            slots.append(around(index, in: arranged, nextFrom: index))
        case nil:
            guard layout.slotStarts.count == arranged.count + 1 else { return nil }
        }
        // An item inserted counts as it is now, however it was toggled since.
        let insertedItem: LayoutItem? = if case .inserted(let item) = change { item } else { nil }
        for (item, wasHidden) in toggled where item.isHidden != wasHidden && item !== insertedItem {
            guard let index = arranged.firstIndex(where: { $0 === item }) else { return nil }
            if item.isHidden {
                visibleCount -= 1
            } else {
                guard item.intrinsicLength(along: stack.axis) == nil else { return nil }
                visibleCount += 1
            }
            slots.append(around(index, in: arranged, nextFrom: index + 1))
        }
        guard visibleCount > 0 else { return nil }
        layout.visibleCount = visibleCount
        let main = AxisAttributes.directional(stack.axis)

        resetOutput()
        compileCanvasConnections(first: arranged.first { !$0.isHidden }!, last: arranged.last { !$0.isHidden }!, main)
        var edits = [GeneratedConstraintEdit(range: 0..<layout.slotStarts[0], constraints: output)]
        var sizes = layout.slotStarts.indices.dropLast().map { layout.slotStarts[$0 + 1] - layout.slotStarts[$0] }
        for range in merged(slots) where !range.isEmpty {
            resetOutput()
            var previousVisible = range.lowerBound == 0 ? nil : arranged[range.lowerBound - 1]
            for index in range {
                let start = output.count
                compileSlot(at: index, in: arranged, after: &previousVisible, main, orderingSpanner: nil)
                sizes[index] = output.count - start
            }
            edits.append(GeneratedConstraintEdit(range: layout.slotStarts[range.lowerBound]..<layout.slotStarts[range.upperBound],
                                                 constraints: output))
        }
        if let inserted {
            resetOutput()
            compileAlignment(of: arranged[inserted], to: arranged[0], .fill, .directional(stack.axis.cross))
            let start = layout.slotStarts[arranged.count] + SlotLayout.alignmentsPerItem * (inserted - 1)
            edits.append(GeneratedConstraintEdit(range: start..<start, constraints: output))
        }
        var start = edits[0].constraints.count
        for slot in sizes.indices {
            layout.slotStarts[slot] = start
            start += sizes[slot]
        }
        layout.slotStarts[arranged.count] = start
        return edits
    }

    /// The slots a change at `index` reaches: from past the visible item
    /// before it to the first visible item from `nextFrom` on (or the last
    /// item); empty where an item removed from the end leaves a visible
    /// item last.
    private func around(_ index: Int, in arranged: [LayoutItem], nextFrom: Int) -> Range<Int> {
        let lower = arranged[..<index].lastIndex { !$0.isHidden }.map { $0 + 1 } ?? 0
        let upper = arranged[nextFrom...].firstIndex { !$0.isHidden } ?? arranged.count - 1
        return lower..<max(upper + 1, lower)
    }

    /// Overlapping and adjacent ranges of slots joined, in ascending order.
    private func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
