import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Screens a UIKit and Yoga user would port with today's features, built
/// only from the README and the guides, each frame worked out by hand
/// before the test ran: an inbox cell whose sender and preview truncate
/// (`maxLines`) and come back in landscape; a navigation bar whose title
/// shrinks between its buttons and grows back when a button hides, right to
/// left too; an avatar whose badge keeps to its trailing corner
/// (`FlexOffsets(trailing:)`) in either direction; and the notes `--why`
/// gives for flexed lengths. After every step of a session the frames are
/// also compared with those of the same screen built afresh in that state.
@Suite struct UserTrialSixTests {
    /// A document fixture of this trial, `Fixtures/user-trial-six/NAME.json`.
    private static func fixture(_ name: String) throws -> JSON {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-six/\(name)", withExtension: "json"))
        return try JSON(parsing: String(contentsOf: url, encoding: .utf8))
    }

    /// A label showing `words` (their widths, 4 apart) on lines
    /// `lineHeight` high, at most `maxLines` of them (0: no limit).
    private static func text(_ name: String, _ words: [Double], lineHeight: Double = 20, maxLines: Int = 0) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = WrappedText(words: words, lineHeight: lineHeight, maxLines: maxLines)
        return item
    }

    /// The item named `name` in `root`'s tree.
    private static func find(_ name: String, in root: LayoutItem) -> LayoutItem? {
        root.name == name ? root : root.children.lazy.compactMap { Self.find(name, in: $0) }.first
    }

    // MARK: - 1. An inbox cell whose sender and preview truncate

    /// The inbox cell on a screen `width` wide, as `UIStackView`s: a row
    /// (top aligned, spacing 12) 16 inside the cell's sides and 12 below its
    /// top, of a 48-point avatar (compression resistance 751: the preview's
    /// one line, 548 at 750, would otherwise squeeze it) and a body column (spacing 4) of a header
    /// row (spacing 8: the sender, one line, compression resistance 749,
    /// and the time, one line, hugging 251) and a preview of two lines. The
    /// cell's height comes from the row, 12 above its bottom.
    private static func inboxCell(width: Double, timeHidden: Bool = false)
        -> (cell: LayoutItem, width: LayoutConstraint, time: LayoutItem) {
        let avatar = fixedSizeItem("avatar", 48, 48)
        avatar.setContentHuggingPriority(251, for: .horizontal)
        avatar.setContentCompressionResistancePriority(751, for: .horizontal)
        let sender = Self.text("sender", [120, 90, 80], maxLines: 1)
        sender.setContentCompressionResistancePriority(749, for: .horizontal)
        let time = Self.text("time", [40], maxLines: 1)
        time.setContentHuggingPriority(251, for: .horizontal)
        time.isHidden = timeHidden
        let header = StackItem(name: "header", arrangedItems: [sender, time])
        header.spacing = 8
        let preview = Self.text("preview", [60, 50, 70, 40, 80, 30, 90, 100], maxLines: 2)
        let body = StackItem(name: "body", arrangedItems: [header, preview])
        body.axis = .vertical
        body.spacing = 4
        let row = StackItem(name: "row", arrangedItems: [avatar, body])
        row.alignment = .top
        row.spacing = 12
        let cell = LayoutItem(name: "cell")
        cell.addChild(row)
        let size = cell.widthAnchor.constraint(equalToConstant: width)
        try? LayoutConstraint.activate([
            size,
            row.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            cell.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
        ])
        return (cell, size, time)
    }

    /// Portrait, 375: the body gets 375 − 32 − 48 − 12 = 283. The sender
    /// wants 120 + 90 + 80 + 8 = 298, the time 40: 298 + 8 + 40 = 346, and
    /// the sender (749) gives up 63, to 235, its one line ending in "…".
    /// The preview at 283 puts 60 50 70 40 (232) on its first line and 80
    /// 30 90 (208) on its second, with 100 left over: the second line ends
    /// in "…" and the preview is 283 × 40. The body is 20 + 4 + 40 = 64,
    /// the row max(48, 64) = 64, the cell 12 + 64 + 12 = 88.
    private static let portrait: [(String, Rect)] = [
        ("cell", Rect(x: 0, y: 0, width: 375, height: 88)),
        ("row", Rect(x: 16, y: 12, width: 343, height: 64)),
        ("avatar", Rect(x: 16, y: 12, width: 48, height: 48)),
        ("body", Rect(x: 76, y: 12, width: 283, height: 64)),
        ("sender", Rect(x: 76, y: 12, width: 235, height: 20)),
        ("time", Rect(x: 319, y: 12, width: 40, height: 20)),
        ("preview", Rect(x: 76, y: 36, width: 283, height: 40)),
    ]

    /// The cell through a session: landscape (812) gives the body 720, where
    /// nothing truncates: the sender hugs less than the time and stretches
    /// to 720 − 48 = 672 (its words 298), the time at 76 + 672 + 8 = 756;
    /// the preview's words, 548, make one line: the body 44, the row 48
    /// (the avatar), the cell 72. Back in portrait the cell truncates again
    /// as at first; with the time hidden the sender takes the header's 283
    /// and still ends in "…" (298 > 283).
    @Test func theInboxCellTruncatesInPortraitAndNotInLandscape() throws {
        var timeHidden = false
        let (cell, width, time) = Self.inboxCell(width: 375)
        func step(_ name: String, _ expected: [(String, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(cell.layoutIfNeeded().isEmpty, "\(name)", sourceLocation: sourceLocation)
            expectFrames(in: cell, expected, sourceLocation: sourceLocation)
            expectSameFrames(cell, asFresh: Self.inboxCell(width: width.constant, timeHidden: timeHidden).cell, name,
                                  sourceLocation: sourceLocation)
        }
        step("portrait", Self.portrait)
        width.constant = 812
        step("landscape", [("cell", Rect(x: 0, y: 0, width: 812, height: 72)),
                           ("body", Rect(x: 76, y: 12, width: 720, height: 44)),
                           ("sender", Rect(x: 76, y: 12, width: 672, height: 20)),
                           ("time", Rect(x: 756, y: 12, width: 40, height: 20)),
                           ("preview", Rect(x: 76, y: 36, width: 720, height: 20))])
        width.constant = 375
        step("portrait again", Self.portrait)
        timeHidden = true
        time.isHidden = true
        step("time hidden", [("sender", Rect(x: 76, y: 12, width: 283, height: 20)),
                             ("preview", Rect(x: 76, y: 36, width: 283, height: 40))])
    }

    // MARK: - 2. A navigation bar whose title shrinks between its buttons

    /// A flex row, centred across, on a screen `width` wide: back (44),
    /// a title of one line (120 and 90) with flexShrink 1, and an action
    /// (44), hidden or not.
    private static func navigationBar(width: Double, actionHidden: Bool = false,
                                      direction: LayoutDirection = .leftToRight)
        -> (screen: LayoutItem, width: LayoutConstraint, title: LayoutItem, action: LayoutItem) {
        let title = Self.text("title", [120, 90], maxLines: 1)
        let action = fixedSizeItem("action", 44, 44)
        action.isHidden = actionHidden
        let bar = flexStack("bar", .horizontal, [fixedSizeItem("back", 44, 44), title, action], alignment: .center)
        bar.setFlexOptions(FlexItemOptions(shrink: 1), for: title)
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        screen.addChild(bar)
        let size = screen.widthAnchor.constraint(equalToConstant: width)
        try? LayoutConstraint.activate([
            size, screen.heightAnchor.constraint(equalToConstant: 100),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        return (screen, size, title, action)
    }

    /// At 200 the title's one line, 214, overflows the bar by 44 + 214 + 44
    /// − 200 = 102, all taken from the title (the only item that shrinks):
    /// 112, ending in "…", (44 − 20) ÷ 2 = 12 down. With the action hidden
    /// the overflow is 58: 156. At 400 nothing overflows: 214, 98 free.
    /// Right to left the back button is at 200 − 44 = 156 and the action
    /// at 0. Each step's note gives the arithmetic and, the title shrunk,
    /// what its text measures there: its first word (120) is wider than
    /// 112, and cut to one line it ends in an ellipsis.
    @Test func theNavigationTitleShrinksAndComesBackWhenTheActionHides() throws {
        var state = (width: 200.0, hidden: false, direction: LayoutDirection.leftToRight)
        let (screen, width, title, action) = Self.navigationBar(width: 200)
        func step(_ name: String, _ expected: [(String, Rect)], note: String,
                  sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(name)", sourceLocation: sourceLocation)
            expectFrames(in: screen, expected, sourceLocation: sourceLocation)
            expectSameFrames(screen, asFresh: Self.navigationBar(width: state.width, actionHidden: state.hidden,
                                                                      direction: state.direction).screen,
                                  name, sourceLocation: sourceLocation)
            #expect(title.explanation(of: .width).description.hasSuffix("\nNote: " + note + "."), "\(name)",
                    sourceLocation: sourceLocation)
        }
        step("squeezed", [("back", Rect(x: 0, y: 0, width: 44, height: 44)),
                          ("title", Rect(x: 44, y: 12, width: 112, height: 20)),
                          ("action", Rect(x: 156, y: 0, width: 44, height: 44))],
             note: "title's flex basis is 214; it shrank by all the 102 points by which bar's line overflows"
                + " (flexShrink 1, the only item that shrinks). title's content is 214 × 20, cut to maxLines 1 with an"
                + " ellipsis within the width it was laid out at, 112")
        state.hidden = true
        action.isHidden = true
        step("action hidden", [("title", Rect(x: 44, y: 12, width: 156, height: 20))],
             note: "title's flex basis is 214; it shrank by all the 58 points by which bar's line overflows"
                + " (flexShrink 1, the only item that shrinks). title's content is 214 × 20, cut to maxLines 1 with an"
                + " ellipsis within the width it was laid out at, 156")
        state = (400, false, .leftToRight)
        action.isHidden = false
        width.constant = 400
        step("landscape", [("title", Rect(x: 44, y: 12, width: 214, height: 20)),
                           ("action", Rect(x: 258, y: 0, width: 44, height: 44))],
             note: "title's flex basis is 214; the 98 points free in bar's line go to no item: none has flexGrow")
        state = (200, false, .rightToLeft)
        width.constant = 200
        screen.layoutDirection = .rightToLeft
        step("right to left", [("back", Rect(x: 156, y: 0, width: 44, height: 44)),
                               ("title", Rect(x: 44, y: 12, width: 112, height: 20)),
                               ("action", Rect(x: 0, y: 0, width: 44, height: 44))],
             note: "title's flex basis is 214; it shrank by all the 102 points by which bar's line overflows"
                + " (flexShrink 1, the only item that shrinks). title's content is 214 × 20, cut to maxLines 1 with an"
                + " ellipsis within the width it was laid out at, 112")
    }

    // MARK: - 3. A message whose preview truncates, on its baselines

    /// A flex row 200 wide, aligned on last baselines: a message (first and
    /// last baselines 15 down a line of 20, at most two lines, flexShrink 1)
    /// and a time 36 × 14 (baselines 11 down), 8 apart. The message's line,
    /// 548, shrinks by 548 + 8 + 36 − 200 = 392 to 156, where 60 50 (114)
    /// and 70 40 (114) fill its two lines and the rest is cut: 156 × 40,
    /// its last baseline 15 + 20 = 35 down, the time's top 35 − 11 = 24.
    /// On first baselines the time is at 15 − 11 = 4.
    @Test func aTimeSitsOnTheLastBaselineOfATruncatedMessage() throws {
        let message = Self.text("message", [60, 50, 70, 40, 80, 30, 90, 100], maxLines: 2)
        message.firstBaselineOffset = 15
        message.lastBaselineOffset = 15
        let time = fixedSizeItem("time", 36, 14)
        time.firstBaselineOffset = 11
        time.lastBaselineOffset = 11
        let row = flexStack("row", .horizontal, [message, time], alignment: .lastBaseline, spacing: 8)
        row.setFlexOptions(FlexItemOptions(shrink: 1), for: message)
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrames(in: row, [("row", Rect(x: 0, y: 0, width: 200, height: 40)),
                                    ("message", Rect(x: 0, y: 0, width: 156, height: 40)),
                                    ("time", Rect(x: 164, y: 24, width: 36, height: 14))])
        row.alignment = .firstBaseline
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrames(in: row, [("message", Rect(x: 0, y: 0, width: 156, height: 40)),
                                    ("time", Rect(x: 164, y: 4, width: 36, height: 14))])
    }

    // MARK: - 4. An avatar row whose badge keeps to its trailing corner

    /// A flex row 300 wide (padding: leading 16, trailing 8; spacing 10;
    /// start aligned) of an avatar (a flex row of a 60-point photo and a
    /// 16-point badge, absolute, `FlexOffsets(top: 4, trailing: 4)`), a name
    /// 50 × 20 moved by `FlexOffsets(top: 5, leading: 3, trailing: 7)` in
    /// the flow, and a chip placed absolutely between `leading: 10%` and
    /// `trailing: 20`, which win over its `left: 1` and `right: 2`.
    private static func avatarRow(direction: LayoutDirection, avatarForcedLeftToRight: Bool = false)
        -> (screen: LayoutItem, avatar: StackItem) {
        let badge = fixedSizeItem("badge", 16, 16)
        let avatar = flexStack("avatar", .horizontal, [fixedSizeItem("photo", 60, 60), badge])
        avatar.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 4, trailing: 4)), for: badge)
        if avatarForcedLeftToRight { avatar.semanticContentAttribute = .forceLeftToRight }
        let name = fixedSizeItem("name", 50, 20)
        let chip = fixedSizeItem("chip", 30, 20)
        let row = flexStack("row", .horizontal, [avatar, name, chip], alignment: .leading, spacing: 10)
        row.padding = FlexPadding(top: 0, left: 0, bottom: 0, right: 0, leading: 16, trailing: 8)
        row.setFlexOptions(FlexItemOptions(offset: FlexOffsets(top: 5, leading: 3, trailing: 7)), for: name)
        row.setFlexOptions(FlexItemOptions(position: .absolute,
                                           offset: FlexOffsets(left: 1, right: 2, leading: .fraction(0.1), trailing: 20)),
                           for: chip)
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = direction
        screen.addChild(row)
        try? LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 300), screen.heightAnchor.constraint(equalToConstant: 100),
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            row.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        return (screen, avatar)
    }

    /// Left to right: the avatar at 16, its badge 4 inside its right edge,
    /// 16 + 60 − 4 − 16 = 56, 4 down; the name in the flow at 16 + 60 + 10
    /// = 86, moved by its leading 3 (which wins over trailing) to 89 and 5
    /// down; the chip from 10% of 300 = 30 to 300 − 20, 250 wide.
    /// Right to left, the mirror: the avatar at 300 − 16 − 60 = 224, the
    /// badge 4 inside its left edge at 228; the name in the flow at 300 −
    /// 86 − 50 = 164, moved 3 toward its trailing side (left), to 161, as
    /// Yoga's `start` and CSS's `right` (which wins right to left) move it;
    /// the chip from 20 to 300 − 30. With the avatar forced left to right
    /// its badge is back at its right edge: 224 + 60 − 4 − 16 = 264.
    @Test func theBadgeAndTheNameFollowTheDirectionAsAMirror() throws {
        let (screen, avatar) = Self.avatarRow(direction: .leftToRight)
        func step(_ name: String, _ expected: [(String, Rect)], forced: Bool = false,
                  sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(name)", sourceLocation: sourceLocation)
            expectFrames(in: screen, expected, sourceLocation: sourceLocation)
            expectSameFrames(screen, asFresh: Self.avatarRow(direction: screen.layoutDirection,
                                                                  avatarForcedLeftToRight: forced).screen,
                                  name, sourceLocation: sourceLocation)
        }
        step("left to right", [("avatar", Rect(x: 16, y: 0, width: 60, height: 60)),
                               ("badge", Rect(x: 56, y: 4, width: 16, height: 16)),
                               ("name", Rect(x: 89, y: 5, width: 50, height: 20)),
                               ("chip", Rect(x: 30, y: 0, width: 250, height: 20))])
        screen.layoutDirection = .rightToLeft
        step("right to left", [("avatar", Rect(x: 224, y: 0, width: 60, height: 60)),
                               ("badge", Rect(x: 228, y: 4, width: 16, height: 16)),
                               ("name", Rect(x: 161, y: 5, width: 50, height: 20)),
                               ("chip", Rect(x: 20, y: 0, width: 250, height: 20))])
        avatar.semanticContentAttribute = .forceLeftToRight
        step("avatar forced left to right", [("avatar", Rect(x: 224, y: 0, width: 60, height: 60)),
                                             ("badge", Rect(x: 264, y: 4, width: 16, height: 16))], forced: true)
        screen.layoutDirection = .leftToRight
        avatar.semanticContentAttribute = .inherit
        step("back", [("badge", Rect(x: 56, y: 4, width: 16, height: 16)),
                      ("name", Rect(x: 89, y: 5, width: 50, height: 20))])
    }

    /// A badge of a given size (16 × 16; an intrinsic size would be
    /// stretched between the two) with both `leading: 4` and `trailing: 10`
    /// cannot honour both: the leading one wins, 4 from the left in a
    /// left-to-right stack 100 wide and, mirrored, 4 from the right (100 −
    /// 4 − 16 = 80) in a right-to-left one, as Yoga places by `start`.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aBadgeOfFixedSizeKeepsToItsLeadingOffset(_ direction: LayoutDirection) throws {
        let badge = fixedSizeItem("badge", 16, 16)
        let box = flexStack("box", .horizontal, [badge])
        box.setFlexOptions(FlexItemOptions(size: FlexSize(width: 16, height: 16), position: .absolute,
                                           offset: FlexOffsets(leading: 4, trailing: 10)), for: badge)
        box.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 40), maximum: Size(width: 100, height: 40))
        box.layoutDirection = direction
        #expect(box.layoutIfNeeded().isEmpty)
        #expect(badge.frame == Rect(x: direction == .leftToRight ? 4 : 80, y: 0, width: 16, height: 16))
    }

    // MARK: - 5. Notes that must add up

    /// A row 100 wide of a tag (100, flexShrink 1) and a title (200,
    /// flexShrink 0.1) overflows by 200; weighed by shrink × basis (100 and
    /// 20, of 120) the tag's share is 200 × 100 ÷ 120 = 166.67, more than
    /// it has: it stops at 0 and, as in Texture, the rest is not passed on;
    /// the title gives 200 × 20 ÷ 120 = 33.33, to 166.67. The note must not
    /// say the tag shrank by 166.67 from 100 to 0.
    @Test func aShareLargerThanTheItemIsSaidToStopAtZero() throws {
        let tag = fixedSizeItem("tag", 100, 20), title = fixedSizeItem("title", 200, 20)
        let row = flexStack("row", .horizontal, [tag, title])
        row.setFlexOptions(FlexItemOptions(shrink: 1), for: tag)
        row.setFlexOptions(FlexItemOptions(shrink: 0.1), for: title)
        row.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 20), maximum: Size(width: 100, height: 20))
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(tag.frame.width == 0)
        #expect(abs(title.frame.width - 500.0 / 3) < 1e-6)
        #expect(tag.explanation(of: .width).description == """
            tag.width = 0
              0  STK-flex-size: tag.width == 0
            Note: tag's flex basis is 100; it shrank by all of its 100, to 0: its share of the 200 points by which \
            row's line overflows is 166.666667 (flexShrink 1 × its basis, of 120 in all), and as in Texture what it \
            cannot give is not passed to the others.
            """)
    }

    /// A flex basis outside the item's own range is what takes it there,
    /// not flexing: in a row 100 wide, `a` (flexBasis 200, at most 60,
    /// flexShrink 1) is measured at 200 (Texture's offer wins) and shrinks
    /// by the 110 overflow to 90, still past its maximum; `b` (flexBasis
    /// 10, at least 50) is measured at 10 and does not flex at all.
    @Test func aBasisPastTheItemsBoundsIsBlamedForIt() throws {
        let a = LayoutItem(name: "a"), b = LayoutItem(name: "b")
        let row = flexStack("row", .horizontal, [a, b])
        row.setFlexOptions(FlexItemOptions(shrink: 1, basis: 200, maximumSize: FlexSize(width: 60, height: .auto)), for: a)
        row.setFlexOptions(FlexItemOptions(basis: 10, minimumSize: FlexSize(width: 50, height: .auto)), for: b)
        row.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 20), maximum: Size(width: 100, height: 20))
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(a.frame.width == 90 && b.frame.width == 10)
        #expect(a.explanation(of: .width).description.hasSuffix("""
            Note: a's flex basis is 200; it shrank by all the 110 points by which row's line overflows (flexShrink 1, \
            the only item that shrinks); as in Texture, its flex basis takes it past its maximum, 60.
            """))
        #expect(b.explanation(of: .width).description.hasSuffix("""
            Note: b's flex basis is 10; it does not shrink (flexShrink 0): the 110 points by which row's line \
            overflows come off the items that do; as in Texture, its flex basis takes it below its minimum, 50.
            """))
    }

    /// Free room that an `auto` margin takes does not "go to no item" as
    /// if it were lost: in a row 300 wide, an avatar (40) and a button (30)
    /// with an `auto` leading margin, 10 apart, leave 220 that the margin
    /// takes, putting the button at 270.
    @Test func roomTakenByAnAutoMarginIsSaidToGoToIt() throws {
        let avatar = fixedSizeItem("avatar", 40, 44), button = fixedSizeItem("button", 30, 44)
        let row = flexStack("row", .horizontal, [avatar, button], spacing: 10)
        row.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 0, bottom: 0, right: 0, leading: .auto)), for: button)
        row.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 44), maximum: Size(width: 300, height: 44))
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(button.frame.minX == 270)
        #expect(avatar.explanation(of: .width).description.hasSuffix("""
            Note: avatar's flex basis is 40; the 220 points free in row's line go to its auto margins: none has flexGrow.
            """))
    }

    // MARK: - The screens as layout documents

    /// The navigation bar and the avatar row written as layout documents
    /// (`Fixtures/user-trial-six/NAME.json`, for `layout run`) lay out as
    /// the Swift ones: the same items, the same frames, nothing ambiguous.
    @Test(arguments: ["navigation-bar", "avatar-row-rtl", "inbox-cell"])
    func theDocumentLaysOutAsTheSwiftScreen(_ name: String) throws {
        let screen = switch name {
        case "navigation-bar": Self.navigationBar(width: 200).screen
        case "avatar-row-rtl": Self.avatarRow(direction: .rightToLeft).screen
        default: Self.inboxCell(width: 375).cell
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        try expectDocument(Self.fixture(name), laysOutAs: screen)
    }
}
