import Cassowary
import Testing

/// Bad input to the solver's API: every refused call throws the
/// ``SolverError`` kind that fits, its message names the culprit (the
/// constraint, the variable, the number and what it is), and the solver is
/// bit for bit as it was before the call (Docs/Guides/Solver.md, "Errors and
/// conflicts"). `ErrorTests` in CassowaryTests checks the kinds on a few
/// of these; this suite runs every misuse against the same populated solver.
@Suite struct BadSolverInputTests {
    /// A solver with some of everything in it: required and optional
    /// constraints, and an edit variable with a suggestion.
    struct Fixture {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        /// `x <= 300`, required.
        let cap: Constraint
        /// `y == 50`, weak.
        let wish: Constraint

        init() throws {
            cap = x <= 300
            wish = (y == 50) | .weak
            try solver.addConstraint(x >= 0)
            try solver.addConstraint(cap)
            try solver.addConstraint(wish)
            try solver.addEditVariable(x, priority: .strong)
            try solver.suggestValue(40, for: x)
        }
    }

    /// One misuse of the API, the error kind it must throw and a part of the
    /// message that names the culprit.
    struct Misuse: Sendable, CustomTestStringConvertible {
        let name: String
        let kind: String
        let message: String
        let call: @Sendable (Fixture) throws -> Void

        init(_ name: String, _ kind: String, _ message: String,
             _ call: @escaping @Sendable (Fixture) throws -> Void) {
            (self.name, self.kind, self.message, self.call) = (name, kind, message, call)
        }

        var testDescription: String { name }
    }

    /// Calls on constraints and edit variables the solver does not have, or has already.
    static let identityMisuses = [
        Misuse("adding a constraint twice", "duplicateConstraint", "the constraint x <= 300 is already in the solver") {
            try $0.solver.addConstraint($0.cap)
        },
        Misuse("removing a constraint never added", "unknownConstraint", "the constraint y <= 7 is not in the solver") {
            try $0.solver.removeConstraint($0.y <= 7)
        },
        Misuse("changing the constant of a stranger", "unknownConstraint", "the constraint y <= 7 is not in the solver") {
            try $0.solver.setConstant(1, of: $0.y <= 7)
        },
        Misuse("changing the priority of a stranger", "unknownConstraint", "the constraint y <= 7 is not in the solver") {
            try $0.solver.setPriority(.weak, of: $0.y <= 7)
        },
        Misuse("editing a variable twice", "duplicateEditVariable", "x is already an edit variable") {
            try $0.solver.addEditVariable($0.x)
        },
        Misuse("suggesting for a variable not edited", "unknownEditVariable", "y is not an edit variable") {
            try $0.solver.suggestValue(1, for: $0.y)
        },
        Misuse("removing an edit never added", "unknownEditVariable", "y is not an edit variable") {
            try $0.solver.removeEditVariable($0.y)
        },
        Misuse("a required edit variable", "requiredEditVariable",
               "the edit variable y needs a priority below 1000 (required)") {
            try $0.solver.addEditVariable($0.y, priority: .required)
        },
        Misuse("a required constraint of constants only", "unsatisfiable", "the required constraint 0 == 5 cannot hold") {
            try $0.solver.addConstraint($0.y - $0.y == 5)
        },
    ]

    /// Coefficients, constants and suggested values that are not finite.
    static let nonFiniteMisuses = [Double.nan, .infinity, -.infinity].flatMap { (value: Double) -> [Misuse] in
        let text = NumberFormatting.string(value)
        return [
            Misuse("coefficient \(text)", "invalidNumber", "the coefficient \(text) of y in") {
                try $0.solver.addConstraint(Constraint(Expression([Term($0.y, value)]), .equal, Expression(1)))
            },
            Misuse("constant \(text)", "invalidNumber", "the constant \(NumberFormatting.string(-value)) of y ==") {
                try $0.solver.addConstraint(Constraint($0.y, .equal, value))
            },
            Misuse("new constant \(text)", "invalidNumber", "the constant \(text) of x <= 300 is not finite") {
                try $0.solver.setConstant(value, of: $0.cap)
            },
            Misuse("suggested value \(text)", "invalidNumber", "the suggested value \(text) for x is not finite") {
                try $0.solver.suggestValue(value, for: $0.x)
            },
        ]
    }

    /// Priorities outside (0, 1000] for constraints, priority changes and edits.
    static let priorityMisuses = [0, -1, 1000.5, .nan, .infinity].flatMap { (value: Double) -> [Misuse] in
        let text = NumberFormatting.string(value)
        return [
            Misuse("priority \(text)", "invalidNumber", "the priority \(text) of y == 1 @\(text) is outside (0, 1000]") {
                try $0.solver.addConstraint(($0.y == 1) | Priority(value))
            },
            Misuse("priority changed to \(text)", "invalidNumber", "the priority \(text) of y == 50 @250 is outside (0, 1000]") {
                try $0.solver.setPriority(Priority(value), of: $0.wish)
            },
            Misuse("edit priority \(text)", "invalidNumber", "the priority \(text) of edit y: y == 50 @\(text) is outside (0, 1000]") {
                try $0.solver.addEditVariable($0.y, priority: Priority(value))
            },
        ]
    }

