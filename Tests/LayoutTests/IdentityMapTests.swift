import Testing
@testable import Layout

/// The engine's tables by object identity, against a dictionary.
@Suite struct IdentityMapTests {
    final class Object {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Every key inserted, then random insertions, replacements and
    /// removals, over a few hundred keys, which collide and grow the table
    /// many times, over a few more keys than a map holds without a table
    /// (it makes one, then keeps it), and over as many (it never makes
    /// one): after every change, the map holds what a dictionary holds.
    @Test(arguments: [300, IdentityMap<Object>.linearLimit + 4, IdentityMap<Object>.linearLimit])
    func randomChangesKeepWhatADictionaryKeeps(keyCount: Int) {
        let keys = (0..<keyCount).map(Object.init)
        var map = IdentityMap<Object>()
        var reference: [ObjectIdentifier: Object] = [:]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for key in keys {
            map[ObjectIdentifier(key)] = key
            reference[ObjectIdentifier(key)] = key
        }
        let hasTable = keyCount > IdentityMap<Object>.linearLimit
        #expect(map.hasHashTable == hasTable)
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[next(step < 10_000 ? keys.count : min(40, keys.count))])
            if next(3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                let value = Object(step)
                map[key] = value
                reference[key] = value
            }
            if step % 97 == 0 || step > 19_900 {
                #expect(map.count == reference.count)
                #expect(Set(map.values.map(\.number)) == Set(reference.values.map(\.number)))
                #expect(keys.allSatisfy { map[ObjectIdentifier($0)] === reference[ObjectIdentifier($0)] })
            }
        }
        #expect(map.count == reference.count && map.count > min(40, keyCount / 2))
        #expect(map.hasHashTable == hasTable)
    }
}
