import SeededRandom

/// The draws a random session makes, on top of ``SplitMix64``'s raw bits.
extension SplitMix64 {
    /// One element of a non-empty array, uniformly.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(next() % UInt64(elements.count))]
    }

    /// An index below `count` (which must be positive), uniformly.
    mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// A whole number in `-range...range`, as a `Double`.
    mutating func integer(within range: Int) -> Double {
        Double(Int(next() % UInt64(2 * range + 1)) - range)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of the choices, each with its weight's share of the chances.
    mutating func weighted<Choice>(_ choices: [(weight: Int, choice: Choice)]) -> Choice {
        var draw = index(below: choices.reduce(0) { $0 + $1.weight })
        for (weight, choice) in choices {
            if draw < weight { return choice }
            draw -= weight
        }
        return choices[choices.count - 1].choice
    }
}