    /// Weights that are not positive and finite, for constraints, priority changes and edits.
    static let weightMisuses = [0, -2, .nan, .infinity].flatMap { (value: Double) -> [Misuse] in
        let text = NumberFormatting.string(value)
        return [
            Misuse("weight \(text)", "invalidNumber", "the weight \(text) of y == 1 @250 is not a positive finite number") {
                try $0.solver.addConstraint(Constraint($0.y, .equal, 1, priority: .weak, weight: value))
            },
            Misuse("weight changed to \(text)", "invalidNumber", "the weight \(text) of y == 50 @250 is not a positive finite number") {
                try $0.solver.setPriority(.medium, weight: value, of: $0.wish)
            },
            Misuse("edit weight \(text)", "invalidNumber", "the weight \(text) of edit y: y == 50 @750 is not a positive finite number") {
                try $0.solver.addEditVariable($0.y, weight: value)
            },
        ]
    }

    @Test(arguments: identityMisuses + nonFiniteMisuses + priorityMisuses + weightMisuses)
    func aMisuseIsNamedAndChangesNothing(_ misuse: Misuse) throws {
        let fixture = try Fixture()
        let before = fixture.solver.fingerprint
        do {
            try misuse.call(fixture)
            Issue.record("the call was accepted")
        } catch let error as SolverError {
            #expect(error.kind == misuse.kind)
            #expect(error.description.contains(misuse.message), "\(error)")
        }
        #expect(fixture.solver.fingerprint == before, "the refused call changed the solver")
        fixture.solver.verifyInvariants()
        // The solver goes on as if the call never happened.
        try fixture.solver.suggestValue(400, for: fixture.x)
        #expect(fixture.solver.value(of: fixture.x) == 300)
    }

    /// Parentheses nested deeper than ``ConstraintParser/maximumNesting``
    /// are a parse error at the first one too many, not a stack overflow;
    /// 512 levels read.
    @Test func deepParenthesesAreAParseErrorNamingTheLimit() throws {
        let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + " == 1"
        let tooDeep = "column 513: parentheses are nested more than 512 deep"
        #expect(parseError { _ = try ConstraintParser.names(in: deep) } == tooDeep)
        #expect(parseError { _ = try ConstraintParser.parseConstraint(deep) { Variable($0) } } == tooDeep)
        let negated = String(repeating: "-(", count: 1000) + "x" + String(repeating: ")", count: 1000)
        #expect(parseError { _ = try ConstraintParser.parseExpression(negated) { Variable($0) } }
                    == "column \(2 * 512 + 2): parentheses are nested more than 512 deep")
        let deepest = String(repeating: "(", count: 512) + "x" + String(repeating: ")", count: 512) + " == 1"
        #expect(try ConstraintParser.names(in: deepest) == ["x"])
    }

    /// The description of the parse error `parse` throws; nil when it throws none.
    func parseError(_ parse: () throws -> Void) -> String? {
        do {
            try parse()
            return nil
        } catch {
            return (error as? ConstraintParseError)?.description ?? "\(error)"
        }
    }

    /// A run of 100 000 unary minus signs is read in a loop: an even run
    /// leaves the term as it is, an odd one negates it.
    @Test func longRunsOfMinusSignsAreRead() throws {
        let minuses = String(repeating: "-", count: 100_000)
        #expect(try ConstraintParser.names(in: minuses + "x == 1") == ["x"])
        let x = Variable("x")
        let even = try ConstraintParser.parseExpression(minuses + "x") { _ in x }
        let odd = try ConstraintParser.parseExpression("-" + minuses + "x") { _ in x }
        #expect(even.terms.map(\.coefficient) == [1] && odd.terms.map(\.coefficient) == [-1])
        #expect(try ConstraintParser.parseExpression("2 * - - -(x)") { _ in x }.terms.map(\.coefficient) == [-2])
    }

    /// A constraint whose variables cancel is a constant relation: one that
    /// holds (`0 == 0`, `0 <= 5`) is accepted and moves nothing; one that
    /// cannot (`0 == 5`, in the misuses above) is its own minimal conflict.
    @Test func constantRelationsThatHoldAreAccepted() throws {
        let fixture = try Fixture()
        let y = fixture.y
        try fixture.solver.addConstraint(y - y == 0)
        try fixture.solver.addConstraint(y - y <= 5)
        #expect(fixture.solver.value(of: y) == 50)
        let never = y - y == 5
        #expect(throws: SolverError.unsatisfiable(never, conflict: [never])) { try fixture.solver.addConstraint(never) }
    }
}
