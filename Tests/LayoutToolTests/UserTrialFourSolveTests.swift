import Foundation
import JSON
import Testing
@testable import LayoutTool

/// `layout solve` as a kiwi user would write a session: the split window of
/// `UserTrialFourTests` (a pane at least 150 wide wishing for 30 % of an
/// 800-point window, a 1-point divider dragged as an edit variable, a right
/// pane at least 100 wide filling the rest), its output line by line, and
/// documents that are wrong in the ways a person gets them wrong.
@Suite struct UserTrialFourSolveTests {
    static let session = """
        {
          "steps": [
            { "add": "width == 800", "id": "window" },
            { "add": "left >= 150", "id": "left-min" },
            { "add": "divider == left", "id": "divider-at-left" },
            { "add": "right == width - divider - 1", "id": "right-fills" },
            { "add": "right >= 100", "id": "right-min" },
            { "add": "left == 0.3 * width", "priority": "strong", "id": "left-30" },
            { "values": [] },
            { "edit": "divider", "priority": "strong", "weight": 2 },
            { "suggest": "divider", "value": 300 },
            { "values": ["left", "right"] },
            { "suggest": "divider", "value": 100 },
            { "values": ["left", "right"] },
            { "suggest": "divider", "value": 750 },
            { "values": ["left", "right"] },
            { "add": "left >= 950", "id": "too-wide" },
            { "suggest": "width", "value": 1000 },
            { "remove": "too-wide" },
            { "add": "right >= 100", "id": "right-min" },
            { "suggest": "divider", "value": 1e999 },
            { "removeEdit": "divider" },
            { "values": [] }
          ]
        }
        """

    @Test func theSplitWindowSessionLineByLine() {
        let output = runInProcess(["solve", "-"], input: Self.session)
        #expect(output.status == 0)   // failed steps of a session are results
        // Step 6: left = 0.3 × 800 = 240, right = 800 − 240 − 1 = 559.
        // The drag (strong, weight 2) beats the wish (strong, weight 1):
        // step 9: 300 and 800 − 300 − 1 = 499; step 11: 100 is below the
        // minimum, 150 and 649; step 13: 750 is past 800 − 1 − 100 = 699,
        // so 699 and 100. Step 14: left ≥ 950 leaves right ≤ 49. Step 20:
        // without the drag the wish decides again: 240 and 559.
        #expect(output.standardOutput == """
            step 6:
              width    800
              left     240
              divider  240
              right    559
            step 9:
              left   300
              right  499
            step 11:
              left   150
              right  649
            step 13:
              left   699
              right  100
            step 14 failed: the required constraint left >= 950 cannot hold; these constraints conflict:
              window: width == 800
              divider-at-left: divider == left
              right-fills: right == width - divider - 1
              right-min: right >= 100
              too-wide: left >= 950
            step 15 failed: width is not an edit variable
            step 16 failed: no constraint with id "too-wide" is in the solver
            step 17 failed: a constraint with id "right-min" is already in the solver
            step 18 failed: the suggested value inf for divider is not finite
            step 20:
              width    800
              left     240
              divider  240
              right    559

            """)
    }

    @Test func theSplitWindowSessionAsJSON() throws {
        let output = runInProcess(["solve", "-", "--json"], input: Self.session)
        #expect(output.status == 0)
        let results = try #require(try JSON(parsing: output.standardOutput)["results"]?.array)
        #expect(results.compactMap { $0["step"]?.number } == [6, 9, 11, 13, 14, 15, 16, 17, 18, 20])
        #expect(results[1] == .object([("step", .number(9)),
                                       ("values", .object([("left", .number(300)), ("right", .number(499))]))]))
        #expect(results[4]["error"] == .string("unsatisfiable"))
        #expect(results[4]["constraint"] == .string("left >= 950"))
        #expect(results[4]["conflict"] == .array(["width == 800", "divider == left", "right == width - divider - 1",
                                                  "right >= 100", "left >= 950"].map { .string($0) }))
        #expect(results.dropFirst(5).prefix(4).compactMap { $0["error"]?.string }
                == ["unknownEditVariable", "unknownConstraint", "duplicateConstraint", "invalidNumber"])
        #expect(results[5]["variable"] == .string("width"))
        #expect(results[6]["constraint"] == .string("too-wide"))
    }

    @Test func theSplitWindowAsASystem() throws {
        let system = """
            {
              "constraints": [
                { "expr": "width == 800", "id": "window" },
                { "expr": "left >= 150" },
                { "expr": "divider == left" },
                { "expr": "right == width - divider - 1" },
                { "expr": "right >= 100" },
                { "expr": "left == 0.3 * width", "priority": "strong" }
              ],
              "edits": [
                { "variable": "divider", "priority": "strong", "weight": 2, "suggest": [300, 100, 750, 420.5] }
              ]
            }
            """
        // The last suggestion holds: 420.5, right = 800 − 420.5 − 1 = 378.5.
        let output = runInProcess(["solve", "-"], input: system)
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            width    800
            left     420.5
            divider  420.5
            right    378.5

            """)
        let json = runInProcess(["solve", "-", "--json"], input: system)
        #expect(json.standardOutput == """
            {
              "values": { "width": 800, "left": 420.5, "divider": 420.5, "right": 378.5 }
            }

