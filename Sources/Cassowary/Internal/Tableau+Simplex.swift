/// Why a simplex loop stopped without an answer.
enum SimplexFailure: Error {
    /// The dual simplex found a restricted row whose subject cannot be
    /// brought back within bounds: the required constraints cannot hold.
    /// The row (a Farkas certificate) names the constraints involved.
    case infeasible(subject: Symbol, row: Row)
    /// The primal simplex found no blocking row (impossible for a bounded
    /// objective) or cycled: a sign that the arithmetic broke down.
    case unbounded(entering: Symbol)
}

extension Tableau {
    /// Makes `entering` the subject of the restricted row at `slot`, whose
    /// subject leaves the basis, and substitutes the new row everywhere.
    mutating func pivot(entering: Symbol, row slot: Int) {
        pivots &+= 1
        willModify(row: slot)
        invalidateValue(of: entering)
        unregister(row: slot)
        let leaving = subjects[slot]
        var row = Row()
        swap(&row, &rows[slot])
        let index = row.index(of: entering)!
        let coefficient = row.entries[index].coefficient
        numerics.notePivot(on: coefficient, largest: row.largestMagnitude)
        row.remove(at: index)
        row.append(leaving, -1)
        row.scale(by: -1 / coefficient)
        dropZeros(of: &row)
        swap(&row, &rows[slot])
        subjects[slot] = entering
        basicRow[Int(entering)] = Int32(slot)
        basicRow[Int(leaving)] = -1
        isPassive[slot] = kind(entering) == .external
        register(row: slot)
        substituteEverywhere(entering, by: rows[slot])
        markIfInfeasible(row: slot)
    }

    /// Queues every non-basic symbol the objective names for the primal
    /// simplex: after a batch of changes whose optimizations waited (see
    /// `Solver.optimizingOnce`), in which a transaction rolled back (a
    /// constraint tried again that still conflicts) clears the queue, and
    /// with it the candidates the changes before it noted.
    mutating func noteEveryObjectiveCandidate() {
        for level in objective.levels {
            level.coefficients.withUnsafeBufferPointer { coefficients in
                for index in 0..<Swift.min(coefficients.count, symbolCount) where coefficients[index] != 0 {
                    noteCandidate(Symbol(index))
                }
            }
        }
    }

    /// The primal simplex: while a non-basic symbol can improve the
    /// lexicographic objective, pivot it in. Bland's rule (lowest symbol
    /// enters; among equal ratios the lowest subject leaves) rules out
    /// cycling on degenerate pivots.
    ///
    /// Bland's proof assumes exact arithmetic. With a zero tolerance the
    /// simplex cycled in random sessions: a reduced cost of 1e-10 (residue
    /// of substitutions) at a higher level counts as zero, a lower level
    /// lets the symbol enter, and substituting the pivot row moved the
    /// higher level by that residue, until another symbol looked improving
    /// there. Reduced costs the simplex takes for zero are therefore not
    /// substituted either (``substituteInObjective(_:by:)``). A candidate
    /// that no row blocks, which a bounded objective cannot have, has a
    /// reduced cost that rounding made improving (-1.2e-8 where the level's
    /// costs reach 10, in a fresh solve of 22 constraints): its reduced
    /// costs are recomputed from their definition
    /// (``recomputeReducedCost(of:weight:)``), which shows that it does not
    /// improve, and the solver refactorizes its tableau after the call.
    /// Where the recomputed cost still improves, a blocking coefficient was
    /// lost to rounding instead, and the loop reports a breakdown rather
    /// than a wrong optimum. In the relative mode a candidate that only
    /// residue blocks is recomputed the same way before that residue is
    /// taken for a pivot. The loop still stops after
    /// ``Tolerance/pivotLimit(rows:)`` pivots and reports a breakdown, which
    /// the caller's transaction rolls back.
    ///
    /// `weight` gives the weight a symbol carries at the level of a
    /// priority in the objective as written: an optional constraint's
    /// weight for its errors, 0 for every other symbol.
    ///
    /// `holdsPulls` says whether a level holds a pull's cost (see
    /// `Solver+Pulls.swift`). A candidate that nothing blocks and whose
    /// first non-zero reduced cost is at such a level is one whose pull's
    /// promise does not hold for now: a stack whose chain is taken apart
    /// between two calls. It stays where it is, the level short of its
    /// optimum, and is queued again at the next run, when the chain may
    /// block it again.
    mutating func optimize(weight: (Symbol, _ priority: Double) -> Double,
                           holdsPulls: (_ priority: Double) -> Bool = { _ in false }) throws(SimplexFailure) {
        var pivots = 0
        let limit = Tolerance.pivotLimit(rows: rows.count)
        while let deferred = unboundedByPulls.popFirst() { entering.insert(deferred) }
        while let candidate = entering.popFirst() {
            if precision.isRelative { reviseDoubtfulReducedCost(of: candidate, weight: weight) }
            let direction = improvingDirection(of: candidate)
            if direction == 0 { continue }
            // Rows where the candidate's coefficient is residue do not block
            // it, and lose that residue; in the relative mode, only while
            // another row blocks: without one, a small coefficient is real.
            // (Pivoting on residue when nothing else blocks broke a required
            // constraint by 15 % in a random session, in the absolute mode.)
            var slot: Int
            if precision.isRelative {
                slot = blockingRow(for: candidate, direction: direction, skipping: .residue)
                if slot >= 0 {
                    purgeResidue(ofColumn: candidate)
                } else if recomputeReducedCost(of: candidate, weight: weight) {
                    continue
                } else {
                    slot = blockingRow(for: candidate, direction: direction, skipping: .noise)
                }
            } else {
                purgeResidue(ofColumn: candidate)
                slot = blockingRow(for: candidate, direction: direction, skipping: .nothing)
            }
            pivots += 1
            if pivots > limit { throw .unbounded(entering: candidate) }
            if slot < 0 {
                if let level = objective.leadingLevel(of: candidate, precision: precision),
                   holdsPulls(objective[level].priority) {
                    unboundedByPulls.insert(candidate)
                    continue
                }
                // Every level of errors is bounded below: a reduced cost
                // that would improve one without limit is residue, or a
                // blocking coefficient was lost to rounding.
                guard recomputeReducedCost(of: candidate, weight: weight) else { throw .unbounded(entering: candidate) }
                noteCandidate(candidate)
                continue
            }
            if precision.isRelative && passesOver(candidate, blockedBy: slot) { continue }
            pivot(entering: candidate, row: slot)
        }
    }

