/// The flex generator (`Docs/Formats/StackRules.md`, "Flex stacks"): the
/// compiler measures every visible item as Texture does (step 1 of the
/// rules) and leaves growing, shrinking, justifying and cross placement to
/// the solver, so that a flex stack whose length comes from other
/// constraints flexes within the same solve.
///
/// The rules' auxiliary quantities are lengths of guides the stack owns:
/// growth `Up` and shrinkage `Dn` (`STK-flex-growth`, `STK-flex-shrinkage`),
/// what each item gives (`STK-flex-shrunk(item)`), the spaces before the
/// first item, between items and after the last (`STK-flex-leading-space`,
/// `STK-flex-gap(item)` after each item, `STK-flex-trailing-space`). Each is tied by two-item
/// constraints, so the stack's constraints read like any others.
extension StackCompiler {
    /// An arranged item as the flex layout measured it.
    struct FlexMeasure {
        let item: LayoutItem
        let options: FlexItemOptions
        /// Where the item goes across the axis (its own or the stack's alignment).
        let alignment: StackAlignment
        /// The length along the axis it starts from, before flexing.
        let base: Double
        /// Its cross length.
        let cross: Double
        /// Its baseline's distance from its cross start, for baseline alignment.
        let baseline: Double
    }

    mutating func compileFlex(_ justification: FlexJustification) {
        let axis = stack.axis
        let main = AxisAttributes.physical(axis), cross = AxisAttributes.physical(axis.cross)
        let mainRange = stack.sizeRange.bounds(along: axis), crossRange = stack.sizeRange.bounds(along: axis.cross)
        compileSizeRange(mainRange, main)
        compileSizeRange(crossRange, cross)
        let measures = stack.arrangedItems.map { measure($0, mainRange: mainRange, crossRange: crossRange) }
        let visible = measures.filter { !$0.item.isHidden }
        let content = visible.reduce(0) { $0 + $1.base + $1.options.spacingBefore + $1.options.spacingAfter }
            + stack.spacing.value * Double(max(visible.count - 1, 0))
        let line = lineCrossLength(visible, crossRange)
        emit(.contentFit, stack, main.length, .lessThanOrEqual, constant: content,
             priority: stack.contentHuggingPriority(for: axis))
        emit(.contentFit, stack, main.length, .greaterThanOrEqual, constant: content,
             priority: stack.contentCompressionResistancePriority(for: axis))
        emit(.contentFit, stack, cross.length, .lessThanOrEqual, constant: line,
             priority: stack.contentHuggingPriority(for: axis.cross))
        emit(.contentFit, stack, cross.length, .greaterThanOrEqual, constant: line,
             priority: stack.contentCompressionResistancePriority(for: axis.cross))
        if !visible.isEmpty {
            compileFlexLengths(visible, content: content, main)
            compileFlexChain(visible, justification, main)
        }
        let baseline = visible.filter { $0.alignment.isBaseline }.map(\.baseline).max() ?? 0
        for measure in measures {
            compileFlexCross(measure, lineBaseline: baseline, cross)
        }
        compileFlexHiding(measures, main)
    }

    /// `STK-size-range`: the stack's own range, as required bounds.
    private mutating func compileSizeRange(_ range: (minimum: Double, maximum: Double), _ attributes: AxisAttributes) {
        if range.minimum > 0 {
            emit(.sizeRange, stack, attributes.length, .greaterThanOrEqual, constant: range.minimum)
        }
        if range.maximum.isFinite {
            emit(.sizeRange, stack, attributes.length, .lessThanOrEqual, constant: range.maximum)
        }
    }

