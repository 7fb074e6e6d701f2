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
    /// The item's line among its stack's lines.
    var line = Line()
    /// What the item's percentages resolved against in that layout, to
    /// work out its own minimum and maximum, which flexing passes as
    /// Texture's does.
    var base: FlexLayout.PercentBase
    /// The item's length across before step 8 stretched it to its line's;
    /// nil when it was not stretched there.
    var unstretchedCross: Double?
    /// For an item aligned by a baseline, its ascent (step 6: its
    /// baseline's distance from its outer cross start) and its line's
    /// largest, which it meets (step 12); nil for other alignments.
    var baseline: (ascent: Double, line: Double)?
}

extension FlexShare {
    /// Where an item's line is in its stack, and what it holds.
    struct Line {
        /// Which of the stack's lines it is, from 0 in the order the lines
        /// fill (the first line first, wherever `wrapReverse` puts it).
        var index = 0
        /// How many lines the stack has: more than one when it wraps, and
        /// a note then names the item's line.
        var lineCount = 1
        /// How many items in the flow the line holds: justifications that
        /// space items place a lone one as `start` or `center` do.
        var itemCount = 1
        /// The room across the stack's content box that its lines leave,
        /// which alignContent places (step 10); 0 or less when they fill it.
        var crossFree = 0.0
        /// The line's own length across the stack: what a stretched item
        /// takes, less its margins.
        var cross = 0.0
    }
}
