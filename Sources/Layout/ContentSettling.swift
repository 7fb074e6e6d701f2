/// Content settled at the widths a solver gives it, as a fresh layout
/// settles it: each item that lays out its own content (``FittingContent``)
/// laid out offering any width first, then at its solved width, and each
/// measured item measured offering any width first, then height for width
/// at its solved width, again
/// until no width changes or the engine's pass limit.
///
/// A fitting probe (``LayoutEngine/settleContentInProbe(of:)``) and a subtree
/// measured by its constraints (``SubtreeFitting``) settle their content so,
/// each moving the constants in a solver of its own.
protocol ContentSettling {
    /// The width the solver gives `item`.
    func width(of item: LayoutItem) -> Double
    /// Moves the constraints holding the item at `index` of the items that
    /// lay out their own content to that content laid out at `width` (nil:
    /// offered any width).
    func layOutContent(at index: Int, width: Double?)
    /// Moves the constraints holding `item` to its content measured within
    /// `proposal`, `size`.
    func move(_ item: LayoutItem, toMeasured size: Size, within proposal: ProposedSize)
}

extension ContentSettling {
    /// Settles `laidOut` (the items that lay out their own content, by
    /// index) and `measured` (the measured items).
    func settleContent(measured: [LayoutItem], laidOut: [LayoutItem]) {
        for index in laidOut.indices { layOutContent(at: index, width: nil) }
        // Text starts as one line, as in a fresh layout: the constants the
        // solver starts from are those of the width the item was last
        // placed at, and a narrow one would hold itself (wrapped narrow, the
        // text fits the width it wrapped at, and a compressed fitting keeps
        // it there).
        for item in measured {
            guard case let .success(size)? = item.contentSize(within: .unbounded) else { continue }
            move(item, toMeasured: size, within: .unbounded)
        }
        var widths: [ObjectIdentifier: Double] = [:]
        /// The item's width, when it is not the one it was last settled at.
        func changedWidth(of item: LayoutItem) -> Double? {
            let width = width(of: item)
            guard widths.updateValue(width, forKey: ObjectIdentifier(item)) != width else { return nil }
            return width
        }
        for _ in 1..<LayoutEngine.maximumPasses {
            var changed = false
            for (index, item) in laidOut.enumerated() {
                guard let width = changedWidth(of: item) else { continue }
                layOutContent(at: index, width: width)
                changed = true
            }
            for item in measured {
                guard let width = changedWidth(of: item) else { continue }
                let proposal = ProposedSize(width: width, height: nil)
                guard case let .success(size)? = item.contentSize(within: proposal) else { continue }
                move(item, toMeasured: size, within: proposal)
                changed = true
            }
            if !changed { break }
        }
    }
}
