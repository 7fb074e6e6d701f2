import Foundation
import Testing
import Stack

/// Trial twenty-eight: interactive screens that change on every frame after
/// the first layout, driven the way an app drives them: a header that
/// collapses from 200 to 64 points as a list scrolls under it (only the
/// scroll item's `contentOffset` changes, and the title's size and place
/// with it), a bottom sheet dragged through its detents and past both ends
/// (its top constant changed in small steps, rows of a stack hidden as it
/// collapses), a form kept above a keyboard that grows the safe area's
/// bottom inset from 34 to 336 and back, and a split view whose divider is
/// dragged through the columns' limits and whose window is resized. Every
/// frame was worked out by hand first (the comments carry the
/// arithmetic); after every step the live screen is compared with one built
/// afresh in the same state (``LiveScreen``). Then each screen is broken the
/// way apps break it, and the debugging answers are checked.
@Suite struct UserTrialTwentyEightTests {
    // MARK: - 1. A collapsing header

    /// A 390 × 844 screen: a scroll item filling it, with a column of twenty
    /// 60-point rows hung 200 below its content's top (1 400 of content, so
    /// offsets run 0...556), and over it a header pinned to the screen's top,
    /// at least 64 high, whose bottom follows the column's top at 750. The
    /// header is 200 − offset high, down to 64, and grows past 200 when
    /// the list is pulled down. A back button sits 10 above the header's
    /// bottom; the title, a large title 200 × 41 at progress 0 and 100 ×
    /// 20.5 at 1 (progress = offset / 136, from 0 to 1), moves from 16 to
    /// 145 (centred: (390 − 100) / 2) and from 12 to 21.75 above the
    /// header's bottom (centred in 64: (64 − 20.5) / 2), as an app sets
    /// them in `scrollViewDidScroll`.
    final class CollapsingHeader: LiveScreen {
        struct State {
            var offset = 0.0
            /// The follow's priority: 750, or required in a broken app.
            var followPriority: Priority = .defaultHigh
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let scroll = ScrollItem(name: "scroll")
        let header = LayoutItem(name: "header")
        let title = LayoutItem(name: "title")
        let rows = (1...20).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 60)) }
        /// `header.bottom == list.top`, at 750.
        let follow: LayoutConstraint
        private let titleLeading: LayoutConstraint
        private let titleBottom: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let list = StackItem(name: "list", arrangedItems: rows)
            list.axis = .vertical
            let back = fixedSizeItem("back", 44, 44)
            root.addChild(scroll)
            root.addChild(header)
            scroll.addChild(list)
            header.addChild(back)
            header.addChild(title)
            let content = scroll.contentLayoutGuide
            titleLeading = title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16)
            titleBottom = title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12)
            follow = header.bottomAnchor.constraint(equalTo: list.topAnchor)
            follow.priority = state.followPriority
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                root.heightAnchor.constraint(equalToConstant: 844),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                list.topAnchor.constraint(equalTo: content.topAnchor, constant: 200),
                list.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                list.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                list.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                header.topAnchor.constraint(equalTo: root.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                header.heightAnchor.constraint(greaterThanOrEqualToConstant: 64),
                follow,
                back.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 8),
                back.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10),
                titleLeading,
                titleBottom,
            ])
            scrolled(to: state.offset)
        }

        /// What the app does when the list scrolls: the offset, then the
        /// title's size and place for the progress it makes.
        func scrolled(to offset: Double) {
            state.offset = offset
            scroll.contentOffset = Point(x: 0, y: offset)
            let progress = min(max(offset / 136, 0), 1)
            let scale = 1 - 0.5 * progress
            title.intrinsicContentSize = IntrinsicSize(width: 200 * scale, height: 41 * scale)
            titleLeading.constant = 16 + 129 * progress
            titleBottom.constant = -(12 + 9.75 * progress)
        }
    }

    /// The header's and title's frames at each offset, worked by hand:
    /// header height max(64, 200 − offset); title at 16 + 129p, its bottom
    /// 12 + 9.75p above the header's.
    /// - 0: header 200; title 200 × 41 at (16, 200 − 12 − 41 = 147); back at 146.
    /// - 34 (p 0.25, scale 0.875): header 166; title 175 × 35.875 at
    ///   (48.25, 166 − 14.4375 − 35.875 = 115.6875).
    /// - 68 (p 0.5, scale 0.75): header 132; title 150 × 30.75 at
    ///   (80.5, 132 − 16.875 − 30.75 = 84.375).
    /// - 136 (p 1): header 64; title 100 × 20.5 at (145, 64 − 21.75 − 20.5 = 21.75).
    /// - 300 and 556 (the end), 620 (pulled past the end): the header
    ///   stays 64, the title as at 136.
    /// - −40 (pulled down past the top): header 240; title as at 0, at 240 − 53 = 187.
    static let headerSteps: [(offset: Double, header: Double, title: Rect)] = [
        (0, 200, Rect(x: 16, y: 147, width: 200, height: 41)),
        (34, 166, Rect(x: 48.25, y: 115.6875, width: 175, height: 35.875)),
        (68, 132, Rect(x: 80.5, y: 84.375, width: 150, height: 30.75)),
        (136, 64, Rect(x: 145, y: 21.75, width: 100, height: 20.5)),
        (300, 64, Rect(x: 145, y: 21.75, width: 100, height: 20.5)),
        (556, 64, Rect(x: 145, y: 21.75, width: 100, height: 20.5)),
        (620, 64, Rect(x: 145, y: 21.75, width: 100, height: 20.5)),
        (68, 132, Rect(x: 80.5, y: 84.375, width: 150, height: 30.75)),
        (-40, 240, Rect(x: 16, y: 187, width: 200, height: 41)),
        (0, 200, Rect(x: 16, y: 147, width: 200, height: 41)),
    ]

    /// Scrolled down, past the end, back and pulled past the top: only the
    /// offset and the title change, and each frame is the hand-worked one
    /// and a fresh screen's. The rows keep their content frames (row k at
    /// 200 + 60(k − 1)); on the screen they are `offset` higher. The content
    /// is 390 × 1 400 throughout.
    @Test func theHeaderCollapsesAsTheListScrolls() throws {
        let screen = try CollapsingHeader(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        for step in Self.headerSteps {
            screen.scrolled(to: step.offset)
            try screen.expectLaysOutAsFresh("offset \(step.offset)")
            expectFrames(in: screen.root, [
                ("header", Rect(x: 0, y: 0, width: 390, height: step.header)),
                ("title", step.title),
                ("back", Rect(x: 8, y: step.header - 54, width: 44, height: 44)),
                ("scroll", Rect(x: 0, y: 0, width: 390, height: 844)),
                ("row1", Rect(x: 0, y: 200 - step.offset, width: 390, height: 60)),
                ("row11", Rect(x: 0, y: 800 - step.offset, width: 390, height: 60)),
            ])
            expectFrame(screen.rows[10], Rect(x: 0, y: 600, width: 390, height: 60), "in the list")
            #expect(screen.scroll.contentSize == Size(width: 390, height: 1400))
        }
    }
}

