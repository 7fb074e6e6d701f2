import Testing
import Stack

/// Trial forty-eight, the Swift screen: a photo browser on a 390 × 844
/// phone (safe area top 47, bottom 34), rotated to 844 × 390 (left 47,
/// right 47, bottom 21) and back, built as an application would.
///
/// - topBar: the safe area's top, full width, 44 high: (0, 47, 390, 44)
///   upright, (0, 0, 844, 44) on its side. The segmented control (200 × 32)
///   centred in it: (195 − 100, 47 + 6) = (95, 53), (422 − 100, 6) =
///   (322, 6). A count label (text 30 + 4 + 52 = 86 × 20) at its trailing
///   margin, centred: upright the margin is 8, x 390 − 8 − 86 = 296, y 47 +
///   12 = 59; on its side the sides reach 47 into the bar, its margin is
///   55: x 844 − 55 − 86 = 703, y 12.
/// - toolbar: four 44 × 44 buttons, `equalSpacing`, between the screen's
///   side margins, on the safe area's bottom. Upright 8 to 382 (374):
///   gaps (374 − 176) / 3 = 66, buttons at 8, 118, 228, 338, y 810 − 44 =
///   766. On its side the margins are 8 + 47 = 55: 734 wide, gaps
///   (734 − 176) / 3 = 186, buttons at 55, 285, 515, 745, y 369 − 44 = 325.
/// - gridScroll: between the bars and the safe area's sides: (0, 91, 390,
///   766 − 91 = 675), and (47, 44, 750, 325 − 44 = 281). It reaches no
///   unsafe area: its adjusted content inset is zero.
/// - grid: a wrapping flex row as wide as the scroll item, spacing and
///   line spacing 2, padding 1 on the sides; the app sets square cells of
///   side (W − 2 − 2 (n − 1)) / n for n = 3 columns under 600 points, 4
///   from 600: (390 − 2 − 4) / 3 = 128 and (750 − 2 − 6) / 4 = 185.5.
///   Photo k (from 0) in column k mod n, line k ÷ n, at 1 + (side + 2) ×
///   column, (side + 2) × line in the grid: upright x 1, 131, 261 and lines
///   130 apart (4 lines, 4 × 128 + 3 × 2 = 518 high); on its side x 48,
///   235.5, 423, 610.5 in the root and lines 187.5 apart (3 lines,
///   3 × 185.5 + 2 × 2 = 560.5).
/// - hiding the segmented control moves nothing (it is in no stack).
/// - the count at 1.5 times its text size: 45 + 6 + 78 = 129 × 30, at
///   789 − 129 = 660, y (44 − 30) / 2 = 7; back upright 382 − 129 = 253,
///   47 + 7 = 54.
@MainActor
@Suite struct UserTrialFortyEightTests {
    final class PhotoScreen {
        let screen = LayoutItem(name: "screen")
        let topBar = LayoutItem(name: "topBar")
        let segment = LayoutItem(name: "segment", intrinsicContentSize: IntrinsicSize(width: 200, height: 32))
        let count = LayoutItem(name: "count")
        let countText = WrappedText(words: [30, 52], spaceWidth: 4, lineHeight: 20)
        let buttons = (1...4).map { LayoutItem(name: "button\($0)", intrinsicContentSize: IntrinsicSize(width: 44, height: 44)) }
        let toolbar: StackItem
        let gridScroll = ScrollItem(name: "gridScroll")
        let photos = (1...10).map { LayoutItem(name: "photo\($0)") }
        let grid: StackItem
        let width: LayoutConstraint
        let height: LayoutConstraint

