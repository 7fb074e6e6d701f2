import Cassowary
import Testing
@testable import Explain

/// Conflicts and what is said about them, on synthetic blocks; every
/// conflict is checked by the engine to conflict and to be minimal.
@Suite struct ConflictAnalysisTests {
    static let docExample = iOSLog([
        "<NSLayoutConstraint:0x600001e3c0f0 H:|-(15)-[UILabel:0x7fb1c2d0a6e0]   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
        "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>",
        "<NSLayoutConstraint:0x600001e3c190 H:[UILabel:0x7fb1c2d0a6e0]-(15)-|   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
        "<NSLayoutConstraint:0x600001e3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c2d08a10.width == 320   (active)>",
    ], broken: "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>")

    @Test func theFormatDocumentsExample() throws {
        let (report, explanation) = try singleReport(Self.docExample)
        let conflict = try #require(report.conflict)
        expectMinimalConflict(conflict)
        #expect(explanation.text == """
            Block 1, line 1 (iOS): 4 constraints; a minimal conflict of 4
              [1]  * UILabel #1.leading == UIView #1.leading + 15
              [2]  * UILabel #1.width == 300   (broken by UIKit)
              [3]  * UIView #1.trailing == UILabel #1.trailing + 15
              [4]  * UIView #1.width == 320   (system: the size the container gives the view)
            Why: the rest of the conflict makes UIView #1.width = 15 + 300 + 15 = 330, but [4] 'UIView-Encapsulated-Layout-Width' needs 320.
            Broken: UIKit broke [2] UILabel #1.width == 300. Without it, UILabel #1.width is 290 instead of 300.
            Fixes, each enough by itself:
              - lower the priority of [1] UILabel #1.leading == UIView #1.leading + 15 to 999, or remove it
              - lower the priority of [2] UILabel #1.width == 300 to 999, or remove it (what UIKit did)
              - lower the priority of [3] UIView #1.trailing == UILabel #1.trailing + 15 to 999, or remove it
              - change 15 to 5 in [1] UILabel #1.leading == UIView #1.leading + 15
              - change 300 to 290 in [2] UILabel #1.width == 300
              - change 15 to 5 in [3] UIView #1.trailing == UILabel #1.trailing + 15
              - [4] 'UIView-Encapsulated-Layout-Width' is the size the container gives the view, set by the system; it would have to be 330
            Likely cause: UIView #1's size comes from its container (UIView-Encapsulated-Layout-*: a table or collection view cell's size, a view controller's root view), and the constraints inside need another. If it is a view controller's root view, its container (the screen, a sheet, a navigation or tab bar's area) sets that size: let the constraints inside fit it, pinned to its edges rather than sized on their own; in a cell, make them agree (the size from sizeForItemAt, the row height). Or lower the priority of one of yours to 999.
            """)
    }

    /// An inset that could only hold by turning into an overlap is not
    /// offered as a fix: 15 + 310 + 15 = 340 in 320 leaves each inset at
    /// most 320 − 310 − 15 = −5. Lowering its priority still is.
    @Test func anInsetIsNotToldToBecomeAnOverlap() throws {
        let log = iOSLog([
            "<NSLayoutConstraint:0x600001e3c0f0 H:|-(15)-[UILabel:0x7fb1c2d0a6e0]   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
            "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 310   (active)>",
            "<NSLayoutConstraint:0x600001e3c190 H:[UILabel:0x7fb1c2d0a6e0]-(15)-|   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
            "<NSLayoutConstraint:0x600001e3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c2d08a10.width == 320   (active)>",
        ], broken: "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 310   (active)>")
        let (report, explanation) = try singleReport(log)
        expectMinimalConflict(try #require(report.conflict))
        let fixes = explanation.text.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") }
        #expect(fixes == [
            "  - lower the priority of [1] UILabel #1.leading == UIView #1.leading + 15 to 999, or remove it",
            "  - lower the priority of [2] UILabel #1.width == 310 to 999, or remove it (what UIKit did)",
            "  - lower the priority of [3] UIView #1.trailing == UILabel #1.trailing + 15 to 999, or remove it",
            "  - change 310 to 290 in [2] UILabel #1.width == 310",
            "  - [4] 'UIView-Encapsulated-Layout-Width' is the size the container gives the view, set by the system; it would have to be 340",
        ])
    }

    /// Edges aligned (`H:|[label]|`, a constant of 0) stay so: 300 in 290
    /// would need each edge 10 past the view's, which is no fix; the
    /// label's width and the view's size are.
    @Test func alignedEdgesAreNotToldToOverhang() throws {
        let log = iOSLog([
            "<NSLayoutConstraint:0x600001e3c0f0 H:|-(0)-[UILabel:0x7fb1c2d0a6e0]   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
            "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>",
            "<NSLayoutConstraint:0x600001e3c190 UILabel:0x7fb1c2d0a6e0.trailing == UIView:0x7fb1c2d08a10.trailing   (active)>",
            "<NSLayoutConstraint:0x600001e3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c2d08a10.width == 290   (active)>",
        ], broken: "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>")
        let (report, explanation) = try singleReport(log)
        expectMinimalConflict(try #require(report.conflict))
        let changes = explanation.text.components(separatedBy: "\n").filter { $0.hasPrefix("  - change") }
        #expect(changes == ["  - change 300 to 290 in [2] UILabel #1.width == 300"], "\(explanation.text)")
    }

    /// A trailing inset written with the wrong sign (`label.trailing ==
    /// view.trailing + 15`, the label 15 past the view's edge) is an
    /// overlap already: the constant that fixes it, −5 (15 + 300 + 5 =
    /// 320), is offered.
    @Test func anInsetWrittenWithTheWrongSignIsOfferedTheOtherSign() throws {
        let log = iOSLog([
            "<NSLayoutConstraint:0x600001e3c0f0 H:|-(15)-[UILabel:0x7fb1c2d0a6e0]   (active, names: '|':UIView:0x7fb1c2d08a10 )>",
            "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>",
            "<NSLayoutConstraint:0x600001e3c190 UILabel:0x7fb1c2d0a6e0.trailing == UIView:0x7fb1c2d08a10.trailing + 15   (active)>",
            "<NSLayoutConstraint:0x600001e3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c2d08a10.width == 320   (active)>",
        ], broken: "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>")
        let (report, explanation) = try singleReport(log)
        expectMinimalConflict(try #require(report.conflict))
        #expect(explanation.text.contains("  - change 15 to -5 in [3] UILabel #1.trailing == UIView #1.trailing + 15"))
        #expect(explanation.text.contains("  - change 15 to 35 in [1] UILabel #1.leading == UIView #1.leading + 15"))
    }

    @Test func aListThatDoesNotConflictAsPrinted() throws {
        // Two identical constraints (06 in the grammar's corpus): redundant, not conflicting.
        let (report, _) = try singleReport(iOSLog(["<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                                                    "<NSLayoutConstraint:0x3 UIView:0x2.width == 10>"]))
        #expect(report.conflict == nil && report.arithmetic == nil && report.fixes.isEmpty && report.withoutBroken == nil)
        #expect(report.duplicates == [Duplicate(lines: [0, 1], isIdentical: true)])
        #expect(report.explanation == """
            No conflict as printed: the 2 constraints that could be read hold together (with every width and height at least 0), \
            so what UIKit saw lies outside the list: a constraint it did not print, constants rounded in printing, or pixel alignment. \
            [1] and [2] are the same constraint twice, a duplicate that cannot conflict by itself.
            Broken: UIKit broke [2] UIView #1.width == 10.
            """)
    }

    @Test func aConflictHiddenByPrintedRounding() throws {
        // 3 × 94.3333 = 282.9999: as printed it conflicts, by 0.0001.
        let (report, _) = try singleReport(iOSLog(["<NSLayoutConstraint:0x1 UIView:0x2.width == 3*UIView:0x2.height>",
                                                    "<NSLayoutConstraint:0x3 UIView:0x2.height == 94.3333>",
                                                    "<NSLayoutConstraint:0x4 '_UITemporaryLayoutWidth' UIView:0x2.width == 283>"]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.explanation.contains("UIView #1.width = 3 × 94.3333 = 282.9999, but [3] '_UITemporaryLayoutWidth' needs 283"))
    }

    @Test func twoConflictsInOneBlock() throws {
        let (report, _) = try singleReport(iOSLog(["<NSLayoutConstraint:0x1 UIView:0xA.width == 10>",
                                                    "<NSLayoutConstraint:0x2 UIView:0xA.width == 20>",
                                                    "<NSLayoutConstraint:0x3 UIView:0xB.height == 5>",
                                                    "<NSLayoutConstraint:0x4 UIView:0xB.height == 6>"]))
        let conflict = try #require(report.conflict)
        #expect(conflict.lines == [0, 1])
        expectMinimalConflict(conflict)
        #expect(report.fixes.isEmpty)
        #expect(report.withoutBroken?.othersStillConflict == true)
        #expect(report.explanation.contains("No change to a single constraint resolves this block: it holds more than one conflict."))
        #expect(report.explanation.contains("Without it, the other constraints still conflict."))
        #expect(report.duplicates.count == 2)
    }

    @Test func theBrokenConstraintOutsideTheConflictOrTheList() throws {
        let lines = ["<NSLayoutConstraint:0x1 UIView:0xA.width == 10>", "<NSLayoutConstraint:0x2 UIView:0xA.width == 20>",
                     "<NSLayoutConstraint:0x3 UIView:0xB.width == 5>"]
        let outside = try singleReport(iOSLog(lines)).0
        #expect(outside.broken?.line == 2)
        #expect(outside.conflict?.lines == [0, 1])
        #expect(outside.explanation.contains("It is not in the minimal conflict shown here"))
        let elsewhere = try singleReport(iOSLog(lines, broken: "<NSLayoutConstraint:0x9 UIView:0xB.height == 7>")).0
        #expect(elsewhere.broken?.match == BrokenConstraint.Match.none)
        #expect(elsewhere.explanation.contains("Broken: UIKit broke UIView #2.height == 7, which is not in the list."))
        let unreadable = LogExplanation(log: iOSLog(lines, broken: "<NSLayoutConstraint:0x9 UIView:0xB.hei"))
        #expect(unreadable.exitStatus == 1)
        #expect(unreadable.reports[0].explanation.contains("a constraint that cannot be read"))
    }

    @Test func aRootViewsSideMarginsOnlyInARegularWidth() throws {
        // 16 + 165 + (at least 8) + 165 + 16 fits 375 (a gap of 13); with 20
        // on each side the gap would be 5.
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UIButton:0xA.width == 165   (active)>",
            "<NSLayoutConstraint:0x2 UIButton:0xA.leading == UIView:0xR.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x3 H:[UIButton:0xA]-(>=8)-[UIButton:0xB]   (active)>",
            "<NSLayoutConstraint:0x4 UIButton:0xB.width == UIButton:0xA.width   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0xR.trailingMargin == UIButton:0xB.trailing   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIView:0xR.width == 375   (active)>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.marginAssumption?.rootSides == 20)
        #expect(report.marginAssumption?.otherRootSidesConflict == false)
        #expect(report.explanation.contains("20 on the left and right of a view controller's root view in a regular width"
            + " (UIView #1, taken for one as its size is UIView-Encapsulated-Layout-*); with 16, a compact width, they hold."))
        #expect(report.explanation.contains("UIView #1.width at least 2 × 165 + 8 + 20 + 20 = 378"))
    }

    @Test func noConflictWithTheDefaultMarginsEither() throws {
        // Margins of 8 leave 4 for a view that needs at most 4.
        let (report, explanation) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UIView:0xA.width == 20   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xB.leading >= UIView:0xA.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xB.trailing == UIView:0xA.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xB.width <= 4   (active)>",
        ]))
        #expect(report.conflict == nil && report.marginAssumption == nil)
        #expect(explanation.text.contains("4 constraints; no conflict as printed"))
        #expect(report.explanation.hasPrefix("No conflict as printed: the 4 constraints that could be read hold together (with"
            + " every width and height at least 0, and with UIKit's default layout margins, which the log does not print:"
            + " 8 on each side of a view), so what UIKit saw lies outside the list"))
    }

    @Test func optionalAndInactiveConstraintsCannotConflict() throws {
        let (report, explanation) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UIView:0xA.width == 10>",
            "<NSLayoutConstraint:0x2 H:[UIView:0xA(20@750)]>",
            "<NSLayoutConstraint:0x3 UIView:0xA.width == 30   (inactive)>",
            "<NSLayoutConstraint:0x4 H:|-(12@250)-[UIView:0xA]   (active, names: '|':UIView:0xB )>",
            "<NSLayoutConstraint:0x5 UIView:0xB.width == 5>",
        ]))
        #expect(report.conflict == nil)
        #expect(explanation.text.contains("[2]    UIView #1.width == 20   (priority 750, cannot conflict)"))
        #expect(explanation.text.contains("[3]    UIView #1.width == 30   (inactive)"))
    }

    @Test func systemOnlyConflicts() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' _UIButtonBarStackView:0xA.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(8)-[_UIButtonBarButton:0xB]   (active, names: '|':_UIButtonBarStackView:0xA )>",
            "<NSLayoutConstraint:0x3 'TB_Trailing_Trailing' H:[_UIButtonBarButton:0xB]-(8)-|   (active, names: '|':_UIButtonBarStackView:0xA )>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.map(\.name) == ["containerSize", "systemOnly"])
        #expect(report.explanation.contains("Likely cause: every view here is private to UIKit"))
        #expect(report.explanation.contains("before its real size is known. Usually harmless, and only the system's"
            + " constraints take part: none of the app's to lower."))
        #expect(!report.explanation.contains("one of your constraints"))
        #expect(report.lines[2].parsed?.kind == .systemInternal)
    }

    /// A private view's margins guide is the view's: the conflict is still
    /// UIKit's alone, and a private view's frame is no mask for the app to
    /// turn off.
    @Test func aPrivateViewsMarginsGuideIsPrivate() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& _UIToolbarContentView:0xA.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(0)-[_UIButtonBarStackView:0xB]   (active, names: '|':_UIToolbarContentView:0xA )>",
            "<NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0xB]-(0)-|   (active, names: '|':_UIToolbarContentView:0xA )>",
            "<NSLayoutConstraint:0x4 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0xC'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0xB )>",
            "<NSLayoutConstraint:0x5 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xC'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0xB )>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.map(\.name) == ["systemOnly"])
        #expect(!report.explanation.contains("Set it to false"))
        // Only the frame, UIKit's, can say what it would need: 10 + 9.
        #expect(report.fixes == [Fix(line: 0, action: .changeConstant(from: 0, to: ValueRange(lower: 19, upper: nil)), isSystem: true)])
    }

    @Test func aStackViewHidingAnItemHorizontally() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0xA.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(10)-[UILabel:0xB]   (active, names: '|':UIView:0xA )>",
            "<NSLayoutConstraint:0x3 H:[UILabel:0xB]-(0)-|   (active, names: '|':UIView:0xA )>",
        ]))
        #expect(report.causes == [.hiddenInStackView(view: LoggedItem(address: "0xA"), axis: .horizontal)])
        #expect(report.explanation.contains("gives it a width of 0 (UISV-hiding)"))
        // 0 - 10 - 0 = -10 for the label's width.
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.arithmetic?.terms.map(\.value) == [0, -10])
        #expect(report.arithmetic?.total == -10)
        #expect(report.arithmetic?.bound == .exactly)
    }

    @Test func fittingSizeAndAutoresizingCauses() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'fittingSizeHTarget' UITableViewCellContentView:0xA.width == 100   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xB.width == 120   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(0)-[UILabel:0xB]   (active, names: '|':UITableViewCellContentView:0xA )>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0xB]-(0)-|   (active, names: '|':UITableViewCellContentView:0xA )>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.map(\.name) == ["autoresizingLeftOn", "fittingSize"])
        #expect(report.explanation.contains("translatesAutoresizingMaskIntoConstraints is on for UILabel #1"))
        #expect(report.explanation.contains("h=--& v=--&: fixed left margin and width, flexible right margin"))
    }

    /// `H:[ClipView]-(15)-|` frames ClipView: the superview that the
    /// equation names first is not the view to fix.
    @Test func theFramedViewOfAnEdgeToTheSuperviewIsTheBracketedOne() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 UIScrollView:0xA.width == 100   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:|-(0)-[UIView:0xB]   (active, names: '|':UIScrollView:0xA )>",
            "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- H:[UIView:0xB]-(15)-|   (active, names: '|':UIScrollView:0xA )>",
            "<NSLayoutConstraint:0x4 UIView:0xB.width == 100   (active)>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.contains(.autoresizingLeftOn(views: [LoggedItem(address: "0xB")])))
        #expect(report.explanation.contains("translatesAutoresizingMaskIntoConstraints is on for UIView #1:"))
    }

    /// A height the app sets against the one the container gives: the
    /// container's size is the cause, not a duplicate the app left active
    /// (the app cannot keep or remove the system's).
    @Test func aSizeAgainstTheContainersIsNoDuplicate() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 V:[UIInputView:0xA(246)]>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' V:[UIInputView:0xA(216)]>",
        ], broken: "<NSLayoutConstraint:0x1 V:[UIInputView:0xA(246)]>"))
        #expect(report.duplicates.map(\.lines) == [[0, 1]])
        #expect(report.causes.map(\.name) == ["containerSize"])
        #expect(!report.explanation.contains("Likely cause: a duplicate"))
    }

    /// Frames alone, with no constraint of the app's: the views' frames
    /// disagree, and turning the masks off is not the fix.
    @Test func onlyFramesConflict() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xA.width == 0   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:|-(8)-[UILabel:0xB]   (active, names: '|':UIView:0xA )>",
            "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- H:[UILabel:0xB]-(8)-|   (active, names: '|':UIView:0xA )>",
        ]))
        expectMinimalConflict(try #require(report.conflict))
        #expect(report.causes.map(\.name) == ["autoresizingLeftOn"])
        #expect(report.explanation.contains("Likely cause: only frames conflict here: translatesAutoresizingMaskIntoConstraints"
            + " is on for UIView #1 and UILabel #1"))
        #expect(!report.explanation.contains("Set it to false"))
        #expect(report.explanation.contains("it would have to be at least 16"))
    }
}
