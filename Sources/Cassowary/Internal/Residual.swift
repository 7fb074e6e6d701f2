/// What is left of an equation `constant + Σ coefficient × value = 0` at
/// some values, and the size of the numbers it sums (|constant| + Σ
/// |coefficient × value|), against which its rounding is measured.
struct Residual {
    private(set) var value: Double
    private(set) var scale: Double

    init(constant: Double) {
        value = constant
        scale = abs(constant)
    }

    /// Adds `coefficient × value` to the sum and its size.
    mutating func add(_ coefficient: Double, times value: Double) {
        let product = coefficient * value
        self.value += product
        scale += abs(product)
    }
}
