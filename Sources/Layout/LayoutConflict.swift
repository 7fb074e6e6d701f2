/// Required constraints that could not all hold, and what the engine did:
/// it broke one of them (kept it active but not enforced), as Auto Layout
/// does, and laid out the rest.
public struct LayoutConflict: CustomStringConvertible {
    /// The constraint the engine broke: the one whose activation (or change)
    /// met the conflict.
    public let broken: LayoutConstraint
    /// A minimal conflicting set, the broken constraint last: removing any
    /// one of them lets the rest hold.
    public let constraints: [LayoutConstraint]
    /// The arithmetic that fails, as the layout stands without the broken
    /// constraint: what its two sides come to. Worked out when the pass
    /// that met the conflict reports it, so that what the pass did after
    /// (text measured again at its new width) is in the numbers.
    public internal(set) var arithmetic = ""

    /// For each member's item whose margin the safe area moved and whose
    /// position along that axis nothing decides, a note that a constraint
    /// placing it is missing: where the layout left it decides how far the
    /// safe area reaches in. Worked out with ``arithmetic``.
    var unplacedNotes: [String] = []

    /// The stack settings among the rules fought of which no other value
    /// ends the conflict (see ``LayoutEngine/settingsNotEnding(_:)``),
    /// as the report names them: `col's "alignment" (fill)`, and whether
    /// the setting is a number (a spacing). Worked out with ``arithmetic``.
    var settingsNotEnding: [(stack: String, setting: String, isNumber: Bool)] = []

    /// When the application's constraint that was broken conflicted with
    /// stacks' constraints, the rules it fought, each once, in the set's
    /// order: those that follow a setting the application chose (a
    /// distribution, `UISV-fill-equally`; an alignment; a hidden item) when
    /// the set has any, else its spacings that are not 0, else every rule
    /// of the set (the stack's structure: its edges hold its items, one
    /// after the other). Empty when no stack's constraint is in the set,
    /// and when the broken constraint names no item that the set's stack
    /// rules name (the stack, an item it arranges, a guide of either): a
    /// column too tall for the screen conflicts with a footer's constraint
    /// through the column's spacings as through any fixed length, and the
    /// footer's constraint does not fight the column's arrangement.
    public let stackRulesFought: [String]

    /// A conflict that broke `broken`, a member of the minimal set
    /// `constraints` (last), whose items are all alive: what the report
    /// says of them is worked out now, since it can outlive them. The
    /// ``arithmetic`` names only the broken constraint's items, which stay
    /// while it is broken.
    init(broken: LayoutConstraint, constraints: [LayoutConstraint]) {
        self.broken = broken
        self.constraints = constraints
        stackRulesFought = Self.stackRules(foughtBy: broken, in: constraints)
        stackAdvice = Self.insetAdvice(for: broken, in: constraints, fighting: stackRulesFought)
            ?? Self.flexSizeAdvice(for: broken, fighting: stackRulesFought)
            ?? Self.flexPositionAdvice(for: broken, fighting: stackRulesFought)
        scrollingNotes = Self.scrollingNotes(for: constraints)
    }

    /// Where members tie positions in scrolled content to ones outside it,
    /// how far the scrolling moves them (see ``scrollingNotes(for:)``).
    private let scrollingNotes: [String]

    /// When the broken constraint insets an item a stack arranges from the
    /// stack's edge (`icon.leading == row.leading + 16`), where the stack's
    /// canvas connection holds the item: how UIKit insets a stack's items.
    /// When it sizes an item a flex stack sizes: where to give that size;
    /// when it places one a flex stack places: what moves it there.
    private let stackAdvice: String?

    /// When the application's constraint that was broken conflicted with
    /// the frame of an item that translates its autoresizing mask, that
    /// item (the last of the set's).
    public var frameFought: LayoutRegion? {
        guard broken.origin == .user else { return nil }
        return constraints.reversed().first { $0.origin.isAutoresizingMask }?.firstItem
    }

