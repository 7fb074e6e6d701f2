import Testing
@testable import Stack

/// What an explanation of a place in an `equalSpacing` stack says about
/// its gaps: the room the items leave, shared among the gaps (the note on
/// `UISV-fill-equally` between the `UISV-distributing` guides), where the
/// sum itself is fractions of every length in the row.
@Suite struct EqualSpacingNoteTests {
    /// A toolbar 358 wide (16 in from a 390-point screen) of buttons 44,
    /// 44, 60 and 44 wide: 358 − 192 = 166 of room, three gaps of
    /// 55.333333; b3 is at 16 + 44 + 55.333333 + 44 + 55.333333 =
    /// 214.666667.
    private static func toolbar() throws -> (screen: LayoutItem, toolbar: StackItem, buttons: [LayoutItem]) {
        let screen = LayoutItem(name: "screen")
        let buttons = [44.0, 44, 60, 44].enumerated().map { index, width in
            LayoutItem(name: "b\(index + 1)", intrinsicContentSize: IntrinsicSize(width: width, height: 44))
        }
        let toolbar = StackItem(name: "toolbar", arrangedItems: buttons)
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .center
        screen.addChild(toolbar)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 100),
            toolbar.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            toolbar.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            toolbar.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        return (screen, toolbar, buttons)
    }

    @Test func aPositionSaysHowTheRoomIsShared() throws {
        let (screen, _, buttons) = try Self.toolbar()
        #expect(screen.layoutIfNeeded().isEmpty)
        let why = buttons[2].explanation(of: .left).description
        #expect(why.hasPrefix("b3.left = "))
        #expect(why.hasSuffix("""
            Note: toolbar spaces its items equally (equalSpacing): (358 (toolbar's width) − 44 (b1's width) \
            − 44 (b2's width) − 60 (b3's width) − 44 (b4's width)) ÷ 3 = 55.333333 between each two.
            """))
        // Two gaps' rules name the same note: it is written once.
        #expect(why.components(separatedBy: "Note: toolbar spaces").count == 2)
    }

    /// b2 hidden, and the arrangement within margins of 10 and 20: the
    /// room is 358 − 10 − 20 − 44 − 60 − 44 = 180, two gaps of 90.
    @Test func hiddenItemsAndMarginsAreLeftOut() throws {
        let (screen, toolbar, buttons) = try Self.toolbar()
        buttons[1].isHidden = true
        toolbar.isLayoutMarginsRelativeArrangement = true
        toolbar.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(buttons[2].frame.minX == 10 + 44 + 90)
        #expect(buttons[2].explanation(of: .left).description.hasSuffix("""
            Note: toolbar spaces its items equally (equalSpacing): (358 (toolbar's width) − 10 (its left margin) \
            − 20 (its right margin) − 44 (b1's width) − 60 (b3's width) − 44 (b4's width)) ÷ 2 = 90 between each two.
            """))
    }

    /// Buttons too wide for the toolbar with a spacing of 8: the gaps hold
    /// at the spacing, and the buttons give way for them; the note adds up
    /// the widths as laid out, 358 − 334 = 24 for three gaps of 8.
    @Test func gapsHeldAtTheSpacingAreTheRoomLeft() throws {
        let (screen, toolbar, buttons) = try Self.toolbar()
        toolbar.spacing = 8
        for button in buttons { button.intrinsicContentSize = IntrinsicSize(width: 100, height: 44) }
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(buttons.map(\.frame.width).reduce(0, +) == 334)
        let why = buttons[2].explanation(of: .left).description
        #expect(why.hasSuffix(") ÷ 3 = 8 between each two."))
    }
}
