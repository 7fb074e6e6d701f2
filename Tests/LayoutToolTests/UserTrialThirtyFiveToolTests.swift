import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-five's screens as layout documents
/// (`Fixtures/TrialThirtyFive`): the iPad split view, the receipt, the
/// bottom sheet and the tag input, with the frames worked out by hand for the screens
/// `UserTrialThirtyFiveTests` builds in Swift, the other states by
/// `--width`, `--height`, `--keyboard` and small edits; and the mistakes a
/// user makes in them, judged by the conflicts and by what `--why` says.
@Suite struct UserTrialThirtyFiveToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtyFive")

    // MARK: - 1. The split view

    /// The frames of `theSplitViewOnALandscapeIPad` and
    /// `theSplitViewAtItsMaximumAndItsMinimum`: the sidebar 327.68 (32 %
    /// of 1024), 375 (its maximum at 1366) and 260 (its minimum at 768).
    @Test func theSplitViewAtThreeWidths() throws {
        let landscape = try Self.fixtures.run("split-view.json")
        #expect(landscape.status == 0)
        #expect(landscape.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(landscape.frames, [
            "sidebar": [0, 0, 327.68, 768], "divider": [327.68, 0, 1, 768], "detail": [328.68, 0, 695.32, 768],
            "search": [8, 32, 311.68, 36], "title": [340.34, 44, 672, 34], "body": [340.34, 86, 672, 44],
        ])
        let wide = try Self.fixtures.run("split-view.json", ["--width", "1366", "--height", "1024"])
        TrialDocuments.expectFrames(wide.frames, [
            "sidebar": [0, 0, 375, 1024], "detail": [376, 0, 990, 1024], "title": [535, 44, 672, 34],
            "body": [535, 86, 672, 44],
        ])
        let upright = try Self.fixtures.run("split-view.json", ["--width", "768", "--height", "1024"])
        #expect(upright.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(upright.frames, [
            "sidebar": [0, 0, 260, 1024], "detail": [261, 0, 507, 1024], "title": [269, 44, 491, 34],
            "body": [269, 86, 491, 66],
        ])
    }

    /// The title (one line of 376) stretched across the 672-point column:
    /// `--why title.width` says its hugging gives way to the column's
    /// width and to the body's compression resistance. The body's text,
    /// measured again at 672, wants 636 (ten words), which it has: it
    /// misses by 0, and by 260 if the title held 376 (the column, and the
    /// body in it, 376 wide). The body's first measurement, one line of
    /// 1276, is not what the note measures against.
    @Test func theTitlesHuggingGivesWayToTheBodysCurrentWidth() throws {
        let why = try Self.fixtures.why("split-view.json", "title.width")
        #expect(why.hasSuffix("body-compression-horizontal: body.width >= 636 @750 (misses by 0, 260 more if it held).\n"))
    }

    /// The share made required (no `@750`): upright, 0.32 × 768 = 245.76
    /// cannot be at least 260, and the minimum, activated after the share,
    /// is broken; the message gives both numbers.
    @Test func aRequiredShareBreaksTheMinimumUpright() throws {
        let edits = [("window.width @750", "window.width")]
        let upright = try Self.fixtures.run("split-view.json", ["--width", "768", "--height", "1024"], edits)
        #expect(upright.status == 1)
        #expect(upright.json["broken"] as? String == "sidebar.width >= 260")
        #expect((upright.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy sidebar-min: sidebar.width >= 260: sidebar.width is 245.76 where the others hold, "
                + "but it must be at least 260\n") == true)
        TrialDocuments.expectFrames(upright.frames, ["sidebar": [0, 0, 245.76, 1024]])
    }

    /// The divider's width forgotten: the detail pane is pinned at both
    /// edges, so its width is open only because the divider's is. `--why
    /// detail.width` says so, where it used to ask for a constraint on the
    /// detail's edges, which are there; the title's open position names
    /// the divider too.
    @Test func aForgottenDividerWidthIsNamedFromThePane() throws {
        let edits = [("    \"divider.width == 1\",\n", "")]
        let run = try Self.fixtures.run("split-view.json", [], edits)
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == ["divider", "detail", "title", "body"])
        let why = try Self.fixtures.why("split-view.json", "detail.width", [], edits)
        #expect(why == """
            detail.width = 696.32: the constraints do not decide it (the layout is ambiguous there): \
            anything in 0...696.32 satisfies them as well
            It follows divider, whose width nothing decides:
              detail.leading == divider.trailing
            A constraint that sizes divider is missing (on divider.width or divider.trailing, say; divider.leading is decided).

            """)
        let json = try Self.fixtures.run("split-view.json", ["--why", "detail.width"], edits).json
        let answer = try #require(json["why"] as? [String: Any])
        #expect(answer["movingSizes"] as? [String] == ["divider.width"])
        #expect(answer["trading"] as? [String] == [])
        let title = try Self.fixtures.why("split-view.json", "title.left", [], edits)
        #expect(title.hasSuffix("""
            It follows divider, whose width nothing decides:
              title is inside detail
              detail.leading == divider.trailing
            A constraint that sizes divider is missing (on divider.width or divider.trailing, say; divider.leading is decided).

            """))
    }

    // MARK: - 2. The receipt

    /// The frames of `theReceiptAt320` and `theReceiptAt390…`; `--why
    /// total.top` adds the rows' heights and spacings above the fruit's
    /// row to the 25 the baselines make: 12, and the fruit's last
    /// baseline 35 below its top less the total's 22.
    @Test func theReceiptAt320And390() throws {
        let narrow = try Self.fixtures.run("receipt.json")
        #expect(narrow.status == 0)
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "receipt": [0, 0, 320, 189], "toast": [16, 44, 228, 40], "toastPrice": [256, 44, 48, 20],
            "fruit": [16, 120, 236, 40], "fruitPrice": [264, 120, 40, 20], "totalLabel": [16, 145, 212, 28],
            "totalPrice": [240, 145, 64, 28],
        ])
        let wide = try Self.fixtures.run("receipt.json", ["--width", "390"])
        TrialDocuments.expectFrames(wide.frames, [
            "receipt": [0, 0, 390, 169], "toast": [16, 44, 298, 40], "fruit": [16, 120, 306, 20],
            "totalLabel": [16, 125, 282, 28],
        ])
        let why = try Self.fixtures.why("receipt.json", "total.top")
        #expect(why.hasPrefix("total.top = 20 + 40 + 20 + 16 + 25 + 8 + 8 + 8 = 145\n"))
        #expect(why.contains("\n  25  total-baseline: total.lastBaseline == column.lastBaseline + 12  "
            + "(total.lastBaseline = totalLabel.top + 22, column.lastBaseline = fruit.top + 35)\n"))
    }

    // MARK: - 3. The bottom sheet

    /// Medium: the sheet half the screen, 422 from 422; the grabber 5 below
    /// its top, centred (195 − 18 = 177); the header 8 below it, at 440;
    /// the list from 484 to the sheet's keyboard guide, which with the
    /// keyboard down is the safe area's bottom, 844 − 34 = 810: 326 high;
    /// its rows 10 × 44 = 440 of content, as wide as the list. Large: the
    /// sheet's top 47 + 10 = 57, so the header at 75 and the list from 119
    /// to 810, 691. With the keyboard up (336), the guide's top is at 508:
    /// the list 119…508 large, 484…508 medium, the content the same.
    @Test func theSheetAtBothDetentsWithAndWithoutTheKeyboard() throws {
        let large = [("{ \"id\": \"detent-medium\", \"constraint\": \"sheet.height == 0.5*screen.height\" }",
                      "{ \"id\": \"detent-large\", \"constraint\": \"sheet.top == screen.safeArea.top + 10\" }")]
        let cases: [(options: [String], edits: [(String, String)], frames: [String: [Double]])] = [
            ([], [], ["sheet": [0, 422, 390, 422], "grabber": [177, 427, 36, 5], "header": [0, 440, 390, 44],
                      "list": [0, 484, 390, 326], "rows": [0, 484, 390, 440], "row9": [0, 880, 390, 44]]),
            ([], large, ["sheet": [0, 57, 390, 787], "header": [0, 75, 390, 44], "list": [0, 119, 390, 691]]),
            (["--keyboard", "336"], large, ["list": [0, 119, 390, 389], "rows": [0, 119, 390, 440]]),
            (["--keyboard", "336"], [], ["sheet": [0, 422, 390, 422], "list": [0, 484, 390, 24]]),
        ]
        for (options, edits, frames) in cases {
            let run = try Self.fixtures.run("bottom-sheet.json", options, edits)
            #expect(run.status == 0)
            #expect(run.json["ambiguous"] as? [String] == [])
            #expect(run.json["contentSizes"] as? [String: [String: Double]] == ["list": ["width": 390, "height": 440]])
            TrialDocuments.expectFrames(run.frames, frames)
        }
    }

    /// A keyboard of 500 covers 422 of the medium sheet from its bottom, up
    /// to its top: the list's bottom cannot reach the guide. Even with the
    /// header and the list at their least height (0) it is at 422 + 5 + 5
    /// + 8 = 440; in the frames the header keeps its 44, so the list sits
    /// at 484, 0 high. Without the broken constraint nothing decides the
    /// list's bottom: the message gives 440 and the range it is left open
    /// in, from 484.
    @Test func aKeyboardAboveTheSheetsListSaysWhereTheListIs() throws {
        let run = try Self.fixtures.run("bottom-sheet.json", ["--keyboard", "500"])
        #expect(run.status == 1)
        #expect(run.json["broken"] as? String == "list.bottom == sheet.keyboard.top")
        #expect((run.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy list.bottom == sheet.keyboard.top: list.bottom is at least 440 (left undetermined without "
                + "this constraint: anything in 484...∞) where "
                + "the others hold, but it must be equal to sheet.keyboard.top (422)\n") == true)
        TrialDocuments.expectFrames(run.frames, ["header": [0, 440, 390, 44], "list": [0, 484, 390, 0]])
    }

    /// Both detents left active (the large one added without taking the
    /// medium one out): the large one, activated last, is broken, and the
    /// arithmetic says where the medium one puts the top.
    @Test func bothDetentsActiveBreakTheLaterOne() throws {
        let medium = "{ \"id\": \"detent-medium\", \"constraint\": \"sheet.height == 0.5*screen.height\" },"
        let edits = [(medium, medium + "\n    { \"id\": \"detent-large\", \"constraint\": \"sheet.top == screen.safeArea.top + 10\" },")]
        let run = try Self.fixtures.run("bottom-sheet.json", [], edits)
        #expect(run.status == 1)
        #expect(run.json["broken"] as? String == "sheet.top == screen.safeArea.top + 10")
        #expect((run.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy detent-large: sheet.top == screen.safeArea.top + 10: sheet.top is 422 where the others hold, "
                + "but it must be equal to screen.safeArea.top (47) + 10 = 57\n") == true)
    }

    /// The rows' width tie to the list's frame forgotten: the content's
    /// width is open, and the rows' with it. `--why rows.width` names the
    /// content guide, which the rows' edges follow, and not the other rows
    /// that move along through the stack's alignment; asked of a row, the
    /// same guide, through the stack the row is in.
    @Test func aForgottenContentWidthIsNamedFromTheRows() throws {
        let edits = [(",\n    \"rows.width == list.frame.width\"", "")]
        let run = try Self.fixtures.run("bottom-sheet.json", [], edits)
        #expect((run.json["ambiguous"] as? [String])?.prefix(2) == ["list.content", "rows"])
        let rows = try Self.fixtures.why("bottom-sheet.json", "rows.width", [], edits)
        #expect(rows.contains("""
            It follows list.content, whose width nothing decides:
              rows.leading == list.content.leading
              rows.trailing == list.content.trailing
            A constraint that sizes list.content is missing
            """))
        #expect(!rows.contains("row1"))
        let row = try Self.fixtures.why("bottom-sheet.json", "row3.width", [], edits)
        #expect(row.contains("""
            It follows list.content, whose width nothing decides:
              row3 is inside rows
              rows.leading == list.content.leading
              rows.trailing == list.content.trailing
            A constraint that sizes list.content is missing
            """))
        #expect(!row.contains("row1"))
    }

    // MARK: - 4. The tag input

    /// Chips of 44 + 20, 34 + 20, 42 + 20 and 80 + 20 in 343 − 16 = 327,
    /// 6 apart: the first line holds all four, 64 + 54 + 62 + 100 + 18 =
    /// 298 (x 8, 78, 138, 206); 327 − 298 − 6 = 23 is left, less than the
    /// field's 80, so it wraps to a line of its own at 8 + 28 + 6 = 42 and
    /// grows to the line's 327. The tags are 42 + 28 + 8 = 78 high. Without
    /// the last chip, 327 − 192 − 6 = 129 is left: the field takes it at
    /// 8 + 192 + 6 = 206, on the first line, and the tags are 44 high.
    @Test func theTagInputWrapsItsFieldWhenLessThan80IsLeft() throws {
        let full = try Self.fixtures.run("tag-input.json")
        #expect(full.status == 0)
        TrialDocuments.expectFrames(full.frames, [
            "tags": [0, 0, 343, 78], "design": [8, 8, 64, 28], "designLabel": [18, 12, 44, 20],
            "swift": [78, 8, 54, 28], "layout": [138, 8, 62, 28], "accessibility": [206, 8, 100, 28],
            "field": [8, 42, 327, 28],
        ])
        let chip = """
                  { "name": "accessibility", "flexStack": { "padding": { "top": 4, "left": 10, "bottom": 4, "right": 10 } },
                    "children": [{ "name": "accessibilityLabel", "text": { "words": [80] } }] },

            """
        let three = try Self.fixtures.run("tag-input.json", [], [(chip, "")])
        TrialDocuments.expectFrames(three.frames, ["tags": [0, 0, 343, 44], "field": [206, 8, 129, 28]])
    }

    /// The mistake a Yoga user makes: `flex: 1` with `minWidth: 80`, a
    /// basis of 0. As in Texture, the basis takes the field below its
    /// minimum, so it stays on the first line, 23 wide; `--why` says so.
    /// Without the minimum it is the same 23, with the basis named.
    @Test func aBasisOfZeroKeepsTheFieldOnTheFullLine() throws {
        let field = "\"flexGrow\": 1, \"minSize\": { \"width\": 80 }"
        let yoga = [(field, "\"flexGrow\": 1, \"flexBasis\": 0, \"minSize\": { \"width\": 80 }")]
        let run = try Self.fixtures.run("tag-input.json", [], yoga)
        TrialDocuments.expectFrames(run.frames, ["tags": [0, 0, 343, 44], "field": [312, 8, 23, 28]])
        #expect(try Self.fixtures.why("tag-input.json", "field.width", [], yoga) == """
            field.width = 23
              23  STK-flex-size: field.width == 23
            Note: field's flex basis is 0; it grew by all the 23 points free in tags's line (flexGrow 1); \
            as in Texture, its flex basis takes it below its minimum, 80.

            """)
        let noMinimum = try Self.fixtures.run("tag-input.json", [], [(field, "\"flexGrow\": 1")])
        TrialDocuments.expectFrames(noMinimum.frames, ["field": [312, 8, 23, 28]])
    }
}
