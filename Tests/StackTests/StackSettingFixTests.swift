import Testing
@testable import Layout
@testable import Stack

/// A conflict's fixes that change a stack's setting
/// (`LayoutConflict.Fix.stackSetting`): each setting named once, and
/// offered only where some value of it could end the conflict.
@Suite struct StackSettingFixTests {
    /// A column 100 wide filled by `top` and `bottom` (or holding a row),
    /// with `constraint` made from them; the first conflict's fixes.
    static func columnFixes(alignment: StackAlignment, rightToLeft: Bool = false,
                            _ constraint: (_ top: LayoutItem, _ column: StackItem, _ row: StackItem, _ a: LayoutItem) -> LayoutConstraint)
        throws -> [LayoutConflict.Fix] {
        let screen = LayoutItem(name: "screen")
        screen.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let top = LayoutItem(name: "top", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.distribution = .fillEqually
        let column = StackItem(name: "col", arrangedItems: [top, row])
        column.axis = .vertical
        column.alignment = alignment
        screen.addChild(column)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 100),
            column.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            column.topAnchor.constraint(equalTo: screen.topAnchor),
            constraint(top, column, row, a),
        ])
        let conflict = try #require(screen.layoutIfNeeded().first)
        return screen.engine.fixes(for: conflict)
    }

    /// `top` held 60 wide in a column that fills: a leading, centre or
    /// trailing alignment would let it be, in either direction; the
    /// alignment is offered once, for the canvas connections and ties
    /// that hold the fill.
    @Test(arguments: [false, true]) func anAlignmentThatWouldLetAnItemBeNarrowerIsOffered(rightToLeft: Bool) throws {
        let fixes = try Self.columnFixes(alignment: .fill, rightToLeft: rightToLeft) { top, _, _, _ in
            top.widthAnchor.constraint(equalToConstant: 60)
        }
        #expect(fixes.compactMap(\.stackSetting) == [#"col's "alignment" (fill)"#])
        #expect(fixes.first { $0.stackSetting != nil }?.settingValues == ["leading", "center", "trailing"])
    }

    /// A row needing 2 × 60 = 120 in the 100-wide column: every alignment
    /// keeps it inside, so none is offered, whichever the column has; the
    /// row's distribution is (filling, `a` 60 and `b` 40).
    @Test(arguments: StackAlignment.allCases) func noAlignmentFitsARowWiderThanItsColumn(alignment: StackAlignment) throws {
        let fixes = try Self.columnFixes(alignment: alignment) { _, _, _, a in a.widthAnchor.constraint(equalToConstant: 60) }
        #expect(fixes.compactMap(\.stackSetting) == [#"row's "distribution" (fillEqually)"#])
        #expect(fixes.first { $0.stackSetting != nil }?.settingValues
            == ["fill", "fillProportionally", "equalSpacing", "equalCentering"])
    }

    /// The row pinned 10 before the column's leading edge: no alignment
    /// puts an item outside its stack, so none is offered. Pinned 30
    /// inside it, the row fits a centre alignment (40 wide, about the
    /// centre at 50) or a trailing one (70 wide), and the column's leading
    /// alignment is a fix.
    @Test func anAlignmentIsOfferedOnlyForAnItemInsideItsColumn() throws {
        let outside = try Self.columnFixes(alignment: .leading) { _, column, row, _ in
            row.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: -10)
        }
        #expect(outside.compactMap(\.stackSetting) == [])
        let inside = try Self.columnFixes(alignment: .leading) { _, column, row, _ in
            row.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 30)
        }
        #expect(inside.compactMap(\.stackSetting) == [#"col's "alignment" (leading)"#])
        #expect(inside.first { $0.stackSetting != nil }?.settingValues == ["center", "trailing"])
    }

    /// Three items 30 wide in a row 100 wide with a spacing of 8: the fix
    /// gives the spacing that fits them, (100 − 90) ÷ 2 = 5, in
    /// `constants`; laid out afresh at 5 they fit, at 5.5 they do not.
    @Test func aSpacingFixGivesTheSpacingThatFits() throws {
        func row(spacing: StackSpacing) throws -> (screen: LayoutItem, items: [LayoutItem], conflicts: [LayoutConflict]) {
            let screen = LayoutItem(name: "screen")
            let items = ["a", "b", "c"].map { LayoutItem(name: $0) }
            let row = StackItem(name: "row", arrangedItems: items)
            row.spacing = spacing
            screen.addChild(row)
            try LayoutConstraint.activate([
                screen.widthAnchor.constraint(equalToConstant: 100),
                row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                row.topAnchor.constraint(equalTo: screen.topAnchor),
            ] + items.map { $0.widthAnchor.constraint(equalToConstant: 30) })
            return (screen, items, screen.layoutIfNeeded())
        }
        let (screen, items, conflicts) = try row(spacing: 8)
        let conflict = try #require(conflicts.first)
        let frames = items.map(\.frame)
        let spacing = try #require(screen.engine.fixes(for: conflict).first { $0.stackSetting != nil })
        #expect(spacing.stackSetting == #"row's "spacing" (8)"#)
        #expect(spacing.constants == 5...5)
        // The probes leave the layout as it was.
        #expect(items.map(\.frame) == frames)
        #expect(try row(spacing: 5).conflicts.isEmpty)
        #expect(try !row(spacing: 5.5).conflicts.isEmpty)
    }

    /// A row aligned to its top (UIKit's name for a row's leading
    /// alignment) with an item 10 high held to its bottom 40 down: the
    /// bottom alignment would let it be, and so would either baseline
    /// alignment (items without baselines line up their tops or bottoms,
    /// anywhere inside the row), and the fix names the setting as UIKit
    /// does.
    @Test func aRowsAlignmentIsNamedTopOrBottom() throws {
        let screen = LayoutItem(name: "screen")
        let a = LayoutItem(name: "a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let b = LayoutItem(name: "b", intrinsicContentSize: IntrinsicSize(width: 10, height: 10))
        let row = StackItem(name: "row", arrangedItems: [a, b])
        row.alignment = .top
        screen.addChild(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            row.topAnchor.constraint(equalTo: screen.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ])
        let conflict = try #require(screen.layoutIfNeeded().first)
        let fixes = screen.engine.fixes(for: conflict)
        #expect(fixes.compactMap(\.stackSetting) == [#"row's "alignment" (top)"#])
        #expect(fixes.first { $0.stackSetting != nil }?.settingValues == ["bottom", "firstBaseline", "lastBaseline"])
    }

    /// A settings row 358 wide, a label and a 51-point switch 12 apart,
    /// with `label.width == 400`: the label fits at 358 − 12 − 0 = 346 at
    /// most (the switch's compression resistance given way too), and at
    /// least 0, a bound that reads 0, not −0; a spacing of 358 − 400 − 0
    /// = −42 at most would let it be. From 70 (the label's text) to
    /// 358 − 12 − 51 = 295 (the switch's) every item shows its content
    /// whole, and the fix says so.
    @Test func aWidthsRangeStartsAtZeroNotMinusZero() throws {
        let screen = LayoutItem(name: "screen")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 70, height: 20))
        let toggle = LayoutItem(name: "switch", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let row = StackItem(name: "row", arrangedItems: [label, toggle])
        row.spacing = .points(12)
        row.alignment = .center
        screen.addChild(row)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 100),
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        let wide = label.widthAnchor.constraint(equalToConstant: 400)
        try wide.activate()
        let conflict = try #require(screen.layoutIfNeeded().first)
        let fixes = screen.engine.fixes(for: conflict)
        let range = try #require(fixes.first { $0.constraint === wide }?.constants)
        #expect(range == 0...346 && range.lowerBound.sign == .plus)
        #expect(fixes.first { $0.stackSetting != nil }?.constants == -Double.infinity...(-42))
        // In words, as printing a fix gives them.
        #expect(fixes.first { $0.constraint === wide }?.description
                == "make label.width == 400 optional (priority 999), or remove it, or change 400 to a value from 0 to 346"
                    + " (a value from 70 to 295 keeps every item's content whole)")
        #expect(fixes.first { $0.constraint === wide }?.constantsKeepingContent == 70...295)
        #expect(fixes.first { $0.stackSetting != nil }?.description
                == #"UISV-spacing: switch.leading == label.trailing + 12 comes from row's "spacing" (12): change it to at most -42"#
                    + " (a negative spacing overlaps the items)")
    }
}
