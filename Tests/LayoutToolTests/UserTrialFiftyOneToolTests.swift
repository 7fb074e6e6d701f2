import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-one: a shop's product page on a notched phone, 390 × 844
/// with a safe area of 47 at the top and 34 at the bottom, written twice:
/// with `UIStackView` stacks (`Fixtures/TrialFiftyOne/product.json`, side
/// margins 16; the size chips are a wrapping flex stack in both) and with
/// flex stacks (`product-flex.json`, a column pinned below the notch).
/// Every frame worked out by hand:
///
/// - carousel: 5:4 (`aspectRatio` 1.25) across the screen under the
///   notch: 390 ÷ 1.25 = 312 high at y 47, the photo filling it; three
///   8-point dots 8 apart (40 wide) centred 12 above its bottom: x 195 −
///   20 = 175, y 47 + 312 − 12 − 8 = 339; the dots at 175, 191, 207.
/// - details: a column 16 below it (y 47 + 312 + 16 = 375) between the
///   margins (16 to 374, 358 wide), spacing 16.
/// - title and price on their first baselines, 12 apart: the title's one
///   line is 60 + 48 + 90 + 70 + 40 + 4 × 6 = 332, too long beside the
///   price's 72; the title resists at 749 (flex: shrinks) and gets 358 −
///   72 − 12 = 274, where "60 48 90" (210) and "70 40" make two lines of
///   24: 48 high. Baselines 18 (title) and 21 (price): the row is 21 above
///   its baseline and max(48 − 18, 28 − 21) = 30 below, 51 high; the title
///   3 down (378), the price at 16 + 274 + 12 = 302.
/// - chips, wrapping with 8 between chips and lines, at 375 + 51 + 16 =
///   442: 56 + 8 + 56 + 8 + 56 + 8 + 56 + 8 + 60 = 316 fits, + 8 + 68 =
///   392 does not; XS, S, M, L at 16, 80, 144, 208, XL at 272 (60 wide);
///   XXL and 3XL on the second line (442 + 32 + 8 = 482) at 16 and 92.
///   Two lines: 72 high.
/// - stepper row at 442 + 72 + 16 = 530, centred, spacing 12: minus 32,
///   count 24, plus 32; "Quantity" (hugging 249; flex: grows) takes 358 −
///   88 − 36 = 234; minus at 262, count at 306, plus at 342; the 20-high
///   labels 6 down (536).
/// - description at 530 + 32 + 16 = 578, wrapped at 358 with spaces of 5:
///   40 … 36 ends at 317 (58 more would be 380), 58 … 72 at 343, then 38
///   54: three lines of 20, 60 high. The column is 51 + 72 + 32 + 60 + 3 ×
///   16 = 263 high.
/// - bar: from the screen's bottom up to 12 above the cart button (50
///   high), whose bottom margin is 12 + the 34 the home indicator reaches
///   into the bar: the cart at 844 − 46 − 50 = 748, between the bar's
///   side margins (16, 358 wide); the bar at 748 − 12 = 736, 108 high.
/// - flex only: the column (`page`) at the notch, 312 + 16 + 263 = 591
///   high; its `details` 390 wide with 16 of padding on each side.
@Suite struct UserTrialFiftyOneToolTests {
    static let fixtures = TrialDocuments("TrialFiftyOne")
    static let documents = ["product.json", "product-flex.json"]

    static let page: [String: [Double]] = [
        "screen": [0, 0, 390, 844], "carousel": [0, 47, 390, 312], "photo": [0, 47, 390, 312],
        "dots": [175, 339, 40, 8], "dot1": [175, 339, 8, 8], "dot2": [191, 339, 8, 8], "dot3": [207, 339, 8, 8],
        "titleRow": [16, 375, 358, 51], "title": [16, 378, 274, 48], "price": [302, 375, 72, 28],
        "chips": [16, 442, 358, 72], "xs": [16, 442, 56, 32], "s": [80, 442, 56, 32], "m": [144, 442, 56, 32],
        "l": [208, 442, 56, 32], "xl": [272, 442, 60, 32], "xxl": [16, 482, 68, 32], "xxxl": [92, 482, 68, 32],
        "stepperRow": [16, 530, 358, 32], "quantity": [16, 536, 234, 20], "minus": [262, 530, 32, 32],
        "count": [306, 536, 24, 20], "plus": [342, 530, 32, 32], "desc": [16, 578, 358, 60],
        "bar": [0, 736, 390, 108], "cart": [16, 748, 358, 50],
    ]

