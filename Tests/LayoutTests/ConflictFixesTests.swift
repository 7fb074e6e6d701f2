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

    /// A bar 60 high whose margins are 20, a 44-high button at its top
    /// edge and its bottom margin: the bottom margin that fits is
    /// 60 − 44 = 16 (a right or bottom margin moves the other way from
    /// its guide's constant), and with it the broken constraint holds
    /// again.
    @Test func aMarginThatFitsIsNamedWithItsEdge() throws {
        let bar = LayoutItem(name: "bar"), button = LayoutItem(name: "button")
        bar.addChild(button)
        bar.layoutMargins = EdgeInsets(all: 20)
        let height = bar.heightAnchor.constraint(equalToConstant: 60)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 200),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.topAnchor.constraint(equalTo: bar.topAnchor),
            button.bottomAnchor.constraint(equalTo: bar.layoutMarginsGuide.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: bar.trailingAnchor), height,
        ])
        let conflict = try #require(bar.layoutIfNeeded().first)
        let fix = try #require(bar.engine.fixes(for: conflict).first { $0.constraint.engineSetting != nil })
        #expect(fix.constants == 16...16)
        #expect(fix.description.hasSuffix("follows bar's layoutMargins: change layoutMargins.bottom to 16"), "\(fix)")
        bar.layoutMargins.bottom = 16
        #expect(bar.layoutIfNeeded().isEmpty)
        #expect(bar.frame.height == 60)
    }

    /// Margins set by direction are changed by direction: a document or
    /// an application that wrote `leading` would not take `left`, and in
    /// a right-to-left layout the leading margin is the right one. A
    /// margin only a negative value fits says what that does.
    @Test(arguments: [false, true])
    func aDirectionalMarginIsNamedByDirection(rightToLeft: Bool) throws {
        let bar = LayoutItem(name: "bar"), button = LayoutItem(name: "button")
        bar.addChild(button)
        if rightToLeft { bar.semanticContentAttribute = .forceRightToLeft }
        bar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let width = button.widthAnchor.constraint(equalToConstant: 190)
        try LayoutConstraint.activate([
            bar.widthAnchor.constraint(equalToConstant: 200), bar.heightAnchor.constraint(equalToConstant: 44),
            button.topAnchor.constraint(equalTo: bar.topAnchor), button.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: bar.trailingAnchor), width,
        ])
        let conflict = try #require(bar.layoutIfNeeded().first)
        // 200 − 190 = 10 for the leading margin.
        let fix = try #require(bar.engine.fixes(for: conflict).first { $0.constraint.engineSetting != nil })
        #expect(fix.description.hasSuffix("follows bar's directionalLayoutMargins: change directionalLayoutMargins.leading"
                                          + " to 10"), "\(fix)")
        width.constant = 210
        let wider = try #require(bar.layoutIfNeeded().first)
        let negative = try #require(bar.engine.fixes(for: wider).first { $0.constraint.engineSetting != nil })
        #expect(negative.description.hasSuffix("change directionalLayoutMargins.leading to -10 (a negative margin lets"
                                               + " its content reach past its edge)"), "\(negative)")
    }

    /// A phone's screen, its safe area 47 from the top and 34 from the
    /// bottom, holding a bar.
    static func screenWithBar() -> (screen: LayoutItem, bar: LayoutItem) {
        let screen = LayoutItem(name: "screen"), bar = LayoutItem(name: "bar")
        screen.addChild(bar)
        screen.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return (screen, bar)
    }

    /// The root's safe area is the device's: its fix says to keep it.
    @Test func theRootsSafeAreaIsKept() throws {
        let (screen, bar) = Self.screenWithBar()
        let pinned = bar.bottomAnchor.constraint(equalTo: screen.bottomAnchor)
        try LayoutConstraint.activate([
            screen.widthAnchor.constraint(equalToConstant: 390), screen.heightAnchor.constraint(equalToConstant: 844),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor), bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor), pinned,
        ])
        let conflict = try #require(screen.layoutIfNeeded().first)
        #expect(conflict.broken === pinned)
        let fix = try #require(screen.engine.fixes(for: conflict).first { $0.constraint.engineSetting != nil })
        #expect(fix.description.hasSuffix("follows the root's safe area (rootSafeAreaInsets), which the device sets:"
                                          + " keep it, and change one of the others to fit it"), "\(fix)")
    }

    /// The fix a user most likely wants, on the constraint just written
    /// (the broken one), comes first; the window's size and its safe area,
    /// which the device gives, come last; the rest keep the conflict's order.
    @Test func theBrokenConstraintsFixComesFirstAndTheDevicesLast() throws {
        let (screen, bar) = Self.screenWithBar()
        let width = screen.widthAnchor.constraint(equalToConstant: 390)
        let leading = bar.leadingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.leadingAnchor)
        let trailing = bar.trailingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.trailingAnchor)
        let barWidth = bar.widthAnchor.constraint(equalToConstant: 400)
        try LayoutConstraint.activate([width, screen.heightAnchor.constraint(equalToConstant: 844), leading, trailing,
                                       bar.topAnchor.constraint(equalTo: screen.topAnchor),
                                       bar.heightAnchor.constraint(equalToConstant: 50), barWidth])
        let conflict = try #require(screen.layoutIfNeeded().first)
        #expect(conflict.broken === barWidth)
        let fixes = screen.engine.fixes(for: conflict).map(\.constraint)
        #expect(fixes.first === barWidth)
        #expect(fixes.dropFirst().prefix(2).map(\.description) == [leading.description, trailing.description])
        #expect(fixes.dropFirst(3).contains { $0 === width })
        #expect(fixes.dropFirst(3).allSatisfy { $0 === width || $0.engineSetting != nil }, "\(fixes)")
    }
}
