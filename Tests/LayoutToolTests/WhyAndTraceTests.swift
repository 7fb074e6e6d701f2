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

    /// With `--json`, `why` lists an item that nothing places along an
    /// axis where the safe area reaches its margins: a bar with no vertical
    /// constraint lies at the top, and its top margin takes the 47.
    @Test func whyGivesTheUnplacedItemsInJSON() throws {
        let document = """
            { "root": { "name": "screen", "size": { "width": 375, "height": 812 },
                        "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 },
                        "children": [{ "name": "bar", "children": [{ "name": "icon", "intrinsicSize": { "width": 28, "height": 28 } }] }] },
              "constraints": ["bar.leading == screen.leading", "bar.trailing == screen.trailing",
                              "icon.leading == bar.leadingMargin", "icon.top == bar.topMargin",
                              "icon.bottom == bar.bottomMargin"] }
            """
        let output = try runLayout(["run", "-", "--why", "bar.height", "--json"], input: document)
        let why = try #require(try JSON(parsing: output.standardOutput)["why"])
        #expect(why["value"] == .number(91))
        #expect(why["unplaced"] == .array([.object([("item", .string("bar")), ("axis", .string("vertical"))])]))
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

    /// Wrapped text: the note says what the text wanted offered any width
    /// (seven words of 40, 4 apart: 304) and the width its constraints gave
    /// it then: the bubble at most 0.7 × 200 = 140, less its margins, 12
    /// each side, 116; two words a line (84) on four lines of 20.
    static let wrappedBubble = """
        { "root": { "name": "screen", "size": { "width": 200 },
                    "children": [{ "name": "bubble", "margins": { "top": 8, "left": 12, "bottom": 8, "right": 12 },
                                   "children": [{ "name": "text", "text": { "words": [40, 40, 40, 40, 40, 40, 40] } }] }] },
          "constraints": ["bubble.leading == screen.leading", "bubble.top == screen.top",
                          "bubble.width <= 0.7*screen.width",
                          "text.leading == bubble.leadingMargin", "text.trailing == bubble.trailingMargin",
                          "text.top == bubble.topMargin", "text.bottom == bubble.bottomMargin",
                          "screen.bottom == bubble.bottom"] }
        """

    @Test func whyNamesWhatWrappedTextWantedAndWhatGaveItLess() throws {
        let output = try runLayout(["run", "-", "--why", "text.height"], input: Self.wrappedBubble)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            text.height = 80
              80  text-compression-vertical: text.height >= 80 @750
            Note: text does not get the width its content wants. Offered any width, its content is 304 × 20; \
            wanting that, its constraints give it 116:
              text.width = 140 − 12 − 12 = 116
                 140  screen.width == 200  (× 0.7)
                − 12  text.leading == bubble.leadingMargin  (bubble.leadingMargin = bubble.leading + 12)
                − 12  text.trailing == bubble.trailingMargin  (bubble.trailingMargin = bubble.trailing − 12)
                   0  bubble.width <= 0.7*screen.width
            Within 116 its content is 84 × 80.

            """))
        let json = try runLayout(["run", "-", "--why", "bubble.height", "--json"], input: Self.wrappedBubble)
        let why = try #require(try JSON(parsing: json.standardOutput)["why"])
        #expect(why["value"] == .number(96))
        let wrapping = try #require(why["wrapping"]?.array?.first)
        #expect(wrapping["item"] == .string("text"))
        #expect(wrapping["sizeAtAnyWidth"] == .array([.number(304), .number(20)]))
        #expect(wrapping["widthGiven"] == .number(116))
        #expect((wrapping["widthTerms"]?.array ?? []).compactMap { $0["amount"]?.number } == [140, -12, -12, 0])
        #expect(wrapping["sizeWithinWidthGiven"] == .array([.number(84), .number(80)]))
        #expect(wrapping["size"] == .array([.number(84), .number(80)]))
        // The bubble's width rests on the text's width, which its
        // compression resistance decides: the note again. Its top does not.
        let width = try runLayout(["run", "-", "--why", "bubble.width"], input: Self.wrappedBubble)
        #expect(width.standardOutput.contains("bubble.width = 84 + 12 + 12 = 108\n"))
        #expect(width.standardOutput.contains("Within 116 its content is 84 × 80."))
        let top = try JSON(parsing: runLayout(["run", "-", "--why", "bubble.top", "--json"], input: Self.wrappedBubble).standardOutput)
        #expect(top["why"]?["wrapping"] == nil)
    }

    /// Text that wrapped at a width an earlier solve gave it and that its
    /// content-size constraints hold there: `detail` (five words of 30,
    /// 166 on one line) first got 310 − 150 − 8 = 152 beside a title capped
    /// at 150, wrapped to 132 × 40, and the title then wrapped to 128.
    /// Wanting its one line, its own compression resistance gives it 166:
    /// the note's sum names that constraint at the 166 the solver holds
    /// there, not at the 132 it holds in the layout, and says apart that
    /// the width it is laid out at is its measured, wrapped, size.
    static let textHeldAtItsWrappedWidth = """
        { "root": { "name": "row", "size": { "width": 310, "height": 100 },
                    "children": [{ "name": "title", "text": { "words": [40, 40, 40, 40, 40, 40, 40] } },
                                 { "name": "detail", "text": { "words": [30, 30, 30, 30, 30] } }] },
          "constraints": ["title.leading == row.leading", "title.width <= 150", "title.top == row.top",
                          "detail.leading == title.trailing + 8", "detail.trailing <= row.trailing",
                          "detail.top == row.top"] }
        """

    @Test func wrappingNoteNamesContentSizeConstraintsAtTheWidthTheSolverHoldsThere() throws {
        let output = try runLayout(["run", "-", "--why", "detail.width"], input: Self.textHeldAtItsWrappedWidth)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            detail.width = 132
              132  detail-compression-horizontal: detail.width >= 132 @750
            Note: detail does not get the width its content wants. Offered any width, its content is 166 × 20; \
            wanting that, its constraints give it 166:
              detail.width = 166
                166  detail-compression-horizontal: detail.width >= 166 @750  (its content's width offered any width; \
            132 in the layout, its measured width)
            Within 166 its content is 166 × 20. It is laid out at its content's measured size instead, 132 × 40, \
            measured at 132, which its hugging and compression resistance hold.

            """), "\(output.standardOutput)")
        let json = try runLayout(["run", "-", "--why", "detail.width", "--json"], input: Self.textHeldAtItsWrappedWidth)
        let why = try #require(try JSON(parsing: json.standardOutput)["why"])
        let term = try #require(why["wrapping"]?.array?.first?["widthTerms"]?.array?.first)
        #expect(term["constraint"] == .string("detail-compression-horizontal: detail.width >= 166 @750"))
        #expect(term["constantInLayout"] == .number(132))
        #expect(term["amount"] == .number(166))
        // The value's own terms hold what the layout holds: no such key.
        #expect(why["terms"]?.array?.first?["constantInLayout"] == nil)
    }

    /// A wrapping's `widthTerms` carry the margins their text shows, as the
    /// value's `terms` do: the text says `(bubble.leadingMargin =
    /// bubble.leading + 12)`, and the JSON gave only the constraint and its
    /// amount.
    @Test func wrappingWidthTermsCarryTheirMarginOffsetsInJSON() throws {
        let json = try runLayout(["run", "-", "--why", "text.height", "--json"], input: Self.wrappedBubble)
        let why = try #require(try JSON(parsing: json.standardOutput)["why"])
        let terms = try #require(why["wrapping"]?.array?.first?["widthTerms"]?.array)
        #expect(terms.count == 4)
        #expect(terms[0]["offsets"] == nil)
        #expect(terms[1]["constraint"] == .string("text.leading == bubble.leadingMargin"))
        #expect(terms[1]["offsets"] == .array([.object([("attribute", .string("bubble.leadingMargin")),
                                                         ("base", .string("bubble.leading")), ("amount", .number(12))])]))
        #expect(terms[2]["offsets"] == .array([.object([("attribute", .string("bubble.trailingMargin")),
                                                         ("base", .string("bubble.trailing")), ("amount", .number(-12))])]))
        #expect(terms[3]["offsets"] == nil)
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
              0  UISV-hiding: b.height == 0 @999.999
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
                      ("nobody.width", "layout: --why: the document has no item or guide named 'nobody'\n"),
                      ("avtar.width", "layout: --why: the document has no item or guide named 'avtar': did you mean \"avatar\"?"),
                      ("header.safeAreaLayoutGuide.top",
                       "layout: --why: the document has no item or guide named 'header.safeAreaLayoutGuide': UIKit's"
                           + " safeAreaLayoutGuide is \"header.safeArea\""),
                      ("header.margins.topMargin", "layout: --why: a guide (header.margins) has no topMargin")])
    func aBadWhyIsAUsageError(_ target: String, _ message: String) throws {
        let output = try runLayout(["run", "Examples/profile-header.json", "--why", target])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    }
}
