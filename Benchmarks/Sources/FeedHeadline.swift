import Layout

/// The feed cell's headline as a multi-line label: text of a given width on
/// lines of 20 that wraps, up to three lines, when offered less width than
/// the text takes. It answers as the Yoga anchor's measure function does
/// (`yoga_feed_bench.cpp`, `measureLeaf` with `maxLines` 3), so that L4's
/// `grow` and Yoga's change the same content the same way.
struct FeedHeadline: MeasuredContent {
    /// The width of the text on one line.
    var textWidth: Double
    static let lineHeight = 20.0
    static let maxLines = 3

    /// The headline's text as built: one line in the cell.
    static let oneLine = FeedHeadline(textWidth: FeedCell.leaves.first { $0.view == "pHead" }!.size.width)
    /// The text `grow` alternates with: wider than the headline's 319, two lines.
    static let twoLines = FeedHeadline(textWidth: 400)

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let width = proposal.width, width > 0, width < textWidth else {
            return Size(width: textWidth, height: Self.lineHeight)
        }
        let lines = min(Self.maxLines, Int((textWidth / width).rounded(.up)))
        return Size(width: width, height: Self.lineHeight * Double(lines))
    }
}
