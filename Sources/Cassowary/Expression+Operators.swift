// Operators that build expressions and constraints:
// `2 * x + y <= 320`, `x == 0.5 * y + 10`, `(x == 100) | .weak`.

// MARK: - Expression building

public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    var sum = lhs
    for term in rhs.terms { sum.add(term.variable, term.coefficient) }
    sum.constant += rhs.constant
    return sum
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }

public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

// MARK: - Constraints

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `x == y` as a constraint. `Variable` is also `Equatable` by identity; where
/// the context does not say which is meant, write `Expression(x) == y`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }

public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }

public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

/// Gives a constraint a priority, as kiwisolver's `|` does: `(x == 100) | .weak`.
public func | (lhs: Constraint, rhs: Priority) -> Constraint { lhs.withPriority(rhs) }
