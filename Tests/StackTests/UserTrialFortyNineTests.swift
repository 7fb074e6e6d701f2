import Testing
import Stack

/// Trial forty-nine, the Swift screen: a video call on a 390 × 844 phone
/// (safe area top 47, bottom 34), turned to 844 × 390 (left 47, right 47,
/// bottom 21) and back, with participants joining, leaving, turning their
/// video off (hidden) and on, each state compared with the same screen
/// built afresh.
///
/// - controls: a `UIStackView` row of four round 56 × 56 buttons, spacing
///   20: 4 × 56 + 3 × 20 = 284 wide, centred on the safe area, 16 above
///   its bottom. Upright x 195 − 142 = 53, y 810 − 16 − 56 = 738; on its
///   side x 47 + 750 / 2 − 142 = 280, y 369 − 16 − 56 = 297. Buttons 76
///   apart.
/// - grid: a wrapping flex row (`justifyContent` center, `alignContent`
///   stretch, spacing and line spacing 8) 4 inside the safe area's sides,
///   8 below its top, 16 above the controls, hugging its content at 1 so
///   that it fills that room: upright (4, 55, 382, 738 − 16 − 55 = 667),
///   on its side (51, 8, 742, 297 − 16 − 8 = 273).
/// - tiles: the app sets their width for 2 columns upright, (382 − 8) / 2
///   = 187, and 3 on its side, (742 − 16) / 3 = 242; the lines stretch to
///   share the grid's height: r lines are (H − 8 (r − 1)) / r high, 217
///   for 3 lines upright, 329.5 for 2; 132.5 for 2 on its side. A line
///   of m tiles is centred: it starts (W − m w − 8 (m − 1)) / 2 into the
///   grid: a lone tile upright at 4 + 97.5 = 101.5, two on its side at 51
///   + 125 = 176.
/// - in each tile the name (text, 20 high) sits at its leading and bottom
///   margins (8): (x + 8, y + h − 28); the muted badge (20 × 20, hidden
///   until muted) at its top trailing margins: (x + w − 28, y + 8).
@MainActor
@Suite struct UserTrialFortyNineTests {
    final class Call {
        let screen = LayoutItem(name: "screen")
        let grid = flexStack("grid", .horizontal, [], .center, spacing: 8)
        let buttons = ["mute", "camera", "flip", "hangUp"].map { fixedSizeItem($0, 56, 56) }
        let controls: StackItem
        var tiles: [String: LayoutItem] = [:]
        let width: LayoutConstraint
        let height: LayoutConstraint
        var landscape = false

        init(_ participants: [(String, Double)], landscape: Bool = false, hidden: Set<String> = [],
             muted: Set<String> = []) throws {
            grid.flexWrap = .wrap
            grid.alignContent = .stretch
            grid.lineSpacing = 8
            grid.setContentHuggingPriority(1, for: .vertical)
            controls = StackItem(name: "controls", arrangedItems: buttons)
            controls.spacing = 20
            controls.alignment = .center
            screen.addChild(grid)
            screen.addChild(controls)
            width = screen.widthAnchor.constraint(equalToConstant: 390)
            height = screen.heightAnchor.constraint(equalToConstant: 844)
            let safe = screen.safeAreaLayoutGuide
            try LayoutConstraint.activate([
                width, height,
                controls.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
                controls.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
                grid.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                grid.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 4),
                grid.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
                grid.bottomAnchor.constraint(equalTo: controls.topAnchor, constant: -16),
            ])
            for (name, nameWidth) in participants { try join(name, nameWidth: nameWidth) }
            for name in hidden { tiles[name]?.isHidden = true }
            for name in muted { tiles[name]?.children[1].isHidden = false }
            rotate(landscape: landscape)
        }

