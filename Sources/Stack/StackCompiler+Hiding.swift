/// Where the constraints that depend on which items are hidden sit in a
/// stack's compiled list, for the stacks in which nothing else does: the
/// `fill` distribution with no order tiebreaks (no visible item has an
/// intrinsic length along the axis), the `fill` alignment, and something
/// visible. There hiding or showing items changes only the canvas
/// connections that open the list and the slots of the spacing and hiding
/// part between the visible items around each, so a stack of a thousand
/// items compiles a handful of constraints for it instead of every one.
struct HidingLayout {
    /// Where each arranged item's slot of the spacing and hiding part
    /// starts in the list, and past the last slot the part's end.
    var slotStarts: [Int]
    /// How many arranged items are visible.
    var visibleCount: Int
}

/// A stretch of a stack's compiled list compiled again: `range` of the
/// last list becomes `constraints`.
struct GeneratedConstraintEdit {
    let range: Range<Int>
    let constraints: [GeneratedConstraint]
}

extension StackCompiler {
    /// The number of canvas connections that open the list of a stack with
    /// something visible.
    static let canvasConnectionCount = 2

    /// The hiding layout of the list just compiled, or nil when hiding an
    /// item could change more than its surroundings.
    func hidingLayout() -> HidingLayout? {
        guard stack.distribution == .fill, stack.alignment.effective(along: stack.axis) == .fill,
              !output.contains(where: { $0.rule == .orderTiebreak }) else { return nil }
        let visibleCount = stack.arrangedItems.count { !$0.isHidden }
        guard visibleCount > 0 else { return nil }
        return HidingLayout(slotStarts: slotStarts, visibleCount: visibleCount)
    }

    /// The edits that bring the last compiled list (laid out as `layout`
    /// says) up to date after the items of `toggled` changed `isHidden`
    /// (`wasHidden`: their state at that compilation), in ascending order,
    /// with `layout` updated to the list they make; nil when the stack
    /// must compile in full (something visible became nothing, an item
    /// shown gets an order tiebreak, an item is no longer arranged).
    ///
    /// A slot depends on its item's state, the visible item before it and
    /// the first visible item after it, so the slots that change lie
    /// between the visible items around a toggled item, the next one's
    /// included.
    mutating func recompileHiding(_ toggled: [(item: LayoutItem, wasHidden: Bool)],
                                  layout: inout HidingLayout) -> [GeneratedConstraintEdit]? {
        let arranged = stack.arrangedItems
        guard layout.slotStarts.count == arranged.count + 1 else { return nil }
        var visibleCount = layout.visibleCount
        var slots: [ClosedRange<Int>] = []
        for (item, wasHidden) in toggled where item.isHidden != wasHidden {
            guard let index = arranged.firstIndex(where: { $0 === item }) else { return nil }
            if item.isHidden {
                visibleCount -= 1
            } else {
                guard item.intrinsicLength(along: stack.axis) == nil else { return nil }
                visibleCount += 1
            }
            let lower = arranged[..<index].lastIndex { !$0.isHidden }.map { $0 + 1 } ?? 0
            let upper = arranged[(index + 1)...].firstIndex { !$0.isHidden } ?? arranged.count - 1
            slots.append(lower...upper)
        }
        guard visibleCount > 0 else { return nil }
        layout.visibleCount = visibleCount
        let main = AxisAttributes.directional(stack.axis)

        resetOutput()
        compileCanvasConnections(first: arranged.first { !$0.isHidden }!, last: arranged.last { !$0.isHidden }!, main)
        var edits = [GeneratedConstraintEdit(range: 0..<Self.canvasConnectionCount, constraints: output)]
        var sizes: [(slot: Int, size: Int)] = []
        for range in merged(slots) {
            resetOutput()
            var previousVisible = range.lowerBound == 0 ? nil : arranged[range.lowerBound - 1]
            for index in range {
                let start = output.count
                compileSlot(at: index, in: arranged, after: &previousVisible, main, orderingSpanner: nil)
                sizes.append((index, output.count - start))
            }
            edits.append(GeneratedConstraintEdit(range: layout.slotStarts[range.lowerBound]..<layout.slotStarts[range.upperBound + 1],
                                                 constraints: output))
        }
        // The slots after each one compiled again move by what it grew.
        guard let firstChanged = sizes.first?.slot else { return edits }
        var shift = 0, next = 0
        var oldStart = layout.slotStarts[firstChanged]
        for slot in firstChanged..<arranged.count {
            let oldEnd = layout.slotStarts[slot + 1]
            layout.slotStarts[slot] = oldStart + shift
            if next < sizes.count && sizes[next].slot == slot {
                shift += sizes[next].size - (oldEnd - oldStart)
                next += 1
            }
            oldStart = oldEnd
        }
        layout.slotStarts[arranged.count] += shift
        return edits
    }

    /// Overlapping and adjacent ranges of slots joined, in ascending order.
    private func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
