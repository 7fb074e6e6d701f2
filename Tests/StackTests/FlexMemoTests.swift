import Testing
import Stack

/// A flex list keeps each nested stack's measurements from one compilation
/// to the next (`FlexStackMemo`): a change to one row lays that row out
/// again and reads the others from their memos. Each test changes what a
/// memo must not outlive, the way an application does, and expects the
/// frames of a screen built afresh in the new state: if a row kept a stale
/// measurement, its frame would be the old one.
@Suite struct FlexMemoTests {
    typealias Screen = FlexDynamicUpdateTests.Screen
    typealias Message = FlexDynamicUpdateTests.Message

    static let messages = [Message(id: "1", words: [60, 40, 80, 30, 50, 70]), Message(id: "2", words: [40, 30]),
                           Message(id: "3", words: [100, 100, 100])]

    static func chat(_ messages: [Message] = messages, width: Double = 375,
                     direction: LayoutDirection = .leftToRight) throws -> Screen {
        let list = flexStack("list", .vertical, messages.map(FlexDynamicUpdateTests.chatRow), spacing: 4)
        list.padding = FlexPadding(top: 8, left: 0, bottom: 8, right: 0)
        return try Screen(list, width: width, direction: direction)
    }

    /// Right to left from the root: no row compiles for it, but every row's
    /// children mirror (the avatar at 375 − 8 − 32 = 335, the body at 335 −
    /// 8 − 271 = 56, the time at 8), and back.
    @Test func aDirectionInheritedFromTheRootMirrorsEveryRow() throws {
        let live = try Self.chat()
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat(), "first layout")
        live.root.layoutDirection = .rightToLeft
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat(direction: .rightToLeft), "right to left")
        expectFrame(live["avatar-2"], Rect(x: 335, y: 8, width: 32, height: 32))
        expectFrame(live["body-2"], Rect(x: 56, y: 8, width: 271, height: 38))
        expectFrame(live["time-2"], Rect(x: 8, y: 8, width: 40, height: 14))
        live.root.layoutDirection = .leftToRight
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat(), "left to right again")
        expectFrame(live["avatar-2"], Rect(x: 8, y: 8, width: 32, height: 32))
    }

    /// A row forced right to left on its own is mirrored; its neighbours
    /// are not.
    @Test func aRowForcedRightToLeftMirrorsAlone() throws {
        let live = try Self.chat()
        live.layout()
        live["row-2"].semanticContentAttribute = .forceRightToLeft
        let fresh = try Self.chat()
        fresh["row-2"].semanticContentAttribute = .forceRightToLeft
        FlexDynamicUpdateTests.expectFresh(live, fresh, "row 2 right to left")
        expectFrame(live["avatar-2"], Rect(x: 335, y: 8, width: 32, height: 32))
        expectFrame(live["avatar-1"], Rect(x: 8, y: 8, width: 32, height: 32))
    }

    /// A nested stack's own setting changes: the body of row 1 spaces its
    /// name and text by 10. The body is 16 + 10 + 40 = 66 high, the row
    /// 66 + 16 = 82, and row 2 moves down to 8 + 82 + 4 = 94.
    @Test func aSettingOfANestedStackReachesItsRow() throws {
        let live = try Self.chat()
        live.layout()
        live.stack("body-1").spacing = 10
        let fresh = try Self.chat()
        fresh.stack("body-1").spacing = 10
        FlexDynamicUpdateTests.expectFresh(live, fresh, "body 1 spaced by 10")
        expectFrame(live["body-1"], Rect(x: 48, y: 8, width: 271, height: 66))
        expectFrame(live["row-2"], Rect(x: 0, y: 94, width: 375, height: 54))
        live.stack("body-1").spacing = 2
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat(), "body 1 spaced by 2 again")
        expectFrame(live["body-1"], Rect(x: 48, y: 8, width: 271, height: 58))
    }

    /// A leaf inside a row changes its size, an item inside a row hides,
    /// rows swap places: each reaches the frames.
    @Test func changesInsideRowsAndRowsReordered() throws {
        let live = try Self.chat()
        live.layout()
        // The avatar of row 3 grows to 48: the body has 271 − 16 = 255.
        live["avatar-3"].intrinsicContentSize = IntrinsicSize(width: 48, height: 48)
        let grown = { (screen: Screen) in screen["avatar-3"].intrinsicContentSize = IntrinsicSize(width: 48, height: 48) }
        var fresh = try Self.chat()
        grown(fresh)
        FlexDynamicUpdateTests.expectFresh(live, fresh, "avatar 3 grows")
        expectFrame(live["body-3"], Rect(x: 64, y: 8, width: 255, height: 58))
        // The time of row 1 hides: its body takes 271 + 8 + 40 = 319.
        live["time-1"].isHidden = true
        fresh = try Self.chat()
        grown(fresh)
        fresh["time-1"].isHidden = true
        FlexDynamicUpdateTests.expectFresh(live, fresh, "time 1 hidden")
        expectFrame(live["body-1"], Rect(x: 48, y: 8, width: 319, height: 58))
        // Row 3 moves to the top.
        live.stack.insertArrangedItem(live["row-3"], at: 0)
        fresh = try Self.chat([Self.messages[2], Self.messages[0], Self.messages[1]])
        grown(fresh)
        fresh["time-1"].isHidden = true
        FlexDynamicUpdateTests.expectFresh(live, fresh, "row 3 on top")
        expectFrame(live["row-3"], Rect(x: 0, y: 8, width: 375, height: 74))
    }

    /// The screen narrows and widens again: each row is measured in new
    /// ranges, then in the first ones again, which its memo keeps.
    @Test func aRotationAndBack() throws {
        let live = try Self.chat()
        live.layout()
        for width in [812.0, 320, 375, 812] {
            live.width.constant = width
            FlexDynamicUpdateTests.expectFresh(live, try Self.chat(width: width), "width \(width)")
        }
    }

    // MARK: Nested stacks passed by

    /// Two flex lists side by side, each 187.5 wide, in a `UIStackView` row
    /// that fills them equally: two flex roots.
    static func twoLists(left: [Message], right: [Message]) throws -> Screen {
        func list(_ name: String, _ messages: [Message]) -> StackItem {
            flexStack(name, .vertical, messages.map(FlexDynamicUpdateTests.chatRow), spacing: 4)
        }
        let pair = StackItem(name: "pair", arrangedItems: [list("left", left), list("right", right)])
        pair.axis = .horizontal
        pair.distribution = .fillEqually
        pair.alignment = .top
        return try Screen(pair, width: 375)
    }

    /// A row moved from one flex list into another, at the same width:
    /// the new list places it in the range the old one did, but its
    /// constraints are the new list's, and so are their notes (how the
    /// body came to 187.5 − 8 − 32 − 8 − 8 − 40 − 8 = 83.5 wide, where
    /// both words fit on one line: 16 + 2 + 20 = 38 high).
    @Test func aRowMovedToAnotherListReadsThatListsNotes() throws {
        let live = try Self.twoLists(left: Self.messages, right: [])
        live.layout()
        live.stack("right").insertArrangedItem(live["row-2"], at: 0)
        let fresh = try Self.twoLists(left: [Self.messages[0], Self.messages[2]], right: [Self.messages[1]])
        FlexDynamicUpdateTests.expectFresh(live, fresh, "row 2 in the right list")
        expectFrame(live["body-2"], Rect(x: 48, y: 8, width: 83.5, height: 38))
        let width = live.stack("row-2").generatedConstraints.first {
            $0.identifier == "STK-flex-size" && $0.firstItem === live["body-2"] && $0.firstAttribute == .width
        }
        #expect(width?.note?.contains("row-2's line") == true)
    }

    /// A row taken out of its list and put back where it was: its
    /// constraints went with it, and come back although nothing in it
    /// changed and it is placed as before.
    @Test func aRowTakenOutAndPutBackGetsItsConstraintsBack() throws {
        let live = try Self.chat()
        live.layout()
        let row = live.stack("row-2")
        live.stack.removeArrangedItem(row)
        row.removeFromParent()
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat([Self.messages[0], Self.messages[2]]), "row 2 out")
        live.stack.insertArrangedItem(row, at: 1)
        FlexDynamicUpdateTests.expectFresh(live, try Self.chat(), "row 2 back")
        expectFrame(live["body-2"], Rect(x: 48, y: 8, width: 271, height: 38))
    }
}
