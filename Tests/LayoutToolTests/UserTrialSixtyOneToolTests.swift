import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-one: a calendar month (stacks filling equally, and flex
/// with wrap) at 320, 375 and 414 and right to left, and an event sheet
/// in a scroll item above the keyboard; every frame as worked out by hand
/// held. What it found is here: a conflict's fix that names a stack's
/// alignment, where no alignment ends the conflict.
@Suite struct UserTrialSixtyOneToolTests {
    /// A column 100 wide holds `top` and a row of two items filling
    /// equally, one fixed at 60: the row needs 2 × 60 = 120.
    static func column(alignment: String) -> String {
        #"{"root":{"name":"screen","size":{"width":100},"children":["#
            + #"{"name":"col","stack":{"axis":"vertical","alignment":""# + alignment + #""},"children":["#
            + #"{"name":"top","intrinsicSize":{"width":10,"height":10}},"#
            + #"{"name":"row","stack":{"distribution":"fillEqually"},"children":["#
            + #"{"name":"a","intrinsicSize":{"width":10,"height":10}},{"name":"b","intrinsicSize":{"width":10,"height":10}}]}]}]},"#
            + #""constraints":["col.leading == screen.leading","col.trailing == screen.trailing","col.top == screen.top","a.width == 60"]}"#
    }

    /// Every alignment keeps an arranged item inside the column, so none
    /// fits the row in 100; the report still offers the fill alignment's
    /// ties, since taking one of them out alone lets the row stick out.
    /// The fix a setting stands for is checked by taking its constraint
    /// out, not by trying the setting's other values.
    @Test func noAlignmentFitsARowWiderThanItsColumn() {
        let output = runInProcess(["run", "-"], input: Self.column(alignment: "fill"))
        #expect(output.status == 1, "\(output.standardError)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes.contains("make [4] a.width == 60 optional"), "\(output.standardOutput)")
        withKnownIssue("a stack's alignment is offered as a fix that no alignment makes") {
            #expect(!fixes.contains("UISV-alignment"), "\(fixes)")
        }
        // Leading alignment, the loosest, still conflicts.
        let leading = runInProcess(["run", "-"], input: Self.column(alignment: "leading"))
        #expect(leading.status == 1, "\(leading.standardOutput)")
    }
}
