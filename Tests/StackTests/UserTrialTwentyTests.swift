import Testing
import Stack

/// The item of `root`'s subtree named `name`, as an `Item`.
private func item<Item: LayoutItem>(_ name: String, in root: LayoutItem, as type: Item.Type = LayoutItem.self) -> Item {
    var items = [root]
    while let next = items.popLast() {
        if next.name == name, let found = next as? Item { return found }
        items += next.children
    }
    preconditionFailure("no \(Item.self) named \(name)")
}

/// `count` words of 40 points.
private func forty(_ count: Int) -> [Double] { Array(repeating: 40, count: count) }

/// Three screens a new user builds from the README and the guides and
/// changes as an app does (texts, rotation, hidden rows, a row inserted
/// and removed in the middle, spacing, right to left), each frame checked
/// by hand and every frame against a fresh screen: a Texture news feed of
/// flex cards, a settings form of `UIStackView` rows pinned to the root's
/// margins under a notch, and a chat of bubbles at most 70 % of their row.
@Suite struct UserTrialTwentyTests {
    // MARK: - 1. A Texture news feed

    /// A flex column of cards: each card a flex column (padding 12,
    /// spacing 8) of a header row (a 40-point avatar, a name that shrinks,
    /// a 50 × 20 time, centred, 8 apart), a wrapped body (words of 40, 4
    /// apart, lines of 20) and a row of 80 × 32 buttons 8 apart.
    struct Post: ListEntry { var id: String; var name: [Double]; var body: [Double]; var buttons = 3 }

    final class Feed: ListScreen<Post> {
        private var texts: [String: (name: LayoutItem, body: LayoutItem)] = [:]

        override class func makeColumn() -> StackItem { flexStack("feed", .vertical, []) }

        override func makeRow(_ post: Post) -> LayoutItem {
            let id = post.id
            let name = LayoutItem(name: "\(id)Name")
            name.measuredContent = WrappedText(words: post.name)
            let header = flexStack("\(id)Header", .horizontal,
                                   [fixedSizeItem("\(id)Avatar", 40, 40), name, fixedSizeItem("\(id)Time", 50, 20)],
                                   alignment: .center, spacing: 8)
            header.setFlexOptions(FlexItemOptions(shrink: 1), for: name)
            let body = LayoutItem(name: "\(id)Body")
            body.measuredContent = WrappedText(words: post.body)
            let buttons = flexStack("\(id)Buttons", .horizontal,
                                    (1...post.buttons).map { fixedSizeItem("\(id)Button\($0)", 80, 32) }, spacing: 8)
            let card = flexStack(id, .vertical, [header, body, buttons], spacing: 8)
            card.padding = FlexPadding(all: 12)
            texts[id] = (name, body)
            return card
        }

        func setName(_ words: [Double], of id: String) {
            texts[id]!.name.measuredContent = WrappedText(words: edit(id) { $0.name = words }.name)
        }

        func setBody(_ words: [Double], of id: String) {
            texts[id]!.body.measuredContent = WrappedText(words: edit(id) { $0.body = words }.body)
        }
    }