    /// In the relative mode, whether the primal simplex passes over
    /// `candidate` rather than pivot it in through the row at `slot`: at
    /// worst it then misses an improvement of a level by rounding.
    ///
    /// - When the candidate's improvement is likely rounding twice over:
    ///   its lead is doubtful (see ``Objective/leadIsDoubtful(_:)``, and
    ///   recomputed already) and the row holds it at less than
    ///   ``Tolerance/cancellation`` of the row's largest coefficient, about
    ///   what substitutions leave where 0 was meant. Both are then usually
    ///   one residue entry, once as the coefficient and once, times the
    ///   weight of the row's subject, as the cost, and the move they ask
    ///   for is their ratio however small they are. A fresh solve of 14
    ///   scaled constraints pivoted on 1.03e-13 of its row's largest for a
    ///   cost of -1.03e-12, moved a slack by 6e16, and broke a required
    ///   constraint by 20 % (scaled seed 2, step 2 959); HiGHS's optimum
    ///   leaves that level where it was. A real coefficient can be steep
    ///   too: 1e-9 of its row in `BadlyScaledSystemTests ›
    ///   aSmallOptionalConstraintIsNotIgnored`, whose pivot this must allow.
    /// - While a call that broke a required constraint after a steep pivot
    ///   is made again (`Numerics.refusesSteepPivots`), when the row holds it at
    ///   less than ``Tolerance/residue`` of its largest, whatever its cost:
    ///   the dual simplex then refuses such pivots too. Residue of a
    ///   cancellation among far larger terms can be steep without looking
    ///   like residue next to its row's largest: a fresh solve of 23
    ///   scaled constraints pivoted on 1.3e-7 of its row for a cost as
    ///   large next to its level, in the first attempt and in a retry that
    ///   refused only doubtful costs, and broke a required constraint by
    ///   16 % (scaled seed 17, step 2 847); the same system with one more
    ///   required constraint than above pivoted on 3.3e-12.
    private func passesOver(_ candidate: Symbol, blockedBy slot: Int) -> Bool {
        let coefficient = rows[slot].coefficient(of: candidate), largest = rows[slot].largestMagnitude
        if numerics.refusesSteepPivots { return Numerics.isSteep(coefficient, largest: largest) }
        return abs(coefficient) < Tolerance.cancellation * largest && objective.leadIsDoubtful(candidate)
    }

    /// Whether the primal simplex may have passed over `candidate`, an
    /// improving symbol (see ``passesOver(_:blockedBy:)``, as in a retry):
    /// the one improving symbol an optimal tableau may keep.
    func mayBePassedOver(_ candidate: Symbol) -> Bool {
        guard precision.isRelative else { return false }
        let direction = improvingDirection(of: candidate)
        var slot = blockingRow(for: candidate, direction: direction, skipping: .residue)
        if slot < 0 { slot = blockingRow(for: candidate, direction: direction, skipping: .noise) }
        return slot >= 0 && Numerics.isSteep(rows[slot].coefficient(of: candidate), largest: rows[slot].largestMagnitude)
    }

