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
        let text = String(decoding: characters[start..<index].lazy.map { $0.asciiCode! }, as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return (value, index)
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