    @Test func aFlexNewsFeedFollowsEveryLiveChange() throws {
        let feed = try Feed(Feed.State(entries: [
            Post(id: "p1", name: [50, 60], body: forty(10)),
            Post(id: "p2", name: [80, 90, 100], body: forty(4)),
            Post(id: "p3", name: [70], body: forty(20), buttons: 2),
        ], spacing: 8))
        try feed.expectLaysOutAsFresh("first layout")
        #expect(feed.root.engine.ambiguities().isEmpty, "\(feed.root.engine.ambiguities())")
        // Cards are 375 wide, 351 inside their padding. Header: the name's
        // room is 351 − 40 − 50 − 2 × 8 = 245. p1's name is one line of
        // 50 + 4 + 60 = 114, centred in the 40-point header: y = 12 + 10.
        // Body: words of 40 fit eight a line (8 × 40 + 7 × 4 = 348 ≤ 351):
        // p1's ten words make two lines, 40. Card: 12 + 40 + 8 + 40 + 8 + 32 + 12 = 152.
        expectFrames(in: feed.root, [
            ("p1", Rect(x: 0, y: 0, width: 375, height: 152)),
            ("p1Name", Rect(x: 60, y: 22, width: 114, height: 20)),
            ("p1Time", Rect(x: 182, y: 22, width: 50, height: 20)),
            ("p1Body", Rect(x: 12, y: 60, width: 351, height: 40)),
            ("p1Button3", Rect(x: 188, y: 108, width: 80, height: 32)),
            // p2's name, 80 + 90 + 100 + 8 = 278 on one line, shrinks to
            // 245 and wraps after 90 (174): two lines, 40. Its time ends
            // at 60 + 245 + 8 + 50 = 363 = 375 − 12. One line of body:
            // card 12 + 40 + 8 + 20 + 8 + 32 + 12 = 132, at 152 + 8 = 160.
            ("p2", Rect(x: 0, y: 160, width: 375, height: 132)),
            ("p2Name", Rect(x: 60, y: 172, width: 245, height: 40)),
            ("p2Time", Rect(x: 313, y: 182, width: 50, height: 20)),
            // p3: twenty words, lines of 8, 8 and 4 (60); card 172 at 300.
            ("p3", Rect(x: 0, y: 300, width: 375, height: 172)),
            ("p3Body", Rect(x: 12, y: 360, width: 351, height: 60)),
            ("feed", Rect(x: 0, y: 0, width: 375, height: 472)),
        ])

        // A shorter body: p1's four words are one line (172), its card
        // 20 shorter (132); the cards below move up 20.
        feed.setBody(forty(4), of: "p1")
        try feed.expectLaysOutAsFresh("shorter body")
        expectFrames(in: feed.root, [("p1Body", Rect(x: 12, y: 60, width: 351, height: 20)),
                                     ("p2", Rect(x: 0, y: 140, width: 375, height: 132))])
        // A longer body: 17 words, lines of 8, 8, 1: 60; card 172.
        feed.setBody(forty(17), of: "p1")
        try feed.expectLaysOutAsFresh("longer body")
        expectFrames(in: feed.root, [("p1", Rect(x: 0, y: 0, width: 375, height: 172)),
                                     ("p2", Rect(x: 0, y: 180, width: 375, height: 132))])
        // A shorter name for p2: 80 on one line, centred: y = 180 + 12 + 10.
        feed.setName([80], of: "p2")
        try feed.expectLaysOutAsFresh("shorter name")
        expectFrames(in: feed.root, [("p2Name", Rect(x: 60, y: 202, width: 80, height: 20)),
                                     ("p2Time", Rect(x: 148, y: 202, width: 50, height: 20))])
        feed.setName([80, 90, 100], of: "p2")
        try feed.expectLaysOutAsFresh("longer name")

        // Landscape: 643 inside the padding; p2's name (278) fits its room
        // of 643 − 106 = 537 and keeps its one-line width. p1's 17 words
        // fit fourteen a line (14 × 44 − 4 = 612): two lines, card 152.
        feed.rotate(to: 667)
        try feed.expectLaysOutAsFresh("landscape")
        expectFrames(in: feed.root, [("p1Body", Rect(x: 12, y: 60, width: 643, height: 40)),
                                     ("p2Name", Rect(x: 60, y: 160 + 22, width: 278, height: 20)),
                                     ("p2Time", Rect(x: 346, y: 182, width: 50, height: 20))])
        feed.rotate(to: 375)
        try feed.expectLaysOutAsFresh("portrait again")
        expectFrames(in: feed.root, [("p2Name", Rect(x: 60, y: 192, width: 245, height: 40))])

        // Hiding p2 closes the column up: p3 follows p1, 172 + 8 = 180.
        feed.setHidden(true, "p2")
        try feed.expectLaysOutAsFresh("p2 hidden")
        expectFrames(in: feed.root, [("p3", Rect(x: 0, y: 180, width: 375, height: 172))])
        feed.setHidden(false, "p2")
        try feed.expectLaysOutAsFresh("p2 shown")

        // A post inserted in the middle (one line of body, card 132) at 180.
        try feed.insert(Post(id: "p4", name: [30], body: forty(2), buttons: 1), at: 1)
        try feed.expectLaysOutAsFresh("p4 inserted")
        expectFrames(in: feed.root, [("p4", Rect(x: 0, y: 180, width: 375, height: 132)),
                                     ("p2", Rect(x: 0, y: 320, width: 375, height: 132))])
        feed.setSpacing(16)
        try feed.expectLaysOutAsFresh("spacing 16")
        // p2 now at 172 + 16 + 132 + 16 = 336.
        expectFrames(in: feed.root, [("p2", Rect(x: 0, y: 336, width: 375, height: 132))])
        feed.remove("p4")
        try feed.expectLaysOutAsFresh("p4 removed")

        // Right to left, every card mirrors: p1's name at 375 − 60 − 114 = 201,
        // its first button against the right padding, 363 − 80 = 283.
        feed.setDirection(.rightToLeft)
        try feed.expectLaysOutAsFresh("right to left")
        expectFrames(in: feed.root, [("p1Name", Rect(x: 201, y: 22, width: 114, height: 20)),
                                     ("p1Button1", Rect(x: 283, y: 12 + 40 + 8 + 60 + 8, width: 80, height: 32))])
        feed.rotate(to: 667)
        try feed.expectLaysOutAsFresh("right to left, landscape")
        feed.setDirection(.leftToRight)
        feed.rotate(to: 375)
        try feed.expectLaysOutAsFresh("left to right, portrait")
    }

