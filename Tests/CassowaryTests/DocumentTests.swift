import ConstraintSystem
import JSON
import Testing
@testable import Cassowary

/// Constraint-system documents, as `Docs/Formats/ConstraintSystem.md` specifies them.
@Suite struct DocumentTests {
    func run(_ text: String) throws -> DocumentRun {
        try ConstraintSystemDocument(parsing: text).run()
    }

    func parseError(_ text: String) -> String? {
        do {
            _ = try ConstraintSystemDocument(parsing: text)
            Issue.record("the document was accepted")
            return nil
        } catch {
            return error.message
        }
    }

    static let sessionExample = """
        { "steps": [
            { "add": "x + y == 100", "id": "sum" },
            { "add": "x == 30", "priority": "weak", "id": "pref" },
            { "values": ["x", "y"] },
            { "edit": "y", "priority": "strong" },
            { "suggest": "y", "value": 90 },
            { "values": [] },
            { "remove": "pref" },
            { "removeEdit": "y" },
            { "add": "x >= 200", "id": "bad" },
            { "add": "x <= 100" },
            { "values": [] } ] }
        """

    @Test func theSessionOfTheFormatDocument() throws {
        let output = try run(Self.sessionExample)
        #expect(output.exitStatus == 0)
        #expect(output.json.formatted() == """
            {"results":[{"step":2,"values":{"x":30,"y":70}},{"step":5,"values":{"x":10,"y":90}},\
            {"step":9,"error":"unsatisfiable","constraint":"x <= 100","conflict":["x >= 200","x <= 100"],\
            "message":"the required constraint x <= 100 cannot hold; these constraints conflict:\\n  bad: x >= 200\\n  x <= 100"},\
            {"step":10,"values":{"x":200,"y":-100}}]}
            """)
    }

    /// `layout solve` leaves the solver to the process's exit: the run
    /// hands it over once, and its results are those of a plain run.
    @Test func aRunLeavesItsSolverToTheCallerOnce() throws {
        let document = try ConstraintSystemDocument(parsing: Self.sessionExample)
        var left: [AnyObject] = []
        let output = document.run { left.append($0) }
        #expect(left.count == 1)
        #expect(output.json.formatted() == (try run(Self.sessionExample)).json.formatted())
    }

    @Test func theSystemOfTheFormatDocument() throws {
        let output = try run("""
            { "constraints": [
                { "expr": "left + width <= 320" },
                { "expr": "width == 100", "priority": "weak" },
                { "expr": "2*gap == right - left", "priority": 750, "weight": 2, "id": "half-gap" } ],
              "edits": [ { "variable": "width", "priority": "strong", "suggest": [150, 400] } ] }
            """)
        #expect(output.exitStatus == 0)
        guard case let .values(_, values)? = output.entries.last else { Issue.record("no values"); return }
        #expect(values.map(\.name) == ["left", "width", "gap", "right"])
        let value = Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.value) })
        // width wants 400 (strong) but left + width <= 320 with left free: left goes negative.
        expectClose(value["width"]!, 400)
        #expect(value["left"]! + value["width"]! <= 320 + 1e-9)
        expectClose(2 * value["gap"]!, value["right"]! - value["left"]!)
    }

    @Test func anUnsatisfiableSystemExitsWithOne() throws {
        let output = try run("""
            { "constraints": [ { "expr": "x >= 200" }, { "expr": "x <= 100" }, { "expr": "y == 1" } ] }
            """)
        #expect(output.exitStatus == 1)
        #expect(output.json == .object([("error", .string("unsatisfiable")), ("constraint", .string("x <= 100")),
                                        ("conflict", .array([.string("x >= 200"), .string("x <= 100")])),
                                        ("message", .string("the required constraint x <= 100 cannot hold; these constraints conflict:\n  x >= 200\n  x <= 100"))]))
    }

    @Test func everyErrorKindOfASession() throws {
        let output = try run("""
            { "steps": [
                { "add": "x == 1", "id": "a" },
                { "add": "x == 2", "id": "a", "priority": "weak" },
                { "remove": "nope" },
                { "edit": "x", "priority": 1000 },
                { "edit": "x", "priority": "strong" },
                { "edit": "x" },
                { "suggest": "y", "value": 3 },
                { "removeEdit": "zz" },
                { "add": "y == 3", "priority": 0 },
                { "add": "y == 3", "priority": "weak", "weight": -1 },
                { "edit": "w", "priority": 1200 },
                { "suggest": "x", "value": 1e999 },
                { "add": "x <= 0", "id": "clash" },
                { "values": [] } ] }
            """)
        let kinds = output.entries.compactMap { entry -> String? in
            if case let .failure(step, failure) = entry { return "\(step):\(failure.kind)" }
            return nil
        }
        #expect(kinds == ["1:duplicateConstraint", "2:unknownConstraint", "3:requiredEditVariable",
                          "5:duplicateEditVariable", "6:unknownEditVariable", "7:unknownEditVariable",
                          "8:invalidNumber", "9:invalidNumber", "10:invalidNumber", "11:invalidNumber",
                          "12:unsatisfiable"])
        // Variables named only by failed steps (y, zz, w) did not come into being.
        guard case let .values(_, values)? = output.entries.last else { Issue.record("no values"); return }
        #expect(values.map(\.name) == ["x"])
        expectClose(values[0].value, 1)
    }

    @Test func malformedDocumentsRunNothingAndSayWhere() {
        #expect(parseError("{ \"steps\": [ { \"add\": \"x +* 1 == 2\" } ] }")
                == "step 0 (\"x +* 1 == 2\"): unexpected '*' at column 4")
        #expect(parseError("{ \"steps\": [ { \"add\": \"x == 1\", \"colour\": 3 } ] }")
                == "step 0 has an unknown key \"colour\"")
        #expect(parseError("{ \"steps\": [ { \"jump\": \"x\" } ] }")
                == "step 0 has no known operation (add, remove, edit, removeEdit, suggest or values)")
        #expect(parseError("{ \"steps\": [ { \"add\": \"x == 1\", \"remove\": \"a\" } ] }")
                == "step 0 has more than one operation: add, remove")
        #expect(parseError("{ \"constraints\": [ { \"expr\": \"x == 1\" } ], \"extra\": 1 }")
                == "the document has an unknown key \"extra\"")
        #expect(parseError("{ \"constraints\": [ { \"expr\": \"x == 1\", \"priority\": \"high\" } ] }")
                == "constraint 0 (\"x == 1\"): \"priority\" must be required, strong, medium, weak or a number in (0, 1000]")
        // A system's constraint is quoted as a step's is.
        #expect(parseError("{ \"constraints\": [ { \"expr\": \"x == 1\" }, { \"expr\": \"x +* 1 == 2\" } ] }")
                == "constraint 1 (\"x +* 1 == 2\"): unexpected '*' at column 4")
        #expect(parseError("{ \"steps\": [ { \"add\": \"x == 1\", \"priority\": \"high\" } ] }")
                == "step 0 (\"x == 1\"): \"priority\" must be required, strong, medium, weak or a number in (0, 1000]")
        #expect(parseError("{ \"steps\": [ { \"values\": [\"9lives\"] } ] }")
                == "step 0: \"9lives\" is not a variable name ([A-Za-z_][A-Za-z0-9_.]*)")
        #expect(parseError("{ \"steps\": [ ") == "invalid JSON at line 1, column 14: the text ends where a value should be")
        #expect(parseError("[]") == "the document must be a JSON object")
        #expect(parseError("{}") == "the document needs \"constraints\" (a system) or \"steps\" (a session)")
    }

    @Test func textOutputAlignsNamesAndSaysFailuresInWords() throws {
        let output = try run(Self.sessionExample)
        #expect(output.text == """
            step 2:
              x  30
              y  70
            step 5:
              x  10
              y  90
            step 9 failed: the required constraint x <= 100 cannot hold; these constraints conflict:
              bad: x >= 200
              x <= 100
            step 10:
              x  200
              y  -100
            """)
    }

    @Test func anExportedSolverReplaysToTheSameValues() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), odd = Variable("odd name"), twin = Variable("left")
        try solver.addConstraint(left >= 0.1)
        try solver.addConstraint((width == 1.0 / 3.0) | 999.5)
        try solver.addConstraint(Constraint(left + width, .lessThanOrEqual, Expression(100), priority: .weak, weight: 2.5))
        try solver.addConstraint(odd == 2 * twin + 1)
        try solver.addEditVariable(twin, priority: .medium)
        try solver.suggestValue(7, for: twin)
        let document = solver.exportDocument()
        let reread = try ConstraintSystemDocument(parsing: document.json.formatted(indent: 2))
        #expect(reread.steps == document.steps)
        guard case let .values(_, values)? = reread.run().entries.last else { Issue.record("no values"); return }
        #expect(values.map(\.name) == ["left", "width", "oddname", "left_2"])
        for (variable, replayed) in zip([left, width, odd, twin], values) {
            #expect(solver.value(of: variable).bitPattern == replayed.value.bitPattern, "\(variable)")
        }
    }
}
