import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-four's screens as layout documents
/// (`Fixtures/TrialThirtyFour`): the onboarding page, the weather
/// dashboard and the chat list, each with the frames worked out by hand
/// for the screens `UserTrialThirtyFourTests` builds in Swift, in the
/// other states by `--width`, `--height` and small edits; and each with
/// the mistake a user makes in it, judged by what `--why` says about it.
@Suite struct UserTrialThirtyFourToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtyFour")

    /// The phone on its side: the notch on the left, 47 on each side and
    /// 21 at the bottom.
    static let landscape = [("\"top\": 47, \"left\": 0, \"bottom\": 34, \"right\": 0",
                             "\"top\": 0, \"left\": 47, \"bottom\": 21, \"right\": 47")]

    // MARK: - 1. The onboarding page

    /// Upright, the frames of `theFirstPageUpright`; on its side, those of
    /// `swipingAndTurningKeepTheIllustrationsShape` on the first page (its
    /// title fits one line there too): the stage 56…147, the illustration
    /// 91 high and 121.333 wide, centred at 361.333.
    @Test func theOnboardingPageUprightAndOnItsSide() throws {
        let upright = try Self.fixtures.run("onboarding.json")
        #expect(upright.status == 0)
        #expect(upright.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(upright.frames, [
            "skip": [330, 55, 44, 32], "next": [24, 744, 342, 50], "pageControl": [161, 712, 68, 8],
            "dot1": [189, 712, 8, 8], "title": [32, 590, 326, 34], "body": [32, 636, 326, 44],
            "illustration": [32, 212.25, 326, 244.5],
        ])
        let turned = try Self.fixtures.run("onboarding.json", ["--width", "844", "--height", "390"], Self.landscape)
        #expect(turned.status == 0)
        #expect(turned.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(turned.frames, [
            "skip": [737, 8, 44, 32], "next": [71, 303, 702, 50], "pageControl": [388, 271, 68, 8],
            "title": [79, 171, 686, 34], "body": [79, 217, 686, 22],
            "illustration": [422 - 182.0 / 3, 56, 364.0 / 3, 91],
        ])
    }

    /// The mistake: the illustration's width wished for at 750
    /// (`.defaultHigh`), the compression resistance of the buttons and the
    /// text. Upright it fits and nothing shows; on its side each point of
    /// height the others give up is 4/3 of a point of width, so the tie
    /// goes to the illustration: Skip, Continue and the title go to 0, the
    /// illustration 390 − 21 − 8 − 16 − 24 − 32 − 8 − 24 − 16 − 12 − 0 =
    /// 229 high (the 8-point dots resist four times over: each dot is as
    /// high as the control). `--why skip.height` names the floor it rests
    /// on, and the note says what its resistance gave way to: holding 32
    /// would leave the stage 32 shorter, the illustration 42.667 narrower.
    @Test func aWishAtTheResistancesPrioritySqueezesTheButtons() throws {
        let edits = Self.landscape + [("@700", "@750")]
        let turned = try Self.fixtures.run("onboarding.json", ["--width", "844", "--height", "390"], edits)
        #expect(turned.status == 0)
        TrialDocuments.expectFrames(turned.frames, [
            "skip": [737, 8, 44, 0], "next": [71, 353, 702, 0], "title": [79, 277, 686, 0],
            "illustration": [422 - 916.0 / 6, 24, 916.0 / 3, 229],
        ])
        let why = try Self.fixtures.why("onboarding.json", "skip.height", ["--width", "844", "--height", "390"], edits)
        #expect(why == """
            skip.height = 0
              0  skip-nonnegative-height: skip.height >= 0
            Note: skip's intrinsic height is 32, more than its 0: skip-compression-vertical: skip.height >= 32 @750 \
            gives way by 32 to what would miss by more if it held: illustration-fill: illustration.width == stage.width @750 \
            (misses by 380.666667, 42.666667 more if it held).

            """)
    }

    /// The other mistake: the stage guide's leading edge forgotten. The
    /// stage's left and width are open, and with them everything of the
    /// illustration (its width follows the stage's, its height the width,
    /// its top the height). The ambiguity list names the guide first.
    /// `--why illustration.width` names the stage, through the constraints
    /// that tie the illustration to it, and the constraints missing there;
    /// `--why stage.width` asks for the one that is missing.
    @Test func aGuideLeftOpenIsListedAndNamedByWhatFollowsIt() throws {
        let edits = [("\"stage.leading == text.leading\",", "")]
        let run = try Self.fixtures.run("onboarding.json", [], edits)
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == ["stage", "illustration"])
        let text = try runLayout(["run", "-"], input: try Self.fixtures.document("onboarding.json", edits)).standardOutput
        #expect(text.hasSuffix("\nambiguous: stage (left, width), illustration (left, top, width, height)\n"))
        let illustration = try Self.fixtures.why("onboarding.json", "illustration.width", [], edits)
        #expect(illustration.hasSuffix("""
            It follows stage, whose horizontal position and width nothing decides:
              illustration.centerX == stage.centerX
              illustration.width <= stage.width
              illustration-fill: illustration.width == stage.width @700
            A constraint that sizes stage is missing (on stage.width or stage.leading, say; stage.trailing is decided).

            """), "\(illustration)")
        let why = try Self.fixtures.why("onboarding.json", "stage.width", [], edits)
        #expect(why.hasSuffix("\nNothing pulls it anywhere in that range: a constraint that sizes it is missing "
            + "(on stage.width or stage.leading, say; stage.trailing is decided).\n"))
    }

    // MARK: - 2. The weather dashboard

    /// The iPad: 820 × 1180 with a 24-point status bar and a 20-point home
    /// indicator, so the padding is 40 on top and 36 below.
    static let pad = [("\"top\": 63, \"left\": 16, \"bottom\": 50, \"right\": 16",
                       "\"top\": 40, \"left\": 16, \"bottom\": 36, \"right\": 16")]

    /// The frames of `theDashboardOnAPhone` and of the iPad and the hidden
    /// forecast in `anIPadAndAHiddenForecastRewrapTheCards`: two squares
    /// of 173 a line on the phone, four of 188 on the iPad.
    @Test func theDashboardOnAPhoneAndAnIPad() throws {
        let phone = try Self.fixtures.run("weather.json")
        #expect(phone.status == 0)
        #expect(phone.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(phone.frames, [
            "city": [123, 63, 144, 28], "summary": [101, 163, 188, 20], "hour1": [79.6, 199, 40, 64],
            "cards": [16, 279, 358, 490], "forecast": [16, 279, 358, 120], "wind": [201, 411, 173, 173],
            "humidity": [16, 596, 173, 173],
        ])
        let pad = try Self.fixtures.run("weather.json", ["--width", "820", "--height", "1180"], Self.pad)
        #expect(pad.status == 0)
        TrialDocuments.expectFrames(pad.frames, [
            "city": [338, 40, 144, 28], "hour1": [165.6, 176, 40, 64], "cards": [16, 256, 788, 320],
            "uv": [16, 388, 188, 188], "sunset": [616, 388, 188, 188],
        ])
        let hidden = try Self.fixtures.run("weather.json", [],
                                           [("\"name\": \"forecast\",", "\"name\": \"forecast\", \"hidden\": true,")])
        TrialDocuments.expectFrames(hidden.frames, [
            "cards": [16, 279, 358, 358], "uv": [16, 279, 173, 173], "sunset": [201, 464, 173, 173],
        ])
    }

    /// `--why uv.height` on the phone: the flex layout pins 173, and the
    /// note says it is the card's width through its ratio of 1; the
    /// width's note says the basis of 150 grew by half the line's 46 free.
    @Test func whyASquareCardIsAsHighAsItGrewWide() throws {
        #expect(try Self.fixtures.why("weather.json", "uv.height") == """
            uv.height = 173
              173  STK-flex-size: uv.height == 173
            Note: uv's height is its width, 173, ÷ its aspectRatio 1.

            """)
        #expect(try Self.fixtures.why("weather.json", "uv.width").hasSuffix(
            "\nNote: uv's flex basis is 150; it grew by 23 of the 46 points free in line 2 of cards (flexGrow 1 of 2).\n"))
    }

    // MARK: - 3. The chat list

    /// The frames of `theListUpright`, and at 320 (`--width 320`) those of
    /// `newMessagesAndANarrowPhoneNeverCutTheTimes` for Ana (the name 172,
    /// the time at 260, the badge at 284) and Cleo (the name 168, the
    /// time at 256, the badge at 276 after a preview of 188).
    @Test func theChatListAt390And320() throws {
        let wide = try Self.fixtures.run("chats.json")
        #expect(wide.status == 0)
        #expect(wide.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(wide.frames, [
            "ana": [0, 47, 390, 84], "ana-name": [80, 57, 242, 22], "ana-time": [330, 59, 44, 18],
            "ana-preview": [80, 81, 266, 40], "ana-badge": [354, 81, 20, 20],
            "ben": [0, 131, 390, 72], "ben-avatar": [16, 141, 52, 52], "ben-name": [80, 145, 214, 22],
            "ben-time": [302, 147, 72, 18], "ben-preview": [80, 169, 294, 20],
            "cleo": [0, 203, 390, 84], "cleo-time": [326, 215, 48, 18], "cleo-badge": [346, 237, 28, 20],
        ])
        let narrow = try Self.fixtures.run("chats.json", ["--width", "320"])
        #expect(narrow.status == 0)
        TrialDocuments.expectFrames(narrow.frames, [
            "ana-name": [80, 57, 172, 22], "ana-time": [260, 59, 44, 18], "ana-badge": [284, 81, 20, 20],
            "cleo-name": [80, 213, 168, 22], "cleo-time": [256, 215, 48, 18],
            "cleo-preview": [80, 237, 188, 40], "cleo-badge": [276, 237, 28, 20],
        ])
    }

    /// The mistake: Ana's avatar given the image's size as an intrinsic
    /// size, which hugs at 250 like the name and the preview beside it.
    /// Each point it stretches spares the name's hugging (242 against 104)
    /// and, until the preview fits its 264, the preview's: it stretches to
    /// 54, where the preview's resistance stops it, the name 240 at 82.
    /// `--why ana-avatar.width` sums what holds it and ends with the note
    /// that its hugging gave way to the name's and the preview's (measured
    /// at its width, 264: held at 52, the avatar would leave it 266).
    @Test func anAvatarThatHugsLikeItsTextsStretches() throws {
        let edits = [("\"name\": \"ana-avatar\", \"size\"", "\"name\": \"ana-avatar\", \"intrinsicSize\"")]
        let run = try Self.fixtures.run("chats.json", [], edits)
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(run.frames, [
            "ana-avatar": [16, 63, 54, 52], "ana-name": [82, 57, 240, 22], "ana-preview": [82, 81, 264, 40],
        ])
        let why = try Self.fixtures.why("chats.json", "ana-avatar.width", [], edits)
        #expect(why.hasPrefix("ana-avatar.width = 390 − 264 − 20 − 16 − 12 − 16 − 8 = 54\n"))
        #expect(why.hasSuffix("\nNote: ana-avatar's intrinsic width is 52, less than its 54: "
            + "ana-avatar-hugging-horizontal: ana-avatar.width <= 52 @250 gives way by 2 to what would miss by more if it held: "
            + "ana-name-hugging-horizontal: ana-name.width <= 104 @250 (misses by 136, 2 more if it held); "
            + "ana-preview-hugging-horizontal: ana-preview.width <= 264 @250 (misses by 0, 2 more if it held).\n"))
    }
}
