import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-eight: an article reader on a notched phone
/// (`Fixtures/TrialFortyEight/article.json`, 390 × 844, safe area top 47,
/// bottom 34; `article-landscape.json`, 844 × 390, left 47, right 47,
/// bottom 21), every frame worked out by hand first. A scroll item fills
/// the screen edge to edge; its content is a 16:9 hero (a badge at its
/// top leading margins), a title, a byline row, three paragraphs within
/// `scroll.readableContent`, and a carousel (a nested scroll item) of five
/// 200 × 120 cards 12 apart with 16-point side insets, the first card
/// holding a caption at its leading and bottom margins.
///
/// Upright (W 390): the scroll item's margins are 8 on the sides, so the
/// readable column is min(672, 390 − 16) = 374 at x 8.
/// - hero: 390 × 390 × 9 / 16 = 219.375; badge at its margins (8, 8).
/// - title (words 60 80 50 90 70 40, spaces 8, lines 30): 60 + 8 + 80 + 8
///   + 50 + 8 + 90 = 304, and 70 would make 382 > 374: two lines, 60
///   high, at 219.375 + 16 = 235.375.
/// - byline at 235.375 + 60 + 12 = 307.375, 32 high (the avatar): avatar
///   at 8, author (hugging 200, so it stretches) 374 − 32 − 80 − 16 = 246
///   at 48, 6 down; date 80 at 382 − 80 = 302, 8 down.
/// - paragraphs (words of 40, spaces 5, lines 22): 8 words a line
///   (8 × 40 + 7 × 5 = 355 ≤ 374, 9 would be 400): 20 words 3 lines, 66;
///   64 words 8 lines, 176; 40 words 5 lines, 110; at 307.375 + 32 + 16 =
///   355.375, 355.375 + 66 + 12 = 433.375 and 433.375 + 176 + 12 = 621.375.
/// - carousel at 621.375 + 110 + 24 = 755.375, 390 × 120; content
///   16 + 5 × 200 + 4 × 12 + 16 = 1080 × 120; card k at 16 + 212 (k − 1).
///   The scroll's content ends 16 below: 755.375 + 136 = 891.375.
/// - caption at the card's margins: x 16 + 8 = 24, y 755.375 + 120 − 8 −
///   20 = 847.375.
///
/// On its side (W 844): the scroll item's side margins grow by the side
/// insets to 55, its margins are 844 − 110 = 734 wide, so the readable
/// column is 672 at 55 + (734 − 672) / 2 = 86. Hero 844 × 474.75; the
/// title fits one line (390 + 5 × 8 = 430), 30 high, at 490.75; byline at
/// 532.75 (author 672 − 128 = 544 at 126, date at 758 − 80 = 678); 15
/// words a line (15 × 40 + 14 × 5 = 670): paragraphs of 2, 5 and 3 lines
/// (44, 110, 66) at 580.75, 636.75 and 758.75; carousel at 848.75; content
/// 844 × 984.75.
///
/// Scrolled by (0, y) every content frame is y higher on the screen. With
/// `automatic` the scroll item takes the top and bottom insets into its
/// content inset (47 and 34 upright, 0 and 21 on its side) and, as its
/// content is no wider than it, not the sides; the carousel, whose content
/// is wider, takes the sides too. So:
/// - the content's top shows below the notch at y = −47: hero at 47, badge
///   at 55; the end is 891.375 + 34 − 844 = 81.375 (the carousel's bottom
///   at 755.375 + 120 − 81.375 = 794 = 810 − 16); the carousel's end
///   1080 − 390 = 690: card 1 at 16 − 690 = −674, card 5 at 174.
/// - on its side the end is 984.75 + 21 − 390 = 615.75 and the carousel's
///   1080 + 47 − 844 = 283: card 5 at 864 − 283 = 581, ending 16 before
///   the right inset (581 + 200 + 16 = 797 = 844 − 47).
/// - the badge: upright the hero's top margin is 8 (the notch is taken by
///   the content inset) with `automatic`, `scrollableAxes` (content 891.375
///   is longer than 844) and `always`; with `never` the notch reaches 47
///   into the hero at rest: 55. On its side the sides are left to the
///   content but for `always`: badge at 47 + 8 = 55, or 8 with `always`.
/// - run 1000 high, the content (891.375) is shorter than the frame:
///   `scrollableAxes` then leaves the top inset to the hero (badge at 55),
///   `automatic` still takes it (8).
/// - the caption: upright with the outer scroll item `never`, the carousel
///   (755.375 to 875.375) crosses the home indicator's line at 810: its
///   bottom inset is 875.375 − 810 = 65.375; a carousel that takes its
///   vertical insets (`automatic`, `always`) hides it from the card,
///   `never` and `scrollableAxes` (content 120, not longer than 120) pass
///   it on: the card's bottom margin is 73.375 and the caption at 875.375
///   − 73.375 − 20 = 782. On its side a carousel that leaves the sides
///   (`never`) gives card 1 (16 to 216) the 47 − 16 = 31 of the left inset
///   that reaches it: caption at 16 + 31 + 8 = 55.
@Suite struct UserTrialFortyEightToolTests {
    static let fixtures = TrialDocuments("TrialFortyEight")

