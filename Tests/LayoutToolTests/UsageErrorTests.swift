import Testing
@testable import LayoutTool

/// Bad usage exits with status 2, prints nothing on standard output, and on
/// standard error the mistake in one line and where to read the help.
@Suite struct UsageErrorTests {
    struct Mistake: CustomStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        let help: String
        var description: String { "layout \(arguments.joined(separator: " "))" }
    }

    static let mistakes: [Mistake] = [
        // The command itself.
        Mistake(arguments: [], message: "a SUBCOMMAND is needed (solve, run or explain)", help: "layout help"),
        Mistake(arguments: ["fly"], message: "unknown command 'fly' (solve, run or explain)", help: "layout help"),
        Mistake(arguments: ["--yaml"], message: "unknown option '--yaml'", help: "layout help"),
        Mistake(arguments: ["help", "fly"], message: "unknown command 'fly' (solve, run or explain)", help: "layout help"),
        Mistake(arguments: ["help", "run", "solve"], message: "unexpected argument 'solve'", help: "layout help"),
        // Unknown options.
        Mistake(arguments: ["solve", "a.json", "--yaml"], message: "unknown option '--yaml'", help: "layout help solve"),
        Mistake(arguments: ["run", "-x", "a.json"], message: "unknown option '-x'", help: "layout help run"),
        Mistake(arguments: ["explain", "--svg-out=a.svg", "log.txt"], message: "unknown option '--svg-out'",
                help: "layout help explain"),
        Mistake(arguments: ["run", "--version", "a.json"], message: "unknown option '--version'", help: "layout help run"),
        // Missing values.
        Mistake(arguments: ["explain", "log.txt", "--svg"], message: "--svg needs a value", help: "layout help explain"),
        Mistake(arguments: ["run", "--svg", "--json", "a.json"], message: "--svg needs a value", help: "layout help run"),
        Mistake(arguments: ["run", "a.json", "--width"], message: "--width needs a value", help: "layout help run"),
        // Bad values.
        Mistake(arguments: ["run", "a.json", "--height", "tall"],
                message: "--height needs a number of points (0 or more), not 'tall'", help: "layout help run"),
        Mistake(arguments: ["solve", "--json=no", "a.json"], message: "--json takes no value", help: "layout help solve"),
        // A missing FILE.
        Mistake(arguments: ["solve"], message: "a FILE is needed", help: "layout help solve"),
        Mistake(arguments: ["run", "--json"], message: "a FILE is needed", help: "layout help run"),
        Mistake(arguments: ["explain", "--svg", "out.svg"], message: "a FILE is needed", help: "layout help explain"),
        // An extra positional argument.
        Mistake(arguments: ["solve", "a.json", "b.json"], message: "unexpected argument 'b.json'", help: "layout help solve"),
        Mistake(arguments: ["run", "a.json", "--strict", "b.json"], message: "unexpected argument 'b.json'",
                help: "layout help run"),
        Mistake(arguments: ["explain", "-", "-"], message: "unexpected argument '-'", help: "layout help explain"),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsOneLineAndWhereToReadTheHelp(_ mistake: Mistake) {
        let output = runInProcess(mistake.arguments, input: "never read")
        #expect(output == LayoutCommand.Output(standardError: "layout: \(mistake.message)\nsee `\(mistake.help)`\n",
                                               status: 2))
    }

    @Test func theBuiltCommandExitsWithStatus2() throws {
        let output = try runLayout(["run", "Examples/card.json", "--yaml"])
        #expect(output == LayoutCommand.Output(standardError: "layout: unknown option '--yaml'\nsee `layout help run`\n",
                                               status: 2))
    }

    /// A file that cannot be read is not a usage mistake: it is reported as
    /// the documents' errors are (with `--json`, as JSON on standard output).
    @Test func aFileThatCannotBeRead() {
        let output = runInProcess(["run", "/no/such/file.json"])
        #expect(output == LayoutCommand.Output(standardError: "layout: cannot read /no/such/file.json\n", status: 2))
        let json = runInProcess(["run", "/no/such/file.json", "--json"])
        #expect(json.status == 2)
        #expect(json.standardOutput.contains(#""error": "io""#))
    }
}
