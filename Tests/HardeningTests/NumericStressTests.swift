import Foundation
import JSON
import Layout
import SeededRandom
import Testing
@testable import Cassowary

/// Systems that are hard on floating point, checked against an independent
/// oracle and against closed forms.
///
/// `Fixtures/numeric-stress.json` is written by
/// `Tests/Oracle/make_stress_fixtures.py` (HiGHS level by level, and exact
/// rational arithmetic for the nearly parallel systems, which HiGHS cannot
/// resolve). Its families: `spread` (layout-like rows rescaled so that
/// coefficients and constants span 1e-6 to 1e7), `nearParallel`
/// (constraints whose normals differ by 1e-3 down to 1e-11, required,
/// optional and competing), `chain` (400 links of widths from 1e-6 to 1e7),
/// `median` (501 weak targets for one variable) and `isotonic` (2000 weak
/// targets for 100 variables kept apart by required gaps). The 10 000-link
/// chains and the layout tests are built here from formulas.
///
/// Tolerances, more than a hundred times what the solver misses by where
/// it is right (worst seen: 7e-12 relative on `spread`, 9e-13 on `median`,
/// 5e-16 of the largest value on `nearParallel`, 5e-12 of a level's size):
/// - a value: |ours − oracle| ≤ 1e-9 × |oracle| (every value the fixture
///   holds is nonzero); for `nearParallel`, ≤ 1e-9 × the largest |oracle|
///   of the system, because x = 10 − y inherits all of y's error;
/// - a priority level: |ours − oracle| ≤ 1e-9 × the level's size, the sum
///   over its constraints of weight × (|constant| + Σ|coefficient × value|);
/// - required constraints: ``Solver/requiredViolation`` ≤
///   ``Solver/promisedAccuracy`` whenever every constraint was added, and
///   every value is finite.
///
/// A solver starts with kiwi's absolute zero tolerance (1e-8), so two
/// constraints whose coefficients differ by less than it are parallel to
/// it, whatever their relative difference: the documented limit of
/// "near-parallel constraints" (see ``Solver/requiredViolation``). The
/// `spread` systems' coefficients span more than a factor of 1e6, so their
/// solvers switch to relative tolerances (``Solver/usesRelativeTolerances``);
/// with the absolute one, 12 of the 36 were wrong from scratch and 14 more
/// after suggestions (`BadlyScaledSystemTests` keeps the smallest
/// reproducers).
@Suite struct NumericStressTests {
    /// How far a value may be from the oracle's, relative to its size (see above).
    static let valueTolerance = 1e-9
    /// How far a level's objective may be from the oracle's, relative to the level's size.
    static let levelTolerance = 1e-9

    // MARK: - The fixture

    /// The fixture holds every family at the size the tests rely on.
    @Test func theFixtureHoldsEveryFamily() {
        let byFamily = Dictionary(grouping: Self.systems, by: \.family)
        #expect(byFamily["spread"]?.count == 36)
        #expect(byFamily["nearParallel"]?.count == 36)
        #expect(byFamily["chain"]?.first?.entries.count == 802)
        #expect(byFamily["median"]?.first?.entries.count == 501)
        #expect(byFamily["isotonic"]?.first?.entries.filter { $0.priority == 250 }.count == 2000)
        var spreadMagnitudes: [Double] = []
        for system in Self.systems where system.family == "spread" {
            for constraint in Self.solve(system).constraints {
                let expression = constraint.expression
                for term in expression.terms where term.coefficient != 0 { spreadMagnitudes.append(abs(term.coefficient)) }
                if expression.constant != 0 { spreadMagnitudes.append(abs(expression.constant)) }
            }
        }
        #expect(spreadMagnitudes.min()! >= 1e-6 && spreadMagnitudes.min()! < 1e-5)
        #expect(spreadMagnitudes.max()! <= 1e7 && spreadMagnitudes.max()! > 1e6)
    }

    /// A rescaled layout-like system reaches the oracle's unique optimum:
    /// every value, every level, required constraints within the promise.
    @Test(arguments: systems.filter { $0.family == "spread" })
    func spreadSystemMatchesTheOracle(_ system: StressSystem) {
        let solved = Self.solve(system)
        #expect(solved.failure == nil, "\(system.name): \(solved.failure.map { "\($0)" } ?? "")")
        #expect(solved.solver.usesRelativeTolerances)
        Self.expectValues(of: solved, match: system)
        Self.expectLevels(of: solved, match: system)
        Self.expectRequiredConstraintsHold(in: solved, system)
    }

