import Testing
import Stack
import Layout

/// Two `UIStackView` lists with the `fill` distribution and alignment,
/// whose insertions and removals compile only around the row
/// (`SlotLayout`), changed as an app changes them: rows appended,
/// prepended, inserted in the middle, removed (from the parent, or out of
/// the arrangement first), moved, hidden and shown, several changes before
/// one layout, rotated, turned right to left and respaced. After every
/// layout every frame must be a fresh screen's in the same state.
@Suite struct UserTrialTwentyTwoTests {
    // MARK: - A chat

    /// A message: text words (4 apart, lines of 20) and its side.
    struct Message: ListEntry { var id: String; var words: [Double]; var outgoing: Bool }

    /// A column (spacing 8) pinned to the root's edges of message rows:
    /// each row holds a bubble (margins 8 above and below, 12 on the
    /// sides) around wrapped text, at most 70 % of the row wide, incoming
    /// at the row's leading edge and outgoing at its trailing edge, and a
    /// 36 × 14 time label 6 beside the bubble, on its bottom.
    final class Chat: ListScreen<Message> {
        override func makeRow(_ message: Message) throws -> LayoutItem {
            let id = message.id
            let row = LayoutItem(name: "\(id)Row")
            let bubble = LayoutItem(name: id)
            bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            let text = LayoutItem(name: "\(id)Text")
            text.measuredContent = WrappedText(words: message.words)
            let time = fixedSizeItem("\(id)Time", 36, 14)
            bubble.addChild(text)
            row.addChild(bubble)
            row.addChild(time)
            try LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
                text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
                text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
                text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
                bubble.topAnchor.constraint(equalTo: row.topAnchor),
                bubble.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                bubble.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: 0.7),
                time.bottomAnchor.constraint(equalTo: bubble.bottomAnchor),
                message.outgoing ? bubble.trailingAnchor.constraint(equalTo: row.trailingAnchor)
                    : bubble.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                message.outgoing ? time.trailingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: -6)
                    : time.leadingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 6),
            ])
            return row
        }
    }

    /// Message `number`: 1 to 9 words of 45 (nine a line would be 401, so
    /// six fit the 238.5 points of text: 6 × 49 − 4 = 290 > 238.5, four
    /// do: 4 × 49 − 4 = 192), outgoing when even.
    static func message(_ number: Int) -> Message {
        Message(id: "m\(number)", words: Array(repeating: 45, count: number % 9 + 1), outgoing: number % 2 == 0)
    }

    static func chat(_ count: Int) throws -> Chat {
        try Chat(Chat.State(entries: (1...count).map(message), spacing: 8))
    }

    @Test func aChatFollowsInsertionsRemovalsAndMoves() throws {
        let chat = try Self.chat(20)
        try chat.expectMatchesFresh("first layout")
        #expect(chat.root.engine.ambiguities().isEmpty, "\(chat.root.engine.ambiguities())")
        // m1: two words (94), incoming: bubble 118 × 36 at the left, its
        // time at 118 + 6 = 124, 36 − 14 = 22 down. m2: three words (143),
        // outgoing: bubble 167 × 36 at 375 − 167 = 208, 44 down; its time
        // at 208 − 6 − 36 = 166. m3: four words (192), one line: 216 × 36
        // at 88. m4: five words, four a line: two lines, 216 × 56 at 132.
        expectFrames(in: chat.root, [
            ("m1", Rect(x: 0, y: 0, width: 118, height: 36)),
            ("m1Time", Rect(x: 124, y: 22, width: 36, height: 14)),
            ("m2", Rect(x: 208, y: 44, width: 167, height: 36)),
            ("m2Time", Rect(x: 166, y: 66, width: 36, height: 14)),
            ("m3", Rect(x: 0, y: 88, width: 216, height: 36)),
            ("m4", Rect(x: 159, y: 132, width: 216, height: 56)),
        ])

        try chat.insert(Self.message(21), at: 20)
        try chat.expectMatchesFresh("m21 appended")
        try chat.insert(Self.message(22), at: 0)
        try chat.expectMatchesFresh("m22 prepended")
        // m22: five words, outgoing: 216 × 56 at the top; m1 56 + 8 lower.
        expectFrames(in: chat.root, [("m22", Rect(x: 159, y: 0, width: 216, height: 56)),
                                     ("m1", Rect(x: 0, y: 64, width: 118, height: 36))])
        try chat.insert(Self.message(23), at: 11)
        try chat.expectMatchesFresh("m23 in the middle")
        chat.remove("m23")
        try chat.expectMatchesFresh("m23 removed")
        chat.remove("m5", unarrangingFirst: true)
        try chat.expectMatchesFresh("m5 unarranged and removed")
        chat.remove("m22")
        try chat.expectMatchesFresh("the first row removed")
        expectFrames(in: chat.root, [("m1", Rect(x: 0, y: 0, width: 118, height: 36))])
        chat.remove("m21")
        try chat.expectMatchesFresh("the last row removed")

        chat.move("m10", to: 2)
        try chat.expectMatchesFresh("m10 moved up")
        chat.move("m1", to: 18)
        try chat.expectMatchesFresh("the first row moved to the end")
        chat.move("m20", to: 0)
        try chat.expectMatchesFresh("the last row moved to the top")
        chat.move("m7", to: 17)
        try chat.expectMatchesFresh("m7 moved down")

        // Several changes before one layout.
        try chat.insert(Self.message(24), at: 3)
        chat.remove("m8")
        chat.setHidden(true, "m9")
        chat.move("m3", to: 10)
        try chat.insert(Self.message(25), at: 0)
        try chat.expectMatchesFresh("five changes at once")
        chat.remove("m25", unarrangingFirst: true)
        try chat.insert(Self.message(26), at: 18)
        chat.setHidden(false, "m9")
        try chat.expectMatchesFresh("three more at once")
    }

    @Test func aChatFollowsHidingRotationDirectionAndSpacing() throws {
        let chat = try Self.chat(20)
        try chat.expectMatchesFresh("first layout")
        chat.setHidden(true, "m4")
        try chat.expectMatchesFresh("m4 hidden")
        // m5 (six words, two lines: 216 × 56, incoming) follows m3: 88 + 36 + 8.
        expectFrames(in: chat.root, [("m5", Rect(x: 0, y: 132, width: 216, height: 56))])
        chat.setHidden(true, "m1")
        try chat.expectMatchesFresh("the first row hidden")
        try chat.insert(Self.message(21), at: 1)
        try chat.expectMatchesFresh("inserted after the hidden first row")
        chat.setHidden(false, "m1")
        chat.setHidden(false, "m4")
        try chat.expectMatchesFresh("both shown")

        // Landscape: bubbles at most 568.4, text 544.4: nine words of 45
        // fit a line (9 × 49 − 4 = 437). m4, five words, is one line 241
        // wide: its bubble 265 × 36 at 812 − 265 = 547, below m1, m21 (four
        // words), m2 and m3, one line each: 4 × 44 = 176.
        chat.rotate(to: 812)
        try chat.expectMatchesFresh("landscape")
        expectFrames(in: chat.root, [("m4", Rect(x: 547, y: 176, width: 265, height: 36))])
        try chat.insert(Self.message(22), at: 10)
        try chat.expectMatchesFresh("inserted in landscape")
        chat.rotate(to: 375)
        try chat.expectMatchesFresh("portrait again")

        chat.setDirection(.rightToLeft)
        try chat.expectMatchesFresh("right to left")
        // Mirrored: m1's bubble against the right edge, its time left of it.
        let m1 = chat.item(for: "m1").frame.minY
        expectFrames(in: chat.root, [("m1", Rect(x: 375 - 118, y: m1, width: 118, height: 36)),
                                     ("m1Time", Rect(x: 375 - 160, y: m1 + 22, width: 36, height: 14))])
        try chat.insert(Self.message(23), at: 3)
        chat.remove("m6")
        chat.move("m2", to: 12)
        try chat.expectMatchesFresh("changed right to left")
        chat.rotate(to: 812)
        try chat.expectMatchesFresh("right to left, landscape")
        chat.setDirection(.leftToRight)
        chat.rotate(to: 375)
        try chat.expectMatchesFresh("left to right, portrait")

        chat.setSpacing(2)
        try chat.expectMatchesFresh("spacing 2")
        try chat.insert(Self.message(24), at: 5)
        try chat.expectMatchesFresh("inserted at spacing 2")
        chat.setSpacing(8)
        chat.remove("m24")
        try chat.expectMatchesFresh("spacing 8 and removed")
    }

    /// A row taken out of the arrangement alone stays a child that nothing
    /// places; every other frame is the fresh screen's without it.
    @Test func aRowTakenOutOfTheArrangementOnly() throws {
        let chat = try Self.chat(20)
        try chat.expectMatchesFresh("first layout")
        let row = chat.item(for: "m12")
        chat.column.removeArrangedItem(row)
        #expect(chat.root.layoutIfNeeded().isEmpty)
        var state = chat.state
        state.entries.removeAll { $0.id == "m12" }
        let fresh = try Chat(state)
        #expect(fresh.root.layoutIfNeeded().isEmpty)
        let live = framesInRootByName(chat.root), expected = framesInRootByName(fresh.root)
        for (name, frame) in expected {
            #expect(live[name].map { framesMatch($0, frame, tolerance: 1e-6) } == true,
                    "\(name) is \(String(describing: live[name])), \(frame) when built afresh")
        }
        chat.remove("m12")
        try chat.expectMatchesFresh("and then removed from its parent")
    }

    /// A row object that comes back: arranged again after leaving only the
    /// arrangement, arranged again after leaving the tree (laid out in
    /// between, or in the same batch), arranged by another column; and an
    /// inserted row hidden or removed before the layout that would compile
    /// around it.
    @Test func rowsThatComeBackOrChangeTwiceBeforeOneLayout() throws {
        func fresh(_ numbers: [Int]) throws -> LayoutItem {
            try Chat(Chat.State(entries: numbers.map(Self.message), spacing: 8)).root
        }
        let chat = try Self.chat(8)
        #expect(chat.root.layoutIfNeeded().isEmpty)
        /// Takes a row out by `leave` (laid out after it unless `atOnce`),
        /// arranges it again at `index`, and expects the frames of a
        /// fresh chat of `order`.
        func comeBack(_ id: String, at index: Int, atOnce: Bool = false, _ leave: (LayoutItem) -> Void,
                      _ order: [Int]) throws {
            let row = chat.item(for: id)
            leave(row)
            if !atOnce { #expect(chat.root.layoutIfNeeded().isEmpty, "\(id) left") }
            chat.column.insertArrangedItem(row, at: index)
            #expect(chat.root.layoutIfNeeded().isEmpty, "\(id) back")
            expectSameFrames(chat.root, asFresh: try fresh(order), "\(id) back", tolerance: 1e-6)
        }
        try comeBack("m5", at: 2, { chat.column.removeArrangedItem($0) }, [1, 2, 5, 3, 4, 6, 7, 8])
        try comeBack("m4", at: 6, { $0.removeFromParent() }, [1, 2, 5, 3, 6, 7, 4, 8])
        try comeBack("m7", at: 1, atOnce: true, { $0.removeFromParent() }, [1, 7, 2, 5, 3, 6, 4, 8])
        let m7 = chat.item(for: "m7")
        #expect(chat.column.generatedConstraints.map(\.description) == chat.column.constraintsCompiledInFull.map(\.description))

        let other = try Chat(Chat.State(entries: (11...14).map(Self.message), spacing: 8))
        #expect(other.root.layoutIfNeeded().isEmpty)
        other.column.insertArrangedItem(m7, at: 2)
        #expect(chat.root.layoutIfNeeded().isEmpty && other.root.layoutIfNeeded().isEmpty)
        expectSameFrames(chat.root, asFresh: try fresh([1, 2, 5, 3, 6, 4, 8]), "m7 gone to the other column", tolerance: 1e-6)
        expectSameFrames(other.root, asFresh: try fresh([11, 12, 7, 13, 14]), "m7 arrived", tolerance: 1e-6)

        let list = try Self.chat(8)
        try list.expectMatchesFresh("first layout")
        try list.insert(Self.message(9), at: 3)
        list.setHidden(true, "m9")
        try list.expectMatchesFresh("inserted and hidden")
        try list.insert(Self.message(10), at: 4)
        list.remove("m10")
        try list.expectMatchesFresh("inserted and removed")
        list.setHidden(true, "m6")
        list.remove("m6")
        try list.expectMatchesFresh("hidden and removed")
        list.setHidden(true, "m1")
        list.remove("m2")
        try list.expectMatchesFresh("the first hidden, the second removed")
        list.setHidden(false, "m9")
        list.move("m9", to: 0)
        try list.expectMatchesFresh("shown and moved first")
    }

    /// Loading older messages inserts rows at the top. A row inserted
    /// first replaces the alignment of every row (each is aligned to the
    /// first), so the column compiles in full; below a hidden first row
    /// (an empty header) the same insertion compiles around the row, and
    /// every visible frame is the same.
    @Test func prependingBelowAHiddenHeaderCompilesAroundTheRow() throws {
        let chat = try Self.chat(20)
        let header = LayoutItem(name: "header")
        header.isHidden = true
        let headed = try Self.chat(20)
        headed.column.insertArrangedItem(header, at: 0)
        #expect(chat.root.layoutIfNeeded().isEmpty && headed.root.layoutIfNeeded().isEmpty)

        /// How many of the column's constraints `change` replaced.
        func replaced(in screen: Chat, by change: () throws -> Void) throws -> Int {
            let before = Set(screen.column.generatedConstraints.map(ObjectIdentifier.init))
            try change()
            #expect(screen.root.layoutIfNeeded().isEmpty)
            return screen.column.generatedConstraints.count { !before.contains(ObjectIdentifier($0)) }
        }
        let atTop = try replaced(in: chat) { chat.column.insertArrangedItem(try chat.makeRow(Self.message(21)), at: 0) }
        let belowHeader = try replaced(in: headed) {
            headed.column.insertArrangedItem(try headed.makeRow(Self.message(21)), at: 1)
        }
        // At the top: two alignments for each of the 20 rows below, and more.
        #expect(atTop >= 40, "\(atTop)")
        // Below the header: the row's slot, its two alignments, the canvas connections.
        #expect(belowHeader <= 8, "\(belowHeader)")
        var frames = framesInRootByName(headed.root)
        #expect(frames.removeValue(forKey: "header") == Rect(x: 0, y: 0, width: 375, height: 0))
        let plain = framesInRootByName(chat.root)
        #expect(frames.keys.sorted() == plain.keys.sorted())
        for (name, frame) in plain {
            #expect(frames[name].map { framesMatch($0, frame, tolerance: 1e-6) } == true, "\(name)")
        }
    }

    // MARK: - A settings list

    /// A settings row: the intrinsic widths of its label and its value.
    struct Setting: ListEntry { var id: String; var label: Double; var value: Double }

    /// A column (spacing 12) pinned to the root's edges of horizontal rows
    /// (spacing 8, centred): a label (its width × 20) that stretches, being
    /// first, a value (its width × 20) and a 51 × 31 switch.
    final class Settings: ListScreen<Setting> {
        override func makeRow(_ setting: Setting) -> LayoutItem {
            let id = setting.id
            let row = StackItem(name: id, arrangedItems: [fixedSizeItem("\(id)Label", setting.label, 20),
                                                           fixedSizeItem("\(id)Value", setting.value, 20),
                                                           fixedSizeItem("\(id)Switch", 51, 31)])
            row.alignment = .center
            row.spacing = 8
            return row
        }
    }

    static func setting(_ number: Int) -> Setting {
        Setting(id: "s\(number)", label: Double(60 + number % 5 * 20), value: Double(30 + number % 3 * 15))
    }

    @Test func aSettingsListFollowsEveryLiveChange() throws {
        let settings = try Settings(Settings.State(entries: (1...24).map(Self.setting), hidden: ["s3", "s10", "s11"],
                                                   spacing: 12))
        try settings.expectMatchesFresh("first layout")
        #expect(settings.root.engine.ambiguities().isEmpty, "\(settings.root.engine.ambiguities())")
        // Rows are 31 tall (the switch), 12 apart; s3 is hidden, so s4 is
        // the third row: y = 2 × 43 = 86. Its value is 30 + 1 × 15 = 45
        // wide; its label (140) stretches to 375 − 51 − 45 − 16 = 263,
        // centred at 86 + 5.5.
        expectFrames(in: settings.root, [
            ("s4", Rect(x: 0, y: 86, width: 375, height: 31)),
            ("s4Label", Rect(x: 0, y: 91.5, width: 263, height: 20)),
            ("s4Value", Rect(x: 271, y: 91.5, width: 45, height: 20)),
            ("s4Switch", Rect(x: 324, y: 86, width: 51, height: 31)),
        ])
        settings.setHidden(false, "s3")
        try settings.expectMatchesFresh("s3 shown")
        expectFrames(in: settings.root, [("s4", Rect(x: 0, y: 129, width: 375, height: 31))])
        settings.setHidden(true, "s1")
        try settings.expectMatchesFresh("the first row hidden")
        try settings.insert(Self.setting(25), at: 0)
        try settings.expectMatchesFresh("prepended before the hidden first row")
        try settings.insert(Self.setting(26), at: 12)
        try settings.insert(Self.setting(27), at: 26)
        settings.remove("s7", unarrangingFirst: true)
        settings.move("s20", to: 4)
        settings.setHidden(false, "s10")
        try settings.expectMatchesFresh("several changes at once")
        settings.move("s25", to: 25)
        try settings.expectMatchesFresh("the first row moved to the end")
        settings.remove("s2")
        settings.remove("s1")
        try settings.expectMatchesFresh("the first two rows removed")

        settings.rotate(to: 812)
        try settings.expectMatchesFresh("landscape")
        // The first row is s3 now (value 30): its label 812 − 51 − 30 − 16 = 715.
        expectFrames(in: settings.root, [("s3Label", Rect(x: 0, y: 5.5, width: 715, height: 20))])
        settings.setDirection(.rightToLeft)
        try settings.expectMatchesFresh("right to left, landscape")
        expectFrames(in: settings.root, [("s3Label", Rect(x: 97, y: 5.5, width: 715, height: 20)),
                                         ("s3Switch", Rect(x: 0, y: 0, width: 51, height: 31))])
        settings.rotate(to: 375)
        try settings.insert(Self.setting(28), at: 5)
        try settings.expectMatchesFresh("right to left, portrait, inserted")
        settings.setSpacing(0)
        settings.setHidden(true, "s28")
        try settings.expectMatchesFresh("spacing 0, s28 hidden")
        settings.setDirection(.leftToRight)
        settings.setSpacing(12)
        try settings.expectMatchesFresh("left to right, spacing 12")
    }
}

