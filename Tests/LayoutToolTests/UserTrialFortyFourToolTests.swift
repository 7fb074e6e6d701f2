import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-four: an Instagram-style post as Texture flex stacks
/// (`Fixtures/TrialFortyFour/post.json`), laid out at 375 and 320 wide and
/// right to left, with every frame worked out by hand first, and the
/// `--why` notes of the values a Texture user asks about.
///
/// The hand arithmetic, at width W (375, then 320):
/// - header: a row padded 8 / 12, items centred, `spaceBetween`. `who`
///   (a row: avatar 44 + info's spacingBefore 10 + info's basis, the
///   location's one line 60 + 44 + 70 + 38 + 50 + 4 × 4 = 278) is 332;
///   with more's spacingBefore 8 and width 24 the line is 364 in a content
///   box of W − 24 (351; 296): it overflows by 13 (68), all taken by `who`
///   (flexShrink 1): 319 (264). Inside `who` the same 13 (68) come off info
///   (flexShrink 1): 265 (210), and the location, cut to one line, keeps
///   that width. more: 12 + 319 + 8 = 339 (12 + 264 + 8 = 284), 12 from
///   the right edge; y 8 + (44 − 24) / 2 = 18. info is 18 + 2 + 16 = 36
///   high, centred in who's 44: y 8 + 4 = 12; the header 8 + 44 + 8 = 60.
/// - photo: stretched to W, aspectRatio 1: W × W from y 60.
/// - actions: padded 8 / 12, spacing 16: four 24-point icons and four gaps
///   are 160, the spacer grows by W − 24 − 160 (191; 136), bookmark at
///   12 + 3 × 40 + spacer + 16 (339; 284); y 60 + W, 40 high.
/// - likes: alignSelf start, leading margin 12: 30 + 4 + 48 = 82 × 18.
/// - caption: spacingBefore 4, margins 12: W − 24 wide (351; 296). At 351
///   its lines are 344, 286 and 234 (3 × 18 = 54); at 296, 290, 216, 288
///   and 66 (4 × 18 = 72). The post is 60 + W + 40 + 18 + 4 + caption + 12
///   (its bottom padding): 563 (526).
/// - right to left: every x mirrored, W − x − width.
@Suite struct UserTrialFortyFourToolTests {
    static let fixtures = TrialDocuments("TrialFortyFour")

    /// The root turned right to left.
    static let rightToLeft = [("\"name\": \"post\",", "\"name\": \"post\", \"layoutDirection\": \"rightToLeft\",")]