    /// A constraint added after the last of the `UIStackView` document's
    /// 19: the 20th, as the drawing and the page number it.
    static func adding(_ constraint: String) -> (String, String) {
        ("\"cart.trailing == bar.trailingMargin\"\n", "\"cart.trailing == bar.trailingMargin\", \"\(constraint)\"\n")
    }

    @Test func bothProductPagesAsWorkedOutByHand() throws {
        for name in Self.documents {
            let run = try Self.fixtures.run(name)
            #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], "\(name)")
            TrialDocuments.expectFrames(run.frames, Self.page)
        }
        #expect(try Self.fixtures.run("product.json").frames["details"] == [16, 375, 358, 263])
        let flex = try Self.fixtures.run("product-flex.json")
        #expect(flex.frames["page"] == [0, 47, 390, 591] && flex.frames["details"] == [0, 375, 390, 263])
    }

    /// On a 320 × 568 phone (the insets as written): the carousel 320 ÷
    /// 1.25 = 256 high, the dots at 160 − 20 = 140, 47 + 256 − 12 − 8 =
    /// 283; the column at 47 + 256 + 16 = 319, 288 wide. The title gets 288
    /// − 72 − 12 = 204: "60 48" (114), "90 70" (166), "40", 72 high; the
    /// row 21 + max(72 − 18, 7) = 75. Chips at 319 + 75 + 16 = 410: four
    /// fit (248; XL would make 316); XL, XXL, 3XL on the second line, at
    /// 450, x 16, 84, 160. Stepper at 410 + 72 + 16 = 498, "Quantity" 288
    /// − 88 − 36 = 164. The description at 498 + 32 + 16 = 546 wraps at
    /// 288 into 40 … 70 (276), 36 … 30 (254), 48 … 54 (227): 60 high, to
    /// 606. The bar at 568 − 108 = 460: the stepper and the description
    /// sit under it, and nothing says so, as in UIKit (a layout with
    /// overlaps is not a broken one); such a page wants a scroll view.
    @Test func aSmallPhoneOverlapsTheBarWithoutAWord() throws {
        var expected: [String: [Double]] = [
            "screen": [0, 0, 320, 568], "carousel": [0, 47, 320, 256], "dots": [140, 283, 40, 8], "dot3": [172, 283, 8, 8],
            "titleRow": [16, 319, 288, 75], "title": [16, 322, 204, 72], "price": [232, 319, 72, 28],
            "chips": [16, 410, 288, 72], "l": [208, 410, 56, 32], "xl": [16, 450, 60, 32], "xxl": [84, 450, 68, 32],
            "xxxl": [160, 450, 68, 32], "stepperRow": [16, 498, 288, 32], "quantity": [16, 504, 164, 20],
            "minus": [192, 498, 32, 32], "count": [236, 504, 24, 20], "plus": [272, 498, 32, 32],
            "desc": [16, 546, 288, 60], "bar": [0, 460, 320, 108], "cart": [16, 472, 288, 50],
        ]
        for name in Self.documents {
            let run = try Self.fixtures.run(name, ["--width", "320", "--height", "568"])
            #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [] && run.json["message"] == nil, "\(name)")
            TrialDocuments.expectFrames(run.frames, expected)
            expected["page"] = [0, 47, 320, 559]
        }
    }

