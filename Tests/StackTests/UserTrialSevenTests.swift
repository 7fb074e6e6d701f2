import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Two screens a Texture and Yoga user would port, built only from the
/// README and the guides, each frame worked out by hand before the test
/// ran: a photo grid under a header, whose fixed-size tiles wrap at two
/// widths (and follow a rotation between them), right to left too; and a
/// settings form of `UIStackView` rows, each label on its field's baseline,
/// right to left too. The documents of `Fixtures/user-trial-seven` lay out
/// as the screens built in Swift.
@Suite struct UserTrialSevenTests {
    /// A document fixture of this trial, `Fixtures/user-trial-seven/NAME.json`.
    private static func document(_ name: String) throws -> LayoutDocument {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-seven/\(name)", withExtension: "json"))
        return try LayoutDocument(json: JSON(parsing: String(contentsOf: url, encoding: .utf8)))
    }

    // MARK: - 1. A photo grid that wraps

    /// A column (padding 16, spacing 12) of a header, text of words 80, 60,
    /// 90 and 70 on lines of 24, above a grid that wraps (spacing 8,
    /// lineSpacing 8) seven tiles of 100 × 100; the screen `width` wide.
    private static func photoGrid(width: Double) -> (screen: StackItem, width: LayoutConstraint) {
        let header = LayoutItem(name: "header")
        header.measuredContent = WrappedText(words: [80, 60, 90, 70], lineHeight: 24)
        let photos = (1...7).map { LayoutItem(name: "photo\($0)") }
        let grid = flexStack("grid", .horizontal, photos, spacing: 8)
        grid.flexWrap = .wrap
        grid.lineSpacing = 8
        for photo in photos { grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: 100, height: 100)), for: photo) }
        let screen = flexStack("screen", .vertical, [header, grid], spacing: 12)
        screen.padding = FlexPadding(all: 16)
        let size = screen.widthAnchor.constraint(equalToConstant: width)
        try? size.activate()
        return (screen, size)
    }

    /// The tiles' frames in rows from `top`, `columns` a row, 108 apart
    /// (100 and 8 of spacing) each way, from the padding's 16.
    private static func tiles(columns: Int, top: Double) -> [(String, Rect)] {
        (0..<7).map { index in
            ("photo\(index + 1)", Rect(x: 16 + 108 * Double(index % columns), y: top + 108 * Double(index / columns),
                                       width: 100, height: 100))
        }
    }

    /// 375: the content box is 375 − 32 = 343; three tiles take 3 × 100 +
    /// 2 × 8 = 316 (a fourth would need 424), so lines of 3, 3 and 1, 3 ×
    /// 100 + 2 × 8 = 316 high. The header's 80 + 60 + 90 + 70 + 3 × 4 = 312
    /// fits on one line of 24 and is stretched to 343. The grid starts at
    /// 16 + 24 + 12 = 52; the screen is 52 + 316 + 16 = 384 high.
    private static let wide = [("screen", Rect(x: 0, y: 0, width: 375, height: 384)),
                               ("header", Rect(x: 16, y: 16, width: 343, height: 24)),
                               ("grid", Rect(x: 16, y: 52, width: 343, height: 316))]
        + tiles(columns: 3, top: 52)

    /// 320: the content box is 288; two tiles take 208 (three would need
    /// 316), so four lines, 4 × 100 + 3 × 8 = 424 high. The header's 312
    /// no longer fits: 80 60 90 (242) and 70, two lines, 48. The grid starts
    /// at 16 + 48 + 12 = 76; the screen is 76 + 424 + 16 = 516 high.
    private static let narrow = [("screen", Rect(x: 0, y: 0, width: 320, height: 516)),
                                 ("header", Rect(x: 16, y: 16, width: 288, height: 48)),
                                 ("grid", Rect(x: 16, y: 76, width: 288, height: 424))]
        + tiles(columns: 2, top: 76)

    @Test(arguments: [375.0, 320])
    func thePhotoGridWrapsItsTilesByTheWidth(_ width: Double) throws {
        let (screen, _) = Self.photoGrid(width: width)
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, width == 375 ? Self.wide : Self.narrow)
        var document = try Self.document("photo-grid")
        document.root.size.width = width
        try expectDocument(document, laysOutAs: screen)
    }

    /// Turned from 375 to 320 and back, the grid wraps again each time and
    /// the header wraps and unwraps, as a fresh screen of each width.
    @Test func thePhotoGridFollowsARotation() {
        let (screen, width) = Self.photoGrid(width: 375)
        screen.layoutIfNeeded()
        width.constant = 320
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.narrow)
        width.constant = 375
        #expect(screen.layoutIfNeeded().isEmpty)
        expectFrames(in: screen, Self.wide)
    }

    /// Right to left the lines run from the right: x becomes 375 − x − 100
    /// for the tiles (259, 151, 43); the header and grid span the content
    /// box either way.
    @Test func thePhotoGridRunsFromTheRightRightToLeft() throws {
        let (screen, _) = Self.photoGrid(width: 375)
        screen.layoutDirection = .rightToLeft
        screen.layoutIfNeeded()
        expectFrames(in: screen, Self.wide.map { name, frame in
            (name, name.hasPrefix("photo") ? Rect(x: 375 - frame.minX - 100, y: frame.minY, width: 100, height: 100) : frame)
        })
        var document = try Self.document("photo-grid")
        document.root.size.width = 375
        document.root.layoutDirection = .rightToLeft
        try expectDocument(document, laysOutAs: screen)
    }

    // MARK: - 2. A settings form

    /// A row (spacing 8, first baselines aligned) of a label 17 high with
    /// its baseline at 13 and a field 34 high with its baseline at 22 and
    /// no width of its own.
    private static func fieldRow(_ name: String, labelWidth: Double) -> (row: StackItem, label: LayoutItem) {
        let label = fixedSizeItem("\(name)Label", labelWidth, 17)
        label.firstBaselineOffset = 13
        label.lastBaselineOffset = 13
        let field = LayoutItem(name: "\(name)Field", intrinsicContentSize: IntrinsicSize(width: nil, height: 34))
        field.firstBaselineOffset = 22
        field.lastBaselineOffset = 22
        let row = StackItem(name: "\(name)Row", arrangedItems: [label, field])
        row.alignment = .firstBaseline
        row.spacing = 8
        return (row, label)
    }

    /// The form, a column 375 wide arranged within its margins (20 above
    /// and below, 16 at the sides, spacing 16): a name row, an email row
    /// whose label is as wide as the name's, and a row (centred) of a label
    /// (120 × 20, hugging 249, so that it takes the room) and a 51 × 31
    /// switch.
    private static func settingsForm(_ direction: LayoutDirection) -> LayoutItem {
        let (nameRow, nameLabel) = Self.fieldRow("name", labelWidth: 60)
        let (emailRow, emailLabel) = Self.fieldRow("email", labelWidth: 48)
        let notifyLabel = fixedSizeItem("notifyLabel", 120, 20)
        notifyLabel.setContentHuggingPriority(249, for: .horizontal)
        let notifyRow = StackItem(name: "notifyRow", arrangedItems: [notifyLabel, fixedSizeItem("notifySwitch", 51, 31)])
        notifyRow.alignment = .center
        notifyRow.spacing = 8
        let settings = StackItem(name: "settings", arrangedItems: [nameRow, emailRow, notifyRow])
        settings.axis = .vertical
        settings.spacing = 16
        settings.isLayoutMarginsRelativeArrangement = true
        settings.layoutDirection = direction
        settings.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        try? LayoutConstraint.activate([
            settings.widthAnchor.constraint(equalToConstant: 375),
            emailLabel.widthAnchor.constraint(equalTo: nameLabel.widthAnchor),
        ])
        return settings
    }

    /// Left to right. The rows are 375 − 32 = 343 wide at x 16. The
    /// email label, held to the name label's width, is 60 (the name
    /// label's compression resistance, 750, beats the email label's
    /// hugging, 250); each field takes 343 − 60 − 8 = 275 from x 84. A row
    /// on first baselines puts the label's 13 on the field's 22: the label
    /// 9 below the row's top, the row 34 high (the field). Rows at 20 and
    /// 20 + 34 + 16 = 70. The switch row, at 70 + 34 + 16 = 120, is 31 high
    /// (the switch), the label centred at 120 + 5.5; the label, lowest
    /// hugging, takes 343 − 8 − 51 = 284, the switch at 16 + 284 + 8 = 308.
    /// The rows take 34 + 16 + 34 + 16 + 31 = 131, the form 20 + 131 + 20 = 171.
    private static let settingsFrames = [
        ("settings", Rect(x: 0, y: 0, width: 375, height: 171)),
        ("nameRow", Rect(x: 16, y: 20, width: 343, height: 34)), ("nameLabel", Rect(x: 16, y: 29, width: 60, height: 17)),
        ("nameField", Rect(x: 84, y: 20, width: 275, height: 34)), ("emailRow", Rect(x: 16, y: 70, width: 343, height: 34)),
        ("emailLabel", Rect(x: 16, y: 79, width: 60, height: 17)), ("emailField", Rect(x: 84, y: 70, width: 275, height: 34)),
        ("notifyRow", Rect(x: 16, y: 120, width: 343, height: 31)),
        ("notifyLabel", Rect(x: 16, y: 125.5, width: 284, height: 20)),
        ("notifySwitch", Rect(x: 308, y: 120, width: 51, height: 31)),
    ]

    /// Right to left every frame is mirrored, x becoming 375 − x − width:
    /// the labels at the right (299), the fields at 16, the switch at 16
    /// and its label at 75.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theSettingsFormPutsLabelsOnTheirFieldsBaselines(_ direction: LayoutDirection) throws {
        let settings = Self.settingsForm(direction)
        #expect(settings.layoutIfNeeded().isEmpty)
        expectFrames(in: settings, Self.settingsFrames.map { name, frame in
            (name, direction == .leftToRight ? frame
                : Rect(x: 375 - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height))
        })
        #expect(settings.engine.ambiguities().isEmpty)
        var document = try Self.document("settings-form")
        document.root.layoutDirection = direction
        try expectDocument(document, laysOutAs: settings)
    }
}
