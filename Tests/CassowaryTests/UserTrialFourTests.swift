import Testing
@testable import Cassowary

/// The solver used directly, as a kiwi user would: a window with resizable
/// split panes, a divider dragged as an edit variable, strict priorities
/// against kiwi's weighted strengths, and the errors of the guide. Every
/// expected value is worked out by hand in the comments.
@Suite struct UserTrialFourTests {
    /// The split window: `width` is the window, `left` the left pane,
    /// `divider` its x (1 point wide), `right` the right pane. Each variable's
    /// tag is its index in the application's own array of values.
    struct SplitWindow {
        let width = Variable("width", tag: 0), left = Variable("left", tag: 1)
        let divider = Variable("divider", tag: 2), right = Variable("right", tag: 3)
        let window: Constraint, leftMinimum: Constraint, dividerAtLeft: Constraint
        let rightFills: Constraint, rightMinimum: Constraint, leftPreferred: Constraint
        let solver = Solver()
        /// The application's copy of the values, written by `refresh()`.
        var values = [Double](repeating: .nan, count: 4)

        init() throws {
            window = width == 800
            leftMinimum = left >= 150
            dividerAtLeft = divider == left
            rightFills = right == width - divider - 1
            rightMinimum = right >= 100
            leftPreferred = (left == 0.3 * width) | .strong
            for constraint in [window, leftMinimum, dividerAtLeft, rightFills, rightMinimum, leftPreferred] {
                try solver.addConstraint(constraint)
            }
        }

        /// Copies the values that changed into `values`, by tag, and returns
        /// the names of the variables reported.
        @discardableResult
        mutating func refresh() -> Set<String> {
            var reported: Set<String> = []
            var copy = values
            solver.forEachChangedValue { variable, value in
                copy[variable.tag] = value
                reported.insert(variable.name)
            }
            values = copy
            return reported
        }

        /// The solver's values in tag order, to compare with `values`.
        var solved: [Double] { [width, left, divider, right].map { solver.value(of: $0) } }
    }

    @Test func draggingTheDividerThroughItsLimits() throws {
        var split = try SplitWindow()
        // left = 0.3 × 800 = 240 (strong, nothing required against it);
        // divider = left = 240; right = 800 − 240 − 1 = 559.
        #expect(split.refresh() == ["width", "left", "divider", "right"])
        #expect(split.values == [800, 240, 240, 559])

        // The drag: the same priority as the 30 % wish but weight 2, so a
        // point of drag costs 2 against the wish's 1, and the drag wins
        // outright: minimising 2|d − s| + |d − 240| gives d = s.
        try split.solver.addEditVariable(split.divider, priority: .strong, weight: 2)
        #expect(split.solver.value(of: split.divider) == 240)   // holds its value until the first suggestion
        // Each suggestion, and what the required limits leave of it:
        // the left pane ≥ 150, the right pane ≥ 100 so left ≤ 800 − 1 − 100 = 699.
        let drags: [(suggested: Double, left: Double, right: Double)] = [
            (300, 300, 499),     // 800 − 300 − 1 = 499
            (100, 150, 649),     // past the left limit: 150, 800 − 150 − 1 = 649
            (750, 699, 100),     // past the right limit: 699, right = 100
            (420, 420, 379),     // 800 − 420 − 1 = 379
            (2000, 699, 100),
            (-50, 150, 649),
            (420, 420, 379),
        ]
        for drag in drags {
            try split.solver.suggestValue(drag.suggested, for: split.divider)
            let reported = split.refresh()
            #expect(split.values == [800, drag.left, drag.left, drag.right], "after suggesting \(drag.suggested)")
            #expect(split.values == split.solved)
            #expect(!reported.contains("width"), "the window did not move: \(reported)")
        }

        // At 420 the wish for 240 misses by 180; the drag holds exactly.
        let unsatisfied = split.solver.unsatisfiedConstraints
        #expect(unsatisfied.count == 1)
        #expect(unsatisfied.first?.constraint === split.leftPreferred)
        expectClose(unsatisfied.first?.error ?? 0, 180)
        #expect(split.solver.priority(of: split.leftPreferred) == .strong)
        #expect(split.solver.priority(of: split.window) == .required)
        // The drag decides the divider, and through it the right pane.
        #expect(split.solver.range(of: split.divider) == (420, 420))
        #expect(split.solver.range(of: split.right) == (379, 379))
        #expect(split.solver.editVariables.map(\.value) == [420])

        // The window grows to 1000: the constant of width − 800 == 0 is −800.
        #expect(split.solver.constant(of: split.window) == -800)
        try split.solver.setConstant(-1000, of: split.window)
        #expect(split.solver.constant(of: split.window) == -1000)
        // The drag still holds the divider at 420; right = 1000 − 420 − 1 = 579.
        split.refresh()
        #expect(split.values == [1000, 420, 420, 579])

        // Without the 30 % wish nothing but the drag holds the divider.
        try split.solver.removeConstraint(split.leftPreferred)
        #expect(split.solver.priority(of: split.leftPreferred) == nil)
        #expect(!split.solver.hasConstraint(split.leftPreferred))
        split.refresh()
        #expect(split.values == [1000, 420, 420, 579])
        // Let go of the divider: nothing decides it any more, and it can be
        // anywhere from 150 to 1000 − 1 − 100 = 899; the right pane from
        // 100 to 1000 − 1 − 150 = 849.
        try split.solver.removeEditVariable(split.divider)
        #expect(split.solver.range(of: split.left) == (150, 899))
        #expect(split.solver.range(of: split.right) == (100, 849))
        #expect(split.solver.constraintsDetermining(split.width) == [split.window])

        // The wish back: left = 0.3 × 1000 = 300, right = 1000 − 300 − 1 = 699.
        try split.solver.addConstraint(split.leftPreferred)
        split.refresh()
        #expect(split.values == [1000, 300, 300, 699])
        #expect(split.solver.range(of: split.left) == (300, 300))
        // What decides left: the window (1000) and the wish (0.3 of it).
        #expect(split.solver.constraintsDetermining(split.left) == [split.window, split.leftPreferred])
        // The right pane also needs the divider's place and the fill.
        #expect(Set(split.solver.constraintsDetermining(split.right))
                == [split.window, split.dividerAtLeft, split.rightFills, split.leftPreferred])

