import Testing
@testable import Layout

/// Margins preserved from the parent (``LayoutItem/preservesSuperviewLayoutMargins``).
@Suite struct PreservedMarginsTests {
    /// A table cell port: a cell 375 wide with margins 20 on the sides and
    /// 11 above and below, its content view inset `inset` from the cell's
    /// sides and flush with its top and bottom, preserving the cell's
    /// margins, and a title 20 high pinned to the content view's margins.
    struct Cell {
        let cell = LayoutItem(name: "cell")
        let contentView = LayoutItem(name: "contentView")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 100, height: 20))

        init(inset: Double = 0, margins: EdgeInsets = EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)) throws {
            cell.layoutMargins = margins
            contentView.preservesSuperviewLayoutMargins = true
            cell.addChild(contentView)
            contentView.addChild(title)
            try LayoutConstraint.activate([
                cell.widthAnchor.constraint(equalToConstant: 375),
                contentView.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: inset),
                contentView.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -inset),
                contentView.topAnchor.constraint(equalTo: cell.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
                title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: contentView.topMarginAnchor),
                title.bottomAnchor.constraint(equalTo: contentView.bottomMarginAnchor),
            ])
        }
    }

    /// Flush with the cell, the content view's margins are the cell's 20
    /// and 11 rather than its own 8: the title is 20 in from either side
    /// and 11 down, and the cell is 11 + 20 + 11 = 42 high.
    @Test func aContentViewFlushWithItsCellTakesTheCellsMargins() throws {
        let port = try Cell()
        #expect(port.cell.layoutIfNeeded().isEmpty)
        #expect(port.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 42))
        #expect(port.title.frame == Rect(x: 20, y: 11, width: 335, height: 20))
        #expect(port.contentView.superviewMarginReach == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        #expect(port.contentView.layoutMarginsGuide.frame == Rect(x: 20, y: 11, width: 335, height: 20))
        #expect(port.cell.engine.lastPassReport.unsettledItems.isEmpty)
    }

    /// Inset 12 from the cell, the cell's margin reaches 20 − 12 = 8 into
    /// the content view, no more than its own 8: the title is 8 into the
    /// content view, 20 into the cell. Inset 4, it reaches 16: the title is
    /// 16 into the content view, 20 into the cell again.
    @Test func theCellsMarginReachesInLessTheInset() throws {
        let twelve = try Cell(inset: 12)
        twelve.cell.layoutIfNeeded()
        #expect(twelve.contentView.frame == Rect(x: 12, y: 0, width: 351, height: 42))
        #expect(twelve.title.frame == Rect(x: 8, y: 11, width: 335, height: 20))
        #expect(twelve.contentView.superviewMarginReach.left == 8)

        let four = try Cell(inset: 4)
        four.cell.layoutIfNeeded()
        #expect(four.contentView.frame == Rect(x: 4, y: 0, width: 367, height: 42))
        #expect(four.title.frame == Rect(x: 16, y: 11, width: 335, height: 20))
        #expect(four.title.frameInRoot.minX == 20)

        let thirty = try Cell(inset: 30)
        thirty.cell.layoutIfNeeded()
        // Beyond the cell's margins: nothing reaches in on the sides.
        #expect(thirty.contentView.superviewMarginReach == EdgeInsets(top: 11, left: 0, bottom: 11, right: 0))
        #expect(thirty.title.frame == Rect(x: 8, y: 11, width: 299, height: 20))
    }

    /// The item's own margin wins where it is the larger: 30 on the left
    /// against the cell's 20.
    @Test func anItemsOwnLargerMarginWins() throws {
        let port = try Cell()
        port.contentView.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 8)
        port.cell.layoutIfNeeded()
        #expect(port.title.frame == Rect(x: 30, y: 11, width: 325, height: 20))
    }

    /// Without the property the content view keeps its own 8.
    @Test func anItemThatDoesNotPreserveKeepsItsOwnMargins() throws {
        let port = try Cell()
        port.contentView.preservesSuperviewLayoutMargins = false
        port.cell.layoutIfNeeded()
        #expect(port.title.frame == Rect(x: 8, y: 8, width: 359, height: 20))
        #expect(port.contentView.superviewMarginReach == .zero)
        #expect(!port.cell.engine.tree.preservesSuperviewMargins)
    }

    /// Right to left, with directional margins: the cell's leading margin
    /// 20 is on the right, its trailing 10 on the left; the content view's
    /// own leading 24 beats the cell's 20 on the right, and the cell's 10
    /// beats its own trailing 0 on the left. The title, leading on the
    /// right, runs from 10 to 375 − 24 = 351.
    @Test func directionalMarginsRightToLeft() throws {
        let port = try Cell()
        port.cell.layoutDirection = .rightToLeft
        port.cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        port.contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 0)
        port.cell.layoutIfNeeded()
        #expect(port.contentView.superviewMarginReach == EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        #expect(port.title.frame == Rect(x: 10, y: 8, width: 341, height: 20))
        #expect(port.contentView.layoutMarginsGuide.frame == Rect(x: 10, y: 8, width: 341, height: 20))

        // Inset 4: the cell's 20 reaches 16 into the content view on the
        // right, less than its own 24; its 10 reaches 6 on the left, more
        // than its own trailing 0.
        let inset = try Cell(inset: 4)
        inset.cell.layoutDirection = .rightToLeft
        inset.cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        inset.contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 0)
        inset.cell.layoutIfNeeded()
        #expect(inset.contentView.frame.minX == 4)
        #expect(inset.title.frame == Rect(x: 6, y: 8, width: 367 - 6 - 24, height: 20))
    }

    /// In landscape the notch and its opposite take 44 on either side:
    /// the screen's margins are 8 + 44 = 52 there. A panel flush with the
    /// screen that does not inset its own margins from the safe area gets
    /// 52 from the screen; a row 10 inside the panel, likewise, gets the
    /// panel's 52 less 10, 42, and its label lands at 10 + 42 = 52 on the
    /// screen: the reach counts the parent's preserved margins, and the
    /// parent's margins grown by the safe area.
    @Test func theParentsMarginsCountTheSafeAreaAndTheirOwnPreservedMargins() throws {
        let screen = LayoutItem(name: "screen")
        screen.rootSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let panel = LayoutItem(name: "panel"), row = LayoutItem(name: "row")
        let label = LayoutItem(name: "label", intrinsicContentSize: IntrinsicSize(width: 50, height: 20))
        screen.addChild(panel)
        panel.addChild(row)
        row.addChild(label)
        for item in [panel, row] {
            item.preservesSuperviewLayoutMargins = true
            item.insetsLayoutMarginsFromSafeArea = false
        }
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 812), screen.heightAnchor.constraint(equalToConstant: 375),
            panel.leftAnchor.constraint(equalTo: screen.leftAnchor), panel.rightAnchor.constraint(equalTo: screen.rightAnchor),
            panel.topAnchor.constraint(equalTo: screen.topAnchor), panel.heightAnchor.constraint(equalToConstant: 100),
            row.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 10),
            row.rightAnchor.constraint(equalTo: panel.rightAnchor, constant: -10),
            row.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20), row.heightAnchor.constraint(equalToConstant: 40),
            label.leftAnchor.constraint(equalTo: row.leftMarginAnchor),
            label.rightAnchor.constraint(equalTo: row.rightMarginAnchor),
            label.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(panel.superviewMarginReach == EdgeInsets(top: 8, left: 52, bottom: 0, right: 52))
        #expect(row.superviewMarginReach == EdgeInsets(top: 0, left: 42, bottom: 0, right: 42))
        #expect(label.frame == Rect(x: 42, y: 0, width: 792 - 84, height: 20))
        #expect(label.frameInRoot.minX == 52)
        #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)

        // Margins that also take the safe area take the larger of the two,
        // not their sum: the panel's own 8 + 44 and the screen's 52.
        panel.insetsLayoutMarginsFromSafeArea = true
        screen.layoutIfNeeded()
        #expect(panel.marginsForLayout.left == 52)
        #expect(label.frameInRoot.minX == 52)
    }

    /// Changing the cell's margins after the first layout, directionally,
    /// and turning the property off and on again: each layout ends where
    /// a fresh build of the same state does.
    @Test func changesAfterTheFirstLayoutEndAsAFreshBuild() throws {
        let live = try Cell(inset: 4)
        live.cell.layoutIfNeeded()
        #expect(live.title.frameInRoot.minX == 20)

        live.cell.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        live.cell.layoutIfNeeded()
        let fresh = try Cell(inset: 4, margins: EdgeInsets(all: 16))
        fresh.cell.layoutIfNeeded()
        #expect(live.title.frame == fresh.title.frame)
        #expect(live.contentView.frame == fresh.contentView.frame)
        // 16 − 4 = 12 beats 8 on the sides; 16 above and below.
        #expect(live.title.frame == Rect(x: 12, y: 16, width: 367 - 24, height: 20))

        live.cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 40, bottom: 16, trailing: 16)
        live.cell.layoutIfNeeded()
        #expect(live.title.frame == Rect(x: 36, y: 16, width: 367 - 36 - 12, height: 20))

        live.contentView.preservesSuperviewLayoutMargins = false
        live.cell.layoutIfNeeded()
        #expect(live.title.frame == Rect(x: 8, y: 8, width: 367 - 16, height: 20))
        #expect(live.contentView.frame.height == 36)

        live.contentView.preservesSuperviewLayoutMargins = true
        live.cell.layoutIfNeeded()
        #expect(live.title.frame == Rect(x: 36, y: 16, width: 367 - 36 - 12, height: 20))
        #expect(live.contentView.frame.height == 52)
    }

    /// An item centred in its parent and sized by its own margins feeds the
    /// reach back into the frame it is measured from: with a content of 60
    /// in a parent 100 wide with margins 20, every margin of 8 or more
    /// holds (the item is 60 + 2m wide, 20 − m in). A fresh layout starts
    /// from 8 and stays there; a live one that held the item at the
    /// parent's width first (margins 20) settles where the fresh one does
    /// once that constraint goes, though no frame moves in its first solve.
    @Test func aReachThatFeedsItsOwnFrameSettlesAsAFreshLayout() throws {
        func tree(heldWide: Bool) throws -> (parent: LayoutItem, item: LayoutItem, wide: LayoutConstraint) {
            let parent = LayoutItem(name: "parent"), item = LayoutItem(name: "item")
            let content = LayoutItem(name: "content", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
            parent.layoutMargins = EdgeInsets(all: 20)
            item.preservesSuperviewLayoutMargins = true
            parent.addChild(item)
            item.addChild(content)
            let wide = item.widthAnchor.constraint(equalToConstant: 100)
            try LayoutConstraint.activate([
                parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 100),
                item.centerXAnchor.constraint(equalTo: parent.centerXAnchor), item.topAnchor.constraint(equalTo: parent.topAnchor, constant: 40),
                content.leftAnchor.constraint(equalTo: item.leftMarginAnchor), content.rightAnchor.constraint(equalTo: item.rightMarginAnchor),
                content.topAnchor.constraint(equalTo: item.topAnchor), content.bottomAnchor.constraint(equalTo: item.bottomAnchor),
            ])
            if heldWide { try wide.activate() }
            parent.layoutIfNeeded()
            return (parent, item, wide)
        }
        let fresh = try tree(heldWide: false)
        #expect(fresh.item.frame == Rect(x: 12, y: 40, width: 76, height: 20))

        let live = try tree(heldWide: true)
        #expect(live.item.frame == Rect(x: 0, y: 40, width: 100, height: 20))
        #expect(live.item.superviewMarginReach.left == 20)
        live.wide.deactivate()
        live.parent.layoutIfNeeded()
        #expect(live.item.frame == fresh.item.frame)
        #expect(live.parent.engine.lastPassReport.unsettledItems.isEmpty)
    }

    /// A tree in which no item preserves its parent's margins measures no
    /// reach; the measurement stops once the last item turns it off.
    @Test func noMeasurementWithoutAPreservingItem() throws {
        let root = LayoutItem(name: "root"), child = LayoutItem(name: "child")
        root.addChild(child)
        try LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10)])
        #expect(!root.engine.tree.preservesSuperviewMargins)

        let port = try Cell()
        #expect(port.cell.engine.tree.preservesSuperviewMargins)
        port.cell.layoutIfNeeded()
        port.contentView.preservesSuperviewLayoutMargins = false
        port.cell.layoutIfNeeded()
        #expect(!port.cell.engine.tree.preservesSuperviewMargins)
    }
}