    /// Nearly parallel constraints whose coefficients differ by more than
    /// five times the solver's zero tolerance give the exact optimum.
    @Test(arguments: systems.filter { $0.family == "nearParallel" && separation(of: $0) >= 5 * Tolerance.epsilon })
    func resolvableNearParallelSystemMatchesTheExactOptimum(_ system: StressSystem) {
        let solved = Self.solve(system)
        #expect(solved.failure == nil, "\(system.name): \(solved.failure.map { "\($0)" } ?? "")")
        Self.expectValues(of: solved, match: system)
        Self.expectLevels(of: solved, match: system)
        Self.expectRequiredConstraintsHold(in: solved, system)
    }

    /// Nearly parallel constraints closer than that are parallel to the
    /// solver, which may answer for parallel ones: a required pair is
    /// refused as a conflict of exactly the nearly parallel constraints;
    /// otherwise required constraints hold within the promise and every
    /// value is finite (the optional levels may then be far from the
    /// optimum, and even better than it, since a violation of 1e-12 of a
    /// required constraint can buy a lot along nearly parallel ones).
    @Test(arguments: systems.filter { $0.family == "nearParallel" && separation(of: $0) < 5 * Tolerance.epsilon })
    func unresolvableNearParallelSystemIsTreatedAsParallel(_ system: StressSystem) {
        let solved = Self.solve(system)
        let nearlyParallel = Set(solved.constraints.prefix(system.parallel).map(ObjectIdentifier.init))
        if let failure = solved.failure {
            guard case let .unsatisfiable(_, conflict, _) = failure else {
                Issue.record("\(system.name): \(failure)")
                return
            }
            #expect(!conflict.isEmpty && conflict.allSatisfy { nearlyParallel.contains(ObjectIdentifier($0)) },
                    "\(system.name): \(conflict)")
        } else {
            Self.expectRequiredConstraintsHold(in: solved, system)
        }
    }

    /// A 400-link chain with widths from 1e-6 to 1e7, 501 weak targets for
    /// one variable and 2000 weak targets for 100 variables reach the
    /// oracle's optimum (for the isotonic regression, the 80 values that
    /// are unique and the level's objective).
    @Test(arguments: systems.filter { ["chain", "median", "isotonic"].contains($0.family) })
    func largeSystemMatchesTheOracle(_ system: StressSystem) {
        let solved = Self.solve(system)
        #expect(solved.failure == nil, "\(system.name): \(solved.failure.map { "\($0)" } ?? "")")
        Self.expectValues(of: solved, match: system)
        Self.expectLevels(of: solved, match: system)
        Self.expectRequiredConstraintsHold(in: solved, system)
    }

    // MARK: - Long chains, from a formula

    /// The widths of the 10 000-link chains: multiples of 1/4 (every prefix
    /// sum is exact in binary), or powers of ten from 1e-6 to 1e7.
    enum ChainWidths: String, CaseIterable, Sendable {
        case quarters, powersOfTen

        func width(_ link: Int) -> Double {
            switch self {
            case .quarters: Double(1 + (link * 37) % 101) / 4
            case .powersOfTen: pow(10, Double(link % 14 - 6))
            }
        }
    }

    /// x0 == 0, x(i+1) >= x(i) + w(i) for 10 000 links and one weak pull of
    /// the last variable towards 0 make every link tight: x(i) is the prefix
    /// sum of the widths, exactly for quarters (links added first to last);
    /// for powers of ten (links added last to first) within 1e-12 of the
    /// total, about 1e-2: a slack below the spacing of doubles near the
    /// total (2e-6) changes nothing the weak pull can see, so the first
    /// links, 1e-6 to 1e-3 long, are only that precise.
    @Test(arguments: ChainWidths.allCases)
    func tenThousandLinkChainGivesThePrefixSums(_ widths: ChainWidths) throws {
        let links = 10_000
        let x = (0...links).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0] == 0)
        try solver.addConstraint((x[links] == 0) | .weak)
        let order = widths == .quarters ? Array(0..<links) : (0..<links).reversed()
        for link in order { try solver.addConstraint(x[link + 1] >= x[link] + widths.width(link)) }
        let total = (0..<links).reduce(0.0) { $0 + widths.width($1) }
        var prefix = 0.0
        var worst = 0.0
        for index in 0...links {
            worst = max(worst, abs(solver.value(of: x[index]) - prefix))
            if index < links { prefix += widths.width(index) }
        }
        #expect(worst <= (widths == .quarters ? 0 : 1e-12 * total), "worst error \(worst) of a total \(total)")
        #expect(solver.requiredViolation <= Solver.promisedAccuracy)
    }

    // MARK: - Incremental edits

    /// 300 suggestions from 1e-6 to 1e7 (either sign) for the largest
    /// variable of a rescaled system, at priority 999 above all its own,
    /// then a last one at its optimal value: the solver lands on the
    /// oracle's optimum, as a fresh solver of that final system does.
    @Test(arguments: systems.filter { $0.family == "spread" })
    func suggestionsOnABadlyScaledSystemEndWhereAFreshSolverStarts(_ system: StressSystem) throws {
        try Self.expectSuggestionsEndAtTheOptimum(system)
    }

    /// The suggestions, then the comparisons with a fresh solver and the oracle.
    static func expectSuggestionsEndAtTheOptimum(_ system: StressSystem) throws {
        let (name, optimum) = system.values.max { abs($0.value) < abs($1.value) }!
        let edited = solve(system)
        let variable = edited.variables[name]!
        try edited.solver.addEditVariable(variable, priority: 999)
        var generator = SplitMix64(seed: 20261201)
        for _ in 0..<300 {
            let magnitude = pow(10, Double.random(in: -6...7, using: &generator))
            try edited.solver.suggestValue(Bool.random(using: &generator) ? magnitude : -magnitude, for: variable)
        }
        try edited.solver.suggestValue(optimum, for: variable)
        let fresh = solve(system)
        try fresh.solver.addEditVariable(fresh.variables[name]!, priority: 999)
        try fresh.solver.suggestValue(optimum, for: fresh.variables[name]!)
        for (name, oracle) in system.values {
            let incremental = edited.solver.value(of: edited.variables[name]!)
            let restarted = fresh.solver.value(of: fresh.variables[name]!)
            #expect(abs(incremental - restarted) <= valueTolerance * abs(oracle),
                    "\(system.name): \(name) is \(incremental) after the edits, \(restarted) fresh")
        }
        expectValues(of: edited, match: system)
        expectRequiredConstraintsHold(in: edited, system)
    }

    // MARK: - The layout engine

    /// Constants of 1e7 and 1e-6, a multiplier of 1e-6 and intrinsic sizes
    /// of 1e30 and `greatestFiniteMagnitude` (laid out as 1e12, the
    /// layout's ``LayoutEngine/numberLimit``): no conflict, every frame
    /// component finite, and each one where the constraints put it.
    @Test func extremeConstantsAndIntrinsicSizesGiveFiniteFrames() throws {
        let root = LayoutItem(name: "root")
        let speck = LayoutItem(name: "speck", intrinsicContentSize: IntrinsicSize(width: 1e-6, height: 1e-6))
        let giant = LayoutItem(name: "giant", intrinsicContentSize: IntrinsicSize(width: 1e30, height: 1e30))
        let largest = LayoutItem(name: "largest", intrinsicContentSize: IntrinsicSize(width: .greatestFiniteMagnitude,
                                                                                       height: .greatestFiniteMagnitude))
        let sliver = LayoutItem(name: "sliver")
        for item in [speck, giant, largest, sliver] { root.addChild(item) }
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 1e7),
            root.heightAnchor.constraint(equalToConstant: 1e-6),
            speck.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1e-6),
            speck.topAnchor.constraint(equalTo: root.topAnchor, constant: 1e7),
            giant.leadingAnchor.constraint(equalTo: speck.trailingAnchor, constant: 1e7),
            giant.topAnchor.constraint(equalTo: speck.bottomAnchor, constant: 1e-6),
            largest.centerXAnchor.constraint(equalTo: giant.centerXAnchor),
            largest.topAnchor.constraint(equalTo: root.topAnchor),
            sliver.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e-6),
            sliver.heightAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e-6, constant: 1e7),
            sliver.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1e-6),
            sliver.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        let expected: [(LayoutItem, Rect)] = [
            (root, Rect(x: 0, y: 0, width: 1e7, height: 1e-6)),
            (speck, Rect(x: 1e-6, y: 1e7, width: 1e-6, height: 1e-6)),
            (giant, Rect(x: 1e-6 + 1e-6 + 1e7, y: 1e7 + 1e-6 + 1e-6, width: 1e12, height: 1e12)),
            (largest, Rect(x: 1e-6 + 1e-6 + 1e7, y: 0, width: 1e12, height: 1e12)),
            (sliver, Rect(x: 1e7 - 1e-6 - 10, y: 1e-6 - 10_000_010, width: 10, height: 10_000_010)),
        ]
        for (item, frame) in expected {
            let components = [item.frame.minX, item.frame.minY, item.frame.size.width, item.frame.size.height]
            let wanted = [frame.minX, frame.minY, frame.size.width, frame.size.height]
            #expect(components.allSatisfy { $0.isFinite }, "\(item.name): \(components)")
            for (component, want) in zip(components, wanted) {
                #expect(abs(component - want) <= 1e-12 * max(abs(want), 1), "\(item.name): \(components), expected \(wanted)")
            }
        }
    }

    /// A variable fixed at 1e25 can take no other value, so its range is
    /// that value. ``Solver/range(of:)`` pushed the variable 1e7 each way,
    /// less than the spacing of doubles beyond about 1e23 (2e9 at 1e25),
    /// and reported (−∞, ∞); it now pushes by a thousandth of the value
    /// when that is more. A variable bounded below at 1e25 is still
    /// unbounded above.
    @Test func theRangeOfAVariableFixedAt1e25IsThatValue() throws {
        let huge = Variable("huge"), above = Variable("above")
        let solver = Solver()
        try solver.addConstraint(huge == 1e25)
        try solver.addConstraint(above >= 1e25)
        let range = solver.range(of: huge)
        #expect(range.lower == 1e25)
        #expect(range.upper == 1e25)
        #expect(solver.value(of: above) == 1e25)
        let open = solver.range(of: above)
        #expect(open.lower == 1e25)
        #expect(open.upper == .infinity)
    }

    /// 10 000 items in a row, each 1/4 to 25.25 wide (multiples of 1/4),
    /// 0.5 apart, 20 high: every frame is exactly the running sum.
    @Test func tenThousandItemsInARowGetExactFrames() throws {
        let count = 10_000
        let row = LayoutItem(name: "row")
        let items = (0..<count).map { LayoutItem(name: "item\($0)") }
        var constraints = [row.heightAnchor.constraint(equalToConstant: 20)]
        for (index, item) in items.enumerated() {
            row.addChild(item)
            constraints += [
                item.widthAnchor.constraint(equalToConstant: ChainWidths.quarters.width(index)),
                item.topAnchor.constraint(equalTo: row.topAnchor),
                item.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                index == 0 ? item.leadingAnchor.constraint(equalTo: row.leadingAnchor)
                    : item.leadingAnchor.constraint(equalTo: items[index - 1].trailingAnchor, constant: 0.5),
            ]
        }
        constraints.append(row.trailingAnchor.constraint(equalTo: items[count - 1].trailingAnchor))
        try LayoutConstraint.activate(constraints)
        #expect(row.layoutIfNeeded().isEmpty)
        var x = 0.0
        var misplaced: [String] = []
        for (index, item) in items.enumerated() {
            let width = ChainWidths.quarters.width(index)
            if item.frame != Rect(x: x, y: 0, width: width, height: 20) { misplaced.append("\(item.name) \(item.frame)") }
            x += width + 0.5
        }
        #expect(misplaced.isEmpty, "\(misplaced.prefix(5))")
        #expect(row.frame == Rect(x: 0, y: 0, width: x - 0.5, height: 20))
    }
}

