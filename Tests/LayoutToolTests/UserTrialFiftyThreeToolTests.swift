import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-three: a weather screen on a notched phone, 390 × 844 with
/// a safe area of 47 at the top and 34 at the bottom
/// (`Fixtures/TrialFiftyThree/weather.json`). A vertical scroll item
/// (`page`) fills the screen, scrolled to `y` −47 so that its content
/// starts below the notch (its adjusted content inset); inside it a
/// header, a horizontally scrolling row of 12 hours, and a 10-day list.
/// Every frame worked out by hand (at text size s, 1 unless said):
///
/// - header: a `center`-aligned column, spacing 2, 8 below the content's
///   top (47 + 8 = 55), centred: the city (60 8 70: 138 × 34), the
///   temperature (96 × 96), the condition (70 5 40: 115 × 24) and the
///   high/low row, aligned on first baselines, spacing 12: high 58 × 24
///   (baseline 19), low 56 × 20 (baseline 15), 4 below the high's top;
///   126 × 24. The column is 138 × (34 + 96 + 24 + 24 + 3 × 2) = 184, at
///   x (390 − 138) / 2 = 126.
/// - hours: a scroll item 16 below (y 255), as wide as the page, as high
///   as its `fillEqually` row of 12 columns (spacing 8), each a centred
///   column (time 18, icon 28, temperature 20, spacing 8: 82 high) as
///   wide as the widest time, 40 ("Now" is 34): 12 × 40 + 11 × 8 = 568
///   at x 16, column i at 16 + 48 i; content 600 × 82.
/// - days: a column of ten 44-point rows, 16 below (y 353), 16 in from
///   each side (358 wide). A row: name 66, icon 28, low 36, track, high
///   36, spacing 8, centred: the track is 358 − 198 = 160 wide at x 170.
///   The week runs from 10° to 30°; a day from L to H fills
///   (H − L) / 20 of the track, (L − 10) / 20 of it in from its leading
///   edge, by multipliers on widths (a spacer guide, then the fill): 8
///   points a degree. Tuesday's low is the week's: `0/20*track2.width`.
/// - content: 8 + 184 + 16 + 82 + 16 + 440 + 16 = 762 high.
@Suite struct UserTrialFiftyThreeToolTests {
    static let fixtures = TrialDocuments("TrialFiftyThree")
    /// Each day's low and high.
    static let days: [(low: Double, high: Double)] = [
        (14, 26), (12, 24), (10, 22), (15, 28), (18, 30), (16, 27), (13, 25), (11, 21), (12, 23), (14, 25),
    ]

    /// The rows of the 10-day list, 44 high from `top`, in a list `width`
    /// wide at x 16; `mirrored` right to left. Labels 20 s high.
    static func rows(top: Double, width: Double, s: Double = 1, mirrored: Bool = false) -> [String: [Double]] {
        let track = width - 198, lineY = (44 - 20 * s) / 2
        var frames: [String: [Double]] = [:]
        func put(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            frames[name] = [mirrored ? 16 + width - (x - 16) - w : x, y, w, h]
        }
        for (i, day) in days.enumerated() {
            let y = top + 44 * Double(i)
            put("day\(i)", 16, y, width, 44)
            put("name\(i)", 16, y + lineY, 66, 20 * s)
            put("dayIcon\(i)", 90, y + 8, 28, 28)
            put("low\(i)", 126, y + lineY, 36, 20 * s)
            put("track\(i)", 170, y + 20, track, 4)
            put("fill\(i)", 170 + (day.low - 10) / 20 * track, y + 20, (day.high - day.low) / 20 * track, 4)
            put("high\(i)", 170 + track + 8, y + lineY, 36, 20 * s)
        }
        return frames
    }

