import Foundation
import Testing
import Stack

/// Trial forty: a nested comment thread of `UIStackView` rows (depths 0–3,
/// each indented 16 more within its margins beside a 2-point thread line,
/// an author that truncates beside a time that hugs on one baseline, a
/// wrapping body, an action row whose vote count grows from "9" to "10"),
/// collapsed and expanded live, at 320 and 414; a Kanban board of three
/// flex columns growing equally, each a header with a count badge and
/// cards of wrapping titles over wrapping tag chips, a card moved from one
/// column to another live, at 768 and 1024; and a receipt whose prices
/// share one column across the rows of separate stacks (the widest price
/// sets it), a dashed divider and totals on the same column by first
/// baseline, left to right and right to left. Every frame was worked out
/// by hand first; the comments carry the arithmetic. Each live change is
/// compared with the screen built afresh in that state.
@Suite struct UserTrialFortyTests {
    /// The same screens as layout documents, run by `UserTrialFortyToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialForty").standardized

    /// Each document, in the state it is written in, lays out as the
    /// screen built here with the same names.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let thread = try Thread(width: 320), board = try Board(width: 768), receipt = try Receipt()
        try withExtendedLifetime((thread, board, receipt)) {
            try expectDocuments(in: Self.fixtures, layOutAs: [
                ("thread.json", thread.root), ("kanban.json", board.root), ("receipt.json", receipt.root),
            ])
        }
    }

    // MARK: - 1. Comment thread

    /// A comment: its name, depth, and the word widths of its author (one
    /// line of 18 at most, baseline 14), time (lines of 16, baseline 12),
    /// body (spaces of 4, lines of 20) and vote count (lines of 20).
    struct Comment {
        let name: String, depth: Double, author: [Double], time: [Double], body: [Double], votes: [Double]
    }

    /// c1 is a top-level comment, c2 replies to it, c3 to c2, c4 to c3; c5
    /// replies to c1 again and c6 is top-level. c3's author, 150 + 4 + 120 =
    /// 274 wide, is too long for its header at 320.
    static let comments = [
        Comment(name: "c1", depth: 0, author: [40], time: [24], body: [60, 50, 70, 40, 80, 30, 30], votes: [7]),
        Comment(name: "c2", depth: 1, author: [52], time: [30], body: [90, 90, 90, 90, 90], votes: [14]),
        Comment(name: "c3", depth: 2, author: [150, 120], time: [24], body: Array(repeating: 100, count: 7), votes: [7]),
        Comment(name: "c4", depth: 3, author: [44], time: [24], body: [120, 120], votes: [7]),
        Comment(name: "c5", depth: 1, author: [36], time: [24], body: Array(repeating: 70, count: 5), votes: [7]),
        Comment(name: "c6", depth: 0, author: [48], time: [24], body: [40, 40], votes: [7]),
    ]

    /// The thread: a column `list` pinned to the top and both sides of the
    /// screen, which is as tall as the list. Each comment is a row spaced
    /// 8, arranged within its margins (8 above and below and on the
    /// trailing side, 8 + 16 × depth on the leading side): a 2-wide line,
    /// then a column spaced 4 of the header (author at compression
    /// resistance 749 so that it gives way, time at hugging 251 so that it
    /// keeps its width, spaced 8 and aligned by first baseline), the body
    /// and the actions (reply 40 × 20, votes, and a spacer that takes the
    /// rest, spaced 16).
    struct Thread {
        let root = LayoutItem(name: "thread")
        let list = StackItem(name: "list", arrangedItems: [])
        var rows: [String: StackItem] = [:]
        var votes: [String: LayoutItem] = [:]
        let width: LayoutConstraint

        init(width: Double, hidden: Set<String> = [], firstVotes: [Double] = [7]) throws {
            list.axis = .vertical
            root.addChild(list)
            var constraints: [LayoutConstraint] = []
            for comment in UserTrialFortyTests.comments {
                let name = comment.name
                let line = LayoutItem(name: name + "Line")
                let author = Self.text(name + "Author", comment.author, lineHeight: 18, baseline: 14, maxLines: 1)
                author.setContentCompressionResistancePriority(749, for: .horizontal)
                let time = Self.text(name + "Time", comment.time, lineHeight: 16, baseline: 12)
                time.setContentHuggingPriority(251, for: .horizontal)
                let header = StackItem(name: name + "Header", arrangedItems: [author, time])
                header.spacing = 8
                header.alignment = .firstBaseline
                let body = LayoutItem(name: name + "Body")
                body.measuredContent = WrappedText(words: comment.body)
                let reply = LayoutItem(name: name + "Reply", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
                let count = LayoutItem(name: name + "Votes")
                count.measuredContent = WrappedText(words: name == "c1" ? firstVotes : comment.votes)
                let actions = StackItem(name: name + "Actions", arrangedItems: [reply, count, LayoutItem(name: name + "Spacer")])
                actions.spacing = 16
                let column = StackItem(name: name + "Column", arrangedItems: [header, body, actions])
                column.axis = .vertical
                column.spacing = 4
                let row = StackItem(name: name, arrangedItems: [line, column])
                row.spacing = 8
                row.isLayoutMarginsRelativeArrangement = true
                row.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8 + 16 * comment.depth, bottom: 8, trailing: 8)
                row.isHidden = hidden.contains(name)
                list.addArrangedItem(row)
                rows[name] = row
                votes[name] = count
                constraints.append(line.widthAnchor.constraint(equalToConstant: 2))
            }
            self.width = root.widthAnchor.constraint(equalToConstant: width)
            try LayoutConstraint.activate([self.width] + constraints + [
                list.topAnchor.constraint(equalTo: root.topAnchor),
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                root.bottomAnchor.constraint(equalTo: list.bottomAnchor),
            ])
        }

        /// A label of `words`, its baselines `baseline` below its top.
        static func text(_ name: String, _ words: [Double], lineHeight: Double, baseline: Double, maxLines: Int = 0) -> LayoutItem {
            let item = LayoutItem(name: name)
            item.measuredContent = WrappedText(words: words, lineHeight: lineHeight, maxLines: maxLines)
            item.firstBaselineOffset = baseline
            item.lastBaselineOffset = baseline
            return item
        }
    }

    /// The body lines of c1…c6 at 320. The column is W − 26 − 16 × depth
    /// wide (margins 8 + 16d and 8, the line 2, the spacing 8): 294, 278,
    /// 262, 246.
    /// - c1 (294): 60, 114, 188, 232, then 80 would make 316: the fifth
    ///   word starts line 2 (80, 114, 148): 2 lines.
    /// - c2 (278): 90, 184, 278 (exactly full), then 90, 184: 2 lines.
    /// - c3 (262): 100, 204, then 308 > 262: two words a line, 2 2 2 1: 4.
    /// - c4 (246): 120, 244: 1 line. c5 (278): 70, 144, 218, then 292: 3
    ///   and 2: 2 lines. c6: 40, 84: 1 line.
    static let linesAt320: [Double] = [2, 2, 4, 1, 2, 1]
    /// At 414 the columns are 388, 372, 356, 340: c1's 384 fits on 1 line;
    /// c2 takes 90 × 4 + 12 = 372 exactly, then 90: 2; c3 takes three a
    /// line (304), 3 3 1: 3; c4 1; c5's 366 fits: 1; c6 1.
    static let linesAt414: [Double] = [1, 2, 3, 1, 1, 1]

    /// Every frame of the visible comments, in the order of the list. A
    /// row at y is 8 + 18 + 4 + 20n + 4 + 20 + 8 = 62 + 20n high for n
    /// body lines; the next starts at its bottom (the list has no
    /// spacing), a hidden row takes no room. In a row: L = 8 + 16d, the
    /// line at (L, y + 8), 2 × (46 + 20n), as tall as the column (fill);
    /// the column from L + 10, C = W − 26 − 16d wide. The header at y + 8
    /// is 18 high: the author's baseline 14 is 2 below the time's 12, so
    /// the time sits at y + 10; the time keeps its width t (hugging 251)
    /// at the column's end, and the author gets C − 8 − t (truncated where
    /// its words are wider, stretched where they are narrower: hugging
    /// 250). The body at y + 30, C × 20n; the actions at y + 34 + 20n:
    /// reply 40, votes v at + 56, the spacer from + 72 + v to the end.
    static func threadFrames(width: Double, lines: [Double], hidden: Set<String> = [],
                             firstVotes: Double = 7) -> (height: Double, frames: [(String, Rect)]) {
        var frames: [(String, Rect)] = [], y = 0.0
        for (comment, n) in zip(comments, lines) where !hidden.contains(comment.name) {
            let name = comment.name, left = 8 + 16 * comment.depth, x = left + 10, column = width - 26 - 16 * comment.depth
            let time = comment.time[0], votes = name == "c1" ? firstVotes : comment.votes[0], actions = y + 34 + 20 * n
            frames += [
                (name, Rect(x: 0, y: y, width: width, height: 62 + 20 * n)),
                (name + "Line", Rect(x: left, y: y + 8, width: 2, height: 46 + 20 * n)),
                (name + "Column", Rect(x: x, y: y + 8, width: column, height: 46 + 20 * n)),
                (name + "Header", Rect(x: x, y: y + 8, width: column, height: 18)),
                (name + "Author", Rect(x: x, y: y + 8, width: column - 8 - time, height: 18)),
                (name + "Time", Rect(x: x + column - time, y: y + 10, width: time, height: 16)),
                (name + "Body", Rect(x: x, y: y + 30, width: column, height: 20 * n)),
                (name + "Actions", Rect(x: x, y: actions, width: column, height: 20)),
                (name + "Reply", Rect(x: x, y: actions, width: 40, height: 20)),
                (name + "Votes", Rect(x: x + 56, y: actions, width: votes, height: 20)),
                (name + "Spacer", Rect(x: x + 72 + votes, y: actions, width: column - 72 - votes, height: 20)),
            ]
            y += 62 + 20 * n
        }
        return (y, frames)
    }

    /// At 320 the rows are 102, 102, 142, 82, 102, 82 high: the thread is
    /// 612. c3's author is squeezed to 262 − 8 − 24 = 230 (its words are
    /// 274) and c1's stretched to 294 − 32 = 262. At 414 the rows are 82,
    /// 102, 122, 82, 82, 82: 552; c3's author 356 − 32 = 324.
    @Test func theThreadAtTwoWidths() throws {
        let spotChecks = [
            ("c3Author", Rect(x: 50, y: 212, width: 230, height: 18)), ("c3Time", Rect(x: 288, y: 214, width: 24, height: 16)),
            ("c4Line", Rect(x: 56, y: 354, width: 2, height: 66)), ("c6Spacer", Rect(x: 97, y: 584, width: 215, height: 20)),
        ]
        for (width, lines, height, spot) in [(320.0, Self.linesAt320, 612.0, spotChecks), (414, Self.linesAt414, 552, [])] {
            let thread = try Thread(width: width), expected = Self.threadFrames(width: width, lines: lines)
            #expect(expected.height == height)
            withExtendedLifetime(thread) {
                Self.expectLayout(of: thread.root, [("thread", Rect(x: 0, y: 0, width: width, height: height))] + expected.frames + spot)
            }
        }
    }

    /// Expects `root` to lay out without a conflict or an ambiguity, with
    /// the `expected` frames.
    static func expectLayout(of root: LayoutItem, _ expected: [(String, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(root.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        #expect(root.engine.ambiguities().isEmpty, sourceLocation: sourceLocation)
        expectFrames(in: root, expected, sourceLocation: sourceLocation)
    }

    /// The vote count of c1 grows from "9" (7 wide) to "10" (14): its
    /// spacer gives up 7. Collapsing c2 hides its replies c3 and c4: c5
    /// moves up from 428 to 204 and c6 to 306, the thread is 388 high;
    /// expanding it again gives back the first frames. Then the screen
    /// turns to 414. Each step has the frames of the thread built afresh
    /// in that state.
    @Test func votingCollapsingAndTurningLive() throws {
        let thread = try Thread(width: 320)
        try withExtendedLifetime(thread) {
            _ = thread.root.layoutIfNeeded()
            thread.votes["c1"]?.measuredContent = WrappedText(words: [14])
            #expect(thread.root.layoutIfNeeded().isEmpty)
            expectSameFrames(thread.root, asFresh: try Thread(width: 320, firstVotes: [14]).root, "voted")
            expectFrames(in: thread.root, [("c1Votes", Rect(x: 74, y: 74, width: 14, height: 20)),
                                           ("c1Spacer", Rect(x: 104, y: 74, width: 208, height: 20))])

            for name in ["c3", "c4"] { thread.rows[name]?.isHidden = true }
            #expect(thread.root.layoutIfNeeded().isEmpty)
            #expect(thread.root.engine.ambiguities().isEmpty)
            let collapsed = Self.threadFrames(width: 320, lines: Self.linesAt320, hidden: ["c3", "c4"], firstVotes: 14)
            #expect(collapsed.height == 388)
            expectFrames(in: thread.root, [("thread", Rect(x: 0, y: 0, width: 320, height: 388))] + collapsed.frames)
            expectFrames(in: thread.root, [("c5", Rect(x: 0, y: 204, width: 320, height: 102)),
                                           ("c6", Rect(x: 0, y: 306, width: 320, height: 82))])
            expectSameFrames(thread.root, asFresh: try Thread(width: 320, hidden: ["c3", "c4"], firstVotes: [14]).root, "collapsed")

            for name in ["c3", "c4"] { thread.rows[name]?.isHidden = false }
            #expect(thread.root.layoutIfNeeded().isEmpty)
            expectFrames(in: thread.root, Self.threadFrames(width: 320, lines: Self.linesAt320, firstVotes: 14).frames)
            expectSameFrames(thread.root, asFresh: try Thread(width: 320, firstVotes: [14]).root, "expanded")

            thread.width.constant = 414
            #expect(thread.root.layoutIfNeeded().isEmpty)
            expectFrames(in: thread.root, Self.threadFrames(width: 414, lines: Self.linesAt414, firstVotes: 14).frames)
            expectSameFrames(thread.root, asFresh: try Thread(width: 414, firstVotes: [14]).root, "turned")
        }
    }

    // MARK: - 2. Kanban board

    /// A card: its title's word widths (spaces of 4, lines of 20) and its
    /// tags' label widths (lines of 16).
    struct Card {
        let name: String, title: [Double], tags: [Double]
    }

    static let cards = [
        Card(name: "t1", title: [60, 50, 70, 40], tags: [40, 56]),
        Card(name: "t2", title: [90, 90], tags: [60, 60, 60]),
        Card(name: "t3", title: [50], tags: [30]),
        Card(name: "d1", title: [100, 100, 100], tags: [80, 90]),
        Card(name: "d2", title: [70], tags: [24]),
        Card(name: "n1", title: [80, 80, 80, 80], tags: [50, 50, 50, 50, 50]),
    ]

    /// The columns as the document writes them: name, title width, cards.
    static let columns: [(name: String, title: Double, cards: [String])] = [
        ("todo", 40, ["t1", "t2", "t3"]), ("doing", 44, ["d1", "d2"]), ("done", 36, ["n1"]),
    ]

    /// The board: a flex row pinned to the top and both sides of the
    /// screen, which is as tall as it, padded 12 and spaced 12, its items
    /// aligned `start` (each column as tall as its own content). Each
    /// column grows 1 from a basis of 0 (equal widths): a column padded 8
    /// and spaced 8 of a header (the title, lines of 22, and a badge, a
    /// count of 7 padded 2 and 6, spread `spaceBetween` and centred
    /// across) and the cards. A card is a column padded 8 and spaced 6 of
    /// its title and a wrapping row of chips spaced 4, lines 4 apart, each
    /// chip its label padded 2 and 6.
    struct Board {
        let root = LayoutItem(name: "screen")
        let board: StackItem
        var columns: [String: StackItem] = [:]
        var cards: [String: StackItem] = [:]
        let width: LayoutConstraint

        init(width: Double, columns layout: [(name: String, title: Double, cards: [String])] = UserTrialFortyTests.columns) throws {
            var columnItems: [StackItem] = []
            for column in layout {
                let title = LayoutItem(name: column.name + "Title")
                title.measuredContent = WrappedText(words: [column.title], lineHeight: 22)
                let header = Self.flex(column.name + "Header", [title, Self.chip(column.name + "Badge", label: column.name + "Count", 7)],
                                       justification: .spaceBetween, alignment: .center)
                let cardItems = column.cards.map { name in
                    let card = UserTrialFortyTests.cards.first { $0.name == name }!
                    let title = LayoutItem(name: name + "Title")
                    title.measuredContent = WrappedText(words: card.title)
                    let chips = card.tags.enumerated().map { Self.chip("\(name)Tag\($0.offset + 1)", label: "\(name)Tag\($0.offset + 1)Label", $0.element) }
                    let tags = Self.flex(name + "Tags", chips, spacing: 4, alignment: .start)
                    tags.flexWrap = .wrap
                    tags.lineSpacing = 4
                    return Self.flex(name, [title, tags], axis: .vertical, spacing: 6, padding: FlexPadding(all: 8))
                }
                for card in cardItems { cards[card.name] = card }
                let item = Self.flex(column.name, [header] + cardItems, axis: .vertical, spacing: 8, padding: FlexPadding(all: 8))
                columns[column.name] = item
                columnItems.append(item)
            }
            board = Self.flex("board", columnItems, spacing: 12, alignment: .start, padding: FlexPadding(all: 12))
            for column in columnItems { board.setFlexOptions(FlexItemOptions(grow: 1, basis: .points(0)), for: column) }
            root.addChild(board)
            self.width = root.widthAnchor.constraint(equalToConstant: width)
            try LayoutConstraint.activate([
                self.width,
                board.topAnchor.constraint(equalTo: root.topAnchor),
                board.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                board.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                root.bottomAnchor.constraint(equalTo: board.bottomAnchor),
            ])
        }

        /// A chip: a label of one word `width` wide, padded 2 and 6.
        static func chip(_ name: String, label: String, _ width: Double) -> StackItem {
            let text = LayoutItem(name: label)
            text.measuredContent = WrappedText(words: [width], lineHeight: 16)
            return flex(name, [text], padding: FlexPadding(top: 2, left: 6, bottom: 2, right: 6))
        }

        /// An `ASStackLayoutSpec`: a flex stack of `items`.
        static func flex(_ name: String, _ items: [LayoutItem], axis: LayoutAxis = .horizontal, spacing: StackSpacing = 0,
                         justification: FlexJustification = .start, alignment: StackAlignment = .fill,
                         padding: FlexPadding = .zero) -> StackItem {
            let stack = StackItem(name: name, arrangedItems: items)
            stack.axis = axis
            stack.distribution = .flex(justification)
            stack.spacing = spacing
            stack.alignment = alignment
            stack.padding = padding
            return stack
        }
    }

    /// How a card lays out at a width: its title's lines, and how many
    /// chips each line of its tags holds.
    typealias CardLines = (title: Double, chips: [Int])

    /// At 768 a column is (768 − 12 − 12 − 2 × 12) / 3 = 240 wide, a
    /// card's content 240 − 16 − 16 = 208. Chips are their label + 12.
    /// - t1: 60, 114, 188, then 232 > 208: 2 lines; chips 52 + 4 + 68 =
    ///   124: one line.
    /// - t2: 90 + 4 + 90 = 184: 1 line; chips 72, 148, then 224 > 208:
    ///   two and one.
    /// - t3: 1 line, one chip of 42. d1: 100, 204, then 308: 2 lines;
    ///   chips 92 + 4 + 102 = 198: one line. d2: 1 line, one chip of 36.
    /// - n1: 80, 164, then 248: 2 lines; chips 62, 128, 194, then 260:
    ///   three and two.
    static let linesAt768: [String: CardLines] = [
        "t1": (2, [2]), "t2": (1, [2, 1]), "t3": (1, [1]), "d1": (2, [2]), "d2": (1, [1]), "n1": (2, [3, 2]),
    ]
    /// At 1024 a column is (1024 − 48) / 3 = 325.333 wide, a card's
    /// content 293.333: t1's 232 fits on one line and t2's chips (224) on
    /// one; d1's title still breaks at 308, n1's at 80 × 4 + 12 = 332
    /// (three and one) and its chips at 62 × 5 + 16 = 326 (four and one).
    static let linesAt1024: [String: CardLines] = [
        "t1": (1, [2]), "t2": (1, [3]), "t3": (1, [1]), "d1": (2, [2]), "d2": (1, [1]), "n1": (2, [4, 1]),
    ]

    /// Every frame of the board. Column i at x = 12 + i × (w + 12), y 12,
    /// w = (W − 48) / 3; its header at (x + 8, 20), w − 16 × 22; the title
    /// at its start; the badge 7 + 12 = 19 × 16 + 4 = 20 at its end,
    /// centred: y 21, its count at (+ 6, 23). The cards from y 50 (20 +
    /// 22 + 8), 8 apart, each 8 + 20 × lines + 6 + tags + 8 high, the tags
    /// 20 a line and 4 between lines; inside a card at (x + 8, y): the
    /// title at (x + 16, y + 8), the tags at (x + 16, y + 14 + 20 ×
    /// lines), both w − 32 wide; each chip after the one before it + 4 on
    /// its line, lines 24 apart, its label at (+ 6, + 2). A column is 8 +
    /// 22 + Σ (8 + card) + 8 high; the board 12 + the tallest + 12.
    static func boardFrames(width: Double, lines: [String: CardLines],
                            columns layout: [(name: String, title: Double, cards: [String])] = columns) -> (height: Double, frames: [(String, Rect)]) {
        let column = (width - 48) / 3, content = column - 32
        var frames: [(String, Rect)] = [], tallest = 0.0
        for (index, spec) in layout.enumerated() {
            let x = 12 + Double(index) * (column + 12), badge = x + 8 + column - 16 - 19
            frames += [
                (spec.name + "Header", Rect(x: x + 8, y: 20, width: column - 16, height: 22)),
                (spec.name + "Title", Rect(x: x + 8, y: 20, width: spec.title, height: 22)),
                (spec.name + "Badge", Rect(x: badge, y: 21, width: 19, height: 20)),
                (spec.name + "Count", Rect(x: badge + 6, y: 23, width: 7, height: 16)),
            ]
            var y = 50.0
            for name in spec.cards {
                let card = cards.first { $0.name == name }!, cardLines = lines[name]!
                let tagsHeight = Double(cardLines.chips.count) * 24 - 4, tagsTop = y + 14 + 20 * cardLines.title
                let height = 22 + 20 * cardLines.title + tagsHeight
                frames += [
                    (name, Rect(x: x + 8, y: y, width: column - 16, height: height)),
                    (name + "Title", Rect(x: x + 16, y: y + 8, width: content, height: 20 * cardLines.title)),
                    (name + "Tags", Rect(x: x + 16, y: tagsTop, width: content, height: tagsHeight)),
                ]
                var tag = 0
                for (line, count) in cardLines.chips.enumerated() {
                    var chipX = x + 16
                    for _ in 0..<count {
                        let chipWidth = card.tags[tag] + 12, chipY = tagsTop + 24 * Double(line)
                        tag += 1
                        frames += [("\(name)Tag\(tag)", Rect(x: chipX, y: chipY, width: chipWidth, height: 20)),
                                   ("\(name)Tag\(tag)Label", Rect(x: chipX + 6, y: chipY + 2, width: chipWidth - 12, height: 16))]
                        chipX += chipWidth + 4
                    }
                }
                y += height + 8
            }
            frames.append((spec.name, Rect(x: x, y: 12, width: column, height: y - 12)))
            tallest = max(tallest, y - 12)
        }
        return (24 + tallest, frames)
    }

    /// At 768 To Do is 8 + 22 + 8 + 82 + 8 + 86 + 8 + 62 + 8 = 292 high
    /// (t1 8 + 40 + 6 + 20 + 8, t2 8 + 20 + 6 + 44 + 8, t3 8 + 20 + 6 +
    /// 20 + 8), Doing 198, Done 152: the board is 316. At 1024 To Do's
    /// cards are 62 each: 248, and the board 272.
    @Test func theBoardAtTwoWidths() throws {
        let spotChecks = [
            ("todo", Rect(x: 12, y: 12, width: 240, height: 292)), ("doingBadge", Rect(x: 477, y: 21, width: 19, height: 20)),
            ("t2Tag3", Rect(x: 28, y: 198, width: 72, height: 20)), ("n1Tag5", Rect(x: 598, y: 128, width: 62, height: 20)),
        ]
        for (width, lines, height, spot) in [(768.0, Self.linesAt768, 316.0, spotChecks), (1024, Self.linesAt1024, 272, [])] {
            let board = try Board(width: width), expected = Self.boardFrames(width: width, lines: lines)
            #expect(expected.height == height)
            withExtendedLifetime(board) {
                Self.expectLayout(of: board.root, [("board", Rect(x: 0, y: 0, width: width, height: height))] + expected.frames + spot)
            }
        }
    }

    /// t2 moves from To Do to the top of Doing (taken out with
    /// `removeFromParent()`, put back with `insertArrangedItem(_:at: 1)`,
    /// after the header): To Do is 8 + 22 + 8 + 82 + 8 + 62 + 8 = 198,
    /// Doing 8 + 22 + 8 + 86 + 8 + 82 + 8 + 62 + 8 = 292, t2 at (272,
    /// 50); the board stays 316. Then the screen turns to 1024, where
    /// Doing is 8 + 22 + 3 × 8 + 62 + 82 + 62 + 8 = 268. Each step has
    /// the frames of the board built afresh in that state.
    @Test func movingACardLive() throws {
        let moved: [(name: String, title: Double, cards: [String])] = [
            ("todo", 40, ["t1", "t3"]), ("doing", 44, ["t2", "d1", "d2"]), ("done", 36, ["n1"]),
        ]
        let board = try Board(width: 768)
        try withExtendedLifetime(board) {
            _ = board.root.layoutIfNeeded()
            let card = try #require(board.cards["t2"])
            card.removeFromParent()
            board.columns["doing"]?.insertArrangedItem(card, at: 1)
            #expect(board.root.layoutIfNeeded().isEmpty)
            #expect(board.root.engine.ambiguities().isEmpty)
            let expected = Self.boardFrames(width: 768, lines: Self.linesAt768, columns: moved)
            #expect(expected.height == 316)
            expectFrames(in: board.root, expected.frames + [
                ("todo", Rect(x: 12, y: 12, width: 240, height: 198)), ("doing", Rect(x: 264, y: 12, width: 240, height: 292)),
                ("t2", Rect(x: 272, y: 50, width: 224, height: 86)), ("d1", Rect(x: 272, y: 144, width: 224, height: 82)),
            ])
            expectSameFrames(board.root, asFresh: try Board(width: 768, columns: moved).root, "moved")

            board.width.constant = 1024
            #expect(board.root.layoutIfNeeded().isEmpty)
            let turned = Self.boardFrames(width: 1024, lines: Self.linesAt1024, columns: moved)
            #expect(turned.height == 292)
            expectFrames(in: board.root, turned.frames)
            expectSameFrames(board.root, asFresh: try Board(width: 1024, columns: moved).root, "turned")
        }
    }

    // MARK: - 3. Receipt

    /// A line of the receipt: its name's words, line height and baseline,
    /// and its price's.
    struct Line {
        let name: String, words: [Double], lineHeight: Double, baseline: Double
        let price: Double, priceLineHeight: Double, priceBaseline: Double
    }

    /// Three items, then (after the divider) the subtotal, the tax and
    /// the total, whose price is the widest (52) and on larger lines (24,
    /// baseline 19) than its name (18, baseline 14).
    static let receiptLines = [
        Line(name: "item1", words: [48], lineHeight: 20, baseline: 15, price: 36, priceLineHeight: 20, priceBaseline: 15),
        Line(name: "item2", words: [60, 44, 36, 54, 40, 30, 44, 48], lineHeight: 20, baseline: 15,
             price: 44, priceLineHeight: 20, priceBaseline: 15),
        Line(name: "item3", words: [58, 40], lineHeight: 20, baseline: 15, price: 36, priceLineHeight: 20, priceBaseline: 15),
        Line(name: "subtotal", words: [56], lineHeight: 20, baseline: 15, price: 44, priceLineHeight: 20, priceBaseline: 15),
        Line(name: "tax", words: [24], lineHeight: 20, baseline: 15, price: 36, priceLineHeight: 20, priceBaseline: 15),
        Line(name: "total", words: [40], lineHeight: 18, baseline: 14, price: 52, priceLineHeight: 24, priceBaseline: 19),
    ]

    /// The receipt: a column spaced 8 within the screen's margins of 16
    /// (the screen as tall as it + 16), of one row per line (name and
    /// price spaced 12, by first baseline; the name at hugging and
    /// compression resistance 249 and 749 across, so that it takes the
    /// room and wraps) with a divider of 8 dashes 1 high, equally wide and
    /// 8 apart, after the items. Every price is as wide as the total's:
    /// constraints between the rows' stacks.
    struct Receipt {
        let root = LayoutItem(name: "screen")
        let receipt = StackItem(name: "receipt", arrangedItems: [])
        var prices: [String: LayoutItem] = [:]

        init(direction: LayoutDirection = .leftToRight) throws {
            root.layoutDirection = direction
            root.layoutMargins = EdgeInsets(all: 16)
            receipt.axis = .vertical
            receipt.spacing = 8
            root.addChild(receipt)
            var rows: [StackItem] = []
            for line in UserTrialFortyTests.receiptLines {
                let name = Thread.text(line.name + "Name", line.words, lineHeight: line.lineHeight, baseline: line.baseline)
                name.setContentHuggingPriority(249, for: .horizontal)
                name.setContentCompressionResistancePriority(749, for: .horizontal)
                let price = Thread.text(line.name + "Price", [line.price], lineHeight: line.priceLineHeight, baseline: line.priceBaseline)
                prices[line.name] = price
                let row = StackItem(name: line.name, arrangedItems: [name, price])
                row.spacing = 12
                row.alignment = .firstBaseline
                rows.append(row)
            }
            let divider = StackItem(name: "divider", arrangedItems: (1...8).map { LayoutItem(name: "dash\($0)") })
            divider.distribution = .fillEqually
            divider.spacing = 8
            for item in rows[..<3] + [divider] + rows[3...] { receipt.addArrangedItem(item) }
            let total = prices["total"]!
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 320),
                divider.heightAnchor.constraint(equalToConstant: 1),
                receipt.topAnchor.constraint(equalTo: root.topMarginAnchor),
                receipt.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                receipt.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                root.bottomAnchor.constraint(equalTo: receipt.bottomAnchor, constant: 16),
            ] + UserTrialFortyTests.receiptLines.dropLast().map { prices[$0.name]!.widthAnchor.constraint(equalTo: total.widthAnchor) })
        }
    }

    /// The receipt left to right. The price column is the total's 52 (its
    /// compression resistance holds against the narrower prices' hugging
    /// through the equal widths), at 320 − 16 − 52 = 252; the names take
    /// 288 − 12 − 52 = 224 from 16. item2's name wraps at 224: 60, 108,
    /// 148, 206, then 250: two lines (40 high). Rows from 16: item1 20,
    /// item2 at 44, item3 at 92, the divider at 120 (1 high, dashes (288 −
    /// 7 × 8) / 8 = 29 wide, 37 apart), subtotal at 129, tax at 157, total
    /// at 185: its price 24 high on baseline 185 + 19 = 204, its name 14
    /// above that at 190. The column ends at 209, the screen at 225.
    static let receiptFrames: [(String, Rect)] = {
        var frames: [(String, Rect)] = [
            ("screen", Rect(x: 0, y: 0, width: 320, height: 225)), ("receipt", Rect(x: 16, y: 16, width: 288, height: 193)),
            ("divider", Rect(x: 16, y: 120, width: 288, height: 1)),
        ]
        for (name, y, height) in [("item1", 16.0, 20.0), ("item2", 44, 40), ("item3", 92, 20), ("subtotal", 129, 20), ("tax", 157, 20)] {
            frames += [(name, Rect(x: 16, y: y, width: 288, height: height)),
                       (name + "Name", Rect(x: 16, y: y, width: 224, height: height)),
                       (name + "Price", Rect(x: 252, y: y, width: 52, height: 20))]
        }
        frames += [("total", Rect(x: 16, y: 185, width: 288, height: 24)), ("totalName", Rect(x: 16, y: 190, width: 224, height: 18)),
                   ("totalPrice", Rect(x: 252, y: 185, width: 52, height: 24))]
        frames += (1...8).map { ("dash\($0)", Rect(x: 16 + 37 * Double($0 - 1), y: 120, width: 29, height: 1)) }
        return frames
    }()

    /// Left to right as above; right to left every frame mirrored (x
    /// becomes 320 − x − width): the names from 80, the prices at 16, the
    /// first dash at 275.
    @Test func theReceiptBothWays() throws {
        let mirroredChecks = [
            ("item2Name", Rect(x: 80, y: 44, width: 224, height: 40)), ("taxPrice", Rect(x: 16, y: 157, width: 52, height: 20)),
            ("dash1", Rect(x: 275, y: 120, width: 29, height: 1)),
        ]
        let mirrored = Self.receiptFrames.map { name, frame in
            (name, Rect(x: 320 - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height))
        }
        for (direction, expected) in [(LayoutDirection.leftToRight, Self.receiptFrames), (.rightToLeft, mirrored + mirroredChecks)] {
            let receipt = try Receipt(direction: direction)
            withExtendedLifetime(receipt) { Self.expectLayout(of: receipt.root, expected) }
        }
    }

    /// item2's price grows live to 60 ("$112.00"), wider than the total's:
    /// every price follows to 60 at 244, every name to 216 (item2's still
    /// two lines: 206, then 250 > 216); then the receipt turns right to
    /// left live: the prices at 16, the names from 88. Each step has the
    /// frames of the receipt built afresh in that state.
    @Test func aWiderPriceAndRightToLeftLive() throws {
        let receipt = try Receipt()
        try withExtendedLifetime(receipt) {
            _ = receipt.root.layoutIfNeeded()
            receipt.prices["item2"]?.measuredContent = WrappedText(words: [60])
            #expect(receipt.root.layoutIfNeeded().isEmpty)
            expectFrames(in: receipt.root, [
                ("item2Name", Rect(x: 16, y: 44, width: 216, height: 40)), ("item2Price", Rect(x: 244, y: 44, width: 60, height: 20)),
                ("totalPrice", Rect(x: 244, y: 185, width: 60, height: 24)), ("taxName", Rect(x: 16, y: 157, width: 216, height: 20)),
            ])
            let fresh = try Receipt()
            fresh.prices["item2"]?.measuredContent = WrappedText(words: [60])
            expectSameFrames(receipt.root, asFresh: fresh.root, "wider price")

            receipt.root.layoutDirection = .rightToLeft
            #expect(receipt.root.layoutIfNeeded().isEmpty)
            expectFrames(in: receipt.root, [
                ("item2Name", Rect(x: 88, y: 44, width: 216, height: 40)), ("item2Price", Rect(x: 16, y: 44, width: 60, height: 20)),
                ("totalName", Rect(x: 88, y: 190, width: 216, height: 18)), ("dash8", Rect(x: 16, y: 120, width: 29, height: 1)),
            ])
            let freshMirrored = try Receipt(direction: .rightToLeft)
            freshMirrored.prices["item2"]?.measuredContent = WrappedText(words: [60])
            expectSameFrames(receipt.root, asFresh: freshMirrored.root, "right to left")
        }
    }
}
