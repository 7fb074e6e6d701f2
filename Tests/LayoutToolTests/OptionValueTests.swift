import CommandLineOptions
import Foundation
import Testing
@testable import LayoutTool

/// `--option=value` works for every option that takes a value, as
/// `--option value` does; a flag takes none.
@Suite struct OptionValueTests {
    static let valued: [(String, String)] = LayoutCommand.subcommands.flatMap { subcommand in
        subcommand.command.options.filter { $0.kind != .flag }.map { (subcommand.command.shortName, $0.name) }
    }

    @Test func everySubcommandHasOne() {
        #expect(Self.valued.map(\.1) == ["--svg", "--html", "--width", "--height", "--safe-area", "--keyboard", "--text-size",
                                          "--hide", "--why", "--svg", "--html"])
        #expect(Self.valued.map(\.0) == ["run", "run", "run", "run", "run", "run", "run", "run", "run", "explain", "explain"])
    }

    @Test(arguments: valued)
    func equalsGivesTheValue(_ subcommand: String, _ name: String) throws {
        let command = try #require(LayoutCommand.subcommands.first { $0.command.shortName == subcommand }).command
        let joined = try command.parse(["FILE", "\(name)=12"])
        let separate = try command.parse(["FILE", name, "12"])
        #expect(joined[name] == "12")
        #expect(separate[name] == "12")
        #expect(joined.positionals == ["FILE"])
        // Everything after the first `=` is the value, even an option's name or a dash.
        #expect(try command.parse(["\(name)=a=b", "FILE"])[name] == "a=b")
        #expect(try command.parse(["\(name)=--json", "FILE"])[name] == "--json")
        // The last one counts.
        #expect(try command.parse(["\(name)=1", "FILE", "\(name)=2"])[name] == "2")
    }

    @Test func aDrawingWrittenWithEquals() throws {
        let drawing = FileManager.default.temporaryDirectory.appendingPathComponent("equals-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: drawing) }
        let output = try runLayout(["run", "--svg=\(drawing.path)", "--width=400", "Examples/card.json"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("\ncard        0    0    400 "))
        #expect(try String(contentsOf: drawing, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func aFlagTakesNoValue() {
        let output = runInProcess(["solve", "Examples/window.json", "--json=yes"])
        #expect(output.status == 2)
        #expect(output.standardError == "layout: --json takes no value\nsee `layout help solve`\n")
    }

    @Test func anEmptyValueIsMissing() {
        let output = runInProcess(["explain", "--svg=", "log.txt"])
        #expect(output.status == 2)
        #expect(output.standardError == "layout: --svg needs a value\nsee `layout help explain`\n")
    }
}
