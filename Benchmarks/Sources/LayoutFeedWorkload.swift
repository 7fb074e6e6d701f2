import Layout

/// L4 "feed": W4's N feed cells stacked in a collection, built as an
/// application builds them with the Layout module: items in a tree,
/// constraints from anchors, intrinsic sizes with their hugging and
/// compression resistance.
///
/// The constraints are W4's, in W4's order: per cell its 75 explicit
/// constraints (the collection's placement, then `FeedItemAutoLayoutView`'s
/// visual formats and anchors), then its 60 content-size constraints, which
/// come from setting each leaf's intrinsic size after the constraints are
/// active (UIKit, too, adds them in the layout pass, after the explicit
/// ones). One difference is the engine's, not the workload's: the Layout
/// engine keeps every frame in the root's coordinates, so `feed.leading ==
/// cell.leading` relates two absolute positions where W4 writes
/// `feed.L == 0` relative to the cell (W4's diagnostic variant W4A).
///
/// The headline is a multi-line label (``FeedHeadline``, measured content)
/// where W4 gives it a fixed size; as built its text fits on one line, so
/// every frame is W4's. The edit phase, `grow`, is a feed's typical edit as
/// the Yoga anchor times it (`yoga_feed_bench.cpp`, phase `grow`): cycle k
/// gives the middle cell's headline (cell N/2) two lines of text when k is
/// even and its one line back when k is odd, lays out, and reads every
/// frame of that cell and of the last one. The cell grows or shrinks by 20
/// and every cell below it moves.
struct LayoutFeedWorkload: ItemWorkload {
    let name = "L4"
    /// The number of cells.
    let n: Int
    var buildPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    var editPasses = WorkloadScript.Passes(repetitions: 5, warmup: 1)
    let editCycles = 100
    let editPhase = "grow"

    /// The cell whose headline the edit cycles change.
    var editedCell: Int { n / 2 }
    /// How much taller the edited cell is with a two-line headline.
    static let growth = FeedHeadline.lineHeight

    init(cells n: Int) {
        self.n = n
    }

    final class Tree {
        let collection: LayoutItem
        /// Each cell's items, the cell first.
        let cells: [[LayoutItem]]
        /// The headline of the cell the edit cycles change.
        let editedHeadline: LayoutItem
        /// Every frame read after the first pass, folded into one number
        /// (and, after each edit cycle, the frames it reads).
        var framesRead = 0.0

        init(collection: LayoutItem, cells: [[LayoutItem]], editedCell: Int) {
            self.collection = collection
            self.cells = cells
            editedHeadline = cells[editedCell].first { $0.name == "c\(editedCell).pHead" }!
        }
    }

    func build() -> Tree {
        let collection = LayoutItem(name: "collection")
        var cells: [[LayoutItem]] = []
        for i in 0..<n {
            cells.append(addCell(i, below: cells.last?.first, to: collection))
        }
        collection.layoutIfNeeded()
        let tree = Tree(collection: collection, cells: cells, editedCell: editedCell)
        tree.framesRead = LayoutItem.readFrames(of: [collection] + cells.joined())
        return tree
    }

