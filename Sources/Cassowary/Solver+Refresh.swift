/// Keeping rounding in check over long sessions.
///
/// Every call does floating-point arithmetic on the tableau, and its
/// rounding accumulates: after thousands of calls on a badly scaled system,
/// coefficients that should cancel are left as residue, constants drift,
/// and residue in a higher priority's reduced costs can hide an improvement
/// at a lower one. LP codes refactorize their basis now and then for the
/// same reason. The solver checks for drift after every so many successful
/// calls, and after a call once the substitutions since the last check
/// have written twice as many entries as the tableau holds, or as 64 if it
/// holds fewer (so a check costs at most about half the work it follows):
/// in dense random sessions error grew by factors of 10 to 1 000 within
/// single calls of dozens of pivots, and a check every 100 calls came too
/// late. When a check finds drift, the solver refactorizes its tableau:
/// every row is recomputed for the current basis from the constraints'
/// own equations (`Solver+Refactorization.swift`), so the coefficients are
/// as accurate as the basis allows, whatever path of pivots led there. In
/// the relative mode every check refactorizes: its tolerances hide the
/// residue by which the absolute mode sees drift, and scaled random
/// sessions drifted to a worse optimum between checks. Only when the
/// elimination breaks down does the solver rebuild its tableau from its
/// own records instead: the same constraints in the same order, with
/// their current constants, priorities and weights, and the same edit
/// variables, which gives what a fresh solver would. Either way the check
/// ends by refining the values against the constraints
/// (`Solver+Refinement.swift`).
///
/// In the absolute mode, a call that adds a required constraint or moves
/// the constant of one ends by measuring it (O(its terms)), and when it is
/// off by more than ``promisedAccuracy``, recomputes the tableau as a check
/// would. The new row is expanded over the basis as it stands, whose rows
/// may hold a value as the difference of far larger ones: a fresh solve of
/// three constraints and an edit, coefficients 0.1 to 30 000 and values up
/// to 480 000, left `-30000*v10 == 0.286` 7.3e-7 off (v10 was 480000.25
/// less an edit's error of 480000.2500095333), until a refactorization
/// solved for v10 directly (`BadlyScaledSystemTests ›
/// aRequiredConstraintAddedOverLargeValuesHolds`). A constant's move skips
/// the rows where the marker's coefficient looks like residue of its row
/// (`shiftRows`), and a row solved for one variable can hold a real
/// coefficient that small: `50000*v1 - 3000000*v2 + 10*v4 >= -3300` solved
/// for v1 names the slack with 2e-5 beside v2's 60, so that moving its
/// constant to -15100 left v1 where it was and the constraint wholly off
/// (`BadlyScaledSystemTests › aConstantMovedThroughASmallCoefficientHolds`).
///
/// In the relative mode, moreover, a call after which no check is due, but
/// which changed rows already in the tableau (adding a lazy row does not),
/// still ends by measuring the required constraints (O(their size)). Past
/// ``Tolerance/drift`` it refines the values, and when that does not bring
/// them within ``promisedAccuracy``, it recomputes the tableau as a check
/// would. A badly scaled system turns a coefficient's rounding into a
/// value's error as large as the moves it makes: one constant change of
/// 3.3e10 units left a required constraint 2.9e-6 off
/// (`BadlyScaledSystemTests › aLargeConstantChangeKeepsTheRequiredConstraints`),
/// and one suggestion of 1.8e11, 1.1e-7
/// (`BadlyScaledSystemTests › aFarSuggestionKeepsTheRequiredConstraints`).
///
/// In either mode, a call that brought a row constant from beyond
/// ``Tolerance/cancelledMagnitude`` down to a small share of itself measures
/// the required constraints, as the relative mode does after every call: the
/// smaller number keeps the rounding of the larger. A gap of 1e12 (the
/// layout engine's limit, which a runaway loop reaches) set back to 0.456
/// left a constraint 5e-5 off near 100
/// (`CancelledConstantTests › aConstantBroughtBackFromFarHoldsItsConstraintsAsPromised`).
extension Solver {
    /// The largest violation of a required constraint at the current
    /// values, relative to the size of the numbers it is computed from (the
    /// constant and every |coefficient × value|, 1 at the least).
    ///
    /// Rounding makes it about 1e-15 for well-scaled layouts. Above
    /// ``promisedAccuracy`` the system is too badly scaled for double
    /// precision (coefficients or constants many orders of magnitude apart,
    /// near-parallel constraints): the values are the best the solver can
    /// find, but it cannot promise them to that tolerance.
    /// - Complexity: O(size of the required constraints).
    public var requiredViolation: Double {
        var worst = 0.0
        // Read in place: a copy of each record would retain its fields.
        records.withUnsafeBufferPointer { records in
            for index in records.indices {
                let record = records.baseAddress! + index
                guard let priority = record.pointee?.priority, priority == 1000 else { continue }
                let (error, scale) = error(of: record.pointee!.constraint, constant: record.pointee!.constant)
                worst = max(worst, error / max(1, scale))
            }
        }
        return worst
    }