extension UserTrialTwentyEightTests {
    // MARK: - 2. A bottom sheet

    /// A 390 × 844 screen with a notch (47) and a home indicator (34), and a
    /// sheet along its bottom whose top the drag sets,
    /// `sheet.top == screen.top + c` at 999, held by two required limits:
    /// its top at least 10 below the safe area's (57) and its height at
    /// least 120 (top at most 724). In the sheet: a 36 × 5 grabber centred 6
    /// below its top, and 8 below that a column (spacing 8, within the
    /// sheet's side margins of 16) of a 24-point title, a 36-point search
    /// field and six 56-point rows, its bottom at most the sheet's safe
    /// area's bottom (34 above the sheet's). The column starts at
    /// top + 19 and has H − 53 of the sheet's height H below it. As the
    /// sheet collapses, the app hides what does not fit in the height it
    /// is dragged to (clamped to the limits, 120...787): the rows first,
    /// 64 each (8 + 56), then the search field (68 with the title).
    final class Sheet: LiveScreen {
        struct State {
            var top = 100.0
            /// Whether the app hides what does not fit (a broken app does not).
            var hides = true
            /// The drag's priority: 999, or required in a broken app.
            var dragPriority: Priority = 999
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let sheet = LayoutItem(name: "sheet")
        let column: StackItem
        let search = LayoutItem(name: "search", intrinsicContentSize: IntrinsicSize(width: nil, height: 36))
        let rows = (1...6).map { LayoutItem(name: "row\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 56)) }
        let drag: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            sheet.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let grabber = fixedSizeItem("grabber", 36, 5)
            let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 120, height: 24))
            column = StackItem(name: "column", arrangedItems: [title, search] + rows)
            column.axis = .vertical
            column.spacing = 8
            root.addChild(sheet)
            sheet.addChild(grabber)
            sheet.addChild(column)
            drag = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: state.top)
            drag.priority = state.dragPriority
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: 390),
                root.heightAnchor.constraint(equalToConstant: 844),
                sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                sheet.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
                sheet.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
                grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 6),
                column.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 8),
                column.leadingAnchor.constraint(equalTo: sheet.leadingMarginAnchor),
                column.trailingAnchor.constraint(equalTo: sheet.trailingMarginAnchor),
                column.bottomAnchor.constraint(lessThanOrEqualTo: sheet.safeAreaLayoutGuide.bottomAnchor),
                drag,
            ])
            dragged(to: state.top)
        }

        /// The rows shown, and whether the search field is, for the height
        /// the sheet is dragged to.
        static func shown(top: Double) -> (search: Bool, rows: Int) {
            let room = min(max(844 - top, 120), 787) - 53
            guard room >= 68 else { return (false, 0) }
            return (true, min(6, Int(((room - 68) / 64).rounded(.down))))
        }

        /// What the app does on each step of the drag.
        func dragged(to top: Double) {
            state.top = top
            drag.constant = top
            guard state.hides else { return }
            let shown = Self.shown(top: top)
            search.isHidden = !shown.search
            for (index, row) in rows.enumerated() { row.isHidden = index >= shown.rows }
        }

        /// The frames a sheet whose top is at `top` shows: the column at
        /// top + 19, 24 + 44 (search) + 64 a row high.
        static func frames(top: Double) -> [(String, Rect)] {
            let shown = shown(top: top)
            let height = 24 + (shown.search ? 44 : 0) + 64 * Double(shown.rows)
            var frames = [("sheet", Rect(x: 0, y: top, width: 390, height: 844 - top)),
                          ("grabber", Rect(x: 177, y: top + 6, width: 36, height: 5)),
                          ("column", Rect(x: 16, y: top + 19, width: 358, height: height)),
                          ("title", Rect(x: 16, y: top + 19, width: 358, height: 24))]
            if shown.search { frames.append(("search", Rect(x: 16, y: top + 51, width: 358, height: 36))) }
            for index in 0..<shown.rows {
                frames.append(("row\(index + 1)", Rect(x: 16, y: top + 95 + 64 * Double(index), width: 358, height: 56)))
            }
            return frames
        }
    }

    /// Where the rows go, worked by hand for the detents: large (top 100,
    /// height 744: 691 of room, all six rows), medium (422: 369 of room,
    /// (369 − 68) / 64 = 4.7, four rows), small (724: 67 of room, less than
    /// the 68 the search field needs, the title alone).
    @Test func theSheetShowsWhatFitsAtEachDetent() throws {
        #expect(Sheet.shown(top: 100) == (true, 6))
        #expect(Sheet.shown(top: 422) == (true, 4))
        #expect(Sheet.shown(top: 724) == (false, 0))
        #expect(Sheet.shown(top: 698) == (true, 0))
        #expect(Sheet.shown(top: 652) == (true, 1))
        let sheet = try Sheet(.init(top: 422))
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        #expect(sheet.root.engine.ambiguities().isEmpty, "\(sheet.root.engine.ambiguities())")
        // The column: 24 + 8 + 36 + 4 × 64 = 324 at 441; row 4 at 422 + 95 + 192 = 709.
        expectFrames(in: sheet.root, [("column", Rect(x: 16, y: 441, width: 358, height: 324)),
                                      ("row4", Rect(x: 16, y: 709, width: 358, height: 56))])
        expectFrames(in: sheet.root, Sheet.frames(top: 422))
    }

    /// A fit-content detent, as an app measures it: at the medium detent's
    /// rows (four), the column measures 24 + 8 + 36 + 4 × 64 = 324 at the
    /// sheet's 358 of content width, and the sheet 19 + 324 + 34 = 377
    /// (the safe area's 34 below the column). Dragged to 844 − 377 = 467,
    /// the column ends exactly on the safe area's bottom, 810.
    @Test func aFitContentDetentIsMeasuredFromTheSheet() throws {
        let sheet = try Sheet(.init(top: 422))
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        let column = sheet.column.systemLayoutSizeFitting(Size(width: 358, height: 0),
                                                          verticalFittingPriority: .fittingSizeLevel)
        #expect(column == Size(width: 358, height: 324))
        let fit = sheet.sheet.systemLayoutSizeFitting(Size(width: 390, height: 0), verticalFittingPriority: .fittingSizeLevel)
        #expect(fit == Size(width: 390, height: 377))
        sheet.dragged(to: 844 - fit.height)
        try sheet.expectLaysOutAsFresh("fit content")
        #expect(Sheet.shown(top: 467) == (true, 4))
        expectFrames(in: sheet.root, [("column", Rect(x: 16, y: 486, width: 358, height: 324))])
    }

    /// Dragged from the large detent to the small one in steps of 12, on
    /// past the bottom (the height stops at 120: top 724), back up past
    /// the top (the top stops at 57, 10 below the notch, with every row),
    /// and settled at the medium detent: every step's frames are the
    /// hand-worked ones, and a fresh sheet's.
    @Test func theSheetIsDraggedThroughItsDetentsAndPastBothEnds() throws {
        let sheet = try Sheet(.init())
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        let down = Array(stride(from: 100.0, through: 724, by: 12))
        for top in down + [760, 800, 900] + [600, 300, 60, 40, 20, -100] + [422] {
            sheet.dragged(to: top)
            try sheet.expectLaysOutAsFresh("top \(top)")
            let held = min(max(top, 57), 724)
            expectFrames(in: sheet.root, Sheet.frames(top: held))
        }
        #expect(sheet.sheet.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    }
}

