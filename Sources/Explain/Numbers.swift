import Cassowary

/// Number cleaning and printing shared by the explanation.
enum Numbers {
    /// The value rounded to a millionth, so that solver noise
    /// (`289.99999999`) reads as the number it stands for.
    static func clean(_ value: Double) -> Double {
        guard abs(value) < wholeNumbersOnly else { return value }
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// `290`, `85.5`, `0.953947`, `-14`: at most `digits` significant
    /// digits (6 by default); from 1e15 on, as the solver prints numbers
    /// (`1e+19`).
    static func text(_ value: Double, digits: Int = 6) -> String {
        let value = clean(value)
        guard abs(value) < wholeNumbersOnly else { return NumberFormatting.string(value) }
        if value == value.rounded() { return String(Int64(value)) }
        let integerDigits = abs(value) >= 1 ? String(Int64(abs(value))).count : 0
        return NumberFormatting.string(value, fractionDigits: max(0, digits - integerDigits))
    }

    /// Where the fractions stop mattering: doubles are 0.125 apart at 1e15,
    /// so rounding to a millionth changes nothing there, and `Int64` holds
    /// no magnitude from 2^63 on.
    private static let wholeNumbersOnly = 1e15
}
