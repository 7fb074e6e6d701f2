import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-two's screens as layout documents
/// (`Fixtures/TrialThirtyTwo`): the chat on an iPhone with a home
/// indicator upright and on its side and on one with a home button, the
/// login form upright and on its side, the iPad sheet, and the Texture
/// compositions. A document holds one state; the keyboard's other state
/// (and a hidden photo) is the same document with its root's `"keyboard"`
/// (or the photo's `"hidden"`) changed, read from standard input. The
/// frames are the ones worked out by hand for the screens built in Swift by
/// `UserTrialThirtyTwoTests`; `--why` on what the keyboard decides says
/// so.
@Suite struct UserTrialThirtyTwoToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialThirtyTwo/"

    /// The document's text with `edits` made (each `(old, new)` once).
    static func document(_ name: String, _ edits: [(String, String)] = []) throws -> String {
        try documentText(fixtures + name, edits)
    }

    /// `layout run - --json` on the document with `edits`: the status and
    /// each frame as [x, y, width, height] by name.
    static func frames(_ name: String, _ edits: [(String, String)] = []) throws -> (status: Int32, frames: [String: [Double]],
                                                                                  json: [String: Any]) {
        let output = try runLayout(["run", "-", "--json"], input: try document(name, edits))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        return (output.status, frames.mapValues { [$0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!] }, json)
    }

    /// `layout run - --why WHAT` on the document with `edits`: the answer,
    /// from the line that starts with `WHAT =`.
    static func why(_ name: String, _ what: String, _ edits: [(String, String)] = []) throws -> String {
        let output = try runLayout(["run", "-", "--why", what], input: try document(name, edits))
        #expect(output.status == 0)
        let text = output.standardOutput
        let start = try #require(text.range(of: "\n\(what) = "))
        return String(text[text.index(after: start.lowerBound)...])
    }

    static let keyboardDown = [("\"keyboard\": 336,", "\"keyboard\": 0,")]

    /// Upright, the bar on the keyboard (its top at 508) at 412, 96 high
    /// (four lines of the field, 306 wide); down, on the home indicator at
    /// 810 − 96 = 714; with the guide off the safe area, down to 844 and
    /// 34 taller by its bottom margin (the field where it was).
    @Test func theChatUpright() throws {
        let up = try Self.frames("chat.json")
        #expect(up.status == 0)
        #expect(up.json["ambiguous"] as? [String] == [])
        #expect(up.frames["bar"] == [0, 412, 390, 96])
        #expect(up.frames["field"] == [8, 420, 306, 80])
        #expect(up.frames["send"] == [322, 464, 60, 36])
        #expect(up.frames["messages"] == [0, 91, 390, 321])
        let down = try Self.frames("chat.json", Self.keyboardDown)
        #expect(down.frames["bar"] == [0, 714, 390, 96])
        #expect(down.frames["messages"] == [0, 91, 390, 623])
        let under = try Self.frames("chat.json", [("\"keyboard\": 336,", "\"keyboard\": 0, \"keyboardFromSafeArea\": false,")])
        #expect(under.frames["bar"] == [0, 714, 390, 130])
        #expect(under.frames["field"] == [8, 722, 306, 80])
    }

    /// On its side (keyboard 209, its top at 181): the bar across the safe
    /// area at (47, 105), 750 × 76 (three lines at 666); down, at 369 − 76
    /// = 293. A home-button phone (keyboard 216, top at 451): the bar at 355;
    /// down, on the screen's bottom at 571.
    @Test func theChatOnItsSideAndOnAHomeButtonPhone() throws {
        let side = try Self.frames("chat-landscape.json")
        #expect(side.frames["bar"] == [47, 105, 750, 76])
        #expect(side.frames["field"] == [55, 113, 666, 60])
        #expect(side.frames["messages"] == [47, 44, 750, 61])
        let sideDown = try Self.frames("chat-landscape.json", [("\"keyboard\": 209,", "\"keyboard\": 0,")])
        #expect(sideDown.frames["bar"] == [47, 293, 750, 76])
        let button = try Self.frames("chat-se.json")
        #expect(button.frames["bar"] == [0, 355, 375, 96])
        #expect(button.frames["messages"] == [0, 64, 375, 291])
        let buttonDown = try Self.frames("chat-se.json", [("\"keyboard\": 216,", "\"keyboard\": 0,")])
        #expect(buttonDown.frames["bar"] == [0, 571, 375, 96])
    }

    /// `--why` on the bar's bottom: the screen's height less the keyboard's,
    /// with a note that it is up; down, less the home indicator, with a
    /// note that the guide is the safe area's bottom; with the guide off
    /// the safe area, the guide's tie adds 0 and its note says why.
    @Test func whyTheBarIsWhereItIs() throws {
        #expect(try Self.why("chat.json", "bar.bottom") == """
            bar.bottom = 844 − 336 = 508
                844  chat.height == 844
              − 336  chat-keyboard-guide: chat.keyboard.top == chat.bottom - 336
                  0  bar-on-keyboard: bar.bottom == chat.keyboard.top
            Note: the keyboard is up, 336 high: it covers 336 of chat from its bottom.

            """)
        #expect(try Self.why("chat.json", "bar.bottom", Self.keyboardDown).hasSuffix("""
            Note: the keyboard is down: chat's keyboard guide is the bottom of its safe area, 34 high.

            """))
        #expect(try Self.why("chat.json", "bar.bottom", [("\"keyboard\": 336,", "\"keyboard\": 0, \"keyboardFromSafeArea\": false,")]) == """
            bar.bottom = 844
              844  chat.height == 844
                0  chat-keyboard-guide: chat.keyboard.top == chat.bottom
                0  bar-on-keyboard: bar.bottom == chat.keyboard.top
            Note: the keyboard is down, and chat's keyboard guide does not use the safe area: it is 0 high.

            """)
    }

    /// Upright with the keyboard up the form (444 at least) fits the
    /// scroll item (461): the button at 508 − 16 − 50 = 442; down at 744.
    /// On its side the scroll item is 181 high, the form keeps 444 and
    /// scrolls, the button 24 below the fields at 378.
    @Test func theLoginForm() throws {
        let up = try Self.frames("login.json")
        #expect(up.status == 0)
        #expect(up.json["ambiguous"] as? [String] == [])
        #expect(up.frames["scroll"] == [0, 47, 390, 461])
        #expect(up.frames["login"] == [16, 442, 358, 50])
        #expect((up.json["contentSizes"] as? [String: [String: Double]])?["scroll"] == ["width": 390, "height": 461])
        let down = try Self.frames("login.json", Self.keyboardDown)
        #expect(down.frames["login"] == [16, 744, 358, 50])
        let side = try Self.frames("login-landscape.json")
        #expect(side.frames["scroll"] == [47, 0, 750, 181])
        #expect(side.frames["login"] == [63, 378, 718, 50])
        #expect((side.json["contentSizes"] as? [String: [String: Double]])?["scroll"] == ["width": 750, "height": 444])
        #expect(try Self.why("login.json", "login.top").hasPrefix("login.top = 844 − 336 − 50 − 16 = 442\n"))
    }

    /// The sheet (242, 74) to 694 on a 1024 × 768 iPad: the full keyboard
    /// (398, top at 370) covers 324 of it and the toolbar rides at 326; the
    /// shortcuts bar of a hardware keyboard (55, top at 713) does not reach
    /// it, and `--why` says so rather than that it covers 0.
    @Test func theSheetsToolbar() throws {
        let up = try Self.frames("sheet.json")
        #expect(up.status == 0)
        #expect(up.frames["toolbar"] == [242, 326, 540, 44])
        #expect(up.frames["notes"] == [242, 130, 540, 196])
        #expect(up.frames["save"] == [706, 332, 60, 32])
        let shortcuts = [("\"keyboard\": 398,", "\"keyboard\": 55,")]
        #expect(try runFrames(Self.fixtures + "sheet.json", ["--keyboard", "55"]).frames["toolbar"] == [242, 650, 540, 44])
        #expect(try Self.why("sheet.json", "toolbar.bottom").hasSuffix("""
            Note: the keyboard is up, 398 high: it covers 324 of sheet from its bottom.

            """))
        #expect(try Self.why("sheet.json", "toolbar.bottom", shortcuts) == """
            toolbar.bottom = 384 + 310 = 694
              384  ipad.height == 768  (× 0.5)
              310  sheet.height == 620  (× 0.5)
                0  sheet-keyboard-guide: sheet.keyboard.top == sheet.bottom
                0  sheet.centerY == ipad.centerY
                0  toolbar-on-keyboard: toolbar.bottom == sheet.keyboard.top
            Note: the keyboard is up, 55 high, but does not reach sheet: its top, 713, is below sheet's bottom, 694.

            """)
    }

    /// The sticker canvas 100 × 60 (the sun's corner) above the caption at
    /// 80; `--why` names the sticker that sizes it. The avatar spec 68 × 60
    /// with the badge 6 above it. The collage 180 × 200, 180 × 140 with the
    /// third photo hidden, the footer following.
    @Test func theTextureCompositions() throws {
        let post = try Self.frames("sticker-post.json")
        #expect(post.status == 0)
        #expect(post.frames["canvas"] == [12, 12, 100, 60])
        #expect(post.frames["caption"] == [12, 80, 128, 18])
        #expect(post.frames["post"] == [0, 0, 200, 110])
        #expect(try Self.why("sticker-post.json", "canvas.width") == """
            canvas.width = 100
              100  STK-flex-size: canvas.width == 100
            Note: canvas sizes to fit its absolute items (sizeToFitAbsolute), and sun needs the most: left offset 60 + width 40 = 100.

            """)
        let cell = try Self.frames("avatar-cell.json")
        #expect(cell.frames["avatarSpec"] == [16, 16, 68, 60])
        #expect(cell.frames["badge"] == [64, 10, 20, 20])
        #expect(cell.frames["name"] == [96, 36, 144, 20])
        let album = try Self.frames("collage.json")
        #expect(album.frames["collage"] == [70, 10, 180, 200])
        #expect(album.frames["footer"] == [108, 220, 104, 16])
        let hidden = try Self.frames("collage.json", [("\"hidden\": false", "\"hidden\": true")])
        #expect(hidden.frames["collage"] == [70, 10, 180, 140])
        #expect(hidden.frames["footer"] == [108, 160, 104, 16])
        #expect(hidden.frames["album"] == [0, 0, 320, 186])
    }
}
