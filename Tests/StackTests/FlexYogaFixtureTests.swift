import JSON
import Testing

/// The flex-stack documents of `Fixtures/flex-yoga.json`, whose frames are
/// Yoga's layout of the same boxes
/// (`Tests/Oracle/compare_flex_yoga.py --generate 12 --write-fixture`):
/// documents that meet none of the differences FlexLayout.md lists between
/// Texture and Yoga, so that the two must agree, within Yoga's
/// single-precision arithmetic (relative above 1 point).
@Suite struct FlexYogaFixtureTests {
    typealias Fixture = FlexOracleFixtureTests.Fixture

    static let corpus = FlexOracleFixtureTests.corpus("flex-yoga")
    static let fixtures = FlexOracleFixtureTests.fixtures(of: corpus)
    static let tolerance: Double = corpus?["tolerance"]?.number ?? 0.01

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count == 164)
    }

    @Test(arguments: fixtures)
    func theEngineAgreesWithYoga(_ fixture: Fixture) throws {
        try FlexOracleFixtureTests.check(fixture, within: { Self.tolerance * max(1, abs($0)) }, source: "Yoga")
    }
}
