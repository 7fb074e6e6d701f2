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
        /// for the root's keyboard guide, the keyboard heights with which
        /// it would (``LayoutItem/rootKeyboardHeight``); for a tie of an
        /// item's margins guide, the item's layout margins on the tie's
        /// edge with which it would; nil for the others. Between the edges
        /// of two items (side by side, or one inside the other) a constant
        /// that keeps them apart stays one, a
        /// gap not offered as an overlap nor an inset as an overhang, and
        /// edges aligned (a constant of 0) get none.
        public let constants: ClosedRange<Double>?
        /// For one of the application's constraints with ``constants``,
        /// those of them with which every item the conflict names that
        /// shows its content whole now (its compression resistance holds)
        /// still does, when that is fewer than all: `0…206` where a stepper
        /// up to 346 wide would end the conflict but leave the button
        /// beside it no room for its title. Nil when every constant keeps
        /// the content, and when none does.
        public let constantsKeepingContent: ClosedRange<Double>?
        /// For a stack's constraint, the setting to change, as a document
        /// names it: `col's "alignment" (fill)`, `row's "spacing" (8)`,
        /// `row's "distribution" (fillEqually)`. Nil for the others.
        public let stackSetting: String?
        /// For a stack's alignment or distribution, the other values that
        /// would end the conflict, as a document names them (`center`,
        /// `equalSpacing`), in the order UIKit lists them. Empty for the
        /// others.
        public let settingValues: [String]

        init(constraint: LayoutConstraint, constants: ClosedRange<Double>?, keepingContent: ClosedRange<Double>? = nil,
             stackSetting: String?, settingValues: [String]) {
            self.constraint = constraint
            // A bound worked out as −0 (the negation of a zero) reads 0.
            self.constants = constants.map { ($0.lowerBound + 0)...($0.upperBound + 0) }
            constantsKeepingContent = keepingContent.map { ($0.lowerBound + 0)...($0.upperBound + 0) }
            self.stackSetting = stackSetting
            self.settingValues = settingValues
        }
    }
}

