import Cassowary

extension LayoutConflict {
    /// A change that ends a conflict by itself, in the layout as it
    /// stands: see ``LayoutEngine/fixes(for:)``.
    public struct Fix {
        /// The constraint to change. Removed, or made optional (priority
        /// 999), it lets the broken constraint hold. A stack's or the
        /// engine's stands for a setting to change instead (a
        /// distribution, a spacing, an aspect ratio, the safe area).
        public let constraint: LayoutConstraint
        /// For one of the application's constraints whose constant alone
        /// could end the conflict, the constants with which it would hold
        /// beside the rest: one value, a range, or a side (an infinite
        /// bound); for a stack's spacing, the spacings with which it would;
        /// nil for the others. Between the edges of two items
        /// (side by side, or one inside the other) a constant that keeps
        /// them apart stays one, a gap not offered as an overlap nor an
        /// inset as an overhang, and edges aligned (a constant of 0) get
        /// none.
        public let constants: ClosedRange<Double>?
        /// For a stack's constraint, the setting it stands for, as a
        /// document names it: `col's "alignment" (fill)`, `row's
        /// "spacing" (8)`. A conflict names each setting once, with the
        /// first of its constraints in the set. Nil for the others.
        public let stackSetting: String?
    }
}

extension LayoutEngine {
    /// The single changes that end `conflict`, each enough by itself, in
    /// the conflict's order: each member whose removal lets the broken
    /// constraint hold beside the rest of the layout, the broken one
    /// included, with the constants that would do for the application's.
    /// Left out are the items' non-negative floors, which hold whatever
    /// the application says, and the stacks' and the engine's constraints
    /// that stand for no setting (how every stack holds its items between
    /// its edges, one after the other; the root at (0, 0); a guide's
    /// ties). A member that only one of the layout's conflicts needs is no
    /// fix: the layout may hold another beside the set (a `fillEqually`
    /// row's width against the screen's, and the same rule against an
    /// item's non-negative width). A safe area's or the keyboard's inset
    /// may change only to 0 or more. Empty when the conflict is
    /// over: its broken constraint holds, or would hold as the layout now
    /// stands (a constant changed since the pass that reported it).
    ///
    /// As for any question about the solution, constants set since the
    /// last pass go into the solver and the dormant floors wake first; each
    /// answer is then a probe, and the solution stays as it is.
    public func fixes(for conflict: LayoutConflict) -> [LayoutConflict.Fix] {
        let broken = conflict.broken
        applyChangedConstants()
        wakeDormantConstraints()
        guard broken.engine === self, broken.solverConstraint == nil else { return [] }
        let brokenEquation = equation(for: broken, broken.items).equation
        if solver.probe({ (try? solver.addConstraint(brokenEquation)) != nil }) { return [] }
        // Each member's question below is one probe, against this state.
        var settings: [GeneratedSetting] = []
        return conflict.constraints.compactMap { constraint in
            guard !constraint.isNonNegativeFloor else { return nil }
            let setting = constraint.generatedSetting
            if case .stack = constraint.origin, setting == nil, !constraint.standsForStackSetting { return nil }
            if constraint.origin == .engine, constraint.engineSetting == nil { return nil }
            if let setting, settings.contains(where: setting.isSame) { return nil }
            let constants: ClosedRange<Double>?
            if let shared = setting?.sharedBy {
                guard let values = values(sharedBy: shared, ending: brokenEquation) else { return nil }
                constants = values.lowerBound.isInfinite && values.upperBound.isInfinite ? nil : values
            } else {
                let ends = if let relaxation = setting?.relaxation {
                    holds(brokenEquation, replacing: relaxation.replaced, by: relaxation.by)
                } else {
                    constraint === broken || holds(brokenEquation, without: constraint)
                }
                guard ends else { return nil }
                constants = constraint.origin == .user
                    ? newConstants(of: constraint, ending: constraint === broken ? nil : brokenEquation) : nil
            }
            if let setting { settings.append(setting) }
            return LayoutConflict.Fix(constraint: constraint, constants: constants,
                                      stackSetting: setting.map { "\($0.owner.name)'s \($0.text)" })
        }
    }

