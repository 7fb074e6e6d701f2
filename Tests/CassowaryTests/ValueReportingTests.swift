import Testing
@testable import Cassowary

/// Reading solutions: every value, or only those that may have changed.
@Suite struct ValueReportingTests {
    func changed(_ solver: Solver) -> [String: Double] {
        var result: [String: Double] = [:]
        solver.forEachChangedValue { result[$0.name] = $1 }
        return result
    }

    @Test func onlyChangedValuesAreReportedAgain() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a + 5)
        try solver.addConstraint(d == 1)
        try solver.addConstraint((c == 3) | .weak)
        #expect(changed(solver) == ["a": 10, "b": 15, "c": 3, "d": 1])
        #expect(changed(solver).isEmpty)
        try solver.addEditVariable(c, priority: .strong)
        try solver.suggestValue(8, for: c)
        #expect(changed(solver) == ["c": 8])
        let pin = a == 10
        try solver.removeConstraint(solver.constraints[0])
        try solver.addConstraint(pin)
        let report = changed(solver)
        #expect(report.keys.allSatisfy { ["a", "b"].contains($0) })
        #expect(report["a"].map { $0 == 10 } ?? true)
    }

    @Test func aFailedCallReportsEveryVariableOnce() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 5)
        try solver.addConstraint(y == 2 * x)
        _ = changed(solver)
        #expect(throws: SolverError.self) { try solver.addConstraint(x <= 1) }
        #expect(changed(solver) == ["x": 5, "y": 10])
        #expect(changed(solver).isEmpty)
    }

    @Test func theReportedValuesAlwaysMatchTheSolver() throws {
        // A resize loop on a chain, copying only changed values into an array.
        let solver = Solver()
        let lefts = (0..<40).map { Variable("left\($0)") }, widths = (0..<40).map { Variable("width\($0)") }
        let right = Variable("right")
        for index in 0..<40 {
            try solver.addConstraint(index == 0 ? lefts[0] == 0 : lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
            try solver.addConstraint(widths[index] >= 20)
            try solver.addConstraint((widths[index] == 100) | .weak)
        }
        try solver.addConstraint(right == lefts[39] + widths[39])
        try solver.addEditVariable(right, priority: .strong)
        var copy: [Variable: Double] = [:]
        for step in 0..<60 {
            try solver.suggestValue(4312 - 300 + Double((37 * step) % 201) * 3, for: right)
            solver.forEachChangedValue { copy[$0] = $1 }
            solver.forEachValue { variable, value in
                #expect(copy[variable] == value, "step \(step): \(variable)")
            }
        }
    }

    @Test func tagsPlaceTheReportedValuesInTheApplicationsArray() throws {
        let solver = Solver()
        let variables = ["left", "width", "right"].enumerated().map { Variable($1, tag: $0) }
        #expect(variables.map(\.tag) == [0, 1, 2])
        #expect(Variable("untagged").tag == 0)
        let (left, width, right) = (variables[0], variables[1], variables[2])
        try solver.addConstraint(left == 8)
        try solver.addConstraint(right == left + width)
        try solver.addEditVariable(width, priority: .strong)
        var values = [Double](repeating: .nan, count: 3)
        for suggested in [100.0, 40, 250] {
            try solver.suggestValue(suggested, for: width)
            solver.forEachChangedValue { values[$0.tag] = $1 }
            #expect(values == [8, suggested, 8 + suggested])
        }
    }

    @Test func aReportCanUseTheSolverFromItsBody() throws {
        // The report collects into storage the solver keeps between calls;
        // a call from the body, even another report, must not disturb it.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint((x == 1) | .weak)
        try solver.addConstraint(y == x + 1)
        try solver.addEditVariable(x, priority: .strong)
        var outer: [String: Double] = [:], inner: [String: Double] = [:]
        solver.forEachChangedValue { variable, value in
            outer[variable.name] = value
            if variable === x {
                try? solver.addConstraint(z == 7)
                solver.forEachChangedValue { inner[$0.name] = $1 }
            }
        }
        #expect(outer["x"] == 1 && outer["y"] == 2)
        #expect(inner["z"] == 7)
        try solver.suggestValue(5, for: x)
        #expect(changed(solver) == ["x": 5, "y": 6])
    }

    @Test func everyValueInOrderOfFirstAppearance() throws {
        let solver = Solver()
        let b = Variable("b"), a = Variable("a")
        try solver.addConstraint(b == 2)
        try solver.addConstraint(a == b + 1)
        var seen: [(String, Double)] = []
        solver.forEachValue { seen.append(($0.name, $1)) }
        #expect(seen.map(\.0) == ["b", "a"])
        #expect(seen.map(\.1) == [2, 3])
    }
}

