import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-seven: a music player's now-playing screen, written twice
/// (`Fixtures/TrialFortySeven/`): with `UIStackView` stacks
/// (`player-stacks.json`) and with Texture flex stacks (`player-flex.json`),
/// laid out on a 390 × 844 phone (safe area 47 above, 34 below), on a
/// 320 × 568 one (20 above, 0 below), right to left and at text size 1.5,
/// with every frame worked out by hand first.
///
/// At width W, height H and insets T above and B below, C = W − 48 is the
/// content's width (24 from each side of the safe area):
/// - header, 8 from each side, on the safe area's top: down and more
///   44 × 44 at 8 and W − 52; the title (28 + 4 + 50 = 82 × 20, hugging
///   249 in the stacks, flexGrow 1 in flex) takes the W − 16 − 88 = W − 104
///   between them at x 52, y T + (44 − 20) / 2 = T + 12: centred, 52 +
///   (W − 104) / 2 = W / 2.
/// - below it, 24 lower (y T + 68): the album art, then the rows 24 apart,
///   whose heights add up to 262: info 58, scrubber 16, controls 72,
///   volume 20, four gaps of 24 (58 + 16 + 72 + 20 + 96). The content must
///   end 16 above the safe area's bottom, so the art's box is A = min(C,
///   H − B − 16 − (T + 68) − 262): at 390, min(342, 810 − 16 − 115 − 262 =
///   417) = 342; at 320, min(272, 552 − 88 − 262) = 202. Stacks: the art
///   stays square, A × A, centred in its box (art.width == artBox.width
///   @749 gives way to the rows' resistance at 750): at 320 it is at
///   24 + (272 − 202) / 2 = 59. Flex: the art is stretched across the body,
///   C wide, and shrinks (flexShrink 1) by the 70 points the body's line
///   overflows at 320: 272 × 202, no longer square, as FlexLayout.md's
///   step 4 says (a flexed child measured with both lengths fixed).
/// - info at i = T + 68 + A + 24, 58 high: a first-baseline row of the
///   title block (song 28 high, baseline 22; artist 20 high, 4 below) and
///   the 44 × 44 heart (baseline 28). The line's ascent is 28 (the heart's),
///   its descent 52 − 22 = 30 (the block's): 58. The heart at the row's top,
///   W − 24 − 44 = W − 68; the block 28 − 22 = 6 lower, C − 16 − 44 = C − 60
///   wide.
/// - scrubber at s = i + 58 + 24, 16 high: elapsed 34 × 16, track C − 34 −
///   40 − 16 = C − 90 wide at 66, 4 high at s + 6, remaining 40 at W − 64.
/// - controls at c = s + 40, 72 high (play): 28, 44, 72, 44, 28 = 216
///   wide, the gaps g = (C − 216) / 4 (31.5 at 390, 14 at 320):
///   `equalSpacing`, or `spaceBetween`. Shuffle at 24, previous at
///   52 + g, play at 96 + 2g (centred: 96 + 2 × 31.5 + 36 = 195), next at
///   168 + 3g, repeat at 212 + 4g, each centred on c + 36.
/// - volume at v = c + 96, 20 high: two 20-point icons and a slider 12
///   from each, C − 64 wide at 56, 4 high at v + 8.
/// So at 390: art 115, info 481, scrubber 563, controls 603, volume 699
/// (content 604 high, ending at 719); at 320: art 88, info 314, scrubber
/// 396, controls 436, volume 532, ending on 552.
///
/// Right to left every x is mirrored, W − x − width. At text size 1.5 the
/// title is 123 × 30 (y 47 + 7 = 54); the song 90 + 9 + 135 + 9 + 60 = 303
/// does not fit the block's 282 and is cut to its one line, 282 × 42
/// (baseline 33); the artist 186 × 30: the block is 42 + 4 + 30 = 76 high,
/// its baseline 33 now the line's ascent, so the block is at the row's top
/// (481) and the heart 5 lower (486), the row 33 + 43 = 76 high; elapsed
/// and remaining 51 and 60 × 24, the scrubber at 481 + 76 + 24 = 581, the
/// track 342 − 51 − 60 − 16 = 215 at 83, y 591; controls at 629, volume at
/// 725.
@Suite struct UserTrialFortySevenToolTests {
    static let fixtures = TrialDocuments("TrialFortySeven")

    static let documents = ["player-stacks.json", "player-flex.json"]

    /// A phone: its size and insets, and what makes the document's 390 × 844
    /// phone this one.
    struct Phone {
        let width: Double, height: Double, top: Double, bottom: Double
        let options: [String], edits: [(String, String)]
    }

    static let bigPhone = Phone(width: 390, height: 844, top: 47, bottom: 34, options: [], edits: [])
    static let smallPhone = Phone(width: 320, height: 568, top: 20, bottom: 0, options: ["--width", "320", "--height", "568"],
                                  edits: [("\"top\": 47, \"left\": 0, \"bottom\": 34", "\"top\": 20, \"left\": 0, \"bottom\": 0")])

