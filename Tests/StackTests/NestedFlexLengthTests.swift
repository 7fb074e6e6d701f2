import Testing
import Stack

/// A required constraint of the application's on a nested flex stack's
/// length gives the stack's box that length, as a container's width does
/// in Yoga, unless the lengths the stack and its parent's options for it
/// allow exclude it: then the stack keeps one they allow and the
/// constraint is broken and reported, as it is on a flex stack's leaf.
@Suite struct NestedFlexLengthTests {
    /// A column 300 high: a body that takes what is left (grow 1, basis
    /// 0) above a tab bar, itself a flex row holding a growing tab.
    private static func column(barOptions: FlexItemOptions) throws -> (column: StackItem, bar: StackItem, body: LayoutItem) {
        let body = LayoutItem(name: "body")
        let tab = LayoutItem(name: "tab")
        let bar = flexStack("bar", .horizontal, [tab])
        bar.setFlexOptions(FlexItemOptions(grow: 1), for: tab)
        let column = flexStack("col", .vertical, [body, bar])
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 300), maximum: Size(width: 100, height: 300))
        column.setFlexOptions(FlexItemOptions(grow: 1, basis: 0), for: body)
        column.setFlexOptions(barOptions, for: bar)
        return (column, bar, body)
    }

    /// Nothing but the constraint sizes the bar: it is 60 high, the body
    /// 300 − 60 = 240, and nothing conflicts.
    @Test func aLengthTheStackLeavesOpenIsTheBoxs() throws {
        let (column, bar, body) = try Self.column(barOptions: FlexItemOptions())
        try bar.heightAnchor.constraint(equalToConstant: 60).activate()
        #expect(column.layoutIfNeeded().isEmpty)
        expectFrame(bar, Rect(x: 0, y: 240, width: 100, height: 60))
        expectFrame(body, Rect(x: 0, y: 0, width: 100, height: 240))
    }

    /// The column's options give the bar 49: `bar.height == 60` breaks,
    /// fighting the length the column gives it, and the bar stays 49
    /// (the body 251), as a leaf given 49 would.
    @Test func aLengthTheStackExcludesIsAConflict() throws {
        let (column, bar, body) = try Self.column(barOptions: FlexItemOptions(size: FlexSize(height: .points(49))))
        let tall = bar.heightAnchor.constraint(equalToConstant: 60)
        try tall.activate()
        let conflict = try #require(column.layoutIfNeeded().first)
        #expect(conflict.broken === tall && tall.isBroken)
        #expect(conflict.stackRulesFought == ["STK-flex-size"])
        expectFrame(bar, Rect(x: 0, y: 251, width: 100, height: 49))
        expectFrame(body, Rect(x: 0, y: 0, width: 100, height: 251))
    }

    /// In a row 200 wide, a nested card with a basis of 100 that grows,
    /// beside a 40-point icon: `card.width == 150` is the card's box, but
    /// as in Texture the row's offer wins, 200 − 40 = 160, and the
    /// constraint breaks. The note names the width the constraint set, not
    /// a maximum of the card's.
    @Test func theNoteNamesTheLengthTheConstraintSet() throws {
        let card = flexStack("card", .vertical, [LayoutItem(name: "text")])
        let icon = fixedSizeItem("icon", 40, 40)
        let row = flexStack("row", .horizontal, [card, icon])
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 40), maximum: Size(width: 200, height: 40))
        row.setFlexOptions(FlexItemOptions(grow: 1, basis: .points(100)), for: card)
        let wide = card.widthAnchor.constraint(equalToConstant: 150)
        try wide.activate()
        let conflict = try #require(row.layoutIfNeeded().first)
        #expect(conflict.broken === wide)
        expectFrame(card, Rect(x: 0, y: 0, width: 160, height: 40))
        let note = row.generatedConstraints.first {
            $0.identifier == "STK-flex-size" && $0.firstItem === card && $0.firstAttribute == .width
        }?.note
        #expect(note == "card's flex basis is 100; it grew by all the 60 points free in row's line (flexGrow 1); as in Texture,"
                + " growing takes it past the width a constraint of yours sets, 150",
                "\(note ?? "none")")
    }
}
