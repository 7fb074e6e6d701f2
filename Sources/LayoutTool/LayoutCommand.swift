import Foundation

/// The `layout` command: parses its arguments and runs a subcommand.
///
/// ```
/// layout solve FILE [--json]     run a constraint-system document
/// ```
/// Each subcommand reads FILE, or standard input when FILE is `-`.
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

    static let usage = """
        usage: layout solve FILE [--json]
               layout run FILE [--json] [--svg OUT.svg] [--html OUT.html] [--strict]
               layout explain FILE [--json] [--svg OUT.svg] [--html OUT.html]
          solve   run a constraint-system document (a system or a session) and print the values
          run     lay out a layout document and print every item's frame
          explain say why the constraints of an Auto Layout console log conflict

        FILE may be - for standard input.
        """

    /// Runs the command with `arguments` (without the program name).
    /// - Parameter readStandardInput: Supplies standard input for FILE `-`.
    public static func run(_ arguments: [String],
                           readStandardInput: () -> String = { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) }) -> Output {
        guard let subcommand = arguments.first else {
            return Output(standardError: usage + "\n", status: 2)
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "solve":
            return withOptions(rest, flags: ["--json"]) { file, flags in
                SolveCommand.run(file: file, json: flags.contains("--json"), readStandardInput: readStandardInput)
            }
        case "explain":
            return ExplainCommand.run(rest, readStandardInput: readStandardInput)
        case "run":
            return RunCommand.run(rest, readStandardInput: readStandardInput)
        case "help", "--help", "-h":
            return Output(standardOutput: usage + "\n")
        default:
            return Output(standardError: "layout: unknown command '\(subcommand)'\n\n" + usage + "\n", status: 2)
        }
    }

    /// Splits the arguments into one FILE and known flags.
    static func withOptions(_ arguments: [String], flags known: Set<String>,
                            _ body: (String, Set<String>) -> Output) -> Output {
        var file: String?
        var flags: Set<String> = []
        for argument in arguments {
            if known.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("--") || file != nil {
                return Output(standardError: "layout: unexpected argument '\(argument)'\n\n" + usage + "\n", status: 2)
            } else {
                file = argument
            }
        }
        guard let file else { return Output(standardError: "layout: a FILE is needed\n\n" + usage + "\n", status: 2) }
        return body(file, flags)
    }

    /// The contents of FILE, or of standard input for `-`.
    static func read(_ file: String, readStandardInput: () -> String) -> Result<String, ReadError> {
        if file == "-" { return .success(readStandardInput()) }
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(ReadError(message: "cannot read \(file)"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    struct ReadError: Error { var message: String }
}