    /// Right to left every frame mirrors across the screen (x → 390 − x −
    /// width): the title on the right at 390 − 16 − 274 = 100, the price at
    /// 16, the chips from the right (XS at 374 − 56 = 318, XL at 58; XXL at
    /// 306, 3XL at 230), "Quantity" at 140 and plus at 16, the first dot at
    /// 207.
    @Test func rightToLeftMirrorsThePage() throws {
        for name in Self.documents {
            let run = try Self.fixtures.run(name, ["--right-to-left"])
            #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], "\(name)")
            TrialDocuments.expectFrames(run.frames, Self.page.mapValues { [390 - $0[0] - $0[2], $0[1], $0[2], $0[3]] })
            #expect(run.frames["title"] == [100, 378, 274, 48] && run.frames["price"] == [16, 375, 72, 28])
            #expect(run.frames["xs"] == [318, 442, 56, 32] && run.frames["xl"] == [58, 442, 60, 32])
            #expect(run.frames["xxxl"] == [230, 482, 68, 32] && run.frames["quantity"] == [140, 536, 234, 20])
            #expect(run.frames["plus"] == [16, 530, 32, 32] && run.frames["dot1"] == [207, 339, 8, 8])
        }
    }

    /// At `--text-size 1.5` the title's words are 90 72 135 105 60 with
    /// spaces of 9 and lines of 36, its baseline 27; the price 108 × 42,
    /// baseline 31.5. The title gets 358 − 108 − 12 = 238: "90 72" (171),
    /// "135" (249 with 105), "105 60": 108 high; the row 31.5 + max(108 −
    /// 27, 42 − 31.5) = 112.5, the title 4.5 down. The description (spaces
    /// 7.5, lines 30) wraps at 358 after 78 (301.5), 66 (334.5) and 108
    /// (346.5), four lines: 120. Chips, stepper and cart keep their sizes:
    /// chips at 375 + 112.5 + 16 = 503.5, stepper at 591.5, description at
    /// 639.5 to 759.5, under the bar at 736.
    @Test func largerTextGrowsTheTitleAndDescription() throws {
        for name in Self.documents {
            let run = try Self.fixtures.run(name, ["--text-size", "1.5"])
            #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], "\(name)")
            TrialDocuments.expectFrames(run.frames, [
                "titleRow": [16, 375, 358, 112.5], "title": [16, 379.5, 238, 108], "price": [266, 375, 108, 42],
                "chips": [16, 503.5, 358, 72], "xxxl": [92, 543.5, 68, 32], "stepperRow": [16, 591.5, 358, 32],
                "count": [306, 597.5, 24, 20], "desc": [16, 639.5, 358, 120], "bar": [0, 736, 390, 108],
            ])
        }
    }