    /// The report as the engine prints it: what could not be satisfied and
    /// why, the conflicting constraints one per line, and what was broken.
    public var description: String { description(naming: \.description) }

    /// The report with each constraint written by `name`: a document's
    /// constraints as the document wrote them, for instance.
    public func description(naming name: (LayoutConstraint) -> String) -> String {
        var lines = ["Unable to satisfy \(name(broken)): \(arithmetic)",
                     "These constraints conflict (removing any one lets the rest hold):"]
        lines += constraints.map { "  \(name($0))" }
        lines += remarks(naming: name)
        lines.append("Broke \(name(broken)) and laid out the rest.")
        return lines.joined(separator: "\n")
    }

    /// A note for each margin attribute of the members that the safe area
    /// moved, or that the parent's margin decides, once each: why
    /// `root.leftMargin` is 63 where its layout margin is 16.
    private var safeAreaNotes: [String] {
        var notes: [String] = []
        // A report can outlive the items it names.
        for constraint in constraints where !constraint.namesReleasedItem {
            for (region, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                        (constraint.secondItem, constraint.secondAttribute)] {
                guard let item = region as? LayoutItem, let attribute,
                      let note = (item.safeAreaNote(on: attribute) ?? item.superviewMarginNote(on: attribute))
                          .map({ "Note: \($0)." }),
                      !notes.contains(note) else { continue }
                notes.append(note)
            }
        }
        return notes
    }

    /// When no other value of the settings fought ends the conflict: `no
    /// other value of col's "alignment" (fill) ends the conflict: col's
    /// items do not fit the room col has.` A stack whose every alignment
    /// still holds its items between its edges, or whose every spacing of
    /// 0 or more leaves its items wider than it is, meets the room it has.
    private var roomRemark: String? {
        guard !settingsNotEnding.isEmpty else { return nil }
        let values = settingsNotEnding.map { stack, setting, isNumber in
            isNumber ? "value of \(stack)'s \(setting) from 0 up" : "other value of \(stack)'s \(setting)"
        }
        var stacks: [String] = []
        for (stack, _, _) in settingsNotEnding where !stacks.contains(stack) { stacks.append(stack) }
        let rooms = stacks.map { "\($0)'s items do not fit the room \($0) has" }
        return "no \(values.joined(separator: " or ")) ends the conflict: \(rooms.joined(separator: ", and "))."
    }

    /// What the report says between the members and what was broken: each
    /// member's note (`Note: …`), and what the broken constraint fought (a
    /// stack's rule, a translated frame). Reports in other forms (the HTML
    /// page) say the same.
    package func remarks(naming name: (LayoutConstraint) -> String) -> [String] {
        var lines = constraints.compactMap(\.note).map { "Note: \($0)." }
        for note in safeAreaNotes + unplacedNotes + scrollingNotes where !lines.contains(note) { lines.append(note) }
        let rules = stackRulesFought
        if rules == ["STK-size-range"], let range = constraints.first(where: { $0.origin == .stack("STK-size-range") }) {
            // A flex stack's size range is its own size, not how it arranges its items.
            lines.append("\(name(broken)) fights \(range.firstItem.name)'s size range (STK-size-range): the engine broke it"
                         + " and kept the size range.")
        } else if let last = rules.last {
            let list = rules.count == 1 ? last : rules.dropLast().joined(separator: ", ") + " and " + last
            if let room = roomRemark {
                lines.append("\(name(broken)) fights the stack's \(list), but \(room) The engine broke it and kept the stack's"
                             + " arrangement.")
            } else {
                lines.append("\(name(broken)) fights the stack's \(list): the engine broke it and kept the stack's arrangement.")
            }
        }
        if let stackAdvice { lines.append(stackAdvice) }
        if let framed = frameFought {
            lines.append("\(name(broken)) fights \(framed.name)'s frame (translatesAutoresizingMaskIntoConstraints is on): "
                         + "the engine broke it and kept the frame.")
        }
        return lines
    }
}

