import Testing
@testable import Cassowary
import SeededRandom

/// The solver's identity and group tables: every operation agrees with a
/// `Dictionary`, whatever pattern the keys' bits follow (objects allocated
/// in a row fill runs of neighbouring homes; displaced keys, removed
/// markers and rebuilds must keep every key found).
@Suite struct IndexTableTests {
    /// A key whose table bits are given, as an object's address would give them.
    struct Key: IndexTableKey, Hashable {
        let tableBits: UInt64
    }

    /// Keys in the patterns allocations make: in a row at a fixed stride,
    /// in chunks at scattered places, and at random.
    static func keys(_ pattern: String, count: Int, generator: inout SplitMix64) -> [Key] {
        let base = (generator.next() >> 24) << 8
        switch pattern {
        case "consecutive": return (0..<UInt64(count)).map { Key(tableBits: base + $0) }
        case "stride 2": return (0..<UInt64(count)).map { Key(tableBits: base + 2 * $0) }
        case "stride 3": return (0..<UInt64(count)).map { Key(tableBits: base + 3 * $0) }
        case "chunks":
            var keys: [Key] = []
            while keys.count < count {
                let start = (generator.next() >> 30) << 4
                keys += (0..<40).map { Key(tableBits: start + 3 * UInt64($0)) }
            }
            return Array(keys.prefix(count))
        default: return (0..<count).map { _ in Key(tableBits: generator.next() >> 20) }
        }
    }

    @Test(arguments: ["consecutive", "stride 2", "stride 3", "chunks", "random"])
    func agreesWithADictionaryThroughInsertionsUpdatesAndRemovals(pattern: String) {
        var generator = SplitMix64(seed: 7)
        let keys = Self.keys(pattern, count: 3000, generator: &generator)
        var table = IndexTable<Key>()
        var expected: [Key: Int32] = [:]
        for step in 0..<20_000 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            switch generator.next() % 10 {
            case 0..<5:
                let value = Int32(step)
                table[key] = value
                expected[key] = value
            case 5..<8:
                table[key] = nil
                expected[key] = nil
            case 8:
                table.reserve(Int(generator.next() % 200))
            default:
                #expect(table[key] == expected[key], "step \(step)")
            }
            #expect(table.count == expected.count)
        }
        for key in keys { #expect(table[key] == expected[key]) }
        // Keys never stored are absent, near the stored ones and far away.
        let absent = keys.map { Key(tableBits: $0.tableBits &+ 1 << 40) }
        for key in absent { #expect(table[key] == nil) }
    }

    @Test func keysAddedInARowAreAllFoundAfterTheTableGrowsAndIsCleared() {
        var generator = SplitMix64(seed: 3)
        let keys = Self.keys("stride 2", count: 50_000, generator: &generator)
        var table = IndexTable<Key>()
        for (index, key) in keys.enumerated() { table[key] = Int32(index) }
        #expect(table.count == keys.count)
        #expect(keys.indices.allSatisfy { table[keys[$0]] == Int32($0) })
        // Half removed, every other one: the rest stay found past the markers.
        for index in stride(from: 0, to: keys.count, by: 2) { table[keys[index]] = nil }
        #expect(table.count == keys.count / 2)
        #expect(keys.indices.allSatisfy { table[keys[$0]] == ($0 % 2 == 0 ? nil : Int32($0)) })
        table.removeAll()
        #expect(table.count == 0)
        #expect(keys.allSatisfy { table[$0] == nil })
        table[keys[9]] = 4
        #expect(table[keys[9]] == 4)
    }

    /// A long-lived table whose keys come and go (a feed that scrolls):
    /// removed markers pile up and are cleared by rebuilds, and every live
    /// key stays found.
    @Test func churnKeepsEveryLiveKey() {
        var table = IndexTable<Key>()
        var live: [Key: Int32] = [:]
        var next: UInt64 = 1 << 20
        for step in 0..<100_000 {
            let key = Key(tableBits: next)
            next += 3
            table[key] = Int32(step)
            live[key] = Int32(step)
            if live.count > 500, let victim = live.keys.first {
                table[victim] = nil
                live[victim] = nil
            }
            if step % 997 == 0 {
                #expect(live.allSatisfy { table[$0.key] == $0.value })
            }
        }
        #expect(table.count == live.count)
        #expect(live.allSatisfy { table[$0.key] == $0.value })
    }
}