    /// Cell `i`: its items, its explicit constraints, then its leaves'
    /// intrinsic sizes. Returns its items, the cell first.
    private func addCell(_ i: Int, below previous: LayoutItem?, to collection: LayoutItem) -> [LayoutItem] {
        func item(_ view: String, in parent: LayoutItem) -> LayoutItem {
            let item = LayoutItem(name: "c\(i).\(view)")
            parent.addChild(item)
            return item
        }
        let cell = LayoutItem(name: "c\(i).cell")
        let feed = item("feed", in: cell)
        let (tb, mp, mc, sa, cv) = (item("tb", in: feed), item("mp", in: feed), item("mc", in: feed),
                                    item("sa", in: feed), item("cv", in: feed))
        let (action, options) = (item("action", in: tb), item("options", in: tb))
        let (pImg, pName, pHead, pTime, pComment) = (item("pImg", in: mp), item("pName", in: mp), item("pHead", in: mp),
                                                     item("pTime", in: mp), item("pComment", in: mp))
        let (cImg, cTitle, cDomain) = (item("cImg", in: mc), item("cTitle", in: mc), item("cDomain", in: mc))
        let (like, commentL, share) = (item("like", in: sa), item("commentL", in: sa), item("share", in: sa))
        let (aImg, aComment) = (item("aImg", in: cv), item("aComment", in: cv))
        collection.addChild(cell)

        var constraints = [
            // The collection view's flow layout: cell.L == 0, cell.W == 375, the line spacing, the fitting pull.
            cell.leadingAnchor.constraint(equalTo: collection.leadingAnchor),
            cell.widthAnchor.constraint(equalToConstant: FeedCell.width),
            previous.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: FeedCell.lineSpacing) }
                ?? cell.topAnchor.constraint(equalTo: collection.topAnchor),
            cell.heightAnchor.constraint(equalToConstant: 0).withPriority(50),
            // H:|-0-[feed]-0-|, V:|-0-[feed]-0-|
            feed.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            feed.topAnchor.constraint(equalTo: cell.topAnchor),
            feed.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            feed.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            // V:|-0-[tb]-0-[mp]-0-[mc]-0-[sa]-0-[cv]-0-|
            tb.topAnchor.constraint(equalTo: feed.topAnchor),
            mp.topAnchor.constraint(equalTo: tb.bottomAnchor),
            mc.topAnchor.constraint(equalTo: mp.bottomAnchor),
            sa.topAnchor.constraint(equalTo: mc.bottomAnchor),
            cv.topAnchor.constraint(equalTo: sa.bottomAnchor),
            cv.bottomAnchor.constraint(equalTo: feed.bottomAnchor),
        ]
        // H:|-0-[section]-0-| for each section.
        for section in [tb, mp, mc, sa, cv] {
            constraints += [section.leadingAnchor.constraint(equalTo: feed.leadingAnchor),
                            section.trailingAnchor.constraint(equalTo: feed.trailingAnchor)]
        }
        constraints += [
            // Top bar: H:|-0-[action]-0-[options]-0-|, V:|-0-[action]-(>=0)-|, V:|-0-[options]-(>=0)-|
            action.leadingAnchor.constraint(equalTo: tb.leadingAnchor),
            options.leadingAnchor.constraint(equalTo: action.trailingAnchor),
            options.trailingAnchor.constraint(equalTo: tb.trailingAnchor),
            action.topAnchor.constraint(equalTo: tb.topAnchor),
            tb.bottomAnchor.constraint(greaterThanOrEqualTo: action.bottomAnchor),
            options.topAnchor.constraint(equalTo: tb.topAnchor),
            tb.bottomAnchor.constraint(greaterThanOrEqualTo: options.bottomAnchor),
            // Mini profile, vertically: V:|-0-[pImg]-(>=0)-[pComment]-0-|,
            // V:|-1-[pName]-1-[pHead]-1-[pTime]-(>=3)-[pComment], V:[pImg]-(0@749)-[pComment]
            pImg.topAnchor.constraint(equalTo: mp.topAnchor),
            pComment.topAnchor.constraint(greaterThanOrEqualTo: pImg.bottomAnchor),
            pComment.bottomAnchor.constraint(equalTo: mp.bottomAnchor),
            pName.topAnchor.constraint(equalTo: mp.topAnchor, constant: 1),
            pHead.topAnchor.constraint(equalTo: pName.bottomAnchor, constant: 1),
            pTime.topAnchor.constraint(equalTo: pHead.bottomAnchor, constant: 1),
            pComment.topAnchor.constraint(greaterThanOrEqualTo: pTime.bottomAnchor, constant: 3),
            pComment.topAnchor.constraint(equalTo: pImg.bottomAnchor).withPriority(749),
            // Horizontally: H:|-0-[pImg]-2-[pName]-4-|, H:[pImg]-2-[pHead]-4-|, H:[pImg]-2-[pTime]-4-|, H:|-0-[pComment]-0-|
            pImg.leadingAnchor.constraint(equalTo: mp.leadingAnchor),
        ]
        for text in [pName, pHead, pTime] {
            constraints += [text.leadingAnchor.constraint(equalTo: pImg.trailingAnchor, constant: 2),
                            text.trailingAnchor.constraint(equalTo: mp.trailingAnchor, constant: -4)]
        }
        constraints += [pComment.leadingAnchor.constraint(equalTo: mp.leadingAnchor),
                        pComment.trailingAnchor.constraint(equalTo: mp.trailingAnchor)]
        // Mini content: V:|-0-[cImg]-0-[cTitle]-0-[cDomain]-0-|, each H:|-0-[x]-0-|
        constraints += [
            cImg.topAnchor.constraint(equalTo: mc.topAnchor),
            cTitle.topAnchor.constraint(equalTo: cImg.bottomAnchor),
            cDomain.topAnchor.constraint(equalTo: cTitle.bottomAnchor),
            cDomain.bottomAnchor.constraint(equalTo: mc.bottomAnchor),
        ]
        for content in [cImg, cTitle, cDomain] {
            constraints += [content.leadingAnchor.constraint(equalTo: mc.leadingAnchor),
                            content.trailingAnchor.constraint(equalTo: mc.trailingAnchor)]
        }
        // Social actions: each V:|-0-[x]-0-|; like at the leading edge, commentL centred, share at the trailing edge.
        for button in [like, commentL, share] {
            constraints += [button.topAnchor.constraint(equalTo: sa.topAnchor),
                            button.bottomAnchor.constraint(equalTo: sa.bottomAnchor)]
        }
        constraints += [
            like.leadingAnchor.constraint(equalTo: sa.leadingAnchor),
            commentL.centerXAnchor.constraint(equalTo: sa.centerXAnchor),
            share.trailingAnchor.constraint(equalTo: sa.trailingAnchor),
            // Comment view: H:|-0-[aImg]-0-[aComment]-0-|, V:|-0-[aImg]-(>=0)-|, V:|-0-[aComment]-(>=0)-|, V:[aImg]-(0@749)-|
            aImg.leadingAnchor.constraint(equalTo: cv.leadingAnchor),
            aComment.leadingAnchor.constraint(equalTo: aImg.trailingAnchor),
            aComment.trailingAnchor.constraint(equalTo: cv.trailingAnchor),
            aImg.topAnchor.constraint(equalTo: cv.topAnchor),
            cv.bottomAnchor.constraint(greaterThanOrEqualTo: aImg.bottomAnchor),
            aComment.topAnchor.constraint(equalTo: cv.topAnchor),
            cv.bottomAnchor.constraint(greaterThanOrEqualTo: aComment.bottomAnchor),
            aImg.bottomAnchor.constraint(equalTo: cv.bottomAnchor).withPriority(749),
        ]
        try! LayoutConstraint.activate(constraints)

        let leaves = [action, options, pImg, pName, pHead, pTime, pComment, cImg, cTitle, cDomain,
                      like, commentL, share, aImg, aComment]
        for (leaf, (_, size, requiredHorizontally)) in zip(leaves, FeedCell.leaves) {
            if requiredHorizontally {
                leaf.setContentHuggingPriority(.required, for: .horizontal)
                leaf.setContentCompressionResistancePriority(.required, for: .horizontal)
            }
            if leaf === pHead {
                leaf.measuredContent = FeedHeadline.oneLine
            } else {
                leaf.intrinsicContentSize = IntrinsicSize(width: size.width, height: size.height)
            }
        }
        return [cell, feed, tb, mp, mc, sa, cv] + leaves
    }

    /// W4's check values, with the edited cell grown after an even edit
    /// cycle: cells 0, N/2 and N − 1 in full, every cell's top.
    func check(_ tree: Tree, afterCycle k: Int?) throws {
        let pitch = FeedCell.height + FeedCell.lineSpacing
        let grown = k.map { $0 % 2 == 0 } ?? false
        for (i, items) in tree.cells.enumerated() {
            let isGrown = grown && i == editedCell
            let y = Double(i) * pitch + (grown && i > editedCell ? Self.growth : 0)
            let height = FeedCell.height + (isGrown ? Self.growth : 0)
            try expect(items[0].frame, Rect(x: 0, y: y, width: FeedCell.width, height: height), "cell \(i)", afterCycle: k)
            guard i == 0 || i == editedCell || i == n - 1 else { continue }
            for (view, frame) in isGrown ? Self.grownFrames : FeedCell.expectedFrames {
                let item = items.first { $0.name == "c\(i).\(view)" }!
                try expect(item.frame, frame, item.name, afterCycle: k)
            }
        }
    }

    /// The checked frames of a cell whose headline has two lines: the
    /// headline 20 taller, the profile image stretched with it, everything
    /// below it 20 lower.
    static let grownFrames: [(view: String, frame: Rect)] = FeedCell.expectedFrames.map { view, frame in
        var frame = frame
        switch view {
        case "pImg": frame.size.height += growth
        case "pComment", "cv": frame.origin.y += growth
        default: break
        }
        return (view, frame)
    } + [("pHead", Rect(x: 52, y: 22, width: 319, height: 20 + growth))]

    /// `grow`: the edited cell's headline gets two lines of text when `k` is
    /// even, its one line back when odd; lay out; read the frames of that
    /// cell and of the last.
    func edit(_ tree: Tree, cycle k: Int) {
        tree.editedHeadline.measuredContent = k % 2 == 0 ? FeedHeadline.twoLines : FeedHeadline.oneLine
        tree.collection.layoutIfNeeded()
        tree.framesRead += LayoutItem.readFrames(of: tree.cells[editedCell]) + LayoutItem.readFrames(of: tree.cells[n - 1])
    }

    /// How many layout passes and measurements one `grow` took.
    func describePasses(_ tree: Tree) -> String? {
        edit(tree, cycle: 0)
        let grow = tree.collection.engine.lastPassReport
        edit(tree, cycle: 1)
        let shrink = tree.collection.engine.lastPassReport
        return "L4 N=\(n): a headline growing to two lines took \(grow); back to one line \(shrink)"
    }
}
