import Testing
import Layout

/// Items whose content measures itself: a multi-line label's behaviour.
@Suite struct MeasuredContentTests {
    /// Ten words of 30 with spaces of 4: one line is 336 wide.
    static let tenWords = WrappedText(words: Array(repeating: 30, count: 10), spaceWidth: 4, lineHeight: 20)

    @Test func wrappedTextMeasuresAsTheFormatSays() {
        let text = Self.tenWords
        #expect(text.sizeThatFits(.unbounded) == Size(width: 336, height: 20))
        // 30 + 4 + 30 = 64 ≤ 100, + 34 = 98 ≤ 100, + 34 = 132 > 100: three words a line.
        #expect(text.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 98, height: 80))
        #expect(text.sizeThatFits(ProposedSize(width: 98, height: nil)) == Size(width: 98, height: 80))
        // A word wider than the line still goes on it.
        #expect(text.sizeThatFits(ProposedSize(width: 10, height: nil)) == Size(width: 30, height: 200))
        var two = text
        two.maxLines = 2
        // Words are left over: the second line ends in an ellipsis and fills the 100.
        #expect(two.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 100, height: 40))
        #expect(two.lineWidths(within: 100) == [98, 100])
        // At 170 the ten words make two lines of five (5 × 30 + 4 × 4 = 166; a sixth
        // would make 200): none is left over, so the text is as wide as its lines.
        #expect(two.sizeThatFits(ProposedSize(width: 170, height: nil)) == Size(width: 166, height: 40))
        #expect(two.sizeThatFits(.unbounded) == Size(width: 336, height: 20))
        #expect(WrappedText(words: []).sizeThatFits(.unbounded) == .zero)
    }