extension UserTrialTwentyEightTests {
    // MARK: - 3. A form above the keyboard

    /// A compose screen with side margins of 16: a 200 × 34 title 16 below
    /// the safe area's top, a notes area 12 under it, at least 80 high, and
    /// 12 under the notes a column (spacing 12) of a 44-point text field and
    /// a 50-point button, its bottom 16 above the safe area's bottom. The
    /// keyboard is the safe area's bottom inset, as an app that sets
    /// `additionalSafeAreaInsets` from `keyboardWillShow` makes it: 34 (the
    /// home indicator) up to 336 and back.
    ///
    /// Portrait (390 × 844, notch 47): the title at (16, 63); the column
    /// 106 high, its bottom at 844 − b − 16, so at 722 − b; the notes from
    /// 109 to 710 − b, 601 − b high.
    final class Compose: LiveScreen {
        struct State {
            var size = Size(width: 390, height: 844)
            var insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        }

        var state: State
        let root = LayoutItem(name: "screen")
        let notesMinimum: LayoutConstraint
        /// `form.bottom == screen.safeArea.bottom - 16`.
        let formBottom: LayoutConstraint
        private let width: LayoutConstraint, height: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let title = LayoutItem(name: "title", intrinsicContentSize: IntrinsicSize(width: 200, height: 34))
            let notes = LayoutItem(name: "notes")
            let field = LayoutItem(name: "field", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
            let form = StackItem(name: "form", arrangedItems: [field, send])
            form.axis = .vertical
            form.spacing = 12
            for item in [title, notes, form] { root.addChild(item) }
            width = root.widthAnchor.constraint(equalToConstant: state.size.width)
            height = root.heightAnchor.constraint(equalToConstant: state.size.height)
            notesMinimum = notes.heightAnchor.constraint(greaterThanOrEqualToConstant: 80)
            let safeArea = root.safeAreaLayoutGuide
            formBottom = form.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16)
            try LayoutConstraint.activate([
                width, height,
                title.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
                title.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                notes.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
                notes.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                notes.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                notes.bottomAnchor.constraint(equalTo: form.topAnchor, constant: -12),
                form.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
                form.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
                formBottom,
                notesMinimum,
            ])
            root.rootSafeAreaInsets = state.insets
        }

