import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-seven: a news article in a scroll item (a wrapping title, an
/// image with an aspect ratio, paragraphs, a bar above the keyboard), from
/// a document and from Swift, every frame as worked out by hand. What it
/// found is here: UIKit's names of a label's and a scroll view's
/// properties, the HTML page's scroll content and options, and the fixes
/// of constraints the engine makes for a setting.
@Suite struct UserTrialFiftySevenToolTests {
    static func run(_ document: String, _ options: [String] = []) -> LayoutCommand.Output {
        runInProcess(["run", "-"] + options, input: document)
    }

    /// A UIKit name where the document spells the property otherwise is
    /// answered with the document's name.
    @Test(arguments: [
        (#"{"name":"l","text":{"words":[30],"numberOfLines":2}}"#, #"UILabel's numberOfLines is "maxLines""#),
        (#"{"name":"l","text":{"words":[30],"fontSize":17}}"#, "a document has no fonts"),
        (#"{"name":"l","translatesAutoresizingMaskIntoConstraints":false}"#, #"an item with a "frame" translates"#),
        (#"{"name":"s","scroll":true,"contentSize":{"width":400}}"#, "a scroll item's contentSize follows from its content"),
    ])
    func uikitNamesAreAnswered(child: String, hint: String) {
        let output = Self.run(#"{"root":{"name":"r","size":{"width":100,"height":100},"children":["# + child + "]}}")
        #expect(output.status == 2)
        #expect(output.standardError.contains(hint), "\(output.standardError)")
    }

    /// A scroll item 100 × 100 whose content, a box 300 high pinned to its
    /// content guide, makes the content 100 × 300: the page lists it with
    /// the scroll item's frame, as the text output prints it, and its title
    /// names the options the run was given.
    @Test func thePageShowsTheScrollContentAndTheRunsOptions() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("trial57-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let document = #"""
            {"root":{"name":"screen","size":{"width":100,"height":100},"children":[
              {"name":"scroll","scroll":true,"children":[{"name":"box","size":{"height":300}}]}]},
             "constraints":["scroll.top == screen.top","scroll.bottom == screen.bottom","scroll.leading == screen.leading",
              "scroll.trailing == screen.trailing","box.top == scroll.content.top","box.bottom == scroll.content.bottom",
              "box.leading == scroll.content.leading","box.trailing == scroll.content.trailing","box.width == scroll.width"]}
            """#
        let output = Self.run(document, ["--html", page.path, "--keyboard", "40", "--right-to-left"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("content of scroll: 100 × 300"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("content of scroll: 100 × 300"))
        #expect(html.contains("<title>layout run standard input --keyboard 40 --right-to-left</title>"))
    }

    /// An image 343 wide (16 in from each side of 375) with `aspectRatio`
    /// 1.75 is 196 high; made 100 high, the conflict's fix for the ratio
    /// names the setting, which 343 / 100 = 3.43 would satisfy. A bar 52
    /// high above a keyboard 640 high on a screen 667 high cannot fit
    /// under the title bar at 0 (667 − 640 = 27 < 52): the fix for the
    /// keyboard guide names the keyboard and the highest that would do,
    /// 667 − 52 = 615; those of the safe area's and the
    /// margins' guides name the root's safe area and the item's margins.
    @Test func fixesNameTheSettingAnEngineConstraintStandsFor() {
        let image = Self.run(#"""
            {"root":{"name":"screen","size":{"width":375,"height":667},"children":[{"name":"image","aspectRatio":1.75}]},
             "constraints":["image.leading == screen.leading + 16","image.trailing == screen.trailing - 16",
              "image.top == screen.top","image.height == 100"]}
            """#)
        #expect(image.status == 1)
        #expect(image.standardOutput.contains(
            #"image-aspect-ratio: image.width == 1.75*image.height comes from image's "aspectRatio" (1.75): change it, or remove it"#),
            "\(image.standardOutput)")
        let keyboard = Self.run(#"""
            {"root":{"name":"screen","size":{"width":375,"height":667},"children":[{"name":"bar","size":{"height":52}}]},
             "constraints":["bar.top >= screen.top","bar.bottom == screen.keyboard.top","bar.leading == screen.leading",
              "bar.trailing == screen.trailing"]}
            """#, ["--keyboard", "640"])
        #expect(keyboard.status == 1)
        #expect(keyboard.standardOutput.contains(
            #"follows the keyboard, 640 high (the root's "keyboard", or --keyboard): lower it to at most 615"#),
            "\(keyboard.standardOutput)")
        // A box 150 high between the safe area's edges, 200 − 47 − 34 =
        // 119 apart, and 350 wide between margins 375 − 32 = 343 apart.
        let guides = Self.run(#"""
            {"root":{"name":"screen","size":{"width":375,"height":200},"safeArea":{"top":47,"left":0,"bottom":34,"right":0},
              "margins":{"top":0,"leading":16,"bottom":0,"trailing":16},"children":[{"name":"box","size":{"width":350,"height":150}}]},
             "constraints":["box.top == screen.safeArea.top","box.bottom == screen.safeArea.bottom",
              "box.leading == screen.margins.leading","box.trailing == screen.margins.trailing"]}
            """#)
        #expect(guides.status == 1)
        #expect(guides.standardOutput.contains(
            #"screen-safe-area-guide: screen.safeArea.top == screen.top + 47 follows the root's "safeArea", which the device sets: keep it, and change one of the others to fit it"#),
            "\(guides.standardOutput)")
        #expect(guides.standardOutput.contains(
            #"screen-margins-guide: screen.margins.left == screen.leftMargin follows screen's margins: change its "margins" leading to 9"#),
            "\(guides.standardOutput)")
        // Each setting once: the safe area's top and bottom ties are one
        // setting, as are the margins guide's left and right.
        #expect(guides.standardOutput.components(separatedBy: "follows the root's \"safeArea\"").count == 2)
        #expect(guides.standardOutput.components(separatedBy: "change its \"margins\"").count == 2)
    }
    /// A title of ten words (60 90 40 120 70 50 110 80 60 100, spaces of
    /// 6: 780 + 54 = 834 on one line) pinned 16 in from a 375-wide screen's
    /// leading edge, and nothing on its trailing one: one line, 834 wide,
    /// reaching 16 + 834 = 850. Its width's explanation says nothing limits
    /// it; pinned 16 in from both edges it wraps (343 wide), and has no
    /// such note.
    @Test func whySaysNothingLimitsTheWidthOfTextThatReachesPastItsParent() throws {
        let words = "[60, 90, 40, 120, 70, 50, 110, 80, 60, 100]"
        func document(_ constraints: String) -> String {
            #"{"root":{"name":"screen","size":{"width":375,"height":667},"children":[{"name":"label","text":{"words":"#
                + words + #","spaceWidth":6,"lineHeight":30}}]},"constraints":["# + constraints + "]}"
        }
        let oneEdge = Self.run(document(#""label.leading == screen.leading + 16","label.top == screen.top + 16""#),
                               ["--why", "label.width"])
        #expect(oneEdge.status == 0)
        #expect(oneEdge.standardOutput.contains("label.width = 834\n"), "\(oneEdge.standardOutput)")
        #expect(oneEdge.standardOutput.contains("Note: nothing but its content decides label's width: its content is 834"
            + " wide offered any width, and it reaches 850 in screen, which is 375 wide."), "\(oneEdge.standardOutput)")
        let json = Self.run(document(#""label.leading == screen.leading + 16","label.top == screen.top + 16""#),
                            ["--why", "label.width", "--json"])
        #expect(json.standardOutput.contains(#""unboundedWidth""#), "\(json.standardOutput)")
        let bothEdges = Self.run(document(#""label.leading == screen.leading + 16","label.trailing == screen.trailing - 16","#
            + #""label.top == screen.top + 16""#), ["--why", "label.width"])
        #expect(bothEdges.standardOutput.contains("label.width = 375 − 16 − 16 = 343"), "\(bothEdges.standardOutput)")
        #expect(!bothEdges.standardOutput.contains("nothing but its content"))
    }
}
