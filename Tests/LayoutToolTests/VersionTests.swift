import Testing
@testable import LayoutTool

/// `layout --version` prints the package's version, `LayoutCommand.version`.
@Suite struct VersionTests {
    @Test func theBuiltCommandPrintsTheVersion() throws {
        let output = try runLayout(["--version"])
        #expect(output == LayoutCommand.Output(standardOutput: LayoutCommand.version + "\n"))
    }

    @Test func theVersionIsSemantic() {
        let parts = LayoutCommand.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { UInt($0) != nil })
    }

    @Test func theOverviewOffersIt() {
        #expect(runInProcess(["help"]).standardOutput.contains("\n  --version               Show the version.\n"))
    }

    @Test func itTakesNoArgument() {
        let output = runInProcess(["--version", "run"])
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "layout: unexpected argument 'run'\nsee `layout help`\n")
    }
}
