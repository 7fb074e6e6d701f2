import Foundation
import Testing
@testable import LayoutTool

/// The `layout` command's files, read and written through the C library.
@Suite struct TextFilesTests {
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("text-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        return directory
    }

    @Test func aStoredTextReadsBackAsWritten() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("page.svg").path
        let text = "<svg>première ligne, 第二行</svg>\n" + String(repeating: "x", count: 200_000)
        try TextFiles.store(text, atPath: path)
        #expect(TextFiles.contents(atPath: path) == text)
    }

    /// The old contents go whole, and no partial file stays beside the new.
    @Test func storingReplacesAFileWithoutLeavingAPartOfIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.html").path
        try TextFiles.store(String(repeating: "old ", count: 1000), atPath: path)
        try TextFiles.store("new", atPath: path)
        #expect(TextFiles.contents(atPath: path) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.html"])
    }

    @Test func aFileThatCannotBeWrittenThrowsAndMakesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: TextFiles.StoreError.self) {
            try TextFiles.store("text", atPath: directory.appendingPathComponent("missing/out.svg").path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A folder opens but cannot be read: `layout` says so, as for a
    /// missing file.
    @Test func aFolderCannotBeRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(TextFiles.contents(atPath: directory.path) == nil)
        #expect(TextFiles.contents(atPath: directory.appendingPathComponent("none.json").path) == nil)
        let output = LayoutCommand.run(["solve", directory.path])
        #expect(output == LayoutCommand.Output(standardError: "layout: cannot read \(directory.path)\n", status: 2))
    }

    /// Loading Foundation would cost every run of `layout` about 10
    /// million instructions before `main`: none of the modules the command
    /// is built from imports it.
    @Test func theCommandsModulesImportNoFoundation() throws {
        let modules = ["Cassowary", "Layout", "Stack", "CommandLineOptions", "JSON", "Drawing", "ConstraintSystem",
                       "LayoutDocument", "Explain", "LayoutTool", "LayoutCommandLine"]
        var importing: [String] = []
        for module in modules {
            let folder = "Sources/\(module)"
            let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            #expect(files.contains { $0.hasSuffix(".swift") }, "no sources in \(folder)")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("import Foundation") }) {
                    importing.append("\(folder)/\(file)")
                }
            }
        }
        #expect(importing == [])
    }
}