extension LayoutEngine {
    /// The single changes that end `conflict`, each enough by itself: each
    /// member whose removal lets the broken constraint hold beside the rest
    /// of the layout, the broken one included, with the constants that
    /// would do for the application's. The broken constraint's own fix
    /// comes first (it is usually the one just written), what the device
    /// gives (the root's size, safe area and keyboard) last, and the rest
    /// in the conflict's order.
    /// Left out are the items' non-negative floors, which hold whatever
    /// the application says, and the stacks' and the engine's constraints
    /// that stand for no setting (how every stack holds its items between
    /// its edges, one after the other; the root at (0, 0); a guide's
    /// ties). A member that only one of the layout's conflicts needs is no
    /// fix: the layout may hold another beside the set (a `fillEqually`
    /// row's width against the screen's, and the same rule against an
    /// item's non-negative width). A safe area's or the keyboard's inset
    /// may change only to 0 or more. A stack's constraint stands for a
    /// setting (``LayoutConflict/Fix/stackSetting``), offered where another
    /// value of it ends the conflict: another alignment or distribution
    /// (with the values that would do, each tried with what it requires),
    /// a spacing (with the spacings that would do). Each setting, a
    /// stack's or the engine's, is named once, by the first of its
    /// constraints in the set; an exact spacing stands for
    /// two, the spacing and the distribution that makes it exact. A flex
    /// stack's placement of an item goes with a constraint of the item's
    /// own when the item's measurement would see the broken constraint
    /// instead. Empty when the conflict is
    /// over: its broken constraint holds, or would hold as the layout now
    /// stands (a constant changed since the pass that reported it).
    ///
    /// As for any question about the solution, constants set since the
    /// last pass go into the solver and the dormant floors wake first; each
    /// answer is then a probe, and the solution stays as it is.
    ///
    /// Each fix ends the conflict as the layout stands, the broken
    /// constraint held. Applied to this engine, a fix on another member
    /// changes the conflict, so the next ``layoutIfNeeded()`` tries the
    /// broken constraint again and it holds (``LayoutConstraint/isBroken``).
    public func fixes(for conflict: LayoutConflict) -> [LayoutConflict.Fix] {
        let broken = conflict.broken
        applyChangedConstants()
        wakeDormantConstraints()
        guard broken.engine === self, broken.solverConstraint == nil else { return [] }
        let brokenEquation = equation(for: broken, broken.items).equation
        if solver.probe({ (try? solver.addConstraint(brokenEquation)) != nil }) { return [] }
        // Each member's question below is one probe, against this state.
        let members = conflict.constraints.map { (constraint: $0, settings: $0.generatedSettings) }
        let namers = settingNamers(in: members)
        let stackSizes = flexStackSizes(placing: conflict.constraints)
        let contentFloors = contentFloors(of: conflict.constraints)
        var namedByEngine: [EngineSetting] = []
        let fixes = members.flatMap { constraint, ownSettings -> [LayoutConflict.Fix] in
            // A flex stack works its placements out from its settings: which
            // change of them would end the conflict, no probe can tell (the
            // report's advice says where to move the item instead).
            guard !constraint.isNonNegativeFloor, !constraint.isFlexPlacement else { return [] }
            let settings = namers.filter { $0.member === constraint }.map(\.setting)
            if settings.isEmpty {
                // A setting another member names, or none a stack's stands for.
                if case .stack = constraint.origin, !ownSettings.isEmpty || !constraint.standsForStackSetting { return [] }
                let engineSetting = constraint.engineSetting
                if constraint.origin == .engine, engineSetting == nil { return [] }
                if let engineSetting, namedByEngine.contains(where: engineSetting.isSame) { return [] }
                let placements = FlexProbe(takenOut: placements(restingOn: constraint, measuring: broken),
                                           stackSizes: stackSizes)
                guard constraint === broken || holds(brokenEquation, without: constraint, placements) else { return [] }
                if let engineSetting { namedByEngine.append(engineSetting) }
                let ending = constraint === broken ? nil : brokenEquation
                if constraint.origin == .user {
                    let constants = newConstants(of: constraint, ending: ending, placements, keepingWhole: contentFloors)
                    return [LayoutConflict.Fix(constraint: constraint, constants: constants?.all,
                                               keepingContent: constants?.keepingContent, stackSetting: nil, settingValues: [])]
                }
                let constants = keyboardHeights(ending: ending, through: constraint, placements)
                    ?? marginValues(ending: ending, through: constraint, placements)
                return [LayoutConflict.Fix(constraint: constraint, constants: constants, stackSetting: nil, settingValues: [])]
            }
            return settings.compactMap { settingFix($0, namedBy: constraint, broken: broken, brokenEquation) }
        }
        // A stable sort: within a rank, the conflict's order.
        return fixes.enumerated().sorted { first, second in
            let ranks = (fixRank(first.element.constraint, broken: broken), fixRank(second.element.constraint, broken: broken))
            return ranks.0 != ranks.1 ? ranks.0 < ranks.1 : first.offset < second.offset
        }.map(\.element)
    }

    /// The fix another value of a stack's `setting` gives, named by
    /// `member`: the values of the setting with which `broken` (whose
    /// equation is `brokenEquation`) would hold, each with what it
    /// requires, or the numbers it could be; nil when none would. Probes.
    private func settingFix(_ setting: GeneratedSetting, namedBy member: LayoutConstraint,
                            broken: LayoutConstraint, _ brokenEquation: Constraint) -> LayoutConflict.Fix? {
        var constants: ClosedRange<Double>?
        var names: [String] = []
        switch setting.check {
        case let .values(replaced, others):
            // The broken constraint is the setting's own: another
            // value replaces it.
            let ending = replaced.contains { $0 === broken } ? nil : brokenEquation
            names = others.filter { holds(ending, replacing: replaced, by: $0) }.map(\.name)
            guard !names.isEmpty else { return nil }
        case let .number(sharedBy: members, within: allowed):
            guard let found = values(sharedBy: members, ending: brokenEquation, of: broken),
                  found.overlaps(allowed) else { return nil }
            let values = found.clamped(to: allowed)
            constants = values.lowerBound.isInfinite && values.upperBound.isInfinite ? nil : values
        }
        return LayoutConflict.Fix(constraint: member, constants: constants,
                                  stackSetting: "\(setting.owner.name)'s \(setting.text)", settingValues: names)
    }