        init() throws {
            count.measuredContent = countText
            toolbar = StackItem(name: "toolbar", arrangedItems: buttons)
            toolbar.distribution = .equalSpacing
            toolbar.alignment = .center
            grid = StackItem(name: "grid", arrangedItems: photos)
            grid.distribution = .flex(.start)
            grid.flexWrap = .wrap
            grid.spacing = 2
            grid.lineSpacing = 2
            grid.padding = FlexPadding(top: 0, left: 1, bottom: 0, right: 1)
            screen.addChild(topBar)
            topBar.addChild(segment)
            topBar.addChild(count)
            screen.addChild(gridScroll)
            gridScroll.addChild(grid)
            screen.addChild(toolbar)
            width = screen.widthAnchor.constraint(equalToConstant: 390)
            height = screen.heightAnchor.constraint(equalToConstant: 844)
            let safeArea = screen.safeAreaLayoutGuide
            let content = gridScroll.contentLayoutGuide
            try LayoutConstraint.activate([
                width, height,
                topBar.topAnchor.constraint(equalTo: safeArea.topAnchor),
                topBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                topBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                topBar.heightAnchor.constraint(equalToConstant: 44),
                segment.centerXAnchor.constraint(equalTo: topBar.centerXAnchor),
                segment.centerYAnchor.constraint(equalTo: topBar.centerYAnchor),
                count.trailingAnchor.constraint(equalTo: topBar.trailingMarginAnchor),
                count.centerYAnchor.constraint(equalTo: topBar.centerYAnchor),
                toolbar.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
                toolbar.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor),
                toolbar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                gridScroll.topAnchor.constraint(equalTo: topBar.bottomAnchor),
                gridScroll.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                gridScroll.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                gridScroll.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                grid.topAnchor.constraint(equalTo: content.topAnchor),
                grid.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                grid.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                grid.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                grid.widthAnchor.constraint(equalTo: gridScroll.frameLayoutGuide.widthAnchor),
            ])
            rotate(landscape: false)
        }

