import Foundation
import Testing
@testable import LayoutTool

/// `--` ends the options: every argument after it is positional, so a file
/// may be named like an option.
@Suite struct EndOfOptionsTests {
    /// A temporary directory holding a layout document named `--json`.
    static func directoryWithAFileNamedJSON() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dashes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try #"{ "root": { "name": "r", "size": { "width": 30, "height": 20 } } }"#
            .write(to: directory.appendingPathComponent("--json"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func aFileNamedLikeAnOption() throws {
        let directory = try Self.directoryWithAFileNamedJSON()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = try runLayout(["run", "--", "--json"], in: directory)
        #expect(table == LayoutCommand.Output(standardOutput: "item  x  y  width  height\nr     0  0     30      20\n"))
        // Options before `--` still count.
        let json = try runLayout(["run", "--json", "--width", "40", "--", "--json"], in: directory)
        #expect(json.status == 0)
        #expect(json.standardOutput.contains(#""r": { "x": 0, "y": 0, "width": 40, "height": 20 }"#), "\(json.standardOutput)")
        // Without `--`, it is the option.
        #expect(try runLayout(["run", "--json"], in: directory).standardError.hasPrefix("layout: a FILE is needed\n"))
    }

    @Test func helpAfterTheDashesIsAFile() {
        let output = runInProcess(["solve", "--", "--help"])
        #expect(output.status == 2)
        #expect(output.standardError == "layout: cannot read --help\n")
    }

    @Test(arguments: ["solve", "run", "explain"])
    func stillOneFile(_ subcommand: String) {
        let output = runInProcess([subcommand, "--", "a", "-b"])
        #expect(output.status == 2)
        #expect(output.standardError == "layout: unexpected argument '-b'\nsee `layout help \(subcommand)`\n")
        #expect(runInProcess([subcommand, "--"]).standardError.hasPrefix("layout: a FILE is needed\n"))
    }

    @Test func standardInputAfterTheDashes() {
        let output = runInProcess(["solve", "--json", "--", "-"], input: #"{ "constraints": [ { "expr": "x == 1" } ] }"#)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(#""x": 1"#))
    }
}
