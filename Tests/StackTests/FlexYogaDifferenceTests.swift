import Testing
import LayoutDocument
import Stack

/// The cases of FlexLayout.md's tables of differences that the comparison
/// with Yoga (`Tests/Oracle/compare_flex_yoga.py`) found beyond its
/// fixture: this library keeps Texture's (and there CSS's) frames, worked
/// out by hand in the comments, where Yoga lays out otherwise.
@Suite struct FlexYogaDifferenceTests {
    func frames(_ document: String) throws -> [String: Rect] {
        let run = try LayoutDocument(parsing: document).run()
        #expect(run.conflicts.isEmpty)
        return Dictionary(uniqueKeysWithValues: run.items.map { ($0.name, $0.frameInRoot) })
    }

    /// Row 100, `a` 40 (shrink 2), `b` 20 (shrink 1), `c` 100: 60 too
    /// long, weighed 80 and 20. `a`'s share, 48, is more than its 40: it
    /// stops at 0, and the 8 it cannot give is not passed to `b`, which
    /// gives its 12 and is 8; `c` starts at 8 and the line overflows by 8.
    /// CSS's freeze loop would make `b` 0 as well.
    @Test func aChildShrunkTo0PassesNothingOn() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 100, "height": 50 }, "flexStack": { "alignItems": "start" },
              "children": [
                { "name": "a", "intrinsicSize": { "width": 40, "height": 20 }, "flexShrink": 2 },
                { "name": "b", "intrinsicSize": { "width": 20, "height": 20 }, "flexShrink": 1 },
                { "name": "c", "intrinsicSize": { "width": 100, "height": 20 } }] } }
            """)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 0, height: 20))
        #expect(frames["b"] == Rect(x: 0, y: 0, width: 8, height: 20))
        #expect(frames["c"] == Rect(x: 8, y: 0, width: 100, height: 20))
    }

    /// Row 100 × 100, wrapping, alignItems start: `a` 60 × 20 with margin
    /// top 5 makes line 1, 25 high; `b` 60 × 30 with margins 3 and 9,
    /// centred, line 2, 42 high from y 25. `a` is at its margin, y 5; `b`
    /// at 25 + 3 + (42 − 42) ÷ 2 = 28. Yoga's multi-line step leaves the
    /// margins out (y 0 and 31).
    @Test func crossMarginsCountInEachLineOfAWrappingStack() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 100, "height": 100 },
              "flexStack": { "flexWrap": "wrap", "alignItems": "start" },
              "children": [
                { "name": "a", "intrinsicSize": { "width": 60, "height": 20 }, "margin": { "top": 5 } },
                { "name": "b", "intrinsicSize": { "width": 60, "height": 30 }, "margin": { "top": 3, "bottom": 9 },
                  "alignSelf": "center" }] } }
            """)
        #expect(frames["a"] == Rect(x: 0, y: 5, width: 60, height: 20))
        #expect(frames["b"] == Rect(x: 0, y: 28, width: 60, height: 30))
    }

    /// Column 200 wide, alignItems start: the row in it is laid out within
    /// [0, 200] across, so its children, 150 and 100, are 50 too long and
    /// `b` (shrink 1, the only one) gives it all: 50 at x 150; the row is
    /// 200. Yoga sizes the row by its content (250) and shrinks nothing.
    @Test func aStackSizedByItsContentShrinksIntoItsParentsRoom() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 200, "height": 100 },
              "flexStack": { "direction": "vertical", "alignItems": "start" },
              "children": [
                { "name": "row", "flexStack": { "direction": "horizontal" }, "children": [
                  { "name": "a", "intrinsicSize": { "width": 150, "height": 20 } },
                  { "name": "b", "intrinsicSize": { "width": 100, "height": 20 }, "flexShrink": 1 }] }] } }
            """)
        #expect(frames["row"] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 150, height: 20))
        #expect(frames["b"] == Rect(x: 150, y: 0, width: 50, height: 20))
    }

    /// The same row centred, growing down the column (to 100 high) and
    /// with a growing child: 250 in 200 leaves −50, so `a` starts at −25
    /// and `b` at 125, spilling past both ends as Texture's `center` does.
    /// Yoga keeps this row 200 wide too, but its line has no free space
    /// (x 0 and 150).
    @Test func aStackSizedByItsContentCentresWhatOverflowsIt() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 200, "height": 100 },
              "flexStack": { "direction": "vertical", "alignItems": "start" },
              "children": [
                { "name": "row", "flexGrow": 1, "flexStack": { "justifyContent": "center", "alignItems": "start" },
                  "children": [
                    { "name": "a", "intrinsicSize": { "width": 150, "height": 20 }, "flexGrow": 1 },
                    { "name": "b", "intrinsicSize": { "width": 100, "height": 20 } }] }] } }
            """)
        #expect(frames["row"] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames["a"] == Rect(x: -25, y: 0, width: 150, height: 20))
        #expect(frames["b"] == Rect(x: 125, y: 0, width: 100, height: 20))
    }

    /// Row 100 × 100, alignItems baselineFirst, but both children aligned
    /// otherwise: the single line is the stack's 100, so `b` (20 high,
    /// end) is at y 80 and `a` (start) at 0. Yoga lays the row out by
    /// baselines all the same, its line as tall as `a` (30): `b` at 10.
    @Test func aBaselineRowWhoseChildrenAllAlignOtherwiseFillsItsHeight() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 100, "height": 100 },
              "flexStack": { "alignItems": "baselineFirst" },
              "children": [
                { "name": "a", "intrinsicSize": { "width": 30, "height": 30 }, "baseline": { "first": 25 },
                  "alignSelf": "start" },
                { "name": "b", "intrinsicSize": { "width": 30, "height": 20 }, "baseline": { "first": 5 },
                  "alignSelf": "end" }] } }
            """)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(frames["b"] == Rect(x: 30, y: 80, width: 30, height: 20))
    }

    /// Row 200 wide of open height, wrapping: `a` 40 wide with aspect
    /// ratio 2 is 20 high (its height from its width), `b` 30 × 10, one line
    /// 20 high, both stretched to it. Yoga lays a stretched child of a
    /// wrapping stack out at its content height before stretching its
    /// lines, which for `a`, with nothing to measure, is 0: its line is `b`'s
    /// 10 and both are 10 high (a line of such children alone, 0).
    @Test func aStretchedChildWithARatioInAWrappingRowKeepsItsHeight() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 200 }, "flexStack": { "flexWrap": "wrap" },
              "children": [
                { "name": "a", "size": { "width": 40 }, "aspectRatio": 2 },
                { "name": "b", "intrinsicSize": { "width": 30, "height": 10 } }] } }
            """)
        #expect(frames["root"] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(frames["b"] == Rect(x: 40, y: 0, width: 30, height: 20))
    }

    /// Row 200 × 40: `a` has a flex basis of 50 and a minimum width of 80,
    /// and nothing flexes. The basis is offered exactly, [50, 50], and the
    /// offered range wins over `a`'s own [80, ∞): 50, `b` at 50. Yoga and
    /// CSS clamp the basis into the range first: 80.
    @Test func aFlexBasisBelowTheMinimumIsKept() throws {
        let frames = try frames("""
            { "root": { "name": "root", "size": { "width": 200, "height": 40 }, "flexStack": {},
              "children": [
                { "name": "a", "flexBasis": 50, "minSize": { "width": 80 } },
                { "name": "b", "size": { "width": 40 } }] } }
            """)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(frames["b"] == Rect(x: 50, y: 0, width: 40, height: 40))
    }
}