    /// Step 1 of the flex rules: the item's preferred (intrinsic) size
    /// clamped to the range the stack offers, intersected with the item's
    /// own range (CSS: its minimum beats its maximum; the stack's range wins
    /// where they do not overlap). The basis, when it resolves, fixes the
    /// main length.
    private func measure(_ item: LayoutItem, mainRange: (minimum: Double, maximum: Double),
                         crossRange: (minimum: Double, maximum: Double)) -> FlexMeasure {
        let axis = stack.axis
        let options = stack.flexOptions(for: item)
        var alignment = (options.alignSelf ?? stack.alignment)
        if axis == .vertical && alignment.isBaseline { alignment = .leading }
        let definiteMain = mainRange.minimum == mainRange.maximum ? mainRange.minimum : nil
        let offered: (Double, Double) = switch options.basis {
        case let .points(points): (points, points)
        case let .fraction(fraction) where definiteMain != nil: (fraction * definiteMain!, fraction * definiteMain!)
        default: (0, .infinity)
        }
        func own(_ axis: LayoutAxis) -> (Double, Double) {
            let minimum = max(options.minimumSize[axis], 0)
            return (minimum, max(minimum, options.maximumSize[axis]))
        }
        func clamp(_ value: Double, _ offered: (Double, Double), _ own: (Double, Double)) -> Double {
            var range = (max(offered.0, own.0), min(offered.1, own.1))
            if range.0 > range.1 { range = offered }
            return min(max(value, range.0), range.1)
        }
        let base = clamp(item.intrinsicLength(along: axis) ?? 0, offered, own(axis))
        let crossOffered = (alignment == .fill ? crossRange.minimum : 0, crossRange.maximum)
        let crossLength = clamp(item.intrinsicLength(along: axis.cross) ?? 0, crossOffered, own(axis.cross))
        let baseline = alignment == .firstBaseline ? item.firstBaselineOffset ?? 0 : item.lastBaselineOffset ?? crossLength
        return FlexMeasure(item: item, options: options, alignment: alignment, base: base, cross: crossLength,
                           baseline: baseline)
    }

    /// Step 4 of the flex rules: the line's cross length, from the tallest
    /// item (a baseline group counts as its tallest ascent plus deepest
    /// descent), clamped to the stack's range; a fixed range decides alone.
    private func lineCrossLength(_ visible: [FlexMeasure], _ range: (minimum: Double, maximum: Double)) -> Double {
        if range.minimum == range.maximum { return range.minimum }
        let baselined = visible.filter { $0.alignment.isBaseline }
        let ascent = baselined.map(\.baseline).max() ?? 0
        let descent = baselined.map { $0.cross - $0.baseline }.max() ?? 0
        let tallest = visible.filter { !$0.alignment.isBaseline }.map(\.cross).max() ?? 0
        let length = max(baselined.isEmpty ? 0 : ascent + descent, tallest)
        return min(max(length, range.minimum), range.maximum)
    }

