import Testing
@testable import Cassowary

/// The numeric policy is one value (`Numerics`), and each transition of the
/// solver makes the whole value: these tests name, for every field, what
/// each transition does with it.
@Suite struct NumericsTests {
    /// What a transition does with a field: keeps the value it is given,
    /// or starts it as in a new solver.
    enum Side { case kept, fresh }

    /// Every field of `Numerics`, and what a rebuild, a refactorization and
    /// the end of a probe do with it. A new field fails here by name until
    /// it is given its row.
    static let sides: [String: (rebuild: Side, refactorization: Side, probe: Side)] = [
        "precision": (.fresh, .kept, .fresh),               // a rebuild's is its argument; a probe's switch is undone
        "refusesSteepPivots": (.fresh, .kept, .fresh),      // a rule of the call in progress
        "recomputedReducedCost": (.fresh, .fresh, .kept),   // answered by a refactorization
        "tookSteepPivot": (.fresh, .fresh, .kept),          // answered by a refactorization
        "changedRowCount": (.fresh, .kept, .kept),
        "cancelledConstant": (.fresh, .kept, .kept),
        "substitutionWork": (.fresh, .fresh, .kept),        // the elimination's substitutions are not drift
        "driftCheckWork": (.fresh, .kept, .kept),           // a rebuilt tableau is checked after the next call
        "callsSinceDriftCheck": (.kept, .kept, .kept),      // the solver's count, whatever its tableau
        "coefficientSpan": (.kept, .kept, .fresh),          // the coefficients given; a probe's are forgotten
    ]

    /// A value whose every field differs from a new solver's.
    static let given = Numerics(precision: .relative, refusesSteepPivots: true, recomputedReducedCost: true,
                                tookSteepPivot: true, changedRowCount: 3, cancelledConstant: 1e9,
                                substitutionWork: 700, driftCheckWork: 1_234, callsSinceDriftCheck: 42,
                                coefficientSpan: Solver.CoefficientSpan(smallest: 1e-4, largest: 1e4))

    static func fields(_ numerics: Numerics) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Mirror(reflecting: numerics).children.map { ($0.label!, String(describing: $0.value)) })
    }

    static func expect(_ result: Numerics, _ side: (String) -> Side, from given: Numerics, _ transition: String) {
        let (fresh, kept, actual) = (fields(Numerics()), fields(given), fields(result))
        for (label, value) in actual {
            guard sides[label] != nil else {
                Issue.record("\(label) is not in NumericsTests.sides")
                continue
            }
            let expected = side(label) == .kept ? kept[label] : fresh[label]
            #expect(value == expected, "\(transition): \(label)")
        }
    }

    @Test func everyFieldIsTakenCareOfByEveryTransition() {
        let (fresh, given) = (Self.fields(Numerics()), Self.fields(Self.given))
        #expect(Set(given.keys) == Set(Self.sides.keys))
        for (label, value) in given { #expect(value != fresh[label], "\(label) is as in a new solver") }
        Self.expect(Self.given.rebuilding(in: .absolute), { Self.sides[$0]!.rebuild }, from: Self.given, "rebuild")
        Self.expect(Self.given.refactorized(), { Self.sides[$0]!.refactorization }, from: Self.given, "refactorization")
        Self.expect(Numerics().afterProbe(Self.given), { Self.sides[$0]!.probe }, from: Self.given, "probe")
        #expect(Self.given.rebuilding(in: .relative).precision == .relative)
    }

    /// A rebuild from the records keeps the solver's count toward the next
    /// drift check and the coefficients it was given, and checks the rebuilt
    /// tableau after the next call.
    @Test func aRebuildKeepsTheSolversCountAndCoefficients() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + 2 * y == 10)
        try solver.addConstraint((x == 3) | .weak)
        try solver.addConstraint(y >= 0.001 * x)
        solver.tableau.numerics.callsSinceDriftCheck = 17
        solver.tableau.numerics.driftCheckWork = 1_234
        #expect(solver.refresh())
        let after = solver.tableau.numerics
        #expect(after.callsSinceDriftCheck == 17)
        #expect(after.coefficientSpan == Solver.CoefficientSpan(smallest: 0.001, largest: 2))
        #expect(after.driftCheckWork == 0)
        #expect(solver.value(of: x) == 3)
    }

    /// A probe that switches the solver to relative tolerances leaves it in
    /// the absolute mode with the coefficients it was given before.
    @Test func aProbeForgetsItsSwitchAndItsCoefficients() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        let span = solver.tableau.numerics.coefficientSpan
        solver.probe {
            _ = try? solver.addConstraint((1e-9 * x == 1e-9) | .weak)
            #expect(solver.usesRelativeTolerances)
        }
        #expect(!solver.usesRelativeTolerances)
        #expect(solver.tableau.numerics.coefficientSpan == span)
    }
}
