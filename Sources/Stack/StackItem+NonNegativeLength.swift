/// Whether a stack's constraints imply that its length along its axis is
/// not negative, so that the engine may keep its floor
/// (`NAME-nonnegative-height` of a column) out of the solver
/// (`LayoutEngine+ImpliedFloors.swift`).
///
/// A UIKit-vocabulary stack ties the leading edge of its canvas to its
/// first visible item's and the trailing edge to its last's
/// (`UISV-canvas-connection`, required equalities), and each visible item
/// to the one before it (`UISV-spacing`, `==` for the fill distributions,
/// `>=` for the equal ones, required): its length is at least the sum of
/// its visible items' lengths and of its spacings. Hidden items sit outside
/// that chain, and the distributions' other constraints only add to it. So
/// the length is non-negative, through the items' own floors, when:
///
/// - something is visible;
/// - the spacing and every custom spacing are non-negative;
/// - the canvas is the stack itself: arranged within its layout margins,
///   the margins (which may be negative) join the sum, and are not counted;
/// - the spacing runs edge to edge: a baseline-relative column spaces its
///   items from baseline to baseline, which may overlap them.
///
/// An item that forces another direction changes nothing: the stack's
/// constraints read every item's leading and trailing edges in the
/// stack's direction (`LayoutConstraint.readsInFrameDirection`).
///
/// A flex stack keeps its floor: it places each item at a constant offset
/// from its own left and top edges (`STK-flex-position`, `STK-flex-size`)
/// and takes its length from optional content-fit constraints and its size
/// range, so nothing chains its length to its items' (and its floor names
/// its length alone, a short row).
extension StackItem {
    /// The axis along which the stack's compiled constraints imply that its
    /// length is not negative once the solver holds every required one of
    /// them; nil when they do not.
    var axisImplyingNonNegativeLength: LayoutAxis? {
        guard !isFlex, !isLayoutMarginsRelativeArrangement, !(isBaselineRelativeArrangement && axis == .vertical),
              spacing.value >= 0, customSpacings.values.allSatisfy({ $0.value >= 0 }),
              arrangedItems.contains(where: { !$0.isHidden }) else { return nil }
        return axis
    }

    /// Whether the stack's live constraints imply its non-negative length
    /// along `axis`: its settings allow it and the solver holds every
    /// required constraint it generated. For tests and sessions.
    package func impliesNonNegativeLength(along axis: LayoutAxis) -> Bool {
        axisImplyingNonNegativeLength == axis && generated.holdsEveryRequiredConstraint
    }

    /// Runs `replace`, which replaces the generated constraints, telling the
    /// engine before (a floor the new constraints do not imply comes back
    /// while the old ones still imply it) and after (a floor they imply
    /// leaves the solver).
    func replacingConstraints(_ replace: () -> Void) {
        let implied = axisImplyingNonNegativeLength
        guard let engine = engineIfAttached else {
            replace()
            return
        }
        engine.stackWillChangeConstraints(self, implyingNonNegativeLengthAlong: implied)
        replace()
        engine.stackDidChangeConstraints(self, implyingNonNegativeLengthAlong: implied) {
            generated.holdsEveryRequiredConstraint
        }
    }
}
