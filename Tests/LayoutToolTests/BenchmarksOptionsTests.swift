import Foundation
import Testing
@testable import LayoutTool

/// The `benchmarks` executable's options (Docs/Benchmarks.md): `--help`
/// prints them without running anything, a mistake stops it with status 2,
/// and progress stays off standard error when it is not a terminal.
@Suite struct BenchmarksOptionsTests {
    static let options = ["--no-kiwi", "--full", "--only W1,L1", "--quick", "--sizes 10,100", "--cycles N", "--json [FILE]",
                          "--svg FILE", "--export DIR", "--from FILE"]

    @Test(arguments: ["--help", "-h"])
    func helpListsEveryOptionAndRunsNothing(_ flag: String) throws {
        let output = try runProduct("benchmarks", ["--quick", flag])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let text = output.standardOutput
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("\nUSAGE: benchmarks [--no-kiwi] "))
        for option in Self.options {
            #expect(text.contains("\n  \(option) "), "\(option)")
        }
        #expect(text.contains("\nEXIT STATUS:\n  0 "))
        #expect(text.contains("\n  1 "))
        #expect(text.contains("\n  2 "))
        #expect(!text.contains("workload  "), "no table: nothing was measured")
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--quick", "W1"], "unexpected argument 'W1'"),
        (["--only"], "--only needs a value"),
        (["--only", "W1,W9"], "--only needs workloads among W1,W2,W3,W4,W5,L1,L4,S1,S2,T1,F1,F2,M1, separated by commas, not 'W1,W9'"),
        (["--sizes=1,ten"], "--sizes needs whole numbers separated by commas, not '1,ten'"),
        (["--quick=yes"], "--quick takes no value"),
        (["--only", "S1,T1", "--sizes", "100,300"], "no workload has size 300 (sizes: S1 10,100,1000; T1 100,1000)"),
        (["--only", "L4", "--sizes", "10000"], "size 10000 of L4 runs only with --full"),
        (["--only", "W4,L4", "--quick", "--sizes", "100"], "size 100 of W4,L4 is not among the two smallest sizes --quick runs"),
    ])
    func aMistakeStopsTheRun(_ arguments: [String], _ message: String) throws {
        let output = try runProduct("benchmarks", arguments)
        #expect(output == LayoutCommand.Output(standardError: "benchmarks: \(message)\nsee `benchmarks --help`\n", status: 2))
    }

    @Test func aReportThatCannotBeRead() throws {
        let output = try runProduct("benchmarks", ["--from", "/no/such/run.json"])
        #expect(output == LayoutCommand.Output(standardError: "benchmarks: cannot read /no/such/run.json\n", status: 2))
    }

    /// `--export` makes its folder; a folder or file it cannot write is
    /// named, with exit status 1, not a crash.
    @Test func exportedScriptsAndUnwritablePaths() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("export-\(UInt32.random(in: 0...UInt32.max))").appendingPathComponent("scripts")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let exported = try runProduct("benchmarks", ["--only", "W1", "--export", folder.path])
        #expect(exported.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                    == ["W1-1.json", "W1-10.json", "W1-100.json", "W1-1000.json"])
        let report = try runProduct("benchmarks", ["--no-kiwi", "--only=W1", "--sizes", "1", "--json", "/no/such/run.json"])
        #expect(report.status == 1)
        #expect(report.standardError.hasPrefix("benchmarks: cannot write /no/such/run.json: "))
    }

    /// Standard error is a pipe here: the progress lines stay off it.
    @Test func noProgressWhenStandardErrorIsNotATerminal() throws {
        let output = try runProduct("benchmarks", ["--no-kiwi", "--only=W1", "--sizes", "1"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        #expect(output.standardOutput.contains("\nW1 "))
    }
}
