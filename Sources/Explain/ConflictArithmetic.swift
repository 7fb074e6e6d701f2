import Cassowary

/// The arithmetic that fails, as a sum the others force on one member's
/// quantity: `UIView #1.width = 15 + 300 + 15 = 330`, while that member
/// (the *pivot*) needs 320.
///
/// It comes from a Farkas certificate of the conflict: multipliers λ, one
/// per member, under which the members' variable parts cancel and their
/// constants add up to a contradiction. Dividing by the pivot's λ says what
/// the other members make of the pivot's quantity: the sum of their
/// constants, each times its factor (1 for edges and sizes chained end to
/// end, the multiplier for proportions).
public struct ConflictArithmetic: Sendable, Hashable {
    /// One summand: a member's printed constant times its factor.
    public struct Term: Sendable, Hashable {
        /// The member the constant comes from.
        public var member: ConflictMember
        /// The factor (1, -1, or a multiplier such as 0.28125).
        public var factor: Double
        /// The member's constant, as printed.
        public var constant: Double
        /// `factor × constant`.
        public var value: Double { Numbers.clean(factor * constant) }
    }

    /// Whether the others fix the pivot's quantity or only bound it.
    public enum Bound: String, Sendable, Hashable {
        /// The others make it exactly the total.
        case exactly
        /// The others make it at most the total.
        case atMost
        /// The others make it at least the total.
        case atLeast
    }

    /// The member whose quantity the sum is about.
    public var pivot: ConflictMember
    /// The summands with a constant worth showing, positive ones first.
    public var terms: [Term]
    /// What the others make of the pivot's quantity.
    public var total: Double
    /// Whether that is exact or a bound.
    public var bound: Bound
}

extension ConflictArithmetic {
    /// The arithmetic of a conflict, or nil when no certificate is found.
    /// - Parameter broken: the line the log says was broken, preferred as
    ///   the pivot among equally good candidates.
    init?(conflict: [ConflictMember], system: BlockSystem, broken: Int?) {
        let constraints = conflict.map(system.constraint(of:))
        guard let lambdas = Self.certificate(of: constraints) else { return nil }
        let constants = constraints.map { -$0.expression.constant }
        let multipliers = Set(conflict.compactMap { $0.line.flatMap { system.parsed[$0]?.equation.multiplier } })

        func factors(pivot: Int) -> [Double] { lambdas.map { -$0 / lambdas[pivot] } }
        func shows(_ index: Int) -> Bool {
            if case let .implicit(rule) = conflict[index] { return rule.kind == .defaultMargin && constants[index] != 0 }
            guard let line = conflict[index].line, let parsed = system.parsed[line] else { return false }
            return constants[index] != 0 || parsed.equation.second == nil
        }
        func niceness(_ pivot: Int) -> Int {
            let k = factors(pivot: pivot)
            return conflict.indices.filter { index in
                index != pivot && shows(index)
                    && (abs(abs(k[index]) - 1) < 1e-9 || multipliers.contains { abs(abs(k[index]) - $0) < 1e-9 })
            }.count
        }
        func rank(_ index: Int) -> [Int] {
            // A margin rule is the subject only when nothing else can be.
            if case let .implicit(rule) = conflict[index], rule.isMargin { return [rule.kind == .nonNegativeMargin ? 6 : 7] }
            guard let line = conflict[index].line, let parsed = system.parsed[line] else { return [0] }
            let isBroken = line == broken ? 0 : 1
            let isSystem = parsed.kind.isSystem ? 0 : 1
            if parsed.equation.second == nil { return [1, -niceness(index), isSystem, isBroken, line] }
            if parsed.equation.relation != .equal, constants[index] != 0 { return [2, isBroken, line] }
            if line == broken { return [3] }
            return [isSystem == 1 ? 4 : 5, -line]
        }
        let pivot = conflict.indices.min { rank($0).lexicographicallyPrecedes(rank($1)) }!
        let k = factors(pivot: pivot)
        let others = conflict.indices.filter { $0 != pivot }
        let terms = others.filter(shows).map { Term(member: conflict[$0], factor: Numbers.clean(k[$0]), constant: constants[$0]) }
        self.pivot = conflict[pivot]
        self.terms = terms.filter { $0.value >= 0 } + terms.filter { $0.value < 0 }
        total = Numbers.clean(others.reduce(0) { $0 + k[$1] * constants[$1] })
        let bounded = others.contains { constraints[$0].relation != .equal && abs(lambdas[$0]) > 1e-9 }
        bound = !bounded ? .exactly : lambdas[pivot] > 0 ? .atMost : .atLeast
    }

    /// Multipliers λ with `Σ λᵢ aᵢ = 0` over every variable and
    /// `Σ λᵢ cᵢ = 1` (cᵢ each constraint's constant on the right), λᵢ ≥ 0 for
    /// `>=` and ≤ 0 for `<=`: the proof that the constraints conflict. For a
    /// minimal conflict the multipliers are unique; the solver finds them.
    static func certificate(of constraints: [Constraint]) -> [Double]? {
        let lambdas = constraints.indices.map { Variable("λ\($0)") }
        var columns: [Expression] = []
        var columnOfVariable: [Variable: Int] = [:]
        let solver = Solver()
        var sum = Expression()
        do {
            for (constraint, lambda) in zip(constraints, lambdas) {
                for term in constraint.expression.terms {
                    if columnOfVariable[term.variable] == nil {
                        columnOfVariable[term.variable] = columns.count
                        columns.append(Expression())
                    }
                    columns[columnOfVariable[term.variable]!].add(lambda, term.coefficient)
                }
                sum.add(lambda, -constraint.expression.constant)
                switch constraint.relation {
                case .greaterThanOrEqual: try solver.addConstraint(lambda >= 0)
                case .lessThanOrEqual: try solver.addConstraint(lambda <= 0)
                case .equal: break
                }
            }
            for column in columns { try solver.addConstraint(column == 0) }
            try solver.addConstraint(sum == 1)
        } catch {
            return nil
        }
        return lambdas.map { solver.value(of: $0) }
    }
}
