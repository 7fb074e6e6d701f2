import Foundation
import LayoutDocument
import Testing
import Stack

/// Trial fifty-five, the Swift screen: a settings form on a phone, 390 ×
/// 844 (safe area: 47 at the top, 34 at the bottom), built from
/// `UIStackView` stacks; its name field's validation message shown and
/// hidden, the text at 1.5 times its size, right to left, and turned to
/// 844 × 390 (safe area: 47 on each side, 21 at the bottom).
///
/// - navigation bar: pinned to the safe area's top and the screen's sides,
///   margins 16 on the sides; its large title (one word of 150 s, lines
///   41 s) 44 below its top and 11 above its bottom: 96 high (s 1), 116.5
///   (s 1.5).
/// - form: a column 16 below the bar and 16 inside the safe area's sides
///   (358 wide upright): the group of three rows, the group's footer and,
///   24 below the footer, the name cell.
/// - a row: a `UIStackView` row within margins (6, 16), aligned `center`,
///   spacing 12, at least 44 high: icon 29 × 29, title (hugging 249, lines
///   22 s), then a switch 51 × 31, or a detail label and a chevron 8 × 13.
///   Its content is the form's width − 32 (326 upright), its height the
///   larger of 44 and the tallest item + 12 (33 s + 12 = 45 at s 1.5).
/// - footer: a column within margins (6, 16) around a label that wraps
///   (13 words, space 4 s, lines 18 s) at 326: three lines at s 1, four at
///   s 1.5, two at 686 (landscape).
/// - name cell: a column within margins (11, 16), spacing 4: a row (the
///   label, 44 s wide, lines 22 s, spacing 12, and the field, 22 high, in
///   the rest) and the validation message (lines 18 s), hidden until the
///   name is refused.
///
/// The same form is `Fixtures/TrialFiftyFive/settings.json` beside the
/// dashboard, and lays out as this one in each state.
@Suite struct UserTrialFiftyFiveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialFiftyFive").standardized
    static let footerWords: [Double] = [50, 60, 40, 70, 30, 80, 45, 55, 65, 35, 90, 40, 60]
    static let messageWords: [Double] = [60, 30, 50, 100, 40]

    final class SettingsScreen {
        let screen = LayoutItem(name: "screen")
        let navBar = LayoutItem(name: "navBar")
        let largeTitle = LayoutItem(name: "largeTitle")
        let form = StackItem(name: "form", arrangedItems: [])
        let group = StackItem(name: "group", arrangedItems: [])
        let footer = StackItem(name: "footer", arrangedItems: [])
        let footerText = LayoutItem(name: "footerText")
        let nameCell = StackItem(name: "nameCell", arrangedItems: [])
        let fieldRow: StackItem
        let nameLabel = LayoutItem(name: "nameLabel")
        let field = LayoutItem(name: "field", intrinsicContentSize: IntrinsicSize(width: nil, height: 22))
        let message = LayoutItem(name: "message")
        let width: LayoutConstraint, height: LayoutConstraint
        /// The rows' titles and details, by row.
        var titles: [LayoutItem] = [], details: [LayoutItem?] = []
        /// Each title's words and each detail's, at text size 1.
        let titleWords: [[Double]] = [[70, 44], [38], [72]]
        let detailWords: [[Double]?] = [nil, [40], [22]]

        /// The scroll item the form scrolls in, as a table view's cells do,
        /// when the screen is built scrolling.
        let list = ScrollItem(name: "list")

        init(scrolling: Bool = false) throws {
            navBar.addChild(largeTitle)
            navBar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            group.axis = .vertical
            for i in titleWords.indices {
                let icon = LayoutItem(name: "icon\(i)", intrinsicContentSize: IntrinsicSize(width: 29, height: 29))
                let title = LayoutItem(name: "title\(i)")
                title.setContentHuggingPriority(249, for: .horizontal)
                let row = StackItem(name: "row\(i)", arrangedItems: [icon, title])
                titles.append(title)
                if detailWords[i] != nil {
                    let detail = LayoutItem(name: "detail\(i)")
                    row.addArrangedItem(detail)
                    row.addArrangedItem(LayoutItem(name: "chevron\(i)", intrinsicContentSize: IntrinsicSize(width: 8, height: 13)))
                    details.append(detail)
                } else {
                    row.addArrangedItem(LayoutItem(name: "switch\(i)", intrinsicContentSize: IntrinsicSize(width: 51, height: 31)))
                    details.append(nil)
                }
                row.alignment = .center
                row.spacing = 12
                row.isLayoutMarginsRelativeArrangement = true
                row.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
                try LayoutConstraint.activate([row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)])
                group.addArrangedItem(row)
            }
            footer.addArrangedItem(footerText)
            footer.axis = .vertical
            footer.isLayoutMarginsRelativeArrangement = true
            footer.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
            fieldRow = StackItem(name: "fieldRow", arrangedItems: [nameLabel, field])
            fieldRow.alignment = .center
            fieldRow.spacing = 12
            nameCell.addArrangedItem(fieldRow)
            nameCell.addArrangedItem(message)
            nameCell.axis = .vertical
            nameCell.spacing = 4
            nameCell.isLayoutMarginsRelativeArrangement = true
            nameCell.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            message.isHidden = true
            for item in [group, footer, nameCell] as [LayoutItem] { form.addArrangedItem(item) }
            form.axis = .vertical
            form.setCustomSpacing(24, after: footer)
            screen.addChild(navBar)
            let safe = screen.safeAreaLayoutGuide
            width = screen.widthAnchor.constraint(equalToConstant: 390)
            height = screen.heightAnchor.constraint(equalToConstant: 844)
            try LayoutConstraint.activate([
                width, height,
                navBar.topAnchor.constraint(equalTo: safe.topAnchor),
                navBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                navBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                largeTitle.leadingAnchor.constraint(equalTo: navBar.leadingMarginAnchor),
                largeTitle.topAnchor.constraint(equalTo: navBar.topAnchor, constant: 44),
                navBar.bottomAnchor.constraint(equalTo: largeTitle.bottomAnchor, constant: 11),
            ])
            if scrolling {
                screen.addChild(list)
                list.addChild(form)
                let content = list.contentLayoutGuide
                try LayoutConstraint.activate([
                    list.topAnchor.constraint(equalTo: navBar.bottomAnchor),
                    list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                    list.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
                    content.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
                    form.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                    form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
                    form.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                    form.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                ])
            } else {
                screen.addChild(form)
                try LayoutConstraint.activate([
                    form.topAnchor.constraint(equalTo: navBar.bottomAnchor, constant: 16),
                    form.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                    form.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                ])
            }
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            setTextSize(1)
        }

        /// Every label at text size `s` (1 is the default size).
        func setTextSize(_ s: Double) {
            func text(_ words: [Double], lineHeight: Double) -> WrappedText {
                WrappedText(words: words, spaceWidth: 4, lineHeight: lineHeight).scaled(by: s)
            }
            largeTitle.measuredContent = text([150], lineHeight: 41)
            for (i, title) in titles.enumerated() {
                title.measuredContent = text(titleWords[i], lineHeight: 22)
                if let detail = details[i], let words = detailWords[i] { detail.measuredContent = text(words, lineHeight: 22) }
            }
            footerText.measuredContent = text(UserTrialFiftyFiveTests.footerWords, lineHeight: 18)
            nameLabel.measuredContent = text([44], lineHeight: 22)
            message.measuredContent = text(UserTrialFiftyFiveTests.messageWords, lineHeight: 18)
        }

        func rotate(landscape: Bool) {
            width.constant = landscape ? 844 : 390
            height.constant = landscape ? 390 : 844
            screen.rootSafeAreaInsets = landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                                                  : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        }

        /// Lays the screen out, expecting no conflict and no ambiguity.
        func layOut(sourceLocation: SourceLocation = #_sourceLocation) -> [String: Rect] {
            #expect(screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
            #expect(screen.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
            #expect(screen.engine.lastPassReport.unsettledItems.isEmpty, sourceLocation: sourceLocation)
            return framesInRootByName(screen)
        }
    }

    /// Expects each named frame within 1e-6 of `expected`.
    static func expectFrames(_ frames: [String: Rect], _ expected: [String: Rect],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = frames[name] ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            #expect(framesMatch(frame, rect, tolerance: 1e-6), "\(name) is \(frame), expected \(rect)",
                    sourceLocation: sourceLocation)
        }
    }

    /// `frames` mirrored in a root `width` wide: x becomes width − x − w.
    static func mirrored(_ frames: [String: Rect], width: Double) -> [String: Rect] {
        frames.mapValues { Rect(x: width - $0.minX - $0.width, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// Upright, text size 1, the message hidden. The bar from 47, 96
    /// high (44 + 41 + 11); the form from 47 + 96 + 16 = 159, x 16, 358
    /// wide. Rows 44 (31 + 12 = 43 and 29 + 12 = 41 are less), centred
    /// on 22. Row 0: icon x 16 + 16 = 32, y 159 + 22 − 14.5 = 166.5;
    /// title x 32 + 29 + 12 = 73, 326 − 29 − 51 − 24 = 222 wide, y 170;
    /// switch x 374 − 16 − 51 = 307, y 165.5. Row 1 (y 203): the title
    /// 326 − 29 − 40 − 8 − 36 = 213 wide; detail x 73 + 213 + 12 = 298;
    /// chevron x 350, y 203 + 22 − 6.5 = 218.5. The footer from 291
    /// (159 + 132): its text at 297, lines 50 … 30 = 266, 80 … 35 = 296,
    /// 90 40 60 = 198, 3 × 18 = 54, the label
    /// as wide as the footer's content (the column fills); the footer 66, to 357. The name cell
    /// at 357 + 24 = 381, 11 + 22 + 11 = 44 high: the label at (32,
    /// 392), the field x 32 + 44 + 12 = 88, 326 − 56 = 270 wide.
    static let upright: [String: Rect] = [
        "navBar": Rect(x: 0, y: 47, width: 390, height: 96),
        "largeTitle": Rect(x: 16, y: 91, width: 150, height: 41),
        "form": Rect(x: 16, y: 159, width: 358, height: 266),
        "group": Rect(x: 16, y: 159, width: 358, height: 132),
        "row0": Rect(x: 16, y: 159, width: 358, height: 44),
        "icon0": Rect(x: 32, y: 166.5, width: 29, height: 29),
        "title0": Rect(x: 73, y: 170, width: 222, height: 22),
        "switch0": Rect(x: 307, y: 165.5, width: 51, height: 31),
        "row1": Rect(x: 16, y: 203, width: 358, height: 44),
        "title1": Rect(x: 73, y: 214, width: 213, height: 22),
        "detail1": Rect(x: 298, y: 214, width: 40, height: 22),
        "chevron1": Rect(x: 350, y: 218.5, width: 8, height: 13),
        "row2": Rect(x: 16, y: 247, width: 358, height: 44),
        "title2": Rect(x: 73, y: 258, width: 231, height: 22),
        "detail2": Rect(x: 316, y: 258, width: 22, height: 22),
        "footer": Rect(x: 16, y: 291, width: 358, height: 66),
        "footerText": Rect(x: 32, y: 297, width: 326, height: 54),
        "nameCell": Rect(x: 16, y: 381, width: 358, height: 44),
        "nameLabel": Rect(x: 32, y: 392, width: 44, height: 22),
        "field": Rect(x: 88, y: 392, width: 270, height: 22),
    ]

    @Test func uprightAtTextSizeOne() throws {
        let settings = try SettingsScreen()
        Self.expectFrames(settings.layOut(), Self.upright)
    }

    /// The name refused: the message shows under the row, 4 below it, at
    /// 392 + 22 + 4 = 418, one line (60 … 40 = 296 ≤ 326) 18 high, as
    /// wide as the cell's content (the column fills): the cell 66 high.
    /// Accepted again, the cell goes back to 44.
    @Test func validationMessageShowsAndHides() throws {
        let settings = try SettingsScreen()
        _ = settings.layOut()
        settings.message.isHidden = false
        Self.expectFrames(settings.layOut(), [
            "message": Rect(x: 32, y: 418, width: 326, height: 18),
            "nameCell": Rect(x: 16, y: 381, width: 358, height: 66),
            "form": Rect(x: 16, y: 159, width: 358, height: 288),
            "field": Rect(x: 88, y: 392, width: 270, height: 22),
        ])
        settings.message.isHidden = true
        let frames = settings.layOut()
        Self.expectFrames(frames, Self.upright)
        #expect(frames["message"]?.height == 0)
    }

    /// Text size 1.5: the title 41 × 1.5 = 61.5, the bar 116.5, the form
    /// from 47 + 116.5 + 16 = 179.5. Rows 33 + 12 = 45. Row 0's title
    /// (105 + 6 + 66 = 177 on one line) still 222 wide, y 179.5 + 6 =
    /// 185.5; the switch y 179.5 + 22.5 − 15.5 = 186.5. Row 1: the detail
    /// 60 wide, the title 326 − 29 − 60 − 8 − 36 = 193. The footer from
    /// 179.5 + 135 = 314.5, its text (words × 1.5, space 6) at 326:
    /// 75 90 60 = 237, 105 45 120 = 282, 67.5 … 52.5 = 318, 135 60 90 =
    /// 297: 4 × 27 = 108; the footer 120. The name cell at 314.5 + 120 +
    /// 24 = 458.5: its row 33 high, the field x 32 + 66 + 12 = 110, 248
    /// wide, y 469.5 + 5.5 = 475. The message shown: 90 45 75 = 222, 150
    /// 60 = 216, two lines of 27 at 469.5 + 33 + 4 = 506.5; the cell
    /// 11 + 33 + 4 + 54 + 11 = 113.
    @Test func textSizeOneAndAHalf() throws {
        let settings = try SettingsScreen()
        _ = settings.layOut()
        settings.setTextSize(1.5)
        settings.message.isHidden = false
        Self.expectFrames(settings.layOut(), [
            "navBar": Rect(x: 0, y: 47, width: 390, height: 116.5),
            "largeTitle": Rect(x: 16, y: 91, width: 225, height: 61.5),
            "row0": Rect(x: 16, y: 179.5, width: 358, height: 45),
            "title0": Rect(x: 73, y: 185.5, width: 222, height: 33),
            "switch0": Rect(x: 307, y: 186.5, width: 51, height: 31),
            "title1": Rect(x: 73, y: 230.5, width: 193, height: 33),
            "detail1": Rect(x: 278, y: 230.5, width: 60, height: 33),
            "footer": Rect(x: 16, y: 314.5, width: 358, height: 120),
            "footerText": Rect(x: 32, y: 320.5, width: 326, height: 108),
            "nameCell": Rect(x: 16, y: 458.5, width: 358, height: 113),
            "nameLabel": Rect(x: 32, y: 469.5, width: 66, height: 33),
            "field": Rect(x: 110, y: 475, width: 248, height: 22),
            "message": Rect(x: 32, y: 506.5, width: 326, height: 54),
        ])
        settings.setTextSize(1)
        settings.message.isHidden = true
        Self.expectFrames(settings.layOut(), Self.upright)
    }

    /// Right to left: every frame mirrored in 390 (x becomes 390 − x − w):
    /// row 0's icon at 390 − 32 − 29 = 329, its switch at 32.
    @Test func rightToLeft() throws {
        let settings = try SettingsScreen()
        _ = settings.layOut()
        settings.screen.layoutDirection = .rightToLeft
        let frames = settings.layOut()
        Self.expectFrames(frames, Self.mirrored(Self.upright, width: 390))
        Self.expectFrames(frames, ["icon0": Rect(x: 329, y: 166.5, width: 29, height: 29),
                                   "switch0": Rect(x: 32, y: 165.5, width: 51, height: 31)])
    }

    /// Turned to 844 × 390, the notch on the left (insets 47 on the sides,
    /// 21 at the bottom): the bar from 0, its leading margin 16 + 47 = 63
    /// (the safe area reaches 47 into it), so the title at x 63. The form
    /// at x 47 + 16 = 63, 844 − 94 − 32 = 718 wide, from 96 + 16 = 112;
    /// row content 686: row 0's title 686 − 104 = 582; the switch at
    /// 63 + 718 − 16 − 51 = 714. The footer's text at 686: 50 … 35 = 566,
    /// + 90 = 660, then 40 60 = 104: two lines, 36; the footer 48, from
    /// 112 + 132 = 244; the name cell at 244 + 48 + 24 = 316. Turned back,
    /// the frames are the upright ones.
    @Test func rotation() throws {
        let settings = try SettingsScreen()
        _ = settings.layOut()
        settings.rotate(landscape: true)
        Self.expectFrames(settings.layOut(), [
            "navBar": Rect(x: 0, y: 0, width: 844, height: 96),
            "largeTitle": Rect(x: 63, y: 44, width: 150, height: 41),
            "form": Rect(x: 63, y: 112, width: 718, height: 248),
            "row0": Rect(x: 63, y: 112, width: 718, height: 44),
            "title0": Rect(x: 120, y: 123, width: 582, height: 22),
            "switch0": Rect(x: 714, y: 118.5, width: 51, height: 31),
            "detail1": Rect(x: 705, y: 167, width: 40, height: 22),
            "footer": Rect(x: 63, y: 244, width: 718, height: 48),
            "footerText": Rect(x: 79, y: 250, width: 686, height: 36),
            "nameCell": Rect(x: 63, y: 316, width: 718, height: 44),
            "field": Rect(x: 135, y: 327, width: 630, height: 22),
        ])
        settings.rotate(landscape: false)
        Self.expectFrames(settings.layOut(), Self.upright)
    }

    /// Changed live, the screen ends where the same screen built afresh in
    /// that state does: right to left at text size 1.5 with the message
    /// shown, then turned with the message hidden at size 1, then back;
    /// the form scrolling too.
    @Test(arguments: [false, true])
    func liveChangesEndWhereAFreshScreenDoes(scrolling: Bool) throws {
        func fresh(rightToLeft: Bool, s: Double, messageShown: Bool, landscape: Bool) throws -> [String: Rect] {
            let settings = try SettingsScreen(scrolling: scrolling)
            settings.screen.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            settings.setTextSize(s)
            settings.message.isHidden = !messageShown
            settings.rotate(landscape: landscape)
            return settings.layOut()
        }
        let settings = try SettingsScreen(scrolling: scrolling)
        _ = settings.layOut()
        settings.screen.layoutDirection = .rightToLeft
        _ = settings.layOut()
        settings.setTextSize(1.5)
        _ = settings.layOut()
        settings.message.isHidden = false
        #expect(settings.layOut() == (try fresh(rightToLeft: true, s: 1.5, messageShown: true, landscape: false)))
        settings.message.isHidden = true
        settings.setTextSize(1)
        _ = settings.layOut()
        settings.rotate(landscape: true)
        let turned = settings.layOut()
        #expect(turned == (try fresh(rightToLeft: true, s: 1, messageShown: false, landscape: true)))
        // Right to left the bar's leading margin is still 16 + 47, now
        // from the right; the switch mirrored (at 714 left to right, 730
        // scrolling).
        Self.expectFrames(turned, ["largeTitle": Rect(x: 844 - 63 - 150, y: 44, width: 150, height: 41),
                                   "switch0": Rect(x: 844 - (scrolling ? 730 : 714) - 51, y: 118.5, width: 51, height: 31)])
        settings.rotate(landscape: false)
        settings.screen.layoutDirection = .leftToRight
        Self.expectFrames(settings.layOut(), Self.upright)
    }

    /// Bluetooth's detail hidden: the row closes up (no spacing for it),
    /// and the title takes 326 − 29 − 8 − 2 × 12 = 265; the chevron stays
    /// at 350.
    @Test func aHiddenDetailClosesUp() throws {
        let settings = try SettingsScreen()
        _ = settings.layOut()
        settings.details[2]?.isHidden = true
        Self.expectFrames(settings.layOut(), ["title2": Rect(x: 73, y: 258, width: 265, height: 22),
                                              "chevron2": Rect(x: 350, y: 262.5, width: 8, height: 13)])
    }

    /// The name row on first baselines, the field a bordered one (36 high,
    /// its text's baseline 23 down), the label's baseline 17 s down: the
    /// row is as high as the largest ascent and the largest descent, 23 +
    /// max(5, 13) = 36, the label 23 − 17 = 6 below the field's top (y 392
    /// + 6 = 398); the message at 392 + 36 + 4 = 432. At text size 1.5 the
    /// label's ascent 25.5 is the larger: the field 2.5 down (469.5 + 2.5
    /// = 472), the row 25.5 + 13 = 38.5.
    @Test func theNameRowOnFirstBaselines() throws {
        let settings = try SettingsScreen()
        settings.fieldRow.alignment = .firstBaseline
        settings.field.intrinsicContentSize = IntrinsicSize(width: nil, height: 36)
        settings.field.firstBaselineOffset = 23
        settings.field.lastBaselineOffset = 23
        settings.nameLabel.firstBaselineOffset = 17
        settings.nameLabel.lastBaselineOffset = 17
        settings.message.isHidden = false
        Self.expectFrames(settings.layOut(), [
            "fieldRow": Rect(x: 32, y: 392, width: 326, height: 36),
            "nameLabel": Rect(x: 32, y: 398, width: 44, height: 22), "field": Rect(x: 88, y: 392, width: 270, height: 36),
            "message": Rect(x: 32, y: 432, width: 326, height: 18), "nameCell": Rect(x: 16, y: 381, width: 358, height: 80),
        ])
        settings.setTextSize(1.5)
        settings.nameLabel.firstBaselineOffset = 17 * 1.5
        settings.nameLabel.lastBaselineOffset = 17 * 1.5
        Self.expectFrames(settings.layOut(), [
            "fieldRow": Rect(x: 32, y: 469.5, width: 326, height: 38.5),
            "nameLabel": Rect(x: 32, y: 469.5, width: 66, height: 33), "field": Rect(x: 110, y: 472, width: 248, height: 36),
            "message": Rect(x: 32, y: 469.5 + 38.5 + 4, width: 326, height: 54),
        ])
    }

    /// The form in a scroll item under the bar, 16 inside its content on
    /// every side, as an inset grouped table: turned, the notch's 47 on
    /// each side reaches 47 − 16 = 31 into the form's rows, footer and
    /// cell, whose margins grow to 16 + 31 = 47: row 0's icon at 16 + 47 =
    /// 63, as in the unscrolled form, its switch at 844 − 16 − 47 − 51 =
    /// 730, its title 812 − 94 − 29 − 51 − 24 = 614 wide; the footer's
    /// text at 718 (50 … 35, 90, 40 = 704, then 60: two lines). The list
    /// from 96 to 390 takes the home indicator's 390 − 21 into its content
    /// inset (21), so the name cell, 16 + 132 + 48 + 24 = 220 into the
    /// content (y 316), grows no margin where it passes 369 with its
    /// message shown: 11 + 22 + 4 + 18 + 11 = 66 high, to 382. The content
    /// is 16 + 132 + 48 + 24 + 66 + 16 = 302 high, 844 wide.
    @Test func scrollingTurnedWithTheMessageShown() throws {
        let settings = try SettingsScreen(scrolling: true)
        Self.expectFrames(settings.layOut(), Self.upright)
        settings.rotate(landscape: true)
        settings.message.isHidden = false
        Self.expectFrames(settings.layOut(), [
            "list": Rect(x: 0, y: 96, width: 844, height: 294),
            "form": Rect(x: 16, y: 112, width: 812, height: 270),
            "row0": Rect(x: 16, y: 112, width: 812, height: 44),
            "icon0": Rect(x: 63, y: 119.5, width: 29, height: 29),
            "title0": Rect(x: 104, y: 123, width: 614, height: 22),
            "switch0": Rect(x: 730, y: 118.5, width: 51, height: 31),
            "footer": Rect(x: 16, y: 244, width: 812, height: 48),
            "footerText": Rect(x: 63, y: 250, width: 718, height: 36),
            "nameCell": Rect(x: 16, y: 316, width: 812, height: 66),
            "field": Rect(x: 119, y: 327, width: 662, height: 22),
            "message": Rect(x: 63, y: 353, width: 718, height: 18),
        ])
        #expect(settings.list.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(settings.list.contentSize == Size(width: 844, height: 302))
    }

    /// The document, changed as the screen is (the message shown, right to
    /// left, its text at 1.5, turned with the landscape insets), lays out
    /// as the screen built here in the same state.
    @Test(arguments: [(false, false, 1.0, false), (true, true, 1.5, false), (false, false, 1, true), (false, true, 1, true)])
    func theDocumentLaysOutAsTheScreen(messageShown: Bool, rightToLeft: Bool, s: Double, landscape: Bool) throws {
        let settings = try SettingsScreen()
        settings.message.isHidden = !messageShown
        settings.screen.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        settings.setTextSize(s)
        settings.rotate(landscape: landscape)
        _ = settings.layOut()
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("settings.json"), encoding: .utf8)
        var document = try LayoutDocument(parsing: messageShown ? text.replacingOccurrences(of: #""hidden": true"#, with: #""hidden": false"#) : text)
        if rightToLeft { document.root.layoutDirection = .rightToLeft }
        document.scaleText(by: s)
        if landscape {
            document.root.size = (844, 390)
            document.root.safeArea = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        }
        try expectDocument(document, laysOutAs: settings.screen)
    }

    /// Turned with the message shown, the form that does not scroll runs
    /// into the home indicator: the name cell from 316, 66 high, ends at
    /// 382, 13 past 390 − 21 = 369, and, arranged within its margins,
    /// which grow by what the unsafe area reaches into it, it grows by as
    /// much on every pass and never settles (the model guide's "An item
    /// sized by content pinned to its own margins"). The layout stops
    /// after its passes and names the cell; the scrolling form above
    /// settles, or the cell's margins can be kept from the safe area.
    @Test func turnedWithTheMessageShownTheFormRunsIntoTheHomeIndicator() throws {
        let settings = try SettingsScreen()
        settings.message.isHidden = false
        settings.rotate(landscape: true)
        _ = settings.screen.layoutIfNeeded()
        let report = settings.screen.engine.lastPassReport
        #expect(report.unsettledItems.map(\.name).contains("nameCell"))
        #expect(report.unsettledBySafeAreaMargins.map(\.name) == ["nameCell"])
        settings.nameCell.insetsLayoutMarginsFromSafeArea = false
        Self.expectFrames(settings.layOut(), ["nameCell": Rect(x: 63, y: 316, width: 718, height: 66),
                                              "message": Rect(x: 79, y: 353, width: 686, height: 18)])
    }
}
