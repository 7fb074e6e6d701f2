import Testing
@testable import Layout

/// Conflicts, ambiguity and the constraints behind a frame.
@Suite struct DebuggingTests {
    @Test func aConflictBreaksOneConstraintAndLaysOutTheRest() throws {
        // 15 + 300 + 15 = 330, but the container is 320 wide.
        let (root, items) = try makeTree(children: ["label"])
        let label = items[0]
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15)
        let width = label.widthAnchor.constraint(equalToConstant: 300)
        let trailing = root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15)
        try LayoutConstraint.activate([leading, width, trailing])
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict.broken === trailing)
        #expect(conflict.constraints.map(\.description).sorted() == [
            "label.leading == root.leading + 15", "label.width == 300", "root.trailing == label.trailing + 15",
            "root.width == 320",
        ].sorted())
        #expect(conflict.arithmetic == "root.trailing is 320 where the others hold, but it must be equal to label.trailing (315) + 15 = 330")
        #expect(trailing.isBroken && trailing.isActive)
        expectFrame(label, 15, 0, 300, 0)
        // A member of the conflict changed: the next pass tries the broken
        // constraint again, and it holds (15 + 290 + 15 = 320).
        width.constant = 290
        #expect(trailing.isBroken)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(!trailing.isBroken)
        expectFrame(label, 15, 0, 290, 0)
    }

    /// The first conflict finds the constraints behind the solver's; a
    /// later one names the constraints activated since, and not those
    /// deactivated since.
    @Test func aLaterConflictNamesConstraintsActivatedSinceTheFirst() throws {
        let (root, items) = try makeTree(children: ["badge"])
        let width = items[0].widthAnchor
        let rounds = [
            (held: width.constraint(equalToConstant: 40), clash: width.constraint(equalToConstant: 50),
             members: ["badge.width == 40", "badge.width == 50"]),
            (held: width.constraint(equalToConstant: 70), clash: width.constraint(equalTo: root.widthAnchor),
             members: ["badge.width == 70", "badge.width == root.width", "root.width == 320"]),
        ]
        for round in rounds {
            try LayoutConstraint.activate([round.held, round.clash])
            let conflicts = root.layoutIfNeeded()
            #expect(conflicts.count == 1 && conflicts.first?.broken === round.clash)
            #expect(conflicts.first?.constraints.map(\.description).sorted() == round.members)
            LayoutConstraint.deactivate([round.held, round.clash])
        }
    }

    /// A pass reports only the constraints that are still broken: a
    /// conflict that a new constant resolved, or whose constraint was
    /// deactivated, before the pass is not reported; one broken twice is
    /// reported once, as it stands.
    @Test func aConflictResolvedBeforeThePassIsNotReported() throws {
        let (root, items) = try makeTree(children: ["label"])
        let label = items[0]
        let width = label.widthAnchor.constraint(equalToConstant: 300)
        let tooWide = label.widthAnchor.constraint(equalToConstant: 310)
        try LayoutConstraint.activate([width, tooWide])
        #expect(tooWide.isBroken)
        tooWide.constant = 300
        #expect(!tooWide.isBroken)
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrame(label, 0, 0, 300, 0)

        let narrow = label.widthAnchor.constraint(equalToConstant: 100)
        try narrow.activate()
        narrow.deactivate()
        #expect(root.layoutIfNeeded().isEmpty)

        tooWide.constant = 320
        tooWide.constant = 330
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === tooWide && tooWide.isBroken)
        #expect(conflicts.first?.arithmetic == "label.width is 300 where the others hold, but it must be equal to 330")
        expectFrame(label, 0, 0, 300, 0)
    }

    /// A label 50 wide by the application's constraint, whose content
    /// grows from 40 to 60 wide and must not be compressed: its compression
    /// resistance (the engine's constraint) moves into the conflict, and
    /// the application's width breaks, as it does when the label is built
    /// with 60 from the start, rather than the compression resistance.
    @Test func aGrowingIntrinsicSizeBreaksTheApplicationsConstraintAsAFreshTreeDoes() throws {
        func tree(content: Double) throws -> (root: LayoutItem, label: LayoutItem, width: LayoutConstraint) {
            let (root, items) = try makeTree(children: ["label"])
            let label = items[0]
            label.intrinsicContentSize = IntrinsicSize(width: content, height: nil)
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
            let width = label.widthAnchor.constraint(equalToConstant: 50)
            try width.activate()
            return (root, label, width)
        }
        let (root, label, width) = try tree(content: 40)
        #expect(root.layoutIfNeeded().isEmpty)
        label.intrinsicContentSize = IntrinsicSize(width: 60, height: nil)
        #expect(root.layoutIfNeeded().map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(width)])
        #expect(root.engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        let fresh = try tree(content: 60)
        #expect(fresh.root.layoutIfNeeded().map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(fresh.width)])
        #expect(label.frame.width == 60 && fresh.label.frame.width == 60)
    }

    @Test func ambiguityListsExactlyTheFreeAttributes() throws {
        let (root, items) = try makeTree(children: ["fixed", "floating"])
        let (fixed, floating) = (items[0], items[1])
        try LayoutConstraint.activate([
            fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: root.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 10),
            fixed.heightAnchor.constraint(equalToConstant: 10),
            floating.widthAnchor.constraint(equalToConstant: 40),
            floating.heightAnchor.constraint(equalToConstant: 40),
            floating.leadingAnchor.constraint(greaterThanOrEqualTo: fixed.trailingAnchor, constant: 5),
            floating.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            floating.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout)
        let ambiguities = root.engine.ambiguities()
        #expect(ambiguities.map { "\($0.region.name).\($0.attribute.rawValue)" } == ["floating.left"])
        #expect(ambiguities.first?.description == "floating.left can be anything in 15...280")
        let before = floating.frame.minX
        #expect(floating.exerciseAmbiguityInLayout())
        #expect(floating.frame.minX != before)
        #expect(floating.frame.minX == 15 || floating.frame.minX == 280)
        // Still ambiguous, as in UIKit: exercising again goes to the other end.
        let exercised = floating.frame.minX
        #expect(floating.hasAmbiguousLayout)
        #expect(floating.exerciseAmbiguityInLayout())
        #expect(floating.frame.minX == (exercised == 15 ? 280 : 15))
    }

    /// The push that `exerciseAmbiguityInLayout()` makes is the engine's,
    /// not one of the layout's constraints: UIKit's engine moves the view
    /// with no constraint, and lists none for it.
    @Test func theExercisePushIsNotAConstraintAffectingLayout() throws {
        let (root, items) = try makeTree(children: ["floating"])
        let floating = items[0]
        try LayoutConstraint.activate([
            floating.widthAnchor.constraint(equalToConstant: 40),
            floating.heightAnchor.constraint(equalToConstant: 40),
            floating.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 5),
            floating.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(floating.frame.minX == 5)
        #expect(floating.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "floating.width == 40", "floating.leading >= root.leading + 5",
        ])
        // Open above: exercising moves it 100 points, where only the push holds it.
        #expect(floating.exerciseAmbiguityInLayout())
        root.layoutIfNeeded()
        #expect(floating.frame.minX == 105)
        #expect(floating.constraintsAffectingLayout(for: .horizontal).map(\.description) == ["floating.width == 40"])
    }

    @Test func theConstraintsThatDecideAFrame() throws {
        let (root, items) = try makeTree(children: ["a", "b"])
        let (a, b) = (items[0], items[1])
        let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
        let bLeading = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 20)
        let vertical = [a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: a.topAnchor),
                        a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5)]
        try LayoutConstraint.activate([aLeading, aWidth, bLeading, bWidth] + vertical)
        root.layoutIfNeeded()
        let horizontal = b.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === aLeading } && horizontal.contains { $0 === aWidth })
        #expect(horizontal.contains { $0 === bLeading } && horizontal.contains { $0 === bWidth })
        #expect(!horizontal.contains { $0 === vertical[1] })
        #expect(a.constraintsAffectingLayout(for: .vertical).contains { $0 === vertical[0] })
    }

    @Test func constantAndPriorityChangesAreIncremental() throws {
        let (root, items) = try makeTree(children: ["a"])
        let a = items[0]
        let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let wish = a.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultLow
        let other = a.widthAnchor.constraint(equalToConstant: 50)
        other.priority = 300
        try LayoutConstraint.activate([left, wish, other, a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        wish.priority = 301
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        let solverConstraint = left.solverConstraint
        left.constant = 42
        root.layoutIfNeeded()
        #expect(a.frame.minX == 42)
        #expect(left.solverConstraint === solverConstraint)
    }
}
