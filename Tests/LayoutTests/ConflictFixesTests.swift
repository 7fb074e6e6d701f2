import Testing
@testable import Layout

/// `LayoutEngine.fixes(for:)`: the single changes that end a conflict, for
/// a Swift application as `layout run` lists them for a document (the
/// Debugging guide's button row is `DebuggingGuideExampleTests`').
@Suite struct ConflictFixesTests {
    /// A label 10 inside each side of a card 150 wide, held at least 200
    /// wide: the minimum is broken.
    struct TooNarrowCard {
        let card = LayoutItem(name: "card"), label = LayoutItem(name: "label")
        let width: LayoutConstraint, minimum: LayoutConstraint
        let conflict: LayoutConflict

        init() throws {
            card.addChild(label)
            width = card.widthAnchor.constraint(equalToConstant: 150)
            minimum = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
            try LayoutConstraint.activate([
                width, label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10), minimum,
            ])
            conflict = try #require(card.layoutIfNeeded().first)
        }
    }

    /// The minimum could be anything up to 150 − 10 − 10 = 130 (a side,
    /// not one value); the card's width any from 200 + 10 + 10 = 220 up.
    @Test func anInequalitysConstantIsARange() throws {
        let layout = try TooNarrowCard()
        #expect(layout.conflict.broken === layout.minimum)
        let fixes = layout.card.engine.fixes(for: layout.conflict)
        let constants = Dictionary(uniqueKeysWithValues: fixes.map { (ObjectIdentifier($0.constraint), $0.constants) })
        #expect(constants[ObjectIdentifier(layout.minimum)] == -Double.infinity...130)
        #expect(constants[ObjectIdentifier(layout.width)] == 220...Double.infinity)
    }

    /// A conflict that is over has no fixes: the card widened to 300 after
    /// the pass that reported it leaves room for the label's 200.
    @Test func aConflictThatIsOverHasNoFixes() throws {
        let layout = try TooNarrowCard()
        #expect(!layout.card.engine.fixes(for: layout.conflict).isEmpty)
        layout.width.constant = 300
        #expect(layout.card.engine.fixes(for: layout.conflict).isEmpty)
    }
}
