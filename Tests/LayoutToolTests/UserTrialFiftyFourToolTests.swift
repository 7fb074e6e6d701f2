import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-four: a Kanban board, 1024 × 768, as layout documents checked
/// against Chromium (`Fixtures/TrialFiftyFour/`: `kanban.py` writes each
/// variant as a document and as HTML/CSS flexbox, `measure.py` measures the
/// HTML's `getBoundingClientRect()` in headless Chromium into
/// `chromium-frames.json`, taken from the board's corner).
///
/// - board: a flex column; the header (56 high, padding 16 on the sides,
///   spacing 8, centred: the title 96 × 24, a spacer of grow 1, three
///   32 × 32 buttons) and a scroll item (grow 1, basis 0) around the
///   `columns` row (padding 16, spacing 16, at least as wide as the scroll
///   item), three columns 300 wide with padding 12 and spacing 10.
/// - a column: its head (a `spaceBetween` row on first baselines: title
///   24 high, baseline 18; count 24 × 16, baseline 12, so 6 lower), a list
///   of cards (spacing 8) and an add button 120 × 28, centred.
/// - a card (padding 10, spacing 6): the title, text of 8-point characters
///   with spaces of 8 and lines of 20, 28 in from its trailing edge; a
///   wrapping row of chips (spacing 6 and lines 6 apart, each a chip of
///   padding 2 / 8 at most 120 wide, its label shrinking to wrap in it);
///   a footer 24 high (a square avatar stretched, the owner taking the
///   rest from a basis of 0 after a leading margin of 6, the points at
///   least 32); a badge 16 × 16, absolute, 6 from the top and trailing
///   edges.
///
/// Variants: a card added, one removed, a long title, 600 wide, right to
/// left (scrolled to the board's trailing end, where an overflowing rtl
/// row starts in CSS), columns stretched with the add button pushed down
/// by an `auto` margin, and `extras` (percentages of margins, bases,
/// sizes and offsets, reversed wrapping, a relative offset, a cover of
/// ratio 2).
@Suite struct UserTrialFiftyFourToolTests {
    static let fixtures = TrialDocuments("TrialFiftyFour")

    static func chromiumFrames() throws -> [String: [String: [Double]]] {
        let url = repositoryRoot.appendingPathComponent(fixtures.path + "chromium-frames.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: [Double]]])
    }

    /// Every element Chromium measured, within 1/16 point: Chromium keeps
    /// lengths in 64ths of a pixel, so 2 % of 256 (5.12) is 5.109375 there.
    @Test(arguments: ["base", "added", "removed", "long", "narrow", "rtl", "narrow-rtl",
                      "stretch", "stretch-rtl", "extras", "extras-rtl"])
    func everyFrameIsChromiums(variant: String) throws {
        let expected = try #require(try Self.chromiumFrames()[variant])
        let run = try Self.fixtures.run(variant + ".json")
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [])
        #expect(expected.count > 90)
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = run.frames[name] ?? []
            #expect(frame.count == 4 && zip(frame, rect).allSatisfy { abs($0 - $1) < 1.0 / 16 },
                    "\(variant): \(name) is \(frame), Chromium's \(rect)")
        }
    }

    /// The first card worked out by hand: the card is 300 − 24 = 276 wide
    /// at (16 + 12, 56 + 16 + 12 + 24 + 10); its title 276 − 20 − 28 = 228
    /// wide, two lines (3 5 4 9 2 6 characters: 24 40 32 72 | 16 48); the
    /// chips 40, 32, 32 wide; the footer 24 below them and 6 apart, the
    /// avatar 24 × 24 at its leading edge, the points 32 at its trailing
    /// edge, the owner 256 − 24 − 6 − 32 = 194 between.
    @Test func theFirstCardByHand() throws {
        let run = try Self.fixtures.run("base.json")
        TrialDocuments.expectFrames(run.frames, [
            "header": [0, 0, 1024, 56], "title": [16, 16, 96, 24], "spacer": [120, 28, 768, 0],
            "filter": [896, 12, 32, 32], "more": [976, 12, 32, 32], "scroller": [0, 56, 1024, 712],
            "columns": [0, 56, 1024, 472], "col1": [16, 72, 300, 440], "col1count": [280, 90, 24, 16],
            "c1": [28, 118, 276, 116], "c1title": [38, 128, 228, 40], "c1tags": [38, 174, 256, 20],
            "c1tag0": [38, 174, 40, 20], "c1tag1": [84, 174, 32, 20], "c1footer": [38, 200, 256, 24],
            "c1avatar": [38, 200, 24, 24], "c1owner": [68, 204, 194, 16], "c1points": [262, 204, 32, 16],
            "c1badge": [282, 124, 16, 16],
        ])
    }
}

