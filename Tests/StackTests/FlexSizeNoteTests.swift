import Testing
@testable import Stack

/// What an explanation of an item's length in a flex stack says of how the
/// layout came to it: the item's basis, and what it grew or shrank by from
/// the room in its line (`STK-flex-size`'s note).
@Suite struct FlexSizeNoteTests {
    /// A 300-point column of a 100-point item and a 50-point one: 150 free.
    private static func column(grow: (Double, Double), shrink: (Double, Double) = (0, 0), height: Double = 300)
        -> (column: StackItem, first: LayoutItem, second: LayoutItem) {
        let first = LayoutItem(name: "first", intrinsicContentSize: IntrinsicSize(width: 40, height: 100))
        let second = LayoutItem(name: "second", intrinsicContentSize: IntrinsicSize(width: 40, height: 50))
        let column = StackItem(name: "column", arrangedItems: [first, second])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: 40, height: height), maximum: Size(width: 40, height: height))
        column.setFlexOptions(FlexItemOptions(grow: grow.0, shrink: shrink.0), for: first)
        column.setFlexOptions(FlexItemOptions(grow: grow.1, shrink: shrink.1), for: second)
        return (column, first, second)
    }

    private static func note(_ item: LayoutItem, _ attribute: LayoutAttribute, in stack: StackItem) -> String? {
        let rule = attribute.isDimension ? "STK-flex-size" : "STK-flex-position"
        return stack.generatedConstraints.first {
            $0.identifier == rule && $0.firstItem === item && $0.firstAttribute == attribute
        }?.note
    }

    /// Cards of 100 with a basis of 45%, growing, wrapping 12 apart in a
    /// grid inside a column 358 wide. Centred, the grid's width is its
    /// items' (3 × 100 + 2 × 12 = 324): the 45% counts as not given, the
    /// cards keep 100 on one line, and the note says why. Stretched, the
    /// basis is 45% of 358 = 161.1, two to a line, each grown to
    /// (358 − 12) ÷ 2 = 173.
    @Test func aPercentageOfALengthThatIsNotDefiniteSaysItCountsAsNotGiven() throws {
        func grid(_ alignment: StackAlignment?) -> (column: StackItem, grid: StackItem, card: LayoutItem) {
            let cards = ["a", "b", "c"].map { LayoutItem(name: $0, intrinsicContentSize: IntrinsicSize(width: 100, height: 96)) }
            let grid = flexStack("grid", .horizontal, cards, spacing: 12)
            grid.flexWrap = .wrap
            for card in cards { grid.setFlexOptions(FlexItemOptions(grow: 1, basis: .fraction(0.45)), for: card) }
            let column = flexStack("col", .vertical, [grid])
            column.sizeRange = StackSizeRange(minimum: Size(width: 358, height: 0), maximum: Size(width: 358, height: 1000))
            column.setFlexOptions(FlexItemOptions(alignSelf: alignment), for: grid)
            return (column, grid, cards[0])
        }
        let centred = grid(.center)
        centred.column.layoutIfNeeded()
        expectFrame(centred.grid, Rect(x: 17, y: 0, width: 324, height: 96))
        expectFrame(centred.card, Rect(x: 0, y: 0, width: 100, height: 96))
        #expect(Self.note(centred.card, .width, in: centred.grid)
            == "a's flexBasis of 45% counts as not given, as grid's width is not definite (its items decide it): a percentage"
                + " needs a stack whose width its size range fixes, its constraints decide or its parent stretches it to")
        let stretched = grid(nil)
        stretched.column.layoutIfNeeded()
        expectFrame(stretched.card, Rect(x: 0, y: 0, width: 173, height: 96))
        #expect(Self.note(stretched.card, .width, in: stretched.grid)?.hasPrefix("a's flex basis is 161.1, 45% of grid's content box") == true)
    }

    /// A scroll item growing into a 300-point column under a 100-point
    /// header: its auto basis measures 0 (its content does not size it),
    /// and the note says so rather than read as a basis of 0 given.
    @Test func anAutoBasisThatMeasuresZeroSaysSo() throws {
        let header = LayoutItem(name: "header", intrinsicContentSize: IntrinsicSize(width: 40, height: 100))
        let scroll = ScrollItem(name: "scroll")
        let column = flexStack("column", .vertical, [header, scroll])
        column.sizeRange = StackSizeRange(minimum: Size(width: 40, height: 300), maximum: Size(width: 40, height: 300))
        column.setFlexOptions(FlexItemOptions(grow: 1), for: scroll)
        column.layoutIfNeeded()
        expectFrame(scroll, Rect(x: 0, y: 100, width: 40, height: 200))
        #expect(Self.note(scroll, .height, in: column)
            == "scroll's flex basis is 0, auto: scroll measures 0 high, as a scroll item's content does not size it;"
                + " it grew by all the 200 points free in column's line (flexGrow 1)")
    }

    /// A column as a scroll item's content with no width of its own: a
    /// title of one 200-point line with margins of 16, and a 4:3 hero.
    /// The column is as wide as the title with its margins, 232, the hero
    /// stretched across it only after it was measured at 0 high (the
    /// column's width was not definite then). Both notes say so, and what
    /// gives the column a width.
    @Test func aRatioStretchedAfterItsColumnWasMeasuredSaysWhyItIsZero() throws {
        let hero = LayoutItem(name: "hero")
        hero.aspectRatio = 4.0 / 3.0
        let title = LayoutItem(name: "title")
        title.measuredContent = WrappedText(words: [200], lineHeight: 30)
        let column = flexStack("column", .vertical, [hero, title])
        column.setFlexOptions(FlexItemOptions(margin: FlexMargins(leading: 16, trailing: 16)), for: title)
        let scroll = ScrollItem(name: "scroll")
        scroll.addChild(column)
        try LayoutConstraint.activate([
            scroll.widthAnchor.constraint(equalToConstant: 390), scroll.heightAnchor.constraint(equalToConstant: 600),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        ])
        scroll.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 232, height: 30))
        expectFrame(hero, Rect(x: 0, y: 0, width: 232, height: 0))
        #expect(Self.note(hero, .height, in: column)
            == "hero has an aspect ratio but no intrinsic size, measure function or children: the ratio needs a width as"
                + " column measures it, and column's width was not definite then (its items decide it); stretched across"
                + " column to 232 only afterwards, it keeps the height 0 it was measured at. Give column a width its items"
                + " do not decide (as a scroll item's content, column.width == scroll.frame.width), or hero a width of its own")
        let fit = column.generatedConstraints.first { $0.identifier == "STK-content-fit" && $0.firstAttribute == .width }
        #expect(fit?.note == "column is as wide as its widest item, title with its margins, 200 + 32 = 232; the others"
                    + " stretch across it (alignItems stretch)")
    }

    @Test func aLoneGrowerTakesAllTheFreeRoom() throws {
        let (column, first, second) = Self.column(grow: (1, 0))
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 250))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1)")
        #expect(Self.note(second, .height, in: column)
            == "second's flex basis is 50; it does not grow (flexGrow 0): the 150 points free in column's line go to the items that do")
        // Across the axis no flexing decides: the stretch to the column's width does.
        #expect(Self.note(first, .width, in: column) == "first is stretched across column (alignItems stretch): its width is column's, 40")
        #expect(first.explanation(of: .height).description == """
            first.height = 250
              250  STK-flex-size: first.height == 250
            Note: first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1).
            """)
    }

    /// React Native's `flex: 1` written as Texture's options (grow 1,
    /// shrink 1, basis 0) in a column whose height its items decide: each
    /// cell is 0 high, as in Texture, and the note says why and what Yoga
    /// does there (it measures the content: each cell 20 high), which
    /// the basis left auto gives here.
    @Test func aBasisOfZeroAlongAColumnSizedByItsItemsSaysWhereItsRoomWent() throws {
        func column(basis: FlexDimension) throws -> (root: LayoutItem, cells: [StackItem]) {
            let column = StackItem(name: "column", arrangedItems: [])
            column.axis = .vertical
            column.distribution = .flex(.start)
            let cells = (1...2).map { index in
                let text = LayoutItem(name: "text\(index)")
                text.measuredContent = WrappedText(words: [30], lineHeight: 20)
                let cell = StackItem(name: "cell\(index)", arrangedItems: [text])
                cell.axis = .vertical
                cell.distribution = .flex(.start)
                column.addArrangedItem(cell)
                column.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1, basis: basis), for: cell)
                return cell
            }
            let root = LayoutItem(name: "root")
            root.addChild(column)
            try LayoutConstraint.activate([column.widthAnchor.constraint(equalToConstant: 100),
                                           column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                           column.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            return (root, cells)
        }
        let zero = try column(basis: 0)
        expectFrame(zero.cells[1], Rect(x: 0, y: 0, width: 100, height: 0))
        #expect(Self.note(zero.cells[1], .height, in: zero.cells[1].parent as! StackItem)
            == "cell2's flex basis is 0, as given, and column's height comes from its items' bases, which leaves no"
                + " room to grow into (Yoga measures an item's content instead of its basis along a stack whose height"
                + " is not given: for React Native's flex: 1 there, leave the basis auto)")
        let auto = try column(basis: .auto)
        expectFrame(auto.cells[0], Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(auto.cells[1], Rect(x: 0, y: 20, width: 100, height: 20))
        // Along a height given, a basis of 0 shares the room as Yoga does.
        let given = try column(basis: 0)
        try LayoutConstraint.activate([given.cells[0].parent!.heightAnchor.constraint(equalToConstant: 100)])
        given.root.layoutIfNeeded()
        expectFrame(given.cells[1], Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(Self.note(given.cells[1], .height, in: given.cells[1].parent as! StackItem)
            == "cell2's flex basis is 0; it grew by 50 of the 100 points free in column's line (flexGrow 1 of 2)")
    }

    /// In a row that wraps (90 wide, spacing 8): a 40 × 30 chip, an empty
    /// one (no size of its own) with a top margin of 4, and a 40 × 20 chip
    /// that wraps onto a second line. The empty chip is stretched from 0
    /// to its line's 30 less its margin, 26, and says so; the first chip
    /// sets its line's 30 and the last its own line's 20, and neither is
    /// said to be stretched.
    @Test func aChipStretchedAcrossItsLineSaysFromWhat() throws {
        let tall = LayoutItem(name: "tall", intrinsicContentSize: IntrinsicSize(width: 40, height: 30))
        let empty = LayoutItem(name: "empty")
        let short = LayoutItem(name: "short", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))
        let row = StackItem(name: "row", arrangedItems: [tall, empty, short])
        row.distribution = .flex(.start)
        row.spacing = 8
        row.flexWrap = .wrap
        row.sizeRange = StackSizeRange(minimum: Size(width: 90, height: 0), maximum: Size(width: 90, height: .infinity))
        row.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 4, left: 0, bottom: 0, right: 0)), for: empty)
        row.layoutIfNeeded()
        expectFrame(empty, Rect(x: 48, y: 4, width: 0, height: 26))
        expectFrame(short, Rect(x: 0, y: 30, width: 40, height: 20))
        #expect(Self.note(empty, .height, in: row)
            == "empty is stretched from its own 0 across line 1 of row (alignItems stretch): 30 (the line's height) − 4 (empty's top margin) = 26")
        #expect(Self.note(tall, .height, in: row) == nil && Self.note(short, .height, in: row) == nil)
    }

    /// Squares that grow along a 300-point row (basis 100, spacing 20, 80
    /// free, 40 each) are as high as they are wide through their aspect
    /// ratio, 140; a banner of 2 (width ÷ height) down a 300-point column
    /// stretched across it is 300 wide and 150 high, across the column 300
    /// by the stretch, not by its ratio. The note gives the arithmetic where
    /// the ratio gives the length across, or the length along that no
    /// flexing changed; the banner's width is the stretch's.
    @Test func aLengthAcrossFromTheAspectRatioSaysSo() throws {
        let squares = (1...2).map { LayoutItem(name: "square\($0)") }
        let row = StackItem(name: "row", arrangedItems: squares)
        row.distribution = .flex(.start)
        row.alignment = .start
        row.spacing = 20
        row.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: 400))
        for square in squares {
            square.aspectRatio = 1
            row.setFlexOptions(FlexItemOptions(grow: 1, basis: 100), for: square)
        }
        row.layoutIfNeeded()
        expectFrame(squares[1], Rect(x: 160, y: 0, width: 140, height: 140))
        #expect(Self.note(squares[1], .height, in: row) == "square2's height is its width, 140, ÷ its aspectRatio 1")
        let banner = LayoutItem(name: "banner")
        banner.aspectRatio = 2
        let column = StackItem(name: "column", arrangedItems: [banner])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: 400))
        column.layoutIfNeeded()
        expectFrame(banner, Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(Self.note(banner, .width, in: column) == "banner is stretched across column (alignItems stretch): its width is column's, 300")
        // Along the column its height is its basis, from the ratio, and no
        // flexing changed it: the note says where it came from all the same
        // (it had none, where a length across had one).
        #expect(Self.note(banner, .height, in: column) == "banner's height is its width, 300, ÷ its aspectRatio 2")
    }

    /// Text that wrapped in a flex column: its length is what its content
    /// measures at the width it was laid out at, and the note gives that
    /// and what it measures offered any width. Three words of 40, 4 apart,
    /// are 128 on one line; in the column's 100 two fit a line (84), so
    /// two lines of 20. A word that fits gets no note.
    @Test func wrappedTextSaysWhatItMeasuresAtItsWidthAndAtAnyWidth() throws {
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [40, 40, 40])
        let word = LayoutItem(name: "word")
        word.measuredContent = WrappedText(words: [40])
        let column = StackItem(name: "column", arrangedItems: [text, word])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 0), maximum: Size(width: 100, height: 300))
        column.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 100, height: 40))
        let wrapped = "text's content is 84 × 40 within the width it was laid out at, 100; offered any width it is 128 × 20"
        #expect(Self.note(text, .height, in: column) == wrapped)
        #expect(Self.note(text, .width, in: column) == "text is stretched across column (alignItems stretch): its width is column's, 100. " + wrapped)
        #expect(Self.note(word, .height, in: column) == nil)
        #expect(text.explanation(of: .height).description == """
            text.height = 40
              40  STK-flex-size: text.height == 40
            Note: \(wrapped).
            """)
    }

    /// Text that wrapped and then shrank: the length's note says how the
    /// basis shrank and, as a length that did not flex, what the text
    /// measures, which is where the basis comes from. Before, the shrink
    /// note alone was given and the basis of 40 went unexplained. The only
    /// item that shrinks takes all of the overflow, said as a lone
    /// grower's is (it read "10 of the 10 points … of 40 in all"). Three
    /// words of 40 on two lines of 20 in a 100-wide column 30 high.
    @Test func wrappedTextThatShrankSaysBothHowAndWhatItMeasures() throws {
        let text = LayoutItem(name: "text")
        text.measuredContent = WrappedText(words: [40, 40, 40])
        let column = StackItem(name: "column", arrangedItems: [text])
        column.axis = .vertical
        column.distribution = .flex(.start)
        column.setFlexOptions(FlexItemOptions(shrink: 1), for: text)
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 30), maximum: Size(width: 100, height: 30))
        column.layoutIfNeeded()
        expectFrame(text, Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(Self.note(text, .height, in: column)
            == "text's flex basis is 40; it shrank by all the 10 points by which column's line overflows"
            + " (flexShrink 1, the only item that shrinks). text's content is 84 × 40 within the width it was laid out at, 100; offered any width it is 128 × 20")
    }

    /// A generated constraint kept after its tree is gone has no note: the
    /// note would be about an item that no longer exists (reading it
    /// trapped on the released item).
    @Test func aKeptConstraintWhoseItemIsGoneHasNoNote() throws {
        var kept: LayoutConstraint?
        do {
            let (column, first, _) = Self.column(grow: (1, 0))
            column.layoutIfNeeded()
            kept = column.generatedConstraints.first { $0.identifier == "STK-flex-size" && $0.firstItem === first
                && $0.firstAttribute == .height }
            #expect(kept?.note?.hasPrefix("first's flex basis is 100") == true)
        }
        #expect(kept != nil && kept?.note == nil)
        #expect(kept?.description == "STK-flex-size: first.height == 250")
    }

    /// 150 free shared 1 : 2: 50 and 100.
    @Test func growersShareByTheirFactors() {
        let (column, first, second) = Self.column(grow: (1, 2))
        column.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 150, width: 40, height: 150))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by 50 of the 150 points free in column's line (flexGrow 1 of 3)")
    }

    /// The item a user forgot to let grow: the room is left over, and the
    /// notes of the lengths and of the positions along the axis say so.
    @Test func roomNoItemTakesIsCalledOut() {
        let (column, first, second) = Self.column(grow: (0, 0))
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 100))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; the 150 points free in column's line go to no item: none has flexGrow")
        #expect(Self.note(second, .top, in: column)
            == "the 150 points free in column's line go to no item (none has flexGrow): justifyContent start leaves them after the last item")
        #expect(second.explanation(of: .top).description == """
            second.top = 100
              100  STK-flex-position: second.top == column.top + 100
            Note: the 150 points free in column's line go to no item (none has flexGrow): justifyContent start leaves them after the last item.
            """)
        // Across the axis nothing is left over to tell.
        #expect(Self.note(second, .left, in: column) == nil)
    }

    /// An auto margin takes the room no item grows into: the length's note
    /// says so, and the positions it moves have no note to blame the
    /// justification.
    @Test func roomAnAutoMarginTakesIsNotBlamedOnTheJustification() {
        let (column, first, second) = Self.column(grow: (0, 0))
        column.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: .auto, left: 0, bottom: 0, right: 0)), for: second)
        column.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 250, width: 40, height: 50))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; the 150 points free in column's line go to its auto margins: none has flexGrow")
        #expect(Self.note(second, .top, in: column) == nil)
    }

    /// 120 high: 30 too long, shrunk by flexShrink × basis, 1 × 100 against
    /// 1 × 50: 20 and 10.
    @Test func shrinkersGiveUpByFactorTimesBasis() {
        let (column, first, second) = Self.column(grow: (0, 0), shrink: (1, 1), height: 120)
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 80))
        expectFrame(second, Rect(x: 0, y: 80, width: 40, height: 40))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it shrank by 20 of the 30 points by which column's line overflows (flexShrink 1 × its basis, of 150 in all)")
        let (rigid, top, _) = Self.column(grow: (0, 0), height: 120)
        rigid.layoutIfNeeded()
        #expect(Self.note(top, .height, in: rigid)
            == "first's flex basis is 100; no item of column's line shrinks (none has flexShrink), which overflows by 30 points")
    }

    /// Texture lets the offer of a grown or shrunk length pass the item's
    /// own maximum or minimum (CSS would hold it there), and the note says
    /// so: grown to 250 past a maximum of 180, shrunk to 80 below a minimum
    /// of 90.
    @Test func boundsThatFlexingPassesAreNamed() {
        let (column, first, _) = Self.column(grow: (1, 0))
        column.setFlexOptions(FlexItemOptions(grow: 1, maximumSize: FlexSize(height: 180)), for: first)
        column.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 40, height: 250))
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1); as in Texture, growing takes it past its maximum, 180")
        let (short, top, _) = Self.column(grow: (0, 0), shrink: (1, 1), height: 120)
        short.setFlexOptions(FlexItemOptions(shrink: 1, minimumSize: FlexSize(height: 90)), for: top)
        short.layoutIfNeeded()
        expectFrame(top, Rect(x: 0, y: 0, width: 40, height: 80))
        #expect(Self.note(top, .height, in: short)
            == "first's flex basis is 100; it shrank by 20 of the 30 points by which column's line overflows (flexShrink 1 × its basis, of 150 in all); as in Texture, shrinking takes it below its minimum, 90")
    }

    /// A row 200 wide (spacing 10, lineSpacing 5) of chips 60, 80 (grow
    /// 1), 90, 50 (grow 2) and 120 wraps onto three lines: 60 + 10 + 80 =
    /// 150 leaves 50 on the first, all to the second chip (130); 90 + 10 +
    /// 50 leaves 50 on the second, all to the fourth (100); 120 alone
    /// leaves 80 on the third, to no chip. Each note names its line, and
    /// each basis and growth add up to the length.
    @Test func aWrappingStackNamesTheLine() {
        let chips = [("a", 60.0, 0.0), ("b", 80, 1), ("c", 90, 0), ("d", 50, 2), ("e", 120, 0)]
        let items = chips.map { fixedSizeItem($0.0, $0.1, 20) }
        let row = flexStack("chips", .horizontal, items, spacing: 10)
        row.flexWrap = .wrap
        row.lineSpacing = 5
        for (item, chip) in zip(items, chips) { row.setFlexOptions(FlexItemOptions(grow: chip.2), for: item) }
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        row.layoutIfNeeded()
        expectFrame(items[1], Rect(x: 70, y: 0, width: 130, height: 20))
        expectFrame(items[3], Rect(x: 100, y: 25, width: 100, height: 20))
        expectFrame(items[4], Rect(x: 0, y: 50, width: 120, height: 20))
        #expect(Self.note(items[1], .width, in: row)
            == "b's flex basis is 80; it grew by all the 50 points free in line 1 of chips (flexGrow 1)")
        #expect(Self.note(items[2], .width, in: row)
            == "c's flex basis is 90; it does not grow (flexGrow 0): the 50 points free in line 2 of chips go to the items that do")
        #expect(Self.note(items[3], .width, in: row)
            == "d's flex basis is 50; it grew by all the 50 points free in line 2 of chips (flexGrow 2)")
        #expect(Self.note(items[4], .width, in: row)
            == "e's flex basis is 120; the 80 points free in line 3 of chips go to no item: none has flexGrow")
        #expect(Self.note(items[4], .left, in: row)
            == "the 80 points free in line 3 of chips go to no item (none has flexGrow): justifyContent start leaves them after the last item")
        #expect(Self.note(items[4], .top, in: row) == "e is on line 3 of chips, of 3 lines")
        // A line whose room an item took places each item after the one before it.
        #expect(Self.note(items[3], .left, in: row)
            == "d follows c from the left in line 2 of chips: 90 (where c ends) + 10 (spacing) = 100")
    }

    /// A wrapping stack's length across its lines, as an item of its
    /// column, adds up line by line (trial forty-five's month grid of six
    /// lines had no note): chips 60 × 20, 60 × 30 and 30 × 10 in a row 100
    /// wide, lineSpacing 4 and top padding 8, wrap onto lines of 20 and 30
    /// (the third chip stretched to its line): 20 + 4 + 30 + 8 = 62. Lines
    /// reversed across add up in the order they stand on the screen.
    @Test func aWrappingStackAddsUpItsLines() {
        let items = [fixedSizeItem("a", 60, 20), fixedSizeItem("b", 60, 30), fixedSizeItem("c", 30, 10)]
        let tags = flexStack("tags", .horizontal, items)
        tags.flexWrap = .wrap
        tags.lineSpacing = 4
        tags.padding = FlexPadding(top: 8, left: 0, bottom: 0, right: 0)
        let column = flexStack("column", .vertical, [tags])
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 0), maximum: Size(width: 100, height: .infinity))
        column.layoutIfNeeded()
        expectFrame(tags, Rect(x: 0, y: 0, width: 100, height: 62))
        expectFrame(items[2], Rect(x: 60, y: 32, width: 30, height: 30))
        #expect(Self.note(tags, .height, in: column)
            == "tags fits its lines: 20 (line 1's height) + 4 (lineSpacing) + 30 (line 2's height) + 8 (its top padding) = 62")
        tags.flexWrap = .wrapReverse
        column.layoutIfNeeded()
        #expect(Self.note(tags, .height, in: column)
            == "tags fits its lines: 30 (line 2's height) + 4 (lineSpacing) + 20 (line 1's height) + 8 (its top padding) = 62")
    }

    /// A wrapping stack's length along its axis is its longest line's, and
    /// the note adds that line up alone (trial fifty-five's dashboard of
    /// stat cards summed the cards of both its lines, the chart on the
    /// second among them, to a total they did not make): chips 40 wide,
    /// spacing 10, in a column 100 wide that does not stretch them: a and
    /// b on line 1 (40 + 10 + 40 = 90), c on line 2.
    @Test func aWrappingStackAddsUpItsLongestLine() {
        let items = [fixedSizeItem("a", 40, 20), fixedSizeItem("b", 40, 20), fixedSizeItem("c", 40, 20)]
        let tags = flexStack("tags", .horizontal, items, spacing: 10)
        tags.flexWrap = .wrap
        let column = flexStack("column", .vertical, [tags], alignment: .start)
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 0), maximum: Size(width: 100, height: .infinity))
        column.layoutIfNeeded()
        expectFrame(tags, Rect(x: 0, y: 0, width: 90, height: 40))
        expectFrame(items[2], Rect(x: 0, y: 20, width: 40, height: 20))
        #expect(Self.note(tags, .width, in: column)
            == "tags fits its widest line, line 1: 40 (a's width) + 10 (spacing) + 40 (b's width) = 90")
    }

    /// A flex root's content size, which it asks for at its hugging and
    /// compression resistance, says what its items add up to, as a nested
    /// stack's length does (trial forty-five's keyboard, a column of rows,
    /// had no note on its height): rows 42 high, spacing 11, padding 8
    /// above and 4 below: 42 + 11 + 42 + 8 + 4 = 107.
    @Test func aRootsContentSizeAddsUpItsItems() {
        let rows = [fixedSizeItem("row1", 100, 42), fixedSizeItem("row2", 100, 42)]
        let keyboard = flexStack("keyboard", .vertical, rows, spacing: 11)
        keyboard.padding = FlexPadding(top: 8, left: 0, bottom: 4, right: 0)
        keyboard.sizeRange = StackSizeRange(minimum: Size(width: 320, height: 0), maximum: Size(width: 320, height: .infinity))
        keyboard.layoutIfNeeded()
        expectFrame(rows[1], Rect(x: 0, y: 61, width: 320, height: 42))
        #expect(keyboard.explanation(of: .height).description.hasSuffix("""
            Note: keyboard fits its items: 42 (row1's height) + 11 (spacing) + 42 (row2's height) \
            + 8 (its top padding) + 4 (its bottom padding) = 107.
            """))
    }

    /// A line of one item (the last of a grid) has no room between items:
    /// `spaceBetween` places it as `start` does, `spaceAround` and
    /// `spaceEvenly` as `center`, and the note says so. Two chips of 120 in
    /// a row of 200 take a line each, 80 free on each.
    @Test(arguments: [(FlexJustification.spaceBetween, 0.0, "leaves them after its only item, as start does"),
                      (.spaceAround, 40, "puts half before its only item and half after, as center does"),
                      (.spaceEvenly, 40, "puts half before its only item and half after, as center does")])
    func aLoneItemIsPlacedAsStartOrCenterSay(_ justification: FlexJustification, _ x: Double, _ words: String) {
        let items = [fixedSizeItem("a", 120, 20), fixedSizeItem("b", 120, 20)]
        let row = flexStack("row", .horizontal, items, justification)
        row.flexWrap = .wrap
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        row.layoutIfNeeded()
        expectFrame(items[1], Rect(x: x, y: 20, width: 120, height: 20))
        #expect(Self.note(items[1], .left, in: row)
            == "the 80 points free in line 2 of row go to no item (none has flexGrow): justifyContent \(justification) \(words)")
    }

    /// Lines that leave room across their stack: the position across says
    /// which line the item is on and where alignContent put that room. Two
    /// chips of 120 in a row 200 × 100 take a line of 20 each, 60 free.
    @Test(arguments: [(FlexAlignContent.start, 20.0, "leaves them after the last line"),
                      (.center, 50, "puts half before the first line and half after the last"),
                      (.end, 80, "puts them before the first line"),
                      (.spaceBetween, 80, "puts them between the lines"),
                      (.spaceAround, 65, "puts them around the lines, half as much at the ends"),
                      (.spaceEvenly, 60, "puts them evenly between and around the lines")])
    func theRoomAcrossLinesIsPlacedAsAlignContentSays(_ alignContent: FlexAlignContent, _ y: Double, _ words: String) {
        let items = [fixedSizeItem("a", 120, 20), fixedSizeItem("b", 120, 20)]
        let row = flexStack("row", .horizontal, items, alignment: .top)
        row.flexWrap = .wrap
        row.alignContent = alignContent
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 100), maximum: Size(width: 200, height: 100))
        row.layoutIfNeeded()
        expectFrame(items[1], Rect(x: 0, y: y, width: 120, height: 20))
        #expect(Self.note(items[1], .top, in: row)
            == "b is on line 2 of row, of 2 lines, which leave 60 points free across row: alignContent \(alignContent) \(words)")
    }

    /// A line too long that nothing shrinks: the positions along it say it
    /// spills, and where. Chips of 120 and 100 in a row of 200, 20 too long.
    @Test(arguments: [(FlexJustification.start, 120.0, "lets it spill past the end"),
                      (.end, 100, "lets it spill past the start"),
                      (.center, 110, "lets it spill past both ends, half at each"),
                      (.spaceBetween, 120, "lets it spill past the end, as start does"),
                      (.spaceEvenly, 110, "lets it spill past both ends, half at each, as center does")])
    func anOverflowNothingShrinksSaysWhereItSpills(_ justification: FlexJustification, _ x: Double, _ words: String) {
        let items = [fixedSizeItem("a", 120, 20), fixedSizeItem("b", 100, 20)]
        let row = flexStack("row", .horizontal, items, justification)
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 0), maximum: Size(width: 200, height: .infinity))
        row.layoutIfNeeded()
        expectFrame(items[1], Rect(x: x, y: 0, width: 100, height: 20))
        #expect(Self.note(items[1], .left, in: row)
            == "row's line overflows by 20 points and no item shrinks (none has flexShrink): justifyContent \(justification) \(words)")
    }

    /// An absolute item's position says which offset placed it, from which
    /// edge of the stack, or that it has none on that axis. A 20 × 20 badge
    /// in a column 200 × 100, padding 10, justifyContent center.
    @Test func anAbsoluteItemSaysWhatPlacedIt() {
        let badge = fixedSizeItem("badge", 20, 20)
        let column = flexStack("column", .vertical, [fixedSizeItem("a", 50, 20), badge], .center)
        column.padding = FlexPadding(all: 10)
        column.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 100), maximum: Size(width: 200, height: 100))
        column.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(right: .fraction(0.1))), for: badge)
        column.layoutIfNeeded()
        // x: 200 − 20 − 20; y: centred alone in the 80 of content, 10 + 30.
        expectFrame(badge, Rect(x: 160, y: 40, width: 20, height: 20))
        #expect(Self.note(badge, .left, in: column)
            == "badge is absolute, out of the flow of column: its right offset places it 10% of column's width from column's right edge")
        #expect(Self.note(badge, .top, in: column)
            == "badge is absolute, out of the flow of column, with no vertical offset: placed where justifyContent center puts it alone in the content box")
        #expect(Self.note(badge, .width, in: column) == nil)
    }

    /// An absolute item's margin on the edge its offset places it from
    /// adds to the offset, and the note says so, so that its arithmetic
    /// comes to the position: a floating button 56 wide centred over a tab
    /// bar 375 wide by `left` 50 % and a left margin of −28, at 187.5 − 28.
    @Test func anAbsoluteItemsMarginAddsToItsOffset() {
        let button = fixedSizeItem("button", 56, 56)
        let bar = flexStack("bar", .horizontal, [fixedSizeItem("tab", 75, 49), button])
        bar.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 83), maximum: Size(width: 375, height: 83))
        bar.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: -28, bottom: 0, right: 0), position: .absolute,
                                           offset: FlexOffsets(left: .fraction(0.5), top: -20)), for: button)
        bar.layoutIfNeeded()
        expectFrame(button, Rect(x: 159.5, y: -20, width: 56, height: 56))
        #expect(Self.note(button, .left, in: bar)
            == "button is absolute, out of the flow of bar: its left offset places it 50% of bar's width from bar's left edge, plus its left margin, -28")
        #expect(Self.note(button, .top, in: bar)
            == "button is absolute, out of the flow of bar: its top offset places it -20 from bar's top edge")
    }

    /// A basis that comes from the item's aspect ratio, or from a fraction
    /// of the stack, says so: a 16:9 hero stretched across a column 375 wide
    /// and 300 high is 375 ÷ 16/9 = 210.9375 high, 89.0625 of the column
    /// left free; a tile of 30 % in a row 200 wide is 60, 140 left.
    @Test func aBasisSaysWhereItCameFrom() {
        let hero = LayoutItem(name: "hero")
        hero.aspectRatio = 16.0 / 9.0
        let column = flexStack("column", .vertical, [hero])
        column.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 300), maximum: Size(width: 375, height: 300))
        column.layoutIfNeeded()
        expectFrame(hero, Rect(x: 0, y: 0, width: 375, height: 210.9375))
        #expect(Self.note(hero, .height, in: column)
            == "hero's flex basis is 210.9375, its width, 375, ÷ its aspect ratio, 1.777778; the 89.0625 points free in column's line go to no item: none has flexGrow")
        let tile = fixedSizeItem("tile", 10, 10)
        let row = flexStack("row", .horizontal, [tile])
        row.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 50), maximum: Size(width: 200, height: 50))
        row.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(0.3))), for: tile)
        row.layoutIfNeeded()
        expectFrame(tile, Rect(x: 0, y: 0, width: 60, height: 50))
        #expect(Self.note(tile, .width, in: row)
            == "tile's flex basis is 60, its size, 30% of row's content box, 200 wide; the 140 points free in row's line go to no item: none has flexGrow")
    }

    /// A flex basis given as a fraction names it and the content box it is
    /// of, also where the items fill their line and nothing flexes (trial
    /// forty-five's month grid, each day a seventh of it, had no note at
    /// all): four days of 25 % in a row 200 wide are 50 each. A fraction
    /// of a length that is not definite counts as not given, and the note
    /// says so: a 50 % high item in a column of at least 100 is as high
    /// as its content, 30, not 50 % of the column.
    @Test func aFractionBasisNamesItsContentBox() {
        let days = (1...4).map { fixedSizeItem("day\($0)", 10, 10) }
        let week = flexStack("week", .horizontal, days)
        week.sizeRange = StackSizeRange(minimum: Size(width: 200, height: 44), maximum: Size(width: 200, height: 44))
        for day in days { week.setFlexOptions(FlexItemOptions(basis: .fraction(0.25)), for: day) }
        week.layoutIfNeeded()
        expectFrame(days[3], Rect(x: 150, y: 0, width: 50, height: 44))
        #expect(Self.note(days[3], .width, in: week)
            == "day4's flex basis is 50, 25% of week's content box, 200 wide; its items fill week's line, so none grows or shrinks")
        let half = fixedSizeItem("half", 10, 30)
        let column = flexStack("column", .vertical, [half, fixedSizeItem("rest", 10, 20)])
        column.sizeRange = StackSizeRange(minimum: Size(width: 100, height: 100), maximum: Size(width: 100, height: .infinity))
        column.setFlexOptions(FlexItemOptions(size: FlexSize(height: .fraction(0.5))), for: half)
        column.layoutIfNeeded()
        expectFrame(half, Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(Self.note(half, .height, in: column)
            == "half's height of 50% counts as not given, as column's height is not definite (its items decide it): a"
                + " percentage needs a stack whose height its size range fixes, its constraints decide or its parent"
                + " stretches it to. half's flex basis is 30; the 50 points free in column's line go to no item: none has"
                + " flexGrow")
    }

    /// A length that is the item's own minimum or maximum names it: a sheet
    /// of width 100 % and at most 500, at least 30 % high, in a column of
    /// 1024 × 768 is 500 wide (its maximum) and 230.4 high (30 % of 768,
    /// above the 50 its content wants). In a column 375 wide the 100 % is
    /// below the maximum, and the width gets no note.
    @Test func aLengthHeldByTheItemsOwnBoundNamesIt() {
        let sheet = flexStack("sheet", .vertical, [fixedSizeItem("content", 100, 50)])
        let backdrop = flexStack("backdrop", .vertical, [sheet], .end, alignment: .center)
        backdrop.setFlexOptions(FlexItemOptions(size: FlexSize(width: .fraction(1)),
                                                minimumSize: FlexSize(height: .fraction(0.3)),
                                                maximumSize: FlexSize(width: 500)), for: sheet)
        backdrop.sizeRange = StackSizeRange(minimum: Size(width: 1024, height: 768), maximum: Size(width: 1024, height: 768))
        backdrop.layoutIfNeeded()
        expectFrame(sheet, Rect(x: 262, y: 537.6, width: 500, height: 230.4))
        #expect(Self.note(sheet, .width, in: backdrop) == "sheet's width is its maximum, 500")
        #expect(Self.note(sheet, .height, in: backdrop)
            == "sheet's flex basis is 230.4, held at its minimum height, 230.4 (30% of backdrop's content box); the 537.6 points free in backdrop's line go to no item: none has flexGrow")
        backdrop.sizeRange = StackSizeRange(minimum: Size(width: 375, height: 667), maximum: Size(width: 375, height: 667))
        backdrop.layoutIfNeeded()
        expectFrame(sheet, Rect(x: 0, y: 466.9, width: 375, height: 200.1))
        #expect(Self.note(sheet, .width, in: backdrop) == nil)
    }

    /// A basis that is the item's own minimum names it when the item then
    /// grows too (trial thirty-seven): a recipients field of `minSize`
    /// width 80 and `flexGrow` 1 after a 76-point chip, spacing 6, in a row
    /// of 288 grows by 288 − 162 = 126 to 206. "flex basis is 80" alone
    /// read as a basis the user never set.
    @Test func aGrownLengthFromTheItemsOwnMinimumNamesIt() {
        let chip = fixedSizeItem("chip", 76, 28)
        let field = LayoutItem(name: "field")
        let row = flexStack("row", .horizontal, [chip, field], spacing: 6)
        row.setFlexOptions(FlexItemOptions(grow: 1, size: FlexSize(height: 28), minimumSize: FlexSize(width: 80)),
                           for: field)
        row.sizeRange = StackSizeRange(minimum: Size(width: 288, height: 28), maximum: Size(width: 288, height: 28))
        row.layoutIfNeeded()
        expectFrame(field, Rect(x: 82, y: 0, width: 206, height: 28))
        #expect(Self.note(field, .width, in: row)
            == "field's flex basis is 80, held at its minimum width, 80; it grew by all the 126 points free in row's line (flexGrow 1)")
    }

    /// A wrapping stack on one line has one line to speak of, as a stack
    /// that does not wrap.
    @Test func aWrappingStackOnOneLineSaysItsLine() {
        let (column, first, second) = Self.column(grow: (1, 0))
        column.flexWrap = .wrap
        column.layoutIfNeeded()
        #expect(Self.note(first, .height, in: column)
            == "first's flex basis is 100; it grew by all the 150 points free in column's line (flexGrow 1)")
        #expect(Self.note(second, .left, in: column) == nil)
    }

    /// A line that fits exactly has nothing to explain.
    @Test func aLineWithoutRoomHasNoNote() {
        let (column, first, _) = Self.column(grow: (1, 0), height: 150)
        column.layoutIfNeeded()
        #expect(Self.note(first, .height, in: column) == nil)
    }

    /// A card: a column padded 12, a 80 × 30 title over a 120 × 20 body, 6
    /// apart, each at its start across.
    private static func card() -> (card: StackItem, body: LayoutItem) {
        let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 80, height: 30))
        let body = LayoutItem(name: "body", intrinsicContentSize: IntrinsicSize(width: 120, height: 20))
        let card = StackItem(name: "card", arrangedItems: [title, body])
        card.axis = .vertical
        card.distribution = .flex(.start)
        card.alignment = .start
        card.spacing = 6
        card.padding = FlexPadding(all: 12)
        return (card, body)
    }

    /// A list 300 wide (up to 400 high) holding `stack`, laid out.
    private static func list(holding stack: StackItem, alignment: StackAlignment) -> StackItem {
        let list = StackItem(name: "list", arrangedItems: [stack])
        list.axis = .vertical
        list.distribution = .flex(.start)
        list.alignment = alignment
        list.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: 400))
        list.layoutIfNeeded()
        return list
    }

    /// A card (a column padded 12, a 80 × 30 title over a 120 × 20 body, 6
    /// apart) in a list that does not stretch it: its lengths are what its
    /// items need, and the notes add them up. Stretched across the list,
    /// its width is the list's, and the note says so.
    @Test(arguments: [StackAlignment.start, .fill])
    func aNestedStackFitsItsItems(_ alignment: StackAlignment) {
        let (card, _) = Self.card()
        let list = Self.list(holding: card, alignment: alignment)
        expectFrame(card, Rect(x: 0, y: 0, width: alignment == .fill ? 300 : 144, height: 80))
        #expect(Self.note(card, .height, in: list)
            == "card fits its items: 30 (title's height) + 6 (spacing) + 20 (body's height) + 12 (its top padding) + 12 (its bottom padding) = 80")
        #expect(Self.note(card, .width, in: list) == (alignment == .fill
            ? "card is stretched across list (alignItems stretch): its width is list's, 300"
            : "card fits its items: 120 (body's width, its widest item) + 12 (its left padding) + 12 (its right padding) = 144"))
    }

    /// An item's margins along the nested stack's axis count with its
    /// length: a card of a 30-point title over a 20-point body with a top
    /// margin of 4, 6 apart, padded 12, is 84 high.
    @Test func anItemsMarginsCountWithItsLength() {
        let (card, body) = Self.card()
        card.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 4, left: 0, bottom: 0, right: 0)), for: body)
        let list = Self.list(holding: card, alignment: .start)
        expectFrame(body, Rect(x: 12, y: 52, width: 120, height: 20))
        #expect(Self.note(card, .height, in: list)
            == "card fits its items: 30 (title's height) + 6 (spacing) + 24 (body's height and margins) + 12 (its top padding) + 12 (its bottom padding) = 84")
    }

    /// A gap that an item's spacingBefore widens names it beside the
    /// stack's spacing: 30 + 6 + 4 + 20, padded 12, is 84 high.
    @Test func aSpacingBeforeIsNamedInTheSum() {
        let (card, body) = Self.card()
        card.setFlexOptions(FlexItemOptions(spacingBefore: 4), for: body)
        let list = Self.list(holding: card, alignment: .start)
        expectFrame(body, Rect(x: 12, y: 52, width: 120, height: 20))
        #expect(Self.note(card, .height, in: list) == "card fits its items: 30 (title's height) + 6 (spacing)"
            + " + 4 (body's spacingBefore) + 20 (body's height) + 12 (its top padding) + 12 (its bottom padding) = 84")
    }

    /// A row with no padding across it is as high as its tallest item,
    /// which the note names; with two items as tall, the frames cannot
    /// tell which decides, and there is no note.
    @Test(arguments: [50.0, 30.0])
    func aRowIsAsHighAsItsTallestItem(_ secondHeight: Double) {
        let first = LayoutItem(name: "first", intrinsicContentSize: IntrinsicSize(width: 40, height: 30))
        let second = LayoutItem(name: "second", intrinsicContentSize: IntrinsicSize(width: 40, height: secondHeight))
        let row = StackItem(name: "row", arrangedItems: [first, second])
        row.distribution = .flex(.start)
        row.alignment = .start
        let list = Self.list(holding: row, alignment: .fill)
        expectFrame(row, Rect(x: 0, y: 0, width: 300, height: secondHeight))
        #expect(Self.note(row, .height, in: list) == (secondHeight == 50 ? "row is as high as its tallest item, second (50)" : nil))
    }

    /// Stretched across a list 300 wide padded 16 at the sides, a card with
    /// a leading margin of 4 is 300 − 16 − 16 − 4 = 264 wide; right to left
    /// the margin is on its right. The note subtracts what the frames show.
    /// In a list that aligns its items to the start, a card that stretches
    /// by its own alignSelf says so; in a list that wraps, the card is
    /// stretched from its own 144 across its line, which as the only one
    /// takes the list's 300 − 16 − 16 = 268, and says so.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aStretchedLengthIsTheStackLessPaddingAndMargins(_ direction: LayoutDirection) {
        let (card, _) = Self.card()
        let list = StackItem(name: "list", arrangedItems: [card])
        list.axis = .vertical
        list.distribution = .flex(.start)
        list.layoutDirection = direction
        list.padding = FlexPadding(top: 0, left: 16, bottom: 0, right: 16)
        list.sizeRange = StackSizeRange(minimum: Size(width: 300, height: 0), maximum: Size(width: 300, height: 400))
        list.setFlexOptions(FlexItemOptions(margin: FlexMargins(top: 0, left: 0, bottom: 0, right: 0, leading: 4)), for: card)
        list.layoutIfNeeded()
        let rightToLeft = direction == .rightToLeft
        expectFrame(card, Rect(x: rightToLeft ? 16 : 20, y: 0, width: 264, height: 80))
        #expect(Self.note(card, .width, in: list) == "card is stretched across list (alignItems stretch): 300 (list's width)"
            + " − 16 (its left padding) − 16 (its right padding) − 4 (card's \(rightToLeft ? "right" : "left") margin) = 264")
        list.alignment = .start
        list.setFlexOptions(FlexItemOptions(alignSelf: .stretch), for: card)
        list.layoutIfNeeded()
        #expect(Self.note(card, .width, in: list)?.hasPrefix("card is stretched across list (alignSelf stretch): 300") == true)
        list.flexWrap = .wrap
        list.layoutIfNeeded()
        #expect(Self.note(card, .width, in: list)
            == "card is stretched from its own 144 across list's line (alignSelf stretch): its width is the line's, 268")
    }
}
