import Testing
import Layout

/// An iPad-style master/detail split that changes its constraints when the
/// window rotates or changes size class, as an app does in
/// `viewWillTransition(to:with:)`: a sidebar, a 1-point divider and a
/// detail pane under a 20-point status bar.
@Suite struct SplitViewRotationTests {
    private final class Split {
        let window = LayoutItem(name: "window")
        let sidebar = LayoutItem(name: "sidebar")
        let divider = LayoutItem(name: "divider")
        let detail = LayoutItem(name: "detail")
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 200, height: 24))
        let width: LayoutConstraint
        let height: LayoutConstraint
        /// Compact: the sidebar fills the window, the detail waits off its
        /// trailing edge, as wide as the window.
        let compact: [LayoutConstraint]
        /// Regular: the sidebar a third of the window (750) but at least
        /// 320, the detail to the window's trailing edge.
        let regular: [LayoutConstraint]

        init() throws {
            for item in [sidebar, divider, detail] { window.addChild(item) }
            detail.addChild(title)
            window.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            width = window.widthAnchor.constraint(equalToConstant: 320)
            height = window.heightAnchor.constraint(equalToConstant: 568)
            var shared = [width, height]
            for item in [sidebar, divider, detail] {
                shared += [item.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                           item.bottomAnchor.constraint(equalTo: window.bottomAnchor)]
            }
            shared += [
                sidebar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                divider.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
                divider.widthAnchor.constraint(equalToConstant: 1),
                detail.leadingAnchor.constraint(equalTo: divider.trailingAnchor),
                title.leadingAnchor.constraint(equalTo: detail.leadingMarginAnchor),
                title.topAnchor.constraint(equalTo: detail.topMarginAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: detail.trailingMarginAnchor),
            ]
            compact = [sidebar.widthAnchor.constraint(equalTo: window.widthAnchor),
                       detail.widthAnchor.constraint(equalTo: window.widthAnchor)]
            regular = [sidebar.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3),
                       sidebar.widthAnchor.constraint(greaterThanOrEqualToConstant: 320),
                       detail.trailingAnchor.constraint(equalTo: window.trailingAnchor)]
            regular[0].priority = .defaultHigh
            try LayoutConstraint.activate(shared + compact)
        }

        func resize(_ newWidth: Double, _ newHeight: Double) {
            width.constant = newWidth
            height.constant = newHeight
        }
    }

    /// 320 × 568 compact: the sidebar is the window below the status bar
    /// (548 high), the divider at 320, the detail from 321, 320 wide.
    /// 1024 × 768 regular: the sidebar 1024 / 3 = 341.33, the detail the
    /// rest, 1024 − 342.33 = 681.67. 768 × 1024 regular: a third is 256,
    /// below the 320 minimum, which wins; the detail is 768 − 321 = 447.
    @Test func rotatingSwapsTheConstraintsAndEveryFrameFollows() throws {
        let split = try Split()
        #expect(split.window.layoutIfNeeded().isEmpty)
        expectFrame(split.sidebar, 0, 20, 320, 548)
        expectFrame(split.divider, 320, 20, 1, 548)
        expectFrame(split.detail, 321, 20, 320, 548)
        expectFrame(split.title, 8, 8, 200, 24)

        split.resize(1024, 768)
        LayoutConstraint.deactivate(split.compact)
        try LayoutConstraint.activate(split.regular)
        #expect(split.window.layoutIfNeeded().isEmpty)
        #expect(split.window.engine.ambiguities().isEmpty)
        expectFrame(split.sidebar, 0, 20, 1024.0 / 3, 748)
        expectFrame(split.detail, 1024.0 / 3 + 1, 20, 1024 - 1024.0 / 3 - 1, 748)

        split.resize(768, 1024)
        #expect(split.window.layoutIfNeeded().isEmpty)
        expectFrame(split.sidebar, 0, 20, 320, 1004)
        expectFrame(split.detail, 321, 20, 447, 1004)

        for constraint in split.regular { constraint.isActive = false }
        for constraint in split.compact { constraint.isActive = true }
        split.resize(320, 568)
        #expect(split.window.layoutIfNeeded().isEmpty)
        expectFrame(split.sidebar, 0, 20, 320, 548)
        expectFrame(split.detail, 321, 20, 320, 548)
    }

    /// Resizing and activating the new size class's constraints before
    /// deactivating the old ones meets conflicts on the way: at 320 the
    /// regular sidebar's 320 leaves no room for the divider and the detail.
    /// The window keeps its new size (it is the root's own size) and the
    /// last activated of the regular constraints, the detail's trailing
    /// edge, breaks; the compact ones then hold beside the rest. Once the
    /// old constraints are gone the pass reports nothing and nothing stays
    /// broken.
    @Test func activatingBeforeDeactivatingSettlesAtTheNextPass() throws {
        let split = try Split()
        split.resize(1024, 768)
        LayoutConstraint.deactivate(split.compact)
        try LayoutConstraint.activate(split.regular)
        split.window.layoutIfNeeded()

        split.resize(320, 568)
        try LayoutConstraint.activate(split.compact)
        #expect(!split.width.isBroken && split.regular[2].isBroken)
        #expect(!split.compact.contains { $0.isBroken })
        LayoutConstraint.deactivate(split.regular)
        #expect(split.window.layoutIfNeeded().isEmpty)
        #expect(split.window.engine.brokenConstraints.isEmpty)
        expectFrame(split.sidebar, 0, 20, 320, 548)
        expectFrame(split.detail, 321, 20, 320, 548)
    }

    /// The debugging guide's two 100-point buttons in a 220-point row: the
    /// trailing constraint breaks. Lowering the other width to 999 before
    /// the next pass lets it hold there, both buttons (204 − 16 − 8) / 2 =
    /// 90 wide. After a pass has reported it, the conflict stands while
    /// nothing in it changes (a new height elsewhere reports nothing
    /// again); the right margin, which the trailing
    /// constraint names, tries it again and reports the conflict anew
    /// (220 − 6 = 214); lowering the width, a member, lets the next pass
    /// enforce it again: (220 − 16 − 6 − 8) / 2 = 95 wide each.
    @Test func aBrokenConstraintIsTriedAgainWhenItsConflictChanges() throws {
        func row() throws -> (row: LayoutItem, cancelWidth: LayoutConstraint, trailing: LayoutConstraint,
                              save: LayoutItem, saveHeight: LayoutConstraint) {
            let row = LayoutItem(name: "buttons")
            row.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let cancel = LayoutItem(name: "cancel"), save = LayoutItem(name: "save")
            row.addChild(cancel)
            row.addChild(save)
            let cancelWidth = cancel.widthAnchor.constraint(equalToConstant: 100)
            let trailing = save.trailingAnchor.constraint(equalTo: row.trailingMarginAnchor)
            let saveHeight = save.heightAnchor.constraint(equalToConstant: 30)
            try LayoutConstraint.activate([
                row.widthAnchor.constraint(equalToConstant: 220),
                cancel.leadingAnchor.constraint(equalTo: row.leadingMarginAnchor),
                cancelWidth,
                save.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 8),
                save.widthAnchor.constraint(equalTo: cancel.widthAnchor),
                trailing, saveHeight,
            ])
            return (row, cancelWidth, trailing, save, saveHeight)
        }
        let samePass = try row()
        #expect(samePass.trailing.isBroken)
        samePass.cancelWidth.priority = 999
        #expect(samePass.trailing.isBroken)
        #expect(samePass.row.layoutIfNeeded().isEmpty)
        #expect(!samePass.trailing.isBroken)
        expectFrame(samePass.save, 114, 0, 90, 30)

        let nextPass = try row()
        #expect(nextPass.row.layoutIfNeeded().count == 1)
        nextPass.saveHeight.constant = 32
        #expect(nextPass.row.layoutIfNeeded().isEmpty)
        #expect(nextPass.trailing.isBroken)
        expectFrame(nextPass.save, 124, 0, 100, 32)
        nextPass.row.layoutMargins.right = 6
        #expect(nextPass.row.layoutIfNeeded().first?.arithmetic
                == "save.trailing is 224 where the others hold, but it must be equal to buttons.trailingMargin (214)")
        nextPass.cancelWidth.priority = 999
        #expect(nextPass.row.layoutIfNeeded().isEmpty)
        #expect(!nextPass.trailing.isBroken)
        expectFrame(nextPass.save, 119, 0, 95, 32)
    }
}