// MARK: - Reading and solving fixture systems

extension NumericStressTests {
    /// One system of `Fixtures/numeric-stress.json`.
    struct StressSystem: Sendable, CustomTestStringConvertible {
        /// A constraint as the fixture writes it.
        struct Entry: Sendable {
            let text: String
            let priority: Double
            let weight: Double
        }

        let name: String
        let family: String
        let entries: [Entry]
        /// The values the oracle proved unique.
        let values: [String: Double]
        /// Each optional priority's optimal sum of weight × |error|, highest first.
        let levels: [(priority: Double, objective: Double)]
        /// How many leading constraints are nearly parallel (`nearParallel` only).
        let parallel: Int

        var testDescription: String { name }
    }

    /// Every system of the fixture, in its order.
    static let systems: [StressSystem] = {
        let url = Bundle.module.url(forResource: "numeric-stress", withExtension: "json", subdirectory: "Fixtures")!
        let json = try! JSON(parsing: String(decoding: try! Data(contentsOf: url), as: UTF8.self))
        return json["systems"]!.array!.map { system in
            StressSystem(
                name: system["name"]!.string!,
                family: system["family"]!.string!,
                entries: system["constraints"]!.array!.map { entry in
                    if let text = entry.string { return .init(text: text, priority: 1000, weight: 1) }
                    let parts = entry.array!
                    return .init(text: parts[0].string!, priority: parts[1].number!, weight: parts[2].number!)
                },
                values: Dictionary(uniqueKeysWithValues: system["values"]!.members!.map { ($0.key, $0.value.number!) }),
                levels: system["levels"]!.array!.map { ($0.array![0].number!, $0.array![1].number!) },
                parallel: system["parallel"]?.number.map(Int.init) ?? 0)
        }
    }()

