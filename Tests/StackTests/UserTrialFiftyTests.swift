import Testing
import Stack

/// Trial fifty, the Swift screen: a profile on a 390 × 844 phone (safe
/// area top 47, bottom 34; side margins 16), built as an application
/// would, then broken one mistake at a time.
///
/// - header: the safe area's top, edge to edge, height half its width:
///   (0, 47, 390, 195); its bottom at 242.
/// - avatar (96 × 96) at the leading margin, centred on the header's
///   bottom edge: (16, 242 − 48) = (16, 194, 96, 96).
/// - follow (120 × 44) at the trailing margin, 12 below the header:
///   (390 − 16 − 120, 254) = (254, 254, 120, 44).
/// - name (text 90 + 6 + 110 = 206 × 28, compression 749) 12 after the
///   avatar (124) and at most 8 before follow (246): 122 wide at most, so
///   it wraps, one word a line: (124, 254, 110, 56).
/// - bio (ten words of 60, spaces 5, lines 20) between the margins, 358
///   wide: 5 × 60 + 4 × 5 = 320 fits, 6 words 385 do not: two lines,
///   12 below the name: (16, 254 + 56 + 12 = 322, 358, 40).
/// - stats: a `fillEqually` row of three columns, spacing 8, between the
///   margins 20 below the bio: (358 − 16) / 3 = 114 each, at x 16, 138,
///   260, y 382; each column a centred vertical stack of a value (40 × 24)
///   over a caption (60 × 16): 40 high; value at x + 37, caption at x + 27,
///   y 406.
@MainActor
@Suite struct UserTrialFiftyTests {
    final class ProfileScreen {
        let screen = LayoutItem(name: "screen")
        let header = LayoutItem(name: "header")
        let avatar = LayoutItem(name: "avatar", intrinsicContentSize: IntrinsicSize(width: 96, height: 96))
        let follow = LayoutItem(name: "follow", intrinsicContentSize: IntrinsicSize(width: 120, height: 44))
        let name = LayoutItem(name: "name")
        let bio = LayoutItem(name: "bio")
        let values = (1...3).map { LayoutItem(name: "value\($0)", intrinsicContentSize: IntrinsicSize(width: 40, height: 24)) }
        let captions = (1...3).map { LayoutItem(name: "caption\($0)", intrinsicContentSize: IntrinsicSize(width: 60, height: 16)) }
        let columns: [StackItem]
        let stats: StackItem
        /// The constraints by what they constrain, so that a variant can
        /// leave one out.
        var constraints: [String: LayoutConstraint] = [:]

