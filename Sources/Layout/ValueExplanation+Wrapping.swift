extension ValueExplanation {
    /// Measured content that wrapped, among what decides a value: text whose
    /// hugging or compression resistance decides a height (or a width), and
    /// which measures otherwise at the width it was laid out at than offered
    /// any width.
    ///
    /// The content-size constraints then ask for the wrapped size, and their
    /// arithmetic alone does not say why the text did not stay on one line.
    /// The engine measures such content offering any width first, solves,
    /// and measures it again at the width it got; this says what it wanted
    /// and which constraints gave it less:
    ///
    /// ```
    /// text.height = 80
    ///   80  text-compression-vertical: text.height >= 80 @750
    /// Note: text does not get the width its content wants. Offered any width, its content is 304 × 20; wanting that, its constraints give it 116:
    ///   text.width = 140 − 12 − 12 = 116
    ///      140  screen.width == 200  (× 0.7)
    ///     − 12  text.leading == bubble.leadingMargin  (bubble.leadingMargin = bubble.leading + 12)
    ///     − 12  text.trailing == bubble.trailingMargin  (bubble.trailingMargin = bubble.trailing − 12)
    ///        0  bubble.width <= 0.7*screen.width
    /// Within 116 its content is 84 × 80.
    /// ```
    public struct Wrapping {
        /// The item whose content wrapped.
        public let item: LayoutItem
        /// What its content measures offered any width (one line of text).
        public let sizeAtAnyWidth: Size
        /// The width its constraints give it while it asks for
        /// ``sizeAtAnyWidth``: its content-size constraints at that size,
        /// everything else as it is.
        public let widthGiven: Double
        /// The constraints that decide ``widthGiven``, with their shares
        /// (as ``ValueExplanation/terms``; empty when their shares could not
        /// be worked out).
        public let widthTerms: [Term]
        /// What its content measures within ``widthGiven``.
        public let sizeWithinWidthGiven: Size
        /// How its content is cut short within ``widthGiven``
        /// (``MeasuredContent/truncation(within:)``); nil when it shows all
        /// of itself there.
        public let truncationWithinWidthGiven: String?
        /// What its content measures at the width it was last offered, the
        /// size its content-size constraints ask for now.
        public let size: Size
        /// The width ``size`` was measured at.
        public let measuredAtWidth: Double
        /// How its content is cut short at ``measuredAtWidth``; nil when it
        /// shows all of itself there.
        public let truncation: String?

        /// The note's lines, each constraint written as `naming` writes it.
        func text(naming: (LayoutConstraint) -> String) -> String {
            let name = item.name
            var lines = ["Note: \(name) does not get the width its content wants. Offered any width, its content is "
                         + "\(Self.written(sizeAtAnyWidth)); wanting that, its constraints give it \(format(widthGiven))"
                         + (widthTerms.isEmpty ? "." : ":")]
            if !widthTerms.isEmpty {
                lines += ValueExplanation.sum(head: "\(name).width", value: widthGiven, terms: widthTerms, ownOffsets: [],
                                              naming: naming).map { "  " + $0 }
            }
            // A label cut short reads as text that fits by its size alone.
            var within = "Within \(format(widthGiven)) its content is \(Self.written(sizeWithinWidthGiven))"
                + (truncationWithinWidthGiven.map { ", " + $0 } ?? "") + "."
            // Measured at another width than the one its constraints give
            // it wanting its whole content (an earlier solve gave it less),
            // it is laid out at that measure: said apart from the sum.
            if sizeWithinWidthGiven != size {
                within += " It is laid out at its content's measured size instead, \(Self.written(size))"
                    + (truncation.map { ", " + $0 } ?? "") + ", measured at \(format(measuredAtWidth)),"
                    + " which its hugging and compression resistance hold."
            }
            lines.append(within)
            return lines.joined(separator: "\n")
        }

        private static func written(_ size: Size) -> String {
            "\(format(size.width)) × \(format(size.height))"
        }
    }
}
