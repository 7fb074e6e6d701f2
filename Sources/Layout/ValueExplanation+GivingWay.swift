import Cassowary

extension ValueExplanation {
    /// That the explained width or height is of an item shown at another
    /// length than its intrinsic one, and what its compression resistance
    /// (shorter) or hugging (longer) gives way to.
    ///
    /// The sum alone names what holds the length (often only the floor of
    /// 0), not why the content-size constraint lost: other optional
    /// constraints at the same or a higher priority that would miss by
    /// more if the item kept its content's length. A button squeezed to
    /// nothing because an illustration's preferred width, at 750 as
    /// `.defaultHigh` is, ties with the button's resistance:
    ///
    /// ```
    /// skip.height = 0
    ///   0  skip-nonnegative-height: skip.height >= 0
    /// Note: skip's intrinsic height is 32, more than its 0: skip-compression-vertical: skip.height >= 32 @750 gives way by 32 to what would miss by more if it held: illustration-fill: illustration.width == stage.width @750 (misses by 380.666667, 42.666667 more if it held).
    /// ```
    ///
    /// An avatar whose image hugs at 250, as a name and a preview beside
    /// it do, stretches by what spares both of them at once.
    ///
    /// Any other optional constraint on the length alone that the layout
    /// misses gets the same note, its rivals found by pushing the length a
    /// point towards it: a baseline row, which hugs only by its
    /// `UISV-canvas-fit` at 49, stretched because a label beside it hugs
    /// at 249:
    ///
    /// ```
    /// Note: freePrice's height misses UISV-canvas-fit: freePrice.height == 0 @49 by 94; it gives way to what would miss by more if the height were 1 less: freeFeatures-hugging-vertical: freeFeatures.height <= 40 @249 (misses by 0, 1 more).
    /// ```
    public struct GivingWay {
        /// What the constraint that gives way asks of the length.
        public enum Wish: Sendable {
            /// The item's content: its compression resistance or hugging.
            /// A rival's growth is how much further it would miss with the
            /// intrinsic length held.
            case intrinsicLength
            /// Another optional constraint on the length alone (a stack's
            /// fit rule, a preferred length). A rival's growth is how much
            /// further it would miss with the length a point nearer.
            case otherLength
        }

        /// An optional constraint the content-size constraint gives way to.
        public struct Rival {
            /// The constraint.
            public let constraint: LayoutConstraint
            /// How far the layout misses it.
            public let miss: Double
            /// How much further it would miss if the content-size
            /// constraint held.
            public let growth: Double
        }

        /// The item.
        public let item: LayoutItem
        /// Its compression resistance (`size >= intrinsic @priority`) when
        /// it is shorter than its content, its hugging (`size <= intrinsic
        /// @priority`) when it is longer, along the explained axis; for
        /// ``Wish/otherLength``, the optional constraint on the length that
        /// the layout misses.
        public let constraint: LayoutConstraint
        /// What `constraint` asks of the length.
        public let wish: Wish
        /// Its length along that axis in the current layout.
        public let length: Double
        /// The optional constraints (of priority at least `constraint`'s)
        /// that would miss by more if it held (for ``Wish/otherLength``,
        /// with the length a point nearer), in activation order; at least
        /// one of them is not among the explanation's terms (names a region
        /// outside the item).
        public let rivals: [Rival]

        /// The length the constraint asks for: the intrinsic length for
        /// ``Wish/intrinsicLength``.
        public var intrinsicLength: Double { constraint.constant }

        /// The note, each constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let dimension = constraint.firstAttribute == .width ? "width" : "height"
            let comparison = length < intrinsicLength ? "more" : "less"
            let gap = format(abs(intrinsicLength - length))
            switch wish {
            case .intrinsicLength:
                return "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), \(comparison) than its "
                    + "\(format(length)): \(naming(constraint)) gives way by \(gap)"
                    + " to what would miss by more if it held: " + rivalList(naming: naming, growing: "more if it held") + "."
            case .otherLength:
                return "Note: \(item.name)'s \(dimension) misses \(naming(constraint)) by \(gap); it gives way to what "
                    + "would miss by more if the \(dimension) were 1 \(comparison): "
                    + rivalList(naming: naming, growing: "more") + "."
            }
        }

        private func rivalList(naming: (LayoutConstraint) -> String, growing: String) -> String {
            rivals.map { rival in
                "\(naming(rival.constraint)) (misses by \(format(rival.miss)), \(format(rival.growth)) \(growing))"
            }.joined(separator: "; ")
        }
    }
}

