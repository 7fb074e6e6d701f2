import Testing
import Layout

/// `explanation(of:)` says, for a deciding constraint whose multiplier
/// scales a position, which ancestor the position is measured from and
/// its value there (``ValueExplanation/scaledPositions``): the shares alone
/// do not show it.
@Suite struct ScaledPositionExplanationTests {
    /// A day 844 high with a column from 60 to 828. An event inside the
    /// column at `9/24 × column.bottom` is measured from the column: 768 ×
    /// 0.375 = 288 below its top, 348 in the day. The same event beside the
    /// column, a child of the day, is measured from the day: 828 × 0.375 =
    /// 310.5, and the note names the day.
    @Test(arguments: [true, false])
    func anEventAtNineIsMeasuredFromTheCommonAncestor(insideTheColumn: Bool) throws {
        let day = LayoutItem(name: "day"), column = LayoutItem(name: "column"), event = LayoutItem(name: "event")
        day.addChild(column)
        (insideTheColumn ? column : day).addChild(event)
        try LayoutConstraint.activate([
            day.widthAnchor.constraint(equalToConstant: 390),
            day.heightAnchor.constraint(equalToConstant: 844),
            column.topAnchor.constraint(equalTo: day.topAnchor, constant: 60),
            column.bottomAnchor.constraint(equalTo: day.bottomAnchor, constant: -16),
            column.leadingAnchor.constraint(equalTo: day.leadingAnchor, constant: 48),
            column.trailingAnchor.constraint(equalTo: day.trailingAnchor),
            LayoutConstraint(event, .top, .equal, column, .bottom, multiplier: 9.0 / 24),
            event.heightAnchor.constraint(equalToConstant: 16),
            event.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            event.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        ])
        #expect(day.layoutIfNeeded().isEmpty)
        #expect(event.frameInRoot.minY == (insideTheColumn ? 348 : 310.5))
        let explanation = event.explanation(of: .top)
        let scaled = try #require(explanation.scaledPositions.first)
        #expect(explanation.scaledPositions.count == 1)
        #expect(scaled.ancestor === (insideTheColumn ? column : day))
        #expect(scaled.position == (insideTheColumn ? 768 : 828))
        let ancestor = insideTheColumn ? "column" : "day"
        #expect(explanation.description.hasSuffix(
            "\nNote: a multiplier scales a position from the closest common ancestor of the items, \(ancestor): in "
            + "event.top == 0.375*column.bottom, column.bottom is \(insideTheColumn ? "768" : "828") from \(ancestor)'s top, "
            + "× 0.375 = \(insideTheColumn ? "288" : "310.5")."))
        #expect(column.explanation(of: .top).scaledPositions.isEmpty)
    }
}
