import Cassowary
import JSON

/// Writes UTF-8 bytes into a buffer whose size was bounded beforehand,
/// each write checked against the bound: printing tens of thousands of
/// values this way costs a store a byte, where appending to an array
/// checks its uniqueness and capacity every time.
struct BoundedByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    private func ensureRoom(_ needed: Int) {
        precondition(needed <= buffer.count - count, "the bound on the output was too small")
    }

    mutating func write(_ byte: UInt8) {
        ensureRoom(1)
        buffer[count] = byte
        count += 1
    }

    mutating func write(_ byte: UInt8, times repeats: Int) {
        guard repeats > 0 else { return }
        ensureRoom(repeats)
        for offset in 0..<repeats { buffer[count + offset] = byte }
        count += repeats
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            ensureRoom(bytes.count)
            _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: bytes)
            count += bytes.count
        }
    }

    /// A value as ``JSON/formatNumber(_:)`` writes it; an integral one
    /// digit by digit, without making a string.
    mutating func write(number value: Double) {
        guard let (isNegative, magnitude) = NumberFormatting.integralParts(of: value) else {
            return write(JSON.formatNumber(value))
        }
        if isNegative { write(UInt8(ascii: "-")) }
        var digitCount = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        ensureRoom(digitCount)
        var remaining = magnitude
        for offset in (0..<digitCount).reversed() {
            buffer[count + offset] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        count += digitCount
    }
}
