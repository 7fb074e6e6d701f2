import Layout

/// The LayoutFrameworkBenchmark feed cell that W4 (as constraints) and L4
/// (as items) both lay out (`WORKLOADS.md`, W4): what is the same in both.
enum FeedCell {
    /// The cell's width, set by the flow layout.
    static let width = 375.0
    /// The cell's height once laid out.
    static let height = 416.0
    /// The flow layout's line spacing between cells: cell i's top is
    /// `i × (height + lineSpacing)`.
    static let lineSpacing = 10.0

    /// The checked frames, each in its parent's coordinates (every cell
    /// is identical): the profile image stretched by its 749 constraint,
    /// the comment below it, the centred comment button, the comment view.
    static let expectedFrames: [(view: String, frame: Rect)] = [
        ("pImg", Rect(x: 0, y: 0, width: 50, height: 66)),
        ("pComment", Rect(x: 0, y: 66, width: 375, height: 20)),
        ("commentL", Rect(x: 159.5, y: 0, width: 56, height: 20)),
        ("cv", Rect(x: 0, y: 366, width: 375, height: 50)),
    ]

    /// The 15 leaf views in the order their intrinsic-size constraints are
    /// added, with their intrinsic size and whether hugging and compression
    /// resistance are required horizontally (else 250 and 750; vertically
    /// always 250 and 750).
    static let leaves: [(view: String, size: Size, requiredHorizontally: Bool)] = [
        ("action", Size(width: 104, height: 20), false),
        ("options", Size(width: 24, height: 20), true),
        ("pImg", Size(width: 50, height: 50), true),
        ("pName", Size(width: 104, height: 20), false),
        ("pHead", Size(width: 296, height: 20), false),
        ("pTime", Size(width: 144, height: 20), false),
        ("pComment", Size(width: 128, height: 20), false),
        ("cImg", Size(width: 350, height: 200), false),
        ("cTitle", Size(width: 120, height: 20), false),
        ("cDomain", Size(width: 128, height: 20), false),
        ("like", Size(width: 32, height: 20), false),
        ("commentL", Size(width: 56, height: 20), false),
        ("share", Size(width: 40, height: 20), false),
        ("aImg", Size(width: 50, height: 50), true),
        ("aComment", Size(width: 120, height: 20), false),
    ]
}
