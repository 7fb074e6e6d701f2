import Testing
@testable import LayoutTool

/// Trial fifty-nine: a music player of UIKit stacks, a wrapping photo grid
/// of flex tiles and a checkout form above the keyboard, every frame as
/// worked out by hand, and common mistakes. No frame was wrong; what it
/// found is here: fixes that named no setting and a constraint that can
/// never hold read as a size.
@Suite struct UserTrialFiftyNineToolTests {
    /// `r.left == 10` on the root, which sits at (0, 0): the conflict is
    /// with the engine's `root-origin-x`, which stands for no setting a
    /// document has, so the only fix is the document's own constraint.
    @Test func theRootsOriginIsNoFix() {
        let output = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"r","children":[{"name":"a"}]},"constraints":["r.left == 10"]}
            """#)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("  root-origin-x: r.left == 0\n"), "\(output.standardOutput)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes == "  - make [1] r.left == 10 optional (r.left == 10 @999), or remove it, or change 10 to 0\n",
                "\(output.standardOutput)")
    }

    /// `a.width == a.width + 10` asks 0 == 10: whatever the layout, it
    /// never holds, which the message says rather than "a.width is 0 …
    /// but it must be equal to a.width (0) + 10 = 10"; and the fix is to
    /// remove it, since at 999 it would hold no better.
    @Test func aConstraintWhoseSidesCancelIsSaidNeverToHold() {
        let output = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"r","size":{"width":100,"height":100},"children":[{"name":"a"}]},
             "constraints":["a.width == a.width + 10","a.left == r.left","a.top == r.top","a.height == 20","a.width >= 2*a.width - 30"]}
            """#)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("Unable to satisfy a.width == a.width + 10: a.width is on both sides and cancels:"
            + " it asks that 0 be equal to 10 whatever the layout, so it never holds\n"), "\(output.standardOutput)")
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
        #expect(fixes == "  - remove [1] a.width == a.width + 10: its sides cancel, and it never holds\n", "\(output.standardOutput)")
        // A constraint naming the same attribute twice whose sides do not
        // cancel is an ordinary one: width >= 2 × width − 30 is width <= 30.
        #expect(!output.standardOutput.contains("[5] a.width >= 2*a.width - 30"), "\(output.standardOutput)")
    }

    /// A constraint between two anchors of one item that a setting holds
    /// apart does not cancel: the baseline 16 below the top, asked to be
    /// 12, holds with a constant of 16.
    @Test func anchorsASettingHoldsApartDoNotCancel() {
        let output = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"root","size":{"width":200,"height":50},"children":[{"name":"a","baseline":{"first":16,"last":16}}]},
             "constraints":["a.top == root.top","a.height == 20","a.left == root.left","a.width == 50","a.firstBaseline == a.top + 12"]}
            """#)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("Unable to satisfy a.firstBaseline == a.top + 12: a.firstBaseline is 16 where the"
            + " others hold, but it must be equal to a.top (0) + 12 = 12\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("or remove it, or change 12 to 16\n"), "\(output.standardOutput)")
    }

    /// Only between two items' edges does a constant keep its side of 0: a
    /// centre offset may change sign (10 to −10: the centre at 90 puts a
    /// 20-wide item's left at 80), and so may a constant whose sign was
    /// written the wrong way round (`a.trailing == root.trailing + 20`
    /// past the edge, where the item fits with −20: 30 + 150 = 200 − 20).
    @Test func aConstantChangesSignWhereNoGapOrInsetIsAtStake() {
        let centre = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"root","size":{"width":200,"height":50},"children":[{"name":"a"}]},
             "constraints":["a.top == root.top","a.height == 20","a.width == 20","a.centerX == root.centerX + 10","a.left == root.left + 80"]}
            """#)
        #expect(centre.standardOutput.contains("(a.centerX == root.centerX + 10 @999), or remove it, or change 10 to -10\n"),
                "\(centre.standardOutput)")
        let wrongWay = runInProcess(["run", "-"], input: #"""
            {"root":{"name":"root","size":{"width":200,"height":50},"children":[{"name":"a"}]},
             "constraints":["a.top == root.top","a.height == 20","a.width == 150","a.leading == root.leading + 30",
                            "a.trailing == root.trailing + 20"]}
            """#)
        #expect(wrongWay.standardOutput.contains("(a.trailing == root.trailing + 20 @999), or remove it, or change 20 to -20\n"),
                "\(wrongWay.standardOutput)")
        // The inset of 30 would have to be 70 - an inset still - and is offered.
        #expect(wrongWay.standardOutput.contains("or change 30 to 70\n"), "\(wrongWay.standardOutput)")
    }
}
