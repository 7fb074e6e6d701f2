import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-seven's screens as layout documents
/// (`Fixtures/TrialThirtySeven`): the email compose screen, the checkout
/// form and the tab bar, with the frames worked out by hand for the
/// screens `UserTrialThirtySevenTests` builds in Swift, the other states
/// by `--width`, `--keyboard` and small edits.
@Suite struct UserTrialThirtySevenToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtySeven")

    // MARK: - 1. Email compose

    /// At 390 the To row's field goes alone onto line 2 (24 + 60 + 112 +
    /// 52 + 76 + 4 × 6 = 348, + 6 + 80 > 358) and grows to 358; the body
    /// is 12 lines of 8 words, 240. At 320 Dolores wraps instead, the
    /// field grows to 288 − 162 + 80 = 206 beside it, and the body is 15
    /// lines, 300; with `--keyboard 336` it ends 8 above 508: 287 high.
    @Test func composeAtTwoWidthsWithTheKeyboardUp() throws {
        let wide = try Self.fixtures.run("compose.json")
        #expect(wide.status == 0)
        #expect(wide.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(wide.frames, [
            "toRow": [0, 47, 390, 74], "toDolores": [288, 53, 76, 28], "toField": [16, 87, 358, 28],
            "ccField": [116, 127, 258, 28], "subject": [16, 161, 358, 44], "body": [16, 213, 358, 240],
        ])
        let narrow = try Self.fixtures.run("compose.json", ["--width", "320"])
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "toLabel": [16, 57, 24, 20], "toDolores": [16, 87, 76, 28], "toField": [98, 87, 206, 28],
            "ccField": [116, 127, 188, 28], "body": [16, 213, 288, 300],
        ])
        let up = try Self.fixtures.run("compose.json", ["--width", "320", "--keyboard", "336"])
        #expect(up.status == 0)
        #expect(up.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(up.frames, ["subject": [16, 161, 288, 44], "body": [16, 213, 288, 287]])
        // The field's width says where its 80 came from: its minimum, not a basis.
        let why = try Self.fixtures.why("compose.json", "toField.width", ["--width", "320"])
        #expect(why.contains("Note: toField's flex basis is 80, held at its minimum width, 80; "
                                + "it grew by all the 126 points free in line 2 of toRow (flexGrow 1)."))
        // The body's height: the keyboard's 336 in the sum, and the rows keep theirs.
        let body = try Self.fixtures.why("compose.json", "body.height", ["--width", "320", "--keyboard", "336"])
        #expect(body.hasPrefix("body.height = 844 − 47 − 336 − 44 − 8 − 8 − 74 − 40 = 287\n"))
    }

    /// Two more recipients at 320 with the keyboard up: Eve and
    /// Fitzgerald join Dolores on line 2 (256), the field takes line 3,
    /// the row is 108 high, and the body, from 247, is 253.
    @Test func composeWithMoreRecipients() throws {
        let edits = [("{ \"name\": \"toField\"",
                      "{ \"name\": \"toEve\", \"intrinsicSize\": { \"width\": 48, \"height\": 28 } },\n"
                        + "{ \"name\": \"toFitzgerald\", \"intrinsicSize\": { \"width\": 120, \"height\": 28 } },\n"
                        + "{ \"name\": \"toField\"")]
        let run = try Self.fixtures.run("compose.json", ["--width", "320", "--keyboard", "336"], edits)
        #expect(run.status == 0)
        TrialDocuments.expectFrames(run.frames, [
            "toRow": [0, 47, 320, 108], "toEve": [98, 87, 48, 28], "toFitzgerald": [152, 87, 120, 28],
            "toField": [16, 121, 288, 28], "ccRow": [0, 155, 320, 40], "body": [16, 247, 288, 253],
        ])
    }

    // MARK: - 2. Checkout form

    /// At 320 with the email and card errors shown (`checkoutAt320WithTwoErrors`),
    /// then at 390 (the email error on one line: both groups 64) and at
    /// 390 with the email error hidden again.
    @Test func checkoutWithErrorsShownAndHidden() throws {
        let narrow = try Self.fixtures.run("checkout.json")
        #expect(narrow.status == 0)
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "checkout": [0, 0, 320, 386], "emailError": [16, 68, 288, 32], "card": [16, 116, 288, 64],
            "cardError": [16, 164, 288, 16], "expiry": [16, 196, 288, 44], "pay": [16, 316, 288, 50],
        ])
        let wide = try Self.fixtures.run("checkout.json", ["--width", "390"])
        TrialDocuments.expectFrames(wide.frames, [
            "checkout": [0, 0, 390, 370], "emailError": [16, 68, 358, 16], "card": [16, 100, 358, 64],
            "pay": [16, 300, 358, 50],
        ])
        let fixed = try Self.fixtures.run("checkout.json", ["--width", "390"],
                                          [("\"lineHeight\": 16 } }\n            ] },\n          { \"name\": \"card\"",
                                            "\"lineHeight\": 16 }, \"hidden\": true }\n            ] },\n          { \"name\": \"card\"")])
        #expect(fixed.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(fixed.frames, [
            "checkout": [0, 0, 390, 350], "email": [16, 20, 358, 44], "cardError": [16, 128, 358, 16],
            "pay": [16, 280, 358, 50],
        ])
    }

    // MARK: - 3. Tab bar

    /// The tab bar at 390 with "3" (`theTabBarAt390WithBothBadges`),
    /// right to left with "99+", and at 320.
    @Test func theTabBarBothWaysAndNarrow() throws {
        let bar = try Self.fixtures.run("tabbar.json")
        #expect(bar.status == 0)
        #expect(bar.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(bar.frames, [
            "tabBar": [0, 761, 390, 83], "home": [0, 761, 78, 49], "inboxIcon": [181, 766, 28, 28],
            "inboxTitle": [179.5, 797, 31, 12], "inboxBadge": [199, 762, 18, 18], "inboxBadgeText": [204.5, 764, 7, 14],
            "settingsTitle": [328, 797, 46, 12],
        ])
        let rightToLeft = try Self.fixtures.run("tabbar.json", [], [
            ("\"leftToRight\"", "\"rightToLeft\""),
            ("\"width\": 7, \"height\": 14", "\"width\": 24, \"height\": 14"),
        ])
        #expect(rightToLeft.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(rightToLeft.frames, [
            "home": [312, 761, 78, 49], "homeTitle": [336, 797, 30, 12], "settingsTitle": [16, 797, 46, 12],
            "inboxBadge": [157, 762, 34, 18], "inboxBadgeText": [162, 764, 24, 14],
        ])
        let narrow = try Self.fixtures.run("tabbar.json", ["--width", "320"])
        TrialDocuments.expectFrames(narrow.frames, [
            "inbox": [128, 761, 64, 49], "inboxIcon": [146, 766, 28, 28], "inboxBadge": [164, 762, 18, 18],
            "settingsTitle": [265, 797, 46, 12],
        ])
    }
}
