import Cassowary

/// One solver that answers, again and again, whether a block's implicit
/// rules and a set of its lines can hold together, moving from one set to
/// the next by removing and adding only the lines that differ.
///
/// A deletion filter asks about sets that differ from the last by a line or
/// two; a fresh solver for each costs the whole set every time. Here a set
/// that holds stays in the solver; for one that does not, the solver keeps
/// what it held and the lines it could not add are added when next asked.
/// The verdict is the one a fresh solver gives: a line is
/// refused only when a fresh required-only solver confirms the conflict
/// (``ConflictSearch/certificate``), and when the solver fails for
/// rounding instead the question is asked of a fresh solver.
final class HeldLines {
    private let system: BlockSystem
    private let solver = Solver(conflictSearch: .certificate)
    /// The lines in the solver.
    private var held: Set<Int> = []

    init(system: BlockSystem) {
        self.system = system
        for constraint in system.background { try? solver.addConstraint(constraint) }
    }

    /// Whether the implicit rules and `lines` (in block order) can hold together.
    func hold(_ lines: [Int]) -> Bool { solver(holding: lines) != nil }

    /// A solver holding the implicit rules and `lines` (in block order), nil
    /// when they cannot hold together. It is this object's solver, which the
    /// next question changes, except after a rounding failure.
    func solver(holding lines: [Int]) -> Solver? {
        let wanted = Set(lines)
        for line in held.subtracting(wanted).sorted() {
            try? solver.removeConstraint(system.constraints[line]!)
            held.remove(line)
        }
        for line in lines where !held.contains(line) {
            do {
                try solver.addConstraint(system.constraints[line]!)
                held.insert(line)
            } catch {
                guard case .unsatisfiable = error else {
                    guard case let .holds(fresh) = system.solver(lines: lines, search: .certificate) else { return nil }
                    return fresh
                }
                return nil
            }
        }
        return solver
    }
}
