import Foundation
import Testing
import LayoutTool

/// The directory of the built products (where the `layout` executable is).
var productsDirectory: URL {
    Bundle.main.bundleURL
}

/// The repository's root, for the bundled examples.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The text of the document at `path` (from the repository's root) with
/// `edits` made: each `(old, new)`, expected in the text, replaced.
func documentText(_ path: String, _ edits: [(String, String)] = [],
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    var text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    for (old, new) in edits {
        #expect(text.contains(old), "\(path) has no \(old)", sourceLocation: sourceLocation)
        text = text.replacingOccurrences(of: old, with: new)
    }
    return text
}

/// Runs the built `layout` executable and returns what it printed and its status.
/// - Parameter directory: Where it runs; the repository's root unless given.
func runLayout(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> LayoutCommand.Output {
    try runProduct("layout", arguments, input: input, in: directory)
}

/// Runs the built executable `product` (`layout`, `sessions`, `benchmarks`)
/// and returns what it printed and its status.
func runProduct(_ product: String, _ arguments: [String], input: String? = nil,
                in directory: URL? = nil) throws -> LayoutCommand.Output {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(product)
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    let output = Pipe(), error = Pipe(), standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return LayoutCommand.Output(standardOutput: String(decoding: outputData, as: UTF8.self),
                                standardError: String(decoding: errorData, as: UTF8.self),
                                status: process.terminationStatus)
}

/// Runs the command in-process with `input` as standard input.
func runInProcess(_ arguments: [String], input: String = "") -> LayoutCommand.Output {
    LayoutCommand.run(arguments, readStandardInput: { input })
}

/// `layout run DOCUMENT --json OPTIONS` (the document's path from the
/// repository's root, or `-` with the document as `input`): the status,
/// each frame as [x, y, width, height] by name, and the whole JSON answer.
func runFrames(_ document: String, _ options: [String], input: String? = nil) throws
    -> (status: Int32, frames: [String: [Double]], json: [String: Any]) {
    let output = try runLayout(["run", document, "--json"] + options, input: input)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let frames = try #require(json["frames"] as? [String: [String: Double]])
    return (output.status, frames.mapValues { [$0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!] }, json)
}
