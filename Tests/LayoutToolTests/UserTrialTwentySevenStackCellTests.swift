import Foundation
import Stack
import Testing

/// Trial twenty-seven's subtitle cell built from stacks instead of
/// constraints: the `UIStackView` way (a row of the avatar, a column of
/// the texts and the chevron) and Texture's way (a flex row whose text
/// column grows and shrinks), measured, listed, grown and rotated. The
/// numbers are those of `UserTrialTwentySevenTests`' cell: texts W − 100
/// wide in a cell W wide, the cell 11 + title + 4 + subtitle + 11 tall.
@Suite struct UserTrialTwentySevenStackCellTests {
    typealias Trial = UserTrialTwentySevenTests

    /// The cell as `UIStackView`s: a row within its margins (11 and 16),
    /// centred, 12 after the avatar and 8 before the chevron; the texts a
    /// column spaced 4.
    static func stackCell(_ suffix: String, title: WrappedText, subtitle: WrappedText)
        throws -> (cell: StackItem, title: LayoutItem, subtitle: LayoutItem) {
        let avatar = LayoutItem(name: "avatar\(suffix)")
        let titleLabel = LayoutItem(name: "title\(suffix)"), subtitleLabel = LayoutItem(name: "subtitle\(suffix)")
        titleLabel.measuredContent = title
        subtitleLabel.measuredContent = subtitle
        for text in [titleLabel, subtitleLabel] {
            text.setContentHuggingPriority(249, for: .horizontal)
            text.setContentCompressionResistancePriority(749, for: .horizontal)
        }
        let texts = StackItem(name: "texts\(suffix)", arrangedItems: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.spacing = 4
        let chevron = LayoutItem(name: "chevron\(suffix)", intrinsicContentSize: IntrinsicSize(width: 8, height: 13))
        let cell = StackItem(name: "cell\(suffix)", arrangedItems: [avatar, texts, chevron])
        cell.alignment = .center
        cell.spacing = 8
        cell.setCustomSpacing(12, after: avatar)
        cell.isLayoutMarginsRelativeArrangement = true
        cell.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        try LayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
        ])
        return (cell, titleLabel, subtitleLabel)
    }

    /// The cell's size for `automaticDimension` at `width`.
    static func fit(_ cell: LayoutItem, _ width: Double) -> Size {
        cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel)
    }

    /// 88 at 320 and 66 at 390 as before; one-line and three-line titles
    /// 66 and 110 at 390. Without its subtitle the cell is the taller of
    /// the avatar and the title: 11 + 40 + 11 = 62 for one line, 11 + 44
    /// + 11 = 66 for two.
    @Test func aStackCellFitsItsWidth() throws {
        let text = Trial.TextSize.standard
        let cell = try Self.stackCell("", title: text.title([60, 50, 70, 40, 50]), subtitle: text.subtitle(Trial.subtitle))
        #expect(Self.fit(cell.cell, 320) == Size(width: 320, height: 88))
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 66))
        cell.title.measuredContent = text.title(Trial.titles[0])
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 66))
        cell.title.measuredContent = text.title(Trial.titles[2])
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 110))
        #expect(Self.fit(cell.cell, 320) == Size(width: 320, height: 132))
        cell.title.measuredContent = text.title([60, 50, 70, 40, 50])
        cell.subtitle.isHidden = true
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 62))
        #expect(Self.fit(cell.cell, 320) == Size(width: 320, height: 66))
    }

    /// Laid out 320 wide: the texts' column at (68, 11), 220 × 66; the
    /// avatar centred on it, 11 + (66 − 40) / 2 = 24; the chevron at 296,
    /// 11 + (66 − 13) / 2 = 37.5.
    @Test func aStackCellLaidOut() throws {
        let text = Trial.TextSize.standard
        let cell = try Self.stackCell("", title: text.title([60, 50, 70, 40, 50]), subtitle: text.subtitle(Trial.subtitle))
        let width = cell.cell.widthAnchor.constraint(equalToConstant: 320)
        try width.activate()
        #expect(cell.cell.layoutIfNeeded().isEmpty)
        #expect(cell.cell.engine.ambiguities().isEmpty, "\(cell.cell.engine.ambiguities())")
        let frames = Trial.frames(cell.cell)
        #expect(frames["cell"] == Rect(x: 0, y: 0, width: 320, height: 88))
        #expect(frames["avatar"] == Rect(x: 16, y: 24, width: 40, height: 40))
        #expect(frames["texts"] == Rect(x: 68, y: 11, width: 220, height: 66))
        #expect(frames["title"] == Rect(x: 68, y: 11, width: 220, height: 44))
        #expect(frames["subtitle"] == Rect(x: 68, y: 59, width: 220, height: 18))
        #expect(frames["chevron"] == Rect(x: 296, y: 37.5, width: 8, height: 13))
        // 390: the column 290 × 44 at 11, the avatar at 11 + 2 = 13, the
        // chevron at 366, 11 + 15.5 = 26.5.
        width.constant = 390
        #expect(cell.cell.layoutIfNeeded().isEmpty)
        let wide = Trial.frames(cell.cell)
        #expect(wide["cell"] == Rect(x: 0, y: 0, width: 390, height: 66))
        #expect(wide["avatar"] == Rect(x: 16, y: 13, width: 40, height: 40))
        #expect(wide["title"] == Rect(x: 68, y: 11, width: 290, height: 22))
        #expect(wide["chevron"] == Rect(x: 366, y: 26.5, width: 8, height: 13))
        // A cell without a subtitle hides it: the column is the title
        // alone, 22; the avatar sets the height, 11 + 40 + 11 = 62; the
        // title centred, 11 + 9 = 20.
        cell.subtitle.isHidden = true
        #expect(cell.cell.layoutIfNeeded().isEmpty)
        let noSubtitle = Trial.frames(cell.cell)
        #expect(noSubtitle["cell"] == Rect(x: 0, y: 0, width: 390, height: 62))
        #expect(noSubtitle["avatar"] == Rect(x: 16, y: 11, width: 40, height: 40))
        #expect(noSubtitle["title"] == Rect(x: 68, y: 20, width: 290, height: 22))
    }

    /// The cell as Texture builds it: a flex row padded 11 and 16, centred,
    /// spaced 8 with 4 more after the avatar (40 × 40), whose text column
    /// (spaced 4) grows and shrinks, beside the chevron.
    static func flexCell(_ suffix: String, title: WrappedText, subtitle: WrappedText)
        -> (cell: StackItem, title: LayoutItem, subtitle: LayoutItem) {
        let avatar = LayoutItem(name: "avatar\(suffix)")
        let titleLabel = LayoutItem(name: "title\(suffix)"), subtitleLabel = LayoutItem(name: "subtitle\(suffix)")
        titleLabel.measuredContent = title
        subtitleLabel.measuredContent = subtitle
        let texts = StackItem(name: "texts\(suffix)", arrangedItems: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.distribution = .flex(.start)
        texts.spacing = 4
        let chevron = LayoutItem(name: "chevron\(suffix)", intrinsicContentSize: IntrinsicSize(width: 8, height: 13))
        let cell = StackItem(name: "cell\(suffix)", arrangedItems: [avatar, texts, chevron])
        cell.distribution = .flex(.start)
        cell.alignment = .center
        cell.spacing = 8
        cell.padding = FlexPadding(top: 11, left: 16, bottom: 11, right: 16)
        cell.setFlexOptions(FlexItemOptions(spacingAfter: 4, size: FlexSize(width: 40, height: 40)), for: avatar)
        cell.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: texts)
        return (cell, titleLabel, subtitleLabel)
    }

    /// The title's one line (286) makes the row 40 + 12 + 286 + 16 = 354
    /// of content: at 320 (288 of room) the column shrinks by 66 to 220 and
    /// the title wraps, 11 + 66 + 11 = 88; at 390 (358) it grows by 4 to
    /// 290, 66. The avatar centred: 11 + 13 = 24 at 320.
    @Test func aFlexCellFitsItsWidth() throws {
        let text = Trial.TextSize.standard
        let cell = Self.flexCell("", title: text.title([60, 50, 70, 40, 50]), subtitle: text.subtitle(Trial.subtitle))
        #expect(Self.fit(cell.cell, 320) == Size(width: 320, height: 88))
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 66))
        cell.title.measuredContent = text.title(Trial.titles[2])
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 110))
        #expect(Self.fit(cell.cell, 320) == Size(width: 320, height: 132))
        cell.title.measuredContent = text.title([60, 50, 70, 40, 50])
        let table = try Trial.table(cell.cell, width: 320).table
        #expect(table.layoutIfNeeded().isEmpty)
        let frames = Trial.frames(table)
        #expect(frames["cell"] == Rect(x: 0, y: 0, width: 320, height: 88))
        #expect(frames["avatar"] == Rect(x: 16, y: 24, width: 40, height: 40))
        #expect(frames["texts"] == Rect(x: 68, y: 11, width: 220, height: 66))
        #expect(frames["title"] == Rect(x: 68, y: 11, width: 220, height: 44))
        #expect(frames["subtitle"] == Rect(x: 68, y: 59, width: 220, height: 18))
        #expect(frames["chevron"] == Rect(x: 296, y: 37.5, width: 8, height: 13))
        #expect(Self.fit(cell.cell, 390) == Size(width: 390, height: 66))
    }

    /// Thirty cells of `kind` in a column in a scroll item filling a
    /// screen `width` × `height`, as in `UserTrialTwentySevenTests.List`;
    /// the column a `UIStackView` or, for flex cells, a flex column.
    final class StackList {
        let screen: LayoutItem, scroll: ScrollItem
        var labels: [(title: LayoutItem, subtitle: LayoutItem)] = []
        let width: LayoutConstraint, height: LayoutConstraint

        init(flex: Bool, width screenWidth: Double, height screenHeight: Double, text: Trial.TextSize) throws {
            var cells: [StackItem] = []
            for index in 0..<30 {
                let title = text.title(Trial.titles[index % 3]), subtitle = text.subtitle(Trial.subtitle)
                let cell = flex ? UserTrialTwentySevenStackCellTests.flexCell("\(index)", title: title, subtitle: subtitle)
                    : try UserTrialTwentySevenStackCellTests.stackCell("\(index)", title: title, subtitle: subtitle)
                cells.append(cell.cell)
                labels.append((cell.title, cell.subtitle))
            }
            let column = StackItem(name: "column", arrangedItems: cells)
            column.axis = .vertical
            column.spacing = 1
            if flex { column.distribution = .flex(.start) }
            (screen, scroll, width, height) = try Trial.scrollScreen(column, width: screenWidth, height: screenHeight)
            #expect(screen.layoutIfNeeded().isEmpty)
        }

        /// Every label at another text size, laid out again.
        func setText(_ text: Trial.TextSize) {
            for (index, label) in labels.enumerated() {
                label.title.measuredContent = text.title(Trial.titles[index % 3])
                label.subtitle.measuredContent = text.subtitle(Trial.subtitle)
            }
            #expect(screen.layoutIfNeeded().isEmpty)
        }

        /// The screen resized (a rotation), laid out again.
        func resize(width: Double, height: Double) {
            self.width.constant = width
            self.height.constant = height
            #expect(screen.layoutIfNeeded().isEmpty)
        }
    }

    /// Both lists, live: 2669 of content at 390, each cell measuring on
    /// its own at another width; large text 3429; turned
    /// to 844 with large text 2589; back to 390 and the standard size,
    /// 2669 again; each step equal to a fresh list.
    @Test(arguments: [false, true]) func aListOfStackCellsGrowsAndTurns(flex: Bool) throws {
        let list = try StackList(flex: flex, width: 390, height: 844, text: .standard)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        // Each cell, listed, measures on its own at 320: 66, 88, 132 (a
        // Texture cell too, which its list, not itself, lays out).
        for (index, cell) in list.scroll.children[0].children.enumerated() {
            #expect(Self.fit(cell, 320) == Size(width: 320, height: [66.0, 88, 132][index % 3]), "cell \(index)")
        }
        list.setText(.large)
        #expect(list.scroll.contentSize == Size(width: 390, height: 3429))
        Trial.expectSame(list.screen, try StackList(flex: flex, width: 390, height: 844, text: .large).screen, "large")
        list.resize(width: 844, height: 390)
        #expect(list.scroll.contentSize == Size(width: 844, height: 2589))
        Trial.expectSame(list.screen, try StackList(flex: flex, width: 844, height: 390, text: .large).screen, "844")
        list.setText(.standard)
        list.resize(width: 390, height: 844)
        #expect(list.scroll.contentSize == Size(width: 390, height: 2669))
        Trial.expectSame(list.screen, try StackList(flex: flex, width: 390, height: 844, text: .standard).screen, "back")
    }
}
