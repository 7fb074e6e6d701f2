import Testing
import GuideExamples
@testable import Cassowary

/// The Swift examples of the solver guide (Docs/Guides/Solver.md), compiled
/// here as written there (between `// Guide example begins/ends: Solver.md N`
/// markers), with the values the guide says they give.
@Suite struct GuideExampleTests {
    /// Where the blocks' `print` calls write.
    let printed = PrintedLines()
    func print(_ items: Any...) { printed.record(items) }

    @Test func theTestsCompileEveryBlockAsWritten() throws {
        let problems = try GuideExamples("Solver.md").problems(in: #filePath)
        #expect(problems == [])
    }

    /// A strong constraint wins over an edit variable at medium: the width
    /// wants 400 and gets the 320 − 16 = 304 the required sum leaves.
    @Test func aStrongWishBeatsAMediumEdit() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(left == 16)
        try solver.addConstraint(left + width <= 320)
        try solver.addConstraint((width == 400) | .strong)   // wants 400, gets 304
        try solver.addEditVariable(width, priority: .medium)
        try solver.suggestValue(120, for: width)             // strong still wins: 304
        expectClose(solver.value(of: width), 304)
    }

    /// Blocks 1, 2 and 5: with the gap half of what the width has beyond 100,
    /// width + (width − 100) / 2 ≤ 320 − 16 gives the strong wish at most
    /// 236; the same three required constraints added together all go in;
    /// an edit variable moved through five values and removed leaves the
    /// strong wish to decide again.
    @Test func theModelSection() throws {
        let shown = try valuesShown {
            // Guide example begins: Solver.md 1
            let left = Variable("left"), width = Variable("width"), gap = Variable("gap")
            let solver = Solver()
            try solver.addConstraint(left == 16)
            try solver.addConstraint(left + width + gap <= 320)
            try solver.addConstraint(2 * gap == width - 100)
            try solver.addConstraint((width == 400) | .strong)
            solver.value(of: width)     // 236: the strong wish gives way to the required sum
            // Guide example ends: Solver.md 1
            #expect(solver.value(of: left) == 16 && solver.value(of: gap) == 68)
            // Guide example begins: Solver.md 2
            let together = Solver()
            let failures = together.addConstraints([left == 16, left + width + gap <= 320, 2 * gap == width - 100])
            failures.isEmpty    // true
            // Guide example ends: Solver.md 2
            #expect(together.constraints.count == 3 && together.value(of: left) == 16)
            // Guide example begins: Solver.md 5
            try solver.addEditVariable(width, priority: .medium)
            for value in stride(from: 100.0, through: 300, by: 50) {
                try solver.suggestValue(value, for: width)   // cheap: a few pivots
            }
            try solver.removeEditVariable(width)
            // Guide example ends: Solver.md 5
            expectClose(solver.value(of: width), 236)
            #expect(solver.editVariables.isEmpty)
        }
        #expect(shown.map(\.description) == ["236.0", "true"])
    }

    /// Block 3: a constraint read from text, printed in its normal form, and
    /// the error the comment after it names.
    @Test func parsingFromText() throws {
        // Guide example begins: Solver.md 3
        var variables: [String: Variable] = [:]
        let c = try ConstraintParser.parseConstraint("2*(a + b) <= c - 10") { name in
            if let known = variables[name] { return known }
            let variable = Variable(name)
            variables[name] = variable
            return variable
        }
        print(c)   // 2*a + 2*b - c <= -10
        // "a * b == 1" throws ConstraintParseError(message: "a product of two variables is not linear", column: 3)
        // Guide example ends: Solver.md 3
        #expect(printed.lines == ["2*a + 2*b - c <= -10"])
        #expect(throws: ConstraintParseError(message: "a product of two variables is not linear", column: 3)) {
            _ = try ConstraintParser.parseConstraint("a * b == 1") { Variable($0) }
        }
    }

    /// Block 4: a variable's range, open until a weak wish fixes it, and the
    /// constraints that decide another.
    @Test func rangesAndWhatDecidesAValue() throws {
        let shown = try valuesShown {
            // Guide example begins: Solver.md 4
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.addConstraint(x + y == 100)
            try solver.addConstraint(x >= 10)
            solver.range(of: x)      // (10, inf): nothing holds x up
            try solver.addConstraint((x == 30) | .weak)
            solver.range(of: x)      // (30, 30)
            solver.constraintsDetermining(y)   // x + y == 100 and the weak x == 30
            // Guide example ends: Solver.md 4
        }
        #expect(shown.map(\.description) == ["(lower: 10.0, upper: inf)", "(lower: 30.0, upper: 30.0)",
                                              "[x + y == 100, x == 30 @250]"])
    }

    /// Block 6: the error names the rejected constraint and a minimal
    /// conflicting set, the rejected one last.
    @Test func aConflictNamesItsMinimalSet() throws {
        // Guide example begins: Solver.md 6
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(z <= 4)
        do {
            try solver.addConstraint(z >= 8)
        } catch let SolverError.unsatisfiable(constraint, conflict, _) {
            print(constraint, conflict)   // z >= 8 [z <= 4, z >= 8]
        }
        // Guide example ends: Solver.md 6
        #expect(printed.lines == ["z >= 8 [z <= 4, z >= 8]"])
        #expect(solver.constraints.count == 1)
    }

    /// Block 7: a system whose coefficients span 1e9 switches to relative
    /// tolerances, and still finds w = 0.00005 / 0.0001 = 0.5.
    @Test func whatCountsAsZero() throws {
        // Guide example begins: Solver.md 7
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(100_000 * w >= 10_000)              // w ≥ 0.1
        print(solver.usesRelativeTolerances)                         // false
        try solver.addConstraint((0.0001 * w == 0.00005) | .weak)    // spread 1e9
        print(solver.usesRelativeTolerances, solver.value(of: w))    // true 0.5
        // Guide example ends: Solver.md 7
        #expect(printed.lines == ["false", "true 0.5"])
    }
}
