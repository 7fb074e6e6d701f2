import Testing
import Stack

/// Flex layouts where this library disagreed with Chromium's CSS flexbox
/// (`Tests/Oracle/compare_flex_chromium.py`) and was wrong: Yoga and CSS
/// agree on them. Frames worked out by hand in the comments.
@Suite struct FlexCSSAgreementTests {
    func box(_ name: String, _ width: Double, _ height: Double) -> LayoutItem {
        LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: height))
    }

    /// Row 200 × 50, alignItems stretch, children 20 × 10. A stretched
    /// length is the line's 50 clamped into the child's own range, as in
    /// CSS: `max` (maximum 25) stops at 25, where it took 50 past its
    /// maximum; `min` (minimum 15) and `both` (15 to 40) stretch to 50 and
    /// 40, where they kept their minimum of 15; `zero` (height 0) keeps its
    /// given size, where it took 50; `tall` (minimum 60) is 60.
    @Test func aStretchedLengthIsClampedIntoTheItemsOwnRange() {
        let names = ["max", "min", "both", "zero", "tall"]
        let items = names.map { box($0, 20, 10) }
        let row = StackItem(name: "row", arrangedItems: items)
        row.distribution = .flex(.start)
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 50), maximum: Size(width: 200, height: 50))
        row.setFlexOptions(FlexItemOptions(maximumSize: FlexSize(height: 25)), for: items[0])
        row.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(height: 15)), for: items[1])
        row.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(height: 15), maximumSize: FlexSize(height: 40)),
                           for: items[2])
        row.setFlexOptions(FlexItemOptions(size: FlexSize(height: 0)), for: items[3])
        row.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(height: 60)), for: items[4])
        #expect(row.layoutIfNeeded().isEmpty)
        for (index, height) in [25.0, 50, 40, 0, 60].enumerated() {
            expectFrame(items[index], Rect(x: Double(index) * 20, y: 0, width: 20, height: height), names[index])
        }
    }

    /// Row 60 × 100, wrapping, alignContent start: `p` 40 × 30, `q` and
    /// `s` 10 × 10 make the first line (60 fits), `t` 40 × 20 the second.
    /// Line 1 is 30 tall: `q` (minimum 15) stretches to 30 and `s`
    /// (maximum 25) to 25; line 2 starts at 30 and `t` is 20.
    @Test func aWrappingRowStretchesEachLineWithinTheItemsRanges() {
        let p = box("p", 40, 30), q = box("q", 10, 10), s = box("s", 10, 10), t = box("t", 40, 20)
        let row = StackItem(name: "row", arrangedItems: [p, q, s, t])
        row.distribution = .flex(.start)
        row.flexWrap = .wrap
        row.sizeRange = StackSizeRange(minimum: Size(width: 60, height: 100), maximum: Size(width: 60, height: 100))
        row.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(height: 15)), for: q)
        row.setFlexOptions(FlexItemOptions(maximumSize: FlexSize(height: 25)), for: s)
        #expect(row.layoutIfNeeded().isEmpty)
        expectFrame(p, Rect(x: 0, y: 0, width: 40, height: 30))
        expectFrame(q, Rect(x: 40, y: 0, width: 10, height: 30))
        expectFrame(s, Rect(x: 50, y: 0, width: 10, height: 25))
        expectFrame(t, Rect(x: 0, y: 30, width: 40, height: 20))
    }
}
