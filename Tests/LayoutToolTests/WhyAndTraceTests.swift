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

    /// With `--json`, `why` says that an item is inside a hidden one and
    /// which stack constraint collapses it, as the text's note does.
    @Test func whyGivesTheHidingInJSON() throws {
        let document = """
            { "root": { "name": "screen", "size": { "width": 200, "height": 300 },
                        "children": [{ "name": "form", "stack": { "axis": "vertical" },
                                       "children": [{ "name": "card", "hidden": true,
                                                      "children": [{ "name": "label", "intrinsicSize": { "width": 50, "height": 20 } }] },
                                                    { "name": "footer", "intrinsicSize": { "width": 50, "height": 30 } }] }] },
              "constraints": ["form.leading == screen.leading", "form.trailing == screen.trailing",
                              "form.top == screen.top",
                              "label.leading == card.leading", "label.trailing == card.trailing",
                              "label.top == card.top", "label.bottom == card.bottom @999"] }
            """
        let output = try runLayout(["run", "-", "--why", "label.height", "--json"], input: document)
        #expect(output.status == 0)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["value"] == .number(0))
        let hiding = try #require(why["hiding"])
        #expect(hiding["item"] == .string("card"))
        #expect(hiding["inside"] == .bool(true))
        #expect(hiding["collapsedBy"] == .string("UISV-hiding: card.height == 0 @999.999"))
        #expect(hiding["collapses"] == .bool(true))
        #expect(hiding["decidesValue"] == .bool(true))
        #expect(why["open"] == nil)
        let footer = try #require(try JSON(parsing: runLayout(["run", "-", "--why", "footer.height", "--json"],
                                                              input: document).standardOutput)["why"])
        #expect(footer["hiding"] == nil)
    }

    /// With `--json`, `why` gives the range a value the constraints leave
    /// open could take: two labels 80 wide by content, at equal compression
    /// resistance, in a row of 100 each take anything from 20 to 80.
    @Test func whyGivesAnOpenRangeInJSON() throws {
        let document = """
            { "root": { "name": "r", "size": { "width": 100, "height": 20 },
                        "children": [{ "name": "a", "intrinsicSize": { "width": 80, "height": 20 } },
                                     { "name": "b", "intrinsicSize": { "width": 80, "height": 20 } }] },
              "constraints": ["a.leading == r.leading", "b.leading == a.trailing", "b.trailing == r.trailing",
                              "a.top == r.top", "b.top == r.top"] }
            """
        let output = try runLayout(["run", "-", "--why", "a.width", "--json"], input: document)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["open"] == .array([.number(20), .number(80)]))
        #expect(why["hiding"] == nil)
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
