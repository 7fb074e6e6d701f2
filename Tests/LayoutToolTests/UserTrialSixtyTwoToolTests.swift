import Foundation
import Testing
@testable import LayoutTool

/// Trial sixty-two: a media screen of flex stacks (a 16:9 hero, a corner
/// badge, a wrapping title, bases in percent) at four widths and right to
/// left, and a paywall of UIKit stacks (`equalCentering` dots, baseline
/// rows, custom spacing, a hidden row, the keyboard); every frame as worked
/// out by hand held. What it found was in the conflicts' fixes: one missing
/// for a flex item's own size, a flex root's `--width` named as the stack's
/// setting, and a spacing offered with no value; and `--why` said nothing
/// of a constraint that lost to its item's own hugging.
@Suite struct UserTrialSixtyTwoToolTests {
    static func fixes(_ output: LayoutCommand.Output) -> String {
        output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").last ?? ""
    }

    /// Two heights for one item of a flex column: the flex layout placed
    /// `box` at the first (`STK-flex-size`), and would place it at the
    /// second were the first gone, so either is a fix, each with the other's
    /// constant.
    @Test func eitherOfAFlexItemsTwoHeightsIsAFix() {
        let document = #"{"root":{"name":"col","size":{"width":200},"flexStack":{"direction":"vertical"},"#
            + #""children":[{"name":"box","intrinsicSize":{"width":50,"height":20}}]},"constraints":[FIRST"box.height == 40"]}"#
        let output = runInProcess(["run", "-"], input: document.replacingOccurrences(of: "FIRST", with: #""box.height == 30","#))
        #expect(output.status == 1, "\(output.standardError)")
        #expect(Self.fixes(output) == """
              - make [2] box.height == 40 optional (box.height == 40 @999), or remove it, or change 40 to 30
              - make [1] box.height == 30 optional (box.height == 30 @999), or remove it, or change 30 to 40

            """, "\(output.standardOutput)")
        let without = runInProcess(["run", "-"], input: document.replacingOccurrences(of: "FIRST", with: ""))
        #expect(without.status == 0, "\(without.standardOutput)")
        #expect(without.standardOutput.contains("box   0  0    200      40"), "\(without.standardOutput)")
    }

    /// A flex root's size is its size range (`STK-size-range`); given by
    /// `--width`, it is named as the run's, to keep, as a plain root's is.
    @Test func aFlexRootsWidthFromTheRunIsNamedSo() {
        let document = #"{"root":{"name":"screen","size":{"width":375},"flexStack":{"direction":"vertical"},"#
            + #""children":[{"name":"a","intrinsicSize":{"width":10,"height":10}}]},"constraints":["screen.width == 375"]}"#
        let given = runInProcess(["run", "-", "--width", "320"], input: document)
        #expect(given.status == 1, "\(given.standardError)")
        #expect(Self.fixes(given).contains("STK-size-range: screen.width == 320 is the size the run gives screen"
            + " (--width 320): keep it, and change one of the others to fit it"), "\(given.standardOutput)")
        // The size range is the root's size, not how the stack arranges its items.
        #expect(given.standardOutput.contains("screen.width == 375 fights screen's size range (STK-size-range): the engine"
            + " broke it and kept the size range.\n"), "\(given.standardOutput)")
        let written = runInProcess(["run", "-"], input: document.replacingOccurrences(of: "375}", with: "320}"))
        #expect(Self.fixes(written).contains("STK-size-range: screen.width == 320 comes from the size settings of screen:"
            + " change them, or write the size as a constraint of priority 999"), "\(written.standardOutput)")
    }

    /// A row between the root's margins, 200 − 16 − 16 = 168 wide, with an
    /// icon fixed at 175: only a spacing of 168 − 175 − 0 = −7 or less
    /// fits it (the label at no width), and the fix says so; at −7 the
    /// row lays out.
    @Test func aSpacingFixSaysWhichSpacings() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"margins":{"leading":16,"trailing":16},"#
            + #""children":[{"name":"row","stack":{"spacing":12},"children":["#
            + #"{"name":"icon","intrinsicSize":{"width":28,"height":28}},{"name":"label","intrinsicSize":{"width":40,"height":20}}]}]},"#
            + #""constraints":["row.leading == screen.leadingMargin","row.trailing == screen.trailingMargin","#
            + #""row.top == screen.top","icon.width == 175"]}"#
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(Self.fixes(output).contains(#"UISV-spacing: label.leading == icon.trailing + 12 comes from row's "spacing" (12):"#
            + " change it to at most -7"), "\(output.standardOutput)")
        let fixed = runInProcess(["run", "-"], input: document.replacingOccurrences(of: #""spacing":12"#, with: #""spacing":-7"#))
        #expect(fixed.status == 0, "\(fixed.standardOutput)")
    }

    /// Three items 30 wide in a row 100 wide, 20 after the first and 8
    /// after the second: 90 + 20 + 8 = 118. The stack's spacing fits them
    /// at 100 − 90 − 20 = −10, the custom spacing at 100 − 90 − 8 = 2,
    /// each named once.
    @Test func aCustomSpacingIsItsOwnSetting() {
        let document = #"{"root":{"name":"screen","size":{"width":100},"children":[{"name":"row","#
            + #""stack":{"spacing":8,"customSpacing":{"a":20}},"children":[{"name":"a"},{"name":"b"},{"name":"c"}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.trailing == screen.trailing","row.top == screen.top","#
            + #""a.width == 30","b.width == 30","c.width == 30"]}"#
        let output = runInProcess(["run", "-"], input: document)
        #expect(output.status == 1, "\(output.standardError)")
        let fixes = Self.fixes(output)
        #expect(fixes.contains(#"UISV-spacing: b.leading == a.trailing + 20 comes from row's "customSpacing" after a (20): change it to 2"#),
                "\(fixes)")
        #expect(fixes.contains(#"UISV-spacing: c.leading == b.trailing + 8 comes from row's "spacing" (8): change it to -10"#),
                "\(fixes)")
        #expect(fixes.components(separatedBy: "UISV-spacing").count == 3, "\(fixes)")
    }

    /// A button's height written `@99` where `@999` was meant: its hugging
    /// at 250 holds it at its content's 50, and `--why` says that the
    /// constraint lost, and to what, though the hugging is the item's own.
    @Test func whyNamesTheApplicationsConstraintThatLost() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":300},"children":["#
            + #"{"name":"cta","intrinsicSize":{"width":100,"height":50}}]},"#
            + #""constraints":["cta.leading == screen.leading","cta.top == screen.top","cta.height == 60 @99"]}"#
        let output = runInProcess(["run", "-", "--why", "cta.height"], input: document)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("""
            cta.height = 50
              50  cta-hugging-vertical: cta.height <= 50 @250
            Note: cta's height misses cta.height == 60 @99 by 10; it gives way to what would miss by more if the height were 1 more: cta-hugging-vertical: cta.height <= 50 @250 (misses by 0, 1 more).

            """), "\(output.standardOutput)")
    }
}
