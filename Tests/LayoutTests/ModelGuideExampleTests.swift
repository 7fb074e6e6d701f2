import Testing
import GuideExamples
import Layout

/// The Swift examples of the model guide (Docs/Guides/Model.md), compiled
/// here as written there: the lines between each pair of
/// `// Guide example begins/ends: Model.md N` markers are the guide's N-th
/// ```swift block, and each test checks the frames and values the guide
/// states for its block, in its comments and in the prose after it.
@Suite struct ModelGuideExampleTests {
    /// Where the blocks' `print` calls write.
    let printed = PrintedLines()
    func print(_ items: Any...) { printed.record(items) }

    @Test func theTestsCompileEveryBlockAsWritten() throws {
        let problems = try GuideExamples("Model.md").problems(in: #filePath)
        #expect(problems == [])
    }

    /// The profile header's items (block 1), laid out by block 5, with what
    /// block 5's lines show; Model.md 2 to 6 and Debugging.md 3 use them.
    static func profileHeader() throws
        -> (header: LayoutItem, avatar: LayoutItem, name: LayoutItem, follow: LayoutItem, shown: [ShownValue]) {
        let (header, avatar, name, follow) = profileHeaderItems()
        let shown = try valuesShown {
            // Guide example begins: Model.md 5
            try LayoutConstraint.activate([
                header.widthAnchor.constraint(equalToConstant: 375),
                avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor),
                avatar.topAnchor.constraint(equalTo: header.topMarginAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 64),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                header.bottomMarginAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
                name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                name.bottomAnchor.constraint(equalTo: avatar.centerYAnchor),
                follow.trailingAnchor.constraint(equalTo: header.trailingMarginAnchor),
                follow.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                follow.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
            ])
            name.setContentCompressionResistancePriority(749, for: .horizontal)
            header.layoutIfNeeded()
            name.frame      // (92, 26, 179, 22)
            header.frame    // (0, 0, 375, 96): the smallest height the constraints allow
            // Guide example ends: Model.md 5
        }
        return (header, avatar, name, follow, shown)
    }

