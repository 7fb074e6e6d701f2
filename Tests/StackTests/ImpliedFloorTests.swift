import Testing
import Stack

/// A stack's own floor along its axis (`column-nonnegative-height`) is out
/// of the solver while its constraints imply it, and back in as soon as
/// they do not: negative spacing, nothing visible, nothing arranged.
@Suite struct ImpliedFloorTests {
    /// A column (spacing 8) of `rows` rows (spacing 4), each of three items
    /// of 30 × (10 + 4k): S1's shape.
    static func column(rows: Int = 4) -> (column: StackItem, rows: [StackItem]) {
        let rowItems = (0..<rows).map { k in
            let items = (0..<3).map { i in
                LayoutItem(name: "item\(k).\(i)", intrinsicContentSize: IntrinsicSize(width: 30, height: Double(10 + 4 * k)))
            }
            let row = StackItem(name: "row\(k)", arrangedItems: items)
            row.spacing = 4
            return row
        }
        let column = StackItem(name: "column", arrangedItems: rowItems)
        column.axis = .vertical
        column.spacing = 8
        return (column, rowItems)
    }

    static func floor(_ item: LayoutItem, _ role: String) -> LayoutConstraint? {
        item.engine.constraints.first { $0.identifier == "\(item.name)-nonnegative-\(role)" }
    }

    /// Whether the floor is active and holds without the solver holding it.
    static func isImplied(_ floor: LayoutConstraint?) -> Bool {
        guard let floor else { return false }
        return floor.isActive && !floor.isBroken && !floor.isEnforced
    }

    static func isHeld(_ floor: LayoutConstraint?) -> Bool {
        floor?.isEnforced ?? false
    }

