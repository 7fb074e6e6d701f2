import Foundation
import JSON
import Testing
import LayoutTool

/// The layout documents bundled in `Examples/` (those the layout guide,
/// `Docs/Guides/Model.md`, draws and runs) lay out as their constraints say.
/// Every expected frame below is worked out by hand from the document, with
/// its derivation; none is copied from the tool's output.
@Suite struct ExampleDocumentTests {
    struct Frame: Equatable, CustomStringConvertible {
        var x, y, width, height: Double
        init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
        init?(_ json: JSON?) {
            guard let json, let x = json["x"]?.number, let y = json["y"]?.number,
                  let width = json["width"]?.number, let height = json["height"]?.number else { return nil }
            self.init(x, y, width, height)
        }
        func isClose(to other: Frame) -> Bool {
            [x - other.x, y - other.y, width - other.width, height - other.height].allSatisfy { abs($0) < 1e-6 }
        }
        var description: String { "(\(x), \(y), \(width), \(height))" }
    }

    /// Hand-computed frames (root coordinates) of some items of each example.
    static let expected: [String: [String: Frame]] = [
        "Examples/buttons.json": [
            // The README's screen. Nothing fixes the root's height: 0.
            "root": Frame(0, 0, 320, 0),
            // On the root's leading margin (8), 20 from its top.
            "title": Frame(8, 20, 120, 20),
            // fillEqually: both as wide as the wider (80), 8 apart, 168 in
            // all, against the right margin: 320 − 8 − 168 = 144; 20 + 20 + 12 = 52 down.
            "buttons": Frame(144, 52, 168, 30),
            "ok": Frame(144, 52, 80, 30),
            "cancel": Frame(232, 52, 80, 30),
        ],
        "Examples/profile-header.json": [
            // height: nothing fixes it, so the smallest allowed: 16 + 64 (avatar) + 16.
            "header": Frame(0, 0, 375, 96),
            // leading and top margins 16; 64 wide, height == width.
            "avatar": Frame(16, 16, 64, 64),
            // x = 16 + 64 + 12; follow starts at 375 - 16 - 80 = 279, so width = 279 - 8 - 92 = 179
            // (its compression resistance 749 gives way to follow's 750); bottom at avatar.centerY 48: y = 48 - 22.
            "name": Frame(92, 26, 179, 22),
            // under the name: y = 48 + 2; 110 fits before 279 - 8, so hugging keeps it at 110.
            "handle": Frame(92, 50, 110, 18),
            // trailing at 359, width 80; centred on avatar.centerY 48: y = 48 - 16.
            "follow": Frame(279, 32, 80, 32),
        ],
        "Examples/form.json": [
            // 20 + 3 fields (34) + gaps 12 + 12 + 20 + button 44 + 20.
            "form": Frame(0, 0, 320, 230),
            // equal widths: compression resistance (750) keeps the widest label's 70 over hugging (250);
            // first baselines aligned: y = field top 20 + 22 - 13.
            "nameLabel": Frame(20, 29, 70, 17),
            // x = 20 + 70 + 8; width = 320 - 20 - 98; top margin 20.
            "nameField": Frame(98, 20, 202, 34),
            // field at 20 + 34 + 12 = 66; label at 66 + 22 - 13.
            "emailField": Frame(98, 66, 202, 34),
            "emailLabel": Frame(20, 75, 70, 17),
            // field at 66 + 34 + 12 = 112; label at 112 + 9.
            "passwordField": Frame(98, 112, 202, 34),
            "passwordLabel": Frame(20, 121, 70, 17),
            // x = 300 - 96; y = 112 + 34 + 20.
            "signIn": Frame(204, 166, 96, 44),
        ],
        "Examples/chat-bubble.json": [
            // 8 + incoming 36 + 8 + outgoing 76 + 8.
            "chat": Frame(0, 0, 390, 136),
            // leading margin 12; bottom at incoming's bottom 8 + 36 = 44.
            "avatar": Frame(12, 12, 32, 32),
            // x = 12 + 32 + 8; width = text 110 + margins 12 + 12 (under 0.7 × 390); height = 20 + 8 + 8.
            "incoming": Frame(52, 8, 134, 36),
            "incomingText": Frame(64, 16, 110, 20),
            // the text wants 340 + 24 but the bubble is at most 0.7 × 390 = 273; x = 390 - 12 - 273; y = 8 + 36 + 8.
            "outgoing": Frame(105, 52, 273, 76),
            // inside the bubble's margins: 105 + 12, 273 - 24.
            "outgoingText": Frame(117, 60, 249, 60),
        ],
        "Examples/card.json": [
            // 16:9: 0.5625 × 320 = 180, the full width at the top.
            "image": Frame(0, 0, 320, 180),
            // 12 below the image, at the leading margin, intrinsic 200 × 24.
            "title": Frame(16, 192, 200, 24),
            // first baseline 24 below the title's last (192 + 18 + 24 = 234): y = 234 - 15; width = 320 - 32.
            "body": Frame(16, 219, 288, 54),
            // 12 below the body (219 + 54 + 12), trailing at 304.
            "readMore": Frame(216, 285, 88, 32),
            // baseline on readMore's: 285 + 21 - 12.
            "readTime": Frame(16, 294, 72, 16),
            // readMore's bottom 317 + bottom margin 16.
            "card": Frame(0, 0, 320, 333),
        ],
        "Examples/scrolling-form.json": [
            // 44 high at the top; the scroll item takes the rest: 667 - 44.
            "bar": Frame(0, 0, 375, 44),
            "scroll": Frame(0, 44, 375, 623),
            // 30 + 4 × 150 + 4 × 12 = 678 tall, 20 into the content: 44 + 20.
            "form": Frame(16, 64, 343, 678),
            // 64 + 30 + 12, then + 162 a row; the last ends at 742, below the screen.
            "name": Frame(16, 106, 343, 150),
            "notes": Frame(16, 592, 343, 150),
        ],
        "Examples/toolbar.json": [
            // leading margin 8; centred in 44: y = 22 - 16.
            "back": Frame(8, 6, 64, 32),
            // 3 × 28 + 2 × 12 = 108, trailing at 375 - 8 = 367; y = 22 - 14.
            "actions": Frame(259, 8, 108, 28),
            "search": Frame(259, 8, 28, 28),
            // 259 + 28 + 12, then + 40 again.
            "share": Frame(299, 8, 28, 28),
            "more": Frame(339, 8, 28, 28),
            // room is 80...251; centred (@500) it would end at 187.5 + 80 = 267.5 > 251, so x = 251 - 160.
            "title": Frame(91, 12, 160, 20),
        ],
        "Examples/toolbar-rtl.json": [
            // leading is the right edge: 375 - 8 - 64.
            "back": Frame(303, 6, 64, 32),
            // trailing is the left edge: the stack starts at the left margin 8 and runs leftwards from search.
            "actions": Frame(8, 8, 108, 28),
            "search": Frame(88, 8, 28, 28),
            "more": Frame(8, 8, 28, 28),
            // room is 124...295 (8 left of back's 303, 8 right of the actions' 116); centred it would start at 107.5, so 124.
            "title": Frame(124, 12, 160, 20),
        ],
        "Examples/chat-transcript.json": [
            // Content 375 - 16 - 16 = 343; a bubble is at most 70 %, 240.1, so its text at most 216.1.
            // Message 1, words 24 24 24: one line 24 + 4 + 24 + 4 + 24 = 80; bubble 80 + 24 by 20 + 16.
            "message1": Frame(16, 12, 104, 36),
            "text1": Frame(28, 20, 80, 20),
            // Message 2 at the end: 24 18 18 24 is 96 + 24 = 120 wide, so x = 16 + 343 - 120; y = 12 + 36 + 8.
            "message2": Frame(239, 56, 120, 36),
            // Message 6, 18 words: four lines within 216.1, the widest 214; y after 5 bubbles of 36, 36, 36, 36, 56.
            "message6": Frame(121, 252, 238, 96),
            // Message 11 is one word of 24.
            "message11": Frame(16, 612, 48, 36),
            // 12 + the twenty bubbles (1 020) + 19 gaps of 8 + 12.
            "transcript": Frame(0, 0, 375, 1156),
        ],
        "Examples/photo-grid.json": [
            // Content 343; photos 32 % = 109.76 square; three fit (329.28), four do not.
            "photo1": Frame(16, 16, 109.76, 109.76),
            // spaceBetween shares 343 - 329.28 = 13.72 between two gaps: 6.86 each.
            "photo2": Frame(132.62, 16, 109.76, 109.76),
            "photo3": Frame(249.24, 16, 109.76, 109.76),
            // The next line 6 lower: 16 + 109.76 + 6.
            "photo4": Frame(16, 131.76, 109.76, 109.76),
            // Alone on the last line, spaceBetween falls back to start.
            "photo7": Frame(16, 247.52, 109.76, 109.76),
            "grid": Frame(0, 0, 375, 373.28),
        ],
        "Examples/media-bar-rtl.json": [
            // Right to left, leading margin 20 on the right: the title ends at 375 - 20 = 355.
            "title": Frame(175, 12, 180, 22),
            "artist": Frame(235, 38, 120, 18),
            // 32 + 16 + 44 + 16 + 32 = 140, centred on 187.5; 38 + 18 + 12 down.
            "controls": Frame(117.5, 68, 140, 44),
            // Forced left to right: previous at the left, next at the right.
            "previous": Frame(117.5, 74, 32, 32),
            "play": Frame(165.5, 68, 44, 44),
            "next": Frame(225.5, 74, 32, 32),
            // 68 + 44 + the bottom margin 12.
            "player": Frame(0, 0, 375, 124),
        ],
        "Examples/article-safe-area.json": [
            // Under the 47-point notch: the root's safe-area guide starts at 47.
            "header": Frame(0, 47, 390, 44),
            // The readable guide: 300 wide (the readableWidth), centred in the margins 8...382:
            // x = 8 + (374 - 300) / 2. Words 40 60 30 80 50 (276) fit in 300, 70 more does not;
            // 70 40 90 30 (242) fit, 60 more does not: three lines of 20. y = 47 + 44 + 8.
            "article": Frame(45, 99, 300, 60),
            // Above the 34-point home indicator: bottom at 844 - 34 = 810; within the margins.
            "toolbar": Frame(8, 761, 374, 49),
        ],
        "Examples/legacy-frames.json": [
            // Frames set on a 320-wide screen, laid out 375 wide: 55 to share.
            // flexibleWidth: 320 + 55.
            "banner": Frame(0, 0, 375, 64),
            // flexibleLeftMargin: 272 + 55.
            "badge": Frame(327, 16, 32, 32),
            // flexibleWidth (the height did not change): 288 + 55.
            "map": Frame(16, 80, 343, 120),
            // 16 in from the banner, centred on it: 32 - 10.
            "title": Frame(16, 22, 120, 20),
            // 8 before the badge: 327 - 8 - 60; centred on it: 32 - 14.
            "done": Frame(259, 18, 60, 28),
            // Across the map, 8 under it: 80 + 120 + 8.
            "caption": Frame(16, 208, 343, 18),
        ],
        "Examples/shadow-card.json": [
            // The card's alignment rectangle is 200 × 100 at the screen's margins (8, 8); its frame
            // reaches past it by the shadow: 6 on the sides, 2 above, 10 below.
            "card": Frame(2, 6, 212, 112),
            // At the card's margins, measured from its frame: 2 + 16, 6 + 12.
            "title": Frame(18, 18, 120, 20),
            // 8 after the card's rectangle (208); on the title's baseline: 18 + 16 - 14.
            "caption": Frame(216, 20, 80, 18),
            // Under the card's rectangle (8 + 100 + 8), aligned with it, not with the shadow.
            "plain": Frame(8, 116, 200, 100),
        ],
        "Examples/badge-card.json": [
            // The card stretches to 375 - 32 = 343; its content is 343 - 24 = 319.
            "card": Frame(16, 20, 343, 261.5),
            // aspectRatio 2 at 319 wide: 159.5 tall.
            "photo": Frame(28, 32, 319, 159.5),
            // 60 40 80 30 50 (276) fit in 319, 70 more does not: two lines of 22.
            "title": Frame(28, 199.5, 319, 44),
            // alignSelf end: 28 + 319 - 48; below the title: 199.5 + 44 + 8.
            "price": Frame(299, 251.5, 48, 18),
            // Absolute, 8 from the card's top and right (padding does not shift it): 16 + 343 - 8 - 44, 20 + 8.
            "badge": Frame(307, 28, 44, 20),
        ],
        "Examples/message-time.json": [
            "screen": Frame(0, 0, 240, 84),
            // 40 30 50 (128) fit in 150, 20 more does not; 20 60 40 (128); 30: three lines of 20.
            "message": Frame(12, 12, 128, 60),
            // The last line's baseline: 12 + 15 + 2 × 20 = 67; the time's 11 below its top.
            "time": Frame(148, 56, 36, 14),
        ],
    ]

