import Foundation
import Testing
import Stack

/// Screens a UIKit developer would build, written from the README and the
/// guides the way they would be written with `UIStackView` and anchors,
/// each frame worked out by hand before the test ran: a login form inside
/// the safe area and the margins, turned to landscape and back; a chat
/// whose bubbles wrap and whose input bar grows to three lines, right to
/// left too; a grid of square tiles in nested `fillEqually` stacks; a
/// navigation bar whose title gives way to its buttons; and broken
/// variants of the form read through the debugging API.
@Suite struct UserTrialThirteenTests {
    // MARK: - 1. A login form

    /// A text label: `width` wide, 17 high, its baseline 13 down.
    private static func label(_ name: String, width: Double) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: width, height: 17))
        item.firstBaselineOffset = 13
        item.lastBaselineOffset = 13
        return item
    }

    /// A text field: no intrinsic width, 34 high, its baseline 22 down.
    private static func field(_ name: String) -> LayoutItem {
        let item = LayoutItem(name: name, intrinsicContentSize: IntrinsicSize(width: nil, height: 34))
        item.firstBaselineOffset = 22
        item.lastBaselineOffset = 22
        return item
    }

    /// The login screen: a column `form` (spacing 16) of two rows, each a
    /// label and a field on one baseline (spacing 8), the labels of equal
    /// width, 20 below the safe area's top, between the root's margins; a
    /// "Forgot password?" link under the form at its trailing edge; a
    /// Sign In button across the margins, 16 above the safe area's bottom
    /// and above the keyboard, pulled down at 250. The root has margins of
    /// 16 on the sides and 8 above and below, as a view controller's root
    /// view on a phone has on its sides.
    private final class LoginScreen {
        let root = LayoutItem(name: "root")
        let form: StackItem
        let forgot = LayoutItem(name: "forgot", intrinsicContentSize: IntrinsicSize(width: 130, height: 20))
        let signIn = LayoutItem(name: "signIn", intrinsicContentSize: IntrinsicSize(width: nil, height: 50))
        let keyboard = LayoutGuide(name: "keyboard")
        let width: LayoutConstraint, height: LayoutConstraint, keyboardHeight: LayoutConstraint
        let forgotTop: LayoutConstraint

        init(width rootWidth: Double, height rootHeight: Double, insets: EdgeInsets) throws {
            root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            root.rootSafeAreaInsets = insets
            let emailLabel = label("emailLabel", width: 40), emailField = field("emailField")
            let passwordLabel = label("passwordLabel", width: 70), passwordField = field("passwordField")
            let rows = [("emailRow", emailLabel, emailField), ("passwordRow", passwordLabel, passwordField)].map {
                let row = StackItem(name: $0.0, arrangedItems: [$0.1, $0.2])
                row.alignment = .firstBaseline
                row.spacing = 8
                return row
            }
            form = StackItem(name: "form", arrangedItems: rows)
            form.axis = .vertical
            form.spacing = 16
            for item in [form, forgot, signIn] { root.addChild(item) }
            root.addLayoutGuide(keyboard)
            width = root.widthAnchor.constraint(equalToConstant: rootWidth)
            height = root.heightAnchor.constraint(equalToConstant: rootHeight)
            keyboardHeight = keyboard.heightAnchor.constraint(equalToConstant: 0)
            forgotTop = forgot.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 12)
            let down = signIn.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            down.priority = .defaultLow
            try LayoutConstraint.activate([
                width, height,
                passwordLabel.widthAnchor.constraint(equalTo: emailLabel.widthAnchor),
                form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
                form.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                forgot.trailingAnchor.constraint(equalTo: form.trailingAnchor),
                forgotTop,
                keyboard.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                keyboard.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                keyboard.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                keyboardHeight,
                signIn.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                signIn.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                signIn.bottomAnchor.constraint(lessThanOrEqualTo: keyboard.topAnchor, constant: -16),
                signIn.bottomAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                down,
            ])
        }

        /// Turns the screen: a new size and new insets, as a rotation does.
        func turn(width newWidth: Double, height newHeight: Double, insets: EdgeInsets) {
            width.constant = newWidth
            height.constant = newHeight
            root.rootSafeAreaInsets = insets
        }
    }

    private static let portraitInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let landscapeInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// Portrait, 390 × 844, insets 47 above and 34 below.
    /// - The form spans the margins, 16 to 390 − 16 = 374: 358 wide; its
    ///   top is the safe area's 47 + 20 = 67.
    /// - The labels share the wider one's 70 (compression resistance 750
    ///   beats the narrower one's hugging, 250); each field starts
    ///   70 + 8 = 78 into its row and is 358 − 78 = 280 wide, 16 + 78 = 94
    ///   in the root.
    /// - A row is as tall as its field, 34; a label sits on the field's
    ///   baseline, 22 − 13 = 9 below the field's top. Rows at 67 and
    ///   67 + 34 + 16 = 117; the form is 34 + 16 + 34 = 84 high.
    /// - The link ends at the form's trailing edge: 374 − 130 = 244, and
    ///   67 + 84 + 12 = 163 down.
    /// - The button: 844 − 34 − 16 = 794 at the bottom, so 744 at the top.
    private static let portrait: [(String, Rect)] = [
        ("form", Rect(x: 16, y: 67, width: 358, height: 84)),
        ("emailRow", Rect(x: 16, y: 67, width: 358, height: 34)),
        ("emailLabel", Rect(x: 16, y: 76, width: 70, height: 17)),
        ("emailField", Rect(x: 94, y: 67, width: 280, height: 34)),
        ("passwordRow", Rect(x: 16, y: 117, width: 358, height: 34)),
        ("passwordLabel", Rect(x: 16, y: 126, width: 70, height: 17)),
        ("passwordField", Rect(x: 94, y: 117, width: 280, height: 34)),
        ("forgot", Rect(x: 244, y: 163, width: 130, height: 20)),
        ("signIn", Rect(x: 16, y: 744, width: 358, height: 50)),
    ]

    /// Landscape, 844 × 390, insets 47 on the sides and 21 below.
    /// - The root's side margins grow by the insets: 16 + 47 = 63, so the
    ///   form spans 63 to 844 − 63 = 781, 718 wide; its top is 0 + 20 = 20.
    /// - Fields at 63 + 78 = 141, 718 − 78 = 640 wide; rows at 20 and 70.
    /// - The link at 781 − 130 = 651, 20 + 84 + 12 = 116 down.
    /// - The button ends at 390 − 21 − 16 = 353, so starts at 303.
    private static let landscape: [(String, Rect)] = [
        ("form", Rect(x: 63, y: 20, width: 718, height: 84)),
        ("emailRow", Rect(x: 63, y: 20, width: 718, height: 34)),
        ("emailLabel", Rect(x: 63, y: 29, width: 70, height: 17)),
        ("emailField", Rect(x: 141, y: 20, width: 640, height: 34)),
        ("passwordRow", Rect(x: 63, y: 70, width: 718, height: 34)),
        ("passwordLabel", Rect(x: 63, y: 79, width: 70, height: 17)),
        ("passwordField", Rect(x: 141, y: 70, width: 640, height: 34)),
        ("forgot", Rect(x: 651, y: 116, width: 130, height: 20)),
        ("signIn", Rect(x: 63, y: 303, width: 718, height: 50)),
    ]

    @Test func theLoginFormSitsInTheSafeAreaAndTheMargins() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.portrait)
        #expect(screen.root.engine.ambiguities().isEmpty)
    }

    /// Turned to landscape and back, the form lays out as a fresh screen
    /// of each size does.
    @Test func theLoginFormTurnsToLandscapeAndBack() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.turn(width: 844, height: 390, insets: Self.landscapeInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.landscape)
        expectSameFrames(screen.root, asFresh: try LoginScreen(width: 844, height: 390, insets: Self.landscapeInsets).root,
                         "landscape")
        screen.turn(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.portrait)
    }

    /// The keyboard comes up 336 high: its top is at 844 − 336 = 508, so
    /// the button ends 16 above it, at 492, and starts at 442; it goes
    /// down again, and the button returns above the home indicator.
    @Test func theSignInButtonRidesAboveTheKeyboard() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.keyboardHeight.constant = 336
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrame(screen.signIn, Rect(x: 16, y: 442, width: 358, height: 50))
        screen.keyboardHeight.constant = 0
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrame(screen.signIn, Rect(x: 16, y: 744, width: 358, height: 50))
    }

    // MARK: - 2. A chat

    /// A message: text of `words` (space 4, lines of 20, its baseline 15
    /// into a line) in a bubble with margins 12 on the sides and 8 above and
    /// below, at most 70 % of the screen wide; its time (36 × 14, baseline
    /// 11) beside it on the text's last baseline, 8 after an incoming
    /// bubble, 8 before an outgoing one.
    private static func message(_ name: String, words: [Double], outgoing: Bool, in screen: LayoutItem,
                                below previous: LayoutItem?) -> [LayoutConstraint] {
        let bubble = LayoutItem(name: name)
        bubble.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        let text = LayoutItem(name: "\(name)Text")
        text.measuredContent = WrappedText(words: words, lineHeight: 20)
        text.firstBaselineOffset = 15
        text.lastBaselineOffset = 15
        let time = LayoutItem(name: "\(name)Time", intrinsicContentSize: IntrinsicSize(width: 36, height: 14))
        time.firstBaselineOffset = 11
        time.lastBaselineOffset = 11
        bubble.addChild(text)
        screen.addChild(bubble)
        screen.addChild(time)
        return [
            text.leadingAnchor.constraint(equalTo: bubble.leadingMarginAnchor),
            text.trailingAnchor.constraint(equalTo: bubble.trailingMarginAnchor),
            text.topAnchor.constraint(equalTo: bubble.topMarginAnchor),
            text.bottomAnchor.constraint(equalTo: bubble.bottomMarginAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: screen.widthAnchor, multiplier: 0.7),
            outgoing ? bubble.trailingAnchor.constraint(equalTo: screen.trailingMarginAnchor)
                : bubble.leadingAnchor.constraint(equalTo: screen.leadingMarginAnchor),
            previous.map { bubble.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? bubble.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 8),
            outgoing ? time.trailingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: -8)
                : time.leadingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 8),
            time.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
        ]
    }

    /// The chat: 390 × 844, insets 47 and 34, margins 16 on the sides; three
    /// messages, incoming, outgoing, incoming; an input bar along the safe
    /// area's bottom holding a text view (lines of 20, at most three lines
    /// high: 60) and a Send button (60 × 20) on the text's last line.
    private final class ChatScreen {
        let root = LayoutItem(name: "chat")
        let input = LayoutItem(name: "input")
        let width: LayoutConstraint, height: LayoutConstraint

        init(direction: LayoutDirection = .leftToRight) throws {
            root.layoutDirection = direction
            root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            width = root.widthAnchor.constraint(equalToConstant: 390)
            height = root.heightAnchor.constraint(equalToConstant: 844)
            var constraints = [width, height]
            constraints += message("hello", words: [40, 30], outgoing: false, in: root, below: nil)
            let hello = try #require(root.children.first)
            constraints += message("reply", words: [60, 50, 70, 40, 80, 30, 60, 50, 40], outgoing: true, in: root, below: hello)
            let reply = try #require(root.children.first { $0.name == "reply" })
            constraints += message("answer", words: [70, 60, 80, 50], outgoing: false, in: root, below: reply)

            let bar = LayoutItem(name: "bar")
            let send = LayoutItem(name: "send", intrinsicContentSize: IntrinsicSize(width: 60, height: 20))
            input.measuredContent = WrappedText(words: [30], lineHeight: 20)
            // The input and Send both hug at 250: without this, the room
            // between them could go to either (ambiguities() names both).
            send.setContentHuggingPriority(251, for: .horizontal)
            bar.addChild(input)
            bar.addChild(send)
            root.addChild(bar)
            constraints += [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                input.leadingAnchor.constraint(equalTo: bar.leadingMarginAnchor),
                input.topAnchor.constraint(equalTo: bar.topMarginAnchor),
                input.bottomAnchor.constraint(equalTo: bar.bottomMarginAnchor),
                input.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
                send.leadingAnchor.constraint(equalTo: input.trailingAnchor, constant: 8),
                send.trailingAnchor.constraint(equalTo: bar.trailingMarginAnchor),
                send.bottomAnchor.constraint(equalTo: input.bottomAnchor),
            ]
            try LayoutConstraint.activate(constraints)
        }
    }

    /// Left to right:
    /// - `hello`: 40 + 4 + 30 = 74 on one line; its bubble 74 + 24 = 98 ×
    ///   36 at the margin, 16, and 47 + 8 = 55 down. Its time follows the
    ///   bubble, 16 + 98 + 8 = 122, on the text's baseline 63 + 15 = 78,
    ///   so 78 − 11 = 67 down.
    /// - `reply`: the bubble may be 0.7 × 390 = 273, the text 273 − 24 =
    ///   249. At 249 the words wrap 60 50 70 40 (232), 80 30 60 50 (232),
    ///   40: three lines 232 wide, 60 high. The bubble is 256 × 76, ending
    ///   at the margin 374, so at 118, 55 + 36 + 8 = 99 down; the text at
    ///   (130, 107). Its last baseline is 107 + 15 + 2 × 20 = 162: the time
    ///   at 162 − 11 = 151, ending 8 before the bubble, 110 − 36 = 74.
    /// - `answer`: at 249, 70 60 80 (218) and 50: 218 × 40, a bubble of
    ///   242 × 56 at (16, 99 + 76 + 8 = 183). Its last baseline is
    ///   191 + 15 + 20 = 226, the time at 226 − 11 = 215,
    ///   16 + 242 + 8 = 266 across.
    /// - The bar: the input is 390 − 8 − 8 − 8 − 60 = 306 wide; one line,
    ///   20 high, so the bar is 36 high and ends at 844 − 34 = 810: (0, 774).
    ///   The input at (8, 782), Send at 8 + 306 + 8 = 322 on its bottom.
    private static let chat: [(String, Rect)] = [
        ("hello", Rect(x: 16, y: 55, width: 98, height: 36)),
        ("helloText", Rect(x: 28, y: 63, width: 74, height: 20)),
        ("helloTime", Rect(x: 122, y: 67, width: 36, height: 14)),
        ("reply", Rect(x: 118, y: 99, width: 256, height: 76)),
        ("replyText", Rect(x: 130, y: 107, width: 232, height: 60)),
        ("replyTime", Rect(x: 74, y: 151, width: 36, height: 14)),
        ("answer", Rect(x: 16, y: 183, width: 242, height: 56)),
        ("answerText", Rect(x: 28, y: 191, width: 218, height: 40)),
        ("answerTime", Rect(x: 266, y: 215, width: 36, height: 14)),
        ("bar", Rect(x: 0, y: 774, width: 390, height: 36)),
        ("input", Rect(x: 8, y: 782, width: 306, height: 20)),
        ("send", Rect(x: 322, y: 782, width: 60, height: 20)),
    ]

    /// The same frames mirrored: x becomes 390 − x − width.
    private static func mirrored(_ frames: [(String, Rect)]) -> [(String, Rect)] {
        frames.map { ($0.0, Rect(x: 390 - $0.1.minX - $0.1.width, y: $0.1.minY, width: $0.1.width, height: $0.1.height)) }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theChatWrapsBubblesAndPutsTimesOnTheLastLine(_ direction: LayoutDirection) throws {
        let screen = try ChatScreen(direction: direction)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, direction == .leftToRight ? Self.chat : Self.mirrored(Self.chat))
        #expect(screen.root.engine.ambiguities().isEmpty)
    }

    /// The input grows a line at a time and stops at three. At 306 two
    /// words of 100 fit a line (100 + 4 + 100 = 204; a third would make
    /// 308). Four words: two lines, 40, a bar 56 high from 810 − 56 = 754.
    /// Six: three lines, 60, a bar of 76 from 734. Ten would be five lines,
    /// but the input is at most 60: the bar stays 76 high. Send stays on
    /// the input's bottom, 810 − 8 − 20 = 782. Back to one word, one line.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theInputBarGrowsToThreeLinesAndStops(_ direction: LayoutDirection) throws {
        let screen = try ChatScreen(direction: direction)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        let steps: [(words: Int, bar: Rect, input: Rect)] = [
            (4, Rect(x: 0, y: 754, width: 390, height: 56), Rect(x: 8, y: 762, width: 306, height: 40)),
            (6, Rect(x: 0, y: 734, width: 390, height: 76), Rect(x: 8, y: 742, width: 306, height: 60)),
            (10, Rect(x: 0, y: 734, width: 390, height: 76), Rect(x: 8, y: 742, width: 306, height: 60)),
            (1, Rect(x: 0, y: 774, width: 390, height: 36), Rect(x: 8, y: 782, width: 306, height: 20)),
        ]
        for step in steps {
            screen.input.measuredContent = WrappedText(words: Array(repeating: 100, count: step.words), lineHeight: 20)
            #expect(screen.root.layoutIfNeeded().isEmpty, "\(step.words) words")
            let expected = [("bar", step.bar), ("input", step.input),
                            ("send", Rect(x: 322, y: 782, width: 60, height: 20))]
            expectFrames(in: screen.root, direction == .leftToRight ? expected : Self.mirrored(expected))
        }
        // What the chat above the bar shows does not move.
        expectFrames(in: screen.root, direction == .leftToRight ? Self.chat.filter { $0.0.hasPrefix("reply") }
                     : Self.mirrored(Self.chat.filter { $0.0.hasPrefix("reply") }))
    }

    /// Turned to landscape (844 × 390, insets 47 on the sides and 21
    /// below), the long reply unwraps: the bubble may be 0.7 × 844 = 590.8,
    /// the text 566.8, and its 512 points of words fit one line. The
    /// margins are 16 + 47 = 63, so the bubble (536 × 36) ends at 781 and
    /// starts at 245, 8 + 36 + 8 = 52 down; its time ends at 245 − 8 = 237,
    /// on the baseline 60 + 15 = 75. The bar runs into the side insets, so
    /// its margins are 8 + 47 = 55: the input is 844 − 55 − 55 − 60 − 8 =
    /// 666 wide, the bar ends at 390 − 21 = 369. Turned back, the reply
    /// wraps onto its three lines again.
    @Test func theChatUnwrapsInLandscapeAndWrapsAgain() throws {
        let screen = try ChatScreen()
        #expect(screen.root.layoutIfNeeded().isEmpty)
        screen.width.constant = 844
        screen.height.constant = 390
        screen.root.rootSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, [
            ("hello", Rect(x: 63, y: 8, width: 98, height: 36)),
            ("reply", Rect(x: 245, y: 52, width: 536, height: 36)),
            ("replyText", Rect(x: 257, y: 60, width: 512, height: 20)),
            ("replyTime", Rect(x: 201, y: 64, width: 36, height: 14)),
            ("bar", Rect(x: 0, y: 333, width: 844, height: 36)),
            ("input", Rect(x: 55, y: 341, width: 666, height: 20)),
            ("send", Rect(x: 729, y: 341, width: 60, height: 20)),
        ])
        screen.width.constant = 390
        screen.height.constant = 844
        screen.root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.chat)
    }

    // MARK: - 3. A grid of square tiles

    /// A grid of two rows of three square tiles (`aspectRatio` 1), each row
    /// a `fillEqually` stack with spacing 8 aligned `rowAlignment`, in a
    /// column with spacing 8, between the margins (16) of a 390 × 844
    /// screen, 16 below its safe area (inset 47).
    private static func grid(rowAlignment: StackAlignment) throws -> (root: LayoutItem, tiles: [LayoutItem]) {
        let root = LayoutItem(name: "root")
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let tiles = (1...6).map { LayoutItem(name: "tile\($0)") }
        for tile in tiles { tile.aspectRatio = 1 }
        let rows = [Array(tiles[0..<3]), Array(tiles[3..<6])].enumerated().map { index, tiles in
            let row = StackItem(name: "row\(index + 1)", arrangedItems: tiles)
            row.distribution = .fillEqually
            row.alignment = rowAlignment
            row.spacing = 8
            return row
        }
        let grid = StackItem(name: "grid", arrangedItems: rows)
        grid.axis = .vertical
        grid.spacing = 8
        root.addChild(grid)
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 390),
            root.heightAnchor.constraint(equalToConstant: 844),
            grid.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            grid.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        return (root, tiles)
    }

    /// Six tiles: each (358 − 2 × 8) / 3 = 114 wide and, square, 114
    /// high, at 0, 122 and 244 in their row; the second row 114 + 8 = 122
    /// below the first, which starts at 47 + 16 = 63. Tile 5 hidden: its
    /// row shares 358 − 8 = 350 between tiles 4 and 6, 175 each, at 0 and
    /// 183, and is 175 high; the grid 114 + 8 + 175 = 297. Shown again,
    /// the row is as before. Either way the row is aligned.
    @Test(arguments: [StackAlignment.fill, .top])
    func theGridKeepsItsTilesSquareAndClosesUpAHiddenOne(_ alignment: StackAlignment) throws {
        let (root, tiles) = try Self.grid(rowAlignment: alignment)
        #expect(root.layoutIfNeeded().isEmpty)
        let tileFrames: [(String, Rect)] = (0..<6).map { index in
            let x: Double = 16 + 122 * Double(index % 3), y: Double = 63 + 122 * Double(index / 3)
            return ("tile\(index + 1)", Rect(x: x, y: y, width: 114, height: 114))
        }
        let full = [("grid", Rect(x: 16, y: 63, width: 358, height: 236))] + tileFrames
        expectFrames(in: root, full)
        tiles[4].isHidden = true
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, [
            ("grid", Rect(x: 16, y: 63, width: 358, height: 297)),
            ("row2", Rect(x: 16, y: 185, width: 358, height: 175)),
            ("tile4", Rect(x: 16, y: 185, width: 175, height: 175)),
            ("tile6", Rect(x: 199, y: 185, width: 175, height: 175)),
        ] + tileFrames[0..<3])
        #expect(root.engine.ambiguities().isEmpty)
        // Under `fill` the hidden tile still spans its row's 175, and its
        // aspect ratio (required) keeps it 175 wide against the collapse
        // (999.999): out of sight, and no conflict, as the stacks guide
        // says. Aligned `top`, it collapses to nothing.
        expectFrame(tiles[4], alignment == .fill ? Rect(x: 179, y: 0, width: 175, height: 175)
                                                 : Rect(x: 179, y: 0, width: 0, height: 0))
        tiles[4].isHidden = false
        #expect(root.layoutIfNeeded().isEmpty)
        expectFrames(in: root, full)
    }

    // MARK: - 4. A navigation bar

    /// A bar 390 × 44 (margins 8): a back button (100 × 32) at the leading
    /// margin; two buttons of 32 × 32, spacing 8, in a stack at the
    /// trailing margin; a one-line title between them, centred at 500 and
    /// at least 8 from each, whose horizontal compression resistance (749)
    /// is below the buttons' (750), so it truncates first.
    private final class NavigationBar {
        let bar = LayoutItem(name: "bar")
        let title = LayoutItem(name: "title")
        let share = LayoutItem(name: "share", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))

        init(direction: LayoutDirection) throws {
            bar.layoutDirection = direction
            let back = LayoutItem(name: "back", intrinsicContentSize: IntrinsicSize(width: 100, height: 32))
            let search = LayoutItem(name: "search", intrinsicContentSize: IntrinsicSize(width: 32, height: 32))
            let actions = StackItem(name: "actions", arrangedItems: [search, share])
            actions.spacing = 8
            actions.alignment = .center
            title.measuredContent = WrappedText(words: [60, 40], lineHeight: 20, maxLines: 1)
            title.setContentCompressionResistancePriority(749, for: .horizontal)
            for item in [back, title, actions] { bar.addChild(item) }
            let centred = title.centerXAnchor.constraint(equalTo: bar.centerXAnchor)
            centred.priority = 500
            try LayoutConstraint.activate([
                bar.widthAnchor.constraint(equalToConstant: 390),
                bar.heightAnchor.constraint(equalToConstant: 44),
                back.leadingAnchor.constraint(equalTo: bar.leadingMarginAnchor),
                back.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                actions.trailingAnchor.constraint(equalTo: bar.trailingMarginAnchor),
                actions.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                title.leadingAnchor.constraint(greaterThanOrEqualTo: back.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: actions.leadingAnchor, constant: -8),
                title.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                centred,
            ])
        }
    }

    /// Left to right: the back button at (8, 6), the actions 32 + 8 + 32 =
    /// 72 wide ending at 382, so at 310; the title lies between
    /// 8 + 100 + 8 = 116 and 310 − 8 = 302, centred on 195 when it can.
    /// - "60 40": 104 wide, centred at 195 − 52 = 143.
    /// - "90 86": 180 wide; centred it would start at 105 < 116, so it
    ///   moves to 116 (ending at 296) and keeps its width: the centring
    ///   (500) gives way before its compression resistance (749).
    /// - "90 60 46": 204 wide, but only 302 − 116 = 186 is left: it
    ///   truncates to 186, the buttons (750) keep their 32.
    /// - `share` hidden: the actions are 32 wide at 350, the title may end
    ///   at 342; at 204 centred it would start at 93, so it starts at 116
    ///   and has its 204 back, ending at 320.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theTitleMovesOffCentreThenTruncatesBeforeTheButtons(_ direction: LayoutDirection) throws {
        let screen = try NavigationBar(direction: direction)
        let expect = { (frames: [(String, Rect)], step: String) in
            #expect(screen.bar.layoutIfNeeded().isEmpty, "\(step)")
            expectFrames(in: screen.bar, direction == .leftToRight ? frames : Self.mirrored(frames))
            #expect(screen.bar.engine.ambiguities().isEmpty, "\(step)")
        }
        let fixed: [(String, Rect)] = [("back", Rect(x: 8, y: 6, width: 100, height: 32)),
                                       ("actions", Rect(x: 310, y: 6, width: 72, height: 32))]
        expect(fixed + [("title", Rect(x: 143, y: 12, width: 104, height: 20))], "short")
        screen.title.measuredContent = WrappedText(words: [90, 86], lineHeight: 20, maxLines: 1)
        expect(fixed + [("title", Rect(x: 116, y: 12, width: 180, height: 20))], "longer")
        screen.title.measuredContent = WrappedText(words: [90, 60, 46], lineHeight: 20, maxLines: 1)
        expect(fixed + [("title", Rect(x: 116, y: 12, width: 186, height: 20))], "too long")
        screen.share.isHidden = true
        expect([("back", Rect(x: 8, y: 6, width: 100, height: 32)),
                ("actions", Rect(x: 350, y: 6, width: 32, height: 32)),
                ("title", Rect(x: 116, y: 12, width: 204, height: 20))], "share hidden")
    }

    // MARK: - 5. Broken variants of the login form

    /// A width made for portrait: `form.width == 358`, required, holds at
    /// 390 (390 − 16 − 16 = 358). Turned to landscape the margins leave
    /// 844 − 63 − 63 = 718, and the 358 is the one that breaks, as in a
    /// fresh landscape screen where it came after the root's size: the
    /// conflict names it with the arithmetic, and the frames are those of
    /// the landscape form without it.
    @Test func aWidthMadeForPortraitBreaksInLandscape() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        let fixed = screen.form.widthAnchor.constraint(equalToConstant: 358)
        try fixed.activate()
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrames(in: screen.root, Self.portrait)
        screen.turn(width: 844, height: 390, insets: Self.landscapeInsets)
        let conflicts = screen.root.layoutIfNeeded()
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken === fixed && !screen.width.isBroken)
        #expect(conflict.arithmetic == "form.width is 718 where the others hold, but it must be equal to 358")
        #expect(conflict.constraints.contains { $0 === screen.width })
        expectFrames(in: screen.root, Self.landscape)
        #expect(screen.form.explanation(of: .width).description.hasPrefix("form.width = 844 − 63 − 63 = 718"))
    }

    /// The link without its vertical position: `ambiguities()` names
    /// `forgot.top` and nothing else, and the trace flags the link.
    @Test func aLinkWithoutATopIsReportedAmbiguous() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        screen.forgotTop.isActive = false
        #expect(screen.root.layoutIfNeeded().isEmpty)
        #expect(screen.root.engine.ambiguities().map(\.description) == ["forgot.top can be anything in -∞...∞"])
        #expect(screen.forgot.hasAmbiguousLayout)
        // Only its height is decided, by its content: nothing places it.
        #expect(screen.forgot.constraintsAffectingLayout(for: .vertical).map(\.description)
                == ["forgot-compression-vertical: forgot.height >= 20 @750"])
        #expect(screen.root.layoutTrace().contains("*forgot (244 0; 130 20) - AMBIGUOUS LAYOUT for forgot.top"))
    }

    /// The button pinned both 24 below the link and 16 above the safe
    /// area, the common slip: nothing conflicts, since the form's rows
    /// may grow, but which row grows is open (rows are stacks, with no
    /// intrinsic height for the order tie-break to hold), and
    /// `ambiguities()` says so. The form's height is what the rest leaves:
    /// 844 − 47 − 34 − 20 − 50 − 20 − 12 − 24 − 16 = 621.
    @Test func aButtonPinnedTwiceStretchesTheFormAndSaysWhy() throws {
        let screen = try LoginScreen(width: 390, height: 844, insets: Self.portraitInsets)
        try screen.signIn.topAnchor.constraint(equalTo: screen.forgot.bottomAnchor, constant: 24).activate()
        try screen.signIn.bottomAnchor.constraint(equalTo: screen.root.safeAreaLayoutGuide.bottomAnchor, constant: -16).activate()
        #expect(screen.root.layoutIfNeeded().isEmpty)
        expectFrame(screen.form, Rect(x: 16, y: 67, width: 358, height: 621))
        #expect(screen.root.engine.ambiguities().map(\.description) == [
            "emailRow.height can be anything in 34...571", "passwordRow.top can be anything in 50...587",
            "passwordRow.height can be anything in 34...571",
        ])
        #expect(screen.form.explanation(of: .height).description
                    .hasPrefix("form.height = 844 − 47 − 34 − 20 − 50 − 20 − 12 − 24 − 16 = 621"))
    }
}