    /// How far the record's constraint is from holding at the current
    /// values, relative to the size of its terms (1 at the least): its
    /// share of ``requiredViolation``. - Complexity: O(its terms).
    func violation(of record: borrowing ConstraintRecord) -> Double {
        let (error, scale) = error(of: record)
        return error / max(1, scale)
    }

    /// How far the record's constraint is from holding at the current
    /// values, and the size of the numbers that is computed from (the
    /// constant and every |coefficient × value|). - Complexity: O(its terms).
    func error(of record: borrowing ConstraintRecord) -> (error: Double, scale: Double) {
        error(of: record.constraint, constant: record.constant)
    }

    /// ``error(of:)`` of a record holding `constraint` with `constant`.
    private func error(of constraint: Constraint, constant: Double) -> (error: Double, scale: Double) {
        let residual = residual(of: constraint, constant: constant)
        let error = switch constraint.relation {
        case .equal: abs(residual.value)
        case .lessThanOrEqual: max(0, residual.value)
        case .greaterThanOrEqual: max(0, -residual.value)
        }
        return (error, residual.scale)
    }

    /// The largest difference between an optional level's objective as
    /// the tableau holds it and as the constraints give it at the current
    /// values (Σ weight × error), relative to the level's size (Σ weight ×
    /// the size of each constraint's terms, 1 at the least). Rounding keeps
    /// it near 1e-15; a pivot on residue leaves the tableau believing a
    /// solution the values do not have. - Complexity: O(size of the
    /// optional constraints).
    var levelDisagreement: Double {
        var measured: [Double: (value: Double, size: Double)] = [:]
        for case let record? in records where !record.isRequired {
            let (error, scale) = error(of: record)
            measured[record.priority, default: (0, 0)].value += record.weight * error
            measured[record.priority, default: (0, 0)].size += record.weight * max(1, scale)
        }
        var worst = 0.0
        for index in 0..<tableau.objective.count {
            let level = tableau.objective[index]
            guard let (value, size) = measured[level.priority] else { continue }
            worst = max(worst, abs(value - level.constant) / max(1, size))
        }
        return worst
    }

    /// The record's normal form, `constant + Σ coefficient × variable`, at
    /// the current values.
    func residual(of record: borrowing ConstraintRecord) -> Residual {
        residual(of: record.constraint, constant: record.constant)
    }

    /// The constraint's normal form at the current values, with `constant`
    /// (its record's, which edits and constant changes move) for its own.
    func residual(of constraint: Constraint, constant: Double) -> Residual {
        var residual = Residual(constant: constant)
        for term in constraint.expression.terms {
            residual.add(term.coefficient, times: tableau.value(of: symbolOfVariable[ObjectIdentifier(term.variable)]!))
        }
        return residual
    }

    /// The relative accuracy the solver promises for required constraints
    /// (see ``requiredViolation``).
    public static let promisedAccuracy = 1e-7

    /// The calls between two drift checks: at least
    /// ``Tolerance/driftCheckInterval``, and as many as there are records.
    var driftCheckInterval: Int { max(Tolerance.driftCheckInterval, records.count) }

