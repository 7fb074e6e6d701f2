/// Number cleaning and printing shared by the explanation.
enum Numbers {
    /// The value rounded to a millionth, so that solver noise
    /// (`289.99999999`) reads as the number it stands for.
    static func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// `290`, `85.5`, `0.953947`, `-14`: at most `digits` significant
    /// digits (6 by default).
    static func text(_ value: Double, digits: Int = 6) -> String {
        let value = clean(value)
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let integerDigits = abs(value) >= 1 ? String(Int64(abs(value))).count : 0
        let scale = pow10(max(0, digits - integerDigits))
        var text = String(describing: (value * scale).rounded() / scale)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
