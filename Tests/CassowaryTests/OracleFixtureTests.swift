import Foundation
import ConstraintSystem
import JSON
import Testing
@testable import Cassowary

/// Replays the sessions of `Fixtures/oracle-sessions.json`, made by
/// `Tests/Oracle/make_solver_fixtures.py` with a lexicographic LP (HiGHS,
/// priority level by priority level). The oracle records only the values
/// that are the same at every optimum (others are null), and the kind of
/// every failed step.
@Suite struct OracleFixtureTests {
    struct Session: Sendable {
        let name: String
        let document: ConstraintSystemDocument
        let expected: [JSON]
    }

    static let fixture: (tolerance: Double, sessions: [Session]) = {
        let url = Bundle.module.url(forResource: "oracle-sessions", withExtension: "json", subdirectory: "Fixtures")!
        let json = try! JSON(parsing: String(decoding: try! Data(contentsOf: url), as: UTF8.self))
        let sessions = json["sessions"]!.array!.map { session in
            Session(name: session["name"]!.string!,
                    document: try! ConstraintSystemDocument(json: session["document"]!),
                    expected: session["expected"]!.array!)
        }
        return (json["tolerance"]!.number!, sessions)
    }()

    @Test func theFixtureHoldsEnoughSessions() {
        #expect(Self.fixture.sessions.count >= 300)
    }

    @Test(arguments: 0..<8)
    func sessionsAgreeWithTheLexicographicOptimum(shard: Int) {
        let tolerance = Self.fixture.tolerance
        for (index, session) in Self.fixture.sessions.enumerated() where index % 8 == shard {
            let run = session.document.run()
            #expect(run.entries.count == session.expected.count, "\(session.name): reported steps differ")
            for (entry, expected) in zip(run.entries, session.expected) {
                let step = Int(expected["step"]!.number!)
                switch entry {
                case let .values(actualStep, values):
                    #expect(actualStep == step, "\(session.name): values reported at step \(actualStep), expected \(step)")
                    guard let expectedValues = expected["values"]?.members else {
                        Issue.record("\(session.name) step \(step): expected \(expected["error"]?.string ?? "?"), got values")
                        continue
                    }
                    for (name, value) in expectedValues {
                        guard let number = value.number else { continue }  // not determined
                        let actual = values.first { $0.name == name }?.value ?? .nan
                        #expect(abs(actual - number) <= tolerance * max(1, abs(number)),
                                "\(session.name) step \(step): \(name) = \(actual), expected \(number)")
                    }
                case let .failure(actualStep, failure):
                    #expect(actualStep == step, "\(session.name): failure reported at step \(actualStep), expected \(step)")
                    #expect(failure.kind == expected["error"]?.string,
                            "\(session.name) step \(step): \(failure.kind), expected \(expected["error"]?.string ?? "values")")
                    if failure.kind == "unsatisfiable" {
                        expectMinimal(failure.conflict ?? [], culprit: failure.constraint, in: session.name)
                    }
                }
            }
        }
    }

    /// The conflict, read back from its texts, conflicts and is minimal.
    func expectMinimal(_ texts: [String], culprit: String?, in name: String) {
        #expect(texts.last == culprit, "\(name): the conflict does not end with the rejected constraint")
        var variables: [String: Variable] = [:]
        let constraints = texts.map { text in
            try! ConstraintParser.parseConstraint(text) { name in
                if let existing = variables[name] { return existing }
                let variable = Variable(name)
                variables[name] = variable
                return variable
            }
        }
        expectMinimalConflict(constraints)
    }
}
