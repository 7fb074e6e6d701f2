import Testing
@testable import Stack

/// What an explanation of an item's length in a flex stack says of how the
/// layout came to it: the item's basis, and what it grew or shrank by from
/// the room in its line (`STK-flex-size`'s note).
@Suite struct FlexSizeNoteTests {
    /// A 300-point column of a 100-point item and a 50-point one: 150 free.
    private static func column(grow: (Double, Double), shrink: (Double, Double) = (0, 0), height: Double = 300)
        -> (column: StackItem, first: LayoutItem, second: LayoutItem) {
        let first = LayoutItem(name: "first", intrinsicContentSize: IntrinsicSize(width: 40, height: 100))
        let second = LayoutItem(name: "second", intrinsicContentSize: IntrinsicSize(width: 40, height: 50))
        let column = StackItem(name: "column", arrangedItems: [first, second])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: 40, height: height), maximum: Size(width: 40, height: height))
        column.setFlexOptions(FlexItemOptions(grow: grow.0, shrink: shrink.0), for: first)
        column.setFlexOptions(FlexItemOptions(grow: grow.1, shrink: shrink.1), for: second)
        return (column, first, second)
    }

    private static func note(_ item: LayoutItem, _ attribute: LayoutAttribute, in stack: StackItem) -> String? {
        let rule = attribute.isDimension ? "STK-flex-size" : "STK-flex-position"
        return stack.generatedConstraints.first {
            $0.identifier == rule && $0.firstItem === item && $0.firstAttribute == attribute
        }?.note
    }

    @Test func aLoneGrowerTakesAllTheFreeRoom() throws {
        let (column, first, second) = Self.column(grow: (1, 0))
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 250))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1)")
        #expect(Self.note(second, .height, in: column)
            == "second's flex basis is 50; it does not grow (flexGrow 0): the 150 points free in column's line go to the items that do")
        // Across the axis the layout decides nothing by flexing.
        #expect(Self.note(first, .width, in: column) == nil)
        #expect(first.explanation(of: .height).description == """
            first.height = 250
              250  STK-flex-size: first.height == 250
            Note: first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1).
            """)
    }

    /// 150 free shared 1 : 2: 50 and 100.
    @Test func growersShareByTheirFactors() {
        let (column, first, second) = Self.column(grow: (1, 2))
        column.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 150, width: 40, height: 150))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by 50 of the 150 points free in column's line (flexGrow 1 of 3)")
    }

    /// The item a user forgot to let grow: the room is left over, and the
    /// notes of the lengths and of the positions along the axis say so.
    @Test func roomNoItemTakesIsCalledOut() {
        let (column, first, second) = Self.column(grow: (0, 0))
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 100))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; the 150 points free in column's line go to no item: none has flexGrow")
        #expect(Self.note(second, .top, in: column)
            == "the 150 points free in column's line go to no item (none has flexGrow): justifyContent start leaves them after the last item")
        #expect(second.explanation(of: .top).description == """
            second.top = 100
              100  STK-flex-position: second.top == column.top + 100
            Note: the 150 points free in column's line go to no item (none has flexGrow): justifyContent start leaves them after the last item.
            """)
        // Across the axis nothing is left over to tell.
        #expect(Self.note(second, .left, in: column) == nil)
    }

    /// An auto margin takes the room no item grows into: the length's note
    /// says so, and the positions it moves have no note to blame the
    /// justification.
    @Test func roomAnAutoMarginTakesIsNotBlamedOnTheJustification() {
        let (column, first, second) = Self.column(grow: (0, 0))
        column.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: .auto, left: 0, bottom: 0, right: 0)), for: second)
        column.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 250, width: 40, height: 50))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; the 150 points free in column's line go to its auto margins: none has flexGrow")
        #expect(Self.note(second, .top, in: column) == nil)
    }

    /// 120 high: 30 too long, shrunk by flexShrink × basis, 1 × 100 against
    /// 1 × 50: 20 and 10.
    @Test func shrinkersGiveUpByFactorTimesBasis() {
        let (column, first, second) = Self.column(grow: (0, 0), shrink: (1, 1), height: 120)
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 80))
        expectFrame(second, Rect(x: 0, y: 80, width: 40, height: 40))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it shrank by 20 of the 30 points by which column's line overflows (flexShrink 1 × its basis, of 150 in all)")
        let (rigid, top, _) = Self.column(grow: (0, 0), height: 120)
        rigid.layoutIfNeeded()
        #expect(Self.note(top, .height, in: rigid)
            == "first's flex basis is 100; no item of column's line shrinks (none has flexShrink), which overflows by 30 points")
    }

    /// Texture lets the offer of a grown or shrunk length pass the item's
    /// own maximum or minimum (CSS would hold it there), and the note says
    /// so: grown to 250 past a maximum of 180, shrunk to 80 below a minimum
    /// of 90.
    @Test func boundsThatFlexingPassesAreNamed() {
        let (column, first, _) = Self.column(grow: (1, 0))
        column.setFlexOptions(FlexItemOptions(grow: 1, maximumSize: FlexSize(height: 180)), for: first)
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 250))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1); as in Texture, growing takes it past its maximum, 180")
        let (short, top, _) = Self.column(grow: (0, 0), shrink: (1, 1), height: 120)
        short.setFlexOptions(FlexItemOptions(shrink: 1, minimumSize: FlexSize(height: 90)), for: top)
        short.layoutIfNeeded()
        expectFrame(top, Rect(x: 0, y: 0, width: 40, height: 80))
        #expect(Self.note(top, .height, in: short)
            == "first's flex basis is 100; it shrank by 20 of the 30 points by which column's line overflows (flexShrink 1 × its basis, of 150 in all); as in Texture, shrinking takes it below its minimum, 90")
    }

    /// A line that fits exactly has nothing to explain.
    @Test func aLineWithoutRoomHasNoNote() {
        let (column, first, _) = Self.column(grow: (1, 0), height: 150)
        column.layoutIfNeeded()
        #expect(Self.note(first, .height, in: column) == nil)
    }
}