        /// The keyboard's frame changed: the safe area's bottom inset.
        func keyboard(_ bottom: Double) {
            state.insets.bottom = bottom
            root.rootSafeAreaInsets = state.insets
        }

        /// The device turned: the window's size and the insets.
        func turn(to size: Size, insets: EdgeInsets) {
            state.size = size
            state.insets = insets
            width.constant = size.width
            height.constant = size.height
            root.rootSafeAreaInsets = insets
        }
    }

    /// The keyboard comes up in steps (34, 100, 220, 336), goes part of the
    /// way down (180) and away (34): every step is a fresh screen's, and the
    /// hand-worked frames: the column at 722 − b, the notes 601 − b high.
    @Test func theFormRidesAboveTheKeyboard() throws {
        let screen = try Compose(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().isEmpty, "\(screen.root.engine.ambiguities())")
        for bottom in [34.0, 100, 220, 336, 180, 34] {
            screen.keyboard(bottom)
            try screen.expectLaysOutAsFresh("keyboard \(bottom)")
            expectFrames(in: screen.root, [
                ("title", Rect(x: 16, y: 63, width: 200, height: 34)),
                ("notes", Rect(x: 16, y: 109, width: 358, height: 601 - bottom)),
                ("form", Rect(x: 16, y: 722 - bottom, width: 358, height: 106)),
                ("field", Rect(x: 16, y: 722 - bottom, width: 358, height: 44)),
                ("send", Rect(x: 16, y: 778 - bottom, width: 358, height: 50)),
            ])
        }
    }

    /// The keyboard as the model guide holds it, a guide along the screen's
    /// bottom as high as the keyboard with the form above both it and the
    /// safe area (pulled down at 250), puts the form where the inset does:
    /// 16 above the higher of the two, for a keyboard of 0, 20 (below the
    /// home indicator's 34), 200 and 336.
    @Test func aKeyboardGuidePutsTheFormWhereTheInsetDoes() throws {
        let screen = try Compose(.init())
        let root = screen.root
        let form = try #require(root.children.first { $0.name == "form" })
        let keyboard = LayoutGuide(name: "keyboard")
        root.addLayoutGuide(keyboard)
        let keyboardHeight = keyboard.heightAnchor.constraint(equalToConstant: 0)
        screen.formBottom.isActive = false
        let down = form.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16)
        down.priority = 250
        try LayoutConstraint.activate([
            keyboard.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            keyboard.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            keyboard.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            keyboardHeight,
            form.bottomAnchor.constraint(lessThanOrEqualTo: keyboard.topAnchor, constant: -16),
            form.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            down,
        ])
        for height in [0.0, 20, 200, 336, 0] {
            keyboardHeight.constant = height
            #expect(root.layoutIfNeeded().isEmpty)
            let inset = max(34, height)
            expectFrames(in: root, [("form", Rect(x: 16, y: 722 - inset, width: 358, height: 106)),
                                    ("notes", Rect(x: 16, y: 109, width: 358, height: 601 - inset))])
        }
    }
}