    /// The root turned right to left.
    static let rightToLeft = [("\"name\": \"screen\",", "\"name\": \"screen\", \"layoutDirection\": \"rightToLeft\",")]

    /// The frames worked out above, for the stacks or the flex document.
    static func player(_ phone: Phone, flex: Bool) -> [String: [Double]] {
        let (width, height, top, bottom) = (phone.width, phone.height, phone.top, phone.bottom)
        let content = width - 48
        let artTop = top + 68
        let art = min(content, height - bottom - 16 - artTop - 262)
        let info = artTop + art + 24, scrubber = info + 82, controls = scrubber + 40, volume = controls + 96
        let gap = (content - 216) / 4
        var frames: [String: [Double]] = [
            "header": [8, top, width - 16, 44], "down": [8, top, 44, 44], "title": [52, top + 12, width - 104, 20],
            "more": [width - 52, top, 44, 44],
            "info": [24, info, content, 58], "titleBlock": [24, info + 6, content - 60, 52],
            "song": [24, info + 6, content - 60, 28], "artist": [24, info + 38, content - 60, 20],
            "heart": [width - 68, info, 44, 44],
            "scrubber": [24, scrubber, content, 16], "elapsed": [24, scrubber, 34, 16],
            "track": [66, scrubber + 6, content - 90, 4], "remaining": [width - 64, scrubber, 40, 16],
            "controls": [24, controls, content, 72], "shuffle": [24, controls + 22, 28, 28],
            "previous": [52 + gap, controls + 14, 44, 44], "play": [96 + 2 * gap, controls, 72, 72],
            "next": [168 + 3 * gap, controls + 14, 44, 44], "repeat": [212 + 4 * gap, controls + 22, 28, 28],
            "volume": [24, volume, content, 20], "quiet": [24, volume, 20, 20],
            "slider": [56, volume + 8, content - 64, 4], "loud": [width - 44, volume, 20, 20],
        ]
        if flex {
            frames["player"] = [0, top, width, art + 262 + 68]
            frames["body"] = [0, artTop, width, art + 262]
            frames["art"] = [24, artTop, content, art]
        } else {
            frames["content"] = [24, artTop, content, art + 262]
            frames["artBox"] = [24, artTop, content, art]
            frames["art"] = [24 + (content - art) / 2, artTop, art, art]
        }
        return frames
    }

    /// Runs both documents on `phone` and expects the frames worked out
    /// above, every x mirrored right to left.
    static func expectPlayer(_ phone: Phone, rightToLeft: Bool = false,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        for document in documents {
            let run = try fixtures.run(document, phone.options, phone.edits + (rightToLeft ? Self.rightToLeft : []))
            #expect(run.status == 0, sourceLocation: sourceLocation)
            #expect(run.json["ambiguous"] as? [String] == [], sourceLocation: sourceLocation)
            let expected = player(phone, flex: document.contains("flex"))
            TrialDocuments.expectFrames(run.frames, rightToLeft ? mirrored(expected, width: phone.width) : expected,
                                        sourceLocation: sourceLocation)
        }
    }

    static func mirrored(_ frames: [String: [Double]], width: Double) -> [String: [Double]] {
        frames.mapValues { [width - $0[0] - $0[2], $0[1], $0[2], $0[3]] }
    }

    @Test func theBigPhoneBothWays() throws {
        try Self.expectPlayer(Self.bigPhone)
        // Spot checks of the formula against the numbers worked by hand.
        let expected = Self.player(Self.bigPhone, flex: false)
        #expect(expected["art"] == [24, 115, 342, 342] && expected["content"] == [24, 115, 342, 604])
        #expect(expected["previous"] == [83.5, 617, 44, 44] && expected["play"] == [159, 603, 72, 72])
        #expect(expected["next"] == [262.5, 617, 44, 44] && expected["repeat"] == [338, 625, 28, 28])
        #expect(expected["titleBlock"] == [24, 487, 282, 52] && expected["heart"] == [322, 481, 44, 44])
        #expect(expected["track"] == [66, 569, 252, 4] && expected["slider"] == [56, 707, 278, 4])
    }

