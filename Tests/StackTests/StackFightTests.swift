import Testing
import Stack

/// When the application's constraint fights a stack's, the engine keeps the
/// stack's arrangement and breaks the application's, and says so.
@Suite struct StackFightTests {
    /// A 320-wide row of a label and a switch spaced 8 and filled equally:
    /// `label.width == 300` cannot hold beside the switch. Activated before
    /// the stack compiles, it is still the one broken: the switch does not
    /// overlap the label.
    @Test func yourConstraintBreaksRatherThanTheStacks() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let toggle = LayoutItem(name: "toggle", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let row = StackItem(name: "row", arrangedItems: [label, toggle])
        row.spacing = 8
        row.alignment = .center
        row.distribution = .fillEqually
        root.addChild(row)
        let wide = label.widthAnchor.constraint(equalToConstant: 300)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       wide])
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === wide && wide.isBroken)
        #expect(conflict.stackRulesFought == ["UISV-fill-equally"])
        #expect(conflict.description.contains(
            "label.width == 300 fights the stack's UISV-fill-equally: the engine broke it and kept the stack's arrangement."))
        // The stack's arrangement holds: (320 - 8) / 2 = 156 each.
        #expect(label.frame.width == 156)
        #expect(toggle.frame.minX == 164)
    }

    /// Activated after the stack compiled, the application's constraint is
    /// the one being added, so it breaks; the report names the stack rule.
    @Test func aLaterConstraintThatFightsTheStackSaysWhichRule() throws {
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let other = LayoutItem(name: "other", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
        let row = StackItem(name: "row", arrangedItems: [label, other])
        row.distribution = .fillEqually
        #expect(row.layoutIfNeeded().isEmpty)
        let wide = label.widthAnchor.constraint(equalToConstant: 150)
        let narrow = other.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([wide, narrow])
        let conflict = try #require(row.layoutIfNeeded().first)
        #expect(conflict.broken === narrow)
        #expect(conflict.stackRulesFought == ["UISV-fill-equally"])
        #expect(label.frame.width == other.frame.width)
    }

    /// A row of label, toggle and extra in 320 points, `extra` hidden after
    /// a first layout so that the row's trailing canvas connection is made
    /// last, then `label.width == 400`: the conflict names the rule of the
    /// setting it fought, not the last stack constraint of the set.
    private func fightAfterHiding(_ distribution: StackDistribution, spacing: StackSpacing) throws -> LayoutConflict {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
        let toggle = LayoutItem(name: "toggle", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let extra = LayoutItem(name: "extra", intrinsicContentSize: IntrinsicSize(width: 51, height: 31))
        let row = StackItem(name: "row", arrangedItems: [label, toggle, extra])
        row.spacing = spacing
        row.distribution = distribution
        root.addChild(row)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        extra.isHidden = true
        #expect(root.layoutIfNeeded().isEmpty)
        let wide = label.widthAnchor.constraint(equalToConstant: 400)
        try LayoutConstraint.activate([wide])
        let conflict = try #require(root.layoutIfNeeded().first)
        #expect(conflict.broken === wide)
        #expect(conflict.constraints.dropLast().last?.origin == .stack("UISV-canvas-connection"))
        return conflict
    }

    /// Filled equally the label is (320 - 8) / 2 = 156 whatever the gap: the
    /// distribution is what it fought. Filled, the gap of 8 is the setting
    /// in the set; a gap of 0 is none, and the set holds only the stack's
    /// structure, so both of its rules are named.
    @Test func theRuleNamedIsTheSettingFoughtNotTheLastOfTheSet() throws {
        let equal = try fightAfterHiding(.fillEqually, spacing: 8)
        #expect(equal.stackRulesFought == ["UISV-fill-equally"])
        #expect(equal.description.contains("label.width == 400 fights the stack's UISV-fill-equally, but no other value of"
                                           + " row's \"distribution\" (fillEqually) ends the conflict: row's items do not fit"
                                           + " the room row has. The engine broke it"))
        #expect(try fightAfterHiding(.fillEqually, spacing: 0).stackRulesFought == ["UISV-fill-equally"])
        let spaced = try fightAfterHiding(.fill, spacing: 8)
        #expect(spaced.stackRulesFought == ["UISV-spacing"])
        let packed = try fightAfterHiding(.fill, spacing: 0)
        #expect(packed.stackRulesFought == ["UISV-canvas-connection", "UISV-spacing"])
        #expect(packed.description.contains(
            "label.width == 400 fights the stack's UISV-canvas-connection and UISV-spacing, but no other value of row's"
                + " \"distribution\" (fill) ends the conflict: row's items do not fit the room row has. The engine broke it"
                + " and kept the stack's arrangement."))
    }

    /// A column 288 wide (a 320 screen less 16 each side), filled: a
    /// banner at least 400 wide fights the alignment, but every alignment
    /// holds the banner between the column's edges, so the report says no
    /// other alignment ends the conflict and the room is what is short. At
    /// most 100 wide instead, `leading` would end it, and the report says
    /// only what it fought.
    @Test func anAlignmentThatNoOtherValueWouldHelpIsCalledTheRoom() throws {
        func fight(_ banner: (LayoutItem) -> LayoutConstraint) throws -> (LayoutConflict, root: LayoutItem, banner: LayoutItem) {
            let root = LayoutItem(name: "screen")
            let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))
            let item = LayoutItem(name: "banner", intrinsicContentSize: IntrinsicSize(width: 100, height: 40))
            let column = StackItem(name: "col", arrangedItems: [title, item])
            column.axis = .vertical
            column.spacing = 8
            root.addChild(column)
            try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                           column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                           column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                           column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                           banner(item)])
            return (try #require(root.layoutIfNeeded().first), root, item)
        }
        let (wide, _, banner) = try fight { $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 400) }
        #expect(wide.stackRulesFought == ["UISV-alignment"])
        #expect(wide.description.contains(
            "banner.width >= 400 fights the stack's UISV-alignment, but no other value of col's \"alignment\" (fill) ends"
                + " the conflict: col's items do not fit the room col has. The engine broke it and kept the stack's arrangement."))
        #expect(banner.frame.width == 288)
        let (narrow, screen, _) = try fight { $0.widthAnchor.constraint(lessThanOrEqualToConstant: 100) }
        #expect(narrow.description.contains(
            "banner.width <= 100 fights the stack's UISV-alignment: the engine broke it and kept the stack's arrangement."))
        let fixes = screen.engine.fixes(for: narrow)
        #expect(fixes.contains { $0.stackSetting == "col's \"alignment\" (fill)" && $0.settingValues.contains("leading") })
    }

    /// As `UIStackView` does, a stack turns off the frame translation of
    /// what it arranges: a framed view moved into a row takes the row's place.
    @Test func arrangingAFramedItemStopsItsFrame() throws {
        let root = LayoutItem(name: "root")
        let legacy = LayoutItem(name: "legacy", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        root.addChild(legacy)
        legacy.autoresizingFrame = AutoresizingFrame(frame: Rect(x: 200, y: 200, width: 10, height: 10),
                                                     parentSize: Size(width: 320, height: 480))
        legacy.translatesAutoresizingMaskIntoConstraints = true
        let row = StackItem(name: "row")
        root.addChild(row)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                       row.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(legacy.frame == Rect(x: 200, y: 200, width: 10, height: 10))
        row.addArrangedItem(legacy)
        #expect(!legacy.translatesAutoresizingMaskIntoConstraints)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(legacy.frameInRoot == Rect(x: 8, y: 8, width: 40, height: 20))
    }

    /// A receipt row 288 wide of a name and a price spaced 12, the name at
    /// least 224 wide and the price 80: the widths the application gave two
    /// items of the row need 316, and the price's breaks. Changing the
    /// spacing would not end the conflict (224 + 80 is 304 already), so
    /// the report does not say the price fought the stack's spacing: the
    /// name's width is what it fought, and the conflict lists it.
    @Test func twoSizesOfYoursInARowFightEachOtherNotTheStack() throws {
        let root = LayoutItem(name: "root")
        let name = LayoutItem(name: "name", intrinsicContentSize: IntrinsicSize(width: 48, height: 20))
        let price = LayoutItem(name: "price", intrinsicContentSize: IntrinsicSize(width: 36, height: 20))
        let row = StackItem(name: "row", arrangedItems: [name, price])
        row.spacing = 12
        root.addChild(row)
        let fixed = price.widthAnchor.constraint(equalToConstant: 80)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 288),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       name.widthAnchor.constraint(greaterThanOrEqualToConstant: 224),
                                       fixed])
        let conflict = try #require(root.layoutIfNeeded().first)
        #expect(conflict.broken === fixed)
        #expect(conflict.constraints.contains { $0.description == "name.width >= 224" })
        #expect(conflict.stackRulesFought == [])
        #expect(!conflict.description.contains("fights the stack"))
        #expect(name.frame.width == 240 && price.frame.width == 36)
    }
}
