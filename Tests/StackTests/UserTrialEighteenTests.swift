import Foundation
import JSON
import LayoutDocument
import Testing
import Stack

/// Three screens a UIKit developer would write with anchors and
/// `UIStackView`s, built from the README and the guides, then broken the
/// way apps break and debugged with the engine's answers: a sign-in screen
/// (a logo, a title, a vertical stack of fields and a button, a footer on
/// the safe area) that loses its form's top constraint and that no longer
/// fits when rotated to landscape; an inbox row whose sender and time tie
/// on compression resistance (and on hugging with a short sender), whose
/// time label, made required, conflicts once its text grows, and whose
/// labels in a row stack are ordered by the stack instead; a
/// settings list whose row pins its icon and switch to the row stack's
/// edges, with a Texture card whose button is pinned against its
/// alignment. Every frame and every answer (the conflict's minimal set
/// and arithmetic, the open ranges and what leaves them open, the
/// explanations) is worked out by hand in the comments. The documents of
/// `Fixtures/user-trial-eighteen` are the same screens for `layout run`.
@Suite struct UserTrialEighteenTests {
    /// A document fixture of this trial, `Fixtures/user-trial-eighteen/NAME.json`,
    /// with each `(old, new)` replacement made in its text.
    private static func document(_ name: String, replacing replacements: [(String, String)] = []) throws -> LayoutDocument {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/user-trial-eighteen/\(name)", withExtension: "json"))
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(name).json has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try LayoutDocument(json: JSON(parsing: text))
    }

    // MARK: - 1. A sign-in screen

    /// A 390 × 844 phone (safe area 47 on top, 34 at the bottom), margins
    /// of 16 on the sides: a 120-point square logo centred 24 under the
    /// safe area, a 200 × 28 title 16 under it, a vertical stack (spacing
    /// 12) of two 44-high fields and a 50-high button 32 under the title
    /// between the margins, and a 140 × 20 footer 16 above the safe area's
    /// bottom and at least 16 under the form.
    final class SignInScreen {
        let screen = LayoutItem(name: "screen")
        let logo = LayoutItem(name: "logo")
        let title = fixedSizeItem("title", 200, 28)
        let email = LayoutItem(name: "email"), password = LayoutItem(name: "password")
        let signIn = fixedSizeItem("signIn", 120, 50)
        let footer = fixedSizeItem("footer", 140, 20)
        let form: StackItem
        let width: LayoutConstraint, height: LayoutConstraint
        let footerBottom: LayoutConstraint