        /// The screen's size and insets, and the cells the app sizes for
        /// its grid's width.
        func rotate(landscape: Bool) {
            width.constant = landscape ? 844 : 390
            height.constant = landscape ? 390 : 844
            screen.rootSafeAreaInsets = landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let gridWidth: Double = landscape ? 750 : 390
            let columns: Double = gridWidth >= 600 ? 4 : 3
            let side = (gridWidth - 2 - 2 * (columns - 1)) / columns
            for photo in photos {
                grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: .points(side), height: .points(side))), for: photo)
            }
        }

        /// Every frame in the root, worked out above.
        func expectLayout(landscape: Bool, count countFrame: Rect) {
            #expect(screen.layoutIfNeeded().isEmpty)
            #expect(screen.engine.ambiguities().isEmpty)
            #expect(screen.engine.lastPassReport.unsettledItems.isEmpty)
            let (side, columns, left, top): (Double, Int, Double, Double) = landscape ? (185.5, 4, 48, 44) : (128, 3, 1, 91)
            var expected: [(LayoutItem, Rect)] = [
                (topBar, Rect(x: 0, y: landscape ? 0 : 47, width: landscape ? 844 : 390, height: 44)),
                (segment, Rect(x: landscape ? 322 : 95, y: landscape ? 6 : 53, width: 200, height: 32)),
                (count, countFrame),
                (gridScroll, landscape ? Rect(x: 47, y: 44, width: 750, height: 281) : Rect(x: 0, y: 91, width: 390, height: 675)),
                (grid, Rect(x: landscape ? 47 : 0, y: top, width: landscape ? 750 : 390, height: landscape ? 560.5 : 518)),
                (toolbar, Rect(x: landscape ? 55 : 8, y: landscape ? 325 : 766, width: landscape ? 734 : 374, height: 44)),
            ]
            for (index, photo) in photos.enumerated() {
                expected.append((photo, Rect(x: left + (side + 2) * Double(index % columns),
                                             y: top + (side + 2) * Double(index / columns), width: side, height: side)))
            }
            let pitch: Double = landscape ? 230 : 110
            for (index, button) in buttons.enumerated() {
                expected.append((button, Rect(x: (landscape ? 55 : 8) + pitch * Double(index), y: landscape ? 325 : 766,
                                              width: 44, height: 44)))
            }
            for (item, frame) in expected {
                #expect(framesMatch(item.frameInRoot, frame), "\(item.name) is \(item.frameInRoot), expected \(frame)")
            }
            #expect(gridScroll.adjustedContentInset == .zero)
        }
    }

    @Test func rotatedHiddenAndAtALargerTextSize() throws {
        let app = try PhotoScreen()
        app.expectLayout(landscape: false, count: Rect(x: 296, y: 59, width: 86, height: 20))
        #expect(app.photos[9].frameInRoot == Rect(x: 1, y: 481, width: 128, height: 128))
        app.rotate(landscape: true)
        app.expectLayout(landscape: true, count: Rect(x: 703, y: 12, width: 86, height: 20))
        #expect(app.photos[7].frameInRoot == Rect(x: 610.5, y: 231.5, width: 185.5, height: 185.5))
        #expect(app.buttons[3].frameInRoot == Rect(x: 745, y: 325, width: 44, height: 44))
        app.segment.isHidden = true
        app.expectLayout(landscape: true, count: Rect(x: 703, y: 12, width: 86, height: 20))
        app.count.measuredContent = app.countText.scaled(by: 1.5)
        app.expectLayout(landscape: true, count: Rect(x: 660, y: 7, width: 129, height: 30))
        app.rotate(landscape: false)
        app.expectLayout(landscape: false, count: Rect(x: 253, y: 54, width: 129, height: 30))
        #expect(app.screen.recursiveDescription.contains("| segment (95, 6, 200, 32) hidden"))
    }

    /// `explanation(of:)` on a margin attribute says how much of it is the
    /// safe area, as the note on a margin that a constraint names does.
    @Test func aMarginsExplanationNamesItsSafeAreaShare() throws {
        let app = try PhotoScreen()
        app.rotate(landscape: true)
        #expect(app.screen.layoutIfNeeded().isEmpty)
        let text = app.topBar.explanation(of: .trailingMargin).description
        #expect(text.hasPrefix("topBar.trailingMargin = 844 − 55 = 789\n"))
        #expect(text.contains("− 55  topBar's own trailingMargin offset (layout margin 8, safe area 47)"))
        app.rotate(landscape: false)
        #expect(app.screen.layoutIfNeeded().isEmpty)
        #expect(app.topBar.explanation(of: .trailingMargin).description.hasSuffix("− 8  topBar's own trailingMargin offset"))
    }

    /// An edge-to-edge scroll item whose content is as wide as it and 1000
    /// high: what each behaviour takes into its content inset, upright
    /// (top 47, bottom 34) and on its side (left 47, right 47, bottom 21,
    /// the content longer than the 390-point frame, not wider).
    @Test func adjustedContentInsetForEachBehaviour() throws {
        let screen = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let column = LayoutItem(name: "column")
        screen.addChild(scroll)
        scroll.addChild(column)
        let width = screen.widthAnchor.constraint(equalToConstant: 390)
        let height = screen.heightAnchor.constraint(equalToConstant: 844)
        try LayoutConstraint.activate([
            width, height,
            scroll.topAnchor.constraint(equalTo: screen.topAnchor), scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1000),
        ])
        let upright = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let side = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let expected: [(ScrollItem.ContentInsetAdjustmentBehavior, EdgeInsets, EdgeInsets)] = [
            (.automatic, upright, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
            (.scrollableAxes, upright, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
            (.always, upright, side),
            (.never, .zero, .zero),
        ]
        for (behavior, portrait, landscape) in expected {
            scroll.contentInsetAdjustmentBehavior = behavior
            // The column (1000 high from the content's top) gets what the
            // scroll item leaves: with `never` the notch and all of it below
            // the safe area's bottom, 1000 − 810 = 190 upright and
            // 1000 − 369 = 631 on its side; the sides with all but `always`.
            let never = behavior == .never
            let sides: Double = behavior == .always ? 0 : 47
            for (size, insets, adjusted, columnInset) in [
                (Size(width: 390, height: 844), upright, portrait,
                 EdgeInsets(top: never ? 47 : 0, left: 0, bottom: never ? 190 : 0, right: 0)),
                (Size(width: 844, height: 390), side, landscape, EdgeInsets(top: 0, left: sides, bottom: never ? 631 : 0, right: sides)),
            ] {
                width.constant = size.width
                height.constant = size.height
                screen.rootSafeAreaInsets = insets
                #expect(screen.layoutIfNeeded().isEmpty)
                #expect(scroll.adjustedContentInset == adjusted, "\(behavior) at \(size)")
                #expect(column.safeAreaInsets == columnInset, "\(behavior) at \(size)")
            }
        }
    }
}
