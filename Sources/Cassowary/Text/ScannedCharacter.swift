/// What ``NumberScanning`` reads: characters, or the Unicode scalars of a
/// text that is ASCII, where scalars and characters are the same and
/// reading scalars spares grouping them into characters.
package protocol ScannedCharacter {
    /// The ASCII code, or nil for anything else.
    var asciiCode: UInt8? { get }
}

extension ScannedCharacter {
    /// An ASCII digit, 0 to 9.
    var isASCIIDigit: Bool {
        guard let code = asciiCode else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code)
    }
}

/// What the constraint parser reads: a character, or a scalar of an ASCII
/// text (see ``ScannedCharacter``).
package protocol ParsedCharacter: ScannedCharacter, Comparable, ExpressibleByUnicodeScalarLiteral {
    /// Whitespace, as `Character.isWhitespace` has it.
    var isSpace: Bool { get }
    /// The text of a run of them.
    static func string(_ characters: ArraySlice<Self>) -> String
}

extension ParsedCharacter {
    /// An ASCII letter.
    var isASCIILetter: Bool {
        guard let code = asciiCode else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(code)
    }
}

extension Character: ParsedCharacter {
    package var asciiCode: UInt8? { asciiValue }
    package var isSpace: Bool { isWhitespace }
    package static func string(_ characters: ArraySlice<Character>) -> String { String(characters) }
}

extension Unicode.Scalar: ParsedCharacter {
    package var asciiCode: UInt8? { isASCII ? UInt8(value) : nil }
    package var isSpace: Bool {
        guard isASCII else { return properties.isWhitespace }
        return self == " " || ("\u{09}"..."\u{0D}").contains(self)
    }
    package static func string(_ characters: ArraySlice<Unicode.Scalar>) -> String {
        guard characters.allSatisfy(\.isASCII) else {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: characters)
            return String(text)
        }
        // ASCII: a byte a scalar, written straight into the string.
        return String(unsafeUninitializedCapacity: characters.count) { buffer in
            for (offset, scalar) in characters.enumerated() { buffer[offset] = UInt8(scalar.value) }
            return characters.count
        }
    }
}
