/// Safe areas: the root's insets (a notch, a home indicator) reach into the
/// items whose frames cross them; every item's ``LayoutItem/safeAreaInsets``
/// (and so its safe-area guide and, by default, its margins) follows its
/// frame, and settles over layout passes.
extension LayoutEngine {
    /// The root's safe-area insets changed: every item looks again after the
    /// next solve.
    func safeAreaChanged() {
        passState.safeAreaNeedsLook = true
        root?.settlesOverPasses = true
    }

    /// Every item's safe-area insets from the frames of the last solve;
    /// returns the items whose insets changed (their guides and margins
    /// moved in place).
    func settleSafeAreas() -> [LayoutItem] {
        guard let root, root.rootSafeAreaInsets != .zero || passState.safeAreaNeedsLook else { return [] }
        passState.safeAreaNeedsLook = false
        let unsafe = root.rootSafeAreaInsets
        let bounds = root.frameInRoot
        let safe = Rect(x: bounds.minX + unsafe.left, y: bounds.minY + unsafe.top,
                        width: bounds.width - unsafe.left - unsafe.right, height: bounds.height - unsafe.top - unsafe.bottom)
        var changed: [LayoutItem] = []
        for item in root.subtree {
            let insets = Self.safeAreaInsets(of: item.frameInRoot, safe: safe, unsafe: unsafe)
            guard insets != item.safeAreaInsets else { continue }
            item.safeAreaInsets = insets
            if let guide = item.layoutGuides.first(where: { $0.systemRole == .safeArea }),
               let ties = systemGuideConstraints[ObjectIdentifier(guide)] {
                for (tie, constant) in zip(ties, [insets.left, -insets.right, insets.top, -insets.bottom]) {
                    tie.changeForOwner(constant: constant, priority: tie.priority)
                }
            }
            if item.insetsLayoutMarginsFromSafeArea { attributeConstantsChanged(of: item) }
            changed.append(item)
        }
        return changed
    }

    /// How far the unsafe areas reach into a frame on each edge where the
    /// root has an inset: up to the safe edge, and never past the frame's
    /// other edge (a frame wholly in an unsafe area keeps a guide of zero
    /// size at its far edge).
    static func safeAreaInsets(of frame: Rect, safe: Rect, unsafe: EdgeInsets) -> EdgeInsets {
        func reach(_ amount: Double, within length: Double) -> Double { min(max(amount, 0), max(length, 0)) }
        let top = unsafe.top > 0 ? reach(safe.minY - frame.minY, within: frame.height) : 0
        let bottom = unsafe.bottom > 0 ? reach(frame.maxY - safe.maxY, within: frame.height - top) : 0
        let left = unsafe.left > 0 ? reach(safe.minX - frame.minX, within: frame.width) : 0
        let right = unsafe.right > 0 ? reach(frame.maxX - safe.maxX, within: frame.width - left) : 0
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