    /// The settings of the stacks whose rules `conflict`'s broken
    /// constraint fought (``LayoutConflict/stackRulesFought``) when no
    /// other value of any of them ends the conflict: no other alignment
    /// or distribution, no spacing of 0 or more (a negative one overlaps
    /// the items). What the broken constraint then meets is the room the
    /// stack has, not how it arranges its items. Empty when one would end
    /// it, or when the rules fought stand for no setting. Worked out as a
    /// pass reports the conflict, with the floors in the solver; probes.
    func settingsNotEnding(_ conflict: LayoutConflict) -> [GeneratedSetting] {
        let broken = conflict.broken
        guard !conflict.stackRulesFought.isEmpty, broken.engine === self, broken.solverConstraint == nil else { return [] }
        let fought = conflict.constraints.filter { member in
            guard case let .stack(rule) = member.origin else { return false }
            return conflict.stackRulesFought.contains(rule)
        }
        let namers = settingNamers(in: fought.map { (constraint: $0, settings: $0.generatedSettings) })
        guard !namers.isEmpty else { return [] }
        let brokenEquation = equation(for: broken, broken.items).equation
        for (setting, member) in namers {
            guard let fix = settingFix(setting, namedBy: member, broken: broken, brokenEquation) else { continue }
            if case .number = setting.check, let constants = fix.constants, constants.upperBound < 0 { continue }
            return []
        }
        return namers.map(\.setting)
    }

    /// Where a fix on `constraint` goes in the list: 0 for the broken
    /// constraint, 2 for what the device gives (a size of the root set to a
    /// constant, the root's safe area, the keyboard), 1 for the rest.
    private func fixRank(_ constraint: LayoutConstraint, broken: LayoutConstraint) -> Int {
        if constraint === broken { return 0 }
        switch constraint.engineSetting {
        case .safeArea?, .keyboard?: return 2
        default: break
        }
        let isRootSize = constraint.secondItem == nil && (constraint.firstItem as? LayoutItem)?.parent == nil
            && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
        return isRootSize ? 2 : 1
    }

    /// The stack settings the constraints of a conflict's set stand for,
    /// each with the member that names it: the first whose own setting it
    /// is (a `UISV-fill-equally` tie for the distribution), else the first
    /// that stands for it besides (an exact gap).
    private func settingNamers(in members: [(constraint: LayoutConstraint, settings: [GeneratedSetting])])
        -> [(setting: GeneratedSetting, member: LayoutConstraint)] {
        var namers: [(setting: GeneratedSetting, member: LayoutConstraint)] = []
        for (member, settings) in members {
            for setting in settings {
                if let index = namers.firstIndex(where: { $0.setting.isSame(as: setting) }) {
                    if namers[index].setting.standsBesides && !setting.standsBesides { namers[index] = (setting, member) }
                } else {
                    namers.append((setting, member))
                }
            }
        }
        return namers
    }

    /// The numbers a setting that is the constant of each of `members` (a
    /// stack's spacing in every gap it sets) could take for `broken` to
    /// hold beside the rest of the layout: probes with the members taken
    /// out and `broken` in (unless `brokenConstraint` is one of them, then
    /// held equal with them). Equalities (exact gaps) are held equal to one
    /// another, and the range is the first's; for inequalities (`gap >=
    /// spacing`) the number is at most the smallest gap, as large as it
    /// can be with each gap in turn the smallest. Nil when no number would
    /// do.
    private func values(sharedBy members: [LayoutConstraint], ending broken: Constraint,
                        of brokenConstraint: LayoutConstraint) -> ClosedRange<Double>? {
        let held = members.map(heldSide(of:))
        let isMinimum = members.first?.relation == .greaterThanOrEqual
        var best: (lower: Double, upper: Double)?
        for (index, smallest) in held.enumerated() {
            let values = solver.probe { () -> (lower: Double, upper: Double)? in
                guard takeOutInProbe(members.compactMap(\.solverConstraint)) else { return nil }
                for (other, gap) in held.enumerated() where other != index {
                    guard (try? solver.addConstraint(Constraint(gap, isMinimum ? .greaterThanOrEqual : .equal, smallest)))
                        != nil else { return nil }
                }
                // The broken constraint among them holds with the rest.
                if !members.contains(where: { $0 === brokenConstraint }) {
                    guard (try? solver.addConstraint(broken)) != nil else { return nil }
                }
                return solver.rangeInProbe(of: smallest, pushedAt: Self.requiredRangePriority)
            }
            guard let values else { continue }
            guard isMinimum else { return values.lower...values.upper }
            best = (-.infinity, max(best?.upper ?? -.infinity, values.upper))
        }
        return best.map { $0.lower...$0.upper }
    }

