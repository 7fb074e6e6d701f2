import Foundation
import JSON
import Testing
import LayoutDocument

/// Constraints in a layout document name an item's guides as
/// `ITEM.margins`, `ITEM.safeArea`, `ITEM.readableContent` and
/// `ITEM.keyboard`.
@Suite struct DocumentGuideTests {
    func frames(_ text: String) throws -> [String: [Double]] {
        let run = try LayoutDocument(parsing: text).run()
        #expect(run.conflicts.isEmpty)
        return Dictionary(uniqueKeysWithValues: run.items.map { item in
            let frame = item.frameInRoot
            return (item.name, [frame.minX, frame.minY, frame.width, frame.height])
        })
    }

    @Test func guidesOfTheRootAndOfAChild() throws {
        let frames = try frames("""
            { "root": { "name": "r", "size": { "width": 1000, "height": 300 }, "safeArea": { "top": 0, "left": 44, "bottom": 0, "right": 44 },
                        "children": [{ "name": "panel", "margins": { "top": 10, "left": 20, "bottom": 10, "right": 20 } },
                                     { "name": "label" }, { "name": "text" }] },
              "constraints": [
                "panel.leading == r.safeArea.leading", "panel.trailing == r.safeArea.trailing",
                "panel.top == r.top", "panel.height == 100",
                "label.leading == panel.margins.leading", "label.trailing == panel.margins.trailing",
                "label.top == panel.margins.top", "label.bottom == panel.margins.bottom",
                "text.leading == r.readableContent.leading", "text.trailing == r.readableContent.trailing",
                "text.top == panel.bottom", "text.height == 20"
              ] }
            """)
        // The safe area spans 44...956.
        #expect(frames["panel"] == [44, 0, 912, 100])
        // Inside the panel's margins.
        #expect(frames["label"] == [64, 10, 872, 80])
        // The root's margins grow by the safe area (44 + 8 on each side): 52...948, 896 wide;
        // the readable width 672 is centred there: 52 + (896 - 672) / 2.
        #expect(frames["text"] == [164, 100, 672, 20])
    }

    @Test func declaredGuidesSpaceButtons() throws {
        // Three 60-wide buttons with equal gaps in a 320-wide bar, its margins 8.
        let frames = try frames("""
            { "root": { "name": "bar", "size": { "width": 320, "height": 44 }, "guides": [{ "name": "gap1" }, { "name": "gap2" }],
                        "children": [{ "name": "b1", "size": { "width": 60, "height": 30 } },
                                     { "name": "b2", "size": { "width": 60, "height": 30 } },
                                     { "name": "b3", "size": { "width": 60, "height": 30 } }] },
              "constraints": [
                "b1.leading == bar.margins.leading", "gap1.leading == b1.trailing", "b2.leading == gap1.trailing",
                "gap2.leading == b2.trailing", "b3.leading == gap2.trailing", "b3.trailing == bar.margins.trailing",
                "gap1.width == gap2.width", "gap1.top == bar.top", "gap1.height == 0", "gap2.top == bar.top", "gap2.height == 0",
                "b1.top == 7", "b2.top == 7", "b3.top == 7"
              ] }
            """)
        // 304 between the margins, 180 of buttons: gaps of 62.
        #expect(frames["b1"] == [8, 7, 60, 30])
        #expect(frames["b2"] == [130, 7, 60, 30])
        #expect(frames["b3"] == [252, 7, 60, 30])
    }

