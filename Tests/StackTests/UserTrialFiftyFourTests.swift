import Foundation
import Testing
import Stack

/// Trial fifty-four, the Swift screen: the Kanban board of
/// `UserTrialFiftyFourToolTests` (1024 × 768: a header row, a scroll item
/// around a row of three columns of cards with wrapping tag chips, a
/// footer and a corner badge) built with `StackItem`s, checked frame by
/// frame against the frames Chromium measured for the same layout in CSS
/// (`Tests/LayoutToolTests/Fixtures/TrialFiftyFour/chromium-frames.json`),
/// built afresh for each variant and changed live from the base board:
/// a card added and one removed, a long title, 600 wide, right to left
/// (scrolled to the board's trailing end, where CSS starts an overflowing
/// rtl row; a scroll item's content starts at its left edge, as UIKit's
/// does).
@Suite struct UserTrialFiftyFourTests {
    final class KanbanBoard {
        static let ch = 8.0
        static func text(_ name: String, _ chars: [Int], lineHeight: Double = 20, baseline: Double? = nil) -> LayoutItem {
            let item = LayoutItem(name: name)
            item.measuredContent = WrappedText(words: chars.map { Double($0) * ch }, spaceWidth: 8, lineHeight: lineHeight)
            if let baseline { item.firstBaselineOffset = baseline; item.lastBaselineOffset = baseline }
            return item
        }
        static func flex(_ name: String, _ axis: LayoutAxis, _ items: [LayoutItem], spacing: Double = 0,
                  align: StackAlignment = .fill, justify: FlexJustification = .start, padding: FlexPadding = .zero) -> StackItem {
            let stack = StackItem(name: name, arrangedItems: items)
            stack.axis = axis
            stack.distribution = .flex(justify)
            stack.alignment = align
            stack.spacing = StackSpacing(floatLiteral: spacing)
            stack.padding = padding
            return stack
        }
        static let tagChars = ["bug": 3, "ui": 2, "backend": 7, "p1": 2, "design": 6, "a-very-long-tag-name-here": 25, "docs": 4]
        static func card(_ id: String, _ title: [Int], _ tags: [String], _ points: Int) -> StackItem {
            let chips: [StackItem] = tags.enumerated().map { i, tag in
                let label = text("\(id)tag\(i)label", [tagChars[tag]!], lineHeight: 16)
                let chip = flex("\(id)tag\(i)", .horizontal, [label], padding: FlexPadding(top: 2, left: 8, bottom: 2, right: 8))
                chip.setFlexOptions(FlexItemOptions(shrink: 1), for: label)
                return chip
            }
            let tagsRow = flex("\(id)tags", .horizontal, chips, spacing: 6, align: .leading)
            tagsRow.flexWrap = .wrap
            tagsRow.lineSpacing = 6
            for chip in chips { tagsRow.setFlexOptions(FlexItemOptions(maximumSize: FlexSize(width: 120)), for: chip) }
            let avatar = LayoutItem(name: "\(id)avatar")
            avatar.aspectRatio = 1
            let owner = text("\(id)owner", [9], lineHeight: 16)
            let pts = text("\(id)points", [points], lineHeight: 16)
            let footer = flex("\(id)footer", .horizontal, [avatar, owner, pts], align: .center)
            footer.setFlexOptions(FlexItemOptions(alignSelf: .fill), for: avatar)
            footer.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1, basis: 0,
                                                  margin: FlexMargins(top: 0, left: 0, bottom: 0, right: 0, leading: 6)), for: owner)
            footer.setFlexOptions(FlexItemOptions(minimumSize: FlexSize(width: 32)), for: pts)
            let title = text("\(id)title", title)
            let badge = LayoutItem(name: "\(id)badge")
            let card = flex(id, .vertical, [title, tagsRow, footer, badge], spacing: 6, padding: FlexPadding(all: 10))
            card.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 0, bottom: 0, right: 0, trailing: 28)), for: title)
            card.setFlexOptions(FlexItemOptions(size: FlexSize(height: 24)), for: footer)
            card.setFlexOptions(FlexItemOptions(size: FlexSize(width: 16, height: 16), position: .absolute,
                                                offset: FlexOffsets(top: 6, trailing: 6)), for: badge)
            return card
        }
        static func column(_ n: Int, _ title: [Int], _ cards: [StackItem]) -> StackItem {
            let count = LayoutItem(name: "col\(n)count")
            count.firstBaselineOffset = 12
            count.lastBaselineOffset = 12
            let head = flex("col\(n)head", .horizontal, [text("col\(n)title", title, lineHeight: 24, baseline: 18), count],
                            align: .firstBaseline, justify: .spaceBetween)
            head.setFlexOptions(FlexItemOptions(size: FlexSize(width: 24, height: 16)), for: count)
            let list = flex("col\(n)list", .vertical, cards, spacing: 8)
            let add = LayoutItem(name: "col\(n)add")
            let col = flex("col\(n)", .vertical, [head, list, add], spacing: 10, padding: FlexPadding(all: 12))
            col.setFlexOptions(FlexItemOptions(alignSelf: .center, size: FlexSize(width: 120, height: 28)), for: add)
            return col
        }

        let board: StackItem
        let scroller = ScrollItem(name: "scroller")
        let columns: StackItem
        let cols: [StackItem]
        var problems: [LayoutConflict] = []

        init(_ variant: String = "base") throws {
            let long = variant.contains("long")
            let todo = [Self.card("c1", long ? [3, 5, 4, 9, 2, 6, 11, 4, 7, 3, 8, 10, 5, 6, 2, 9] : [3, 5, 4, 9, 2, 6],
                                  ["bug", "ui", "p1"], 3),
                        Self.card("c2", [6, 4, 12], ["backend", "a-very-long-tag-name-here", "docs"], 5),
                        Self.card("c3", [4, 4, 4, 4, 4, 4, 4, 4], ["design"], 1)]
            var doing = [Self.card("c4", [8, 2, 10], ["ui", "design", "p1", "bug", "docs"], 8), Self.card("c5", [5], [], 2)]
            var done = [Self.card("c6", [7, 3, 7], ["docs"], 1)]
            if variant.contains("added") { done.append(Self.card("c7", [4, 9, 3], ["backend", "bug"], 13)) }
            if variant.contains("removed") { doing.removeLast() }
            cols = [Self.column(1, [2, 2], todo), Self.column(2, [5], doing), Self.column(3, [4], done)]
            columns = Self.flex("columns", .horizontal, cols, spacing: 16, align: .leading, padding: FlexPadding(all: 16))
            for col in cols { columns.setFlexOptions(FlexItemOptions(size: FlexSize(width: 300)), for: col) }
            scroller.addChild(columns)
            let buttons = ["filter", "share", "more"].map { LayoutItem(name: $0) }
            let spacer = LayoutItem(name: "spacer")
            let header = Self.flex("header", .horizontal, [Self.text("title", [6, 5], lineHeight: 24), spacer] + buttons,
                                   spacing: 8, align: .center, padding: FlexPadding(top: 0, left: 16, bottom: 0, right: 16))
            header.setFlexOptions(FlexItemOptions(grow: 1), for: spacer)
            for b in buttons { header.setFlexOptions(FlexItemOptions(size: FlexSize(width: 32, height: 32)), for: b) }
            board = Self.flex("board", .vertical, [header, scroller])
            board.setFlexOptions(FlexItemOptions(size: FlexSize(height: 56)), for: header)
            board.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1, basis: 0), for: scroller)
            setWidth(variant.contains("narrow") ? 600 : 1024)
            if variant.contains("rtl") { board.layoutDirection = .rightToLeft }
            try LayoutConstraint.activate([
                columns.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor),
                columns.leadingAnchor.constraint(equalTo: scroller.contentLayoutGuide.leadingAnchor),
                columns.trailingAnchor.constraint(equalTo: scroller.contentLayoutGuide.trailingAnchor),
                columns.bottomAnchor.constraint(equalTo: scroller.contentLayoutGuide.bottomAnchor),
                columns.widthAnchor.constraint(greaterThanOrEqualTo: scroller.frameLayoutGuide.widthAnchor),
            ])
            layOut()
            if variant.contains("rtl") { scrollToTrailingEnd() }
        }

        func setWidth(_ width: Double) {
            board.sizeRange = StackSizeRange(minimum: Size(width: width, height: 768), maximum: Size(width: width, height: 768))
        }

        func layOut() { problems += board.layoutIfNeeded() }

        /// Right to left, shows the board's trailing (right) end.
        func scrollToTrailingEnd() {
            scroller.contentOffset = Point(x: max(0, scroller.contentSize.width - scroller.frame.size.width), y: 0)
            layOut()
        }

        func list(_ n: Int) -> StackItem { cols[n - 1].arrangedItems[1] as! StackItem }

        func frames() -> [String: [Double]] {
            var frames: [String: [Double]] = [:]
            func walk(_ item: LayoutItem) {
                let f = item.frameInRoot
                frames[item.name] = [f.origin.x, f.origin.y, f.size.width, f.size.height]
                for child in item.children { walk(child) }
            }
            walk(board)
            return frames
        }
    }

    static let chromium: [String: [String: [Double]]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../LayoutToolTests/Fixtures/TrialFiftyFour/chromium-frames.json")
        return (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: [String: [Double]]] ?? [:]
    }()

    /// Every frame Chromium measured, within 1/16 point (its 64ths of a pixel).
    static func expectChromium(_ board: KanbanBoard, _ variant: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = chromium[variant] ?? [:]
        #expect(expected.count > 90 && board.problems.isEmpty, sourceLocation: sourceLocation)
        let frames = board.frames()
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = frames[name] ?? []
            #expect(frame.count == 4 && zip(frame, rect).allSatisfy { abs($0 - $1) < 1.0 / 16 },
                    "\(variant): \(name) is \(frame), Chromium's \(rect)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["base", "added", "removed", "long", "narrow", "rtl", "narrow-rtl"])
    func builtAfresh(variant: String) throws {
        Self.expectChromium(try KanbanBoard(variant), variant)
    }

    /// The base board changed in place as a user changes it, laid out
    /// again, and compared with Chromium's frames for the changed board.
    @Test(arguments: ["added", "removed", "long", "narrow", "rtl", "narrow-rtl"])
    func changedLive(variant: String) throws {
        let kanban = try KanbanBoard()
        Self.expectChromium(kanban, "base")
        if variant.contains("added") { kanban.list(3).addArrangedItem(KanbanBoard.card("c7", [4, 9, 3], ["backend", "bug"], 13)) }
        if variant.contains("removed") {
            let c5 = kanban.list(2).arrangedItems[1]
            kanban.list(2).removeArrangedItem(c5)
            c5.removeFromParent()
        }
        if variant.contains("long") {
            kanban.list(1).arrangedItems[0].children[0].measuredContent = WrappedText(
                words: [3, 5, 4, 9, 2, 6, 11, 4, 7, 3, 8, 10, 5, 6, 2, 9].map { Double($0) * KanbanBoard.ch }, spaceWidth: 8, lineHeight: 20)
        }
        if variant.contains("narrow") { kanban.setWidth(600) }
        kanban.layOut()
        if variant.contains("rtl") {
            kanban.board.layoutDirection = .rightToLeft
            kanban.layOut()
            kanban.scrollToTrailingEnd()
        }
        Self.expectChromium(kanban, variant)
    }

    /// FlexLayout.md's row "a first baseline not given": beside a title
    /// (32 × 24, first baseline 18), an image of 20 × 40 with no baseline
    /// has an ascent of 0 (Texture's default ascender), so its top is on
    /// the line's baseline, 18 down, and the row is 18 + 40 = 58 high;
    /// Chromium synthesizes the image's baseline from its bottom edge
    /// (title at y 22, the row 46 high).
    @Test func anItemWithoutAFirstBaselineHangsFromTheLinesBaseline() {
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 32, height: 24))
        title.firstBaselineOffset = 18
        let image = LayoutItem(name: "image", intrinsicContentSize: IntrinsicSize(width: 20, height: 40))
        let row = StackItem(name: "row", arrangedItems: [title, image])
        row.distribution = .flex(.start)
        row.alignment = .firstBaseline
        row.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: .infinity))
        #expect(row.layoutIfNeeded().isEmpty)
        #expect(row.frame == Rect(x: 0, y: 0, width: 300, height: 58))
        #expect(title.frame == Rect(x: 0, y: 0, width: 32, height: 24))
        #expect(image.frame == Rect(x: 32, y: 18, width: 20, height: 40))
    }
}
