import Foundation
import JSON
import Testing

/// One layout document of an oracle's fixture file (`Tests/Oracle`) and what
/// `layout run --json` must print for it.
struct OracleFixture: CustomStringConvertible, Sendable {
    let name: String
    let document: JSON
    let expected: JSON
    var description: String { name }

    /// The documents of `Fixtures/NAME.json`.
    static func load(_ name: String) -> [OracleFixture] {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "json"),
              let text = try? String(contentsOf: url, encoding: .utf8),
              let corpus = try? JSON(parsing: text) else { return [] }
        return (corpus["documents"]?.array ?? []).compactMap { entry in
            guard let name = entry["name"]?.string, let document = entry["document"], let expected = entry["expected"] else {
                return nil
            }
            return OracleFixture(name: name, document: document, expected: expected)
        }
    }

    /// Runs the document through `layout run --json`, expects the oracle's
    /// exit status, and returns the output.
    func run(sourceLocation: SourceLocation = #_sourceLocation) throws -> JSON {
        let output = runInProcess(["run", "-", "--json"], input: document.formatted())
        let expectedExit = Int32(expected["exit"]?.number ?? -1)
        try #require(output.status == expectedExit, "exit \(output.status): \(output.standardOutput)\(output.standardError)",
                     sourceLocation: sourceLocation)
        return try JSON(parsing: output.standardOutput)
    }

    /// Expects every frame component the oracle determines to be within
    /// 1e-6 × max(1, |value|) of the output's; `null` ones are left open by
    /// the constraints.
    func expectFrames(of result: JSON, sourceLocation: SourceLocation = #_sourceLocation) {
        for (item, frame) in expected["frames"]?.members ?? [] {
            for (component, value) in frame.members ?? [] {
                guard let expected = value.number else { continue }
                let actual = result["frames"]?[item]?[component]?.number
                let tolerance = 1e-6 * max(1, abs(expected))
                #expect(actual.map { abs($0 - expected) <= tolerance } == true,
                        "\(item).\(component) is \(actual.map { "\($0)" } ?? "missing"), the oracle says \(expected)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
