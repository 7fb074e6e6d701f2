import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-five: a calendar month and an iOS keyboard, each written
/// twice (`Fixtures/TrialFortyFive/`): as Texture flex stacks
/// (`calendar-flex.json`, `keyboard-flex.json`) and as `UIStackView` stacks
/// (`calendar-stacks.json`, `keyboard.json`), laid out at 375 and 320 wide
/// (the calendar right to left too), with every frame worked out by hand
/// first. Both ways give the same frames but for the containers that only
/// one of them has.
///
/// The calendar at width W (375, then 320), August 2026 (the 1st a
/// Saturday, cell 7; today the 4th, cell 10), 42 cells in six weeks:
/// - header, 44 high (the two buttons): month, text 60 + 4 + 40 = 104 × 24,
///   takes what the buttons and the 16-point insets leave,
///   W − 32 − 88 = 255 (200), at x 16, y (44 − 24) / 2 = 10 (flex: it
///   grows by 255 − 104 = 151 from its basis; stacks: the only item
///   without a required width in a `fill` row); previous at 16 + 255 = 271
///   (216), next at 315 (260), 16 from the right edge.
/// - weekdays, 8 below: seven labels 16 high, each W / 7 = 53.571429
///   (45.714286) wide (flex: basis 0, flexGrow 1 each; stacks:
///   `fillEqually`), the i-th at i × W / 7, y 52.
/// - grid, 4 below the weekdays, y 72: six lines of 44, 264 high. Cell k
///   (from 1) is in column (k − 1) mod 7 and week (k − 1) ÷ 7: x column ×
///   W / 7, y 72 + 44 × week, W / 7 × 44 (flex: a wrapping row, each cell
///   a flex basis of 100 / 7 % of 375 = 53.571429, seven to a line since
///   7 × 100 / 7 % is the whole line; stacks: a column of six `fillEqually`
///   rows). Today's circle, 32 × 32, centred in cell 10 (column 2, week 1):
///   2 × 53.571429 + (53.571429 − 32) / 2 = 117.928571 (at 320:
///   91.428571 + 6.857143 = 98.285714), y 116 + 6 = 122.
/// - events, 16 below the grid, y 352, inset 16 on each side, 12 between
///   the rows: a 4-point bar, an 8 gap, a 56-point time column, an 8 gap
///   and the title, W − 32 − 4 − 8 − 56 − 8 = 267 (212) wide at x 92.
///   Titles (words, spaces of 4, lines of 20): e1 70 48 90 64 is 284 on
///   one line, so at 267 its lines are 70 + 4 + 48 + 4 + 90 = 216 and 64
///   (at 212: 122 and 158): 40 high; e2 40 52 36 is 136, one line, 20
///   high; e3 80 80 80 30 is 248 and 30 (164 and 114): 40 high. Each row
///   is its title's height; the bar as high, the time 20 at the top. Rows
///   at 352, 352 + 40 + 12 = 404 and 404 + 20 + 12 = 436; the events 124
///   high, the calendar 352 + 124 = 476 at both widths.
/// - right to left: every x mirrored, W − x − width: month at
///   375 − 16 − 255 = 104, next at 16, Sunday at 375 − 53.571429 =
///   321.428571, cell 10 at 4 × 53.571429 = 214.285714, the bars at 355,
///   the times at 291, the titles at 16.
///
/// The keyboard: keys 42 high, 6 apart, rows 11 apart from y 8, 4 below
/// the last: 8 + 4 × 42 + 3 × 11 + 4 = 213 high, rows at 8, 61, 114, 167.
/// - row 1, 3 from each edge: ten keys in W − 6 − 9 × 6 = 315 (260):
///   31.5 (26) each, the i-th at 3 + 37.5 i (3 + 32 i).
/// - row 2: nine keys as wide, 9 × 31.5 + 8 × 6 = 331.5 (282), centred at
///   (375 − 331.5) / 2 = 21.75 ((320 − 282) / 2 = 19), the j-th at
///   21.75 + 37.5 j (19 + 32 j).
/// - row 3: shift and delete 42 at the row's ends (3 and W − 45 = 330,
///   275); seven letters as wide as row 1's, 7 × 31.5 + 6 × 6 = 256.5
///   (218), in the middle of the 369 − 84 − 256.5 = 28.5 (12) left: 14.25
///   (6) on each side, z at 3 + 42 + 14.25 = 59.25 (51), m at 284.25 (243).
/// - row 4: 123 and globe 42, return 88, the space bar the rest:
///   369 − 172 − 18 = 179 (314 − 172 − 18 = 124); at 3, 51, 99 and
///   99 + 179 + 6 = 284 (229).
/// - flex: each key has a 3-point margin on both sides (its hit area), so
///   neighbours are 6 apart and a row of ten keys, basis 0 and flexGrow 1,
///   gives each (W − 60) / 10: 31.5 (26) at 3 + 37.5 i, the same as the
///   stacks. Row 2 has a half-key spacer at each end, basis 3 and flexGrow
///   0.5: (W − 54 − 6) / 10 per grow, 31.5 (26) a key and 3 + 15.75 =
///   18.75 (16) a spacer, so a is at 18.75 + 3 = 21.75 (19). In row 3 the
///   letters are a row of 70 % of W, 262.5 (224), seven keys of
///   (262.5 − 42) / 7 = 31.5 ((224 − 42) / 7 = 26), and `spaceBetween`
///   puts the 375 − 48 − 262.5 − 48 = 16.5 (0) left into two gaps of 8.25:
///   letters at 48 + 8.25 = 56.25 (48), z at 59.25 (51).
@Suite struct UserTrialFortyFiveToolTests {
    static let fixtures = TrialDocuments("TrialFortyFive")

