import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-eight's screens as layout documents
/// (`Fixtures/TrialThirtyEight`): the Now Playing screen, the photo grid
/// and the collapsing large title, with the frames worked out by hand for
/// the screens `UserTrialThirtyEightTests` builds in Swift, the other
/// states by `--width`, `--height`, `--text-size` and small edits.
@Suite struct UserTrialThirtyEightToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtyEight")

    // MARK: - 1. Now Playing

    /// Landscape, as a user edits the document: the window's size and
    /// safe area, and the portrait constraints swapped for the landscape
    /// ones (the art's bottom on the bottom margin, the controls beside it).
    static let landscape = [
        ("\"top\": 47, \"left\": 0, \"bottom\": 34, \"right\": 0", "\"top\": 0, \"left\": 47, \"bottom\": 21, \"right\": 47"),
        ("art.trailing == player.trailingMargin - 24", "art.bottom == player.bottomMargin - 24"),
        ("controls.leading == art.leading", "controls.leading == art.trailing + 24"),
        ("controls.trailing == art.trailing", "controls.trailing == player.trailingMargin - 24"),
        ("controls.top == art.bottom + 24", "controls.top == art.top"),
    ]

    /// Portrait at 390 (`nowPlayingAt390`): the art 326 square at (32,
    /// 79), the title on two lines, the gaps of the transport 29.5. At
    /// 320 × 568 under a 20-point status bar: the art 256 from (32, 52),
    /// the gaps 12. Landscape 844 × 390: the art 305 from (79, 32), the
    /// controls from 408, 357 wide, the title on one line, gaps of 37.25.
    @Test func nowPlayingInThreeSizes() throws {
        let portrait = try Self.fixtures.run("nowplaying.json")
        #expect(portrait.status == 0)
        #expect(portrait.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(portrait.frames, [
            "art": [32, 79, 326, 326], "title": [32, 429, 326, 56], "track": [80, 539, 226, 4],
            "remaining": [314, 533, 44, 16], "previous": [89.5, 583, 44, 44], "repeat": [330, 591, 28, 28],
        ])
        let small = try Self.fixtures.run("nowplaying.json", ["--width", "320", "--height", "568"],
                                          [(Self.landscape[0].0, "\"top\": 20, \"left\": 0, \"bottom\": 0, \"right\": 0")])
        #expect(small.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(small.frames, [
            "art": [32, 52, 256, 256], "title": [32, 332, 256, 56], "track": [80, 442, 156, 4],
            "previous": [72, 486, 44, 44], "play": [128, 476, 64, 64], "repeat": [260, 494, 28, 28],
        ])
        let landscape = try Self.fixtures.run("nowplaying.json", ["--width", "844", "--height", "390"], Self.landscape)
        #expect(landscape.status == 0)
        #expect(landscape.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(landscape.frames, [
            "art": [79, 32, 305, 305], "controls": [408, 32, 357, 180], "title": [408, 32, 357, 28],
            "track": [456, 114, 257, 4], "remaining": [721, 108, 44, 16], "previous": [473.25, 158, 44, 44],
            "play": [554.5, 148, 64, 64], "next": [655.75, 158, 44, 44], "repeat": [737, 166, 28, 28],
        ])
    }

    /// The mistakes. A fixed height on the square art conflicts with its
    /// ratio and its width from the margins (326 where it must be 300); the
    /// controls' top left out leaves the controls open, and `--why` on an
    /// item the controls stack arranges names the stack as what to place,
    /// not the title, which the stack places.
    @Test func brokenNowPlayingSaysWhatToFix() throws {
        let conflict = try Self.fixtures.run("nowplaying.json", [],
                                             [("\"controls.top == art.bottom + 24\"",
                                               "\"controls.top == art.bottom + 24\",\n    \"art.height == 300\"")])
        #expect(conflict.status == 1)
        #expect(conflict.json["broken"] as? String == "art.height == 300")
        #expect(conflict.json["conflict"] as? [String] == [
            "art-aspect-ratio: art.width == art.height", "player.width == 390",
            "art.leading == player.leadingMargin + 24", "art.trailing == player.trailingMargin - 24", "art.height == 300",
        ])
        #expect((conflict.json["message"] as? String)?
            .hasPrefix("Unable to satisfy art.height == 300: art.height is 326 where the others hold, but it must be equal to 300\n") == true)
        let open = [("\"controls.trailing == art.trailing\",\n    \"controls.top == art.bottom + 24\"",
                     "\"controls.trailing == art.trailing\"")]
        let ambiguous = try Self.fixtures.run("nowplaying.json", [], open)
        #expect(ambiguous.status == 0)
        #expect(ambiguous.json["ambiguous"] as? [String] == ["controls"])
        let why = try Self.fixtures.why("nowplaying.json", "title.top", [], open)
        #expect(why.contains("""
            It follows controls, whose vertical position nothing decides:
              title is inside controls
            A constraint that places controls is missing (on controls.top, controls.bottom or controls.centerY, say).
            """))
        #expect(!why.contains("places it is missing (on title.top"))
    }

    // MARK: - 2. Photo grid

    /// At 390 (`thePhotoGridAt390SelectingLive`): 3 columns of 128⅔, the
    /// grid to 810; selecting, the toolbar 761 to 810 and the grid 714
    /// high. At 844 with the app's side of 167.2 and the toolbar: 5
    /// columns, Yesterday's five on one line at 276.2.
    @Test func thePhotoGridSelectingAndWide() throws {
        let side = 386.0 / 3
        let grid = try Self.fixtures.run("photos.json")
        #expect(grid.status == 0)
        #expect(grid.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(grid.frames, [
            "grid": [0, 47, 390, 763], "today3": [261 + 1.0 / 3, 77, side, side], "today4": [0, 207 + 2.0 / 3, side, side],
            "yesterday": [0, 338 + 1.0 / 3, 390, 28], "yesterday5": [130 + 2.0 / 3, 499, side, side],
            "toolbar": [0, 810, 390, 0],
        ])
        let selecting = [("\"hidden\": true", "\"hidden\": false"),
                         ("\"toolbar.top == library.safeArea.bottom\"", "\"toolbar.top == library.safeArea.bottom - 49\"")]
        let selected = try Self.fixtures.run("photos.json", [], selecting)
        #expect(selected.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(selected.frames, [
            "grid": [0, 47, 390, 714], "toolbar": [0, 761, 390, 49], "yesterday5": [130 + 2.0 / 3, 499, side, side],
        ])
        let wide = try Self.fixtures.run("photos.json", ["--width", "844"], selecting + [("128.66666666666666", "167.2")])
        #expect(wide.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(wide.frames, [
            "grid": [0, 47, 844, 714], "today4": [507.6, 77, 167.2, 167.2], "yesterday": [0, 246.2, 844, 28],
            "yesterday5": [676.8, 276.2, 167.2, 167.2], "toolbar": [0, 761, 844, 49],
        ])
    }

    // MARK: - 3. Large title

    /// The document scrolled to `offset`, its title's text at `textSize`.
    static func largeTitle(at offset: Double, textSize: Double = 1) throws
        -> (status: Int32, frames: [String: [Double]], json: [String: Any]) {
        try fixtures.run("largetitle.json", ["--text-size", "\(textSize)"],
                         [("\"contentOffset\": {\"x\": 0, \"y\": 0}", "\"contentOffset\": {\"x\": 0, \"y\": \(offset)}")])
    }

    /// Scrolled by y the bar is max(91, 195 − y): pulled down 40 with the
    /// title at 1.2 (`--text-size`, the only text), the title 144 × 49.2
    /// from 125.8; at 26 the search field 10 high; at 78 the title area
    /// 26 and the title from 68; at 150 the bar at its 91 and the first
    /// row under it at 45.
    @Test func theLargeTitleScrolled() throws {
        let pulled = try Self.largeTitle(at: -40, textSize: 1.2)
        #expect(pulled.status == 0)
        #expect(pulled.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(pulled.frames, [
            "navBar": [0, 0, 390, 235], "titleArea": [0, 91, 390, 92], "largeTitle": [16, 125.8, 144, 49.2],
            "searchBar": [0, 183, 390, 52], "searchField": [16, 191, 358, 36], "smallTitle": [165, 58, 60, 22],
        ])
        TrialDocuments.expectFrames(try Self.largeTitle(at: 26).frames, [
            "navBar": [0, 0, 390, 169], "largeTitle": [16, 94, 120, 41], "searchBar": [0, 143, 390, 26],
            "searchField": [16, 151, 358, 10], "row1": [0, 169, 390, 44],
        ])
        TrialDocuments.expectFrames(try Self.largeTitle(at: 78).frames, [
            "navBar": [0, 0, 390, 117], "titleArea": [0, 91, 390, 26], "largeTitle": [16, 68, 120, 41],
            "searchBar": [0, 117, 390, 0], "searchField": [16, 109, 358, 0],
        ])
        let collapsed = try Self.largeTitle(at: 150)
        #expect(collapsed.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(collapsed.frames, [
            "navBar": [0, 0, 390, 91], "titleArea": [0, 91, 390, 0], "largeTitle": [16, 42, 120, 41],
            "row1": [0, 45, 390, 44],
        ])
        // The title's place: the rows' 195, its text's 41, the offset and its 8.
        let why = try Self.fixtures.why("largetitle.json", "largeTitle.top", [],
                                        [("\"contentOffset\": {\"x\": 0, \"y\": 0}", "\"contentOffset\": {\"x\": 0, \"y\": 68}")])
        #expect(why.hasPrefix("largeTitle.top = 195 − 41 − 68 − 8 = 78\n"))
        #expect(why.contains("navBar.bottom == rows.top @800  (−68 of it from list's contentOffset (0, 68))"))
    }
}
