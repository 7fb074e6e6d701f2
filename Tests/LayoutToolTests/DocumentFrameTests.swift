import Testing
import Layout
import LayoutDocument

/// `frame`, `autoresizing` and `frameIn` in layout documents.
@Suite struct DocumentFrameTests {
    @Test func aFrameSetInANarrowerParentStretches() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "r", "size": { "width": 400, "height": 300 },
                        "children": [{ "name": "bar", "frame": { "x": 10, "y": 0, "width": 300, "height": 44 },
                                       "frameIn": { "width": 320, "height": 300 }, "autoresizing": ["flexibleWidth"] },
                                     { "name": "kept", "frame": { "x": 10, "y": 50, "width": 30, "height": 30 } }] },
              "constraints": [] }
            """).run()
        #expect(run.conflicts.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frameInRoot) })
        // 80 wider: all of it to the only flexible segment.
        #expect(frames["bar"] == Rect(x: 10, y: 0, width: 380, height: 44))
        // frameIn defaults to the parent's size: nothing to share.
        #expect(frames["kept"] == Rect(x: 10, y: 50, width: 30, height: 30))
    }

    /// The root at the origin and a line 0 high: the frames a run gives
    /// programs (`framesJSON`) hold 0, not the -0.0 the solver can give,
    /// and no output prints a negative zero.
    @Test func zerosInARunAreNotNegative() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "r", "size": { "width": 320, "height": 100 },
                        "children": [{ "name": "line", "size": { "height": 0 } }] },
              "constraints": ["line.leading == r.leading", "line.trailing == r.trailing", "line.bottom == r.bottom"] }
            """).run()
        let frames = try #require(run.framesJSON.members)
        let values = frames.flatMap { $0.value.members ?? [] }.compactMap(\.value.number)
        #expect(values.count == 8)
        #expect(!values.contains { $0 == 0 && $0.sign == .minus }, "\(values)")
        #expect(run.framesJSON.formatted() == #"{"r":{"x":0,"y":0,"width":320,"height":100},"line":{"x":0,"y":100,"width":320,"height":0}}"#)
        #expect(!run.text(strict: false).contains("-0"))
    }

    @Test(arguments: [
        (#"{ "name": "a", "autoresizing": ["flexibleWidth"] }"#, #"item "a": "autoresizing" needs a "frame""#),
        (#"{ "name": "a", "frameIn": { "width": 1, "height": 1 } }"#, #"item "a": "frameIn" needs a "frame""#),
        (#"{ "name": "a", "frame": { "x": 0, "y": 0, "width": -1, "height": 1 } }"#,
         #"item "a": "frame" needs "width", a finite number, not negative"#),
        (#"{ "name": "a", "frame": { "x": 0, "y": 0, "width": 1 } }"#, #"item "a": "frame" needs "height""#),
        (#"{ "name": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 }, "autoresizing": ["flexibleWide"] }"#,
         #"not "flexibleWide""#),
        (#"{ "name": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 }, "frameIn": { "width": 1 } }"#,
         #"item "a": "frameIn" needs "height""#),
    ])
    func badFramesAreRefusedNamingTheItem(child: String, message: String) throws {
        let text = #"{ "root": { "name": "r", "size": { "width": 100, "height": 100 }, "children": ["# + child + "] }, \"constraints\": [] }"
        #expect { try LayoutDocument(parsing: text) } throws: { "\($0)".contains(message) }
    }

    @Test func aFrameNeedsTheParentsSizeAndAPlainParent() throws {
        let noSize = #"{ "root": { "name": "r", "children": [{ "name": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }] }, "constraints": [] }"#
        #expect { try LayoutDocument(parsing: noSize) } throws: { "\($0)".contains(#"give "frameIn", or the parent "r" a "size""#) }
        let inStack = #"{ "root": { "name": "r", "size": { "width": 100, "height": 100 }, "stack": { "axis": "vertical" }, "children": [{ "name": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }] }, "constraints": [] }"#
        #expect { try LayoutDocument(parsing: inStack) } throws: { "\($0)".contains("a stack places its children") }
        let root = #"{ "root": { "name": "r", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }, "constraints": [] }"#
        #expect { try LayoutDocument(parsing: root) } throws: { "\($0)".contains("the root has no parent") }
    }

    /// A framed child of a framed parent was set in the parent's frame.
    @Test func aFramedParentsFrameIsItsChildrensFrameIn() throws {
        let run = try LayoutDocument(parsing: """
            { "root": { "name": "r", "size": { "width": 400, "height": 300 },
                        "children": [{ "name": "panel", "frame": { "x": 0, "y": 0, "width": 320, "height": 100 },
                                       "frameIn": { "width": 320, "height": 300 }, "autoresizing": ["flexibleWidth"],
                                       "children": [{ "name": "badge", "frame": { "x": 280, "y": 10, "width": 30, "height": 30 },
                                                      "autoresizing": ["flexibleLeftMargin"] }] }] },
              "constraints": [] }
            """).run()
        #expect(run.conflicts.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frameInRoot) })
        // The panel grows by 80 to 400; the badge, set in its 320, keeps 10 from its right edge.
        #expect(frames["panel"] == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(frames["badge"] == Rect(x: 360, y: 10, width: 30, height: 30))
    }
}