extension LayoutEngine {
    /// Records a conflict met while enforcing `constraint`, in place of an
    /// earlier one on the same constraint that the pass has not reported.
    func report(_ error: SolverError, breaking constraint: LayoutConstraint) {
        var members: [LayoutConstraint] = []
        if case let .unsatisfiable(_, conflict, _) = error {
            members = conflict.compactMap(layoutConstraint(behind:))
        }
        // In activation order: the solver's own order depends on when a
        // dormant floor woke (see `LayoutEngine+DormantFloors.swift`).
        members.removeAll { $0 === constraint }
        members.sort { order(of: $0) < order(of: $1) }
        members.append(constraint)
        if constraint.generatedName?.isNonNegativeFloor == true { tree.brokenFloors.insert(ObjectIdentifier(constraint)) }
        withdrawConflicts(breaking: constraint)
        tree.pendingConflicts.append(LayoutConflict(broken: constraint, constraints: members))
    }

    /// Forgets the conflicts not yet reported that broke `constraint`: it
    /// holds again (a new constant, a re-expressed baseline, a stack's
    /// recompilation enforced it) or it left the engine. A pass reports only
    /// constraints that are still broken, so that every conflict's
    /// ``LayoutConflict/broken`` has ``LayoutConstraint/isBroken`` set, and
    /// a state met on the way (a stack's baseline before its first
    /// compilation) is not reported as a conflict of the layout.
    func withdrawConflicts(breaking constraint: LayoutConstraint) {
        guard !tree.pendingConflicts.isEmpty else { return }
        tree.pendingConflicts.removeAll { $0.broken === constraint }
    }

    /// The notes of ``LayoutConflict/unplacedNotes`` for `constraints`: a
    /// toolbar that no constraint places vertically lies at the top, under
    /// the notch, and its margins grow by the safe area until its
    /// arrangement no longer fits its height. The conflict is real, but
    /// its cause is the constraint missing.
    func unplacedNotes(for constraints: [LayoutConstraint]) -> [String] {
        unplacedItems(among: constraints, isOpen: { openRangeWithoutBroken(of: $0) != nil }).map { item, axis in
            "Note: " + Self.unplacedText(item, axis, deciding: "")
        }
    }

    /// The items whose margins `constraints` name where the safe area adds
    /// to them, and that nothing places along that axis: either edge and
    /// the centre are all open (`isOpen`), each item once an axis, in the
    /// constraints' order. How far the safe area reaches into such an item
    /// depends on where the layout happened to leave it.
    func unplacedItems(among constraints: [LayoutConstraint], isOpen: (Expression) -> Bool)
        -> [(item: LayoutItem, axis: LayoutAxis)] {
        var found: [(item: LayoutItem, axis: LayoutAxis)] = []
        var looked: (horizontal: Set<ObjectIdentifier>, vertical: Set<ObjectIdentifier>) = ([], [])
        for constraint in constraints where !constraint.namesReleasedItem {
            for (region, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                        (constraint.secondItem, constraint.secondAttribute)] {
                guard let item = region as? LayoutItem, let attribute, item.safeAreaShare(of: attribute) != nil else { continue }
                let vertical = attribute.axis == .vertical
                let first = vertical ? looked.vertical.insert(ObjectIdentifier(item)).inserted
                    : looked.horizontal.insert(ObjectIdentifier(item)).inserted
                guard first else { continue }
                // Placed by either edge or its centre: each is open.
                let (start, length) = vertical ? (item.top, item.height) : (item.left, item.width)
                let placements = [0, 0.5, 1].map { Expression([Term(start), Term(length, $0)].filter { $0.coefficient != 0 }) }
                guard placements.allSatisfy(isOpen) else { continue }
                found.append((item, attribute.axis))
            }
        }
        return found
    }

