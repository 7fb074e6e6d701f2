import Testing
@testable import LayoutTool

/// The `sessions` executable's options (Docs/Hardening.md): `--help` prints
/// them without running anything, a mistake stops it with status 2, and
/// progress stays off standard error when it is not a terminal.
@Suite struct SessionsOptionsTests {
    static let options = ["--kind solver|engine|both", "--seed N", "--seeds N", "--operations N", "--fresh-every N",
                          "--scaled"]

    @Test(arguments: ["--help", "-h"])
    func helpListsEveryOptionAndRunsNothing(_ flag: String) throws {
        let output = try runProduct("sessions", ["--seeds", "3", flag])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let text = output.standardOutput
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("\nUSAGE: sessions [--kind solver|engine|both] "))
        for option in Self.options {
            #expect(text.contains("\n  \(option)\n") || text.contains("\n  \(option) "), "\(option)")
        }
        #expect(text.contains("\nEXIT STATUS:\n  0 "))
        #expect(text.contains("\n  1 "))
        #expect(text.contains("\n  2 "))
        #expect(!text.contains("every check held"), "no session ran")
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--seeds", "2", "solver"], "unexpected argument 'solver'"),
        (["--seed"], "--seed needs a value"),
        (["--seeds=-1"], "--seeds needs a count (a whole number, 0 or more), not '-1'"),
        (["--operations", "many"], "--operations needs a count (a whole number, 0 or more), not 'many'"),
        (["--kind", "layout"], "--kind needs solver, engine or both, not 'layout'"),
        (["--scaled=yes"], "--scaled takes no value"),
    ])
    func aMistakeStopsTheRun(_ arguments: [String], _ message: String) throws {
        let output = try runProduct("sessions", arguments)
        #expect(output == LayoutCommand.Output(standardError: "sessions: \(message)\nsee `sessions --help`\n", status: 2))
    }

    /// Standard error is a pipe here: the progress lines stay off it.
    @Test func aShortRunWithoutProgress() throws {
        let output = try runProduct("sessions", ["--kind=engine", "--operations=60", "--seed", "7"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("engine seed 7: 60 operations, every check held ("))
    }
}
