import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty's adaptive screens as layout documents
/// (`Fixtures/TrialThirty`): a document holds one state of a screen, so the
/// profile is a document for each size class (and one with both sets
/// active, the order UIKit developers get wrong left half done), the split
/// view one with the sidebar shown and one with it hidden, the actions one
/// as a row and one as a column; each runs at the widths its size class
/// covers (`--width`, `--height`). The chips wrap by themselves, so one
/// document serves every width. The frames are the ones worked out by hand
/// for the screens built in Swift by `UserTrialThirtyTests`.
@Suite struct UserTrialThirtyToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialThirty/"

    /// `layout run DOCUMENT --json OPTIONS`: the status, each frame as
    /// [x, y, width, height] by name, and the whole answer.
    static func frames(_ document: String, _ options: String...) throws -> (status: Int32, frames: [String: [Double]],
                                                                            json: [String: Any]) {
        try runFrames(fixtures + document, options)
    }

    /// `layout run DOCUMENT OPTIONS`'s text.
    static func text(_ document: String, _ options: String...) throws -> LayoutCommand.Output {
        try runLayout(["run", fixtures + document] + options)
    }

    /// Compact at 375 × 667 (the avatar centred at 147.5, the name at
    /// (87.5, 108), the bio on two lines at 140) and at 320 × 568 (the
    /// avatar at (320 − 80) / 2 = 120, the name at 60; the bio 288 wide:
    /// 60 + 4 + 50 + 4 + 70 + 4 + 40 = 232, + 4 + 80 = 316 > 288, so four
    /// words, then 80 + 4 + 30 + 4 + 90 = 208 (+ 4 + 60 = 272 fits too):
    /// still two lines).
    @Test func theCompactProfile() throws {
        let phone = try Self.frames("profile-compact.json")
        #expect(phone.status == 0)
        #expect(phone.json["ambiguous"] as? [String] == [])
        #expect(phone.frames["avatar"] == [147.5, 16, 80, 80])
        #expect(phone.frames["name"] == [87.5, 108, 200, 24])
        #expect(phone.frames["bio"] == [16, 140, 343, 40])
        let small = try Self.frames("profile-compact.json", "--width", "320", "--height", "568")
        #expect(small.status == 0)
        #expect(small.frames["avatar"] == [120, 16, 80, 80])
        #expect(small.frames["name"] == [60, 108, 200, 24])
        #expect(small.frames["bio"] == [16, 140, 288, 40])
    }

    /// Regular in landscape (the bio 892 wide) and portrait (1024 wide
    /// becomes 768: the bio 768 − 16 − 116 = 636), one line of 508 both
    /// times.
    @Test func theRegularProfile() throws {
        let landscape = try Self.frames("profile-regular.json")
        #expect(landscape.status == 0)
        #expect(landscape.json["ambiguous"] as? [String] == [])
        #expect(landscape.frames["avatar"] == [16, 16, 80, 80])
        #expect(landscape.frames["name"] == [116, 16, 200, 24])
        #expect(landscape.frames["bio"] == [116, 48, 892, 20])
        let portrait = try Self.frames("profile-regular.json", "--width", "768", "--height", "1024")
        #expect(portrait.frames["bio"] == [116, 48, 636, 20])
    }

    /// Both sets active at 1024: each regular constraint that fights the
    /// compact set is broken (the last activated), the conflict names its
    /// compact partner by its id, and the compact layout stands, but for
    /// the name, whose width the two sets' leading edges now decide: its
    /// leading at the bio's 16 and its centre at 512, so 2 × (512 − 16) =
    /// 992 wide, as `--why` adds up, naming the regular set's link from
    /// the name to the bio although it adds nothing.
    @Test func bothSetsActive() throws {
        let run = try Self.frames("profile-both-sets.json")
        #expect(run.status == 1)
        #expect(run.json["broken"] as? String == "avatar.leading == profile.leadingMargin")
        #expect(run.json["conflict"] as? [String] == ["profile.width == 1024", "avatar.width == 80",
                                                       "avatar.centerX == profile.centerX",
                                                       "avatar.leading == profile.leadingMargin"])
        #expect(run.frames["avatar"] == [472, 16, 80, 80])
        #expect(run.frames["name"] == [16, 108, 992, 24])
        let text = try Self.text("profile-both-sets.json", "--strict", "--why", "name.width")
        #expect(text.status == 1)
        let broke = text.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("Broke ") }
        #expect(broke == ["Broke regular-avatar-x: avatar.leading == profile.leadingMargin and laid out the rest.",
                          "Broke regular-name-y: name.top == avatar.top and laid out the rest.",
                          "Broke regular-name-x: name.leading == avatar.trailing + 20 and laid out the rest."])
        #expect(text.standardOutput.contains("  compact-name-y: name.top == avatar.bottom + 12\n"))
        #expect(text.standardOutput.hasSuffix("""
            name.width = 1024 − 32 = 992
              1024  profile.width == 1024
              − 32  compact-bio-x: bio.leading == profile.leadingMargin  (× 2)  (profile.leadingMargin = profile.leading + 16)
                 0  compact-name-x: name.centerX == profile.centerX
                 0  regular-bio-x: bio.leading == name.leading

            """))
    }

    /// The sidebar shown at 1024 × 768 (the body in the readable column at
    /// 280 + 20 + (704 − 672) / 2 = 316) and at 1366 × 1024 (the pane
    /// 1086 wide, 1046 within its margins: 280 + 20 + (1046 − 672) / 2 =
    /// 487); `--why body.left` adds it up from the readable column, and
    /// names the constraint that puts the body there, which adds 0.
    @Test func theSplitWithItsSidebar() throws {
        let landscape = try Self.frames("split-shown.json")
        #expect(landscape.status == 0)
        #expect(landscape.json["ambiguous"] as? [String] == [])
        #expect(landscape.frames["sidebar"] == [0, 0, 280, 768])
        #expect(landscape.frames["trash"] == [0, 88, 280, 44])
        #expect(landscape.frames["detail"] == [280, 0, 744, 768])
        #expect(landscape.frames["title"] == [316, 20, 300, 34])
        #expect(landscape.frames["body"] == [316, 66, 672, 40])
        let large = try Self.frames("split-shown.json", "--width", "1366", "--height", "1024")
        #expect(large.frames["detail"] == [280, 0, 1086, 1024])
        #expect(large.frames["body"] == [487, 66, 672, 40])
        let why = try Self.text("split-shown.json", "--width", "1366", "--height", "1024", "--why", "body.left")
        #expect(why.standardOutput.contains("body.left = 10 + 683 + 140 − 10 − 336 = 487\n"))
        #expect(why.standardOutput.hasSuffix("\n      0  body.leading == detail.readableContent.leading\n"))
    }

    /// The sidebar hidden off the leading edge: at 768 × 1024 the body at
    /// 20 + (728 − 672) / 2 = 48 on two lines, at 375 × 667 at 20, 335
    /// wide, on four lines (five words of 60 a line). `--why sidebar.left`
    /// names the constraint that hides it, which adds 0 to the −280.
    @Test func theSplitWithoutItsSidebar() throws {
        let portrait = try Self.frames("split-hidden.json")
        #expect(portrait.status == 0)
        #expect(portrait.json["ambiguous"] as? [String] == [])
        #expect(portrait.frames["sidebar"] == [-280, 0, 280, 1024])
        #expect(portrait.frames["inbox"] == [-280, 0, 280, 44])
        #expect(portrait.frames["detail"] == [0, 0, 768, 1024])
        #expect(portrait.frames["body"] == [48, 66, 672, 40])
        let compact = try Self.frames("split-hidden.json", "--width", "375", "--height", "667")
        #expect(compact.frames["detail"] == [0, 0, 375, 667])
        #expect(compact.frames["title"] == [20, 20, 300, 34])
        #expect(compact.frames["body"] == [20, 66, 335, 80])
        let why = try Self.text("split-hidden.json", "--why", "sidebar.left")
        #expect(why.standardOutput.hasSuffix("""

            sidebar.left = -280
              − 280  sidebar.width == 280
                  0  hidden-sidebar: sidebar.trailing == split.leading
            Note: sidebar is hidden.

            """))
    }

    /// The actions as a row at 620 (188 each) and 420 ((388 − 24) / 3 =
    /// 121.33 each), and as a column at 320 and 375 (the actions as wide as
    /// the margins leave, the heights the same: the card 172 high).
    @Test func theActionsRowAndColumn() throws {
        let row = try Self.frames("actions-row.json")
        #expect(row.status == 0)
        #expect(row.json["ambiguous"] as? [String] == [])
        #expect(row.frames["card"] == [0, 0, 620, 76])
        #expect(row.frames["call"] == [16, 20, 188, 36])
        #expect(row.frames["message"] == [216, 16, 188, 44])
        #expect(row.frames["share"] == [416, 20, 188, 36])
        let narrowRow = try Self.frames("actions-row.json", "--width", "420")
        let third = (388.0 - 24) / 3
        #expect(abs(narrowRow.frames["share"]![0] - (16 + 2 * (third + 12))) < 1e-6)
        #expect(abs(narrowRow.frames["share"]![2] - third) < 1e-6)
        let column = try Self.frames("actions-column.json")
        #expect(column.status == 0)
        #expect(column.json["ambiguous"] as? [String] == [])
        #expect(column.frames["card"] == [0, 0, 320, 172])
        #expect(column.frames["message"] == [16, 60, 288, 44])
        #expect(column.frames["share"] == [16, 120, 288, 36])
        let wider = try Self.frames("actions-column.json", "--width", "375")
        #expect(wider.frames["share"] == [16, 120, 343, 36])
    }

    /// One wrapping document at three widths: at 480 one line (60 + 8 + 90
    /// + 8 + 70 + 8 + 110 + 8 + 50 = 412), at 260 three then two, at 150 a
    /// chip a line (no two fit: 60 + 8 + 90 = 158), five lines of 28 with
    /// 8 between, 172 high.
    @Test func theChipsWrapByWidth() throws {
        let wide = try Self.frames("chips.json")
        #expect(wide.status == 0)
        #expect(wide.frames["chips"] == [0, 0, 480, 28])
        #expect(wide.frames["ui"] == [362, 0, 50, 28])
        let narrow = try Self.frames("chips.json", "--width", "260")
        #expect(narrow.frames["chips"] == [0, 0, 260, 64])
        #expect(narrow.frames["ipad"] == [166, 0, 70, 28])
        #expect(narrow.frames["adaptive"] == [0, 36, 110, 28])
        #expect(narrow.frames["ui"] == [118, 36, 50, 28])
        let column = try Self.frames("chips.json", "--width", "150")
        #expect(column.frames["chips"] == [0, 0, 150, 172])
        #expect(column.frames["ui"] == [0, 144, 50, 28])
    }

    /// A document that leaves a value open beside a broken constraint on
    /// it: `a` is 5 after `b` and centred on it, which cannot both hold,
    /// and nothing places either. `--why a.left` says that it follows `b`,
    /// which nothing places, and names the broken constraint on it, in the
    /// text, the JSON (`broken`) and the page (`--html`).
    @Test func anOpenValueNamesTheBrokenConstraintOnIt() throws {
        let document = """
            { "root": { "name": "r", "size": { "width": 100, "height": 50 },
                        "children": [{ "name": "a" }, { "name": "b" }] },
              "constraints": ["a.width == 10", "b.width == 10", "a.top == 0", "b.top == 0", "a.height == 10",
                              "b.height == 10", "a.leading == b.leading + 5", "a.centerX == b.centerX"] }
            """
        let text = runInProcess(["run", "-", "--why", "a.left"], input: document)
        #expect(text.status == 1)
        #expect(text.standardOutput.hasSuffix("""
            It follows b, whose horizontal position nothing decides:
              a.leading == b.leading + 5
            A constraint that places b is missing (on b.leading, b.trailing or b.centerX, say).
            These constraints on it are broken: each conflicts with required constraints (the pass reports which), \
            and the pass after one of those changes tries it again:
              a.centerX == b.centerX

            """))
        let json = runInProcess(["run", "-", "--json", "--why", "a.left"], input: document)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let why = try #require(answer["why"] as? [String: Any])
        #expect(why["broken"] as? [String] == ["a.centerX == b.centerX"])
        #expect(why["trading"] as? [String] == [])
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("trial-thirty-open-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        #expect(runInProcess(["run", "-", "--html", page.path], input: document).status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("These constraints on it are broken"))
    }
}