    /// The ratio test: the restricted row whose subject first reaches its
    /// bound as `candidate` moves in `direction`, or -1 when none does.
    /// Two passes keep the choice independent of the order of the column
    /// list: the smallest ratio, then among the ratios that tie with it the
    /// lowest subject (Bland). In the relative mode the largest coefficient
    /// relative to its row goes first (the steadiest pivot: on a degenerate
    /// vertex every zero ratio ties, and dividing by a coefficient that is
    /// mostly rounding would magnify it).
    private func blockingRow(for candidate: Symbol, direction: Double, skipping small: SmallCoefficients) -> Int {
        var smallest = Double.infinity
        for occurrence in column[Int(candidate)] where !isSkipped(occurrence, small) {
            if let ratio = ratio(of: occurrence, direction: direction) { smallest = min(smallest, ratio) }
        }
        var bestSlot = -1
        var bestSubject = Symbol.max
        var bestSize = 0.0
        for occurrence in column[Int(candidate)] where !isSkipped(occurrence, small) {
            guard let ratio = ratio(of: occurrence, direction: direction),
                  ratio <= smallest + precision.tie(ratio, smallest) else { continue }
            let slot = Int(occurrence.slot)
            let size = precision.isRelative ? relativeSize(of: occurrence) : 0
            let subject = subjects[slot]
            if size > bestSize || (size == bestSize && subject < bestSubject) {
                bestSlot = slot
                bestSubject = subject
                bestSize = size
            }
        }
        return bestSlot
    }

    /// |coefficient| at `occurrence` over the largest |coefficient| of its row.
    private func relativeSize(of occurrence: Occurrence) -> Double {
        let row = rows[Int(occurrence.slot)]
        return abs(row.entries[Int(occurrence.position)].coefficient) / row.largestMagnitude
    }

    /// How far the entering symbol can move in `direction` before the
    /// subject of the row at `occurrence` reaches its bound, or nil when
    /// that subject does not limit the move. A dummy subject cannot move.
    private func ratio(of occurrence: Occurrence, direction: Double) -> Double? {
        let slot = Int(occurrence.slot)
        let rate = rows[slot].entries[Int(occurrence.position)].coefficient * direction
        if kind(subjects[slot]) == .dummy {
            return precision.isZero(rate) ? nil : 0
        }
        guard precision.isNegative(rate) else { return nil }
        return max(0, rows[slot].constant) / -rate
    }

    /// The dual simplex: while a restricted row is infeasible, pivot its
    /// subject out for the symbol that keeps the objective optimal (the
    /// lexicographically smallest ratio of reduced cost to coefficient).
    mutating func dualOptimize() throws(SimplexFailure) {
        while let subject = infeasible.popFirst() {
            let slot32 = basicRow[Int(subject)]
            guard slot32 >= 0, isInfeasible(row: Int(slot32)) else { continue }
            let slot = Int(slot32)
            // As in the primal simplex, residue does not enter, and leaves
            // the row. Unlike the primal simplex's, a row that only residue
            // could mend is infeasible in the relative mode too: two
            // parallel required constraints 21.4 apart, whose expansion
            // left 8.7e-14 of the row's largest coefficient on a variable,
            // were both accepted through it, with values near 1e19 at which
            // both hold to within rounding of their terms.
            var best: Symbol
            if precision.isRelative {
                best = enteringSymbol(forRow: slot, skipping: numerics.dualSimplexSkips)
                if best >= 0 { purgeResidue(inRow: slot) }
            } else {
                purgeResidue(inRow: slot)
                best = enteringSymbol(forRow: slot, skipping: .nothing)
            }
            if best < 0 {
                infeasible.removeAll()
                throw .infeasible(subject: subject, row: rows[slot])
            }
            pivot(entering: best, row: slot)
        }
    }

    /// The symbol that enters through the infeasible row at `slot` in the
    /// dual simplex, or -1 when none can: the lexicographically smallest
    /// ratio of reduced cost to coefficient among the symbols that move the
    /// subject towards its bound.
    private func enteringSymbol(forRow slot: Int, skipping small: SmallCoefficients) -> Symbol {
        let row = rows[slot]
        let largest = small == .nothing ? 0 : row.largestMagnitude
        let mustIncrease = row.constant < 0
        var best: Symbol = -1
        var bestCoefficient = 0.0
        for index in 0..<row.count {
            let symbol = row.entries[index].symbol
            let coefficient = row.entries[index].coefficient
            if isSkipped(coefficient, largest: largest, small) { continue }
            switch kind(symbol) {
            case .dummy:
                continue
            case .external:
                if precision.isZero(coefficient) { continue }
            case .slack, .error:
                if mustIncrease ? !precision.isPositive(coefficient) : !precision.isNegative(coefficient) { continue }
            }
            let magnitude = abs(coefficient)
            if best < 0 || objective.ratio(symbol, magnitude, isBelow: best, bestCoefficient, precision: precision) {
                best = symbol
                bestCoefficient = magnitude
            }
        }
        return best
    }
}