    @Test func thePostAt375() throws {
        let post = try Self.fixtures.run("post.json", ["--width", "375"])
        #expect(post.status == 0)
        #expect(post.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(post.frames, [
            "post": [0, 0, 375, 563], "header": [0, 0, 375, 60], "who": [12, 8, 319, 44],
            "avatar": [12, 8, 44, 44], "info": [66, 12, 265, 36], "name": [66, 12, 96, 18],
            "location": [66, 32, 265, 16], "more": [339, 18, 24, 24], "photo": [0, 60, 375, 375],
            "actions": [0, 435, 375, 40], "like": [12, 443, 24, 24], "comment": [52, 443, 24, 24],
            "share": [92, 443, 24, 24], "spacer": [132, 443, 191, 24], "bookmark": [339, 443, 24, 24],
            "likes": [12, 475, 82, 18], "caption": [12, 497, 351, 54],
        ])
    }

    @Test func thePostAt320() throws {
        let post = try Self.fixtures.run("post.json", ["--width", "320"])
        #expect(post.status == 0)
        TrialDocuments.expectFrames(post.frames, [
            "post": [0, 0, 320, 526], "header": [0, 0, 320, 60], "who": [12, 8, 264, 44],
            "avatar": [12, 8, 44, 44], "info": [66, 12, 210, 36], "name": [66, 12, 96, 18],
            "location": [66, 32, 210, 16], "more": [284, 18, 24, 24], "photo": [0, 60, 320, 320],
            "actions": [0, 380, 320, 40], "like": [12, 388, 24, 24], "comment": [52, 388, 24, 24],
            "share": [92, 388, 24, 24], "spacer": [132, 388, 136, 24], "bookmark": [284, 388, 24, 24],
            "likes": [12, 420, 82, 18], "caption": [12, 442, 296, 72],
        ])
    }

    @Test func thePostRightToLeft() throws {
        let post = try Self.fixtures.run("post.json", ["--width", "375"], Self.rightToLeft)
        #expect(post.status == 0)
        TrialDocuments.expectFrames(post.frames, [
            "post": [0, 0, 375, 563], "header": [0, 0, 375, 60], "who": [44, 8, 319, 44],
            "avatar": [319, 8, 44, 44], "info": [44, 12, 265, 36], "name": [213, 12, 96, 18],
            "location": [44, 32, 265, 16], "more": [12, 18, 24, 24], "photo": [0, 60, 375, 375],
            "like": [339, 443, 24, 24], "comment": [299, 443, 24, 24], "share": [259, 443, 24, 24],
            "spacer": [52, 443, 191, 24], "bookmark": [12, 443, 24, 24],
            "likes": [281, 475, 82, 18], "caption": [12, 497, 351, 54],
        ])
    }

    /// The shrunk row and column, the shrunk location line, the grown
    /// spacer, positions along and across the stacks and a nested stack's
    /// height: each note's arithmetic adds up to the value.
    @Test func theNotesAddUp() throws {
        let w375 = ["--width", "375"]
        #expect(try Self.fixtures.why("post.json", "who.width", w375).hasSuffix("""
            Note: who's flex basis is 332; it shrank by all the 13 points by which header's line overflows \
            (flexShrink 1, the only item that shrinks).

            """))
        #expect(try Self.fixtures.why("post.json", "info.width", w375).hasSuffix("""
            Note: info's flex basis is 278; it shrank by all the 13 points by which who's line overflows \
            (flexShrink 1, the only item that shrinks).

            """))
        #expect(try Self.fixtures.why("post.json", "location.width", ["--width", "320"]).hasSuffix("""
            Note: location's content is 278 × 16, cut to maxLines 1 with an ellipsis within the width it was \
            laid out at, 210.

            """))
        #expect(try Self.fixtures.why("post.json", "spacer.width", w375).hasSuffix("""
            Note: spacer's flex basis is 0, auto: spacer measures 0 wide; it grew by all the 191 points free in \
            actions's line (flexGrow 1).

            """))
        #expect(try Self.fixtures.why("post.json", "bookmark.left", w375).hasSuffix("""
            Note: bookmark follows spacer from the left in actions's line: 323 (where spacer ends) + 16 (spacing) = 339.

            """))
        #expect(try Self.fixtures.why("post.json", "more.left", w375).hasSuffix("""
            Note: more follows who from the left in header's line: 331 (where who ends) + 8 (more's spacingBefore) = 339.

            """))
        #expect(try Self.fixtures.why("post.json", "info.top", w375) == """
            info.top = 8 + 4 = 12
              8  STK-flex-position: who.top == header.top + 8
              4  STK-flex-position: info.top == who.top + 4
            Note: info is centred across who (alignItems center): half of the 8 points its line leaves, 4, go before it.

            """)
        #expect(try Self.fixtures.why("post.json", "header.height", w375).hasSuffix("""
            Note: header fits its items: 44 (who's height, its tallest item) + 8 (its top padding) + 8 (its bottom padding) = 60.

            """))
        #expect(try Self.fixtures.why("post.json", "caption.height", ["--width", "320"]).hasSuffix("""
            Note: caption's content is 290 × 72 within the width it was laid out at, 296; offered any width it is 872 × 18.

            """))
        // The photo's height along the column is its basis, from its
        // aspect ratio: no flexing changed it, and the note still says
        // where it came from (it used to have none).
        #expect(try Self.fixtures.why("post.json", "photo.height", ["--width", "320"]) == """
            photo.height = 320
              320  STK-flex-size: photo.height == 320
            Note: photo's height is its width, 320, ÷ its aspectRatio 1.

            """)
        let rtl = Self.rightToLeft
        #expect(try Self.fixtures.why("post.json", "avatar.left", w375, rtl).hasSuffix("""
            Note: who lies right of more in header's line (its items run right to left): 36 (where more ends) + 8 (more's spacingBefore) = 44.
            Note: avatar lies right of info in who's line (its items run right to left): 265 (where info ends) + 10 (info's spacingBefore) = 275.

            """))
        #expect(try Self.fixtures.why("post.json", "likes.left", w375, rtl).hasSuffix("""
            Note: likes is aligned to the start across post (alignSelf start): 375 (post's width) − 12 (likes's right margin) \
            − 82 (likes's width) = 281.

            """))
    }
}
