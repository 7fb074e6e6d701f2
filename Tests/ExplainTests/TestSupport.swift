import Cassowary
import Foundation
import Testing
@testable import Explain

/// The text of a log bundled under `Logs/`.
func bundledLog(_ name: String) throws -> String {
    let directory = try #require(Bundle.module.url(forResource: "Logs", withExtension: nil))
    return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
}

/// The names of the bundled logs, sorted.
func bundledLogNames() -> [String] {
    guard let directory = Bundle.module.url(forResource: "Logs", withExtension: nil),
          let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
    return names.filter { $0.hasSuffix(".log") }.sorted()
}

/// Parses one description, expecting success.
func parse(_ description: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LoggedConstraint {
    switch ConstraintDescriptionParser.parse(description) {
    case let .success(parsed): return parsed
    case let .failure(reason):
        Issue.record("cannot read \(description): \(reason)", sourceLocation: sourceLocation)
        throw reason
    }
}

/// The reason a description cannot be read, expecting failure.
func unreadable(_ description: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    switch ConstraintDescriptionParser.parse(description) {
    case .success:
        Issue.record("expected \(description) to be unreadable", sourceLocation: sourceLocation)
        return nil
    case let .failure(reason): return reason.reason
    }
}

/// Whether the constraints can all hold, on a fresh solver.
func canHoldTogether(_ constraints: [Constraint]) -> Bool {
    let solver = Solver(conflictSearch: .none)
    for constraint in constraints {
        do { try solver.addConstraint(constraint) } catch { return false }
    }
    return true
}

/// Expects the conflict to conflict and to be minimal, checked by the engine
/// on fresh solvers: over the printed lines, with every unprinted rule of
/// the block in place (the lines cannot hold together, and without any one
/// of them the rest can), and as the set of members shown (lines and the
/// unprinted rules they rest on: without any one of them the rest can hold).
func expectMinimalConflict(_ conflict: Conflict, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = zip(conflict.members, conflict.constraints).filter { $0.0.line != nil }.map(\.1)
    #expect(!canHoldTogether(conflict.background + lines), "the lines hold", sourceLocation: sourceLocation)
    for index in lines.indices {
        var rest = lines
        rest.remove(at: index)
        #expect(canHoldTogether(conflict.background + rest), "not minimal over the lines without line \(index)",
                sourceLocation: sourceLocation)
    }
    #expect(!canHoldTogether(conflict.constraints), "the conflict holds", sourceLocation: sourceLocation)
    for index in conflict.constraints.indices {
        var rest = conflict.constraints
        rest.remove(at: index)
        #expect(canHoldTogether(rest), "not minimal without member \(index)", sourceLocation: sourceLocation)
    }
}

/// The single report of a one-block log.
func singleReport(_ log: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (BlockReport, LogExplanation) {
    let explanation = LogExplanation(log: log)
    try #require(explanation.reports.count == 1, sourceLocation: sourceLocation)
    return (explanation.reports[0], explanation)
}

/// A one-block iOS log listing the given descriptions, with the last one
/// broken unless `broken` says otherwise.
func iOSLog(_ descriptions: [String], broken: String? = nil) -> String {
    let list = descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n")
    return """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
        (
        \(list)
        )

        Will attempt to recover by breaking constraint\u{20}
        \(broken ?? descriptions.last ?? "")

        """
}
