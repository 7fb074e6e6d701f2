// Fuzz target: the constraint-system document reader
// (`ConstraintSystemDocument`) and running what it accepts.
//
// Checks: reading never traps; an accepted document runs, every value it
// reports is finite, its JSON and text outputs can be written, and its
// JSON form reads back as a document.
import Cassowary
import ConstraintSystem
import JSON

func fuzzConstraintSystem(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput.text(data, count)
    guard let document = try? ConstraintSystemDocument(parsing: text) else { return 0 }
    let written = document.json.formatted()
    do {
        let reread = try ConstraintSystemDocument(parsing: written)
        FuzzInput.require(reread.steps.count == document.steps.count, "the document reads back with other steps: \(written)")
    } catch {
        FuzzInput.require(false, "the written document does not read back: \(error)\n\(written)")
    }
    let run = document.run()
    for entry in run.entries {
        guard case let .values(_, values) = entry else { continue }
        for (name, value) in values {
            FuzzInput.require(value.isFinite, "\(name) = \(value) in a run of \(text)")
        }
    }
    _ = run.json.formatted(indent: 2)
    _ = run.text
    return 0
}
