import Testing
@testable import LayoutTool

/// The benchmark's M1 workload (`Docs/Benchmarks.md`), short: a feed of
/// 1000 cells scrolled for 300 cycles after at least as many of warm-up, in a
/// process of its own, where malloc's bytes are the feed's alone. It
/// fails (status 1) when they grow by more than 1 MB after the warm-up or
/// a table of the engine grows (`LongLivedEngineTests` checks the tables
/// over more cycles).
@Suite struct MemoryBenchmarkTests {
    @Test func aShortM1RunKeepsMemoryFlat() throws {
        let output = try runProduct("benchmarks", ["--no-kiwi", "--only", "M1", "--cycles", "300"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("\nM1        1000    churn "))
        // The warm-up runs on past 300 cycles until the solver's first reclaim.
        #expect(output.standardOutput.contains("M1 N=1000: 300 cycles after "))
        #expect(output.standardOutput.contains(" of warm-up: malloc holds "))
        #expect(output.standardOutput.contains("no engine table grew"))
    }
}
