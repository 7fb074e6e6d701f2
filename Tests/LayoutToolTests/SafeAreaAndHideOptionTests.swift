import Testing
@testable import LayoutTool

/// `layout run --safe-area T,L,B,R` and `--hide NAME,…` set from outside
/// what a rotation and the application change, so that one document shows
/// a screen in those states without an edited copy.
@Suite struct SafeAreaAndHideOptionTests {
    /// A 390 × 844 phone with its notch (47) and home indicator (34): a
    /// header row of a title and a badge 8 apart inside the safe area's
    /// margins (16 more), and a body below it.
    static let screen = #"""
        { "root": { "name": "s", "size": { "width": 390, "height": 844 },
                    "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 },
                    "children": [
                      { "name": "header", "stack": { "axis": "horizontal", "spacing": 8 }, "children": [
                        { "name": "title", "intrinsicSize": { "width": 120, "height": 30 } },
                        { "name": "badge", "intrinsicSize": { "width": 40, "height": 30 } } ] },
                      { "name": "body" } ] },
          "constraints": [ "header.leading == s.safeArea.leading + 16", "header.top == s.safeArea.top",
                           "body.leading == s.safeArea.leading + 16", "body.trailing == s.safeArea.trailing - 16",
                           "body.top == header.bottom + 8", "body.bottom == s.safeArea.bottom" ] }
        """#

    /// On its side, 844 × 390 with the notch's 47 left and right and the
    /// home indicator's 21: the header at 47 + 16 = 63 from the left and
    /// 0 from the top, the body 844 − 2 × 63 = 718 wide, from 38 to
    /// 390 − 21 = 369.
    @Test func aSafeAreaGivenFromOutsideReplacesTheRootsOwn() {
        let output = runInProcess(["run", "-", "--width", "844", "--height", "390", "--safe-area", "0,47,21,47"],
                                  input: Self.screen)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("\nheader   63   0    168      30\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("\nbody     63  38    718     331\n"), "\(output.standardOutput)")
        let none = runInProcess(["run", "-", "--safe-area", "0,0,0,0"], input: Self.screen)
        #expect(none.standardOutput.contains("\nbody     16  38    358     806\n"), "\(none.standardOutput)")
    }

    /// Hidden, the badge takes no room in the header: 120 wide, where it
    /// was 120 + 8 + 40 = 168, and the output lists it.
    @Test func hiddenItemsTakeNoRoomAndAreListed() {
        let output = runInProcess(["run", "-", "--hide", "badge"], input: Self.screen)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("\nheader   16  47    120      30\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.hasSuffix("\nhidden: badge\n"), "\(output.standardOutput)")
    }

    @Test(arguments: ["1,2,3", "0,47,-1,47", "a,b,c,d", "0,47,21,47,0", "0,,21,47"])
    func aBadSafeAreaIsAUsageError(_ value: String) {
        let output = runInProcess(["run", "-", "--safe-area", value], input: Self.screen)
        #expect(output.status == 2)
        #expect(output.standardError == "layout: --safe-area needs four numbers of points (0 or more) for the top, left,"
            + " bottom and right edges, separated by commas (0,47,21,47), not '\(value)'\nsee `layout help run`\n")
    }

    @Test func aNameTheDocumentLacksIsAUsageError() {
        let output = runInProcess(["run", "-", "--hide", "badge,bdge"], input: Self.screen)
        #expect(output.status == 2)
        #expect(output.standardError == "layout: --hide: the document has no item named 'bdge'\nsee `layout help run`\n")
        #expect(runInProcess(["run", "-", "--hide", "badge,"], input: Self.screen).status == 2)
    }
}