    @Test func theSmallPhoneBothWays() throws {
        try Self.expectPlayer(Self.smallPhone)
        let stacks = Self.player(Self.smallPhone, flex: false)
        #expect(stacks["art"] == [59, 88, 202, 202] && stacks["artBox"] == [24, 88, 272, 202])
        #expect(stacks["volume"] == [24, 532, 272, 20] && stacks["play"] == [124, 436, 72, 72])
        #expect(Self.player(Self.smallPhone, flex: true)["art"] == [24, 88, 272, 202])
        let small = Self.smallPhone
        #expect(try Self.fixtures.why("player-flex.json", "art.height", small.options, small.edits).hasSuffix("""
            Note: art's flex basis is 272, its width, 272, ÷ its aspect ratio, 1; it shrank by all the 70 points \
            by which body's line overflows (flexShrink 1, the only item that shrinks).

            """))
    }

    @Test func rightToLeftMirrorsEveryFrame() throws {
        try Self.expectPlayer(Self.bigPhone, rightToLeft: true)
        try Self.expectPlayer(Self.smallPhone, rightToLeft: true)
        let mirrored = Self.mirrored(Self.player(Self.bigPhone, flex: false), width: 390)
        #expect(mirrored["heart"] == [24, 481, 44, 44] && mirrored["previous"] == [262.5, 617, 44, 44])
    }

    @Test func aLargerTextSize() throws {
        for document in Self.documents {
            let run = try Self.fixtures.run(document, ["--text-size", "1.5"])
            #expect(run.status == 0)
            TrialDocuments.expectFrames(run.frames, [
                "title": [52, 54, 286, 30], "info": [24, 481, 342, 76], "titleBlock": [24, 481, 282, 76],
                "song": [24, 481, 282, 42], "artist": [24, 527, 282, 30], "heart": [322, 486, 44, 44],
                "scrubber": [24, 581, 342, 24], "elapsed": [24, 581, 51, 24], "track": [83, 591, 215, 4],
                "remaining": [306, 581, 60, 24], "play": [159, 629, 72, 72], "shuffle": [24, 651, 28, 28],
                "volume": [24, 725, 342, 20], "slider": [56, 733, 278, 4],
            ])
        }
    }

    /// The answers a user reaches for: a gap of the `equalSpacing` row,
    /// the centred title, a position in a right-to-left layout, a broken
    /// width, and the box left without its height.
    @Test func theDebuggingAnswers() throws {
        let stacks = "player-stacks.json"
        // previous.left = 24 + 28 + (342 − 216) / 4, the gap's shares a quarter each.
        #expect(try Self.fixtures.why(stacks, "previous.left").hasPrefix("""
            previous.left = 21 + 97.5 + 18 − 11 − 18 − 11 − 7 − 6 = 83.5
                21  shuffle-compression-horizontal: shuffle.width >= 28 @750  (× 0.75)
              97.5  screen.width == 390  (× 0.25)
            """))
        #expect(try Self.fixtures.why(stacks, "title.width") == """
            title.width = 390 − 44 − 44 − 8 − 8 = 286
               390  screen.width == 390
              − 44  down-hugging-horizontal: down.width <= 44 @250
              − 44  more-hugging-horizontal: more.width <= 44 @250
               − 8  header.leading == screen.safeArea.leading + 8
               − 8  header.trailing == screen.safeArea.trailing - 8
                 0  UISV-spacing: title.leading == down.trailing
                 0  UISV-spacing: more.leading == title.trailing

            """)
        #expect(try Self.fixtures.why(stacks, "heart.left", [], Self.rightToLeft) == """
            heart.left = 24
              24  content.trailing == screen.safeArea.trailing - 24
               0  UISV-canvas-connection: info.trailing == heart.trailing

            """)
        // The play button asked to be wider than the row: the stack's rules win.
        let broken = try Self.fixtures.run(stacks, [], [("\"art.centerY == artBox.centerY\"",
                                                          "\"art.centerY == artBox.centerY\", \"play.width == 400\"")])
        #expect(broken.status == 1)
        #expect(broken.json["broken"] as? String == "play.width == 400")
        let message = try #require(broken.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy play.width == 400: play.width is at most 342 (72 as laid out) "
                                  + "where the others hold, but it must be equal to 400"))
        #expect(message.contains("play.width == 400 fights the stack's UISV-distributing-edge, UISV-fill-equally "
                                 + "and UISV-alignment, but no other value of controls's \"distribution\" (equalSpacing) or"
                                 + " other value of content's \"alignment\" (fill) ends the conflict: controls's items do not"
                                 + " fit the room controls has, and content's items do not fit the room content has."))
        // Without its height the art's box can be anything from 342 down
        // to the safe area's bottom, and everything below it moves with it.
        let open = try Self.fixtures.run(stacks, [], [("\"artBox.height == artBox.width @500\",", "")])
        #expect(open.json["ambiguous"] as? [String]
                == ["content", "artBox", "art", "info", "scrubber", "controls", "volume"])
        // The art's width at 750 ties with the rows' resistance at 320: the
        // play button is squeezed, and its answer says by what.
        let tie = try Self.fixtures.why("player-stacks.json", "play.height", Self.smallPhone.options,
                                        Self.smallPhone.edits + [("@749", "@750")])
        #expect(tie.contains("play-compression-vertical: play.height >= 72 @750 gives way by 28 in a tie"))
        #expect(tie.contains("art.width == artBox.width @750"))
    }
}
