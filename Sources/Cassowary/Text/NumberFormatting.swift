/// How every module of the package writes a number: descriptions, documents,
/// reports and pictures.
///
/// Integral values print without a fraction (`30`, `-12`); others are
/// rounded, either to a number of significant digits (`%.12g` in C) or to a
/// number of digits after the point, with trailing zeros dropped (`0.5`,
/// `12.25`, `1e-09`). Rounding is exact, as C's `printf` rounds: the
/// decimal nearest the binary value, ties to even. Negative zero prints as
/// `0`; values that are not finite as `nan`, `inf` and `-inf`.
///
/// It lives in the solver's module because that module depends on nothing:
/// the modules above it share it through `package` access.
package enum NumberFormatting {
    /// Integral values below this magnitude print as integers, exactly.
    package static let integralLimit = 1e15

    /// `30`, `0.5`, `-12.25`, `1e-09`: at most `significantDigits` significant
    /// digits, in exponent form where C's `%g` uses it (an exponent below −4
    /// or at least the number of digits).
    package static func string(_ value: Double, significantDigits: Int = 12) -> String {
        precondition(significantDigits >= 1, "at least one significant digit")
        if let special = special(value) { return special }
        guard let decimal = DecimalDigits(value) else { return "0" }
        let rounded = decimal.rounded(toSignificantDigits: significantDigits, exactValue: value)
        if let integral = integral(rounded) { return integral }
        return rounded.generalText(precision: significantDigits)
    }

    /// The sign and magnitude of a value that both ``string(_:significantDigits:)``
    /// and ``string(_:fractionDigits:)`` print as an integer, exactly (zero,
    /// of either sign, as `0`): for a writer that puts the digits down
    /// itself. Nil for any other value.
    package static func integralParts(of value: Double) -> (isNegative: Bool, magnitude: UInt64)? {
        if value == 0 { return (false, 0) }
        guard value == value.rounded(), abs(value) < integralLimit else { return nil }
        return (value < 0, UInt64(abs(value)))
    }

    /// `16`, `12.5`, `0.333333`: rounded to `fractionDigits` digits after
    /// the point, never in exponent form below ``integralLimit``.
    package static func string(_ value: Double, fractionDigits: Int) -> String {
        precondition(fractionDigits >= 0, "a number of digits after the point cannot be negative")
        if let special = special(value) { return special }
        guard abs(value) < integralLimit, let decimal = DecimalDigits(value) else {
            return string(value, significantDigits: 17)
        }
        let rounded = decimal.rounded(toPosition: -fractionDigits, exactValue: value)
        if let integral = integral(rounded) { return integral }
        return rounded.plainText
    }

    /// The text of zero, an integral value or a value that is not finite.
    private static func special(_ value: Double) -> String? {
        if value == 0 { return "0" }
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), abs(value) < integralLimit { return String(Int64(value)) }
        return nil
    }

    private static func integral(_ decimal: DecimalDigits) -> String? {
        if decimal.digits.isEmpty { return "0" }
        guard decimal.exponent >= 0, decimal.digits.count + decimal.exponent <= 15 else { return nil }
        return decimal.plainText
    }
}

/// A decimal `±0.d₁d₂…dₙ × 10^(pointPosition)`, held as its digits and
/// the power of ten of its last digit: value = ±digits × 10^exponent.
struct DecimalDigits {
    var isNegative: Bool
    /// Significant digits, no leading or trailing zero (empty for zero).
    var digits: [UInt8]
    /// The power of ten of the last digit.
    var exponent: Int

