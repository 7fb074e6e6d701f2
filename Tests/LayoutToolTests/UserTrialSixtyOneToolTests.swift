import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-one: a calendar month (stacks filling equally, and flex
/// with wrap) at 320, 375 and 414 and right to left, and an event sheet
/// in a scroll item above the keyboard; every frame as worked out by hand
/// held. What it found is here: a conflict's fix that named a stack's
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
    /// fits the row in 100, though taking one of the fill alignment's
    /// ties out alone would let the row stick out: the alignment is no
    /// fix. The row's distribution is (filling, `a` 60 and `b` 40), named
    /// once for its constraints.
    @Test func noAlignmentFitsARowWiderThanItsColumn() {
        let output = runInProcess(["run", "-"], input: Self.column(alignment: "fill"))
        #expect(output.status == 1, "\(output.standardError)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes.contains("make [4] a.width == 60 optional"), "\(output.standardOutput)")
        #expect(!fixes.contains("alignment"), "\(fixes)")
        #expect(fixes.contains(#"[9] UISV-fill-equally: b.width == a.width comes from row's "distribution" (fillEqually): change it"#),
                "\(fixes)")
        // Leading alignment, the loosest, still conflicts.
        let leading = runInProcess(["run", "-"], input: Self.column(alignment: "leading"))
        #expect(leading.status == 1, "\(leading.standardOutput)")
    }

    /// A fixed width in a column that fills: any other alignment lets the
    /// item be 60 inside the column's 100, so the alignment is a fix, named
    /// by the canvas connection that holds the fill (the reference item's).
    @Test func anAlignmentThatHelpsIsOffered() {
        let document = Self.column(alignment: "fill").replacingOccurrences(of: "a.width == 60", with: "top.width == 60")
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.status == 1, "\(output.standardError)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes.contains(#"comes from col's "alignment" (fill): change it"#), "\(fixes)")
        #expect(fixes.components(separatedBy: "alignment").count == 2, "\(fixes)")
    }
}
