extension ValueExplanation {
    /// That the explained width or height is of an item whose measured
    /// content does not all show in its frame: text cut to its `maxLines`
    /// with an ellipsis, or held shorter than its lines by constraints.
    ///
    /// The sum alone reads as content that fits: a title squeezed by its
    /// button, or a label in a row of fixed height at a large text size,
    /// has a width or height like any other. The note says what the
    /// content measures within the item's width:
    ///
    /// ```
    /// label.height = 44 − 36 − 4 = 4
    ///     44  row.height == 44
    ///   − 36  value-compression-vertical: value.height >= 36 @750
    ///    − 4  UISV-spacing: value.top == label.bottom + 4
    ///      0  UISV-canvas-connection: row.top == label.top
    /// Note: within its width, 306, label's content is 306 × 120, taller than its 4: the rest is cut.
    /// ```
    ///
    /// A word wider than the item (a time squeezed by a title whose
    /// compression resistance is higher) is cut across:
    ///
    /// ```
    /// Note: within its width, 38, time's content is 84 × 18, wider than its 38: the rest is cut.
    /// ```
    ///
    /// Content whose note ``ValueExplanation/wrapping`` already gives (its
    /// own size decides the value), or a flex stack's note on the size it
    /// gave the item, has none.
    ///
    /// A value the constraints leave open (``ValueExplanation/openRange``)
    /// gets the note too, after what leaves it open: the text is cut at the
    /// value the solver happened to choose, and whether it would all show
    /// elsewhere in the range is what settling the tie decides:
    ///
    /// ```
    /// Note: as laid out now, within its width, 200, name's content is 134 × 20, taller than its 10: the rest is cut.
    /// From 20 up in that range it all shows.
    /// ```
    public struct Clipping {
        /// The item whose content does not all show.
        public let item: LayoutItem
        /// What its content measures within the item's width.
        public let contentSize: Size
        /// The item's size in the current layout.
        public let size: Size
        /// How its content is cut short within its width
        /// (``MeasuredContent/truncation(within:)``), nil when it would
        /// show all of itself at its height.
        public let truncation: String?

        /// For a value the constraints leave open, what the content does
        /// across the range; nil when the value is decided.
        public let openRange: OpenRange?

        /// Where in an open value's range the content all shows.
        public struct OpenRange {
            /// The least value in the range at which the content all shows
            /// (the item's other length kept); nil when it shows all
            /// nowhere in the range (text past its `maxLines` in a height).
            public let showsAllFrom: Double?
        }

        /// Whether the item is shorter than its content within its width.
        public var isShorterThanContent: Bool { Self.cutsHeight(of: contentSize, at: size) }

        /// Whether the item is narrower than its content within its width:
        /// a word wider than the item, which no line break can make fit
        /// (a time squeezed by a title whose compression resistance is
        /// higher), or one line of text (`maxLines` 1) squeezed by its
        /// neighbours.
        public var isNarrowerThanContent: Bool { Self.cutsWidth(of: contentSize, at: size) }

        /// Whether content of `contentSize` is wider than an item of `size`.
        static func cutsWidth(of contentSize: Size, at size: Size) -> Bool {
            contentSize.width > size.width + 1e-6
        }

        /// Whether content of `contentSize` is taller than an item of `size`.
        static func cutsHeight(of contentSize: Size, at size: Size) -> Bool {
            contentSize.height > size.height + 1e-6
        }

