import Testing
import JSON
import LayoutDocument
import Stack

/// Stacks in layout documents: settings the reader refuses, with the
/// message that names the culprit, and settings that reach the stack.
@Suite struct StackDocumentTests {
    func document(_ root: String) -> String {
        #"{ "root": "# + root + #", "constraints": [] }"#
    }

    @Test(arguments: [
        (#"{ "name": "s", "stack": { "customSpacing": { "ghost": 4 } }, "children": [ { "name": "a" } ] }"#,
         #"item "s": "customSpacing" names "ghost", which is not one of the stack's children"#),
        (#"{ "name": "s", "stack": { "distribution": "spread" } }"#,
         #"item "s" stack: "distribution" must be one of equalCentering, equalSpacing, fill, fillEqually, fillProportionally"#),
        (#"{ "name": "s", "stack": { "spacing": "wide" } }"#,
         #"item "s" stack: "spacing" must be a finite number or "system""#),
        (#"{ "name": "s", "stack": { "axis": "diagonal" } }"#,
         #"item "s" stack: "axis" must be one of horizontal, vertical"#),
        (#"{ "name": "s", "stack": { "gap": 4 } }"#,
         #"item "s" stack has an unknown key "gap""#),
        // A key of the other stack's vocabulary says what to write instead.
        (#"{ "name": "s", "flexStack": { "alignment": "center" } }"#,
         #"item "s" flexStack has an unknown key "alignment": a flexStack's is "alignItems""#),
        (#"{ "name": "s", "flexStack": { "distribution": "fill" } }"#,
         #"item "s" flexStack has an unknown key "distribution": a flexStack's is "justifyContent""#),
        (#"{ "name": "s", "stack": { "justifyContent": "center" } }"#,
         #"item "s" stack has an unknown key "justifyContent": a stack's is "distribution""#),
        (#"{ "name": "s", "stack": { "flexWrap": "wrap" } }"#,
         #"item "s" stack has an unknown key "flexWrap": only a flexStack wraps"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "grow": 1 } ] }"#,
         #"item "a" has an unknown key "grow": a flexStack's child takes "flexGrow""#),
        // A stack has no intrinsic size for these to hold (a price row that
        // should not stretch in a plan card): they would do nothing.
        (#"{ "name": "s", "stack": {}, "hugging": { "vertical": 251 } }"#,
         #"item "s": "hugging" applies to an intrinsic size, which a stack has not: it hugs by its rules "#
            + #"(UISV-canvas-fit @49 aligned by baselines, UISV-spanning-fit @51 aligned top, center or bottom, "#
            + #"its items' own aligned fill); set "hugging" on the items instead"#),
        (#"{ "name": "s", "stack": {}, "flexStack": {} }"#,
         #"item "s" has both "stack" and "flexStack""#),
        (#"{ "name": "s", "stack": {}, "children": [ { "name": "a", "flexGrow": 1 } ] }"#,
         #"item "a": "flexGrow" is for children of a flexStack"#),
        (#"{ "name": "s", "stack": {}, "children": [ { "name": "a", "alignSelf": "end" } ] }"#,
         #"item "a": "alignSelf" is for children of a flexStack; a stack aligns all its items alike: to align one "#
            + #"otherwise, arrange an item that holds it, and place it inside that item with constraints "#
            + #"("a.trailing == holder.trailing")"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "flexBasis": "half" } ] }"#,
         #"item "a": "flexBasis" must be a number of points or a percentage such as "50%""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "alignSelf": "middle" } ] }"#,
         #"item "a": "alignSelf" must be one of auto, baselineFirst, baselineLast, center, end, start, stretch"#),
        (#"{ "name": "s", "flexStack": { "justifyContent": "around" } }"#,
         #"item "s" flexStack: "justifyContent" must be one of center, end, spaceAround, spaceBetween, spaceEvenly, start"#),
        (#"{ "name": "s", "flexStack": {}, "minSize": { "width": -10 } }"#,
         #"item "s": a flex stack's "minSize" cannot be negative"#),
        (#"{ "name": "s", "flexStack": { "integerRounding": "yes" } }"#,
         #"item "s" flexStack: "integerRounding" must be true or false"#),
        (#"{ "name": "s", "flexStack": { "flexWrap": "yes" } }"#,
         #"item "s" flexStack: "flexWrap" must be one of noWrap, wrap, wrapReverse"#),
        (#"{ "name": "s", "flexStack": { "alignContent": "middle" } }"#,
         #"item "s" flexStack: "alignContent" must be one of center, end, spaceAround, spaceBetween, spaceEvenly, start, stretch"#),
        (#"{ "name": "s", "flexStack": { "direction": "upwards" } }"#,
         #"item "s" flexStack: "direction" must be one of horizontal, horizontalReverse, vertical, verticalReverse"#),
        (#"{ "name": "s", "flexStack": { "padding": { "top": "8" } } }"#,
         #"item "s" flexStack: "padding.top" must be a finite number of points"#),
        (#"{ "name": "s", "flexStack": { "padding": { "middle": 8 } } }"#,
         #"item "s" flexStack padding has an unknown key "middle""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "margin": { "left": "wide" } } ] }"#,
         #"item "a": "margin.left" must be a number of points or a percentage such as "50%" or "auto""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "position": "fixed" } ] }"#,
         #"item "a": "position" must be one of absolute, relative"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "offset": { "start": 4 } } ] }"#,
         #"item "a" offset has an unknown key "start": Yoga's start edge is "leading""#),
        (#"{ "name": "s", "flexStack": { "padding": { "end": 4 } } }"#,
         #"item "s" flexStack padding has an unknown key "end": Yoga's end edge is "trailing""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "positionType": "absolute" } ] }"#,
         #"item "a" has an unknown key "positionType": an absolute child is "position": "absolute""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "top": 4 } ] }"#,
         #"item "a" has an unknown key "top": a flexStack child's offsets are "offset": {"top": …, "leading": …}"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "display": "none" } ] }"#,
         #"item "a" has an unknown key "display": a child that takes no room is "hidden": true"#),
        (#"{ "name": "s", "children": [ { "name": "a", "ratio": 0.5 } ] }"#,
         #"item "a" has an unknown key "ratio": an item's proportions are "aspectRatio", width ÷ height (Texture's ratio 0.5 is 2)"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "size": { "width": "half" } } ] }"#,
         #"item "a": "size.width" must be a number of points or a percentage such as "50%""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "minSize": { "height": -1 } } ] }"#,
         #"item "a": "minSize.height" cannot be negative"#),
        (#"{ "name": "s", "children": [ { "name": "a", "size": { "width": "50%" } } ] }"#,
         #"item "a": "size.width" is a percentage, which only a child of a flexStack may use"#),
        (#"{ "name": "s", "children": [ { "name": "a", "margin": { "left": 4 } } ] }"#,
         #"item "a": "margin" is for children of a flexStack: did you mean "margins"?"#),
        // Yoga's values and style names, as a React Native screen writes them.
        (#"{ "name": "s", "flexStack": { "direction": "row" } }"#,
         #"item "s" flexStack: "direction" must be one of horizontal, horizontalReverse, vertical, verticalReverse (Yoga's "row" is "horizontal")"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "alignSelf": "flex-end" } ] }"#,
         #"item "a": "alignSelf" must be one of auto, baselineFirst, baselineLast, center, end, start, stretch (Yoga's "flex-end" is "end")"#),
        (#"{ "name": "s", "flexStack": { "padding": { "left": "5%" } } }"#,
         #"item "s" flexStack: "padding.left" must be a finite number of points (padding takes no percentages)"#),
        (#"{ "name": "s", "flexStack": {}, "padding": { "top": 8 } }"#,
         #"item "s" has an unknown key "padding": padding is a flexStack's: "flexStack": {"padding": {"top": …, "leading": …}}"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "paddingHorizontal": 8 } ] }"#,
         #"item "a" has an unknown key "paddingHorizontal": padding is a flexStack's: "flexStack": {"padding": {"top": …, "leading": …}}"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "borderTopWidth": 1 } ] }"#,
         #"item "a" has an unknown key "borderTopWidth": there are no borders: a border's width is room in the flexStack's "padding""#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "a", "marginStart": "auto" } ] }"#,
         #"item "a" has an unknown key "marginStart": a flexStack child's margins are "margin": {"top": …, "leading": …}"#),
        // Trial thirty-seven: names from Yoga, UIKit and the Swift API that
        // were refused without saying what to write.
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "field", "flexGrow": 1, "minWidth": 80 } ] }"#,
         #"item "field" has an unknown key "minWidth": an item's minimum is "minSize": {"width": …, "height": …}"#),
        (#"{ "name": "s", "children": [ { "name": "a", "maxHeight": 80 } ] }"#,
         #"item "a" has an unknown key "maxHeight": an item's maximum is "maxSize": {"width": …, "height": …}"#),
        (#"{ "name": "s", "flexStack": {}, "children": [ { "name": "badge", "minimumSize": { "width": 18 } } ] }"#,
         #"item "badge" has an unknown key "minimumSize": an item's minimum is "minSize": {"width": …, "height": …}"#),
        (#"{ "name": "bar", "stack": { "isLayoutMarginsRelativeArrangement": true } }"#,
         #"item "bar" stack has an unknown key "isLayoutMarginsRelativeArrangement": UIKit's isLayoutMarginsRelativeArrangement is "marginsRelative""#),
        // Trial sixty: the shortening between the two.
        (#"{ "name": "row", "stack": { "layoutMarginsRelative": true } }"#,
         #"item "row" stack has an unknown key "layoutMarginsRelative": UIKit's isLayoutMarginsRelativeArrangement is "marginsRelative""#),
        (#"{ "name": "form", "stack": { "isBaselineRelativeArrangement": true } }"#,
         #"item "form" stack has an unknown key "isBaselineRelativeArrangement": UIKit's isBaselineRelativeArrangement is "baselineRelative""#),
        (#"{ "name": "s", "flexStack": { "sizesToFitAbsoluteItems": true } }"#,
         #"item "s" flexStack has an unknown key "sizesToFitAbsoluteItems": Swift's sizesToFitAbsoluteItems is "sizeToFitAbsolute""#),
        (#"{ "name": "bar", "layoutMargins": { "top": 0 } }"#,
         #"item "bar" has an unknown key "layoutMargins": UIKit's layoutMargins are "margins""#),
        (#"{ "name": "s", "children": [ { "name": "t", "intrinsicContentSize": { "width": 30 } } ] }"#,
         #"item "t" has an unknown key "intrinsicContentSize": UIKit's intrinsicContentSize is "intrinsicSize""#),
        // Trial seventy-three: CSS's and Yoga's edge groups and ratios written as text.
        (#"{ "name": "s", "margins": { "horizontal": 16 } }"#,
         #"item "s" margins has an unknown key "horizontal": write "left" and "right" (or "leading" and "trailing"), each with the length"#),
        (#"{ "name": "s", "margins": 16 }"#,
         #"item "s": "margins" must be an object of edges: 16 on every edge is {"top": 16, "left": 16, "bottom": 16, "right": 16}"#),
        (#"{ "name": "s", "flexStack": { "padding": { "vertical": 4 } } }"#,
         #"item "s" flexStack padding has an unknown key "vertical": write "top" and "bottom", each with the length"#),
        (#"{ "name": "s", "children": [ { "name": "photo", "aspectRatio": "16:9" } ] }"#,
         #"item "photo": "aspectRatio" must be a positive number (width ÷ height): "16:9" is 1.777777778"#),
        (#"{ "name": "s", "children": [ { "name": "photo", "aspectRatio": "1/1" } ] }"#,
         #"item "photo": "aspectRatio" must be a positive number (width ÷ height): "1/1" is 1"#),
        (#"{ "name": "s", "children": [ { "name": "photo", "aspectRatio": "wide" } ] }"#,
         #"item "photo": "aspectRatio" must be a positive number (width ÷ height)"#),
    ])
    func badSettingsAreRefusedByName(_ root: String, _ message: String) {
        #expect(throws: LayoutDocumentError(message)) { try LayoutDocument(parsing: document(root)) }
    }

    /// A document's settings reach the stack: the layout-document format's
    /// own example of a button row with a hidden button and a custom spacing.
    @Test func settingsReachTheStack() throws {
        let run = try LayoutDocument(parsing: document(#"""
            { "name": "buttons", "stack": { "axis": "horizontal", "distribution": "fillEqually", "alignment": "center",
                                            "spacing": 8, "customSpacing": { "ok": 20 } },
              "children": [ { "name": "ok", "intrinsicSize": { "width": 60, "height": 30 } },
                            { "name": "cancel", "intrinsicSize": { "width": 80, "height": 30 }, "hidden": true },
                            { "name": "help", "intrinsicSize": { "width": 40, "height": 20 } } ] }
            """#)).run()
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frame) })
        #expect(frames["buttons"] == Rect(x: 0, y: 0, width: 140, height: 30))
        #expect(frames["ok"] == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(frames["help"] == Rect(x: 80, y: 5, width: 60, height: 20))
        #expect(frames["cancel"]?.width == 0)
        let stack = try #require(run.root as? StackItem)
        #expect(stack.customSpacing(after: stack.arrangedItems[0]) == .points(20))
    }

    /// A flex stack's size settings are its size range, and a flex child's
    /// are the range it is measured within, not constraints.
    @Test func flexSizesAreRanges() throws {
        let run = try LayoutDocument(parsing: document(#"""
            { "name": "card", "size": { "width": 100 }, "flexStack": { "alignItems": "start" },
              "children": [ { "name": "photo", "intrinsicSize": { "width": 80, "height": 40 }, "maxSize": { "width": 50 },
                              "flexGrow": 1 },
                            { "name": "caption", "intrinsicSize": { "width": 30, "height": 10 }, "flexBasis": "20%" } ] }
            """#)).run()
        let stack = try #require(run.root as? StackItem)
        #expect(stack.sizeRange == StackSizeRange(minimum: Size(width: 100, height: 0),
                                                  maximum: Size(width: 100, height: .infinity)))
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frame) })
        #expect(frames["photo"] == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(frames["caption"] == Rect(x: 80, y: 0, width: 20, height: 10))
        #expect(run.conflicts.isEmpty)
    }

    /// Rounding noise prints as the whole number it stands for: `c` lands
    /// at y = -7.1e-15 in the solution, and the table says 0. Values that
    /// are not whole keep 10 significant digits.
    @Test func roundingNoiseAroundAWholeNumberPrintsAsIt() throws {
        let run = try LayoutDocument(parsing: document(#"""
            { "name": "box", "size": { "width": 100, "height": 100 },
              "flexStack": { "flexWrap": "wrapReverse", "alignContent": "stretch" },
              "children": [ { "name": "a", "intrinsicSize": { "width": 60, "height": 20 } },
                            { "name": "b", "intrinsicSize": { "width": 60, "height": 30 } },
                            { "name": "c", "intrinsicSize": { "width": 60, "height": 10 } } ] }
            """#)).run()
        #expect(run.text(strict: false).hasPrefix("""
            item  x            y  width       height
            box   0            0    100          100
            a     0  66.66666667     60  33.33333333
            b     0  23.33333333     60  43.33333333
            c     0            0     60  23.33333333
            """))
        // Snapped as frame values only: a constraint system's values keep
        // their small numbers.
        #expect(JSON.formatNumber(-7.105427358e-15) == "-7.105427358e-15")
        #expect(JSON.formatNumber(69.99999999999) == "70")
    }
}
