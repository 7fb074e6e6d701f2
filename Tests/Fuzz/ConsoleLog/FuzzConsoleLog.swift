// Fuzz target: the Auto Layout console-log reader (`LogReader`), the
// constraint-description parser and the whole explanation built on them.
//
// Checks: nothing traps; the exit status is 0, 1 or 2 and agrees with the
// reports; every report has an explanation; the text, JSON, SVG and HTML
// outputs can be written.
import Explain
import JSON

func fuzzConsoleLog(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let log = FuzzInput.text(data, count)
    for line in log.split(whereSeparator: \.isNewline) {
        _ = ConstraintDescriptionParser.parse(String(line))
        _ = ConstraintDescriptionParser.constraintAddress(in: String(line))
    }
    let explanation = LogExplanation(log: log)
    FuzzInput.require([0, 1, 2].contains(explanation.exitStatus), "exit status \(explanation.exitStatus)")
    FuzzInput.require((explanation.exitStatus == 2) == explanation.reports.isEmpty,
                      "exit status \(explanation.exitStatus) with \(explanation.reports.count) reports")
    for report in explanation.reports {
        FuzzInput.require(!report.explanation.isEmpty, "a report without an explanation")
    }
    _ = explanation.text
    _ = explanation.json.formatted(indent: 2)
    _ = explanation.svg()
    _ = explanation.html(source: "fuzz")
    return 0
}
