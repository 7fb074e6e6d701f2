import Foundation
import Testing
import Stack

/// Trial twenty-nine: four Texture screens ported spec by spec, as a
/// Texture developer writes them in `layoutSpecThatFits:` and as the
/// stacks guide translates each spec: an `ASInsetLayoutSpec` is a flex
/// stack's `padding`, an `ASRatioLayoutSpec` an `aspectRatio` (width ÷
/// height, the inverse of Texture's ratio), an `ASOverlayLayoutSpec` or
/// `ASBackgroundLayoutSpec` an `.absolute` child with offsets 0 on every
/// edge (first for a background, after the child for an overlay), an
/// `ASRelativeLayoutSpec` or `ASAbsoluteLayoutSpec` an absolute child with
/// offsets from the corner it keeps to, an `ASCenterLayoutSpec` a stack
/// `.flex(.center)` aligned `.center`, and `style.flexGrow`,
/// `flexShrink`, `flexBasis`, `alignSelf` and `maxWidth` the
/// ``FlexItemOptions`` a stack keeps for each item.
///
/// The screens are a Pinterest-style card (a 4:3 photo under a gradient
/// and a corner badge, a wrapping title, an inset around all), a social
/// post (a header whose name column shrinks and truncates beside a
/// timestamp that never does, wrapping body text, a 2 × 2 grid of square
/// photos, an action bar spread `spaceBetween`) at 320 and 414 wide, a
/// profile header (a cover behind a centred avatar, an edit button at an
/// absolute place, three stats of equal width) and chat messages (a bubble
/// behind inset text, at the start or the end by sender, at most 75 % of
/// the row). Every frame was worked out by hand first, as Texture lays
/// them out; the comments carry the arithmetic. Each screen is then
/// changed as an app changes it after its first layout (the title grows, a
/// badge appears, the width becomes 414, the sender flips) and the live
/// layout is compared with one built afresh (``LiveScreen``).
@Suite struct UserTrialTwentyNineTests {
    /// A flex stack whose width is `width` exactly and whose height is its
    /// content's, as a cell node is laid out in `ASSizeRange(min: (w, 0),
    /// max: (w, ∞))`.
    static func sized(_ stack: StackItem, width: Double) {
        stack.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                         maximum: Size(width: width, height: .infinity))
    }

    /// Text that wraps, in lines of `lineHeight`.
    static func text(_ name: String, _ words: [Double], lineHeight: Double, maxLines: Int = 0) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = WrappedText(words: words, lineHeight: lineHeight, maxLines: maxLines)
        return item
    }

    /// An overlay or background spec's layer: absolute, 0 from every edge
    /// of the stack that arranges it, so as large as that stack.
    static let coveringOptions = FlexItemOptions(position: .absolute, offset: FlexOffsets(all: 0))

    // MARK: - 1. A Pinterest-style card

    /// ```
    /// ASInsetLayoutSpec(insets: 8, child:
    ///   ASStackLayoutSpec(vertical, spacing: 6, children: [
    ///     ASOverlayLayoutSpec(child: ASRatioLayoutSpec(ratio: 0.75, child: photo),
    ///                         overlay: ASOverlayLayoutSpec(gradient,
    ///                           ASRelativeLayoutSpec(end, end, ASInsetLayoutSpec(8, badge)))),
    ///     title]))
    /// ```
    /// Ported: `card` (padding 8, spacing 6) arranges `media` and `title`;
    /// `media` arranges `photo` (aspect ratio 4 / 3), then `gradient`
    /// (absolute, 0 from every edge) and `badge` (absolute, 40 × 20, 8 from
    /// the bottom and the trailing edge).
    final class PinCard: LiveScreen {
        struct State {
            var width = 180.0
            var titleWords: [Double] = [50, 40, 60, 30, 45]
            var badgeShown = true
        }

        var state: State
        let card: StackItem
        let title: LayoutItem
        let badge = LayoutItem(name: "badge")
        var root: LayoutItem { card }

        init(_ state: State) throws {
            self.state = state
            let photo = LayoutItem(name: "photo")
            photo.aspectRatio = 4.0 / 3.0
            let gradient = LayoutItem(name: "gradient")
            let media = flexStack("media", .vertical, [photo, gradient, badge])
            media.setFlexOptions(UserTrialTwentyNineTests.coveringOptions, for: gradient)
            media.setFlexOptions(FlexItemOptions(size: FlexSize(width: 40, height: 20), position: .absolute,
                                                 offset: FlexOffsets(bottom: 8, trailing: 8)), for: badge)
            title = UserTrialTwentyNineTests.text("title", state.titleWords, lineHeight: 18)
            card = flexStack("card", .vertical, [media, title], spacing: 6)
            card.padding = FlexPadding(all: 8)
            UserTrialTwentyNineTests.sized(card, width: state.width)
            badge.isHidden = !state.badgeShown
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            UserTrialTwentyNineTests.sized(card, width: state.width)
            title.measuredContent = WrappedText(words: state.titleWords, lineHeight: 18)
            badge.isHidden = !state.badgeShown
        }
    }

    /// At 180 the content box is 164 wide: the photo 164 × 164 · 3/4 = 123
    /// at (8, 8), the gradient on it, the badge 8 inside its bottom trailing
    /// corner at (8 + 164 − 8 − 40, 8 + 123 − 8 − 20) = (124, 103). The
    /// title wraps at 164: 50 + 4 + 40 + 4 + 60 = 158, then 30 + 4 + 45 =
    /// 79; two lines of 18 at y 8 + 123 + 6 = 137. The card is 8 + 123 + 6
    /// + 36 + 8 = 181 high.
    @Test func theCardAt180() throws {
        let screen = try PinCard(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("card", Rect(x: 0, y: 0, width: 180, height: 181)),
            ("media", Rect(x: 8, y: 8, width: 164, height: 123)),
            ("photo", Rect(x: 8, y: 8, width: 164, height: 123)),
            ("gradient", Rect(x: 8, y: 8, width: 164, height: 123)),
            ("badge", Rect(x: 124, y: 103, width: 40, height: 20)),
            ("title", Rect(x: 8, y: 137, width: 164, height: 36)),
        ])
    }

    /// After the first layout: the badge goes and comes back, the title
    /// grows by two words (30 + 4 + 45 + 4 + 70 = 153 on the second line,
    /// 55 on a third: 54 high, the card 199), and the column widens to 240
    /// (content 224, photo 168 high, the badge at (8 + 224 − 48, 8 + 168 −
    /// 28) = (184, 148); the title 158 + 4 + 30 = 192, then 45 + 4 + 70 +
    /// 4 + 55 = 178: two lines; the card 8 + 168 + 6 + 36 + 8 = 226).
    @Test func theCardChangesAsAFreshOne() throws {
        let screen = try PinCard(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.badgeShown = false }
        try screen.expectLaysOutAsFresh("badge hidden")
        // A hidden absolute child is 0 × 0 at its stack's corner (FlexLayout.md, step 15).
        expectFrames(in: screen.root, [("badge", Rect(x: 8, y: 8, width: 0, height: 0))])
        screen.update { $0.badgeShown = true }
        try screen.expectLaysOutAsFresh("badge shown")
        expectFrames(in: screen.root, [("badge", Rect(x: 124, y: 103, width: 40, height: 20))])
        screen.update { $0.titleWords += [70, 55] }
        try screen.expectLaysOutAsFresh("title grown")
        expectFrames(in: screen.root, [
            ("title", Rect(x: 8, y: 137, width: 164, height: 54)),
            ("card", Rect(x: 0, y: 0, width: 180, height: 199)),
        ])
        screen.update { $0.width = 240 }
        try screen.expectLaysOutAsFresh("240 wide")
        expectFrames(in: screen.root, [
            ("photo", Rect(x: 8, y: 8, width: 224, height: 168)),
            ("gradient", Rect(x: 8, y: 8, width: 224, height: 168)),
            ("badge", Rect(x: 184, y: 148, width: 40, height: 20)),
            ("title", Rect(x: 8, y: 182, width: 224, height: 36)),
            ("card", Rect(x: 0, y: 0, width: 240, height: 226)),
        ])
    }

    /// Right to left the badge keeps to the trailing corner, now the left:
    /// 8 + 8 = 16 from the card's left edge.
    @Test func theCardsBadgeFollowsTheDirection() throws {
        let screen = try PinCard(.init())
        screen.card.layoutDirection = .rightToLeft
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("badge", Rect(x: 16, y: 103, width: 40, height: 20)),
            ("title", Rect(x: 8, y: 137, width: 164, height: 36)),
        ])
    }

    /// The card's column aligned `center` (a Texture user centring the
    /// title): nothing stretches the photo, so its ratio has no length to
    /// start from and the photo is 0 × 0, where Texture's ratio spec would
    /// take the 164 offered. Its size note says what the ratio lacks, not
    /// only that it has nothing to measure. A width of 100 % of the content
    /// box gives the ratio its length: 164 × 123 again, the title (94
    /// wide: 50 + 4 + 40) centred at 8 + (164 − 94) / 2 = 43.
    @Test func aCentredCardsPhotoNeedsAWidth() throws {
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 4.0 / 3.0
        let title = Self.text("title", [50, 40], lineHeight: 18)
        let card = flexStack("card", .vertical, [photo, title], alignment: .center)
        card.padding = FlexPadding(all: 8)
        Self.sized(card, width: 180)
        #expect(card.layoutIfNeeded().isEmpty)
        expectFrames(in: card, [("photo", Rect(x: 90, y: 8, width: 0, height: 0))])
        let width = card.generatedConstraints.first { $0.identifier == "STK-flex-size" && $0.firstItem === photo }
        #expect(width?.note == "photo has an aspect ratio but no intrinsic size, measure function or children: the"
            + " ratio needs a width or a height from its flex stack (stretched across it, a size or a flex basis),"
            + " and without one above 0 the stack measured it as 0")
        card.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1))), for: photo)
        #expect(card.layoutIfNeeded().isEmpty)
        expectFrames(in: card, [
            ("photo", Rect(x: 8, y: 8, width: 164, height: 123)),
            ("title", Rect(x: 43, y: 131, width: 94, height: 18)),
            ("card", Rect(x: 0, y: 0, width: 180, height: 157)),
        ])
    }

    /// The card laid out in a range whose minimum width (200) is above its
    /// maximum (180), as a cell node given a wrong `ASSizeRange`: the
    /// minimum wins (content 184, the photo 138 high, the badge at (8 + 184
    /// − 48, 8 + 138 − 28) = (144, 118); the title, 158 + 4 + 30 = 192 >
    /// 184, two lines; the card 8 + 138 + 6 + 36 + 8 = 196 high), and the
    /// range's width constraint says that the maximum was passed over; the
    /// height's bounds, in order, have no note.
    @Test func aCardRangeWithItsMinimumAboveItsMaximum() throws {
        let screen = try PinCard(.init())
        screen.card.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0),
                                               maximum: Size(width: 180, height: .infinity))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("card", Rect(x: 0, y: 0, width: 200, height: 196)),
            ("photo", Rect(x: 8, y: 8, width: 184, height: 138)),
            ("badge", Rect(x: 144, y: 118, width: 40, height: 20)),
            ("title", Rect(x: 8, y: 152, width: 184, height: 36)),
        ])
        let range = screen.card.generatedConstraints.filter { $0.identifier == "STK-size-range" }
        #expect(range.map(\.description) == ["STK-size-range: card.width == 200"])
        #expect(range.first?.note == "card's size range has a minimum width, 200, above its maximum, 180: the minimum wins")
        screen.card.sizeRange = StackSizeRange(minimum: Size(width: 180, height: 100),
                                               maximum: Size(width: 180, height: 400))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let bounds = screen.card.generatedConstraints.filter { $0.identifier == "STK-size-range" }
        #expect(bounds.count == 3)
        #expect(bounds.allSatisfy { $0.note == nil })
    }

    // MARK: - 2. A social post

    /// ```
    /// ASInsetLayoutSpec(insets: 12, child: ASStackLayoutSpec(vertical, spacing: 10, children: [
    ///   ASStackLayoutSpec(horizontal, spacing: 8, alignItems: start, children: [
    ///     avatar (preferredSize 44 × 44),
    ///     ASStackLayoutSpec(vertical, spacing: 2, [name, handle]) (flexGrow 1, flexShrink 1),
    ///     timestamp (flexShrink 0)]),
    ///   body,
    ///   ASStackLayoutSpec(vertical, spacing: 4, [row(4, [p1, p2]), row(4, [p3, p4])])
    ///     (each photo ASRatioLayoutSpec(1) with flexGrow 1, flexBasis 0),
    ///   ASStackLayoutSpec(horizontal, justifyContent: spaceBetween, alignItems: center, buttons)]))
    /// ```
    /// The name and handle are one line each (`maxLines` 1: truncated with
    /// an ellipsis); the name is 90 + 4 + 120 = 214 wide on one line, the
    /// handle 110, the timestamp 30 × 16.
    final class Post: LiveScreen {
        struct State {
            var width = 320.0
            var bodyWords: [Double] = [70, 50, 90, 40, 60, 80, 30, 100, 70]
            var nameWords: [Double] = [90, 120]
        }

        var state: State
        let post: StackItem
        let header: StackItem
        let names: StackItem
        let name: LayoutItem
        let body: LayoutItem
        var root: LayoutItem { post }

        init(_ state: State) throws {
            self.state = state
            let avatar = fixedSizeItem("avatar", 44, 44)
            name = UserTrialTwentyNineTests.text("name", state.nameWords, lineHeight: 20, maxLines: 1)
            let handle = UserTrialTwentyNineTests.text("handle", [110], lineHeight: 16, maxLines: 1)
            names = flexStack("names", .vertical, [name, handle], spacing: 2)
            let timestamp = UserTrialTwentyNineTests.text("timestamp", [30], lineHeight: 16)
            header = flexStack("header", .horizontal, [avatar, names, timestamp], alignment: .start, spacing: 8)
            header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: names)
            body = UserTrialTwentyNineTests.text("body", state.bodyWords, lineHeight: 20)
            let rows = [["photo1", "photo2"], ["photo3", "photo4"]].enumerated().map { index, names in
                let photos = names.map { name in
                    let photo = LayoutItem(name: name)
                    photo.aspectRatio = 1
                    return photo
                }
                let row = flexStack("row\(index + 1)", .horizontal, photos, spacing: 4)
                for photo in photos { row.setFlexOptions(FlexItemOptions(grow: 1, basis: 0), for: photo) }
                return row
            }
            let grid = flexStack("grid", .vertical, rows, spacing: 4)
            let buttons = ["like", "comment", "share", "save"].map { fixedSizeItem($0, 44, 24) }
            let actions = flexStack("actions", .horizontal, buttons, .spaceBetween, alignment: .center)
            post = flexStack("post", .vertical, [header, body, grid, actions], spacing: 10)
            post.padding = FlexPadding(all: 12)
            UserTrialTwentyNineTests.sized(post, width: state.width)
        }

        func update(_ change: (inout State) -> Void) {
            change(&state)
            UserTrialTwentyNineTests.sized(post, width: state.width)
            body.measuredContent = WrappedText(words: state.bodyWords, lineHeight: 20)
            name.measuredContent = WrappedText(words: state.nameWords, lineHeight: 20, maxLines: 1)
        }
    }

    /// At 320 the content box is 296. Header: 44 + 8 + 214 + 8 + 30 = 304,
    /// 8 too long; only the names shrink: 206, and the name is cut to one
    /// line of 206 (its 214 do not fit); the timestamp keeps 30 at 64 +
    /// 206 + 8 = 278 (ending at 308 = 320 − 12). The header is 44 high (the
    /// avatar; the names are 20 + 2 + 16 = 38).
    /// Body at 296: 70 50 90 40 = 262 (60 more is 326), 60 80 30 100 = 282
    /// (70 more is 356), 70: three lines, 60 high, at 12 + 44 + 10 = 66.
    /// Grid at 136: photos (296 − 4) / 2 = 146 square; rows at 136 and
    /// 286; 296 high. Actions at 136 + 296 + 10 = 442: four 44-point
    /// buttons leave 296 − 176 = 120, 40 per gap: x 12, 96, 180, 264. The
    /// post is 442 + 24 + 12 = 478 high.
    @Test func thePostAt320() throws {
        let screen = try Post(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, Self.postAt320)
    }

    static let postAt320: [(String, Rect)] = [
        ("post", Rect(x: 0, y: 0, width: 320, height: 478)),
        ("header", Rect(x: 12, y: 12, width: 296, height: 44)),
        ("avatar", Rect(x: 12, y: 12, width: 44, height: 44)),
        ("names", Rect(x: 64, y: 12, width: 206, height: 38)),
        ("name", Rect(x: 64, y: 12, width: 206, height: 20)),
        ("handle", Rect(x: 64, y: 34, width: 206, height: 16)),
        ("timestamp", Rect(x: 278, y: 12, width: 30, height: 16)),
        ("body", Rect(x: 12, y: 66, width: 296, height: 60)),
        ("grid", Rect(x: 12, y: 136, width: 296, height: 296)),
        ("photo1", Rect(x: 12, y: 136, width: 146, height: 146)),
        ("photo2", Rect(x: 162, y: 136, width: 146, height: 146)),
        ("photo3", Rect(x: 12, y: 286, width: 146, height: 146)),
        ("photo4", Rect(x: 162, y: 286, width: 146, height: 146)),
        ("actions", Rect(x: 12, y: 442, width: 296, height: 24)),
        ("like", Rect(x: 12, y: 442, width: 44, height: 24)),
        ("comment", Rect(x: 96, y: 442, width: 44, height: 24)),
        ("share", Rect(x: 180, y: 442, width: 44, height: 24)),
        ("save", Rect(x: 264, y: 442, width: 44, height: 24)),
    ]

    /// At 414 the content box is 390. The header's 304 leave 86, all to the
    /// names (grow 1): 300, the name whole on one line; the timestamp at 64
    /// + 300 + 8 = 372. Body: 70 50 90 40 60 = 326 (80 more is 410), 80 30
    /// 100 70 = 292: two lines, 40. Grid at 66 + 40 + 10 = 116: photos
    /// (390 − 4) / 2 = 193, rows at 116 and 313, 390 high. Actions at 116 +
    /// 390 + 10 = 516, gaps (390 − 176) / 3 = 71.33. The post is 552 high.
    static let postAt414: [(String, Rect)] = [
        ("post", Rect(x: 0, y: 0, width: 414, height: 552)),
        ("names", Rect(x: 64, y: 12, width: 300, height: 38)),
        ("name", Rect(x: 64, y: 12, width: 300, height: 20)),
        ("timestamp", Rect(x: 372, y: 12, width: 30, height: 16)),
        ("body", Rect(x: 12, y: 66, width: 390, height: 40)),
        ("grid", Rect(x: 12, y: 116, width: 390, height: 390)),
        ("photo2", Rect(x: 209, y: 116, width: 193, height: 193)),
        ("photo3", Rect(x: 12, y: 313, width: 193, height: 193)),
        ("comment", Rect(x: 12 + 44 + 214.0 / 3, y: 516, width: 44, height: 24)),
        ("save", Rect(x: 358, y: 516, width: 44, height: 24)),
    ]

    @Test func thePostAt414() throws {
        let screen = try Post(.init(width: 414))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.postAt414)
    }

    /// The name is cut to one line at 320: the notes say so.
    @Test func theNameIsTruncatedAt320() throws {
        let screen = try Post(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let content = try #require(screen.name.measuredContent as? WrappedText)
        #expect(content.truncation(within: ProposedSize(width: 206, height: nil)) == "cut to maxLines 1 with an ellipsis")
        #expect(content.truncation(within: ProposedSize(width: 300, height: nil)) == nil)
    }

    /// Live: 320 → 414 → 320, the body grows by three words (its third
    /// line 70 + 4 + 60 + 4 + 50 + 4 + 40 = 232: still three lines) and two
    /// more (a fourth line), the name shortens to one word (the names, 110
    /// wide for the handle, grow by the 96 left to 206 again), each step as
    /// a fresh post.
    @Test func thePostChangesAsAFreshOne() throws {
        let screen = try Post(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.width = 414 }
        try screen.expectLaysOutAsFresh("414 wide")
        expectFrames(in: screen.root, Self.postAt414)
        screen.update { $0.width = 320 }
        try screen.expectLaysOutAsFresh("back to 320")
        expectFrames(in: screen.root, Self.postAt320)
        screen.update { $0.bodyWords += [60, 50, 40] }
        try screen.expectLaysOutAsFresh("body grown")
        expectFrames(in: screen.root, [("body", Rect(x: 12, y: 66, width: 296, height: 60))])
        screen.update { $0.bodyWords += [90, 90] }
        try screen.expectLaysOutAsFresh("body grown to four lines")
        // 232 + 4 + 90 = 326 > 296: a fourth line of 90 + 4 + 90; 80 high, all below 20 lower.
        expectFrames(in: screen.root, [
            ("body", Rect(x: 12, y: 66, width: 296, height: 80)),
            ("photo4", Rect(x: 162, y: 306, width: 146, height: 146)),
            ("post", Rect(x: 0, y: 0, width: 320, height: 498)),
        ])
        screen.update { $0.nameWords = [90] }
        try screen.expectLaysOutAsFresh("short name")
        expectFrames(in: screen.root, [
            ("names", Rect(x: 64, y: 12, width: 206, height: 38)),
            ("name", Rect(x: 64, y: 12, width: 206, height: 20)),
        ])
    }

    /// The header as a Texture user first writes it, aligned `stretch`
    /// (the default) with the avatar's `preferredSize` as its flex `size`:
    /// the row is 56 high (a caller holds it there). Texture offers each
    /// stretched child [56, 56] and lets that win over `style.size`, so its
    /// avatar is 44 × 56; here, as in CSS and Yoga, the avatar keeps its
    /// 44 × 44 (FlexLayout.md), the timestamp, without a size across,
    /// stretches to 56, and a `minimumSize` height of 44 stretches too.
    @Test func aStretchedRowKeepsTheAvatarsSize() throws {
        let avatar = LayoutItem(name: "avatar")
        let timestamp = Self.text("timestamp", [30], lineHeight: 16)
        let badge = LayoutItem(name: "badge")
        let header = flexStack("header", .horizontal, [avatar, timestamp, badge], spacing: 8)
        header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 44, height: 44)), for: avatar)
        header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 20), minimumSize: FlexSize(height: 44)), for: badge)
        header.sizeRange = StackSizeRange(minimum: Size(width: 296, height: 56), maximum: Size(width: 296, height: 56))
        #expect(header.layoutIfNeeded().isEmpty)
        expectFrames(in: header, [
            ("avatar", Rect(x: 0, y: 0, width: 44, height: 44)),
            ("timestamp", Rect(x: 52, y: 0, width: 30, height: 56)),
            ("badge", Rect(x: 90, y: 0, width: 20, height: 56)),
        ])
    }

    /// The post turned right to left, live and as a fresh one: every row
    /// runs from the right. At 320 the avatar is at 320 − 12 − 44 = 264,
    /// the names at 264 − 8 − 206 = 50, the timestamp at 50 − 8 − 30 = 12;
    /// the first photo of each row on the right (162), the like button at
    /// 264 and save at 12.
    @Test func thePostRightToLeft() throws {
        let screen = try Post(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.post.layoutDirection = .rightToLeft
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let fresh = try Post(.init())
        fresh.post.layoutDirection = .rightToLeft
        expectSameFrames(screen.root, asFresh: fresh.root, "right to left", tolerance: 1e-6)
        expectFrames(in: screen.root, [
            ("avatar", Rect(x: 264, y: 12, width: 44, height: 44)),
            ("names", Rect(x: 50, y: 12, width: 206, height: 38)),
            ("name", Rect(x: 50, y: 12, width: 206, height: 20)),
            ("timestamp", Rect(x: 12, y: 12, width: 30, height: 16)),
            ("photo1", Rect(x: 162, y: 136, width: 146, height: 146)),
            ("photo2", Rect(x: 12, y: 136, width: 146, height: 146)),
            ("like", Rect(x: 264, y: 442, width: 44, height: 24)),
            ("save", Rect(x: 12, y: 442, width: 44, height: 24)),
        ])
    }

    /// The header's timestamp on the name's baseline, as a Texture header
    /// aligns them (`alignItems: .baselineFirst`): the name's first
    /// baseline is 15 down, the timestamp's 12. The names column vends its
    /// first item's, 15, so the line's ascent is 15: the names at the top,
    /// the timestamp at 15 − 12 = 3 below it; the avatar, without a
    /// baseline, has an ascent of 0 (Texture's) and sits at 15 − 0 = 15.
    /// The header is 15 + max(38 − 15, 16 − 12, 44) = 59 high.
    @Test func theTimestampSitsOnTheNamesBaseline() throws {
        let screen = try Post(.init())
        screen.name.firstBaselineOffset = 15
        screen.name.lastBaselineOffset = 15
        let timestamp = try #require(screen.header.arrangedItems.last)
        timestamp.firstBaselineOffset = 12
        timestamp.lastBaselineOffset = 12
        screen.header.alignment = .baselineFirst
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("header", Rect(x: 12, y: 12, width: 296, height: 59)),
            ("names", Rect(x: 64, y: 12, width: 206, height: 38)),
            ("timestamp", Rect(x: 278, y: 15, width: 30, height: 16)),
            ("avatar", Rect(x: 12, y: 27, width: 44, height: 44)),
            ("body", Rect(x: 12, y: 81, width: 296, height: 60)),
        ])
    }

    // MARK: - 3. A profile header

    /// ```
    /// ASBackgroundLayoutSpec(child:
    ///     ASStackLayoutSpec(vertical, children: [
    ///       ASInsetLayoutSpec(top: 40, bottom: 16, ASCenterLayoutSpec(avatar 80 × 80)),
    ///       ASInsetLayoutSpec(bottom: 16, ASStackLayoutSpec(horizontal, stats))  // each flexGrow 1, flexBasis 0
    ///     ]),
    ///   background: cover)
    /// + ASAbsoluteLayoutSpec: edit button 60 × 28, 16 from the top and trailing edge
    /// ```
    /// Ported: `profile` arranges `cover` (absolute, 0 from every edge,
    /// first, so behind), `avatarArea` (`.flex(.center)` aligned `.center`,
    /// padding top 40 and bottom 16), `stats` (padding bottom 16) and
    /// `edit` (absolute, top 16, trailing 16). Each stat centres a count
    /// (40 × 22) over a label (60 × 16).
    final class Profile: LiveScreen {
        struct State {
            var width = 375.0
            var direction = LayoutDirection.leftToRight
        }

        var state: State
        let profile: StackItem
        var root: LayoutItem { profile }

        init(_ state: State) throws {
            self.state = state
            let cover = LayoutItem(name: "cover")
            let avatar = fixedSizeItem("avatar", 80, 80)
            let avatarArea = flexStack("avatarArea", .vertical, [avatar], .center, alignment: .center)
            avatarArea.padding = FlexPadding(top: 40, left: 0, bottom: 16, right: 0)
            let statItems = (1...3).map { index in
                flexStack("stat\(index)", .vertical, [
                    UserTrialTwentyNineTests.text("count\(index)", [40], lineHeight: 22),
                    UserTrialTwentyNineTests.text("label\(index)", [60], lineHeight: 16),
                ], alignment: .center)
            }
            let stats = flexStack("stats", .horizontal, statItems)
            stats.padding = FlexPadding(top: 0, left: 0, bottom: 16, right: 0)
            for stat in statItems { stats.setFlexOptions(FlexItemOptions(grow: 1, basis: 0), for: stat) }
            let edit = fixedSizeItem("edit", 60, 28)
            profile = flexStack("profile", .vertical, [cover, avatarArea, stats, edit])
            profile.setFlexOptions(UserTrialTwentyNineTests.coveringOptions, for: cover)
            profile.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 16, trailing: 16)),
                                   for: edit)
            apply()
        }

        func apply() {
            UserTrialTwentyNineTests.sized(profile, width: state.width)
            profile.layoutDirection = state.direction
        }
    }

    /// At 375: the avatar at ((375 − 80) / 2, 40) = (147.5, 40), the area
    /// 40 + 80 + 16 = 136 high; the stats at 136, each 375 / 3 = 125 wide
    /// and 22 + 16 = 38 high, the counts at 125k + (125 − 40) / 2 = 42.5,
    /// the labels at 32.5; the profile 136 + 38 + 16 = 190 high, the cover
    /// as large; edit at (375 − 16 − 60, 16) = (299, 16).
    @Test func theProfileAt375() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("profile", Rect(x: 0, y: 0, width: 375, height: 190)),
            ("cover", Rect(x: 0, y: 0, width: 375, height: 190)),
            ("avatarArea", Rect(x: 0, y: 0, width: 375, height: 136)),
            ("avatar", Rect(x: 147.5, y: 40, width: 80, height: 80)),
            ("stats", Rect(x: 0, y: 136, width: 375, height: 54)),
            ("stat1", Rect(x: 0, y: 136, width: 125, height: 38)),
            ("stat2", Rect(x: 125, y: 136, width: 125, height: 38)),
            ("stat3", Rect(x: 250, y: 136, width: 125, height: 38)),
            ("count2", Rect(x: 167.5, y: 136, width: 40, height: 22)),
            ("label3", Rect(x: 282.5, y: 158, width: 60, height: 16)),
            ("edit", Rect(x: 299, y: 16, width: 60, height: 28)),
        ])
    }

    /// Wider (414: stats 138 each, the avatar at 167, edit at 338), right
    /// to left (edit 16 from the left, stat1 on the right at 276), and back.
    @Test func theProfileChangesAsAFreshOne() throws {
        let screen = try Profile(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.state.width = 414
        screen.apply()
        try screen.expectLaysOutAsFresh("414 wide")
        expectFrames(in: screen.root, [
            ("avatar", Rect(x: 167, y: 40, width: 80, height: 80)),
            ("stat2", Rect(x: 138, y: 136, width: 138, height: 38)),
            ("edit", Rect(x: 338, y: 16, width: 60, height: 28)),
            ("cover", Rect(x: 0, y: 0, width: 414, height: 190)),
        ])
        screen.state.direction = .rightToLeft
        screen.apply()
        try screen.expectLaysOutAsFresh("right to left")
        expectFrames(in: screen.root, [
            ("stat1", Rect(x: 276, y: 136, width: 138, height: 38)),
            ("edit", Rect(x: 16, y: 16, width: 60, height: 28)),
        ])
        screen.state = .init()
        screen.apply()
        try screen.expectLaysOutAsFresh("back to 375, left to right")
        expectFrames(in: screen.root, [("edit", Rect(x: 299, y: 16, width: 60, height: 28))])
    }

    /// Followers' faces under the stats, ported from an
    /// `ASAbsoluteLayoutSpec(sizing: .sizeToFit)` of three 32-point avatars
    /// at x 0, 24 and 48: as absolute children of a stack the faces are
    /// placed (20, 44 and 68 inside a group at 20) but do not size it, so
    /// the group is 0 × 0 until given the 80 × 32 their union makes; kept in
    /// the flow of a row with spacing −8 they size it themselves, 80 × 32
    /// (32 × 3 − 8 × 2).
    @Test func overlappingFacesSizeTheirGroupOnlyInTheFlow() throws {
        let faces = (1...3).map { LayoutItem(name: "face\($0)") }
        let group = flexStack("group", .horizontal, faces)
        for (index, face) in faces.enumerated() {
            group.setFlexOptions(FlexItemOptions(size: FlexSize(width: 32, height: 32), position: .absolute,
                                                 offset: FlexOffsets(left: .points(24 * Double(index)), top: 0)),
                                 for: face)
        }
        let root = LayoutItem(name: "root")
        root.addChild(group)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 375),
            root.heightAnchor.constraint(equalToConstant: 100),
            group.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            group.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("group", Rect(x: 20, y: 20, width: 0, height: 0)),
            ("face3", Rect(x: 68, y: 20, width: 32, height: 32)),
        ])
        group.sizeRange = StackSizeRange(minimum: Size(width: 80, height: 32), maximum: Size(width: 80, height: 32))
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [("group", Rect(x: 20, y: 20, width: 80, height: 32))])
        group.sizeRange = .unbounded
        group.spacing = -8
        for face in faces { group.setFlexOptions(FlexItemOptions(size: FlexSize(width: 32, height: 32)), for: face) }
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("group", Rect(x: 20, y: 20, width: 80, height: 32)),
            ("face2", Rect(x: 44, y: 20, width: 32, height: 32)),
            ("face3", Rect(x: 68, y: 20, width: 32, height: 32)),
        ])
    }

    // MARK: - 4. Chat messages

    /// ```
    /// ASInsetLayoutSpec(top: 4, left: 16, bottom: 4, right: 16, child:
    ///   ASStackLayoutSpec(horizontal, justifyContent: outgoing ? end : start, children: [
    ///     ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(8, 12, 8, 12, text), background: bubbleImage)
    ///       (style.maxWidth = 75 %)]))
    /// ```
    /// Ported: `messageN` (a row, padding 4 / 16) arranges `bubbleN`
    /// (padding 8 / 12, at most 75 % wide), which arranges `fillN`
    /// (absolute, 0 from every edge) and `textN`; a transcript column
    /// stacks the messages.
    final class Chat: LiveScreen {
        struct State {
            var width = 375.0
            var messages: [(outgoing: Bool, words: [Double])] = [
                (false, [40, 60, 30, 80, 50, 70]),
                (true, [30, 20]),
            ]
        }

        var state: State
        let transcript: StackItem
        var root: LayoutItem { transcript }

        init(_ state: State) throws {
            self.state = state
            let rows = state.messages.enumerated().map { index, message in
                let n = index + 1
                let fill = LayoutItem(name: "fill\(n)")
                let text = UserTrialTwentyNineTests.text("text\(n)", message.words, lineHeight: 20)
                let bubble = flexStack("bubble\(n)", .vertical, [fill, text])
                bubble.padding = FlexPadding(top: 8, left: 12, bottom: 8, right: 12)
                bubble.setFlexOptions(UserTrialTwentyNineTests.coveringOptions, for: fill)
                let row = flexStack("message\(n)", .horizontal, [bubble], message.outgoing ? .end : .start,
                                    alignment: .start)
                row.padding = FlexPadding(top: 4, left: 16, bottom: 4, right: 16)
                row.setFlexOptions(FlexItemOptions(maximumSize: FlexSize(width: .fraction(0.75))), for: bubble)
                return row
            }
            transcript = flexStack("transcript", .vertical, rows)
            UserTrialTwentyNineTests.sized(transcript, width: state.width)
        }

        /// What the app does when a message's text or sender changes.
        func update(_ change: (inout State) -> Void) {
            change(&state)
            UserTrialTwentyNineTests.sized(transcript, width: state.width)
            for (index, message) in state.messages.enumerated() {
                let row = transcript.arrangedItems[index] as! StackItem
                row.distribution = .flex(message.outgoing ? .end : .start)
                row.arrangedItems[0].children.last!.measuredContent = WrappedText(words: message.words, lineHeight: 20)
            }
        }
    }

    /// At 375 a row's content box is 343 and a bubble at most 0.75 × 343 =
    /// 257.25, its text at most 233.25: 40 60 30 80 = 222 (50 more is
    /// 276), 50 70 = 124: two lines, 222 × 40; the bubble 246 × 56 at
    /// (16, 4), the text at (28, 12). The second text is one line, 54 ×
    /// 20; its bubble 78 × 36 at the end: x 375 − 16 − 78 = 281, in a row
    /// at 64. The transcript is 64 + 44 = 108 high.
    @Test func theChatAt375() throws {
        let screen = try Chat(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        expectFrames(in: screen.root, [
            ("transcript", Rect(x: 0, y: 0, width: 375, height: 108)),
            ("message1", Rect(x: 0, y: 0, width: 375, height: 64)),
            ("bubble1", Rect(x: 16, y: 4, width: 246, height: 56)),
            ("fill1", Rect(x: 16, y: 4, width: 246, height: 56)),
            ("text1", Rect(x: 28, y: 12, width: 222, height: 40)),
            ("message2", Rect(x: 0, y: 64, width: 375, height: 44)),
            ("bubble2", Rect(x: 281, y: 68, width: 78, height: 36)),
            ("fill2", Rect(x: 281, y: 68, width: 78, height: 36)),
            ("text2", Rect(x: 293, y: 76, width: 54, height: 20)),
        ])
    }

    /// The first message flips to outgoing (x 375 − 16 − 246 = 113), the
    /// second grows to three lines at the 75 % cap (30 + 4 + 20 + 4 + 80 =
    /// 138, the 100 would make 242 > 233.25; 100 + 4 + 90 = 194; 60: the
    /// text 194 × 60, its bubble 218 × 76 at 375 − 16 − 218 = 141, the
    /// transcript 64 + 84 = 148 high), then the width becomes 414 (cap 0.75
    /// × 382 = 286.5, text at most 262.5: the first text, 222 + 4 + 50 =
    /// 276, still wraps; the second takes 138 + 4 + 100 = 242 on its first
    /// line and 90 + 4 + 60 on its second: 242 × 40, the bubble 266 × 56).
    @Test func theChatChangesAsAFreshOne() throws {
        let screen = try Chat(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.update { $0.messages[0].outgoing = true }
        try screen.expectLaysOutAsFresh("sender flipped")
        expectFrames(in: screen.root, [("bubble1", Rect(x: 113, y: 4, width: 246, height: 56))])
        screen.update { $0.messages[1].words += [80, 100, 90, 60] }
        try screen.expectLaysOutAsFresh("second message grown")
        expectFrames(in: screen.root, [
            ("text2", Rect(x: 153, y: 76, width: 194, height: 60)),
            ("bubble2", Rect(x: 141, y: 68, width: 218, height: 76)),
            ("transcript", Rect(x: 0, y: 0, width: 375, height: 148)),
        ])
        screen.update { $0.width = 414 }
        try screen.expectLaysOutAsFresh("414 wide")
        expectFrames(in: screen.root, [
            ("bubble1", Rect(x: 414 - 16 - 246, y: 4, width: 246, height: 56)),
            ("text2", Rect(x: 414 - 16 - 12 - 242, y: 76, width: 242, height: 40)),
            ("bubble2", Rect(x: 414 - 16 - 266, y: 68, width: 266, height: 56)),
        ])
    }
}
