import Foundation
import Testing
@testable import LayoutTool

/// Trial forty's screens as layout documents (`Fixtures/TrialForty`): the
/// comment thread, the Kanban board and the receipt, with the frames
/// worked out by hand for the screens `UserTrialFortyTests` builds in
/// Swift, the other states by `--width` and small edits; the answers of
/// `--why` on a few lengths; and the receipt broken on purpose, in a
/// document and in a UIKit console log of the same conflict.
@Suite struct UserTrialFortyToolTests {
    /// The trial's documents.
    static let fixtures = TrialDocuments("TrialForty")

    // MARK: - 1. Comment thread

    /// At 320 (the document's width) the thread is 612 high, c3's author
    /// truncated to 262 − 8 − 24 = 230; at 414 it is 552, c1's body on one
    /// line (384 ≤ 388) and c3's on three. Collapsed (c3 and c4 hidden)
    /// with c1's count at "10", c5 moves up to 204 and c6 to 306: 388.
    @Test func theThreadAtTwoWidthsVotedAndCollapsed() throws {
        let narrow = try Self.fixtures.run("thread.json")
        #expect(narrow.status == 0)
        #expect(narrow.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(narrow.frames, [
            "thread": [0, 0, 320, 612], "c1Body": [18, 30, 294, 40], "c3": [0, 204, 320, 142], "c3Line": [40, 212, 2, 126],
            "c3Author": [50, 212, 230, 18], "c3Time": [288, 214, 24, 16], "c3Body": [50, 234, 262, 80],
            "c4Votes": [122, 400, 7, 20], "c6Spacer": [97, 584, 215, 20],
        ])
        let wide = try Self.fixtures.run("thread.json", ["--width", "414"])
        #expect(wide.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(wide.frames, [
            "thread": [0, 0, 414, 552], "c1": [0, 0, 414, 82], "c1Body": [18, 30, 388, 20], "c3Author": [50, 192, 324, 18],
            "c3Body": [50, 214, 356, 60], "c5": [0, 388, 414, 82], "c6Time": [382, 480, 24, 16],
        ])
        let collapse = ["c3", "c4"].map { ("\"name\": \"\($0)\",", "\"name\": \"\($0)\", \"hidden\": true,") }
            + [("{\"name\": \"c1Votes\", \"text\": {\"words\": [7]}}", "{\"name\": \"c1Votes\", \"text\": {\"words\": [14]}}")]
        let collapsed = try Self.fixtures.run("thread.json", [], collapse)
        #expect(collapsed.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(collapsed.frames, [
            "thread": [0, 0, 320, 388], "c1Votes": [74, 74, 14, 20], "c1Spacer": [104, 74, 208, 20],
            "c5": [0, 204, 320, 102], "c5Body": [34, 234, 278, 40], "c6": [0, 306, 320, 82], "c6Actions": [18, 360, 294, 20],
        ])
    }

    // MARK: - 2. Kanban board

    /// The t2 card's lines in the document, from its own to the line
    /// before t3's: cut out and put back before d1's, it moves to the top
    /// of Doing.
    static func movedCard() throws -> [(String, String)] {
        let text = try fixtures.document("kanban.json")
        let start = try #require(text.range(of: "{\"name\": \"t2\""))
        let end = try #require(text.range(of: "{\"name\": \"t3\""))
        let card = String(text[start.lowerBound..<end.lowerBound])
        return [(card, ""), ("{\"name\": \"d1\"", card + "{\"name\": \"d1\"")]
    }

    /// At 768 the columns are 240 wide and 292, 198 and 152 high (the
    /// board 316); at 1024, 325.333 wide and To Do 248 high (its cards 62
    /// each: t1's title and t2's chips on one line). t2 moved to the top
    /// of Doing: To Do 198, Doing 292, t2 at (272, 50) and d1 below it at
    /// 50 + 86 + 8 = 144.
    @Test func theBoardAtTwoWidthsAndACardMoved() throws {
        let board = try Self.fixtures.run("kanban.json")
        #expect(board.status == 0)
        #expect(board.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(board.frames, [
            "board": [0, 0, 768, 316], "todo": [12, 12, 240, 292], "doing": [264, 12, 240, 198], "done": [516, 12, 240, 152],
            "todoBadge": [225, 21, 19, 20], "t1Title": [28, 58, 208, 40], "t2Tags": [28, 174, 208, 44], "t2Tag3": [28, 198, 72, 20],
            "d1Tag2": [376, 104, 102, 20], "n1Tag4Label": [538, 130, 50, 16],
        ])
        let wide = try Self.fixtures.run("kanban.json", ["--width", "1024"])
        #expect(wide.json["ambiguous"] as? [String] == [])
        let third = 976.0 / 3
        TrialDocuments.expectFrames(wide.frames, [
            "board": [0, 0, 1024, 272], "todo": [12, 12, third, 248], "doing": [24 + third, 12, third, 198],
            "done": [36 + 2 * third, 12, third, 152], "t2Tag3": [180, 154, 72, 20], "n1Tag5": [52 + 2 * third, 128, 62, 20],
            "doneBadge": [985, 21, 19, 20],
        ])
        let moved = try Self.fixtures.run("kanban.json", [], try Self.movedCard())
        #expect(moved.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(moved.frames, [
            "board": [0, 0, 768, 316], "todo": [12, 12, 240, 198], "t3": [20, 140, 224, 62], "doing": [264, 12, 240, 292],
            "t2": [272, 50, 224, 86], "t2Tag3": [280, 108, 72, 20], "d1": [272, 144, 224, 82], "d2": [272, 234, 224, 62],
        ])
    }

    /// The board as a `UIStackView` row instead: `fillEqually`, aligned
    /// top, spaced 12 within margins of 12, the columns without their flex
    /// options. (768 − 24 − 24) / 3 = 240 again, and every frame is the
    /// flex board's, at both widths.
    @Test func aFillEquallyBoardLaysOutAsTheFlexOne() throws {
        let stackView = [
            ("\"flexStack\": {\"spacing\": 12, \"alignItems\": \"start\", \"padding\": {\"top\": 12, \"left\": 12, \"bottom\": 12, \"right\": 12}}",
             "\"stack\": {\"distribution\": \"fillEqually\", \"alignment\": \"top\", \"spacing\": 12, \"marginsRelative\": true},"
                + " \"margins\": {\"top\": 12, \"left\": 12, \"bottom\": 12, \"right\": 12}"),
            ("\"flexGrow\": 1, \"flexBasis\": 0, ", ""),
        ]
        let text = try Self.fixtures.document("kanban.json", stackView)
        #expect(text.contains("fillEqually") && !text.contains("flexGrow"))
        for width in ["768", "1024"] {
            let flex = try Self.fixtures.run("kanban.json", ["--width", width])
            let filled = try Self.fixtures.run("kanban.json", ["--width", width], stackView)
            #expect(filled.status == 0)
            #expect(filled.json["ambiguous"] as? [String] == [])
            TrialDocuments.expectFrames(filled.frames, flex.frames)
        }
    }

    // MARK: - 3. Receipt

    /// Left to right the prices are one column 52 wide at 252 and the
    /// names 224 from 16; right to left the prices at 16 and the names
    /// from 80, the total's name 5 below its price's top (baselines 14
    /// and 19) both ways.
    @Test func theReceiptBothWays() throws {
        let receipt = try Self.fixtures.run("receipt.json")
        #expect(receipt.status == 0)
        #expect(receipt.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(receipt.frames, [
            "screen": [0, 0, 320, 225], "item1Price": [252, 16, 52, 20], "item2Name": [16, 44, 224, 40], "item2Price": [252, 44, 52, 20],
            "dash2": [53, 120, 29, 1], "subtotalPrice": [252, 129, 52, 20], "totalName": [16, 190, 224, 18], "totalPrice": [252, 185, 52, 24],
        ])
        let mirrored = try Self.fixtures.run("receipt.json", [], [("\"leftToRight\"", "\"rightToLeft\"")])
        #expect(mirrored.json["ambiguous"] as? [String] == [])
        TrialDocuments.expectFrames(mirrored.frames, [
            "item1Price": [16, 16, 52, 20], "item2Name": [80, 44, 224, 40], "dash1": [275, 120, 29, 1], "dash8": [16, 120, 29, 1],
            "taxPrice": [16, 157, 52, 20], "totalName": [80, 190, 224, 18], "totalPrice": [16, 185, 52, 24],
        ])
    }

    // MARK: - Why

    /// `--why` on the price column, a truncated author, a body's height and
    /// a column's width: each answer gives the arithmetic worked out by hand.
    @Test func whyAnswersGiveTheHandArithmetic() throws {
        let price = try Self.fixtures.why("receipt.json", "item1Price.width")
        #expect(price.hasPrefix("""
            item1Price.width = 52
              52  totalPrice-compression-horizontal: totalPrice.width >= 52 @750
               0  item1Price.width == totalPrice.width
            Note: item1Price's intrinsic width is 36, less than its 52:
            """))
        let author = try Self.fixtures.why("thread.json", "c3Author.width")
        #expect(author.hasPrefix("c3Author.width = 320 − 24 − 2 − 8 − 40 − 8 − 8 = 230\n"))
        #expect(author.contains("Note: within its width, 230, c3Author's content is 274 × 18, cut to maxLines 1 with an ellipsis."))
        let body = try Self.fixtures.why("thread.json", "c3Body.height")
        #expect(body.hasPrefix("c3Body.height = 80\n"))
        #expect(body.contains("Offered any width, its content is 724 × 20; wanting that, its constraints give it 262:"))
        #expect(body.contains("Within 262 its content is 204 × 80."))
        let column = try Self.fixtures.why("kanban.json", "doing.width", ["--width", "1024"])
        #expect(column.contains(
            "Note: doing's flex basis is 0; it grew by 325.333333 of the 976 points free in board's line (flexGrow 1 of 3)."))
    }

    // MARK: - A conflict

    /// The price column fixed at 80 and the first name at least 224 wide:
    /// 224 + 12 + 80 = 316 does not fit the row's 288, and the price's
    /// width (the last activated) breaks; where the rest hold it is at
    /// most 288 − 12 − 224 = 52. The report lists the name's width and
    /// does not blame the stack's spacing (the two widths alone need 304).
    /// The same conflict as UIKit logs it (`receipt-price.log`): the
    /// screen would have to be 80 + 224 + 12 + 16 + 16 = 348, and the
    /// likely cause is the two widths side by side.
    @Test func aFixedPriceColumnSaysWhatToFix() throws {
        let last = "\"taxPrice.width == totalPrice.width\""
        let fixed = [(last, last + ",\n    \"item1Name.width >= 224\",\n    \"item1Price.width == 80\"")]
        #expect(try Self.fixtures.document("receipt.json", fixed).contains("item1Price.width == 80"))
        let conflict = try Self.fixtures.run("receipt.json", [], fixed)
        #expect(conflict.status == 1)
        #expect(conflict.json["broken"] as? String == "item1Price.width == 80")
        let members = try #require(conflict.json["conflict"] as? [String])
        #expect(members.count == 10 && members.contains("item1Name.width >= 224"))
        let message = try #require(conflict.json["message"] as? String)
        #expect(message.hasPrefix(
            "Unable to satisfy item1Price.width == 80: item1Price.width is at most 52 where the others hold, but it must be equal to 80\n"))
        #expect(!message.contains("fights the stack"))
        TrialDocuments.expectFrames(conflict.frames, ["item1Name": [16, 16, 224, 20], "item1Price": [252, 16, 52, 20]])

        let output = try runLayout(["explain", Self.fixtures.path + "receipt-price.log"])
        #expect(output.status == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "Block 1, line 1 (iOS): 10 constraints; a minimal conflict of 10")
        #expect(lines.contains(
            "Why: the rest of the conflict makes UIView #1.width at least 80 + 224 + 12 + 16 + 16 = 348, but [10] 'UIView-Encapsulated-Layout-Width' needs 320."))
        #expect(lines.contains(
            "Broken: UIKit broke [1] UILabel '$4.50'.width == 80. Without it, UILabel '$4.50'.width is from 0 to 52 instead of 80."))
        #expect(lines.contains("  - change 224 to at most 196 in [2] UILabel 'Coffee'.width >= 224"))
        // The insets could only hold at −12 (an overlap): no constant is offered for them.
        #expect(!lines.contains { $0.contains("change 16") })
        // The first likely cause is the two widths, ahead of the screen's
        // width (which is right) and instead of the general "what the
        // stack view arranges does not fit".
        let causes = lines.filter { $0.hasPrefix("Likely cause: ") }
        #expect(causes.first?.hasPrefix("Likely cause: [1] UILabel '$4.50'.width == 80 and [2] UILabel 'Coffee'.width >= 224 both set") == true)
        #expect(!causes.contains { $0.contains("does not fit the room it has") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(
            runLayout(["explain", Self.fixtures.path + "receipt-price.log", "--json"]).standardOutput.utf8)) as? [String: Any])
        let report = try #require((json["reports"] as? [[String: Any]])?.first)
        #expect(report["causes"] as? [String] == ["sizesInStackView", "containerSize"])
    }
}
