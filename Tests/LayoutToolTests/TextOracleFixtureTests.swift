import Foundation
import JSON
import Testing
import LayoutTool

/// The 64 layout documents of `Fixtures/text-documents.json`: items with
/// measured `text` under Auto Layout (chat transcripts, forms, labels with
/// `maxLines`, labels sharing a row, toolbar titles that truncate). Their expected frames come from an
/// independent lexicographic LP run pass by pass, measuring each text again
/// at its solved width until nothing changes
/// (`Tests/Oracle/make_text_fixtures.py`); they go through `layout run --json`.
@Suite struct TextOracleFixtureTests {
    static let fixtures = OracleFixture.load("text-documents")

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count == 64)
    }

    @Test(arguments: fixtures)
    func layoutRunAgreesWithTheOracle(_ fixture: OracleFixture) throws {
        let result = try fixture.run()
        #expect(result["ambiguous"] == fixture.expected["ambiguous"])
        fixture.expectFrames(of: result)
    }
}
