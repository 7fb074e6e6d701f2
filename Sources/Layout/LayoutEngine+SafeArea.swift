/// Safe areas: the root's insets (a notch, a home indicator) reach into the
/// items whose frames cross them; every item's ``LayoutItem/safeAreaInsets``
/// (and so its safe-area guide and, by default, its margins) follows its
/// frame, and settles over layout passes. So does the keyboard's reach into
/// an item with a keyboard guide (``LayoutItem/keyboardInset``), measured
/// in the same passes.
extension LayoutEngine {
    /// The root's safe-area insets changed: every item looks again after the
    /// next solve.
    func safeAreaChanged() {
        tree.passState.safeAreaNeedsLook = true
        tree.passState.roomChanged = true
        root?.settlesOverPasses = true
    }

    /// Starts every item's safe-area insets again where that is due, before
    /// they are measured from the frames of the last solve (their guides
    /// and margins move in place).
    ///
    /// A safe area can feed back into the frame it is measured from (an
    /// item sized by content pinned to its own guide), and such a loop may
    /// settle at more than one place. So that a layout depends on the tree's
    /// state and never on its history, every layout that moved anything
    /// settles them from where a fresh layout starts: on `restart` (after
    /// the first solve of a layout) every item but the root takes zero
    /// insets, and the root, whose frame they do not decide, takes its own.
    ///
    /// The parents' margins reaching into the items that preserve them
    /// (``LayoutItem/superviewMarginReach``) are measured in the same
    /// passes, after the insets, which grow those margins, and start again
    /// with them: the two restart together, and neither is measured from
    /// frames that the other's restart is about to move. The reach also
    /// restarts on `restartsReach`, after the first solve of a layout
    /// that changed a constraint without moving a frame: a constraint that
    /// held an item where its reach fed its frame (a width) can go and
    /// leave the loop at the place it held, where a fresh layout settles
    /// elsewhere.
    ///
    /// Returns the items a restart changed, or nil when the insets are to be
    /// measured from the frames of the last solve instead
    /// (``measureSafeAreasAfterPlacing(placersMoved:)``, once the placers
    /// have looked at those frames).
    func restartSafeAreasIfDue(restart: Bool, restartsReach: Bool) -> [LayoutItem]? {
        guard let root else { return [] }
        let measuresSafeAreas = root.hasUnsafeAreas || tree.passState.safeAreaNeedsLook
            || tree.passState.safeAreaMeasureDeferred
        let measuresReach = tree.preservesSuperviewMargins
        guard measuresSafeAreas || measuresReach else { return [] }
        let restartsSafeAreas = measuresSafeAreas && (restart || tree.passState.safeAreaNeedsLook)
        tree.passState.safeAreaNeedsLook = false
        tree.passState.safeAreaInsetsMoved = []
        var restarted: [LayoutItem] = []
        if restartsSafeAreas { restarted = restartSafeAreas(in: root) }
        if measuresReach && (restart || restartsReach || restartsSafeAreas) {
            // A restart takes a pass whether or not it changes a reach, as
            // a live layout's does: a fresh layout's reach is zero already,
            // and measuring it at once would leave a loop that never
            // settles (an item that moves further out of its parent by the
            // reach on every pass) one pass ahead of the live layout when
            // the pass limit stops both.
            let reset = assignSuperviewMarginReach(in: root) { _ in .zero }
            restarted = Self.merged(restarted, reset.isEmpty ? root.subtree.filter(\.preservesSuperviewLayoutMargins) : reset)
        }
        guard restarted.isEmpty else { return restarted }
        tree.passState.safeAreaMeasureDue = (measuresSafeAreas, measuresReach)
        return nil
    }

