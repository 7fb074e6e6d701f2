import Cassowary

extension ValueExplanation {
    /// That the explained width or height is of an item squeezed below its
    /// intrinsic length, and what its compression resistance gives way to.
    ///
    /// The sum alone names what holds the squeezed length (often only the
    /// floor of 0), not why the resistance lost: another optional
    /// constraint at the same or a higher priority that would miss by more
    /// if the item kept its content's length. A button squeezed to nothing
    /// because an illustration's preferred width, at 750 as
    /// `.defaultHigh` is, ties with the button's resistance:
    ///
    /// ```
    /// skip.height = 0
    ///   0  skip-nonnegative-height: skip.height >= 0
    /// Note: skip's intrinsic height is 32, more than its 0: skip-compression-vertical: skip.height >= 32 @750 gives way by 32 to what would miss by more if it held: illustration-fill: illustration.width == stage.width @750 (misses by 380.666667, 42.666667 more if it held).
    /// ```
    public struct Squeeze {
        /// An optional constraint the resistance gives way to.
        public struct Rival {
            /// The constraint.
            public let constraint: LayoutConstraint
            /// How far the layout misses it.
            public let miss: Double
            /// How much further it would miss if the resistance held.
            public let growth: Double
        }

        /// The squeezed item.
        public let item: LayoutItem
        /// Its compression resistance along the explained axis,
        /// `size >= intrinsic @priority`.
        public let resistance: LayoutConstraint
        /// Its length along that axis in the current layout.
        public let length: Double
        /// The optional constraints (of priority at least the resistance's)
        /// that would miss by more if the resistance held, in activation
        /// order; at least one of them is not among the explanation's terms.
        public let rivals: [Rival]

        /// The intrinsic length the resistance asks for.
        public var intrinsicLength: Double { resistance.constant }

        /// The note, each constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let dimension = resistance.firstAttribute == .width ? "width" : "height"
            let head = "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), more than its "
                + "\(format(length)): \(naming(resistance)) gives way by \(format(intrinsicLength - length))"
            return head + " to what would miss by more if it held: " + rivals.map { rival in
                "\(naming(rival.constraint)) (misses by \(format(rival.miss)), \(format(rival.growth)) more if it held)"
            }.joined(separator: "; ") + "."
        }
    }
}

extension LayoutEngine {
    /// For a width or height of an item shown below its intrinsic length,
    /// what its compression resistance gives way to (see
    /// ``ValueExplanation/Squeeze``): asked in a probe that holds the
    /// resistance above every optional priority and compares how far every
    /// other optional constraint of its priority or above misses. Nil for other
    /// attributes, an item at its intrinsic length or without one, one
    /// that `hiding` describes (hidden, or inside a hidden item), and one
    /// whose squeeze the sum says already: required constraints alone, or
    /// rivals that are all among `terms` (a neighbour's higher resistance).
    func squeeze(of region: LayoutRegion, _ attribute: LayoutAttribute, value: Double, terms: [ValueExplanation.Term],
                 besides hiding: ValueExplanation.Hiding?) -> ValueExplanation.Squeeze? {
        guard attribute == .width || attribute == .height, hiding == nil, let item = region as? LayoutItem,
              let resistance = tree.contentSizeConstraints[ObjectIdentifier(item)]?[pair: attribute.axis]?.compression,
              let equation = resistance.solverConstraint, value < resistance.constant - Self.ambiguityTolerance
        else { return nil }
        let own = tree.contentSizeConstraints[ObjectIdentifier(item)]?[attribute.axis] ?? []
        let candidates = tree.active.filter { constraint in
            !constraint.priority.isRequired && constraint.priority >= resistance.priority
                && constraint.solverConstraint != nil && !own.contains { $0 === constraint }
        }
        let before = candidates.map(miss)
        let after: [Double]? = solver.probe {
            let held = Constraint(normalized: equation.expression, equation.relation, priority: Self.requiredRangePriority)
            guard (try? solver.addConstraint(held)) != nil else { return nil }
            return candidates.map(miss)
        }
        guard let after else { return nil }
        var rivals: [ValueExplanation.Squeeze.Rival] = []
        for (index, constraint) in candidates.enumerated() where after[index] - before[index] > Self.ambiguityTolerance {
            rivals.append(.init(constraint: constraint, miss: before[index], growth: after[index] - before[index]))
        }
        guard rivals.contains(where: { rival in !terms.contains { $0.constraint === rival.constraint } }) else { return nil }
        rivals.sort { order(of: $0.constraint) < order(of: $1.constraint) }
        return ValueExplanation.Squeeze(item: item, resistance: resistance, length: value, rivals: rivals)
    }

    /// How far the current layout misses an active constraint: 0 for one
    /// that holds.
    private func miss(_ constraint: LayoutConstraint) -> Double {
        constraint.solverConstraint.map(error(of:)) ?? 0
    }
}
