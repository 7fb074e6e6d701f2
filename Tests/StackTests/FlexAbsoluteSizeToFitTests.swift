import Testing
import JSON
import LayoutDocument
import Stack

/// A flex stack sized to fit its absolute items
/// (``StackItem/sizesToFitAbsoluteItems``), Texture's `ASAbsoluteLayoutSpec`
/// with `.sizeToFit` sizing: each frame worked out by hand in the comments.
@Suite struct FlexAbsoluteSizeToFitTests {
    func box(_ name: String, _ width: Double, _ height: Double) -> LayoutItem {
        LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
    }

    /// A 24-point heart at (0, 10) and a 20-point star at (30, 0) with a
    /// margin of 5 on its left, both absolute.
    func stickers(fitting: Bool) -> (stack: StackItem, heart: LayoutItem, star: LayoutItem) {
        let heart = box("heart", 24, 24), star = box("star", 20, 20)
        let stickers = StackItem(name: "stickers", arrangedItems: [heart, star])
        stickers.distribution = .flex(.start)
        stickers.sizesToFitAbsoluteItems = fitting
        stickers.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 0, top: 10)), for: heart)
        stickers.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 5, bottom: 0, right: 0),
                                                position: .absolute, offset: FlexOffsets(left: 30, top: 0)), for: star)
        return (stickers, heart, star)
    }

    /// The stack's content size says which item it fits, with the sum:
    /// the star across (30 + 5 + 20), the heart down (10 + 24).
    @Test func theContentSizeNamesTheItemItFits() throws {
        let (stickers, _, _) = stickers(fitting: true)
        stickers.layoutIfNeeded()
        let fits = stickers.generatedConstraints.filter { $0.identifier == "STK-content-fit" && $0.relation == .greaterThanOrEqual }
        let width = try #require(fits.first { $0.firstAttribute == .width })
        let height = try #require(fits.first { $0.firstAttribute == .height })
        #expect(width.note == "stickers sizes to fit its absolute items (sizeToFitAbsolute), and star needs the most:"
                + " left offset 30 + margins 5 + width 20 = 55")
        #expect(height.note == "stickers sizes to fit its absolute items (sizeToFitAbsolute), and heart needs the most:"
                + " top offset 10 + height 24 = 34")
    }

    /// Two stickers placed by `left` and `top`, the star with a margin of
    /// 5 on its left: the stack is max(0 + 24, 30 + 5 + 20) = 55 wide and
    /// max(10 + 24, 0 + 20) = 34 high. Without the setting absolute items
    /// size nothing (CSS, Yoga): 0 × 0.
    @Test(arguments: [true, false])
    func aStackHoldsItsAbsoluteItemsFrames(_ fits: Bool) {
        let (stickers, heart, star) = stickers(fitting: fits)
        stickers.layoutIfNeeded()
        expectFrame(stickers, Rect(x: 0, y: 0, width: fits ? 55 : 0, height: fits ? 34 : 0))
        expectFrame(heart, Rect(x: 0, y: 10, width: 24, height: 24))
        expectFrame(star, Rect(x: 35, y: 0, width: 20, height: 20))
    }

    /// Texture's default sizing takes the largest size its range offers
    /// and, where the range has no end, the union: a spec of a 50-point
    /// sticker at (10, 10) in a column 300 wide aligned to the start is 300
    /// (the most the column offers across) × 60 (its height has no end)
    /// there. A plain stack of absolute items is 0 × 0; fitted and
    /// stretched across, 300 × 60 as in Texture.
    @Test(arguments: [false, true])
    func texturesDefaultSizingInAColumnIsAFittedStretchedStack(_ fitted: Bool) {
        let sticker = box("sticker", 50, 50)
        let spec = StackItem(name: "spec", arrangedItems: [sticker])
        spec.distribution = .flex(.start)
        spec.sizesToFitAbsoluteItems = fitted
        spec.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 10, top: 10)), for: sticker)
        let column = StackItem(name: "column", arrangedItems: [spec])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        column.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: .infinity))
        column.setFlexOptions(FlexItemOptions(alignSelf: fitted ? .stretch : nil), for: spec)
        column.layoutIfNeeded()
        expectFrame(spec, fitted ? Rect(x: 0, y: 0, width: 300, height: 60) : Rect(x: 0, y: 0, width: 0, height: 0))
        expectFrame(sticker, Rect(x: 10, y: 10, width: 50, height: 50))
    }

    /// A collage of two overlapping 60-point photos, the second at (40, 20),
    /// is 100 × 80 inside a column, which puts its 100 × 20 caption below
    /// it at y 80 and is 100 wide and 80 + 20 = 100 high itself; turned
    /// off, the collage holds nothing.
    @Test func aFittedStackTakesItsPlaceInTheFlow() {
        let back = box("back", 60, 60), front = box("front", 60, 60)
        let collage = StackItem(name: "collage", arrangedItems: [back, front])
        collage.distribution = .flex(.start)
        collage.sizesToFitAbsoluteItems = true
        collage.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 0, top: 0)), for: back)
        collage.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 40, top: 20)), for: front)
        let caption = box("caption", 100, 20)
        let column = StackItem(name: "column", arrangedItems: [collage, caption])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.alignment = .leading
        column.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 100, height: 100))
        expectFrame(collage, Rect(x: 0, y: 0, width: 100, height: 80))
        expectFrame(caption, Rect(x: 0, y: 80, width: 100, height: 20))
        expectFrame(front, Rect(x: 40, y: 20, width: 60, height: 60))
        // Turned off in the laid-out column (the nested stack's memo must
        // not stand): the collage is 0 × 0 and the caption moves up to y 0.
        collage.sizesToFitAbsoluteItems = false
        column.layoutIfNeeded()
        expectFrame(collage, Rect(x: 0, y: 0, width: 0, height: 0))
        expectFrame(caption, Rect(x: 0, y: 0, width: 100, height: 20))
    }

    /// With padding 5 all round: `dot` (10 × 10, right 4) needs 4 + 10 = 14
    /// across; `tag` (20 × 6, no offsets) the padding on both sides, 30 × 16;
    /// `bar` (left 0 and right 0, top 30, 8 high) nothing across, since the
    /// stack gives it its width, and 30 + 8 = 38 down. The stack is 30 × 38;
    /// then `dot` is at 30 − 4 − 10 = 16 and, without a vertical offset,
    /// where a lone item starts: y 5; `tag` at (5, 5); `bar` 30 wide at (0, 30).
    @Test func eachOffsetHoldsFromItsOwnEdge() {
        let dot = box("dot", 10, 10), tag = box("tag", 20, 6), bar = box("bar", 12, 8)
        let badge = StackItem(name: "badge", arrangedItems: [dot, tag, bar])
        badge.distribution = .flex(.start)
        badge.alignment = .leading
        badge.padding = FlexPadding(all: 5)
        badge.sizesToFitAbsoluteItems = true
        badge.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(right: 4)), for: dot)
        badge.setFlexOptions(FlexItemOptions(position: .absolute), for: tag)
        badge.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 0, top: 30, right: 0)),
                             for: bar)
        badge.layoutIfNeeded()
        expectFrame(badge, Rect(x: 0, y: 0, width: 30, height: 38))
        expectFrame(dot, Rect(x: 16, y: 5, width: 10, height: 10))
        expectFrame(tag, Rect(x: 5, y: 5, width: 20, height: 6))
        expectFrame(bar, Rect(x: 0, y: 30, width: 30, height: 8))
    }

    /// Items in the flow still count: a 70 × 10 title in the flow and a
    /// 20 × 20 badge at left 60, top 0 give max(70, 60 + 20) = 80 by
    /// max(10, 20) = 20. Hiding the badge gives the size back: 70 × 10.
    @Test func hiddenAbsoluteItemsHoldNothing() {
        let title = box("title", 70, 10), badge = box("badge", 20, 20)
        let row = StackItem(name: "row", arrangedItems: [title, badge])
        row.distribution = .flex(.start)
        row.alignment = .leading
        row.sizesToFitAbsoluteItems = true
        row.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 60, top: 0)), for: badge)
        row.layoutIfNeeded()
        expectFrame(row, Rect(x: 0, y: 0, width: 80, height: 20))
        badge.isHidden = true
        row.layoutIfNeeded()
        expectFrame(row, Rect(x: 0, y: 0, width: 70, height: 10))
        expectFrame(title, Rect(x: 0, y: 0, width: 70, height: 10))
    }

    /// Pinned by anchors at (16, 20) in a 320-wide screen, a stack with only
    /// absolute items is 0 × 0 until it fits them: then 30 + 40 = 70 wide and
    /// 8 + 40 = 48 high, and the label pinned below it moves from y 20 + 0
    /// + 8 = 28 to 20 + 48 + 8 = 76. Turned off again, it is 0 × 0 again.
    @Test func turningItOnAndOffAfterALayoutMovesWhatFollows() throws {
        let root = LayoutItem(name: "root")
        let photo = box("photo", 40, 40)
        let frame = StackItem(name: "frame", arrangedItems: [photo])
        frame.distribution = .flex(.start)
        frame.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(left: 30, top: 8)), for: photo)
        let label = box("label", 100, 20)
        root.addChild(frame)
        root.addChild(label)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 320),
            root.heightAnchor.constraint(equalToConstant: 480),
            frame.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            frame.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
            label.topAnchor.constraint(equalTo: frame.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        expectFrame(frame, Rect(x: 16, y: 20, width: 0, height: 0))
        expectFrame(label, Rect(x: 16, y: 28, width: 100, height: 20))
        frame.sizesToFitAbsoluteItems = true
        root.layoutIfNeeded()
        expectFrame(frame, Rect(x: 16, y: 20, width: 70, height: 48))
        expectFrame(photo, Rect(x: 30, y: 8, width: 40, height: 40))
        expectFrame(label, Rect(x: 16, y: 76, width: 100, height: 20))
        frame.sizesToFitAbsoluteItems = false
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 16, y: 28, width: 100, height: 20))
    }

    /// The document key reaches the stack and lays out as the first test's
    /// stickers; `stack` (UIKit's) refuses it by name.
    @Test func theDocumentKeyIsSizeToFitAbsolute() throws {
        let run = try LayoutDocument(parsing: #"""
            { "root": { "name": "stickers", "flexStack": { "sizeToFitAbsolute": true }, "children": [
                { "name": "heart", "intrinsicSize": { "width": 24, "height": 24 },
                  "position": "absolute", "offset": { "left": 0, "top": 10 } },
                { "name": "star", "intrinsicSize": { "width": 20, "height": 20 }, "margin": { "left": 5 },
                  "position": "absolute", "offset": { "left": 30, "top": 0 } } ] },
              "constraints": [] }
            """#).run()
        let frames = Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frameInRoot) })
        #expect(frames["stickers"] == Rect(x: 0, y: 0, width: 55, height: 34))
        #expect(frames["star"] == Rect(x: 35, y: 0, width: 20, height: 20))
        #expect(throws: LayoutDocumentError(
            #"item "s" stack has an unknown key "sizeToFitAbsolute": only a flexStack's children are placed absolutely"#
        )) {
            try LayoutDocument(parsing: #"{ "root": { "name": "s", "stack": { "sizeToFitAbsolute": true } }, "constraints": [] }"#)
        }
    }
}
