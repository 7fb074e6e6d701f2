import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty: a stopwatch on a notched phone, 390 × 844 with a safe area
/// of 47 at the top and 34 at the bottom, written twice: with `UIStackView`
/// stacks (`Fixtures/TrialFifty/stopwatch.json`, side margins 16) and with
/// flex stacks (`stopwatch-flex.json`, a vertical flex stack pinned to the
/// safe area with 16 of side padding). Every frame worked out by hand:
///
/// - digits (280 × 80) centred, 60 below the safe area's top: x 195 − 140
///   = 55, y 47 + 60 = 107.
/// - buttons: Lap and Start (80 × 80) spread between the margins (16 to
///   374, 358 wide) 40 below the digits: y 107 + 80 + 40 = 227; Lap at 16,
///   Start at 374 − 80 = 294.
/// - laps: rows 12 apart, 32 below the buttons: y 227 + 80 + 32 = 339.
///   Each row aligns "Lap N" (50 × 20, baseline 15) and the time (90 × 24,
///   baseline 18) by their first baselines: the row is 18 above the
///   baseline and max(20 − 15, 24 − 18) = 6 below, 24 high; the label 18 −
///   15 = 3 down. The label stretches (the time hugs at 251; in the flex
///   stack the label has `flexGrow` 1): 358 − 90 = 268, the time at 16 +
///   268 = 284. Rows at 339, 339 + 36 = 375 and 411; the list 3 × 24 + 2 ×
///   12 = 96 high.
/// - the flex column (`content`) is the safe area: (0, 47, 390, 844 − 47 −
///   34 = 763).
@Suite struct UserTrialFiftyToolTests {
    static let fixtures = TrialDocuments("TrialFifty")

    static let stopwatch: [String: [Double]] = {
        var frames: [String: [Double]] = [
            "screen": [0, 0, 390, 844], "digits": [55, 107, 280, 80], "buttons": [16, 227, 358, 80],
            "lap": [16, 227, 80, 80], "start": [294, 227, 80, 80], "laps": [16, 339, 358, 96],
        ]
        for row in 1...3 {
            let y = 339 + 36 * Double(row - 1)
            frames["row\(row)"] = [16, y, 358, 24]
            frames["lap\(row)"] = [16, y + 3, 268, 20]
            frames["time\(row)"] = [284, y, 90, 24]
        }
        return frames
    }()

    /// The time of the first row back at the label's hugging, 250.
    static let equalHugging = (",\n                \"hugging\": { \"horizontal\": 251 }", "")

    /// The first row's time as text of 120 + 6 + 100 + 6 + 120 = 352 on one line.
    static let longTime = ("{ \"name\": \"time1\", \"intrinsicSize\": { \"width\": 90, \"height\": 24 }",
                           "{ \"name\": \"time1\", \"text\": { \"words\": [120, 100, 120], \"spaceWidth\": 6, "
                               + "\"lineHeight\": 24, \"maxLines\": 1 }")

    /// A setting added to every "Lap N" label (`"hugging": {…}`).
    static func lapLabels(_ setting: String) -> (String, String) {
        ("\"baseline\": { \"first\": 15, \"last\": 15 } },", "\"baseline\": { \"first\": 15, \"last\": 15 }, \(setting) },")
    }

    /// A constraint added after the document's last one.
    static func adding(_ constraint: String) -> (String, String) {
        ("\"laps.top == buttons.bottom + 32\"", "\"laps.top == buttons.bottom + 32\", \"\(constraint)\"")
    }

    @Test func bothStopwatchesAsWorkedOutByHand() throws {
        for name in ["stopwatch.json", "stopwatch-flex.json"] {
            let run = try Self.fixtures.run(name)
            #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [], "\(name)")
            TrialDocuments.expectFrames(run.frames, Self.stopwatch)
        }
        let flex = try Self.fixtures.run("stopwatch-flex.json")
        #expect(flex.frames["content"] == [0, 47, 390, 763])
    }

