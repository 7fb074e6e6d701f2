import Cassowary
import ConstraintSystem
import JSON

/// `layout solve FILE [--json]`: runs a constraint-system document.
///
/// Exit status 0 when the document ran (failed steps of a session are
/// results), 1 when a system's constraints could not all be added, 2 for a
/// file that cannot be read or a malformed document (which runs no step).
enum SolveCommand {
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
        let run = document.run()
        let output = json ? run.json.formatted(indent: 2) : run.text
        return LayoutCommand.Output(standardOutput: output + "\n", status: run.exitStatus)
    }

    static func failure(_ kind: String, _ message: String, json: Bool) -> LayoutCommand.Output {
        if json {
            let object = JSON.object([("error", .string(kind)), ("message", .string(message))])
            return LayoutCommand.Output(standardOutput: object.formatted(indent: 2) + "\n", status: 2)
        }
        return LayoutCommand.Output(standardError: "layout: \(message)\n", status: 2)
    }
}