    @Test func aColumnOfRowsKeepsItsFloorAndItsRowsFloorsOutOfTheSolver() {
        let (column, rows) = Self.column()
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(Self.isImplied(Self.floor(column, "height")))
        // Across the axis the column keeps its floor.
        #expect(Self.isHeld(Self.floor(column, "width")))
        for row in rows {
            #expect(Self.isImplied(Self.floor(row, "width")))
            #expect(Self.isHeld(Self.floor(row, "height")))
        }
        for item in rows[0].arrangedItems { #expect(Self.isHeld(Self.floor(item, "width"))) }
        // 10 + 14 + 18 + 22 + 3 × 8; 3 × 30 + 2 × 4.
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 88))
        expectFrame(rows[3], Rect(x: 0, y: 66, width: 98, height: 22))
        #expect(column.engine.brokenConstraints.isEmpty)
        #expect(column.engine.impliedNonNegativeLengths.map(\.item.name) == ["column", "row0", "row1", "row2", "row3"])
    }

    @Test func negativeSpacingBringsTheFloorBackAndAPositiveOneTakesItOut() {
        let (column, rows) = Self.column()
        column.layoutIfNeeded()
        column.spacing = -2
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(Self.isHeld(Self.floor(column, "height")))
        // 64 − 3 × 2.
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 58))
        expectFrame(rows[3], Rect(x: 0, y: 36, width: 98, height: 22))
        column.setCustomSpacing(6, after: rows[0])
        column.spacing = 8
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 86))
        column.setCustomSpacing(-1, after: rows[1])
        column.layoutIfNeeded()
        #expect(Self.isHeld(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 77))
    }

    @Test func aStackWhoseNegativeSpacingWouldMakeItNegativeStillStopsAtZero() {
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 20, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 20, height: 10))
        let column = StackItem(name: "column", arrangedItems: [a, b])
        column.axis = .vertical
        column.spacing = 4
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        column.spacing = -50
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(Self.isHeld(Self.floor(column, "height")))
        #expect(column.frame.height == 0)
        #expect(abs(a.frame.height + b.frame.height - 50) < 1e-9)
    }

    @Test func hidingEveryItemBringsTheFloorBackAndShowingOneTakesItOut() {
        let (column, rows) = Self.column(rows: 3)
        column.layoutIfNeeded()
        for row in rows { row.isHidden = true }
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(Self.isHeld(Self.floor(column, "height")))
        // The hidden rows keep their widths, and the column its width.
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 0))
        rows[1].isHidden = false
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 14))
        // One row of several hidden: compiled around it, the floor stays out.
        rows[0].isHidden = false
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 32))
    }

    @Test func removingTheLastItemBringsTheFloorBack() {
        let (column, rows) = Self.column(rows: 2)
        column.layoutIfNeeded()
        column.removeArrangedItem(rows[0])
        rows[0].removeFromParent()
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 98, height: 14))
        // The last row leaves the tree: its spacing and canvas connections go
        // with it, and the floor comes back before they do.
        rows[1].removeFromParent()
        #expect(Self.isHeld(Self.floor(column, "height")))
        #expect(column.layoutIfNeeded().isEmpty)
        #expect(Self.isHeld(Self.floor(column, "height")))
        expectFrame(column, Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func marginsAndBaselinesKeepTheFloor() {
        let (column, _) = Self.column(rows: 2)
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutIfNeeded()
        #expect(Self.isHeld(Self.floor(column, "height")))
        column.isLayoutMarginsRelativeArrangement = false
        column.layoutIfNeeded()
        #expect(Self.isImplied(Self.floor(column, "height")))
        column.isBaselineRelativeArrangement = true
        column.layoutIfNeeded()
        #expect(Self.isHeld(Self.floor(column, "height")))
        column.isBaselineRelativeArrangement = false
        column.distribution = .flex(.start)
        column.layoutIfNeeded()
        #expect(Self.isHeld(Self.floor(column, "height")))
    }

    @Test func changingTheAxisMovesTheImpliedFloor() {
        let (column, _) = Self.column(rows: 2)
        column.layoutIfNeeded()
        column.axis = .horizontal
        column.layoutIfNeeded()
        #expect(Self.isHeld(Self.floor(column, "height")))
        #expect(Self.isImplied(Self.floor(column, "width")))
        // 98 + 8 + 98.
        expectFrame(column, Rect(x: 0, y: 0, width: 204, height: 14))
    }

    /// A conflict is decided with the floor in the solver: a column made
    /// shorter than zero breaks the application's constraint, the report
    /// names what it does in a layout that holds the floor throughout, and
    /// the floor stays held.
    @Test func aConflictWithTheFloorIsReportedWithIt() throws {
        let (column, _) = Self.column(rows: 2)
        column.layoutIfNeeded()
        let short = column.heightAnchor.constraint(equalToConstant: -5)
        short.isActive = true
        let conflicts = column.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === short)
        // One item's floor per row: the items of a row are equally tall,
        // so any one of them makes the set minimal.
        let identifiers = conflict.constraints.map { $0.identifier ?? "" }
        #expect(identifiers.count == 14)
        #expect(identifiers.prefix(2).map { $0.replacing(#/\.[0-2]-/#, with: ".*-") }
                == ["item0.*-nonnegative-height", "item1.*-nonnegative-height"])
        #expect(Array(identifiers.dropFirst(2)) == [
            "UISV-alignment", "UISV-alignment",
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-alignment", "UISV-alignment",
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection",
            "UISV-spacing", "",
        ])
        #expect(Self.isHeld(Self.floor(column, "height")))
    }

    /// The same column arranged within zero margins keeps its floor in the
    /// solver (its margins join the chain): every frame is the same, with
    /// a row hidden too.
    @Test func theFramesAreThoseOfAColumnThatHoldsItsFloor() {
        let (column, rows) = Self.column(rows: 5)
        let (held, heldRows) = Self.column(rows: 5)
        held.layoutMargins = .zero
        held.isLayoutMarginsRelativeArrangement = true
        for hidden in [nil, 2, 0] as [Int?] {
            if let hidden {
                rows[hidden].isHidden = true
                heldRows[hidden].isHidden = true
            }
            column.layoutIfNeeded()
            held.layoutIfNeeded()
            #expect(Self.isImplied(Self.floor(column, "height")))
            #expect(Self.isHeld(Self.floor(held, "height")))
            expectFrame(column, held.frame)
            for (row, heldRow) in zip(rows, heldRows) {
                expectFrame(row, heldRow.frame)
                for (item, heldItem) in zip(row.arrangedItems, heldRow.arrangedItems) { expectFrame(item, heldItem.frame) }
            }
        }
    }

    /// Hiding and showing rows one after the other gives the frames of a
    /// column built in each state.
    @Test func hidingRowsGivesTheFramesOfAFreshColumn() {
        let (column, rows) = Self.column(rows: 6)
        column.layoutIfNeeded()
        for step in [2, 4, 2, 0, 5, 4, 0, 5, 1, 3] {
            rows[step].isHidden.toggle()
            column.layoutIfNeeded()
            let (fresh, freshRows) = Self.column(rows: 6)
            for (row, freshRow) in zip(rows, freshRows) { freshRow.isHidden = row.isHidden }
            fresh.layoutIfNeeded()
            expectFrame(column, fresh.frame, "after toggling row\(step)")
            for (row, freshRow) in zip(rows, freshRows) { expectFrame(row, freshRow.frame, "after toggling row\(step)") }
            #expect(Self.isImplied(Self.floor(column, "height")))
        }
    }
}
