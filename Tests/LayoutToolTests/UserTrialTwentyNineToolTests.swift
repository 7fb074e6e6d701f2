import Foundation
import Testing
@testable import LayoutTool

/// Trial twenty-nine's Texture screens as layout documents
/// (`Fixtures/TrialTwentyNine`): the Pinterest-style card (its corner badge
/// placed as an absolute child of the photo's stack, and as an
/// `ASRelativeLayoutSpec` in the overlay: a covering stack that puts the
/// badge at its bottom centre), the social post at 320 and 414, the chat
/// messages at 375 and 414, the profile header both ways, and the post
/// broken as Texture users break it (an avatar whose minimum width is
/// above its maximum, an action bar of five fixed 72-point buttons that
/// overflows), read through `layout run`, `--json` and `--why`. The frames
/// are the ones worked out by hand for the screens built in Swift by
/// `UserTrialTwentyNineTests`.
@Suite struct UserTrialTwentyNineToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentyNine/"

    /// `layout run DOCUMENT --json OPTIONS`: the status, each frame as
    /// [x, y, width, height] by name, and the whole answer.
    static func frames(_ document: String, _ options: String...) throws -> (status: Int32, frames: [String: [Double]],
                                                                            json: [String: Any]) {
        try runFrames(fixtures + document, options)
    }

    /// `layout run DOCUMENT --why ATTRIBUTE`'s answer, after the frames.
    static func why(_ document: String, _ attribute: String) throws -> String {
        let output = try runLayout(["run", fixtures + document, "--why", attribute])
        #expect(output.status == 0)
        return output.standardOutput
    }

    /// At 180: the photo 164 × 123 (3/4 of 164), the badge 8 inside its
    /// bottom trailing corner at (124, 103), two lines of title at 137;
    /// 181 high.
    @Test func theCardAt180() throws {
        let run = try Self.frames("card.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["card"] == [0, 0, 180, 181])
        #expect(run.frames["photo"] == [8, 8, 164, 123])
        #expect(run.frames["gradient"] == [8, 8, 164, 123])
        #expect(run.frames["badge"] == [124, 103, 40, 20])
        #expect(run.frames["title"] == [8, 137, 164, 36])
    }

    /// `--width 240`: the photo 224 × 168, the badge at (8 + 224 − 48, 8 +
    /// 168 − 28) = (184, 148), the title on two lines at 182; 226 high.
    @Test func theCardAt240() throws {
        let run = try Self.frames("card.json", "--width", "240")
        #expect(run.status == 0)
        #expect(run.frames["card"] == [0, 0, 240, 226])
        #expect(run.frames["photo"] == [8, 8, 224, 168])
        #expect(run.frames["badge"] == [184, 148, 40, 20])
        #expect(run.frames["title"] == [8, 182, 224, 36])
    }

    /// The badge by an `ASRelativeLayoutSpec(center, end)` inset 8 in the
    /// overlay: the gradient covers the photo and is itself a column
    /// justified `end` and aligned `center`, padded 8; the badge at (8 +
    /// (164 − 40) / 2, 8 + 123 − 8 − 20) = (70, 103), and at 240 wide at
    /// (8 + 92, 148).
    @Test func theCardsBadgeByARelativeSpec() throws {
        let run = try Self.frames("card-relative.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["gradient"] == [8, 8, 164, 123])
        #expect(run.frames["badge"] == [70, 103, 40, 20])
        let wider = try Self.frames("card-relative.json", "--width", "240")
        #expect(wider.frames["gradient"] == [8, 8, 224, 168])
        #expect(wider.frames["badge"] == [100, 148, 40, 20])
    }

    /// The post at 320: the names shrunk to 206 (the header's 304 in 296),
    /// three lines of body, 146-point square photos, the buttons 40 apart;
    /// 478 high.
    @Test func thePostAt320() throws {
        let run = try Self.frames("post.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["post"] == [0, 0, 320, 478])
        #expect(run.frames["names"] == [64, 12, 206, 38])
        #expect(run.frames["timestamp"] == [278, 12, 30, 16])
        #expect(run.frames["body"] == [12, 66, 296, 60])
        #expect(run.frames["photo4"] == [162, 286, 146, 146])
        #expect(run.frames["share"] == [180, 442, 44, 24])
    }

    /// `--width 414`: the names grown to 300, two lines of body, 193-point
    /// photos; 552 high.
    @Test func thePostAt414() throws {
        let run = try Self.frames("post.json", "--width", "414")
        #expect(run.status == 0)
        #expect(run.frames["post"] == [0, 0, 414, 552])
        #expect(run.frames["names"] == [64, 12, 300, 38])
        #expect(run.frames["timestamp"] == [372, 12, 30, 16])
        #expect(run.frames["body"] == [12, 66, 390, 40])
        #expect(run.frames["photo3"] == [12, 313, 193, 193])
        #expect(run.frames["save"] == [358, 516, 44, 24])
    }

    /// `--why name.width` says the name is stretched across the names, which
    /// shrank to 206, and that its one line of 214 ends in an ellipsis
    /// there; the run lists it as squeezed.
    @Test func whyTheNameIsTruncated() throws {
        let answer = try Self.why("post.json", "name.width")
        #expect(answer.contains("""
            name.width = 206
              206  STK-flex-size: name.width == 206
            Note: name is stretched across names (alignItems stretch): its width is names's, 206. name's content is 214 × 20, cut to maxLines 1 with an \
            ellipsis within the width it was laid out at, 206.
            """))
        #expect(answer.contains("squeezed below their content: name (width 206 of 214)\n"))
    }

    /// The broken post: the avatar's minimum width 60 wins over its maximum
    /// 44, so the header's 60 + 8 + 214 + 8 + 30 = 320 overflow its 296 by
    /// 24 and the names shrink to 190 at 80; the five 72-point buttons make
    /// 360 in 296, which nothing shrinks: spaceBetween spills them past
    /// the end, 72 apart from 12 (the last at 300, ending at 372 > 308).
    @Test func theBrokenPostsFrames() throws {
        let run = try Self.frames("post-broken.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["avatar"] == [12, 12, 60, 44])
        #expect(run.frames["names"] == [80, 12, 190, 38])
        #expect(run.frames["timestamp"] == [278, 12, 30, 16])
        #expect(run.frames["more"] == [300, 442, 72, 24])
    }

    /// `--why avatar.width` names both bounds and which one won, where the
    /// length alone (60, its minimum) did not say that a maximum of 44 was
    /// given and passed over.
    @Test func whyTheAvatarIsWiderThanItsMaximum() throws {
        let answer = try Self.why("post-broken.json", "avatar.width")
        #expect(answer.contains("""
            avatar.width = 60
              60  STK-flex-size: avatar.width == 60
            Note: avatar's flex basis is 60; it does not shrink (flexShrink 0): the 24 points by which header's \
            line overflows come off the items that do. avatar's minimum width, 60, is above its maximum, 44: the \
            minimum wins, as in CSS.
            """))
        // The height, across the header, has no such conflict and no note.
        let height = try Self.why("post-broken.json", "avatar.height")
        #expect(height.contains("avatar.height = 44\n  44  STK-flex-size: avatar.height == 44\n"))
        #expect(!height.contains("Note:"))
    }

    /// `--why more.left` adds up the last button's place and says the line
    /// overflows by 360 − 296 = 64 with nothing to shrink; `--why
    /// names.width` that the names took all 24 points of the header's overflow.
    @Test func whyTheActionBarOverflows() throws {
        let more = try Self.why("post-broken.json", "more.left")
        #expect(more.contains("""
            more.left = 12 + 288 = 300
               12  STK-flex-position: actions.left == post.left + 12
              288  STK-flex-position: more.left == actions.left + 288
            Note: actions's line overflows by 64 points and no item shrinks (none has flexShrink): justifyContent \
            spaceBetween lets it spill past the end, as start does.
            """))
        let names = try Self.why("post-broken.json", "names.width")
        #expect(names.contains("""
            Note: names's flex basis is 214; it shrank by all the 24 points by which header's line overflows \
            (flexShrink 1, the only item that shrinks).
            """))
    }

    /// The chat at 375: the first bubble at most 0.75 × 343 = 257.25, its
    /// text wrapped at 233.25 into 222 × 40, the bubble 246 × 56 at the
    /// start, its fill under it; the second, one line of 54, at the end
    /// (375 − 16 − 78 = 281). At 414 the first text still wraps (276 >
    /// 262.5) and the second bubble is at 414 − 16 − 78 = 320.
    @Test func theChatAt375And414() throws {
        let run = try Self.frames("chat.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["transcript"] == [0, 0, 375, 108])
        #expect(run.frames["bubble1"] == [16, 4, 246, 56])
        #expect(run.frames["fill1"] == [16, 4, 246, 56])
        #expect(run.frames["text1"] == [28, 12, 222, 40])
        #expect(run.frames["bubble2"] == [281, 68, 78, 36])
        #expect(run.frames["text2"] == [293, 76, 54, 20])
        let wider = try Self.frames("chat.json", "--width", "414")
        #expect(wider.frames["bubble1"] == [16, 4, 246, 56])
        #expect(wider.frames["bubble2"] == [320, 68, 78, 36])
    }

    /// `--why bubble1.width` says what held the bubble's basis: its
    /// maximum of 75 % of the row's content box, 257.25, within which its
    /// text wrapped; the 343 − 246 = 97 points left go to no item.
    @Test func whyTheBubbleIsAsWideAsItIs() throws {
        let answer = try Self.why("chat.json", "bubble1.width")
        #expect(answer.contains("""
            bubble1.width = 246
              246  STK-flex-size: bubble1.width == 246
            Note: bubble1's flex basis is 246, measured within its maximum width, 257.25 (75% of message1's content \
            box); the 97 points free in message1's line go to no item: none has flexGrow.
            """))
    }

    /// The bubble's fill, ported from an `ASBackgroundLayoutSpec`, is as
    /// large as its bubble because both its offsets on each axis are 0:
    /// `--why` says so for its width and height; the badge, of a size of
    /// its own, has no such note.
    @Test func whyTheBackgroundCoversTheBubble() throws {
        let width = try Self.why("chat.json", "fill1.width")
        #expect(width.contains("""
            fill1.width = 246
              246  STK-flex-size: fill1.width == 246
            Note: fill1 is absolute, out of the flow of bubble1: its left and right offsets, 0 and 0, make it \
            bubble1's width less both.
            """))
        let height = try Self.why("chat.json", "fill2.height")
        #expect(height.contains("""
            Note: fill2 is absolute, out of the flow of bubble2: its top and bottom offsets, 0 and 0, make it \
            bubble2's height less both.
            """))
        let badge = try Self.why("card.json", "badge.width")
        #expect(badge.contains("badge.width = 40\n  40  STK-flex-size: badge.width == 40\n"))
        #expect(!badge.contains("Note:"))
    }

    /// The profile header at 375: the cover behind everything, 375 × 190;
    /// the avatar centred at (375 − 80) / 2 = 147.5, 40 down; three stats
    /// of 125 (flexBasis 0, flexGrow 1) at 136; edit 16 inside the top
    /// trailing corner, at 299. Right to left the stats run from the right
    /// and edit is 16 from the left; `--why edit.left` says which offset
    /// placed it, from which edge.
    @Test func theProfileBothWays() throws {
        let run = try Self.frames("profile.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["cover"] == [0, 0, 375, 190])
        #expect(run.frames["avatar"] == [147.5, 40, 80, 80])
        #expect(run.frames["stat2"] == [125, 136, 125, 38])
        #expect(run.frames["count3"] == [292.5, 136, 40, 22])
        #expect(run.frames["edit"] == [299, 16, 60, 28])
        let mirrored = try Self.frames("profile-rtl.json")
        #expect(mirrored.frames["stat1"] == [250, 136, 125, 38])
        #expect(mirrored.frames["edit"] == [16, 16, 60, 28])
        let answer = try Self.why("profile-rtl.json", "edit.left")
        #expect(answer.contains("""
            edit.left = 16
              16  STK-flex-position: edit.left == profile.left + 16
            Note: edit is absolute, out of the flow of profile: its trailing offset places it 16 from profile's left edge.
            """))
    }

    /// The avatar of the profile, ported from an `ASCenterLayoutSpec`:
    /// `--why avatar.left` says it is centred, with the arithmetic: 375 − 80
    /// = 295 points across, half of them before it. A count centred in its
    /// stat likewise: (125 − 40) / 2 = 42.5.
    @Test func whyTheAvatarIsCentred() throws {
        let avatar = try Self.why("profile.json", "avatar.left")
        #expect(avatar.contains("""
            avatar.left = 147.5
              147.5  STK-flex-position: avatar.left == avatarArea.left + 147.5
            Note: avatar is centred across avatarArea (alignItems center): half of the 295 points its line leaves, \
            147.5, go before it.
            """))
        let count = try Self.why("profile.json", "count2.left")
        #expect(count.contains("""
            Note: count2 is centred across stat2 (alignItems center): half of the 85 points its line leaves, 42.5, \
            go before it.
            """))
    }
}

