/// Places the labels of a picture so that none covers another: each goes
/// where it is asked to, or, where a label placed before is in the way,
/// to the right of that label (while it stays within `maxX`), else a line
/// lower.
///
/// ```swift
/// var labels = LabelPlacer()
/// labels.place("stack", x: 3, y: 12)            // (3, 12)
/// labels.place("first", x: 3, y: 12, maxX: 200) // (37.8, 12): beside "stack", not on it
/// ```
///
/// Widths are estimates (no font is measured): about 0.56 em a character,
/// which is generous for Helvetica and Arial.
package struct LabelPlacer {
    /// A placed label: its baseline starts at (x, y).
    package struct Box: Sendable {
        package var x, y, width, height: Double

        /// Whether a label of `width` and `height` at (x, y) would cover this one.
        func intersects(x: Double, y: Double, width: Double, height: Double) -> Bool {
            x < self.x + self.width && self.x < x + width && abs(y - self.y) < min(height, self.height)
        }
    }

    /// The labels placed so far.
    package private(set) var boxes: [Box] = []

    package init() {}

    /// About how wide a text is at `fontSize`.
    package static func width(of text: String, fontSize: Double = 11) -> Double {
        Double(text.count) * fontSize * 0.56
    }

    /// Places a label whose baseline would start at (x, y) and returns
    /// where it goes.
    /// - Parameters:
    ///   - maxX: How far right the label may move to clear another one on
    ///     its line; nil to only move it down.
    ///   - lineStep: How far down a line is.
    ///   - attempts: How many lines down it may go; past them it stays on
    ///     the last one tried.
    @discardableResult
    package mutating func place(_ text: String, x: Double, y: Double, fontSize: Double = 11, maxX: Double? = nil,
                                lineStep: Double = 13, attempts: Int = 12) -> (x: Double, y: Double) {
        place(width: Self.width(of: text, fontSize: fontSize), height: fontSize + 1, x: x, y: y, maxX: maxX,
              lineStep: lineStep, attempts: attempts)
    }

    /// Places a box of `width` and `height` whose bottom left would be at
    /// (x, y), as ``place(_:x:y:fontSize:maxX:lineStep:attempts:)`` does a label.
    @discardableResult
    package mutating func place(width: Double, height: Double, x: Double, y: Double, maxX: Double? = nil,
                                lineStep: Double = 13, attempts: Int = 12) -> (x: Double, y: Double) {
        var y = y
        for attempt in 0..<max(attempts, 1) {
            var x = x
            // Moves right past every label in the way, while the label still fits.
            while let blocker = boxes.first(where: { $0.intersects(x: x, y: y, width: width, height: height) }) {
                guard let maxX, blocker.x + blocker.width + 4 + width <= maxX else { break }
                x = blocker.x + blocker.width + 4
            }
            if !boxes.contains(where: { $0.intersects(x: x, y: y, width: width, height: height) }) || attempt >= attempts - 1 {
                boxes.append(Box(x: x, y: y, width: width, height: height))
                return (x, y)
            }
            y += lineStep
        }
        return (x, y)
    }

    /// Reserves a box (a tag, say) that later labels keep clear of.
    package mutating func reserve(x: Double, y: Double, width: Double, height: Double) {
        boxes.append(Box(x: x, y: y, width: width, height: height))
    }
}
