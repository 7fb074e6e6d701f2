import Foundation
import JSON
import Testing
@testable import Explain

/// Every log in `Logs/` against `Fixtures/explain-oracle.json`, where an LP
/// solver other than the project's (HiGHS, `Tests/Oracle/check_explain_conflicts.py`)
/// decided each block's linear system: whether the printed lines can hold,
/// and whether the reported conflict cannot while every one of its lines is
/// needed. The test asks that explain still gives the systems and
/// conflicts the oracle checked, and that the oracle agreed with them, so a
/// change to explain's answers fails here until the fixture is made again
/// (`Tests/Oracle/README.md`, "Explain conflict fixtures").
@Suite struct ExplainOracleFixtureTests {
    static let fixture: JSON? = {
        guard let url = Bundle.module.url(forResource: "Fixtures/explain-oracle", withExtension: "json"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return try? JSON(parsing: text)
    }()

    static func fixtureBlocks(of log: String) -> [JSON]? {
        fixture?["logs"]?.array?.first { $0["log"]?.string == log }?["blocks"]?.array
    }

    /// What the oracle reads: every bundled log's exported systems.
    static func export() throws -> JSON {
        .object([("logs", .array(try bundledLogNames().map { name in
            .object([("log", .string(name)), ("blocks", LogExplanation(log: try bundledLog(name)).linearSystems)])
        }))])
    }

    /// Writes the systems for the oracle when `EXPLAIN_ORACLE_EXPORT` names a file.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["EXPLAIN_ORACLE_EXPORT"] != nil))
    func exportForTheOracle() throws {
        let path = try #require(ProcessInfo.processInfo.environment["EXPLAIN_ORACLE_EXPORT"])
        try (try Self.export().formatted(indent: 1) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func theFixtureCoversEveryLog() throws {
        let fixture = try #require(Self.fixture, "Fixtures/explain-oracle.json is missing or not JSON")
        #expect(fixture["logs"]?.array?.compactMap { $0["log"]?.string } == bundledLogNames())
        #expect(fixture["problems"]?.array?.isEmpty == true, "the oracle found problems: \(fixture["problems"]?.formatted() ?? "")")
    }

    @Test(arguments: bundledLogNames())
    func explainStillGivesWhatTheOracleChecked(_ log: String) throws {
        let expected = try #require(Self.fixtureBlocks(of: log), "\(log) is not in the fixture")
        let blocks = try #require(LogExplanation(log: try bundledLog(log)).linearSystems.array)
        try #require(blocks.count == expected.count, "\(log): \(blocks.count) blocks, the fixture has \(expected.count)")
        for (block, fixture) in zip(blocks, expected) {
            let number = block["block"]?.number.map { Int($0) } ?? -1
            for key in ["lines", "conflict", "reading", "otherRootSidesConflict", "readings"] {
                #expect(block[key] == fixture[key], "\(log) block \(number): \(key) differs from the fixture; regenerate it")
            }
            let oracle = try #require(fixture["oracle"], "\(log) block \(number): no oracle verdict")
            Self.expectAgreement(oracle: oracle, conflict: fixture["conflict"]?.array, reading: fixture["reading"]?.string,
                                 otherRootSidesConflict: fixture["otherRootSidesConflict"]?.bool, context: "\(log) block \(number)")
        }
    }

    /// The oracle's verdicts say what explain says: no conflict when every
    /// reading of the margins holds; otherwise a conflict in the first
    /// reading that does not hold (margins at 0 or more, else the defaults),
    /// which cannot hold and holds without any one of its lines; a root
    /// view's other side margins conflict exactly when that reading fails.
    static func expectAgreement(oracle: JSON, conflict: [JSON]?, reading: String?, otherRootSidesConflict: Bool?,
                                context: String) {
        let holds = Dictionary((oracle["holds"]?.members ?? []).map { ($0.key, $0.value.bool) }, uniquingKeysWith: { a, _ in a })
        let order = ["nonNegative", "defaults16", "defaults20"].filter { holds[$0] != nil }
        #expect(!holds.isEmpty && holds.values.allSatisfy { $0 != nil }, "\(context): the oracle decided nothing")
        guard let conflict else {
            #expect(holds.values.allSatisfy { $0 == true }, "\(context): no conflict reported, the oracle finds one")
            return
        }
        let firstFailing = order.first { holds[$0] == false }
        #expect(reading == firstFailing, "\(context): the conflict is in \(reading ?? "?"), the oracle first fails in \(firstFailing ?? "none")")
        let other = ["defaults16": "defaults20", "defaults20": "defaults16"][reading ?? ""]
        if let otherRootSidesConflict, let other {
            #expect(holds[other] == !otherRootSidesConflict,
                    "\(context): explain says \(other) \(otherRootSidesConflict ? "conflicts" : "holds"), the oracle does not")
        }
        #expect(oracle["conflictHolds"]?.bool == false, "\(context): the oracle finds the reported conflict can hold")
        let without = oracle["holdsWithoutEachLine"]?.array?.map(\.bool) ?? []
        #expect(without.count == conflict.count && without.allSatisfy { $0 == true },
                "\(context): the oracle finds the conflict not minimal: \(without)")
    }
}
