import Foundation
import JSON
import Testing
@testable import Explain

/// Views the app does not own (`Docs/Formats/ConsoleLog.md`, "What the
/// explanation assumes"): SpringBoard's, whether its process printed the
/// log or its classes show, and windows, whose frames the system sets.
@Suite struct SystemViewTests {
    static let springBoardLog = "72-swift2byexample-7-springboard-tab-indented-nsspace-margins.log"

    /// SpringBoard printed the block: its label and button are SpringBoard's
    /// too, so no fix tells the app to lower them and the cause says whose
    /// they are.
    @Test func aBlockSpringBoardPrintedIsTheSystems() throws {
        let explanation = LogExplanation(log: try bundledLog(Self.springBoardLog))
        let report = try #require(explanation.reports.first)
        #expect(report.block.process == "SpringBoard")
        #expect(report.causes.map(\.name) == ["containerSize", "systemOnly"])
        #expect(report.fixes.count == 1)
        #expect(report.fixes.map(\.isSystem) == [true])
        #expect(!report.explanation.contains("lower the priority of ["))
        #expect(report.explanation.contains("Likely cause: SpringBoard, one of Apple's own apps, printed this block: every view"
            + " here is the system's, so this is not a bug in the app's constraints and the app cannot fix it."))
        let json = try JSON(parsing: explanation.json.formatted(indent: 2))
        let reportJSON = try #require(json["reports"]?.array?.first)
        #expect(reportJSON["process"] == .string("SpringBoard"))
        #expect(reportJSON["causes"] == .array([.string("containerSize"), .string("systemOnly")]))
        #expect(reportJSON["fixes"]?.array?.compactMap { $0["system"] } == [.bool(true)])
    }

    /// The same lines printed by an app's process: its label and button are
    /// the app's, whose constraints it can lower.
    @Test func theSameBlockFromAnAppIsTheApps() throws {
        let log = try bundledLog(Self.springBoardLog).replacing("SpringBoard[10567]", with: "Shop[10567]")
        let (report, _) = try singleReport(log)
        #expect(report.block.process == "Shop")
        #expect(report.causes.map(\.name) == ["containerSize"])
        #expect(report.explanation.contains("  - lower the priority of [1] UILabel ' '.leading =="))
    }

    /// Without the process, SpringBoard's classes (`SB…`, Spotlight's
    /// `SPUI…`) still say whose the views are; an app's Swift class whose
    /// name starts with `SB` is the app's.
    @Test func springBoardsClasses() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' SBIconListView:0xA.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(8)-[SBIconView:0xB]   (active, names: '|':SBIconListView:0xA )>",
            "<NSLayoutConstraint:0x3 H:[SBIconView:0xB]-(8)-|   (active, names: '|':SBIconListView:0xA )>",
        ]))
        #expect(report.block.process == nil)
        #expect(report.causes.map(\.name) == ["containerSize", "systemOnly"])
        #expect(report.explanation.contains("Likely cause: every view here is private to UIKit or to SpringBoard"))
        #expect(!report.fixes.contains { $0.action == .lowerPriority })
        #expect(LoggedItem(className: "SPUISearchTableHeaderView").isSystemItem)
        #expect(!LoggedItem(className: "Shop.SBIconView").isSystemItem)
        #expect(!LoggedItem(className: "SBtn").isSystemItem)
    }

    /// A window's frame (`h=--- v=---`) is its size, set by the system or
    /// the app, not a mask to turn off: only the label's is.
    @Test func aWindowsFrameIsNoMaskToTurnOff() throws {
        let explanation = LogExplanation(log: try bundledLog("68-nvactivityindicatorview-117-autoresizing-label-unnamed-superview.log"))
        let report = try #require(explanation.reports.first)
        let views = report.causes.compactMap { cause -> [String]? in
            guard case let .autoresizingLeftOn(views) = cause else { return nil }
            return views.map { explanation.namer.name(of: $0) }
        }
        #expect(views == [["UILabel 'Signing you in!'"]])
        #expect(report.explanation.contains("Likely cause: translatesAutoresizingMaskIntoConstraints is on for UILabel"
            + " 'Signing you in!': UIKit turned the frame into constraints (h=--& v=--&: fixed left margin and width, flexible"
            + " right margin; fixed top margin and height, flexible bottom margin) that fight the others. Set it to false on"
            + " views laid out with constraints. The frame of UIWindow #1 is the system's (a window's size, or a container"
            + " UIKit places), not one this flag turns off: leave it."))
    }

    /// With only a window's frame among the frames, no view is named to
    /// turn the flag off for; a subclass named `…Window` is a window too.
    @Test(arguments: ["UIWindow", "Shop.MainWindow", "UITransitionView"])
    func onlyAWindowsFrame(_ windowClass: String) throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- \(windowClass):0xF.height == 667   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xA.height == 700   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(0)-[UIView:0xA]   (active, names: '|':\(windowClass):0xF )>",
            "<NSLayoutConstraint:0x4 V:[UIView:0xA]-(0)-|   (active, names: '|':\(windowClass):0xF )>",
        ]))
        #expect(report.conflict?.lines == [0, 1, 2, 3])
        #expect(report.causes.map(\.name) == [])
        #expect(!report.explanation.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    /// An ordinary view's frame is still named, the window's left out.
    @Test func anOrdinaryViewsFrameBesideAWindows() throws {
        let (report, explanation) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- UIWindow:0xF.height == 667   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xA.height == 700   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(0)-[UIView:0xA]   (active, names: '|':UIWindow:0xF )>",
            "<NSLayoutConstraint:0x4 V:[UIView:0xA]-(0)-|   (active, names: '|':UIWindow:0xF )>",
        ]))
        guard case let .autoresizingLeftOn(views) = try #require(report.causes.first) else {
            Issue.record("expected autoresizingLeftOn, got \(report.causes)")
            return
        }
        #expect(views.map { explanation.namer.name(of: $0) } == ["UIView #1"])
        #expect(report.explanation.contains("translatesAutoresizingMaskIntoConstraints is on for UIView #1:"))
    }

    /// Two frames the system sets (a window and the transition view UIKit
    /// places in it) are named together, in the plural.
    @Test func twoFramesTheSystemSets() throws {
        let (report, _) = try singleReport(iOSLog([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- UIWindow:0xF.height == 667   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- UITransitionView:0xE.minY == 0   (active, names: '|':UIWindow:0xF )>",
            "<NSLayoutConstraint:0x3 V:[UITransitionView:0xE]-(0)-|   (active, names: '|':UIWindow:0xF )>",
            "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& UIView:0xA.height == 700   (active)>",
            "<NSLayoutConstraint:0x5 V:|-(0)-[UIView:0xA]   (active, names: '|':UITransitionView:0xE )>",
            "<NSLayoutConstraint:0x6 V:[UIView:0xA]-(0)-|   (active, names: '|':UITransitionView:0xE )>",
        ]))
        #expect(report.conflict?.lines == [0, 1, 2, 3, 4, 5])
        #expect(report.explanation.contains("translatesAutoresizingMaskIntoConstraints is on for UIView #1:"))
        #expect(report.explanation.contains(" The frames of UIWindow #1 and UITransitionView #1 are the system's (a window's"
            + " size, or a container UIKit places), not one this flag turns off: leave them."))
    }

    /// An app's process printed the block: its `SB…` class is the app's own
    /// (SpringBoard's views live in SpringBoard's process alone), so the
    /// conflict is the app's to fix.
    @Test func anAppsOwnSBClassIsTheApps() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 SBButton:0xB.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 SBButton:0xB.width == 20   (active)>",
        ]
        let (unknown, _) = try singleReport(iOSLog(lines))
        #expect(unknown.causes.map(\.name) == ["duplicate", "systemOnly"])
        let (app, _) = try singleReport(iOSLog(lines).replacing("Unable to simultaneously", with: "Shop[40697:2587035] Unable to simultaneously"))
        #expect(app.block.process == "Shop")
        #expect(app.causes.map(\.name) == ["duplicate"])
        #expect(app.fixes.contains { $0.action == .lowerPriority })
    }
}
