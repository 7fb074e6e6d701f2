import Testing
@testable import Layout

/// Trial forty-one: three pieces of classic UIKit layout code ported as a
/// UIKit developer writes them: a login form in the visual format language,
/// a profile header made with `NSLayoutConstraint(item:attribute:…)`-style
/// initialisers whose constants are then animated, and a self-sizing cell
/// measured with `systemLayoutSizeFitting`, with its ambiguous and its
/// conflicting variants read as a user reads them. Every frame is worked
/// out by hand first.
@Suite struct UserTrialFortyOneTests {
    // MARK: A login form in the visual format language

    /// The form's items: labels hug at 251 (Interface Builder's default for
    /// a label), fields and buttons at 250, as UIKit's controls do.
    struct LoginForm {
        let form = LayoutItem(name: "form")
        let userLabel = LayoutItem(name: "userLabel", intrinsicContentSize: IntrinsicSize(width: 80, height: 20))
        let userField = LayoutItem(name: "userField", intrinsicContentSize: IntrinsicSize(width: 100, height: 30))
        let passLabel = LayoutItem(name: "passLabel", intrinsicContentSize: IntrinsicSize(width: 70, height: 20))
        let passField = LayoutItem(name: "passField", intrinsicContentSize: IntrinsicSize(width: 100, height: 30))
        let forgot = LayoutItem(name: "forgot", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let signIn = LayoutItem(name: "signIn", intrinsicContentSize: IntrinsicSize(width: 60, height: 44))
        let width: LayoutConstraint

        var views: [String: LayoutRegion] {
            ["userLabel": userLabel, "userField": userField, "passLabel": passLabel, "passField": passField,
             "forgot": forgot, "signIn": signIn]
        }

        /// Why `format` is refused, with the form's metrics; nil when it is read.
        func failure(_ format: String) -> VisualFormatError? {
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["pad": 16], views: views)
                return nil
            } catch {
                return error
            }
        }

