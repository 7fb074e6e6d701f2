import Foundation
import JSON
import Testing
@testable import LayoutTool

/// `layout explain` on console logs written by hand in UIKit's format
/// (`Fixtures/UserTrialFour/`), each explanation checked against the
/// arithmetic worked out by hand.
@Suite struct UserTrialFourExplainTests {
    static func log(_ name: String) -> String { "Tests/LayoutToolTests/Fixtures/UserTrialFour/\(name).log" }

    @Test func aFrameTurnedIntoConstraints() throws {
        // The label's frame starts 20 points in (h=--&: minX == 20), the
        // app pins its leading edge 16 in: 20 ≠ 16, a conflict of two. The
        // autoresizing width (200) takes no part.
        let output = try runLayout(["explain", Self.log("autoresizing")])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            Block 1, line 1 (iOS): 3 constraints; a minimal conflict of 2
              [1]  * UILabel 'Hello'.minX == UIView #1.left + 20   (system: the view's frame, from its autoresizing mask)
              [2]    UILabel 'Hello'.width == 200   (system: the view's frame, from its autoresizing mask)
              [3]  * UILabel 'Hello'.leading == UIView #1.leading + 16   (broken by UIKit)
            Why: the rest of the conflict makes UILabel 'Hello'.leading - UIView #1.leading = 20, but [3] UILabel 'Hello'.leading == UIView #1.leading + 16 needs 16.
            Broken: UIKit broke [3] UILabel 'Hello'.leading == UIView #1.leading + 16. Without it, UILabel 'Hello'.leading - UIView #1.leading is 20 instead of 16.
            Fixes, each enough by itself:
              - lower the priority of [3] UILabel 'Hello'.leading == UIView #1.leading + 16 to 999, or remove it (what UIKit did)
              - change 16 to 20 in [3] UILabel 'Hello'.leading == UIView #1.leading + 16
            Likely cause: translatesAutoresizingMaskIntoConstraints is on for UILabel 'Hello': UIKit turned the frame into constraints (h=--& v=--&: fixed left margin and width, flexible right margin; fixed top margin and height, flexible bottom margin) that fight the others. Set it to false on views laid out with constraints.

            """)
    }

    @Test func aFillEquallyStackTooNarrowForItsButtons() throws {
        // Three buttons of 40 with two gaps of 8 need 3 × 40 + 8 + 8 = 136;
        // the stack is 120. Without the broken width each button gets
        // (120 − 16) / 3 = 34.6667.
        let output = try runLayout(["explain", Self.log("stack")])
        #expect(output.status == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "Block 1, line 1 (iOS): 8 constraints; a minimal conflict of 8")
        #expect(lines[5] == "  [5]  * UIButton 'Two'.width == UIButton 'One'.width   (system: a stack view's arrangement)")
        #expect(lines.contains(
            "Why: the rest of the conflict makes UIStackView #1.width = 3 × 40 + 8 + 8 = 136, but [2] UIStackView #1.width == 120 needs 120."))
        #expect(lines.contains(
            "Broken: UIKit broke [1] UIButton 'One'.width == 40. Without it, UIButton 'One'.width is 34.6667 instead of 40."))
        #expect(lines.contains("  - change 40 to 34.6667 in [1] UIButton 'One'.width == 40"))
        #expect(lines.contains("  - change 120 to 136 in [2] UIStackView #1.width == 120"))
        // The stack's own constraints are not offered as fixes.
        #expect(!lines.contains { $0.hasPrefix("  - ") && $0.contains("UISV") })
        // Fixed widths in a fillEqually stack view: the cause names the width, not the stack in general.
        #expect(lines.contains { $0.hasPrefix("Likely cause: [1] UIButton 'One'.width == 40 fixes the width of UIButton 'One', but a fillEqually stack view") })
        #expect(!lines.contains { $0.hasPrefix("Likely cause: some of these are a UIStackView's own constraints") })
    }

    @Test func aHalfWidthInACellOf320() throws {
        // 0.5 × 320 = 160, but the image wants 200: the multiplier would
        // have to be 200 / 320 = 0.625, or the cell 200 / 0.5 = 400. The
        // line at priority 750 cannot conflict.
        let output = try runLayout(["explain", Self.log("multiplier"), "--json"])
        #expect(output.status == 0)
        let report = try #require(try JSON(parsing: output.standardOutput)["reports"]?.array?.first)
        #expect(report["conflict"]?.array?.count == 3)
        #expect(report["arithmetic"]?["total"] == .number(160))
        let fixes = try #require(report["fixes"]?.array)
        #expect(fixes.contains(.object([
            ("constraint", .string("<NSLayoutConstraint:0x600002e4b0c0 UIImageView:0x7fd5a8e0c2d0.width == 0.5*UITableViewCellContentView:0x7fd5a8e0b1a0.width   (active)>")),
            ("system", .bool(false)), ("action", .string("changeMultiplier")), ("from", .number(0.5)), ("to", .number(0.625))])))
        #expect(fixes.last?["min"] == .number(400))
        #expect(fixes.last?["system"] == .bool(true))
        #expect(report["causes"] == .array([.string("containerSize")]))
        let text = try runLayout(["explain", Self.log("multiplier")]).standardOutput
        #expect(text.contains("  [3]    UIImageView #1.width >= 120   (priority 750, cannot conflict)\n"))
        #expect(text.contains("Why: the rest of the conflict makes UIImageView #1.width = 320 / 2 = 160, but [2] UIImageView #1.width == 200 needs 200.\n"))
    }

    @Test func aZeroFrameHoldsTwoConflictsThatOneSettingEnds() throws {
        // A label made in code (frame zero, h=--&) and pinned 16 in on both
        // sides of a 375-point view: minX == 0 fights the leading 16, and
        // width == 0 fights 375 − 16 − 16 = 343. No change to one
        // constraint ends both; turning the autoresizing mask off does.
        let output = try runLayout(["explain", Self.log("zero-frame")])
        #expect(output.status == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "Block 1, line 1 (iOS): 5 constraints; a minimal conflict of 2")
        #expect(lines.contains("No change to a single constraint resolves this block: it holds more than one conflict."))
        #expect(lines.contains { $0.hasPrefix("Likely cause: translatesAutoresizingMaskIntoConstraints is on for UILabel 'Hello'") })
    }
}