    /// The constants of `constants(for:ending:_:)`, those that keep two
    /// items' edges apart when the constant does (see
    /// `LayoutConflict.Fix.constants`); nil when none does, for edges
    /// aligned, when the constant is among them already, and for a
    /// constraint whose sides cancel (it holds with any constant or none).
    /// With them, those that also keep the content whole with the
    /// `keepingWhole` floors held (see ``contentFloors(of:)``), when fewer.
    private func newConstants(of member: LayoutConstraint, ending broken: Constraint?, _ placements: FlexProbe,
                              keepingWhole floors: [Constraint])
        -> (all: ClosedRange<Double>, keepingContent: ClosedRange<Double>?)? {
        guard constantOnlyRequirement(of: member) == nil,
              var (lower, upper) = constants(for: member, ending: broken, placements) else { return nil }
        let constant = member.constant
        if let apart = Self.apartSide(of: member) {
            // Edges aligned stay so: the others say what does not fit.
            guard constant != 0 else { return nil }
            if constant * apart > 0 {
                if apart > 0 { lower = max(lower, 0) } else { upper = min(upper, 0) }
            }
        }
        guard lower <= upper, !(lower...upper).contains(constant) else { return nil }
        guard !floors.isEmpty, let whole = constants(for: member, ending: broken, placements, holding: floors) else {
            return (lower...upper, nil)
        }
        let kept = (lower: max(lower, whole.lower), upper: min(upper, whole.upper))
        guard kept.lower <= kept.upper, kept != (lower, upper) else { return (lower...upper, nil) }
        return (lower...upper, kept.lower...kept.upper)
    }

    /// For each item `constraints` name whose content shows whole now
    /// (its size at least its content's along an axis where its
    /// compression resistance is below required), that size at least the
    /// content's, required: what narrows a fix's constants to those that
    /// leave every such item its content. An item's compression
    /// resistance gives way before any required constraint, so a fix's
    /// range alone can end where a button beside it is 0 wide.
    private func contentFloors(of constraints: [LayoutConstraint]) -> [Constraint] {
        var seen: Set<ObjectIdentifier> = []
        var floors: [Constraint] = []
        for constraint in constraints where !constraint.namesReleasedItem {
            for case let item as LayoutItem in [constraint.firstItem, constraint.secondItem] {
                guard seen.insert(ObjectIdentifier(item)).inserted,
                      let made = tree.contentSizeConstraints[ObjectIdentifier(item)] else { continue }
                for axis in LayoutAxis.allCases {
                    guard let compression = made[pair: axis]?.compression, !compression.priority.isRequired,
                          compression.solverConstraint != nil else { continue }
                    let size = axis == .horizontal ? item.width : item.height
                    guard solver.value(of: size) >= compression.constant - Self.contentTolerance else { continue }
                    floors.append(Constraint(size, .greaterThanOrEqual, compression.constant))
                }
            }
        }
        return floors
    }

    /// How far below its content an item's size may come out and still
    /// count as showing it whole: the solver's rounding.
    private static let contentTolerance = 1e-6

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
    /// inset kept at 0 or more: see `allowedRange(of:)`), with the flex
    /// `placements` that rest on it, and the flex stacks' sizes kept (see
    /// ``FlexProbe``). A probe.
    private func holds(_ broken: Constraint, without member: LayoutConstraint, _ placements: FlexProbe) -> Bool {
        guard let removed = member.solverConstraint else { return true }
        let allowed = Self.allowedRange(of: member).map { equation(for: $0, $0.items).equation }
        return solver.probe {
            guard change(taking: removed, placements) else { return false }
            if let allowed, (try? solver.addConstraint(allowed)) == nil { return false }
            return (try? solver.addConstraint(broken)) != nil
        }
    }