    /// Block 1: the profile header's items, not yet constrained.
    static func profileHeaderItems() -> (header: LayoutItem, avatar: LayoutItem, name: LayoutItem, follow: LayoutItem) {
        // Guide example begins: Model.md 1
        let header = LayoutItem(name: "header")
        header.layoutMargins = EdgeInsets(all: 16)
        let avatar = LayoutItem(name: "avatar")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 260, height: 22))
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 80, height: 32))
        header.addChild(avatar)
        header.addChild(name)
        header.addChild(follow)
        // Guide example ends: Model.md 1
        return (header, avatar, name, follow)
    }

    @Test func theItemsMakeATree() {
        let (header, avatar, name, follow) = Self.profileHeaderItems()
        #expect(header.children.map(\.name) == ["avatar", "name", "follow"])
        #expect([avatar, name, follow].allSatisfy { $0.parent === header && $0.engine === header.engine })
        #expect(header.layoutMargins == EdgeInsets(all: 16))
    }

    /// Block 2: anchors of one kind relate.
    @Test func anchorsOfOneKindRelate() {
        let (header, avatar, _, _) = Self.profileHeaderItems()
        let shown = valuesShown {
            // Guide example begins: Model.md 2
            avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor)   // x with x
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)            // a size with a size
            // avatar.leadingAnchor.constraint(equalTo: header.topAnchor)          // x with y: does not compile
            // Guide example ends: Model.md 2
        }
        #expect(shown.map(\.description) == ["avatar.leading == header.leadingMargin", "avatar.height == avatar.width"])
    }

    /// Block 3: leading relates to left only at activation, which throws.
    @Test func leadingToLeftThrowsOnActivation() throws {
        let (header, _, name, _) = Self.profileHeaderItems()
        // Guide example begins: Model.md 3
        do {
            try name.leadingAnchor.constraint(equalTo: header.leftAnchor).activate()
        } catch {
            print(error)   // name.leading == header.left relates a leading/trailing attribute to a left/right one
        }
        // Guide example ends: Model.md 3
        #expect(printed.lines == ["name.leading == header.left relates a leading/trailing attribute to a left/right one"])
    }

    /// Block 4: a distance between anchors as a dimension, and system
    /// spacing; the gap stays as wide as the badge right to left too.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aDistanceBetweenAnchorsIsADimension(direction: LayoutDirection) throws {
        let (header, avatar, name, _) = Self.profileHeaderItems()
        let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 20, height: 20))
        header.addChild(badge)
        let shown = valuesShown {
            // Guide example begins: Model.md 4
            // The gap after the avatar is as wide as the badge, in either direction.
            avatar.trailingAnchor.anchorWithOffset(to: name.leadingAnchor).constraint(equalTo: badge.widthAnchor)
            name.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: avatar.trailingAnchor)
            // Guide example ends: Model.md 4
        }
        let constraints = shown.compactMap { $0.value as? LayoutConstraint }
        #expect(constraints.count == 2)
        header.layoutDirection = direction
        try LayoutConstraint.activate(constraints + [
            header.widthAnchor.constraint(equalToConstant: 375),
            avatar.leadingAnchor.constraint(equalTo: header.leadingMarginAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
        ])
        #expect(header.layoutIfNeeded().isEmpty)
        let gap = direction == .leftToRight ? name.frame.minX - avatar.frame.maxX : avatar.frame.minX - name.frame.maxX
        #expect(gap == 20)
    }

    /// Block 5: the profile header without its second line of text; the
    /// prose works the name's 179 points out as 375 − 16 − 64 − 12 − 8 − 16 − 80.
    @Test func theProfileHeader() throws {
        let (header, avatar, name, follow, shown) = try Self.profileHeader()
        #expect(shown.map(\.description) == ["[]", "(92, 26, 179, 22)", "(0, 0, 375, 96)"])
        #expect(name.frame.width == 375 - 16 - 64 - 12 - 8 - 16 - 80)
        #expect(avatar.frame == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(follow.frame == Rect(x: 279, y: 32, width: 80, height: 32))
        #expect(header.engine.ambiguities().isEmpty)
    }

    /// Block 6: a constraint made by the initialiser, with a priority and an
    /// identifier that its description prints first.
    @Test func aConstraintPrintsItsIdentifierFirst() {
        let (_, _, name, follow) = Self.profileHeaderItems()
        // Guide example begins: Model.md 6
        let gap = LayoutConstraint(follow, .leading, .greaterThanOrEqual, name, .trailing, constant: 8,
                                   priority: 999, identifier: "follow-gap")
        print(gap)   // follow-gap: follow.leading >= name.trailing + 8 @999
        // Guide example ends: Model.md 6
        #expect(printed.lines == ["follow-gap: follow.leading >= name.trailing + 8 @999"])
        #expect(!gap.isActive)
    }

    /// Block 7: a drawer that slides in as its constant changes, one
    /// incremental re-solve per step.
    @Test func aDrawerSlidesInByItsConstant() throws {
        // Guide example begins: Model.md 7
        let screen = LayoutItem(name: "screen"), drawer = LayoutItem(name: "drawer")
        screen.addChild(drawer)
        let offset = drawer.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: -280)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375),
            screen.heightAnchor.constraint(equalToConstant: 667),
            drawer.widthAnchor.constraint(equalToConstant: 280),
            drawer.topAnchor.constraint(equalTo: screen.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            offset,
        ])
        for step in stride(from: -280.0, through: 0, by: 70) {
            offset.constant = step       // gathered
            screen.layoutIfNeeded()      // one incremental re-solve; drawer.frame.minX: -280, -210, -140, -70, 0
        }
        // Guide example ends: Model.md 7
        #expect(drawer.frame == Rect(x: 0, y: 0, width: 280, height: 667))
        // The loop's frames, step by step, the way back.
        var minXs: [Double] = []
        for step in [-70.0, -140, -210, -280] {
            offset.constant = step
            screen.layoutIfNeeded()
            minXs.append(drawer.frame.minX)
        }
        #expect(minXs == [-70, -140, -210, -280])
    }

    /// Block 8: an avatar centred in a compact width and at the leading
    /// margin in a regular one. Swapped old set first, it sits at the
    /// margin, 8; swapped back new set first with a pass between, the
    /// compact set's centring is broken while the regular set holds, and
    /// the pass after the regular set goes enforces it again: (1024 − 80)
    /// / 2 = 472, nothing reported, nothing open.
    @Test func constraintSetsSwap() throws {
        let root = LayoutItem(name: "root")
        let avatar = LayoutItem(name: "avatar")
        root.addChild(avatar)
        let width = root.widthAnchor.constraint(equalToConstant: 375)
        let compactConstraints = [avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor)]
        let regularConstraints = [avatar.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor)]
        try LayoutConstraint.activate([width, avatar.widthAnchor.constraint(equalToConstant: 80),
                                       avatar.heightAnchor.constraint(equalToConstant: 80),
                                       avatar.topAnchor.constraint(equalTo: root.topAnchor)] + compactConstraints)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(avatar.frame.minX == 147.5)
        // Guide example begins: Model.md 8
        width.constant = 1024                                // the window rotated
        LayoutConstraint.deactivate(compactConstraints)      // the old set out first
        try LayoutConstraint.activate(regularConstraints)
        root.layoutIfNeeded()                                // the frames a fresh tree in this size class has
        // Guide example ends: Model.md 8
        #expect(avatar.frame.minX == 8)
        try LayoutConstraint.activate(compactConstraints)
        #expect(root.layoutIfNeeded().map(\.broken.description) == ["avatar.centerX == root.centerX"])
        LayoutConstraint.deactivate(regularConstraints)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.brokenConstraints.isEmpty)
        #expect(avatar.frame.minX == 472)
        #expect(root.engine.ambiguities().isEmpty)
    }

    /// Block 9: text that wraps settles over two layout passes: one line at
    /// the 100 points between the margins, then four lines of three 30-point
    /// words (3 × 30 + 2 × 4 = 98), 4 × 20 = 80 high.
    @Test func measuredTextSettlesOverTwoPasses() throws {
        let shown = try valuesShown {
            // Guide example begins: Model.md 9
            let root = LayoutItem(name: "root")
            let label = LayoutItem(name: "label")
            label.measuredContent = WrappedText(words: Array(repeating: 30, count: 10), spaceWidth: 4, lineHeight: 20)
            root.addChild(label)
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 116),
                label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
                label.topAnchor.constraint(equalTo: root.topMarginAnchor),
            ])
            root.layoutIfNeeded()
            label.frame                        // (8, 8, 98, 80): three words a line, four lines
            root.engine.lastPassReport.passes  // 2
            // Guide example ends: Model.md 9
        }
        #expect(shown.map(\.description) == ["[]", "(8, 8, 98, 80)", "2"])
    }

    /// Block 10: two guides as equal spacers between three buttons:
    /// 320 − 2 × 8 − 3 × 60 = 124 points, 62 a gap.
    @Test func guidesSpreadThreeButtons() throws {
        let shown = try valuesShown {
            // Guide example begins: Model.md 10
            let bar = LayoutItem(name: "bar")
            let buttons = (1...3).map { LayoutItem(name: "button\($0)", intrinsicContentSize: IntrinsicSize(width: 60, height: 30)) }
            for button in buttons { bar.addChild(button) }
            let gap1 = LayoutGuide(name: "gap1"), gap2 = LayoutGuide(name: "gap2")
            bar.addLayoutGuide(gap1)
            bar.addLayoutGuide(gap2)
            var spacing = [
                bar.widthAnchor.constraint(equalToConstant: 320),
                bar.heightAnchor.constraint(equalToConstant: 44),
                buttons[0].leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
                gap1.leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor),
                buttons[1].leadingAnchor.constraint(equalTo: gap1.trailingAnchor),
                gap2.leadingAnchor.constraint(equalTo: buttons[1].trailingAnchor),
                buttons[2].leadingAnchor.constraint(equalTo: gap2.trailingAnchor),
                buttons[2].trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
                gap1.widthAnchor.constraint(equalTo: gap2.widthAnchor),
            ]
            for button in buttons { spacing.append(button.centerYAnchor.constraint(equalTo: bar.centerYAnchor)) }
            for guide in [gap1, gap2] {
                // A guide is a rectangle like any other: without these, it has no
                // vertical position, and ambiguities() says so.
                spacing += [guide.topAnchor.constraint(equalTo: bar.topAnchor), guide.heightAnchor.constraint(equalToConstant: 0)]
            }
            try LayoutConstraint.activate(spacing)
            bar.layoutIfNeeded()
            buttons.map(\.frame.minX)   // [8, 130, 252]: gaps of 62
            // Guide example ends: Model.md 10
            #expect(gap1.frame.width == 62 && gap2.frame.width == 62)
            #expect(bar.engine.ambiguities().isEmpty)
        }
        #expect(shown.map(\.description) == ["[]", "[8.0, 130.0, 252.0]"])
    }

    /// Block 11: the input bar rides on the screen's keyboard guide: above
    /// the home indicator, at 844 − 34 = 810, while the keyboard is down,
    /// and at 844 − 336 = 508 once it is up. The screen and its bar are the
    /// guide's unnamed context.
    @Test func theBarRidesAboveTheKeyboard() throws {
        let screen = LayoutItem(name: "screen"), bar = LayoutItem(name: "bar")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        screen.addChild(bar)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390),
            screen.heightAnchor.constraint(equalToConstant: 844),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 49),
        ])
        // Guide example begins: Model.md 11
        try LayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor),
        ])
        screen.layoutIfNeeded()          // down: the bar's bottom at 844 − 34
        screen.rootKeyboardHeight = 336  // the keyboard comes up: the bar's bottom at 844 − 336
        // Guide example ends: Model.md 11
        #expect(bar.frame.maxY == 844 - 34)   // as laid out before the keyboard came up
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame.maxY == 844 - 336)
        #expect(screen.keyboardLayoutGuide.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        // Down again, the bar stops at the safe area's bottom, 844 − 34.
        screen.rootKeyboardHeight = 0
        screen.layoutIfNeeded()
        #expect(bar.frame.maxY == 844 - 34)
    }

    /// Block 12: a form taller than the screen in a scroll item, as
    /// `Examples/scrolling-form.json` lays it out: the form stands in for
    /// its stack with the stack's height, 30 + 4 × 150 + 4 × 12.
    @Test func aFormThatScrolls() throws {
        let screen = LayoutItem(name: "screen"), bar = LayoutItem(name: "bar")
        let form = LayoutItem(name: "form")
        screen.addChild(bar)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 375), screen.heightAnchor.constraint(equalToConstant: 667),
            bar.topAnchor.constraint(equalTo: screen.topAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor), bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            form.heightAnchor.constraint(equalToConstant: 678),
        ])
        // Guide example begins: Model.md 12
        let scroll = ScrollItem(name: "scroll")
        screen.addChild(scroll)
        scroll.addChild(form)                       // a vertical stack
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: bar.bottomAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        // Guide example ends: Model.md 12
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(scroll.frame == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(form.frame == Rect(x: 16, y: 20, width: 343, height: 678))
        #expect(scroll.contentSize == Size(width: 375, height: 718))
        // Scrolled by 300: the form stays in the content, 300 higher on screen.
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(form.frame == Rect(x: 16, y: 20, width: 343, height: 678))
        #expect(form.frameInRoot == Rect(x: 16, y: -236, width: 343, height: 678))
    }

    /// Blocks 13 and 15: the form's labels and fields, on their baselines,
    /// laid out by visual formats to the frames of `Examples/form.json`.
    @Test func theFormByVisualFormats() throws {
        // Guide example begins: Model.md 13
        func label(_ name: String, width: Double) -> LayoutItem {
            let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: 17))
            item.firstBaselineOffset = 13      // 13 points below its top
            item.lastBaselineOffset = 13
            return item
        }
        func field(_ name: String) -> LayoutItem {
            let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: nil, height: 34))
            item.firstBaselineOffset = 22
            item.lastBaselineOffset = 22
            return item
        }
        let emailLabel = label("emailLabel", width: 40), emailField = field("emailField")
        let onBaseline = emailLabel.firstBaselineAnchor.constraint(equalTo: emailField.firstBaselineAnchor)
        // Guide example ends: Model.md 13
        #expect(onBaseline.description == "emailLabel.firstBaseline == emailField.firstBaseline")
        // Guide example begins: Model.md 15
        let form = LayoutItem(name: "form")
        form.layoutMargins = EdgeInsets(all: 20)
        let nameLabel = label("nameLabel", width: 44), nameField = field("nameField")
        let passwordLabel = label("passwordLabel", width: 70), passwordField = field("passwordField")
        let signIn = LayoutItem(name: "signIn", intrinsicContentSize: IntrinsicSize(width: 96, height: 44))
        for item in [nameLabel, nameField, emailLabel, emailField, passwordLabel, passwordField, signIn] {
            form.addChild(item)
        }
        let views = ["nameLabel": nameLabel, "nameField": nameField, "emailLabel": emailLabel,
                     "emailField": emailField, "passwordLabel": passwordLabel, "passwordField": passwordField,
                     "signIn": signIn]
        var formConstraints = [form.widthAnchor.constraint(equalToConstant: 320)]
        for format in ["H:|-[nameLabel]-[nameField]-|",
                       "H:|-[emailLabel(==nameLabel)]-[emailField]-|",
                       "H:|-[passwordLabel(==nameLabel)]-[passwordField]-|"] {
            formConstraints += try LayoutConstraint.constraints(withVisualFormat: format,
                                                                options: .alignAllFirstBaseline, views: views)
        }
        formConstraints += try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[nameField]-12-[emailField]-12-[passwordField]-20-[signIn]-|",
            options: .alignAllTrailing, views: views)
        try LayoutConstraint.activate(formConstraints)
        // Guide example ends: Model.md 15
        #expect(form.layoutIfNeeded().isEmpty)
        // `layout run Examples/form.json`, as the guide prints it: the labels
        // 22 − 13 = 9 below their fields' tops, the fields at 20 + 70 + 8 = 98,
        // the form 20 + 3 × 34 + 12 + 12 + 20 + 44 + 20 = 230 high.
        let frames = [form, nameLabel, nameField, emailLabel, emailField, passwordLabel, passwordField, signIn]
            .map { "\($0.name) \($0.frame)" }
        #expect(frames == ["form (0, 0, 320, 230)", "nameLabel (20, 29, 70, 17)", "nameField (98, 20, 202, 34)",
                           "emailLabel (20, 75, 70, 17)", "emailField (98, 66, 202, 34)",
                           "passwordLabel (20, 121, 70, 17)", "passwordField (98, 112, 202, 34)",
                           "signIn (204, 166, 96, 44)"])
        #expect(form.engine.ambiguities().isEmpty)
    }

    /// Block 14: a frame set on a 320-point screen, its width flexible, in a
    /// screen 55 wider: 288 + 55 = 343 (`Examples/legacy-frames.json`'s map).
    @Test func anAutoresizingMaskFollowsTheScreen() throws {
        let screen = LayoutItem(name: "screen")
        try LayoutConstraint.activate([screen.widthAnchor.constraint(equalToConstant: 375),
                                       screen.heightAnchor.constraint(equalToConstant: 260)])
        // Guide example begins: Model.md 14
        let map = LayoutItem(name: "map")
        screen.addChild(map)
        map.autoresizingFrame = AutoresizingFrame(frame: Rect(x: 16, y: 80, width: 288, height: 120),
                                                  parentSize: Size(width: 320, height: 260))
        map.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        map.translatesAutoresizingMaskIntoConstraints = true   // needs the frame first
        // Guide example ends: Model.md 14
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(map.frame == Rect(x: 16, y: 80, width: 343, height: 120))
    }

    /// Block 16: fitting sizes count only the bubble's own subtree: the
    /// text's 340 + 24 is capped at 273, and 60 + 16 = 76 high.
    @Test func fittingSizes() throws {
        let shown = try valuesShown {
            // Guide example begins: Model.md 16
            let bubble = LayoutItem(name: "bubble")
            bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            let message = LayoutItem(name: "message", intrinsicContentSize: IntrinsicSize(width: 340, height: 60))
            bubble.addChild(message)
            try LayoutConstraint.activate([
                message.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
                message.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
                message.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
                message.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
                bubble.widthAnchor.constraint(lessThanOrEqualToConstant: 273),
            ])
            bubble.systemLayoutSizeFitting(.compressedSize, horizontalFittingPriority: .fittingSizeLevel,
                                           verticalFittingPriority: .fittingSizeLevel)   // 273 × 76: the text's 340 + 24, capped
            bubble.systemLayoutSizeFitting(Size(width: 200, height: 0),
                                           verticalFittingPriority: .fittingSizeLevel)   // 200 × 76: the width is required
            // Guide example ends: Model.md 16
        }
        #expect(shown.map(\.description) == ["273 × 76", "200 × 76"])
    }
}
