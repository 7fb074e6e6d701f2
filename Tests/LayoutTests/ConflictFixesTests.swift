import Testing
@testable import Layout

/// `LayoutEngine.fixes(for:)`: the single changes that end a conflict, for
/// a Swift application as `layout run` lists them for a document (the
/// Debugging guide's button row is `DebuggingGuideExampleTests`').
@Suite struct ConflictFixesTests {
    /// A label's width held at least 200 in a 150-wide card with no other
    /// constraint on it: the minimum could be anything up to 150 − 10 − 10
    /// = 130 (a side, not one value); the card's width any from 200 + 10
    /// + 10 = 220 up.
    @Test func anInequalitysConstantIsARange() throws {
        let card = LayoutItem(name: "card"), label = LayoutItem(name: "label")
        card.addChild(label)
        let minimum = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        let width = card.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([
            width, label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10), minimum,
        ])
        let conflict = try #require(card.layoutIfNeeded().first)
        #expect(conflict.broken === minimum)
        let fixes = card.engine.fixes(for: conflict)
        let constants = Dictionary(uniqueKeysWithValues: fixes.map { (ObjectIdentifier($0.constraint), $0.constants) })
        #expect(constants[ObjectIdentifier(minimum)] == -Double.infinity...130)
        #expect(constants[ObjectIdentifier(width)] == 220...Double.infinity)
    }

    /// A conflict that is over has no fixes: the card widened to 300 after
    /// the pass that reported it leaves room for the label's 200.
    @Test func aConflictThatIsOverHasNoFixes() throws {
        let card = LayoutItem(name: "card"), label = LayoutItem(name: "label")
        card.addChild(label)
        let width = card.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([
            width, label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        let conflict = try #require(card.layoutIfNeeded().first)
        #expect(!card.engine.fixes(for: conflict).isEmpty)
        width.constant = 300
        #expect(card.engine.fixes(for: conflict).isEmpty)
    }
}