    /// Measures the insets (and the parents' margin reach) from the frames
    /// of the last solve, as ``restartSafeAreasIfDue(restart:restartsReach:)``
    /// left them due; returns the items whose insets changed.
    ///
    /// Where a placer (a flex stack) placed its children again after that
    /// solve, its frames were a step on the way: the children were placed
    /// at the stack's size of the solve before (after a rotation, a row
    /// still as wide as the stack was upright, or as its content offered
    /// any width), and may reach into an unsafe area that the settled
    /// layout keeps clear of. Insets measured there would grow the margins
    /// of a row pinned to them by the reach, and its content with them,
    /// which reaches further on the next pass and never settles. The
    /// measurement waits for a solve after which no placer moves.
    func measureSafeAreasAfterPlacing(placersMoved: Bool) -> [LayoutItem] {
        guard let root, let (measuresSafeAreas, measuresReach) = tree.passState.safeAreaMeasureDue else { return [] }
        tree.passState.safeAreaMeasureDue = nil
        guard !placersMoved else {
            tree.passState.safeAreaMeasureDeferred = true
            return []
        }
        tree.passState.safeAreaMeasureDeferred = false
        let measured = measuresSafeAreas ? measureSafeAreas(in: root) : []
        let changed = measuresReach ? Self.merged(measured, measureSuperviewMarginReach(in: root)) : measured
        // The placers above an item whose margins moved measure it again.
        for item in changed { contentChanged(below: item) }
        return changed
    }

    /// Every item but the root takes zero insets, and the root its own;
    /// returns the items whose insets changed.
    private func restartSafeAreas(in root: LayoutItem) -> [LayoutItem] {
        let rootInsets = measuredAreaInsets(in: root)
        return assignSafeAreaInsets(in: root) { $0 === root ? rootInsets($0) : .zero }
    }

    /// Every item's insets from the frames of the last solve; returns the
    /// items whose insets changed.
    private func measureSafeAreas(in root: LayoutItem) -> [LayoutItem] {
        assignSafeAreaInsets(in: root, measuredAreaInsets(in: root))
    }

    /// `first` followed by the items of `second` that it does not hold.
    static func merged(_ first: [LayoutItem], _ second: [LayoutItem]) -> [LayoutItem] {
        guard !first.isEmpty else { return second }
        let held = Set(first.map(ObjectIdentifier.init))
        return first + second.filter { !held.contains(ObjectIdentifier($0)) }
    }

    /// What the root's unsafe areas and keyboard take of an item, as its
    /// frame stands.
    private func measuredAreaInsets(in root: LayoutItem) -> (LayoutItem) -> AreaInsets {
        let unsafe = root.rootSafeAreaInsets
        let bounds = root.frameInRoot
        let safe = Rect(x: bounds.minX + unsafe.left, y: bounds.minY + unsafe.top,
                        width: bounds.width - unsafe.left - unsafe.right, height: bounds.height - unsafe.top - unsafe.bottom)
        let keyboardTop = root.rootKeyboardHeight > 0 ? bounds.maxY - root.rootKeyboardHeight : nil
        func measured(_ item: LayoutItem) -> AreaInsets {
            let frame = item.frameInRoot
            let insets = Self.scrollItem(holding: item).map { Self.safeAreaInsets(of: frame, inContentOf: $0) }
                ?? Self.safeAreaInsets(of: frame, safe: safe, unsafe: unsafe)
            guard item.hasKeyboardGuide else { return AreaInsets(safe: insets, keyboard: 0) }
            let keyboard = keyboardTop.map { Self.keyboardInset(of: frame, keyboardTop: $0) }
                ?? (item.keyboardLayoutGuide.usesBottomSafeArea ? insets.bottom : 0)
            return AreaInsets(safe: insets, keyboard: keyboard)
        }
        return measured
    }

    /// What the unsafe areas and the keyboard take of an item.
    struct AreaInsets: Equatable {
        var safe: EdgeInsets
        var keyboard: Double

        static let zero = AreaInsets(safe: .zero, keyboard: 0)
    }

