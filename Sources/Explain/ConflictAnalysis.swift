import Cassowary

/// A member of a conflict: a constraint line of the block, or a rule the
/// engine applies without printing it.
public enum ConflictMember: Sendable, Hashable {
    /// The constraint at this index of the block's lines.
    case line(Int)
    /// An unprinted rule (`width >= 0`).
    case implicit(ImplicitRule)

    /// The line index, for a line.
    public var line: Int? { if case let .line(index) = self { index } else { nil } }
}

/// The values a quantity can take: a single value, an interval, or a side
/// without bound (nil).
public struct ValueRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest value, nil when there is none.
    public var lower: Double?
    /// The largest value, nil when there is none.
    public var upper: Double?

    /// Creates a range.
    public init(lower: Double?, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// The single value, when the range holds exactly one.
    public var value: Double? { lower != nil && lower == upper ? lower : nil }

    /// Whether the range is bounded on neither side.
    public var isUnbounded: Bool { lower == nil && upper == nil }

    /// Whether `value` lies in the range.
    func contains(_ value: Double) -> Bool {
        (lower.map { value >= $0 - 1e-6 } ?? true) && (upper.map { value <= $0 + 1e-6 } ?? true)
    }

    /// `290`, `at least 30`, `at most 8`, `from 10 to 20`, `any value`.
    public var description: String {
        switch (lower, upper) {
        case let (lower?, upper?) where lower == upper: Numbers.text(lower)
        case let (lower?, upper?): "from \(Numbers.text(lower)) to \(Numbers.text(upper))"
        case let (lower?, nil): "at least \(Numbers.text(lower))"
        case let (nil, upper?): "at most \(Numbers.text(upper))"
        case (nil, nil): "any value"
        }
    }
}

/// What a block becomes when one of its constraints is left out, as UIKit
/// does with the constraint it breaks.
public struct Relaxation: Sendable, Hashable {
    /// The line left out.
    public var line: Int
    /// Whether the others still conflict (another constraint must give way too).
    public var othersStillConflict: Bool
    /// What the others allow for the line's quantity, `first − m × second`
    /// (or `first` for a constant): the values its constant could take.
    public var quantity: ValueRange?
    /// What the others allow for the first attribute.
    public var first: ValueRange?
    /// What the others allow for the second attribute.
    public var second: ValueRange?
}

/// Two `==` constraints on the same attribute pair
/// (`Docs/Formats/ConsoleLog.md`, "What the explanation assumes").
public struct Duplicate: Sendable, Hashable {
    /// The two line indices.
    public var lines: [Int]
    /// Whether they are the same constraint twice (redundant, harmless
    /// alone) rather than two different values for one attribute.
    public var isIdentical: Bool
    /// With different multipliers (`0.7 ×` and `0.8 × width`), the value of
    /// the second attribute at which both hold.
    public var agreement: Double?
    /// What the rest of the block allows for that second attribute.
    public var othersRange: ValueRange?

    /// Whether the pair is one for the app to resolve by keeping one: the
    /// same constraint twice, or two of the app's own. A size the system
    /// sets (a container's, a frame's) against the app's is no older
    /// constraint left active; the app can neither keep nor remove it.
    func isTheAppsToResolve(kind: (Int) -> ConstraintKind?) -> Bool {
        isIdentical || lines.allSatisfy { kind($0) == .user }
    }
}

/// A single change that resolves the block.
public struct Fix: Sendable, Hashable {
    /// The change.
    public enum Action: Sendable, Hashable {
        /// Lower the priority to 999 (or remove the constraint).
        case lowerPriority
        /// Change the constant into the range.
        case changeConstant(from: Double, to: ValueRange)
        /// Change the multiplier.
        case changeMultiplier(from: Double, to: Double)
    }

    /// The line to change.
    public var line: Int
    /// The change.
    public var action: Action
    /// Whether the line is a system constraint, which the app cannot edit
    /// (the value then says what the system would have to ask for).
    public var isSystem: Bool
    /// For a changed constant, what would end the conflict alone when the
    /// block's other lines need more (`at most 71` where the block allows
    /// `at most 31`: a view inside needs the difference); nil when the
    /// conflict's own lines set the target.
    public var targetForConflictAlone: ValueRange? = nil
}

