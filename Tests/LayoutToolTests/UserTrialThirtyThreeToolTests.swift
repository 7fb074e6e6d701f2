import Foundation
import Testing
@testable import LayoutTool

/// Trial thirty-three's screens as layout documents
/// (`Fixtures/TrialThirtyThree`): the calendar day, the media player and
/// the Dynamic Type settings form, each with the frames worked out by hand
/// for the screens `UserTrialThirtyThreeTests` builds in Swift; `--why` on
/// a few of their values; and each with the mistake a user would make in
/// it, judged by what the command says about it.
@Suite struct UserTrialThirtyThreeToolTests {
    /// The trial's documents, from the repository's root.
    static let fixtures = "Tests/LayoutToolTests/Fixtures/TrialThirtyThree/"

    /// The document's text with `edits` made (each `(old, new)` once).
    static func document(_ name: String, _ edits: [(String, String)] = []) throws -> String {
        try documentText(fixtures + name, edits)
    }

    /// `layout run - --json OPTIONS` on the document with `edits`: the
    /// status, each frame as [x, y, width, height] by name, and the JSON.
    static func run(_ name: String, _ options: [String] = [], _ edits: [(String, String)] = []) throws
        -> (status: Int32, frames: [String: [Double]], json: [String: Any]) {
        let output = try runLayout(["run", "-", "--json"] + options, input: try document(name, edits))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        return (output.status, frames.mapValues { [$0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!] }, json)
    }

    /// Expects each named frame within 1e-6 of `expected`.
    static func expectFrames(_ frames: [String: [Double]], _ expected: [String: [Double]],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = frames[name] ?? []
            #expect(frame.count == 4 && zip(frame, rect).allSatisfy { abs($0 - $1) < 1e-6 },
                    "\(name) is \(frame), expected \(rect)", sourceLocation: sourceLocation)
        }
    }

    /// `layout run - --why WHAT OPTIONS` on the document: the answer, from
    /// the line that starts with `WHAT =`.
    static func why(_ name: String, _ what: String, _ options: [String] = [], _ edits: [(String, String)] = []) throws -> String {
        let output = try runLayout(["run", "-", "--why", what] + options, input: try document(name, edits))
        let text = output.standardOutput
        let start = try #require(text.range(of: "\n\(what) = "))
        return String(text[text.index(after: start.lowerBound)...])
    }

    // MARK: - 1. The calendar day

    /// Upright, the frames of `anUprightPhoneDay`: the column (48, 60) 342
    /// × 768, 32 an hour. Rotated by `--width 844 --height 390`: the column
    /// 796 × 314; the thirds 265.333 wide at 48, 313.333, 578.667.
    @Test func theDayUprightAndRotated() throws {
        let upright = try Self.run("day.json")
        #expect(upright.status == 0)
        #expect(upright.json["ambiguous"] as? [String] == [])
        Self.expectFrames(upright.frames, [
            "allDay": [8, 0, 374, 52], "column": [48, 60, 342, 768], "standup": [48, 348, 342, 16],
            "design": [48, 380, 171, 64], "lunch": [219, 412, 171, 48], "review": [48, 508, 114, 32],
            "interview": [162, 508, 114, 64], "sync": [276, 524, 114, 32], "now": [42, 515, 348, 2],
        ])
        let rotated = try Self.run("day.json", ["--width", "844", "--height", "390"])
        #expect(rotated.status == 0)
        Self.expectFrames(rotated.frames, [
            "column": [48, 60, 796, 314], "standup": [48, 177.75, 796, 314.0 / 48],
            "lunch": [446, 60 + 314 * 11.0 / 24, 398, 19.625],
            "sync": [48 + 1592.0 / 3, 60 + 314 * 14.5 / 24, 796.0 / 3, 314.0 / 24],
            "now": [42, 60 + 314 * 14.25 / 24 - 1, 802, 2],
        ])
    }

    /// `--why lunch.top` rotated: 60 + 11/24 × 314 = 203.917, said in the
    /// root's terms: the column's top enters at 1 − 11/24 = 0.541667 (the
    /// banners' 24 + 24, the spacing 4 and the gap 8), its bottom at 11/24
    /// = 0.458333 (the day's 390 less 16), and the constraint that names
    /// lunch, with its fraction as written, at 0.
    @Test func whyLunchIsWhereItIs() throws {
        let answer = try Self.why("day.json", "lunch.top", ["--width", "844", "--height", "390"])
        #expect(answer.hasPrefix("lunch.top = 13 + 13 + 178.75 + 4.333333 + 2.166667 − 7.333333 = 203.916667\n"))
        #expect(answer.contains("178.75  day.height == 390  (× 0.458333)"))
        #expect(answer.contains("− 7.333333  column.bottom == day.bottom - 16  (× 0.458333)"))
        #expect(answer.contains("0  lunch.top == 11/24*column.bottom"))
    }

    /// The mistake: a minimum height for short events written required,
    /// `standup.height >= 20`, beside the proportional height. Upright a
    /// half hour is 16 high, so it conflicts already; rotated the column
    /// has at most 390 − 8 − 4 − 16 = 362 (the banners squeezed to 0),
    /// 362 / 48 = 7.541667 for the half hour. The command breaks the
    /// minimum, names it and the proportional height it fights, and lays
    /// out the rest as without it.
    @Test func aRequiredMinimumHeightConflictsWithTheHour() throws {
        let edits = [("\"standup.width == column.width\",", "\"standup.width == column.width\", \"standup.height >= 20\",")]
        let rotated = try Self.run("day.json", ["--width", "844", "--height", "390"], edits)
        #expect(rotated.status == 1)
        #expect(rotated.json["broken"] as? String == "standup.height >= 20")
        let conflict = try #require(rotated.json["conflict"] as? [String])
        #expect(conflict.contains("standup.height == 0.5/24*column.height"))
        let message = try #require(rotated.json["message"] as? String)
        #expect(message.hasPrefix("Unable to satisfy standup.height >= 20: standup.height is at most 7.541667 where the others hold, but it must be at least 20"))
        Self.expectFrames(rotated.frames, ["standup": [48, 177.75, 796, 314.0 / 48]])
        let upright = try Self.run("day.json", [], edits)
        #expect(upright.status == 1)
        #expect(upright.json["broken"] as? String == "standup.height >= 20")
    }
}
