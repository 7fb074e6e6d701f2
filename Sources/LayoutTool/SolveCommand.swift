import Cassowary
import CommandLineOptions
import ConstraintSystem
import JSON

/// `layout solve FILE [--json]`: runs a constraint-system document.
///
/// Exit status 0 when the document ran (failed steps of a session are
/// results), 1 when a system's constraints could not all be added, 2 for a
/// file that cannot be read or a malformed document (which runs no step).
enum SolveCommand {
    static let subcommand = LayoutCommand.Subcommand(command: command) { options, readStandardInput in
        run(file: options.positionals[0], json: options.flag("--json"), readStandardInput: readStandardInput)
    }

    static let command = Command(
        name: "layout solve",
        abstract: "Run a constraint-system document (a system or a session) and print the values.",
        discussion: "Prints a system's final values, or a session's values steps and failed steps"
            + " (Docs/Formats/ConstraintSystem.md).",
        arguments: [Argument("FILE", help: "The constraint-system document, or - for standard input.")],
        options: [
            .flag("--json", help: "Print JSON: a system's values, or a session's results."),
        ],
        exitStatuses: [
            ExitStatus(0, "The document ran; a session's failed steps are part of its output."),
            ExitStatus(1, "A step of a system failed (unsatisfiable constraints, an invalid number, …); the failure is printed."),
            ExitStatus(2, "Bad usage, the file cannot be read, or the document is malformed; nothing runs."),
        ],
        helpHint: "layout help solve")

    static func run(file: String, json: Bool, readStandardInput: () -> String) -> LayoutCommand.Output {
        let text: String
        switch LayoutCommand.read(file, readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return failure("io", error.message, json: json)
        }
        let document: ConstraintSystemDocument
        do {
            document = try ConstraintSystemDocument(parsing: text)
        } catch {
            return failure("parse", error.message, json: json)
        }
        let run = document.run(leaving: LayoutCommand.leaveToExit)
        var output = json ? run.json.formatted(indent: 2) : run.text
        output.append("\n")
        LayoutCommand.leaveToExit((text, document, run))
        return LayoutCommand.Output(standardOutput: output, status: run.exitStatus)
    }

    static func failure(_ kind: String, _ message: String, json: Bool) -> LayoutCommand.Output {
        if json {
            let object = JSON.object([("error", .string(kind)), ("message", .string(message))])
            return LayoutCommand.Output(standardOutput: object.formatted(indent: 2) + "\n", status: 2)
        }
        return LayoutCommand.Output(standardError: "layout: \(message)\n", status: 2)
    }
}