    static func adjustment(_ behavior: String) -> (String, String) {
        ("\"contentInsetAdjustment\": \"automatic\"", "\"contentInsetAdjustment\": \"\(behavior)\"")
    }

    static func offset(_ y: Double) -> (String, String) {
        ("\"contentOffset\": {\"x\": 0, \"y\": 0}", "\"contentOffset\": {\"x\": 0, \"y\": \(y)}")
    }

    /// The carousel's own setting (`"contentOffset": {…}` or
    /// `"contentInsetAdjustment": "never"`).
    static func carousel(_ setting: String) -> (String, String) {
        ("\"name\": \"carousel\", \"scroll\": true", "\"name\": \"carousel\", \"scroll\": true, \(setting)")
    }

    /// Every frame, from the arithmetic above, scrolled by `y` and the
    /// carousel by `x`.
    static func article(landscape: Bool, scrolledBy y: Double = 0, carouselBy x: Double = 0) -> [String: [Double]] {
        let width: Double = landscape ? 844 : 390
        let hero: Double = landscape ? 474.75 : 219.375
        let (column, columnWidth): (Double, Double) = landscape ? (86, 672) : (8, 374)
        let titleHeight: Double = landscape ? 30 : 60
        let paragraphs: [Double] = landscape ? [44, 110, 66] : [66, 176, 110]
        let byline = hero + 16 + titleHeight + 12
        var frames: [String: [Double]] = [
            "screen": [0, 0, width, landscape ? 390 : 844], "scroll": [0, 0, width, landscape ? 390 : 844],
            "hero": [0, -y, width, hero], "badge": [landscape ? 55 : 8, 8 - y, 60, 24],
            "title": [column, hero + 16 - y, columnWidth, titleHeight],
            "byline": [column, byline - y, columnWidth, 32], "avatar": [column, byline - y, 32, 32],
            "author": [column + 40, byline + 6 - y, columnWidth - 128, 20],
            "date": [column + columnWidth - 80, byline + 8 - y, 80, 16],
        ]
        var top = byline + 32 + 16
        for (index, height) in paragraphs.enumerated() {
            frames["body\(index + 1)"] = [column, top - y, columnWidth, height]
            top += height + 12
        }
        let carousel = top - 12 + 24
        frames["carousel"] = [0, carousel - y, width, 120]
        frames["cards"] = [16 - x, carousel - y, 1048, 120]
        for card in 0..<5 {
            frames["card\(card + 1)"] = [16 + 212 * Double(card) - x, carousel - y, 200, 120]
        }
        frames["caption"] = [24 - x, carousel + 92 - y, 100, 20]
        return frames
    }

    @Test func theArticleUprightAtRestBelowTheNotchAndAtTheEnd() throws {
        let atRest = try Self.fixtures.run("article.json")
        #expect(atRest.status == 0 && atRest.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(atRest.frames, Self.article(landscape: false))
        let sizes = try #require(atRest.json["contentSizes"] as? [String: [String: Double]])
        #expect(sizes["scroll"] == ["width": 390, "height": 891.375] && sizes["carousel"] == ["width": 1080, "height": 120])
        // Spot checks of the formula against the numbers worked by hand.
        let expected = Self.article(landscape: false)
        #expect(expected["body3"] == [8, 621.375, 374, 110] && expected["carousel"] == [0, 755.375, 390, 120])
        #expect(expected["author"] == [48, 313.375, 246, 20] && expected["date"] == [302, 315.375, 80, 16])
        #expect(expected["card5"] == [864, 755.375, 200, 120] && expected["caption"] == [24, 847.375, 100, 20])

        let belowTheNotch = try Self.fixtures.run("article.json", [], [Self.offset(-47)])
        TrialDocuments.expectFrames(belowTheNotch.frames, Self.article(landscape: false, scrolledBy: -47))
        #expect(belowTheNotch.frames["badge"] == [8, 55, 60, 24])

        let end = try Self.fixtures.run("article.json", [], [Self.offset(81.375),
                                                             Self.carousel("\"contentOffset\": {\"x\": 690, \"y\": 0}")])
        TrialDocuments.expectFrames(end.frames, Self.article(landscape: false, scrolledBy: 81.375, carouselBy: 690))
        #expect(end.frames["carousel"] == [0, 674, 390, 120] && end.frames["card1"] == [-674, 674, 200, 120])
        #expect(end.frames["card5"] == [174, 674, 200, 120])
    }

