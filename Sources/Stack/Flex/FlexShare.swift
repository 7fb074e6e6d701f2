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
    /// What the item took: grown when positive, shrunk when negative.
    var adjustment: Double
    /// What the item's percentages resolved against in that layout, to
    /// work out its own minimum and maximum, which flexing passes as
    /// Texture's does.
    var base: FlexLayout.PercentBase
}