            """)
    }

    @Test(arguments: [
        (#"{ "constraints": [ { "expr": "x == 1" }, { "expr": "y == 2", "prio": "strong" } ] }"#,
         #"constraint 1 has an unknown key "prio""#),
        (#"{ "constraints": [ { "expr": "x == 1" } ], "edit": [] }"#,
         #"the document has an unknown key "edit""#),
        (#"{ "constraints": [ { "expr": "left + width <= " } ] }"#,
         #"constraint 0 ("left + width <= "): the text ends where a term should be at column 17"#),
        (#"{ "constraints": [ { "expr": "0 <= x <= 3" } ] }"#,
         #"constraint 0 ("0 <= x <= 3"): a second relation at column 8"#),
        (#"{ "constraints": [ { "expr": "x = 3" } ] }"#,
         #"constraint 0 ("x = 3"): expected ==, <= or >= at column 3"#),
        (#"{ "constraints": [ { "expr": "x * y == 3" } ] }"#,
         #"constraint 0 ("x * y == 3"): a product of two variables is not linear at column 3"#),
        (#"{ "constraints": [ { "expr": "x == 1" } ], "edits": [ { "variable": "9lives" } ] }"#,
         #"edit 0: "9lives" is not a variable name ([A-Za-z_][A-Za-z0-9_.]*)"#),
        (#"{ "constraints": [ { "expr": "x == 1", "expr": "x == 2" } ] }"#,
         #"invalid JSON at line 1, column 40: the key "expr" appears twice"#),
        (#"{ "constraints": [ { "expr": "x == 1", "priority": "high" } ] }"#,
         #"constraint 0 ("x == 1"): "priority" must be required, strong, medium, weak or a number in (0, 1000]"#),
        (#"{ "steps": [ { "add": "x == 1", "remove": "a" } ] }"#,
         "step 0 has more than one operation: add, remove"),
    ])
    func malformedDocumentsNameTheCulprit(document: String, message: String) {
        let output = runInProcess(["solve", "-"], input: document)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "layout: \(message)\n")
    }

    @Test func failingStepsOfASystemEndTheRun() {
        // The same id twice: the second add is a duplicate, exit status 1.
        let duplicate = runInProcess(["solve", "-"], input:
            #"{ "constraints": [ { "expr": "x == 1", "id": "a" }, { "expr": "x >= 0", "id": "a" } ] }"#)
        #expect(duplicate.status == 1)
        #expect(duplicate.standardOutput == "error: a constraint with id \"a\" is already in the solver\n")
        let required = runInProcess(["solve", "-"], input:
            #"{ "constraints": [ { "expr": "x == 1" } ], "edits": [ { "variable": "x", "priority": "required" } ] }"#)
        #expect(required.status == 1)
        #expect(required.standardOutput == "error: the edit variable x needs a priority below 1000 (required)\n")
        // A variable first named by an edit comes into being: nothing but
        // the suggestion holds it, so it takes 3.
        let fresh = runInProcess(["solve", "-"], input:
            #"{ "constraints": [ { "expr": "x == 1" } ], "edits": [ { "variable": "fresh", "suggest": [3] } ] }"#)
        #expect(fresh.status == 0)
        #expect(fresh.standardOutput == "x      1\nfresh  3\n")
    }
}
