import Foundation
import Testing
@testable import LayoutTool

/// Trial forty-two's screens as layout documents (`Fixtures/TrialFortyTwo`):
/// the bottom sheet over a map at its detents in portrait and landscape,
/// the checkout form with its errors shown and right to left, and the
/// grid of product cards at 375 and 768, with the frames worked out by
/// hand for the screens `UserTrialFortyTwoTests` builds in Swift; and each
/// broken on purpose, read through `--why`, the conflict report and
/// `layout explain` of the same conflict in a UIKit console log.
@Suite struct UserTrialFortyTwoToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialFortyTwo")

    /// The detent's constraint as the document writes it.
    static func detent(_ height: Double) -> (String, String) {
        ("\"sheet.height == 422\"", "\"sheet.height == \(height.formatted(.number.grouping(.never)))\"")
    }

    // MARK: - 1. A bottom sheet over a map

    /// Medium (the document): the sheet from 422, the list from 478 to
    /// 810. Large (753): from 91, the list 147 to 810. Landscape (844 ×
    /// 390, insets 0 / 47 / 21 / 47) at medium, 195: the title row within
    /// 16 + 47 = 63 of each side, the list from 251 to 369.
    @Test func theSheetAtItsDetents() throws {
        let medium = try Self.fixtures.run("sheet.json")
        #expect(medium.status == 0)
        #expect(medium.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(medium.frames, [
            "sheet": [0, 422, 390, 422], "grabber": [177, 427, 36, 5], "titleRow": [16, 440, 358, 30],
            "title": [16, 443, 320, 24], "close": [344, 440, 30, 30], "list": [0, 478, 390, 332], "row5": [0, 698, 390, 44],
        ])
        let large = try Self.fixtures.run("sheet.json", [], [Self.detent(753)])
        TrialDocuments.expectFrames(large.frames, [
            "sheet": [0, 91, 390, 753], "grabber": [177, 96, 36, 5], "list": [0, 147, 390, 663],
        ])
        let landscape = try Self.fixtures.run("sheet.json", [], [
            Self.detent(195), ("{\"width\": 390, \"height\": 844}", "{\"width\": 844, \"height\": 390}"),
            ("{\"top\": 47, \"left\": 0, \"bottom\": 34, \"right\": 0}", "{\"top\": 0, \"left\": 47, \"bottom\": 21, \"right\": 47}"),
        ])
        #expect(landscape.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(landscape.frames, [
            "sheet": [0, 195, 844, 195], "grabber": [404, 200, 36, 5], "titleRow": [63, 213, 718, 30],
            "close": [751, 213, 30, 30], "list": [0, 251, 844, 118],
        ])
    }

    /// The sheet dragged to 900 under a required `sheet.top >=
    /// screen.safeArea.top` (activated before the detent, as a designer
    /// sets it up): the detent is broken, at most 844 − 47 = 797. The list
    /// inside is then open, and `--why list.height` names the sheet and
    /// its broken detent rather than only a missing constraint. The sheet's
    /// bottom is still pinned: what is missing is its height (or its top),
    /// one constraint, not one that places it and one that sizes it. The
    /// height the frames show, 90, is one value of many once the detent is
    /// broken: the report says it is undetermined rather than quote it as
    /// laid out.
    @Test func theSheetDraggedTooFarSaysWhichConstraintBroke() throws {
        let edits = [Self.detent(900), ("\"sheet.bottom == screen.bottom\",", "\"sheet.bottom == screen.bottom\", \"sheet.top >= screen.safeArea.top\",")]
        let run = try Self.fixtures.run("sheet.json", [], edits)
        #expect(run.status == 1)
        #expect(run.json["broken"] as? String == "sheet.height == 900")
        let message = try #require(run.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy detent: sheet.height == 900: sheet.height is at most 797 "
            + "(left undetermined without this constraint: anything in 90...797) where the others hold, but it must be equal to 900\n"),
                "\(message)")
        #expect(!message.contains("as laid out"), "\(message)")
        #expect(try Self.fixtures.why("sheet.json", "list.height", [], edits) == """
            list.height = 0: the constraints do not decide it (the layout is ambiguous there): anything in 0...707 satisfies them as well
            It follows sheet, whose vertical position and height nothing decides:
              list.bottom == sheet.bottomMargin
            A constraint that sizes sheet is missing (on sheet.height or sheet.top, say; sheet.bottom is decided).
            These constraints on sheet are broken: each conflicts with required constraints (the pass reports which), \
            and the pass after one of those changes tries it again:
              detent: sheet.height == 900

            """)
        let json = try Self.fixtures.run("sheet.json", ["--why", "list.height"], edits).json
        let why = try #require(json["why"] as? [String: Any])
        let open = try #require((why["openRegions"] as? [[String: Any]])?.first)
        #expect(open["region"] as? String == "sheet")
        #expect(open["broken"] as? [String] == ["sheet.height == 900"])
        #expect(open["open"] as? [String] == ["top", "height"])
        #expect(open["decided"] as? String == "bottom")
        #expect(open["missing"] as? [String] == ["height"])
        // Without its centring the grabber is open across, and named.
        let loose = try Self.fixtures.run("sheet.json", [], [("\"grabber.centerX == sheet.centerX\",", "")])
        #expect(loose.json["ambiguous"] as? [String] == ["grabber"])
    }

    /// The HTML page of the dragged sheet: under each ambiguity, the
    /// constraints the open sheet is followed by and its broken detent
    /// point at their entries in the list ([16] and [9]), as the
    /// conflict's members do.
    @Test func theSheetsPageLinksTheOpenSheetsConstraints() throws {
        let edits = [Self.detent(900), ("\"sheet.bottom == screen.bottom\",", "\"sheet.bottom == screen.bottom\", \"sheet.top >= screen.safeArea.top\",")]
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let output = try runLayout(["run", "-", "--html", page.path], input: try Self.fixtures.document("sheet.json", edits))
        #expect(output.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(html.range(of: "<div class=\"note ambiguities\">"))
        let end = try #require(html[start.upperBound...].range(of: "</div>"))
        let ambiguities = String(html[start.lowerBound..<end.upperBound])
        #expect(ambiguities.contains("""
            <p data-item="list">list.height can be anything in 0...707</p>
            <p>It follows sheet, whose vertical position and height nothing decides:</p>
            <p data-constraint="16">• <span class="ref" data-constraint="16">[16]</span> list.bottom == sheet.bottomMargin</p>
            <p>A constraint that sizes sheet is missing (on sheet.height or sheet.top, say; sheet.bottom is decided).</p>
            <p>These constraints on sheet are broken: each conflicts with required constraints (the pass reports which), \
            and the pass after one of those changes tries it again:</p>
            <p data-constraint="9">• <span class="ref" data-constraint="9">[9]</span> detent: sheet.height == 900</p>
            """), "\(ambiguities)")
        #expect(html.contains("id=\"layout-c9\" data-constraint=\"9\""))
        #expect(!ambiguities.contains("<p>  "), "\(ambiguities)")
    }

    /// The same conflict as UIKit logs it: `layout explain` finds the five
    /// constraints, the arithmetic (900 + 47 = 947 against the 844 of the
    /// root view) and the detent's range, 0 to 797.
    @Test func theSheetsConsoleLogExplained() throws {
        let output = try runLayout(["explain", Self.fixtures.path + "sheet-drag.log"])
        #expect(output.status == 0)
        let text = output.standardOutput
        #expect(text.contains("a minimal conflict of 5"), "\(text)")
        #expect(text.contains("at least 900 + 47 = 947, but [4] 'UIView-Encapsulated-Layout-Height' needs 844"), "\(text)")
        #expect(text.contains("change 900 to a value from 0 to 797 in [3] UIView #2.height == 900"), "\(text)")
    }

    // MARK: - 2. A checkout form

    /// The document has both errors hidden: the card row at 245, Pay at
    /// 752. Both shown: the email error at 219 (two lines, 32), the card
    /// row at 285, the card error at 337. Right to left: the CVC field on
    /// the left at 16, the card field at 104.
    @Test func theCheckoutWithErrorsAndRightToLeft() throws {
        let plain = try Self.fixtures.run("checkout.json")
        #expect(plain.status == 0)
        #expect(plain.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(plain.frames, [
            "form": [16, 63, 358, 226], "emailField": [16, 167, 358, 44], "cardRow": [16, 245, 358, 44],
            "cardField": [16, 245, 270, 44], "cvcField": [294, 245, 80, 44], "pay": [16, 752, 358, 50],
        ])
        let shown = [("\"hidden\": true", "\"hidden\": false")]
        let errors = try Self.fixtures.run("checkout.json", [], shown)
        TrialDocuments.expectFrames(errors.frames, [
            "form": [16, 63, 358, 306], "emailError": [16, 219, 358, 32], "cardLabel": [16, 259, 358, 18],
            "cardRow": [16, 285, 358, 44], "cardError": [16, 337, 358, 32], "pay": [16, 752, 358, 50],
        ])
        let rtl = try Self.fixtures.run("checkout.json", [], shown + [
            ("{\"name\": \"screen\",", "{\"name\": \"screen\", \"layoutDirection\": \"rightToLeft\","),
        ])
        TrialDocuments.expectFrames(rtl.frames, [
            "cvcField": [16, 285, 80, 44], "cardField": [104, 285, 270, 44], "cardError": [16, 337, 358, 32],
        ])
        // The error's height: its text wrapped within the form's 358.
        let why = try Self.fixtures.why("checkout.json", "emailError.height", [], shown)
        #expect(why.hasSuffix("Within 358 its content is 316 × 32.\n"), "\(why)")
    }

    /// On a screen 360 high with Pay kept 16 below the form: the form ends
    /// at 63 + 226 = 289, Pay's bottom at 360 − 34 − 8 = 318, so Pay has
    /// 318 − 305 = 13 of its 50. The form's fields resist at the same 750:
    /// `--why --json` says the squeeze is a tie.
    @Test func theSqueezedPayButtonIsATieInJSON() throws {
        let short = [("\"height\": 844", "\"height\": 360"),
                     ("\"pay.bottom == screen.bottomMargin - 8\"",
                      "\"pay.bottom == screen.bottomMargin - 8\", \"pay.top >= form.bottom + 16\"")]
        let run = try Self.fixtures.run("checkout.json", ["--why", "pay.height"], short)
        #expect(run.status == 0)
        TrialDocuments.expectFrames(run.frames, ["form": [16, 63, 358, 226], "pay": [16, 305, 358, 13]])
        let givingWay = try #require((run.json["why"] as? [String: Any])?["givingWay"] as? [String: Any])
        #expect(givingWay["wish"] as? String == "intrinsicLength")
        #expect(givingWay["intrinsic"] as? Double == 50)
        #expect(givingWay["tie"] as? Bool == true)
        #expect(givingWay["length"] as? Double == 13)
    }

    // MARK: - 3. Product cards

    /// At 375 (the document) and 768: the frames `UserTrialFortyTwoTests`
    /// works out. The old price shrinks by the 4.5 its row overflows at
    /// 375, and `--why` says so; a photo in a media column aligned to the
    /// start has nothing to take its width from, and `--why` says that.
    @Test func theCardsAtTwoWidths() throws {
        let narrow = try Self.fixtures.run("cards.json")
        #expect(narrow.status == 0)
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "grid": [0, 0, 375, 572.25], "card1Badge": [133.5, 24, 40, 20], "card1Title": [28, 152.125, 141.5, 40],
            "card1OldPrice": [82, 204.125, 55.5, 16], "card1Favorite": [145.5, 200.125, 24, 24],
            "card2": [193.5, 16, 165.5, 264.125], "card4Photo": [193.5, 292.125, 165.5, 124.125],
        ])
        let wide = try Self.fixtures.run("cards.json", ["--width", "768"])
        TrialDocuments.expectFrames(wide.frames, [
            "grid": [0, 0, 768, 827], "card1Badge": [330, 24, 40, 20], "card1Spacer": [146, 339.5, 192, 0],
            "card1Add": [28, 359.5, 294, 36], "card2": [390, 16, 362, 391.5], "row2": [16, 419.5, 736, 391.5],
        ])
        #expect(try Self.fixtures.why("cards.json", "card1OldPrice.width") == """
            card1OldPrice.width = 55.5
              55.5  STK-flex-size: card1OldPrice.width == 55.5
            Note: card1OldPrice's flex basis is 60; it shrank by all the 4.5 points by which card1PriceRow's line \
            overflows (flexShrink 1, the only item that shrinks). card1OldPrice's content is 60 × 16, wider than the \
            width it was laid out at, 55.5: it overflows its frame by 4.5.

            """)
        let start = [("{\"name\": \"card1Media\", \"flexStack\": {\"direction\": \"vertical\"}",
                      "{\"name\": \"card1Media\", \"flexStack\": {\"direction\": \"vertical\", \"alignItems\": \"start\"}")]
        let photo = try Self.fixtures.why("cards.json", "card1Photo.width", [], start)
        #expect(photo.contains("card1Photo has an aspect ratio but no intrinsic size"), "\(photo)")
    }
}
