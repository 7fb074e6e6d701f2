/// How every parser of the package reads a decimal number: constraint
/// expressions, layout documents' constraints, the Visual Format Language
/// and console logs.
///
/// The grammar is `[sign] (digits ['.' [digits]] | '.' digits) [exponent]`,
/// with `exponent := ('e' | 'E') ['+' | '-'] digits`; an `e` not followed by
/// digits is not part of the number. Where a sign or an exponent is not
/// allowed, the scan stops before it.
package enum NumberScanning {
    /// The number that starts at `start`: its value and where it ends, or nil
    /// when no number starts there. A number too large for a `Double` comes
    /// back as infinity, for the caller to refuse in its own terms.
    package static func scan<Element: ScannedCharacter>(_ characters: [Element], from start: Int, allowingSign: Bool = true,
                                                        allowingExponent: Bool = true) -> (value: Double, end: Int)? {
        var index = start
        func code(_ position: Int) -> UInt8? {
            position < characters.count ? characters[position].asciiCode : nil
        }
        func isDigit(_ position: Int) -> Bool {
            position < characters.count && characters[position].isASCIIDigit
        }
        if allowingSign, code(index) == UInt8(ascii: "-") || code(index) == UInt8(ascii: "+") { index += 1 }
        let digitsStart = index
        while isDigit(index) { index += 1 }
        var digitCount = index - digitsStart
        if code(index) == UInt8(ascii: "."), digitCount > 0 || isDigit(index + 1) {
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            digitCount += index - fractionStart
        }
        guard digitCount > 0 else { return nil }
        if allowingExponent, code(index) == UInt8(ascii: "e") || code(index) == UInt8(ascii: "E") {
            var probe = index + 1
            if code(probe) == UInt8(ascii: "+") || code(probe) == UInt8(ascii: "-") { probe += 1 }
            if isDigit(probe) {
                index = probe
                while isDigit(index) { index += 1 }
            }
        }
        // Every character of the number is ASCII.
        guard let value = value(ofASCII: characters[start..<index].lazy.map { $0.asciiCode! }) else { return nil }
        return (value, index)
    }

    /// The value of a number's text (ASCII codes) that follows the grammar
    /// above, as `Double(String)` reads it: the nearest `Double`, infinity
    /// beyond the range. Short numbers are computed here exactly, without
    /// making a string.
    package static func value(ofASCII codes: some Collection<UInt8>) -> Double? {
        if let value = exactValue(ofASCII: codes) { return value }
        return Double(String(decoding: codes, as: UTF8.self))
    }

    /// 10⁰ to 10²², every one exactly a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value when at most 15 significant digits times a power of ten
    /// up to 10²² gives it: both factors are exact `Double`s, so one
    /// multiplication or division rounds to the nearest, as a full decimal
    /// conversion does (Clinger's fast path). Nil for other numbers.
    private static func exactValue(ofASCII codes: some Collection<UInt8>) -> Double? {
        var isNegative = false
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigitCount = 0
        var exponent = 0
        var isExponentNegative = false
        var part = NumberPart.integer
        for code in codes {
            switch code {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = code - UInt8(ascii: "0")
                if part == .exponent {
                    exponent = exponent * 10 + Int(digit)
                    if exponent > 999 { return nil }
                    continue
                }
                if part == .fraction { fractionDigitCount += 1 }
                if mantissa == 0 && digit == 0 { continue }
                digitCount += 1
                if digitCount > 15 { return nil }
                mantissa = mantissa * 10 + UInt64(digit)
            case UInt8(ascii: "-"):
                if part == .exponent { isExponentNegative = true } else { isNegative = true }
            case UInt8(ascii: "+"): continue
            case UInt8(ascii: "."): part = .fraction
            case UInt8(ascii: "e"), UInt8(ascii: "E"): part = .exponent
            default: return nil
            }
        }
        let power = (isExponentNegative ? -exponent : exponent) - fractionDigitCount
        let magnitude: Double
        if mantissa == 0 {
            magnitude = 0
        } else if (0...22).contains(power) {
            magnitude = Double(mantissa) * exactPowersOfTen[power]
        } else if (-22 ..< 0).contains(power) {
            magnitude = Double(mantissa) / exactPowersOfTen[-power]
        } else {
            return nil
        }
        return isNegative ? -magnitude : magnitude
    }

    /// The whole text as one number, or nil when it is not exactly one.
    package static func number(in text: some StringProtocol, allowingSign: Bool = true) -> Double? {
        let characters = Array(text.unicodeScalars)
        guard let (value, end) = scan(characters, from: 0, allowingSign: allowingSign), end == characters.count else {
            return nil
        }
        return value
    }
}

/// The part of a number a scan is in.
private enum NumberPart { case integer, fraction, exponent }
