import Foundation
import Testing
import LayoutTool

/// The pictures of `layout run --svg` and `--html` show the screen around
/// the layout: the root's unsafe areas as bands under the items and the
/// keyboard as a rectangle over them, at the root's edges.
@Suite struct ScreenAreaPictureTests {
    /// A 390 × 844 screen with a notch (47), a home indicator (34), uneven
    /// side insets (12, 20) and the keyboard up 336: the list fills the safe
    /// area down to the bar, which rides on the keyboard.
    static let screen = """
        { "root": { "name": "screen", "size": { "width": 390, "height": 844 },
                    "safeArea": { "top": 47, "left": 12, "bottom": 34, "right": 20 }, "keyboard": 336,
                    "children": [ { "name": "list" }, { "name": "bar", "size": { "height": 44 } } ] },
          "constraints": [
            "list.top == screen.safeArea.top", "list.leading == screen.safeArea.leading",
            "list.trailing == screen.safeArea.trailing", "bar.top == list.bottom",
            "bar.leading == screen.leading", "bar.trailing == screen.trailing", "bar.bottom == screen.keyboard.top"
          ] }
        """

    /// The bands and the keyboard as the picture writes them: the top and
    /// bottom bands across the screen, the side bands between them, the
    /// keyboard from 844 − 336 = 508 down.
    static let expectedAreas = [
        ##"<g class="unsafe-area"><title>screen: unsafe area, top inset 47</title><rect x="0" y="0" width="390" height="47" fill="#7b2cbf" fill-opacity="0.15"/>"##
            + "\n" + ##"<text x="195" y="27" text-anchor="middle" font-size="9" fill="#5a189a">safe area 47</text>"##,
        ##"<g class="unsafe-area"><title>screen: unsafe area, bottom inset 34</title><rect x="0" y="810" width="390" height="34" fill="#7b2cbf" fill-opacity="0.15"/>"##
            + "\n" + ##"<text x="195" y="830.5" text-anchor="middle" font-size="9" fill="#5a189a">safe area 34</text>"##,
        // 12 is too narrow for its label, 20 holds "20": 47 + 763 / 2 + 3.5 = 432.
        ##"<g class="unsafe-area"><title>screen: unsafe area, left inset 12</title><rect x="0" y="47" width="12" height="763" fill="#7b2cbf" fill-opacity="0.15"/>"##
            + "\n</g>",
        ##"<g class="unsafe-area"><title>screen: unsafe area, right inset 20</title><rect x="370" y="47" width="20" height="763" fill="#7b2cbf" fill-opacity="0.15"/>"##
            + "\n" + ##"<text x="380" y="432" text-anchor="middle" font-size="9" fill="#5a189a">20</text>"##,
        ##"<g class="keyboard" pointer-events="none"><title>keyboard, 336 high</title><rect x="0" y="508" width="390" height="336" fill="#8e8e93" fill-opacity="0.55"/>"##
            + "\n" + ##"<text x="195" y="679.5" text-anchor="middle" font-size="9" fill="#3a3a3c">keyboard 336</text>"##,
    ]

    static func temporaryPath(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("screen-areas-\(UUID().uuidString).\(suffix)")
    }

    /// What `layout run - OPTIONS --svg` draws of `document`.
    static func svg(of document: String, _ options: [String] = []) throws -> String {
        let path = temporaryPath("svg")
        defer { try? FileManager.default.removeItem(at: path) }
        let output = runInProcess(["run", "-", "--svg", path.path] + options, input: document)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        return try String(contentsOf: path, encoding: .utf8)
    }

