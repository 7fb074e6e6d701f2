// Fuzz target: the constraint-expression parser (`ConstraintParser`),
// and the solver on whatever it accepts.
//
// Checks: parsing never traps; an accepted constraint has finite numbers,
// its description reads back with the same variables, and a solver that
// takes it keeps its invariants and finite values; removing it again works.
import Cassowary

/// Names to variables, one variable per name.
final class VariablePool {
    var variables: [String: Variable] = [:]

    func variable(_ name: String) -> Variable {
        if let known = variables[name] { return known }
        let variable = Variable(name)
        variables[name] = variable
        return variable
    }
}

func fuzzConstraintExpression(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput.text(data, count)
    let pool = VariablePool()
    _ = try? ConstraintParser.parseExpression(text, variable: pool.variable)
    _ = try? ConstraintParser.names(in: text)
    guard let constraint = try? ConstraintParser.parseConstraint(text, variable: pool.variable) else { return 0 }
    FuzzInput.require(constraint.expression.isFinite, "the parser accepted a number that is not finite: \(text)")

    // The description reads back to a constraint over the same variables.
    let reread = VariablePool()
    do {
        let again = try ConstraintParser.parseConstraint(constraint.description, variable: reread.variable)
        FuzzInput.require(again.expression.terms.map(\.variable.name) == constraint.expression.terms.map(\.variable.name),
                          "\(constraint) reads back with other variables: \(again)")
    } catch {
        FuzzInput.require(false, "the description \(constraint) does not read back: \(error)")
    }

    let largest = constraint.expression.terms.reduce(abs(constraint.expression.constant)) { max($0, abs($1.coefficient)) }

    // A small layout around the constraint's variables, then the constraint
    // itself at two priorities.
    let solver = Solver()
    for variable in constraint.expression.variables {
        try? solver.addConstraint((variable >= -1000) | .medium)
        try? solver.addConstraint((variable <= 1000) | .medium)
    }
    for candidate in [constraint, constraint.withPriority(.strong)] {
        let added = (try? solver.addConstraint(candidate)) != nil
        solver.verifyInvariants()
        solver.forEachValue { variable, value in
            FuzzInput.require(value.isFinite, "\(variable) = \(value) after adding \(candidate)")
        }
        if added {
            let before = solver.fingerprint
            do { try solver.removeConstraint(candidate) } catch {
                // Beyond the range where doubles keep layouts exact (the
                // fuzzer found coefficients of 2e20), the solver may give up
                // with a numerical failure, but it must say so and change
                // nothing (Docs/Hardening.md).
                let beyondRange = if case .numericalFailure = error { largest > 1e12 } else { false }
                FuzzInput.require(beyondRange, "removing \(candidate) failed: \(error)")
                FuzzInput.require(solver.fingerprint == before, "a failed removal of \(candidate) changed the solver")
            }
            solver.verifyInvariants()
        }
    }
    return 0
}
