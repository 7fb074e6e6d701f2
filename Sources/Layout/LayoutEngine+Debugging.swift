/// An attribute of a region that the constraints leave open: its frame
/// could take any value in `lower...upper` (infinite when unbounded)
/// without any constraint being less satisfied.
public struct Ambiguity: CustomStringConvertible {
    /// The item or guide whose frame is open.
    public let region: LayoutRegion
    /// `left`, `top`, `width` or `height`.
    public let attribute: LayoutAttribute
    /// The smallest value the attribute can take (`-infinity` when
    /// unbounded); a position is relative to the origin of the parent's
    /// alignment rectangle (the owner's, for a guide): an item placed
    /// inside an open one is not open itself.
    public let lower: Double
    /// The largest value the attribute can take (`infinity` when unbounded);
    /// a position is relative to the parent's, as for ``lower``.
    public let upper: Double

    /// The ambiguity in words: `badge.left can be anything in -∞...∞`.
    public var description: String {
        "\(region.name).\(attribute.rawValue) can be anything in \(formatBound(lower))...\(formatBound(upper))"
    }
}

/// A bound of a range as the debugging text writes it: `-∞` and `∞` when
/// unbounded, else the number.
func formatBound(_ value: Double) -> String {
    value.isInfinite ? (value < 0 ? "-∞" : "∞") : format(value)
}

extension LayoutEngine {
    /// The attributes of the tree's items and guides that the constraints
    /// (required and prioritised together) do not determine, with the range
    /// each can take, item by item depth first, each item before its guides.
    /// - Complexity: one pass over the solver's tableau, plus a probe per
    ///   attribute that the pass cannot show to be determined (see
    ///   ``ambiguities(of:)-([LayoutRegion])``); meant for debugging.
    public func ambiguities() -> [Ambiguity] {
        guard let root else { return [] }
        return ambiguities(of: root.subtreeRegions.filter { !(($0 as? LayoutGuide)?.isGenerated ?? false) })
    }

    /// The undetermined attributes of one region, `left`, `top`, `width`
    /// then `height`.
    public func ambiguities(of region: LayoutRegion) -> [Ambiguity] {
        ambiguities(of: [region])
    }

    /// The undetermined attributes of several regions, region by region in
    /// the order given, each as ``ambiguities(of:)-(LayoutRegion)`` gives
    /// them: the way to ask about many regions at once.
    ///
    /// The solver settles most attributes in one pass
    /// (`Solver.surelyDetermined(_:)`); only the rest are pushed
    /// each way in a probe (`Solver.range(of:)`), which is what
    /// decides them and gives their ranges.
    /// - Complexity: O(size of the tableau) for the pass, plus a probe per
    ///   attribute it leaves open.
    public func ambiguities(of regions: [LayoutRegion]) -> [Ambiguity] {
        updateConstraintsIfNeeded()
        wakeDormantConstraints()
        let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
        let variables = regions.flatMap { [$0.left, $0.top, $0.width, $0.height] }
        return withoutExercisePush {
            let determined = solver.surelyDetermined(variables)
            var found: [Ambiguity] = []
            for (index, variable) in variables.enumerated() where !determined[index] {
                let (lower, upper) = solver.range(of: variable)
                guard upper - lower > Self.ambiguityTolerance else { continue }
                found.append(Ambiguity(region: regions[index / 4], attribute: attributes[index % 4], lower: lower, upper: upper))
            }
            return found
        }
    }

    /// The values `expression` (an attribute's, over frame variables) could
    /// take without any constraint being less satisfied, by the test
    /// ``ambiguities(of:)-([LayoutRegion])`` applies to each frame variable;
    /// nil when the constraints decide it.
    func openRange(of expression: Expression) -> ClosedRange<Double>? {
        guard !expression.terms.isEmpty else { return nil }
        wakeDormantConstraints()
        return withoutExercisePush {
            let (lower, upper) = solver.range(of: expression, pushedAt: Priority(Double.leastNormalMagnitude))
            return upper - lower <= Self.ambiguityTolerance ? nil : lower...upper
        }
    }

