import Testing
@testable import Layout

/// A broken constraint holds again once its conflict can end: the pass
/// after a member of its conflict changes tries it again, as Auto Layout
/// holds a cell's constraints again once the cell's real height replaces
/// the estimated one. While nothing in its conflict changes, it is neither
/// tried nor reported again.
@Suite struct BrokenConstraintRetryTests {
    /// A cell 44 high (the table's estimate) whose title is pinned 12 from
    /// its top and bottom and at least 60 high: 12 + 60 + 12 = 84, and the
    /// bottom pin, activated last, breaks; the title is 60 high, its
    /// content hugging it from its 20 as far as the minimum lets.
    private static func cell() throws -> (cell: LayoutItem, title: LayoutItem, height: LayoutConstraint,
                                          minimum: LayoutConstraint, bottom: LayoutConstraint,
                                          leading: LayoutConstraint) {
        let cell = LayoutItem(name: "cell"), title = LayoutItem(name: "title")
        cell.addChild(title)
        title.intrinsicContentSize = IntrinsicSize(width: nil, height: 20)
        let height = cell.heightAnchor.constraint(equalToConstant: 44)
        let minimum = title.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)
        let bottom = title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12)
        let leading = title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
        try LayoutConstraint.activate([
            cell.widthAnchor.constraint(equalToConstant: 320), height,
            leading, title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12), minimum, bottom,
        ])
        return (cell, title, height, minimum, bottom, leading)
    }

    /// The real height, 100, replaces the estimate: the cell's height is a
    /// member of the conflict, so the next pass tries the bottom pin again
    /// and it holds: the title is 100 − 24 = 76 high, not the 60 it would
    /// keep with the pin still broken, and nothing is reported.
    @Test func theRealHeightLetsTheCellsBottomPinHoldAgain() throws {
        let screen = try Self.cell()
        let conflicts = screen.cell.layoutIfNeeded()
        #expect(conflicts.map { $0.broken === screen.bottom } == [true])
        expectFrame(screen.title, 16, 12, 288, 60)
        screen.height.constant = 100
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(!screen.bottom.isBroken && screen.cell.engine.brokenConstraints.isEmpty)
        expectFrame(screen.title, 16, 12, 288, 76)
    }

    /// A change outside the conflict (the title's leading inset) neither
    /// tries the pin again nor reports it; a member's change that leaves
    /// the conflict standing (the cell 70 high, still short of 84) tries it
    /// and reports the conflict as it now stands, once: the pass after
    /// reports nothing more until a member changes again.
    @Test func onlyAChangeInTheConflictTriesItAgain() throws {
        let screen = try Self.cell()
        #expect(screen.cell.layoutIfNeeded().count == 1)
        screen.leading.constant = 20
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(screen.bottom.isBroken)
        expectFrame(screen.title, 20, 12, 284, 60)

        screen.height.constant = 70
        let again = screen.cell.layoutIfNeeded()
        #expect(again.map { $0.broken === screen.bottom } == [true])
        #expect(again.first?.arithmetic
                == "title.bottom is at least 72 where the others hold, but it must be equal to cell.bottom (70) - 12 = 58")
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(screen.bottom.isBroken)
        #expect(screen.cell.engine.footprint["broken constraints watched"] == 1)

        screen.minimum.isActive = false
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(!screen.bottom.isBroken)
        expectFrame(screen.title, 20, 12, 284, 46)
        #expect(screen.cell.engine.footprint["broken constraints watched"] == 0)
    }

    /// A broken constraint deactivated is no longer watched, and its watch
    /// does not keep it alive once the application lets go of it.
    @Test func theWatchLetsGoOfWhatLeaves() throws {
        let screen = try Self.cell()
        #expect(screen.cell.layoutIfNeeded().count == 1)
        #expect(screen.cell.engine.footprint["broken constraints watched"] == 1)
        screen.bottom.isActive = false
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(screen.cell.engine.footprint["broken constraints watched"] == 0)
        weak var released: LayoutConstraint?
        try {
            let short = screen.title.heightAnchor.constraint(lessThanOrEqualToConstant: 10)
            released = short
            try short.activate()
            #expect(screen.cell.layoutIfNeeded().map { $0.broken === short } == [true])
            short.isActive = false
        }()
        #expect(released == nil)
        #expect(screen.cell.layoutIfNeeded().isEmpty)
        #expect(screen.cell.engine.footprint["broken constraints watched"] == 0)
    }

    /// The application's width, 50, broken against a label's content of
    /// 60 that must not be compressed; the content shrinks to 40, moving
    /// its compression resistance (the engine's constraint, a member), and
    /// the width holds again at 50, as in a fresh tree with 40.
    @Test func contentThatShrinksLetsTheWidthHoldAgain() throws {
        let (root, items) = try makeTree(children: ["label"])
        let label = items[0]
        label.intrinsicContentSize = IntrinsicSize(width: 60, height: nil)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let width = label.widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        #expect(root.layoutIfNeeded().map { $0.broken === width } == [true])
        #expect(label.frame.width == 60)
        label.intrinsicContentSize = IntrinsicSize(width: 40, height: nil)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(!width.isBroken)
        #expect(label.frame.width == 50)
    }

    /// UIKit's `UIView-Encapsulated-Layout-Height` is a cell's: activated
    /// after the cell's own constraints, the root's height of 44 still wins
    /// and the cell's last activated constraint in the conflict breaks (11
    /// + 21 + 4 + 18 + 11 = 65 do not fit), as when the 44 comes first; the
    /// real height, 70, lets it hold again, and the subtitle, hugging less
    /// than the title, takes the 5 spare points: 70 − 11 − 36 = 23.
    @Test func anEstimatedHeightActivatedLastStillWins() throws {
        let cell = LayoutItem(name: "cell"), title = LayoutItem(name: "title"), subtitle = LayoutItem(name: "subtitle")
        cell.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        cell.addChild(title)
        cell.addChild(subtitle)
        title.intrinsicContentSize = IntrinsicSize(width: 200, height: 21)
        subtitle.intrinsicContentSize = IntrinsicSize(width: 150, height: 18)
        for label in [title, subtitle] { label.setContentCompressionResistancePriority(.required, for: .vertical) }
        subtitle.setContentHuggingPriority(249, for: .vertical)
        let bottom = subtitle.bottomAnchor.constraint(equalTo: cell.bottomMarginAnchor)
        let estimate = cell.heightAnchor.constraint(equalToConstant: 44)
        try LayoutConstraint.activate([
            cell.widthAnchor.constraint(equalToConstant: 390),
            title.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
            subtitle.leadingAnchor.constraint(equalTo: cell.leadingMarginAnchor),
            title.topAnchor.constraint(equalTo: cell.topMarginAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            bottom, estimate,
        ])
        let conflicts = cell.layoutIfNeeded()
        #expect(conflicts.map { $0.broken === bottom } == [true])
        #expect(!estimate.isBroken)
        expectFrame(cell, 0, 0, 390, 44)
        expectFrame(subtitle, 16, 36, 150, 18)
        estimate.constant = 70
        #expect(cell.layoutIfNeeded().isEmpty)
        #expect(!bottom.isBroken)
        expectFrame(cell, 0, 0, 390, 70)
        expectFrame(title, 16, 11, 200, 21)
        expectFrame(subtitle, 16, 36, 150, 23)
    }
}
