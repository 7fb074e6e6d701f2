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
    /// Content whose note ``ValueExplanation/wrapping`` already gives (its
    /// own size decides the value), or a flex stack's note on the size it
    /// gave the item, has none.
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

        /// Whether the item is shorter than its content within its width.
        public var isShorterThanContent: Bool { contentSize.height > size.height + 1e-6 }

        /// `Note: within its width, 236, title's content is 236 × 24, cut
        /// to maxLines 1 with an ellipsis.`
        var text: String {
            "Note: within its width, \(format(size.width)), \(item.name)'s content is "
                + "\(format(contentSize.width)) × \(format(contentSize.height))"
                + (truncation.map { ", " + $0 } ?? "")
                + (isShorterThanContent ? ", taller than its \(format(size.height)): the rest is cut" : "") + "."
        }
    }
}

extension LayoutEngine {
    /// For a width or height of an item with measured content, that its
    /// content does not all show (see ``ValueExplanation/Clipping``); nil
    /// when it does, for other attributes, and for an item that `wrapping`
    /// or the note of one of `terms` on it (a flex stack's size of it)
    /// already describes.
    func clipping(of region: LayoutRegion, _ attribute: LayoutAttribute, terms: [ValueExplanation.Term],
                  besides wrapping: [ValueExplanation.Wrapping]) -> ValueExplanation.Clipping? {
        guard attribute == .width || attribute == .height, let item = region as? LayoutItem,
              let content = item.measuredContent, !wrapping.contains(where: { $0.item === item }),
              !terms.contains(where: { $0.constraint.note != nil && $0.constraint.firstItem === item }) else { return nil }
        let size = Size(width: evaluate(expression(item, .width, mirrored: false)),
                        height: evaluate(expression(item, .height, mirrored: false)))
        let offer = ProposedSize(width: size.width, height: nil)
        let clipping = ValueExplanation.Clipping(item: item, contentSize: content.sizeThatFits(offer), size: size,
                                                 truncation: content.truncation(within: offer))
        return clipping.truncation != nil || clipping.isShorterThanContent ? clipping : nil
    }
}
