import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-nine's screens as layout documents
/// (`Fixtures/TrialThirtyNine`): the news card, the iPad settings form
/// and the weather widget, with the frames worked out by hand for the
/// screens `UserTrialThirtyNineTests` builds in Swift, the other states
/// by `--width`, `--text-size` and small edits; and the widget broken on
/// purpose, in a document and in a UIKit console log of the same conflict.
@Suite struct UserTrialThirtyNineToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialThirtyNine")

    // MARK: - 1. News card

    /// At 320 the names shrink to 168 and the body takes three lines; at
    /// 375 (the document's width) the names are 223; at 768 the card is
    /// its maximum 600, centred from 84, the names grown to 448, the hero
    /// 560 × 315 and the badge 8 inside its top trailing corner.
    @Test func theNewsCardInThreeWidths() throws {
        let narrow = try Self.fixtures.run("newscard.json", ["--width", "320"])
        #expect(narrow.status == 0)
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "card": [0, 0, 320, 357.5], "name": [60, 13, 168, 20], "follow": [236, 17, 72, 30],
            "image": [20, 68, 280, 157.5], "badge": [248, 76, 44, 20], "body": [12, 241.5, 296, 60],
            "comment": [118, 313.5, 80, 32], "share": [244, 313.5, 64, 32],
        ])
        let phone = try Self.fixtures.run("newscard.json")
        #expect(phone.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(phone.frames, [
            "names": [60, 13, 223, 38], "follow": [291, 17, 72, 30], "image": [20, 68, 335, 188.4375],
            "body": [12, 272.4375, 351, 40], "comment": [145.5, 324.4375, 80, 32],
        ])
        let tablet = try Self.fixtures.run("newscard.json", ["--width", "768"])
        #expect(tablet.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(tablet.frames, [
            "page": [0, 0, 768, 495], "card": [84, 0, 600, 495], "names": [144, 13, 448, 38],
            "follow": [600, 17, 72, 30], "hero": [104, 68, 560, 315], "badge": [612, 76, 44, 20],
            "body": [96, 399, 576, 40], "like": [96, 451, 60, 32], "share": [608, 451, 64, 32],
        ])
    }

    // MARK: - 2. Settings form

    /// Right to left the form stays at 176 (the readable guide is centred)
    /// and each row mirrors: the switches at 176, the titles ending at
    /// 848. At `--text-size 1.35` the Name row is 35.1 high, its title
    /// 4.05 below its value's top (baselines 27 and 22.95), the footer
    /// 48.6 high from 165.1; both at once mirror that.
    @Test func theSettingsFormBothWaysAndLarger() throws {
        let rightToLeft = [("\"leftToRight\"", "\"rightToLeft\"")]
        let mirrored = try Self.fixtures.run("settings.json", [], rightToLeft)
        #expect(mirrored.status == 0)
        #expect(mirrored.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(mirrored.frames, [
            "form": [176, 20, 672, 172], "wifiTitle": [804, 24.5, 44, 22], "wifiSwitch": [176, 20, 51, 31],
            "nameTitle": [800, 70, 48, 22], "nameValue": [176, 67, 142, 26], "footer": [176, 156, 672, 36],
        ])
        let larger = try Self.fixtures.run("settings.json", ["--text-size", "1.35"])
        #expect(larger.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(larger.frames, [
            "wifiTitle": [176, 20.65, 59.4, 29.7], "name": [176, 67, 672, 35.1], "nameTitle": [176, 71.05, 64.8, 29.7],
            "nameValue": [656.3, 67, 191.7, 35.1], "bluetoothSwitch": [797, 118.1, 51, 31], "footer": [176, 165.1, 672, 48.6],
        ])
        let both = try Self.fixtures.run("settings.json", ["--text-size", "1.35"], rightToLeft)
        TrialDocuments.expectFrames(both.frames, [
            "wifiTitle": [788.6, 20.65, 59.4, 29.7], "nameValue": [176, 67, 191.7, 35.1], "bluetoothTitle": [731.9, 118.75, 116.1, 29.7],
        ])
    }

    // MARK: - 3. Weather widget

    /// The document, then the third hour hidden (the five centres 69.5
    /// apart), then the fourth tile hidden too (the third tile 308 wide).
    @Test func theWeatherWidgetHidingAnHourAndATile() throws {
        let widget = try Self.fixtures.run("weather.json")
        #expect(widget.status == 0)
        #expect(widget.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(widget.frames, [
            "widget": [0, 0, 340, 326], "tile4": [174, 128, 150, 104], "caption3": [51, 216, 80, 16],
            "hour2": [73.6, 248, 28, 62], "hour4": [180.8, 248, 36, 62], "degrees4": [184.8, 294, 28, 16],
        ])
        let hideHour = [("\"name\": \"hour3\",", "\"name\": \"hour3\", \"hidden\": true,")]
        let hourHidden = try Self.fixtures.run("weather.json", [], hideHour)
        #expect(hourHidden.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(hourHidden.frames, [
            "hour2": [87.5, 248, 28, 62], "hour4": [153, 248, 36, 62], "hour5": [226.5, 248, 28, 62], "hour6": [296, 248, 28, 62],
        ])
        let both = try Self.fixtures.run("weather.json", [], hideHour + [("\"name\": \"tile4\",", "\"name\": \"tile4\", \"hidden\": true,")])
        #expect(both.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(both.frames, [
            "tile3": [16, 128, 308, 104], "temp3": [138, 128, 64, 48], "caption3": [130, 216, 80, 16],
            "tile2": [174, 16, 150, 104], "hour4": [153, 248, 36, 62],
        ])
    }

    /// The first tile given a width of 160 in its `fillEqually` row: the
    /// row is 340 − 16 − 16 = 308, so the tiles are (308 − 8) / 2 = 150,
    /// and 160 is broken. `--why` gives the 150 from the widget's 340,
    /// each term halved by the equal split. The same conflict as UIKit
    /// logs it (`weather-tile.log`): the widget would have to be 2 × 160
    /// + 8 + 16 + 16 = 360, and the tile 150 without the broken width.
    @Test func aFixedTileWidthSaysWhatToFix() throws {
        let fixed = [("\"widget.bottom == hourly.bottom + 16\"", "\"widget.bottom == hourly.bottom + 16\",\n    \"tile1.width == 160\"")]
        let conflict = try Self.fixtures.run("weather.json", [], fixed)
        #expect(conflict.status == 1)
        #expect(conflict.json["broken"] as? String == "tile1.width == 160")
        #expect((conflict.json["conflict"] as? [String])?.count == 10)
        #expect((conflict.json["message"] as? String)?
            .hasPrefix("Unable to satisfy tile1.width == 160: tile1.width is 150 where the others hold, but it must be equal to 160\n") == true)
        TrialDocuments.expectFrames(conflict.frames, ["tile1": [16, 16, 150, 104], "tile2": [174, 16, 150, 104]])
        let why = try Self.fixtures.why("weather.json", "tile1.width", [], fixed)
        #expect(why.hasPrefix("""
            tile1.width = 170 − 8 − 8 − 4 = 150
              170  widget.width == 340  (× 0.5)
            """))
        let output = try runLayout(["explain", Self.fixtures.path + "weather-tile.log"])
        #expect(output.status == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "Block 1, line 1 (iOS): 10 constraints; a minimal conflict of 10")
        #expect(lines.contains(
            "Why: the rest of the conflict makes UIView #1.width = 2 × 160 + 8 + 16 + 16 = 360, but [10] 'UIView-Encapsulated-Layout-Width' needs 340."))
        #expect(lines.contains("Broken: UIKit broke [1] UIStackView #1.width == 160. Without it, UIStackView #1.width is 150 instead of 160."))
        #expect(lines.contains("  - change 160 to 150 in [1] UIStackView #1.width == 160"))
        // The first likely cause is the fixed width the equal split overrules,
        // ahead of the window's width (which is right) and instead of the
        // general "what the stack view arranges does not fit".
        let causes = lines.filter { $0.hasPrefix("Likely cause: ") }
        let fixedWidth: String = "Likely cause: [1] UIStackView #1.width == 160 fixes the width of UIStackView #1, but a fillEqually"
            + " stack view arranges it and makes it as wide as the views beside it (UISV-fill-equally), sharing the stack view's width."
            + " Size the stack view rather than the view: remove [1] UIStackView #1.width == 160, or use the fill distribution to let"
            + " this view's width stand."
        #expect(causes.first == fixedWidth)
        #expect(!causes.contains { $0.contains("does not fit the room it has") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(
            runLayout(["explain", Self.fixtures.path + "weather-tile.log", "--json"]).standardOutput.utf8)) as? [String: Any])
        let report = try #require((json["reports"] as? [[String: Any]])?.first)
        #expect(report["causes"] as? [String] == ["sizeInFillEqually", "containerSize"])
    }
}
