import Testing
@testable import Cassowary

@Suite struct EditVariableTests {
    @Test func suggestionsMoveTheEditVariableAndWhatDependsOnIt() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width >= 0)
        try solver.addEditVariable(width, priority: .strong)
        for value in [100.0, 250, 0, 42.5] {
            try solver.suggestValue(value, for: width)
            expectClose(solver.value(of: width), value)
            expectClose(solver.value(of: right), 10 + value)
        }
    }

    @Test func requiredConstraintsWinOverSuggestions() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width <= 300)
        try solver.addEditVariable(width, priority: .strong)
        try solver.suggestValue(500, for: width)
        expectClose(solver.value(of: width), 300)
        try solver.suggestValue(200, for: width)
        expectClose(solver.value(of: width), 200)
    }

    @Test func untilTheFirstSuggestionTheVariableKeepsItsValue() throws {
        let x = Variable("x")
        let solver = Solver()
        let pull = (x == 40) | .weak
        try solver.addConstraint(pull)
        try solver.addEditVariable(x, priority: .strong)
        try solver.removeConstraint(pull)
        try solver.addConstraint((x == 90) | .medium)
        expectClose(solver.value(of: x), 40)
        try solver.suggestValue(7, for: x)
        expectClose(solver.value(of: x), 7)
    }

    @Test func editPrioritiesCompeteWithConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .strong)
        try solver.addEditVariable(x, priority: .medium)
        try solver.suggestValue(99, for: x)
        expectClose(solver.value(of: x), 10)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: 751)
        try solver.suggestValue(99, for: x)
        expectClose(solver.value(of: x), 99)
    }

    @Test func removingAnEditVariableReleasesIt() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 5) | .weak)
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(50, for: x)
        expectClose(solver.value(of: x), 50)
        try solver.removeEditVariable(x)
        expectClose(solver.value(of: x), 5)
        #expect(!solver.hasEditVariable(x))
        solver.verifyInvariants()
    }

    @Test func editsOutliveTheRemovalOfOthers() throws {
        let solver = Solver()
        let variables = (0..<5).map { Variable("v\($0)") }
        for variable in variables { try solver.addEditVariable(variable, priority: .strong) }
        try solver.removeEditVariable(variables[1])
        try solver.removeEditVariable(variables[0])
        for (index, variable) in variables.enumerated().dropFirst(2) {
            try solver.suggestValue(Double(10 * index), for: variable)
        }
        #expect(solver.editVariables.map(\.variable.name) == ["v2", "v3", "v4"])
        #expect(solver.editVariables.map(\.value) == [20, 30, 40])
        #expect(throws: SolverError.unknownEditVariable(variables[1])) { try solver.suggestValue(1, for: variables[1]) }
        try solver.addEditVariable(variables[0], priority: .strong)
        try solver.suggestValue(7, for: variables[0])
        #expect(solver.editVariables.map(\.variable.name) == ["v2", "v3", "v4", "v0"])
        #expect(variables.map { solver.value(of: $0) } == [7, 0, 20, 30, 40])
    }

    @Test func manyEditVariablesMoveIndependently() throws {
        let solver = Solver()
        let variables = (0..<20).map { Variable("v\($0)") }
        for (index, variable) in variables.enumerated() {
            try solver.addConstraint((variable == Double(index)) | .weak)
            try solver.addEditVariable(variable, priority: .strong)
        }
        for round in 0..<5 {
            for (index, variable) in variables.enumerated() where (index + round) % 3 == 0 {
                try solver.suggestValue(Double(round * 100 + index), for: variable)
            }
        }
        for (index, variable) in variables.enumerated() {
            let rounds = (0..<5).filter { (index + $0) % 3 == 0 }
            let expected = rounds.last.map { Double($0 * 100 + index) } ?? Double(index)
            expectClose(solver.value(of: variable), expected)
        }
        #expect(solver.editVariables.map(\.variable) == variables)
    }

    @Test func aDragLoopStaysConsistentWithAFreshSolve() throws {
        // A resize loop: suggest, then compare with a solver built from scratch.
        let solver = Solver()
        let lefts = (0..<30).map { Variable("left\($0)") }, widths = (0..<30).map { Variable("width\($0)") }
        let right = Variable("right")
        func build(_ solver: Solver) throws {
            for index in 0..<30 {
                try solver.addConstraint(index == 0 ? lefts[0] == 0 : lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
                try solver.addConstraint(widths[index] >= 20)
                try solver.addConstraint((widths[index] == 100) | .weak)
            }
            try solver.addConstraint(right == lefts[29] + widths[29])
        }
        try build(solver)
        try solver.addEditVariable(right, priority: .strong)
        for step in 0..<40 {
            let target = 3232.0 - 300 + Double((37 * step) % 201) * 3
            try solver.suggestValue(target, for: right)
            expectClose(solver.value(of: right), target)
            let total = widths.reduce(0) { $0 + solver.value(of: $1) }
            expectClose(total, target - 8 * 29)
            #expect(widths.allSatisfy { solver.value(of: $0) >= 20 - 1e-9 })
        }
        solver.verifyInvariants()
    }
}
