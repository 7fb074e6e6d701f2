// `sessions`: long seeded random sessions of solver and engine calls,
// checked after every step (Docs/Hardening.md).
//
//   swift run -c release sessions [--kind solver|engine|both] [--seed N]
//       [--seeds N] [--operations N] [--fresh-every N] [--scaled] [--no-flex] [--safe-area] [--keyboard] [--text] [--scroll]
//       [--preserved-margins] [--no-reported-limits] [--batches]
//
// The options, their defaults and the exit statuses are the table below
// (`sessions --help`).
import CommandLineOptions
import Foundation
import RandomSessions

let command = Command(
    name: "sessions",
    abstract: "Run long seeded random sessions of solver and engine calls, checked after every step"
        + " (Docs/Hardening.md).",
    discussion: "Runs --seeds sessions from --seed on, each of --operations steps, and stops at the first failed"
        + " check with the seed and step that replay it. Run it in release: swift run -c release sessions."
        + " A line per session goes to standard error as it starts when standard error is a terminal.",
    options: [
        .value("--kind", "solver|engine|both", help: "The sessions to run (default both)."),
        .value("--seed", "N", help: "The first seed (default 1)."),
        .value("--seeds", "N", help: "How many seeds, from --seed on (default 1)."),
        .value("--operations", "N", help: "The steps of each session (default 100000)."),
        .value("--fresh-every", "N", help: "Every N steps, compare with a fresh solve of the exported system (a"
            + " fresh copy of the tree, for the engine) (default 250)."),
        .flag("--scaled", help: "Spread the solver sessions' numbers over many orders of magnitude, as the"
            + " solver's relative tolerances expect."),
        .flag("--batches", help: "Make the solver sessions' additions one to four constraints at a time with"
            + " addConstraints (other calls than without it)."),
        .flag("--no-flex", help: "Leave flex distributions out of the engine sessions' stack settings."),
        .flag("--safe-area", help: "Also change the root's safe-area insets in the engine sessions."),
        .flag("--keyboard", help: "Also bring the keyboard up and down, with items' keyboard guides, in the engine sessions."),
        .flag("--preserved-margins", help: "Also turn items' preservesSuperviewLayoutMargins on and off in the engine sessions."),
        .flag("--scroll", help: "Engine sessions on a tree with a scroll item, scrolled by the steps."),
        .flag("--no-reported-limits", help: "Fail a solver session at a step where a required constraint is off by"
            + " more than the relative tolerance, even where the solver reports that double precision allows no"
            + " better (those steps are otherwise counted, not failed)."),
        .flag("--text", help: "Also give the engine sessions' leaves text that wraps, change it and take it away."),
    ],
    exitStatuses: [
        ExitStatus(0, "Every check held."),
        ExitStatus(1, "A check failed; the seed and the step that replay it are printed."),
        ExitStatus(2, "Bad usage."),
    ])

struct Options {
    var kinds = ["solver", "engine"]
    var seed: UInt64 = 1
    var seeds = 1
    var operations = 100_000
    var freshEvery = 250
    var scaled = false
    var batches = false
    var flex = true
    var safeArea = false
    var keyboard = false
    var preservedMargins = false
    var scroll = false
    var text = false
    var failsAtReportedLimits = false

    init(_ options: ParsedArguments) throws(UsageError) {
        func count<T: FixedWidthInteger>(_ name: String) throws(UsageError) -> T? {
            try options.value(name, needs: "a count (a whole number, 0 or more)") { T($0).flatMap { $0 >= 0 ? $0 : nil } }
        }
        let kinds = ["solver": ["solver"], "engine": ["engine"], "both": ["solver", "engine"]]
        if let kinds = try options.value("--kind", needs: "solver, engine or both", { kinds[$0] }) { self.kinds = kinds }
        if let seed: UInt64 = try count("--seed") { self.seed = seed }
        if let seeds: Int = try count("--seeds") { self.seeds = seeds }
        if let operations: Int = try count("--operations") { self.operations = operations }
        if let freshEvery: Int = try count("--fresh-every") { self.freshEvery = max(1, freshEvery) }
        scaled = options.flag("--scaled")
        batches = options.flag("--batches")
        flex = !options.flag("--no-flex")
        safeArea = options.flag("--safe-area")
        keyboard = options.flag("--keyboard")
        preservedMargins = options.flag("--preserved-margins")
        scroll = options.flag("--scroll")
        text = options.flag("--text")
        failsAtReportedLimits = options.flag("--no-reported-limits")
    }
}

let options: Options
do throws(UsageError) {
    let parsed = try command.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed.helpRequested {
        print(command.help, terminator: "")
        exit(0)
    }
    options = try Options(parsed)
} catch {
    FileHandle.standardError.write(Data(command.usageMessage(error).utf8))
    exit(2)
}

var failed = false
for offset in 0..<options.seeds {
    let seed = options.seed &+ UInt64(offset)
    for kind in options.kinds {
        Progress.report("\(kind) seed \(seed): \(options.operations) operations…")
        let start = Date()
        do {
            let statistics: SessionStatistics
            if kind == "solver" {
                var session = SolverSession(seed: seed, freshEvery: options.freshEvery, scaled: options.scaled)
                session.addsInBatches = options.batches
                try session.run(steps: options.operations)
                statistics = session.statistics
            } else {
                var session = EngineSession(seed: seed, freshEvery: options.freshEvery, scrolls: options.scroll)
                session.usesFlex = options.flex
                session.changesSafeArea = options.safeArea
                session.changesKeyboard = options.keyboard
                session.changesPreservedMargins = options.preservedMargins
                session.changesText = options.text
                try session.run(steps: options.operations)
                statistics = session.statistics
            }
            if options.failsAtReportedLimits && statistics.reportedLimits > 0 {
                print("\(kind) FAILED at seed \(seed): \(statistics.reportedLimits) steps at a reported limit of double precision")
                print(statistics)
                failed = true
                continue
            }
            let seconds = Date().timeIntervalSince(start)
            print("\(kind) seed \(seed): \(statistics.total) operations, every check held (\(String(format: "%.1f", seconds)) s)")
            print(statistics)
        } catch {
            print("\(kind) FAILED at \(error)")
            failed = true
        }
    }
}
exit(failed ? 1 : 0)