        // What if the left pane were 500? right = 1000 − 500 − 1 = 499;
        // afterwards everything is back, and every variable is reported once.
        let probed = try split.solver.probe { () throws(SolverError) -> [Double] in
            try split.solver.addConstraint(split.left == 500)
            return [split.solver.value(of: split.left), split.solver.value(of: split.right)]
        }
        #expect(probed == [500, 499])
        #expect(split.refresh() == ["width", "left", "divider", "right"])
        #expect(split.values == [1000, 300, 300, 699])
        #expect(split.solver.constraints.count == 6)
    }

    @Test func errorsNameTheCulpritAndChangeNothing() throws {
        var split = try SplitWindow()
        try split.solver.setConstant(-1000, of: split.window)
        split.refresh()
        // left = 0.3 × 1000 = 300, right = 1000 − 300 − 1 = 699.
        #expect(split.values == [1000, 300, 300, 699])
        let constraintsBefore = split.solver.constraints

        // left ≥ 950 leaves right = 1000 − 1 − left ≤ 49, below its 100:
        // the window, the divider at left, the fill and the right minimum
        // conflict with it; the left minimum and the wish take no part.
        let tooWide = split.left >= 950
        let error = expectSolverError { try split.solver.addConstraint(tooWide) }
        if let (culprit, conflict) = unsatisfiable(error) {
            #expect(culprit === tooWide)
            #expect(conflict == [split.window, split.dividerAtLeft, split.rightFills, split.rightMinimum, tooWide])
            // Minimal at the constants the solver holds (the window at 1000).
            expectMinimalConflict(conflict) { $0 === split.window ? -1000 : $0.expression.constant }
        }
        #expect(split.solver.constraints == constraintsBefore)
        #expect(split.solved == [1000, 300, 300, 699])
        // After a failed call every variable is reported once more, unchanged.
        #expect(split.refresh() == ["width", "left", "divider", "right"])
        #expect(split.values == [1000, 300, 300, 699])

        #expect(expectSolverError { try split.solver.removeConstraint(tooWide) } == .unknownConstraint(tooWide))
        #expect(expectSolverError { try split.solver.addConstraint(split.leftMinimum) }
                == .duplicateConstraint(split.leftMinimum))
        #expect(expectSolverError { try split.solver.suggestValue(1200, for: split.width) }
                == .unknownEditVariable(split.width))
        #expect(expectSolverError { try split.solver.addEditVariable(split.divider, priority: .required) }
                == .requiredEditVariable(split.divider))

        // Numbers that are not finite, or weights that are not positive.
        for bad in [split.left == .infinity, split.left <= .nan, Double.infinity * split.left >= 1,
                    (split.left == 10).withWeight(0), (split.left == 10) | Priority(1001)] {
            guard case .invalidNumber? = expectSolverError({ try split.solver.addConstraint(bad) }) else {
                Issue.record("\(bad) was not refused as an invalid number")
                continue
            }
        }
        guard case .invalidNumber? = expectSolverError({ try split.solver.setConstant(.infinity, of: split.window) })
        else { Issue.record("an infinite constant was accepted"); return }
        try split.solver.addEditVariable(split.divider, priority: .strong, weight: 2)
        guard case .invalidNumber? = expectSolverError({ try split.solver.suggestValue(.nan, for: split.divider) })
        else { Issue.record("a NaN suggestion was accepted"); return }
        #expect(split.solver.constraints == constraintsBefore)
        #expect(split.solved == [1000, 300, 300, 699])
        #expect(split.solver.constant(of: split.window) == -1000)
    }

    @Test func constraintsPrintAsMadeWhatTheSolverHoldsIsAskedFor() throws {
        let split = try SplitWindow()
        try split.solver.setConstant(-1000, of: split.window)
        try split.solver.setPriority(251, of: split.leftPreferred)
        // The window holds 1000 and the wish 251, but both print as made.
        #expect(split.solver.constant(of: split.window) == -1000)
        #expect("\(split.window)" == "width == 800")
        #expect(split.solver.priority(of: split.leftPreferred) == 251)
        #expect(split.leftPreferred.priority == .strong)

        // The drag is added where the wish put the divider: 0.3 × 1000 = 300.
        try split.solver.addEditVariable(split.divider, priority: .strong, weight: 2)
        try split.solver.suggestValue(420, for: split.divider)
        // The suggestion decides the divider, and its own constraint is not
        // listed: the divider lists nothing, the right pane the constraints
        // that tie it to the divider.
        #expect(split.solver.range(of: split.divider) == (420, 420))
        #expect(split.solver.constraintsDetermining(split.divider).isEmpty)
        #expect(split.solver.constraintsDetermining(split.right)
                == [split.window, split.dividerAtLeft, split.rightFills])

        // Dragged to 2000 the divider stops at 1000 − 1 − 100 = 899: the
        // drag misses by 2000 − 899 = 1101, the wish (300) by 599; the
        // drag's constraint prints the 300 it was added at.
        try split.solver.suggestValue(2000, for: split.divider)
        let unsatisfied = split.solver.unsatisfiedConstraints.map { ("\($0.constraint)", $0.error) }
        #expect(unsatisfied.map(\.0) == ["left - 0.3*width == 0 @750", "edit divider: divider == 300 @750"])
        expectClose(unsatisfied.first?.1 ?? 0, 599)
        expectClose(unsatisfied.last?.1 ?? 0, 1101)
        #expect(split.solver.editVariables.map(\.value) == [2000])

        // A conflict names the window as the solver holds it, at 1000: at
        // 800 it would not say why left >= 950 cannot hold.
        let error = expectSolverError { try split.solver.addConstraint(split.left >= 950) }
        #expect(error.map { "\($0)" }?.contains("\n  width == 1000\n") == true)
    }

    @Test func oneMediumWishBeatsTwoThousandWeakOnes() throws {
        // kiwi weighs medium as 1 000 × weak: 2000 weak wishes for 150
        // (2000 × 150 = 300 000) outvote one medium wish for 300
        // (1000 × 150 = 150 000) there, and the pane would be 150.
        // Strict priorities keep the medium wish whole: 300.
        let left = Variable("left"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(left + right == 1000)
        try solver.addConstraint((left == 300) | .medium)
        for _ in 0..<2_000 {
            try solver.addConstraint((left == 150) | .weak)
        }
        #expect(solver.value(of: left) == 300)
        #expect(solver.value(of: right) == 700)
        // Every weak wish misses by 300 − 150 = 150.
        let unsatisfied = solver.unsatisfiedConstraints
        #expect(unsatisfied.count == 2_000)
        #expect(unsatisfied.allSatisfy { $0.constraint.priority == .weak && abs($0.error - 150) < 1e-9 })
        // 251 beats 250 as surely.
        try solver.addConstraint((left == 200) | 251)
        #expect(solver.value(of: left) == 300)   // medium (500) still first
    }

    @Test func weightsTradeOnlyWithinOnePriority() throws {
        let sidebar = Variable("sidebar"), content = Variable("content")
        let solver = Solver()
        try solver.addConstraint(sidebar + content == 800)
        let sidebarWish = (sidebar == 200) | .weak
        let contentWish = ((content == 700) | .weak).withWeight(2)
        try solver.addConstraint(sidebarWish)
        try solver.addConstraint(contentWish)
        // content = 800 − s; minimise |s − 200| + 2|100 − s|: on [100, 200]
        // that is (200 − s) + 2(s − 100) = s, smallest at s = 100 (cost 100);
        // below 100 it is 400 − 3s, above 200 it is 3s − 400: s = 100.
        #expect(solver.value(of: sidebar) == 100)
        #expect(solver.value(of: content) == 700)

        // Weight 3 on the sidebar: 3(200 − s) + 2(s − 100) = 400 − s on
        // [100, 200], smallest at s = 200 (cost 200): the sidebar wins.
        try solver.setPriority(.weak, weight: 3, of: sidebarWish)
        #expect(solver.value(of: sidebar) == 200)
        #expect(solver.value(of: content) == 600)

        // Equal weights: |s − 200| + |s − 100| is 100 everywhere on
        // [100, 200]: the layout is ambiguous there.
        try solver.setPriority(.weak, weight: 1, of: sidebarWish)
        try solver.setPriority(.weak, weight: 1, of: contentWish)
        #expect(solver.range(of: sidebar) == (100, 200))
        // One point of priority decides it: the content's 700 at 251.
        try solver.setPriority(251, of: contentWish)
        #expect(solver.value(of: content) == 700)
        #expect(solver.range(of: sidebar) == (100, 100))
    }
}