        init(width: Double) throws {
            for item in [userLabel, userField, passLabel, passField, forgot, signIn] { form.addChild(item) }
            for label in [userLabel, passLabel] { label.setContentHuggingPriority(251, for: .horizontal) }
            self.width = form.widthAnchor.constraint(equalToConstant: width)
            let metrics = ["pad": 16.0]
            var constraints = [self.width, form.heightAnchor.constraint(equalToConstant: 480)]
            for (format, options) in [
                ("H:|-pad-[userLabel]-[userField(>=120)]-pad-|", VisualFormatOptions.alignAllCenterY),
                ("H:|-pad-[passLabel(==userLabel)]-[passField]-pad-|", .alignAllCenterY),
                ("H:|-[forgot]-(>=8@250)-[signIn(>=88@750)]", .alignAllCenterY),
                ("V:|-pad-[userField]-pad-[passField]-(pad)-[signIn]-(>=pad)-|", .alignAllTrailing),
                ("V:[userLabel]-(>=0)-[passLabel]", .alignAllLeading),
            ] {
                constraints += try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                metrics: metrics, views: views)
            }
            try LayoutConstraint.activate(constraints)
        }
    }

    @Test func theFormatsMakeUIKitsConstraints() throws {
        let login = try LoginForm(width: 320)
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[forgot]-(>=8@250)-[signIn(>=88@750)]",
                                                    options: .alignAllCenterY, views: login.views)
        // `|-` is the superview's margin with no constant (UIKit since iOS 8),
        // a gap's priority follows its relation, and the alignment comes last.
        #expect(made.map(\.description) == [
            "forgot.leading == form.leadingMargin",
            "signIn.leading >= forgot.trailing + 8 @250",
            "signIn.width >= 88 @750",
            "forgot.centerY == signIn.centerY",
        ])
        let vertical = try LayoutConstraint.constraints(withVisualFormat: "V:|-pad-[userField]-[passField]",
                                                        metrics: ["pad": 16], views: login.views)
        #expect(vertical.map(\.description) == [
            "userField.top == form.top + 16", "passField.top == userField.bottom + 8",
        ])
    }

    /// The form at 320 points, then resized to 220 as a rotation or a split
    /// view resizes it.
    ///
    /// Row 1: 16 + label + 8 + field + 16 = W. At 320 the label hugs at
    /// 251, the field at 250, so the label keeps its 80 and the field takes
    /// 320 − 16 − 80 − 8 − 16 = 200 (x = 16 + 80 + 8 = 104), above its 120.
    /// At 220, label + field = 220 − 40 = 180 and the field's required
    /// ≥ 120 leaves the label 60: its compression resistance (750) gives
    /// way to the required predicate; the field is at 16 + 60 + 8 = 84.
    /// Vertically the field is at the top + 16, 30 tall; the label's centre
    /// is the field's: 16 + 15 = 31, so y = 31 − 10 = 21.
    ///
    /// Row 2: the label's width equals row 1's (80 over its own 70, or 60,
    /// by the required equality), so the field is row 1's again; it sits 16
    /// below the first: 16 + 30 + 16 = 62, the label at 62 + 15 − 10 = 67.
    ///
    /// Row 3: sign in's trailing edge is the fields' (.alignAllTrailing in
    /// the vertical format): W − 16. Its width ≥ 88 at 750 beats its
    /// hugging (≤ 60 at 250): 88, so x = 320 − 16 − 88 = 216, or 116 at
    /// 220; y = 62 + 30 + 16 = 108. Forgot sits at the margin (8), keeps
    /// its 120 (compression 750), centred on sign in: 108 + 22 − 10 = 120.
    /// The gap is 216 − 128 = 88 ≥ 8 at 320; at 220 it is 116 − 128 = −12,
    /// which fails its ≥ 8 at 250: the buttons overlap by 12, as in UIKit,
    /// where only the 250 wish gives way to the 750 ones.
    @Test(arguments: [(width: 320.0, label: 80.0), (width: 220, label: 60)])
    func theFormAtAWidth(_ width: Double, label: Double) throws {
        let login = try LoginForm(width: 320)
        #expect(login.form.layoutIfNeeded().isEmpty)
        login.width.constant = width
        #expect(login.form.layoutIfNeeded().isEmpty)
        #expect(login.form.engine.ambiguities().isEmpty)
        let field = width - 16 - label - 8 - 16
        expectFrame(login.userLabel, 16, 21, label, 20)
        expectFrame(login.userField, 16 + label + 8, 16, field, 30)
        expectFrame(login.passLabel, 16, 67, label, 20)
        expectFrame(login.passField, 16 + label + 8, 62, field, 30)
        expectFrame(login.signIn, width - 16 - 88, 108, 88, 44)
        expectFrame(login.forgot, 8, 120, 120, 20)
    }

    /// The faults a user makes most, each read as a user reads the message:
    /// it must name the culprit and point at it.
    @Test func malformedFormatsNameTheCulprit() throws {
        let login = try LoginForm(width: 320)
        let failure = { (format: String) in login.failure(format) }
        // A view whose `]` is missing: the caret is at the `-` where it belongs.
        #expect(failure("H:|-[userLabel-[userField]-|")?.description == """
            Expected ']'
            H:|-[userLabel-[userField]-|
                          ^
            """)
        // A misspelt view.
        #expect(failure("H:|-[userLabel]-[userFeild]-|")?.description == """
            'userFeild' is not a key in the views dictionary
            H:|-[userLabel]-[userFeild]-|
                             ^
            """)
        // A metric that was never passed, in a gap and in a view's predicates.
        #expect(failure("V:|-(margin)-[userField]")?.description == """
            'margin' is not a key in the metrics dictionary
            V:|-(margin)-[userField]
                 ^
            """)
        #expect(failure("H:[userField(>=minWidth)]")?.message == "'minWidth' is not a key in the metrics or views dictionary")
        // A priority's `)` forgotten inside a view.
        #expect(failure("H:[signIn(>=88@750]")?.description == """
            Expected ',' or ')'
            H:[signIn(>=88@750]
                              ^
            """)
    }

    /// Two slips whose messages said what the parser expected next rather
    /// than what is missing: Apple's parser answers `V|[a]|` with "Expected
    /// ':' after 'V'", and a view without its `[` read as a spacing is a
    /// missing bracket, not a view where a number belongs.
    @Test func aMissingColonOrBracketIsNamed() throws {
        let login = try LoginForm(width: 320)
        let messages = ["V|[userField]|", "H:|-userLabel]-[userField]-|"].map { login.failure($0)?.description }
        #expect(messages == [
            "Expected ':' after 'V' to give the orientation\nV|[userField]|\n ^",
            "Expected '[' before 'userLabel'\nH:|-userLabel]-[userField]-|\n    ^",
        ])
    }

    // MARK: A profile header made with the item-attribute initialiser

    struct ProfileHeader {
        let header = LayoutItem(name: "header")
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 100, height: 22))
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 70, height: 30))
        let width: LayoutConstraint
        /// The button may be no wider than the avatar plus a constant.
        let cap: LayoutConstraint

        init() throws {
            for item in [avatar, name, follow] { header.addChild(item) }
            width = LayoutConstraint(header, .width, .equal, nil, nil, constant: 320)
            cap = LayoutConstraint(follow, .width, .lessThanOrEqual, avatar, .width, constant: 20)
            // As `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
            try LayoutConstraint.activate([
                width,
                LayoutConstraint(avatar, .width, .equal, header, .width, multiplier: 0.25),
                LayoutConstraint(avatar, .height, .equal, avatar, .width, multiplier: 1),
                LayoutConstraint(avatar, .centerX, .equal, header, .centerX),
                LayoutConstraint(avatar, .top, .equal, header, .top, constant: 16),
                LayoutConstraint(name, .centerX, .equal, avatar, .centerX),
                LayoutConstraint(name, .top, .equal, avatar, .bottom, constant: 8),
                LayoutConstraint(follow, .width, .equal, nil, nil, constant: 120, priority: 999),
                cap,
                LayoutConstraint(follow, .trailing, .equal, header, .trailing, constant: -16),
                LayoutConstraint(follow, .top, .equal, name, .bottom, constant: 12),
                LayoutConstraint(header, .bottom, .equal, follow, .bottom, constant: 16),
            ])
        }

        /// The header at `width`: the avatar a quarter of it, square and
        /// centred 16 from the top; the name under it; the follow button
        /// `followWidth` wide at the trailing edge − 16, under the name.
        func expectFrames(width: Double, followWidth: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let side = width / 4
            let nameTop = 16 + side + 8
            let followTop = nameTop + 22 + 12
            expectFrame(header, 0, 0, width, followTop + 30 + 16, sourceLocation: sourceLocation)
            expectFrame(avatar, width / 2 - side / 2, 16, side, side, sourceLocation: sourceLocation)
            expectFrame(name, width / 2 - 50, nameTop, 100, 22, sourceLocation: sourceLocation)
            expectFrame(follow, width - 16 - followWidth, followTop, followWidth, 30, sourceLocation: sourceLocation)
        }
    }

    @Test func theHeaderThroughToggledAndAnimatedConstraints() throws {
        let profile = try ProfileHeader()
        #expect(profile.header.layoutIfNeeded().isEmpty)
        // 320: the avatar is 80 × 80 at (120, 16); the name (100 × 22) is
        // centred at 160, so x = 110, y = 16 + 80 + 8 = 104; the button's
        // 999 wish of 120 is held off by the required cap 80 + 20 = 100, so
        // it is 100 wide at 304 − 100 = 204, y = 104 + 22 + 12 = 138; the
        // header is 138 + 30 + 16 = 184 tall.
        expectFrame(profile.avatar, 120, 16, 80, 80)
        expectFrame(profile.name, 110, 104, 100, 22)
        expectFrame(profile.follow, 204, 138, 100, 30)
        expectFrame(profile.header, 0, 0, 320, 184)
        // The cap off: the wish holds, 120 wide at 304 − 120 = 184.
        profile.cap.isActive = false
        #expect(profile.header.layoutIfNeeded().isEmpty)
        expectFrame(profile.follow, 184, 138, 120, 30)
        // 375 wide: the avatar 93.75 at 187.5 − 46.875 = 140.625; the name at
        // 137.5, y = 16 + 93.75 + 8 = 117.75; the button at 359 − 120 = 239,
        // y = 151.75; the header 151.75 + 46 = 197.75 tall.
        profile.width.constant = 375
        #expect(profile.header.layoutIfNeeded().isEmpty)
        expectFrame(profile.avatar, 140.625, 16, 93.75, 93.75)
        profile.expectFrames(width: 375, followWidth: 120)
        // The cap back on with 40: 93.75 + 40 = 133.75 does not bind; with
        // 0 it does: 93.75 wide at 359 − 93.75 = 265.25.
        profile.cap.constant = 40
        profile.cap.isActive = true
        #expect(profile.header.layoutIfNeeded().isEmpty)
        profile.expectFrames(width: 375, followWidth: 120)
        profile.cap.constant = 0
        #expect(profile.header.layoutIfNeeded().isEmpty)
        expectFrame(profile.follow, 265.25, 151.75, 93.75, 30)
        // 414 wide: the avatar 103.5 at 207 − 51.75 = 155.25; the cap 103.5
        // binds, the button at 398 − 103.5 = 294.5, y = 16 + 103.5 + 8 + 34
        // = 161.5; the header 161.5 + 46 = 207.5.
        profile.width.constant = 414
        #expect(profile.header.layoutIfNeeded().isEmpty)
        expectFrame(profile.follow, 294.5, 161.5, 103.5, 30)
        profile.expectFrames(width: 414, followWidth: 103.5)
        // Back to 320 with the cap's constant animated to 20 again.
        profile.width.constant = 320
        profile.cap.constant = 20
        #expect(profile.header.layoutIfNeeded().isEmpty)
        profile.expectFrames(width: 320, followWidth: 100)
    }

    // MARK: A self-sizing cell

    /// A table row: an icon and a wrapping message in a cell whose margins
    /// are 12 × 16, pinned to the table's edges, the table as tall as it.
    struct MessageCell {
        let table = LayoutItem(name: "table")
        let cell = LayoutItem(name: "cell")
        let icon = LayoutItem(name: "icon", intrinsicContentSize: IntrinsicSize(width: 40, height: 40))
        let body = LayoutItem(name: "body")

        init(pinningBodyTop: Bool = true, extra: (MessageCell) -> [LayoutConstraint] = { _ in [] }) throws {
            table.addChild(cell)
            cell.addChild(icon)
            cell.addChild(body)
            cell.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
            body.measuredContent = WrappedText(words: [50, 60, 40, 70, 30, 55])
            // The text starts as one line held at 750, as the icon's width
            // is: the guide's advice (and UIKit's) is to let the text give
            // way first, or the two tie and the icon may be squeezed.
            body.setContentCompressionResistancePriority(749, for: .horizontal)
            // Wrapped text is as wide as its widest line, hugged at 250 as
            // the icon is: the icon hugs harder so that the text takes the
            // slack, or the two tie (UIKit's image view and label do too).
            icon.setContentHuggingPriority(251, for: .horizontal)
            var constraints = [
                table.widthAnchor.constraint(equalToConstant: 375),
                cell.leadingAnchor.constraint(equalTo: table.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: table.trailingAnchor),
                cell.topAnchor.constraint(equalTo: table.topAnchor),
                table.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
                icon.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
                icon.topAnchor.constraint(equalTo: cell.topMarginAnchor),
                cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                body.trailingAnchor.constraint(equalTo: cell.trailingMarginAnchor),
                cell.bottomMarginAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor),
            ]
            if pinningBodyTop { constraints.append(body.topAnchor.constraint(equalTo: cell.topMarginAnchor)) }
            try LayoutConstraint.activate(constraints + extra(self))
        }
    }

    @Test func theCellMeasuresItsWrappedTextAtThreeWidths() throws {
        let row = try MessageCell()
        #expect(row.table.layoutIfNeeded().isEmpty)
        // In the 375-point table the text has 375 − 16 − 40 − 12 − 16 = 291:
        // 50 + 4 + 60 + 4 + 40 + 4 + 70 + 4 + 30 = 266 fits, + 4 + 55 = 325
        // does not, so two lines, 40 tall; the cell 12 + 40 + 12 = 64.
        expectFrame(row.cell, 0, 0, 375, 64)
        expectFrame(row.body, 68, 12, 291, 40)
        // The words' lines at each width W (the text gets W − 84):
        // 320 → 236: 50 60 40 70 (232) | 30 55 (89): 2 lines, 12 + 40 + 12 = 64.
        // 200 → 116: 50 60 (114) | 40 70 (114) | 30 55 (89): 3 lines, 84.
        // 160 →  76: every word alone (50 + 4 + 60 = 114 > 76, and so on;
        //            the widest, 70, fits): 6 lines, 12 + 120 + 12 = 144.
        for (width, height) in [(320.0, 64.0), (200, 84), (160, 144)] {
            let size = row.cell.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            #expect(size == Size(width: width, height: height), "at \(width)")
        }
        // Measuring changed nothing.
        expectFrame(row.cell, 0, 0, 375, 64)
        // A one-line text is shorter than the icon: the icon's 40 decides.
        row.body.measuredContent = WrappedText(words: [50])
        #expect(row.cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel) == Size(width: 320, height: 64))
    }

    @Test func theCellWithoutTheTextsTopIsAmbiguousAndSaysWhere() throws {
        let row = try MessageCell(pinningBodyTop: false)
        #expect(row.table.layoutIfNeeded().isEmpty)
        // Only `cell.bottomMargin >= body.bottom` places the text: its top
        // can be anything up to where its bottom (40 tall) meets the
        // icon's (12 + 40 = 52) without the cell growing: 52 − 40 = 12.
        #expect(row.table.engine.ambiguities().map(\.description) == ["body.top can be anything in -∞...12"])
        #expect(row.body.hasAmbiguousLayout)
        #expect(!row.icon.hasAmbiguousLayout)
        // The solver left it at the end of the range, against the icon's bottom.
        expectFrame(row.body, 68, 12, 291, 40)
        let engine = row.table.engine
        let why = engine.explanation(of: .top, for: row.body)
        #expect(why.tradingConstraints.isEmpty)
        #expect(why.description.hasPrefix(
            "body.top = 12: the constraints do not decide it (the layout is ambiguous there): anything in -∞...12 satisfies them as well"))
        // Exercising moves the text to the other end of its range, 100
        // points up since the range is open there: 12 − 100 = −88. The cell
        // and the icon do not move.
        #expect(row.body.exerciseAmbiguityInLayout())
        expectFrame(row.body, 68, -88, 291, 40)
        expectFrame(row.icon, 16, 12, 40, 40)
        expectFrame(row.cell, 0, 0, 375, 64)
        withExtendedLifetime(row) {}
    }

    /// The debugging push of `exerciseAmbiguityInLayout()` is the engine's,
    /// not one of the application's constraints that trade across the open
    /// range: `--why` says the same as before it, but for the value.
    @Test func anExercisedValueIsExplainedWithoutTheExercisePush() throws {
        let row = try MessageCell(pinningBodyTop: false)
        #expect(row.table.layoutIfNeeded().isEmpty)
        let engine = row.table.engine
        #expect(row.body.exerciseAmbiguityInLayout())
        let why = engine.explanation(of: .top, for: row.body)
        #expect(why.tradingConstraints.isEmpty)
        #expect(why.tiedConstraints.isEmpty)
        #expect(why.description == """
            body.top = -88: the constraints do not decide it (the layout is ambiguous there): anything in -∞...12 satisfies them as well
            Nothing pulls it anywhere in that range: a constraint that places it is missing (on body.top, body.bottom or body.centerY, say).
            """)
        withExtendedLifetime(row) {}
    }

    @Test func theCellWithATooWideTextReportsTheConflict() throws {
        // The icon's width made required, as a fixed-size image view's is.
        let row = try MessageCell { cell in
            [cell.icon.widthAnchor.constraint(equalToConstant: 40),
             cell.body.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)]
        }
        let conflicts = row.table.layoutIfNeeded()
        // 16 + 40 + 12 + 300 + 16 = 384 > 375: the last activated breaks.
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken.description == "body.width >= 300")
        // Read as a user: the arithmetic names the width the others leave
        // (291) against the 300 asked for, and the set is the chain from
        // the table's width to the text, margins included in the anchors.
        #expect(conflict.description == """
            Unable to satisfy body.width >= 300: body.width is 291 where the others hold, but it must be at least 300
            These constraints conflict (removing any one lets the rest hold):
              table.width == 375
              cell.leading == table.leading
              cell.trailing == table.trailing
              icon.leading == cell.leadingMargin
              body.leading == icon.trailing + 12
              body.trailing == cell.trailingMargin
              icon.width == 40
              body.width >= 300
            Broke body.width >= 300 and laid out the rest.
            """)
        // Without it, the text is 291 wide as in the unconflicted cell.
        expectFrame(row.body, 68, 12, 291, 40)
    }
}

