import CommandLineOptions
import Foundation
import JSON
import LayoutDocument

/// `layout run FILE [--json] [--svg OUT.svg] [--strict] [--width W] [--height H]`:
/// lays out a layout document and prints every item's frame (root
/// coordinates).
///
/// Exit status 0 when the layout holds, 1 when required constraints
/// conflicted (the engine broke one and laid out the rest; with `--strict`
/// no frames are printed) or the layout did not settle, 2 for bad usage, a
/// file that cannot be read or a malformed document.
enum RunCommand {
    static let subcommand = LayoutCommand.Subcommand(command: command, run: run)

    static let command = Command(
        name: "layout run",
        abstract: "Lay out a layout document and print every item's frame.",
        discussion: "Prints every item's frame in the root's coordinates, then the ambiguous items, then each"
            + " conflict in words (Docs/Formats/LayoutDocument.md).",
        arguments: [Argument("FILE", help: "The layout document, or - for standard input.")],
        options: [
            .flag("--json", help: #"Print JSON: { "frames", "ambiguous" }, or the conflict when required"#
                + " constraints conflicted."),
            .value("--svg", "OUT.svg", help: "Also draw the layout into OUT.svg: names, margins, baselines, stack gaps,"
                + " ambiguous items dashed, a conflict's constraints in red."),
            .flag("--strict", help: "Leave out the frames when required constraints conflicted: only the conflict."),
            .value("--width", "W", help: "Make the root W points wide: a required constraint, in place of the"
                + " root's own width, added before the document's constraints."),
            .value("--height", "H", help: "Make the root H points high, as --width does."),
        ],
        exitStatuses: [
            ExitStatus(0, "The layout holds, ambiguous or not."),
            ExitStatus(1, "Required constraints conflicted (the engine broke one and laid out the rest), or the"
                + " layout did not settle, or content measured an unusable size; the output says which."),
            ExitStatus(2, "Bad usage, the file cannot be read, the SVG cannot be written, or the document is malformed."),
        ],
        helpHint: "layout help run")

    static func run(_ options: ParsedArguments, readStandardInput: () -> String) throws(UsageError) -> LayoutCommand.Output {
        let json = options.flag("--json"), strict = options.flag("--strict")
        let width = try size(options, "--width"), height = try size(options, "--height")
        let text: String
        switch LayoutCommand.read(options.positionals[0], readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return SolveCommand.failure("io", error.message, json: json)
        }
        let result: LayoutDocumentRun
        do {
            var document = try LayoutDocument(parsing: text)
            // The root's own size makes the first constraints of the run.
            if let width { document.root.size.width = width }
            if let height { document.root.size.height = height }
            result = try document.run()
        } catch {
            return SolveCommand.failure("parse", error.message, json: json)
        }
        if let path = options["--svg"] {
            let picture = LayoutPicture(root: result.root, conflicts: result.conflicts, ambiguous: result.ambiguous,
                                        label: result.text(of:))
            do {
                try picture.svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return SolveCommand.failure("io", "cannot write \(path)", json: json)
            }
        }
        let output = json ? result.json(strict: strict).formatted(indent: 2) : result.text(strict: strict)
        return LayoutCommand.Output(standardOutput: output + "\n", status: result.exitStatus)
    }

    /// The value of `--width` or `--height`: a finite number, 0 or more.
    private static func size(_ options: ParsedArguments, _ name: String) throws(UsageError) -> Double? {
        try options.value(name, needs: "a number of points (0 or more)") { text in
            Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }
}
