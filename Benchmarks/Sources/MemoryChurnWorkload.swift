import CommandLineOptions
import FeedChurn
import Foundation
import Layout

/// M1 "memory": a long-lived engine under add/remove churn. A
/// ``ScrollingFeed`` of N cells runs ``warmupCycles`` cycles (each: the
/// top cell leaves, a fresh one joins at the bottom, one layout pass), and
/// more until the solver first reclaims its dead symbols, then
/// ``cycles`` more, in ``chunks`` timed chunks. What it reports:
///
/// - `build`: the first feed of N cells, laid out;
/// - `churn`: the time of one cycle, per chunk (chunk time ÷ its cycles);
/// - a note with the bytes malloc holds (``HeapUse/allocatedBytes``) after
///   the warm-up and at the end, the largest growth over any chunk's end,
///   the resident size, and the engine's tables (``LayoutEngine`` and
///   solver `footprint`) that ended larger than twice their size after the
///   warm-up, if any.
///
/// The engine keeps nothing of an item that left, so the bytes stay flat:
/// the run fails (a `CheckFailure`) when malloc holds more than
/// ``allowedGrowth`` more than after the warm-up at the end of a chunk, or
/// when a table grew as above.
struct MemoryChurnWorkload: ItemWorkload {
    let name = "M1"
    /// The number of cells.
    let n: Int
    /// The cycles after the warm-up.
    let cycles: Int
    /// 10 000, or ``cycles`` when fewer.
    let warmupCycles: Int
    var chunks = 10
    /// 1 MB: what symbols that piled up between two reclaims may hold.
    static let allowedGrowth = 1_000_000
    var buildPasses = WorkloadScript.Passes(repetitions: 1, warmup: 0)
    var editPasses = WorkloadScript.Passes(repetitions: 1, warmup: 0)
    var editCycles: Int { cycles }
    var editPhase: String { "churn" }

    init(cells n: Int, cycles: Int) {
        self.n = n
        self.cycles = cycles
        warmupCycles = min(10_000, cycles)
    }

    func build() -> ScrollingFeed {
        do { return try ScrollingFeed(cells: n) } catch { fatalError("M1: \(error)") }
    }

    func edit(_ feed: ScrollingFeed, cycle k: Int) {
        do { try feed.cycle() } catch { fatalError("M1 cycle \(k): \(error)") }
    }

    /// Runs ``warmupCycles`` cycles, and more until the solver has
    /// reclaimed its dead symbols once: until then its symbol tables climb
    /// towards the top of the saw-tooth that reclaims cut (the live
    /// symbols and as many dead again), where their storage then stays.
    /// Returns the cycles run.
    func warmUp(_ feed: ScrollingFeed) -> Int {
        var symbols = feed.root.engine.footprint["solver symbols", default: 0]
        var reclaimed = false
        var k = 0
        while k < warmupCycles || !reclaimed {
            edit(feed, cycle: k)
            k += 1
            let now = feed.root.engine.footprint["solver symbols", default: 0]
            reclaimed = reclaimed || now < symbols
            symbols = now
        }
        return k
    }

    func check(_ feed: ScrollingFeed, afterCycle k: Int?) throws {
        if let error = feed.frameError {
            throw CheckFailure(description: "M1 N=\(n) after \(k.map { "cycle \($0)" } ?? "build"): \(error)")
        }
    }

    func run() throws -> Timings {
        var timings = Timings(editPhase: editPhase)
        var feed: ScrollingFeed!
        timings.build = [ContinuousClock().measure { feed = build() }.seconds]
        try check(feed, afterCycle: nil)
        Progress.report("M1 N=\(n): \(warmupCycles) cycles of warm-up…")
        let warmedUp = warmUp(feed)
        try check(feed, afterCycle: warmedUp - 1)
        let bytesAfterWarmup = HeapUse.allocatedBytes ?? 0
        let residentAfterWarmup = HeapUse.residentBytes ?? 0
        let tablesAfterWarmup = feed.root.engine.footprint
        var largestGrowth = 0
        var done = 0
        var perCycle: [Double] = []
        for chunk in 0..<chunks {
            let size = cycles / chunks + (chunk < cycles % chunks ? 1 : 0)
            guard size > 0 else { continue }
            Progress.report("M1 N=\(n): cycles \(done)..<\(done + size) of \(cycles)…")
            let elapsed = ContinuousClock().measure {
                for k in done..<(done + size) { edit(feed, cycle: warmedUp + k) }
            }
            done += size
            perCycle.append(elapsed.seconds / Double(size))
            largestGrowth = max(largestGrowth, (HeapUse.allocatedBytes ?? 0) - bytesAfterWarmup)
        }
        try check(feed, afterCycle: warmedUp + cycles - 1)
        timings.churn = perCycle
        let bytesAtEnd = HeapUse.allocatedBytes ?? 0
        let grown = feed.root.engine.footprint.filter { name, count in count > 2 * tablesAfterWarmup[name, default: 0] + 64 }
        let tables = grown.isEmpty ? "no engine table grew"
            : "tables that grew: " + grown.keys.sorted().map { "\($0) \(tablesAfterWarmup[$0, default: 0]) → \(grown[$0]!)" }
                .joined(separator: ", ")
        timings.note = "M1 N=\(n): \(cycles) cycles after \(warmedUp) of warm-up: malloc holds \(Self.megabytes(bytesAfterWarmup))"
            + " after the warm-up, \(Self.megabytes(bytesAtEnd)) at the end (at most +\(Self.megabytes(largestGrowth)) after a chunk);"
            + " resident \(Self.megabytes(residentAfterWarmup)) → \(Self.megabytes(HeapUse.residentBytes ?? 0)); \(tables)"
        guard grown.isEmpty, largestGrowth <= Self.allowedGrowth else { throw CheckFailure(description: timings.note!) }
        return timings
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1e6) }
}