extension ListScreen {
    /// As ``expectLaysOutAsFresh(_:sourceLocation:)``, and the column holds
    /// the constraints a full compilation makes, in order, and the engine
    /// as many active constraints and frame variables as a fresh screen's:
    /// what compiling around a row changed is what compiling everything
    /// would, and nothing a row left behind stays. (How many of them the
    /// solver holds may differ: a direction change brings the stacks'
    /// implied floors back into it until each stack next compiles.)
    func expectMatchesFresh(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(root.layoutIfNeeded().isEmpty, "\(step): the live screen conflicts", sourceLocation: sourceLocation)
        let fresh = try Self(state)
        expectSameFrames(root, asFresh: fresh.root, step, tolerance: 1e-6, sourceLocation: sourceLocation)
        #expect(column.generatedConstraints.map(\.description) == column.constraintsCompiledInFull.map(\.description),
                "\(step): the column's constraints are not a full compilation's", sourceLocation: sourceLocation)
        let live = root.engine.footprint, built = fresh.root.engine.footprint
        for table in ["active constraints", "frame variables"] {
            #expect(live[table] == built[table], "\(step): \(table) \(live[table] ?? 0), \(built[table] ?? 0) when built afresh",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Random rounds of the changes that compile around a row, several
/// before each layout, on small screens.
@Suite struct UserTrialTwentyTwoRandomTests {
    func shuffle<Entry>(_ screen: ListScreen<Entry>, seed: UInt64, steps: Int = 12, entry: (Int) -> Entry,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var random = UserTrialTwentyRandomTests.Generator(state: seed)
        var log: [String] = []
        var next = 100
        for _ in 0..<steps {
            for _ in 0...Int.random(in: 0...3, using: &random) {
                let ids = screen.state.entries.map(\.id)
                let id = ids.randomElement(using: &random)!
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    let position = [0, ids.count, Int.random(in: 0...ids.count, using: &random)][Int.random(in: 0..<3, using: &random)]
                    try screen.insert(entry(next), at: position); log.append("insert \(next) at \(position)")
                    next += 1
                case 2 where ids.count > 3:
                    screen.remove(id); log.append("remove \(id)")
                case 3 where ids.count > 3:
                    screen.remove(id, unarrangingFirst: true); log.append("unarrange and remove \(id)")
                case 4:
                    let position = Int.random(in: 0..<ids.count, using: &random)
                    screen.move(id, to: position); log.append("move \(id) to \(position)")
                case 5, 6:
                    let hidden = !screen.state.hidden.contains(id)
                    screen.setHidden(hidden, id); log.append("hidden \(id) \(hidden)")
                case 7:
                    if Bool.random(using: &random) {
                        screen.rotate(to: screen.state.width == 375 ? 812 : 375); log.append("rotate")
                    } else {
                        let spacing = Double(Int.random(in: 0...16, using: &random))
                        screen.setSpacing(spacing); log.append("spacing \(spacing)")
                    }
                case 8:
                    let direction: LayoutDirection = screen.state.direction == .leftToRight ? .rightToLeft : .leftToRight
                    screen.setDirection(direction); log.append("direction \(direction)")
                default: break
                }
            }
            try screen.expectMatchesFresh(log.joined(separator: "; "), sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [UInt64(11), 12]) func aChat(seed: UInt64) throws {
        try shuffle(try UserTrialTwentyTwoTests.chat(10), seed: seed, entry: UserTrialTwentyTwoTests.message)
    }

    @Test(arguments: [UInt64(21), 22]) func aSettingsList(seed: UInt64) throws {
        let settings = try UserTrialTwentyTwoTests.Settings(.init(entries: (1...10).map(UserTrialTwentyTwoTests.setting),
                                                                 hidden: ["s2"], spacing: 12))
        try shuffle(settings, seed: seed, entry: UserTrialTwentyTwoTests.setting)
    }
}
