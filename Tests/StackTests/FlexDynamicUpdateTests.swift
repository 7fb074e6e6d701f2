import Testing
import SeededRandom
import Stack

/// Dynamic screens built from flex stacks, as a Texture or Yoga user builds
/// them, changed after their first layout the way an application changes
/// them: rows hidden and shown, text that grows to more lines, item options
/// changed, items added and removed, a toolbar turned into a column and
/// right to left, the screen rotated. After every change each frame of the
/// live screen equals the frame of a screen built afresh in the same state
/// (the docs promise no history for flex stacks whose constraints do not feed
/// back into their own size), and a few key frames are worked out by hand.
@Suite struct FlexDynamicUpdateTests {
    // MARK: - The harness

    /// A screen `width` × 812 whose flex stack is pinned to its top,
    /// leading and trailing edges, so that the screen decides the stack's
    /// width and its content its height.
    final class Screen {
        let root = LayoutItem(name: "screen")
        let stack: StackItem
        let width: LayoutConstraint

        init(_ stack: StackItem, width: Double, direction: LayoutDirection = .leftToRight) throws {
            self.stack = stack
            root.layoutDirection = direction
            root.addChild(stack)
            self.width = root.widthAnchor.constraint(equalToConstant: width)
            try LayoutConstraint.activate([
                self.width, root.heightAnchor.constraint(equalToConstant: 812),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }

        /// The item of the screen named `name`.
        subscript(name: String) -> LayoutItem {
            func find(_ item: LayoutItem) -> LayoutItem? {
                if item.name == name { return item }
                for child in item.children { if let found = find(child) { return found } }
                return nil
            }
            guard let found = find(root) else { preconditionFailure("no item \(name)") }
            return found
        }

        /// The stack named `name`.
        func stack(_ name: String) -> StackItem { self[name] as! StackItem }

        /// Every item's frame in its parent's space, by name.
        var frames: [String: Rect] {
            var frames: [String: Rect] = [:]
            func walk(_ item: LayoutItem) {
                frames[item.name] = item.frame
                for child in item.children { walk(child) }
            }
            walk(root)
            return frames
        }

        /// Every stack's generated constraints, each with its note, sorted,
        /// by the stack's name.
        var generatedConstraints: [String: [String]] {
            var lists: [String: [String]] = [:]
            func walk(_ item: LayoutItem) {
                if let stack = item as? StackItem {
                    lists[stack.name] = stack.generatedConstraints.map { "\($0)" + ($0.note.map { " (\($0))" } ?? "") }
                        .sorted()
                }
                for child in item.children { walk(child) }
            }
            walk(root)
            return lists
        }

        /// Lays the screen out; it should meet no conflict.
        func layout(sourceLocation: SourceLocation = #_sourceLocation) {
            let conflicts = root.layoutIfNeeded()
            #expect(conflicts.isEmpty, "conflicts: \(conflicts)", sourceLocation: sourceLocation)
        }
    }

    /// Lays `live` out and expects every frame of it to equal the frame of
    /// `fresh`, a screen built from scratch in the same state, and every
    /// stack's generated constraints and their notes to be fresh's.
    static func expectFresh(_ live: Screen, _ fresh: Screen, _ step: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        live.layout(sourceLocation: sourceLocation)
        fresh.layout(sourceLocation: sourceLocation)
        let liveFrames = live.frames, freshFrames = fresh.frames
        #expect(Set(liveFrames.keys) == Set(freshFrames.keys), "\(step): items differ", sourceLocation: sourceLocation)
        for (name, frame) in freshFrames.sorted(by: { $0.key < $1.key }) {
            let mine = liveFrames[name] ?? .zero
            #expect(framesMatch(mine, frame, tolerance: 1e-6),
                    "\(step): \(name) is \(mine), fresh \(frame)", sourceLocation: sourceLocation)
        }
        let liveLists = live.generatedConstraints
        for (name, list) in fresh.generatedConstraints.sorted(by: { $0.key < $1.key }) where liveLists[name] != list {
            #expect(liveLists[name] == list, "\(step): \(name)'s constraints differ", sourceLocation: sourceLocation)
        }
    }

    static func text(_ name: String, _ words: [Double], lineHeight: Double = 20) -> LayoutItem {
        let item = LayoutItem(name: name)
        item.measuredContent = WrappedText(words: words, lineHeight: lineHeight)
        return item
    }

    // MARK: - 1. A chat list whose rows hide, show, change text and come and go

    struct Message {
        var id: String
        var words: [Double]
        var hidden = false
    }

    /// A row: an avatar 32 × 32, a body column (a name of one 50-point word
    /// on lines of 16 above the message on lines of 20, spacing 2) that
    /// grows and shrinks, and a time 40 × 14; spacing 8, padding 8, aligned
    /// to the top.
    static func chatRow(_ message: Message) -> StackItem {
        let id = message.id
        let body = flexStack("body-\(id)", .vertical, [text("name-\(id)", [50], lineHeight: 16),
                                                        text("text-\(id)", message.words)], spacing: 2)
        let row = flexStack("row-\(id)", .horizontal, [fixedSizeItem("avatar-\(id)", 32, 32), body,
                                                       fixedSizeItem("time-\(id)", 40, 14)],
                            alignment: .top, spacing: 8)
        row.padding = FlexPadding(all: 8)
        row.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: body)
        row.isHidden = message.hidden
        return row
    }

    /// A column of rows, spacing 4, 8 above and below.
    static func chat(_ messages: [Message]) throws -> Screen {
        let list = flexStack("list", .vertical, messages.map(chatRow), spacing: 4)
        list.padding = FlexPadding(top: 8, left: 0, bottom: 8, right: 0)
        return try Screen(list, width: 375)
    }

