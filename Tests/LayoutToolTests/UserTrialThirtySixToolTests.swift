import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-six's screens as layout documents
/// (`Fixtures/TrialThirtySix`): the right-to-left settings list and the
/// pricing table, with the frames worked out by hand for the screens
/// `UserTrialThirtySixTests` builds in Swift, the other states by
/// `--width` and small edits; and the mistakes a user makes in them,
/// judged by the `ambiguous` list, `--why` and the conflict message.
@Suite struct UserTrialThirtySixToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtySix")

    // MARK: - 1. The settings list

    /// The frames of `theListRightToLeftAt390`, `theDetailTruncatesAt320`
    /// and, with the root's direction edited, the left-to-right mirror of
    /// `switchingTheDirectionLiveLaysOutAsAFreshList`: at 320 the detail
    /// is cut from 208 to 219 − 8 − 32 = 179 and the title keeps its 44.
    @Test func theSettingsListAtTwoWidthsAndBothDirections() throws {
        let wide = try Self.fixtures.run("settings-rtl.json")
        #expect(wide.status == 0)
        #expect(wide.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(wide.frames, [
            "settings": [0, 0, 390, 202], "wifiIcon": [345, 42.5, 29, 29], "wifiTitle": [289, 47, 44, 20],
            "wifiDetail": [32, 47, 208, 20], "wifiChevron": [16, 50.5, 8, 13], "wifiSeparator": [0, 78.5, 333, 0.5],
            "airplaneTitle": [223, 135, 110, 20], "airplaneSwitch": [16, 129.5, 51, 31],
        ])
        let narrow = try Self.fixtures.run("settings-rtl.json", ["--width", "320"])
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "wifiIcon": [275, 42.5, 29, 29], "wifiTitle": [219, 47, 44, 20], "wifiDetail": [32, 47, 179, 20],
            "wifiSeparator": [0, 78.5, 263, 0.5], "airplaneSwitch": [16, 129.5, 51, 31],
        ])
        let leftToRight = try Self.fixtures.run("settings-rtl.json", [], [("rightToLeft", "leftToRight")])
        TrialDocuments.expectFrames(leftToRight.frames, [
            "wifiIcon": [16, 42.5, 29, 29], "wifiTitle": [57, 47, 44, 20], "wifiDetail": [150, 47, 208, 20],
            "wifiChevron": [366, 50.5, 8, 13], "wifiSeparator": [57, 78.5, 333, 0.5], "airplaneSwitch": [323, 129.5, 51, 31],
        ])
    }

    /// The mistake: a title's vertical centring left out. The `ambiguous`
    /// list names the title alone, and `--why wifiTitle.top` says that
    /// nothing places it and which constraint is missing: enough to fix it.
    @Test func aTitleWithoutItsCentringIsNamed() throws {
        let edits = [("    \"wifiTitle.centerY == wifi.centerY\",\n", "")]
        let run = try Self.fixtures.run("settings-rtl.json", [], edits)
        #expect(run.status == 0)
        #expect(run.json["ambiguous"] as? [String] == ["wifiTitle"])
        let why = try Self.fixtures.why("settings-rtl.json", "wifiTitle.top", [], edits)
        #expect(why.contains("a constraint that places it is missing (on wifiTitle.top, wifiTitle.bottom or wifiTitle.centerY, say)"))
    }

    /// The other mistake: the detail's compression resistance left at 750.
    /// At 320 the title and the detail tie (and the chevron, at 750 too);
    /// `--why wifiDetail.width` gives the open range 179...208, names the
    /// two compression resistances that trade and says to give one 749.
    @Test func aDetailThatResistsAsMuchAsTheTitleIsATie() throws {
        let edits = [("\"maxLines\": 1 },\n                \"compressionResistance\": { \"horizontal\": 749 } },\n"
                        + "              { \"name\": \"wifiChevron\"",
                      "\"maxLines\": 1 } },\n              { \"name\": \"wifiChevron\"")]
        let run = try Self.fixtures.run("settings-rtl.json", ["--width", "320"], edits)
        #expect(run.json["ambiguous"] as? [String] == ["wifiTitle", "wifiDetail", "wifiChevron"])
        let why = try Self.fixtures.why("settings-rtl.json", "wifiDetail.width", ["--width", "320"], edits)
        #expect(why.contains("anything in 179...208 satisfies them as well"))
        #expect(why.contains("  wifiTitle-compression-horizontal: wifiTitle.width >= 44 @750\n"
                                + "  wifiDetail-compression-horizontal: wifiDetail.width >= 208 @750\n"))
        #expect(why.contains("give it a priority below 750 (749)"))
    }

    // MARK: - 2. The pricing table

    /// The frames of `thePricingTableAt390`, and with the middle card
    /// hidden those of `hidingTheMiddleCardLive`: the hidden card, 18
    /// wide, still props the row up to 252 by its features' one word a line.
    @Test func thePricingTableAndItsMiddleCardHidden() throws {
        let table = try Self.fixtures.run("pricing.json")
        #expect(table.status == 0)
        #expect(table.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(table.frames, [
            "pricing": [0, 0, 390, 272], "free": [15, 20, 112, 232], "plus": [139, 20, 112, 232],
            "pro": [263, 20, 112, 232], "freePrice": [23, 58, 96, 34], "freePer": [55, 72, 64, 17],
            "freeFeatures": [23, 100, 96, 100], "freeButton": [23, 208, 96, 36], "proButton": [271, 208, 96, 36],
        ])
        let hidden = try Self.fixtures.run("pricing.json", [], [("{ \"name\": \"plus\", ", "{ \"name\": \"plus\", \"hidden\": true, ")])
        #expect(hidden.status == 0)
        TrialDocuments.expectFrames(hidden.frames, [
            "free": [15, 20, 174, 252], "plus": [195, 20, 18, 252], "pro": [201, 20, 174, 252],
            "proFeatures": [209, 100, 158, 120], "proButton": [209, 228, 158, 36],
        ])
    }

    /// The mistake: one card given a width of its own in the
    /// `fillEqually` row. 3 × 120 + 24 = 384 does not fit in 360; the
    /// message gives pro.width as 112 where the others hold, lists the
    /// row's rules with the pin, and says the pin fights the stack's
    /// `UISV-fill-equally`: clear about what to remove.
    @Test func aCardWithItsOwnWidthFightsFillEqually() throws {
        let edits = [("\"pricing.bottomMargin == plans.bottom\"", "\"pricing.bottomMargin == plans.bottom\", \"pro.width == 120\"")]
        let run = try Self.fixtures.run("pricing.json", [], edits)
        #expect(run.status == 1)
        #expect(run.json["broken"] as? String == "pro.width == 120")
        let message = try #require(run.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy pro.width == 120: pro.width is 112 where the others hold, "
                                    + "but it must be equal to 120\n"))
        #expect(message.contains("pro.width == 120 fights the stack's UISV-fill-equally"))
    }

    /// The surprise: the features given the default vertical hugging less
    /// one (249), as a UIKit user lets a label take a card's spare room.
    /// The price row, a baseline stack with no intrinsic height, hugs at
    /// `UISV-canvas-fit` (49) only, so it stretches instead: free's price
    /// row is 232 − 132 − 40 + 34 = 94 high and the button still ends on
    /// the bottom, but the features do not move down to it.
    @Test func featuresHuggingAt249LetThePriceRowStretch() throws {
        let edits = [("\"words\": [40, 30, 50] }, \"hugging\": { \"vertical\": 48 }",
                      "\"words\": [40, 30, 50] }, \"hugging\": { \"vertical\": 249 }")]
        let run = try Self.fixtures.run("pricing.json", [], edits)
        TrialDocuments.expectFrames(run.frames, [
            "freePrice": [23, 58, 96, 94], "freeFeatures": [23, 160, 96, 40], "freeButton": [23, 208, 96, 36],
        ])
        // `--why` names the row's 49 and the hugging it gave way to.
        let why = try Self.fixtures.why("pricing.json", "freePrice.height", [], edits)
        #expect(why.contains("\nNote: freePrice's height misses UISV-canvas-fit: freePrice.height == 0 @49 by 94; "
            + "it gives way to what would miss by more if the height were 1 less: "
            + "freeFeatures-hugging-vertical: freeFeatures.height <= 40 @249 (misses by 0, 1 more).\n"))
        #expect(try !Self.fixtures.why("pricing.json", "plusPrice.height", [], edits).contains("gives way"))
        let json = try Self.fixtures.run("pricing.json", ["--why", "freePrice.height"], edits).json
        let givingWay = try #require((json["why"] as? [String: Any])?["givingWay"] as? [String: Any])
        #expect(givingWay["wish"] as? String == "otherLength")
        #expect(givingWay["intrinsic"] == nil)
        #expect(givingWay["wished"] as? Double == 0)
        #expect(givingWay["heldByRequired"] as? Bool == false)
        #expect(givingWay["length"] as? Double == 94)
        let rivals = try #require(givingWay["rivals"] as? [[String: Any]])
        #expect(rivals.map { $0["constraint"] as? String } == ["freeFeatures-hugging-vertical: freeFeatures.height <= 40 @249"])
        #expect(rivals.map { $0["growth"] as? Double } == [1])
    }
}