/// The required constraints of one block in a solver, and the questions the
/// explanation asks of them: is there a conflict, which is the smallest,
/// what does each constraint's absence leave.
struct BlockSystem {
    let model: LayoutModel
    /// The constraint of each line that takes part (parsed, active, required).
    let constraints: [Int: Constraint]
    let parsed: [Int: LoggedConstraint]
    /// The lines that take part, in block order.
    let order: [Int]
    private let memberOfConstraint: [ObjectIdentifier: ConflictMember]

    init(lines: [LoggedConstraint?], namer: ViewNamer, margins: MarginReading = .nonNegative) {
        var parsed: [Int: LoggedConstraint] = [:]
        for (index, line) in lines.enumerated() {
            if let line, line.isActive, line.priority >= 1000 { parsed[index] = line }
        }
        model = LayoutModel(constraints: parsed.keys.sorted().map { parsed[$0]! }, namer: namer, margins: margins)
        var constraints: [Int: Constraint] = [:]
        var members: [ObjectIdentifier: ConflictMember] = [:]
        for index in parsed.keys.sorted() {
            let constraint = model.constraint(for: parsed[index]!)
            constraints[index] = constraint
            members[ObjectIdentifier(constraint)] = .line(index)
        }
        for rule in model.implicitRules { members[ObjectIdentifier(rule.constraint)] = .implicit(rule) }
        self.parsed = parsed
        self.constraints = constraints
        order = constraints.keys.sorted()
        memberOfConstraint = members
    }

    /// The solver constraint of a member.
    func constraint(of member: ConflictMember) -> Constraint {
        switch member {
        case let .line(index): constraints[index]!
        case let .implicit(rule): rule.constraint
        }
    }

    /// What adding the block's constraints to a solver gives.
    enum Outcome {
        /// They hold: the solver holds them all.
        case holds(Solver)
        /// They conflict: the minimal conflict the solver reports.
        case conflicts([ConflictMember])
    }

    /// The unprinted rules' constraints: the background every question is
    /// asked against, never a member to trade for a printed line.
    var background: [Constraint] { model.implicitRules.map(\.constraint) }

    /// A solver holding the implicit rules and every line but `excluded`,
    /// or the conflict the solver reports (lines first, in order).
    func solver(excluding excluded: Set<Int> = [], search: ConflictSearch = .minimal) -> Outcome {
        solver(lines: order.filter { !excluded.contains($0) }, search: search)
    }

    /// A solver holding the implicit rules and the given lines (in block
    /// order), or the conflict the solver reports: a minimal one, or with
    /// `.certificate` one that need not be minimal, for a caller that only
    /// asks whether the lines hold (the same verdict, without the search).
    func solver(lines: [Int], search: ConflictSearch = .minimal) -> Outcome {
        let solver = Solver(conflictSearch: search)
        for rule in model.implicitRules { try? solver.addConstraint(rule.constraint) }
        for index in lines {
            do {
                try solver.addConstraint(constraints[index]!)
            } catch {
                guard case let .unsatisfiable(_, conflict, _) = error else { continue }
                return .conflicts(sorted(conflict.compactMap { memberOfConstraint[ObjectIdentifier($0)] }))
            }
        }
        return .holds(solver)
    }

    private func sorted(_ members: [ConflictMember]) -> [ConflictMember] {
        members.filter { $0.line != nil }.sorted { $0.line! < $1.line! } + members.filter { $0.line == nil }
    }

    /// The range the required constraints in `solver` leave for `expression`.
    func range(of expression: Expression, in solver: Solver) -> ValueRange {
        func extreme(_ sign: Double) -> Double? {
            let wish = Constraint(expression, .equal, Expression(sign * 1e7), priority: .weak)
            guard (try? solver.addConstraint(wish)) != nil else { return nil }
            defer { try? solver.removeConstraint(wish) }
            let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            return abs(value) >= 1e6 ? nil : Numbers.clean(value)
        }
        return ValueRange(lower: extreme(-1), upper: extreme(1))
    }

    /// What the other lines of a conflict alone, with the rules never
    /// printed, allow for the line's quantity, asked of `held`'s solver (the
    /// sets for a conflict's lines differ by two lines each); nil if they do
    /// not hold.
    func rangeInConflict(without index: Int, conflict lines: [Int], in held: HeldLines) -> ValueRange? {
        guard let solver = held.solver(holding: lines.filter { $0 != index }) else { return nil }
        return range(of: quantity(of: index), in: solver)
    }