extension UserTrialTwentyEightTests {
    // MARK: - 4. A split view

    /// A window 1 024 × 768: a sidebar from its leading edge, 200...400
    /// wide, preferring the width the divider is dragged to (at 750); a
    /// 1-point divider; a detail at least 320 wide to the trailing edge.
    /// The sidebar holds a column of five 44-point rows; the detail, within
    /// margins of 20, a body of ten 60-point words (4 apart, lines of 20,
    /// horizontal compression resistance 749):
    /// in a detail D wide the body is D − 40 wide and holds
    /// ⌊(D − 36) / 64⌋ words a line.
    final class SplitView: LiveScreen {
        struct State {
            var width = 1024.0
            var preferred = 320.0
        }

        var state: State
        let root = LayoutItem(name: "window")
        let sidebar = LayoutItem(name: "sidebar")
        let detail = LayoutItem(name: "detail")
        let body = LayoutItem(name: "body")
        let preference: LayoutConstraint
        let detailMinimum: LayoutConstraint
        private let width: LayoutConstraint

        init(_ state: State) throws {
            self.state = state
            let divider = LayoutItem(name: "divider")
            let list = StackItem(name: "list", arrangedItems: (1...5).map {
                LayoutItem(name: "item\($0)", intrinsicContentSize: IntrinsicSize(width: nil, height: 44))
            })
            list.axis = .vertical
            body.measuredContent = WrappedText(words: Array(repeating: 60, count: 10), spaceWidth: 4, lineHeight: 20)
            // Below the preference's 750: the text wraps rather than push
            // the divider (at 750 both it would tie, as the model guide warns).
            body.setContentCompressionResistancePriority(749, for: .horizontal)
            detail.layoutMargins = EdgeInsets(all: 20)
            for item in [sidebar, divider, detail] { root.addChild(item) }
            sidebar.addChild(list)
            detail.addChild(body)
            width = root.widthAnchor.constraint(equalToConstant: state.width)
            preference = sidebar.widthAnchor.constraint(equalToConstant: state.preferred)
            preference.priority = .defaultHigh
            detailMinimum = detail.widthAnchor.constraint(greaterThanOrEqualToConstant: 320)
            let columns = [sidebar, divider, detail].flatMap { item in
                [item.topAnchor.constraint(equalTo: root.topAnchor), item.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
            }
            try LayoutConstraint.activate(columns + [
                width,
                root.heightAnchor.constraint(equalToConstant: 768),
                sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sidebar.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
                sidebar.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
                divider.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
                divider.widthAnchor.constraint(equalToConstant: 1),
                detail.leadingAnchor.constraint(equalTo: divider.trailingAnchor),
                detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                list.topAnchor.constraint(equalTo: sidebar.topAnchor),
                list.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: sidebar.trailingAnchor),
                body.topAnchor.constraint(equalTo: detail.topMarginAnchor),
                body.leadingAnchor.constraint(equalTo: detail.leadingMarginAnchor),
                body.trailingAnchor.constraint(equalTo: detail.trailingMarginAnchor),
                preference,
                detailMinimum,
            ])
        }

        func drag(to preferred: Double) {
            state.preferred = preferred
            preference.constant = preferred
        }

        func resize(to width: Double) {
            state.width = width
            self.width.constant = width
        }

        /// The frames for a sidebar `sidebar` wide in a window `width` wide.
        static func frames(width: Double, sidebar: Double) -> [(String, Rect)] {
            let detail = width - sidebar - 1
            let perLine = ((detail - 36) / 64).rounded(.down)
            let lines = (10 / perLine).rounded(.up)
            return [("sidebar", Rect(x: 0, y: 0, width: sidebar, height: 768)),
                    ("divider", Rect(x: sidebar, y: 0, width: 1, height: 768)),
                    ("detail", Rect(x: sidebar + 1, y: 0, width: detail, height: 768)),
                    ("item5", Rect(x: 0, y: 176, width: sidebar, height: 44)),
                    ("body", Rect(x: sidebar + 21, y: 20, width: detail - 40, height: 20 * lines))]
        }
    }

