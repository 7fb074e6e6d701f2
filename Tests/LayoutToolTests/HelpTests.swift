import CommandLineOptions
import Foundation
import Testing
@testable import LayoutTool

/// `layout help`, `layout help SUBCOMMAND`, `layout SUBCOMMAND --help` and
/// `-h`: the overview with the subcommands, and each subcommand's every
/// option and exit status, on standard output with status 0.
@Suite struct HelpTests {
    static let names = LayoutCommand.subcommands.map(\.command.shortName)

    @Test func theSubcommandsAreTheThreeOfTheGuide() {
        #expect(Self.names == ["solve", "run", "explain"])
    }

    @Test(arguments: names)
    func everySubcommandListsEveryOptionAndExitStatus(_ name: String) throws {
        let command = try #require(LayoutCommand.subcommands.first { $0.command.shortName == name }).command
        let help = runInProcess(["help", name])
        #expect(help.status == 0)
        #expect(help.standardError.isEmpty)
        let text = help.standardOutput
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("\nUSAGE: layout \(name) FILE "))
        #expect(text.contains("\nARGUMENTS:\n  FILE "))
        #expect(!command.options.isEmpty)
        for option in command.options {
            #expect(text.contains("[\(option.synopsis)]"), "the usage line names \(option.name)")
            #expect(text.contains("\n  \(option.synopsis) "), "OPTIONS lists \(option.name)")
        }
        #expect(text.contains("\n  -h, --help "))
        let statuses = try #require(text.components(separatedBy: "\nEXIT STATUS:\n").last)
        let listed = statuses.components(separatedBy: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { Int32($0.split(separator: " ")[0]) }
        #expect(listed == [0, 1, 2])
        #expect(listed == command.exitStatuses.map(\.status))
        for line in text.components(separatedBy: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test(arguments: names)
    func helpFlagsPrintTheSameHelp(_ name: String) {
        let help = runInProcess(["help", name])
        #expect(runInProcess([name, "--help"]) == help)
        #expect(runInProcess([name, "-h"]) == help)
        // Asked for anywhere before `--`, even among mistakes, it wins.
        #expect(runInProcess([name, "missing.json", "--yaml", "-h"]) == help)
        #expect(runInProcess([name, "--svg", "--help"]) == help)
    }

    @Test func theBuiltCommandPrintsTheHelp() throws {
        let output = try runLayout(["run", "--help"])
        #expect(output == runInProcess(["help", "run"]))
        #expect(output.standardOutput.contains("  --width W "))
    }

    @Test func theOverviewListsTheSubcommands() {
        let overview = runInProcess(["help"])
        #expect(overview.status == 0)
        #expect(overview.standardError.isEmpty)
        #expect(runInProcess(["--help"]) == overview)
        #expect(runInProcess(["-h"]) == overview)
        #expect(runInProcess(["help", "help"]) == overview)
        #expect(runInProcess(["help", "--help"]) == overview)
        let text = overview.standardOutput
        #expect(text.contains("\nUSAGE: layout SUBCOMMAND\n"))
        #expect(text.contains("\n  --version "))
        let subcommands = "\n" + (text.components(separatedBy: "\nSUBCOMMANDS:\n").last ?? "")
        for name in Self.names + ["help"] {
            #expect(subcommands.contains("\n  \(name) "), "\(name)")
        }
        #expect(text.contains("See `layout help SUBCOMMAND` for detailed help."))
    }

    /// A new option is one declaration in its subcommand's table: the help
    /// and the parser know it from there.
    @Test func anOptionIsOneDeclaration() throws {
        var command = RunCommand.command
        command.options.append(.value("--html", "OUT.html", help: "Also write the layout as a page into OUT.html."))
        command.options.append(.flag("--trace", help: "Print what each layout pass did."))
        #expect(command.help.contains("\n  --html OUT.html         Also write the layout as a page into OUT.html.\n"))
        #expect(command.help.contains("\n  --trace                 Print what each layout pass did.\n"))
        #expect(command.usage.hasSuffix(" [--html OUT.html] [--trace]"))
        let parsed = try command.parse(["--trace", "card.json", "--html=card.html"])
        #expect(parsed.flag("--trace"))
        #expect(parsed["--html"] == "card.html")
        #expect(parsed.positionals == ["card.json"])
    }
}
