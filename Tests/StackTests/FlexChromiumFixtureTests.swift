import JSON
import Testing

/// The flex-stack documents of `Fixtures/flex-chromium.json`, whose frames
/// are Chromium's CSS flexbox layout of the same boxes
/// (`Tests/Oracle/compare_flex_chromium.py --generate 10 --write-fixture`):
/// documents that meet none of the differences FlexLayout.md lists, so
/// that the two must agree, within Chromium's 1/64-point layout units.
@Suite struct FlexChromiumFixtureTests {
    typealias Fixture = FlexOracleFixtureTests.Fixture

    static let corpus = FlexOracleFixtureTests.corpus("flex-chromium")
    static let fixtures = FlexOracleFixtureTests.fixtures(of: corpus)
    static let tolerance: Double = corpus?["tolerance"]?.number ?? 0.05

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count == 157)
    }

    @Test(arguments: fixtures)
    func theEngineAgreesWithChromium(_ fixture: Fixture) throws {
        try FlexOracleFixtureTests.check(fixture, within: { _ in Self.tolerance }, source: "Chromium")
    }
}
