import Layout

/// A feed that scrolls for ever, as a long-lived engine sees it: a root 320
/// wide holding a column of cells placed as a collection view places them,
/// each at its offset in the content (8 below the bottom of the cell above
/// it when it joined), and kept from overlapping the cell above by a
/// constraint. Every ``cycle()`` the top cell leaves the tree
/// (`removeFromParent`), a fresh one joins at the bottom, and the tree is
/// laid out: the number of items stays the same while every item that ever
/// joined leaves in turn, the load under which an engine must not grow
/// (issue 20). No cell moves when another comes or goes, so a cycle costs
/// the same however long the feed: what a million cycles need.
///
/// Cell k spans the root's width and holds, inside its margins guide, a
/// wrapped text (``WrappedText``, `1 + k mod 13` words of 30, lines of 20:
/// one or two lines at the 272 it may take) and a badge with an intrinsic
/// size in the top trailing corner: what an engine keeps of an item comes
/// in every kind, constraints of the application and to a neighbour,
/// content-size constraints of a measured and an intrinsic size, a system
/// guide's constraints, measured items.
///
/// Shared by the memory test (`LongLivedEngineTests`) and the benchmark's M1
/// workload.
public final class ScrollingFeed {
    public static let width = 320.0
    public static let gap = 8.0
    static let margin = 8.0
    static let badge = Size(width: 24, height: 16)
    static let word = (width: 30.0, space: 4.0, line: 20.0)

    public let root = LayoutItem(name: "feed")
    /// The cells, top first.
    public private(set) var cells: [LayoutItem] = []
    /// How many cells ever joined.
    public private(set) var made = 0

    /// A feed of `count` cells, laid out.
    public init(cells count: Int) throws(LayoutError) {
        try root.widthAnchor.constraint(equalToConstant: Self.width).activate()
        for _ in 0..<count {
            try append()
            root.layoutIfNeeded()
        }
    }

    /// One cycle: the top cell leaves, a fresh one joins at the bottom, and
    /// the tree is laid out.
    public func cycle() throws(LayoutError) {
        cells.removeFirst().removeFromParent()
        try append()
        root.layoutIfNeeded()
    }

    /// Adds a fresh cell 8 below the bottom of the last one, as laid out.
    private func append() throws(LayoutError) {
        let k = made
        made += 1
        let cell = LayoutItem(name: "cell\(k)")
        let text = LayoutItem(name: "text\(k)")
        text.measuredContent = WrappedText(words: Array(repeating: Self.word.width, count: Self.wordCount(cell: k)),
                                           spaceWidth: Self.word.space, lineHeight: Self.word.line)
        let badge = LayoutItem(name: "badge\(k)",
                               intrinsicContentSize: IntrinsicSize(width: Self.badge.width, height: Self.badge.height))
        // The text gives way when it is wider than the cell, not the badge.
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        cell.addChild(text)
        cell.addChild(badge)
        root.addChild(cell)
        let margins = cell.layoutMarginsGuide
        var constraints = [
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: (cells.last?.frame.maxY ?? 0) + Self.gap),
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: Self.gap),
            badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badge.topAnchor.constraint(equalTo: margins.topAnchor),
        ]
        if let above = cells.last {
            constraints.append(cell.topAnchor.constraint(greaterThanOrEqualTo: above.bottomAnchor, constant: Self.gap))
        }
        try LayoutConstraint.activate(constraints)
        cells.append(cell)
    }

    static func wordCount(cell k: Int) -> Int { 1 + k % 13 }

    /// Whether the frames are those the construction gives, cell by cell:
    /// 8 apart, as tall as the text's lines and the margins, as wide as the
    /// root. Nil when they are, else what is wrong.
    public var frameError: String? {
        let textWidth = Self.width - 2 * Self.margin - Self.gap - Self.badge.width
        let perLine = Int((textWidth + Self.word.space) / (Self.word.width + Self.word.space))
        var top = (cells.first?.frame.minY ?? 0)
        for cell in cells {
            let k = Int(cell.name.dropFirst("cell".count))!
            let lines = (Self.wordCount(cell: k) + perLine - 1) / perLine
            let height = Double(lines) * Self.word.line + 2 * Self.margin
            let expected = Rect(x: 0, y: top, width: Self.width, height: height)
            if cell.frame != expected { return "\(cell.name) is at \(cell.frame), expected \(expected)" }
            top += height + Self.gap
        }
        return nil
    }
}