    @Test func chatRowsHideShowAndChangeText() throws {
        var messages = [Message(id: "1", words: [60, 40, 80, 30, 50, 70]), Message(id: "2", words: [40, 30]),
                        Message(id: "3", words: [100, 100, 100])]
        let live = try Self.chat(messages)
        Self.expectFresh(live, try Self.chat(messages), "first layout")
        // A row's content box is 375 − 16 = 359; the body takes what the
        // avatar, the time and two spacings leave: 359 − 32 − 40 − 16 = 271,
        // from x 8 + 32 + 8 = 48. Message 1 (330 and 5 spaces of 4 on one
        // line) wraps at 271: 60 40 80 30 (222), then 50 70: 2 lines, 40
        // high; the body is 16 + 2 + 40 = 58, the row 58 + 16 = 74. Message 2
        // (74) is one line: body 38, row 54, at 8 + 74 + 4 = 86. Message 3
        // (304 on one line) wraps 100 100 | 100: row 74 at 86 + 54 + 4 = 144.
        expectFrame(live["row-1"], Rect(x: 0, y: 8, width: 375, height: 74))
        expectFrame(live["body-1"], Rect(x: 48, y: 8, width: 271, height: 58))
        expectFrame(live["text-1"], Rect(x: 0, y: 18, width: 271, height: 40))
        expectFrame(live["time-1"], Rect(x: 327, y: 8, width: 40, height: 14))
        expectFrame(live["row-2"], Rect(x: 0, y: 86, width: 375, height: 54))
        expectFrame(live["row-3"], Rect(x: 0, y: 144, width: 375, height: 74))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 226))

        // Row 2 hidden: row 3 closes up to 8 + 74 + 4 = 86; the list is
        // 8 + 74 + 4 + 74 + 8 = 168 high.
        live["row-2"].isHidden = true
        messages[1].hidden = true
        Self.expectFresh(live, try Self.chat(messages), "row 2 hidden")
        expectFrame(live["row-3"], Rect(x: 0, y: 86, width: 375, height: 74))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 168))

        // Message 1 grows to three lines: 60 40 80 30 | 50 70 90 (218) | 90
        // 90: 60 high, the body 78, the row 94; row 3 at 8 + 94 + 4 = 106.
        messages[0].words = [60, 40, 80, 30, 50, 70, 90, 90, 90]
        live["text-1"].measuredContent = WrappedText(words: messages[0].words, lineHeight: 20)
        Self.expectFresh(live, try Self.chat(messages), "message 1 grows")
        expectFrame(live["text-1"], Rect(x: 0, y: 18, width: 271, height: 60))
        expectFrame(live["row-1"], Rect(x: 0, y: 8, width: 375, height: 94))
        expectFrame(live["row-3"], Rect(x: 0, y: 106, width: 375, height: 74))

        // The hidden row's text changes while it is hidden, then it shows:
        // 40 30 90 90 90 (352) wraps at 271 after 40 30 90 90 (266): two
        // lines, row 74, at 106; row 3 at 106 + 74 + 4 = 184.
        messages[1].words = [40, 30, 90, 90, 90]
        live["text-2"].measuredContent = WrappedText(words: messages[1].words, lineHeight: 20)
        Self.expectFresh(live, try Self.chat(messages), "hidden text changes")
        live["row-2"].isHidden = false
        messages[1].hidden = false
        Self.expectFresh(live, try Self.chat(messages), "row 2 shown")
        expectFrame(live["row-2"], Rect(x: 0, y: 106, width: 375, height: 74))
        expectFrame(live["row-3"], Rect(x: 0, y: 184, width: 375, height: 74))

        // Message 3 shrinks to one word: one line, row 54.
        messages[2].words = [20]
        live["text-3"].measuredContent = WrappedText(words: messages[2].words, lineHeight: 20)
        Self.expectFresh(live, try Self.chat(messages), "message 3 shrinks")
        expectFrame(live["row-3"], Rect(x: 0, y: 184, width: 375, height: 54))

        // A new message on top, then message 2 deleted.
        let new = Message(id: "0", words: [30, 30])
        messages.insert(new, at: 0)
        live.stack.insertArrangedItem(Self.chatRow(new), at: 0)
        Self.expectFresh(live, try Self.chat(messages), "message 0 arrives")
        expectFrame(live["row-0"], Rect(x: 0, y: 8, width: 375, height: 54))
        expectFrame(live["row-1"], Rect(x: 0, y: 66, width: 375, height: 94))
        messages.remove(at: 2)
        live["row-2"].removeFromParent()
        Self.expectFresh(live, try Self.chat(messages), "message 2 deleted")
        // 8 + 54 + 4 + 94 + 4 = 164.
        expectFrame(live["row-3"], Rect(x: 0, y: 164, width: 375, height: 54))

        // Several changes in one pass: message 1 back to two lines, row 0
        // hidden, message 3 three lines long.
        messages[1].words = [60, 40, 80, 30, 50, 70]
        live["text-1"].measuredContent = WrappedText(words: messages[1].words, lineHeight: 20)
        messages[0].hidden = true
        live["row-0"].isHidden = true
        messages[2].words = [100, 100, 100, 100, 100, 100]
        live["text-3"].measuredContent = WrappedText(words: messages[2].words, lineHeight: 20)
        Self.expectFresh(live, try Self.chat(messages), "three changes at once")
        // 100 100 | 100 100 | 100 100: 60 high, the row 16 + 2 + 60 + 16 = 94,
        // at 8 + 74 + 4 = 86.
        expectFrame(live["row-3"], Rect(x: 0, y: 86, width: 375, height: 94))
    }

    // MARK: - 2. A settings form whose rows change their options

    struct Setting {
        var id: String
        var words: [Double]
        var icon = FlexItemOptions()
        var label = FlexItemOptions(grow: 1, shrink: 1)
        var toggle = FlexItemOptions()
        var row = FlexItemOptions()
    }

    /// A row: an icon 24 × 24, a label on lines of 20 that grows and
    /// shrinks, a switch 51 × 31; spacing 12, padding 16 at the sides and 8
    /// above and below, centred.
    static func settingRow(_ setting: Setting) -> StackItem {
        let id = setting.id
        let icon = fixedSizeItem("icon-\(id)", 24, 24), label = text("label-\(id)", setting.words)
        let toggle = fixedSizeItem("switch-\(id)", 51, 31)
        let row = flexStack("row-\(id)", .horizontal, [icon, label, toggle], alignment: .center, spacing: 12)
        row.padding = FlexPadding(top: 8, left: 16, bottom: 8, right: 16)
        row.setFlexOptions(setting.icon, for: icon)
        row.setFlexOptions(setting.label, for: label)
        row.setFlexOptions(setting.toggle, for: toggle)
        return row
    }

    /// A column of rows, 1 apart (the separators).
    static func form(_ settings: [Setting]) throws -> Screen {
        let form = flexStack("form", .vertical, settings.map(settingRow), spacing: 1)
        for (setting, row) in zip(settings, form.arrangedItems) { form.setFlexOptions(setting.row, for: row) }
        return try Screen(form, width: 375)
    }

    @Test func settingsRowsChangeTheirOptions() throws {
        var settings = [Setting(id: "1", words: [60, 50]), Setting(id: "2", words: [80, 90, 70, 60]),
                        Setting(id: "3", words: [70]), Setting(id: "4", words: [50, 50]),
                        Setting(id: "5", words: [90, 90, 90]), Setting(id: "6", words: [40])]
        let live = try Self.form(settings)
        Self.expectFresh(live, try Self.form(settings), "first layout")
        // A row's content box is 375 − 32 = 343; the label takes 343 − 24 −
        // 51 − 2 × 12 = 244 from x 16 + 24 + 12 = 52, the switch is at 52 +
        // 244 + 12 = 308. One line: the row is 31 + 16 = 47 high, the icon
        // centred at 8 + 3.5, the label at 8 + 5.5. Label 2 (312 on one
        // line) wraps 80 90 | 70 60: 40 high, the row 56, at 47 + 1 = 48.
        expectFrame(live["row-1"], Rect(x: 0, y: 0, width: 375, height: 47))
        expectFrame(live["icon-1"], Rect(x: 16, y: 11.5, width: 24, height: 24))
        expectFrame(live["label-1"], Rect(x: 52, y: 13.5, width: 244, height: 20))
        expectFrame(live["switch-1"], Rect(x: 308, y: 8, width: 51, height: 31))
        expectFrame(live["row-2"], Rect(x: 0, y: 48, width: 375, height: 56))
        expectFrame(live["label-2"], Rect(x: 52, y: 8, width: 244, height: 40))

        func change(_ index: Int, _ step: String, _ edit: (inout Setting) -> Void) throws {
            edit(&settings[index])
            let setting = settings[index]
            let row = live.stack("row-\(setting.id)")
            row.setFlexOptions(setting.icon, for: live["icon-\(setting.id)"])
            row.setFlexOptions(setting.label, for: live["label-\(setting.id)"])
            row.setFlexOptions(setting.toggle, for: live["switch-\(setting.id)"])
            live.stack.setFlexOptions(setting.row, for: row)
            Self.expectFresh(live, try Self.form(settings), step)
        }

        // Label 1 stops growing: it keeps its line, 60 + 4 + 50 = 114, and
        // the switch follows at 52 + 114 + 12 = 178.
        try change(0, "label 1 grow 0") { $0.label = FlexItemOptions(shrink: 1) }
        expectFrame(live["label-1"], Rect(x: 52, y: 13.5, width: 114, height: 20))
        expectFrame(live["switch-1"], Rect(x: 178, y: 8, width: 51, height: 31))

        // Label 2 on a basis of 100 that neither grows nor shrinks: a word a
        // line, 80 high; the row 96 high, the switch at 52 + 100 + 12 = 164,
        // centred at 8 + (80 − 31) / 2 = 32.5.
        try change(1, "label 2 basis 100") { $0.label = FlexItemOptions(basis: 100) }
        expectFrame(live["label-2"], Rect(x: 52, y: 8, width: 100, height: 80))
        expectFrame(live["switch-2"], Rect(x: 164, y: 32.5, width: 51, height: 31))
        expectFrame(live["row-2"], Rect(x: 0, y: 48, width: 375, height: 96))

        // Switch 3 aligned to the top of its row: y 8 in place of 8.
        try change(2, "switch 3 to the top") { $0.toggle = FlexItemOptions(alignSelf: .leading) }
        try change(2, "label 3 to the bottom") { $0.label = FlexItemOptions(grow: 1, shrink: 1, alignSelf: .trailing) }
        // The row is 47: the label's bottom on the content's, 8 + 31 − 20 = 19.
        expectFrame(live["label-3"], Rect(x: 52, y: 19, width: 244, height: 20))

        // Label 4 at least 260 wide, neither growing nor shrinking: the
        // switch overflows to 52 + 260 + 12 = 324.
        try change(3, "label 4 minimum 260") { $0.label = FlexItemOptions(minimumSize: FlexSize(width: 260)) }
        expectFrame(live["label-4"], Rect(x: 52, y: 13.5, width: 260, height: 20))
        expectFrame(live["switch-4"], Rect(x: 324, y: 8, width: 51, height: 31))

        // Icon 5 with 8 on each side: the label loses 16, 228 from x 16 + 8
        // + 24 + 8 + 12 = 68; 90 90 | 90 still two lines.
        try change(4, "icon 5 margins") {
            $0.icon = FlexItemOptions(margin: FlexMargins(top: 0, left: 8, bottom: 0, right: 8))
        }
        expectFrame(live["icon-5"], Rect(x: 24, y: 16, width: 24, height: 24))
        expectFrame(live["label-5"], Rect(x: 68, y: 8, width: 228, height: 40))

        // Row 6 at most 300 wide and at least 60 high: stretched across the
        // form but clamped to 300; its label 300 − 32 − 24 − 51 − 24 = 169.
        try change(5, "row 6 range") {
            $0.row = FlexItemOptions(minimumSize: FlexSize(height: 60), maximumSize: FlexSize(width: 300))
        }
        // Row 6 is at 47 + 96 + 3 × 47 − 47 + 56 + 5 = 298: rows 1 to 5 are
        // 47, 96, 47, 47 and 56 high, 1 apart.
        expectFrame(live["row-6"], Rect(x: 0, y: 298, width: 300, height: 60))
        expectFrame(live["label-6"], Rect(x: 52, y: 20, width: 169, height: 20))

        // Rows 1 and 2 back as they were, and row 6 to its own maximum only.
        try change(0, "label 1 back") { $0.label = FlexItemOptions(grow: 1, shrink: 1) }
        try change(1, "label 2 back") { $0.label = FlexItemOptions(grow: 1, shrink: 1) }
        expectFrame(live["label-1"], Rect(x: 52, y: 13.5, width: 244, height: 20))
        expectFrame(live["row-2"], Rect(x: 0, y: 48, width: 375, height: 56))
        // Rows 1 to 5 are 47, 56, 47, 47 and 56 high again: row 6 at 258.
        try change(5, "row 6 maximum only") { $0.row = FlexItemOptions(maximumSize: FlexSize(width: 300)) }
        expectFrame(live["row-6"], Rect(x: 0, y: 258, width: 300, height: 47))
        try change(5, "row 6 minimum above the stretch") { $0.row = FlexItemOptions(minimumSize: FlexSize(width: 400)) }
        expectFrame(live["row-6"], Rect(x: 0, y: 258, width: 400, height: 47))
        try change(5, "row 6 free") { $0.row = FlexItemOptions() }
        expectFrame(live["row-6"], Rect(x: 0, y: 258, width: 375, height: 47))
    }

    /// A hidden row keeps its own range across, as it would visible
    /// (placed across "as if visible"): a row of the form at most 300 wide
    /// stays 300 wide hidden, not the form's 375, and so do hidden items of
    /// a given size, a minimum above the stretch and a nested flex stack of
    /// a maximum. Each was stretched to the whole line when hidden.
    @Test func aHiddenStretchedItemKeepsItsOwnRangeAcross() throws {
        var settings = [Setting(id: "1", words: [60, 50]), Setting(id: "2", words: [40]), Setting(id: "3", words: [40]),
                        Setting(id: "4", words: [40])]
        settings[0].row = FlexItemOptions(maximumSize: FlexSize(width: 300))
        settings[1].row = FlexItemOptions(size: FlexSize(width: 100))
        settings[2].row = FlexItemOptions(minimumSize: FlexSize(width: 400))
        let live = try Self.form(settings)
        live.layout()
        // Visible: 300, 100 and 400 wide, 47 high each, 1 apart.
        expectFrame(live["row-1"], Rect(x: 0, y: 0, width: 300, height: 47))
        expectFrame(live["row-2"], Rect(x: 0, y: 48, width: 100, height: 47))
        expectFrame(live["row-3"], Rect(x: 0, y: 96, width: 400, height: 47))
        for id in ["1", "2", "3"] { live["row-\(id)"].isHidden = true }
        live.layout()
        // Hidden, each 0 high where row 4 starts, at its own width.
        expectFrame(live["row-1"], Rect(x: 0, y: 0, width: 300, height: 0))
        expectFrame(live["row-2"], Rect(x: 0, y: 0, width: 100, height: 0))
        expectFrame(live["row-3"], Rect(x: 0, y: 0, width: 400, height: 0))
        expectFrame(live["row-4"], Rect(x: 0, y: 0, width: 375, height: 47))
    }

    // MARK: - 3. Nested flex: rows in a column in a row

    struct Post {
        var title: [Double] = [80, 60]
        var body: [Double] = [100, 100, 100]
        var comments: [Double] = [30, 60]
        var badgeHidden = false
        var sidebarHidden = false
        var headerAlignment = StackAlignment.center
    }

    /// A row of a sidebar 64 wide (two icons 32 × 32, centred, 16 apart)
    /// and a column that grows (padding 12, spacing 8) of a header row (a
    /// title on lines of 20 that grows and shrinks, a badge 20 × 20, 8
    /// apart), the body text, and a footer row (a like 24 × 24, comments on
    /// lines of 16 that shrink, 6 apart, centred).
    static func post(_ post: Post) throws -> Screen {
        let sidebar = flexStack("sidebar", .vertical, [fixedSizeItem("home", 32, 32), fixedSizeItem("find", 32, 32)],
                                alignment: .center, spacing: 16)
        sidebar.isHidden = post.sidebarHidden
        let title = text("title", post.title), badge = fixedSizeItem("badge", 20, 20)
        badge.isHidden = post.badgeHidden
        let header = flexStack("header", .horizontal, [title, badge], alignment: post.headerAlignment, spacing: 8)
        header.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: title)
        let comments = text("comments", post.comments, lineHeight: 16)
        let footer = flexStack("footer", .horizontal, [fixedSizeItem("like", 24, 24), comments], alignment: .center,
                               spacing: 6)
        footer.setFlexOptions(FlexItemOptions(shrink: 1), for: comments)
        let main = flexStack("main", .vertical, [header, text("body", post.body), footer], spacing: 8)
        main.padding = FlexPadding(all: 12)
        let outer = flexStack("outer", .horizontal, [sidebar, main])
        outer.setFlexOptions(FlexItemOptions(size: FlexSize(width: 64)), for: sidebar)
        outer.setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: main)
        return try Screen(outer, width: 375)
    }

    @Test func nestedContentChanges() throws {
        var state = Post()
        let live = try Self.post(state)
        Self.expectFresh(live, try Self.post(state), "first layout")
        // The main column is 375 − 64 = 311 from x 64, its content 287; the
        // title 287 − 8 − 20 = 259 (144 on one line, 20 high). The body
        // (308 on one line) wraps 100 100 | 100 at 287: 40. The footer is 24
        // high. main: 12 + 20 + 8 + 40 + 8 + 24 + 12 = 124; the sidebar is
        // stretched to it, its icons at x (64 − 32) / 2 = 16.
        expectFrame(live["main"], Rect(x: 64, y: 0, width: 311, height: 124))
        expectFrame(live["sidebar"], Rect(x: 0, y: 0, width: 64, height: 124))
        expectFrame(live["find"], Rect(x: 16, y: 48, width: 32, height: 32))
        expectFrame(live["title"], Rect(x: 0, y: 0, width: 259, height: 20))
        expectFrame(live["body"], Rect(x: 12, y: 40, width: 287, height: 40))
        expectFrame(live["footer"], Rect(x: 12, y: 88, width: 287, height: 24))

        func change(_ step: String, _ edit: (inout Post) -> Void) throws {
            edit(&state)
            live["title"].measuredContent = WrappedText(words: state.title, lineHeight: 20)
            live["body"].measuredContent = WrappedText(words: state.body, lineHeight: 20)
            live["comments"].measuredContent = WrappedText(words: state.comments, lineHeight: 16)
            live["badge"].isHidden = state.badgeHidden
            live["sidebar"].isHidden = state.sidebarHidden
            live.stack("header").alignment = state.headerAlignment
            Self.expectFresh(live, try Self.post(state), step)
        }

        // The title grows to 80 60 90 40 (282 on one line): at 259 it wraps
        // after 90 (238): 40 high; the header 40, the badge centred at 10;
        // main 144, and the sidebar with it.
        try change("title grows") { $0.title = [80, 60, 90, 40] }
        expectFrame(live["title"], Rect(x: 0, y: 0, width: 259, height: 40))
        expectFrame(live["badge"], Rect(x: 267, y: 10, width: 20, height: 20))
        expectFrame(live["sidebar"], Rect(x: 0, y: 0, width: 64, height: 144))
        // The badge hidden: the title takes all 287 and fits on one line.
        try change("badge hidden") { $0.badgeHidden = true }
        expectFrame(live["title"], Rect(x: 0, y: 0, width: 287, height: 20))
        expectFrame(live["main"], Rect(x: 64, y: 0, width: 311, height: 124))
        // Comments longer than the footer: 30 60 90 90 (288) shrinks into
        // 287 − 24 − 6 = 257 and wraps after 90 (188): 32 high.
        try change("comments grow") { $0.comments = [30, 60, 90, 90] }
        expectFrame(live["comments"], Rect(x: 30, y: 0, width: 257, height: 32))
        expectFrame(live["footer"], Rect(x: 12, y: 88, width: 287, height: 32))
        // The sidebar hidden: main is 375 wide, its content 351; the body
        // (308) and the comments (282 in 351 − 30) fit on one line each:
        // 12 + 20 + 8 + 20 + 8 + 24 + 12 = 104.
        try change("sidebar hidden") { $0.sidebarHidden = true }
        expectFrame(live["main"], Rect(x: 0, y: 0, width: 375, height: 104))
        try change("body longer") { $0.body = [100, 100, 100, 100, 100] }
        try change("header to the top, badge back") {
            $0.headerAlignment = .leading
            $0.badgeHidden = false
        }
        try change("sidebar back, title short") {
            $0.sidebarHidden = false
            $0.title = [40]
        }
        try change("back to the start") { $0 = Post() }
        expectFrame(live["main"], Rect(x: 64, y: 0, width: 311, height: 124))
        expectFrame(live["title"], Rect(x: 0, y: 0, width: 259, height: 20))
    }

    // MARK: - 4. Tags that wrap, added and removed

    struct Tag {
        var id: String
        var words: [Double]
        var hidden = false
    }

    /// A tag: its text on lines of 16 and a close button 16 × 16, 4 apart,
    /// centred, padding 6 above and below and 10 at the sides: as wide as
    /// its text + 40, 28 high.
    static func tag(_ tag: Tag) -> StackItem {
        let stack = flexStack("tag-\(tag.id)", .horizontal,
                              [text("word-\(tag.id)", tag.words, lineHeight: 16), fixedSizeItem("close-\(tag.id)", 16, 16)],
                              alignment: .center, spacing: 4)
        stack.padding = FlexPadding(top: 6, left: 10, bottom: 6, right: 10)
        stack.isHidden = tag.hidden
        return stack
    }

    /// Tags that wrap, 8 apart on lines 8 apart, aligned to the start of
    /// their line, padding 12.
    static func tags(_ tags: [Tag]) throws -> Screen {
        let cloud = flexStack("tags", .horizontal, tags.map(tag), alignment: .leading, spacing: 8)
        cloud.flexWrap = .wrap
        cloud.lineSpacing = 8
        cloud.padding = FlexPadding(all: 12)
        return try Screen(cloud, width: 375)
    }

    @Test func wrappingTagsComeAndGo() throws {
        var state = [Tag(id: "a", words: [40]), Tag(id: "b", words: [60]), Tag(id: "c", words: [30, 30]),
                     Tag(id: "d", words: [90]), Tag(id: "e", words: [50])]
        let live = try Self.tags(state)
        Self.expectFresh(live, try Self.tags(state), "first layout")
        // The content box is 351 wide. Tags a 80, b 100, c 64 + 40 = 104, d
        // 130, e 90: a b c take 300 (d would need 438), d e 228. Lines of 28
        // at 12 and 48; the stack 12 + 28 + 8 + 28 + 12 = 88 high; c at 12 +
        // 80 + 8 + 100 + 8 = 208.
        expectFrame(live["tag-c"], Rect(x: 208, y: 12, width: 104, height: 28))
        expectFrame(live["word-c"], Rect(x: 10, y: 6, width: 64, height: 16))
        expectFrame(live["tag-d"], Rect(x: 12, y: 48, width: 130, height: 28))
        expectFrame(live["tag-e"], Rect(x: 150, y: 48, width: 90, height: 28))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 88))

        func insert(_ tag: Tag, at index: Int, _ step: String) throws {
            state.insert(tag, at: index)
            live.stack.insertArrangedItem(Self.tag(tag), at: index)
            Self.expectFresh(live, try Self.tags(state), step)
        }
        func remove(_ id: String, _ step: String) throws {
            state.removeAll { $0.id == id }
            live["tag-\(id)"].removeFromParent()
            Self.expectFresh(live, try Self.tags(state), step)
        }
        func edit(_ id: String, _ step: String, _ change: (inout Tag) -> Void) throws {
            let index = state.firstIndex { $0.id == id }!
            change(&state[index])
            live["tag-\(id)"].isHidden = state[index].hidden
            live["word-\(id)"].measuredContent = WrappedText(words: state[index].words, lineHeight: 16)
            Self.expectFresh(live, try Self.tags(state), step)
        }

        // f (60) after a: a f b 256 (c would need 368), c d e 340.
        try insert(Tag(id: "f", words: [20]), at: 1, "f inserted")
        expectFrame(live["tag-b"], Rect(x: 168, y: 12, width: 100, height: 28))
        expectFrame(live["tag-e"], Rect(x: 262, y: 48, width: 90, height: 28))
        // b removed: a f c 260 (d would need 398), d e; c at 12 + 80 + 8 +
        // 60 + 8 = 168.
        try remove("b", "b removed")
        expectFrame(live["tag-c"], Rect(x: 168, y: 12, width: 104, height: 28))
        expectFrame(live["tag-d"], Rect(x: 12, y: 48, width: 130, height: 28))
        // a hidden: f c d 310, e alone; d at 12 + 60 + 8 + 104 + 8 = 192.
        try edit("a", "a hidden") { $0.hidden = true }
        expectFrame(live["tag-d"], Rect(x: 192, y: 12, width: 130, height: 28))
        expectFrame(live["tag-e"], Rect(x: 12, y: 48, width: 90, height: 28))
        // d's text doubles to 184 (224 wide): f c 172, then d e 322.
        try edit("d", "d longer") { $0.words = [90, 90] }
        expectFrame(live["tag-d"], Rect(x: 12, y: 48, width: 224, height: 28))
        expectFrame(live["tag-e"], Rect(x: 244, y: 48, width: 90, height: 28))
        // Three more at the end, then a back, then everything removed but e.
        try insert(Tag(id: "g", words: [120]), at: state.count, "g appended")
        try insert(Tag(id: "h", words: [200, 60]), at: state.count, "h appended")
        try insert(Tag(id: "i", words: [10]), at: state.count, "i appended")
        try edit("a", "a shown") { $0.hidden = false }
        for id in ["f", "c", "d", "g", "h", "i", "a"] { try remove(id, "\(id) removed") }
        // e alone: 12 + 28 + 12 = 52 high.
        expectFrame(live["tag-e"], Rect(x: 12, y: 12, width: 90, height: 28))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 52))
        try remove("e", "e removed")
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 24))
        try insert(Tag(id: "j", words: [30]), at: 0, "j into an empty cloud")
        expectFrame(live["tag-j"], Rect(x: 12, y: 12, width: 70, height: 28))
    }

    // MARK: - 5. A toolbar that turns into a column and right to left

    struct Toolbar {
        var axis = LayoutAxis.horizontal
        var direction = LayoutDirection.leftToRight
        var reversed = false
        var justification = FlexJustification.start
        var title = FlexItemOptions(grow: 1, shrink: 1)
    }

    /// A back button, a title on lines of 22 (words 70 and 50) that grows
    /// and shrinks, and two buttons, all 44 × 44, 8 apart, centred, with 8
    /// at the sides.
    static func toolbar(_ state: Toolbar) throws -> Screen {
        let title = text("title", [70, 50], lineHeight: 22)
        let bar = flexStack("toolbar", state.axis, [fixedSizeItem("back", 44, 44), title, fixedSizeItem("share", 44, 44),
                                                   fixedSizeItem("more", 44, 44)],
                            state.justification, alignment: .center, spacing: 8)
        bar.padding = FlexPadding(top: 0, left: 8, bottom: 0, right: 8)
        bar.isReversed = state.reversed
        bar.setFlexOptions(state.title, for: title)
        return try Screen(bar, width: 375, direction: state.direction)
    }

    @Test func toolbarSwitchesDirection() throws {
        var state = Toolbar()
        let live = try Self.toolbar(state)
        Self.expectFresh(live, try Self.toolbar(state), "first layout")
        // The title takes 359 − 3 × 44 − 3 × 8 = 203 from 8 + 44 + 8 = 60,
        // centred at (44 − 22) / 2 = 11; share at 60 + 203 + 8 = 271.
        expectFrame(live["title"], Rect(x: 60, y: 11, width: 203, height: 22))
        expectFrame(live["share"], Rect(x: 271, y: 0, width: 44, height: 44))
        expectFrame(live["more"], Rect(x: 323, y: 0, width: 44, height: 44))

        func change(_ step: String, _ edit: (inout Toolbar) -> Void) throws {
            edit(&state)
            live.root.layoutDirection = state.direction
            live.stack.axis = state.axis
            live.stack.isReversed = state.reversed
            live.stack.distribution = .flex(state.justification)
            live.stack.setFlexOptions(state.title, for: live["title"])
            Self.expectFresh(live, try Self.toolbar(state), step)
        }

        // Right to left every x mirrors: 375 − x − width.
        try change("right to left") { $0.direction = .rightToLeft }
        expectFrame(live["back"], Rect(x: 323, y: 0, width: 44, height: 44))
        expectFrame(live["title"], Rect(x: 112, y: 11, width: 203, height: 22))
        expectFrame(live["more"], Rect(x: 8, y: 0, width: 44, height: 44))
        // A column, right to left: each item centred across 359: back at 8 +
        // (359 − 44) / 2 = 165.5; the title one line of 124 at 8 + (359 −
        // 124) / 2 = 125.5, at y 44 + 8 = 52; share at 52 + 22 + 8 = 82.
        try change("column") { $0.axis = .vertical }
        expectFrame(live["back"], Rect(x: 165.5, y: 0, width: 44, height: 44))
        expectFrame(live["title"], Rect(x: 125.5, y: 52, width: 124, height: 22))
        expectFrame(live["share"], Rect(x: 165.5, y: 82, width: 44, height: 44))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 178))
        try change("column, left to right") { $0.direction = .leftToRight }
        try change("column reversed") { $0.reversed = true }
        try change("row reversed") { $0.axis = .horizontal }
        // A reversed row runs from the right: back at 375 − 8 − 44 = 323.
        expectFrame(live["back"], Rect(x: 323, y: 0, width: 44, height: 44))
        try change("row reversed, right to left") { $0.direction = .rightToLeft }
        // Mirrors compose: from the left again.
        expectFrame(live["back"], Rect(x: 8, y: 0, width: 44, height: 44))
        try change("space between, title fixed") {
            $0.reversed = false
            $0.justification = .spaceBetween
            $0.title = FlexItemOptions()
        }
        // Right to left, 359 − 3 × 44 − 124 = 103 shared by 3 gaps: back at
        // 323, the title ends at 323 − 34.33 = 288.67, so starts at 164.67.
        expectFrame(live["title"], Rect(x: 375 - 8 - 44 - 103.0 / 3 - 124, y: 11, width: 124, height: 22))
        try change("back to the start") { $0 = Toolbar() }
        expectFrame(live["title"], Rect(x: 60, y: 11, width: 203, height: 22))
    }

    // MARK: - 6. A card that rotates

    /// A card column (padding 16, spacing 12) of a photo of aspect ratio 2,
    /// a title on lines of 24, tags that wrap (as in 4) and an actions row
    /// of three 44 × 44 buttons spread apart.
    static func card(width: Double, title: [Double] = [80, 60, 90, 70, 50]) throws -> Screen {
        let photo = LayoutItem(name: "photo")
        photo.aspectRatio = 2
        let cloud = flexStack("tags", .horizontal,
                              [Tag(id: "a", words: [40]), Tag(id: "b", words: [60]), Tag(id: "c", words: [30, 30]),
                               Tag(id: "d", words: [90]), Tag(id: "e", words: [50])].map(tag),
                              alignment: .leading, spacing: 8)
        cloud.flexWrap = .wrap
        cloud.lineSpacing = 8
        let actions = flexStack("actions", .horizontal, ["like", "reply", "send"].map { fixedSizeItem($0, 44, 44) },
                                .spaceBetween)
        let card = flexStack("card", .vertical, [photo, text("caption", title, lineHeight: 24), cloud, actions],
                             spacing: 12)
        card.padding = FlexPadding(all: 16)
        return try Screen(card, width: width)
    }

    @Test func cardRotates() throws {
        let live = try Self.card(width: 375)
        Self.expectFresh(live, try Self.card(width: 375), "portrait")
        let portrait = live.frames
        // Content 343: the photo 343 × 171.5; the caption (366 on one line)
        // wraps after 70 (312): 48 high at 16 + 171.5 + 12 = 199.5; the
        // tags (a b c 300, d e 228) 64 high at 259.5; the actions at 335.5,
        // send at 343 − 44 = 299.
        expectFrame(live["photo"], Rect(x: 16, y: 16, width: 343, height: 171.5))
        expectFrame(live["caption"], Rect(x: 16, y: 199.5, width: 343, height: 48))
        expectFrame(live["tags"], Rect(x: 16, y: 259.5, width: 343, height: 64))
        expectFrame(live["send"], Rect(x: 299, y: 0, width: 44, height: 44))
        expectFrame(live.stack, Rect(x: 0, y: 0, width: 375, height: 395.5))

        live.width.constant = 812
        Self.expectFresh(live, try Self.card(width: 812), "landscape")
        // Content 780: the photo 780 × 390, the caption one line, every tag
        // on one line (a b c d e: 80 + 100 + 104 + 130 + 90 + 32 = 536).
        expectFrame(live["photo"], Rect(x: 16, y: 16, width: 780, height: 390))
        expectFrame(live["caption"], Rect(x: 16, y: 418, width: 780, height: 24))
        expectFrame(live["tags"], Rect(x: 16, y: 454, width: 780, height: 28))
        expectFrame(live["tag-e"], Rect(x: 446, y: 0, width: 90, height: 28))

        live.width.constant = 375
        Self.expectFresh(live, try Self.card(width: 375), "portrait again")
        for (name, frame) in portrait.sorted(by: { $0.key < $1.key }) {
            #expect(framesMatch(live.frames[name]!, frame, tolerance: 1e-6), "\(name) is \(live.frames[name]!), was \(frame)")
        }

        // A longer caption in landscape, then back to portrait.
        let longer: [Double] = [80, 60, 90, 70, 50, 200, 200, 200, 100]
        live.width.constant = 812
        live["caption"].measuredContent = WrappedText(words: longer, lineHeight: 24)
        Self.expectFresh(live, try Self.card(width: 812, title: longer), "landscape, longer caption")
        // 350 + 16 + 704 = 1070 on one line: wraps at 780 after 200 (762):
        // 48 high.
        expectFrame(live["caption"], Rect(x: 16, y: 418, width: 780, height: 48))
        live.width.constant = 375
        Self.expectFresh(live, try Self.card(width: 375, title: longer), "portrait, longer caption")
        live.width.constant = 320
        Self.expectFresh(live, try Self.card(width: 320, title: longer), "narrow, longer caption")
    }

    // MARK: - 7. A feed changed at random, as an application changes it

    struct FeedRow {
        var id: Int
        var words: [Double]
        var hidden = false
        var body = FlexItemOptions(grow: 1, shrink: 1)
        var row = FlexItemOptions()
        /// The avatar is an Auto Layout cell (initials 20 × 16 pinned 6 and
        /// 8 inside it) rather than an image 32 × 32.
        var cell = false
        /// An absolute badge 10 × 10 in the row's top trailing corner.
        var badge = false
        var alignment = StackAlignment.leading
        /// The row is a `UIStackView` row (`fill`) rather than a flex row.
        var uikit = false
    }

    struct Feed {
        var width = 375.0
        var direction = LayoutDirection.leftToRight
        var rows: [FeedRow]
        var tags: [Tag]
        var listAlignment = StackAlignment.fill
        var wrap = FlexWrap.wrap
        var alignContent = FlexAlignContent.start
    }

    static func avatar(_ row: FeedRow) -> LayoutItem {
        guard row.cell else { return fixedSizeItem("avatar-\(row.id)", 32, 32) }
        let avatar = LayoutItem(name: "avatar-\(row.id)")
        let initials = fixedSizeItem("initials-\(row.id)", 20, 16)
        avatar.addChild(initials)
        try! LayoutConstraint.activate([
            initials.leadingAnchor.constraint(equalTo: avatar.leadingAnchor, constant: 6),
            initials.trailingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: -6),
            initials.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 8),
            initials.bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: -8),
        ])
        return avatar
    }

    static let badgeOptions = FlexItemOptions(position: .absolute, offset: FlexOffsets(top: 4, trailing: 4))

    static func feedRow(_ state: FeedRow) -> StackItem {
        let id = state.id
        let body = flexStack("body-\(id)", .vertical, [text("name-\(id)", [50], lineHeight: 16),
                                                        text("text-\(id)", state.words)], spacing: 2)
        var items = [avatar(state), body, fixedSizeItem("time-\(id)", 40, 14)]
        if state.badge { items.append(fixedSizeItem("badge-\(id)", 10, 10)) }
        let row = flexStack("row-\(id)", .horizontal, items, alignment: state.alignment, spacing: 8)
        row.padding = FlexPadding(all: 8)
        row.setFlexOptions(state.body, for: body)
        if state.badge { row.setFlexOptions(badgeOptions, for: items[3]) }
        if state.uikit { row.distribution = .fill }
        row.isHidden = state.hidden
        return row
    }

    static func feed(_ state: Feed) throws -> Screen {
        let cloud = flexStack("tags", .horizontal, state.tags.map(tag), alignment: .leading, spacing: 8)
        cloud.flexWrap = state.wrap
        cloud.alignContent = state.alignContent
        cloud.lineSpacing = 8
        cloud.padding = FlexPadding(all: 12)
        let list = flexStack("list", .vertical, state.rows.map(feedRow) + [cloud], alignment: state.listAlignment,
                             spacing: 4)
        for (row, item) in zip(state.rows, list.arrangedItems) { list.setFlexOptions(row.row, for: item) }
        return try Screen(list, width: state.width, direction: state.direction)
    }

    static let bodyOptions = [
        FlexItemOptions(grow: 1, shrink: 1), FlexItemOptions(shrink: 1), FlexItemOptions(shrink: 1, basis: .fraction(0.5)),
        FlexItemOptions(basis: 120), FlexItemOptions(grow: 1, shrink: 1, maximumSize: FlexSize(width: 150)),
        FlexItemOptions(grow: 1, shrink: 1, minimumSize: FlexSize(width: 200)),
        FlexItemOptions(grow: 1, shrink: 1, alignSelf: .trailing),
        FlexItemOptions(shrink: 1, margin: FlexMargins(top: 0, left: .auto, bottom: 0, right: 0)),
        FlexItemOptions(grow: 1, shrink: 1, alignSelf: .fill, maximumSize: FlexSize(height: 30)),
    ]
    static let rowOptions = [
        FlexItemOptions(), FlexItemOptions(maximumSize: FlexSize(width: 300)),
        FlexItemOptions(minimumSize: FlexSize(height: 70)), FlexItemOptions(margin: FlexMargins(all: 4)),
        FlexItemOptions(alignSelf: .center), FlexItemOptions(size: FlexSize(width: .fraction(0.8))),
        FlexItemOptions(minimumSize: FlexSize(width: 400)),
    ]
    static let alignments: [StackAlignment] = [.leading, .center, .trailing, .firstBaseline, .fill]

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func feedChangedAtRandom(seed: UInt64) throws {
        try Self.walkFeed(seed: seed, turningRowsIntoUIStackViews: false)
    }

    /// The same walk, where rows also turn into `UIStackView` rows and
    /// back: such a row is measured by its constraints inside the flex list,
    /// and holds a flex stack (its body) that lays out its own text, so the
    /// row's size depends on the width the body's content is laid out at.
    /// After every step the live screen equals a fresh one, whatever width
    /// the body was laid out at before (the screen also rotates). Four
    /// seeds; 1, 2, 3 and 5 hold as well, at 20 s more of the suite.
    @Test(arguments: [4, 6, 7, 8] as [UInt64])
    func feedTurningRowsIntoUIStackViewsChangedAtRandom(seed: UInt64) throws {
        try Self.walkFeed(seed: seed, turningRowsIntoUIStackViews: true)
    }

    static func walkFeed(seed: UInt64, turningRowsIntoUIStackViews: Bool) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        func words() -> [Double] { (0...pick(8)).map { _ in [20, 40, 60, 90, 120][pick(5)] } }
        var nextID = 0
        func newRow() -> FeedRow {
            nextID += 1
            return FeedRow(id: nextID, words: words(), cell: pick(3) == 0, badge: pick(3) == 0)
        }
        func newTag() -> Tag {
            nextID += 1
            return Tag(id: "\(nextID)", words: words().prefix(2).map { $0 })
        }
        var state = Feed(rows: (0..<4).map { _ in newRow() }, tags: (0..<5).map { _ in newTag() })
        let live = try Self.feed(state)
        Self.expectFresh(live, try Self.feed(state), "seed \(seed), first layout")
        var history: [String] = []
        for step in 0..<40 {
            for _ in 0...pick(2) {
                let change = pick(turningRowsIntoUIStackViews ? 15 : 14)
                let index = state.rows.isEmpty ? 0 : pick(state.rows.count)
                var row: StackItem? { state.rows.isEmpty ? nil : live.stack("row-\(state.rows[index].id)") }
                switch change {
                case 0 where !state.rows.isEmpty:
                    state.rows[index].hidden.toggle()
                    row!.isHidden = state.rows[index].hidden
                    history.append("row \(state.rows[index].id) hidden \(state.rows[index].hidden)")
                case 1 where !state.rows.isEmpty:
                    state.rows[index].words = words()
                    live["text-\(state.rows[index].id)"].measuredContent = WrappedText(words: state.rows[index].words)
                    history.append("row \(state.rows[index].id) words \(state.rows[index].words)")
                case 2 where !state.rows.isEmpty:
                    let choice = pick(Self.bodyOptions.count)
                    state.rows[index].body = Self.bodyOptions[choice]
                    row!.setFlexOptions(state.rows[index].body, for: live["body-\(state.rows[index].id)"])
                    history.append("row \(state.rows[index].id) body options \(choice)")
                case 3 where !state.rows.isEmpty:
                    let choice = pick(Self.rowOptions.count)
                    state.rows[index].row = Self.rowOptions[choice]
                    live.stack.setFlexOptions(state.rows[index].row, for: row!)
                    history.append("row \(state.rows[index].id) row options \(choice)")
                case 4 where !state.rows.isEmpty:
                    state.rows[index].badge.toggle()
                    let id = state.rows[index].id
                    if state.rows[index].badge {
                        let badge = fixedSizeItem("badge-\(id)", 10, 10)
                        row!.addArrangedItem(badge)
                        row!.setFlexOptions(Self.badgeOptions, for: badge)
                    } else {
                        live["badge-\(id)"].removeFromParent()
                    }
                    history.append("row \(id) badge \(state.rows[index].badge)")
                case 5 where !state.rows.isEmpty:
                    state.rows[index].cell.toggle()
                    live["avatar-\(state.rows[index].id)"].removeFromParent()
                    row!.insertArrangedItem(Self.avatar(state.rows[index]), at: 0)
                    history.append("row \(state.rows[index].id) cell \(state.rows[index].cell)")
                case 6 where !state.rows.isEmpty:
                    state.rows[index].alignment = Self.alignments[pick(Self.alignments.count)]
                    row!.alignment = state.rows[index].alignment
                    history.append("row \(state.rows[index].id) alignment \(state.rows[index].alignment)")
                case 7 where state.rows.count < 7:
                    let new = newRow(), position = pick(state.rows.count + 1)
                    state.rows.insert(new, at: position)
                    live.stack.insertArrangedItem(Self.feedRow(new), at: position)
                    history.append("row \(new.id) inserted at \(position)")
                case 8 where !state.rows.isEmpty:
                    let gone = state.rows.remove(at: index)
                    live["row-\(gone.id)"].removeFromParent()
                    history.append("row \(gone.id) removed")
                case 9:
                    state.width = [320, 375, 812][pick(3)]
                    live.width.constant = state.width
                    history.append("width \(state.width)")
                case 10:
                    state.direction = state.direction == .leftToRight ? .rightToLeft : .leftToRight
                    live.root.layoutDirection = state.direction
                    history.append("direction \(state.direction)")
                case 11:
                    let cloud = live.stack("tags")
                    let at = state.tags.isEmpty ? 0 : pick(state.tags.count)
                    switch pick(4) {
                    case 0 where !state.tags.isEmpty:
                        state.tags[at].hidden.toggle()
                        live["tag-\(state.tags[at].id)"].isHidden = state.tags[at].hidden
                        history.append("tag \(state.tags[at].id) hidden \(state.tags[at].hidden)")
                    case 1 where !state.tags.isEmpty:
                        state.tags[at].words = words().prefix(2).map { $0 }
                        live["word-\(state.tags[at].id)"].measuredContent = WrappedText(words: state.tags[at].words,
                                                                                        lineHeight: 16)
                        history.append("tag \(state.tags[at].id) words \(state.tags[at].words)")
                    case 2 where !state.tags.isEmpty:
                        let gone = state.tags.remove(at: at)
                        live["tag-\(gone.id)"].removeFromParent()
                        history.append("tag \(gone.id) removed")
                    default:
                        let new = newTag()
                        state.tags.insert(new, at: at)
                        cloud.insertArrangedItem(Self.tag(new), at: at)
                        history.append("tag \(new.id) inserted at \(at)")
                    }
                case 14 where !state.rows.isEmpty:
                    state.rows[index].uikit.toggle()
                    row!.distribution = state.rows[index].uikit ? .fill : .flex(.start)
                    history.append("row \(state.rows[index].id) uikit \(state.rows[index].uikit)")
                case 12:
                    state.listAlignment = [StackAlignment.fill, .leading, .center][pick(3)]
                    live.stack.alignment = state.listAlignment
                    history.append("list alignment \(state.listAlignment)")
                default:
                    state.wrap = [FlexWrap.wrap, .wrapReverse, .noWrap][pick(3)]
                    state.alignContent = [FlexAlignContent.start, .center, .spaceBetween, .stretch][pick(4)]
                    live.stack("tags").flexWrap = state.wrap
                    live.stack("tags").alignContent = state.alignContent
                    history.append("tags \(state.wrap) \(state.alignContent)")
                }
            }
            Self.expectFresh(live, try Self.feed(state), "seed \(seed) step \(step): \(history.suffix(3))")
        }
    }

    /// A flex root whose range fixes its width, rotated by a new range: its
    /// width is the range's, said by the one `STK-size-range` constraint,
    /// and nothing else, before and after, as in a fresh tree.
    @Test func aRootRangeThatChangesExplainsTheWidthByTheRange() {
        func root(width: Double) -> StackItem {
            let stack = flexStack("root", .vertical, [fixedSizeItem("a", 50, 20)])
            stack.sizeRange = StackSizeRange(minimum: Size(width: width, height: 0),
                                             maximum: Size(width: width, height: .infinity))
            return stack
        }
        let live = root(width: 300)
        #expect(live.layoutIfNeeded().isEmpty)
        live.sizeRange = StackSizeRange(minimum: Size(width: 400, height: 0), maximum: Size(width: 400, height: .infinity))
        #expect(live.layoutIfNeeded().isEmpty)
        let fresh = root(width: 400)
        #expect(fresh.layoutIfNeeded().isEmpty)
        let expected = """
            root.width = 400
              400  STK-size-range: root.width == 400
            """
        #expect(live.explanation(of: .width).description == expected)
        #expect(fresh.explanation(of: .width).description == expected)
        #expect(live.generatedConstraints.map(\.description) == fresh.generatedConstraints.map(\.description))
        #expect(!live.generatedConstraints.contains { $0.identifier == "STK-content-fit" && $0.firstAttribute == .width })
    }

    /// A feed row turned from a flex row into a `UIStackView` row (`fill`)
    /// in the same pass as another row's options change does not settle:
    /// after 8 passes (`list` and `body-4` unsettled) the body is left 0
    /// wide with its 84-point text overflowing it and the row 88 wide,
    /// where a fresh screen in that state settles in two passes. The next
    /// layout reaches the fresh frames. Changed alone, or beside a change of
    /// text rather than of options, the row settles at once. (The flex
    /// compilation's caching and skipping are not the cause: without them
    /// the loop is the same.)
    @Test func aRowTurnedIntoAUIStackViewRowBesideAnOptionChangeSettles() throws {
        var state = Feed(rows: [FeedRow(id: 2, words: [20, 60, 20]), FeedRow(id: 4, words: [40, 40])], tags: [],
                         listAlignment: .leading)
        let live = try Self.feed(state)
        live.layout()
        state.rows[0].row = FlexItemOptions(alignSelf: .center)
        live.stack.setFlexOptions(state.rows[0].row, for: live["row-2"])
        state.rows[1].uikit = true
        live.stack("row-4").distribution = .fill
        live.layout()
        // A fill row without the flex padding: 32 + 8 + 84 (the body, as
        // wide as its text 40 + 4 + 40) + 8 + 40 = 172, 16 + 2 + 20 = 38
        // high; below row 2 (38 + 16 = 54 high) and 4 of spacing.
        #expect(live.root.engine.lastPassReport.unsettledItems.isEmpty)
        expectFrame(live["row-4"], Rect(x: 0, y: 58, width: 172, height: 38))
        expectFrame(live["body-4"], Rect(x: 40, y: 0, width: 84, height: 38))
        let fresh = try Self.feed(state)
        fresh.layout()
        expectFrame(fresh["row-4"], Rect(x: 0, y: 58, width: 172, height: 38))
        expectFrame(fresh["body-4"], Rect(x: 40, y: 0, width: 84, height: 38))
    }

    /// A `UIStackView` row in a list that aligns its rows to the leading
    /// edge rather than stretching them, so that the row is as wide as its
    /// constraints fit it, holds a body that lays out its own text: the list
    /// measures the row with the body laid out at the width the measurement
    /// gives it, not at the width the body was last placed at. Widened, the
    /// row unwraps its text as a fresh screen does, and the layout settles;
    /// narrowed again, it wraps as before.
    @Test func aUIStackViewRowInAListUnwrapsWhenTheScreenWidens() throws {
        var state = Feed(rows: [FeedRow(id: 4, words: [90, 120, 90, 20, 120, 120], uikit: true)], tags: [],
                         listAlignment: .leading)
        let live = try Self.feed(state)
        Self.expectFresh(live, try Self.feed(state), "375 wide")
        // The body has at most 375 − (32 + 8 + 8 + 40) = 287: its text
        // wraps to 90 120 (214), 90 20 120 (238) and 120, three lines of 20
        // below the name (16 + 2): 238 × 78, in a row 88 + 238 = 326 wide.
        expectFrame(live["row-4"], Rect(x: 0, y: 0, width: 326, height: 78))
        expectFrame(live["body-4"], Rect(x: 40, y: 0, width: 238, height: 78))
        expectFrame(live["text-4"], Rect(x: 0, y: 18, width: 238, height: 60))

        state.width = 812
        live.width.constant = 812
        Self.expectFresh(live, try Self.feed(state), "812 wide")
        // One line of 90 + 120 + 90 + 20 + 120 + 120 + 5 × 4 = 580: the body
        // 580 × 38, the row 88 + 580 = 668 wide.
        #expect(live.root.engine.lastPassReport.unsettledItems.isEmpty)
        expectFrame(live["row-4"], Rect(x: 0, y: 0, width: 668, height: 38))
        expectFrame(live["body-4"], Rect(x: 40, y: 0, width: 580, height: 38))
        expectFrame(live["name-4"], Rect(x: 0, y: 0, width: 580, height: 16))
        expectFrame(live["text-4"], Rect(x: 0, y: 18, width: 580, height: 20))

        state.width = 375
        live.width.constant = 375
        Self.expectFresh(live, try Self.feed(state), "375 wide again")
        #expect(live.root.engine.lastPassReport.unsettledItems.isEmpty)
        expectFrame(live["row-4"], Rect(x: 0, y: 0, width: 326, height: 78))
        expectFrame(live["text-4"], Rect(x: 0, y: 18, width: 238, height: 60))
    }

    // MARK: - 8. A gallery changed at random: baselines, fractions, ratios

    struct Card {
        var id: Int
        var words: [Double]
        var ratio: Double
        var hidden = false
        var options = 0
    }

    struct Gallery {
        var width = 375.0
        var direction = LayoutDirection.leftToRight
        var title: [Double] = [90, 60]
        var headerAlignment = StackAlignment.firstBaseline
        var cards: [Card]
        var spacing = 8.0
        var lineSpacing = 8.0
        var padding = 12.0
        var justification = FlexJustification.start
        var alignContent = FlexAlignContent.start
        var wrap = FlexWrap.wrap
        var reversed = false
        var rounds = false
        var customSpacingAfter: Int?
    }

    static let cardOptions = [
        FlexItemOptions(), FlexItemOptions(grow: 1, basis: .fraction(0.3)),
        FlexItemOptions(size: FlexSize(width: .fraction(0.45))), FlexItemOptions(size: FlexSize(width: 100)),
        FlexItemOptions(grow: 1, shrink: 1, basis: 120, margin: FlexMargins(all: .fraction(0.02))),
        FlexItemOptions(alignSelf: .center, maximumSize: FlexSize(width: 150, height: 120)),
        FlexItemOptions(grow: 1, minimumSize: FlexSize(width: 140), offset: FlexOffsets(left: .fraction(0.01), top: 3)),
    ]

    /// A text item whose first baseline is `first` from its top and last
    /// `last` from its bottom line's top.
    static func label(_ name: String, _ words: [Double], lineHeight: Double) -> LayoutItem {
        let item = text(name, words, lineHeight: lineHeight)
        item.firstBaselineOffset = lineHeight * 0.8
        item.lastBaselineOffset = lineHeight * 0.8
        return item
    }

    static func gallery(_ state: Gallery) throws -> Screen {
        let header = flexStack("header", .horizontal, [label("title", state.title, lineHeight: 24),
                                                       label("subtitle", [40, 30], lineHeight: 14)],
                               alignment: state.headerAlignment, spacing: 6)
        header.setFlexOptions(FlexItemOptions(shrink: 1), for: header.arrangedItems[0])
        let cards = state.cards.map { card -> StackItem in
            let photo = LayoutItem(name: "photo-\(card.id)")
            photo.aspectRatio = card.ratio
            let stack = flexStack("card-\(card.id)", .vertical, [photo, label("caption-\(card.id)", card.words, lineHeight: 16)],
                                  spacing: 4)
            stack.isHidden = card.hidden
            return stack
        }
        let grid = flexStack("grid", .horizontal, cards, state.justification, alignment: .leading, spacing: state.spacing)
        grid.flexWrap = state.wrap
        grid.alignContent = state.alignContent
        grid.lineSpacing = state.lineSpacing
        grid.padding = FlexPadding(all: state.padding)
        grid.isReversed = state.reversed
        grid.roundsGrowthToWholePoints = state.rounds
        for (card, item) in zip(state.cards, cards) {
            grid.setFlexOptions(Self.cardOptions[card.options], for: item)
            if card.id == state.customSpacingAfter { grid.setCustomSpacing(20, after: item) }
        }
        let badge = fixedSizeItem("badge", 12, 12)
        let screen = flexStack("gallery", .vertical, [header, grid, badge], spacing: 10)
        screen.setFlexOptions(FlexItemOptions(position: .absolute, offset: FlexOffsets(top: .fraction(0.02), trailing: .fraction(0.03))),
                              for: badge)
        return try Screen(screen, width: state.width, direction: state.direction)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func galleryChangedAtRandom(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        func words() -> [Double] { (0...pick(6)).map { _ in [20, 40, 60, 90][pick(4)] } }
        var nextID = 0
        func newCard() -> Card {
            nextID += 1
            return Card(id: nextID, words: words(), ratio: [1, 1.5, 0.75][pick(3)], options: pick(Self.cardOptions.count))
        }
        var state = Gallery(cards: (0..<5).map { _ in newCard() })
        let live = try Self.gallery(state)
        Self.expectFresh(live, try Self.gallery(state), "seed \(seed), first layout")
        var history: [String] = []
        for step in 0..<40 {
            for _ in 0...pick(2) {
                let index = state.cards.isEmpty ? 0 : pick(state.cards.count)
                let grid = live.stack("grid")
                var card: LayoutItem? { state.cards.isEmpty ? nil : live["card-\(state.cards[index].id)"] }
                switch pick(13) {
                case 0 where !state.cards.isEmpty:
                    state.cards[index].hidden.toggle()
                    card!.isHidden = state.cards[index].hidden
                    history.append("card \(state.cards[index].id) hidden \(state.cards[index].hidden)")
                case 1 where !state.cards.isEmpty:
                    state.cards[index].words = words()
                    live["caption-\(state.cards[index].id)"].measuredContent = WrappedText(words: state.cards[index].words,
                                                                                           lineHeight: 16)
                    history.append("card \(state.cards[index].id) words \(state.cards[index].words)")
                case 2 where !state.cards.isEmpty:
                    state.cards[index].options = pick(Self.cardOptions.count)
                    grid.setFlexOptions(Self.cardOptions[state.cards[index].options], for: card!)
                    history.append("card \(state.cards[index].id) options \(state.cards[index].options)")
                case 3 where !state.cards.isEmpty:
                    state.cards[index].ratio = [1, 1.5, 0.75, 2][pick(4)]
                    live["photo-\(state.cards[index].id)"].aspectRatio = state.cards[index].ratio
                    history.append("card \(state.cards[index].id) ratio \(state.cards[index].ratio)")
                case 4 where state.cards.count < 9:
                    let new = newCard(), position = pick(state.cards.count + 1)
                    state.cards.insert(new, at: position)
                    let built = try Self.gallery(Gallery(cards: [new])).stack("card-\(new.id)")
                    built.removeFromParent()
                    grid.insertArrangedItem(built, at: position)
                    grid.setFlexOptions(Self.cardOptions[new.options], for: built)
                    history.append("card \(new.id) inserted at \(position)")
                case 5 where !state.cards.isEmpty:
                    let gone = state.cards.remove(at: index)
                    live["card-\(gone.id)"].removeFromParent()
                    if state.customSpacingAfter == gone.id { state.customSpacingAfter = nil }
                    history.append("card \(gone.id) removed")
                case 6:
                    state.width = [320, 375, 812][pick(3)]
                    live.width.constant = state.width
                    history.append("width \(state.width)")
                case 7:
                    state.direction = state.direction == .leftToRight ? .rightToLeft : .leftToRight
                    live.root.layoutDirection = state.direction
                    history.append("direction \(state.direction)")
                case 8:
                    state.title = words()
                    live["title"].measuredContent = WrappedText(words: state.title, lineHeight: 24)
                    state.headerAlignment = [StackAlignment.firstBaseline, .lastBaseline, .center, .fill][pick(4)]
                    live.stack("header").alignment = state.headerAlignment
                    history.append("title \(state.title) \(state.headerAlignment)")
                case 9:
                    state.spacing = [0, 8, 12][pick(3)]
                    state.lineSpacing = [0, 8, 16][pick(3)]
                    state.padding = [0, 12][pick(2)]
                    grid.spacing = StackSpacing(floatLiteral: state.spacing)
                    grid.lineSpacing = state.lineSpacing
                    grid.padding = FlexPadding(all: state.padding)
                    history.append("spacing \(state.spacing) \(state.lineSpacing) \(state.padding)")
                case 10:
                    state.justification = [FlexJustification.start, .center, .end, .spaceBetween, .spaceEvenly][pick(5)]
                    state.alignContent = [FlexAlignContent.start, .center, .end, .stretch, .spaceAround][pick(5)]
                    grid.distribution = .flex(state.justification)
                    grid.alignContent = state.alignContent
                    history.append("justify \(state.justification) \(state.alignContent)")
                case 11:
                    state.wrap = [FlexWrap.wrap, .wrapReverse, .noWrap][pick(3)]
                    state.reversed = pick(2) == 0
                    state.rounds = pick(2) == 0
                    grid.flexWrap = state.wrap
                    grid.isReversed = state.reversed
                    grid.roundsGrowthToWholePoints = state.rounds
                    history.append("wrap \(state.wrap) reversed \(state.reversed) rounds \(state.rounds)")
                default:
                    if let previous = state.customSpacingAfter, let item = state.cards.first(where: { $0.id == previous }) {
                        grid.setCustomSpacing(.default, after: live["card-\(item.id)"])
                    }
                    state.customSpacingAfter = state.cards.isEmpty ? nil : state.cards[index].id
                    if let card { grid.setCustomSpacing(20, after: card) }
                    history.append("custom spacing after \(state.customSpacingAfter ?? 0)")
                }
            }
            Self.expectFresh(live, try Self.gallery(state), "seed \(seed) step \(step): \(history.suffix(3))")
        }
    }

    // MARK: - 9. A popover that hugs its content, changed at random

    /// A menu column centred on a screen `width` wide, at most 32 narrower
    /// than it and otherwise as wide as its content: its rows of chips wrap
    /// in the width the screen leaves.
    static func popover(width: Double, chips: [Tag], title: [Double], direction: LayoutDirection = .leftToRight)
        throws -> (root: LayoutItem, menu: StackItem, width: LayoutConstraint) {
        let root = LayoutItem(name: "screen")
        root.layoutDirection = direction
        let cloud = flexStack("chips", .horizontal, chips.map(tag), alignment: .leading, spacing: 6)
        cloud.flexWrap = .wrap
        cloud.lineSpacing = 6
        let menu = flexStack("menu", .vertical, [text("heading", title), cloud], alignment: .leading, spacing: 8)
        menu.padding = FlexPadding(all: 10)
        root.addChild(menu)
        let size = root.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([
            size, root.heightAnchor.constraint(equalToConstant: 812),
            menu.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            menu.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            menu.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -32),
        ])
        return (root, menu, size)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func popoverChangedAtRandom(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        func words() -> [Double] { (0...pick(3)).map { _ in [20, 40, 60, 90][pick(4)] } }
        var nextID = 0
        func newChip() -> Tag {
            nextID += 1
            return Tag(id: "\(nextID)", words: words())
        }
        var chips = (0..<3).map { _ in newChip() }
        var title: [Double] = [60, 40]
        var width = 375.0
        var direction = LayoutDirection.leftToRight
        let live = try Self.popover(width: width, chips: chips, title: title)
        func find(_ name: String) -> LayoutItem { live.root.children[0].descendant(named: name) }
        var history: [String] = []
        for step in 0..<40 {
            for _ in 0...pick(2) {
                let index = chips.isEmpty ? 0 : pick(chips.count)
                switch pick(7) {
                case 0 where !chips.isEmpty:
                    chips[index].hidden.toggle()
                    find("tag-\(chips[index].id)").isHidden = chips[index].hidden
                    history.append("chip \(chips[index].id) hidden \(chips[index].hidden)")
                case 1 where !chips.isEmpty:
                    chips[index].words = words()
                    find("word-\(chips[index].id)").measuredContent = WrappedText(words: chips[index].words, lineHeight: 16)
                    history.append("chip \(chips[index].id) words \(chips[index].words)")
                case 2 where chips.count < 10:
                    let new = newChip(), position = pick(chips.count + 1)
                    chips.insert(new, at: position)
                    (find("chips") as! StackItem).insertArrangedItem(Self.tag(new), at: position)
                    history.append("chip \(new.id) at \(position)")
                case 3 where !chips.isEmpty:
                    let gone = chips.remove(at: index)
                    find("tag-\(gone.id)").removeFromParent()
                    history.append("chip \(gone.id) removed")
                case 4:
                    width = [320, 375, 812, 200][pick(4)]
                    live.width.constant = width
                    history.append("width \(width)")
                case 5:
                    direction = direction == .leftToRight ? .rightToLeft : .leftToRight
                    live.root.layoutDirection = direction
                    history.append("direction \(direction)")
                default:
                    title = (0...pick(8)).map { _ in [30, 50, 80][pick(3)] }
                    find("heading").measuredContent = WrappedText(words: title)
                    history.append("title \(title)")
                }
            }
            let conflicts = live.root.layoutIfNeeded()
            let fresh = try Self.popover(width: width, chips: chips, title: title, direction: direction)
            let freshConflicts = fresh.root.layoutIfNeeded()
            #expect(conflicts.isEmpty && freshConflicts.isEmpty, "seed \(seed) step \(step)")
            var liveFrames: [String: Rect] = [:], freshFrames: [String: Rect] = [:]
            func walk(_ item: LayoutItem, into frames: inout [String: Rect]) {
                frames[item.name] = item.frame
                for child in item.children { walk(child, into: &frames) }
            }
            walk(live.root, into: &liveFrames)
            walk(fresh.root, into: &freshFrames)
            for (name, frame) in freshFrames.sorted(by: { $0.key < $1.key }) {
                let mine = liveFrames[name] ?? .zero
                #expect(framesMatch(mine, frame, tolerance: 1e-6),
                        "seed \(seed) step \(step) \(history.suffix(3)): \(name) is \(mine), fresh \(frame)")
            }
        }
    }
}

extension LayoutItem {
    /// The item of this subtree named `name`.
    fileprivate func descendant(named name: String) -> LayoutItem {
        func find(_ item: LayoutItem) -> LayoutItem? {
            if item.name == name { return item }
            for child in item.children { if let found = find(child) { return found } }
            return nil
        }
        return find(self)!
    }
}
