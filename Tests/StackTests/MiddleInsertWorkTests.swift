import Testing
import Layout
import Stack

/// A card inserted into the middle of a long column, and taken out again,
/// measures a few texts, not every text of the column, and lays out as a
/// fresh column does.
///
/// The insertion changes the column's own constraints (the new card's
/// alignments and spacings name it). The column keeps its place across the
/// root, which the required equalities fix, so the text that wrapped in the
/// other cards gets no room from it: the rewrap walk from the column stops
/// there (see `LayoutEngine.rewrapCandidates()`). Walked through, every
/// card's text was measured from any width and back, and the solver moved
/// two content-size constraints a card.
@Suite struct MiddleInsertWorkTests {
    /// The measurements of the layouts after a card is inserted at the
    /// middle of a column of `rows` cards and after it is taken out again.
    static func measurements(rows: Int) -> Int {
        let (root, column) = FirstItemChangeWorkTests.column(of: (0..<rows).map(FirstItemChangeWorkTests.card))
        let middle = column.arrangedItems[rows / 2]
        let inserted = FirstItemChangeWorkTests.card(rows)
        column.insertArrangedItem(inserted, at: rows / 2)
        root.layoutIfNeeded()
        var measured = root.engine.lastPassReport.measurements
        // Every card of 3 to 11 words of 30 is 56 high (at most two lines
        // beside the avatar), 8 apart: the card moved down is one lower.
        #expect(middle.frame.minY == Double(64 * (rows / 2 + 1)))
        #expect(column.arrangedItems.allSatisfy { $0.frame.width == 320 })
        inserted.removeFromParent()
        root.layoutIfNeeded()
        measured += root.engine.lastPassReport.measurements
        #expect(middle.frame.minY == Double(64 * (rows / 2)))
        return measured
    }

    @Test func theMeasurementsOfAnInsertionDoNotGrowWithTheColumn() {
        let small = Self.measurements(rows: 60), large = Self.measurements(rows: 240)
        #expect(large == small, "\(small) measurements for 60 rows, \(large) for 240")
    }

    /// After the insertion and after the removal, every frame is a fresh
    /// column's.
    @Test func aColumnWithACardInsertedLaysOutAsAFreshOne() {
        let cards = (0..<40).map(FirstItemChangeWorkTests.card)
        let (root, column) = FirstItemChangeWorkTests.column(of: cards)
        let inserted = FirstItemChangeWorkTests.card(40)
        column.insertArrangedItem(inserted, at: 20)
        root.layoutIfNeeded()
        var fresh = FirstItemChangeWorkTests.column(of: (0..<20).map(FirstItemChangeWorkTests.card) + [FirstItemChangeWorkTests.card(40)]
                                                     + (20..<40).map(FirstItemChangeWorkTests.card)).root
        #expect(framesInRootByName(root) == framesInRootByName(fresh))
        inserted.removeFromParent()
        root.layoutIfNeeded()
        fresh = FirstItemChangeWorkTests.column(of: (0..<40).map(FirstItemChangeWorkTests.card)).root
        #expect(framesInRootByName(root) == framesInRootByName(fresh))
    }
}
