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
    package static func scan(_ characters: [Character], from start: Int, allowingSign: Bool = true,
                             allowingExponent: Bool = true) -> (value: Double, end: Int)? {
        var index = start
        func isDigit(_ position: Int) -> Bool {
            position < characters.count && characters[position].isASCII && characters[position].isNumber
        }
        if allowingSign, index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        let digitsStart = index
        while isDigit(index) { index += 1 }
        var digitCount = index - digitsStart
        if index < characters.count, characters[index] == ".", digitCount > 0 || isDigit(index + 1) {
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            digitCount += index - fractionStart
        }
        guard digitCount > 0 else { return nil }
        if allowingExponent, index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var probe = index + 1
            if probe < characters.count, characters[probe] == "+" || characters[probe] == "-" { probe += 1 }
            if isDigit(probe) {
                index = probe
                while isDigit(index) { index += 1 }
            }
        }
        guard let value = Double(String(characters[start..<index])) else { return nil }
        return (value, index)
    }

    /// The whole text as one number, or nil when it is not exactly one.
    package static func number(in text: some StringProtocol, allowingSign: Bool = true) -> Double? {
        let characters = Array(text)
        guard let (value, end) = scan(characters, from: 0, allowingSign: allowingSign), end == characters.count else {
            return nil
        }
        return value
    }
}
