import Foundation
import LayoutDocument
import Testing
import Stack

/// Trial thirty-five: an iPad split view whose sidebar is a share of the
/// window between a minimum and a maximum, beside a detail pane with a
/// readable column; a receipt whose prices sit on their items' first
/// baselines above a larger total; a Texture tag input whose text field
/// takes the rest of its line or wraps; and a bottom sheet switching
/// detents over a scrolling list, with the keyboard up. Every frame was
/// worked out by hand first; the comments carry the arithmetic. Each state
/// of a live screen is also compared with one built afresh in that state
/// (``LiveScreen``).
@Suite struct UserTrialThirtyFiveTests {
    /// The same screens as layout documents, run by `UserTrialThirtyFiveToolTests`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../LayoutToolTests/Fixtures/TrialThirtyFive").standardized

    /// The split view, the receipt and the sheet, each written as a
    /// document with the same names, lay out as the screens built here.
    @Test func theDocumentsLayOutAsTheScreens() throws {
        let screens: [(String, LayoutItem)] = [
            ("split-view.json", try SplitView(.init(size: Size(width: 1024, height: 768))).root),
            ("receipt.json", try Receipt(.init(width: 320)).root),
            ("bottom-sheet.json", try BottomSheet(.init()).root),
        ]
        try expectDocuments(in: Self.fixtures, layOutAs: screens)
    }

    // MARK: - 1. An iPad split view

    /// A sidebar 32 % of the window wide (`.defaultHigh`), at least 260
    /// and at most 375 (required), a 1-point divider and a detail pane
    /// taking the rest; the sidebar's search field spans its margins, and
    /// the detail's title and body fill its readable column (at most 672,
    /// centred within its margins). The status bar is 24 and the home
    /// indicator 20, so the margins' tops are 8 + 24 = 32.
    final class SplitView: LiveScreen {
        struct State {
            var size: Size
        }

        /// The body: twenty words of 60 with spaces of 4, so a line of n
        /// words is 64n − 4 wide.
        static let bodyWords = [Double](repeating: 60, count: 20)

        var state: State
        let root = LayoutItem(name: "window")
        let sidebar = LayoutItem(name: "sidebar")
        let detail = LayoutItem(name: "detail")
        let divider = LayoutItem(name: "divider")
        let dividerWidth: LayoutConstraint
        let width: LayoutConstraint
        let height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let search = LayoutItem(name: "search", intrinsicContentSize: IntrinsicSize(width: nil, height: 36))
            let title = LayoutItem(name: "title")
            title.measuredContent = WrappedText(words: [120, 90, 150], spaceWidth: 8, lineHeight: 34)
            let body = LayoutItem(name: "body")
            body.measuredContent = WrappedText(words: Self.bodyWords, lineHeight: 22)
            for child in [sidebar, divider, detail] { root.addChild(child) }
            sidebar.addChild(search)
            detail.addChild(title)
            detail.addChild(body)
            root.rootSafeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            width = root.widthAnchor.constraint(equalToConstant: state.size.width)
            height = root.heightAnchor.constraint(equalToConstant: state.size.height)
            dividerWidth = divider.widthAnchor.constraint(equalToConstant: 1)
            let readable = detail.readableContentGuide
            var constraints = [width, height]
            for pane in [sidebar, divider, detail] {
                constraints += [pane.topAnchor.constraint(equalTo: root.topAnchor),
                                pane.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
            }
            try LayoutConstraint.activate(constraints + [
                sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sidebar.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.32).at(.defaultHigh),
                sidebar.widthAnchor.constraint(greaterThanOrEqualToConstant: 260),
                sidebar.widthAnchor.constraint(lessThanOrEqualToConstant: 375),
                divider.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
                dividerWidth,
                detail.leadingAnchor.constraint(equalTo: divider.trailingAnchor),
                detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                search.leadingAnchor.constraint(equalTo: sidebar.leadingMarginAnchor),
                search.trailingAnchor.constraint(equalTo: sidebar.trailingMarginAnchor),
                search.topAnchor.constraint(equalTo: sidebar.topMarginAnchor),
                title.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                title.topAnchor.constraint(equalTo: detail.topMarginAnchor, constant: 12),
                body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            ])
        }