    @Test func theSVGDrawsTheUnsafeBandsUnderTheItemsAndTheKeyboardOverThem() throws {
        let svg = try Self.svg(of: Self.screen)
        for area in Self.expectedAreas { #expect(svg.contains(area), "\(area)") }
        // The bar sits on the keyboard: 508 − 44.
        #expect(svg.contains(#"<g class="item" data-item="bar"><title>bar (0, 464, 390, 44)</title>"#))
        // Bands over the root and under its items; the keyboard over the items and under their names.
        let root = try #require(svg.range(of: #"data-item="screen""#)?.lowerBound)
        let firstBand = try #require(svg.range(of: #"class="unsafe-area""#)?.lowerBound)
        let list = try #require(svg.range(of: #"<g class="item" data-item="list""#)?.lowerBound)
        let bar = try #require(svg.range(of: #"<g class="item" data-item="bar""#)?.lowerBound)
        let keyboard = try #require(svg.range(of: #"class="keyboard""#)?.lowerBound)
        let names = try #require(svg.range(of: #"class="label""#)?.lowerBound)
        #expect(root < firstBand && firstBand < list)
        #expect(bar < keyboard && keyboard < names)
    }

    @Test func theHTMLReportDrawsThemAndSaysWhatTheyAre() throws {
        let page = Self.temporaryPath("html")
        defer { try? FileManager.default.removeItem(at: page) }
        let output = runInProcess(["run", "-", "--html", page.path], input: Self.screen)
        #expect(output.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        for area in Self.expectedAreas { #expect(html.contains(area), "\(area)") }
        #expect(html.contains("The violet bands along the root's edges are outside its safe area (a notch, a home"
            + " indicator), labelled with their insets. The gray rectangle across the bottom is the keyboard,"
            + " labelled with its height.</figcaption>"))
    }

    @Test func theKeyboardOptionDrawsTheKeyboardItBringsUp() throws {
        // Down (0), the keyboard is not drawn; 216 up, it reaches from 844 − 216 = 628.
        let down = try Self.svg(of: Self.screen, ["--keyboard", "0"])
        #expect(!down.contains(#"class="keyboard""#))
        #expect(down.contains(#"class="unsafe-area""#))
        let up = try Self.svg(of: Self.screen, ["--keyboard", "216"])
        #expect(up.contains(#"<g class="keyboard" pointer-events="none"><title>keyboard, 216 high</title><rect x="0" y="628" width="390" height="216""#))
    }

    /// A keyboard taller than the root covers the root and no more; its
    /// label still says how high it is.
    @Test func aKeyboardTallerThanTheRootStopsAtItsTop() throws {
        let svg = try Self.svg(of: #"{ "root": { "name": "popover", "size": { "width": 200, "height": 120 }, "keyboard": 300 } }"#)
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="120" fill="#8e8e93" fill-opacity="0.55"/>"##))
        #expect(svg.contains(">keyboard 300</text>"))
        #expect(!svg.contains("unsafe-area"))
    }

    /// Without insets or a keyboard the picture is the one drawn before
    /// there were screen areas: the guide's pictures stay as they are.
    @Test(arguments: ["card", "toolbar", "form"])
    func aDocumentWithoutThemDrawsAsBefore(_ name: String) throws {
        let document = try documentText("Examples/\(name).json")
        let svg = try Self.svg(of: document)
        #expect(!svg.contains("unsafe-area") && !svg.contains(#"class="keyboard""#))
        let picture = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Pictures/Layout/\(name).svg"),
                                 encoding: .utf8)
        #expect(svg == picture)
    }

    /// The layout command guide's keyboard picture, `login-keyboard.svg`,
    /// is trial thirty-two's login form with `--keyboard 291`, as
    /// `make-pictures.sh` draws it: the keyboard from 844 − 291 = 553 down,
    /// labelled at 553 + 291 / 2 + 3.5 = 702; the scroll on it from the
    /// notch's 47, 553 − 47 = 506 high; the login button 16 above it, from
    /// 553 − 16 − 50 = 487; and the home indicator's band, 810 to 844,
    /// drawn under the keyboard.
    @Test func theGuidesKeyboardPictureIsTheLoginFormOverAKeyboardOf291() throws {
        let document = try documentText("Tests/LayoutToolTests/Fixtures/TrialThirtyTwo/login.json")
        let svg = try Self.svg(of: document, ["--keyboard", "291"])
        #expect(svg.contains(##"<g class="keyboard" pointer-events="none"><title>keyboard, 291 high</title><rect x="0" y="553" width="390" height="291""##))
        #expect(svg.contains(##"<text x="195" y="702" text-anchor="middle" font-size="9" fill="#3a3a3c">keyboard 291</text>"##))
        #expect(svg.contains("<title>scroll (0, 47, 390, 506)</title>") && svg.contains("<title>login (16, 487, 358, 50)</title>"))
        let band = try #require(svg.range(of: ##"<rect x="0" y="810" width="390" height="34""##)?.lowerBound)
        let keyboard = try #require(svg.range(of: ##"class="keyboard""##)?.lowerBound)
        #expect(band < keyboard)
        let picture = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Pictures/Layout/login-keyboard.svg"),
                                 encoding: .utf8)
        #expect(svg == picture)
    }
}
