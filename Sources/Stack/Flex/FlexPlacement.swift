/// Where a nested flex stack's constraints were last made: the flex root
/// that laid it out, the range it was placed in, and whether it was
/// collapsed (hidden, or inside a hidden item).
///
/// A stack's `STK-flex-position` and `STK-flex-size` constraints follow
/// from its children's frames, relative to the stack, and from whether it
/// is collapsed. When its memo held (``FlexStackMemo``: nothing in its
/// subtree changed) and it is placed in the same range, collapsed or not as
/// before, by the same root, its children's frames are the ones its live
/// constraints were made from, and the root's compilation passes it by,
/// as Yoga passes by a clean node, instead of making its list again to
/// find every constraint as it was.
struct FlexPlacement: Equatable {
    let root: ObjectIdentifier
    let range: FlexRange
    let isCollapsed: Bool
}
