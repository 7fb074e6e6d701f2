/// What step 4 of the flex algorithm did to one item's main length in its
/// line: the room the line had or lacked, the item's factor among the
/// others', and what it took. ``FlexSizeNotes`` puts it in words.
struct FlexShare {
    /// The item's length along the main axis before flexing.
    var basis: Double
    /// The line's room: positive when free space is left, negative when it
    /// overflows; within ``FlexLayout/epsilon`` of 0 nothing flexes.
    var free: Double
    /// The item's `flexGrow` (free space) or `flexShrink` (overflow).
    var factor: Double
    /// What the item's share is weighed against: the line's total
    /// `flexGrow`, or its total `flexShrink` × basis.
    var total: Double
    /// What the item's factor asked of it: grown when positive, shrunk
    /// when negative. A share that shrinks it below 0 stops it at 0, and
    /// the rest is not passed to the others.
    var adjustment: Double
    /// How many `auto` margins along the main axis the line has: free room
    /// that no item grows into goes to them.
    var autoMargins = 0
    /// What the item's percentages resolved against in that layout, to
    /// work out its own minimum and maximum, which flexing passes as
    /// Texture's does.
    var base: FlexLayout.PercentBase
}
