import Testing
@testable import LayoutTool

/// The Texture-style profile card of `ProfileCardScreenTests` as a layout
/// document: flex stacks with `spaceBetween`, `flexShrink`, `flexBasis` in
/// percent, a wrapping row with `lineSpacing` and `alignSelf`, left to
/// right and right to left.
@Suite struct ProfileCardDocumentTests {
    static let card = """
        {
          "root": {
            "name": "screen", "size": { "width": 375 },
            "children": [
              { "name": "card",
                "flexStack": { "direction": "vertical", "spacing": 12, "padding": { "top": 16, "left": 16, "bottom": 16, "right": 16 } },
                "children": [
                  { "name": "header",
                    "flexStack": { "direction": "horizontal", "spacing": 12, "alignItems": "center", "justifyContent": "spaceBetween" },
                    "children": [
                      { "name": "avatar", "size": { "width": 56, "height": 56 } },
                      { "name": "info", "flexShrink": 1,
                        "flexStack": { "direction": "vertical", "spacing": 2 },
                        "children": [
                          { "name": "name", "text": { "words": [70, 90, 60], "lineHeight": 22 } },
                          { "name": "subtitle", "text": { "words": [50, 40, 60, 30], "lineHeight": 18 } }
                        ] },
                      { "name": "follow", "intrinsicSize": { "width": 80, "height": 32 } }
                    ] },
                  { "name": "stats",
                    "flexStack": { "direction": "horizontal" },
                    "children": [
                      { "name": "posts", "flexBasis": "25%", "intrinsicSize": { "width": 40, "height": 36 } },
                      { "name": "followers", "flexBasis": "50%", "intrinsicSize": { "width": 40, "height": 36 } },
                      { "name": "following", "flexBasis": "25%", "intrinsicSize": { "width": 40, "height": 36 } }
                    ] },
                  { "name": "tags",
                    "flexStack": { "direction": "horizontal", "spacing": 8, "flexWrap": "wrap", "lineSpacing": 6, "alignItems": "start" },
                    "children": [
                      { "name": "t1", "intrinsicSize": { "width": 90, "height": 24 } },
                      { "name": "t2", "intrinsicSize": { "width": 120, "height": 24 } },
                      { "name": "t3", "intrinsicSize": { "width": 70, "height": 24 } },
                      { "name": "t4", "intrinsicSize": { "width": 100, "height": 24 } },
                      { "name": "t5", "intrinsicSize": { "width": 60, "height": 24 } }
                    ] },
                  { "name": "verified", "alignSelf": "end", "intrinsicSize": { "width": 64, "height": 20 } }
                ] }
            ]
          },
          "constraints": [
            "card.leading == screen.leading + 16", "card.trailing == screen.trailing - 16", "card.top == screen.top + 20",
            "screen.bottom == card.bottom + 20"
          ]
        }
        """

    /// The frames worked out in `ProfileCardScreenTests`: the info column
    /// shrinks by the 77 points the header is short (228 → 151), stats at
    /// 25 %, 50 %, 25 % of 311, tags on lines of three and two, the badge at
    /// the end; the card 282 high.
    @Test func theCardRuns() {
        let output = runInProcess(["run", "-"], input: Self.card)
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            item            x    y  width  height
            screen          0    0    375     322
            card           16   20    343     282
            header         32   36    311     104
            avatar         32   60     56      56
            info          100   36    151     104
            name          100   36    151      66
            subtitle      100  104    151      36
            follow        263   72     80      32
            stats          32  152    311      36
            posts          32  152  77.75      36
            followers  109.75  152  155.5      36
            following  265.25  152  77.75      36
            tags           32  200    311      54
            t1             32  200     90      24
            t2            130  200    120      24
            t3            258  200     70      24
            t4             32  230    100      24
            t5            140  230     60      24
            verified      279  266     64      20

            """)
    }

    /// Right to left every x is mirrored, 375 − x − width, and nothing
    /// else changes.
    @Test func theCardMirrorsRightToLeft() throws {
        let rightToLeft = Self.card.replacingOccurrences(
            of: "\"name\": \"screen\", ", with: "\"name\": \"screen\", \"layoutDirection\": \"rightToLeft\", ")
        let output = runInProcess(["run", "-"], input: rightToLeft)
        #expect(output.status == 0)
        let leftToRight = try #require(Self.frames(runInProcess(["run", "-"], input: Self.card).standardOutput))
        let frames = try #require(Self.frames(output.standardOutput))
        #expect(frames.count == 19)
        for (name, frame) in frames {
            let original = try #require(leftToRight[name])
            #expect([375 - frame[0] - frame[2]] + frame.dropFirst() == original, "\(name)")
        }
    }

    /// The rows of `layout run`'s table: each item's x, y, width and height.
    private static func frames(_ table: String) -> [String: [Double]]? {
        var frames: [String: [Double]] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count == 5 else { return nil }
            frames[String(fields[0])] = fields.dropFirst().compactMap { Double($0) }
        }
        return frames
    }
}