    /// The values of a setting that is the constant of each of `members`
    /// (a stack's spacing in every gap it sets) with which `broken` would
    /// hold beside the rest of the layout: a probe with the members taken
    /// out, their sides held equal to one another, and `broken` in. Nil
    /// when no value would do.
    private func values(sharedBy members: [LayoutConstraint], ending broken: Constraint) -> ClosedRange<Double>? {
        let held = members.map { member in
            var expression = equation(for: member, member.items).equation.expression
            expression.constant += Self.limited(member.constant)
            return expression
        }
        guard let first = held.first else { return nil }
        let values = solver.probe { () -> (lower: Double, upper: Double)? in
            for case let removed? in members.map(\.solverConstraint) {
                guard (try? solver.removeConstraint(removed)) != nil else { return nil }
            }
            for other in held.dropFirst() {
                guard (try? solver.addConstraint(Constraint(other, .equal, first))) != nil else { return nil }
            }
            guard (try? solver.addConstraint(broken)) != nil else { return nil }
            return solver.rangeInProbe(of: first, pushedAt: Self.requiredRangePriority)
        }
        return values.map { $0.lower...$0.upper }
    }

    /// The constants of `constants(for:ending:)`, those that keep two
    /// items' edges apart when the constant does (see
    /// `LayoutConflict.Fix.constants`); nil when none does, for edges
    /// aligned, when the constant is among them already, and for a
    /// constraint whose sides cancel (it holds with any constant or none).
    private func newConstants(of member: LayoutConstraint, ending broken: Constraint?) -> ClosedRange<Double>? {
        guard constantOnlyRequirement(of: member) == nil,
              var (lower, upper) = constants(for: member, ending: broken) else { return nil }
        let constant = member.constant
        if let apart = Self.apartSide(of: member) {
            // Edges aligned stay so: the others say what does not fit.
            guard constant != 0 else { return nil }
            if constant * apart > 0 {
                if apart > 0 { lower = max(lower, 0) } else { upper = min(upper, 0) }
            }
        }
        guard lower <= upper, !(lower...upper).contains(constant) else { return nil }
        return lower...upper
    }

    /// For a constraint between edges of two items along one axis with a
    /// multiplier of 1, the sign of a constant that keeps them apart: side
    /// by side (`b.leading == a.trailing + 8`: +1; `a.trailing ==
    /// b.leading - 8`: −1), or one inside the other (`inner.top ==
    /// outer.top + 16`: +1; `inner.bottom == outer.bottom - 16`: −1). Nil
    /// for every other constraint, and for edges of the same side of two
    /// items neither of which holds the other.
    private static func apartSide(of constraint: LayoutConstraint) -> Double? {
        guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
              constraint.multiplier == 1, second !== constraint.firstItem,
              constraint.firstAttribute.axis == secondAttribute.axis,
              let firstIsStart = constraint.firstAttribute.edgeIsStart,
              let secondIsStart = secondAttribute.edgeIsStart else { return nil }
        if firstIsStart != secondIsStart { return firstIsStart ? 1 : -1 }
        let firstIsHeld: Bool
        if isInside(constraint.firstItem, second) {
            firstIsHeld = true
        } else if isInside(second, constraint.firstItem) {
            firstIsHeld = false
        } else {
            return nil
        }
        // The held item's start edge lies after its container's, its end
        // edge before.
        return firstIsStart == firstIsHeld ? 1 : -1
    }

    /// Whether `inner` lies inside `outer`: an item inside another or inside
    /// its guide, or a guide inside its own item.
    private static func isInside(_ inner: LayoutRegion, _ outer: LayoutRegion) -> Bool {
        guard let innerItem = (inner as? LayoutGuide)?.owningItem ?? inner as? LayoutItem,
              let outerItem = (outer as? LayoutGuide)?.owningItem ?? outer as? LayoutItem else { return false }
        if innerItem === outerItem { return inner is LayoutGuide && outer is LayoutItem }
        return outerItem.isAncestor(of: innerItem)
    }

    /// Whether `broken`, the equation of the constraint a conflict broke,
    /// could hold in the layout as it stands were `member`, one of the
    /// conflict's set, taken out (with a safe area's or the keyboard's
    /// inset kept at 0 or more: see `allowedRange(of:)`). A probe.
    private func holds(_ broken: Constraint, without member: LayoutConstraint) -> Bool {
        guard let removed = member.solverConstraint else { return true }
        let allowed = Self.allowedRange(of: member).map { equation(for: $0, $0.items).equation }
        return solver.probe {
            guard removeFromProbe(member, removed) else { return false }
            if let allowed, (try? solver.addConstraint(allowed)) == nil { return false }
            return (try? solver.addConstraint(broken)) != nil
        }
    }

