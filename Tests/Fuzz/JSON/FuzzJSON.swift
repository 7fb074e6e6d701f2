// Fuzz target: the JSON reader every document goes through.
//
// Checks: reading never traps; what it accepts formats to text that reads
// back, and formatting that again gives the same text.
import JSON

func fuzzJSON(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput.text(data, count)
    guard let value = try? JSON(parsing: text) else { return 0 }
    for indent in [0, 2] {
        let written = value.formatted(indent: indent)
        do {
            let reread = try JSON(parsing: written)
            FuzzInput.require(reread.formatted(indent: indent) == written, "formatting is not stable for \(written)")
        } catch {
            FuzzInput.require(false, "the formatted value does not read back: \(error)\n\(written)")
        }
    }
    return 0
}
