// `sessions`: long seeded random sessions of solver and engine calls,
// checked after every step (Docs/Hardening.md).
//
//   swift run -c release sessions [--kind solver|engine|both] [--seed N]
//       [--operations N] [--fresh-every N] [--seeds N] [--scaled]
//
// `--scaled` makes the solver sessions' numbers span many orders of
// magnitude (`SolverSession`), as the solver's relative tolerances expect.
// Runs `--seeds` sessions (default 1) from `--seed` on (default 1), each of
// `--operations` steps (default 100000), and stops at the first failed
// check with the seed and step that replay it. Exit status 0 when every
// check held, 1 on a failure, 2 for bad arguments.
import Foundation
import RandomSessions

struct Options {
    var kinds = ["solver", "engine"]
    var seed: UInt64 = 1
    var seeds = 1
    var operations = 100_000
    var freshEvery = 250
    var scaled = false

    static let usage = """
        usage: sessions [--kind solver|engine|both] [--seed N] [--seeds N] [--operations N] [--fresh-every N] [--scaled]
        """

    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        func value() throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        func number<T: FixedWidthInteger>(_ text: String) throws(UsageError) -> T {
            guard let parsed = T(text), parsed >= 0 else { throw UsageError("'\(text)' is not a count") }
            return parsed
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--kind":
                switch try value() {
                case "solver": kinds = ["solver"]
                case "engine": kinds = ["engine"]
                case "both": kinds = ["solver", "engine"]
                case let other: throw UsageError("unknown kind '\(other)'")
                }
            case "--seed": seed = try number(try value())
            case "--seeds": seeds = try number(try value())
            case "--operations": operations = try number(try value())
            case "--fresh-every": freshEvery = max(1, try number(try value()))
            case "--scaled": scaled = true
            case "--help", "-h": throw UsageError(nil)
            case let other: throw UsageError("unexpected argument '\(other)'")
            }
            index += 1
        }
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("sessions: \(message)\n\(Options.usage)\n".utf8))
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

var failed = false
for offset in 0..<options.seeds {
    let seed = options.seed &+ UInt64(offset)
    for kind in options.kinds {
        let start = Date()
        do {
            let statistics: SessionStatistics
            if kind == "solver" {
                var session = SolverSession(seed: seed, freshEvery: options.freshEvery, scaled: options.scaled)
                try session.run(steps: options.operations)
                statistics = session.statistics
            } else {
                var session = EngineSession(seed: seed, freshEvery: options.freshEvery)
                try session.run(steps: options.operations)
                statistics = session.statistics
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