    /// The shortest digits that read back as `value` (Swift's own
    /// `description`); nil for zero.
    init?(_ value: Double) {
        guard value != 0, value.isFinite else { return nil }
        isNegative = value < 0
        var mantissa: [UInt8] = []
        var pointAt: Int?
        var exponentPart = 0
        let text = abs(value).description
        var scalars = Substring(text).utf8[...]
        while let byte = scalars.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            scalars = scalars.dropFirst()
            if byte == UInt8(ascii: ".") { pointAt = mantissa.count; continue }
            mantissa.append(byte - UInt8(ascii: "0"))
        }
        if !scalars.isEmpty { exponentPart = Int(String(Substring(scalars.dropFirst())))! }
        exponent = exponentPart - (mantissa.count - (pointAt ?? mantissa.count))
        digits = mantissa
        normalize()
    }

    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
        normalize()
    }

    /// Drops leading and trailing zeros.
    private mutating func normalize() {
        while digits.first == 0 { digits.removeFirst() }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }

    /// The power of ten of the first digit.
    var leadingExponent: Int { exponent + digits.count - 1 }

    func rounded(toSignificantDigits count: Int, exactValue: Double) -> DecimalDigits {
        rounded(toPosition: leadingExponent - count + 1, exactValue: exactValue)
    }

    /// Rounded to a multiple of 10^position, the tie decided by the binary
    /// value the digits stand for, and an exact tie to even.
    func rounded(toPosition position: Int, exactValue: Double) -> DecimalDigits {
        guard position > exponent else { return self }
        let kept = digits.count - (position - exponent)
        if kept < 0 { return DecimalDigits(isNegative: isNegative, digits: [], exponent: 0) }
        var head = Array(digits[..<kept])
        let first = kept < digits.count ? digits[kept] : 0
        let roundsUp: Bool
        if first != 5 || kept + 1 < digits.count {
            roundsUp = first > 5 || (first == 5 && kept + 1 < digits.count)
        } else {
            // The shortest digits stop at a 5: the binary value decides.
            switch ExactComparison.compare(abs(exactValue), digits: digits, exponent: exponent) {
            case .greater: roundsUp = true
            case .less: roundsUp = false
            case .equal: roundsUp = (head.last ?? 0) % 2 == 1
            }
        }
        if roundsUp {
            var index = head.count - 1
            while index >= 0, head[index] == 9 {
                head[index] = 0
                index -= 1
            }
            if index >= 0 { head[index] += 1 } else { head.insert(1, at: 0) }
        }
        return DecimalDigits(isNegative: isNegative, digits: head, exponent: position)
    }

    /// The digits without an exponent: `1234`, `12.5`, `0.0012`.
    var plainText: String {
        if digits.isEmpty { return "0" }
        var text = isNegative ? "-" : ""
        let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        if exponent >= 0 {
            text += String(characters) + String(repeating: "0", count: exponent)
        } else if -exponent >= digits.count {
            text += "0." + String(repeating: "0", count: -exponent - digits.count) + String(characters)
        } else {
            text += String(characters[..<(digits.count + exponent)]) + "." + String(characters[(digits.count + exponent)...])
        }
        return text
    }

    /// C's `%g` with trailing zeros dropped: exponent form (`1.5e-07`,
    /// `1e+20`) when the leading exponent is below −4 or at least `precision`.
    func generalText(precision: Int) -> String {
        if digits.isEmpty { return "0" }
        let leading = leadingExponent
        guard leading < -4 || leading >= precision else { return plainText }
        var text = isNegative ? "-" : ""
        let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        text.append(characters[0])
        if characters.count > 1 { text += "." + String(characters[1...]) }
        let magnitude = abs(leading)
        text += (leading < 0 ? "e-" : "e+") + (magnitude < 10 ? "0" : "") + String(magnitude)
        return text
    }
}

/// Compares a binary double with a decimal exactly, in big integers: only
/// for the rare ties of rounding, where the shortest digits stop at a 5.
enum ExactComparison {
    enum Order { case less, equal, greater }

    /// How `value` (positive, finite) compares with digits × 10^exponent.
    static func compare(_ value: Double, digits: [UInt8], exponent: Int) -> Order {
        // value = significand × 2^binaryExponent, with an integral significand.
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let binaryExponent = value.isNormal ? Int(value.exponent) - 52 : -1074
        var left = BigUnsigned(significand)
        var right = BigUnsigned(0)
        for digit in digits { right.multiply(by: 10, adding: UInt32(digit)) }
        // Clear negative powers by multiplying the other side.
        if binaryExponent >= 0 { left.multiply(byPowerOf: 2, binaryExponent) } else { right.multiply(byPowerOf: 2, -binaryExponent) }
        if exponent >= 0 { right.multiply(byPowerOf: 10, exponent) } else { left.multiply(byPowerOf: 10, -exponent) }
        return left.compare(with: right)
    }
}

/// A non-negative integer of any size, as little-endian 32-bit limbs.
struct BigUnsigned {
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    }

    mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
        var carry = UInt64(addend)
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiply(byPowerOf base: UInt32, _ count: Int) {
        var remaining = count
        let step = base == 2 ? 31 : 9
        let big: UInt32 = base == 2 ? 1 << 31 : 1_000_000_000
        while remaining >= step {
            multiply(by: big)
            remaining -= step
        }
        for _ in 0..<remaining { multiply(by: base) }
    }

    func compare(with other: BigUnsigned) -> ExactComparison.Order {
        let a = limbs.trimmed, b = other.limbs.trimmed
        if a.count != b.count { return a.count < b.count ? .less : .greater }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? .less : .greater
        }
        return .equal
    }
}

private extension Array where Element == UInt32 {
    /// Without the most significant zero limbs.
    var trimmed: ArraySlice<UInt32> {
        var end = count
        while end > 0, self[end - 1] == 0 { end -= 1 }
        return self[..<end]
    }
}
