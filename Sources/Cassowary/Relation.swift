/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `==`
    case equal
    /// `<=`
    case lessThanOrEqual
    /// `>=`
    case greaterThanOrEqual

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation with its sides swapped (`<=` becomes `>=`).
    public var reversed: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