extension PreservedMarginsTests {
    /// A conflict on a margin that the parent's margin decides says so: the
    /// content view's top margin is the cell's 11, not its own 8.
    @Test func aConflictSaysWhereTheParentsMarginDecides() throws {
        let port = try Cell()
        port.cell.layoutIfNeeded()
        try port.title.topAnchor.constraint(equalTo: port.contentView.topAnchor, constant: 5).activate()
        let conflicts = port.cell.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.description.contains(
            "Note: contentView.topMargin is 11 in from the edge: the margin of its parent cell reaches that far into it.") == true)
    }

    /// A conflict's report probes the solver, whose rollback reports every
    /// value it restored as written: a layout after it, with nothing
    /// changed, starts from where the last settled (one pass), rather than
    /// taking the values for moved frames and measuring the reach again
    /// from zero, which can settle elsewhere.
    @Test func aLayoutAfterAConflictsReportStartsWhereTheLastSettled() throws {
        let port = try Cell()
        try LayoutConstraint.activate([port.title.widthAnchor.constraint(equalToConstant: 200)])
        let conflicts = port.cell.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(port.cell.engine.lastPassReport.passes == 3)
        #expect(port.title.frame == Rect(x: 20, y: 11, width: 335, height: 20))
        #expect(port.cell.layoutIfNeeded().isEmpty)
        #expect(port.cell.engine.lastPassReport.passes == 1)
        #expect(port.title.frame == Rect(x: 20, y: 11, width: 335, height: 20))
    }
}