    /// Whether `broken` could hold were the constraints of a stack's
    /// setting as it is (`replaced`) swapped for what holds whatever value
    /// it takes (`relaxed`): whether some value of the setting could end
    /// the conflict. A probe.
    private func holds(_ broken: Constraint, replacing replaced: [LayoutConstraint],
                       by relaxed: [LayoutConstraint]) -> Bool {
        let added = relaxed.map { equation(for: $0, $0.items).equation }
        return solver.probe {
            for case let removed? in replaced.map(\.solverConstraint) {
                guard (try? solver.removeConstraint(removed)) != nil else { return false }
            }
            for equation in added {
                guard (try? solver.addConstraint(equation)) != nil else { return false }
            }
            return (try? solver.addConstraint(broken)) != nil
        }
    }

    /// Takes `member` (in the solver as `removed`) out, inside a probe,
    /// with the flex placements of the items it names when it is not a
    /// stack's own: a flex layout measured them under the constraints on
    /// them, `member` among them, and places them anew without it.
    /// Whether the solver took them.
    private func removeFromProbe(_ member: LayoutConstraint, _ removed: Constraint) -> Bool {
        let regions: [LayoutRegion] = if case .stack = member.origin { [] } else {
            [member.firstItem, member.secondItem].compactMap { $0 }
        }
        var placements: [Constraint] = []
        for region in regions {
            for placement in region.constraints.values where placement.isFlexPlacement(of: region) {
                if let equation = placement.solverConstraint { placements.append(equation) }
            }
        }
        return ([removed] + placements).allSatisfy { (try? solver.removeConstraint($0)) != nil }
    }

    /// The constants with which `member`, one of a conflict's set, would
    /// hold beside the rest of the layout and `broken`, the equation of the
    /// constraint the conflict broke (nil when `member` is that
    /// constraint: beside the rest): for `title.top == safeArea.top + 16`,
    /// the offsets the others leave the title. The required constraints
    /// decide the range; an equality's constant may be any value in it, an
    /// inequality's any on its side (`a.width >= 40`: at most the largest
    /// width). Nil when the member is not in the solver, or where every
    /// constant would do. A probe.
    private func constants(for member: LayoutConstraint, ending broken: Constraint?) -> (lower: Double, upper: Double)? {
        // The member's equation without its constant: `held RELATION constant`.
        var held = equation(for: member, member.items).equation.expression
        held.constant += Self.limited(member.constant)
        let values: (lower: Double, upper: Double)?
        if let broken {
            guard let removed = member.solverConstraint else { return nil }
            values = solver.probe {
                guard removeFromProbe(member, removed),
                      (try? solver.addConstraint(broken)) != nil else { return nil }
                return solver.rangeInProbe(of: held, pushedAt: Self.requiredRangePriority)
            }
        } else {
            values = solver.range(of: held, pushedAt: Self.requiredRangePriority)
        }
        guard let values else { return nil }
        let range: (lower: Double, upper: Double) = switch member.relation {
        case .equal: values
        case .greaterThanOrEqual: (-.infinity, values.upper)
        case .lessThanOrEqual: (values.lower, .infinity)
        }
        return range.lower.isInfinite && range.upper.isInfinite ? nil : range
    }

    /// For a constraint that stands for an inset the application sets (a
    /// safe-area guide's tie to the root, the keyboard guide's), the
    /// values the setting can give it: an inset of 0 or more, so the guide
    /// at or inside its item's edge (`safeArea.top >= screen.top`,
    /// `safeArea.bottom <= screen.bottom`). Nil for every other constraint.
    private static func allowedRange(of constraint: LayoutConstraint) -> LayoutConstraint? {
        switch constraint.engineSetting {
        case .safeArea?, .keyboard?:
            guard let second = constraint.secondItem, let attribute = constraint.secondAttribute else { return nil }
            let farEdge = [.bottom, .right, .trailing].contains(attribute)
            return LayoutConstraint(constraint.firstItem, constraint.firstAttribute,
                                    farEdge ? .lessThanOrEqual : .greaterThanOrEqual, second, attribute,
                                    multiplier: constraint.multiplier)
        default:
            return nil
        }
    }
}
