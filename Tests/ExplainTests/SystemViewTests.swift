import Foundation
import JSON
import Testing
@testable import Explain

/// Views the app does not own (`Docs/Formats/ConsoleLog.md`, "What the
/// explanation assumes"): SpringBoard's, whether its process printed the
/// log or its classes show.
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
}