    /// Whether `broken` could hold were the constraints of a stack's
    /// setting as it is (`replaced`) swapped for what another of its values
    /// requires (`other`); for a broken constraint that is one of
    /// `replaced` (nil), whether `other` holds. A probe.
    private func holds(_ broken: Constraint?, replacing replaced: [LayoutConstraint],
                       by other: GeneratedSetting.Value) -> Bool {
        var added = other.requires.map { equation(for: $0, $0.items).equation }
        if let first = other.equalizes.first.map(heldSide(of:)) {
            added += other.equalizes.dropFirst().map { Constraint(heldSide(of: $0), .equal, first) }
        }
        return solver.probe {
            guard takeOutInProbe(replaced.compactMap(\.solverConstraint)) else { return false }
            for equation in added {
                guard (try? solver.addConstraint(equation)) != nil else { return false }
            }
            return broken.map { (try? solver.addConstraint($0)) != nil } ?? true
        }
    }

    /// A constraint's equation without its constant: `held RELATION
    /// constant`, what the constant is compared with.
    private func heldSide(of constraint: LayoutConstraint) -> Expression {
        var held = equation(for: constraint, constraint.items).equation.expression
        held.constant += Self.limited(constraint.constant)
        return held
    }

    /// Takes each of `equations` out of the solver, inside a probe; whether
    /// it took them all.
    private func takeOutInProbe(_ equations: [Constraint]) -> Bool {
        equations.allSatisfy { (try? solver.removeConstraint($0)) != nil }
    }

    /// What a probe of a fix changes besides the member it takes out: the
    /// flex placements that rest on the member go with it (see
    /// ``placements(restingOn:measuring:)``), and the flex stacks whose
    /// placements the conflict holds keep their size (see
    /// ``flexStackSizes(placing:)``).
    struct FlexProbe {
        var takenOut: [Constraint]
        var stackSizes: [Constraint]
    }

    /// Takes `member` and the placements resting on it out of the solver
    /// and holds the flex stacks' sizes, inside a probe; whether it could.
    private func change(taking member: Constraint, _ flex: FlexProbe) -> Bool {
        takeOutInProbe([member] + flex.takenOut)
            && flex.stackSizes.allSatisfy { (try? solver.addConstraint($0)) != nil }
    }

    /// The width and height, as they are, of each flex stack that places
    /// one of `constraints`' items (a `STK-flex-size` or `STK-flex-position`
    /// among them). Such a stack worked its placements out for the size it
    /// has; at another size (the screen wider, the stack's leading edge
    /// moved) it would place its items anew, which a probe holding the
    /// placements as they are cannot tell. A fix is one with the stack's
    /// size kept.
    private func flexStackSizes(placing constraints: [LayoutConstraint]) -> [Constraint] {
        var stacks: [LayoutItem] = []
        for constraint in constraints where constraint.isFlexPlacement {
            guard let stack = (constraint.firstItem as? LayoutItem)?.parent,
                  !stacks.contains(where: { $0 === stack }) else { continue }
            stacks.append(stack)
        }
        return stacks.flatMap { stack in
            [stack.width, stack.height].map { Constraint($0, .equal, solver.value(of: $0)) }
        }
    }

    /// The flex placements (`STK-flex-size`, `STK-flex-position`) that
    /// `member`, a constraint of the application's, goes with in a probe:
    /// those of the items it names whose subtree holds it and `broken`. A
    /// flex layout measures an item under the constraints of its subtree,
    /// so without `member` it would place the item anew where `broken`
    /// lets it; a constraint reaching outside the subtree does not move
    /// the placement either way.
    private func placements(restingOn member: LayoutConstraint, measuring broken: LayoutConstraint) -> [Constraint] {
        if case .stack = member.origin { return [] }
        var placements: [Constraint] = []
        for case let region? in [member.firstItem, member.secondItem] {
            let holds = { (constraint: LayoutConstraint) in
                constraint.firstItem.lies(inside: region) && constraint.secondItem.map { $0.lies(inside: region) } ?? true
            }
            guard holds(member), holds(broken) else { continue }
            for placement in region.constraints.values where placement.isFlexPlacement(of: region) {
                if let equation = placement.solverConstraint { placements.append(equation) }
            }
        }
        return placements
    }