    /// Whether the item grows into an unsafe area by its own margins (see
    /// ``LayoutPassReport/unsettledBySafeAreaMargins``): its insets moved on
    /// the last look, its margins follow them, and a constraint holds
    /// something to one of its margins.
    func isGrownBySafeAreaInItsMargins(_ item: LayoutItem) -> Bool {
        guard tree.passState.safeAreaInsetsMoved.contains(ObjectIdentifier(item)),
              item.insetsLayoutMarginsFromSafeArea else { return false }
        let marginGuides = item.layoutGuides.filter { $0.systemRole == .margins }
        return item.constraints.values.contains { constraint in
            (constraint.firstItem === item && constraint.firstAttribute.isMargin)
                || (constraint.secondItem === item && constraint.secondAttribute?.isMargin == true)
        } || marginGuides.contains { guide in
            guide.constraints.values.contains { $0.origin == .user }
        }
    }

    /// The layout before did not settle: every inset, the root's too,
    /// starts again from zero before the first solve, as in a fresh tree,
    /// so that a loop that grows an item by its own inset on every pass
    /// runs the passes of a fresh layout on every layout, rather than
    /// growing further with each.
    func restartSafeAreasBeforeSolving() {
        guard let root else { return }
        if tree.preservesSuperviewMargins { _ = assignSuperviewMarginReach(in: root) { _ in .zero } }
        guard root.hasUnsafeAreas else { return }
        _ = assignSafeAreaInsets(in: root) { _ in .zero }
        tree.passState.safeAreaNeedsLook = true
    }

    /// Gives every item of the tree its insets; returns those whose
    /// insets changed (their guides and margins moved in place).
    ///
    /// A hidden item, and every item inside one, takes none: nothing of it
    /// shows for the unsafe areas to cover, and UIKit's guide "matches the
    /// edges of the view" when the view is not visible onscreen. A hidden
    /// arranged item parked beside the notch would otherwise take the
    /// notch into its margins, grow into it by them and take more of it on
    /// every pass, never settling.
    private func assignSafeAreaInsets(in root: LayoutItem, _ insets: (LayoutItem) -> AreaInsets) -> [LayoutItem] {
        var changed: [LayoutItem] = []
        var hidden: Set<ObjectIdentifier> = []
        for item in root.subtree {
            let isHidden = item.isHidden || item.parent.map { hidden.contains(ObjectIdentifier($0)) } == true
            if isHidden { hidden.insert(ObjectIdentifier(item)) }
            let insets = isHidden ? .zero : insets(item)
            let safeChanged = insets.safe != item.safeAreaInsets, keyboardChanged = insets.keyboard != item.keyboardInset
            guard safeChanged || keyboardChanged else { continue }
            if safeChanged {
                tree.passState.safeAreaInsetsMoved.insert(ObjectIdentifier(item))
                item.safeAreaInsets = insets.safe
                safeAreaGuideMoved(in: item)
                if item.insetsLayoutMarginsFromSafeArea { attributeConstantsChanged(of: item) }
            }
            if keyboardChanged {
                item.keyboardInset = insets.keyboard
                keyboardGuideMoved(in: item)
            }
            changed.append(item)
        }
        return changed
    }

    /// The item's safe-area insets or alignment insets changed: its
    /// safe-area guide's ties take their new constants.
    func safeAreaGuideMoved(in item: LayoutItem) {
        guard let guide = item.layoutGuides.first(where: { $0.systemRole == .safeArea }),
              let ties = tree.systemGuideConstraints[ObjectIdentifier(guide)] else { return }
        for (tie, constant) in zip(ties, Self.safeAreaGuideOffsets(of: item)) {
            tie.changeForOwner(constant: constant, priority: tie.priority)
        }
    }

    /// The item's keyboard inset or alignment insets changed: its keyboard
    /// guide's ties take their new constants.
    func keyboardGuideMoved(in item: LayoutItem) {
        guard item.hasKeyboardGuide,
              let ties = tree.systemGuideConstraints[ObjectIdentifier(item.keyboardLayoutGuide)] else { return }
        for (tie, constant) in zip(ties, Self.keyboardGuideOffsets(of: item)) {
            tie.changeForOwner(constant: constant, priority: tie.priority)
        }
    }

