import CommandLineOptions
import Explain
import JSON

/// `layout explain FILE [--json] [--svg OUT.svg] [--html OUT.html]`: reads an Auto Layout
/// console log and says why its constraints conflict.
///
/// Exit status 0 when every block was read, 1 when a line could not be
/// read, 2 when the input holds no block, cannot be read, or the arguments
/// are wrong (`Docs/Formats/ExplainReport.md`).
enum ExplainCommand {
    static let subcommand = LayoutCommand.Subcommand(command: command) { options, readStandardInput in
        explain(file: options.positionals[0], json: options.flag("--json"), svgPath: options["--svg"],
                htmlPath: options["--html"],
                readStandardInput: readStandardInput)
    }

    static let command = Command(
        name: "layout explain",
        abstract: "Say why the constraints of an Auto Layout console log conflict.",
        discussion: "For each \"Unable to simultaneously satisfy constraints\" block of a UIKit or AppKit console log:"
            + " the constraints, a minimal conflict, the arithmetic that fails, what UIKit broke, the single changes"
            + " that fix it, and the likely cause.",
        arguments: [Argument("FILE", help: "The console log, or - for standard input.")],
        options: [
            .flag("--json", help: #"Print JSON: { "reports": [ … ] }, one report per block"#
                + " (Docs/Formats/ExplainReport.md)."),
            .value("--svg", "OUT.svg", help: "Also draw the views of the blocks and their conflicts into OUT.svg:"
                + " one possible layout, without the broken constraint."),
            .value("--html", "OUT.html", help: "Also write a self-contained HTML report into OUT.html: each block's"
                + " report beside its picture."),
        ],
        exitStatuses: [
            ExitStatus(0, "Every line of every block was read."),
            ExitStatus(1, "A line could not be read; it is listed with ? and the reason."),
            ExitStatus(2, "Bad usage, the input holds no block, the file cannot be read or the SVG or HTML written."),
        ],
        helpHint: "layout help explain")

    private static func explain(file: String, json: Bool, svgPath: String?, htmlPath: String?,
                                readStandardInput: () -> String) -> LayoutCommand.Output {
        let text: String
        switch LayoutCommand.read(file, readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return SolveCommand.failure("io", error.message, json: json)
        }
        let explanation = LogExplanation(log: text)
        if let svgPath {
            do {
                try TextFiles.store(explanation.svg(), atPath: svgPath)
            } catch {
                return SolveCommand.failure("io", "cannot write \(svgPath)", json: json)
            }
        }
        if let htmlPath {
            do {
                try TextFiles.store(explanation.html(source: file == "-" ? "standard input" : file), atPath: htmlPath)
            } catch {
                return SolveCommand.failure("io", "cannot write \(htmlPath)", json: json)
            }
        }
        if json {
            return LayoutCommand.Output(standardOutput: explanation.json.formatted(indent: 2) + "\n",
                                        status: explanation.exitStatus)
        }
        if explanation.reports.isEmpty {
            return LayoutCommand.Output(
                standardError: "layout: no \"Unable to simultaneously satisfy constraints\" block in"
                    + " \(file == "-" ? "standard input" : file)\n", status: 2)
        }
        return LayoutCommand.Output(standardOutput: explanation.text + "\n", status: explanation.exitStatus)
    }
}