    /// `STK-flex-violation`, `-split`, `-size`, `-shrink`, `-shrink-share`:
    /// growth − shrinkage = stack length − content; each item's length is
    /// its base plus its share of growth (by grow factor) minus what it gives
    /// (shrinkage shared by base × shrink factor, between 0 and its base).
    private mutating func compileFlexLengths(_ visible: [FlexMeasure], content: Double, _ main: AxisAttributes) {
        let growth = guides.guide("STK-flex-growth"), shrinkage = guides.guide("STK-flex-shrinkage")
        emit(.flexViolation, growth, main.lead, .equal, stack, main.lead, constant: content)
        emit(.flexViolation, shrinkage, main.lead, .equal, stack, main.trail)
        emit(.flexViolation, shrinkage, main.trail, .equal, growth, main.trail)
        emit(.flexViolation, growth, main.length, .greaterThanOrEqual, constant: 0)
        emit(.flexViolation, shrinkage, main.length, .greaterThanOrEqual, constant: 0)
        emit(.flexSplit, growth, main.length, .equal, constant: 0, priority: .flexSplit)
        emit(.flexSplit, shrinkage, main.length, .equal, constant: 0, priority: .flexSplit)
        let totalGrow = visible.reduce(0) { $0 + max($1.options.grow, 0) }
        let totalShrink = visible.reduce(0) { $0 + $1.base * max($1.options.shrink, 0) }
        let roundedGrowth = wholePointGrowth(visible, content: content, totalGrow: totalGrow, main)
        for (index, measure) in visible.enumerated() {
            let item = measure.item
            if let roundedGrowth {
                emit(.flexSize, item, main.length, .equal, constant: measure.base + roundedGrowth[index])
                continue
            }
            let grows = totalGrow > 0 && measure.options.grow > 0
            let shrinks = totalShrink > 0 && measure.options.shrink > 0 && measure.base > 0
            let share = grows ? measure.options.grow / totalGrow : 0
            guard shrinks else {
                if grows {
                    emit(.flexSize, item, main.length, .equal, growth, main.length, multiplier: share, constant: measure.base)
                } else {
                    emit(.flexSize, item, main.length, .equal, constant: measure.base)
                }
                continue
            }
            // The shrunk guide runs from the item's trailing edge to where it
            // would end unshrunk: its length is what the item gives.
            let shrunk = guides.guide("STK-flex-shrunk", for: item)
            emit(.flexSize, shrunk, main.lead, .equal, item, main.trail)
            if grows {
                let grown = guides.guide("STK-flex-grown", for: item)
                emit(.flexSize, grown, main.lead, .equal, item, main.lead)
                emit(.flexSize, grown, main.length, .equal, growth, main.length, multiplier: share, constant: measure.base)
                emit(.flexSize, shrunk, main.trail, .equal, grown, main.trail)
            } else {
                emit(.flexSize, shrunk, main.trail, .equal, item, main.lead, constant: measure.base)
            }
            let weight = measure.base * measure.options.shrink / totalShrink
            emit(.flexShrink, shrunk, main.length, .greaterThanOrEqual, constant: 0)
            emit(.flexShrink, shrunk, main.length, .lessThanOrEqual, constant: measure.base)
            emit(.flexShrink, shrunk, main.length, .lessThanOrEqual, shrinkage, main.length, multiplier: weight)
            emit(.flexShrinkShare, shrunk, main.length, .equal, shrinkage, main.length, multiplier: weight,
                 priority: .flexShrinkShare)
        }
    }

    /// Texture's integer rounding: with the stack's length fixed, the growth
    /// is known when compiling; each share is rounded down and the remainder
    /// goes to the first item whose share is not zero. Nil when it does not
    /// apply (rounding off, a length the solver decides, nothing to grow).
    private func wholePointGrowth(_ visible: [FlexMeasure], content: Double, totalGrow: Double,
                                  _ main: AxisAttributes) -> [Double]? {
        let range = stack.sizeRange.bounds(along: stack.axis)
        let violation = range.minimum - content
        guard stack.roundsGrowthToWholePoints, range.minimum == range.maximum, totalGrow > 0,
              violation >= Self.violationEpsilon else { return nil }
        var shares = visible.map { ($0.options.grow > 0 ? violation * $0.options.grow / totalGrow : 0).rounded(.down) }
        if let first = shares.firstIndex(where: { $0 != 0 }) ?? visible.firstIndex(where: { $0.options.grow > 0 }) {
            shares[first] += violation - shares.reduce(0, +)
        }
        return shares
    }

    /// Texture's `kViolationEpsilon`: smaller violations flex nothing.
    static let violationEpsilon = 0.01