        init(pinningTheFormsTop pinsFormTop: Bool = true) throws {
            form = StackItem(name: "form", arrangedItems: [email, password, signIn])
            form.axis = .vertical
            form.spacing = 12
            screen.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            for item in [logo, title, form, footer] { screen.addChild(item) }
            width = screen.widthAnchor.constraint(equalToConstant: 390)
            height = screen.heightAnchor.constraint(equalToConstant: 844)
            footerBottom = footer.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor, constant: -16)
            var constraints = [
                width, height,
                logo.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
                logo.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 24),
                logo.widthAnchor.constraint(equalToConstant: 120),
                logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
                title.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
                title.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 16),
                form.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                form.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
            ]
            if pinsFormTop { constraints.append(form.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 32)) }
            constraints += [
                email.heightAnchor.constraint(equalToConstant: 44),
                password.heightAnchor.constraint(equalToConstant: 44),
                signIn.heightAnchor.constraint(equalToConstant: 50),
                footer.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
                footer.topAnchor.constraint(greaterThanOrEqualTo: form.bottomAnchor, constant: 16),
                footerBottom,
            ]
            try LayoutConstraint.activate(constraints)
        }
    }

    /// Portrait: the logo at (390 − 120) / 2 = 135, 47 + 24 = 71 down; the
    /// title at (390 − 200) / 2 = 95, 71 + 120 + 16 = 207 down; the form
    /// between the margins (16, 358 wide) at 207 + 28 + 32 = 267, its
    /// items stretched across, 44 + 12 + 44 + 12 + 50 = 162 high; the
    /// footer at (390 − 140) / 2 = 125, 844 − 34 − 16 − 20 = 774 down.
    private static let signInPortrait = [
        ("screen", Rect(x: 0, y: 0, width: 390, height: 844)),
        ("logo", Rect(x: 135, y: 71, width: 120, height: 120)),
        ("title", Rect(x: 95, y: 207, width: 200, height: 28)),
        ("form", Rect(x: 16, y: 267, width: 358, height: 162)),
        ("email", Rect(x: 16, y: 267, width: 358, height: 44)),
        ("password", Rect(x: 16, y: 323, width: 358, height: 44)),
        ("signIn", Rect(x: 16, y: 379, width: 358, height: 50)),
        ("footer", Rect(x: 125, y: 774, width: 140, height: 20)),
    ]

    @Test func theSignInScreenInPortrait() throws {
        let s = try SignInScreen()
        #expect(s.screen.layoutIfNeeded().isEmpty)
        expectFrames(in: s.screen, Self.signInPortrait)
        #expect(s.screen.engine.ambiguities().isEmpty)
        try expectDocument(Self.document("sign-in"), laysOutAs: s.screen)
    }

    /// Without `form.top == title.bottom + 32` nothing places the form
    /// vertically: only the footer's `>=` bounds it from below, so its top
    /// is anything up to 774 − 16 − 162 = 596. The items inside it move
    /// with it and are not open in it. The answer says that nothing pulls
    /// the top anywhere in that range (a missing constraint, not a tie).
    @Test func aFormWithoutItsTopIsOpenAndNothingPullsIt() throws {
        let s = try SignInScreen(pinningTheFormsTop: false)
        #expect(s.screen.layoutIfNeeded().isEmpty)
        #expect(s.screen.engine.ambiguities().map(\.description) == ["form.top can be anything in -∞...596"])
        let why = s.form.explanation(of: .top)
        #expect(why.openRange == -Double.infinity...596)
        #expect(why.tradingConstraints.isEmpty)
        #expect(why.description == "form.top = \(format(s.form.frame.minY)): the constraints do not decide it (the layout "
            + "is ambiguous there): anything in -∞...596 satisfies them as well\n"
            + "Nothing pulls it anywhere in that range: a constraint that places it is missing "
            + "(on form.top, form.bottom or form.centerY, say).")

        let run = try Self.document("sign-in", replacing: [("    \"form.top == title.bottom + 32\",\n", "")]).run()
        #expect(run.ambiguous.map(\.name) == ["form"])
        #expect(run.text(strict: false).hasSuffix("\n\nambiguous: form (top)"))
        let html = run.html(source: "sign-in.json")
        #expect(html.contains("form.top can be anything in -∞...596"))
        #expect(html.contains("Nothing pulls it anywhere in that range: a constraint that places it is missing "
            + "(on form.top, form.bottom or form.centerY, say)."))
    }

    /// The landscape content of the screen (844 × 390, the notch at the
    /// sides, 21 at the bottom) needs 24 + 120 + 16 + 28 + 32 + 162 + 16 +
    /// 20 + 16 + 21 = 455 points of the 390. The title and the footer give
    /// their 28 and 20 (compression resistance, 750) and it is still 17
    /// short: the footer's bottom is at least 24 + 120 + 16 + 0 + 32 + 162 +
    /// 16 + 0 = 370, where it must be 390 − 21 − 16 = 353. The footer's
    /// constraint is the last activated of the minimal set, so it breaks.
    /// The set holds the form's spacings as it holds the fields' heights:
    /// the footer's constraint does not fight the stack's arrangement, and
    /// the report does not say it does.
    private static let landscapeConflict = [
        "screen-safe-area-guide: screen.safeArea.top == screen.top",
        "screen-safe-area-guide: screen.safeArea.bottom == screen.bottom - 21",
        "title-nonnegative-height: title.height >= 0",
        "footer-nonnegative-height: footer.height >= 0",
        "screen.height == 390",
        "logo.top == screen.safeArea.top + 24",
        "logo.width == 120",
        "logo.height == logo.width",
        "title.top == logo.bottom + 16",
        "form.top == title.bottom + 32",
        "email.height == 44",
        "password.height == 44",
        "signIn.height == 50",
        "footer.top >= form.bottom + 16",
        "UISV-canvas-connection: form.top == email.top",
        "UISV-canvas-connection: form.bottom == signIn.bottom",
        "UISV-spacing: password.top == email.bottom + 12",
        "UISV-spacing: signIn.top == password.bottom + 12",
        "footer.bottom == screen.safeArea.bottom - 16",
    ]

    private static let landscapeArithmetic = "footer.bottom is at least 370 (left undetermined without this constraint: "
        + "anything in 418...∞) where the others hold, "
        + "but it must be equal to screen.safeArea.bottom (369) - 16 = 353"

    @Test func rotatedToLandscapeTheFooterNoLongerFits() throws {
        let s = try SignInScreen()
        #expect(s.screen.layoutIfNeeded().isEmpty)
        s.width.constant = 844
        s.height.constant = 390
        s.screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let conflicts = s.screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === s.footerBottom && s.footerBottom.isBroken)
        #expect(Set(conflict.constraints.map(\.description)) == Set(Self.landscapeConflict))
        #expect(conflict.constraints.last === s.footerBottom)
        #expect(conflict.arithmetic == Self.landscapeArithmetic)
        #expect(conflict.stackRulesFought.isEmpty)
        #expect(!conflict.description.contains("fights"), "\(conflict)")

        // Without the footer's constraint the rest holds: the logo at
        // (844 − 120) / 2 = 362, 24 down; the title whole at 160; the form
        // between the margins, now 16 + 47 = 63 in from each side
        // (844 − 126 = 718 wide), at 160 + 28 + 32 = 220.
        expectFrame(s.logo, Rect(x: 362, y: 24, width: 120, height: 120))
        expectFrame(s.title, Rect(x: 322, y: 160, width: 200, height: 28))
        expectFrame(s.form, Rect(x: 63, y: 220, width: 718, height: 162))
        expectFrame(s.signIn, Rect(x: 0, y: 112, width: 718, height: 50))

        // The document rotated the way `layout run` sees it: the same set,
        // in activation order, the same words.
        let run = try Self.document("sign-in", replacing: [
            ("\"width\": 390, \"height\": 844", "\"width\": 844, \"height\": 390"),
            ("\"top\": 47, \"left\": 0, \"bottom\": 34, \"right\": 0", "\"top\": 0, \"left\": 47, \"bottom\": 21, \"right\": 47"),
        ]).run()
        let documentConflict = try #require(run.conflicts.first)
        #expect(run.conflicts.count == 1)
        #expect(documentConflict.constraints.map(run.name(of:)) == Self.landscapeConflict)
        #expect(run.message(for: documentConflict).hasPrefix("Unable to satisfy footer.bottom == screen.safeArea.bottom - 16: "
            + Self.landscapeArithmetic))
        #expect(!run.message(for: documentConflict).contains("fights"))
    }

    // MARK: - 2. An inbox row

    /// A 375-point cell, margins 12 and 16: a 48-point square avatar at the
    /// leading and top margins, the sender (220 × 22, baseline 17) 12 after
    /// it at the top margin, the time (64 × 18, baseline 14) at the
    /// trailing margin on the sender's baseline and at least 8 after it,
    /// and a preview (400 × 20) under the sender, 4 apart, to the trailing
    /// margin. The cell is as high as the taller of the avatar and the text.
    final class InboxRow {
        let cell = LayoutItem(name: "cell")
        let avatar = LayoutItem(name: "avatar")
        let sender = fixedSizeItem("sender", 220, 22)
        let time = fixedSizeItem("time", 64, 18)
        let preview = fixedSizeItem("preview", 400, 20)
        let timeLeading: LayoutConstraint, timeTrailing: LayoutConstraint

        init(sender senderWidth: Double = 220, timeSpacing: Relation = .greaterThanOrEqual) throws {
            cell.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
            sender.intrinsicContentSize = IntrinsicSize(width: senderWidth, height: 22)
            sender.firstBaselineOffset = 17
            sender.lastBaselineOffset = 17
            time.firstBaselineOffset = 14
            time.lastBaselineOffset = 14
            for item in [avatar, sender, time, preview] { cell.addChild(item) }
            timeLeading = LayoutConstraint(time, .leading, timeSpacing, sender, .trailing, constant: 8)
            timeTrailing = time.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor)
            try LayoutConstraint.activate([
                cell.widthAnchor.constraint(equalToConstant: 375),
                avatar.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
                avatar.topAnchor.constraint(equalTo: cell.topMarginAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 48),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
                sender.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                sender.topAnchor.constraint(equalTo: cell.topMarginAnchor),
                timeLeading,
                timeTrailing,
                time.firstBaselineAnchor.constraint(equalTo: sender.firstBaselineAnchor),
                preview.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
                preview.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
                preview.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 4),
                cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: preview.bottomAnchor),
            ])
        }
    }

    /// Between the avatar and the trailing margin the sender and the time
    /// have 375 − 16 − 48 − 12 − 8 − 16 = 275 points, and want 220 + 64 =
    /// 284: 9 must go, and both resist at 750, so the sender is anything in
    /// 211...220 and the time in 55...64 (its left in 295...304). The
    /// answer names the two compression resistances that trade; with the
    /// sender's at 749 it gives way, 211 = 375 − 64 − 16 − 48 − 12 − 8 − 16.
    @Test func theSenderAndTheTimeTieOnCompressionResistance() throws {
        let r = try InboxRow()
        #expect(r.cell.layoutIfNeeded().isEmpty)
        #expect(r.cell.engine.ambiguities().map(\.description) == [
            "sender.width can be anything in 211...220",
            "time.left can be anything in 295...304",
            "time.width can be anything in 55...64",
        ])
        let tie = ["sender-compression-horizontal: sender.width >= 220 @750",
                   "time-compression-horizontal: time.width >= 64 @750"]
        let senderWhy = r.sender.explanation(of: .width)
        #expect(senderWhy.openRange == 211...220)
        #expect(senderWhy.tradingConstraints.map(\.description) == tie)
        #expect(senderWhy.description.hasSuffix("anything in 211...220 satisfies them as well\n"
            + "These trade across that range at the same priority (a tie): give one of them another priority.\n"
            + tie.map { "  " + $0 }.joined(separator: "\n")))
        #expect(r.time.explanation(of: .left).tradingConstraints.map(\.description) == tie)
        // Frames that do not depend on the tie: the cell 12 + 48 + 12 = 72
        // high (the text needs 12 + 22 + 4 + 20 + 12 = 70), the time on
        // the sender's baseline, 12 + 17 − 14 = 15 down.
        expectFrame(r.cell, Rect(x: 0, y: 0, width: 375, height: 72))
        expectFrame(r.avatar, Rect(x: 16, y: 12, width: 48, height: 48))
        expectFrame(r.preview, Rect(x: 76, y: 38, width: 283, height: 20))
        #expect(r.time.frame.minY == 15)

        r.sender.setContentCompressionResistancePriority(749, for: .horizontal)
        #expect(r.cell.layoutIfNeeded().isEmpty)
        #expect(r.cell.engine.ambiguities().isEmpty)
        expectFrame(r.sender, Rect(x: 76, y: 12, width: 211, height: 22))
        expectFrame(r.time, Rect(x: 295, y: 15, width: 64, height: 18))
        #expect(r.sender.explanation(of: .width).description.hasPrefix("sender.width = 375 − 64 − 16 − 48 − 12 − 8 − 16 = 211"))

        // The same row as a document: `--why sender.width` gives the tie.
        let run = try Self.document("inbox-row").run()
        #expect(run.ambiguous.map(\.name) == ["sender", "time"])
        #expect(run.text(strict: false).hasSuffix("\n\nambiguous: sender (width), time (left, width)\n\n"
            + "squeezed below their content: sender (width 211 of 220), preview (width 283 of 400)"))
        let why = try run.region(named: "sender", attribute: .width).explanation(of: .width)
        #expect(why.tradingConstraints.map(run.name(of:)) == tie)
        #expect(run.html(source: "inbox-row.json").contains("These trade across that range at the same priority (a tie)"))
    }

    /// A short sender (120) and the time exactly 8 after it: 275 − 120 −
    /// 64 = 91 points to spare, and both hug at 250, so either may grow:
    /// the sender's width is anything in 120...211. The hugging
    /// constraints are what trade.
    @Test func aShortSenderAndTheTimeTieOnHugging() throws {
        let r = try InboxRow(sender: 120, timeSpacing: .equal)
        #expect(r.cell.layoutIfNeeded().isEmpty)
        let why = r.sender.explanation(of: .width)
        #expect(why.openRange == 120...211)
        #expect(why.tradingConstraints.map(\.description) == ["sender-hugging-horizontal: sender.width <= 120 @250",
                                                              "time-hugging-horizontal: time.width <= 64 @250"])
        r.sender.setContentHuggingPriority(251, for: .horizontal)
        #expect(r.cell.layoutIfNeeded().isEmpty)
        expectFrame(r.sender, Rect(x: 76, y: 12, width: 120, height: 22))
        expectFrame(r.time, Rect(x: 204, y: 15, width: 155, height: 18))
    }

    /// The developer fixes the tie the other way, making the time required
    /// (compression resistance 1000) with the sender at 749, and then the
    /// time's text grows to 290 points: with the sender squeezed to 0 the
    /// time's trailing edge is at least 76 + 0 + 8 + 290 = 374, where the
    /// margin is at 359. The time's own trailing constraint, the last of
    /// the set to be activated, breaks, and the rest lays out: the sender
    /// keeps its 220 and the time starts 8 after it, at 304.
    @Test func aRequiredTimeThatGrowsConflicts() throws {
        let r = try InboxRow()
        r.sender.setContentCompressionResistancePriority(749, for: .horizontal)
        r.time.setContentCompressionResistancePriority(.required, for: .horizontal)
        #expect(r.cell.layoutIfNeeded().isEmpty)
        expectFrame(r.sender, Rect(x: 76, y: 12, width: 211, height: 22))

        r.time.intrinsicContentSize = IntrinsicSize(width: 290, height: 18)
        let conflicts = r.cell.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === r.timeTrailing)
        #expect(conflict.constraints.map(\.description) == [
            "sender-nonnegative-width: sender.width >= 0",
            "time-compression-horizontal: time.width >= 290",
            "cell.width == 375",
            "avatar.leading == cell.leadingMargin",
            "avatar.width == 48",
            "sender.leading == avatar.trailing + 12",
            "time.leading >= sender.trailing + 8",
            "time.trailing == cell.trailingMargin",
        ])
        #expect(conflict.arithmetic == "time.trailing is at least 374 (left undetermined without this constraint: "
            + "anything in 594...∞) where the others hold, "
            + "but it must be equal to cell.trailingMargin (359)")
        expectFrame(r.sender, Rect(x: 76, y: 12, width: 220, height: 22))
        expectFrame(r.time, Rect(x: 304, y: 15, width: 290, height: 18))
    }

    /// The same two labels in a row stack (spacing 8, on their first
    /// baselines) between the margins of a 300-point cell: 284 points for
    /// 200 + 8 + 120. The stack breaks the tie by order, the first item
    /// yields first, so the sender is 284 − 8 − 120 = 156 and nothing is
    /// ambiguous. The time keeps its 120 by its compression resistance,
    /// and the answer names that, not its hugging, which holds at 120 as
    /// well but only keeps it from growing. The time sits 17 − 14 = 3
    /// lower, on the sender's baseline.
    @Test func inARowStackTheTimesResistanceIsWhyTheSenderYields() throws {
        let cell = LayoutItem(name: "cell")
        let sender = fixedSizeItem("sender", 200, 22), time = fixedSizeItem("time", 120, 18)
        sender.firstBaselineOffset = 17
        time.firstBaselineOffset = 14
        let row = StackItem(name: "row", arrangedItems: [sender, time])
        row.spacing = 8
        row.alignment = .firstBaseline
        cell.addChild(row)
        try LayoutConstraint.activate([
            cell.widthAnchor.constraint(equalToConstant: 300),
            row.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
            row.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
            row.topAnchor.constraint(equalTo: cell.topMarginAnchor),
            cell.bottomMarginAnchor.constraint(equalTo: row.bottomAnchor),
        ])
        #expect(cell.layoutIfNeeded().isEmpty)
        #expect(cell.engine.ambiguities().isEmpty)
        expectFrames(in: cell, [("cell", Rect(x: 0, y: 0, width: 300, height: 38)),
                                ("sender", Rect(x: 8, y: 8, width: 156, height: 22)),
                                ("time", Rect(x: 172, y: 11, width: 120, height: 18))])
        let why = sender.explanation(of: .width).description
        #expect(why.hasPrefix("""
            sender.width = 300 − 120 − 8 − 8 − 8 = 156
                300  cell.width == 300
              − 120  time-compression-horizontal: time.width >= 120 @750
            """), "\(why)")
        #expect(!why.contains("hugging"), "\(why)")
    }

    // MARK: - 3. A settings list

    /// A 375-point screen holding a vertical stack: a row stack 56 high
    /// (centred, spacing 12) of a 28-point icon, a label (120 × 22,
    /// hugging 249) and a 51 × 31 switch, then a Texture card (a flex
    /// column, padding 12, spacing 8) of a 200 × 22 title and a 120 × 44
    /// button aligned to the end. The developer insets the icon and the
    /// switch by constraints to the row's edges, and pins the button to the
    /// card's leading edge.
    final class SettingsScreen {
        let screen = LayoutItem(name: "screen")
        let icon = fixedSizeItem("wifiIcon", 28, 28), label = fixedSizeItem("wifiLabel", 120, 22)
        let toggle = fixedSizeItem("wifiSwitch", 51, 31)
        let promoTitle = fixedSizeItem("promoTitle", 200, 22), buy = fixedSizeItem("buy", 120, 44)
        let row: StackItem, promo: StackItem, list: StackItem
        var iconInset: LayoutConstraint, switchInset: LayoutConstraint, buyLeading: LayoutConstraint

        init() throws {
            label.setContentHuggingPriority(249, for: .horizontal)
            row = StackItem(name: "wifiRow", arrangedItems: [icon, label, toggle])
            row.alignment = .center
            row.spacing = 12
            promo = flexStack("promo", .vertical, [promoTitle, buy], spacing: 8)
            promo.padding = FlexPadding(all: 12)
            promo.setFlexOptions(FlexItemOptions(alignSelf: .end), for: buy)
            list = StackItem(name: "list", arrangedItems: [row, promo])
            list.axis = .vertical
            screen.addChild(list)
            iconInset = icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16)
            switchInset = toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16)
            buyLeading = buy.leadingAnchor.constraint(equalTo: promo.leadingAnchor, constant: 12)
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 375),
                list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                list.topAnchor.constraint(equalTo: screen.topAnchor),
                screen.bottomAnchor.constraint(equalTo: list.bottomAnchor),
                row.heightAnchor.constraint(equalToConstant: 56),
                iconInset, switchInset, buyLeading,
            ])
        }
    }

    /// The row's canvas connections hold the icon at the row's leading edge
    /// and the switch at its trailing edge: both insets break, each the
    /// last activated of a set of two, and each report says how UIKit
    /// insets a stack's items (its margins). The button's constraint fights
    /// where the card's end alignment puts it: 12 + 351 − 120 = 243 in the
    /// card, not 12; no inset advice there. Laid out without them: the icon
    /// at 0, (56 − 28) / 2 = 14 down; the label 40 after it, 375 − 28 − 51
    /// − 24 = 272 wide; the switch at 324, 12.5 down; the card 56 down, 12
    /// + 22 + 8 + 44 + 12 = 98 high, its title stretched to 351, its
    /// button at 243, 12 + 22 + 8 = 42 into it.
    @Test func insetsByConstraintsFightTheRowAndTheCard() throws {
        let s = try SettingsScreen()
        let conflicts = s.screen.layoutIfNeeded()
        #expect(conflicts.map(\.broken).map(ObjectIdentifier.init)
                == [s.iconInset, s.switchInset, s.buyLeading].map(ObjectIdentifier.init))
        #expect(conflicts.map(\.description) == [
            """
            Unable to satisfy wifiIcon.leading == wifiRow.leading + 16: wifiIcon.leading is 0 where the others hold, \
            but it must be equal to wifiRow.leading (0) + 16 = 16
            These constraints conflict (removing any one lets the rest hold):
              UISV-canvas-connection: wifiRow.leading == wifiIcon.leading
              wifiIcon.leading == wifiRow.leading + 16
            wifiIcon.leading == wifiRow.leading + 16 fights the stack's UISV-canvas-connection: the engine broke it and \
            kept the stack's arrangement.
            To keep wifiIcon 16 from wifiRow's leading edge, give wifiRow a leading layout margin of 16 and arrange its \
            items within its margins (isLayoutMarginsRelativeArrangement), rather than constrain wifiIcon to its edge.
            Broke wifiIcon.leading == wifiRow.leading + 16 and laid out the rest.
            """,
            """
            Unable to satisfy wifiSwitch.trailing == wifiRow.trailing - 16: wifiSwitch.trailing is 375 where the others \
            hold, but it must be equal to wifiRow.trailing (375) - 16 = 359
            These constraints conflict (removing any one lets the rest hold):
              UISV-canvas-connection: wifiRow.trailing == wifiSwitch.trailing
              wifiSwitch.trailing == wifiRow.trailing - 16
            wifiSwitch.trailing == wifiRow.trailing - 16 fights the stack's UISV-canvas-connection: the engine broke it \
            and kept the stack's arrangement.
            To keep wifiSwitch 16 from wifiRow's trailing edge, give wifiRow a trailing layout margin of 16 and arrange \
            its items within its margins (isLayoutMarginsRelativeArrangement), rather than constrain wifiSwitch to its edge.
            Broke wifiSwitch.trailing == wifiRow.trailing - 16 and laid out the rest.
            """,
            """
            Unable to satisfy buy.leading == promo.leading + 12: buy.leading is 243 where the others hold, but it must \
            be equal to promo.leading (0) + 12 = 12
            These constraints conflict (removing any one lets the rest hold):
              STK-flex-position: buy.left == promo.left + 243
              buy.leading == promo.leading + 12
            Note: buy is aligned to the end across promo (alignSelf end): 375 (promo's width) − 12 (its right padding) \
            − 120 (buy's width) = 243.
            buy.leading == promo.leading + 12 fights the stack's STK-flex-position: the engine broke it and kept the \
            stack's arrangement.
            A flex stack places the items it arranges, as Texture does: move buy with promo's justification or \
            alignment, or buy's margins and spacing (FlexItemOptions margin, spacingBefore, spacingAfter; the child's \
            "margin", "spacingBefore", "spacingAfter" in a document), or place it exactly as an absolute child \
            (position absolute with an offset), rather than by a constraint.
            Broke buy.leading == promo.leading + 12 and laid out the rest.
            """,
        ])
        expectFrames(in: s.screen, [
            ("screen", Rect(x: 0, y: 0, width: 375, height: 154)),
            ("wifiRow", Rect(x: 0, y: 0, width: 375, height: 56)),
            ("wifiIcon", Rect(x: 0, y: 14, width: 28, height: 28)),
            ("wifiLabel", Rect(x: 40, y: 17, width: 272, height: 22)),
            ("wifiSwitch", Rect(x: 324, y: 12.5, width: 51, height: 31)),
            ("promo", Rect(x: 0, y: 56, width: 375, height: 98)),
            ("promoTitle", Rect(x: 12, y: 68, width: 351, height: 22)),
            ("buy", Rect(x: 243, y: 98, width: 120, height: 44)),
        ])

        // The document says the same, conflict by conflict.
        let run = try Self.document("settings").run()
        #expect(run.conflicts.map { run.message(for: $0) } == conflicts.map(\.description))
        expectSameFrames(run.root, asFresh: s.screen, "the settings document")
    }

    /// The fixes the reports point at: the row's margins of 16 on its
    /// sides, arranged within, and the button at the card's start. The icon
    /// at 16, the label at 16 + 28 + 12 = 56 and 375 − 32 − 28 − 51 − 24 =
    /// 240 wide, the switch at 375 − 16 − 51 = 308; the button at 12.
    @Test func theFixesTheReportsPointAt() throws {
        let s = try SettingsScreen()
        LayoutConstraint.deactivate([s.iconInset, s.switchInset, s.buyLeading])
        s.row.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        s.row.isLayoutMarginsRelativeArrangement = true
        s.promo.setFlexOptions(FlexItemOptions(alignSelf: .start), for: s.buy)
        #expect(s.screen.layoutIfNeeded().isEmpty)
        #expect(s.screen.engine.ambiguities().isEmpty)
        expectFrames(in: s.screen, [
            ("wifiIcon", Rect(x: 16, y: 14, width: 28, height: 28)),
            ("wifiLabel", Rect(x: 56, y: 17, width: 240, height: 22)),
            ("wifiSwitch", Rect(x: 308, y: 12.5, width: 51, height: 31)),
            ("buy", Rect(x: 12, y: 98, width: 120, height: 44)),
        ])
        let fixed = try Self.document("settings", replacing: [
            ("\"stack\": { \"axis\": \"horizontal\", \"alignment\": \"center\", \"spacing\": 12 },",
             "\"stack\": { \"axis\": \"horizontal\", \"alignment\": \"center\", \"spacing\": 12, \"marginsRelative\": true },"
                + " \"margins\": { \"top\": 0, \"left\": 16, \"bottom\": 0, \"right\": 16 },"),
            ("\"alignSelf\": \"end\"", "\"alignSelf\": \"start\""),
            (",\n    \"wifiIcon.leading == wifiRow.leading + 16\",\n    \"wifiSwitch.trailing == wifiRow.trailing - 16\",\n"
                + "    \"buy.leading == promo.leading + 12\"", ""),
        ])
        try expectDocument(fixed, laysOutAs: s.screen)
    }
}
