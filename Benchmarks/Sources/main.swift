import CommandLineOptions
import Foundation
import JSON

/// `swift run -c release benchmarks [options]`: the workloads of
/// `Benchmarks/WORKLOADS.md` on this solver and on kiwisolver, in the same run, and the
/// workloads of items and stacks (L1, L4, S1, S2, T1, F1, F2, and M1's memory) on the Layout and Stack
/// modules, which kiwi has no counterpart of. The options are the table
/// below (`benchmarks --help`); `Docs/Benchmarks.md` shows them at work.
let command = Command(
    name: "benchmarks",
    abstract: "Time this solver and kiwisolver on the workloads of Benchmarks/WORKLOADS.md, and this project alone"
        + " on the workloads of items, stacks and text (L1, L4, S1, S2, T1, F1, F2), and the memory of a long-lived engine (M1).",
    discussion: "Run it in release: swift run -c release benchmarks. The first run with kiwi creates Benchmarks/.venv"
        + " and installs kiwisolver into it. Without options it runs everything but the kiwi runs that take minutes"
        + " (about 10 minutes); progress lines go to standard error when it is a terminal.",
    options: [
        .flag("--no-kiwi", help: "This solver only."),
        .flag("--full", help: "Also the kiwi runs that take minutes (W2 3000, W3 60, W4 1000), L4 at N = 10 000"
            + " (minutes; one build), and M1 over 1 000 000 cycles (minutes)."),
        .value("--only", "W1,L1", help: "Only these workloads."),
        .flag("--quick", help: "Only the two smallest sizes of each workload (a smoke run)."),
        .value("--sizes", "10,100", help: "Only these sizes."),
        .value("--cycles", "N", help: "M1's add/remove cycles after its warm-up: 100000 by default, 1000000 with --full,"
            + " 10000 with --quick."),
        .optionalValue("--json", "FILE", help: "The measurements as JSON: written to FILE (the table is still printed),"
            + " or printed instead of the table."),
        .value("--svg", "FILE", help: "Also write a log-log chart."),
        .value("--export", "DIR", help: "Write every workload script as JSON into DIR, and stop."),
        .value("--from", "FILE", help: "Run nothing: present the measurements of an earlier --json FILE."),
    ],
    exitStatuses: [
        ExitStatus(0, "Every workload ran."),
        ExitStatus(1, "A workload or a kiwi run failed; each failure is printed to standard error (FAILED: ...)."),
        ExitStatus(2, "Bad usage, or the --from FILE cannot be read or is not the output of --json."),
    ])

let workloadNames = configurations().map(\.0)
let options: ParsedArguments
let only: [String]?
let sizes: [Int]?
let memoryCycles: Int?
do throws(UsageError) {
    options = try command.parse(Array(CommandLine.arguments.dropFirst()))
    only = try options.value("--only", needs: "workloads among \(workloadNames.joined(separator: ",")), separated by commas") {
        let names = $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return names.allSatisfy(workloadNames.contains) ? names : nil
    }
    sizes = try options.value("--sizes", needs: "whole numbers separated by commas") {
        let sizes = $0.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        return sizes.allSatisfy { $0 != nil } ? sizes.compactMap { $0 } : nil
    }
    memoryCycles = try options.value("--cycles", needs: "a whole number") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
} catch {
    FileHandle.standardError.write(Data(command.usageMessage(error).utf8))
    exit(2)
}
if options.helpRequested {
    print(command.help, terminator: "")
    exit(0)
}
let withKiwi = !options.flag("--no-kiwi")
let full = options.flag("--full")
let quick = options.flag("--quick")
if let sizes, options["--from"] == nil, let message = unmeasuredSizeMessage(sizes) {
    FileHandle.standardError.write(Data("benchmarks: \(message)\nsee `benchmarks --help`\n".utf8))
    exit(2)
}

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
            workload.editPasses = .init(repetitions: 1, warmup: 0)
            return workload
        })]
    let s1 = [10, 100, 1000].map { n in Configuration(n: n, items: { StackRowsWorkload(rows: n) }) }
    let s2 = [10, 100, 1000].map { n in Configuration(n: n, items: { StackInsertWorkload(rows: n) }) }
    let t1 = [100, 1000].map { n in Configuration(n: n, items: { TranscriptWorkload(messages: n) }) }
    let f1 = [10, 100, 1000].map { n in Configuration(n: n, items: { FlexRowsWorkload(rows: n) }) }
    let f2 = [10, 100, 1000].map { n in Configuration(n: n, items: { PinnedFlexFeedWorkload(rows: n) }) }
    let m1 = [Configuration(n: 1000, items: {
        MemoryChurnWorkload(cells: 1000, cycles: memoryCycles ?? (full ? 1_000_000 : quick ? 10_000 : 100_000))
    })]
    return [("W1", w1), ("W2", w2), ("W3", w3), ("W4", w4), ("W5", w5), ("L1", l1), ("L4", l4), ("S1", s1), ("S2", s2), ("T1", t1),
            ("F1", f1), ("F2", f2), ("M1", m1)]
}

