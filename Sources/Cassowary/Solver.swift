/// An incremental Cassowary solver with strict priorities.
///
/// Add and remove constraints at any time; the solver keeps the best
/// solution current after every call: required constraints hold, and
/// optional ones are satisfied as well as possible, priority by priority
/// (see ``Priority``).
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left == 0)
/// try solver.addConstraint(left + width <= 320)
/// try solver.addConstraint((width == 400) | .strong)
/// solver.value(of: width)                       // 320
///
/// try solver.addEditVariable(width, priority: .strong)
/// try solver.suggestValue(150, for: width)      // re-solved incrementally
/// ```
///
/// Every failing call throws a ``SolverError`` that names the culprit and
/// leaves the solver exactly as it was before the call. The solver is
/// deterministic: the same calls in the same order give the same values on
/// every run.
///
/// ## Concurrency
/// `Solver` is not `Sendable`: use each solver from one task (or actor) at a
/// time. Separate solvers are independent and may run in parallel;
/// ``Variable``, ``Constraint``, ``Expression`` and ``Priority`` are
/// immutable and `Sendable`, so one set of constraints can be shared by
/// solvers in different tasks.
public final class Solver {
    // The stored properties skip the runtime's exclusivity checks: a solver
    // is confined to one task (it is not `Sendable`), so they are pure cost.
    /// The tableau, and with it the numeric policy (`tableau.numerics`).
    @exclusivity(unchecked) var tableau = Tableau()
    /// The variable of each external symbol (nil for internal symbols).
    @exclusivity(unchecked) var variableOfSymbol: [Variable?] = []
    /// The group owning each internal symbol, or -1.
    @exclusivity(unchecked) var groupOfSymbol: [Int32] = []
    @exclusivity(unchecked) var symbolOfVariable = IdentityTable()
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) var freeRecords: [Int32] = []
    @exclusivity(unchecked) var recordOfConstraint = IdentityTable()
    @exclusivity(unchecked) var groups: [ConstraintGroup?] = []
    @exclusivity(unchecked) var freeGroups: [Int32] = []
    @exclusivity(unchecked) var groupOfKey = IndexTable<GroupKey>()
    /// For each alias group, the records rewritten through it.
    @exclusivity(unchecked) var aliasDependents: [Int32: [Int32]] = [:]
    /// Whether ``optimize()`` waits for the end of a batch of changes that
    /// keep the tableau feasible (see ``separateDependents(ofGroup:)``).
    @exclusivity(unchecked) var defersOptimization = false
    /// How many optional groups each priority has.
    @exclusivity(unchecked) var levelMembers = PriorityCounts()
    /// Whether a group left a level since empty levels were last dropped:
    /// only then can a level count zero members (see `dropEmptyLevels`).
    @exclusivity(unchecked) var mayHoldEmptyLevels = false
    @exclusivity(unchecked) var edits = EditTable()
    /// The storage ``forEachChangedValue(_:)`` collects into, kept between
    /// calls so that reading the values allocates nothing.
    @exclusivity(unchecked) var reportedValues: [(symbol: Symbol, value: Double)] = []
    @exclusivity(unchecked) var nextSequence = 0
    /// Undoes the bookkeeping of the transaction in progress.
    @exclusivity(unchecked) var undoLog = UndoLog()
    @exclusivity(unchecked) var inTransaction = false
    /// Whether a probe is running: calls do their work in the probe's
    /// transaction, which is always undone.
    @exclusivity(unchecked) var isProbing = false
    /// Inside a probe that switched the solver to relative tolerances (see
    /// `Solver+Precision.swift`): the solver's state before the switch,
    /// and how many bookkeeping undos were logged by then.
    @exclusivity(unchecked) var stateBeforeProbeSwitch: (state: TableauState, undoCount: Int)?
    /// What an unsatisfiable constraint's error names: a minimal
    /// conflicting set, the set a certificate names, or none (for the probe
    /// solvers that compute such sets).
    let conflictSearch: ConflictSearch
    /// The symbols named by the groups released since the solver last
    /// reclaimed dead symbols (see `Solver+Reclaiming.swift`).
    @exclusivity(unchecked) var symbolsReleasedSinceReclaim = 0
    /// The marks of ``surelyDetermined(_:above:)``'s searches, each
    /// search's stamped with its own generation.
    @exclusivity(unchecked) var determinationMarks = DeterminationMarks()
    /// How many calls that add or remove a constraint (an edit variable's
    /// among them) or change a priority have succeeded since the solver
    /// was made or reset (wrapping). Calls that move constants only
    /// (``setConstant(_:of:)``, ``setConstants(_:)``,
    /// ``suggestValue(_:for:)``) leave it.
    @exclusivity(unchecked) package internal(set) var structuralChanges = 0

    /// A count that moves whenever the basis may have changed: with each
    /// structural change (``structuralChanges``), and with each pivot,
    /// which a call that moves constants makes when an inequality comes
    /// to hold tight or stops holding tight (wrapping; 0 again after a
    /// reset). While it stays, a `true` of ``surelyDetermined(_:above:incrementally:)``
    /// that rested on no row at zero (``lastDeterminationMetBlockedSlack``)
    /// stays true: which symbols the rows name, and what each costs to
    /// move, are unchanged.
    package var basisChanges: Int { structuralChanges &+ tableau.pivots }

    /// Creates an empty solver.
    public init() { conflictSearch = .minimal }

    /// Creates an empty solver whose unsatisfiable constraints name the
    /// conflict as `conflictSearch` says.
    package init(conflictSearch: ConflictSearch) { self.conflictSearch = conflictSearch }

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already in
    ///   the solver, ``SolverError/invalidNumber(_:)`` for a coefficient or
    ///   constant that is not finite, a priority outside (0, 1000] or a
    ///   weight that is not positive and finite, and
    ///   ``SolverError/unsatisfiable(_:conflict:constants:)`` when it is required and
    ///   cannot hold with the required constraints already added.
    /// - Complexity: proportional to the rows the new constraint touches;
    ///   independent of the size of the system for the usual layout shapes.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try addNew(constraint, isPull: false)
    }

    /// Adds a constraint not yet in the solver, as a pull or not (see
    /// `Solver+Pulls.swift`), and measures it after the call.
    func addNew(_ constraint: Constraint, isPull: Bool) throws(SolverError) {
        if recordOfConstraint[ObjectIdentifier(constraint)] != nil {
            throw .duplicateConstraint(constraint)
        }
        try Self.validate(constraint)
        try insert(constraint, constant: constraint.expression.constant,
                   priority: constraint.priority.value, weight: constraint.weight, isPull: isPull)
        structuralChanges &+= 1
        noteSuccessfulCall(measuring: constraint)
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        try remove(record: Int(index))
        structuralChanges &+= 1
        noteSuccessfulCall()
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, in the order they were added (edit
    /// variables excluded).
    public var constraints: [Constraint] {
        activeRecords().filter { !$0.isEdit }.map(\.constraint)
    }

    /// Changes the constant of a constraint in the solver, re-solving
    /// incrementally (no removal and re-adding).
    ///
    /// The constant is the one of the normal form `expression RELATION 0`:
    /// for `x + width <= 320`, whose expression is `x + width - 320`, the
    /// constant is -320. The ``Constraint`` object itself is not changed;
    /// ``constant(of:)`` reads the current value.
    /// - Throws: ``SolverError/unknownConstraint(_:)``,
    ///   ``SolverError/invalidNumber(_:)`` for a constant that is not finite,
    ///   ``SolverError/unsatisfiable(_:conflict:constants:)`` when a required
    ///   constraint can no longer hold.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw nonFiniteConstant(constant, record: Int(index)) }
        try changeConstant(record: Int(index), to: constant)
        noteSuccessfulCall(measuring: constraint)
    }

    /// The error for a change of a record's constant to a number that is not
    /// finite, naming the constraint with the constant it keeps.
    func nonFiniteConstant(_ constant: Double, record index: Int) -> SolverError {
        let record = records[index]!
        return .invalidNumber("the constant \(NumberFormatting.string(constant)) of "
                              + "\(record.constraint.description(constant: record.constant)) is not finite")
    }

    /// The current constant of a constraint's normal form (see ``setConstant(_:of:)``).
    public func constant(of constraint: Constraint) -> Double? {
        recordOfConstraint[ObjectIdentifier(constraint)].flatMap { records[Int($0)]?.constant }
    }

    /// Changes the priority (and optionally the weight) of a constraint in
    /// the solver. Between optional priorities this is incremental; to or
    /// from ``Priority/required`` the constraint is removed and added again,
    /// and making it required can throw ``SolverError/unsatisfiable(_:conflict:constants:)``.
    public func setPriority(_ priority: Priority, weight: Double? = nil,
                            of constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)],
              let record = records[Int(index)], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        try Self.validate(priority: priority, of: constraint)
        let weight = weight ?? record.weight
        try Self.validate(weight: weight, of: constraint)
        try changePriority(record: Int(index), to: priority.value, weight: weight)
        structuralChanges &+= 1
        noteSuccessfulCall()
    }

    /// The current priority of a constraint in the solver.
    public func priority(of constraint: Constraint) -> Priority? {
        recordOfConstraint[ObjectIdentifier(constraint)].flatMap { records[Int($0)] }.map { Priority($0.priority) }
    }

    // MARK: - Values

    /// The value of a variable in the current solution (0 for a variable in
    /// no constraint, or that the solver has never seen). - Complexity:
    /// amortised O(1) per variable between two changes.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// Every variable the solver knows, in the order it first saw them: those
    /// of its constraints and edit variables, and those that left them since
    /// the solver last reclaimed their storage (it does so from time to time
    /// as constraints are removed, so that a solver whose constraints come
    /// and go does not grow).
    public var variables: [Variable] { variableOfSymbol.compactMap { $0 } }

    /// Calls `body` with every variable whose value may have changed since
    /// the last call (or since it first appeared), and its value: what a
    /// layout engine needs to update only the frames that moved. A variable
    /// reported once is reported again only after its value may have
    /// changed; after a failed call, every variable is reported once more.
    /// One consumer per solver: each call forgets what it reported.
    /// - Complexity: O(variables reported), not O(variables).
    public func forEachChangedValue(_ body: (Variable, Double) throws -> Void) rethrows {
        // Collected first: `body` may use the solver. Taken out of the
        // solver meanwhile, so that a call from `body` collects into its own.
        var changed = reportedValues
        reportedValues = []
        defer {
            changed.removeAllKeepingStorage()
            reportedValues = changed
        }
        tableau.takeChangedValues { changed.append(($0, $1)) }
        for (symbol, value) in changed {
            try body(variableOfSymbol[Int(symbol)]!, value)
        }
    }

    /// ``forEachChangedValue(_:)`` naming each variable by its identity and
    /// by its index in the solver: a caller that looks variables up by
    /// identity (a layout engine, for thousands of values in a pass) then
    /// changes no reference count. The index is small and stays the
    /// variable's while the variable is in the solver, so a table of the
    /// caller's own can be indexed by it; the caller checks the identity
    /// too, since the solver gives the index of a variable it reclaimed to
    /// another. `body` is called while the values are read, and must not
    /// use the solver.
    package func forEachChangedValueByIdentity(_ body: (_ index: Int, ObjectIdentifier, Double) -> Void) {
        variableOfSymbol.withUnsafeBufferPointer { variables in
            tableau.takeChangedValues { symbol, value in body(Int(symbol), ObjectIdentifier(variables[Int(symbol)]!), value) }
        }
    }

    /// Calls `body` with every variable the solver knows and its value, in
    /// the order the solver first saw them: the fast way to read a whole
    /// solution (kiwi's `updateVariables`), with no lookup per variable.
    /// - Complexity: O(number of variables), amortised over what changed.
    public func forEachValue(_ body: (Variable, Double) throws -> Void) rethrows {
        for symbol in variableOfSymbol.indices {
            guard let variable = variableOfSymbol[symbol] else { continue }
            try body(variable, tableau.value(of: Symbol(symbol)))
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        variableOfSymbol = []
        groupOfSymbol = []
        symbolOfVariable = IdentityTable()
        records = []
        freeRecords = []
        recordOfConstraint = IdentityTable()
        groups = []
        freeGroups = []
        groupOfKey = IndexTable()
        aliasDependents = [:]
        levelMembers = PriorityCounts()
        mayHoldEmptyLevels = false
        edits = EditTable()
        nextSequence = 0
        symbolsReleasedSinceReclaim = 0
        determinationMarks = DeterminationMarks()
        structuralChanges = 0
    }

    // MARK: - Validation

    static func validate(_ constraint: Constraint) throws(SolverError) {
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .invalidNumber("the coefficient \(NumberFormatting.string(term.coefficient)) of \(term.variable) in \(constraint) is not finite")
        }
        if !constraint.expression.constant.isFinite {
            throw .invalidNumber("the constant \(NumberFormatting.string(constraint.expression.constant)) of \(constraint) is not finite")
        }
        try validate(priority: constraint.priority, of: constraint)
        try validate(weight: constraint.weight, of: constraint)
    }

    static func validate(priority: Priority, of constraint: Constraint) throws(SolverError) {
        if !priority.isValid {
            throw .invalidNumber("the priority \(NumberFormatting.string(priority.value)) of \(constraint) is outside (0, 1000]")
        }
    }

    static func validate(weight: Double, of constraint: Constraint) throws(SolverError) {
        if !(weight.isFinite && weight > 0) {
            throw .invalidNumber("the weight \(NumberFormatting.string(weight)) of \(constraint) is not a positive finite number")
        }
    }
}