    /// The optional constraints that trade as `expression` (an attribute's,
    /// over frame variables, that the constraints leave open) moves across
    /// the values it could take as well (see `openRange(of:)`): each is
    /// less satisfied at one end and more at the other, and together they
    /// cost the same everywhere in the range (a tie, such as two labels'
    /// equal compression resistances in a row too narrow for both). Empty
    /// when none does: nothing pulls the value anywhere in the range, and a
    /// constraint that places it is missing. In activation order. The push
    /// of ``exerciseAmbiguity(of:)`` is the engine's, not one of the
    /// layout's constraints, and is never among them.
    ///
    /// The errors are compared at the ends of the range (far along a side
    /// without a bound): within the range the errors add up to the same at
    /// every level of priority, and each is convex, so each changes
    /// linearly and the ends show every one that changes.
    /// - Complexity: one probe of the solver that pushes the value each
    ///   way, and an evaluation of every active optional constraint at each
    ///   end; meant for debugging.
    func constraintsTrading(_ expression: Expression) -> [LayoutConstraint] {
        wakeDormantConstraints()
        let optional = tree.active.filter {
            !$0.priority.isRequired && !$0.isBroken && !$0.namesReleasedItem && $0 !== tree.exercise
        }
        guard !optional.isEmpty else { return [] }
        let equations = optional.map { solverConstraint(for: $0) }
        // Pushed each way as far as `openRange(of:)` pushes it: to the ends
        // of the range, or far along a side without a bound.
        let current = evaluate(expression)
        let reach = max(1e7, abs(current) * 1e-3)
        let errors: [[Double]] = withoutExercisePush {
            solver.probe {
                let single = expression.constant == 0 && expression.terms.count == 1 && expression.terms[0].coefficient == 1
                let pushed = single ? expression.terms[0].variable : Variable("pushed")
                do {
                    if !single { try solver.addConstraint(Constraint(normalized: Expression(pushed) - expression, .equal)) }
                    try solver.addEditVariable(pushed, priority: Priority(Double.leastNormalMagnitude))
                    return try [current - reach, current + reach].map { end in
                        try solver.suggestValue(end, for: pushed)
                        return equations.map(error(of:))
                    }
                } catch {
                    return []
                }
            }
        }
        guard errors.count == 2 else { return [] }
        return optional.indices.filter { abs(errors[0][$0] - errors[1][$0]) > Self.ambiguityTolerance }
            .map { optional[$0] }.sorted { order(of: $0) < order(of: $1) }
    }

