import Foundation
import Testing
@testable import LayoutTool

/// Trial twenty-eight's screens as layout documents
/// (`Fixtures/TrialTwentyEight`), each one frame of the interaction that
/// `UserTrialTwentyEightTests` drives in Swift: the collapsing header with
/// its list scrolled 68 (`contentOffset`), the bottom sheet at its medium
/// detent with two rows hidden, the same sheet between two drag
/// constraints (ambiguous), and the split view at its window's three
/// widths (the last too narrow), read through `layout run`, `--json`,
/// `--width` and `--why`. The frames are the hand-worked ones of the
/// screens built in Swift.
@Suite struct UserTrialTwentyEightToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentyEight/"

    /// `layout run DOCUMENT --json OPTIONS`: the status, each frame as
    /// [x, y, width, height] by name, and the whole JSON.
    static func run(_ document: String, _ options: String...) throws -> (status: Int32, frames: [String: [Double]],
                                                                         json: [String: Any]) {
        try runFrames(fixtures + document, options)
    }

    /// Scrolled 68: the list's top at 200 − 68 = 132 on the screen, the
    /// header 132 high over it, the back button 10 above its bottom, the
    /// title at progress 0.5 (150 × 30.75 at 80.5, 16.875 above the
    /// bottom); 12 rows of 60 make 200 + 720 = 920 of content.
    @Test func theHeaderScrolled68() throws {
        let run = try Self.run("header.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.json["contentSizes"] as? [String: [String: Double]] == ["scroll": ["width": 390, "height": 920]])
        #expect(run.frames["header"] == [0, 0, 390, 132])
        #expect(run.frames["back"] == [8, 78, 44, 44])
        #expect(run.frames["title"] == [80.5, 84.375, 150, 30.75])
        #expect(run.frames["list"] == [0, 132, 390, 720])
        #expect(run.frames["row12"] == [0, 792, 390, 60])
    }

    /// `--why header.height` says where the 68 comes from: the scroll
    /// item's offset, within the follow constraint's share (whose own
    /// constant is 0); the JSON gives that share as `contentOffset`.
    @Test func theHeadersHeightNamesTheOffset() throws {
        let output = try runLayout(["run", Self.fixtures + "header.json", "--why", "header.height"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""

            header.height = 200 − 68 = 132
               200  list.top == scroll.content.top + 200
              − 68  follow: header.bottom == list.top @750  (−68 of it from scroll's contentOffset (0, 68))
                 0  header.top == screen.top

            """))
        let run = try Self.run("header.json", "--why", "header.height")
        let why = try #require(run.json["why"] as? [String: Any])
        let terms = try #require(why["terms"] as? [[String: Any]])
        let follow = try #require(terms.first { $0["constraint"] as? String == "header.bottom == list.top @750" })
        #expect(follow["amount"] as? Double == -68)
        #expect(follow["contentOffset"] as? Double == -68)
        #expect(why["contentOffset"] == nil)
    }

    /// A row inside the content: its bottom on the screen is
    /// 200 + 12 × 60 − 68 = 852, the 68 a line of its own.
    @Test func aRowsBottomOnTheScreen() throws {
        let run = try Self.run("header.json", "--why", "row12.bottom")
        let why = try #require(run.json["why"] as? [String: Any])
        #expect(why["value"] as? Double == 852)
        #expect(why["offset"] as? Double == 0)
        #expect(why["contentOffset"] as? Double == -68)
        #expect((why["text"] as? String)?.hasSuffix("\n  − 68  scroll's contentOffset (0, 68)") == true)
    }

    /// The medium detent (top 422): the column at 441, four rows shown
    /// (rows 5 and 6 hidden, 0 high), row 4 ending 34 + 11 above the
    /// screen's bottom: 709 + 56 = 765.
    @Test func theSheetAtItsMediumDetent() throws {
        let run = try Self.run("sheet.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["sheet"] == [0, 422, 390, 422])
        #expect(run.frames["grabber"] == [177, 428, 36, 5])
        #expect(run.frames["column"] == [16, 441, 358, 324])
        #expect(run.frames["search"] == [16, 473, 358, 36])
        #expect(run.frames["row4"] == [16, 709, 358, 56])
        #expect(run.frames["row5"]?[3] == 0)
    }

    /// Without its drag constraint the sheet's top is open from the limit,
    /// 47 + 10 = 57, to where its four rows still fit above the home
    /// indicator, 844 − 34 − 324 − 19 = 467; the engine leaves it at one
    /// end of that range (which one is the solver's choice, as in UIKit),
    /// its bottom on the screen's, and says nothing pulls it.
    @Test func theSheetWithoutItsDragIsAmbiguous() throws {
        let run = try Self.run("sheet-undragged.json", "--why", "sheet.top")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == ["sheet"])
        let sheet = try #require(run.frames["sheet"])
        #expect(sheet[1] == 57 || sheet[1] == 467)
        #expect(sheet[0] == 0 && sheet[2] == 390 && sheet[1] + sheet[3] == 844)
        let why = try #require(run.json["why"] as? [String: Any])
        #expect(why["open"] as? [Double] == [57, 467])
        #expect(why["trading"] as? [String] == [])
    }

    /// 1 024 wide, the sidebar prefers 450 and is held at 400; the detail's
    /// 623 less its margins leave the body 583: nine words of 60 a line,
    /// two lines.
    @Test func theSplitView() throws {
        let run = try Self.run("split.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["sidebar"] == [0, 0, 400, 768])
        #expect(run.frames["divider"] == [400, 0, 1, 768])
        #expect(run.frames["detail"] == [401, 0, 623, 768])
        #expect(run.frames["body"] == [421, 20, 583, 40])
        #expect(run.frames["item5"] == [0, 176, 400, 44])
    }

    /// `--width 700`: the detail's minimum holds the sidebar to
    /// 700 − 1 − 320 = 379, as `--why` says, and its note says what the
    /// preferred 450 lost to; the body, 280 wide, takes four words a line,
    /// three lines.
    @Test func theSplitViewNarrowed() throws {
        let run = try Self.run("split.json", "--width", "700")
        #expect(run.status == 0)
        #expect(run.frames["sidebar"] == [0, 0, 379, 768])
        #expect(run.frames["detail"] == [380, 0, 320, 768])
        #expect(run.frames["body"] == [400, 20, 280, 60])
        let why = try runLayout(["run", Self.fixtures + "split.json", "--width", "700", "--why", "sidebar.width"])
        #expect(why.standardOutput.hasSuffix("""

            sidebar.width = 700 − 1 − 320 = 379
                700  window.width == 700
                − 1  divider.width == 1
              − 320  detail.width >= 320
                  0  sidebar.leading == window.leading
                  0  divider.leading == sidebar.trailing
            Note: sidebar's width misses preferred: sidebar.width == 450 @750 by 71; the required constraints keep the width from being 1 more.

            """))
        let json = try Self.run("split.json", "--width", "700", "--why", "sidebar.width").json
        let givingWay = try #require((json["why"] as? [String: Any])?["givingWay"] as? [String: Any])
        #expect(givingWay["wished"] as? Double == 450)
        #expect(givingWay["heldByRequired"] as? Bool == true)
        #expect((givingWay["rivals"] as? [Any])?.isEmpty == true)
    }

    /// `--width 500`, less than 200 + 1 + 320: exit 1, the detail's
    /// minimum (the last activated) broken; the window keeps 500, the
    /// sidebar its 400, the detail what is left, 99.
    @Test func theSplitViewTooNarrow() throws {
        let run = try Self.run("split.json", "--width", "500")
        #expect(run.status == 1)
        #expect(run.json["error"] as? String == "unsatisfiable")
        #expect(run.json["broken"] as? String == "detail.width >= 320")
        #expect((run.json["conflict"] as? [String])?.first == "window.width == 500")
        #expect(run.frames["window"] == [0, 0, 500, 768])
        #expect(run.frames["detail"] == [401, 0, 99, 768])
        #expect((run.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy detail.width >= 320: detail.width is at most 299 (99 as laid out) where the others hold, but it must be at least 320") == true)
    }
}
