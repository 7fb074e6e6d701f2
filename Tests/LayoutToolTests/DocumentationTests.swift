import Foundation
import Testing
import LayoutTool

/// Every ```console block of the Markdown files under `Docs/` (at any
/// depth: the guides, the format references) and of the README, of the form
/// `$ layout ARGS` followed by the output, runs from the repository's root
/// and prints exactly that.
@Suite struct DocumentationTests {
    struct Example: CustomStringConvertible, Sendable {
        let file: String
        let arguments: [String]
        let output: String
        var description: String { "\(file): layout \(arguments.joined(separator: " "))" }
    }

    static let examples: [Example] = {
        let docs = repositoryRoot.appendingPathComponent("Docs")
        let paths = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        let files = paths.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" } + ["README.md"]
        var examples: [Example] = []
        for file in files {
            let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var lines = text.components(separatedBy: "\n")[...]
            while let start = lines.firstIndex(of: "```console") {
                lines = lines[(start + 1)...]
                let end = lines.firstIndex(of: "```") ?? lines.endIndex
                let block = Array(lines[..<end])
                lines = lines[end...].dropFirst()
                guard let command = block.first, command.hasPrefix("$ layout ") else { continue }
                examples.append(Example(file: file,
                                        arguments: command.dropFirst("$ layout ".count).split(separator: " ").map(String.init),
                                        output: block.dropFirst().joined(separator: "\n")))
            }
        }
        return examples
    }()

    @Test func theGuidesHaveExamples() {
        #expect(Self.examples.count >= 2)
    }

    @Test(arguments: examples)
    func exampleOutputIsWhatTheCommandPrints(_ example: Example) throws {
        // The built command, run from the repository's root as a reader would.
        let output = try runLayout(example.arguments)
        #expect(output.standardOutput == example.output + "\n", "\(example)")
    }
}
