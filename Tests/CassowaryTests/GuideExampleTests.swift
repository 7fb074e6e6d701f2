import Testing
@testable import Cassowary

/// The Swift examples of README.md and Docs/Guides/Solver.md, as written there.
@Suite struct GuideExampleTests {
    @Test func readmeExample() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(left == 16)
        try solver.addConstraint(left + width <= 320)
        try solver.addConstraint((width == 400) | .strong)   // wants 400, gets 304
        try solver.addEditVariable(width, priority: .medium)
        try solver.suggestValue(120, for: width)             // strong still wins: 304
        expectClose(solver.value(of: width), 304)
    }

    @Test func whatCountsAsZero() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(100_000 * w >= 10_000)              // w ≥ 0.1
        #expect(!solver.usesRelativeTolerances)
        try solver.addConstraint((0.0001 * w == 0.00005) | .weak)    // spread 1e9
        #expect(solver.usesRelativeTolerances)
        #expect(solver.value(of: w) == 0.5)
    }

    @Test func theModelSection() throws {
        let left = Variable("left"), width = Variable("width"), gap = Variable("gap")
        let solver = Solver()
        try solver.addConstraint(left == 16)
        try solver.addConstraint(left + width + gap <= 320)
        try solver.addConstraint(2 * gap == width - 100)
        try solver.addConstraint((width == 400) | .strong)
        expectClose(solver.value(of: width), 236)

        try solver.addEditVariable(width, priority: .medium)
        for value in stride(from: 100.0, through: 300, by: 50) {
            try solver.suggestValue(value, for: width)
        }
        try solver.removeEditVariable(width)
        expectClose(solver.value(of: width), 236)
    }

    @Test func parsingFromText() throws {
        var variables: [String: Variable] = [:]
        let c = try ConstraintParser.parseConstraint("2*(a + b) <= c - 10") { name in
            if let known = variables[name] { return known }
            let variable = Variable(name)
            variables[name] = variable
            return variable
        }
        #expect(c.description == "2*a + 2*b - c <= -10")
        #expect(throws: ConstraintParseError(message: "a product of two variables is not linear", column: 3)) {
            _ = try ConstraintParser.parseConstraint("a * b == 1") { Variable($0) }
        }
    }
}