    /// A system in a fresh solver, its constraints added in the fixture's order.
    struct SolvedSystem {
        let solver: Solver
        let variables: [String: Variable]
        let constraints: [Constraint]
        /// The first error an `addConstraint` threw (that constraint is left out).
        let failure: SolverError?
    }

    /// Adds the system's constraints to a new solver, going on after a failure.
    static func solve(_ system: StressSystem) -> SolvedSystem {
        var variables: [String: Variable] = [:]
        let solver = Solver()
        var failure: SolverError?
        let constraints = system.entries.map { entry in
            let constraint = try! ConstraintParser.parseConstraint(entry.text, priority: Priority(entry.priority),
                                                                   weight: entry.weight) { name in
                if let known = variables[name] { return known }
                let variable = Variable(name)
                variables[name] = variable
                return variable
            }
            do throws(SolverError) {
                try solver.addConstraint(constraint)
            } catch {
                failure = failure ?? error
            }
            return constraint
        }
        return SolvedSystem(solver: solver, variables: variables, constraints: constraints, failure: failure)
    }

    /// The smallest absolute difference between the coefficients of two of
    /// a `nearParallel` system's nearly parallel constraints (the largest
    /// over the variables, the smallest over the pairs).
    static func separation(of system: StressSystem) -> Double {
        let normals = solve(system).constraints.prefix(system.parallel).map(\.expression)
        var smallest = Double.infinity
        for (a, first) in normals.enumerated() {
            for second in normals[(a + 1)...] {
                let difference = first.terms.map { abs($0.coefficient - second.coefficient(of: $0.variable)) }.max()!
                smallest = min(smallest, difference)
            }
        }
        return smallest
    }