/// Hypothetical evaluation and the questions it answers.
@Suite struct ProbeTests {
    @Test func aProbeLeavesTheSolverExactlyAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30) | .weak)
        try solver.addEditVariable(y, priority: .medium)
        try solver.suggestValue(60, for: y)
        let before = solver.fingerprint
        let seen = try solver.probe { () throws -> Double in
            try solver.addConstraint(x >= 70)
            try solver.suggestValue(10, for: y)
            #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
            return solver.value(of: x)
        }
        #expect(seen == 90)
        #expect(solver.fingerprint == before)
        expectClose(solver.value(of: x), 40)
        try solver.suggestValue(75, for: y)
        expectClose(solver.value(of: x), 25)
    }

    @Test func rangesTellDeterminedFromFreeVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), free = Variable("free")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint(width <= 50)
        try solver.addConstraint(free >= left)
        let leftRange = solver.range(of: left)
        #expect(leftRange.lower == 10 && leftRange.upper == 10)
        let widthRange = solver.range(of: width)
        expectClose(widthRange.lower, 20)
        expectClose(widthRange.upper, 50)
        let freeRange = solver.range(of: free)
        expectClose(freeRange.lower, 10)
        #expect(freeRange.upper == .infinity)
        // A weak wish decides the width: no other optimum keeps it satisfied.
        try solver.addConstraint((width == 30) | .weak)
        let decided = solver.range(of: width)
        expectClose(decided.lower, 30)
        expectClose(decided.upper, 30)
    }

    /// A regression: the range probe suggests values inside a probe after
    /// making an edit variable there; rolling the probe back must restore
    /// rows saved whole before their constants moved (a constant-only undo
    /// entry once overwrote them, and the next range went past a required
    /// bound). The system is a layout's: an item free to slide in a row.
    @Test func repeatedRangesRespectRequiredBounds() throws {
        let solver = Solver()
        let rootLeft = Variable("root.left"), rootWidth = Variable("root.width")
        let fixedLeft = Variable("fixed.left"), fixedWidth = Variable("fixed.width")
        let left = Variable("floating.left"), width = Variable("floating.width")
        for constraint in [rootLeft == 0, rootWidth == 320, (rootWidth == 0) | Priority(1e-9),
                           fixedLeft == rootLeft, fixedWidth == 10, width == 40,
                           left >= fixedLeft + fixedWidth + 5, left + width <= rootLeft + rootWidth] {
            try solver.addConstraint(constraint)
        }
        for _ in 0..<3 {
            for variable in [rootLeft, rootWidth, fixedLeft, fixedWidth, left, width] { _ = solver.range(of: variable) }
            let range = solver.range(of: left)
            expectClose(range.lower, 15)
            expectClose(range.upper, 280)
        }
    }

    @Test func theConstraintsThatDecideAValue() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let pin = a == 10, gap = b == a + 5, loose = c >= b, unrelated = c <= 1000
        for constraint in [pin, gap, loose, unrelated] { try solver.addConstraint(constraint) }
        #expect(solver.constraintsDetermining(b) == [pin, gap])
        #expect(solver.constraintsDetermining(a) == [pin])
        #expect(solver.constraintsDetermining(c).contains(pin))
        #expect(!solver.constraintsDetermining(c).contains(unrelated))
    }
}

/// Constants far beyond any layout's still give values as accurate as
/// doubles allow, and the tableau's invariants hold within rounding
/// (found by the ConstraintExpression fuzzer: `… - 2.2e28 … == 0`).
@Suite struct HugeConstantTests {
    /// A value beyond the largest double (10 × 1e308) overflows in a
    /// substitution: the call is refused as a numerical failure and changes
    /// nothing, so no value becomes NaN. (The ConstraintExpression fuzzer
    /// found it with a coefficient of −2.2e307, which overflowed only while
    /// the solver's tolerances were absolute; `Regressions/overflow-to-nan`
    /// keeps that input.)
    @Test func arithmeticThatOverflowsIsRefused() throws {
        let x = Variable("x"), e = Variable("e")
        let solver = Solver()
        for variable in [x, e] {
            try solver.addConstraint((variable >= -1000) | .medium)
            try solver.addConstraint((variable <= 1000) | .medium)
        }
        try solver.addConstraint(x + 3 * e == 22)
        var refused = 0
        for constraint in [e == 1e308, x - 10 * e == 0] {
            let before = solver.fingerprint
            do {
                try solver.addConstraint(constraint)
            } catch {
                guard case .numericalFailure = error else { throw error }
                #expect(solver.fingerprint == before)
                refused += 1
            }
        }
        #expect(refused > 0)
        solver.forEachValue { variable, value in #expect(value.isFinite, "\(variable) = \(value)") }
    }

    @Test(arguments: [Priority.required, .strong])
    func aConstantOf1e28KeepsTheInvariantsWithinRounding(priority: Priority) throws {
        let b = Variable("b"), p = Variable("p")
        let solver = Solver()
        for variable in [b, p] {
            try solver.addConstraint((variable >= -1000) | .medium)
            try solver.addConstraint((variable <= 1000) | .medium)
        }
        let huge: Constraint = (0.5 * b - 2.2222222222222222e28 + 68965.51724137931 * p - 50 == 0) | priority
        try solver.addConstraint(huge)
        solver.verifyInvariants()
        let residual = 0.5 * solver.value(of: b) + 68965.51724137931 * solver.value(of: p) - 2.2222222222222222e28
        #expect(abs(residual) <= 1e-15 * 2.2222222222222222e28)
        try solver.removeConstraint(huge)
        solver.verifyInvariants()
        #expect(abs(solver.value(of: p)) <= 1000 && abs(solver.value(of: b)) <= 1000)
    }
}
