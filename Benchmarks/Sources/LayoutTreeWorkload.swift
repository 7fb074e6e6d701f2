import Layout

/// L1 "layout tree": N cards in rows of ten, the layout of a wall of
/// tiles, built with items, anchors and intrinsic sizes.
///
/// ```
/// root (width 1024, as tall as its rows)
///  ├ row 0      leading, trailing = root's; top = root.top + 8
///  │   ├ card   leading = row.leading + 8; centerY = row's; top >= row.top + 4
///  │   ├ card   leading = previous card's trailing + 8; centerY; top >= row.top + 4
///  │   └ …      the last card also: trailing <= row.trailing - 8
///  ├ row 1      top = row 0's bottom + 8 …; every row: height == 0 @50
///  └ …          root.bottom == last row's bottom + 8
/// ```
/// Every card has an intrinsic size (hugging 250, compression resistance
/// 750): with its three anchors that is 7 constraints a card, and a row adds
/// 5 (≈ 7.5 a card in all). A row is as tall as its tallest card plus 4
/// above and below; a card's frame follows by hand from the sizes.
///
/// Edit cycle k sets the constant of the first card's leading constraint in
/// the middle row to `8 + 4 × (k mod 5)`: that row's cards move, nothing else.
struct LayoutTreeWorkload: ItemWorkload {
    static let cardsPerRow = 10
    static let rootWidth = 1024.0
    static let gap = 8.0
    static let rowInset = 4.0

    let name = "L1"
    /// The number of cards, a multiple of ``cardsPerRow``.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 200

    init(cards n: Int) {
        precondition(n > 0 && n % Self.cardsPerRow == 0, "L1 needs whole rows of \(Self.cardsPerRow) cards")
        self.n = n
    }

    var rowCount: Int { n / Self.cardsPerRow }
    /// The row whose first card the edit cycles move.
    var editedRow: Int { rowCount / 2 }

    /// The intrinsic size of card `k` of row `r`.
    static func cardSize(row r: Int, card k: Int) -> Size {
        Size(width: Double(40 + 8 * ((7 * r + 3 * k) % 5)), height: Double(16 + 2 * ((3 * r + k * k) % 7)))
    }

    final class Tree {
        let root: LayoutItem
        let rows: [LayoutItem]
        let cards: [[LayoutItem]]
        /// The leading constraint of the middle row's first card.
        let edited: LayoutConstraint
        /// Every frame read after the first pass, folded into one number.
        var framesRead = 0.0

        init(root: LayoutItem, rows: [LayoutItem], cards: [[LayoutItem]], edited: LayoutConstraint) {
            self.root = root
            self.rows = rows
            self.cards = cards
            self.edited = edited
        }
    }

    func build() -> Tree {
        let root = LayoutItem(name: "root")
        var rows: [LayoutItem] = []
        var cards: [[LayoutItem]] = []
        var constraints = [root.widthAnchor.constraint(equalToConstant: Self.rootWidth)]
        var edited: LayoutConstraint!
        for r in 0..<rowCount {
            let row = LayoutItem(name: "row\(r)")
            root.addChild(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor, constant: Self.gap),
                row.heightAnchor.constraint(equalToConstant: 0).withPriority(50),
            ]
            var rowCards: [LayoutItem] = []
            for k in 0..<Self.cardsPerRow {
                let size = Self.cardSize(row: r, card: k)
                let card = LayoutItem(name: "card\(r).\(k)", intrinsicContentSize: IntrinsicSize(width: size.width, height: size.height))
                row.addChild(card)
                let leading = card.leadingAnchor.constraint(equalTo: rowCards.last?.trailingAnchor ?? row.leadingAnchor, constant: Self.gap)
                if r == editedRow && k == 0 { edited = leading }
                constraints += [
                    leading,
                    card.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    card.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: Self.rowInset),
                ]
                rowCards.append(card)
            }
            constraints.append(rowCards.last!.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -Self.gap))
            rows.append(row)
            cards.append(rowCards)
        }
        constraints.append(root.bottomAnchor.constraint(equalTo: rows.last!.bottomAnchor, constant: Self.gap))
        try! LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let tree = Tree(root: root, rows: rows, cards: cards, edited: edited)
        tree.framesRead = LayoutItem.readFrames(of: [root] + rows + cards.joined())
        return tree
    }

    func edit(_ tree: Tree, cycle k: Int) {
        tree.edited.constant = Self.gap + 4 * Double(k % 5)
        tree.root.layoutIfNeeded()
    }

    /// Checks the root, the last row and its last card (the last item
    /// made), and the middle row and its last card (moved by the edits).
    func check(_ tree: Tree, afterCycle k: Int?) throws {
        let shift = k.map { 4 * Double($0 % 5) } ?? 0
        var top = Self.gap
        var rowFrames: [Rect] = []
        for r in 0..<rowCount {
            let height = (0..<Self.cardsPerRow).map { Self.cardSize(row: r, card: $0).height }.max()! + 2 * Self.rowInset
            rowFrames.append(Rect(x: 0, y: top, width: Self.rootWidth, height: height))
            top += height + Self.gap
        }
        try expect(tree.root.frame, Rect(x: 0, y: 0, width: Self.rootWidth, height: top), "root", afterCycle: k)
        for (r, extra) in Set([rowCount - 1, editedRow]).map({ ($0, $0 == editedRow ? shift : 0) }) {
            let last = Self.cardsPerRow - 1
            let x = Self.gap + extra + (0..<last).reduce(0) { $0 + Self.cardSize(row: r, card: $1).width + Self.gap }
            let size = Self.cardSize(row: r, card: last)
            let expected = Rect(x: x, y: (rowFrames[r].height - size.height) / 2, width: size.width, height: size.height)
            try expect(tree.rows[r].frame, rowFrames[r], "row \(r)", afterCycle: k)
            try expect(tree.cards[r][last].frame, expected, "card \(r).\(last)", afterCycle: k)
        }
    }
}
