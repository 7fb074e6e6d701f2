import Testing
@testable import Cassowary

/// Which variables the required constraints alone fix
/// (`Solver.requiredEqualityTest()`): required equalities, and required
/// inequalities that hold a value both ways, whatever the optional
/// constraints and their constants.
@Suite struct RequiredEqualityTestTests {
    @Test func aRequiredPairOfBoundsAtOneValueFixesIt() throws {
        let w = Variable("w"), x = Variable("x")
        for order in [false, true] {
            let solver = Solver()
            let bounds = [Constraint(w, .lessThanOrEqual, 50), Constraint(w, .greaterThanOrEqual, 50)]
            for bound in order ? bounds.reversed() : bounds { try solver.addConstraint(bound) }
            try solver.addConstraint(Constraint(Expression(x), .equal, w + 8))
            try solver.addConstraint(Constraint(w, .equal, 70, priority: .strong))
            var test = solver.requiredEqualityTest()
            let (fixesW, fixesX) = (test.fixes(w), test.fixes(x))
            #expect(fixesW, "bounds added \(order ? "upper" : "lower") first")
            #expect(fixesX)
            #expect(solver.value(of: x) == 58)
        }
    }

    @Test func boundsApartOrOptionalDoNotFixIt() throws {
        let w = Variable("w")
        let cases: [(String, [Constraint])] = [
            ("50 ≤ w ≤ 60", [Constraint(w, .lessThanOrEqual, 60), Constraint(w, .greaterThanOrEqual, 50)]),
            ("w ≤ 50 @750, w ≥ 50", [Constraint(w, .lessThanOrEqual, 50, priority: .strong),
                                      Constraint(w, .greaterThanOrEqual, 50)]),
            ("w ≥ 50 alone", [Constraint(w, .greaterThanOrEqual, 50)]),
        ]
        for (name, constraints) in cases {
            let solver = Solver()
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.addConstraint(Constraint(w, .equal, 55, priority: .weak))
            var test = solver.requiredEqualityTest()
            let fixes = test.fixes(w)
            #expect(!fixes, "\(name)")
        }
    }

    /// A required equality still fixes what it names, and a variable tied
    /// to a free one is not fixed.
    @Test func equalitiesFixAndFreeVariablesDoNot() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), free = Variable("free"), tied = Variable("tied")
        try solver.addConstraint(Constraint(a, .equal, 10))
        try solver.addConstraint(Constraint(Expression(b), .equal, a * 2 + 1))
        try solver.addConstraint(Constraint(Expression(tied), .equal, free + 1))
        try solver.addConstraint(Constraint(free, .equal, 3, priority: .weak))
        var test = solver.requiredEqualityTest()
        let (fixesA, fixesB, fixesTied) = (test.fixes(a), test.fixes(b), test.fixes(tied))
        #expect(fixesA && fixesB)
        #expect(!fixesTied)
    }
}
