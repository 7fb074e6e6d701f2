import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-three: a calendar month (a flex grid that wraps, and the
/// same grid of nested `fillEqually` stacks), a navigation bar whose items
/// compete for room, and a product page in a scroll item; every frame as
/// worked out by hand held. What it found was in the words: a fix's
/// constant printed rounded where only the exact value holds, UIKit's
/// anchor names and a name used twice without a hint, and `--why` of a
/// day's position in the grid with no arithmetic.
@Suite struct UserTrialSixtyThreeToolTests {
    /// Three segments of a `fillEqually` row 248 wide, one held 150 wide.
    static func segments(width: String) -> String {
        #"{"root":{"name":"bar","size":{"width":248,"height":40},"children":[{"name":"seg","#
            + #""stack":{"distribution":"fillEqually"},"children":[{"name":"s0"},{"name":"s1"},{"name":"s2"}]}]},"#
            + #""constraints":["seg.leading == bar.leading","seg.trailing == bar.trailing","seg.top == bar.top","#
            + #""s0.width == WIDTH"]}"#.replacingOccurrences(of: "WIDTH", with: width)
    }

    /// Each segment is 248 ÷ 3 = 82.666…: the fix's constant is printed
    /// with the digits that hold (82.666667 is a conflict of its own), and
    /// the conflict with 82.666667 says the two differ past the sixth
    /// decimal, where it read "is 82.666667 … must be equal to 82.666667".
    @Test func anEqualitysConstantIsPrintedAsItMustBe() {
        let output = runInProcess(["run", "-"], input: Self.segments(width: "150"))
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("or change 150 to 82.66666666667\n"), "\(output.standardOutput)")
        #expect(runInProcess(["run", "-"], input: Self.segments(width: "82.66666666667")).status == 0)
        let rounded = runInProcess(["run", "-"], input: Self.segments(width: "82.666667"))
        #expect(rounded.status == 1)
        #expect(rounded.standardOutput.contains(
            "s0.width is 82.666667 where the others hold, but it must be equal to 82.666667"
                + " (82.6666667 against 82.666667: they differ past the sixth decimal)"), "\(rounded.standardOutput)")
    }

    /// A third of 20 000, and a constant a few ten-millionths from another:
    /// the digits printed read back within a hundred-billionth, whatever
    /// the size of the value, and the constant changed is written as the
    /// document has it.
    @Test func largeAndNearConstantsArePrintedAsTheyMustBe() {
        let third = Self.segments(width: "150").replacingOccurrences(of: #""width":248"#, with: #""width":20000"#)
        let output = runInProcess(["run", "-"], input: third)
        #expect(output.standardOutput.contains("or change 150 to 6666.66666666667\n"), "\(output.standardOutput)")
        #expect(runInProcess(["run", "-"], input: Self.segments(width: "6666.66666666667")
            .replacingOccurrences(of: #""width":248"#, with: #""width":20000"#)).status == 0)
        let near = #"{"root":{"name":"bar","size":{"width":9000,"height":40},"children":[{"name":"a"},{"name":"b"}]},"#
            + #""constraints":["b.width == 5000.0000004","a.width == b.width","a.width == 5000"]}"#
        let fixes = runInProcess(["run", "-"], input: near).standardOutput
        #expect(fixes.contains("or change 5000.0000004 to 5000\n") && fixes.contains("or change 5000 to 5000.0000004\n"), "\(fixes)")
    }

    /// A UIKit anchor in a constraint is answered with the document's name
    /// for it, guides' anchors included.
    @Test(arguments: [("back.leadingAnchor == bar.leading", "back.leading"),
                      ("back.top == bar.layoutMarginsGuide.topAnchor", "bar.margins.top"),
                      ("back.bottom == bar.safeAreaLayoutGuide.bottomAnchor", "bar.safeArea.bottom"),
                      ("back.centerXAnchor == bar.centerX", "back.centerX"),
                      ("back.bottom == bar.keyboardLayoutGuide.topAnchor", "bar.keyboard.top"),
                      ("back.width == bar.layoutMarginsGuide.widthAnchor", "bar.margins.width")])
    func uikitAnchorsAreAnswered(constraint: String, written: String) {
        let document = #"{"root":{"name":"bar","size":{"width":100,"height":50},"children":[{"name":"back"}]},"#
            + #""constraints":[""# + constraint + #""]}"#
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.status == 2)
        #expect(output.standardError.contains("(UIKit's anchor; here write \"\(written)\")"), "\(output.standardError)")
    }

    /// The same item put in two stacks reads as a name used twice: the
    /// error names both places.
    @Test func aNameUsedTwiceSaysWhere() {
        let twoStacks = #"{"root":{"name":"bar","children":[{"name":"seg","stack":{},"children":[{"name":"i1"}]},"#
            + #"{"name":"tools","stack":{},"children":[{"name":"i1"}]}]}}"#
        #expect(runInProcess(["run", "-"], input: twoStacks).standardError
            == "layout: the name \"i1\" is used twice: by a child of \"seg\" and by a child of \"tools\"\n")
        let siblings = #"{"root":{"name":"bar","children":[{"name":"i1"},{"name":"i1"}]}}"#
        #expect(runInProcess(["run", "-"], input: siblings).standardError
            == "layout: the name \"i1\" is used twice: by two children of \"bar\"\n")
    }

    /// A month's grid of days a seventh of 320 wide, wrapping: `--why` of
    /// the fourth day's left in the second week adds up the three before
    /// it, 3 × 320 ÷ 7 = 137.142857, in either direction (right to left,
    /// the days to its left are the later ones); the first day's position
    /// has no stray "- 0".
    @Test func aDaysPositionInTheGridIsAddedUp() {
        let days = (0..<14).map { #"{"name":"d\#($0)","flexBasis":"14.285714285714286%","aspectRatio":1}"# }
        let document = #"{"root":{"name":"screen","size":{"width":320},"children":[{"name":"grid","#
            + #""flexStack":{"direction":"horizontal","flexWrap":"wrap"},"children":["# + days.joined(separator: ",") + "]}]},"
            + #""constraints":["grid.leading == screen.leading","grid.trailing == screen.trailing","grid.top == screen.top"]}"#
        let output = runInProcess(["run", "-", "--why", "d10.left"], input: document)
        #expect(output.standardOutput.hasSuffix("""
            d10.left = 137.142857
              137.142857  STK-flex-position: d10.left == grid.left + 137.142857
            Note: d10 lies right of d7, d8 and d9 in line 2 of grid, end to end from its left: \
            3 × 45.714286 (their widths) = 137.142857.

            """), "\(output.standardOutput)")
        let rightToLeft = runInProcess(["run", "-", "--right-to-left", "--why", "d10.left"], input: document)
        #expect(rightToLeft.standardOutput.contains("Note: d10 lies right of d13, d12 and d11 in line 2 of grid"),
                "\(rightToLeft.standardOutput)")
        let first = runInProcess(["run", "-", "--right-to-left", "--why", "d13.left"], input: document)
        #expect(first.standardOutput.contains("STK-flex-position: d13.left == grid.left\n"), "\(first.standardOutput)")
    }
}