        func join(_ name: String, nameWidth: Double, at index: Int? = nil) throws {
            let tile = LayoutItem(name: name)
            let label = LayoutItem(name: "\(name).label")
            label.measuredContent = WrappedText(words: [nameWidth], lineHeight: 20)
            let muted = fixedSizeItem("\(name).muted", 20, 20)
            muted.isHidden = true
            tile.addChild(label)
            tile.addChild(muted)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: tile.leadingMarginAnchor),
                label.bottomAnchor.constraint(equalTo: tile.bottomMarginAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: tile.trailingMarginAnchor),
                muted.topAnchor.constraint(equalTo: tile.topMarginAnchor),
                muted.trailingAnchor.constraint(equalTo: tile.trailingMarginAnchor),
            ])
            grid.insertArrangedItem(tile, at: index ?? grid.arrangedItems.count)
            tiles[name] = tile
            sizeTiles()
        }

        func leave(_ name: String) {
            tiles.removeValue(forKey: name)?.removeFromParent()
        }

        /// The width the app gives each tile: 2 columns upright, 3 on its side.
        func sizeTiles() {
            let side: Double = landscape ? (742 - 16) / 3 : (382 - 8) / 2
            for tile in grid.arrangedItems {
                grid.setFlexOptions(FlexItemOptions(size: FlexSize(width: .points(side))), for: tile)
            }
        }

        func rotate(landscape: Bool) {
            self.landscape = landscape
            width.constant = landscape ? 844 : 390
            height.constant = landscape ? 390 : 844
            screen.rootSafeAreaInsets = landscape ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            sizeTiles()
        }

        /// The frames worked out above for the visible tiles, in order,
        /// each with its name's width.
        func expectLayout(_ visible: [(String, Double)], _ step: String) {
            #expect(screen.layoutIfNeeded().isEmpty, "\(step)")
            #expect(screen.engine.ambiguities().isEmpty, "\(step)")
            let (gx, gy, gw, gh): (Double, Double, Double, Double) = landscape ? (51, 8, 742, 273) : (4, 55, 382, 667)
            let (columns, side): (Int, Double) = landscape ? (3, 242) : (2, 187)
            let lines = (visible.count + columns - 1) / columns
            let h = (gh - 8 * Double(lines - 1)) / Double(lines)
            var expected: [(LayoutItem, Rect)] = [(grid, Rect(x: gx, y: gy, width: gw, height: gh))]
            for (index, (name, nameWidth)) in visible.enumerated() {
                let line = index / columns, column = index % columns
                let inLine = Double(min(columns, visible.count - line * columns))
                let x = gx + (gw - inLine * side - 8 * (inLine - 1)) / 2 + (side + 8) * Double(column)
                let y = gy + (h + 8) * Double(line)
                let tile = tiles[name]!
                expected += [(tile, Rect(x: x, y: y, width: side, height: h)),
                             (tile.children[0], Rect(x: x + 8, y: y + h - 28, width: nameWidth, height: 20)),
                             (tile.children[1], Rect(x: x + side - 28, y: y + 8, width: 20, height: 20))]
            }
            let bar = landscape ? Rect(x: 280, y: 297, width: 284, height: 56) : Rect(x: 53, y: 738, width: 284, height: 56)
            expected.append((controls, bar))
            for (index, button) in buttons.enumerated() {
                expected.append((button, Rect(x: bar.minX + 76 * Double(index), y: bar.minY, width: 56, height: 56)))
            }
            for (item, frame) in expected {
                #expect(framesMatch(item.frameInRoot, frame), "\(step): \(item.name) is \(item.frameInRoot), expected \(frame)")
            }
        }
    }

    static let first: [(String, Double)] = [("ada", 30), ("bo", 20), ("cyrano", 52), ("dee", 28), ("eve", 30)]

    /// The live screen after `step` has the frames worked out above, and
    /// those of the same screen built afresh.
    func check(_ live: Call, _ visible: [(String, Double)], _ step: String, all: [(String, Double)],
               hidden: Set<String> = [], muted: Set<String> = []) throws {
        live.expectLayout(visible, step)
        let fresh = try Call(all, landscape: live.landscape, hidden: hidden, muted: muted)
        expectSameFrames(live.screen, asFresh: fresh.screen, step)
        withExtendedLifetime(fresh) {}
    }

    @Test func participantsJoinLeaveHideAndTheScreenTurns() throws {
        let call = try Call(Self.first)
        try check(call, Self.first, "five upright", all: Self.first)
        // Spot checks of the formula: the lone fifth tile is centred.
        #expect(call.tiles["eve"]!.frameInRoot == Rect(x: 101.5, y: 505, width: 187, height: 217))
        #expect(call.tiles["bo"]!.children[0].frameInRoot == Rect(x: 207, y: 244, width: 20, height: 20))

        try call.join("fay", nameWidth: 26)
        let six = Self.first + [("fay", 26)]
        try check(call, six, "fay joins", all: six)
        #expect(call.tiles["fay"]!.frameInRoot == Rect(x: 199, y: 505, width: 187, height: 217))

        call.leave("bo")
        let five = six.filter { $0.0 != "bo" }
        try check(call, five, "bo leaves", all: five)
        #expect(call.tiles["fay"]!.frameInRoot == Rect(x: 101.5, y: 505, width: 187, height: 217))

        // Cyrano's video goes off: four tiles on two lines of 329.5.
        call.tiles["cyrano"]!.isHidden = true
        let four = five.filter { $0.0 != "cyrano" }
        try check(call, four, "cyrano hidden", all: five, hidden: ["cyrano"])
        #expect(call.tiles["eve"]!.frameInRoot == Rect(x: 4, y: 392.5, width: 187, height: 329.5))
        // The hidden tile takes no room: it sits where it would start,
        // after ada (4 + 187 + 8 = 199 in the root), described 0 wide as
        // the grid lays it out; the engine keeps it as wide as its margins
        // around the name it squeezes to 0, out of sight.
        #expect(call.screen.recursiveDescription.contains("| cyrano (195, 0, 0, 329.5) hidden"))
        #expect(call.tiles["cyrano"]!.frame.width == 16)

        call.rotate(landscape: true)
        try check(call, four, "turned", all: five, hidden: ["cyrano"])
        #expect(call.tiles["fay"]!.frameInRoot == Rect(x: 301, y: 148.5, width: 242, height: 132.5))

        call.tiles["cyrano"]!.isHidden = false
        try check(call, five, "cyrano back", all: five)
        #expect(call.tiles["eve"]!.frameInRoot == Rect(x: 176, y: 148.5, width: 242, height: 132.5))
        #expect(call.tiles["fay"]!.frameInRoot == Rect(x: 426, y: 148.5, width: 242, height: 132.5))

        // A presenter joins first; dee mutes (her badge shows, nothing moves).
        try call.join("gus", nameWidth: 24, at: 0)
        call.tiles["dee"]!.children[1].isHidden = false
        let presenting = [("gus", 24.0)] + five
        try check(call, presenting, "gus presents", all: presenting, muted: ["dee"])
        #expect(call.tiles["dee"]!.frameInRoot == Rect(x: 51, y: 148.5, width: 242, height: 132.5))
        #expect(call.tiles["dee"]!.children[1].frameInRoot == Rect(x: 265, y: 156.5, width: 20, height: 20))

        call.rotate(landscape: false)
        try check(call, presenting, "upright again", all: presenting, muted: ["dee"])
        #expect(call.tiles["fay"]!.frameInRoot == Rect(x: 199, y: 505, width: 187, height: 217))
        #expect(call.controls.frameInRoot == Rect(x: 53, y: 738, width: 284, height: 56))
    }

    /// Without its low hugging the grid holds its content's height (lines
    /// of tiles that have none: 2 × 8 of line spacing) at 250, which beats
    /// the button row's own fit across (51): the row stretches instead.
    /// `explanation(of:)` names the grid's content fit in the row's height.
    @Test func aGridThatHugsItsContentStretchesTheControls() throws {
        let call = try Call(Self.first)
        call.grid.setContentHuggingPriority(250, for: .vertical)
        #expect(call.screen.layoutIfNeeded().isEmpty)
        #expect(call.grid.frameInRoot == Rect(x: 4, y: 55, width: 382, height: 16))
        #expect(call.controls.frameInRoot == Rect(x: 53, y: 87, width: 284, height: 707))
        let text = call.controls.explanation(of: .height).description
        #expect(text.hasPrefix("controls.height = 844 − 47 − 34 − 16 − 8 − 16 − 16 = 707\n"), "\(text)")
        #expect(text.contains("STK-content-fit: grid.height <= 16 @250"))
    }
}
