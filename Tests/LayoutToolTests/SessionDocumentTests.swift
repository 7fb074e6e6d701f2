import Foundation
import Testing
import LayoutTool

/// `Benchmarks/kiwi/session_document.py` writes a workload script as the
/// session document that the whole-process comparison of Docs/Benchmarks.md
/// times: `layout solve` runs it to the values the script checks.
@Suite struct SessionDocumentTests {
    @Test func aGridScriptAsASessionDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = try runProduct("benchmarks", ["--only", "W3", "--sizes", "10", "--export", folder.path])
        #expect(exported.status == 0)

        let converter = Process()
        converter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        converter.arguments = ["python3", repositoryRoot.appendingPathComponent("Benchmarks/kiwi/session_document.py").path,
                               folder.appendingPathComponent("W3-10.json").path]
        let document = folder.appendingPathComponent("grid.json")
        #expect(FileManager.default.createFile(atPath: document.path, contents: nil))
        converter.standardOutput = try FileHandle(forWritingTo: document)
        try converter.run()
        converter.waitUntilExit()
        #expect(converter.terminationStatus == 0)

        let solved = try runLayout(["solve", document.path])
        #expect(solved.status == 0)
        // A 10 × 10 grid: after the build and 20 resize cycles, 21 value
        // steps; the last leaves the container at 572 × 620 (WORKLOADS.md).
        let steps = solved.standardOutput.components(separatedBy: "step ").dropFirst()
        #expect(steps.count == 21)
        let last = steps.last?.split(separator: "\n").map { $0.split(separator: " ").map(String.init) } ?? []
        #expect(last.contains(["cw", "572"]))
        #expect(last.contains(["ch", "620"]))
    }
}
