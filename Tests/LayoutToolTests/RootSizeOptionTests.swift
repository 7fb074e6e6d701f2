import Foundation
import Testing

/// `--width` and `--height` give the root its size from outside, as a
/// window's size: a conflict's fixes keep that size and say where it came
/// from, where a size the document sets is one of its settings to change.
@Suite struct RootSizeOptionTests {
    /// A fill-equally row of two on a screen of 320 (156 each, 8 apart)
    /// whose label is also asked to be 300 wide: the engine breaks that.
    static let document = """
        { "root": { "name": "screen",
                    "children": [ { "name": "row", "stack": { "distribution": "fillEqually", "spacing": 8 },
                                    "children": [ { "name": "label", "intrinsicSize": { "width": 100, "height": 20 } },
                                                  { "name": "toggle", "intrinsicSize": { "width": 51, "height": 31 } } ] } ] },
          "constraints": [ "row.leading == screen.leading", "row.trailing == screen.trailing",
                           "row.top == screen.top", "label.width == 300" ] }
        """

    @Test func aWidthGivenByTheRunIsKeptInTheFixes() throws {
        let output = runInProcess(["run", "-", "--width", "320"], input: Self.document)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("label     0  0    156      31\ntoggle  164  0    156      31\n"))
        // The broken constraint's fix first, the size the run gives last.
        #expect(output.standardOutput.contains("Fixes, each enough by itself:\n  - make [4] label.width == 300 optional"
            + " (label.width == 300 @999), or remove it, or change 300 to 156\n"))
        #expect(output.standardOutput.hasSuffix("  - [5] screen.width == 320 is the size the"
            + " run gives screen (--width 320): keep it, and change one of the others to fit it\n"))
        #expect(!output.standardOutput.contains("size settings of screen"))
    }

    @Test func theDocumentsOwnWidthIsOneOfItsSettings() throws {
        let sized = Self.document.replacingOccurrences(of: "\"name\": \"screen\",", with: "\"name\": \"screen\", \"size\": { \"width\": 320 },")
        let output = runInProcess(["run", "-"], input: sized)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("  - [5] screen.width == 320 comes from the size settings of screen: change"
            + " its \"size\" width to 608, or write the size as a constraint of priority 999\n"))
    }

    @Test func theHeightGivenByTheRunIsNamedOnThePage() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("root-size-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        // Two rows of 30 stacked in a screen 50 high: 60 does not fit.
        let document = """
            { "root": { "name": "screen", "size": { "width": 100 }, "stack": { "axis": "vertical" },
                        "children": [ { "name": "a", "size": { "height": 30 } }, { "name": "b", "size": { "height": 30 } } ] } }
            """
        let output = runInProcess(["run", "-", "--height", "50", "--html", page.path], input: document)
        #expect(output.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("from the size the run gives screen (--height 50)"))
        #expect(html.contains("screen.height == 50 is the size the run gives screen (--height 50): keep it, and change one of"
            + " the others to fit it</li>"))
    }
}
