import Foundation
import JSON
import Testing
@testable import LayoutTool

/// Trial twenty-one: four real screens written as layout documents by a
/// user who has only the docs (`Fixtures/TrialTwentyOne`): a navigation bar
/// whose centred title yields and truncates, right to left too; a photo
/// grid of square tiles as nested `UIKit` stacks and as a flex wrap; a chat
/// of wrapping text alternating sides; and a form that is broken on
/// purpose, run and explained from its console log. Every frame is worked
/// out by hand in the comments.
@Suite struct UserTrialTwentyOneTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentyOne/"

    /// `layout run` on one of the trial's documents with `options`.
    static func run(_ document: String, _ options: String...) throws -> LayoutCommand.Output {
        try runLayout(["run", fixtures + document] + options)
    }

    // MARK: The navigation bar

    @Test func theTitleIsCentredAt375() throws {
        // back: 8 (margin), 60 wide; actions: 28 + 16 + 28 = 72, ending at
        // 375 − 8 = 367, so at 295. The title (72 + 4 + 30 + 4 + 60 = 170)
        // fits between 68 + 8 = 76 and 295 − 8 = 287 centred: 187.5 − 85 = 102.5.
        // Vertically: (44 − 32) / 2 = 6, (44 − 20) / 2 = 12, (44 − 28) / 2 = 8.
        let output = try Self.run("navigation-bar.json")
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item         x   y  width  height
            bar          0   0    375      44
            back         8   6     60      32
            title    102.5  12    170      20
            actions    295   8     72      28
            search     295   8     28      28
            compose    339   8     28      28

            """)
    }

    @Test func theTitleLeavesTheCentreBeforeItShrinks() throws {
        // At 340 the actions start at 340 − 8 − 72 = 260, so the title must
        // end by 252: centred (170 − 85 = 85 … 255) it would not, so the
        // centring (@500) gives way and the title keeps its 170 at 252 − 170 = 82.
        let output = try Self.run("navigation-bar.json", "--width", "340")
        #expect(output.standardOutput.contains("title     82  12    170      20\n"))
        #expect(output.standardOutput.contains("actions  260   8     72      28\n"))
    }

    /// At 320 the room between back and actions, 320 − 8 − 60 − 8 − 8 − 8 = 228,
    /// is 14 short of the title's 170 and the actions' 72. Both give at their
    /// compression resistance (750 each), and the total given is 14 whichever
    /// gives, so the centring (@500) decides the split: the title stays
    /// centred, 2 × (160 − 76) = 168 wide, and the search button gives the
    /// other 12 (28 − 12 = 16). `--why` says so, centring included, and
    /// names the tie of compression resistances; the run lists both as
    /// squeezed (a one-line title wants its whole line, 170).
    @Test func at320TheCentringDecidesWhoGives() throws {
        let output = try Self.run("navigation-bar.json", "--width", "320", "--why", "title.width")
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item       x   y  width  height
            bar        0   0    320      44
            back       8   6     60      32
            title     76  12    168      20
            actions  252   8     60      28
            search   252   8     16      28
            compose  284   8     28      28

            squeezed below their content: title (width 168 of 170), search (width 16 of 28)

            title.width = 320 − 120 − 16 − 16 = 168
                320  bar.width == 320
              − 120  back-compression-horizontal: back.width >= 60 @750  (× 2)
               − 16  back.leading == bar.leadingMargin  (× 2)  (bar.leadingMargin = bar.leading + 8)
               − 16  title.leading >= back.trailing + 8  (× 2)
                  0  title-centred: title.centerX == bar.centerX @500
            Note: within its width, 168, title's content is 170 × 20, cut to maxLines 1 with an ellipsis.
            Note: title's intrinsic width is 170, more than its 168: title-compression-horizontal: title.width >= 170 \
            @750 gives way by 2 in a tie with what would miss by as much if it held, at the same priority: \
            back-compression-horizontal: back.width >= 60 @750 (misses by 0, 1 more if it held); \
            search-compression-horizontal: search.width >= 28 @750 (misses by 12, 1 more if it held). Give the one \
            that should keep its length another priority.

            """)
        // The button's width follows the title's trailing edge, which the
        // centring mirrors from its leading one: 76 − 8 − 28 − 8 − 16 = 16.
        // Its resistance ties with compose's, which the row's order chose
        // to keep: the note says so, though compose's is among the terms.
        let search = try Self.run("navigation-bar.json", "--width", "320", "--why", "search.width")
        #expect(search.standardOutput.hasSuffix("""
            search.width = 60 + 8 + 8 − 28 − 8 − 8 − 16 = 16
                60  back-compression-horizontal: back.width >= 60 @750
                 8  back.leading == bar.leadingMargin  (bar.leadingMargin = bar.leading + 8)
                 8  title.leading >= back.trailing + 8
              − 28  compose-compression-horizontal: compose.width >= 28 @750
               − 8  actions.trailing == bar.trailingMargin  (bar.trailingMargin = bar.trailing − 8)
               − 8  title.trailing <= actions.leading - 8
              − 16  UISV-spacing: compose.leading == search.trailing + 16
                 0  title-centred: title.centerX == bar.centerX @500
                 0  UISV-canvas-connection: actions.leading == search.leading
            Note: search's intrinsic width is 28, more than its 16: search-compression-horizontal: search.width >= 28 \
            @750 gives way by 12 in a tie with what would miss by as much if it held, at the same priority: \
            compose-compression-horizontal: compose.width >= 28 @750 (misses by 0, 12 more if it held). Give the one \
            that should keep its length another priority.

            """))
    }

    @Test func rightToLeftMirrorsTheBar() throws {
        // back at 375 − 8 − 60 = 307; actions from 8 to 80, search (first)
        // on the right: 80 − 28 = 52, compose at 8; the title, centred, does
        // not move: 102.5 … 272.5 lies between 88 and 299.
        let output = try Self.run("navigation-bar-rtl.json")
        #expect(output.standardOutput == """
            item         x   y  width  height
            bar          0   0    375      44
            back       307   6     60      32
            title    102.5  12    170      20
            actions      8   8     72      28
            search      52   8     28      28
            compose      8   8     28      28

            """)
        // At 320 the same split as left to right, mirrored: back at 252,
        // the title at 320 − 76 − 168 = 76, search 16 wide at 8 + 28 + 16 = 52.
        let narrow = try Self.run("navigation-bar-rtl.json", "--width", "320")
        #expect(narrow.standardOutput.contains("back     252   6     60      32\n"))
        #expect(narrow.standardOutput.contains("search    52   8     16      28\n"))
    }

    /// The bar's document with `original` replaced by `edit`, as a screen
    /// changes it: a button hidden, another title.
    static func bar(replacing original: String, with edit: String) throws -> String {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(fixtures + "navigation-bar.json"),
                              encoding: .utf8)
        let edited = text.replacingOccurrences(of: original, with: edit)
        #expect(edited != text)
        return edited
    }

    @Test func hidingComposeGivesTheTitleItsRoom() throws {
        // At 320 without compose the actions are search alone: 312 − 28 = 284,
        // so the title may end by 276; centred at 160 it would start at 75,
        // before 76, so it keeps its 170 from 76. compose collapses to 0 at
        // the actions' end.
        let document = try Self.bar(replacing: #"{ "name": "compose", "#, with: #"{ "name": "compose", "hidden": true, "#)
        let output = runInProcess(["run", "-", "--width", "320"], input: document)
        #expect(output.standardOutput == """
            item       x   y  width  height
            bar        0   0    320      44
            back       8   6     60      32
            title     76  12    170      20
            actions  284   8     28      28
            search   284   8     28      28
            compose  312   8      0      28

            hidden: compose

            """)
    }

    @Test func aLongerTitleIsCutWhereItStaysCentred() throws {
        // 72 + 30 + 60 + 50 + 3 × 4 = 224, with the 72 of the actions, in the
        // 283 between back and the margin: 13 short, given at 750 whoever
        // gives. Centred, the title can be at most 2 × (187.5 − 76) = 223: it
        // gives 1 (and ends in an ellipsis), search the other 12.
        let document = try Self.bar(replacing: "[72, 30, 60]", with: "[72, 30, 60, 50]")
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.standardOutput.contains("title     76  12    223      20\n"))
        #expect(output.standardOutput.contains("search   307   8     16      28\n"))
    }

    @Test func thePictureDrawsTheFramesAndTheGap() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trial21-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("bar.svg").path
        let output = try Self.run("navigation-bar.json", "--width", "320", "--svg", svg)
        #expect(output.status == 0)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        // A 24-point border around 320 × 44.
        #expect(picture.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="368" height="92" viewBox="-24 -24 368 92""#))
        // The bar's margins: 8 in from each side, 320 − 16 = 304 wide.
        #expect(picture.contains(#"<rect x="8" y="0" width="304" height="44" fill="none""#))
        #expect(picture.contains(#"<title>title (76, 12, 168, 20)</title><rect x="76" y="12" width="168" height="20""#))
        // The stack's gap: from search's end, 252 + 16 = 268, to compose at 284.
        #expect(picture.contains(#"<title>actions: 16 between search and compose</title><rect x="268" y="8" width="16" height="28""#))
    }

    // MARK: The photo grid

    @Test func threeSquareColumnsOfNestedStacks() throws {
        // The grid fills the screen's margins: 375 − 16 = 359; three equal
        // tiles and two gaps of 4: (359 − 8) / 3 = 117, at 8, 8 + 121 = 129
        // and 129 + 121 = 250; rows as tall as their square tiles, 4 apart;
        // the screen 8 + 3 × 117 + 2 × 4 + 8 = 375 tall.
        let output = try Self.run("photo-grid-stacks.json", "--width", "375")
        #expect(output.standardOutput == """
            item      x    y  width  height
            screen    0    0    375     375
            grid      8    8    359     359
            row1      8    8    359     117
            p1        8    8    117     117
            p2      129    8    117     117
            p3      250    8    117     117
            row2      8  129    359     117
            p4        8  129    117     117
            p5      129  129    117     117
            p6      250  129    117     117
            row3      8  250    359     117
            p7        8  250    117     117
            p8      129  250    117     117
            blank   250  250    117     117

            """)
        // At 414: (414 − 16 − 8) / 3 = 130, columns at 8, 142 and 276.
        let wide = try Self.run("photo-grid-stacks.json", "--width", "414")
        #expect(wide.standardOutput.contains("screen    0    0    414     414\n"))
        #expect(wide.standardOutput.contains("p6      276  142    130     130\n"))
        #expect(wide.standardOutput.contains("blank   276  276    130     130\n"))
    }

    @Test func threeSquareColumnsOfAFlexWrap() throws {
        // Content 375 − 16 = 359; bases 30 % = 107.7: three make
        // 323.1 + 8 ≤ 359, four would not. They grow by (359 − 331.1) / 3 = 9.3
        // to 117 and are square; two lines 4 apart: 8 + 117 + 4 + 117 + 8 = 254.
        let output = try Self.run("photo-grid-flex.json", "--width", "375")
        #expect(output.standardOutput == """
            item    x    y  width  height
            grid    0    0    375     254
            p1      8    8    117     117
            p2    129    8    117     117
            p3    250    8    117     117
            p4      8  129    117     117
            p5    129  129    117     117
            p6    250  129    117     117

            """)
        // At 414: (398 − 8) / 3 = 130; 8 + 2 × 130 + 4 + 8 = 280 tall.
        let wide = try Self.run("photo-grid-flex.json", "--width", "414")
        #expect(wide.standardOutput.contains("grid    0    0    414     280\n"))
        #expect(wide.standardOutput.contains("p6    276  142    130     130\n"))
    }

    // MARK: The chat

    @Test func messagesWrapAndAlternateSidesAt320() throws {
        // Text may be 320 − 16 − 16 − 60 − 24 = 204 wide.
        // m1 (received): 40 28 52 36 | 60 44: lines of 168 and 108, 40 tall;
        //   the bubble 168 + 24 = 192 × 40 + 12 = 52 at (16, 8).
        // m2 (sent): 24 + 4 + 36 = 64 on one line; 88 × 32, at 304 − 88 = 216,
        //   8 + 52 + 8 = 68.
        // m3 (sent): 50 70 30 | 64 48 20 | 90: 158, 140 and 90, 60 tall;
        //   182 × 72 at 304 − 182 = 122, 68 + 32 + 8 = 108.
        // m4 (received, two lines at most): 80 80 | 80 80 | 80 leaves words
        //   over, so the second line ends in an ellipsis and is the full 204;
        //   228 × 52 at 108 + 72 + 8 = 188. The chat ends 8 below: 248.
        let output = try Self.run("chat.json")
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item    x    y  width  height
            chat    0    0    320     248
            m1     16    8    192      52
            t1     28   14    168      40
            m2    216   68     88      32
            t2    228   74     64      20
            m3    122  108    182      72
            t3    134  114    158      60
            m4     16  188    228      52
            t4     28  194    204      40

            """)
    }

    @Test func messagesWrapAndAlternateSidesAt375() throws {
        // Text may be 375 − 32 − 60 − 24 = 259 wide.
        // m1: 40 28 52 36 60 (232) | 44; 256 × 52.
        // m3: 50 70 30 64 (226) | 48 20 90 (166); 250 × 52 at 359 − 250 = 109.
        // m4: 80 80 80 (248) | 80 80 (164): two lines and no word left over,
        //   so no ellipsis: 248, the bubble 272 at 108 + 52 + 8 = 168.
        let output = try Self.run("chat.json", "--width", "375")
        #expect(output.standardOutput == """
            item    x    y  width  height
            chat    0    0    375     228
            m1     16    8    256      52
            t1     28   14    232      40
            m2    271   68     88      32
            t2    283   74     64      20
            m3    109  108    250      52
            t3    121  114    226      40
            m4     16  168    272      52
            t4     28  174    248      40

            """)
    }

    // MARK: The broken form

    /// The email row needs 16 + 120 + 8 + 200 + 16 = 360 of the form's 320;
    /// the password row and the button have no vertical position.
    static let formConflict = """
        Unable to satisfy field-minimum: email.width >= 200: email.width is 160 where the others hold, but it must be at least 200
        These constraints conflict (removing any one lets the rest hold):
          form.width == 320
          emailLabel.leading == form.leadingMargin
          label-column: emailLabel.width == 120
          email.leading == emailLabel.trailing + 8
          email.trailing == form.trailingMargin
          field-minimum: email.width >= 200
        Broke field-minimum: email.width >= 200 and laid out the rest.
        Fixes, each enough by itself:
          - make [5] field-minimum: email.width >= 200 optional (email.width >= 200 @999), or remove it, \
        or change 200 to at most 160
          - make [1] emailLabel.leading == form.leadingMargin optional (emailLabel.leading == form.leadingMargin @999), or remove it
          - make [2] label-column: emailLabel.width == 120 optional (emailLabel.width == 120 @999), or remove it, \
        or change 120 to a value from 0 to 80
          - make [3] email.leading == emailLabel.trailing + 8 optional (email.leading == emailLabel.trailing + 8 @999), or remove it
          - make [4] email.trailing == form.trailingMargin optional (email.trailing == form.trailingMargin @999), or remove it
          - [14] form.width == 320 comes from the size settings of form: change its "size" width to at least 360, or write the size as a constraint of priority 999

        """

    @Test func theFormSaysWhatConflictsAndWhatIsOpen() throws {
        // Without the minimum the field is 304 − 144 = 160 at 16 + 120 + 8 = 144;
        // the label centred on the 34-point field: 16 + 17 − 10 = 23; submit
        // at 160 − 50 = 110, its top (like the password row's) open.
        let output = try Self.run("broken-form.json")
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            item             x   y  width  height
            form             0   0    320     200
            emailLabel      16  23    120      20
            email          144  16    160      34
            passwordLabel   16   7    120      20
            password       144   0    160      34
            submit         110   0    100      44

            ambiguous: passwordLabel (top), password (top), submit (top)


            """ + Self.formConflict)
        let strict = try Self.run("broken-form.json", "--strict")
        #expect(strict.standardOutput == Self.formConflict)
        // --why still answers, in the layout without the broken minimum:
        // 16 + 120 + 8 = 144.
        let why = try Self.run("broken-form.json", "--strict", "--why", "email.left")
        #expect(why.standardOutput == Self.formConflict + """

            email.left = 16 + 120 + 8 = 144
               16  emailLabel.leading == form.leadingMargin  (form.leadingMargin = form.leading + 16)
              120  label-column: emailLabel.width == 120
                8  email.leading == emailLabel.trailing + 8

            """)
    }

    @Test func theFormsJSONKeepsItsAmbiguity() throws {
        let output = try Self.run("broken-form.json", "--json")
        let json = try JSON(parsing: output.standardOutput)
        #expect(json["broken"] == .string("email.width >= 200"))
        #expect(json["frames"]?["email"]?["width"] == .number(160))
        #expect(json["ambiguous"] == .array([.string("passwordLabel"), .string("password"), .string("submit")]))
        // --strict prints neither the frames nor what is open in them.
        let strict = try JSON(parsing: Self.run("broken-form.json", "--json", "--strict").standardOutput)
        #expect(strict["frames"] == nil && strict["ambiguous"] == nil)
    }

    @Test func theFormsConsoleLogIsExplained() throws {
        let output = try runLayout(["explain", Self.fixtures + "broken-form.log"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Block 1, line 1 (iOS): 8 constraints; a minimal conflict of 8")
        #expect(lines.contains(
            "Why: the rest of the conflict makes UIView #1.width at least 120 + 8 + 200 + 16 + 16 = 360, but [6] 'UIView-Encapsulated-Layout-Width' needs 320."))
        #expect(lines.contains(
            "Broken: UIKit broke [3] 'field-minimum'. Without it, UITextField #1.width is 160 instead of at least 200."))
        // 16 + x + 8 + 200 + 16 = 320 gives x = 80; 16 + 120 + g + 200 + 16 ≤ 320 gives g ≤ −32,
        // an overlap rather than a gap: not offered.
        #expect(lines.contains("  - change 120 to a value from 0 to 80 in [1] 'label-column'"))
        #expect(!lines.contains { $0.hasPrefix("  - change 8 ") })
        #expect(lines.contains("  - lower the priority of [2] UITextField #1.leading == UILabel #1.trailing + 8 to 999, or remove it"))
        #expect(lines.contains("  - change 200 to at most 160 in [3] 'field-minimum'"))
    }

    // MARK: Mistakes in writing

    @Test func aMisspelledKeyIsNamedWithTheKeyItMisses() {
        func message(_ document: String) -> String {
            runInProcess(["run", "-"], input: document).standardError
        }
        #expect(message(#"{ "root": { "name": "bar", "children": [ { "name": "compose", "hiden": true } ] } }"#)
                == "layout: item \"compose\" has an unknown key \"hiden\": did you mean \"hidden\"?\n")
        #expect(message(#"{ "root": { "name": "t", "text": { "words": [72], "maxlines": 1 } } }"#)
                == "layout: item \"t\" text has an unknown key \"maxlines\": did you mean \"maxLines\"?\n")
        // A flex child's key on another item: also a near miss of "margins".
        #expect(message(#"{ "root": { "name": "bar", "margin": { "top": 0 } } }"#)
                == "layout: item \"bar\": \"margin\" is for children of a flexStack: did you mean \"margins\"?\n")
        #expect(message(#"{ "root": { "name": "bar", "children": [ { "name": "title" } ] }, "constraints": [ "title.centrX == bar.centerX" ] }"#)
                == "layout: constraint 1 (\"title.centrX == bar.centerX\"): unknown attribute \"centrX\" (did you mean \"centerX\"?) at column 7\n")
        // Nothing near: the key alone.
        #expect(message(#"{ "root": { "name": "bar", "colour": "red" } }"#)
                == "layout: item \"bar\" has an unknown key \"colour\"\n")
    }

    // MARK: A session

    @Test func theTitleAsASolverSession() throws {
        // The bar's width dragged as an edit: 375 centres the title at
        // 187.5 − 85 = 102.5; at 340 it must end by 340 − 88 = 252, so 82;
        // at 320 the room 76 … 320 − 88 = 232 is 156, so the title's wish for
        // 170 (strong) gives; a fixed 100 centres again: 160 − 50 = 110.
        let output = try runLayout(["solve", Self.fixtures + "title-session.json"])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            step 7:
              title.left   102.5
              title.width  170
            step 9:
              title.left   82
              title.width  170
            step 11:
              title.left    76
              title.width   156
              actions.left  240
            step 14:
              title.left   110
              title.width  100
            step 15 failed: no constraint with id "title-natural" is in the solver

            """)
    }
}
