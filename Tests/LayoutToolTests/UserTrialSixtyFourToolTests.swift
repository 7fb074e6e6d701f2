import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-four: a feed of self-sizing cells in a scroll item, a
/// Texture profile header and a settings form, with some 5 800 live
/// changes against fresh layouts; every frame held. What it found first
/// was an ambiguity answer that pointed at the wrong fix: a list in a
/// scroll item's content guide whose first row lost its bottom was
/// answered "a constraint that sizes scroll.content is missing", and
/// sizing the content as told made the row 424 high instead of 76.
@Suite struct UserTrialSixtyFourToolTests {
    /// Two rows one under the other in a list pinned to the scroll item's
    /// content guide on all four sides; each row holds a label 60 high
    /// pinned to its margins of 8 at its top, and only the second row's
    /// bottom margin meets its label's bottom (row2 is 8 + 60 + 8 = 76).
    /// `row1.bottom == label1.bottom + 8` is missing: row1's height, the
    /// list's, the content's and row2's top are open (row1 laid out 0
    /// high). Asked of any, the answer is row1's height, whichever way the
    /// list's bottom constraint is written.
    static func document(reversed: Bool = false) -> String {
        let bottom = reversed ? "scroll.content.bottom == list.bottom" : "list.bottom == scroll.content.bottom"
        return #"{"root":{"name":"screen","size":{"width":375,"height":667},"children":[{"name":"scroll","scroll":true,"#
            + #""children":[{"name":"list","children":["#
            + #"{"name":"row1","children":[{"name":"label1","intrinsicSize":{"width":100,"height":60}}]},"#
            + #"{"name":"row2","children":[{"name":"label2","intrinsicSize":{"width":100,"height":60}}]}]}]}]},"#
            + #""constraints":["scroll.leading == screen.leading","scroll.trailing == screen.trailing","#
            + #""scroll.top == screen.top","scroll.bottom == screen.bottom","#
            + #""list.leading == scroll.content.leading","list.trailing == scroll.content.trailing","#
            + #""list.top == scroll.content.top",""# + bottom + #"","list.width == scroll.frame.width","#
            + #""row1.top == list.top","row1.leading == list.leading","row1.trailing == list.trailing","#
            + #""row2.top == row1.bottom","row2.leading == list.leading","row2.trailing == list.trailing","#
            + #""list.bottom == row2.bottom","label1.leading == row1.leadingMargin","label1.top == row1.topMargin","#
            + #""label2.leading == row2.leadingMargin","label2.top == row2.topMargin","row2.bottomMargin == label2.bottom"]}"#
    }

    static func why(_ attribute: String, reversed: Bool = false) -> String {
        let output = runInProcess(["run", "-", "--why", attribute], input: document(reversed: reversed)).standardOutput
        return output.components(separatedBy: "\n\n").last ?? ""
    }

    static let missing = "A constraint that sizes row1 is missing (on row1.height or row1.bottom, say; row1.top is decided).\n"

    @Test func theRowThatLostItsBottomIsNamed() {
        #expect(Self.why("row1.height") == """
            row1.height = 0: the constraints do not decide it (the layout is ambiguous there): anything in 0...∞ satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that sizes it is missing \
            (on row1.height or row1.bottom, say; row1.top is decided).

            """)
        #expect(Self.why("list.height") == """
            list.height = 76: the constraints do not decide it (the layout is ambiguous there): anything in 76...∞ satisfies them as well
            It follows row1, whose height nothing decides:
              list.top == scroll.content.top
              list.bottom == scroll.content.bottom
              row1 is inside scroll.content

            """ + Self.missing)
        #expect(Self.why("scroll.content.height").hasSuffix("It follows row1, whose height nothing decides:\n"
            + "  row1 is inside scroll.content\n" + Self.missing))
        #expect(Self.why("row2.top").hasSuffix("It follows row1, whose height nothing decides:\n  row2.top == row1.bottom\n"
            + Self.missing))
        #expect(Self.why("list.height", reversed: true).hasSuffix("It follows row1, whose height nothing decides:\n"
            + "  list.top == scroll.content.top\n  row1 is inside scroll.content\n" + Self.missing))
        // The fix it names lays the rows out, each 76 high.
        let fixed = runInProcess(["run", "-"], input: Self.document().replacingOccurrences(
            of: #""row2.bottomMargin == label2.bottom""#, with: #""row2.bottomMargin == label2.bottom","row1.bottomMargin == label1.bottom""#))
        #expect(fixed.status == 0 && fixed.standardOutput.contains("row2    0  76    375      76\n"), "\(fixed.standardOutput)")
    }
}