    /// The divider dragged through the limits and the window resized: the
    /// sidebar is the preference held to 200...400 and to what leaves the
    /// detail 320. At 1 024: 320 (detail 703, body 663: ten words, one
    /// line), 150 → 200, 450 → 400 (detail 623, body 583: nine words a
    /// line, two lines), 600 → 400. At 700 with 400 preferred: 700 − 321 =
    /// 379 (body 280: four a line, three lines). At 900: 400 again (detail
    /// 499, body 459: seven a line, two lines); dragged to 250 (detail 649,
    /// body 609: nine a line, two lines).
    @Test func theDividerIsDraggedThroughItsLimitsAndTheWindowResized() throws {
        let split = try SplitView(.init())
        #expect(split.root.layoutIfNeeded().isEmpty)
        #expect(split.root.engine.ambiguities().isEmpty, "\(split.root.engine.ambiguities())")
        let steps: [(width: Double, preferred: Double, sidebar: Double, lines: Double)] = [
            (1024, 320, 320, 1), (1024, 150, 200, 1), (1024, 260, 260, 1), (1024, 450, 400, 2),
            (1024, 600, 400, 2), (700, 600, 379, 3), (700, 400, 379, 3), (700, 300, 300, 2),
            (900, 400, 400, 2), (900, 250, 250, 2), (1024, 320, 320, 1),
        ]
        for step in steps {
            split.resize(to: step.width)
            split.drag(to: step.preferred)
            try split.expectLaysOutAsFresh("\(step.width) wide, \(step.preferred) preferred")
            let frames = SplitView.frames(width: step.width, sidebar: step.sidebar)
            expectFrames(in: split.root, frames)
            #expect(split.body.frame.height == 20 * step.lines, "\(step)")
        }
    }
}

extension UserTrialTwentyEightTests {
    // MARK: - 5. Broken the way apps break them

