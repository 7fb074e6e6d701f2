import Foundation
import JSON
import Testing
@testable import LayoutTool

/// Trial twenty-five: five text-heavy screens (`Fixtures/TrialTwentyFive`)
/// asked why at 320 and 390 points wide: a chat whose bubbles are at most
/// 70 % of the screen, a settings row whose title truncates, a form of
/// `UIStackView` rows with one hidden, a flex card whose body shrinks, and a
/// screen broken on purpose. Every frame is worked out by hand in the
/// comments.
@Suite struct UserTrialTwentyFiveTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentyFive/"

    /// `layout run` on one of the trial's documents at `width`, with `options`.
    static func run(_ document: String, width: Int, _ options: String...) throws -> LayoutCommand.Output {
        try runLayout(["run", fixtures + document, "--width", "\(width)"] + options)
    }

    // MARK: The chat

    /// The long message is 502 × 20 on one line (ten words, 466, and nine
    /// spaces of 4). Its bubble is at most 0.7 × 320 = 224, so the text gets
    /// 224 − 12 − 12 = 200: 40 52 36 60 (200), 28 44 70 32 (186), 48 56
    /// (108), three lines of 20. The bubble is 60 + 16 high at (12, 8); its
    /// time sits 6 after it, bottoms aligned: 84 − 14 = 70. The one-word
    /// message is 30 + 24 wide against the right margin (308 − 54 = 254),
    /// 8 below the first: 92; its time ends 6 before it, at 248 − 36 = 212.
    @Test func theChatAt320() throws {
        let output = try Self.run("chat.json", width: 320, "--why", "longText.height")
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item           x    y  width  height
            chat           0    0    320     136
            longBubble    12    8    224      76
            longText      24   16    200      60
            longTime     242   70     36      14
            shortBubble  254   92     54      36
            shortText    266  100     30      20
            shortTime    212  114     36      14

            longText.height = 60
              60  longText-compression-vertical: longText.height >= 60 @750
            Note: longText does not get the width its content wants. Offered any width, its content is 502 × 20; \
            wanting that, its constraints give it 200:
              longText.width = 224 − 12 − 12 = 200
                 224  chat.width == 320  (× 0.7)
                − 12  longText.leading == longBubble.leadingMargin  (longBubble.leadingMargin = longBubble.leading + 12)
                − 12  longText.trailing == longBubble.trailingMargin  (longBubble.trailingMargin = longBubble.trailing − 12)
                   0  long-max-width: longBubble.width <= 0.7*chat.width
            Within 200 its content is 200 × 60.

            """)
        // The one-word message did not wrap: no note.
        let short = try Self.run("chat.json", width: 320, "--why", "shortBubble.width")
        #expect(short.standardOutput.hasSuffix("""

            shortBubble.width = 30 + 12 + 12 = 54
              30  shortText-compression-horizontal: shortText.width >= 30 @750
              12  shortText.leading == shortBubble.leadingMargin  (shortBubble.leadingMargin = shortBubble.leading + 12)
              12  shortText.trailing == shortBubble.trailingMargin  (shortBubble.trailingMargin = shortBubble.trailing − 12)

            """))
        let time = try Self.run("chat.json", width: 320, "--why", "longTime.top")
        #expect(time.standardOutput.contains("longTime.top = 60 + 8 + 8 + 8 − 14 = 70\n"))
        #expect(time.standardOutput.contains("Within 200 its content is 200 × 60.\n"))
    }

    /// At 390 the bubble may be 273, the text 249: 40 52 36 60 28 (232),
    /// 44 70 32 48 (206), 56; three lines, 232 wide. The text hugs its 232,
    /// so the bubble is 256, not 273, and the note says both widths.
    @Test func theChatAt390() throws {
        let output = try Self.run("chat.json", width: 390, "--why", "longText.width")
        #expect(output.standardOutput.contains("longBubble    12    8    256      76\n"))
        #expect(output.standardOutput.contains("longTime     274   70     36      14\n"))
        #expect(output.standardOutput.contains("shortBubble  324   92     54      36\n"))
        #expect(output.standardOutput.hasSuffix("""

            longText.width = 232
              232  longText-compression-horizontal: longText.width >= 232 @750
            Note: longText does not get the width its content wants. Offered any width, its content is 502 × 20; \
            wanting that, its constraints give it 249:
              longText.width = 273 − 12 − 12 = 249
                 273  chat.width == 390  (× 0.7)
                − 12  longText.leading == longBubble.leadingMargin  (longBubble.leadingMargin = longBubble.leading + 12)
                − 12  longText.trailing == longBubble.trailingMargin  (longBubble.trailingMargin = longBubble.trailing − 12)
                   0  long-max-width: longBubble.width <= 0.7*chat.width
            Within 249 its content is 232 × 60.

            """))
        let json = try JSON(parsing: Self.run("chat.json", width: 390, "--why", "longText.width", "--json").standardOutput)
        let wrapping = try #require(json["why"]?["wrapping"]?.array?.first)
        #expect(wrapping["widthGiven"] == .number(249))
        #expect(wrapping["sizeWithinWidthGiven"] == .array([.number(232), .number(60)]))
        #expect(wrapping["truncatedWithinWidthGiven"] == .bool(false))
        #expect((wrapping["widthTerms"]?.array ?? []).compactMap { $0["offsets"]?.array?.first?["amount"]?.number } == [12, -12])
    }

    // MARK: The settings row

    /// The toggle (51) ends at the right margin, the value (86: 52 + 4 + 30)
    /// 8 before it; the title (232 on one line) has what is left: at 320,
    /// 320 − 16 − 51 − 8 − 86 − 8 − 16 = 135; at 390, 205. Its compression
    /// resistance (740) gives way to the value's (760), and with `maxLines`
    /// 1 it truncates, as wide as it is given: squeezed below its line.
    @Test func theSettingsTitleTruncates() throws {
        let narrow = try Self.run("settings.json", width: 320, "--why", "title.width")
        #expect(narrow.standardOutput == """
            item      x    y  width  height
            row       0    0    320      44
            title    16   12    135      20
            value   159   12     86      20
            toggle  253  6.5     51      31

            squeezed below their content: title (width 135 of 232)

            title.width = 320 − 86 − 51 − 16 − 8 − 8 − 16 = 135
               320  row.width == 320
              − 86  value-compression-horizontal: value.width >= 86 @760
              − 51  toggle-compression-horizontal: toggle.width >= 51 @750
              − 16  title.leading == row.leadingMargin  (row.leadingMargin = row.leading + 16)
               − 8  value.leading >= title.trailing + 8
               − 8  toggle.leading == value.trailing + 8
              − 16  toggle.trailing == row.trailingMargin  (row.trailingMargin = row.trailing − 16)
            Note: within its width, 135, title's content is 232 × 20, cut to maxLines 1 with an ellipsis.

            """)
        let wide = try Self.run("settings.json", width: 390, "--why", "title.height")
        #expect(wide.standardOutput.contains("title    16   12    205      20\n"))
        // Its size alone (205 × 20) reads as text that fits: the note says it is cut.
        #expect(wide.standardOutput.hasSuffix("Note: within its width, 205, title's content is 232 × 20, cut to maxLines 1 with an ellipsis.\n"))
        let json = try JSON(parsing: Self.run("settings.json", width: 390, "--why", "title.height", "--json").standardOutput)
        let clipping = try #require(json["why"]?["clipping"])
        #expect(clipping["contentSize"] == .array([.number(232), .number(20)]))
        #expect(clipping["size"] == .array([.number(205), .number(20)]))
        #expect(clipping["truncated"] == .bool(true))
    }

    // MARK: The form

    /// Rows fill the width; help text wraps at it. At 320 the name's help
    /// (334 on one line) is 294 + 36: two lines of 16, the row 20 + 4 + 32.
    /// The hidden email row collapses (to its inner spacing, 4) and the
    /// bio row follows 16 after the name row: 72. At 390 the name's help
    /// fits one line, its row is 40, and the bio row is at 56.
    @Test func theFormWithAHiddenRow() throws {
        let narrow = try Self.run("form.json", width: 320, "--why", "bioRow.top")
        #expect(narrow.standardOutput.contains("nameHelp    0  24    320      32\n"))
        #expect(narrow.standardOutput.contains("emailRow    0  64    320       4\n"))
        #expect(narrow.standardOutput.contains("bioRow      0  72    320      56\n"))
        #expect(narrow.standardOutput.contains("""
            bioRow.top = 20 + 32 + 4 + 16 = 72
              20  nameLabel-compression-vertical: nameLabel.height >= 20 @750
              32  nameHelp-compression-vertical: nameHelp.height >= 32 @750
               4  UISV-spacing: nameHelp.top == nameLabel.bottom + 4
              16  UISV-spacing: bioRow.top == nameRow.bottom + 16
            Note: nameHelp does not get the width its content wants. Offered any width, its content is 334 × 16; \
            wanting that, its constraints give it 320:
              nameHelp.width = 320
                320  form.width == 320
            Within 320 its content is 294 × 32.

            """))
        let hidden = try Self.run("form.json", width: 320, "--why", "emailHelp.height")
        #expect(hidden.standardOutput.hasSuffix("""
            Note: emailHelp is inside hidden emailRow, which is why its height is 0: form collapses emailRow as far as \
            required constraints let it (UISV-hiding: emailRow.height == 0 @999.999).

            """))
        let wide = try Self.run("form.json", width: 390, "--why", "nameHelp.height")
        #expect(wide.standardOutput.contains("bioRow      0  56    390      56\n"))
        // One line at 390: nothing wrapped, no note.
        #expect(wide.standardOutput.hasSuffix("""

            nameHelp.height = 16
              16  nameHelp-compression-vertical: nameHelp.height >= 16 @750

            """))
    }

    // MARK: The flex card

    /// A 130-high card with 12 of padding: 106 for a title of 2 lines at
    /// most (44), the body (at 296: 264, 278 and 200 wide, three lines of
    /// 18: 54), the footer (24) and two gaps of 8: 138, 32 too many, which
    /// the body alone shrinks by: 22. The title's words (624 on one line)
    /// take three lines at 296, so it truncates, as wide as given; at 366
    /// they fit two (326 and 294).
    @Test func theFlexCardsBodyShrinks() throws {
        let narrow = try Self.run("card.json", width: 320, "--why", "body.height")
        #expect(narrow.standardOutput == """
            item      x   y  width  height
            card      0   0    320     130
            title    12  12    296      44
            body     12  64    296      22
            footer   12  94    296      24
            date     12  94     64      24
            more    264  94     44      24

            squeezed below their content: body (height 22 of 54)

            body.height = 22
              22  STK-flex-size: body.height == 22
            Note: body's flex basis is 54; it shrank by all the 32 points by which card's line overflows \
            (flexShrink 1, the only item that shrinks). body's content is 278 × 54 within the width it was laid out at, \
            296; offered any width it is 750 × 18.

            """)
        // At 320 the title's two lines are cut short, and the note says so.
        let cut = try Self.run("card.json", width: 320, "--why", "title.height")
        #expect(cut.standardOutput.hasSuffix("""
            the items that do. title's content is 296 × 44 within the width it was laid out at, 296, cut to maxLines 2 \
            with an ellipsis; offered any width it is 624 × 22.

            """))
        let title = try Self.run("card.json", width: 390, "--why", "title.height")
        #expect(title.standardOutput.hasSuffix("""
            Note: title's flex basis is 44; it does not shrink (flexShrink 0): the 32 points by which card's line \
            overflows come off the items that do. title's content is 326 × 44 within the width it was laid out at, \
            366; offered any width it is 624 × 22.

            """))
    }

    // MARK: The broken screen

    /// The caption pinned to both margins (304) cannot also be 120: the
    /// width activated last breaks. The subtitle is 120 and 20 by required
    /// constraints; its text would want three lines there (104 × 60), but
    /// its compression resistance gives way, and `--why` says the rest is
    /// cut. The panel's height nothing
    /// decides.
    @Test func theBrokenScreen() throws {
        let output = try Self.run("broken.json", width: 320, "--why", "subtitle.height")
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("caption    8   8    304      20\n"))
        #expect(output.standardOutput.contains("subtitle   8  40    120      20\n"))
        #expect(output.standardOutput.contains("ambiguous: panel (height)\n"))
        #expect(output.standardOutput.contains("Broke caption-width: caption.width == 120 and laid out the rest.\n"))
        #expect(output.standardOutput.hasSuffix("""

            subtitle.height = 20
              20  subtitle-height: subtitle.height == 20
            Note: within its width, 120, subtitle's content is 104 × 60, taller than its 20: the rest is cut.

            """))
        let panel = try Self.run("broken.json", width: 320, "--why", "panel.height")
        #expect(panel.standardOutput.contains("""
            panel.height = 0: the constraints do not decide it (the layout is ambiguous there): anything in 0...∞ \
            satisfies them as well
            """))
    }
}