    /// At twice the size the ten words are 60 with spaces of 8 and lines
    /// of 40: one line 672; within 200, 60 + 8 + 60 = 128, + 68 = 196 ≤
    /// 200, so three words a line as at 1× within 100, four lines, 160
    /// high; the line limit stays.
    @Test func scaledTextMeasuresAsTheTextAtItsSizeTimesTheFactor() {
        var text = Self.tenWords
        text.maxLines = 3
        let large = text.scaled(by: 2)
        #expect(large == WrappedText(words: Array(repeating: 60, count: 10), spaceWidth: 8, lineHeight: 40, maxLines: 3))
        #expect(large.sizeThatFits(.unbounded) == Size(width: 672, height: 40))
        #expect(large.sizeThatFits(ProposedSize(width: 200, height: nil)) == Size(width: 200, height: 120))
        #expect(Self.tenWords.scaled(by: 2).sizeThatFits(ProposedSize(width: 200, height: nil))
                == Size(width: 196, height: 160))
    }

    @Test func aLabelPinnedToBothEdgesWrapsAtItsWidth() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        label.measuredContent = Self.tenWords
        root.addChild(label)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 116),
            label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
            label.topAnchor.constraint(equalTo: root.topMarginAnchor),
            root.bottomMarginAnchor.constraint(equalTo: label.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // 100 wide between the margins: three words a line, four lines, hugged to 98.
        #expect(label.frame == Rect(x: 8, y: 8, width: 98, height: 80))
        #expect(root.frame.height == 96)
        let report = root.engine.lastPassReport
        #expect(report.isClean)
        #expect(report.passes == 2, "\(report)")
    }

    @Test func aWiderRootUnwrapsTheLabelAndANarrowerWrapsItMore() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        label.measuredContent = Self.tenWords
        root.addChild(label)
        let width = root.widthAnchor.constraint(equalToConstant: 116)
        try LayoutConstraint.activate([
            width,
            label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
            label.topAnchor.constraint(equalTo: root.topMarginAnchor),
        ])
        root.layoutIfNeeded()
        width.constant = 400
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 336, height: 20))
        width.constant = 82   // 66 between the margins: two words a line
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 64, height: 100))
    }

    /// A popover sized by its text, at most 300 wide with margins of 8:
    /// four words of 100 (spaces of 4) want 412 on one line, wrap at the
    /// 284 the margins leave into two lines of 204, 40 high, and the root
    /// takes the smallest size around them, 220 × 56, in two passes. The
    /// root narrowing as its text wraps is not new room: measured from any
    /// width again on that, the text went back to one line, the root to
    /// 300, and the layout stopped unsettled at the pass limit.
    @Test func aRootSizedByItsTextSettlesWhereTheTextWraps() throws {
        func popover(maxWidth: Double) throws -> (root: LayoutItem, label: LayoutItem, width: LayoutConstraint) {
            let root = LayoutItem(name: "popover"), label = LayoutItem(name: "label")
            label.measuredContent = WrappedText(words: [100, 100, 100, 100], spaceWidth: 4, lineHeight: 20)
            root.addChild(label)
            let width = root.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth)
            try LayoutConstraint.activate([
                width,
                label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                label.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                label.topAnchor.constraint(equalTo: root.topMarginAnchor),
                label.bottomAnchor.constraint(equalTo: root.bottomMarginAnchor),
            ])
            return (root, label, width)
        }
        let (root, label, width) = try popover(maxWidth: 300)
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(root.engine.lastPassReport.isClean && root.engine.lastPassReport.passes == 2, "\(root.engine.lastPassReport)")
        expectFrame(root, 0, 0, 220, 56)
        expectFrame(label, 8, 8, 204, 40)
        #expect(root.layoutIfNeeded().isEmpty && root.engine.lastPassReport.passes == 1)
        expectFrame(root, 0, 0, 220, 56)
        // At most 200: 184 between the margins, one word a line (two
        // words are 204), 100 × 80, and the root 116 × 96.
        width.constant = 200
        #expect(root.layoutIfNeeded().isEmpty && root.engine.lastPassReport.isClean)
        expectFrame(label, 8, 8, 100, 80)
        expectFrame(root, 0, 0, 116, 96)
        // At most 500: one line, 412 + 16 = 428 wide.
        width.constant = 500
        #expect(root.layoutIfNeeded().isEmpty && root.engine.lastPassReport.isClean)
        expectFrame(root, 0, 0, 428, 36)
        let fresh = try popover(maxWidth: 500).root
        #expect(fresh.layoutIfNeeded().isEmpty)
        expectFrame(fresh, 0, 0, 428, 36)
    }

    /// Ten words in a root's readable content guide, laid out once: the
    /// label leads the guide and may not pass its trailing edge.
    static func labelInTheReadableGuide(rootWidth: Double, inset: Double = 0, readableWidth: Double = 672) throws
        -> (root: LayoutItem, label: LayoutItem) {
        let root = LayoutItem(name: "root")
        root.rootSafeAreaInsets = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        root.readableWidth = readableWidth
        let label = LayoutItem(name: "label")
        label.measuredContent = tenWords
        root.addChild(label)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: rootWidth),
            label.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, label)
    }

    /// A label in the readable content guide of a root not laid out yet:
    /// measured as in the room it gets, not wrapped at the zero width the
    /// root has before its first solve.
    @Test func textInTheReadableGuideWrapsAtTheGuidesWidthOnTheFirstLayout() throws {
        let (root, label) = try Self.labelInTheReadableGuide(rootWidth: 216)
        // 200 between the margins: six words a line (6 × 30 + 5 × 4 = 200), two lines.
        #expect(label.frame == Rect(x: 8, y: 0, width: 200, height: 40))
        #expect(root.engine.lastPassReport.isClean)
    }

    /// New safe-area insets or a new readable width change the room as a
    /// rotation does: text is measured from any width again and unwraps
    /// where it has room, as in a fresh layout of the same tree.
    @Test(arguments: [false, true])
    func textUnwrapsWhenTheSafeAreaOrReadableWidthGivesRoomBack(readableWidth: Bool) throws {
        // 100 of room at first (insets of 100, or a readable width of 100):
        // three words a line (98 wide), four lines.
        let (root, label) = try readableWidth
            ? Self.labelInTheReadableGuide(rootWidth: 316, readableWidth: 100)
            : Self.labelInTheReadableGuide(rootWidth: 316, inset: 100)
        #expect(label.frame.size == Size(width: 98, height: 80))
        if readableWidth { root.readableWidth = 672 } else { root.rootSafeAreaInsets = .zero }
        root.layoutIfNeeded()
        // 300 between the margins: eight words a line (8 × 30 + 7 × 4 = 268), two lines.
        let fresh = try Self.labelInTheReadableGuide(rootWidth: 316)
        #expect(fresh.label.frame == Rect(x: 8, y: 0, width: 268, height: 40))
        #expect(label.frame == fresh.label.frame)
    }

    @Test func newTextIsMeasuredFromAnyWidthAgain() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: [30])
        root.addChild(label)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 216),
            label.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 30, height: 20))
        // Measured at its old width (30) the new text would wrap word by word.
        label.measuredContent = WrappedText(words: [30, 30, 30])
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 98, height: 20))
    }

    @Test func fittingSizeHonoursHeightForWidth() throws {
        let cell = LayoutItem(name: "cell")
        let label = LayoutItem(name: "label")
        label.measuredContent = Self.tenWords
        cell.addChild(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        cell.layoutIfNeeded()
        let size = cell.systemLayoutSizeFitting(Size(width: 100, height: 0), horizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100, height: 80))
        // Nothing in the engine changed.
        cell.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 336, height: 20))
    }

    @Test func aRefusedMeasurementIsReportedAndLeftOut() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        root.addChild(label)
        var answer = Size(width: 40, height: 20)
        label.setMeasure { _ in answer }
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 40, height: 20))
        answer = Size(width: .nan, height: -3)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        let report = root.engine.lastPassReport
        #expect(report.invalidMeasurements.count == 1)
        #expect(report.invalidMeasurements.first?.item === label)
        #expect(report.invalidMeasurements.first?.description.hasPrefix("label: its content measured nan × -3") == true)
        // The engine is as it was: the label keeps its last accepted size.
        #expect(label.frame.size == Size(width: 40, height: 20))
    }

    @Test func aLayoutThatNeverSettlesIsReportedWithTheItemsThatKeptChanging() throws {
        let root = LayoutItem(name: "root")
        let flipper = LayoutItem(name: "flipper")
        root.addChild(flipper)
        // Offered its width, it always wants 10 more: it never settles.
        flipper.setMeasure { proposal in Size(width: (proposal.width ?? 0) + 10, height: 10) }
        try LayoutConstraint.activate([flipper.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let report = root.engine.lastPassReport
        #expect(report.passes == LayoutEngine.maximumPasses)
        #expect(report.unsettledItems.map(\.name) == ["flipper"])
    }

    @Test func anAspectRatioIsARequiredConstraint() throws {
        let root = LayoutItem(name: "root")
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 4.0 / 3
        root.addChild(photo)
        try LayoutConstraint.activate([photo.widthAnchor.constraint(equalToConstant: 120)])
        root.layoutIfNeeded()
        #expect(photo.frame.size == Size(width: 120, height: 90))
        #expect(root.engine.constraints.contains { $0.identifier == "photo-aspect-ratio" })
        photo.aspectRatio = nil
        #expect(!root.engine.constraints.contains { $0.identifier == "photo-aspect-ratio" })
    }

    /// A hundred labels stacked by anchors: a new text in one is measured
    /// again (from any width, then at its width) and nothing else is.
    @Test func oneNewTextReMeasuresOnlyThatText() throws {
        let root = LayoutItem(name: "root")
        var labels: [LayoutItem] = []
        var constraints = [root.widthAnchor.constraint(equalToConstant: 200)]
        for index in 0..<100 {
            let label = LayoutItem(name: "label\(index)")
            label.measuredContent = WrappedText(words: Array(repeating: 30, count: 1 + index % 9))
            root.addChild(label)
            constraints += [label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                            index == 0 ? label.topAnchor.constraint(equalTo: root.topAnchor)
                                : label.topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor)]
            labels.append(label)
        }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let bottom = labels[99].frame.maxY
        labels[50].measuredContent = WrappedText(words: Array(repeating: 30, count: 20))
        root.layoutIfNeeded()
        let report = root.engine.lastPassReport
        #expect(report.measurements <= 3, "\(report)")
        // 30 + 5 × 34 = 200: six words a line at 200, so 20 words make 4 lines;
        // it had 6 words (one line) before.
        #expect(labels[50].frame.size == Size(width: 200, height: 80))
        #expect(labels[99].frame.maxY == bottom + 60)
    }

    /// Text pinned by its trailing edge moves when the root widens; it is
    /// measured from any width all the same, and unwraps. So it does after
    /// a probe (an ambiguity check) has reported every value as changed.
    @Test(arguments: [false, true])
    func aRotationUnwrapsTextThatMovesSideways(probing: Bool) throws {
        let root = LayoutItem(name: "root"), text = LayoutItem(name: "text")
        text.measuredContent = Self.tenWords
        root.addChild(text)
        let width = root.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([width, text.topAnchor.constraint(equalTo: root.topAnchor),
                                       text.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.7),
                                       text.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        root.layoutIfNeeded()
        // 0.7 × 150 = 105: three words a line (98), four lines.
        #expect(text.frame == Rect(x: 52, y: 0, width: 98, height: 80))
        if probing { _ = root.engine.ambiguities() }
        width.constant = 600
        root.layoutIfNeeded()
        // 0.7 × 600 = 420 holds the single line of 336.
        #expect(text.frame == Rect(x: 264, y: 0, width: 336, height: 20))
    }

    /// A chat message, a label that wraps, with its time set under its last
    /// line and a status mark under its bottom edge, at a given width.
    private func message(width: Double) throws -> (root: LayoutItem, message: LayoutItem, time: LayoutItem,
                                                   status: LayoutItem, width: LayoutConstraint) {
        let root = LayoutItem(name: "root")
        let message = LayoutItem(name: "message")
        message.measuredContent = WrappedText(words: Array(repeating: 50, count: 10), spaceWidth: 4, lineHeight: 20)
        message.lastBaselineOffset = 15
        let time = LayoutItem(name: "time", intrinsicContentSize: IntrinsicSize(width: 40, height: 16))
        time.firstBaselineOffset = 12
        let status = LayoutItem(name: "status", intrinsicContentSize: IntrinsicSize(width: 40, height: 16))
        status.firstBaselineOffset = 12
        for item in [message, time, status] { root.addChild(item) }
        let rootWidth = root.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([
            rootWidth,
            message.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            message.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            message.topAnchor.constraint(equalTo: root.topMarginAnchor),
            time.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            time.firstBaselineAnchor.constraint(equalTo: message.lastBaselineAnchor, constant: 20),
            status.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            status.firstBaselineAnchor.constraint(equalTo: message.bottomAnchor, constant: 15),
        ])
        root.layoutIfNeeded()
        return (root, message, time, status, rootWidth)
    }

    /// A label that wraps moves its last baseline down to its last line, as
    /// a multi-line `UILabel`'s `lastBaselineAnchor` does: its
    /// `lastBaselineOffset` is the single line's, and each line the text
    /// wraps onto adds a line height.
    @Test func aWrappedLabelsLastBaselineFollowsItsLastLine() throws {
        let (_, message, time, status, _) = try message(width: 216)
        // 200 between the margins (pinned to both): three words of 50 a line, four lines.
        expectFrame(message, 8, 8, 200, 80)
        #expect(message.lastBaselineShift == 60)
        // The last line's baseline: 8 + 15 + 3 × 20 = 83; time's baseline 20 below it, at 103.
        expectFrame(time, 8, 91, 40, 16)
        // The bottom edge, 88, and 15 below it: the same 103.
        expectFrame(status, 8, 91, 40, 16)
    }

    /// A label held shorter than its text ends on the last line it shows,
    /// as a `UILabel` does: `lastBaselineAnchor` is "the baseline for the
    /// bottommost line of text" in the view, not of a line cut off.
    @Test func aLabelShorterThanItsTextEndsOnItsLastLineShown() throws {
        let (root, message, time, _, _) = try message(width: 216)
        let cap = message.heightAnchor.constraint(lessThanOrEqualToConstant: 50)
        try cap.activate()
        root.layoutIfNeeded()
        #expect(root.engine.lastPassReport.isClean)
        // Four lines of 20 wanted, 50 given: two lines shown, the second's
        // baseline at 8 + 15 + 1 × 20 = 43; time's baseline 20 below, at 63
        // (top 51, its baseline 12 down). Ending on the fourth line put it
        // at 91, below the label.
        expectFrame(message, 8, 8, 200, 50)
        #expect(message.lastBaselineShift == 20)
        expectFrame(time, 8, 51, 40, 16)
        // A fresh tree with the cap from the start: the same.
        let fresh = try self.message(width: 216)
        try fresh.message.heightAnchor.constraint(lessThanOrEqualToConstant: 50).activate()
        fresh.root.layoutIfNeeded()
        #expect(fresh.time.frame == time.frame)
        // The cap gone, every line shows again.
        cap.isActive = false
        root.layoutIfNeeded()
        expectFrame(message, 8, 8, 200, 80)
        #expect(message.lastBaselineShift == 60)
        expectFrame(time, 8, 91, 40, 16)
    }

    /// The last baseline moves when a new width wraps the text onto other
    /// lines, and lands where a fresh layout at that width puts it.
    @Test func aLabelRewrappedByANewWidthMovesItsLastBaseline() throws {
        let live = try message(width: 216)
        live.width.constant = 160
        live.root.layoutIfNeeded()
        // 144 between the margins: two words a line (104), five lines.
        expectFrame(live.message, 8, 8, 144, 100)
        #expect(live.message.lastBaselineShift == 80)
        // 8 + 15 + 4 × 20 = 103; time's baseline at 123.
        expectFrame(live.time, 8, 111, 40, 16)
        let fresh = try message(width: 160)
        #expect(fresh.time.frame == live.time.frame)
        #expect(fresh.status.frame == live.status.frame)
        // Wide enough for one line: the offset as set.
        live.width.constant = 600
        live.root.layoutIfNeeded()
        expectFrame(live.message, 8, 8, 584, 20)
        #expect(live.message.lastBaselineShift == 0)
        expectFrame(live.time, 8, 31, 40, 16)
    }

    /// A cell measured with `systemLayoutSizeFitting` whose bottom hangs
    /// under its label's last baseline is as tall as the text wraps at the
    /// width asked, not at the width the cell was laid out at; the layout
    /// itself stays as it was.
    @Test func aFittingSizeHangsUnderTheLastLineAtTheWidthAsked() throws {
        let cell = LayoutItem(name: "cell")
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: Array(repeating: 50, count: 6), spaceWidth: 4, lineHeight: 20)
        label.lastBaselineOffset = 15
        cell.addChild(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            cell.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 12),
        ])
        cell.layoutIfNeeded()
        // Nothing holds the cell's width: the text on one line, 6 × 50 + 5 × 4 = 320; 10 + 15 + 12 high.
        expectFrame(cell, 0, 0, 340, 37)
        let fitted = cell.systemLayoutSizeFitting(Size(width: 134, height: 0), horizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // 114 for the text: two words a line, three lines; the last baseline at 10 + 15 + 2 × 20 = 65.
        #expect(fitted == Size(width: 134, height: 77))
        expectFrame(cell, 0, 0, 340, 37)
        #expect(label.lastBaselineShift == 0)
    }

    /// A line limit ends the text, and its last baseline, at the last line
    /// shown; content that is not text keeps its last baseline where set.
    @Test func theLastBaselineStopsAtTheLineLimitAndStaysPutForOtherContent() throws {
        let root = LayoutItem(name: "root")
        let label = LayoutItem(name: "label")
        label.measuredContent = WrappedText(words: Array(repeating: 50, count: 10), spaceWidth: 4, lineHeight: 20, maxLines: 2)
        label.lastBaselineOffset = 15
        let picture = LayoutItem(name: "picture")
        picture.setMeasure { proposal in Size(width: proposal.width ?? 100, height: (proposal.width ?? 100) / 2) }
        picture.lastBaselineOffset = 30
        for item in [label, picture] { root.addChild(item) }
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            picture.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            picture.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            picture.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // One word of 50 a line in 100 (50 + 4 + 50 > 100), two lines shown.
        expectFrame(label, 0, 0, 100, 40)
        #expect(label.lastBaselineShift == 20)
        // The picture's baseline stays 30 below its top: 15 + 20 + 100 − 30 = 105.
        #expect(picture.lastBaselineShift == 0)
        expectFrame(picture, 0, 105, 100, 50)
    }
}
