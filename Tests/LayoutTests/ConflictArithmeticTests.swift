import Testing
@testable import Layout

/// The arithmetic of a conflict weighs each side as the engine's equation
/// does, so that its numbers add up: negative constants, positions set to a
/// constant inside a moved parent, multipliers on positions inside nested
/// items, and right-to-left trees.
@Suite struct ConflictArithmeticTests {
    /// Activates `constraints` in order and returns the one conflict their
    /// last member meets.
    func conflict(_ root: LayoutItem, _ constraints: [LayoutConstraint],
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutConflict {
        for constraint in constraints { try constraint.activate() }
        let conflicts = root.layoutIfNeeded()
        try #require(conflicts.count == 1, sourceLocation: sourceLocation)
        #expect(conflicts[0].broken === constraints.last, sourceLocation: sourceLocation)
        return conflicts[0]
    }

    /// Items named `names`, each a child of the one before, the first of `parent`.
    func chain(in parent: LayoutItem, _ names: String...) -> [LayoutItem] {
        var items: [LayoutItem] = []
        for name in names {
            let item = LayoutItem(name: name)
            (items.last ?? parent).addChild(item)
            items.append(item)
        }
        return items
    }

    @Test func aNegativeConstantIsSubtracted() throws {
        let (root, items) = try makeTree(children: ["label"])
        let label = items[0]
        let trailing = try conflict(root, [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            label.widthAnchor.constraint(equalToConstant: 300),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
        #expect(trailing.arithmetic
            == "label.trailing is 315 where the others hold, but it must be equal to root.trailing (320) - 10 = 310")

        let (other, otherItems) = try makeTree(children: ["label"])
        let half = try conflict(other, [
            otherItems[0].widthAnchor.constraint(equalToConstant: 300),
            otherItems[0].widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: -10),
        ])
        #expect(half.arithmetic
            == "label.width is 300 where the others hold, but it must be equal to 0.5 × root.width (320) - 10 = 150")
    }