/// The coefficients a pivot choice passes over.
enum SmallCoefficients {
    /// None: the choice sees every coefficient.
    case nothing
    /// Residue (see `Tableau.isResidue(_:inRow:)`): the first choice.
    case residue
    /// Below ``Tolerance/noise`` of the largest of their row: in the
    /// relative mode, the primal simplex's choice when nothing but residue
    /// would block.
    case noise
    /// Below ``Tolerance/residue`` of the largest of their row: in the
    /// relative mode, the dual simplex's while steep pivots are refused
    /// (`Numerics.refusesSteepPivots`).
    case steep
}

extension Tableau {
    /// Whether a pivot choice skipping `small` coefficients passes over the one at `occurrence`.
    private func isSkipped(_ occurrence: Occurrence, _ small: SmallCoefficients) -> Bool {
        switch small {
        case .nothing: false
        // The row's largest only when needed (see `isResidue(_:inRow:)`).
        case .residue: isResidue(at: occurrence)
        case .noise, .steep:
            isSkipped(rows[Int(occurrence.slot)].entries[Int(occurrence.position)].coefficient,
                      largest: rows[Int(occurrence.slot)].largestMagnitude, small)
        }
    }

    /// Whether a pivot choice skipping `small` coefficients passes over
    /// `coefficient`, in a row whose largest |coefficient| is `largest`.
    private func isSkipped(_ coefficient: Double, largest: Double, _ small: SmallCoefficients) -> Bool {
        switch small {
        case .nothing: false
        case .residue: isResidue(coefficient, largest: largest)
        case .noise: abs(coefficient) < Tolerance.noise * largest
        case .steep: Numerics.isSteep(coefficient, largest: largest)
        }
    }
}

extension Tableau {
    /// Whether a coefficient of the restricted row at `slot` is residue: a
    /// sum that should have cancelled and drifted above
    /// zero, recognisable by being below ``Precision/residueFraction`` times
    /// the row's largest coefficient.
    /// Pivoting on it would divide by noise and blow it up into the solution.
    func isResidue(_ coefficient: Double, inRow slot: Int) -> Bool {
        // Layout coefficients are seldom far below 1: scan only then.
        guard abs(coefficient) < 1 else { return false }
        return isResidue(coefficient, largest: rows[slot].largestMagnitude)
    }

    /// Whether `coefficient` is residue in a row whose largest |coefficient|
    /// is `largest` (see ``isResidue(_:inRow:)``).
    @inline(__always)
    func isResidue(_ coefficient: Double, largest: Double) -> Bool {
        let magnitude = abs(coefficient)
        return magnitude < 1 && largest > magnitude / precision.residueFraction
    }

    /// Removes the residue (see ``isResidue(_:inRow:)``) of `symbol` from
    /// the restricted rows, before `symbol` enters the basis: the ratio test
    /// that follows is then exact for the tableau as it stands.
    mutating func purgeResidue(ofColumn symbol: Symbol) {
        // No allocation when, as almost always, the column holds no residue.
        guard column[Int(symbol)].contains(where: isResidue(at:)) else { return }
        let slots = column[Int(symbol)].filter(isResidue(at:)).map { Int($0.slot) }
        for slot in slots { _ = remove(symbol, fromRow: slot) }
    }

    /// Whether the entry at `occurrence` is residue (see ``isResidue(_:inRow:)``).
    private func isResidue(at occurrence: Occurrence) -> Bool {
        isResidue(rows[Int(occurrence.slot)].entries[Int(occurrence.position)].coefficient, inRow: Int(occurrence.slot))
    }

    /// Removes the residue from a restricted row, before the dual simplex
    /// chooses the symbol that enters through it.
    mutating func purgeResidue(inRow slot: Int) {
        // The row's largest coefficient once, and no allocation when, as
        // almost always, the row holds no residue: the dual simplex runs on
        // every suggestion.
        let largest = rows[slot].largestMagnitude
        guard rows[slot].entries.contains(where: { isResidue($0.coefficient, largest: largest) }) else { return }
        let symbols = rows[slot].entries.filter { isResidue($0.coefficient, largest: largest) }.map(\.symbol)
        for symbol in symbols { _ = remove(symbol, fromRow: slot) }
    }
}
