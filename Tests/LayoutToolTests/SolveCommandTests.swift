import Foundation
import JSON
import Testing
@testable import LayoutTool

@Suite struct SolveCommandTests {
    @Test func theBundledExampleSolves() throws {
        let output = try runLayout(["solve", "Examples/window.json"])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            left     0
            width    640
            screen   1280
            sidebar  180
            content  459

            """)
    }

    @Test func jsonOutputOfASessionFromStandardInput() throws {
        let document = #"{ "steps": [ { "add": "x + y == 10" }, { "add": "x == 4", "priority": "weak" }, { "values": [] } ] }"#
        let output = try runLayout(["solve", "-", "--json"], input: document)
        #expect(output.status == 0)
        let json = try JSON(parsing: output.standardOutput)
        #expect(json == .object([("results", .array([.object([("step", .number(2)),
            ("values", .object([("x", .number(4)), ("y", .number(6))]))])]))]))
    }

    @Test func exitStatusesOfTheFormatDocument() {
        #expect(runInProcess(["solve", "-"], input: #"{ "constraints": [ { "expr": "x == 1" } ] }"#).status == 0)
        let unsatisfiable = runInProcess(["solve", "-", "--json"],
                                         input: #"{ "constraints": [ { "expr": "x >= 2" }, { "expr": "x <= 1" } ] }"#)
        #expect(unsatisfiable.status == 1)
        #expect(unsatisfiable.standardOutput.contains(#""conflict": ["x >= 2", "x <= 1"]"#))
        let failedStep = runInProcess(["solve", "-"], input: #"{ "steps": [ { "remove": "gone" } ] }"#)
        #expect(failedStep.status == 0)
        #expect(failedStep.standardOutput == "step 0 failed: no constraint with id \"gone\" is in the solver\n")
        let malformed = runInProcess(["solve", "-", "--json"], input: #"{ "steps": [ { "add": "x ** 2 == 1" } ] }"#)
        #expect(malformed.status == 2)
        #expect(malformed.standardOutput == """
            {
              "error": "parse",
              "message": "step 0 (\\"x ** 2 == 1\\"): unexpected '*' at column 4"
            }

            """)
    }

    @Test func errorsInPlainWordsWithoutJSON() {
        let malformed = runInProcess(["solve", "-"], input: "{ nope")
        #expect(malformed.status == 2)
        #expect(malformed.standardError == "layout: invalid JSON at line 1, column 3: expected a string key\n")
        let missing = runInProcess(["solve", "/no/such/file.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "layout: cannot read /no/such/file.json\n")
        let system = runInProcess(["solve", "-"], input: #"{ "constraints": [ { "expr": "x >= 2" }, { "expr": "x <= 1" } ] }"#)
        #expect(system.status == 1)
        #expect(system.standardOutput == """
            error: the required constraint x <= 1 cannot hold; these constraints conflict:
              x >= 2
              x <= 1

            """)
    }

    @Test func usageMistakes() {
        #expect(runInProcess([]).status == 2)
        #expect(runInProcess(["solve"]).standardError.hasPrefix("layout: a FILE is needed"))
        #expect(runInProcess(["solve", "a.json", "b.json"]).standardError.hasPrefix("layout: unexpected argument 'b.json'"))
        #expect(runInProcess(["solve", "a.json", "--yaml"]).status == 2)
        #expect(runInProcess(["fly"]).standardError.hasPrefix("layout: unknown command 'fly'"))
        #expect(runInProcess(["solve", "--help"]).standardOutput.contains("\nUSAGE: layout solve FILE [--json]\n"))
    }
}
