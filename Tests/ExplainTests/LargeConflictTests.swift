import Foundation
import Testing
@testable import Explain

/// Blocks far longer than real logs', written by
/// `Tools/conflicting-chain-log.py` (kept in `Fixtures/`): a row of 29 views
/// across a cell's content view, 10 apart and 20 wide. The search for the
/// smallest conflict must stay fast on them (`Docs/Benchmarks.md`,
/// "Explaining a long block") and find the conflict each line of which is
/// needed.
@Suite struct LargeConflictTests {
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: "log"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// `conflicting-chain-log.py 60 --zero`: a content view 0 wide. The 30
    /// gaps already make it at least 300 wide, since no view is narrower
    /// than 0; the 29 widths, which the solver's first conflict holds, are
    /// not needed.
    @Test func aZeroWideRowConflictsInItsGapsAlone() throws {
        let (report, _) = try singleReport(try Self.fixture("conflicting-chain-60-zero"))
        #expect(report.lines.count == 60)
        let conflict = try #require(report.conflict)
        #expect(conflict.lines == Array(0...29) + [59])
        #expect(conflict.implicitRules.count == 29)
        #expect(conflict.implicitRules.allSatisfy { $0.kind == .nonNegativeWidth })
        expectMinimalConflict(conflict)
    }

    /// `conflicting-chain-log.py 60 --vertical`: a content view 1 narrower
    /// than the row (29 × 20 + 30 × 10 = 880 against 879), every
    /// horizontal line needed, and a top and a height for each view that
    /// take no part.
    @Test func aRowOneTooWideNeedsEveryHorizontalLine() throws {
        let (report, _) = try singleReport(try Self.fixture("conflicting-chain-60-vertical"))
        #expect(report.lines.count == 118)
        let conflict = try #require(report.conflict)
        #expect(conflict.lines == Array(0...58) + [117])
        #expect(conflict.implicitRules.isEmpty)
        #expect(report.explanation.contains("UITableViewCellContentView #1.width is 880 instead of 879"))
        expectMinimalConflict(conflict)
    }
}