        /// Rotates the window: the root's size constraints take the new size.
        func apply(_ state: State) {
            self.state = state
            width.constant = state.size.width
            height.constant = state.size.height
        }
    }

    /// 1024 × 768: 0.32 × 1024 = 327.68, inside 260…375, so the sidebar
    /// takes it; the divider at 327.68; the detail from 328.68 to 1024,
    /// 695.32 wide. Its margins leave 679.32, more than 672: the column is
    /// 672, centred, 336.68 + 3.66 = 340.34. The title (120 + 8 + 90 + 8 +
    /// 150 = 376) is one line of 34 at 32 + 12 = 44; the body takes 10
    /// words a line (64 × 10 − 4 = 636 ≤ 672 < 700), two lines, at 44 + 34
    /// + 8 = 86. The search field spans the sidebar's margins: 327.68 − 16.
    @Test func theSplitViewOnALandscapeIPad() throws {
        let screen = try SplitView(.init(size: Size(width: 1024, height: 768)))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("sidebar", Rect(x: 0, y: 0, width: 327.68, height: 768)),
            ("divider", Rect(x: 327.68, y: 0, width: 1, height: 768)),
            ("detail", Rect(x: 328.68, y: 0, width: 695.32, height: 768)),
            ("search", Rect(x: 8, y: 32, width: 311.68, height: 36)),
            ("title", Rect(x: 340.34, y: 44, width: 672, height: 34)),
            ("body", Rect(x: 340.34, y: 86, width: 672, height: 44)),
        ])
    }

    /// 1366 × 1024: 0.32 × 1366 = 437.12 is above 375, so the maximum
    /// holds; the detail from 376, 990 wide; its margins 974, the column
    /// 672 at 384 + (974 − 672) / 2 = 535. 768 × 1024 (upright):
    /// 0.32 × 768 = 245.76 is below 260, so the minimum holds; the detail
    /// from 261, 507 wide; its margins leave 491, narrower than 672, so the
    /// column is all of it, at 269; the body takes 7 words a line (444 ≤
    /// 491 < 508), three lines of 22.
    @Test func theSplitViewAtItsMaximumAndItsMinimum() throws {
        let wide = try SplitView(.init(size: Size(width: 1366, height: 1024)))
        #expect(wide.root.layoutIfNeeded().isEmpty)
        expectFrames(in: wide.root, [
            ("sidebar", Rect(x: 0, y: 0, width: 375, height: 1024)),
            ("detail", Rect(x: 376, y: 0, width: 990, height: 1024)),
            ("search", Rect(x: 8, y: 32, width: 359, height: 36)),
            ("title", Rect(x: 535, y: 44, width: 672, height: 34)),
            ("body", Rect(x: 535, y: 86, width: 672, height: 44)),
        ])
        let upright = try SplitView(.init(size: Size(width: 768, height: 1024)))
        #expect(upright.root.layoutIfNeeded().isEmpty)
        #expect(upright.root.engine.ambiguities().isEmpty)
        expectFrames(in: upright.root, [
            ("sidebar", Rect(x: 0, y: 0, width: 260, height: 1024)),
            ("divider", Rect(x: 260, y: 0, width: 1, height: 1024)),
            ("detail", Rect(x: 261, y: 0, width: 507, height: 1024)),
            ("search", Rect(x: 8, y: 32, width: 244, height: 36)),
            ("title", Rect(x: 269, y: 44, width: 491, height: 34)),
            ("body", Rect(x: 269, y: 86, width: 491, height: 66)),
        ])
    }

    /// One window turned through every size and back, each state laid out
    /// as a fresh window of that size.
    @Test func rotatingTheSplitViewLaysOutAsAFreshWindow() throws {
        let screen = try SplitView(.init(size: Size(width: 1024, height: 768)))
        try screen.expectLaysOutAsFresh("landscape")
        for size in [Size(width: 768, height: 1024), Size(width: 1366, height: 1024),
                     Size(width: 1024, height: 768), Size(width: 768, height: 1024)] {
            screen.apply(.init(size: size))
            try screen.expectLaysOutAsFresh("\(size.width) × \(size.height)")
        }
        expectFrame(screen.detail, Rect(x: 261, y: 0, width: 507, height: 1024))
    }

    /// The mistake: a sidebar header of one line, 340 wide, pinned to
    /// both of the sidebar's margins. Its compression resistance (750)
    /// ties with the 32 % share (`.defaultHigh`, 750): at 1024 the sidebar
    /// may be anything from 327.68 to 340 + 16 = 356, and the answer names
    /// the two constraints of the tie. Give the share 749 (the header
    /// truncates) or 751 (the sidebar keeps its share), as in UIKit.
    @Test func aHeaderTiesWithTheSidebarsShare() throws {
        let screen = try SplitView(.init(size: Size(width: 1024, height: 768)))
        let header = fixedSizeItem("header", 340, 22)
        screen.sidebar.addChild(header)
        try LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: screen.sidebar.leadingMarginAnchor),
            header.trailingAnchor.constraint(equalTo: screen.sidebar.trailingMarginAnchor),
            header.topAnchor.constraint(equalTo: screen.sidebar.topMarginAnchor, constant: 50),
        ])
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let why = screen.sidebar.explanation(of: .width)
        let range = try #require(why.openRange)
        #expect(abs(range.lowerBound - 327.68) < 1e-6 && abs(range.upperBound - 356) < 1e-6)
        #expect(why.tradingConstraints.map(\.description) == [
            "sidebar.width == 0.32*window.width @750", "header-compression-horizontal: header.width >= 340 @750",
        ])
    }

    /// The other mistake: the divider's width forgotten. The detail pane's
    /// edges are both pinned, so its width is open only because the
    /// divider's is, and the answer about the pane's width names the
    /// divider, which it follows, and the divider's width as moving with it.
    @Test func aForgottenDividerWidthIsNamedFromThePane() throws {
        let screen = try SplitView(.init(size: Size(width: 1024, height: 768)))
        screen.dividerWidth.deactivate()
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let why = screen.detail.explanation(of: .width)
        let range = try #require(why.openRange)
        #expect(abs(range.lowerBound) < 1e-6 && abs(range.upperBound - 696.32) < 1e-6)
        #expect(why.sizesMovingWithIt.map(\.name) == ["divider"])
        #expect(why.openRegions.map(\.region.name) == ["divider"])
        #expect(why.description.hasSuffix("""
            It follows divider, whose width nothing decides:
              detail.leading == divider.trailing
            A constraint that sizes divider is missing (on divider.width or divider.trailing, say; divider.leading is decided).
            """))
    }

    // MARK: - 2. A receipt

    /// A column of rows (a vertical `UIStackView`, spacing 8, in the
    /// receipt's margins of 16), each an item's name that wraps and its
    /// price at the trailing end, on the name's first baseline (a row
    /// stack aligned `firstBaseline`, spacing 12; the name's horizontal
    /// compression resistance 749, so it wraps before the price gives
    /// way). The total row, in a larger font, has its last baseline 12
    /// below the column's, which the column vends from its last row and
    /// the row from its tallest item. Text at a scale is every width, the
    /// line height and the baseline offsets multiplied (Dynamic Type).
    final class Receipt: LiveScreen {
        struct State {
            var width: Double
            var scale = 1.0
        }

        /// Each item's name (word widths at the standard size) and its
        /// price's width.
        static let items: [(name: String, words: [Double], price: Double)] = [
            ("flatWhite", [36, 40], 40),
            ("toast", [76, 40, 56, 64, 28, 36], 48),
            ("water", [64, 40], 40),
            ("fruit", [60, 36, 40, 28, 48, 28, 40], 40),
        ]

        var state: State
        let root = LayoutItem(name: "receipt")
        let names: [LayoutItem]
        let prices: [LayoutItem]
        let totalLabel = LayoutItem(name: "totalLabel")
        let totalPrice = LayoutItem(name: "totalPrice")
        let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            names = Self.items.map { LayoutItem(name: $0.name) }
            prices = Self.items.map { LayoutItem(name: $0.name + "Price") }
            let rows = zip(names, prices).map { name, price in
                name.setContentCompressionResistancePriority(749, for: .horizontal)
                let row = StackItem(name: name.name + "Row", arrangedItems: [name, price])
                row.alignment = .firstBaseline
                row.spacing = 12
                return row
            }
            let column = StackItem(name: "column", arrangedItems: rows)
            column.axis = .vertical
            column.spacing = 8
            totalLabel.setContentCompressionResistancePriority(749, for: .horizontal)
            let total = StackItem(name: "total", arrangedItems: [totalLabel, totalPrice])
            total.alignment = .firstBaseline
            total.spacing = 12
            root.layoutMargins = EdgeInsets(all: 16)
            root.addChild(column)
            root.addChild(total)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            try LayoutConstraint.activate([
                width,
                column.topAnchor.constraint(equalTo: root.topMarginAnchor),
                column.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                column.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                total.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                total.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                total.lastBaselineAnchor.constraint(equalTo: column.lastBaselineAnchor, constant: 12),
                root.bottomMarginAnchor.constraint(equalTo: total.bottomAnchor),
            ])
            setText()
        }

        func apply(_ state: State) {
            self.state = state
            width.constant = state.width
            setText()
        }

        /// The text at the state's scale: names of lines 20 with baselines
        /// 15 down, prices 20 high, the total's lines 28 with baselines 22.
        private func setText() {
            let scale = state.scale
            for (index, item) in Self.items.enumerated() {
                setLabel(names[index], words: item.words, lineHeight: 20, baseline: 15)
                prices[index].intrinsicContentSize = IntrinsicSize(width: item.price * scale, height: 20 * scale)
                setBaselines(prices[index], 15)
            }
            setLabel(totalLabel, words: [52], lineHeight: 28, baseline: 22)
            totalPrice.intrinsicContentSize = IntrinsicSize(width: 64 * scale, height: 28 * scale)
            setBaselines(totalPrice, 22)
        }

        private func setLabel(_ label: LayoutItem, words: [Double], lineHeight: Double, baseline: Double) {
            let scale = state.scale
            label.measuredContent = WrappedText(words: words.map { $0 * scale }, spaceWidth: 4 * scale,
                                                lineHeight: lineHeight * scale)
            setBaselines(label, baseline)
        }

        private func setBaselines(_ item: LayoutItem, _ offset: Double) {
            item.firstBaselineOffset = offset * state.scale
            item.lastBaselineOffset = offset * state.scale
        }
    }

    /// 320 wide, rows of 320 − 32 = 288. Each name takes what its price
    /// and the 12 leave: 236 beside a 40-point price, 228 beside the
    /// toast's 48. The toast wraps there (76 40 56 = 180, + 64 would be
    /// 248; then 64 28 36), two lines; the fruit too (60 36 40 28 48 = 228,
    /// + 28 would be 260; then 28 40). Rows at 16, 16 + 20 + 8 = 44,
    /// 44 + 40 + 8 = 92, 92 + 20 + 8 = 120; each price at its row's top
    /// (both baselines 15 down), at 16 + 288 − its width. The column's
    /// last baseline is the fruit's last line's, 120 + 15 + 20 = 155; the
    /// total's 167, so its top 167 − 22 = 145 (above the fruit's bottom,
    /// 160: 12 from baseline to baseline is less than the total's ascent
    /// of 22 and the line's 5 below its baseline, as the design asks); the
    /// receipt ends 16 below it, 189. The total's label 288 − 12 − 64 = 212.
    @Test func theReceiptAt320() throws {
        let screen = try Receipt(.init(width: 320))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("receipt", Rect(x: 0, y: 0, width: 320, height: 189)),
            ("flatWhite", Rect(x: 16, y: 16, width: 236, height: 20)),
            ("flatWhitePrice", Rect(x: 264, y: 16, width: 40, height: 20)),
            ("toast", Rect(x: 16, y: 44, width: 228, height: 40)),
            ("toastPrice", Rect(x: 256, y: 44, width: 48, height: 20)),
            ("water", Rect(x: 16, y: 92, width: 236, height: 20)),
            ("fruit", Rect(x: 16, y: 120, width: 236, height: 40)),
            ("fruitPrice", Rect(x: 264, y: 120, width: 40, height: 20)),
            ("totalLabel", Rect(x: 16, y: 145, width: 212, height: 28)),
            ("totalPrice", Rect(x: 240, y: 145, width: 64, height: 28)),
        ])
    }

    /// 390 wide, rows of 358: the names 306 (298 beside the toast's
    /// price). The toast still wraps (76 40 56 64 28 = 280, + 36 would be
    /// 320), the fruit fits (280 + 6 × 4 = 304 ≤ 306). Rows at 16, 44, 92
    /// and 120, all 20 but the toast; the last baseline 120 + 15 = 135, the
    /// total's 147, its top 125, the receipt 125 + 28 + 16 = 169.
    ///
    /// At Dynamic Type × 1.5 (words, spaces, lines and baselines; prices
    /// 60, 72 and 30 high): the names 286 (274 beside the toast). The
    /// toast: 114 60 84 = 270, + 96 would be 372; 96 42 54 on the second
    /// line. The fruit: 90 54 60 42 = 264, + 72 would be 342; 72 42 60.
    /// Rows at 16 (30), 54 (60), 122 (30), 160 (60); the last baseline
    /// 160 + 22.5 + 30 = 212.5, the total's 224.5, its top 224.5 − 33 =
    /// 191.5 and the receipt 191.5 + 42 + 16 = 249.5; the total's label
    /// 358 − 12 − 96 = 250.
    @Test func theReceiptAt390AndAtDynamicTypeTimesOneAndAHalf() throws {
        let standard = try Receipt(.init(width: 390))
        #expect(standard.root.layoutIfNeeded().isEmpty)
        expectFrames(in: standard.root, [
            ("receipt", Rect(x: 0, y: 0, width: 390, height: 169)),
            ("flatWhitePrice", Rect(x: 334, y: 16, width: 40, height: 20)),
            ("toast", Rect(x: 16, y: 44, width: 298, height: 40)),
            ("toastPrice", Rect(x: 326, y: 44, width: 48, height: 20)),
            ("fruit", Rect(x: 16, y: 120, width: 306, height: 20)),
            ("totalLabel", Rect(x: 16, y: 125, width: 282, height: 28)),
            ("totalPrice", Rect(x: 310, y: 125, width: 64, height: 28)),
        ])
        let large = try Receipt(.init(width: 390, scale: 1.5))
        #expect(large.root.layoutIfNeeded().isEmpty)
        #expect(large.root.engine.ambiguities().isEmpty)
        expectFrames(in: large.root, [
            ("receipt", Rect(x: 0, y: 0, width: 390, height: 249.5)),
            ("flatWhite", Rect(x: 16, y: 16, width: 286, height: 30)),
            ("flatWhitePrice", Rect(x: 314, y: 16, width: 60, height: 30)),
            ("toast", Rect(x: 16, y: 54, width: 274, height: 60)),
            ("toastPrice", Rect(x: 302, y: 54, width: 72, height: 30)),
            ("water", Rect(x: 16, y: 122, width: 286, height: 30)),
            ("fruit", Rect(x: 16, y: 160, width: 286, height: 60)),
            ("fruitPrice", Rect(x: 314, y: 160, width: 60, height: 30)),
            ("totalLabel", Rect(x: 16, y: 191.5, width: 250, height: 42)),
            ("totalPrice", Rect(x: 278, y: 191.5, width: 96, height: 42)),
        ])
    }

    /// The text size and the width changed live, each state laid out as a
    /// fresh receipt in it.
    @Test func changingTheTextSizeLiveLaysOutAsAFreshReceipt() throws {
        let screen = try Receipt(.init(width: 320))
        try screen.expectLaysOutAsFresh("320")
        for state in [Receipt.State(width: 320, scale: 1.5), Receipt.State(width: 390, scale: 1.5),
                      Receipt.State(width: 390), Receipt.State(width: 320), Receipt.State(width: 390, scale: 1.5)] {
            screen.apply(state)
            try screen.expectLaysOutAsFresh("\(state.width) at × \(state.scale)")
        }
        expectFrames(in: screen.root, [("fruit", Rect(x: 16, y: 160, width: 286, height: 60))])
    }

    /// The names left at the default compression resistance (750), the
    /// prices': the row stacks still wrap the names first, since ties in
    /// a stack go by order and the name comes first (`STK-order-tiebreak`),
    /// so the receipt is the same and nothing is reported ambiguous.
    @Test func namesAtTheDefaultResistanceStillWrapFirstInTheirRows() throws {
        let screen = try Receipt(.init(width: 320))
        for name in screen.names { name.setContentCompressionResistancePriority(750, for: .horizontal) }
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [
            ("toast", Rect(x: 16, y: 44, width: 228, height: 40)),
            ("toastPrice", Rect(x: 256, y: 44, width: 48, height: 20)),
            ("totalLabel", Rect(x: 16, y: 145, width: 212, height: 28)),
        ])
    }

    // MARK: - 3. A tag input

    /// A Texture tag input: a wrapping flex row 343 wide (padding 8, items
    /// and lines 6 apart, aligned to the start) of chips, each its label
    /// padded 4 and 10 (an `ASInsetLayoutSpec`), then a text field of no
    /// width of its own, 28 high, that grows into the rest of its line
    /// (`grow` 1) and is at least 80 wide, so that it goes to the next line
    /// when less than 80 is left.
    final class TagInput: LiveScreen {
        struct State {
            /// Each tag's text width.
            var tags: [Double]
        }

        var state: State
        let tags = StackItem(name: "tags")
        var root: LayoutItem { tags }
        let field = LayoutItem(name: "field", intrinsicContentSize: IntrinsicSize(width: nil, height: 28))

        init(_ state: State) throws {
            self.state = State(tags: [])
            tags.distribution = .flex(.start)
            tags.flexWrap = .wrap
            tags.alignment = .start
            tags.spacing = 6
            tags.lineSpacing = 6
            tags.padding = FlexPadding(all: 8)
            tags.sizeRange = StackSizeRange(minimum: Size(width: 343, height: 0),
                                            maximum: Size(width: 343, height: .infinity))
            tags.addArrangedItem(field)
            tags.setFlexOptions(FlexItemOptions(grow: 1, minimumSize: FlexSize(width: 80)), for: field)
            for tag in state.tags { add(tag) }
        }

        /// A chip for a tag `width` wide, before the field.
        func add(_ width: Double) {
            let index = state.tags.count
            state.tags.append(width)
            let label = LayoutItem(name: "tag\(index)Label")
            label.measuredContent = WrappedText(words: [width])
            let chip = StackItem(name: "tag\(index)", arrangedItems: [label])
            chip.distribution = .flex(.start)
            chip.padding = FlexPadding(top: 4, left: 10, bottom: 4, right: 10)
            tags.insertArrangedItem(chip, at: index)
        }
    }

    /// Chips of 44, 34, 42, 80 and 30 (64, 54, 62, 100 and 50 wide) added
    /// one by one; the content box is 343 − 16 = 327. The field starts
    /// alone, 327 at 8. Then it follows the chips: at 8 + 64 + 6 = 78,
    /// 257 wide; at 138, 197; at 206, 129. The fourth chip leaves 327 −
    /// 298 − 6 = 23, less than 80: the field wraps to 8 + 28 + 6 = 42 and
    /// takes the whole line, and the row grows to 78. The fifth chip does
    /// not fit the first line (298 + 6 + 50 = 354) and goes before the
    /// field on the second: the field at 8 + 50 + 6 = 64, 327 − 56 = 271.
    @Test func addingChipsLiveWrapsTheFieldAsAFreshInput() throws {
        let screen = try TagInput(.init(tags: []))
        try screen.expectLaysOutAsFresh("no tags")
        expectFrame(screen.field, Rect(x: 8, y: 8, width: 327, height: 28))
        let fields = [Rect(x: 78, y: 8, width: 257, height: 28), Rect(x: 138, y: 8, width: 197, height: 28),
                      Rect(x: 206, y: 8, width: 129, height: 28), Rect(x: 8, y: 42, width: 327, height: 28),
                      Rect(x: 64, y: 42, width: 271, height: 28)]
        for (width, field) in zip([44.0, 34, 42, 80, 30], fields) {
            screen.add(width)
            try screen.expectLaysOutAsFresh("\(screen.state.tags.count) tags")
            expectFrame(screen.field, field, "with \(screen.state.tags.count) tags")
        }
        expectFrames(in: screen.root, [
            ("tags", Rect(x: 0, y: 0, width: 343, height: 78)),
            ("tag3", Rect(x: 206, y: 8, width: 100, height: 28)),
            ("tag3Label", Rect(x: 216, y: 12, width: 80, height: 20)),
            ("tag4", Rect(x: 8, y: 42, width: 50, height: 28)),
        ])
    }

    // MARK: - 4. A bottom sheet with detents

    /// A sheet along the screen's bottom (390 × 844, a 47-point notch and
    /// a 34-point home indicator), half the screen high (medium) or up to
    /// 10 below the safe area's top (large); a 36 × 5 grabber 5 below its
    /// top, centred; a 44-point header 8 below it; and a list (a scroll
    /// item) from the header to the sheet's keyboard guide, holding ten
    /// 44-point rows in a column as wide as the list. A detent switches by
    /// taking the old constraint out before putting the new one in.
    final class BottomSheet: LiveScreen {
        enum Detent { case medium, large }

        struct State {
            var detent = Detent.medium
            var keyboard = 0.0
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let sheet = LayoutItem(name: "sheet")
        let list = ScrollItem(name: "list")
        let medium: LayoutConstraint
        let large: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let grabber = fixedSizeItem("grabber", 36, 5)
            let header = LayoutItem(name: "header", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            let rows = StackItem(name: "rows", arrangedItems: (0..<10).map {
                LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            })
            rows.axis = .vertical
            root.addChild(sheet)
            for child in [grabber, header, list] { sheet.addChild(child) }
            list.addChild(rows)
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            medium = sheet.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
            large = sheet.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10)
            let content = list.contentLayoutGuide
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                root.heightAnchor.constraint(equalToConstant: 844),
                sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 5),
                grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                header.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 8),
                header.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                list.topAnchor.constraint(equalTo: header.bottomAnchor),
                list.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: sheet.keyboardLayoutGuide.topAnchor),
                rows.topAnchor.constraint(equalTo: content.topAnchor),
                rows.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                rows.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                rows.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
            ])
            apply(state)
        }

        func apply(_ state: State) {
            self.state = state
            let (out, into) = state.detent == .medium ? (large, medium) : (medium, large)
            out.isActive = false
            into.isActive = true
            root.rootKeyboardHeight = state.keyboard
        }
    }

    /// Medium: the sheet 422 from 422; the grabber at 195 − 18 = 177, 427;
    /// the header at 440; the list from 484 to the keyboard guide's top,
    /// the safe area's bottom while the keyboard is down, 844 − 34 = 810:
    /// 326. Large: the sheet from 57, 787 high; the header at 75, the list
    /// 119…810, 691. The keyboard up (336) puts the guide's top at 508:
    /// the list 119…508 (389) large, 484…508 (24) medium. The content is
    /// always the rows': 390 × 440.
    @Test func switchingDetentsAndTheKeyboardLiveLaysOutAsAFreshSheet() throws {
        let screen = try BottomSheet(.init())
        try screen.expectLaysOutAsFresh("medium")
        let states: [(BottomSheet.State, sheet: Rect, list: Rect)] = [
            (.init(detent: .large), Rect(x: 0, y: 57, width: 390, height: 787), Rect(x: 0, y: 119, width: 390, height: 691)),
            (.init(detent: .large, keyboard: 336), Rect(x: 0, y: 57, width: 390, height: 787),
             Rect(x: 0, y: 119, width: 390, height: 389)),
            (.init(detent: .medium, keyboard: 336), Rect(x: 0, y: 422, width: 390, height: 422),
             Rect(x: 0, y: 484, width: 390, height: 24)),
            (.init(detent: .medium), Rect(x: 0, y: 422, width: 390, height: 422), Rect(x: 0, y: 484, width: 390, height: 326)),
        ]
        for (state, sheet, list) in states {
            screen.apply(state)
            try screen.expectLaysOutAsFresh("\(state.detent) with the keyboard at \(state.keyboard)")
            expectFrame(screen.sheet, sheet, "\(state)")
            #expect(framesMatch(screen.list.frameInRoot, list), "\(state): list is \(screen.list.frameInRoot)")
            #expect(screen.list.contentSize == Size(width: 390, height: 440))
        }
    }
}
