/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast, seedable
/// generator whose sequence depends only on its seed, on every platform and
/// in every run.
///
/// Tests and benchmarks use it where a run must be repeatable: the same
/// seed gives the same random sessions, the same damaged logs and the same
/// churn order. It is not cryptographically secure.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let pick = Int(generator.next() % 10)                 // raw 64-bit values
/// let index = Int.random(in: 0..<5, using: &generator)  // or the standard library's APIs
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: the seed advanced by one golden-ratio
    /// step (`0x9E3779B97F4A7C15`) per value drawn.
    public var state: UInt64

    /// Creates a generator whose state starts at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Advances the state and returns its mix: the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
