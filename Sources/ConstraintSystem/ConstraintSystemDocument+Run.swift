import Cassowary

/// What running a ``ConstraintSystemDocument`` produced.
public struct DocumentRun: Sendable {
    /// One reported step.
    public enum Entry: Sendable {
        /// The values of a `values` step (or, for a system, the final values).
        case values(step: Int, [(name: String, value: Double)])
        /// A step that failed; the solver was left as it was before it.
        case failure(step: Int, StepFailure)
    }

    public var form: ConstraintSystemDocument.Form
    /// For a session: one entry per `values` step and per failed step, in
    /// order. For a system: the final values, or the failure that ended it.
    public var entries: [Entry]

    /// 0 when the document ran (failed session steps are results), 1 when
    /// a system failed (for instance on unsatisfiable required constraints).
    public var exitStatus: Int32 {
        if form == .system, entries.contains(where: { if case .failure = $0 { true } else { false } }) { return 1 }
        return 0
    }
}

/// A failed step, in the terms of the document.
public struct StepFailure: Sendable, Equatable {
    /// `unsatisfiable`, `duplicateConstraint`, `unknownConstraint`,
    /// `duplicateEditVariable`, `unknownEditVariable`,
    /// `requiredEditVariable`, `invalidNumber` or `numericalFailure`.
    public var kind: String
    /// The constraint of the step as written (or its id for a remove).
    public var constraint: String?
    /// The edit variable of the step.
    public var variable: String?
    /// For `unsatisfiable`: a minimal conflicting set, each constraint as
    /// written, the step's own last.
    public var conflict: [String]?
    /// The failure in plain words.
    public var message: String
}

extension ConstraintSystemDocument {
    /// Runs the steps on a new solver.
    /// - Parameter leaving: Given the solver and its bookkeeping when the
    ///   run is over, for a caller that would rather leave them to the
    ///   process's exit than free them (see `layout solve`).
    public func run(leaving: (AnyObject) -> Void = { _ in }) -> DocumentRun {
        let runner = DocumentRunner()
        defer { leaving(runner) }
        var entries: [DocumentRun.Entry] = []
        for (index, step) in steps.enumerated() {
            let parsed = index < parsedConstraints.count ? parsedConstraints[index] : nil
            switch runner.perform(step, parsed: parsed) {
            case .success(nil): break
            case let .success(values?): entries.append(.values(step: index, values))
            case let .failure(failure):
                entries.append(.failure(step: index, failure))
                if form == .system { return DocumentRun(form: form, entries: entries) }
            }
        }
        if form == .system {
            entries.append(.values(step: steps.count, runner.values(of: [])))
        }
        return DocumentRun(form: form, entries: entries)
    }
}

/// Runs steps on one solver, keeping track of names.
final class DocumentRunner {
    let solver = Solver()
    /// Variables by name, only those named by a step that succeeded.
    var variables: [String: Variable] = [:]
    /// Names in the order they were first named by a step that succeeded.
    var names: [String] = []
    /// The variable of each of ``names``, for reading every value without
    /// a lookup by name.
    var namedVariables: [Variable] = []
    var constraintsByID: [String: Constraint] = [:]
    /// Each constraint's text as written, for conflicts.
    var texts: [ObjectIdentifier: String] = [:]

    enum Outcome { case success([(name: String, value: Double)]?), failure(StepFailure) }

    /// Performs one step.
    /// - Parameter parsed: The constraint of an add step as parsed when the
    ///   document was read, used when its text is the step's; otherwise
    ///   the step's text is parsed here.
    func perform(_ step: ConstraintSystemDocument.Step, parsed: ParsedConstraint? = nil) -> Outcome {
        switch step {
        case let .add(text, id, priority, weight):
            if let id, constraintsByID[id] != nil {
                return .failure(StepFailure(kind: "duplicateConstraint", constraint: text,
                                            message: "a constraint with id \"\(id)\" is already in the solver"))
            }
            guard let parsed = parsed?.text == text ? parsed : try? ParsedConstraint(parsing: text) else {
                return .failure(StepFailure(kind: "parse", constraint: text, message: "malformed constraint"))
            }
            // Names new to the solver get variables only once the step succeeds.
            var newNames: [Int] = []
            let bound = parsed.names.enumerated().map { index, name in
                if let known = variables[name] { return known }
                newNames.append(index)
                return Variable(name)
            }
            let constraint = parsed.constraint(binding: bound, priority: priority, weight: weight, identifier: id)
            do {
                try solver.addConstraint(constraint)
            } catch {
                return .failure(failure(error, constraint: text))
            }
            for index in newNames { name(parsed.names[index], bound[index]) }
            texts[ObjectIdentifier(constraint)] = text
            if let id { constraintsByID[id] = constraint }
            return .success(nil)
        case let .remove(id):
            guard let constraint = constraintsByID[id] else {
                return .failure(StepFailure(kind: "unknownConstraint", constraint: id,
                                            message: "no constraint with id \"\(id)\" is in the solver"))
            }
            do { try solver.removeConstraint(constraint) } catch { return .failure(failure(error, constraint: id)) }
            constraintsByID[id] = nil
            texts[ObjectIdentifier(constraint)] = nil
            return .success(nil)
        case let .edit(name, priority, weight):
            let variable = variables[name] ?? Variable(name)
            do {
                try solver.addEditVariable(variable, priority: priority, weight: weight)
            } catch {
                return .failure(failure(error, variable: name))
            }
            if variables[name] == nil { self.name(name, variable) }
            return .success(nil)
        case let .removeEdit(name):
            guard let variable = variables[name] else { return .failure(unknownEdit(name)) }
            do { try solver.removeEditVariable(variable) } catch { return .failure(failure(error, variable: name)) }
            return .success(nil)
        case let .suggest(name, value):
            guard let variable = variables[name] else { return .failure(unknownEdit(name)) }
            do { try solver.suggestValue(value, for: variable) } catch { return .failure(failure(error, variable: name)) }
            return .success(nil)
        case let .values(requested):
            return .success(values(of: requested))
        }
    }

    /// Records the variable of a name a step that succeeded named first.
    private func name(_ name: String, _ variable: Variable) {
        variables[name] = variable
        names.append(name)
        namedVariables.append(variable)
    }

    /// The values of the named variables, or of every variable named so far.
    func values(of requested: [String]) -> [(name: String, value: Double)] {
        if requested.isEmpty {
            return zip(names, namedVariables).map { name, variable in (name, solver.value(of: variable)) }
        }
        return requested.map { name in (name, variables[name].map { solver.value(of: $0) } ?? 0) }
    }

    func unknownEdit(_ name: String) -> StepFailure {
        StepFailure(kind: "unknownEditVariable", variable: name, message: "\(name) is not an edit variable")
    }

    func failure(_ error: SolverError, constraint: String? = nil, variable: String? = nil) -> StepFailure {
        var failure = StepFailure(kind: error.kind, constraint: constraint, variable: variable,
                                  message: error.description)
        if case let .unsatisfiable(_, conflict, _) = error {
            failure.conflict = conflict.map { texts[ObjectIdentifier($0)] ?? constraint ?? $0.description }
            // Each line names its constraint's id too, as `layout run` does:
            // two constraints may read alike.
            let list = zip(conflict, failure.conflict!).map { member, text in
                "  " + (member.identifier.map { "\($0): " } ?? "") + text
            }.joined(separator: "\n")
            failure.message = "the required constraint \(constraint ?? "") cannot hold; these constraints conflict:\n\(list)"
        }
        return failure
    }
}
