import JSON
import Testing
import LayoutDocument

/// Constraints in a layout document name an item's guides as
/// `ITEM.layoutMargins`, `ITEM.safeArea` and `ITEM.readableContent`.
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
            { "root": { "name": "r", "size": { "width": 1000, "height": 300 }, "safeArea": { "left": 44, "right": 44 },
                        "children": [{ "name": "panel", "margins": { "top": 10, "left": 20, "bottom": 10, "right": 20 } },
                                     { "name": "label" }, { "name": "text" }] },
              "constraints": [
                "panel.leading == r.safeArea.leading", "panel.trailing == r.safeArea.trailing",
                "panel.top == r.top", "panel.height == 100",
                "label.leading == panel.layoutMargins.leading", "label.trailing == panel.layoutMargins.trailing",
                "label.top == panel.layoutMargins.top", "label.bottom == panel.layoutMargins.bottom",
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

    @Test func anItemsOwnNameWins() throws {
        // An item may be named like a guide: the name is the item.
        let frames = try frames("""
            { "root": { "name": "r", "size": { "width": 100, "height": 100 }, "safeArea": { "top": 30 },
                        "children": [{ "name": "r.safeArea", "size": { "width": 10, "height": 10 } }, { "name": "b" }] },
              "constraints": ["r.safeArea.top == r.top + 5", "r.safeArea.leading == r.leading",
                              "b.top == r.safeArea.bottom", "b.leading == r.leading", "b.width == 1", "b.height == 1"] }
            """)
        #expect(frames["r.safeArea"] == [0, 5, 10, 10])
        #expect(frames["b"] == [0, 15, 1, 1])
    }
}
