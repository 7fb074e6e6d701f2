extension LayoutEngine {
    /// Why `region`'s `attribute` has its value: the constraints that decide
    /// it in the current layout and the arithmetic (see ``ValueExplanation``).
    ///
    /// The solver names the constraints its solution of the attribute's
    /// variables rests on (`Solver.constraintsDetermining(_:)`); their
    /// weights are the combination of their equations that gives the
    /// attribute, found by elimination over the variables they share
    /// (`SparseElimination`).
    /// - Complexity: about the k deciding constraints times the entries
    ///   the elimination fills in: linear in k for a chain (the top of the
    ///   last message of a chat); meant for debugging.
    public func explanation(of attribute: LayoutAttribute, for region: LayoutRegion) -> ValueExplanation {
        layoutIfNeeded()
        wakeDormantConstraints()
        let target = expression(region, attribute, mirrored: false)
        let value = evaluate(target)
        // A position inside scrolled content is moved by the offset, which
        // is not the attribute's own (a margin, a baseline): told apart.
        let scrolled = contentOffsetShare { self.expression(region, attribute, mirrored: false).constant }
        // An open value rests on constraints too (the solver's current
        // choice among equally good ones), but they do not decide it: say
        // that, with the range, rather than a sum that holds by chance.
        func explained(_ terms: [ValueExplanation.Term], openRange: ClosedRange<Double>?) -> ValueExplanation {
            var shown = scrolled
            let terms = unscrolled(terms, besides: &shown)
            let trading = openRange == nil ? [] : constraintsTrading(target)
            // Made to give way by a point, or by the whole range when it is narrower.
            let tied = openRange.map { constraintsTied(with: trading, step: min(1, $0.upperBound - $0.lowerBound)) } ?? []
            let moving = openRange.flatMap { range in
                trading.isEmpty ? sizesMoving(with: target, within: range, around: region, attribute) : nil
            } ?? []
            let notes = wrapping(among: terms, explaining: region)
            let hidden = hiding(of: region, attribute, value: value, terms: terms)
            var explanation = ValueExplanation(region: region, attribute: attribute, value: value, terms: terms,
                                    offset: target.constant - scrolled, contentOffsetShare: shown,
                                    scrollItems: shown == 0 ? [] : scrollItems(reaching: [region], along: attribute.axis),
                                    linesAboveLastBaseline: linesAboveLastBaseline(of: region, attribute), openRange: openRange,
                                    tradingConstraints: trading, tiedConstraints: tied,
                                    brokenConstraints: !trading.isEmpty ? []
                                        : openRange != nil ? brokenConstraints(naming: region, along: attribute.axis)
                                        : brokenConstraints(naming: attribute, of: region),
                                    sizesMovingWithIt: moving,
                                    openRegions: openRange.map { range in
                                        trading.isEmpty ? openRegions(behind: target, of: region, attribute, range: range) : []
                                    } ?? [],
                                    hiding: hidden,
                                    // Nothing of a hidden item shows, so none of it is cut.
                                    wrapping: notes, clipping: hidden != nil ? nil
                                        : clipping(of: region, attribute, terms: terms, besides: notes, openRange: openRange),
                                    givingWay: openRange == nil ? givingWay(of: region, attribute, value: value, terms: terms, besides: hidden) : nil,
                                    scaledPositions: scaledPositions(among: terms))
            explanation.offsetSafeAreaInset = safeAreaShare(of: region, attribute, offset: target.constant - scrolled)
            if openRange == nil {
                explanation.unboundedWidth = unboundedWidth(of: region, attribute, terms: terms)
                explanation.unplaced = unplacedItems(among: terms.map(\.constraint), isOpen: { self.openRange(of: $0) != nil })
                    .map { ValueExplanation.Unplaced(item: $0.item, axis: $0.axis) }
            }
            return explanation
        }
        if let open = openRange(of: target) { return explained([], openRange: open) }
        guard let terms = shares(of: target, value: value, namingBinding: true, explaining: region) else {
            return explained([], openRange: nil)
        }
        return explained(terms, openRange: nil)
    }

    /// The broken constraints that name `region` along `axis`, in
    /// activation order: what may have been meant to place or size it.
    func brokenConstraints(naming region: LayoutRegion, along axis: LayoutAxis) -> [LayoutConstraint] {
        tree.active.filter { constraint in
            constraint.isBroken && constraint.firstAttribute.axis == axis && !constraint.namesReleasedItem
                && (constraint.firstItem === region || constraint.secondItem === region)
        }.sorted { order(of: $0) < order(of: $1) }
    }

    /// The broken constraints that name `region`'s `attribute` itself
    /// (leading and trailing as the left or right they are), in
    /// activation order: for a value the others decide, what was meant to
    /// put it elsewhere (a trailing edge broken in a conflict, which stays
    /// broken after another member gave way).
    func brokenConstraints(naming attribute: LayoutAttribute, of region: LayoutRegion) -> [LayoutConstraint] {
        let rightToLeft = region.isRightToLeft
        func physical(_ attribute: LayoutAttribute) -> LayoutAttribute {
            switch attribute {
            case .leading: rightToLeft ? .right : .left
            case .trailing: rightToLeft ? .left : .right
            default: attribute
            }
        }
        let asked = physical(attribute)
        return brokenConstraints(naming: region, along: attribute.axis).filter { constraint in
            constraint.firstItem === region && physical(constraint.firstAttribute) == asked
                || constraint.secondItem === region && constraint.secondAttribute.map(physical) == asked
        }
    }

    /// The constraints that decide `target`, now `value`, each with its
    /// share (see ``ValueExplanation/terms``); nil when their shares cannot
    /// be worked out. With `namingBinding`, of an item's hugging and
    /// compression resistance at its intrinsic length the one the value
    /// would move without is named, which asks a probe each. Asked
    /// `insideProbe` (a width worked out in a probe of its own), a floor the
    /// value rests on stays among the terms: whether the value would keep
    /// without it takes a probe, and probes do not nest.
    private func shares(of target: Expression, value: Double, namingBinding: Bool,
                        explaining region: LayoutRegion? = nil, insideProbe: Bool = false) -> [ValueExplanation.Term]? {
        var deciding = constraintsDetermining(target)
        // A floor the value rests on but would keep without (a hidden item's
        // zero, which its collapse decides too) gives way to what decides
        // the value without it.
        if !insideProbe, let floor = deciding.first(where: \.isNonNegativeFloor), let equation = floor.solverConstraint,
           !valueMoves(target, from: value, without: floor) {
            let others = solver.probe { () -> [LayoutConstraint] in
                guard (try? solver.removeConstraint(equation)) != nil else { return [] }
                return constraintsDetermining(target)
            }
            if !others.isEmpty { deciding = others }
        }
        deciding = deciding.map { contentSizeConstraint(standingFor: $0, among: deciding) }
        if namingBinding {
            deciding = deciding.map { bindingContentSizeConstraint(for: $0, among: deciding, target: target, value: value) }
        }
        let equations = deciding.compactMap(\.solverConstraint).map(\.expression)
        guard equations.count == deciding.count,
              let weights = Self.combination(of: equations, giving: target) else { return nil }
        var terms: [ValueExplanation.Term] = []
        for (index, constraint) in deciding.enumerated() where weights[index] != 0 {
            // The equation's variable part at the solution: its value less its constant.
            let equation = equations[index]
            let part = equation.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let amount = weights[index] * part
            // The equation's constant is −(its anchors' offset − its own
            // constant): the share of the offset that scrolling makes
            // enters the value weighed as the rest.
            let items = constraint.items
            let scrolled = -weights[index] * contentOffsetShare { self.equation(for: constraint, items).anchorOffset }
            let scrolledShare = abs(scrolled) <= Self.ambiguityTolerance ? 0 : scrolled
            terms.append(.init(constraint: constraint, amount: abs(amount) <= Self.ambiguityTolerance ? 0 : amount,
                               factor: weights[index], offsets: attributeOffsets(of: constraint),
                               contentOffsetShare: scrolledShare,
                               scrollItems: scrolledShare == 0 ? [] : scrollItems(reaching: [items.first, items.second].compactMap { $0 },
                                                                                           along: constraint.firstAttribute.axis)))
        }
        // A constraint that adds nothing is left out when others add
        // something, but for a multiplier, which scales another's share;
        // when shares are scaled, for one that makes two lengths equal (the
        // equal gaps of a stack, equal widths), which is what splits them;
        // and for one that centres, which makes one side mirror the other
        // (a centred title's width is twice the room on its tighter side);
        // and for one that names `region`, which ties it to the rest (a
        // body pinned to a readable column's leading edge): without it the
        // sum holds but does not say why; and for one with a note, which
        // says what its 0 stands for (a keyboard guide of no height while
        // the keyboard is down). A value no constraint adds to (0 from
        // `a.top == r.top`) is named by all that decide it.
        if terms.contains(where: { $0.amount != 0 }) {
            let scaled = terms.contains { abs(abs($0.factor) - 1) > 1e-9 }
            terms.removeAll { term in
                let constraint = term.constraint
                let splitsLengths = scaled && constraint.firstAttribute.isDimension
                    && constraint.secondAttribute?.isDimension == true
                let centres = constraint.firstAttribute.isCenter && constraint.secondAttribute?.isCenter == true
                let ties = region.map { constraint.firstItem === $0 || constraint.secondItem === $0 } ?? false
                return term.amount == 0 && !splitsLengths && !centres && !ties
                    && (constraint.multiplier == 1 || constraint.secondItem == nil) && constraint.note == nil
            }
        }
        // What adds first, then what takes away, each in activation order;
        // those that add nothing last.
        return terms.filter { $0.amount > 0 } + terms.filter { $0.amount < 0 } + terms.filter { $0.amount == 0 }
    }

    /// For each item whose hugging or compression resistance is among
    /// `terms` and whose measured content wrapped (it measures otherwise at
    /// the width it got than offered any width), what it wanted and the
    /// width its constraints gave it then: asked in a probe that sets its
    /// horizontal content-size constraints to the size it measures offered
    /// any width, as the engine's first solve had them.
    ///
    /// For an item other than `region`, only when its content measures
    /// otherwise along the term's own axis: a one-line sender cut short
    /// beside its time is as high at any width, so its height among the
    /// terms of a lower row's top owes nothing to the width it got, and a
    /// note on that width would only send the reader after it. (Asked
    /// about itself, the sender's height keeps the note: it says the line
    /// is cut, and why.)
    private func wrapping(among terms: [ValueExplanation.Term],
                          explaining region: LayoutRegion) -> [ValueExplanation.Wrapping] {
        var seen: Set<ObjectIdentifier> = []
        var notes: [ValueExplanation.Wrapping] = []
        for term in terms where term.constraint.origin == .contentSize {
            guard let item = term.constraint.firstItem as? LayoutItem,
                  let content = item.measuredContent, let size = item.measuredSize,
                  let measuredAt = item.measurementProposal?.width, let wanted = item.measuredSizeAtAnyWidth,
                  wanted != size, item === region || (term.constraint.firstAttribute == .height
                                                      ? wanted.height != size.height : wanted.width != size.width),
                  seen.insert(ObjectIdentifier(item)).inserted,
                  let pair = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: .horizontal],
                  let hugging = pair.hugging.solverConstraint, let compression = pair.compression.solverConstraint
            else { continue }
            let width = expression(item, .width, mirrored: false)
            let given: (value: Double, terms: [ValueExplanation.Term])? = solver.probe {
                for (constraint, equation) in [(pair.hugging, hugging), (pair.compression, compression)] {
                    guard (try? solver.setConstant((constraint.anchorOffset ?? 0) - wanted.width, of: equation)) != nil
                    else { return nil }
                }
                let value = evaluate(width)
                // The pair is held at the content's width offered any
                // width here, not at the constant the layout holds.
                let terms = (shares(of: width, value: value, namingBinding: false, insideProbe: true) ?? []).map { term in
                    var term = term
                    if term.constraint === pair.hugging || term.constraint === pair.compression,
                       term.constraint.constant != wanted.width {
                        term.heldConstant = wanted.width
                    }
                    return term
                }
                return (value, terms)
            }
            guard let given else { continue }
            let offer = ProposedSize(width: given.value, height: nil)
            notes.append(.init(item: item, sizeAtAnyWidth: wanted, widthGiven: given.value, widthTerms: given.terms,
                               sizeWithinWidthGiven: content.sizeThatFits(offer),
                               truncationWithinWidthGiven: content.truncation(within: offer), size: size,
                               measuredAtWidth: measuredAt,
                               truncation: content.truncation(within: ProposedSize(width: measuredAt, height: nil))))
        }
        return notes
    }

    /// Whether `region` is hidden or inside a hidden item, and whether a
    /// stack's collapse of that item decides its `attribute` (see
    /// ``ValueExplanation/Hiding``); nil when nothing holding it is hidden.
    private func hiding(of region: LayoutRegion, _ attribute: LayoutAttribute, value: Double,
                        terms: [ValueExplanation.Term]) -> ValueExplanation.Hiding? {
        var hidden: [LayoutItem] = []
        var next = region as? LayoutItem ?? (region as? LayoutGuide)?.owningItem
        while let item = next {
            if item.isHidden { hidden.append(item) }
            next = item.parent
        }
        guard let nearest = hidden.first else { return nil }
        // A length is held by the stack that collapses the nearest hidden
        // item along its axis, the one whose collapse it follows.
        func holding(_ item: LayoutItem) -> LayoutConstraint? {
            guard attribute.isDimension else { return nil }
            return item.constraints.values.first {
                $0.holdsHiddenItem && $0.firstItem === item && $0.firstAttribute == attribute && !$0.isBroken
            }
        }
        let collapsed = hidden.lazy.compactMap { item in holding(item).map { (item, $0) } }.first
        let item = collapsed?.0 ?? nearest
        guard let constraint = collapsed?.1 else {
            return .init(item: item, isRegion: item === region, holding: nil, decidesValue: false, collapses: false)
        }
        let length = evaluate(expression(item, attribute, mirrored: false))
        let collapses = constraint.constant == 0 && abs(length) <= Self.ambiguityTolerance
        let decides: Bool
        if collapses {
            let floor = nonNegativeFloor(of: item, along: attribute.axis)
            // A region inside the item may rest on its own floor instead
            // (a label 0 high in a collapsed row, both floors exact): the
            // collapse decides it all the same when, without the
            // collapse, the value would be another.
            decides = terms.contains { $0.constraint === constraint || $0.constraint === floor }
                || (item !== region && valueMoves(expression(region, attribute, mirrored: false), from: value,
                                                  without: constraint))
        } else if item !== region {
            // Required constraints keep the item from collapsing, but the
            // collapse still presses on what is inside it (a label pinned
            // within the item's margins, squeezed to 0): it decides the
            // value when the value would be another without it.
            decides = valueMoves(expression(region, attribute, mirrored: false), from: value, without: constraint)
        } else {
            decides = false
        }
        return .init(item: item, isRegion: item === region, holding: constraint, decidesValue: decides,
                     collapses: collapses)
    }

    /// The constraints the solver's solution of `target`'s variables rests
    /// on, in activation order.
    private func constraintsDetermining(_ target: Expression) -> [LayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        var deciding: [LayoutConstraint] = []
        for term in target.terms {
            for equation in solver.constraintsDetermining(term.variable) {
                guard let constraint = layoutConstraint(behind: equation),
                      seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                deciding.append(constraint)
            }
        }
        return deciding.sorted { order(of: $0) < order(of: $1) }
    }

    /// The constraint of an item's hugging and compression-resistance pair
    /// that `target` rests on, for `constraint`, one of the two. At the
    /// item's intrinsic length both hold exactly, and the solver's basis
    /// names either: a label kept at its length while its neighbour is
    /// squeezed could be explained by its hugging, which only keeps it
    /// from growing. The one named is the one the value would move without;
    /// when the value stays without `constraint` but moves without its
    /// twin, the twin is named (their equations are the same, so the
    /// arithmetic is too); when it stays without either, the stronger.
    func bindingContentSizeConstraint(for constraint: LayoutConstraint, among deciding: [LayoutConstraint],
                                              target: Expression, value: Double) -> LayoutConstraint {
        guard constraint.origin == .contentSize, let item = constraint.firstItem as? LayoutItem,
              let pair = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: constraint.firstAttribute.axis] else {
            return constraint
        }
        let twin = pair.hugging === constraint ? pair.compression : pair.hugging
        guard let equation = twin.solverConstraint, !deciding.contains(where: { $0 === twin }),
              abs(evaluate(currentExpression(of: equation))) <= Self.ambiguityTolerance,
              !valueMoves(target, from: value, without: constraint) else { return constraint }
        if valueMoves(target, from: value, without: twin) { return twin }
        return twin.priority > constraint.priority ? twin : constraint
    }

    /// For a tie-break below priority 1 that holds an item at its
    /// intrinsic length (a stack's `STK-order-tiebreak`, which squeezes its
    /// first item first when resistances tie), the item's compression
    /// resistance or hugging, whichever holds it there as tightly: that is
    /// what the application set, and the tie-break only chose among items
    /// that tie (the time beside a squeezed lap label is 352 by its
    /// resistance at 750, not by a rule at 0.0002). The constraint itself
    /// otherwise.
    func contentSizeConstraint(standingFor constraint: LayoutConstraint,
                               among deciding: [LayoutConstraint]) -> LayoutConstraint {
        guard let pair = intrinsicPair(heldByTiebreak: constraint) else { return constraint }
        return [pair.compression, pair.hugging].first { candidate in
            guard let equation = candidate.solverConstraint, !deciding.contains(where: { $0 === candidate }) else {
                return false
            }
            return abs(evaluate(currentExpression(of: equation))) <= Self.ambiguityTolerance
        } ?? constraint
    }

    /// The hugging and compression resistance of the item whose length
    /// `constraint`, a tie-break below priority 1 on that length alone,
    /// holds at its intrinsic length; nil for any other constraint.
    private func intrinsicPair(heldByTiebreak constraint: LayoutConstraint) -> ContentSizeConstraints.Pair? {
        guard constraint.priority.value < 1, constraint.relation == .equal, constraint.secondItem == nil,
              constraint.firstAttribute.isDimension, let item = constraint.firstItem as? LayoutItem,
              let pair = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: constraint.firstAttribute.axis],
              abs(pair.compression.constant - constraint.constant) <= Self.ambiguityTolerance,
              abs(pair.hugging.constant - constraint.constant) <= Self.ambiguityTolerance else { return nil }
        return pair
    }

    /// Whether `target`, now at `value`, takes another value once
    /// `constraint` is gone, asked in a probe.
    private func valueMoves(_ target: Expression, from value: Double, without constraint: LayoutConstraint) -> Bool {
        guard let solverConstraint = constraint.solverConstraint else { return false }
        return solver.probe {
            guard (try? solver.removeConstraint(solverConstraint)) != nil else { return false }
            return abs(evaluate(target) - value) > Self.ambiguityTolerance
        }
    }

    /// `terms` without the content offsets they carry when those cancel
    /// `scrolled`, the offset that moves the explained value on the screen
    /// (set to 0 then): a scroll item's own guides follow its frame, which
    /// scrolling does not move (`scroll.safeArea.top` is the notch's 47
    /// at any offset), and so does content tied to items outside. The
    /// answer then says what decides the value on the screen, not the
    /// offset twice, once each way.
    private func unscrolled(_ terms: [ValueExplanation.Term], besides scrolled: inout Double) -> [ValueExplanation.Term] {
        let carried = terms.reduce(0) { $0 + $1.contentOffsetShare }
        guard scrolled != 0, carried != 0, abs(carried + scrolled) <= Self.ambiguityTolerance else { return terms }
        scrolled = 0
        let folded = terms.map { term in
            let amount = term.amount - term.contentOffsetShare
            var folded = ValueExplanation.Term(constraint: term.constraint,
                                               amount: abs(amount) <= Self.ambiguityTolerance ? 0 : amount,
                                               factor: term.factor, offsets: term.offsets, contentOffsetShare: 0, scrollItems: [])
            folded.heldConstant = term.heldConstant
            return folded
        }
        // As shares(of:) orders them: what adds, what takes away, then the rest.
        return folded.filter { $0.amount > 0 } + folded.filter { $0.amount < 0 } + folded.filter { $0.amount == 0 }
    }

    /// How much of `offset`, the distance of `region`'s margin `attribute`
    /// from its frame edge, is the safe-area inset its margins grew by: 0
    /// unless the layout margin and the inset add up to it (no alignment
    /// insets, no preserved parent margin reaching further in).
    private func safeAreaShare(of region: LayoutRegion, _ attribute: LayoutAttribute, offset: Double) -> Double {
        guard offset != 0, let share = (region as? LayoutItem)?.safeAreaShare(of: attribute) else { return 0 }
        return abs(offset) == share.layoutMargin + share.safeArea ? share.safeArea : 0
    }

    /// The offsets that a constraint's margin and baseline attributes carry
    /// from their frame edges (see ``ValueExplanation/AttributeOffset``).
    private func attributeOffsets(of constraint: LayoutConstraint) -> [ValueExplanation.AttributeOffset] {
        var offsets: [ValueExplanation.AttributeOffset] = []
        func note(_ region: LayoutRegion?, _ attribute: LayoutAttribute?) {
            guard let region, let attribute, let base = attribute.frameEdge, base != attribute else { return }
            // A stack's baseline is the item's it vends, measured from that
            // item's top, not the stack's.
            let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
            let baseRegion = isBaseline ? (region as? LayoutItem)?.baselineItem(first: attribute == .firstBaseline) ?? region
                : region
            // Measured from the edge, so that a scroll offset the two share
            // (content scrolled past the screen's top) is not counted.
            let amount = expression(region, attribute, mirrored: false).constant
                - expression(baseRegion, base, mirrored: false).constant
            guard amount != 0 else { return }
            // The shares add up only when the distance is theirs (no
            // alignment insets, no coordinates in between).
            let safeArea = safeAreaShare(of: region, attribute, offset: amount)
            offsets.append(.init(region: region, attribute: attribute, baseRegion: baseRegion, base: base, amount: amount,
                                 safeAreaInset: safeArea))
        }
        let items = constraint.items
        note(items.first, constraint.firstAttribute)
        note(items.second, constraint.secondAttribute)
        return offsets
    }

    /// How much of the number `constant` reads the scroll items' content
    /// offsets make: what it reads less what it reads with every offset
    /// taken as zero.
    private func contentOffsetShare(of constant: () -> Double) -> Double {
        let scrolled = constant()
        tree.readsContentOffsets = false
        defer { tree.readsContentOffsets = true }
        return scrolled - constant()
    }

    /// The scroll items, scrolled away from zero, that hold `regions` or
    /// are among them: those whose offsets an explanation of them names,
    /// scrolled along `axis` (a carousel scrolled sideways does not move
    /// a card's top).
    private func scrollItems(reaching regions: [LayoutRegion], along axis: LayoutAxis) -> [ScrollItem] {
        var found: [ScrollItem] = []
        for region in regions {
            var next: LayoutRegion? = region
            while let current = next {
                if let scroll = current as? ScrollItem, (axis == .horizontal ? scroll.contentOffset.x : scroll.contentOffset.y) != 0,
                   !found.contains(where: { $0 === scroll }) {
                    found.append(scroll)
                }
                next = current.coordinateParent
            }
        }
        return found
    }

    /// How far below its top an item's last line shown starts, for its
    /// last baseline (0 for anything else).
    private func linesAboveLastBaseline(of region: LayoutRegion, _ attribute: LayoutAttribute) -> Double {
        guard attribute == .lastBaseline, let item = region as? LayoutItem, item.lastBaselineOffset != nil,
              item.baselineItem(first: false) === item else { return 0 }
        return item.lastBaselineShift
    }

    /// Weights w with Σ wₖ × (equation k's variable part) = the target's
    /// variable part, by Gaussian elimination with partial pivoting (free
    /// weights 0); nil when no combination gives it.
    static func combination(of equations: [Expression], giving target: Expression) -> [Double]? {
        var index: [ObjectIdentifier: Int] = [:]
        for equation in equations {
            for term in equation.terms where index[ObjectIdentifier(term.variable)] == nil {
                index[ObjectIdentifier(term.variable)] = index.count
            }
        }
        for term in target.terms where index[ObjectIdentifier(term.variable)] == nil {
            index[ObjectIdentifier(term.variable)] = index.count
        }
        var system = SparseElimination(rows: index.count, columns: equations.count)
        for (column, equation) in equations.enumerated() {
            for term in equation.terms { system.add(term.coefficient, row: index[ObjectIdentifier(term.variable)]!, column: column) }
        }
        for term in target.terms {
            system.add(term.coefficient, row: index[ObjectIdentifier(term.variable)]!, column: equations.count)
        }
        return system.solve()
    }
}

extension LayoutRegion {
    /// Why the region's `attribute` has its value in its tree's current
    /// layout (see ``LayoutEngine/explanation(of:for:)``).
    public func explanation(of attribute: LayoutAttribute) -> ValueExplanation {
        rootItem.engine.explanation(of: attribute, for: self)
    }
}

extension LayoutAttribute {
    /// The frame attribute a margin or baseline attribute is measured
    /// from: `top` for a baseline, the matching edge or center for a
    /// margin; the attribute itself for the others.
    var frameEdge: LayoutAttribute? {
        switch self {
        case .firstBaseline, .lastBaseline: .top
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