    /// A multiplier without a constant still gives the product: the number
    /// in parentheses is the attribute's value, not the right side's.
    @Test func aProductIsSpelledOut() throws {
        let (root, items) = try makeTree(children: ["label"])
        let double = try conflict(root, [
            items[0].widthAnchor.constraint(equalToConstant: 10),
            items[0].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2),
        ])
        #expect(double.arithmetic
            == "label.width is 10 where the others hold, but it must be equal to 2 × root.width (320) = 640")
    }

    @Test func aPositionSetToAConstantIsMeasuredFromItsParent() throws {
        let (root, items) = try makeTree(children: ["outer"])
        let outer = items[0]
        let inner = LayoutItem(name: "inner")
        outer.addChild(inner)
        let result = try conflict(root, [
            LayoutConstraint(outer, .left, .equal, nil, nil, constant: 50),
            outer.widthAnchor.constraint(equalToConstant: 200),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.rightAnchor.constraint(equalTo: outer.rightAnchor, constant: -20),
            LayoutConstraint(inner, .left, .equal, nil, nil, constant: 10),
        ])
        // inner.left − outer.left == 10 is the equation, so 130 must be 60.
        #expect(result.arithmetic
            == "inner.left is 130 where the others hold, but it must be equal to outer.left (50) + 10 = 60")
        expectFrame(inner, 130, 0, 100, 0, inRoot: true)
        expectFrame(inner, 80, 0, 100, 0)
    }

    @Test func rightToLeftConstraintsAreMirrored() throws {
        let note = " (right to left: offsets along leading and trailing grow leftwards)"
        // label's leading (right) edge is at 305, so its trailing (left) edge at 5.
        let (root, items) = try makeTree(children: ["label"])
        root.layoutDirection = .rightToLeft
        let label = items[0]
        let equal = try conflict(root, [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            label.widthAnchor.constraint(equalToConstant: 300),
            root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15),
        ])
        #expect(equal.arithmetic
            == "root.trailing is 0 where the others hold, but it must be equal to label.trailing (5) - 15 = -10" + note)
        expectFrame(label, 5, 0, 300, 0)

        // At least 20 points in from the leading (right) edge: at most 300.
        let (other, otherItems) = try makeTree(children: ["label"])
        other.layoutDirection = .rightToLeft
        let otherLabel = otherItems[0]
        let atLeast = try conflict(other, [
            otherLabel.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 15),
            otherLabel.leadingAnchor.constraint(greaterThanOrEqualTo: other.leadingAnchor, constant: 20),
        ])
        #expect(atLeast.arithmetic
            == "label.leading is 305 where the others hold, but it must be at most root.leading (320) - 20 = 300" + note)
    }

    @Test func rightToLeftPhysicalConstraintsAreNotMirrored() throws {
        let (root, items) = try makeTree(children: ["label"])
        root.layoutDirection = .rightToLeft
        let label = items[0]
        let result = try conflict(root, [
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 15),
            label.widthAnchor.constraint(equalToConstant: 300),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        ])
        #expect(result.arithmetic
            == "label.right is 315 where the others hold, but it must be equal to root.right (320) - 10 = 310")
    }

    @Test func aRightToLeftConstantIsMeasuredFromTheParentsLeadingEdge() throws {
        let (root, items) = try makeTree(children: ["outer"])
        root.layoutDirection = .rightToLeft
        let outer = items[0]
        let inner = LayoutItem(name: "inner")
        outer.addChild(inner)
        let result = try conflict(root, [
            LayoutConstraint(outer, .left, .equal, nil, nil, constant: 50),
            outer.widthAnchor.constraint(equalToConstant: 200),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 20),
            LayoutConstraint(inner, .leading, .equal, nil, nil, constant: 10),
        ])
        // inner's leading (right) edge must be 10 points left of outer's (250).
        #expect(result.arithmetic == "inner.leading is 170 where the others hold, but it must be equal to"
            + " outer.leading (250) - 10 = 240 (right to left: offsets along leading and trailing grow leftwards)")
    }

    /// Where the others leave an attribute free, the arithmetic says how far
    /// they let it go, not where the layout happened to put it: the label
    /// hugs its text at 80, but the others allow up to 320 - 8 - 8 = 304.
    @Test func aFreeAttributeIsGivenByItsReach() throws {
        let (root, items) = try makeTree(children: ["label"])
        let label = items[0]
        label.intrinsicContentSize = IntrinsicSize(width: 80, height: 20)
        let wide = try conflict(root, [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
            label.widthAnchor.constraint(equalToConstant: 500),
        ])
        #expect(wide.arithmetic == "label.width is at most 304 (80 as laid out) where the others hold, but it must be equal to 500")
    }

    /// Where nothing decides the attribute once the constraint is broken
    /// (a sheet pinned to the bottom whose height only the broken detent
    /// set: the list inside it, 56 below its top and 34 above its bottom,
    /// only keeps it at least 90), the frames show one value of many: the
    /// arithmetic says it is left open rather than quote that value as
    /// laid out.
    @Test func anAttributeTheBrokenConstraintLeftOpenIsNotQuotedAsLaidOut() throws {
        let (root, items) = try makeTree(children: ["sheet"])
        let sheet = items[0]
        let list = LayoutItem(name: "list")
        sheet.addChild(list)
        let detent = sheet.heightAnchor.constraint(equalToConstant: 500)
        // The detent before the list's constraints, as a document sets them
        // up: the layout then keeps the sheet at the least the list allows.
        try LayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            sheet.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 80), detent,
            list.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 56),
            list.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -34),
            list.leadingAnchor.constraint(equalTo: sheet.leadingAnchor), list.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
        ])
        let conflicts = root.layoutIfNeeded()
        try #require(conflicts.count == 1)
        #expect(conflicts[0].broken === detent)
        #expect(sheet.frame.height == 90)
        #expect(conflicts[0].arithmetic == "sheet.height is at most 400 (left undetermined without this constraint: anything in 90...400)"
            + " where the others hold, but it must be equal to 500")
        withExtendedLifetime((root, sheet, list)) {}
    }

    /// A multiplier scales positions from the origin of the constraint's
    /// frame, the card: the text adds that origin back, so that both sides
    /// read in the root, as the frames print. The badge sits in `inner`
    /// (card.left + 10) at inner.left + 10: its centre is at 30 + 50 + 10 +
    /// 10 + 10 = 110 in the root; the card is 200 wide at 80, so the
    /// constraint wants 80 + 0.5 × (180 − 80) = 130, not 0.5 × 180 = 90.
    @Test func aMultiplierOnPositionsNamesTheOriginItScalesFrom() throws {
        let (root, items) = try makeTree(children: ["list"])
        let list = items[0], nested = chain(in: list, "card", "inner", "badge")
        let (card, inner, badge) = (nested[0], nested[1], nested[2])
        let result = try conflict(root, [
            LayoutConstraint(list, .left, .equal, nil, nil, constant: 30),
            LayoutConstraint(card, .left, .equal, nil, nil, constant: 50),
            card.widthAnchor.constraint(equalToConstant: 200),
            inner.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 10),
            badge.leftAnchor.constraint(equalTo: inner.leftAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            LayoutConstraint(badge, .centerX, .equal, card, .centerX, multiplier: 0.5, constant: 4),
        ])
        #expect(result.arithmetic == "badge.centerX is 110 where the others hold, but it must be equal to"
            + " card.left (80) + 0.5 × (card.centerX (180) − card.left) + 4 = 134")
        expectFrame(badge, 100, 0, 20, 0, inRoot: true)
    }

    /// Right to left, between cousins: `b.leading == 2 × a.leading + 6`
    /// scales a's right edge from their parent's left (149 in the root, 93
    /// before a's 242) and counts the constant leftwards: 149 + 2 × 93 − 6.
    @Test func aMirroredMultiplierBetweenCousinsAddsUpInTheRoot() throws {
        let (root, items) = try makeTree(width: 375, children: ["content"])
        root.layoutDirection = .rightToLeft
        let content = items[0], first = chain(in: content, "row", "a"), second = chain(in: content, "row2", "b")
        let (row, a, row2, b) = (first[0], first[1], second[0], second[1])
        let result = try conflict(root, [
            LayoutConstraint(content, .left, .equal, nil, nil, constant: 149),
            LayoutConstraint(row, .left, .equal, nil, nil, constant: 5),
            row.widthAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 12),
            LayoutConstraint(row2, .left, .equal, nil, nil, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.leftAnchor.constraint(equalTo: row2.leftAnchor, constant: 3),
            LayoutConstraint(b, .leading, .equal, a, .leading, multiplier: 2, constant: 6),
        ])
        #expect(result.arithmetic == "b.leading is 167 where the others hold, but it must be equal to"
            + " content.left (149) + 2 × (a.leading (242) − content.left) - 6 = 329"
            + " (right to left: offsets along leading and trailing grow leftwards)")
    }
}
