import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-nine: a product page (a scroll item with a square hero, a
/// wrapping title, a price row, chips in a flex stack that wraps, a
/// description and a bottom bar above the safe area), every frame as
/// worked out by hand. What it found is here: a bar's fixes without the
/// numbers to use, and content squeezed or overflowing with no word of it.
@Suite struct UserTrialSixtyNineToolTests {
    /// The bottom bar: a stepper 100 wide and a button held 300 wide, 12
    /// apart inside margins of 16, on a screen 390 wide.
    static func bar(stepper: String, button: String, extra: [String] = []) -> String {
        #"""
        {"root":{"name":"screen","size":{"width":390,"height":844},"safeArea":{"top":47,"left":0,"bottom":34,"right":0},
          "children":[{"name":"bar","stack":{"axis":"horizontal","spacing":12,"marginsRelative":true},
            "margins":{"top":16,"left":16,"bottom":16,"right":16},
            "children":[{"name":"stepper",\#(stepper)},{"name":"addToCart",\#(button),"hugging":{"horizontal":249}}]}]},
         "constraints":["bar.leading == screen.safeArea.leading","bar.trailing == screen.safeArea.trailing",
          "bar.bottom == screen.safeArea.bottom","addToCart.width == 300"\#(extra.map { ",\"\($0)\"" }.joined())]}
        """#
    }

    static func fixes(_ output: LayoutCommand.Output) -> [String] {
        output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") }
    }

    /// A stepper of fixed size: the fixes give the size that fits (390 −
    /// 16 − 300 − 12 − 16 = 46) and the left margin that does (390 − 100 −
    /// 12 − 300 − 16 = −38), not just "change them".
    @Test func aSizeSettingAndAMarginAreGivenTheValueThatFits() {
        let output = runInProcess(["run", "-"], input: Self.bar(stepper: #""size":{"width":100,"height":44}"#,
                                                                 button: #""intrinsicSize":{"width":120,"height":44}"#))
        #expect(output.status == 1)
        let fixes = Self.fixes(output)
        #expect(fixes.contains { $0.hasSuffix("stepper.width == 100 comes from the size settings of stepper:"
            + " change its \"size\" width to 46, or write the size as a constraint of priority 999") }, "\(fixes)")
        #expect(fixes.contains { $0.hasSuffix("bar-margins-guide: bar.margins.left == bar.leftMargin follows bar's margins:"
            + #" change its "margins" left to -38 (a negative margin lets its content reach past its edge)"#) },
                "\(fixes)")
    }

    /// A bar pinned to the screen's bottom and to its safe area's: the
    /// safe area is the device's, and its fix says to keep it.
    @Test func theSafeAreaIsKept() {
        let output = runInProcess(["run", "-"], input: Self.bar(stepper: #""size":{"width":100,"height":44}"#,
                                                                 button: #""intrinsicSize":{"width":120,"height":44}"#,
                                                                 extra: ["bar.bottom == screen.bottom"]))
        #expect(Self.fixes(output).contains { $0.hasSuffix(#"screen.safeArea.bottom == screen.bottom - 34 follows the root's "safeArea","#
            + " which the device sets: keep it, and change one of the others to fit it") },
                "\(output.standardOutput)")
    }

    /// A stepper whose 100 is its intrinsic width: no conflict, its
    /// resistance gives way to 46, and `--why` says what the content lost.
    @Test func aSqueezeByRequiredConstraintsIsNoted() {
        let output = runInProcess(["run", "-", "--why", "stepper.width"],
                                  input: Self.bar(stepper: #""intrinsicSize":{"width":100,"height":44}"#,
                                                  button: #""intrinsicSize":{"width":120,"height":44}"#))
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("stepper.width = 390 − 300 − 16 − 16 − 12 = 46\n"))
        #expect(output.standardOutput.hasSuffix("Note: stepper's intrinsic width is 100, more than its 46: the required"
            + " constraints leave no room for it, and stepper-compression-horizontal: stepper.width >= 100 @750 gives way by 54.\n"),
                "\(output.standardOutput)")
        // The button, stretched past its 120 by the required 300, has none.
        let button = runInProcess(["run", "-", "--why", "addToCart.width"],
                                  input: Self.bar(stepper: #""intrinsicSize":{"width":100,"height":44}"#,
                                                  button: #""intrinsicSize":{"width":120,"height":44}"#))
        #expect(!button.standardOutput.contains("Note:"), "\(button.standardOutput)")
    }

    /// Seven chips of 56 × 32, 8 apart, in a wrapping row 358 wide: five
    /// on the first line, two on the second, 32 + 8 + 32 = 72 high. Held 32
    /// high, the second line runs 40 past the row's bottom, and `--why`
    /// says so; left to its content, the row's note adds up its lines.
    @Test func aWrappingRowHeldShorterThanItsLinesSaysItsContentRunsPast() {
        func chips(_ extra: String) -> String {
            let chip = #"{"name":"C","size":{"width":56,"height":32}}"#
            let children = (1...7).map { chip.replacingOccurrences(of: "\"C\"", with: "\"c\($0)\"") }.joined(separator: ",")
            return #"""
                {"root":{"name":"screen","size":{"width":390,"height":844},"children":[
                  {"name":"chips","flexStack":{"direction":"horizontal","flexWrap":"wrap","spacing":8,"lineSpacing":8},
                   "children":[\#(children)]}]},
                 "constraints":["chips.leading == screen.leading + 16","chips.trailing == screen.trailing - 16",
                  "chips.top == screen.top + 63"\#(extra)]}
                """#
        }
        let held = runInProcess(["run", "-", "--why", "chips.height"], input: chips(#","chips.height == 32""#))
        #expect(held.status == 0)
        #expect(held.standardOutput.contains("c6       16  103     56      32"), "\(held.standardOutput)")
        #expect(held.standardOutput.hasSuffix("chips.height = 32\n  32  chips.height == 32\nNote: chips's height misses"
            + " STK-content-fit: chips.height >= 72 @750 by 40; the required constraints keep the height from being 1 more,"
            + " and its content runs 40 past it. Laid out at its own length, chips fits its lines: 32 (line 1's height)"
            + " + 8 (lineSpacing) + 32 (line 2's height) = 72.\n"), "\(held.standardOutput)")
        let free = runInProcess(["run", "-", "--why", "chips.height"], input: chips(""))
        #expect(free.standardOutput.hasSuffix("chips.height = 72\n  72  STK-content-fit: chips.height >= 72 @750\n"
            + "Note: chips fits its lines: 32 (line 1's height) + 8 (lineSpacing) + 32 (line 2's height) = 72.\n"),
                "\(free.standardOutput)")
    }

    /// The plain run lists what is shown shorter than its content: the
    /// stepper squeezed to 46 of its 100; not the button, stretched past
    /// its 120, nor a hidden item whose frame collapsed. `--json` gives
    /// the same list; a layout with nothing squeezed has none.
    @Test func theRunListsWhatIsSqueezed() throws {
        let document = Self.bar(stepper: #""intrinsicSize":{"width":100,"height":44}"#,
                                button: #""intrinsicSize":{"width":120,"height":44}"#)
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("addToCart  74  750    300      44\n\n"
            + "squeezed below their content: stepper (width 46 of 100)\n"), "\(output.standardOutput)")
        let json = runInProcess(["run", "-", "--json"], input: document)
        #expect(json.standardOutput.contains("\"squeezed\": [\n    {\n      \"item\": \"stepper\",\n      \"attribute\": \"width\","
            + "\n      \"length\": 46,\n      \"content\": 100\n    }\n  ]"),
                "\(json.standardOutput)")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("trial69-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        #expect(runInProcess(["run", "-", "--html", page.path], input: document).status == 0)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("squeezed: width 46 of 100"))
        let hidden = runInProcess(["run", "-"], input: document.replacingOccurrences(of: #"{"name":"stepper","#,
                                                                                       with: #"{"name":"stepper","hidden":true,"#))
        #expect(!hidden.standardOutput.contains("squeezed"), "\(hidden.standardOutput)")
        let roomy = runInProcess(["run", "-", "--json"], input: document.replacingOccurrences(of: "== 300", with: "== 200"))
        #expect(!roomy.standardOutput.contains("squeezed"), "\(roomy.standardOutput)")
    }
}
