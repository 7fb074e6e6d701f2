import JSON
import Testing
import LayoutDocument

/// Scroll items in layout documents: `"scroll": true`, the `NAME.content`
/// and `NAME.frame` guides, and the content size in the output.
@Suite struct DocumentScrollTests {
    /// A form of three rows (200, 300 and 400 high, 10 apart) in a scroll
    /// item below a 20-point bar; `pins` ties the form to the scroll item.
    func form(_ pins: String) -> String {
        """
        { "root": { "name": "screen", "size": { "width": 375, "height": 667 }, "children": [
            { "name": "scroll", "scroll": true, "children": [
              { "name": "form", "stack": { "axis": "vertical", "spacing": 10 }, "children": [
                { "name": "row1", "intrinsicSize": { "height": 200 } },
                { "name": "row2", "intrinsicSize": { "height": 300 } },
                { "name": "row3", "intrinsicSize": { "height": 400 } } ] } ] } ] },
          "constraints": [
            "scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
            "scroll.top == screen.top + 20", "scroll.bottom == screen.bottom", \(pins) ] }
        """
    }

    @Test func theScrollItemsEdgesAndItsGuidesLayTheFormOutAlike() throws {
        let throughEdges = form("""
            "form.leading == scroll.leading + 16", "form.trailing == scroll.trailing - 16",
            "form.top == scroll.top", "form.bottom == scroll.bottom", "form.width == scroll.width - 32"
            """)
        let throughGuides = form("""
            "form.leading == scroll.content.leading + 16", "form.trailing == scroll.content.trailing - 16",
            "form.top == scroll.content.top", "form.bottom == scroll.content.bottom", "form.width == scroll.frame.width - 32"
            """)
        let expected = """
            item     x    y  width  height
            screen   0    0    375     667
            scroll   0   20    375     647
            form    16   20    343     920
            row1    16   20    343     200
            row2    16  230    343     300
            row3    16  540    343     400

            content of scroll: 375 × 920
            """
        for text in [throughEdges, throughGuides] {
            let run = try LayoutDocument(parsing: text).run()
            #expect(run.text(strict: false) == expected)
            #expect(run.json(strict: false)["contentSizes"]?["scroll"]?["height"]?.number == 920)
            #expect(run.exitStatus == 0)
        }
    }

    @Test func contentThatLeavesItsSizeOpenIsReportedAsTheContentGuides() throws {
        let run = try LayoutDocument(parsing: form("""
            "form.leading == scroll.leading", "form.top == scroll.top", "form.width == scroll.width"
            """)).run()
        #expect(run.ambiguous.map(\.name) == ["scroll.content"])
        #expect(run.text(strict: false).hasSuffix("ambiguous: scroll.content (width, height)"))
        #expect(run.json(strict: false)["ambiguous"] == .array([.string("scroll.content")]))
    }

