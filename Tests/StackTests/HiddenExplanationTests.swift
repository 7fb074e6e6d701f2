import Testing
@testable import Stack

/// An explanation of a hidden item's value, or of an item inside a hidden
/// one, says so, and says when the stack's collapse of that item is why the
/// value is what it is: the arithmetic alone cites the item's non-negative
/// floor, which holds as exactly as the collapse does.
@Suite struct HiddenExplanationTests {
    /// A column (spacing 8) 320 wide of `a` (30 high), `b` (30 high,
    /// hidden), a hidden `card` holding a `label` pinned to its edges (its
    /// bottom at 999, which gives way to the collapse), and `c`.
    /// The root keeps the tree's engine: a test holds it while it asks.
    /// `labelInCard` replaces the label's vertical pins.
    private static func form(labelInCard: String = "V:|[label]-(0@999)-|")
        -> (root: LayoutItem, b: LayoutItem, card: LayoutItem, label: LayoutItem) {
        let a = fixedSizeItem("a", 100, 30), b = fixedSizeItem("b", 100, 30), c = fixedSizeItem("c", 100, 30)
        b.isHidden = true
        let card = LayoutItem(name: "card"), label = fixedSizeItem("label", 60, 20)
        card.isHidden = true
        card.addChild(label)
        let form = StackItem(name: "form", arrangedItems: [a, b, card, c])
        form.axis = .vertical
        form.spacing = 8
        let root = LayoutItem(name: "root")
        root.addChild(form)
        try? LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 320)]
            + LayoutConstraint.constraints(withVisualFormat: "H:|[form]|", views: ["form": form])
            + LayoutConstraint.constraints(withVisualFormat: "V:|[form]", views: ["form": form])
            + LayoutConstraint.constraints(withVisualFormat: "H:|[label]|", views: ["label": label])
            + LayoutConstraint.constraints(withVisualFormat: labelInCard, views: ["label": label]))
        root.layoutIfNeeded()
        return (root, b, card, label)
    }

    @Test func aHiddenArrangedItemsLengthIsBlamedOnItsCollapse() throws {
        let (root, b, _, _) = Self.form()
        defer { withExtendedLifetime(root) {} }
        expectFrame(b, Rect(x: 0, y: 34, width: 320, height: 0))
        let why = b.explanation(of: .height)
        #expect(why.description == """
            b.height = 0
              0  UISV-hiding: b.height == 0 @999.999
            Note: b is hidden, which is why its height is 0: form collapses it (UISV-hiding: b.height == 0 @999.999).
            """)
        let hiding = try #require(why.hiding)
        #expect(hiding.item === b && hiding.isRegion && hiding.decidesValue)
        #expect(hiding.holding?.identifier == "UISV-hiding")
    }

    /// A hidden error message of wrapping text (trial thirty-seven's
    /// checkout form) is collapsed to 0; nothing of it shows, so the
    /// explanation does not add that its content is "taller than its 0:
    /// the rest is cut", as it does for text squeezed while visible.
    @Test func aHiddenTextsCollapseIsNotCalledACut() throws {
        let field = fixedSizeItem("field", 100, 44), error = LayoutItem(name: "error")
        error.measuredContent = WrappedText(words: [52, 20, 36, 64], lineHeight: 16)
        error.isHidden = true
        let group = StackItem(name: "group", arrangedItems: [field, error])
        group.axis = .vertical
        group.spacing = 4
        let root = LayoutItem(name: "root")
        root.addChild(group)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 288)]
            + LayoutConstraint.constraints(withVisualFormat: "H:|[group]|", views: ["group": group])
            + LayoutConstraint.constraints(withVisualFormat: "V:|[group]", views: ["group": group]))
        root.layoutIfNeeded()
        defer { withExtendedLifetime(root) {} }
        expectFrame(error, Rect(x: 0, y: 44, width: 288, height: 0))
        let why = error.explanation(of: .height)
        #expect(why.clipping == nil)
        #expect(why.description == """
            error.height = 0
              0  UISV-hiding: error.height == 0 @999.999
            Note: error is hidden, which is why its height is 0: group collapses it (UISV-hiding: error.height == 0 @999.999).
            """)
    }

    /// Across the column the hidden item still fills it, as in UIKit: the
    /// note says it is hidden and claims nothing more.
    @Test func aLengthTheCollapseDoesNotDecideOnlySaysHidden() throws {
        let (root, b, _, _) = Self.form()
        defer { withExtendedLifetime(root) {} }
        #expect(b.explanation(of: .width).description == """
            b.width = 320
              320  root.width == 320
                0  UISV-alignment: a.leading == b.leading
                0  UISV-alignment: a.trailing == b.trailing
            Note: b is hidden.
            """)
        let hiding = try #require(b.explanation(of: .width).hiding)
        #expect(hiding.holding == nil && !hiding.decidesValue)
        // Its position is where the column parks it, not a length.
        #expect(b.explanation(of: .top).description.hasSuffix("\nNote: b is hidden."))
    }

    @Test func anItemInsideAHiddenOneNamesIt() throws {
        let (root, _, card, label) = Self.form()
        defer { withExtendedLifetime(root) {} }
        expectFrame(label, Rect(x: 0, y: 0, width: 320, height: 0))
        #expect(label.explanation(of: .height).description == """
            label.height = 0
              0  label.top == card.top
              0  card.bottom == label.bottom @999
              0  UISV-hiding: card.height == 0 @999.999
            Note: label is inside hidden card, which is why its height is 0: form collapses card (UISV-hiding: card.height == 0 @999.999).
            """)
        #expect(label.explanation(of: .width).hiding?.item === card)
        #expect(label.explanation(of: .width).description.hasSuffix("\nNote: label is inside hidden card."))
    }

    /// A hidden item whose content requires a height (a label of 20 pinned
    /// to both its edges) keeps it (the
    /// collapse is held at 999.999), and the note says the collapse did not
    /// hold rather than blame it.
    @Test func aCollapseThatGaveWayIsSaidNotToHold() throws {
        let (root, _, card, label) = Self.form()
        try LayoutConstraint.activate([LayoutConstraint(label, .bottom, .equal, card, .bottom),
                                       label.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 0, y: 34, width: 320, height: 20))
        let why = card.explanation(of: .height)
        #expect(why.description.hasSuffix("""
            Note: card is hidden, but required constraints keep it from collapsing: UISV-hiding: card.height == 0 @999.999 does not hold.
            """))
        #expect(why.hiding?.decidesValue == false)
    }

    /// Inside a hidden item that its margins keep from collapsing (a label
    /// pinned 8 within the card's top and bottom, required), the collapse
    /// still squeezes the label to 0 (its content's 20 at 750 give way to
    /// the collapse's 999.999): the note blames the collapse, as far as it
    /// goes, though the arithmetic rests on the label's floor. The card's
    /// own note still says the collapse does not hold.
    @Test func anItemSqueezedInsideAHiddenOneThatCannotCollapseBlamesTheCollapse() throws {
        let (root, _, card, label) = Self.form(labelInCard: "V:|-8-[label]-8-|")
        defer { withExtendedLifetime(root) {} }
        expectFrame(card, Rect(x: 0, y: 34, width: 320, height: 16))
        expectFrame(label, Rect(x: 0, y: 8, width: 320, height: 0))
        let why = label.explanation(of: .height)
        #expect(why.description == """
            label.height = 0
              0  label-nonnegative-height: label.height >= 0
            Note: label is inside hidden card, which is why its height is 0: form collapses card as far as required \
            constraints let it (UISV-hiding: card.height == 0 @999.999).
            """)
        let hiding = try #require(why.hiding)
        #expect(hiding.decidesValue && !hiding.collapses && !hiding.isRegion)
        #expect(card.explanation(of: .height).hiding?.decidesValue == false)
        // Across the card nothing presses: the width only says where it is.
        #expect(label.explanation(of: .width).description.hasSuffix("\nNote: label is inside hidden card."))
    }

    /// A flex row collapses a hidden tile along its axis, and the item its
    /// hidden tile holds is out of sight at the size the tile lays it out at.
    @Test func aHiddenFlexTileIsBlamedOnItsCollapse() throws {
        let caption = fixedSizeItem("caption", 60, 20)
        let tile = flexStack("tile", .vertical, [caption])
        tile.isHidden = true
        let shown = fixedSizeItem("shown", 80, 80)
        let grid = flexStack("grid", .horizontal, [shown, tile], spacing: 8)
        grid.layoutIfNeeded()
        expectFrame(tile, Rect(x: 80, y: 0, width: 0, height: 80))
        #expect(tile.explanation(of: .width).description == """
            tile.width = 0
              0  STK-flex-size: tile.width == 0 @999.999
            Note: tile is hidden, which is why its width is 0: grid collapses it (STK-flex-size: tile.width == 0 @999.999).
            """)
        // Its height is its line's, held as a hidden item's is.
        #expect(tile.explanation(of: .height).description.hasSuffix("\nNote: tile is hidden."))
        // Its own size is held below required, and the note says why.
        #expect(caption.explanation(of: .width).description.hasSuffix("""

            Note: caption is inside hidden tile, and a hidden flex stack holds what it arranges at 999.999, just \
            below required, so that it gives way to the collapse (STK-flex-size: caption.width == 60 @999.999).
            """))
    }

    @Test func aHiddenItemNoStackArrangesKeepsItsConstraints() throws {
        let root = LayoutItem(name: "root"), badge = fixedSizeItem("badge", 18, 18)
        badge.isHidden = true
        root.addChild(badge)
        try LayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       badge.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let why = badge.explanation(of: .width)
        #expect(why.value == 18)
        #expect(why.hiding?.holding == nil)
        #expect(why.description.hasSuffix("\nNote: badge is hidden."))
    }

    @Test func aShownItemHasNoHidingNote() {
        let (root, _, _, _) = Self.form()
        let a = root.children[0].children[0]
        #expect(a.explanation(of: .height).hiding == nil)
        #expect(!a.explanation(of: .height).description.contains("hidden"))
    }
}
