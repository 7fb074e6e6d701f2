import Testing
import GuideExamples
import Layout

/// The Swift examples of the debugging guide (Docs/Guides/Debugging.md),
/// compiled here as written there (between `// Guide example begins/ends:
/// Debugging.md N` markers), with the conflict, ambiguity and constraints
/// the guide says they report.
@Suite struct DebuggingGuideExampleTests {
    /// Where the blocks' `print` calls write.
    let printed = PrintedLines()
    func print(_ items: Any...) { printed.record(items) }

    @Test func theTestsCompileEveryBlockAsWritten() throws {
        let problems = try GuideExamples("Debugging.md").problems(in: #filePath)
        #expect(problems == [])
    }

    /// Block 1: two 100-point buttons in a 220-point row: the save button's
    /// trailing edge is at 16 + 100 + 8 + 100 = 224, its margin at
    /// 220 − 16 = 204.
    @Test func aConflictReportsItsMinimalSetAndArithmetic() throws {
        let shown = try valuesShown {
            // Guide example begins: Debugging.md 1
            let row = LayoutItem(name: "buttons")
            row.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let cancel = LayoutItem(name: "cancel"), save = LayoutItem(name: "save")
            row.addChild(cancel)
            row.addChild(save)
            try LayoutConstraint.activate([
                row.widthAnchor.constraint(equalToConstant: 220),
                cancel.leadingAnchor.constraint(equalTo: row.leadingMarginAnchor),
                cancel.widthAnchor.constraint(equalToConstant: 100),
                save.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 8),
                save.widthAnchor.constraint(equalTo: cancel.widthAnchor),
                save.trailingAnchor.constraint(equalTo: row.trailingMarginAnchor),
            ])
            for conflict in row.layoutIfNeeded() {
                print(conflict)          // "Unable to satisfy save.trailing == buttons.trailingMargin: …"
                conflict.broken          // the constraint the engine broke; its isBroken is true
                conflict.constraints     // the minimal set, the broken constraint last
                conflict.arithmetic      // "save.trailing is 224 where the others hold, but it must be …"
                for fix in row.engine.fixes(for: conflict) {
                    fix.constraint       // each of the six: removed, or at priority 999, it ends the conflict
                    fix.constants        // 240...240 for the row's width, 90...90 for cancel's, -20...-20 for save's; nil for the rest
                    print(fix)           // "make save.trailing == buttons.trailingMargin optional (priority 999), or remove it", …
                }
            }
            row.engine.brokenConstraints // every constraint broken so far
            // Guide example ends: Debugging.md 1
            #expect(cancel.frame == Rect(x: 16, y: 0, width: 100, height: 0))
            #expect(save.frame == Rect(x: 124, y: 0, width: 100, height: 0))
            #expect(row.engine.brokenConstraints.allSatisfy { $0.isBroken && $0.isActive })
            // The prose after the block (lowering cancel.width to 999, the
            // buttons then 90 wide) is SplitViewRotationTests'
            // aBrokenConstraintGetsOneMoreTryAtTheNextPass.
        }
        // One conflict, printed as the guide's `layout run
        // Examples/broken/conflict.json --json` gives its message, then
        // its six fixes in words.
        #expect(printed.lines == ["""
            Unable to satisfy save.trailing == buttons.trailingMargin: save.trailing is 224 where the others hold, \
            but it must be equal to buttons.trailingMargin (204)
            These constraints conflict (removing any one lets the rest hold):
              buttons.width == 220
              cancel.leading == buttons.leadingMargin
              cancel.width == 100
              save.leading == cancel.trailing + 8
              save.width == cancel.width
              save.trailing == buttons.trailingMargin
            Broke save.trailing == buttons.trailingMargin and laid out the rest.
            """,
            "make save.trailing == buttons.trailingMargin optional (priority 999), or remove it",
            "make cancel.leading == buttons.leadingMargin optional (priority 999), or remove it",
            "make cancel.width == 100 optional (priority 999), or remove it, or change 100 to 90",
            "make save.leading == cancel.trailing + 8 optional (priority 999), or remove it",
            "make save.width == cancel.width optional (priority 999), or remove it, or change 0 to -20",
            "make buttons.width == 220 optional (priority 999), or remove it, or change 220 to 240",
        ])
        #expect(shown.map(\.description) == [
            "save.trailing == buttons.trailingMargin",
            "[buttons.width == 220, cancel.leading == buttons.leadingMargin, cancel.width == 100, "
                + "save.leading == cancel.trailing + 8, save.width == cancel.width, save.trailing == buttons.trailingMargin]",
            "save.trailing is 224 where the others hold, but it must be equal to buttons.trailingMargin (204)",
            // Each member is a fix, the broken one first and the root's
            // size last; the row could be 16 + 100 + 8 + 100 + 16 = 240
            // wide, cancel (220 − 16 − 16 − 8) / 2 = 90, save 20 narrower
            // than cancel (188 − 100 − 8 = 80); the gap would have to be
            // −12, an overlap, and edges aligned stay so.
            "save.trailing == buttons.trailingMargin", "nil",
            "cancel.leading == buttons.leadingMargin", "nil",
            "cancel.width == 100", "Optional(ClosedRange(90.0...90.0))",
            "save.leading == cancel.trailing + 8", "nil",
            "save.width == cancel.width", "Optional(ClosedRange(-20.0...-20.0))",
            "buttons.width == 220", "Optional(ClosedRange(240.0...240.0))",
            "[save.trailing == buttons.trailingMargin]",
        ])
        let broken = try #require(shown[0].value as? LayoutConstraint)
        #expect((shown[15].value as? [LayoutConstraint])?.map { $0 === broken } == [true])
    }

    /// Block 2: a badge that nothing places horizontally.
    @Test func anAmbiguityNamesTheOpenAttribute() throws {
        let shown = try valuesShown {
            // Guide example begins: Debugging.md 2
            let tabBar = LayoutItem(name: "tabBar")
            let icon = LayoutItem(name: "icon", intrinsicContentSize: IntrinsicSize(width: 28, height: 28))
            let badge = LayoutItem(name: "badge", intrinsicContentSize: IntrinsicSize(width: 18, height: 18))
            tabBar.addChild(icon)
            tabBar.addChild(badge)
            try LayoutConstraint.activate([
                tabBar.widthAnchor.constraint(equalToConstant: 375),
                tabBar.heightAnchor.constraint(equalToConstant: 49),
                icon.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
                icon.topAnchor.constraint(equalTo: tabBar.topAnchor, constant: 8),
                badge.centerYAnchor.constraint(equalTo: icon.topAnchor, constant: 4),
            ])
            tabBar.layoutIfNeeded()
            for ambiguity in tabBar.engine.ambiguities() {
                print(ambiguity)                  // badge.left can be anything in -∞...∞
            }
            badge.hasAmbiguousLayout              // true
            badge.constraintsAffectingLayout(for: .horizontal)
                                                  // [badge-compression-horizontal: badge.width >= 18 @750]: nothing places it
            badge.exerciseAmbiguityInLayout()     // moves it to another solution (100 points away when unbounded)
            // Guide example ends: Debugging.md 2
            badge.frame
            badge.exerciseAmbiguityInLayout()
            badge.frame
            #expect(icon.frame == Rect(x: 173.5, y: 8, width: 28, height: 28))
            #expect(!icon.hasAmbiguousLayout)
        }
        #expect(printed.lines == ["badge.left can be anything in -∞...∞"])
        // Nothing bounds the badge: each push moves it 100 points.
        #expect(shown.map(\.description) == ["[]", "true", "[badge-compression-horizontal: badge.width >= 18 @750]",
                                              "true", "(-100, 3, 18, 18)", "true", "(-200, 3, 18, 18)"])
    }

    /// Block 3: what decides the profile header's name across
    /// (Model.md 1 and 5): its own compression resistance, which does not
    /// hold, is not among them.
    @Test func theConstraintsThatDecideAFrame() throws {
        let (header, _, name, _, _) = try ModelGuideExampleTests.profileHeader()
        defer { withExtendedLifetime(header) {} }   // the root keeps the tree
        let shown = valuesShown {
            // Guide example begins: Debugging.md 3
            name.constraintsAffectingLayout(for: .horizontal)
            // follow-compression-horizontal: follow.width >= 80 @750
            // header.width == 375
            // avatar.leading == header.leadingMargin
            // avatar.width == 64
            // name.leading == avatar.trailing + 12
            // follow.trailing == header.trailingMargin
            // follow.leading >= name.trailing + 8
            // Guide example ends: Debugging.md 3
        }
        #expect((shown.first?.value as? [LayoutConstraint])?.map(\.description) == [
            "follow-compression-horizontal: follow.width >= 80 @750",
            "header.width == 375", "avatar.leading == header.leadingMargin", "avatar.width == 64",
            "name.leading == avatar.trailing + 12", "follow.trailing == header.trailingMargin",
            "follow.leading >= name.trailing + 8",
        ])
    }
}
