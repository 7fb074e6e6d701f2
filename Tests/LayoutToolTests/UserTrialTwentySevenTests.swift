import Foundation
import LayoutDocument
import Stack
import Testing

/// Trial twenty-seven: self-sizing table and collection cells and Dynamic
/// Type, as an iOS developer ports them from `UITableView.automaticDimension`
/// and `systemLayoutSizeFitting`: a subtitle cell measured at 320 and 390, a
/// list of thirty such cells in a scroll item whose text grows, a wrapping
/// grid of tag chips whose texts change, a rotation 390 → 844 and back, and
/// the same screens as layout documents (`Fixtures/TrialTwentySeven`).
/// Every frame was worked out by hand first; the comments carry the arithmetic.
@Suite struct UserTrialTwentySevenTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialTwentySeven/"

    // MARK: - Building blocks

    /// The texts of one text size: a cell's title and subtitle, as a
    /// content-size category gives them. `large` is every word 1.2 times
    /// wider, spaces 5 instead of 4, and lines of 28 and 22 instead of 22
    /// and 18 (Dynamic Type's larger sizes).
    struct TextSize {
        var scale = 1.0, space = 4.0, titleLine = 22.0, subtitleLine = 18.0
        static let standard = TextSize()
        static let large = TextSize(scale: 1.2, space: 5, titleLine: 28, subtitleLine: 22)

        func title(_ words: [Double]) -> WrappedText {
            WrappedText(words: words.map { $0 * scale }, spaceWidth: space, lineHeight: titleLine)
        }
        func subtitle(_ words: [Double]) -> WrappedText {
            WrappedText(words: words.map { $0 * scale }, spaceWidth: space, lineHeight: subtitleLine)
        }
    }

    /// A subtitle cell's content view, `UITableViewCell`'s way: margins
    /// 11 above and below and 16 on the sides; a 40 × 40 avatar at the top
    /// leading margin; the title 12 after it and 8 before an 8 × 13
    /// chevron centred at the trailing margin; the subtitle 4 below the
    /// title, pinned to the bottom margin. The texts give way and stretch
    /// before the chevron does (749 and 249). In a cell W wide the texts
    /// are W − 16 − 40 − 12 − 8 − 8 − 16 = W − 100 wide, and the cell is
    /// 11 + title + 4 + subtitle + 11 tall.
    struct Cell {
        let content: LayoutItem, title: LayoutItem, subtitle: LayoutItem

        init(_ suffix: String, title titleText: WrappedText, subtitle subtitleText: WrappedText) throws {
            content = LayoutItem(name: "cell\(suffix)")
            content.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
            let avatar = LayoutItem(name: "avatar\(suffix)")
            title = LayoutItem(name: "title\(suffix)")
            subtitle = LayoutItem(name: "subtitle\(suffix)")
            let chevron = LayoutItem(name: "chevron\(suffix)", intrinsicContentSize: IntrinsicSize(width: 8, height: 13))
            title.measuredContent = titleText
            subtitle.measuredContent = subtitleText
            for text in [title, subtitle] {
                text.setContentHuggingPriority(249, for: .horizontal)
                text.setContentCompressionResistancePriority(749, for: .horizontal)
            }
            for child in [avatar, title, subtitle, chevron] { content.addChild(child) }
            try LayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: content.leadingMarginAnchor),
                avatar.topAnchor.constraint(equalTo: content.topMarginAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                avatar.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomMarginAnchor),
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: content.topMarginAnchor),
                title.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.bottomAnchor.constraint(equalTo: content.bottomMarginAnchor),
                chevron.trailingAnchor.constraint(equalTo: content.trailingMarginAnchor),
                chevron.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            ])
        }

        /// `systemLayoutSizeFitting` as a table view asks it for
        /// `automaticDimension`: the width required, the height as small
        /// as the content allows.
        func fitting(width: Double) -> Size {
            content.systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// Titles of one, two and three lines at 290 (a 390-point cell):
    /// 80; 60 50 70 40 | 80 30 (232, then 114); 90 90 90 | 90 90 90 | 90 (278).
    static let titles: [[Double]] = [[80], [60, 50, 70, 40, 80, 30], Array(repeating: 90, count: 7)]
    static let subtitle: [Double] = [50, 40, 60]

    /// Every item's frame in the root's coordinates, by name.
    static func frames(_ item: LayoutItem) -> [String: Rect] {
        item.children.reduce(into: [item.name: item.frameInRoot]) { $0.merge(frames($1)) { old, _ in old } }
    }

    /// Expects two trees to have the same items at the same frames.
    static func expectSame(_ live: LayoutItem, _ fresh: LayoutItem, _ step: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let liveFrames = frames(live), freshFrames = frames(fresh)
        #expect(liveFrames.keys.sorted() == freshFrames.keys.sorted(), "\(step)", sourceLocation: sourceLocation)
        let differing = freshFrames.keys.sorted().filter { (name: String) -> Bool in
            guard let a = liveFrames[name], let b = freshFrames[name] else { return false }
            return abs(a.minX - b.minX) > 1e-6 || abs(a.minY - b.minY) > 1e-6 || abs(a.width - b.width) > 1e-6
                || abs(a.height - b.height) > 1e-6
        }
        #expect(differing.isEmpty, "\(step): \(differing.prefix(5).map { "\($0) live \(liveFrames[$0]!) fresh \(freshFrames[$0]!)" })",
                sourceLocation: sourceLocation)
    }

    /// `cell` in a table `width` wide, pinned to its top, leading and
    /// trailing edges as a content view is to its cell: its width comes
    /// from outside, so it measures at any other width.
    static func table(_ cell: LayoutItem, width: Double) throws -> (table: LayoutItem, width: LayoutConstraint) {
        let table = LayoutItem(name: "table")
        table.addChild(cell)
        let widthConstraint = table.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([
            widthConstraint,
            cell.topAnchor.constraint(equalTo: table.topAnchor),
            cell.leadingAnchor.constraint(equalTo: table.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: table.trailingAnchor),
        ])
        return (table, widthConstraint)
    }

    /// A screen `width` × `height` whose scroll item fills it, holding
    /// `column` pinned to its content guide and as wide as its frame guide.
    static func scrollScreen(_ column: LayoutItem, width: Double, height: Double) throws
        -> (screen: LayoutItem, scroll: ScrollItem, width: LayoutConstraint, height: LayoutConstraint) {
        let screen = LayoutItem(name: "screen"), scroll = ScrollItem(name: "scroll")
        screen.addChild(scroll)
        scroll.addChild(column)
        let widthConstraint = screen.widthAnchor.constraint(equalToConstant: width)
        let heightConstraint = screen.heightAnchor.constraint(equalToConstant: height)
        let guide = scroll.contentLayoutGuide
        try LayoutConstraint.activate([
            widthConstraint, heightConstraint,
            scroll.topAnchor.constraint(equalTo: screen.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            column.topAnchor.constraint(equalTo: guide.topAnchor),
            column.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        return (screen, scroll, widthConstraint, heightConstraint)
    }

    // MARK: - 1. One cell measured

    /// The title 60 50 70 40 50 (286 on one line): at 320 it has
    /// 320 − 100 = 220 and wraps after 60 + 4 + 50 + 4 + 70 = 188 (232
    /// would not fit) onto two lines of 22; at 390 it has 290 and fits on
    /// one. Heights 11 + 44 + 4 + 18 + 11 = 88 and 11 + 22 + 4 + 18 + 11 = 66.
    @Test func aCellFitsItsWidth() throws {
        let cell = try Cell("", title: TextSize.standard.title([60, 50, 70, 40, 50]),
                            subtitle: TextSize.standard.subtitle(Self.subtitle))
        #expect(cell.fitting(width: 320) == Size(width: 320, height: 88))
        #expect(cell.fitting(width: 390) == Size(width: 390, height: 66))
        // And back: the 390 measurement leaves nothing behind.
        #expect(cell.fitting(width: 320) == Size(width: 320, height: 88))
    }

    /// The cell laid out in a table 320 wide, pinned to its edges as a
    /// content view is to its cell, and measured meanwhile at 390: the
    /// constraints to the table are left out of the fitting, as UIKit
    /// leaves them, and the laid-out frames stay.
    @Test func aCellLaidOutInATableAndMeasuredAtAnotherWidth() throws {
        let cell = try Cell("", title: TextSize.standard.title([60, 50, 70, 40, 50]),
                            subtitle: TextSize.standard.subtitle(Self.subtitle))
        let (table, width) = try Self.table(cell.content, width: 320)
        #expect(table.layoutIfNeeded().isEmpty)
        #expect(table.engine.ambiguities().isEmpty, "\(table.engine.ambiguities())")
        // Avatar at the margins (16, 11); texts at 16 + 40 + 12 = 68, 220
        // wide; the subtitle at 11 + 44 + 4 = 59; the chevron at
        // 320 − 16 − 8 = 296, centred: (88 − 13) / 2 = 37.5.
        let at320 = Self.frames(table)
        #expect(at320["cell"] == Rect(x: 0, y: 0, width: 320, height: 88))
        #expect(at320["avatar"] == Rect(x: 16, y: 11, width: 40, height: 40))
        #expect(at320["title"] == Rect(x: 68, y: 11, width: 220, height: 44))
        #expect(at320["subtitle"] == Rect(x: 68, y: 59, width: 220, height: 18))
        #expect(at320["chevron"] == Rect(x: 296, y: 37.5, width: 8, height: 13))
        #expect(cell.fitting(width: 390) == Size(width: 390, height: 66))
        #expect(Self.frames(table) == at320)
        // The table at 390: 290-wide texts, the title on one line, the
        // subtitle at 11 + 22 + 4 = 37, the chevron at 366, (66 − 13) / 2 = 26.5.
        width.constant = 390
        #expect(table.layoutIfNeeded().isEmpty)
        let at390 = Self.frames(table)
        #expect(at390["cell"] == Rect(x: 0, y: 0, width: 390, height: 66))
        #expect(at390["title"] == Rect(x: 68, y: 11, width: 290, height: 22))
        #expect(at390["subtitle"] == Rect(x: 68, y: 37, width: 290, height: 18))
        #expect(at390["chevron"] == Rect(x: 366, y: 26.5, width: 8, height: 13))
    }

    /// A width the cell requires of itself is among its own constraints:
    /// it stays when the cell is measured, even against a required target
    /// width (the model guide's "Fitting sizes" says so).
    @Test func aCellsOwnWidthWinsOverTheTarget() throws {
        let cell = try Cell("", title: TextSize.standard.title([60, 50, 70, 40, 50]),
                            subtitle: TextSize.standard.subtitle(Self.subtitle))
        try cell.content.widthAnchor.constraint(equalToConstant: 320).activate()
        #expect(cell.content.layoutIfNeeded().isEmpty)
        #expect(cell.fitting(width: 390) == Size(width: 320, height: 88))
    }

    /// Compressed both ways (fitting priority 50 on each axis), the title
    /// keeps its one line (286, compression resistance 749 against 50):
    /// 16 + 40 + 12 + 286 + 8 + 8 + 16 = 386 wide, 66 tall.
    @Test func aCellCompressedBothWays() throws {
        let cell = try Cell("", title: TextSize.standard.title([60, 50, 70, 40, 50]),
                            subtitle: TextSize.standard.subtitle(Self.subtitle))
        #expect(cell.content.systemLayoutSizeFitting(.compressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                                     verticalFittingPriority: .fittingSizeLevel)
                == Size(width: 386, height: 66))
    }

    /// The same cell given one-line and three-line titles, as a reused
    /// cell is configured again: 80 is one line anywhere (66); seven 90s
    /// are three lines at 290 (3 + 3 + 1: 11 + 66 + 4 + 18 + 11 = 110) and
    /// four at 220 (90 + 4 + 90 = 184, a third would need 278: 2 + 2 + 2 + 1,
    /// 11 + 88 + 4 + 18 + 11 = 132).
    @Test func aReusedCellMeasuresItsNewTitle() throws {
        let cell = try Cell("", title: TextSize.standard.title([60, 50, 70, 40, 50]),
                            subtitle: TextSize.standard.subtitle(Self.subtitle))
        #expect(cell.fitting(width: 320).height == 88)
        cell.title.measuredContent = TextSize.standard.title(Self.titles[0])
        #expect(cell.fitting(width: 320) == Size(width: 320, height: 66))
        #expect(cell.fitting(width: 390) == Size(width: 390, height: 66))
        cell.title.measuredContent = TextSize.standard.title(Self.titles[2])
        #expect(cell.fitting(width: 390) == Size(width: 390, height: 110))
        #expect(cell.fitting(width: 320) == Size(width: 320, height: 132))
    }

    /// A cell spaced from baseline to baseline, as Dynamic Type layouts
    /// are (UIFontMetrics scales the constants): the title's first
    /// baseline `top` below the cell's top, the subtitle's `gap` below the
    /// title's last, the cell's bottom `bottom` below the subtitle's last
    /// baseline; the texts 68 from the leading edge and 16 from the
    /// trailing one. Baselines are `ascent` below each line's top.
    static func baselineCell(title: WrappedText, titleAscent: Double, subtitle: WrappedText, subtitleAscent: Double,
                             spacing: (top: Double, gap: Double, bottom: Double)) throws
        -> (cell: LayoutItem, title: LayoutItem, constants: [LayoutConstraint]) {
        let cell = LayoutItem(name: "cell")
        let titleLabel = LayoutItem(name: "title"), subtitleLabel = LayoutItem(name: "subtitle")
        titleLabel.measuredContent = title
        subtitleLabel.measuredContent = subtitle
        (titleLabel.firstBaselineOffset, titleLabel.lastBaselineOffset) = (titleAscent, titleAscent)
        (subtitleLabel.firstBaselineOffset, subtitleLabel.lastBaselineOffset) = (subtitleAscent, subtitleAscent)
        cell.addChild(titleLabel)
        cell.addChild(subtitleLabel)
        let constants = [
            titleLabel.firstBaselineAnchor.constraint(equalTo: cell.topAnchor, constant: spacing.top),
            subtitleLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor, constant: spacing.gap),
            cell.bottomAnchor.constraint(equalTo: subtitleLabel.lastBaselineAnchor, constant: spacing.bottom),
        ]
        try LayoutConstraint.activate(constants + [
            titleLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 68),
            titleLabel.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        ])
        return (cell, titleLabel, constants)
    }

    /// Baselines 17 into lines of 22 and 14 into lines of 18, spaced 28,
    /// 20 and 14. At 390 (texts 306: one line) the title's baseline is at
    /// 28 (top 11), the subtitle's at 48 (top 34), the bottom at 62. At
    /// 320 (texts 236: 60 50 70 | 40 50) the title's last baseline moves a
    /// line down, to 50: the subtitle's at 70, the bottom at 84.
    @Test func aCellSpacedByBaselines() throws {
        let text = TextSize.standard
        let cell = try Self.baselineCell(title: text.title([60, 50, 70, 40, 50]), titleAscent: 17,
                                         subtitle: text.subtitle(Self.subtitle), subtitleAscent: 14,
                                         spacing: (28, 20, 14))
        #expect(cell.cell.systemLayoutSizeFitting(Size(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == Size(width: 390, height: 62))
        #expect(cell.cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == Size(width: 320, height: 84))
        let table = try Self.table(cell.cell, width: 320).table
        #expect(table.layoutIfNeeded().isEmpty)
        let frames = Self.frames(table)
        #expect(frames["cell"] == Rect(x: 0, y: 0, width: 320, height: 84))
        #expect(frames["title"] == Rect(x: 68, y: 11, width: 236, height: 44))
        #expect(frames["subtitle"] == Rect(x: 68, y: 56, width: 236, height: 18))
        // The large size, in place: lines of 28 (baseline 22) and 22 (18),
        // the constants scaled to 34, 24 and 17. At 236 the title is
        // 72 60 84 (226) | 48 60: the title's top 34 − 22 = 12, its last
        // baseline 12 + 22 + 28 = 62; the subtitle's baseline 86 (top 68);
        // the bottom 86 + 17 = 103.
        let large = TextSize.large
        cell.title.measuredContent = large.title([60, 50, 70, 40, 50])
        (cell.title.firstBaselineOffset, cell.title.lastBaselineOffset) = (22, 22)
        let subtitle = cell.cell.children[1]
        subtitle.measuredContent = large.subtitle(Self.subtitle)
        (subtitle.firstBaselineOffset, subtitle.lastBaselineOffset) = (18, 18)
        for (constraint, constant) in zip(cell.constants, [34.0, 24, 17]) { constraint.constant = constant }
        #expect(table.layoutIfNeeded().isEmpty)
        let grown = Self.frames(table)
        #expect(grown["cell"] == Rect(x: 0, y: 0, width: 320, height: 103))
        #expect(grown["title"] == Rect(x: 68, y: 12, width: 236, height: 56))
        #expect(grown["subtitle"] == Rect(x: 68, y: 68, width: 236, height: 22))
    }

    // MARK: - 2. A list of thirty cells, and Dynamic Type

    /// A list screen `width` × `height`: a scroll item filling the screen
    /// and in it a column (spacing 1, the separators) of thirty cells whose
    /// titles cycle through `titles`, pinned to the content guide and as
    /// wide as the frame guide.
    struct List {
        let screen: LayoutItem, scroll: ScrollItem, cells: [Cell]
        let width: LayoutConstraint, height: LayoutConstraint

        init(width screenWidth: Double, height screenHeight: Double, text: TextSize) throws {
            cells = try (0..<30).map { index in
                try Cell("\(index)", title: text.title(UserTrialTwentySevenTests.titles[index % 3]),
                         subtitle: text.subtitle(UserTrialTwentySevenTests.subtitle))
            }
            let column = StackItem(name: "column", arrangedItems: cells.map(\.content))
            column.axis = .vertical
            column.spacing = 1
            (screen, scroll, width, height) = try UserTrialTwentySevenTests.scrollScreen(
                column, width: screenWidth, height: screenHeight)
        }

        /// A list laid out, without a conflict.
        static func laidOut(width: Double, height: Double, text: TextSize,
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> List {
            let list = try List(width: width, height: height, text: text)
            #expect(list.screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
            return list
        }

        /// The screen resized (a rotation) and laid out again.
        func resize(width: Double, height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            self.width.constant = width
            self.height.constant = height
            #expect(screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        }

        /// Expects the frames of a fresh list of that size and text.
        func expectFresh(width: Double, height: Double, text: TextSize, _ step: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
            let fresh = try List.laidOut(width: width, height: height, text: text, sourceLocation: sourceLocation)
            UserTrialTwentySevenTests.expectSame(screen, fresh.screen, step, sourceLocation: sourceLocation)
        }

        /// Every cell's texts at another text size (a content-size
        /// category change), in place.
        func setText(_ text: TextSize) {
            for (index, cell) in cells.enumerated() {
                cell.title.measuredContent = text.title(UserTrialTwentySevenTests.titles[index % 3])
                cell.subtitle.measuredContent = text.subtitle(UserTrialTwentySevenTests.subtitle)
            }
        }
    }

    /// At 390 the cells are 66, 88 and 110 tall in turn: 267 every three
    /// with the separators, 10 × 267 − 1 = 2669 in all. Cell 1 is at 67;
    /// cell 29 at 9 × 267 + 67 + 89 = 2559.
    @Test func aListOfThirtyCellsAt390() throws {
        let list = try List.laidOut(width: 390, height: 844, text: .standard)
        #expect(list.screen.engine.ambiguities().isEmpty, "\(list.screen.engine.ambiguities())")
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        let frames = Self.frames(list.screen)
        // Cell 1 (two lines): title at 67 + 11 = 78, 44 tall; subtitle at
        // 78 + 44 + 4 = 126; chevron at 67 + (88 − 13) / 2 = 104.5.
        #expect(frames["cell1"] == Rect(x: 0, y: 67, width: 390, height: 88))
        #expect(frames["avatar1"] == Rect(x: 16, y: 78, width: 40, height: 40))
        #expect(frames["title1"] == Rect(x: 68, y: 78, width: 290, height: 44))
        #expect(frames["subtitle1"] == Rect(x: 68, y: 126, width: 290, height: 18))
        #expect(frames["chevron1"] == Rect(x: 366, y: 104.5, width: 8, height: 13))
        // Cell 29 (three lines): title 2570, 66 tall; subtitle 2570 + 70 =
        // 2640; chevron 2559 + (110 − 13) / 2 = 2607.5; the last ends at 2669.
        #expect(frames["cell29"] == Rect(x: 0, y: 2559, width: 390, height: 110))
        #expect(frames["title29"] == Rect(x: 68, y: 2570, width: 290, height: 66))
        #expect(frames["subtitle29"] == Rect(x: 68, y: 2640, width: 290, height: 18))
        #expect(frames["chevron29"] == Rect(x: 366, y: 2607.5, width: 8, height: 13))
        // Each cell is as tall as it fits on its own.
        // Each cell is as tall as it fits on its own, at 390 and, arranged
        // as it is, at 320 (220 for the texts: 80; 60 50 70 | 40 80 30; the
        // 90s two a line, four lines: 66, 88, 132).
        for (index, cell) in list.cells.enumerated() {
            #expect(cell.fitting(width: 390).height == [66.0, 88, 110][index % 3], "cell \(index)")
            #expect(cell.fitting(width: 320).height == [66.0, 88, 132][index % 3], "cell \(index)")
        }
        #expect(Self.frames(list.screen)["title29"] == Rect(x: 68, y: 2570, width: 290, height: 66))
    }

    /// The large text size, in the same engine: the titles become 96 (one
    /// line); 72 60 84 48 | 96 36 (72 + 5 + 60 + 5 + 84 + 5 + 48 = 279,
    /// 96 more would not fit: two lines); 108 108 | … | 108 (221; a third
    /// needs 334: four lines). With lines of 28 and a subtitle of 22 the
    /// cells are 11 + 28n + 4 + 22 + 11: 76, 104, 160; 343 every three,
    /// 10 × 343 − 1 = 3429 in all. Cell 1 at 77; cell 29 at 9 × 343 + 77 + 105 = 3269.
    @Test func dynamicTypeGrowsTheListInPlace() throws {
        let list = try List.laidOut(width: 390, height: 844, text: .standard)
        list.setText(.large)
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 3429))
        let frames = Self.frames(list.screen)
        // Cell 1: title 77 + 11 = 88, 56 tall; subtitle 88 + 56 + 4 = 148,
        // 22 tall; chevron 77 + (104 − 13) / 2 = 122.5.
        #expect(frames["cell1"] == Rect(x: 0, y: 77, width: 390, height: 104))
        #expect(frames["title1"] == Rect(x: 68, y: 88, width: 290, height: 56))
        #expect(frames["subtitle1"] == Rect(x: 68, y: 148, width: 290, height: 22))
        #expect(frames["chevron1"] == Rect(x: 366, y: 122.5, width: 8, height: 13))
        // Cell 29: 160 tall; title 3280, 112 tall; subtitle 3396; chevron 3269 + 73.5.
        #expect(frames["cell29"] == Rect(x: 0, y: 3269, width: 390, height: 160))
        #expect(frames["title29"] == Rect(x: 68, y: 3280, width: 290, height: 112))
        #expect(frames["subtitle29"] == Rect(x: 68, y: 3396, width: 290, height: 22))
        #expect(frames["chevron29"] == Rect(x: 366, y: 3342.5, width: 8, height: 13))
        try list.expectFresh(width: 390, height: 844, text: .large, "large text in place")
        // And back to the standard size: the first layout's frames again.
        list.setText(.standard)
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        try list.expectFresh(width: 390, height: 844, text: .standard, "standard text again")
    }

    /// The text size held by an object the labels' measure closures read,
    /// as labels read `UIFont.preferredFont(forTextStyle:)`: changing it
    /// changes nothing until each label's intrinsic size is invalidated
    /// (`adjustsFontForContentSizeCategory`'s part), then the list is the
    /// fresh list of large text (3429 of content).
    @Test func aContentSizeCategoryChangeReadByMeasureClosures() throws {
        final class Category { var text = TextSize.standard }
        let category = Category()
        let list = try List(width: 390, height: 844, text: .standard)
        for (index, cell) in list.cells.enumerated() {
            cell.title.setMeasure { category.text.title(Self.titles[index % 3]).sizeThatFits($0) }
            cell.subtitle.setMeasure { category.text.subtitle(Self.subtitle).sizeThatFits($0) }
        }
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        category.text = .large
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        for cell in list.cells {
            cell.title.invalidateIntrinsicContentSize()
            cell.subtitle.invalidateIntrinsicContentSize()
        }
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 3429))
        try list.expectFresh(width: 390, height: 844, text: .large, "after the category change")
    }

    /// A list with every cell's margins grown to 14 and 20 (UIKit's
    /// margins follow the content-size category), cell 4 hidden, right to
    /// left, then the large text, in place. The texts are 390 − 20 − 40 −
    /// 12 − 8 − 8 − 20 = 282 wide: 96 (one line); 72 60 84 48 is 279 (two
    /// lines); the 108s two a line (four). Cells 14 + 28n + 4 + 22 + 14:
    /// 82, 110, 166; 10 × 358 − 110 for the hidden one, + 28 separators
    /// between the 29 shown = 3498. Cell 1 at 83: its title at x = 390 −
    /// 20 − 40 − 12 − 282 = 36, y = 97; its chevron at the left margin, 20,
    /// y = 83 + (110 − 13) / 2 = 131.5. Then turned, and cell 4 shown
    /// again, each step equal to a fresh list.
    @Test func marginsAHiddenCellAndRightToLeftUnderLargeText() throws {
        func configure(_ list: List, hidingCell4: Bool) {
            for cell in list.cells { cell.content.layoutMargins = EdgeInsets(top: 14, left: 20, bottom: 14, right: 20) }
            list.cells[4].content.isHidden = hidingCell4
            list.screen.layoutDirection = .rightToLeft
        }
        func fresh(width: Double, height: Double, hidingCell4: Bool) throws -> LayoutItem {
            let list = try List(width: width, height: height, text: .large)
            configure(list, hidingCell4: hidingCell4)
            #expect(list.screen.layoutIfNeeded().isEmpty)
            return list.screen
        }
        let list = try List.laidOut(width: 390, height: 844, text: .standard)
        configure(list, hidingCell4: true)
        list.setText(.large)
        #expect(list.screen.layoutIfNeeded().isEmpty)
        #expect(list.scroll.contentSize == Size(width: 390, height: 3498))
        let frames = Self.frames(list.screen)
        #expect(frames["title1"] == Rect(x: 36, y: 97, width: 282, height: 56))
        #expect(frames["chevron1"] == Rect(x: 20, y: 131.5, width: 8, height: 13))
        Self.expectSame(list.screen, try fresh(width: 390, height: 844, hidingCell4: true), "390")
        list.resize(width: 844, height: 390)
        Self.expectSame(list.screen, try fresh(width: 844, height: 390, hidingCell4: true), "844")
        list.cells[4].content.isHidden = false
        #expect(list.screen.layoutIfNeeded().isEmpty)
        Self.expectSame(list.screen, try fresh(width: 844, height: 390, hidingCell4: false), "cell 4 shown")
    }

    // MARK: - 4. Rotation

    /// 844 wide (390 tall), the texts 744 wide: every title fits on one
    /// line (the seven 90s take 654), every cell is 66: 30 × 66 + 29 = 2009,
    /// cell 29 at 29 × 67 = 1943, the chevron at 844 − 24 = 820. Then back
    /// to 390 and the first layout again; each step equal to a fresh list.
    @Test func rotatingTheListAndBack() throws {
        let list = try List.laidOut(width: 390, height: 844, text: .standard)
        list.resize(width: 844, height: 390)
        #expect(list.scroll.contentSize == Size(width: 844, height: 2009))
        let frames = Self.frames(list.screen)
        #expect(frames["cell29"] == Rect(x: 0, y: 1943, width: 844, height: 66))
        #expect(frames["title29"] == Rect(x: 68, y: 1954, width: 744, height: 22))
        #expect(frames["subtitle29"] == Rect(x: 68, y: 1980, width: 744, height: 18))
        #expect(frames["chevron29"] == Rect(x: 820, y: 1969.5, width: 8, height: 13))
        try list.expectFresh(width: 844, height: 390, text: .standard, "844 wide")
        list.resize(width: 390, height: 844)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        try list.expectFresh(width: 390, height: 844, text: .standard, "390 wide again")
    }

    /// Large text and a rotation together, in either order, end where a
    /// fresh list of large text at 844 does. At 744 the first two titles
    /// fit on one line (96; 396 + 25 = 421): cells of 76. The seven 108s
    /// take 756 + 30 = 786 > 744: six, then one, two lines,
    /// 11 + 56 + 4 + 22 + 11 = 104.
    @Test func largeTextAndRotationInEitherOrder() throws {
        let textFirst = try List.laidOut(width: 390, height: 844, text: .standard)
        textFirst.setText(.large)
        #expect(textFirst.screen.layoutIfNeeded().isEmpty)
        textFirst.resize(width: 844, height: 390)
        let rotationFirst = try List.laidOut(width: 390, height: 844, text: .standard)
        rotationFirst.resize(width: 844, height: 390)
        rotationFirst.setText(.large)
        #expect(rotationFirst.screen.layoutIfNeeded().isEmpty)
        let fresh = try List.laidOut(width: 844, height: 390, text: .large)
        // Per three cells 76 + 76 + 104 + 3 = 259: 10 × 259 − 1 = 2589.
        #expect(fresh.scroll.contentSize == Size(width: 844, height: 2589))
        // Cell 2 at 76 + 1 + 76 + 1 = 154, its title 11 below.
        #expect(Self.frames(fresh.screen)["title2"] == Rect(x: 68, y: 165, width: 744, height: 56))
        Self.expectSame(textFirst.screen, fresh.screen, "text, then rotation")
        Self.expectSame(rotationFirst.screen, fresh.screen, "rotation, then text")
    }

    // MARK: - 3. A grid of tag chips

    /// A chip: a flex stack padding its one label (one line of 20) by 6
    /// and 12, as an `ASInsetLayoutSpec`: a word `w` wide makes a chip
    /// (w + 24) × 32.
    static func chip(_ index: Int, _ word: Double) -> StackItem {
        let label = LayoutItem(name: "tag\(index)")
        label.measuredContent = WrappedText(words: [word], lineHeight: 20)
        let chip = StackItem(name: "chip\(index)", arrangedItems: [label])
        chip.distribution = .flex(.start)
        chip.padding = FlexPadding(top: 6, left: 12, bottom: 6, right: 12)
        return chip
    }

    static let tags: [Double] = [40, 64, 90, 52, 120, 30, 76, 100]

    /// A grid `width` wide of chips for `words`: a wrapping flex row with
    /// padding 16, spacing 8 and lines 8 apart, pinned to the screen's
    /// top, leading and trailing edges; the screen as tall as the grid.
    static func grid(width: Double, words: [Double]) throws -> (screen: LayoutItem, grid: StackItem,
                                                                widthConstraint: LayoutConstraint) {
        let screen = LayoutItem(name: "screen")
        let grid = StackItem(name: "grid", arrangedItems: words.enumerated().map { chip($0.offset, $0.element) })
        grid.distribution = .flex(.start)
        grid.flexWrap = .wrap
        grid.spacing = 8
        grid.lineSpacing = 8
        grid.padding = FlexPadding(all: 16)
        grid.alignment = .top
        screen.addChild(grid)
        let widthConstraint = screen.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([
            widthConstraint,
            grid.topAnchor.constraint(equalTo: screen.topAnchor),
            grid.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            screen.bottomAnchor.constraint(equalTo: grid.bottomAnchor),
        ])
        return (screen, grid, widthConstraint)
    }

    /// Expects `screen` to have the frames of a fresh grid `width` wide of
    /// chips for `words`.
    static func expectFreshGrid(_ screen: LayoutItem, width: Double, words: [Double], _ step: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try grid(width: width, words: words)
        #expect(fresh.screen.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        expectSame(screen, fresh.screen, step, sourceLocation: sourceLocation)
    }

    /// Chips 64 88 114 76 144 54 100 124 in 390 − 32 = 358: 64 + 8 + 88 +
    /// 8 + 114 = 282 (76 more is 366 > 358); 76 + 8 + 144 + 8 + 54 = 290
    /// (100 more is 398); 100 + 8 + 124 = 232. Lines at 16, 56, 96; the
    /// grid 16 + 3 × 32 + 2 × 8 + 16 = 144 tall.
    @Test func aGridOfChipsWraps() throws {
        let (screen, grid, _) = try Self.grid(width: 390, words: Self.tags)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(screen.engine.ambiguities().isEmpty, "\(screen.engine.ambiguities())")
        let frames = Self.frames(screen)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 390, height: 144))
        let expected: [(Double, Double, Double)] = [(16, 16, 64), (88, 16, 88), (184, 16, 114),
                                                    (16, 56, 76), (100, 56, 144), (252, 56, 54),
                                                    (16, 96, 100), (124, 96, 124)]
        for (index, (x, y, width)) in expected.enumerated() {
            #expect(frames["chip\(index)"] == Rect(x: x, y: y, width: width, height: 32), "chip \(index)")
            #expect(frames["tag\(index)"] == Rect(x: x + 12, y: y + 6, width: width - 24, height: 20), "tag \(index)")
        }
    }

    /// The first tag's text becomes 200 wide (a chip of 224): 224 + 8 + 88
    /// = 320 (114 more is 442); 114 + 8 + 76 + 8 + 144 = 350 ≤ 358;
    /// 54 + 8 + 100 + 8 + 124 = 294. Still three lines, 144 tall; then the
    /// words change back, each step equal to a fresh grid.
    @Test func chipTextsChangeInPlace() throws {
        let (screen, grid, _) = try Self.grid(width: 390, words: Self.tags)
        #expect(screen.layoutIfNeeded().isEmpty)
        let tag0 = grid.arrangedItems[0].children[0]
        tag0.measuredContent = WrappedText(words: [200], lineHeight: 20)
        #expect(screen.layoutIfNeeded().isEmpty)
        let frames = Self.frames(screen)
        let expected: [(Double, Double, Double)] = [(16, 16, 224), (248, 16, 88), (16, 56, 114),
                                                    (138, 56, 76), (222, 56, 144), (16, 96, 54),
                                                    (78, 96, 100), (186, 96, 124)]
        for (index, (x, y, width)) in expected.enumerated() {
            #expect(frames["chip\(index)"] == Rect(x: x, y: y, width: width, height: 32), "chip \(index)")
        }
        #expect(grid.frame.height == 144)
        var words = Self.tags
        words[0] = 200
        try Self.expectFreshGrid(screen, width: 390, words: words, "a longer tag")
        tag0.measuredContent = WrappedText(words: [40], lineHeight: 20)
        #expect(screen.layoutIfNeeded().isEmpty)
        try Self.expectFreshGrid(screen, width: 390, words: Self.tags, "the tag back")
    }

    /// 844 wide the content box is 812: the first seven chips (64 88 114
    /// 76 144 54 100) take 640 + 6 × 8 = 688; the eighth would need
    /// 688 + 8 + 124 = 820 > 812 and wraps to (16, 56). The grid is 16 + 32 + 8 + 32 + 16 = 104 tall.
    @Test func rotatingTheGrid() throws {
        let (screen, grid, width) = try Self.grid(width: 390, words: Self.tags)
        #expect(screen.layoutIfNeeded().isEmpty)
        width.constant = 844
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 844, height: 104))
        let frames = Self.frames(screen)
        // chip6 at 16 + 540 + 6 × 8 = 604.
        #expect(frames["chip6"] == Rect(x: 604, y: 16, width: 100, height: 32))
        #expect(frames["chip7"] == Rect(x: 16, y: 56, width: 124, height: 32))
        try Self.expectFreshGrid(screen, width: 844, words: Self.tags, "844 wide")
        width.constant = 390
        #expect(screen.layoutIfNeeded().isEmpty)
        try Self.expectFreshGrid(screen, width: 390, words: Self.tags, "390 again")
    }

    /// The chips' text at the large size: words 1.25 times wider (50 80
    /// 112.5 65 150 37.5 95 125, chips 74 104 136.5 89 174 61.5 119 149)
    /// on lines of 26 (chips 38 tall). 74 + 8 + 104 + 8 + 136.5 = 330.5
    /// (89 more is 427.5; the third chip at 16 + 74 + 8 + 104 + 8 = 210);
    /// 89 + 8 + 174 + 8 + 61.5 = 340.5; 119 + 8 + 149.
    /// Lines at 16, 16 + 38 + 8 = 62, 108; the grid 16 + 114 + 16 + 16 = 162.
    @Test func chipsGrowWithTheTextSize() throws {
        let (screen, grid, _) = try Self.grid(width: 390, words: Self.tags)
        #expect(screen.layoutIfNeeded().isEmpty)
        for (index, chip) in grid.arrangedItems.enumerated() {
            chip.children[0].measuredContent = WrappedText(words: [Self.tags[index] * 1.25], spaceWidth: 5, lineHeight: 26)
        }
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 390, height: 162))
        let frames = Self.frames(screen)
        #expect(frames["chip2"] == Rect(x: 210, y: 16, width: 136.5, height: 38))
        #expect(frames["chip4"] == Rect(x: 113, y: 62, width: 174, height: 38))
        #expect(frames["tag4"] == Rect(x: 125, y: 68, width: 150, height: 26))
        #expect(frames["chip7"] == Rect(x: 143, y: 108, width: 149, height: 38))
    }

    /// Each chip, arranged in the grid, measures as a self-sizing
    /// collection cell does (compressed both ways, UIKit's
    /// `preferredLayoutAttributesFitting`): (w + 24) × 32, whatever the
    /// grid it sits in has laid out.
    @Test func eachChipMeasuresOnItsOwn() throws {
        let (screen, grid, _) = try Self.grid(width: 390, words: Self.tags)
        #expect(screen.layoutIfNeeded().isEmpty)
        for (index, chip) in grid.arrangedItems.enumerated() {
            #expect(chip.systemLayoutSizeFitting(.compressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                                 verticalFittingPriority: .fittingSizeLevel)
                    == Size(width: Self.tags[index] + 24, height: 32), "chip \(index)")
        }
    }

    /// A tag of two words (70 80: 154 on one line) in a chip at most 150
    /// wide whose label shrinks (Texture's `flexShrink` 1; without it the
    /// label keeps its line and overflows, as in Texture): the label
    /// shrinks to 150 − 24 = 126 and wraps, 70 | 80, 40 tall; the chip is
    /// 150 × 52. Line 1 (64 + 8 + 88 + 8 + 150 = 318) is 52 tall, line 2
    /// at 16 + 52 + 8 = 76, line 3 at 76 + 32 + 8 = 116; the grid
    /// 116 + 32 + 16 = 164. The words changing back unwraps it.
    @Test func aLongTagWrapsInsideItsChip() throws {
        let (screen, grid, _) = try Self.grid(width: 390, words: Self.tags)
        let chip2 = try #require(grid.arrangedItems[2] as? StackItem)
        chip2.setFlexOptions(FlexItemOptions(shrink: 1), for: chip2.children[0])
        var options = grid.flexOptions(for: chip2)
        options.maximumSize = FlexSize(width: 150, height: .auto)
        grid.setFlexOptions(options, for: chip2)
        #expect(screen.layoutIfNeeded().isEmpty)
        chip2.children[0].measuredContent = WrappedText(words: [70, 80], lineHeight: 20)
        #expect(screen.layoutIfNeeded().isEmpty)
        let frames = Self.frames(screen)
        #expect(frames["chip2"] == Rect(x: 184, y: 16, width: 150, height: 52))
        #expect(frames["tag2"] == Rect(x: 196, y: 22, width: 126, height: 40))
        #expect(frames["chip3"] == Rect(x: 16, y: 76, width: 76, height: 32))
        #expect(frames["chip7"] == Rect(x: 124, y: 116, width: 124, height: 32))
        #expect(grid.frame.height == 164)
        chip2.children[0].measuredContent = WrappedText(words: [90], lineHeight: 20)
        #expect(screen.layoutIfNeeded().isEmpty)
        #expect(Self.frames(screen)["chip2"] == Rect(x: 184, y: 16, width: 114, height: 32))
        #expect(grid.frame.height == 144)
    }
}
