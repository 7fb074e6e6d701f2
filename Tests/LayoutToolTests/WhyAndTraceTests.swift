import Foundation
import JSON
import Testing
import LayoutTool

/// `layout run --why NAME.ATTRIBUTE` and `--trace`.
@Suite struct WhyAndTraceTests {
    @Test func whyGivesTheArithmeticInJSON() throws {
        let output = try runLayout(["run", "Examples/profile-header.json", "--why", "name.width", "--json"])
        #expect(output.status == 0)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["value"] == .number(179))
        let amounts = (why["terms"]?.array ?? []).compactMap { $0["amount"]?.number }
        #expect(amounts.reduce(0, +) == 179)
        #expect(why["terms"]?.array?.first?["constraint"] == .string("header.width == 375"))
    }

    @Test func traceMarksTheTree() throws {
        let output = try runLayout(["run", "Examples/broken/ambiguous.json", "--trace"])
        #expect(output.standardOutput.contains("AMBIGUOUS LAYOUT for "))
    }

    /// A value of 0 that constraints decide is explained by them, though
    /// none adds anything; `layout run` finds nothing ambiguous there.
    @Test func whyExplainsADecidedZero() throws {
        let document = """
            { "root": { "name": "r", "size": { "width": 100, "height": 100 },
                        "children": [{ "name": "a", "intrinsicSize": { "width": 10, "height": 10 } }] },
              "constraints": ["a.leading == r.leading + 5", "a.top == r.top"] }
            """
        let output = try runLayout(["run", "-", "--why", "a.top"], input: document)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            a.top = 0
              0  root-origin-y: r.top == 0
              0  a.top == r.top

            """))
    }

    /// A hidden item of a stack is 0 long because the stack collapses it:
    /// the answer says so, though its arithmetic rests on the item's floor.
    @Test func whySaysAnItemIsHidden() throws {
        let document = """
            { "root": { "name": "root", "size": { "width": 320 },
                        "children": [{ "name": "form", "stack": { "axis": "vertical", "spacing": 8 },
                                       "children": [{ "name": "a", "intrinsicSize": { "width": 100, "height": 30 } },
                                                    { "name": "b", "intrinsicSize": { "width": 100, "height": 30 }, "hidden": true }] }] },
              "constraints": ["form.leading == root.leading", "form.top == root.top"] }
            """
        let output = try runLayout(["run", "-", "--why", "b.height"], input: document)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            b.height = 0
              0  b-nonnegative-height: b.height >= 0
            Note: b is hidden, which is why its height is 0: form collapses it (UISV-hiding: b.height == 0 @999.999).

            """))
    }

    @Test func whyTakesTheGuidesConstraintsName() throws {
        let output = try runLayout(["run", "Examples/article-safe-area.json", "--why", "screen.safeArea.top"])
        #expect(output.status == 0)
        // One constraint decides it: the value is said once, not as a sum.
        #expect(output.standardOutput.hasSuffix("""

            screen.safeArea.top = 47
              47  screen-safe-area-guide: screen.safeArea.top == screen.top + 47

            """))
    }

    @Test(arguments: [("name.depth", "layout: --why: unknown attribute 'depth' (left, right, top, bottom, leading,"),
                      ("width", "layout: --why needs NAME.ATTRIBUTE (such as title.width), not 'width'"),
                      (".width", "layout: --why needs NAME.ATTRIBUTE (such as title.width), not '.width'"),
                      ("nobody.width", "layout: --why: the document has no item or guide named 'nobody'"),
                      ("header.margins.topMargin", "layout: --why: a guide (header.margins) has no topMargin")])
    func aBadWhyIsAUsageError(_ target: String, _ message: String) throws {
        let output = try runLayout(["run", "Examples/profile-header.json", "--why", target])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    }
}
