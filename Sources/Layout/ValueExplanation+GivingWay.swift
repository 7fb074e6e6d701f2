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
    public struct GivingWay {
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
        /// @priority`) when it is longer, along the explained axis.
        public let constraint: LayoutConstraint
        /// Its length along that axis in the current layout.
        public let length: Double
        /// The optional constraints (of priority at least `constraint`'s)
        /// that would miss by more if it held, in activation order; at
        /// least one of them is not among the explanation's terms.
        public let rivals: [Rival]

        /// The intrinsic length the content-size constraint asks for.
        public var intrinsicLength: Double { constraint.constant }

        /// The note, each constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let dimension = constraint.firstAttribute == .width ? "width" : "height"
            let comparison = length < intrinsicLength ? "more" : "less"
            return "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), \(comparison) than its "
                + "\(format(length)): \(naming(constraint)) gives way by \(format(abs(intrinsicLength - length)))"
                + " to what would miss by more if it held: " + rivals.map { rival in
                    "\(naming(rival.constraint)) (misses by \(format(rival.miss)), \(format(rival.growth)) more if it held)"
                }.joined(separator: "; ") + "."
        }
    }
}

extension LayoutEngine {
    /// For a width or height of an item shown at another length than its
    /// intrinsic one, what its compression resistance or hugging gives way
    /// to (see ``ValueExplanation/GivingWay``): asked in a probe that holds
    /// that constraint above every optional priority and compares how far
    /// every other optional constraint of its priority or above misses.
    /// Nil for other attributes, an item at its intrinsic length or without
    /// one, one that `hiding` describes (hidden, or inside a hidden item),
    /// and one whose length the sum explains already: required constraints
    /// alone, or rivals that are all among `terms` (a neighbour's higher
    /// resistance).
    func givingWay(of region: LayoutRegion, _ attribute: LayoutAttribute, value: Double, terms: [ValueExplanation.Term],
                   besides hiding: ValueExplanation.Hiding?) -> ValueExplanation.GivingWay? {
        guard attribute == .width || attribute == .height, hiding == nil, let item = region as? LayoutItem,
              let pair = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: attribute.axis] else { return nil }
        let constraint: LayoutConstraint
        if value < pair.compression.constant - Self.ambiguityTolerance {
            constraint = pair.compression
        } else if value > pair.hugging.constant + Self.ambiguityTolerance {
            constraint = pair.hugging
        } else {
            return nil
        }
        guard let equation = constraint.solverConstraint else { return nil }
        let candidates = tree.active.filter { other in
            !other.priority.isRequired && other.priority >= constraint.priority && other.solverConstraint != nil
                && other !== pair.compression && other !== pair.hugging
        }
        let before = candidates.map(miss)
        let after: [Double]? = solver.probe {
            let held = Constraint(normalized: currentExpression(of: equation), equation.relation,
                                  priority: Self.requiredRangePriority)
            guard (try? solver.addConstraint(held)) != nil else { return nil }
            return candidates.map(miss)
        }
        guard let after else { return nil }
        var rivals: [ValueExplanation.GivingWay.Rival] = []
        for (index, other) in candidates.enumerated() where after[index] - before[index] > Self.ambiguityTolerance {
            rivals.append(.init(constraint: other, miss: before[index], growth: after[index] - before[index]))
        }
        guard rivals.contains(where: { rival in !terms.contains { $0.constraint === rival.constraint } }) else { return nil }
        rivals.sort { order(of: $0.constraint) < order(of: $1.constraint) }
        return ValueExplanation.GivingWay(item: item, constraint: constraint, length: value, rivals: rivals)
    }

    /// How far the current layout misses an active constraint: 0 for one
    /// that holds.
    private func miss(_ constraint: LayoutConstraint) -> Double {
        constraint.solverConstraint.map(error(of:)) ?? 0
    }
}
