import Foundation
import Testing
@testable import LayoutTool

/// Trial seventy-one: a music player (a top bar, a square artwork, a title
/// and artist, a progress row, five controls spread evenly by a flex stack,
/// a volume row above the safe area; rotated to a side-by-side landscape),
/// every frame as worked out by hand. What it found is here: the fixes of a
/// constraint that fights a flex stack's placement offered changes after
/// which the stack places its items anew, so that the conflict stayed.
@Suite struct UserTrialSeventyOneToolTests {
    /// A row 24 in from each side of a screen 390 wide, spreading a (40
    /// wide) and b (60) evenly: 342 − 100 = 242 free, 80.67 in each of the
    /// three gaps, so b's left is 24 + 80.67 + 40 + 80.67 = 225.33 and its
    /// centre 255.33; the application asks for it at 195 + 10 = 205.
    static let document = #"""
        {"root":{"name":"screen","size":{"width":390,"height":100},"children":[
          {"name":"row","flexStack":{"justifyContent":"spaceEvenly"},"children":[
            {"name":"a","size":{"width":40,"height":40}},{"name":"b","size":{"width":60,"height":60}}]}]},
         "constraints":["row.leading == screen.leading + 24","row.trailing == screen.trailing - 24",
          "row.top == screen.top","b.centerX == screen.centerX + 10"]}
        """#

    /// The stack works b's position out from its width: a wider screen or a
    /// row moved at its leading edge spreads the items anew, so neither is
    /// a fix (the screen 490.67 wide left b at 322.44, not 205). Only the
    /// broken constraint's own change is; the stack's placement is no fix
    /// either, and the report says what moves an item a flex stack places.
    @Test func aFixThatWouldMakeTheStackPlaceItsItemsAnewIsNoFix() {
        let output = runInProcess(["run", "-"], input: Self.document)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("b       225.3333333  0     60      60\n"), "\(output.standardOutput)")
        let fixes = output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") }
        #expect(fixes == ["  - make [4] b.centerX == screen.centerX + 10 optional (b.centerX == screen.centerX + 10 @999),"
            + " or remove it, or change 10 to 60.33333333333"])
        #expect(output.standardOutput.contains("\nA flex stack places the items it arranges, as Texture does: move b with"
            + " row's justification or alignment, or b's margins and spacing (FlexItemOptions margin, spacingBefore,"
            + " spacingAfter; the child's \"margin\", \"spacingBefore\", \"spacingAfter\" in a document), or place it"
            + " exactly as an absolute child (position absolute with an offset), rather than by a constraint.\n"))
    }

    /// Landscape's body: an artwork 200 wide beside an info column whose
    /// basis is its widest content on one line, 400 (a long title), in a
    /// row 390 wide. Nothing shrinks, so info runs 200 + 400 − 390 = 210
    /// past the row's right edge: Texture and Yoga say nothing, the run
    /// lists it. With `flexShrink` 1 it takes the 190 left.
    static func body(infoOptions: String = "", badge: String = "", padding: String = "") -> String {
        #"""
        {"root":{"name":"screen","size":{"width":390,"height":300},"children":[
          {"name":"body","flexStack":{"direction":"horizontal"\#(padding)},"children":[
            {"name":"artwork","size":{"width":200,"height":200}},
            {"name":"info","flexStack":{"direction":"vertical"}\#(infoOptions),"children":[
              {"name":"title","intrinsicSize":{"width":400,"height":28}}]}\#(badge)]}]},
         "constraints":["body.leading == screen.leading","body.trailing == screen.trailing","body.top == screen.top"]}
        """#
    }

    @Test func aColumnWiderThanTheRoomLeftIsListedAsOverflowing() throws {
        let output = runInProcess(["run", "-"], input: Self.body())
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("info     200  0    400     200\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.hasSuffix("\noverflowing their flex stack: info (210 past body's right edge)\n"),
                "\(output.standardOutput)")
        let json = try JSONSerialization.jsonObject(with: Data(runInProcess(["run", "-", "--json"], input: Self.body())
            .standardOutput.utf8)) as? [String: Any]
        let overflowing = json?["overflowing"] as? [[String: Any]]
        #expect(overflowing?.count == 1)
        #expect(overflowing?.first?["item"] as? String == "info")
        #expect(overflowing?.first?["stack"] as? String == "body")
        #expect(overflowing?.first?["edge"] as? String == "right")
        #expect(overflowing?.first?["distance"] as? Double == 210)
        let shrinking = runInProcess(["run", "-"], input: Self.body(infoOptions: #","flexShrink":1"#))
        #expect(shrinking.standardOutput.contains("info     200  0    190     200\n"), "\(shrinking.standardOutput)")
        #expect(!shrinking.standardOutput.contains("overflowing"))
    }

    /// What reaches past a stack on purpose is not listed: an absolute
    /// child placed outside it, content within a negative padding.
    @Test func anAbsoluteChildAndANegativePaddingAreNotOverflows() {
        let badge = #",{"name":"badge","size":{"width":20,"height":20},"position":"absolute","offset":{"left":380,"top":-10}}"#
        let output = runInProcess(["run", "-"], input: Self.body(infoOptions: #","flexShrink":1"#, badge: badge))
        #expect(output.standardOutput.contains("badge    380  -10     20      20\n"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("overflowing"), "\(output.standardOutput)")
        let padded = runInProcess(["run", "-"], input: Self.body(infoOptions: #","flexShrink":1"#,
                                                                  padding: #","padding":{"left":-10}"#))
        #expect(padded.standardOutput.contains("artwork  -10  0    200     200\n"), "\(padded.standardOutput)")
        #expect(!padded.standardOutput.contains("overflowing"), "\(padded.standardOutput)")
    }

    /// The change the fix gives holds: with 60.33333333333 the layout has
    /// no conflict and b stays where the stack put it.
    @Test func theRemainingFixEndsTheConflict() {
        let fixed = Self.document.replacingOccurrences(of: "screen.centerX + 10", with: "screen.centerX + 60.33333333333")
        let output = runInProcess(["run", "-"], input: fixed)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("b       225.3333333  0     60      60\n"), "\(output.standardOutput)")
    }
}