        /// `Note: within its width, 236, title's content is 236 × 24, cut
        /// to maxLines 1 with an ellipsis.`, said of the current layout
        /// with where it all shows when the value is open.
        var text: String {
            // Text cut with an ellipsis says so already where it is too
            // wide (one line squeezed by its neighbours).
            let cuts = [isNarrowerThanContent && truncation == nil ? "wider than its \(format(size.width))" : nil,
                        isShorterThanContent ? "taller than its \(format(size.height))" : nil].compactMap { $0 }
            let cut = cuts.isEmpty ? "" : ", " + cuts.joined(separator: " and ") + ": the rest is cut"
            let note = "within its width, \(format(size.width)), \(item.name)'s content is "
                + "\(format(contentSize.width)) × \(format(contentSize.height))"
                + (truncation.map { ", " + $0 } ?? "") + cut + "."
            guard let openRange else { return "Note: " + note }
            let elsewhere = openRange.showsAllFrom.map { "From \(format($0)) up in that range it all shows." }
                ?? "Nowhere in that range does it all show."
            return "Note: as laid out now, " + note + "\n" + elsewhere
        }
    }
}

extension LayoutEngine {
    /// For a width or height of an item with measured content, that its
    /// content does not all show (see ``ValueExplanation/Clipping``); nil
    /// when it does, for other attributes, and for an item that `wrapping`
    /// or the note of one of `terms` on it (a flex stack's size of it)
    /// already describes.
    /// `openRange` is the value's range when the constraints leave it open.
    func clipping(of region: LayoutRegion, _ attribute: LayoutAttribute, terms: [ValueExplanation.Term],
                  besides wrapping: [ValueExplanation.Wrapping],
                  openRange: ClosedRange<Double>?) -> ValueExplanation.Clipping? {
        guard attribute == .width || attribute == .height, let item = region as? LayoutItem,
              let content = item.measuredContent, !wrapping.contains(where: { $0.item === item }),
              !terms.contains(where: { $0.constraint.note != nil && $0.constraint.firstItem === item }) else { return nil }
        let size = Size(width: evaluate(expression(item, .width, mirrored: false)),
                        height: evaluate(expression(item, .height, mirrored: false)))
        let offer = ProposedSize(width: size.width, height: nil)
        let contentSize = content.sizeThatFits(offer)
        let truncation = content.truncation(within: offer)
        guard truncation != nil || ValueExplanation.Clipping.cutsHeight(of: contentSize, at: size)
                || ValueExplanation.Clipping.cutsWidth(of: contentSize, at: size) else { return nil }
        let open = openRange.map {
            ValueExplanation.Clipping.OpenRange(showsAllFrom: Self.leastShowingAll(content, attribute, size: size, in: $0))
        }
        return ValueExplanation.Clipping(item: item, contentSize: contentSize, size: size, truncation: truncation,
                                         openRange: open)
    }

    /// The least value of a width or height in `range` at which `content`
    /// all shows, the other length kept as in `size`: not cut short, and
    /// no wider or taller than the item. Nil when it shows all nowhere in the
    /// range. A height is the content's within the width; a width is
    /// found by halving, as the content's height steps with its lines, and
    /// an unbounded range is searched up to its width offered any width.
    static func leastShowingAll(_ content: MeasuredContent, _ attribute: LayoutAttribute, size: Size,
                                in range: ClosedRange<Double>) -> Double? {
        let lowest = max(range.lowerBound, 0)
        guard attribute == .width else {
            let offer = ProposedSize(width: size.width, height: nil)
            let needed = max(lowest, content.sizeThatFits(offer).height)
            return content.truncation(within: offer) == nil && needed <= range.upperBound ? needed : nil
        }
        func showsAll(at width: Double) -> Bool {
            let offer = ProposedSize(width: width, height: nil)
            let fitted = content.sizeThatFits(offer)
            return content.truncation(within: offer) == nil && fitted.width <= width + 1e-6 && fitted.height <= size.height + 1e-6
        }
        var high = range.upperBound.isFinite ? range.upperBound
            : max(lowest, content.sizeThatFits(ProposedSize(width: nil, height: nil)).width)
        guard high >= lowest, showsAll(at: high) else { return nil }
        if showsAll(at: lowest) { return lowest }
        var low = lowest
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if showsAll(at: middle) { high = middle } else { low = middle }
        }
        return high
    }
}
