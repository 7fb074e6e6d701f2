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
    /// Where the required constraints alone squeeze it (a stepper of 100
    /// beside a button held 300 wide in a bar of 390), the sum names them
    /// and the note says what the content loses:
    ///
    /// ```
    /// Note: stepper's intrinsic width is 100, more than its 46: the required constraints leave no room for it, and stepper-compression-horizontal: stepper.width >= 100 @750 gives way by 54.
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
    ///
    /// The constraint may relate the length to another region's
    /// (`searchField.height == searchBar.height - 16 @700`), and what it
    /// misses to may be the required constraints, which leave the length
    /// no room towards it (the field's floor of 0 when the bar has
    /// collapsed):
    ///
    /// ```
    /// Note: searchField's height misses searchField.height == searchBar.height - 16 @700 by 16; the required constraints keep the height from being 1 less.
    /// ```
    ///
    /// A flex stack held shorter than its content by required constraints
    /// gets the note of its own minimum, with what its items span (chips
    /// in two lines, the stack held 32 high):
    ///
    /// ```
    /// Note: chips's height misses STK-content-fit: chips.height >= 72 @750 by 40; the required constraints keep the height from being 1 more, and its content runs 40 past it. Laid out at its own length, chips fits its lines: 32 (line 1's height) + 8 (lineSpacing) + 32 (line 2's height) = 72.
    /// ```
    public struct GivingWay {
        /// What the constraint that gives way asks of the length.
        public enum Wish: Sendable {
            /// The item's content: its compression resistance or hugging.
            /// A rival's growth is how much further it would miss with the
            /// intrinsic length held.
            case intrinsicLength
            /// Another optional constraint on the length (a stack's fit
            /// rule, a preferred length, a length that follows another
            /// region's). A rival's growth is how much further it would
            /// miss with the length a point nearer.
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
        /// outside the item), unless `constraint` is the application's
        /// (`cta.height == 60 @99` losing to the item's own hugging at
        /// 250). Empty when ``isHeldByRequired``.
        public let rivals: [Rival]
        /// The length the constraint asks for in the current layout: the
        /// intrinsic length for ``Wish/intrinsicLength``; for
        /// ``Wish/otherLength``, the length at which it would hold with
        /// every other value where it is.
        public let wishedLength: Double
        /// Whether the required constraints leave the length no room
        /// towards ``wishedLength``: nothing optional stands in the way, so
        /// ``rivals`` is empty. For ``Wish/intrinsicLength``, an item
        /// squeezed below its content (its compression resistance giving
        /// way), not one stretched past it.
        public let isHeldByRequired: Bool

        /// The intrinsic length, for ``Wish/intrinsicLength``.
        public var intrinsicLength: Double { constraint.constant }

        /// Whether the item's content-size constraint gives way in a tie
        /// (``Wish/intrinsicLength`` only): every rival is at its priority
        /// and together they would miss by just as much more as it gives
        /// way, so that holding it would be as good at that priority, and
        /// only lower ones (the engine's tie-breaks, a stack's order of its
        /// own items) chose this item. A button pinned below a
        /// `UIStackView` form on a screen too short for both is squeezed
        /// before the form's fields, whose resistance ties with its own.
        public var isTie: Bool {
            guard wish == .intrinsicLength, !rivals.isEmpty,
                  rivals.allSatisfy({ $0.constraint.priority == constraint.priority }) else { return false }
            let gap = abs(wishedLength - length), growth = rivals.reduce(0) { $0 + $1.growth }
            return abs(growth - gap) <= 1e-6 * max(1, gap)
        }

        /// The note, each constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let dimension = constraint.firstAttribute == .width ? "width" : "height"
            let comparison = length < wishedLength ? "more" : "less"
            let gap = format(abs(wishedLength - length))
            switch wish {
            case .intrinsicLength where isHeldByRequired:
                return "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), more than its "
                    + "\(format(length)): the required constraints leave no room for it, and \(naming(constraint))"
                    + " gives way by \(gap)."
            case .intrinsicLength where isTie:
                return "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), \(comparison) than its "
                    + "\(format(length)): \(naming(constraint)) gives way by \(gap) in a tie with what would miss by as much"
                    + " if it held, at the same priority: " + rivalList(naming: naming, growing: "more if it held")
                    + ". Give the one that should keep its length another priority."
            case .intrinsicLength:
                return "Note: \(item.name)'s intrinsic \(dimension) is \(format(intrinsicLength)), \(comparison) than its "
                    + "\(format(length)): \(naming(constraint)) gives way by \(gap)"
                    + " to what would miss by more if it held: " + rivalList(naming: naming, growing: "more if it held") + "."
            case .otherLength where isHeldByRequired:
                // A stack's content that overflows it: what it would span.
                let content = constraint.origin == .user ? nil
                    : constraint.note.map { ", and its content runs \(gap) past it. Laid out at its own length, \($0)" }
                return "Note: \(item.name)'s \(dimension) misses \(naming(constraint)) by \(gap); the required constraints "
                    + "keep the \(dimension) from being 1 \(comparison)" + (content ?? "") + "."
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
    /// neighbour's higher resistance) and do not tie with it.
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
        guard let (rivals, heldMiss) = rivals(of: constraint, besides: others, holding: held) else { return nil }
        // Squeezed below its content by the required constraints, which
        // leave the length no room to grow: the sum names them, but not
        // that the content is cut. Measured content has a note of its own
        // (``ValueExplanation/Clipping``), and an item stretched past its
        // content is as common as it is harmless.
        if value < constraint.constant, abs(heldMiss - (constraint.constant - value)) <= Self.ambiguityTolerance,
           item.measuredContent == nil {
            return ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .intrinsicLength, length: value,
                                              rivals: [], wishedLength: constraint.constant, isHeldByRequired: true)
        }
        let note = ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .intrinsicLength, length: value,
                                              rivals: rivals, wishedLength: constraint.constant, isHeldByRequired: false)
        // Rivals all among the terms say why, unless they tie with the
        // item's own: the sum then lists its neighbours' hugging without
        // saying that the item's, at the same priority, lost only by order.
        guard note.isTie || rivals.contains(where: { rival in !terms.contains { $0.constraint === rival.constraint } })
        else { return nil }
        return note
    }

    /// The note of the highest optional constraint on the item's length
    /// (`item.height == 0 @49`, `item.width <= 200 @300`, `item.height ==
    /// bar.height - 16 @700`) that the layout misses: rivals found with the
    /// length a point nearer it, at least one of them outside the item
    /// unless the constraint is the application's, or the required
    /// constraints when they refuse that point (for the application's
    /// constraints only). Priorities below 1 (the engine's
    /// tie-breaks and fittings), the rules of the stack that arranges the
    /// item (its ambiguity suppression), the item's content size (the note
    /// above, whose constant the engine may hold at a measured width the
    /// constraint's own does not say) and constraints to regions inside the
    /// item (its stack's canvas on its own items) are none.
    private func givingWay(of item: LayoutItem, _ attribute: LayoutAttribute, value: Double,
                           terms: [ValueExplanation.Term]) -> ValueExplanation.GivingWay? {
        let length = expression(item, attribute, mirrored: false)
        guard length.terms.count == 1, length.terms[0].coefficient == 1 else { return nil }
        let variable = length.terms[0].variable
        let missed = tree.active.filter { constraint in
            constraint.firstItem === item && constraint.firstAttribute == attribute
                && !(constraint.secondItem?.lies(inside: item) ?? false)
                && !constraint.priority.isRequired && constraint.priority.value >= 1 && constraint.origin != .contentSize
                && !constraint.origin.isArrangingStackRule && constraint.solverConstraint != nil
                && miss(constraint) > Self.ambiguityTolerance && !terms.contains { $0.constraint === constraint }
        }
        guard let constraint = missed.max(by: { ($0.priority, order(of: $1)) < ($1.priority, order(of: $0)) }),
              let wished = wishedLength(of: variable, by: constraint, at: value) else { return nil }
        let step: Double = value > wished ? -1 : 1
        let pushed = Constraint(normalized: length - (value + step), .equal, priority: Self.requiredRangePriority)
        guard let (rivals, heldMiss) = rivals(of: constraint, besides: [], holding: pushed) else { return nil }
        if heldMiss > Self.ambiguityTolerance {
            // A stack's own fit rule missed where the stack is pinned says
            // nothing the sum does not (its items are squeezed, and say so):
            // only the application's get the note, and a flex stack's
            // minimum for content that overflows it (lines that wrap keep
            // their items' lengths; its note adds them up).
            guard constraint.origin == .user || overflows(item, missing: constraint) else { return nil }
            return ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .otherLength, length: value,
                                              rivals: [], wishedLength: wished, isHeldByRequired: true)
        }
        // Rivals all inside the item (a row's items' resistance, its own
        // hugging) are the content it fits: a stack at its content's
        // length, said by the sum. The application's constraint still gets
        // the note: its priority may be the mistake (`@99` for `@999`).
        guard constraint.origin == .user || rivals.contains(where: { rival in
                  !rival.constraint.firstItem.lies(inside: item)
                      || rival.constraint.secondItem.map { !$0.lies(inside: item) } ?? false
              }) else { return nil }
        return ValueExplanation.GivingWay(item: item, constraint: constraint, wish: .otherLength, length: value,
                                          rivals: rivals, wishedLength: wished, isHeldByRequired: false)
    }

    /// Whether `constraint` is a stack's minimum for its own content that
    /// the content overflows: a rule of the stack on its own length that
    /// the layout misses, whose note adds up its items as they lie (a flex
    /// stack's `STK-content-fit`, whose note is there only when its items
    /// span the length it asks for, not squeezed into the stack's).
    private func overflows(_ item: LayoutItem, missing constraint: LayoutConstraint) -> Bool {
        guard case .stack = constraint.origin, constraint.firstItem === item, constraint.secondItem == nil,
              constraint.relation == .greaterThanOrEqual else { return false }
        return constraint.note != nil
    }

    /// The value of `variable` (now `value`) at which `constraint`'s
    /// equation would hold with every other variable where it is; nil when
    /// the equation does not name it.
    private func wishedLength(of variable: Variable, by constraint: LayoutConstraint, at value: Double) -> Double? {
        guard let equation = constraint.solverConstraint else { return nil }
        let expression = currentExpression(of: equation)
        let coefficient = expression.terms.reduce(0) { $0 + ($1.variable === variable ? $1.coefficient : 0) }
        guard abs(coefficient) > Self.ambiguityTolerance else { return nil }
        return value - evaluate(expression) / coefficient
    }

    /// The optional constraints at `constraint`'s priority or above (but
    /// it and `others`) that miss by more in a probe holding `held` (at
    /// ``requiredRangePriority``, above every optional one), with their
    /// misses before and growth, in activation order, and how far `held`
    /// misses there (more than 0: the required constraints refuse it); nil
    /// when the solver refuses `held`.
    private func rivals(of constraint: LayoutConstraint, besides others: [LayoutConstraint],
                        holding held: Constraint) -> (rivals: [ValueExplanation.GivingWay.Rival], heldMiss: Double)? {
        let candidates = tree.active.filter { other in
            !other.priority.isRequired && other.priority >= constraint.priority && other.solverConstraint != nil
                && other !== constraint && !others.contains { $0 === other }
        }
        let before = candidates.map(miss)
        let probed: (misses: [Double], heldMiss: Double)? = solver.probe {
            guard (try? solver.addConstraint(held)) != nil else { return nil }
            return (candidates.map(miss), error(of: held))
        }
        guard let (after, heldMiss) = probed else { return nil }
        var rivals: [ValueExplanation.GivingWay.Rival] = []
        for (index, other) in candidates.enumerated() where after[index] - before[index] > Self.ambiguityTolerance {
            rivals.append(.init(constraint: other, miss: before[index], growth: after[index] - before[index]))
        }
        return (rivals.sorted { order(of: $0.constraint) < order(of: $1.constraint) }, heldMiss)
    }

    /// How far the current layout misses an active constraint: 0 for one
    /// that holds.
    private func miss(_ constraint: LayoutConstraint) -> Double {
        constraint.solverConstraint.map(error(of:)) ?? 0
    }
}
