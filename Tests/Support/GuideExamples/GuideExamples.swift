import Foundation

/// The ```swift blocks of a guide (`Docs/Guides/NAME`, or `NAME` at the
/// repository's root, as the README), and the copies of them that a test
/// file compiles.
///
/// A test compiles a block by copying it, as written, between two markers
/// that name the guide and the block's number (1 for the guide's first
/// ```swift block):
///
/// ```swift
/// // Guide example begins: Model.md 3
/// do {
///     try name.leadingAnchor.constraint(equalTo: header.leftAnchor).activate()
/// } …
/// // Guide example ends: Model.md 3
/// ```
///
/// and its file checks that `problems(in:)` is empty: every block of the
/// guide is marked once in the file (or named among the blocks that cannot
/// compile, with the reason), and the marked lines, without the markers'
/// indentation, are the block's lines. A block's leading `import` lines and
/// the blank lines after them are left out (the test file imports the
/// module once). A block that continues an earlier one (it uses the
/// earlier block's items) is marked on its own, after code that sets up
/// those items, usually the earlier block itself in a function of the test.
public struct GuideExamples {
    /// The guide's file name, as the markers write it: `Model.md`.
    public let guide: String
    /// The guide's ```swift blocks in order, each without its leading
    /// imports.
    public let blocks: [[String]]

    /// Reads the guide's blocks.
    public init(_ guide: String) throws {
        self.guide = guide
        let inGuides = Self.repositoryRoot.appendingPathComponent("Docs/Guides/\(guide)")
        let path = FileManager.default.fileExists(atPath: inGuides.path)
            ? inGuides : Self.repositoryRoot.appendingPathComponent(guide)
        var lines = try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")[...]
        var blocks: [[String]] = []
        while let start = lines.firstIndex(of: "```swift") {
            let end = lines[(start + 1)...].firstIndex(of: "```") ?? lines.endIndex
            let block = lines[(start + 1)..<end]
            let imports = block.prefix { $0.hasPrefix("import ") }
            blocks.append(imports.isEmpty ? Array(block) : Array(block.dropFirst(imports.count).drop { $0.isEmpty }))
            lines = lines[end...].dropFirst()
        }
        self.blocks = blocks
    }

    /// The guide's N-th ```swift block, counting from 1 as the markers do.
    public func block(_ number: Int) -> [String] {
        blocks[number - 1]
    }

    /// The repository's root: this file is `Tests/Support/GuideExamples/GuideExamples.swift`.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of `file` between `// Guide example begins: GUIDE N` and
    /// `// Guide example ends: GUIDE N`, by N, each without the begin
    /// marker's indentation. A block marked twice is listed twice.
    public func marked(in file: String) throws -> [(number: Int, lines: [String])] {
        let source = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        var marked: [(number: Int, lines: [String])] = []
        for (index, line) in source.enumerated() {
            let code = line.drop { $0 == " " }
            guard code.hasPrefix("// Guide example begins: \(guide) "),
                  let number = Int(code.dropFirst("// Guide example begins: \(guide) ".count)) else { continue }
            let indentation = line.count - code.count
            let end = source[index...].firstIndex { $0.hasSuffix("// Guide example ends: \(guide) \(number)") }
                ?? source.endIndex
            marked.append((number, source[(index + 1)..<end].map { String($0.dropFirst(min(indentation, $0.count))) }))
        }
        return marked
    }

    /// What keeps `file` from compiling every block as written, one sentence
    /// each: a block that is not marked (and not in `notCompiled`, block
    /// numbers with the reason they cannot compile), marked twice, marked
    /// with other lines than the guide's, or a marker for a block the guide
    /// does not have. Empty when the file compiles the guide's blocks as
    /// the guide writes them.
    public func problems(in file: String, notCompiled: [Int: String] = [:]) throws -> [String] {
        let marked = try marked(in: file)
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        var problems: [String] = []
        for (index, block) in blocks.enumerated() {
            let number = index + 1
            let copies = marked.filter { $0.number == number }
            if copies.isEmpty && notCompiled[number] == nil {
                problems.append("\(guide) \(number) is not marked in \(fileName) nor listed as not compiled")
            } else if !copies.isEmpty && notCompiled[number] != nil {
                problems.append("\(guide) \(number) is marked in \(fileName) but listed as not compiled")
            } else if copies.count > 1 {
                problems.append("\(guide) \(number) is marked \(copies.count) times in \(fileName)")
            }
            for copy in copies where copy.lines != block {
                let line = zip(block, copy.lines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(block.count, copy.lines.count)
                problems.append("\(guide) \(number) differs in \(fileName) at its line \(line + 1): the guide has "
                                + "\(line < block.count ? "`\(block[line])`" : "no line") and the test "
                                + "\(line < copy.lines.count ? "`\(copy.lines[line])`" : "no line")")
            }
        }
        for copy in marked where !blocks.indices.contains(copy.number - 1) {
            problems.append("\(fileName) marks \(guide) \(copy.number), but \(guide) has \(blocks.count) ```swift blocks")
        }
        for number in notCompiled.keys.sorted() where !blocks.indices.contains(number - 1) {
            problems.append("\(guide) \(number) is listed as not compiled, but \(guide) has \(blocks.count) ```swift blocks")
        }
        return problems
    }
}
