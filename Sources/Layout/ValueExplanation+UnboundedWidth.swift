extension ValueExplanation {
    /// That the explained width is of an item with measured content that
    /// nothing but its content decides, and that it reaches past its
    /// parent: text pinned by one edge stays on one line, as a `UILabel`
    /// does, however wide the line, and the sum alone (its compression
    /// resistance at its one-line width) does not say why it did not wrap:
    ///
    /// ```
    /// label.width = 834
    ///   834  label-compression-horizontal: label.width >= 834 @750
    /// Note: nothing but its content decides label's width: its content is 834 wide offered any width, and it reaches 850 in screen, which is 375 wide. Pin its other edge, or give it a width <=, for it to wrap (in a scroll item, to the scroll item's width rather than its content guide).
    /// ```
    public struct UnboundedWidth {
        /// The item whose content decides its width.
        public let item: LayoutItem
        /// Its parent, which it reaches past.
        public let parent: LayoutItem
        /// How far the item reaches in its parent's coordinates: the
        /// furthest of its right edge past the parent's width, or its left
        /// edge before 0.
        public let reach: Double

        /// The note's text.
        var text: String {
            let width = format(item.frame.width)
            return "Note: nothing but its content decides \(item.name)'s width: its content is \(width) wide offered"
                + " any width, and it reaches \(format(reach)) in \(parent.name), which is \(format(parent.frame.width))"
                + " wide. Pin its other edge, or give it a width <=, for it to wrap (in a scroll item, to the scroll"
                + " item's width rather than its content guide)."
        }
    }
}

extension LayoutEngine {
    /// The note of ``ValueExplanation/UnboundedWidth`` for a width whose
    /// only deciding constraints are the item's own content size, of
    /// measured content that would wrap at its parent's width, in an item
    /// that reaches past its parent's edges; nil otherwise.
    func unboundedWidth(of region: LayoutRegion, _ attribute: LayoutAttribute,
                        terms: [ValueExplanation.Term]) -> ValueExplanation.UnboundedWidth? {
        guard attribute == .width, let item = region as? LayoutItem, let content = item.measuredContent,
              let parent = item.parent, !terms.isEmpty,
              terms.allSatisfy({ $0.constraint.firstItem === item && $0.constraint.origin == .contentSize }) else {
            return nil
        }
        let frame = item.frame, tolerance = Self.ambiguityTolerance
        let reach = frame.maxX > parent.frame.width + tolerance ? frame.maxX : frame.minX < -tolerance ? frame.minX : nil
        guard let reach, content.sizeThatFits(ProposedSize(width: parent.frame.width, height: nil)).height
                > content.sizeThatFits(ProposedSize(width: nil, height: nil)).height + tolerance else { return nil }
        return ValueExplanation.UnboundedWidth(item: item, parent: parent, reach: reach)
    }
}
