import Testing
@testable import LayoutTool

/// `layout run --text-size F` sets every item's `text` at F times its size,
/// as a Dynamic Type size does, and leaves what `intrinsicSize` sizes alone.
@Suite struct TextSizeOptionTests {
    /// A 116-point card (margins 8): a label of words 40, 30 and 50
    /// (spaces 4, lines 20, baselines 15) across its margins, and a 24-point
    /// icon 8 under the label's last baseline.
    static let card = #"""
        { "root": { "name": "card", "size": { "width": 116 },
            "children": [
              { "name": "label", "text": { "words": [40, 30, 50], "spaceWidth": 4, "lineHeight": 20 },
                "baseline": { "first": 15, "last": 15 } },
              { "name": "icon", "intrinsicSize": { "width": 24, "height": 24 } } ] },
          "constraints": [ "label.leading == card.leadingMargin", "label.trailing == card.trailingMargin",
                           "label.top == card.topMargin", "icon.top == label.lastBaseline + 8",
                           "icon.leading == card.leadingMargin", "card.bottomMargin == icon.bottom" ] }
        """#

    /// At its size the label is 100 wide: "40 30" (74) and "50", 40 high,
    /// its last baseline 8 + 15 + 20 = 43, the icon at 51, the card
    /// 51 + 24 + 8 = 83. At 1.5 the words are 60, 45 and 75, spaces 6:
    /// 60 + 6 + 45 = 111 > 100, so three lines of 30, 90 high; the last
    /// baseline 8 + 22.5 + 60 = 90.5, the icon (still 24) at 98.5, the
    /// card 130.5.
    @Test func theTextGrowsAndTheIconKeepsItsSize() {
        let plain = runInProcess(["run", "-"], input: Self.card)
        #expect(plain.standardOutput.contains("\nlabel  8   8    100      40\nicon   8  51     24      24\n"),
                "\(plain.standardOutput)")
        let large = runInProcess(["run", "-", "--text-size", "1.5"], input: Self.card)
        #expect(large.status == 0)
        #expect(large.standardOutput == """
            item   x     y  width  height
            card   0     0    116   130.5
            label  8     8    100      90
            icon   8  98.5     24      24

            """, "\(large.standardOutput)")
    }

    /// Smaller text unwraps: at 0.8 the words are 32, 24 and 40, spaces
    /// 3.2: 32 + 3.2 + 24 + 3.2 + 40 = 102.4 > 100, so "32 24" and "40",
    /// two lines of 16; the last baseline 8 + 12 + 16 = 36, the icon at 44.
    @Test func smallerTextTakesLessRoom() {
        let small = runInProcess(["run", "-", "--text-size", "0.8", "--json"], input: Self.card)
        #expect(small.status == 0)
        #expect(small.standardOutput.contains(#""label": { "x": 8, "y": 8, "width": 100, "height": 32 }"#), "\(small.standardOutput)")
        #expect(small.standardOutput.contains(#""icon": { "x": 8, "y": 44, "width": 24, "height": 24 }"#), "\(small.standardOutput)")
    }

    @Test(arguments: ["0", "-1.5", "large", "0x2", "inf"])
    func aFactorThatIsNotPositiveIsAUsageError(_ value: String) {
        let output = runInProcess(["run", "-", "--text-size", value], input: Self.card)
        #expect(output.status == 2)
        #expect(output.standardError
                == "layout: --text-size needs a factor greater than 0 (1.5, say), not '\(value)'\nsee `layout help run`\n")
    }
}
