import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-three's screens as layout documents
/// (`Fixtures/TrialThirtyThree`): the calendar day, the media player and
/// the Dynamic Type settings form, each with the frames worked out by hand
/// for the screens `UserTrialThirtyThreeTests` builds in Swift; `--why` on
/// a few of their values; and each with the mistake a user would make in
/// it, judged by what the command says about it.
@Suite struct UserTrialThirtyThreeToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtyThree")

    // MARK: - 1. The calendar day

    /// Upright, the frames of `anUprightPhoneDay`: the column (48, 60) 342
    /// × 768, 32 an hour. Rotated by `--width 844 --height 390`: the column
    /// 796 × 314; the thirds 265.333 wide at 48, 313.333, 578.667.
    @Test func theDayUprightAndRotated() throws {
        let upright = try Self.fixtures.run("day.json")
        #expect(upright.status == 0)
        #expect(upright.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(upright.frames, [
            "allDay": [8, 0, 374, 52], "column": [48, 60, 342, 768], "standup": [48, 348, 342, 16],
            "design": [48, 380, 171, 64], "lunch": [219, 412, 171, 48], "review": [48, 508, 114, 32],
            "interview": [162, 508, 114, 64], "sync": [276, 524, 114, 32], "now": [42, 515, 348, 2],
        ])
        let rotated = try Self.fixtures.run("day.json", ["--width", "844", "--height", "390"])
        #expect(rotated.status == 0)
        TrialDocuments.expectFrames(rotated.frames, [
            "column": [48, 60, 796, 314], "standup": [48, 177.75, 796, 314.0 / 48],
            "lunch": [446, 60 + 314 * 11.0 / 24, 398, 19.625],
            "sync": [48 + 1592.0 / 3, 60 + 314 * 14.5 / 24, 796.0 / 3, 314.0 / 24],
            "now": [42, 60 + 314 * 14.25 / 24 - 1, 802, 2],
        ])
    }

    /// `--why lunch.top` rotated: 60 + 11/24 × 314 = 203.917, said in the
    /// root's terms: the column's top enters at 1 − 11/24 = 0.541667 (the
    /// banners' 24 + 24, the spacing 4 and the gap 8), its bottom at 11/24
    /// = 0.458333 (the day's 390 less 16), and the constraint that names
    /// lunch, with its fraction as written, at 0; a note says the fraction
    /// scales the column's bottom as measured from the column, 314.
    @Test func whyLunchIsWhereItIs() throws {
        let answer = try Self.fixtures.why("day.json", "lunch.top", ["--width", "844", "--height", "390"])
        #expect(answer.hasPrefix("lunch.top = 13 + 13 + 178.75 + 4.333333 + 2.166667 − 7.333333 = 203.916667\n"))
        #expect(answer.contains("178.75  day.height == 390  (× 0.458333)"))
        #expect(answer.contains("− 7.333333  column.bottom == day.bottom - 16  (× 0.458333)"))
        #expect(answer.contains("0  lunch.top == 11/24*column.bottom"))
        #expect(answer.hasSuffix("\nNote: a multiplier scales a position from the closest common ancestor of the items, column: "
                                 + "in lunch.top == 11/24*column.bottom, column.bottom is 314 from column's top, × 0.458333 = 143.916667.\n"))
    }

    /// `--why sync.left` upright: 48 + 2/3 × (390 − 48) = 1/3 × 48 + 2/3 ×
    /// 390 = 16 + 260 = 276, the column's left edge at 1/3 and its right
    /// edge, the day's 390, at 2/3; and a note with the column's 342 that
    /// 2/3 scales. `--why now.width`: 390 − 48 for the column and 6 into
    /// the gutter.
    @Test func whySyncIsInTheLastThirdAndTheNowLineReachesTheGutter() throws {
        let sync = try Self.fixtures.why("day.json", "sync.left")
        #expect(sync.hasPrefix("sync.left = 260 + 16 = 276\n"))
        #expect(sync.contains("260  day.width == 390  (× 2/3)"))
        #expect(sync.hasSuffix("in sync.leading == 2/3*column.trailing, column.trailing is 342 from column's left, × 0.666667 = 228.\n"))
        let now = try Self.fixtures.why("day.json", "now.width")
        #expect(now.hasPrefix("now.width = 390 + 6 − 48 = 348\n"))
        #expect(now.contains("6  now.leading == column.leading - 6"))
    }

    /// The mistake: a minimum height for short events written required,
    /// `standup.height >= 20`, beside the proportional height. Upright a
    /// half hour is 16 high, so it conflicts already; rotated the column
    /// has at most 390 − 8 − 4 − 16 = 362 (the banners squeezed to 0),
    /// 362 / 48 = 7.541667 for the half hour. The command breaks the
    /// minimum, names it and the proportional height it fights, and lays
    /// out the rest as without it.
    @Test func aRequiredMinimumHeightConflictsWithTheHour() throws {
        let edits = [("\"standup.width == column.width\",", "\"standup.width == column.width\", \"standup.height >= 20\",")]
        let rotated = try Self.fixtures.run("day.json", ["--width", "844", "--height", "390"], edits)
        #expect(rotated.status == 1)
        #expect(rotated.json["broken"] as? String == "standup.height >= 20")
        let conflict = try #require(rotated.json["conflict"] as? [String])
        #expect(conflict.contains("standup.height == 0.5/24*column.height"))
        let message = try #require(rotated.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy standup.height >= 20: standup.height is at most 7.541667 (6.541667 as laid out) where the others hold, but it must be at least 20"))
        TrialDocuments.expectFrames(rotated.frames, ["standup": [48, 177.75, 796, 314.0 / 48]])
        let upright = try Self.fixtures.run("day.json", [], edits)
        #expect(upright.status == 1)
        #expect(upright.json["broken"] as? String == "standup.height >= 20")
    }

    // MARK: - 2. The media player

    /// The first iPhone SE: 320 × 568 with a 20-point status bar, the
    /// player's document otherwise as written.
    static let smallPhone = [("\"width\": 390, \"height\": 844", "\"width\": 320, \"height\": 568"),
                             ("\"top\": 47, \"left\": 0, \"bottom\": 34", "\"top\": 20, \"left\": 0, \"bottom\": 0")]

    /// The frames of `theFullPlayer` and `aShortScreenShrinksTheArtwork`:
    /// the artwork 342 square on the notched phone, 262 on the small one,
    /// where the column from 44 to the transport's latest bottom, 508,
    /// leaves it no more; the title cut to 306 and 236.
    @Test func thePlayerOnBothPhones() throws {
        let notched = try Self.fixtures.run("player.json")
        #expect(notched.status == 0)
        #expect(notched.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(notched.frames, [
            "artwork": [24, 71, 342, 342], "title": [24, 437, 306, 24], "more": [338, 435, 28, 28],
            "slider": [68, 503, 248, 28], "remaining": [324, 510, 42, 14], "previous": [85.5, 563, 40, 40],
            "play": [163, 551, 64, 64], "next": [264.5, 563, 40, 40], "airplay": [83.5, 774, 28, 28],
            "queue": [278.5, 774, 28, 28],
        ])
        let small = try Self.fixtures.run("player.json", [], Self.smallPhone)
        #expect(small.status == 0)
        #expect(small.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(small.frames, [
            "artwork": [29, 44, 262, 262], "title": [24, 330, 236, 24], "more": [268, 328, 28, 28],
            "slider": [68, 396, 178, 28], "transport": [24, 444, 272, 64], "play": [128, 444, 64, 64],
            "airplay": [66, 532, 28, 28], "queue": [226, 532, 28, 28],
        ])
    }

    /// On the small phone the artwork's height is what the column leaves:
    /// 568 less the status bar, every gap and every item's height, each
    /// named; the title's width is what the button leaves, and it ends
    /// with a note that the title's line is cut there with an ellipsis, as
    /// its height's note says what the line of 332 wanted.
    @Test func whyTheArtworkShrinksAndTheTitleTruncates() throws {
        let artwork = try Self.fixtures.why("player.json", "artwork.height", [], Self.smallPhone)
        #expect(artwork.hasPrefix("artwork.height = 568 − 20 − 24 − 18 − 28 − 64 − 28 − 24 − 24 − 4 − 20 − 20 − 24 − 8 = 262\n"))
        #expect(artwork.contains("− 24  airplay.top >= transport.bottom + 24"))
        #expect(artwork.contains("− 64  play-compression-vertical: play.height >= 64 @750"))
        let title = try Self.fixtures.why("player.json", "title.width", [], Self.smallPhone)
        #expect(title.hasPrefix("title.width = 320 − 28 − 24 − 8 − 24 = 236\n"))
        #expect(title.contains("− 28  more-compression-horizontal: more.width >= 28 @750"))
        #expect(title.hasSuffix("\nNote: within its width, 236, title's content is 332 × 24, cut to maxLines 1 with an ellipsis.\n"))
        let height = try Self.fixtures.why("player.json", "title.height", [], Self.smallPhone)
        #expect(height.hasSuffix("title.height = 24\n  24  title-compression-vertical: title.height >= 24 @750\n"
                                 + "Note: within its width, 236, title's content is 332 × 24, cut to maxLines 1 with an ellipsis.\n"))
    }

    /// The mistake: the artwork's full width at `defaultHigh`, 750, the
    /// priority of every compression resistance in the column. On the
    /// small phone the 10 points missing can come from the artwork or from
    /// a height in the rows, all at 750; the stacks' ambiguity suppression
    /// (their items' heights towards 0 at 25) tips it: the artwork keeps
    /// 272 and the slider is squashed to 18 (the row 18, the transport 10
    /// lower by the row). By hand: 20 + 24 + 272 + 24 + 24 + 4 + 18 + 20 +
    /// 18 + 20 + 64 + 24 + 28 + 8 = 568, and with the artwork at 262 the
    /// slider's 28 fits as well. The report calls the rows ambiguous, not
    /// the artwork. `--why slider.height` names the range's trade, the
    /// slider's and play's compression resistances, then the others at 750
    /// that could give way instead, the artwork's full width among them,
    /// and the priorities that choose (749, 751); `--json` gives them as
    /// `tied`.
    @Test func theArtworkAtDefaultHighTiesWithTheRows() throws {
        let edits = Self.smallPhone + [("- 48 @700", "- 48 @750")]
        let tie = try Self.fixtures.run("player.json", [], edits)
        #expect(tie.status == 0)
        TrialDocuments.expectFrames(tie.frames, ["artwork": [24, 44, 272, 272], "slider": [68, 406, 178, 18], "progress": [24, 406, 272, 18]])
        let ambiguous = try #require(tie.json["ambiguous"] as? [String])
        #expect(ambiguous.contains("slider") && !ambiguous.contains("artwork"))
        let slider = try Self.fixtures.why("player.json", "slider.height", [], edits)
        #expect(slider.hasPrefix("slider.height = 18: the constraints do not decide it (the layout is ambiguous there): anything in 18...28 satisfies them as well\n"))
        let trade = "These trade across that range at the same priority (a tie): give one of them another priority.\n"
            + "  slider-compression-vertical: slider.height >= 28 @750\n  play-compression-vertical: play.height >= 64 @750\n"
        #expect(slider.contains(trade))
        let tied = ["These at 750 are in the tie too: any of them could give way instead, as good at 750,"
                        + " and lower priorities chose the one that gives way now:",
                    "  title-compression-vertical: title.height >= 24 @750",
                    "  artist-compression-vertical: artist.height >= 18 @750",
                    "  airplay-compression-vertical: airplay.height >= 28 @750",
                    "  artwork-full-width: artwork.width == player.width - 48 @750",
                    "To choose which gives way, give it a priority below 750 (749), or give the ones that should hold one above 750 (751)."]
        #expect(slider.hasSuffix("\n" + tied.joined(separator: "\n") + "\n"))
        let why = try #require(try Self.fixtures.run("player.json", ["--why", "slider.height"], edits).json["why"] as? [String: Any])
        #expect(why["tied"] as? [String] == ["title-compression-vertical: title.height >= 24 @750",
                                             "artist-compression-vertical: artist.height >= 18 @750",
                                             "airplay-compression-vertical: airplay.height >= 28 @750",
                                             "artwork.width == player.width - 48 @750"])
        // What the answer says to change: the artwork at 749 gives way to
        // 262 and the slider keeps its 28; the slider alone at 751 moves
        // the squeeze to play, 54, another party to the same tie.
        let lowered = try Self.fixtures.run("player.json", [], Self.smallPhone + [("- 48 @700", "- 48 @749")])
        #expect(lowered.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(lowered.frames, ["artwork": [29, 44, 262, 262], "slider": [68, 396, 178, 28]])
        let raised = try Self.fixtures.run("player.json", [], edits + [("\"width\": null, \"height\": 28 }",
                                                               "\"width\": null, \"height\": 28 }, \"compressionResistance\": { \"vertical\": 751 }")])
        TrialDocuments.expectFrames(raised.frames, ["artwork": [24, 44, 272, 272], "slider": [68, 406, 178, 28], "play": [128, 454, 64, 54]])
    }

    // MARK: - 3. The settings form under Dynamic Type

    /// At large (`settings.json`) and at accessibility 3
    /// (`settings-accessibility.json`: every word, space, line and baseline
    /// doubled or as the style's, the rows columns aligned leading), the
    /// frames of `aSettingsFormAtATextSize`: row 3's label wraps to two
    /// lines of 320 at large, three lines of 306 at accessibility 3, where
    /// the form grows from 104 to 344 and the footnote from 32 to 96.
    @Test func theFormAtLargeAndAccessibilitySizes() throws {
        let large = try Self.fixtures.run("settings.json")
        #expect(large.status == 0)
        #expect(large.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(large.frames, [
            "settings": [0, 0, 390, 175], "form": [16, 16, 358, 104], "label1": [16, 16, 300, 20],
            "value1": [324, 17, 50, 18], "row3": [16, 80, 358, 40], "label3": [16, 80, 320, 40],
            "value3": [344, 81, 30, 18], "footnote": [16, 127, 358, 32],
        ])
        let accessibility = try Self.fixtures.run("settings-accessibility.json")
        #expect(accessibility.status == 0)
        #expect(accessibility.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(accessibility.frames, [
            "settings": [0, 0, 390, 463], "form": [16, 16, 358, 344], "label1": [16, 16, 188, 40],
            "value1": [16, 60, 100, 36], "row3": [16, 200, 358, 160], "label3": [16, 200, 306, 120],
            "value3": [16, 324, 60, 36], "footnote": [16, 351, 358, 96],
        ])
    }

    /// `--text-size 2` on the large form gives the frames of the
    /// accessibility document written by hand with its rows left horizontal
    /// on first baselines and its values' baselines doubled (28; the copy
    /// has the style's 27): every word, space, line and baseline doubled,
    /// the edit the option makes for every text at once.
    @Test func theTextSizeOptionDoublesTheTextAsTheHandWrittenDocumentDoes() throws {
        let scaled = try Self.fixtures.run("settings.json", ["--text-size", "2"])
        let rows = #""stack": { "axis": "horizontal", "alignment": "firstBaseline", "spacing": 8 }"#
        let byHand = try Self.fixtures.run("settings-accessibility.json", [], [
            (#""stack": { "axis": "vertical", "alignment": "leading", "spacing": 4 }"#, rows),
            (#""baseline": { "first": 27, "last": 27 }"#, #""baseline": { "first": 28, "last": 28 }"#),
        ])
        #expect(scaled.status == 0 && byHand.status == 0)
        #expect(scaled.frames.count == byHand.frames.count)
        TrialDocuments.expectFrames(scaled.frames, byHand.frames)
        // Row 3's label, 358 − 8 − 60 = 290 wide beside its value, wraps
        // its doubled words to four lines of 40 ("100 140", "150 80",
        // "60 120", "100"), under row 1 (40) and row 2 (two lines, 80)
        // spaced 12: 16 + 40 + 12 + 80 + 12 = 160.
        TrialDocuments.expectFrames(scaled.frames, ["label3": [16, 160, 290, 160]])
    }

    /// `--why footnote.top` at large: the form's top margin, rows 1 and 2
    /// (20 each, by their labels) and the spacings, and the baselines'
    /// 24 + 35 − 12 = 47, the form's last baseline written as where it is,
    /// 35 below the top of row 3's label, which the form vends. At
    /// accessibility 3 it is the last value's, 27 below its top.
    /// `--why label3.height` at large says why the label has two lines: its
    /// 399-point line is given 320 beside the value.
    @Test func whyTheFootnoteAndTheLabelAreWhereTheyAre() throws {
        let large = try Self.fixtures.why("settings.json", "footnote.top")
        #expect(large.hasPrefix("footnote.top = 20 + 20 + 16 + 47 + 12 + 12 = 127\n"))
        #expect(large.contains("47  footnote.firstBaseline == form.lastBaseline + 24  "
                               + "(footnote.firstBaseline = footnote.top + 12, form.lastBaseline = label3.top + 35)"))
        let accessibility = try Self.fixtures.why("settings-accessibility.json", "footnote.top")
        #expect(accessibility.hasPrefix("footnote.top = 40 + 36 + 40 + 36 + 120 + 16 + 27 + 4 + 4 + 4 + 12 + 12 = 351\n"))
        #expect(accessibility.contains("(footnote.firstBaseline = footnote.top + 24, form.lastBaseline = value3.top + 27)"))
        let label = try Self.fixtures.why("settings.json", "label3.height")
        #expect(label.hasPrefix("label3.height = 40\n"))
        #expect(label.contains("Offered any width, its content is 399 × 20; wanting that, its constraints give it 320:"))
        #expect(label.contains("− 30  value3-compression-horizontal: value3.width >= 30 @750"))
        #expect(label.hasSuffix("Within 320 its content is 281 × 40.\n"))
    }

    /// The mistake: row 3 given a fixed height for a 44-point tap target,
    /// `row3.height == 44`, which fits large text. At accessibility 3 the
    /// label over the value needs 120 + 4 + 36 = 160; the height is
    /// required and the labels' heights only resist at 750, so nothing
    /// conflicts: the stack's fill squeezes the first item, the label, to
    /// 44 − 4 − 36 = 4, its three lines hidden, and the form ends at 200 +
    /// 44 = 244, 228 high. `--why label3.height` names the fixed height
    /// first, which is what a reader needs to find it.
    @Test func aFixedRowHeightSqueezesTheLabelAtAccessibilitySizes() throws {
        let edits = [("\"settings.bottomMargin == footnote.bottom\"",
                      "\"settings.bottomMargin == footnote.bottom\", \"row3.height == 44\"")]
        let squeezed = try Self.fixtures.run("settings-accessibility.json", [], edits)
        #expect(squeezed.status == 0)
        #expect(squeezed.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(squeezed.frames, [
            "row3": [16, 200, 358, 44], "label3": [16, 200, 306, 4], "value3": [16, 208, 60, 36], "form": [16, 16, 358, 228],
        ])
        let label = try Self.fixtures.why("settings-accessibility.json", "label3.height", [], edits)
        #expect(label.hasPrefix("label3.height = 44 − 36 − 4 = 4\n    44  row3.height == 44\n"))
        #expect(label.hasSuffix("\nNote: within its width, 306, label3's content is 306 × 120, taller than its 4: the rest is cut.\n"))
    }
}