    /// Two labels in a row that hug at 250 each: the stack stretches its
    /// first, as `UIStackView` does. The sum names the time's hugging as
    /// what stops the label, which read as if it won; the answer now ends
    /// with the tie the row's order settled.
    @Test func equalHuggingSaysTheRowsOrderChoseTheLabel() throws {
        let run = try Self.fixtures.run("stopwatch.json", [], [Self.equalHugging])
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == [])
        #expect(run.frames["lap1"] == [16, 342, 268, 20] && run.frames["time1"] == [284, 339, 90, 24])
        let why = try Self.fixtures.why("stopwatch.json", "lap1.width", [], [Self.equalHugging])
        #expect(why.hasPrefix("lap1.width = 390 − 90 − 16 − 16 = 268\n"))
        #expect(why.contains("− 90  time1-hugging-horizontal: time1.width <= 90 @250\n"))
        #expect(why.contains("Note: lap1's intrinsic width is 50, less than its 268: lap1-hugging-horizontal: "
            + "lap1.width <= 50 @250 gives way by 218 in a tie with what would miss by as much if it held, at the same "
            + "priority: time1-hugging-horizontal: time1.width <= 90 @250 (misses by 0, 218 more if it held). "
            + "Give the one that should keep its length another priority."))
        // With the time at 251 the sum alone explains it: no note.
        let fixed = try Self.fixtures.why("stopwatch.json", "lap1.width")
        #expect(fixed.contains("− 90  time1-hugging-horizontal: time1.width <= 90 @251\n") && !fixed.contains("Note:"))
    }

    /// A hugging raised on the label to make it stretch (750) holds it
    /// instead, and the time stretches: the sum says the label's hugging
    /// at 750 is what stops the time.
    @Test func aHuggingTooHighStretchesTheOtherLabel() throws {
        let edits = [Self.lapLabels("\"hugging\": { \"horizontal\": 750 }")]
        #expect(try Self.fixtures.run("stopwatch.json", [], edits).frames["time1"] == [66, 339, 308, 24])
        let why = try Self.fixtures.why("stopwatch.json", "time1.width", [], edits)
        #expect(why.hasPrefix("time1.width = 390 − 50 − 16 − 16 = 308\n"))
        #expect(why.contains("− 50  lap1-hugging-horizontal: lap1.width <= 50 @750\n"))
    }

    /// A time too long for its row (352 beside 50 in 358): the resistances
    /// tie at 750 and the row squeezes its first item, the label, to 358 −
    /// 352 = 6. The time's width was put down to `STK-order-tiebreak:
    /// time1.width == 352 @0.0002`; it is its resistance that holds it.
    @Test func aLongTimeSqueezesTheLabelInATie() throws {
        let run = try Self.fixtures.run("stopwatch.json", [], [Self.longTime])
        #expect(run.frames["lap1"] == [16, 342, 6, 20] && run.frames["time1"] == [22, 339, 352, 24])
        let time = try Self.fixtures.why("stopwatch.json", "time1.width", [], [Self.longTime])
        #expect(time.hasPrefix("time1.width = 352\n"))
        #expect(time.contains("352  time1-compression-horizontal: time1.width >= 352 @750"))
        #expect(!time.contains("STK-order-tiebreak"))
        let label = try Self.fixtures.why("stopwatch.json", "lap1.width", [], [Self.longTime])
        #expect(label.contains("lap1-compression-horizontal: lap1.width >= 50 @750 gives way by 44 in a tie"))
        #expect(label.contains("time1-compression-horizontal: time1.width >= 352 @750 (misses by 0, 44 more if it held)"))
        // The label's resistance at 751 cuts the time instead: 358 − 50 = 308.
        let cut = try Self.fixtures.why("stopwatch.json", "time1.width", [], [
            Self.longTime, Self.lapLabels("\"compressionResistance\": { \"horizontal\": 751 }"),
        ])
        #expect(cut.hasPrefix("time1.width = 390 − 50 − 16 − 16 = 308\n"))
        #expect(cut.contains("Note: within its width, 308, time1's content is 352 × 24, cut to maxLines 1 with an ellipsis."))
    }

    /// A missing vertical position: the list is open below the buttons.
    @Test func aMissingPositionIsNamedWithWhatToAdd() throws {
        let edit = ("\"laps.top == buttons.bottom + 32\"", "\"laps.top >= buttons.bottom + 32\"")
        let run = try Self.fixtures.run("stopwatch.json", [], [edit])
        #expect(run.status == 0 && run.json["ambiguous"] as? [String] == ["laps"])
        let why = try Self.fixtures.why("stopwatch.json", "laps.top", [], [edit])
        #expect(why.hasPrefix("laps.top = 339: the constraints do not decide it (the layout is ambiguous there): "
            + "anything in 339...∞ satisfies them as well\n"))
        #expect(why.contains("Nothing pulls it anywhere in that range: a constraint that places it is missing "
            + "(on laps.top, laps.bottom or laps.centerY, say)."))
    }

    /// The list pinned to the buttons' margin by mistake: no error, but
    /// `--why` names the wrong item and its margin of 8.
    @Test func aConstraintToTheWrongItemShowsInTheSum() throws {
        let edit = ("\"laps.leading == screen.leadingMargin\"", "\"laps.leading == buttons.leadingMargin\"")
        let run = try Self.fixtures.run("stopwatch.json", [], [edit])
        #expect(run.status == 0 && run.frames["laps"] == [24, 339, 350, 96])
        let why = try Self.fixtures.why("stopwatch.json", "laps.leading", [], [edit])
        #expect(why.hasPrefix("laps.leading = 16 + 8 = 24\n"))
        #expect(why.contains("8  laps.leading == buttons.leadingMargin  (buttons.leadingMargin = buttons.leading + 8)"))
    }

    /// A width for the buttons' row on top of both its edges: 358 ≠ 300.
    @Test func conflictingWidthsBreakTheLastOne() throws {
        let run = try Self.fixtures.run("stopwatch.json", [], [Self.adding("buttons.width == 300")])
        #expect(run.status == 1 && run.json["broken"] as? String == "buttons.width == 300")
        #expect(run.json["conflict"] as? [String] == ["screen.width == 390", "buttons.leading == screen.leadingMargin",
                                                     "buttons.trailing == screen.trailingMargin", "buttons.width == 300"])
        #expect((run.json["message"] as? String)?.hasPrefix(
            "Unable to satisfy buttons.width == 300: buttons.width is 358 where the others hold, but it must be equal to 300\n") == true)
        #expect(run.frames["buttons"] == [16, 227, 358, 80])
        // The page's fixes offer the width the margins leave, as `layout
        // explain` does for a console log; they offered only @999 or removal.
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("trial-fifty-widths-\(getpid()).html").path
        defer { try? FileManager.default.removeItem(atPath: page) }
        let output = try runLayout(["run", "-", "--html", page],
                                   input: try Self.fixtures.document("stopwatch.json", [Self.adding("buttons.width == 300")]))
        #expect(output.status == 1)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("(buttons.width == 300 @999), or remove it, or change 300 to 358"))
        #expect(!html.contains("screen.leadingMargin @999), or remove it, or change"))
    }

    /// Lap pinned 24 from the screen's edge while the buttons' stack holds
    /// it at its own leading edge, 16: in both kinds of stack the report
    /// names the stack's rule it fights.
    @Test func anArrangedItemPinnedOutsideFightsItsStack() throws {
        let uikit = try Self.fixtures.run("stopwatch.json", [], [Self.adding("lap.leading == screen.leading + 24")])
        #expect(uikit.status == 1 && uikit.frames["lap"] == [16, 227, 80, 80])
        let message = try #require(uikit.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy lap.leading == screen.leading + 24: lap.leading is 16 where the others "
            + "hold, but it must be equal to screen.leading (0) + 24 = 24\n"))
        #expect(message.contains("lap.leading == screen.leading + 24 fights the stack's UISV-canvas-connection: "
            + "the engine broke it and kept the stack's arrangement."))
        let flexEdit = ("\"content.trailing == screen.safeArea.trailing\"",
                        "\"content.trailing == screen.safeArea.trailing\", \"lap.leading == screen.leading + 24\"")
        let flex = try Self.fixtures.run("stopwatch-flex.json", [], [flexEdit])
        #expect(flex.status == 1 && flex.frames["lap"] == [16, 227, 80, 80])
        let conflict = try #require(flex.json["conflict"] as? [String])
        #expect(conflict.contains("STK-flex-position: buttons.left == content.left + 16"))
        #expect((flex.json["message"] as? String)?.contains("fights the stack's STK-flex-position") == true)
    }

    /// The digits given a frame as well as constraints (a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is still on): its top
    /// constraint breaks against the frame's 100.
    @Test func aFrameLeftOnFightsTheConstraints() throws {
        let edit = ("{ \"name\": \"digits\", \"intrinsicSize\": { \"width\": 280, \"height\": 80 },",
                    "{ \"name\": \"digits\", \"intrinsicSize\": { \"width\": 280, \"height\": 80 }, "
                        + "\"frame\": { \"x\": 40, \"y\": 100, \"width\": 310, \"height\": 80 },")
        let run = try Self.fixtures.run("stopwatch.json", [], [edit])
        #expect(run.status == 1 && run.frames["digits"] == [40, 100, 310, 80])
        #expect(run.json["conflict"] as? [String] == ["screen-safe-area-guide: screen.safeArea.top == screen.top + 47",
                                                     "h=--& v=--& digits.minY == 100", "digits.top == screen.safeArea.top + 60"])
        #expect((run.json["message"] as? String)?.contains("digits.top == screen.safeArea.top + 60 fights digits's frame "
            + "(translatesAutoresizingMaskIntoConstraints is on): the engine broke it and kept the frame.") == true)
    }

    /// Misspellings name what was meant; the other kind of stack's words
    /// for a value said only which values there are.
    @Test func misspeltNamesSayWhatWasMeant() throws {
        for (name, old, new, message) in [
            ("stopwatch.json", "\"laps.top == buttons.bottom + 32\"", "\"laps.top == buttns.bottom + 32\"",
             "constraint 8 (\"laps.top == buttns.bottom + 32\") names an unknown item or guide \"buttns\": did you mean \"buttons\"?"),
            ("stopwatch.json", "\"hugging\"", "\"huging\"", "item \"time1\" has an unknown key \"huging\": did you mean \"hugging\"?"),
            ("stopwatch.json", "screen.safeArea.top", "screen.safeAreaLayoutGuide.top",
             "constraint 2 (\"digits.top == screen.safeAreaLayoutGuide.top + 60\") names an unknown item or guide "
                + "\"screen.safeAreaLayoutGuide\": UIKit's safeAreaLayoutGuide is \"screen.safeArea\""),
            ("stopwatch.json", "\"distribution\": \"equalSpacing\"", "\"distribution\": \"spaceBetween\"",
             "item \"buttons\" stack: \"distribution\" must be one of equalCentering, equalSpacing, fill, fillEqually, "
                + "fillProportionally (did you mean \"equalSpacing\"?)"),
            ("stopwatch.json", "\"alignment\": \"firstBaseline\"", "\"alignment\": \"baseline\"",
             "item \"row1\" stack: \"alignment\" must be one of bottom, center, fill, firstBaseline, lastBaseline, leading, "
                + "top, trailing (did you mean \"firstBaseline\"?)"),
            ("stopwatch-flex.json", "\"alignItems\": \"baselineFirst\"", "\"alignItems\": \"firstBaseline\"",
             "item \"row1\" flexStack: \"alignItems\" must be one of baselineFirst, baselineLast, center, end, start, "
                + "stretch (did you mean \"baselineFirst\"?)"),
            ("stopwatch-flex.json", "\"justifyContent\": \"spaceBetween\"", "\"justifyContent\": \"equalSpacing\"",
             "item \"buttons\" flexStack: \"justifyContent\" must be one of center, end, spaceAround, spaceBetween, "
                + "spaceEvenly, start (did you mean \"spaceBetween\"?)"),
        ] {
            let text = try Self.fixtures.document(name, [(old, new)])
            let output = try runLayout(["run", "-"], input: text)
            #expect(output.status == 2)
            #expect(output.standardError == "layout: \(message)\n")
        }
    }

    /// In the flex stopwatch without the label's `flexGrow` the time sits
    /// after it, and `--why` says where the free room went.
    @Test func aMissingFlexGrowSaysWhereTheRoomWent() throws {
        let edit = (", \"flexGrow\": 1 }", " }")
        let run = try Self.fixtures.run("stopwatch-flex.json", [], [edit])
        #expect(run.frames["lap1"] == [16, 342, 50, 20] && run.frames["time1"] == [66, 339, 90, 24])
        let why = try Self.fixtures.why("stopwatch-flex.json", "time1.left", [], [edit])
        #expect(why.hasPrefix("time1.left = 16 + 50 = 66\n"))
        #expect(why.contains("Note: the 218 points free in row1's line go to no item (none has flexGrow): "
            + "justifyContent start leaves them after the last item."))
    }
}