    // MARK: - 2. A settings form

    /// A `UIStackView` column (spacing 12) pinned to the root's margins (8
    /// above, 16 on the sides, grown by the safe area) of rows (spacing 8,
    /// centred): a wrapping label (words 4 apart, lines of 20) that gives
    /// way first and takes the room (749 and 249), a 60 × 20 value and a
    /// 51 × 31 switch.
    struct SettingsRow: ListEntry { var id: String; var label: [Double] }

    final class Settings: ListScreen<SettingsRow> {
        private var labels: [String: LayoutItem] = [:]

        override class var pinsToMargins: Bool { true }

        required init(_ state: State) throws {
            try super.init(state)
            root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        }

        override func makeRow(_ row: SettingsRow) -> LayoutItem {
            let label = LayoutItem(name: "\(row.id)Label")
            label.measuredContent = WrappedText(words: row.label)
            label.setContentCompressionResistancePriority(749, for: .horizontal)
            label.setContentHuggingPriority(249, for: .horizontal)
            let stack = StackItem(name: row.id, arrangedItems: [label, fixedSizeItem("\(row.id)Value", 60, 20),
                                                                fixedSizeItem("\(row.id)Switch", 51, 31)])
            stack.alignment = .center
            stack.spacing = 8
            labels[row.id] = label
            return stack
        }

        func setLabel(_ words: [Double], of id: String) {
            labels[id]!.measuredContent = WrappedText(words: edit(id) { $0.label = words }.label)
        }
    }

