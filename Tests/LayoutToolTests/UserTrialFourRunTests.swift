import Foundation
import Testing
@testable import LayoutTool

/// `layout run` on a document of constraints only: the split window of
/// `UserTrialFourTests` as items (`Fixtures/UserTrialFour/split-layout.json`),
/// with `--width`, `--why`, an ambiguity and a conflict.
@Suite struct UserTrialFourRunTests {
    static let document = "Tests/LayoutToolTests/Fixtures/UserTrialFour/split-layout.json"

    @Test func theSplitWindowAt800() throws {
        // left = 0.3 × 800 = 240, the divider at 240, right from 241, 800 − 241 = 559 wide.
        let output = try runLayout(["run", Self.document])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item       x  y  width  height
            window     0  0    800     600
            left       0  0    240     600
            divider  240  0      1     600
            right    241  0    559     600

            """)
    }

    @Test func whyTheRightPaneIsItsWidth() throws {
        // At 1000: right = 1000 − 0.3 × 1000 − 1 = 0.7 × 1000 − 1 = 699.
        let output = try runLayout(["run", Self.document, "--width", "1000", "--why", "right.width"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
            right    301  0    699     600

            right.width = 700 − 1 = 699
              700  window.width == 1000  (× 0.7)
              − 1  divider.width == 1
                0  left.width == 0.3 * window.width @750
                0  right.leading == divider.trailing
                0  right.trailing == window.trailing

            """))
        // At 400 the wish (120) gives way to the minimum, as the note says.
        let narrow = try runLayout(["run", Self.document, "--width", "400", "--why", "left.width"])
        #expect(narrow.standardOutput.hasSuffix("left.width = 150\n  150  left.width >= 150\n"
            + "Note: left's width misses left.width == 0.3 * window.width @750 by 30; "
            + "the required constraints keep the width from being 1 less.\n"))
    }

    @Test func tooNarrowForBothMinimums() throws {
        // 200 − 150 − 1 = 49 is left for a right pane of at least 100.
        // Without the divider's width it would be 200 − 150 − 100 = −50
        // wide, against its floor: that member is no fix.
        let output = try runLayout(["run", Self.document, "--width", "200", "--strict"])
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            Unable to satisfy right.width >= 100: right.width is at most 49 where the others hold, but it must be at least 100
            These constraints conflict (removing any one lets the rest hold):
              window.width == 200
              left.leading == window.leading
              left.width >= 150
              divider.leading == left.trailing
              divider.width == 1
              right.leading == divider.trailing
              right.trailing == window.trailing
              right.width >= 100
            Broke right.width >= 100 and laid out the rest.
            Fixes, each enough by itself:
              - make [12] right.width >= 100 optional (right.width >= 100 @999), or remove it, or change 100 to at most 49
              - make [1] left.leading == window.leading optional (left.leading == window.leading @999), or remove it
              - make [4] left.width >= 150 optional (left.width >= 150 @999), or remove it, or change 150 to at most 99
              - make [6] divider.leading == left.trailing optional (divider.leading == left.trailing @999), or remove it
              - make [10] right.leading == divider.trailing optional (right.leading == divider.trailing @999), or remove it
              - make [11] right.trailing == window.trailing optional (right.trailing == window.trailing @999), or remove it
              - [15] window.width == 200 is the size the run gives window (--width 200): keep it, and change one of the others to fit it

            """)
    }

    @Test func withoutTheWishTheDividerIsFree() throws {
        // Nothing places the divider between 150 and 800 − 1 − 100 = 699;
        // the right pane's width moves with the left's.
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.document), encoding: .utf8)
        let open = text.replacingOccurrences(of: "    \"left.width == 0.3 * window.width @750\",\n", with: "")
        #expect(open != text)
        let output = runInProcess(["run", "-", "--why", "left.width"], input: open)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
            ambiguous: left (width), divider (left), right (left, width)

            left.width = 150: the constraints do not decide it (the layout is ambiguous there): anything in 150...699 satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that sizes it is missing (on left.width or left.trailing, say; left.leading is decided), or one that sizes what moves with it: right.width.

            """))
    }
}