    /// `STK-flex-chain` and `STK-flex-justify`: the items in order, each
    /// gap its spacing plus the items' own spacing before and after plus an
    /// extra space shared by every gap; the spaces at the ends and the extra
    /// one follow the justification.
    private mutating func compileFlexChain(_ visible: [FlexMeasure], _ justification: FlexJustification,
                                           _ main: AxisAttributes) {
        let leadingSpace = guides.guide("STK-flex-leading-space")
        let trailingSpace = guides.guide("STK-flex-trailing-space")
        let first = visible[0], last = visible[visible.count - 1]
        emit(.flexChain, leadingSpace, main.lead, .equal, stack, main.lead, constant: first.options.spacingBefore)
        emit(.flexChain, leadingSpace, main.trail, .equal, first.item, main.lead)
        var firstGap: LayoutGuide?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = guides.guide("STK-flex-gap", for: a.item)
            emit(.flexChain, gap, main.lead, .equal, a.item, main.trail,
                 constant: a.options.spacingAfter + spacing(after: a.item) + b.options.spacingBefore)
            emit(.flexChain, gap, main.trail, .equal, b.item, main.lead)
            if let firstGap {
                emit(.flexChain, gap, main.length, .equal, firstGap, main.length)
            } else {
                firstGap = gap
            }
        }
        emit(.flexChain, trailingSpace, main.lead, .equal, last.item, main.trail, constant: last.options.spacingAfter)
        emit(.flexChain, trailingSpace, main.trail, .equal, stack, main.trail)
        var effective = justification
        if visible.count == 1 {
            if effective == .spaceBetween { effective = .start }
            if effective == .spaceAround { effective = .center }
        }
        switch effective {
        case .start:
            emit(.flexJustify, leadingSpace, main.length, .equal, constant: 0)
        case .end:
            emit(.flexJustify, trailingSpace, main.length, .equal, constant: 0)
        case .center, .spaceAround:
            emit(.flexJustify, leadingSpace, main.length, .equal, trailingSpace, main.length)
        case .spaceBetween:
            emit(.flexJustify, leadingSpace, main.length, .equal, constant: 0)
            emit(.flexJustify, trailingSpace, main.length, .equal, constant: 0, priority: .flexPreference)
        }
        guard let firstGap else { return }
        switch effective {
        case .start, .end, .center:
            emit(.flexJustify, firstGap, main.length, .equal, constant: 0)
        case .spaceBetween:
            emit(.flexJustify, firstGap, main.length, .greaterThanOrEqual, constant: 0)
        case .spaceAround:
            emit(.flexJustify, firstGap, main.length, .greaterThanOrEqual, constant: 0)
            emit(.flexJustify, firstGap, main.length, .equal, leadingSpace, main.length, multiplier: 2,
                 priority: .flexPreference)
        }
    }

    /// `STK-flex-cross` and `STK-flex-stretch`: a stretched item reaches the
    /// stack's cross length but keeps its own if longer; the others keep
    /// their measured cross length, at the start, end, centre or on the
    /// line's baseline.
    private mutating func compileFlexCross(_ measure: FlexMeasure, lineBaseline: Double, _ cross: AxisAttributes) {
        let item = measure.item
        switch measure.alignment {
        case .fill:
            emit(.flexStretch, item, cross.length, .greaterThanOrEqual, constant: measure.cross)
            emit(.flexStretch, item, cross.length, .greaterThanOrEqual, stack, cross.length)
            emit(.flexStretch, item, cross.length, .equal, constant: 0, priority: .flexPreference)
            emit(.flexCross, item, cross.lead, .equal, stack, cross.lead)
            return
        case .leading:
            emit(.flexCross, item, cross.lead, .equal, stack, cross.lead)
        case .trailing:
            emit(.flexCross, item, cross.trail, .equal, stack, cross.trail)
        case .center:
            emit(.flexCross, item, cross.mid, .equal, stack, cross.mid)
        case .firstBaseline, .lastBaseline:
            emit(.flexCross, item, cross.lead, .equal, stack, cross.lead, constant: lineBaseline - measure.baseline)
        }
        emit(.flexCross, item, cross.length, .equal, constant: measure.cross)
    }

    /// A hidden flex item takes no part in the layout: it has no length and
    /// sits where the next visible item starts (or where the content ends),
    /// placed across the axis as if it were visible (a library rule).
    private mutating func compileFlexHiding(_ measures: [FlexMeasure], _ main: AxisAttributes) {
        for (index, measure) in measures.enumerated() where measure.item.isHidden {
            emit(.hiding, measure.item, main.length, .equal, constant: 0, priority: .stackHiding)
            if let next = measures[(index + 1)...].first(where: { !$0.item.isHidden }) {
                emit(.spacingHidden, measure.item, main.lead, .equal, next.item, main.lead, priority: .stackHiddenParking)
            } else if measures.contains(where: { !$0.item.isHidden }) {
                emit(.spacingHidden, measure.item, main.lead, .equal, guides.guide("STK-flex-trailing-space"), main.lead,
                     priority: .stackHiddenParking)
            } else {
                emit(.spacingHidden, measure.item, main.lead, .equal, stack, main.lead, priority: .stackHiddenParking)
            }
        }
    }
}
