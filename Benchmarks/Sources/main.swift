import Foundation

/// `swift run -c release benchmarks [options]`: the workloads of
/// `WORKLOADS.md` on this solver and on kiwisolver, in the same run.
///
///   --no-kiwi            this solver only
///   --full               also the kiwi runs that take minutes (W2 3000, W3 60, W4 1000)
///   --only W1,W3         only these workloads
///   --quick              only the two smallest sizes of each workload (a smoke run)
///   --sizes 10,100       only these sizes
///   --json               the measurements as JSON instead of the table
///   --svg FILE           also write a log–log chart
///   --export DIR         write every workload script as JSON and stop
let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let withKiwi = !arguments.contains("--no-kiwi")
let full = arguments.contains("--full")
let quick = arguments.contains("--quick")
let only = value(after: "--only")?.split(separator: ",").map(String.init)
let sizes = value(after: "--sizes")?.split(separator: ",").compactMap { Int($0) }

/// One workload at one size, and whether kiwi runs it by default.
struct Configuration {
    var n: Int
    var make: () throws -> WorkloadScript
    var kiwi: Kiwi
    enum Kiwi { case yes, onlyWhenFull(String), no(String) }
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
    return [("W1", w1), ("W2", w2), ("W3", w3), ("W4", w4), ("W5", w5)]
}

var report = Report()
var failures: [String] = []
for (name, list) in configurations() where only?.contains(name) ?? true {
    for configuration in quick ? Array(list.prefix(2)) : list {
        if let sizes, !sizes.contains(configuration.n) { continue }
        let script: WorkloadScript
        do { script = try configuration.make() } catch {
            failures.append("\(name): \(error)"); continue
        }
        if let directory = value(after: "--export") {
            let file = URL(fileURLWithPath: directory).appendingPathComponent("\(script.name)-\(script.n).json")
            try script.json.formatted().write(to: file, atomically: true, encoding: .utf8)
            continue
        }
        FileHandle.standardError.write(Data("\(script.name) N=\(script.n): this solver…\n".utf8))
        let ours: ScriptRunner.Timings
        do { ours = try ScriptRunner(script: script).run() } catch {
            failures.append("\(error)"); continue
        }
        var kiwi: KiwiRunner.Result?
        var note: String?
        switch configuration.kiwi {
        case .yes where withKiwi, .onlyWhenFull where withKiwi && full:
            FileHandle.standardError.write(Data("\(script.name) N=\(script.n): kiwisolver…\n".utf8))
            do {
                kiwi = try KiwiRunner.run(script, maxSeconds: full ? 60 : 20)
                report.kiwiVersion = kiwi?.solver
            } catch {
                note = "failed"
                failures.append("kiwi \(script.name) N=\(script.n): \(error)")
            }
        case let .onlyWhenFull(why) where withKiwi:
            note = "--full: \(why)"
        case let .no(why):
            note = why
        default:
            note = nil
        }
        func add(_ phase: String, _ ours: [Double]?, _ kiwi: [Double]?) {
            guard let ours else { return }
            report.measurements.append(.init(workload: script.name, n: script.n, size: script.size, phase: phase,
                                             ours: ours, kiwi: kiwi, kiwiNote: note))
        }
        add("build", ours.build, kiwi?.build)
        add("edit", ours.edit, kiwi?.edit)
        add("churn", ours.churn, kiwi?.churn)
    }
}
if value(after: "--export") != nil { exit(0) }
print(arguments.contains("--json") ? report.json.formatted(indent: 2) : report.table)
if let file = value(after: "--svg") {
    try report.svg.write(toFile: file, atomically: true, encoding: .utf8)
}
for failure in failures { FileHandle.standardError.write(Data("FAILED: \(failure)\n".utf8)) }
exit(failures.isEmpty ? 0 : 1)
