import SeededRandom
import Testing
@testable import Explain

/// Malformed and truncated logs give a clear result, never a crash: every
/// cut of every bundled log, and seeded random damage to them.
@Suite struct RobustnessTests {
    /// What any explanation must satisfy, however damaged its log.
    static func expectSound(_ explanation: LogExplanation, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect([0, 1, 2].contains(explanation.exitStatus), "\(context)", sourceLocation: sourceLocation)
        #expect((explanation.exitStatus == 2) == explanation.reports.isEmpty, "\(context)", sourceLocation: sourceLocation)
        #expect((explanation.exitStatus == 1) == explanation.reports.contains(where: \.hasUnparsedLines),
                "\(context)", sourceLocation: sourceLocation)
        for report in explanation.reports {
            #expect(!report.explanation.isEmpty, "\(context)", sourceLocation: sourceLocation)
            if let conflict = report.conflict { expectMinimalConflict(conflict, sourceLocation: sourceLocation) }
        }
        _ = explanation.text
        _ = explanation.json
        _ = explanation.svg()
    }

    @Test(arguments: bundledLogNames())
    func everyCutOfALog(_ name: String) throws {
        let log = try bundledLog(name)
        let step = max(1, log.count / 25)
        for length in stride(from: 0, through: log.count, by: step) {
            let explanation = LogExplanation(log: String(log.prefix(length)))
            Self.expectSound(explanation, "\(name) cut at \(length)")
            #expect(explanation.reports.count <= 1)
        }
    }

    @Test func seededDamage() throws {
        var generator = SplitMix64(seed: 2024)
        let logs = try bundledLogNames().map(bundledLog)
        let debris: [Character] = ["<", ">", "\"", "'", "(", ")", "|", "-", ":", ".", "=", " ", "\n", "x", "9"]
        for round in 0..<120 {
            var characters = Array(logs[round % logs.count])
            for _ in 0..<Int.random(in: 1...6, using: &generator) where !characters.isEmpty {
                let index = Int.random(in: 0..<characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.remove(at: index)
                case 1: characters.insert(debris.randomElement(using: &generator)!, at: index)
                default: characters[index] = debris.randomElement(using: &generator)!
                }
            }
            Self.expectSound(LogExplanation(log: String(characters)), "round \(round)")
        }
    }
}