    @Test func aSettingsFormFollowsEveryLiveChange() throws {
        let settings = try Settings(Settings.State(entries: [
            SettingsRow(id: "wifi", label: [40]),
            SettingsRow(id: "sync", label: [60, 70, 80, 90]),
            SettingsRow(id: "passcode", label: [70]),
            SettingsRow(id: "about", label: [55]),
        ], hidden: ["passcode"], height: 812, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                   spacing: 12))
        try settings.expectLaysOutAsFresh("first layout")
        #expect(settings.root.engine.ambiguities().isEmpty, "\(settings.root.engine.ambiguities())")
        // The form starts at the margins: x = 16, y = 47 + 8 = 55, 375 − 32 =
        // 343 wide. A label has 343 − 60 − 51 − 2 × 8 = 216. wifi's label
        // takes it on one line; the row is the switch's 31, the label at 5.5.
        // sync's one line (60 + 70 + 80 + 90 + 12 = 312) wraps at 216 after
        // 70 (134 | 174): two lines, 40; the row is 40 tall at 55 + 31 + 12 = 98,
        // its value at 10 and its switch at 4.5. passcode is hidden: about
        // follows sync at 98 + 40 + 12 = 150.
        expectFrames(in: settings.root, [
            ("column", Rect(x: 16, y: 55, width: 343, height: 126)),
            ("wifi", Rect(x: 16, y: 55, width: 343, height: 31)),
            ("wifiLabel", Rect(x: 16, y: 60.5, width: 216, height: 20)),
            ("sync", Rect(x: 16, y: 98, width: 343, height: 40)),
            ("syncLabel", Rect(x: 16, y: 98, width: 216, height: 40)),
            ("syncValue", Rect(x: 240, y: 108, width: 60, height: 20)),
            ("syncSwitch", Rect(x: 308, y: 102.5, width: 51, height: 31)),
            ("about", Rect(x: 16, y: 150, width: 343, height: 31)),
        ])

        // A shorter sync label: one line, the row 31; about at 55 + 31 + 12 + 31 + 12 = 141.
        settings.setLabel([60], of: "sync")
        try settings.expectLaysOutAsFresh("shorter label")
        expectFrames(in: settings.root, [("syncLabel", Rect(x: 16, y: 103.5, width: 216, height: 20)),
                                         ("about", Rect(x: 16, y: 141, width: 343, height: 31))])
        // Longer: 60 70 80 90 100 wraps 134 | 174 | 100: three lines, 60.
        settings.setLabel([60, 70, 80, 90, 100], of: "sync")
        try settings.expectLaysOutAsFresh("longer label")
        expectFrames(in: settings.root, [("sync", Rect(x: 16, y: 98, width: 343, height: 60))])

        // Landscape under a notch on the left and right: margins 16 + 47 = 63,
        // top 0 + 8; the form 667 − 126 = 541 wide, a label 541 − 127 = 414:
        // sync's 60 + 70 + 80 + 90 + 12 = 312 | 100: two lines.
        settings.rotate(to: 667, height: 375, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        try settings.expectLaysOutAsFresh("landscape")
        expectFrames(in: settings.root, [("column", Rect(x: 63, y: 8, width: 541, height: 31 + 12 + 40 + 12 + 31)),
                                         ("syncLabel", Rect(x: 63, y: 8 + 43, width: 414, height: 40))])
        settings.rotate(to: 375, height: 812, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        try settings.expectLaysOutAsFresh("portrait again")

        // Showing passcode opens a row of 31 and a spacing before about: 98 + 60 + 12 = 170.
        settings.setHidden(false, "passcode")
        try settings.expectLaysOutAsFresh("passcode shown")
        expectFrames(in: settings.root, [("passcode", Rect(x: 16, y: 170, width: 343, height: 31)),
                                         ("about", Rect(x: 16, y: 213, width: 343, height: 31))])
        settings.setHidden(true, "wifi")
        try settings.expectLaysOutAsFresh("wifi hidden")
        expectFrames(in: settings.root, [("sync", Rect(x: 16, y: 55, width: 343, height: 60))])
        settings.setHidden(false, "wifi")
        try settings.expectLaysOutAsFresh("wifi shown")

        // A row inserted in the middle, after sync: at 170, passcode 31 + 12 lower.
        try settings.insert(SettingsRow(id: "cellular", label: [90, 30]), at: 2)
        try settings.expectLaysOutAsFresh("cellular inserted")
        expectFrames(in: settings.root, [("cellular", Rect(x: 16, y: 170, width: 343, height: 31)),
                                         ("passcode", Rect(x: 16, y: 213, width: 343, height: 31))])
        settings.setSpacing(20)
        try settings.expectLaysOutAsFresh("spacing 20")
        // 55 + 31 + 20 + 60 + 20 = 186.
        expectFrames(in: settings.root, [("cellular", Rect(x: 16, y: 186, width: 343, height: 31))])
        settings.remove("cellular")
        try settings.expectLaysOutAsFresh("cellular removed")

        // Right to left, each row mirrors: the label against the right
        // margin, 359 − 216 = 143; the switch at 16.
        settings.setDirection(.rightToLeft)
        try settings.expectLaysOutAsFresh("right to left")
        expectFrames(in: settings.root, [("wifiLabel", Rect(x: 143, y: 60.5, width: 216, height: 20)),
                                         ("wifiSwitch", Rect(x: 16, y: 55, width: 51, height: 31))])
        settings.rotate(to: 667, height: 375, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        try settings.expectLaysOutAsFresh("right to left, landscape")
        settings.setDirection(.leftToRight)
        try settings.expectLaysOutAsFresh("left to right, landscape")
    }

    // MARK: - 3. A chat

    /// A `UIStackView` column (spacing 8) pinned to the root's edges, of
    /// message rows: each row holds a bubble (margins 8 above and below,
    /// 12 on the sides) around wrapped text (words 4 apart, lines of 20),
    /// at most 70 % of the row wide, incoming ones at the row's leading
    /// edge, outgoing ones at its trailing edge.
    struct Message: ListEntry { var id: String; var words: [Double]; var outgoing: Bool }

    final class Chat: ListScreen<Message> {
        private var texts: [String: LayoutItem] = [:]

        override func makeRow(_ message: Message) throws -> LayoutItem {
            let row = LayoutItem(name: "\(message.id)Row")
            let bubble = LayoutItem(name: message.id)
            bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            let text = LayoutItem(name: "\(message.id)Text")
            text.measuredContent = WrappedText(words: message.words)
            bubble.addChild(text)
            row.addChild(bubble)
            try LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
                text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
                text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
                text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
                bubble.topAnchor.constraint(equalTo: row.topAnchor),
                bubble.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                bubble.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: 0.7),
                message.outgoing ? bubble.trailingAnchor.constraint(equalTo: row.trailingAnchor)
                    : bubble.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            ])
            texts[message.id] = text
            return row
        }

        func setWords(_ words: [Double], of id: String) {
            texts[id]!.measuredContent = WrappedText(words: edit(id) { $0.words = words }.words)
        }
    }