    /// How far the current solution is from satisfying an equation of the
    /// solver: 0 when it holds.
    func error(of equation: Constraint) -> Double {
        let value = evaluate(currentExpression(of: equation))
        switch equation.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// An equation's expression with the constant the solver holds for it
    /// now: a solver constraint keeps the expression it was added with, and
    /// a changed constant (a label measured again at its width, a constant
    /// the application set) moves only the solver's copy
    /// (`Solver.setConstant(_:of:)`). An equation the solver does not hold
    /// is as written.
    func currentExpression(of equation: Constraint) -> Expression {
        var expression = equation.expression
        if let constant = solver.constant(of: equation) { expression.constant = constant }
        return expression
    }

    /// Runs `body` without the push of ``exerciseAmbiguity(of:)``, which
    /// moves a region without deciding it.
    func withoutExercisePush<Result>(_ body: () -> Result) -> Result {
        let push = tree.exercise
        if let push { release(push) }
        defer { if let push { enforce(push) } }
        return body()
    }

    /// How far a frame value must be able to move to count as ambiguous.
    static let ambiguityTolerance = 1e-6

    /// Moves an ambiguous region to another layout that satisfies its
    /// constraints just as well (like UIKit's `exerciseAmbiguityInLayout`):
    /// the first undetermined attribute goes to the other end of its range
    /// (or 100 points away, when unbounded). Returns whether anything moved;
    /// call ``layoutIfNeeded()`` to see it.
    @discardableResult
    public func exerciseAmbiguity(of region: LayoutRegion) -> Bool {
        guard let ambiguity = ambiguities(of: region).first else { return false }
        let variable = [region.left, region.top, region.width, region.height][
            [LayoutAttribute.left, .top, .width, .height].firstIndex(of: ambiguity.attribute)!]
        let current = solver.value(of: variable)
        var target = abs(current - ambiguity.lower) < abs(current - ambiguity.upper) ? ambiguity.upper : ambiguity.lower
        if target.isInfinite { target = current + (target > 0 ? 100 : -100) }
        // A position given as a constant is relative to the parent, as the
        // frame variable and its range are.
        let constant = target
        if let previous = tree.exercise { remove(previous) }
        let push = LayoutConstraint(region, ambiguity.attribute, .equal, nil, nil, constant: constant,
                                    priority: Self.exercisePriority, identifier: "exercise-ambiguity")
        push.origin = .engine
        tree.exercise = push
        add(push)
        return true
    }

    /// Below every priority a layout uses, root fitting included.
    static let exercisePriority: Priority = 1e-12

    /// The constraints that decide a region's frame in its parent along an
    /// axis, like UIKit's `constraintsAffectingLayout(for:)`: the
    /// equalities, tight inequalities and optional constraints whose
    /// equations combine to give its position and size there, in
    /// activation order. What places the parent is not among them, nor
    /// the push of ``exerciseAmbiguity(of:)``, which is the engine's.
    public func constraintsAffectingLayout(of region: LayoutRegion, for axis: LayoutAxis) -> [LayoutConstraint] {
        updateConstraintsIfNeeded()
        wakeDormantConstraints()
        let variables = axis == .horizontal ? [region.left, region.width] : [region.top, region.height]
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        for variable in variables {
            let deciding = solver.constraintsDetermining(variable).compactMap(layoutConstraint(behind:))
                .filter { $0 !== tree.exercise }
            let target = Expression(variable), value = solver.value(of: variable)
            for constraint in deciding {
                let named = bindingContentSizeConstraint(for: constraint, among: deciding, target: target, value: value)
                found[ObjectIdentifier(named)] = named
            }
        }
        return found.values.sorted { order(of: $0) < order(of: $1) }
    }

    /// The size an item would take with its width and height pulled toward
    /// a target at the given priorities, like UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// As there, only the constraints among the item's own subtree count:
    /// those that tie it to the rest of the tree (to its parent, a sibling,
    /// the stack that arranges it, its frame in its parent) are left out, so
    /// that a card pinned to the screen's edges measures its content at the
    /// target's width, not the screen's. Measured content in the subtree is
    /// measured at the widths the target gives it (height for width), and
    /// flex stacks lay their content out at those widths. Nothing in the
    /// engine changes.
    public func fittingSize(of item: LayoutItem, target: Size, horizontalPriority: Priority,
                            verticalPriority: Priority) -> Size {
        updateConstraintsIfNeeded()
        applyChangedConstants()
        wakeDormantConstraints()
        return solver.probe {
            if item !== root { releaseInProbe(constraintsReachingOutside(item)) }
            for (variable, value, priority) in [(item.width, target.width, horizontalPriority),
                                                (item.height, target.height, verticalPriority)] {
                do {
                    try solver.addConstraint(Constraint(variable, .equal, value, priority: priority))
                } catch {
                    // A required target that cannot hold is pulled toward as strongly as possible.
                    try? solver.addConstraint(Constraint(variable, .equal, value, priority: 999.999))
                }
            }
            settleContentInProbe(of: item)
            return Size(width: solver.value(of: item.width), height: solver.value(of: item.height))
        }
    }
}

extension LayoutEngine {
    /// The constraints in the solver that tie `item`'s subtree to the rest
    /// of the tree, those UIKit's fitting leaves out: one that names a
    /// region outside the subtree, a position of the item itself set to a
    /// constant (measured from its parent), and what the stack that
    /// arranges it or its autoresizing mask makes on the item alone.
    func constraintsReachingOutside(_ item: LayoutItem) -> [Constraint] {
        let regions = item.subtreeRegions
        let inside = Set(regions.map(ObjectIdentifier.init))
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        for region in regions {
            for constraint in region.constraints.values where constraint.solverConstraint != nil {
                let reachesOut = !inside.contains(ObjectIdentifier(constraint.firstItem))
                    || constraint.secondItem.map { !inside.contains(ObjectIdentifier($0)) } ?? false
                let placesItem = constraint.firstItem === item && (
                    (constraint.secondItem == nil && !constraint.firstAttribute.isDimension)
                        || constraint.origin.isAutoresizingMask
                        || constraint.origin.isArrangingStackRule)
                if reachesOut || placesItem { found[ObjectIdentifier(constraint)] = constraint }
            }
        }
        // In activation order, so that the probe takes the same path each time.
        return found.values.sorted { order(of: $0) < order(of: $1) }.compactMap(\.solverConstraint)
    }

