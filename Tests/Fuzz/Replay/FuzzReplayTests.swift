import Foundation
import Testing

/// Every fuzz target's checks (`fuzzTARGET` in `Tests/Fuzz/TARGET`) on the
/// inputs `run-fuzzers.sh` starts from: the target's `seeds.txt`, the files
/// `seed-files.txt` names, and every input that once crashed
/// (`Regressions/`). A check that fails stops the run with its message, as
/// it does under libFuzzer; the script adds the sanitizers and the solver's
/// internal checks, and fuzzes.
@Suite struct FuzzReplayTests {
    enum Target: String, CaseIterable, CustomTestStringConvertible {
        case constraintExpression = "ConstraintExpression", constraintSystem = "ConstraintSystem"
        case layoutDocument = "LayoutDocument", visualFormat = "VisualFormat", consoleLog = "ConsoleLog", json = "JSON"

        var testDescription: String { rawValue }

        /// The target's checks, as libFuzzer calls them.
        var check: (UnsafeRawPointer, Int) -> CInt {
            switch self {
            case .constraintExpression: fuzzConstraintExpression
            case .constraintSystem: fuzzConstraintSystem
            case .layoutDocument: fuzzLayoutDocument
            case .visualFormat: fuzzVisualFormat
            case .consoleLog: fuzzConsoleLog
            case .json: fuzzJSON
            }
        }
    }

    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryRoot = fuzzFolder.deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: Target.allCases)
    func everySeedAndRegressionPasses(_ target: Target) throws {
        let inputs = try Self.inputs(of: target)
        #expect(!inputs.isEmpty)
        for input in inputs {
            // A buffer of at least a byte, so that an empty input has an address too.
            let bytes = input + [0]
            _ = bytes.withUnsafeBytes { target.check($0.baseAddress!, input.count) }
        }
    }

    /// The regressions are found: a folder moved or renamed would otherwise
    /// replay nothing of what once crashed.
    @Test func theRegressionsAreReplayed() throws {
        #expect(try Self.regressions(of: .constraintExpression).count >= 4)
        #expect(try Self.regressions(of: .layoutDocument).count >= 1)
        let counts = try Target.allCases.map { try Self.inputs(of: $0).count }
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
    }

    /// What `run-fuzzers.sh` replays for `target`, as bytes.
    static func inputs(of target: Target) throws -> [[UInt8]] {
        var inputs: [[UInt8]] = []
        let listed = try String(contentsOf: fuzzFolder.appendingPathComponent("seed-files.txt"), encoding: .utf8)
        for line in listed.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0] == target.rawValue else { continue }
            for file in files(matching: String(fields[1])) { inputs.append(try bytes(of: file)) }
        }
        let seeds = fuzzFolder.appendingPathComponent(target.rawValue).appendingPathComponent("seeds.txt")
        if FileManager.default.fileExists(atPath: seeds.path) {
            // One input per line; a VisualFormat input starts with a byte of options, none for the seeds.
            let prefix: [UInt8] = target == .visualFormat ? [0] : []
            for line in try String(contentsOf: seeds, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                inputs.append(prefix + Array(line.utf8))
            }
        }
        return inputs + (try regressions(of: target).map(bytes))
    }

    static func regressions(of target: Target) throws -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(target.rawValue).appendingPathComponent("Regressions")
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map(folder.appendingPathComponent)
    }

    static func bytes(of file: URL) throws -> [UInt8] { Array(try Data(contentsOf: file)) }

    /// The files a pattern of `seed-files.txt` names: its path is relative
    /// to the repository, and a `*` in one of its components matches any
    /// run of characters within a name.
    static func files(matching pattern: String) -> [URL] {
        var matches = [repositoryRoot]
        for component in pattern.split(separator: "/") {
            matches = matches.flatMap { folder -> [URL] in
                guard component.contains("*") else {
                    let next = folder.appendingPathComponent(String(component))
                    return FileManager.default.fileExists(atPath: next.path) ? [next] : []
                }
                let parts = component.split(separator: "*", omittingEmptySubsequences: false)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return names.sorted().filter { name in
                    name.hasPrefix(parts.first!) && name.hasSuffix(parts.last!) && name.count >= parts.first!.count + parts.last!.count
                }.map(folder.appendingPathComponent)
            }
        }
        return matches
    }
}
