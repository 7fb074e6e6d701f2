import Foundation
import JSON
import Testing
@testable import Explain

/// The JSON report (`Docs/Formats/ExplainReport.md`) and the SVG drawing.
@Suite struct ReportOutputTests {
    @Test func theJSONReportHasTheFormatsKeys() throws {
        let explanation = LogExplanation(log: ConflictAnalysisTests.docExample)
        let json = try JSON(parsing: explanation.json.formatted(indent: 2))
        let report = try #require(json["reports"]?.array?.first)
        #expect(report.members?.prefix(4).map(\.key) == ["constraints", "conflict", "broken", "explanation"])
        #expect(report["constraints"]?.array?.count == 4)
        #expect(report["constraints"]?.array?.first?.string
            == "<NSLayoutConstraint:0x600001e3c0f0 H:|-(15)-[UILabel:0x7fb1c2d0a6e0]   (active, names: '|':UIView:0x7fb1c2d08a10 )>")
        #expect(report["conflict"]?.array?.count == 4)
        #expect(report["broken"]?.string == "<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>")
        #expect(report["explanation"]?.string == explanation.reports[0].explanation)
        #expect(report["arithmetic"]?["terms"] == .array([.number(15), .number(300), .number(15)]))
        #expect(report["arithmetic"]?["total"] == .number(330))
        #expect(report["readable"]?.array?[1].string == "UILabel #1.width == 300")
        #expect(report["implicit"] == .array([]))
        #expect(report["causes"] == .array([.string("containerSize")]))
        let fixes = try #require(report["fixes"]?.array)
        #expect(fixes[1] == .object([("constraint", .string("<NSLayoutConstraint:0x600001e3c140 UILabel:0x7fb1c2d0a6e0.width == 300   (active)>")),
                                     ("system", .bool(false)), ("action", .string("lowerPriority")), ("to", .number(999))]))
        #expect(fixes[4]["action"]?.string == "changeConstant")
        #expect(fixes[4]["min"] == .number(290) && fixes[4]["max"] == .number(290))
        #expect(report["unparsed"] == nil)
    }

    @Test func unreadableLinesAndMissingBrokenInJSON() throws {
        let log = "(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n    \"<NSLayoutConstraint:0x3 UIView:0x2.wid\"\n)"
        let report = try #require(LogExplanation(log: log).json["reports"]?.array?.first)
        #expect(report["broken"] == .null)
        #expect(report["conflict"] == .array([]))
        #expect(report["unparsed"] == .array([.string("<NSLayoutConstraint:0x3 UIView:0x2.wid")]))
        #expect(report["unparsedReasons"] == .array([.string("cut short: the description has no closing '>'")]))
        #expect(report["fixes"] == nil)
        #expect(LogExplanation(log: "").json == .object([("reports", .array([]))]))
    }

    @Test func theDrawingShowsTheViewsAndTheConflict() {
        let svg = LogExplanation(log: ConflictAnalysisTests.docExample).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<rect").count - 1 == 3)
        #expect(svg.contains(">UIView #1</text>") && svg.contains(">UILabel #1</text>"))
        #expect(svg.contains(">[2] 300, is 290</text>"))
        #expect(svg.contains(">[1] 15</text>") && svg.contains(">[4] 320</text>"))
        #expect(svg.contains("stroke-dasharray"))
        #expect(svg.contains("[2] UILabel #1.width == 300   (broken by UIKit; dashed)"))
        #expect(svg.contains("UIView #1.width = 15 + 300 + 15 = 330"))
        #expect(svg.components(separatedBy: "<text").count == svg.components(separatedBy: "</text>").count)
    }

    @Test func drawingsOfEveryBundledLogAndOfNothing() throws {
        for name in bundledLogNames() {
            let svg = LogExplanation(log: try bundledLog(name)).svg()
            #expect(svg.contains("<line"), "\(name)")
            #expect(!svg.contains("nan") && !svg.contains("inf"), "\(name)")
        }
        let empty = LogExplanation(log: "").svg()
        #expect(empty.contains("height=\"40\""))
        let quiet = LogExplanation(log: iOSLog(["<NSLayoutConstraint:0x1 UILabel:0x2'<&>'.width == 10>"])).svg()
        #expect(quiet.contains("no conflict as printed"))
        #expect(quiet.contains("UILabel '&lt;&amp;&gt;'"))
    }
}
