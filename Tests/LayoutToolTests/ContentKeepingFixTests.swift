import Testing
@testable import LayoutTool

/// A fix's range ends where the required constraints end it, past the
/// point where an item beside gives up its content (its compression
/// resistance is optional): the fix says which part keeps every item
/// whole.
@Suite struct ContentKeepingFixTests {
    /// A bar 390 − 2 × 16 = 358 wide holding a stepper 400 wide and a
    /// button whose title is 140 wide, 12 apart. The stepper fits up to
    /// 358 − 12 = 346 with the button crushed to 0, up to 346 − 140 = 206
    /// with its title whole; the screen would need 400 + 12 + 32 = 444
    /// with the button at 0, 444 + 140 = 584 with it whole.
    static let bar = #"""
        { "root": { "name": "screen", "size": { "width": 390, "height": 100 },
          "children": [
            { "name": "bar", "stack": { "axis": "horizontal", "spacing": 12 }, "children": [
              { "name": "stepper", "size": { "width": 400, "height": 48 } },
              { "name": "addToCart", "intrinsicSize": { "width": 140, "height": 48 } } ] } ] },
          "constraints": [ "bar.leading == screen.leading + 16", "bar.trailing == screen.trailing - 16",
                           "bar.top == screen.top" ] }
        """#

    @Test func theFixSaysWhichPartOfItsRangeKeepsTheContentWhole() {
        let output = runInProcess(["run", "-"], input: Self.bar)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains(#"  - [6] stepper.width == 400 comes from the size settings of stepper: change its"#
            + #" "size" width to a value from 0 to 346 (a value from 0 to 206 keeps every item's content whole), or write"#
            + " the size as a constraint of priority 999\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#"change its "size" width to at least 444 (at least 584 keeps every item's"#
            + " content whole)"))
    }

    /// With a button whose content is 0 wide, every stepper width the bar
    /// takes leaves it whole: the range needs no second part.
    @Test func aRangeThatKeepsEveryContentSaysNothingMore() {
        let output = runInProcess(["run", "-"], input: Self.bar.replacingOccurrences(of: "\"width\": 140", with: "\"width\": 0"))
        #expect(output.standardOutput.contains(#"change its "size" width to a value from 0 to 346, or write"#),
                "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("keeps every item's content whole"))
    }
}