    @Test func aChatFollowsEveryLiveChange() throws {
        let chat = try Chat(Chat.State(entries: [
            Message(id: "m1", words: [40, 25, 60], outgoing: false),
            Message(id: "m2", words: Array(repeating: 50, count: 10), outgoing: true),
            Message(id: "m3", words: Array(repeating: 30, count: 8), outgoing: false),
        ], spacing: 8))
        try chat.expectLaysOutAsFresh("first layout")
        #expect(chat.root.engine.ambiguities().isEmpty, "\(chat.root.engine.ambiguities())")
        // Rows are 375 wide; a bubble at most 262.5, its text 238.5.
        // m1: one line, 40 + 25 + 60 + 8 = 133: bubble 157 × 36 at the left.
        // m2: words of 50 four a line (212; five: 266): 3 lines, bubble
        // 236 × 76 at 375 − 236 = 139, 36 + 8 = 44 down. m3: words of 30
        // seven a line (234): two lines, bubble 258 × 56 at 44 + 76 + 8 = 128.
        expectFrames(in: chat.root, [
            ("m1", Rect(x: 0, y: 0, width: 157, height: 36)),
            ("m1Text", Rect(x: 12, y: 8, width: 133, height: 20)),
            ("m2", Rect(x: 139, y: 44, width: 236, height: 76)),
            ("m2Text", Rect(x: 151, y: 52, width: 212, height: 60)),
            ("m3", Rect(x: 0, y: 128, width: 258, height: 56)),
            ("column", Rect(x: 0, y: 0, width: 375, height: 184)),
        ])

        // A longer m1: 40 25 60 70 80 wraps at 238.5 after 70 (207 | 80):
        // bubble 24 + 207 = 231 × 56, m2 20 lower.
        chat.setWords([40, 25, 60, 70, 80], of: "m1")
        try chat.expectLaysOutAsFresh("longer message")
        expectFrames(in: chat.root, [("m1", Rect(x: 0, y: 0, width: 231, height: 56)),
                                     ("m2", Rect(x: 139, y: 64, width: 236, height: 76))])
        // A shorter m2: two words, 104: bubble 128 × 36 at 375 − 128 = 247.
        chat.setWords([50, 50], of: "m2")
        try chat.expectLaysOutAsFresh("shorter message")
        expectFrames(in: chat.root, [("m2", Rect(x: 247, y: 64, width: 128, height: 36)),
                                     ("m3", Rect(x: 0, y: 108, width: 258, height: 56))])
        chat.setWords(Array(repeating: 50, count: 10), of: "m2")
        try chat.expectLaysOutAsFresh("longer message again")

        // Landscape: a bubble at most 466.9, its text 442.9. m2: eight words
        // a line (428): two lines, bubble 452 × 56 at 667 − 452 = 215;
        // m1 on one line, 275 + 16 = 291: bubble 315 × 36; m3 on one line, 8 × 34 − 4 = 268: bubble 292 × 36.
        chat.rotate(to: 667)
        try chat.expectLaysOutAsFresh("landscape")
        expectFrames(in: chat.root, [("m1", Rect(x: 0, y: 0, width: 315, height: 36)),
                                     ("m2", Rect(x: 215, y: 44, width: 452, height: 56)),
                                     ("m3", Rect(x: 0, y: 108, width: 292, height: 36))])
        chat.rotate(to: 375)
        try chat.expectLaysOutAsFresh("portrait again")

        chat.setHidden(true, "m2")
        try chat.expectLaysOutAsFresh("m2 hidden")
        // m3 follows m1: 56 + 8 = 64.
        expectFrames(in: chat.root, [("m3", Rect(x: 0, y: 64, width: 258, height: 56))])
        chat.setHidden(false, "m2")
        try chat.expectLaysOutAsFresh("m2 shown")

        // An outgoing message inserted in the middle: one word, bubble 74 × 36.
        try chat.insert(Message(id: "m4", words: [50], outgoing: true), at: 1)
        try chat.expectLaysOutAsFresh("m4 inserted")
        expectFrames(in: chat.root, [("m4", Rect(x: 301, y: 64, width: 74, height: 36)),
                                     ("m2", Rect(x: 139, y: 108, width: 236, height: 76))])
        chat.setSpacing(4)
        try chat.expectLaysOutAsFresh("spacing 4")
        // m2 at 56 + 4 + 36 + 4 = 100.
        expectFrames(in: chat.root, [("m2", Rect(x: 139, y: 100, width: 236, height: 76))])
        chat.remove("m4")
        try chat.expectLaysOutAsFresh("m4 removed")

        // Right to left, incoming bubbles hug the right edge (375 − 231 =
        // 144), outgoing ones the left.
        chat.setDirection(.rightToLeft)
        try chat.expectLaysOutAsFresh("right to left")
        expectFrames(in: chat.root, [("m1", Rect(x: 144, y: 0, width: 231, height: 56)),
                                     ("m2", Rect(x: 0, y: 60, width: 236, height: 76))])
        chat.rotate(to: 667)
        try chat.expectLaysOutAsFresh("right to left, landscape")
        chat.setDirection(.leftToRight)
        chat.rotate(to: 375)
        try chat.expectLaysOutAsFresh("left to right, portrait")
    }
}

