import Cassowary

/// Text in an item whose width the layout does not take from it is
/// measured at that width, not offered any width first.
///
/// Changed content is measured offering any width, solved, and measured
/// again at the width the solve gave it: two solves whenever it wraps (a
/// headline growing to a second line). Where the required constraints
/// alone fix the item's width (its leading and trailing edges pinned, a
/// cell as wide as its list), its content-size constraints cannot move
/// that width, so the first solve would give it the width it has now, and
/// the content is measured there before the solve: one solve, and the
/// constraints a fresh layout ends with.
///
/// For the same reason the rewrap walk (`LayoutEngine+Rewrapping.swift`)
/// does not start such text again from any width: no change gives it
/// room. A change that frees the width makes the walk find it; one that
/// moves the width resizes the item, which is measured again at its new
/// width as usual.
extension LayoutEngine {
    /// Measures `item`, just measured offering any width, at
    /// `laidOutWidth`, the width its content was last measured at, when
    /// that is its width now, the content wants more, and the required
    /// constraints alone fix its width. Only before a layout's first solve:
    /// that solve alone is followed by the rewrap walk that starts the text
    /// from any width again if a later change freed its width.
    func measureAtHeldWidth(_ item: LayoutItem, laidOutWidth: Double) {
        guard tree.passState.report.passes == 0, laidOutWidth > 0, laidOutWidth == item.solvedRect.width,
              let anyWidth = item.measuredSize, anyWidth.width > laidOutWidth
        else { return }
        var required = solver.requiredEqualityTest()
        guard required.fixes(item.width),
              case .success = item.measure(ProposedSize(width: laidOutWidth, height: nil))
        else { return }
        if item.hasWrappedText { tree.passState.hasWrappedText = true }
    }
}
