import Foundation
import Testing
@testable import LayoutTool

/// Trial twenty-seven's screens as layout documents
/// (`Fixtures/TrialTwentySeven`): the subtitle cell at 320 and 390, a list
/// of six cells at the standard and the large text size and turned to 844,
/// and the grid of tag chips, read through `layout run`, `--json` and
/// `--why`. The frames are the ones worked out by hand for the screens
/// built in Swift by `UserTrialTwentySevenTests`.
@Suite struct UserTrialTwentySevenToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentySeven/"

    /// `layout run DOCUMENT --json OPTIONS`: the status, and each frame as
    /// [x, y, width, height] by name.
    static func frames(_ document: String, _ options: String...) throws -> (status: Int32, frames: [String: [Double]],
                                                                            json: [String: Any]) {
        try frames(document, options)
    }

    /// `layout run DOCUMENT --json OPTIONS`, the options as an array.
    static func frames(_ document: String, _ options: [String]) throws -> (status: Int32, frames: [String: [Double]],
                                                                            json: [String: Any]) {
        try runFrames(fixtures + document, options)
    }

    /// The cell at 320: two lines of title (220 wide), 88 tall; the
    /// chevron centred at (88 − 13) / 2 = 37.5.
    @Test func theCellAt320() throws {
        let run = try Self.frames("cell.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["cell"] == [0, 0, 320, 88])
        #expect(run.frames["avatar"] == [16, 11, 40, 40])
        #expect(run.frames["title"] == [68, 11, 220, 44])
        #expect(run.frames["subtitle"] == [68, 59, 220, 18])
        #expect(run.frames["chevron"] == [296, 37.5, 8, 13])
    }

    /// `--width 390`: one line of title, 290 wide; 66 tall.
    @Test func theCellAt390() throws {
        let run = try Self.frames("cell.json", "--width", "390")
        #expect(run.status == 0)
        #expect(run.frames["cell"] == [0, 0, 390, 66])
        #expect(run.frames["title"] == [68, 11, 290, 22])
        #expect(run.frames["subtitle"] == [68, 37, 290, 18])
        #expect(run.frames["chevron"] == [366, 26.5, 8, 13])
    }

    /// Six cells (one, two and three lines of title, twice) in a scroll
    /// item 390 wide: 66 + 1 + 88 + 1 + 110 = 266 and again, 533 of content.
    @Test func aListOfSixCells() throws {
        let run = try Self.frames("list.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.json["contentSizes"] as? [String: [String: Double]] == ["scroll": ["width": 390, "height": 533]])
        #expect(run.frames["cell4"] == [0, 334, 390, 88])
        #expect(run.frames["title5"] == [68, 434, 290, 66])
        #expect(run.frames["chevron5"] == [366, 423 + 48.5, 8, 13])
    }

    /// The large text size: 76 + 1 + 104 + 1 + 160 = 342 and again, 685;
    /// cell 5 at 343 + 182 = 525, its title 112 tall and subtitle 22.
    @Test func aListOfSixCellsInLargeText() throws {
        let run = try Self.frames("list-large.json")
        #expect(run.status == 0)
        #expect(run.json["contentSizes"] as? [String: [String: Double]] == ["scroll": ["width": 390, "height": 685]])
        #expect(run.frames["cell5"] == [0, 525, 390, 160])
        #expect(run.frames["title5"] == [68, 536, 290, 112])
        #expect(run.frames["subtitle5"] == [68, 652, 290, 22])
    }

    /// Turned to 844 × 390: every title on one line in 744, cells of 66,
    /// 6 × 66 + 5 = 401 of content; the chevrons at 820.
    @Test func theListTurned() throws {
        let run = try Self.frames("list.json", "--width", "844", "--height", "390")
        #expect(run.status == 0)
        #expect(run.json["contentSizes"] as? [String: [String: Double]] == ["scroll": ["width": 844, "height": 401]])
        #expect(run.frames["cell5"] == [0, 335, 844, 66])
        #expect(run.frames["title5"] == [68, 346, 744, 22])
        #expect(run.frames["chevron5"] == [820, 335 + 26.5, 8, 13])
    }

    /// The chips at 390: three lines at 16, 56 and 96, the grid 144 tall.
    @Test func theChips() throws {
        let run = try Self.frames("chips.json")
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["grid"] == [0, 0, 390, 144])
        #expect(run.frames["chip3"] == [16, 56, 76, 32])
        #expect(run.frames["tag4"] == [112, 62, 120, 20])
        #expect(run.frames["chip7"] == [124, 96, 124, 32])
    }

    /// At 844 only the last chip wraps: the grid is 104 tall.
    @Test func theChipsTurned() throws {
        let run = try Self.frames("chips.json", "--width", "844")
        #expect(run.status == 0)
        #expect(run.frames["grid"] == [0, 0, 844, 104])
        #expect(run.frames["chip6"] == [604, 16, 100, 32])
        #expect(run.frames["chip7"] == [16, 56, 124, 32])
    }

    /// `--why cell.height` adds up the cell's height from its texts and
    /// margins, and says the title got less than one line's width.
    @Test func whyTheCellIsAsTallAsItIs() throws {
        let output = try runLayout(["run", Self.fixtures + "cell.json", "--why", "cell.height"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("""
            cell.height = 44 + 18 + 11 + 4 + 11 = 88
              44  title-compression-vertical: title.height >= 44 @750
              18  subtitle-compression-vertical: subtitle.height >= 18 @750
              11  title.top == cell.topMargin  (cell.topMargin = cell.top + 11)
               4  subtitle.top == title.bottom + 4
              11  subtitle.bottom == cell.bottomMargin  (cell.bottomMargin = cell.bottom − 11)

            """))
        #expect(output.standardOutput.contains("Within 220 its content is 188 × 44.\n"))
    }

    /// `--why` on a chip of the grid: its width is its flex basis, and the
    /// 358 − 290 = 68 points its line leaves go to no chip.
    @Test func whyAChipIsAsWideAsItIs() throws {
        let output = try runLayout(["run", Self.fixtures + "chips.json", "--why", "chip4.width"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
            chip4.width = 144
              144  STK-flex-size: chip4.width == 144
            Note: chip4's flex basis is 144; the 68 points free in line 2 of grid go to no item: none has flexGrow.

            """))
    }

    /// The `UIStackView` cell: the same frames as the constraint cell's,
    /// but the avatar centred on the texts' column: 11 + (66 − 40) / 2 = 24
    /// at 320, 11 + (44 − 40) / 2 = 13 at 390.
    @Test(arguments: [(nil, 88.0, 24.0, 220.0), ("390", 66, 13, 290)])
    func theStackCell(width: String?, height: Double, avatarY: Double, textWidth: Double) throws {
        let run = try Self.frames("stack-cell.json", width.map { ["--width", $0] } ?? [])
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["cell"] == [0, 0, textWidth + 100, height])
        #expect(run.frames["avatar"] == [16, avatarY, 40, 40])
        #expect(run.frames["texts"] == [68, 11, textWidth, height - 22])
        #expect(run.frames["chevron"] == [textWidth + 76, (height - 13) / 2, 8, 13])
    }

    /// Three Texture cells in a flex column: 66 + 1 + 88 + 1 + 110 = 266
    /// at 390; at 844 every title on one line, 3 × 66 + 2 = 200, cell 2
    /// at 134 and its chevron at 820, 134 + 26.5.
    @Test func theFlexList() throws {
        let run = try Self.frames("flex-list.json")
        #expect(run.status == 0)
        #expect(run.frames["list"] == [0, 0, 390, 266])
        #expect(run.frames["avatar1"] == [16, 67 + 24, 40, 40])
        #expect(run.frames["title2"] == [68, 167, 290, 66])
        #expect(run.frames["chevron2"] == [366, 156 + 48.5, 8, 13])
        let turned = try Self.frames("flex-list.json", "--width", "844")
        #expect(turned.status == 0)
        #expect(turned.frames["list"] == [0, 0, 844, 200])
        #expect(turned.frames["title2"] == [68, 145, 744, 22])
        #expect(turned.frames["chevron2"] == [820, 160.5, 8, 13])
    }
}