    /// `nothing places bar vertically: it lies where the layout left it,
    /// which decides how far the safe area reaches into it[deciding]; a
    /// constraint that places it is missing (on its top, bottom or
    /// centerY, say).`
    static func unplacedText(_ item: LayoutItem, _ axis: LayoutAxis, deciding: String) -> String {
        let (across, edges) = axis == .vertical ? ("vertically", "top, bottom or centerY")
            : ("horizontally", "leading, trailing or centerX")
        return "nothing places \(item.name) \(across): it lies where the layout left it, which decides how far the"
            + " safe area reaches into it\(deciding); a constraint that places it is missing (on its \(edges), say)."
    }

    /// What the two sides of a constraint come to in the current solution,
    /// in the root's coordinates, as the layout prints its frames, weighed
    /// as the engine's equation (`solverConstraint(for:)`) weighs them, so
    /// that the numbers add up:
    ///
    /// - a position set to a constant is measured from its parent's origin:
    ///   `inner.left == 10` requires `outer.left (50) + 10 = 60`;
    /// - a multiplier scales positions from the origin of the constraint's
    ///   frame (see ``frame(of:_:)``), which the text names:
    ///   `badge.centerX == 0.5*card.centerX` requires
    ///   `card.left (80) + 0.5 × (card.centerX (180) − card.left) = 130`;
    /// - in a right-to-left tree a constraint on leading or trailing is
    ///   mirrored, its constant counting leftwards: `a.leading >= b.leading + 16`
    ///   requires a.leading to be at most `b.leading (300) - 16 = 284`.
    func arithmetic(for constraint: LayoutConstraint) -> String {
        if let asked = constantOnlyRequirement(of: constraint) {
            return "\(constraint.firstItem.name).\(constraint.firstAttribute.rawValue) is on both sides and cancels: it asks"
                + " that 0 be \(constraint.relation.words) \(format(asked)) whatever the layout, so it never holds"
        }
        // The engine holds sign × (first − base − constant) RELATION 0, sign −1
        // when mirrored: first RELATION′ base + sign × constant, where
        // RELATION′ is RELATION with its sides swapped when sign is −1.
        let mirrored = isMirrored(constraint)
        let relation = mirrored ? constraint.relation.reversed : constraint.relation
        let constant = Self.limited(mirrored ? -constraint.constant : constraint.constant)
        let first = evaluate(expression(constraint.firstItem, constraint.firstAttribute, mirrored: false))
        var base: (text: String, value: Double)?
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            let value = evaluate(expression(second, attribute, mirrored: false))
            let scaled = "\(second.name).\(attribute.rawValue) (\(format(value)))"
            if constraint.multiplier == 1 {
                base = (scaled, value)
            } else if let origin = multiplierOrigin(of: constraint) {
                let originText = "\(origin.region.name).\(origin.attribute.rawValue)"
                base = ("\(originText) (\(format(origin.value))) + \(format(constraint.multiplier)) × (\(scaled) − \(originText))",
                        origin.value + constraint.multiplier * (value - origin.value))
            } else {
                base = ("\(format(constraint.multiplier)) × \(scaled)", constraint.multiplier * value)
            }
        } else if let origin = constantOrigin(of: constraint) {
            let value = evaluate(expression(origin.parent, origin.attribute, mirrored: false))
            base = ("\(origin.parent.name).\(origin.attribute.rawValue) (\(format(value)))", value)
        }
        var rightText = format(constant)
        if let base {
            rightText = base.text
            if constant != 0 { rightText += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
            // The number in parentheses is the attribute's: a sum or a
            // product is worth its result, or `2 × r.width (100)` reads as 100.
            if constant != 0 || constraint.multiplier != 1 && constraint.secondItem != nil {
                rightText += " = \(format(base.value + constant))"
            }
        }
        if mirrored { rightText += " (right to left: offsets along leading and trailing grow leftwards)" }
        // Where the others leave the attribute free, say how far they let
        // it go on the side the constraint needs, not where the layout put it.
        let needed = (base?.value ?? 0) + constant
        let target = expression(constraint.firstItem, constraint.firstAttribute, mirrored: false)
        let allowed = solver.range(of: target, pushedAt: Self.requiredRangePriority)
        var value = "is \(format(first))"
        if allowed.upper - allowed.lower > Self.ambiguityTolerance {
            // The frames show where the optional constraints put it: said
            // too where that is not the bound, so the two read together.
            // Where nothing decides it without the broken constraint (a
            // sheet's height that only the broken detent set), the frames
            // show one value of many, which is no layout's answer: that it
            // is open, and how far, is said instead.
            let laidOut = { (bound: Double) in
                guard abs(first - bound) > Self.ambiguityTolerance else { return "" }
                guard let open = self.openRangeWithoutBroken(of: target) else { return " (\(format(first)) as laid out)" }
                return " (left undetermined without this constraint: anything in "
                    + "\(formatBound(open.lowerBound))...\(formatBound(open.upperBound)))"
            }
            if needed > allowed.upper && relation != .lessThanOrEqual {
                value = "is at most \(format(allowed.upper))" + laidOut(allowed.upper)
            } else if needed < allowed.lower && relation != .greaterThanOrEqual {
                value = "is at least \(format(allowed.lower))" + laidOut(allowed.lower)
            }
        }
        // Values apart by less than the digits show: their digits too.
        let apart = value == "is \(format(first))" && format(first) == format(needed) && first != needed
            ? formatApart(first, needed) : nil
        return "\(constraint.firstItem.name).\(constraint.firstAttribute.rawValue) \(value) "
            + "where the others hold, but it must be \(relation.words) \(rightText)"
            + (apart.map { " (\($0.first) against \($0.second): they differ past the sixth decimal)" } ?? "")
    }

