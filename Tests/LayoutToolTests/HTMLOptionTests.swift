import Foundation
import Testing
import LayoutTool

/// `--html OUT.html` of `layout run` and `layout explain`: the page is
/// written beside the usual output, which it does not change.
@Suite struct HTMLOptionTests {
    static func temporaryPath() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).html")
    }

    @Test func runWritesThePageOfAConflict() throws {
        let page = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: page) }
        let output = try runLayout(["run", "Examples/broken/conflict.json", "--html", page.path])
        #expect(output.status == 1)
        #expect(output.standardOutput == (try runLayout(["run", "Examples/broken/conflict.json"])).standardOutput)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http") && !html.contains("src="))
        #expect(html.contains("<title>layout run Examples/broken/conflict.json</title>"))
        // The document's constraints first, [1] to [7], then its size settings', [8] and [9].
        #expect(html.contains("id=\"layout-c1\" data-constraint=\"1\" data-items=\"[&quot;cancel&quot;,&quot;buttons&quot;]\""))
        #expect(html.contains("<button type=\"button\" class=\"constraint-entry conflict broken\" id=\"layout-c7\" data-constraint=\"7\""))
        #expect(html.contains("<code>buttons.width == 220</code> <span class=\"tag conflict\">conflict</span>"
            + " <span class=\"note\">from the size settings of buttons</span>"))
        #expect(html.contains("data-constraint=\"9\""))
        #expect(!html.contains("data-constraint=\"10\""))
        // The drawing: every constraint, tagged with its number; the items and their names.
        for number in 1...9 {
            #expect(html.contains("data-constraint=\"\(number)\"><title>[\(number)] "), "\(number)")
        }
        #expect(html.contains("<g class=\"constraint conflict broken\" data-constraint=\"7\"><title>[7] save.trailing == buttons.trailingMargin (broken)</title>"))
        #expect(html.contains("<g class=\"item\" data-item=\"save\"><title>save "))
        #expect(html.contains("class=\"label\" data-item=\"cancel\""))
        // The frames, the conflict and its fixes.
        #expect(html.contains("<tr data-item=\"save\" id=\"layout-item-3\"><th scope=\"row\"><button type=\"button\" data-item=\"save\""
            + " aria-pressed=\"false\">save</button></th><td>124</td><td>8</td><td>100</td><td>44</td>"))
        #expect(html.contains("<p data-constraint=\"7\">Unable to satisfy <span class=\"ref\" data-constraint=\"7\">[7]</span>"
            + " save.trailing == buttons.trailingMargin: save.trailing is 224 where the others hold"))
        #expect(html.contains("<li data-constraint=\"3\">make <span class=\"ref\" data-constraint=\"3\">[3]</span>"
            + " cancel.width == 100 optional (cancel.width == 100 @999), or remove it, or change 100 to 90</li>"))
    }

    @Test func aStacksConstraintsAreCalledTheStacks() throws {
        let page = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: page) }
        _ = try runLayout(["run", "Examples/broken/stack-fight.json", "--html", page.path])
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<code>UISV-fill-equally: toggle.width == label.width</code> <span class=\"tag conflict\">conflict</span>"
            + " <span class=\"note\">the stack's (UISV-fill-equally)</span>"))
        #expect(html.contains("comes from row's &quot;distribution&quot; (fillEqually): change it"))
        #expect(!html.contains("the engine's"))
        // The conflict says what the broken constraint fought, as the text report does.
        #expect(html.contains("<p><span class=\"ref\" data-constraint=\"4\">[4]</span> label.width == 300 fights the stack's"
            + " UISV-fill-equally: the engine broke it and kept the stack's arrangement.</p>"))
    }

    /// A column 50 high cannot hold b's 60; the conflict rests on a's
    /// non-negative floor, which no document setting stands for, so the
    /// page lists it among the conflict's members and not among its fixes.
    @Test func aNonNegativeFloorIsAMemberButNotAFix() throws {
        let page = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: page) }
        let document = """
            { "root": { "name": "column", "size": { "width": 100, "height": 50 }, "stack": { "axis": "vertical" },
                        "children": [ { "name": "a" }, { "name": "b", "size": { "height": 60 } } ] } }
            """
        let written = runInProcess(["run", "-", "--html", page.path], input: document)
        #expect(written.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<p data-constraint=\"4\">• <span class=\"ref\" data-constraint=\"4\">[4]</span>"
            + " a-nonnegative-height: a.height &gt;= 0</p>"))
        let fixes = try #require(html.range(of: "<h3>Fixes, each enough for this conflict</h3>").map { html[$0.upperBound...] })
        let list = fixes[..<(fixes.range(of: "</ul>")?.lowerBound ?? fixes.endIndex)]
        #expect(!list.contains("nonnegative"))
        // Nor the stack's canvas connections and its spacing of 0, which
        // stand for no setting: the two sizes are the fixes.
        #expect(!list.contains("UISV-"))
        #expect(list.components(separatedBy: "<li ").count - 1 == 2)
        #expect(list.contains("<li data-constraint=\"3\"><span class=\"ref\" data-constraint=\"3\">[3]</span> b.height == 60"
            + " comes from the size settings of b: change its &quot;size&quot; height to a value from 0 to 50, or write the size as a constraint of priority 999</li>"))
    }

    @Test func runWritesAmbiguitiesAndEscapesNames() throws {
        let page = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: page) }
        let ambiguous = try runLayout(["run", "Examples/broken/ambiguous.json", "--html", page.path])
        #expect(ambiguous.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<div class=\"note ambiguities\">\n<h3>Ambiguities</h3>\n<p data-item=\"badge\">badge.left can be anything in -∞...∞</p>"))
        #expect(html.contains("<td>ambiguous</td>"))

        let odd = "{ \"root\": { \"name\": \"r<&\\\">\", \"size\": { \"width\": 10, \"height\": 10 } } }"
        let written = runInProcess(["run", "-", "--html", page.path], input: odd)
        #expect(written.status == 0)
        let escaped = try String(contentsOf: page, encoding: .utf8)
        #expect(!escaped.contains("r<&\">"))
        #expect(escaped.contains("<title>layout run standard input</title>"))
        #expect(escaped.contains("<tr data-item=\"r&lt;&amp;&quot;&gt;\""))
        #expect(escaped.contains("data-items=\"[&quot;r&lt;&amp;\\&quot;&gt;&quot;]\""))
    }

    @Test func explainWritesThePage() throws {
        let page = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: page) }
        let log = "Tests/ExplainTests/Logs/11-trustwallet-encapsulated-width-zero.log"
        let output = try runLayout(["explain", log, "--html", page.path, "--json"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("{"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>layout explain \(log)</title>"))
        #expect(html.contains("data-constraint=\"implicit-1\" data-items=\"[&quot;UIStackView #1&quot;]\""))
        #expect(html.contains("<g class=\"item\" data-item=\"BrowserNavigationBar #1\">"))
    }

    @Test func usageMistakesAndUnwritablePages() {
        for command in ["run", "explain"] {
            let missing = runInProcess([command, "file", "--html"])
            #expect(missing.status == 2)
            #expect(missing.standardError.hasPrefix("layout: --html needs a value"))
        }
        let document = "{ \"root\": { \"name\": \"root\", \"size\": { \"width\": 10, \"height\": 10 } } }"
        let run = runInProcess(["run", "-", "--html", "/no/such/directory/out.html"], input: document)
        #expect(run.status == 2 && run.standardError == "layout: cannot write /no/such/directory/out.html\n")
        let log = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 3>\"\n)"
        let explain = runInProcess(["explain", "-", "--html", "/no/such/directory/out.html"], input: log)
        #expect(explain.status == 2 && explain.standardError == "layout: cannot write /no/such/directory/out.html\n")
        #expect(runInProcess(["help", "run"]).standardOutput.contains("\nUSAGE: layout run FILE [--json] [--svg OUT.svg] [--html OUT.html] [--strict]\n"))
    }
}