    /// The layout documents of `Examples/` (it also holds constraint-system
    /// documents for `layout solve`, which have no "root").
    static let layoutExamples: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return (try? JSON(parsing: text))?["root"] == nil ? nil : "Examples/\(name)"
        }
    }()

    static func run(_ file: String) throws -> (status: Int32, json: JSON) {
        let output = try runLayout(["run", file, "--json"])
        #expect(output.standardError.isEmpty, "\(file): \(output.standardError)")
        return (output.status, try JSON(parsing: output.standardOutput))
    }

    @Test func everyLayoutExampleHasExpectedFramesAndAPicture() {
        #expect(Set(Self.layoutExamples) == Set(Self.expected.keys))
        for file in Self.layoutExamples + ["Examples/broken/conflict.json", "Examples/broken/ambiguous.json"] {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let picture = repositoryRoot.appendingPathComponent("Docs/Pictures/Layout/\(name).svg")
            #expect(FileManager.default.fileExists(atPath: picture.path), "no picture for \(file)")
        }
    }

    @Test(arguments: layoutExamples)
    func laysOutCleanly(_ file: String) throws {
        let (status, json) = try Self.run(file)
        #expect(status == 0, "\(file)")
        #expect(json["error"] == nil, "\(file)")
        #expect(json["ambiguous"] == .array([]), "\(file)")
        let frames = try #require(json["frames"], "\(file)")
        for (item, frame) in Self.expected[file] ?? [:] {
            let actual = try #require(Frame(frames[item]), "\(file): no frame for \(item)")
            #expect(actual.isClose(to: frame), "\(file): \(item) is \(actual), expected \(frame)")
        }
    }

    @Test func theRightToLeftToolbarMirrorsTheToolbar() throws {
        let leftToRight = try #require(Self.run("Examples/toolbar.json").json["frames"]?.members)
        let rightToLeft = try #require(Self.run("Examples/toolbar-rtl.json").json["frames"])
        #expect(leftToRight.count == 7)
        for (item, json) in leftToRight {
            // The same constraints with leading and trailing swapped: x' = 375 - x - width.
            let frame = try #require(Frame(json)), mirrored = try #require(Frame(rightToLeft[item]))
            #expect(mirrored.isClose(to: Frame(375 - frame.x - frame.width, frame.y, frame.width, frame.height)), "\(item)")
        }
    }

    @Test func theConflictExampleBreaksOneConstraintOfAMinimalSet() throws {
        let (status, json) = try Self.run("Examples/broken/conflict.json")
        #expect(status == 1)
        #expect(json["error"]?.string == "unsatisfiable")
        // 16 + 100 + 8 + 100 = 224 must end at 220 - 16 = 204: all six are needed for the overflow.
        #expect(json["conflict"] == .array([
            "buttons.width == 220",
            "cancel.leading == buttons.leadingMargin",
            "cancel.width == 100",
            "save.leading == cancel.trailing + 8",
            "save.width == cancel.width",
            "save.trailing == buttons.trailingMargin",
        ].map(JSON.string)))
        // The last one activated is the one the engine gives up.
        #expect(json["broken"]?.string == "save.trailing == buttons.trailingMargin")
        // Without it save is laid out after cancel and overflows: x = 16 + 100 + 8, right edge 224.
        let frames = try #require(json["frames"])
        #expect(Frame(frames["save"]) == Frame(124, 8, 100, 44))
        // leading margin 16, width 100; centred in 60: y = 30 - 22.
        #expect(Frame(frames["cancel"]) == Frame(16, 8, 100, 44))
        let strict = try runLayout(["run", "Examples/broken/conflict.json", "--json", "--strict"])
        #expect(strict.status == 1)
        #expect(try JSON(parsing: strict.standardOutput)["frames"] == nil)
    }

    @Test func theAmbiguousExampleNamesTheBadge() throws {
        let (status, json) = try Self.run("Examples/broken/ambiguous.json")
        // An ambiguous layout is not an error: the format gives status 1 only to conflicts.
        #expect(status == 0)
        #expect(json["ambiguous"] == .array([.string("badge")]))
        let frames = try #require(json["frames"])
        // The icon is determined: centred, 187.5 - 14; top 8.
        #expect(Frame(frames["icon"]) == Frame(173.5, 8, 28, 28))
        // The badge's y and size are determined (centre on icon.top + 4 = 12: y = 12 - 9), its x is not.
        let badge = try #require(Frame(frames["badge"]))
        #expect(Frame(badge.x, 3, 18, 18).isClose(to: badge))
        let text = try runLayout(["run", "Examples/broken/ambiguous.json"])
        #expect(text.standardOutput.hasSuffix("\nambiguous: badge (left)\n"))
    }
}