/// Why a size in `--sizes` would measure nothing (no selected workload has
/// it, or only with `--full`, or `--quick` leaves it out), or nil when
/// every size measures something.
func unmeasuredSizeMessage(_ sizes: [Int]) -> String? {
    let selected = configurations().filter { only?.contains($0.0) ?? true }
    for size in sizes {
        let having = selected.filter { $0.1.contains { $0.n == size } }
        if having.isEmpty {
            let offered = selected.map { name, list in "\(name) " + list.map { String($0.n) }.joined(separator: ",") }
            return "no workload has size \(size) (sizes: \(offered.joined(separator: "; ")))"
        }
        if !full && having.allSatisfy({ $0.1.allSatisfy { $0.n != size || $0.onlyWhenFull } }) {
            return "size \(size) of \(having.map(\.0).joined(separator: ",")) runs only with --full"
        }
        if quick && having.allSatisfy({ !$0.1.prefix(2).contains { $0.n == size } }) {
            return "size \(size) of \(having.map(\.0).joined(separator: ",")) is not among the two smallest sizes --quick runs"
        }
    }
    return nil
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
    Progress.report("\(script.name) N=\(script.n): this solver…")
    var outcome = Outcome(name: script.name, n: script.n, size: script.size, ours: try ScriptRunner(script: script).run())
    switch mode {
    case .yes where withKiwi, .onlyWhenFull where withKiwi && full:
        Progress.report("\(script.name) N=\(script.n): kiwisolver…")
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
    Progress.report("\(workload.name) N=\(workload.n): this solver…")
    return Outcome(name: workload.name, n: workload.n, size: workload.n, ours: try workload.run())
}

/// Prints `benchmarks: MESSAGE` to standard error and exits with `status`.
func stop(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
    exit(status)
}

/// Writes `text` to `path`, or stops with exit status 1 and a message that
/// names the file (a missing folder, no permission).
func write(_ text: String, toFile path: String) {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        stop("cannot write \(path): \(error.localizedDescription)", status: 1)
    }
}

var report = Report()
var failures: [String] = []
if let directory = options["--export"] {
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        stop("cannot make the folder \(directory): \(error.localizedDescription)", status: 1)
    }
}
if let file = options["--from"] {
    guard let data = FileManager.default.contents(atPath: file) else { stop("cannot read \(file)", status: 2) }
    do {
        report = try Report(json: JSON(parsing: String(decoding: data, as: UTF8.self)))
    } catch {
        stop("\(file) is not the output of --json: \(error)", status: 2)
    }
}
for (name, list) in configurations() where options["--from"] == nil && only?.contains(name) ?? true {
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
            if let directory = options["--export"] {
                write(script.json.formatted(), toFile: URL(fileURLWithPath: directory)
                    .appendingPathComponent("\(script.name)-\(script.n).json").path)
                continue
            }
            do { outcome = try measure(script, kiwi: kiwi) } catch {
                failures.append("\(error)"); continue
            }
        case let .items(make):
            if options["--export"] != nil { continue }   // nothing for kiwi to replay
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
        add(outcome.ours.editPhase, outcome.ours.edit, outcome.kiwi?.edit)
        add("churn", outcome.ours.churn, outcome.kiwi?.churn)
    }
}
if options["--export"] != nil { exit(0) }
let jsonFile = options["--json"]
print(options.flag("--json") && jsonFile == nil ? report.json.formatted(indent: 2) : report.table)
if let jsonFile { write(report.json.formatted(indent: 2), toFile: jsonFile) }
if let file = options["--svg"] { write(report.svg, toFile: file) }
for failure in failures { FileHandle.standardError.write(Data("FAILED: \(failure)\n".utf8)) }
exit(failures.isEmpty ? 0 : 1)
