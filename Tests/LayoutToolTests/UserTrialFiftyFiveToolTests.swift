import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-five: an iPad dashboard, 1024 × 768 with a safe area of 24
/// at the top and 20 at the bottom (`Fixtures/TrialFiftyFive/dashboard.json`),
/// run at `--width 1024` and `--width 700`. Every frame worked out by hand:
///
/// - header: 56 high from the safe area's top (y 24), across the screen;
///   its title (160 × 28) on its leading margin (20), centred: y 52 − 14.
/// - sidebar: from the header's bottom (80) to the safe area's (748), 260
///   wide at 999, but at most the screen's width − 700: 0 at 700 and
///   below, as a sidebar hidden in a compact width (a document has no
///   size classes; a required cap on the width stands for one).
/// - dashboard: a wrapping flex row beside the sidebar, padding 20, spacing
///   and lineSpacing 16, stretching its lines. Four stat cards (flex
///   columns, padding 16, spacing 8: a label of lines 20 over a value of
///   lines 34, 16 + 20 + 8 + 34 + 16 = 94 high), each flexBasis 220,
///   flexGrow 1, minSize width 200, maxSize width 280; then a chart,
///   flexBasis 300, flexGrow 1, aspect ratio 2.
///
/// Growing past the maximum: the library follows Texture, where the flexed
/// length wins over the card's maximum (`FlexLayout.md`, "maximum while
/// growing"); CSS freezes a card at 280 and gives the rest to the others.
/// Each test says what CSS would give.
@Suite struct UserTrialFiftyFiveToolTests {
    static let fixtures = TrialDocuments("TrialFiftyFive")

