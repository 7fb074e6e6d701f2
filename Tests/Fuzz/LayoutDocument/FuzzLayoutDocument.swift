// Fuzz target: the layout-document reader (`LayoutDocument`) and
// laying out what it accepts.
//
// Checks: reading never traps; an accepted document lays out with finite
// frames, and its JSON, text, SVG and HTML outputs can be written.
import JSON
import LayoutDocument

func fuzzLayoutDocument(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput.text(data, count)
    guard let document = try? LayoutDocument(parsing: text), let run = try? document.run() else { return 0 }
    for item in run.items {
        let frame = item.frameInRoot
        FuzzInput.require([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                          "\(item.name) has the frame \(frame) in a run of \(text)")
    }
    _ = run.json(strict: false).formatted(indent: 2)
    _ = run.text(strict: true)
    _ = LayoutPicture(root: run.root, conflicts: run.conflicts, ambiguous: run.ambiguous, constraints: run.constraints,
                      label: run.text(of:)).svg
    _ = run.html(source: "fuzz")
    return 0
}