    /// The root turned right to left.
    static let rightToLeft = [("\"name\": \"calendar\",", "\"name\": \"calendar\", \"layoutDirection\": \"rightToLeft\",")]

    /// The calendar's frames at `width`, from the arithmetic above (a
    /// 320-point screen has a month of 200 and titles of 212); right to
    /// left, every x mirrored.
    static func calendar(_ width: Double, rightToLeft: Bool = false) -> [String: [Double]] {
        let day = width / 7
        let title = width - 108
        var frames: [String: [Double]] = [
            "calendar": [0, 0, width, 476], "header": [0, 0, width, 44], "month": [16, 10, width - 120, 24],
            "previous": [width - 104, 0, 44, 44], "next": [width - 60, 0, 44, 44], "grid": [0, 72, width, 264],
            "today": [2 * day + (day - 32) / 2, 122, 32, 32], "events": [0, 352, width, 124],
        ]
        for (index, name) in ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].enumerated() {
            frames[name] = [Double(index) * day, 52, day, 16]
        }
        for cell in 0..<42 {
            frames["c\(cell + 1)"] = [Double(cell % 7) * day, 72 + 44 * Double(cell / 7), day, 44]
        }
        for (event, top, height) in [("e1", 352.0, 40.0), ("e2", 404, 20), ("e3", 436, 40)] {
            frames[event] = [16, top, width - 32, height]
            frames[event + "Bar"] = [16, top, 4, height]
            frames[event + "Time"] = [28, top, 56, 20]
            frames[event + "Title"] = [92, top, title, height]
        }
        guard rightToLeft else { return frames }
        return frames.mapValues { [width - $0[0] - $0[2], $0[1], $0[2], $0[3]] }
    }

    /// The keys' frames at `width` (375 or 320), the same in both documents.
    static func keys(_ width: Double) -> [String: [Double]] {
        let key = (width - 60) / 10
        let pitch = key + 6
        let row2 = (width - 9 * key - 48) / 2
        let letters = 3 + 42 + (width - 6 - 84 - 7 * key - 36) / 2
        var frames: [String: [Double]] = [
            "shift": [3, 114, 42, 42], "delete": [width - 45, 114, 42, 42],
            "numbers": [3, 167, 42, 42], "globe": [51, 167, 42, 42], "space": [99, 167, width - 196, 42],
            "return": [width - 91, 167, 88, 42],
        ]
        for (row, y, start) in [("qwertyuiop", 8.0, 3.0), ("asdfghjkl", 61, row2), ("zxcvbnm", 114, letters)] {
            for (index, name) in row.enumerated() {
                frames[String(name)] = [start + Double(index) * pitch, y, key, 42]
            }
        }
        return frames
    }

    @Test func theCalendarAt375() throws {
        for document in ["calendar-flex.json", "calendar-stacks.json"] {
            let calendar = try Self.fixtures.run(document, ["--width", "375"])
            #expect(calendar.status == 0)
            #expect(calendar.json["ambiguous"] as? [String] == [])
            TrialDocuments.expectFrames(calendar.frames, Self.calendar(375))
        }
        // Spot checks of the formula against the numbers worked by hand.
        let expected = Self.calendar(375)
        #expect(expected["today"] == [117.92857142857142, 122, 32, 32])
        #expect(expected["month"] == [16, 10, 255, 24] && expected["next"] == [315, 0, 44, 44])
        #expect(expected["e1Title"] == [92, 352, 267, 40])
        let stacks = try Self.fixtures.run("calendar-stacks.json", ["--width", "375"])
        TrialDocuments.expectFrames(stacks.frames, ["week2": [0, 116, 375, 44], "week6": [0, 292, 375, 44]])
    }

    @Test func theCalendarAt320() throws {
        for document in ["calendar-flex.json", "calendar-stacks.json"] {
            let calendar = try Self.fixtures.run(document, ["--width", "320"])
            #expect(calendar.status == 0)
            TrialDocuments.expectFrames(calendar.frames, Self.calendar(320))
        }
        let expected = Self.calendar(320)
        #expect(expected["month"] == [16, 10, 200, 24] && expected["previous"] == [216, 0, 44, 44])
        #expect(abs(expected["today"]![0] - 98.285714) < 1e-6)
    }

    @Test func theCalendarRightToLeft() throws {
        for document in ["calendar-flex.json", "calendar-stacks.json"] {
            let calendar = try Self.fixtures.run(document, ["--width", "375"], Self.rightToLeft)
            #expect(calendar.status == 0)
            TrialDocuments.expectFrames(calendar.frames, Self.calendar(375, rightToLeft: true))
        }
        let expected = Self.calendar(375, rightToLeft: true)
        #expect(expected["month"] == [104, 10, 255, 24] && expected["next"] == [16, 0, 44, 44])
        #expect(expected["e1Bar"] == [355, 352, 4, 40] && expected["e1Title"] == [16, 352, 267, 40])
    }

    /// At text size 1.5 the words, spaces and lines are half as large
    /// again: the month 90 + 6 + 60 = 156 × 36, at y (44 − 36) / 2 = 4;
    /// the titles at 267: e1 105 + 6 + 72 = 183, then 135 + 6 + 96 = 237,
    /// 60 high; e2 60 + 6 + 78 + 6 + 54 = 204, 30; e3 120 + 6 + 120 = 246,
    /// then 120 + 6 + 45 = 171, 60. Rows at 352, 352 + 60 + 12 = 424 and
    /// 424 + 30 + 12 = 466; the calendar 466 + 60 = 526.
    @Test func theCalendarAtALargerTextSize() throws {
        for document in ["calendar-flex.json", "calendar-stacks.json"] {
            let calendar = try Self.fixtures.run(document, ["--width", "375", "--text-size", "1.5"])
            #expect(calendar.status == 0)
            TrialDocuments.expectFrames(calendar.frames, [
                "calendar": [0, 0, 375, 526], "month": [16, 4, 255, 36], "c42": Self.calendar(375)["c42"]!,
                "events": [0, 352, 375, 174], "e1Title": [92, 352, 267, 60], "e2": [16, 424, 343, 30],
                "e2Title": [92, 424, 267, 30], "e3Bar": [16, 466, 4, 60], "e3Title": [92, 466, 267, 60],
            ])
        }
    }

    @Test func theKeyboardAt375And320() throws {
        for width in [375.0, 320] {
            let stacks = try Self.fixtures.run("keyboard.json", ["--width", "\(Int(width))"])
            let flex = try Self.fixtures.run("keyboard-flex.json", ["--width", "\(Int(width))"])
            #expect(stacks.status == 0 && flex.status == 0)
            #expect(stacks.json["ambiguous"] as? [String] == [] && flex.json["ambiguous"] as? [String] == [])
            TrialDocuments.expectFrames(stacks.frames, Self.keys(width))
            TrialDocuments.expectFrames(flex.frames, Self.keys(width))
            #expect(stacks.frames["keyboard"] == [0, 0, width, 213] && flex.frames["keyboard"] == [0, 0, width, 213])
        }
        let keys = Self.keys(375)
        #expect(keys["a"] == [21.75, 61, 31.5, 42] && keys["z"] == [59.25, 114, 31.5, 42])
        #expect(keys["space"] == [99, 167, 179, 42] && keys["return"] == [284, 167, 88, 42])
        #expect(Self.keys(320)["l"] == [275, 61, 26, 42] && Self.keys(320)["m"] == [243, 114, 26, 42])
        let stacks = try Self.fixtures.run("keyboard.json", ["--width", "375"])
        TrialDocuments.expectFrames(stacks.frames, [
            "row1": [3, 8, 369, 42], "row2": [21.75, 61, 331.5, 42], "row3": [3, 114, 369, 42],
            "letters": [59.25, 114, 256.5, 42], "row4": [3, 167, 369, 42],
        ])
        let flex = try Self.fixtures.run("keyboard-flex.json", ["--width", "320"])
        TrialDocuments.expectFrames(flex.frames, [
            "left": [0, 61, 16, 42], "right": [304, 61, 16, 42], "letters": [48, 114, 224, 42],
        ])
    }

    /// A day's width and place, the month's and a weekday's width, a
    /// wrapped title's height, the space bar's width: each note adds up to
    /// the value.
    @Test func theNotesAddUp() throws {
        let w375 = ["--width", "375"]
        let flex = "calendar-flex.json"
        #expect(try Self.fixtures.why(flex, "c10.width", w375).hasSuffix("""
            Note: c10's flex basis is 53.571429, 14.285714% of grid's content box, 375 wide; \
            its items fill line 2 of grid, so none grows or shrinks.

            """))
        #expect(try Self.fixtures.why(flex, "c10.top", w375) == """
            c10.top = 72 + 44 = 116
              72  STK-flex-position: grid.top == calendar.top + 72
              44  STK-flex-position: c10.top == grid.top + 44
            Note: grid follows weekdays from the top in calendar's line: 68 (where weekdays ends) + 4 (grid's spacingBefore) = 72.
            Note: c10 is on line 2 of grid, of 6 lines.

            """)
        #expect(try Self.fixtures.why(flex, "today.left", w375).hasSuffix("""
            Note: the 21.571429 points free in c10's line go to no item (none has flexGrow): \
            justifyContent center puts half before the first item and half after the last.

            """))
        #expect(try Self.fixtures.why(flex, "month.width", w375).hasSuffix("""
            Note: month's flex basis is 104; it grew by all the 151 points free in header's line (flexGrow 1).

            """))
        #expect(try Self.fixtures.why(flex, "sun.width", w375).hasSuffix("""
            Note: sun's flex basis is 0; it grew by 53.571429 of the 375 points free in weekdays's line (flexGrow 1 of 7).

            """))
        #expect(try Self.fixtures.why(flex, "e1Title.height", w375).hasSuffix("""
            Note: e1Title's content is 216 × 40 within the width it was laid out at, 267; offered any width it is 284 × 20.

            """))
        #expect(try Self.fixtures.why(flex, "e1Title.width", ["--width", "320"]).hasSuffix("""
            Note: e1Title's flex basis is 284; it shrank by all the 72 points by which e1's line overflows \
            (flexShrink 1, the only item that shrinks). e1Title's content is 158 × 40 within the width it was \
            laid out at, 212; offered any width it is 284 × 20.

            """))
        #expect(try Self.fixtures.why(flex, "grid.height", w375).hasSuffix("""
            Note: grid fits its lines: 44 (line 1's height) + 44 (line 2's height) + 44 (line 3's height) \
            + 44 (line 4's height) + 44 (line 5's height) + 44 (line 6's height) = 264.

            """))
        // In the stacks, a day's place is sevenths of the screen, and the
        // wrapped title's width what the row leaves it.
        let stacks = "calendar-stacks.json"
        #expect(try Self.fixtures.why(stacks, "c10.left", w375).hasPrefix("""
            c10.left = 107.142857
              107.142857  calendar.width == 375  (× 2/7)
            """))
        #expect(try Self.fixtures.why(stacks, "e1Title.height", w375).contains("""
            Note: e1Title does not get the width its content wants. Offered any width, its content is 284 × 20; \
            wanting that, its constraints give it 267:
              e1Title.width = 375 − 4 − 56 − 8 − 8 − 16 − 16 = 267
            """))
        #expect(try Self.fixtures.why(stacks, "month.width", w375).hasPrefix("""
            month.width = 375 − 44 − 44 − 16 − 16 = 255
            """))
        #expect(try Self.fixtures.why("keyboard.json", "space.width", w375).hasPrefix("""
            space.width = 375 − 42 − 42 − 88 − 3 − 3 − 6 − 6 − 6 = 179
            """))
        // A letter key's width at 320 comes through all three rows; each
        // row's spacings are one form, whatever the keys' names:
        // 42/3 + 42/3 + 6 × 6/3 + 2 × 6/3 − 9 × 6/3 = 26.
        #expect(try Self.fixtures.why("keyboard.json", "q.width", []).hasPrefix("""
            q.width = 14 + 14 + 2 × 6 + 4 − 2 × 9 = 26
               14  shift.width == 42  (× 1/3)
               14  delete.width == 42  (× 1/3)
                2  UISV-spacing: x.leading == z.trailing + 6  (× 1/3)
                2  UISV-spacing: c.leading == x.trailing + 6  (× 1/3)
                   … 3 more of the same form
                2  UISV-spacing: m.leading == n.trailing + 6  (× 1/3)
            """))
        #expect(try Self.fixtures.why("keyboard-flex.json", "space.width", w375).hasSuffix("""
            Note: space's flex basis is 0; it grew by all the 179 points free in row4's line (flexGrow 1).

            """))
        #expect(try Self.fixtures.why("keyboard-flex.json", "keyboard.height", w375) == """
            keyboard.height = 213
              213  STK-content-fit: keyboard.height >= 213 @750
            Note: keyboard fits its items: 42 (row1's height) + 11 (spacing) + 42 (row2's height) + 11 (spacing) \
            + 42 (row3's height) + 11 (spacing) + 42 (row4's height) + 8 (its top padding) + 4 (its bottom padding) = 213.

            """)
        #expect(try Self.fixtures.why("keyboard-flex.json", "a.left", w375).hasSuffix("""
            Note: a follows left from the left in row2's line: 18.75 (where left ends) + 3 (a's left margin) = 21.75.

            """))
        #expect(try Self.fixtures.why("keyboard-flex.json", "left.width", w375).hasSuffix("""
            Note: left's flex basis is 3; it grew by 15.75 of the 315 points free in row2's line (flexGrow 0.5 of 10).

            """))
        #expect(try Self.fixtures.why("keyboard-flex.json", "letters.width", w375).hasSuffix("""
            Note: letters's flex basis is 262.5, 70% of row3's content box, 375 wide; \
            the 16.5 points free in row3's line go to no item: none has flexGrow.

            """))
    }
}
