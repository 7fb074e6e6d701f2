import Foundation
import Testing
@testable import LayoutTool

/// Trial fifty-six: a settings form, a chat and a flex toolbar and grid,
/// each checked by hand, frames all as worked out. What it found is here:
/// a negative intrinsic length in a `UIStackView` row, the suggestions for
/// misspelt attributes, values and keys, and `--why` on a label inside a
/// hidden row.
@Suite struct UserTrialFiftySixToolTests {
    /// `layout run` of a document given as text, read from standard input.
    static func run(_ document: String, _ options: [String] = []) -> LayoutCommand.Output {
        runInProcess(["run", "-"] + options, input: document)
    }

    static func frames(_ document: String) throws -> [String: [Double]] {
        let run = try runFrames("-", [], input: document)
        #expect(run.status == 0)
        return run.frames
    }

    /// A row 284 wide, spacing 8, of `a` (intrinsic 50) and `b`: a
    /// negative intrinsic width makes `b` an empty item, as 0 does
    /// (`LayoutDocument.md`). Both hug at 250, so the room left, 284 − 8 −
    /// 50 = 226, could go to either; the order tie-break gives it to the
    /// first: `a` 276 wide, `b` 0 at 284. With the negative length read as
    /// no length at all, `b` had no tie-break and took the 226.
    @Test(arguments: [-40.0, -1, 0])
    func aNegativeIntrinsicWidthMakesAnEmptyItem(width: Double) throws {
        let document = """
            {"root":{"name":"row","size":{"width":284},"stack":{"spacing":8},"children":[
              {"name":"a","intrinsicSize":{"width":50,"height":20}},
              {"name":"b","intrinsicSize":{"width":\(width),"height":20}}]}}
            """
        let frames = try Self.frames(document)
        #expect(frames["a"] == [0, 0, 276, 20])
        #expect(frames["b"] == [284, 0, 0, 20])
    }

    /// Transposed letters are one edit: `widht` is `width`, not `right`
    /// (two substitutions from either by Levenshtein's count, and `right`
    /// comes first among the attributes).
    @Test(arguments: [("a.widht", "width"), ("a.hieght", "height"), ("a.lefr", "left"), ("a.centreX", "centerX")])
    func aMisspeltAttributeIsNamed(written: String, meant: String) {
        let output = Self.run(#"{"root":{"name":"r","children":[{"name":"a"}]},"constraints":[""# + written + #" == 10"]}"#)
        #expect(output.status != 0)
        #expect(output.standardError.contains("(did you mean \"\(meant)\"?)"), "\(output.standardError)")
    }

    /// A misspelt value of a setting with a fixed set of names is named
    /// after the list, as a misspelt key is.
    @Test(arguments: [(#""stack":{"alignment":"centre"}"#, "center"),
                      (#""stack":{"axis":"vertica"}"#, "vertical"),
                      (#""stack":{"distribution":"fillEqualy"}"#, "fillEqually"),
                      (#""flexStack":{"alignItems":"strech"}"#, "stretch")])
    func aMisspeltValueIsNamed(setting: String, meant: String) {
        let output = Self.run(#"{"root":{"name":"r","size":{"width":100,"height":100},"# + setting + #","children":[]}}"#)
        #expect(output.status != 0)
        #expect(output.standardError.contains("must be one of"), "\(output.standardError)")
        #expect(output.standardError.hasSuffix("(did you mean \"\(meant)\"?)\n"), "\(output.standardError)")
    }

    /// A key written as the start of the one it stands for is named too.
    @Test(arguments: [(#""flexStack":{"justify":"center"}"#, "justifyContent"),
                      (#""margins":{"lead":3}"#, "leading")])
    func aShortenedKeyIsNamed(setting: String, meant: String) {
        let output = Self.run(#"{"root":{"name":"r","size":{"width":100,"height":100},"# + setting + #","children":[]}}"#)
        #expect(output.status != 0)
        #expect(output.standardError.contains("did you mean \"\(meant)\"?"), "\(output.standardError)")
    }
    /// A form (a vertical stack 200 wide, spacing 8) of two rows, each a
    /// horizontal stack around a label 70 × 20; the second row hidden. The
    /// form collapses it to 0 high at y 20, and its label with it: the
    /// label's height rests on its own floor (`label2.height >= 0`, exact at
    /// 0), but the collapse is why it is 0, and the note says so.
    @Test func whyNamesTheCollapseOfTheHiddenRowAroundALabel() {
        let document = """
            {"root":{"name":"form","size":{"width":200},"stack":{"axis":"vertical","spacing":8},"children":[
              {"name":"row1","stack":{"axis":"horizontal","alignment":"center"},
               "children":[{"name":"label1","intrinsicSize":{"width":70,"height":20}}]},
              {"name":"row2","hidden":true,"stack":{"axis":"horizontal","alignment":"center"},
               "children":[{"name":"label2","intrinsicSize":{"width":70,"height":20}}]}]}}
            """
        let hidden = Self.run(document, ["--why", "label2.height"])
        #expect(hidden.status == 0)
        #expect(hidden.standardOutput.contains("label2.height = 0"), "\(hidden.standardOutput)")
        #expect(hidden.standardOutput.contains(
            "Note: label2 is inside hidden row2, which is why its height is 0: form collapses row2 "
                + "(UISV-hiding: row2.height == 0 @999.999)."), "\(hidden.standardOutput)")
        let shown = Self.run(document, ["--why", "label1.height"])
        #expect(shown.standardOutput.contains("label1.height = 20"), "\(shown.standardOutput)")
        // The run lists row2 as hidden; the explanation of label1 says nothing of it.
        #expect(shown.standardOutput.contains("\nhidden: row2 (holding label2)\n"), "\(shown.standardOutput)")
        #expect(!shown.standardOutput.contains("Note:"), "\(shown.standardOutput)")
    }
    /// The stacks guide: a flex stack's padding is its own, so a flex root
    /// lays out from the screen's edges (the title at y 0 under a notch of
    /// 47); pinned to the root's safe area guide, a flex child is 844 − 47
    /// − 34 = 763 high from y 47, its title 16 in and 390 − 32 = 358 wide.
    @Test func aFlexStackKeepsOutOfTheNotchPinnedToTheSafeArea() throws {
        let safeArea = #""size":{"width":390,"height":844},"safeArea":{"top":47,"left":0,"bottom":34,"right":0}"#
        let children = #"[{"name":"title","size":{"height":40}},{"name":"body","flexGrow":1}]"#
        let root = try Self.frames(#"{"root":{"name":"screen","# + safeArea
            + #","flexStack":{"direction":"vertical","padding":{"left":16,"right":16}},"children":"# + children + "}}")
        #expect(root["title"] == [16, 0, 358, 40])
        let pinned = try Self.frames(#"{"root":{"name":"screen","# + safeArea + #","children":[{"name":"content","#
            + #""flexStack":{"direction":"vertical","padding":{"left":16,"right":16}},"children":"# + children + "}]},"
            + #""constraints":["content.top == screen.safeArea.top","content.bottom == screen.safeArea.bottom","#
            + #""content.leading == screen.safeArea.leading","content.trailing == screen.safeArea.trailing"]}"#)
        #expect(pinned["content"] == [0, 47, 390, 763])
        #expect(pinned["title"] == [16, 47, 358, 40])
        #expect(pinned["body"] == [16, 87, 358, 723])
    }
}