    /// Counts a successful public call and, every so many calls or after
    /// enough substitution work (see above), refactorizes the tableau if
    /// rounding has drifted and refines the values.
    func noteSuccessfulCall(measuring constraint: Constraint? = nil) {
        guard !isProbing else { return }
        reclaimSymbolsIfDue()
        let changedRows = tableau.numerics.changedRowCount
        defer { tableau.numerics.forgetChanges() }
        if tableau.numerics.asksForRefactorization {
            // The simplex found a reduced cost that rounding had made wrong,
            // and the rest of a drifted objective can be wrong too (a long
            // session ended 20 % above a level's optimum), or it took a steep
            // pivot in the relative mode (a scaled session ended a level far
            // above a fresh solve's optimum): refactorize now, and solve
            // afresh.
            recomputeTableau()
            tableau.numerics.recomputedReducedCost = false
            tableau.numerics.tookSteepPivot = false
            tableau.numerics.callsSinceDriftCheck = 0
            return
        }
        tableau.numerics.callsSinceDriftCheck += 1
        let interval = driftCheckInterval
        guard tableau.numerics.isDriftCheckDue(interval: interval) else {
            // The relative mode checks the required constraints after every
            // call that changed rows, the absolute mode a required
            // constraint just added or moved (see above).
            if tableau.precision.isRelative {
                if changedRows > 0 && requiredViolation > Tolerance.drift {
                    refineValues()
                    if requiredViolation > Self.promisedAccuracy { recomputeTableau() }
                }
            } else if let constraint, isOffItsPromise(constraint) {
                recomputeTableau()
            } else if tableau.numerics.cancelledConstant > Tolerance.cancelledMagnitude
                        && requiredViolation > Self.promisedAccuracy {
                refineValues()
                if requiredViolation > Self.promisedAccuracy { recomputeTableau() }
            }
            return
        }
        tableau.numerics.startDriftCheckCount(tableauSize: tableau.rows.reduce(records.count) { $0 + $1.count })
        let violation = requiredViolation
        if tableau.precision.isRelative || violation > Tolerance.drift || tableau.holdsResidue {
            recomputeTableau()
        } else if refineValues() {
            // The values were off and are mended; the coefficients hold.
        } else if violation > Tolerance.driftWatch {
            // Close to drifting: look again soon (see Tolerance.driftWatch).
            tableau.numerics.callsSinceDriftCheck = interval - interval / Tolerance.driftWatchFactor
        }
    }

    /// Whether `constraint`, required and just added or moved, is off by
    /// more than ``promisedAccuracy`` (see above). - Complexity: O(its terms).
    func isOffItsPromise(_ constraint: Constraint) -> Bool {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else { return false }
        // Read in place: a copy of the record would retain its fields.
        let constant: Double? = records.withUnsafeBufferPointer { records in
            guard let priority = records[Int(index)]?.priority, priority == 1000 else { return nil }
            return records[Int(index)]!.constant
        }
        guard let constant else { return false }
        let (error, scale) = error(of: constraint, constant: constant)
        return error / max(1, scale) > Self.promisedAccuracy
    }

    /// Refactorizes the tableau, or rebuilds it when the elimination breaks
    /// down, and refines the values (see above). When the required
    /// constraints are then still off by more than ``promisedAccuracy``, the
    /// basis itself is too ill-conditioned for the elimination: the solver
    /// rebuilds its tableau, as a fresh solver would find it, and then,
    /// if that falls short too, with the required constraints added first,
    /// and keeps whichever is most accurate. The second order gives each
    /// required constraint's variables rows of their own before optional
    /// constraints and edits express them through larger values: three
    /// constraints and an edit whose refactorization and rebuild both left
    /// `-30000*v10 == 0.286` 7.3e-7 off hold it exactly
    /// (`BadlyScaledSystemTests › aRequiredConstraintAddedOverLargeValuesHolds`).
    /// When none keeps the promise, the system is beyond what double
    /// precision can solve to it, and ``requiredViolation`` says by how
    /// much. Every call that changes rows then recomputes the tableau again
    /// (a rebuild of the system as changed may keep the promise), so a
    /// system stuck at that limit costs two rebuilds per call.
    private func recomputeTableau() {
        let refactorized = refactor()
        if !refactorized { refresh() }
        refineValues()
        var best = (state: state, violation: requiredViolation)
        // A rebuild in the order already tried would walk its path again.
        var orders = refactorized ? [false] : []
        if requiredConstraintsFollowOptionalOnes { orders.append(true) }
        for requiredFirst in orders where best.violation > Self.promisedAccuracy {
            guard refresh(requiredFirst: requiredFirst) else { continue }
            refineValues()
            let violation = requiredViolation
            if violation < best.violation { best = (state, violation) }
        }
        state = best.state
    }

    /// Whether an optional constraint or edit was added before some
    /// required constraint: whether a rebuild with the required ones first
    /// takes another order.
    private var requiredConstraintsFollowOptionalOnes: Bool {
        let order = activeRecords()
        guard let firstOptional = order.firstIndex(where: { !$0.isRequired }),
              let lastRequired = order.lastIndex(where: \.isRequired) else { return false }
        return firstOptional < lastRequired
    }

