import Foundation
import JSON
import LayoutDocument

/// `layout run FILE [--json] [--svg OUT.svg] [--html OUT.html] [--strict]`:
/// lays out a layout document and prints every item's frame (root
/// coordinates).
///
/// Exit status 0 when the layout holds, 1 when required constraints
/// conflicted (the engine broke one and laid out the rest; with `--strict`
/// no frames are printed) or the layout did not settle, 2 for a file that
/// cannot be read or a malformed document.
enum RunCommand {
    static func run(_ arguments: [String], readStandardInput: () -> String) -> LayoutCommand.Output {
        let options: CommandArguments
        switch CommandArguments.parse(arguments, flags: ["--json", "--strict"], valued: ["--svg", "--html"]) {
        case let .success(parsed): options = parsed
        case let .failure(error): return error.output
        }
        let json = options.flags.contains("--json"), strict = options.flags.contains("--strict")
        let text: String
        switch LayoutCommand.read(options.file, readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return SolveCommand.failure("io", error.message, json: json)
        }
        let result: LayoutDocumentRun
        do {
            result = try LayoutDocument(parsing: text).run()
        } catch {
            return SolveCommand.failure("parse", error.message, json: json)
        }
        if let path = options.values["--svg"] {
            let picture = LayoutPicture(root: result.root, conflicts: result.conflicts, ambiguous: result.ambiguous,
                                        constraints: result.constraints, label: result.text(of:))
            do {
                try picture.svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return SolveCommand.failure("io", "cannot write \(path)", json: json)
            }
        }
        if let path = options.values["--html"] {
            do {
                try result.html(source: options.file == "-" ? "standard input" : options.file)
                    .write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return SolveCommand.failure("io", "cannot write \(path)", json: json)
            }
        }
        let output = json ? result.json(strict: strict).formatted(indent: 2) : result.text(strict: strict)
        return LayoutCommand.Output(standardOutput: output + "\n", status: result.exitStatus)
    }
}
