/// One variable times a coefficient, a summand of an ``Expression``.
public struct Term: Sendable, Equatable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are built with the ordinary operators:
///
/// ```swift
/// let e = 2 * x + y - 10      // Expression
/// let c = e <= 320            // Constraint
/// ```
///
/// Terms keep the order in which their variables first appear; a variable
/// named twice is combined into one term (`x + x` is `2*x`), and terms whose
/// coefficient becomes exactly zero are dropped.
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    /// The terms, one per variable, in order of first appearance.
    public private(set) var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms (combined per variable) and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.constant = constant
        if Self.areCombined(terms) {
            self.terms = terms
        } else {
            self.terms = []
            self.terms.reserveCapacity(terms.count)
            for term in terms { add(term.variable, term.coefficient) }
        }
    }

    /// Whether `terms` already name each variable once, with no zero
    /// coefficient: then they are the expression's terms as given, and
    /// building one costs no copy.
    private static func areCombined(_ terms: [Term]) -> Bool {
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for earlier in terms[..<index] where earlier.variable === term.variable { return false }
        }
        return true
    }

    /// An expression holding a single variable with coefficient 1.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// A constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// `coefficient * variable + constant`, without looking for repeated
    /// variables in a single term (the layout engine's sizes set to a
    /// constant, most of the constraints it makes).
    package init(_ variable: Variable, _ coefficient: Double, constant: Double) {
        terms = coefficient == 0 ? [] : [Term(variable, coefficient)]
        self.constant = constant
    }

    /// Makes room for `count` terms in one allocation, for a caller that
    /// adds them one by one (the layout engine's equations, each built
    /// from a few attributes): without it the terms grow an allocation
    /// at a time.
    package mutating func reserveCapacity(_ count: Int) {
        terms.reserveCapacity(count)
    }

    /// Adds `coefficient * variable`, combining it with an existing term.
    /// - Complexity: O(number of terms).
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append(Term(variable, coefficient))
        }
    }

    /// The coefficient of `variable` (0 when it does not occur).
    public func coefficient(of variable: Variable) -> Double {
        terms.first(where: { $0.variable === variable })?.coefficient ?? 0
    }

    /// The variables of the expression, in order of first appearance.
    public var variables: [Variable] { terms.map(\.variable) }

    /// The expression multiplied by a number.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression as written, terms first: `2*x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            if text.isEmpty {
                if term.coefficient < 0 { text += "-" }
            } else {
                text += term.coefficient < 0 ? " - " : " + "
            }
            if magnitude != 1 { text += NumberFormatting.string(magnitude) + "*" }
            text += term.variable.description
        }
        if text.isEmpty { return NumberFormatting.string(constant) }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + NumberFormatting.string(abs(constant))
        }
        return text
    }
}
