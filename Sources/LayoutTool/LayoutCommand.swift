import CommandLineOptions

/// The `layout` command: parses its arguments and runs a subcommand.
///
/// ```
/// layout solve FILE [--json]     run a constraint-system document
/// layout help run                every option of `run` and its exit statuses
/// ```
/// Each subcommand reads FILE, or standard input when FILE is `-`. Its
/// options are a table (``Subcommand/command``) that both parses the
/// arguments and writes the help (`CommandLineOptions`).
public enum LayoutCommand {
    /// What a run printed and its exit status, for tests and for `main`.
    public struct Output: Sendable, Equatable {
        public var standardOutput: String
        public var standardError: String
        public var status: Int32

        public init(standardOutput: String = "", standardError: String = "", status: Int32 = 0) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.status = status
        }
    }

    /// A subcommand: its table of arguments, options and exit statuses, and
    /// what runs it with the parsed arguments.
    struct Subcommand: Sendable {
        var command: Command
        var run: @Sendable (ParsedArguments, () -> String) throws(UsageError) -> Output
    }

    /// Whether the subcommands leave what they built (the document, the
    /// solver or engine, the output) to the process's exit rather than free
    /// it: freeing a document of thousands of constraints object by object
    /// costs about as much as printing it, and the `layout` executable
    /// exits as soon as it has printed. Off by default, for callers that
    /// go on (tests).
    nonisolated(unsafe) public static var leavesResultsToExit = false
    /// What the subcommands left to the process's exit.
    nonisolated(unsafe) private static var leftToExit: [Any] = []

    /// Keeps `value` until the process exits when ``leavesResultsToExit``
    /// is on; otherwise does nothing.
    static func leaveToExit(_ value: Any) {
        if leavesResultsToExit { leftToExit.append(value) }
    }

    static let subcommands: [Subcommand] = [SolveCommand.subcommand, RunCommand.subcommand, ExplainCommand.subcommand]

    /// The command itself, for `layout help`: the subcommands and the
    /// options that stand alone.
    static let command = Command(
        name: "layout",
        abstract: "Solve constraint systems, lay out layout documents and explain Auto Layout console logs.",
        discussion: "Each subcommand reads one FILE, or standard input when FILE is -.",
        options: [.flag("--version", help: "Show the version.")],
        exitStatuses: [ExitStatus(0, "The help or the version was printed. Each subcommand's help lists its own exit statuses."),
                       ExitStatus(2, "Bad usage: no subcommand, an unknown one, or an unknown option.")],
        subcommands: subcommands.map(\.command)
            + [Command(name: "layout help", abstract: "Show the help of a subcommand: layout help SUBCOMMAND.")],
        helpHint: "layout help")

    /// Runs the command with `arguments` (without the program name).
    /// - Parameter readStandardInput: Supplies standard input for FILE `-`.
    public static func run(_ arguments: [String],
                           readStandardInput: () -> String = { TextFiles.standardInput() }) -> Output {
        guard let first = arguments.first else {
            return usageError(command, "a SUBCOMMAND is needed (\(subcommandNames))")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return Output(standardOutput: command.help)
        case "--version":
            return rest.isEmpty ? Output(standardOutput: version + "\n")
                : usageError(command, "unexpected argument '\(rest[0])'")
        case "help":
            guard let name = rest.first else { return Output(standardOutput: command.help) }
            if rest.count > 1 { return usageError(command, "unexpected argument '\(rest[1])'") }
            if ["help", "--help", "-h"].contains(name) { return Output(standardOutput: command.help) }
            guard let subcommand = subcommands.first(where: { $0.command.shortName == name }) else {
                return usageError(command, "unknown command '\(name)' (\(subcommandNames))")
            }
            return Output(standardOutput: subcommand.command.help)
        default:
            guard let subcommand = subcommands.first(where: { $0.command.shortName == first }) else {
                if first.hasPrefix("-") { return usageError(command, "unknown option '\(first)'") }
                return usageError(command, "unknown command '\(first)' (\(subcommandNames))")
            }
            do throws(UsageError) {
                let options = try subcommand.command.parse(rest)
                if options.helpRequested { return Output(standardOutput: subcommand.command.help) }
                return try subcommand.run(options, readStandardInput)
            } catch {
                return Output(standardError: subcommand.command.usageMessage(error), status: 2)
            }
        }
    }

    /// "solve, run or explain".
    private static var subcommandNames: String {
        let names = subcommands.map(\.command.shortName)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    private static func usageError(_ command: Command, _ message: String) -> Output {
        Output(standardError: command.usageMessage(UsageError(message)), status: 2)
    }

    /// The contents of FILE, or of standard input for `-`.
    static func read(_ file: String, readStandardInput: () -> String) -> Result<String, ReadError> {
        if file == "-" { return .success(readStandardInput()) }
        guard let contents = TextFiles.contents(atPath: file) else {
            return .failure(ReadError(message: "cannot read \(file)"))
        }
        return .success(contents)
    }

    struct ReadError: Error { var message: String }
}