    /// A width for the cart button on top of its bar's margins: 358 ≠ 200.
    /// The message gives the arithmetic, `--why` the sum, and the text and
    /// the page offer the width the margins leave.
    @Test func aConflictingWidthIsExplainedWithTheWidthThatFits() throws {
        let edit = Self.adding("cart.width == 200")
        let run = try Self.fixtures.run("product.json", [], [edit])
        #expect(run.status == 1 && run.json["broken"] as? String == "cart.width == 200")
        #expect(run.json["conflict"] as? [String] == ["screen.width == 390", "bar.leading == screen.leading",
                                                     "bar.trailing == screen.trailing", "cart.leading == bar.leadingMargin",
                                                     "cart.trailing == bar.trailingMargin", "cart.width == 200"])
        #expect((run.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy cart.width == 200: cart.width is 358 where the others hold, but it must be equal to 200\n") == true)
        #expect(run.frames["cart"] == [16, 748, 358, 50])
        let why = try Self.fixtures.why("product.json", "cart.width", [], [edit])
        #expect(why.hasPrefix("cart.width = 390 − 16 − 16 = 358\n"))
        // The text lists the fixes the page lists, numbered as on the page;
        // only the page and `layout explain` offered them.
        let text = try runLayout(["run", "-"], input: try Self.fixtures.document("product.json", [edit])).standardOutput
        let fixes = [
            "make [20] cart.width == 200 optional (cart.width == 200 @999), or remove it, or change 200 to 358",
            "make [13] bar.leading == screen.leading optional (bar.leading == screen.leading @999), or remove it",
            "make [14] bar.trailing == screen.trailing optional (bar.trailing == screen.trailing @999), or remove it",
            "make [18] cart.leading == bar.leadingMargin optional (cart.leading == bar.leadingMargin @999), or remove it",
            "make [19] cart.trailing == bar.trailingMargin optional (cart.trailing == bar.trailingMargin @999), or remove it",
            "[21] screen.width == 390 comes from the size settings of screen: change its \"size\" width to 232, or write the size as a "
                + "constraint of priority 999",
        ]
        let listed: String = fixes.map { "  - \($0)\n" }.joined()
        #expect(text.hasSuffix("Broke cart.width == 200 and laid out the rest.\nFixes, each enough by itself:\n" + listed))
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("trial-fifty-one-\(getpid()).html").path
        defer { try? FileManager.default.removeItem(atPath: page) }
        let output = try runLayout(["run", "-", "--html", page], input: try Self.fixtures.document("product.json", [edit]))
        #expect(output.status == 1)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("data-constraint=\"20\""))
        #expect(html.contains("<span class=\"number\">[20]</span> <span class=\"body\"><code>cart.width == 200</code>"))
        #expect(html.contains("(cart.width == 200 @999), or remove it, or change 200 to 358"))
    }

    /// A parse error names the constraint by the number the page gives it,
    /// counted from 1: the 20th was called "constraint 19".
    @Test func aParseErrorNumbersTheConstraintAsThePageDoes() throws {
        let output = try runLayout(["run", "-"], input: try Self.fixtures.document("product.json", [Self.adding("cart.width == 2OO")]))
        #expect(output.status == 2)
        #expect(output.standardError == "layout: constraint 20 (\"cart.width == 2OO\"): unexpected 'O' at column 16\n")
        let first = ("\"carousel.top == screen.safeArea.top\"", "\"carousel.top == screen.safeAreaLayoutGuide.top\"")
        let guide = try runLayout(["run", "-", "--json"], input: try Self.fixtures.document("product.json", [first]))
        #expect(guide.standardOutput.contains("\"message\": \"constraint 1 (\\\"carousel.top == screen.safeAreaLayoutGuide.top\\\")"))
    }

    /// The column's top left out: only the column is ambiguous (what it
    /// holds follows it), and `--why` says what to add.
    @Test func aMissingTopNamesTheColumnAndWhatToAdd() throws {
        let edit = ("\"details.top == carousel.bottom + 16\",\n", "")
        let run = try Self.fixtures.run("product.json", [], [edit])
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == ["details"])
        let why = try Self.fixtures.why("product.json", "desc.top", [], [edit])
        #expect(why.hasPrefix("desc.top = 203: the constraints do not decide it (the layout is ambiguous there)"))
        #expect(why.contains("It follows details, whose vertical position nothing decides:\n  desc is inside details\n"))
        #expect(why.contains("A constraint that places details is missing (on details.top, details.bottom or details.centerY, say)."))
    }

    /// Misspelt keys name the key meant, and Yoga's spelling of a value
    /// the document's.
    @Test func misspeltKeysNameWhatWasMeant() throws {
        let cases: [((String, String), String)] = [
            (("\"flexWrap\": \"wrap\"", "\"flexwrap\": \"wrap\""),
             "layout: item \"chips\" flexStack has an unknown key \"flexwrap\": did you mean \"flexWrap\"?\n"),
            (("\"flexWrap\": \"wrap\"", "\"flexWrap\": \"nowrap\""),
             "layout: item \"chips\" flexStack: \"flexWrap\" must be one of noWrap, wrap, wrapReverse (Yoga's \"nowrap\" is \"noWrap\")\n"),
            (("\"compressionResistance\": { \"horizontal\": 749 }", "\"compressionResistence\": { \"horizontal\": 749 }"),
             "layout: item \"title\" has an unknown key \"compressionResistence\": did you mean \"compressionResistance\"?\n"),
        ]
        for (edit, message) in cases {
            let output = try runLayout(["run", "-"], input: try Self.fixtures.document("product.json", [edit]))
            #expect(output.status == 2 && output.standardError == message)
        }
    }

    /// A chip with no size: the flex stack measures it 0 wide (8 + 0 + 8
    /// between S and L) and stretches it to its line's 32; `--why` says
    /// why it is 0, and where its height comes from.
    @Test func aChipWithNoSizeIsZeroWideAndSaysWhy() throws {
        let edit = ("{ \"name\": \"m\", \"intrinsicSize\": { \"width\": 56, \"height\": 32 } }", "{ \"name\": \"m\" }")
        let run = try Self.fixtures.run("product.json", [], [edit])
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["m"] == [144, 442, 0, 32] && run.frames["l"] == [152, 442, 56, 32])
        #expect(run.frames["xxl"] == [284, 442, 68, 32] && run.frames["xxxl"] == [16, 482, 68, 32])
        let why = try Self.fixtures.why("product.json", "m.width", [], [edit])
        #expect(why == "m.width = 0\n  0  STK-flex-size: m.width == 0\n"
            + "Note: m has no intrinsic size, measure function or children: its flex stack measured it as 0.\n")
        // Its height is its line's: the note said nothing of the stretch.
        let height = try Self.fixtures.why("product.json", "m.height", [], [edit])
        #expect(height == "m.height = 32\n  32  STK-flex-size: m.height == 32\n"
            + "Note: m is stretched from its own 0 across line 1 of chips (alignItems stretch): its height is the line's, 32.\n")
        #expect(!(try Self.fixtures.why("product.json", "xs.height", [], [edit])).contains("stretched"))
    }

    /// The 3XL chip as a plain item holding its label within margins of
    /// 12 × 6 (68 × 32 as Auto Layout sizes it), then hidden because it
    /// is sold out: the wrapping row gives it no room, and it prints 0
    /// wide where the row puts it (after XXL, 16 + 68 = 84), as Texture
    /// lays it out; it printed 24 wide, its margins, which the engine
    /// keeps out of sight. `--why` says both.
    @Test func aHiddenChipPrintsNoWidth() throws {
        let chip = ("{ \"name\": \"xxxl\", \"intrinsicSize\": { \"width\": 68, \"height\": 32 } }",
                    "{ \"name\": \"xxxl\", \"margins\": { \"top\": 6, \"left\": 12, \"bottom\": 6, \"right\": 12 }, "
                        + "\"children\": [{ \"name\": \"label\", \"intrinsicSize\": { \"width\": 44, \"height\": 20 } }] }")
        let pins = ("\"cart.trailing == bar.trailingMargin\"\n", "\"cart.trailing == bar.trailingMargin\", "
            + "\"label.leading == xxxl.leadingMargin\", \"label.trailing == xxxl.trailingMargin\", "
            + "\"label.top == xxxl.topMargin\", \"label.bottom == xxxl.bottomMargin\"\n")
        let hide = ("{ \"name\": \"xxxl\", \"margins\"", "{ \"name\": \"xxxl\", \"hidden\": true, \"margins\"")
        for name in Self.documents {
            let shown = try Self.fixtures.run(name, [], [chip, pins])
            #expect(shown.frames["xxxl"] == [92, 482, 68, 32] && shown.frames["label"] == [104, 488, 44, 20], "\(name)")
        }
        let hidden = try Self.fixtures.run("product-flex.json", [], [chip, pins, hide])
        #expect(hidden.status == 0 && hidden.json["ambiguous"] as? [String] == [])
        #expect(hidden.frames["xxxl"] == [84, 482, 0, 32] && hidden.frames["xxl"] == [16, 482, 68, 32])
        // Right to left the row runs from the right: XXL at 374 − 68 = 306,
        // the hidden chip 0 wide at its left edge.
        let mirrored = try Self.fixtures.run("product-flex.json", ["--right-to-left"], [chip, pins, hide])
        #expect(mirrored.frames["xxxl"] == [306, 482, 0, 32] && mirrored.frames["xxl"] == [306, 482, 68, 32])
        let output = try runLayout(["run", "-", "--trace"], input: try Self.fixtures.document("product-flex.json", [chip, pins, hide]))
        #expect(output.standardOutput.contains("*xxxl (68 40; 0 32) hidden\n"))
        let why = try Self.fixtures.why("product-flex.json", "xxxl.width", [], [chip, pins, hide])
        #expect(why.hasPrefix("xxxl.width = 12 + 12 = 24\n"))
        #expect(why.contains("Note: xxxl is hidden: chips lays it out 0 wide, as its frame is printed, but required "
            + "constraints keep it 24 out of sight: STK-flex-size: xxxl.width == 0 @999.999 does not hold."))
    }
}
