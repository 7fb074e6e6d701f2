import Foundation
import Testing
@testable import Drawing
@testable import Explain

/// The HTML report (`layout explain --html`, `layout run --html`): one
/// self-contained page whose lists and drawing are linked by `data-`
/// attributes, every name escaped. Tools/test-html-report.sh checks the
/// same pages in a browser.
@Suite struct HTMLReportTests {
    /// Whether a page loads nothing: no address, no file to fetch.
    static func expectSelfContained(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), sourceLocation: sourceLocation)
        #expect(html.hasSuffix("</html>\n"), sourceLocation: sourceLocation)
        for outside in ["http", "src=", "href=", "<link", "@import", "url(", "<iframe", "<img", "@font-face"] {
            #expect(!html.lowercased().contains(outside), "\(outside)", sourceLocation: sourceLocation)
        }
        #expect(html.components(separatedBy: "<script>").count == 2, sourceLocation: sourceLocation)
        #expect(html.components(separatedBy: "</script>").count == 2, sourceLocation: sourceLocation)
        #expect(html.components(separatedBy: "<style>").count == 2, sourceLocation: sourceLocation)
        // Every id once.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "\(ids)", sourceLocation: sourceLocation)
    }

    @Test func anExplainedLogIsOneSelfContainedPage() {
        let html = LogExplanation(log: ConflictAnalysisTests.docExample).html(source: "console.log")
        Self.expectSelfContained(html)
        #expect(html.contains("<title>layout explain console.log</title>"))
        #expect(html.contains("<section class=\"report\" id=\"block-1\" aria-labelledby=\"block-1-heading\">"))
        #expect(html.contains("Block 1, line 1 (iOS): 4 constraints; a minimal conflict of 4</h2>"))
        // The drawing is inline, without the namespace a file needs, and labelled.
        #expect(html.contains("<svg width=\"820\""))
        #expect(html.contains("aria-label=\"A drawing of the block's views and its conflict\""))
    }

    @Test func listEntriesAndDrawingElementsShareTheirDataAttributes() {
        let html = LogExplanation(log: ConflictAnalysisTests.docExample).html(source: "console.log")
        // The list: each line a toggle button with its number and its views as JSON.
        #expect(html.contains("<button type=\"button\" class=\"constraint-entry conflict broken\" id=\"block-1-c2\""
            + " data-constraint=\"2\" data-items=\"[&quot;UILabel #1&quot;]\" aria-pressed=\"false\">"))
        #expect(html.contains("data-constraint=\"1\" data-items=\"[&quot;UILabel #1&quot;,&quot;UIView #1&quot;]\""))
        #expect(html.contains("class=\"constraint-entry conflict system\" id=\"block-1-c4\" data-constraint=\"4\""))
        // The drawing: the same numbers and names.
        for number in 1...4 {
            #expect(html.contains("data-constraint=\"\(number)\"><title>[\(number)] "), "\(number)")
        }
        #expect(html.contains("<g class=\"constraint conflict broken\" data-constraint=\"2\"><title>[2] UILabel #1.width == 300 (left out; dashed)</title>"))
        #expect(html.contains("<g class=\"item\" data-item=\"UIView #1\"><title>UIView #1: "))
        #expect(html.contains("class=\"label\" data-item=\"UILabel #1\""))
        // The frames' rows, and the fixes linked to the lines they change.
        #expect(html.contains("<tr data-item=\"UILabel #1\" id=\"block-1-item-"))
        #expect(html.contains("<button type=\"button\" data-item=\"UILabel #1\" aria-pressed=\"false\">UILabel #1</button>"))
        #expect(html.contains("<li data-constraint=\"2\">lower the priority of <span class=\"ref\" data-constraint=\"2\">[2]</span>"))
        #expect(html.contains("<div class=\"note fixes\">\n<h3>Fixes, each enough by itself</h3>"))
        // The status line and the script that links them.
        #expect(html.contains("<p class=\"status\" role=\"status\" id=\"block-1-status\">Nothing selected.</p>"))
        #expect(html.contains("closest(\"[data-constraint], [data-item]\")"))
    }

    @Test func namesAreEscapedEverywhere() {
        let name = "a<b&c\"d"
        var section = HTMLReport.Section(id: "s1", heading: "heading \(name)")
        var svg = SVGWriter()
        svg.beginGroup(title: name, ["class": "item", "data-item": name])
        svg.rect(x: 0, y: 0, width: 10, height: 10)
        svg.endGroup()
        section.drawing = svg.document(width: 10, height: 10, standalone: false)
        section.constraints = [HTMLReport.Constraint(id: "1", text: "\(name).width == 10", items: [name, "</script>"],
                                                     tags: ["conflict"], note: "note \(name)")]
        section.frames = [HTMLReport.Frame(item: name, x: 0, y: 0, width: 10, height: 10, note: name)]
        section.notes = [HTMLReport.Note(heading: "Fixes \(name)", kind: "fixes",
                                         entries: [.init("change [1] or [2] in \(name)", constraint: "1", item: name)], isList: true)]
        let html = HTMLReport(title: "title \(name)", subtitle: [name], sections: [section]).html
        Self.expectSelfContained(html)
        let escaped = "a&lt;b&amp;c&quot;d"
        #expect(!html.contains(name))
        #expect(html.contains("<title>title \(escaped)</title>"))
        #expect(html.contains("<h2 id=\"s1-heading\">heading \(escaped)</h2>"))
        #expect(html.contains("<g class=\"item\" data-item=\"\(escaped)\"><title>\(escaped)</title>"))
        #expect(html.contains("<code>\(escaped).width == 10</code>"))
        // JSON first (the quote as \"), then the attribute's escaping.
        #expect(html.contains("data-items=\"[&quot;a&lt;b&amp;c\\&quot;d&quot;,&quot;&lt;/script&gt;&quot;]\""))
        #expect(html.contains("<tr data-item=\"\(escaped)\" id=\"s1-item-1\">"))
        #expect(html.contains("<td>\(escaped)</td></tr>"))
        // Only references to listed constraints are linked: [2] is not in the list.
        #expect(html.contains("<li data-constraint=\"1\" data-item=\"\(escaped)\">change <span class=\"ref\" data-constraint=\"1\">[1]</span>"
            + " or [2] in \(escaped)</li>"))
    }

    @Test func jsonOfNames() {
        #expect(HTMLReport.json([]) == "[]")
        #expect(HTMLReport.json(["UIView #1", "a\"b\\c\nd\u{1}"]) == "[\"UIView #1\",\"a\\\"b\\\\c\\nd\\u0001\"]")
        #expect(HTMLReport.className("never printed") == "never-printed")
    }

    @Test func everyBundledLogAndNoLogMakeAPage() throws {
        for name in bundledLogNames() {
            let html = LogExplanation(log: try bundledLog(name)).html(source: name)
            Self.expectSelfContained(html)
            #expect(html.contains("data-constraint=\"1\""), "\(name)")
            #expect(!html.contains("\"nan\"") && !html.contains("\"inf\""), "\(name)")
        }
        let empty = LogExplanation(log: "").html(source: "standard input")
        Self.expectSelfContained(empty)
        #expect(empty.contains("No &quot;Unable to simultaneously satisfy constraints&quot; block."))
        #expect(empty.contains("<p>Nothing to show.</p>"))
        let quiet = LogExplanation(log: iOSLog(["<NSLayoutConstraint:0x1 UILabel:0x2'<&>'.width == 10>"])).html(source: "-")
        #expect(quiet.contains("data-item=\"UILabel '&lt;&amp;&gt;'\""))
    }
}
