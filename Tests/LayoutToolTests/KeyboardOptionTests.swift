import Testing
@testable import LayoutTool

/// `layout run --keyboard H` brings the keyboard up (or, with 0, down) in
/// place of the root's own `keyboard`, as `--width` and `--height` set the
/// window's size from outside.
@Suite struct KeyboardOptionTests {
    /// A 390 × 844 screen with a 34-point home indicator and a 44-point bar
    /// on its keyboard guide, the keyboard down.
    static let screen = #"""
        { "root": { "name": "s", "size": { "width": 390, "height": 844 },
                    "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 },
                    "children": [ { "name": "bar" } ] },
          "constraints": [ "bar.leading == s.leading", "bar.trailing == s.trailing", "bar.height == 44",
                           "bar.bottom == s.keyboard.top" ] }
        """#

    /// Down, the bar on the home indicator at 844 − 34 − 44 = 766; up 336,
    /// at 844 − 336 − 44 = 464.
    @Test func theBarRidesOnTheKeyboardItBringsUp() {
        #expect(runInProcess(["run", "-"], input: Self.screen).standardOutput.contains("\nbar   0  766    390      44\n"))
        let up = runInProcess(["run", "-", "--keyboard", "336"], input: Self.screen)
        #expect(up.status == 0)
        #expect(up.standardOutput.contains("\nbar   0  464    390      44\n"), "\(up.standardOutput)")
    }

    /// The trial's chat document has its keyboard up (336): `--keyboard 0`
    /// puts it down, the bar on the home indicator at 810 − 96 = 714.
    @Test func itReplacesTheRootsOwnKeyboard() throws {
        let output = try runLayout(["run", "Tests/LayoutToolTests/Fixtures/TrialThirtyTwo/chat.json", "--keyboard", "0"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("\nbar         0  714    390      96\n"), "\(output.standardOutput)")
    }

    @Test(arguments: ["-336", "tall", "nan"])
    func aBadHeightIsAUsageError(_ value: String) {
        let output = runInProcess(["run", "-", "--keyboard", value], input: Self.screen)
        #expect(output.status == 2)
        #expect(output.standardError == "layout: --keyboard needs a number of points (0 or more), not '\(value)'\nsee `layout help run`\n")
    }
}
