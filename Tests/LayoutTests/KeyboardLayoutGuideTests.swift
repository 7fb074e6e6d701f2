import Testing
@testable import Layout

/// The keyboard layout guide (UIKit's `keyboardLayoutGuide`): a 390 × 844
/// screen with a 34-point home indicator, and a keyboard 336 high when up.
@Suite struct KeyboardLayoutGuideTests {
    /// The screen and a 44-point input bar across it that rides on the
    /// keyboard guide.
    func chat() throws -> (screen: LayoutItem, bar: LayoutItem) {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = LayoutItem(name: "bar")
        screen.addChild(bar)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor),
        ])
        return (screen, bar)
    }

    /// A 200-point panel `height` high at (20, 100) on the screen.
    func panel(in screen: LayoutItem, height: Double) throws -> LayoutItem {
        let panel = LayoutItem(name: "panel")
        screen.addChild(panel)
        try LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: height),
            panel.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 20),
            panel.widthAnchor.constraint(equalToConstant: 200),
        ])
        return panel
    }

    /// Down, the guide is the home indicator's 34 points: the bar's bottom
    /// at 844 − 34 = 810, its top at 766. Up, the keyboard's 336: the bar at
    /// 844 − 336 − 44 = 464. Down again, back at 766.
    @Test func theBarRidesOnTheKeyboardAndOnTheHomeIndicatorWithoutIt() throws {
        let (screen, bar) = try chat()
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.keyboardLayoutGuide.frame == Rect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == Rect(x: 0, y: 766, width: 390, height: 44))
        screen.rootKeyboardHeight = 336
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.keyboardLayoutGuide.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(bar.frame == Rect(x: 0, y: 464, width: 390, height: 44))
        screen.rootKeyboardHeight = 0
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(bar.frame == Rect(x: 0, y: 766, width: 390, height: 44))
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)
    }

    /// The guide's top tie says in a report whether the keyboard is up and
    /// what the guide stands on.
    @Test func theGuidesTopSaysWhereTheKeyboardIs() throws {
        let (screen, _) = try chat()
        screen.layoutIfNeeded()
        let top = try #require(screen.engine.constraints.first {
            $0.identifier == "screen-keyboard-guide" && $0.firstAttribute == .top
        })
        #expect(top.note == "the keyboard is down: screen's keyboard guide is the bottom of its safe area, 34 high")
        screen.rootKeyboardHeight = 336
        screen.layoutIfNeeded()
        #expect(top.note == "the keyboard is up, 336 high: it covers 336 of screen from its bottom")
        screen.rootKeyboardHeight = 0
        screen.keyboardLayoutGuide.usesBottomSafeArea = false
        screen.layoutIfNeeded()
        #expect(top.note == "the keyboard is down, and screen's keyboard guide does not use the safe area: it is 0 high")
    }

    /// Why the bar sits where it does names the guide's top tie even when
    /// it adds 0 (the keyboard down and the guide off the safe area), so
    /// that its note says why the bar is at the screen's very bottom.
    @Test func whyTheBarSitsOnAnEmptyGuideSaysSo() throws {
        let (screen, bar) = try chat()
        screen.keyboardLayoutGuide.usesBottomSafeArea = false
        screen.layoutIfNeeded()
        let why = screen.engine.explanation(of: .bottom, for: bar)
        #expect(why.value == 844)
        #expect(why.terms.map(\.constraint.identifier).contains("screen-keyboard-guide"))
        #expect(why.description.hasSuffix(
            "Note: the keyboard is down, and screen's keyboard guide does not use the safe area: it is 0 high."))
    }

    /// Without `usesBottomSafeArea` the guide is of zero height at the
    /// screen's bottom while the keyboard is down: the bar at 844 − 44 = 800;
    /// up, it follows the keyboard as before.
    @Test func withoutTheSafeAreaTheGuideIsEmptyWhileTheKeyboardIsDown() throws {
        let (screen, bar) = try chat()
        screen.keyboardLayoutGuide.usesBottomSafeArea = false
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.keyboardLayoutGuide.frame == Rect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame == Rect(x: 0, y: 800, width: 390, height: 44))
        screen.rootKeyboardHeight = 336
        screen.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 464, width: 390, height: 44))
    }

    /// A panel from y 100 to 700 takes of the keyboard (top at 508) what
    /// reaches into it: 700 − 508 = 192, its guide from 408 to 600 in its
    /// own coordinates. Down, the safe area ends at 810, below the panel:
    /// a guide of zero height at its bottom. A hidden panel's guide takes
    /// nothing, as a hidden item's safe area does.
    @Test func anItemTakesWhatReachesIntoIt() throws {
        let (screen, _) = try chat()
        let panel = try panel(in: screen, height: 600)
        let guide = panel.keyboardLayoutGuide
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 600, width: 200, height: 0))
        screen.rootKeyboardHeight = 336
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 408, width: 200, height: 192))
        panel.isHidden = true
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 600, width: 200, height: 0))
    }

    /// An item that left the tree while the keyboard reached into it comes
    /// back as a fresh item does, measured where it is now: on a screen
    /// with no safe area, a panel from y 100 to 700 takes 700 − 508 = 192
    /// of the keyboard; taken out, the keyboard down, and put back, its
    /// guide is 0 high at its bottom, where it kept the 192.
    @Test func anItemBackInTheTreeForgetsTheKeyboardThatReachedItBefore() throws {
        let screen = LayoutItem(name: "screen")
        try LayoutConstraint.activate([screen.widthAnchor.constraint(equalToConstant: 390),
                                       screen.heightAnchor.constraint(equalToConstant: 844)])
        let panel = try panel(in: screen, height: 600)
        let guide = panel.keyboardLayoutGuide
        screen.rootKeyboardHeight = 336
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(guide.frame == Rect(x: 0, y: 408, width: 200, height: 192))
        panel.removeFromParent()
        screen.rootKeyboardHeight = 0
        #expect(screen.layoutIfNeeded().isEmpty)
        // Its own width and height went with it; its place did not.
        screen.addChild(panel)
        try LayoutConstraint.activate([panel.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
                                       panel.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 20)])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(panel.frame == Rect(x: 20, y: 100, width: 200, height: 600))
        #expect(guide.frame == Rect(x: 0, y: 600, width: 200, height: 0))
    }

    /// A message list 500 high above the bar, with the keyboard up: the
    /// list fits in 844 − 47 − 336 − 44 = 417 at most, and lowering the
    /// keyboard is one fix, printed with the property to change and the
    /// highest keyboard that would do, 844 − 47 − 500 − 44 = 253.
    @Test func aFixThatLowersTheKeyboardSaysSoInSwift() throws {
        let (screen, bar) = try chat()
        let list = LayoutItem(name: "list")
        screen.addChild(list)
        let tall = list.heightAnchor.constraint(equalToConstant: 500)
        try LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            list.bottomAnchor.constraint(equalTo: bar.topAnchor),
            list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        screen.rootKeyboardHeight = 336
        #expect(screen.layoutIfNeeded().isEmpty)
        try tall.activate()
        let conflict = try #require(screen.layoutIfNeeded().first)
        #expect(conflict.broken === tall)
        let fixes = screen.engine.fixes(for: conflict).map(\.description)
        #expect(fixes.contains { $0.hasSuffix("follows the keyboard, 336 high (rootKeyboardHeight): lower it to at most 253") },
                "\(fixes)")
        #expect(fixes.contains("make list.height == 500 optional (priority 999), or remove it, or change 500 to 417"), "\(fixes)")
    }

    /// A panel from y 100 to 400 ends above the keyboard's top (508): its
    /// guide is 0 high, and its note says the keyboard does not reach it
    /// rather than that it covers 0 of it.
    @Test func aKeyboardThatDoesNotReachAnItemSaysSo() throws {
        let (screen, _) = try chat()
        let panel = try panel(in: screen, height: 300)
        let guide = panel.keyboardLayoutGuide
        screen.rootKeyboardHeight = 336
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 300, width: 200, height: 0))
        let top = try #require(screen.engine.constraints.first {
            $0.identifier == "panel-keyboard-guide" && $0.firstAttribute == .top
        })
        #expect(top.note == "the keyboard is up, 336 high, but does not reach panel: its top, 508, is below panel's bottom, 400")
    }

    /// A sheet pulled down to the screen's bottom but kept above the
    /// keyboard guide: from the safe area's top (47) to 844 − 34 = 810 with
    /// the keyboard down, to 508 with it up, 461 high; a fresh tree with
    /// the keyboard already up lays it out the same.
    @Test func aLayoutWithTheKeyboardUpIsTheSameLiveAndFresh() throws {
        func tree(keyboard: Double) throws -> (screen: LayoutItem, sheet: LayoutItem) {
            let screen = LayoutItem(name: "screen")
            screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            screen.rootKeyboardHeight = keyboard
            let sheet = LayoutItem(name: "sheet")
            screen.addChild(sheet)
            let down = sheet.bottomAnchor.constraint(equalTo: screen.bottomAnchor)
            down.priority = 250
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
                sheet.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
                sheet.leftAnchor.constraint(equalTo: screen.leftAnchor),
                sheet.widthAnchor.constraint(equalToConstant: 390),
                sheet.bottomAnchor.constraint(lessThanOrEqualTo: screen.keyboardLayoutGuide.topAnchor),
                down,
            ])
            return (screen, sheet)
        }
        let (live, liveSheet) = try tree(keyboard: 0)
        live.layoutIfNeeded()
        #expect(liveSheet.frame == Rect(x: 0, y: 47, width: 390, height: 763))
        live.rootKeyboardHeight = 336
        live.layoutIfNeeded()
        #expect(liveSheet.frame == Rect(x: 0, y: 47, width: 390, height: 461))
        let (fresh, freshSheet) = try tree(keyboard: 336)
        fresh.layoutIfNeeded()
        #expect(freshSheet.frame == liveSheet.frame)
        #expect(live.engine.lastPassReport.unsettledItems.isEmpty)
    }

    /// While the keyboard is down the guide is the bottom of its item's
    /// safe area, as UIKit ties it: on a screen without a home indicator a
    /// footer hanging 56 below the screen (800 to 900) has a guide of zero
    /// height at its bottom, not the 56 outside the screen. Up, the keyboard
    /// reaches 900 − (844 − 300) = 356 into it, all 100 of its height.
    @Test func whileTheKeyboardIsDownTheGuideIsTheSafeAreasBottom() throws {
        let screen = LayoutItem(name: "screen"), footer = LayoutItem(name: "footer")
        screen.addChild(footer)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            footer.topAnchor.constraint(equalTo: screen.topAnchor, constant: 800),
            footer.heightAnchor.constraint(equalToConstant: 100),
            footer.leftAnchor.constraint(equalTo: screen.leftAnchor), footer.widthAnchor.constraint(equalToConstant: 390),
        ])
        let guide = footer.keyboardLayoutGuide
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 100, width: 390, height: 0))
        screen.rootKeyboardHeight = 300
        screen.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func aNegativeKeyboardHeightTraps() async {
        await #expect(processExitsWith: .failure) {
            LayoutItem(name: "screen").rootKeyboardHeight = -1
        }
    }

    /// Only a keyboard guide ends at the safe area's bottom: a spacer that
    /// is told to stop doing so traps.
    @Test func anotherGuideCannotUseTheBottomSafeArea() async {
        await #expect(processExitsWith: .failure) {
            let screen = LayoutItem(name: "screen"), spacer = LayoutGuide(name: "spacer")
            screen.addLayoutGuide(spacer)
            spacer.usesBottomSafeArea = false
        }
    }
}
