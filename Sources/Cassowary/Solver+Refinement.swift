extension Solver {
    /// Iterative refinement of the solution, as LP codes do after a
    /// refactorization: each group's equation is evaluated at the current
    /// values (its markers included), and the rows are moved by the
    /// residual as if the group's constant had changed by it
    /// (`shiftMarker(of:by:)`), so that the values solve the original
    /// equations again. The basis stays; the dual simplex mends any bound
    /// the move crossed. A few steps at most, while required constraints
    /// are still off by more than ``Tolerance/refinement``.
    ///
    /// A tableau reaches its basis through hundreds of pivots, and their
    /// rounding stays in the row constants: a fresh solve of 59 random
    /// constraints came out 6.4e-4 off a required `v7 == 81`, on a basis
    /// whose exact solution is made of ninths. Its coefficients were good to
    /// 1e-9, and one step divides the values' error by about that.
    /// - Returns: Whether it moved the solution.
    /// - Complexity: O(size of the constraints), and the rows the markers of
    ///   the corrected groups occur in.
    @discardableResult
    func refineValues() -> Bool {
        var moved = false
        var residuals = measureResiduals()
        if residuals.corrections.isEmpty { return false }
        var violation = requiredViolation
        for _ in 0..<Tolerance.refinementSteps where !residuals.corrections.isEmpty {
            tableau.beginTransaction()
            for correction in residuals.corrections {
                shiftMarker(of: groups[correction.group]!, by: correction.residual)
            }
            do {
                try tableau.dualOptimize()
            } catch {
                tableau.rollBack()
                break
            }
            // A tableau too ill-conditioned for its basis makes the step
            // overshoot: refinement then diverges (a scaled random session
            // went from 1.5e-8 to 4.3e-6 of a required constraint in three
            // steps). A step that leaves the equations or the required
            // constraints further off is undone.
            let after = measureResiduals()
            let violationAfter = requiredViolation
            guard after.worst <= residuals.worst,
                  violationAfter <= max(violation, Tolerance.refinement * 100) else {
                tableau.rollBack()
                break
            }
            tableau.commit(optimal: !defersOptimization)
            moved = true
            (residuals, violation) = (after, violationAfter)
            if violation <= Tolerance.refinement * 100 { break }
        }
        return moved
    }

    /// Each group's equation at the current values, its markers included:
    /// the corrections one step of ``refineValues()`` makes, and the worst
    /// residual relative to the size of its terms (1 at the least). A
    /// residual above ``Tolerance/refinementLimit`` of its terms is not
    /// rounding, and counts for neither. - Complexity: O(size of the
    /// constraints).
    private func measureResiduals() -> (corrections: [(group: Int, residual: Double)], worst: Double) {
        var corrections: [(group: Int, residual: Double)] = []
        var worst = 0.0
        // Groups and records are read in place: a copy of each would retain
        // its fields.
        groups.withUnsafeBufferPointer { groups in
            records.withUnsafeBufferPointer { records in
                for index in groups.indices {
                    let group = groups.baseAddress! + index
                    guard let marker = group.pointee?.marker, marker >= 0,
                          let member = group.pointee!.members.first else { continue }
                    let record = records.baseAddress! + Int(member)
                    guard let constant = record.pointee?.constant else { continue }
                    var residual = residual(of: record.pointee!.constraint, constant: constant)
                    let (other, markerSign) = (group.pointee!.other, group.pointee!.markerSign)
                    residual.add(markerSign, times: tableau.value(of: marker))
                    if other >= 0 { residual.add(-markerSign, times: tableau.value(of: other)) }
                    let size = abs(residual.value)
                    guard size <= Tolerance.refinementLimit * max(1, residual.scale) else { continue }
                    worst = max(worst, size / max(1, residual.scale))
                    if size > Tolerance.refinement * residual.scale { corrections.append((index, residual.value)) }
                }
            }
        }
        return (corrections, worst)
    }
}