    /// Rebuilds the tableau from the records (see above), in `precision`
    /// (by default the tableau's own), adding them in the order they were
    /// added, or the required ones first. When a record cannot be added
    /// again (only a numerical breakdown could cause that), the solver stays
    /// as it was. Returns whether it rebuilt.
    @discardableResult
    func refresh(precision: Precision? = nil, requiredFirst: Bool = false) -> Bool {
        let fresh = Solver(conflictSearch: conflictSearch)
        fresh.tableau.numerics = tableau.numerics.rebuilding(in: precision ?? tableau.precision)
        // The variables keep the order in which the solver first saw them.
        for variable in variableOfSymbol where variable != nil { _ = fresh.symbol(for: variable!) }
        var order = activeRecords()
        if requiredFirst { order = order.filter(\.isRequired) + order.filter { !$0.isRequired } }
        for record in order {
            fresh.nextSequence = record.sequence
            do {
                try fresh.insertTransaction(record.constraint, constant: record.constant, priority: record.priority,
                                            weight: record.weight, isEdit: record.isEdit, isPull: record.isPull)
            } catch {
                return false
            }
        }
        state = fresh.state
        return true
    }

    /// Everything a rebuild replaces: the tableau and the bookkeeping that
    /// names its symbols, rows and groups.
    struct TableauState {
        var tableau: Tableau
        var variableOfSymbol: [Variable?]
        var groupOfSymbol: [Int32]
        var symbolOfVariable: IdentityTable
        var records: [ConstraintRecord?]
        var freeRecords: [Int32]
        var recordOfConstraint: IdentityTable
        var groups: [ConstraintGroup?]
        var freeGroups: [Int32]
        var groupOfKey: IndexTable<GroupKey>
        var aliasDependents: [Int32: [Int32]]
        var levelMembers: PriorityCounts
        var mayHoldEmptyLevels: Bool
    }

    var state: TableauState {
        get {
            TableauState(tableau: tableau, variableOfSymbol: variableOfSymbol, groupOfSymbol: groupOfSymbol,
                         symbolOfVariable: symbolOfVariable, records: records, freeRecords: freeRecords,
                         recordOfConstraint: recordOfConstraint, groups: groups, freeGroups: freeGroups,
                         groupOfKey: groupOfKey, aliasDependents: aliasDependents, levelMembers: levelMembers,
                         mayHoldEmptyLevels: mayHoldEmptyLevels)
        }
        set {
            // Another tableau may have another basis: counted as a pivot
            // after the current one's.
            let pivots = tableau.pivots
            tableau = newValue.tableau
            tableau.pivots = pivots &+ 1
            variableOfSymbol = newValue.variableOfSymbol
            groupOfSymbol = newValue.groupOfSymbol
            symbolOfVariable = newValue.symbolOfVariable
            records = newValue.records
            freeRecords = newValue.freeRecords
            recordOfConstraint = newValue.recordOfConstraint
            groups = newValue.groups
            freeGroups = newValue.freeGroups
            groupOfKey = newValue.groupOfKey
            aliasDependents = newValue.aliasDependents
            levelMembers = newValue.levelMembers
            mayHoldEmptyLevels = newValue.mayHoldEmptyLevels
        }
    }
}

extension Tableau {
    /// Whether a row or an objective level holds a coefficient that is
    /// negligible next to the largest of its row or level, yet above what
    /// one rounding leaves: residue of a cancellation, a sign of drift.
    /// Not in the relative mode, whose badly scaled rows hold such
    /// coefficients for real.
    var holdsResidue: Bool {
        if precision.isRelative { return false }
        for slot in rows.indices where subjects[slot] >= 0 {
            let found = rows[slot].entries.withUnsafeBufferPointer { entries in
                Self.holdsResidue(entries.count) { entries[$0].coefficient }
            }
            if found { return true }
        }
        // A level has room for more symbols than there are; past them it is 0.
        return objective.levels.contains { level in
            level.coefficients.withUnsafeBufferPointer { coefficients in
                Self.holdsResidue(Swift.min(coefficients.count, symbolCount)) { coefficients[$0] }
            }
        }
    }

    /// Whether any of the `count` coefficients is residue of the largest.
    @inline(__always)
    private static func holdsResidue(_ count: Int, _ coefficient: (Int) -> Double) -> Bool {
        var largest = 0.0
        for index in 0..<count { largest = max(largest, abs(coefficient(index))) }
        let (low, high) = (Tolerance.rounding * largest, Tolerance.relativePivot * largest)
        for index in 0..<count {
            let magnitude = abs(coefficient(index))
            if magnitude > low && magnitude < high { return true }
        }
        return false
    }
}
