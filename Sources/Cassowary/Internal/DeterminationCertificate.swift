/// What a search of ``Solver/surelyDetermined(_:above:incrementally:)``
/// proved, kept in the tableau so that the next search over the same
/// variables walks only the rows that changed since.
///
/// The search proved every symbol it met fixed (it stores a certificate
/// only when all the variables it was asked about are) and left each
/// marked with its generation. A symbol's verdict reads only its own row
/// (a basic symbol) or its reduced costs (a non-basic one), so a verdict
/// can change only where a committed transaction saved, added or took a
/// row, or wrote an objective coefficient: the transaction's journal
/// names exactly those, and ``touched`` collects the symbols at each
/// commit. The next search forgets the verdicts of the touched symbols
/// that a row still walked names, and walks them again; every other
/// verdict stands.
///
/// What the journal does not name spoils the certificate, and the next
/// search starts afresh: a row changed outside a transaction (counted by
/// `Tableau.unjournaledRowChanges`), symbols renumbered or dropped, other
/// objective levels above the priority, the relative mode, a verdict that
/// rested on a blocked slack (which reads other rows' constants), or more
/// touched symbols than a fresh walk would be worth.
struct DeterminationCertificate {
    /// The variables' symbols, in the order asked.
    let symbols: [Symbol]
    /// The priority the search read the objective above.
    let priority: Double
    /// The priorities of the objective's levels above `priority`.
    let levelPriorities: [Double]
    /// The generation of the search's marks (see `DeterminationMarks`).
    let generation: UInt32
    /// `Tableau.unjournaledRowChanges` when the search ran.
    let unjournaledRowChanges: UInt64
    /// Symbols whose verdict may have changed since, with repeats.
    var touched: [Symbol] = []
    /// Whether a change the journal does not name happened since.
    var isSpoiled = false

    /// The touched symbols past which a fresh search is cheaper than
    /// walking them again, at the least.
    static let touchedAllowance = 4096
}

extension Tableau {
    /// Adds what the transaction being committed changed to the
    /// determination certificate's touched symbols: the subjects of every
    /// row it saved (before and after), added or took from the free list,
    /// and every symbol whose objective coefficient it wrote.
    /// - Complexity: O(the journal's entries).
    mutating func noteCommittedChangesForCertificate() {
        guard determinationCertificate != nil, let journal else { return }
        var touched: [Symbol] = []
        swap(&touched, &determinationCertificate!.touched)
        defer { swap(&touched, &determinationCertificate!.touched) }
        for saved in journal.saved {
            if saved.subject >= 0 { touched.append(saved.subject) }
            if subjects[saved.slot] >= 0 { touched.append(subjects[saved.slot]) }
        }
        for slot in journal.appended where slot < rows.count && subjects[slot] >= 0 {
            touched.append(subjects[slot])
        }
        for slot in journal.freeRowChanges where slot >= 0 && subjects[Int(slot)] >= 0 {
            touched.append(subjects[Int(slot)])
        }
        for note in journal.objectiveCoefficients { touched.append(note.symbol) }
        if touched.count > max(DeterminationCertificate.touchedAllowance, symbolCount / 4) {
            touched.removeAll()
            determinationCertificate!.isSpoiled = true
        }
    }
}
