import Explain
import Foundation
import JSON

/// `layout explain FILE [--json] [--svg OUT.svg] [--html OUT.html]`: reads an Auto Layout
/// console log and says why its constraints conflict.
///
/// Exit status 0 when every block was read, 1 when a line could not be
/// read, 2 when the input holds no block, cannot be read, or the arguments
/// are wrong (`Docs/Formats/ExplainReport.md`).
enum ExplainCommand {
    static func run(_ arguments: [String], readStandardInput: () -> String) -> LayoutCommand.Output {
        switch CommandArguments.parse(arguments, flags: ["--json"], valued: ["--svg", "--html"]) {
        case let .success(options):
            return explain(file: options.file, json: options.flags.contains("--json"), svgPath: options.values["--svg"],
                           htmlPath: options.values["--html"], readStandardInput: readStandardInput)
        case let .failure(error):
            return error.output
        }
    }

    private static func explain(file: String, json: Bool, svgPath: String?, htmlPath: String? = nil,
                                readStandardInput: () -> String) -> LayoutCommand.Output {
        let text: String
        switch LayoutCommand.read(file, readStandardInput: readStandardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return SolveCommand.failure("io", error.message, json: json)
        }
        let explanation = LogExplanation(log: text)
        if let svgPath {
            do {
                try explanation.svg().write(toFile: svgPath, atomically: true, encoding: .utf8)
            } catch {
                return SolveCommand.failure("io", "cannot write \(svgPath)", json: json)
            }
        }
        if let htmlPath {
            do {
                try explanation.html(source: file == "-" ? "standard input" : file)
                    .write(toFile: htmlPath, atomically: true, encoding: .utf8)
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
