import Foundation
import JSON
import Testing
@testable import LayoutTool

/// `layout explain` end to end: the built executable on a bundled log, and
/// the exit statuses of `Docs/Formats/ExplainReport.md` (0 read, 1 a line unparsed, 2 no block).
@Suite struct ExplainCommandTests {
    static let trustWallet = "Tests/ExplainTests/Logs/11-trustwallet-encapsulated-width-zero.log"

    @Test func explainsABundledLog() throws {
        let output = try runLayout(["explain", Self.trustWallet])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "Block 1, line 1 (iOS): 3 constraints; a minimal conflict of 4")
        #expect(lines[1] == "  [1]  * UIStackView #1.leading == BrowserNavigationBar #1.leading + 4")
        #expect(lines.contains("Why: the rest of the conflict makes UIStackView #1.width = 0 - 4 - 10 = -14, but a width cannot be negative."))
    }

    @Test func jsonAndADrawing() throws {
        let drawing = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: drawing) }
        let output = try runLayout(["explain", "--svg", drawing.path, Self.trustWallet, "--json"])
        #expect(output.status == 0)
        let report = try #require(try JSON(parsing: output.standardOutput)["reports"]?.array?.first)
        #expect(report["conflict"]?.array?.count == 3)
        #expect(report["implicit"] == .array([.string("UIStackView #1.width >= 0")]))
        #expect(report["broken"]?.string?.hasPrefix("<NSLayoutConstraint:0x60800029e8c0 ") == true)
        let svg = try String(contentsOf: drawing, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("BrowserNavigationBar #1"))
    }

    @Test func exitStatuses() {
        let cut = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 3"
        let unparsed = runInProcess(["explain", "-"], input: cut)
        #expect(unparsed.status == 1)
        #expect(unparsed.standardOutput.contains("[1]  ? <NSLayoutConstraint:0x1 UIView:0x2.width == 3"))
        let nothing = runInProcess(["explain", "-"], input: "just some output\n")
        #expect(nothing.status == 2)
        #expect(nothing.standardError == "layout: no \"Unable to simultaneously satisfy constraints\" block in standard input\n")
        let nothingJSON = runInProcess(["explain", "-", "--json"], input: "")
        #expect(nothingJSON.status == 2)
        #expect(nothingJSON.standardOutput == "{ \"reports\": [] }\n")
    }

    @Test func usageMistakes() {
        #expect(runInProcess(["explain"]).standardError.hasPrefix("layout: a FILE is needed"))
        let noDrawing = runInProcess(["explain", "log.txt", "--svg"])
        #expect(noDrawing.status == 2)
        #expect(noDrawing.standardError.hasPrefix("layout: --svg needs a value"))
        #expect(runInProcess(["explain", "log.txt", "--yaml"]).status == 2)
        let missing = runInProcess(["explain", "/no/such/file.log"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "layout: cannot read /no/such/file.log\n")
        #expect(runInProcess(["explain", "--help"]).standardOutput.contains("\nUSAGE: layout explain FILE [--json] [--svg OUT.svg] [--html OUT.html]\n"))
    }
}