    /// The line's quantity, `first − m × second` without the constant.
    func quantity(of index: Int) -> Expression {
        var expression = constraints[index]!.expression
        expression.constant = 0
        return expression
    }

    /// What the block becomes without the line, asked of `held`'s solver
    /// (the relaxations of a conflict's lines differ by two lines each).
    func relaxation(without index: Int, in held: HeldLines) -> Relaxation {
        guard let equation = parsed[index]?.equation, let solver = held.solver(holding: order.filter { $0 != index }) else {
            return Relaxation(line: index, othersStillConflict: true)
        }
        let (first, second) = model.sides(of: equation)
        return Relaxation(line: index, othersStillConflict: false,
                          quantity: range(of: quantity(of: index), in: solver),
                          first: range(of: first, in: solver),
                          second: second.map { range(of: $0, in: solver) })
    }

    /// Pairs of `==` lines on the same attribute pair.
    func duplicates() -> [Duplicate] {
        var found: [Duplicate] = []
        for (position, i) in order.enumerated() {
            for j in order[(position + 1)...] {
                let a = parsed[i]!.equation, b = parsed[j]!.equation
                guard a.relation == .equal, b.relation == .equal, a.constrainsSamePair(as: b) else { continue }
                let aligned = b.aligned(with: a)
                let sameMultiplier = abs(aligned.multiplier - a.multiplier) < 1e-9
                if sameMultiplier && abs(aligned.constant - a.constant) < 1e-9 {
                    found.append(Duplicate(lines: [i, j], isIdentical: true))
                } else if sameMultiplier {
                    found.append(Duplicate(lines: [i, j], isIdentical: false))
                } else {
                    let agreement = Numbers.clean((aligned.constant - a.constant) / (a.multiplier - aligned.multiplier))
                    var others: ValueRange?
                    if let second = a.second, case let .holds(solver) = solver(excluding: [i, j], search: .certificate) {
                        others = range(of: model.expression(for: second), in: solver)
                    }
                    found.append(Duplicate(lines: [i, j], isIdentical: false, agreement: agreement, othersRange: others))
                }
            }
        }
        return found
    }

    /// The single changes that resolve the block, from the relaxations of
    /// a conflict's lines: each of the app's lines can give way (priority
    /// 999), or have its printed constant (or multiplier) moved to where the
    /// others allow; a size the system imposes is reported with the value it
    /// would need.
    func fixes(from relaxations: [Relaxation], conflict lines: [Int]) -> [Fix] {
        var priorities: [Fix] = [], values: [Fix] = []
        let containment = Containment(lines: parsed.values)
        // A conflict of every line is the block: its bounds are the block's.
        let conflictHeld = lines.count < order.count ? HeldLines(system: self) : nil
        for relaxation in relaxations where !relaxation.othersStillConflict {
            guard let line = parsed[relaxation.line], let quantity = relaxation.quantity else { continue }
            let equation = line.equation
            let isSystem = line.kind.isSystem
            // UIKit's, AppKit's or SpringBoard's own constraint between its
            // views, made without an identifier: not the app's to change.
            if !isSystem, equation.items.allSatisfy({ $0.isSystemItem || $0.isViewsOwnGuide }) { continue }
            let imposesSize = equation.second == nil && equation.first.attribute.isSize
            if isSystem && !imposesSize { continue }
            if !isSystem { priorities.append(Fix(line: relaxation.line, action: .lowerPriority, isSystem: false)) }
            if equation.multiplier != 1, equation.relation == .equal,
               let first = relaxation.first?.value, let second = relaxation.second?.value, second != 0 {
                // `first == multiplier × second + constant`, the constant kept;
                // a multiplier of the other sign (or 0) is no ratio to offer,
                // and the constant may be.
                let multiplier = Numbers.clean((first - equation.constant) / second)
                if multiplier * equation.multiplier > 0 {
                    values.append(Fix(line: relaxation.line, action: .changeMultiplier(from: equation.multiplier, to: multiplier),
                                      isSystem: isSystem))
                    continue
                }
            }
            let printsConstant = equation.constant != 0 || line.form != .equation || equation.second == nil
            func target(_ quantity: ValueRange) -> ValueRange {
                switch equation.relation {
                case .equal: quantity
                case .greaterThanOrEqual: ValueRange(lower: nil, upper: quantity.upper)
                case .lessThanOrEqual: ValueRange(lower: quantity.lower, upper: nil)
                }
            }
            let wanted = target(quantity)
            guard printsConstant, !wanted.isUnbounded,
                  !turnsGapIntoOverlap(equation, wanted, containment: containment) else { continue }
            var fix = Fix(line: relaxation.line, action: .changeConstant(from: equation.constant, to: wanted),
                          isSystem: isSystem)
            if let conflictHeld,
               let alone = rangeInConflict(without: relaxation.line, conflict: lines, in: conflictHeld).map(target),
               alone != wanted {
                fix.targetForConflictAlone = alone
            }
            values.append(fix)
        }
        return priorities + values
    }

