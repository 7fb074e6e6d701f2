import Cassowary

// Outside a layout pass, the equations the engine makes wait out of the
// solver: those of constraints activated together (`activate([...])`), an
// item's content-size constraints (hugging and compression resistance),
// made as the application sets its intrinsic size or content, and its
// non-negative floors, made as it joins the tree. They go into the solver
// together at its next use, in the steps `Solver.addConstraints` makes:
// a screen built cell by cell, each cell's constraints activated and its
// leaves' sizes set in turn, then costs the solver one batch, its tables
// grown once, rather than a few transactions a cell. Every use of the
// solver goes through `LayoutEngine.solver`, which adds them first, so
// the solver meets every equation in the order the engine made it, as if
// each had gone in at once: the same solution, the same conflicts. A
// step that fails is added again one equation at a time, and a conflict
// is decided and reported then, as it would have been when it was made.
// While one waits its constraint counts as held, and asking whether a
// constraint is broken (`LayoutConstraint.isBroken`) adds them first. In
// a layout pass, which reads what broke before it next solves, each goes
// in at once.

/// An equation made outside a layout pass but not yet in the solver. It holds no
/// item: the engine would keep its tree alive through it.
struct WaitingEquation {
    let constraint: LayoutConstraint
    let equation: Constraint
}

extension LayoutEngine {
    /// Runs `body`, in which the content-size and floor equations made may
    /// wait when no layout pass is running.
    func lettingGeneratedEquationsWait(_ body: () -> Void) {
        let mayWait = generatedEquationsMayWait
        generatedEquationsMayWait = !isLayingOut
        defer { generatedEquationsMayWait = mayWait }
        body()
    }

    /// Adds the equations that wait, oldest first, in steps
    /// (`Solver.addInSteps`); the equations of a step that fails go in one
    /// at a time, as each would have when it was made.
    func addWaitingEquations() {
        let waiting = tree.waitingEquations
        tree.waitingEquations = []
        // A conflict decided below may enforce a content-size constraint
        // or a floor again: it goes in at once.
        let mayWait = generatedEquationsMayWait
        generatedEquationsMayWait = false
        defer { generatedEquationsMayWait = mayWait }
        heldSolver.addInSteps(waiting.map(\.equation)) { index in
            let entry = waiting[index]
            entry.constraint.solverConstraint = nil
            tree.layoutConstraintOfSolverConstraint?[ObjectIdentifier(entry.equation)] = nil
            insert(entry.equation, of: entry.constraint, entry.constraint.items)
        }
    }
}
