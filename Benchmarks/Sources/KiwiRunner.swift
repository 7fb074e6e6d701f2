import Foundation
import JSON

/// Runs a workload script on kiwisolver through `Benchmarks/kiwi/run_kiwi.py`,
/// which installs kiwisolver into `Benchmarks/.venv` when it is missing.
enum KiwiRunner {
    struct Result {
        var solver: String
        var build: [Double]
        var edit: [Double]?
        var churn: [Double]?
        var truncated: Bool
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("kiwi/run_kiwi.py")

    static func run(_ workload: WorkloadScript, maxSeconds: Double?) throws -> Result {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("workload-\(workload.name)-\(workload.n)-\(ProcessInfo.processInfo.processIdentifier).json")
        try workload.json.formatted().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path] + (maxSeconds.map { ["--max-seconds", "\($0)"] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Status 1 still prints the JSON, whose "checks" names the failed check.
        guard process.terminationStatus <= 1, let json = try? JSON(parsing: String(decoding: data, as: UTF8.self)) else {
            throw Failure(description: "run_kiwi.py exited with status \(process.terminationStatus)")
        }
        if let checks = json["checks"]?.string, checks != "ok" {
            throw Failure(description: "kiwi failed a check: \(checks)")
        }
        func times(_ key: String) -> [Double]? { json[key]?.array?.compactMap(\.number) }
        return Result(solver: json["solver"]?.string ?? "kiwisolver", build: times("build") ?? [],
                      edit: times("edit"), churn: times("churn"), truncated: json["truncated"]?.bool ?? false)
    }
}