    /// Whether moving the constant of an edge-to-edge constraint into
    /// `wanted` would turn a gap or an inset (or edges aligned) into an
    /// overlap: `b.leading == a.trailing + 8` at most -32, a stack view 16
    /// inside its cell's edge moved 12 outside it, a field's top on its
    /// container's moved 8 above it. True arithmetic, but not a fix anyone
    /// makes: the other lines say what does not fit. Between edges of the
    /// same side, which item holds the other decides what an inset is; when
    /// the block does not show it (see ``Containment``), and for a constant
    /// that is an overlap already (a sign written the wrong way round),
    /// the change is offered.
    private func turnsGapIntoOverlap(_ equation: LayoutEquation, _ wanted: ValueRange,
                                     containment: Containment) -> Bool {
        guard let second = equation.second, equation.multiplier == 1, second.item != equation.first.item,
              equation.first.attribute.axis == second.attribute.axis,
              let firstIsStart = equation.first.attribute.edgeIsStart,
              let secondIsStart = second.attribute.edgeIsStart else { return false }
        // The sign of a constant that keeps the two apart: positive when the
        // first edge lies further along the axis than the second.
        let apart: Double
        if firstIsStart != secondIsStart {
            // Side by side: `b.leading == a.trailing + 8`, `a.trailing == b.leading - 8`.
            apart = firstIsStart ? 1 : -1
        } else {
            guard let firstIsHeld = containment.holds(second.item, equation.first.item) else { return false }
            // An inset: the held item's start edge lies after its
            // container's, its end edge before.
            apart = firstIsStart == firstIsHeld ? 1 : -1
        }
        // Edges aligned (a constant of 0) are neither: moved to the
        // overlap's side, they make one too.
        guard equation.constant * apart >= 0 else { return false }
        return apart > 0 ? wanted.upper.map { $0 < 0 } ?? false : wanted.lower.map { $0 > 0 } ?? false
    }

    /// Which views of the block hold which, as far as its lines show.
    struct Containment {
        /// Each view's superviews: the one a `|` or an autoresizing
        /// constraint names, and a view whose margins it is pinned to.
        var superviews: [String: Set<String>] = [:]
        /// Views whose size their container or a stack view sets (a cell's
        /// content view, a hidden arranged view): they hold the others.
        var sizedBySystem: Set<String> = []

        init(lines: some Sequence<LoggedConstraint>) {
            for line in lines {
                let equation = line.equation
                if let link = line.superviewLink {
                    superviews[link.subview.key, default: []].insert(link.superview.key)
                }
                guard let second = equation.second else {
                    if equation.first.attribute.isSize,
                       [.encapsulatedSize, .temporarySize, .fittingSize, .stackView].contains(line.kind) {
                        sizedBySystem.insert(equation.first.item.key)
                    }
                    continue
                }
                let first = equation.first
                guard second.item != first.item else { continue }
                if line.kind == .autoresizing { superviews[first.item.key, default: []].insert(second.item.key) }
                if second.attribute.isMargin && !first.attribute.isMargin {
                    superviews[first.item.key, default: []].insert(second.item.key)
                } else if first.attribute.isMargin && !second.attribute.isMargin {
                    superviews[second.item.key, default: []].insert(first.item.key)
                }
            }
        }

        /// Whether `container` holds `item` (true), `item` holds `container`
        /// (false), or the block does not say (nil).
        func holds(_ container: LoggedItem, _ item: LoggedItem) -> Bool? {
            if superviews[item.key]?.contains(container.key) == true { return true }
            if superviews[container.key]?.contains(item.key) == true { return false }
            let (containerSized, itemSized) = (sizedBySystem.contains(container.key), sizedBySystem.contains(item.key))
            return containerSized == itemSized ? nil : containerSized
        }
    }
}
