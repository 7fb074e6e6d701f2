import Foundation
import Testing
import Stack

/// Trial forty-two: a bottom sheet over a map dragged between its detents
/// (half the screen, and 44 below the safe area's top) in portrait and
/// landscape; a checkout form in a vertical `UIStackView` whose validation
/// errors come and go as the user types, left to right and right to left,
/// with a Pay button above the home indicator; and a Texture product card
/// (a 4:3 photo with a badge in its corner, a title of at most two lines, a
/// price row whose old price shrinks first, a button row) in a two-column
/// grid at 375 and 768. Every frame was worked out by hand first; the
/// comments carry the arithmetic. Each live change is compared with the
/// screen built afresh in that state.
@Suite struct UserTrialFortyTwoTests {
    /// The same screens as layout documents, run by `UserTrialFortyTwoToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialFortyTwo").standardized

    /// Each document, in the state it is written in, lays out as the
    /// screen built here with the same names.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let sheet = try Sheet(.portrait, detent: 422), form = try Checkout(), grid = Grid(width: 375)
        try withExtendedLifetime((sheet, form, grid)) {
            try expectDocuments(in: Self.fixtures, layOutAs: [
                ("sheet.json", sheet.screen), ("checkout.json", form.screen), ("cards.json", grid.grid),
            ])
        }
    }

    // MARK: - 1. A bottom sheet over a map

    /// A phone's size and safe-area insets in one orientation.
    struct Orientation {
        let width: Double, height: Double, insets: EdgeInsets
        /// 390 × 844, a 47-point notch and a 34-point home indicator.
        static let portrait = Orientation(width: 390, height: 844, insets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        /// 844 × 390, the notch on the left, the indicator 21 high.
        static let landscape = Orientation(width: 844, height: 390, insets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        /// Half the screen.
        var medium: Double { height / 2 }
        /// From 44 below the safe area's top to the bottom.
        var large: Double { height - insets.top - 44 }
    }

    /// The map fills the screen; the sheet is pinned to the bottom and both
    /// sides, `detent` high, with margins of 16 on the sides and 0 above
    /// and below (the safe area adds to them). Inside it: a 36 × 5 grabber
    /// centred 5 below its top; a title row (a title that takes the room,
    /// hugging 249, and a 30 × 30 close button, centred, spaced 8) within
    /// the side margins 8 below the grabber; a list from 8 below the title
    /// row to the bottom margin, whose rows (44 high) stack from its top.
    struct Sheet {
        let screen = LayoutItem(name: "screen")
        let map = LayoutItem(name: "map")
        let sheet = LayoutItem(name: "sheet")
        let grabber = LayoutItem(name: "grabber", intrinsicContentSize: IntrinsicSize(width: 36, height: 5))
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 200, height: 24))
        let close = LayoutItem(name: "close", intrinsicContentSize: IntrinsicSize(width: 30, height: 30))
        let titleRow: StackItem
        let list = LayoutItem(name: "list")
        let rows = StackItem(name: "rows", arrangedItems: (0..<6).map {
            LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
        })
        let width: LayoutConstraint, height: LayoutConstraint, detent: LayoutConstraint

        init(_ orientation: Orientation, detent: Double, centresGrabber: Bool = true) throws {
            titleRow = StackItem(name: "titleRow", arrangedItems: [title, close])
            titleRow.alignment = .center
            titleRow.spacing = 8
            title.setContentHuggingPriority(249, for: .horizontal)
            rows.axis = .vertical
            for item in [map, sheet] { screen.addChild(item) }
            for item in [grabber, titleRow, list] { sheet.addChild(item) }
            list.addChild(rows)
            screen.rootSafeAreaInsets = orientation.insets
            sheet.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            width = screen.widthAnchor.constraint(equalToConstant: orientation.width)
            height = screen.heightAnchor.constraint(equalToConstant: orientation.height)
            self.detent = sheet.heightAnchor.constraint(equalToConstant: detent)
            try LayoutConstraint.activate([
                width, height,
                map.topAnchor.constraint(equalTo: screen.topAnchor),
                map.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
                map.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                map.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                sheet.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
                self.detent,
                grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 5),
                titleRow.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 8),
                titleRow.leadingAnchor.constraint(equalTo: sheet.leadingMarginAnchor),
                titleRow.trailingAnchor.constraint(equalTo: sheet.trailingMarginAnchor),
                list.topAnchor.constraint(equalTo: titleRow.bottomAnchor, constant: 8),
                list.bottomAnchor.constraint(equalTo: sheet.bottomMarginAnchor),
                list.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                rows.topAnchor.constraint(equalTo: list.topAnchor),
                rows.leadingAnchor.constraint(equalTo: list.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: list.trailingAnchor),
            ] + (centresGrabber ? [grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor)] : []))
        }
    }

    /// Medium in portrait: the sheet from 844 − 422 = 422 down. The grabber
    /// at (390 − 36) / 2 = 177, 422 + 5 = 427. The title row within the
    /// side margins, 16 to 374 (358 wide), 5 + 5 + 8 = 18 into the sheet:
    /// 440, 30 high (the close button); the title 358 − 8 − 30 = 320 wide,
    /// (30 − 24) / 2 = 3 down. The list from 18 + 30 + 8 = 56 into the
    /// sheet (478) to the bottom margin, which the home indicator's 34
    /// reaches into: 844 − 34 = 810, 332 high. Large: the sheet from
    /// 47 + 44 = 91 (753 high), the list from 91 + 56 = 147 to 810, 663.
    @Test func portraitDetents() throws {
        let medium = try Sheet(.portrait, detent: 422)
        #expect(medium.screen.layoutIfNeeded().isEmpty)
        #expect(medium.screen.engine.ambiguities().isEmpty)
        expectFrames(in: medium.screen, [
            ("map", Rect(x: 0, y: 0, width: 390, height: 844)),
            ("sheet", Rect(x: 0, y: 422, width: 390, height: 422)),
            ("grabber", Rect(x: 177, y: 427, width: 36, height: 5)),
            ("titleRow", Rect(x: 16, y: 440, width: 358, height: 30)),
            ("title", Rect(x: 16, y: 443, width: 320, height: 24)),     // 440 + 3
            ("close", Rect(x: 344, y: 440, width: 30, height: 30)),     // 16 + 320 + 8
            ("list", Rect(x: 0, y: 478, width: 390, height: 332)),      // 810 − 478
            ("rows", Rect(x: 0, y: 478, width: 390, height: 264)),      // 6 × 44
            ("row5", Rect(x: 0, y: 698, width: 390, height: 44)),       // 478 + 5 × 44
        ])
        let large = try Sheet(.portrait, detent: Orientation.portrait.large)
        #expect(Orientation.portrait.large == 753)                       // 844 − 47 − 44
        #expect(large.screen.layoutIfNeeded().isEmpty)
        expectFrames(in: large.screen, [
            ("sheet", Rect(x: 0, y: 91, width: 390, height: 753)),
            ("grabber", Rect(x: 177, y: 96, width: 36, height: 5)),
            ("titleRow", Rect(x: 16, y: 109, width: 358, height: 30)),  // 91 + 18
            ("list", Rect(x: 0, y: 147, width: 390, height: 663)),      // 810 − 147
        ])
        withExtendedLifetime((medium, large)) {}
    }

    /// Landscape: the notch's 47 on the left and 47 on the right (the
    /// rounded corners) widen the sheet's side margins to 16 + 47 = 63, the
    /// indicator's 21 its bottom margin. Medium: 390 / 2 = 195, from 195;
    /// the grabber at (844 − 36) / 2 = 404, 200; the title row 63 to 781
    /// (718), at 195 + 18 = 213, the title 718 − 38 = 680; the list from
    /// 195 + 56 = 251 to 390 − 21 = 369, 118. Large: 390 − 0 − 44 = 346,
    /// from 44; the list from 100 to 369, 269.
    @Test func landscapeDetents() throws {
        let medium = try Sheet(.landscape, detent: Orientation.landscape.medium)
        #expect(medium.screen.layoutIfNeeded().isEmpty)
        #expect(medium.screen.engine.ambiguities().isEmpty)
        expectFrames(in: medium.screen, [
            ("map", Rect(x: 0, y: 0, width: 844, height: 390)),
            ("sheet", Rect(x: 0, y: 195, width: 844, height: 195)),
            ("grabber", Rect(x: 404, y: 200, width: 36, height: 5)),
            ("titleRow", Rect(x: 63, y: 213, width: 718, height: 30)),
            ("title", Rect(x: 63, y: 216, width: 680, height: 24)),
            ("close", Rect(x: 751, y: 213, width: 30, height: 30)),     // 781 − 30
            ("list", Rect(x: 0, y: 251, width: 844, height: 118)),
        ])
        let large = try Sheet(.landscape, detent: Orientation.landscape.large)
        #expect(large.screen.layoutIfNeeded().isEmpty)
        expectFrames(in: large.screen, [
            ("sheet", Rect(x: 0, y: 44, width: 844, height: 346)),
            ("list", Rect(x: 0, y: 100, width: 844, height: 269)),      // 44 + 56, 369 − 100
        ])
        withExtendedLifetime((medium, large)) {}
    }

    /// The user drags the sheet from medium to large and back in steps of
    /// 30 (a pan gesture moving the detent constraint's constant), then the
    /// phone turns to landscape at the large detent: every step lays out
    /// as a sheet built at that height. The list is always the sheet's
    /// height less 56 above it and 34 below.
    @Test func draggingBetweenDetentsLaysOutAsAFreshSheet() throws {
        let live = try Sheet(.portrait, detent: 422)
        _ = live.screen.layoutIfNeeded()
        let heights = Array(stride(from: 422.0, through: 753, by: 30)) + [753] + stride(from: 723.0, through: 422, by: -60)
        for height in heights {
            live.detent.constant = height
            #expect(live.screen.layoutIfNeeded().isEmpty)
            #expect(abs(live.list.frame.height - (height - 56 - 34)) < 1e-6, "at \(height)")
            let fresh = try Sheet(.portrait, detent: height)
            expectSameFrames(live.screen, asFresh: fresh.screen, "dragged to \(height)")
            withExtendedLifetime(fresh) {}
        }
        live.detent.constant = Orientation.portrait.large
        _ = live.screen.layoutIfNeeded()
        live.width.constant = 844
        live.height.constant = 390
        live.screen.rootSafeAreaInsets = Orientation.landscape.insets
        live.detent.constant = Orientation.landscape.large
        #expect(live.screen.layoutIfNeeded().isEmpty)
        let fresh = try Sheet(.landscape, detent: Orientation.landscape.large)
        expectSameFrames(live.screen, asFresh: fresh.screen, "turned to landscape")
        withExtendedLifetime((live, fresh)) {}
    }

    /// Broken sheets. A grabber without its centring: `ambiguities()` names
    /// its x, anything at all (I first expected 0...354, 390 − 36, but as in
    /// UIKit nothing keeps an item inside its parent). A sheet dragged past
    /// the top of the screen (900 > 844) with the designer's `sheet.top >=
    /// screen.safeArea.top` required: the conflict breaks the drag, with
    /// the arithmetic (at most 844 − 47 = 797), and the list inside, open
    /// now, names the sheet's broken height as why.
    @Test func brokenSheetsExplainThemselves() throws {
        let loose = try Sheet(.portrait, detent: 422, centresGrabber: false)
        _ = loose.screen.layoutIfNeeded()
        let open = loose.screen.engine.ambiguities()
        #expect(open.map(\.description) == ["grabber.left can be anything in -∞...∞"], "\(open)")

        let dragged = try Sheet(.portrait, detent: 422)
        try dragged.sheet.topAnchor.constraint(greaterThanOrEqualTo: dragged.screen.safeAreaLayoutGuide.topAnchor).activate()
        _ = dragged.screen.layoutIfNeeded()
        dragged.detent.constant = 900
        let conflicts = dragged.screen.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let message = conflicts.first?.description ?? ""
        #expect(message.hasPrefix("Unable to satisfy sheet.height == 900: sheet.height is at most 797"), "\(message)")
        let why = dragged.list.explanation(of: .height).description
        #expect(why.hasSuffix("These constraints on sheet are broken: each conflicts with required constraints (the pass "
            + "reports which), and the pass after one of those changes tries it again:\n  sheet.height == 900"), "\(why)")
        withExtendedLifetime((loose, dragged)) {}
    }

    // MARK: - 2. A checkout form

    /// The checkout screen (390 × 844, insets 47 / 34, side margins 16):
    /// a vertical stack spaced 8 from 16 below the top margin (47 + 16 =
    /// 63), between the side margins (16 to 374, 358 wide), of labels
    /// (18 high), fields (44 high, as wide as the stack), an email error
    /// under the email field, a card row (the number field beside a 80-wide
    /// CVC field, spaced 8) and a card error under it; the errors are text
    /// in lines of 16 and start hidden. Pay (50 high) is between the side
    /// margins, 8 above the bottom margin: its bottom at 844 − 34 − 8 = 802.
    struct Checkout {
        let screen = LayoutItem(name: "screen")
        let form: StackItem
        let emailError = LayoutItem(name: "emailError"), cardError = LayoutItem(name: "cardError")
        let cardRow: StackItem
        let pay = LayoutItem(name: "pay", intrinsicContentSize: IntrinsicSize(width: 100, height: 50))

        /// The email error while the address has no "@": 60 + 50 + 70 + 40 +
        /// 80 + 4 × 4 = 316 on the first line, 90 on the second at 358.
        static let longEmailError = WrappedText(words: [60, 50, 70, 40, 80, 90], lineHeight: 16)
        /// Once it has one, only the domain is missing: 70 + 4 + 60 = 134.
        static let shortEmailError = WrappedText(words: [70, 60], lineHeight: 16)
        /// 100 + 4 + 120 = 224 on the first line, 140 on the second.
        static let cardErrorText = WrappedText(words: [100, 120, 140], lineHeight: 16)

        init(emailError emailText: WrappedText? = nil, cardError cardText: WrappedText? = nil,
             direction: LayoutDirection = .leftToRight, height: Double = 844) throws {
            func label(_ name: String, _ width: Double) -> LayoutItem {
                LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: 18))
            }
            func field(_ name: String) -> LayoutItem {
                LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            }
            let cvc = LayoutItem(name: "cvcField", intrinsicContentSize: IntrinsicSize(width: 80, height: 44))
            cardRow = StackItem(name: "cardRow", arrangedItems: [field("cardField"), cvc])
            cardRow.spacing = 8
            emailError.measuredContent = emailText ?? Self.longEmailError
            emailError.isHidden = emailText == nil
            cardError.measuredContent = cardText ?? Self.cardErrorText
            cardError.isHidden = cardText == nil
            form = StackItem(name: "form", arrangedItems: [
                label("nameLabel", 60), field("nameField"), label("emailLabel", 50), field("emailField"), emailError,
                label("cardLabel", 90), cardRow, cardError,
            ])
            form.axis = .vertical
            form.spacing = 8
            screen.addChild(form)
            screen.addChild(pay)
            screen.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            screen.rootSafeAreaInsets = Orientation.portrait.insets
            screen.layoutDirection = direction
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 390),
                screen.heightAnchor.constraint(equalToConstant: height),
                form.topAnchor.constraint(equalTo: screen.topMarginAnchor, constant: 16),
                form.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                form.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                pay.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                pay.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                pay.bottomAnchor.constraint(equalTo: screen.bottomMarginAnchor, constant: -8),
            ])
        }
    }

    /// No errors: in the form, name label 0, field 26, email label 78,
    /// field 104, card label 156, card row 182 (to 226); on the screen 63
    /// lower. The card field 358 − 8 − 80 = 270 wide, the CVC at 16 + 278
    /// = 294. Pay at 802 − 50 = 752.
    @Test func theFormWithoutErrors() throws {
        let checkout = try Checkout()
        #expect(checkout.screen.layoutIfNeeded().isEmpty)
        #expect(checkout.screen.engine.ambiguities().isEmpty)
        expectFrames(in: checkout.screen, [
            ("form", Rect(x: 16, y: 63, width: 358, height: 226)),
            ("nameLabel", Rect(x: 16, y: 63, width: 358, height: 18)),
            ("nameField", Rect(x: 16, y: 89, width: 358, height: 44)),      // 63 + 26
            ("emailLabel", Rect(x: 16, y: 141, width: 358, height: 18)),    // 63 + 78
            ("emailField", Rect(x: 16, y: 167, width: 358, height: 44)),    // 63 + 104
            ("cardLabel", Rect(x: 16, y: 219, width: 358, height: 18)),     // 63 + 156
            ("cardRow", Rect(x: 16, y: 245, width: 358, height: 44)),       // 63 + 182
            ("cardField", Rect(x: 16, y: 245, width: 270, height: 44)),
            ("cvcField", Rect(x: 294, y: 245, width: 80, height: 44)),
            ("pay", Rect(x: 16, y: 752, width: 358, height: 50)),
        ])
        withExtendedLifetime(checkout) {}
    }

    /// The user types: the email error appears (two lines, 32 high, after
    /// the email field's 148 + 8 = 156 in the form, so 219 on the screen;
    /// the card label moves 40 down to 259, the row to 285, the form is
    /// 266), then the card error (2 lines under the row: 222 + 44 + 8 = 274
    /// in the form, 337; the form 306), then the email error shortens to
    /// one line (16: the card label at 63 + 180 = 243, the row 269, the
    /// card error 321, the form 290), then the email error goes (the card
    /// label back at 219, the row 245, the card error 63 + 234 = 297, the
    /// form 266). Each state lays out as a form built in it; Pay never moves.
    @Test func errorsComeAndGoAsTheUserTypes() throws {
        let live = try Checkout()
        _ = live.screen.layoutIfNeeded()
        let steps: [(String, WrappedText?, WrappedText?, [(String, Rect)])] = [
            ("email error", Checkout.longEmailError, nil, [
                ("emailError", Rect(x: 16, y: 219, width: 358, height: 32)),
                ("cardLabel", Rect(x: 16, y: 259, width: 358, height: 18)),
                ("cardRow", Rect(x: 16, y: 285, width: 358, height: 44)),
                ("form", Rect(x: 16, y: 63, width: 358, height: 266)),
            ]),
            ("both errors", Checkout.longEmailError, Checkout.cardErrorText, [
                ("cardError", Rect(x: 16, y: 337, width: 358, height: 32)),
                ("form", Rect(x: 16, y: 63, width: 358, height: 306)),
            ]),
            ("short email error", Checkout.shortEmailError, Checkout.cardErrorText, [
                ("emailError", Rect(x: 16, y: 219, width: 358, height: 16)),
                ("cardLabel", Rect(x: 16, y: 243, width: 358, height: 18)),
                ("cardRow", Rect(x: 16, y: 269, width: 358, height: 44)),
                ("cardError", Rect(x: 16, y: 321, width: 358, height: 32)),
                ("form", Rect(x: 16, y: 63, width: 358, height: 290)),
            ]),
            ("card error only", nil, Checkout.cardErrorText, [
                ("cardLabel", Rect(x: 16, y: 219, width: 358, height: 18)),
                ("cardRow", Rect(x: 16, y: 245, width: 358, height: 44)),
                ("cardError", Rect(x: 16, y: 297, width: 358, height: 32)),
                ("form", Rect(x: 16, y: 63, width: 358, height: 266)),
            ]),
        ]
        for (step, emailText, cardText, expected) in steps {
            if let emailText { live.emailError.measuredContent = emailText }
            live.emailError.isHidden = emailText == nil
            live.cardError.isHidden = cardText == nil
            #expect(live.screen.layoutIfNeeded().isEmpty, "\(step)")
            expectFrames(in: live.screen, expected + [("pay", Rect(x: 16, y: 752, width: 358, height: 50))])
            let fresh = try Checkout(emailError: emailText, cardError: cardText)
            expectSameFrames(live.screen, asFresh: fresh.screen, step)
            withExtendedLifetime(fresh) {}
        }
        withExtendedLifetime(live) {}
    }

    /// Right to left with both errors: the same rows (the stack is as wide
    /// as the margins, which are the same on both sides), but the CVC field
    /// on the left (16) and the card field right of it, 16 + 80 + 8 = 104.
    /// Turning the live form gives the fresh right-to-left one.
    @Test func theFormRightToLeft() throws {
        let rtl = try Checkout(emailError: Checkout.longEmailError, cardError: Checkout.cardErrorText, direction: .rightToLeft)
        #expect(rtl.screen.layoutIfNeeded().isEmpty)
        expectFrames(in: rtl.screen, [
            ("cardRow", Rect(x: 16, y: 285, width: 358, height: 44)),
            ("cvcField", Rect(x: 16, y: 285, width: 80, height: 44)),
            ("cardField", Rect(x: 104, y: 285, width: 270, height: 44)),
            ("cardError", Rect(x: 16, y: 337, width: 358, height: 32)),
            ("pay", Rect(x: 16, y: 752, width: 358, height: 50)),
        ])
        let live = try Checkout(emailError: Checkout.longEmailError, cardError: Checkout.cardErrorText)
        _ = live.screen.layoutIfNeeded()
        live.screen.layoutDirection = .rightToLeft
        #expect(live.screen.layoutIfNeeded().isEmpty)
        expectSameFrames(live.screen, asFresh: rtl.screen, "turned right to left")
        withExtendedLifetime((rtl, live)) {}
    }

    /// A broken form: Pay kept 16 below the form (required) on a screen
    /// 440 high, where the form (63 + 306 = 369) and Pay (440 − 42 − 50 =
    /// 348) do not fit: 369 + 16 − 348 = 37 too many. Nothing conflicts
    /// (the resistances give way) and nothing is reported ambiguous: the
    /// stack orders its own items, so Pay, outside it, gives up the 37
    /// (50 → 13) although the form's items tie with it at 750, as the
    /// stacks guide says. `--why pay.height` says it is a tie, and what to do.
    @Test func brokenFormsExplainThemselves() throws {
        let checkout = try Checkout(emailError: Checkout.longEmailError, cardError: Checkout.cardErrorText, height: 440)
        try checkout.pay.topAnchor.constraint(greaterThanOrEqualTo: checkout.form.bottomAnchor, constant: 16).activate()
        #expect(checkout.screen.layoutIfNeeded().isEmpty)
        #expect(checkout.screen.engine.ambiguities().isEmpty)
        expectFrame(checkout.pay, Rect(x: 16, y: 385, width: 358, height: 13))   // 63 + 306 + 16; 440 − 42 − 385
        let why = checkout.pay.explanation(of: .height)
        #expect(why.givingWay?.isTie == true)
        // The note as the debugging guide quotes it.
        #expect(why.description.hasSuffix("""

            Note: pay's intrinsic height is 50, more than its 13: pay-compression-vertical: pay.height >= 50 @750 gives way \
            by 37 in a tie with what would miss by as much if it held, at the same priority: nameLabel-compression-vertical: \
            nameLabel.height >= 18 @750 (misses by 0, 18 more if it held); nameField-compression-vertical: nameField.height \
            >= 44 @750 (misses by 0, 19 more if it held). Give the one that should keep its length another priority.
            """), "\(why)")
        withExtendedLifetime(checkout) {}
    }

    // MARK: - 3. A Texture product card

    /// A product card as a Texture cell: a column (stretching) of the
    /// media (an overlay spec: a 4:3 photo across the card and a 40 × 20
    /// badge 8 from its top and trailing edges) and the info inset 12 on
    /// every side, a column spaced 8 of the title (words of 4-point
    /// spaces, lines of 20, at most 2), the price row (a 50-wide price in
    /// a line of 20, an old price of 60 in a line of 16 that shrinks, a
    /// spacer that grows, a 24 × 24 favourite; centred, spaced 4) and the
    /// button row (Add, 80 × 36 growing, and a 36 × 36 wish button, spaced 8).
    static func card(_ name: String, title words: [Double]) -> StackItem {
        let photo = LayoutItem(name: name + "Photo"), badge = LayoutItem(name: name + "Badge")
        photo.aspectRatio = 4.0 / 3
        let media = flexStack(name + "Media", .vertical, [photo, badge])
        media.setFlexOptions(FlexItemOptions(size: FlexSize(width: 40, height: 20), position: .absolute,
                                             offset: FlexOffsets(top: 8, trailing: 8)), for: badge)
        let title = LayoutItem(name: name + "Title")
        title.measuredContent = WrappedText(words: words, lineHeight: 20, maxLines: 2)
        let price = LayoutItem(name: name + "Price"), oldPrice = LayoutItem(name: name + "OldPrice")
        price.measuredContent = WrappedText(words: [50], lineHeight: 20)
        oldPrice.measuredContent = WrappedText(words: [60], lineHeight: 16)
        let spacer = LayoutItem(name: name + "Spacer")
        let priceRow = flexStack(name + "PriceRow", .horizontal, [price, oldPrice, spacer, fixedSizeItem(name + "Favorite", 24, 24)],
                                 alignment: .center, spacing: 4)
        priceRow.setFlexOptions(FlexItemOptions(shrink: 1), for: oldPrice)
        priceRow.setFlexOptions(FlexItemOptions(grow: 1), for: spacer)
        let add = fixedSizeItem(name + "Add", 80, 36)
        let buttons = flexStack(name + "Buttons", .horizontal, [add, fixedSizeItem(name + "Wish", 36, 36)],
                                alignment: .center, spacing: 8)
        buttons.setFlexOptions(FlexItemOptions(grow: 1), for: add)
        let info = flexStack(name + "Info", .vertical, [title, priceRow, buttons], spacing: 8)
        info.padding = FlexPadding(all: 12)
        return flexStack(name, .vertical, [media, info])
    }

    /// Two rows of two cards (each `flex: 1`, spaced 12, stretched to the
    /// row's height) in a column spaced 12 and padded 16, `width` wide.
    /// card1 and card3 have a long title (50 40 60 30 70 45: 315 on one
    /// line), card2 and card4 a short one (60 40: 104).
    struct Grid {
        let grid: StackItem

        init(width: Double) {
            let long: [Double] = [50, 40, 60, 30, 70, 45], short: [Double] = [60, 40]
            let rows = [("row1", ["card1": long, "card2": short]), ("row2", ["card3": long, "card4": short])].map { name, cards in
                let row = flexStack(name, .horizontal, cards.sorted { $0.key < $1.key }.map { UserTrialFortyTwoTests.card($0.key, title: $0.value) },
                                    spacing: 12)
                for card in row.arrangedItems { row.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1, basis: 0), for: card) }
                return row
            }
            grid = flexStack("grid", .vertical, rows, spacing: 12)
            grid.padding = FlexPadding(all: 16)
            grid.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0), maximum: Size(width: width, height: .infinity))
        }
    }

    /// At 375 each card is (375 − 32 − 12) / 2 = 165.5 wide, card2 at 16 +
    /// 165.5 + 12 = 193.5. The photo 165.5 × 165.5 × 3/4 = 124.125; the
    /// badge at 16 + 165.5 − 8 − 40 = 133.5, 16 + 8 = 24. The info from
    /// 16 + 124.125 = 140.125, its content 165.5 − 24 = 141.5 wide from x
    /// 28: card1's title wraps 50 40 | 60 30 | 70 45, three lines, cut to
    /// two: 40 high from 152.125. Its price row at 152.125 + 40 + 8 =
    /// 200.125, 24 high (the favourite): 50 + 60 + 0 + 24 + 3 × 4 = 146 is
    /// 4.5 too wide, so the old price alone shrinks to 55.5 (at 28 + 54 =
    /// 82, (24 − 16) / 2 = 2 down), the spacer stays 0 at 141.5, the
    /// favourite at 145.5. The buttons at 200.125 + 24 + 8 = 232.125: Add
    /// 141.5 − 8 − 36 = 97.5, the wish button at 28 + 97.5 + 8 = 133.5.
    /// card1 is 124.125 + 12 + 40 + 8 + 24 + 8 + 36 + 12 = 264.125 high;
    /// card2 (its title on one line, 20) would be 244.125 and stretches to
    /// its row's 264.125. Row 2 at 16 + 264.125 + 12 = 292.125; the grid
    /// 292.125 + 264.125 + 16 = 572.25 high.
    @Test func theGridAt375() throws {
        let grid = Grid(width: 375)
        #expect(grid.grid.layoutIfNeeded().isEmpty)
        expectFrames(in: grid.grid, [
            ("grid", Rect(x: 0, y: 0, width: 375, height: 572.25)),
            ("row1", Rect(x: 16, y: 16, width: 343, height: 264.125)),
            ("card1", Rect(x: 16, y: 16, width: 165.5, height: 264.125)),
            ("card1Photo", Rect(x: 16, y: 16, width: 165.5, height: 124.125)),
            ("card1Badge", Rect(x: 133.5, y: 24, width: 40, height: 20)),
            ("card1Info", Rect(x: 16, y: 140.125, width: 165.5, height: 140)),
            ("card1Title", Rect(x: 28, y: 152.125, width: 141.5, height: 40)),
            ("card1PriceRow", Rect(x: 28, y: 200.125, width: 141.5, height: 24)),
            ("card1Price", Rect(x: 28, y: 202.125, width: 50, height: 20)),
            ("card1OldPrice", Rect(x: 82, y: 204.125, width: 55.5, height: 16)),
            ("card1Spacer", Rect(x: 141.5, y: 212.125, width: 0, height: 0)),
            ("card1Favorite", Rect(x: 145.5, y: 200.125, width: 24, height: 24)),
            ("card1Add", Rect(x: 28, y: 232.125, width: 97.5, height: 36)),
            ("card1Wish", Rect(x: 133.5, y: 232.125, width: 36, height: 36)),
            ("card2", Rect(x: 193.5, y: 16, width: 165.5, height: 264.125)),
            ("card2Badge", Rect(x: 311, y: 24, width: 40, height: 20)),         // 193.5 + 165.5 − 48
            ("card2Info", Rect(x: 193.5, y: 140.125, width: 165.5, height: 120)),
            ("card2Title", Rect(x: 205.5, y: 152.125, width: 141.5, height: 20)),
            ("card2Add", Rect(x: 205.5, y: 212.125, width: 97.5, height: 36)),  // 152.125 + 20 + 8 + 24 + 8
            ("row2", Rect(x: 16, y: 292.125, width: 343, height: 264.125)),
            ("card4Photo", Rect(x: 193.5, y: 292.125, width: 165.5, height: 124.125)),
        ])
        withExtendedLifetime(grid) {}
    }

    /// At 768 each card is (768 − 32 − 12) / 2 = 362 wide, card2 at 390;
    /// the photo 362 × 271.5, the badge at 16 + 362 − 48 = 330. The info
    /// from 287.5, 338 wide inside: both titles on one line (315 ≤ 338), 20
    /// high from 299.5; the price row at 327.5: 338 − 146 = 192 to the
    /// spacer (from 28 + 118 = 146), the old price keeps 60, the favourite
    /// at 342; the buttons at 359.5, Add 338 − 44 = 294. Cards 271.5 + 120
    /// = 391.5; row 2 at 16 + 391.5 + 12 = 419.5; the grid 827.
    @Test func theGridAt768() throws {
        let grid = Grid(width: 768)
        #expect(grid.grid.layoutIfNeeded().isEmpty)
        expectFrames(in: grid.grid, [
            ("grid", Rect(x: 0, y: 0, width: 768, height: 827)),
            ("card1", Rect(x: 16, y: 16, width: 362, height: 391.5)),
            ("card1Photo", Rect(x: 16, y: 16, width: 362, height: 271.5)),
            ("card1Badge", Rect(x: 330, y: 24, width: 40, height: 20)),
            ("card1Title", Rect(x: 28, y: 299.5, width: 338, height: 20)),
            ("card1OldPrice", Rect(x: 82, y: 331.5, width: 60, height: 16)),
            ("card1Spacer", Rect(x: 146, y: 339.5, width: 192, height: 0)),
            ("card1Favorite", Rect(x: 342, y: 327.5, width: 24, height: 24)),
            ("card1Add", Rect(x: 28, y: 359.5, width: 294, height: 36)),
            ("card2", Rect(x: 390, y: 16, width: 362, height: 391.5)),
            ("row2", Rect(x: 16, y: 419.5, width: 736, height: 391.5)),
        ])
        withExtendedLifetime(grid) {}
    }

    /// Broken cards: the photo in a media column aligned to the start has
    /// nothing to give it a width (Texture's ratio spec would take the
    /// largest size offered): it is 0 × 0, and `--why` says what the ratio
    /// needs. The old price's width says it shrank by the row's overflow, and
    /// that its one word, 60 wide, overflows the 55.5 left.
    @Test func brokenCardsExplainThemselves() throws {
        let grid = Grid(width: 375)
        let media = try #require(grid.grid.subtree.first { $0.name == "card1Media" } as? StackItem)
        media.alignment = .leading
        #expect(grid.grid.layoutIfNeeded().isEmpty)
        let photo = try #require(grid.grid.subtree.first { $0.name == "card1Photo" })
        expectFrame(photo, Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(photo.explanation(of: .width).description.contains(
            "card1Photo has an aspect ratio but no intrinsic size, measure function or children"))
        let oldPrice = try #require(grid.grid.subtree.first { $0.name == "card1OldPrice" })
        #expect(oldPrice.explanation(of: .width).description.hasSuffix(
            "it shrank by all the 4.5 points by which card1PriceRow's line overflows (flexShrink 1, the only item that shrinks)."
            + " card1OldPrice's content is 60 × 16, wider than the width it was laid out at, 55.5: it overflows its frame by 4.5."))
        withExtendedLifetime(grid) {}
    }
}