    /// Runs the document with `options` and expects it to hold
    /// unambiguously with `frames`, the rows `rows` gives and, when given,
    /// the scroll items' content sizes.
    static func expectScreen(_ options: [String], _ frames: [String: [Double]], rows: [String: [Double]],
                             contentSizes: [String: [String: Double]]? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try fixtures.run("weather.json", options)
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], sourceLocation: sourceLocation)
        TrialDocuments.expectFrames(run.frames, frames.merging(rows) { written, _ in written }, sourceLocation: sourceLocation)
        if let contentSizes {
            #expect(run.json["contentSizes"] as? [String: [String: Double]] == contentSizes, sourceLocation: sourceLocation)
        }
    }

    @Test func theWeatherScreenAsWorkedOutByHand() throws {
        try Self.expectScreen([], [
            "screen": [0, 0, 390, 844], "page": [0, 0, 390, 844], "header": [126, 55, 138, 184],
            "city": [126, 55, 138, 34], "temp": [147, 91, 96, 96], "condition": [137.5, 189, 115, 24],
            "hiLo": [132, 215, 126, 24], "high": [132, 215, 58, 24], "low": [202, 219, 56, 20],
            "hourly": [0, 255, 390, 82], "hours": [16, 255, 568, 82], "days": [16, 353, 358, 440],
            "hour0": [16, 255, 40, 82], "time0": [19, 255, 34, 18], "icon0": [22, 281, 28, 28], "temp0": [23, 317, 26, 20],
            "hour11": [544, 255, 40, 82], "time11": [544, 255, 40, 18], "icon11": [550, 281, 28, 28],
            "temp11": [551, 317, 26, 20],
            // Today, 14° to 26°: 4 × 8 = 32 in, 12 × 8 = 96 wide; Tuesday from the track's start.
            "fill0": [202, 373, 96, 4], "fill2": [170, 461, 96, 4], "fill4": [234, 549, 96, 4],
        ], rows: Self.rows(top: 353, width: 358),
           contentSizes: ["page": ["width": 390, "height": 762], "hourly": ["width": 600, "height": 82]])
    }

    /// On a 320 × 568 phone the header centres at (320 − 138) / 2 = 91 and
    /// the list is 320 − 32 = 288 wide: the track 288 − 198 = 90, 4.5
    /// points a degree (Today 18 in, 54 wide; the last Tuesday, 14° to
    /// 25°, 49.5 wide). The hours keep their 600 points of content and
    /// scroll further.
    @Test func onASmallPhone() throws {
        try Self.expectScreen(["--width", "320", "--height", "568"], [
            "page": [0, 0, 320, 568], "header": [91, 55, 138, 184], "temp": [112, 91, 96, 96],
            "condition": [102.5, 189, 115, 24], "hiLo": [97, 215, 126, 24], "low": [167, 219, 56, 20],
            "hourly": [0, 255, 320, 82], "hours": [16, 255, 568, 82], "days": [16, 353, 288, 440],
            "fill0": [188, 373, 54, 4], "fill9": [188, 769, 49.5, 4],
        ], rows: Self.rows(top: 353, width: 288),
           contentSizes: ["page": ["width": 320, "height": 762], "hourly": ["width": 600, "height": 82]])
    }

    /// Right to left the rows mirror within the list (x → 390 − x −
    /// width), the fill measured from the track's right edge; the header's
    /// row puts the high on the right (132 + 56 + 12 = 200). The hours'
    /// content starts at its right end, as a `UIScrollView`'s does: the
    /// first column at 600 − 16 − 40 = 544, out of view at offset 0.
    @Test func rightToLeft() throws {
        try Self.expectScreen(["--right-to-left"], [
            "header": [126, 55, 138, 184], "high": [200, 215, 58, 24], "low": [132, 219, 56, 20],
            "hour0": [544, 255, 40, 82], "time0": [547, 255, 34, 18], "hour11": [16, 255, 40, 82],
            "name0": [308, 365, 66, 20], "track0": [60, 373, 160, 4], "fill0": [92, 373, 96, 4],
            "fill2": [124, 461, 96, 4], "fill3": [76, 505, 104, 4], "high0": [16, 365, 36, 20],
        ], rows: Self.rows(top: 353, width: 358, mirrored: true))
    }

    /// A multiplier on a trailing position does not mirror: Today's fill
    /// placed by `fill0.leading == 0.2*track0.trailing` (4 of the week's
    /// 20 degrees) is where its spacer puts it left to right, 32 into the
    /// track (202), but right to left, where leading and trailing are read
    /// as −x from the track's left edge, its leading (right) edge is on the
    /// track's left edge: 60 − 96 = −36, where the spacer puts it at 92
    /// (the Model guide's "Multiplier").
    @Test func aMultiplierOnTrailingDoesNotMirror() throws {
        let edit = [("\"fill0.leading == gap0.trailing\"", "\"fill0.leading == 0.2*track0.trailing\"")]
        #expect(try Self.fixtures.run("weather.json", [], edit).frames["fill0"] == [202, 373, 96, 4])
        #expect(try Self.fixtures.run("weather.json", ["--right-to-left"], edit).frames["fill0"] == [-36, 373, 96, 4])
    }

    /// A range bar's fraction written as a flex size or as code computes
    /// it, refused with the form a constraint takes.
    @Test(arguments: [
        ("gap0.width == 20%*track0.width", "a percentage in a constraint is a multiplier: write 0.2*track0.width", 15),
        ("gap0.width == 50%", "a percentage in a constraint is a multiplier: write 0.5*ITEM.ATTRIBUTE", 15),
        ("gap0.width == (4/20)*track0.width", "parentheses are not read: write 4/20*track0.width", 15),
        ("gap0.width == ( 4 / 20 ) * track0.width + 2", "parentheses are not read: write 4/20*track0.width", 15),
        ("gap0.width == (0.2 * track0.width)",
         "parentheses are not read: write a multiplier as N or N/M before ITEM.ATTRIBUTE", 15),
        ("gap0.width == (track0.width)", "parentheses are not read: write a multiplier as N or N/M before ITEM.ATTRIBUTE", 15),
    ])
    func aFractionAsAPercentageOrInParentheses(text: String, message: String, column: Int) {
        FractionMultiplierTests.expectRefused(text, message, column: column)
    }

    /// At text size 1.5: the city 207 × 51, the temperature 144 × 144, the
    /// condition 172.5 × 36, the high 87 × 36 (baseline 28.5), the low 84
    /// × 30 (baseline 22.5, 6 down): the row 183 × 36, the header 207 ×
    /// (51 + 144 + 36 + 36 + 6) = 273 at x 91.5. The hours: times 60 (51
    /// for "Now") × 27, temperatures 39 × 30, columns 60 wide and 27 + 8 +
    /// 28 + 8 + 30 = 101 high at y 55 + 273 + 16 = 344; 12 × 60 + 88 =
    /// 808. The list at 344 + 101 + 16 = 461, its rows still 44 high, the
    /// labels 30 high 7 down, the names and temperatures held at 66 and 36
    /// (written as `size`).
    @Test func atALargerTextSize() throws {
        try Self.expectScreen(["--text-size", "1.5"], [
            "header": [91.5, 55, 207, 273], "city": [91.5, 55, 207, 51], "temp": [123, 108, 144, 144],
            "condition": [108.75, 254, 172.5, 36], "hiLo": [103.5, 292, 183, 36], "high": [103.5, 292, 87, 36],
            "low": [202.5, 298, 84, 30], "hourly": [0, 344, 390, 101], "hours": [16, 344, 808, 101],
            "hour0": [16, 344, 60, 101], "time0": [20.5, 344, 51, 27], "icon0": [32, 379, 28, 28],
            "temp0": [26.5, 415, 39, 30], "days": [16, 461, 358, 440],
        ], rows: Self.rows(top: 461, width: 358, s: 1.5),
           contentSizes: ["page": ["width": 390, "height": 870], "hourly": ["width": 840, "height": 101]])
    }
}
