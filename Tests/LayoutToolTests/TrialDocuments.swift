import Foundation
import Testing
@testable import LayoutTool

/// A user trial's layout documents (`Fixtures/FOLDER`), run through the
/// `layout` command as a user runs them: read from standard input after
/// small edits, with the frames and the answers to `--why` read back.
struct TrialDocuments {
    /// The folder's path from the repository's root, ending in `/`.
    let path: String

    init(_ folder: String) {
        path = "Tests/LayoutToolTests/Fixtures/\(folder)/"
    }

    /// The document's text with `edits` made in turn, each `(old, new)` at every
    /// place `old` stands (a photo's side changed in all the photos at once).
    func document(_ name: String, _ edits: [(String, String)] = []) throws -> String {
        try documentText(path + name, edits)
    }

    /// `layout run - --json OPTIONS` on the document with `edits`: the
    /// status, each frame as [x, y, width, height] by name, and the JSON.
    func run(_ name: String, _ options: [String] = [], _ edits: [(String, String)] = []) throws
        -> (status: Int32, frames: [String: [Double]], json: [String: Any]) {
        let output = try runLayout(["run", "-", "--json"] + options, input: try document(name, edits))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        return (output.status, frames.mapValues { [$0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!] }, json)
    }

    /// `layout run - --why WHAT OPTIONS` on the document: the answer, from
    /// the line that starts with `WHAT =`.
    func why(_ name: String, _ what: String, _ options: [String] = [], _ edits: [(String, String)] = []) throws -> String {
        let output = try runLayout(["run", "-", "--why", what] + options, input: try document(name, edits))
        let text = output.standardOutput
        let start = try #require(text.range(of: "\n\(what) = "))
        return String(text[text.index(after: start.lowerBound)...])
    }

    /// Expects each named frame within 1e-6 of `expected`.
    static func expectFrames(_ frames: [String: [Double]], _ expected: [String: [Double]],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = frames[name] ?? []
            #expect(frame.count == 4 && zip(frame, rect).allSatisfy { abs($0 - $1) < 1e-6 },
                    "\(name) is \(frame), expected \(rect)", sourceLocation: sourceLocation)
        }
    }
}