    /// Every value the oracle proved unique is within ``valueTolerance``.
    static func expectValues(of solved: SolvedSystem, match system: StressSystem) {
        let largest = system.values.values.map(abs).max()!
        for (name, oracle) in system.values.sorted(by: { $0.key < $1.key }) {
            let ours = solved.solver.value(of: solved.variables[name]!)
            let scale = system.family == "nearParallel" ? largest : abs(oracle)
            #expect(abs(ours - oracle) <= valueTolerance * scale, "\(system.name): \(name) = \(ours), expected \(oracle)")
        }
    }

    /// Every optional level's objective is within ``levelTolerance`` of its size.
    static func expectLevels(of solved: SolvedSystem, match system: StressSystem) {
        for (priority, oracle) in system.levels {
            let ours = levelObjective(priority, of: solved)
            #expect(abs(ours.objective - oracle) <= levelTolerance * ours.size,
                    "\(system.name): level \(priority) is \(ours.objective), expected \(oracle)")
        }
    }

    /// A level's sum of weight × |error| at the solver's values, and its
    /// size: the sum of weight × (|constant| + Σ|coefficient × value|).
    static func levelObjective(_ priority: Double, of solved: SolvedSystem) -> (objective: Double, size: Double) {
        var objective = 0.0, size = 0.0
        for constraint in solved.constraints where constraint.priority.value == priority {
            let expression = constraint.expression
            objective += constraint.weight * constraint.error { solved.solver.value(of: $0) }
            size += constraint.weight * expression.terms.reduce(abs(expression.constant)) {
                $0 + abs($1.coefficient * solved.solver.value(of: $1.variable))
            }
        }
        return (objective, size)
    }

    /// Required constraints hold within the promised accuracy, and every value is finite.
    static func expectRequiredConstraintsHold(in solved: SolvedSystem, _ system: StressSystem) {
        #expect(solved.solver.requiredViolation <= Solver.promisedAccuracy,
                "\(system.name): required violation \(solved.solver.requiredViolation)")
        solved.solver.forEachValue { variable, value in
            #expect(value.isFinite, "\(system.name): \(variable.name) = \(value)")
        }
    }
}
