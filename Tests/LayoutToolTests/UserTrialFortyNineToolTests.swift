import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-nine: a game leaderboard (`Fixtures/TrialFortyNine/
/// leaderboard.json` with `UIStackView` rows, `leaderboard-flex.json` with
/// Texture's flex rows), on a 390 × 844 phone (safe area top 47, bottom
/// 34), every frame worked out by hand first. The screen's side margins
/// are 16.
///
/// - header: the safe area's top, full width, 56 high: (0, T, W, 56). The
///   season label (text 64 × 20 f at text size f) at its trailing margin,
///   centred: x W − 16 − 64 f, y T + (56 − 20 f) / 2. The title (text 90 +
///   6 + 110 = 206 f wide, 28 f high, one line at most) at its leading
///   margin, at most 8 before the season, giving way first (749).
/// - list: a column of five rows, spacing 8, at (16, T + 56 + 8), W − 32
///   wide. Each row: rank 28 × 28, avatar 40 × 40, name (text, 749 and
///   249), score, spacing 12, aligned center; the row is as tall as its
///   tallest item, R = max(40, name, score).
/// - the score column: `UIStackView` rows make every score as wide as the
///   first (`score-column-N`); the widest text, 52 f, holds them all at its
///   compression resistance (750, above the names' 749): S = 52 f. The flex
///   rows give every score a size of 52 instead. The name takes the rest:
///   N = (W − 32) − 28 − 40 − S − 3 × 12 = W − 136 − S.
/// - in a row at y with height R: rank (16, y + (R − 28) / 2), avatar (56,
///   y + (R − 40) / 2), name (108, y + (R − n) / 2, N, n), score (108 + N +
///   12, y + (R − 20 f) / 2, S, 20 f).
/// - footer: a row of the same four on the safe area's bottom, full width,
///   with margins 16 on the sides and 12 above and below (the flex row's
///   padding): 64 high at 844 − 34 − 64 = 746.
///
/// The names (spaces 4, lines 20, at f: spaces 4 f, lines 20 f):
/// 1. [36]: one line.
/// 2. [60, 90, 70], at most 2 lines: at 202, 60 + 4 + 90 = 154 and 70 more
///    is 228: 2 lines, 40. At 132 three lines, cut to 2: 40. At f 1.5 and
///    176 (UIKit) or 202 (flex): 90 + 6 + 135 = 231: 3 lines, cut: 60.
/// 3. [80, 100, 60, 90], one line at most: always one line, N wide.
/// 4. [50, 70]: 124, one line at 202 and 132; at f 1.5, 75 + 6 + 105 = 186:
///    two lines (60) at 176, one (30) at 202.
/// 5. seven words of 40, at most 2 lines: 4 a line at 202 (172), 3 at 132
///    (128): 2 lines, 40, either way. At f 1.5 (60, spaces 6): 2 a line at
///    176 (126), 3 at 202 (192): more than 2 lines, cut to 2: 60.
/// 6. (the footer) [30]: one line.
@Suite struct UserTrialFortyNineToolTests {
    static let fixtures = TrialDocuments("TrialFortyNine")

    struct Screen {
        var width: Double = 390, height: Double = 844, top: Double = 47, bottom: Double = 34
        var textSize: Double = 1
        /// The score column's width.
        var score: Double = 52
        /// The five names' heights.
        var names: [Double] = [20, 40, 20, 20, 40]
        var rightToLeft = false
    }

    /// Every frame, from the arithmetic above.
    static func leaderboard(_ screen: Screen) -> [String: [Double]] {
        let (w, t, f, s) = (screen.width, screen.top, screen.textSize, screen.score)
        let n = w - 136 - s
        let season = [w - 16 - 64 * f, t + (56 - 20 * f) / 2, 64 * f, 20 * f]
        var frames: [String: [Double]] = [
            "screen": [0, 0, w, screen.height], "header": [0, t, w, 56], "season": season,
            "title": [16, t + (56 - 28 * f) / 2, min(206 * f, season[0] - 8 - 16), 28 * f],
        ]
        func row(_ k: Int, y: Double, height: Double, name: Double) {
            frames["rank\(k)"] = [16, y + (height - 28) / 2, 28, 28]
            frames["avatar\(k)"] = [56, y + (height - 40) / 2, 40, 40]
            frames["name\(k)"] = [108, y + (height - name) / 2, n, name]
            frames["score\(k)"] = [120 + n, y + (height - 20 * f) / 2, s, 20 * f]
        }
        var y = t + 64
        for (index, name) in screen.names.enumerated() {
            let height = max(40, name, 20 * f)
            frames["row\(index + 1)"] = [16, y, w - 32, height]
            row(index + 1, y: y, height: height, name: name)
            y += height + 8
        }
        frames["list"] = [16, t + 64, w - 32, y - 8 - (t + 64)]
        let footer = screen.height - screen.bottom - 64
        frames["footer"] = [0, footer, w, 64]
        row(6, y: footer + 12, height: 40, name: 20 * f)
        guard screen.rightToLeft else { return frames }
        return frames.mapValues { [w - $0[0] - $0[2], $0[1], $0[2], $0[3]] }
    }

    static let rightToLeft = ("\"leftToRight\"", "\"rightToLeft\"")
    static let smallPhone = ("\"top\": 47, \"left\": 0, \"bottom\": 34", "\"top\": 20, \"left\": 0, \"bottom\": 0")

    static func expect(_ document: String, _ options: [String], _ edits: [(String, String)], _ screen: Screen,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try fixtures.run(document, options, edits)
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], sourceLocation: sourceLocation)
        TrialDocuments.expectFrames(run.frames, leaderboard(screen), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["leaderboard.json", "leaderboard-flex.json"])
    func theLeaderboardOnAPhoneASmallPhoneAndRightToLeft(document: String) throws {
        try Self.expect(document, [], [], Screen())
        // Spot checks of the formula against the numbers worked by hand.
        let expected = Self.leaderboard(Screen())
        #expect(expected["name2"] == [108, 159, 202, 40] && expected["score2"] == [322, 169, 52, 20])
        #expect(expected["row5"] == [16, 303, 358, 40] && expected["footer"] == [0, 746, 390, 64])
        #expect(expected["title"] == [16, 61, 206, 28] && expected["season"] == [310, 65, 64, 20])

        // 320 × 568 with a status bar of 20 and no home indicator.
        let small = Screen(width: 320, height: 568, top: 20, bottom: 0)
        try Self.expect(document, ["--width", "320", "--height", "568"], [Self.smallPhone], small)
        let smallFrames = Self.leaderboard(small)
        #expect(smallFrames["name5"] == [108, 276, 132, 40] && smallFrames["score6"] == [252, 526, 52, 20])

        // Right to left: every frame mirrored, x' = 390 − x − width, by
        // the root's direction or by the option, which wins over the
        // document's "leftToRight".
        try Self.expect(document, [], [Self.rightToLeft], Screen(rightToLeft: true))
        try Self.expect(document, ["--right-to-left"], [], Screen(rightToLeft: true))
        let mirrored = Self.leaderboard(Screen(rightToLeft: true))
        #expect(mirrored["rank1"] == [346, 117, 28, 28] && mirrored["score1"] == [16, 121, 52, 20])
        #expect(mirrored["title"] == [168, 61, 206, 28] && mirrored["name2"] == [80, 159, 202, 40])
    }

    /// At text size 1.5 the `UIStackView` column grows with its widest
    /// score (52 × 1.5 = 78, at 390 − 16 − 78 = 296) and the names get 176;
    /// the flex column keeps its 52 and the scores overflow it. The title
    /// (309 wide) gives way to 390 − 16 − 96 − 8 − 16 = 254 and is cut.
    @Test func theLeaderboardAtTextSizeOneAndAHalf() throws {
        let stacks = Screen(textSize: 1.5, score: 78, names: [30, 60, 30, 60, 60])
        try Self.expect("leaderboard.json", ["--text-size", "1.5"], [], stacks)
        let frames = Self.leaderboard(stacks)
        #expect(frames["row4"] == [16, 275, 358, 60] && frames["score4"] == [296, 290, 78, 30])
        #expect(frames["title"] == [16, 54, 254, 42] && frames["list"] == [16, 111, 358, 292])

        let flex = Screen(textSize: 1.5, names: [30, 60, 30, 30, 60])
        try Self.expect("leaderboard-flex.json", ["--text-size", "1.5"], [], flex)
        let flexFrames = Self.leaderboard(flex)
        #expect(flexFrames["row5"] == [16, 323, 358, 60] && flexFrames["score1"] == [322, 116, 52, 30])
    }

    /// `--why` on the column: the widest score holds every row's, and the
    /// hugging of the narrower ones gives way; on a wrapped name, the width
    /// its row leaves it.
    @Test func whyTheColumnIsAsWideAsItIs() throws {
        let column = try Self.fixtures.why("leaderboard.json", "score5.width")
        #expect(column.hasPrefix("""
            score5.width = 52
              52  score1-compression-horizontal: score1.width >= 52 @750
               0  score-column-5: score5.width == score1.width
            Note: score5's intrinsic width is 30, less than its 52: score5-hugging-horizontal: score5.width <= 30 @250 \
            gives way by 22
            """), "\(column)")
        let name = try Self.fixtures.why("leaderboard.json", "name2.height")
        #expect(name.contains("name2.width = 390 − 52 − 28 − 40 − 16 − 16 − 12 − 12 − 12 = 202"), "\(name)")
        #expect(name.contains("Within 202 its content is 154 × 40."), "\(name)")
    }

    /// Names left at the default priorities (no 749 and 249) tie with the
    /// badges and avatars: the stacks' order stretches the first badge
    /// (28 to 358 − 40 − 36 − 40 − 36 = 206, the column held at score6's
    /// 40) and squeezes the third row's to 0. `--why` says the badge's
    /// hugging lost a tie, though every rival is among the sum's terms,
    /// and names the name's resistance, not the tiebreak, for its width.
    @Test func namesAtTheDefaultPrioritiesLoseATieAndSaySo() throws {
        let defaults = [(", \"hugging\": {\"horizontal\": 249}", ""), (", \"compressionResistance\": {\"horizontal\": 749}", "")]
        let run = try Self.fixtures.run("leaderboard.json", [], defaults)
        #expect(run.frames["rank1"] == [16, 117, 206, 28] && run.frames["rank3"] == [16, 213, 0, 28])
        #expect(run.frames["name2"] == [94, 169, 228, 20] && run.frames["score1"] == [334, 121, 40, 20])
        let why = try Self.fixtures.why("leaderboard.json", "rank1.width", [], defaults)
        #expect(why.contains("Note: rank1's intrinsic width is 28, less than its 206: rank1-hugging-horizontal:"
                             + " rank1.width <= 28 @250 gives way by 178 in a tie with what would miss by as much"
                             + " if it held, at the same priority: avatar1-hugging-horizontal"), "\(why)")
        // The name kept at its one line (228) is held by its resistance,
        // not by the stack's order tiebreak (@0.0003), which only chose
        // the badge to give way: the sum names what the document set.
        #expect(try Self.fixtures.why("leaderboard.json", "name2.width", [], defaults) == """
            name2.width = 228
              228  name2-compression-horizontal: name2.width >= 228 @750

            """)
        let badge = try Self.fixtures.why("leaderboard.json", "rank2.width", [], defaults)
        #expect(badge.contains("  − 228  name2-compression-horizontal: name2.width >= 228 @750\n"), "\(badge)")
    }

    /// The `UIStackView` document's way to line up the column, constraints
    /// between rows, fights the flex rows' own sizes (each score its
    /// text's 52, 48, …): the report says where a flex item's width goes.
    @Test func aColumnByConstraintsInFlexRowsSaysWhereTheWidthGoes() throws {
        let byConstraints = [(", \"size\": {\"width\": 52}", ""),
                             ("\"footer.bottom == screen.safeArea.bottom\"",
                              "\"footer.bottom == screen.safeArea.bottom\", \"score2.width == score1.width\"")]
        let run = try Self.fixtures.run("leaderboard-flex.json", [], byConstraints)
        #expect(run.status == 1 && run.json["broken"] as? String == "score2.width == score1.width")
        #expect(run.frames["score1"] == [322, 121, 52, 20] && run.frames["score2"] == [326, 169, 48, 20])
        let message = try #require(run.json["message"] as? String)
        #expect(message.contains("""
            score2.width == score1.width fights the stack's STK-flex-size: the engine broke it and kept the stack's \
            arrangement.
            A flex stack sizes the items it arranges, as Texture does: give score2 its width in the stack's options \
            for it (FlexItemOptions size, minimumSize, maximumSize; the child's "size", "minSize", "maxSize" in a \
            document), rather than by a constraint.
            """), "\(message)")
    }

    /// A flex score held to its size of 52 while its text is 78 wide says
    /// so: no flexing explains a width that cuts the content.
    @Test func aFlexScoreNarrowerThanItsTextSaysItOverflows() throws {
        let why = try Self.fixtures.why("leaderboard-flex.json", "score1.width", ["--text-size", "1.5"])
        #expect(why.contains("score1's content is 78 × 30, wider than the width it was laid out at, 52:"
                             + " it overflows its frame by 26"), "\(why)")
        let fits = try Self.fixtures.why("leaderboard-flex.json", "score1.width")
        #expect(!fits.contains("overflows its frame"), "\(fits)")
    }
}
