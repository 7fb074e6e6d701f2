import Foundation
import JSON

/// `swift run -c release benchmarks [options]`: the workloads of
/// `Benchmarks/WORKLOADS.md` on this solver and on kiwisolver, in the same run, and the
/// workloads of items and stacks (L1, L4, S1) on the Layout and Stack
/// modules, which kiwi has no counterpart of.
///
///   --no-kiwi            this solver only
///   --full               also the kiwi runs that take minutes (W2 3000, W3 60, W4 1000)
///                        and L4 at N = 10 000 (minutes; one build)
///   --only W1,L1         only these workloads
///   --quick              only the two smallest sizes of each workload (a smoke run)
///   --sizes 10,100       only these sizes
///   --json [FILE]        the measurements as JSON: written to FILE (the table is still
///                        printed), or printed instead of the table
///   --svg FILE           also write a log–log chart
///   --export DIR         write every workload script as JSON and stop
///   --from FILE          run nothing: present the measurements of an earlier --json FILE
let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let withKiwi = !arguments.contains("--no-kiwi")
let full = arguments.contains("--full")
let quick = arguments.contains("--quick")
let only = value(after: "--only")?.split(separator: ",").map(String.init)
let sizes = value(after: "--sizes")?.split(separator: ",").compactMap { Int($0) }

/// One workload at one size: a constraint script, run on this solver and
/// (by default) on kiwi, or a workload of items, run on this project only.
struct Configuration {
    var n: Int
    var workload: Workload
    /// Whether this solver runs it only with `--full` (it takes minutes).
    var onlyWhenFull = false
    enum Workload {
        case script(() throws -> WorkloadScript, kiwi: Kiwi)
        case items(() -> any ItemWorkload)
    }
    enum Kiwi { case yes, onlyWhenFull(String), no(String) }

    init(n: Int, make: @escaping () throws -> WorkloadScript, kiwi: Kiwi) {
        self.n = n
        workload = .script(make, kiwi: kiwi)
    }

    init(n: Int, onlyWhenFull: Bool = false, items make: @escaping () -> any ItemWorkload) {
        self.n = n
        workload = .items(make)
        self.onlyWhenFull = onlyWhenFull
    }
}

func configurations() -> [(String, [Configuration])] {
    func passes(_ script: inout WorkloadScript, build: (Int, Int), edit: (Int, Int)? = nil) {
        script.buildPasses = .init(repetitions: build.0, warmup: build.1)
        if let edit { script.editPasses = .init(repetitions: edit.0, warmup: edit.1) }
    }
    let w1 = [1, 10, 100].map { n in Configuration(n: n, make: { try Workloads.enamlLike(copies: n) }, kiwi: .yes) }
        + [Configuration(n: 1000, make: { var s = try Workloads.enamlLike(copies: 1000); passes(&s, build: (3, 1)); return s },
                         kiwi: .no("kiwi > 1 min"))]
    let w2 = [100, 300, 1000].map { n in Configuration(n: n, make: { Workloads.chain(items: n) }, kiwi: .yes) }
        + [Configuration(n: 3000, make: { var s = Workloads.chain(items: 3000, cycles: 20); passes(&s, build: (1, 0), edit: (1, 0)); return s },
                         kiwi: .onlyWhenFull("≈ 4 min")),
           Configuration(n: 10000, make: { var s = Workloads.chain(items: 10000); passes(&s, build: (3, 1), edit: (3, 1)); return s },
                         kiwi: .no("> 1 h"))]
    let w3 = [10, 20, 30].map { n in Configuration(n: n, make: { Workloads.grid(side: n) }, kiwi: .yes) }
        + [Configuration(n: 60, make: { var s = Workloads.grid(side: 60, cycles: 3); passes(&s, build: (3, 0), edit: (1, 0)); return s },
                         kiwi: .onlyWhenFull("≈ 1.5 min")),
           Configuration(n: 100, make: { var s = Workloads.grid(side: 100); passes(&s, build: (3, 1), edit: (3, 1)); return s },
                         kiwi: .no("> 5 min"))]
    let w4 = [1, 10, 100].map { n in Configuration(n: n, make: { try Workloads.feed(cells: n) }, kiwi: .yes) }
        + [Configuration(n: 1000, make: { var s = try Workloads.feed(cells: 1000); passes(&s, build: (3, 0)); return s },
                         kiwi: .onlyWhenFull("≈ 8 min a build")),
           Configuration(n: 10000, make: { var s = try Workloads.feed(cells: 10000); passes(&s, build: (3, 1)); return s },
                         kiwi: .no("> 1 h"))]
    let w5 = [10, 20, 30].map { n in Configuration(n: n, make: { Workloads.churn(side: n) }, kiwi: .yes) }
    let l1 = [100, 1000, 10000].map { n in Configuration(n: n, items: { LayoutTreeWorkload(cards: n) }) }
    let l4 = [1, 10, 100, 1000].map { n in Configuration(n: n, items: { LayoutFeedWorkload(cells: n) }) }
        + [Configuration(n: 10000, onlyWhenFull: true, items: {
            var workload = LayoutFeedWorkload(cells: 10000)
            workload.buildPasses = .init(repetitions: 1, warmup: 0)
            return workload
        })]
    let s1 = [10, 100, 1000].map { n in Configuration(n: n, items: { StackRowsWorkload(rows: n) }) }
    let t1 = [100, 1000].map { n in Configuration(n: n, items: { TranscriptWorkload(messages: n) }) }
    return [("W1", w1), ("W2", w2), ("W3", w3), ("W4", w4), ("W5", w5), ("L1", l1), ("L4", l4), ("S1", s1), ("T1", t1)]
}

