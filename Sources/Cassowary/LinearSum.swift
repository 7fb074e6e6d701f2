/// A linear expression as the constraint parser builds it: terms keyed by
/// what stands for each name (a variable, or the name's place in a list),
/// combined exactly as ``Expression`` combines terms, so that a sum keyed
/// by names' places gives, bound to one variable a name, the expression
/// the parser gives with variables.
struct LinearSum<Key: Equatable> {
    /// One term per key, in order of first appearance; none is zero.
    private(set) var terms: [(key: Key, coefficient: Double)] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The key with coefficient 1.
    init(_ key: Key) {
        constant = 0
        terms = [(key, 1)]
    }

    /// Adds `coefficient * key` as ``Expression/add(_:_:)`` does.
    mutating func add(_ key: Key, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.key == key }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append((key, coefficient))
        }
    }

    /// Every coefficient and the constant multiplied, as ``Expression/scaled(by:)``.
    func scaled(by factor: Double) -> LinearSum {
        var scaled = LinearSum(constant: constant * factor)
        for term in terms { scaled.add(term.key, term.coefficient * factor) }
        return scaled
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `lhs - rhs`, as ``Expression``'s `-` computes it.
    static func - (lhs: LinearSum, rhs: LinearSum) -> LinearSum {
        var difference = lhs
        let negated = rhs.scaled(by: -1)
        for term in negated.terms { difference.add(term.key, term.coefficient) }
        difference.constant += negated.constant
        return difference
    }
}

extension Expression {
    /// The expression of a sum keyed by variables.
    init(_ sum: LinearSum<Variable>) {
        self.init(sum.terms.map { Term($0.key, $0.coefficient) }, constant: sum.constant)
    }
}
