/// A column of the tableau: a dense index, assigned in creation order. The
/// order doubles as Bland's order, so ties are broken by creation.
typealias Symbol = Int32

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; never negative.
    case slack
    /// The error of an optional constraint; never negative.
    case error
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy

    /// Whether the symbol is kept non-negative (everything but externals).
    var isRestricted: Bool { self != .external }
}
