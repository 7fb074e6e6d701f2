/// The solver's one tolerance: coefficients, constants, reduced costs and
/// ratios closer to zero than this are zero. kiwi uses the same value.
enum Tolerance {
    static let epsilon = 1.0e-8

    @inline(__always)
    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}