        init(leavingOut: Set<String> = [], followCompression: Double = 750) throws {
            name.measuredContent = WrappedText(words: [90, 110], spaceWidth: 6, lineHeight: 28)
            name.setContentCompressionResistancePriority(Priority(749), for: .horizontal)
            follow.setContentCompressionResistancePriority(Priority(followCompression), for: .horizontal)
            bio.measuredContent = WrappedText(words: Array(repeating: 60, count: 10), spaceWidth: 5, lineHeight: 20)
            columns = zip(values, captions).enumerated().map { index, pair in
                let column = StackItem(name: "column\(index + 1)", arrangedItems: [pair.0, pair.1])
                column.axis = .vertical
                column.alignment = .center
                return column
            }
            stats = StackItem(name: "stats", arrangedItems: columns)
            stats.distribution = .fillEqually
            stats.spacing = 8
            screen.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            for child in [header, avatar, follow, name, bio, stats] as [LayoutItem] {
                screen.addChild(child)
            }
            let safeArea = screen.safeAreaLayoutGuide
            constraints = [
                "screen.width": screen.widthAnchor.constraint(equalToConstant: 390),
                "screen.height": screen.heightAnchor.constraint(equalToConstant: 844),
                "header.top": header.topAnchor.constraint(equalTo: safeArea.topAnchor),
                "header.leading": header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                "header.trailing": header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                "header.ratio": header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
                "avatar.leading": avatar.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                "avatar.centerY": avatar.centerYAnchor.constraint(equalTo: header.bottomAnchor),
                "follow.trailing": follow.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                "follow.top": follow.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
                "name.leading": name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                "name.top": name.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
                "name.trailing": name.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8),
                "bio.leading": bio.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                "bio.trailing": bio.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                "bio.top": bio.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 12),
                "stats.leading": stats.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                "stats.trailing": stats.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                "stats.top": stats.topAnchor.constraint(equalTo: bio.bottomAnchor, constant: 20),
            ]
            constraints = constraints.filter { !leavingOut.contains($0.key) }
            try LayoutConstraint.activate(constraints.sorted { $0.key < $1.key }.map(\.value))
        }

        /// The frames worked out above, by item.
        var expected: [(LayoutItem, Rect)] {
            var frames: [(LayoutItem, Rect)] = [
                (screen, Rect(x: 0, y: 0, width: 390, height: 844)),
                (header, Rect(x: 0, y: 47, width: 390, height: 195)),
                (avatar, Rect(x: 16, y: 194, width: 96, height: 96)),
                (follow, Rect(x: 254, y: 254, width: 120, height: 44)),
                (name, Rect(x: 124, y: 254, width: 110, height: 56)),
                (bio, Rect(x: 16, y: 322, width: 358, height: 40)),
                (stats, Rect(x: 16, y: 382, width: 358, height: 40)),
            ]
            for index in 0..<3 {
                let x = 16 + 122 * Double(index)
                frames.append((columns[index], Rect(x: x, y: 382, width: 114, height: 40)))
                frames.append((values[index], Rect(x: x + 37, y: 382, width: 40, height: 24)))
                frames.append((captions[index], Rect(x: x + 27, y: 406, width: 60, height: 16)))
            }
            return frames
        }
    }

    @Test func theProfileAsWorkedOutByHand() throws {
        let profile = try ProfileScreen()
        #expect(profile.screen.layoutIfNeeded().isEmpty)
        #expect(profile.screen.engine.ambiguities().isEmpty)
        for (item, frame) in profile.expected {
            #expect(item.frameInRoot == frame, "\(item.name)")
        }
    }

    /// Without the avatar's leading constraint nothing places it across,
    /// and the name, tied to its trailing edge, goes with it.
    @Test func aMissingLeadingLeavesTheAvatarOpen() throws {
        let profile = try ProfileScreen(leavingOut: ["avatar.leading"])
        #expect(profile.screen.layoutIfNeeded().isEmpty)
        let open = profile.screen.engine.ambiguities()
        #expect(open.first?.region === profile.avatar && open.first?.attribute == .left)
        #expect(open.first.map(String.init(describing:))?.hasPrefix("avatar.left can be anything in -∞...") == true)
        #expect(profile.avatar.hasAmbiguousLayout && !profile.follow.hasAmbiguousLayout)
        let why = profile.avatar.explanation(of: .left).description
        #expect(why.contains("the constraints do not decide it (the layout is ambiguous there)"))
    }

    /// The avatar centred on the name's bottom instead of the header's:
    /// no conflict, and the sum names the wrong anchor: 47 + 56 + 12 + 195 − 48
    /// = 262.
    @Test func aConstraintToTheWrongItemShowsInTheSum() throws {
        let profile = try ProfileScreen(leavingOut: ["avatar.centerY"])
        try profile.avatar.centerYAnchor.constraint(equalTo: profile.name.bottomAnchor).activate()
        #expect(profile.screen.layoutIfNeeded().isEmpty)
        #expect(profile.avatar.frameInRoot == Rect(x: 16, y: 262, width: 96, height: 96))
        let why = profile.avatar.explanation(of: .top).description
        #expect(why.hasPrefix("avatar.top = 47 + 56 + 12 + 195 − 48 = 262\n"), "\(why)")
        #expect(why.contains("avatar.centerY == name.bottom"))
    }

    /// Two required widths on the follow button: the second breaks, and
    /// the set is the two.
    @Test func conflictingWidthsNameBoth() throws {
        let profile = try ProfileScreen()
        let first = profile.follow.widthAnchor.constraint(equalToConstant: 120)
        let second = profile.follow.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([first, second])
        let conflicts = profile.screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === second)
        #expect(conflicts.first?.constraints.count == 2 && conflicts.first?.constraints.first === first)
        #expect(conflicts.first?.arithmetic == "follow.width is 120 where the others hold, but it must be equal to 100")
        #expect(profile.follow.frameInRoot == Rect(x: 254, y: 254, width: 120, height: 44))
    }

    /// The follow button's resistance lowered to 500 (below the name's
    /// 749): the name keeps one line, 206, and the button gets what is
    /// left, 374 − (124 + 206 + 8) = 36.
    @Test func aResistanceTooLowSqueezesTheButton() throws {
        let profile = try ProfileScreen(followCompression: 500)
        #expect(profile.screen.layoutIfNeeded().isEmpty)
        #expect(profile.name.frameInRoot == Rect(x: 124, y: 254, width: 206, height: 28))
        #expect(profile.follow.frameInRoot == Rect(x: 338, y: 254, width: 36, height: 44))
        let why = profile.follow.explanation(of: .width).description
        #expect(why.hasPrefix("follow.width = "), "\(why)")
        #expect(why.contains("= 36\n"))
        #expect(why.contains("name-compression-horizontal: name.width >= 206 @749"))
    }

    /// A width on the first stats column fights the row's equal widths.
    @Test func aColumnWidthFightsFillEqually() throws {
        let profile = try ProfileScreen()
        let width = profile.columns[0].widthAnchor.constraint(equalToConstant: 150)
        try width.activate()
        let conflicts = profile.screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === width)
        #expect(conflicts.first?.stackRulesFought == ["UISV-fill-equally"])
        #expect(conflicts.first?.arithmetic == "column1.width is 114 where the others hold, but it must be equal to 150")
        #expect(profile.columns[0].frameInRoot == Rect(x: 16, y: 382, width: 114, height: 40))
    }

    /// The follow button with its frame translated into constraints (the
    /// old code's frame left on), at y 207: its trailing and top
    /// constraints break against the frame. The top met the frame only
    /// once the safe area's 47 came in (at 0, 207 is 195 + 12), and the
    /// engine then broke the last activated of the application's
    /// constraints, the screen's width: the screen shrank to 296, where
    /// 47 + 296 / 2 + 12 = 207, and the trailing conflict's arithmetic used
    /// that width (`screen.trailingMargin (280)`).
    @Test func aFrameLeftOnFightsTheConstraints() throws {
        let profile = try ProfileScreen()
        profile.follow.autoresizingFrame = AutoresizingFrame(frame: Rect(x: 250, y: 207, width: 120, height: 44),
                                                             parentSize: Size(width: 390, height: 844))
        profile.follow.translatesAutoresizingMaskIntoConstraints = true
        let conflicts = profile.screen.layoutIfNeeded()
        #expect(conflicts.count == 2 && conflicts.first?.broken === profile.constraints["follow.top"]
            && conflicts.last?.broken === profile.constraints["follow.trailing"])
        #expect(conflicts.allSatisfy { $0.frameFought === profile.follow })
        #expect(conflicts.last?.arithmetic
            == "follow.trailing is 370 where the others hold, but it must be equal to screen.trailingMargin (374)")
        #expect(conflicts.first?.arithmetic
            == "follow.top is 207 where the others hold, but it must be equal to header.bottom (242) + 12 = 254")
        #expect(conflicts.first?.description.contains(
            "follow.top == header.bottom + 12 fights follow's frame (translatesAutoresizingMaskIntoConstraints is on)") == true)
        #expect(profile.screen.frameInRoot == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(profile.header.frameInRoot == Rect(x: 0, y: 47, width: 390, height: 195))
        #expect(profile.follow.frameInRoot == Rect(x: 250, y: 207, width: 120, height: 44))
    }

    /// The same without a frame: a badge pinned 12 below the header and
    /// 207 from the top holds until the safe area's 47 comes in on the
    /// first pass. The screen's size, activated last, was the last of the
    /// application's constraints in the conflict and broke (the screen
    /// 296 wide); the window's size now gives way only when nothing else
    /// can, and the badge's pin breaks.
    @Test func theScreensSizeDoesNotGiveWayToTheSafeArea() throws {
        let screen = LayoutItem(name: "screen"), header = LayoutItem(name: "header"), badge = LayoutItem(name: "badge")
        screen.addChild(header)
        screen.addChild(badge)
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let pin = badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12)
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
            badge.topAnchor.constraint(equalTo: screen.topAnchor, constant: 207),
            pin,
            screen.widthAnchor.constraint(equalToConstant: 390),
            screen.heightAnchor.constraint(equalToConstant: 844),
        ])
        let conflicts = screen.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === pin)
        #expect(conflicts.first?.arithmetic == "badge.top is 207 where the others hold, but it must be equal to header.bottom (242) + 12 = 254")
        #expect(screen.frameInRoot == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(header.frameInRoot == Rect(x: 0, y: 47, width: 390, height: 195))
    }
}