/// Random sequences of the live changes, several before each layout.
@Suite struct UserTrialTwentyRandomTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Runs `steps` rounds of one to three random changes on `screen`,
    /// comparing it with a fresh screen after each round; `edit` changes
    /// a text and `entry` makes a new entry from a number.
    func shuffle<Entry>(_ screen: ListScreen<Entry>, seed: UInt64, steps: Int = 40,
                        edit: ([Double], String) -> Void, entry: (Int) -> Entry,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var random = Generator(state: seed)
        var log: [String] = []
        var next = 100
        for _ in 0..<steps {
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let ids = screen.state.entries.map(\.id)
                let id = ids.randomElement(using: &random)
                switch Int.random(in: 0..<7, using: &random) {
                case 0 where id != nil:
                    let words = (0..<Int.random(in: 1...14, using: &random)).map { _ in Double(Int.random(in: 10...90, using: &random)) }
                    edit(words, id!); log.append("edit \(id!) \(words)")
                case 1:
                    let landscape = screen.state.width == 375
                    screen.rotate(to: landscape ? 667 : 375, height: screen.state.height.map { _ in landscape ? 375 : 812 },
                                  safeArea: screen.state.height == nil ? .zero : landscape
                                    ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                                    : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
                    log.append("rotate")
                case 2 where id != nil:
                    let hidden = !screen.state.hidden.contains(id!)
                    screen.setHidden(hidden, id!); log.append("hidden \(id!) \(hidden)")
                case 3:
                    let position = Int.random(in: 0...ids.count, using: &random)
                    try screen.insert(entry(next), at: position); log.append("insert \(next) at \(position)")
                    next += 1
                case 4 where ids.count > 1:
                    screen.remove(id!); log.append("remove \(id!)")
                case 5:
                    let spacing = Double(Int.random(in: 0...20, using: &random))
                    screen.setSpacing(spacing); log.append("spacing \(spacing)")
                case 6:
                    let direction: LayoutDirection = screen.state.direction == .leftToRight ? .rightToLeft : .leftToRight
                    screen.setDirection(direction); log.append("direction \(direction)")
                default: break
                }
            }
            try screen.expectLaysOutAsFresh(log.joined(separator: "; "), sourceLocation: sourceLocation)
        }
    }

    private static let seeds: [UInt64] = [1, 2, 3]

    @Test(arguments: seeds) func aFeed(seed: UInt64) throws {
        typealias Post = UserTrialTwentyTests.Post
        let feed = try UserTrialTwentyTests.Feed(.init(entries: [
            Post(id: "p1", name: [50, 60], body: [40, 40, 40]), Post(id: "p2", name: [80, 90, 100], body: [40]),
        ], spacing: 8))
        try shuffle(feed, seed: seed, edit: { words, id in
            if words.count < 4 { feed.setName(words, of: id) } else { feed.setBody(words, of: id) }
        }, entry: { Post(id: "p\($0)", name: [Double($0 % 50 + 20)], body: [40, 40], buttons: $0 % 3 + 1) })
    }

    @Test(arguments: seeds) func aSettingsForm(seed: UInt64) throws {
        typealias Row = UserTrialTwentyTests.SettingsRow
        let settings = try UserTrialTwentyTests.Settings(.init(entries: [Row(id: "wifi", label: [40]), Row(id: "sync", label: [60, 70])],
                                                             height: 812, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                             spacing: 12))
        try shuffle(settings, seed: seed, edit: settings.setLabel, entry: { Row(id: "row\($0)", label: [Double($0 % 60 + 30), 40]) })
    }

    @Test(arguments: seeds) func aChat(seed: UInt64) throws {
        typealias Message = UserTrialTwentyTests.Message
        let chat = try UserTrialTwentyTests.Chat(.init(entries: [Message(id: "m1", words: [40, 25], outgoing: false),
                                                                Message(id: "m2", words: [50, 50, 50], outgoing: true)],
                                                      spacing: 8))
        try shuffle(chat, seed: seed, edit: chat.setWords,
                    entry: { Message(id: "m\($0)", words: Array(repeating: 45, count: $0 % 9 + 1), outgoing: $0 % 2 == 0) })
    }
}

/// Subtrees forced to a direction inside the live screens, as a media row
/// or a phone number stays left to right in a right-to-left screen.
@Suite struct UserTrialTwentyForcedDirectionTests {
    private func feed(forcing names: [String] = []) throws -> UserTrialTwentyTests.Feed {
        typealias Post = UserTrialTwentyTests.Post
        let feed = try UserTrialTwentyTests.Feed(.init(entries: [
            Post(id: "p1", name: [50, 60], body: [40, 40, 40]), Post(id: "p2", name: [80, 90, 100], body: [40]),
        ], spacing: 8, direction: .rightToLeft))
        for name in names { item(name, in: feed.root).semanticContentAttribute = .forceLeftToRight }
        return feed
    }

