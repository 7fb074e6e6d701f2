import Foundation
import Testing

/// `layout run` lists the items that reach past the root's edges along an
/// axis on which the root has a size of its own, the outermost of them
/// only, and leaves out what another line says more of.
@Suite struct PastTheRootTests {
    /// A 320 × 200 screen (its height given or not) with a list 300 high
    /// from its top, holding a row 250 high, and a badge 10 left of it.
    static func document(height: String = #","height":200"#) -> String {
        #"""
        {"root":{"name":"screen","size":{"width":320\#(height)},"children":[
          {"name":"list","children":[{"name":"row"}]},
          {"name":"badge","intrinsicSize":{"width":20,"height":20}}]},
         "constraints":["list.top == screen.top","list.leading == screen.leading","list.trailing == screen.trailing",
                        "list.height == 300","row.top == list.top","row.leading == list.leading",
                        "row.trailing == list.trailing","row.height == 250",
                        "badge.trailing == screen.leading - 10","badge.top == screen.top"]}
        """#
    }

    @Test func theOutermostItemPastEachEdgeIsListed() throws {
        let output = runInProcess(["run", "-"], input: Self.document())
        #expect(output.status == 0)
        // The list runs 100 past the bottom (its row with it, left to the
        // list); the badge ends 10 left of the screen, 30 past its edge.
        #expect(output.standardOutput.hasSuffix(
            "\npast the root: list (100 past screen's bottom edge), badge (30 past screen's left edge)\n"),
                "\(output.standardOutput)")
        let json = try JSONSerialization.jsonObject(with: Data(runInProcess(["run", "-", "--json"], input: Self.document())
            .standardOutput.utf8)) as? [String: Any]
        let past = json?["pastTheRoot"] as? [[String: Any]]
        #expect(past?.map { $0["item"] as? String } == ["list", "badge"])
        #expect(past?.map { $0["edge"] as? String } == ["bottom", "left"])
        #expect(past?.map { $0["distance"] as? Double } == [100, 30])
    }

    /// Without a height of its own the root is a canvas 0 high: nothing is
    /// past its bottom, though the badge is still past its left edge.
    @Test func aRootWithoutALengthIsNotAScreenAlongIt() {
        let output = runInProcess(["run", "-"], input: Self.document(height: ""))
        #expect(output.standardOutput.hasSuffix("\npast the root: badge (30 past screen's left edge)\n"),
                "\(output.standardOutput)")
    }
}
