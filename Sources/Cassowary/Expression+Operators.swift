// Operators that build expressions and constraints:
// `2 * x + y <= 320`, `x == 0.5 * y + 10`, `(x == 100) | .weak`.

// MARK: - Expression building

/// `-x`: the variable with coefficient -1.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
/// `-e`: the expression with every coefficient and its constant negated.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

/// `2 * x`: the variable with a coefficient.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// `x * 2`: the variable with a coefficient.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// `2 * (x + 1)`: every coefficient and the constant multiplied by the number.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// `(x + 1) * 2`: every coefficient and the constant multiplied by the number.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// `x / 2`: the variable with coefficient 1 / `rhs`.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
/// `(x + 1) / 2`: every coefficient and the constant divided by the number.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// The sum of two expressions; terms of the same variable are combined.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var sum = lhs
    for term in rhs.terms { sum.add(term.variable, term.coefficient) }
    sum.constant += rhs.constant
    return sum
}
/// The difference of two expressions; terms of the same variable are combined.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }

/// `e + x`: the variable added as a term (combined with its term in `lhs`, if any).
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// `x + e`: the variable added as a term (combined with its term in `rhs`, if any).
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `x + y` (`x + x` is `2*x`).
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// `e + 10`: the number added to the constant.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
/// `10 + e`: the number added to the constant.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `x + 10`: the variable and a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
/// `10 + x`: the variable and a constant.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

/// `e - x`: the variable subtracted as a term (combined with its term in `lhs`, if any).
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// `x - e`: the variable less every term and the constant of `rhs`.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// `x - y` (`x - x` is the constant 0).
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// `e - 10`: the number subtracted from the constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(rhs) }
/// `10 - e`: the number less every term and the constant of `rhs`.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// `x - 10`: the variable and a negative constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(rhs) }
/// `10 - x`: the variable with coefficient -1, and a constant.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

// MARK: - Constraints

/// `lhs == rhs` as a required constraint; give it a priority with `|`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs` as a required constraint; give it a priority with `|`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs` as a required constraint; give it a priority with `|`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

/// `e == x` as a required constraint.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `x == e` as a required constraint.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `e == 10` as a required constraint.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
/// `10 == e` as a required constraint.
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `x == y` as a constraint. `Variable` is also `Equatable` by identity; where
/// the context does not say which is meant, write `Expression(x) == y`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `x == 10` as a required constraint.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `10 == x` as a required constraint.
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }

/// `e <= x` as a required constraint.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `x <= e` as a required constraint.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `x <= y` as a required constraint.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `e <= 10` as a required constraint.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
/// `10 <= e` as a required constraint.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `x <= 10` as a required constraint.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `10 <= x` as a required constraint.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }

/// `e >= x` as a required constraint.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// `x >= e` as a required constraint.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `x >= y` as a required constraint.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `e >= 10` as a required constraint.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
/// `10 >= e` as a required constraint.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `x >= 10` as a required constraint.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `10 >= x` as a required constraint.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

/// Gives a constraint a priority, as kiwisolver's `|` does: `(x == 100) | .weak`.
public func | (lhs: Constraint, rhs: Priority) -> Constraint { lhs.withPriority(rhs) }
