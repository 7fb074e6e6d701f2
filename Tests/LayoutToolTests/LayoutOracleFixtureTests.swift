import Foundation
import JSON
import Testing
import LayoutTool

/// The 244 layout documents of `Fixtures/layout-documents.json`, whose
/// expected frames, ambiguous items and broken constraints come from an
/// independent lexicographic LP (`Tests/Oracle/make_layout_fixtures.py`),
/// run through `layout run --json`.
@Suite struct LayoutOracleFixtureTests {
    static let fixtures = OracleFixture.load("layout-documents")

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count == 264)
    }

    @Test(arguments: fixtures)
    func layoutRunAgreesWithTheOracle(_ fixture: OracleFixture) throws {
        let result = try fixture.run()
        if fixture.expected["exit"]?.number == 1 {
            #expect(result["broken"] == fixture.expected["broken"])
        } else {
            #expect(result["ambiguous"] == fixture.expected["ambiguous"])
        }
        fixture.expectFrames(of: result)
    }
}