    @Test func thePictureDrawsTheMarginsTheLayoutUses() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/article-safe-area.json"), encoding: .utf8)
        let run = try LayoutDocument(parsing: text).run()
        let picture = LayoutPicture(root: run.root, conflicts: run.conflicts, ambiguous: run.ambiguous,
                                    constraints: run.constraints, label: run.text(of:))
        // The screen's margins, 8, grow by the notch (47) and the home indicator (34):
        // 8...382 across, 55...802 down.
        #expect(picture.svg.contains(#"<rect x="8" y="55" width="374" height="747""#))
    }

    @Test func thePictureLeavesEverythingInsideAHiddenItemUnfilled() throws {
        // A hidden row hides its subtree, as in UIKit: x (0, 0, 10, 10) and y (18, 0, 10, 10) lie
        // under the visible item and are drawn as outlines, as the row is, not filled over it.
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "column", "size": { "width": 100 }, "flexStack": { "direction": "vertical" },
                        "children": [{ "name": "row", "hidden": true, "flexStack": { "spacing": 8 },
                                       "children": [{ "name": "x", "intrinsicSize": { "width": 10, "height": 10 } },
                                                    { "name": "y", "intrinsicSize": { "width": 10, "height": 10 } }] },
                                     { "name": "shown", "intrinsicSize": { "width": 20, "height": 20 } }] } }
            """).run()
        let svg = LayoutPicture(root: run.root).svg
        #expect(svg.contains(#"<rect x="0" y="0" width="10" height="10" fill="none""#))
        #expect(svg.contains(#"<rect x="18" y="0" width="10" height="10" fill="none""#))
        #expect(svg.contains(##"<rect x="0" y="0" width="100" height="20" fill="#fdf1e3""##))
    }

    @Test func aReadableGuideNeverSizesItsItem() throws {
        // The box is 800 wide by its intrinsic size (compression resistance 750); its readable
        // guide is the 672 the root allows, centred in its margins 8...792: x = 8 + (784 - 672) / 2.
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 1000, "height": 300 },
                        "children": [{ "name": "box", "intrinsicSize": { "width": 800, "height": 100 } },
                                     { "name": "dot", "size": { "width": 10, "height": 10 } }] },
              "constraints": ["box.left == 0", "box.top == 0", "dot.leading == box.readableContent.leading", "dot.top == box.bottom"] }
            """)
        #expect(frames["box"] == [0, 0, 800, 100])
        #expect(frames["dot"] == [64, 100, 10, 10])
    }

    @Test func anItemsOwnNameWins() throws {
        // An item may be named like a guide: the name is the item.
        let frames = try frames("""
            { "root": { "name": "r", "size": { "width": 100, "height": 100 }, "safeArea": { "top": 30, "left": 0, "bottom": 0, "right": 0 },
                        "children": [{ "name": "r.safeArea", "size": { "width": 10, "height": 10 } }, { "name": "b" }] },
              "constraints": ["r.safeArea.top == r.top + 5", "r.safeArea.leading == r.leading",
                              "b.top == r.safeArea.bottom", "b.leading == r.leading", "b.width == 1", "b.height == 1"] }
            """)
        #expect(frames["r.safeArea"] == [0, 5, 10, 10])
        #expect(frames["b"] == [0, 15, 1, 1])
    }

    /// `keyboard` on the root raises every `ITEM.keyboard` guide: a 44-point
    /// bar on the screen's at 844 − 336 − 44 = 464; a panel from 100 to 700
    /// takes 700 − 508 = 192 of it. With the keyboard down the bar rides on
    /// the safe area (844 − 34 − 44 = 766), or, with `keyboardFromSafeArea`
    /// off, on the screen's bottom (800).
    @Test(arguments: [(336.0, true, 464.0, 192.0), (0, true, 766, 0), (0, false, 800, 0)])
    func theKeyboardGuide(_ keyboard: Double, _ fromSafeArea: Bool, _ barY: Double, _ panelGuide: Double) throws {
        let frames = try frames("""
            { "root": { "name": "screen", "size": { "width": 390, "height": 844 }, "keyboard": \(keyboard),
                        "keyboardFromSafeArea": \(fromSafeArea),
                        "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 },
                        "children": [{ "name": "bar" }, { "name": "panel", "children": [{ "name": "mark" }] }] },
              "constraints": [
                "bar.leading == screen.leading", "bar.trailing == screen.trailing", "bar.height == 44",
                "bar.bottom == screen.keyboard.top",
                "panel.top == screen.top + 100", "panel.height == 600", "panel.leading == screen.leading", "panel.width == 200",
                "mark.top == panel.keyboard.top", "mark.bottom == panel.keyboard.bottom",
                "mark.leading == panel.leading", "mark.width == 10"
              ] }
            """)
        #expect(frames["bar"] == [0, barY, 390, 44])
        #expect(frames["mark"] == [0, 700 - panelGuide, 10, panelGuide])
    }

    /// `preservesSuperviewMargins` on a table cell's content view, inset 4
    /// from a cell whose margins are 20: the cell's margin reaches 16 into
    /// it, more than its own 8, so the title is 4 + 16 = 20 from the cell's
    /// edge; without the key it is 4 + 8 = 12.
    @Test(arguments: [(true, 20.0), (false, 12)])
    func aContentViewPreservesTheCellsMargins(_ preserves: Bool, _ titleX: Double) throws {
        let frames = try frames("""
            { "root": { "name": "cell", "size": { "width": 375, "height": 44 }, "margins": { "left": 20, "right": 20 },
                        "children": [{ "name": "contentView", "preservesSuperviewMargins": \(preserves),
                                       "children": [{ "name": "title", "intrinsicSize": { "width": 100, "height": 20 } }] }] },
              "constraints": ["contentView.leading == cell.leading + 4", "contentView.trailing == cell.trailing - 4",
                              "contentView.top == cell.top", "contentView.bottom == cell.bottom",
                              "title.leading == contentView.margins.leading", "title.trailing == contentView.margins.trailing",
                              "title.centerY == contentView.centerY"] }
            """)
        #expect(frames["title"] == [titleX, 12, 375 - 2 * titleX, 20])
    }

    @Test(arguments: [
        (#"{ "root": { "name": "r", "preservesSuperviewMargins": 1 }, "constraints": [] }"#,
         #"item "r": "preservesSuperviewMargins" must be true or false"#),
        (#"{ "root": { "name": "r", "keyboard": -1 }, "constraints": [] }"#,
         #"item "r": "keyboard" must be a finite number of points, not negative"#),
        (#"{ "root": { "name": "r", "children": [{ "name": "c", "keyboard": 300 }] }, "constraints": [] }"#,
         #"item "c": only the root has a "keyboard""#),
        (#"{ "root": { "name": "r", "keyboardFromSafeArea": "no" }, "constraints": [] }"#,
         #"item "r": "keyboardFromSafeArea" must be true or false"#),
    ])
    func badKeyboardSettingsAreRefusedByName(_ document: String, _ message: String) {
        #expect(throws: LayoutDocumentError(message)) { try LayoutDocument(parsing: document) }
    }

    /// UIKit's names of the keyboard's settings and of the guides say what
    /// a document writes instead.
    @Test(arguments: [
        (#"{ "root": { "name": "r", "usesBottomSafeArea": false } }"#,
         #"item "r" has an unknown key "usesBottomSafeArea": UIKit's usesBottomSafeArea is "keyboardFromSafeArea""#),
        (#"{ "root": { "name": "r", "rootKeyboardHeight": 336 } }"#,
         #"item "r" has an unknown key "rootKeyboardHeight": the keyboard's height is the root's "keyboard""#),
        (#"{ "root": { "name": "r", "children": [{ "name": "bar" }] }, "constraints": ["bar.bottom == r.keyboardLayoutGuide.top"] }"#,
         #"constraint 1 ("bar.bottom == r.keyboardLayoutGuide.top") names an unknown item or guide "r.keyboardLayoutGuide": UIKit's keyboardLayoutGuide is "r.keyboard""#),
        (#"{ "root": { "name": "r", "children": [{ "name": "bar" }] }, "constraints": ["bar.top == r.safeAreaLayoutGuide.top"] }"#,
         #"constraint 1 ("bar.top == r.safeAreaLayoutGuide.top") names an unknown item or guide "r.safeAreaLayoutGuide": UIKit's safeAreaLayoutGuide is "r.safeArea""#),
    ])
    func uikitNamesSayWhatToWrite(_ document: String, _ message: String) {
        #expect(throws: LayoutDocumentError(message)) { try LayoutDocument(parsing: document) }
    }

    /// A name misspelt, in its case or a letter or two, names the one
    /// meant, as a misspelt key or attribute does (trial forty-seven typed
    /// `screen.safearea` and `heder`); a name of one or two letters, or a
    /// guide no item has, names none.
    @Test(arguments: [
        ("heder.top", #": did you mean "header"?"#),
        ("HEADER.top", #": did you mean "header"?"#),
        ("screen.safearea.top", #": did you mean "screen.safeArea"?"#),
        ("screen.margin.top", #": did you mean "screen.margins"?"#),
        ("heder.safeArea.top", #": did you mean "header.safeArea"?"#),
        ("screen.notch.top", ""),
        ("b.top", ""),
        ("screen.contnt.top", ""),
    ])
    func aMisspeltNameNamesTheOneMeant(_ written: String, _ hint: String) {
        let document = #"{ "root": { "name": "screen", "children": [{ "name": "header" }] }, "constraints": ["#
            + "\"header.top == \(written)\"] }"
        let name = String(written[..<written.lastIndex(of: ".")!])
        let message = "constraint 1 (\"header.top == \(written)\") names an unknown item or guide \"\(name)\"" + hint
        #expect(throws: LayoutDocumentError(message)) { try LayoutDocument(parsing: document) }
    }
}