extension LayoutEngine {
    /// For a width or height of an item shown at another length than its
    /// intrinsic one, what its compression resistance or hugging gives way
    /// to (see ``ValueExplanation/GivingWay``): asked in a probe that holds
    /// that constraint above every optional priority and compares how far
    /// every other optional constraint of its priority or above misses.
    /// Otherwise the same for the highest optional constraint on the length
    /// alone that the layout misses, the length pushed a point towards it.
    /// Nil for other attributes, one that `hiding` describes (hidden, or
    /// inside a hidden item), one with no constraint given way, and one
    /// whose length the sum explains already: required constraints alone,
    /// or rivals of the content size that are all among `terms` (a
    /// neighbour's higher resistance).
    func givingWay(of region: LayoutRegion, _ attribute: LayoutAttribute, value: Double, terms: [ValueExplanation.Term],
                   besides hiding: ValueExplanation.Hiding?) -> ValueExplanation.GivingWay? {
        guard attribute == .width || attribute == .height, hiding == nil, let item = region as? LayoutItem else { return nil }
        if let pair = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: attribute.axis] {
            if value < pair.compression.constant - Self.ambiguityTolerance {
                return givingWay(of: item, value: value, content: pair.compression, besides: [pair.hugging], terms: terms)
            }
            if value > pair.hugging.constant + Self.ambiguityTolerance {
                return givingWay(of: item, value: value, content: pair.hugging, besides: [pair.compression], terms: terms)
            }
        }
        return givingWay(of: item, attribute, value: value, terms: terms)
    }

    /// The content-size constraint's note: rivals found with it held.
    private func givingWay(of item: LayoutItem, value: Double, content constraint: LayoutConstraint,
                           besides others: [LayoutConstraint], terms: [ValueExplanation.Term]) -> ValueExplanation.GivingWay? {
        guard let equation = constraint.solverConstraint else { return nil }
        let held = Constraint(normalized: currentExpression(of: equation), equation.relation,
                              priority: Self.requiredRangePriority)
        let rivals = rivals(of: constraint, besides: others, holding: held)
        guard let rivals, rivals.contains(where: { rival in !terms.contains { $0.constraint === rival.constraint } }) else {
            return nil
        }
        return ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .intrinsicLength, length: value,
                                          rivals: rivals)
    }

    /// The note of the highest optional constraint on the item's length
    /// alone (`item.height == 0 @49`, `item.width <= 200 @300`) that the
    /// layout misses: rivals found with the length a point nearer it, at
    /// least one of them outside the item. Priorities below 1 (the
    /// engine's tie-breaks and fittings), the rules of the stack that
    /// arranges the item (its ambiguity suppression) and the item's content
    /// size (the note above, whose constant the engine may hold at a
    /// measured width the constraint's own does not say) are none.
    private func givingWay(of item: LayoutItem, _ attribute: LayoutAttribute, value: Double,
                           terms: [ValueExplanation.Term]) -> ValueExplanation.GivingWay? {
        let missed = tree.active.filter { constraint in
            constraint.firstItem === item && constraint.firstAttribute == attribute && constraint.secondItem == nil
                && !constraint.priority.isRequired && constraint.priority.value >= 1 && constraint.origin != .contentSize
                && !constraint.origin.isArrangingStackRule && constraint.solverConstraint != nil
                && miss(constraint) > Self.ambiguityTolerance && !terms.contains { $0.constraint === constraint }
        }
        guard let constraint = missed.max(by: { ($0.priority, order(of: $1)) < ($1.priority, order(of: $0)) }) else {
            return nil
        }
        let step: Double = value > constraint.constant ? -1 : 1
        let length = expression(item, attribute, mirrored: false)
        let pushed = Constraint(normalized: length - (value + step), .equal, priority: Self.requiredRangePriority)
        // Rivals all inside the item (a row's items' resistance) are the
        // content it fits: a stack at its content's length, said by the sum.
        guard let rivals = rivals(of: constraint, besides: [], holding: pushed),
              rivals.contains(where: { rival in
                  !rival.constraint.firstItem.lies(inside: item)
                      || rival.constraint.secondItem.map { !$0.lies(inside: item) } ?? false
              }) else { return nil }
        return ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .otherLength, length: value,
                                          rivals: rivals)
    }

    /// The optional constraints at `constraint`'s priority or above (but
    /// it and `others`) that miss by more in a probe holding `held`, with
    /// their misses before and growth, in activation order; nil when the
    /// solver refuses `held`.
    private func rivals(of constraint: LayoutConstraint, besides others: [LayoutConstraint],
                        holding held: Constraint) -> [ValueExplanation.GivingWay.Rival]? {
        let candidates = tree.active.filter { other in
            !other.priority.isRequired && other.priority >= constraint.priority && other.solverConstraint != nil
                && other !== constraint && !others.contains { $0 === other }
        }
        let before = candidates.map(miss)
        let after: [Double]? = solver.probe {
            guard (try? solver.addConstraint(held)) != nil else { return nil }
            return candidates.map(miss)
        }
        guard let after else { return nil }
        var rivals: [ValueExplanation.GivingWay.Rival] = []
        for (index, other) in candidates.enumerated() where after[index] - before[index] > Self.ambiguityTolerance {
            rivals.append(.init(constraint: other, miss: before[index], growth: after[index] - before[index]))
        }
        return rivals.sorted { order(of: $0.constraint) < order(of: $1.constraint) }
    }

    /// How far the current layout misses an active constraint: 0 for one
    /// that holds.
    private func miss(_ constraint: LayoutConstraint) -> Double {
        constraint.solverConstraint.map(error(of:)) ?? 0
    }
}