    /// What a constraint whose sides cancel (`a.width == a.width + 10`)
    /// asks of 0 (here 10), or nil when its equation names a variable or
    /// its anchors are apart by a setting (`a.firstBaseline == a.top + 12`
    /// with the baseline 16 below the top, `a.leading == a.leadingMargin`):
    /// such a constraint holds whatever the layout or never.
    package func constantOnlyRequirement(of constraint: LayoutConstraint) -> Double? {
        let (equation, anchorOffset) = equation(for: constraint, constraint.items)
        let expression = equation.expression
        guard anchorOffset == 0, expression.terms.allSatisfy({ abs($0.coefficient) < 1e-12 }) else { return nil }
        // The equation is `first − base − constant RELATION 0`.
        return -expression.constant
    }

    /// The values `target` could take as well under the constraints the
    /// solver holds, optional ones too (the broken ones are out of it), as
    /// ``openRange(of:)`` finds them but without waking the dormant
    /// floors, which a pass's report leaves as the pass left them; nil when
    /// those constraints decide it.
    private func openRangeWithoutBroken(of target: Expression) -> ClosedRange<Double>? {
        withoutExercisePush {
            let (lower, upper) = solver.range(of: target, pushedAt: Priority(Double.leastNormalMagnitude))
            return upper - lower > Self.ambiguityTolerance ? lower...upper : nil
        }
    }

    /// Where a multiplier on positions scales them from, when that is not
    /// the root's origin: the left (or top) of the constraint's frame, and
    /// its value in the root. Nil for sizes and for a frame that is the root.
    private func multiplierOrigin(of constraint: LayoutConstraint)
        -> (region: LayoutRegion, attribute: LayoutAttribute, value: Double)? {
        guard constraint.secondAttribute?.isDimension == false,
              let region = frame(of: constraint, constraint.items).region, region.coordinateParent != nil else { return nil }
        let attribute: LayoutAttribute = constraint.firstAttribute.axis == .horizontal ? .left : .top
        return (region, attribute, evaluate(expression(region, attribute, mirrored: false)))
    }

    /// Above every optional priority a layout uses: an expression pushed
    /// there reaches as far as the required constraints let it.
    static let requiredRangePriority = Priority(1000.0.nextDown)

    func evaluate(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

extension Relation {
    /// The relation in words: `equal to`, `at most`, `at least`.
    var words: String {
        switch self {
        case .equal: "equal to"
        case .lessThanOrEqual: "at most"
        case .greaterThanOrEqual: "at least"
        }
    }
}