    @Test func theArticleOnItsSide() throws {
        let atRest = try Self.fixtures.run("article-landscape.json")
        #expect(atRest.status == 0 && atRest.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(atRest.frames, Self.article(landscape: true))
        let expected = Self.article(landscape: true)
        #expect(expected["title"] == [86, 490.75, 672, 30] && expected["body3"] == [86, 758.75, 672, 66])
        #expect(expected["author"] == [126, 538.75, 544, 20] && expected["carousel"] == [0, 848.75, 844, 120])

        let end = try Self.fixtures.run("article-landscape.json", [], [
            Self.offset(615.75), Self.carousel("\"contentOffset\": {\"x\": 283, \"y\": 0}"),
        ])
        TrialDocuments.expectFrames(end.frames, Self.article(landscape: true, scrolledBy: 615.75, carouselBy: 283))
        #expect(end.frames["carousel"] == [0, 233, 844, 120] && end.frames["card5"] == [581, 233, 200, 120])
    }

    /// At text size 1.5 (words ×1.5, spaces 12 and 7.5, lines 45 and 33):
    /// the title's lines at 374 are 90 + 12 + 120 + 12 + 75 = 309 and 135 +
    /// 12 + 105 + 12 + 60 = 324, 90 high; a paragraph line holds 5 words
    /// (5 × 60 + 4 × 7.5 = 330, 6 would be 397.5): 4, 13 and 8 lines, 132,
    /// 429 and 264 high, at 337.375 + 32 + 16 = 385.375, 385.375 + 132 + 12
    /// = 529.375 and 529.375 + 429 + 12 = 970.375; the carousel at 970.375 +
    /// 264 + 24 = 1258.375 and the content 1258.375 + 136 = 1394.375 high.
    @Test func theArticleAtALargerTextSize() throws {
        let large = try Self.fixtures.run("article.json", ["--text-size", "1.5"])
        #expect(large.status == 0 && large.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(large.frames, [
            "title": [8, 235.375, 374, 90], "byline": [8, 337.375, 374, 32], "body1": [8, 385.375, 374, 132],
            "body2": [8, 529.375, 374, 429], "body3": [8, 970.375, 374, 264], "carousel": [0, 1258.375, 390, 120],
            "badge": [8, 8, 60, 24], "hero": [0, 0, 390, 219.375],
        ])
        let sizes = try #require(large.json["contentSizes"] as? [String: [String: Double]])
        #expect(sizes["scroll"] == ["width": 390, "height": 1394.375])
    }

    /// The badge at the hero's top leading margins, for each behaviour of
    /// the article's scroll item.
    @Test func theHerosMarginsForEachAdjustment() throws {
        for (behavior, upright, onItsSide) in [("automatic", 8.0, 55.0), ("scrollableAxes", 8, 55), ("always", 8, 8),
                                               ("never", 55, 55)] {
            let portrait = try Self.fixtures.run("article.json", [], [Self.adjustment(behavior)])
            #expect(portrait.frames["badge"] == [8, upright, 60, 24], "\(behavior)")
            #expect(portrait.frames["hero"] == [0, 0, 390, 219.375])
            let landscape = try Self.fixtures.run("article-landscape.json", [], [Self.adjustment(behavior)])
            #expect(landscape.frames["badge"] == [onItsSide, 8, 60, 24], "\(behavior)")
        }
        // Scrolled below the notch, the hero is clear of it either way.
        let never = try Self.fixtures.run("article.json", [], [Self.adjustment("never"), Self.offset(-47)])
        #expect(never.frames["hero"] == [0, 47, 390, 219.375] && never.frames["badge"] == [8, 55, 60, 24])
        // Content shorter than the frame: only `automatic` still takes the top.
        let tall = try Self.fixtures.run("article.json", ["--height", "1000"])
        #expect(tall.frames["badge"] == [8, 8, 60, 24])
        let scrollable = try Self.fixtures.run("article.json", ["--height", "1000"], [Self.adjustment("scrollableAxes")])
        #expect(scrollable.frames["badge"] == [8, 55, 60, 24])
    }

    /// The caption at card 1's leading and bottom margins, for the
    /// carousel's behaviours inside an article scroll item that is `never`
    /// (upright) or `automatic` (on its side).
    @Test func theCaptionsMarginsInTheNestedCarousel() throws {
        for (behavior, y) in [("automatic", 847.375), ("always", 847.375), ("scrollableAxes", 782), ("never", 782)] {
            let article = try Self.fixtures.run("article.json", [], [
                Self.adjustment("never"), Self.carousel("\"contentInsetAdjustment\": \"\(behavior)\""),
            ])
            #expect(article.frames["caption"] == [24, y, 100, 20], "\(behavior)")
        }
        for (behavior, x) in [("automatic", 24.0), ("always", 24), ("scrollableAxes", 24), ("never", 55)] {
            let article = try Self.fixtures.run("article-landscape.json", [], [
                Self.carousel("\"contentInsetAdjustment\": \"\(behavior)\""),
            ])
            #expect(article.frames["caption"] == [x, 940.75, 100, 20], "\(behavior)")
        }
    }

    /// `--why` on a margin attribute itself says how much of its distance
    /// from the edge is the safe area, as it does for a margin that a
    /// constraint names: it said only `55  hero's own topMargin offset`.
    @Test func whyAMarginSaysItsSafeAreaShare() throws {
        let never = try Self.fixtures.why("article.json", "hero.topMargin", [], [Self.adjustment("never")])
        #expect(never.contains("hero.topMargin = 55\n"))
        #expect(never.contains("55  hero's own topMargin offset (layout margin 8, safe area 47)"))
        let automatic = try Self.fixtures.why("article.json", "hero.topMargin")
        #expect(automatic.contains("8  hero's own topMargin offset\n") || automatic.hasSuffix("8  hero's own topMargin offset"))
        let side = try Self.fixtures.why("article-landscape.json", "hero.leadingMargin")
        #expect(side.contains("55  hero's own leadingMargin offset (layout margin 8, safe area 47)"))
        // A margin named by the constraint keeps its note.
        let badge = try Self.fixtures.why("article.json", "badge.top", [], [Self.adjustment("never")])
        #expect(badge.contains("(hero.topMargin = hero.top + 55 (layout margin 8, safe area 47))"))
        // The JSON carries the same split: `offsetSafeArea` for the value's
        // own offset, `safeArea` in a term's offsets.
        let margin = try Self.fixtures.run("article.json", ["--why", "hero.topMargin"], [Self.adjustment("never")])
        let marginWhy = try #require(margin.json["why"] as? [String: Any])
        #expect(marginWhy["offset"] as? Double == 55 && marginWhy["offsetSafeArea"] as? Double == 47)
        let badgeJSON = try Self.fixtures.run("article.json", ["--why", "badge.top"], [Self.adjustment("never")])
        let terms = try #require((badgeJSON.json["why"] as? [String: Any])?["terms"] as? [[String: Any]])
        let offsets = try #require(terms.first?["offsets"] as? [[String: Any]])
        #expect(offsets.first?["amount"] as? Double == 55 && offsets.first?["safeArea"] as? Double == 47)
        let atRest = try Self.fixtures.run("article.json", ["--why", "hero.topMargin"])
        #expect((atRest.json["why"] as? [String: Any])?["offsetSafeArea"] == nil)
    }

    /// The scroll item's safe-area guide follows its frame: scrolled by
    /// −47 its top is still the notch's 47 on the screen. The answer gave
    /// the guide's constraint 0 (`(−47 of it from scroll's contentOffset)`)
    /// and the 47 to the offset; now the offset, which cancels, is left out.
    @Test func whyTheScrollItemsSafeAreaIgnoresTheOffset() throws {
        let below = try Self.fixtures.why("article.json", "scroll.safeArea.top", [], [Self.offset(-47)])
        #expect(below.hasPrefix("scroll.safeArea.top = 47\n"))
        #expect(below.contains("47  scroll-safe-area-guide: scroll.safeArea.top == scroll.top + 47\n"))
        #expect(!below.contains("contentOffset"))
        let end = try Self.fixtures.why("article-landscape.json", "scroll.safeArea.top", [], [Self.offset(615.75)])
        #expect(end.hasPrefix("scroll.safeArea.top = 0\n") && !end.contains("contentOffset"))
        let bottom = try Self.fixtures.why("article.json", "scroll.safeArea.bottom", [], [Self.offset(81.375)])
        #expect(bottom.hasPrefix("scroll.safeArea.bottom = 844 − 34 = 810\n") && !bottom.contains("contentOffset"))
    }

    @Test func whyTheColumnAndTheCarousel() throws {
        let title = try Self.fixtures.why("article-landscape.json", "title.leading")
        #expect(title.hasPrefix("title.leading = 27.5 + 422 − 27.5 − 336 = 86\n"))
        #expect(title.contains("(scroll.leftMargin = scroll.left + 55 (layout margin 8, safe area 47))"))
        let card = try Self.fixtures.why("article.json", "card1.top", [], [Self.offset(81.375)])
        #expect(card.hasPrefix("card1.top = "))
        #expect(card.contains("= 674\n") && card.contains("− 81.375  scroll's contentOffset (0, 81.375)"))
        // Each axis names only the offsets along it: the card's top was
        // `− 615.75  carousel's contentOffset (283, 0) and scroll's
        // contentOffset (0, 615.75)`, as if the carousel moved it.
        let end = [Self.offset(615.75), Self.carousel("\"contentOffset\": {\"x\": 283, \"y\": 0}")]
        let top = try Self.fixtures.why("article-landscape.json", "card1.top", [], end)
        #expect(top.contains("= 233\n") && top.contains("− 615.75  scroll's contentOffset (0, 615.75)\n"))
        #expect(!top.contains("carousel's contentOffset"))
        let left = try Self.fixtures.why("article-landscape.json", "card1.left", [], end)
        #expect(left.hasPrefix("card1.left = 16 − 283 = -267\n") && left.contains("− 283  carousel's contentOffset (283, 0)"))
        #expect(!left.contains("scroll's contentOffset"))
    }

    /// A hero held 200 high against its 16:9 width of 390 (219.375): the
    /// height, activated last, is broken and the rest laid out.
    @Test func aHeroHeightThatFightsItsAspectRatio() throws {
        let edit = ("\"cards.height == carousel.frame.height\"", "\"cards.height == carousel.frame.height\", \"hero.height == 200\"")
        let broken = try Self.fixtures.run("article.json", [], [edit])
        #expect(broken.status == 1)
        #expect(broken.json["broken"] as? String == "hero.height == 200")
        let conflict = try #require(broken.json["conflict"] as? [String])
        #expect(conflict.contains("hero.width == 16/9*hero.height") && conflict.last == "hero.height == 200")
        #expect(broken.frames["hero"] == [0, 0, 390, 219.375])
    }

    /// UIKit's names for the scroll item's setting say what to write; they
    /// were only "has an unknown key".
    @Test func uikitsScrollInsetNamesSayWhatToWrite() throws {
        for (key, hint) in [
            ("contentInsetAdjustmentBehavior", #"UIKit's contentInsetAdjustmentBehavior is a scroll item's "contentInsetAdjustment""#),
            ("adjustedContentInset",
             #"a scroll item's adjustedContentInset follows from the root's "safeArea" and its "contentInsetAdjustment""#),
        ] {
            let text = try Self.fixtures.document("article.json", [("\"contentInsetAdjustment\": \"automatic\"", "\"\(key)\": \"never\"")])
            let output = try runLayout(["run", "-"], input: text)
            #expect(output.status == 2)
            #expect(output.standardError == "layout: item \"scroll\" has an unknown key \"\(key)\": \(hint)\n")
        }
    }

    /// Without the carousel's bottom, nothing ends the content: its height
    /// is open, and only the content guide is listed.
    @Test func anOpenContentHeight() throws {
        let open = try Self.fixtures.run("article.json", [], [("\"carousel.bottom == scroll.bottom - 16\",", "")])
        #expect(open.status == 0)
        #expect(open.json["ambiguous"] as? [String] == ["scroll.content"])
    }
}
