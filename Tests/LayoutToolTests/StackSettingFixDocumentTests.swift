import Foundation
import Testing
@testable import LayoutTool

/// A conflict's fixes that change a stack's setting, in documents: each
/// offered setting tried at the value it implies ends the conflict, and a
/// setting withheld ends it at no value (every other value tried).
@Suite struct StackSettingFixDocumentTests {
    /// The fix lines of `layout run`'s first conflict that name a stack's setting.
    static func settingFixes(_ document: String) -> [String] {
        let output = runInProcess(["run", "-"], input: document)
        let fixes = output.standardOutput.components(separatedBy: "Fixes, each enough by itself:\n").dropFirst().first ?? ""
        return fixes.components(separatedBy: "\n").prefix { !$0.isEmpty }.filter { $0.contains("comes from") && $0.contains("'s \"") }
    }

    static func status(_ document: String) -> Int32 {
        runInProcess(["run", "-"], input: document).status
    }

    /// Two items 10 high in a centred row 30 high, `a` 5 below `b`: every
    /// alignment puts their tops (or centres, or baselines, which are
    /// their bottoms) level, so none is offered.
    @Test func noAlignmentIsOfferedWhereEveryAlignmentLinesTheItemsUp() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"alignment":"ALIGNMENT"},"children":[{"name":"a","size":{"width":20,"height":10}},"#
            + #"{"name":"b","size":{"width":20,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.height == 30","a.top == b.top + 5"]}"#
        #expect(Self.settingFixes(document.replacingOccurrences(of: "ALIGNMENT", with: "center")) == [])
        for alignment in ["fill", "leading", "trailing", "firstBaseline", "lastBaseline"] {
            #expect(Self.status(document.replacingOccurrences(of: "ALIGNMENT", with: alignment)) == 1, "\(alignment)")
        }
    }

    /// A hidden item keeps its alignment across the axis: `h` 20 after
    /// `a`'s leading edge fits no alignment of the column.
    @Test func aHiddenItemStaysAligned() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":300},"children":[{"name":"col","#
            + #""stack":{"axis":"vertical","alignment":"ALIGNMENT"},"children":[{"name":"a","size":{"width":30,"height":20}},"#
            + #"{"name":"h","size":{"width":30,"height":20},"hidden":true}]}]},"#
            + #""constraints":["col.leading == screen.leading","col.top == screen.top","col.width == 100","h.leading == a.leading + 20"]}"#
        #expect(Self.settingFixes(document.replacingOccurrences(of: "ALIGNMENT", with: "leading")) == [])
        for alignment in ["fill", "center", "trailing"] {
            #expect(Self.status(document.replacingOccurrences(of: "ALIGNMENT", with: alignment)) == 1, "\(alignment)")
        }
    }

    /// A `fill` row 100 wide of items 50 and 30 spaced 10: a spacing of
    /// 20 fits them, and so does a distribution that lets the gap grow
    /// (`equalSpacing`: 50 + 20 + 30).
    @Test func anExactGapStandsForTheSpacingAndTheDistribution() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"spacing":10},"children":[{"name":"a","size":{"width":50,"height":20}},"#
            + #"{"name":"b","size":{"width":30,"height":20}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100"]}"#
        #expect(Self.settingFixes(document) == [
            #"  - [12] UISV-spacing: b.leading == a.trailing + 10 comes from row's "spacing" (10): change it to 20"#,
            #"  - [12] UISV-spacing: b.leading == a.trailing + 10 comes from row's "distribution" (fill): change it to equalSpacing or equalCentering"#,
        ])
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":10"#, with: #""spacing":20"#)) == 0)
        for (distribution, status) in [("equalSpacing", 0), ("equalCentering", 0), ("fillEqually", 1), ("fillProportionally", 1)] {
            #expect(Self.status(document.replacingOccurrences(of: #""spacing":10"#,
                                                              with: #""spacing":10,"distribution":"\#(distribution)""#)) == status,
                    "\(distribution)")
        }
    }

    /// Three items 30 wide in an `equalSpacing` row 100 wide with a
    /// minimum of 20: the gaps are (100 − 90) ÷ 2 = 5, so the spacing must
    /// be at most 5; the distribution is no fix (the loosest already).
    @Test func aMinimumSpacingGivesItsLargestValue() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":300},"children":[{"name":"row","#
            + #""stack":{"distribution":"equalSpacing","spacing":20},"children":[{"name":"a","size":{"width":30,"height":10}},"#
            + #"{"name":"b","size":{"width":30,"height":10}},{"name":"c","size":{"width":30,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100"]}"#
        #expect(Self.settingFixes(document) == [
            #"  - [14] UISV-spacing: c.leading >= b.trailing + 20 comes from row's "spacing" (20): change it to at most 5"#,
        ])
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":20"#, with: #""spacing":5"#)) == 0)
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":20"#, with: #""spacing":6"#)) == 1)
    }

    /// A flex item's own height that another constraint reaching outside
    /// the item contradicts: the flex layout measures the item under its
    /// own constraints alone, so without `box.height == 30` it would place
    /// the item at its content's 20, and removing it is no fix.
    @Test func aFlexItemsOwnSizeIsNoFixWhereItsMeasurementWouldNotSeeTheBrokenOne() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":300},"children":[{"name":"col","size":{"width":200},"#
            + #""flexStack":{"direction":"vertical"},"children":[{"name":"box","intrinsicSize":{"width":50,"height":20}}]},"#
            + #"{"name":"d","size":{"width":10,"height":40}}]},"constraints":["col.top == screen.top","col.leading == screen.leading","#
            + #""d.top == screen.top","d.trailing == screen.trailing",OWN"box.height == d.height"]}"#
        let output = runInProcess(["run", "-"], input: document.replacingOccurrences(of: "OWN", with: #""box.height == 30","#))
        #expect(output.status == 1)
        #expect(!output.standardOutput.contains("make [5] box.height == 30 optional"), "\(output.standardOutput)")
        #expect(Self.status(document.replacingOccurrences(of: "OWN", with: "")) == 1)
    }

    /// A proportional row's rule broken (`inner.width == 0`: the inner
    /// stack has no intrinsic width, so its fraction is 0): another
    /// distribution, without that rule, ends the conflict, and `fill`
    /// lays the row out.
    @Test func aBrokenRuleOfTheSettingIsEndedByAnotherValue() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":300},"children":[{"name":"row","#
            + #""stack":{"distribution":"fillProportionally"},"children":[{"name":"inner","stack":{"spacing":8},"children":["#
            + #"{"name":"x","size":{"width":20,"height":10}},{"name":"y","size":{"width":20,"height":10}}]},"#
            + #"{"name":"b","intrinsicSize":{"width":50,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top"]}"#
        #expect(Self.settingFixes(document).contains(#"  - [12] UISV-fill-proportionally: inner.width == 0 comes from row's"#
            + #" "distribution" (fillProportionally): change it to fill, fillEqually, equalSpacing or equalCentering"#),
            "\(Self.settingFixes(document))")
        for distribution in ["fill", "fillEqually", "equalSpacing", "equalCentering"] {
            #expect(Self.status(document.replacingOccurrences(of: "fillProportionally", with: distribution)) == 0, "\(distribution)")
        }
    }

    /// Four items 30 wide in an `equalSpacing` row 119 wide: the gaps are
    /// (119 − 120) ÷ 3 = −1/3, and the bound printed is rounded so that it
    /// holds: at most −0.333334, where −0.333333 is too much.
    @Test func aBoundIsRoundedSoThatItHolds() {
        let document = #"{"root":{"name":"screen","size":{"width":200,"height":100},"children":[{"name":"row","#
            + #""stack":{"distribution":"equalSpacing","spacing":8},"children":[{"name":"a","size":{"width":30,"height":10}},"#
            + #"{"name":"b","size":{"width":30,"height":10}},{"name":"c","size":{"width":30,"height":10}},"#
            + #"{"name":"d","size":{"width":30,"height":10}}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 119"]}"#
        #expect(Self.settingFixes(document).contains { $0.hasSuffix(#"comes from row's "spacing" (8): change it to at most -0.333334 (a negative spacing overlaps the items)"#) },
                "\(Self.settingFixes(document))")
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":8"#, with: #""spacing":-0.333334"#)) == 0)
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":8"#, with: #""spacing":-0.333333"#)) == 1)
    }

    /// A `fillProportionally` row's own spacing also sets its fractions,
    /// which give way (optional), and their turn to required equal lengths
    /// (Σ intrinsic lengths + spacing × gaps no more than 1, or no more than
    /// spacing × the gaps a hidden item would add): it is offered within
    /// the spacings that keep the fractions. Items sized 100 and 50
    /// (intrinsic 10 and 10) in 160 need 10, offered; in 100 they would
    /// need −50, where 20 − 50 < 1 turns the lengths equal and still
    /// conflicts: not offered. With a hidden third item they need 10 in
    /// 160 (offered: 20 + 10 > 10 × 2), and 40 in 190, where 20 + 40 is no
    /// more than 40 × 2: not offered, and 40 does not lay them out.
    @Test func aProportionalRowsSpacingIsOfferedWhereItKeepsTheFractions() {
        func document(width: Int, hidden: Bool = false) -> String {
            #"{"root":{"name":"screen","size":{"width":300,"height":100},"children":[{"name":"row","#
                + #""stack":{"distribution":"fillProportionally","spacing":8},"children":["#
                + #"{"name":"a","intrinsicSize":{"width":10,"height":10},"size":{"width":100}},"#
                + #"{"name":"b","intrinsicSize":{"width":10,"height":10},"size":{"width":50}}"#
                + (hidden ? #",{"name":"c","intrinsicSize":{"width":10,"height":10},"hidden":true}"# : "") + "]}]},"
                + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == \#(width)"]}"#
        }
        let offered = #"comes from row's "spacing" (8): change it to 10"#
        #expect(Self.settingFixes(document(width: 160)).contains { $0.hasSuffix(offered) }, "\(Self.settingFixes(document(width: 160)))")
        #expect(Self.status(document(width: 160).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":10"#)) == 0)
        #expect(!Self.settingFixes(document(width: 100)).contains { $0.contains(#""spacing""#) })
        #expect(Self.status(document(width: 100).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":-50"#)) == 1)
        #expect(Self.settingFixes(document(width: 160, hidden: true)).contains { $0.hasSuffix(offered) })
        #expect(Self.status(document(width: 160, hidden: true).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":10"#)) == 0)
        #expect(!Self.settingFixes(document(width: 190, hidden: true)).contains { $0.contains(#""spacing""#) })
        #expect(Self.status(document(width: 190, hidden: true).replacingOccurrences(of: #""spacing":8"#, with: #""spacing":40"#)) == 1)
    }

    /// Three items with no intrinsic width in a `fillProportionally` row
    /// 100 wide: nothing to be proportional to, so their lengths are equal
    /// at every spacing, and one held 40 wide needs 3 × 40 + 2s = 100,
    /// s = −10, offered.
    @Test func aProportionalRowWithoutLengthsIsOfferedItsSpacing() {
        let document = #"{"root":{"name":"screen","size":{"width":300,"height":100},"children":[{"name":"row","#
            + #""stack":{"distribution":"fillProportionally","spacing":8},"children":[{"name":"a"},{"name":"b"},{"name":"c"}]}]},"#
            + #""constraints":["row.leading == screen.leading","row.top == screen.top","row.width == 100","a.width == 40"]}"#
        #expect(Self.settingFixes(document).contains { $0.hasSuffix(#"comes from row's "spacing" (8): change it to -10 (a negative spacing overlaps the items)"#) },
                "\(Self.settingFixes(document))")
        #expect(Self.status(document.replacingOccurrences(of: #""spacing":8"#, with: #""spacing":-10"#)) == 0)
    }

    /// A baseline-relative column of three items 40 high, spaced baseline
    /// to baseline: `equalSpacing`'s guides run from one's bottom to the
    /// next's top, so its check holds the gaps equal edge to edge, not
    /// baseline to baseline. Baselines 40/40, 1/1 and 40/40 with a spacing
    /// of 30 leave edge gaps of at least 30 − 1 = 29 and 30 + 1 − 40 − 40 =
    /// −49: `fill` makes the column 120 + 29 − 49 = 100, `equalCentering`
    /// lets it be 140, and `equalSpacing`'s equal gaps of at least 29 make
    /// it at least 178. Baselines 20/20, 20/40 and none, with 50 after a
    /// and 0 after b, leave edge gaps of at least 50 + 20 − 20 − 40 = 10
    /// (a's last baseline 20 below its top, b's first 20, a 40 high) and
    /// 40 − 40 = 0: `fill` makes 130, and equal gaps of 15 make 150.
    @Test(arguments: [
        (#"[{"name":"a","size":{"height":40},"baseline":{"first":40,"last":40}},"#
            + #"{"name":"b","size":{"height":40},"baseline":{"first":1,"last":1}},"#
            + #"{"name":"c","size":{"height":40},"baseline":{"first":40,"last":40}}]"#,
         #""spacing":30"#, 140, ["equalCentering"]),
        (#"[{"name":"a","size":{"height":40},"baseline":{"first":20,"last":20}},"#
            + #"{"name":"b","size":{"height":40},"baseline":{"first":20,"last":40}},"#
            + #"{"name":"c","size":{"height":40}}]"#,
         #""customSpacing":{"a":50}"#, 150, ["equalSpacing", "equalCentering"]),
    ])
    func aBaselineRelativeColumnsEqualSpacingHoldsItsEdgeGapsEqual(items: String, spacing: String, height: Int,
                                                                   offered: [String]) {
        let document = #"{"root":{"name":"root","size":{"width":100,"height":400},"children":[{"name":"col","#
            + #""stack":{"axis":"vertical","baselineRelative":true,\#(spacing)},"children":\#(items)}]},"#
            + #""constraints":["col.top == root.top","col.leading == root.leading","col.trailing == root.trailing","#
            + #""col.height == \#(height)"]}"#
        let line = Self.settingFixes(document).first { $0.contains(#"col's "distribution" (fill)"#) }
        #expect(line?.hasSuffix("change it to " + offered.joined(separator: " or ")) == true, "\(Self.settingFixes(document))")
        for distribution in ["fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
            let status = Self.status(document.replacingOccurrences(of: #""axis":"vertical""#,
                                                                   with: #""axis":"vertical","distribution":"\#(distribution)""#))
            #expect(status == (offered.contains(distribution) ? 0 : 1), "\(distribution)")
        }
    }
}