/// What one configuration measured, ready for the report.
struct Outcome {
    var name: String
    var n: Int
    var size: Int
    var ours: Timings
    var kiwi: KiwiRunner.Result?
    /// Why kiwi has no figure, when it has none; nil for the workloads of items.
    var kiwiNote: String?
    var kiwiFailure: String?
}

/// Runs a script here, then on kiwi when `mode` and the options say so.
func measure(_ script: WorkloadScript, kiwi mode: Configuration.Kiwi) throws -> Outcome {
    FileHandle.standardError.write(Data("\(script.name) N=\(script.n): this solver…\n".utf8))
    var outcome = Outcome(name: script.name, n: script.n, size: script.size, ours: try ScriptRunner(script: script).run())
    switch mode {
    case .yes where withKiwi, .onlyWhenFull where withKiwi && full:
        FileHandle.standardError.write(Data("\(script.name) N=\(script.n): kiwisolver…\n".utf8))
        do {
            outcome.kiwi = try KiwiRunner.run(script, maxSeconds: full ? 60 : 20)
        } catch {
            outcome.kiwiNote = "failed"
            outcome.kiwiFailure = "kiwi \(script.name) N=\(script.n): \(error)"
        }
    case let .onlyWhenFull(why) where withKiwi:
        outcome.kiwiNote = "--full: \(why)"
    case let .no(why):
        outcome.kiwiNote = why
    default:
        outcome.kiwiNote = nil
    }
    return outcome
}

/// Runs a workload of items here.
func measure(_ workload: any ItemWorkload) throws -> Outcome {
    FileHandle.standardError.write(Data("\(workload.name) N=\(workload.n): this solver…\n".utf8))
    return Outcome(name: workload.name, n: workload.n, size: workload.n, ours: try workload.run())
}

var report = Report()
var failures: [String] = []
if let file = value(after: "--from") {
    report = try Report(json: JSON(parsing: String(contentsOfFile: file, encoding: .utf8)))
}
for (name, list) in configurations() where value(after: "--from") == nil && only?.contains(name) ?? true {
    for configuration in quick ? Array(list.prefix(2)) : list {
        if let sizes, !sizes.contains(configuration.n) { continue }
        if configuration.onlyWhenFull && !full { continue }
        let outcome: Outcome
        switch configuration.workload {
        case let .script(make, kiwi):
            let script: WorkloadScript
            do { script = try make() } catch {
                failures.append("\(name): \(error)"); continue
            }
            if let directory = value(after: "--export") {
                let file = URL(fileURLWithPath: directory).appendingPathComponent("\(script.name)-\(script.n).json")
                try script.json.formatted().write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            do { outcome = try measure(script, kiwi: kiwi) } catch {
                failures.append("\(error)"); continue
            }
        case let .items(make):
            if value(after: "--export") != nil { continue }   // nothing for kiwi to replay
            do { outcome = try measure(make()) } catch {
                failures.append("\(error)"); continue
            }
        }
        if let kiwi = outcome.kiwi { report.kiwiVersion = kiwi.solver }
        if let note = outcome.ours.note { report.notes.append(note) }
        if let failure = outcome.kiwiFailure { failures.append(failure) }
        func add(_ phase: String, _ ours: [Double]?, _ kiwi: [Double]?) {
            guard let ours else { return }
            report.measurements.append(.init(workload: outcome.name, n: outcome.n, size: outcome.size, phase: phase,
                                             ours: ours, kiwi: kiwi, kiwiNote: outcome.kiwiNote))
        }
        add("build", outcome.ours.build, outcome.kiwi?.build)
        add("edit", outcome.ours.edit, outcome.kiwi?.edit)
        add("churn", outcome.ours.churn, outcome.kiwi?.churn)
    }
}
if value(after: "--export") != nil { exit(0) }
let jsonFile = value(after: "--json").flatMap { $0.hasPrefix("--") ? nil : $0 }
print(arguments.contains("--json") && jsonFile == nil ? report.json.formatted(indent: 2) : report.table)
if let jsonFile {
    try report.json.formatted(indent: 2).write(toFile: jsonFile, atomically: true, encoding: .utf8)
}
if let file = value(after: "--svg") {
    try report.svg.write(toFile: file, atomically: true, encoding: .utf8)
}
for failure in failures { FileHandle.standardError.write(Data("FAILED: \(failure)\n".utf8)) }
exit(failures.isEmpty ? 0 : 1)
