import Testing
import Stack

/// `explanation(of:)` on the width or height of an item whose measured
/// content does not all show in it ends with a note that says so
/// (``ValueExplanation/clipping``): the sum alone reads as content that
/// fits.
@Suite struct ClippedContentExplanationTests {
    /// A one-line title (words of 100 and 80, 184 on one line) and a
    /// 60-point button 8 after it in a 200-point bar: the button resists at
    /// 750, the title at 749, so the title gets 200 − 60 − 8 = 132 and is
    /// cut with an ellipsis. Its width's note says so; its height, at its
    /// own 20, has the wrapping note instead, and no second one.
    @Test func aTitleCutToOneLineSaysSoOnItsWidth() throws {
        let bar = LayoutItem(name: "bar")
        let title = LayoutItem(name: "title")
        title.measuredContent = WrappedText(words: [100, 80], maxLines: 1)
        title.setContentCompressionResistancePriority(749, for: .horizontal)
        let button = LayoutItem(name: "button", intrinsicContentSize: IntrinsicSize(width: 60, height: 30))
        bar.addChild(title)
        bar.addChild(button)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 200),
            title.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            title.topAnchor.constraint(equalTo: bar.topAnchor),
            button.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            button.topAnchor.constraint(equalTo: bar.topAnchor),
        ])
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(title.frame == Rect(x: 0, y: 0, width: 132, height: 20))
        let width = title.explanation(of: .width)
        let clipping = try #require(width.clipping)
        #expect(clipping.contentSize == Size(width: 132, height: 20) && clipping.truncation != nil)
        #expect(width.description.hasSuffix(
            "\nNote: within its width, 132, title's content is 132 × 20, cut to maxLines 1 with an ellipsis."))
        let height = title.explanation(of: .height)
        #expect(height.clipping == nil && height.wrapping.count == 1)
        #expect(button.explanation(of: .width).clipping == nil)
    }

    /// Text of three lines of 20 at its 100 points in a 30-point box: its
    /// height, decided by the box, ends with the 60 its content needs.
    @Test func textHeldShorterThanItsLinesSaysSoOnItsHeight() throws {
        let box = LayoutItem(name: "box")
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [40, 40, 40, 40, 40])
        box.addChild(text)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 30),
            text.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            text.topAnchor.constraint(equalTo: box.topAnchor),
            text.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        #expect(box.layoutIfNeeded().isEmpty)
        #expect(text.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        let height = text.explanation(of: .height)
        #expect(height.clipping?.isShorterThanContent == true)
        #expect(height.description.hasSuffix("\nNote: within its width, 100, text's content is 84 × 60, taller than its 30: the rest is cut."))
        #expect(text.explanation(of: .width).clipping?.isShorterThanContent == true)
        #expect(text.explanation(of: .top).clipping == nil)
    }
}
