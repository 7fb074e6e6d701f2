import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-eight: a calculator keypad (rows of keys filling equally),
/// a profile card of flex stacks, and live changes against fresh builds,
/// every frame as worked out by hand. What it found is here: a conflict's
/// fixes that were not enough by themselves.
@Suite struct UserTrialFiftyEightToolTests {
    static let fixtures = TrialDocuments("TrialFiftyEight")

    /// A row of three keys filling 375 equally with spacing 1, and
    /// `zero.width == 2*dot.width + 1`. Equal widths make zero = dot, so
    /// dot = 2 × dot + 1 = −1: the rule and the new constraint conflict
    /// with the dot's non-negative width as well as with the screen's
    /// width (3w + 2 = 375 and w = 2w + 1). The set the run reports is the
    /// second, and of its members only two end both: the equal width of
    /// the dot ([10]) and the new constraint ([4]). Taking out the root's
    /// width, a side of the row, a spacing or the other equal width leaves
    /// dot = −1 against its floor.
    @Test func onlyTheChangesThatEndTheConflictAreFixes() {
        let output = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"root","size":{"width":375},"children":[
              {"name":"row4","stack":{"distribution":"fillEqually","spacing":1},"children":[
                {"name":"zero","intrinsicSize":{"width":30,"height":30}},
                {"name":"dot","intrinsicSize":{"width":30,"height":30}},
                {"name":"equals","intrinsicSize":{"width":30,"height":30}}]}]},
             "constraints":["row4.leading == root.leading","row4.trailing == root.trailing","row4.top == root.top",
                            "zero.width == 2*dot.width + 1"]}
            """#)
        #expect(output.status == 1, "\(output.standardError)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes == """
              - make [4] zero.width == 2*dot.width + 1 optional (zero.width == 2*dot.width + 1 @999), or remove it, or change 1 to -124.33333333333
              - [10] UISV-fill-equally: dot.width == zero.width comes from row4's "distribution" (fillEqually): change it to fill, fillProportionally, equalSpacing or equalCentering

            """, "\(output.standardOutput)")
        // Each fix, applied (the distribution each way offered), lets the
        // rest lay out without a conflict.
        let pinned = #""row4.leading == root.leading","row4.trailing == root.trailing","row4.top == root.top""#
        let changes = [(pinned, "fillEqually")]
            + ["fill", "fillProportionally", "equalSpacing", "equalCentering"].map { (pinned + #","zero.width == 2*dot.width + 1""#, $0) }
        for (constraints, distribution) in changes {
            let fixed = runInProcess(["run", "-"], input: #"{"root":{"name":"root","size":{"width":375},"children":[{"name":"row4","stack":{"distribution":""# + distribution + #"","spacing":1},"children":[{"name":"zero","intrinsicSize":{"width":30,"height":30}},{"name":"dot","intrinsicSize":{"width":30,"height":30}},{"name":"equals","intrinsicSize":{"width":30,"height":30}}]}]},"constraints":["# + constraints + "]}")
            #expect(fixed.status == 0 && !fixed.standardOutput.contains("Unable to satisfy"), "\(fixed.standardOutput)")
        }
    }

    /// A keypad 504 high on the safe area's bottom with its top 200 below
    /// the safe area's top, on a screen 667 high with a top inset of 20:
    /// 20 + 200 + 504 = 724 > 667. Changing the safe area would take a top
    /// inset of 667 − 724 + 20 = −37, which no screen has: the safe area's
    /// ties are members of the conflict but not fixes; the screen's height
    /// and the keypad's constraints are.
    @Test func aSafeAreaThatWouldHaveToBeNegativeIsNoFix() {
        let output = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"screen","size":{"width":375,"height":667},"safeArea":{"top":20,"left":0,"bottom":0,"right":0},"children":[
              {"name":"keypad"}]},
             "constraints":["keypad.leading == screen.leading","keypad.trailing == screen.trailing",
                            "keypad.bottom == screen.safeArea.bottom","keypad.height == 504",
                            "keypad.top == screen.safeArea.top + 200"]}
            """#)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("screen-safe-area-guide: screen.safeArea.top == screen.top + 20\n"),
                "\(output.standardOutput)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(!fixes.contains("safeArea\" "), "\(fixes)")
        #expect(fixes.contains("make [4] keypad.height == 504 optional"), "\(fixes)")
        #expect(fixes.contains("screen.height == 667 comes from the size settings of screen"), "\(fixes)")
    }

    /// The same keypad row as UIKit logs it (`keypad-zero.log`): the
    /// double-width zero (`zero.width == 2*dot.width + 1`) in a row whose
    /// `fillEqually` distribution makes zero, dot and equals as wide as each
    /// other. The likely cause is that rule against the app's constraint,
    /// not the general "does not fit the room it has": the row has room
    /// for three keys of (375 − 2) / 3 = 124.33.
    @Test func explainNamesTheEqualSplitAgainstADoubleWidthKey() throws {
        let output = try runLayout(["explain", Self.fixtures.path + "keypad-zero.log"])
        #expect(output.status == 0)
        let causes = output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("Likely cause: ") }
        #expect(causes.first?.hasPrefix("Likely cause: [1] ") == true, "\(output.standardOutput)")
        #expect(causes.first?.contains("a fillEqually stack view arranges both and makes them as wide as each other") == true,
                "\(causes)")
        #expect(!causes.contains { $0.contains("does not fit the room it has") }, "\(causes)")
        // Without it each key is 124.333; the multiplier that fits keeps the
        // constant: 124.333 = m × 124.333 + 1, m = 123.333 / 124.333.
        #expect(output.standardOutput.contains("Without it, UIButton '0'.width is 124.333 and UIButton '.'.width is 124.333"
            + " where it asks 2 × 124.333 + 1 = 249.667."), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("  - change the multiplier 2 to 0.991957 in [1] "), "\(output.standardOutput)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(
            runLayout(["explain", Self.fixtures.path + "keypad-zero.log", "--json"]).standardOutput.utf8)) as? [String: Any])
        let report = try #require((json["reports"] as? [[String: Any]])?.first)
        #expect((report["causes"] as? [String])?.first == "unequalSizesInFillEqually")
    }

    /// `label.width == 0.5*view.width + 100` against `label.width == 80`
    /// and `view.width == 300`: the multiplier that keeps the constant would
    /// be (80 − 100) / 300 < 0, no ratio between two widths, so the
    /// constant is offered instead: 80 − 0.5 × 300 = −70.
    @Test func aMultiplierOfTheOtherSignIsNoFix() throws {
        let output = try runLayout(["explain", Self.fixtures.path + "negative-multiplier.log"])
        #expect(output.status == 0)
        #expect(!output.standardOutput.contains("change the multiplier"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("  - change 100 to -70 in [1] UILabel #1.width == 0.5 * UIView #1.width + 100"),
                "\(output.standardOutput)")
    }
}
