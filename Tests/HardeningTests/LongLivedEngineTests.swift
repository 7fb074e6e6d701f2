import FeedChurn
import Layout
import Testing

/// A long-lived engine reclaims everything of an item that leaves it
/// (issue 20): a feed that scrolls for ever (``ScrollingFeed``: the top
/// cell leaves, a fresh one joins at the bottom, every cycle) keeps every
/// table of the engine and its solver from growing, and lets go of every
/// cell that left. Malloc's bytes are the benchmark's to check, in a
/// process of their own (other tests allocate in parallel here): M1 runs
/// the same feed and fails when they grow (`MemoryBenchmarkTests`,
/// `Docs/Benchmarks.md`).
@Suite struct LongLivedEngineTests {
    /// After a warm-up, the engine's own tables hold exactly as many
    /// entries after every cycle as before (each cycle swaps a cell for
    /// one of the same make), and the solver's tables stay below the
    /// largest size they reached in the warm-up, plus a cycle's worth: the
    /// solver lets dead symbols pile up and reclaims them in bulk, so its
    /// symbol tables rise and fall, but a leak of one entry every few
    /// cycles would show within the run. The cells that left, their
    /// children and their guides are all released.
    @Test func scrollingFeedKeepsEveryTableFlat() throws {
        let feed = try ScrollingFeed(cells: 20)
        var warmupLargest: [String: Int] = [:]
        for _ in 0..<Self.warmupCycles {
            try feed.cycle()
            warmupLargest.merge(feed.root.engine.footprint, uniquingKeysWith: max)
        }
        let engineTables = feed.root.engine.footprint.filter { !$0.key.hasPrefix("solver ") }
        var largest: [String: Int] = [:]
        var left: [() -> AnyObject?] = []
        for cycle in 0..<Self.cycles {
            if let cell = feed.cells.first {
                let objects: [AnyObject] = [cell, cell.layoutMarginsGuide] + cell.children
                left += objects.map { object in { [weak object] in object } }
            }
            try feed.cycle()
            let tables = feed.root.engine.footprint
            largest.merge(tables, uniquingKeysWith: max)
            let changed = engineTables.filter { tables[$0.key] != $0.value }
            if !changed.isEmpty {
                Issue.record("after cycle \(cycle): \(changed.keys.sorted().map { "\($0) \(engineTables[$0]!) → \(tables[$0]!)" })")
                break
            }
        }
        #expect(feed.frameError == nil)
        for (name, count) in largest.sorted(by: { $0.key < $1.key }) {
            #expect(count <= warmupLargest[name]! + Self.cycleAllowance, "\(name): \(count), at most \(warmupLargest[name]!) in the warm-up")
        }
        #expect(left.count == Self.cycles * 4)
        #expect(left.filter { $0() != nil }.isEmpty, "objects of the cells that left are still alive")
    }

    static let warmupCycles = 150
    static let cycles = 1000
    /// What one cycle adds to a solver table before a reclaim: a cell's
    /// symbols, rows and records.
    static let cycleAllowance = 100
}