    /// Takes equations out of the solver inside a probe, which puts them back.
    private func releaseInProbe(_ equations: [Constraint]) {
        for equation in equations { try? solver.removeConstraint(equation) }
    }
}

extension LayoutItem {
    /// Whether the constraints leave any part of the item's frame open.
    public var hasAmbiguousLayout: Bool { !engine.ambiguities(of: self).isEmpty }

    /// Moves the item to another layout that satisfies its constraints just
    /// as well, when it has one (see ``LayoutEngine/exerciseAmbiguity(of:)``).
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        let moved = engine.exerciseAmbiguity(of: self)
        layoutIfNeeded()
        return moved
    }

    /// The constraints that decide the item's frame in its parent along an
    /// axis.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        engine.constraintsAffectingLayout(of: self, for: axis)
    }

    /// The size the item takes when its width and height are pulled toward
    /// `target` at the given priorities: `.compressedSize` with
    /// ``Cassowary/Priority/fittingSizeLevel`` gives the smallest size the content allows.
    /// Only the constraints among the item's subtree count, as in UIKit
    /// (see ``LayoutEngine/fittingSize(of:target:horizontalPriority:verticalPriority:)``).
    public func systemLayoutSizeFitting(_ target: Size, horizontalFittingPriority: Priority = .required,
                                        verticalFittingPriority: Priority = .required) -> Size {
        engine.fittingSize(of: self, target: target, horizontalPriority: horizontalFittingPriority,
                           verticalPriority: verticalFittingPriority)
    }

    /// ``systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``
    /// spelled as UIKit spells it.
    public func systemLayoutSizeFitting(_ target: Size, withHorizontalFittingPriority horizontalFittingPriority: Priority,
                                        verticalFittingPriority: Priority) -> Size {
        systemLayoutSizeFitting(target, horizontalFittingPriority: horizontalFittingPriority,
                                verticalFittingPriority: verticalFittingPriority)
    }
}

extension Size {
    /// The target of a compressed fitting size (UIKit's `layoutFittingCompressedSize`).
    public static let compressedSize = Size.zero
    /// The target of an expanded fitting size (UIKit's `layoutFittingExpandedSize`).
    public static let expandedSize = Size(width: 1e7, height: 1e7)
}

extension Priority {
    /// 750, UIKit's `defaultHigh`.
    public static let defaultHigh: Priority = 750
    /// 250, UIKit's `defaultLow`.
    public static let defaultLow: Priority = 250
    /// 50, UIKit's `fittingSizeLevel`: the pull of a fitting size.
    public static let fittingSizeLevel: Priority = 50
}

extension LayoutEngine {
    /// The constraints the solver holds that no constraint of the engine
    /// stands for, described: none, unless a probe left one behind. For
    /// tests and sessions.
    package var strayConstraints: [String] {
        let known = Set(tree.active.compactMap { $0.solverConstraint.map(ObjectIdentifier.init) })
        return solver.heldConstraints.filter { !known.contains(ObjectIdentifier($0.constraint)) }
            .map { "\($0.constraint) @\($0.priority.value)" }
    }

    /// The active constraints whose equation in the solver is not the one
    /// the engine would make of them now (terms, constant, relation or
    /// priority), described: none, unless a change that moves an equation
    /// (a margin, an inset, a direction) missed one. For tests and sessions.
    /// Constants gathered for the next pass are not counted.
    package var staleConstraints: [String] {
        var held: [ObjectIdentifier: Solver.HeldConstraint] = [:]
        for record in solver.heldConstraints { held[ObjectIdentifier(record.constraint)] = record }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        var stale: [String] = []
        for constraint in tree.active.sorted(by: { $0.activationOrder < $1.activationOrder }) {
            guard let equation = constraint.solverConstraint, let record = held[ObjectIdentifier(equation)],
                  !constraint.hasGatheredConstant else { continue }
            let expected = solverConstraint(for: constraint)
            let coefficients = Dictionary(equation.expression.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) },
                                          uniquingKeysWith: +)
            let sameTerms = expected.expression.terms.count == coefficients.count
                && expected.expression.terms.allSatisfy { term in
                    coefficients[ObjectIdentifier(term.variable)].map { close($0, term.coefficient) } ?? false
                }
            guard !sameTerms || !close(record.constant, expected.expression.constant)
                || record.constraint.relation != expected.relation || record.priority != constraint.priority else { continue }
            stale.append("\(constraint): held as \(record.constraint) (constant \(record.constant)), now \(expected)")
        }
        return stale
    }
}