    /// The constants with which `member`, one of a conflict's set, would
    /// hold beside the rest of the layout and `broken`, the equation of the
    /// constraint the conflict broke (nil when `member` is that
    /// constraint: beside the rest): for `title.top == safeArea.top + 16`,
    /// the offsets the others leave the title. The required constraints
    /// decide the range; an equality's constant may be any value in it, an
    /// inequality's any on its side (`a.width >= 40`: at most the largest
    /// width), the flex `placements` that rest on the member taken out
    /// with it, and the `extra` constraints held besides. Nil when the
    /// member is not in the solver, or where every constant would do. A
    /// probe.
    private func constants(for member: LayoutConstraint, ending broken: Constraint?,
                           _ placements: FlexProbe, holding extra: [Constraint] = []) -> (lower: Double, upper: Double)? {
        let held = heldSide(of: member)
        let values: (lower: Double, upper: Double)?
        if let broken {
            guard let removed = member.solverConstraint else { return nil }
            values = solver.probe {
                guard change(taking: removed, placements),
                      (try? solver.addConstraint(broken)) != nil,
                      extra.allSatisfy({ (try? solver.addConstraint($0)) != nil }) else { return nil }
                return solver.rangeInProbe(of: held, pushedAt: Self.requiredRangePriority)
            }
        } else if !extra.isEmpty {
            values = solver.probe {
                guard extra.allSatisfy({ (try? solver.addConstraint($0)) != nil }) else { return nil }
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

    /// For the top tie of the root's keyboard guide, the keyboard heights
    /// with which the broken constraint would hold: from 0 to the height
    /// less how far the tie's constant must rise (the guide's top moves
    /// down by what the keyboard is lowered). Nil for any other
    /// constraint, a guide of another item (whose frame, and so the
    /// keyboard's reach into it, moves with the layout), and where no
    /// lower keyboard would do.
    private func keyboardHeights(ending broken: Constraint?, through tie: LayoutConstraint,
                                 _ placements: FlexProbe) -> ClosedRange<Double>? {
        guard case let .keyboard(height)? = tie.engineSetting, height > 0, tie.firstAttribute == .top,
              let guide = tie.firstItem as? LayoutGuide, guide.owningItem?.parent == nil,
              let (lower, _) = constants(for: tie, ending: broken, placements), lower.isFinite,
              lower > tie.constant else { return nil }
        let highest = height - (lower - tie.constant)
        return highest >= 0 ? 0...highest : nil
    }

    /// For a tie of an item's margins guide, the item's layout margins on
    /// the tie's edge with which the broken constraint would hold: the
    /// margin moved as far as the tie's constant must move (a left or top
    /// margin by as much, a right or bottom one the other way). Nil for
    /// any other constraint, and for an edge where the parent's margin
    /// reaches further in than the item's own (which then decides
    /// nothing).
    private func marginValues(ending broken: Constraint?, through tie: LayoutConstraint,
                              _ placements: FlexProbe) -> ClosedRange<Double>? {
        guard case let .margins(item)? = tie.engineSetting, let attribute = tie.secondAttribute,
              item.superviewMarginNote(on: attribute) == nil,
              let (lower, upper) = constants(for: tie, ending: broken, placements) else { return nil }
        // How far the tie's constant must move, as the margin moves.
        let (down, up) = (lower - tie.constant, upper - tie.constant)
        let margin: Double, moves: (lower: Double, upper: Double)
        switch attribute {
        case .leftMargin: (margin, moves) = (item.layoutMargins.left, (down, up))
        case .topMargin: (margin, moves) = (item.layoutMargins.top, (down, up))
        case .rightMargin: (margin, moves) = (item.layoutMargins.right, (-up, -down))
        case .bottomMargin: (margin, moves) = (item.layoutMargins.bottom, (-up, -down))
        default: return nil
        }
        let values = (margin + moves.lower)...(margin + moves.upper)
        return values.contains(margin) ? nil : values
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