/// What `--why` says of the board's positions across a line and of an
/// offset in the flow.
@Suite struct UserTrialFiftyFourWhyTests {
    static let fixtures = UserTrialFiftyFourToolTests.fixtures

    /// The count beside a column's title, both on their first baselines
    /// (title ascent 18, count 12): the note gives that arithmetic.
    @Test func aBaselineAlignedItemSaysWhichAscentsMeet() throws {
        #expect(try Self.fixtures.why("base.json", "col1count.top").hasSuffix("""
            Note: col1count is aligned on its first baseline (alignItems baselineFirst): its baseline meets the line's, \
            18 below the line's start, 12 below its own top: 18 (the line's largest ascent) − 12 (col1count's ascent) = 6.

            """))
    }

    /// A column aligned to the top of the row is placed from the top: no
    /// note reads its position from the row's bottom edge, though for the
    /// tallest column (col1, 440 of the row's 472 with padding 16) that sum
    /// adds up by chance. Right to left the same holds.
    @Test(arguments: [[], ["--right-to-left"]])
    func anItemAtTheNearEdgeIsNotPlacedFromTheFarOne(options: [String]) throws {
        let why = try Self.fixtures.why("base.json", "col1.top", options)
        #expect(!why.contains("aligned to the start across"), "\(why)")
        #expect(why.hasPrefix("col1.top = 16 + 56 = 72\n"), "\(why)")
    }

    /// The owner in `extras` (a basis of 30 %, spaceEvenly: 30.8 of room
    /// before each item) is moved 3 along by its leading offset and 2
    /// down by its top one: the notes give where its line put it and the
    /// move, left to right and right to left.
    @Test func anOffsetInTheFlowSaysHowFarItMovedTheItem() throws {
        #expect(try Self.fixtures.why("extras.json", "c1owner.left").hasSuffix("""
            Note: the 123.2 points free in c1footer's line go to no item (none has flexGrow): justifyContent spaceEvenly \
            puts them evenly between and around the items. c1owner is in the flow with an offset (position relative): \
            its leading offset moves it 3 right from where its line put it, 85.6, to 88.6.

            """))
        #expect(try Self.fixtures.why("extras-rtl.json", "c1owner.left").hasSuffix("""
            its leading offset moves it 3 left from where its line put it, 93.6, to 90.6.

            """))
        #expect(try Self.fixtures.why("extras.json", "c1owner.top").hasSuffix("""
            Note: c1owner is centred across c1footer (alignItems center): half of the 8 points its line leaves, 4, go \
            before it. c1owner is in the flow with an offset (position relative): its top offset moves it 2 down from \
            where its line put it, 4, to 6.

            """))
    }
}

/// What a document written with CSS's habits is told.
@Suite struct UserTrialFiftyFourCSSHabitTests {
    /// A flex child with `order` (the cards of a column reordered), and
    /// CSS's one-length shorthands for padding, margins and insets.
    @Test(arguments: [
        (#"{ "name": "a", "order": 2 }"#, "{}",
         #"item "a" has an unknown key "order": a flexStack places its children in the order "children" lists them: move the child there"#),
        (#"{ "name": "a", "margin": 8 }"#, "{}",
         #"item "a": "margin" must be an object of edges (top, left, bottom, right, leading, trailing): CSS's margin 8 is {"top": 8, "left": 8, "bottom": 8, "right": 8}"#),
        (#"{ "name": "a", "position": "absolute", "offset": 0 }"#, "{}",
         #"item "a": "offset" must be an object of edges (top, left, bottom, right, leading, trailing): CSS's inset 0 is {"top": 0, "left": 0, "bottom": 0, "right": 0}"#),
        (#"{ "name": "a" }"#, #"{ "padding": 12.5 }"#,
         #"item "r" flexStack: "padding" must be an object of edges (top, left, bottom, right, leading, trailing): CSS's padding 12.5 is {"top": 12.5, "left": 12.5, "bottom": 12.5, "right": 12.5}"#),
        (#"{ "name": "a", "margin": "8px 4px" }"#, "{}",
         #"item "a": "margin" must be an object of edges (top, left, bottom, right, leading, trailing)"#),
    ])
    func isToldWhatToWrite(child: String, stack: String, message: String) throws {
        let document = #"{ "root": { "name": "r", "size": { "width": 100, "height": 100 }, "flexStack": "#
            + stack + #", "children": ["# + child + "] } }"
        let output = try runLayout(["run", "-"], input: document)
        #expect(output.status == 2 || output.status == 1)
        #expect(output.standardError.hasPrefix("layout: " + message + "\n"), "\(output.standardError)")
    }
}