    /// Expects a screen laid out with conflicts to have the frames of the
    /// same screen built afresh in the same state, conflicts and all.
    static func expectSameFrames(_ live: LayoutItem, asFreshWithConflicts fresh: LayoutItem, _ step: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        _ = fresh.layoutIfNeeded()
        let liveFrames = framesInRootByName(live), freshFrames = framesInRootByName(fresh)
        #expect(Set(liveFrames.keys) == Set(freshFrames.keys), sourceLocation: sourceLocation)
        for (name, frame) in freshFrames {
            #expect(framesMatch(liveFrames[name] ?? .zero, frame), "\(step): \(name) is \(liveFrames[name] ?? .zero), \(frame) afresh",
                    sourceLocation: sourceLocation)
        }
    }

    /// `--why` on the collapsing header: at 68 the 200 − 68 names the
    /// offset for what it is; at 300 the minimum holds it.
    @Test func theHeadersHeightIsExplainedByTheScrollOffset() throws {
        let screen = try CollapsingHeader(.init(offset: 68))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.header.explanation(of: .height).description == """
            header.height = 200 − 68 = 132
               200  list.top == scroll.content.top + 200
              − 68  header.bottom == list.top @750  (−68 of it from scroll's contentOffset (0, 68))
                 0  header.top == screen.top
            """)
        #expect(screen.rows[0].explanation(of: .top).description == """
            row1.top = 200 − 68 = 132
               200  list.top == scroll.content.top + 200
                 0  UISV-canvas-connection: list.top == row1.top
              − 68  scroll's contentOffset (0, 68)
            """)
        screen.scrolled(to: 300)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.header.explanation(of: .height).description == """
            header.height = 64
              64  header.height >= 64
            """)
    }

    /// An app that makes the follow required: scrolled past the collapse
    /// (300), the header cannot be 200 − 300 = −100 high and at least 64, so
    /// the follow breaks, and the report's arithmetic says so with the
    /// numbers on the screen (row1's top at 200 − 300). Scrolled back,
    /// the changed offset gives the follow another try, and it holds.
    @Test func aRequiredFollowBreaksOnlyWhileScrolledPastTheCollapse() throws {
        let screen = try CollapsingHeader(.init(followPriority: .required))
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.scrolled(to: 100)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.header.frame.height == 100)
        screen.scrolled(to: 300)
        let conflicts = screen.root.layoutIfNeeded()
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(conflict.broken === screen.follow)
        #expect(conflict.arithmetic
                == "header.bottom is at least 64 where the others hold, but it must be equal to list.top (-100)")
        #expect(conflict.constraints.map(\.description) == [
            "scroll-content-guide: scroll.content.top == scroll.top", "scroll.top == screen.top",
            "list.top == scroll.content.top + 200", "header.top == screen.top", "header.height >= 64",
            "header.bottom == list.top",
        ])
        #expect(screen.header.frame.height == 64)
        Self.expectSameFrames(screen.root, asFreshWithConflicts: try CollapsingHeader(screen.state).root, "at 300")
        screen.scrolled(to: 0)
        try screen.expectLaysOutAsFresh("back at 0")
        #expect(!screen.follow.isBroken)
        #expect(screen.header.frame.height == 200)
    }

    /// An app that drops the follow (to animate the header itself, say)
    /// leaves the header's height open above its minimum: the ambiguity
    /// says how far, and `--why` that nothing pulls it.
    @Test func aHeaderThatFollowsNothingIsAmbiguous() throws {
        let screen = try CollapsingHeader(.init(offset: 68))
        screen.follow.isActive = false
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let height = try #require(screen.root.engine.ambiguities(of: screen.header).first { $0.attribute == .height })
        #expect(height.lower == 64 && height.upper == .infinity)
        let why = screen.header.explanation(of: .height)
        #expect(why.openRange == 64...Double.infinity)
        #expect(why.tradingConstraints.isEmpty)
        #expect(why.description.hasSuffix("Nothing pulls it anywhere in that range: a constraint that sizes it is missing "
                                          + "(on header.height or header.bottom, say; header.top is decided)."))
    }

    /// An app that forgets to hide rows: at the medium detent the column
    /// needs 19 + 452 + 34 = 505 of the 422, and the drag (999) wins over
    /// every content size (750): 83 points go, first from the grabber (5:
    /// no order among a stack's items reaches it), then from the column's
    /// items in order (the title's 24, the search field's 36, 18 of row 1).
    /// Nothing conflicts and nothing is reported ambiguous.
    @Test func rowsNotHiddenAreSqueezedInOrder() throws {
        let sheet = try Sheet(.init(top: 100, hides: false))
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        sheet.dragged(to: 422)
        try sheet.expectLaysOutAsFresh("not hidden at 422")
        #expect(sheet.root.engine.ambiguities().isEmpty)
        expectFrames(in: sheet.root, [
            ("sheet", Rect(x: 0, y: 422, width: 390, height: 422)),
            ("grabber", Rect(x: 177, y: 428, width: 36, height: 0)),
            ("column", Rect(x: 16, y: 436, width: 358, height: 374)),
            ("title", Rect(x: 16, y: 436, width: 358, height: 0)),
            ("search", Rect(x: 16, y: 444, width: 358, height: 0)),
            ("row1", Rect(x: 16, y: 452, width: 358, height: 38)),
            ("row2", Rect(x: 16, y: 498, width: 358, height: 56)),
            ("row6", Rect(x: 16, y: 754, width: 358, height: 56)),
        ])
        let why = sheet.rows[0].explanation(of: .height)
        #expect(why.value == 38)
        #expect(why.terms.contains { $0.constraint === sheet.drag && $0.amount == -422 })
        #expect(why.terms.contains { $0.constraint.description == "sheet-safe-area-guide: sheet.safeArea.bottom == sheet.bottom - 34" })
    }

    /// An app whose drag is required: dragged above the limit (top 20, the
    /// limit 47 + 10), the drag breaks and the sheet stops at the limit;
    /// the report names the notch's guide and the limit. Dragged back to
    /// 100, the new constant gives the drag another try at once.
    @Test func aRequiredDragPastTheTopBreaksAndRecovers() throws {
        let sheet = try Sheet(.init(dragPriority: .required))
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        sheet.dragged(to: 20)
        let conflicts = sheet.root.layoutIfNeeded()
        #expect(conflicts.map(\.description) == ["""
            Unable to satisfy sheet.top == screen.top + 20: sheet.top is at least 57 where the others hold, \
            but it must be equal to screen.top (0) + 20 = 20
            These constraints conflict (removing any one lets the rest hold):
              screen-safe-area-guide: screen.safeArea.top == screen.top + 47
              sheet.top >= screen.safeArea.top + 10
              sheet.top == screen.top + 20
            Broke sheet.top == screen.top + 20 and laid out the rest.
            """])
        expectFrames(in: sheet.root, Sheet.frames(top: 57))
        sheet.dragged(to: 100)
        try sheet.expectLaysOutAsFresh("back at 100")
        #expect(!sheet.drag.isBroken)
        expectFrames(in: sheet.root, Sheet.frames(top: 100))
    }

    /// An app that takes the drag constraint out to put in another (a
    /// detent's) and lays out in between: the sheet's top is open from the
    /// limit (57) to where the four rows shown at the medium detent still
    /// fit (844 − 34 − 324 − 19 = 467).
    @Test func aSheetBetweenTwoDragConstraintsIsAmbiguous() throws {
        let sheet = try Sheet(.init(top: 422))
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        sheet.drag.isActive = false
        #expect(sheet.root.layoutIfNeeded().isEmpty)
        let ambiguities = sheet.root.engine.ambiguities(of: [sheet.sheet])
        #expect(ambiguities.map(\.description).contains("sheet.top can be anything in 57...467"))
        #expect(sheet.sheet.explanation(of: .top).description.hasSuffix(
            "Nothing pulls it anywhere in that range: a constraint that sizes it is missing (on sheet.height or sheet.top, say; sheet.bottom is decided)."))
    }

    /// Turned to landscape (844 × 390, the notch's 47 on the sides, 21 of
    /// home indicator): the margins are 16 + 47 = 63, the title at
    /// (63, 16); the column's bottom at 390 − 21 − 16 = 353, its top 247;
    /// the notes from 62 to 235, 173 high. A landscape keyboard of 209
    /// leaves 165 − 16 = 149 for 34 + 12 + 80 + 12 + 106 = 244: 95 short,
    /// and every height that can give is a content size at 750: the
    /// title, which no order reaches, gives all its 34, then the column's
    /// items in order, the field all its 44 and the button 17 (33 left).
    /// A keyboard of 300 leaves less than the notes' required 80: that
    /// constraint, activated last, breaks. Both undo when the keyboard
    /// goes.
    @Test func aLandscapeKeyboardSqueezesTheFormThenBreaksTheNotes() throws {
        let screen = try Compose(.init())
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        screen.turn(to: Size(width: 844, height: 390), insets: landscape)
        try screen.expectLaysOutAsFresh("landscape")
        expectFrames(in: screen.root, [("title", Rect(x: 63, y: 16, width: 200, height: 34)),
                                       ("notes", Rect(x: 63, y: 62, width: 718, height: 173)),
                                       ("form", Rect(x: 63, y: 247, width: 718, height: 106))])
        screen.keyboard(209)
        try screen.expectLaysOutAsFresh("landscape keyboard")
        #expect(screen.root.engine.ambiguities().isEmpty)
        expectFrames(in: screen.root, [("title", Rect(x: 63, y: 16, width: 200, height: 0)),
                                       ("notes", Rect(x: 63, y: 28, width: 718, height: 80)),
                                       ("form", Rect(x: 63, y: 120, width: 718, height: 45)),
                                       ("field", Rect(x: 63, y: 120, width: 718, height: 0)),
                                       ("send", Rect(x: 63, y: 132, width: 718, height: 33))])
        screen.keyboard(300)
        let conflict = try #require(screen.root.layoutIfNeeded().first)
        #expect(conflict.broken === screen.notesMinimum)
        #expect(conflict.arithmetic == "notes.height is at most 22 (0 as laid out) where the others hold, but it must be at least 80")
        #expect(conflict.constraints.contains { $0.description == "screen-safe-area-guide: screen.safeArea.bottom == screen.bottom - 300" })
        Self.expectSameFrames(screen.root, asFreshWithConflicts: try Compose(screen.state).root, "keyboard 300")
        screen.keyboard(21)
        try screen.expectLaysOutAsFresh("keyboard gone")
        #expect(!screen.notesMinimum.isBroken)
    }

    /// The window made narrower than the two minimums (500 < 200 + 1 + 320):
    /// the window keeps its size and the detail's minimum, activated last,
    /// breaks: the detail is 500 − 321 = 179, as afresh. Widened to 700
    /// with 400 preferred, the window's width, a member of the conflict,
    /// changed, so the pass tries the minimum again and it holds: the
    /// sidebar gives way to 700 − 1 − 320 = 379, as in a fresh window.
    @Test func aWindowNarrowerThanBothColumnsBreaksTheDetailsMinimum() throws {
        let split = try SplitView(.init())
        #expect(split.root.layoutIfNeeded().isEmpty)
        split.resize(to: 500)
        let conflict = try #require(split.root.layoutIfNeeded().first)
        #expect(conflict.broken === split.detailMinimum)
        #expect(conflict.arithmetic == "detail.width is at most 299 (179 as laid out) where the others hold, but it must be at least 320")
        #expect(conflict.constraints.first?.description == "window.width == 500")
        expectFrames(in: split.root, [("window", Rect(x: 0, y: 0, width: 500, height: 768)),
                                      ("sidebar", Rect(x: 0, y: 0, width: 320, height: 768)),
                                      ("detail", Rect(x: 321, y: 0, width: 179, height: 768))])
        Self.expectSameFrames(split.root, asFreshWithConflicts: try SplitView(split.state).root, "500 wide")
        split.resize(to: 700)
        split.drag(to: 400)
        try split.expectLaysOutAsFresh("widened to 700")
        #expect(!split.detailMinimum.isBroken)
        expectFrames(in: split.root, SplitView.frames(width: 700, sidebar: 379))
    }
}
