import SeededRandom
import Testing
@testable import Cassowary

/// The column index's occurrence lists share one pool (`OccurrenceLists`).
/// They must behave exactly as one array per symbol would, in the same
/// order, since the simplex breaks ties in that order; blocks must come
/// back to the pool; and the lists are a value, as the tableau is.
@Suite struct OccurrenceListsTests {
    /// The lists as arrays, one per symbol: the model the pool must match.
    struct Model {
        var lists: [[Occurrence]]

        mutating func append(_ occurrence: Occurrence, to symbol: Int) -> Int {
            lists[symbol].append(occurrence)
            return lists[symbol].count - 1
        }

        mutating func removeMovingLast(at index: Int, of symbol: Int) -> Occurrence? {
            let last = lists[symbol].removeLast()
            guard index < lists[symbol].count else { return nil }
            lists[symbol][index] = last
            return last
        }
    }

    static func contents(_ lists: OccurrenceLists, _ symbol: Int) -> [Occurrence] {
        var read: [Occurrence] = []
        lists.forEach(of: symbol) { read.append($0) }
        var readByReader: [Occurrence] = []
        lists.withReader { reader in reader.forEach(of: symbol) { readByReader.append($0) } }
        #expect(Array(lists[symbol]) == read)
        #expect(readByReader == read)
        #expect(lists.count(of: symbol) == read.count && lists.isEmpty(symbol) == read.isEmpty)
        return read
    }

    @Test func listsMatchAnArrayPerSymbolThroughRandomChanges() {
        var generator = SplitMix64(seed: 47)
        var lists = OccurrenceLists()
        var model = Model(lists: [])
        for _ in 0..<40 {
            lists.appendSymbol()
            model.lists.append([])
        }
        var longest = 0
        for step in 0..<20_000 {
            let symbol = Int.random(in: 0..<40, using: &generator)
            // Symbols 0–3 grow long (through several size classes); the
            // others stay short, as slack and error symbols do.
            let grows = symbol < 4 ? step % 5 != 0 : Bool.random(using: &generator)
            switch (grows, model.lists[symbol].isEmpty) {
            case (true, _), (false, true):
                let occurrence = Occurrence(slot: Int32(step), position: Int32(symbol))
                #expect(lists.append(occurrence, to: symbol) == model.append(occurrence, to: symbol))
            case (false, false):
                if Int.random(in: 0..<50, using: &generator) == 0 {
                    lists.removeAll(of: symbol)
                    model.lists[symbol] = []
                } else {
                    let index = Int.random(in: 0..<model.lists[symbol].count, using: &generator)
                    #expect(lists.removeMovingLast(at: index, of: symbol) == model.removeMovingLast(at: index, of: symbol))
                }
            }
            if !model.lists[symbol].isEmpty, step % 7 == 0 {
                let index = Int.random(in: 0..<model.lists[symbol].count, using: &generator)
                lists.setPosition(-Int32(step), at: index, of: symbol)
                model.lists[symbol][index].position = -Int32(step)
            }
            longest = max(longest, model.lists[symbol].count)
            #expect(Self.contents(lists, symbol) == model.lists[symbol])
        }
        #expect(longest > 8 << 3, "the long lists reached the fourth size class")
        for symbol in 0..<40 { #expect(Self.contents(lists, symbol) == model.lists[symbol]) }
    }

    @Test func blocksComeBackToThePool() {
        var lists = OccurrenceLists()
        for _ in 0..<3 { lists.appendSymbol() }
        func fill(_ symbol: Int, _ count: Int) {
            for index in 0..<count { _ = lists.append(Occurrence(slot: Int32(index), position: 0), to: symbol) }
        }
        fill(0, 100)
        lists.removeAll(of: 0)
        let pooled = lists.pooledOccurrences
        // A list of 100 went through blocks of 8, 16, 32, 64 and 128.
        #expect(pooled == 8 + 16 + 32 + 64 + 128)
        for round in 0..<1_000 {
            fill(round % 3, 100)
            lists.removeAll(of: round % 3)
        }
        #expect(lists.pooledOccurrences == pooled)
        // Truncating gives the dropped symbols' blocks back too.
        fill(1, 100)
        lists.truncate(to: 1)
        lists.appendSymbol()
        fill(1, 100)
        #expect(lists.pooledOccurrences == pooled)
    }

    @Test func aCopyKeepsItsListsWhenTheOriginalChanges() {
        var lists = OccurrenceLists()
        for _ in 0..<2 { lists.appendSymbol() }
        for index in 0..<20 { _ = lists.append(Occurrence(slot: Int32(index), position: 1), to: 0) }
        let copy = lists
        let before = Self.contents(copy, 0)
        _ = lists.removeMovingLast(at: 3, of: 0)
        _ = lists.append(Occurrence(slot: 99, position: 9), to: 1)
        lists.setPosition(7, at: 0, of: 0)
        #expect(Self.contents(copy, 0) == before)
        #expect(copy.isEmpty(1))
        #expect(Self.contents(lists, 0).count == 19 && lists.count(of: 1) == 1)
    }

    @Test func renumberingMovesTheKeptListsDown() {
        var lists = OccurrenceLists()
        for _ in 0..<4 { lists.appendSymbol() }
        for symbol in 0..<4 {
            for index in 0...symbol * 5 { _ = lists.append(Occurrence(slot: Int32(symbol), position: Int32(index)), to: symbol) }
        }
        let kept = [Self.contents(lists, 1), Self.contents(lists, 3)]
        lists.renumber([-1, 0, -1, 1], count: 2)
        #expect(lists.count == 2)
        #expect(Self.contents(lists, 0) == kept[0] && Self.contents(lists, 1) == kept[1])
    }
}