    /// Runs the dashboard with `options`, expecting it to hold
    /// unambiguously with `frames`.
    static func expectDashboard(_ options: [String], _ frames: [String: [Double]],
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try fixtures.run("dashboard.json", options)
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], sourceLocation: sourceLocation)
        TrialDocuments.expectFrames(run.frames, frames, sourceLocation: sourceLocation)
    }

    /// At 1024 the dashboard is 1024 − 260 = 764 wide, its content 724.
    /// Line 1: three cards, 3 × 220 + 2 × 16 = 692 (a fourth would make
    /// 928), 32 free, 10.67 each: 230.67 wide at x 280, 526.67, 773.33;
    /// labels 32 narrower, 198.67, at x + 16. Line 2 at 100 + 94 + 16 = 210:
    /// the fourth card and the chart, 220 + 16 + 300 = 536, 188 free, 94
    /// each: the card 314 (past its 280), the chart 394 × 197 at x 610; the
    /// card stretched to the line's 197. The dashboard is 20 + 94 + 16 +
    /// 197 + 20 = 347 high. (CSS: the card 280, the chart 300 + 128 = 428 ×
    /// 214 at x 576, the line 214 high.)
    @Test func atTheFullWidth() throws {
        try Self.expectDashboard(["--width", "1024"], [
            "screen": [0, 0, 1024, 768], "header": [0, 24, 1024, 56], "title": [20, 38, 160, 28],
            "sidebar": [0, 80, 260, 668], "dashboard": [260, 80, 764, 347],
            "stat1": [280, 100, 230 + 2.0 / 3, 94], "label1": [296, 116, 198 + 2.0 / 3, 20],
            "value1": [296, 144, 198 + 2.0 / 3, 34],
            "stat2": [526 + 2.0 / 3, 100, 230 + 2.0 / 3, 94], "stat3": [773 + 1.0 / 3, 100, 230 + 2.0 / 3, 94],
            "stat4": [280, 210, 314, 197], "label4": [296, 226, 282, 20], "value4": [296, 254, 282, 34],
            "chart": [610, 210, 394, 197],
        ])
    }

    /// At 700 the sidebar's cap is 0, so the dashboard takes the whole
    /// width, its content 660. Two cards a line (456; a third makes 692),
    /// 204 free, 102 each: 322 wide (past 280) at x 20 and 358; lines at
    /// 100 and 210. The chart alone on line 3 (y 320) grows to 660, 330
    /// high. 20 + 94 + 16 + 94 + 16 + 330 + 20 = 590. (CSS: the cards 280
    /// at x 20 and 316.)
    @Test func atANarrowWidthTheSidebarHides() throws {
        try Self.expectDashboard(["--width", "700"], [
            "screen": [0, 0, 700, 768], "header": [0, 24, 700, 56], "sidebar": [0, 80, 0, 668],
            "dashboard": [0, 80, 700, 590],
            "stat1": [20, 100, 322, 94], "label1": [36, 116, 290, 20], "stat2": [358, 100, 322, 94],
            "stat3": [20, 210, 322, 94], "stat4": [358, 210, 322, 94], "value4": [374, 254, 290, 34],
            "chart": [20, 320, 660, 330],
        ])
        let why = try Self.fixtures.why("dashboard.json", "stat1.width", ["--width", "700"])
        #expect(why.contains("it grew by 102 of the 204 points free in line 1 of dashboard (flexGrow 1 of 2);"
                             + " as in Texture, growing takes it past its maximum, 280."))
    }

    /// At text size 1.5 the cards are 16 + 30 + 8 + 51 + 16 = 121 high;
    /// line 2 stays the chart's 197, at 100 + 121 + 16 = 237. The title is
    /// 240 × 42, at y 52 − 21 = 31.
    @Test func atTextSizeOneAndAHalf() throws {
        try Self.expectDashboard(["--text-size", "1.5"], [
            "title": [20, 31, 240, 42], "dashboard": [260, 80, 764, 374],
            "stat1": [280, 100, 230 + 2.0 / 3, 121], "value1": [296, 154, 198 + 2.0 / 3, 51],
            "stat4": [280, 237, 314, 197], "chart": [610, 237, 394, 197],
        ])
    }

    /// Right to left the sidebar is on the right (x 1024 − 260 = 764) and
    /// the dashboard's lines run from its right edge: x becomes 764 − x −
    /// width within it: the first card at 764 − 20 − 230.67 = 513.33, the
    /// fourth at 764 − 20 − 314 = 430, the chart at 20.
    @Test func rightToLeft() throws {
        try Self.expectDashboard(["--right-to-left"], [
            "title": [844, 38, 160, 28], "sidebar": [764, 80, 260, 668], "dashboard": [0, 80, 764, 347],
            "stat1": [513 + 1.0 / 3, 100, 230 + 2.0 / 3, 94], "label1": [529 + 1.0 / 3, 116, 198 + 2.0 / 3, 20],
            "stat3": [20, 100, 230 + 2.0 / 3, 94], "stat4": [430, 210, 314, 197], "chart": [20, 210, 394, 197],
        ])
    }

    /// With the sidebar's width at 750, as a first draft had it, it ties
    /// with the dashboard's compression resistance: the dashboard keeps its
    /// content width, one line of four cards, 4 × 220 + 3 × 16 + 40 = 968,
    /// and the sidebar gets 1024 − 968 = 56. `--why` adds that line up.
    @Test func aSidebarWidthAt750GivesWayToTheDashboard() throws {
        let edit = [("\"sidebar.width == 260 @999\"", "\"sidebar.width == 260 @750\"")]
        let run = try Self.fixtures.run("dashboard.json", [], edit)
        TrialDocuments.expectFrames(run.frames, ["sidebar": [0, 80, 56, 668], "dashboard": [56, 80, 968, 614]])
        let why = try Self.fixtures.why("dashboard.json", "sidebar.width", [], edit)
        #expect(why.contains("Note: dashboard fits its widest line, line 1: 220 (stat1's width) + 16 (spacing)"
                             + " + 220 (stat2's width) + 16 (spacing) + 220 (stat3's width) + 16 (spacing)"
                             + " + 220 (stat4's width) + 20 (its left padding) + 20 (its right padding) = 968."))
    }

    /// The drawing's spacing bands run along each line of the wrapping row,
    /// as high as the line: 16 between stat1 (ending at 280 + 230.67) and
    /// stat2, from 100, 94 high; 16 between stat4 (ending at 594) and the
    /// chart, from 210, 197 high. Stat3 ends line 1 and stat4 starts line
    /// 2: nothing is between them (the drawing had a band of 773.33 − 594 =
    /// 179.33 across the whole dashboard). Right to left likewise, stat2
    /// ending at 266.67 + 230.67 = 497.33, left of stat1.
    @Test(arguments: [false, true])
    func theDrawingBandsTheGapsOfEachLine(rightToLeft: Bool) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trial55-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Self.fixtures.run("dashboard.json", ["--svg", path] + (rightToLeft ? ["--right-to-left"] : []))
        #expect(run.status == 0)
        let picture = try String(contentsOfFile: path, encoding: .utf8)
        let bands = rightToLeft
            ? [#"<title>dashboard: 16 between stat1 and stat2</title><rect x="497.33" y="100" width="16" height="94""#,
               #"<title>dashboard: 16 between stat4 and chart</title><rect x="414" y="210" width="16" height="197""#]
            : [#"<title>dashboard: 16 between stat1 and stat2</title><rect x="510.67" y="100" width="16" height="94""#,
               #"<title>dashboard: 16 between stat4 and chart</title><rect x="594" y="210" width="16" height="197""#]
        for band in bands { #expect(picture.contains(band)) }
        #expect(!picture.contains("between stat3 and stat4"))
    }

    /// A reversed column runs upwards, as a right-to-left row runs
    /// leftwards, and its gaps have bands too (none was drawn): a (40 high)
    /// at the bottom of a column 100 high, b 10 above it (10 … 50), c
    /// starting the second line, 5 to the left, a wrapReverse. The
    /// absolute d in the corner is out of the flow: no band reaches it (the
    /// badge card's picture had one of 203.5 from its price up to its badge).
    @Test func aReversedColumnBandsItsGaps() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trial55-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let column = """
            { "root": { "name": "col", "size": { "width": 200, "height": 100 },
                        "flexStack": { "direction": "verticalReverse", "flexWrap": "wrapReverse", "spacing": 10, "lineSpacing": 5 },
                        "children": [ { "name": "a", "size": { "width": 40, "height": 40 } },
                                      { "name": "b", "size": { "width": 50, "height": 40 } },
                                      { "name": "c", "size": { "width": 30, "height": 40 } },
                                      { "name": "d", "size": { "width": 10, "height": 10 }, "position": "absolute",
                                        "offset": { "top": 0, "left": 0 } } ] } }
            """
        let output = try runLayout(["run", "-", "--svg", path], input: column)
        #expect(output.status == 0)
        let picture = try String(contentsOfFile: path, encoding: .utf8)
        #expect(picture.contains(#"<title>col: 10 between a and b</title><rect x="150" y="50" width="50" height="10""#))
        #expect(!picture.contains("between b and c"))
        #expect(!picture.contains("between c and d"))
    }
}
