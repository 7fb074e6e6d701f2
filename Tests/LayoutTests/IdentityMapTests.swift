import Testing
@testable import Layout

/// The engine's tables by object identity, against a dictionary.
@Suite struct IdentityMapTests {
    final class Object {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Random insertions, replacements and removals over a few hundred
    /// keys, which collide and grow the table many times: after every one,
    /// the map holds what a dictionary holds.
    @Test func randomChangesKeepWhatADictionaryKeeps() {
        let keys = (0..<300).map(Object.init)
        var map = IdentityMap<Object>()
        var reference: [ObjectIdentifier: Object] = [:]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[next(step < 10_000 ? keys.count : 40)])
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
        #expect(map.count == reference.count && map.count > 40)
    }
}
