import Layout

/// The note on the gaps of an `equalSpacing` stack, written on the
/// `UISV-fill-equally` constraints between its `UISV-distributing` guides:
/// the room its items leave, shared among the gaps. A position in such a
/// stack is otherwise a sum of fractions of every length in the row
/// (`× 2/3`, `× 1/3`), right but hard to read.
final class EqualSpacingNote: ConstraintNoteSource, Sendable {
    static let shared = EqualSpacingNote()

    /// `toolbar spaces its items equally (equalSpacing): (358 (toolbar's
    /// width) − 44 (b1's width) − … ) ÷ 3 = 55.333333 between each two`,
    /// from the frames as laid out; nil where the gaps are not that share
    /// (items too long for the room, the gaps held at the spacing).
    func note(for constraint: LayoutConstraint) -> String? {
        guard let gap = constraint.firstItem as? LayoutGuide, let stack = gap.owningItem as? StackItem,
              stack.distribution == .equalSpacing else { return nil }
        let axis = stack.axis
        let visible = stack.arrangedItems.filter { !$0.isHidden }
        guard visible.count > 1 else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        func length(_ rect: Rect) -> Double { axis == .horizontal ? rect.width : rect.height }
        var terms = ["\(format(length(stack.frame))) (\(stack.name)'s \(dimension))"]
        var room = length(stack.frame)
        if stack.isLayoutMarginsRelativeArrangement {
            let (start, end) = stack.ownMarginsForLayout.sides(along: axis)
            let names = axis == .horizontal ? ("left", "right") : ("top", "bottom")
            for (margin, side) in [(start, names.0), (end, names.1)] where margin != 0 {
                terms.append("\(format(margin)) (its \(side) margin)")
                room -= margin
            }
        }
        for item in visible {
            terms.append("\(format(length(item.frame))) (\(item.name)'s \(dimension))")
            room -= length(item.frame)
        }
        let gaps = Double(visible.count - 1), each = room / gaps
        guard abs(each - length(gap.frame)) <= 1e-6 * max(1, abs(each)) else { return nil }
        return "\(stack.name) spaces its items equally (equalSpacing): (\(terms.joined(separator: " − "))) ÷ "
            + "\(visible.count - 1) = \(format(each)) between each two"
    }
}
