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
    /// cut with an ellipsis, its content still its whole line (a one-line
    /// label's intrinsic width). Its width's note says so, and its
    /// height's, at its own 20, the same; neither has a wrapping note,
    /// as one line does not wrap.
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
        #expect(clipping.contentSize == Size(width: 184, height: 20) && clipping.truncation != nil)
        #expect(width.description.hasSuffix(
            "\nNote: within its width, 132, title's content is 184 × 20, cut to maxLines 1 with an ellipsis."))
        let height = title.explanation(of: .height)
        #expect(height.clipping?.contentSize == Size(width: 184, height: 20) && height.wrapping.isEmpty)
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

    /// Two texts stacked in a 30-point cell, each resisting compression
    /// at 750: `first`, of words 60 and 70 (134 × 20 at 200), squeezed to
    /// 10, and `second` at its 20. Either could give the 10 missing, so
    /// `first`'s height is open, 10...20, yet its text is cut where it is:
    /// the note follows the tie, says it holds as laid out now, and that
    /// from 20 up in the range the text all shows. `second`, at its 20, has
    /// no note.
    @Test func anOpenHeightOfCutTextSaysWhereItWouldAllShow() throws {
        let (cell, first, second) = try Self.twoTextsInACell(firstWords: [60, 70])
        #expect(first.frame == Rect(x: 0, y: 0, width: 200, height: 10))
        let height = first.explanation(of: .height)
        #expect(height.openRange == 10...20)
        let clipping = try #require(height.clipping)
        #expect(clipping.contentSize == Size(width: 134, height: 20) && clipping.size == Size(width: 200, height: 10))
        #expect(clipping.openRange?.showsAllFrom == 20)
        #expect(height.description.hasSuffix("\n  second-compression-vertical: second.height >= 20 @750\n"
            + "Note: as laid out now, within its width, 200, first's content is 134 × 20, taller than its 10: the rest is cut.\n"
            + "From 20 up in that range it all shows."))
        #expect(second.explanation(of: .height).clipping == nil)
        withExtendedLifetime(cell) {}
    }

    /// The same cell with `first` three lines of 150 (60 high at 200): the
    /// range, 10...30, ends short of the 60 it needs, and the note says it
    /// all shows nowhere in it, so that no choice in the tie shows it all.
    @Test func anOpenHeightTooShortEverywhereSaysSo() throws {
        let (cell, first, _) = try Self.twoTextsInACell(firstWords: [150, 150, 150])
        let height = first.explanation(of: .height)
        #expect(height.openRange == 10...30)
        #expect(height.clipping?.openRange != nil && height.clipping?.openRange?.showsAllFrom == nil)
        #expect(height.description.hasSuffix("\nNote: as laid out now, within its width, 200, first's content is 150 × 60,"
            + " taller than its 10: the rest is cut.\nNowhere in that range does it all show."))
        withExtendedLifetime(cell) {}
    }

    /// A 200 × 30 cell holding `first` (words `firstWords`) over `second`
    /// (words 50 and 40), each pinned to its sides, `second` below `first`
    /// to the bottom, laid out; the cell is returned to keep the tree alive.
    private static func twoTextsInACell(firstWords: [Double]) throws -> (cell: LayoutItem, first: LayoutItem, second: LayoutItem) {
        let cell = LayoutItem(name: "cell")
        let first = LayoutItem(name: "first")
        first.measuredContent = WrappedText(words: firstWords)
        let second = LayoutItem(name: "second")
        second.measuredContent = WrappedText(words: [50, 40])
        cell.addChild(first)
        cell.addChild(second)
        try LayoutConstraint.activate([
            cell.widthAnchor.constraint(equalToConstant: 200),
            cell.heightAnchor.constraint(equalToConstant: 30),
            first.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            first.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            second.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            first.topAnchor.constraint(equalTo: cell.topAnchor),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
            second.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        #expect(cell.layoutIfNeeded().isEmpty)
        return (cell, first, second)
    }
}