    /// Right to left, p1's buttons row and the whole of p2 forced left to
    /// right: the buttons start at the card's left padding, 12, 100, 188,
    /// and p2's avatar is at its left, 12; p1's header stays mirrored, its
    /// avatar at 375 − 12 − 40 = 323. Forced live or from the start, and
    /// after a rotation and the buttons' force lifted, the frames agree.
    @Test func aFlexFeedKeepsForcedCardsLeftToRight() throws {
        let live = try feed()
        #expect(live.root.layoutIfNeeded().isEmpty)
        for name in ["p1Buttons", "p2"] { item(name, in: live.root).semanticContentAttribute = .forceLeftToRight }
        #expect(live.root.layoutIfNeeded().isEmpty)
        expectSameFrames(live.root, asFresh: try feed(forcing: ["p1Buttons", "p2"]).root, "forced", tolerance: 1e-6)
        expectFrames(in: live.root, [("p1Avatar", Rect(x: 323, y: 12, width: 40, height: 40)),
                                     ("p1Button2", Rect(x: 100, y: 88, width: 80, height: 32)),
                                     ("p2Avatar", Rect(x: 12, y: 152, width: 40, height: 40))])
        live.rotate(to: 667)
        #expect(live.root.layoutIfNeeded().isEmpty)
        let fresh = try feed(forcing: ["p1Buttons", "p2"])
        fresh.rotate(to: 667)
        expectSameFrames(live.root, asFresh: fresh.root, "forced, landscape", tolerance: 1e-6)
        item("p1Buttons", in: live.root).semanticContentAttribute = .inherit
        #expect(live.root.layoutIfNeeded().isEmpty)
        let unforced = try feed(forcing: ["p2"])
        unforced.rotate(to: 667)
        expectSameFrames(live.root, asFresh: unforced.root, "buttons unforced", tolerance: 1e-6)
    }

    /// A `UIStackView` column right to left whose second row is forced left
    /// to right (a row with a phone number): as UIKit does, the column
    /// stretches the row across it. The column's `UISV-alignment`
    /// constraints read every row's leading and trailing edges in the
    /// column's direction (`LayoutConstraint.readsInFrameDirection`); read
    /// in each row's own, they tied the forced row's left edge to the
    /// first row's right one, and the layout conflicted.
    @Test func aStackColumnArrangingARowForcedLeftToRight() throws {
        typealias Row = UserTrialTwentyTests.SettingsRow
        let settings = try UserTrialTwentyTests.Settings(.init(entries: [Row(id: "wifi", label: [40]), Row(id: "sync", label: [60, 70])],
                                                             height: 812, spacing: 12, direction: .rightToLeft))
        item("sync", in: settings.root).semanticContentAttribute = .forceLeftToRight
        #expect(settings.root.layoutIfNeeded().isEmpty)
        // The column is 375 − 32 = 343 wide at 16; the forced row too.
        expectFrames(in: settings.root, [("sync", Rect(x: 16, y: 8 + 31 + 12, width: 343, height: 31))])
    }

    /// A `UIStackView` row right to left whose middle item is forced left
    /// to right: as UIKit does, the row places its items from the right,
    /// the forced one among them. Read in the forced item's direction, the
    /// row's `UISV-spacing` from it took its leading edge for its left one:
    /// no conflict was reported, and the row ended up 10 wide with its
    /// items overlapping.
    @Test func aStackRowArrangingAnItemForcedLeftToRight() throws {
        let root = LayoutItem(name: "root")
        root.layoutDirection = .rightToLeft
        let a = fixedSizeItem("a", 40, 20), b = fixedSizeItem("b", 60, 20), c = fixedSizeItem("c", 30, 20)
        b.semanticContentAttribute = .forceLeftToRight
        let row = StackItem(name: "row", arrangedItems: [a, b, c])
        row.spacing = 10
        root.addChild(row)
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 300),
                                       row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.layoutIfNeeded().isEmpty)
        // 40 + 10 + 60 + 10 + 30 = 150 against the right edge: 150; a from
        // 300 − 40 = 260, b from 260 − 10 − 60 = 190, c from 190 − 10 − 30 = 150.
        expectFrames(in: root, [("row", Rect(x: 150, y: 0, width: 150, height: 20)),
                                ("a", Rect(x: 260, y: 0, width: 40, height: 20)),
                                ("b", Rect(x: 190, y: 0, width: 60, height: 20)),
                                ("c", Rect(x: 150, y: 0, width: 30, height: 20))])
        // The tree turned left to right, the forced item still forced: the
        // row from the left, a at 0, b at 50, c at 120.
        root.layoutDirection = .leftToRight
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [("row", Rect(x: 0, y: 0, width: 150, height: 20)),
                                ("a", Rect(x: 0, y: 0, width: 40, height: 20)),
                                ("b", Rect(x: 50, y: 0, width: 60, height: 20)),
                                ("c", Rect(x: 120, y: 0, width: 30, height: 20))])
        // Back to right to left, and the forced item back to the row's
        // direction: as first laid out.
        root.layoutDirection = .rightToLeft
        b.semanticContentAttribute = .inherit
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [("b", Rect(x: 190, y: 0, width: 60, height: 20))])
    }
}