    @Test func aScrolledDocumentPrintsWhereTheContentIsOnTheScreen() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "screen", "size": { "width": 375, "height": 667 }, "children": [
                { "name": "scroll", "scroll": true, "contentOffset": { "y": 300 }, "children": [
                  { "name": "content", "size": { "height": 2000 } }, { "name": "header", "size": { "height": 44 } } ] } ] },
              "constraints": [
                "scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                "scroll.top == screen.top", "scroll.bottom == screen.bottom",
                "content.top == scroll.top", "content.bottom == scroll.bottom",
                "content.leading == scroll.leading", "content.trailing == scroll.trailing", "content.width == scroll.width",
                "header.top == scroll.frame.top", "header.leading == scroll.frame.leading", "header.width == scroll.frame.width" ] }
            """).run()
        // 300 of the content's 2000 scrolled off the top; the header stays in view.
        #expect(run.text(strict: false) == """
            item     x     y  width  height
            screen   0     0    375     667
            scroll   0     0    375     667
            content  0  -300    375    2000
            header   0     0    375      44

            content of scroll: 375 × 2000
            """)
    }

    /// A scroll item filling an 812-high screen under a notch of 47 takes
    /// it into its content inset (`automatic`): the card at its content's
    /// top keeps its margins of 8, and the text is 8 into it. With
    /// `"contentInsetAdjustment": "never"` the notch reaches 47 into the
    /// card and its top margin grows by it: the text is at 55 and the card
    /// 47 + 8 + 20 + 8 = 83 high.
    @Test(arguments: [("automatic", 8.0, 36.0), ("never", 55, 83)])
    func theContentInsetAdjustmentSaysWhetherTheContentTakesTheNotch(_ behavior: String, textY: Double, cardHeight: Double) throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "screen", "size": { "width": 375, "height": 812 },
                        "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 }, "children": [
                { "name": "scroll", "scroll": true, "contentInsetAdjustment": "\(behavior)", "children": [
                  { "name": "card", "margins": { "top": 8, "left": 8, "bottom": 8, "right": 8 }, "children": [
                    { "name": "text", "size": { "width": 100, "height": 20 } } ] } ] } ] },
              "constraints": [
                "scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                "scroll.top == screen.top", "scroll.bottom == screen.bottom",
                "card.top == scroll.content.top", "card.bottom == scroll.content.bottom",
                "card.leading == scroll.content.leading", "card.width == scroll.frame.width",
                "card.trailing == scroll.content.trailing",
                "text.top == card.topMargin", "text.bottom == card.bottomMargin", "text.leading == card.leadingMargin" ] }
            """).run()
        #expect(run.exitStatus == 0)
        #expect(run.framesJSON["text"]?["y"]?.number == textY)
        #expect(run.framesJSON["card"]?["height"]?.number == cardHeight)
        // What the scroll item takes into its content inset is printed
        // with its content size, and in the JSON beside the sizes.
        let taken = behavior == "automatic"
        #expect(run.text(strict: false).hasSuffix("content of scroll: 375 × \(JSON.formatNumber(cardHeight))"
                                                  + (taken ? ", adjusted content inset: top 47, bottom 34" : "")))
        let insets = run.json(strict: false)["adjustedContentInsets"]?["scroll"]
        #expect(insets?["top"]?.number == (taken ? 47 : nil) && insets?["bottom"]?.number == (taken ? 34 : nil))
    }

    /// With `"never"`, a row taller than the screen reaches past the home
    /// indicator (from 810): its bottom margin grows by what the indicator
    /// takes of it, the text pinned to its margins pushes it further down,
    /// and the safe area takes more on every pass. The output names the row
    /// and says why, and what to do.
    @Test func aRowGrownByTheSafeAreaInItsMarginsIsExplained() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "screen", "size": { "width": 390, "height": 844 },
                        "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 }, "children": [
                { "name": "scroll", "scroll": true, "contentInsetAdjustment": "never", "children": [
                  { "name": "row", "margins": { "top": 12, "left": 16, "bottom": 12, "right": 16 }, "children": [
                    { "name": "text", "size": { "height": 900 } } ] } ] } ] },
              "constraints": [
                "scroll.leading == screen.leading", "scroll.trailing == screen.trailing",
                "scroll.top == screen.safeArea.top", "scroll.bottom == screen.bottom",
                "row.top == scroll.content.top", "row.bottom == scroll.content.bottom",
                "row.leading == scroll.content.leading", "row.trailing == scroll.content.trailing",
                "row.width == scroll.frame.width",
                "text.top == row.topMargin", "text.bottom == row.bottomMargin",
                "text.leading == row.leadingMargin", "text.trailing == row.trailingMargin" ] }
            """).run()
        #expect(run.text(strict: false).hasSuffix("""
            did not settle in 8 layout passes: row
            row grows into the unsafe area by its own margins: on every pass the safe area reaches further into it, \
            its margins grow by as much, and what is pinned to them grows it again. Set "marginsFromSafeArea": false \
            on it, or keep it out of the unsafe area (a scroll item's content keeps out of the edges its \
            "contentInsetAdjustment" takes).
            """))
        #expect(run.json(strict: false)["unsettledBySafeAreaMargins"] == .array([.string("row")]))
    }

    /// Two cards side by side 607 down a 667-point screen, each a 100 × 20
    /// text in margins of 8, reach the home indicator (from 633) and grow
    /// by it through their margins on every pass: both are named, in one
    /// sentence.
    @Test func twoCardsGrownByTheSafeAreaInTheirMarginsAreNamedTogether() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "screen", "size": { "width": 375, "height": 667 },
                        "safeArea": { "top": 0, "left": 0, "bottom": 34, "right": 0 }, "children": [
                { "name": "left", "margins": { "top": 8, "left": 8, "bottom": 8, "right": 8 }, "children": [
                  { "name": "leftText", "size": { "width": 100, "height": 20 } } ] },
                { "name": "right", "margins": { "top": 8, "left": 8, "bottom": 8, "right": 8 }, "children": [
                  { "name": "rightText", "size": { "width": 100, "height": 20 } } ] } ] },
              "constraints": [
                "left.top == screen.top + 607", "left.leading == screen.leading",
                "right.top == screen.top + 607", "right.leading == screen.leading + 200",
                "leftText.top == left.topMargin", "leftText.bottom == left.bottomMargin",
                "leftText.leading == left.leadingMargin", "leftText.trailing == left.trailingMargin",
                "rightText.top == right.topMargin", "rightText.bottom == right.bottomMargin",
                "rightText.leading == right.leadingMargin", "rightText.trailing == right.trailingMargin" ] }
            """).run()
        #expect(run.text(strict: false).hasSuffix("""
            did not settle in 8 layout passes: left, right
            left and right grow into the unsafe area by their own margins: on every pass the safe area reaches \
            further into them, their margins grow by as much, and what is pinned to them grows them again. \
            Set "marginsFromSafeArea": false on them, or keep them out of the unsafe area (a scroll item's \
            content keeps out of the edges its "contentInsetAdjustment" takes).
            """))
    }

    @Test func mistakesAreNamed() throws {
        let notAScroll = """
            { "root": { "name": "screen", "children": [{ "name": "box" }, { "name": "card" }] },
              "constraints": ["card.bottom == box.content.bottom"] }
            """
        #expect(throws: LayoutDocumentError("constraint 1 (\"card.bottom == box.content.bottom\") names \"box.content\", "
                                            + "but only a scroll item (\"scroll\": true) has a \"content\" guide, and box is not one")) {
            try LayoutDocument(parsing: notAScroll)
        }
        let scrollingStack = """
            { "root": { "name": "screen", "scroll": true, "stack": { "axis": "vertical" } } }
            """
        #expect(throws: LayoutDocumentError("item \"screen\" has both \"scroll\" and \"stack\"; put the stack inside the scroll item")) {
            try LayoutDocument(parsing: scrollingStack)
        }
        #expect(throws: LayoutDocumentError("item \"screen\": only a scroll item (\"scroll\": true) has a \"contentOffset\"")) {
            try LayoutDocument(parsing: #"{ "root": { "name": "screen", "contentOffset": { "y": 10 } } }"#)
        }
        #expect(throws: LayoutDocumentError("item \"screen\": only a scroll item (\"scroll\": true) has a \"contentInsetAdjustment\"")) {
            try LayoutDocument(parsing: #"{ "root": { "name": "screen", "contentInsetAdjustment": "never" } }"#)
        }
        #expect(throws: LayoutDocumentError("item \"screen\": \"contentInsetAdjustment\" must be one of automatic, scrollableAxes, always, never"
                                            + " (did you mean \"scrollableAxes\"?)")) {
            try LayoutDocument(parsing: #"{ "root": { "name": "screen", "scroll": true, "contentInsetAdjustment": "scrollable" } }"#)
        }
        #expect(throws: LayoutDocumentError("item \"screen\": \"scroll\" must be true or false")) {
            try LayoutDocument(parsing: #"{ "root": { "name": "screen", "scroll": 1 } }"#)
        }
    }
}
