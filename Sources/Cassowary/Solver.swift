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
    /// Unchecked: a solver is confined to one task (it is not `Sendable`),
    /// so the runtime's exclusivity checks on every access are pure cost.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The variable of each external symbol (nil for internal symbols).
    var variableOfSymbol: [Variable?] = []
    /// The constraint record owning each internal symbol, or -1.
    var ownerOfSymbol: [Int32] = []
    @exclusivity(unchecked) var symbolOfVariable = VariableTable()
    var records: [ConstraintRecord?] = []
    var freeRecords: [Int32] = []
    var recordOfConstraint: [ObjectIdentifier: Int32] = [:]
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var nextSequence = 0
    /// Whether an unsatisfiable constraint gets a minimal conflicting set
    /// (off for the probe solvers that compute such sets).
    let findsConflicts: Bool

    /// Creates an empty solver.
    public init() { findsConflicts = true }

    init(findsConflicts: Bool) { self.findsConflicts = findsConflicts }

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already in
    ///   the solver, ``SolverError/invalidNumber(_:)`` for a coefficient or
    ///   constant that is not finite, a priority outside (0, 1000] or a
    ///   weight that is not positive and finite, and
    ///   ``SolverError/unsatisfiable(_:conflict:)`` when it is required and
    ///   cannot hold with the required constraints already added.
    /// - Complexity: proportional to the rows the new constraint touches;
    ///   independent of the size of the system for the usual layout shapes.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if recordOfConstraint[ObjectIdentifier(constraint)] != nil {
            throw .duplicateConstraint(constraint)
        }
        try Self.validate(constraint)
        try insert(constraint, constant: constraint.expression.constant,
                   priority: constraint.priority.value, weight: constraint.weight)
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        try remove(record: Int(index))
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
    ///   ``SolverError/unsatisfiable(_:conflict:)`` when a required
    ///   constraint can no longer hold.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else {
            throw .invalidNumber("the constant \(NumberFormatting.string(constant)) of \(constraint) is not finite")
        }
        try changeConstant(record: Int(index), to: constant)
    }

    /// The current constant of a constraint's normal form (see ``setConstant(_:of:)``).
    public func constant(of constraint: Constraint) -> Double? {
        recordOfConstraint[ObjectIdentifier(constraint)].flatMap { records[Int($0)]?.constant }
    }

    /// Changes the priority (and optionally the weight) of a constraint in
    /// the solver. Between optional priorities this is incremental; to or
    /// from ``Priority/required`` the constraint is removed and added again,
    /// and making it required can throw ``SolverError/unsatisfiable(_:conflict:)``.
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
    }

    /// The current priority of a constraint in the solver.
    public func priority(of constraint: Constraint) -> Priority? {
        recordOfConstraint[ObjectIdentifier(constraint)].flatMap { records[Int($0)] }.map { Priority($0.priority) }
    }

    // MARK: - Values

    /// The value of a variable in the current solution (0 for a variable the
    /// solver has never seen). - Complexity: amortised O(1) per variable
    /// between two changes.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// Every variable the solver knows, in the order it first saw them.
    public var variables: [Variable] { variableOfSymbol.compactMap { $0 } }

    /// Calls `body` with every variable whose value may have changed since
    /// the last call (or since it first appeared), and its value: what a
    /// layout engine needs to update only the frames that moved. A variable
    /// reported once is reported again only after its value may have
    /// changed; after a failed call, every variable is reported once more.
    /// One consumer per solver: each call forgets what it reported.
    /// - Complexity: O(variables reported), not O(variables).
    public func forEachChangedValue(_ body: (Variable, Double) throws -> Void) rethrows {
        for (symbol, value) in tableau.takeChangedValues() {
            try body(variableOfSymbol[Int(symbol)]!, value)
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
        ownerOfSymbol = []
        symbolOfVariable = VariableTable()
        records = []
        freeRecords = []
        recordOfConstraint = [:]
        edits = [:]
        nextSequence = 0
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

/// What the solver knows of one constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The current constant of the normal form.
    var constant: Double
    var priority: Double
    var weight: Double
    /// The slack, dummy or positive error that marks the constraint's row.
    let marker: Symbol
    /// The second error of an optional constraint, or -1.
    let other: Symbol
    /// The coefficient of the marker in the constraint's equation (±1).
    let markerSign: Double
    /// Insertion order, for conflicts and exported documents.
    let sequence: Int
    /// Whether the record holds an edit variable's constraint.
    let isEdit: Bool

    var isRequired: Bool { priority == 1000 }

    /// The error symbols whose sum is the constraint's violation.
    var errors: [Symbol] {
        guard !isRequired else { return [] }
        return constraint.relation == .equal ? [marker, other] : [other]
    }
}

/// An edit variable: the optional constraint `variable == value` whose value
/// each suggestion changes.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var value: Double
    let sequence: Int
}
