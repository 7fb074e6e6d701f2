import Testing
@testable import Layout

/// Where in an open value's range cut text would all show
/// (``ValueExplanation/Clipping/OpenRange/showsAllFrom``), worked out on
/// text of two words, 60 and 70, with spaces of 4: one line of 134, or
/// two lines of 20 at any width from 70 to 133.
@Suite struct ClippingOpenRangeTests {
    let text = WrappedText(words: [60, 70])

    /// A width: in a 40-point item the two lines fit from the widest
    /// word's 70 up; in a 20-point item only the one line, from 134; one
    /// line cut to `maxLines` shows all from 134 too, and nowhere in a
    /// range that ends at 120.
    @Test func aWidthShowsAllFromTheLeastWidthItsLinesFit() throws {
        let twoLines = try #require(LayoutEngine.leastShowingAll(text, .width, size: Size(width: 50, height: 40), in: 50...200))
        #expect(abs(twoLines - 70) < 1e-6)
        let oneLine = try #require(LayoutEngine.leastShowingAll(text, .width, size: Size(width: 50, height: 20), in: 50...200))
        #expect(abs(oneLine - 134) < 1e-6)
        let cut = WrappedText(words: [60, 70], maxLines: 1)
        let unbounded = try #require(LayoutEngine.leastShowingAll(cut, .width, size: Size(width: 50, height: 40), in: 50...Double.infinity))
        #expect(abs(unbounded - 134) < 1e-6)
        #expect(LayoutEngine.leastShowingAll(cut, .width, size: Size(width: 50, height: 40), in: 50...120) == nil)
    }

    /// A height: at 100 wide the two lines need 40, at 200 one line 20; the
    /// range's low end when the text fits there already; nowhere when the
    /// range ends below the lines, or when `maxLines` cuts them at that
    /// width whatever the height.
    @Test func aHeightShowsAllFromTheHeightOfItsLines() {
        #expect(LayoutEngine.leastShowingAll(text, .height, size: Size(width: 100, height: 10), in: 10...50) == 40)
        #expect(LayoutEngine.leastShowingAll(text, .height, size: Size(width: 200, height: 10), in: 10...50) == 20)
        #expect(LayoutEngine.leastShowingAll(text, .height, size: Size(width: 200, height: 30), in: 30...50) == 30)
        #expect(LayoutEngine.leastShowingAll(text, .height, size: Size(width: 100, height: 10), in: 10...30) == nil)
        let cut = WrappedText(words: [60, 70], maxLines: 1)
        #expect(LayoutEngine.leastShowingAll(cut, .height, size: Size(width: 100, height: 10), in: 10...50) == nil)
    }
}
