extension ValueExplanation {
    /// A region whose own frame the constraints leave open along the
    /// explained attribute's axis, and whose freedom leaves the explained
    /// value open with it: where the missing constraint goes.
    ///
    /// A label placed from a box that nothing places across is open
    /// because the box is; the box is the region to fix, and the label's
    /// constraint the link to it:
    ///
    /// ```
    /// label.leading = 8: the constraints do not decide it (the layout is ambiguous there): anything in -∞...∞ satisfies them as well
    /// It follows box, whose horizontal position nothing decides:
    ///   label.leading == box.leading + 8
    /// A constraint that places box is missing (on box.leading, box.trailing or box.centerX, say).
    /// ```
    ///
    /// The region's freedom is its own, as ``LayoutEngine/ambiguities(of:)-(LayoutRegion)``
    /// finds it: its position within its parent (a guide's within its item)
    /// or its size. An item placed in full whose children are open is not
    /// one, nor is a guide the engine places in an open item (its safe
    /// area, its margins): the item is.
    public struct OpenRegion {
        /// One step from the explained region towards ``OpenRegion/region``:
        /// the constraints along the axis that place ``from`` from ``to``,
        /// or, with none, ``from`` inside ``to`` (an item in its parent, a
        /// guide in its item), which it moves with.
        public struct Link {
            /// The region placed.
            public let from: LayoutRegion
            /// The region it is placed from.
            public let to: LayoutRegion
            /// The constraints along the axis whose first item is ``from``
            /// and second ``to``, in activation order; empty when ``from``
            /// is inside ``to``.
            public let constraints: [LayoutConstraint]

            /// The constraints as `naming` writes them, each with the
            /// constraint, or `label is inside box`, `card.safeArea is
            /// card's guide`; indented, as steps under the region's line.
            func lines(naming: (LayoutConstraint) -> String) -> [OpenLine] {
                guard constraints.isEmpty else { return constraints.map { OpenLine(naming($0), constraint: $0) } }
                return [OpenLine("  " + (from is LayoutGuide ? "\(from.name) is \(to.name)'s guide" : "\(from.name) is inside \(to.name)"))]
            }
        }

        /// The region.
        public let region: LayoutRegion
        /// Its frame attributes the constraints leave open along the axis:
        /// `left` (`top`) for its position, `width` (`height`) for its size,
        /// as ``Ambiguity`` names them.
        public let attributes: [LayoutAttribute]
        /// When its size is open, the edge or centre along the axis that
        /// the constraints decide within its parent (a guide's item): then
        /// one constraint more, on its size or on another edge, decides it
        /// all. A sheet pinned at its bottom whose height nothing decides
        /// is open in its position and its height, and `bottom` is decided:
        /// its height or its top is missing, not both. Nil when its size is
        /// decided, and when no edge or centre is: its position and its
        /// size are open apart, and a constraint is missing for each.
        public let decidedEdge: LayoutAttribute?
        /// The steps from the explained region to ``region``, in order;
        /// empty when it is the explained region itself.
        public let links: [Link]
        /// The broken constraints that name ``region`` along the axis, in
        /// activation order: often the one meant to place or size it,
        /// which the engine broke in a conflict (a sheet's height dragged
        /// past the top of the screen), so that the region is open
        /// although nothing is missing. Those that also name the explained
        /// region are the explanation's own ``ValueExplanation/brokenConstraints``,
        /// not repeated here. Empty when none is broken.
        public let brokenConstraints: [LayoutConstraint]

        /// `It follows box, whose horizontal position nothing decides:`,
        /// the links, then where a constraint is missing and the broken
        /// constraints on the region; a line that writes a constraint (a
        /// link's, a broken one) indented, with it.
        func lines(also: Bool, naming: (LayoutConstraint) -> String) -> [OpenLine] {
            let name = region.name
            let open = attributes.map { $0.isDimension ? $0.rawValue : "\($0.axis == .horizontal ? "horizontal" : "vertical") position" }
            let broken = brokenConstraints.isEmpty ? []
                : [OpenLine(ValueExplanation.brokenAdvice(on: name))] + brokenConstraints.map { OpenLine(naming($0), constraint: $0) }
            return [OpenLine("It \(also ? "also " : "")follows \(name), whose \(open.joined(separator: " and ")) nothing decides:")]
                + links.flatMap { $0.lines(naming: naming) }
                + missing.map { attribute in
                    OpenLine("A " + ValueExplanation.missingConstraint(of: name, attribute.axis, sizes: attribute.isDimension,
                                                                       decided: decidedEdge, calling: name) + ".")
                }
                + broken
        }

        /// The attributes a constraint is missing on, one each: the size
        /// alone when an edge or centre is decided (``decidedEdge``), else
        /// ``attributes``.
        public var missing: [LayoutAttribute] {
            guard decidedEdge != nil else { return attributes }
            return attributes.filter(\.isDimension)
        }
    }
}