/// Changes the screens' own settings live (padding, flex options, a
/// justification, margins, margin-relative arrangement, alignment, custom
/// spacing), each on a live screen and on a fresh one before its first layout.
@Suite struct UserTrialTwentySettingChangeTests {
    /// Changes `change` makes on a live screen and on a fresh one, which must agree.
    private func expectLiveChange<Screen: ListScreen<Entry>, Entry>(_ make: () throws -> Screen, _ change: (Screen) -> Void,
                                                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Screen {
        let live = try make()
        #expect(live.root.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        change(live)
        #expect(live.root.layoutIfNeeded().isEmpty, sourceLocation: sourceLocation)
        let fresh = try make()
        change(fresh)
        expectSameFrames(live.root, asFresh: fresh.root, "changed live", tolerance: 1e-6, sourceLocation: sourceLocation)
        return live
    }

    /// p1 with padding 20, the feed with padding 10, p2's name growing and
    /// shrinking, p2's buttons spread `spaceBetween`.
    @Test func aFeedsPaddingOptionsAndJustificationChangeLive() throws {
        typealias Post = UserTrialTwentyTests.Post
        let feed = try expectLiveChange({
            try UserTrialTwentyTests.Feed(.init(entries: [Post(id: "p1", name: [50, 60], body: Array(repeating: 40, count: 12)),
                                                          Post(id: "p2", name: [80, 90, 100], body: [40])], spacing: 8))
        }) { screen in
            item("p1", in: screen.root, as: StackItem.self).padding = FlexPadding(all: 20)
            item("p2Header", in: screen.root, as: StackItem.self)
                .setFlexOptions(FlexItemOptions(grow: 1, shrink: 1), for: item("p2Name", in: screen.root))
            item("p2Buttons", in: screen.root, as: StackItem.self).distribution = .flex(.spaceBetween)
            screen.column.padding = FlexPadding(all: 10)
        }
        // Cards are 375 − 20 = 355 wide at 10. p1's content box is 315 at
        // 30: twelve words of 40, seven a line (304), two lines; the card
        // 20 + 40 + 8 + 40 + 8 + 32 + 20 = 168. p2 at 10 + 168 + 8 = 186,
        // 331 inside its padding: the name's room 331 − 106 = 225 (it grows
        // to fill it, and its 278 shrinks to it: two lines); the buttons
        // leave 331 − 240 = 91, 45.5 a gap: 22, 147.5, 273.
        expectFrames(in: feed.root, [
            ("p1", Rect(x: 10, y: 10, width: 355, height: 168)),
            ("p1Body", Rect(x: 30, y: 78, width: 315, height: 40)),
            ("p2", Rect(x: 10, y: 186, width: 355, height: 132)),
            ("p2Name", Rect(x: 70, y: 198, width: 225, height: 40)),
            ("p2Button2", Rect(x: 147.5, y: 274, width: 80, height: 32)),
            ("p2Button3", Rect(x: 273, y: 274, width: 80, height: 32)),
        ])
    }

    /// The root's margins 24 on the sides and 20 on top (under the notch's
    /// 47), the column arranged within its own margins of 10, its rows
    /// aligned leading and 30 after wifi.
    @Test func aFormsMarginsAndAlignmentChangeLive() throws {
        typealias Row = UserTrialTwentyTests.SettingsRow
        let settings = try expectLiveChange({
            try UserTrialTwentyTests.Settings(.init(entries: [Row(id: "wifi", label: [40]), Row(id: "sync", label: [60, 70, 80, 90])],
                                                    height: 812, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                    spacing: 12))
        }) { screen in
            screen.root.layoutMargins = EdgeInsets(top: 20, left: 24, bottom: 8, right: 24)
            screen.column.isLayoutMarginsRelativeArrangement = true
            screen.column.layoutMargins = EdgeInsets(all: 10)
            screen.column.alignment = .leading
            screen.column.setCustomSpacing(30, after: item("wifi", in: screen.root))
        }
        #expect(settings.root.engine.ambiguities().isEmpty, "\(settings.root.engine.ambiguities())")
        // The column at (24, 47 + 20 = 67), 375 − 48 = 327 wide, rows from
        // 34 at 77. Aligned leading, a row is as wide as its content: wifi
        // 40 + 8 + 60 + 8 + 51 = 167. sync's label may have 307 − 127 =
        // 180: 60 70 | 80 90, lines of 134 and 174, 40 tall; the row 174 +
        // 127 = 301 at 77 + 31 + 30 = 138.
        expectFrames(in: settings.root, [
            ("column", Rect(x: 24, y: 67, width: 327, height: 10 + 31 + 30 + 40 + 10)),
            ("wifi", Rect(x: 34, y: 77, width: 167, height: 31)),
            ("sync", Rect(x: 34, y: 138, width: 301, height: 40)),
            ("syncLabel", Rect(x: 34, y: 138, width: 174, height: 40)),
        ])
    }
}
