extension ValueExplanation {
    /// That the explained region is hidden, or inside a hidden item, and
    /// whether that is why it has its value.
    ///
    /// A stack collapses a hidden arranged item to 0 along its axis, at
    /// 999.999 so that what the item requires of itself wins (`UISV-hiding`,
    /// or a flex stack's `STK-flex-size` for an item hidden or inside a
    /// hidden one), and the items inside it follow. The explanation of such
    /// a length often rests on the item's non-negative floor, which holds
    /// just as exactly, and would not say that hiding is the cause:
    ///
    /// ```
    /// label.height = 0
    ///   0  card-nonnegative-height: card.height >= 0
    ///   0  label.top == card.top
    ///   0  label.bottom == card.bottom @999
    /// Note: label is inside hidden card, which is why its height is 0: form collapses card (UISV-hiding: card.height == 0 @999.999).
    /// ```
    public struct Hiding {
        /// The hidden item: the region itself, or the nearest item holding
        /// it that is hidden (the nearest a stack collapses along the
        /// attribute's axis, when one does).
        public let item: LayoutItem
        /// Whether the explained region is ``item`` itself rather than
        /// inside it.
        public let isRegion: Bool
        /// The constraint by which the stack arranging ``item`` holds its
        /// length because it is hidden, when the attribute is that length
        /// or inside it, and a stack arranges the item: nil for a position,
        /// and for a hidden item no stack arranges, which keeps its
        /// constraints.
        public let holding: LayoutConstraint?
        /// Whether the value comes from the hiding: ``holding`` collapses
        /// ``item`` to 0 and holds, and the constraints that decide the
        /// value reach that length (through ``holding`` or the item's
        /// non-negative floor); or, for a region inside ``item``, required
        /// constraints keep ``item`` from collapsing but the value would be
        /// another without ``holding`` (a label pinned within the item's
        /// margins, squeezed to 0).
        public let decidesValue: Bool
        /// Whether ``holding`` holds: ``item`` is 0 long along the
        /// attribute's axis. False without ``holding``.
        public let collapses: Bool

        /// The note's sentence, each constraint written as `naming` writes it.
        /// `heldBelowRequired` is a deciding constraint, other than
        /// ``holding``, that a hidden flex stack made optional for what it
        /// arranges (`STK-flex-size: a.width == 50 @999.999`): the note says
        /// why its priority is not required.
        func text(region: LayoutRegion, attribute: LayoutAttribute, value: Double, heldBelowRequired: LayoutConstraint?,
                  naming: (LayoutConstraint) -> String) -> String {
            var hidden = isRegion ? "\(item.name) is hidden" : "\(region.name) is inside hidden \(item.name)"
            if let heldBelowRequired {
                hidden += ", and a hidden flex stack holds what it arranges at 999.999, just below required, so that"
                    + " it gives way to the collapse (\(naming(heldBelowRequired)))"
            }
            guard let holding else { return hidden }
            let stack = item.parent?.name ?? "its stack"
            if decidesValue {
                let extent = collapses ? "" : " as far as required constraints let it"
                return "\(hidden), which is why its \(attribute.rawValue) is \(format(value)): "
                    + "\(stack) collapses \(isRegion ? "it" : item.name)\(extent) (\(naming(holding)))"
            }
            // The collapse gave way: the item requires a length of its own.
            guard isRegion, holding.constant == 0, abs(value) > LayoutEngine.ambiguityTolerance else { return hidden }
            if item.collapsedAxis == attribute.axis {
                // The report prints the flex layout's 0 (`reportedFrameInRoot`).
                return "\(hidden): \(stack) lays it out 0 \(attribute.axis == .horizontal ? "wide" : "high"), as its frame is "
                    + "printed, but required constraints keep it \(format(value)) out of sight: \(naming(holding)) does not hold"
            }
            return "\(hidden), but required constraints keep it from collapsing: \(naming(holding)) does not hold"
        }
    }
}
