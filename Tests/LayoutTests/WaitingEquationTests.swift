import Testing
import Cassowary
@testable import Layout

/// The equations made outside a layout pass (constraints activated
/// together, an item's content-size constraints, its floors) wait out of
/// the solver until its next use, and then go in together
/// (`LayoutEngine+WaitingEquations.swift`): the frames, the broken
/// constraints and the conflicts are those of each going in as it was made.
@Suite struct WaitingEquationTests {
    /// A `rootWidth`-wide root with `widths.count` labels in a row, 10 from each
    /// edge and 10 apart, each 20 high, whose intrinsic widths are
    /// `widths`, held exactly (hugging and compression resistance
    /// required). With `eachAtOnce` the solver is used after every label's
    /// size is set, so that its constraints go in then.
    func row(_ widths: [Double], rootWidth: Double = 320, eachAtOnce: Bool) throws
        -> (root: LayoutItem, labels: [LayoutItem], conflicts: [LayoutConflict]) {
        let root = LayoutItem(name: "root")
        let labels = widths.indices.map { LayoutItem(name: "label\($0)") }
        var constraints = [root.widthAnchor.constraint(equalToConstant: rootWidth),
                           root.heightAnchor.constraint(equalToConstant: 100)]
        for (index, label) in labels.enumerated() {
            root.addChild(label)
            let leading = index == 0 ? root.leadingAnchor : labels[index - 1].trailingAnchor
            constraints += [label.leadingAnchor.constraint(equalTo: leading, constant: 10),
                            label.topAnchor.constraint(equalTo: root.topAnchor)]
        }
        constraints.append(labels.last!.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10))
        try LayoutConstraint.activate(constraints)
        for (label, width) in zip(labels, widths) {
            label.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
            label.intrinsicContentSize = IntrinsicSize(width: width, height: 20)
            if eachAtOnce { root.engine.addWaitingEquations() }
        }
        return (root, labels, root.layoutIfNeeded())
    }

    /// The root's floors (which never sleep) wait as content sizes do, and
    /// go in before the application's first constraint, which waits after
    /// them: a negative width for the root conflicts with its floor and is
    /// the one broken, as when the floor went in as the root joined.
    @Test func floorsWaitAndGoInFirst() throws {
        let root = LayoutItem(name: "root")
        let engine = root.engine
        #expect(engine.tree.waitingEquations.filter { $0.constraint.isNonNegativeFloor }.count == 2)
        let negative = root.widthAnchor.constraint(equalToConstant: -10)
        let height = root.heightAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([negative, height])
        #expect(engine.tree.waitingEquations.map { $0.constraint.isNonNegativeFloor } == [true, true, false, false])
        #expect(engine.tree.waitingEquations.suffix(2).map { ObjectIdentifier($0.constraint) }
                    == [ObjectIdentifier(negative), ObjectIdentifier(height)])
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === negative)
        #expect(conflicts.first?.constraints.contains { $0.isNonNegativeFloor } == true)
        #expect(root.frame == Rect(x: 0, y: 0, width: 0, height: 50))
    }

    /// Text given to a leaf wakes its dormant floors (measured content
    /// keeps them in the solver); outside a layout pass they wait with its
    /// content sizes, and a width forced below zero is still the one
    /// broken, against the floor (activated after it).
    @Test func floorsWokenByContentWait() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        root.addChild(label)
        let negative = label.widthAnchor.constraint(equalToConstant: -10)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       label.topAnchor.constraint(equalTo: root.topAnchor), negative])
        #expect(root.engine.tree.waitingEquations.filter { $0.constraint.origin == .user }.count == 3)
        label.measuredContent = WrappedText(words: [30, 40], spaceWidth: 5, lineHeight: 18)
        let waiting = root.engine.tree.waitingEquations.map(\.constraint)
        #expect(waiting.filter { $0.isNonNegativeFloor && $0.firstItem === label }.count == 2)
        #expect(waiting.filter { $0.origin == .contentSize }.count == 4)
        let conflicts = root.layoutIfNeeded()
        #expect(root.engine.tree.waitingEquations.isEmpty)
        #expect(conflicts.count == 1 && conflicts.first?.broken === negative)
        #expect(conflicts.first?.constraints.contains { $0.isNonNegativeFloor && $0.firstItem === label } == true)
        // The broken width leaves the text its own: 30 + 5 + 40.
        #expect(label.frame.size.width == 75)
    }

    @Test func theEquationsWaitForTheSolversNextUse() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        root.addChild(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                       label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        label.intrinsicContentSize = IntrinsicSize(width: 60, height: 20)
        // Hugging and compression resistance on both axes, after the root's
        // floors and the two constraints.
        #expect(root.engine.tree.waitingEquations.count == 8)
        #expect(root.engine.tree.waitingEquations.suffix(4).allSatisfy { $0.constraint.origin == .contentSize })
        #expect(!label.constraintsAffectingLayout(for: .horizontal).contains { $0.isBroken })
        _ = root.layoutIfNeeded()
        #expect(root.engine.tree.waitingEquations.isEmpty)
        #expect(label.frame == Rect(x: 8, y: 4, width: 60, height: 20))
    }

    /// A label held at 50 wide whose text wants 80 with a required
    /// compression resistance: asking whether that constraint is broken
    /// puts the waiting equations in first, and the answer is yes.
    @Test func askingWhetherAConstraintIsBrokenDecidesTheWaitingOnes() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        root.addChild(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       label.topAnchor.constraint(equalTo: root.topAnchor),
                                       label.widthAnchor.constraint(equalToConstant: 50)])
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.intrinsicContentSize = IntrinsicSize(width: 80, height: nil)
        #expect(root.engine.tree.waitingEquations.filter { $0.constraint.origin == .contentSize }.count == 2)
        let pair = try #require(root.engine.tree.contentSizeConstraints[ObjectIdentifier(label)]?[pair: .horizontal])
        #expect(pair.compression.isBroken)
        #expect(!pair.hugging.isBroken)
        #expect(root.engine.tree.waitingEquations.isEmpty)
        let conflicts = root.layoutIfNeeded()
        #expect(conflicts.count == 1 && conflicts.first?.broken === pair.compression)
        #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 0))
    }

    /// Five labels of 80 and six gaps of 10 make 460 of the 320: the row
    /// cannot reach the trailing pin, which breaks, and each label keeps
    /// its width.
    @Test func conflictsBreakWhatEachItemAtOnceBreaks() throws {
        let waiting = try row([80, 80, 80, 80, 80], eachAtOnce: false)
        let atOnce = try row([80, 80, 80, 80, 80], eachAtOnce: true)
        #expect(waiting.root.engine.brokenConstraints.map(\.description)
                == atOnce.root.engine.brokenConstraints.map(\.description))
        #expect(waiting.root.engine.brokenConstraints.map(\.description)
                == ["label4.trailing == root.trailing - 10"])
        #expect(waiting.conflicts.map(\.description) == atOnce.conflicts.map(\.description))
        #expect(waiting.labels.map(\.frame) == atOnce.labels.map(\.frame))
        // 10 + 80 + 10 + 80 + 10 + 80: the third label ends at 270.
        #expect(waiting.labels[2].frame == Rect(x: 190, y: 0, width: 80, height: 20))
    }

    /// More labels than one step of the solver holds (four equations each,
    /// `Solver.additionsPerStep` a step): widths of 1 and 2, 41 gaps of 10,
    /// in a root 470 wide.
    @Test func manyItemsGoInOverSeveralSteps() throws {
        let widths = (0..<40).map { Double($0 % 2 + 1) }
        let waiting = try row(widths, rootWidth: 470, eachAtOnce: false)
        #expect(waiting.conflicts.isEmpty)
        #expect(waiting.root.engine.brokenConstraints.isEmpty)
        // 39 gaps and the labels before it (20 of 1, 19 of 2): x 390 + 10 + 58.
        #expect(waiting.labels[39].frame == Rect(x: 458, y: 0, width: 2, height: 20))
        let atOnce = try row(widths, rootWidth: 470, eachAtOnce: true)
        #expect(waiting.labels.map(\.frame) == atOnce.labels.map(\.frame))
    }

    /// Constraints activated together wait for the solver's next use, in
    /// the order given, after the equations made before them; what breaks
    /// is what breaks when each goes in as it is activated: two 60-wide
    /// items side by side in a root 100 wide, pinned at both ends, break
    /// the last pin, and the frames are the same either way.
    @Test func constraintsActivatedTogetherWaitAndBreakAsEachWould() throws {
        func screen(together: Bool) throws -> (root: LayoutItem, a: LayoutItem, b: LayoutItem, broken: [String],
                                                waitingBeforePass: Int) {
            let root = LayoutItem(name: "root")
            let (a, b) = (LayoutItem(name: "a"), LayoutItem(name: "b"))
            root.addChild(a)
            root.addChild(b)
            let constraints = [root.widthAnchor.constraint(equalToConstant: 100),
                               a.widthAnchor.constraint(equalToConstant: 60),
                               b.widthAnchor.constraint(equalToConstant: 60),
                               a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                               b.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
            if together {
                try LayoutConstraint.activate(constraints)
            } else {
                for constraint in constraints { try constraint.activate() }
            }
            let waiting = root.engine.tree.waitingEquations.filter { $0.constraint.origin == .user }.count
            let conflicts = root.layoutIfNeeded()
            return (root, a, b, conflicts.map { $0.broken.description }, waiting)
        }
        let together = try screen(together: true)
        let oneByOne = try screen(together: false)
        #expect(together.waitingBeforePass == 6)
        #expect(oneByOne.waitingBeforePass == 0)
        #expect(together.broken == ["b.trailing == root.trailing"])
        #expect(together.broken == oneByOne.broken)
        #expect(together.b.frame == Rect(x: 60, y: 0, width: 60, height: 0))
        #expect(together.b.frame == oneByOne.b.frame && together.a.frame == oneByOne.a.frame)
        #expect(together.root.engine.tree.waitingEquations.isEmpty)
    }

    /// A size set again, or taken away, before the solver's next use: the
    /// waiting equations go in first, then change or leave.
    @Test func aSizeSetAgainOrTakenAwayBeforeTheNextUse() throws {
        let root = LayoutItem(name: "root")
        let (a, b) = (LayoutItem(name: "a"), LayoutItem(name: "b"))
        root.addChild(a)
        root.addChild(b)
        let ownSize = [b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 12)]
        for constraint in ownSize { constraint.priority = 100 }
        try LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       a.topAnchor.constraint(equalTo: root.topAnchor),
                                       b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                                       b.topAnchor.constraint(equalTo: root.topAnchor)] + ownSize)
        a.intrinsicContentSize = IntrinsicSize(width: 80, height: 20)
        b.intrinsicContentSize = IntrinsicSize(width: 44, height: 18)
        a.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
        b.intrinsicContentSize = IntrinsicSize(width: nil, height: nil)
        _ = root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
        // b's own size without content: 30 × 12 at priority 100.
        #expect(b.frame == Rect(x: 55, y: 0, width: 30, height: 12))
    }
}