    /// The offsets of a keyboard guide's left and right from its item's,
    /// and of its top and bottom from its item's bottom: measured from the
    /// frame, as the safe-area guide's are.
    static func keyboardGuideOffsets(of item: LayoutItem) -> [Double] {
        let alignment = item.alignmentInsetsForLayout
        return [-alignment.left, alignment.right, alignment.bottom - item.keyboardInset, alignment.bottom]
    }

    /// How far up from a frame's bottom its keyboard guide reaches while
    /// the keyboard is up: to the keyboard's top (`keyboardTop`, in the
    /// root's coordinates), never past the frame's top, and within
    /// ``numberLimit``. While the keyboard is down the guide is the bottom
    /// of the item's safe-area guide, as UIKit ties it, or of zero height.
    static func keyboardInset(of frame: Rect, keyboardTop: Double) -> Double {
        limited(min(max(frame.maxY - keyboardTop, 0), max(frame.height, 0)))
    }

    /// The offsets of a safe-area guide's left, right, top and bottom from
    /// its item's: the insets are measured from the frame, as UIKit
    /// measures them from the bounds, and the item's edges in constraints
    /// are those of its alignment rectangle, which the alignment insets
    /// move inside the frame. So the guide stays within the frame, however
    /// far the alignment rectangle is inset.
    static func safeAreaGuideOffsets(of item: LayoutItem) -> [Double] {
        let safe = item.safeAreaInsets, alignment = item.alignmentInsetsForLayout
        return [safe.left - alignment.left, alignment.right - safe.right,
                safe.top - alignment.top, alignment.bottom - safe.bottom]
    }

    /// The nearest scroll item whose content holds the item.
    private static func scrollItem(holding item: LayoutItem) -> ScrollItem? {
        var ancestor = item.parent
        while let next = ancestor {
            if let scroll = next as? ScrollItem { return scroll }
            ancestor = next.parent
        }
        return nil
    }

    /// What a scroll item's unsafe areas take of a frame in its content:
    /// the content sees the unsafe areas through the item, so only those
    /// that reach into the item's frame, and of those only the edges it does
    /// not take into its content inset. Content below the fold of an item
    /// that ends above the home indicator takes none of it (it does not
    /// show there), and rows scrolling under the notch keep their margins.
    private static func safeAreaInsets(of frame: Rect, inContentOf scroll: ScrollItem) -> EdgeInsets {
        let bounds = scroll.frameInRoot, insets = scroll.safeAreaInsets, adjusted = scroll.adjustedContentInset
        let safe = Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                        width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        let unsafe = EdgeInsets(top: insets.top - adjusted.top, left: insets.left - adjusted.left,
                                bottom: insets.bottom - adjusted.bottom, right: insets.right - adjusted.right)
        return safeAreaInsets(of: frame, safe: safe, unsafe: unsafe)
    }

    /// How far the unsafe areas reach into a frame on each edge where
    /// `unsafe` has one (the root's, or a scroll item's): up to the safe
    /// edge, and never past the frame's other edge (a frame wholly in an
    /// unsafe area keeps a guide of zero size at its far edge), and within
    /// ``numberLimit`` (a frame that a runaway loop of insets and sizes made
    /// huge).
    static func safeAreaInsets(of frame: Rect, safe: Rect, unsafe: EdgeInsets) -> EdgeInsets {
        func reach(_ amount: Double, within length: Double) -> Double { min(max(amount, 0), max(length, 0)) }
        let top = unsafe.top > 0 ? reach(safe.minY - frame.minY, within: frame.height) : 0
        let bottom = unsafe.bottom > 0 ? reach(frame.maxY - safe.maxY, within: frame.height - top) : 0
        let left = unsafe.left > 0 ? reach(safe.minX - frame.minX, within: frame.width) : 0
        let right = unsafe.right > 0 ? reach(frame.maxX - safe.maxX, within: frame.width - left) : 0
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right).limited
    }
}
