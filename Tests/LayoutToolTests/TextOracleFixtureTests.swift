import Foundation
import JSON
import Testing
import LayoutTool

/// The 52 layout documents of `Fixtures/text-documents.json`: items with
/// measured `text` under Auto Layout (chat transcripts, forms, labels with
/// `maxLines`, labels sharing a row). Their expected frames come from an
/// independent lexicographic LP run pass by pass, measuring each text again
/// at its solved width until nothing changes
/// (`Tests/Oracle/make_text_fixtures.py`); they go through `layout run --json`.
@Suite struct TextOracleFixtureTests {
    struct Fixture: CustomStringConvertible, Sendable {
        let name: String
        let document: JSON
        let expected: JSON
        var description: String { name }
    }

    static let fixtures: [Fixture] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/text-documents", withExtension: "json"),
              let text = try? String(contentsOf: url, encoding: .utf8),
              let corpus = try? JSON(parsing: text) else { return [] }
        return (corpus["documents"]?.array ?? []).compactMap { entry in
            guard let name = entry["name"]?.string, let document = entry["document"], let expected = entry["expected"] else {
                return nil
            }
            return Fixture(name: name, document: document, expected: expected)
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count == 52)
    }

    @Test(arguments: fixtures)
    func layoutRunAgreesWithTheOracle(_ fixture: Fixture) throws {
        let output = runInProcess(["run", "-", "--json"], input: fixture.document.formatted())
        let expectedExit = Int32(fixture.expected["exit"]?.number ?? -1)
        try #require(output.status == expectedExit, "exit \(output.status): \(output.standardOutput)\(output.standardError)")
        let result = try JSON(parsing: output.standardOutput)
        #expect(result["ambiguous"] == fixture.expected["ambiguous"])
        for (item, frame) in fixture.expected["frames"]?.members ?? [] {
            for (component, value) in frame.members ?? [] {
                guard let expected = value.number else { continue }
                let actual = result["frames"]?[item]?[component]?.number
                let tolerance = 1e-6 * max(1, abs(expected))
                #expect(actual.map { abs($0 - expected) <= tolerance } == true,
                        "\(item).\(component) is \(actual.map { "\($0)" } ?? "missing"), the oracle says \(expected)")
            }
        }
    }
}
